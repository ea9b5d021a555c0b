"""The menus shown instead of a game, in the game's family: the pause menu, the menu after a game, and the
confirm screen (the other player's consent to an undo; ending a game in progress).

The title, Settings and Stats are menus of their own modules (``uttt.ui.title``, ``uttt.ui.settings``,
``uttt.ui.statscreen``: the menu family), so a pause over a game does not load their code; all of them are
drawn by ``uttt.ui.menuview``.
"""

from uttt.ui.menu import Menu

# The rows are lists, not constant tuples: a board's .mpy keeps each string of a constant tuple as an object of its
# own for as long as the module is loaded (0.5 KB here); a list is made from the interned names when shown.


def plies(app):
    """How many plies an undo would take back now (0: refused)."""
    g = app.game
    n = g.ply - getattr(g, "base", 0)  # a Super-Ultimate game resumed from a position: not before it
    if not app.playing() or not n:
        return 0
    if not app.cpu:  # a friend (any variant)
        return 1
    if g.turn != app.human:  # the computer's turn (thinking or cancelled): only your move
        return 1
    return 2 if n >= 2 else 0  # its reply and your move (none yet if it opened and you have not played)


class Pause(Menu):
    name = "pause"
    title = "Paused"

    def rows(self):
        app = self.app
        # The rows never move: Undo and Hint stay where they are, dimmed while they cannot be used (a
        # Super-Ultimate game has one row more, its rules, for the whole game).
        out = [["resume", "Resume"], ["undo", "Undo"], ["hint", "Hint"], ["log", "Move log"],
               ["new", "New game"], ["quit", "Main menu"]]
        if app.game is not None and app.game.variant == "super":
            out.insert(-2, ["superrules", "Rules"])
        return out

    def dimmed(self, key):
        app = self.app
        if key == "undo":
            return not plies(app)  # (here, not in uttt.ui.undo: the pause menu's first sync imported it, boot22)
        return key == "hint" and not (app.playing() and app.human_turn())

    def activate(self, key, step):
        app = self.app
        if self.dimmed(key):
            self.bad()
            return
        app.cue("select")
        if key == "resume":
            app.open("game")
        elif key == "undo":
            from uttt.ui import undo
            undo.request(app, plies(app))
        elif key == "hint":
            app.open("game", hint=True)
        elif key == "log":
            app.open("log", back="pause")
        elif key == "superrules":
            app.open("log", back="pause", rules=True)
        elif key == "new":
            if app.game.ply:
                app.open("confirm", ask="new")  # the game in progress would be lost
            else:
                app.new_game()
        elif key == "quit":
            app.open("title")

    def back(self):
        self.activate("resume", 1)

    def start(self):
        self.activate("resume", 1)


class Over(Menu):
    """After a game (B or Start on the result screen of a D-pad board): everything the result screen does."""

    name = "over"
    title = "Game over"

    def rows(self):
        app = self.app
        se = app.series
        again = "New match" if se.over else "Next game" if se.best_of else "Play again"
        out = [("again", again), ["review", "Review"], ["replay", "Replay"], ["log", "Move log"],
               ["stats", "Stats"], ["quit", "Main menu"]]
        if app.game.variant == "super":  # no Review or replay of a Super-Ultimate game (yet)
            out = [r for r in out if r[0] != "review" and r[0] != "replay"]
        return out

    def activate(self, key, step):
        app = self.app
        app.cue("select")
        if key == "again":
            app.new_game()
        elif key == "replay":
            app.open("replay")
        elif key == "review":
            app.open("review", back="over")
        elif key == "log":
            app.open("log", back="over")
        elif key == "quit":
            app.open("title")
        else:
            app.open("stats", back="over")

    def back(self):
        self.app.open("game")

    def start(self):
        self.back()


class Confirm(Menu):
    """A yes/no question: "undo" (hot-seat: the player who would lose the turn allows it) or "new" (end the
    game in progress for a new one). B means no."""

    name = "confirm"

    def __init__(self, app, ask="undo"):
        self.ask = ask
        super().__init__(app)

    def heading(self):
        if self.ask == "new":
            return "End this game?"
        from uttt.ui.undo import who_consents
        return who_consents(self.app) + ": allow undo?"

    def rows(self):
        if self.ask == "new":
            return [["no", "No, keep playing"], ["yes", "Yes, new game"]]
        return [["yes", "Yes, undo"], ["no", "No"]]

    def activate(self, key, step):
        app = self.app
        app.cue("select")
        if self.ask == "new":
            if key == "yes":
                app.new_game()
            else:
                app.open("pause")
            return
        from uttt.ui import undo
        undo.answer(app, key == "yes", plies(app))

    def back(self):
        self.activate("no", 1)
