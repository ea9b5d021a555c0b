"""Super-Ultimate's evaluation for the computer (uttt.bot_super's, loaded with it only for a Super-Ultimate game).

The evaluation, for the side to move, is seed 001's picture at two levels: medium boards owned and open twos
on the large board; in each undecided medium board, its small boards owned and open twos, weighted by how much
that medium board matters to the player (large lines through it still open, and whether taking it wins); in
each undecided small board, open twos and ones weighted by both levels' importance; tempo (a free move, being
sent to a board one can take); and a proven win when the side to move can take a small board that takes a
medium board that wins the game. ``front_super`` scores a frontier node's moves from ``prep_super``'s table:
a move that neither takes nor fills its small board changes one board's term and the threats, so only that is
scored again (exactly what push, ``eval_super`` and undo give: tested).
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

from uttt.super_rules import WIN, LINES, FULL, _POP  # (not uttt.rules: a Super game drops it)

WIN_SCORE = const(1000000)   # a won game scores WIN_SCORE - ply (as in uttt.bot_eval)

# ----- tables (built once at import) ---------------------------------------------------------------------------


def _tables():
    lmask = tuple((1 << LINES[i]) | (1 << LINES[i + 1]) | (1 << LINES[i + 2]) for i in range(0, 24, 3))
    thru = bytearray(9)       # lines through each cell
    for i in range(8):
        for c in range(9):
            if (lmask[i] >> c) & 1:
                thru[c] |= 1 << i
    two = bytearray(512)      # lines (8-bit mask) holding exactly two marks of a 9-bit mask
    touch = bytearray(512)    # ... at least one mark
    # Each mask m | k from m, whose cells are all below c (k = 1 << c): the lines through c (i) are touched, and hold
    # two where m touched them once (a line through c holds at most two of m's). 511 steps, not 512 x 8 (thinkframes54:
    # the tables were ~1.2-1.6 ms of the import's ~2.2 here, ~200 ms of a PyBadge's Super think frame at the pystones'
    # ratio, which the bench prices as an import's, at 1/6.6; tests/test_tables.py checks them)
    for c in range(9):
        i = thru[c]
        k = 1 << c
        for m in range(k):
            touch[m | k] = touch[m] | i
            two[m | k] = two[m] & ~i | touch[m] & ~two[m] & i
    return two, touch, lmask, thru  # each made once at its size: no copy, nothing grown (docs/memory.md)


# _COMP: the cells of each of the 8 lines (9-bit masks; its name from what it gives): the cells that would complete
# a line of a 9-bit mask m are those of the lines of _TWO[m] not in m. Not a table of them by m (512 16-bit masks,
# 1 KB of the Super boot's heap at play while the computer plays: superroom52): a board another mark could complete
# is a line of _TWO[x] & ~_TOUCH[o] (its third cell empty), a cell c completes one of m's (c not in m) when
# _TWO[m] & _THRU[c], and a mask t of cells outside m holds one when _TWO[m] & _TOUCH[t].
_TWO, _TOUCH, _COMP, _THRU = _tables()
del _tables

# Weights (evaluation points; hand-set, checked by tests/bench/super_bot.py against plain UCT)
_WMED = const(60)        # a medium board owned (the centre one counts _WMED + _WMEDC)
_WMEDC = const(20)
_WBIG2 = const(150)      # a large-board open two
_WBIG1 = const(10)       # a large-board line touched and still open
_WSMALL = const(6)       # a small board owned, times its medium board's importance (the centre + 2)
_WMID2 = const(16)       # a medium-board open two, times its medium board's importance
_WMID1 = const(2)
_WTWO = const(3)         # a small-board open two, times the two levels' importance
_WONE = const(1)
_WFREE = const(30)       # the side to move has a free move (at either level)
_WFREECAP = const(60)    # ... with a small board it can take
_WCAP = const(40)        # sent to a small board it can take
_WSENT = const(-20)      # sent to a small board the opponent could take
_WTH = const(6)          # per small board the side to move could take

# Slots of the frontier table T (a list of _TN, new_table()): 29-33 are the search's (31-33 front's answer).
# prep_super's answer for front_super, from the side to move's point of view: _TS the small boards' terms, _TB
# the medium and large boards' terms, _TNP/_TNQ how many small boards each player could take at once. Kept from
# X's point of view and updated move by move (only the boards the moves since the last prep touched are scored
# again): per medium board M, T[_THA + M] and T[_THB + M] the small boards (9-bit masks) X / O could take at
# once; in A = T[_TA], an array("h"), per small board k, A[_TK + k] its term (X's minus O's), A[_TWA + k] and
# A[_TWB + k] X's and O's weights, per medium board its own term; _TC0 the ply the cache started from (-1: none),
# _TCN the ply it is at, the moves between from A[_TPATH:] (two bytes of the game's undo record each, < 3,840).
# Each of A's fits 16 bits (superbot41): a weight is at most 13 * 8 = 104 (importance 1 + 4 + 4 + 4, times
# 1 + 4 + 3), a small board's term at most 104 * (3 * 8 + 8) = 3,328 either way, a medium board's
# 13 * (6 * 9 + 2 + 16 * 8 + 2 * 8) = 2,600; the sums, which do not (81 terms), stay in T, and the threats too
# (read and written back for every move front_super scores: a list's slot is the quicker).
_TS = const(0)
_TB = const(1)
_TNP = const(2)
_TNQ = const(3)
_TSUMX = const(4)
_TBIGX = const(5)
_TC0 = const(6)
_TCN = const(7)
_TF = const(8)           # a rescore in pieces (superslice42): 0 none, else 1 + the next medium board to score
_TCOST = const(9)
_THA = const(10)         # per medium board, the small boards X / O could take at once (9-bit masks)
_THB = const(19)
_TDM = const(28)         # ... the medium boards it scores again (9-bit mask; 1023: all, the large board's term done)
_TPH = const(29)         # the search's scoring left half done for the next front_super: 1 the node's own rescore, 2 a
_TVC = const(30)         # move's evaluation (the move played), 3 T back to the node's (_TVC its value)
_TV = const(31)
_TM = const(32)
_TU = const(33)
_TL = const(38)          # ... and the moves its path and the position's have in common first
_TW = const(34)          # what is left of the pieces a prep_super may do (w: _WPIECE a medium board scored again)
_TA = const(39)          # T[_TA]: the per-board slots below, an array("h") (each fits 16 bits: superbot41)
_TN = const(40)
# per-board slots, in T[_TA]
_TK = const(0)
_TWA = const(81)
_TWB = const(162)
_TMED = const(243)
_TD = const(252)
_TPATH = const(261)
_PATHN = const(32)
_AN = const(293)
# What scoring again costs, in work units (a unit: the search's average time per unit, ~52 us on
# circuitpython-unix32, where a medium board takes ~53 us and the whole position ~590 us; a small board is
# covered by the unit prep_super's call counts). prep_super adds them up in T[_TCOST] and the next front_super
# counts them, so a slice of N units takes about N times a unit's time even where medium boards change.
_CMED = const(1)
_CFULL = const(12)
# The search's slices (superslice42): a rescore in pieces of a medium board each, a piece charged _WPIECE of the
# pieces a call may do (w: ~12 us on circuitpython-unix32 against a move front_super scores from T, ~4 us).
_WPIECE = const(3)
_ALL = const(0x20000000)   # (no limit)


def reset_table(T):
    """Forget what T holds (another game may come next)."""
    # (or a search stopped in the middle of a rescore): the small boards' terms and their sum zero (prep_super's
    # whole rescore relies on their sum being kept: superslice42)
    T[_TC0] = -1
    T[_TCOST] = T[_TF] = T[_TPH] = T[_TSUMX] = T[35] = T[37] = 0   # (uttt.bot_super's: a slice left half done)
    A = T[_TA]
    for k in range(81):
        A[_TK + k] = 0


def new_table():
    # A frontier table (an empty cache): _TN slots, T[_TA] the per-board ones (0.6 KB made first, then the list's
    # 0.2 KB: a list of all 351 slots took 1.4 KB in one block; superbot41). (Comments, not docstrings, here and
    # below: the module compiles in tests/test_device_memory.py's 64K with them, superslice42.)
    from array import array
    A = array("h", (0,)) * _AN   # (zeros by repetition, not from bytes: no second copy at once)
    T = [0] * _TN
    T[_TA] = A
    T[_TC0] = -1
    return T


# ----- evaluation ----------------------------------------------------------------------------------------------


def _medium(g, T, M):
    # medium board M scored again: its own term, its small boards' weights, terms and threats
    A = T[_TA]
    pop = _POP
    two = _TWO
    touch = _TOUCH
    k0 = 9 * M
    old = 0
    for k in range(k0, k0 + 9):
        old += A[_TK + k]
        A[_TK + k] = 0
    T[_THA + M] = 0
    T[_THB + M] = 0
    A[_TMED + M] = 0
    if g.mediums[M]:
        T[_TSUMX] -= old
        return
    big = g.big
    ba = big[1]
    bb = big[2]
    bd = big[3]
    la = 255 & ~touch[bb | bd]          # large lines still open to X
    lb = 255 & ~touch[ba | bd]
    th = _THRU[M]   # (M undecided: a line of its through it that two of a player's hold is one it completes)
    ima = 1 + pop[th & la] + pop[th & la & touch[ba]] + (4 if two[ba] & th else 0)
    imb = 1 + pop[th & lb] + pop[th & lb & touch[bb]] + (4 if two[bb] & th else 0)
    mid = g.mid
    xa = mid[1][M]
    xb = mid[2][M]
    xd = mid[3][M]
    la = 255 & ~touch[xb | xd]          # medium lines still open to X
    lb = 255 & ~touch[xa | xd]
    A[_TMED + M] = (ima * (_WSMALL * pop[xa] + 2 * ((xa >> 4) & 1) + _WMID2 * pop[two[xa] & la]
                           + _WMID1 * pop[touch[xa] & la])
                    - imb * (_WSMALL * pop[xb] + 2 * ((xb >> 4) & 1) + _WMID2 * pop[two[xb] & lb]
                             + _WMID1 * pop[touch[xb] & lb]))
    ca = two[xa]    # (the lines of small boards; S undecided below, so ca & _THRU[S] when S completes one)
    cb = two[xb]
    smalls = g.smalls
    ma = g.marks[1]
    mb = g.marks[2]
    new = tha = thb = 0
    for S in range(9):
        k = k0 + S
        if smalls[k]:
            continue
        ts = _THRU[S]
        wa = ima * (1 + pop[ts & la] + (3 if ca & ts else 0))
        wb = imb * (1 + pop[ts & lb] + (3 if cb & ts else 0))
        A[_TWA + k] = wa
        A[_TWB + k] = wb
        x = ma[k]
        o = mb[k]
        fx = 255 & ~touch[o]
        e = two[x] & fx    # X's open twos: each a line X takes the board with (its third cell empty)
        if e:
            tha |= 1 << S
        dv = wa * (_WTWO * pop[e] + _WONE * pop[touch[x] & fx])
        fx = 255 & ~touch[x]
        e = two[o] & fx
        if e:
            thb |= 1 << S
        dv -= wb * (_WTWO * pop[e] + _WONE * pop[touch[o] & fx])
        A[_TK + k] = dv
        new += dv
    T[_THA + M] = tha
    T[_THB + M] = thb
    T[_TSUMX] += new - old


def _small(g, T, k):
    # small board k scored again (its medium board's context unchanged: no board taken since)
    A = T[_TA]
    M = k // 9
    S = k - 9 * M
    bit = 1 << S
    old = A[_TK + k]
    if g.smalls[k] or g.mediums[M]:
        dv = 0
        tha = thb = 0
    else:
        pop = _POP
        two = _TWO
        touch = _TOUCH
        x = g.marks[1][k]
        o = g.marks[2][k]
        fx = 255 & ~touch[o]
        e = two[x] & fx    # (the open twos: _medium's)
        tha = bit if e else 0
        dv = A[_TWA + k] * (_WTWO * pop[e] + _WONE * pop[touch[x] & fx])
        fx = 255 & ~touch[x]
        e = two[o] & fx
        thb = bit if e else 0
        dv -= A[_TWB + k] * (_WTWO * pop[e] + _WONE * pop[touch[o] & fx])
    A[_TK + k] = dv
    T[_TSUMX] += dv - old
    T[_THA + M] = (T[_THA + M] & ~bit) | tha
    T[_THB + M] = (T[_THB + M] & ~bit) | thb


def prep_super(g, T, anchor=-1, w=_ALL):
    # Fill T (new_table()) for the position g, whose moves front_super scores next: the boards the moves since
    # T's last position touched are scored again (all of them for another game, or a medium board taken). True when
    # T is ready.
    #
    # The cache compares the moves played since the ply it started from (its anchor), so every position it sees
    # must have the same moves before that ply: it starts at the first position it sees (a search's root: the
    # search's first prep is there) or at ``anchor``, a ply of that position's past.
    # With w (the search's slices, superslice42), the medium boards are scored again while w > 0 (a piece each,
    # _WPIECE of w) and the rest is left for the next call, for the same position (T[_TF]; T[_TW] the w left).
    A = T[_TA]
    if w <= 0:
        T[_TW] = w
        return False
    ply = g.ply
    ply0 = T[_TC0]
    h = g._hist
    M0 = T[_TF]
    if not M0:
        # which boards to score again: every one (dm 1023) or the medium boards in dm and the small boards in
        # A[_TD + M]
        dm = L = 0
        if ply0 < 0 or ply < ply0 or ply - ply0 > _PATHN or (anchor >= 0 and anchor != ply0):
            ply0 = anchor if 0 <= anchor <= ply and ply - anchor <= _PATHN else ply
            T[_TC0] = ply0
            dm = 1023
        else:
            cn = T[_TCN] - ply0
            n = ply - ply0
            lim = cn if cn < n else n
            i = 2 * ply0
            while L < lim and A[_TPATH + L] == h[i] | h[i + 1] << 8:
                L += 1
                i += 2
            for j in range(L, cn + n - L):
                # the moves undone since (old path), then the moves played since (new path)
                if j < cn:
                    e = A[_TPATH + j]
                else:
                    i = 2 * (ply0 + L + j - cn)
                    e = h[i] | h[i + 1] << 8
                f = e >> 8
                k = ((e & 255) | (f & 3) << 8) // 9
                M = k // 9
                if f & 8:
                    dm = 1023
                    break
                elif f & 4:
                    dm |= 1 << M
                else:
                    A[_TD + M] |= 1 << (k - 9 * M)
        if dm > 511:
            # the whole position: the large board's terms, X's minus O's, then every medium board (their small
            # boards' terms replace what they held: their sum T[_TSUMX] is kept, reset_table)
            T[_TCOST] += _CFULL
            pop = _POP
            two = _TWO
            touch = _TOUCH
            big = g.big
            ba = big[1]
            bb = big[2]
            bd = big[3]
            la = 255 & ~touch[bb | bd]
            lb = 255 & ~touch[ba | bd]
            T[_TBIGX] = (_WMED * (pop[ba] - pop[bb]) + _WMEDC * (((ba >> 4) & 1) - ((bb >> 4) & 1))
                         + _WBIG2 * (pop[two[ba] & la] - pop[two[bb] & lb])
                         + _WBIG1 * (pop[touch[ba] & la] - pop[touch[bb] & lb]))
        T[_TDM] = dm
        T[_TL] = L
        M0 = 1
    dm = T[_TDM]
    T[_TW] = w
    for M in range(M0 - 1, 9):
        if (dm >> M) & 1:
            if w <= 0:
                T[_TF] = M + 1     # the next medium board to score, in the next call
                return False
            _medium(g, T, M)
            if dm < 512:
                T[_TCOST] += _CMED
            w -= _WPIECE
            T[_TW] = w
        else:
            d = A[_TD + M]
            if d:
                S = 0
                while d >> S:
                    if (d >> S) & 1:
                        _small(g, T, 9 * M + S)
                    S += 1
        A[_TD + M] = 0
    T[_TF] = 0
    L = T[_TL]   # (the path's first L moves are the cache's already)
    i = 2 * (ply0 + L)
    for j in range(L, ply - ply0):
        A[_TPATH + j] = h[i] | h[i + 1] << 8
        i += 2
    T[_TCN] = ply
    pop = _POP
    med = na = nb = 0
    for M in range(9):
        med += A[_TMED + M]
        na += pop[T[_THA + M]]
        nb += pop[T[_THB + M]]
    if g.turn == 1:
        T[_TS] = T[_TSUMX]
        T[_TB] = T[_TBIGX] + med
        T[_TNP] = na
        T[_TNQ] = nb
    else:
        T[_TS] = -T[_TSUMX]
        T[_TB] = -T[_TBIGX] - med
        T[_TNP] = nb
        T[_TNQ] = na
    return True


def _tempo(g, T, p, M, S):
    # The tempo term of player p, to move, sent to medium board M, small board S (-1: free at that level);
    # None when p can win the game at once there: take a small board (its threats from T) that takes an undecided
    # medium board that completes a large line (one path for the three cases, the test inline: superbot41).
    # (A board p could take, t's, is undecided: the medium board it takes wins when it completes a line of p's
    # small boards there, _TWO[mid[M]] & _THRU[S], or for t as a whole _TWO[mid[N]] & _TOUCH[t]; and that medium
    # board, undecided, one of the large board, _TWO[big[p]] & _THRU[M].)
    slot = _THA if p == 1 else _THB
    closed = g.closed
    mediums = g.mediums
    two = _TWO
    thru = _THRU
    cb = two[g.big[p]]
    mid = g.mid[p]
    if M < 0 or (closed >> M) & 1:
        lo = 0
        hi = 9
    else:
        if S >= 0 and not (g.sclosed[M] >> S) & 1:
            t = T[slot + M]
            if (t >> S) & 1 and two[mid[M]] & thru[S] and cb & thru[M] and not mediums[M]:
                return None
            if (t >> S) & 1:
                return _WCAP
            if (T[(_THA + _THB - slot) + M] >> S) & 1:
                return _WSENT
            return 0
        lo = M
        hi = M + 1
    cap = 0
    for N in range(lo, hi):
        if not (closed >> N) & 1:
            t = T[slot + N]
            if t and two[mid[N]] & _TOUCH[t] and cb & thru[N] and not mediums[N]:
                return None
            cap |= t
    return _WFREECAP if cap else _WFREE


def eval_super(g, T, anchor=-1, w=_ALL):
    """Score for the side to move (evaluation points); T a frontier table (new_table(): prep_super's)."""
    # (with w, prep_super's: None while T is not ready; call again for the same position)
    if not prep_super(g, T, anchor, w):
        return None
    s = _tempo(g, T, g.turn, g.forced_medium, g.forced_small)
    if s is None:
        return WIN_SCORE - g.ply - 1      # it takes a board that wins the game: as good as won
    return s + T[_TS] + T[_TB] + _WTH * (T[_TNP] - T[_TNQ])


def _more(g, T, w):
    # the search's scoring left half done (T[_TPH]): the node's own rescore (1), the evaluation after a move (2:
    # the move played), T back to the node's (3); at most w pieces (prep_super). T[_TPH] 0 when done.
    if T[_TPH] == 2:
        v = eval_super(g, T, -1, w)
        if v is None:
            return
        T[_TVC] = -v
        g.undo()
        T[_TPH] = 3
        w = T[_TW]
    if prep_super(g, T, -1, w):
        T[_TPH] = 0


def front_super(g, mv, i, n, best, beta, T, cap, w=_ALL):
    # uttt.bot_eval.front_ultimate's contract for Super-Ultimate, T from prep_super(g, T): each move scored as
    # minus the evaluation after it (or its result); a move that takes or fills its small board by a push,
    # eval_super in T, an undo and prep_super back (two units and what scoring the boards again cost, there and
    # back), any other from T (one unit).
    # The units also count what prep_super's scoring cost since the last call, and the first move is scored
    # whatever the cap (so every call makes progress).
    # With w (the search's slices, superslice42), the rescoring (the node's own when T[_TPH] is 1, and a move's,
    # there and back) goes while w > 0 (prep_super's pieces): what is left stays in T (T[_TPH]) and the call
    # returns at that move (T[_TW] the w left); the next call, for the same node and moves from there, finishes
    # it first. The units are counted as a whole call's: each move's once it is scored.
    ph = T[_TPH]
    if ph:
        _more(g, T, w)
        w = T[_TW]
        if T[_TPH]:
            T[_TV] = best
            T[_TU] = 0
            return i
    A = T[_TA]
    p = g.turn
    q = 3 - p
    mine = g.marks[p]
    theirs = g.marks[q]
    if p == 1:
        wps = _TWA
        wqs = _TWB
        tps = _THA
        tqs = _THB
        sign = 1
    else:
        wps = _TWB
        wqs = _TWA
        tps = _THB
        tqs = _THA
        sign = -1
    smalls = g.smalls
    mediums = g.mediums
    pop = _POP
    two = _TWO
    touch = _TOUCH
    sm0 = T[_TS]
    big = T[_TB]
    np0 = T[_TNP]
    nq0 = T[_TNQ]
    lost = g.ply + 2 - WIN_SCORE
    used = T[_TCOST]      # what prep_super's scoring cost since the last front_super (work units)
    T[_TCOST] = 0
    i0 = i
    while i < n and (used < cap or i == i0):
        m = mv[i]
        k = m // 9
        c = m - 9 * k
        M = k // 9
        S = k - 9 * M
        x = mine[k] | (1 << c)
        o = theirs[k]
        if (x | o) == FULL or (WIN[x] and not smalls[k]):
            # its small board taken or filled (the medium and large boards may change): the full evaluation
            if ph > 1:
                ph = 0
                v = T[_TVC]     # (the first move: its scoring finished above, its units counted from T[_TCOST])
            else:
                if (used + 2 > cap or w <= 0) and i > i0:
                    break
                used += 1
                g._push(m)
                r = g.result
                if r:
                    v = 0 if r == 3 else (WIN_SCORE - g.ply if r == p else g.ply - WIN_SCORE)
                    g.undo()
                else:
                    # in T itself, then T back to this node's terms (the boards the move touched scored again:
                    # no second table, 1.4 KB; super31), in pieces (_more)
                    T[_TPH] = 2
                    _more(g, T, w)
                    w = T[_TW]
                    if T[_TPH]:
                        break       # (i not counted: the next call scores it first)
                    v = T[_TVC]
                    used += T[_TCOST]
                    T[_TCOST] = 0
        else:
            sm = sm0
            np = np0
            nq = nq0
            thp0 = T[tps + M]
            thq0 = T[tqs + M]
            if not smalls[k] and not mediums[M]:
                bit = 1 << S
                thp = thp0 & ~bit
                thq = thq0 & ~bit
                fx = 255 & ~touch[o]
                e = two[x] & fx    # (the open twos: _medium's)
                if e:
                    thp |= bit
                dv = A[wps + k] * (_WTWO * pop[e] + _WONE * pop[touch[x] & fx])
                fx = 255 & ~touch[x]
                e = two[o] & fx
                if e:
                    thq |= bit
                dv -= A[wqs + k] * (_WTWO * pop[e] + _WONE * pop[touch[o] & fx])
                sm = sm0 - sign * A[_TK + k] + dv
                np += pop[thp] - pop[thp0]
                nq += pop[thq] - pop[thq0]
                T[tps + M] = thp
                T[tqs + M] = thq
            # the opponent to move, sent to medium board S, small board c
            s = _tempo(g, T, q, S, c)
            T[tps + M] = thp0
            T[tqs + M] = thq0
            if s is None:
                v = lost
            else:
                v = sm + big - s - _WTH * (nq - np)
        i += 1
        used += 1
        if v > best:
            best = v
            T[_TM] = m
            if v >= beta:
                break
    T[_TV] = best
    T[_TU] = used
    T[_TW] = w
    return i
