"""The lookup tables the core writes out as bytes (so that importing it computes nothing on a board), and those the
Super evaluation builds at import, are what their definitions say."""

from uttt import bot_eval, rules

LM = [(1 << rules.LINES[i]) | (1 << rules.LINES[i + 1]) | (1 << rules.LINES[i + 2]) for i in range(0, 24, 3)]


def test_win_and_pop():
    assert len(rules.WIN) == len(rules._POP) == 512
    for m in range(512):
        assert rules.WIN[m] == int(any(m & lm == lm for lm in LM)), m
        assert rules._POP[m] == bin(m).count("1"), m


def test_the_evaluations_line_tables():
    assert len(bot_eval._TWO) == len(bot_eval._TOUCH) == 512 and len(bot_eval._THRU) == 9
    for m in range(512):
        assert bot_eval._TWO[m] == sum(1 << i for i, lm in enumerate(LM) if bin(m & lm).count("1") == 2), m
        assert bot_eval._TOUCH[m] == sum(1 << i for i, lm in enumerate(LM) if m & lm), m
    for c in range(9):
        assert bot_eval._THRU[c] == sum(1 << i for i, lm in enumerate(LM) if lm >> c & 1), c
    assert tuple(bot_eval._LM) == tuple(LM)


def test_the_super_evaluations_line_tables():
    # uttt.bot_supereval builds its own at import (a Super game drops uttt.rules and uttt.bot_eval), one mask from a
    # smaller one (thinkframes54: 511 steps, not 512 x 8): the same definitions as bot_eval's
    from uttt import bot_supereval as S
    assert len(S._TWO) == len(S._TOUCH) == 512 and len(S._THRU) == 9
    for m in range(512):
        assert S._TWO[m] == sum(1 << i for i, lm in enumerate(LM) if bin(m & lm).count("1") == 2), m
        assert S._TOUCH[m] == sum(1 << i for i, lm in enumerate(LM) if m & lm), m
    for c in range(9):
        assert S._THRU[c] == sum(1 << i for i, lm in enumerate(LM) if lm >> c & 1), c
    assert tuple(S._COMP) == tuple(LM)
