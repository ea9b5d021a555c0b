"""Saved game bytes back to a game: ``codec.decode``'s code (``uttt.codec`` holds ``encode``, ``uttt.codecfmt``
the format).

A module of its own because a board decodes only at start-up (``Store.load``, uttt.restore) but encodes after
every move: the app drops it once the store has loaded, so it is not in RAM at play. ``codec.decode`` imports
it when called; this module imports only the format both share (``uttt.codecfmt``), never codec. It is
apart from uttt.restore (the rest of the reading half) so that a game without a store decodes without loading
the store's code (tests/mp/core_check.py runs the core in a 52 KB MicroPython heap).
"""

from uttt.codecfmt import VERSION, VARIANTS, crc8, new_game


def decode(data):
    """The game saved in data (bytes from ``codec.encode``; trailing bytes are ignored).

    Checks the length, the checksum, the header and replays every move through the rules, so corrupt or
    truncated bytes raise ValueError and never yield a half-built game (anything but bytes too: None, a str)."""
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise ValueError("a save is bytes, not %s" % type(data).__name__)
    if len(data) < 3:
        raise ValueError("save is truncated (%d bytes)" % len(data))
    head = data[0]
    if head >> 4 != VERSION:
        raise ValueError("not a save of this game (version byte %d)" % head)
    variant = head & 3
    opts = (head >> 2) & 3
    if variant > 2 or (variant and opts):
        raise ValueError("save header is corrupt")
    count = data[1]
    if count > 81:
        raise ValueError("save is corrupt: %d moves" % count)
    game = new_game(VARIANTS[variant], opts & 1, opts & 2)
    pos = 4  # nibble position: bytes 0-1 are the header

    def nibble(p):
        if p // 2 >= len(data) - 1:
            raise ValueError("save is truncated")
        v = (data[p // 2] >> (0 if p & 1 else 4)) & 15
        if v > 8:
            raise ValueError("save is corrupt: bad move data")
        return v

    for _ in range(count):
        if variant == 0:
            b = game.forced
            if b < 0:
                b = nibble(pos)
                pos += 1
            m = 9 * b + nibble(pos)
        elif variant == 2:
            mark = nibble(pos)
            if mark > 1:
                raise ValueError("save is corrupt: bad mark")
            m = 9 * mark + nibble(pos + 1)
            pos += 1
        else:
            m = nibble(pos)
        pos += 1
        why = game.why_illegal(m)
        if why:
            raise ValueError("save is corrupt: move %d is illegal (%s)" % (game.ply + 1, why))
        game._push(m)
    end = (pos + 1) // 2
    if end >= len(data):
        raise ValueError("save is truncated")
    if crc8(data, end) != data[end]:
        raise ValueError("save is corrupt: checksum mismatch")
    return game
