"""The cursor: where it may rest (the legal area), how the D-pad moves it, where it lands after a move, and the
two-button cycle (NEXT / PREV over the empty legal cells, then the panel buttons). A mixin of ``App``.

Ultimate cells are moves 0..80; the D-pad works in the 9x9 grid of screen positions: a step that lands on a
board not in play keeps going the same way (jumping over closed boards), and wraps at the edges, so the
cursor never leaves the boards the player may play in.
"""

from uttt.ui.layout import grid_xy, move_at

CENTRE_FIRST = (4, 0, 2, 6, 8, 1, 3, 5, 7)
_OFFSETS = (0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6, 7, -7, 8, -8)


class Cursor:
    """Cursor behaviour shared by the App (expects the App's attributes)."""

    def in_area(self, m):
        """True if the cursor may rest on cell m: a cell of a board the player may play in."""
        g = self.game
        if g is None:
            return False
        if not self.ultimate:
            return 0 <= m < 9
        if not 0 <= m < 81:
            return False
        b = m // 9
        if g.result:
            return False
        if g.forced >= 0:
            return b == g.forced
        return g.playable(b)

    def _empty(self, m):
        return not self.game.cells[m]

    def cell_move(self, m):
        """The game move for a press on cell m (Wild adds the chosen mark)."""
        if self.mode == "wild":
            return m + 9 * (self.mark - 1)
        return m

    def move_cursor(self, dx, dy):
        """Step the cursor; it jumps over boards that are not in play and wraps at the edges."""
        if not self.ultimate:
            c = self.cursor
            self.cursor = 3 * ((c // 3 + dy) % 3) + (c % 3 + dx) % 3
            self.dirty.add("cursor")
            return
        col, row = grid_xy(self.cursor)
        for k in range(1, 10):
            for off in _OFFSETS:
                if dx:
                    cc, rr = (col + dx * k) % 9, row + off
                else:
                    cc, rr = col + off, (row + dy * k) % 9
                if 0 <= cc < 9 and 0 <= rr < 9:
                    m = move_at(cc, rr)
                    if self.in_area(m):
                        self.cursor = m
                        self.dirty.add("cursor")
                        return

    def place_cursor(self, prefer=-1):
        """Put the cursor on an empty cell of the legal area after the position changed."""
        g = self.game
        self.focus = None
        self.dirty.add("cursor")
        if g.result:
            return
        if not self.ultimate:
            if prefer >= 0 and self._empty(prefer):
                self.cursor = prefer
                return
            if self._empty(self.cursor):
                return
            for c in CENTRE_FIRST:
                if self._empty(c):
                    self.cursor = c
                    return
            return
        if g.forced >= 0:
            base = 9 * g.forced
            if prefer >= 0 and self._empty(base + prefer % 9):
                self.cursor = base + prefer % 9
                return
            for c in CENTRE_FIRST:
                if self._empty(base + c):
                    self.cursor = base + c
                    return
            self.cursor = base + 4
            return
        if self.in_area(self.cursor) and self._empty(self.cursor):
            return
        col, row = grid_xy(self.cursor)
        best, dist = -1, 99
        for m in g.legal_moves():
            c2, r2 = grid_xy(m)
            d = abs(c2 - col) + abs(r2 - row)
            if d < dist:
                best, dist = m, d
        if best >= 0:
            self.cursor = best

    def targets(self):
        """The two-button cycle: every empty cell of the legal area, then the panel buttons."""
        out = [m for m in range(81 if self.ultimate else 9) if self.in_area(m) and self._empty(m)]
        if self.ultimate:
            out.sort(key=lambda m: (m // 9, m))
        return out

    def step_focus(self, d):
        cells = self.targets() if self.human_turn() else []
        names = self.panel_buttons()
        n = len(cells) + len(names)
        if not n:
            return
        if self.focus in names:
            i = len(cells) + names.index(self.focus)
        elif self.cursor in cells:
            i = cells.index(self.cursor)
        else:
            i = -1 if d > 0 else 0
        i = (i + d) % n
        if i < len(cells):
            self.cursor = cells[i]
            self.focus = None
        else:
            self.focus = names[i - len(cells)]
        self.dirty.add("cursor")
        self.dirty.add("status")
