"""How many frames, and how long on a PyBadge (an estimate), the post-game Review's analysis takes (analysis60;
prints, asserts nothing).

    python tests/bench/analysis_frames.py [--root DIR ...] [--pairs N] [--ratio K]

Plays two Super-Ultimate and two Ultimate games on CPython (a seeded random player against the reference search:
free moves often, so many sorts of 30-81 roots), then, for each tree (``--root``, default this one; several in turn,
``--pairs`` times: pairs on a shared host), analyses each under CircuitPython's 32-bit unix port
(``$CIRCUITPYTHON_UNIX``, the tree's .py sources, ``-X heapsize=300K``) driven by the tree's own
``uttt.ui.main.Clock.work`` as the board's loop drives it: its clock is tests/cp/cp_board.now_us (the wall clock
less the waits for a CPU; a reading's own time counted, as measured under load it was overestimated and the clock
stood still for whole frames) x pystones here / 1,300 (measured at the start of each run by the same clock; or
``--ratio K``, fixed for every run: the pystones of a loaded host vary by +-15 % from run to run), each frame 8 board ms
after its work (the caption's drawing) and uttt.ui.main.run's 33 ms pacing. Per game: the frames, the board
seconds, the step calls, those that returned None (the frame's end), the rated player's figures (the same on every
tree that rates alike), the frames over 50 board ms (the first three: the search's modules compiled from source,
a board has them as .mpy) and each one's slowest chunk: a sort's part (Super), a set-up, or search work.
"""

import os
import random
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)

SCRIPT = r'''
import sys, gc, time
tree, games, bench, cpdir, reps = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
sys.path.insert(0, tree)
sys.path.insert(0, bench)
sys.path.insert(0, cpdir)
import pystone
import cp_board
fine = cp_board.start_timer()
cp_board._sched[4] = 0   # a reading's own time counted (as measured under load it was overestimated: the clock stood still)
pystone.CLOCK = lambda: cp_board.now_us() // 1000   # the pystones by the same clock (the waits for a CPU left out)
ps = pystone.rate(20000)
K = float(sys.argv[6]) if len(sys.argv) > 6 else ps / 1300   # board ms per ms here (--ratio: fixed)
from uttt.ui.main import Clock
from uttt.super_rules import SuperGame
from uttt.superreview import Analysis as SA
from uttt.review import Analysis as UA
from uttt.codecfmt import new_game

class HW:
    off = 0.0
    def ticks_ms(self):
        return int(cp_board.now_us() * K / 1000 + self.off)
    def ticks_diff(self, a, b):
        return a - b

class App:
    pressed = -1
    frames = 0
    units = 2
    def __init__(self):
        self.dirty = set()

def run(g):
    hw = HW()
    c = Clock(hw)
    app = App()
    a = SA(g, 1) if g.variant == "super" else UA(g, 1)
    real = a.step
    st = [0, 0, 0, 0, 0]
    kinds = {}
    mx = [0, '']
    fts = [0] * 64   # frames by board ms (63: 63 or more), for the median
    def step(u):
        t = hw.ticks_ms()
        th = a.thinker
        srt = th is not None and th._area is not None and g.variant == "super" and th._area[10][37]
        got = real(u)
        d = hw.ticks_ms() - t
        if d > mx[0]:
            mx[0] = d
            mx[1] = "sort" if srt else "setup" if a.thinker is not th else "work"
        st[0] += 1
        if got is None:
            st[1] += 1
        return got
    a.step = step
    gc.collect()
    frames = 0
    nt = c()
    t0 = nt
    while True:
        c.start = c()
        c.stop = -1
        c.held = False
        done = c.work(app, a)
        hw.off += 8
        c.end()
        ft = c() - c.start
        if ft > 50:
            st[2] += 1
            if frames >= 3:   # (the first three: the search's modules compiled from source)
                kinds[mx[1]] = kinds.get(mx[1], 0) + 1
                if ft > st[4]:
                    st[4] = ft
        mx[0] = 0
        if ft > st[3]:
            st[3] = ft
        fts[ft if ft < 63 else 63] += 1
        nt += 33
        w = nt - c()
        if w > 0:
            hw.off += w
        elif w < -132:
            nt = c()
        frames += 1
        app.frames += 1
        if done:
            break
    k = n = 0
    while n * 2 < frames:
        n += fts[k]
        k += 1
    return frames, (c() - t0) / 1000, st[0], st[1], a.rated, a.matched, st[2], st[3], k - 1, st[4], kinds

print("PYSTONES", int(ps), "ratio", K, "fine timer", fine)
for line in open(games):
    v, moves = line.split(":")
    moves = [int(x) for x in moves.split()]
    for r in range(reps):
        g = SuperGame() if v == "super" else new_game(v, 0, 0)
        for m in moves:
            g.play(m)
        f, s, calls, nones, rated, matched, over, worst, med, worst3, kinds = run(g)
        print("GAME %s moves=%d frames=%d board_s=%.1f calls=%d none=%d rated=%d matched=%d over50=%d worst=%d median=%d; after the first 3 frames: worst %d, over 50 by their slowest chunk %s" % (v, len(moves), f, s, calls, nones, rated, matched, over, worst, med, worst3, kinds))
'''


def games(path):
    from uttt.super_rules import SuperGame
    from uttt.codec import new_game
    from uttt.bot_ref import reference
    with open(path, "w") as out:
        for v in ("super", "ultimate"):
            for seed in (1, 2):
                rng = random.Random(seed)
                g = SuperGame() if v == "super" else new_game(v)
                while not g.result:
                    if g.turn == 2:
                        t = reference(g)
                        while not t.step(64):
                            pass
                        g.play(t.move)
                    else:
                        g.play(rng.choice(g.legal_moves()))
                out.write(v + ":" + " ".join(map(str, g.moves)) + "\n")


def main(argv):
    roots = [argv[i + 1] for i in range(len(argv)) if argv[i] == "--root"] or [ROOT]
    pairs = int(argv[argv.index("--pairs") + 1]) if "--pairs" in argv else 1
    ratio = [argv[argv.index("--ratio") + 1]] if "--ratio" in argv else []
    cp = os.environ.get("CIRCUITPYTHON_UNIX") or os.path.join(os.path.dirname(ROOT), "shared", "tools",
                                                               "circuitpython-unix32")
    scratch = tempfile.mkdtemp(prefix="analysis_frames-")
    gf = os.path.join(scratch, "games.txt")
    games(gf)
    script = os.path.join(scratch, "run.py")
    with open(script, "w") as f:
        f.write(SCRIPT)
    for k in range(pairs):
        for root in roots:
            print("==", root, "run", k + 1, flush=True)
            out = subprocess.run([cp, "-X", "heapsize=300K", script, os.path.abspath(root), gf,
                                  os.path.join(ROOT, "tests", "bench"), os.path.join(ROOT, "tests", "cp"), "1"] + ratio,
                                 capture_output=True, text=True)
            print(out.stdout + out.stderr, flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
