# The front end's shared state, and the screen on top of it. (Comments, not a docstring: a board compiles
# this module's whole parse tree at import, and a docstring is parsed; tests/test_device_memory.py.)
#
# Pure logic (no displayio, no pins), so a whole game runs in tests, fuzzers and memory runs::
#
#     app = App(160, 128, "dpad")
#     app.press(buttons.DOWN); app.press(buttons.A)    # one press each
#     app.frame([buttons.A, buttons.B])                # one frame's events: two buttons at once is refused
#     app.touch(50, 40); app.tick(now_ms); app.console("3 5")
#
# ``App`` holds only what every screen shares: the settings and the saved state (``store``), the game in
# progress and its match (series, turn timer, who plays what), the cues for the speaker, the ``dirty`` set for
# the view and a notice. ``app.scr`` is the current screen, an object that owns its own state (a menu's
# selection, the game screen's cursor and the computer's search ...), handles presses, touches, ticks and typed
# lines, and tells the view what to draw; ``app.screen`` is its name.
#
# Screens live in their own modules, listed in ``SCREENS`` with the family they belong to ("menu": the title,
# Settings, Stats; "game": the game, its result and the screens shown instead of it (pause, confirm, Game over,
# the move log); "picture" for the replay and the rules pages) and the scene that draws them. ``open(name)``
# imports a screen's module when it is first needed; opening a screen of another family first lets the view
# release its scene, then drops every module of the last family from ``sys.modules`` and collects, so only the
# current family's code is in RAM (docs/app.md, Memory). A screen that cannot load for lack of memory is not
# opened: a notice says so.
#
# ``dirty`` names what changed since the view last drew ("screen", "cells", "cursor", "status", "menu", "log",
# "anim", "theme", "settings"; "think": the computer's dots alone, "caption": the Review's caption alone).
# ``cues`` collects sound/haptic names ("cursor", "select", "x", "o", "claim", "board_draw", "bad", "tick", "win",
# "draw": boards/snd_*.py) for the main loop to play and clear. Log lines are
# printed (the serial console).
#

import gc
import sys

from uttt.ui import persist

# screen name -> [module, class, family, scene]: its module in uttt.ui, its class there, its family and its scene.
# The family is the modules that load together: opening a screen of another family drops the last family's
# modules. The scene is what draws it (uttt.ui.view.SCENES). The pause menu, the confirm question, the menu after a
# game and the move log belong to the game's family: a pause (or a look at the log) and back keeps the game's code
# and the computer's, and the game scene (the menu is drawn over it), so nothing is loaded or built again.
# (Lists of short names, not tuples of dotted ones: a board's .mpy keeps every string of a constant tuple, and
# every string longer than 10 characters, as an object of its own for as long as the module is loaded; a list is
# built from the interned names. These tables cost 1.2 KB less so: docs/memory.md, the fifth pass.)
SCREENS = {
    "title": ["title", "Title", "menu", "menu"],
    "settings": ["settings", "Settings", "menu", "menu"],
    "stats": ["statscreen", "Stats", "menu", "menu"],
    "howto": ["howto", "HowTo", "menu", "menu"],  # How to play: the choice of game
    "game": ["game", "GameScreen", "game", "game"],  # the game and its result
    "super": ["supergame", "SuperScreen", "game", "game"],  # "game" when the game is Super-Ultimate
    "pause": ["menu", "Pause", "game", "menu"],
    "confirm": ["confirm", "Confirm", "game", "menu"],
    "over": ["over", "Over", "game", "menu"],
    "replay": ["replay", "Replay", "picture", "picture"],
    "rules": ["replay", "Rules", "picture", "picture"],
    "review": ["reviewscreen", "Review", "picture", "picture"],
    "log": ["logscreen", "LogScreen", "game", "log"],
}
# The modules of uttt.ui that stay loaded once imported (with the package, and the pure core: a live game holds
# its class): the app's own core (the view holds text and sheets). Every other module of uttt.ui, and the
# computer's search, belong to a family.
CORE_UI = ["app", "persist", "layout", "buttons", "theme", "text", "main", "view", "sheets"]
# The computer's and the rating's modules: every uttt.bot*, these of uttt (short names: room33) and uttt.ui.rating,
# the rating's (droppable's and bot_module's uttt.ui tests).
BOT = ["ponder", "playout", "review", "moments", "keymoments"]
ONCE = ["restore", "decode", "parse",  # the core's (uttt.*) parts for one job (reading the saves, a typed move,
        "tally"]                       # a game's count in the stats, the Stats screen)
