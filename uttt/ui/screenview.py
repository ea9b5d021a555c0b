"""The menu and move-log screens' drawing (a mixin of ``uttt.ui.view.View``): a title bar, then a
``GridLayout`` of row labels over a highlight bar that moves (menus), or one multi-line label per page (log).
"""

import terminalio
from adafruit_display_text import bitmap_label

from uttt.ui import theme as T


class ScreenView:
    """Builds and syncs the menu and log scenes (expects the View's attributes)."""

    def build_title(self, root):
        L = self.L
        self.title = self.label("", L.width // 2, L.title_h // 2, T.GOLD, L.scale, (0.5, 0.5))
        root.append(self.title)
        root.append(self.rect(0, L.title_h - 2, L.width, 1, T.LINE))

    def build_menu(self, root):
        from adafruit_displayio_layout.layouts.grid_layout import GridLayout
        L = self.L
        sc = L.scale
        self.build_title(root)
        self.bar = self.rect(0, L.title_h, L.width, L.row_h, T.LINE)
        root.append(self.bar)
        rows = L.menu_rows
        grid = GridLayout(x=0, y=L.title_h, width=L.width, height=rows * L.row_h, grid_size=(1, rows),
                          cell_padding=0, cell_anchor_point=(0.0, 0.5))
        self.rows = []
        for i in range(rows):
            lab = bitmap_label.Label(terminalio.FONT, text=" ", color=self.theme[T.TEXT], scale=sc)
            self.labs.append((lab, T.TEXT))
            grid.add_content(lab, grid_position=(0, i), cell_size=(1, 1))
            self.rows.append(lab)
        root.append(grid)
        # A notice (from the board or the save store) covers the bottom rows until the next press.
        self.footer_bg = self.rect(0, L.height, L.width, L.height, T.BG)
        root.append(self.footer_bg)
        self.footer = self.label(" ", 2, L.height - 1, T.GOLD, 1, (0.0, 1.0))
        root.append(self.footer)
        self.menu_state = None

    def build_log(self, root):
        L = self.L
        self.build_title(root)
        # One multi-line label for the page: a scroll is one text change (and one bitmap in RAM).
        self.body = bitmap_label.Label(terminalio.FONT, text=" ", color=self.theme[T.TEXT], line_spacing=1.0)
        self.labs.append((self.body, T.TEXT))
        self.body.anchor_point = (0.0, 0.0)
        self.body.anchored_position = (3, L.log_top)
        root.append(self.body)
        self.log_state = None

    def sync_menu(self):
        app = self.app
        items = app.menu_items()
        L = self.L
        state = (app.screen, tuple(items), app.sel, app.menu_top, app.notice)
        if state == self.menu_state:
            return
        self.menu_state = state
        from uttt.ui.logscreen import wrap
        lines = wrap(app.notice, L.width // 6 - 1, "")[:3] if app.notice else ()
        self.set_text(self.footer, "\n".join(lines) if lines else " ")
        top = L.height - 4 - self.footer.bounding_box[3] if lines else L.height
        if self.footer_bg.y != top:
            self.footer_bg.y = top
        title = app.menu_title()
        if len(items) > L.menu_rows:  # a longer list scrolls: say where we are
            title = "%s %d/%d" % (title, app.sel + 1, len(items))
        self.set_text(self.title, title)
        for i, lab in enumerate(self.rows):
            j = app.menu_top + i
            self.set_text(lab, (" " + items[j][1]) if j < len(items) else " ")
        vis = app.sel - app.menu_top
        y = L.title_h + vis * L.row_h
        if self.bar.y != y:
            self.bar.y = y

    def sync_log(self):
        app = self.app
        top = app.log_top
        n = app.log_total()
        state = (n, top, len(app.log))
        if state == self.log_state:
            return
        self.log_state = state
        rows = self.L.log_rows
        title = "Move log"
        if n > rows:
            title = "Log %d-%d/%d" % (top + 1, min(n, top + rows), n)
        self.set_text(self.title, title)
        self.set_text(self.body, "\n".join(app.log_page(top, rows)))
