"""Text notation (seed 003 numbering) and the move log (seed 001 wording)."""

import pytest

from uttt.classic import Classic
from uttt.notation import format_move, parse_move, log_lines
from uttt.rules import Game


def test_format_uses_one_based_board_and_square():
    assert format_move(9 * 2 + 4) == "board 3, square 5"
    assert format_move(4, "classic") == "square 5"
    assert format_move(9 + 4, "wild") == "O on square 5"


@pytest.mark.parametrize("text", ["board 3, square 5", "3 5", "3,5", "35", "b3 s5", "  Board 3 Square 5 "])
def test_parse_accepts_the_usual_spellings(text):
    assert parse_move(text) == 9 * 2 + 4


def test_every_move_round_trips():
    for m in range(81):
        assert parse_move(format_move(m)) == m
    for m in range(9):
        assert parse_move(format_move(m, "classic"), "classic") == m
    for m in range(18):
        assert parse_move(format_move(m, "wild"), "wild") == m


@pytest.mark.parametrize("text", ["", "3", "0 5", "3 0", "10 5", "board x", "3 5 7", "hello 3 5"])
def test_bad_text_gives_a_clear_error(text):
    with pytest.raises(ValueError, match="board|square|understand"):
        parse_move(text)


def test_wild_needs_a_mark():
    with pytest.raises(ValueError, match="mark"):
        parse_move("5", "wild")


def test_log_wording_of_seed_001():
    g = Game()
    g.play(9 * 2 + 4)
    assert log_lines(g) == ["X played center of top-right board"]


def test_log_claim_and_match_lines():
    g = Game()
    # X claims the center board along its middle row while O wastes moves.
    for m in (9 * 4 + 3, 9 * 3 + 4, 9 * 4 + 5, 9 * 5 + 4):
        g.play(m)
    g.play(9 * 4 + 4)
    assert log_lines(g) == ["X played center of center board", "X claimed the center board"]


def test_log_drawn_board_line():
    g = Game()
    major, minor = (0, 1, 5, 6, 8), (2, 3, 4, 7)
    for i in range(4):
        g._push(major[i])
        g._push(minor[i])
    g._push(8)
    assert log_lines(g) == ["X played bottom-right of top-left board", "The top-left board is drawn"]


def test_log_classic_and_wild():
    g = Classic()
    g.play(4)
    assert log_lines(g) == ["X played center"]
    w = Classic(wild=True)
    w.play(9 + 0)
    assert log_lines(w) == ["X placed an O in the top-left"]
    for m in (9 + 1, 9 + 2):
        w.play(m)
    assert log_lines(w)[-1] == "X won the game"
