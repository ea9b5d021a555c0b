"""What a board's display refresh draws for each press and frame of the game screen (prints figures; asserts
nothing): issue 16's game-screen presses with displayio (display50, docs/memory.md).

    python tests/bench/refresh_areas.py [--ref DIR] [--board pybadge] [--areas] [--only NAME]

This tree (and ``--ref``'s, e.g. /work/main, after it) is deployed as ``sim.deploy`` writes a PyBadge's drive (.mpy by
CircuitPython's mpy-cross, the source's names: the bench reaches the scene's attributes) and run under
``$CIRCUITPYTHON_UNIX`` (circuitpython-unix32-display) with tests/cp/cp_display.py's displayio stand-ins and
tests/cp/cp_refresh.py's model of what C marks dirty (stand25: a TileGrid's set tiles, the box of those set since the
last refresh; a move, the union of where it was and is; shown or hidden, its whole area; a vectorio shape's old and new
areas; a new root group, the whole screen). The real App and View play scripted games on the game screen, frame by
frame as ``uttt.ui.main`` runs them (the press, ``app.tick``, ``view.update``), 33 ms of the game's clock apart:

- ``hotseat``: Ultimate between friends, cursor steps and marks (a board claimed, a free move, a game won);
- ``bot``: Ultimate against the computer (beginner): your mark, then every frame until its move has landed;
- ``wild``: Wild Tic-Tac-Toe against a friend, B swapping the mark.

For every frame that refreshed it prints the step, the dirty areas the model found (``--areas``: each one's layer,
its box and pixels, and the pixels filled: TileGrid / vectorio / masked) and the refresh's cost on a board by
tests/bench/press_times.py's constants (SPI at 24 MHz, 180 / 100 / 10 cycles a TileGrid / vectorio / masked pixel at
120 MHz, 20 us a 256-pixel sub-rectangle, 70 cycles a layer visit); then, by kind of step, the count, the median and
the worst refresh. The layers are named by the scene's attributes (``tiles``, ``overlays[0]``, ``cursor``,
``words.rows[1]``, ...). Figures are counted, not timed: the same in every run.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, ROOT)

import device_fit  # noqa: E402
import press_times as PT  # noqa: E402

SCRIPT = r'''
import sys
sys.path.insert(0, HARNESS)
import cp_display
display = cp_display.install(WIDTH, HEIGHT)
import cp_refresh as R
import vectorio
R.install(WIDTH, HEIGHT)
from uttt.ui.app import App
from uttt.ui.view import View
from uttt.ui import buttons as K

ONLY = sys.argv[1]

# ----- which layer marked each area: the model's own functions wrapped (its module's names, called by name) -----
CUR = [None]
SRC = []  # the layer of each pending area, in _dr's order
FILLS = []  # (x1, y1, x2, y2, TileGrid px, vectorio px, masked px) of each area filled
_grid, _shape, _removed, _add, _covered, _fill, _refresh = R._grid, R._shape, R._removed, R._add, R._covered, R._fill, R._refresh

def grid(t, ax, ay, sc, hid):
    CUR[0] = t
    return _grid(t, ax, ay, sc, hid)

def shape(s, ax, ay, sc, hid):
    CUR[0] = s
    return _shape(s, ax, ay, sc, hid)

def removed(layer):
    CUR[0] = ("removed", layer)
    return _removed(layer)

def covered(x1, y1, x2, y2):
    CUR[0] = "a shape gone"
    return _covered(x1, y1, x2, y2)

def add(x1, y1, x2, y2):
    n = R.N[3]
    _add(x1, y1, x2, y2)
    if R.N[3] > n:
        SRC.append(CUR[0])

def fill(x1, y1, x2, y2, w, h):
    S = R.S
    a, b, c = S[12], S[13], S[14]
    _fill(x1, y1, x2, y2, w, h)
    FILLS.append((x1, y1, x2, y2, S[12] - a, S[13] - b, S[14] - c))

def refresh(d):
    full = R.N[4]
    del FILLS[:]
    areas = []
    CUR[0] = None
    if full:
        del SRC[:]
    n = len(SRC)
    srcs = list(SRC)
    _refresh(d)  # (its walk appends to SRC; a full refresh forgets them)
    srcs = srcs + SRC[n:]
    if full:
        srcs = ["FULL"]
    del SRC[:]
    # pair each area with its layer: _refresh fills the areas in _dr's order, skipping those clipped away
    dr = R._dr
    j = 0
    for k in range(len(srcs)):
        x1 = max(0, dr[4 * k]); y1 = max(0, dr[4 * k + 1])
        x2 = min(WIDTH, dr[4 * k + 2]); y2 = min(HEIGHT, dr[4 * k + 3])
        if x2 <= x1 or y2 <= y1:
            continue
        if j < len(FILLS):
            areas.append((srcs[k], FILLS[j]))
        j += 1
    LAST.extend(areas)  # (a frame's refreshes, all of them)

R._grid = grid
R._shape = shape
R._removed = removed
R._add = add
R._covered = covered
R._fill = fill
R._refresh = refresh
LAST = []

def names(scene):
    out = {}
    late = ("root", "strike_group")  # (named by their members first)
    for k in [k for k in dir(scene) if k not in late] + list(late):
        v = getattr(scene, k, None)
        _name(out, k, v, 0)
    return out

def _name(out, k, v, depth):
    if depth > 2 or v is None:
        return
    if isinstance(v, (cp_display.TileGrid, cp_display.Group, vectorio.Rectangle, vectorio.Polygon, vectorio.Circle)):
        if id(v) not in out:
            out[id(v)] = k
        if isinstance(v, cp_display.Group):
            for i, m in enumerate(v._m):
                _name(out, "%s[%d]" % (k, i), m, depth + 1)
        return
    if isinstance(v, (tuple, list)):
        for i, m in enumerate(v):
            _name(out, "%s[%d]" % (k, i), m, depth + 1)
        return
    if hasattr(v, "rows") and hasattr(v, "group"):  # a Text
        _name(out, k + ".group", v.group, depth + 1)
        for i, m in enumerate(v.rows):
            _name(out, "%s.rows[%d]" % (k, i), m, depth + 1)

def label(src, nm):
    if src == "FULL" or isinstance(src, str):
        return src
    if isinstance(src, tuple):
        return "removed " + nm.get(id(src[1]), type(src[1]).__name__)
    n = nm.get(id(src))
    if n is None:
        n = type(src).__name__
    return n

app = App(WIDTH, HEIGHT, "dpad", echo=False, seed=1)
view = View(display, app)
view.update()
R.clear()
del LAST[:]
T = [0]
STEP = [""]

def frame(code=None, kind="-"):
    """One main-loop frame: the press (if any), the tick, the view's update; prints its refresh."""
    if code is not None:
        app.frame([code])
    T[0] += 33
    app.tick(T[0])
    before = view.refreshes
    view.update()
    if view.refreshes != before:
        sc = view.scene if view.under is None else view.under[0]
        nm = names(sc)
        if view.under is not None:
            nm.update(names(view.scene))
        print("REF|%s|%s|%s|%d" % (STEP[0], kind, app.screen, R.S[9]))
        for src, (x1, y1, x2, y2, tp, vp, mp) in LAST:
            print("AREA|%s|%d|%d|%d|%d|%d|%d|%d" % (label(src, nm), x1, y1, x2, y2, tp, vp, mp))
        print("VISITS|%d" % R.S[16])
    R.clear()
    del LAST[:]

