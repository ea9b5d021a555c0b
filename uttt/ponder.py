"""Thinking on the player's time: ``Ponder`` (see docs/bot.md, "Pondering"; the API is ``uttt.bot``'s).

Its own module so that a board loads only what the game uses (this, uttt.bot_search and uttt.bot_eval), not
uttt.bot's one-call helpers (best_move, hint, rate_move).
"""

from uttt.bot_search import Thinker, BUDGETS, level_index, take_area, give_area, default_seed, free_moves


# Pondering's plan, a job per pair of bytes: (k, 0) predicts the player's k-th likeliest move (a search of the
# player's position for PREDICT units, the first k - 1 left out; the next ones get half); (k, n) searches the
# reply to candidate k up to n x the level's budget, taken up where it stopped. The likeliest move first, deep
# (three times the budget: 5 s of the player's time is about that; strength grows fast with the units, and
# against MCTS the first guess is right a third of the time), then the second and third to the budget (each
# then answered at once too; one of the first three is right two thirds of the time), then deeper again.
# Below hard every reply stops at the level's budget: the answer comes at once, no stronger than without.
_PLAN = b"\x01\x00\x01\x03\x02\x00\x02\x01\x03\x00\x03\x01\x01\x06\x02\x02\x01\x0c\x03\x02\x02\x04\x01\x10"
PREDICT = 300


class Ponder:
    """Thinking on the player's time (see docs/bot.md, "Pondering").

    ``Ponder(game, level, seed)`` with the player to move in ``game``; ``step(units)`` a slice at a time
    (True once there is nothing left to do); ``reply(move)`` once the player has played ``move``: a Thinker for
    the position after it, already partly or wholly done (``done`` at once when the pondered search reached the
    level's budget), that the app steps as usual. ``cancel()`` drops everything (a screen change, an undo,
    power save). The caller's game is not changed: the Ponder and its searches share one copy of it.
    """

    def __init__(self, game, level="hard", seed=None, budget=None):
        if game.result:
            raise ValueError("the game is over: there is nothing to ponder")
        self.level = lv = level_index(level)
        self.budget = BUDGETS[lv] if budget is None else max(1, int(budget))
        self.seed = default_seed() if seed is None else int(seed)
        self.units = 0
        self.done = False
        self._g = game.copy()     # the player's position; the job's candidate pushed on it while it runs
        self._legal = bytes(free_moves(game) or game.legal_moves())  # (no 512-byte list on a free move: heap27)
        self._job = -2            # index in the plan of the job in progress
        self._t = None            # its Thinker
        self._cands = []          # the player's likely moves, likeliest first
        self._recs = {}           # candidate -> a stopped reply search (Thinker.freeze's record)
        self._area = None         # one work area for every search of this Ponder, its hash moves kept: taken by the
        #                           first job (_next, its set-up's frame), not in the frame the pondering starts in
        # (the first job starts with the first step: a search's set-up, in a frame of its own)

    def _next(self):
        """Start the next job of the plan that can run; done when none is left."""
        g = self._g
        if self._area is None:
            self._area = take_area()  # (~20 us of a PC's port clearing its hash moves: ultpress48)
        while True:
            self._job += 2
            if self._job >= len(_PLAN):
                self.done = True
                return
            k = _PLAN[self._job] - 1
            n = _PLAN[self._job + 1]
            cands = self._cands
            if not n:
                if k == len(cands) and k < len(self._legal):
                    self._t = Thinker(g, 3, seed=self.seed, budget=PREDICT >> (k > 0), area=self._area,
                                      skip=cands, mine=True, whole=True)
                    return
                continue
            if k >= len(cands):
                continue
            c = cands[k]
            rec = self._recs.get(c)
            target = n * self.budget if self.level == 3 else self.budget
            if rec is None or rec[4] < target:
                g._push(c)
                if not g.result:
                    self._t = Thinker(g, self.level, seed=self.seed, budget=target, area=self._area, prior=rec,
                                      mine=True, whole=True)
                    self._t.cand = c
                    return
                g.undo()

    def _stop_job(self):
        # Freeze the job in progress, keep what it found, take the game and the work area back.
        t = self._t
        self._t = None
        if t is not None:
            rec, self._area = t.freeze()
            c = getattr(t, "cand", -1)
            if c >= 0:
                self._recs[c] = rec
                self._g.undo()
            elif t.move >= 0:
                self._cands.append(t.move)

    def step(self, units=64):
        """Ponder at most ``units`` work units (a slice of one may take two); True once the plan is done. A job's
        set-up (its search made or taken up again) starts a step: a step that finishes a job returns None (not
        done), and the next one starts the next job (the app's clock gives it a frame of its own)."""
        left = max(1, units)
        start = self.units
        if self._t is None and not self.done:
            self._next()
        while not self.done and left > 0:
            if left < 2 and self.units > start:
                break
            t = self._t
            before = t.units
            finished = t.step(left)
            spent = t.units - before
            self.units += spent
            left -= spent
            if finished:
                self._stop_job()
                return None
            elif not spent:
                break
        return self.done

    def reply(self, move):
        """The search of the computer's reply to the player's ``move``: a Thinker, done at once when the pondered
        work already reached the level's budget, else to be stepped until then (or, by the stop rule of a move's
        search, to an iteration's end past half of it: the jobs spend theirs in full). Ends the pondering."""
        if self._g is None or not (isinstance(move, int) and 0 <= move < 81 and move in self._legal):
            raise ValueError("illegal move %r (or the pondering was stopped)" % (move,))
        t = self._t
        if t is not None and getattr(t, "cand", -1) == move:
            # the search in progress is the one wanted: carry on, at least to the level's budget
            if t.units >= self.budget:
                t.stop()
            else:
                t.budget = self.budget
                t.whole = False   # the reply: the stop rule of a move's search (uttt.bot_search.Thinker._over)
        else:
            self._stop_job()
            g = self._g
            g._push(move)
            t = Thinker(g, self.level, seed=self.seed, budget=self.budget, area=self._area,
                        prior=self._recs.get(move), mine=True)
        self._t = self._g = self._area = None
        self._recs = {}
        self.done = True
        t.own()
        return t

    def cancel(self):
        """Stop pondering and let go of everything (the work area goes back to the pool). The running search is
        dropped as it stands, not frozen: its record went with the rest (the press that opens a menu, an undo,
        the timer's move: cancel 13-27 -> 2-4 us on the 32-bit port, ~2 ms of a PyBadge's, estimate; ultpress48). The area is
        as a freeze leaves it (that only reads it; the next search clears what it reads: take_area, Thinker)."""
        give_area(self._area)
        self._t = self._g = self._area = None
        self._recs = {}
        self.done = True

    stop = cancel
