"""Screen geometry for one display size: pure arithmetic, shared by the app (touch hit-testing) and the view.

The game screen is a square grid plus a status panel: beside the grid on landscape screens (PyBadge 160x128,
PyPortal 320x240), below it on square ones (CLUE 240x240, Thumby Color 128x128). Ultimate uses a 9x9 grid of
``cell`` pixels (board pitch ``3 * cell``); Classic and Wild a 3x3 grid of ``big`` pixels over the same area.
The picture screens (replay, rules) keep a band of ``caption`` text lines across the bottom of the screen
(``Layout(w, h, scheme, caption=2)``): the grid is smaller there, so the caption never hides the board.
Rectangles are ``(x, y, w, h)`` tuples. Nothing here imports displayio. The constructor's arithmetic is
``uttt.ui.layoutcalc``, imported for it and dropped again.
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

_MIN_TOUCH = const(20)  # px: the smallest touch target we accept on touch screens
# (The smallest screen, MIN_WIDTH x MIN_HEIGHT, is uttt.ui.boot's: only start-up checks it; heap38.)


class Layout:
    """Geometry of every screen for a ``width`` x ``height`` display and an input ``scheme``."""

    def __init__(self, width, height, scheme="dpad", caption=0):
        import sys

        from uttt.ui import layoutcalc  # the arithmetic that runs only now: dropped again (docs/memory.md)

        try:
            layoutcalc.lay_out(self, width, height, scheme, caption, _MIN_TOUCH)
        finally:
            sys.modules.pop("uttt.ui.layoutcalc", None)
            ui = sys.modules.get("uttt.ui")
            if ui is not None and getattr(ui, "layoutcalc", None) is not None:
                delattr(ui, "layoutcalc")

    def panel_scale(self):
        """Text scale inside the status panel (kept at 1 where the panel is narrow)."""
        pw = self.panel[2]
        return 2 if self.scale == 2 and self.side and pw >= 72 else 1

    # ----- Ultimate geometry ---------------------------------------------------------------------------------
    def cell_rect(self, m):
        """Pixel rectangle of Ultimate move m (board m // 9, cell m % 9)."""
        b, c = divmod(m, 9)
        col = 3 * (b % 3) + c % 3
        row = 3 * (b // 3) + c // 3
        s = self.cell
        return (self.gx + s * col, self.gy + s * row, s, s)

    def board_rect(self, b):
        s = self.board
        return (self.gx + s * (b % 3), self.gy + s * (b // 3), s, s)

    def cell_at(self, x, y):
        """The Ultimate move under pixel (x, y), or -1."""
        col = (x - self.gx) // self.cell if x >= self.gx else -1
        row = (y - self.gy) // self.cell if y >= self.gy else -1
        if not (0 <= col < 9 and 0 <= row < 9):
            return -1
        return 9 * (3 * (row // 3) + col // 3) + 3 * (row % 3) + col % 3

    # ----- Classic / Wild geometry ---------------------------------------------------------------------------
    def square_rect(self, c):
        s = self.big
        return (self.gx + s * (c % 3), self.gy + s * (c // 3), s, s)

    def square_at(self, x, y):
        s = self.big
        col = (x - self.gx) // s if x >= self.gx else -1
        row = (y - self.gy) // s if y >= self.gy else -1
        if not (0 <= col < 3 and 0 <= row < 3):
            return -1
        return 3 * row + col

    # ----- panel, menus, log -----------------------------------------------------------------------------------
    def slot_at(self, x, y, count):
        """Index of the panel button slot (among the first count) under (x, y), or -1."""
        for i in range(min(count, len(self.slots))):
            r = self.slots[i]
            if r[0] <= x < r[0] + r[2] and r[1] <= y < r[1] + r[3]:
                return i
        return -1


def grid_xy(m):
    """(column, row) of Ultimate move m in the 9x9 grid."""
    b = m // 9  # (not divmod: its tuple was a cursor step's garbage, frames33)
    c = m % 9
    return 3 * (b % 3) + c % 3, 3 * (b // 3) + c // 3


def move_at(col, row):
    """Ultimate move at (column, row) of the 9x9 grid."""
    return 9 * (3 * (row // 3) + col // 3) + 3 * (row % 3) + col % 3


def halved(size, at):
    """2 when tiles of size are drawn at half size and scaled up (a quarter of the RAM), else 1."""
    return 2 if size >= at and size % 2 == 0 else 1
