"""``uttt.ui.app.drop_bot``: which modules it drops, and that its walk over ``sys.modules`` allocates next to nothing
on the 32-bit CircuitPython (replay37: a slice of each module's name made ~8 KB of garbage over ~70 modules, a
collection of its own in the press from the result, where the heap is the session's fullest)."""

import os
import subprocess
import sys

from tests.support import cp_modules
from uttt.ui.app import BOT, bot_module

NAMES = ["uttt", "uttt.ui", "uttt.ui.app", "uttt.ui.rating", "uttt.ui.ratings", "uttt.ui.review", "uttt.review",
         "uttt.reviews", "uttt.ui.ponder", "uttt.ponder", "uttt.playout", "uttt.moments", "uttt.bot", "uttt.bot_ref",
         "uttt.bot_search", "uttt.bot_super", "uttt.game", "uttt.rules", "review", "ponder", "bot", "uttt.x.rating",
         "uttt.ui.gameview", "uttt.ui.bot", "xuttt.bot", "uttt.ui.rating.x", "main", "boards.pybadge", ""]


def test_the_bot_modules_are_every_uttt_bot_the_rating_and_bots_named_in_BOT():
    want = {n for n in NAMES if n.startswith("uttt.bot") or n in ["uttt." + b for b in BOT] or n == "uttt.ui.rating"}
    assert {n for n in NAMES if bot_module(n)} == want
    assert want == {"uttt.ui.rating", "uttt.review", "uttt.ponder", "uttt.playout", "uttt.moments", "uttt.bot",
                    "uttt.bot_ref", "uttt.bot_search", "uttt.bot_super"}


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
