"""What the menu screens' presses cost on CircuitPython's 32-bit port, the menu screens and their scene as the game runs
them (prints figures; asserts nothing): issue 16's title -> stats, title -> settings and the steps within them
(menus56, docs/app.md).

    python tests/bench/menu_steps.py [--ref DIR] [--rounds 5] [--trials 2]

This tree (and ``--ref``'s, e.g. /work/main, in turn) is deployed as ``sim.deploy`` writes a PyBadge's drive (.mpy,
the names as the source has them: tests/bench/port_trees.py) and run under ``$CIRCUITPYTHON_UNIX`` with
tests/cp/cp_display.py's displayio stand-ins: the real App and View on a 160 x 128 screen, with stats of nine games
(each kind of game, each level) and a rating. In each round: the title, then Stats opened (``App.open``, its modules
already imported: the press's Python, not its imports) and drawn (``View.update``), then 12 Down presses (the
first 7 move the bar, the rest scroll the rows); the title again, Settings opened and drawn, 6 Down presses, then
Right on the timer's row (a value change: its row, the save). Each figure is the fastest of ``--rounds`` rounds
and ``--trials`` processes, collections off while timed, in a heap with 3,800 names interned first (the
press-time bench's process holds ~5,000, and CircuitPython looks each str made by ``%``, ``+`` or ``join`` up among
them all: ~7 us a str here, tests/bench/status_cost.py). The stand-ins' TileGrid stores a tile in Python, a board's
in C, so a row's redraw costs more here than its Python does on a board (press_times.py --detail models it).
Also ``statscreen.rows`` alone and the bytes it allocates. A PyBadge's estimate: x pystones/s here / 1,300.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import port_trees  # noqa: E402

SCRIPT = r'''
from uttt.ui import buttons as K
from uttt.stats import WIN, LOSS, DRAW

ROUNDS = int(sys.argv[1])
app, view = app_view(nvm=bytearray(8192))
st = app.state.stats
for i in range(9):
    st.record(i % 4, i % 5, (WIN, LOSS, DRAW)[i % 3])
st.add_accuracy(40, 22)
best = {}


def timed(name, f):
    gc.collect()
    gc.disable()
    t = now_ns()
    f()
    dt = now_ns() - t
    gc.enable()
    old = best.get(name)
    best[name] = dt if old is None else min(old, dt)


def step(code):
    app.press(code)
    view.update()
    app.frames += 1


import uttt.ui.statscreen
import uttt.ui.settings
import uttt.tally
for r in range(ROUNDS):
    app.open("title")
    view.update()
    timed("stats open", lambda: app.open("stats"))
    timed("stats draw", view.update)
    for k in range(12):
        timed("stats %s %02d" % ("bar" if k < 7 else "scroll", k), lambda: step(K.DOWN))
    app.open("title")
    view.update()
    timed("settings open", lambda: app.open("settings"))
    timed("settings draw", view.update)
    for k in range(6):
        timed("settings bar %02d" % k, lambda: step(K.DOWN))
    ids = [i for i, _ in app.scr.items()]
    app.scr.select(ids.index("timer"))
    view.update()
    timed("settings value", lambda: step(K.RIGHT))
    app.settings["timer"] = 0
    app.save()
rows = uttt.ui.statscreen.rows
for r in range(ROUNDS * 4):
    timed("statscreen.rows", lambda: rows(app))
gc.collect()
gc.disable()
a = gc.mem_free()
rows(app)
b = a - gc.mem_free()
gc.enable()
for k in sorted(best):
    print("ROW|%s|%.1f" % (k, best[k] / 1000.0))
print("ROW|rows bytes|%d" % b)
print("OK")
'''


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--ref", default=None, help="another tree (e.g. /work/main), run in turn with this one")
    p.add_argument("--rounds", type=int, default=5, help="rounds in a process (each figure's fastest)")
    p.add_argument("--trials", type=int, default=2, help="processes of each tree in turn (each figure's fastest)")
    args = p.parse_args()
    with port_trees.Trees("menu_steps", SCRIPT, args.ref) as T:
        got, _ = T.fastest(args.trials, "1M", args.rounds)
        ratio = T.ratio
        print("%d pystones/s here: a PyBadge's time is the time here x %.1f (estimate)" % (T.stones, ratio))
        keys = sorted(set(k for _, k in got))

        def summary(name, prefix):
            vals = sorted(got[(name, k)] for k in keys if k.startswith(prefix))
            return vals[len(vals) // 2] if vals else 0.0
        groups = ["stats open", "stats draw", "stats bar", "stats scroll", "settings open", "settings draw",
                  "settings bar", "settings value", "statscreen.rows"]
        print("%-16s | %s" % ("us here (ms PyBadge)", " | ".join("%-16s" % n for n in T.names)))
        for g in groups:
            print("%-16s | %s" % (g, " | ".join("%7.0f (%5.1f)" % (summary(n, g), summary(n, g) * ratio / 1000)
                                                    for n in T.names)))
        print("%-16s | %s" % ("rows' bytes", " | ".join("%-16d" % got[(n, "rows bytes")] for n in T.names)))


if __name__ == "__main__":
    main()
