"""Everything kept across power-off, in ``microcontroller.nvm`` (256 bytes on PyBadge/PyGamer/PyPortal).

Pure logic: ``Store(nvm)`` takes any bytearray-like object (``microcontroller.nvm`` on a board, a bytearray
or a file-backed buffer in the simulator, or None to keep everything in memory only).

Two slots of SLOT_SIZE (128) bytes at offsets 0 and 128; each holds one complete save: settings, series,
stats and the game in progress. A save goes to the slot that is *not* the newest, so the newest good save is
never touched while it is written; a sequence number says which slot is newer, a CRC-16 covers each slot,
and the first byte (the commit byte) is cleared at the start of the write and set only at the very end, so a
slot cut off mid-write is never taken for a good one. Layout, budget proof and APIs: docs/state.md.

The public entry is the ``Store`` class: ``Store(nvm).load()`` (never raises, whatever the NVM holds) and
``save(state)``. Names starting with ``_`` are private: ``_parse(slot)`` expects exactly SLOT_SIZE bytes
(bytes or bytearray) and raises on anything it cannot use (ValueError for corrupt data, IndexError or
TypeError for a short or non-bytes argument); ``load`` is the only caller and catches everything.
"""

from uttt import codec
from uttt.match import Series, SERIES_BYTES, BEST_OF, TIMER_SECONDS, RANDOM, LOSE
from uttt.stats import Stats, STATS_BYTES

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

SLOT_SIZE = const(128)
NVM_BYTES = const(256)          # bytes used: two slots (larger NVMs, CLUE 8 KB, Thumby Color 4 KB: the start)
MAGIC = const(0xA2)             # commit byte of a complete slot; also names the layout version (2)
MAGIC_1 = const(0xA1)           # layout 1: settings in 3 bytes, everything after them one byte earlier (read)
SETTINGS_BYTES = const(4)

# Offsets inside a slot (layout 2; layout 1: subtract 1 from those after _SETTINGS).
_SEQ = const(1)
_CRC = const(2)                 # 2 bytes, big-endian CRC-16 of the seq byte and bytes _SETTINGS.._GAME + length
_SETTINGS = const(4)
_SERIES = const(8)              # _SETTINGS + SETTINGS_BYTES
_STATS = const(14)              # _SERIES + SERIES_BYTES
_CONTEXT = const(60)            # _STATS + STATS_BYTES: opponent of the saved game (bits 0-2), human mark O (bit 3),
                                # series kind (bits 4-6), Wild mark chosen O (bit 7)
_GAME_LEN = const(61)
_GAME = const(62)
GAME_ROOM = const(66)           # SLOT_SIZE - _GAME; the worst legal Ultimate game encodes to 66 bytes

MSG_BLANK = "No saved data yet: defaults"
MSG_BAD = "Saved data was unreadable: defaults restored"
MSG_OLDER = "Last save was unreadable: the one before it restored"
MSG_NO_NVM = "No NVM on this board: nothing is kept after power-off"
MSG_TOO_LONG = "Game too long to save: previous save kept"

assert _SERIES == _SETTINGS + SETTINGS_BYTES and _STATS == _SERIES + SERIES_BYTES
assert _CONTEXT == _STATS + STATS_BYTES and GAME_ROOM == SLOT_SIZE - _GAME


def crc16(data, start=0, end=None, crc=0xFFFF):
    """CRC-16/CCITT-FALSE (polynomial 0x1021) of data[start:end], continuing from crc."""
    for i in range(start, len(data) if end is None else end):
        crc ^= data[i] << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc


