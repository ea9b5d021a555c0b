"""Screen geometry for one display size: pure arithmetic, shared by the app (touch hit-testing) and the view.

The game screen is a square grid plus a status panel: beside the grid on landscape screens (PyBadge 160x128,
PyPortal 320x240), below it on square ones (CLUE 240x240, Thumby Color 128x128). Ultimate uses a 9x9 grid of
``cell`` pixels (board pitch ``3 * cell``); Classic and Wild a 3x3 grid of ``big`` pixels over the same area.
The picture screens (replay, rules) keep a band of ``caption`` text lines across the bottom of the screen
(``Layout(w, h, scheme, caption=2)``): the grid is smaller there, so the caption never hides the board.
Rectangles are ``(x, y, w, h)`` tuples. Nothing here imports displayio.
"""

MIN_TOUCH = 20  # px: the smallest touch target we accept on touch screens
MIN_WIDTH = 128  # px: the smallest screen the game is laid out for (below it a board's driver says so)
MIN_HEIGHT = 96


def supported(width, height):
    """True when a width x height screen can show every screen of the game whole."""
    return width >= MIN_WIDTH and height >= MIN_HEIGHT


class Layout:
    """Geometry of every screen for a ``width`` x ``height`` display and an input ``scheme``."""

    def __init__(self, width, height, scheme="dpad", caption=0):
        self.width = width
        self.height = height
        self.scheme = scheme
        self.touch = scheme == "touch"
        # A touch target's height: 9 mm (issue 17) on the touch screens we know, a PyPortal's 3.2" 320x240 (125 px
        # an inch: 44 px) and a Titano's 3.5" 480x320 (165 px an inch: 60 px); MIN_TOUCH + 4 on others.
        self.finger = 0
        if self.touch:
            size = (width, height)
            self.finger = 60 if size == (480, 320) else 44 if size == (320, 240) else MIN_TOUCH + 4
        # Text: terminalio glyphs are 6x12; scale 2 on screens 240 px and up.
        self.scale = 2 if min(width, height) >= 200 else 1
        self.char_w = 6
        self.line_h = 12
        # ----- game grid and status panel ---------------------------------------------------------------
        side = width - height >= 32
        self.side = side
        # The caption band: scale 1 text lines across the bottom, 3 px of margin over them; the grid and the
        # panel share what is left.
        band = 12 * caption + 3 if caption else 0
        self.caption = (0, height - band, width, band)
        self.caption_cols = width // 6 - 1
        height -= band
        if side:
            cell = min((height - 4) // 9, (width - 42) // 9)  # a panel of 6 columns at least
        else:
            cell = min((height - 16 - 2 * self.scale) // 9, (width - 4) // 9)
        self.cell = cell
        n = 9 * cell
        self.grid_size = n
        if side:
            self.gx = 3 if width < 200 else (height - n) // 2
            self.gy = (height - n) // 2
            px = self.gx + n + 3
            self.panel = (px, 0, width - px, height)
        else:
            self.gx = (width - n) // 2
            self.gy = 1
            py = self.gy + n + 2
            self.panel = (0, py, width, height - py)
        self.board = 3 * cell          # Ultimate: board pitch in pixels
        self.big = n // 3              # Classic/Wild: cell pitch in pixels
        # ----- panel contents: turn icon, two text lines, buttons ----------------------------------------------
        px, py, pw, ph = self.panel
        if side:
            icon = min(pw - 8, 40 if width >= 240 else 24)
            self.icon = (px + (pw - icon) // 2, py + 4, icon)
            self.text_y = py + 4 + icon + 4
            self.text_x = px + 1
            self.text_cols = max(1, pw // (6 * self.panel_scale()))
        else:
            icon = ph - 4
            self.icon = (px + 4, py + 2, icon)
            self.text_y = py + 2
            self.text_x = px + icon + 10
            self.text_cols = max(1, (pw - icon - 10) // (6 * self.panel_scale()))
        # Panel button slots (touch screens, and two-button focus targets), slot 0 at the bottom/right.
        self.slots = self._panel_slots()
        # ----- menus -----------------------------------------------------------------------------------------
        height = self.height
        self.title_h = max(12 * self.scale + 6, self.finger)  # a touch screen's title bar goes back: a target
        self.row_h = max(13 * self.scale, self.finger)
        self.menu_rows = (height - self.title_h) // self.row_h
        # ----- log: scale 1 text, rows of 12 px (more lines of the long log sentences fit) ------------------
        self.log_scale = 1
        self.log_cols = width // 6 - 1
        self.log_top = self.title_h
        self.log_rows = (height - self.log_top - 1) // 12

    def panel_scale(self):
        """Text scale inside the status panel (kept at 1 where the panel is narrow)."""
        pw = self.panel[2]
        return 2 if self.scale == 2 and self.side and pw >= 72 else 1

    def _panel_slots(self):
        """Up to 4 button slots, as many as fit under the status lines (beside the grid) or beside the status
        (under it); at least one. A screen with more buttons than slots offers the rest in its menus."""
        px, py, pw, ph = self.panel
        out = []
        sc = self.panel_scale()
        if self.side:
            bh = max(self.finger, 12 * sc + 6) if self.touch else 12 * sc + 3
            y = py + ph - 2 - bh
            top = self.text_y + 2 * (12 * sc + 1)   # under the two status lines
            if self.touch:  # and three scoreboard lines (the match score on the result screen)
                top += 3 + 3 * 12
            for _ in range(max(1, min(4, (y + bh - top) // (bh + 2)))):
                out.append((px + 1, y, pw - 3, bh))
                y -= bh + 2
        else:
            bw = max(self.finger or MIN_TOUCH + 16, 6 * sc * 5 + 6)
            x = px + pw - 2 - bw
            for _ in range(3):  # three, so the status beside them has room for the result and the score
                out.append((x, py + 2, bw, ph - 4))
                x -= bw + 3
        return out

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

    def row_rect(self, i):
        """Rectangle of visible menu row i (0 = first row under the title)."""
        return (0, self.title_h + i * self.row_h, self.width, self.row_h)

    def row_at(self, x, y):
        """Visible menu row under (x, y), -1 for the title bar, None below the last row."""
        if y < self.title_h:
            return -1
        i = (y - self.title_h) // self.row_h
        return i if i < self.menu_rows else None


def grid_xy(m):
    """(column, row) of Ultimate move m in the 9x9 grid."""
    b, c = divmod(m, 9)
    return 3 * (b % 3) + c % 3, 3 * (b // 3) + c // 3


def move_at(col, row):
    """Ultimate move at (column, row) of the 9x9 grid."""
    return 9 * (3 * (row // 3) + col // 3) + 3 * (row % 3) + col % 3


def halved(size, at):
    """2 when tiles of size are drawn at half size and scaled up (a quarter of the RAM), else 1."""
    return 2 if size >= at and size % 2 == 0 else 1
