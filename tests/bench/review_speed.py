"""How long the post-game analysis (uttt.review.Analysis) and the key moments (uttt.moments) take on a PyBadge
(an estimate; prints, asserts nothing).

    python tests/bench/review_speed.py [--games N] [--gc] [--variant classic|wild]

Plays N Ultimate games on CPython (hard against medium, seeded: long games, about 50-70 moves), then analyses
each under CircuitPython's own 32-bit unix port (``$CIRCUITPYTHON_UNIX`` or ../shared/tools/circuitpython-unix32)
with the modules compiled by its mpy-cross (``$MPY_CROSS``), in ``step(20)`` slices as the app runs it (twice:
the fastest total, each slice's fastest time), and
prints per game the moves, the work units, the time here and its PyBadge estimate, the median and the longest
slice, the time
the Review takes to make its pages (moments, their sentences, the summary), and the moments found. PyBadge
estimate: time here x pystones/s of the same binary (measured in the same run) / 1,300 (the tools README's
method). ``--gc``: a collection before each slice, outside its time (is a long slice the collector's?).
``--variant super``: Super-Ultimate games (``uttt.superreview``, ``uttt.supermoments``; superreview45).
``--variant classic`` or ``wild``: that game's (audit19: its reference search has 1,000 units, Wild's 2,000); it
also prints the hint's time (one reference search, run to its end) on the empty grid and after a corner.
"""

import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCH = os.path.join(ROOT, "tests", "bench")
TOOLS = os.path.join(os.path.dirname(ROOT), "shared", "tools")
sys.path.insert(0, ROOT)
PYBADGE = 1300
MODULES = ("rules", "classic", "codec", "codecfmt", "notation", "bot_eval", "bot_small", "bot_loop", "bot_search", "bot_ref",
           "review", "keymoments", "moments", "super_rules", "super_notation", "bot_super", "bot_supermoves", "bot_supereval",
           "superreview", "supermoments")

SCRIPT = r'''
import sys, time, gc
sys.path.insert(0, sys.argv[1])
from uttt.codec import new_game
from uttt.review import Analysis
from array import array
now = time.ticks_us
diff = time.ticks_diff
sys.path.insert(0, sys.argv[3])
COLLECT = sys.argv[4] == "1"
VARIANT = sys.argv[5]
if VARIANT == "super":
    from uttt.super_rules import SuperGame
    from uttt.superreview import Analysis
    new_game = lambda v: SuperGame()
import pystone
ps0 = pystone.rate(20000)
if VARIANT != "ultimate":
    from uttt.bot_ref import reference
    for first in (-1, 0):
        g = new_game(VARIANT)
        if first >= 0:
            g.play(first)
        took = []
        for rep in range(3):
            gc.collect()
            t0 = now()
            t = reference(g)
            while not t.step(20):
                pass
            took.append(diff(now(), t0))
        print("HINT %d %d %d" % (g.ply, t.units, min(took)))
for line in open(sys.argv[2]):
    g = new_game(VARIANT)
    for m in array("H", bytes.fromhex(line.strip())) if VARIANT == "super" else bytes.fromhex(line.strip()):
        g.play(m)
    # three times: the fastest total, and per slice the fastest of the three (the slices are the same work; the
    # PC is shared, and a slice the scheduler cut into is not the game's)
    runs = []
    for rep in range(3):
        gc.collect()
        sl = []
        t0 = now()
        a = Analysis(g)
        while True:
            if COLLECT:
                gc.collect()
            s0 = now()
            fin = a.step(20)
            sl.append(diff(now(), s0))
            if fin:
                break
        runs.append((diff(now(), t0), sl))
    total = min(r[0] for r in runs)
    best = sorted(min(x) for x in zip(runs[0][1], runs[1][1], runs[2][1]))
    worst = best[-1]
    median = best[len(best) // 2]
    runs = best = None
    t1 = now()
    try:
        if VARIANT == "super":
            from uttt.supermoments import moments, summary, text
        else:
            from uttt.moments import moments, summary, text
        rec = a.record()
        found = moments(rec)
        for m in found:
            text(rec, m, (None, "X", "O"))
        summary(rec, (None, "X", "O"), found)
        n_mom = len(found)
    except ImportError:
        n_mom = -1
    mom = diff(now(), t1)
    print("GAME %d %d %d %d %d %d %d" % (len(g.moves), a.units, total, worst, mom, n_mom, median))
print("PYSTONES %d" % max(ps0, pystone.rate(20000)))
'''


