"""Everything kept across power-off, in ``microcontroller.nvm`` (256 bytes on PyBadge/PyGamer/PyPortal).

Pure logic: ``Store(nvm)`` takes any bytearray-like object (``microcontroller.nvm`` on a board, a bytearray
or a file-backed buffer in the simulator, or None to keep everything in memory only).

Two slots of SLOT_SIZE (128) bytes at offsets 0 and 128; each holds one complete save: settings, series,
stats and the game in progress. A save goes to the slot that is *not* the newest, so the newest good save is
never touched while it is written; a sequence number says which slot is newer, a CRC-16 covers each slot,
and the first byte (the commit byte) is cleared at the start of the write and set only at the very end, so a
slot cut off mid-write is never taken for a good one. Layout, budget proof and APIs: docs/state.md.

The public entry is the ``Store`` class: ``Store(nvm).load()`` (never raises, whatever the NVM holds) and
``save(state)``. The app reads the NVM once, at start-up, and saves after every move, so this module is the
writing half. The reading half (the code of ``load``, of the settings' reading and of the unpacks:
``uttt.restore``; of ``codec.decode``: ``uttt.decode``) is imported when first needed, and the app drops it
once the store has loaded (docs/state.md, What stays in RAM at play).
"""

from uttt.match import Series
from uttt.stats import Stats
from uttt.storefmt import (SLOT_SIZE, NVM_BYTES, MAGIC, MAGIC_1, SETTINGS_BYTES, GAME_ROOM,  # noqa: F401
                           MSG_TOO_LONG, SERIES_BYTES, STATS_BYTES, BEST_OF, TIMES, crc16)

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

# Offsets inside a slot (layout 2; layout 1: subtract 1 from those after _SETTINGS).
_SEQ = const(1)
_CRC = const(2)                 # 2 bytes, big-endian CRC-16 of bytes 0 (as MAGIC), _SEQ, _SETTINGS.._GAME + length
_SETTINGS = const(4)
_SERIES = const(8)              # _SETTINGS + SETTINGS_BYTES
_STATS = const(14)              # _SERIES + SERIES_BYTES
_CONTEXT = const(60)            # _STATS + STATS_BYTES: opponent of the saved game (bits 0-2), human mark O (bit 3),
                                # series kind (bits 4-6), Wild mark chosen O (bit 7)
_GAME_LEN = const(61)
_GAME = const(62)
assert _SERIES == _SETTINGS + SETTINGS_BYTES and _STATS == _SERIES + SERIES_BYTES
assert _CONTEXT == _STATS + STATS_BYTES and GAME_ROOM == SLOT_SIZE - _GAME


def pack_settings(s):
    """The settings s (the App's dict: ``uttt.storefmt.defaults``' keys) in SETTINGS_BYTES (4) bytes; raises
    ValueError on a value out of range:

    byte 0: bit 0 sound, 1 haptics, 2 leds, bits 3-4 theme (0 neon, 1 chalkboard, 2 bold monochrome),
            bit 5 high contrast, 6 alternate (who starts swaps), 7 tutorial done (tips off)
    byte 1: bits 0-5 timer seconds (0 off, 5..60), bit 6 timeout "lose" (else "random"), bit 7 sudden_death
    byte 2: bits 0-1 best_of code (0 open-ended, 3, 5, 7), bit 2 stay_open, 3 most_boards,
            bits 4-5 level (0..3: bot levels 1..4), bit 6 human O (else X), bit 7 vs (against the computer)
    byte 3: bit 0 pondering off, bit 1 animations off, bits 2-3 volume (0 medium, 1 high, 2 low: older saves
            hold 0), bits 4-5 what the next boot opens (``super``: 0 the title, 1 the saved Super-Ultimate game,
            2 a new one; 3 is refused), bits 6-7 zero (layout 1 had no byte 3: all on)

    (The reading half: ``uttt.restore.settings``.)"""
    theme = s["theme"]
    timer = s["timer"]
    best = s["best_of"]
    level = s["level"]
    volume = s["volume"]
    boot = s["super"]
    if not (0 <= theme <= 2 and 0 <= timer < len(TIMES) and 0 <= best <= 3 and 0 <= level <= 3
            and 0 <= volume <= 2 and 0 <= boot <= 2) or s["human"] not in (1, 2):
        raise ValueError("a setting is out of range")
    b0 = ((1 if s["sound"] else 0) | (2 if s["haptics"] else 0) | (4 if s["leds"] else 0) | theme << 3
          | (32 if s["contrast"] else 0) | (64 if s["alternate"] else 0) | (0 if s["tips"] else 128))
    b1 = TIMES[timer] | (64 if s["timeout"] else 0) | (128 if s["sudden_death"] else 0)
    b2 = (best | (4 if s["stay_open"] else 0) | (8 if s["most_boards"] else 0) | level << 4
          | (64 if s["human"] == 2 else 0) | (128 if s["vs"] else 0))
    b3 = (0 if s["ponder"] else 1) | (0 if s["anim"] else 2) | ((volume + 2) % 3) << 2 | boot << 4
    return bytes((b0, b1, b2, b3))


