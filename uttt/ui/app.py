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
from uttt.notation import log_lines, parse_move, format_move
from uttt.ui import buttons as K
from uttt.ui.cursor import Cursor
from uttt.ui.layout import Layout
from uttt.ui.menus import Menus, MENUS
from uttt.ui.rounds import Rounds, TIMES

PICTURES = ("replay", "rules")  # screens that draw app.pic (uttt.ui.replay)

MASH_MS = 150       # after a mark, A is refused this long (a mashed button must not play for the next player)
FLASH_MS = 350      # the red flash of a refused press
THINK_MS = 2500     # the computer's answer is due by then (hard's budget is ~2 s of PyBadge time)
HIGHLIGHT_MS = 900  # the computer's move (and a hint) is highlighted this long
ANIM_MS = 180       # thinking animation step
LEVELS = ("beginner", "easy", "medium", "hard")


def replay_log(game):
    """The log lines of every move of game (rebuilt after a resume)."""
    g = new_game(game.variant, getattr(game, "stay_open", 0), getattr(game, "most_boards", 0))
    out = []
    for m in game.moves:
        g.play(m)
        out += log_lines(g)
    return out


class App(Cursor, Menus, Rounds):
    """The whole front end's state machine for one screen size and input scheme ("dpad", "two", "touch")."""

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

    # ----- persistence (uttt.store: settings, stats and the game in progress in NVM) ----------------------------
    def load(self):
        """Read settings and any game in progress from NVM; a saved game resumes on the game screen."""
        if self.nvm is None:
            return
        try:
            from uttt.store import Store
        except ImportError:
            return
        self.store = Store(self.nvm)
        st = self.state = self.store.load()
        s = st.settings
        self.settings.update({"level": s.bot_level - 1, "human": s.human_mark, "sound": int(s.sound),
                              "haptics": int(s.haptics), "leds": int(s.leds), "stay_open": int(s.stay_open),
                              "most_boards": int(s.most_boards), "theme": s.theme,
                              "contrast": int(s.high_contrast), "tips": int(not s.tutorial_done),
                              "vs": int(s.vs_computer),
                              "best_of": _index(BEST, s.best_of), "sudden_death": int(s.sudden_death),
                              "alternate": int(s.alternate_first), "timer": _index(TIMES, s.timer),
                              "timeout": int(s.timer_mode == "lose")})
        self.series = st.series
        self.series_kind = st.series_kind
        msg = st.message or self.store.message
        if msg:
            self._print("note: " + msg)
            if "yet" not in msg:  # a first power-on is not news; lost or unreadable data is
                self.notice = msg
        g = st.game
        if g is None or g.result:
            return
        self.game = g
        if st.opponent:
            self.mode = "bot" if g.variant == "ultimate" else g.variant
            self.cpu = True
            self.level = st.opponent - 1
            self.human = st.human_mark
        else:
            self.mode = "hotseat" if g.variant == "ultimate" else g.variant
        self.log = replay_log(g)
        self.cursor = 40 if g.variant == "ultimate" else 4
        self.place_cursor(g.last_move % 9 if g.ply else -1)
        self.screen = "game"
        self.dirty.add("cells")
        self._print("Resumed: %s, move %d" % (self.mode_name(), g.ply + 1))
        self.after_change()

    def save(self):
        """Write settings and the game in progress (nothing when nothing changed; no store: nothing)."""
        if self.store is None:
            return
        st = self.state
        s = st.settings
        v = self.settings
        s.bot_level = v["level"] + 1
        s.human_mark = v["human"]
        s.sound = bool(v["sound"])
        s.haptics = bool(v["haptics"])
        s.leds = bool(v["leds"])
        s.stay_open = bool(v["stay_open"])
        s.most_boards = bool(v["most_boards"])
        s.theme = v["theme"]
        s.high_contrast = bool(v["contrast"])
        s.tutorial_done = not v["tips"]
        s.vs_computer = bool(v["vs"])
        s.best_of = BEST[v["best_of"]]
        s.sudden_death = bool(v["sudden_death"])
        s.alternate_first = bool(v["alternate"])
        s.timer = TIMES[v["timer"]]
        s.timer_mode = "lose" if v["timeout"] else "random"
        st.series = self.series
        st.series_kind = self.series_kind
        g = self.game
        if g is not None and not self.over and self.mode:
            st.game = g
            st.opponent = self.level + 1 if self.cpu else 0
            st.human_mark = self.human
        else:
            st.game = None
            st.opponent = 0
        if not self.store.save(st) and self.store.message:
            self._print("note: " + self.store.message)

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
            self.bad(m % 9 if self.mode == "wild" else m, _short(why))
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

    def start_thinking(self, why):
        try:
            from uttt.bot import Thinker
        except (ImportError, MemoryError) as e:
            # Keep the game: say why the computer cannot answer, and let the player choose.
            self._print("! the computer is unavailable: %s" % (e,))
            self.notice = "Computer unavailable: " + ("out of memory" if isinstance(e, MemoryError) else "bot missing")
            self.go("pause")
            return
        seed = self.seed if self.seed is None else self.seed + self.game.ply
        self.thinker = Thinker(self.game, LEVELS[self.level], seed=seed)
        self.thinking = why
        self.think_since = self.now
        self.dirty.add("status")

    def cancel_thinking(self):
        if self.thinker is not None:
            self.thinker.cancel()
        self.thinker = None
        if self.thinking:
            self.dirty.add("status")
        self.thinking = None

    # ----- input --------------------------------------------------------------------------------------------------
    def frame(self, events):
        """One frame's input: button codes and (x, y) touches. Two or more buttons at once are refused."""
        presses = [e for e in events if isinstance(e, int)]
        touches = [e for e in events if not isinstance(e, int)]
        if len(presses) > 1:
            self.bad(-1, "1 key")
            return
        if presses:
            self.press(presses[0])
        elif touches:
            self.touch(touches[0][0], touches[0][1])

    def press(self, code):
        """One button press (a code from uttt.ui.buttons)."""
        if not isinstance(code, int) or not 0 <= code <= 9:
            self.bad()
            return
        if self.notice:
            self.notice = ""
            self.dirty.add("menu")
        screen = self.screen
        if screen == "game":
            self.press_game(code)
        elif screen == "result":
            self.press_result(code)
        elif screen == "log":
            self.press_log(code)
        elif screen in PICTURES:
            from uttt.ui import replay
            replay.press(self, code)
        else:
            self.press_menu(code)

    def press_game(self, code):
        if self.thinking:
            if code in (K.B, K.START):
                self.cancel_thinking()
                self.go("pause")
            else:
                self.bad(-1, "wait")
            return
        if code == K.START:
            self.go("pause")
        elif code == K.SELECT:
            self.open_log()
        elif code == K.B:
            if self.mode == "wild":
                self.toggle_mark()
            else:
                self.go("pause")
        elif code in (K.NEXT, K.PREV):
            self.step_focus(1 if code == K.NEXT else -1)
        elif not self.human_turn():
            self.bad(-1, "wait")
        elif code == K.A:
            if self.focus:
                self.panel_action(self.focus)
            elif self.now - self.played_at < MASH_MS:
                self.bad(-1, "wait")
            else:
                self.play(self.cell_move(self.cursor))
        else:
            self.focus = None
            self.move_cursor(*_DIRS[code])

    def toggle_mark(self):
        self.mark = 3 - self.mark
        self.cue("select")
        self.dirty.add("status")
        self.dirty.add("cursor")

    def panel_buttons(self):
        """Names of the panel buttons for the current screen, slot 0 first (bottom or right)."""
        if self.screen == "result":
            return ("menu", "again", "log", "replay")
        if self.screen in PICTURES:
            return ("back",)
        if self.screen != "game":
            return ()
        if self.mode == "wild":
            return ("menu", "log", "mark")
        return ("menu", "log")

    def panel_action(self, name):
        if name == "menu":
            self.cancel_thinking()
            self.go("title" if self.screen == "result" else "pause")
        elif name == "log":
            self.open_log()
        elif name == "mark":
            self.toggle_mark()
        elif name == "again":
            self.new_game()
        elif name in ("replay", "back"):
            from uttt.ui import replay
            if name == "replay":
                replay.open_replay(self)
            else:
                replay.close(self)

    def press_result(self, code):
        if code == K.A:
            if self.focus:
                self.panel_action(self.focus)
            elif self.now - self.played_at < MASH_MS:
                self.bad(-1, "wait")
            else:
                self.new_game()
        elif code in (K.B, K.START):
            self.go("title")
        elif code == K.SELECT:
            self.open_log()
        elif code == K.LEFT and self.scheme == "dpad":  # step back into the game: the replay
            self.panel_action("replay")
        elif code in (K.NEXT, K.PREV, K.UP, K.DOWN, K.LEFT, K.RIGHT):
            names = self.panel_buttons()
            i = names.index(self.focus) if self.focus in names else -1
            step = 1 if code in (K.NEXT, K.UP, K.LEFT) else -1
            if i < 0:
                i = 0 if step > 0 else 1
            else:
                i = (i + step) % len(names)
            self.focus = names[i]
            self.dirty.add("status")

    def touch(self, x, y):
        """A touch-down at display pixel (x, y)."""
        L = self.layout
        if not (0 <= x < L.width and 0 <= y < L.height):
            return
        if self.screen in PICTURES:
            from uttt.ui import replay
            replay.touch(self, x, y)
        elif self.screen in ("game", "result"):
            names = self.panel_buttons()
            i = L.slot_at(x, y, len(names))
            if i >= 0:
                if self.thinking and names[i] == "menu":
                    self.cancel_thinking()
                    self.go("pause")
                elif self.thinking:
                    self.bad(-1, "wait")
                else:
                    self.panel_action(names[i])
                return
            if self.screen == "result":
                return
            m = L.cell_at(x, y) if self.ultimate else L.square_at(x, y)
            if m < 0:
                return
            if not self.human_turn():
                self.bad(m, "wait")
            elif not self._empty(m):
                self.bad(m, "taken")
            elif not self.in_area(m):
                self.bad(m, "wrong board")
            elif self.now - self.played_at < MASH_MS:
                self.bad(m, "wait")
            else:
                self.cursor = m
                self.focus = None
                self.play(self.cell_move(m))
        elif self.screen == "log":
            self.touch_log(x, y)
        else:
            self.touch_menu(x, y)

    # ----- time ---------------------------------------------------------------------------------------------------
    def tick(self, now):
        """Advance time to now (ms): expire flashes and highlights, run a slice of the computer's thinking."""
        self.now = now
        if self.flash_until and now >= self.flash_until:
            self.flash_until = 0
            self.flash_cell = -1
            self.dirty.add("cursor")
            self.dirty.add("status")
        if self.highlight >= 0 and now >= self.highlight_until:
            self.highlight = -1
            self.dirty.add("cells")
        if self.thinking and self.screen != "game":
            self.cancel_thinking()
        elif self.thinking:
            phase = (now // ANIM_MS) & 3
            if phase != self.anim:
                self.anim = phase
                self.dirty.add("status")
            self.think()
        self.timer_tick(now)
        self.rate_tick()

    def think(self):
        clock = self.clock
        t0 = clock() if clock else 0
        done = self.thinker.step(self.units)
        if not done and self.now - self.think_since > THINK_MS:
            self.thinker.stop()  # a slow board answers with the best move found so far
            done = True
        if clock:
            spent = clock() - t0
            if spent < 12 and self.units < 4096:
                self.units *= 2
            elif spent > 40 and self.units > 1:
                self.units //= 2
        if not done:
            return
        m = self.thinker.move
        why = self.thinking
        self.thinker = None
        self.thinking = None
        self.dirty.add("status")
        if m is None or self.game.why_illegal(m):
            # The bot must never do this; say so loudly rather than hang the game.
            self._print("! computer chose an illegal move %r" % (m,))
            moves = self.game.legal_moves()
            m = moves[0] if moves else None
            if m is None:
                return
        if why == "bot":
            self.play(m, by_bot=True)
        else:
            self.cursor = m % 9 if self.mode == "wild" else m
            if self.mode == "wild":
                self.mark = m // 9 + 1
            self.focus = None
            self.highlight = m
            self.highlight_until = self.now + 3 * HIGHLIGHT_MS
            self.cue("select")
            self.dirty.add("cursor")
            self.dirty.add("cells")

    # ----- the serial console -------------------------------------------------------------------------------------
    def console(self, line):
        """A line typed on the serial console: a move such as "3 5" (board 3, square 5), or "help"."""
        text = str(line).strip()
        if not text:
            return
        if text.lower() in ("help", "?", "h"):
            self._print("Type a move: '3 5' = board 3, square 5 (1-9, numbered like a phone keypad "
                        "from the top-left); Classic '5'; Wild 'O 5'.")
            return
        if self.screen != "game" or self.game is None:
            self._print("? no game on screen: start one from the menu first")
            return
        if not self.human_turn():
            self._print("? not your turn")
            return
        try:
            m = parse_move(text, self.variant)
        except ValueError as e:
            self._print("? %s" % e)
            return
        why = self.game.why_illegal(m)
        if why:
            self._print("? %s is illegal: %s" % (format_move(m, self.variant), why))
            self.bad(m % 9 if self.mode == "wild" else m, _short(why))
            return
        self.cursor = m % 9 if self.mode == "wild" else m
        self.play(m)

    # ----- what the view shows ------------------------------------------------------------------------------------
    def status(self):
        """Two short lines for the status panel."""
        g = self.game
        if self.flash_until:
            w = self.refusal.split(" ")
            return (w[0], " ".join(w[1:]))
        if self.screen in PICTURES:
            from uttt.ui import replay
            return replay.status(self)
        r = self.result
        if r:
            if r == 3:
                return ("Draw", "")
            who = self.player_name(self.series.player_of(r)) if self.round_won < 0 else \
                self.player_name(self.round_won)
            if self.mode == "wild":
                return (who, "win" if who == "You" else "wins")
            return ("%s wins" % " XO"[r], who)
        if self.thinking:
            return ("think" if self.thinking == "bot" else "hint", "." * (self.anim + 1))
        if self.cpu:
            return ("you" if g.turn == self.human else "cpu", "B:swap" if self.mode == "wild" and
                    self.scheme == "dpad" else "to go")
        who = "P%d" % self.series.player_of(g.turn)
        if self.mode == "wild":
            return (who, "B:swap" if self.scheme == "dpad" else "")
        return (who, "to go")

    def turn_mark(self):
        """The mark shown big in the panel: whose turn (the winner at the end, 0 after a draw)."""
        g = self.game
        if self.screen in PICTURES:
            from uttt.ui import replay
            return replay.turn_mark(self)
        if g is None:
            return 0
        r = self.result
        if r:
            if r == 3 or (self.mode == "wild" and self.forfeit):
                return 0
            if self.mode == "wild":
                return g.last_move // 9 + 1
            return r
        if self.mode == "wild":
            return self.mark
        return g.turn

    def flashing(self):
        return self.flash_until != 0


BEST = (0, 3, 5, 7)   # the match setting's choices (uttt.match.BEST_OF): open-ended, best of 3, 5, 7


def _index(choices, value):
    """Index of value in choices (the nearest lower choice when it is not one)."""
    i = 0
    for k in range(len(choices)):
        if choices[k] <= value:
            i = k
    return i


def _short(why):
    """A rules reason in a word or two for the status panel."""
    if "taken" in why:
        return "taken"
    if "must play" in why:
        return "wrong board"
    if "closed" in why:
        return "closed board"
    return "no"


_DIRS = {K.UP: (0, -1), K.DOWN: (0, 1), K.LEFT: (-1, 0), K.RIGHT: (1, 0)}
