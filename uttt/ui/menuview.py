"""The menu scene (every menu: title, pause, settings, confirm, stats, Game over): a title bar, the
visible rows as one multi-line Text over a highlight bar that moves, and a notice (from the board or the save
store) over the bottom rows until the next press. A row that cannot be used now is drawn in a dimmer colour:
its line's TileGrid (a menu's rows are spaced apart: one each) takes a second palette.

A step of the selection only moves the bar; the rows' text changes only when the rows do.
"""

import displayio

from uttt.ui import theme as T
from uttt.ui.text import wrap


KEYS = "Left: next. Right: choose."  # the two-button menus' keys (a hold of left goes back)


class Scene:
    def __init__(self, view, root):
        self.view = view
        self.app = view.app
        L = self.L = view.L
        self.title = view.title_bar(root)
        self.bar = view.rect(0, L.title_h, L.width, L.row_h, T.O_BG)  # text on it >= 4.5:1 (7:1 high contrast)
        root.append(self.bar)
        sc = L.scale
        self.rows = view.text(root, 0, L.title_h + (L.row_h - 12 * sc) // 2, L.width // (6 * sc), L.menu_rows,
                              T.TEXT, sc, L.row_h)
        self.dim = None  # the dimmed rows' palette (made when a menu has one): their lines' TileGrids take it
        self.footer_bg = view.rect(0, L.height, L.width, L.height, T.BG)
        root.append(self.footer_bg)
        # A notice: at most 3 lines, the last one ending 1 px above the bottom.
        self.footer = view.text(root, 2, L.height - 1 - 3 * 12, L.width // 6 - 1, 3, T.GOLD)
        self.state = None
        self.root = root
        self.emblem = None  # the title's emblem (uttt.ui.emblem), made when the title is first shown

    def stale(self):
        return False

    def recolour(self):
        self.state = None
        if self.dim is not None:
            self.dim[1] = self.view.theme[T.SLATE]

    def sync(self, d):
        app = self.app
        scr = app.scr
        view = self.view
        items = scr.items()
        L = self.L
        state = (scr.name, tuple(items), scr.sel, scr.top, app.notice)
        if state == self.state:
            return
        self.state = state
        lines = wrap(app.notice, L.width // 6 - 1, "")[:3] if app.notice else []
        shown = items[scr.top:scr.top + L.menu_rows]
        keys = ""  # two buttons: which one does what, on the bottom line when the rows leave it free
        if not lines and app.scheme == "two" and L.title_h + len(shown) * L.row_h <= L.height - 13:
            keys = KEYS
        view.set_text(self.footer, "\n" * (3 - len(lines)) + "\n".join(lines) if lines else "\n\n" + keys)
        top = L.height
        if lines:  # a band of whole rows (a row is shown whole or not at all)
            top = L.height - 4 - 12 * len(lines)
            top = min(top, L.title_h + (top - L.title_h) // L.row_h * L.row_h)
        if self.footer_bg.y != top:
            self.footer_bg.y = top
        view.set_text(self.title, scr.heading())
        dim = [scr.dimmed(k) for k, _ in shown]
        view.set_text(self.rows, "\n".join(" " + text for _, text in shown))
        grids = self.rows.rows  # a TileGrid per row (row_h > the glyphs' 12 px)
        if True in dim and self.dim is None:
            self.dim = displayio.Palette(2)
            self.dim.make_transparent(0)
            self.dim[1] = view.theme[T.SLATE]
        if self.dim is not None and len(grids) == L.menu_rows:
            for i in range(len(grids)):
                want = self.dim if i < len(dim) and dim[i] else self.rows.pal
                if grids[i].pixel_shader is not want:
                    grids[i].pixel_shader = want
        y = L.title_h + (scr.sel - scr.top) * L.row_h
        if self.bar.y != y:
            self.bar.y = y
        if scr.name == "title":  # the emblem (its code loads with the title only)
            from uttt.ui.emblem import sync
            sync(self, [text for _, text in shown], 2 + 6 * len(keys))
        elif self.emblem is not None:
            self.emblem[0].hidden = True
