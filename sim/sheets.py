"""The deploy's sprite sheets: every sheet a board's scenes ask for, drawn once on the PC by the game's own
``uttt.ui.sprites`` (with Blinka's displayio: the same pixels as a board draws, tests/test_sheets.py) and
written for ``uttt.ui.sheets.read`` (the file format is described there). A board then loads each with
one read into the Bitmap's own buffer instead of drawing it in Python when a scene is built.

``write(folder, width, height)`` writes the sheets of a width x height screen into folder, for every input
scheme (a board's driver picks its own) and the game's, the replay's and the Review's layouts.
"""

import os


def keys(width, height):
    """[(make, key)]: the sheets the game's scenes ask for on a width x height screen, each once."""
    from uttt.ui.gamebuild import sheet_keys
    from uttt.ui.layout import Layout, halved
    from uttt.ui.replay import LINES
    from uttt.ui.reviewscreen import LINES as REVIEW

    # the Review's caption band (uttt.ui.reviewscreen.Review: 2 lines under 128 px high, 3 on a wide screen)
    review = 2 if height < 128 else REVIEW if width // 6 - 1 < 40 else 3
    out = set()
    for scheme in ("dpad", "two", "touch"):
        for caption in (0, LINES, review):  # the game and its result; the replay and the rules pages; the Review
            L = Layout(width, height, scheme, caption=caption)
            for variant in ("ultimate", "classic", "wild"):
                for _, key, make in sheet_keys(L, variant):
                    out.add((make, key))
            f = L.finger
            if L.cell < f >= 44 and not caption:  # the enlarged board's cells (uttt.ui.zoomview) on the PyPortal
                # and the Titano (a smaller touch screen's view draws them itself: a PyBadge's deploy skips them)
                out.add(("cell_sheet", (f // halved(f, 50), 4)))
    return sorted(out)


def pack(bmp):
    """A Bitmap as uttt.ui.sheets.read reads it: header, then the rows as CircuitPython's Bitmap holds them
    (its buffer: shared-module/displayio/Bitmap.c), each a whole number of 32-bit words, the first pixel in a
    byte's most significant bits."""
    bits = bmp._bits_per_value  # Blinka's Bitmap: 2 or 4 here (Bitmap(w, h, 4 or 16))
    assert bits in (1, 2, 4)  # (8 bits and more: the words' byte order would be the board's)
    w, h = bmp.width, bmp.height
    out = bytearray((w & 255, w >> 8, h & 255, h >> 8, bits))
    per = 8 // bits
    for y in range(h):
        row = bytearray((w * bits + 31) // 32 * 4)
        for x in range(w):
            row[x // per] |= bmp[x, y] << (8 - bits * (x % per + 1))
        out += row
    return bytes(out)


def write(folder, width, height):
    """Write the sheets of a width x height screen into folder (made anew); returns how many files."""
    from uttt.ui import sheets, sprites

    os.makedirs(folder, exist_ok=True)
    n = 0
    for make, key in keys(width, height):
        drawn = getattr(sprites, make)(*key)
        with open(os.path.join(folder, sheets.name(make, key)), "wb") as f:
            f.write(pack(drawn))
        n += 1
    return n
