"""The game board's drawing (a mixin of ``uttt.ui.view.View``): the cells' TileGrid, the grid lines, the board
overlays (gold frame, big X / O), the last-move marker, the cursor and refused flash; the strike line and the
animations of a move through ``uttt.ui.animview`` (a new mark's stroke frames are cell tiles: ``cell_tile``).

Also the replay and rules screens' board: everything here draws ``app.shown()``.
"""

import displayio

from uttt.ui import sprites as S
from uttt.ui import theme as T
from uttt.ui.animview import sync_pulse, sync_strike
from uttt.ui.layout import grid_xy


class BoardView:
    """Builds and syncs the grid of the game scene (expects the View's attributes)."""

    def build_game(self, root):
        app = self.app
        L = self.L
        self.variant = app.variant
        ult = self.variant == "ultimate"
        n = L.grid_size
        if ult:
            size, count = L.cell, 9
        else:
            size, count = L.big, 3
        # Big tiles are drawn at half size and scaled up: a quarter of the RAM.
        scale = 2 if size >= 50 and size % 2 == 0 else 1
        tsize = size // scale
        self.styles = 4 if ult else 1  # Classic and Wild never wash a cell: one style of tiles
        cells = self.sheet("cells", (tsize, self.styles), lambda k: S.cell_sheet(k[0], k[1]))
        self.tiles = displayio.TileGrid(cells, pixel_shader=self.pal, width=count, height=count,
                                        tile_width=tsize, tile_height=tsize)
        grp = displayio.Group(x=L.gx, y=L.gy, scale=scale)
        grp.append(self.tiles)
        root.append(grp)
        self.shown = bytearray(b"\xff" * (count * count))
        # Grid lines over the tile edges: thin ones inside the boards, thick ones between them.
        gx, gy = L.gx, L.gy
        if ult:
            for k in range(1, 9):
                p = k * size
                if k % 3:
                    root.append(self.rect(gx + p - 1, gy, 1, n, T.LINE))
                    root.append(self.rect(gx, gy + p - 1, n, 1, T.LINE))
            for k in (3, 6):
                p = k * size
                root.append(self.rect(gx + p - 1, gy, 2, n, T.THICK))
                root.append(self.rect(gx, gy + p - 1, n, 2, T.THICK))
        else:
            w = max(2, size // 16)
            for k in (1, 2):
                p = k * size
                root.append(self.rect(gx + p - w // 2, gy, w, n, T.THICK))
                root.append(self.rect(gx, gy + p - w // 2, n, w, T.THICK))
        # Board overlays, one 1x1 TileGrid per board (frame, big X, big O): a change redraws only that board.
        self.overlays = None
        if ult:
            bsize = L.board
            bscale = 2 if bsize >= 60 and bsize % 2 == 0 else 1
            bt = bsize // bscale
            sheet = self.sheet("board", bt, S.board_sheet)
            og = displayio.Group(x=gx, y=gy, scale=bscale)
            self.overlays = []
            for b in range(9):
                tg = displayio.TileGrid(sheet, pixel_shader=self.tpal, tile_width=bt, tile_height=bt,
                                        x=bt * (b % 3), y=bt * (b // 3))
                og.append(tg)
                self.overlays.append(tg)
            root.append(og)
            self.shown_boards = bytearray(9)
        # Cursor and refused-press flash.
        csheet = self.sheet("cursor", size, S.cursor_sheet)
        # The last move's corner marker (or the computer's move highlighted): a TileGrid that only moves.
        self.marker = displayio.TileGrid(csheet, pixel_shader=self.tpal, tile_width=size, tile_height=size)
        self.marker.hidden = True
        root.append(self.marker)
        self.cursor = displayio.TileGrid(csheet, pixel_shader=self.tpal, tile_width=size, tile_height=size)
        self.flash = displayio.TileGrid(csheet, pixel_shader=self.tpal, tile_width=size, tile_height=size)
        self.flash[0] = S.REFUSED
        self.cursor.hidden = True
        self.flash.hidden = True
        root.append(self.cursor)
        root.append(self.flash)
        self.strike = None
        self.strike_group = displayio.Group()
        root.append(self.strike_group)

    def cell_tile(self, m):
        """Tile index for cell m as the app's state says it should look (a new mark: its stroke frame)."""
        app = self.app
        g = app.shown()
        k = app.fx.stage(g, m)
        if k:
            return S.partial(self.styles, app.fx.mark, k)
        if app.ultimate:
            b = 0 if app.fx.held(g, m // 9) else g.boards[m // 9]
            return 3 * (S.NORMAL, S.X_CLAIMED, S.O_CLAIMED, S.DRAWN)[b] + g.cells[m]
        return g.cells[m]

    def sync_cells(self):
        app = self.app
        g = app.shown()
        tiles = self.tiles
        shown = self.shown
        ult = app.ultimate
        for m in range(81 if ult else 9):
            t = self.cell_tile(m)
            if shown[m] != t:
                shown[m] = t
                if ult:
                    col, row = grid_xy(m)
                    tiles[col + 9 * row] = t
                else:
                    tiles[m] = t
        self.sync_marker()
        if ult:
            sb = self.shown_boards
            for b in range(9):
                state = 0 if app.fx.held(g, b) else g.boards[b]
                if state in (1, 2):
                    t = S.BIG_X if state == 1 else S.BIG_O
                elif not g.result and state == 0 and (g.forced == b or (g.forced < 0 and g.playable(b))):
                    t = S.FRAME
                else:
                    t = 0
                if sb[b] != t:
                    sb[b] = t
                    self.overlays[b][0] = t
        sync_strike(self)
        sync_pulse(self)

    def sync_marker(self):
        app = self.app
        g = app.shown()
        mk = self.marker
        m = _cell(app, app.highlight)
        t = S.HIGH
        if m < 0:
            m = _cell(app, g.last_move)
            t = S.LAST
        show = m >= 0
        if show:
            r = self.L.cell_rect(m) if app.ultimate else self.L.square_rect(m)
            if mk.x != r[0] or mk.y != r[1]:
                mk.x = r[0]
                mk.y = r[1]
            if mk[0] != t:
                mk[0] = t
        if mk.hidden == show:
            mk.hidden = not show

    def sync_cursor(self):
        app = self.app
        L = self.L
        cur = self.cursor
        # No cursor on touch screens: the finger is the cursor (a hint shows as the yellow outline).
        show = app.screen == "game" and app.human_turn() and app.focus is None and app.scheme != "touch"
        if show:
            r = L.cell_rect(app.cursor) if app.ultimate else L.square_rect(app.cursor)
            if cur.x != r[0] or cur.y != r[1]:
                cur.x = r[0]
                cur.y = r[1]
            t = S.CURSOR
            if app.mode == "wild":
                t = S.GHOST_X if app.mark == 1 else S.GHOST_O
            if cur[0] != t:
                cur[0] = t
        if cur.hidden == show:
            cur.hidden = not show
        fl = self.flash
        show = app.flashing() and app.flash_cell >= 0 and app.screen == "game"
        if show:
            r = L.cell_rect(app.flash_cell) if app.ultimate else L.square_rect(app.flash_cell)
            if fl.x != r[0] or fl.y != r[1]:
                fl.x = r[0]
                fl.y = r[1]
        if fl.hidden == show:
            fl.hidden = not show


def _cell(app, m):
    """Cell index (as the tiles count) of a game move, -1 for none."""
    if m is None or m < 0:
        return -1
    return m % 9 if app.variant == "wild" else m