def settle(n=12):
    for _ in range(n):
        frame()

def idle_until(cond, kind, limit=600):
    for _ in range(limit):
        if cond():
            return
        frame(None, kind)

def start(mode, level=None):
    st = app.settings
    st["tips"] = 0
    if level is not None:
        st["level"] = level
    STEP[0] = mode + " start"
    app.new_game(mode)
    frame(None, "new game")
    settle()

def play(kind_of_move, cells, rest=20):
    """Walk the cursor to each cell in turn (a D-pad step a frame), then A: as a player would."""
    from uttt.ui.layout import grid_xy
    if app.game.variant == "super":  # (the 27 x 27 grid of a Super-Ultimate game's cells)
        from uttt.ui.superplay import grid_xy
    for m in cells:
        if app.game is None or app.game.result:
            return
        for _ in range(40):
            c = app.cursor
            if c == m:
                break
            if app.game.variant in ("ultimate", "super"):
                cx, cy = grid_xy(c)
                tx, ty = grid_xy(m)
            else:
                cx, cy, tx, ty = c % 3, c // 3, m % 3, m // 3
            if cx != tx:
                code = K.RIGHT if tx > cx else K.LEFT
            else:
                code = K.DOWN if ty > cy else K.UP
            was = app.cursor
            frame(code, "cursor")
            settle(2)
            if app.cursor == was:
                break
        if app.cursor != m:
            continue
        frame(K.A, "mark")
        if app.game is not None and app.game.result:
            STEP[0] = "after the last mark"
        idle_until(lambda: app.game is None or app.game.result or app.human_turn() and not app.scr.busy, kind_of_move)
        settle(rest)

