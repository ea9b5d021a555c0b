"""The analysis of a finished Super-Ultimate game (uttt.superreview) and its key moments (uttt.supermoments):
issue 21, seed 002's review one level deeper (superreview45)."""

import os
import random
import subprocess
import sys

from support import cp_modules

from uttt.bot_ref import reference
from uttt.super_rules import SuperGame
from uttt.superreview import Analysis, NONE, load
from uttt.review import Analysis as _Analysis
from uttt import supermoments as SM

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NAMES = (None, "X", "O")


def random_game(seed, plies=None):
    rng = random.Random(seed)
    g = SuperGame()
    while not g.result and (plies is None or g.ply < plies):
        g.play(rng.choice(g.legal_moves()))
    return g


def random_game_to(moves):
    g = SuperGame()
    for m in moves:
        g.play(m)
    return g


def analysed(g, mark=1, units=40):
    a = Analysis(g, mark)
    while not a.step(units):
        pass
    return a


def test_a_game_of_the_searchs_own_choices_rates_100():
    g = SuperGame()
    while g.ply < 50:
        t = reference(g)
        while not t.step(64):
            pass
        g.play(t.move)
    for mark in (1, 2):
        a = analysed(g, mark)
        assert a.rated >= 20 and a.matched == a.rated and a.percent() == 100
        assert all(a.loss[i] == 0 for i in range(len(a.moves)))


def test_random_moves_rate_clearly_lower():
    for seed in (1, 2):
        g = random_game(seed)
        assert g.result
        for mark in (1, 2):
            a = analysed(g, mark)
            assert a.rated > 150 and a.percent() < 50, (seed, mark, a.percent())


def test_moves_past_255_forced_moves_and_the_record_round_trip():
    g = random_game(3, 120)
    a = analysed(g, 1, 7)
    assert any(m > 255 for m in a.moves) and list(a.moves) == g.moves
    rec = a.record()
    assert all(isinstance(x, (bytes, str, int, bool)) for x in rec)   # plain: no object of this module
    b = load(rec)
    assert b.done and (b.rated, b.matched, b.percent()) == (a.rated, a.matched, a.percent())
    assert list(b.best) == list(a.best) and list(b.score) == list(a.score)
    # a move with a single legal answer is not rated: the last empty cell of a small board
    one = _one_legal()
    assert a._choice(SuperGame()) and not a._choice(one)
    moves = one.moves
    f = analysed(random_game_to(moves + [one.legal_moves()[0]]), 1, 20)
    assert f.best[len(moves)] == NONE and f.loss[len(moves)] == 0


def test_a_sort_of_a_free_moves_roots_goes_on_in_the_same_frame():
    # analysis60: Super's search sorts a free move's roots in pieces of its step's units (superslice42), a step
    # that returns False (not done) with the sort left half done. The analysis's step then returns False too, so
    # the app's clock goes on with its next chunk in the same frame: None (the frame's end, and the next frame's
    # work from 2 units) only at a set-up (a module imported, the work area made, a position's search made) and
    # at the end. Before, each part of the sort ended the frame: the frames after did ~2 roots each (stall59).
    # What the analysis finds is the same in any slices.
    g = random_game(4, 90)
    a = Analysis(g, 1)
    parts = 0
    while True:
        t = a.thinker
        got = a.step(3)
        if got:
            break
        s = a.thinker
        if s is not None and s is t and s._area is not None and s._area[10][37]:   # _TSORT: the sort half done
            parts += 1
            assert got is False
        if got is None:
            assert s is not t or s is None or a.done
    assert parts > 20
    b = analysed(g, 1, 40)
    assert (list(a.best), list(a.loss), list(a.score)) == (list(b.best), list(b.loss), list(b.score))


def test_a_long_games_analysis_is_a_share_of_a_total():
    # reviewtime60: the reference's 300 units a position made a ~375-move game's analysis ~130,000 units, ~6-7
    # minutes of a PyBadge's. A game of over 80 moves gets a share of 24,000 units a position, at least 60 (with
    # the comparisons of the moves played: ~32,000 units for 380 moves); a short one the hint's 300, as before.
    g = random_game(1)
    n = len(g.moves)
    assert n > 300
    a = analysed(g, 1, 64)
    assert a.units < 110 * n, (a.units, n)   # (main: 210,673 units, 538 moves: ~390 a position)
    assert a.budget == 40   # (reviewq61: a share of 18,000, at least 40, and the mistakes searched again: below)
    assert load(a.record()).budget == 40 and load(Analysis(g).record()).budget == 40
    assert Analysis(random_game(4, 60)).budget == 300
    assert Analysis(random_game(3, 150)).budget == 120


