"""Super-Ultimate on the game screen (issue 21), the pure part: the medium board on screen as an Ultimate board
the game scene can draw, the cursor over the 729 cells, and where the player must play, in words. No
displayio; imported only with a Super-Ultimate game (``uttt.ui.supergame``), so the other modes do not load it.

The screen shows one medium board at a time, drawn large by the Ultimate renderer (``uttt.ui.gameview``:
the same cells, frames, big marks and animations) through ``Medium``, a view of that medium board with the
API the scene reads (``cells``, ``boards``, ``forced``, ``playable``, ``last_move``, ``result``,
``winning_line``, ``last_board_change``). Cells there are the medium board's local moves 0..80
(``9 * S + c``): the game's move is ``81 * M`` more. The overview of the nine medium boards is
``uttt.ui.superview``'s.

The cursor (``app.cursor``) is a game move 0..728 and lives on the 27x27 grid of every cell: the D-pad steps
it as Ultimate's does on its 9x9 grid (over boards not in play, wrapping at the edges), so on a free move at
the medium level it walks from medium board to medium board, and the shown medium board follows it.
"""

from uttt.super_rules import CELL_NAMES, SuperGame, line_through  # (not uttt.rules: a Super game drops it)

CENTRE_FIRST = (4, 0, 2, 6, 8, 1, 3, 5, 7)


def new_game(stay_open, most_boards):
    """A new SuperGame with the rule options (for ``uttt.ui.rounds``: the other modes import no ``super_``
    module)."""
    return SuperGame(stay_open, most_boards)


