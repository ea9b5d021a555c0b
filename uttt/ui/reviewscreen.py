"""The Review: the last game's key moments and a summary (issue 19), in the picture family (drawn like the
replay: the position on a smaller grid, a caption band of ``LINES`` lines under it).

Pages: the summary first (each player's moves by label, the accuracy, one sentence per seed-002 question),
then the key moments (``uttt.moments``), each at the position after its move: the move played has the
last-move corner, the better move (mistakes, blunders, turning points) the cursor's outline. The analysis
(``uttt.ui.rating.Rater``, the app's ``rater``) runs in the background while the Review is open; until it is
done the first page says "Thinking" and how far it got, and the pages show what is ready. A sentence longer
than the caption band goes on over the next page. Once the analysis is done the bot's modules are dropped
(they would stay until another family opens) before the pages are made. The pages are made over several
frames (``rebuild`` is a generator that ``tick`` steps); in the press's frame that opens the Review only its
first step runs (the search's modules dropped, and a collection only when there were any): until the pages are
made, the Review shows the pages it had ("Thinking" on opening).

Keys: D-pad Left / Right (also PREV / NEXT) a page, Up the first, Down the last, A the replay at the moment's
move (B there comes back here), B / Start / Select back. Two buttons: right tap the next page, left tap the
one before (both wrap), right hold the replay at that move, left hold back. Touch: the grid's left / right
third a page, its middle third the replay at that move; the panel's Back (and Replay where the panel has room:
a Titano's, not a PyPortal's).
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

from uttt.codec import new_game
from uttt.ui import buttons as K
from uttt.ui.main import ahead
from uttt.ui.replay import Picture

# The game's own code that the way back to the result (or Game over) imports and the Review does not hold: imported
# ahead while the Review waits for a press, where its heap has room (Review.look; "game" last: App.open keeps the game
# family's code across the change once it is loaded, uttt.ui.app.KEEP; review40)
AHEAD = ["cursor", "gamebuild", "result", "game"]
ROOM = 40960  # the bytes a collection must leave free for it: a 128 KB heap leaves the Review 28-31 KB, a PyBadge's
#               146 KB 46-49 KB (seed 1; docs/memory.md, review40)
LINES = 4   # the caption band's lines on a narrow screen (under 40 columns); 3 on a wide one, 2 under 128 px high
_EVERY = const(8)  # moves of the game whose moments are looked for in one frame (~3-6 ms a move on a PyBadge, estimate)


class Review(Picture):
    name = "review"
    analyses = True    # the app steps the analysis while this screen is open (App.tick)
    ahead = -1         # look: AHEAD's next module (uttt.ui.main.ahead); -1: the room not measured yet

    def __init__(self, app, back="game", page=0):
        L = app.layout
        super().__init__(app, 2 if L.height < 128 else LINES if L.width // 6 - 1 < 40 else 3)
        self.back_to = back
        self.names = names(app)
        self.pages = [(-1, None)]   # "Thinking" until the pages are made, a few a frame (tick)
        self.seen = -1        # the moves analysed when the "Thinking" page was last drawn (-1: the caption's words
        #                       wait for the frame after the press that opened the Review: review38)
        self.final = False    # the pages are made from the finished analysis
        if self.progress() is None:
            start(app)
        self.job = self.rebuild(page)   # not in the press's frame: the screen shows first
        self.moves = app.game.moves if app.game else b""   # the record's, once its pages are made
        self.go(0)

    @property
    def busy(self):
        # Its pages being made (uttt.moments imported, the moments found: a frame each), a suspended analysis
        # waits (App._tick), so that no frame imports the rating's modules too (a running one goes on).
        return self.job is not None and isinstance(self.app.rater, tuple)

    def record(self):
        """The analysis so far: the app's finished record, or the rating in progress (live or suspended)."""
        app = self.app
        r = app.rater
        if r is not None:
            return r if isinstance(r, tuple) else r.record()
        return app.review

    def progress(self):
        """(moves analysed, moves, done), or None with no analysis; copies nothing (read every frame)."""
        r = self.app.rater
        if r is None:
            rec = self.app.review
            return None if rec is None else (rec[4], len(rec[0]), True)
        if isinstance(r, tuple):
            return r[4], len(r[0]), r[8]
        return r.i, len(r.moves), r.done

    def rebuild(self, page=None):
        """The pages from the analysis as it is now: (move index + 512 x (better move + 1), text), 2 items (a
        4-tuple took 32 bytes of a board's heap, a pair 16; the mover is the index's parity); -1: the final
        position. A generator, stepped once a frame by tick (issue 19: the Review never delays a
        frame): the bot's modules dropped, ``uttt.moments`` and the modules it imports, one a frame, the
        record's moments (``_EVERY`` moves a frame), the summary, then a moment's sentence a frame; the pages shown
        meanwhile stay, and the
        new ones replace them at the end, at ``page`` (None: the page being looked at)."""
        self.drop_bot()                # (a collection when it drops them: a frame of its own)
        yield
        import sys
        for name in ("bot_ref", "review", "moments"):   # uttt.moments and what it imports: each import a frame
            name = "uttt." + name                        # of its own (all three in one: ~60 ms on a PyBadge)
            if name not in sys.modules:
                __import__(name)
                yield
        from uttt.moments import walk, summary, text
        rec = self.record()
        pages = []
        if rec is None:
            pages.append((-1, "No analysis: not enough memory for it."))
        else:
            done = rec[8]
            found = []
            tally = []     # every board given away and move two ahead, for the summary (uttt.moments.walk)
            yield from walk(rec, found, None, _EVERY, tally)   # the moments, a few moves of the game a frame
            yield
            if not done:
                pages.append((-1, None))   # "Thinking": its figures are read when it is drawn
            else:
                for s in summary(rec, self.names, found, tally):
                    pages.append((-1, s))
            for m in found:
                yield
                pages.append((m[0] + 512 * (m[2] + 1), text(rec, m, self.names)))
            if done and not found:
                pages.append((-1, "No key moment: no move changed who was ahead%s." % (
                    ", none gave a board away" if rec[1] == "ultimate" else "")))   # (3x3: no boards)
            self.moves = rec[0]
            self.spec = rec[1:4]
        # A sentence longer than the caption band (a narrow screen) goes on over the next page: a page wrapped a
        # frame, and the pages shown in the next (the summary, the wrapping and the first page in one took ~100-200
        # ms of a PyBadge's; rate64)
        from uttt.ui.text import wrap
        L = self.L
        cols, rows = L.caption_cols, L.caption[3] // 12
        out = []
        for i, t in pages:
            yield
            if t is None:
                out.append((i, t))
                continue
            lines = wrap(t, cols, "")
            while len(lines) > rows:
                out.append((i, " ".join(lines[:rows])))
                lines = wrap(" ".join(lines[rows:]), cols, "")
            out.append((i, " ".join(lines)))
        # The pages stay while the Review is open and on the way back from it (Game over -> result): made again here,
        # one after the other past the wrapping's garbage, where each page's text and tuple sat between its slices
        # and lists (~15 pages pinned a 9 KB run every ~600 bytes; the largest hole left there was ~1 KB; room54)
        pages = [None] * len(out)
        for m in range(len(out)):
            i, t = out[m]
            pages[m] = (i, t and t[:])
        out = pages
        yield
        self.pages = pages
        self.final = rec is not None and rec[8]
        if self.app.unloads:   # needed again only when the analysis is done: not kept meanwhile; once it is done,
            from uttt.ui.app import forget  # the search's modules it imported go too (the next collection frees
            forget("uttt.moments")          # them: none in this frame, nor in the press that opens the Review
            forget("uttt.keymoments")
            self.drop_bot(False)            # again from its replay; switch25)
        self.seen = (rec[4], rec[8]) if rec is not None else None
        self.go(min(self.k if page is None else page, len(out) - 1))

    def tick(self, now):
        if self.seen == -1 and self.app.pressed != self.app.frames:
            # The frame after the one that opened the Review: the caption's words now (in the press they took
            # ~40-50 ms of a PyBadge's, board-adjusted; the band's line and its empty text are drawn with the scene)
            self.seen = -2
            self.app.dirty.add("caption")
        job = self.job
        if job is not None:            # the pages being made: one step a frame
            try:
                next(job)
            except StopIteration:
                self.job = None
            except MemoryError:
                self.job = None
                self.final = True
                self.pages = [(-1, "Not enough memory for the review's pages.")]
                self.app.say("! out of memory: review")
                self.go(0)
            return
        p = self.progress()
        if p is None or self.final:
            self.look()
            return
        if p[2] and self.app.rater is None:  # the analysis is done, its figure in (uttt.ui.rating.rated, a few
            self.job = self.rebuild()        # frames): every page, over the next frames (the search's modules
            #                                  gone first)
        elif self.k == 0 and p[0] != self.seen:
            self.seen = p[0]           # the "Thinking" page's figures: its caption alone (the panel's words do not
            self.app.dirty.add("caption")  # change; rate28: the whole panel took ~50 ms of the bench's frame)

    def look(self):
        """The pages made, while the Review waits for a press: the game's own code (``AHEAD``) comes in, one module a
        frame (none in a frame that answers a press, nor in the frame of the collection that first measures the
        room), where a collection leaves ``ROOM`` bytes free (the one step ``uttt.ui.main.ahead``); then the change
        back to the game's family keeps it and the scene's code the Review holds (``uttt.ui.app.KEEP``), so that
        review -> result (or Game over -> result after the Review) imports little. Where the heap is a PC's (nothing
        is dropped) there is nothing to gain; short of room, or out of memory, it stops, and the way back imports
        them as before (review40)."""
        if self.back_to != "title":
            n = len(AHEAD)
            ahead(self, AHEAD, n, ROOM, n)

    def close(self):
        """Left with its pages half made: ``uttt.moments`` goes as it would at their end (the replay opened from
        here is in the same family: nothing else drops it). Its pages go now: App.open holds the screen it leaves
        until the next one is made (Game over's code imported, its scene built: the Ultimate session's tightest
        spot at 123 KB), and a Review opened again makes its own (room55)."""
        if self.job is not None and self.app.unloads:
            from uttt.ui.app import forget
            forget("uttt.moments")
            forget("uttt.keymoments")
        self.pages = self.job = None

    def drop_bot(self, collect=True):
        """The analysis is done: its search's modules go now (they would stay until another family opens),
        so the replay opened from here has the heap the replay from the result screen has; again as its pages
        are made (``uttt.moments`` imports two of them), without a collection (``collect`` False). Collects only
        when some went: a Review opened after the analysis (from the result, or back from its replay) finds none,
        and its first tick runs in the frame of the press (switch25: one collection fewer there)."""
        app = self.app
        if app.unloads and app.rater is None:
            import gc
            from uttt.ui.app import drop_bot
            if drop_bot() and collect:
                gc.collect()

    def go(self, k):
        self.k = k
        i = self.pages[k][0]
        i = i & 511 if i > 0 else i   # (the move's index: the better move is above it)
        moves = getattr(self, "moves", self.app.game.moves if self.app.game else b"")
        upto = len(moves) if i < 0 else i + 1
        spec = getattr(self, "spec", None)
        pic = self.pic
        g = self.app.game
        if g is not None and g.ply == upto == len(moves) and g.moves == list(moves):
            # the finished game's own position (the summary's pages: the first page, in the press that opens the
            # Review): the game itself, read only (a page before it makes a picture of its own, below; the game
            # played again took ~25 ms of a PyBadge's press, board-adjusted: review38)
            self.pic = g
            pic = None
        elif pic is None or pic is g or pic.ply > upto or spec is None:
            pic = self.pic = (new_game(*spec) if spec else new_game(g.variant, getattr(g, "stay_open", 0),
                                                                   getattr(g, "most_boards", 0)))
        while pic is not None and pic.ply < upto:
            pic.play(moves[pic.ply])
        self.app.dirty.add("cells")
        self.app.dirty.add("status")
        self.app.dirty.add("cursor")

    def count(self):
        return self.k, len(self.pages) - 1

    def go_to(self, k):
        if not 0 <= k < len(self.pages):
            self.app.cue("bad")
            return
        self.go(k)

    def show(self, k):
        self.go(k)

    def press(self, code):
        k, last = self.count()
        two = self.app.scheme == "two"
        if code == K.START and two:  # a hold of the right button: the replay (issue 19)
            self.replay()
        elif code in (K.B, K.START, K.SELECT):
            self.close_screen()
        elif code == K.A and not two:
            self.replay()
        elif code == K.NEXT and two:
            self.go_to(k - 1 if k else last)
        elif code in (K.RIGHT, K.NEXT, K.A):
            self.go_to(k + 1 if k < last or not two else 0)
        elif code in (K.LEFT, K.PREV):
            self.go_to(k - 1)
        elif code == K.UP:
            self.go_to(0)
        elif code == K.DOWN:
            self.go_to(last)

    def touch(self, x, y):
        L = self.L
        slot = L.slot_at(x, y, 2)
        if slot == 0:
            self.close_screen()
        elif slot == 1:
            self.replay()
        elif L.gx <= x < L.gx + L.grid_size and L.gy <= y < L.gy + L.grid_size:
            third = 3 * (x - L.gx) // L.grid_size  # the left third pages back, the right on, the middle replays
            if third == 1:                         # (a PyPortal's panel has room for Back alone)
                self.replay()
            else:
                self.go_to(self.k + third - 1)

    def replay(self):
        """The replay at this page's move (the final position for a summary page); B there comes back."""
        i = self.pages[self.k][0]
        i = i & 511 if i > 0 else i
        self.app.open("replay", at=(len(self.moves) if i < 0 else i + 1), back="review", page=self.k,
                      review_back=self.back_to)

    def panel_buttons(self):
        return ("back", "replay")[:len(self.L.slots)]

    def button_text(self, name):
        return "Back" if name == "back" else "Replay"

    def status(self):
        """The page ("3/9"), then what the box is when the page shows one (the hint's move: the better one),
        else "review"."""
        hint = "hint boxed" if self.L.text_cols >= 10 else "hint"
        return ("%d/%d" % (self.k + 1, len(self.pages)), hint if self.cursor_cell() >= 0 else "review")

    def turn_mark(self):
        mk = self.pages[self.k][0]
        mark = 1 + (mk & 1) if mk >= 0 else 0   # (the mover: X played the even indexes)
        if mark and self.pic.variant != "wild":
            return mark
        return 0

    def cursor_cell(self):
        m = (self.pages[self.k][0] >> 9) - 1   # the better move (-1, -2: none)
        if m < 0 or m == 255:
            return -1
        return m % 9 if self.pic.variant == "wild" else m

    def box_mark(self):
        """The mark the boxed better move puts (Wild: a move is 9 x (mark - 1) + cell; the view's ghost)."""
        b = (self.pages[self.k][0] >> 9) - 1
        return b // 9 + 1

    def caption(self):
        """The page's sentence, and the controls on a line of their own when the band has room."""
        from uttt.ui.text import wrap
        text = self.pages[self.k][1]
        if text is None:
            p = self.progress() or (0, 0, False)
            text = "Thinking... %d of %d moves looked at" % (p[0], p[1])
        L = self.L
        keys = self.tip()
        cols = L.caption_cols
        lines = wrap(text, cols, "")
        if self.app.scheme != "touch" and len(lines) < L.caption[3] // 12 and len(keys) <= cols:  # touch: Back
            text += " " * (cols + 1 - len(lines[-1])) + keys   # wraps onto a line of its own
        return text

    def tip(self, short=False):
        s = self.app.scheme
        if s == "dpad":
            return "Right: next. A: replay."
        if s == "two":
            return "Hold right: replay."
        return "Tap left or right: page. Middle: replay."


def names(app):
    """The players' names, index 1 the first player (X; Wild: P1), 2 the second."""
    if app.cpu:
        h = app.human
        return (None, "You" if h == 1 else "CPU", "You" if h == 2 else "CPU")
    if app.game is not None and app.game.variant == "wild":
        return (None, "P1", "P2")
    return (None, "X", "O")


def start(app):
    """Start analysing the finished game (a Review opened with no analysis: it was dropped, or never made)."""
    g = app.game
    if g is None or not g.moves:
        return
    try:
        from uttt.ui.rating import Rater
        app.rater = Rater(g, app.human if app.cpu else 0)
    except (ImportError, MemoryError) as e:
        app.say("! no analysis: %s" % (e,))
