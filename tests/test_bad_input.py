"""Bad input to the core and the terminal game gives a clear answer, never a traceback (issue 15, point 8).

Table-driven: each case is a call and what it must give (a value, or a ValueError whose message says what).
"""

import os
import subprocess
import sys

import pytest

from uttt import codec
from uttt.classic import Classic
from uttt.parse import format_move
from uttt.parse import parse_move
from uttt.rules import Game

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HUGE = 10 ** 5000   # CPython refuses to print an int of more than 4,300 digits: no message may try

RETURNS = {
    "is_legal(huge), Ultimate": (lambda: Game().is_legal(HUGE), False),
    "is_legal(-huge), Ultimate": (lambda: Game().is_legal(-HUGE), False),
    "is_legal(huge), Classic": (lambda: Classic().is_legal(HUGE), False),
    "is_legal(huge), Wild": (lambda: Classic(wild=True).is_legal(HUGE), False),
    "why_illegal(huge), Ultimate": (lambda: Game().why_illegal(HUGE),
                                    "no such cell: a huge int (moves are ints 0..80)"),
    "why_illegal(huge), Classic": (lambda: Classic().why_illegal(HUGE),
                                   "no such move: a huge int (moves are ints 0..8)"),
    "why_illegal(81)": (lambda: Game().why_illegal(81), "no such cell: 81 (moves are ints 0..80)"),
    "parse_move('5', forced=4)": (lambda: parse_move("5", forced=4), 40),
    "parse_move('5'), Classic": (lambda: parse_move("5", "classic"), 4),
}

RAISES = {
    "play(huge), Ultimate": (lambda: Game().play(HUGE), "illegal move a huge int"),
    "play(huge), Classic": (lambda: Classic().play(HUGE), "illegal move a huge int"),
    "format_move(huge)": (lambda: format_move(HUGE), "no such ultimate move: a huge int"),
    "codec.decode(None)": (lambda: codec.decode(None), "a save is bytes, not NoneType"),
    "codec.decode('text')": (lambda: codec.decode("abcdef"), "a save is bytes, not str"),
    "codec.decode(12)": (lambda: codec.decode(12), "a save is bytes, not int"),
    "codec.decode(b'')": (lambda: codec.decode(b""), "save is truncated"),
    "parse_move('5', forced=99)": (lambda: parse_move("5", forced=99), "forced is a board 0-8, or -1"),
    "parse_move('5', forced=-2)": (lambda: parse_move("5", forced=-2), "forced is a board 0-8, or -1"),
    "parse_move('5', forced=True)": (lambda: parse_move("5", forced=True), "forced is a board 0-8, or -1"),
    "parse_move('5', forced='4')": (lambda: parse_move("5", forced="4"), "forced is a board 0-8, or -1"),
}


@pytest.mark.parametrize("case", sorted(RETURNS))
def test_a_bad_move_gives_an_answer(case):
    call, want = RETURNS[case]
    assert call() == want


@pytest.mark.parametrize("case", sorted(RAISES))
def test_bad_input_is_a_value_error_saying_what(case):
    call, words = RAISES[case]
    with pytest.raises(ValueError) as e:
        call()
    assert words in str(e.value), str(e.value)


def test_the_terminal_game_with_stdin_closed_says_bye():
    env = dict(os.environ, PYTHONPATH=ROOT)
    out = subprocess.run([sys.executable, "-c", "import os, sys; os.close(0); sys.stdin = None; "
                          "from uttt.ui.textui import _pc_main; sys.exit(_pc_main())"],
                         capture_output=True, text=True, timeout=60, cwd=ROOT, env=env)
    assert out.returncode == 0 and "Traceback" not in out.stderr and "Bye." in out.stdout, out.stderr
    out = subprocess.run("exec %s -m uttt.ui.textui <&-" % sys.executable, shell=True, capture_output=True,
                         text=True, timeout=60, cwd=ROOT, env=env)
    assert out.returncode == 0 and "Traceback" not in out.stderr and "Bye." in out.stdout, out.stderr


def test_the_terminal_game_into_a_closed_pipe_ends_quietly():
    env = dict(os.environ, PYTHONPATH=ROOT)
    out = subprocess.run("yes 5 | %s -m uttt.ui.textui --friend | head -2" % sys.executable, shell=True,
                         capture_output=True, text=True, timeout=60, cwd=ROOT, env=env)
    assert "Traceback" not in out.stderr and "BrokenPipe" not in out.stderr, out.stderr
    assert len(out.stdout.splitlines()) == 2
