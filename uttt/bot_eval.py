"""What uttt.bot knows about Ultimate: lookup tables, the evaluation and the move ordering (Classic and Wild:
uttt.bot_small, loaded only for them).

Kept apart from the search (uttt/bot_search.py) so that neither module is large: MicroPython compiles a .py
file in one piece, and the compiler's peak memory grows with the file.

``eval_ultimate(g, T)`` scores a position for the side to move in evaluation points (a won small board is worth
6-13 by its place, an open two on a board that matters 20-100; a proven win ``WIN_SCORE - ply``). Everything is
table lookups on the 9-bit masks that ``uttt.rules.Game`` keeps, so a call allocates nothing. The search scores
the leaves in batches (``prep_ultimate`` then ``front_ultimate``): only the small board a move changes is scored
again, which gives the same numbers as a push, ``eval_ultimate`` and an undo at a fraction of the cost.
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

from array import array

from uttt.rules import WIN, LINES, FULL, _POP

WIN_SCORE = const(1000000)   # a won game scores WIN_SCORE - ply (sooner is better)

# ----- tables (about 1 KB) ------------------------------------------------------------------------------------

_LM = tuple((1 << LINES[i]) | (1 << LINES[i + 1]) | (1 << LINES[i + 2]) for i in range(0, 24, 3))  # the 8 lines


# Written out (tests/test_tables.py checks them against their definitions), so that importing the evaluation
# computes nothing (a board would take ~0.12 s to build them, in the frame the computer or the rating starts).
# _TWO[m]: the lines (8-bit mask, the order of uttt.rules.LINES) holding exactly two marks of the 9-bit mask m
_TWO = (
    b"\x00\x00\x00\x01\x00\x01\x01\x00\x00\x08\x00\x09\x00\x09\x01\x08"
    b"\x00\x40\x10\x51\x80\xc1\x91\xd0\x02\x4a\x12\x5b\x82\xcb\x93\xda"
    b"\x00\x00\x00\x01\x20\x21\x21\x20\x02\x0a\x02\x0b\x22\x2b\x23\x2a"
    b"\x02\x42\x12\x53\xa2\xe3\xb3\xf2\x00\x48\x10\x59\xa0\xe9\xb1\xf8"
    b"\x00\x08\x00\x09\x80\x89\x81\x88\x08\x00\x08\x01\x88\x81\x89\x80"
    b"\x80\xc8\x90\xd9\x00\x49\x11\x58\x8a\xc2\x9a\xd3\x0a\x43\x1b\x52"
    b"\x00\x08\x00\x09\xa0\xa9\xa1\xa8\x0a\x02\x0a\x03\xaa\xa3\xab\xa2"
    b"\x82\xca\x92\xdb\x22\x6b\x33\x7a\x88\xc0\x98\xd1\x28\x61\x39\x70"
    b"\x00\x00\x10\x11\x00\x01\x11\x10\x00\x08\x10\x19\x00\x09\x11\x18"
    b"\x10\x50\x00\x41\x90\xd1\x81\xc0\x12\x5a\x02\x4b\x92\xdb\x83\xca"
    b"\x00\x00\x10\x11\x20\x21\x31\x30\x02\x0a\x12\x1b\x22\x2b\x33\x3a"
    b"\x12\x52\x02\x43\xb2\xf3\xa3\xe2\x10\x58\x00\x49\xb0\xf9\xa1\xe8"
    b"\x04\x0c\x14\x1d\x84\x8d\x95\x9c\x0c\x04\x1c\x15\x8c\x85\x9d\x94"
    b"\x94\xdc\x84\xcd\x14\x5d\x05\x4c\x9e\xd6\x8e\xc7\x1e\x57\x0f\x46"
    b"\x04\x0c\x14\x1d\xa4\xad\xb5\xbc\x0e\x06\x1e\x17\xae\xa7\xbf\xb6"
    b"\x96\xde\x86\xcf\x36\x7f\x27\x6e\x9c\xd4\x8c\xc5\x3c\x75\x2d\x64"
    b"\x00\x40\x00\x41\x20\x61\x21\x60\x00\x48\x00\x49\x20\x69\x21\x68"
    b"\x40\x00\x50\x11\xe0\xa1\xf1\xb0\x42\x0a\x52\x1b\xe2\xab\xf3\xba"
    b"\x20\x60\x20\x61\x00\x41\x01\x40\x22\x6a\x22\x6b\x02\x4b\x03\x4a"
    b"\x62\x22\x72\x33\xc2\x83\xd3\x92\x60\x28\x70\x39\xc0\x89\xd1\x98"
    b"\x04\x4c\x04\x4d\xa4\xed\xa5\xec\x0c\x44\x0c\x45\xac\xe5\xad\xe4"
    b"\xc4\x8c\xd4\x9d\x64\x2d\x75\x3c\xce\x86\xde\x97\x6e\x27\x7f\x36"
    b"\x24\x6c\x24\x6d\x84\xcd\x85\xcc\x2e\x66\x2e\x67\x8e\xc7\x8f\xc6"
    b"\xe6\xae\xf6\xbf\x46\x0f\x57\x1e\xec\xa4\xfc\xb5\x4c\x05\x5d\x14"
    b"\x04\x44\x14\x55\x24\x65\x35\x74\x04\x4c\x14\x5d\x24\x6d\x35\x7c"
    b"\x54\x14\x44\x05\xf4\xb5\xe5\xa4\x56\x1e\x46\x0f\xf6\xbf\xe7\xae"
    b"\x24\x64\x34\x75\x04\x45\x15\x54\x26\x6e\x36\x7f\x06\x4f\x17\x5e"
    b"\x76\x36\x66\x27\xd6\x97\xc7\x86\x74\x3c\x64\x2d\xd4\x9d\xc5\x8c"
    b"\x00\x48\x10\x59\xa0\xe9\xb1\xf8\x08\x40\x18\x51\xa8\xe1\xb9\xf0"
    b"\xd0\x98\xc0\x89\x70\x39\x61\x28\xda\x92\xca\x83\x7a\x33\x6b\x22"
    b"\x20\x68\x30\x79\x80\xc9\x91\xd8\x2a\x62\x3a\x73\x8a\xc3\x9b\xd2"
    b"\xf2\xba\xe2\xab\x52\x1b\x43\x0a\xf8\xb0\xe8\xa1\x58\x11\x49\x00")
# _TOUCH[m]: the lines holding at least one mark of m
_TOUCH = (
    b"\x00\x49\x11\x59\xa1\xe9\xb1\xf9\x0a\x4b\x1b\x5b\xab\xeb\xbb\xfb"
    b"\xd2\xdb\xd3\xdb\xf3\xfb\xf3\xfb\xda\xdb\xdb\xdb\xfb\xfb\xfb\xfb"
    b"\x22\x6b\x33\x7b\xa3\xeb\xb3\xfb\x2a\x6b\x3b\x7b\xab\xeb\xbb\xfb"
    b"\xf2\xfb\xf3\xfb\xf3\xfb\xf3\xfb\xfa\xfb\xfb\xfb\xfb\xfb\xfb\xfb"
    b"\x8c\xcd\x9d\xdd\xad\xed\xbd\xfd\x8e\xcf\x9f\xdf\xaf\xef\xbf\xff"
    b"\xde\xdf\xdf\xdf\xff\xff\xff\xff\xde\xdf\xdf\xdf\xff\xff\xff\xff"
    b"\xae\xef\xbf\xff\xaf\xef\xbf\xff\xae\xef\xbf\xff\xaf\xef\xbf\xff"
    b"\xfe\xff\xff\xff\xff\xff\xff\xff\xfe\xff\xff\xff\xff\xff\xff\xff"
    b"\x14\x5d\x15\x5d\xb5\xfd\xb5\xfd\x1e\x5f\x1f\x5f\xbf\xff\xbf\xff"
    b"\xd6\xdf\xd7\xdf\xf7\xff\xf7\xff\xde\xdf\xdf\xdf\xff\xff\xff\xff"
    b"\x36\x7f\x37\x7f\xb7\xff\xb7\xff\x3e\x7f\x3f\x7f\xbf\xff\xbf\xff"
    b"\xf6\xff\xf7\xff\xf7\xff\xf7\xff\xfe\xff\xff\xff\xff\xff\xff\xff"
    b"\x9c\xdd\x9d\xdd\xbd\xfd\xbd\xfd\x9e\xdf\x9f\xdf\xbf\xff\xbf\xff"
    b"\xde\xdf\xdf\xdf\xff\xff\xff\xff\xde\xdf\xdf\xdf\xff\xff\xff\xff"
    b"\xbe\xff\xbf\xff\xbf\xff\xbf\xff\xbe\xff\xbf\xff\xbf\xff\xbf\xff"
    b"\xfe\xff\xff\xff\xff\xff\xff\xff\xfe\xff\xff\xff\xff\xff\xff\xff"
    b"\x64\x6d\x75\x7d\xe5\xed\xf5\xfd\x6e\x6f\x7f\x7f\xef\xef\xff\xff"
    b"\xf6\xff\xf7\xff\xf7\xff\xf7\xff\xfe\xff\xff\xff\xff\xff\xff\xff"
    b"\x66\x6f\x77\x7f\xe7\xef\xf7\xff\x6e\x6f\x7f\x7f\xef\xef\xff\xff"
    b"\xf6\xff\xf7\xff\xf7\xff\xf7\xff\xfe\xff\xff\xff\xff\xff\xff\xff"
    b"\xec\xed\xfd\xfd\xed\xed\xfd\xfd\xee\xef\xff\xff\xef\xef\xff\xff"
    b"\xfe\xff\xff\xff\xff\xff\xff\xff\xfe\xff\xff\xff\xff\xff\xff\xff"
    b"\xee\xef\xff\xff\xef\xef\xff\xff\xee\xef\xff\xff\xef\xef\xff\xff"
    b"\xfe\xff\xff\xff\xff\xff\xff\xff\xfe\xff\xff\xff\xff\xff\xff\xff"
    b"\x74\x7d\x75\x7d\xf5\xfd\xf5\xfd\x7e\x7f\x7f\x7f\xff\xff\xff\xff"
    b"\xf6\xff\xf7\xff\xf7\xff\xf7\xff\xfe\xff\xff\xff\xff\xff\xff\xff"
    b"\x76\x7f\x77\x7f\xf7\xff\xf7\xff\x7e\x7f\x7f\x7f\xff\xff\xff\xff"
    b"\xf6\xff\xf7\xff\xf7\xff\xf7\xff\xfe\xff\xff\xff\xff\xff\xff\xff"
    b"\xfc\xfd\xfd\xfd\xfd\xfd\xfd\xfd\xfe\xff\xff\xff\xff\xff\xff\xff"
    b"\xfe\xff\xff\xff\xff\xff\xff\xff\xfe\xff\xff\xff\xff\xff\xff\xff"
    b"\xfe\xff\xff\xff\xff\xff\xff\xff\xfe\xff\xff\xff\xff\xff\xff\xff"
    b"\xfe\xff\xff\xff\xff\xff\xff\xff\xfe\xff\xff\xff\xff\xff\xff\xff")
_THRU = b"\x49\x11\xa1\x0a\xd2\x22\x8c\x14\x64"  # _THRU[c]: the lines through cell c
# _BIT[(1 << b) % 11] is b: the index of a one-bit mask (2 is a primitive root mod 11), without a 512-byte table
_BIT = b"\x00\x00\x01\x08\x02\x04\x00\x07\x03\x06\x05"
_TRI = b"\x00\x01\x03\x06\x0a"   # lv * (lv + 1) / 2


def _cells(t):
    """The cells of the lines in the 8-bit line mask t. ``_cells(_TWO[m]) & ~m`` are the cells that would complete
    a line of the 9-bit mask m (on the large board: the boards whose capture wins the game); it replaced a table
    of 512 16-bit masks (1 KB of RAM while the computer plays; docs/memory.md). A line of m's that another mark
    already blocks gives its blocked cell too: every caller masks that out (empty cells, undecided boards)."""
    c = 0
    while t:
        bit = t & -t
        t -= bit
        c |= _LM[_BIT[bit % 11]]
    return c

# The evaluation's weights (evaluation points), fitted offline to game results (docs/bot.md, "Tuning"), as
# signed bytes: 0-2 a small board owned at the centre, a corner, an edge (set by hand to 15, 10, 6: the fit gave
# -9, -10, -1, which played worse against MCTS; a refit overwrites them); 3-4 large-board open twos and ones;
# 5-34 an open two in an undecided small board, by the board's importance k (below); 35-64 an open one, by k;
# 65 a free move (nothing to take), 66 a free move with a board to take, 67 sent to a board it can take,
# 68 sent to a board the opponent could take; 69-70 boards where the side to move / the opponent can take.
# Importance of a board to a player: lv large-board lines through it still open to the player (0-4), hot of
# those already holding one of the player's boards (0-lv): k = lv * (lv + 1) / 2 + hot, plus 15 if taking the
# board wins the game.
_W = b'\x0f\n\x06\'\x02\xfd\xfa\x04\xfa\x08\r\xff\x05\x05\x16\x08\x04\x15\x1b\t\x00\x006\x0034\x00E\x1c\x1b\x00\x15\xdf\x18\x01\xfe\xff\x05\x03\x03\x06\x04\n\x11\x12\x07\x0b\x12!!\x00\x00\x1f\x00\x1e\x19\x00  \x17\x00+\x18(\x01%@\xf5\x00"\xe3'


_WV = array("b", _W)  # the bytes read as signed
_WCENTRE, _WCORNER, _WEDGE, _WB2, _WB1 = _WV[0:5]
_W2 = _WV[5:35]
_W1 = _WV[35:65]
_WFREE, _WFREECAP, _WCAP, _WSENT, _WTHP, _WTHQ = _WV[65:71]

# Slots of the frontier table T (a list of _TN ints, table()) that prep_ultimate fills for front_ultimate: per
# undecided board b, T[b] its term (side to move's minus the opponent's), T[9 + b] and T[18 + b] the two players'
# weight indexes k; then the sum of the board terms, the two threat masks, the large-board terms, and front_*'s
# answer; T[34] and T[35] the boards whose capture wins the side to move, the opponent, the game.
# Kept from one call to the next (issue 20: a search's evaluations mostly share the large board and the side to
# move, and most of their small boards with the evaluation before): what depends on the large board and the side
# to move alone while they stay the same (T[36] their key: the k's, the winning boards, the large-board terms),
# and each board's term and threats while its marks stay the same (T[37 + b] its marks, T[46 + b] its threats).
_TS = const(27)
_TTP = const(28)
_TTQ = const(29)
_TBIG = const(30)
_TV = const(31)
_TM = const(32)
_TU = const(33)
_TW = const(34)
_TK = const(36)
_TMK = const(37)
_TTH = const(46)
_TN = const(55)


def table():
    """A new frontier table T for prep_ultimate, front_ultimate and eval_ultimate (uttt.bot_search's work area
    holds one of the same size)."""
    return [0] * _TN


def gen_ultimate(g, mv, base, k, tmp, hm=255, bad=-1):
    """Write the legal moves into mv[base:], likely-best first, and return how many: the hash move hm, the
    killer move k and small-board captures and blocks, then quiet moves, then moves that hand the opponent a
    free move or a board they can take at once (``bad``: those boards, when the caller knows them: prep's
    closed | T[29]). tmp is a scratch bytearray(81)."""
    mp = g.marks[g.turn]
    mq = g.marks[3 - g.turn]
    cells = g.cells
    boards = g.boards
    closed = g.closed
    two = _TWO
    if bad < 0:
        # target boards that are bad to send the opponent to: a line of two of theirs with its third cell free
        bad = closed
        touch = _TOUCH
        for c in range(9):
            if not boards[c] and not (closed >> c) & 1:
                if two[mq[c]] & ~touch[mp[c]]:
                    bad |= 1 << c
    front = base
    nt = 0
    nb = 0
    f = g.forced
    b = f if f >= 0 else 0
    while b < 9:
        if (closed >> b) & 1 and f < 0:
            b += 1
            continue
        good = 0
        if not boards[b]:
            good = two[mp[b]] | two[mq[b]]   # lines of two: their empty cells capture or block
            if good:
                good = _cells(good)
        first = 9 * b
        for m in range(first, first + 9):
            if cells[m]:
                continue
            c = m - first
            if m == hm:
                mv[front] = mv[base]
                mv[base] = m
                front += 1
            elif m == k or (good >> c) & 1:
                mv[front] = m
                front += 1
            elif (bad >> c) & 1:
                nb += 1
                tmp[81 - nb] = m
            else:
                tmp[nt] = m
                nt += 1
        if f >= 0:
            break
        b += 1
    for j in range(nt):
        mv[front + j] = tmp[j]
    n = front + nt
    for j in range(1, nb + 1):
        mv[n] = tmp[81 - j]
        n += 1
    return n - base


def prep_ultimate(g, T):
    """Fill T for the position g, whose moves are about to be scored by front_ultimate."""
    p = g.turn
    big = g.big
    bp = big[p]
    bq = big[3 - p]
    bd = big[3]
    pop = _POP
    two = _TWO
    touch = _TOUCH
    key = bp | bq << 9 | bd << 18 | p << 27
    if T[_TK] != key:
        # the large board's terms (the same until a board is decided or the other side is to move)
        thru = _THRU
        tri = _TRI
        winp = _cells(two[bp])             # boards whose capture wins the game (the undecided ones are read)
        winq = _cells(two[bq])
        livep = 255 & ~touch[bq | bd]      # large-board lines still open to the side to move
        liveq = 255 & ~touch[bp | bd]
        hotp = livep & touch[bp]           # ... and holding one of its boards
        hotq = liveq & touch[bq]
        T[_TBIG] = (_WCENTRE * (((bp >> 4) & 1) - ((bq >> 4) & 1)) + _WCORNER * (pop[bp & 0x145] - pop[bq & 0x145])
                    + _WEDGE * (pop[bp & 0xAA] - pop[bq & 0xAA]) + _WB2 * (pop[two[bp] & livep] - pop[two[bq] & liveq])
                    + _WB1 * (pop[touch[bp] & livep] - pop[touch[bq] & liveq]))
        T[_TW] = winp
        T[_TW + 1] = winq
        u = FULL & ~(bp | bq | bd)
        while u:
            bit = u & -u
            u -= bit
            b = _BIT[bit % 11]
            th = thru[b]
            T[9 + b] = tri[pop[th & livep]] + pop[th & hotp] + 15 * ((winp >> b) & 1)
            T[18 + b] = tri[pop[th & liveq]] + pop[th & hotq] + 15 * ((winq >> b) & 1)
            T[_TMK + b] = -1               # its term to compute
        T[_TK] = key
    mp = g.marks[p]
    mq = g.marks[3 - p]
    w2 = _W2
    w1 = _W1
    sm = thp = thq = 0
    u = FULL & ~(bp | bq | bd)
    while u:
        bit = u & -u
        u -= bit
        b = _BIT[bit % 11]
        x = mp[b]
        o = mq[b]
        mk = x | o << 9
        if T[_TMK + b] == mk:
            dv = T[b]                      # the board as at the last call: its term and threats as then
            t = T[_TTH + b]
        else:
            kp = T[9 + b]
            kq = T[18 + b]
            fo = 255 & ~touch[o]           # lines free of the opponent's marks
            fx = 255 & ~touch[x]
            dv = w2[kp] * pop[two[x] & fo] + w1[kp] * pop[touch[x] & fo]
            dv -= w2[kq] * pop[two[o] & fx] + w1[kq] * pop[touch[o] & fx]
            t = 0
            if two[x] & fo:                # a line of two with its third cell free: the board can be taken
                t = 1
            if two[o] & fx:
                t |= 2
            T[b] = dv
            T[_TMK + b] = mk
            T[_TTH + b] = t
        sm += dv
        if t & 1:
            thp |= bit
        if t & 2:
            thq |= bit
    T[_TS] = sm
    T[_TTP] = thp
    T[_TTQ] = thq


def eval_ultimate(g, T):
    """Score for the side to move (evaluation points); T is a frontier table (table(), prep_ultimate's)."""
    prep_ultimate(g, T)
    thp = T[_TTP]
    thq = T[_TTQ]
    win = T[_TW]
    f = g.forced
    if f < 0:
        reach = FULL & ~g.closed
        if win & reach & thp:
            return WIN_SCORE - g.ply - 1      # it takes a board that wins the game: as good as won
        s = _WFREECAP if thp & reach else _WFREE
    elif (win >> f) & (thp >> f) & 1:
        return WIN_SCORE - g.ply - 1
    elif (thp >> f) & 1:
        s = _WCAP
    elif (thq >> f) & 1:
        s = _WSENT
    else:
        s = 0
    return s + T[_TS] + T[_TBIG] + _WTHP * _POP[thp] + _WTHQ * _POP[thq]


_T2 = table()   # eval_ultimate's table when front_ultimate needs the full evaluation


def front_ultimate(g, mv, i, n, best, beta, T, cap):
    """Score the moves mv[i:n] of g (a position whose children are leaves of the search) in order, each as
    minus the evaluation of the position after it (or its result if it ends the game): exactly what a push,
    eval_ultimate and undo would give, with T from prep_ultimate(g, T). Most moves change one small board and
    nothing else, so only that board is scored again: a work unit; a move that takes or fills a board needs
    the full evaluation: two units. Starts from the best value ``best``, stops after a move that scores
    ``beta`` or more and before ``cap`` units are exceeded (one move at least); returns the index after the
    last move scored, with the best value in T[31], its move in T[32] (unchanged when no move beat ``best``)
    and the units spent in T[33]."""
    p = g.turn
    q = 3 - p
    mine = g.marks[p]
    theirs = g.marks[q]
    boards = g.boards
    closed = g.closed
    gwq = T[_TW + 1]   # boards whose capture wins the opponent the game (undecided ones are read)
    pop = _POP
    two = _TWO
    touch = _TOUCH
    w2 = _W2
    w1 = _W1
    sm0 = T[_TS]
    big = T[_TBIG]
    thp0 = T[_TTP]
    thq0 = T[_TTQ]
    lost = g.ply + 2 - WIN_SCORE
    used = 0
    lb = -1
    while i < n and used < cap:
        m = mv[i]
        b = m // 9
        c = m - 9 * b
        if b != lb:
            # what depends on the board alone, read once for all its moves (a node's moves are one board's,
            # unless it is a free move)
            lb = b
            xb = mine[b]
            o = theirs[b]
            dec = boards[b]
            if not dec:
                kp = T[9 + b]
                kq = T[18 + b]
                w2p = w2[kp]
                w1p = w1[kp]
                w2q = w2[kq]
                w1q = w1[kq]
                fo = 255 & ~touch[o]
                to = two[o]
                tco = touch[o]
                smb = sm0 - T[b]
                bit = 1 << b
                thpb = thp0 & ~bit
                thqb = thq0 & ~bit
        x = xb | (1 << c)
        if dec:
            # a decided board that stays open (stay_open): its marks count for nothing, unless it fills up
            slow = x | o == FULL
            sm = sm0
            thp = thp0
            thq = thq0
        else:
            slow = WIN[x] or x | o == FULL
            if not slow:
                fx = 255 & ~touch[x]
                sm = smb + w2p * pop[two[x] & fo] + w1p * pop[touch[x] & fo] - w2q * pop[to & fx] - w1q * pop[tco & fx]
                thp = thpb
                thq = thqb
                if two[x] & fo:
                    thp |= bit
                if to & fx:
                    thq |= bit
        if slow:
            # a board taken or filled (the large board changes) or the game over: the full evaluation
            if used + 2 > cap:
                break
            used += 1
            g._push(m)
            r = g.result
            if r:
                v = 0 if r == 3 else (WIN_SCORE - g.ply if r == p else g.ply - WIN_SCORE)
            else:
                v = -eval_ultimate(g, _T2)
            g.undo()
        elif (closed >> c) & 1:
            # the opponent gets a free move
            reach = FULL & ~closed
            if gwq & reach & thq:
                v = lost
            else:
                v = sm + big - (_WFREECAP if thq & reach else _WFREE) - _WTHP * pop[thq] - _WTHQ * pop[thp]
        elif (gwq >> c) & (thq >> c) & 1:
            v = lost      # ... sent to a board whose capture wins them the game
        else:
            v = sm + big - _WTHP * pop[thq] - _WTHQ * pop[thp]
            if (thq >> c) & 1:
                v -= _WCAP
            elif (thp >> c) & 1:
                v -= _WSENT
        i += 1
        used += 1
        if v > best:
            best = v
            T[_TM] = m
            if v >= beta:
                break
    T[_TV] = best
    T[_TU] = used
    return i
