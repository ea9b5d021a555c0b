"""Classic and Wild Tic-Tac-Toe (seed 000)."""

import random

import pytest

from uttt.classic import Classic


def play_all(g, moves):
    for m in moves:
        g.play(m)
    return g


@pytest.mark.parametrize("line", [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8),
                                  (2, 4, 6)])
def test_classic_each_of_the_eight_lines_wins(line):
    others = [c for c in range(9) if c not in line]
    # O's two marks must not make a line of their own: take the first two cells off X's line
    g = play_all(Classic(), [line[0], others[0], line[1], others[1], line[2]])
    assert g.result == 1 and g.winning_line() == line and g.legal_moves() == []


def test_classic_cats_game_when_full_without_line():
    g = play_all(Classic(), [0, 1, 2, 4, 3, 5, 7, 6, 8])
    assert g.result == 3 and g.winning_line() is None


def test_classic_occupied_cell_is_refused_and_changes_nothing():
    g = play_all(Classic(), [4])
    with pytest.raises(ValueError, match="taken"):
        g.play(4)
    assert g.moves == [4] and g.turn == 2


def test_classic_out_of_range_refused():
    with pytest.raises(ValueError):
        Classic().play(9)


@pytest.mark.parametrize("wild", [False, True])
@pytest.mark.parametrize("bad", [True, False, 1.0, "4", None, -1])
def test_a_bool_or_any_non_int_is_refused(wild, bad):
    g = Classic(wild=wild)
    assert not g.is_legal(bad) and g.why_illegal(bad)
    with pytest.raises(ValueError):
        g.play(bad)
    assert g.ply == 0 and g.moves == [] and not any(g.cells)


def test_wild_player_may_place_either_mark():
    g = Classic(wild=True)
    assert len(g.legal_moves()) == 18
    g.play(9 + 4)  # X places an O in the center
    assert g.cell(4) == 2 and g.turn == 2
    g.play(0)      # O places an X top-left
    assert g.cell(0) == 1


def test_wild_completing_a_line_of_either_mark_wins_for_the_mover():
    g = play_all(Classic(wild=True), [9 + 0, 9 + 1])  # X puts O top-left, O puts O top-center
    g.play(9 + 2)  # X completes a row of Os: X wins
    assert g.result == 1


def test_wild_cell_taken_by_any_mark_is_refused():
    g = play_all(Classic(wild=True), [9 + 4])
    with pytest.raises(ValueError):
        g.play(4)


def test_undo_restores_exactly_in_both_games():
    rnd = random.Random(1)
    for wild in (False, True):
        for _ in range(200):
            g = Classic(wild=wild)
            states = []
            while not g.result:
                states.append((bytes(g.cells), g.turn, g.result, list(g.masks)))
                g.play(rnd.choice(g.legal_moves()))
            while g.ply:
                g.undo()
                assert (bytes(g.cells), g.turn, g.result, list(g.masks)) == states.pop()
