"""The end of a game of the match (uttt.ui.rounds' code that runs once a game): its score, its count in the
stats, what its rating rates, and a turn timer's time-out. ``rounds.ending`` and ``rounds.time_out`` import this
module when called and drop it after (``uttt.ui.app.forget``; a Super-Ultimate game's end: ``uttt.ui.supergame``),
so at play none of this code is in RAM. Functions of the App's shared state; no displayio, no pins.
"""

from uttt.match import LOSE
from uttt.ui.app import forget


def end(app, result):
    """A game of the match ended with result (1 X won, 2 O won, 3 draw): score it, count it in the stats,
    rate it (the game screen starts the rating once its end is done: ``GameScreen.start_rating``)."""
    se = app.series
    p1_mark = se.mark_of(1)
    if app.timer is not None:
        app.timer.stop()
    if not se.over:
        app.round_won = se.record(result)
    if app.state is not None:
        from uttt.stats import outcome
        app.state.stats.record(app.game.variant, app.level + 1 if app.cpu else 0, outcome(result, p1_mark))
    forget("uttt.tally")  # the counting's code (Series.record, Stats.record) runs once a game: not kept
    line = "Game %d: %s. %s" % (se.rounds, "a draw" if not app.round_won
                                else "%s %s" % (app.player_name(app.round_won), "win" if app.round_won == 1 and
                                                app.cpu else "wins"), score_line(app))
    if se.over:
        line += ". " + series_line(app)
    app.say(line)
    app.rater = None
    app.review = None
    # The game's analysis, for the Review, also rates player 1's (your) moves; between friends nobody's go into
    # the stats (unless ``rate_2p``). The game screen starts it in the next frame (``GameScreen.start_rating``:
    # uttt.ui.rating's ``start``, not this module's: importing this again in that frame made it ~0.2 s longer on a
    # PyBadge, estimate). A Super-Ultimate game's runs when its Review opens (uttt.ui.superanalysis): on its
    # result, beside the game's code, its search did not fit the Super boot's 128 KB (158 KB: docs/super.md,
    # superreview45).
    g = app.game
    app.scr.rating = (-1 if g.variant == "super" or not g.moves else
                      p1_mark if app.cpu or app.settings.get("rate_2p") else 0)


def score_line(app):
    se = app.series
    return "%s %s - %s %s" % (app.player_name(1), se.score_text(1), se.score_text(2), app.player_name(2))


def series_line(app):
    """The match result once it is over: "P1 wins the match 2-1" or "Match tied 1.5-1.5"."""
    se = app.series
    score = "%s-%s" % (se.score_text(1), se.score_text(2))
    if not se.winner:
        return "Match tied " + score
    if se.winner == 2:
        score = "%s-%s" % (se.score_text(2), se.score_text(1))
    name = app.player_name(se.winner)
    return "%s %s the match %s" % (name, "win" if name == "You" else "wins", score)


# ----- the turn timer ran out on the game screen scr -------------------------------------------------------------
def time_out(scr):
    """The player to move ran out of time: a random legal move, or the game lost (the setting). Over two frames
    (frames31): the first imports this module and uttt.tally (the random move's code, or the count's) and does
    no more (``rounds.time_out``, which catches a MemoryError there); the next (its timer still out) plays the move
    or ends the game, then drops both. In one frame, the imports and the move with its drawing took ~80 ms of a
    PyBadge's (board-adjusted estimate; issue 16: 50). uttt.tally is kept till the next frame; a change of family
    drops both, and so does a game's end."""
    app = scr.app
    g = app.game
    t = app.timer
    who = app.player_name(app.series.player_of(g.turn))
    t.stop()
    scr.stop_pondering()
    scr.timer_shown = None
    app.dirty.add("status")
    if t.on_expire == LOSE:
        app.forfeit = 3 - g.turn  # the player to move loses (uttt.timer.forfeit_result)
        app.say("%s ran out of time and lose%s the game" % (who, "" if who == "You" else "s"))
        app.cue("win")
        end(app, app.forfeit)
        scr.focus = None
        app.dirty.add("cells")
        scr.after_change()
        app.save()
    else:
        from uttt.tally import expire_move  # (uttt.timer.expire_move's code)
        m = expire_move(g)
        app.say("%s ran out of time: a random move" % who)
        app.cursor = m % 9 if app.mode == "wild" else m
        scr.focus = None
        scr.play(m)
        if scr.highlight < 0 and not scr.computer:
            scr.highlight = m          # show where the random move went
            scr.highlight_until = app.now + 900  # as long as the computer's move (game.HIGHLIGHT_MS)
    forget("uttt.ui.gameend")  # (rounds.time_out's call ends here: none of this code is kept)
    forget("uttt.tally")
