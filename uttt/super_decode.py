"""Super-Ultimate save bytes back to a game: ``super_codec.decode``'s code (the format is described there).

A module of its own, like ``uttt.decode``: a board reads saves only at start-up but writes one after every
move, so this code need not stay in RAM at play.
"""

from uttt.super_rules import WIN, FULL, X, O, DRAW, _POP, SuperGame, DRAWN  # (not uttt.rules: a Super game drops it)
from uttt.super_codecfmt import crc8, MOVES, POSITION, POSITION_BYTES, _span, _empty


def _places(g):
    """The small boards (0..80) a mark may go in now, in increasing order (a new list)."""
    lo, hi = _span(g)
    return [k for k in range(lo, hi) if hi - lo == 1 or g.small_playable(k)]


def unrank(g, d):
    """The legal move of rank d (0 <= d < the number of legal moves)."""
    for k in _places(g):
        e = _empty(g, k)
        if d < _POP[e]:
            for c in range(9):
                if (e >> c) & 1:
                    if not d:
                        return 9 * k + c
                    d -= 1
        d -= _POP[e]
    raise ValueError("save is corrupt: no such move")


def decode(data):
    """The game saved in data (bytes from ``super_codec.encode``; trailing bytes are ignored).

    Checks the length, the checksum, the header and every digit, and rebuilds the game through the rules,
    so corrupt or truncated bytes raise ValueError and never yield a half-built game."""
    if len(data) < 5:
        raise ValueError("save is truncated (%d bytes)" % len(data))
    head = data[0]
    if head & 3 != 3 or head >> 4 not in (MOVES, POSITION):
        raise ValueError("not a Super-Ultimate save (header byte %d)" % head)
    opts = (head >> 2) & 3
    game = SuperGame(opts & 1, opts & 2)
    if head >> 4 == MOVES:
        _moves(game, data)
    else:
        _position(game, data)
    return game


def _check(data, end):
    if end >= len(data):
        raise ValueError("save is truncated")
    if crc8(data, end) != data[end]:
        raise ValueError("save is corrupt: checksum mismatch")


def _moves(game, data):
    ply = data[1] << 8 | data[2]
    n = data[3]
    _check(data, 4 + n)
    if ply > 729 or not n or not data[3 + n]:
        raise ValueError("save is corrupt: bad header")
    big = int.from_bytes(bytes(data[4:4 + n]), "little")
    for i in range(ply):
        if game.result:
            raise ValueError("save is corrupt: the game ended before move %d" % (i + 1))
        count = 0
        for k in _places(game):
            count += _POP[_empty(game, k)]
        d = big % count
        big //= count
        game._push(unrank(game, d))
    if big != 1:
        raise ValueError("save is corrupt: bad move data")


