"""WCAG 2 contrast of every theme x contrast setting (issue 17): the pairs a player must tell apart.

- text on what it is drawn on, and the marks on the board: >= 4.5:1 at contrast normal, >= 7:1 at high;
- the winning line (``T.STRIKE``) >= 3:1 against both marks and the board;
- X, O and the gold frame distinct from each other (RGB distance >= 64: chalk's yellow O beside its gold
  frame was 52);
- high contrast never lowers a pair.
"""

import pytest

from uttt.ui import theme as T
from uttt.ui import themecolours as TC

# (what, foreground slot, background slot): every text and the surface it is drawn on, every mark on its board.
TEXT = (
    ("words", T.TEXT, T.BG),
    ("titles, scoreboard, notices (gold)", T.GOLD, T.BG),
    ("a refused press (red words)", T.BAD, T.BG),
    ("the highlighted menu row", T.TEXT, T.O_BG),
    ("a panel button", T.TEXT, T.O_BG),
    ("the focused panel button (dark on gold)", T.BG, T.GOLD),
    ("X on the board", T.X, T.BG),
    ("O on the board", T.O, T.BG),
    ("big X on the board X claimed", T.X, T.X_BG),
    ("big O on the board O claimed", T.O, T.O_BG),
)
LINE = (("winning line on X", T.STRIKE, T.X), ("winning line on O", T.STRIKE, T.O),
        ("winning line on the board", T.STRIKE, T.BG))
COMBOS = [(i, hc) for i in range(len(TC.THEMES)) for hc in (0, 1)]


def linear(v):
    v /= 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def luminance(c):
    """WCAG relative luminance of 0xRRGGBB."""
    return 0.2126 * linear((c >> 16) & 255) + 0.7152 * linear((c >> 8) & 255) + 0.0722 * linear(c & 255)


def ratio(a, b):
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def distance(a, b):
    return sum((((a >> s) & 255) - ((b >> s) & 255)) ** 2 for s in (16, 8, 0)) ** 0.5


def test_the_ratio_is_wcag_s():
    assert ratio(0xFFFFFF, 0x000000) == pytest.approx(21.0)
    assert ratio(0x777777, 0xFFFFFF) == pytest.approx(4.48, abs=0.01)  # the classic just-fails grey
    assert ratio(0x123456, 0x123456) == 1.0


@pytest.mark.parametrize("index,hc", COMBOS)
def test_text_and_marks_are_readable(index, hc):
    t = T.make(index, hc)
    want = 7.0 if hc else 4.5
    for what, fg, bg in TEXT:
        r = ratio(t[fg], t[bg])
        assert r >= want, "%s %s: %s %.2f:1 < %.1f:1" % (TC.THEME_NAMES[index], "high" if hc else "normal", what,
                                                          r, want)


@pytest.mark.parametrize("index,hc", COMBOS)
def test_the_winning_line_stands_out_from_both_marks_and_the_board(index, hc):
    t = T.make(index, hc)
    for what, fg, bg in LINE:
        r = ratio(t[fg], t[bg])
        assert r >= 3.0, "%s: %s %.2f:1" % (TC.THEME_NAMES[index], what, r)


@pytest.mark.parametrize("index,hc", COMBOS)
def test_x_o_and_the_gold_frame_are_distinct(index, hc):
    t = T.make(index, hc)
    for a, b in ((T.X, T.O), (T.X, T.GOLD), (T.O, T.GOLD)):
        assert distance(t[a], t[b]) >= 64, (TC.THEME_NAMES[index], hc, a, b)


@pytest.mark.parametrize("index", range(len(TC.THEMES)))
def test_high_contrast_never_lowers_a_pair(index):
    lo, hi = T.make(index, 0), T.make(index, 1)
    for what, fg, bg in TEXT + LINE:
        assert ratio(hi[fg], hi[bg]) >= ratio(lo[fg], lo[bg]) - 1e-9, (TC.THEME_NAMES[index], what)
