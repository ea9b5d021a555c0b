"""How to play's first screen: the choice of game (a menu row for each of ``uttt.ui.rulespages.GAMES``), in
the menu family; a row opens that game's pages (``uttt.ui.replay.Rules``), and the Super-Ultimate row its
rules in words (``uttt.ui.superrules`` on the log screen). A module of its own, so that the
menus shown over a game (``uttt.ui.menu``, loaded beside the game's code) do not carry it."""

from uttt.ui.main import ahead
from uttt.ui.menu import Menu

# What the rules pages' first frame imports (their screen, their Layout's arithmetic, the picture scene and what it
# imports, leaves first), imported ahead one a frame while the choice of game waits for a press, and kept by the
# change to the pictures (``uttt.ui.app.KEEP``), so that a row opens its pages with only their words to import
# (docs/memory.md, switch38).
AHEAD = ["anim", "rounds", "status", "panelview", "gameview", "layoutcalc", "replay", "gamebuild",
         "sheets"]


class HowTo(Menu):
    """How to play: which game (``uttt.ui.rulespages.GAMES``, a row each), then its pages."""

    name = "howto"
    title = "How to play"
    ahead = 0           # AHEAD's next module (uttt.ui.main.ahead)

    def tick(self, now):
        """While the choice of game waits for a press, the rules pages' modules (``AHEAD``) come in, one a frame
        (none in the frame that answers a press: a press waits at most one import), as the title's do: the one step
        ``uttt.ui.main.ahead``. Where the heap is a PC's (nothing is dropped) there is nothing to gain; out of
        memory it stops, and the pages import the rest as before."""
        ahead(self, AHEAD, len(AHEAD))

    def rows(self):
        from uttt.ui.rulespages import GAMES
        # Super-Ultimate's rules are words (uttt.ui.superrules, on the log screen), not pictured pages
        return [(g[0], g[1]) for g in GAMES] + [("superrules", "Super-Ultimate"), ("back", "Back")]

    def activate(self, key, step):
        self.app.cue("select")
        if key == "back":
            self.app.open("title", at="rules")
        elif key == "superrules":
            self.app.open("log", back="howto", rules=True)
        else:
            from uttt.ui.replay import howto  # (AHEAD's: loaded by now, but where the look-ahead ran out of memory)
            howto(self.app)  # the trip keeps its code both ways
            self.app.open("rules", game=key)

    def back(self):
        self.activate("back", 1)
