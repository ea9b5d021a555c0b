# One frame's step of a screen's import-ahead (the title's, How to play's choice, Game over's, the Review's; ahead41).
# A module of its own, not app.py's: app.py whole would need 67 KB to compile on MicroPython's unix port, over the
# 64 KB every device module must compile in (tests/test_device_memory.py); loaded with each of the four screens and
# dropped with its family. (Comments, not a docstring: its parse tree is compiled at import.)

import gc
import sys

from uttt.ui import app as A


def ahead(scr, names, end, low=0, skip=0):
    # While scr waits for a press, the next of names[:end] (uttt.ui's, short names) not loaded is imported, one a frame,
    # none in the first frame nor in a frame that answers a press (a press waits at most for one import). scr.ahead is
    # the next index; -1: the room first, a frame of its own that collects and goes on from 0 only where low bytes are
    # then free (a board's heap), else from skip (end: nothing). Out of memory it stops, the screen's press imports
    # the rest; nothing where nothing is dropped (a PC). (low, skip: names a boot interns anyway.)
    app = scr.app
    i = scr.ahead
    if i >= end or not app.unloads or not app.frames or app.pressed == app.frames:
        return
    if i < 0:
        heap = A.HEAP
        if heap:
            gc.collect()
        scr.ahead = 0 if heap and gc.mem_free() >= low else skip
        return
    while i < end:
        name = "uttt.ui." + names[i]
        i += 1
        scr.ahead = i
        if name not in sys.modules:
            try:
                __import__(name)
            except MemoryError:
                A.forget(name)
                scr.ahead = end
            return
