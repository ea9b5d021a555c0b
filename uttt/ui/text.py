"""Text in the terminal font, the lean way: each line of a ``Text`` is a TileGrid whose tiles are glyphs.

A board's ``terminalio.FONT`` keeps every glyph (6x12 pixels, 1 bit) in one bitmap in flash, and each glyph
names its tile in it: a line of text is then a TileGrid over that bitmap with one byte per character, and a
new text changes tile indexes only (as the board's own serial terminal does). A font whose glyphs each have
their own bitmap (Blinka's, in the simulator) is copied once into one sheet of the same shape.

Why not ``adafruit_display_text``: measured on CircuitPython 32-bit (docs/app.md, Memory), its two modules
take 20 KB of heap once imported and each ``bitmap_label.Label`` about 1 KB more besides its bitmap; a
``Text`` of one line takes about 250 bytes, the code of this module about 2 KB, and the game needs nothing of
the library's (no other font, no anchors beyond left / centre, no wrapping at pixel widths).

    t = Text(x, y, cols=12, lines=2, colour=0xFFFFFF, scale=1, pitch=13)
    root.append(t.group); t.text = "P1\\nto go"; t.colour = 0xFF0000; t.group.hidden = True

A text longer than its ``cols`` (or with more lines than ``lines``) is cut, and kept in ``cut``: the screens'
text-fit test checks on every screen of every board that none was.
"""

import displayio
import terminalio

W = 6           # glyph cell, pixels
H = 12
_FONT = []      # [bitmap, tile of each character 32..126], made at first use


def _font():
    if not _FONT:
        font = terminalio.FONT
        table = bytearray(95)
        a = font.get_glyph(65)
        if a.bitmap is font.get_glyph(66).bitmap:  # one bitmap of every glyph: use it as it is
            bmp = a.bitmap
            for i in range(95):
                g = font.get_glyph(32 + i)
                table[i] = g.tile_index if g is not None else table[31]
        else:  # a bitmap per glyph: one sheet of 95 cells, copied once
            bmp = displayio.Bitmap(W * 95, H, 2)
            for i in range(95):
                gb = font.get_glyph(32 + i).bitmap
                for y in range(H):
                    for x in range(W):
                        if gb[x, y]:
                            bmp[W * i + x, y] = 1
                table[i] = i
        _FONT.append(bmp)
        _FONT.append(bytes(table))
    return _FONT


def ink(colour, bg=None):
    """A text's palette: 0 transparent (or the paper bg), 1 colour (the menu scene's dimmed rows take one of their
    own)."""
    p = displayio.Palette(2)
    if bg is None:
        p.make_transparent(0)
    else:
        p[0] = bg
    p[1] = colour
    return p


