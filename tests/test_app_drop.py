"""``uttt.ui.app.drop_bot`` and ``droppable``: which modules they take, and that their walks over ``sys.modules``
allocate next to nothing on the 32-bit CircuitPython (replay37: a slice of each module's name made ~8 KB of garbage
over ~70 modules in drop_bot's walk, a collection of its own in the press from the result, where the heap is the
session's fullest; replay38: ~3 KB in unload's, droppable's, at every change of family)."""

import os
import subprocess
import sys

from tests.support import cp_modules
from uttt.ui.app import BOT, CORE_UI, ONCE, bot_module, droppable

NAMES = ["uttt", "uttt.ui", "uttt.ui.app", "uttt.ui.rating", "uttt.ui.ratings", "uttt.ui.review", "uttt.review",
         "uttt.reviews", "uttt.ui.ponder", "uttt.ponder", "uttt.playout", "uttt.moments", "uttt.bot", "uttt.bot_ref",
         "uttt.bot_search", "uttt.bot_super", "uttt.game", "uttt.rules", "review", "ponder", "bot", "uttt.x.rating",
         "uttt.ui.gameview", "uttt.ui.bot", "xuttt.bot", "uttt.ui.rating.x", "main", "boards.pybadge", ""]
NAMES += ["uttt.ui." + n for n in CORE_UI] + ["uttt." + n for n in ONCE] + ["uttt.ui.textui", "uttt.ui.viewx",
          "uttt.ui.xview", "uttt.tallyx", "uttt.xtally", "uttt.ui.tally", "uttt.store", "uttt.ui.title", "uttt.ui"]


def test_the_bot_modules_are_every_uttt_bot_the_rating_and_bots_named_in_BOT():
    want = {n for n in NAMES if n.startswith("uttt.bot") or n in ["uttt." + b for b in BOT] or n == "uttt.ui.rating"}
    assert {n for n in NAMES if bot_module(n)} == want
    assert want == {"uttt.ui.rating", "uttt.review", "uttt.ponder", "uttt.playout", "uttt.moments", "uttt.bot",
                    "uttt.bot_ref", "uttt.bot_search", "uttt.bot_super"}


def test_droppable_is_every_family_module_and_the_bots_not_the_core():
    # the slicing definition it replaced (replay38), name by name
    def sliced(name):
        if name.startswith("uttt.ui."):
            return name[8:] not in CORE_UI and name != "uttt.ui.textui"
        return name.startswith("uttt.") and (name.startswith("uttt.bot") or name[5:] in BOT or name[5:] in ONCE)

    assert [n for n in NAMES if droppable(n)] == [n for n in NAMES if sliced(n)]
    assert not any(droppable("uttt.ui." + n) for n in CORE_UI) and not droppable("uttt.ui.textui")
    assert all(droppable("uttt." + n) for n in ONCE) and droppable("uttt.ui.title") and droppable("uttt.ui.rating")
    assert not droppable("uttt.store") and not droppable("uttt.ui") and not droppable("boards.pybadge")


SCRIPT = """
import gc, sys
import uttt.ui.app as app
class M:
    pass
fake = ["uttt.ui.fake%d" % i for i in range(40)] + ["uttt.fake%d" % i for i in range(20)] + ["fake%d" % i for i in range(10)]
bots = ["uttt.bot_ref", "uttt.review", "uttt.ui.rating", "uttt.ponder"]
for n in fake + bots:
    sys.modules[n] = M()
walk = len(sys.modules)
gc.collect()
gc.disable()
a = gc.mem_alloc()
got = app.drop_bot()
b = gc.mem_alloc()
gc.enable()
print("WALK", walk, "BYTES", b - a, "DROPPED", " ".join(sorted(got)))
print("LEFT", len([n for n in bots if n in sys.modules]))
names = fake + ["uttt.ui." + c for c in app.CORE_UI] + ["uttt." + c for c in app.ONCE] + ["uttt.store"]
gc.collect()
gc.disable()
a = gc.mem_alloc()
n = 0
for name in names:
    if app.droppable(name):
        n += 1
b = gc.mem_alloc()
gc.enable()
print("DROPPABLE", n, "BYTES", b - a)
"""


def test_drop_bot_walks_the_modules_without_making_a_string_each(tmp_path):
    cp, lib = cp_modules(tmp_path, [])
    os.makedirs(os.path.join(lib, "uttt", "ui"), exist_ok=True)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for name in ("__init__", "ui/__init__", "ui/persist", "ui/app"):
        subprocess.run([os.environ["MPY_CROSS"], "-o", os.path.join(lib, "uttt", name + ".mpy"), "-s",
                        "uttt/%s.py" % name, os.path.join(root, "uttt", name + ".py")], check=True)
    script = tmp_path / "drop.py"
    script.write_text(SCRIPT)
    out = subprocess.run([cp, str(script)], capture_output=True, text=True, timeout=60,
                         env=dict(os.environ, MICROPYPATH=lib)).stdout
    words = out.split()
    assert "WALK" in words, out
    assert int(words[words.index("WALK") + 1]) >= 74  # the fakes and the bots at least, as many as on a board
    assert out.split("DROPPED ")[1].split("\n")[0].split() == ["uttt.bot_ref", "uttt.ponder", "uttt.review",
                                                               "uttt.ui.rating"]
    assert "LEFT 0" in out
    # the list of the dropped names and a little: the old walk's slices made 8,512 bytes here
    assert int(words[words.index("BYTES") + 1]) < 512, out
    # droppable over 84 names, 44 of them a family's: nothing (its slices made 4,144 bytes over these here)
    assert int(words[words.index("DROPPABLE") + 1]) == 44, out
    assert int(words[words.index("DROPPABLE") + 3]) < 64, out


def test_unload_of_a_few_names_makes_a_full_name_only_for_those_loaded():
    """superpause61: ``unload(only=...)`` (every change between the game and a guest: the pause's opening and its way
    back) made "uttt.ui." + name for each of the eight guests, loaded or not; each str made is looked up among the
    interned names (~33 us here for the eight as the Super pause opens with none loaded, ~4 ms of a PyBadge's by the
    bench's estimate). It asks the package first: a module loaded is its attribute (an import sets it, forget drops
    both), so only those get their full name and go."""
    import types

    import uttt.ui
    from uttt.ui import app as A
    m = types.ModuleType("uttt.ui.fakeguest")
    sys.modules["uttt.ui.fakeguest"] = m
    uttt.ui.fakeguest = m
    called = []
    real = A.forget
    A.forget = lambda name: called.append(name) or real(name)
    try:
        A.unload(only=["nosuchguest", "fakeguest"], collect=False)
    finally:
        A.forget = real
        sys.modules.pop("uttt.ui.fakeguest", None)
        if getattr(uttt.ui, "fakeguest", None) is not None:
            del uttt.ui.fakeguest
    assert called == ["uttt.ui.fakeguest"]
    assert "uttt.ui.fakeguest" not in sys.modules and not hasattr(uttt.ui, "fakeguest")
