"""Bytes of displayio bitmaps the view keeps alive on each board (prints; asserts nothing).

    SDL_VIDEODRIVER=dummy .venv/bin/python tests/bench/display_memory.py

The app's MicroPython memory test has no display, so this adds the other half: in the simulator every
``displayio.Bitmap`` the game creates (sprite sheets, label bitmaps) is counted at the size CircuitPython
gives it (rows padded to 32 bits, bits per pixel the next power of two for its colour count), and the live
total is sampled after each scripted step: title, a game, its result, the log, settings, stats.
"""

import gc
import os
import sys
import weakref

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(HERE))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from sim import Simulator  # noqa: E402

LIVE = {}
PEAK = [0]


def device_bytes(width, height, colours):
    bits = 1
    while (1 << bits) < colours:
        bits *= 2
    words = (width * bits + 31) // 32
    return 4 * words * height


def instrument():
    import displayio
    init = displayio.Bitmap.__init__
    if getattr(init, "counted", False):
        return

    def counted(self, width, height, value_count, *a, **kw):
        init(self, width, height, value_count, *a, **kw)
        key = id(self)
        LIVE[key] = device_bytes(width, height, value_count)
        weakref.finalize(self, LIVE.pop, key, None)
        PEAK[0] = max(PEAK[0], sum(LIVE.values()))

    counted.counted = True
    displayio.Bitmap.__init__ = counted


def measure(board, script):
    """Peak of the live bitmap bytes while code.py runs script on board."""
    def code():
        instrument()
        import boards
        import uttt.ui.main as M
        M.run(boards.load())

    import tempfile
    LIVE.clear()
    PEAK[0] = 0
    with tempfile.TemporaryDirectory() as tmp:  # a blank NVM: no game to resume
        Simulator(board, nvm_path=os.path.join(tmp, "nvm.bin")).run(script, code=code)
    return PEAK[0]


def scripts():
    from uttt.ui.layout import Layout
    game = "wait:0.5 A wait:0.3 A RIGHT A DOWN A LEFT A UP A wait:1 SELECT wait:0.3 B START wait:0.3 B"
    L = Layout(320, 240, "touch")
    row = "touch:%d,%d" % (L.width // 2, L.title_h + L.row_h // 2)
    cell = "touch:%d,%d" % (L.gx + L.grid_size // 2, L.gy + L.grid_size // 2)
    thumby = game.replace("SELECT", "hold:MENU:0.8").replace("START", "MENU")
    return (("pybadge", game), ("pygamer", game), ("thumby", thumby),
            ("clue", "wait:0.5 B wait:0.3 B A B A B wait:1"),
            ("pyportal", "wait:0.5 %s wait:0.3 %s wait:1" % (row, cell)))


def main():
    print("%-10s %10s  %s" % ("board", "bytes", "peak of the live displayio bitmaps (device sizes): title, a game, log, menu"))
    for board, script in scripts():
        print("%-10s %10d" % (board, measure(board, script)))


if __name__ == "__main__":
    main()
