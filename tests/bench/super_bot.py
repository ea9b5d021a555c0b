"""The computer at Super-Ultimate (issue 21): strength against plain UCT, device time and heap (prints figures,
asserts nothing).

    .venv/bin/python tests/bench/super_bot.py                  # everything: ~20-40 min on a shared PC
    options: --openings N (default 12: 2N games)  --level L (default 3)  --uct-factor F (UCT gets F times the
             bot's time; default 1)  --budget U (the bot's work units a move; default its level's)
             --part K --parts P (only the K-th of P slices of the openings: runs side by side)
             --no-strength  --no-device  --device-games N (default 2)
             --cpu-every N (the CPU-time estimate of every Nth move; default 2; 0: none)
             --ladder (only: each level against the one below, --openings N pairs of games)
             --cpu-only (device time by CPU time only: the timed device games are not played; the heap still)

Strength: the bot at level L plays side-swapped pairs of games from N random two-ply openings (a fixed seed)
against **plain UCT**: a descent by UCB1 (exploration constant 2.0) to a new node, then a uniformly random
playout to the end of the game, the most-visited root move played. It gets the **same time** as the bot: each
of its moves runs until it has used as much CPU time (time.process_time) as the bot's last move took, at least
one simulation. Prints W-D-L from the bot's side, the score (wins + draws / 2) / games and its standard error.

Device time, two ways. The bot's modules compiled by CircuitPython's mpy-cross (MPY_CROSS, else ../shared/tools) run
under CircuitPython's 32-bit unix port (CIRCUITPYTHON_UNIX, else ../shared/tools/circuitpython-unix32): hard
vs medium games from fixed openings, each search run twice in step(20) slices, each run right after a short
pystone measurement (tests/bench/pystone.py's passes, 3 x 400 loops timed in microseconds, the best) and
scaled by it: PyBadge estimate =
time there x pystones/s there / 1,300 (the machine is shared and its load changes within seconds: a rate
measured once per run gave estimates that moved by 2x). The faster run is kept, and at each slice the
faster of the two; the 8 slowest moves of each level, and the searches with the 4 longest slices of each
level, are timed again three times and the fastest kept. Then the brief's method, which the machine's load
hardly moves: each search's CPU time (a process replaying the game and searching, minus one only replaying
it) x pystones/s of CPU time of the same binary / 1,300, for every Nth move (--cpu-every). Heap: the
modules once imported and the extra live heap (after a collection at every slice) during hard searches.
"""

import math
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCH = os.path.join(ROOT, "tests", "bench")
TOOLS = os.path.join(os.path.dirname(ROOT), "shared", "tools")
sys.path.insert(0, ROOT)

from uttt.super_rules import SuperGame  # noqa: E402
from uttt.bot import LEVELS, best_move  # noqa: E402
from uttt.bot_super import Thinker  # noqa: E402
from uttt.bot_super import BUDGETS_SUPER  # noqa: E402

PYBADGE = 1300
OPEN = ((364,), (0, 4), (100, 175), (728, 720))   # the device games' openings (as in DEVICE_SCRIPT)
MODULES = ("rules", "super_rules", "bot_super", "bot_supermoves", "bot_supereval", "bot_loop", "bot_search", "ponder",
           "bot_ref", "bot")


# ----- plain UCT over SuperGame --------------------------------------------------------------------------------
def random_playout(g, rnd):
    """Uniformly random legal moves to the end; the result. g is left as it was."""
    n = 0
    cells = g.cells
    while not g.result:
        f = g.forced
        if f >= 0:
            first = 9 * f
            empty = [m for m in range(first, first + 9) if not cells[m]]
            m = empty[int(rnd() * len(empty))]
        else:
            ms = g.legal_moves()
            m = ms[int(rnd() * len(ms))]
        g._push(m)
        n += 1
    r = g.result
    for _ in range(n):
        g.undo()
    return r


def uct_move(game, seconds, rnd, c=2.0):
    """Plain UCT for ``seconds`` of CPU time (at least one simulation): (move, simulations). The search is
    tests/bench/bot_strength.py's (uct_search), with Super-Ultimate's random playouts."""
    from bot_strength import uct_search
    return uct_search(game, rnd, c, random_playout, seconds=seconds)


