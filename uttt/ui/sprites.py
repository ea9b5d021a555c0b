"""Sprite sheets drawn for the screen's cell size when the game scene is built (no image files to ship or
load); the view drops this module once the scene is built (its code is not needed until the next build).

``cell_sheet(size, styles)``: one row of tiles, ``tile = 3 * style + mark`` (mark 0 empty, 1 X, 2 O; styles in
``STYLES``), then the stroke-drawing frames of a new mark (``partial(styles, mark, stage)``: an X's first
stroke, then half its second; an O's ring a third, then two thirds round), all sharing one 16-colour palette
(``uttt.ui.theme``). ``board_marks(size)``: the board overlays' sheet (blank, the gold frame, a big X, a big
O; 2 bits). ``cursor_sheet(size, ghosts)``: an outline (the cursor; the computer's move or a hint highlighted),
a thicker one (refused, red), the last-move marker (a corner), and in Wild's sheet only the outline with a ghost
X or O inside (the mark A will place). ``icon_sheet(size)``: the panel's big X and O. A mark's pixels are
computed as they are drawn: no list of them is kept. Bitmaps are 2 bits a pixel wherever 4 colours do, and none
is larger than it must be (a big block is what a fragmented heap lacks first).
"""

import displayio
try:
    from bitmaptools import fill_region  # a board's C code: a block in one call
except ImportError:
    fill_region = None
from uttt.ui import theme as T
from uttt.ui.anim import STAGES  # how much of a new mark each stroke frame shows (then the whole mark)
from uttt.ui.gameview import CURSOR, GHOST_O, GHOST_X, LAST, REFUSED, partial

# style -> (background, X colour, O colour)
STYLES = (
    (T.BG, T.X, T.O),            # 0 normal
    (T.SLATE, T.X_DIM, T.O_DIM),  # 1 drawn board: slate wash
    (T.X_BG, T.X_DIM, T.O_DIM),   # 2 board claimed by X
    (T.O_BG, T.X_DIM, T.O_DIM),   # 3 board claimed by O
)


def mark_mask(size, mark, inset, stroke, upto=1.0):
    """The pixels (each x + size * y, one after another: nothing is kept, so a big mark costs no list of
    them) of an X (mark 1) or O (mark 2) drawn in a size x size box; upto < 1 keeps the part a pen has drawn
    so far: X top-left to bottom-right then top-right down, O clockwise from the top. Only the pixels near
    the strokes are tested (a few per row), which keeps a big mark fast to draw on a board."""
    lo = inset
    hi = size - inset
    half = stroke / 2.0
    c = size / 2.0
    r = (hi - lo) / 2.0 - half
    reach = half / 0.7072 + 1.0   # how far (in x) from a diagonal a pixel of the X can be, and a pixel more
    outer = r + half + 1.0       # the O's ring, and a pixel more on either side
    inner = r - half - 1.0
    for y in range(size):
        py = y + 0.5
        if mark == 1:
            if not lo <= py <= hi:
                continue
            spans = _spans(py - reach, py + reach, lo + hi - py - reach, lo + hi - py + reach, size)
        else:
            dy = py - c
            if abs(dy) > outer:
                continue
            s = (outer * outer - dy * dy) ** 0.5
            t = (inner * inner - dy * dy) ** 0.5 if inner > 0 and abs(dy) < inner else 0.0
            spans = _spans(c - s, c - t, c + t, c + s, size)
        for x in spans:
            px = x + 0.5
            if mark == 1:
                if not lo <= px <= hi:
                    continue
                d1 = abs((px - lo) - (py - lo)) * 0.7072
                d2 = abs((px - lo) + (py - lo) - (hi - lo)) * 0.7072
                hit = d1 <= half or d2 <= half
                if hit and upto < 1:  # along the pen's path: 0..1 the first stroke, 1..2 the second
                    d = 2 * (hi - lo)  # one stroke's length in x + y steps
                    t = 2 * d * upto
                    hit = (d1 <= half and px + py - 2 * lo <= t) or (d2 <= half and hi - px + py - lo <= t - d)
            else:
                dx = px - c
                d = (dx * dx + dy * dy) ** 0.5
                hit = abs(d - r) <= half
                if hit and upto < 1:
                    hit = _turn(dx, dy) <= upto
            if hit:
                yield x + size * y


def _spans(a0, a1, b0, b1, size):
    """The whole x (0 .. size-1) in [a0, a1] or [b0, b1], each once, in order."""
    if b0 < a0:
        a0, a1, b0, b1 = b0, b1, a0, a1
    x = max(0, int(a0))
    end = min(size - 1, int(a1) + 1)
    while x <= end:
        yield x
        x += 1
    x = max(x, int(b0))
    end = min(size - 1, int(b1) + 1)
    while x <= end:
        yield x
        x += 1


def _turn(dx, dy):
    """How far round (0..1, clockwise from the top, y down) the direction (dx, dy) is."""
    from math import atan2, pi
    a = atan2(dx, -dy) / (2 * pi)
    return a + 1 if a < 0 else a


def _fill(bmp, x0, size, value, y0=0, h=0):
    """A size-wide block of value from (x0, y0), h rows (size rows if h is 0)."""
    h = h or size
    if fill_region is not None:
        fill_region(bmp, x0, y0, x0 + size, y0 + h, value)
        return
    for y in range(y0, y0 + h):
        for x in range(x0, x0 + size):
            bmp[x, y] = value


