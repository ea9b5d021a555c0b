"""The game scene: the board of the game screen, its result, the replay and the rules pages (every screen of
the "game" and "picture" families show a position: ``scr.shown()``).

One TileGrid over a sprite sheet for all the cells (a tile per cell, ``3 * style + mark``), two 3x3 TileGrids
of board overlays (the gold frames; the big X / O), thick grid lines as vectorio rectangles, a cursor TileGrid
that only moves, the last-move marker, the refused-press flash; the strike line and the claim pulse come from
``uttt.ui.animview``, the status panel, the caption of the picture screens and the tip from ``uttt.ui.panelview``. The sprite
sheets are the view's (``View.sheet``: drawn by ``uttt.ui.sprites`` when first needed, kept for the next
scene of the same sizes: a pause and back draws nothing anew).
"""

import displayio

from uttt.ui import animview
from uttt.ui import panelview
from uttt.ui import theme as T
from uttt.ui.anim import STAGES
from uttt.ui.layout import grid_xy

# Tile indexes of the sheets (uttt.ui.sprites draws them in this order). Cells: 3 * style + mark, then the
# stroke frames of a new mark (partial); a board overlay's state (0 none; the frames' tile 1, the big marks'
# tiles 1 and 2); the cursor sheet.
NORMAL, DRAWN, X_CLAIMED, O_CLAIMED = 0, 1, 2, 3
FRAME, BIG_X, BIG_O = 1, 2, 3
CURSOR, REFUSED, GHOST_X, GHOST_O, LAST = 0, 1, 2, 3, 4   # an outline (also the highlight), ...


def halved(size, at):
    """2 when tiles of size are drawn at half size and scaled up (a quarter of the RAM), else 1."""
    return 2 if size >= at and size % 2 == 0 else 1


