"""uttt.bot: legal moves from any position, determinism, hints, cancelling, tactics, ratings."""

import random

import pytest

from uttt.rules import Game
from uttt.classic import Classic
from uttt.bot import best_move, hint, rate_move, Thinker, LEVELS, BUDGETS, level_index


def random_position(rnd, stay_open=False, most_boards=False, plies=None):
    """A game after a random number of random moves (still going), or None if it ended first."""
    g = Game(stay_open=stay_open, most_boards=most_boards)
    n = rnd.randrange(0, 75) if plies is None else plies
    for _ in range(n):
        if g.result:
            return None
        g.play(rnd.choice(g.legal_moves()))
    return None if g.result else g


def positions(count, seed, **opts):
    rnd = random.Random(seed)
    out = []
    while len(out) < count:
        g = random_position(rnd, **opts)
        if g is not None:
            out.append(g)
    return out


def snapshot(g):
    return (bytes(g.cells), bytes(g.boards), g.turn, g.forced, g.result, g.ply, g.moves)


@pytest.mark.parametrize("opts", [{}, {"stay_open": True}, {"most_boards": True},
                                  {"stay_open": True, "most_boards": True}])
@pytest.mark.parametrize("level", [0, 1, 2, 3])
def test_always_a_legal_move_and_the_game_untouched(level, opts):
    # hard gets a smaller budget here to keep the suite fast; the search and its cut-off are the same code
    budget = 200 if level == 3 else None
    for i, g in enumerate(positions(60, 100 + level, **opts)):
        before = snapshot(g)
        m = best_move(g, level, seed=i, budget=budget)
        assert g.is_legal(m), (g.moves, m)
        assert snapshot(g) == before


def test_near_the_end_and_free_moves():
    rnd = random.Random(7)
    seen = 0
    for _ in range(400):
        g = random_position(rnd, plies=rnd.randrange(45, 80), stay_open=rnd.random() < 0.5)
        if g is None:
            continue
        seen += 1
        for level in LEVELS:
            m = best_move(g, level, seed=seen)
            assert g.is_legal(m)
    assert seen > 30


def test_full_games_every_level_against_each_other():
    for a in range(4):
        g = Game()
        b = 3 - a
        while not g.result:
            g.play(best_move(g, a if g.turn == 1 else b, seed=g.ply))
        assert g.result in (1, 2, 3)


def test_level_names_and_numbers():
    assert [level_index(x) for x in ("beginner", "EASY", "medium", "hard", 0, 3)] == [0, 1, 2, 3, 0, 3]
    for bad in ("expert", 4, -1, None, 1.5, True):
        with pytest.raises(ValueError):
            level_index(bad)
    g = Game()
    with pytest.raises(ValueError):
        best_move(g, "grandmaster")


def test_deterministic_for_a_seed_and_hint_is_the_bots_choice():
    for i, g in enumerate(positions(25, 3)):
        for level in range(4):
            a = best_move(g, level, seed=i)
            assert best_move(g, LEVELS[level], seed=i) == a
            assert hint(g, level, seed=i) == a
            t = Thinker(g, level, seed=i)
            while not t.step(7):   # slicing does not change the answer
                pass
            assert t.move == a


def test_budget_overrides_the_level():
    g = positions(1, 11)[0]
    t = Thinker(g, "hard", seed=1, budget=50)
    while not t.step(10):
        pass
    assert t.units <= 50 + len(g.legal_moves())  # depth 1 always finishes (<= 81 units)
    t = Thinker(g, "easy", seed=1, budget=2000)
    assert t.budget == 2000


def test_step_respects_its_slice_and_cancel_works_mid_think():
    g = Game()
    for m in (40, 36, 4, 44):
        g.play(m)
    before = snapshot(g)
    t = Thinker(g, "hard", seed=5)
    last = 0
    for _ in range(3):
        assert t.step(10) is False
        assert t.units - last <= 10
        last = t.units
    t.cancel()
    assert t.done and t.move == -1
    assert t.step(10) is True and t.move == -1
    assert snapshot(g) == before