def openings(n):
    """n distinct Super-Ultimate openings of two random moves (bot_strength.openings)."""
    from bot_strength import openings as two_moves
    return two_moves(n, SuperGame, 20261201)


def play_game(opening, bot_side, level, seed, stats, factor=1.0, budget=None):
    g = SuperGame()
    for m in opening:
        g.play(m)
    rnd = random.Random(seed)
    last = 0.05
    while not g.result:
        if g.turn == bot_side:
            t0 = time.process_time()
            t = Thinker(g, level, seed=seed + g.ply, budget=budget)
            while not t.step(1 << 20):
                pass
            last = max(1e-4, time.process_time() - t0)
            stats[0] += 1
            stats[1] += last
            stats[2] += t.units
            m = t.move
        else:
            m, sims = uct_move(g, last * factor, rnd)
            stats[3] += 1
            stats[4] += sims
        g.play(m)
    return g


def strength(n, level, factor=1.0, budget=None, part=None):
    ops = openings(n)
    first = 0
    if part is not None:  # (k, parts): the k-th of parts equal slices of the openings (runs side by side)
        first = len(ops) * part[0] // part[1]
        ops = ops[first:len(ops) * (part[0] + 1) // part[1]]
    w = d = l = 0
    stats = [0, 0.0, 0, 0, 0]
    t0 = time.time()
    plies = []
    for i, op in enumerate(ops):
        for side in (1, 2):
            g = play_game(op, side, level, 1000 * (first + i) + side, stats, factor, budget)
            plies.append(g.ply)
            if g.result == side:
                w += 1
            elif g.result == 3:
                d += 1
            else:
                l += 1
            print("  game %2d: opening %s, bot %s: %s in %d plies" % (
                len(plies), op, "XO"[side - 1], {1: "X won", 2: "O won", 3: "draw"}[g.result], g.ply))
            sys.stdout.flush()
    games = w + d + l
    score = (w + d / 2.0) / games
    var = (w * (1 - score) ** 2 + d * (0.5 - score) ** 2 + l * score ** 2) / games
    se = math.sqrt(var / games)
    print("%s (%d units) vs plain UCT given %s CPU time a move: %d-%d-%d (W-D-L) in %d games, score %.0f%% "
          "+- %.0f%% (one standard error); %.0f s" % (
              LEVELS[level], budget or BUDGETS_SUPER[level], "the same" if factor == 1 else "%g x the bot's" % factor,
              w, d, l, games, 100 * score, 100 * se, time.time() - t0))
    print("  bot: %.1f ms, %d units a move (CPython); UCT: %.1f simulations a move in its time; games of "
          "%d-%d plies" % (1000 * stats[1] / max(1, stats[0]), stats[2] // max(1, stats[0]),
                           stats[4] / float(max(1, stats[3])), min(plies), max(plies)))


def ladder(n):
    """Each level against the one below it (n openings, sides swapped): the levels' order."""
    ops = openings(n)
    for hi in (1, 2, 3):
        w = d = l = 0
        for i, op in enumerate(ops):
            for side in (1, 2):
                g = SuperGame()
                for m in op:
                    g.play(m)
                while not g.result:
                    lv = hi if g.turn == side else hi - 1
                    g.play(best_move(g, lv, seed=1000 * i + g.ply))
                if g.result == side:
                    w += 1
                elif g.result == 3:
                    d += 1
                else:
                    l += 1
        print("%s vs %s: %d-%d-%d (W-D-L), score %.0f%%" % (LEVELS[hi], LEVELS[hi - 1], w, d, l,
                                                           100.0 * (w + d / 2.0) / (w + d + l)))


# ----- device time and heap ------------------------------------------------------------------------------------
DEVICE_SCRIPT = r"""
import gc
import sys
import time
sys.path.insert(0, sys.argv[1])
GAMES = int(sys.argv[2])
gc.collect()
base0 = gc.mem_alloc()
from uttt.super_rules import SuperGame
gc.collect()
base1 = gc.mem_alloc()
from uttt.bot_super import Thinker
g = SuperGame()
g.play(364)
Thinker(g, 3, seed=1).cancel()     # its work area made and pooled
g = None
gc.collect()
base2 = gc.mem_alloc()
print("HEAP rules %d bot %d" % (base1 - base0, base2 - base1))
now = time.ticks_us
diff = time.ticks_diff
OPEN = ((364,), (0, 4), (100, 175), (728, 720))

# heap: the live heap after a collection at every slice of hard searches, over the heap with the game
g = SuperGame()
for m in OPEN[1]:
    g.play(m)
gc.collect()
base = gc.mem_alloc()
peak = 0
k = 0
while not g.result and k < 40:
    k += 1
    t = Thinker(g, 3, seed=k)
    while not t.step(20):
        gc.collect()
        peak = max(peak, gc.mem_alloc() - base)
    g.play(t.move)
    t = None
print("HEAP search %d" % peak)
g = None
gc.collect()
sys.path.insert(0, sys.argv[3])
import pystone
PS = [1 << 30, 0]

def pystones(loops=400):
    # pystones/s now, timed in microseconds (pystone.rate's millisecond clock is too coarse for a short run),
    # the best of three (proc0's empty loop, about 1% of its time, is counted in: a slightly higher estimate)
    best = None
    for _ in range(3):
        t0 = now()
        pystone.proc0(loops)
        dt = diff(now(), t0)
        best = dt if best is None or dt < best else best
    return loops * 1e6 / max(1, best)

def timed(make, reps=1):
    # run a search to its end in step(20) slices, reps times, each right after a short pystone measurement, and
    # scale each run by its own pystones (the machine's load changes within seconds): (the fastest run's PyBadge
    # estimate, the longest slice's (each slice the fastest of the runs), the Thinker, the fastest run there),
    # times in microseconds
    best = raw = slices = None
    for rep in range(reps):
        ps = pystones()
        PS[0] = min(PS[0], int(ps))
        PS[1] = max(PS[1], int(ps))
        k = ps / 1300.0
        t0 = now()
        t = make()
        sl = [diff(now(), t0)]
        while True:
            t0 = now()
            fin = t.step(20)
            sl.append(diff(now(), t0))
            if fin:
                break
        tot = sum(sl)
        raw = tot if raw is None else min(raw, tot)
        best = tot * k if best is None else min(best, tot * k)
        est = [x * k for x in sl[1:]] or [0]
        slices = est if slices is None else [min(a, b) for a, b in zip(slices, est)]
    return int(best), int(max(slices)), t, raw

stats = {}
slow = {}
longs = {}
for gi in range(GAMES):
    g = SuperGame()
    for m in OPEN[gi % len(OPEN)]:
        g.play(m)
    side = 1 + gi % 2
    while not g.result:
        lv = 3 if g.turn == side else 2
        seed = gi * 1000 + g.ply
        tot, sw, t, raw = timed(lambda: Thinker(g, lv, seed=seed), 2)
        s = stats.setdefault(lv, [0, 0, 0, 0, 0, 0, 0])
        s[0] += 1
        s[1] += tot
        s[2] = max(s[2], tot)
        s[3] += t.units
        s[4] = max(s[4], sw)
        s[6] += raw
        if g.forced_medium < 0:
            s[5] += 1
        sl = slow.setdefault(lv, [])
        sl.append((tot, seed, g.moves))
        sl.sort()
        if len(sl) > 8:
            sl.pop(0)
        ls = longs.setdefault(lv, [])
        ls.append((sw, seed, g.moves))
        ls.sort()
        if len(ls) > 4:
            ls.pop(0)
        g.play(t.move)
    print("GAME %d %d %d" % (gi, g.result, g.ply))
# the slowest moves and the longest slices of each level timed again three times, the fastest kept
for lv in slow:
    worst = 0
    for tot, seed, moves in slow[lv]:
        g = SuperGame()
        for m in moves:
            g.play(m)
        again, sw, t, raw = timed(lambda: Thinker(g, lv, seed=seed), 3)
        worst = max(worst, min(tot, again))
    stats[lv][2] = worst
    stats[lv][4] = 0
    for sw, seed, moves in longs[lv]:
        g = SuperGame()
        for m in moves:
            g.play(m)
        again, sw2, t, raw = timed(lambda: Thinker(g, lv, seed=seed), 3)
        stats[lv][4] = max(stats[lv][4], min(sw, sw2))
for lv in sorted(stats):
    s = stats[lv]
    print("TIME %d moves %d mean_us %d worst_us %d units %d slice %d free %d raw_us %d" % (
        lv, s[0], s[1] // s[0], s[2], s[3] // s[0], s[4], s[5], s[6] // s[0]))
print("PYSTONES %d %d" % (PS[0], PS[1]))
"""


ONE_SEARCH = r"""
import sys
sys.path.insert(0, sys.argv[1])
from uttt.super_rules import SuperGame
from uttt.bot_super import Thinker
from uttt.bot_super import take_area_super, give_area_super
give_area_super(take_area_super())   # the modules loaded and the work area pooled in both runs, as in a game
g = SuperGame()
with open(sys.argv[5]) as f:       # the moves (a long argument crashes the unix port: "uncaught NLR")
    text = f.read()
for m in text.split(","):
    if m:
        g.play(int(m))
if sys.argv[2] == "1":
    t = Thinker(g, int(sys.argv[3]), seed=int(sys.argv[4]))
    while not t.step(20):
        pass
"""


def _cpu(cmd):
    """CPU time (user + system, seconds) of a child process."""
    import resource
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, check=True, capture_output=True, timeout=600)
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)


