"""What uttt.bot knows about Super-Ultimate (issue 21): root moves, move order, its work area and budgets.

Loaded by ``uttt.bot_search.Thinker`` only when a ``uttt.super_rules.SuperGame`` is searched (its
``__init__`` hands the set-up to ``init_super``), so the other modes' memory does not grow. The search is
theirs (uttt.bot_search, uttt.bot_loop); this module keeps its contracts (``gen``, ``prep``, ``front``,
``leaf``: see uttt.bot_eval) and adds what two-byte moves need: root moves chosen without ``legal_moves()``
(``roots_super``), a work area of its own with two-byte move slots and root values by move
(``take_area_super``), and the level budgets (``BUDGETS_SUPER``). See docs/bot.md, "Super-Ultimate".

A move ``m = 81 * M + 9 * S + c``. A free move has up to 729 legal moves; the search looks at a chosen few
(``_FREE_ROOTS`` at the root, ``_FREE_INNER`` inside the tree): every small-board capture and block first, then
quiet moves spread so that they send the opponent to as many different boards as possible. Elsewhere (a
forced small board, at most 9 moves; a forced medium board, at most 81) every legal move is searched.

The evaluation is uttt.bot_supereval's (a module of its own: MicroPython compiles a module's source in one
piece, and the two together would need more than the 64K of tests/test_device_memory.py).
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

from array import array

from uttt.rules import WIN, FULL  # noqa: F401 (WIN: for the tests)
from uttt.bot_supereval import (_COMP, WIN_SCORE, new_table, reset_table, prep_super, eval_super,  # noqa: F401
                                front_super)

_MVCAP = const(384)          # the move stack (uttt.bot_loop's _MVCAP)
_TTN = const(256)            # the hash-move table (uttt.bot_search's _TTN)
_MAXD = const(24)            # deepest iteration (uttt.bot_search's _MAXD)
_FREE_ROOTS = const(81)      # root moves looked at on a free move (at most 81: the search's root order keys)
_FREE_INNER = const(24)      # moves looked at on a free move inside the tree

# Level budgets (work units a move): hard's worst move stays under 2 s of PyBadge time (docs/bot.md).
BUDGETS_SUPER = (1, 40, 200, 600)

_ORDER = b"\x04\x00\x02\x06\x08\x01\x03\x05\x07"   # centre, corners, edges

_POOL = []   # a spare work area
_COPIES = []  # a spare game copy (SuperGame.copy's ``into``): the last finished search's


class _Values:
    """The root moves' values by move (uttt.bot_search's ``rv``: the search writes ``rv[m]`` for root moves
    only): 81 slots and a byte per move, 1.1 KB where a list of 729 would take 2.9 KB."""

    def __init__(self):
        self.slot = bytearray(729)    # move -> its slot + 1 (0: none yet)
        self.v = [0] * 81
        self.n = 0

    def clear(self):
        slot = self.slot
        for i in range(729):
            slot[i] = 0
        self.n = 0

    def __getitem__(self, m):
        s = self.slot[m]
        return self.v[s - 1] if s else 0

    def __setitem__(self, m, x):
        s = self.slot[m]
        if not s:
            s = self.n = self.n + 1
            self.slot[m] = s
        self.v[s - 1] = x


def new_area_super():
    """A work area laid out as uttt.bot_search.new_area's, with two-byte move slots, root values by move
    (_Values) and a frontier table of _TN ints (new_table())."""
    n = _MAXD + 1
    T = new_table()   # its two tables of 1.4 KB first, the largest pieces (a heap cut up finds room for them first)
    return (array("H", bytes(2 * _MVCAP)), array("H", bytes(2 * n)), bytearray(n), bytearray(n), [0] * n,
            [0] * n, [0] * n, array("H", bytes(2 * n)), array("H", bytes(162)), array("H", bytes(2 * n)),
            array("H", bytes(2 * n)), bytearray(n), bytearray(n), bytearray(_TTN), array("H", bytes(2 * _TTN)),
            _Values(), T)


def take_area_super():
    """A work area from this module's pool (or a new one), its hash-move table cleared."""
    a = _POOL.pop() if _POOL else new_area_super()
    c = a[13]
    for i in range(_TTN):
        c[i] = 0
    a[15].clear()
    reset_table(a[16])    # another game, maybe: no cache
    return a


