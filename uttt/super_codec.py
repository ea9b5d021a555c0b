"""Save codec for a Super-Ultimate game (issue 21): a game to bytes and back, exactly.

Imported only when a Super-Ultimate game is saved or resumed (the other modes' memory does not grow). Two
kinds of record; ``encode`` writes whichever is shorter:

Moves record (the whole game, so undo, the log and the replay survive a resume):
    byte 0       (1 << 4) | options << 2 | 3, options = stay_open | most_boards << 1
    bytes 1-2    ply, big-endian (0..729)
    byte 3       n, the length of N
    bytes 4..    N, little-endian: the moves as one mixed-radix number. Move i is the digit d_i = its rank
                 among the legal moves of its position (in increasing order), and the radix r_i is how many
                 legal moves there were: N = d_0 + r_0 * (d_1 + r_1 * (... + r_last * 1)), the final 1 a stop
                 digit. A move into a small board costs log2(its empty cells) bits (3.2 at most), a free
                 one up to 9.5.
    last byte    CRC-8 of all the bytes before it
Position record (no moves before it: the resumed game cannot be undone or replayed past the save):
    byte 0       (2 << 4) | options << 2 | 3
    bytes 1-2    the last move + 1, big-endian (0: none), which says where the next player is sent
    bytes 3..148 the 729 cells, five a byte in base 3 (cell 5i + j is digit j, weight 3**j; 0 empty, 1 X, 2 O;
                 the last byte holds four), so a byte above 242 (80 in the last) is corrupt
    then         only with "won boards stay in play": one bit per board both players have a line in, in
                 order (the 81 small boards, then the 9 medium boards): 1 when O completed it first.
                 Bits from the top of each byte; the bytes are ceil(bits / 8), their unused bits zero
    last byte    CRC-8 of all the bytes before it

The header's low two bits are 3, the variant number ``uttt.codec`` leaves free, so one reader can tell the
records apart. ``decode`` checks the length, the CRC, the header, every digit and rebuilds the game through
the rules (a moves record is replayed move by move; a position's owners, counts and last move must agree),
so corrupt or truncated bytes raise ValueError and never yield a half-built game. Trailing bytes are ignored.
"""

from uttt.super_rules import WIN, FULL, _POP  # (not uttt.rules: a Super game drops it)
from uttt.super_codecfmt import crc8, MOVES, POSITION, POSITION_BYTES, rank


def _head(kind, g):
    return (kind << 4) | ((1 if g.stay_open else 0) | (2 if g.most_boards else 0)) << 2 | 3


def _seal(out):
    out[-1] = crc8(out, len(out) - 1)
    return bytes(out)


def encode_moves(game):
    """The moves record of game (a game resumed from a position has none: ValueError). It takes the game's
    moves back one by one and plays them again (exactly, allocating nothing), ranking each; a board that
    saves after every move should use an ``Encoder``, which ranks only the new moves."""
    return Encoder().moves_record(game)


