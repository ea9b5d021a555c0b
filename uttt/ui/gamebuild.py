"""Builds the game scene's objects for ``uttt.ui.gameview.Scene`` (the board: cells, grid lines, board overlays,
the marker, cursor and refused flash; the animations' shapes that ``uttt.ui.gameview`` moves; the status panel
that ``uttt.ui.panelview`` words), then goes: ``Scene`` imports this module for its constructor and drops it
again (``App.unloads``), so at play only the code that keeps the scene in step is in RAM (docs/memory.md, issue 16).
A pause and back imports it again with the scene it builds anew.
"""

import gc

import displayio
import vectorio

from uttt.ui import theme as T
from uttt.ui.anim import LINE_PARTS
from uttt.ui.layout import halved


def sheet_keys(L, variant):
    """[(kind, key, make)]: the sprite sheets a scene of layout L and variant (``"ultimate"``, ``"classic"``,
    ``"wild"``) draws (``View.sheet``), for the deploy to write them (``sim.sheets``) as this scene will ask for
    them. Only Wild's cursor sheet has the ghost marks (heap27)."""
    ultimate = variant == "ultimate"
    size = L.cell if ultimate else L.big
    out = [("cells", (size // halved(size, 50), 4 if ultimate else 1), "cell_sheet"),
           ("cursor", (size, 1 if variant == "wild" else 0), "cursor_sheet"), ("icon", (L.icon[2],), "icon_sheet")]
    if ultimate:
        out.append(("board", (L.board // halved(L.board, 60),), "board_marks"))
    return out


def build(scene, view, root):
    """Make ``scene``'s objects for the app's screen (``view.app.scr``) and add them to ``root``."""
    app = view.app
    scr = app.scr
    scene.L = L = scr.layout
    scene.variant = scr.variant
    ult = scene.ultimate = scene.variant == "ultimate"
    n = L.grid_size
    if ult:
        size, count = L.cell, 9
    else:
        size, count = L.big, 3
    scale = halved(size, 50)
    tsize = size // scale
    scene.styles = 4 if ult else 1  # Classic and Wild never wash a cell: one style of tiles
    # The sheets kept from the last scene that this one draws at other sizes go first, all in one collection
    # (View.sheet would collect once for each: four on the way to a replay or back)
    kept = view.sheets
    old = [k for k, key, _ in sheet_keys(L, scene.variant) if kept.get(k) is not None and kept[k][0] != key]
    for k in old:
        kept[k] = None
    if old and app.unloads:
        gc.collect()
    scene.tiles = displayio.TileGrid(view.sheet("cells", (tsize, scene.styles), "cell_sheet"), pixel_shader=view.pal,
                                     width=count, height=count, tile_width=tsize, tile_height=tsize)
    grp = displayio.Group(x=L.gx, y=L.gy, scale=scale)
    grp.append(scene.tiles)
    root.append(grp)
    scene.shown = bytearray(count * count)  # what the tiles show: a new TileGrid's every tile is 0, an empty cell's
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
    # Board overlays: two TileGrids of 3x3 tiles over one sheet, a tile per board (a change redraws that board's
    # tile): the frames (blank or the gold frame; a 2-colour palette) and the big marks (blank, X or O; a
    # 4-colour palette: transparent, the edge, X's ink, O's ink).
    scene.overlays = None
    scene.pulse = []
    if ult:
        bsize = L.board
        bscale = halved(bsize, 60)
        bt = bsize // bscale
        sheet = view.sheet("board", (bt,), "board_marks")
        scene.inks = (displayio.Palette(2), displayio.Palette(4))
        og = displayio.Group(x=gx, y=gy, scale=bscale)
        scene.overlays = (displayio.TileGrid(sheet, pixel_shader=scene.inks[0], width=3, height=3, tile_width=bt,
                                             tile_height=bt),
                          displayio.TileGrid(sheet, pixel_shader=scene.inks[1], width=3, height=3, tile_width=bt,
                                             tile_height=bt))
        og.append(scene.overlays[0])
        og.append(scene.overlays[1])
        root.append(og)
        scene.shown_boards = bytearray(9)
        # The four sides of one board's frame, thin rectangles (hidden; each redraws only itself), under the marker
        # and the cursor as the grid's frames are: a board to play in (in the grid a frame's tile sends the whole
        # board through three layers: ~8 ms of a PyBadge's refresh, the four sides ~1; display51) or, while a claim's
        # animation runs, the claimed board's pulse; as thick as the sheet's frame, scaled (a PyPortal's 4 px).
        w = L.board
        t = bscale * (2 if bt < 60 else 3)
        for rw, rh in ((w, t), (w, t), (t, w - 2 * t), (t, w - 2 * t)):
            r = vectorio.Rectangle(pixel_shader=view.pal, width=rw, height=rh, x=0, y=0, color_index=T.GOLD)
            r.hidden = True
            root.append(r)
            scene.pulse.append(r)
    # The last move's corner marker (or the computer's move highlighted), the cursor, the refused flash:
    # TileGrids of one tile that only move.
    # Each has a 4-colour palette of its own (the sheet is 2 bits a pixel): the marker's outline is the
    # highlight, its corner the last move; the cursor's outline and ghost marks; the flash's red.
    csheet = view.sheet("cursor", (size, 1 if scene.variant == "wild" else 0), "cursor_sheet")
    scene.pals = (displayio.Palette(4), displayio.Palette(4), displayio.Palette(4))
    scene.marker = _tile(csheet, size, root, scene.pals[0])
    scene.cursor = _tile(csheet, size, root, scene.pals[1])
    scene.flash = _tile(csheet, size, root, scene.pals[2])
    recolour(scene)
    scene.strike_group = displayio.Group()
    root.append(scene.strike_group)
    _anim(scene, root)
    _panel(scene, root)
    if hasattr(scr, "scene_extra"):  # what the screen draws besides (Super-Ultimate's overview)
        scr.scene_extra(scene, root)
    if app.unloads and "replay" in app.guests:  # this module goes again, but where the result readied it for its
        from uttt.ui.app import forget  # (not a global: the module's dict as before)
        forget("uttt.ui.gamebuild")  # pictures (off the guests: uttt.ui.result.ready) it stays until the next game
        #                              starts (uttt.ui.gamestart): each scene's build imported it again (screens63)


def recolour(scene):
    """``Scene.recolour``: the theme's colours in the overlays' inks and the marker's, cursor's and flash's palettes
    (here, not in the module a game in play keeps: display51)."""
    scene.panel_state = None
    th = scene.view.theme
    if getattr(scene, "inks", None):
        frames, marks = scene.inks
        frames.make_transparent(0)
        frames[1] = th[T.GOLD]
        _colours(marks, th, T.BG, T.X, T.O)
    for pal, cs in zip(getattr(scene, "pals", ()), ((T.HIGH, T.LAST, T.LAST), (T.CURSOR, T.X_DIM, T.O_DIM),
                                                     (T.BAD, T.BAD, T.BAD))):
        _colours(pal, th, *cs)


def _colours(pal, theme, a, b, c):
    """A 4-colour palette: 0 transparent, then the theme's colours a, b, c."""
    pal.make_transparent(0)
    pal[1] = theme[a]
    pal[2] = theme[b]
    pal[3] = theme[c]


def _tile(sheet, size, root, pal):
    tg = displayio.TileGrid(sheet, pixel_shader=pal, tile_width=size, tile_height=size)
    tg.hidden = True
    root.append(tg)
    return tg


def _anim(scene, root):
    """The animations' shapes (their drawing is ``uttt.ui.gameview``'s sync_strike and sync_pulse), hidden."""
    L = scene.L
    pal = scene.view.pal
    # The strike line: anim.LINE_PARTS polygons, given their points as each piece appears. All are made here
    # (and the frame's sides: build) so that the full redraw of a new scene covers their first drawing.
    scene.strike = []
    for i in range(LINE_PARTS):
        p = vectorio.Polygon(pixel_shader=pal, points=[(0, 0), (1, 0), (1, 1)], x=L.gx, y=L.gy,
                             color_index=T.STRIKE)
        p.hidden = True
        scene.strike_group.append(p)
        scene.strike.append(p)
    scene.strike_line = None
    scene.strike_shown = 0
    scene.pulse_state = None
    scene.ring = -1


def _panel(scene, root):
    """The status panel (its words: ``uttt.ui.panelview.sync``), the scoreboard, the panel buttons."""
    view = scene.view
    L = scene.L
    ix, iy, isz = L.icon
    # Over the shared opaque palette: the icon's blank pixels are the board's background, as the panel's are.
    scene.icon = displayio.TileGrid(view.sheet("icon", (isz,), "icon_sheet"), pixel_shader=view.pal, tile_width=isz,
                                    tile_height=isz, x=ix, y=iy)
    root.append(scene.icon)
    sc = L.panel_scale()
    # The status: two lines beside the grid (the second 1 px below the first), one under it on square screens.
    scene.words = view.text(root, L.text_x, L.text_y, L.text_cols, 2 if L.side else 1, T.TEXT, sc, 13 * sc)
    scene.score_y = L.text_y + 2 * (12 * sc + 1) + 3
    scene.board = None
    if L.side:  # the scoreboard and the tip, scale 1, in gold
        right = L.panel[0] + L.panel[2]
        scene.board = view.text(root, L.text_x, scene.score_y, (right - L.text_x) // 6,
                                (L.height - scene.score_y) // 12, T.GOLD)
    scene.buttons = []
    if view.app.scheme != "dpad":  # D-pad boards use Start, Select and B instead
        for r in L.slots:
            g = displayio.Group()
            box = view.rect(r[0], r[1], r[2], r[3], T.O_BG)
            g.append(box)
            lab = view.text(g, r[0] + r[2] // 2, r[1] + (r[3] - 12 * sc) // 2, r[2] // (6 * sc), 1, T.TEXT, sc,
                            centre=True)
            g.hidden = True
            root.append(g)
            scene.buttons.append((g, box, lab))
    scene.panel_state = None
    scene.caption = None
    scene.root = root
