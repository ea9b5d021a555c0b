"""How fast the bot's search does its work units (prints figures, asserts nothing): issue 20's hard wait.

    .venv/bin/python tests/bench/search_speed.py                  # this checkout: CPU time a unit
    .venv/bin/python tests/bench/search_speed.py --base main      # ... and a git revision's (or a folder's
                                                                  # uttt), in the same run
    .venv/bin/python tests/bench/search_speed.py --base main --instructions   # ... and valgrind counts
    options: --reps N (timed runs of each side, default 5: the fastest kept)   --positions N (default all)

The work: hard's search (1,400 units, step(20) slices, as the app) of each Ultimate position of
tests/search_golden.py whose hard search spends its budget (most of them: openings, middle games, free moves,
positions near the end), plus three times the budget (the deeper searches pondering makes) for the first few.

* **CPU time** under CircuitPython's 32-bit unix port (CIRCUITPYTHON_UNIX, else ../shared/tools), the bot
  compiled by its mpy-cross (MPY_CROSS) as a board loads it: a process that searches every position, less one
  that only sets the positions up, the fastest of ``--reps`` runs (CPU time of the child: os.wait4). With
  ``--base`` the two sides run in turn (base, this, base, this ...), so the machine's load falls on both.
* **PyBadge estimate** of a unit (the tools README's method): CPU time here x pystones/s of the same binary (by
  CPU time, tests/bench/pystone.py) / 1,300. An estimate, not a measurement on a board.
* **Instructions** (``--instructions``, valgrind's cachegrind; the machine's load cannot move them): the same
  processes under valgrind, searching less setting up, per unit; as a PyBadge estimate, over a pystone pass's
  instructions in the same binary, / 1,300.
* CPython's units per CPU second, for comparison (the same script, the venv's Python).

A change that keeps the search's results (tests/test_search_golden.py) does the same units, so the figures
compare the cost of the same work.
"""

import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TOOLS = os.path.join(os.path.dirname(ROOT), "shared", "tools")
sys.path.insert(0, os.path.join(ROOT, "tests"))

import search_golden as sg  # noqa: E402

PYBADGE = 1300
MODULES = ("__init__", "rules", "classic", "bot_eval", "bot_small", "bot_loop", "bot_search")

SCRIPT = r"""
import sys
sys.path.insert(0, sys.argv[1])
from uttt.rules import Game
from uttt.bot_search import Thinker
search = int(sys.argv[3])
units = 0
games = []
for s in open(sys.argv[2]):
    f = s.split("|")
    g = Game()
    for m in f[0].split():
        g.play(int(m))
    seed, budget = [int(x) for x in f[1].split()]
    if search:
        t = Thinker(g, 3, seed=seed, budget=budget)
        while not t.step(20):
            pass
        units += t.units
    else:
        t = Thinker(g, 3, seed=seed, budget=1)   # the set-up alone: a game copy, the root moves, the area
    games.append(t.move)
print("UNITS", units)
"""


def _tool(env, name, scratch):
    p = os.environ.get(env) or os.path.join(TOOLS, name)
    if not os.path.isfile(p):
        return None
    q = os.path.join(scratch, name)
    shutil.copy(p, q)
    os.chmod(q, 0o755)
    return q


def _jobs(limit):
    """Lines of the jobs file: 'moves|seed budget'."""
    rows = {(n, w): r for n, w, r in sg.read()}
    out = []
    deep = 0
    for k, (name, variant, options, moves) in enumerate(sg.positions()):
        if variant != "ultimate" or options:
            continue
        r = rows[(name, "level 3")]
        if r[3] < sg.BUDGETS[3]:
            continue     # a proven result found early: no full budget to time
        out.append("%s|%d %d" % (" ".join(map(str, moves)), k, sg.BUDGETS[3]))
        if deep < 4:
            out.append("%s|%d %d" % (" ".join(map(str, moves)), k, 3 * sg.BUDGETS[3]))
            deep += 1
    return out[:limit] if limit else out


def _side(scratch, label, src, mc):
    """Compile src/uttt's modules into scratch/label/lib; returns the lib folder."""
    lib = os.path.join(scratch, label, "lib")
    os.makedirs(os.path.join(lib, "uttt"))
    for name in MODULES:
        subprocess.run([mc, "-o", os.path.join(lib, "uttt", name + ".mpy"), "-s", "uttt/%s.py" % name,
                        os.path.join(src, "uttt", name + ".py")], check=True)
    return lib


def _cpu(cmd):
    """(CPU seconds of the child, its stdout)."""
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out = p.stdout.read().decode()
    err = p.stderr.read().decode()
    _, status, ru = os.wait4(p.pid, 0)
    p.returncode = status
    if status:
        raise RuntimeError(err[-1000:])
    return ru.ru_utime + ru.ru_stime, out


def _units(out):
    for s in out.splitlines():
        if s.startswith("UNITS"):
            return int(s.split()[1])
    raise RuntimeError(out)


def _irefs(cmd):
    out = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"]
                         + cmd, capture_output=True, text=True, timeout=3600)
    for s in out.stderr.splitlines():
        if "I   refs:" in s or "I refs:" in s:
            return int(s.split(":")[1].replace(",", "").split()[0])
    raise RuntimeError(out.stderr[-500:])


