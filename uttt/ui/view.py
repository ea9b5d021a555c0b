"""Draws the app's state with displayio, the lean way.

Game screen: one TileGrid over a sprite sheet for all the cells (a tile per cell, ``3 * style + mark``), a 3x3
TileGrid of board overlays (gold frame, big X / O), thin and thick grid lines as vectorio rectangles, a cursor
TileGrid that only moves, and vectorio polygons for the strike line (drawn piece by piece, see uttt.ui.anim).
Text is ``bitmap_label``. Menus are a ``GridLayout`` of labels (adafruit_displayio_layout) over a highlight bar.

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
from uttt.ui.boardview import BoardView
from uttt.ui.panelview import PanelView
from uttt.ui.screenview import ScreenView

FONT = terminalio.FONT


class View(BoardView, PanelView, ScreenView):
    """Keeps the display in step with an ``App``.

    The scenes are cut into mixins, one module each (a board compiles each module whole in RAM): the board
    (boardview), the status panel (panelview), the menus and the log (screenview); the theme swap, banner and
    tip are in viewfx. This class builds a scene and runs the per-frame update.
    """

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
            if "cells" in d or "anim" in d:
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
            self.build_panel(root)
            fx.build_extras(self, root)
        elif kind == "menu":
            self.build_menu(root)
        else:
            self.build_log(root)
        self.display.root_group = root
        # The first refresh after a new root group draws everything; a second one right away lets every layer
        # settle, so later refreshes send only what changes (on the device it sends nothing).
        self.display.refresh()

    def set_text(self, label, text):
        """Change a label's text only when it differs (an empty text shows as one space)."""
        text = text or " "
        if label.text != text:
            label.text = text


_KIND = {"game": "game", "result": "game", "log": "log", "replay": "game", "rules": "game"}