class Settings:
    """Player settings with their defaults. Packed in SETTINGS_BYTES (4) bytes:

    byte 0: bit 0 sound, 1 haptics, 2 leds, bits 3-4 theme (0 neon, 1 chalkboard, 2 bold monochrome),
            bit 5 high_contrast, 6 alternate_first, 7 tutorial_done
    byte 1: bits 0-5 timer seconds (0 off, 5..60), bit 6 timer_mode "lose" (else "random"), bit 7 sudden_death
    byte 2: bits 0-1 best_of code (0 open-ended, 3, 5, 7), bit 2 stay_open, 3 most_boards,
            bits 4-5 bot_level - 1 (levels 1..4), bit 6 human_mark O (else X), bit 7 vs_computer
    byte 3: bit 0 pondering off, bit 1 animations off; bits 2-7 zero (layout 1 had no byte 3: all on)
    """

    def __init__(self):
        self.sound = True
        self.haptics = True
        self.leds = True
        self.theme = 0
        self.high_contrast = False
        self.alternate_first = True
        self.tutorial_done = False
        self.timer = 0              # seconds per move, 0 = off
        self.timer_mode = RANDOM    # or LOSE
        self.sudden_death = False
        self.best_of = 0            # 0 open-ended, 3, 5, 7
        self.stay_open = False      # Ultimate rule options (uttt.rules.Game)
        self.most_boards = False
        self.bot_level = 2          # 1..4
        self.human_mark = 1         # 1 X, 2 O: your mark in round 1 against the bot
        self.vs_computer = False    # the title menu's opponent: a friend (hot-seat) or the computer
        self.ponder = True          # the computer thinks on your time (uttt.bot.Ponder)
        self.animations = True      # marks drawn stroke by stroke, claims pulse, the winning line struck

    def pack(self):
        if self.theme not in (0, 1, 2) or self.timer not in TIMER_SECONDS or self.best_of not in BEST_OF \
                or not 1 <= self.bot_level <= 4 or self.human_mark not in (1, 2) \
                or self.timer_mode not in (RANDOM, LOSE):
            raise ValueError("a setting is out of range")
        b0 = ((1 if self.sound else 0) | (2 if self.haptics else 0) | (4 if self.leds else 0) | (self.theme << 3)
              | (32 if self.high_contrast else 0) | (64 if self.alternate_first else 0)
              | (128 if self.tutorial_done else 0))
        b1 = self.timer | (64 if self.timer_mode == LOSE else 0) | (128 if self.sudden_death else 0)
        b2 = (BEST_OF.index(self.best_of) | (4 if self.stay_open else 0) | (8 if self.most_boards else 0)
              | ((self.bot_level - 1) << 4) | (64 if self.human_mark == 2 else 0)
              | (128 if self.vs_computer else 0))
        b3 = (0 if self.ponder else 1) | (0 if self.animations else 2)
        return bytes((b0, b1, b2, b3))

    @classmethod
    def unpack(cls, data):
        """Settings from 4 bytes (or 3: layout 1, before byte 3)."""
        if len(data) < 3:
            raise ValueError("settings are truncated")
        b0, b1, b2 = data[0], data[1], data[2]
        b3 = data[3] if len(data) > 3 else 0
        s = cls()
        s.sound = bool(b0 & 1)
        s.haptics = bool(b0 & 2)
        s.leds = bool(b0 & 4)
        s.theme = (b0 >> 3) & 3
        s.high_contrast = bool(b0 & 32)
        s.alternate_first = bool(b0 & 64)
        s.tutorial_done = bool(b0 & 128)
        s.timer = b1 & 63
        s.timer_mode = LOSE if b1 & 64 else RANDOM
        s.sudden_death = bool(b1 & 128)
        s.best_of = BEST_OF[b2 & 3]
        s.stay_open = bool(b2 & 4)
        s.most_boards = bool(b2 & 8)
        s.bot_level = ((b2 >> 4) & 3) + 1
        s.human_mark = 2 if b2 & 64 else 1
        s.vs_computer = bool(b2 & 128)
        s.ponder = not b3 & 1
        s.animations = not b3 & 2
        if s.theme == 3 or s.timer not in TIMER_SECONDS or b3 & 0xFC:
            raise ValueError("settings are corrupt")
        return s

    def new_series(self, first=1):
        """A fresh Series with these settings (best_of, sudden_death, alternate_first)."""
        return Series(self.best_of, self.sudden_death, self.alternate_first, first)

    def __eq__(self, other):
        return isinstance(other, Settings) and self.pack() == other.pack()


