"""What a search unit costs under the unix port, by the press-time harness's work wrapper and the heap's layout
(bench35: why hard's wait moved with the wrapper).

    python tests/bench/frame_heap.py [--reps 3] [--units 3000] [--valgrind]

The unix port (``$CIRCUITPYTHON_UNIX`` or ../shared/tools/circuitpython-unix32-display) has no pystack: every
call of a bytecode function whose frame is over 11 words takes its frame from the heap (py/objfun.c,
``m_new_obj_var_maybe``) and gives it back at the return. The search calls such functions 1.6 times a unit
(uttt.bot_loop's step, the evaluation's front, gen, prep), so each unit pays ``gc_alloc``'s first-fit walk of the
allocation table from its first-free hint (moved up only by one-block allocations, back to the heap's start by a
collection) to a hole of the frame's size: a walk a board never makes (its frames are on the pystack,
docs/memory.md). One fixed Ultimate position (ply 9), hard's search with no budget, run for ``--units`` units in
chunks of 16 (four a "frame", as Clock.work: ``job.step`` through the instance's attribute), each mode in a
process of its own with the same set-up:

- ``bare``: no wrapper (a board's case: ``job.step`` is the class's);
- ``bench34``: main's wrapper (tests/cp/cp_run.py's ``timed_work``, made once: ``job.step = timed_step``);
- ``closure``: the wrapper before bench34 (a closure, its cells and lists made at each call: ~70 bytes of garbage);
- ``fill``: bench34's and four one-block lists of garbage before each call (what the closure's garbage does to
  the hint, without its code);
- ``gc``: bench34's after a collection at each call (the hint at the heap's start);

in the heap as the modules' import leaves it, and in a fragmented one (``frag``: 1,600 small objects of 1-6
blocks kept, 800 dropped between them, then a collection; the game's heap at play holds ~89 KB of such).
Prints the us a unit here (the fastest of ``--reps``), and with ``--valgrind`` the instructions of the whole
process (callgrind's total, one rep: the same work in every mode, so the differences are the modes'). Asserts
nothing.
"""

import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

SCRIPT = r'''
import sys, time, gc
from uttt.rules import Game
from uttt.bot_search import Thinker
MODE, REPS, TARGET, FRAG = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4] == "frag"
ticks = time.ticks_us
class C:
    ms = 0
c = C()
detail = [0] * 17
last = [-1, 0, 0]
cur = [None, None]

def work(job):  # one frame's chunks, job.step through the instance's attribute (Clock.work)
    for k in range(4):
        if job.step(16):
            return True
    return False

def lap(ms, n):
    detail[4] += 1
    if ms > detail[5]:
        detail[5] = ms
        detail[6] = n

def timed_step(n):
    ms = c.ms
    if last[0] >= 0:
        lap(ms - last[0], last[1])
    else:
        last[2] = ms
    last[0] = ms
    last[1] = n
    return cur[1](cur[0], n)

def bench34(job):
    cur[0] = job
    cur[1] = type(job).step
    last[0] = -1
    job.step = timed_step
    try:
        return work(job)
    finally:
        del job.step
        cur[0] = None

def closure(job):
    step = job.step
    last = [-1]
    def timed_step(n):
        ms = c.ms
        if last[0] >= 0:
            lap(ms - last[0], last[1])
        else:
            last[2] = ms
        last[0] = ms
        last[1] = n
        return step(n)
    def lap(ms, n):
        detail[4] += 1
        if ms > detail[5]:
            detail[5] = ms
            detail[6] = n
    job.step = timed_step
    last += [0, 0]
    try:
        return work(job)
    finally:
        del job.step

def fill(job):
    g4 = [0], [1], [2], [3]
    return bench34(job)

def collect(job):
    gc.collect()
    return bench34(job)

WRAP = {"bare": work, "bench34": bench34, "closure": closure, "fill": fill, "gc": collect}[MODE]
KEEP = []
if FRAG:
    for i in range(2400):
        o = bytearray(8 + 16 * (i % 6))
        if i % 3:
            KEEP.append(o)
    o = None
    gc.collect()
best = 0
for r in range(REPS):
    g = Game()
    for m in (40, 36, 4, 37, 13, 41, 49, 38, 22):
        g.play(m)
    gc.collect()
    t = Thinker(g, "hard", seed=7, budget=1000000)
    t.pause = True
    t0 = ticks()
    while t.units < TARGET:
        WRAP(t)
    us = time.ticks_diff(ticks(), t0) / t.units
    best = us if not r or us < best else best
print("UNIT", best)
'''


def main(argv):
    reps, units, grind = 3, 3000, "--valgrind" in argv
    if "--reps" in argv:
        reps = int(argv[argv.index("--reps") + 1])
    if "--units" in argv:
        units = int(argv[argv.index("--units") + 1])
    cp = os.environ.get("CIRCUITPYTHON_UNIX") or os.path.join(ROOT, "..", "shared", "tools",
                                                              "circuitpython-unix32-display")
    env = dict(os.environ, MICROPYPATH=ROOT)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "frame_heap_run.py")
        with open(path, "w") as f:
            f.write(SCRIPT)
        print("us a unit here (the fastest of %d)%s; %d units in chunks of 16" % (
            reps, ", and the process's instructions (callgrind, one rep)" if grind else "", units))
        for heap in ("as imported", "frag"):
            for mode in ("bare", "bench34", "closure", "fill", "gc"):
                cmd = [cp, "-X", "heapsize=512K", path, mode, str(reps), str(units), heap]
                out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stdout
                us = float(out.split("UNIT")[1])
                line = "%-12s %-8s %6.2f us a unit" % (heap, mode, us)
                if grind:
                    r = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", cp, "-X",
                                        "heapsize=512K", path, mode, "1", str(units), heap],
                                       env=env, capture_output=True, text=True, check=True)
                    line += ", %s instructions" % re.search(r"Collected : (\d+)", r.stderr).group(1)
                print(line)


if __name__ == "__main__":
    main(sys.argv[1:])
