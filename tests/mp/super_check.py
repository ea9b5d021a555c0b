# Super-Ultimate's core on a real MicroPython or CircuitPython with a hard heap cap (tests/test_super_device.py):
# the API over random games, both save records round-tripped, the log, typed moves, and proof that play/undo
# and is_legal allocate nothing (the heap is locked while a whole game is played, undone and played again).
# The games come from a small LCG of its own, so CPython, MicroPython and CircuitPython play the same moves:
# the last line's digest is compared across interpreters.
import sys
sys.path.insert(0, sys.argv[1] if len(sys.argv) > 1 else ".")
import gc
try:
    from micropython import heap_lock, heap_unlock
except ImportError:  # CPython: nothing to lock
    def heap_lock():
        pass

    def heap_unlock():
        pass
from uttt.super_rules import SuperGame
from uttt import super_codec, super_notation, super_parse

GAMES = int(sys.argv[2]) if len(sys.argv) > 2 else 12
seed = 12345


def rand(n):
    """0 <= r < n from a 24-bit LCG (small ints only, the same on every interpreter)."""
    global seed
    seed = (seed * 1103 + 12345) & 0xFFFFFF
    return (seed >> 4) % n


def check(cond, what):
    if not cond:
        raise AssertionError(what)


gc.collect()
free0 = gc.mem_free() if hasattr(gc, "mem_free") else 0
g = SuperGame()
gc.collect()
game_bytes = free0 - gc.mem_free() if free0 else 0
del g
results = [0, 0, 0, 0]
digest = 0
plies = 0
for i in range(GAMES):
    g = SuperGame(stay_open=i % 4 == 1, most_boards=i % 3 == 2)
    saved = None
    while not g.result:
        legal = g.legal_moves()
        check(legal, "an unfinished game has legal moves")
        m = legal[rand(len(legal))]
        check(g.is_legal(m) and g.why_illegal(m) is None, "a legal move is legal")
        g.play(m)
        if g.ply == 150:
            saved = super_codec.encode(g)
            cells150 = bytes(g.cells)
        check(len(super_notation.log_lines(g)) >= 1, "a log line")
    results[g.result] += 1
    plies += g.ply
    moves = g.moves
    final = bytes(g.cells)
    result = g.result
    for m in moves:
        digest = (digest * 31 + m) & 0xFFFFFF
    check(super_parse.parse_move(super_notation.format_move(moves[-1])) == moves[-1], "notation round trip")
    back = super_codec.decode(super_codec.encode_moves(g))
    check(back.moves == moves and back.result == g.result and bytes(back.cells) == bytes(g.cells), "moves record")
    back = None
    pos = super_codec.decode(super_codec.encode_position(g))
    check(pos.result == g.result and bytes(pos.smalls) == bytes(g.smalls) and pos.forced == g.forced, "position")
    pos = None
    if saved:
        part = super_codec.decode(saved)
        check(part.ply == 150 and bytes(part.cells) == cells150 and part.moves == moves[:150], "a save at ply 150")
        part = None
    try:
        super_codec.decode(saved[:-1] if saved else b"\x13")
        check(False, "a cut save must raise")
    except ValueError:
        pass
    while g.ply:
        g.undo()
    check(g.turn == 1 and g.result == 0 and g.forced_medium == -1 and len(g.legal_moves()) == 729, "undo")
    gc.collect()
    heap_lock()
    try:
        for m in moves:
            g.play(m)
            c = 0
            while c < 729:          # is_legal on every cell, legal or not, allocates nothing either
                g.is_legal(c)
                c += 81
        while g.ply:
            g.undo()
        for m in moves:
            g.play(m)
    finally:
        heap_unlock()
    check(g.result == result and bytes(g.cells) == final, "replay")
    try:
        g.play(0)
        check(False, "play after the end must raise")
    except ValueError:
        pass
    g = None
    gc.collect()
gc.collect()
print("OK games=%d plies=%d results=%s game_bytes=%d free=%d" % (
    GAMES, plies, results[1:], game_bytes, gc.mem_free() if hasattr(gc, "mem_free") else 0))
print("DIGEST %d" % digest)
