"""Fit the bot's evaluation weights (uttt/bot_eval.py's _W) to game results, offline on a PC.

    .venv/bin/python tests/bench/bot_tune.py games 3000 games.txt [--budget 600] [--seed 1]   # ~15 min
    .venv/bin/python tests/bench/bot_tune.py mcts-games 1000 m.txt [--sims 4000] [--seed 1]    # plain MCTS self-play
    .venv/bin/python tests/bench/bot_tune.py values 3000 v.txt [--sims 100000] [--seed 1]      # MCTS-valued positions
    .venv/bin/python tests/bench/bot_tune.py fit games.txt [more.txt ...] [--write] [--prior L] [--keep-scale]
                     [--hold 0,1,2] [--extra]

``games`` plays the bot against itself (level hard, BUDGET units a move; 2-8 random opening plies and 4% random
moves for variety) and writes one line per game: the result (1 X, 2 O, 3 draw) and the moves. ``fit`` takes every
position after the fourth ply that is not already won at once (the evaluation returns a proven win there) and
fits a logistic regression of the result, for the side to move (1 win, 0.5 draw, 0 loss), on the evaluation's 71
features (``features`` below, the same terms uttt.bot_eval.eval_ultimate adds up); it checks first that the
evaluation equals the weights times the features, prints the test loss of the current and the new weights, and
the new table as evaluation points (logits x 125: the scale the levels' noise and the rating margins are set in)
rounded to signed bytes. ``--write`` puts the table into uttt/bot_eval.py. Needs numpy (PC only).

``values`` (issue 20: distillation) labels positions with a strong search's value instead of a game's result:
positions from varied games (each move the bot's at 300 units, or plain MCTS's at 1,000 simulations, or 5% of
them random; three positions a game, after the fourth ply), each searched by tests/bench/mcts.c at SIMS
simulations; a line is "v VALUE MOVES": the most-visited move's mean result for the side to move (0..1).
``fit`` reads such lines with the others (a position's target is then its value). ``--prior L`` pulls the
weights toward the current ones (L2, strength L) instead of toward 0; ``--keep-scale`` rescales the result to the
current evaluation's spread over the positions.

``fit`` also reads tests/bench/bot_diagnose.py's ``play`` files (``.json``: hard's games against mcts16k, the
positions the bench's referee meets; issue 20's sixth session). ``--hold 0,1,2`` keeps those weights as they are
(the hand-set small boards owned) and fits the rest around them. ``--extra`` fits candidate terms beyond the 71
(``EXTRA`` below, weights printed, not written): a term is worth putting into the evaluation only if its fitted
weight is large and the table with it plays better.

Texel's method, from chess programming: cheap, and the positions are the bot's own, so the weights fit the
positions its search meets. Check the result with tests/bench/bot_strength.py before keeping it.
"""

import os
import random
import re
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from uttt.rules import Game, FULL, LINES, _POP  # noqa: E402
from uttt import bot_eval  # noqa: E402
from uttt.bot import Thinker  # noqa: E402

NF = 71
SCALE = 125.0    # evaluation points per logit


def _comp(m):
    """The cells that would complete a line of the 9-bit mask m (counted here on their own, not with the
    evaluation's _cells, so that the check below compares two ways of computing the terms)."""
    c = 0
    for i in range(0, 24, 3):
        line = (1 << LINES[i]) | (1 << LINES[i + 1]) | (1 << LINES[i + 2])
        if _POP[m & line] == 2:
            c |= line & ~m
    return c


EXTRA = ("squeezed", "traps for the opponent", "traps for the side to move")


def _traps(g, th_x, th_y):
    """Undecided boards that player x cannot take at once and whose every empty cell sends the other player y to
    a board y can take at once or to a closed board (a free move): sent there, x hands y a board or a free
    move, whatever x plays (th_x, th_y: the undecided boards each can take)."""
    out = 0
    undec = FULL & ~(g.big[1] | g.big[2] | g.big[3] | g.closed)
    for b in range(9):
        if (undec >> b) & 1 and not (th_x >> b) & 1:
            empty = FULL & ~(g.marks[1][b] | g.marks[2][b])
            if empty & ~(g.closed | th_y) == 0:
                out |= 1 << b
    return out


