"""The computer at Super-Ultimate (issue 21): a search of its own, loaded only when a SuperGame is searched.

``Thinker(game, level, seed=...)`` has uttt.bot_search.Thinker's API for a ``uttt.super_rules.SuperGame`` (``step``
in slices, ``stop``, ``cancel``, ``move``, ``score``, ``depth``, ``units``, ``value``; ``only=``, ``depth=``
and ``whole=`` as there), but not its code: uttt.bot_search and uttt.bot_loop (Ultimate's search, with its hash
moves, null windows and the pondering's freeze and resume) are not loaded for a Super-Ultimate game, so a board
thinking about one holds this module, uttt.bot_supermoves and uttt.bot_supereval only, and a work area of ~2.4 KB
(fifteenth session, super31; its table 0.8 KB since superbot41: docs/super.md). uttt.bot's ``Thinker``,
``best_move``, ``hint`` and ``rate_move``, and uttt.bot_ref's reference search, hand a SuperGame to this one.

The search: iterative deepening, negamax alpha-beta (fail-soft, one window) over an explicit stack, resumable a
slice at a time; the root moves sorted by the last iteration's values, a killer move per ply, small-board
captures and blocks first; a frontier node's moves scored in one batch from the evaluation's table
(``front_super``: see uttt.bot_supereval). One work unit is one position visited, plus what scoring again cost.

The moves to search are uttt.bot_supermoves', the evaluation uttt.bot_supereval's (modules of their own:
MicroPython compiles a module's source in one piece, and tests/test_device_memory.py holds each to 64K).
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

from array import array

from uttt.bot_supereval import WIN_SCORE, new_table, reset_table, prep_super, eval_super, front_super  # noqa: F401
from uttt.bot_supermoves import roots_super, gen_super

_MVCAP = const(256)          # the move stack: the moves of every ply on the current path (at most 142 seen)
_MAXD = const(12)            # deepest iteration (plies)
_SURE = const(999000)        # scores beyond this are proven wins or losses
_INF = const(1 << 29)
_NONE = const(65535)         # no killer move
_TV = const(31)              # the frontier table's slots for front_super's answer (uttt.bot_supereval)
_TM = const(32)
_TU = const(33)
_TPH = const(29)             # ... the scoring left half done for the next front_super (1: a node's own rescore; 2, 3:
_TW = const(34)              # a move's), what is left of a call's pieces, and the search's own (superslice42): a slice
_TLIM = const(35)            # left half done by that, its limit (0: none) and start, and the roots' sort left half
_TST = const(36)             # done (_end: the next root to place, 0: none)
_TSORT = const(37)
_WGEN = const(4)             # a free choice's moves picked (_pick: ~600 lines, ~4 quiet units' time; supertick47)

# Level budgets (work units a move): hard's worst move stays under 2 s of PyBadge time (docs/bot.md).
BUDGETS_SUPER = (1, 40, 200, 600)
LEVELS = ("beginner", "easy", "medium", "hard")   # (uttt.bot_search's: the same levels, noise and carelessness)
_NOISE = b"\x5a\x1e\x08\x00"   # 90, 30, 8, 0 evaluation points of noise on a root move
_CARELESS = b"\x50\x00\x00\x00"  # a random move 80 times in 256 (beginner)

_POOL = []   # a spare work area
_TABLES = []  # the spare area's frontier table, kept when the area goes (drop_spares: superboot32)


def new_area_super():
    """A work area: the move stack, per ply its base, count, index, window, best value and killer, a scratch
    array for gen_super, the root moves' values (by their place among the roots) and the frontier table (one:
    351 slots)."""
    n = _MAXD + 1
    T = _TABLES.pop() if _TABLES else new_table()  # its 0.8 KB first, the largest piece (a heap cut up finds
    #                                                room for it first), or the one kept (drop_spares)
    z = array("H", (0,))   # zeros by repetition: array("H", bytes(512)) made the 512 bytes twice at once (the
    #                          bytes, then the array), where a heap cut up by a Super game has few such holes
    return (z * _MVCAP, z * n, bytearray(n), bytearray(n), [0] * n, [0] * n, [0] * n, z * n, z * 81, [0] * 81, T)


def take_area_super():
    """A work area from this module's pool (or a new one), its table's cache forgotten (another game, maybe)."""
    a = _POOL.pop() if _POOL else new_area_super()
    reset_table(a[10])
    return a


def give_area_super(a):
    """Hand a work area back for the next Super-Ultimate search."""
    if a is not None and not _POOL:
        _POOL.append(a)


def drop_spares(table=False):
    """Let the spare work area go (~1.6 KB); the next search makes a new one. The area's frontier table stays
    (0.8 KB, the largest piece: made again after each menu, it was where a Super boot's heap ran out, cut up by the
    menu's leftovers; superboot32), unless ``table``: this module's code goes too (a finished analysis), and with it
    all of it, said here and not left to the module's collection (a stale word the collector takes for a pointer to
    this module kept the whole area, 2.2 KB, through a Super Review: superroom52)."""
    if _POOL and not _TABLES and not table:
        _TABLES.append(_POOL[0][10])
    _POOL.clear()
    if table:
        _TABLES.clear()


def _Rng(r, n):
    """uttt.bot_search's LCG (30 bits, the same numbers on CPython, MicroPython and CircuitPython): the next number
    below n of the state r[0] (a one-item list: a function, not a class and its instance, superroom52)."""
    s = r[0]
    lo = (s & 0x7FFF) * 20077 + 12345
    s = r[0] = ((s >> 15) * 20077 + (s & 0x7FFF) * 908 + (lo >> 15) & 0x7FFF) << 15 | lo & 0x7FFF
    return ((s >> 14) * n) >> 16


# ----- the search ------------------------------------------------------------------------------------------------


class Thinker:
    """One move's search of a SuperGame, a slice at a time (uttt.bot_search.Thinker's API: module docstring).
    The search plays its moves in ``game`` itself (no copy of it: ~1.9 KB, and its 729-byte block, made at every
    move; superroom47), so the game must not play or undo while the search runs; ``park()`` puts it back in its
    position between two steps (the app, at the end of each frame's slice, before the game is drawn), and the next
    step plays its path again. ``mine``: the same, never parked (the caller's own game: the analysis's)."""

    done = False
    cancelled = False
    move = -1
    score = 0
    depth = 0
    units = 0
    whole = False     # (accepted: a Super-Ultimate search always spends at most its budget, no stop rule)
    _area = None
    _scores = None
    _noise = None
    _parks = True     # parked between steps by park() (False: ``mine``)
    _exact = False    # exact root values (``only=``)
    _amp = 0          # the root moves' noise (0 at hard)
    # (Each set on the instance only where it differs from these, and the level not kept: a hard search's instance
    # dict holds 14 names, not 18, and never grows past 17 slots to 23 in the middle of a search, a 184-byte block
    # the Super boot's cut heap failed on; superheap38.)

    def __init__(self, game, level="hard", seed=None, budget=None, only=None, depth=None, mine=False,
                 whole=False, prior=None):
        if isinstance(level, str) and level.lower() in LEVELS:
            level = LEVELS.index(level.lower())
        if not isinstance(level, int) or isinstance(level, bool) or not 0 <= level < 4:
            raise ValueError("unknown level %r" % (level,))   # (the words short: a str constant is heap while the
        if game.result:                                          # code is, superroom52)
            raise ValueError("the game is over")
        if prior is not None:
            raise ValueError("no frozen search in Super-Ultimate")
        self.budget = BUDGETS_SUPER[level] if budget is None else max(1, int(budget))
        self.max_depth = _MAXD if depth is None else max(1, min(_MAXD, int(depth)))
        if seed is None:
            try:
                import random
                seed = random.getrandbits(16)
            except (ImportError, AttributeError):
                seed = 0
        rng = [(int(seed) * 506952113 + 12345) & 0x3FFFFFFF]   # (_Rng's state)
        self._area = area = take_area_super()  # (its 0.8 KB table first, the largest piece)
        if mine:
            self._parks = False
        else:
            self._u = game.undos
        self._g = g = game
        amp = 0 if only is not None else _NOISE[level]
        if only is not None:
            self._exact = True
        if amp:
            self._amp = amp
        roots, n = roots_super(g, only, area[0])   # in the move stack's first places, the root's: no array a start
        if not n:
            self._release()
            raise ValueError("none of %r is legal" % (only,))
        self._nr = n
        for i in range(n - 1, 0, -1):   # shuffled by the seed, so that equal moves vary
            j = _Rng(rng, i + 1)
            roots[i], roots[j] = roots[j], roots[i]
        self._roots = roots
        if amp:
            noise = self._noise = bytearray(n)   # per root move (by its place among the roots), 0..2*amp
            for i in range(n):
                noise[i] = _Rng(rng, 2 * amp + 1)
        if n == 1 or only is None and _CARELESS[level] and _Rng(rng, 256) < _CARELESS[level]:
            self._finish(roots[_Rng(rng, n) if n > 1 else 0], 0)
            return
        k = area[7]
        for i in range(len(k)):
            k[i] = _NONE
        self._start(1)

    # ----- control ----------------------------------------------------------------------------------------------
    def cancel(self):
        """Abandon the search: done, no move."""
        self.done = True
        self.cancelled = True
        self.move = -1
        self._release()

    def stop(self):
        """End the search now with the best move found so far."""
        if not self.done:
            self._unwind()
            m = self._im if self._im >= 0 and self._iter > self.depth else self.move
            self._finish(m if m >= 0 else self._roots[0], self.score)

    def value(self, m):
        """The last finished iteration's value of root move m (exact with ``only=``, else a bound)."""
        return self._scores.get(m, 0) if self._scores else 0

    def _finish(self, move, score):
        self.move = move
        self.score = score
        self.done = True
        self._release()

    def _release(self):
        if self._area is not None:
            self._unwind()
            give_area_super(self._area)
            self._area = None
        if self._parks:
            self._g.undos = self._u   # (the search's own undos are not the game's: uttt.super_codec.Encoder)

    def _back(self):
        """Undo the search's path in the game: a move's evaluation left half done (front_super), then the path."""
        g = self._g
        if self._area[10][_TPH] == 2:
            g.undo()
        for _ in range(self._d):
            g.undo()

    def _unwind(self):
        if self._parked:
            self._parked = False
        else:
            self._back()
        self._area[10][_TPH] = 0
        self._d = 0

    _parked = False

    def park(self):
        """Put the game back in its position (not ``mine``); the next step plays the search's path again first."""
        if self._parks and self._area is not None and not self._parked:
            self._back()
            self._g.undos = self._u
            self._parked = True

    _d = 0
    _iter = 0
    _im = -1          # the best root move of the iteration in progress

    def _start(self, depth):
        self._iter = depth
        self._im = -1
        self._d = 0
        mv, base, cnt, idx, alpha, beta, best = self._area[:7]
        n = self._nr   # (the roots are mv's first n moves: roots_super wrote them there, and _end sorts them there)
        base[0] = idx[0] = 0
        cnt[0] = n
        alpha[0] = best[0] = -_INF
        beta[0] = _INF
        if depth == 1:
            self._area[10][_TPH] = 1   # the root's rescore, in the first steps' pieces (front_super)

    def _end(self, w):
        # The stack is at the root: record this iteration, order the roots best first (their values and noise
        # with them: an insertion sort in place, equal values in their last order), go deeper (False) or stop
        # (True). The sort goes on while w > 0 (a root placed, and each 8 it passes, a unit of a step's: 81 roots
        # took up to ~60,000 bytecodes in one piece), else None: the next call goes on from there (superslice42).
        self.depth = self._iter
        m = self.move = self._im
        area = self._area
        self.score = area[6][0]
        vals = area[9]
        roots = self._roots
        noise = self._noise
        n = self._nr
        T = area[10]
        i = T[_TSORT]
        if not i:
            for i in range(n):
                if roots[i] == m:     # the chosen move first even if another has an equal (bound) value
                    vals[i] = _INF
            i = 1
        while i < n:
            if w <= 0:
                T[_TSORT] = i
                T[_TW] = w
                return None
            m = roots[i]
            v = vals[i]
            z = noise[i] if noise else 0
            j = i
            while j and vals[j - 1] < v:
                roots[j] = roots[j - 1]
                vals[j] = vals[j - 1]
                if noise:
                    noise[j] = noise[j - 1]
                j -= 1
            roots[j] = m
            vals[j] = v
            if noise:
                noise[j] = z
            w -= 1 + ((i - j) >> 3)
            i += 1
        T[_TSORT] = 0
        T[_TW] = w
        vals[0] = self.score
        if self._exact:
            self._scores = {}
            for i in range(n):
                self._scores[roots[i]] = vals[i]
        sc = self.score
        if (sc > _SURE or sc < -_SURE or self.depth >= self.max_depth or self.depth >= 729 - self._g.ply
                or self.units >= self.budget):
            return True
        self._start(self._iter + 1)
        return False

    def step(self, units=64):
        """Do at most ``units`` work units; True when done (then ``move`` holds the answer)."""
        if self.done:
            return True
        g = self._g
        mv, base, cnt, idx, alpha, beta, best, killer, tmp, vals, T = self._area
        noise = self._noise
        amp = self._amp
        exact = self._exact
        d = self._d
        if self._parked:
            # parked (park()): the search's path played again first, and a move's evaluation left half done
            self._parked = False
            for i in range(d):
                g._push(mv[base[i] + idx[i] - 1])
            if T[_TPH] == 2:
                g._push(mv[base[d] + idx[d]])
        depth = self._iter
        budget = self.budget
        done = self.units
        wl = max(1, units)   # the pieces of rescoring this call may do (a unit's time each: superslice42)
        limit = go = T[_TLIM]
        if go:
            # the last call stopped in a move's scoring (its pieces spent): its slice goes on, the same units
            # and start, from that move (go: even if the units are spent), so the search is the one a single call
            # would have made (the same moves and units)
            start = T[_TST]
            T[_TLIM] = 0
        else:
            start = done
            limit = done + wl
        while done < limit or go:
            go = 0
            i = idx[d]
            n = cnt[d]
            if i < n:
                if d and d + 1 >= depth:
                    # a frontier node: its moves lead to leaves, scored in one batch (at most the slice and the
                    # budget left; a move scored in full takes two units: the first of a slice may)
                    cap = (limit if limit < budget else budget) - done
                    if cap < 2 and (done == start or budget - done < 2):
                        cap = 2
                    o = base[d]
                    j = front_super(g, mv, o + i, o + n, best[d], beta[d], T, cap, wl) - o
                    wl = T[_TW]
                    done += T[_TU]
                    v = T[_TV]
                    if v > best[d]:
                        best[d] = v
                        if v >= beta[d]:
                            j = n
                            killer[d] = T[_TM]
                    idx[d] = j
                    if T[_TPH]:
                        T[_TLIM] = limit   # its scoring left half done, at move j: the next call goes on
                        T[_TST] = start
                        break
                    if done >= budget:
                        break
                    continue
                if d + 2 >= depth and depth > 1 and budget - done < 4:
                    done = budget   # a frontier node takes two units and its first move up to two: none left
                    break
                if limit - done < 2 and done > start and d + 2 >= depth and not T[_TPH]:
                    break         # the next position may take two units (a full evaluation), the slice has one
                if d + 1 >= depth:
                    # the root of the first iteration: its moves lead to leaves
                    j = front_super(g, mv, i, i + 1, -_INF, _INF, T, 2, wl)
                    wl = T[_TW]
                    done += T[_TU]
                    if j == i:
                        T[_TLIM] = limit   # its scoring left half done: the next call goes on
                        T[_TST] = start
                        break
                    idx[d] = i + 1
                    m = mv[i]
                    v = T[_TV]
                else:
                    idx[d] = i + 1
                    m = mv[base[d] + i]
                    done += 1
                    mover = g.turn
                    g._push(m)
                    r = g.result
                    if r:
                        v = 0 if r == 3 else (WIN_SCORE - g.ply if r == mover else g.ply - WIN_SCORE)
                        g.undo()
                    elif base[d] + n + 81 > _MVCAP:
                        v = -eval_super(g, T)   # no room on the move stack: the position as a leaf
                        g.undo()
                    else:
                        # open the node at ply d + 1
                        a = alpha[d]
                        b = beta[d]
                        if amp and not d:
                            # the window of a root move, shifted by its noise: a bound stays a bound
                            a -= noise[i] - amp
                            b -= noise[i] - amp
                        o = base[d] + n
                        d += 1
                        base[d] = o
                        if d + 1 >= depth:
                            # a full evaluation: a unit of its own (what is left of it for the pieces left, front
                            # _super's first work there)
                            if not prep_super(g, T, -1, wl):
                                T[_TPH] = 1
                            wl = T[_TW]
                            done += 1
                        cnt[d] = gen_super(g, mv, o, killer[d], tmp)
                        idx[d] = 0
                        if exact and d == 1:
                            alpha[1] = -_INF
                            beta[1] = _INF
                        else:
                            alpha[d] = -b
                            beta[d] = -a
                        best[d] = -_INF
                        if g.forced < 0:
                            # a free choice's moves, picked from every open board (bot_supermoves._pick: a few
                            # units' time): charged as a piece, and where the call's pieces are spent its slice
                            # goes on in the next call, as a piece's (supertick47)
                            wl -= _WGEN
                            if wl <= 0 and done < limit:
                                T[_TLIM] = limit
                                T[_TST] = start
                                break
                        continue
            else:
                if d == 0:
                    self.units = done
                    self._d = 0
                    r = self._end(wl)
                    if r is None:
                        T[_TLIM] = limit   # the roots' sort left half done: the next call goes on
                        T[_TST] = start
                        break
                    if r:
                        self._finish(self.move, self.score)
                        return True
                    wl = T[_TW]
                    depth = self._iter
                    continue
                # the node at ply d is finished: hand its value to its parent
                v = -best[d]
                g.undo()
                d -= 1
                i = idx[d] - 1
                m = mv[base[d] + i]
            # child value v of move m (the i-th) at ply d
            if d == 0:
                if amp and v > -_SURE and v < _SURE:
                    v += noise[i] - amp
                vals[i] = v
            if v > best[d]:
                best[d] = v
                if d == 0:
                    self._im = m
                if v > alpha[d]:
                    if not (exact and d == 0):
                        alpha[d] = v
                    if v >= beta[d]:
                        idx[d] = cnt[d]
                        killer[d] = m
            if done >= budget and depth > 1:
                break
        self._d = d
        self.units = done
        if done >= budget and depth > 1 and not T[_TLIM]:
            self.stop()     # out of budget mid-iteration (depth 1 always finishes: at most 81 root moves)
            return True
        return False