def test_stop_gives_a_legal_move_early():
    g = positions(1, 21)[0]
    t = Thinker(g, "hard", seed=2)
    t.step(100)
    t.stop()
    assert t.done and g.is_legal(t.move)
    t = Thinker(g, "hard", seed=2)
    t.stop()  # even before any step
    assert g.is_legal(t.move)


def test_finished_game_raises():
    g = Game()
    rnd = random.Random(1)
    while not g.result:
        g.play(rnd.choice(g.legal_moves()))
    with pytest.raises(ValueError):
        best_move(g, "hard")
    with pytest.raises(ValueError):
        Thinker(g, 0)
    c = Classic()
    for m in (0, 3, 1, 4, 2):
        c.play(m)
    with pytest.raises(ValueError):
        best_move(c, "easy")


def winning_moves(g):
    out = []
    for m in g.legal_moves():
        g._push(m)
        if g.result == 3 - g.turn:
            out.append(m)
        g.undo()
    return out


def loses_at_once(g, m):
    """True if after m the opponent has a move that wins the game."""
    g._push(m)
    bad = bool(winning_moves(g)) if not g.result else False
    g.undo()
    return bad


def tactical_positions(seed, want, count):
    rnd = random.Random(seed)
    out = []
    tries = 0
    while len(out) < count and tries < 20000:
        tries += 1
        g = random_position(rnd, plies=rnd.randrange(20, 70), stay_open=rnd.random() < 0.3)
        if g is None:
            continue
        wins = winning_moves(g)
        if want == "win" and wins:
            out.append(g)
        elif want == "block" and not wins:
            moves = g.legal_moves()
            safe = [m for m in moves if not loses_at_once(g, m)]
            if safe and len(safe) < len(moves):
                out.append(g)
    assert len(out) == count
    return out


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_takes_an_immediate_game_win(level):
    for i, g in enumerate(tactical_positions(31, "win", 25)):
        m = best_move(g, level, seed=i)
        assert m in winning_moves(g), (g.moves, m)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_blocks_an_immediate_game_loss(level):
    for i, g in enumerate(tactical_positions(32, "block", 25)):
        m = best_move(g, level, seed=i)
        assert not loses_at_once(g, m), (g.moves, m)


def test_beginner_is_legal_but_sometimes_careless():
    gs = tactical_positions(33, "win", 40)
    took = sum(best_move(g, "beginner", seed=i) in winning_moves(g) for i, g in enumerate(gs))
    assert 0 < took < 40


def test_rate_move():
    g = tactical_positions(34, "block", 1)[0]
    best, loss, label = rate_move(g, best_move(g, "hard", seed=1), "hard", seed=1)
    assert (loss, label) == (0, "best")
    blunder = [m for m in g.legal_moves() if loses_at_once(g, m)][0]
    best2, loss, label = rate_move(g, blunder, "hard", seed=1)
    assert best2 == best and loss == 1000 and label == "blunder"
    with pytest.raises(ValueError):
        rate_move(g, 81)
    for i, g in enumerate(positions(10, 35)):
        m = random.Random(i).choice(g.legal_moves())
        best, loss, label = rate_move(g, m, "medium", seed=i)
        assert g.is_legal(best) and 0 <= loss <= 1000
        assert label in ("best", "good", "inaccuracy", "mistake", "blunder")


# ----- Classic and Wild ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("wild", [False, True])
def test_classic_and_wild_legal_and_hard_never_loses(wild):
    rnd = random.Random(9)
    for k in range(30):
        c = Classic(wild)
        hard_side = 1 + k % 2
        while not c.result:
            if c.turn == hard_side:
                m = best_move(c, "hard", seed=k)
            else:
                m = best_move(c, rnd.randrange(4), seed=k + c.ply) if k % 3 else rnd.choice(c.legal_moves())
            assert c.is_legal(m)
            c.play(m)
        assert c.result in (hard_side, 3), (c.moves, hard_side)