def sheet_keys(L, ultimate):
    """[(kind, key, make)]: the sprite sheets a scene of layout L draws (``View.sheet``), for the deploy to
    write them (``sim.sheets``) as this scene will ask for them."""
    size = L.cell if ultimate else L.big
    out = [("cells", (size // halved(size, 50), 4 if ultimate else 1), "cell_sheet"),
           ("cursor", (size,), "cursor_sheet"), ("icon", (L.icon[2],), "icon_sheet")]
    if ultimate:
        out.append(("board", (L.board // halved(L.board, 60),), "board_marks"))
    return out


def partial(styles, mark, stage):
    """Tile index of stroke-drawing frame stage (1, 2) of mark in a cell sheet of styles styles."""
    return 3 * styles + len(STAGES) * (mark - 1) + stage - 1


class Scene:
    """Builds the game scene for ``view.app.scr`` and keeps it in step (``sync``)."""

    def __init__(self, view, root):
        self.view = view
        self.app = app = view.app
        scr = app.scr
        self.L = L = scr.layout
        self.variant = scr.variant
        ult = self.ultimate = self.variant == "ultimate"
        n = L.grid_size
        if ult:
            size, count = L.cell, 9
        else:
            size, count = L.big, 3
        scale = halved(size, 50)
        tsize = size // scale
        self.styles = 4 if ult else 1  # Classic and Wild never wash a cell: one style of tiles
        self.tiles = displayio.TileGrid(view.sheet("cells", (tsize, self.styles), "cell_sheet"), pixel_shader=view.pal, width=count,
                                        height=count, tile_width=tsize, tile_height=tsize)
        grp = displayio.Group(x=L.gx, y=L.gy, scale=scale)
        grp.append(self.tiles)
        root.append(grp)
        self.shown = bytearray(b"\xff" * (count * count))
        # Grid lines: Ultimate's thin ones are in the cell tiles (right and bottom edges: those along the grid's
        # own right and bottom edges are covered here); thick ones between the boards, over them.
        gx, gy = L.gx, L.gy
        rect = view.rect
        if ult:
            m = scale * tsize  # a cell's pixels on screen
            root.append(rect(gx + 9 * m - scale, gy, scale, 9 * m, T.BG))
            root.append(rect(gx, gy + 9 * m - scale, 9 * m, scale, T.BG))
            for k in (3, 6):
                p = k * size
                root.append(rect(gx + p - 1, gy, 2, n, T.THICK))
                root.append(rect(gx, gy + p - 1, n, 2, T.THICK))
        else:
            w = max(2, size // 16)
            for k in (1, 2):
                p = k * size
                root.append(rect(gx + p - w // 2, gy, w, n, T.THICK))
                root.append(rect(gx, gy + p - w // 2, n, w, T.THICK))
        # Board overlays: two TileGrids of 3x3 tiles, a tile per board (a change redraws that board's tile):
        # the frames (blank or the gold frame; a 2-colour palette) and the big marks (blank, X or O; a 4-colour
        # palette: transparent, the edge, X's ink, O's ink).
        self.overlays = None
        if ult:
            bsize = L.board
            bscale = halved(bsize, 60)
            bt = bsize // bscale
            frames, marks = view.sheet("board", (bt,), "board_marks")
            self.inks = (displayio.Palette(2), displayio.Palette(4))
            og = displayio.Group(x=gx, y=gy, scale=bscale)
            self.overlays = (displayio.TileGrid(frames, pixel_shader=self.inks[0], width=3, height=3, tile_width=bt,
                                                tile_height=bt),
                             displayio.TileGrid(marks, pixel_shader=self.inks[1], width=3, height=3, tile_width=bt,
                                                tile_height=bt))
            og.append(self.overlays[0])
            og.append(self.overlays[1])
            root.append(og)
            self.shown_boards = bytearray(9)
        # The last move's corner marker (or the computer's move highlighted), the cursor, the refused flash:
        # TileGrids of one tile that only move.
        # Each has a 4-colour palette of its own (the sheet is 2 bits a pixel): the marker's outline is the
        # highlight, its corner the last move; the cursor's outline and ghost marks; the flash's red.
        csheet = view.sheet("cursor", (size,), "cursor_sheet")
        self.pals = (displayio.Palette(4), displayio.Palette(4), displayio.Palette(4))
        self.marker = self._tile(csheet, size, root, self.pals[0])
        self.cursor = self._tile(csheet, size, root, self.pals[1])
        self.flash = self._tile(csheet, size, root, self.pals[2])
        self.flash[0] = REFUSED
        self.recolour()
        self.strike_group = displayio.Group()
        root.append(self.strike_group)
        animview.build(self, root)
        panelview.build(self, root)
        if hasattr(scr, "scene_extra"):  # what the screen draws besides (Super-Ultimate's overview)
            scr.scene_extra(self, root)

    def _tile(self, sheet, size, root, pal):
        tg = displayio.TileGrid(sheet, pixel_shader=pal, tile_width=size, tile_height=size)
        tg.hidden = True
        root.append(tg)
        return tg

    def stale(self):
        """True when the screen now shows another variant (the tiles differ) or is laid out otherwise (the
        picture screens' smaller grid): the view builds anew."""
        scr = self.app.scr
        return scr.variant != self.variant or scr.layout is not self.L

    def recolour(self):
        """The theme changed (the shared palette already has): the overlays' inks and the panel's words."""
        self.panel_state = None
        th = self.view.theme
        if getattr(self, "inks", None):
            frames, marks = self.inks
            frames.make_transparent(0)
            frames[1] = th[T.GOLD]
            _colours(marks, th, T.BG, T.X, T.O)
        for pal, cs in zip(getattr(self, "pals", ()), ((T.HIGH, T.LAST, T.LAST), (T.CURSOR, T.X_DIM, T.O_DIM),
                                                        (T.BAD, T.BAD, T.BAD))):
            _colours(pal, th, *cs)

    def sync(self, d):
        if "screen" in d:
            d.add("cells")
        if "cells" in d or "anim" in d:
            self.sync_cells()
        if "cells" in d or "cursor" in d:
            self.sync_cursor()
        if "cells" in d or "status" in d or "cursor" in d or "screen" in d:
            panelview.sync(self)
            if hasattr(self.app.scr, "scene_extra"):
                self.app.scr.scene_extra(self)

    # ----- the board ------------------------------------------------------------------------------------------
    def cell_tile(self, scr, g, fx, m):
        """Tile index for cell m as the screen's state says it should look (a new mark: its stroke frame)."""
        k = fx.stage(g, m) if fx else 0
        if k:
            return partial(self.styles, fx.mark, k)
        if self.ultimate:
            b = 0 if fx and fx.held(g, m // 9) else g.boards[m // 9]
            return 3 * (NORMAL, X_CLAIMED, O_CLAIMED, DRAWN)[b] + g.cells[m]
        return g.cells[m]

    def sync_cells(self):
        scr = self.app.scr
        g = scr.shown()
        fx = scr.fx
        tiles = self.tiles
        shown = self.shown
        ult = self.ultimate
        for m in range(81 if ult else 9):
            t = self.cell_tile(scr, g, fx, m)
            if shown[m] != t:
                shown[m] = t
                if ult:
                    col, row = grid_xy(m)
                    tiles[col + 9 * row] = t
                else:
                    tiles[m] = t
        self.sync_marker(scr, g)
        if ult:
            sb = self.shown_boards
            for b in range(9):
                state = 0 if fx and fx.held(g, b) else g.boards[b]
                if state in (1, 2):
                    t = BIG_X if state == 1 else BIG_O
                elif not g.result and state == 0 and (g.forced == b or (g.forced < 0 and g.playable(b))):
                    t = FRAME
                else:
                    t = 0
                was = sb[b]
                if was != t:
                    sb[b] = t
                    frames, marks = self.overlays  # board b is tile b of each (3 x 3, as the boards); only the
                    if t == FRAME or was == FRAME:  # one that changes is set (a set tile is redrawn)
                        frames[b] = 1 if t == FRAME else 0
                    if t > FRAME or was > FRAME:
                        marks[b] = t - FRAME if t > FRAME else 0
        animview.sync_strike(self)
        animview.sync_pulse(self)

    def rect_of(self, cell):
        L = self.L
        return L.cell_rect(cell) if self.ultimate else L.square_rect(cell)

    def sync_marker(self, scr, g):
        mk = self.marker
        m = self.cell(scr.highlight)
        t = CURSOR  # the outline, in the marker's highlight colour
        if m < 0:
            m = self.cell(g.last_move)
            t = LAST
        show = m >= 0
        if show:
            _place(mk, self.rect_of(m))
            if mk[0] != t:
                mk[0] = t
        if mk.hidden == show:
            mk.hidden = not show

    def sync_cursor(self):
        app = self.app
        scr = app.scr
        cur = self.cursor
        c = scr.cursor_cell()
        show = c >= 0
        if show:
            _place(cur, self.rect_of(c))
            t = CURSOR
            if app.mode == "wild":
                t = GHOST_X if app.mark == 1 else GHOST_O
            if cur[0] != t:
                cur[0] = t
        if cur.hidden == show:
            cur.hidden = not show
        fl = self.flash
        show = scr.flashing() and scr.flash_cell >= 0
        if show:
            _place(fl, self.rect_of(scr.flash_cell))
        if fl.hidden == show:
            fl.hidden = not show

    def cell(self, m):
        """Cell index (as the tiles count) of a game move, -1 for none."""
        if m is None or m < 0:
            return -1
        return m % 9 if self.variant == "wild" else m


def _colours(pal, theme, a, b, c):
    """A 4-colour palette: 0 transparent, then the theme's colours a, b, c."""
    pal.make_transparent(0)
    pal[1] = theme[a]
    pal[2] = theme[b]
    pal[3] = theme[c]


def _place(tg, r):
    if tg.x != r[0] or tg.y != r[1]:
        tg.x = r[0]
        tg.y = r[1]
