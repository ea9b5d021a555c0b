"""What uttt.bot knows about the games: lookup tables, the evaluation and the move ordering.

Kept apart from the search (uttt/bot.py) so that neither module is large: MicroPython compiles a .py file
in one piece, and the compiler's peak memory grows with the file.

``eval_ultimate(g)`` scores a position for the side to move in evaluation points (a won small board is worth
22-40 by its place; a proven win ``WIN_SCORE - ply``). Everything is table lookups on the 9-bit masks that
``uttt.rules.Game`` keeps, so a call allocates nothing.
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

from array import array

from uttt.rules import WIN, LINES, FULL

WIN_SCORE = const(1000000)   # a won game scores WIN_SCORE - ply (sooner is better)

# ----- tables (built once at import, a few hundred bytes each) ------------------------------------------------
_LMASK = [(1 << LINES[i]) | (1 << LINES[i + 1]) | (1 << LINES[i + 2]) for i in range(0, 24, 3)]
_POP8 = bytes(bin(i).count("1") for i in range(256))


def _zeros():
    # array("H") of 512 zeros without a temporary 512-item list (2-4 KB that a small heap may not have)
    a = array("H")
    for _ in range(512):
        a.append(0)
    return a


def _tables():
    one = bytearray(512)      # lines (8-bit mask) holding exactly one mark of a 9-bit mask
    two = bytearray(512)      # ... exactly two marks
    touch = bytearray(512)    # ... at least one mark
    comp = _zeros()                  # cells (9-bit) that would complete a line of the mask
    gwin = _zeros()                  # boards (9-bit) that would complete a line on the large board
    low = bytearray(512)      # index of the lowest set bit
    for m in range(512):
        for i in range(8):
            lm = _LMASK[i]
            k = _POP8[m & lm & 255] + ((m & lm) >> 8)
            if k == 1:
                one[m] |= 1 << i
            elif k == 2:
                two[m] |= 1 << i
                comp[m] |= lm & ~m
            if k:
                touch[m] |= 1 << i
        for b in range(9):
            if not (m >> b) & 1 and WIN[m | (1 << b)]:
                gwin[m] |= 1 << b
        for b in range(9):
            if (m >> b) & 1:
                low[m] = b
                break
    thru = bytearray(9)       # lines through each cell
    for i in range(8):
        for c in range(9):
            if (_LMASK[i] >> c) & 1:
                thru[c] |= 1 << i
    return bytes(one), bytes(two), bytes(touch), comp, gwin, bytes(low), bytes(thru)


_ONE, _TWO, _TOUCH, _COMP, _GWIN, _LOW, _THRU = _tables()

# Value of owning a small board by its place on the large board (center, corners, edges) and of a 9-bit set.
_PLACE = (30, 22, 30, 22, 40, 22, 30, 22, 30)
_BVAL = _zeros()
for _m in range(512):
    for _b in range(9):
        if (_m >> _b) & 1:
            _BVAL[_m] += _PLACE[_b]
_CENTER_ORDER = b"\x04\x00\x02\x06\x08\x01\x03\x05\x07"


def gen_ultimate(g, mv, base, k, tmp):
    """Write the legal moves into mv[base:], likely-best first, and return how many: the killer move k and
    small-board captures and blocks, then quiet moves, then moves that hand the opponent a free move or a
    board they can take at once. tmp is a scratch bytearray(81)."""
    mp = g.marks[g.turn]
    mq = g.marks[3 - g.turn]
    cells = g.cells
    boards = g.boards
    closed = g.closed
    comp = _COMP
    # target boards that are bad to send the opponent to
    bad = closed
    for c in range(9):
        if not boards[c] and not (closed >> c) & 1:
            if comp[mq[c]] & ~(mp[c] | mq[c]) & FULL:
                bad |= 1 << c
    front = base
    back = base + 81
    nt = 0
    f = g.forced
    b = f if f >= 0 else 0
    while b < 9:
        if (closed >> b) & 1 and f < 0:
            b += 1
            continue
        good = 0
        if not boards[b]:
            good = (comp[mp[b]] | comp[mq[b]])
        first = 9 * b
        for m in range(first, first + 9):
            if cells[m]:
                continue
            c = m - first
            if m == k or (good >> c) & 1:
                mv[front] = m
                front += 1
            elif (bad >> c) & 1:
                back -= 1
                mv[back] = m
            else:
                tmp[nt] = m
                nt += 1
        if f >= 0:
            break
        b += 1
    for j in range(nt):
        mv[front + j] = tmp[j]
    n = front + nt
    for j in range(back, base + 81):
        mv[n] = mv[j]
        n += 1
    return n - base

def eval_ultimate(g):
    """Score for the side to move (evaluation points)."""
    p = g.turn
    mp = g.marks[p]
    mq = g.marks[3 - p]
    big = g.big
    bp = big[p]
    bq = big[3 - p]
    bd = big[3]
    undec = FULL & ~(bp | bq | bd)
    f = g.forced
    reach = (1 << f) if f >= 0 else (FULL & ~g.closed)
    comp = _COMP
    low = _LOW
    # the side to move can win the game right now: as good as won
    cand = _GWIN[bp] & reach & undec
    while cand:
        b = low[cand]
        cand &= cand - 1
        if comp[mp[b]] & ~(mp[b] | mq[b]) & FULL:
            return WIN_SCORE - g.ply - 1
    pop = _POP8
    one = _ONE
    two = _TWO
    touch = _TOUCH
    livep = 255 & ~touch[bq | bd]      # large-board lines still open to the side to move
    liveq = 255 & ~touch[bp | bd]
    hotp = livep & touch[bp]
    hotq = liveq & touch[bq]
    s = (_BVAL[bp] - _BVAL[bq] + 60 * (pop[two[bp] & livep] - pop[two[bq] & liveq])
         + 8 * (pop[one[bp] & livep] - pop[one[bq] & liveq]))
    thru = _THRU
    u = undec
    while u:
        b = low[u]
        u &= u - 1
        x = mp[b]
        o = mq[b]
        fx = 255 & ~touch[o]
        fo = 255 & ~touch[x]
        th = thru[b]
        s += ((3 * pop[two[x] & fx] + pop[one[x] & fx]) * (1 + pop[th & livep] + 2 * pop[th & hotp])
              - (3 * pop[two[o] & fo] + pop[one[o] & fo]) * (1 + pop[th & liveq] + 2 * pop[th & hotq]))
    if f < 0:
        s += 25
    elif (undec >> f) & 1 and comp[mp[f]] & ~(mp[f] | mq[f]) & FULL:
        s += 20
    return s

def gen_small(g, mv, base, k, tmp):
    """Classic and Wild: the legal moves into mv[base:], centre and corners first; returns how many."""
    n = 0
    cells = g.cells
    marks = 2 if g.wild else 1
    for mk in range(marks):
        for c in _CENTER_ORDER:
            if not cells[c]:
                mv[base + n] = 9 * mk + c
                n += 1
    return n

def eval_small(g):
    """Classic and Wild: a win for the side to move if it can complete a line now; in Classic a loss if it
    cannot and the opponent threatens two cells (a fork); else 0."""
    empty = FULL & ~(g.masks[1] | g.masks[2])
    if g.wild:
        if (_COMP[g.masks[1]] | _COMP[g.masks[2]]) & empty:
            return WIN_SCORE - g.ply - 1
        return 0
    if _COMP[g.masks[g.turn]] & empty:
        return WIN_SCORE - g.ply - 1
    t = _COMP[g.masks[3 - g.turn]] & empty
    if t & (t - 1):
        return g.ply + 2 - WIN_SCORE
    return 0
