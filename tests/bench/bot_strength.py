"""Strength benchmark for uttt.bot (CPython; prints a table, asserts nothing).

    /work/venv/bin/python tests/bench/bot_strength.py            # full run, about 25 s here
    /work/venv/bin/python tests/bench/bot_strength.py --quick    # about 5 s, fewer openings
    options: --openings N  --levels 0,3  --no-micropython  --pystone-file PATH (re-measure pystones)

Each level of the bot plays side-swapped pairs of games from a fixed set of openings (two random plies from a
fixed seed) against three opponents:
  random   - a uniformly random legal move
  minimax3 - plain minimax to depth 3 (alpha-beta pruned, same result) with seed 003's kind of heuristic:
             small boards won, centre cells, two-in-a-rows; ties broken at random
  uct      - plain UCT MCTS with uniformly random playouts given the same CPython time per move as the bot's
             work budget (its own unit, one move played in the tree or a playout, is cheaper: the ratio is
             measured at start and printed)
Win/draw/loss is from the bot's side. Then the bot's work units and CPython ms per move, and the device-time
estimate: CPython time scaled by pystones (here vs the PyBadge's ~1,300/s), and, if the MicroPython binary is
there, the same search timed under MicroPython and scaled by MicroPython's pystones (see docs/bot.md).
"""

import math
import os
import random
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from uttt.rules import Game, WIN  # noqa: E402
from uttt.bot import Thinker, BUDGETS, LEVELS, UNITS_PER_DEVICE_SECOND  # noqa: E402

DEVICE_PYSTONES = 1300
MICROPYTHON = os.path.join(os.path.dirname(sys.executable), "micropython")


# ----- opponents ----------------------------------------------------------------------------------------------
def random_player(g, rnd):
    return rnd.choice(g.legal_moves())


_LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def _simple_eval(g, p):
    """Seed 003's kind of heuristic, for player p: boards won, centres, open two-in-a-rows."""
    q = 3 - p
    s = 0
    for b in range(9):
        st = g.boards[b]
        if st == p:
            s += 100 + (50 if b == 4 else 0)
        elif st == q:
            s -= 100 + (50 if b == 4 else 0)
        elif st == 0:
            base = 9 * b
            if g.cells[base + 4] == p:
                s += 3
            elif g.cells[base + 4] == q:
                s -= 3
            for a, c, d in _LINES:
                v = (g.cells[base + a], g.cells[base + c], g.cells[base + d])
                if v.count(p) == 2 and v.count(0) == 1:
                    s += 10
                elif v.count(q) == 2 and v.count(0) == 1:
                    s -= 10
    for a, c, d in _LINES:
        v = (g.boards[a], g.boards[c], g.boards[d])
        if v.count(p) == 2 and v.count(0) == 1:
            s += 200
        elif v.count(q) == 2 and v.count(0) == 1:
            s -= 200
    return s


def minimax_player(depth):
    def play(g, rnd):
        p = g.turn

        def mm(d, alpha, beta, maximizing):
            if g.result:
                if g.result == 3:
                    return 0
                return (100000 + d) if g.result == p else -(100000 + d)
            if d == 0:
                return _simple_eval(g, p)
            if maximizing:
                v = -10 ** 9
                for m in g.legal_moves():
                    g._push(m)
                    v = max(v, mm(d - 1, alpha, beta, False))
                    g.undo()
                    alpha = max(alpha, v)
                    if alpha >= beta:
                        break
                return v
            v = 10 ** 9
            for m in g.legal_moves():
                g._push(m)
                v = min(v, mm(d - 1, alpha, beta, True))
                g.undo()
                beta = min(beta, v)
                if alpha >= beta:
                    break
            return v

        moves = g.legal_moves()
        rnd.shuffle(moves)
        best, bv = moves[0], -10 ** 10
        for m in moves:
            g._push(m)
            v = mm(depth - 1, bv, 10 ** 9, False)
            g.undo()
            if v > bv:
                best, bv = m, v
        return best
    return play


class _Node:
    __slots__ = ("move", "parent", "children", "untried", "visits", "wins", "player")

    def __init__(self, move, parent, moves, player):
        self.move = move
        self.parent = parent
        self.children = []
        self.untried = moves
        self.visits = 0
        self.wins = 0.0
        self.player = player  # the player who made self.move


