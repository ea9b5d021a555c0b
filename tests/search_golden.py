"""Golden results of the bot's search: a safety net for making the search cheaper without changing what it finds.

``positions()`` builds 32 fixed positions (Ultimate with both options, Classic, Wild: openings, middle games, free
moves, positions near the end), each from a list of moves. ``rows()`` searches each position at each level's
budget (and, for Ultimate, at three times hard's budget and a rating search: two root moves with a full window, uttt.bot_ref.compare's kind) in
``step(20)`` slices, as the app steps them, and gives, per row, the move, score, depth and work units found.

    .venv/bin/python tests/search_golden.py            # print the rows
    .venv/bin/python tests/search_golden.py --write    # record them in tests/search_golden.txt

The recorded file was written from main's search (before issue 20's speed-ups of the search), and again for the
stop rule (stop29: the levels' rows end on a finished iteration once more than half the budget is spent; the
moves, the x3 rows, which spend their budget in full as pondering's jobs do, and the rating rows stayed as they
were but for two easy and medium moves); tests/test_search_golden.py checks today's search against it, on
CPython and (the harder rows) on CircuitPython. Only write it again for a change that is meant to change the
search's results, and say so in the commit.
"""

import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

GOLDEN = os.path.join(HERE, "search_golden.txt")
BUDGETS = (1, 60, 300, 1400)   # uttt.bot_search.BUDGETS as recorded (a change of budgets is a change of results)


def _random_game(variant, seed, plies, stay_open=False, most_boards=False, want=None):
    """Moves of a seeded random game, ``plies`` long (fewer if it ends first), ending in a position for which
    ``want(game)`` holds if given (the first such ply from ``plies`` on)."""
    from uttt.rules import Game
    from uttt.classic import Classic
    rng = random.Random(seed)
    while True:
        g = Game(stay_open, most_boards) if variant == "ultimate" else Classic(variant == "wild")
        while not g.result:
            if g.ply >= plies and (want is None or want(g)):
                return g.moves
            g.play(rng.choice(g.legal_moves()))
        rng = random.Random(rng.random())   # the game ended first: another one


def _played_game(seed, plies, want=None):
    """Moves of a game between the bot's medium and easy levels (positions a player meets: less random)."""
    from uttt.rules import Game
    from uttt.bot_search import Thinker
    g = Game()
    rng = random.Random(seed)
    g.play(rng.randrange(81))
    while not g.result:
        if g.ply >= plies and (want is None or want(g)):
            return g.moves
        # (``whole``: the levels' moves as recorded, before the stop rule: the positions stay as they were)
        t = Thinker(g, 2 if g.ply % 2 else 1, seed=seed * 100 + g.ply, whole=True)
        while not t.step(1 << 20):
            pass
        g.play(t.move)
    return g.moves[:-1]


def _free(g):
    return g.forced < 0


def _closed(k):
    return lambda g: bin(g.closed).count("1") >= k


