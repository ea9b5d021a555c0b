# The game screen: a game being played (name "game") and its result (name "result"), one object.
#
# It owns what only this screen needs: the panel focus of two-button and touch boards, the red flash of a
# refused press, the highlight of the computer's move, the animations of the last move (``uttt.ui.anim``), the
# computer's search (``uttt.ui.computer``) and the turn timer's countdown. The game itself, its match and the
# cursor are the App's (they outlive the screen while a menu is open). ``uttt.ui.gameview`` draws it.
#
# D-pad: arrows move the cursor, A plays, B opens the menu (Wild: swaps the mark), Start the menu, Select the
# move log. Two buttons (CLUE): NEXT / PREV step through the legal cells and then the panel buttons, A plays or
# presses. Touch: tap a cell, or a panel button. On the result screen: A again, B / Start the title menu,
# Select the log, Left (D-pad) the replay; the panel buttons too.
#
# (A comment, not a docstring: the board's compiler does not parse it, and this module compiles alone in 64 KB.)

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from uttt.ui import buttons as K
from uttt.ui import cursor as C
from uttt.ui import rounds
from uttt.ui import status
from uttt.ui.anim import Anims
from uttt.ui.app import Screen, forget

_FLASH_MS = const(350)  # the red flash of a refused press
HIGHLIGHT_MS = 900  # the computer's move (and a hint, three times as long) is highlighted this long
_ANIM_MS = const(360)   # thinking animation step
BUTTON_TEXT = {"menu": "Menu", "log": "Log", "again": "Again", "replay": "Replay", "back": "Back"}