def _position(game, data):
    if len(data) < POSITION_BYTES:
        raise ValueError("save is truncated")
    last = data[1] << 8 | data[2]
    if last > 729:
        raise ValueError("save is corrupt: bad last move")
    cells = game.cells
    for i in range(146):
        v = data[3 + i]
        if v >= (81 if i == 145 else 243):
            raise ValueError("save is corrupt: bad cell data")
        for j in range(5 if i < 145 else 4):
            cells[5 * i + j] = v % 3
            v //= 3
    marks = game.marks
    count = [0, 0, 0]
    for m in range(729):
        p = cells[m]
        if p:
            marks[p][m // 9] |= 1 << (m % 9)
            count[p] += 1
    if count[1] - count[2] not in (0, 1):
        raise ValueError("save is corrupt: %d X and %d O" % (count[1], count[2]))
    bits = [0]          # owner bits read so far (a list: the helper below moves it on)

    def owner(lx, lo, full):
        if lx and lo:
            if not game.stay_open:
                raise ValueError("save is corrupt: a board with two lines")
            i = 149 + bits[0] // 8
            if i >= len(data) - 1:
                raise ValueError("save is truncated")
            b = (data[i] >> (7 - bits[0] % 8)) & 1
            bits[0] += 1
            return O if b else X
        return X if lx else O if lo else DRAWN if full else 0

    mid = game.mid
    for k in range(81):
        M = k // 9
        bit = 1 << (k - 9 * M)
        if marks[1][k] | marks[2][k] == FULL:
            game.sfull[M] |= bit
        s = owner(WIN[marks[1][k]], WIN[marks[2][k]], marks[1][k] | marks[2][k] == FULL)
        game.smalls[k] = s
        if s:
            mid[s][M] |= bit
    for M in range(9):
        if game.sfull[M] == FULL:
            game.mfull |= 1 << M
        game.sclosed[M] = game.sfull[M] if game.stay_open else mid[1][M] | mid[2][M] | mid[3][M]
        s = owner(WIN[mid[1][M]], WIN[mid[2][M]], game.sclosed[M] == FULL)
        game.mediums[M] = s
        if s:
            game.big[s] |= 1 << M
    big = game.big
    game.closed = game.mfull if game.stay_open else big[1] | big[2] | big[3]
    end = 149 + (bits[0] + 7) // 8
    _check(data, end)
    if bits[0] % 8 and data[end - 1] & (0xFF >> (bits[0] % 8)):
        raise ValueError("save is corrupt: bad owner bits")
    ply = count[1] + count[2]
    game.ply = game.base = ply
    game.turn = X if count[1] == count[2] else O
    mover = 3 - game.turn
    if (ply == 0) != (last == 0) or (ply and cells[last - 1] != mover):
        raise ValueError("save is corrupt: bad last move")
    if WIN[big[game.turn]]:
        raise ValueError("save is corrupt: the game was over before the last move")
    if ply:
        m = last - 1
        game._hist[2 * ply - 2] = m & 255
        game._hist[2 * ply - 1] = m >> 8
        k = m // 9
        game._send(k % 9, m % 9)
    if WIN[big[mover]]:
        game.result = mover
        game._send(-1, -1)
    elif game.closed == FULL:
        game._send(-1, -1)
        game.result = DRAW
        if game.most_boards:
            nx = _POP[big[1]]
            no = _POP[big[2]]
            if nx != no:
                game.result = X if nx > no else O


def read_region(nvm, newest, S):
    """The (settings bytes, record bytes) of the region beside slot newest (S: ``uttt.superstore``, its layout).
    Raises ValueError when it is not whole (never written, torn, damaged). (Here, not in ``uttt.superstore``, since
    superheap38: a board reads saves only at start-up.)"""
    from uttt.storefmt import crc16
    where = S._where
    if nvm[where(newest, 0)] != S.MAGIC_REGION:
        raise ValueError("no Super-Ultimate game beside the save")
    n = nvm[where(newest, S._LEN)]
    if S._REC + n > S.REGION:
        raise ValueError("the Super-Ultimate game's record is corrupt")
    data = bytes(nvm[where(newest, i)] for i in range(S._REC + n))
    if crc16(data, 3, len(data)) != (data[1] << 8) | data[2]:
        raise ValueError("the Super-Ultimate game's checksum does not match")
    return data


def load(store, state, newest, unpack, S):
    """The game kept in the region beside slot newest, into state (its settings too, read by unpack: uttt.restore's
    ``settings``, its caller's); on a torn or damaged region the game is lost and state.message says so. Returns
    state. ``uttt.superstore.load`` calls it with S, that module (imported here, it would make an import circle).
    """
    state.series_kind = S.KIND
    try:
        data = read_region(store.nvm, newest, S)
        game = S.decode(data[S._REC:])  # (the store's: it keeps the record read, _LOADED)
        settings = unpack(data[3:S._LEN])
    except Exception as e:
        if isinstance(e, MemoryError):
            print("degraded: Super-Ultimate game not read:", e)
        state.game = None
        state.message = "The Super-Ultimate game in progress was lost"
        return state
    state.game = game
    state.settings = settings
    store.region = data
    return state
