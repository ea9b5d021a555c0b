"""Settings, the series and the game in progress kept in NVM (``uttt.store``): a mixin of ``uttt.ui.app.App``.

``load()`` runs once at start-up (a saved game resumes on the game screen); ``save()`` after every change.
Without an NVM (tests, a board without one) both do nothing.
"""

from uttt.codec import new_game
from uttt.notation import log_lines
from uttt.ui.rounds import TIMES


def replay_log(game):
    """The log lines of every move of game (rebuilt after a resume or an undo)."""
    g = new_game(game.variant, getattr(game, "stay_open", 0), getattr(game, "most_boards", 0))
    out = []
    for m in game.moves:
        g.play(m)
        out += log_lines(g)
    return out


class Persist:
    """Load and save of the App's settings, series and game (expects the App's attributes)."""

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


BEST = (0, 3, 5, 7)   # the match setting's choices (uttt.match.BEST_OF): open-ended, best of 3, 5, 7


def _index(choices, value):
    """Index of value in choices (the nearest lower choice when it is not one)."""
    i = 0
    for k in range(len(choices)):
        if choices[k] <= value:
            i = k
    return i