def cpu_estimates(cp, lib, scratch, games, every):
    """The brief's method, which the machine's load hardly moves: each search's CPU time under
    circuitpython-unix32 (a process replaying the game and searching, minus one only replaying it; the best of
    two each) x pystones/s of the same binary by CPU time (passes 40,000 minus 20,000) / 1,300. Every
    ``every``-th move of each level in the same games as the device run."""
    one = os.path.join(scratch, "one.py")
    with open(one, "w") as f:
        f.write(ONE_SEARCH)
    pst = os.path.join(BENCH, "pystone.py")
    per_pass = min(_cpu([cp, pst, "40000"]) - _cpu([cp, pst, "20000"]) for _ in range(3)) / 20000.0
    rate = 1.0 / per_pass
    out = {}
    for gi in range(games):
        g = SuperGame()
        for m in OPEN[gi % len(OPEN)]:
            g.play(m)
        side = 1 + gi % 2
        n = [0, 0, 0, 0]
        while not g.result:
            lv = 3 if g.turn == side else 2
            seed = gi * 1000 + g.ply
            n[lv] += 1
            if n[lv] % every == 1 % every:
                moves = os.path.join(scratch, "moves.txt")
                with open(moves, "w") as f:
                    f.write(",".join(str(m) for m in g.moves))
                cmd = [cp, "-X", "heapsize=128K", one, lib, "%d", str(lv), str(seed), moves]
                full = min(_cpu([c if c != "%d" else "1" for c in cmd]) for _ in range(2))
                base = min(_cpu([c if c != "%d" else "0" for c in cmd]) for _ in range(2))
                out.setdefault(lv, []).append(max(0.0, full - base) * rate / PYBADGE)
            t = Thinker(g, lv, seed=seed)
            while not t.step(1 << 20):
                pass
            g.play(t.move)
    return rate, out


