"""Moves as text: the compact notation of seed 003 and the move log of seed 001.

Notation (1-based, as a player counts): Ultimate "board 3, square 5"; Classic "square 5"; Wild "O on square 5".
``parse_move`` is lenient ("3 5", "3,5", "35", "b3 s5" all work) and raises ValueError with a clear message.

Log: after each mark, ``log_lines(game)`` gives seed 001's lines for the last move, e.g.
"X played center of top-right board", then "X claimed the top-right board", "The match is a draw".
"""

from uttt.rules import CELL_NAMES

MARKS = " XO"


def format_move(m, variant="ultimate"):
    """Text for move m: "board 3, square 5" (Ultimate), "square 5" (Classic), "O on square 5" (Wild)."""
    if variant == "ultimate":
        return "board %d, square %d" % (m // 9 + 1, m % 9 + 1)
    if variant == "wild":
        return "%s on square %d" % (MARKS[m // 9 + 1], m % 9 + 1)
    return "square %d" % (m + 1)


def parse_move(text, variant="ultimate"):
    """The move that text names. Raises ValueError saying what was expected."""
    s = str(text).strip().upper()
    mark = 0
    if variant == "wild":
        if s[:1] in ("X", "O"):
            mark = 1 if s[0] == "X" else 2
            s = s[1:]
        else:
            raise ValueError("say which mark and where, e.g. 'O on square 5' or 'O 5'")
    digits = [ch for ch in s if "0" <= ch <= "9"]
    need = 2 if variant == "ultimate" else 1
    if len(digits) != need or "0" in digits:
        if need == 2:
            raise ValueError("expected a board and a square, each 1-9, e.g. 'board 3, square 5' or '3 5'")
        raise ValueError("expected a square 1-9, e.g. 'square 5' or '5'")
    for ch in s:  # anything but the words of the notation is a typo worth reporting
        if not ("0" <= ch <= "9" or ch in " ,.:;-/BOARDSQUEN"):
            raise ValueError("did not understand %r" % text)
    if need == 2:
        return 9 * (ord(digits[0]) - 49) + ord(digits[1]) - 49
    c = ord(digits[0]) - 49
    return c + 9 * (mark - 1) if mark else c


def describe_move(m, variant, mover):
    """'X played center of top-right board' (Ultimate), 'X played center' / 'X placed an O in the center'."""
    who = MARKS[mover]
    if variant == "ultimate":
        return "%s played %s of %s board" % (who, CELL_NAMES[m % 9], CELL_NAMES[m // 9])
    if variant == "wild":
        return "%s placed an %s in the %s" % (who, MARKS[m // 9 + 1], CELL_NAMES[m % 9])
    return "%s played %s" % (who, CELL_NAMES[m])


def result_line(game):
    """The line that ends the game, or None while it goes on."""
    r = game.result
    if not r:
        return None
    what = "match" if game.variant == "ultimate" else "game"
    if r == 3:
        return "The %s is a draw" % what
    line = "%s won the %s" % (MARKS[r], what)
    if game.variant == "ultimate" and game.winning_line() is None:
        line += " on boards, %d to %d" % (game.count_boards(r), game.count_boards(3 - r))
    return line


def log_lines(game):
    """Seed 001's log lines for the last move played in game (a list of 1-3 strings)."""
    m = game.last_move
    if m < 0:
        return []
    mover = 3 - game.turn  # the turn has already passed to the other player
    lines = [describe_move(m, game.variant, mover)]
    if game.variant == "ultimate":
        change = game.last_board_change()
        name = CELL_NAMES[m // 9]
        if change in (1, 2):
            lines.append("%s claimed the %s board" % (MARKS[change], name))
        elif change == 3:
            lines.append("The %s board is drawn" % name)
    end = result_line(game)
    if end:
        lines.append(end)
    return lines
