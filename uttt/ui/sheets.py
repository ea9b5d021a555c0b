"""Sprite sheets computed at deploy time: ``python -m sim.deploy --board B`` draws every sheet the board's
scenes ask for (``uttt.ui.gamebuild.sheet_keys``) with ``uttt.ui.sprites`` and writes each as a file in
``uttt/ui/sheets/`` beside this module (``sim/sheets.py``). ``read(make, key)`` loads one into a
``displayio.Bitmap``: on a board one read of the file into the Bitmap's own buffer (C: no drawing in Python, no
pixel unpacked; scene56), on the PC (Blinka's Bitmap is no buffer) ``bitmaptools.readinto``; ``None`` when there
is no such file (the simulator, a deploy without ``--board``, a screen the deploy did not foresee), and the view
draws the sheet then.

A file holds one bitmap: a 5-byte header (width and height, 2 bytes each, little-endian; bits a pixel) and its
rows as CircuitPython's Bitmap holds them (shared-module/displayio/Bitmap.c; 1, 2 or 4 bits a pixel): each a whole
number of 32-bit words, the first pixel in a byte's most significant bits (``readinto``'s element of 4 bytes,
its pixels reversed). ``bitmaptools.readinto`` on a board unpacked and stored each pixel: ~10x the time of the
read alone (docs/app.md, scene56).
"""

import displayio

try:
    from bitmaptools import readinto
except ImportError:  # a board without bitmaptools draws its sheets
    readinto = None

FOLDER = __file__.rsplit("/", 1)[0] + "/sheets/" if "/" in __file__ else "sheets/"


def name(make, key):
    """The file name of the sheet ``uttt.ui.sprites.<make>(*key)``."""
    return "%s-%s.bin" % (make, "-".join(str(k) for k in key))


def read(make, key, folder=FOLDER):
    """The sheet (a Bitmap) the deploy wrote for make and key, or None."""
    if readinto is None:
        return None
    try:
        f = open(folder + name(make, key), "rb")
    except OSError:
        return None
    with f:
        h = f.read(5)
        if len(h) < 5:
            return None
        bmp = displayio.Bitmap(h[0] | h[1] << 8, h[2] | h[3] << 8, 1 << h[4])
        try:
            if f.readinto(bmp) < len(memoryview(bmp)):  # a cut file: the view draws the sheet
                return None
        except Exception:  # (Blinka's Bitmap: no buffer; its words' order is not the board's)
            readinto(bmp, f, h[4], 4, True)
    return bmp
