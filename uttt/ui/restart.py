# The board restarts into a fresh heap (heap32: a Super-Ultimate game in a heap of its own; docs/super.md). A module
# of its own, imported only when a restart is asked (uttt.ui.app.App.open) and by each boot for its first frame
# (show, superboot53: dropped at once), so the title's path keeps no code of it. (Comments, not docstrings: a
# board compiles a module's parse tree at import.)


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


def show(hw, s):
    # superboot53: a boot's first frame at once (uttt.ui.main.run, before the preload), the game's name alone on
    # the lit screen (s: a Super boot's; 0: the title's after a restart out of it, wayout54), while the boot imports
    # what its screen needs (~1 s of a PyBadge's, estimate, in a restart's boot into the Super game and back: the
    # screen was dark, then blank, meanwhile). The
    # terminal font's glyphs, a TileGrid each: the firmware's objects, no module of the game imported ahead of the
    # preload. The display keeps the picture (no refresh until the view's first, auto_refresh off), so they go at
    # once, and this module too (no code of it kept by a boot): the preload's collection frees them.
    sys.modules.pop(__name__, None)
    delattr(sys.modules["uttt.ui"], "restart")
    import displayio
    import terminalio

    d = hw.display
    t = b"Super-Ultimate" if s else b"Ultimate Tic-Tac-Toe"  # (bytes: a str's characters would be interned)
    g = displayio.Group(x=(hw.width - 6 * len(t)) // 2, y=hw.height // 2 - 6)
    p = displayio.Palette(2)
    p[1] = 0xFFFFFF
    x = 0
    for c in t:
        c = terminalio.FONT.get_glyph(c)
        g.append(displayio.TileGrid(c.bitmap, pixel_shader=p, tile_width=6, tile_height=12,
                                    default_tile=c.tile_index, x=x))
        x += 6
    try:
        d.auto_refresh = False
        d.root_group = g
        d.refresh()
        d.root_group = None
    except (AttributeError, RuntimeError):
        pass
    hw.update()  # (the frame's end: the board's own parts, as each frame's)
