# The analysis of a finished Super-Ultimate game before its Review (issue 21, superreview45): a screen of the menus'
# family that shows how far the analysis got (uttt.superreview, the app's ``rater``, stepped by App.tick) and opens the
# Review (uttt.ui.superreviewscreen) once it is done. A menu's family, not the game's nor the pictures': the Super
# boot's 128 KB holds the search (~20 KB with its work area and the analysis's game) only with the game's scene and
# code gone (beside them, on the result or the Review's picture, it did not fit: 158 KB; docs/super.md,
# superreview45). Your moves are rated against the computer (player 1's between friends with rate_2p, as
# uttt.ui.gameend chooses for the other modes), and the stats count them; the result's panel shows the figure once
# back. B (or Back) goes back, the analysis waiting as its record (in ``app.review``: not the app's ``rater``, which
# the result would step); the Review opens it again. Loaded only in a Super
# boot. (Comments, not docstrings: a board compiles a module's whole parse tree.)

from uttt.ui.menu import Menu


class Analysis(Menu):
    name = "review"
    title = "Review"
    analyses = True   # the app steps the analysis while this screen is open (App.tick)
    t0 = None         # (the time, moves analysed) when the screen opened: the time left (rows)

    def __init__(self, app, back="game"):
        self.back_to = back
        self.seen = -1
        super().__init__(app)
        self.due = True   # the analysis starts (or goes on) in the first frame after this one's scene is drawn

    def begin(self):
        # Its game and arrays (~4 KB) after the menu's scene, not before it: made first, in the heap the game's
        # family left cut up, they left the scene's drawing short of a block (device fit, seed 2 at 133 KB).
        app = self.app
        g = app.game
        r = app.review
        try:
            if app.rater is None and r is not None and not r[8]:   # left half done (back): taken up again here
                app.review = None
                from uttt.superreview import load
                app.rater = load(r)
            elif app.rater is None and r is None and g is not None and g.moves:
                from uttt.superreview import Analysis
                rate = app.cpu or app.settings.get("rate_2p")
                app.rater = Analysis(g, app.series.mark_of(1) if rate else 0)
        except MemoryError as e:
            app.rater = None
            app.say("! no analysis: %s" % (e,))
        p = self.progress()
        self.t0 = (app.now, p[0]) if p else None   # for the time left (rows)
        self.changed()

    def progress(self):
        # (moves analysed, moves), or None with no analysis
        r = self.app.rater
        if r is None:
            return (0, len(self.app.game.moves)) if self.due else None
        if isinstance(r, tuple):
            return r[4], len(r[0]) // 2
        return r.i, len(r.moves)

    def rows(self):
        p = self.progress()
        if p is None:
            return [("back", "Back"), ("i", "No analysis: not"), ("j", "enough memory")]
        out = [("back", "Back"), ("i", "Thinking..."), ("j", "%d of %d moves" % p)]
        t = self.t0
        if t and p[0] - t[1] >= 4:   # the time left, at the pace so far (a PyBadge: ~0.3 s a move, ~2 minutes in all)
            m = (self.app.now - t[0]) * (p[1] - p[0]) // (p[0] - t[1]) // 60000 + 1
            out.append(("k", "about %d min left" % m if m > 1 else "under a minute"))
        return out

    def activate(self, key, step):
        if key == "back":
            self.app.cue("select")
            self.back()

    def back(self):
        # The analysis not done waits as its record in the app's ``review`` (not its ``rater``, which the game's
        # screens would step, where it does not fit): uttt.ui.superview.replay takes it up again; the next game drops
        # it, as it drops a finished one (uttt.ui.gamestart).
        app = self.app
        r = app.rater
        if r is not None:
            app.rater = None
            app.review = r if isinstance(r, tuple) else r.suspend()
        app.open(self.back_to)

    def tick(self, now):
        app = self.app
        if self.due:
            if app.pressed != app.frames:   # (its scene is drawn at the end of the press's frame)
                self.due = False
                self.begin()
            return
        if app.rater is None:   # done, its figure in (uttt.ui.rating.rated, which drops its own modules), or
            # dropped (App._tick: out of memory, "degraded: rating"; the Review then says there is none: stall59,
            # this screen said "Thinking..." for ever): Super's search (~14 KB; the next game's computer imports it
            # again) and this analysis's code go too, then the Review
            if app.unloads:
                from uttt.ui.app import forget
                for name in ("uttt.superreview", "uttt.bot_super", "uttt.bot_supermoves", "uttt.bot_supereval"):
                    forget(name)
            app.open("superreview", back=self.back_to)
            return
        p = self.progress()
        if p[0] != self.seen:
            self.seen = p[0]
            self.changed()
