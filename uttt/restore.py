"""Reading saved bytes back into objects: the half of the save code that only start-up needs.

A board loads each module's code into its heap, and the app saves after every move but reads the NVM once, at
start-up. So the reading half lives here, apart from the writing half it mirrors:

    Store.load()          ->  load(store, ...) (uttt.store; with _parse, _lost_newer and their helpers)
    (the settings)        ->  settings(data)       (Store.load's; uttt.store.pack_settings writes them)
    Series.unpack(data)   ->  series(cls, data)   (uttt.match)
    Stats.unpack(data)    ->  stats(cls, data)    (uttt.stats)
    Store(nvm)            ->  attach(store, nvm)  (uttt.store: the store over its NVM, made once)
    State(...)            ->  state(st, ...)      (uttt.store: what a load returns, made only by a load)
    (a new board's)       ->  defaults()          (the settings of a board with no save; State's default)
    codec.decode(data)    ->  uttt.decode.decode  (a module of its own: a game without a store decodes too;
                                                   imported here only when a slot holds a game)

Callers use the public names on the left, which import this module when called; it then stays imported, as
any module does, until the caller drops it. The app drops it and ``uttt.decode`` when it opens its first
screen, right after the load (``uttt.ui.app.ONCE``: from ``sys.modules`` and the ``uttt`` package), so at play
none of this code is in RAM.

Names starting with ``_`` are private: ``_parse(slot, ...)`` expects exactly SLOT_SIZE bytes and raises on
anything it cannot use (ValueError for corrupt data, IndexError or TypeError for a short or non-bytes
argument); ``load`` is its only caller and catches everything.

The classes a load builds (State, Series, Stats; the settings are a dict) are its caller's, passed in as the unpacks get
``cls``: this module never names them, so it builds the very classes the caller compares with even where
uttt.store has been imported afresh since (the simulator imports the repository's modules anew at each
simulated power-on; a test module keeps the ones it imported first). The slot layout and the decisions behind it:
docs/state.md.
"""

from uttt.storefmt import (BEST_OF, GAME_ROOM, HISTORY, LEVELS, MAGIC, MAGIC_1, NVM_BYTES, ROWS,
                           SERIES_BYTES, SLOT_SIZE, STATS_BYTES, TIMES, timer_ok, crc16)

# What a load tells the player (``State.message``), and a store without an NVM (``Store.message``): only start-up
# says these, so they are here, not in the resident writing half (MSG_NO_NVM was uttt.storefmt's until heap38).
MSG_NO_NVM = "No NVM on this board: nothing is kept after power-off"
MSG_BLANK = "No saved data yet: defaults"
MSG_BAD = "Saved data was unreadable: defaults restored"
MSG_OLDER = "Last save was unreadable: the one before it restored"

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

# The slot offsets: the same numbers as uttt.store's, and uttt.match's counter cap (private there: MicroPython
# keeps a private const() out of its module's globals, so they cannot be imported). tests/test_core_resident.py
# checks that they agree.
_SEQ = const(1)
_CRC = const(2)
_SETTINGS = const(4)
_SERIES = const(8)
_STATS = const(14)
_CONTEXT = const(60)
_GAME_LEN = const(61)
_GAME = const(62)
_CAP = const(255)
_MAGIC_2 = const(0xA2)  # layout 2's commit byte: as layout 3 but the stats' counters were 21 of 12 bits
_COUNT_MAX = const(1023)  # uttt.stats._COUNT_MAX: an older save's counter over it saturates


# ----- what runs once, at start-up: a new board's settings, the store over its NVM (heap38: here, not in the
# resident writing half, uttt.storefmt and uttt.store, where their code stayed in RAM at play) -----------------

def defaults():
    """The settings of a board with no save: the App's ``settings`` (``uttt.ui.settings``' rows), each setting's
    name -> the index of its choice (level 0-3 beginner..hard, human 1 X or 2 O, best_of an index of BEST_OF,
    timer of TIMES, timeout 1 "lose" else "random", theme 0-2, volume 0 low..2 high, super: what the next boot
    opens, 0 the title; the rest 0 off, 1 on). The one form the game and its saves keep them in (room37: they were
    kept twice, a ``Settings`` object beside the App's dict); ``uttt.store.pack_settings`` packs it. (In
    uttt.storefmt until heap38: only a start-up and a load ask for it.)"""
    return {"level": 1, "human": 1, "sound": 1, "haptics": 1, "leds": 1, "stay_open": 0, "most_boards": 0,
            "theme": 0, "contrast": 0, "tips": 1, "vs": 0, "best_of": 0, "sudden_death": 0, "alternate": 1,
            "timer": 0, "timeout": 0, "ponder": 1, "anim": 1, "volume": 1, "super": 0}



