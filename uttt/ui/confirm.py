# The confirm box over the game (``Confirm``, ``uttt.ui.menu.Scene``). A module of its own, so that
# ``uttt.ui.menu`` (the pause menu's one import) stays small: docs/memory.md, pause27.

from uttt.ui.menu import Menu, plies


class Confirm(Menu):
    # A yes/no question: "undo" (hot-seat: the player who would lose the turn allows it) or "new" (end the
    # game in progress for a new one). B means no.

    name = "confirm"
    boxed = True

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
