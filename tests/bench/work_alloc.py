"""The bytes the computer's background work allocates, and what a collection of a game-sized heap costs
(issues 16 and 19: a collection in a frame puts it over 50 ms; fewer bytes a unit of work, fewer collections).

    python tests/bench/work_alloc.py [--games N]

Plays N Ultimate games on CPython (hard against medium, seeded), then under CircuitPython's own 32-bit unix port
(``$CIRCUITPYTHON_UNIX`` or ../shared/tools/circuitpython-unix32), with the modules compiled by its mpy-cross
(``$MPY_CROSS``) and the collector disabled, runs each kind of work in slices of 2, 15 and 32 units and prints
the bytes it allocated (``gc.mem_alloc()`` after less before) per 1,000 units and per slice:

- ``rate``: the post-game analysis (``uttt.review.Analysis``, the rating) of each game, from its first move;
- ``think``: hard's search (``uttt.bot_search.Thinker``, 1,400 units) of the positions at plies 8, 20 and 32;
- ``ponder``: hard's pondering (``uttt.ponder.Ponder``) of the same positions, its whole plan or 8,000 units.

Then the time of one collection (``gc.collect()``, the median of 21) of a heap of the PyBadge's size (146 KB)
holding about as much as the game's at play (the work's modules and small objects up to ~86 KB live), as a
PyBadge estimate (time here x pystones/s of the same binary, measured in the same run, / 1,300). The app's
frame (its tick outside the work, the view) allocates too: ``tests/bench/press_times.py --detail`` counts those.
Prints, asserts nothing.
"""

import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCH = os.path.join(ROOT, "tests", "bench")
sys.path.insert(0, ROOT)
sys.path.insert(0, BENCH)
from review_speed import prepare  # noqa: E402  (the tools, the modules compiled, the games: as that bench)
PYBADGE = 1300
MODULES = ("rules", "classic", "codec", "codecfmt", "notation", "bot_eval", "bot_small", "bot_loop", "bot_search",
           "bot_ref", "review", "ponder")

# small objects kept while LIVE holds, then 21 collections timed (ts, sorted); import_gc_cost.py's too
FILL_AND_COLLECT = r'''
keep = []
while LIVE:
    keep.append([bytearray(12), (1, 2), "x%d" % len(keep)])
ts = []
for i in range(21):
    t0 = time.ticks_us()
    gc.collect()
    ts.append(time.ticks_diff(time.ticks_us(), t0))
ts.sort()
'''.strip()

SCRIPT = r'''
import sys, time, gc
sys.path.insert(0, sys.argv[1])
from uttt.codec import new_game
from uttt.review import Analysis
from uttt.bot_search import Thinker
from uttt.ponder import Ponder
sys.path.insert(0, sys.argv[3])
import pystone
games = []
for line in open(sys.argv[2]):
    games.append(bytes.fromhex(line.strip()))


def position(moves, ply):
    g = new_game("ultimate")
    for m in moves[:ply]:
        g.play(m)
    return g


def measure(make, k, cap):
    # the bytes one job allocates in slices of k units (the collector off), its units and slices
    gc.collect()
    gc.disable()
    a0 = gc.mem_alloc()
    job = make()
    units = steps = 0
    while True:
        u0 = job.units
        r = job.step(k)
        units += job.units - u0
        steps += 1
        if r or units >= cap:
            break
    used = gc.mem_alloc() - a0
    job = None
    gc.enable()
    gc.collect()
    return used, units, steps


for kind in () if sys.argv[4] == "collect" else ("rate", "think", "ponder"):
    for k in (2, 15, 32):
        used = units = steps = 0
        for moves in games:
            if kind == "rate":
                jobs = [(lambda moves=moves: Analysis(position(moves, len(moves)), 1), 1 << 29)]
            elif kind == "think":
                jobs = [(lambda moves=moves, p=p: Thinker(position(moves, p), 3, seed=p, budget=1400), 1 << 29)
                        for p in (8, 20, 32) if p < len(moves)]
            else:
                jobs = [(lambda moves=moves, p=p: Ponder(position(moves, p), 3, seed=p), 8000)
                        for p in (8, 20, 32) if p < len(moves)]
            for make, cap in jobs:
                u, n, s = measure(make, k, cap)
                used += u
                units += n
                steps += s
        print("WORK %s %d %d %d %d" % (kind, k, used, units, steps))

ps0 = pystone.rate(20000)
if sys.argv[4] != "collect":
    print("PYSTONES %d" % max(ps0, pystone.rate(20000)))
    sys.exit()
gc.collect()
base = gc.mem_alloc()
FILL_AND_COLLECT
print("COLLECT %d %d %d %d" % (ts[10], gc.mem_alloc(), gc.mem_alloc() + gc.mem_free(), base))
print("PYSTONES %d" % max(ps0, pystone.rate(20000)))
'''.replace("FILL_AND_COLLECT", FILL_AND_COLLECT.replace("LIVE", "gc.mem_alloc() < 86 * 1024 - 64"))


def main(argv):
    n = int(argv[argv.index("--games") + 1]) if "--games" in argv else 2
    scratch = tempfile.mkdtemp(prefix="work_alloc-")
    try:
        ready = prepare(scratch, n, SCRIPT, MODULES)
        if ready is None:
            return 2
        cp, lib, gf, script = ready
        # the work with the collector off (a heap that holds it all), then a collection in a PyBadge's heap
        out = subprocess.run([cp, "-X", "heapsize=16M", script, lib, gf, BENCH, "work"], capture_output=True,
                             text=True, timeout=3600)
        out2 = subprocess.run([cp, "-X", "heapsize=146K", script, lib, gf, BENCH, "collect"], capture_output=True,
                              text=True, timeout=3600)
        for o in (out, out2):
            if o.returncode:
                print("run failed:", (o.stdout + o.stderr)[-2000:])
                return 1
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    rows = [line.split() for line in (out.stdout + out2.stdout).splitlines()]
    ps = int([r for r in rows if r[0] == "PYSTONES"][0][1])
    scale = ps / float(PYBADGE)
    print("circuitpython-unix32 (.mpy): %d pystones/s here, a PyBadge ~%d: PyBadge estimate = time here x %.0f"
          % (ps, PYBADGE, scale))
    print("| work | slice (units) | units | slices | bytes per 1,000 units | bytes per slice |")
    print("| --- | --- | --- | --- | --- | --- |")
    for r in rows:
        if r[0] == "WORK":
            kind, k, used, units, steps = r[1], int(r[2]), int(r[3]), int(r[4]), int(r[5])
            print("| %s | %d | %d | %d | %d | %.0f |" % (kind, k, units, steps, 1000 * used // max(1, units),
                                                         used / max(1, steps)))
        elif r[0] == "COLLECT":
            us, live, heap, mods = (int(x) for x in r[1:])
            print("one collection of a %.0f KB heap with %.1f KB live (%.1f KB of it the work's modules and the "
                  "interpreter's): %.2f ms here, %.0f ms on a PyBadge (estimate)" % (
                      heap / 1024, live / 1024, mods / 1024, us / 1000, us * scale / 1000))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
