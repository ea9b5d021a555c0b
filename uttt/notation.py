"""Moves as text: the compact notation of seed 003 and the move log of seed 001.

Notation (1-based, as a player counts; boards and squares 1-9 like a phone keypad from the top-left):
Ultimate "board 3, square 5"; Classic "square 5"; Wild "O on square 5". ``uttt.parse`` writes it
(``format_move(m, variant)``) and reads a typed move back (``parse_move``): a module of its own, as only a line
typed on the serial console or in the text version needs either, so a board keeps them out of RAM at play.

Log: after each mark, ``log_lines(game)`` gives seed 001's lines for the last move, e.g.
"X played center of top-right board", then "X claimed the top-right board", "X won the game" (Wild names
the players: "P1 placed an O in the center", "P2 won the game"). "Game" is one game; a series of games is
a match (Settings > Match), which this module never names.
"""

from uttt.rules import CELL_NAMES

MARKS = " XO"


def describe_move(m, variant, mover):
    """'X played center of top-right board' (Ultimate), 'X played center' (Classic),
    'P1 placed an O in the center' (Wild: the players choose marks, so the log names the player)."""
    if variant == "ultimate":
        return "%s played %s of %s board" % (MARKS[mover], CELL_NAMES[m % 9], CELL_NAMES[m // 9])
    if variant == "wild":
        return "P%d placed an %s in the %s" % (mover, MARKS[m // 9 + 1], CELL_NAMES[m % 9])
    return "%s played %s" % (MARKS[mover], CELL_NAMES[m])


def result_line(game):
    """The line that ends the game ("X won the game", "P2 won the game" in Wild, "The game is a draw"),
    or None while it goes on."""
    r = game.result
    if not r:
        return None
    if r == 3:
        return "The game is a draw"
    line = ("P%d" % r if game.variant == "wild" else MARKS[r]) + " won the game"
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
