"""How to play's first screen: the choice of game (a menu row for each of ``uttt.ui.rulespages.GAMES``), in
the menu family; a row opens that game's pages (``uttt.ui.replay.Rules``), and the Super-Ultimate row its
rules in words (``uttt.ui.superrules`` on the log screen). A module of its own, so that the
menus shown over a game (``uttt.ui.menu``, loaded beside the game's code) do not carry it."""

from uttt.ui.menu import Menu


class HowTo(Menu):
    """How to play: which game (``uttt.ui.rulespages.GAMES``, a row each), then its pages."""

    name = "howto"
    title = "How to play"

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
            self.app.open("rules", game=key)

    def back(self):
        self.activate("back", 1)
