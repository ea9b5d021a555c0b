"""The menu scene (every screen of the "menu" family: title, pause, settings, confirm, stats): a title bar,
then a ``GridLayout`` of row labels (adafruit_displayio_layout) over a highlight bar that moves, and a notice
(from the board or the save store) over the bottom rows until the next press.
"""

from adafruit_displayio_layout.layouts.grid_layout import GridLayout

from uttt.ui import theme as T
from uttt.ui.logscreen import wrap


class Scene:
    def __init__(self, view, root):
        self.view = view
        self.app = view.app
        L = self.L = view.L
        self.title = view.title_bar(root)
        self.bar = view.rect(0, L.title_h, L.width, L.row_h, T.LINE)
        root.append(self.bar)
        rows = L.menu_rows
        grid = GridLayout(x=0, y=L.title_h, width=L.width, height=rows * L.row_h, grid_size=(1, rows),
                          cell_padding=0, cell_anchor_point=(0.0, 0.5))
        self.rows = []
        for i in range(rows):
            lab = view.label(" ", 0, 0, T.TEXT, L.scale)
            grid.add_content(lab, grid_position=(0, i), cell_size=(1, 1))
            self.rows.append(lab)
        root.append(grid)
        self.footer_bg = view.rect(0, L.height, L.width, L.height, T.BG)
        root.append(self.footer_bg)
        self.footer = view.label(" ", 2, L.height - 1, T.GOLD, 1, (0.0, 1.0))
        root.append(self.footer)
        self.state = None

    def stale(self):
        return False

    def recolour(self):
        self.state = None

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
        lines = wrap(app.notice, L.width // 6 - 1, "")[:3] if app.notice else ()
        view.set_text(self.footer, "\n".join(lines) if lines else " ")
        top = L.height - 4 - self.footer.bounding_box[3] if lines else L.height
        if self.footer_bg.y != top:
            self.footer_bg.y = top
        title = scr.heading()
        if len(items) > L.menu_rows:  # a longer list scrolls: say where we are
            title = "%s %d/%d" % (title, scr.sel + 1, len(items))
        view.set_text(self.title, title)
        for i, lab in enumerate(self.rows):
            j = scr.top + i
            view.set_text(lab, (" " + items[j][1]) if j < len(items) else " ")
        y = L.title_h + (scr.sel - scr.top) * L.row_h
        if self.bar.y != y:
            self.bar.y = y