class GameScreen(Screen):
    """``GameScreen(app, new=mode)`` starts a game of mode; without it the game in progress (or just ended)
    is shown again (``resumed=True``: a saved game after a power cycle, whose turn timer starts afresh);
    ``hint=True`` looks for a hint, from the next frame (``settle_now``)."""

    name = "game"
    hinted = -1                     # the hint's move while it is boxed (the panel says "Hint")
    ending = 0                      # the game's end under way (uttt.ui.rounds.ending's step), from its last move
    hinting = False                 # a hint asked for: its search starts in the next frame (settle_now)

    def __init__(self, app, new=None, hint=False, resumed=False):
        super().__init__(app)
        self.focus = None           # a panel button name when a two-button cursor rests on it
        self.flash_cell = -1        # a refused cell, flashed red until flash_until
        self.refusal = ""           # why, in a word or two, shown meanwhile
        self.flash_until = 0
        self.highlight = -1         # the computer's move or a hint, until highlight_until
        self.highlight_until = 0
        self.played_at = -100000    # time of the last mark (mash guard)
        self.settle = -1            # after a move: the app's frame count then; the next frame saves (then -2 -
        #                             its frame count), one two frames later starts the computer's search or its
        #                             pondering (settle_now)
        self.rating = -1            # a game ended: the mark whose moves to rate, from the next frame on
        self.fx = Anims()
        self.computer = None        # the computer's search while it thinks (uttt.ui.computer)
        self.ponder = None          # its thinking on your time (uttt.ponder.Ponder), against the computer
        self.anim = 0
        self.timer_shown = None     # seconds on screen (None: no countdown)
        if new or resumed:  # a game starts or resumes: code run once a game (uttt.ui.gamestart), not kept
            from uttt.ui.gamestart import start
            start(app, new)  # (and a new game's save: there)
            forget("uttt.ui.gamestart")
        g = app.game
        app.dirty.add("cells")
        if self.layout.cell < self.layout.finger:  # touch cells under 9 mm: the board to play is enlarged
            from uttt.ui.zoom import attach
            attach(self)
        if app.over:
            self.name = "result"
        elif not (C.in_area(app, app.cursor) and C.empty(app, app.cursor)):
            C.place(app, g.last_move % 9 if g.ply else -1)
        if hint:  # its search (and the import of its code) in the frame after the press, as the computer's start
            self.hinting = True  # below: the pause menu's press imports nothing (press28)
            self.settle = min(-2, -1 - app.frames)
        elif app.over or not app.cpu:
            self.after_change()
        else:  # against the computer its start or its pondering's waits for the next frame (settle_now; the second
            # at boot): the code and the scene of the screen whose press opened this one (the pause menu, an undo,
            # the title) have gone then, where they held its work area's allocation up (heap27)
            self.settle = min(-2, -1 - app.frames)

    # ----- what the view asks --------------------------------------------------------------------------------
    def shown(self):
        return self.app.game

    @property
    def variant(self):
        return self.app.game.variant

    @property
    def ultimate(self):
        return self.app.game.variant == "ultimate"

    @property
    def thinking(self):
        # None, or why the computer is thinking: "bot" (its move, from the frame of yours) or "hint" (from the
        # frame of the press that asked for it).
        if self.computer:
            return self.computer.why
        if self.hinting:
            return "hint"
        return "bot" if self.settle != -1 and not self.app.human_turn() else None

    @property
    def busy(self):
        # The computer thinks (its move, a hint, or on your time): the background rating waits.
        return self.computer is not None or (self.ponder is not None and not self.ponder.done)

    def cursor_cell(self):
        # The cell the cursor outlines, -1 when none shows (touch boards: the finger is the cursor).
        app = self.app
        if self.name != "game" or self.computer or self.hinting or self.focus or app.scheme == "touch" or \
                not app.human_turn():
            return -1
        return app.cursor

    def flashing(self):
        return self.flash_until != 0

    def panel_buttons(self):
        """Names of the panel buttons, slot 0 first (bottom or right), as many as the panel has slots (the
        menus offer the rest: the log in the pause menu; the log and the replay after a game; Wild's mark is
        also swapped by a tap on the turn icon)."""
        if self.name == "result":
            names = ("menu", "again", "log", "replay")
        elif self.app.mode == "wild":
            names = ("menu", "log", "mark")
        else:
            names = ("menu", "log")
        return names[:len(self.app.layout.slots)]

    def button_text(self, name):
        return "X/O: " + " XO"[self.app.mark] if name == "mark" else BUTTON_TEXT[name]

    def status(self):
        # Two short lines for the status panel (``uttt.ui.status``).
        return status.status(self)

    def turn_mark(self):
        return status.turn_mark(self)

    def tip(self, short=False):
        return status.tip(self, short)

    # ----- input ---------------------------------------------------------------------------------------------
    def bad(self, cell=-1, why="no"):
        # Refuse a press: a cue, a brief flash and a short reason in the status panel; nothing else changes.
        app = self.app
        app.cue("bad")
        self.refusal = why
        self.flash_cell = cell
        self.flash_until = -app.now - _FLASH_MS  # (< 0: its words owed to the next frame without a press: tick)
        app.dirty.add("cursor")  # the red box now; the words, 19 tiles of a label, with it were 63-67 ms (ugame64)

    def press(self, code):
        app = self.app
        if code not in _DIRS and code != K.A or self.name == "result":  # a press finishes the animations first but a
            self.fx.skip(app)  # cursor step's (a claim in its own frame, not the step's: ~20 ms of refresh, ugame62b) and
            # A's: a move replaces them (its frame leaves the claim to the next: gameview), a refusal (bad) leaves them
            # (the claim was drawn in the refused press's frame: 51-53 ms with displayio, ugame63)
        if self.name == "result":
            from uttt.ui.result import press  # the result screen's code: not in RAM at play
            press(self, code)
            return
        if self.computer or self.hinting:
            if code in (K.B, K.START):
                self.stop_thinking()
                app.open("pause")
            else:
                self.bad(-1, "wait")
            return
        if code == K.START:
            app.open("pause")
        elif code == K.SELECT:
            self.open_log()
        elif code == K.B:
            if app.mode == "wild":
                self.toggle_mark()
            else:
                app.open("pause")
        elif code in (K.NEXT, K.PREV):
            from uttt.ui.gameinput import step_focus
            step_focus(self, 1 if code == K.NEXT else -1)
        elif not app.human_turn():
            self.bad(-1, "wait")
        elif code == K.A:
            if self.focus:
                self.panel_action(self.focus)
            elif app.now - self.played_at < C.MASH_MS:
                self.bad(-1, "wait")
            else:
                self.play(self.cell_move(app.cursor))
        else:
            self.focus = None
            C.move(app, *_DIRS[code])

    def touch(self, x, y):
        # A tap (touch boards: ``uttt.ui.gameinput``, imported at the first tap).
        from uttt.ui.gameinput import tap
        tap(self, x, y)

    def console(self, text):
        # A typed move (the serial console: ``uttt.ui.console``, imported when a line is typed).
        from uttt.ui.console import typed_move
        typed_move(self, text)

    def toggle_mark(self):
        app = self.app
        app.mark = 3 - app.mark
        app.cue("select")
        app.dirty.add("status")
        app.dirty.add("cursor")
        app.save()

    def cell_move(self, m):
        # The game move for a press on cell m (Wild adds the chosen mark).
        app = self.app
        return m + 9 * (app.mark - 1) if app.mode == "wild" else m

    def panel_action(self, name):
        app = self.app
        if name == "menu":
            app.open("over" if self.name == "result" else "pause")
        elif name == "log":
            self.open_log()
        elif name == "mark":
            self.toggle_mark()
        elif name == "again":
            app.new_game()
        elif name == "replay":
            app.open("replay")

    def open_log(self):
        self.app.open("log", back=self.name)

    # ----- playing --------------------------------------------------------------------------------------------
    def play(self, m, by_bot=False):
        # Play game move m; returns True, or refuses it (a cue and a flash) and returns False if illegal.
        app = self.app
        g = app.game
        why = g.why_illegal(m)
        if why:
            self.bad(m % 9 if app.mode == "wild" else m, C.short_why(why))
            return False
        mark = 1 + m // 9 if g.variant == "wild" else g.turn  # who draws: the pencil's X or O
        if self.settle >= 0:  # the last move's log lines, not said yet (rounds.say_move)
            rounds.say_move(self)
        g.play(m)
        self.played_at = app.now
        app.cue("x" if mark == 1 else "o")
        if g.variant == "ultimate":
            change = g.last_board_change()
            if change:
                app.cue("claim" if change < 3 else "board_draw")
        if g.result:
            app.cue("draw" if g.result == 3 else "win")
            self.ending = 1  # its score, the save, the result's code: from the next frame, one a frame (rounds)
            if g.variant == "ultimate":
                app.settings["tips"] = 0  # the tutorial tips end with the first Ultimate game (tutorial_done)
        if by_bot:
            self.highlight = m
            self.highlight_until = app.now + HIGHLIGHT_MS
        else:
            self.highlight = -1
        app.dirty.add("cells")
        app.dirty.add("status")
        self.fx.on = bool(app.settings["anim"])  # the setting, as it is now
        self.fx.start(app, m)
        self.focus = None
        C.place(app, m % 9)
        if app.over:
            rounds.say_move(self)
            self.after_change()
        else:
            # The move shows in this frame; its log lines and save, the computer's search (or its pondering) come
            # in the next ones, so the press (or the computer's move appearing) is answered first.
            self.settle = app.frames
        return True

    def start_rating(self, now=False):
        # A game ended: its analysis starts (rounds.start_rating; not in the frame of the last move, which shows
        # the result first: its modules' imports take a while, one a frame, or all at once as the screen closes).
        if self.rating >= 0 and rounds.start_rating(self.app, self.rating, now):
            self.rating = -1

    def settle_now(self):
        # What a move leaves to the next frames, one a frame (each takes ~20-30 ms on a PyBadge): the save, then
        # the computer's turn or its pondering. A heap nearly full is collected first, in a frame of its own (frames23).
        # Each such frame draws nothing (low_heap's hold: what changed shows in the next; issue 16: 50-105 ms).
        if rounds.settled(self):  # (or an import of the computer's code: the start waits for it, one a frame)
            return
        if self.settle >= 0:
            self.settle = -2 - self.app.frames  # the start may come two frames after this one
            rounds.say_move(self)
            self.app.save()
        elif self.settle < -1:
            if self.hinting:  # (thinking says "hint" until then; the panel says so from now: think())
                self.hinting = False
                self.think("hint")
            else:
                self.after_change()  # (thinking says "bot" until then: think() leaves the panel be, frames23)
            self.settle = -1
            if self.computer and self.played_at > -100000:
                self.computer.since = self.played_at  # its time to answer counts from your move

    def after_change(self):
        # Show the result, or let the computer think, as the position requires.
        app = self.app
        if app.over:
            self.focus = None
            self.stop_pondering()  # your move ended the game: nothing left to foresee (and its tables go)
            if self.name != "result":
                self.name = "result"
                app.dirty.add("screen")
            return
        if not app.human_turn():
            if self.computer is None:
                self.think("bot")
        elif app.cpu and app.settings["ponder"] and self.ponder is None and self.name == "game":
            try:  # the computer thinks on your time; without memory for it, it simply does not
                from uttt.ui.computer import ponder
                self.ponder = ponder(app)
            except (ImportError, MemoryError) as e:
                self.ponder = None
                print("degraded:", "ponder", "start", e)  # the device-fit harness counts these lines as failures
            except ValueError:  # the game is over: nothing to ponder
                self.ponder = None

    def think(self, why):
        # Start the computer's search ("bot": its move, "hint": a hint for you).
        app = self.app
        p = self.ponder if why == "bot" else None  # a hint leaves the pondering be (it waits meanwhile)
        if p is not None:
            self.ponder = None
        app.rating_waits()
        was = self.thinking  # "bot" from your move's frame on: the panel and the cursor show it (frames23)
        try:
            from uttt.ui.computer import Computer
            self.computer = Computer(app, why, p)
        except (ImportError, MemoryError) as e:
            rounds.unavailable(self, e)
            return
        if was != why:
            app.dirty.add("status")
            app.dirty.add("cursor")
        else:  # (its dots step from now on, not in this frame)
            self.anim = (app.now // _ANIM_MS) & 3

    def stop_thinking(self):
        if self.computer is not None:
            self.computer.cancel()
            self.computer = None
            d = self.app.dirty
            d.add("status")
            d.add("cursor")

    def stop_pondering(self):
        if self.ponder is not None:
            self.ponder.cancel()
            self.ponder = None

    def close(self):
        if self.settle >= 0:   # the screen closes before the next frame: the move is said and saved now
            self.settle = -1
            rounds.say_move(self)
            self.app.save()
        if self.ending:
            rounds.ending(self, True)
        self.start_rating(True)
        self.stop_thinking()
        self.stop_pondering()
        if self.app.timer is not None:
            self.app.timer.pause(self.app.now)  # the clock stops as the game screen closes

    # ----- time -----------------------------------------------------------------------------------------------
    def tick(self, now):
        # Expire the flash and the highlight, run a slice of the computer's search, the timer, the animations.
        app = self.app
        # A move's save, then the computer's start or its pondering's (settle_now), each in a frame of its own
        # that answers no press (keys mashed, a press a frame: 30 frames at most, ~1 s; a board's held key repeats
        # every 120 ms, boards/base.py, leaving quiet frames; superpress59): the save in the first after the move,
        # the start two frames after the save's (between them the mark's second stroke is drawn: its frames are
        # not the set-up's, with or without animations, so that they change nothing of what happens).
        s = self.settle
        if s < -1:
            s = -s - 1   # the save's frame + 1
        if s != -1 and app.frames > s and (app.pressed != app.frames or app.frames > s + 30):
            self.settle_now()
        if self.settle < -1 and app.frames == -1 - self.settle:
            app.dirty.add("status")  # a move's panel words now (gameview.Scene.sync)
        quiet = app.pressed != app.frames  # (a press's frame answers the press: what the clock changes waits a frame)
        if self.ending and quiet:
            rounds.ending(self)
        elif self.rating >= 0 and quiet:
            self.start_rating()
        f = self.flash_until
        if quiet and f < 0:  # a refusal's words (bad), in red: the status lines alone (panelview.think), unless the
            f = self.flash_until = -f  # panel has a change of its own waiting
            app.dirty.add("status" if self.settle != -1 or self.fx.later else "words")
        if quiet and f and now >= f:
            self.flash_until = 0
            app.dirty.add("cursor")
            app.dirty.add("status" if self.settle != -1 or self.fx.later else "words")  # as above (frames36)
        if quiet and self.highlight >= 0 and now >= self.highlight_until:
            self.highlight = self.hinted = -1
            app.dirty.add("cells")
            app.dirty.add("status")
        if quiet and (self.name == "result" or app.mode == "wild" and not self.computer) and (now // 2000) & 1 != \
                self.anim:
            # the result panel's keys take turns, and a Wild status bar's tip with whose turn (status.tip)
            self.anim = (now // 2000) & 1
            app.dirty.add("status")
        rounds.timer_tick(self, now)
        self.fx.tick(app, now)  # (and the panel's words wait for a frame without the mark's strokes)
        # The computer's work last: what the view draws in this frame is known (app.dirty), so that a frame that
        # draws works one chunk at most (uttt.ui.main.Clock.work; frames23)
        if self.settle != -1:
            pass  # the frames of a move and its save: the computer's work waits for its start (settle_now)
        elif self.computer:
            phase = (now // _ANIM_MS) & 3
            if phase != self.anim and not app.dirty:  # (the dots step in a frame that draws nothing else: issue 16)
                self.anim = phase
                app.dirty.add("think")  # the dots alone: the status lines (panelview.think; panel27)
            try:
                self.computer.step(self)
            except MemoryError as e:
                rounds.unavailable(self, e)
        elif self.ponder is not None and not self.ponder.done:
            try:
                app.work(self.ponder)
            except MemoryError as e:
                self.stop_pondering()
                print("degraded:", "ponder", "stop", e)


_DIRS = {K.UP: (0, -1), K.DOWN: (0, 1), K.LEFT: (-1, 0), K.RIGHT: (1, 0)}