def test_classic_hard_vs_hard_draws():
    c = Classic()
    while not c.result:
        c.play(best_move(c, "hard", seed=c.ply))
    assert c.result == 3


def test_budgets_are_increasing():
    assert list(BUDGETS) == sorted(BUDGETS) and len(BUDGETS) == len(LEVELS) >= 4


def test_a_free_move_s_legal_moves_come_one_by_one_as_legal_moves_lists_them():
    """heap27: the search's roots and the pondering's legal moves on an Ultimate free move come from
    ``free_moves`` (no 512-byte list): the same moves in the same order; None where there is no free move
    (a forced board, Classic and Wild, a finished game)."""
    from uttt.bot_search import free_moves

    rng = random.Random(5)
    free = 0
    for _ in range(40):
        g = Game()
        while not g.result:
            got = free_moves(g)
            if g.forced < 0:
                free += 1
                assert list(got) == g.legal_moves()
            else:
                assert got is None
            g.play(rng.choice(g.legal_moves()))
        assert free_moves(g) is None
    assert free > 40, "free moves were met, not only the first"
    for wild in (False, True):
        assert free_moves(Classic(wild=wild)) is None


def iteration_ends(t, slice_units=20):
    """Step t to the end; the units at each finished iteration's end (t._end_iteration watched)."""
    ends = []
    end = t._end_iteration

    def watched():
        r = end()
        ends.append(t.units)
        return r
    t._end_iteration = watched
    while not t.step(slice_units):
        pass
    return ends


@pytest.mark.parametrize("level", [1, 2, 3])
def test_the_stop_rule_starts_no_iteration_the_budget_left_cannot_pay_for(level):
    # Issue 20 (stop29): a move's search starts no new iteration once it has spent more units than it has left
    # (the next one, a few times the cost of all before it, would be cut off). ``whole=True`` (the reference
    # search's and the pondering jobs') spends the budget in full, as every search did before.
    budget = BUDGETS[level]
    early = 0
    for g in positions(12, 30 + level):
        t = Thinker(g, level, seed=3)
        ends = iteration_ends(t)
        w = Thinker(g, level, seed=3, whole=True)
        wends = iteration_ends(w)
        assert all(2 * u <= budget for u in ends[:-1])     # no iteration ended past half and went on
        if t.units < budget:
            assert ends and t.units == ends[-1] and g.is_legal(t.move)
            if 2 * t.units > budget:   # stopped by the rule (not by a proven result or the last ply)
                early += 1
                assert wends[:len(ends)] == ends and w.units >= budget
                assert w.units > t.units
        else:
            assert ends == wends and (t.move, t.depth, t.units) == (w.move, w.depth, w.units)
    assert early >= 3


def test_a_search_s_work_area_and_first_iteration_are_set_up_by_its_first_step():
    """think51: ``Thinker(...)`` without a work area or a search to resume handed in takes none: its first
    ``step`` sets up the area, the killer moves, the position's key and the first iteration (in the work's time,
    Clock.work, not in the frame that starts the computer's search: 50-63 ms board-adjusted there), and the roots'
    shuffle by the seed, their noise, a careless move. The same
    moves, units and scores as a Thinker set up at once (one handed an area)."""
    from uttt.bot_search import take_area
    rnd = random.Random(51)
    for _ in range(12):
        g = random_position(rnd)
        if g is None:
            continue
        for level in ("beginner", "easy", "hard"):  # (beginner: a careless move, found by the first step)
            t = Thinker(g, level, seed=3)
            assert t.done or t._area is None, "no work area before the first step"
            u = Thinker(g, level, seed=3, area=take_area())
            while not t.step(7):
                assert t._area is not None
            while not u.step(7):
                pass
            assert (t.move, t.units, t.score, t.depth) == (u.move, u.units, u.score, u.depth)
