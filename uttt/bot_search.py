"""The bot's search (used through uttt.bot): iterative-deepening alpha-beta, resumable a slice at a time.

Negamax alpha-beta with principal-variation (null-window) searches, a hash-move table (the best move found at
each position, kept by a 16-bit key: tried first when the position comes again, in the next iteration or, when
pondering, the next search), a killer move per ply, and leaves scored a node at a time by uttt.bot_eval.
Everything lives in one preallocated work area (bytearrays and short lists, ~2.4 KB on a 32-bit board, reused
from one Thinker to the next): the search allocates nothing per position. It pushes and undoes moves on its
own copy of the game and counts one work unit per position visited.
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

from array import array

from uttt.bot_loop import Search

LEVELS = ("beginner", "easy", "medium", "hard")
# Default work budget per move for each level. "hard" is about 2 s of PyBadge time at worst (see docs/bot.md).
BUDGETS = (1, 60, 300, 1400)
# Random score noise (evaluation points, +/-) added to each first move, and the chance (per 256) of a careless
# random move. Beginner plays legal but careless moves; hard plays its best, ties broken by the seed.
NOISE = (90, 30, 8, 0)
CARELESS = (80, 0, 0, 0)

# Work units per second of PyBadge time, a cautious figure from tests/bench/bot_strength.py (see docs/bot.md).
UNITS_PER_DEVICE_SECOND = const(800)

_SURE = const(999000)        # scores beyond this are proven wins or losses
_INF = const(1 << 29)
_MAXD = const(24)            # deepest iteration (plies)
_MVCAP = const(384)          # the move stack: the moves of every ply on the current path
# The hash-move table: entry key & 255 holds the best move found at the position and 128 | key >> 8 to check
# it. The key: the XOR over the marks of ((2 x cell + player) x 40503) mod 65536, and of ((forced board + 201) x
# 40503) mod 65536 (no table of random keys: as good here, and 344 bytes less).
_TTN = const(256)            # entries (a power of two)

_POOL = []   # a spare work area


class _Rng:
    """A tiny LCG (30 bits) that gives the same numbers on CPython, MicroPython and CircuitPython."""

    def __init__(self, seed):
        self.s = (seed * 506952113 + 12345) & 0x3FFFFFFF   # (2654435761 mod 2**30: the same, no long constant)

    def next(self, n):
        """An int in 0..n-1 (n <= 65536)."""
        # s = (s * 1103515245 + 12345) mod 2**30, worked out in 15-bit halves so that no product passes 2**30:
        # a board's ints above that are objects on the heap (~100 bytes of garbage a call, ~16 KB a free move's
        # set-up with noise; frames30). The same numbers.
        s = self.s
        lo = (s & 0x7FFF) * 20077 + 12345
        s = self.s = ((s >> 15) * 20077 + (s & 0x7FFF) * 908 + (lo >> 15) & 0x7FFF) << 15 | lo & 0x7FFF
        return ((s >> 14) * n) >> 16


def new_area():
    """A work area: the search stack, the hash-move table, the root values and the frontier table."""
    n = _MAXD + 1
    return (bytearray(_MVCAP), array("H", bytes(2 * n)), bytearray(n), bytearray(n), [0] * n, [0] * n, [0] * n,
            bytearray(n), bytearray(81), bytearray(n), array("H", bytes(2 * n)), bytearray(n), bytearray(n),
            bytearray(_TTN), bytearray(_TTN), [0] * 81, [0] * 55)


def take_area():
    """A work area from the pool (or a new one), its hash-move table cleared."""
    a = _POOL.pop() if _POOL else new_area()
    c = a[13]
    for i in range(_TTN):
        c[i] = 0
    return a


def give_area(a):
    """Hand a work area back for the next search."""
    if a is not None and not _POOL:
        _POOL.append(a)


def drop_spares():
    """Let the spare work area go (the app, while a menu or the log is over the game: ~2.5 KB on a PyBadge); the
    next search makes one anew."""
    del _POOL[:]


def free_moves(g):
    """An Ultimate free move's legal moves one by one, in increasing order, or None for any other position:
    ``legal_moves()``'s list grows to 128 slots there (512 bytes), a block the fragmented heap of a result screen
    rating your moves failed (heap27). As fast as the list."""
    if g.variant != "ultimate" or g.forced >= 0 or g.result:
        return None
    cells = g.cells
    closed = g.closed
    return (m for b in range(9) if not (closed >> b) & 1 for m in range(9 * b, 9 * b + 9) if not cells[m])


def _to_front(roots, move):
    """Move root move ``move`` to the front of roots, the others keeping their order."""
    i = 0
    while roots[i] != move:
        i += 1
    while i:
        roots[i] = roots[i - 1]
        i -= 1
    roots[0] = move


def kit(ultimate):
    """The game's own parts of the search: (gen, prep, front, leaf), from uttt.bot_eval for Ultimate, from
    uttt.bot_small for Classic and Wild (each module is imported only when its game is searched)."""
    if ultimate:
        from uttt.bot_eval import gen_ultimate, prep_ultimate, front_ultimate, eval_ultimate
        return gen_ultimate, prep_ultimate, front_ultimate, eval_ultimate
    from uttt.bot_small import gen_small, prep_small, front_small, eval_small
    return gen_small, prep_small, front_small, eval_small


def level_index(level):
    """0..3 from a level name or int; ValueError otherwise."""
    if isinstance(level, int) and not isinstance(level, bool) and 0 <= level < len(LEVELS):
        return level
    if isinstance(level, str):
        name = level.lower()
        if name in LEVELS:
            return LEVELS.index(name)
    raise ValueError("unknown level %r (use 0..3 or one of %s)" % (level, ", ".join(LEVELS)))


def default_seed():
    try:
        import random
        return random.getrandbits(16)
    except (ImportError, AttributeError):
        return 0


class Thinker(Search):
    """One move's search, run a slice at a time so the screen stays live.

    ``step(units)`` does at most ``units`` work units and returns True when done; ``move`` then holds the
    chosen move (-1 if cancelled). ``stop()`` ends the search early with the best move found so far (for a
    wall-clock cap); ``cancel()`` abandons it. ``units`` counts the work done, ``depth`` the deepest finished
    iteration (plies), ``score`` the value of ``move`` for the side to move (evaluation points; beyond
    +/-999000 a proven win or loss).

    ``area``, ``prior``, ``skip`` and ``mine`` are for uttt.ponder.Ponder: a work area whose hash-move table is
    kept, a search to resume (``freeze()``'s record), root moves to leave out, and ``game`` to search itself
    (not a copy: it is back in its position whenever the search is stopped or frozen).
    """

    def __init__(self, game, level="hard", seed=None, budget=None, only=None, depth=None, area=None,
                 prior=None, skip=None, mine=False, whole=False):
        lv = level_index(level)
        if game.variant == "super":   # Super-Ultimate has a search of its own: uttt.bot_super.Thinker
            raise ValueError("Super-Ultimate: uttt.bot_super.Thinker")
        if game.result:
            raise ValueError("the game is over: there is no move to choose")
        self.level = lv
        self.budget = BUDGETS[lv] if budget is None else max(1, int(budget))
        if whole:
            self.whole = True    # spend the budget in full: no stop rule (uttt.bot_loop.Search._over)
        if depth is not None:
            self.max_depth = max(1, min(_MAXD, int(depth)))
        rng = _Rng(default_seed() if seed is None else int(seed))
        self._g = g = game if mine else game.copy()
        if not mine:
            self._copy = True     # its own copy: let go of it once done (1.2 KB, while the next search starts)
        self._ult = g.variant == "ultimate"
        self._kit = kit(self._ult)
        self.units = 0
        self.depth = 0
        self.score = 0
        self.move = -1
        self.done = False
        self._d = 0
        self._iter = 0
        self._area = None
        if area is not None:
            self._keep = True    # a work area handed in stays with the Thinker for its owner
        if only is not None:
            self._exact = True   # full-window root search: exact value for each root move
        amp = 0 if only is not None else NOISE[lv]
        self._amp = amp
        # root moves: legal ones (optionally restricted), shuffled by the seed so equal moves vary
        roots = bytearray(81)
        n = 0
        for m in free_moves(g) or g.legal_moves():
            if (only is None or m in only) and (skip is None or m not in skip):
                roots[n] = m
                n += 1
        if not n:
            raise ValueError("none of the moves %r is legal here" % (only,))
        self._nr = n
        self._roots = roots
        self._iter_move = -1      # best root move of the iteration in progress
        self._ch = rng.s          # the seed's state: the roots' order is start's (then _ch is the position's key)
        if area is None and prior is None and only is None and skip is None:
            return  # think51: the roots' order, the work area and the first iteration are its first step's (start),
        #             in the work's time (Clock.work), not in the frame that starts it (the computer's start: 50-63
        #             ms board-adjusted)
        self.start(area, False, only)
        if self.done:
            return
        start = 1
        if prior is not None:
            # resume a frozen search: its root order, result and work so far
            rs, self.depth, self.move, self.score, self.units, stack = prior
            for i in range(n):
                roots[i] = rs[i]
            start = self.depth + 1
            if self.units >= self.budget or stack is None and self._over():   # (an iteration in progress goes on)
                self._finish(self.move, self.score)
                return
        self._start_iteration(start)
        if prior is not None and stack is not None:
            self._resume(stack)

    def start(self, area=None, first=True, only=None):
        # The roots shuffled by the seed (its state in _ch) so that equal moves vary, their noise, a move found at once
        # (one root, or a careless one: done), then the work area (its hash moves cleared: take_area, where none is
        # handed in), the killer moves and the position's key, and (first) the first iteration:
        # uttt.bot_loop.Search.step's first call, with _area None (think51).
        rng = _Rng(0)
        rng.s = self._ch
        roots = self._roots
        n = self._nr
        for i in range(n - 1, 0, -1):
            j = rng.next(i + 1)
            roots[i], roots[j] = roots[j], roots[i]
        amp = self._amp
        if amp:
            noise = self._noise = bytearray(81)   # per root move, 0..2*NOISE
            for i in range(n):
                noise[roots[i]] = rng.next(2 * amp + 1)
        if n == 1:
            self._finish(roots[0], 0, area)
            return
        lv = self.level
        if only is None and CARELESS[lv] and rng.next(256) < CARELESS[lv]:
            self._finish(roots[rng.next(n)], 0, area)
            return
        self._area = a = area or take_area()
        # Its arrays are read from the area where used, none bound to an attribute: a Thinker's 18-23 attributes
        # fit a 23-slot table (184 bytes; 30 took 37 slots, 296 bytes, the allocation a full heap failed first
        # while the computer played: docs/memory.md, uttt.bot_loop.Search).
        k = a[7]   # the killer moves
        for i in range(len(k)):
            k[i] = 255
        self._ch = 0
        if self._ult:
            cells = self._g.cells
            for m in range(81):
                if cells[m]:
                    self._ch ^= ((2 * m + cells[m]) * 40503) & 0xFFFF
        if first:
            self._start_iteration(1)

    # ----- control ----------------------------------------------------------------------------------------------
    def cancel(self):
        """Abandon the search: done, no move."""
        self.done = True
        self.cancelled = True
        self.move = -1
        self._release()

    def _release(self):
        if self._area is not None:
            self._unwind()
            if not self._keep:
                give_area(self._area)
                self._area = None
        if self.done and self._copy:
            self._g = None

    def stop(self):
        """End the search now with the best move found so far (call step() first at least once)."""
        if not self.done:
            self._sd = self._d
            self._unwind()
            self._finish(self._fallback(), self.score)

    def freeze(self):
        """Stop (uttt.ponder.Ponder): (a record that ``prior=`` resumes, the work area to hand on).

        The record keeps the root order, depth, move, score and work, and the iteration in progress: its search
        stack (a few hundred bytes), so that resuming loses no work (before, the iteration was done again from
        its start: a resumed search was shallower than a fresh one of the same work)."""
        if not self.done:
            self._sd = self._d
        self._unwind()
        move = self._fallback() if not self.done else self.move
        roots = self._roots
        stack = None
        if self._iter > self.depth and self._sd >= 0 and self._area is not None:
            stack = self._snapshot()
        else:
            _to_front(roots, move)  # the move to try first when the search resumes
        rec = (bytes(roots[:self._nr]), self.depth, move, self.score, self.units, stack)
        area = self._area
        self._area = None
        self.done = True
        return rec, area

    def _snapshot(self):
        # The iteration's stack down to ply self._sd (the arrays are intact after _unwind, which only takes the
        # moves back): ply bytes, the move stack, the windows and keys, the root values found so far.
        d = self._sd
        mv, base, cnt, idx, alpha, beta, best, killer, _, bm, key, full, nw, _, _, rv, _ = self._area
        b = bytearray()
        for a in (cnt, idx, bm, full, nw):
            b.extend(a[:d + 1])
        b.extend(killer)
        b.extend(mv[:base[d] + cnt[d]])
        ints = []
        for i in range(d + 1):
            ints.extend((alpha[i], beta[i], best[i], key[i]))
        for i in range(idx[0]):
            ints.append(rv[mv[i]])
        return d, bytes(b), ints, self._iter_move

    def _resume(self, stack):
        # Put back an iteration's stack (_snapshot's) and push its path again: the search goes on where it was.
        d, b, ints, self._iter_move = stack
        n = d + 1
        mv, base, cnt, idx, alpha, beta, best, killer, _, bm, key, full, nw, _, _, rv, T = self._area
        k = len(killer)
        for i in range(n):
            cnt[i] = b[i]
            idx[i] = b[n + i]
            bm[i] = b[2 * n + i]
            full[i] = b[3 * n + i]
            nw[i] = b[4 * n + i]
            alpha[i] = ints[4 * i]
            beta[i] = ints[4 * i + 1]
            best[i] = ints[4 * i + 2]
            key[i] = ints[4 * i + 3]
            if i:
                base[i] = base[i - 1] + cnt[i - 1]
        for i in range(k):
            killer[i] = b[5 * n + i]
        o = 5 * n + k
        for i in range(len(b) - o):
            mv[i] = b[o + i]
        for i in range(idx[0]):
            rv[mv[i]] = ints[4 * n + i]
        g = self._g
        for i in range(d):
            g._push(mv[base[i] + idx[i] - 1])
        self._d = d
        if d and d + 1 >= self._iter:
            self._kit[1](g, T)   # the frontier node's terms (the table is shared)

    def own(self):
        """The work area is this Thinker's own from now on: back to the pool when it finishes (uttt.ponder.Ponder's
        reply)."""
        self._keep = False
        if self.done:
            self._release()

    def _finish(self, move, score, area=None):
        self.move = move
        self.score = score
        self.done = True
        if area is not None:
            self._area = area
        self._release()

    def _fallback(self):
        """Best move known: this iteration's if its first root move was searched, else the last finished."""
        if self._iter_move >= 0 and self._iter > self.depth:
            return self._iter_move
        if self.move >= 0:
            return self.move
        return self._roots[0]

    def _unwind(self):
        while self._d > 0:
            self._g.undo()
            self._d -= 1
        # the root node itself is never pushed

    # ----- search -----------------------------------------------------------------------------------------------
    def _start_iteration(self, depth):
        self._iter = depth
        self._iter_move = -1
        area = self._area
        mv = area[0]
        roots = self._roots
        for i in range(self._nr):
            mv[i] = roots[i]
        area[1][0] = 0         # base
        area[2][0] = self._nr  # cnt
        if depth == 1:
            self._kit[1](self._g, area[16])
        area[3][0] = 0         # idx
        area[4][0] = -_INF     # alpha
        area[5][0] = _INF      # beta
        area[6][0] = -_INF     # best
        area[11][0] = 0        # full
        self._d = 0

    def _end_iteration(self):
        # Called with the stack at the root. Record this iteration, order the roots best first, go deeper.
        self.depth = self._iter
        best = self.move = self._iter_move
        area = self._area
        self.score = area[6][0]  # best
        rv = area[15]
        roots = self._roots
        n = self._nr
        # best first, equal moves in their last order (the move stack still holds this iteration's order), sorted
        # in the root values' own list, which allocates nothing (issue 20: a list made here was the block a
        # fragmented heap failed first in the analysis after a game, docs/memory.md mem22). Each root's value
        # becomes a key, -value x 128 + its place in this iteration's order - 2**29 (|value| <= 1,000,000: every
        # key under -400,000,000, a small int, below any value the list holds otherwise), the list's sort (C)
        # puts the keys first in the order wanted, and the moves are read back from their places. (think42: the
        # insertion sort before it took 25-45 ms of a PyBadge, estimate, for a free move's 81 roots in their
        # shuffled order, the opening search's first iteration: a think frame of its own over 50 ms.)
        mv = area[0]
        if self._exact:
            self._scores = {}
        for i in range(n):
            m = mv[i]
            v = rv[m]
            if self._exact:
                self._scores[m] = v
            rv[m] = i - (v << 7) - _INF
        rv.sort()
        for i in range(n):
            roots[i] = mv[rv[i] & 127]   # (2**29 is a multiple of 128)
            rv[i] = 0                    # (no key stays behind in the list)
        _to_front(roots, best)  # the chosen move first even if another has an equal (bound) value
        if self._over():
            return True
        self._start_iteration(self._iter + 1)
        return False

    def value(self, m):
        """The last finished iteration's value of root move m (exact with ``only=``, else a bound)."""
        return self._scores.get(m, 0) if self._scores else 0


def move_loss(thinker, best, move):
    """Points ``move`` gives away against ``best`` after a ``Thinker(..., only=(best, move))`` finished
    (0..1000; 1000 for throwing away a won game or walking into a lost one)."""
    vb = thinker.value(best)
    vm = thinker.value(move)
    if vb > _SURE or vm < -_SURE:
        return 0 if (vm > _SURE or vb < -_SURE) else 1000
    return max(0, min(1000, vb - vm))