SEED = [3]

def pick(n):  # (a generator of its own: CircuitPython's random has no Random, and the game's draws stay the game's)
    SEED[0] = (SEED[0] * 1103515245 + 12345) & 0x7FFFFFFF
    return (SEED[0] >> 8) % n

def auto(kind_of_move, moves, rest=20):
    for _ in range(moves):
        if app.screen != "game" or app.game is None or app.game.result:
            return
        legal = app.game.legal_moves()
        m = legal[pick(len(legal))]
        STEP[0] = kind_of_move
        play(kind_of_move, [m], rest)

if ONLY in ("all", "hotseat"):
    start("hotseat")
    auto("hotseat", 90)
    settle(90)
    if app.screen == "result":  # the result's replay and its jumps, the log and its scrolls
        for step, code, n in (("replay", K.LEFT, 1), ("replay step", K.RIGHT, 30), ("replay jump", K.DOWN, 1),
                              ("replay jump", K.UP, 1), ("replay step", K.LEFT, 2), ("replay jump", K.DOWN, 1),
                              ("result", K.B, 1), ("log", K.SELECT, 1), ("log scroll", K.UP, 4),
                              ("log scroll", K.DOWN, 2), ("result", K.B, 1)):
            for _ in range(n):
                STEP[0] = step
                frame(code, step)
                settle(30)
if ONLY in ("all", "bot"):
    start("bot", 0)
    auto("bot", 40)
    settle(60)
if ONLY in ("all", "super"):
    app.settings["super"] = 1  # (the Super game's screen in this boot: no restart into a boot of its own)
    app.settings["vs"] = 1
    start("super", 3)
    auto("super", 40, 0)  # (the first step in the frame after the computer's move lands, as press_times' session)
    settle(60)
if ONLY in ("all", "wild"):
    start("wild")
    for _ in range(4):
        if app.game is None or app.game.result:
            break
        STEP[0] = "wild B"
        frame(K.B, "B")
        settle(4)
        auto("wild", 1)
    settle(30)
