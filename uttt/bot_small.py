"""What uttt.bot knows about Classic and Wild (the 3x3 games): move order and evaluation.

Apart from uttt.bot_eval (Ultimate's tables and evaluation) so that a board loads only the one its game needs.
The functions keep bot_eval's contracts (``gen``, ``prep``, ``front``, ``leaf``: see uttt.bot_search.kit).
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

from uttt.rules import FULL, LINES, _POP

WIN_SCORE = const(1000000)   # a won game scores WIN_SCORE - ply (as in uttt.bot_eval)
_TV = const(31)              # the frontier table's slots for front_small's answer (as in uttt.bot_eval)
_TM = const(32)
_TU = const(33)
_CENTER_ORDER = b"\x04\x00\x02\x06\x08\x01\x03\x05\x07"
_LM = tuple((1 << LINES[i]) | (1 << LINES[i + 1]) | (1 << LINES[i + 2]) for i in range(0, 24, 3))


def _comp(m):
    """The cells that would complete a line of the 9-bit mask m (those lines holding two of its marks)."""
    c = 0
    for lm in _LM:
        if _POP[m & lm] == 2:
            c |= lm & ~m
    return c


def gen_small(g, mv, base, k, tmp, hm=255, bad=-1):
    """The legal moves into mv[base:], centre and corners first; returns how many."""
    n = 0
    cells = g.cells
    marks = 2 if g.wild else 1
    for mk in range(marks):
        for c in _CENTER_ORDER:
            if not cells[c]:
                mv[base + n] = 9 * mk + c
                n += 1
    return n


def eval_small(g, T=None):
    """A win for the side to move if it can complete a line now; in Classic a loss if it cannot and the
    opponent threatens two cells (a fork); else 0."""
    empty = FULL & ~(g.masks[1] | g.masks[2])
    if g.wild:
        if (_comp(g.masks[1]) | _comp(g.masks[2])) & empty:
            return WIN_SCORE - g.ply - 1
        return 0
    if _comp(g.masks[g.turn]) & empty:
        return WIN_SCORE - g.ply - 1
    t = _comp(g.masks[3 - g.turn]) & empty
    if t & (t - 1):
        return g.ply + 2 - WIN_SCORE
    return 0


def prep_small(g, T):
    pass


def front_small(g, mv, i, n, best, beta, T, cap):
    """front_ultimate's contract (uttt.bot_eval), each move (a unit) by a push, its result or eval_small, an
    undo."""
    mover = g.turn
    n = min(n, i + cap)
    T[_TU] = n - i
    while i < n:
        m = mv[i]
        i += 1
        g._push(m)
        r = g.result
        if r:
            v = 0 if r == 3 else (WIN_SCORE - g.ply if r == mover else g.ply - WIN_SCORE)
        else:
            v = -eval_small(g)
        g.undo()
        if v > best:
            best = v
            T[_TM] = m
            if v >= beta:
                T[_TU] -= n - i
                break
    T[_TV] = best
    return i
