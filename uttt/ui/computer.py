"""The computer thinking for the game screen: a search (``uttt.bot_search.Thinker``) run a slice per tick, so the
screen stays live; B cancels it. Imported when the computer first thinks (it loads the bot).

``Computer(app, why, pondered)`` starts a search for the side to move ("bot": its reply at its level; "hint":
a hint for you, the reference search of ``uttt.bot_ref``, the one the rating and the Review judge every move by,
run to its end) and raises ImportError / MemoryError when the bot cannot be loaded; ``step(scr)`` runs one slice and,
once the move is found, plays it on the game screen scr (or shows it there as a hint). A slice runs until the
frame's due time by the clock (``App.work``, ``uttt.ui.main.Clock.work``), the move found is played in the next
frame, and after ``_THINK_MS`` (from your move) a slow board answers with the best move found so far.

Pondering (settings "Think ahead", on by default): while you choose your move against the computer, it
thinks on your time (``ponder(app)``: a ``uttt.ponder.Ponder`` the game screen steps in the same slices when
nothing else runs). When you move, its reply starts from that work (``Ponder.reply``): at once when the
move was foreseen to the level's budget, else within the level's usual wait. A screen change, an undo, the
timer running out or the end of the game stops it; a hint waits for it (and it for the hint) and never
changes what either finds.
"""

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

# (The analysis after the game, uttt.ui.rating, is imported when the game ends, not with the bot: with the Review
# its code is 2.3 KB, and the device-fit session failed at 128 KB in a game against the computer with it
# loaded during play; docs/memory.md.)
_THINK_MS = const(2500)  # the computer's answer is due by then (hard's budget is ~2 s of PyBadge time)
HIGHLIGHT_MS = 900  # a hint is highlighted three times this long (the game screen's highlight of a move)
LEVELS = ("beginner", "easy", "medium", "hard")


def _seed(app):
    return app.seed if app.seed is None else app.seed + app.game.ply


def ponder(app):
    """Thinking on the player's time, from the position on the board (the player to move)."""
    from uttt.ponder import Ponder
    return Ponder(app.game, LEVELS[app.level], seed=_seed(app))


class Computer:
    def __init__(self, app, why, pondered=None):
        self.app = app
        self.why = why
        t = None
        if pondered is not None:  # the reply to your last move, from the work done on your time
            try:
                t = pondered.reply(app.game.last_move)
            except ValueError:
                pondered.cancel()
        if t is None and why == "hint":  # the reference search: the move the rating and the Review judge by
            from uttt.bot_ref import reference
            t = reference(app.game)
        elif t is None:
            if app.game.variant == "super":   # its own search (uttt.bot_search is not loaded for it)
                from uttt.bot_super import Thinker
            else:
                from uttt.bot_search import Thinker
            t = Thinker(app.game, LEVELS[app.level], seed=_seed(app))
        t.pause = True  # an iteration's end that sorts a free move's roots (25-40 ms of a PyBadge's, estimate;
        #                 ~6 ms since think42's sort)
        self.thinker = t  # starts a frame (uttt.bot_loop, Clock.work: frames31)
        self.since = app.now

    found = False  # the search is done: the next frame plays its move (that frame has only it to draw)

    def step(self, scr):
        """One slice of the search; once the move is found, play it (or show the hint) on screen scr in the
        next frame."""
        app = self.app
        t = self.thinker
        if not self.found:
            done = app.work(t)
            if not done and self.why == "bot" and app.now - self.since > _THINK_MS:
                t.stop()  # a slow board answers with the best move found so far
                done = True
            self.found = done
            return
        m = t.move
        t = self.thinker = None  # the search is over: nothing holds it while its move is played (a move that ends
        #                          a Super-Ultimate game drops the computer's code at once: uttt.ui.supergame)
        g = app.game
        if m is None or g.why_illegal(m):
            # The bot must never do this; say so loudly rather than hang the game.
            app.say("! computer chose an illegal move %r" % (m,))
            moves = g.legal_moves()
            m = moves[0] if moves else -1
        self.answer(scr, m)

    def answer(self, scr, m):
        """Play m (the computer's move), or show it as a hint; -1: nothing to play."""
        app = self.app
        scr.computer = None
        app.dirty.add("status")
        app.dirty.add("cursor")
        if m < 0:
            return
        if self.why == "bot":
            scr.play(m, by_bot=True)
            return
        app.cursor = m % 9 if app.mode == "wild" else m
        if app.mode == "wild":
            app.mark = m // 9 + 1
        scr.focus = None
        scr.highlight = scr.hinted = m  # the panel says "Hint" while it is boxed
        scr.highlight_until = app.now + 3 * HIGHLIGHT_MS
        app.cue("select")
        app.dirty.add("cells")
        # the box and the cursor alone in this frame: the panel's words in the next, the thinking on your time
        # again (after_change) in the one after (settle_now), as after a move (think40: all three took 55-64 ms)
        scr.settle = -2 - app.frames

    def cancel(self):
        self.thinker.cancel()
