"""What the game screen's panel words cost on CircuitPython's 32-bit port, as the game makes them (prints figures;
asserts nothing): issue 16's ``status`` frames (statusframe49, docs/memory.md).

    python tests/bench/status_cost.py [--ref DIR] [--reps 200] [--rounds 3]

This tree (and ``--ref``'s, e.g. /work/main, in turn) is deployed as ``sim.deploy`` writes a PyBadge's drive
(.mpy by CircuitPython's mpy-cross, the names as the source has them: the bench reaches the game's attributes)
and run under ``$CIRCUITPYTHON_UNIX`` (circuitpython-unix32-display) with tests/cp/cp_display.py's displayio
stand-ins: the real App and View, a game against the computer on a 160 x 128 screen (a match, best of 3, and the
turn timer: the panel's scoreboard as a player sees it), and a Super-Ultimate game (its words of where to play).
For each typical change of the panel's words it times, per call (``time.monotonic_ns`` where the binary has it,
else ``time.time_ns``; the best of ``--rounds`` rounds of ``--reps`` calls), and counts the bytes a call allocates
(``gc.mem_free()`` before and after, collections off):

- ``status``: the screen's two status lines (``scr.status()``);
- ``panel_lines``: the scoreboard's lines (``uttt.ui.status.panel_lines`` as ``panelview.sync`` calls it);
- ``Text.text =``: the words and the scoreboard Texts set to the change's texts in turn (what ``sync`` sets);
- ``sync``: the whole ``panelview.sync`` of the change (the panel's state made anew each call);

for the changes: the turn passing (your turn <-> the computer thinking), the clock's seconds (the timer's item),
the computer's dots (``panelview.think``, the status lines alone), and in a Super game the words of where to play
taking turns (``SuperScreen.half``). Each in three heaps: ``roomy`` (the game in a 1 MB heap), ``frag`` (a 224 KB
heap whose free room was filled with small objects of 1-6 blocks, a third of them then dropped, and the last 250:
a board's heap at play is holes between small objects, and an allocation of more blocks than a hole walks the
table over them; the unix port also takes each call frame over 11 words from the heap, which a board's pystack
does not), and ``names`` (``frag`` after 3,800 names were interned: the press-time bench's process holds ~5,000,
a board's game ~1,200, and CircuitPython looks every str made by ``%``, ``+``, ``join`` or a slice up among them
all, ``qstr_find_strn``: statusframe49, docs/memory.md). Figures here and as a PyBadge's estimate (x pystones/s
here / 1,300, tests/bench/pystone.py; /work/shared/tools/README.md).
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import port_trees  # noqa: E402

SCRIPT = r'''
from uttt.ui import panelview
from uttt.ui import status as S

REPS = int(sys.argv[1])
ROUNDS = int(sys.argv[2])
FRAG = sys.argv[3] in ("frag", "names")
NAMES = sys.argv[3] == "names"
SUPER = sys.argv[4] == "super"

app = App(160, 128, "dpad", echo=False, seed=1)
view = View(display, app)
view.update()
st = app.settings
st["tips"] = 0
st["best_of"] = 1
st["timer"] = 2
if SUPER:
    st["super"] = 1
    app.new_game("super")
else:
    app.new_game("bot")
view.update()
scr = app.scr
scene = view.scene
L = scene.L
cols = (L.panel[0] + L.panel[2] - L.text_x) // 6
rows = (L.height - L.caption[3] - scene.score_y) // 12

class Thinking:  # the computer at work, as the status lines read it (scr.computer.why)
    why = "bot"

def turn(k):  # the turn passing: your turn, then the computer's (its first dot)
    scr.computer = Thinking if k & 1 else None
    scr.anim = 0

def clock(k):  # the turn timer's seconds
    scr.computer = None
    scr.timer_shown = 9 - (k & 1)

def clock_tips(k):  # the same in the first games, their tips on (a match's scoreboard leaves no room for one)
    st["tips"] = 1
    clock(k)

def dots(k):  # the computer's dots stepping
    scr.computer = Thinking
    scr.anim = k & 3

def where(k):  # a Super game's words of where to play taking turns
    scr.half = k & 1

def texts(change):
    out = []
    for k in range(4):
        change(k)
        scene.panel_state = None
        panelview.sync(scene)
        out.append((scene.words.text, scene.board.text if scene.board is not None else ""))
    return out

def measure(fn, change):
    k = [0]
    def step():
        k[0] += 1
        change(k[0])
        fn(k[0])
    step()
    step()
    gc.collect()
    gc.disable()
    a = gc.mem_free()
    step()
    b = gc.mem_free()
    gc.enable()
    best = None
    for _ in range(ROUNDS):
        gc.collect()
        t0 = now_ns()
        for _ in range(REPS):
            step()
        dt = now_ns() - t0
        if best is None or dt < best:
            best = dt
    return a - b, best / REPS / 1000.0

def run(name, change, think=False):
    words = texts(change)
    def f_status(k):
        scr.status()
    def f_lines(k):
        S.panel_lines(app, scr, cols, rows)
    def f_text(k):
        w, b = words[k & 3]
        scene.words.text = w
        if scene.board is not None:
            scene.board.text = b
    def f_sync(k):
        scene.panel_state = None
        panelview.sync(scene)
    def f_think(k):
        panelview.think(scene)
    parts = (("status", f_status), ("panel_lines", f_lines), ("Text.text =", f_text),
             ("think" if think else "sync", f_think if think else f_sync))
    for part, fn in parts:
        b, us = measure(fn, change)
        print("ROW|%s|%s|%d|%.1f" % (name, part, b, us))

KEEP = []
i = k = 0  # (the module's names made before the heap is full: a new one grows its table)
if NAMES:  # the bench's interned names (~5,000: the harness's and the game's; a board's ~1,200, a third pool's
    intern_names(3800)  # worth of the game's): each str a frame makes (%, +, join, a slice) is looked up among them
if FRAG:  # the free room filled with small objects of 1-6 blocks, a third of them dropped (holes between them),
    gc.collect()  # and the last 250 (~10 KB at the heap's top): an allocation of more blocks than a hole walks
    try:          # the table over all of them to the room at the top, as in the bench's heap at play
        while i < (1750 if NAMES else 1 << 30):  # (names: as many as frag's heap holds, its walks as long)
            KEEP.append(bytearray(8 + 16 * (i % 6)))
            i += 1
    except MemoryError:
        pass
    while k < i:
        KEEP[k] = None
        k += 3
    k = i - 250
    while k < i:
        KEEP[k] = None
        k += 1
gc.collect()

if SUPER:
    scr.computer = None
    run("super: where to play", where)
else:
    run("turn passes", turn)
    run("clock's seconds", clock)
    run("clock's s., tips on", clock_tips)
    st["tips"] = 0
    run("computer's dots", dots, True)
print("OK")
'''


HEAPS = {"roomy": "1M", "frag": "224K", "names": "640K"}  # -X heapsize of each heap's runs


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--ref", default=None, help="another tree (e.g. /work/main), run in turn with this one")
    p.add_argument("--reps", type=int, default=200)
    p.add_argument("--rounds", type=int, default=3, help="rounds of --reps calls in a process (its fastest kept)")
    p.add_argument("--trials", type=int, default=3, help="processes of each tree in turn (each row's fastest kept)")
    args = p.parse_args()
    with port_trees.Trees("status_cost", SCRIPT, args.ref) as T:
        rows = {}
        runs = [(heap, kind, name) for heap in HEAPS for kind in ("ultimate", "super") for name in T.names]
        for trial in range(args.trials):  # the trees in turn, each row's fastest trial kept (a shared machine)
            for heap, kind, name in runs:
                out = T.run(name, HEAPS[heap], args.reps, args.rounds, heap, kind)
                for line in out.splitlines():
                    if line.startswith("ROW|"):
                        _, change, part, b, us = line.split("|")
                        by = rows.setdefault((heap, change, part), {})
                        if name not in by or float(us) < by[name][1]:
                            by[name] = (int(b), float(us))
        ratio = T.ratio
        print("%d pystones/s here: a PyBadge's time is the time here x %.1f (estimate)" % (T.stones, ratio))
        head = "%-6s %-22s %-12s" % ("heap", "change", "part")
        for name in T.names:
            head += " | %s: bytes, us here, ms PyBadge" % name
        print(head)
        for (heap, change, part), by in rows.items():
            line = "%-6s %-22s %-12s" % (heap, change, part)
            for name in T.names:
                b, us = by[name]
                line += " | %6d %8.1f %8.2f" % (b, us, us * ratio / 1000.0)
            print(line)


if __name__ == "__main__":
    main()
