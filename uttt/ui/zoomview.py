# Draws uttt.ui.zoom's enlarged board over the game scene: a gold frame (four 3-px sides: a filled square under
# the cells would be sent to the screen twice) and a 3x3 TileGrid of the cell tiles at Layout.finger pixels
# (drawn at half size and scaled up from 50 px: the Titano's 60-px cells), hidden when no board is enlarged;
# over them, a refused tap's red outline (the game scene's flash is under the enlarged board). Loaded only on
# touch boards whose cells are under 9 mm.

import displayio

from uttt.ui import theme as T
from uttt.ui.layout import halved


def build(z, scene, root):
    view = scene.view
    f = scene.L.finger
    n = 3 * f
    sc = halved(f, 50)
    t = f // sc
    grp = displayio.Group()
    frame = displayio.Group()
    for x, y, w, h in ((0, 0, n + 6, 3), (0, n + 3, n + 6, 3), (0, 3, 3, n), (n + 3, 3, 3, n)):
        frame.append(view.rect(x, y, w, h, T.GOLD))
    grp.append(frame)
    cells = displayio.Group(scale=sc)
    tiles = displayio.TileGrid(view.sheet("zoom", (t, 4), "cell_sheet"), pixel_shader=view.pal, width=3,
                               height=3, tile_width=t, tile_height=t)
    cells.append(tiles)
    grp.append(cells)
    flash = displayio.Group()
    for x, y, w, h in ((0, 0, f, 3), (0, f - 3, f, 3), (0, 3, 3, f - 6), (f - 3, 3, 3, f - 6)):
        flash.append(view.rect(x, y, w, h, T.BAD))
    flash.hidden = True
    grp.append(flash)
    grp.hidden = True
    root.append(grp)
    z.drawn = scene.zoom = (grp, frame, cells, tiles, flash)
    sync(z, scene)


def sync(z, scene):
    if z.drawn is None:  # the game screen is new, its scene not (back from the pause menu): the scene's shapes
        z.drawn = getattr(scene, "zoom", None)
        if z.drawn is None:
            return
    grp, frame, cells, tiles, flash = z.drawn
    b = z.board()
    scr = z.scr
    c = scr.flash_cell
    show = b >= 0 and c >= 0 and c // 9 == b and scr.flashing()
    if b >= 0:
        x, y, n = z.rect(b)
        if cells.x != x or cells.y != y:  # (only what changed: a board redraws the pixels it is told to)
            frame.x = x - 3
            frame.y = y - 3
            cells.x = x
            cells.y = y
        g = scr.shown()
        for k in range(9):
            t = scene.cell_tile(scr, g, scr.fx, 9 * b + k)
            if tiles[k] != t:
                tiles[k] = t
        if show:  # the refused cell of the enlarged board
            f = scene.L.finger
            fx = x + c % 9 % 3 * f
            fy = y + c % 9 // 3 * f
            if flash.x != fx or flash.y != fy:
                flash.x = fx
                flash.y = fy
    if flash.hidden == show:
        flash.hidden = not show
    if grp.hidden != (b < 0):
        grp.hidden = b < 0
