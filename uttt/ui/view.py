"""Draws the app's current screen with displayio, the lean way.

One scene at a time, the one ``SCREENS`` names for the app's screen (``app.scene``): ``uttt.ui.gameview``
(the game and its result; the replay and the rules pages), ``uttt.ui.menu`` (every menu, the pause menu over a
game included), ``uttt.ui.logscreen`` (the move log): a menu's and the log's screen modules draw them too. A scene's
module is imported when it is first needed and dropped with its family (``App.open`` calls ``release`` first,
so the last scene's objects are gone before the next family's code loads). In the game's family a guest's
scene (a menu, the log) goes over the game scene, which stays whole under it (``under``): a pause and back
builds no game scene, and the game family's menus are boxes (``Menu.frame``), so a board refreshes only the
box. Sprite sheets are kept for the next scene of the same sizes (``sheet``). The View itself keeps only the
display, one shared palette of the theme's colours (opaque: what shows the board's background is drawn in it)
and the texts' colour slots for a theme change.

The display runs with ``auto_refresh = False``. ``update()`` looks at ``app.dirty``; the scene changes only
what differs from what is on screen (tile indexes, texts, a TileGrid's position) and ``update`` calls
``refresh()`` once, so displayio sends only the dirty rectangles. Text is ``uttt.ui.text.Text``: glyph tiles of
the terminal font.
"""

import gc
import sys

import displayio
import vectorio

from uttt.ui import theme as T
from uttt.ui.app import SCREENS, forget
from uttt.ui.text import Text, _font, ink

SCENES = {"game": "gameview", "picture": "gameview", "menu": "menu", "log": "logscreen"}  # (modules of uttt.ui: short
#                                                                      names, not strings of the heap's; room33)
HEAP = hasattr(gc, "mem_free")


def palette(theme):
    p = displayio.Palette(len(theme))  # 16 sprite colours, then the winning line's (T.STRIKE)
    for i in range(len(theme)):
        p[i] = theme[i]
    return p


