"""Strength, device time and heap of uttt.bot (prints tables, asserts nothing).

    .venv/bin/python tests/bench/bot_strength.py              # everything: about 30-40 min on a shared PC
    .venv/bin/python tests/bench/bot_strength.py --quick      # hard vs MCTS 1k and 4k, no pondering
    options: --levels 0,3   --opponents mcts4k,mcts16k   --openings N (default 24: 48 games a row)   --ponder
             SECONDS (default 5; 0: no pondering games)   --budget N (hard's units)   --jobs N (1 or 2 processes,
             default 2)   --no-strength   --no-device   --device-games N (default 4)
             --root DIR (the bot of another checkout, e.g. `git worktree add /tmp/old HEAD~5`: before/after)
             --instructions N (also N of hard's moves under valgrind: an estimate the machine's load cannot move,
             and the longest pondering step and reply, pondering SECONDS)
             --duel mcts16k:oldmcts16k (opponent against opponent, the same openings)
             --ponder-check N (issue 20's diagnosis: Ponder.reply against a fresh search of the same work)
             --first K (skip the first K openings)   --save FILE (append each row's points per opening)
             --compare FILE_A FILE_B (paired: two --save files, e.g. of two checkouts with --root)

Strength: each level plays side-swapped pairs of games from N random two-ply openings (a fixed seed, no repeats)
against
  random    a uniformly random legal move
  minimax3  plain minimax to depth 3 (alpha-beta pruned: the same moves) with seed 003's kind of heuristic
  mctsNk    plain MCTS: UCT over uniformly random playouts, N thousand simulations a move, value +1/-1 with
            exploration constant 2.0 (the usual formulation: 1/0 with 1.0), the root expanded first, the
            most-visited move played; tests/bench/mcts.c, compiled on demand with the machine's C compiler (the
            Python mcts_player below, the same algorithm, without one; pymctsNk forces it)
  oldmctsNk the bench's old MCTS: 1/0 with 2.0, twice the exploration (weaker at equal simulations: --duel)
By default beginner plays random and minimax3; easy and medium add mcts1k; hard plays mcts1k, mcts4k,
mcts16k, then mcts4k and mcts16k again with pondering: between its moves the bot ponders (uttt.bot.Ponder) in
20-unit slices for the units the PyBadge does in the player's think time (SECONDS x UNITS_PER_DEVICE_SECOND),
and answers the move played with Ponder.reply. Each row prints W/D/L and the score, (wins + draws / 2) / games
from the bot's side, with its standard error; a pondering row also the paired comparison with the row without
pondering on the same openings (the same seeds).

Device time: the same bot, compiled with CircuitPython's mpy-cross (MPY_CROSS, else ../shared/tools) and run
under CircuitPython's 32-bit unix port (CIRCUITPYTHON_UNIX, else ../shared/tools/circuitpython-unix32), plays
hard vs medium games from fixed openings; each search is timed twice and the faster kept (the machine is
shared). The PyBadge estimate (tools README) is time here x pystones/s of the same binary (tests/bench/pystone.py,
best of three, before and after) / 1300. Also the longest slice of a search and of pondering (step(20)), and
the time of Ponder.reply.

Heap (same binary, .mpy, as a board loads them): the bot's modules once imported, then the extra live heap
(after a collection at every slice) during hard searches and during pondering (with a hint searched meanwhile).
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
if "--root" in sys.argv:
    # another checkout's bot (e.g. a worktree of an older commit, for before/after figures)
    ROOT = os.path.abspath(sys.argv[sys.argv.index("--root") + 1])
sys.path.insert(0, ROOT)

from uttt.rules import Game  # noqa: E402
from uttt.playout import playout  # noqa: E402
from uttt.bot import Thinker, BUDGETS, LEVELS, UNITS_PER_DEVICE_SECOND  # noqa: E402
try:
    from uttt.bot import Ponder  # noqa: E402
except ImportError:  # a bot from before pondering
    Ponder = None

PYBADGE = 1300
# The exploration constant of plain MCTS on the 0..1 value scale (UCB1 = mean + C sqrt(ln N / n)). The usual
# formulation, value +1/-1 with constant 2.0, is C_USUAL on this scale; the bench's old one (1/0 with 2.0), C_OLD,
# explores twice as much and is weaker at equal simulations (`--opponents oldmcts16k` plays it).
C_USUAL = 1.0
C_OLD = 2.0
BOT_MODULES = ("rules", "classic", "bot_eval", "bot_small", "bot_loop", "bot_search", "ponder", "bot_ref", "bot")


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
            v = -10 ** 9 if maximizing else 10 ** 9
            for m in g.legal_moves():
                g._push(m)
                w = mm(d - 1, alpha, beta, not maximizing)
                g.undo()
                if maximizing:
                    v = max(v, w)
                    alpha = max(alpha, v)
                else:
                    v = min(v, w)
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


def uct_search(game, rnd, c, playout, sims=None, seconds=None):
    """Plain UCT from ``game`` (not changed): ``sims`` simulations, or as many as ``seconds`` of CPU time allow
    (at least one), each a descent by UCB1 (mean + c sqrt(ln N / n), values on the 0..1 scale) to a new node,
    then ``playout(game, rand)``; (the most-visited root move, the simulations run). The tree is flat lists
    (visits, half-points won by the player who moved into the node, first child, child count, move); a node's
    children are created together, shuffled, and visited in that order until each has one visit. The same
    algorithm as tests/bench/mcts.c; tests/bench/super_bot.py plays it on Super-Ultimate."""
    log = math.log
    sqrt = math.sqrt
    cc = c * c
    g = game.copy()
    push = g._push
    undo = g.undo
    rand = rnd.random
    p0 = g.turn
    visits = [0]
    won = [0]
    first = [-1]
    count = [0]
    move = [-1]
    done = 0
    end = None if seconds is None else time.process_time() + seconds
    while (done < sims) if end is None else (not done or time.process_time() < end):
        done += 1
        n = 0
        path = [0]
        while not g.result:
            f = first[n]
            if f < 0:
                ms = g.legal_moves()
                rnd.shuffle(ms)
                f = first[n] = len(visits)
                count[n] = k = len(ms)
                visits.extend([0] * k)
                won.extend([0] * k)
                first.extend([-1] * k)
                count.extend([0] * k)
                move.extend(ms)
            k = count[n]
            if not visits[f + k - 1]:
                n = f                    # the first child not visited yet: visits go in order
                while visits[n]:
                    n += 1
                push(move[n])
                path.append(n)
                break
            cl = cc * log(visits[n])
            best = f
            bv = -1.0
            for i in range(f, f + k):
                vi = visits[i]
                v = won[i] / (2.0 * vi) + sqrt(cl / vi)
                if v > bv:
                    bv = v
                    best = i
            n = best
            push(move[n])
            path.append(n)
        r = g.result or playout(g, rand)
        for d in range(len(path)):
            i = path[d]
            visits[i] += 1
            if r == 3:
                won[i] += 1
            elif (r == p0) == (d & 1 == 1):   # the node at depth d was moved into by p0 when d is odd
                won[i] += 2
        for _ in range(len(path) - 1):
            undo()
    f = first[0]
    best = f
    for i in range(f, f + count[0]):
        if visits[i] > visits[best]:
            best = i
    return move[best], done


def mcts_player(sims, c=C_USUAL):
    """Plain UCT in Python (the fallback when there is no C compiler): `sims` simulations a move (uct_search),
    the most-visited root move played."""

    def play(game, rnd):
        return uct_search(game, rnd, c, playout, sims=sims)[0]
    return play


# ----- plain MCTS in C (tests/bench/mcts.c), compiled on demand; the Python one above when there is no compiler
_C = {}


def c_mcts():
    """The path of the compiled tests/bench/mcts.c (built once into a cache folder), or None without a C compiler."""
    if "exe" in _C:
        return _C["exe"]
    _C["exe"] = None
    src = os.path.join(BENCH, "mcts.c")
    cc = os.environ.get("CC") or shutil.which("gcc") or shutil.which("cc")
    if os.path.exists(src) and cc:
        out_dir = os.path.join(tempfile.gettempdir(), "uttt-bench-%d" % os.getuid())
        os.makedirs(out_dir, exist_ok=True)
        exe = os.path.join(out_dir, "mcts-%d" % int(os.path.getmtime(src)))
        if not os.path.exists(exe):
            tmp = "%s.%d.tmp" % (exe, os.getpid())   # the workers of a run may compile it at the same time
            try:
                r = subprocess.run([cc, "-O2", "-o", tmp, src, "-lm"], capture_output=True, text=True)
                why = r.stderr.strip()[-300:] if r.returncode else ""
            except OSError as e:
                why = str(e)
            if why:
                print("mcts.c did not compile (%s): the Python MCTS instead" % why)
                return None
            os.replace(tmp, exe)
        _C["exe"] = exe
    return _C["exe"]


def c_mcts_player(sims, c):
    """The same plain UCT as mcts_player, in C: a process per bench process, one line per move."""
    exe = c_mcts()
    state = {}

    def play(g, rnd):
        proc = state.get("p")
        if proc is None:
            proc = state["p"] = subprocess.Popen([exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                                 bufsize=1)
        proc.stdin.write("%d %r %d %s\n" % (sims, c, rnd.getrandbits(48), " ".join(map(str, g.moves))))
        proc.stdin.flush()
        m = int(proc.stdout.readline())
        if not g.is_legal(m):
            raise RuntimeError("mcts.c answered %r, illegal here" % (m,))
        return m
    return play


def mcts(sims, c, python=False):
    if c_mcts() and not python:
        return c_mcts_player(sims, c)
    return mcts_player(sims, c)


def _opponent(name):
    if name in ("random", "minimax3"):
        return random_player if name == "random" else minimax_player(3)
    py = name.startswith("py")          # pymctsNk: the Python MCTS even with a C compiler (a cross-check)
    base = name[2:] if py else name
    old = base.startswith("old")
    base = base[3:] if old else base
    if base.startswith("mcts") and base.endswith("k") and base[4:-1].isdigit():
        return mcts(1000 * int(base[4:-1]), C_OLD if old else C_USUAL, py)
    raise SystemExit("unknown opponent %r (random, minimax3, [py][old]mctsNk)" % name)


OPPONENTS = ("random", "minimax3", "mcts1k", "mcts4k", "mcts16k", "oldmcts16k")
DEFAULT_OPPONENTS = (("random", "minimax3"), ("random", "minimax3", "mcts1k"), ("random", "minimax3", "mcts1k"),
                     ("mcts1k", "mcts4k", "mcts16k"))
PONDER_OPPONENTS = ("mcts4k", "mcts16k")


# ----- matches ------------------------------------------------------------------------------------------------
def openings(n, new_game=Game, seed=20240604):
    """n distinct openings of two random moves (lists), the same every run: of Ultimate, or of ``new_game()``'s
    game (tests/bench/super_bot.py: Super-Ultimate's)."""
    rnd = random.Random(seed)
    out = []
    while len(out) < n:
        g = new_game()
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
        self.at_once = 0
        self.pondered = 0

    def add(self, other):
        for k in ("moves", "units", "at_once", "pondered"):
            setattr(self, k, getattr(self, k) + getattr(other, k))


def play_game(opening, bot_side, level, opponent, seed, stats, ponder_units=0, budget=None, record=None):
    """One game of the bot against opponent, from the bot's side: 1, 0 or -1. ``record`` (a dict), if given,
    gets the game's moves ("moves") and the bot's search of each of its moves by ply ("bot": score, depth,
    units): tests/bench/bot_diagnose.py's."""
    g = Game()
    for m in opening:
        g.play(m)
    rnd = random.Random(seed)
    p = None
    while not g.result:
        if g.turn == bot_side:
            if p is not None:
                t = p.reply(g.last_move)
                stats.at_once += t.done
                p = None
            else:
                t = Thinker(g, level, seed=seed + g.ply, budget=budget)
            while not t.step(60):
                pass
            stats.moves += 1
            stats.units += t.units
            if record is not None:
                record.setdefault("bot", {})[g.ply] = (t.score, t.depth, t.units)
            g.play(t.move)
            if ponder_units and not g.result:
                p = Ponder(g, level, seed=seed + g.ply, budget=budget)
                while p.units < ponder_units and not p.step(min(20, ponder_units - p.units)):
                    pass
                stats.pondered += p.units
        else:
            g.play(opponent(g, rnd))
    if record is not None:
        record["moves"] = g.moves
    if g.result == 3:
        return 0
    return 1 if g.result == bot_side else -1


def play_duel(opening, a_side, a, b, seed):
    """One game between two opponents (a against b), from a's side: 1, 0 or -1."""
    g = Game()
    for m in opening:
        g.play(m)
    rnd = random.Random(seed)
    while not g.result:
        g.play((a if g.turn == a_side else b)(g, rnd))
    if g.result == 3:
        return 0
    return 1 if g.result == a_side else -1


_OPP = {}


def _one_game(job):
    # a game in a worker process (its opponents, with their C processes, kept for the next game)
    level, name, pu, budget, k, op, side = job
    if name not in _OPP:
        _OPP[name] = _opponent(name)
    st = Stats()
    if isinstance(level, str):      # a duel: "level" names the other opponent
        if level not in _OPP:
            _OPP[level] = _opponent(level)
        return play_duel(op, side, _OPP[level], _OPP[name], 1000 * k + side), st
    return play_game(op, side, level, _OPP[name], 1000 * k + side, st, pu, budget), st


def run_games(jobs, workers):
    if workers > 1:
        import multiprocessing
        with multiprocessing.Pool(workers, initializer=os.nice, initargs=(0,)) as pool:
            return pool.map(_one_game, jobs, chunksize=1)
    return [_one_game(j) for j in jobs]


def match(level, name, ops, ponder_units=0, budget=None, workers=1):
    """Per opening, the bot's points in its two games (0..2), and W, D, L and the stats."""
    jobs = [(level, name, ponder_units, budget, k, op, side) for k, op in enumerate(ops) for side in (1, 2)]
    res = run_games(jobs, workers)
    st = Stats()
    w = d = l = 0
    pts = []
    for i, (r, s) in enumerate(res):
        st.add(s)
        w += r == 1
        d += r == 0
        l += r == -1
        if i % 2 == 0:
            pts.append(0.0)
        pts[-1] += (r + 1) / 2.0
    return w, d, l, st, pts


def score_line(w, d, l):
    """Score and its standard error (per game: 1, 1/2, 0), in %."""
    n = w + d + l
    s = (w + d / 2.0) / n
    var = (w * (1 - s) ** 2 + d * (0.5 - s) ** 2 + l * s ** 2) / n
    return 100 * s, 100 * math.sqrt(var / n)


def paired(a, b):
    """The paired comparison of two runs on the same openings (per-opening points, 0..2 each): the mean score
    difference per game with its standard error (over openings), and how many openings went better, the same,
    worse."""
    diffs = [x - y for x, y in zip(a, b)]
    k = len(diffs)
    mean = sum(diffs) / k
    sd = math.sqrt(sum((x - mean) ** 2 for x in diffs) / max(1, k - 1))
    return (50 * mean, 50 * sd / math.sqrt(k), sum(x > 0 for x in diffs), sum(x == 0 for x in diffs),
            sum(x < 0 for x in diffs))


def strength(levels, names, ops, ponder, budget=None, workers=1):
    print("strength: %d openings x 2 sides = %d games a row; W/D/L from the bot's side; score +- its standard "
          "error" % (len(ops), 2 * len(ops)))
    print("%-22s %-10s %4s %4s %4s %13s  %s" % ("bot", "opponent", "win", "draw", "loss", "score", "units/move"))
    t_all = time.time()
    rows = []
    plain = {}
    for lv in levels:
        chosen = [n for n in (names or DEFAULT_OPPONENTS[lv])]
        runs = [(n, 0) for n in chosen]
        if lv == 3 and ponder and Ponder is not None:
            runs += [(n, int(ponder * UNITS_PER_DEVICE_SECOND)) for n in (names or PONDER_OPPONENTS)]
        for name, pu in runs:
            t0 = time.time()
            b = budget if lv == 3 else None
            w, d, l, st, pts = match(lv, name, ops, pu, b, workers)
            who = LEVELS[lv] + (" %d" % b if b else "") + (" +ponder %gs" % ponder if pu else "")
            extra = ""
            if pu:
                extra = "  (pondered %d units/move, answered at once %d of %d)" % (
                    st.pondered / max(1, st.moves), st.at_once, st.moves)
            sc, se = score_line(w, d, l)
            print("%-22s %-10s %4d %4d %4d %5.1f%% +-%4.1f  %d%s  [%.0f s]" % (
                who, name, w, d, l, sc, se, st.units / st.moves, extra, time.time() - t0))
            sys.stdout.flush()
            rows.append((who, name, sc))
            if SAVE:
                # per-opening points, for --compare (a paired comparison of two bots or two checkouts)
                with open(SAVE, "a") as fh:
                    fh.write("%s|%s|%s\n" % (who, name, " ".join("%g" % x for x in pts)))
            if not pu:
                plain[(lv, name)] = pts
            elif (lv, name) in plain:
                m, e, better, same, worse = paired(pts, plain[(lv, name)])
                print("  paired, the same %d openings: pondering minus not %+.1f%% +-%.1f a game; openings better "
                      "%d, the same %d, worse %d" % (len(pts), m, e, better, same, worse))
    print("strength time %.0f s" % (time.time() - t_all))
    return rows


SAVE = None


def compare(file_a, file_b):
    """The paired comparison of the rows two --save files hold for the same bot and opponent (same openings)."""
    def rows(name):
        out = {}
        for line in open(name):
            who, opp, pts = line.rstrip("\n").split("|")
            out[(who, opp)] = [float(x) for x in pts.split()]
        return out
    a, b = rows(file_a), rows(file_b)
    for key in a:
        if key in b and len(a[key]) == len(b[key]):
            m, e, better, same, worse = paired(a[key], b[key])
            print("%-22s %-10s a minus b %+.1f%% +-%.1f a game over %d openings; better %d, the same %d, worse %d"
                  % (key + (m, e, len(a[key]), better, same, worse)))


def duel(pairs, ops, workers=1):
    """Opponent against opponent (e.g. mcts16k against oldmcts16k: the usual MCTS against the bench's old one)."""
    print("duels: %d openings x 2 sides" % len(ops))
    for a, b in pairs:
        t0 = time.time()
        jobs = [(a, b, 0, None, k, op, side) for k, op in enumerate(ops) for side in (1, 2)]
        res = [r for r, _ in run_games(jobs, workers)]
        w, d, l = res.count(1), res.count(0), res.count(-1)
        sc, se = score_line(w, d, l)
        print("%-12s vs %-12s %4d %4d %4d %5.1f%% +-%4.1f  [%.0f s]" % (a, b, w, d, l, sc, se, time.time() - t0))
        sys.stdout.flush()


# ----- issue 20's diagnosis: Ponder.reply against a fresh search of the same work, on the same positions ------
def ponder_check(n_positions, ponder_units):
    """For positions of hard's games (300 units, a fifth of the moves random), ponder ponder_units in 20-unit
    slices, answer a move of each kind, and search the same position afresh with the reply's work (its units:
    the pondered work on that position and the rest): the replies shallower than the fresh search and those with
    another move are the defects to find. Kinds: the likeliest move (its search resumed or carried on), the
    second (when pondered), a move not pondered (the pondering's hash moves kept), one that gives the computer a
    free move, one that closes a board."""
    rnd = random.Random(1)
    rows = {}
    t0 = time.time()
    done = 0
    while done < n_positions:
        g = Game()
        for _ in range(2):
            g.play(rnd.choice(g.legal_moves()))
        while not g.result and done < n_positions:
            if g.ply >= 6 and rnd.random() < 0.15:
                done += 1
                _check_position(g, ponder_units, rows)
            if rnd.random() < 0.2:
                g.play(rnd.choice(g.legal_moves()))
            else:
                t = Thinker(g, 3, seed=g.ply, budget=300)
                while not t.step(1 << 20):
                    pass
                g.play(t.move)
    print("Ponder.reply against a fresh search of the same work: %d positions, pondering %d units (%.0f s)"
          % (n_positions, ponder_units, time.time() - t0))
    print("%-14s %5s %7s %12s %12s %10s %10s %10s" % ("reply to", "cases", "units", "depth reply", "depth fresh",
                                                      "other move", "shallower", "deeper"))
    for kind in ("likeliest", "second", "not pondered", "a free move", "closes a board"):
        r = rows.get(kind)
        if r:
            n = r[0]
            print("%-14s %5d %7.0f %12.2f %12.2f %10d %10d %10d" % (kind, n, r[1] / n, r[2] / n, r[3] / n, r[4],
                                                                     r[5], r[6]))


def _check_position(g, units, rows):
    seed = g.ply
    p = Ponder(g, 3, seed=seed)
    while p.units < units and not p.step(min(20, units - p.units)):
        pass
    cands = list(p._cands)
    p.cancel()
    kinds = []
    if cands:
        kinds.append(("likeliest", cands[0]))
    if len(cands) > 1:
        kinds.append(("second", cands[1]))
    legal = g.legal_moves()
    others = [m for m in legal if m not in cands]
    if others:
        kinds.append(("not pondered", others[len(others) // 2]))
    for kind, test in (("a free move", lambda m: g.forced < 0), ("closes a board", lambda m: g.boards[m // 9])):
        for m in legal:
            g._push(m)
            ok = not g.result and test(m)
            g.undo()
            if ok:
                kinds.append((kind, m))
                break
    for kind, m in kinds:
        g._push(m)
        over = g.result
        g.undo()
        if over:
            continue
        p = Ponder(g, 3, seed=seed)
        while p.units < units and not p.step(min(20, units - p.units)):
            pass
        t = p.reply(m)
        while not t.step(20):
            pass
        g._push(m)
        f = Thinker(g, 3, seed=seed, budget=max(1, t.units))
        while not f.step(20):
            pass
        g.undo()
        r = rows.setdefault(kind, [0] * 7)
        r[0] += 1
        r[1] += t.units
        r[2] += t.depth
        r[3] += f.depth
        r[4] += t.move != f.move
        r[5] += t.depth < f.depth
        r[6] += t.depth > f.depth


# ----- the real CircuitPython: time and heap ------------------------------------------------------------------
DEVICE_SCRIPT = r"""
import sys, gc, time
sys.path.insert(0, sys.argv[1])
GAMES = int(sys.argv[2])
PONDER = int(sys.argv[3])
from uttt.rules import Game
from uttt.classic import Classic
gc.collect()
base = gc.mem_alloc()
import uttt.bot_eval, uttt.bot_search, uttt.bot
from uttt.bot import Thinker, best_move
Ponder = getattr(uttt.bot, "Ponder", None)
if Ponder is None:
    PONDER = 0
gc.collect()
base2 = gc.mem_alloc()
print("HEAP modules %d" % (base2 - base))
OPEN = ((), (40,), (0, 4), (13, 38), (80, 76), (22, 37), (59, 46), (31, 42), (4, 44))
now = time.ticks_us
diff = time.ticks_diff

# ----- heap first (nothing pooled yet): the live heap after a collection at every slice, over the heap after
# the imports and the game
g = Game()
for m in OPEN[2]:
    g.play(m)
gc.collect()
base = gc.mem_alloc()
peak_s = peak_p = peak_h = 0
k = 0
while not g.result and k < 24:
    k += 1
    t = Thinker(g, 3, seed=k)
    while not t.step(20):
        gc.collect()
        peak_s = max(peak_s, gc.mem_alloc() - base)
    g.play(t.move)
    t = None
    if g.result or Ponder is None:
        continue
    p = Ponder(g, 3, seed=k)
    while p.units < PONDER and not p.step(20):
        gc.collect()
        peak_p = max(peak_p, gc.mem_alloc() - base)
    m = g.legal_moves()[0]
    t = p.reply(m)
    p = None
    g.play(m)
    while not t.step(20):
        gc.collect()
        peak_p = max(peak_p, gc.mem_alloc() - base)
    if not g.result:
        g.play(t.move)
    t = None
# a hint while pondering: its own search beside the pondering
g = Game()
for m in OPEN[1]:
    g.play(m)
if Ponder is not None:
    p = Ponder(g, 3, seed=1)
    p.step(200)
    h = Thinker(g, 3, seed=2)
    while not h.step(20):
        gc.collect()
        peak_h = max(peak_h, gc.mem_alloc() - base)
    h = p = None
print("HEAP search %d ponder %d hint_while_pondering %d" % (peak_s, peak_p, peak_h))
g = None
gc.collect()
sys.path.insert(0, sys.argv[4])
import pystone
ps0 = pystone.rate(20000)

def timed(make, reps=2):
    # run a search (or pondering) to its end in step(20) slices, twice: the faster total, the longest slice
    # (the slowest of the two runs at each slice: the machine is shared), the object
    runs = []
    for rep in range(reps):
        t0 = now()
        t = make()
        sl = [diff(now(), t0)]
        while True:
            t0 = now()
            fin = t.step(20)
            sl.append(diff(now(), t0))
            if fin:
                break
        runs.append(sl)
    tot = min(sum(r) for r in runs)
    worst = max(min(r[i] for r in runs) for i in range(1, len(runs[0])))
    return tot, worst, t

# ----- time: hard (and medium) moves; the slowest hard moves timed again, five more times each
stats = {}
slow = []
for gi in range(GAMES):
    g = Game()
    for m in OPEN[gi % len(OPEN)]:
        g.play(m)
    side = 1 + gi % 2
    while not g.result:
        lv = 3 if g.turn == side else 2
        seed = gi * 100 + g.ply
        tot, sw, t = timed(lambda: Thinker(g, lv, seed=seed))
        s = stats.setdefault(lv, [0, 0, 0, 0, 0])
        s[0] += 1
        s[1] += tot
        s[2] = max(s[2], tot)
        s[3] += t.units
        s[4] = max(s[4], sw)
        if lv == 3:
            slow.append((tot, seed, bytes(g.moves)))
            slow.sort()
            if len(slow) > 8:
                slow.pop(0)
        g.play(t.move)
worst = 0
for tot, seed, moves in slow:
    g = Game()
    for m in moves:
        g.play(m)
    again, sw, t = timed(lambda: Thinker(g, 3, seed=seed), 5)
    worst = max(worst, min(tot, again))
stats[3][2] = worst
for lv in sorted(stats):
    s = stats[lv]
    print("TIME %d moves %d mean_us %d worst_us %d units %d slice %d" % (lv, s[0], s[1] // s[0], s[2], s[3] // s[0],
                                                                        s[4]))


class Pondering:
    # Ponder up to PONDER units, as a search to time
    def __init__(self, g, seed):
        self.p = Ponder(g, 3, seed=seed)
    def step(self, n):
        return self.p.step(n) or self.p.units >= PONDER

# ----- pondering: the longest step(20) and the time of reply()
pw = rw = 0
for gi in range(GAMES if Ponder else 0):
    g = Game()
    for m in OPEN[gi % len(OPEN)]:
        g.play(m)
    n = 0
    while not g.result and n < 6:
        n += 1
        tot, sw, po = timed(lambda: Pondering(g, gi + g.ply))
        pw = max(pw, sw)
        p = po.p
        m = p._cands[0] if p._cands and n % 2 else g.legal_moves()[-1]
        best = None
        for rep in range(2):
            if rep:
                p = Ponder(g, 3, seed=gi + g.ply)
                while p.units < PONDER and not p.step(200):
                    pass
            t0 = now()
            t = p.reply(m)
            dt = diff(now(), t0)
            best = dt if best is None or dt < best else best
            t.cancel()
        rw = max(rw, best)
        g.play(m)
        if not g.result:
            g.play(best_move(g, 1, seed=n))
print("SLICE ponder %d reply %d" % (pw, rw))
print("PYSTONES %d" % max(ps0, pystone.rate(20000)))
"""


def _tool(env, name, scratch):
    path = os.environ.get(env) or os.path.join(TOOLS, name)
    if not os.path.isfile(path):
        return None
    dst = os.path.join(scratch, os.path.basename(path))
    shutil.copy(path, dst)
    os.chmod(dst, 0o755)
    return dst


def _prepare(scratch):
    """(circuitpython-unix32, the bot compiled to .mpy in a lib folder) or (None, None)."""
    cp = _tool("CIRCUITPYTHON_UNIX", "circuitpython-unix32", scratch)
    mc = _tool("MPY_CROSS", "mpy-cross-cp10", scratch)
    if not cp or not mc:
        print("device: circuitpython-unix32 or mpy-cross not found (set CIRCUITPYTHON_UNIX and MPY_CROSS, or "
              "put ../shared/tools beside the repository)")
        return None, None
    lib = os.path.join(scratch, "lib")
    os.makedirs(os.path.join(lib, "uttt"))
    for name in ("__init__",) + BOT_MODULES:
        src = os.path.join(ROOT, "uttt", name + ".py")
        if not os.path.exists(src):     # an older bot (--root) has fewer modules
            continue
        subprocess.run([mc, "-o", os.path.join(lib, "uttt", name + ".mpy"), "-s", "uttt/%s.py" % name, src],
                       check=True)
    return cp, lib


def device(games, ponder_units):
    scratch = tempfile.mkdtemp(prefix="bot_strength-")
    try:
        cp, lib = _prepare(scratch)
        if cp is None:
            return
        script = os.path.join(scratch, "device.py")
        with open(script, "w") as f:
            f.write(DEVICE_SCRIPT)
        t0 = time.time()
        out = subprocess.run([cp, "-X", "heapsize=128K", script, lib, str(games), str(ponder_units),
                              BENCH], capture_output=True, text=True, timeout=3600)
        if out.returncode:
            print("device run failed:", (out.stdout + out.stderr)[-2000:])
            return
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    res = {}
    for line in out.stdout.splitlines():
        parts = line.split()
        res.setdefault(parts[0], []).append(parts[1:])
    ps = int(res["PYSTONES"][0][0])
    scale = ps / float(PYBADGE)

    def est(us):
        return us * scale / 1e6

    print()
    print("device time: circuitpython-unix32 (32-bit, .mpy), %d games, %.0f s; %d pystones/s here, a PyBadge ~%d:"
          % (games, time.time() - t0, ps, PYBADGE))
    print("  PyBadge estimate = time here x %d / %d (the tools README's method; an estimate, not a measurement)"
          % (ps, PYBADGE))
    print("%-8s %6s %6s %10s %10s   %s" % ("level", "budget", "units", "mean here", "worst here",
                                          "PyBadge estimate: mean, worst"))
    for row in res.get("TIME", []):
        lv, n, mean, worst, units = int(row[0]), int(row[2]), int(row[4]), int(row[6]), int(row[8])
        print("%-8s %6d %6d %8.1fms %8.1fms   %.2f s, %.2f s  (%d moves; %.2f ms/unit on the device)" % (
            LEVELS[lv], BUDGETS[lv], units, mean / 1000.0, worst / 1000.0, est(mean), est(worst), n,
            1000 * est(mean) / max(1, units)))
    sl = res["SLICE"][0]
    hard = [r for r in res.get("TIME", []) if r[0] == "3"][0]
    print("  longest step(20) (PyBadge estimate): a hard search %.0f ms, pondering %s; Ponder.reply() %s" % (
        1000 * est(int(hard[10])), "%.0f ms" % (1000 * est(int(sl[1]))) if int(sl[1]) else "-",
        "%.0f ms" % (1000 * est(int(sl[3]))) if int(sl[3]) else "-"))
    print("  UNITS_PER_DEVICE_SECOND = %d: hard's %d units ~ %.1f s; pondering %d units = %.1f s of the player's time"
          % (UNITS_PER_DEVICE_SECOND, BUDGETS[3], BUDGETS[3] / float(UNITS_PER_DEVICE_SECOND), ponder_units,
             ponder_units / float(UNITS_PER_DEVICE_SECOND)))
    h = res["HEAP"]
    print()
    print("heap (circuitpython-unix32, .mpy): bot modules once imported %s bytes; extra live peak during hard "
          "searches %s, during pondering %s, a hint searched while pondering %s"
          % (h[0][1], h[1][1], h[1][3], h[1][5]))


def main(argv):
    def opt(name, default):
        return argv[argv.index(name) + 1] if name in argv else default

    quick = "--quick" in argv
    levels = [int(x) for x in opt("--levels", "3" if quick else "0,1,2,3").split(",")]
    names = opt("--opponents", "mcts1k,mcts4k" if quick else "")
    names = tuple(names.split(",")) if names else None
    n_open = int(opt("--openings", "24"))
    ponder = float(opt("--ponder", "0" if quick else "5"))
    ponder_units = int(ponder * UNITS_PER_DEVICE_SECOND)
    budget = int(opt("--budget", "0")) or None
    workers = max(1, min(2, int(opt("--jobs", "2"))))
    try:
        os.nice(10)     # a shared machine: the bench gives way
    except OSError:
        pass
    print("plain MCTS: %s" % ("tests/bench/mcts.c, compiled: %s" % c_mcts() if c_mcts()
                              else "the Python one (no C compiler)"))
    if "--ponder-check" in argv:
        ponder_check(int(opt("--ponder-check", "150")), ponder_units or 5 * UNITS_PER_DEVICE_SECOND)
        return
    global SAVE
    SAVE = opt("--save", None)
    if "--compare" in argv:
        i = argv.index("--compare")
        compare(argv[i + 1], argv[i + 2])
        return
    if "--duel" in argv:
        ops = openings(n_open)
        duel([x.split(":") for x in opt("--duel", "mcts16k:oldmcts16k").split(",")], ops, workers)
        return
    if "--no-strength" not in argv:
        ops = openings(int(opt("--first", "0")) + n_open)[int(opt("--first", "0")):]
        print("openings: %s" % ops)
        strength(levels, names, ops, ponder, budget, workers)
    if "--no-device" not in argv:
        device(int(opt("--device-games", "4")), ponder_units or 5 * UNITS_PER_DEVICE_SECOND)
    if "--instructions" in argv:
        instructions(int(opt("--instructions", "40")), int(opt("--device-games", "4")))
        ponder_instructions(ponder_units or 5 * UNITS_PER_DEVICE_SECOND)



# ----- instruction counts: a PyBadge estimate that does not depend on the machine's load ----------------------
ONE_SEARCH = r"""
import sys
sys.path.insert(0, sys.argv[1])
from uttt.rules import Game
from uttt.bot import Thinker
g = Game()
for m in sys.argv[3].split(","):
    if m:
        g.play(int(m))
if int(sys.argv[2]):
    t = Thinker(g, 3, seed=int(sys.argv[4]))
    while not t.step(20):
        pass
"""


def _irefs(cmd):
    out = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"]
                         + cmd, capture_output=True, text=True, timeout=600)
    for line in out.stderr.splitlines():
        if "I   refs:" in line or "I refs:" in line:
            return int(line.split(":")[1].replace(",", "").split()[0])
    raise RuntimeError(out.stderr[-500:])


def instructions(n_moves, games):
    """The same hard moves as the device run, each searched in a process of its own under valgrind: instructions
    of the search (with minus without), over the instructions of a pystone pass in the same binary, / 1,300."""
    if not shutil.which("valgrind"):
        print("instructions: valgrind not found")
        return
    scratch = tempfile.mkdtemp(prefix="bot_strength-")
    try:
        cp, lib = _prepare(scratch)
        if cp is None:
            return
        one = os.path.join(scratch, "one.py")
        with open(one, "w") as f:
            f.write(ONE_SEARCH)
        pst = os.path.join(BENCH, "pystone.py")
        per_pass = (_irefs([cp, pst, "40000"]) - _irefs([cp, pst, "20000"])) / 20000.0
        # the positions: hard's moves in the device run's games (hard vs medium from the same openings)
        positions = []
        opens = ((), (40,), (0, 4), (13, 38), (80, 76), (22, 37), (59, 46), (31, 42), (4, 44))
        for gi in range(games):
            g = Game()
            for m in opens[gi % len(opens)]:
                g.play(m)
            side = 1 + gi % 2
            while not g.result:
                lv = 3 if g.turn == side else 2
                seed = gi * 100 + g.ply
                if lv == 3:
                    positions.append((",".join(map(str, g.moves)), seed))
                t = Thinker(g, lv, seed=seed)
                while not t.step(1 << 20):
                    pass
                g.play(t.move)
        step = max(1, len(positions) // n_moves)
        est = []
        for moves, seed in positions[::step]:
            base = _irefs([cp, "-X", "heapsize=128K", one, lib, "0", moves, str(seed)])
            full = _irefs([cp, "-X", "heapsize=128K", one, lib, "1", moves, str(seed)])
            est.append((full - base) / per_pass / PYBADGE)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    est.sort()
    print()
    print("instruction counts (valgrind, circuitpython-unix32, %d of hard's moves): %.0f instructions a pystone "
          "pass here; PyBadge estimate = instructions / that / %d" % (len(est), per_pass, PYBADGE))
    print("  hard, %d units: mean %.2f s, median %.2f s, worst %.2f s (estimates)" % (
        BUDGETS[3], sum(est) / len(est), est[len(est) // 2], est[-1]))


PONDER_STEPS = r"""
import sys
sys.path.insert(0, sys.argv[1])
from uttt.rules import Game
from uttt.bot import Ponder
g = Game()
for m in sys.argv[2].split(","):
    g.play(int(m))
k = int(sys.argv[3])
p = Ponder(g, 3, seed=7)
for i in range(k):
    p.step(20)
if int(sys.argv[4]):
    p.reply(p._cands[0] if p._cands else g.legal_moves()[0])
"""


def ponder_instructions(ponder_units):
    """The longest Ponder.step(20) and Ponder.reply() by instruction counts (issue 20: a stopped job is taken up
    again by pushing its path again). CPython's clock picks the 3 slowest steps of pondering ponder_units in each
    of 5 openings (best of 3 runs); valgrind counts each under circuitpython-unix32 as the instructions of steps
    1..k less those of steps 1..k-1, over a pystone pass's, / 1,300."""
    if not shutil.which("valgrind"):
        print("instructions: valgrind not found")
        return
    opens = ((40, 36, 4, 44), (0, 4), (13, 38, 20), (80, 76), (22, 37, 12))
    picks = []
    for op in opens:
        g = Game()
        for m in op:
            g.play(m)
        best = None
        for rep in range(3):
            p = Ponder(g, 3, seed=7)
            ts = []
            while p.units < ponder_units:
                t0 = time.perf_counter()
                fin = p.step(20)
                ts.append(time.perf_counter() - t0)
                if fin:
                    break
            best = ts if best is None else [min(a, b) for a, b in zip(best, ts)]
        for i in sorted(range(len(best)), key=lambda i: -best[i])[:3]:
            picks.append((op, i + 1))
        picks.append((op, -len(best)))      # the reply after all of it
    scratch = tempfile.mkdtemp(prefix="bot_strength-")
    try:
        cp, lib = _prepare(scratch)
        if cp is None:
            return
        one = os.path.join(scratch, "steps.py")
        with open(one, "w") as f:
            f.write(PONDER_STEPS)
        pst = os.path.join(BENCH, "pystone.py")
        per_pass = (_irefs([cp, pst, "40000"]) - _irefs([cp, pst, "20000"])) / 20000.0
        steps = []
        replies = []
        for op, k in picks:
            mv = ",".join(map(str, op))
            run = [cp, "-X", "heapsize=128K", one, lib, mv]
            if k > 0:
                ms = (_irefs(run + [str(k), "0"]) - _irefs(run + [str(k - 1), "0"])) / per_pass / PYBADGE * 1000
                steps.append(ms)
            else:
                ms = (_irefs(run + [str(-k), "1"]) - _irefs(run + [str(-k), "0"])) / per_pass / PYBADGE * 1000
                replies.append(ms)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    print("instruction counts, pondering %d units in step(20) slices: the longest step %.1f ms, Ponder.reply() "
          "at most %.1f ms of PyBadge time (estimates; %d steps, %d replies counted)" % (
              ponder_units, max(steps), max(replies), len(steps), len(replies)))


if __name__ == "__main__":
    main(sys.argv[1:])
