"""Super-Ultimate (issue 21): one named edge case per rule, the API's edges, undo, notation and the log, and
random games against the slow referee written from the issue's words (tests/slow_super.py).

The full 2,000-game cross-check is tests/bench/super_check.py (about a minute on CPython); the default suite
runs 120 of those games here."""

import random

import pytest

from uttt.super_rules import SuperGame
from uttt import super_notation as sn
from uttt.super_parse import parse_move
from slow_super import SlowSuper

TL, TC, TR, ML, C, MR, BL, BC, BR = range(9)


def mv(M, S, c):
    return 81 * M + 9 * S + c


def filler(M, n):
    """n marks in medium board M that make no line in any small board (two a board, cells 0 and 8)."""
    return [mv(M, S, c) for S in range(9) for c in (0, 8)][:n]


def position(xs, os, **options):
    """A game where X and O have made these marks, alternating X first, ignoring where each was sent (the
    claims and draws are the rules' own); the side to move then gets a free move."""
    assert len(xs) in (len(os), len(os) + 1)
    g = SuperGame(**options)
    for i in range(len(xs) + len(os)):
        g._push(xs[i // 2] if i % 2 == 0 else os[i // 2])
    g._send(-1, -1)
    return g


def small_line(M, S, cells=(0, 1, 2)):
    return [mv(M, S, c) for c in cells]


def claim_medium(M, boards=(0, 1, 2)):
    """X marks claiming small boards `boards` of medium board M (top rows)."""
    return [m for S in boards for m in small_line(M, S)]


# Marks that fill a small board without a line: the major side has 5 marks, the minor side 4.
MAJOR = (0, 1, 5, 6, 8)
MINOR = (2, 3, 4, 7)


def snapshot(g):
    return (bytes(g.cells), bytes(g.smalls), bytes(g.mediums), g.turn, g.result, g.forced, g.forced_medium,
            g.forced_small, g.ply, g.closed, g.mfull, tuple(g.big), tuple(g.sfull), tuple(g.sclosed),
            tuple(g.mid[1]), tuple(g.mid[2]), tuple(g.mid[3]), tuple(g.marks[1]), tuple(g.marks[2]), g.moves)


# ----- 1. first move, turns ---------------------------------------------------------------------------------
def test_x_moves_first_and_may_play_any_cell():
    g = SuperGame()
    assert g.turn == 1 and g.result == 0 and (g.forced, g.forced_medium, g.forced_small) == (-1, -1, -1)
    assert g.legal_moves() == list(range(729))


def test_players_alternate_one_mark_per_turn():
    g = SuperGame()
    g.play(mv(ML, TR, C))
    assert g.turn == 2 and g.cell(mv(ML, TR, C)) == 1 and g.last_move == mv(ML, TR, C) and g.ply == 1


# ----- 2. where you are sent ----------------------------------------------------------------------------------
def test_a_mark_sends_to_the_medium_board_of_its_small_board_and_the_small_board_of_its_cell():
    g = SuperGame()
    g.play(mv(ML, TR, C))               # center of top-right board in the middle-left medium board
    assert (g.forced_medium, g.forced_small, g.forced) == (TR, C, 9 * TR + C)
    assert g.legal_moves() == [mv(TR, C, c) for c in range(9)]
    assert g.why_illegal(mv(ML, TR, BL)) == "you must play in the center board of the top-right medium board"


# ----- 3. closed boards --------------------------------------------------------------------------------------
def test_sent_to_a_closed_small_board_of_an_open_medium_board_plays_any_open_small_board_there():
    xs = small_line(TR, C)                              # X claims small board C of medium board TR
    g = position(xs, filler(BR, 3))
    assert g.small_state(9 * TR + C) == 1 and g.medium_state(TR) == 0
    g.play(mv(BL, TR, C))                               # O sends X to (TR, C): closed
    assert (g.forced_medium, g.forced_small, g.forced) == (TR, -1, -1)
    assert g.legal_moves() == sorted(m for m in range(81 * TR, 81 * TR + 81) if m // 9 % 9 != C and not g.cell(m))
    assert g.why_illegal(mv(TL, 0, 4)) == "you must play in the top-right medium board"
    assert g.why_illegal(mv(TR, C, 4)) == "that small board is closed"


def test_sent_to_a_closed_medium_board_plays_any_open_small_board_of_any_open_medium_board():
    xs = claim_medium(TL)
    g = position(xs, filler(BR, 8) + [mv(C, C, C)])
    assert g.medium_state(TL) == 1 and not g.medium_playable(TL)
    assert g.small_state(3) == 0 and not g.small_playable(3)   # an open small board of a closed medium board
    g.play(mv(C, TL, C))                                # sends O to medium TL: closed
    assert (g.forced_medium, g.forced_small, g.forced) == (-1, -1, -1)
    legal = g.legal_moves()
    assert not [m for m in legal if m // 81 == TL]
    want = [m for m in range(729) if m // 81 != TL and not g.cell(m) and g.small_state(m // 9) == 0]
    assert legal == want
    assert g.why_illegal(mv(TL, ML, 0)) == "that medium board is closed"


def test_winning_a_small_board_and_being_sent_back_to_it_is_free_in_that_medium_board():
    # X's mark at (C, C, C) completes the center small board of the center medium board and sends O there.
    g = position([mv(C, C, 3), mv(C, C, 5)], filler(BR, 2))
    g.play(mv(C, C, C))
    assert g.small_state(9 * C + C) == 1
    assert (g.forced_medium, g.forced_small) == (C, -1)


def test_claiming_a_medium_board_with_a_mark_that_sends_back_to_it_frees_the_next_move():
    # Medium board ML: small boards C and MR won by X; the mark (ML, ML, TR) wins small board ML, which
    # completes the middle row of medium ML, and sends the next player to medium ML (closed): a free move.
    xs = small_line(ML, C) + small_line(ML, MR) + [mv(ML, ML, 0), mv(ML, ML, 1)]
    g = position(xs, filler(BR, 8))
    g.play(mv(ML, ML, TR))
    assert g.small_state(9 * ML + ML) == 1 and g.medium_state(ML) == 1
    assert (g.forced_medium, g.forced_small, g.forced) == (-1, -1, -1)
    assert g.last_small_change() == 1 and g.last_medium_change() == 1
    assert sn.log_lines(g) == ["X played top-right of middle-left board in the middle-left medium board",
                               "X claimed the middle-left board in the middle-left medium board",
                               "X claimed the middle-left medium board"]


# ----- 4. small boards -----------------------------------------------------------------------------------------
def test_a_small_board_is_claimed_at_once_and_closed():
    g = position(small_line(C, C, (0, 4)), filler(BR, 2))
    g.play(mv(C, C, 8))
    assert g.small_state(9 * C + C) == 1 and not g.small_playable(9 * C + C)
    assert g.last_small_change() == 1 and g.last_medium_change() == 0


def test_a_full_small_board_without_a_line_is_drawn_and_blocks_medium_lines():
    xs = [mv(C, TL, c) for c in MAJOR] + small_line(C, C) + small_line(C, BR)
    os = [mv(C, TL, c) for c in MINOR] + filler(BR, 6)
    g = position(xs, os)
    assert g.small_state(9 * C + TL) == 3 and g.small_state(9 * C + C) == 1 and g.small_state(9 * C + BR) == 1
    assert g.medium_state(C) == 0                        # the diagonal is blocked by the drawn board
    assert not g.small_playable(9 * C + TL)


# ----- 5. medium boards ----------------------------------------------------------------------------------------
def test_a_medium_board_is_claimed_by_three_claimed_small_boards_in_a_row_and_closed_with_open_boards_left():
    g = position(claim_medium(TR), filler(BR, 8))
    assert g.medium_state(TR) == 1 and not g.medium_playable(TR)
    assert [g.small_state(9 * TR + S) for S in range(9)] == [1, 1, 1, 0, 0, 0, 0, 0, 0]
    assert not any(m // 81 == TR for m in g.legal_moves())


def test_a_medium_board_with_no_open_small_board_and_no_line_is_drawn_and_blocks_large_lines():
    # Medium board C: small boards claimed X X O / O O X / X X O (no line of either) -> drawn.
    owners = (1, 1, 2, 2, 2, 1, 1, 1, 2)
    xs, os = [], []
    for S, who in enumerate(owners):
        (xs if who == 1 else os).extend(small_line(C, S))
    xs += claim_medium(TL) + claim_medium(BR)
    os += (filler(BL, 18) + filler(TC, 18))[:len(xs) - len(os)]
    g = position(xs, os)
    assert g.medium_state(C) == 3 and g.medium_state(TL) == 1 and g.medium_state(BR) == 1
    assert g.result == 0                                 # TL, C, BR is blocked by the drawn medium board
    assert g.winning_line() is None


# ----- 6. the game ---------------------------------------------------------------------------------------------
def test_three_claimed_medium_boards_in_a_row_win_at_once():
    xs = claim_medium(TL) + claim_medium(TC) + claim_medium(TR)[:-1]
    g = position(xs, filler(BR, 18) + filler(BL, 8))
    g._send(-1, -1)
    g.play(mv(TR, TR, 2))
    assert g.result == 1 and g.winning_line() == (0, 1, 2)
    assert g.legal_moves() == [] and g.why_illegal(0) == "the game is over"
    assert sn.log_lines(g) == ["X played top-right of top-right board in the top-right medium board",
                               "X claimed the top-right board in the top-right medium board",
                               "X claimed the top-right medium board", "X won the game"]
    with pytest.raises(ValueError):
        g.play(5)


def test_the_game_is_drawn_when_the_next_player_has_no_legal_move():
    # A random game that ends without a large line: the result is a draw, and there was no legal move.
    for seed in range(200):
        rnd = random.Random(seed)
        g = SuperGame()
        while not g.result:
            g.play(rnd.choice(g.legal_moves()))
        if g.result == 3:
            assert g.winning_line() is None and g.closed == 0x1FF and g.legal_moves() == []
            assert sn.result_line(g) == "The game is a draw"
            return
    pytest.fail("no drawn game in 200 random games")


def test_the_game_goes_on_while_anyone_has_a_move():
    for seed in range(20):
        rnd = random.Random(seed)
        g = SuperGame()
        while not g.result:
            assert g.legal_moves()
            g.play(rnd.choice(g.legal_moves()))


# ----- 7. options ------------------------------------------------------------------------------------------------
def test_most_boards_counts_medium_boards():
    for seed in range(400):
        rnd = random.Random(seed)
        g = SuperGame(most_boards=True)
        while not g.result:
            g.play(rnd.choice(g.legal_moves()))
        if g.winning_line() is None and g.result in (1, 2):
            r = g.result
            assert g.count_boards(r) > g.count_boards(3 - r)
            assert sn.result_line(g) == "%s won the game on medium boards, %d to %d" % (
                " XO"[r], g.count_boards(r), g.count_boards(3 - r))
            return
    pytest.fail("no game decided on medium boards in 400 random games")


def test_stay_open_a_won_small_board_can_still_be_sent_to_and_played():
    g = position(small_line(TR, C), filler(BR, 3), stay_open=True)
    assert g.small_state(9 * TR + C) == 1 and g.small_playable(9 * TR + C)
    g.play(mv(BL, TR, C))
    assert (g.forced_medium, g.forced_small) == (TR, C)
    g.play(mv(TR, C, 8))
    assert g.small_state(9 * TR + C) == 1               # the owner does not change


def test_stay_open_a_won_medium_board_stays_in_play():
    g = position(claim_medium(TR), filler(BR, 8), stay_open=True)
    assert g.medium_state(TR) == 1 and g.medium_playable(TR)
    g.play(mv(BL, TR, BR))
    assert (g.forced_medium, g.forced_small) == (TR, BR)


# ----- API edges ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("bad", [-1, 729, 10 ** 6, 1.0, "5", None, True, False])
def test_illegal_values_raise_and_change_nothing(bad):
    g = SuperGame()
    g.play(mv(C, C, C))
    before = snapshot(g)
    assert not g.is_legal(bad)
    with pytest.raises(ValueError) as e:
        g.play(bad)
    assert "illegal move" in str(e.value)
    assert snapshot(g) == before


def test_a_taken_cell_raises_and_changes_nothing():
    g = position([mv(C, C, C)], [])
    before = snapshot(g)
    with pytest.raises(ValueError, match="that cell is taken"):
        g.play(mv(C, C, C))
    assert snapshot(g) == before


def test_is_legal_why_illegal_and_legal_moves_agree_on_every_cell():
    rnd = random.Random(3)
    for options in ({}, {"stay_open": True}):
        g = SuperGame(**options)
        while True:
            if g.ply % 37 == 0 or g.forced < 0 or g.result:
                legal = set(g.legal_moves())
                for m in range(729):
                    assert g.is_legal(m) == (m in legal) == (g.why_illegal(m) is None), (g.ply, m)
            if g.result:
                break
            g.play(rnd.choice(g.legal_moves()))


def test_undo_at_start_raises():
    with pytest.raises(ValueError, match="nothing to undo"):
        SuperGame().undo()


@pytest.mark.parametrize("options", [{}, {"stay_open": True}, {"most_boards": True}])
def test_undo_restores_every_field_exactly(options):
    rnd = random.Random(7)
    for _ in range(4):
        g = SuperGame(**options)
        snaps = [snapshot(g)]
        while not g.result:
            g.play(rnd.choice(g.legal_moves()))
            snaps.append(snapshot(g))
        c = g.copy()
        assert snapshot(c) == snaps[-1]
        while g.ply:
            g.undo()
            assert snapshot(g) == snaps[g.ply]



def test_a_copy_sharing_the_undo_record_plays_and_undoes_back_without_changing_its_game():
    """copy(True), the computer's search copy: the same undo record object (no 1.5 KB copy of it); its plies
    and undos down to where it started leave its game's state, moves and undo as they were."""
    rnd = random.Random(11)
    g = SuperGame()
    for _ in range(120):
        g.play(rnd.choice(g.legal_moves()))
    before = snapshot(g)
    c = g.copy(True)
    assert c._hist is g._hist and g.copy()._hist is not g._hist
    assert snapshot(c) == before
    for _ in range(30):
        c.play(rnd.choice(c.legal_moves()))
    while c.ply > g.ply:
        c.undo()
    assert snapshot(c) == before and snapshot(g) == before
    while g.ply > 100:   # the game's own undo still reads its record right
        g.undo()
    assert g.ply == 100 and len(g.moves) == 100



@pytest.mark.parametrize("options", [{}, {"stay_open": True, "most_boards": True}])
def test_a_copy_made_into_a_used_game_is_the_copy_made_anew(options):
    """copy(True, into): the computer's search makes its copy in its last one (another game's, of other options,
    further on or back at the start): every field as a new copy's, the game's own undo record, nothing of the
    old game left."""
    rnd = random.Random(5)
    old = SuperGame(not options)
    for _ in range(200):
        old.play(rnd.choice(old.legal_moves()))
    for plies in (0, 37, 150):
        g = SuperGame(**options)
        for _ in range(plies):
            g.play(rnd.choice(g.legal_moves()))
        c = g.copy(True, old)
        assert c is old and c._hist is g._hist
        assert snapshot(c) == snapshot(g.copy(True)) == snapshot(g)
        assert (c.stay_open, c.most_boards) == (g.stay_open, g.most_boards)
        for _ in range(12):
            if c.result:
                break
            c.play(rnd.choice(c.legal_moves()))
        while c.ply > g.ply:
            c.undo()
        assert snapshot(c) == snapshot(g)
    c = g.copy(False, old)   # not sharing: a record of its own
    assert c is old and c._hist is not g._hist and c._hist == g._hist and snapshot(c) == snapshot(g)

# ----- the referee -----------------------------------------------------------------------------------------------
def cross_check(games, seed0=0):
    """Random games (options mixed), the legal moves and the result compared with the slow referee at every
    ply. Returns (games, plies, divergences, results)."""
    plies = bad = 0
    results = [0, 0, 0, 0]
    for i in range(games):
        rnd = random.Random(seed0 + i)
        opts = {"stay_open": i % 4 == 1, "most_boards": i % 3 == 2}
        g, ref = SuperGame(**opts), SlowSuper(**opts)
        while True:
            legal = g.legal_moves()
            if legal != ref.legal() or g.result != ref.result:
                bad += 1
                break
            if g.result:
                break
            m = rnd.choice(legal)
            g.play(m)
            ref.play(m)
            plies += 1
        results[g.result] += 1
    return games, plies, bad, results


def test_move_counts_from_the_start_to_depth_2():
    # 729 first moves; each sends to a small board with 9 empty cells, but the 9 moves (M, M, M) send back
    # into their own small board, which has 8: 729 * 9 - 9. The referee counts the same.
    def count(game, depth):
        if depth == 0:
            return 1
        total = 0
        for m in game.legal_moves():
            game.play(m)
            total += count(game, depth - 1)
            game.undo()
        return total

    fast = count(SuperGame(), 2)
    assert fast == 729 * 9 - 9
    ref = 0
    for m in range(729):
        r = SlowSuper()
        r.play(m)
        ref += len(r.legal())
    assert ref == fast


def test_random_games_agree_with_the_slow_referee_at_every_ply():
    games, plies, bad, results = cross_check(120)
    assert bad == 0
    assert results[1] and results[2] and results[3]     # wins both ways and draws were all reached


# ----- notation, log, typed moves ---------------------------------------------------------------------------------
def test_log_lines_name_the_cell_the_small_board_and_the_medium_board():
    g = SuperGame()
    g.play(mv(ML, TR, C))
    assert sn.log_lines(g) == ["X played center of top-right board in the middle-left medium board"]
    assert sn.format_move(mv(ML, TR, C)) == "medium 4, board 3, square 5"


def test_log_lines_for_small_and_medium_draws():
    seen = set()
    for seed in range(30):
        rnd = random.Random(seed)
        g = SuperGame()
        while not g.result:
            g.play(rnd.choice(g.legal_moves()))
            lines = sn.log_lines(g)
            m = g.last_move
            assert lines[0].startswith(" XO"[3 - g.turn] + " played ")
            small, medium = sn.small_name(m // 9), sn.CELL_NAMES[m // 81]
            for line in lines[1:]:
                if line == "The %s medium board is drawn" % medium:
                    seen.add("medium draw")
                elif line == "The %s is drawn" % small:
                    seen.add("small draw")
                elif line in ("X claimed the " + small, "O claimed the " + small):
                    seen.add("claim")
                elif line in ("X claimed the %s medium board" % medium, "O claimed the %s medium board" % medium):
                    seen.add("medium claim")
                else:
                    assert line == sn.result_line(g) and line is lines[-1]
    assert seen == {"medium draw", "small draw", "claim", "medium claim"}


def test_format_move_refuses_what_is_no_move():
    for bad in (-1, 729, True, "1", 2.0):
        with pytest.raises(ValueError):
            sn.format_move(bad)


def test_parse_reads_back_every_formatted_move_and_the_short_forms():
    for m in range(729):
        assert parse_move(sn.format_move(m)) == m
        M, S, c = m // 81, m // 9 % 9, m % 9
        assert parse_move("%d %d %d" % (M + 1, S + 1, c + 1)) == m
        assert parse_move("%d,%d,%d" % (M + 1, S + 1, c + 1)) == m
        assert parse_move("%d%d%d" % (M + 1, S + 1, c + 1)) == m
    assert parse_move("3 5", forced_medium=3) == mv(3, 2, 4)
    assert parse_move("board 3, square 5", forced_medium=3) == mv(3, 2, 4)
    assert parse_move("35", forced_medium=3) == mv(3, 2, 4)
    assert parse_move("5", 3, 2) == mv(3, 2, 4)
    assert parse_move("Square 5", 3, 2) == mv(3, 2, 4)
    assert parse_move("MEDIUM 4 BOARD 3 SQUARE 5") == mv(3, 2, 4)


@pytest.mark.parametrize("text,fm,fs", [("5", -1, -1), ("3 5", -1, -1), ("5", 3, -1), ("0 1 2", -1, -1),
                                        ("1 2 3 4", -1, -1), ("", -1, -1), ("x" * 10000, -1, -1),
                                        ("board 3 square 5 medium 1", -1, -1), ("4 3 5 ,", -1, -1)])
def test_parse_refuses_anything_else_with_a_message_naming_the_forms(text, fm, fs):
    with pytest.raises(ValueError) as e:
        parse_move(text, fm, fs)
    msg = str(e.value)
    assert "is not a move: type medium, board and square" in msg and len(msg) < 220


def test_the_super_rules_line_through_is_the_ultimate_rules_on_every_mask():
    """uttt.super_rules keeps its own copy of uttt.rules.line_through, so that a Super-Ultimate game can drop
    uttt.rules (a function of that module would hold its globals, and so its Game, in the heap; superpeak36)."""
    from uttt import rules, super_rules
    assert super_rules.line_through is not rules.line_through
    for mask in range(512):
        assert super_rules.line_through(mask) == rules.line_through(mask), mask
    for name in ("WIN", "LINES", "FULL", "X", "O", "DRAW", "ONGOING", "CELL_NAMES", "_POP"):
        assert getattr(super_rules, name) == getattr(rules, name), name  # (==: other tests import the rules anew)


def test_the_marks_are_arrays_of_16_bit_masks_and_copies_keep_them_so():
    # superroom37: two 176-byte blocks a game, not two lists of 81 (336 bytes each), which a Super boot's cut-up
    # heap could not find for the computer's copy of the game
    from array import array
    g = SuperGame()
    for m in (mv(C, C, C), mv(C, C, TL), mv(C, TL, C)):
        g.play(m)
    for h in (g, g.copy(), g.copy(True), g.copy(True, SuperGame())):
        for p in (1, 2):
            assert isinstance(h.marks[p], array) and h.marks[p].typecode == "H" and len(h.marks[p]) == 81
        assert list(h.marks[1]) == list(g.marks[1]) and list(h.marks[2]) == list(g.marks[2])
    assert g.marks[1][9 * C + C] == 1 << C and g.marks[2][9 * C + C] == 1 << TL and g.marks[1][9 * C + TL] == 1 << C
