# The Super boot's first save (superboot51): uttt.ui.gamestart leaves the new game's save owed to the game screen
# (uttt.ui.superplay's OWED and NEW), and SuperScreen.settle_now imports this module while NEW is set: a module of its
# own, dropped once the save goes ahead, so that no code of it stays in the Super game's heap (at its budget: with
# this in uttt.ui.superplay, seed 2 of the Super session failed at 128 KB). (Comments, not docstrings.)

import sys

from uttt.ui.app import forget

_SAVE = ("uttt.super_codecfmt", "uttt.super_codec", "uttt.superstore")  # the save's code, in the order it loads


def wait(scr, new):
    # SuperScreen.settle_now's first step while new (its uttt.ui.superplay's NEW) is set: True where it spent the
    # frame. In a press's frame while the game has no move the save waits for the next frame without one, however
    # many keys come first (a move's save waits 10 frames at most, GameScreen.tick: a cursor walked key after key
    # from the boot took it in a press's frame, ~140 ms of a PyBadge's); meanwhile the NVM says "a new Super game":
    # nothing is lost, and a move, the pause or the log (away) save it with theirs. Then the save's code comes in,
    # one module a frame, in frames of their own (all in the save's frame, the first move's, it was the Super boot's
    # slowest think frame, ~115 ms board-adjusted); the save follows in the frame after the last, and this goes.
    app = scr.app
    if new[0] is app.game and scr.settle >= 0:
        if not app.game.ply and app.pressed == app.frames:
            scr.settle = app.frames
            return True
        for name in _SAVE:
            if name not in sys.modules:
                try:
                    __import__(name)
                except MemoryError:  # (the save imports it again, and says what failed)
                    forget(name)
                    break
                scr.settle = app.frames
                if app.clock:  # (the frame draws nothing: the view's in the next, as after the computer's imports;
                    app.clock.held = True  # thinkframes54: with the panel's words, ~67 ms of a PyBadge's)
                return True
    del new[:]
    forget("uttt.ui.superwait")
    return False