def state(st, Series, Stats, settings=None, series=None, stats=None, game=None, opponent=0, human_mark=1,
          message=None, series_kind=0, mark=1):
    """``uttt.store.State(...)``'s code (its arguments after ``Series`` and ``Stats``, the caller's classes): the
    settings, series and stats given, else a new board's."""
    if not settings:
        settings = defaults()
    st.settings = settings
    st.series = series or Series(BEST_OF[settings["best_of"]], bool(settings["sudden_death"]),
                                 bool(settings["alternate"]))
    st.stats = stats or Stats()
    st.game = game
    st.opponent = opponent
    st.human_mark = human_mark
    st.series_kind = series_kind
    st.mark = mark
    st.message = message


def attach(store, nvm):
    """``uttt.store.Store(nvm)``'s code: the store over nvm (None, or fewer than NVM_BYTES bytes: everything kept
    in memory, and ``message`` says so), nothing read yet (``load``)."""
    store.message = None
    store.persistent = nvm is not None
    if nvm is not None:
        try:
            store.persistent = len(nvm) >= NVM_BYTES
        except Exception:
            store.persistent = False
    if not store.persistent:
        nvm = bytearray(NVM_BYTES)
        store.message = MSG_NO_NVM
    store.nvm = nvm
    store.writes = 0
    store._newest = -1      # index of the newest good slot, -1 none
    store._seq = 0          # its sequence number
    store._body = None      # its bytes _SETTINGS.._GAME + length (to skip saves that change nothing)
    store._scanned = False  # load() has looked at the slots
    store.region = None     # the Super-Ultimate region's bytes while it holds the game (uttt.superstore)
    store.later = store.pending = None  # a Super-Ultimate move's save in two halves (uttt.superstore.save)


# ----- the unpack class methods ------------------------------------------------

def settings(data):
    """The settings in 4 bytes (or 3: layout 1, before byte 3; ``uttt.store.pack_settings``' layout) as the App's
    dict (``uttt.storefmt.defaults``' keys). Raises ValueError on bytes no ``pack_settings`` gives, but for a timer
    of 5..60 seconds that is not one of the choices (TIMES): the nearest lower choice."""
    if len(data) < 3:
        raise ValueError("settings are truncated")
    b0, b1, b2 = data[0], data[1], data[2]
    b3 = data[3] if len(data) > 3 else 0
    theme = (b0 >> 3) & 3
    timer = b1 & 63
    boot = b3 >> 4 & 3
    if theme == 3 or not timer_ok(timer) or b3 & 0xC0 or b3 & 12 == 12 or boot == 3:
        raise ValueError("settings are corrupt")
    t = 0
    for k in range(len(TIMES)):
        if TIMES[k] <= timer:
            t = k
    return {"level": (b2 >> 4) & 3, "human": 2 if b2 & 64 else 1, "sound": b0 & 1, "haptics": b0 >> 1 & 1,
            "leds": b0 >> 2 & 1, "stay_open": b2 >> 2 & 1, "most_boards": b2 >> 3 & 1, "theme": theme,
            "contrast": b0 >> 5 & 1, "tips": 0 if b0 & 128 else 1, "vs": b2 >> 7, "best_of": b2 & 3,
            "sudden_death": b1 >> 7, "alternate": b0 >> 6 & 1, "timer": t, "timeout": b1 >> 6 & 1,
            "ponder": 0 if b3 & 1 else 1, "anim": 0 if b3 & 2 else 1, "volume": ((b3 >> 2 & 3) + 1) % 3,
            "super": boot}


def series(cls, data):
    """``Series.unpack``: the series packed in data[:SERIES_BYTES]. Raises ValueError on inconsistent bytes."""
    if len(data) < SERIES_BYTES:
        raise ValueError("series is truncated")
    flags = data[0]
    if flags & 0xC0:
        raise ValueError("series flags are corrupt")
    s = cls(BEST_OF[flags & 3], flags & 4, flags & 8, 2 if flags & 32 else 1)
    s.x_player = 2 if flags & 16 else 1
    s.wins1, s.wins2, s.draws, s.x_wins, s.o_wins = data[1], data[2], data[3], data[4], data[5]
    total = s.wins1 + s.wins2
    if total < _CAP and s.x_wins + s.o_wins != total:
        raise ValueError("series counts disagree")
    if s.best_of and s.wins1 + s.wins2 + s.draws > s.best_of:
        raise ValueError("series has more rounds than best_of")
    if s.alternate and s.wins1 + s.wins2 + s.draws < _CAP:
        if s.x_player != (s.first if not (s.wins1 + s.wins2 + s.draws) & 1 else 3 - s.first):
            raise ValueError("series opener is corrupt")
    elif not s.alternate and s.x_player != s.first:
        raise ValueError("series opener is corrupt")
    return s


