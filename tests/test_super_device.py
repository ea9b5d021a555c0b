"""Super-Ultimate's core runs unchanged on the device's interpreters, in a hard heap cap, and plays the same
moves as on CPython (tests/mp/super_check.py: random games from an LCG of its own, both save records, the log,
typed moves, and play/undo of whole games with the heap locked).

- CircuitPython's own 32-bit unix port, the modules compiled by CircuitPython's mpy-cross as a board loads
  them: passes from 52K today (48K fails), so CP_CAP_KB keeps 12K for fragmentation; 32K must fail.
- The 64-bit MicroPython (from source, like tests/test_micropython.py): passes from 144K (136K fails), with
  about 40K live at the end: the threshold is set by fragmentation (a list of 729 moves needs 5.8K in one
  piece on this port; it moved between 112K and 144K as the modules changed), hence the wide margin; a
  64-bit port's objects are about twice a board's. 48K must fail.

Of the 52K, the modules take about 20K imported (super_rules with uttt.rules 10.3K, super_codec, notation and
parse with uttt.codec 8.2K, super_decode 2.7K), one SuperGame 3.7K; the rest is the script's lists of up to
729 moves and the room a heap needs for them in one piece. The other modes' memory is untouched: no module
they import imports these (test_other_modes_never_load_super_ultimate).
"""

import os
import re
import subprocess
import sys

import pytest

from support import cp_modules, micropython

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODULES = ("__init__", "rules", "codecfmt", "codec", "super_rules", "super_notation", "super_parse",
           "super_codecfmt", "super_codec", "super_decode")
CP_CAP_KB = 64
MP_CAP = "192K"
SCRIPT = os.path.join("tests", "mp", "super_check.py")


def digest(out):
    return [line for line in out.splitlines() if line.startswith(("OK", "DIGEST"))]


@pytest.fixture(scope="module")
def cpython_digest():
    out = subprocess.run([sys.executable, SCRIPT, ".", "12"], capture_output=True, text=True, cwd=ROOT,
                         timeout=300)
    assert out.returncode == 0, out.stderr
    return [line for line in out.stdout.splitlines() if line.startswith("DIGEST")]


@pytest.fixture(scope="module")
def board(tmp_path_factory):
    work = tmp_path_factory.mktemp("super_device")
    cp, lib = cp_modules(work, MODULES)
    return cp, lib


def run_cp(board, kb, games=12):
    cp, lib = board
    return subprocess.run([cp, "-X", "heapsize=%dK" % kb, os.path.join(ROOT, SCRIPT), lib, str(games)],
                          capture_output=True, text=True, timeout=600)


def run_mp(heap, games=12):
    return subprocess.run([micropython(), "-X", "heapsize=" + heap, SCRIPT, ".", str(games)],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)


def test_on_circuitpython_32bit_in_the_cap_with_the_same_moves_as_cpython(board, cpython_digest):
    out = run_cp(board, CP_CAP_KB)
    assert out.returncode == 0 and out.stdout.startswith("OK games=12"), out.stdout[-2000:] + out.stderr[-2000:]
    assert [line for line in digest(out.stdout) if line.startswith("DIGEST")] == cpython_digest


def test_the_circuitpython_cap_is_real(board):
    out = run_cp(board, 32, games=2)
    assert out.returncode != 0 and "MemoryError" in out.stdout + out.stderr


def test_on_micropython_in_the_cap_with_the_same_moves_as_cpython(cpython_digest):
    out = run_mp(MP_CAP)
    assert out.returncode == 0 and out.stdout.startswith("OK games=12"), out.stdout[-2000:] + out.stderr[-2000:]
    assert [line for line in digest(out.stdout) if line.startswith("DIGEST")] == cpython_digest


def test_the_micropython_cap_is_real():
    out = run_mp("48K", games=2)
    assert out.returncode != 0 and "MemoryError" in out.stdout + out.stderr


def test_other_modes_never_load_super_ultimate():
    # No module outside the Super-Ultimate ones (super_*, the app's superplay, supergame, superstore ..., and the
    # computer's bot_super*, which take the rules' tables from uttt.super_rules since superpeak36)
    # imports them (or names them in an import by string), so nothing the other modes import can load them;
    # the others reach Super-Ultimate only through those, in its own branches (tests/test_app_super.py checks
    # that an Ultimate game loads none of them)...
    names = re.compile(r"^\s*(from|import)\s.*super_|import\w*\(.*super_", re.M)
    for folder in ("uttt", os.path.join("uttt", "ui"), "boards"):
        for name in os.listdir(os.path.join(ROOT, folder)):
            if name.endswith(".py") and not name.startswith(("super", "bot_super")):
                with open(os.path.join(ROOT, folder, name)) as f:
                    assert not names.search(f.read()), os.path.join(folder, name)
    # ...and an Ultimate game with its save, log and typed move, Classic and Wild leave them unloaded.
    code = ("import sys; from uttt import codec, notation, parse; g = codec.new_game('ultimate'); g.play(40); "
            "codec.decode(codec.encode(g)); notation.log_lines(g); parse.parse_move('5 5', forced=4); "
            "codec.new_game('wild'); print(sorted(m for m in sys.modules if 'super' in m))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert out.returncode == 0 and out.stdout.strip() == "[]", out.stdout + out.stderr
