"""A Super-Ultimate game in the 256-byte NVM (issue 21): the store's part for it, docs/state.md's layout.

Imported by ``uttt.store`` when a Super-Ultimate game is saved and by ``uttt.restore`` when a save says one is
kept beside it, so the other modes never load it (nor ``uttt.super_codec``).

- A record (``uttt.super_codec``: a moves record, or the position record once shorter) of at most 66 bytes is
  a game like any other: it goes in a slot's game room (``Store.image``) and the two slots alternate.
- A longer one goes in the **region**: the other slot's 128 bytes and the newest slot's unused game room (its
  66 bytes; that slot's CRC covers its bytes up to the game room only, as its game length is 0), 194 bytes:
  commit byte ``MAGIC_REGION``, CRC-16 of the rest, the current settings (4 bytes: a settings change made
  during the game is kept with it), the record's length, the record (at most 162 bytes). The newest slot,
  written once as the region starts (its context says "a Super-Ultimate game beside": series kind 7, bit 7
  set, game length 0), holds settings, series and stats and is not written again while the region is used.
- The region is written commit byte cleared first, then the rest, then the commit byte. A torn region is
  refused (commit byte, CRC-16, the record's CRC-8 and checks) and the load falls back to the newest slot:
  the game in progress is lost, and a settings change made during it reverts; settings, series and stats
  never are. When the game ends (or its record fits a slot again) an ordinary save goes to the region's
  slot and the slots alternate again.
"""

from uttt.storefmt import GAME_ROOM, SETTINGS_BYTES, SLOT_SIZE, crc16

MAGIC_REGION = 0xB3         # the region's commit byte (a slot's is 0xA3, 0xA2 or 0xA1: never read as one)
KIND = 7                    # the series kind in a slot's context meaning "Super-Ultimate"
BESIDE = 0x80               # with KIND and game length 0: the game is in the region beside this slot
REGION = SLOT_SIZE + GAME_ROOM   # 194 bytes
_LEN = 3 + SETTINGS_BYTES   # the record's length byte
_REC = _LEN + 1             # the record


# The game last read from NVM, its ply and undo count then, and its record: saved unchanged (the title's boot
# restarting into it: uttt.ui.app.App.restart), its record is written again as read, not ranked again by a new
# Encoder (~1.4 s of a PyBadge at ply 500, estimate). Let go at the first save of another game or move.
_LOADED = [None, 0, 0, b""]


def decode(data):
    """The SuperGame of a record (``uttt.super_codec.decode``; for ``uttt.restore``: the other modes import no
    ``super_`` module)."""
    from uttt.super_codec import decode
    g = decode(data)
    _LOADED[:] = [g, g.ply, g.undos, bytes(data)]
    return g


# The kept ``super_codec.Encoder`` (a save after every move ranks only the new moves): here, so that it goes with this
# module when a finished game drops the save's code (uttt.ui.supergame's drop_computer, superroom46).
_ENC = []


def encoder(store):
    """The kept ``super_codec.Encoder``."""
    if not _ENC:
        from uttt.super_codec import Encoder
        _ENC.append(Encoder())
    return _ENC[0]


def record(store, game):
    """The bytes of a SuperGame to save (the shorter record)."""
    k = _LOADED
    if k[0] is game and k[1] == game.ply and k[2] == game.undos:
        return k[3]
    k[0] = None
    return encoder(store).encode(game)


def _where(newest, i):
    """The NVM address of region byte i when slot newest holds the save beside it."""
    if i < SLOT_SIZE:
        return (1 - newest) * SLOT_SIZE + i
    return newest * SLOT_SIZE + SLOT_SIZE - GAME_ROOM + i - SLOT_SIZE


def region_bytes(settings, rec):
    """The region's bytes for settings (packed, 4 bytes) and a record."""
    if len(rec) > REGION - _REC:
        raise ValueError("the Super-Ultimate record is too long for the region")
    out = bytearray(_REC + len(rec))
    out[0] = MAGIC_REGION
    out[3:_LEN] = settings
    out[_LEN] = len(rec)
    out[_REC:] = rec
    crc = crc16(out, 3, len(out))
    out[1] = crc >> 8
    out[2] = crc & 0xFF
    return bytes(out)


