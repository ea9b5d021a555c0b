"""What a cheaper Super Review costs (reviewtime60; prints, asserts nothing): fixed Super-Ultimate games analysed
on CPython by uttt.superreview.Analysis at the reference's 300 units a position and at other budgets, and how often
the cheaper analysis agrees with the 300-unit one.

    python tests/bench/review_budget.py GAMES [--ref UNITS] [BUDGET ...]

GAMES: a file of games, one a line, the moves (0..728) separated by spaces. BUDGET: units a position (``share``:
uttt.superreview's share of the game's length). Per game and budget: the units spent; the positions with a choice
whose best move is the same; the moves whose label (uttt.keymoments.label_index of the loss: best, good,
inaccuracy, mistake, blunder) is the same, and the mistakes or blunders (label >= 3) marked by both, by the 300 only
and by the cheaper only; each player's accuracy (per cent); the key moments (uttt.supermoments.moments) the same.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from uttt.super_rules import SuperGame  # noqa: E402
from uttt import superreview  # noqa: E402
from uttt.review import Analysis as _Analysis  # noqa: E402
from uttt.supermoments import moments  # noqa: E402
from uttt.keymoments import label_index  # noqa: E402


def analyse(moves, budget, mark):
    g = SuperGame()
    for m in moves:
        g.play(m)
    a = superreview.Analysis(g, mark)
    if budget != "share":   # every position at these units, none searched again (superreview's _next: reviewq61)
        a.budget = int(budget)
        a._next = lambda: _Analysis._next(a)
    while not a.step(10 ** 6):
        pass
    return a


def main(argv):
    ref = 300
    if "--ref" in argv:   # the analysis compared with (default 300)
        k = argv.index("--ref")
        ref = int(argv[k + 1])
        argv = argv[:k] + argv[k + 2:]
    budgets = argv[1:] or ["60", "100", "150", "share"]
    for k, line in enumerate(open(argv[0])):
        moves = [int(x) for x in line.split()]
        r = analyse(moves, ref, 1)
        pr = [r, r.percent()]
        r.mark = 2
        r._rate()
        pr.append(r.percent())
        rl = [label_index(r.loss[i]) for i in range(len(moves))]
        rm = moments(r.record())
        print("game %d: %d moves; at %d: %d units, accuracy %s / %s, %d mistakes or blunders, moments %s" % (
            k + 1, len(moves), ref, r.units, pr[1], pr[2], sum(x >= 3 for x in rl),
            [(m[0], m[1]) for m in rm]), flush=True)
        for b in budgets:
            a = analyse(moves, b, 1)
            c = [a.percent()]
            a.mark = 2
            a._rate()
            c.append(a.percent())
            choice = [i for i in range(len(moves)) if r.best[i] != r.none]
            same = sum(a.best[i] == r.best[i] for i in choice)
            al = [label_index(a.loss[i]) for i in range(len(moves))]
            lab = sum(al[i] == rl[i] for i in choice)
            both = sum(al[i] >= 3 and rl[i] >= 3 for i in choice)
            only_r = sum(rl[i] >= 3 > al[i] for i in choice)
            only_a = sum(al[i] >= 3 > rl[i] for i in choice)
            am = moments(a.record())
            ms = len(set((m[0], m[1]) for m in am) & set((m[0], m[1]) for m in rm))
            print("  budget %s (%s a position): %d units (%d %%); best move the same %d of %d (%d %%); label the same "
                  "%d (%d %%); mistakes or blunders: both %d, the reference's only %d, this one's only %d; accuracy %s / %s "
                  "(the reference: %s / %s); key moments the same %d of %d (this one %d)" % (
                      b, a.budget or 300, a.units, 100 * a.units // r.units, same, len(choice),
                      100 * same // len(choice), lab, 100 * lab // len(choice), both, only_r, only_a, c[0], c[1], pr[1], pr[2], ms, len(rm), len(am)), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
