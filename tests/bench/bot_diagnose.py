"""Issue 20's diagnosis: where hard loses to plain MCTS, move by move (prints tables, asserts nothing).

    .venv/bin/python tests/bench/bot_diagnose.py play games.json [--openings 48] [--budget N] [--first K]
    .venv/bin/python tests/bench/bot_diagnose.py judge games.json [--sims 200000] [--deep 20000] [--drop 0.15]
                     [--cache v.json]
    .venv/bin/python tests/bench/bot_diagnose.py pair new.json old.json   (two ``play`` files, the same openings;
                     a,b.json: several files as one, e.g. openings 1-48 and 49-96)
    .venv/bin/python tests/bench/bot_diagnose.py endgame games.json [--empties 16]

``play`` plays hard against mcts16k exactly as tests/bench/bot_strength.py does (the same openings, seeds and
opponent: its W-D-L is the bench's row) and keeps every game's moves and hard's search of each of its moves. ``pair`` prints each file's W-D-L and score, and the paired difference
(bot_strength's: per opening, both sides) of the first minus the second: how a change is screened (docs/bot.md).

``endgame`` solves every position of the games exactly once at most EMPTIES empty cells are left in the open
boards (``Solver``: alpha-beta on win/draw/loss with a table of bounds; ~0.1-10 s a game at 16 on CPython), and
prints per game the exact value for hard where the games enter that phase, the result, and the moves of each
side that lost value: what an exact endgame solver in hard could win back (issue 20, eighteenth session).

``judge`` takes the games hard lost. A referee, tests/bench/mcts.c at SIMS simulations (its "V" lines: the
most-visited move and its mean result for the side to move, 0..1), values every position of them. A move of
hard's loses ``drop`` = the referee's value before it (its best move's) minus the value after it (one minus the
opponent's). Each move that loses at least DROP (and each game's worst) is looked at again: the referee values
its own best move's position the same way, hard searches the position with DEEP units, and the move is put in
one class, the first that fits:

  endgame    five or more boards closed when hard moved
  tactical   the deep search plays a move the referee values at least half the drop better: the error lay a
             few plies beyond hard's horizon
  sign       hard's search gave its move +40 points or more (it thought itself better) and the referee gives
             hard 0.35 or less after it: the evaluation's sign wrong
  strategic  the rest: the deep search keeps the move (or another as bad); the evaluation prefers it

and facts printed beside: whether the move (and the referee's) gave a free move or sent the opponent to a
board they could take at once, whether hard took a board, and how many boards each side took in the next
four plies of the game.
"""

import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import bot_strength as bs  # noqa: E402
from bot_strength import Game, Thinker  # noqa: E402
from uttt.rules import WIN  # noqa: E402


def play(path, n_open, first, budget):
    ops = bs.openings(first + n_open)[first:]
    opp = bs._opponent("mcts16k")
    out = []
    w = d = l = 0
    for k, op in enumerate(ops):
        for side in (1, 2):
            rec = {}
            r = bs.play_game(op, side, 3, opp, 1000 * k + side, bs.Stats(), 0, budget, rec)   # the bench's seeds
            w += r == 1
            d += r == 0
            l += r == -1
            out.append({"k": k + first, "first": first, "side": side, "result": r, "moves": rec["moves"],
                        "bot": {str(p): v for p, v in rec["bot"].items()}})
    with open(path, "w") as fh:
        json.dump(out, fh)
    print("hard vs mcts16k: %d-%d-%d over %d games; %s" % (w, d, l, w + d + l, path))


class Referee:
    def __init__(self, sims, cache):
        self.sims = sims
        self.cache_path = cache
        self.cache = {}
        if cache and os.path.exists(cache):
            with open(cache) as fh:
                self.cache = json.load(fh)
        self.proc = subprocess.Popen(["nice", "-n", "19", bs.c_mcts()], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)

    def value(self, moves):
        """(best move, value for the side to move 0..1) of the position after ``moves``."""
        g = Game()
        for m in moves:
            g.play(m)
        if g.result:
            return -1, 0.5 if g.result == 3 else 0.0   # the side to move has lost (or a draw)
        key = "%d:%s" % (self.sims, " ".join(map(str, moves)))
        if key not in self.cache:
            self.proc.stdin.write("V %d 1.0 %d %s\n" % (self.sims, 7 + len(moves), " ".join(map(str, moves))))
            self.proc.stdin.flush()
            m, v = self.proc.stdout.readline().split()
            self.cache[key] = (int(m), float(v))
        return tuple(self.cache[key])

    def save(self):
        if self.cache_path:
            with open(self.cache_path, "w") as fh:
                json.dump(self.cache, fh)


def _takeable(g, b, p):
    """True if player p, sent to small board b, could take it with one move."""
    if (g.closed >> b) & 1:
        return False
    mine = g.marks[p][b]
    empty = 0x1FF & ~(mine | g.marks[3 - p][b])
    while empty:
        c = empty & -empty
        if WIN[mine | c]:
            return True
        empty ^= c
    return False


