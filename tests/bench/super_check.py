"""Super-Ultimate's rules core against the slow referee, and the sizes of its save records (prints; asserts
nothing).

    .venv/bin/python tests/bench/super_check.py [GAMES]

GAMES random games (default 2,000; options mixed: won boards stay in play in one game of four, the
most-boards tiebreak in one of three), the legal moves and the result compared with tests/slow_super.py at
every ply; then, over the same games, the game lengths and the bytes of a ``uttt.super_codec`` moves record
and position record at chosen plies. The default suite runs 120 of these games (tests/test_super_rules.py).

With $CIRCUITPYTHON_UNIX and $MPY_CROSS set (CircuitPython's 32-bit unix port and its mpy-cross), it also
times the core there from .mpy (play + undo, legal_moves on a free move, a save after every move with a
kept ``Encoder``, encode and decode at plies 100, 300 and 500 of one game) and prints PyBadge estimates: time there x its pystones/s in the same run / 1,300.
"""

import os
import random
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(HERE))

from test_super_rules import cross_check  # noqa: E402
from uttt.super_rules import SuperGame  # noqa: E402
from uttt import super_codec  # noqa: E402


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    t = time.time()
    n, plies, bad, results = cross_check(games)
    print("cross-check: %d games, %d plies compared, %d divergences (X won %d, O won %d, drawn %d), %.0f s"
          % (n, plies, bad, results[1], results[2], results[3], time.time() - t))
    lengths = []
    marks = (60, 120, 180, 240, 300, 360, 420, 480)
    sizes = {p: [] for p in marks}
    ends = []
    for i in range(min(games, 300)):
        rnd = random.Random(i)
        g = SuperGame(stay_open=i % 4 == 1, most_boards=i % 3 == 2)
        while not g.result:
            if g.ply in sizes:
                sizes[g.ply].append(len(super_codec.encode_moves(g)))
            g.play(rnd.choice(g.legal_moves()))
        lengths.append(g.ply)
        ends.append((len(super_codec.encode_moves(g)), len(super_codec.encode_position(g))))
    lengths.sort()
    print("game length (plies), %d games: min %d, median %d, max %d" % (len(lengths), lengths[0],
                                                                         lengths[len(lengths) // 2], lengths[-1]))
    for p in marks:
        s = sorted(sizes[p])
        if s:
            print("moves record at ply %3d: median %3d bytes, max %3d (%d games)" % (p, s[len(s) // 2], s[-1], len(s)))
    mv = sorted(e[0] for e in ends)
    ps = sorted(e[1] for e in ends)
    print("at the end: moves record median %d, max %d bytes; position record %d-%d bytes"
          % (mv[len(mv) // 2], mv[-1], ps[0], ps[-1]))

    device()


DEVICE_SCRIPT = r"""
import sys, gc
sys.path.insert(0, sys.argv[1])
sys.path.insert(0, sys.argv[2])
from time import ticks_ms, ticks_diff
import pystone
from uttt.super_rules import SuperGame
from uttt import super_codec
ps = pystone.rate(20000)
seed = 12345
def rand(n):
    global seed
    seed = (seed * 1103 + 12345) & 0xFFFFFF
    return (seed >> 4) % n
g = SuperGame()
free_ms = []
enc = super_codec.Encoder()
save_ms = []
while not g.result:
    legal = g.legal_moves()
    if g.forced_medium < 0 and g.ply:
        t = ticks_ms()
        for _ in range(5):
            g.legal_moves()
        free_ms.append(ticks_diff(ticks_ms(), t) / 5)
    g.play(legal[rand(len(legal))])
    t = ticks_ms()
    enc.encode(g)
    save_ms.append(ticks_diff(ticks_ms(), t))
    if g.ply in (100, 300, 500):
        gc.collect()
        t = ticks_ms()
        for _ in range(10):
            data = super_codec.encode(g)
        te = ticks_diff(ticks_ms(), t) / 10
        gc.collect()
        t = ticks_ms()
        for _ in range(10):
            super_codec.decode(data)
        td = ticks_diff(ticks_ms(), t) / 10
        print("AT %d %d %.1f %.1f" % (g.ply, len(data), te, td))
moves = g.moves
t = ticks_ms()
for _ in range(3):
    while g.ply:
        g.undo()
    for m in moves:
        g._push(m)
pu = 3 * len(moves) / (ticks_diff(ticks_ms(), t) / 1000)
print("PU %d %d" % (pu, len(moves)))
print("SAVE %.2f %d" % (sum(save_ms) / len(save_ms), max(save_ms)))
print("FREE %.1f %d" % (max(free_ms) if free_ms else 0, len(free_ms)))
print("PYSTONES %d" % max(ps, pystone.rate(20000)))
"""


def device():
    cp = os.environ.get("CIRCUITPYTHON_UNIX")
    mc = os.environ.get("MPY_CROSS")
    if not (cp and mc):
        print("device timing: skipped ($CIRCUITPYTHON_UNIX and $MPY_CROSS not set)")
        return
    with tempfile.TemporaryDirectory() as work:
        os.mkdir(os.path.join(work, "uttt"))
        for name in ("__init__", "rules", "codec", "super_rules", "super_codec", "super_decode"):
            subprocess.run([mc, "-o", os.path.join(work, "uttt", name + ".mpy"), "-s", "uttt/%s.py" % name,
                            os.path.join(ROOT, "uttt", name + ".py")], check=True)
        script = os.path.join(work, "time_super.py")
        with open(script, "w") as f:
            f.write(DEVICE_SCRIPT)
        out = subprocess.run([cp, "-X", "heapsize=256K", script, work, HERE], capture_output=True, text=True,
                             timeout=1200)
    if out.returncode:
        print("device timing failed:", out.stdout[-500:], out.stderr[-1000:])
        return
    lines = dict((line.split()[0], line.split()[1:]) for line in out.stdout.splitlines() if " " in line)
    ps = int(lines["PYSTONES"][0])
    scale = ps / 1300.0
    print("device (circuitpython-unix32, .mpy; %d pystones/s there, PyBadge estimate x %.1f):" % (ps, scale))
    pu, n = (int(x) for x in lines["PU"])
    print("  play + undo: %d moves/s there, PyBadge ~%d (a %d-move game)" % (pu, pu / scale, n))
    worst, count = float(lines["FREE"][0]), int(lines["FREE"][1])
    print("  legal_moves on a free move: worst %.1f ms there, PyBadge ~%.0f ms (%d free moves)"
          % (worst, worst * scale, count))
    mean, worst = float(lines["SAVE"][0]), int(lines["SAVE"][1])
    print("  a save after every move with an Encoder kept: mean %.2f ms there (PyBadge ~%.0f ms), worst %d ms"
          " (~%.0f ms; the worst are garbage collections)" % (mean, mean * scale, worst, worst * scale))
    print("  encode without a kept Encoder (the whole game ranked again), and decode:")
    for line in out.stdout.splitlines():
        if line.startswith("AT"):
            ply, size, te, td = (float(x) for x in line.split()[1:])
            print("    ply %d: encode %d bytes in %.1f ms there (PyBadge ~%.0f ms), decode %.1f ms (~%.0f ms)"
                  % (ply, size, te, te * scale, td, td * scale))


if __name__ == "__main__":
    main()
