"""uttt.bot under a real MicroPython with a hard heap cap: full games fit, and the moves match CPython's.

The script imports the modules the way the app does (rules, classic, then the bot, all from .py source, so
MicroPython compiles them on the heap) and plays a full hard-vs-medium Ultimate game with both the default and
the stay_open rules, hard pondering on medium's time (uttt.bot.Ponder, 1,500 units a move), plus a Classic and a
Wild game. 84K is the smallest cap that passes on this 64-bit unix port (82K fails; the heap is fragmented, so
small changes to the code or the paths move this by a few K; after the imports about 39K is live and at most
~55K after any move, pondering included): BOT_HEAP adds a 12K margin. The repo is passed as "." so the figure does not depend on
where it was cloned. A 32-bit board uses roughly half as much per object, and precompiled .mpy files skip the
compiler's peak altogether: tests/test_bot_device.py holds the bot to a cap under CircuitPython's own 32-bit
port, .mpy as a board loads it.
"""

import os
import subprocess
import sys

from support import micropython

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOT_HEAP = "96K"

SCRIPT = """
import sys, gc
sys.path.insert(0, sys.argv[1] if len(sys.argv) > 1 else ".")
from uttt.rules import Game
from uttt.classic import Classic
from uttt.bot import best_move, Thinker, Ponder
mem = getattr(gc, "mem_alloc", lambda: 0)  # CPython has none
gc.collect()
after_import = mem()
worst = 0
for stay_open in (False, True):
    g = Game(stay_open=stay_open)
    p = None
    while not g.result:
        if g.turn == 1:
            t = p.reply(g.last_move) if p is not None else Thinker(g, "hard", seed=g.ply)
            p = None
        else:
            t = Thinker(g, "medium", seed=g.ply)
        while not t.step(40):
            pass
        if not g.is_legal(t.move):
            raise SystemExit("illegal move %d" % t.move)
        g.play(t.move)
        if g.turn == 2 and not g.result:
            p = Ponder(g, "hard", seed=g.ply)
            while p.units < 1500 and not p.step(40):
                pass
        gc.collect()
        worst = max(worst, mem())
    print("GAME", stay_open, g.result, " ".join(str(m) for m in g.moves))
for wild in (False, True):
    c = Classic(wild)
    while not c.result:
        c.play(best_move(c, "hard", seed=c.ply))
    print("SMALL", wild, c.result, " ".join(str(m) for m in c.moves))
print("OK after_import=%d worst_after_move=%d" % (after_import, worst))
"""


def run(tmp_path, exe, *opts):
    script = tmp_path / "bot_game.py"
    script.write_text(SCRIPT)
    # The repo as "." (cwd): the heap a run needs must not depend on where the repo was cloned.
    return subprocess.run([exe] + list(opts) + [str(script), "."], capture_output=True, text=True,
                          timeout=300, cwd=ROOT)


def test_full_bot_games_fit_in_the_heap_cap_and_match_cpython(tmp_path):
    out = run(tmp_path, micropython(), "-X", "heapsize=" + BOT_HEAP)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "OK after_import=" in out.stdout
    # the same seeds give the same games on CPython: the search is integer-only with its own PRNG
    ref = run(tmp_path, sys.executable)
    assert ref.returncode == 0, ref.stdout + ref.stderr
    games = [line for line in out.stdout.splitlines() if line.startswith(("GAME", "SMALL"))]
    assert games == [line for line in ref.stdout.splitlines() if line.startswith(("GAME", "SMALL"))]
    assert len(games) == 4


def test_the_cap_is_real(tmp_path):
    out = run(tmp_path, micropython(), "-X", "heapsize=32K")
    assert out.returncode != 0 and "MemoryError" in out.stdout + out.stderr