def test_a_long_games_mistakes_are_the_hints_verdicts():
    # reviewq61: at a long game's share of units a position, about a quarter of the mistakes and blunders the Review
    # showed were not the 300-unit reference's (between two search players most of them). A move that gives away
    # over 60 points at the share is searched again at 300: the mistakes and blunders shown are the 300's verdicts
    # (while under 16 of them)
    # (main, 160 units a position for this 150-move game: its first mistake's best move and loss (522, 66), the 300's
    # (524, 75)).
    g = random_game(3, 150)
    a = analysed(g, 1, 64)
    full = Analysis(g, 1)
    full.budget = 300
    full._next = lambda: _Analysis._next(full)   # every position at 300, none searched again
    while not full.step(64):
        pass
    shown = [i for i in range(150) if a.loss[i] > 60]
    assert len(shown) > 10
    assert [(a.best[i], a.loss[i]) for i in shown] == [(full.best[i], full.loss[i]) for i in shown]
    assert a.again == len(shown) < 16 and a.units < full.units * 2 // 3   # (30,290 and 59,657 units)
    b = load(a.record())   # the count of mistakes again from the record
    assert b.again == len(shown) and b.budget == 120


def test_a_free_moves_choice_is_asked_of_the_open_small_boards_alone():
    # rate64: whether the side to move has a choice (two legal moves or more) was asked of every one of the 729
    # cells on a free move (uttt.review's _choice, is_legal cell by cell): late in a game, most boards closed, that
    # was ~30-60 ms of a PyBadge's in one unit of the rating (the Review's slowest frames). It is asked of the open
    # small boards' cells alone; the answer is the rules' own, in every position of these games (both options).
    a = Analysis(SuperGame(), 1)
    seen = [0, 0]
    for seed, opts in ((1, (0, 0)), (2, (1, 0)), (5, (0, 1)), (8, (1, 1))):
        rng = random.Random(seed)
        g = SuperGame(*opts)
        while not g.result:
            ms = g.legal_moves()
            g.is_legal = lambda m: seen.append(m)   # (not asked: the cells and the boards' masks are read)
            assert a._choice(g) == (len(ms) > 1), (seed, g.ply)
            del g.is_legal
            seen[g.forced < 0] += 1
            g.play(rng.choice(ms))
    assert len(seen) == 2 and seen[1] > 100, seen   # (free moves asked; main asked is_legal up to 729 times each)
    assert not a._choice(_one_legal())


def test_the_analysis_finds_what_it_found_with_the_rules_own_choice():
    # rate64: the rating's result unchanged: the same game analysed with the choice asked of the rules
    # (legal_moves(), as uttt.review's cell-by-cell asking answered) has the same record, so the same ratings.
    g = random_game(6, 140)
    a = analysed(g, 1, 40)
    b = Analysis(g, 1)
    b._choice = lambda p: len(p.legal_moves()) > 1
    while not b.step(40):
        pass
    assert a.record() == b.record() and (a.rated, a.matched) == (b.rated, b.matched)
    assert a.rated > 40


def _one_legal():
    # A position whose side to move has one legal move (a seeded random game's first).
    for seed in range(100):
        rng = random.Random(seed)
        g = SuperGame()
        while not g.result:
            ms = g.legal_moves()
            if len(ms) == 1:
                return g
            g.play(rng.choice(ms))
    raise AssertionError("no position with one legal move")


