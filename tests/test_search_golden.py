"""The search finds what main's search found before issue 20's speed-ups: the same move, score, depth and work
units for every position and budget of tests/search_golden.py (recorded in tests/search_golden.txt from main's
code; written again for the stop rule, stop29). A change meant to make the search cheaper per unit must leave
every row as it is.

On CPython every row; on CircuitPython's 32-bit unix port from .mpy (as a board runs it) the harder rows: hard at
its budget and at three times it, and the rating searches ($CIRCUITPYTHON_UNIX and $MPY_CROSS; skipped without).
"""

import os
import subprocess

import pytest

import search_golden as sg
from support import cp_modules

MODULES = ("__init__", "rules", "classic", "bot_eval", "bot_small", "bot_loop", "bot_search")


def _jobs():
    """[(name, what, variant, options, moves, level, seed, budget, only, depth)] of the recorded rows."""
    pos = {}
    for k, (name, variant, options, moves) in enumerate(sg.positions()):
        pos[name] = (k, variant, options, moves)
    out = []
    for name, what, r in sg.read():
        k, variant, options, moves = pos[name]
        w = what.split()
        if w[0] == "level":
            budget = sg.BUDGETS[int(w[1])] * (3 if len(w) > 2 else 1)
            out.append((name, what, variant, options, moves, int(w[1]), k, budget, None, None, r, len(w) > 2))
        else:
            hard = [x for x in sg.read() if x[0] == name and x[1] == "level 3"][0][2]
            out.append((name, what, variant, options, moves, 3, k, 1 << 29, (int(w[1]), int(w[2])),
                        max(1, min(hard[2], 3)), r, False))
    return out


JOBS = _jobs()


def test_the_golden_file_covers_every_position_and_kind():
    names = set(j[0] for j in JOBS)
    assert names == set(p[0] for p in sg.positions()) and len(names) >= 30
    assert set(j[2] for j in JOBS) == {"ultimate", "classic", "wild"}
    kinds = set(j[1].split()[0] for j in JOBS)
    assert kinds == {"level", "compare"}
    # not a file of trivial answers: most hard searches spend more than half their budget (the stop rule ends
    # them there, on a finished iteration: stop29) and go several plies deep; at three times it (``whole``, as
    # pondering's) they spend it all
    hard = [j[10] for j in JOBS if j[1] == "level 3"]
    assert sum(1 for r in hard if 2 * r[3] > 1400 and r[2] >= 4) >= 20
    assert sum(1 for j in JOBS if j[1] == "level 3 x3" and j[10][3] >= 4200) >= 15


@pytest.mark.parametrize("job", JOBS, ids=["%s: %s" % (j[0], j[1]) for j in JOBS])
def test_search_gives_the_recorded_move_score_depth_and_units(job):
    name, what, variant, options, moves, lv, seed, budget, only, depth, want, whole = job
    g = sg.game_of(variant, options, moves)
    assert sg.search(g, lv, seed, budget, only, depth, whole) == want
    assert g.moves == moves   # the search worked on a copy


CP_SCRIPT = r"""
import sys
sys.path.insert(0, sys.argv[1])
from uttt.rules import Game
from uttt.classic import Classic
from uttt.bot_search import Thinker
for s in open(sys.argv[2]):
    f = s.split("|")
    variant = f[0]
    if variant == "ultimate":
        g = Game("stay_open" in f[1], "most_boards" in f[1])
    else:
        g = Classic(variant == "wild")
    for m in f[2].split():
        g.play(int(m))
    lv, seed, budget, a, b, depth, whole = [int(x) for x in f[3].split()]
    t = Thinker(g, lv, seed=seed, budget=budget, only=(a, b) if a >= 0 else None, depth=depth if depth else None,
                whole=whole == 1)
    while not t.step(20):
        pass
    print("ROW", t.move, t.score, t.depth, t.units)
print("OK")
"""


def test_the_harder_rows_on_circuitpython_from_mpy(tmp_path):
    cp, lib = cp_modules(tmp_path, MODULES)
    jobs = [j for j in JOBS if j[1] != "level 0" and j[1] != "level 1" and j[1] != "level 2"]
    assert len(jobs) >= 60
    with open(tmp_path / "jobs.txt", "w") as f:
        for name, what, variant, options, moves, lv, seed, budget, only, depth, want, whole in jobs:
            a, b = only if only else (-1, -1)
            f.write("%s|%s|%s|%d %d %d %d %d %d %d\n" % (variant, " ".join(options), " ".join(map(str, moves)),
                                                          lv, seed, budget, a, b, depth or 0, whole))
    (tmp_path / "golden.py").write_text(CP_SCRIPT)
    out = subprocess.run([cp, "-X", "heapsize=128K", str(tmp_path / "golden.py"), lib, str(tmp_path / "jobs.txt")],
                         capture_output=True, text=True, timeout=600)
    assert out.returncode == 0 and "OK" in out.stdout, out.stdout[-2000:] + out.stderr[-2000:]
    got = [tuple(int(x) for x in s.split()[1:]) for s in out.stdout.splitlines() if s.startswith("ROW")]
    assert len(got) == len(jobs)
    bad = ["%s: %s: %s, recorded %s" % (j[0], j[1], r, j[10]) for j, r in zip(jobs, got) if r != j[10]]
    assert not bad, "\n".join(bad)
