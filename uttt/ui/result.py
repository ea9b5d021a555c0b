"""The result screen's own code (the game screen once its game has ended: ``GameScreen.name == "result"``): its
keys, its two status lines and the panel's items about the game just ended and its match (the keys, the score,
on time, the match's result, who starts next, the rating, the accuracy). Imported when the result shows and
dropped when the next game starts (``uttt.ui.gamestart.start``; a change of family drops it too), so none of it is
in RAM while a game is played. Pure text and presses from the App's state (no displayio).
"""

import gc

from uttt.ui import buttons as K
from uttt.ui.app import HEAP, forget
from uttt.ui.cursor import MASH_MS

SCORE = 2   # the priority of the score lines (uttt.ui.status.SCORE: the status bar shows the score in one piece)
KEYS = ("A: again\nB: menu|A:\nagain", "A: again\nB: menu|B:\nmenu")  # the keys in turn (a narrow panel)
_MADE = [None, None]   # (what they say, the items after the keys) of the last result's panel (items: rate28)
ROOM = 26624  # the bytes free at a new result's first quiet frame for readying the pictures' code (ready): a PyBadge's
#               146 KB heap has 29-41 KB there, a 124 KB heap 13-21 (38 on the resumed boot's first; review43: read once)
STEP = [-1]  # ready's next step; -1: the room not read yet, 9: none (this module is imported anew with each result)


def ready(scr):
    # One frame's step of readying the pictures' code on the result while it waits for a press (from its tick, _ticks;
    # none in a press's frame nor a new scene's; not a Super game's, whose replay readies its own), where ROOM bytes are
    # free (no collection of its own: the budget's heap never has the room, and the way back from a Review, where a
    # PyBadge's has it, has just collected): the replay's code, then its steps (uttt.ui.replay.ready). Out of memory it
    # stops: the press imports the rest as before (review42). (Comments: the code is small, on the fullest heap.)
    app = scr.app
    i = STEP[0]
    if i > 2 or not app.unloads or app.pressed == app.frames or "screen" in app.dirty:
        return
    if i < 0 and (app.game.variant == "super" or not HEAP or gc.mem_free() < ROOM):
        STEP[0] = 9  # (read once: later frames' garbage collected would tell no heap's size)
        return
    STEP[0] = i + 1
    try:
        from uttt.ui.replay import ready as step
        step(app, i)
    except MemoryError:  # (a module cut short is not taken for a loaded one)
        forget("uttt.ui.replay")
        STEP[0] = 9


def _ticks(scr):
    # The result screen's tick: its own (GameScreen.tick) and ready's step, in place of a hook in every game's tick
    # (rounds.timer_tick's, review42: resident in a Super boot too, a KB of its session).
    tick = type(scr).tick

    def both(now):
        tick(scr, now)
        ready(scr)
    return both


def press(scr, code):
    """A press on the result screen: A again, B / Start a menu of what a finished game offers, Select the log;
    on a D-pad Left the replay, Right the Review; two buttons step through the panel buttons."""
    app = scr.app
    if code == K.A:
        if scr.focus:
            scr.panel_action(scr.focus)
        elif app.now - scr.played_at < MASH_MS:
            scr.bad(-1, "wait")
        else:
            app.new_game()
    elif code in (K.B, K.START):
        app.open("over")  # a menu of everything a finished game offers
    elif code == K.SELECT:
        scr.open_log()
    elif code == K.LEFT and app.scheme == "dpad":  # step back into the game: the replay
        scr.panel_action("replay")
    elif code == K.RIGHT and app.scheme == "dpad":  # the game's key moments
        app.open("review")
    elif app.scheme == "dpad":
        scr.bad()  # D-pad boards show no panel buttons: B opens the menu of what a result offers
    else:  # step through the panel buttons
        names = scr.panel_buttons()
        i = names.index(scr.focus) if scr.focus in names else -1
        step = 1 if code in (K.NEXT, K.UP, K.LEFT) else -1
        if i < 0:
            i = 0 if step > 0 else len(names) - 1
        else:
            i = (i + step) % len(names)
        scr.focus = names[i]
        app.dirty.add("status")


def status(app, r):
    """The status panel's two lines for result r (1 X won, 2 O won, 3 draw)."""
    if r == 3:
        return ("Draw", "")
    who = app.player_name(app.series.player_of(r) if app.round_won < 0 else app.round_won)
    if app.mode == "wild":
        return (who, "win" if who == "You" else "wins")
    return ("%s wins" % " XO"[r], who)


def items(app, scr, out):
    """Append the result screen's (priority, forms) to out, in display order (``uttt.ui.status._items``). The
    items after the keys are made again only when what they say changes (rate28: the keys take turns every 2 s
    while the rating runs, and making them all again was most of a ~50 ms frame in the bench)."""
    if STEP[0] < 0 and app.game.variant != "super":
        scr.tick = _ticks(scr)  # (review43: on this screen alone, no hook resident at play)
    se = app.series
    if app.scheme == "dpad":  # the result screen's keys (B: a menu of everything else)
        # Both where they fit; on a narrow panel (a PyBadge's 6 columns) one at a time, every 2 s (scr.anim).
        out.append((1, KEYS[scr.anim & 1]))
    key = (se, se.wins1, se.wins2, se.draws, se.x_player, app.forfeit, app.cpu, app.rater is None, app.accuracy)
    if _MADE[0] != key:
        _MADE[0] = key
        _MADE[1] = made = []
        _items(app, se, made)
    out.extend(_MADE[1])


def _items(app, se, out):
    if se.best_of:
        out.append((4, "game %d of %d|%d of %d" % (se.rounds, se.best_of, se.rounds, se.best_of)))
    out.append((SCORE, "%s %s" % (app.player_name(1), se.score_text(1))))
    out.append((SCORE, "%s %s" % (app.player_name(2), se.score_text(2))))
    if app.forfeit:
        out.append((3, "on time|time!"))
    if se.over:
        if not se.winner:
            word = "match tied|tied"
        elif app.cpu:
            word = "match won!|won!" if se.winner == 1 else "match lost|lost"
        else:
            word = "P%d won the match|P%d won" % (se.winner, se.winner)
        out.append((3, word))
    elif se.alternate or se.rounds == 0:
        who = app.player_name(se.x_player)
        out.append((5, "next: %s starts|%s starts\nnext|%s\nstarts\nnext" % (who, who, who)))
    if app.rater is not None:
        out.append((3, "rating...|rating"))
    elif app.accuracy is not None:
        a = app.accuracy
        out.append((3, "accuracy %d%%|accuracy\n%d%%" % (a, a)))  # in words (issue 19); narrower: left out