class State:
    """What ``Store.load`` returns and ``Store.save`` writes.

    ``settings`` (the App's dict: ``uttt.storefmt.defaults``), ``series``, ``stats``; ``game``: the game in progress
    (uttt.rules.Game or uttt.classic.Classic, exactly as saved) or None; ``opponent``: 0 hot-seat or the bot level
    1..4 the saved game is played against; ``human_mark``: your mark (1 X, 2 O) in that game against the bot;
    ``series_kind``: what the series is played as (0 not known, else 1 + 2 x variant index + 1 against the computer;
    variant index 0 Ultimate, 1 Classic, 2 Wild), so a series survives between rounds; ``mark``: the mark (1 X, 2 O)
    chosen in the Wild game in progress for the next placement, 1 by default; ``message``: a short text for the
    player when the saved data could not be used, else None.
    """

    def __init__(self, *args, **kw):
        # (made only by a load, at start-up: its code is uttt.restore.state, not resident; heap38)
        from uttt.restore import state
        state(self, Series, Stats, *args, **kw)


class Store:
    """Load and save a State in two NVM slots. ``load`` never raises; ``save`` returns True when the state
    is safely stored (or already was), False (with ``message``) when it could not be.

    ``persistent`` is False when there is no NVM (None, or fewer than NVM_BYTES bytes): everything then lives
    in memory and ``message`` says so. ``writes`` counts NVM assignments (each one an erase/write cycle on a
    board), for tests and for anyone watching wear.
    """

    def __init__(self, nvm=None):
        # (its code runs once, at start-up, then the store loads: uttt.restore.attach, not resident; heap38)
        from uttt.restore import attach
        attach(self, nvm)

    def _read(self, i):
        return bytes(self.nvm[i * SLOT_SIZE:(i + 1) * SLOT_SIZE])

    def load(self):
        """The newest good save as a State, or defaults with ``message`` set. Never raises for anything the NVM
        holds. Its code is ``uttt.restore.load``, imported on the first call: a caller short of RAM drops that
        module once it has loaded (the app does, at start-up), as nothing at play needs it."""
        from uttt.restore import load
        return load(self, State, Series, Stats)

    def image(self, state):
        """The bytes _SETTINGS.._GAME + length a state saves to (raises ValueError if it cannot be saved)."""
        game = b""
        if state.game is not None:
            from uttt.codec import encode  # (preloaded at boot but in a Super boot, which never runs it)
            game = encode(state.game)
            if len(game) > GAME_ROOM:
                raise ValueError(MSG_TOO_LONG)
        if not 0 <= state.opponent <= 4 or state.human_mark not in (1, 2) or not 0 <= state.series_kind <= 7 \
                or state.mark not in (1, 2):
            raise ValueError("bad game context")
        ctx = state.opponent | (8 if state.human_mark == 2 else 0) | (state.series_kind << 4) | \
            (128 if state.mark == 2 else 0)
        return (pack_settings(state.settings) + state.series.pack() + state.stats.pack() + bytes((ctx, len(game)))
                + game)

    def save(self, state):
        """Write state to the slot that is not the newest. True when stored (or nothing changed)."""
        if not self._scanned:
            self.load()  # find the newest slot before writing over anything
        if getattr(state.game, "variant", "") == "super":  # its own code: uttt.superstore (docs/state.md)
            from uttt.superstore import save
            return save(self, state)
        try:
            body = self.image(state)
        except Exception as e:
            self.message = MSG_TOO_LONG if str(e) == MSG_TOO_LONG else "Could not save: %s" % (e,)
            return False
        return self.write(body)

    def write(self, body):
        """Write a slot's bytes (``image``) to the slot that is not the newest. True when stored."""
        self.region = None  # (a Super-Ultimate game's region beside the newest slot, if any, is left behind)
        if body == self._body:
            return True
        target = 0 if self._newest != 0 else 1
        seq = (self._seq + 1) & 0xFF
        end = _SETTINGS + len(body)
        new = bytearray(end)
        new[0] = MAGIC  # the CRC starts with the commit byte and the sequence number (layout 3)
        new[_SEQ] = seq
        new[_SETTINGS:end] = body
        crc = crc16(new, _SETTINGS, end, crc16(new, 0, _SEQ + 1))
        new[0] = 0
        new[_CRC] = crc >> 8
        new[_CRC + 1] = crc & 0xFF
        base = target * SLOT_SIZE
        try:
            if self._newest < 0:
                # Nothing loaded: the other slot is erased, or holds foreign or ruined bytes. Zero it first
                # (once in a board's life), so that a load tells "no save there yet" (all 0) from a save
                # lost (anything else, erased flash included: uttt.restore.load).
                other = self._read(1 - target)
                if other != bytes(SLOT_SIZE):
                    self.nvm[(1 - target) * SLOT_SIZE:(2 - target) * SLOT_SIZE] = bytes(SLOT_SIZE)
                    self.writes += 1
            old = self._read(target)
            hi = end
            while hi > 1 and old[hi - 1] == new[hi - 1]:
                hi -= 1
            # One assignment: the commit byte first (cleared), then every byte up to the last that changes.
            self.nvm[base:base + hi] = new[:hi]
            # A second one sets the commit byte: only now is the slot a good save.
            self.nvm[base] = MAGIC
            self.writes += 2
        except Exception as e:
            self.message = "Could not save: %s" % (e,)
            return False
        self._newest = target
        self._seq = seq
        self._body = bytes(body)
        return True
