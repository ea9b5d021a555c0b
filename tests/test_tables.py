"""The lookup tables the core writes out as bytes (so that importing it computes nothing on a board), and those the
Super evaluation builds at import, are what their definitions say."""

from uttt import bot_eval, rules

LM = [(1 << rules.LINES[i]) | (1 << rules.LINES[i + 1]) | (1 << rules.LINES[i + 2]) for i in range(0, 24, 3)]


def test_win_and_pop():
    assert len(rules.WIN) == len(rules._POP) == 512
    for m in range(512):
        assert rules.WIN[m] == int(any(m & lm == lm for lm in LM)), m
        assert rules._POP[m] == bin(m).count("1"), m


def _line_tables(two, touch, thru, lm):
    """A module's line tables are what their definitions say (uttt.bot_eval's; uttt.bot_supereval's, built at import)."""
    assert len(two) == len(touch) == 512 and len(thru) == 9
    for m in range(512):
        assert two[m] == sum(1 << i for i, l in enumerate(LM) if bin(m & l).count("1") == 2), m
        assert touch[m] == sum(1 << i for i, l in enumerate(LM) if m & l), m
    for c in range(9):
        assert thru[c] == sum(1 << i for i, l in enumerate(LM) if l >> c & 1), c
    assert tuple(lm) == tuple(LM)


def test_the_evaluations_line_tables():
    _line_tables(bot_eval._TWO, bot_eval._TOUCH, bot_eval._THRU, bot_eval._LM)


def test_the_super_evaluations_line_tables():
    # uttt.bot_supereval builds its own at import (a Super game drops uttt.rules and uttt.bot_eval), one mask from a
    # smaller one (thinkframes54: 511 steps, not 512 x 8): the same definitions as bot_eval's
    from uttt import bot_supereval as S
    _line_tables(S._TWO, S._TOUCH, S._THRU, S._COMP)
