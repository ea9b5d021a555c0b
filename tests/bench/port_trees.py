"""What the port's microbenches share (tests/bench/status_cost.py, super_press_cost.py, log_scroll.py, menu_steps.py,
super_pause_cost.py): this tree, and ``--ref``'s
(e.g. /work/main) to run in turn with it, deployed as ``sim.deploy`` writes a PyBadge's drive (.mpy by
CircuitPython's mpy-cross, the names as the source has them: a bench reaches the game's attributes), the harness's
displayio stand-ins (tests/cp/cp_display.py) compiled beside them, and a bench's script run under
``$CIRCUITPYTHON_UNIX`` in a tree's folder, with ``HARNESS`` set to the stand-ins' folder. ``ratio`` turns a time
here into a PyBadge's estimate (x pystones/s here / 1,300: tests/bench/pystone.py, /work/shared/tools/README.md).
"""

import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, ROOT)

import device_fit  # noqa: E402


# Before each bench's script, in the port's process: the stand-ins installed as a PyBadge's 160 x 128 ``display``,
# the game's App and View imported, ``now_ns`` the port's clock in ns, and ``intern_names(n)``, which interns n names
# for good (an object's attributes; the object goes): the press-time bench's process holds ~5,000 names against a
# board's game's ~1,200, and CircuitPython looks each str a frame makes (%, +, join, a slice) up among them all
# (status_cost.py); ``app_view()``, those names then the App and its View drawn (three benches' first lines).
PRELUDE = r'''
import gc
import sys
import time
sys.path.insert(0, HARNESS)
import cp_display
display = cp_display.install(160, 128)
from uttt.ui.app import App
from uttt.ui.view import View
now_ns = getattr(time, "monotonic_ns", None) or time.time_ns


def intern_names(n):
    class Names:
        pass
    o = Names()
    k = 0
    while k < n:
        setattr(o, "harness_name_%d" % k, k)
        k += 1


def app_view(names=True, nvm=None):
    # The real App and View on the stand-ins' screen, drawn (seed 1, no echo; nvm: its save store's bytes, None the
    # App's own), after the bench's 3,800 interned names where names is true (menu_steps.py, super_pause_cost.py,
    # log_scroll.py)
    if names:
        intern_names(3800)
    app = App(160, 128, "dpad", nvm=nvm, echo=False, seed=1)
    view = View(display, app)
    view.update()
    return app, view
'''


class Trees:
    """A scratch folder with the tools, the script and the trees deployed (``names``: "this", then "ref"). Use it
    in ``with``: the folder goes at the end."""

    def __init__(self, bench, script, ref=None):
        self.bench = bench
        self.work = tempfile.mkdtemp(prefix=bench + "-")
        try:
            tools, why = device_fit.find_tools(os.path.join(self.work, "tools"))
            if tools is None:
                sys.exit("%s: %s" % (bench, why))
            self.cp, mc = tools
            harness = os.path.join(self.work, "harness")
            os.makedirs(harness)
            subprocess.run([mc, "-o", os.path.join(harness, "cp_display.mpy"), "-s", "cp_display.py",
                            os.path.join(ROOT, "tests", "cp", "cp_display.py")], check=True)
            self.script = os.path.join(self.work, "run.py")
            with open(self.script, "w") as f:
                f.write("HARNESS = %r\n" % harness + PRELUDE + script)
            trees = [("this", ROOT)] + ([("ref", os.path.abspath(ref))] if ref else [])
            from sim import deploy as d
            for name, root in trees:
                d.deploy(os.path.join(self.work, name), "pybadge", root=root, log=lambda *a: None, compiler=mc,
                         names=False)
            self.names = [name for name, _ in trees]
            self.stones = device_fit.pystones(self.cp)
            self.ratio = self.stones / 1300.0
        except BaseException:
            self.close()
            raise

    def run(self, name, heapsize, *args):
        """The script's output (stdout) in tree ``name``'s folder with ``-X heapsize=heapsize`` and ``args``; exits
        with its output's tail unless it printed OK."""
        folder = os.path.join(self.work, name)
        env = dict(os.environ, MICROPYPATH="%s:%s" % (folder, os.path.join(folder, "lib")))
        out = subprocess.run([self.cp, "-X", "heapsize=%s" % heapsize, self.script] + [str(a) for a in args],
                             cwd=folder, env=env, capture_output=True, text=True)
        if "OK" not in out.stdout:
            sys.exit("%s: %s %s:\n%s%s" % (self.bench, name, " ".join(map(str, args)), out.stdout[-3000:],
                                           out.stderr[-3000:]))
        return out.stdout

    def fastest(self, trials, heapsize, *args):
        """Each tree's script run ``trials`` times, the trees in turn (a shared machine), and its ``ROW|key|value``
        lines read: ({(tree, key): the value's least over the trials}, the keys in their first run's order)."""
        got = {}
        order = []
        for trial in range(trials):
            for name in self.names:
                for line in self.run(name, heapsize, *args).splitlines():
                    if line.startswith("ROW|"):
                        _, k, v = line.split("|")
                        if k not in order:
                            order.append(k)
                        key = (name, k)
                        got[key] = float(v) if key not in got else min(got[key], float(v))
        return got, order

    def close(self):
        shutil.rmtree(self.work, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