def features(g, extra=False):
    """The evaluation's terms for the side to move, in _W's order (None when it wins at once); with ``extra``
    the candidate terms of EXTRA after them."""
    E = bot_eval
    T = bot_eval.table()
    if abs(E.eval_ultimate(g, T)) > 900000:
        return None
    p = g.turn
    q = 3 - p
    bp, bq, bd = g.big[p], g.big[q], g.big[3]
    f = [0] * NF
    for b in range(9):
        k = 0 if b == 4 else (2 if b & 1 else 1)
        f[k] += ((bp >> b) & 1) - ((bq >> b) & 1)
    livep = 255 & ~E._TOUCH[bq | bd]
    liveq = 255 & ~E._TOUCH[bp | bd]
    hotp = livep & E._TOUCH[bp]
    hotq = liveq & E._TOUCH[bq]
    f[3] = _POP[E._TWO[bp] & livep] - _POP[E._TWO[bq] & liveq]
    f[4] = _POP[E._TOUCH[bp] & livep] - _POP[E._TOUCH[bq] & liveq]
    winp, winq = _comp(bp), _comp(bq)
    undec = FULL & ~(bp | bq | bd)
    thp = thq = 0
    for b in range(9):
        if not (undec >> b) & 1:
            continue
        th = E._THRU[b]
        x, o = g.marks[p][b], g.marks[q][b]
        for sign, mine, other, live, hot, win in ((1, x, o, livep, hotp, winp), (-1, o, x, liveq, hotq, winq)):
            lv = _POP[th & live]
            k = lv * (lv + 1) // 2 + _POP[th & hot] + 15 * ((win >> b) & 1)
            free = 255 & ~E._TOUCH[other]
            f[5 + k] += sign * _POP[E._TWO[mine] & free]
            f[35 + k] += sign * _POP[E._TOUCH[mine] & free]
        empty = FULL & ~(x | o)
        if _comp(x) & empty:
            thp |= 1 << b
        if _comp(o) & empty:
            thq |= 1 << b
    fo = g.forced
    if fo < 0:
        f[66 if thp & FULL & ~g.closed else 65] = 1
    elif (thp >> fo) & 1:
        f[67] = 1
    elif (thq >> fo) & 1:
        f[68] = 1
    f[69] = _POP[thp]
    f[70] = _POP[thq]
    if extra:
        tp, tq = _traps(g, thp, thq), _traps(g, thq, thp)
        f += [int(fo >= 0 and (tp >> fo) & 1), _POP[tq], _POP[tp]]
    return f


def current_weights():
    return list(bot_eval._WV)


def play_games(n, out, budget, seed):
    rnd = random.Random(seed)
    t0 = time.time()
    with open(out, "w") as fh:
        for i in range(n):
            g = Game()
            for _ in range(rnd.randrange(2, 9)):
                g.play(rnd.choice(g.legal_moves()))
            while not g.result:
                if rnd.random() < 0.04:
                    m = rnd.choice(g.legal_moves())
                else:
                    t = Thinker(g, 3, seed=rnd.randrange(1 << 16), budget=budget)
                    while not t.step(1 << 20):
                        pass
                    m = t.move
                g.play(m)
            fh.write("%d %s\n" % (g.result, " ".join(map(str, g.moves))))
            if i % 100 == 99:
                print("%d games, %.0f s" % (i + 1, time.time() - t0))
                fh.flush()


def play_mcts_games(n, out, sims, seed):
    """Games of plain MCTS against itself (tests/bench/mcts.c through bot_strength.py; the Python one without a C
    compiler), 2-8 random opening plies: positions and results from play that is not the bot's own."""
    sys.path.insert(0, os.path.join(ROOT, "tests", "bench"))
    import bot_strength
    player = bot_strength.mcts(sims, bot_strength.C_USUAL)
    rnd = random.Random(seed)
    t0 = time.time()
    with open(out, "w") as fh:
        for i in range(n):
            g = Game()
            for _ in range(rnd.randrange(2, 9)):
                g.play(rnd.choice(g.legal_moves()))
            while not g.result:
                g.play(player(g, rnd))
            fh.write("%d %s\n" % (g.result, " ".join(map(str, g.moves))))
            if i % 100 == 99:
                print("%d games, %.0f s" % (i + 1, time.time() - t0))
                fh.flush()


