# Runs under a real MicroPython with a hard heap cap (see tests/test_micropython.py): the whole core API,
# a few hundred random games with their invariants, and proof that play/undo allocate nothing.
import sys
sys.path.insert(0, sys.argv[1] if len(sys.argv) > 1 else ".")
import gc
import random
import micropython
from uttt.rules import Game
from uttt.playout import playout
from uttt.classic import Classic
from uttt import codec, notation, parse

GAMES = int(sys.argv[2]) if len(sys.argv) > 2 else 300
random.seed(1)


def check(cond, what):
    if not cond:
        raise AssertionError(what)


def random_game(g):
    while not g.result:
        legal = g.legal_moves()
        check(legal, "an unfinished game has legal moves")
        for m in legal:
            check(g.cells[m % 9 if g.variant == "wild" else m] == 0, "legal move on an empty cell")
            if g.variant == "ultimate" and not g.stay_open:
                check(g.board_state(m // 9) == 0, "legal move in an open board")
        g.play(legal[random.randrange(len(legal))])
    return g


results = [0, 0, 0, 0]
for i in range(GAMES):
    g = random_game(Game(stay_open=i % 5 == 0, most_boards=i % 7 == 0))
    results[g.result] += 1
    data = codec.encode(g)
    back = codec.decode(data)
    check(back.moves == g.moves and back.result == g.result, "codec round trip")
    for line in notation.log_lines(g):
        check(len(line) > 5, "log line")
    moves = g.moves
    m = moves[-1]
    check(parse.parse_move(parse.format_move(m)) == m, "notation round trip")
    # undo to the start, then replay with the heap locked: play/undo must not allocate
    while g.ply:
        g.undo()
    check(g.turn == 1 and g.result == 0 and g.forced == -1 and g.legal_moves() == list(range(81)), "undo")
    gc.collect()
    micropython.heap_lock()
    try:
        for m in moves:
            g.play(m)
        while g.ply:
            g.undo()
        for m in moves:
            g.play(m)
    finally:
        micropython.heap_unlock()
    check(g.result == back.result, "replay")
    try:
        g.play(0)
        check(False, "play after the end must raise")
    except ValueError:
        pass
    gc.collect()

for wild in (False, True):
    for i in range(GAMES // 3):
        g = random_game(Classic(wild=wild))
        back = codec.decode(codec.encode(g))
        check(back.moves == g.moves, "classic codec")

try:
    codec.decode(b"\x10\x05\x00")
    check(False, "truncated save must raise")
except ValueError:
    pass

n = 0
for i in range(200):
    n += playout(Game(), random.random) in (1, 2, 3)
check(n == 200, "playouts")
gc.collect()
print("OK games=%d results=%s free=%d" % (GAMES, results[1:], gc.mem_free()))