def give_area_super(a):
    """Hand a work area back for the next Super-Ultimate search."""
    if a is not None and not _POOL:
        _POOL.append(a)


def drop_spares():
    """Let the spare work area and game copy go (the app, while a menu is over a Super-Ultimate game: ~9 KB);
    the next search makes new ones."""
    _POOL.clear()
    _COPIES.clear()


# ----- moves -------------------------------------------------------------------------------------------------


def _pick(g, out, n, cap, forced_medium):
    """Write up to cap moves of a free choice (any playable small board; of forced_medium's if >= 0) into
    out[n:]: captures and blocks first, then quiet moves spread over the boards they send to. Returns n."""
    cells = g.cells
    mp = g.marks[g.turn]
    mq = g.marks[3 - g.turn]
    comp = _COMP
    closed = g.closed
    sclosed = g.sclosed
    lo = 0 if forced_medium < 0 else forced_medium
    hi = 9 if forced_medium < 0 else lo + 1
    start = n
    for M in range(lo, hi):
        if (closed >> M) & 1:
            continue
        sc = sclosed[M]
        for k in range(9 * M, 9 * M + 9):
            if (sc >> (k - 9 * M)) & 1:
                continue
            x = mp[k]
            o = mq[k]
            hot = (comp[x] | comp[o]) & ~(x | o) & FULL
            c = 0
            while hot:
                if (hot >> c) & 1:
                    if n >= cap:
                        return n
                    out[n] = 9 * k + c
                    n += 1
                    hot &= ~(1 << c)
                c += 1
    taken = n
    for j in range(9):
        for M in range(lo, hi):
            if (closed >> M) & 1:
                continue
            sc = sclosed[M]
            for k in range(9 * M, 9 * M + 9):
                if (sc >> (k - 9 * M)) & 1:
                    continue
                m = 9 * k + _ORDER[(j + k + M) % 9]   # a cell by M and S: 81 destinations
                if cells[m]:
                    continue
                # not one already written as a capture or a block
                i = start
                while i < taken and out[i] != m:
                    i += 1
                if i == taken:
                    if n >= cap:
                        return n
                    out[n] = m
                    n += 1
    return n


def roots_super(g, only=None, skip=None):
    """The root moves of a search of g: (an array of moves, how many), at most 81. The legal moves when the
    medium board is forced; on a free move a chosen few (module docstring); ``only``/``skip`` as the Thinker's.
    Never calls legal_moves() (slow on a free move)."""
    out = array("H", bytes(162))
    n = 0
    if only is not None:
        for m in only:
            if g.is_legal(m) and n < 81:
                out[n] = m
                n += 1
        return out, n
    if g.forced >= 0:
        first = 9 * g.forced
        for m in range(first, first + 9):
            if not g.cells[m]:
                out[n] = m
                n += 1
    elif g.forced_medium >= 0:
        n = _pick(g, out, 0, 81, g.forced_medium)
    else:
        n = _pick(g, out, 0, _FREE_ROOTS, -1)
    if skip:
        j = 0
        for i in range(n):
            if out[i] not in skip:
                out[j] = out[i]
                j += 1
        n = j
    return out, n


def gen_super(g, mv, base, k, tmp, hm=255, bad=-1):
    """Write the moves to search into mv[base:] (at most 81), likely-best first, and return how many: the hash
    move hm, the killer k and small-board captures and blocks, then quiet moves. tmp is a scratch array of 81
    two-byte slots. (``bad``: uttt.bot_loop passes it to every game's gen; unused here.)"""
    f = g.forced
    if f >= 0:
        n = 0
        cells = g.cells
        first = 9 * f
        for m in range(first, first + 9):
            if not cells[m]:
                tmp[n] = m
                n += 1
    elif g.forced_medium >= 0:
        n = _pick(g, tmp, 0, 81, g.forced_medium)
    else:
        n = _pick(g, tmp, 0, _FREE_INNER, -1)
    # order: hash move, killer, captures/blocks (already first from _pick; for a forced board: sorted here)
    mp = g.marks[g.turn]
    mq = g.marks[3 - g.turn]
    front = base
    rest = base + n
    for i in range(n):
        m = tmp[i]
        if m == hm:
            mv[front] = mv[base]
            mv[base] = m
            front += 1
        elif m == k:
            mv[front] = m
            front += 1
        elif f >= 0:
            b = m // 9
            x = mp[b]
            o = mq[b]
            if ((_COMP[x] | _COMP[o]) >> (m - 9 * b)) & 1:
                mv[front] = m
                front += 1
            else:
                rest -= 1
                mv[rest] = m
        else:
            mv[front] = m
            front += 1
    if f >= 0:
        # the quiet moves were written from the end: put them back in their order after the others
        i = rest
        j = base + n - 1
        while i < j:
            mv[i], mv[j] = mv[j], mv[i]
            i += 1
            j -= 1
    return n


