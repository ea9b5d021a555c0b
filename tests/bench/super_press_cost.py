"""What a Super-Ultimate game screen's presses cost on CircuitPython's 32-bit port, by kind and part (prints
figures; asserts nothing): issue 21's cursor step and mark within 50 ms (superpress50, docs/super.md).

    python tests/bench/super_press_cost.py [--ref DIR] [--games 2] [--trials 2]

This tree (and ``--ref``'s, e.g. /work/main, in turn) is deployed as ``sim.deploy`` writes a PyBadge's drive
(.mpy by CircuitPython's mpy-cross, the source's names) and run under ``$CIRCUITPYTHON_UNIX``
(circuitpython-unix32-display) with tests/cp/cp_display.py's displayio stand-ins (their ``refresh`` a no-op: the
bench harness takes it off the timer too): the real App and View on a PyBadge's 160 x 128 screen, a Super game
between two players, played by seeded random moves. Before each move the cursor takes four steps (each way once; at every third ply, made a free move at the
medium level for them, twelve),
then walks to the move's cell and A marks it; the frames after (the move's save and words, the strokes, a slide's
rows) run untimed. Each press's frame (``App.press``, ``App.tick``, ``View.update``) is timed
(``time.monotonic_ns``) with the bytes it allocated (collections off for the frame), by kind:

- ``step in``: a cursor step inside the medium board shown (the outline moves);
- ``step across``: a step into another medium board (the board slides, the overview's frame moves);
- ``mark``: A on a legal cell;
- ``place free``: ``superplay.place`` alone on a free move at the medium level from a taken cell (the cursor
  after a mark that leaves the next player a free move);

and split into parts for ``step across`` and ``mark`` (the press, the tick, the view's cells, cursor, panel and
overview), each timed in place with the bytes it allocated (the press's own include the overview's, which a step
across draws there). Figures here and as a PyBadge's estimate (x pystones/s here /
1,300, tests/bench/pystone.py).
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import port_trees  # noqa: E402

SCRIPT = r'''
display.refresh = lambda *a, **k: None
from uttt.ui import buttons as K

GAMES = int(sys.argv[1])
SEED = int(sys.argv[2])
FRAG = sys.argv[3] in ("frag", "names")
NAMES = sys.argv[3] == "names"
BYTES = sys.argv[4] == "bytes"
CPU = sys.argv[5] == "cpu"
mem_free = gc.mem_free if BYTES else (lambda: 0)

app = App(160, 128, "dpad", echo=False, seed=1)
view = View(display, app)
view.update()
st = app.settings
st["tips"] = 0
st["super"] = 1
st["vs"] = 1 if CPU else 0
st["level"] = 0
T = [1000]
parts = {}

def part(name, us, b):
    parts.setdefault(name, []).append((us, b))

# the view's parts, timed in place (wrappers round the scene's methods and the modules' functions)
def wrap_fn(mod, attr, name):
    f = getattr(mod, attr)
    def w(*a):
        m0 = mem_free()
        t0 = now_ns()
        r = f(*a)
        if TIMING[0]:
            part(name, (now_ns() - t0) // 1000, m0 - mem_free())
        return r
    setattr(mod, attr, w)
TIMING = [False]

def frame(code=None):
    T[0] += 33
    if code is not None:
        app.frame([code])
    app.tick(T[0])
    view.update()
    del app.cues[:]  # (a board's hw plays them and empties the list)

def timed(code):  # a press's frame: its time here (us) and the bytes it allocated, collections off
    gc.collect()
    gc.disable()
    a = gc.mem_free()
    TIMING[0] = True
    t0 = now_ns()
    frame(code)
    dt = (now_ns() - t0) // 1000
    TIMING[0] = False
    b = gc.mem_free()
    gc.enable()
    return dt, a - b

def idle(n):
    for _ in range(n):
        frame()

R = [SEED * 7919 + 1]

def rand(n):  # (a seeded LCG of its own: the app's random stays the app's)
    R[0] = (R[0] * 1103515245 + 12345) & 0x7fffffff
    return (R[0] >> 8) % n

KEEP = []
for game in range(GAMES):
    app.new_game("super")
    view.update()
    idle(3)
    if game == 0 and FRAG:  # status_cost.py's heaps: the free room filled with small objects of 1-6 blocks, a
        KEEP = None          # third of them dropped, and the last 250 (a board's heap at play is holes between
        gc.collect()         # small objects; the unix port also takes each call frame over 11 words from it)
        KEEP = []
        i = k = 0
        if NAMES:  # the press-time bench's interned names (~5,000 against a board's ~1,200): each str a frame makes
            intern_names(3800)  # is looked up among them all
        try:
            while i < (1750 if NAMES else 1 << 30):  # (names: as many as frag's heap holds, its walks as long)
                KEEP.append(bytearray(8 + 16 * (i % 6)))
                i += 1
        except MemoryError:
            pass
        KEEP.pop()
        while k < i - 1:
            KEEP[k] = None
            k += 3
        k = i - 300
        while k < i - 1:
            KEEP[k] = None
            k += 1
        gc.collect()
    scr = app.scr
    if game == 0:
        sc = view.scene
        cls = type(sc)
        for attr, name in (("sync_cells", "view: cells"), ("sync_cursor", "view: cursor")):
            f = getattr(cls, attr)
            def mk(f, name):
                def w(self, *a):
                    m0 = mem_free()
                    t0 = now_ns()
                    r = f(self, *a)
                    if TIMING[0]:
                        part(name, (now_ns() - t0) // 1000, m0 - mem_free())
                    return r
                return w
            setattr(cls, attr, mk(f, name))
        wrap_fn(sys.modules["uttt.ui.panelview"], "sync", "view: panel")  # (the game's: the title's went)
        scls = type(scr)
        for attr, name in (("press", "press"), ("tick", "tick"), ("scene_extra", "view: overview")):
            setattr(scls, attr, mk(getattr(scls, attr), name))
    g = app.game
    while not g.result and g.ply < 300:
        if CPU and not app.human_turn():  # the computer's move: every frame until it lands, then the first step
            for _ in range(3000):             # in the next frame, as a player's D-pad press right after it
                if app.human_turn() and app.scr.computer is None or g.result:
                    break
                frame()
            if g.result:
                break
            dt, n = timed((K.UP, K.RIGHT, K.DOWN, K.LEFT)[g.ply % 4])
            print("P|step after cpu|%d|%d" % (dt, n))
            for name in list(parts):
                print("Q|%s|%s|%d|%d" % (("step after cpu", name) + parts[name][-1]))
            parts.clear()
            idle(8)
        free = g.ply % 3 == 1 and g.forced_medium >= 0  # (a free move at the medium level, made for the steps: a
        if free:                                        # random game sends the player to a closed one too rarely)
            kept = g.forced, g.forced_medium, g.forced_small
            g.forced = g.forced_medium = g.forced_small = -1
            app.dirty.add("cells")
            app.dirty.add("status")
            idle(12)
            if g.ply:  # superplay.place where the cursor's cell is taken (a mark that leaves a free move)
                place = sys.modules["uttt.ui.superplay"].place
                t0 = now_ns()
                place(g, g.last_move, g.last_move % 9)
                print("P|place free|%d|0" % ((now_ns() - t0) // 1000))
        for code in (K.UP, K.RIGHT, K.DOWN, K.LEFT) * (3 if free else 1):
            was = app.cursor
            dt, n = timed(code)
            kind = "step across" if app.cursor // 81 != was // 81 else "step in"
            print("P|%s|%d|%d" % (kind, dt, n))
            for name in list(parts):
                print("Q|%s|%s|%d|%d" % ((kind, name) + parts[name][-1]))
            parts.clear()
            idle(8)
        if free:
            g.forced, g.forced_medium, g.forced_small = kept
            app.cursor = sys.modules["uttt.ui.superplay"].place(g, app.cursor)
            app.dirty.add("cells")
            app.dirty.add("status")
            idle(12)
        moves = g.legal_moves()
        m = moves[rand(len(moves))]
        app.cursor = m  # (the cursor set there: the walk is not what is timed)
        app.dirty.add("cursor")
        app.dirty.add("cells")
        idle(12)
        print("P|mark|%d|%d" % timed(K.A))
        for name in list(parts):
            print("Q|mark|%s|%d|%d" % ((name,) + parts[name][-1]))
        parts.clear()
        idle(2 if CPU else 40)
print("OK")
'''


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--ref", default=None, help="another tree (e.g. /work/main), run in turn with this one")
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--trials", type=int, default=2, help="processes of each tree in turn (each seed its own game)")
    p.add_argument("--heap", default="roomy", choices=("roomy", "frag", "names"),
                   help="roomy: a 1 MB heap; frag: 192 KB cut up by small objects (status_cost.py's); names: frag "
                        "with 3,800 more names interned (the press-time bench's)")
    p.add_argument("--cpu", action="store_true", help="against the computer (beginner): the player's presses as "
                   "above, and the first D-pad step in the frame after the computer's move lands (``step after "
                   "cpu``: its animation and highlight skipped, the medium board shown back to the cursor's)")
    p.add_argument("--bytes", action="store_true", help="the bytes each part allocates (its gc.mem_free() calls "
                   "slow the whole frame: its time is not the press's)")
    args = p.parse_args()
    heap = "1M" if args.heap == "roomy" else "640K" if args.heap == "names" else "192K"
    with port_trees.Trees("super_press_cost", SCRIPT, args.ref) as T:
        ratio = T.ratio
        res = {}
        for trial in range(args.trials):
            for name in T.names:
                out = T.run(name, heap, args.games, trial + 1, args.heap, "bytes" if args.bytes else "-",
                        "cpu" if args.cpu else "-")
                r = res.setdefault(name, {})
                for line in out.splitlines():
                    if line.startswith("P|"):
                        _, kind, us, b = line.split("|")
                        r.setdefault((kind, "whole"), []).append((int(us), int(b)))
                    elif line.startswith("Q|"):
                        _, kind, part, us, b = line.split("|")
                        r.setdefault((kind, part), []).append((int(us), int(b)))
        print("%d pystones/s here: a PyBadge's time is the time here x %.1f (estimate)" % (T.stones, ratio))
        print("%-12s %-15s" % ("kind", "part") + "".join(
            " | %s: n, median / p90 / worst us here (PyBadge ms), bytes median / worst" % n for n in T.names))
        keys = sorted(set(k for r in res.values() for k in r))
        for k in keys:
            line = "%-12s %-15s" % k
            for name in T.names:
                xs = res[name].get(k, [])
                if not xs:
                    line += " | -"
                    continue
                us = [x[0] for x in xs]
                bs = [x[1] for x in xs]
                line += " | %4d, %5d / %5d / %5d (%4.1f / %4.1f / %4.1f), %5d / %5d" % (
                    len(xs), pct(us, 0.5), pct(us, 0.9), max(us), pct(us, 0.5) * ratio / 1000,
                    pct(us, 0.9) * ratio / 1000, max(us) * ratio / 1000, pct(bs, 0.5), max(bs))
            print(line)


if __name__ == "__main__":
    main()