class State:
    """What ``Store.load`` returns and ``Store.save`` writes.

    ``settings``, ``series``, ``stats``; ``game``: the game in progress (uttt.rules.Game or
    uttt.classic.Classic, exactly as saved) or None; ``opponent``: 0 hot-seat or the bot level 1..4 the
    saved game is played against; ``human_mark``: your mark (1 X, 2 O) in that game against the bot;
    ``series_kind``: what the series is played as (0 not known, else 1 + 2 x variant index + 1 against the
    computer; variant index 0 Ultimate, 1 Classic, 2 Wild), so a series survives between rounds;
    ``mark``: the mark (1 X, 2 O) chosen in the Wild game in progress for the next placement, 1 by default;
    ``message``: a short text for the player when the saved data could not be used, else None.
    """

    def __init__(self, settings=None, series=None, stats=None, game=None, opponent=0, human_mark=1,
                 message=None, series_kind=0, mark=1):
        self.settings = settings or Settings()
        self.series = series or self.settings.new_series()
        self.stats = stats or Stats()
        self.game = game
        self.opponent = opponent
        self.human_mark = human_mark
        self.series_kind = series_kind
        self.mark = mark
        self.message = message


def _shift(slot):
    """How much earlier than layout 2 the fields after the settings are: 1 in a layout 1 slot, else 0."""
    return 1 if slot[0] == MAGIC_1 else 0


def _crc_ok(slot, seq):
    """The slot's CRC-16 matches its bytes, taking seq as its sequence number (whatever its seq byte says)."""
    k = _shift(slot)
    n = slot[_GAME_LEN - k]
    return n <= GAME_ROOM + k and crc16(slot, _SETTINGS, _GAME - k + n, crc16(bytes((seq,)))) == \
        (slot[_CRC] << 8) | slot[_CRC + 1]


def _parse(slot):
    """Private (see the module doc): the State in a slot of exactly SLOT_SIZE bytes, or raise. A layout 1
    slot (the first release's) reads as well: its settings lack byte 3 (pondering and animations on)."""
    if slot[0] != MAGIC and slot[0] != MAGIC_1:
        raise ValueError("slot not committed")
    if not _crc_ok(slot, slot[_SEQ]):
        raise ValueError("checksum mismatch")
    k = _shift(slot)
    n = slot[_GAME_LEN - k]
    ctx = slot[_CONTEXT - k]
    if ctx & 7 > 4 or (ctx >> 4) & 7 > 6:
        raise ValueError("bad game context")
    game = codec.decode(slot[_GAME - k:_GAME - k + n]) if n else None
    return State(Settings.unpack(slot[_SETTINGS:_SERIES - k]), Series.unpack(slot[_SERIES - k:_STATS - k]),
                 Stats.unpack(slot[_STATS - k:_CONTEXT - k]), game, ctx & 7, 2 if ctx & 8 else 1,
                 series_kind=(ctx >> 4) & 7, mark=2 if ctx & 0x80 else 1)


def _lost_newer(slot, seq):
    """A slot that did not load held the save after sequence number seq (that of the good slot), or was being
    written with it: the newest save was lost. A save clears the commit byte, then writes seq + 1 next to it,
    and sets the commit byte last; so a cleared commit byte (0) is a save cut short when seq + 1 follows it,
    or, cut after that one byte, what the slot held before (the older save, whole, or erased flash). A
    complete slot damaged later keeps its sequence number, unless the damage hit that byte: then the CRC
    tells whether it was seq + 1 or seq - 1. (Damage elsewhere matches the CRC with the other number by
    chance once in 65,536; damage to that byte and others as well cannot be told apart: no notice.)"""
    new = (seq + 1) & 0xFF
    old = (seq - 1) & 0xFF
    if slot[0] == 0:
        return slot[_SEQ] == new or (slot[_SEQ] == old and _crc_ok(slot, old)) or \
            slot[1:] == b"\xff" * (SLOT_SIZE - 1)
    for t in (new, old):
        if _crc_ok(slot, t):
            return t == new
    return slot[0] in (MAGIC, MAGIC_1) and slot[_SEQ] == new


def _is_newer(a, b):
    """Sequence number a is newer than b (8-bit serial arithmetic)."""
    return a != b and ((a - b) & 0xFF) < 128


