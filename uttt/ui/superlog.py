"""The move log of a Super-Ultimate game, the whole game, paged from its moves (issue 21).

A long Super-Ultimate game's log is ~60 KB of text (500-700 moves of "X played center of top-right board in the
middle-left medium board" and its claim lines), more than a board has, and even counting its display lines
(what the other modes' log keeps, ``uttt.ui.logscreen``) means making every line once: ~20 ms on
circuitpython-unix32 for 517 moves, ~1.7 s of a PyBadge (estimate). So this log keeps no line and no count: the
page on screen is a place in the moves (``first``: a move's entries, ``skip``: how many of its display lines are
above the page), and each page is made when it is shown, from the moves near it, by a copy of the game
(``walker``, sharing the game's undo record: ``SuperGame.copy(True)``) that plays or takes back the moves between
where it stands and the page. The title says which moves the page shows ("Log 120-126/517").

A block is one move's entries: its numbered line ("120. X played ...") and its claim and result lines (seed 001's
wording one level deeper: ``uttt.super_notation.log_lines``), wrapped to the screen's width as the other modes'
log wraps them; block -1, in a game resumed from a position record, says the moves before it are not kept. The
blocks of the pages around the one shown are kept (a few dozen short strings) so that a line's scroll makes no
block twice.

A guest of the log screen (``uttt.ui.app.GUESTS``): imported when the log of a Super-Ultimate game opens, dropped
with it.
"""

from uttt.super_notation import log_lines
from uttt.ui.superplay import walk
from uttt.ui.text import wrap

INDENT = "    "  # a wrapped entry's next lines, and a claim or result line (as uttt.ui.logscreen's)
KEEP = 8         # blocks kept at most (then the farthest from the one made goes): a page and its neighbours


class Pager:
    """``Pager(game, cols)``: the log of SuperGame game, paged, cols characters wide. The game must not play
    or undo while the pager is used (the log is shown over a game that waits)."""

    def __init__(self, game, cols):
        self.game = game
        self.cols = cols
        self.walker = game.copy(True)
        self.lo = -1 if game.base else 0         # the first block (-1: the moves not kept)
        self.hi = game.ply - game.base - 1       # the last block: the last move
        self.first = self.lo
        self.skip = 0
        self.blocks = {}
        self.shown = self.lo                     # the last block on the page (``page``)

    def at(self, n):
        """Put the walker at ply n, the shortest way (``uttt.ui.superplay.walk``)."""
        self.walker = walk(self.game, self.walker, n)

    def block(self, b):
        """The display lines of block b (its move's entries, numbered and wrapped)."""
        out = self.blocks.get(b)
        if out is None:
            if len(self.blocks) >= KEEP:  # the block farthest from this one goes (not all: those of the page
                # would be made again at once, a spike every few scrolls: logscroll53; a loop, not max() with a
                # lambda, whose closure would make b a cell, allocated at every call)
                d = b
                for n in self.blocks:
                    if abs(n - b) > abs(d - b):
                        d = n
                del self.blocks[d]
            base = self.game.base
            cols = self.cols
            if b < 0:
                out = wrap("(moves 1-%d: not kept after a resume)" % base, cols, INDENT)
            else:
                n = base + b + 1
                self.at(n)
                lines = log_lines(self.walker)
                out = wrap("%2d. %s" % (n, lines[0]), cols, INDENT)
                for i in range(1, len(lines)):
                    out += wrap(INDENT + lines[i], cols, INDENT)
            self.blocks[b] = out
        return out

    def count(self):
        """How many blocks the log has (moves, and the line for those not kept)."""
        return self.hi - self.lo + 1

    def page(self, rows):
        """The display lines of the page (at most rows); notes the last block on it (``shown``)."""
        if self.hi < self.lo:
            return ["No moves yet."]
        b = self.first
        out = self.block(b)[self.skip:self.skip + rows]
        while len(out) < rows and b < self.hi:
            b += 1
            out += self.block(b)
        self.shown = b
        return out[:rows] if len(out) > rows else out

    def title(self, short, rows):
        """The title bar for the page ``page`` made last: None when it shows the whole log, else its moves
        ("Log 120-126/517")."""
        if self.hi < self.lo or self.first == self.lo and not self.skip and self.ends_page(rows):
            return None
        base = self.game.base
        return "%s %d-%d/%d" % (short, base + self.first + 1 if self.first >= 0 else 1, base + max(self.shown, 0) + 1,
                                self.game.ply)

    def ends_page(self, rows):
        """True when at most rows display lines are left from the page's top to the log's end (the blocks past
        the page are not made)."""
        b = self.first
        n = len(self.block(b)) - self.skip
        while n <= rows and b < self.hi:
            b += 1
            n += len(self.block(b))
        return n <= rows

    def to_end(self, rows):
        """The last page: the log's last line at its bottom."""
        b = self.hi
        if b < self.lo:
            self.first, self.skip = self.lo, 0
            return
        n = len(self.block(b))
        while n < rows and b > self.lo:
            b -= 1
            n += len(self.block(b))
        self.first = b
        self.skip = n - rows if n > rows else 0

    def scroll(self, d, rows):
        """Move the page d display lines down (up for d < 0), not past either end of the log; d None: the next
        page, or from the last page back to the first."""
        if self.hi < self.lo:
            return
        if d is None:
            if self.ends_page(rows):
                self.first, self.skip = self.lo, 0
                return
            d = rows - 1
        b = self.first
        s = self.skip + d
        while s < 0 and b > self.lo:
            b -= 1
            s += len(self.block(b))
        if s < 0:
            s = 0
        while b < self.hi and s >= len(self.block(b)):
            s -= len(self.block(b))
            b += 1
        self.first, self.skip = b, min(s, len(self.block(b)) - 1)
        if self.ends_page(rows - 1):   # fewer than rows lines left from here: the last page
            self.to_end(rows)

    def lines(self):
        """Every display line of the log (tests: the screen makes its page only)."""
        out = []
        for b in range(self.lo, self.hi + 1):
            out += self.block(b)
        return out


def replay_log(game):
    """The log lines of a SuperGame's moves (``uttt.super_notation``'s words), rebuilt from its moves (``App.log``:
    tests and the PC; the log screen makes only its page, ``uttt.ui.superlog``). A game resumed from a position
    record has no moves before it: a line says so."""
    g = game.copy(True)  # sharing game's undo record: playing its own moves again writes the same bytes there
    while g.ply > g.base:
        g.undo()
    out = []
    if g.ply:
        out.append("(moves 1-%d: not kept after a resume)" % g.ply)
    while g.ply < game.ply:   # (no list of the game's moves: 4 bytes a ply, in one piece)
        g.redo(g.ply + 1)
        out += log_lines(g)
    return out
