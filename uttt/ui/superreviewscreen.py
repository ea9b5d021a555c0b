# The Review of a finished Super-Ultimate game (issue 21, superreview45): the Ultimate Review's pages (a summary,
# then the key moments, each with its sentence: uttt.supermoments) on the Super replay's scene (uttt.ui.superreplay:
# the medium board of the moment's move, large, the move outlined, the overview of the nine in the panel), the page's
# sentence in the caption band. Opened by the result's Right (D-pad) and Game over's Review row (every scheme) once
# the analysis is done (uttt.ui.superview.replay; uttt.ui.superanalysis, the screen that waits for it), in the
# pictures' family: the game's code goes while it shows (the way back imports it again). Loaded only in a Super boot. Its
# pages are made from the analysis's record (app.review), a few steps a frame; a record still being made (not
# expected: superanalysis waits for the end) shows "Thinking" and how far it got until it is done.
# Keys, the pictures' (uttt.ui.replay.Picture: press, touch), a page a step: D-pad Left / Right (also PREV / NEXT, A
# on), Up the first, Down the last, B / Start / Select back; two buttons: right tap the next page, left tap the one
# before, a hold back; touch: the grid's left and right halves a page, the panel's Back. (Comments, not docstrings: a board compiles a module's whole parse tree.)

import sys

from uttt.ui.app import forget
from uttt.ui.main import ahead
from uttt.ui.superreplay import Replay

_EVERY = 8   # moves of the game whose moments are looked for in one frame
# The game's own code that the way back to the result (or Game over) imports and this screen does not hold (its scene's
# code, uttt.ui.superplay and uttt.ui.superview it holds; the leaves first, where the scene did not import them): imported ahead while the pages wait for a press, one a
# frame, where a collection leaves ROOM bytes free (look; uttt.ui.main.ahead, as Ultimate's Review, review40); then the
# way back keeps it and the scene's code (close_screen). ROOM: the ~14 KB of these and as much again to spare: a 128 KB
# heap leaves this screen 20-23 KB (its live heap ~105-107 KB: nothing comes ahead, as before), a PyBadge's ~146 KB
# ~38-41 KB (superpress46). Last, the scene's builder (uttt.ui.gamebuild: the way back's one import left, ~23 ms of a
# PyBadge's, board-adjusted), with 4 KB more of ROOM for it (gcpress54).
AHEAD = ["anim", "rounds", "status", "cursor", "game", "supergame", "result", "gamebuild"]
ROOM = 32768
_KEEP = ["superplay", "superview", "supergame"]   # kept besides uttt.ui.app.KEEP's game family's


