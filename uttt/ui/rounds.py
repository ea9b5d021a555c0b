"""Match play around the games (for the game screen): who plays what, the match score, the turn timer's
setting, the stats and the rating of your moves. Functions of the App's shared state; no displayio, no pins.

- A **match** (``uttt.match.Series``) belongs to one kind of game: Ultimate, Classic or Wild, against a friend
  or the computer. *Again* and *New game* continue it; starting another kind from the title menu, or changing
  the match settings (length, draws, first move, your side against the computer), starts a new one, and so
  does the next game after a match is over. Player 1 is you against the computer.
- The **turn timer** (``uttt.timer.TurnTimer``, while one is set) times a person's turn on the game screen
  only: it pauses on menus and the log, the computer's turn is not timed, and a hint's search does not count.
- After each game the reference search (the hint's) **analyses** both players' moves in the background for
  the Review (``uttt.ui.rating``, stepped by ``App.tick``); against the computer it rates your moves (the
  accuracy); between friends player 1's too when ``settings["rate_2p"]`` is set.
"""

from uttt.codec import new_game
from uttt.match import Series, BEST_OF, RANDOM, LOSE
from uttt.ui.app import forget
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
    forget("uttt.ui.result")  # the last game's result screen's code (imported again when this one ends)
    start_timer(app)
    app.say("New game: %s" % mode_name(app))


def start_timer(app):
    """A fresh turn timer as the settings say (a new or resumed game); None while no timer is set (its code,
    ``uttt.timer``, is imported with the first timed game)."""
    s = app.settings
    app.timer = None
    if s["timer"]:
        from uttt.timer import TurnTimer
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
    rate it (the game screen starts the rating in the next frame: ``GameScreen.start_rating``). Its code, and
    the rating's start and a time-out's, run once a game: uttt.ui.gameend, dropped after each call."""
    from uttt.ui.gameend import end
    end(app, result)
    forget("uttt.ui.gameend")


def start_rating(app, mark):
    """Analyse the game just ended for the Review, and rate player 1's (your) moves (in the background, from
    App.tick); between friends nobody's moves go into the stats (unless ``rate_2p``)."""
    from uttt.ui.gameend import start_rating
    start_rating(app, mark)
    forget("uttt.ui.gameend")


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
    if t is None:
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
    from uttt.ui.gameend import time_out
    time_out(scr)
    forget("uttt.ui.gameend")
    forget("uttt.tally")  # (expire_move's code)