def write_region(store, data):
    """Write the region beside the newest slot: the commit byte cleared, then its two runs (the other slot's
    bytes, the newest slot's game room: each one assignment, from its first to its last changed byte), then
    the commit byte."""
    nvm = store.nvm
    N = store._newest
    old = store.region or b""
    nvm[_where(N, 0)] = 0
    store.writes += 1
    for lo, hi in ((1, min(len(data), SLOT_SIZE)), (SLOT_SIZE, len(data))):
        while lo < hi and lo < len(old) and old[lo] == data[lo]:
            lo += 1
        while hi > lo and hi <= len(old) and old[hi - 1] == data[hi - 1]:
            hi -= 1
        if lo < hi:
            a = _where(N, lo)
            nvm[a:a + hi - lo] = data[lo:hi]
            store.writes += 1
    nvm[_where(N, 0)] = MAGIC_REGION
    store.writes += 1
    store.region = data


def load(store, state, newest, unpack):
    """The game kept in the region beside slot newest, into state (``uttt.super_decode.load``: the reading half's
    code, not kept at play; superheap38). Returns state."""
    import sys
    from uttt.super_decode import load
    return load(store, state, newest, unpack, sys.modules[__name__])  # (this module: no import circle)


def image(store, state, rec, beside):
    """``Store.image`` of state with rec as its game's bytes (beside: none, and the context's flag saying the
    game is in the region beside the slot)."""
    if state.series_kind != KIND:
        raise ValueError("bad game context")
    game = state.game
    state.game = None
    try:
        body = bytearray(store.image(state))   # settings, series, stats, context, game length 0
    finally:
        state.game = game
    if beside:
        body[-2] |= BESIDE
        return bytes(body)
    body[-1] = len(rec)
    return bytes(body) + rec


def save(store, state):
    """``Store.save`` for a state whose game is a SuperGame. True when stored (or nothing changed). After
    ``store.later`` set (a move's save in the frame after it: ``halves``): its record made now, the rest (a slot's
    write, or the region's bytes and write) left to ``finish`` (store.pending), two frames later. A half left pending
    goes: this save writes the same game, or a newer one. (Both the store's attributes, made by ``uttt.restore.attach``:
    the other modes' ``Store.save`` has none of this, room48.)"""
    later = store.later
    store.later = store.pending = None
    try:
        rec = record(store, state.game)
    except Exception as e:
        store.message = "Could not save: %s" % (e,)
        return False
    store.pending = [state, rec]
    return later or finish(store)


def finish(store):
    """The rest of a save (store.pending's: ``save``). Nothing once the game is over (the state's game None: the
    ordinary save at its end leaves the half be)."""
    state, rec = store.pending
    store.pending = None
    if state.game is None:
        return True
    try:
        if len(rec) <= GAME_ROOM:   # a game like any other, in a slot's game room
            return store.write(image(store, state, rec, False))
        body = image(store, state, rec, True)
        data = region_bytes(body[:SETTINGS_BYTES], rec)  # (the settings: the body's first bytes)
    except Exception as e:
        store.message = "Could not save: %s" % (e,)
        return False
    region = store.region
    if region is None or store._body is None or store._body[SETTINGS_BYTES:] != body[SETTINGS_BYTES:]:
        # The region starts (or the series or stats changed): an ordinary save saying "a game beside", then
        # the region beside it, over the other slot.
        if not store.write(body):
            return False
        region = None
    if data == region:
        return True
    try:
        write_region(store, data)
    except Exception as e:
        store.region = None
        store.message = "Could not save: %s" % (e,)
        return False
    return True


def halves(scr):
    """A Super-Ultimate move's save in two halves (supertick47), from the game screen scr's settle_now: the save in
    the move's next frame makes its record (``later``), and two frames later, before the computer's start (or on
    your turn what would be it), a frame of its own, which draws nothing, writes it: True then (the start waits a
    frame). The whole save in one frame was ~15-45 ms of a PyBadge's in the bench, two frames before the start."""
    app = scr.app
    s = app.store
    if s is not None:
        if scr.settle >= 0:
            s.later = True
        elif s.pending is not None:
            c = app.clock
            if c is None or not c.low_heap(True):  # (a collection first, in a frame of its own, as the start's)
                finish(s)
            return True
    return False
