# The analysis of a finished Super-Ultimate game (issue 21): ``uttt.review.Analysis`` for a ``SuperGame``, every
# position searched once by the reference search (``uttt.bot_ref.reference``: Super's own search, uttt.bot_super,
# at the hard level without noise, ``_BUDGET`` work units a position, a share of 24,000 for a game of over 80 moves:
# ``budget``), a slice at a time (``step(units)``).
# (Comments, not docstrings: a board compiles a module's whole parse tree, docstrings with it.)
#
# The same record as Ultimate's (``record()``, ``load(record)``: the moves, then best, loss and score per
# position), with the moves (0..728) and best moves as 16-bit arrays' bytes and ``NONE`` (65535) for a forced move;
# ``uttt.supermoments`` reads it. Imported only in a Super-Ultimate boot: Ultimate's search (uttt.bot_search,
# uttt.bot_loop), its rules and its moments are never loaded by it. Pure: no hardware module; runs on CircuitPython.

from array import array

from uttt.review import Analysis as _Analysis, WIN  # noqa: F401 (WIN: supermoments')
from uttt.super_rules import SuperGame

NONE = 65535     # best[i] of a position with a single legal move


class Analysis(_Analysis):
    none = NONE

    def __init__(self, game, mark=0, seed=0, budget=None):
        self.mark = mark
        self.rated = self.matched = 0
        self.moves = array("H", game.moves)
        self.variant = "super"
        self.stay_open = int(game.stay_open)
        self.most_boards = int(game.most_boards)
        self.game = SuperGame(self.stay_open, self.most_boards)
        n = len(self.moves)
        z = array("H", (0,))
        self.best = z * n
        self.loss = z * n
        self.score = array("h", (0,)) * (n + 1)
        self.i = 0
        self.thinker = None
        self.ref = -1
        self.depth = 0
        self.units = 0
        self.done = not n
        # The reference search's units a position (reviewtime60): the hint's 300 up to an 80-move game, then a
        # share of 24,000 units for the game, at least 60: a ~375-move game analysed in ~2 minutes of a PyBadge's,
        # not ~6 (docs/super.md, reviewtime60: what the cut costs). (load: the same.)
        self.budget = max(60, min(300, 24000 // (n or 1)))

    def _prep(self):
        # Super's search modules, one a step, then its work area (uttt.review's _load and _area for Ultimate).
        import sys
        for name in ("uttt.bot_supereval", "uttt.bot_supermoves", "uttt.bot_super"):
            if name not in sys.modules:
                __import__(name)
                return True
        from uttt.bot_super import _POOL, give_area_super, new_area_super
        if _POOL:
            return False
        give_area_super(new_area_super())
        return True

    def _loss(self, t, best, move):
        # uttt.bot_search.move_loss for Super's search: the points move gives away against best (0..1000).
        vb = t.value(best)
        vm = t.value(move)
        if vb > 999000 or vm < -999000:
            return 0 if (vm > 999000 or vb < -999000) else 1000
        return max(0, min(1000, vb - vm))

    def record(self):
        return (bytes(self.moves), "super", self.stay_open, self.most_boards, self.i, bytes(self.best),
                bytes(self.loss), bytes(self.score), self.done, self.mark)

    suspend = record


def load(record):
    # An Analysis again from record()'s tuple (uttt.review.load's, for Super-Ultimate).
    moves, variant, stay_open, most_boards, i, best, loss, score, done, mark = record
    a = Analysis(SuperGame(stay_open, most_boards), mark)
    a.moves = moves = array("H", moves)
    a.budget = max(60, min(300, 24000 // (len(moves) or 1)))
    a.best = array("H", best)
    a.loss = array("H", loss)
    a.score = array("h", score)
    for k in range(i):
        a.game.play(moves[k])
    a.i = i
    a.done = done
    if done:
        a._rate()
    return a
