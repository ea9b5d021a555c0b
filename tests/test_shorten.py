"""The deploy's renaming of the game's own names (sim.shorten): what it renames, what it never touches, and that a
program renamed runs as it did. The whole game renamed is played by the device-fit session (tests/test_device_fit.py
deploys the .mpy build with its names renamed)."""

import os
import sys
import types

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from sim import deploy, shorten  # noqa: E402

LIB = '''
_LIMIT = const(3)
COUNT = const(2)


class Counter:
    label = "n"

    def __init__(self, start):
        self.total_seen = start
        self.scene_extra = 1

    def bump_by(self, step_size=1):
        self.total_seen += step_size
        return self.total_seen


def helper_only_here(value_in):
    return value_in * _LIMIT


def make_counter(first_value):
    return Counter(helper_only_here(first_value))
'''

APP = '''
from pkg.lib import make_counter, COUNT


def helper_only_here(x_value):
    return x_value + 1


def run_all():
    c = make_counter(1)
    c.bump_by(step_size=COUNT)
    extra = getattr(c, "scene_extra")
    text = "%d %d %d" % (c.total_seen, extra, helper_only_here(5))
    d = {}
    d.update(a=1)
    return text + " " + "|".join(sorted(d.keys())) + " " + c.label
'''


def _run(sources):
    """Run the two modules from their texts (as package ``pkg``) and return run_all()'s result."""
    saved = dict(sys.modules)
    try:
        pkg = types.ModuleType("pkg")
        pkg.__path__ = []
        sys.modules["pkg"] = pkg
        for name in ("lib", "app"):
            mod = types.ModuleType("pkg." + name)
            mod.const = lambda v: v
            sys.modules["pkg." + name] = mod
            setattr(pkg, name, mod)
            exec(compile(sources["pkg/%s.py" % name], name, "exec"), mod.__dict__)
        return sys.modules["pkg.app"].run_all()
    finally:
        sys.modules.clear()
        sys.modules.update(saved)


def _plan(keep=(), flash=(), free=()):
    own = {"pkg/lib.py": LIB, "pkg/app.py": APP}
    mapping = shorten.plan(own, ["pkg", "pkg.lib", "pkg.app"], keep, flash, free)
    return own, mapping, dict((p, shorten.rewrite(t, mapping[p])) for p, t in own.items())


def test_a_renamed_program_runs_as_before():
    own, mapping, renamed = _plan(keep={"run_all"}, free={"colorwheel", "Bitmap", "x"})  # (the test calls run_all)
    assert _run(own) == "5 1 6 a n"
    assert _run(renamed) == "5 1 6 a n"
    assert renamed != own


def test_what_is_renamed_and_what_is_never():
    own, mapping, renamed = _plan(keep={"make_counter"}, flash={"label"})
    both = set(mapping["pkg/lib.py"]) | set(mapping["pkg/app.py"])
    # the game's own names
    for n in ("Counter", "total_seen", "bump_by", "step_size", "run_all", "helper_only_here", "first_value"):
        assert n in both, n
    # never: a name in a string (getattr), kept by a tool, in flash, a const, a dunder, a built-in, a
    # method of a built-in type, a module's name
    for n in ("scene_extra", "make_counter", "label", "_LIMIT", "COUNT", "__init__", "getattr", "update", "keys",
              "lib", "app", "pkg"):
        assert n not in both, n
    assert "scene_extra" in renamed["pkg/lib.py"] and "make_counter" in renamed["pkg/app.py"]


def test_new_names_are_free_names_first_and_never_a_name_in_use():
    own, mapping, renamed = _plan(free={"colorwheel", "Bitmap", "x", "helper_only_here", "_private"})
    used = set()
    for t in own.values():
        used |= shorten.scan(t)[0]
    new = set(mapping["pkg/lib.py"].values()) | set(mapping["pkg/app.py"].values())
    assert {"colorwheel", "Bitmap", "x"} <= new  # the free names go first (they cost a board nothing)
    assert not new & used
    assert "_private" not in new


def test_a_name_one_module_alone_uses_shares_a_new_name_with_other_modules():
    own, mapping, renamed = _plan()
    lib, app = mapping["pkg/lib.py"], mapping["pkg/app.py"]
    # helper_only_here is in both files: shared, one new name everywhere
    assert lib["helper_only_here"] == app["helper_only_here"]
    # value_in and first_value (lib's), x_value, c, d, extra and text (app's) are each one module's alone: the
    # modules draw their new names from one list
    mine = [set(m[k] for k in m if k not in lib or k not in app) for m in (lib, app)]
    assert "value_in" in lib and "x_value" in app and "x_value" not in lib
    assert len(mine[0] | mine[1]) == max(len(mine[0]), len(mine[1]))
    # and no shared name's
    shared = set(v for k, v in lib.items() if k in app)
    assert not (mine[0] | mine[1]) & shared


def test_the_game_renamed_keeps_what_tools_and_strings_reach():
    files, _, frozen, _ = deploy.plan(ROOT, ("pybadge",), frozen=True)
    texts, mapping = deploy.short_names(ROOT, files, ("pybadge",), frozen)
    assert set(texts) == set(r for r in files if r.startswith(("uttt/", "boards/")))
    app = mapping["uttt/ui/app.py"]
    assert "scr" not in app  # the device-fit session player reads app.scr (tests/cp/session.py)
    assert "SuperScreen" not in app  # a class the app opens by its name in a string
    for rel, text in texts.items():
        compile(text, rel, "exec")
    assert sum(len(m) for m in mapping.values()) > 5000  # ~1,000 names, in each of ~100 modules
    # the same sources give the same names
    assert deploy.short_names(ROOT, files, ("pybadge",), frozen)[1] == mapping
