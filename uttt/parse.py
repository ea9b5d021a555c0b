"""Typed moves: ``parse_move(text, variant, forced)``, and a move in those words: ``format_move(m, variant)``.

A module of its own because only a typed line needs it (the board's serial console, uttt.ui.console, which
loads it for the line and drops it; the text version, uttt.ui.textui): a board keeps it out of RAM at play.
``format_move`` is here too (it was ``uttt.notation``'s): only a typed move's refusal, the text version and the
tests name a move so, and in ``uttt.notation``, which every move's log line needs, it held ~0.5 KB of the heap at
play (heap30).

``parse_move`` is strict: a line is a move only when it is exactly one of these forms (letters in any case,
spaces around words and commas free; boards and squares 1-9 like a phone keypad from the top-left, as
``format_move`` writes them); anything else raises ValueError naming the forms.

    Ultimate   "3 5"   "3,5"   "35"   "board 3, square 5" (the comma may be left out)
               and, only when the board is forced (``forced`` = its index 0-8): "5" or "square 5"
    Classic    "5"   "square 5"
    Wild       "O 5"   "O on square 5"   (or X)

Both callers pass the game's ``forced`` board, so the lone-square rule is the same in both.
"""

from uttt.notation import MARKS
from uttt.rules import shown

# The answer to a typed "help" (``uttt.ui.app.App.console``; here, not in the app's module, which is in RAM at play).
HELP = ("Type a move: '3 5' = board 3, square 5 (1-9, numbered like a phone keypad from the top-left); Classic '5'; "
        "Wild 'O 5'.")


def _top(variant):
    """The number of moves of a variant (moves are 0 .. top - 1); ValueError for an unknown variant."""
    top = 81 if variant == "ultimate" else 9 if variant == "classic" else 18 if variant == "wild" else 0
    if not top:
        raise ValueError("unknown variant %r (ultimate, classic or wild)" % (variant,))
    return top


def format_move(m, variant="ultimate"):
    """Text for move m: "board 3, square 5" (Ultimate), "square 5" (Classic), "O on square 5" (Wild).
    Raises ValueError for an unknown variant or a move out of its range."""
    top = _top(variant)
    if type(m) is not int or not 0 <= m < top:
        raise ValueError("no such %s move: %s (moves are 0..%d)" % (variant, shown(m), top - 1))
    if variant == "ultimate":
        return "board %d, square %d" % (m // 9 + 1, m % 9 + 1)
    if variant == "wild":
        return "%s on square %d" % (MARKS[m // 9 + 1], m % 9 + 1)
    return "square %d" % (m + 1)


def _num(ch):
    """A character "1".."9" as 0..8, else -1."""
    return ord(ch) - 49 if "1" <= ch <= "9" else -1


def parse_move(text, variant="ultimate", forced=-1):
    """The move that text names (see the module doc for the forms). ``forced``: the board the mover must
    play in (``game.forced``), which allows the square alone in Ultimate. Raises ValueError saying which
    forms are expected, for any other text (the caller's game is not touched).

    Each word becomes one letter of a shape (d a digit 1-9, D two of them, b board, s square, n on, m a mark,
    "," a comma, ? anything else) and the shape must be one of the documented ones."""
    _top(variant)
    if type(forced) is not int or not -1 <= forced <= 8:
        raise ValueError("forced is a board 0-8, or -1 for none; not %s" % (str(forced)[:30],))
    shape = ""
    ds = []         # the digits (0-8) and marks (0 X, 1 O) in order
    for w in str(text).lower().replace(",", " , ").split():
        if len(shape) > 5:
            break   # longer than any form
        if w in ("x", "o"):
            shape += "m"
            ds.append(1 if w == "o" else 0)
        elif w in ("board", "square", "on", ","):
            shape += w[0].replace("o", "n")
        elif len(w) == 1 and _num(w) >= 0:
            shape += "d"
            ds.append(_num(w))
        elif len(w) == 2 and _num(w[0]) >= 0 and _num(w[1]) >= 0:
            shape += "D"
            ds += (_num(w[0]), _num(w[1]))
        else:
            shape += "?"
    if variant == "wild":
        ok = shape in ("md", "mnsd")
        want = "a mark and a square 1-9: 'O 5' or 'O on square 5'"
    elif shape in ("d", "sd") and (variant == "classic" or forced >= 0):   # the square alone
        ok = True
        ds.insert(0, max(forced, 0))
    elif variant == "classic":
        ok = False
        want = "a square 1-9: '5' or 'square 5'"
    else:
        ok = shape in ("dd", "d,d", "D", "bdsd", "bd,sd")
        want = "board and square 1-9: '3 5', '3,5', '35' or 'board 3, square 5'" + \
            (", or the square alone" if forced >= 0 else "")
    if ok:
        return 9 * ds[0] + ds[1]
    s = str(text).strip()   # quoted cut short: a 1 MB line gives a short message
    raise ValueError("%r is not a move: type %s" % (s[:30] + ("..." if len(s) > 30 else ""), want))
