"""Match play around the games (for the game screen): who plays what, the match score, the turn timer's
setting, the stats and the rating of your moves. Functions of the App's shared state; no displayio, no pins.

- A **match** (``uttt.match.Series``) belongs to one kind of game: Ultimate, Classic or Wild, against a friend
  or the computer. *Again* and *New game* continue it; starting another kind from the title menu, or changing
  the match settings (length, draws, first move, your side against the computer), starts a new one, and so
  does the next game after a match is over. Player 1 is you against the computer.
- The **turn timer** (``uttt.match.TurnTimer``) times a person's turn on the game screen only: it pauses on
  menus and the log, the computer's turn is not timed, and a hint's search does not count.
- After each game the reference search (the hint's) **analyses** both players' moves in the background for
  the Review (``uttt.ui.rating``, stepped by ``App.tick``); against the computer it rates your moves (the
  accuracy); between friends player 1's too when ``settings["rate_2p"]`` is set.
"""

from uttt.codec import new_game
from uttt.match import Series, TurnTimer, BEST_OF, RANDOM, LOSE, expire_move, forfeit_result
from uttt.ui.persist import TIMES

VARIANTS = ("ultimate", "classic", "wild", "super")
LEVELS = ("beginner", "easy", "medium", "hard")


def kind_of(mode, cpu):
    variant = "ultimate" if mode in ("hotseat", "bot") else mode
    return 1 + 2 * VARIANTS.index(variant) + (1 if cpu else 0)


def start(app, mode):
    """A new game of mode: set who plays what, continue the match or start a new one, set up the game."""
    s = app.settings
    cpu = mode == "bot" or (mode in ("classic", "wild", "super") and bool(s["vs"]))
    app.mode = mode
    app.cpu = cpu
    app.level = s["level"]
    kind = kind_of(mode, cpu)
    first = 1 if not cpu or s["human"] == 1 else 2
    want = (BEST_OF[s["best_of"]], bool(s["sudden_death"]), bool(s["alternate"]), first)
    se = app.series
    if se.over or kind != app.series_kind or (se.best_of, se.sudden_death, se.alternate, se.first) != want:
        app.series = Series(*want)
        app.series_kind = kind
        if app.state is not None:
            app.state.series = app.series
    app.human = app.series.mark_of(1)
    app.forfeit = 0
    app.round_won = -1
    app.accuracy = None
    app.review = None
    if mode in ("hotseat", "bot"):
        app.game = new_game("ultimate", s["stay_open"], s["most_boards"])
    elif mode == "super":  # loaded only for a Super-Ultimate game
        from uttt.ui.superplay import new_game as new_super
        app.game = new_super(s["stay_open"], s["most_boards"])
    else:
        app.game = new_game(mode)
    app.mark = 1
    app.cursor = -1
    start_timer(app)
    app.say("New game: %s" % mode_name(app))


def start_timer(app):
    """A fresh turn timer as the settings say (a new or resumed game)."""
    s = app.settings
    app.timer = TurnTimer(TIMES[s["timer"]], LOSE if s["timeout"] else RANDOM)


def mode_name(app):
    name = {"hotseat": "Ultimate", "bot": "Ultimate", "classic": "Classic", "wild": "Wild",
            "super": "Super-Ultimate"}.get(app.mode, "")
    if app.cpu:
        if app.mode == "wild":
            return "Wild vs computer (%s), you move %s" % (LEVELS[app.level], ("first", "second")[app.human - 1])
        return "%s vs computer (%s), you play %s" % (name, LEVELS[app.level], " XO"[app.human])
    return name + ", 2 players"


def end(app, result):
    """A game of the match ended with result (1 X won, 2 O won, 3 draw): score it, count it in the stats,
    rate it (the game screen starts the rating in the next frame: ``GameScreen.start_rating``)."""
    se = app.series
    p1_mark = se.mark_of(1)
    app.timer.stop()
    if not se.over:
        app.round_won = se.record(result)
    if app.state is not None:
        from uttt.stats import outcome
        from uttt.ui.app import forget
        app.state.stats.record(app.game.variant, app.level + 1 if app.cpu else 0, outcome(result, p1_mark))
        forget("uttt.tally")  # the counting's code (uttt.stats.Stats.record) runs once a game: not kept
    line = "Game %d: %s. %s" % (se.rounds, "a draw" if not app.round_won
                                else "%s %s" % (app.player_name(app.round_won), "win" if app.round_won == 1 and
                                                app.cpu else "wins"), score_line(app))
    if se.over:
        line += ". " + series_line(app)
    app.say(line)
    app.rater = None
    app.review = None
    app.scr.rating = p1_mark  # the game screen starts the rating in the next frame (start_rating)


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


def start_rating(app, mark):
    """Analyse the game just ended for the Review, and rate player 1's (your) moves (in the background, from
    App.tick); between friends nobody's moves go into the stats (unless ``rate_2p``)."""
    app.rater = None
    app.review = None
    g = app.game
    if g is None or not g.moves or g.variant == "super":  # (the rating knows no Super-Ultimate game)
        return
    if not (app.cpu or app.settings.get("rate_2p")):
        mark = 0
    try:
        from uttt.ui.rating import Rater
        app.rater = Rater(g, mark, seed=app.seed or 0)
    except (ImportError, MemoryError) as e:
        print("degraded: moves not rated:", e)
        return
    app.dirty.add("status")


def rule_tags(app):
    """Short tags for the Ultimate rule options in force: "open" (won boards stay open), "most"."""
    g = app.game
    if g is None or g.variant not in ("ultimate", "super"):
        return ()
    out = ()
    if getattr(g, "stay_open", 0):
        out += ("open",)
    if getattr(g, "most_boards", 0):
        out += ("most",)
    return out


# ----- the turn timer on the game screen scr ---------------------------------------------------------------------
def timer_tick(scr, now):
    """Run the countdown while a person's turn is on the game screen; act when it runs out."""
    app = scr.app
    t = app.timer
    if not t.enabled:
        return
    g = app.game
    if app.over or not app.human_turn():
        if t.running:
            t.stop()
        shown = None
    elif scr.computer:
        t.pause(now)   # a hint being found: the clock waits
        shown = t.seconds_left(now)
    else:
        if t.ply != g.ply:
            t.ply = g.ply
            t.start(now)
        elif t.paused:
            t.resume(now)
        shown = t.seconds_left(now)
        if t.tick_due(now):
            app.cue("tick")
        if t.expired(now):
            time_out(scr)
            return
    if shown != scr.timer_shown:
        scr.timer_shown = shown
        app.dirty.add("status")

def time_out(scr):
    """The player to move ran out of time: a random legal move, or the game lost (the setting)."""
    app = scr.app
    g = app.game
    t = app.timer
    who = app.player_name(app.series.player_of(g.turn))
    t.stop()
    scr.stop_pondering()
    scr.timer_shown = None
    app.dirty.add("status")
    if t.on_expire == LOSE:
        app.forfeit = forfeit_result(g)
        app.say("%s ran out of time and lose%s the game" % (who, "" if who == "You" else "s"))
        app.cue("win")
        end(app, app.forfeit)
        scr.focus = None
        app.dirty.add("cells")
        scr.after_change()
        app.save()
        return
    m = expire_move(g)
    app.say("%s ran out of time: a random move" % who)
    app.cursor = m % 9 if app.mode == "wild" else m
    scr.focus = None
    scr.play(m)
    if scr.highlight < 0 and not scr.computer:
        scr.highlight = m          # show where the random move went
        scr.highlight_until = app.now + 900  # as long as the computer's move (game.HIGHLIGHT_MS)