def positions():
    """[(name, variant, options, moves)]: the positions of the golden rows (fixed: they come from seeds)."""
    out = []
    u = "ultimate"
    out.append(("start", u, (), []))
    out.append(("centre", u, (), [40]))
    out.append(("corner", u, (), [0]))
    out.append(("two plies", u, (), [40, 36]))
    for i, plies in enumerate((6, 10, 14, 20)):
        out.append(("random %d" % plies, u, (), _random_game(u, 10 + i, plies)))
    for i, plies in enumerate((12, 18, 26, 34)):
        out.append(("played %d" % plies, u, (), _played_game(20 + i, plies)))
    out.append(("free move early", u, (), _random_game(u, 30, 12, want=_free)))
    out.append(("free move mid", u, (), _random_game(u, 31, 30, want=_free)))
    out.append(("free move played", u, (), _played_game(32, 24, want=_free)))
    out.append(("three boards closed", u, (), _random_game(u, 33, 20, want=_closed(3))))
    out.append(("near end", u, (), _random_game(u, 34, 40, want=_closed(6))))
    out.append(("near end free", u, (), _random_game(u, 35, 40, want=lambda g: _closed(6)(g) and _free(g))))
    out.append(("played near end", u, (), _played_game(36, 40, want=_closed(5))))
    out.append(("late", u, (), _random_game(u, 37, 55)))
    out.append(("stay open", u, ("stay_open",), _random_game(u, 40, 30, True, want=lambda g: any(g.boards))))
    out.append(("stay open free", u, ("stay_open",), _random_game(u, 47, 18, True, want=_free)))
    out.append(("most boards", u, ("most_boards",), _random_game(u, 43, 30, False, True, want=_closed(4))))
    for v in ("classic", "wild"):
        out.append((v + " start", v, (), []))
        out.append((v + " 1", v, (), _random_game(v, 50, 1)))
        out.append((v + " 2", v, (), _random_game(v, 51, 2)))
        out.append((v + " 3", v, (), _random_game(v, 52, 3)))
        out.append((v + " 5", v, (), _random_game(v, 53, 5)))
    return out


def game_of(variant, options, moves):
    from uttt.rules import Game
    from uttt.classic import Classic
    if variant == "ultimate":
        g = Game("stay_open" in options, "most_boards" in options)
    else:
        g = Classic(variant == "wild")
    for m in moves:
        g.play(m)
    return g


def search(g, level, seed, budget, only=None, depth=None, whole=False):
    """(move, score, depth, units) of a Thinker stepped in 20-unit slices."""
    from uttt.bot_search import Thinker
    t = Thinker(g, level, seed=seed, budget=budget, only=only, depth=depth, whole=whole)
    while not t.step(20):
        pass
    return t.move, t.score, t.depth, t.units


def rows():
    """[(name, what, (move, score, depth, units))] for every position: each level at its budget (seed: the
    position's index), and for Ultimate a rating search of the hard move against the first other legal move."""
    out = []
    for k, (name, variant, options, moves) in enumerate(positions()):
        g = game_of(variant, options, moves)
        hard = None
        for lv in range(4):
            r = search(g, lv, k, BUDGETS[lv])
            out.append((name, "level %d" % lv, r))
            if lv == 3:
                hard = r
        if variant == "ultimate":
            # three times hard's budget: the deeper searches pondering makes (4,200 units, spent in full as
            # uttt.ponder's jobs spend theirs: ``whole``, no stop rule)
            out.append((name, "level 3 x3", search(g, 3, k, 3 * BUDGETS[3], whole=True)))
        if variant == "ultimate":
            other = [m for m in g.legal_moves() if m != hard[0]]
            if other:
                r = search(g, 3, k, 1 << 29, only=(hard[0], other[0]), depth=max(1, min(hard[2], 3)))
                out.append((name, "compare %d %d" % (hard[0], other[0]), r))
    return out


def line(name, what, r):
    return "%s | %s | %d %d %d %d" % (name, what, r[0], r[1], r[2], r[3])


def read():
    """The recorded rows: [(name, what, (move, score, depth, units))]."""
    out = []
    with open(GOLDEN) as f:
        for s in f:
            s = s.strip()
            if not s or s.startswith("#"):
                continue
            name, what, nums = [x.strip() for x in s.split("|")]
            out.append((name, what, tuple(int(x) for x in nums.split())))
    return out


def main(argv):
    lines = [line(*r) for r in rows()]
    if "--write" in argv:
        with open(GOLDEN, "w") as f:
            f.write("# tests/search_golden.py --write: name | search | move score depth units (do not edit)\n")
            for s in lines:
                f.write(s + "\n")
        print("wrote %d rows to %s" % (len(lines), GOLDEN))
    else:
        for s in lines:
            print(s)


if __name__ == "__main__":
    main(sys.argv[1:])