class Store:
    """Load and save a State in two NVM slots. ``load`` never raises; ``save`` returns True when the state
    is safely stored (or already was), False (with ``message``) when it could not be.

    ``persistent`` is False when there is no NVM (None, or fewer than NVM_BYTES bytes): everything then lives
    in memory and ``message`` says so. ``writes`` counts NVM assignments (each one an erase/write cycle on a
    board), for tests and for anyone watching wear.
    """

    def __init__(self, nvm=None):
        self.message = None
        self.persistent = nvm is not None
        if nvm is not None:
            try:
                self.persistent = len(nvm) >= NVM_BYTES
            except Exception:
                self.persistent = False
        if not self.persistent:
            nvm = bytearray(NVM_BYTES)
            self.message = MSG_NO_NVM
        self.nvm = nvm
        self.writes = 0
        self._newest = -1      # index of the newest good slot, -1 none
        self._seq = 0          # its sequence number
        self._body = None      # its bytes _SETTINGS.._GAME + length (to skip saves that change nothing)
        self._scanned = False  # load() has looked at the slots

    def _read(self, i):
        return bytes(self.nvm[i * SLOT_SIZE:(i + 1) * SLOT_SIZE])

    def load(self):
        """The newest good save as a State, or defaults with ``message`` set. Never raises."""
        states = [None, None]
        blank = [True, True]
        slots = [None, None]
        for i in (0, 1):
            try:
                slot = self._read(i)
                slots[i] = slot
                first = slot[0]
                blank[i] = all(b == first for b in slot) and first in (0, 0xFF)
                states[i] = _parse(slot)
            except Exception:
                states[i] = None
        best = -1
        for i in (0, 1):
            if states[i] is not None and (best < 0 or _is_newer(slots[i][_SEQ], slots[best][_SEQ])):
                best = i
        self._newest = best
        self._scanned = True
        if best < 0:
            self._seq = 0
            self._body = None
            msg = MSG_BLANK if blank[0] and blank[1] else MSG_BAD
            if not self.persistent:
                msg = MSG_NO_NVM
            return State(message=msg)
        slot = slots[best]
        self._seq = slot[_SEQ]
        k = _shift(slot)
        self._body = slot[_SETTINGS:_GAME - k + slot[_GAME_LEN - k]]
        state = states[best]
        other = 1 - best
        # The notice only when the newest save was lost and this older one is used instead (docs/state.md).
        if states[other] is None and not blank[other]:
            try:
                if _lost_newer(slots[other], slot[_SEQ]):
                    state.message = MSG_OLDER
            except Exception:  # a slot too odd to read: nothing to tell
                pass
        if not self.persistent:
            state.message = MSG_NO_NVM
        return state

    def image(self, state):
        """The bytes _SETTINGS.._GAME + length a state saves to (raises ValueError if it cannot be saved)."""
        game = b""
        if state.game is not None:
            game = codec.encode(state.game)
            if len(game) > GAME_ROOM:
                raise ValueError(MSG_TOO_LONG)
        if not 0 <= state.opponent <= 4 or state.human_mark not in (1, 2) or not 0 <= state.series_kind <= 6 \
                or state.mark not in (1, 2):
            raise ValueError("bad game context")
        ctx = state.opponent | (8 if state.human_mark == 2 else 0) | (state.series_kind << 4) | \
            (128 if state.mark == 2 else 0)
        return (state.settings.pack() + state.series.pack() + state.stats.pack() + bytes((ctx, len(game)))
                + game)

    def save(self, state):
        """Write state to the slot that is not the newest. True when stored (or nothing changed)."""
        if not self._scanned:
            self.load()  # find the newest slot before writing over anything
        try:
            body = self.image(state)
        except Exception as e:
            self.message = MSG_TOO_LONG if str(e) == MSG_TOO_LONG else "Could not save: %s" % (e,)
            return False
        if body == self._body:
            return True
        target = 0 if self._newest != 0 else 1
        seq = (self._seq + 1) & 0xFF
        end = _SETTINGS + len(body)
        new = bytearray(end)
        new[_SEQ] = seq
        new[_SETTINGS:end] = body
        crc = crc16(new, _SETTINGS, end, crc16(new, _SEQ, _SEQ + 1))
        new[_CRC] = crc >> 8
        new[_CRC + 1] = crc & 0xFF
        base = target * SLOT_SIZE
        try:
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