# The code of the screens shown instead of the game in its family (the menus, the log; uttt.ui's): a change of
# scene drops it again (the result screen, with the rating of your moves running, is the session's fullest heap).
GUESTS = ["menu", "confirm", "over", "undo", "logscreen", "movelog", "superlog", "replay"]
RATING = ["bot_ref", "review", "ui.rating"]  # the rating's modules, in the order they are imported (rating_code)
# The game family's modules that the title imports ahead, one a frame while it waits for a press (leaves first;
# the tips only while the tips setting is on: uttt.ui.title), so that its first game is mostly a scene to build;
# a change from the title to the game family keeps them (mem22, docs/app.md "Boot and the first game"). The last, the
# result's code, is not the title's (uttt.ui.title stops before it, and before the tips, next to last, while they are
# off): only KEEP's, for the Review's way back (review40; one list, not a second one at play: 64 bytes resident, room40).
AHEAD = ["anim", "cursor", "rounds", "status", "game", "panelview", "gameview", "gamestart", "gamebuild",
         "sheets", "tips", "result"]
# What a change of family keeps: by the next family, the modules of uttt.ui it imports first, kept where loaded, and
# the families that leave them so: the title's AHEAD for the game family (mem22); the game scene's code from the game
# to the pictures (a result's replay or Review: switch23); the menu's code back to the title from a pause or
# Game over (the game's guests then, boot16); the rules pages' code that How to play's choice imports ahead
# (uttt.ui.howto.AHEAD, switch38). Not the scene's code from the pictures back to the game: the game
# family's heap is the session's fullest (the result screen, rating your moves), and the game's modules loaded around
# code left in place there cost the session 3-4 KB (docs/memory.md, switch23), unless the game's own code is loaded
# then: the Review imports it ahead where its heap has room, and the result's code (uttt.ui.reviewscreen, review40:
# AHEAD's last).
KEEP = {"menu": (["menu"], ("game",)), "game": (AHEAD, ("menu",)),
        "picture": (["anim", "rounds", "status", "panelview", "gameview", "layoutcalc", "replay",
                     "gamebuild", "reviewscreen"], ("game", "menu"))}
LEVELS = ["beginner", "easy", "medium", "hard"]
HEAP = hasattr(gc, "mem_free")  # a MicroPython heap: collect after a drop (a PC gains nothing, and collects slowly)


def droppable(name):
    """True for a module that belongs to a family of screens (dropped when another family opens)."""
    if name.startswith("uttt.ui."):
        return not named(name, 8, CORE_UI) and name != "uttt.ui.textui"
    return name.startswith("uttt.") and (bot_module(name) or named(name, 5, ONCE))


def bot_module(name):
    """True for a module of the computer's or the rating's (BOT)."""
    if name.startswith("uttt.ui."):  # (most of a walk's names: not through named's loop, ~1.5 us each here, about half
        return name == "uttt.ui.rating"  # of drop_bot's ~20 ms board-adjusted; switch53)
    return name.startswith("uttt.bot") or name.startswith("uttt.") and named(name, 5, BOT)


def named(name, k, names):
    # True if name from its k-th character on is one of names. No slice of name: each would be a new string of
    # 32-48 bytes, 8.5 KB over drop_bot's walk of ~70 modules (a collection of its own over the result: replay37),
    # ~3 KB over unload's (droppable's, at every change of family; the fit's seed 1 failed at 132 KB with it: replay38)
    for b in names:
        if len(name) == k + len(b) and name.endswith(b):
            return True
    return False


def forget(name):
    """Drop module name from sys.modules and from its package, so its code can be collected."""
    mod = sys.modules.pop(name, None)
    if mod is None:  # (most calls: a name not loaded; no strings made: ~11 us here, ~1 ms of a PyBadge's, press28)
        return
    k = 8 if name.startswith("uttt.ui.") else 5  # (every module forgotten is uttt's: its package's name a constant and
    leaf = name[k:]                                # one str made, not rpartition's two, each looked up among the
    parent = sys.modules.get("uttt.ui" if k == 8 else "uttt")  # interned names: ~4.5 us here; superpause62)
    if parent is not None and getattr(parent, leaf, None) is mod:
        delattr(parent, leaf)


