"""The three themes' colours (seed 000 1.3: glowing neon, chalkboard, bold monochrome) and high contrast, as
tuples indexed by ``uttt.ui.theme``'s slots. ``uttt.ui.theme.make`` imports this module to make a theme and
drops it again (the app keeps the tuple), so none of it stays in RAM at play; the tests read it directly.
"""

try:
    from micropython import const
except ImportError:  # CPython (the simulator, the tests)
    def const(x):
        return x

# uttt.ui.theme's slots that high contrast changes (a leaf: this module imports nothing of the game;
# tests/test_themes.py checks they are the same numbers)
_BG = const(0)
_X = const(1)
_O = const(2)
_X_DIM = const(3)
_O_DIM = const(4)
_X_BG = const(8)
_LINE = const(11)
_THICK = const(12)
_TEXT = const(13)
_BAD = const(14)
_CURSOR = const(15)

# WCAG contrast (tests/test_contrast.py): text and marks >= 4.5:1 on the board (7:1 in high contrast), the
# winning line >= 3:1 against both marks and the board: so the marks are light and the line a middle tone.
# Glowing neon (the default): light red and blue on a night-blue board, gold frames, a violet winning line.
DARK = (
    0x0A1420, 0xFFA4A4, 0x5CC8FF, 0xC05858, 0x4A90C0, 0x465260, 0xF4E27A, 0xFFF04A,
    0x24080C, 0x123450, 0xFFC21A, 0x263444, 0x8C9CB0, 0xE8ECF0, 0xFF2020, 0xFFFFFF, 0x7448CC,
)
# Chalkboard: chalk white X, chalk blue O (not the gold of the frames) on green-black slate, chalk lines.
CHALK = (
    0x182420, 0xF4F1E8, 0xA8E0FF, 0x8E8C84, 0x6A98B4, 0x66706A, 0xE8B8A0, 0xFFF6A0,
    0x141E19, 0x3A4C42, 0xF2B640, 0x3C5046, 0xB4C0B6, 0xF0EEE6, 0xFF7A6A, 0xFFFFFF, 0xB8506A,
)
# Bold monochrome: white X, light grey O on black; a middle grey frame and winning line, greys for washes,
# the refused flash is a thick grey box.
MONO = (
    0x000000, 0xFFFFFF, 0xD0D0D0, 0x9A9A9A, 0x9A9A9A, 0x585858, 0xC8C8C8, 0xFFFFFF,
    0x1A1A1A, 0x343434, 0x989898, 0x3C3C3C, 0xB0B0B0, 0xFFFFFF, 0x8C8C8C, 0xFFFFFF, 0x6A6A6A,
)
THEMES = (DARK, CHALK, MONO)       # settings.theme 0, 1, 2
THEME_NAMES = ("neon", "chalk", "mono")


def colour(name_or_index, theme=DARK):
    return theme[name_or_index]


def luma(c):
    """Perceived brightness 0..255 of 0xRRGGBB (what a colour-blind eye still sees)."""
    return (299 * (c >> 16) + 587 * ((c >> 8) & 255) + 114 * (c & 255)) // 1000


def _toward(c, to, k):
    """c moved a fraction k (0..1) of the way to colour to."""
    out = 0
    for sh in (16, 8, 0):
        a = (c >> sh) & 255
        b = (to >> sh) & 255
        out |= int(a + (b - a) * k) << sh
    return out


def make(index=0, high_contrast=False):
    """The colours of theme index (0 neon, 1 chalk, 2 mono), optionally in high contrast: a black board,
    full-brightness marks, white text and lines, brighter small marks under claimed boards."""
    t = THEMES[index if 0 <= index < len(THEMES) else 0]
    if not high_contrast:
        return t
    t = list(t)
    t[_BG] = 0x000000
    for i in (_X, _O):  # full brightness, same hue, a little paler (a grey stays: mono's O stays apart from X)
        c = t[i]
        if c >> 16 == c & 255 == (c >> 8) & 255:
            continue
        top = max((c >> 16) & 255, (c >> 8) & 255, c & 255) or 1
        c = (((c >> 16) & 255) * 255 // top << 16) | (((c >> 8) & 255) * 255 // top << 8) | (c & 255) * 255 // top
        t[i] = _toward(c, 0xFFFFFF, 0.3)
    t[_X_DIM] = _toward(t[_X_DIM], t[_X], 0.5)
    t[_O_DIM] = _toward(t[_O_DIM], t[_O], 0.5)
    t[_X_BG] = _toward(t[_X_BG], 0x000000, 0.4)
    t[_BAD] = _toward(t[_BAD], 0xFFFFFF, 0.35)
    t[_LINE] = 0x808080
    t[_THICK] = 0xFFFFFF
    t[_TEXT] = 0xFFFFFF
    t[_CURSOR] = 0xFFFFFF
    return tuple(t)