def facts(g, m):
    """What move m does for the side to move: 'take' (takes its board), 'free' (gives a free move), 'send'
    (sends the opponent to a board they can take at once)."""
    p = g.turn
    before = g.big[p]
    g.play(m)
    out = []
    if g.big[p] != before:
        out.append("take")
    if not g.result:
        if g.forced < 0:
            out.append("free")
        elif _takeable(g, g.forced, g.turn):
            out.append("send")
    g.undo()
    return "+".join(out) or "-"


def boards_taken(moves, start, plies, side):
    """Boards each side took in plies start..start+plies-1 of the game: (side's, the other's)."""
    g = Game()
    for m in moves[:start]:
        g.play(m)
    mine = theirs = 0
    for m in moves[start:start + plies]:
        p = g.turn
        n = g.count_boards(p)
        g.play(m)
        if g.count_boards(p) > n:
            if p == side:
                mine += 1
            else:
                theirs += 1
    return mine, theirs


def judge(path, sims, deep, min_drop, cache):
    games = json.load(open(path))
    lost = [x for x in games if x["result"] == -1]
    ref = Referee(sims, cache)
    rows = []
    print("%d games, %d lost; the referee: mcts.c at %d simulations; deep hard: %d units" % (
        len(games), len(lost), sims, deep))
    for n, x in enumerate(lost):
        moves, side = x["moves"], x["side"]
        vals = [ref.value(moves[:p]) for p in range(2, len(moves))]   # positions from ply 2 (after the opening)
        ref.save()
        drops = []
        for p in range(2, len(moves)):
            if (p % 2 == 0) != (side == 1):
                continue
            before = vals[p - 2][1]
            after = 1 - (vals[p - 1][1] if p + 1 < len(moves) else ref.value(moves[:p + 1])[1])
            drops.append((before - after, p, before, after))
        worst = max(drops)
        picked = [t for t in drops if t[0] >= min_drop or t is worst]
        for drop, p, before, after in picked:
            g = Game()
            for m in moves[:p]:
                g.play(m)
            best = vals[p - 2][0]
            hm = moves[p]
            score, depth, _ = x["bot"][str(p)]
            after_best = 1 - ref.value(moves[:p] + [best])[1] if best != hm else after
            t = Thinker(g, 3, seed=1000 * (x["k"] - x.get("first", 0)) + side + p, budget=deep)
            while not t.step(1 << 20):
                pass
            after_deep = 1 - ref.value(moves[:p] + [t.move])[1] if t.move != hm else after
            closed = bin(g.closed).count("1")
            if closed >= 5:
                kind = "endgame"
            elif after_deep >= after + drop / 2:
                kind = "tactical"
            elif score >= 40 and after <= 0.35:
                kind = "sign"
            else:
                kind = "strategic"
            took = boards_taken(moves, p + 1, 4, side)
            rows.append((kind, x["k"], side, p, closed, g.forced < 0, before, after, after_best, drop, score, depth,
                         facts(g, hm), facts(g, best), t.depth, after_deep, took))
        ref.save()
        print("  game %d/%d judged (opening %d, hard %s)" % (n + 1, len(lost), x["k"], "XO"[side - 1]))
        sys.stdout.flush()
    print()
    print("open  hard  ply closed free  before  after  after(ref) drop   score depth  move     ref's    "
          "deep: depth after  next 4 plies taken (hard, mcts)  class")
    for r in rows:
        (kind, k, side, p, closed, free, before, after, after_best, drop, score, depth, f_h, f_b, dd, ad, took) = r
        print("%4d  %4s  %3d  %5d  %4s  %6.2f  %5.2f  %10.2f  %5.2f %7d %5d  %-8s %-8s %11d %5.2f  %d, %d  %s" % (
            k, "XO"[side - 1], p, closed, "yes" if free else "", before, after, after_best, drop, score, depth,
            f_h, f_b, dd, ad, took[0], took[1], kind))
    print()
    print("class       moves  mean drop  games whose worst move is of the class")
    worst = {}
    for r in rows:
        key = (r[1], r[2])
        if key not in worst or r[9] > worst[key][9]:
            worst[key] = r
    for kind in ("endgame", "tactical", "sign", "strategic"):
        sel = [r for r in rows if r[0] == kind]
        mean = sum(r[9] for r in sel) / len(sel) if sel else 0
        print("%-10s %6d  %9.2f  %d" % (kind, len(sel), mean, sum(r[0] == kind for r in worst.values())))
    for what, col in (("hard's move", 12), ("the referee's move", 13)):
        tally = {}
        for r in rows:
            tally[r[col]] = tally.get(r[col], 0) + 1
        print("%s: %s" % (what, ", ".join("%s %d" % kv for kv in sorted(tally.items()))))