def drop_bot():
    # Drop the computer's and the rating's modules, all that are loaded: BOT and every uttt.bot* (uttt.bot_small
    # for Classic and Wild too); their names (none: nothing to collect). A menu over the result (App.open) and the
    # Review once its analysis is done.
    names = [n for n in sys.modules if bot_module(n)]
    for name in names:
        forget(name)
    return names


def rating_code(now=False):
    # Import the rating's next module not loaded yet (uttt.bot_ref, uttt.review, uttt.ui.rating: one a frame, as
    # each import takes a while on a board; ``now``: all of them); True once they are all in, from the frame after
    # the last import (what uses them gets a frame of its own: review25).
    for name in RATING:
        name = "uttt." + name
        if name not in sys.modules:
            __import__(name)
            if not now:
                return False
    return True


def unload(keep=(), only=None, collect=True):
    # Drop every family module but those in keep (only: just those of uttt.ui named in only), then collect
    # (unless collect is False: the heap's next collection frees them).
    if only is None:
        only = [n for n in sys.modules if droppable(n) and n not in keep]
    else:  # (a few names: not a walk over every module loaded, ~10 ms of a PyBadge; a full name made for those
        #     loaded only, the package's attributes: each str made is looked up among the interned names, the eight
        #     guests' ~33 us here as a pause opens, with none of them loaded; superpause61)
        u = sys.modules["uttt.ui"]
        only = ["uttt.ui." + n for n in only if getattr(u, n, None) is not None]
    for name in only:
        forget(name)
    if HEAP and collect:
        gc.collect()


class Screen:
    # What a screen does unless it says otherwise. ``busy`` is True while it computes (the computer
    # thinking): the background rating of the last game waits meanwhile.

    name = ""
    busy = False
    thinking = None

    def __init__(self, app):
        self.app = app

    @property
    def layout(self):
        """The geometry the screen is drawn and touched with."""
        return self.app.layout

    def press(self, code):
        self.app.cue("bad")

    def touch(self, x, y):
        pass

    def tick(self, now):
        pass

    def console(self, text):
        self.app.say("? no game on screen: start one from the menu first")

    def close(self):
        """The screen is being left: stop what it runs."""

    def bad(self, cell=-1, why="no"):
        self.app.cue("bad")


