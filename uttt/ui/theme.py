"""Colours of the game screen (seed 000 1.3: glowing neon, chalkboard, bold monochrome), and high contrast.

A theme is a tuple of 0xRRGGBB colours indexed by the constants below (palette slots of the cell sprites).
The view keeps one ``displayio.Palette`` of them for every sprite sheet and shape that uses the theme's slots,
so a theme change rewrites 17 palette entries, the few small palettes of the cursor, the board overlays and
the texts: no bitmap is rebuilt.

Colour-blind safe in every theme: X and O differ by shape (cross / ring, small and big, the turn icon), a
board X claimed is washed darker than one O claimed, and a drawn board (slate) is lighter than both
(``tests/test_themes.py`` checks the luminance steps); colour is never the only cue.

The colours themselves and the high-contrast rule are in ``uttt.ui.themecolours``, which ``make`` imports and
drops again: a theme is made at boot and when Settings change it, and the app keeps the tuple it returns, so at
play only the slots' names below are in RAM (issue 16).
"""

BG = 0          # board background
X = 1           # X marks
O = 2           # O marks
X_DIM = 3       # small marks under a claimed or drawn board
O_DIM = 4
SLATE = 5       # wash of a drawn board
LAST = 6        # last-move corner marker
HIGH = 7        # outline of the computer's move / a hint, briefly
X_BG = 8        # background of a board X claimed
O_BG = 9        # background of a board O claimed
GOLD = 10       # frame of the board(s) to play in
LINE = 11       # thin cell lines
THICK = 12      # lines between the small boards
TEXT = 13       # text
BAD = 14        # refused press flash
CURSOR = 15     # cursor outline
STRIKE = 16     # the winning line: a middle tone, >= 3:1 against both marks and the board



def make(index=0, high_contrast=False):
    """The colours of theme index (0 neon, 1 chalk, 2 mono), optionally in high contrast: a tuple indexed by
    the slots above (``uttt.ui.themecolours.make``; that module is dropped once it has answered)."""
    import sys

    from uttt.ui import themecolours

    try:
        return themecolours.make(index, high_contrast)
    finally:  # one-shot: its code and the three themes' tuples go
        sys.modules.pop("uttt.ui.themecolours", None)
        ui = sys.modules.get("uttt.ui")
        if ui is not None and getattr(ui, "themecolours", None) is not None:
            delattr(ui, "themecolours")