def _put(bmp, x0, size, mask, value):
    for p in mask:
        bmp[x0 + p % size, p // size] = value


def cell_sheet(size, styles=4):
    """The cell tiles for cells of size x size pixels (mark inside a margin): styles 4 for Ultimate, 1 for
    Classic and Wild (no board is ever washed there), then the stroke frames. Ultimate's tiles carry the thin
    grid line on their right and bottom edges (the scene covers those of the grid's outer edge, and draws the
    thick lines between boards over them): 16 shapes fewer on screen."""
    n = len(STAGES)
    # One style (Classic, Wild) uses only the palette's first colours (BG 0, X 1, O 2): 2 bits a pixel.
    bmp = displayio.Bitmap(size * (3 * styles + 2 * n), size, 16 if styles > 1 else 4)
    inset = max(2, size // 6)
    stroke = max(1.6, size / 7.0)
    ins = (0, inset + 0.5, inset)
    lines = styles > 1
    # Several styles have small cells (Ultimate): each mark's pixels are listed once (a few dozen) and drawn
    # in every style; one style (Classic, Wild) draws its big marks straight from the computation.
    masks = [None, None, None]
    for m in (1, 2):
        masks[m] = mark_mask(size, m, ins[m], stroke)
        if lines:
            masks[m] = list(masks[m])
    for s in range(styles):
        bg, xc, oc = STYLES[s]
        for m in range(3):
            x0 = (3 * s + m) * size
            _fill(bmp, x0, size, bg)
            if m:
                _put(bmp, x0, size, masks[m], xc if m == 1 else oc)
            if lines:
                _edges(bmp, x0, size)
    # A new mark is always drawn on an unwashed cell (a claim is shown once the stroke is done).
    for m in (1, 2):
        for i in range(n):
            x0 = partial(styles, m, i + 1) * size
            _fill(bmp, x0, size, T.BG)
            _put(bmp, x0, size, mark_mask(size, m, ins[m], stroke, STAGES[i]), T.X if m == 1 else T.O)
            if lines:
                _edges(bmp, x0, size)
    return bmp


def _edges(bmp, x0, size):
    """The thin grid line along a tile's right and bottom edges."""
    _fill(bmp, x0 + size - 1, 1, T.LINE, 0, size)
    _fill(bmp, x0, size, T.LINE, size - 1, 1)


def _outline(bmp, x0, size, t, value):
    """A square outline t pixels thick round the size x size tile at x0."""
    _fill(bmp, x0, size, value, 0, t)
    _fill(bmp, x0, size, value, size - t, t)
    _fill(bmp, x0, t, value, t, size - 2 * t)
    _fill(bmp, x0 + size - t, t, value, t, size - 2 * t)


# The board overlays' sheet (both TileGrids over it, each with a palette of its own): 0 transparent; in the
# frame's tile 1 the frame (gold, via the frames' 2-colour palette); in the big marks' tiles (via their 4-colour
# palette) 1 the edge round a big mark (the board's background colour), 2 X's ink, 3 O's ink.
CLEAR, RIM = 0, 1
EDGE, X_INK, O_INK = 1, 2, 3


def board_marks(size):
    """The board overlays' sheet of size x size tiles, 2 bits a pixel (two TileGrids of 3 x 3 over the boards
    use it: the frames' shows tile 0 blank or 1 the gold frame of a board in play, the big marks' tile 0, 2 a
    big X or 3 a big O, each with an edge so it reads over the small marks). One sheet for both: a bitmap
    less, ~0.2 KB on a PyBadge (heap27; two before, the frames' 1 bit a pixel)."""
    bmp = displayio.Bitmap(4 * size, size, 4)
    _outline(bmp, size, size, 2 if size < 60 else 3, RIM)
    inset = size // 7
    stroke = max(3.0, size / 8.0)
    for m in (1, 2):
        _put(bmp, (m + 1) * size, size, mark_mask(size, m, inset - 1, stroke + 2.5), EDGE)
        _put(bmp, (m + 1) * size, size, mark_mask(size, m, inset, stroke), X_INK if m == 1 else O_INK)
    return bmp


def cursor_sheet(size, ghosts=0):
    """The cursor's tiles, 2 bits a pixel (each TileGrid over them has a palette of its own, so a colour is
    given there): an outline (value 1), a thicker one (the refused flash), a corner (2: the last move), and with
    ghosts (Wild's sheet only: no other game asks for them) the outline with a ghost X (2) or a ghost O (3)
    inside (the mark A places). Without them the sheet is 3 tiles wide, not 5 (heap27: 784 bytes less in a
    Classic game's 39-px cells on a PyBadge, 112 in Ultimate's 13-px ones)."""
    bmp = displayio.Bitmap(size * (5 if ghosts else 3), size, 4)
    t = 2 if size < 20 else 3
    for i in (CURSOR, REFUSED, GHOST_X, GHOST_O) if ghosts else (CURSOR, REFUSED):
        _outline(bmp, i * size, size, t + 1 if i == REFUSED else t, 1)
    if ghosts:
        inset = max(3, size // 4)
        stroke = max(1.0, size / 10.0)
        _put(bmp, GHOST_X * size, size, mark_mask(size, 1, inset, stroke), 2)
        _put(bmp, GHOST_O * size, size, mark_mask(size, 2, inset, stroke), 3)
    # Last move: a filled corner (top-left), clear of the mark and of the cursor's outline.
    k = min(max(4, size // 2), 9)
    for y in range(k):
        for x in range(k - y):
            bmp[LAST * size + x, y] = 2
    return bmp


def icon_sheet(size):
    """Panel icons, 2 bits a pixel over the shared palette's first colours: 0 blank, 1 X, 2 O (whose turn,
    who won)."""
    bmp = displayio.Bitmap(size * 3, size, 4)
    stroke = max(2.5, size / 7.0)
    for m in (1, 2):
        _put(bmp, m * size, size, mark_mask(size, m, 2, stroke), T.X if m == 1 else T.O)
    return bmp
