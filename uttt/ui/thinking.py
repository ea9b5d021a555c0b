"""Time and the computer's thinking: a mixin of ``uttt.ui.app.App``.

``tick(now)`` expires flashes and highlights, runs a slice of the bot's search (``uttt.bot.Thinker``, imported
when the computer first thinks), the turn timer and the background rating (``uttt.ui.rounds``).
"""

THINK_MS = 2500     # the computer's answer is due by then (hard's budget is ~2 s of PyBadge time)
HIGHLIGHT_MS = 900  # the computer's move (and a hint) is highlighted this long
ANIM_MS = 180       # thinking animation step
LEVELS = ("beginner", "easy", "medium", "hard")


class Thinking:
    """The clock and the computer opponent of the App (expects the App's attributes)."""

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
        self.fx.tick(self, now)

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
