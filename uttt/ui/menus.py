"""The title menu, the pause menu and the confirm screen (the other player's consent to an undo).

Settings and Stats are menus of their own modules (``uttt.ui.settings``, ``uttt.ui.statscreen``); all of them
are drawn by ``uttt.ui.menuview``.
"""

from uttt.ui.menu import Menu

LEVEL_NAMES = ("beginner", "easy", "medium", "hard")


class Title(Menu):
    name = "title"
    title = "Ultimate TTT"
    adjustable = ("vs",)

    def rows(self):
        app = self.app
        out = []
        if app.playing():
            out.append(("resume", "Resume game"))
        # The Ultimate row's id is the mode it starts; the opponent row applies to all three games.
        vs = app.settings["vs"]
        out += [("bot" if vs else "hotseat", "Ultimate"), ("classic", "Classic 3x3"), ("wild", "Wild 3x3"),
                ("vs", "vs computer (%s)" % LEVEL_NAMES[app.settings["level"]] if vs else "vs friend"),
                ("stats", "Stats"), ("rules", "How to play"), ("settings", "Settings")]
        return out

    def activate(self, key, step):
        app = self.app
        app.cue("select")
        if key in ("hotseat", "bot", "classic", "wild"):
            app.new_game(key)
        elif key == "resume":
            app.open("game")
        elif key == "vs":
            app.settings["vs"] = 1 - app.settings["vs"]
            self.changed()
            app.save()
        else:  # stats, rules, settings
            app.open(key)


class Pause(Menu):
    name = "pause"
    title = "Paused"

    def rows(self):
        app = self.app
        out = [("resume", "Resume")]
        from uttt.ui.undo import plies
        if plies(app):
            out.append(("undo", "Undo"))
        if app.playing() and app.human_turn():
            out.append(("hint", "Hint"))
        out += [("log", "Move log"), ("new", "New game"), ("quit", "Main menu")]
        return out

    def activate(self, key, step):
        app = self.app
        app.cue("select")
        if key == "resume":
            app.open("game")
        elif key == "undo":
            from uttt.ui import undo
            undo.request(app)
        elif key == "hint":
            app.open("game", hint=True)
        elif key == "log":
            app.open("log", back="pause")
        elif key == "new":
            app.new_game()
        elif key == "quit":
            app.open("title")

    def back(self):
        self.activate("resume", 1)

    def start(self):
        self.activate("resume", 1)


class Confirm(Menu):
    """Hot-seat undo: the player who would lose the turn allows it (B means no)."""

    name = "confirm"

    def heading(self):
        from uttt.ui.undo import who_consents
        return who_consents(self.app) + ": allow undo?"

    def rows(self):
        return [("yes", "Yes, undo"), ("no", "No")]

    def activate(self, key, step):
        from uttt.ui import undo
        self.app.cue("select")
        undo.answer(self.app, key == "yes")

    def back(self):
        self.activate("no", 1)