def stats(cls, data, old=False):
    """``Stats.unpack``: the stats packed in data[:STATS_BYTES]. Raises ValueError on bytes no ``pack`` could
    give. old: layouts 1 and 2's stats (21 counters of 12 bits, no Super-Ultimate row: the bot levels' rows
    move one down, a counter over COUNT_MAX saturates)."""
    if len(data) < STATS_BYTES:
        raise ValueError("stats are truncated")
    s = cls()
    w = 12 if old else 10
    acc = 0
    nbits = 0
    pos = 0
    for i in range(21 if old else 3 * ROWS):
        while nbits < w:
            acc = (acc << 8) | data[pos]
            pos += 1
            nbits += 8
        nbits -= w
        c = acc >> nbits
        acc &= (1 << nbits) - 1
        if old:
            s.counts[i + 3 if i > 8 else i] = c if c < _COUNT_MAX else _COUNT_MAX
        else:
            s.counts[i] = c
    if acc or any(data[pos:32]):
        raise ValueError("stats padding is corrupt")
    s.best_streak = data[32]
    s.streak = data[33]
    if s.streak > s.best_streak:
        raise ValueError("stats streaks are corrupt")
    ended = False
    for k in range(HISTORY):
        b = data[34 + k]
        if not b & 3:
            ended = True
            if b:
                raise ValueError("stats history is corrupt")
        elif ended or b & 0x80 or (b >> 4) & 7 > LEVELS:  # (variant 3: Super-Ultimate)
            raise ValueError("stats history is corrupt")
        s.history[k] = b
    s.rated = (data[42] << 8) | data[43]
    s.matched = (data[44] << 8) | data[45]
    if s.matched > s.rated:
        raise ValueError("stats accuracy is corrupt")
    return s


# ----- Store.load ------------------------------------------------------------------------------------------

def _shift(slot):
    """How much earlier than layout 2 the fields after the settings are: 1 in a layout 1 slot, else 0."""
    return 1 if slot[0] == MAGIC_1 else 0


def _crc_ok(slot, seq, magic=None):
    """The slot's CRC-16 matches its bytes, taking seq as its sequence number (whatever its seq byte says) and
    magic as its commit byte (default: what its commit byte says). Layout 3's CRC starts with its commit byte, so
    a commit byte damaged into another layout's (0xA3 and 0xA2 are a bit apart) does not match."""
    if magic is None:
        magic = slot[0]
    k = 1 if magic == MAGIC_1 else 0
    n = slot[_GAME_LEN - k]
    return n <= GAME_ROOM + k and crc16(slot, _SETTINGS, _GAME - k + n, crc16(
        bytes((MAGIC, seq) if magic == MAGIC else (seq,)))) == (slot[_CRC] << 8) | slot[_CRC + 1]


def _crc_any(slot, seq):
    """``_crc_ok`` for a slot whose commit byte may be damaged or cleared: as layout 3 or 2 (or 1, if it says 1)."""
    return _crc_ok(slot, seq, MAGIC) or _crc_ok(slot, seq, _MAGIC_2) or slot[0] == MAGIC_1 and _crc_ok(slot, seq)


def _parse(slot, State, Series, Stats, skip=False):
    """Private (see the module doc): the State in a slot of exactly SLOT_SIZE bytes, or raise. A layout 1
    slot (the first release's) reads as well: its settings lack byte 3 (pondering and animations on); layouts 1
    and 2 hold the stats' older form (``stats``, old). Its game is not read where it is never used (skip, or its
    own settings' boot 2: a boot that starts a new Super-Ultimate game; supercore41)."""
    if slot[0] != MAGIC and slot[0] != _MAGIC_2 and slot[0] != MAGIC_1:
        raise ValueError("slot not committed")
    if not _crc_ok(slot, slot[_SEQ]):
        raise ValueError("checksum mismatch")
    k = _shift(slot)
    n = slot[_GAME_LEN - k]
    ctx = slot[_CONTEXT - k]
    if ctx & 7 > 4:
        raise ValueError("bad game context")
    game = None
    s = settings(slot[_SETTINGS:_SERIES - k])
    if n and not skip and s["super"] != 2:
        data = slot[_GAME - k:_GAME - k + n]
        if data[0] & 3 == 3:  # a Super-Ultimate record (issue 21): its own reader, loaded only for it
            from uttt.superstore import decode as decode_super
            game = decode_super(data)
        else:  # (imported only for a game: a new board's first start, or saves without one, draw the title sooner)
            from uttt.decode import decode
            game = decode(data)
    return State(s, series(Series, slot[_SERIES - k:_STATS - k]),
                 stats(Stats, slot[_STATS - k:_CONTEXT - k], slot[0] != MAGIC), game, ctx & 7,
                 2 if ctx & 8 else 1, series_kind=(ctx >> 4) & 7, mark=2 if ctx & 0x80 else 1)


