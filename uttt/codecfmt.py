"""The save codec's format, shared by its writing half (``uttt.codec``: ``encode``) and its reading half
(``uttt.decode``): the version, the variant names, the CRC-8 and ``new_game``. A leaf: it imports only the
rules, so codec and decode each import it and never each other (codec's ``decode`` is a call into
``uttt.decode``, one way). ``uttt.codec`` re-exports these names: ``codec.new_game`` and ``codec.crc8`` work
as before. The rules' ``Game`` is imported by ``new_game``, not with the module. A Super-Ultimate game lets this
module go with uttt.rules (uttt.ui.supergame): its saves' CRC-8 is uttt.super_codecfmt's (superroom52).
"""

VERSION = 1
VARIANTS = ("ultimate", "classic", "wild")


def crc8(data, end=None):
    """CRC-8 (polynomial 0x07) of data[:end]."""
    crc = 0
    for i in range(len(data) if end is None else end):
        x = crc ^ data[i]          # a byte in one step (superpress37: a Super-Ultimate save's ~150 bytes took ~15 ms
        x ^= (x << 1) ^ (x << 2)   # of a PyBadge's bit by bit): x * (x^2 + x + 1) modulo the polynomial, the bits
        h = x >> 8                 # over 8 folded back the same way
        crc = (x ^ h ^ (h << 1) ^ (h << 2)) & 0xFF
    return crc


def new_game(variant="ultimate", stay_open=False, most_boards=False):
    """A fresh game object for a variant name."""
    if variant == "ultimate":
        from uttt.rules import Game
        return Game(stay_open=stay_open, most_boards=most_boards)
    if variant in ("classic", "wild"):
        from uttt.classic import Classic   # loaded with the first Classic or Wild game, not before
        return Classic(wild=variant == "wild")
    raise ValueError("unknown variant %r" % (variant,))
