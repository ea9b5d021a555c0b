"""Match play around the games (for the game screen): who plays what, the match score, the turn timer's
setting, the stats and the rating of your moves. Functions of the App's shared state; no displayio, no pins.
What runs once a game is in modules of its own, imported for the call and dropped after: a game's start
(``uttt.ui.gamestart``, from the game screen) and its end (``uttt.ui.gameend``, from ``ending`` and
``time_out``; a Super-Ultimate game's from ``uttt.ui.supergame``); this module keeps what runs at play (the timer's
countdown, the rule tags).

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

import gc
import sys

from uttt.ui.app import drop_bot, forget, rating_code

# The computer's modules (uttt's), imported one a frame before its first search or its pondering starts (fetch):
# all in the start's frame took 430-720 ms in the bench, ~65-110 ms of a PyBadge's (board-adjusted; issue 16).
# Leaves first; "bot_eval" is Classic's and Wild's "bot_small"; "bot_ref" only for a hint (think50: its import in
# the hint's start frame, 60 ms board-adjusted); "ponder" only for thinking on your time.
BOT_CODE = ["ui.computer", "bot_loop", "bot_search", "bot_eval", "bot_ref", "ponder"]


def unavailable(scr, why):
    """The computer could not be loaded or ran out of memory (the game screen scr's, ``GameScreen.think`` and
    ``tick``): keep the game, say why on the pause menu (Resume tries again), and let the player choose."""
    app = scr.app
    scr.computer = None
    print("degraded:", "computer", why)
    app.say("! the computer is unavailable: %s" % (why,))
    app.notice = "Computer unavailable: " + ("out of memory" if isinstance(why, MemoryError) else "bot missing")
    app.open("pause")


def fetch(scr):
    """Import the next of the computer's modules that its start on the game screen scr needs (``BOT_CODE``) and
    is not loaded: True if one was (``GameScreen.settle_now``: the frame has that alone, and the start waits;
    where nothing is dropped, a PC's, they come with the start as before)."""
    app = scr.app
    # (the game's variant: a SuperScreen's own is its scene's, "ultimate"; Ultimate's search is not for it, super31)
    if not app.unloads or not app.cpu or app.over or app.game.variant == "super":
        return False
    for name in BOT_CODE:
        if name == "bot_eval" and not scr.ultimate:
            name = "bot_small"
        elif name == "ponder" and (not app.human_turn() or not app.settings["ponder"]) or \
                name == "bot_ref" and not scr.hinting:
            continue
        name = "uttt." + name
        if name not in sys.modules:
            try:
                __import__(name)
            except MemoryError:
                forget(name)  # (the start tries again, and says what failed)
                return False
            return True
    return False


_at = -9  # the frame of fetch's last import, or the one before a start that need not read the heap (settled)


def settled(scr):
    """The first step of a frame that ``GameScreen.settle_now`` runs: True if it spent the frame. An import of the
    computer's next module (``fetch``), then a nearly full heap's collection (``Clock.low_heap``), each in a frame
    of its own that draws nothing (the clock's ``held``). An import frame does not read the heap first, nor does
    the frame after it: a CircuitPython import collects the heap after its load (py/builtinimport.c), so the
    reading (~4.6 ms of a PyBadge's, a walk of the heap's table) would find what that collection left, and a
    collection there would free nothing (think50: the import frames of ``uttt.bot_search`` were 50-53 ms
    board-adjusted, the reading among them; a board's own allocator collects where a module finds no room). Nor
    does the start two frames after a move's save whose reading found twice ``low`` free: the save and a stroke
    of the mark between them leave it over ``low``, where the start's reading would not collect."""
    global _at
    app = scr.app
    c = app.clock
    f = app.frames
    g = c and c.gc
    if scr.settle < -1 and fetch(scr):
        _at = f
    elif scr.settle >= 0 and g:  # the save's frame (low_heap's reading and rule)
        t = g.mem_free()
        if t < c.low:
            return c.low_heap(True)
        if t >= 2 * c.low:
            _at = f + 1
    elif f != _at + 1:
        return c is not None and c.low_heap(True)
    if c is not None:
        c.held = True
    return f == _at


def ending(scr, now=False):
    """The game on the game screen scr ended, its last move drawn alone (``GameScreen.play``: a frame that imports
    and saves nothing): its end over the next frames, a step a frame (each a while on a board; review25): the score
    and the stats (uttt.ui.gameend's ``end``, with uttt.tally: imported, run and dropped in that frame, as each
    held over a frame cost the session 1-2 KB), the result screen's code (uttt.ui.result), then the save and the
    result's words in the panel (one frame: the result readies its pictures' code from the next, uttt.ui.result.ready,
    a step sooner before the bench's press six frames after the end; screens60). ``now``: all at once (the screen
    closes)."""
    app = scr.app
    while scr.ending:
        k = scr.ending
        scr.ending = k + 1
        if k == 1:
            try:
                from uttt.ui.gameend import end
            except MemoryError:  # a heap too full for the game's end (heap29: at caps of 125-126 KB): the computer's
                scr.ending = 1   # code goes and the import runs again; with none to drop, a menu says so (no crash)
                forget("uttt.ui.gameend")  # (a module cut short by the error is not taken for a loaded one: fetch's)
                if drop_bot():
                    continue
                scr.ending = 0
                app.out_of_memory("the result")
                return
            end(app, app.result)
            forget("uttt.ui.gameend")
        elif k == 2:
            __import__("uttt.ui.result")
        else:
            scr.ending = 0
            app.save()
            app.dirty.add("status")
        if not now:
            return


def start_rating(app, mark, now=False):
    """Analyse the game just ended for the Review, rating the moves of the player holding mark (0: nobody's), in
    the background (from App.tick). Its modules one a frame (``uttt.ui.app.rating_code``: each import takes a
    while on a board): False while the start waits for the next frame, True once started (``now``: at once, or as
    its record where its code is not all in: the screen closes)."""
    try:
        if app.cpu and app.unloads and "uttt.ui.computer" in sys.modules:
            # The computer's own code (its moves, its pondering: 3 KB) has nothing to do on the result screen,
            # where the session's heap is fullest (the analysis runs): it goes, and a collection frees its room
            # for the analysis's code, imported next, from the next frame (mem22; the next game's first turn
            # of the computer imports it again).
            forget("uttt.ponder")
            forget("uttt.ui.computer")
            if not now:  # (now: the screen closes, and its code goes in the collection of the next screen's opening)
                gc.collect()
                return False
        if now and app.unloads and "uttt.ui.rating" not in sys.modules:
            # The screen closes before the rating's code is all in (a press on the result in the first frames after
            # the game's end: GameScreen.close): the analysis waits as the record a Rater's suspend would give (no
            # position searched yet; uttt.review.Analysis.record), and App.tick resumes it where it runs, its code
            # one a frame. Its code and the computer's go now, as App.open would drop them (drop_bot): importing
            # it here to drop it again in the same press took ~35-50 ms of a PyBadge's (board-adjusted; switch53).
            g = app.game
            k = len(g.moves)
            drop_bot()
            gc.collect()
            app.rater = (bytes(g.moves), g.variant, int(getattr(g, "stay_open", 0)), int(getattr(g, "most_boards", 0)),
                         0, bytes(k), bytes(2 * k), bytes(2 * k + 2), False, mark)
            return True
        if not rating_code(now):
            return False
        from uttt.ui.rating import start
        start(app, mark)
    except (ImportError, MemoryError) as e:
        app.rater = None
        print("degraded:", "rating", e)
    return True


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
    if shown != scr.timer_shown and app.pressed != app.frames:  # (a press's frame leaves it to the next, as the
        scr.timer_shown = shown                                    # panel's other timed changes: pause25, pause29)
        app.dirty.add("status")

def time_out(scr):
    """The player to move ran out of time: a random legal move, or the game lost (the setting), over two frames
    (uttt.ui.gameend's ``time_out``, which drops its code after). Its code cannot be imported for lack of memory:
    as at a game's end (``ending``), the computer's code goes and the next frame tries again (the timer is still
    out); with nothing to drop, a menu says so (no crash: room33 saw a time-out's import fail at 127 KB)."""
    try:
        from uttt.ui.gameend import time_out
        if "uttt.tally" not in sys.modules:
            import uttt.tally  # noqa: F401 (the time-out's own code, first frame: gameend.time_out plays it next)
            return
    except MemoryError:
        forget("uttt.ui.gameend")  # (a module cut short by the error is not taken for a loaded one)
        forget("uttt.tally")
        if not drop_bot():
            scr.app.out_of_memory("the game")
        return
    time_out(scr)


def say_move(scr):
    # The last move's log lines on the serial console: with its save, in the frame after the move's (press32:
    # ~2-4 ms of a PyBadge's mark, estimate), or at once when the game ends, the screen closes or a move follows.
    # A Super-Ultimate game's in its own words (its screen's log_lines: uttt.ui.supergame, supersave33). Not after
    # an undo (uttt.ui.undo.take_back: its save waits as a move's, and it said what it did).
    if getattr(scr, "undone", 0):
        scr.undone = 0
        return
    log_lines = getattr(scr, "log_lines", None)
    if log_lines is None:
        from uttt.notation import log_lines  # (imported here: a Super-Ultimate game drops it, uttt.ui.supergame)
    for line in log_lines(scr.app.game):
        scr.app.say(line)