def _tool(env, name, scratch):
    path = os.environ.get(env) or os.path.join(TOOLS, name)
    if not os.path.isfile(path):
        return None
    dst = os.path.join(scratch, os.path.basename(path))
    shutil.copy(path, dst)
    os.chmod(dst, 0o755)
    return dst


def device(games, every, cpu_only=False):
    scratch = tempfile.mkdtemp(prefix="super_bot-")
    try:
        cp = _tool("CIRCUITPYTHON_UNIX", "circuitpython-unix32", scratch)
        mc = _tool("MPY_CROSS", "mpy-cross-cp10", scratch)
        if not cp or not mc:
            print("device: circuitpython-unix32 or mpy-cross not found (set CIRCUITPYTHON_UNIX and MPY_CROSS)")
            return
        lib = os.path.join(scratch, "lib")
        os.makedirs(os.path.join(lib, "uttt"))
        for name in ("__init__",) + MODULES:
            subprocess.run([mc, "-o", os.path.join(lib, "uttt", name + ".mpy"), "-s", "uttt/%s.py" % name,
                            os.path.join(ROOT, "uttt", name + ".py")], check=True)
        script = os.path.join(scratch, "device.py")
        with open(script, "w") as f:
            f.write(DEVICE_SCRIPT)
        t0 = time.time()
        out = subprocess.run([cp, "-X", "heapsize=128K", script, lib, str(games if not cpu_only else 0), BENCH],
                             capture_output=True, text=True, timeout=7200)
        if out.returncode:
            print("device run failed:", (out.stdout + out.stderr)[-2000:])
            return
        rate, cpu = cpu_estimates(cp, lib, scratch, games, every) if every else (0, {})
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    res = {}
    for line in out.stdout.splitlines():
        parts = line.split()
        res.setdefault(parts[0], []).append(parts[1:])
    ps = res["PYSTONES"][0]
    print("device time: circuitpython-unix32 (32-bit, .mpy), %d games (hard vs medium, %s plies), %.0f s; each "
          "search scaled by the pystones/s measured just before it (%s-%s there; a PyBadge ~%d)" % (
              games, ", ".join(r[2] for r in res.get("GAME", [])), time.time() - t0, ps[0], ps[1], PYBADGE))
    print("%-8s %6s %6s %10s   %s" % ("level", "budget", "units", "mean there", "PyBadge estimate: mean, worst"))
    for row in res.get("TIME", []):
        lv, n, mean, worst, units, sl, free, raw = (int(row[0]), int(row[2]), int(row[4]), int(row[6]),
                                                    int(row[8]), int(row[10]), int(row[12]), int(row[14]))
        print("%-8s %6d %6d %8.1fms   %.2f s, %.2f s  (%d moves, %d of them free at the medium level; longest "
              "step(20) %.0f ms)" % (LEVELS[lv], BUDGETS_SUPER[lv], units, raw / 1000.0, mean / 1e6, worst / 1e6,
                                     n, free, sl / 1000.0))
    if cpu:
        print("by CPU time (the same games, every %smove of each level; circuitpython-unix32 at %d pystones/s of "
              "CPU time): PyBadge estimate = CPU time there x %d / %d" % (
                  "" if every == 1 else "%s " % ({2: "second", 3: "third"}.get(every, "%dth" % every)),
                  rate, rate, PYBADGE))
        for lv in sorted(cpu):
            e = sorted(cpu[lv])
            print("  %-8s %d units: mean %.2f s, median %.2f s, worst %.2f s (%d moves)" % (
                LEVELS[lv], BUDGETS_SUPER[lv], sum(e) / len(e), e[len(e) // 2], e[-1], len(e)))
    h = res["HEAP"]
    print("heap (circuitpython-unix32, .mpy): super_rules with uttt.rules %s bytes; the bot's modules once "
          "imported %s; extra live peak during hard searches %s" % (h[0][1], h[0][3], h[1][1]))


def main(argv):
    def opt(name, default):
        return int(argv[argv.index(name) + 1]) if name in argv else default
    if "--ladder" in argv:
        ladder(opt("--openings", 12))
        return
    if "--no-strength" not in argv:
        part = (opt("--part", 0), opt("--parts", 1)) if "--parts" in argv else None
        strength(opt("--openings", 12), opt("--level", 3), opt("--uct-factor", 1), opt("--budget", None), part)
    if "--no-device" not in argv:
        device(opt("--device-games", 2), opt("--cpu-every", 2), "--cpu-only" in argv)


if __name__ == "__main__":
    main(sys.argv[1:])