class View:
    """Keeps the display in step with an ``App``."""

    def __init__(self, display, app):
        self.display = display
        self.app = app
        self.L = app.layout
        self.theme = app.theme
        try:
            display.auto_refresh = False
        except AttributeError:
            pass
        self.pal = palette(self.theme)
        self.scene = None
        self.kind = None
        self.under = None       # (the game scene, its texts' count) under a guest's scene (pause, log ...)
        self.sheets = {}        # kind -> (key, sprite sheet): the last one of each kind, kept between scenes
        self.stash = {}         # the same, the game's while its replay shows (resheet)
        self.labs = []          # (Text, palette slot): a theme change recolours them
        self.refreshes = 0
        self.owe = 0
        app.teardown = self.release

    def update(self, force=False):
        """Redraw what changed; returns True if the display was refreshed."""
        app = self.app
        d = app.dirty
        if not d and not force:
            return False
        if "theme" in d and app.theme != self.theme:
            self.apply_theme(app.theme)
        try:  # (the scene's sync too: a label's new text, a sheet drawn anew; safe41)
            if force or self.scene is None or self.kind != app.scene or self.scene.stale():
                self.build(app.scene, force)
            self.scene.sync(d)
        except MemoryError:
            self.release()
            self.sheets = {}
            self.stash = {}
            app.out_of_memory(app.screen)
            return False
        if "full" in d:  # most of the screen drawn anew on the same scene (a new game: uttt.ui.gamestart): one area,
            g = self.display.root_group  # as a new root group's, not one a grid and a text, each through every
            self.display.root_group = None  # layer under it (~230-280 -> ~90 ms of a PyBadge's refresh: over49)
            self.display.root_group = g
        d.clear()
        if self.owe:  # the game scene's frames still to draw (two boards a frame: uttt.ui.gameview)
            self.owe = 0
            d.add("rims")
        self.display.refresh()
        self.refreshes += 1
        return True

    def build(self, kind, force=False):
        """A new scene of kind (``SCENES``; its module is imported now). In the game's family a guest's scene
        (a menu, the log) goes over the game scene, which stays whole under it; back to the game, the guest's
        goes and the game scene shows again (built anew only when it is stale: another variant or layout)."""
        app = self.app
        keep = not force and app.family == "game" and kind != "picture"  # (the result's replay: no guest; switch36)
        if self.under is not None or self.kind != "game" or not keep:  # (App.open may have released it)
            # one picture's scene after another's (replay <-> Review: another caption band, other sizes): its
            # sheets go in the same collection as the scene (switch25)
            self.release(kind if keep else None, sheets=kind == self.kind == "picture" and not force)
        under = self.scene
        if under is not None:  # the game scene, kept
            if kind == "game":
                if not under.stale():
                    app.dirty.add("screen")
                    return
                self.release()
                under = None
            n = len(self.labs)
        name = "uttt.ui." + SCENES[kind]
        __import__(name)
        L = self.L
        box = getattr(app.scr, "frame", None)  # a menu's: the whole screen, or a box over the game (uttt.ui.menu)
        x, y, w, h = box() if box else (0, 0, L.width, L.height)
        root = displayio.Group(x=x, y=y)
        if under is None:
            root.append(self.rect(-x, -y, L.width, L.height, T.BG))
        else:
            # Over the game scene: the background is a grid of spaces (glyph tiles in the shared palette's 0, the
            # board's background), not a vectorio shape: a Group taken out of the root marks dirty only its
            # TileGrids' areas (CircuitPython's shared-module/displayio/Group.c, _remove_layer and
            # displayio_group_get_previous_area), so a shape's pixels would stay on a board's screen where no
            # TileGrid of the guest's covered them. This grid covers all the guest draws.
            if w == L.width:  # (a box's background and frame: its scene's, uttt.ui.menu, in the order it needs)
                self.blank(root, 0, w, (h + 11) // 12)
        self.scene = sys.modules[name].Scene(self, root)
        self.kind = kind
        # What only reads or draws sprite sheets is not needed until a sheet of another size: it goes, but where
        # a picture is shown (replay, Review, rules), whose next scene, or the game's after it, reads sheets of
        # other sizes (the game family's heap is the fullest: it goes there; switch23); not under a guest's scene
        # over the game's (a menu, the log: none of theirs reads sheets; it is loaded there only where the result
        # readied the pictures' code, uttt.ui.result.ready: Game over's box dropped what it had just imported, and
        # its Review or replay read it again in the press: screens60), nor while the result's readied pictures' code
        # is kept (off the guests: uttt.ui.gamebuild keeps itself then too; screens63)
        if app.unloads and app.family != "picture" and under is None and "replay" in app.guests:
            forget("uttt.ui.sheets")
            forget("uttt.ui.sprites")
        app.dirty.add("screen")
        if under is not None:
            g = self.display.root_group
            self.under = (under, n, g)
            if w < L.width or h < L.height:  # a box over the game scene
                g.append(root)
                return
        # (the whole screen, a guest's too: the log, a menu with a notice; the game scene's group waits aside, shown
        # again in one area as it goes: over49)
        # No refresh here: update's, after the scene's first sync, is the new root group's first, which draws the
        # whole screen once (BusDisplay.c: a full refresh sends one area and clears every layer's changes). One here
        # drew the empty scene, and then every text and grid that the sync filled in was an area of its own
        # (~100-200 ms of a PyBadge's refresh in a change of screen, by the bench's model: over49).
        self.display.root_group = root

    def release(self, kind=None, collect=True, sheets=False):
        """Drop the scene and everything it drew (before its family's modules are dropped, or another scene of
        the family is built). kind: the scene that comes next in the game's family: the game scene stays (a
        guest's over it goes). Collects when a whole scene went, unless ``collect`` is False (the app collects
        itself right after, as it drops modules): a collection costs 40-60 ms of a PyBadge's time here
        (estimate; docs/memory.md, boot16). ``sheets``: the next screen on a change of family (``App.open``), or
        True for one picture's scene after another's: the sprite sheets as it needs them (``resheet``)."""
        had = self.scene is not None
        if sheets:
            self.resheet(sheets)
        under = self.under
        if under is not None:
            g = under[2]
            s = under[0]
            if self.display.root_group is g:
                g.pop()
                if s.panel_state:  # (a box's: the panel under it as drawn, its words owed to a quiet frame: gameview)
                    s.panel_state = 0
            else:
                self.display.root_group = g
            del self.labs[under[1]:]
            self.scene = s
            self.kind = "game"
            self.under = None
        if kind is None or self.kind != "game" or kind == "picture":  # (the result's replay: switch36)
            self.display.root_group = None
            self.scene = None
            self.kind = None
            self.labs = []
            kind = None
        if HEAP and had and collect and kind is None:
            gc.collect()

    def resheet(self, to):
        """The sprite sheets as the next scene draws them, freed by the collection that frees the last scene (not
        by one more as the next scene is built, ``uttt.ui.gamebuild``; switch25): to a picture, from one, or from
        one picture to the other (to: the next screen's name; True), each draws at sizes of its own, so the sheets
        go but the panel's icon (one size in every layout of a landscape screen). The game's wait while its
        replay shows (``stash``: no analysis runs there), and come back with it, so the way back reads none."""
        sheets = self.sheets
        stash = self.stash
        self.stash = {}
        if self.kind == "picture":
            for k in sheets:
                if k != "icon":
                    sheets[k] = None
            if to is True:
                self.stash = stash
            else:
                sheets.update(stash)
        elif to is not True and SCREENS[to][2] == "picture":
            for k in sheets:
                if k != "icon":
                    # (a Super game's too: superswitch40) the game's own, "cells", "board", "cursor": not the enlarged
                    # board's cells ("zoom"), read again on the way back: 7 KB of a Titano's, 15 of a PyPortal's, not
                    # held under the replay's own (boards44; a length, not a name a board without it would intern)
                    if "replay" in to and sheets[k] is not None and len(k) > 4:
                        self.stash[k] = sheets[k]
                    sheets[k] = None

    # ----- what scenes build with -----------------------------------------------------------------------------
    def sheet(self, kind, key, make):
        """The sprite sheet of this kind for key (its sizes): the one kept from the last scene when the key is
        the same, else the one the deploy wrote (``uttt.ui.sheets``), else ``uttt.ui.sprites.<make>(*key)``
        drawn now; it replaces the last one (freed first)."""
        got = self.sheets.get(kind)
        if got is not None and got[0] == key:
            return got[1]
        self.sheets[kind] = None
        if HEAP and got is not None:  # the last sheet of this kind is freed first (none: nothing to collect)
            gc.collect()
        got = None
        from uttt.ui import sheets  # (dropped again at the end of the scene's build, but while pictures show)

        bmp = sheets.read(make, key)
        if bmp is None:
            from uttt.ui import sprites
            bmp = getattr(sprites, make)(*key)
        self.sheets[kind] = (key, bmp)
        return bmp

    def blank(self, root, y, w, n, th=12):
        # A grid of spaces (glyph tiles in the shared palette's 0, the background) w pixels
        # wide, n tiles of th pixels tall from y, added to root: a guest's background over the game scene, not a
        # vectorio shape (a Group taken out of the root marks dirty only its TileGrids' areas: Group.c
        # _remove_layer; a shape's pixels would stay on a board's screen where no TileGrid of the guest's was)
        font = _font()
        root.append(displayio.TileGrid(font[0], pixel_shader=self.pal, width=(w + 5) // 6, height=n, tile_width=6,
                                       tile_height=th, default_tile=font[1][0], y=y))

    def paper(self, root, w, h, y=0, n=0, pitch=0, pal=None):
        # A box's paper and frame (uttt.ui.menu's Scene.__init__), w x h, in three uses, by its arguments:
        # - n 0 (a box whose rows go over a bar: more rows than it shows, scale 2, rows of other heights): a grid of
        #   spaces under all of the box, then the frame; returns None. The menu adds its title, bar and rows over it.
        # - n rows, no pal (a box that shows all its n rows from y, pitch apart, each its Text's TileGrid as wide as
        #   the box and opaque: superbox61), before the rows: a band of spaces over the title (y px) and the rest
        #   under the last row (whole 12-px cells from the bottom up: its top cell can reach over the last row's
        #   strip, which comes after it); no frame; returns None.
        # - the same n rows with pal (the rows' palette), after the rows: the strips under them (pitch - 12 px: each
        #   one tile of one blank bitmap they share, all 0, the palette's paper; no call of blank a strip, no tile
        #   indexes of their own: superpause63; a strip takes its row's palette: the selected row's is the bar's
        #   colour) and the frame over them all (never under a row's bar colour); returns the strips.
        # Each pixel of the box is then in one layer's area but the title's words, its line and the frame (a
        # board's refresh sends each layer's area as its own: the grid's sent the box's pixels once more under
        # its rows: the Super pause's opening 14,422 -> 10,344 px sent, 34.1 -> 24.4 ms of a PyBadge's refresh
        # by the press-time bench's model; the Ultimate's 12,142 -> 8,346, 29.0 -> 19.9). One function, not two
        # (the layers before the rows, then the strips and the frame after them, each its own method): view.py is
        # resident, and a second method there (tidy63: view.mpy 3,679 -> 3,695 bytes, no new name) failed the Super
        # session's 124 KB cap on both seeds (docs/memory.md, tidy63)
        if pal is not None:
            out = []
            b = displayio.Bitmap(w, pitch - 12, 1)
            for i in range(n):
                out.append(displayio.TileGrid(b, pixel_shader=pal, y=y + 12 + i * pitch))
                root.append(out[i])
        elif n:
            self.blank(root, 0, w, y // 6, 6)
            k = (h - y - n * pitch + 11) // 12
            if k > 0:
                self.blank(root, h - 12 * k, w, k)
            return
        else:
            self.blank(root, 0, w, (h + 11) // 12)
        # a thin frame: four lines (each new layer is an area of its own in a board's next refresh, not merged
        # with the others: a frame as a filled rectangle under a smaller one sent the box's pixels twice more)
        for r in ((0, 0, w, 1), (0, h - 1, w, 1), (0, 0, 1, h), (w - 1, 0, 1, h)):
            root.append(self.rect(r[0], r[1], r[2], r[3], T.THICK))
        return pal and out

    def shade(self, scene, dim, words):
        # A menu scene's rows (uttt.ui.menu.Scene.sync): their words, and each row's palette (and its strip's, a
        # box without a grid under its rows: superbox61): dimmed, a box's selected row, both. Here, not in the
        # menu's module, which then compiles alone in a 64K heap (68,149 -> 62,197 bytes with screens61's
        # prefetch of the new game's code: tests/test_device_memory.py; superbox61b)
        scr = self.app.scr
        rows = scene.rows
        e = not rows.pal.is_transparent(0)  # a box's opaque rows
        lead = " " * (rows.group.x == 0)  # (a box's rows over a grid start one cell in: no space before words)
        self.set_text(rows, "\n".join(lead + text for text in words))
        grids = rows.rows  # a TileGrid per row (row_h > the glyphs' 12 px)
        if len(grids) == scene.n:
            for i in range(len(grids)):
                k = (i < len(dim) and dim[i]) + 2 * (e and i == scr.sel - scr.top)
                want = scene.dim[k - 1] if k else rows.pal
                if want is None:  # 1 dimmed (on a box's paper), 2 a box's selected row, 3 both: over the bar
                    c = self.theme
                    want = scene.dim[k - 1] = ink(c[T.TEXT if k == 2 else T.SLATE],
                                                  c[T.BG] if k == 1 and e else None if scene.bar else c[T.O_BG])
                if grids[i].pixel_shader is not want:
                    grids[i].pixel_shader = want
                    if scene.gaps:  # (the strip under the row: its paper, or the bar's through it)
                        scene.gaps[i].pixel_shader = want

    def rect(self, x, y, w, h, colour):
        return vectorio.Rectangle(pixel_shader=self.pal, width=max(1, w), height=max(1, h), x=x, y=y,
                                  color_index=colour)

    def text(self, root, x, y, cols, lines=1, colour=T.TEXT, scale=1, pitch=0, centre=False, bg=None):
        """A ``Text`` in palette slot colour, added to root (a theme change recolours it); ``bg``: the theme's
        background colour, its paper (``Text``: only where nothing but the background lies under it)."""
        t = Text(x, y, cols if type(cols) is tuple else max(1, cols), lines, self.theme[colour], scale,
                 pitch or 12 * scale, centre, bg)  # (cols: a tuple, a width for each line: uttt.ui.menu's box rows)
        self.labs.append((t, colour))
        root.append(t.group)
        return t

    def title_bar(self, root, w=0, cols=0):
        """A screen's title (centred, gold) over a thin line, w pixels wide (0: the screen's), of at most cols
        characters (0: as many as fit; a box's title its own length, so that its TileGrid stays in the box);
        returns its Text."""
        L = self.L
        sc = L.scale
        w = w or L.width
        title = self.text(root, w // 2, (L.title_h - 12 * sc) // 2, cols or w // (6 * sc), 1, T.GOLD, sc,
                          centre=True)
        root.append(self.rect(0, L.title_h - 2, w, 1, T.LINE))
        return title

    @staticmethod
    def set_text(t, text):
        """Change a Text only where it differs."""
        t.text = text

    def apply_theme(self, theme):
        """Recolour everything on screen: the entries of the shared palette and the texts' colours."""
        self.theme = theme
        pal = self.pal
        for i in range(len(theme)):
            pal[i] = theme[i]
        for t, slot in self.labs:
            t.colour = theme[slot]
            if not t.pal.is_transparent(0):  # (an opaque Text's paper)
                t.pal[0] = theme[T.BG]
        if self.scene is not None:
            self.scene.recolour()
        if self.under is not None:
            self.under[0].recolour()
