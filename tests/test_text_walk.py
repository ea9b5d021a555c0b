"""``Text``'s setter walks the old and new texts in place (panel27); it must draw exactly what the setter before
it drew, which split both texts into lists of lines and sliced each line. ``OldText`` below keeps that setter
as the reference: for thousands of random texts in a row (wrapping, centring, empty lines, too long, too many
lines, a character the font lacks, scale 2, one TileGrid or a TileGrid per line) both are given the same texts
and must show the same glyph tiles, at the same x, and record the same cut text, having written the same tiles
(each write marks a board's dirty area)."""

import random

import pytest

from uttt.ui.text import _FONT, Text


class OldText(Text):
    """The setter as it was before panel27 (main da4229c), word for word (but for where the glyph table, the centre
    and the scale are kept: room54 made them the module's and one pair, ``cx``)."""

    def fits(self, text):
        lines = text.split("\n")
        return len(lines) <= self.lines and max(len(s) for s in lines) <= self.cols

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, text):
        if text == self._text:
            return
        if not self.fits(text):
            self.cut = text
        old = self._text.split("\n")
        new = text.split("\n")
        table = _FONT[1]
        rows = self.rows
        cols = self.cols
        for i in range(self.lines):
            a = old[i].encode() if i < len(old) else b""
            b = new[i].encode() if i < len(new) else b""
            if a == b:
                continue
            if len(rows) > 1:
                tg = rows[i]
                at = 0
            else:
                tg = rows[0]
                at = i * cols
            for k in range(min(cols, max(len(a), len(b)))):
                ch = b[k] if k < len(b) else 32
                if ch == (a[k] if k < len(a) else 32):
                    continue
                c = ch - 32
                tg[at + k] = table[c] if 0 <= c < 95 else table[31]
        self._text = text
        if self.cx:
            n = min(self.cols, max(len(s) for s in new))
            self.group.x = self.cx[0] - n * self.cx[1] // 2


def shown(t):
    """Every tile of every row, then the group's x and the cut text."""
    tiles = []
    for tg in t.rows:
        tiles.append([tg[k] for k in range(tg.width * tg.height)])
    return tiles, t.group.x, t.cut


class Rec:
    """A Text's TileGrid that records which tiles were written (each write marks a board's dirty area: a setter
    must write the tiles that change, no more)."""

    def __init__(self, tg, n, log):
        self.tg, self.n, self.log = tg, n, log

    def __getattr__(self, name):
        return getattr(self.tg, name)

    def __getitem__(self, k):
        return self.tg[k]

    def __setitem__(self, k, v):
        self.log.add((self.n, k))
        self.tg[k] = v


def record(t):
    """t with its rows recording their writes into t.writes (a set of (row, tile))."""
    t.writes = set()
    t.rows = [Rec(tg, n, t.writes) for n, tg in enumerate(t.rows)]
    return t


ALPHABET = "ab Z09.?~" + "\x7f\x01"   # "\x7f" and "\x01": characters the font lacks ("?")


def random_text(rng, cols, lines):
    """Lines from empty to a few past cols, from none past the Text's lines to two more; now and then the
    same text again, or a line ending in a newline."""
    n = rng.randint(1, lines + 2)
    out = []
    for _ in range(n):
        k = rng.choice((0, 1, rng.randint(0, cols), cols, cols + rng.randint(1, 3)))
        out.append("".join(rng.choice(ALPHABET) for _ in range(k)))
    return "\n".join(out)


SHAPES = [  # cols, lines, scale, pitch, centre
    (6, 1, 1, 12, False), (6, 2, 1, 13, False), (6, 5, 1, 12, False), (13, 4, 1, 12, True),
    (12, 2, 2, 26, True), (10, 3, 2, 30, False), (1, 1, 1, 12, True), (20, 3, 1, 14, True)]


@pytest.mark.parametrize("cols,lines,scale,pitch,centre", SHAPES)
def test_setter_draws_what_the_old_one_drew(cols, lines, scale, pitch, centre):
    rng = random.Random(cols * 100 + lines * 10 + scale)
    new = record(Text(80, 10, cols, lines, 0xFFFFFF, scale, pitch, centre))
    old = record(OldText(80, 10, cols, lines, 0xFFFFFF, scale, pitch, centre))
    assert shown(new) == shown(old)
    last = ""
    for step in range(600):
        r = rng.random()
        if r < 0.1:
            s = last
        elif r < 0.15:
            s = ""
        elif r < 0.3 and last:  # one character changed: the common case of a status line
            k = rng.randrange(len(last))
            s = last[:k] + rng.choice(ALPHABET) + last[k + 1:]
        else:
            s = random_text(rng, cols, lines)
        new.writes.clear()
        old.writes.clear()
        new.text = s
        old.text = s
        assert new.text == old.text == s
        assert shown(new) == shown(old), "step %d: %r after %r" % (step, s, last)
        assert new.writes == old.writes, "step %d: tiles written" % step  # (logscroll53: the same dirty areas)
        if rng.random() < 0.05:  # a fresh pair now and then: the cut text recorded from the start
            new = record(Text(80, 10, cols, lines, 0xFFFFFF, scale, pitch, centre))
            old = record(OldText(80, 10, cols, lines, 0xFFFFFF, scale, pitch, centre))
        last = s


def test_cut_is_recorded_only_for_what_does_not_fit():
    t = Text(0, 0, 4, 2)
    t.text = "abcd\nefgh"
    assert t.cut is None
    t.text = "abcd\n"
    assert t.cut is None
    t.text = "abcde"
    assert t.cut == "abcde"
    t = Text(0, 0, 4, 2)
    t.text = "a\nb\n"  # a third, empty line
    assert t.cut == "a\nb\n"


@pytest.mark.parametrize("centre", [False, True])
def test_a_text_keeps_few_attributes(centre):
    """An instance's attributes sit in a table of 8-byte slots on CircuitPython: 8 slots for 8 attributes or fewer,
    17 for 13, as a Text had (a scene has 10-30 Texts: ~80 bytes each; room54). A Text keeps 7, a centred one 8: the
    glyph table is the module's, the pitch the rows' y, and ``cut`` and ``cx`` are the class's until set."""
    t = Text(80, 10, 12, 2, 0xFFFFFF, 1, 20, centre)
    t.text = "ab\ncd"
    t.colour = 0xFF0000
    assert len(vars(t)) <= 8, sorted(vars(t))
    assert t.cut is None and (t.cx is not None) == centre
    t.text = "x" * 13
    assert t.cut == "x" * 13
