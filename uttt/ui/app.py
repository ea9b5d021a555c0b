"""What every press and touch means: screens, menus, the cursor, turns, the computer opponent and the cues.

Pure logic (no displayio, no pins), so a whole game runs in tests, fuzzers and MicroPython memory runs::

    app = App(160, 128, "dpad")
    app.press(buttons.DOWN); app.press(buttons.A)    # one press each
    app.frame([buttons.A, buttons.B])                # one frame's events: two buttons at once is refused
    app.touch(50, 40); app.tick(now_ms); app.console("3 5")

The view reads ``screen``, ``game``, ``cursor``, ``focus``, ``menu_items()``, ``status()`` ... and the
``dirty`` set says what changed since it last drew ("screen", "cells", "cursor", "status", "menu", "log").
``cues`` collects sound/haptic names ("mark", "bad", "claim", "win", "draw", "tick", "move", "select") for the
main loop to play and clear. Every log line is appended to ``log`` and printed (the serial console).
"""

from uttt.codec import new_game
from uttt.notation import log_lines
from uttt.ui.anim import Anims
from uttt.ui.console import Console
from uttt.ui.controls import Controls, PICTURES, short_why
from uttt.ui.cursor import Cursor
from uttt.ui.layout import Layout
from uttt.ui.logscreen import LogScreen
from uttt.ui.menus import Menus, MENUS
from uttt.ui.persist import Persist
from uttt.ui.rounds import Rounds
from uttt.ui.status import Status
from uttt.ui.thinking import Thinking, HIGHLIGHT_MS, LEVELS

FLASH_MS = 350      # the red flash of a refused press