def play_values(n, out, sims, seed):
    """n games, three positions each labelled by mcts.c's value at ``sims`` simulations ("v VALUE MOVES" lines)."""
    import subprocess
    sys.path.insert(0, os.path.join(ROOT, "tests", "bench"))
    import bot_strength
    exe = bot_strength.c_mcts()
    if not exe:
        raise SystemExit("values needs a C compiler (tests/bench/mcts.c)")
    proc = subprocess.Popen([exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    weak = bot_strength.mcts(1000, bot_strength.C_USUAL)
    rnd = random.Random(seed)
    t0 = time.time()
    with open(out, "w") as fh:
        for i in range(n):
            g = Game()
            for _ in range(rnd.randrange(2, 7)):
                g.play(rnd.choice(g.legal_moves()))
            while not g.result:
                r = rnd.random()
                if r < 0.05:
                    m = rnd.choice(g.legal_moves())
                elif r < 0.5:
                    m = weak(g, rnd)
                else:
                    t = Thinker(g, 3, seed=rnd.randrange(1 << 16), budget=300)
                    while not t.step(1 << 20):
                        pass
                    m = t.move
                g.play(m)
            moves = g.moves
            picks = set(rnd.randrange(4, len(moves)) for _ in range(3)) if len(moves) > 4 else ()
            for k in sorted(picks):
                p = Game()
                for m in moves[:k]:
                    p.play(m)
                if p.result or features(p) is None:
                    continue
                proc.stdin.write("V %d 1.0 %d %s\n" % (sims, rnd.getrandbits(48), " ".join(map(str, moves[:k]))))
                proc.stdin.flush()
                v = float(proc.stdout.readline().split()[1])
                fh.write("v %.4f %s\n" % (v, " ".join(map(str, moves[:k]))))
            fh.flush()
            if i % 50 == 49:
                print("%d games, %.0f s" % (i + 1, time.time() - t0))
                sys.stdout.flush()
    proc.stdin.close()


def _json_games(name):
    """(result: 1 X, 2 O, 3 a draw; moves) of each game in a bot_diagnose.py ``play`` file."""
    import json
    for rec in json.load(open(name)):
        r, side = rec["result"], rec["side"]
        yield (3 if r == 0 else (side if r == 1 else 3 - side)), rec["moves"]


def load(files, extra=False):
    xs, ys = [], []
    for name in files:
        if name.endswith(".json"):
            for res, moves in _json_games(name):
                _add(xs, ys, res, moves, extra)
            continue
        for line in open(name):
            if line.startswith("v "):
                # a position and its value (play_values): the target is the value
                parts = line.split()
                g = Game()
                for m in parts[2:]:
                    g.play(int(m))
                f = features(g, extra)
                if f is not None:
                    xs.append(f)
                    ys.append(float(parts[1]))
                continue
            parts = [int(v) for v in line.split()]
            if len(parts) >= 2:
                _add(xs, ys, parts[0], parts[1:], extra)
    return xs, ys


def _add(xs, ys, res, moves, extra):
    # every position after the fourth ply, not won at once, and the game's result for its side to move
    g = Game()
    for i, m in enumerate(moves):
        if i >= 4:
            f = features(g, extra)
            if f is not None:
                xs.append(f)
                ys.append(0.5 if res == 3 else float(res == g.turn))
        g.play(m)


def check(xs_games=200):
    """The evaluation is the current weights times the features, on random positions."""
    w = current_weights()
    rnd = random.Random(1)
    T = bot_eval.table()
    n = 0
    while n < xs_games:
        g = Game()
        for _ in range(rnd.randrange(0, 60)):
            if g.result:
                break
            g.play(rnd.choice(g.legal_moves()))
        if g.result:
            continue
        f = features(g)
        if f is None:
            continue
        n += 1
        assert bot_eval.eval_ultimate(g, T) == sum(a * b for a, b in zip(w, f)), g.moves


def fit(files, write, prior=0.0, keep_scale=False, hold=(), extra=False):
    import numpy as np

    check()
    xs, ys = load(files, extra)
    X = np.array(xs, dtype=float)
    Y = np.array(ys)
    nf = X.shape[1]
    print("%d positions" % len(Y))
    order = np.random.RandomState(0).permutation(len(Y))
    cut = len(Y) * 4 // 5
    tr, te = order[:cut], order[cut:]

    def loss(w, idx):
        p = 1 / (1 + np.exp(-(X[idx] @ w)))
        return -np.mean(Y[idx] * np.log(p + 1e-12) + (1 - Y[idx]) * np.log(1 - p + 1e-12))

    old = np.zeros(nf)
    old[:NF] = np.array(current_weights(), dtype=float) / SCALE
    # the L2 term pulls toward zero, or with --prior LAMBDA toward the current weights (few positions: the
    # weights the data says little about stay as they are); the held weights start and stay at the current ones
    w0 = old.copy() if prior else np.zeros(nf)
    free = np.ones(nf)
    for i in hold:
        w0[i] = old[i]
        free[i] = 0
    lam = prior or 1e-4
    w = w0.copy()
    m = np.zeros(nf)
    v = np.zeros(nf)
    for t in range(1, 2001):      # Adam on the log loss, a little L2
        p = 1 / (1 + np.exp(-(X[tr] @ w)))
        grad = (X[tr].T @ (p - Y[tr]) / len(tr) + lam * (w - w0)) * free
        m = 0.9 * m + 0.1 * grad
        v = 0.999 * v + 0.001 * grad * grad
        w -= 0.05 * (m / (1 - 0.9 ** t)) / (np.sqrt(v / (1 - 0.999 ** t)) + 1e-9)
    print("test loss: current weights %.4f, new %.4f" % (loss(old, te), loss(w, te)))

    def mse(w, idx):
        # held-out squared error of the probability, each table at its best logistic scaling (values' fits)
        return min(np.mean((1 / (1 + np.exp(-k * (X[idx] @ w))) - Y[idx]) ** 2) for k in np.linspace(0.1, 2, 39))
    print("test squared error: a constant %.4f, current weights %.4f, new %.4f"
          % (np.mean((Y[te] - Y[tr].mean()) ** 2), mse(old, te), mse(w, te)))
    if keep_scale:
        # the same spread of the evaluation over these positions as the current weights' (the levels' noise and
        # the rating's margins are set in its points)
        k = np.std(X @ old) / max(1e-9, np.std(X @ w))
        w = w * k
        print("scaled by %.3f to the current spread: test loss %.4f" % (k, loss(w, te)))
    table = [int(x) for x in np.clip(np.round(w * SCALE), -128, 127)]
    for i, name in enumerate(EXTRA[:nf - NF]):
        print("extra term %s: %d points (%d positions where it is not 0)" % (name, table[NF + i],
                                                                            np.count_nonzero(X[:, NF + i])))
    table = table[:NF]
    print("weights:", table)
    literal = repr(bytes(x & 255 for x in table))
    print("_W = " + literal)
    if write:
        path = os.path.join(ROOT, "uttt", "bot_eval.py")
        src = open(path).read()
        src = re.sub(r"^_W = b.*$", lambda _: "_W = " + literal, src, flags=re.M)
        with open(path, "w") as fh:
            fh.write(src)
        print("written to", path)


def main(argv):
    def opt(name, default):
        return argv[argv.index(name) + 1] if name in argv else default

    if argv[:1] == ["games"]:
        play_games(int(argv[1]), argv[2], int(opt("--budget", "600")), int(opt("--seed", "1")))
    elif argv[:1] == ["mcts-games"]:
        play_mcts_games(int(argv[1]), argv[2], int(opt("--sims", "4000")), int(opt("--seed", "1")))
    elif argv[:1] == ["values"]:
        play_values(int(argv[1]), argv[2], int(opt("--sims", "100000")), int(opt("--seed", "1")))
    elif argv[:1] == ["fit"]:
        args = [a for i, a in enumerate(argv[1:]) if not a.startswith("--") and argv[i] not in ("--prior", "--hold")]
        hold = [int(i) for i in opt("--hold", "").split(",") if i]
        fit(args, "--write" in argv, float(opt("--prior", "0")), "--keep-scale" in argv, hold, "--extra" in argv)
    else:
        print(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
