"""The NVM save layout's shared numbers: what the writing half (``uttt.store``, ``uttt.match``'s and
``uttt.stats``'s ``pack``) and the reading half (``uttt.restore``) must agree on, and the CRC-16 both compute.

A leaf: it imports nothing of the game, so store, match and stats import it, restore imports it, and none of
them imports restore's readers back except through the one-way calls ``Store.load``,
``Series.unpack`` and ``Stats.unpack`` (uttt.restore imports neither store, match nor stats). The modules that
own these names re-export them (``uttt.store.MAGIC``, ``uttt.match.BEST_OF``, ``uttt.stats.STATS_BYTES``).
The slot offsets are private ``const()`` numbers in store and restore (MicroPython keeps a private const out
of its module's globals): tests/test_core_resident.py checks that they agree. Layout: docs/state.md.
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

# The store's slots (uttt.store).
SLOT_SIZE = const(128)
NVM_BYTES = const(256)          # bytes used: two slots (larger NVMs, CLUE 8 KB, Thumby Color 4 KB: the start)
MAGIC = const(0xA3)             # commit byte of a complete slot; also names the layout version (3)
MAGIC_1 = const(0xA1)           # layout 1: settings in 3 bytes, everything after them one byte earlier (read)
                                # (layout 2, 0xA2: the stats' counters were 21 of 12 bits; read by uttt.restore)
SETTINGS_BYTES = const(4)
GAME_ROOM = const(66)           # SLOT_SIZE - the game's offset; the worst legal Ultimate game encodes to 66 bytes

# (A load's own messages, MSG_BLANK, MSG_BAD, MSG_OLDER and MSG_NO_NVM, are uttt.restore's: only start-up needs
# them; MSG_NO_NVM too since heap38, as the store's constructor is there.)
MSG_TOO_LONG = "Game too long to save: previous save kept"

# A series (uttt.match) and the settings' timer.
BEST_OF = (0, 3, 5, 7)          # 0 = open-ended; the index is the 2-bit code used in Series.pack()
TIMES = (0, 5, 10, 15, 20, 30, 45, 60)  # the timer setting's choices (seconds per move, 0 = off; the app's settings)
SERIES_BYTES = const(6)
RANDOM = "random"               # timer expiry: a random legal move is played for the player
LOSE = "lose"                   # timer expiry: the player loses the round


def timer_ok(seconds):
    """True for a timer setting a save can hold: 0 (off) or 5..60 seconds a move (a check, not a table of the 57
    values: the table was 0.2 KB of every boot's heap; room33)."""
    return type(seconds) is int and (seconds == 0 or 4 < seconds < 61)

# The stats (uttt.stats; their counting's code, uttt.tally, reads these too).
VARIANTS = ("ultimate", "classic", "wild", "super")  # a history byte's variant, bits 2-3
ROWS = 8                        # hot-seat Ultimate, Classic, Wild, Super-Ultimate, then bot levels 1-4
LEVELS = 4
HISTORY = const(8)
STATS_BYTES = const(46)


def crc16(data, start=0, end=None, crc=0xFFFF):
    """CRC-16/CCITT-FALSE (polynomial 0x1021) of data[start:end], continuing from crc. A byte at a time (the
    polynomial's three terms folded: one step a byte, not eight; a board saves after every move, frames25)."""
    for i in range(start, len(data) if end is None else end):
        x = ((crc >> 8) ^ data[i]) & 0xFF
        x ^= x >> 4
        crc = ((crc << 8) ^ (x << 12) ^ (x << 5) ^ x) & 0xFFFF
    return crc