def test_the_moments_of_a_constructed_record(monkeypatch):
    # The moves of a random game, with the analysis made up: every move the search's own (loss 0, level), but
    # one blunder and one turn; the moments found are the ones the record says, and those the board gives.
    g = random_game(4)
    n = len(g.moves)
    a = Analysis(g, 1)
    a.i, a.done = n, True
    for i in range(n):
        a.best[i] = g.moves[i]
    blunder, turn = 30, 61
    a.loss[blunder] = 500       # a blunder that lost ground in a level game (no swing: no turn there)
    a.best[blunder] = 0
    for i in range(turn + 1, n + 1):   # X winning from move 62 on (values for the side to move)
        a.score[i] = 400 if i % 2 == 0 else -400
    rec = a.record()
    found = SM.moments(rec)
    kinds = dict((m[0], m[1]) for m in found)
    assert kinds[blunder] == "blunder" and found[[m[0] for m in found].index(blunder)][2] == 0
    assert kinds[turn] == "turn" and [m[1] for m in found].count("turn") == 1
    # every medium board decided before the end: a "medium" moment (a, b: the board and its new state), the
    # earliest kept when there are more than the eight moments
    h = SuperGame()
    mediums = []
    for i, m in enumerate(g.moves):
        h.play(m)
        c = h.last_medium_change()
        if c and not h.result:
            mediums.append((i, "medium", -1, m // 81, c))
    assert mediums and len(found) == 8   # (a random game: many small boards given away and taken at once)
    ranks = [SM._RANK.index(m[1]) for m in sorted(found, key=lambda m: SM._RANK.index(m[1]))]
    assert ranks[:2] == [0, 1]   # the blunder, the turn, then the kinds ranked next
    monkeypatch.setattr(SM, "_MAX", 100)   # all of them: every medium board decided is there
    every = SM.moments(rec)
    kinds = dict((m[0], m[1]) for m in every)
    for m in mediums:
        assert m in every or kinds[m[0]] in ("blunder", "turn", "steer", "fork"), m
    assert [m for m in every if m[1] == "medium"] == [m for m in mediums if m in every]
    assert found == [m for m in every if m in found]
    monkeypatch.undo()
    found = every
    texts = [SM.text(rec, m, NAMES) for m in found]
    assert texts[[m[0] for m in found].index(blunder)].startswith("%d. Blunder by %s" % (
        blunder + 1, "X" if blunder % 2 == 0 else "O"))
    assert any("medium board" in t for t in texts)
    summ = SM.summary(rec, NAMES)
    assert summ[0].startswith("X: ") and "Accuracy" in summ[2]


def test_a_small_board_given_away_to_steer():
    # X sends O to a small board O claims at once, loses nothing by it (a level game), and two moves later that
    # bought X something: a "steer", the small board named one level deeper.
    for seed in range(5, 40):
        g = random_game(seed)
        a = Analysis(g, 1)
        n = len(g.moves)
        a.i, a.done = n, True
        for i in range(n):
            a.best[i] = g.moves[i]
        found = SM.moments(a.record())
        steers = [m for m in found if m[1] == "steer"]
        if steers:
            i, _, _, k, got = steers[0]
            h = SuperGame()
            for m in g.moves[:i + 1]:
                h.play(m)
            assert h.forced == k == g.moves[i] % 81
            h.play(g.moves[i + 1])
            assert h.last_small_change() == 2 - (i & 1)   # the opponent claimed it at once
            t = SM.text(a.record(), steers[0], NAMES)
            assert " let " in t and "board in the" in t and "medium board" in t
            return
    raise AssertionError("no steer in 35 random games")


def test_forced_moves_are_not_rated_and_counts_add_up():
    g = random_game(6)
    a = analysed(g, 2)
    rec = a.record()
    for p in (1, 2):
        c = SM.counts(rec, p)
        assert sum(c[:5]) == c[5] and c[6] <= c[5]
    assert SM.counts(rec, 2)[5:] == [a.rated, a.matched]
    assert a.best.count(NONE) == sum(1 for i in range(len(g.moves)) if a.best[i] == NONE)


def test_it_loads_none_of_ultimates_search_nor_its_moments():
    code = ("import sys; sys.path.insert(0, %r)\n"
            "from uttt.super_rules import SuperGame\n"
            "from uttt.superreview import Analysis\n"
            "from uttt.supermoments import moments\n"
            "g = SuperGame()\n"
            "for m in %r: g.play(m)\n"
            "a = Analysis(g, 1)\n"
            "while not a.step(20): pass\n"
            "moments(a.record())\n"
            "print(sorted(n for n in sys.modules if n.startswith('uttt')))\n" % (ROOT, random_game(8, 30).moves))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    for name in ("uttt.bot_search", "uttt.bot_loop", "uttt.bot_eval", "uttt.moments", "uttt.codec", "uttt.classic"):
        assert "'%s'" % name not in out, out
    assert "'uttt.bot_super'" in out


DEVICE = """
import sys
sys.path.insert(0, sys.argv[1])
from uttt.super_rules import SuperGame
from uttt.superreview import Analysis
from uttt.supermoments import moments, text, summary
g = SuperGame()
for m in MOVES:
    g.play(m)
a = Analysis(g, 1)
while not a.step(20):
    pass
rec = a.record()
g = None
print("RATE", a.rated, a.matched, a.percent())
print("BEST", " ".join(str(m) for m in a.best))
print("LOSS", " ".join(str(m) for m in a.loss))
print("SCORE", " ".join(str(m) for m in a.score))
a = None
for m in moments(rec):
    print("TEXT", text(rec, m, (None, "You", "CPU")))
print("SUMMARY", len(summary(rec, (None, "You", "CPU"))))
print("OK")
"""


def test_it_runs_under_circuitpython_with_the_same_findings(tmp_path):
    # The real 32-bit CircuitPython, the modules as a board loads them (.mpy), in a 64K heap: the same record.
    cp, lib = cp_modules(tmp_path, ("__init__", "rules", "super_rules", "super_notation", "codecfmt", "bot_ref",
                                    "review", "superreview", "keymoments", "supermoments", "bot_super", "bot_supermoves",
                                    "bot_supereval"))
    script = tmp_path / "an.py"
    script.write_text(DEVICE.replace("MOVES", repr(random_game(7, 90).moves)))
    out = subprocess.run([cp, "-X", "heapsize=64K", str(script), lib], capture_output=True, text=True, timeout=900)
    assert out.returncode == 0 and "OK" in out.stdout, out.stdout[-2000:] + out.stderr[-2000:]
    ref = subprocess.run([sys.executable, str(script), ROOT], capture_output=True, text=True, timeout=900)
    assert ref.returncode == 0, ref.stderr
    assert out.stdout == ref.stdout
    assert "RATE" in out.stdout and "TEXT" in out.stdout
