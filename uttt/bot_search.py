"""The bot's search (used through uttt.bot): iterative-deepening alpha-beta, resumable a slice at a time.

The search keeps its whole stack in preallocated bytearrays and lists (one slot per ply, reused from one
Thinker to the next), pushes and undoes moves on its own copy of the game and counts one work unit per
position visited. The evaluation and the move ordering live in uttt.bot_eval. Kept apart from uttt/bot.py
so that no module is large: MicroPython compiles a .py file in one piece, with a peak that grows with it.
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

from uttt.bot_eval import WIN_SCORE, gen_ultimate, eval_ultimate, gen_small, eval_small

LEVELS = ("beginner", "easy", "medium", "hard")
# Default work budget per move for each level. "hard" is about 2 s of PyBadge time (see docs/bot.md).
BUDGETS = (1, 60, 300, 900)
# Random score noise (evaluation points, +/-) added to each first move, and the chance (per 256) of a careless
# random move. Beginner plays legal but careless moves; hard plays its best, ties broken by the seed.
NOISE = (90, 30, 8, 0)
CARELESS = (80, 0, 0, 0)

# Measured on a desktop (MicroPython unix port, scaled by pystones to the PyBadge's ~1,300/s): see docs/bot.md.
UNITS_PER_DEVICE_SECOND = const(450)

_SURE = const(999000)        # scores beyond this are proven wins or losses
_INF = const(1 << 29)
_MAXD = const(24)            # deepest iteration (plies)


_POOL = []   # spare search stacks


def _new_stack():
    n = _MAXD + 1
    return (bytearray(81 * n), bytearray(n), bytearray(n), [0] * n, [0] * n, [0] * n, bytearray(n),
            bytearray(81))


def level_index(level):
    """0..3 from a level name or int; ValueError otherwise."""
    if isinstance(level, int) and not isinstance(level, bool) and 0 <= level < len(LEVELS):
        return level
    if isinstance(level, str):
        name = level.lower()
        if name in LEVELS:
            return LEVELS.index(name)
    raise ValueError("unknown level %r (use 0..3 or one of %s)" % (level, ", ".join(LEVELS)))


class _Rng:
    """A tiny LCG (30 bits) that gives the same numbers on CPython, MicroPython and CircuitPython."""

    def __init__(self, seed):
        self.s = (seed * 2654435761 + 12345) & 0x3FFFFFFF

    def next(self, n):
        """An int in 0..n-1 (n <= 65536)."""
        self.s = (self.s * 1103515245 + 12345) & 0x3FFFFFFF
        return ((self.s >> 14) * n) >> 16


def _default_seed():
    try:
        import random
        return random.getrandbits(16)
    except (ImportError, AttributeError):
        return 0


class Thinker:
    """One move's search, run a slice at a time so the screen stays live.

    ``step(units)`` does at most ``units`` work units and returns True when done; ``move`` then holds the
    chosen move (-1 if cancelled). ``stop()`` ends the search early with the best move found so far (for a
    wall-clock cap); ``cancel()`` abandons it. ``units`` counts the work done, ``depth`` the deepest finished
    iteration (plies), ``score`` the value of ``move`` for the side to move (evaluation points; beyond
    +/-999000 a proven win or loss).
    """

    def __init__(self, game, level="hard", seed=None, budget=None, only=None, depth=None):
        if game.result:
            raise ValueError("the game is over: there is no move to choose")
        lv = level_index(level)
        self.level = lv
        self.budget = BUDGETS[lv] if budget is None else max(1, int(budget))
        self.max_depth = _MAXD if depth is None else max(1, min(_MAXD, int(depth)))
        rng = _Rng(_default_seed() if seed is None else int(seed))
        self._g = g = game.copy()
        self._ult = getattr(g, "variant", "") == "ultimate"
        self.units = 0
        self.depth = 0
        self.score = 0
        self.move = -1
        self.done = False
        self.cancelled = False
        # root moves: legal ones (optionally restricted), shuffled by the seed so equal moves vary
        roots = [m for m in g.legal_moves() if only is None or m in only]
        if not roots:
            raise ValueError("none of the moves %r is legal here" % (only,))
        for i in range(len(roots) - 1, 0, -1):
            j = rng.next(i + 1)
            roots[i], roots[j] = roots[j], roots[i]
        self._roots = roots
        self._noise = bytearray(81)   # per root move, 0..2*NOISE
        amp = 0 if only is not None else NOISE[lv]
        for m in roots:
            self._noise[m] = rng.next(2 * amp + 1) if amp else 0
        self._amp = amp
        self._exact = only is not None   # full-window root search: exact value for each root move
        self._scores = {}
        if len(roots) == 1:
            self._finish(roots[0], 0)
            return
        if only is None and CARELESS[lv] and rng.next(256) < CARELESS[lv]:
            self._finish(roots[rng.next(len(roots))], 0)
            return
        # the search stack, one slot per ply, reused from the last finished Thinker (no 2 KB per move)
        st = _POOL.pop() if _POOL else _new_stack()
        self._stack = st
        self._mv, self._cnt, self._idx, self._alpha, self._beta, self._best, self._killer, self._scratch = st
        k = self._killer
        for i in range(len(k)):
            k[i] = 255
        self._d = 0
        self._iter = 0            # depth of the iteration in progress
        self._iter_move = -1      # best root move of the iteration in progress
        self._root_vals = {}
        self._start_iteration(1)

    # ----- control ----------------------------------------------------------------------------------------------
    def cancel(self):
        """Abandon the search: done, no move."""
        self.done = True
        self.cancelled = True
        self.move = -1
        self._release()

    def _release(self):
        # hand the search stack to the next Thinker
        st = getattr(self, "_stack", None)
        if st is not None:
            self._stack = None
            if len(_POOL) < 2:
                _POOL.append(st)

    def stop(self):
        """End the search now with the best move found so far (call step() first at least once)."""
        if not self.done:
            self._unwind()
            best = self._fallback()
            self._finish(best, self.score)

    def _finish(self, move, score):
        self.move = move
        self.score = score
        self.done = True
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
        self._root_vals = {}
        mv = self._mv
        roots = self._roots
        for i in range(len(roots)):
            mv[i] = roots[i]
        self._cnt[0] = len(roots)
        self._idx[0] = 0
        self._alpha[0] = -_INF
        self._beta[0] = _INF
        self._best[0] = -_INF
        self._d = 0

    def _end_iteration(self):
        # Called with the stack at the root. Record this iteration, order the roots best first, go deeper.
        self.depth = self._iter
        self.move = self._iter_move
        self.score = self._best[0]
        vals = self._root_vals
        self._scores = vals
        roots = self._roots
        best = self.move
        rank = {}
        for i in range(len(roots)):
            rank[roots[i]] = i
        # unique keys: the same order on every Python (MicroPython's sort is not stable)
        roots.sort(key=lambda m: (-vals.get(m, -_INF), rank[m]))
        # keep the chosen move first even if another has an equal (bound) value
        if roots[0] != best:
            roots.remove(best)
            roots.insert(0, best)
        sc = self.score
        if sc > _SURE or sc < -_SURE or self._iter >= self.max_depth or self._iter >= 81 - self._g.ply:
            return True
        if self.units >= self.budget:
            return True
        self._start_iteration(self._iter + 1)
        return False

    def step(self, units=64):
        """Do at most ``units`` work units; True when done (then ``move`` holds the answer)."""
        if self.done:
            return True
        g = self._g
        push = g._push
        undo = g.undo
        ev = eval_ultimate if self._ult else eval_small
        gen = gen_ultimate if self._ult else gen_small
        scratch = self._scratch
        mv = self._mv
        cnt = self._cnt
        idx = self._idx
        alpha = self._alpha
        beta = self._beta
        best = self._best
        killer = self._killer
        noise = self._noise
        amp = self._amp
        exact = self._exact
        d = self._d
        depth = self._iter
        budget = self.budget
        done = self.units
        limit = done + max(1, units)
        while done < limit:
            i = idx[d]
            if i < cnt[d]:
                idx[d] = i + 1
                m = mv[81 * d + i]
                mover = g.turn
                push(m)
                done += 1
                r = g.result
                if r:
                    if r == 3:
                        v = 0
                    elif r == mover:
                        v = WIN_SCORE - g.ply
                    else:
                        v = g.ply - WIN_SCORE
                    undo()
                elif d + 1 >= depth:
                    v = -ev(g)
                    undo()
                else:
                    d += 1
                    cnt[d] = gen(g, mv, 81 * d, killer[d], scratch)
                    idx[d] = 0
                    if exact and d == 1:
                        alpha[1] = -_INF
                        beta[1] = _INF
                    else:
                        alpha[d] = -beta[d - 1]
                        beta[d] = -alpha[d - 1]
                    best[d] = -_INF
                    continue
            else:
                if d == 0:
                    self.units = done
                    if self._end_iteration():
                        self._d = 0
                        self.done = True
                        self._release()
                        return True
                    depth = self._iter
                    continue
                v = -best[d]
                undo()
                d -= 1
                m = mv[81 * d + idx[d] - 1]
            # child value v for move m at ply d
            if d == 0:
                if amp and v > -_SURE and v < _SURE:
                    v += noise[m] - amp
                self._root_vals[m] = v
            if v > best[d]:
                best[d] = v
                if d == 0:
                    self._iter_move = m
                if v > alpha[d]:
                    if not (exact and d == 0):
                        alpha[d] = v
                    if v >= beta[d]:
                        idx[d] = cnt[d]
                        killer[d] = m
            if done >= budget and self._iter > 1:
                # out of budget mid-iteration (depth 1 always finishes: it is at most 81 units)
                self._d = d
                self.units = done
                self.stop()
                return True
        self._d = d
        self.units = done
        return False
