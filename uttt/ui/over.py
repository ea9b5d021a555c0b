# The menu after a game (``Over``: B or Start on the result screen of a D-pad board), a box over the result
# (``uttt.ui.menu.Scene``). A module of its own, so that ``uttt.ui.menu`` (the pause menu's one import) stays small:
# docs/memory.md, pause27.

import sys

from uttt.ui.main import ahead
from uttt.ui.app import AHEAD
from uttt.ui.menu import Menu

# What Game over imports ahead when the game's code is not loaded (opened from the Review or Stats: another family):
# the game family's modules that the way back to the result imports in its press (the title's AHEAD but the start's
# and the tips', then the result's own code, AHEAD's last), leaves first.
NEXT = [n for n in AHEAD if n not in ("gamestart", "tips")]


class Over(Menu):
    # After a game (B or Start on the result screen of a D-pad board): everything the result screen does.

    name = "over"
    title = "Game over"
    boxed = True
    ahead = -1  # NEXT's next module (uttt.ui.main.ahead); -1: the room first

    def tick(self, now):
        """Opened from another family (the Review, Stats: the game's code dropped), Game over imports the game's code
        that the way back to the result needs (``NEXT``) while it waits for a press, one module a frame (none in a
        frame that answers a press; the first frame collects), as the title's later visit does and where it does:
        only where that collection leaves 47 KB free, a heap larger than the budget (title37): the one step
        ``uttt.ui.main.ahead``. Over -> result then builds the scene alone (its imports: ~200 ms of a PyBadge's,
        board-adjusted; over40). Out of memory, it stops and the press imports the rest as before."""
        n = len(NEXT)
        if self.ahead < 0 and ("uttt.ui.game" in sys.modules or self.app.game.variant == "super"):
            self.ahead = n  # (opened from the game's family: its code is loaded)
        ahead(self, NEXT, n, 48128, n)

    def rows(self):
        app = self.app
        se = app.series
        again = "New match" if se.over else "Next game" if se.best_of else "Play again"
        return [("again", again), ["review", "Review"], ["replay", "Replay"], ["log", "Move log"],
                ["stats", "Stats"], ["quit", "Main menu"]]

    def activate(self, key, step):
        app = self.app
        app.cue("select")
        if key == "again":
            app.new_game()
        elif key in ("replay", "review") and app.game.variant == "super":  # its own replay and Review (superreview45:
            from uttt.ui.superview import replay  # uttt.ui.superreplay, uttt.ui.superanalysis; no name of theirs here)
            replay(app, key == "review", "over")
        elif key == "replay":
            app.open("replay")
        elif key == "review":
            app.open("review", back="over")
        elif key == "log":
            app.open("log", back="over")
        elif key == "quit":
            app.open("title")
        else:  # Stats and back: the way back to the result (NEXT, where loaded) stays through it, as Game over's
            k = app.keep  # own look-ahead would import it (screens59: the bench's random phase presses in every frame,
            if app.game.variant != "super":  # so over -> result imported ten modules in its press, ~200 ms of a
                t = dict(k)                  # PyBadge's; not in a Super boot, at its budget)
                t["menu"] = (t["menu"][0] + NEXT, ("game",))
                app.keep = t
            try:
                app.open("stats", back="over")
            finally:
                app.keep = k

    def back(self):
        self.app.open("game")

    def start(self):
        self.back()
