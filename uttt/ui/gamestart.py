"""A game starts (or resumes after a power cycle): who plays what, the match continued or a new one, the game
set up, its turn timer. The code that runs once a game, as its end's (``uttt.ui.gameend``): the game screen
imports this module as it opens on a new or resumed game and drops it right after (``uttt.ui.app.forget``), so
at play none of it is in RAM. Functions of the App's shared state; no displayio, no pins.
"""

from uttt.codecfmt import new_game  # (uttt.codec re-exports it; this is its home. A Super boot lets it go as its game
#                                     screen is set up, uttt.supergame: superroom52; imported with its save after the
#                                     first frame, above the scene, it moved the Super holes, seed 2 at 128: superboot51)
from uttt.match import Series, BEST_OF, RANDOM, LOSE
from uttt.ui.app import forget
from uttt.storefmt import TIMES

VARIANTS = ("ultimate", "classic", "wild", "super")
LEVELS = ("beginner", "easy", "medium", "hard")


def kind_of(mode, cpu):
    variant = "ultimate" if mode in ("hotseat", "bot") else mode
    return 1 + 2 * VARIANTS.index(variant) + (1 if cpu else 0)


def start(app, mode=None):
    """A new game of mode: set who plays what, continue the match or start a new one, set up the game. Without
    mode: the game in progress resumes (after a power cycle), its turn timer afresh."""
    if not mode:
        if app.game.variant != "super":  # a boot that shows no title: its rule for the menus' code at play (resume50)
            from uttt.ui.resident import menus
            menus(app)
            forget("uttt.ui.resident")
        start_timer(app)
        app.say("Resumed: %s, move %d" % (mode_name(app), app.game.ply + 1))
        return
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
        if app.unloads:  # no family drops the core: the last Classic or Wild game's code goes here (heap25)
            forget("uttt.classic")
    elif mode == "super":  # loaded only for a Super-Ultimate game
        from uttt.ui.superplay import new_game as new_super
        app.game = new_super(s["stay_open"], s["most_boards"])
    else:
        app.game = new_game(mode)
    app.mark = 1
    app.cursor = -1
    app.dirty.add("full")  # the board, its frames and marks, the panel all drawn anew: one area (uttt.ui.view; over49)
    forget("uttt.ui.result")  # the last game's result screen's code (imported again when this one ends)
    if "replay" not in app.guests:  # what it readied for its pictures (uttt.ui.result.ready) goes, and the replay's
        app.guests = app.guests + ["replay"]  # code with the game family's guests again (review42; the App's lists)
        if app.family:  # (None on a change of family: what it left is the title's look-ahead's, AHEAD, for this game)
            for name in ("replay", "gamebuild", "sheets", "reviewscreen"):  # (uttt.ui.result.PICTURE; the replay's
                forget("uttt.ui." + name)  # code may have gone with a family, the scenes' kept: gameview, screens63)
        keep = dict(app.keep)
        k = keep["picture"]  # (uttt.ui.replay.GAME: the pictures keep them no more)
        keep["picture"] = ([n for n in k[0] if n not in ("cursor", "game", "result")], k[1])
        app.keep = keep
    start_timer(app)
    app.say("New game: %s" % mode_name(app))
    if mode == "super" and not app.frames and app.settings["super"]:
        # The Super boot's new game (uttt.ui.boot.load: the NVM's flag 2, the setting 1 since; no frame has run yet)
        # is saved in the frame after its first, as a move is (GameScreen.settle_now; uttt.ui.superplay's
        # owed, from SuperScreen.__init__), not before its first frame: the save's code (uttt.superstore,
        # uttt.super_codec, uttt.super_codecfmt: dropped at the game's end) and the record were ~7 % of that boot's
        # time here (superboot51). A power cut before it boots a new Super game again: the NVM still says so.
        from uttt.ui.superplay import NEW, OWED
        OWED[:] = [app.game, 0]
        NEW[:] = [app.game]  # (and in a frame without a press: uttt.ui.superwait.wait)
    else:
        app.save()  # a new game's (here, not in uttt.ui.game, at its compile cap)


def start_timer(app):
    """A fresh turn timer as the settings say (a new or resumed game); None while no timer is set (its code,
    ``uttt.timer``, is imported with the first timed game and dropped by the next untimed one)."""
    s = app.settings
    app.timer = None
    if s["timer"]:
        from uttt.timer import TurnTimer
        app.timer = TurnTimer(TIMES[s["timer"]], LOSE if s["timeout"] else RANDOM)
    elif app.unloads:
        forget("uttt.timer")  # (the last timed game's code, not needed now: heap25)


def mode_name(app):
    name = {"hotseat": "Ultimate", "bot": "Ultimate", "classic": "Classic", "wild": "Wild",
            "super": "Super-Ultimate"}.get(app.mode, "")
    if app.cpu:
        if app.mode == "wild":
            return "Wild vs computer (%s), you move %s" % (LEVELS[app.level], ("first", "second")[app.human - 1])
        return "%s vs computer (%s), you play %s" % (name, LEVELS[app.level], " XO"[app.human])
    return name + ", 2 players"
