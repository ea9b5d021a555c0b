"""Colours of the game screen. X and O differ by shape as well as colour; washes and frames by brightness too.

A theme is a tuple of 0xRRGGBB colours indexed by the constants below (palette slots of the cell sprites).
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

DARK = (
    0x0A1420, 0xFF4A4A, 0x3CB4FF, 0x7A2C2C, 0x245C80, 0x5A6878, 0xF4E27A, 0xFFF04A,
    0x2A1014, 0x0E2236, 0xFFC21A, 0x263444, 0x8C9CB0, 0xE8ECF0, 0xFF2020, 0xFFFFFF,
)

THEMES = {"dark": DARK}


def colour(name_or_index, theme=DARK):
    return theme[name_or_index]
