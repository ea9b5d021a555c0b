"""What the unix port's heap walks for call frames add to the computer's start, and the bench's model of them
checked (prints figures; asserts nothing; walks38).

    python tests/bench/walk_cost.py [--plies 0,30] [--n 8] [--reps 3] [--ops thinker,ponder,search,pondering,analysis]

The unix port has no pystack: a call of a function whose frame is over 11 words takes the frame from the heap
(first-fit from a hint, past every smaller hole) and gives it back at the return (docs/memory.md, bench35); a board
runs it on its pystack. tests/cp/cp_run.py counts a frame's walked bytes (``micropython.mem_total()``'s rise less
``mem_current()``'s) and probes a walk's cost after it (``_probe_80``, ``_probe_144``: ns a call over a call whose
frame is on the C stack); tests/bench/press_times.py prices the bytes at WALK_FRAME_B bytes a walk, each at the
144-byte probe's cost (the work's at its kind's mean frame: WORK_FRAME_B). Here the same counts and probes run around
``Thinker(g, "hard")`` and ``Ponder(g, "hard")`` (the computer's start), a search's ``step(16)``, a Ponder's
``step(4)`` and an Analysis's ``step(4)`` (a work's chunk, ``search``, ``pondering``, ``analysis``) in
CircuitPython's 32-bit unix port (``$CIRCUITPYTHON_UNIX``), in two heaps as
tests/bench/start_cost.py makes them: as imported (``clean``) and fragmented (``frag``: 1,000 small objects kept,
500 holes of 1-6 blocks between them). The op's time in the fragmented heap over the clean heap's is its walks
(the same instructions otherwise: start_cost.py's callgrind figures), so:
- ``eff B``: the frame size that makes the 144-byte probe price that difference exactly (walked bytes x its ns / the
  difference): WALK_FRAME_B is set from the start's;
- ``frag less walks``: the fragmented time less the model's walks (WALK_FRAME_B), against the clean time;
- ``clean less walks``: the same in the clean heap (its walks are few: start_cost.py's 3-5 % of gc_alloc).
Times: the median of ``--n`` ops in each of ``--reps`` processes (the host is shared), us here and PyBadge ms by the
pystone ratio (tests/bench/pystone.py in the same binary, 1,300 pystones/s on a PyBadge).
"""

import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tests", "bench"))
sys.path.insert(0, os.path.join(ROOT, "tests", "cp"))
import press_times  # noqa: E402

SCRIPT = r'''
import sys, gc, time, micropython
sys.path.insert(0, sys.argv[5])
from cp_run import _probe, _probe_80, _probe_144, _probe_208
from uttt.rules import Game
from uttt.bot_search import Thinker, _Rng
from uttt.ponder import Ponder
from uttt.review import Analysis
import uttt.bot_eval
OP, PLY, FRAG, N = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "frag", int(sys.argv[4])


def main():
    r = _Rng(5)
    g = Game()
    full = Game()
    while not full.result and full.legal_moves():
        ms = full.legal_moves()
        full.play(ms[r.next(len(ms))])
    for i in range(PLY):
        ms = g.legal_moves()
        if g.result or not ms:
            break
        g.play(ms[r.next(len(ms))])
    keep = []
    if FRAG:
        for i in range(1500):
            o = bytearray(8 + 16 * (i % 6))
            if i % 3:
                keep.append(o)
        o = None
    th = Thinker(g, "hard", seed=3, budget=100000) if OP == "search" else None
    po = Ponder(g, "hard", seed=3) if OP == "pondering" else None
    an = Analysis(full) if OP == "analysis" else None
    gc.collect()
    tk = time.ticks_us
    out = []
    for k in range(N + 1):
        t0 = micropython.mem_total()
        c0 = micropython.mem_current()
        a = tk()
        x = None
        if OP == "thinker":
            x = Thinker(g, "hard", seed=3 + k)
        elif OP == "ponder":
            x = Ponder(g, "hard", seed=3 + k)
        elif OP == "search":
            th.step(16)
        elif OP == "pondering":
            po.step(4)
        else:
            an.step(4)
        b = tk()
        walked = micropython.mem_total() - t0 - (micropython.mem_current() - c0)
        p80 = _probe(_probe_80)
        p144 = _probe(_probe_144)
        p208 = _probe(_probe_208)
        if x is not None:
            x.cancel()
        x = None
        if k:  # (the first op: the modules' first calls)
            out.append((time.ticks_diff(b, a), walked, p80, p144, p208))
    for o in out:
        print("R", *o)


main()
'''


