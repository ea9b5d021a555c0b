"""How much work hard's search needs for a depth, and where its budget goes (prints figures, asserts nothing).

    .venv/bin/python tests/bench/search_tree.py                     # this checkout
    .venv/bin/python tests/bench/search_tree.py --root DIR          # another folder's uttt (a variant by hand)
    options: --positions N (default 150)   --depths 4,5,6   --budget N (default hard's)

A screen for search changes before the strength rows (docs/bot.md, "Strength benchmark": a 96-game row against
mcts16k takes minutes and moves by +-4.5%): on N positions of games (random moves that take a small board
when one can, 6-49 plies; the same positions every run, whatever the code measured), CPython:

* **tree size**: the units that fixed-depth searches (``Thinker(..., depth=D)``, no budget) take, summed. A
  change of move ordering or of windows that keeps the search exact keeps its values and changes only this; a
  smaller tree is a deeper search at the same units. (A change that costs instructions a unit must also be
  measured by tests/bench/search_speed.py: units alone hide that.)
* **the budget's split** at hard's budget: how many searches end on a finished iteration, on a partial one
  whose first root move was searched (its best move is played), on a partial one with nothing usable (its
  units are wasted: the last finished iteration's move is played), and the wasted units' share; the mean depth.
"""

import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if "--root" in sys.argv:
    ROOT = os.path.abspath(sys.argv[sys.argv.index("--root") + 1])
sys.path.insert(0, ROOT)

from uttt.rules import Game  # noqa: E402
from uttt.bot_search import Thinker, BUDGETS  # noqa: E402


def positions(n, seed=7):
    """n positions (lists of moves) of games: 6-49 plies of random moves that take a small board whenever one
    can (the bot's own moves would make the positions depend on the code measured)."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        g = Game()
        stop = rng.randrange(6, 50)
        while not g.result and g.ply < stop:
            moves = g.legal_moves()
            takes = []
            for m in moves:
                g.play(m)
                if g.boards[m // 9] in (1, 2):
                    takes.append(m)
                g.undo()
            g.play(rng.choice(takes or moves))
        if not g.result:
            out.append(list(g.moves))
    return out


def game(moves):
    g = Game()
    for m in moves:
        g.play(m)
    return g


def main(argv):
    def opt(name, default):
        return argv[argv.index(name) + 1] if name in argv else default

    n = int(opt("--positions", "150"))
    depths = [int(x) for x in opt("--depths", "4,5,6").split(",")]
    budget = int(opt("--budget", str(BUDGETS[3])))
    t0 = time.time()
    ps = positions(n)
    print("search tree: %s's uttt, %d positions of games" % (ROOT, n))
    for d in depths:
        units = 0
        for k, ms in enumerate(ps):
            t = Thinker(game(ms), 3, seed=k, budget=10 ** 8, depth=d)
            while not t.step(500):
                pass
            units += t.units
        print("  depth %d: %8d units (%.0f a position)" % (d, units, units / float(n)))
    fin = usable = 0
    wasted = units = depth = 0
    for k, ms in enumerate(ps):
        t = Thinker(game(ms), 3, seed=k, budget=budget)
        last = [0]
        end = t._end_iteration

        def ended(t=t, end=end, last=last):
            last[0] = t.units      # the units when each iteration ended (the instance's own hook: a bench only)
            return end()
        t._end_iteration = ended
        while not t.step(20):
            pass
        units += t.units
        depth += t.depth
        if t._iter == t.depth:
            fin += 1
        elif t._iter_move >= 0:
            usable += 1
        else:
            wasted += t.units - last[0]
    print("  budget %d: %d units, mean depth %.2f; the search ended on a finished iteration %d, on a partial one "
          "whose first root move was searched %d, on a partial one with nothing usable %d (its units wasted: %d, "
          "%.1f%% of all)  [%.0f s]" % (budget, units, depth / float(n), fin, usable, n - fin - usable, wasted,
                                         100.0 * wasted / max(1, units), time.time() - t0))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
