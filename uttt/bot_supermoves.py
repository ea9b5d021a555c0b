"""The moves the Super-Ultimate search (uttt.bot_super) looks at: root moves without ``legal_moves()`` and a node's
moves in order (its own module: uttt.bot_super's source with them would not compile in tests/test_device_memory.py's
64K).

A move ``m = 81 * M + 9 * S + c``. A free move has up to 729 legal moves; the search looks at a chosen few
(``_FREE_ROOTS`` at the root, ``_FREE_INNER`` inside the tree): every small-board capture and block first, then
quiet moves spread so that they send the opponent to as many different boards as possible. Elsewhere (a
forced small board, at most 9 moves; a forced medium board, at most 81) every legal move is searched.
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

from array import array

from uttt.super_rules import FULL  # (not uttt.rules: a Super game drops it)
from uttt.bot_supereval import _COMP, _TWO, _THRU  # (the lines' cells; the lines with two of a mask; through a cell)

_FREE_ROOTS = const(81)      # root moves looked at on a free move (at most 81)
_FREE_INNER = const(24)      # moves looked at on a free move inside the tree

_ORDER = b"\x04\x00\x02\x06\x08\x01\x03\x05\x07"   # centre, corners, edges
_BIT = b"\x00\x00\x01\x08\x02\x04\x00\x07\x03\x06\x05"   # c at (1 << c) % 11 (2 is a primitive root mod 11)


# ----- moves -------------------------------------------------------------------------------------------------


def _pick(g, out, cap):
    """Write the moves of g to search into out and return how many: a forced small board's empty cells; else
    those of a free choice (any playable small board, of the forced medium board's if any; at most cap on a free
    move, all of a medium board's), captures and blocks first, then quiet moves spread over the boards they send
    to. (roots_super's and gen_super's one path: superbot41.)"""
    cells = g.cells
    f = g.forced
    n = 0
    if f >= 0:
        for m in range(9 * f, 9 * f + 9):
            if not cells[m]:
                out[n] = m
                n += 1
        return n
    mp = g.marks[g.turn]
    mq = g.marks[3 - g.turn]
    two = _TWO
    closed = g.closed
    sclosed = g.sclosed
    lo = g.forced_medium
    if lo < 0:
        lo = 0
        hi = 9
    else:
        hi = lo + 1
        cap = 81
    for M in range(lo, hi):
        if (closed >> M) & 1:
            continue
        sc = sclosed[M]
        for k in range(9 * M, 9 * M + 9):
            if (sc >> (k - 9 * M)) & 1:
                continue
            x = mp[k]
            o = mq[k]
            c = two[x] | two[o]   # the lines with two marks of one player: their empty cells complete them
            hot = 0
            while c:
                b = c & -c
                c ^= b
                hot |= _COMP[_BIT[b % 11]]
            hot &= ~(x | o) & FULL
            while hot:   # its cells lowest first, one turn a cell, not one a place (supertick47)
                if n >= cap:
                    return n
                c = hot & -hot
                out[n] = 9 * k + _BIT[c % 11]
                n += 1
                hot ^= c
    for j in range(9):
        for M in range(lo, hi):
            if (closed >> M) & 1:
                continue
            sc = sclosed[M]
            for k in range(9 * M, 9 * M + 9):
                if (sc >> (k - 9 * M)) & 1:
                    continue
                c = _ORDER[(j + k + M) % 9]   # a cell by M and S: 81 destinations
                m = 9 * k + c
                # not one already written as a capture or a block (every one was: its cell is hot, above; a scan
                # of them was a free move's ~1,600 lines in one piece, superslice42)
                if cells[m] or (two[mp[k]] | two[mq[k]]) & _THRU[c]:
                    continue
                if n >= cap:
                    return n
                out[n] = m
                n += 1
    return n


def roots_super(g, only=None, out=None):
    """The root moves of a search of g: (an array of moves, how many), at most 81. The legal moves when the
    medium board is forced; on a free move a chosen few (module docstring); ``only``: those of them that are legal.
    Never calls legal_moves() (slow on a free move). ``out``: the array to write them in (the search's: its move
    stack, whose first places are the root's; superroom52), else a new one."""
    if out is None:
        out = array("H", (0,)) * 81   # (not array("H", bytes(162)): its bytes and the array at once)
    n = 0
    if only is not None:
        for m in only:
            if g.is_legal(m) and n < 81:
                out[n] = m
                n += 1
        return out, n
    return out, _pick(g, out, _FREE_ROOTS)


def gen_super(g, mv, base, k, tmp):
    """Write the moves to search into mv[base:] (at most 81), likely-best first, and return how many: the killer
    k and small-board captures and blocks, then quiet moves. tmp is a scratch array of 81 two-byte slots."""
    f = g.forced
    n = _pick(g, tmp, _FREE_INNER)
    # order: killer, captures/blocks (already first from _pick; for a forced board: sorted here)
    mp = g.marks[g.turn]
    mq = g.marks[3 - g.turn]
    front = base
    rest = base + n
    for i in range(n):
        m = tmp[i]
        if m == k:
            mv[front] = m
            front += 1
        elif f >= 0:
            b = m // 9
            x = mp[b]
            o = mq[b]
            if (_TWO[x] | _TWO[o]) & _THRU[m - 9 * b]:   # (its cell empty: one that completes a line)
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
