"""Move accuracy and the review after a game: every position of the game searched once by the reference search
(``uttt.review.Analysis``, the hint's search), a slice at a time.

Imported with the computer (uttt.ui.computer loads it with the bot) or by the Review screen. ``Rater(game,
mark)`` keeps its own copy of the moves and its own game, so the player may start the next game at once; the
app calls ``step(units)`` from ``tick`` while the computer is not thinking, and reads ``rated`` / ``matched``
(the moves of the player holding ``mark``; 0: nobody's, a game between friends) when ``step`` returns True,
and ``record()`` for the Review.

A move *matches* when the reference search finds it as good as its own choice within ``GOOD`` evaluation
points (both moves searched side by side to the same depth): the hint's move always matches, so a game that
follows the hint rates 100%. Positions with a single legal move are not rated. So the figure means something:
a game of random moves scores about 45%, pressing A on the first free cell about 40%, the hard level's own
moves about 90% (tests/test_rating.py holds the gap).
"""

from uttt.review import Analysis, load, accuracy
from uttt.bot_ref import GOOD  # noqa: F401


class Rater:
    """The analysis of a finished game, and the accuracy of the player holding ``mark`` (1 X / 2 O; Wild: 1
    first player, 2 second; 0 nobody)."""

    def __init__(self, game, mark, seed=0, budget=None, analysis=None):
        self.mark = mark
        self.seed = seed      # kept for the callers; the reference search is seeded by the position
        self.a = analysis or Analysis(game)
        self.rated = self.matched = 0
        self.done = False
        if self.a.done:
            self._count()

    @property
    def moves(self):
        return self.a.moves

    def step(self, units):
        """Do about ``units`` work units; True once every move is rated."""
        if not self.done and self.a.step(units):
            self._count()
        return self.done

    def _count(self):
        if self.mark:
            c = self.a.counts(self.mark)
            self.rated, self.matched = c[5], c[6]
        self.done = True

    def record(self):
        """The analysis as a plain tuple (``uttt.review.load``; the Review reads it)."""
        return self.a.record()

    def suspend(self):
        """The rating so far as a plain tuple, no bot object in it: while a screen of another family is open the
        bot's code can go with its family (docs/memory.md). ``resume(record)`` takes it up again; the search of
        the position in hand starts over and finds the same answer (a search does not depend on its slices)."""
        return (self.mark, self.seed, self.a.record())

    def percent(self):
        """Matched moves in per cent (rounded), None when nothing was rated."""
        return accuracy(self.rated, self.matched)


def resume(record):
    """A Rater again from ``Rater.suspend()``'s record."""
    mark, seed, rec = record
    return Rater(None, mark, seed, analysis=load(rec))
