"""Super-Ultimate's save format, shared by its writing half (``uttt.super_codec``) and its reading half
(``uttt.super_decode``): the record kinds and a legal move's rank among its position's legal moves. A leaf:
it imports only the rules' tables, so the codec and the decoder each import it and never each other
(``super_codec.decode`` is a call into ``uttt.super_decode``, one way). The format: uttt/super_codec.py. The
reading half's own steps (a rank back to its move) are in uttt.super_decode: a board reads saves only at start-up,
and this module stays in RAM while a Super game is played (superroom52).
Its CRC-8 is ``uttt.codecfmt.crc8``'s, here too: a Super game lets ``uttt.codecfmt`` go while it is played
(``uttt.ui.supergame``), so its saves hold no other module for it (tests/test_super_codec.py holds the two equal).
"""

from uttt.super_rules import FULL, _POP  # (not uttt.rules: a Super game drops it)

MOVES = 1
POSITION = 2
POSITION_BYTES = 3 + 146 + 1      # a position record without owner bits (those add at most 12 bytes)


def crc8(d, n=None):
    """CRC-8 (polynomial 0x07) of d[:n]: ``uttt.codecfmt.crc8``'s steps (the names this module has already: a
    new name would move the .mpy build's names plan, sim/shorten.py, and with it the Super boot's holes)."""
    r = 0
    for k in range(len(d) if n is None else n):
        e = r ^ d[k]
        e ^= (e << 1) ^ (e << 2)
        c = e >> 8
        r = (e ^ c ^ (c << 1) ^ (c << 2)) & 0xFF
    return r


def _span(g):
    """(lo, hi): the small boards a mark may go in now are those of range(lo, hi), all of them when one board is
    forced (hi - lo == 1), else the playable ones (``small_playable``)."""
    if g.forced >= 0:
        return g.forced, g.forced + 1
    M0 = g.forced_medium
    return (0, 81) if M0 < 0 else (9 * M0, 9 * M0 + 9)


def _empty(g, k):
    return FULL & ~(g.marks[1][k] | g.marks[2][k])


def rank(g, m):
    """(the rank of legal move m among g's legal moves in increasing order, how many there are). The boards are
    walked, not listed (``_places``' list of up to 81 boards grew to a 512-byte block, the save a Super game's late
    free moves failed on in a cut-up heap; superroom34): it allocates only ``_span``'s pair."""
    r = n = 0
    k0 = m // 9
    lo, hi = _span(g)
    for k in range(lo, hi):
        if hi - lo > 1 and not g.small_playable(k):
            continue
        e = _empty(g, k)
        if k < k0:
            r += _POP[e]
        elif k == k0:
            r += _POP[e & ((1 << (m - 9 * k)) - 1)]
        n += _POP[e]
    return r, n