def games(n, variant="ultimate"):
    from uttt.bot import best_move
    from uttt.codec import new_game
    from array import array
    from uttt.super_rules import SuperGame
    out = []
    for s in range(n):
        g = SuperGame() if variant == "super" else new_game(variant)
        while not g.result:
            g.play(best_move(g, "hard" if g.turn == 1 else "medium", seed=100 * s + g.ply))
        out.append((array("H", g.moves).tobytes() if variant == "super" else bytes(g.moves)).hex())
    return out


def tool(env, name, scratch):
    path = os.environ.get(env) or os.path.join(TOOLS, name)
    if not os.path.isfile(path):
        return None
    dst = os.path.join(scratch, os.path.basename(path))
    shutil.copy(path, dst)
    os.chmod(dst, 0o755)
    return dst


def prepare(scratch, n, script, modules=MODULES, variant="ultimate"):
    """The tools copied into scratch, the uttt modules compiled to .mpy in scratch/lib, n games in
    scratch/games.txt and the text script in scratch/run.py: (the CircuitPython binary, lib, the games' file,
    the script's), or None when a tool is missing (said)."""
    cp = tool("CIRCUITPYTHON_UNIX", "circuitpython-unix32", scratch)
    mc = tool("MPY_CROSS", "mpy-cross-cp10", scratch)
    if not cp or not mc:
        print("circuitpython-unix32 or mpy-cross not found (set CIRCUITPYTHON_UNIX and MPY_CROSS)")
        return None
    lib = os.path.join(scratch, "lib")
    os.makedirs(os.path.join(lib, "uttt"))
    for name in ("__init__",) + tuple(modules):
        src = os.path.join(ROOT, "uttt", name + ".py")
        if os.path.exists(src):
            subprocess.run([mc, "-O3", "-o", os.path.join(lib, "uttt", name + ".mpy"), "-s",
                            "uttt/%s.py" % name, src], check=True)
    gf = os.path.join(scratch, "games.txt")
    with open(gf, "w") as f:
        f.write("\n".join(games(n, variant)) + "\n")
    path = os.path.join(scratch, "run.py")
    with open(path, "w") as f:
        f.write(script)
    return cp, lib, gf, path


def main(argv):
    n = int(argv[argv.index("--games") + 1]) if "--games" in argv else 4
    variant = argv[argv.index("--variant") + 1] if "--variant" in argv else "ultimate"
    scratch = tempfile.mkdtemp(prefix="review_speed-")
    try:
        ready = prepare(scratch, n, SCRIPT, variant=variant)
        if ready is None:
            return 2
        cp, lib, gf, script = ready
        out = subprocess.run([cp, "-X", "heapsize=%s" % ("4M" if variant == "super" else "128K"), script, lib, gf, BENCH, "1" if "--gc" in argv else "0",
                              variant],
                             capture_output=True, text=True,
                             timeout=3600)
        if out.returncode:
            print("run failed:", (out.stdout + out.stderr)[-2000:])
            return 1
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    rows = [line.split() for line in out.stdout.splitlines()]
    ps = int([r for r in rows if r[0] == "PYSTONES"][0][1])
    scale = ps / float(PYBADGE)
    print("circuitpython-unix32 (.mpy): %d pystones/s here, a PyBadge ~%d: PyBadge estimate = time here x %.0f"
          % (ps, PYBADGE, scale))
    print("%5s %7s %9s %11s %20s %14s %8s" % ("moves", "units", "here", "PyBadge est.", "step(20) median, max",
                                            "pages (est.)", "moments"))
    for r in rows:
        if r[0] == "HINT":
            print("the hint after %s move(s): %s units, %.1f ms here, %.2f s PyBadge est." % (
                r[1], r[2], int(r[3]) / 1e3, int(r[3]) * scale / 1e6))
        if r[0] != "GAME":
            continue
        moves, units, total, worst, mom, n_mom, median = (int(x) for x in r[1:])
        print("%5d %7d %8.2fs %10.1f s %9.0f, %4.0f ms %11.2f s %8d" % (
            moves, units, total / 1e6, total * scale / 1e6, median * scale / 1e3, worst * scale / 1e3,
            mom * scale / 1e6, n_mom))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
