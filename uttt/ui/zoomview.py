# Draws uttt.ui.zoom's enlarged board over the game scene: a gold frame and a 3x3 TileGrid of the cell tiles
# at Layout.finger pixels (drawn at half size and scaled up from 50 px: the Titano's 60-px cells), hidden when
# no board is enlarged. Loaded only on touch boards whose cells are under 9 mm.

import displayio

from uttt.ui import theme as T
from uttt.ui.gameview import halved


def build(z, scene, root):
    view = scene.view
    f = scene.L.finger
    sc = halved(f, 50)
    t = f // sc
    grp = displayio.Group()
    frame = view.rect(0, 0, 3 * f + 6, 3 * f + 6, T.GOLD)
    grp.append(frame)
    cells = displayio.Group(scale=sc)
    tiles = displayio.TileGrid(view.sheet("zoom", (t, 4), "cell_sheet"), pixel_shader=view.pal, width=3,
                               height=3, tile_width=t, tile_height=t)
    cells.append(tiles)
    grp.append(cells)
    grp.hidden = True
    root.append(grp)
    z.drawn = (grp, frame, cells, tiles)
    sync(z, scene)


def sync(z, scene):
    if z.drawn is None:
        return
    grp, frame, cells, tiles = z.drawn
    b = z.board()
    if b >= 0:
        x, y, n = z.rect(b)
        frame.x = x - 3
        frame.y = y - 3
        cells.x = x
        cells.y = y
        scr = z.scr
        g = scr.shown()
        for c in range(9):
            tiles[c] = scene.cell_tile(scr, g, scr.fx, 9 * b + c)
    if grp.hidden != (b < 0):
        grp.hidden = b < 0
