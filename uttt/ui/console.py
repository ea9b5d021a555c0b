"""Moves typed on the serial console (or any line ``App.console`` is given) while the game screen is shown:
"3 5" (board 3, square 5), a lone square "5" when the board is forced, Classic "5", Wild "O 5"
(``uttt.parse.parse_move``). Imported when a line is first typed; the parser is loaded for each line and
dropped after it, so a board keeps no parser in RAM at play."""

from uttt.ui.app import forget
from uttt.ui.cursor import short_why


def parse(text, game):
    """The move text names in game (ValueError saying what is expected), with the parser loaded for it."""
    from uttt.parse import parse_move
    try:
        return parse_move(text, game.variant, game.forced)
    finally:
        forget("uttt.parse")


def typed_move(scr, text, parse=parse, name=None):
    """A typed move (the serial console): parse(text, game) gives the move (ValueError saying what is expected),
    name(move) its words in a refusal (default: ``uttt.parse.format_move``'s); Super-Ultimate passes its own
    (``uttt.ui.superinput``)."""
    app = scr.app
    if scr.name != "game":
        app.say("? the game is over: start another from the menu")
        return
    if scr.computer or scr.hinting or not app.human_turn():  # (a hint asked for: its search starts next frame)
        app.say("? not your turn")
        return
    g = app.game
    try:
        m = parse(text, g)
    except ValueError as e:
        app.say("? %s" % e)
        return
    cell = m % 9 if app.mode == "wild" else m
    why = g.why_illegal(m)
    if why:
        if name is None:  # the move in uttt.parse's words (loaded for the line and dropped, as its parser)
            from uttt.parse import format_move
            text = format_move(m, g.variant)
            forget("uttt.parse")
        else:
            text = name(m)
        app.say("? %s is illegal: %s" % (text, why))
        scr.bad(cell, short_why(why))
        return
    app.cursor = cell
    scr.play(m)