def _lost_newer(slot, seq):
    """A slot that did not load held the save after sequence number seq (that of the good slot), or was being
    written with it: the newest save was lost. A save clears the commit byte, then writes seq + 1 next to it,
    and sets the commit byte last; so a cleared commit byte (0) is a save cut short when seq + 1 follows it,
    or, cut after that one byte, what the slot held before (the older save, whole, or erased flash). A
    complete slot damaged later keeps its sequence number, unless the damage hit that byte: then the CRC
    tells whether it was seq + 1 or seq - 1. When the CRC matches neither (damage to other bytes as well,
    the commit byte among them or not), only a sequence byte that still reads seq - 1 counts as the older
    save: anything else may have been the newest, and the notice errs on the side of saying so. (Foreign
    bytes are never left beside a save: the first save on them blanks the other slot, Store.save.)"""
    new = (seq + 1) & 0xFF
    old = (seq - 1) & 0xFF
    if slot[0] == 0:
        return slot[_SEQ] != old or _crc_any(slot, old) or slot[1:] == b"\xff" * (SLOT_SIZE - 1)
    for t in (new, old):
        if _crc_any(slot, t):
            return t == new
    return slot[_SEQ] != old


def _is_newer(a, b):
    """Sequence number a is newer than b (8-bit serial arithmetic)."""
    return a != b and ((a - b) & 0xFF) < 128


def load(store, State, Series, Stats):
    """``Store.load``: the newest good save in store's NVM as a State, or defaults with ``message`` set; notes
    in store which slot is the newest, its sequence number and bytes (``Store.save`` writes the other slot).
    Never raises for anything the NVM holds."""
    states = [None, None]
    blank = [True, True]
    slots = [None, None]
    # The slot whose sequence number is newer first: when it reads, it is the newest save, and the older slot's game
    # is not read (it would be used only if the newer slot did not read; supercore41). With the newer slot's own game
    # not read in a boot that starts a new Super-Ultimate game (_parse), that boot imports no other game's code.
    try:
        order = (1, 0) if _is_newer(store._read(1)[_SEQ], store._read(0)[_SEQ]) else (0, 1)
    except Exception:
        order = (0, 1)
    skip = False
    for i in order:
        try:
            slot = store._read(i)
            slots[i] = slot
            first = slot[0]
            blank[i] = all(b == first for b in slot) and first in (0, 0xFF)
            states[i] = _parse(slot, State, Series, Stats, skip)
            skip = True
        except MemoryError as e:  # the slot may be good: say so (the device-fit harness counts these lines)
            print("degraded: save slot %d not read:" % i, e)
            states[i] = None
        except Exception:
            states[i] = None
    best = -1
    for i in (0, 1):
        if states[i] is not None and (best < 0 or _is_newer(slots[i][_SEQ], slots[best][_SEQ])):
            best = i
    store._newest = best
    store._scanned = True
    if best < 0:
        store._seq = 0
        store._body = None
        msg = MSG_BLANK if blank[0] and blank[1] else MSG_BAD
        if not store.persistent:
            msg = MSG_NO_NVM
        return State(message=msg)
    slot = slots[best]
    store._seq = slot[_SEQ]
    k = _shift(slot)
    store._body = slot[_SETTINGS:_GAME - k + slot[_GAME_LEN - k]]
    state = states[best]
    other = 1 - best
    if state.series_kind == 7 and state.mark == 2 and state.game is None:
        # A Super-Ultimate game in the region beside this slot (uttt.superstore; docs/state.md): the other
        # slot is that region, not an older save.
        from uttt.superstore import load as load_region
        state.mark = 1
        load_region(store, state, best, settings)
        if not store.persistent:
            state.message = MSG_NO_NVM
        return state
    # The notice when the newest save was lost and this older one is used instead (docs/state.md). The first
    # save zeroes the other slot (Store.save), so an all-0 slot beside a save is no news; an erased one
    # (0xFF: flash erased, a file cut short) had a save that is gone.
    if states[other] is None:
        try:
            if _lost_newer(slots[other], slot[_SEQ]) if not blank[other] else slots[other][0] == 0xFF:
                state.message = MSG_OLDER
        except Exception:  # a slot too odd to read (a short or non-bytes read): nothing to tell
            pass
    if not store.persistent:
        state.message = MSG_NO_NVM
    return state
