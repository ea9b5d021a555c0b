"""What the pause's opening over a Super-Ultimate game costs on CircuitPython's 32-bit port, by part (prints figures;
asserts nothing): issue 21's Super pause within issue 16's 150 ms (superpause61, docs/memory.md).

    python tests/bench/super_pause_cost.py [--ref DIR] [--rounds 15] [--trials 2] [--heap 512K]

This tree (and ``--ref``'s, e.g. /work/main, in turn) is deployed as ``sim.deploy`` writes a PyBadge's drive (.mpy,
the source's names: tests/bench/port_trees.py) and run under ``$CIRCUITPYTHON_UNIX`` with tests/cp/cp_display.py's
displayio stand-ins, 3,800 names interned first (the press-time bench's process holds ~5,000): the real App and View
on a PyBadge's screen, a Super game between friends after 24 seeded moves, the menus' code a guest as in a Super
boot. In each round the computer's five modules are imported (as its turn and a hint leave them), then START opens
the pause: the press (``App.press``: its imports and its collections timed apart, the rest the game's Python: the
game screen's close, the computer's code dropped, the guests' unload, the Pause) and its drawing (``View.build``
then the scene's first ``sync``: the stand-ins' Python in them, which a board does in C); then B back to the game.
Diagnostics, collections off: ``drop_bot``'s walk and the drop by name, and ``unload(only=...)`` of the eight guests
(none loaded) with the names it makes. Each figure is the fastest of ``--rounds`` rounds and ``--trials`` processes;
a PyBadge's estimate is x pystones/s here / 1,300 (no names' or imports' adjustment: press_times.py --detail makes
those).
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import port_trees  # noqa: E402

SCRIPT = r'''
from uttt.ui import buttons as K
R = int(sys.argv[1])
app, view = app_view(nvm=bytearray(8192))
app.settings["vs"] = 0
app.open("game", new="super")
view.update()
T = [0]
def frame(code=None):
    T[0] += 100
    app.tick(T[0])
    if code is not None:
        app.press(code)
    view.update()
seed = 12345
for i in range(24):
    ms = app.game.legal_moves()
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    app.cursor = ms[seed % len(ms)]
    frame(K.A)
    for k in range(40):
        frame()
app.guests = [g for g in app.guests]
if "menu" not in app.guests:
    app.guests.append("menu")
import builtins
import uttt.ui.app as A
ACC = [0, 0]
_real_imp = builtins.__import__
def imp(name, g=None, l=None, f=None, lv=0):
    new = name not in sys.modules
    t = now_ns()
    try:
        return _real_imp(name, g, l, f, lv)
    finally:
        if new:
            ACC[0] += now_ns() - t
builtins.__import__ = imp
class GC:
    def collect(self):
        t = now_ns()
        gc.collect()
        ACC[1] += now_ns() - t
    def __getattr__(self, k):
        return getattr(gc, k)
A.gc = GC()
BOT = ["uttt.ui.computer", "uttt.bot_ref", "uttt.bot_supereval", "uttt.bot_supermoves", "uttt.bot_super"]
best = {}
ORDER = []
def note(k, v):
    if k not in best:
        ORDER.append(k)
    o = best.get(k)
    best[k] = v if o is None else min(o, v)
for r in range(R):
    for n in BOT:
        __import__(n)
    for k in range(5):
        frame()
    gc.collect()
    T[0] += 100
    app.tick(T[0])
    ACC[0] = ACC[1] = 0
    t0 = now_ns()
    app.press(K.START)
    t1 = now_ns()
    view.build(app.scene)
    tb = now_ns()
    view.scene.sync(app.dirty)
    ts = now_ns()
    view.update()
    t2 = now_ns()
    note("press: imports", ACC[0] / 1000)
    note("press: collections", ACC[1] / 1000)
    note("press: the rest (Python)", (t1 - t0 - ACC[0] - ACC[1]) / 1000)
    note("draw: the scene's build", (tb - t1) / 1000)
    note("draw: its first sync", (ts - tb) / 1000)
    assert app.screen == "pause", app.screen
    note("press", (t1 - t0) / 1000)
    note("draw", (t2 - t1) / 1000)
    for n in BOT:
        __import__(n)
    gc.collect()
    gc.disable()
    t0 = now_ns()
    L = [n for n in sys.modules if A.bot_module(n)]
    t1 = now_ns()
    A.drop_bot()
    t2 = now_ns()
    A.forget("uttt.ui.computer")
    t3 = now_ns()
    gc.enable()
    for n in BOT:
        __import__(n)
    gc.collect()
    gc.disable()
    t4 = now_ns()
    for n in BOT:
        A.forget(n)
    t5 = now_ns()
    gc.enable()
    note("diag: drop_bot's walk alone", (t1 - t0) / 1000)
    note("diag: drop_bot + forget computer", (t3 - t1) / 1000)
    note("diag: the five forgotten by name", (t5 - t4) / 1000)
    gc.collect()
    gc.disable()
    t0 = now_ns()
    A.unload(only=app.guests, collect=False)
    t1 = now_ns()
    L = ["uttt.ui." + n for n in app.guests]
    t2 = now_ns()
    u = sys.modules["uttt.ui"]
    L = [n for n in app.guests if getattr(u, n, None) is not None]
    t3 = now_ns()
    gc.enable()
    note("diag: unload(only=guests), none loaded", (t1 - t0) / 1000)
    note("diag: the guests' full names made", (t2 - t1) / 1000)
    note("diag: the guests asked of the package", (t3 - t2) / 1000)
    frame()
    frame(K.B)
    assert app.screen == "game", app.screen
    for k in range(5):
        frame()
for k in ORDER:
    print("ROW|%s|%.1f" % (k, best[k]))
print("OK")
'''



def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--ref", default=None, help="another tree (e.g. /work/main), run in turn with this one")
    p.add_argument("--rounds", type=int, default=15, help="pause openings in a process (each figure's fastest)")
    p.add_argument("--trials", type=int, default=2, help="processes of each tree in turn (each figure's fastest)")
    p.add_argument("--heap", default="512K", help="the port's heap (-X heapsize)")
    args = p.parse_args()
    with port_trees.Trees("super_pause_cost", SCRIPT, args.ref) as T:
        got, order = T.fastest(args.trials, args.heap, args.rounds)
        print("%d pystones/s here: a PyBadge's time is the time here x %.1f (estimate)" % (T.stones, T.ratio))
        print("%-42s | %s" % ("us here (ms PyBadge)", " | ".join("%-16s" % n for n in T.names)))
        for k in order:
            print("%-42s | %s" % (k, " | ".join("%7.0f (%5.1f)" % (got[(n, k)], got[(n, k)] * T.ratio / 1000)
                                                for n in T.names)))


if __name__ == "__main__":
    main()