def main(argv):
    def opt(name, default):
        return argv[argv.index(name) + 1] if name in argv else default

    reps = int(opt("--reps", "5"))
    base = opt("--base", None)
    scratch = tempfile.mkdtemp(prefix="search_speed-")
    try:
        cp = _tool("CIRCUITPYTHON_UNIX", "circuitpython-unix32", scratch)
        mc = _tool("MPY_CROSS", "mpy-cross-cp10", scratch)
        if not cp or not mc:
            print("circuitpython-unix32 or mpy-cross not found (set CIRCUITPYTHON_UNIX and MPY_CROSS)")
            return 1
        jobs = _jobs(int(opt("--positions", "0")))
        jf = os.path.join(scratch, "jobs.txt")
        with open(jf, "w") as f:
            f.write("\n".join(jobs) + "\n")
        script = os.path.join(scratch, "speed.py")
        with open(script, "w") as f:
            f.write(SCRIPT)
        sides = []
        if base and os.path.isdir(os.path.join(base, "uttt")):
            sides.append(("base " + base, base))    # a folder holding a uttt (a variant tried by hand)
        elif base:
            src = os.path.join(scratch, "base-src")
            os.makedirs(src)
            tar = subprocess.run(["git", "-C", ROOT, "archive", base, "uttt"], capture_output=True, check=True).stdout
            subprocess.run(["tar", "-x", "-C", src], input=tar, check=True)
            rev = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", base], capture_output=True,
                                 text=True).stdout.strip()
            sides.append(("base %s (%s)" % (base, rev), src))
        sides.append(("this checkout", ROOT))
        libs = [_side(scratch, "s%d" % i, src, mc) for i, (_, src) in enumerate(sides)]
        pst = os.path.join(HERE, "pystone.py")
        print("hard's search of %d positions (tests/search_golden.py's Ultimate ones; %s); %d runs a side, the "
              "fastest kept" % (len(jobs), "1,400 units, the first 4 also 4,200", reps))
        # pystones by CPU time, before and after
        ps = []

        def pystones():
            # 40,000 passes less 20,000, each the fastest of three (the start-up cancels out)
            a = min(_cpu([cp, pst, "20000"])[0] for _ in range(3))
            b = min(_cpu([cp, pst, "40000"])[0] for _ in range(3))
            ps.append(20000 / (b - a))
        pystones()
        best = [[None, None] for _ in sides]
        units = [0] * len(sides)
        for rep in range(reps):
            for i, lib in enumerate(libs):
                t1, out = _cpu([cp, "-X", "heapsize=128K", script, lib, jf, "1"])
                t0, _ = _cpu([cp, "-X", "heapsize=128K", script, lib, jf, "0"])
                units[i] = _units(out)
                for j, t in ((0, t1), (1, t0)):
                    if best[i][j] is None or t < best[i][j]:
                        best[i][j] = t
        pystones()
        rate = max(ps)
        print("circuitpython-unix32 (.mpy): %.0f pystones/s of CPU time (best of %d); PyBadge estimate = time here "
              "x that / %d" % (rate, len(ps), PYBADGE))
        per = []
        for i, (label, _) in enumerate(sides):
            t = best[i][0] - best[i][1]
            us = t / units[i] * 1e6
            per.append(us)
            print("  %-24s %7d units  %.3f s CPU  %6.1f us a unit here  %5.0f units/s  PyBadge ~%.2f ms a unit, "
                  "hard's 1,400 ~%.2f s (estimates)" % (label, units[i], t, us, 1e6 / us, us * rate / PYBADGE / 1000,
                                                       1400 * us * rate / PYBADGE / 1e6))
        if len(sides) == 2:
            print("  this / base: %.3f of the CPU time a unit (units: %d and %d%s)" % (
                per[1] / per[0], units[0], units[1], "" if units[0] == units[1] else ": NOT the same work"))
        # CPython, for comparison
        cpy = []
        for i, (label, src) in enumerate(sides):
            ts = []
            for rep in range(3):
                t1, out = _cpu([sys.executable, script, src, jf, "1"])
                t0, _ = _cpu([sys.executable, script, src, jf, "0"])
                ts.append(t1 - t0)
            cpy.append(min(ts))
            print("  CPython %-16s %6.0f units per CPU second" % (label, _units(out) / min(ts)))
        if len(sides) == 2:
            print("  CPython this / base: %.3f of the CPU time a unit" % (cpy[1] / cpy[0]))
        if "--instructions" in argv:
            if not shutil.which("valgrind"):
                print("instructions: valgrind not found")
                return 0
            per_pass = (_irefs([cp, pst, "4000"]) - _irefs([cp, pst, "2000"])) / 2000.0
            print("instructions (valgrind cachegrind, circuitpython-unix32, .mpy): %.0f a pystone pass; PyBadge "
                  "estimate = instructions / that / %d" % (per_pass, PYBADGE))
            ins = []
            for i, (label, _) in enumerate(sides):
                a = _irefs([cp, "-X", "heapsize=128K", script, libs[i], jf, "1"])
                b = _irefs([cp, "-X", "heapsize=128K", script, libs[i], jf, "0"])
                n = (a - b) / units[i]
                ins.append(n)
                print("  %-24s %8.0f instructions a unit  PyBadge ~%.3f ms a unit, hard's 1,400 ~%.2f s (estimates)" % (
                    label, n, n / per_pass / PYBADGE * 1000, 1400 * n / per_pass / PYBADGE))
            if len(sides) == 2:
                print("  this / base: %.3f of the instructions a unit" % (ins[1] / ins[0]))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
