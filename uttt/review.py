"""The analysis of a finished game, a slice at a time: every position searched once by the reference search
(``uttt.bot_ref``, the hint's), for both players.

``Analysis(game)`` keeps its own copy of the moves and its own game, which its searches use in place, so the
next game may start at once. ``step(units)`` does about that many work units and returns True once every
position is done. What it finds, per move ``i`` (the move played from position ``i``):

- ``best[i]``: the reference search's move there (``NONE`` when the move was the only legal one);
- ``loss[i]``: evaluation points the move played gave away against it (0 when it is that move);
- ``score[i]``: the value of position ``i`` for the side to move (evaluation points, 125 a logit; +-``WIN``
  a game won or lost, +-(``WIN`` - 1) a win or a loss the search proved); ``score[n]`` the final position's.

With a ``mark`` (1 or 2: the first or the second player; 0 none) it is also the rating of that player's moves
(``uttt.ui.rating.Rater`` is this class): once done, ``rated`` counts the moves with a choice and ``matched``
those within ``GOOD`` points of the reference move (``percent()``).

``record()`` (also ``suspend()``) is all of it as a plain tuple of bytes (no object of this module in it), and
``load(record)`` makes an Analysis again: the app keeps the record while other screens are open (this module
and the bot go with their family) and ``uttt.moments`` reads it. It imports the search only when one starts
(``uttt.bot_ref``), so reading a record loads no bot. Pure: no hardware module; runs on CircuitPython.
"""

from array import array

from uttt.bot_ref import reference, compare, GOOD   # bot_ref loads the search only when one starts
from uttt.codecfmt import new_game   # (the leaf: a Super boot has it, not uttt.codec)

NONE = 255          # best[i] of a position with a single legal move: nothing to choose, not rated
WIN = 30000         # a game won; WIN - 1 a win the search proved; other values are kept within +-(WIN - 2)


class Analysis:
    """Both players' moves of a finished ``game`` (Ultimate, Classic or Wild), judged by the reference search.
    ``uttt.superreview.Analysis`` is this class for Super-Ultimate: its moves (0..728) in 16-bit arrays, ``none``
    its mark of a forced move, and its own ``_prep`` and ``_loss`` (Ultimate's search not loaded)."""

    none = NONE   # best[i] of a forced move
    budget = None   # the reference search's units a position (None: bot_ref's; Super's: a share of a long game's)

    def __init__(self, game, mark=0, seed=0, budget=None):
        self.mark = mark     # (seed, budget: the old Rater's arguments; the reference search has its own)
        self.rated = self.matched = 0
        self.moves = bytes(game.moves)
        self.variant = game.variant
        self.stay_open = int(getattr(game, "stay_open", 0))
        self.most_boards = int(getattr(game, "most_boards", 0))
        self.game = new_game(self.variant, self.stay_open, self.most_boards)
        n = len(self.moves)
        self.best = bytearray(n)
        self.loss = array("H", bytes(2 * n))
        self.score = array("h", bytes(2 * n + 2))
        self.i = 0           # the position being searched (all of them before it are done)
        self.thinker = None
        self.ref = -1        # the reference move, while the move played is compared with it
        self.depth = 0       # the depth the reference search reached (the comparison's)
        self.units = 0
        self.done = False
        if not n:
            self.done = True

    def step(self, units):
        """Do about ``units`` work units; True once every position is done. A search's set-up (a position's
        reference search, the comparison of the move played with it) and the import of a module of the search
        each start a step (the app's clock gives it a frame of its own): a step that would reach one after some
        work returns None (not done) there. A set-up is a step alone, which returns None too (rate28: it takes
        ~15-20 ms of a PyBadge, ten units' worth, and the search's first units came on top of it); so is making
        the search's work area when the pool has none (``_area``). So does the step whose work finishes the last
        position (frames23):
        what the app does with the finished analysis (``uttt.ui.rating.rated``: the stats, the save) then gets
        the next frame, whose step returns True at once."""
        start = self.units
        while not self.done and units > 0:
            t = self.thinker
            g = self.game
            i = self.i
            if t is None:
                if self.ref < 0 and not self._choice(g):   # nothing to choose: not searched; its value is
                    self.best[i] = self.none               # the next one's
                    self._next()
                    continue
                if self.units > start or self._prep():
                    return None
                if self.ref < 0:
                    t = reference(g, mine=True, budget=self.budget)
                else:   # the two side by side, each with a full window, to the depth the reference reached
                    t = compare(g, self.ref, self.moves[i], self.depth, mine=True)
                t.pause = True   # (uttt.bot_loop: an iteration's end that sorts many root moves starts a step)
                self.thinker = t
                return None   # the set-up alone (rate28: ~15-20 ms of a PyBadge's frame, ten units' worth)
            before = t.units
            finished = t.step(units)
            spent = max(1, t.units - before)
            units -= spent
            self.units += spent
            if not finished:
                if finished is None:   # Ultimate's search stopped before an iteration's end that sorts many root
                    return None        # moves (a free move's: uttt.bot_loop's pause): in a frame of its own, first
                break   # (rate28). Super's sorts in pieces of the step's units: the frame goes on (analysis60)
            move = self.moves[i]
            if self.ref < 0:
                self.ref = t.move
                self.best[i] = t.move
                v = t.score
                self.score[i] = (WIN - 1 if v > 999000 else 1 - WIN if v < -999000 else
                                 max(2 - WIN, min(WIN - 2, v)))
                if t.move != move:   # compared with the move played next (a set-up: the next step's)
                    self.depth = t.depth
                    self.thinker = None
                    continue
            else:
                self.loss[i] = self._loss(t, self.ref, move)
            self._next()
        return None if self.done and self.units > start else self.done

    def _choice(self, g):
        return _choice(g)

    def _prep(self):
        # the search's next module, or its work area, in a step of its own: True when one was made (see step)
        return _load(self.variant) or _area()

    def _loss(self, t, best, move):
        from uttt.bot_search import move_loss
        return move_loss(t, best, move)

    def _next(self):
        g = self.game
        self.thinker = None
        self.ref = -1
        g.play(self.moves[self.i])
        self.i += 1
        if self.i >= len(self.moves):
            self._finish()

    def _finish(self):
        g = self.game
        n = len(self.moves)
        # the final position, for the side to move there: lost, won (Ultimate's most-boards tiebreak), drawn
        r = g.result
        self.score[n] = 0 if r == 3 or not r else (WIN if r == g.turn else -WIN)
        for i in range(n - 1, -1, -1):
            if self.best[i] == self.none:   # a forced move: the next position's value, a won game as a proven win
                self.score[i] = max(1 - WIN, min(WIN - 1, -self.score[i + 1]))
        self.done = True
        self._rate()

    def _rate(self):
        """The rated player's moves with a choice, and those within GOOD points of the reference move."""
        rated = matched = 0
        if self.mark:
            for i in range(self.mark - 1, len(self.moves), 2):
                if self.best[i] != self.none:
                    rated += 1
                    matched += self.loss[i] <= GOOD
        self.rated, self.matched = rated, matched

    def percent(self):
        """The rated player's matched moves in per cent (rounded), None when nothing was rated."""
        r = self.rated
        return (200 * self.matched + r) // (2 * r) if r else None

    def record(self):
        """Everything as a plain tuple (see ``load``)."""
        return (self.moves, self.variant, self.stay_open, self.most_boards, self.i, bytes(self.best),
                bytes(self.loss), bytes(self.score), self.done, self.mark)

    suspend = record


