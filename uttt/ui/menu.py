# What every menu screen shares (title, pause, settings, confirm, stats): a list of rows, a selection, a
# scrolled window; the menu scene that draws them all (``Scene``: no displayio of its own, the view's and
# ``uttt.ui.text``'s objects). And the pause menu (``Pause``), drawn as a box over the game scene kept under it:
# one module, so that a pause opens with one import of menu code (docs/memory.md, pause23, pause27). The other
# boxes over the game, the confirm question and Game over, are ``uttt.ui.confirm`` and ``uttt.ui.over``.
#
# A menu is a list of ``(id, text)`` rows (``rows()``); ``sel`` is the selected row and ``top`` the first row
# shown. D-pad: Up/Down (wrap) choose, A (or Right/Left on a setting) acts, B backs out. Two buttons: Next/Prev
# choose, A acts. Touch: a tap on a row acts at once, a tap on the title bar backs out (a "<" before the title
# says so). A touch screen cannot scroll, so a long list is cut into pages that end with a "More..." row (the
# last one leads back to the first). A list longer than the screen says where it is in the title: "3/16" (the
# row, among the real rows), or "p1/3" (the page, on touch). A menu of the game's family is a box in the middle
# of the screen (``frame``), as wide as its words and as tall as its rows: a tap outside it does nothing.

from uttt.ui import buttons as K
from uttt.ui import theme as T
from uttt.ui.app import Screen, forget
from uttt.ui.text import wrap