class App:
    # The front end for one screen size and input scheme ("dpad", "two", "touch").
    #
    # ``unloads``: drop a family's modules when another family opens. On by default where the heap is a
    # MicroPython one (a board); off on a PC, where memory is plenty and a re-import costs a compile (tests
    # switch it on to prove the screens work either way).

    unloads = HEAP
    guests = GUESTS  # this boot's guests and what its changes of family keep: the tables above, never changed in
    keep = KEEP      # place; a boot, a game or a result that changes them gives the App its own (uttt.ui.resident)

    def __init__(self, width=160, height=128, scheme="dpad", nvm=None, seed=None, clock=None, echo=True,
                 names=("Start", "Select"), reload=None):
        # Its state (each attribute, what it holds), the settings and the game in progress: uttt.ui.boot.start,
        # run once (the first family change drops that module: its code is not in RAM at play; heap25).
        from uttt.ui.boot import start
        start(self, width, height, scheme, nvm, seed, clock, echo, names, reload)
        if self.scr is None:
            self.open("title")

    # ----- screens ---------------------------------------------------------------------------------------------
    @property
    def screen(self):
        return self.scr.name if self.scr else ""

    def open(self, name, **kw):
        # Make screen name current (kw go to its constructor). Returns the screen, or None when it could not
        # be loaded for lack of memory: then a notice says so and a menu is shown instead.
        to = -1  # heap32: the board restarts into a Super boot (the Super game alone in the heap) and back to the title
        if name == "game" and (kw["new"] == "super" if kw.get("new") else getattr(self.game, "variant", "") == "super"):
            name = "super"  # a Super-Ultimate game: its own game screen (uttt.ui.supergame)
            if self.settings["super"] != 1:
                to = 2 if kw.get("new") else 1
        elif name == "title" and self.settings["super"] == 1:
            to = 0
        if to >= 0 and self.reload:
            from uttt.ui.restart import restart
            if restart(self, to):
                return None
        module, cls, family, scene = SCREENS[name]
        if "replay" in name and self.family == "game":  # the result's replay (a Super game's too: superswitch40): a
            family = "game"  # scene of the game's family, whose code stays for the way back (switch36; the Review's
            #                  replay is the pictures')
        module = "uttt.ui." + module
        old = self.scr
        to = self.rater
        if old is not None:
            old.close()
        # the close made the rating's record (uttt.ui.rounds.start_rating: a press in the first frames after a game's
        # end), after dropping its code and collecting: the drops below go in the heap's next collection (gcpress54)
        to = to is None and isinstance(self.rater, tuple)
        if family != self.family:
            if self.teardown is not None:
                self.teardown(collect=False, sheets=name)  # (unload collects)
            keep = self.keep[family]
            keep = ["uttt.ui." + n for n in keep[0]] if self.family in keep[1] or "uttt.ui.game" in sys.modules else ()
            self.scr = None
            self.family = None
            if self.unloads:
                if self.rater is not None and not isinstance(self.rater, tuple):
                    self.rater = self.rater.suspend()  # the bot goes with its family; the game screen resumes it
                unload(keep, collect=not to)
        elif scene != self.scene and self.unloads:
            # A menu or the log over the game, or the game again: the view builds the other scene (the sprite
            # sheets stay); the rating waits meanwhile (its search tables go), and the last guest's code goes.
            last = self.scene
            if self.teardown is not None:  # (the game scene stays under a guest's, not under the replay's, whose
                # sprite sheets are of other sizes: the game's wait, View.resheet; unload collects)
                self.teardown(scene, False, name if "picture" in (scene, last) else False)
            if scene != "game":
                if self.rater is not None and not isinstance(self.rater, tuple):
                    self.rater = self.rater.suspend()
                    if self.over:  # a guest over the result: the rating's code and its search's go too, as
                        drop_bot()  # nothing else searches (back on the result they load again, one a frame; lead)
                bot = sys.modules.get("uttt.bot_search")
                if bot is not None:  # nothing searches under a guest: the spare work area goes (2.5 KB; heap25)
                    bot.drop_spares()
            # back to the game: no collection in the press (boot22), unless its code must load (Game over opened
            # from the Review: the scene is built anew too, in a heap the guest's code then no longer cuts up; pause23)
            # from the replay: the game scene is built anew where the replay's was (switch36)
            # (the menus' code resident: uttt.ui.resident)
            unload(only=self.guests, collect=not to and (scene != "game" and (module != "uttt.ui.menu" or "menu" in
                   self.guests) or last == "picture" or module not in sys.modules))
        try:
            __import__(module)
            scr = getattr(sys.modules[module], cls)(self, **kw)
        except MemoryError:
            return self.out_of_memory(name)
        self.scr = scr
        self.family = family
        self.scene = scene
        self.dirty.add("screen")
        return scr

    def out_of_memory(self, what):
        """A screen (or its drawing) could not be built: free what the family holds and say so on a menu."""
        self.scr = None
        self.family = None
        if self.teardown is not None:
            self.teardown(collect=False)  # (unload collects)
        self.rater = None
        unload()
        self.notice = "Not enough memory for " + what
        print("degraded:", self.notice)
        if what in ("pause", "title"):
            raise MemoryError(self.notice)
        return self.open("pause" if self.playing() else "title")

    def new_game(self, mode=None):
        """Start a game in mode ("hotseat", "bot", "classic", "wild"; default: the current one)."""
        return self.open("game", new=mode or self.mode or "hotseat")

    # ----- input and time --------------------------------------------------------------------------------------
    def frame(self, events):
        """One frame's input: button codes and (x, y) touches. Two or more buttons at once are refused."""
        presses = [e for e in events if isinstance(e, int)]
        if len(presses) > 1:
            self.scr.bad(-1, "1 key")
        elif presses:
            self.press(presses[0])
        else:
            for e in events:
                self.touch(e[0], e[1])
                break

    def press(self, code):
        """One button press (a code from uttt.ui.buttons)."""
        if not isinstance(code, int) or not 0 <= code <= 9:
            self.scr.bad()
            return
        self.pressed = self.frames
        if self.notice:
            self.notice = ""
            self.dirty.add("menu")
        self.scr.press(code)

    def touch(self, x, y):
        """A touch-down at display pixel (x, y); off the screen it is ignored."""
        L = self.layout
        if 0 <= x < L.width and 0 <= y < L.height:
            self.pressed = self.frames
            if self.notice:
                self.notice = ""
                self.dirty.add("menu")
            self.scr.touch(x, y)

    def tick(self, now):
        """Advance time to now (ms): the screen's own timers and work, then a slice of the rating."""
        self.now = now
        self._tick(now)
        self.frames += 1

    def _tick(self, now):
        self.scr.tick(now)
        r = self.rater
        if self.scr.busy:
            self.rating_waits()
        elif r is not None:
            try:
                if isinstance(r, tuple):  # suspended off the game screen: on it again (the result included),
                    if self.scene != "game" and not getattr(self.scr, "analyses", False):  # or the Review
                        return
                    if self.pressed == self.frames:  # not in the frame of the press that opened it (the screen
                        return                          # shows first)
                    if HEAP and "uttt.bot_ref" not in sys.modules:  # its code went with a guest's (drop_bot): the
                        gc.collect()  # guest's garbage freed first, its code goes there, not around it (room40)
                    if not rating_code():  # its modules one a frame
                        return
                    from uttt.ui.rating import resume
                    self.rater = resume(r)
                    return      # (its search's set-up, or its next module's import, in the next frame)
                done = self.work(r)
            except (ImportError, MemoryError) as e:  # the rating is a nicety: drop it, keep the game
                self.rater = None
                print("degraded:", "rating", e)
                return
            if done:
                from uttt.ui.rating import rated
                rated(self, r)

    def work(self, job):
        # One frame's slice of background work, ``job.step(units)`` (a search, the pondering, the rating): with
        # a clock, in chunks until the frame's due time (``uttt.ui.main.Clock.work``); without (tests), one step
        # of ``units``. True once the job is done.
        c = self.clock
        return job.step(self.units) if c is None else c.work(self, job)

    def console(self, line):
        """A line typed on the serial console: a move such as "3 5" (board 3, square 5), or "help"."""
        text = str(line).strip()
        if not text:
            return
        if text.lower() in ("help", "?", "h"):
            from uttt.parse import HELP  # (its words are the parser's: loaded for the line, dropped after it; room33)
            forget("uttt.parse")
            self.say(HELP)
            return
        self.scr.console(text)

    # ----- shared helpers --------------------------------------------------------------------------------------
    def cue(self, name):
        self.cues.append(name)

    def say(self, line):
        """Print a line on the serial console (log lines, notes)."""
        if self.echo:
            print(line)

    def save(self):
        return persist.save(self)

    def set_theme(self):
        """Colours from the settings (theme, high contrast); the view swaps its palettes on "theme"."""
        from uttt.ui.theme import make
        self.theme = make(self.settings["theme"], self.settings["contrast"])
        self.dirty.add("theme")

    @property
    def over(self):
        """True when no game is in progress (none yet, or it ended on the board or on time)."""
        return self.game is None or self.game.result != 0 or self.forfeit != 0

    @property
    def result(self):
        """The round's result: 1 X won, 2 O won, 3 draw (the board's, or a loss on time); 0 while playing."""
        g = self.game
        if g is None:
            return 0
        return g.result or self.forfeit

    def playing(self):
        """True when a game is in progress and may be resumed."""
        return not self.over and bool(self.mode)

    def human_turn(self):
        """True when the side to move is a person (the computer's turn otherwise)."""
        return not self.cpu or self.game.turn == self.human

    @property
    def log(self):
        # The move log: seed 001's lines for every move of the game (rebuilt from its moves: uttt.ui.movelog).
        if self.game is None:
            return []
        from uttt.ui.movelog import replay_log
        return replay_log(self.game)

    def player_name(self, player):
        """"P1" / "P2" between friends, "You" / "CPU" against the computer."""
        if self.cpu:
            return "You" if player == 1 else "CPU"
        return "P%d" % player

    def rating_waits(self):
        # The computer thinks: a running rating waits as its record (its search and its game go) where the heap
        # is small; the heap was fullest when the computer started the next game beside the last one's rating.
        r = self.rater
        if r is not None and not isinstance(r, tuple) and self.unloads:
            self.rater = r.suspend()
