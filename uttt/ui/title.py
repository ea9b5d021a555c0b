"""The title menu: the games, the opponent, Stats, How to play, Settings (the menu family: its code is not
loaded while a game's pause menu is shown)."""

import sys

from uttt.ui.main import ahead
from uttt.ui.app import AHEAD, LEVELS as LEVEL_NAMES
from uttt.ui.menu import Menu


class Title(Menu):
    name = "title"
    title = "Ultimate Tic-Tac-Toe"
    adjustable = ("vs",)
    root = True
    ahead = -2          # AHEAD's next module (uttt.ui.main.ahead); -2: this visit not told yet
    sheets = False      # the Ultimate game's sprite sheets are read after AHEAD (ready)
    view = None         # the View (uttt.ui.emblem.sync tells it as the title is first drawn); False: the emblem owed
    #                     to the next frame, a press opened this title (uttt.ui.menu.Scene.sync; tick asks for it)

    def tick(self, now):
        """While the title waits for a press, the game family's modules (``AHEAD``) come in, one a frame (none
        in the first frame, nor in a frame that answers a press), so the boot's first game needs only its scene built
        (a later visit: the scene's builders, all where the heap has room); a press waits at most one import. Where the heap is a PC's (nothing is
        dropped) there is nothing to gain. Out of memory: it stops, and the game imports them as before. Not AHEAD's
        last, the result's code (the Review's way back keeps it), nor the tips' while they are off
        (``uttt.ui.main.ahead`` steps it)."""
        app = self.app
        if self.view is False:  # the emblem's frame first, nothing else in it (uttt.ui.menu.Scene.sync: a press
            app.dirty.add("menu")  # opened the title, which showed without it)
            return
        if self.ahead == -2:
            # A later visit (the way back drops them) imports what builds the scene and goes once it is built
            # (gamestart, gamebuild, sheets; tips: AHEAD[7:]), and the game's code that stays (the first seven) only
            # where a collection leaves 47 KB free, a heap larger than the budget (a PyBadge's ~146 KB): in a 128 KB
            # heap that code, imported above the title's scene in a heap a game has cut up, made the session
            # need 129-130 KB (docs/memory.md, title22, switch31 and title37).
            self.ahead = -1 if getattr(app, "ahead", 0) else 0
            self.sheets = not app.playing()  # the Ultimate game's sheets next, where the view has none (ready)
            app.ahead = 1
            # The menus' code stays at play in this boot's games (an Ultimate boot: a Super game has a boot of its own)
            # on a screen at most 160 px across (a PyBadge's): kept from here and off the guests, so that a pause
            # imports nothing and collects nothing (pause49; the rule and its tables: uttt.ui.resident).
            if "menu" in app.guests:  # (a later visit's, where the rule holds: nothing to import)
                from uttt.ui.resident import menus
                menus(app)
        n = len(AHEAD) - (1 if app.settings["tips"] else 2)
        if self.ahead < n or not self.sheets:
            ahead(self, AHEAD, n, 48128, 7)
        elif app.pressed != app.frames:
            self.sheets = ready(app, self.view)

    def rows(self):
        app = self.app
        out = []
        if app.playing():
            out.append(("resume", "Resume game"))
        elif app.game is not None and app.game.result and app.game.moves and app.game.variant != "super":
            out.append(("review", "Review last game"))
        # The Ultimate row's id is the mode it starts; the opponent row (a setting: A, Left and Right change
        # it) applies to all three games.
        vs = app.settings["vs"]
        if vs:
            level = LEVEL_NAMES[app.settings["level"]]
            opponent = "Opponent: CPU, " + level
            if len(opponent) >= app.layout.width // (6 * app.layout.scale):
                opponent = "Against CPU, " + level
        else:
            opponent = "Opponent: friend"
        out += [("bot" if vs else "hotseat", "Ultimate"), ("classic", "Classic 3x3"), ("wild", "Wild 3x3"),
                ("super", "Super-Ultimate"), ("vs", opponent), ("stats", "Stats"), ("rules", "How to play"),
                ("settings", "Settings")]
        return out

    def activate(self, key, step):
        app = self.app
        app.cue("select")
        if key in ("hotseat", "bot", "classic", "wild", "super"):
            app.new_game(key)
        elif key == "resume":
            app.open("game")
        elif key == "review":
            app.open("review", back="title")
        elif key == "vs":
            app.settings["vs"] = 1 - app.settings["vs"]
            self.changed()
            app.save()
        elif key == "rules":
            app.open("howto")
        else:  # stats, settings
            app.open(key)


def ready(app, view):
    # The title, once AHEAD is in (a later visit: what it imports): the Ultimate game's sprite sheets
    # (``uttt.ui.gamebuild.sheet_keys``, the first row's game), one a frame, each where the view has none of its kind
    # (``View.sheet``: its file read; the boot's first visit, a visit after the pictures, which let them go), so that the
    # game's press reads none (~50 ms of a PyBadge's, estimate: the bench's title -> game, screens59). The view keeps
    # them for the game (a change to the game's family keeps sheets). Then, where a turn timer is set, its code
    # (``timer``). False once all are in, or out of memory (the game reads and imports what is missing, as before).
    if view is None:  # (not drawn yet)
        return True
    try:
        from uttt.ui.gamebuild import sheet_keys
        for kind, key, make in sheet_keys(app.layout, "ultimate"):
            if view.sheets.get(kind) is None:
                view.sheet(kind, key, make)
                return True
    except MemoryError:
        return False
    return timer(app)


def timer(app):
    # The turn timer's code (``uttt.timer``), where one is set and it is not loaded: the title's look-ahead (ready)
    # and the Settings press that sets a timer (uttt.ui.settings, which imports this from the title's module, loaded
    # under it: no new name in a boot). No family holds it, so the title and the change to the game keep it (the
    # game's press imported it, ~20 ms of a PyBadge's, board-adjusted: screens60). True if imported now; out of
    # memory, False (the game imports it, as before).
    if app.settings["timer"] and "uttt.timer" not in sys.modules:
        try:
            __import__("uttt.timer")
            return True
        except MemoryError:
            sys.modules.pop("uttt.timer", None)  # (a module cut short is not taken for a loaded one)
    return False