# each op's frames: the computer's start outside any work (press_times.WALK_FRAME_B), or a work's (WORK_FRAME_B)
KIND = {"thinker": "", "ponder": "", "search": "think", "pondering": "ponder", "analysis": "rate"}


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    return (xs[n // 2] + xs[(n - 1) // 2]) / 2.0


def pystones(cp, env):
    r = subprocess.run([cp, "-c", "import sys\nsys.path.insert(0, %r)\nimport pystone\npystone.main(20000)"
                        % os.path.join(ROOT, "tests", "bench")], env=env, capture_output=True, text=True)
    m = re.search(r"This machine benchmarks at ([\d.]+) pystones/second", r.stdout)
    return float(m.group(1)) if m else 0.0


def main(argv):
    plies = [int(p) for p in (argv[argv.index("--plies") + 1] if "--plies" in argv else "0,30").split(",")]
    n = int(argv[argv.index("--n") + 1]) if "--n" in argv else 8
    reps = int(argv[argv.index("--reps") + 1]) if "--reps" in argv else 3
    ops = (argv[argv.index("--ops") + 1] if "--ops" in argv else "thinker,ponder,search,pondering,analysis").split(",")
    cp = os.environ.get("CIRCUITPYTHON_UNIX") or os.path.join(ROOT, "..", "shared", "tools",
                                                              "circuitpython-unix32-display")
    env = dict(os.environ, MICROPYPATH=ROOT)
    ps = pystones(cp, env)
    scale = ps / 1300.0 / 1000.0 if ps else 0.0  # PyBadge ms per us here
    print("pystones here %.0f: x%.1f a PyBadge's; WALK_FRAME_B %d" % (ps, ps / 1300.0, press_times.WALK_FRAME_B))
    print("| op | ply | clean us (PyBadge ms) | frag us (ms) | walked B | probe 80 / 144 / 208 ns (frag) | eff B | "
          "frag less walks us (ms) | clean less walks us (ms) |")
    print("| --- " * 9 + "|")
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "walk_cost_run.py")
        with open(path, "w") as f:
            f.write(SCRIPT)
        for op in ops:
            for ply in plies:
                row = {}
                for heap in ("clean", "frag"):
                    rs = []
                    for _ in range(reps):
                        r = subprocess.run([cp, "-X", "heapsize=256K", path, op, str(ply), heap, str(n),
                                            os.path.join(ROOT, "tests", "cp")], env=env, capture_output=True,
                                           text=True)
                        rs += [[int(v) for v in line.split()[1:]] for line in r.stdout.splitlines()
                               if line.startswith("R ")]
                        if r.returncode:
                            raise SystemExit(r.stdout[-500:] + r.stderr[-1500:])
                    row[heap] = [median([x[i] for x in rs]) for i in range(5)]
                c, f = row["clean"], row["frag"]
                extra = f[0] - c[0]
                eff = f[1] * f[3] / 1000.0 / extra if extra > 0 else 0
                kind = KIND[op]
                work = f[1] if kind else 0  # (the search's, the pondering's and the analysis's frames are the work's)
                fl = f[0] - press_times.walk_us((f[1], work, f[2], f[3], f[4], 0), kind)
                cl = c[0] - press_times.walk_us((c[1], work and c[1], c[2], c[3], c[4], 0), kind)
                print("| %s | %d | %.0f (%.1f) | %.0f (%.1f) | %.0f | %.0f / %.0f / %.0f | %.0f | %.0f (%.1f) | "
                      "%.0f (%.1f) |" % (op, ply, c[0], c[0] * scale, f[0], f[0] * scale, f[1], f[2], f[3], f[4], eff,
                                         fl, fl * scale, cl, cl * scale))
                sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1:])
