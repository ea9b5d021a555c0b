# The board restarts into a fresh heap (heap32: a Super-Ultimate game in a heap of its own; docs/super.md). A module
# of its own, imported only when a restart is asked (uttt.ui.app.App.open, the one caller), so the title's path
# keeps no code of it. (Comments, not docstrings: a board compiles a module's parse tree at import.)


import sys


def restart(app, to):
    # The settings' "super" (0 the title, 1 the saved Super game resumes, 2 a new one starts: uttt.ui.boot.load)
    # saved with everything else, then the board's reload (CircuitPython's supervisor.reload(): its exception, a
    # BaseException, unwinds to the VM, which runs code.py again). False, nothing changed, where the board cannot
    # (no NVM) or the save failed: the game is played in this heap, as before.
    st = app.store
    v = app.settings
    v["super"] = to
    if st is not None and st.persistent and app.save():
        # restart44: the backlight off first. CircuitPython's reload gives the display to its terminal (main.c's
        # cleanup_after_vm -> reset_displays -> BusDisplay.c's reset_busdisplay: the REPL's text, auto-refresh on)
        # but keeps the backlight's PWM (never_reset): the screen goes dark at the press and the terminal is not
        # seen; the next boot lights it over a blank screen (boards.setup.hardware). The board's display, as
        # boards.setup found it (the board module, imported there: no code of this at play, in RAM or in a module)
        d = getattr(sys.modules.get("board"), "DISPLAY", None)
        if d is not None:
            try:
                d.brightness = 0
            except (AttributeError, ValueError, RuntimeError):
                pass
        app.reload()
        return True
    v["super"] = 0  # (saved with the next change: a power cut then boots to the title, as before)
    return False
