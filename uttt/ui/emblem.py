"""The title screen's emblem: a small Ultimate board with a few marks and the gold frame, drawn in vector
shapes in the theme's colours (a theme change recolours it with the shared palette). Imported by the menu scene
only when the title is shown, so the menus drawn over a game do not carry it.
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

import displayio
import vectorio

from uttt.ui import theme as T

_FRAMED = const(2)  # the board framed in gold (to play in); the marks' cells: build (room33: no globals of their names)


def size(L, rows, foot=0):
    """The emblem's side in pixels for layout L and the rows shown: the largest whole number of cells, up to
    two fifths of the shorter side, that no row's words reach (0: none fits)."""
    s = min(L.width, L.height) * 2 // 5 // 9 * 9
    while s >= 27 and not clear_of(L, rows, s, foot):
        s -= 9
    return s if s >= 27 else 0


def build(view, L, s):
    """A hidden Group holding an emblem of side s, at the bottom-right corner of the screen."""
    c = s // 9
    pal = view.pal
    g = displayio.Group(x=L.width - s - 3, y=L.height - s - 3)
    g.hidden = True
    w = max(1, c // 3)
    for i in (1, 2):  # the lines between the small boards
        p = 3 * c * i - w // 2
        g.append(view.rect(p, 0, w, s, T.THICK))
        g.append(view.rect(0, p, s, w, T.THICK))
    m = c // 6
    t = max(1, c // 5)
    for col, row in ((0, 0), (4, 3), (7, 6), (2, 8), (5, 1), (4, 5)):  # (column, row) in the 9x9 grid: X's ...
        a = c - 2 * m - 1  # the X fills the cell but a margin m; strokes t wide
        x0, y0, b, h = col * c + m, row * c + m, a // 2, t
        pts = [(0, h), (h, 0), (b, b - h), (a - h, 0), (a, h), (b + h, b), (a, a - h), (a - h, a), (b, b + h),
               (h, a), (0, a - h), (b - h, b)]
        g.append(vectorio.Polygon(pixel_shader=pal, points=pts, x=x0, y=y0, color_index=T.X))
    r = max(1, c // 2 - m)
    for col, row in ((2, 2), (3, 5), (6, 7), (8, 1), (4, 4)):  # ... and O's of a game under way
        x0, y0 = col * c + c // 2, row * c + c // 2
        g.append(vectorio.Circle(pixel_shader=pal, radius=r, x=x0, y=y0, color_index=T.O))
        if r > t:
            g.append(vectorio.Circle(pixel_shader=pal, radius=r - t, x=x0, y=y0, color_index=T.BG))
    fx, fy = 3 * c * (_FRAMED % 3), 3 * c * (_FRAMED // 3)
    for x, y, fw, fh in ((0, 0, 3 * c, w), (0, 3 * c - w, 3 * c, w), (0, 0, w, 3 * c), (3 * c - w, 0, w, 3 * c)):
        g.append(view.rect(fx + x, fy + y, fw, fh, T.GOLD))
    return g


def clear_of(L, rows, s, foot=0):
    """True when none of the shown rows' words (their text, one space of indent) reaches an emblem of side s,
    nor a line of foot pixels along the bottom (the keys of a two-button menu)."""
    x0, y0 = L.width - s - 3, L.height - s - 3
    if foot > x0 and y0 + s > L.height - 13:
        return False
    for i, text in enumerate(rows):
        y = L.title_h + i * L.row_h
        if y + L.row_h > y0 and (len(text) + 1) * 6 * L.scale > x0:
            return False
    return True


def sync(scene, rows, foot):
    """Show the emblem on the menu scene where no row's words (rows: the shown rows' texts) reach it, nor a
    bottom line foot pixels long; under a notice's band. Made the first time it fits."""
    L = scene.L
    scene.app.scr.view = scene.view  # (the title reads the game's sprite sheets ahead through it: uttt.ui.title.ready)
    if scene.emblem is None:
        s = size(L, rows, foot)
        if not s:
            return
        g = build(scene.view, L, s)
        k = g  # a D-pad's key, A, right of the first row (room36), shown and hidden with the emblem
        if scene.app.scheme == "dpad" and 6 * len(rows[0]) + 18 <= L.width - 56:
            k = scene.view.text(scene.root, L.width - 56, L.title_h + (L.row_h - 12) // 2, 9, 1, T.GOLD)
            k.text = "A: choose"
            k = k.group
        scene.emblem = (g, s, k)
        under = scene.footer_bg  # (made with a notice or a two-button board's keys: ``uttt.ui.menu.Scene``)
        scene.root.insert(scene.root.index(under) if under is not None else len(scene.root), g)
    scene.emblem[0].hidden = scene.emblem[2].hidden = not clear_of(L, rows, scene.emblem[1], foot)
