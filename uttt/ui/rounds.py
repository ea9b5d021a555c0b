"""Match play around the games: the series of rounds, the turn timer and the rating of your moves.

A mixin of ``uttt.ui.app.App`` (it expects the App's attributes). Pure logic: no displayio, no pins.

- A **series** (``uttt.match.Series``) belongs to one kind of game: Ultimate, Classic or Wild, against a friend
  or the computer. *Again* and *New game* continue it; starting another kind from the title menu, or changing
  the match settings (match length, draws, first move, your side against the computer), starts a new one, and
  so does the next game after a series is over. Player 1 is you against the computer.
- The **turn timer** (``uttt.match.TurnTimer``) times a person's turn on the game screen only: it pauses on
  menus and the log, the computer's turn is not timed, and a hint's search does not count.
- After each game against the computer the bot **rates** your moves in the background (``uttt.ui.rating``);
  between friends too (player 1's moves) when ``settings["rate_2p"]`` is set.
"""

from uttt.match import Series, TurnTimer, BEST_OF, RANDOM, LOSE, expire_move, forfeit_result, format_half

TIMES = (0, 5, 10, 15, 20, 30, 45, 60)   # the timer setting's choices (seconds per move, 0 = off)
VARIANTS = ("ultimate", "classic", "wild")


