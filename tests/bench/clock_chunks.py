"""What the main loop's slicing of background work costs per chunk (``uttt.ui.main.Clock.work``), on
CircuitPython's own 32-bit unix port, from .mpy (CircuitPython's mpy-cross, -O3 as the deploy compiles), for one
tree or several in the same run (issue 20, heap27). Prints; asserts nothing.

    CIRCUITPYTHON_UNIX=.../circuitpython-unix32 MPY_CROSS=.../mpy-cross-cp10 \\
        python tests/bench/clock_chunks.py [ROOT ...]      # default: this repository

Each tree's ``uttt/ui/main.py`` is compiled under a name of its own and loaded in one process. A job whose step
does nothing is worked in frames with nothing to draw, over the port's ``time.ticks_ms`` (C, as a board's
``supervisor.ticks_ms``) and the boards' ``ticks_diff`` (Python, ``boards``): so each frame runs its
``CHUNKS`` chunks, and the time per chunk is the loop's own (its clock readings and its bookkeeping). The trees
run in turns, rounds of 40 frames each, and the best round of each counts (the machine is shared). The clock's
readings in one frame are counted apart (a counting wrapper adds its own cost). PyBadge estimate: the time here x
pystones/s here / 1,300 (tests/bench/pystone.py, measured in the same run).
"""

import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SCRIPT = r"""
import gc, sys, time
sys.path.insert(0, %(bench)r)
import pystone
NAMES = %(names)r
MODS = [__import__(n) for n in NAMES]


def ticks_diff(new, old):  # boards.ticks_diff
    return ((new - old + 0x10000000) & 0x1FFFFFFF) - 0x10000000


class HW:
    ticks_ms = staticmethod(time.ticks_ms)
    ticks_diff = staticmethod(ticks_diff)


class App:
    pressed = -1
    frames = 0
    units = 4

    def __init__(self):
        self.dirty = set()


class Job:
    steps = 0

    def step(self, units):
        self.steps += 1
        return False


def run(mod, frames):
    clock = mod.Clock(HW())
    app = App()
    job = Job()
    clock.start = clock()
    clock.stop = -1
    clock.work(app, job)  # the job's first step
    us = chunks = 0
    for _ in range(frames):
        clock.start = clock()
        clock.stop = -1
        s0 = job.steps
        t = time.ticks_us()
        clock.work(app, job)
        us += time.ticks_diff(time.ticks_us(), t)
        chunks += job.steps - s0
    reads = [0]
    real = clock.ticks_ms

    def counted():
        reads[0] += 1
        return real()

    clock.ticks_ms = counted
    clock.start = clock()
    clock.stop = -1
    s0 = job.steps
    reads[0] = 0
    clock.work(app, job)
    return us / chunks, reads[0], job.steps - s0


rate = pystone.rate(20000)
best = [None] * len(MODS)
for _ in range(%(rounds)d):
    for i, mod in enumerate(MODS):
        gc.collect()
        r = run(mod, 40)
        if best[i] is None or r[0] < best[i][0]:
            best[i] = r
rate = (rate + pystone.rate(20000)) / 2
for i, r in enumerate(best):
    print("RESULT %%d %%.3f %%d %%d %%d" %% (i, r[0], r[1], r[2], rate))
"""


def main(argv):
    roots = argv or [ROOT]
    cp = os.environ.get("CIRCUITPYTHON_UNIX") or os.path.join(ROOT, "..", "shared", "tools", "circuitpython-unix32")
    mpy = os.environ.get("MPY_CROSS") or os.path.join(ROOT, "..", "shared", "tools", "mpy-cross-cp10")
    tmp = tempfile.mkdtemp(prefix="clock_chunks-")
    try:
        names = []
        for i, root in enumerate(roots):
            name = "main_%d" % i
            src = os.path.join(tmp, name + ".py")
            shutil.copy(os.path.join(root, "uttt", "ui", "main.py"), src)
            subprocess.run([mpy, "-O3", "-o", os.path.join(tmp, name + ".mpy"), "-s", name + ".mpy", src],
                           check=True)
            os.remove(src)
            names.append(name)
        code = SCRIPT % {"bench": os.path.join(ROOT, "tests", "bench"), "names": names, "rounds": 25}
        with open(os.path.join(tmp, "run.py"), "w") as f:
            f.write(code)
        out = subprocess.run([cp, "run.py"], cwd=tmp, capture_output=True, text=True, timeout=600)
        if out.returncode:
            sys.exit(out.stdout + out.stderr)
        rows = [line.split() for line in out.stdout.splitlines() if line.startswith("RESULT")]
        first = None
        for (_, i, us, reads, chunks, rate), root in zip(rows, roots):
            us = float(us)
            first = first or us
            print("%s: %.2f us a chunk here (PyBadge estimate %.0f us, x%.0f), %s clock readings for %s chunks in a "
                  "frame; %.2f of the first tree's" % (root, us, us * int(rate) / 1300, int(rate) / 1300, reads, chunks,
                                                        us / first))
    finally:
        shutil.rmtree(tmp)


if __name__ == "__main__":
    main(sys.argv[1:])
