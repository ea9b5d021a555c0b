"""The bot on CircuitPython's own 32-bit unix port, its modules compiled by CircuitPython's mpy-cross as a board
loads them: a whole hard game, pondering 4,000 units on every move of the player (5 s of PyBadge time) and
answering through Ponder.reply, plus Classic and Wild, fits a hard heap cap; and the moves are the same as on
CPython (deterministic search, pondering included).

The figure is the heap of the whole script: rules, classic and the bot imported, the game and the searches. 38K
is the smallest cap that passes today (37K fails; 37K before issue 20's saved search stacks, 39K when the cap
was set; a bot without pondering needed 35K before issue 12): CAP_KB keeps 6K for fragmentation. tests/bench/bot_strength.py prints the parts (modules once imported, the extra live
peak of a search and of pondering).

The tools come from $CIRCUITPYTHON_UNIX and $MPY_CROSS (.ci/run sets them from ../shared/tools); without them
these tests skip and say so.
"""

import os
import subprocess
import sys

import pytest

from support import cp_modules

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ("__init__", "rules", "classic", "bot_eval", "bot_small", "bot_loop", "bot_search", "ponder", "bot_ref", "bot")
CAP_KB = 44

SCRIPT = """
import sys
sys.path.insert(0, sys.argv[1])
from uttt.rules import Game
from uttt.classic import Classic
from uttt.bot import Thinker, Ponder, best_move
g = Game()
for m in (40, 36):
    g.play(m)
while not g.result:
    t = Thinker(g, 3, seed=g.ply)
    while not t.step(20):
        pass
    g.play(t.move)
    if g.result:
        break
    p = Ponder(g, 3, seed=g.ply)
    while p.units < 4000 and not p.step(20):
        pass
    m = p._cands[0] if p._cands and g.ply % 3 else g.legal_moves()[0]
    t = p.reply(m)
    p = None
    g.play(m)
    if not g.result:
        while not t.step(20):
            pass
        g.play(t.move)
    t = None
print("GAME", g.result, " ".join(str(m) for m in g.moves))
for wild in (False, True):
    c = Classic(wild)
    while not c.result:
        c.play(best_move(c, 3, seed=c.ply))
    print("SMALL", wild, c.result, " ".join(str(m) for m in c.moves))
print("OK")
"""


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    work = tmp_path_factory.mktemp("bot_device")
    cp, lib = cp_modules(work, MODULES)
    script = work / "game.py"
    script.write_text(SCRIPT)
    return cp, str(script), lib


def run(board, kb):
    cp, script, lib = board
    return subprocess.run([cp, "-X", "heapsize=%dK" % kb, script, lib], capture_output=True, text=True,
                          timeout=600)


def test_a_game_with_pondering_fits_the_cap_and_matches_cpython(board, tmp_path):
    out = run(board, CAP_KB)
    assert out.returncode == 0 and "OK" in out.stdout, out.stdout[-2000:] + out.stderr[-2000:]
    script = tmp_path / "game.py"
    script.write_text(SCRIPT)
    ref = subprocess.run([sys.executable, str(script), ROOT], capture_output=True, text=True, timeout=600)
    assert ref.returncode == 0, ref.stderr
    games = [line for line in out.stdout.splitlines() if line.startswith(("GAME", "SMALL"))]
    assert len(games) == 3
    assert games == [line for line in ref.stdout.splitlines() if line.startswith(("GAME", "SMALL"))]


def test_the_cap_is_real(board):
    out = run(board, 30)
    assert out.returncode != 0 and "MemoryError" in out.stdout + out.stderr


RNG_SCRIPT = """
import sys, gc
sys.path.insert(0, sys.argv[1])
from uttt.bot_search import _Rng
r = _Rng(12345)
out = bytearray(1000)
a = b = i = 0   # (the globals made before: a new one may grow the module's table)
gc.collect()
gc.disable()
a = gc.mem_alloc()
i = 0
while i < 1000:
    out[i] = r.next(81 + i % 175)
    i += 1
b = gc.mem_alloc()
gc.enable()
print("ALLOC", b - a)
print("SUM", sum(out), r.s)
"""


def test_the_search_random_numbers_allocate_nothing_on_a_board(board, tmp_path):
    # frames30: the LCG's product passed 2**30, a board's small-int bound: each call made long ints on the heap
    # (~100 bytes of garbage a call, up to ~16 KB a free move's set-up with noise); in 15-bit halves, none
    script = tmp_path / "rng.py"
    script.write_text(RNG_SCRIPT)
    cp, _, lib = board
    out = subprocess.run([cp, str(script), lib], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "ALLOC 0" in out.stdout.splitlines()
    # the same numbers as the LCG written plainly (Python's ints do not overflow)
    s = (12345 * 2654435761 + 12345) & 0x3FFFFFFF
    total = 0
    for i in range(1000):
        s = (s * 1103515245 + 12345) & 0x3FFFFFFF
        total += ((s >> 14) * (81 + i % 175)) >> 16
    assert "SUM %d %d" % (total, s) in out.stdout.splitlines()