def _choice(g):
    """True when the side to move has two legal moves or more; for Ultimate asked move by move (``legal_moves()``'s
    list grows to 512 bytes on a free move, a block the fragmented heap of a result screen failed: docs/memory.md,
    mem22). Super-Ultimate's: ``uttt.superreview.Analysis._choice``, by the open small boards (rate64)."""
    if g.variant != "ultimate":
        return len(g.legal_moves()) > 1
    n = 0
    f = g.forced   # sent to a board: its nine cells alone (rate28: all 81 asked took ~4-7 ms of a PyBadge's frame)
    for m in range(9 * f, 9 * f + 9) if f >= 0 else range(81):
        if g.is_legal(m):
            n += 1
            if n > 1:
                return True
    return False


def _load(variant):
    """Import the next module of the search that is not loaded yet (one a step: each import takes a while on a
    board); True when one was imported."""
    import sys
    for name in ("uttt.bot_loop", "uttt.bot_search", "uttt.bot_eval" if variant == "ultimate" else "uttt.bot_small"):
        if name not in sys.modules:
            __import__(name)
            return True
    return False


def _area():
    """Make the search's work area when the pool has none (after its modules were dropped, or a menu let the spare
    go): True when it did. Its ~2.4 KB, the set-up's largest allocation, is the one that collects the heap: in a
    step of its own, the collection does not come on top of the set-up (rate28)."""
    from uttt.bot_search import _POOL, give_area, new_area
    if _POOL:
        return False
    give_area(new_area())
    return True


def load(record):
    """An Analysis again from ``record()``'s tuple; the search of the position in hand starts over (a search
    does not depend on its slices, so it finds the same)."""
    moves, variant, stay_open, most_boards, i, best, loss, score, done, mark = record
    a = Analysis(new_game(variant, stay_open, most_boards), mark)
    a.moves = moves
    a.best = bytearray(best)
    a.loss = array("H", loss)
    a.score = array("h", score)
    for m in moves[:i]:
        a.game.play(m)
    a.i = i
    a.done = done
    if done:
        a._rate()
    return a
