"""The move-log screen.

The log is seed 001's lines for every move of the game, rebuilt from its moves (``uttt.ui.movelog``): no
line is kept in RAM between visits. The screen shows it numbered and wrapped to its width; a bytearray keeps
how many display lines each entry takes, and only the page on screen becomes strings (``page``; the last page is
kept, so a scroll wraps only the entries it brings in). D-pad:
Up/Down a line, Left/Right a page, any other key back. Two buttons: Next pages (wraps). Touch: the upper /
lower half pages, the title bar goes back.

Its scene is here too (``Scene``, the view's "log": a title bar and one multi-line Text for the page, a scroll
changes tile indexes; no displayio of its own), so the log opens with one import of its code, not two.
"""

from uttt.ui import buttons as K
from uttt.ui import theme as T
from uttt.ui.app import Screen
from uttt.ui.text import wrap


class LogScreen(Screen):
    """``LogScreen(app, back)``: the move log; ``rules=True``: How to play Super-Ultimate instead
    (``uttt.ui.superrules``: the same screen, its own words and name)."""

    name = "log"
    base = 0
    first = None     # the last page: the entry it began in, its first display line and number, its lines, its top
    pager = None     # a Super-Ultimate game's log: its pages made from its moves (``uttt.ui.superlog.Pager``)
    indent = "    "  # a wrapped entry's next lines
    row = "log"      # the row of the menu it goes back to

    def __init__(self, app, back="title", rules=False):
        super().__init__(app)
        self.back_to = back
        self.counts = bytearray()  # how many display lines each entry takes (``count``)
        self.n = self.base         # the moves numbered so far
        self.more = None           # the game's entries still to come, in the frame after the press (``tick``)
        if rules:
            from uttt.ui.superrules import show
            show(self)
            lines = self.lines
        else:
            lines = self.source()
        if lines is None:  # an Ultimate, Classic or Wild game: its moves replayed in the frame after it shows
            from uttt.ui.movelog import entries
            self.more = entries(self.app.game)
            lines = []
        self.lines = lines
        self.count(lines)
        self.top = 0
        app.dirty.add("log")
        if not rules and self.more is None:
            self.to_end()

    def source(self):
        """The entries shown: none kept for a Super-Ultimate game (its whole log would not fit a board's RAM: a
        ``Pager`` makes the page on screen from the moves); None for another game's (``uttt.ui.movelog.entries``,
        in the frame after the press); the Super-Ultimate rules are ``uttt.ui.superrules``'."""
        g = self.app.game
        if g is None:
            return []
        if g.variant == "super":
            from uttt.ui.superlog import Pager
            self.pager = Pager(g, self.app.layout.log_cols)
            return []
        return None

    def count(self, lines):
        """The display lines of entries just added at the end of the log, counted from their bytes
        (``wrapped_rows``): the page and the log's length are all the screen needs, the page alone is made into
        lines."""
        cols = self.app.layout.log_cols
        k = len(self.indent)
        for line in lines:
            w = k
            if self.numbered(line):
                self.n += 1
                w = 4 if self.n < 100 else len(str(self.n)) + 2  # "%2d. "
            if w <= k + 1:
                self.counts.append(wrapped_rows(line, w, cols, k))
            else:
                self.counts.append(len(wrap(self.label(line, self.n), cols, self.indent)))

    def tick(self, now):
        # The game's entries in the frame after the press that opened the log (a full game's replay and words:
        # ~100 ms of a PyBadge, estimate), then the last page. (Not a few moves a frame: the lines, made among the
        # frames' own garbage, cut the heap up; the session's seed 4 then needed 128 KB: docs/memory.md, pause23.)
        app = self.app
        if self.more is not None and app.pressed != app.frames:
            self.finish()

    def finish(self):
        """Take the game's entries still to come; then show the last page."""
        more = self.more
        while more is not None:
            try:
                lines = next(more)
                self.lines += lines
                self.count(lines)
            except StopIteration:
                self.more = None
                self.to_end()
                return

    def to_end(self):
        if self.pager is not None:
            self.pager.to_end(self.app.layout.log_rows)
        else:
            n = self.total()
            self.top = max(0, n - self.app.layout.log_rows)
            if self.counts:  # the walk to the last page starts at the last entry (``page``), not the first
                self.first = (len(self.counts) - 1, n - self.counts[-1], self.n, None, 0)
        self.app.dirty.add("log")

    @staticmethod
    def numbered(line):
        """True for a move's entry (numbered; claim and result lines are indented)."""
        return " played " in line or " placed " in line

    def label(self, line, n):
        """Entry line with its prefix: its move number n, or the indent."""
        return "%2d. %s" % (n, line) if self.numbered(line) else self.indent + line

    def total(self):
        """How many display lines the whole log takes (at least 1; a Super-Ultimate game's: how many entries,
        its moves, as its lines are not counted)."""
        if self.pager is not None:
            return max(1, self.pager.count())
        return max(1, sum(self.counts)) if self.more is None else self.finish() or self.total()

    def page(self, top, rows):
        """The display lines top .. top + rows - 1 of the log (only those are built). The last page is kept
        (``first``: the entry it began in, that entry's first display line and move number, the page's lines and
        its top), so the walk to a page starts there, not at the log's first entry, and a scroll wraps only the
        entries it brings in (logscroll53)."""
        self.finish()
        lines = self.lines
        if not lines:
            return ["No moves yet."]
        cols = self.app.layout.log_cols
        counts = self.counts
        i, at, n, pg, w = self.first or (0, 0, self.base + self.numbered(lines[0]), None, 0)
        while at > top and i:  # back to the entry that holds line top
            n -= self.numbered(lines[i])
            i -= 1
            at -= counts[i]
        while at + counts[i] <= top and i + 1 < len(counts):  # or on to it
            at += counts[i]
            i += 1
            n += self.numbered(lines[i])
        first = (i, at, n)
        out = []
        while i < len(counts) and len(out) < rows:
            c = counts[i]
            if i > first[0] and self.numbered(lines[i]):
                n += 1
            a = max(top + len(out), at)  # the entry's lines wanted: a .. b - 1
            b = min(at + c, top + rows)
            if pg is not None and w <= a and b <= w + len(pg):  # all on the last page (pg, from line w): no wrap
                out += pg[a - w:b - w]
            else:
                ln = wrap(self.label(lines[i], n), cols, self.indent)
                out += ln[a - at:b - at]
            at += c
            i += 1
        self.first = first + (out, top)
        return out

    def view(self):
        """The whole log as display lines (tests; the screen builds only its page)."""
        if self.pager is not None:
            return self.pager.lines()
        return self.page(0, self.total())

    def press(self, code):
        rows = self.app.layout.log_rows
        if code == K.UP:
            d = -1
        elif code == K.DOWN:
            d = 1
        elif code in (K.LEFT, K.PREV):
            d = 1 - rows
        elif code == K.RIGHT:
            d = rows - 1
        elif code == K.NEXT:
            d = None  # the next page, from the last back to the first
        else:  # (back before the entries are in, in the frame after the opening: none made; gcpress54)
            self.close_log()
            return
        self.finish()
        self.step(d)

    def step(self, d):
        """Scroll d display lines (None: the next page, from the last back to the first)."""
        rows = self.app.layout.log_rows
        if self.pager is not None:
            self.pager.scroll(d, rows)
            self.app.dirty.add("log")
            return
        top = self.top
        if d is None:
            top = 0 if top + rows >= self.total() else top + rows - 1
        else:
            top += d
        self.scroll_to(top)

    def scroll_to(self, top):
        top = max(0, min(top, self.total() - self.app.layout.log_rows))
        if top != self.top:
            self.top = top
            self.app.dirty.add("log")

    def close_log(self):
        back = self.back_to
        if back in ("game", "result"):
            self.app.open("game")
        else:  # a menu: back on its Move log row (or Rules row)
            self.app.open(back, at=self.row)

    def touch(self, x, y):
        L = self.app.layout
        if y < L.title_h:
            self.close_log()
            return
        self.finish()
        if y < L.title_h + (L.height - L.title_h) // 2:
            self.step(1 - L.log_rows)
        else:
            self.step(L.log_rows - 1)