class App(Controls, Thinking, Console, Cursor, Menus, LogScreen, Rounds, Persist, Status):
    """The whole front end's state machine for one screen size and input scheme ("dpad", "two", "touch").

    Its behaviour is cut into mixins, one module each (a board compiles each module whole in RAM): game-screen
    input (controls), time and the computer (thinking), typed moves (console), the cursor, menus, the move log
    (logscreen), match play (rounds), NVM (persist), the panel's words (status). This class holds the state,
    starts games and plays the moves.
    """

    def __init__(self, width=160, height=128, scheme="dpad", nvm=None, seed=None, clock=None, echo=True):
        self.layout = Layout(width, height, scheme)
        self.scheme = scheme
        self.nvm = nvm
        self.seed = seed
        self.clock = clock          # ms clock used to size the bot's time slices (None: fixed slices)
        self.echo = echo            # print log lines (the serial console)
        self.cues = []
        self.dirty = set(("screen",))
        self.now = 0
        self.game = None
        self.pic = None             # the game drawn by the replay and rules screens (uttt.ui.replay)
        self.mode = None            # "hotseat" "bot" "classic" "wild"
        self.log = []
        self.cursor = 0
        self.focus = None           # a panel button name when a two-button cursor rests on it
        self.mark = 1               # Wild: the mark A places (1 X, 2 O)
        self.flash_cell = -1        # a refused cell, flashed red until flash_until
        self.refusal = ""           # why, in a word or two, shown meanwhile
        self.flash_until = 0
        self.highlight = -1         # the computer's move or a hint, until highlight_until
        self.highlight_until = 0
        self.played_at = -100000    # time of the last mark (mash guard)
        self.thinker = None
        self.thinking = None        # None, "bot" or "hint"
        self.units = 4              # bot work units per tick (adapted to the clock)
        self.think_since = 0        # when the computer started thinking (THINK_MS caps it)
        self.anim = 0
        self.fx = Anims()           # the last move's stroke, claim pulse and strike line (uttt.ui.anim)
        self.log_top = 0
        self.back_to = "title"      # where the log screen returns
        self.settings = {"level": 1, "human": 1, "sound": 1, "haptics": 1, "leds": 1,
                         "stay_open": 0, "most_boards": 0, "theme": 0, "contrast": 0, "tips": 1,
                         "vs": 0, "best_of": 0, "sudden_death": 0, "alternate": 1, "timer": 0, "timeout": 0}
        self.notice = ""
        self.human = 1              # the game's human side and bot level (fixed when it starts)
        self.level = 1
        self.store = None
        self.state = None
        self.screen = "title"
        self.sel = 0
        self.menu_top = 0
        self.init_rounds()
        self.load()
        self.set_theme()

    def set_theme(self):
        """Colours from the settings (theme, high contrast); the view swaps its palettes on "theme"."""
        from uttt.ui.theme import make
        self.theme = make(self.settings["theme"], self.settings["contrast"])
        self.dirty.add("theme")

    # ----- small helpers ---------------------------------------------------------------------------------------
    def cue(self, name):
        self.cues.append(name)

    def bad(self, cell=-1, why="no"):
        """Refuse a press: a cue, a brief flash and a short reason in the status panel; nothing else changes."""
        self.cue("bad")
        self.refusal = why
        self.flash_cell = cell
        self.flash_until = self.now + FLASH_MS
        self.dirty.add("cursor")
        self.dirty.add("status")

    def shown(self):
        """The game on screen: the replay/rules picture, else the game being played."""
        return self.pic if self.screen in PICTURES else self.game

    @property
    def variant(self):
        g = self.shown()
        return g.variant if g else "ultimate"

    @property
    def ultimate(self):
        g = self.shown()
        return g is not None and g.variant == "ultimate"

    @property
    def over(self):
        return self.game is None or self.game.result != 0 or self.forfeit != 0

    def human_turn(self):
        """True when a person may play now (not the computer's turn, nothing being computed)."""
        if self.over or self.thinking:
            return False
        return not self.cpu or self.game.turn == self.human

    def human_turn_or_thinking(self):
        """A person's turn, counting a computation that a menu cancelled (it restarts on Resume)."""
        return not self.cpu or self.game.turn == self.human

    def go(self, screen):
        if screen != self.screen:
            if self.screen == "game":
                self.timer.pause(self.now)  # the clock stops as the game screen closes
            self.screen = screen
            self.dirty.add("screen")
            self.sel = 0
            self.menu_top = 0
            if screen in MENUS:
                self.menu_changed()

    def _print(self, line):
        if self.echo:
            print(line)

    # ----- starting and playing ------------------------------------------------------------------------------------
    def new_game(self, mode=None):
        """Start a game in mode ("hotseat", "bot", "classic", "wild"; default: the current one)."""
        mode = mode or self.mode or "hotseat"
        self.cancel_thinking()
        self.mode = mode
        self.level = self.settings["level"]
        self.next_round(mode)
        if mode in ("hotseat", "bot"):
            s = self.settings
            self.game = new_game("ultimate", s["stay_open"], s["most_boards"])
            self.cursor = 40
        else:
            self.game = new_game(mode)
            self.cursor = 4
        self.mark = 1
        self.log = []
        self.focus = None
        self.highlight = -1
        self.flash_cell = -1
        self.log_top = 0
        self.played_at = -100000
        self.go("game")
        self.dirty.add("screen")
        self.dirty.add("cells")
        self._print("New game: %s" % self.mode_name())
        self.save()
        self.after_change()

    def mode_name(self):
        name = {"hotseat": "Ultimate", "bot": "Ultimate", "classic": "Classic", "wild": "Wild"}.get(self.mode, "")
        if self.cpu:
            if self.mode == "wild":
                return "Wild vs computer (%s), you move %s" % (LEVELS[self.level], ("first", "second")[self.human - 1])
            return "%s vs computer (%s), you play %s" % (name, LEVELS[self.level], " XO"[self.human])
        return name + ", 2 players"

    def play(self, m, by_bot=False):
        """Play game move m; returns True, or gives the "bad" cue and returns False if it is illegal."""
        g = self.game
        why = g.why_illegal(m)
        if why:
            self.bad(m % 9 if self.mode == "wild" else m, short_why(why))
            return False
        before = g.ply
        g.play(m)
        if g.ply != before + 1:
            raise RuntimeError("the rules did not record the move")
        self.played_at = self.now
        for line in log_lines(g):
            self.log.append(line)
            self._print(line)
        self.cue("move" if by_bot else "mark")
        if self.ultimate and g.last_board_change() in (1, 2):
            self.cue("claim")
        if g.result:
            self.cue("draw" if g.result == 3 else "win")
            self.end_round(g.result)
            if g.variant == "ultimate":
                self.settings["tips"] = 0  # the tutorial tips end with the first Ultimate game (tutorial_done)
        if by_bot:
            self.highlight = m
            self.highlight_until = self.now + HIGHLIGHT_MS
        else:
            self.highlight = -1
        self.dirty.add("cells")
        self.dirty.add("status")
        self.fx.start(self, m)
        self.place_cursor(m % 9 if self.ultimate else m % 9)
        self.after_change()
        self.save()
        return True

    def after_change(self):
        """Enter the result screen, or let the computer think, as the position requires."""
        g = self.game
        if self.over:
            self.focus = None
            self.go("result")
            return
        if self.cpu and g.turn != self.human and self.screen == "game":
            self.start_thinking("bot")
