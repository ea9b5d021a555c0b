# The analysis of a finished Super-Ultimate game (issue 21): ``uttt.review.Analysis`` for a ``SuperGame``, every
# position searched once by the reference search (``uttt.bot_ref.reference``: Super's own search, uttt.bot_super,
# at the hard level without noise, ``_BUDGET`` work units a position, a share of 18,000 for a game of over 60 moves:
# ``budget``, and the hint's 300 again where the move played looks a mistake at the share: ``_next``), a slice at a
# time (``step(units)``).
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
        self.again = 0
        # The reference search's units a position (reviewtime60, reviewq61): the hint's 300 up to a 60-move game,
        # then a share of 18,000 units for the game, at least 40; a move that gives away a mistake's points (over
        # 60) at the share is searched again at the hint's 300 (_next): the mistakes and blunders the Review shows
        # are the hint's own verdicts (the first 16), and a ~375-move game still analysed in ~2-2.5 minutes of a
        # PyBadge's, not ~6 (docs/super.md, reviewtime60 and reviewq61: what the cut costs). (load, _next: the same.)
        self.budget = _share(n)

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

    def _choice(self, g):
        # True when the side to move has two legal moves or more, asked of the cells of the small boards open to it
        # alone (uttt.review's asked every one of the 729 cells on a free move: ~30-60 ms of a PyBadge's frame late
        # in a game, most boards closed; rate64). (A position analysed is never the game's end.)
        f = g.forced
        M = g.forced_medium
        n = 0
        for k in (f,) if f >= 0 else range(81) if M < 0 else range(9 * M, 9 * M + 9):
            if g.small_playable(k):
                for m in range(9 * k, 9 * k + 9):
                    if not g.cells[m]:
                        n += 1
                        if n > 1:
                            return True
        return False

    def _loss(self, t, best, move):
        # uttt.bot_search.move_loss for Super's search: the points move gives away against best (0..1000).
        vb = t.value(best)
        vm = t.value(move)
        if vb > 999000 or vm < -999000:
            return 0 if (vm > 999000 or vb < -999000) else 1000
        return max(0, min(1000, vb - vm))

    def _next(self):
        # A long game's move played that gives away over 60 points (a mistake or a blunder: uttt.bot_ref.GRADES)
        # against the share's search: its position searched again at 300 units and the move compared again
        # (reviewq61: at the share about a quarter of the mistakes the Review showed were not the 300's, half of
        # them between two search players); then the share again for the next position.
        # Only while fewer than 16 of the moves before it are mistakes or blunders (again; load counts them from the
        # record): a game of two random players (a mistake every other move) is not searched at 300 half its
        # positions (16 confirmed or found: a Review shows 8 key moments).
        if self.budget < 300 and self.loss[self.i] > 60 and self.again < 16:
            self.budget = 300
            self.loss[self.i] = 0
            self.thinker = None
            self.ref = -1
            return
        self.budget = _share(len(self.moves))
        self.again += self.loss[self.i] > 60
        _Analysis._next(self)

    def record(self):
        return (bytes(self.moves), "super", self.stay_open, self.most_boards, self.i, bytes(self.best),
                bytes(self.loss), bytes(self.score), self.done, self.mark)

    suspend = record


def _share(n):
    # The reference search's units a position of an n-move game: the hint's 300 up to 60 moves, then a share of
    # 18,000 units, at least 40 (Analysis.__init__, _next, load).
    return max(40, min(300, 18000 // (n or 1)))


def load(record):
    # An Analysis again from record()'s tuple (uttt.review.load's, for Super-Ultimate).
    moves, variant, stay_open, most_boards, i, best, loss, score, done, mark = record
    a = Analysis(SuperGame(stay_open, most_boards), mark)
    a.moves = moves = array("H", moves)
    a.budget = _share(len(moves))
    a.best = array("H", best)
    a.loss = array("H", loss)
    a.score = array("h", score)
    for k in range(i):
        a.game.play(moves[k])
    a.i = i
    a.again = sum(1 for k in range(i) if a.loss[k] > 60)
    a.done = done
    if done:
        a._rate()
    return a