def _games(paths):
    out = []
    for path in paths.split(","):
        with open(path) as fh:
            out.extend(json.load(fh))
    return sorted(out, key=lambda g: (g["k"], g["side"]))


def pair(new, old):
    runs = []
    for path in (new, old):
        games = _games(path)
        res = [g["result"] for g in games]
        w, d, l = res.count(1), res.count(0), res.count(-1)
        print("%s: %d-%d-%d, %.1f%% +-%.1f" % ((path, w, d, l) + bs.score_line(w, d, l)))
        runs.append(([g["k"] for g in games], [(res[i] + res[i + 1] + 2) / 2.0 for i in range(0, len(res), 2)]))
    assert runs[0][0] == runs[1][0], "not the same openings"
    print("paired, first minus second: %+.1f%% +-%.1f a game; openings better %d, the same %d, worse %d"
          % bs.paired(runs[0][1], runs[1][1]))


def empties(g):
    """Empty cells in the boards still open."""
    n = 0
    for b in range(9):
        if not (g.closed >> b) & 1:
            n += g.cells[9 * b:9 * b + 9].count(0)
    return n


class Solver:
    """Exact values (1 win, 0 draw, -1 loss for the side to move): alpha-beta, a table of bounds by position."""

    def __init__(self):
        self.table = {}

    def solve(self, g, a=-1, b=1):
        key = (bytes(g.cells), g.forced)
        e = self.table.get(key)
        if e is not None:
            if e[0] >= b or e[0] == e[1]:
                return e[0]
            if e[1] <= a:
                return e[1]
            a = max(a, e[0])
            b = min(b, e[1])
        a0 = a
        best = -2
        p = g.turn
        for m in g.legal_moves():
            g._push(m)
            r = g.result
            v = (0 if r == 3 else 1 if r == p else -1) if r else -self.solve(g, -b, -max(a, best))
            g.undo()
            if v > best:
                best = v
                if best >= b:
                    break
        lo, hi = (-1, best) if best <= a0 else (best, 1) if best >= b else (best, best)
        if e is not None:
            lo, hi = max(lo, e[0]), min(hi, e[1])
        self.table[key] = (lo, hi)
        return best


def endgame(path, most):
    rows = []
    for gm in _games(path):
        side = gm["side"]
        g = Game()
        s = Solver()
        vals = []   # (ply, hard to move, exact value for hard) from the first position with at most ``most`` empty
        for m in gm["moves"]:
            if not g.result and empties(g) <= most:
                v = s.solve(g)
                vals.append((g.ply, g.turn == side, v if g.turn == side else -v))
            g.play(m)
        lost = [(vals[j][0], vals[j][2], vals[j + 1][2]) for j in range(len(vals) - 1)
                if vals[j][1] and vals[j + 1][2] < vals[j][2]]
        gave = [(vals[j][0], vals[j][2], vals[j + 1][2]) for j in range(len(vals) - 1)
                if not vals[j][1] and vals[j + 1][2] > vals[j][2]]
        rows.append((gm, vals[0] if vals else None, lost, gave))
        print("opening %3d  hard %s  result %+d  %s%s%s" % (
            gm["k"] + 1, "XO"[side - 1], gm["result"],
            "exact %+d at ply %d" % (vals[0][2], vals[0][0]) if vals else "ended before %d empty cells" % most,
            "  hard lost value at %s" % lost if lost else "", "  MCTS gave value at %s" % gave if gave else ""))
    seen = [r for r in rows if r[1]]
    pts = sum((r[0]["result"] + 1) / 2.0 for r in seen)
    entry = sum((r[1][2] + 1) / 2.0 for r in seen)
    hard = sum((r[2][0][1] - r[2][-1][2]) / 2.0 for r in seen if r[2])
    print("%d games, %d reach %d empty cells: there hard's exact points %.1f, its points at the end %.1f; hard's "
          "endgame moves lost %.1f points (%d games), MCTS's gave %d games" % (
              len(rows), len(seen), most, entry, pts, hard, sum(1 for r in seen if r[2]),
              sum(1 for r in seen if r[3])))


def main(argv):
    def opt(name, default):
        return argv[argv.index(name) + 1] if name in argv else default

    try:
        os.nice(19)     # a shared machine: the diagnosis gives way (the referee runs under nice 19 too)
    except (AttributeError, OSError):
        pass
    if argv[0] == "play":
        play(argv[1], int(opt("--openings", "48")), int(opt("--first", "0")), int(opt("--budget", "0")) or None)
    elif argv[0] == "judge":
        judge(argv[1], int(opt("--sims", "200000")), int(opt("--deep", "20000")), float(opt("--drop", "0.15")),
              opt("--cache", None))
    elif argv[0] == "pair":
        pair(argv[1], argv[2])
    elif argv[0] == "endgame":
        endgame(argv[1], int(opt("--empties", "16")))
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
