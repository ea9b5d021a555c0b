"""Typed Super-Ultimate moves: ``parse_move(text, forced_medium, forced_small)``, the reading half of
``uttt.super_notation`` (a module of its own, like ``uttt.parse``: only a typed line needs it).

Strict, in ``uttt.parse``'s manner: a line is a move only when it is exactly one of these forms (letters in any
case, spaces around words and commas free; places 1-9 like a phone keypad from the top-left); anything else
raises ValueError naming the forms.

    always                     "4 3 5"   "4,3,5"   "435"   "medium 4, board 3, square 5" (commas optional)
    sent to a medium board     also "3 5"   "3,5"   "35"   "board 3, square 5"   (medium = forced_medium)
    sent to a small board      also "5"   "square 5"                             (board = forced_small)
"""


def _num(ch):
    """A character "1".."9" as 0..8, else -1."""
    return ord(ch) - 49 if "1" <= ch <= "9" else -1


FULL_FORMS = ("ddd", "d,d,d", "T", "mdbdsd", "md,bd,sd", "md,bdsd", "mdbd,sd")
MEDIUM_FORMS = ("dd", "d,d", "D", "bdsd", "bd,sd")
SMALL_FORMS = ("d", "sd")


def parse_move(text, forced_medium=-1, forced_small=-1):
    """The move (0..728) that text names. ``forced_medium``, ``forced_small``: the game's (-1 when free),
    which allow the shorter forms. Raises ValueError saying which forms are expected (the game is not
    touched)."""
    shape = ""
    ds = []         # the places (0-8) in order
    for w in str(text).lower().replace(",", " , ").split():
        if len(shape) > 8:
            break   # longer than any form
        if w in ("medium", "board", "square", ","):
            shape += w[0]
        elif 1 <= len(w) <= 3 and all(_num(ch) >= 0 for ch in w):
            shape += "d" if len(w) == 1 else "D" if len(w) == 2 else "T"
            ds += [_num(ch) for ch in w]
        else:
            shape += "?"
    if shape in FULL_FORMS:
        return 81 * ds[0] + 9 * ds[1] + ds[2]
    if forced_medium >= 0 and shape in MEDIUM_FORMS:
        return 81 * forced_medium + 9 * ds[0] + ds[1]
    if forced_medium >= 0 and forced_small >= 0 and shape in SMALL_FORMS:
        return 81 * forced_medium + 9 * forced_small + ds[0]
    want = "medium, board and square 1-9: '4 3 5', '4,3,5', '435' or 'medium 4, board 3, square 5'"
    if forced_medium >= 0:
        want += "; or board and square: '3 5' or 'board 3, square 5'"
    if forced_small >= 0:
        want += "; or the square alone: '5'"
    s = str(text).strip()   # quoted cut short: a 1 MB line gives a short message
    raise ValueError("%r is not a move: type %s" % (s[:30] + ("..." if len(s) > 30 else ""), want))