# ----- the Thinker's set-up ------------------------------------------------------------------------------------
_SURE = const(999000)        # scores beyond this are proven wins or losses (uttt.bot_search's)


def init_super(t, game, lv, rng, noise_amp, careless, budget, only, depth, area, prior, skip):
    """uttt.bot_search.Thinker.__init__ for a SuperGame (it calls this, so Ultimate, Classic and Wild carry none
    of it): the same state, with this module's roots, move order, evaluation, work area and budgets, and two
    methods of the Thinker replaced on the instance (``_over``: a game has 729 plies, not 81; ``_release``: the
    work area goes back to this module's pool). ``prior`` (resuming a frozen search: uttt.ponder's) is refused:
    the evaluation's cache must see the search's root first. The search itself is the Thinker's. ``lv`` (0..3),
    ``rng`` (its _Rng, seeded), ``noise_amp`` and ``careless`` (the level's NOISE and CARELESS) come from the
    Thinker, so this module imports nothing of uttt.bot_search (imports run one way)."""
    if game.result:
        raise ValueError("the game is over: there is no move to choose")
    if prior is not None:
        raise ValueError("a frozen search cannot be resumed in Super-Ultimate")
    t.level = lv
    t.budget = BUDGETS_SUPER[lv] if budget is None else max(1, int(budget))
    t.max_depth = _MAXD if depth is None else max(1, min(_MAXD, int(depth)))
    # its undo record shared: the caller's game must not change while it searches
    t._g = g = game.copy(True, _COPIES.pop() if _COPIES else None)
    t._copy = True
    t._ult = True                # hash moves on (their key from the first 81 cells: the same every time)
    t._kit = (gen_super, prep_super, front_super, eval_super)
    t._over = lambda: _over(t)
    t._release = lambda: _release(t)
    t.units = 0
    t.depth = 0
    t.score = 0
    t.move = -1
    t.done = False
    t.cancelled = False
    t._d = 0
    t._area = None
    t._keep = area is not None
    t._scores = None
    t._exact = only is not None
    amp = 0 if only is not None else noise_amp
    t._amp = amp
    t._noise = None
    roots, n = roots_super(g, only, skip)
    if not n:
        raise ValueError("none of the moves %r is legal here" % (only,))
    t._nr = n
    for i in range(n - 1, 0, -1):
        j = rng.next(i + 1)
        roots[i], roots[j] = roots[j], roots[i]
    t._roots = roots
    if amp:
        noise = t._noise = bytearray(729)   # per root move, 0..2*NOISE
        for i in range(n):
            noise[roots[i]] = rng.next(2 * amp + 1)
    if n == 1:
        t._finish(roots[0], 0, area)
        return
    if only is None and careless and rng.next(256) < careless:
        t._finish(roots[rng.next(n)], 0, area)
        return
    t._area = area = area or take_area_super()
    k = area[7]   # the killer moves (as uttt.bot_search's: the arrays are read from the area where used)
    for i in range(len(k)):
        k[i] = 255
    t._ch = 0
    cells = g.cells
    for m in range(81):
        if cells[m]:
            t._ch ^= ((2 * m + cells[m]) * 40503) & 0xFFFF
    t._iter = 0
    t._iter_move = -1
    t._start_iteration(1)


def _over(t):
    # (no new iteration once the budget is spent; not uttt.bot_search's stop rule: Super-Ultimate's budgets and
    # strength were measured without it, docs/bot.md)
    sc = t.score
    return sc > _SURE or sc < -_SURE or t.depth >= t.max_depth or t.depth >= 729 - t._g.ply or t.units >= t.budget


def _release(t):
    if t._area is not None:
        t._unwind()
        if not t._keep:
            give_area_super(t._area)
            t._area = None
    if t.done and t._copy:
        g = t._g
        t._g = None
        if g is not None and not _COPIES:   # the next search makes its copy in it
            g._hist = None                  # (not kept: another game's undo record)
            _COPIES.append(g)
