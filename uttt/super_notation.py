"""Super-Ultimate moves as text and its move log: ``uttt.notation`` one level deeper (issue 21).

A module of its own, imported only when a Super-Ultimate game is played, so the other modes' memory does not
grow. Places are 1-9 like a phone keypad from the top-left, as in the rest of the game.

Notation: "medium 4, board 3, square 5" (``format_move``); typed moves are read by ``uttt.super_parse``.
Log: after each mark, ``log_lines(game)`` gives seed 001's lines one level deeper, e.g.
"X played center of top-right board in the middle-left medium board", then
"X claimed the top-right board in the middle-left medium board", "X claimed the middle-left medium board",
"X won the game"; a full board without a line: "The top-right board in the middle-left medium board is
drawn", "The middle-left medium board is drawn".
"""

from uttt.super_rules import CELL_NAMES  # (not uttt.rules: a Super game drops it)

MARKS = " XO"


def format_move(m):
    """Text for move m (0..728): "medium 4, board 3, square 5". Raises ValueError for anything else."""
    if type(m) is not int or not 0 <= m < 729:
        raise ValueError("no such super move: %s (moves are 0..728)" % (str(m)[:30],))
    return "medium %d, board %d, square %d" % (m // 81 + 1, m // 9 % 9 + 1, m % 9 + 1)


def small_name(k):
    """'top-right board in the middle-left medium board' for small board k = 9 * M + S (0..80)."""
    return "%s board in the %s medium board" % (CELL_NAMES[k % 9], CELL_NAMES[k // 9])


def describe_move(m, mover):
    """'X played center of top-right board in the middle-left medium board'."""
    return "%s played %s of %s" % (MARKS[mover], CELL_NAMES[m % 9], small_name(m // 9))


def result_line(game):
    """The line that ends the game ("X won the game", "The game is a draw"), or None while it goes on."""
    r = game.result
    if not r:
        return None
    if r == 3:
        return "The game is a draw"
    line = MARKS[r] + " won the game"
    if game.winning_line() is None:
        line += " on medium boards, %d to %d" % (game.count_boards(r), game.count_boards(3 - r))
    return line


def log_lines(game):
    """Seed 001's log lines for the last move played in game (a list of 1-4 strings)."""
    m = game.last_move
    if m < 0:
        return []
    mover = 3 - game.turn  # the turn has already passed to the other player
    lines = [describe_move(m, mover)]
    change = game.last_small_change()
    if change in (1, 2):
        lines.append("%s claimed the %s" % (MARKS[change], small_name(m // 9)))
    elif change == 3:
        lines.append("The %s is drawn" % small_name(m // 9))
    change = game.last_medium_change()
    name = CELL_NAMES[m // 81]
    if change in (1, 2):
        lines.append("%s claimed the %s medium board" % (MARKS[change], name))
    elif change == 3:
        lines.append("The %s medium board is drawn" % name)
    end = result_line(game)
    if end:
        lines.append(end)
    return lines
