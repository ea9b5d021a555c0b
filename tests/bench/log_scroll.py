"""What a scroll of the move log costs on CircuitPython's 32-bit port, the log screen and its scene as the game runs
them (prints figures; asserts nothing): issue 16's log -> log presses (logscroll53, docs/app.md).

    python tests/bench/log_scroll.py [--ref DIR] [--rounds 5] [--trials 2]

This tree (and ``--ref``'s, e.g. /work/main, in turn) is deployed as ``sim.deploy`` writes a PyBadge's drive (.mpy,
the names as the source has them: tests/bench/port_trees.py) and run under ``$CIRCUITPYTHON_UNIX`` with
tests/cp/cp_display.py's displayio stand-ins: the real App and View on a 160 x 128 screen, a game played to its end
by random legal moves (seeded), its log opened from the game (``App.open("log")``; the game's entries taken as the
next quiet frame takes them), then 60 presses: Up x12, Left x3, Down x12, Right x3, twice. Each press is timed from
``App.press`` to the end of ``View.update`` (``time.monotonic_ns`` where the binary has it, else ``time.time_ns``),
the fastest of ``--rounds`` rounds (the log opened anew each round: the same presses on the same pages); the bytes a
press allocates are counted (``gc.mem_free()``, collections off). The log scene's two Texts store their tiles in
a real (C) ``displayio.Bitmap`` in place of the stand-in's TileGrid (a board's TileGrid stores a tile in C), so the
figures are the game's Python and C's stores; the board's refresh is not in them (press_times.py --detail models
it: ~37 ms a scroll). In two heaps: ``roomy`` (1 MB) and ``names`` (3,800 names
interned first: the press-time bench's process holds ~5,000, and CircuitPython looks each str made by ``%``, ``+``,
``join`` or a slice up among them all: status_cost.py). Per game: ultimate (seeds 1 and 2) and super (a 300-ply
Super-Ultimate game, its log paged from the moves); the median, the slowest, and a page's and a line's medians, here
and as a PyBadge's estimate (x pystones/s here / 1,300).
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import port_trees  # noqa: E402

SCRIPT = r'''
import random
from uttt.ui import buttons as K

ROUNDS = int(sys.argv[1])
NAMES = sys.argv[2] == "names"
KIND = sys.argv[3]
SEED = int(sys.argv[4])

app, view = app_view(NAMES)  # (the bench's interned names: a board's game has ~1,200, the press-time bench's ~5,000)
if KIND == "super":
    app.settings["super"] = 1
app.new_game("super" if KIND == "super" else "hotseat")
view.update()
random.seed(SEED)
while not app.game.result and app.game.ply < 300:
    ms = app.game.legal_moves()
    app.scr.play(ms[random.randrange(len(ms))])
view.update()
KEYS = ([K.UP] * 12 + [K.LEFT] * 3 + [K.DOWN] * 12 + [K.RIGHT] * 3) * 2
best = None
allocs = None
for r in range(ROUNDS):
    app.open("log", back="game")
    app.frames += 1
    view.update()
    app.frames += 1
    app.scr.tick(0)     # the quiet frame after the opening: the game's entries
    view.update()
    sc = view.scene
    for t in (sc.body, sc.title):  # their tiles stored in C, as a board's TileGrid stores them (the page on the
        t.rows[0] = cp_display._real.Bitmap(t.cols * t.lines, 1, 256)  # stand-in stays what the display shows)
        t._text = ""
    sc.state = None
    view.update()
    ts = []
    bs = []
    for code in KEYS:
        gc.collect()
        gc.disable()
        a = gc.mem_free()
        t0 = now_ns()
        app.press(code)
        view.update()
        dt = now_ns() - t0
        bs.append(a - gc.mem_free())
        gc.enable()
        ts.append(dt)
        app.frames += 1
    best = ts if best is None else [min(x, y) for x, y in zip(best, ts)]
    allocs = bs
    app.scr.press(K.B)
    view.update()
for code, dt, b in zip(KEYS, best, allocs):
    print("ROW|%d|%.1f|%d" % (code, dt / 1000.0, b))
print("PLY|%d" % app.game.ply)
print("OK")
'''

HEAPS = {"roomy": "1M", "names": "1M"}
GAMES = (("ultimate", 1), ("ultimate", 2), ("super", 4))


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--ref", default=None, help="another tree (e.g. /work/main), run in turn with this one")
    p.add_argument("--rounds", type=int, default=5, help="rounds of the 60 presses in a process (each's fastest)")
    p.add_argument("--trials", type=int, default=2, help="processes of each tree in turn (each press's fastest kept)")
    args = p.parse_args()
    with port_trees.Trees("log_scroll", SCRIPT, args.ref) as T:
        rows = {}
        plies = {}
        for trial in range(args.trials):  # the trees in turn (a shared machine): each press's fastest trial kept
            for heap in HEAPS:
                for kind, seed in GAMES:
                    for name in T.names:
                        out = T.run(name, HEAPS[heap], args.rounds, heap, kind, seed)
                        got = []
                        for line in out.splitlines():
                            if line.startswith("ROW|"):
                                _, code, us, b = line.split("|")
                                got.append((int(code), float(us), int(b)))
                            if line.startswith("PLY|"):
                                plies[(kind, seed)] = int(line.split("|")[1])
                        key = (heap, kind, seed, name)
                        old = rows.get(key)
                        rows[key] = got if old is None else [min(a, b) for a, b in zip(old, got)]
        ratio = T.ratio
        print("%d pystones/s here: a PyBadge's time is the time here x %.1f (estimate)" % (T.stones, ratio))
        from uttt.ui import buttons as K
        lines = (K.UP, K.DOWN)
        print("%-6s %-14s %-5s | presses: median, slowest, lines' median, pages' median (us here; ms PyBadge); "
              "bytes a line's press" % ("heap", "game", "tree"))
        for (heap, kind, seed, name), got in sorted(rows.items()):
            us = sorted(x[1] for x in got)
            ln = sorted(x[1] for x in got if x[0] in lines)
            pg = sorted(x[1] for x in got if x[0] not in lines)
            b = sorted(x[2] for x in got if x[0] in lines)
            med, worst, lmed, pmed = us[len(us) // 2], us[-1], ln[len(ln) // 2], pg[len(pg) // 2]
            print("%-6s %-14s %-5s | %6.0f %6.0f %6.0f %6.0f us | %5.1f %5.1f %5.1f %5.1f ms | %5d"
                  % (heap, "%s %d (%d)" % (kind, seed, plies[(kind, seed)]), name, med, worst, lmed, pmed,
                     med * ratio / 1000, worst * ratio / 1000, lmed * ratio / 1000, pmed * ratio / 1000,
                     b[len(b) // 2]))


if __name__ == "__main__":
    main()
