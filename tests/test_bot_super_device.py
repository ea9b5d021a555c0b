"""The computer at Super-Ultimate on CircuitPython's own 32-bit unix port, its modules compiled by CircuitPython's
mpy-cross as a board loads them: a whole game to the end (hard as X, medium as O, each move searched in step(20)
slices as the app does, a hint and a cancelled search on the way) fits a hard heap cap, and the moves are the
same as on CPython (the search is deterministic).

The figure is the heap of the whole script: uttt.rules, super_rules and the Super-Ultimate search imported as the
app imports it (uttt.bot_super with bot_supermoves and bot_supereval, not Ultimate's search), the game and the
searches. It passes from 40K (38K fails; 58K with Ultimate's search and uttt.bot before super31: docs/super.md);
CAP_KB keeps room for fragmentation. The tools come
from $CIRCUITPYTHON_UNIX and $MPY_CROSS; without them these tests skip and say so.
"""

import os
import subprocess
import sys

import pytest

from support import cp_modules

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ("__init__", "rules", "super_rules", "bot_super", "bot_supermoves", "bot_supereval")   # what the app loads to play one
CAP_KB = 64
TOO_SMALL_KB = 32

SCRIPT = """
import sys
sys.path.insert(0, sys.argv[1])
from uttt.super_rules import SuperGame
from uttt.bot_super import Thinker
g = SuperGame()
g.play(364)
hints = []
while not g.result:
    if g.ply % 97 == 0:
        t = Thinker(g, 3, seed=g.ply)
        t.step(7)
        t.cancel()
        t = Thinker(g, 1, seed=g.ply)
        while not t.step(1 << 20):
            pass
        hints.append(t.move)
    t = Thinker(g, 3 if g.turn == 1 else 2, seed=g.ply)
    while not t.step(20):
        pass
    g.play(t.move)
    t = None
print("GAME", g.result, g.ply)
h = g._hist
for i in range(0, g.ply, 40):     # the moves, 40 a line (one string of 500 moves would need its own 3K)
    print("MOVES", " ".join(str(h[2 * j] | (h[2 * j + 1] & 3) << 8) for j in range(i, min(g.ply, i + 40))))
print("HINTS", " ".join(str(m) for m in hints))
print("OK")
"""


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    work = tmp_path_factory.mktemp("bot_super_device")
    cp, lib = cp_modules(work, MODULES)
    script = work / "game.py"
    script.write_text(SCRIPT)
    return cp, str(script), lib


def run(board, kb):
    cp, script, lib = board
    return subprocess.run([cp, "-X", "heapsize=%dK" % kb, script, lib], capture_output=True, text=True,
                          timeout=900)


def test_a_whole_game_fits_the_cap_and_matches_cpython(board, tmp_path):
    out = run(board, CAP_KB)
    assert out.returncode == 0 and "OK" in out.stdout, out.stdout[-2000:] + out.stderr[-2000:]
    script = tmp_path / "game.py"
    script.write_text(SCRIPT)
    ref = subprocess.run([sys.executable, str(script), ROOT], capture_output=True, text=True, timeout=900)
    assert ref.returncode == 0, ref.stderr
    lines = [line for line in out.stdout.splitlines() if line.startswith(("GAME", "MOVES", "HINTS"))]
    assert lines[0].split()[1] in ("1", "2", "3") and len(lines) > 8
    assert lines == [line for line in ref.stdout.splitlines() if line.startswith(("GAME", "MOVES", "HINTS"))]


def test_the_cap_is_real(board):
    out = run(board, TOO_SMALL_KB)
    assert out.returncode != 0 and "MemoryError" in out.stdout + out.stderr