class Menu(Screen):
    # A menu; subclasses give ``title``, ``rows()``, ``activate(id, step)`` and ``back()``.

    title = ""
    adjustable = ()     # ids of rows that Left / Right change (settings)
    root = False        # the title menu: nothing to go back to
    boxed = False       # a box over the game scene (``frame``), not the whole screen: the game family's menus

    def __init__(self, app, at=None):
        super().__init__(app)
        self.sel = 0
        self.top = 0
        if at is not None:
            ids = [r[0] for r in self.items()]
            if at in ids:
                self.select(ids.index(at))

    def heading(self):
        # The title bar's words: the title, "<" first on a touch screen (a tap there goes back), and where a
        # long list is.
        title = self.title
        if self.app.scheme == "touch" and not self.root:
            title = "< " + title
        items = self.items()
        rows = self.app.layout.menu_rows
        if len(items) > rows:
            if self.app.scheme == "touch":
                title += " page %d/%d" % (self.top // rows + 1, (len(items) + rows - 1) // rows)
            else:
                real = [r for r in items if r[0] != "more"]
                title += " %d/%d" % (real.index(items[self.sel]) + 1, len(real))
        L = self.app.layout
        if len(title) > L.width // (6 * L.scale) and " " in self.title:  # show less: the title's first word goes
            title = title.replace(self.title, self.title.split(" ", 1)[1])
        return title

    def frame(self):
        # Where the menu is drawn, (x, y, w, h): the whole screen, or for a menu of the game's family a box in its
        # middle, its words' width and its rows' height (in whole 6 x 12 glyph cells: its background is a grid of
        # spaces, uttt.ui.view), but while a notice shows (its lines take the screen's bottom) and on a
        # two-button board (its keys' line at the bottom).
        app = self.app
        L = app.layout
        if not self.boxed or app.notice or app.scheme == "two":
            return 0, 0, L.width, L.height
        items = self.items()
        cols = len(self.heading())
        for r in items:
            cols = max(cols, len(r[1]) + 2)  # " " before a row's words, one cell after
        w = min(L.width, (cols + 2) * 6 * L.scale)
        h = min(L.height, (L.title_h + min(len(items), L.menu_rows) * L.row_h + 11) // 12 * 12)
        return (L.width - w) // 2, (L.height - h) // 2, w, h

    def rows(self):
        return []

    def dimmed(self, key):
        # True for a row that cannot be used now: it stays in its place, drawn dimmed.
        return False

    def items(self):
        # The rows as shown: a touch screen's long list comes in pages, each ending with "More...".
        out = self.rows()
        per = self.app.layout.menu_rows - 1
        if self.app.scheme != "touch" or len(out) <= per + 1:
            return out
        paged = []
        for i in range(0, len(out), per):
            paged += out[i:i + per]
            paged.append(("more", "More..."))
        return paged

    def changed(self):
        self.app.dirty.add("menu")

    def select(self, i):
        # Select row i (and scroll it into view).
        rows = self.app.layout.menu_rows
        self.sel = i
        if self.app.scheme == "touch":  # a touch list is shown in whole pages
            self.top = i // rows * rows
        elif i < self.top:
            self.top = i
        elif i >= self.top + rows:
            self.top = i - rows + 1
        self.changed()

    def press(self, code):
        items = self.items()
        n = len(items)
        if code in (K.UP, K.DOWN, K.NEXT, K.PREV):
            self.select((self.sel + (1 if code in (K.DOWN, K.NEXT) else -1)) % n)
        elif code == K.A:
            self.act(items[self.sel % n][0], 1)
        elif code in (K.LEFT, K.RIGHT):
            key = items[self.sel % n][0]
            if key in self.adjustable:
                self.act(key, 1 if code == K.RIGHT else -1)
            else:
                self.bad()
        elif code == K.B:
            self.back()
        elif code == K.START:
            self.start()
        elif code == K.SELECT and self.name in ("title", "pause", "over"):
            self.app.open("log", back=self.name)
        elif code == K.SELECT:
            self.bad()

    def touch(self, x, y):
        # A tap on a row acts, on the title bar goes back; elsewhere (below the last row, outside a box) nothing.
        L = self.app.layout
        bx, by, bw, bh = self.frame()
        y -= by
        if not (bx <= x < bx + bw and 0 <= y < bh):
            return
        if y < L.title_h:
            self.back()
            return
        i = (y - L.title_h) // L.row_h
        items = self.items()
        j = self.top + i
        if i >= L.menu_rows or j >= len(items):
            return
        self.sel = j
        self.changed()
        self.act(items[j][0], 1)

    def act(self, key, step):
        # Row key chosen (step: +1 / -1 for a setting's value).
        if key == "more":
            self.app.cue("select")
            top = self.top + self.app.layout.menu_rows
            self.top = self.sel = top if top < len(self.items()) else 0
            self.changed()
        else:
            self.activate(key, step)

    def activate(self, key, step):
        self.bad()

    def back(self):
        self.bad()

    def start(self):
        self.bad()


# ----- the pause menu, a box over the game (its family's). Here with the base (one import for a pause, not two:
# docs/memory.md, pause23); the title, Settings and Stats are menus of their own modules, and so are the other
# boxes over the game (uttt.ui.confirm, uttt.ui.over: pause27). The rows are lists, not constant tuples: a board's
# .mpy keeps each string of a constant tuple as an object of its own for as long as the module is loaded (0.5 KB
# here); a list is made from the interned names when shown.


def plies(app):
    # How many plies an undo would take back now (0: refused).
    g = app.game
    n = g.ply - getattr(g, "base", 0)  # a Super-Ultimate game resumed from a position: not before it
    if not app.playing() or not n:
        return 0
    if not app.cpu:  # a friend (any variant)
        return 1
    if g.turn != app.human:  # the computer's turn (thinking or cancelled): only your move
        return 1
    return 2 if n >= 2 else 0  # its reply and your move (none yet if it opened and you have not played)


class Pause(Menu):
    name = "pause"
    title = "Paused"
    boxed = True

    def rows(self):
        app = self.app
        # The rows never move: Undo and Hint stay where they are, dimmed while they cannot be used (a
        # Super-Ultimate game has one row more, its rules, for the whole game).
        out = [["resume", "Resume"], ["undo", "Undo"], ["hint", "Hint"], ["log", "Move log"],
               ["new", "New game"], ["quit", "Main menu"]]
        if app.game is not None and app.game.variant == "super":
            out.insert(-2, ["superrules", "Rules"])
        return out

    def dimmed(self, key):
        app = self.app
        if key == "undo":
            return not plies(app)  # (here, not in uttt.ui.undo: the pause menu's first sync imported it, boot22)
        return key == "hint" and not (app.playing() and app.human_turn())

    def activate(self, key, step):
        app = self.app
        if key != "new":
            forget("uttt.ui.gamestart")  # (readied by a step onto New game, select, and not used: not kept at play)
        if self.dimmed(key):
            self.bad()
            return
        app.cue("select")
        if key == "resume":
            app.open("game")
        elif key == "undo":
            try:
                from uttt.ui import undo
            except MemoryError:  # a heap with no block for undo's code (room33: at 126 KB): said, not a crash
                forget("uttt.ui.undo")  # (a module cut short is not taken for a loaded one)
                app.notice = "Not enough memory for undo"
                app.dirty.add("menu")
                return
            undo.request(app, plies(app))
        elif key == "hint":
            app.open("game", hint=True)
        elif key == "log":
            app.open("log", back="pause")
        elif key == "superrules":
            app.open("log", back="pause", rules=True)
        elif key == "new":
            if app.game.ply:
                app.open("confirm", ask="new")  # the game in progress would be lost
            else:
                app.new_game()
                app.dirty.discard("full")  # an empty board again: the cells stay, the box's area and the panel's
                # changes go out, not the whole screen (~88 ms of a PyBadge's refresh by the bench's model; help56)
        elif key == "quit":
            app.open("title")

    def select(self, i):
        Menu.select(self, i)
        if i == 1 and plies(self.app):  # onto Undo (the rows never move): its code now, in a step of the pause's
            # (~15 ms), not in its press's change of screen (~20 ms of a PyBadge's with its load's collection)
            try:
                from uttt.ui import undo  # noqa: F401
            except MemoryError:  # (its press says so, if it is pressed)
                forget("uttt.ui.undo")
        elif i == 4 and not self.app.game.ply and self.app.game.variant != "super":  # onto New game on an empty
            # board (its press starts the game at once, activate): the new game's code now, as Undo's (its import
            # with its load's collection was ~30 ms of that press's ~160 with displayio; screens61)
            try:
                from uttt.ui import gamestart  # noqa: F401
            except MemoryError:  # (the press imports it again, and says so if it cannot)
                forget("uttt.ui.gamestart")

    def back(self):
        self.activate("resume", 1)

    def start(self):
        self.activate("resume", 1)


# ----- the menu scene (every menu: title, pause, settings, confirm, stats, Game over) ----------------------------
KEYS = "Left: next. Right: choose."  # the two-button menus' keys (a hold of left goes back)


class Scene:
    # The menu scene (``uttt.ui.view.SCENES["menu"]``): a title bar, the visible rows as one multi-line Text
    # over a highlight bar that moves, and a notice (from the board or the save store) over the bottom rows until
    # the next press. A row that cannot be used now is drawn in a dimmer colour: its line's TileGrid (a menu's
    # rows are spaced apart: one each) takes a second palette. A step of the selection only moves the bar; the
    # rows' text changes only when the rows do. Drawn in the menu's ``frame`` (the view puts root there): the whole
    # screen, or a box over the game scene; a box of other bounds (a notice came or went) is a new scene (``stale``).
    def __init__(self, view, root):
        self.view = view
        self.app = view.app
        L = self.L = view.L
        self.box = box = self.app.scr.frame()
        w = self.w = box[2]
        self.h = box[3]
        e = 1 if w < L.width else 0  # a box: its frame (uttt.ui.view) shows beside the bar
        sc = L.scale
        self.n = n = min(L.menu_rows, (self.h - L.title_h) // L.row_h)  # rows shown
        items = self.app.scr.items()
        y = L.title_h + (L.row_h - 12 * sc) // 2
        cols = w // (6 * sc) - 4 * e
        whole = e and sc == 1 and len(items) <= n and not y % 6 and 0 < L.row_h - 12 <= 12 and not len(root)
        if e and not len(root):  # a box: its paper and frame (uttt.ui.view.paper), without a grid under the rows
            view.paper(root, w, self.h, y, whole and n, L.row_h)  # where it shows them all (superbox61)
        self.bar = self.gaps = None  # (a box without a grid has no bar: its selected row takes the bar's colour)
        if not whole:
            self.title = view.title_bar(root, w, e and len(self.app.scr.heading()))
            self.bar = view.rect(e, L.title_h, w - 2 * e, L.row_h, T.O_BG)  # text on it >= 4.5:1 (7:1 high contrast)
            root.append(self.bar)
        # A box's rows are opaque on its background's colour (the selected one's TileGrid takes a transparent palette
        # over the bar), one cell in from each side of the frame, about their words' width: a board fills a row's area
        # down to its grid (or the bar) alone, not through the box's grid, and the grid's area fills each row's pixels
        # at a mask test's cost (~51 -> ~32 ms of a PyBadge's refresh as a pause opens, by the bench's model: pause53 in
        # docs/memory.md; its title opaque too moved the Super holes). A whole screen's rows: transparent, as before.
        if whole:
            cols = w // 6
        elif e and len(items) <= n:  # a box that shows all its rows: each line's TileGrid its row's words' width
            # (the Super pause's 63 cells -> 44: 1,368 px fewer in a board's refresh as it opens, 38 -> 34 ms of a
            # PyBadge's by the bench's model; superbox60. Its rows never change while it shows)
            cols = tuple(max(1, min(cols, len(r[1]))) for r in items) + (1,) * (n - len(items))
        self.rows = view.text(root, 0 if whole else 6 * sc * e, y, cols, n,
                              T.TEXT, sc, L.row_h, False, view.theme[T.BG] if e else None)
        if whole:
            self.gaps = view.paper(root, w, self.h, y, n, L.row_h, self.rows.pal)
            self.title = view.title_bar(root, w, len(self.app.scr.heading()))
        self.dim = [None, None, None]  # the rows' other palettes, each made when a row first needs it: dimmed, a
        # box's selected row, dimmed and selected: their lines' TileGrids take them (a box opens with one or two)
        # A notice: at most 3 lines, the last one ending 1 px above the bottom, over a band of the background
        # (made when one first shows, or a two-button menu's keys: most menus never show one, and a box none)
        self.footer = None
        self.footer_bg = None
        self.state = None
        self.root = root
        self.emblem = None  # the title's emblem (uttt.ui.emblem), made when the title is first shown

    def stale(self):
        return self.app.scr.frame() != self.box

    def recolour(self):
        self.state = None
        self.dim = [None, None, None]  # (made again in the new colours)

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
        foot = "\n" * (3 - len(lines)) + "\n".join(lines) if lines else "\n\n" + keys
        h = self.h
        if self.footer is None and (lines or keys):
            self.footer_bg = view.rect(0, h, self.w, h, T.BG)
            self.root.append(self.footer_bg)
            self.footer = view.text(self.root, 2, h - 1 - 3 * 12, self.w // 6 - 1, 3, T.GOLD)
        if self.footer is not None:
            view.set_text(self.footer, foot)
            top = h
            if lines:  # a band of whole rows (a row is shown whole or not at all)
                top = h - 4 - 12 * len(lines)
                top = min(top, L.title_h + (top - L.title_h) // L.row_h * L.row_h)
            if self.footer_bg.y != top:
                self.footer_bg.y = top
        view.set_text(self.title, scr.heading())
        view.shade(self, [scr.dimmed(k) for k, _ in shown], [text for _, text in shown])
        y = L.title_h + (scr.sel - scr.top) * L.row_h
        if self.bar and self.bar.y != y:
            self.bar.y = y
        if scr.name == "title":  # the emblem (its code loads with the title only)
            if self.emblem is None and app.pressed == app.frames - 1:  # a press's new title scene: the emblem in
                self.state = None  # the next frame (Title.tick asks for it), its import and build not in the
                scr.view = False   # press (screens64: ~25 ms of a PyBadge's over -> title and pause -> title)
            else:
                from uttt.ui.emblem import sync
                sync(self, [text for _, text in shown], 2 + 6 * len(keys))
        elif self.emblem is not None:
            self.emblem[0].hidden = self.emblem[2].hidden = True  # (the emblem and the title's key, room36)