def wrapped_rows(line, w, cols, k):
    # len(wrap(P + line, cols, " " * k)) for a prefix P of w <= k + 1 characters (none a space past k: those of
    # the log's entries), without making the lines: indexes into the line's bytes.
    b = line.encode()
    n = 1
    a = 0  # where the display line's text starts in the line (after its prefix of w characters)
    while w + len(b) - a > cols:
        c = b.rfind(b" ", a + k + 1 - w, a + cols + 1 - w)
        if c < 0:
            c = a + cols - w
        while c < len(b) and b[c] == 32:
            c += 1
        a = c
        w = k
        n += 1
    return n


class Scene:
    """The log scene (``uttt.ui.view.SCENES["log"]``): the title bar and the page."""
    def __init__(self, view, root):
        self.view = view
        self.app = view.app
        L = self.L = view.L
        self.title = view.title_bar(root)
        # the page on the background's colour, opaque: a board's refresh of a scroll (every line anew: the page's
        # whole box) fills it alone, not the background's grid under it too (~63 -> ~39 ms of a PyBadge's; display50)
        self.body = view.text(root, 3, L.log_top, L.log_cols, L.log_rows, T.TEXT, bg=view.theme[T.BG])
        self.state = None

    def stale(self):
        return False

    def recolour(self):
        self.state = None

    def sync(self, d):
        scr = self.app.scr
        if scr.more is not None:  # its entries still coming: the title first, the page when they are in
            self.view.set_text(self.title, "Move log")
            self.state = None
            return
        rows = self.L.log_rows
        pg = scr.pager
        if pg is not None:  # a Super-Ultimate game's: its page made from the moves
            state = (pg.first, pg.skip)
            if state == self.state:
                return
            self.state = state
            text = "\n".join(pg.page(rows))
            self.view.set_text(self.title, pg.title("Log", rows) or "Move log")
            self.view.set_text(self.body, text)
            return
        top = scr.top
        n = scr.total()
        state = (n, top)
        if state == self.state:
            return
        self.state = state
        title = getattr(scr, "heading", "Move log")  # (the Super-Ultimate rules: uttt.ui.superrules)
        if n > rows:
            title = "%s %d-%d/%d" % (getattr(scr, "short", "Log"), top + 1, min(n, top + rows), n)
        self.view.set_text(self.title, title)
        self.view.set_text(self.body, "\n".join(scr.page(top, rows)))
