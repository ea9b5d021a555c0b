"""Save codec: a whole game (variant, options, moves) to a few dozen bytes and back.

Layout: byte 0 = version (high nibble) | options (bits 2-3) | variant (bits 0-1); byte 1 = number of moves;
then the moves as 4-bit nibbles, two a byte (high nibble first); last byte = CRC-8 of all the bytes before it.
An Ultimate move into the forced board is one nibble (the cell); a free move is two (board, cell).
A Wild move is two nibbles (mark, cell); a Classic move one. A typical Ultimate game takes 30-45 bytes.

``decode`` checks the length, the checksum, the header and replays every move through the rules, so corrupt or
truncated bytes raise ValueError and never yield a half-built game. Its code is in ``uttt.decode``, imported when
needed: a board decodes only at start-up and encodes after every move. What both halves share (version,
variants, CRC-8, ``new_game``) is in the leaf ``uttt.codecfmt``, so decode never imports codec.
"""

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from uttt.codecfmt import VERSION, VARIANTS, crc8, new_game  # noqa: F401 (codec.crc8, codec.new_game)

_MAX_BYTES = const(2 + 81 + 1)  # an upper bound no real game reaches (81 moves, every one free)


def encode(game):
    """The bytes that save game."""
    variant = VARIANTS.index(game.variant)
    opts = 0
    if variant == 0:
        opts = (1 if game.stay_open else 0) | (2 if game.most_boards else 0)
    nibbles = bytearray()
    if variant == 0:
        # the game's own history says which moves were free (per ply: the move, the forced board + 1, ...:
        # uttt.rules.Game._push), so no replay: a board saves after every move (frames25: 15 -> 5 ms, estimate)
        h = game._hist
        for i in range(0, 3 * game.ply, 3):
            m = h[i]
            if not h[i + 1]:
                nibbles.append(m // 9)
            nibbles.append(m % 9)
    else:
        for m in game.moves:
            if variant == 2:
                nibbles.append(m // 9)
            nibbles.append(m % 9)
    out = bytearray(2 + (len(nibbles) + 1) // 2 + 1)
    out[0] = (VERSION << 4) | (opts << 2) | variant
    out[1] = game.ply
    for i in range(len(nibbles)):
        out[2 + i // 2] |= nibbles[i] << (0 if i & 1 else 4)
    out[-1] = crc8(out, len(out) - 1)
    return bytes(out)


def decode(data):
    """The game saved in data (bytes from ``encode``; trailing bytes are ignored). Raises ValueError.
    (The code is in uttt.decode, loaded when needed: a board reads saves only at start-up.)"""
    from uttt.decode import decode
    return decode(data)