class Text:
    """``lines`` lines of at most ``cols`` characters at (x, y) (the top-left corner; with ``centre`` x is the
    middle of the longest line), ``pitch`` pixels from one line to the next, every pixel ``scale`` times.

    With ``bg`` (a colour) its blank pixels are that paper, opaque: where the Text lies over a plain background of
    that colour it looks the same, and a board's refresh stops at it (CircuitPython fills an area's layers from the
    top down to the first that covers it opaquely: the layers under a transparent text cost each pixel again).

    Lines that touch (``pitch`` is the glyphs' height: a log page, a notice, the scoreboard) are one TileGrid
    of ``cols`` x ``lines`` tiles; lines spaced apart (a menu's rows, the status lines) a TileGrid each. At
    scale 1 a single TileGrid is the ``group`` itself (it has ``x``, ``y`` and ``hidden``): no Group."""

    cut = None          # the last text that did not fit whole (tests look for it): the class's until one does not
    cx = None           # a centred Text's (x, pixels a character: W * scale), x the middle of its longest line

    def __init__(self, x, y, cols, lines=1, colour=0xFFFFFF, scale=1, pitch=H, centre=False, bg=None):
        # (few attributes: an instance's table of them takes 8 bytes a slot, 17 slots for 13, 8 for 8 or fewer; a
        # scene has 10-30 Texts: the glyph table is the module's, the pitch the rows' y, x and scale one pair)
        bmp, table = _font()
        self.pal = ink(colour, bg)
        if centre:
            self.cx = (x, W * scale)
        w = cols  # (lines spaced apart may each take a width of their own: a tuple, a box's rows, uttt.ui.menu)
        if type(cols) is tuple:
            cols = max(cols)
        self.cols = cols
        self.lines = lines
        one = lines == 1 or pitch == H * scale  # the lines touch: one TileGrid for them all
        self.rows = []
        for i in range(1 if one else lines):
            self.rows.append(displayio.TileGrid(bmp, pixel_shader=self.pal, width=w if w is cols else w[i],
                                                height=lines if one else 1,
                                                tile_width=W, tile_height=H, default_tile=table[0],
                                                y=i * pitch // scale))
        if one and scale == 1:
            self.group = self.rows[0]
            self.group.x = x
            self.group.y = y
        else:
            self.group = displayio.Group(x=x, y=y, scale=scale)
            for tg in self.rows:
                self.group.append(tg)
        self._text = ""
        self._colour = colour

    @property
    def text(self):
        return self._text

    @text.setter
    def text(self, text):
        old = self._text
        if text == old:
            return
        # Both texts as bytes, walked in place: no lists of lines, no slices (the garbage of a set is the two
        # bytes objects, 32 bytes on a board; a split and a slice per line took 450-1,000 bytes). As bytes: a
        # character taken out of a str is interned for good on CircuitPython (each one a name in the heap's names'
        # table, tests/bench/board_names.py); the game's words are ASCII.
        a = old.encode()
        b = text.encode()
        na = len(a)
        nb = len(b)
        table = _FONT[1]
        rows = self.rows
        cols = self.cols
        tg = rows[0]
        w = cols
        at = 0
        i = j = 0       # where line n starts in a and in b (past the end: an empty line)
        wide = 0        # the longest line of b
        for n in range(self.lines):
            ea = a.find(b"\n", i) if i < na else -1
            if ea < 0:
                ea = max(i, na)
            eb = b.find(b"\n", j) if j < nb else -1
            if eb < 0:
                eb = max(j, nb)
            la = ea - i
            lb = eb - j
            if lb > wide:
                wide = lb
            if len(rows) > 1:  # a TileGrid per line (of its own width: a box's rows)
                tg = rows[n]
                w = tg.width
            else:  # line n of the one TileGrid
                at = n * cols
            for k in range(min(w, la if la > lb else lb)):  # (past both, blank stays blank)
                ch = b[j + k] if k < lb else 32
                if ch != (a[i + k] if k < la else 32):
                    c = ch - 32
                    tg[at + k] = table[c] if 0 <= c < 95 else table[31]  # "?" for a character the font lacks
            i = ea + 1
            j = eb + 1
        more = j <= nb  # lines past the Text's: cut (and the longest line counts them too, as it always did)
        while j <= nb:
            eb = b.find(b"\n", j)
            if eb < 0:
                eb = nb
            if eb - j > wide:
                wide = eb - j
            j = eb + 1
        if more or wide > cols:
            self.cut = text
        self._text = text
        c = self.cx
        if c:
            self.group.x = c[0] - min(cols, wide) * c[1] // 2

    @property
    def colour(self):
        return self._colour

    @colour.setter
    def colour(self, c):
        if c != self._colour:
            self._colour = c
            self.pal[1] = c


def wrap(text, cols, indent):
    """Split text into lines of at most cols characters at spaces; continuation lines get indent."""
    out = []
    while len(text) > cols:
        cut = text.rfind(" ", len(indent) + 1, cols + 1)
        if cut <= len(indent):
            cut = cols
        out.append(text[:cut])
        text = indent + text[cut:].lstrip()
    out.append(text)
    return out
