"""Random playouts: the hot loop of Monte-Carlo search and of the speed benchmark.

Kept apart from ``uttt.rules`` so a board that never searches never compiles it (MicroPython compiles a
module's whole source in RAM at import, so small modules keep the peak low).
"""

from uttt.rules import WIN, FULL, DRAW, _POP


def _low_table():
    # _LOW[mask] is the index of the lowest set bit of a 9-bit mask (512 bytes).
    t = bytearray(512)
    for mask in range(1, 512):
        c = 0
        while not mask >> c & 1:
            c += 1
        t[mask] = c
    return t


_LOW = _low_table()


def playout(game, rnd):
    """Play uniformly random legal moves from game's position to the end; return the result (1, 2, 3).

    game is left unchanged. rnd() must return a float in [0, 1) (e.g. random.random). This is the
    hot loop of Monte-Carlo search and of the speed benchmark: it works on local 9-bit masks only.
    """
    low = _LOW
    pop = _POP
    win = WIN
    if game.result:
        return game.result
    xs = list(game.marks[1])
    os_ = list(game.marks[2])
    mine, theirs = (xs, os_) if game.turn == 1 else (os_, xs)
    p = game.turn
    big_me = game.big[p]
    big_them = game.big[3 - p]
    big_drawn = game.big[3]
    stay_open = game.stay_open
    full = game.full
    closed = game.closed
    b = game.forced
    while True:
        if b < 0:
            total = 0
            for i in range(9):
                if not closed >> i & 1:
                    total += 9 - pop[mine[i] | theirs[i]]
            k = int(rnd() * total)
            b = 0
            while True:
                if not closed >> b & 1:
                    n = 9 - pop[mine[b] | theirs[b]]
                    if k < n:
                        break
                    k -= n
                b += 1
        else:
            k = int(rnd() * (9 - pop[mine[b] | theirs[b]]))
        empty = FULL & ~(mine[b] | theirs[b])
        while k:  # drop the k lowest empty cells
            empty &= empty - 1
            k -= 1
        c = low[empty]
        mask = mine[b] | (1 << c)
        mine[b] = mask
        bit = 1 << b
        if mask | theirs[b] == FULL:
            full |= bit
        if not (big_me | big_them | big_drawn) & bit:
            if win[mask]:
                big_me |= bit
                if win[big_me]:
                    return p
            elif full & bit:
                big_drawn |= bit
        closed = full if stay_open else big_me | big_them | big_drawn
        if closed == FULL:
            if game.most_boards:
                a, z = pop[big_me], pop[big_them]
                if a != z:
                    return p if a > z else 3 - p
            return DRAW
        b = -1 if closed >> c & 1 else c
        mine, theirs = theirs, mine
        big_me, big_them = big_them, big_me
        p = 3 - p
