"""Draws the app's state with displayio, the lean way.

Game screen: one TileGrid over a sprite sheet for all the cells (a tile per cell, ``3 * style + mark``), a 3x3
TileGrid of board overlays (gold frame, big X / O), thin and thick grid lines as vectorio rectangles, a cursor
TileGrid that only moves, and a vectorio polygon for the strike line. Text is ``bitmap_label``. Menus are a
``GridLayout`` of labels (adafruit_displayio_layout) over a highlight bar.

The display runs with ``auto_refresh = False``. ``update()`` looks at ``app.dirty``, changes only what
differs from what is on screen (tile indexes, label texts, a TileGrid's position) and calls ``refresh()``
once, so displayio sends only the dirty rectangles.
"""

import displayio
import terminalio
import vectorio
from adafruit_display_text import bitmap_label

from uttt.ui import sprites as S
from uttt.ui import viewfx as fx
from uttt.ui import theme as T
from uttt.ui.layout import grid_xy

FONT = terminalio.FONT


class View:
    """Keeps the display in step with an ``App``."""

    def __init__(self, display, app, theme=None):
        self.display = display
        self.app = app
        self.L = app.layout
        self.theme = theme = theme or app.theme
        try:
            display.auto_refresh = False
        except AttributeError:
            pass
        self.pal = S.palette(theme)
        self.tpal = S.palette(theme, transparent=0)
        self.sheets = {}
        self.kind = None
        self.root = None
        self.refreshes = 0
        self.labs = []  # (label, palette slot): a theme change recolours them

    # ----- public -------------------------------------------------------------------------------------------------
    def update(self, force=False):
        """Redraw what changed; returns True if the display was refreshed."""
        app = self.app
        d = app.dirty
        if not d and not force:
            return False
        if "theme" in d and app.theme != self.theme:
            from uttt.ui.viewfx import apply_theme
            apply_theme(self, app.theme)
        kind = _KIND.get(app.screen, "menu")
        if kind == "game" and app.shown() is None:
            kind = "menu"
        # Game <-> result, or a new game of the same variant, keeps the scene: the syncs diff everything.
        if force or kind != self.kind or (kind == "game" and self.variant != app.variant):
            self.build(kind)
            d.add("cells")
        elif "screen" in d and kind == "game":
            d.add("cells")
        if kind == "game":
            if "cells" in d:
                self.sync_cells()
            if "cells" in d or "cursor" in d:
                self.sync_cursor()
            if d.intersection(("cells", "status", "cursor", "screen")):
                self.sync_panel()
                fx.sync_extras(self)
        elif kind == "menu":
            self.sync_menu()
        else:
            self.sync_log()
        d.clear()
        self.display.refresh()
        self.refreshes += 1
        return True

    # ----- building scenes ----------------------------------------------------------------------------------------
    def sheet(self, name, size, make):
        key = (name, size)
        bmp = self.sheets.get(key)
        if bmp is None:
            if name in ("cells", "board"):  # one size of each at a time: drop the others (RAM)
                for k in [k for k in self.sheets if k[0] == name]:
                    del self.sheets[k]
            bmp = make(size)
            self.sheets[key] = bmp
        return bmp

    def rect(self, x, y, w, h, colour):
        return vectorio.Rectangle(pixel_shader=self.pal, width=max(1, w), height=max(1, h), x=x, y=y,
                                  color_index=colour)

    def label(self, text, x, y, colour=T.TEXT, scale=1, anchor=(0.0, 0.0)):
        lab = bitmap_label.Label(FONT, text=text, color=self.theme[colour], scale=scale)
        self.labs.append((lab, colour))
        lab.anchor_point = anchor
        lab.anchored_position = (x, y)
        return lab

    def build(self, kind):
        self.root = None
        self.labs = []
        self.display.root_group = None
        import gc
        gc.collect()
        root = displayio.Group()
        L = self.L
        root.append(self.rect(0, 0, L.width, L.height, T.BG))
        self.kind = kind
        self.root = root
        if kind == "game":
            self.build_game(root)
        elif kind == "menu":
            self.build_menu(root)
        else:
            self.build_log(root)
        self.display.root_group = root
        # The first refresh after a new root group draws everything; a second one right away lets every layer
        # settle, so later refreshes send only what changes (on the device it sends nothing).
        self.display.refresh()

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
        cells = self.sheet("cells", tsize, S.cell_sheet)
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
        self.build_panel(root)
        fx.build_extras(self, root)

    def build_panel(self, root):
        L = self.L
        px, py, pw, ph = L.panel
        ix, iy, isz = L.icon
        self.icon = displayio.TileGrid(self.sheet("icon", isz, S.icon_sheet), pixel_shader=self.tpal,
                                       tile_width=isz, tile_height=isz, x=ix, y=iy)
        root.append(self.icon)
        sc = L.panel_scale()
        self.line1 = self.label("", L.text_x, L.text_y, T.TEXT, sc)
        self.line2 = self.label("", L.text_x, L.text_y + 12 * sc + 1, T.TEXT, sc)
        root.append(self.line1)
        root.append(self.line2)
        # The scoreboard (uttt.ui.scoreboard): timer, score, round, who opens next; one label, scale 1.
        self.score_y = L.text_y + 2 * (12 * sc + 1) + 3
        self.score = self.label("", L.text_x, self.score_y, T.GOLD)
        self.score.line_spacing = 1.0
        root.append(self.score)
        # Panel buttons: shown on touch and two-button boards, and on every result screen (as a reminder of
        # what A / B / Select do); D-pad boards use Start, Select and B during play.
        self.buttons = []
        for r in L.slots:
            g = displayio.Group()
            box = self.rect(r[0], r[1], r[2], r[3], T.LINE)
            g.append(box)
            lab = self.label("", r[0] + r[2] // 2, r[1] + r[3] // 2, T.TEXT, sc, (0.5, 0.5))
            g.append(lab)
            g.hidden = True
            root.append(g)
            self.buttons.append((g, box, lab))
        self.panel_state = None

    def build_menu(self, root):
        from adafruit_displayio_layout.layouts.grid_layout import GridLayout
        L = self.L
        sc = L.scale
        self.title = self.label("", L.width // 2, L.title_h // 2, T.GOLD, sc, (0.5, 0.5))
        root.append(self.title)
        root.append(self.rect(0, L.title_h - 2, L.width, 1, T.LINE))
        self.bar = self.rect(0, L.title_h, L.width, L.row_h, T.LINE)
        root.append(self.bar)
        rows = L.menu_rows
        grid = GridLayout(x=0, y=L.title_h, width=L.width, height=rows * L.row_h, grid_size=(1, rows),
                          cell_padding=0, cell_anchor_point=(0.0, 0.5))
        self.rows = []
        for i in range(rows):
            lab = bitmap_label.Label(FONT, text=" ", color=self.theme[T.TEXT], scale=sc)
            self.labs.append((lab, T.TEXT))
            grid.add_content(lab, grid_position=(0, i), cell_size=(1, 1))
            self.rows.append(lab)
        root.append(grid)
        self.footer = self.label(" ", 2, L.height - 1, T.GOLD, 1, (0.0, 1.0))
        root.append(self.footer)
        self.menu_state = None

    def build_log(self, root):
        L = self.L
        sc = L.scale
        self.title = self.label("", L.width // 2, L.title_h // 2, T.GOLD, sc, (0.5, 0.5))
        root.append(self.title)
        root.append(self.rect(0, L.title_h - 2, L.width, 1, T.LINE))
        # One multi-line label for the page: a scroll is one text change (and one bitmap in RAM).
        self.body = bitmap_label.Label(FONT, text=" ", color=self.theme[T.TEXT], line_spacing=1.0)
        self.labs.append((self.body, T.TEXT))
        self.body.anchor_point = (0.0, 0.0)
        self.body.anchored_position = (3, L.log_top)
        root.append(self.body)
        self.log_state = None

    # ----- syncing ------------------------------------------------------------------------------------------------
    def cell_tile(self, m):
        """Tile index for cell m as the app's state says it should look."""
        g = self.app.shown()
        if self.app.ultimate:
            return 3 * (S.NORMAL, S.X_CLAIMED, S.O_CLAIMED, S.DRAWN)[g.boards[m // 9]] + g.cells[m]
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
                state = g.boards[b]
                if state in (1, 2):
                    t = S.BIG_X if state == 1 else S.BIG_O
                elif not g.result and state == 0 and (g.forced == b or (g.forced < 0 and g.playable(b))):
                    t = S.FRAME
                else:
                    t = 0
                if sb[b] != t:
                    sb[b] = t
                    self.overlays[b][0] = t
        self.sync_strike()

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

    def sync_strike(self):
        app = self.app
        line = app.shown().winning_line()
        if line is None:
            if self.strike is not None:
                self.strike_group.remove(self.strike)
                self.strike = None
            return
        if self.strike is not None:
            return
        L = self.L
        pitch = L.board if app.ultimate else L.big
        a, c = line[0], line[2]
        x1 = L.gx + pitch * (a % 3) + pitch // 2
        y1 = L.gy + pitch * (a // 3) + pitch // 2
        x2 = L.gx + pitch * (c % 3) + pitch // 2
        y2 = L.gy + pitch * (c // 3) + pitch // 2
        # Run a little past the centres of the end boards.
        ext = pitch // 3
        dx = (x2 > x1) - (x2 < x1)
        dy = (y2 > y1) - (y2 < y1)
        x1 -= dx * ext
        y1 -= dy * ext
        x2 += dx * ext
        y2 += dy * ext
        w = max(2, pitch // 12)
        # A thick segment as a quadrilateral: offset the ends perpendicular to the line.
        if dx and dy:
            ox, oy = w * dy, -w * dx
            ox = (ox * 7) // 10 or ox
            oy = (oy * 7) // 10 or oy
        elif dx:
            ox, oy = 0, w
        else:
            ox, oy = w, 0
        pts = [(x1 + ox, y1 + oy), (x2 + ox, y2 + oy), (x2 - ox, y2 - oy), (x1 - ox, y1 - oy)]
        self.strike = vectorio.Polygon(pixel_shader=self.pal, points=pts, x=0, y=0, color_index=T.CURSOR)
        self.strike_group.append(self.strike)

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

    def sync_panel(self):
        app = self.app
        from uttt.ui import scoreboard
        L = self.L
        l1, l2 = app.status()
        mark = app.turn_mark()
        names = app.panel_buttons() if app.scheme != "dpad" else ()
        if not L.side:  # a one-line status bar under the grid, the scoreboard after the status
            l1, l2 = (l1 + " " + l2 + " " + scoreboard.bar_text(app)).strip()[:L.text_cols], ""
            board = ""
        else:
            top = L.slots[len(names) - 1][1] if names else L.height
            board = "\n".join(scoreboard.panel_lines(app, (L.panel[0] + L.panel[2] - L.text_x) // 6, (top - self.score_y) // 12))
        state = (l1, l2, mark, names, app.focus, app.flashing(), board)
        if state == self.panel_state:
            return
        self.panel_state = state
        if self.icon[0] != mark:
            self.icon[0] = mark
        _set_text(self.line1, l1)
        _set_text(self.line2, l2)
        _set_text(self.score, board)
        c = self.theme[T.BAD] if app.flashing() else self.theme[T.TEXT]
        if self.line1.color != c:
            self.line1.color = c
        for i, (g, box, lab) in enumerate(self.buttons):
            if i < len(names):
                _set_text(lab, _BUTTON_TEXT.get(names[i], names[i]) if names[i] != "mark" else
                          "X/O: " + " XO"[app.mark])
                want = T.GOLD if app.focus == names[i] else T.LINE
                if box.color_index != want:
                    box.color_index = want
                if g.hidden:
                    g.hidden = False
            elif not g.hidden:
                g.hidden = True

    def sync_menu(self):
        app = self.app
        items = app.menu_items()
        L = self.L
        state = (app.screen, tuple(items), app.sel, app.menu_top, app.notice)
        if state == self.menu_state:
            return
        self.menu_state = state
        from uttt.ui.logscreen import wrap
        _set_text(self.footer, "\n".join(wrap(app.notice, L.width // 6 - 1, "")[:2]))
        title = app.menu_title()
        if len(items) > L.menu_rows:  # a longer list scrolls: say where we are
            title = "%s %d/%d" % (title, app.sel + 1, len(items))
        _set_text(self.title, title)
        for i, lab in enumerate(self.rows):
            j = app.menu_top + i
            _set_text(lab, (" " + items[j][1]) if j < len(items) else " ")
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
        _set_text(self.title, title)
        _set_text(self.body, "\n".join(app.log_page(top, rows)))


def _cell(app, m):
    """Cell index (as the tiles count) of a game move, -1 for none."""
    if m is None or m < 0:
        return -1
    return m % 9 if app.variant == "wild" else m


def _set_text(label, text):
    text = text or " "
    if label.text != text:
        label.text = text


_KIND = {"game": "game", "result": "game", "log": "log", "replay": "game", "rules": "game"}
_BUTTON_TEXT = {"menu": "Menu", "log": "Log", "again": "Again", "replay": "Replay", "back": "Back"}
