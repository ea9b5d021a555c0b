# The menu after a game (``Over``: B or Start on the result screen of a D-pad board), a box over the result
# (``uttt.ui.menu.Scene``). A module of its own, so that ``uttt.ui.menu`` (the pause menu's one import) stays small:
# docs/memory.md, pause27.

from uttt.ui.menu import Menu


class Over(Menu):
    # After a game (B or Start on the result screen of a D-pad board): everything the result screen does.

    name = "over"
    title = "Game over"
    boxed = True

    def rows(self):
        app = self.app
        se = app.series
        again = "New match" if se.over else "Next game" if se.best_of else "Play again"
        out = [("again", again), ["review", "Review"], ["replay", "Replay"], ["log", "Move log"],
               ["stats", "Stats"], ["quit", "Main menu"]]
        if app.game.variant == "super":  # no Review of a Super-Ultimate game (its replay: uttt.ui.superreplay)
            out = [r for r in out if r[0] != "review"]
        return out

    def activate(self, key, step):
        app = self.app
        app.cue("select")
        if key == "again":
            app.new_game()
        elif key == "replay" and app.game.variant == "super":  # its own replay (uttt.ui.superreplay)
            from uttt.ui.supergame import replay
            replay(app)
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