class Medium:
    """Medium board M of SuperGame g, seen as an Ultimate game (what ``gameview.Scene`` draws)."""

    variant = "ultimate"
    stay_open = False
    most_boards = False

    def __init__(self, g, M):
        self.g = g
        self.M = -1
        self.show(M)

    part = 9  # a slide (superframe40): the small boards of M drawn so far; 9: all (cells and boards are M's)

    def show(self, M, g=None):
        """Look at medium board M (0..8) from now on (of SuperGame g, when given: the replay's walker, ``walk``)."""
        if g is not None and g is not self.g:
            self.g = g
            self.M = -1
        if M != self.M:
            self.M = M
            self.part = 9
            self.cells = memoryview(self.g.cells)[81 * M:81 * M + 81]
            self.boards = memoryview(self.g.smalls)[9 * M:9 * M + 9]
        elif self.part < 9:
            self.more(self.part)  # (a move: the boards drawn as the game has them now)

    def slide(self, M):
        """Look at medium board M from now on, drawn a row of small boards a frame (the game screen's ``more``,
        superframe40: all at once was 70-130 ms of a PyBadge's frame). Until then ``cells``, ``boards`` and the
        gold frames (``playable``) are the picture drawn (``buf``): M's for the small boards before ``part``, the
        last medium board's for the others."""
        if M != self.M:
            b = self.buf
            if self.part == 9:
                b[0][:] = self.cells
                b[1][:] = self.boards
                b[2] = self.frames()
            self.show(M)
            self.cells = b[0]
            self.boards = b[1]
            self.part = 0

    def more(self, q):
        """The first q small boards of M drawn from the game (a slide's next row or board, or the rows up to a
        move's); at 9 the slide is over."""
        M = self.M
        if q >= 9:
            self.M = -1
            self.show(M)
            return
        g = self.g
        b = self.buf
        b[0][:9 * q] = g.cells[81 * M:81 * M + 9 * q]
        b[1][:q] = g.smalls[9 * M:9 * M + q]
        m = (1 << q) - 1
        b[2] = b[2] & ~m | self.frames() & m
        self.part = q

    def one(self, k):
        """Small board k of M drawn from the game now, the others as the slide has them (a move during a slide: its
        mark's small board alone, not the rows up to it, 9 tiles where up to 81 were set in the computer's move's
        frame; superframe45)."""
        g = self.g
        b = self.buf
        i = 81 * self.M + 9 * k
        b[0][9 * k:9 * k + 9] = g.cells[i:i + 9]
        b[1][k] = g.smalls[i // 9]
        m = 1 << k
        b[2] = b[2] & ~m | self.frames() & m

    def frames(self):
        """The small boards of M framed in gold (a bit each), as the game has them."""
        g = self.g
        M = self.M
        f = g.forced_small if g.forced_medium == M else -1
        n = 0
        for k in range(9):
            if f == k or f < 0 and g.forced_medium in (-1, M) and g.small_playable(9 * M + k):
                n |= 1 << k
        return n

    @property
    def result(self):
        return self.g.result

    @property
    def turn(self):
        return self.g.turn

    @property
    def ply(self):
        return self.g.ply

    @property
    def forced(self):
        """The small board (0..8) of this medium board the player must play in, else -1 (and during a slide:
        ``playable`` says which frames show)."""
        g = self.g
        return g.forced_small if g.forced_medium == self.M and g.forced_small >= 0 and self.part == 9 else -1

    def playable(self, b):
        """True when a mark may go in small board b of this medium board now (its frame shows)."""
        if self.part < 9:
            return (self.buf[2] >> b) & 1
        g = self.g
        return g.forced_medium in (-1, self.M) and g.small_playable(9 * self.M + b)

    def local(self, m):
        """The cell (0..80) of game move m on this medium board, -1 for none or another medium board."""
        if m is None or m < 0 or m // 81 != self.M:
            return -1
        return m - 81 * self.M

    @property
    def last_move(self):
        return self.local(self.g.last_move)

    def last_board_change(self):
        """The state the last move gave its small board, when it is on this medium board."""
        return self.g.last_small_change() if self.last_move >= 0 else 0

    def winning_line(self):
        """The three small boards of the line that claimed this medium board, or None."""
        p = self.g.mediums[self.M] if self.part == 9 else 0  # (a slide: its strike once drawn)
        return line_through(self.g.mid[p][self.M]) if p in (1, 2) else None


# ----- the cursor over the 27x27 grid of cells ----------------------------------------------------------------
def grid_xy(m):
    """(column, row) of game move m in the 27x27 grid of every cell."""
    M, r = divmod(m, 81)
    S, c = divmod(r, 9)
    return 9 * (M % 3) + 3 * (S % 3) + c % 3, 9 * (M // 3) + 3 * (S // 3) + c // 3


def move_at(col, row):
    """The game move at (column, row) of the 27x27 grid."""
    return 81 * (3 * (row // 9) + col // 9) + 9 * (3 * (row // 3 % 3) + col // 3 % 3) + 3 * (row % 3) + col % 3


def in_area(g, m):
    # True if the cursor may rest on move m: a cell of a small board the player may play in now. (A comment: this
    # module's compile-alone need, as where's.)
    if g.result or not 0 <= m < 729:
        return False
    k = m // 9
    if g.forced >= 0:
        return k == g.forced
    if g.forced_medium >= 0 and k // 9 != g.forced_medium:
        return False
    return g.small_playable(k)


def _span(g):
    """The small boards (a range) the legal area lies in: the forced one, the forced medium board's nine, or all 81
    (in_area: of those, the ones ``small_playable`` says, but for a forced small board, which is the area)."""
    F = g.forced
    if F >= 0:
        return range(F, F + 1)
    M = g.forced_medium
    return range(81) if M < 0 else range(9 * M, 9 * M + 9)


def step(g, m, dx, dy):
    """Where the cursor on m goes for one D-pad step (dx, dy): the nearest cell of the legal area that way, over
    boards not in play, wrapping at the edges (m itself when nothing else is in play). Looked at k cells on (k = 1 to
    27), at offsets 0, 1, -1, 2, -2 ... across the step, the first cell in the area wins; the area is a set of 3x3
    blocks (small boards), so a line of blocks that holds none is passed over in one test (superpress37: asking
    ``in_area`` of each cell took ~280 calls a step at the median of a game, ~200 ms of a PyBadge's at worst)."""
    col, row = grid_xy(m if 0 <= m < 729 else 364)
    if g.result:
        return m
    if dx:
        a, b, d = col, row, dx
    else:
        a, b, d = row, col, dy
    t = move_at((a + d) % 27, b) if dx else move_at(b, (a + d) % 27)
    if in_area(g, t):  # the next cell that way (the first one looked at): most steps
        return t
    lines = [0] * 9   # per line of blocks along the step (a block column for dx), the blocks in play across it
    F = g.forced
    for k in _span(g):
        if F >= 0 or g.small_playable(k):
            M = k // 9
            S = k - 9 * M
            c = 3 * (M % 3) + S % 3
            r = 3 * (M // 3) + S // 3
            if dx:
                lines[c] |= 1 << r
            else:
                lines[r] |= 1 << c
    for k in range(1, 28):
        aa = (a + d * k) % 27
        bits = lines[aa // 3]
        if bits:
            for i in range(53):
                bb = b + (i + 1) // 2 * (1 if i % 2 else -1)   # 0, 1, -1, 2, -2 ...
                if 0 <= bb < 27 and (bits >> (bb // 3)) & 1:
                    return move_at(aa, bb) if dx else move_at(bb, aa)
    return m


def across(scr):
    # A cursor step into another medium board: its cells slide in, the overview's frame moves. A side panel's
    # words say nothing of the board shown, so there the step moves the frame itself ("anim": the cells, not the
    # panel; the words were ~30 us here and 1-2 KB of strs of the slowest steps, superpress50).
    app = scr.app
    v = scr.view
    if app.layout.side and v is not None and v.scene is not None:
        scr.scene_extra(v.scene)
        app.dirty.add("anim")
    else:
        app.dirty.add("cells")
        app.dirty.add("status")


def place(g, cursor, prefer=-1):
    """The cursor's cell after the position changed: where it is if that is still an empty cell of the legal
    area; else, on a forced small board, the square of the last move (prefer) or the first empty one from the
    centre; else the empty legal cell nearest to the forced medium board's centre (or the cursor)."""
    if g.result:
        return cursor
    if g.forced >= 0:
        base = 9 * g.forced
        if 0 <= prefer and not g.cells[base + prefer % 9]:
            return base + prefer % 9
        for c in CENTRE_FIRST:
            if not g.cells[base + c]:
                return base + c
        return base + 4
    if in_area(g, cursor) and not g.cells[cursor]:
        return cursor
    M = g.forced_medium
    col, row = grid_xy(cursor) if M < 0 and 0 <= cursor < 729 else grid_xy(81 * max(M, 4) + 40)
    best, dist = -1, 999
    cells = g.cells
    closed = g.closed
    sc = g.sclosed
    for k in _span(g):  # (the area's small boards only: the 729 cells each asked in_area took ~1-3 ms here a move)
        M = k // 9
        S = k - 9 * M
        if not ((closed >> M) & 1 or (sc[M] >> S) & 1):  # (g.small_playable(k), and grid_xy's answer, worked out
            c0 = 9 * (M % 3) + 3 * (S % 3) - col          # here: on a free move a tuple a cell, 729 of them, were
            r0 = 9 * (M // 3) + 3 * (S // 3) - row        # ~12 KB of a mark's frame; superframe45)
            if (c0 if c0 > 0 else -2 - c0 if c0 < -2 else 0) + (r0 if r0 > 0 else -2 - r0 if r0 < -2 else 0) >= dist:
                continue  # (every cell of it farther than the best so far: not walked; the 81 boards' cells
            m = 9 * k     # were ~200 us here, ~30 ms of a PyBadge's mark that leaves a free move; superpress50)
            for c in range(9):
                if not cells[m + c]:
                    d = abs(c0 + c % 3) + abs(r0 + c // 3)
                    if d < dist:
                        best, dist = m + c, d
    return best if best >= 0 else cursor


# ----- the overview of the nine medium boards ---------------------------------------------------------------------
def overview(L):
    """(x, y, s) of the overview on layout L: its top-left corner and the pixels of one small board. It is
    ``9 * s + 4`` pixels square: a 1-pixel border, the medium boards 1 pixel apart (the frames go there). It
    takes the turn icon's place: at the top of a side panel, at the left of a status bar."""
    px, py, pw, ph = L.panel
    if L.side:
        s = max(1, min(pw - 4, L.text_y - py - 1) // 9)
        return px + (pw - 9 * s - 4) // 2, py, s
    s = max(1, (ph - 4) // 9)
    return px + 3, py + (ph - 9 * s - 4) // 2, s


# ----- where to play, in words ------------------------------------------------------------------------------------
def where(g):
    # (medium, small) board names the player must play in: a place name ("top-right"), or "any" where the move
    # is free at that level; None when the game is over. (Comments, not docstrings, here and below: the module's
    # compile-alone need, tests/test_device_memory.py.)
    if g.result:
        return None
    M = g.forced_medium
    S = g.forced_small
    return (CELL_NAMES[M] if M >= 0 else "any", CELL_NAMES[S] if S >= 0 else "any")


def where_forms(g, half=0):
    # The panel's words for where to play, long forms first ("|" between the forms, "\n" a line break):
    # "medium: top-right\nsmall: center" where a line holds it; narrower, the medium board (half 0) and the small
    # board (half 1) take turns, "medium:\ntop-right" (two lines: a PyPortal's panel above its 9 mm buttons), or
    # in six columns (a PyBadge's) whole words a line each, "medium\ntop\nright" (no abbreviations, issue 17);
    # last the one-line form of a status bar. (Comments, not docstrings, here and in across: the module's
    # compile-alone need, supermem60.)
    w = where(g)
    if w is None:
        return ""
    med, sml = w
    word, name = ("small", sml) if half else ("medium", med)
    return "medium: %s\nsmall: %s|%s:\n%s|%s\n%s|%s/%s" % (med, sml, word, name, word, name.replace("-", "\n"),
                                                          med, sml)


OWED = []  # [the game, its ply]: a move whose lines and save a press left to the game screen back (away)


def away(scr, press, code):
    # A press (press: GameScreen.press) that opens the pause menu or the log in the frame after a move, before its save
    # (the bench's pause: the computer's move just landed). The move's log lines and save (GameScreen.settle_now's,
    # which GameScreen.close did in the press: ~15-20 ms of a PyBadge's ~160-180 ms pause, superpause42) are owed
    # (OWED) to the game screen back, in its next frame as after a move (owed, from SuperScreen.__init__): not while
    # the pause shows, the Super boot's live peak (a save there failed at 135-136 KB). Nothing if the game changed
    # meanwhile (a new game, an undo: their own save); Main menu restarts the board after its own save
    # (uttt.ui.restart). Here, not in uttt.ui.supergame, whose source compiles at tests/test_device_memory.py's 64K.
    s = scr.settle
    scr.settle = -1  # (GameScreen.close then neither says nor saves it)
    press(code)
    if scr.app.scr is scr:  # nothing opened
        scr.settle = s
    else:
        OWED[:] = [scr.app.game, scr.app.game.ply]


NEW = []  # [the game]: the Super boot's new game, whose first save waits (uttt.ui.superwait, superboot51)


def owed(scr):
    # The game screen back (SuperScreen.__init__): a move the pause or the log left unsaid and unsaved (away) is said
    # and saved in its next frame, as after a move (GameScreen.settle_now)
    if OWED:
        if OWED[0] is scr.app.game and OWED[1] == OWED[0].ply:
            scr.settle = scr.app.frames
        del OWED[:]


def walk(game, w, n):
    """Put w, a copy of SuperGame game sharing its undo record (``game.copy(True)``), at ply n (``game.base`` to
    ``game.ply``) the shortest way, and return it: back or forward from where it stands (an undo, or a play of the
    game's own move from the record: ``SuperGame.redo``, a move each), back from the game's end (the game copied
    into w: nothing allocated), or, in a game whose every move is kept, forward from its start (w cleared in place,
    ``SuperGame.clear``). The one walk of the log's pages (``uttt.ui.superlog``) and the replay's moves
    (``uttt.ui.superreplay``). The game must not play or undo meanwhile."""
    here = w.ply - n if w.ply > n else n - w.ply
    start = 999 if game.base else n
    if game.ply - n < here and game.ply - n <= start:
        w = game.copy(True, w)
    elif start < here:
        w.clear()  # (in place: a new game's cells were a 729-byte block a Super session's heap could lack; room63)
    while w.ply > n:
        w.undo()
    w.redo(n)
    return w


def more(scr, c):
    # A slide's next step, SuperScreen.tick's (here: supergame.py is at its compile cap): while the computer c thinks
    # or a move settles, one small board (superthink59); else the row's rest, so that a frame's boards are one row's
    # box (from a row's middle: one that began a board a frame).
    b = scr.board
    q = b.part
    b.more(q + 1 if c or scr.settle != -1 else q + 3 - q % 3)


SHOWN = []  # [the game, its ply, the medium board shown, how far its slide went]: what the game screen showed as
#             it closed (close, back)


def back(scr):
    # The game screen's medium board at its start (SuperScreen.__init__): drawn whole, or, back from the pause or the
    # log over the same position where another one showed as the screen closed (the computer's move highlighted on
    # its own, or a move's slide to the cursor's under way: the press that opened the pause cut its animation
    # short), a slide from the picture under the box to the cursor's, a row of small boards a frame (the tick), as
    # after a press in the game, not all at once in the way back's press (the bench's Super Hint row: ~5,000 px more
    # than the box's area, ~25 ms of a PyBadge's refresh by its model; superpause59). A slide's picture is rebuilt
    # from the game: its rows of that board, the last move's medium board's after them (if it came from another, the
    # view sets the tiles that differ from what it shows: the press draws more).
    b = scr.board
    M = scr.medium()
    k = SHOWN
    g = scr.app.game
    q = 9
    was = M
    if k and k[0] is g and k[1] == g.ply and g.ply:
        q = k[3]
        was = k[2] if q == 9 else g.last_move // 81
    b.show(was)
    if was != M:
        b.slide(M)
        if q < 9 and k[2] == M:
            b.more(q)
    del k[:]


def close(scr):
    # The game screen scr closes (a menu or the log over the game; ``SuperScreen.close``, here: supergame.py is at
    # its compile cap). A move's save left half done (``uttt.superstore.halves``) is written now, not at the next
    # save: a power cut in the menu lost that move. The search has stopped and nothing thinks on your time here, so
    # the computer's code goes with its work area and table (~12 KB: the pause was the Super session's fullest heap,
    # supermem60); its next start, or a hint, brings it back one module a frame (``SuperScreen.settle_now``). The
    # save's code and encoder stay. The medium board shown is noted for the screen back (back). (Comments, not a
    # docstring: this module's compile-alone need, tests/test_device_memory.py, jumped 2.6 KB with these lines.)
    import sys
    app = scr.app
    b = scr.board
    if b is not None and not app.over:  # (not the result's: the game is not held past it)
        SHOWN[:] = [app.game, app.game.ply, b.M, b.part]
    s = app.store
    if s is not None and s.pending is not None and "uttt.superstore" in sys.modules:  # (not there: the game is over)
        sys.modules["uttt.superstore"].finish(s)
    bot = sys.modules.get("uttt.bot_super")
    if bot is not None and app.unloads:
        bot.drop_spares(True)
        a = sys.modules["uttt.ui.app"]  # (not an import: app imports this module's importers)
        for n in sys.modules["uttt.ui.supergame"]._BOT:  # (by name, not drop_bot's walk: ~75 -> ~35 us here)
            a.forget(n)
        a.forget("uttt.bot_ref")
        if app.over:  # then what is left: the rating's code were it loaded (no object of it lives in play), any
            a.drop_bot()  # other uttt.bot* (the walk after the names: each module forgotten once)