def uct_player(units):
    """Plain UCT (C = sqrt 2) with uniformly random playouts; `units` moves played (tree + playout)."""
    def play(g, rnd):
        g = g.copy()
        root = _Node(-1, None, g.legal_moves(), 3 - g.turn)
        used = 0
        while used < units:
            node = root
            pushed = 0
            while not node.untried and node.children:
                lg = math.log(node.visits)
                node = max(node.children, key=lambda c: c.wins / c.visits + 1.414 * math.sqrt(lg / c.visits))
                g._push(node.move)
                pushed += 1
            if node.untried:
                m = node.untried.pop(rnd.randrange(len(node.untried)))
                mover = g.turn
                g._push(m)
                pushed += 1
                child = _Node(m, node, g.legal_moves(), mover)
                node.children.append(child)
                node = child
            while not g.result:
                ms = g.legal_moves()
                g._push(ms[rnd.randrange(len(ms))])
                pushed += 1
            r = g.result
            used += pushed
            for _ in range(pushed):
                g.undo()
            while node is not None:
                node.visits += 1
                if r == node.player:
                    node.wins += 1
                elif r == 3:
                    node.wins += 0.5
                node = node.parent
        return max(root.children, key=lambda c: c.visits).move
    return play


# ----- matches ------------------------------------------------------------------------------------------------
def openings(n):
    rnd = random.Random(20240604)
    out = []
    while len(out) < n:
        g = Game()
        seq = []
        for _ in range(2):
            m = rnd.choice(g.legal_moves())
            g.play(m)
            seq.append(m)
        if seq not in out:
            out.append(seq)
    return out


class Stats:
    def __init__(self):
        self.moves = 0
        self.units = 0
        self.secs = 0.0
        self.max_units = 0
        self.max_secs = 0.0


def play_game(opening, bot_side, level, opponent, seed, stats):
    g = Game()
    for m in opening:
        g.play(m)
    rnd = random.Random(seed)
    while not g.result:
        if g.turn == bot_side:
            t0 = time.perf_counter()
            t = Thinker(g, level, seed=seed + g.ply)
            while not t.step(60):
                pass
            dt = time.perf_counter() - t0
            stats.moves += 1
            stats.units += t.units
            stats.secs += dt
            stats.max_units = max(stats.max_units, t.units)
            stats.max_secs = max(stats.max_secs, dt)
            m = t.move
        else:
            m = opponent(g, rnd)
        g.play(m)
    if g.result == 3:
        return 0
    return 1 if g.result == bot_side else -1


def pystones(interpreter, pystone_file):
    """Pystones/s of an interpreter: measured with --pystone-file PATH (a pystone.py, e.g. from CPython 3.6's
    Lib/test), else the figure measured on the development machine (see docs/bot.md)."""
    if pystone_file:
        out = subprocess.run([interpreter, pystone_file] + (["200000"] if interpreter == sys.executable else []),
                             capture_output=True, text=True, timeout=300)
        for line in out.stdout.splitlines():
            if "pystones/second" in line:
                return int(float(line.split()[-2])), "measured"
    return (PYSTONES_CPYTHON if interpreter == sys.executable else PYSTONES_MICROPYTHON), "dev-machine figure"


# Measured with CPython 3.6's Lib/test/pystone.py on the development machine (several runs, typical value).
PYSTONES_CPYTHON = 530000
PYSTONES_MICROPYTHON = 240000


def micropython_us_per_unit(level, games):
    """Microseconds per work unit of the bot under MicroPython (128 KB heap), or None."""
    if not os.path.exists(MICROPYTHON):
        return None
    script = """
import sys, time
sys.path.insert(0, %r)
from uttt.rules import Game
from uttt.bot import Thinker
tot = 0
units = 0
for gi in range(%d):
    g = Game()
    while not g.result:
        t0 = time.ticks_us()
        t = Thinker(g, %d, seed=gi + g.ply)
        while not t.step(60):
            pass
        tot += time.ticks_diff(time.ticks_us(), t0)
        units += t.units
        g.play(t.move)
print(tot / units)
""" % (ROOT, games, level)
    out = subprocess.run([MICROPYTHON, "-X", "heapsize=128K", "-c", script], capture_output=True, text=True,
                         timeout=300)
    if out.returncode:
        print("  micropython run failed:", out.stderr.strip().splitlines()[-1:])
        return None
    return float(out.stdout.strip())


