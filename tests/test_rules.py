"""Seed 001's rules, one named edge case per test, plus random-game properties against a slow referee."""

import random

import pytest

from uttt.rules import Game
from uttt.playout import playout
from slow_rules import SlowGame

# Cell and board indexes, row by row from the top-left.
TL, TC, TR, ML, C, MR, BL, BC, BR = range(9)


def mv(board, cell):
    return 9 * board + cell


def position(x_moves, o_moves, free=False, **options):
    """A game where X and O have made these marks, alternating X first, ignoring where each was sent.

    This builds hand-made positions quickly (the marks, claims and draws are the rules' own); the rule under
    test is then exercised through play(). free=True gives the side to move a free move.
    """
    assert len(x_moves) in (len(o_moves), len(o_moves) + 1)
    g = Game(**options)
    for i in range(len(x_moves) + len(o_moves)):
        g._push(x_moves[i // 2] if i % 2 == 0 else o_moves[i // 2])
    if free:
        g.forced = -1
    return g


# Marks that fill a small board without a line: the major side has 5 marks, the minor side 4.
MAJOR = (0, 1, 5, 6, 8)
MINOR = (2, 3, 4, 7)


def drawn(board):
    return [mv(board, c) for c in MAJOR], [mv(board, c) for c in MINOR]


def snapshot(g):
    return (bytes(g.cells), bytes(g.boards), g.turn, g.result, g.forced, g.ply, g.closed, g.full,
            tuple(g.big), tuple(g.marks[1]), tuple(g.marks[2]), g.moves)


# ----- turns and the first move ----------------------------------------------------------------------------
def test_x_moves_first_and_may_play_any_empty_cell():
    g = Game()
    assert g.turn == 1 and g.result == 0 and g.forced == -1
    assert g.legal_moves() == list(range(81))


def test_players_alternate_one_mark_per_turn():
    g = Game()
    g.play(mv(TL, TR))
    assert g.turn == 2 and g.cell(mv(TL, TR)) == 1
    g.play(mv(TR, C))
    assert g.turn == 1 and g.cell(mv(TR, C)) == 2


# ----- where you may play ------------------------------------------------------------------------------------
def test_worked_example_top_right_cell_sends_to_top_right_board():
    g = Game()
    g.play(mv(TL, TR))
    assert g.forced == TR
    assert g.legal_moves() == [mv(TR, c) for c in range(9)]


def test_center_of_center_sends_back_to_center():
    g = Game()
    g.play(mv(C, C))
    assert g.forced == C
    assert g.legal_moves() == [mv(C, c) for c in range(9) if c != C]


def test_sent_to_open_board_it_is_the_only_board():
    g = Game()
    g.play(mv(TL, BR))
    with pytest.raises(ValueError, match="bottom-right"):
        g.play(mv(TL, C))


def test_sent_to_won_board_is_a_free_move():
    # X owns the top-left board; O then plays a top-left cell elsewhere, sending X to the won board.
    g = position([mv(TL, 0), mv(TL, 1), mv(TL, 2)], [mv(C, 0), mv(BR, 8)], free=True)
    assert g.board_state(TL) == 1
    g.play(mv(BR, TL))  # O's mark in the top-left cell of the bottom-right board
    assert g.forced == -1
    legal = g.legal_moves()
    assert all(m // 9 != TL for m in legal)
    assert {m // 9 for m in legal} == {b for b in range(9) if b != TL}


def test_sent_to_drawn_board_is_a_free_move():
    g = position(*drawn(TL))
    assert g.board_state(TL) == 3 and g.forced == BR
    g.play(mv(BR, TL))
    assert g.forced == -1
    assert all(m // 9 != TL for m in g.legal_moves())


def test_board_won_by_this_very_mark_is_closed_even_with_empty_cells():
    # X wins the center board by playing its center cell, which sends O straight back there.
    g = Game()
    for m in (mv(C, TL), mv(TL, C), mv(C, BR), mv(BR, C)):
        g.play(m)
    assert g.turn == 1 and g.forced == C
    g.play(mv(C, C))  # completes the diagonal of the center board, and names the center board
    assert g.board_state(C) == 1
    assert any(not g.cell(mv(C, c)) for c in range(9)), "the board still has empty cells"
    assert g.forced == -1, "sending the next player back to the board just won is a free move"
    assert all(m // 9 != C for m in g.legal_moves())


def test_free_move_allows_every_open_board():
    g = position([mv(TL, 0), mv(TL, 1), mv(TL, 2)], [mv(C, 3), mv(BR, 8)], free=True)
    g.play(mv(BR, TL))
    assert g.forced == -1
    for m in g.legal_moves():
        assert g.board_state(m // 9) == 0 and g.cell(m) == 0


# ----- small boards ------------------------------------------------------------------------------------------
def test_three_in_a_row_claims_a_board_immediately():
    g = position([mv(C, 0), mv(C, 1)], [mv(TL, 0), mv(TR, 0)], free=True)
    assert g.board_state(C) == 0
    g.play(mv(C, 2))
    assert g.board_state(C) == 1 and g.count_boards(1) == 1


def test_line_on_the_last_empty_cell_claims_rather_than_draws():
    # In the top-left board X has 0 4 5 7 and O has 1 2 3 6: X's mark on 8 fills it AND makes 0-4-8.
    xs = [mv(TL, c) for c in (0, 4, 5, 7)] + [mv(BR, 0), mv(BR, 2)]
    os_ = [mv(TL, c) for c in (1, 2, 3, 6)] + [mv(BR, 1), mv(BR, 3)]
    g = position(xs, os_, free=True)
    assert g.turn == 1 and g.board_state(TL) == 0
    g.play(mv(TL, 8))
    assert all(g.cell(mv(TL, c)) for c in range(9)), "the mark filled the last cell"
    assert g.board_state(TL) == 1, "a line on the last cell claims the board, it is not drawn"


def test_full_board_without_line_is_drawn_and_owned_by_nobody():
    g = position(*drawn(TL))
    assert g.board_state(TL) == 3
    assert g.count_boards(1) == 0 and g.count_boards(2) == 0


def test_drawn_board_blocks_every_large_line_through_it():
    # Top-left drawn; X owns top-center and top-right: the top row is blocked, X has not won.
    xs, os_ = drawn(TL)
    xs += [mv(TC, c) for c in (0, 1, 2)] + [mv(TR, c) for c in (0, 1, 2)]
    os_ += [mv(BL, 0), mv(BL, 1), mv(BR, 0), mv(BR, 1), mv(BC, 0), mv(BC, 4)]
    g = position(xs, os_)
    assert g.board_state(TL) == 3 and g.board_state(TC) == 1 and g.board_state(TR) == 1
    assert g.result == 0


def test_claimed_board_is_closed_to_both_players():
    g = position([mv(TL, 0), mv(TL, 1), mv(TL, 2)], [mv(C, 3), mv(BR, 8)], free=True)
    with pytest.raises(ValueError, match="closed"):
        g.play(mv(TL, 5))


# ----- winning the match -------------------------------------------------------------------------------------
def test_three_boards_in_a_row_wins_at_once_with_open_boards_left():
    xs = [mv(b, c) for b in (TL, C) for c in (0, 1, 2)] + [mv(BR, 0), mv(BR, 1)]
    os_ = [mv(BL, c) for c in (0, 1, 3, 4)] + [mv(TR, 0), mv(TR, 4), mv(BC, 0), mv(BC, 4)]
    g = position(xs, os_, free=True)
    assert g.result == 0 and g.turn == 1
    g.play(mv(BR, 2))
    assert g.result == 1
    assert g.winning_line() == (0, 4, 8)
    assert g.legal_moves() == [] and g.forced == -1


def test_winning_on_the_move_that_closes_the_last_open_board_is_a_win():
    # X owns TL and C, six boards are drawn (two with X the major side, four with O), BR is the last open
    # board, and X's mark there claims it: that closes every board AND completes the main diagonal.
    xs = [mv(b, c) for b in (TL, C) for c in (0, 1, 2)] + [mv(BR, 0), mv(BR, 1)]
    os_ = [mv(b, c) for b in (TL, C, BR) for c in (3, 4)]
    for i, b in enumerate((TC, TR, ML, MR, BL, BC)):
        major, minor = drawn(b)
        xs, os_ = (xs + major, os_ + minor) if i < 2 else (xs + minor, os_ + major)
    g = position(xs, os_, free=True)
    assert g.result == 0 and g.turn == 1 and g.closed == 0x1FF & ~(1 << BR)
    g.play(mv(BR, 2))
    assert g.closed == 0x1FF
    assert g.result == 1, "a line of boards wins even when it closes the last open board"


def test_next_player_without_legal_mark_is_a_draw():
    xs, os_ = [], []
    for b in range(9):
        major, minor = drawn(b)
        xs, os_ = (xs + major, os_ + minor) if b % 2 == 0 else (xs + minor, os_ + major)
    last = xs.pop()
    g = position(xs, os_, free=True)
    assert g.result == 0 and g.turn == 1 and g.legal_moves() == [last]
    g.play(last)
    assert g.closed == 0x1FF and g.result == 3 and g.legal_moves() == []


def test_game_goes_on_when_no_line_is_possible_any_more():
    # The four corners and the center are drawn: every large line is blocked for both players,
    # yet the match goes on as long as someone has a legal mark.
    xs, os_ = [], []
    for b in (TL, TR, C, BL, BR):
        major, minor = drawn(b)
        xs += major
        os_ += minor
    os_ += [mv(TC, 0), mv(TC, 8), mv(ML, 0), mv(ML, 8), mv(MR, 4)]
    g = position(xs, os_, free=True)
    assert g.result == 0
    for b in (TL, TR, C, BL, BR):
        assert g.board_state(b) == 3
    rnd = random.Random(2)
    while g.legal_moves():
        assert g.result == 0
        g.play(rnd.choice(g.legal_moves()))
    assert g.result == 3 and g.closed == 0x1FF, "a draw comes only when nobody can move"


# ----- options -----------------------------------------------------------------------------------------------
def test_stay_open_won_board_can_still_be_sent_to_and_played():
    g = position([mv(TL, 0), mv(TL, 1), mv(TL, 2)], [mv(C, 3), mv(BR, 8)], free=True, stay_open=True)
    assert g.board_state(TL) == 1
    g.play(mv(BR, TL))
    assert g.forced == TL, "with stay_open a won board with empty cells is still open"
    g.play(mv(TL, 5))
    assert g.board_state(TL) == 1, "the owner does not change"
    g.undo()
    assert g.board_state(TL) == 1


def test_stay_open_free_move_only_when_sent_to_a_full_board():
    g = position(*drawn(TL), stay_open=True)
    g.play(mv(BR, TL))
    assert g.forced == -1


def _game_ending_without_a_line(equal_counts):
    # Random games until one ends with every board closed, no large line, and counts equal or not.
    rnd = random.Random(7)
    while True:
        g = Game()
        while not g.result:
            g.play(rnd.choice(g.legal_moves()))
        if g.result == 3 and (g.count_boards(1) == g.count_boards(2)) == equal_counts:
            return g.moves


def test_most_boards_wins_by_count_when_no_line():
    g = Game(most_boards=True)
    for m in _game_ending_without_a_line(equal_counts=False):
        g.play(m)
    nx, no = g.count_boards(1), g.count_boards(2)
    assert g.closed == 0x1FF and g.winning_line() is None
    assert g.result == (1 if nx > no else 2)


def test_most_boards_equal_counts_draw():
    g = Game(most_boards=True)
    for m in _game_ending_without_a_line(equal_counts=True):
        g.play(m)
    assert g.result == 3


# ----- bad input and undo ------------------------------------------------------------------------------------
@pytest.mark.parametrize("bad", [-1, 81, 1000, "5", None, 2.0, True, False, 10 ** 40, "7" * 10 ** 6])
def test_illegal_values_raise_and_change_nothing(bad):
    g = Game()
    g.play(mv(TL, TR))
    before = snapshot(g)
    with pytest.raises(ValueError) as e:
        g.play(bad)
    assert len(str(e.value)) < 120          # a huge value is not echoed whole
    assert snapshot(g) == before
    assert not g.is_legal(bad) and g.why_illegal(bad)


@pytest.mark.parametrize("flag", [True, False])
def test_a_bool_is_not_a_move(flag):
    # False == 0 and True == 1 are legal moves as ints; as bools they are refused like any non-int.
    g = Game()
    assert g.is_legal(int(flag))
    assert not g.is_legal(flag) and "no such cell" in g.why_illegal(flag)
    with pytest.raises(ValueError):
        g.play(flag)
    assert g.ply == 0 and g.moves == []


def test_occupied_cell_raises_and_changes_nothing():
    g = Game()
    g.play(mv(C, C))
    before = snapshot(g)
    with pytest.raises(ValueError, match="taken"):
        g.play(mv(C, C))
    assert snapshot(g) == before


def test_play_after_the_end_raises():
    g = position([mv(b, c) for b in (TL, C) for c in (0, 1, 2)] + [mv(BR, 0), mv(BR, 1), mv(BR, 2)],
                 [mv(BL, c) for c in (0, 1, 3, 4)] + [mv(TR, 0), mv(TR, 4), mv(BC, 0), mv(BC, 4)])
    assert g.result == 1
    with pytest.raises(ValueError, match="over"):
        g.play(mv(ML, 0))


def test_undo_at_start_raises():
    with pytest.raises(ValueError):
        Game().undo()


def test_undo_restores_forced_claims_and_result_exactly():
    rnd = random.Random(3)
    for _ in range(200):
        g = Game(stay_open=rnd.random() < 0.3, most_boards=rnd.random() < 0.3)
        snaps = [snapshot(g)]
        while not g.result:
            g.play(rnd.choice(g.legal_moves()))
            snaps.append(snapshot(g))
        while g.ply:
            g.undo()
            snaps.pop()
            assert snapshot(g) == snaps[-1]


# ----- random games against the slow referee -----------------------------------------------------------------
@pytest.mark.parametrize("options", [{}, {"stay_open": True}, {"most_boards": True},
                                     {"stay_open": True, "most_boards": True}])
def test_random_games_agree_with_slow_referee(options):
    rnd = random.Random(11)
    for _ in range(150):
        g, ref = Game(**options), SlowGame(**options)
        while True:
            legal = g.legal_moves()
            assert legal == sorted(ref.legal())
            assert g.result == ref.result
            for b in range(9):
                assert g.board_state(b) == ref.owner[b]
            for m in legal:
                assert g.cell(m) == 0
                assert g.stay_open or g.board_state(m // 9) == 0
            if g.result:
                break
            m = rnd.choice(legal)
            g.play(m)
            ref.play(m)


def perft(g, depth):
    if depth == 0:
        return 1
    n = 0
    for m in g.legal_moves():
        g.play(m)
        n += perft(g, depth - 1)
        g.undo()
    return n


def slow_perft(moves, depth):
    ref = SlowGame()
    for m in moves:
        ref.play(m)
    if depth == 0:
        return 1
    return sum(slow_perft(moves + [m], depth - 1) for m in ref.legal())


def test_move_counts_from_the_start_to_depth_4():
    g = Game()
    counts = [perft(g, d) for d in range(1, 5)]
    assert counts == [slow_perft([], d) for d in range(1, 5)]
    assert counts == [81, 720, 6336, 55080]


def test_move_counts_agree_with_slow_referee_from_positions_with_closed_boards():
    # Depth 2 below a few random mid-game positions, where claims, draws and free moves are in play.
    rnd = random.Random(12)
    checked = 0
    while checked < 8:
        g = Game()
        for _ in range(rnd.randrange(20, 45)):
            if g.result:
                break
            g.play(rnd.choice(g.legal_moves()))
        if g.result or not any(g.boards):
            continue
        assert perft(g, 2) == slow_perft(g.moves, 2)
        checked += 1


def test_playout_leaves_game_unchanged_and_returns_a_result():
    rnd = random.Random(5)
    g = Game()
    for _ in range(10):
        g.play(rnd.choice(g.legal_moves()))
    before = snapshot(g)
    results = {playout(g, rnd.random) for _ in range(300)}
    assert results <= {1, 2, 3} and len(results) >= 2
    assert snapshot(g) == before


def test_playout_results_match_the_rules():
    # Replay the same random stream through Game: playout must reach the same result.
    for seed in range(200):
        options = {"stay_open": seed % 3 == 0, "most_boards": seed % 2 == 0}
        g = Game(**options)
        rnd = random.Random(seed)
        result = playout(g, rnd.random)
        rnd = random.Random(seed)
        while not g.result:
            legal = g.legal_moves()
            g.play(legal[int(rnd.random() * len(legal))])
        assert g.result == result


def _state(g):
    return (bytes(g.cells), bytes(g.boards), [list(x) for x in g.marks[1:]], list(g.big), g.full, g.closed, g.turn,
            g.result, g.forced, g.ply, bytes(g._hist[:3 * g.ply]), g.stay_open, g.most_boards, g.moves,
            g.last_move, g.legal_moves())


@pytest.mark.parametrize("options", [{}, {"stay_open": True}, {"most_boards": True}])
def test_a_copy_is_the_position_without_its_moves_played_again(options, monkeypatch):
    """think51: Game.copy copies the position's arrays (its moves replayed were ~2 us a ply here, ~20 ms of a
    PyBadge's at ply 45 in the computer's start frame): the same position as the moves replayed, after undos too,
    sharing no array with the original, and no move played to make it."""
    rng = random.Random(51)
    for _ in range(40):
        g = Game(**options)
        while not g.result and rng.random() > 0.01:
            g.play(rng.choice(g.legal_moves()))
            if g.ply > 3 and rng.random() < 0.1:
                g.undo()
        replayed = Game(**options)
        for m in g.moves:
            replayed.play(m)
        pushed = []
        real = Game._push
        monkeypatch.setattr(Game, "_push", lambda self, m: (pushed.append(m), real(self, m)))
        c = g.copy()
        monkeypatch.setattr(Game, "_push", real)
        assert not pushed
        assert _state(c) == _state(g) == _state(replayed)
        if not c.result:
            c.play(c.legal_moves()[0])
            assert _state(g) == _state(replayed)
            c.undo()
            assert _state(c) == _state(g)
