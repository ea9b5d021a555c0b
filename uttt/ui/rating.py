"""Move accuracy after a game: the bot rates each of your moves against its own choice, a slice at a time.

Imported with the computer (uttt.ui.computer loads it with the bot). ``Rater(game, mark)`` keeps its own copy
of the moves and its own game, which its searches use in place (no copy per search), so the player may start
the next game at once; the app calls ``step(units)`` from ``tick`` while the computer is not thinking, and
reads ``rated`` / ``matched`` when ``step`` returns True.

A move *matches* when the bot, searching the position with medium's budget (three to four plies), finds it as
good as its own choice within GOOD evaluation points (both moves searched side by side to the same depth).
Positions with a single legal move are not rated. So the figure means something: a game of random moves scores
about 45%, pressing A on the first free cell about 40%, the hard level's own moves about 90%
(tests/test_rating.py holds the gap; issue 10: the old 60-unit search at one or two plies and a 15-point margin
gave the first free cell 82%).
"""

from uttt.bot_search import Thinker, BUDGETS, move_loss
from uttt.codec import new_game

GOOD = 8           # evaluation points: a loss up to this still counts as matching the bot's choice
BUDGET = BUDGETS[2]  # the "medium" budget per rated move (~0.3 s of PyBadge time); level "hard": no noise


class Rater:
    """Rates the moves of the player holding ``mark`` (1 X / 2 O; Wild: 1 first player, 2 second)."""

    def __init__(self, game, mark, seed=0, budget=BUDGET):
        self.moves = list(game.moves)
        self.mark = mark
        self.seed = seed
        self.budget = budget
        self.game = new_game(game.variant, getattr(game, "stay_open", 0), getattr(game, "most_boards", 0))
        self.i = 0            # index in moves of the move being rated
        self.thinker = None
        self.best = -1        # the bot's own move, while the two are compared
        self.rated = 0
        self.matched = 0
        self.done = False

    def _next(self):
        """Walk to the next move of yours with a choice; start its search. False when none is left."""
        g = self.game
        while self.i < len(self.moves):
            if g.turn == self.mark and len(g.legal_moves()) > 1:
                self.best = -1
                self.thinker = Thinker(g, "hard", seed=self.seed + self.i, budget=self.budget, mine=True)
                return True
            g.play(self.moves[self.i])
            self.i += 1
        return False

    def step(self, units):
        """Do about ``units`` work units; True once every move is rated."""
        while not self.done and units > 0:
            t = self.thinker
            if t is None:
                if not self._next():
                    self.done = True
                    break
                continue
            before = t.units
            finished = t.step(units)
            units -= max(1, t.units - before)
            if not finished:
                break
            move = self.moves[self.i]
            if self.best < 0 and t.move != move:
                # Compare the two side by side, each with a full window, to the depth the bot reached.
                self.best = t.move
                self.thinker = Thinker(self.game, "hard", seed=self.seed, budget=1 << 29, only=(t.move, move),
                                       depth=max(1, t.depth), mine=True)
                continue
            self.rated += 1
            if self.best < 0 or move_loss(t, self.best, move) <= GOOD:
                self.matched += 1
            self.thinker = None
            self.game.play(move)
            self.i += 1
        return self.done

    def suspend(self):
        """The rating so far as a plain tuple, no bot object in it: off the game screen its search tables go, and
        with another family open the bot's code goes with its family (docs/memory.md). ``resume(record)`` takes
        it up again; the search of the move in hand starts over and finds the same answer (a search does not
        depend on its slices)."""
        g = self.game
        return (bytes(self.moves), self.mark, self.seed, self.budget, g.variant, getattr(g, "stay_open", 0),
                getattr(g, "most_boards", 0), self.i, self.rated, self.matched)

    def percent(self):
        """Matched moves in per cent (rounded), None when nothing was rated."""
        if not self.rated:
            return None
        return (200 * self.matched + self.rated) // (2 * self.rated)


def resume(record):
    """A Rater again from ``Rater.suspend()``'s record."""
    moves, mark, seed, budget, variant, stay_open, most_boards, i, rated, matched = record
    r = Rater(new_game(variant, stay_open, most_boards), mark, seed, budget)
    r.moves = list(moves)
    for m in moves[:i]:
        r.game.play(m)
    r.i = i
    r.rated = rated
    r.matched = matched
    return r
