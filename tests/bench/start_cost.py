"""What the computer's start costs a board: ``Thinker(...)``, ``Ponder(...)`` and ``Ponder.reply`` in instructions
(prints figures; asserts nothing; frames38).

    python tests/bench/start_cost.py [--plies 0,9,30] [--n 12]

Each op runs ``--n`` times in a process of its own under ``valgrind --tool=callgrind`` and CircuitPython's 32-bit
unix port (``$CIRCUITPYTHON_UNIX`` or ../shared/tools/circuitpython-unix32-display), against the same process
without the op (the same set-up: a random game of that many plies, a Ponder stepped 60 x 4 units before each reply),
so the difference is the op's own instructions. Two heaps: as the imports leave it (``clean``), and fragmented
(``frag``: 1,000 small objects kept, 500 dropped between them, then a collection; the game's heap at play is in
between, not measured). The unix port has no pystack: each call of a function whose frame is over 11 words takes
the frame from the heap, first-fit from a hint, walking past every smaller hole (docs/memory.md, bench35); a
board runs those frames on its pystack and walks nothing. So the fragmented figure is what the bench's heap makes
of the op, and the clean one is close to a board's (its own walks there: 3-5 % of the op). A PyBadge estimate is
the instructions x (1 / (a pystone pass's instructions here x 1,300 pystones/s)): the pass is measured in the
same binary (callgrind over ``pystone.proc0``), as the bench scales its times by pystones.
"""

import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PYBADGE_PYSTONES = 1300

SCRIPT = r'''
import sys, gc
from uttt.rules import Game
from uttt.bot_search import Thinker, _Rng
from uttt.ponder import Ponder
import uttt.bot_eval
OP, PLY, FRAG, N = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "frag", int(sys.argv[4])
r = _Rng(5)
g = Game()
for i in range(PLY):
    ms = g.legal_moves()
    if g.result or not ms:
        break
    g.play(ms[r.next(len(ms))])
pre = []
if OP.startswith("reply"):
    for k in range(N):
        p = Ponder(g, "hard", seed=3)
        for i in range(60):
            p.step(4)
        pre.append(p)
KEEP = []
if FRAG:
    for i in range(1500):
        o = bytearray(8 + 16 * (i % 6))
        if i % 3:
            KEEP.append(o)
    o = None
gc.collect()
m = g.legal_moves()[1]
if OP in ("thinker", "ponder", "reply"):
    for k in range(N):
        if OP == "thinker":
            x = Thinker(g, "hard", seed=3 + k)
        elif OP == "ponder":
            x = Ponder(g, "hard", seed=3 + k)
        else:
            x = pre[k].reply(m)
        x.cancel()
        x = None
print("ok")
'''

PYSTONE = "import sys\nsys.path.insert(0, %r)\nimport pystone\npystone.proc0(int(sys.argv[1]))\n"


def instructions(cmd, env, ok=True):
    r = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + cmd, env=env,
                       capture_output=True, text=True)
    if r.returncode or ok and "ok" not in r.stdout:
        raise SystemExit("failed: %s\n%s" % (" ".join(cmd), r.stdout[-500:] + r.stderr[-1500:]))
    return int(re.search(r"Collected : (\d+)", r.stderr).group(1))


def main(argv):
    plies = [int(p) for p in (argv[argv.index("--plies") + 1] if "--plies" in argv else "0,9,30").split(",")]
    n = int(argv[argv.index("--n") + 1]) if "--n" in argv else 12
    cp = os.environ.get("CIRCUITPYTHON_UNIX") or os.path.join(ROOT, "..", "shared", "tools",
                                                              "circuitpython-unix32-display")
    env = dict(os.environ, MICROPYPATH=ROOT)
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "start_cost_run.py")
        with open(path, "w") as f:
            f.write(SCRIPT)
        ps = os.path.join(tmp, "ps.py")
        with open(ps, "w") as f:
            f.write(PYSTONE % os.path.join(ROOT, "tests", "bench"))
        loops = 2000
        per_pass = (instructions([cp, ps, str(loops)], env, False) - instructions([cp, ps, "0"], env, False)) / loops
        ns = 1e9 / (per_pass * PYBADGE_PYSTONES)
        print("a pystone pass: %.0f instructions here; a PyBadge instruction ~%.1f ns (1,300 pystones/s)"
              % (per_pass, ns))
        print("| op | ply | clean: instructions, PyBadge ms (estimate) | fragmented: instructions, as ms | walk share |")
        print("| --- | --- | --- | --- | --- |")
        for op in ("thinker", "ponder", "reply"):
            for ply in plies:
                row = []
                for heap in ("clean", "frag"):
                    base = instructions([cp, "-X", "heapsize=256K", path, "reply0" if op == "reply" else "none",
                                         str(ply), heap, str(n)], env)
                    full = instructions([cp, "-X", "heapsize=256K", path, op, str(ply), heap, str(n)], env)
                    row.append((full - base) / n)
                print("| %s | %d | %.0f, %.1f | %.0f, %.1f | %.0f %% |" % (
                    op, ply, row[0], row[0] * ns / 1e6, row[1], row[1] * ns / 1e6, 100.0 * (1 - row[0] / row[1])))


if __name__ == "__main__":
    main(sys.argv[1:])
