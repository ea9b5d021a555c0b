"""What the panel's words cost in a frame: a ``Text``'s set and ``uttt.ui.status.panel_lines``, this tree against
another (prints figures; asserts nothing).

    python tests/bench/panel_cost.py --ref DIR [--reps 300]

Runs under CircuitPython's own 32-bit unix port (``$CIRCUITPYTHON_UNIX``, else ../shared/tools; its
``circuitpython-unix32-display``): ``uttt/ui/text.py`` and ``uttt/ui/status.py`` of this tree and of ``--ref``
(another checkout, e.g. main's) are copied side by side into a temporary folder and given the same sequences of
texts a PyBadge's panel shows (the "CPU ..." dots, a status change, the scoreboard of a match, the result's key
hint alternating, the Review's "Thinking" caption) and the same scoreboard items. For each it prints the bytes
allocated per call (collections off: the garbage a frame leaves) and the time per call here, both trees in the
same run, alternating, the best of 5 rounds. The Text's TileGrids are bytearrays here (a tile set is C code on a
board, a Python stand-in in tests/cp): the time is the Python side's. The status copies lose their import of
``uttt.ui.rounds`` (``rule_tags``: the bench gives ``panel_lines`` its items).
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

import device_fit  # noqa: E402

SCRIPT = r'''
import gc
import sys
import time
sys.path.insert(0, "cp")
import cp_display
cp_display.install(160, 128)
import text_new
import text_ref
import status_new
import status_ref

REPS = %d

class G:
    x = 0

def make(mod, cols, lines, pitch, centre):
    t = mod.Text(80, 0, cols, lines, 0xFFFFFF, 1, pitch, centre)
    t.rows = [bytearray(cols * (lines if len(t.rows) == 1 else 1)) for _ in t.rows]
    t.group = G()
    return t

CASES = [  # name, cols, lines, pitch, centre, the texts in turn
    ("status: CPU dots", 6, 2, 13, False, ["CPU\n.", "CPU\n..", "CPU\n..."]),
    ("status: turn <-> CPU", 6, 2, 13, False, ["Your\nturn", "CPU\n."]),
    ("scoreboard: a match", 6, 5, 12, False, ["game 1\nof 3\nYou\n0\nCPU 0", "game 2\nof 3\nYou\n1\nCPU 0"]),
    ("result keys (2 s)", 6, 8, 12, False, ["You won\nP1 1\nCPU 0\n\nA: new\ngame", "You won\nP1 1\nCPU 0\n\nB:\nmenu"]),
    ("caption: Thinking", 26, 4, 12, False, ["Thinking... 5 of 40 moves\nlooked at", "Thinking... 6 of 40 moves\nlooked at"]),
    ("title: centred", 26, 1, 12, True, ["Ultimate", "Settings"]),
]

ITEMS = [(4, "game 2 of 3|2 of 3"), (2, "You 1"), (2, "CPU 0"), (1, "You are O|You\nare O"), (6, "hard"),
         (6, "Wild")]

def once(fn):
    gc.collect()
    gc.disable()
    a = gc.mem_alloc()
    fn()
    b = gc.mem_alloc()
    gc.enable()
    return b - a

def timed(fn, n):
    best = None
    for _ in range(5):
        gc.collect()
        t0 = time.ticks_us()
        for _ in range(n):
            fn()
        dt = time.ticks_diff(time.ticks_us(), t0)
        if best is None or dt < best:
            best = dt
    return best / n

for name, cols, lines, pitch, centre, texts in CASES:
    row = [name]
    for mod in (text_ref, text_new):
        t = make(mod, cols, lines, pitch, centre)
        k = [0]
        def step():
            k[0] = (k[0] + 1) %% len(texts)
            t.text = texts[k[0]]
        step()
        step()
        row.append(once(step))
        row.append(timed(step, REPS))
    print("TEXT|%%s|%%d|%%.1f|%%d|%%.1f" %% tuple(row))

for cols, rows in ((6, 5), (6, 2), (13, 6)):
    row = ["panel_lines %%d x %%d" %% (cols, rows)]
    for mod in (status_ref, status_new):
        mod._items = lambda app, scr: ITEMS
        f = lambda: mod.panel_lines(None, None, cols, rows)
        f()
        row.append(once(f))
        row.append(timed(f, REPS))
    print("TEXT|%%s|%%d|%%.1f|%%d|%%.1f" %% tuple(row))
print("OK")
'''


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--ref", required=True, help="the other tree (e.g. an export of main)")
    p.add_argument("--reps", type=int, default=300)
    args = p.parse_args()
    work = tempfile.mkdtemp(prefix="panel_cost-")
    try:
        tools, why = device_fit.find_tools(os.path.join(work, "tools"))
        if tools is None:
            sys.exit("panel_cost: " + why)
        cp = tools[0]
        shutil.copytree(os.path.join(ROOT, "tests", "cp"), os.path.join(work, "cp"))
        for name, root in (("new", ROOT), ("ref", args.ref)):
            shutil.copy(os.path.join(root, "uttt", "ui", "text.py"), os.path.join(work, "text_%s.py" % name))
            with open(os.path.join(root, "uttt", "ui", "status.py")) as f:
                src = f.read().replace("from uttt.ui.rounds import rule_tags", "rule_tags = None")
            with open(os.path.join(work, "status_%s.py" % name), "w") as f:
                f.write(src)
        with open(os.path.join(work, "run.py"), "w") as f:
            f.write(SCRIPT % args.reps)
        out = subprocess.run([cp, "-X", "heapsize=2M", "run.py"], cwd=work, capture_output=True, text=True)
        if "OK" not in out.stdout:
            sys.exit(out.stdout + out.stderr)
        print("%-22s %18s %18s %8s" % ("per call", "ref: bytes, us", "this: bytes, us", "time x"))
        for line in out.stdout.splitlines():
            if line.startswith("TEXT|"):
                _, name, rb, rt, nb, nt = line.split("|")
                print("%-22s %8s %9s %8s %9s %8.2f" % (name, rb, rt, nb, nt, float(rt) / max(0.01, float(nt))))
        print("(time here, circuitpython-unix32-display; the ratio is the figure: both in the same run)")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
