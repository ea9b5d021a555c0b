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
_DUE = [-1, -1]  # a random move chosen and said in a frame: [that frame (app.frames), the move] (time_out)


def time_out(scr):
    """The player to move ran out of time: a random legal move, or the game lost (the setting). Over three frames
    for a random move, two for a loss (frames31, ugame62): the first imports this module and uttt.tally (the random
    move's code, or the count's) and does no more (``rounds.time_out``, which catches a MemoryError there); the
    next (its timer still out) stops the pondering, chooses the move and says it on the console, and leaves the
    timer out, so the one after it (``_DUE``: the very next frame, or the choice is made again) plays the move, or
    the second ends the game; then both modules go. In one frame, the imports and the move with its drawing took ~80
    ms of a PyBadge's (board-adjusted estimate; issue 16: 50), the choice and the move ~55 (ugame61: the choice,
    its console line, the pondering's stop ~8 ms of it). uttt.tally is kept till the last frame; a change of
    family drops both, and so does a game's end."""
    app = scr.app
    g = app.game
    t = app.timer
    f = app.frames
    if t.on_expire != LOSE and _DUE[0] != f - 1:
        scr.stop_pondering()  # (the frame draws nothing: the timer's line and the move come with the move's frame)
        from uttt.tally import expire_move  # (uttt.timer.expire_move's code)
        _DUE[1] = expire_move(g)
        _DUE[0] = f
        app.say("%s ran out of time: a random move" % app.player_name(app.series.player_of(g.turn)))
        return
    t.stop()
    scr.stop_pondering()
    scr.timer_shown = None
    app.dirty.add("status")
    if t.on_expire == LOSE:
        who = app.player_name(app.series.player_of(g.turn))
        app.forfeit = 3 - g.turn  # the player to move loses (uttt.timer.forfeit_result)
        app.say("%s ran out of time and lose%s the game" % (who, "" if who == "You" else "s"))
        app.cue("win")
        end(app, app.forfeit)
        scr.focus = None
        app.dirty.add("cells")
        scr.after_change()
        app.save()
    else:
        m = _DUE[1]
        _DUE[0] = -1
        app.cursor = m % 9 if app.mode == "wild" else m
        scr.focus = None
        scr.play(m)
        if scr.highlight < 0 and not scr.computer:
            scr.highlight = m          # show where the random move went
            scr.highlight_until = app.now + 900  # as long as the computer's move (game.HIGHLIGHT_MS)
    forget("uttt.ui.gameend")  # (rounds.time_out's call ends here: none of this code is kept)
    forget("uttt.tally")