def calibrate_uct_ratio(level):
    """How many UCT units cost the same CPython time as one bot unit (measured on a few positions)."""
    g = Game()
    rnd = random.Random(5)
    bot_t = bot_u = 0
    uct_t = 0.0
    for k in range(6):
        t0 = time.perf_counter()
        t = Thinker(g, level, seed=k)
        while not t.step(1000):
            pass
        bot_t += time.perf_counter() - t0
        bot_u += t.units
        t0 = time.perf_counter()
        uct_player(2000)(g, rnd)
        uct_t += time.perf_counter() - t0
        g.play(t.move)
        g.play(rnd.choice(g.legal_moves()))
    return (bot_t / bot_u) / (uct_t / (6 * 2000))


def main(argv):
    quick = "--quick" in argv
    n_open = 4 if quick else 10
    levels = list(range(len(LEVELS)))
    use_mp = "--no-micropython" not in argv
    for i, a in enumerate(argv):
        if a == "--openings":
            n_open = int(argv[i + 1])
        if a == "--levels":
            levels = [int(x) for x in argv[i + 1].split(",")]
    ops = openings(n_open)
    print("openings (%d, each played twice with sides swapped): %s" % (len(ops), ops))
    ratio = calibrate_uct_ratio(3)
    print("uct gets %.2f of its units (moves played) per bot unit, the same CPython time" % ratio)
    print()
    print("%-9s %-9s %5s %5s %5s   %s" % ("level", "opponent", "win", "draw", "loss", "bot per move"))
    t_all = time.perf_counter()
    stats_by_level = {}
    for lv in levels:
        st = Stats()
        stats_by_level[lv] = st
        opponents = [("random", random_player), ("minimax3", minimax_player(3)),
                     ("uct", uct_player(max(1, int(BUDGETS[lv] * ratio))))]
        if quick:
            opponents[1] = ("minimax2", minimax_player(2))
        for name, opp in opponents:
            w = d = l = 0
            for k, op in enumerate(ops):
                for side in (1, 2):
                    r = play_game(op, side, lv, opp, 1000 * k + side, st)
                    w += r == 1
                    d += r == 0
                    l += r == -1
            print("%-9s %-9s %5d %5d %5d" % (LEVELS[lv], name, w, d, l))
        print("%-9s %-9s %17s   %.0f units, %.2f ms (max %d units, %.2f ms)" % (
            LEVELS[lv], "", "", st.units / st.moves, 1000 * st.secs / st.moves, st.max_units,
            1000 * st.max_secs))
    print()
    print("benchmark time %.0f s" % (time.perf_counter() - t_all))
    # device-time estimate
    pf = None
    for i, a in enumerate(argv):
        if a == "--pystone-file":
            pf = argv[i + 1]
    lv = 3 if 3 in stats_by_level else levels[-1]
    st = stats_by_level[lv]
    us_cpy = 1e6 * st.secs / st.units
    here, how = pystones(sys.executable, pf)
    print()
    print("device estimate for %s (PyBadge ~%d pystones/s):" % (LEVELS[lv], DEVICE_PYSTONES))
    dev = us_cpy * here / DEVICE_PYSTONES
    print("  CPython:     %5.1f us/unit x %d pystones/s (%s) / %d -> %.2f ms/unit, %d units/s" % (
        us_cpy, here, how, DEVICE_PYSTONES, dev / 1000, 1e6 / dev))
    if use_mp:
        us_mp = micropython_us_per_unit(lv, games=1 if quick else 3)
        if us_mp:
            ps, how = pystones(MICROPYTHON, pf)
            dev = us_mp * ps / DEVICE_PYSTONES
            print("  MicroPython: %5.1f us/unit x %d pystones/s (%s) / %d -> %.2f ms/unit, %d units/s" % (
                us_mp, ps, how, DEVICE_PYSTONES, dev / 1000, 1e6 / dev))
    print("  uttt.bot assumes UNITS_PER_DEVICE_SECOND = %d: %s budget %d units ~ %.1f s on the device" % (
        UNITS_PER_DEVICE_SECOND, LEVELS[lv], BUDGETS[lv], BUDGETS[lv] / UNITS_PER_DEVICE_SECOND))


if __name__ == "__main__":
    main(sys.argv[1:])