print("OK")
'''


def deploy(root, folder, mc):
    from sim import deploy as d
    d.deploy(folder, "pybadge", root=root, log=lambda *a: None, compiler=mc, names=False)


def cost_us(areas, visits):
    """A refresh's board us (press_times' constants): SPI, the fill's cycles, the sub-rectangles, the visits."""
    px = tp = vp = mp = sub = 0
    for _, x1, y1, x2, y2, t, v, m in areas:
        w, h = x2 - x1, y2 - y1
        px += w * h
        tp += t
        vp += v
        mp += m
        rows = max(1, 256 // w) if w * h > 256 else h
        sub += (h + rows - 1) // rows
    cycles = tp * PT.TILE_PX_CYCLES + vp * PT.SHAPE_PX_CYCLES + mp * PT.MASKED_PX_CYCLES + visits * PT.VISIT_CYCLES
    return px * PT.SPI_PX_US + cycles / PT.CPU_MHZ + sub * PT.SUB_US


def area_us(a):
    _, x1, y1, x2, y2, t, v, m = a
    w, h = x2 - x1, y2 - y1
    rows = max(1, 256 // w) if w * h > 256 else h
    sub = (h + rows - 1) // rows
    return w * h * PT.SPI_PX_US + (t * PT.TILE_PX_CYCLES + v * PT.SHAPE_PX_CYCLES +
                                   m * PT.MASKED_PX_CYCLES) / PT.CPU_MHZ + sub * PT.SUB_US


def run(cp, folder, harness, script, only, board_wh):
    env = dict(os.environ, MICROPYPATH="%s:%s" % (folder, os.path.join(folder, "lib")))
    out = subprocess.run([cp, "-X", "heapsize=2M", script, only], cwd=folder, env=env, capture_output=True,
                         text=True)
    if "OK" not in out.stdout:
        sys.exit("refresh_areas: %s\n%s%s" % (folder, out.stdout[-3000:], out.stderr[-3000:]))
    refs = []
    for line in out.stdout.splitlines():
        f = line.split("|")
        if f[0] == "REF":
            refs.append([f[1], f[2], f[3], [], 0, int(f[4])])
        elif f[0] == "AREA":
            refs[-1][3].append((f[1],) + tuple(int(x) for x in f[2:]))
        elif f[0] == "VISITS":
            refs[-1][4] = int(f[1])
    return refs


def median(v):
    v = sorted(v)
    return v[len(v) // 2] if v else 0


def report(name, refs, show):
    print("== %s: %d refreshes" % (name, len(refs)))
    by = {}
    for step, kind, screen, areas, visits, n in refs:
        us = cost_us(areas, visits)
        px = sum((a[3] - a[1]) * (a[4] - a[2]) for a in areas)
        key = (step, kind) if kind != "-" else (step, "frame")
        by.setdefault(key, []).append((us, len(areas), px, areas))
        if show:
            print("  %-22s %-10s %-6s %d refresh(es) %2d areas %6d px %6.1f ms" % (step, kind, screen, n, len(areas), px,
                                                                                us / 1000))
            for a in areas:
                print("      %-22s (%3d,%3d)-(%3d,%3d) %5d px  fill tg %5d vec %4d masked %4d  %5.2f ms" % (
                    a[0], a[1], a[2], a[3], a[4], (a[3] - a[1]) * (a[4] - a[2]), a[5], a[6], a[7],
                    area_us(a) / 1000))
    print("  %-24s %-10s %5s %8s %8s %8s %s" % ("step", "kind", "count", "median", "worst", "px worst", "areas (worst)"))
    for (step, kind), v in sorted(by.items()):
        worst = max(v, key=lambda r: r[0])
        print("  %-24s %-10s %5d %6.1f ms %6.1f ms %8d %s" % (
            step, kind, len(v), median([r[0] for r in v]) / 1000, worst[0] / 1000, worst[2],
            ", ".join("%s %d" % (a[0], (a[3] - a[1]) * (a[4] - a[2])) for a in worst[3])))
    marks = sorted(r[0] / 1000 for (step, kind), v in by.items() if kind in ("mark", "bot") for r in v if r[0] > 5000)
    if marks:
        print("  marks and the computer's moves over 5 ms (ms): %s" % " ".join("%.0f" % x for x in marks))
    return by


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--ref", default=None, help="another tree (e.g. /work/main), run after this one")
    p.add_argument("--areas", action="store_true", help="every refresh and its areas")
    p.add_argument("--only", default="all", choices=("all", "hotseat", "bot", "super", "wild"))
    args = p.parse_args()
    work = tempfile.mkdtemp(prefix="refresh_areas-")
    try:
        tools, why = device_fit.find_tools(os.path.join(work, "tools"))
        if tools is None:
            sys.exit("refresh_areas: " + why)
        cp, mc = tools
        harness = os.path.join(work, "harness")
        os.makedirs(harness)
        for mod in ("cp_display", "cp_board", "cp_refresh"):
            subprocess.run([mc, "-o", os.path.join(harness, mod + ".mpy"), "-s", mod + ".py",
                            os.path.join(ROOT, "tests", "cp", mod + ".py")], check=True)
        script = os.path.join(work, "run.py")
        with open(script, "w") as f:
            f.write("HARNESS = %r\nWIDTH = 160\nHEIGHT = 128\n" % harness + SCRIPT)
        trees = [("this", ROOT)] + ([("ref", os.path.abspath(args.ref))] if args.ref else [])
        for name, root in trees:
            folder = os.path.join(work, name)
            deploy(root, folder, mc)
            refs = run(cp, folder, harness, script, args.only, (160, 128))
            report("%s (%s)" % (name, root), refs, args.areas)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
