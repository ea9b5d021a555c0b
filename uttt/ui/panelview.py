"""The status panel's drawing (a mixin of ``uttt.ui.view.View``): whose turn (icon and two lines), the
scoreboard (``uttt.ui.scoreboard``) and the panel buttons (touch and two-button boards, every result screen).
A square screen gets a one-line status bar under the grid instead of a side panel.
"""

import displayio

from uttt.ui import sprites as S
from uttt.ui import theme as T


class PanelView:
    """Builds and syncs the panel of the game scene (expects the View's attributes)."""

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
        self.set_text(self.line1, l1)
        self.set_text(self.line2, l2)
        self.set_text(self.score, board)
        c = self.theme[T.BAD] if app.flashing() else self.theme[T.TEXT]
        if self.line1.color != c:
            self.line1.color = c
        for i, (g, box, lab) in enumerate(self.buttons):
            if i < len(names):
                self.set_text(lab, _BUTTON_TEXT.get(names[i], names[i]) if names[i] != "mark" else
                          "X/O: " + " XO"[app.mark])
                want = T.GOLD if app.focus == names[i] else T.LINE
                if box.color_index != want:
                    box.color_index = want
                if g.hidden:
                    g.hidden = False
            elif not g.hidden:
                g.hidden = True


_BUTTON_TEXT = {"menu": "Menu", "log": "Log", "again": "Again", "replay": "Replay", "back": "Back"}