class Review(Replay):
    name = "review"
    analyses = True   # the app steps the analysis while this screen is open (App.tick)
    ahead = -1        # look: AHEAD's next module (uttt.ui.main.ahead); -1: the room not measured yet

    def __init__(self, app, back="game", page=0):
        self.pages = [(-1, None)]   # "Thinking" until the pages are made, a step a frame (tick)
        self.p = 0
        self.job = None
        self.final = False
        self.seen = None   # (not -1: uttt.ui.panelview.sync_caption waits while an Ultimate Review's is -1)
        super().__init__(app, None, back)
        self.want = page
        r = app.review
        if r is not None and len(r) > 10:   # its pages, made by an earlier visit (rebuild): no analysis to read again
            self.pages = r[10]
            self.final = True
        self.page(0)

    def record(self):
        r = self.app.rater
        if r is not None:
            return r if isinstance(r, tuple) else r.record()
        return self.app.review

    def progress(self):
        # (moves analysed, moves, done), or None with no analysis
        r = self.app.rater
        if r is None:
            rec = self.app.review
            return None if rec is None else (rec[4], len(rec[0]) // 2, True)
        if isinstance(r, tuple):
            return r[4], len(r[0]) // 2, r[8]
        return r.i, len(r.moves), r.done

    def rebuild(self):
        # The pages from the finished analysis, over several frames: uttt.supermoments imported, the moments
        # (_EVERY moves of the game a frame), the summary, then a sentence a frame; a sentence longer than the band
        # goes on over the next page.
        yield
        from uttt.supermoments import walk, summary, text
        rec = self.record()
        pages = []
        if rec is None:
            pages.append((-1, "No analysis: not enough memory for it."))
        else:
            found = []
            tally = []
            yield from walk(rec, found, None, _EVERY, tally)
            yield
            names = _names(self.app)
            for s in summary(rec, names, found, tally):
                pages.append((-1, s))
            for m in found:
                yield
                pages.append((m[0], text(rec, m, names)))
            if not found:
                pages.append((-1, "No key moment: no move changed who was ahead, none gave a board away."))
        from uttt.ui.text import wrap
        L = self.L
        cols, rows = L.caption_cols, L.caption[3] // 12
        out = []
        for i, t in pages:
            yield   # a page wrapped a frame, after the summary's (a 400-move game's labels counted; rate64)
            lines = wrap(t, cols, "")
            while len(lines) > rows:
                out.append((i, " ".join(lines[:rows])))
                lines = wrap(" ".join(lines[rows:]), cols, "")
            out.append((i, " ".join(lines)))
        # (kept for the next visit and on the way back to the result: made again in one run past the wrapping's
        # garbage, where each page's text and tuple sat between its slices and lists; room54, as the Review's)
        pages = [None] * len(out)
        for m in range(len(out)):
            i, t = out[m]
            pages[m] = (i, t[:])
        out = pages
        yield   # then the pages shown, in a frame of their own (all in one took ~100-180 ms of a PyBadge's; rate64)
        self.pages = out
        self.final = True
        r = self.app.review
        if rec is r and r is not None:   # the analysis's record (~8 bytes a move, in four blocks, ~3 KB at 400 moves)
            # gives way to the pages made from it (~1.5 KB), kept for the next visit (superroom46): the game's
            # code comes back beside them on the way to the result, and Game over opens over it
            self.app.review = (b"",) + r[1:5] + (b"", b"", b"", True, r[9], out)
        self._drop()
        self.page(min(self.want, len(out) - 1))

    def _drop(self):
        # uttt.supermoments, and uttt.bot_ref that it imports once the analysis is done (uttt.ui.rating.rated dropped
        # the rest): not kept
        if self.app.unloads:
            forget("uttt.supermoments")
            forget("uttt.keymoments")
            if self.app.rater is None:
                forget("uttt.bot_ref")

    def tick(self, now):
        super().tick(now)
        job = self.job
        if job is not None:
            try:
                next(job)
            except StopIteration:
                self.job = None
            except MemoryError:
                self.job = None
                self.final = True
                self.pages = [(-1, "Not enough memory for the review's pages.")]
                self.page(0)
            return
        if self.final:
            if self.back_to != "title":   # (the pages made: the game's code ahead where the heap has room)
                ahead(self, AHEAD, len(AHEAD), ROOM, len(AHEAD))
            return
        p = self.progress()
        if p is None or p[2] and self.app.rater is None:   # done, its figure in (uttt.ui.rating.rated)
            self.job = self.rebuild()
        elif p[0] != self.seen:
            self.seen = p[0]
            self.app.dirty.add("caption")

    def close_screen(self):
        # Back to the game's family with its code imported ahead (tick): it stays, with the game scene's code this
        # screen holds (uttt.ui.app.KEEP's game family's, and _KEEP), so the way back builds the scene and imports
        # nothing. Short of room (nothing came ahead) the change drops it all as before.
        if "uttt.ui.supergame" not in sys.modules:
            super().close_screen()
            return
        app = self.app
        k = app.keep  # (the App's tables, not uttt.ui.app's: resume50)
        app.keep = keep = dict(k)
        keep["game"] = (k["game"][0] + _KEEP, k["game"][1])
        try:
            super().close_screen()
        finally:
            app.keep = k

    def close(self):
        super().close()
        forget("uttt.ui.superreviewscreen")
        self._drop()

    def page(self, p):
        # Page p: a moment at the position after its move (its medium board, the move outlined), a summary's page
        # at the game's end.
        self.p = p
        i = self.pages[p][0]
        g = self.app.game
        self.show((g.ply if i < 0 else i + 1) - g.base)
        d = self.app.dirty
        d.add("cells")
        d.add("status")
        d.add("caption")

    def count(self):
        # (page, last page): what the pictures' keys and taps step (uttt.ui.replay.Picture.press, touch)
        return self.p, len(self.pages) - 1

    def go_to(self, p):
        if not 0 <= p < len(self.pages):
            self.app.cue("bad")
            return
        self.page(p)

    def status(self):
        return ("%d/%d" % (self.p + 1, len(self.pages)), "review")

    def tip(self, short=False):
        s = self.app.scheme
        if s == "dpad":
            return "Right: next page"
        if s == "two":
            return "Right button: next page. Hold: back."
        return "Tap left or right: page."

    def caption(self):
        text = self.pages[self.p][1]
        if text is None:
            q = self.progress() or (0, 0, False)
            text = "Thinking... %d of %d moves looked at" % (q[0], q[1])
        return text


def _names(app):
    # The players' names, index 1 the first player (X), 2 the second (uttt.ui.reviewscreen.names' for a Super game).
    if app.cpu:
        h = app.human
        return (None, "You" if h == 1 else "CPU", "You" if h == 2 else "CPU")
    return (None, "X", "O")