class Encoder:
    """Keeps one game's moves record up to date between saves: ``encode(game)`` ranks only the moves played
    since its last call (the same game, its earlier moves unchanged), else starts again from the first move.
    It holds the mixed-radix number, and which game it encoded: its undo record (the bytearray itself, not a
    copy) and its undo count then (``SuperGame.undos``), so that an undo since, even one followed by other
    moves, starts again. A save allocates no record nor list of moves, so a board's heap is not cut up move
    after move; before, it kept a copy of the undo record (1.5 KB) and compared it in slices."""

    def __init__(self):
        self.src = None     # the undo record of the game last encoded: its first 2 * self.done bytes are the
        self.undos = 0      # moves ranked, while the game's undo count is still this
        self.done = 0
        self.opts = -1
        self.big = 1        # the moves' number plus weight: the record's number, its stop digit 1 in
        self.weight = 1
        self.size = 0       # the bytes of big at the last call (it only grows until a new start)

    def encode(self, game):
        """The shorter of the two records of game (bytes), as ``super_codec.encode``."""
        if game.base:
            return encode_position(game)
        mv = self.moves_record(game, POSITION_BYTES)
        if mv is None:
            return encode_position(game)
        pos_len = POSITION_BYTES + (len(_owner_bits(game)) + 7) // 8 if game.stay_open else POSITION_BYTES
        return mv if len(mv) <= pos_len else encode_position(game)

    def moves_record(self, game, limit=None):
        """The moves record of game, or None when it would be longer than limit bytes."""
        if game.base:
            raise ValueError("a game resumed from a position has no move list")
        opts = _head(MOVES, game)
        gh = game._hist
        done = self.done
        if opts != self.opts or done > game.ply or gh is not self.src or game.undos != self.undos:
            self.src = gh
            self.opts = opts
            self.big = 1
            self.weight = 1
            self.size = 0
            done = self.done = 0
        new = game.ply - done
        for _ in range(new):
            game.undo()
        try:
            while game.ply < done + new:   # the moves since, read from the undo record (undo leaves them there)
                i = 2 * game.ply
                m = gh[i] | (gh[i + 1] & 3) << 8
                d, k = rank(game, m)
                # big + d * weight with the stop digit moved up: (N + w) + (d + k - 1) * w = N' + w * k, so a
                # save makes no number of its own for the stop digit (a ~140-byte block at the game's end)
                self.big += (d + k - 1) * self.weight
                self.weight *= k
                game._push(m)
                self.done = game.ply
        finally:
            while game.ply < done + new:      # only if rank failed: the game is put back as it was
                i = 2 * game.ply
                game._push(gh[i] | (gh[i + 1] & 3) << 8)
            self.undos = game.undos           # (its own undos above put the same moves back)
        big = self.big   # (with its stop digit 1: a ply count off by one no longer decodes)
        size = self.size
        while big >> 8 * size:   # (from the last call's size: one shift a save, where counting its bytes from
            size += 1            # 0 made ~150 numbers of up to 200 bytes each, superpress37)
        self.size = size
        if limit is not None and 5 + size > limit:
            return None
        if size > 255:     # never seen (the longest random games need 210 bytes); the position record fits
            raise ValueError("the game is too long for a moves record")
        out = bytearray(5 + size)   # (one block: the record made by two concatenations was 3 blocks of ~140 bytes)
        out[4:4 + size] = big.to_bytes(size, "little")
        out[0] = opts
        out[1] = game.ply >> 8
        out[2] = game.ply & 255
        out[3] = size
        return _seal(out)


def encode_position(game):
    """The position record of game."""
    owners = _owner_bits(game)
    nob = (len(owners) + 7) // 8
    out = bytearray(POSITION_BYTES + nob)
    out[0] = _head(POSITION, game)
    last = game.last_move + 1
    out[1] = last >> 8
    out[2] = last & 255
    cells = game.cells
    for i in range(0, 725, 5):   # (one expression a byte: the loop over each digit took ~0.2 ms here a save)
        out[3 + i // 5] = (((cells[i + 4] * 3 + cells[i + 3]) * 3 + cells[i + 2]) * 3 + cells[i + 1]) * 3 + cells[i]
    out[148] = ((cells[728] * 3 + cells[727]) * 3 + cells[726]) * 3 + cells[725]   # the last byte holds four
    for i in range(len(owners)):
        if owners[i]:
            out[149 + i // 8] |= 0x80 >> (i % 8)
    return _seal(out)


def _owner_bits(game):
    """With won boards in play: for each board both players have a line in, 1 if O owns it (a list)."""
    out = []
    if game.stay_open:
        for k in range(81):
            if WIN[game.marks[1][k]] and WIN[game.marks[2][k]]:
                out.append(1 if game.smalls[k] == 2 else 0)
        for M in range(9):
            if WIN[game.mid[1][M]] and WIN[game.mid[2][M]]:
                out.append(1 if game.mediums[M] == 2 else 0)
    return out


def encode(game):
    """The shorter of the two records (bytes)."""
    return Encoder().encode(game)


def decode(data):
    """The game saved in data (bytes from ``encode``; trailing bytes are ignored). Raises ValueError.
    (The code is in uttt.super_decode, loaded when needed: a board reads saves only at start-up.)"""
    from uttt.super_decode import decode
    return decode(data)
