"""The move log rebuilt from a game's moves (``App.log``, for the move-log screen): seed 001's lines for every
move. Only the log screen shows it (``uttt.ui.logscreen``), so this module is one of its guests'
(``uttt.ui.app.GUESTS``): imported when the log opens and dropped with it, never resident at play.
"""

from uttt.codec import new_game
from uttt.notation import log_lines


def replay_log(game):
    """The log lines of every move of game (the log is rebuilt from the moves, never kept)."""
    if game.variant == "super":
        from uttt.ui.superlog import replay_log as superlog
        return superlog(game)
    out = []
    for lines in entries(game):
        out += lines
    return out


def entries(game):
    """Each move's log lines in turn, a list a move (a generator: the log screen takes them after it shows)."""
    g = new_game(game.variant, getattr(game, "stay_open", 0), getattr(game, "most_boards", 0))
    for m in game.moves:
        g.play(m)
        yield log_lines(g)