class Rounds:
    """Series, timer and rating behaviour of the App."""

    def init_rounds(self):
        self.cpu = False            # the game is against the computer (any variant)
        self.series = Series()
        self.series_kind = 0        # 0 unknown, else 1 + 2 * variant index + cpu (the store keeps it)
        self.forfeit = 0            # a round lost on time: its result (1 X won, 2 O won); the board has none
        self.timer = TurnTimer()
        self.timer_ply = -1         # the ply the countdown was started for
        self.timer_shown = None     # seconds on screen (None: no countdown)
        self.rater = None
        self.accuracy = None        # per cent of the last rated game, None while rating or not rated
        self.round_won = -1         # the player who won the last round (0 a draw, -1 none yet)

    @property
    def result(self):
        """The round's result: 1 X won, 2 O won, 3 draw (the board's, or a loss on time); 0 while playing."""
        g = self.game
        if g is None:
            return 0
        return g.result or self.forfeit

    # ----- rounds ----------------------------------------------------------------------------------------------
    def kind_of(self, mode, cpu):
        variant = "ultimate" if mode in ("hotseat", "bot") else mode
        return 1 + 2 * VARIANTS.index(variant) + (1 if cpu else 0)

    def next_round(self, mode):
        """Before a game of mode starts: set who plays what, continue the series or start a new one."""
        s = self.settings
        cpu = mode == "bot" or (mode in ("classic", "wild") and bool(s["vs"]))
        self.cpu = cpu
        kind = self.kind_of(mode, cpu)
        first = 1 if not cpu or s["human"] == 1 else 2
        want = (BEST_OF[s["best_of"]], bool(s["sudden_death"]), bool(s["alternate"]), first)
        se = self.series
        if se.over or kind != self.series_kind or (se.best_of, se.sudden_death, se.alternate, se.first) != want:
            self.series = Series(*want)
            self.series_kind = kind
            if self.state is not None:
                self.state.series = self.series
        self.human = self.series.mark_of(1)
        self.forfeit = 0
        self.round_won = -1
        self.accuracy = None
        self.timer = TurnTimer(TIMES[s["timer"]], LOSE if s["timeout"] else RANDOM)
        self.timer_ply = -1
        self.timer_shown = None

    def end_round(self, result):
        """A round ended with result (1 X won, 2 O won, 3 draw): score it, count it in the stats, rate it."""
        se = self.series
        p1_mark = se.mark_of(1)
        self.timer.stop()
        self.timer_shown = None
        if not se.over:
            self.round_won = se.record(result)
        if self.state is not None:
            from uttt.stats import outcome
            self.state.stats.record(self.variant, self.level + 1 if self.cpu else 0, outcome(result, p1_mark))
        line = "Round %d: %s. %s" % (se.rounds, "Cat's game" if not self.round_won
                                     else "%s wins" % self.player_name(self.round_won), self.score_line())
        if se.over:
            line += ". " + self.series_line()
        self._print(line)
        self.start_rating(p1_mark)

    def player_name(self, player):
        """"P1" / "P2" between friends, "You" / "CPU" against the computer."""
        if self.cpu:
            return "You" if player == 1 else "CPU"
        return "P%d" % player

    def score_line(self):
        se = self.series
        return "%s %s - %s %s" % (self.player_name(1), se.score_text(1), se.score_text(2), self.player_name(2))

    def series_line(self):
        """The series result once it is over: "P1 wins the series 2-1" or "Series tied 1.5-1.5"."""
        se = self.series
        score = "%s-%s" % (se.score_text(1), se.score_text(2))
        if not se.winner:
            return "Series tied " + score
        if se.winner == 2:
            score = "%s-%s" % (se.score_text(2), se.score_text(1))
        name = self.player_name(se.winner)
        return "%s %s the series %s" % (name, "win" if name == "You" else "wins", score)

    # ----- the turn timer --------------------------------------------------------------------------------------
    def timer_tick(self, now):
        """Run the countdown while a person's turn is on the game screen; act when it runs out."""
        t = self.timer
        if not t.enabled:
            return
        g = self.game
        if g is None or self.over or (self.cpu and g.turn != self.human):
            if t.running:
                t.stop()
            shown = None
        elif self.screen != "game" or self.thinking:
            t.pause(now)   # menus, the log, a hint being found: the clock waits
            shown = t.seconds_left(now)
        else:
            if self.timer_ply != g.ply:
                self.timer_ply = g.ply
                t.start(now)
            elif t.paused:
                t.resume(now)
            shown = t.seconds_left(now)
            if t.tick_due(now):
                self.cue("tick")
            if t.expired(now):
                self.time_out()
                return
        if shown != self.timer_shown:
            self.timer_shown = shown
            self.dirty.add("status")

    def time_out(self):
        """The player to move ran out of time: a random legal move, or the round lost (the setting)."""
        g = self.game
        t = self.timer
        who = self.player_name(self.series.player_of(g.turn))
        t.stop()
        self.timer_shown = None
        self.dirty.add("status")
        if t.on_expire == LOSE:
            self.forfeit = forfeit_result(g)
            line = "%s ran out of time and lose%s the round" % (who, "" if who == "You" else "s")
            self._print(line)
            self.cue("win")
            self.end_round(self.forfeit)
            self.focus = None
            self.dirty.add("cells")
            self.go("result")
            self.save()
            return
        m = expire_move(g)
        line = "%s ran out of time: a random move" % who
        self._print(line)
        self.cursor = m % 9 if self.mode == "wild" else m
        self.focus = None
        self.play(m)
        if self.highlight < 0 and not self.thinking:
            self.highlight = m          # show where the random move went
            self.highlight_until = self.now + 900

    # ----- rating your moves -----------------------------------------------------------------------------------
    def start_rating(self, mark):
        """Rate player 1's (your) moves of the game just ended (in the background, from tick)."""
        self.rater = None
        if self.game is None or not self.game.moves or not (self.cpu or self.settings.get("rate_2p")):
            return
        try:
            from uttt.ui.rating import Rater
            self.rater = Rater(self.game, mark, seed=self.seed or 0)
        except (ImportError, MemoryError) as e:
            self._print("! moves not rated: %s" % (e,))
            return
        self.dirty.add("status")

    def rate_tick(self):
        """A slice of the rating (only while the computer is not thinking)."""
        r = self.rater
        if r is None or self.thinking:
            return
        if not r.step(self.units):
            return
        self.rater = None
        self.accuracy = r.percent()
        self.dirty.add("status")
        if r.rated:
            if self.state is not None:
                self.state.stats.add_accuracy(r.rated, r.matched)
                self.save()
            self._print("Accuracy: %d of %d moves matched the computer's choice (%d%%)"
                        % (r.matched, r.rated, self.accuracy))

    # ----- the scoreboard's facts (uttt.ui.scoreboard words them) -----------------------------------------------
    def rule_tags(self):
        """Short tags for the Ultimate rule options in force: "open" (won boards stay open), "most"."""
        g = self.game
        if g is None or g.variant != "ultimate":
            return ()
        out = ()
        if getattr(g, "stay_open", 0):
            out += ("open",)
        if getattr(g, "most_boards", 0):
            out += ("most",)
        return out

    def points(self, player):
        return format_half(self.series.points(player))
