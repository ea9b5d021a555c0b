"""What every menu screen shares (title, pause, settings, confirm, stats): a list of rows, a selection, a
scrolled window; ``uttt.ui.menuview`` draws it.

A menu is a list of ``(id, text)`` rows (``rows()``); ``sel`` is the selected row and ``top`` the first row
shown. D-pad: Up/Down (wrap) choose, A (or Right/Left on a setting) acts, B backs out. Two buttons: Next/Prev
choose, A acts. Touch: a tap on a row acts at once, a tap on the title bar backs out (a "<" before the title
says so). A touch screen cannot scroll, so a long list is cut into pages that end with a "More..." row (the
last one leads back to the first). A list longer than the screen says where it is in the title: "3/16" (the
row, among the real rows), or "p1/3" (the page, on touch).
"""

from uttt.ui import buttons as K
from uttt.ui.app import Screen


class Menu(Screen):
    """A menu; subclasses give ``title``, ``rows()``, ``activate(id, step)`` and ``back()``."""

    title = ""
    adjustable = ()     # ids of rows that Left / Right change (settings)
    root = False        # the title menu: nothing to go back to

    def __init__(self, app, at=None):
        super().__init__(app)
        self.sel = 0
        self.top = 0
        if at is not None:
            ids = [r[0] for r in self.items()]
            if at in ids:
                self.select(ids.index(at))

    def heading(self):
        """The title bar's words: the title, "<" first on a touch screen (a tap there goes back), and where a
        long list is."""
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

    def rows(self):
        return []

    def dimmed(self, key):
        """True for a row that cannot be used now: it stays in its place, drawn dimmed."""
        return False

    def items(self):
        """The rows as shown: a touch screen's long list comes in pages, each ending with "More..."."""
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
        """Select row i (and scroll it into view)."""
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
        L = self.app.layout
        i = L.row_at(x, y)
        if i is None:
            return
        if i < 0:
            self.back()
            return
        items = self.items()
        j = self.top + i
        if j >= len(items):
            return
        self.sel = j
        self.changed()
        self.act(items[j][0], 1)

    def act(self, key, step):
        """Row key chosen (step: +1 / -1 for a setting's value)."""
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
