"""What the press-time bench's imports and collections cost against a board's (issue 16, bench22): prints
the ratios ``press_times.py`` uses for its board-adjusted estimate. Prints, asserts nothing.

    python tests/bench/import_gc_cost.py [--repeats 3]

Under CircuitPython's 32-bit unix port (``$CIRCUITPYTHON_UNIX``) with the game deployed as ``sim.deploy``
writes it (.mpy, ``$MPY_CROSS``):

- imports: each of the game's modules that imports outside a board (``uttt`` and ``uttt.ui``; those that need
  the board's hardware fail and are left out) is imported in a process of its own (its first import includes
  those of the modules it imports) after the dynamic name pools were
  filled to NAMES names (``getattr`` with made-up names interns them; the script's own ~26 come on top): (a)
  1,200, the game's as on a board, and (b) 5,000, about the harness's in press_times.py. First imports (each name not yet interned is looked
  up in every pool first), then again after ``del sys.modules[...]`` (every name found). CircuitPython's
  ``py/qstr.c`` (``qstr_find_strn``, at cd3da4a5) looks a name up pool by pool from the newest: the dynamic
  pools are scanned linearly (hash, length, bytes), the firmware's names (``mp_qstr_const_pool``, sorted)
  binary-searched, then its few first names (``mp_qstr_const_pool_static``) scanned; a name not found (a
  first import's new names) has been compared with every dynamic name, so the cost grows with the names held. The fastest of ``--repeats`` processes counts, per module.
- collections: ``gc.collect()`` (the median of 21) of (a) a 146 KB heap with the modules ``PLAY`` lists and
  small objects up to GAME_KB live (the game's heap at play) and (b) the same after HARNESS_KB of small objects
  (the harness's size) was allocated first, in a heap that much larger plus the bench's room (ROOM_KB), as
  press_times.py runs; (a) also as a PyBadge estimate (pystones/s of the same binary / 1,300), which
  press_times.py takes as GC_BOARD_MS. Small objects stand in for the harness's heap here: the bench's own
  collection (its ``GCT`` line with ``--detail``) costs more than (b).
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from work_alloc import FILL_AND_COLLECT  # noqa: E402  (the collection's timing, as that bench's)

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
GAME_KB = 87       # the game's live heap at play (device_fit: resident at play 87.1 KB on main 008c046)
HARNESS_KB = 183   # the harness's own heap in the press-time runs (rate22)
ROOM_KB = 104      # the bench's room above the areas (device_fit.Prepared.heap_for: 40 + 64 KB)
PLAY = ("rules", "classic", "codec", "codecfmt", "notation", "bot_eval", "bot_small", "bot_loop", "bot_search",
        "bot_ref", "review", "ponder", "match", "stats", "store", "persist", "ui.app", "ui.layout")  # at play
BOARD_NAMES = 1200
BENCH_NAMES = 5000

SCRIPT = r'''
import sys, gc, time, micropython
mode, names = sys.argv[1], int(sys.argv[2])
mods = sys.argv[3].split(",")
sys.path.insert(0, ".")


class O:
    pass


o = O()
FILL = 0


def count():
    # dynamic names now (qstr_info prints them; its output is captured by the caller)
    micropython.qstr_info()


def fill(target, have):
    global FILL
    for k in range(target - have):
        getattr(o, "zq%d" % FILL, None)
        FILL += 1


fill(names, 3)  # the unix port starts with 3 dynamic names
count()
if mode == "import":
    ok = []
    for m in mods:
        gc.collect()
        t0 = time.ticks_us()
        try:
            __import__(m)
        except Exception as e:  # noqa (the board's hardware)
            print("SKIP", m, repr(e)[:60])
            continue
        print("FIRST", m, time.ticks_diff(time.ticks_us(), t0))
        ok.append(m)
    count()
    for m in ok:
        best = 1 << 30
        for r in range(3):
            del sys.modules[m]
            gc.collect()
            t0 = time.ticks_us()
            __import__(m)
            best = min(best, time.ticks_diff(time.ticks_us(), t0))
        print("AGAIN", m, best)
else:
    harness = []
    if mode == "bench":
        while gc.mem_alloc() < HARNESS_KB * 1024:
            harness.append([bytearray(12), (1, 2), "h%d" % len(harness)])
    base = gc.mem_alloc()
    for m in mods:
        try:
            __import__(m)
        except Exception:
            pass
FILL_AND_COLLECT
    print("COLLECT", ts[10], gc.mem_alloc(), gc.mem_alloc() + gc.mem_free())
'''.replace("FILL_AND_COLLECT", "\n".join("    " + x for x in FILL_AND_COLLECT.replace(
    "LIVE", "gc.mem_alloc() - base < GAME_KB * 1024").splitlines()))
SCRIPT = SCRIPT.replace("HARNESS_KB", str(HARNESS_KB)).replace("GAME_KB", str(GAME_KB))


def modules(folder):
    out = []
    for sub in ("uttt", os.path.join("uttt", "ui")):
        for f in sorted(os.listdir(os.path.join(folder, sub))):
            if f.endswith(".mpy"):
                out.append((sub + "/" + f[:-4]).replace("/", ".").replace(os.sep, "."))
    return out


def run(cp, folder, script, mode, names, mods, heap):
    out = subprocess.run([cp, "-X", "heapsize=%d" % heap, script, mode, str(names), ",".join(mods)],
                         capture_output=True, text=True, timeout=900, cwd=folder)
    if out.returncode:
        raise RuntimeError((out.stdout + out.stderr)[-1500:])
    return out.stdout


def pools(text):
    """The dynamic names counted by each qstr_info printout in text."""
    return [int(n) for n in re.findall(r"n_qstr=(\d+)", text)]


def ratios(board, bench):
    """{module: bench time / board time} for the modules timed in both; and the ratio of the totals."""
    both = [m for m in board if m in bench and board[m] > 0]
    per = dict((m, bench[m] / float(board[m])) for m in both)
    total = sum(bench[m] for m in both) / float(max(1, sum(board[m] for m in both)))
    return per, total


def main(argv):
    repeats = int(argv[argv.index("--repeats") + 1]) if "--repeats" in argv else 3
    cp, mpy = os.environ.get("CIRCUITPYTHON_UNIX"), os.environ.get("MPY_CROSS")
    if not cp or not mpy:
        print("import_gc_cost: set CIRCUITPYTHON_UNIX and MPY_CROSS")
        return 2
    work = tempfile.mkdtemp(prefix="import_gc_cost-")
    try:
        folder = os.path.join(work, "dep")
        subprocess.run([sys.executable, "-m", "sim.deploy", folder, "--board", "pybadge"], cwd=ROOT, check=True,
                       capture_output=True)
        script = os.path.join(work, "cost.py")
        with open(script, "w") as f:
            f.write(SCRIPT)
        mods = modules(folder)
        times = {}
        filled = {}
        for names in (BOARD_NAMES, BENCH_NAMES):
            for kind in ("FIRST", "AGAIN"):
                times[(names, kind)] = {}
            for _ in range(repeats):
                for m in mods:  # one process a module (its first import with the pools at `names`)
                    try:
                        text = run(cp, folder, script, "import", names, [m], 8 << 20)
                    except RuntimeError:
                        continue
                    filled.setdefault(names, pools(text)[:1])
                    for kind, name, us in re.findall(r"^(FIRST|AGAIN) (\S+) (\d+)$", text, re.M):
                        d = times[(names, kind)]
                        d[name] = min(d.get(name, 1 << 30), int(us))
        sys.path.insert(0, os.path.join(ROOT, "tests", "bench"))
        import device_fit

        rate = device_fit.pystones(cp)  # the PyBadge estimate: time here x rate / 1,300 (by CPU time)
        collect = {}
        for mode, heap in (("board", 146), ("bench", 146 + HARNESS_KB + ROOM_KB)):
            text = run(cp, folder, script, mode, 0, ["uttt." + m for m in PLAY], heap * 1024)
            us, live, size = (int(x) for x in re.search(r"^COLLECT (\d+) (\d+) (\d+)$", text, re.M).groups())
            collect[mode] = (us, live, size)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("imports, us here (fastest of %d processes; dynamic names before / after the imports: %s with %d, %s "
          "with %d):" % (repeats, filled[BOARD_NAMES], BOARD_NAMES, filled[BENCH_NAMES], BENCH_NAMES))
    print("| module | first, %d names | first, %d | ratio | again, %d | again, %d | ratio |"
          % (BOARD_NAMES, BENCH_NAMES, BOARD_NAMES, BENCH_NAMES))
    print("| --- | --- | --- | --- | --- | --- | --- |")
    first = ratios(times[(BOARD_NAMES, "FIRST")], times[(BENCH_NAMES, "FIRST")])
    again = ratios(times[(BOARD_NAMES, "AGAIN")], times[(BENCH_NAMES, "AGAIN")])
    for m in sorted(first[0]):
        print("| %s | %d | %d | %.2f | %d | %d | %.2f |" % (
            m, times[(BOARD_NAMES, "FIRST")][m], times[(BENCH_NAMES, "FIRST")][m], first[0][m],
            times[(BOARD_NAMES, "AGAIN")].get(m, 0), times[(BENCH_NAMES, "AGAIN")].get(m, 0),
            again[0].get(m, 0)))
    fr = sorted(first[0].values())
    ar = sorted(again[0].values())
    print("IMPORT RATIO first: all modules' time %.2f, median %.2f (%.2f-%.2f); again: %.2f, median %.2f (%.2f-%.2f)"
          % (first[1], fr[len(fr) // 2], fr[0], fr[-1], again[1], ar[len(ar) // 2], ar[0], ar[-1]))
    b, h = collect["board"], collect["bench"]
    print("collection, median of 21: game alone %.2f ms (%.1f KB live of %.0f KB); as in the bench %.2f ms (%.1f KB "
          "live of %.0f KB)" % (b[0] / 1000.0, b[1] / 1024.0, b[2] / 1024.0, h[0] / 1000.0, h[1] / 1024.0,
                                h[2] / 1024.0))
    print("GC RATIO %.2f; the game's alone on a PyBadge (estimate, x%.0f from %.0f pystones/s here): GC BOARD %.1f ms"
          % (h[0] / float(max(1, b[0])), rate / device_fit.PYBADGE_PYSTONES, rate,
             b[0] * rate / device_fit.PYBADGE_PYSTONES / 1000.0))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
