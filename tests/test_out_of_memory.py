"""The last resort when the heap runs out (safe41): no traceback, no frozen screen.

A MemoryError that no screen's handler catches (the pause menu that cannot be built over the game, "Not enough
memory for pause"; an allocation in a tick or in a scene's sync) leaves ``uttt.ui.main.run``'s frame loop: it prints
``degraded: ...`` (the device-fit harness counts the line as a failure) and restarts the board
(``supervisor.reload()``: code.py again, a fresh heap, the NVM kept) into the game saved after every move. Never
before the boot's first press: a boot that fails by itself would restart forever; it (and a board without a
reload) prints "Out of memory: press reset" and ends, the board's console on its screen, no traceback. The view
treats a MemoryError in a scene's sync as one in its build: the screen's menu with the notice.

The errors are injected: the simulator runs ``code`` (a function: each boot imports the game anew, so each boot
patches it again) with ``raise_errors`` on, so a traceback out of code.py fails the test."""

import os

import pytest

from uttt.store import Store

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sim = pytest.importorskip("sim")

MOVES = "A A RIGHT A"  # the title's Ultimate (between friends), then two marks (the cursor's cell, the next one)


def booted(inject, reload=True):
    """(code, boots): a code.py that patches each boot with ``inject(M, App, boot)`` (main, the App class, the boot's
    number from 1), runs the game and records each boot's main module in ``boots``."""
    boots = []

    def code():
        import boards
        import uttt.ui.main as M
        from uttt.ui.app import App

        boots.append(M)  # (its ``app``: the running App; the script's end leaves run as an exception)
        inject(M, App, len(boots))
        hw = boards.load()
        if not reload:
            hw.reload = None  # a firmware without supervisor.reload
        M.run(hw)

    return code, boots


def play(tmp_path, script, inject, reload=True):
    nvm = str(tmp_path / "n.bin")
    s = sim.Simulator("pybadge", nvm_path=nvm)
    s.headless = True
    code, boots = booted(inject, reload)
    s.run(script, code=code)  # (raise_errors: an exception out of code.py fails here)
    assert s.error is None
    return s, boots, Store(bytearray(open(nvm, "rb").read())).load()


def on_tick(when, what="tick"):
    """An inject that makes App.tick raise MemoryError once, in the first boot, at the first frame when(app)."""
    fired = []

    def inject(M, App, boot):
        tick = App.tick

        def failing(self, now):
            if boot == 1 and not fired and when(self):
                fired.append(self.game.moves if self.game else None)
                raise MemoryError("injected in a " + what)
            return tick(self, now)

        App.tick = failing

    return inject, fired


def resets(s):
    return [e[2] for e in s.events_of("reset")]


def test_a_memory_error_in_a_tick_restarts_into_the_saved_game_with_its_moves(tmp_path):
    # two moves played and saved (the frame after each), then the tick raises: the board restarts and the game
    # resumes with both moves; the script's presses go on in the new boot
    inject, fired = on_tick(lambda app: app.game is not None and app.game.ply == 2 and app.frames > app.pressed + 20)
    s, boots, st = play(tmp_path, MOVES + " wait:2 wait:1", inject)
    assert fired and len(fired[0]) == 2
    assert resets(s) == ["supervisor.reload()"] and len(boots) == 2
    assert "degraded: injected in a tick" in s.console and "Traceback" not in s.console
    app = boots[1].app
    assert app.screen == "game" and app.game.moves == fired[0]
    assert st.game.moves == fired[0]


def test_the_pause_that_cannot_be_built_restarts_into_the_game_instead_of_a_traceback(tmp_path):
    # the Super session's crash at the edge of its fit: the pause menu over the game has no room, and
    # App.out_of_memory has nothing to fall back to ("Not enough memory for pause" raised out of the press)
    def inject(M, App, boot):
        from uttt.ui import menu

        init = menu.Pause.__init__

        def failing(self, *a, **kw):
            if boot == 1:
                raise MemoryError("no room for the pause")
            init(self, *a, **kw)

        menu.Pause.__init__ = failing

    s, boots, st = play(tmp_path, MOVES + " wait:1 START wait:2 START wait:1", inject)
    assert "degraded: Not enough memory for pause" in s.console and "Traceback" not in s.console
    assert resets(s) == ["supervisor.reload()"] and len(boots) == 2
    app = boots[1].app
    assert app.game.ply == 2 and st.game.ply == 2
    assert app.screen == "pause"  # the new boot's START: the pause opens in the fresh heap


def test_a_boot_that_fails_before_its_first_press_does_not_restart_forever(tmp_path):
    # the loop guard: no press in this boot yet, so no restart (the same boot would fail again): the message,
    # and code.py ends as a board's does (its console on the screen), the title's heap left as it is
    inject, fired = on_tick(lambda app: app.frames == 3)
    s, boots, st = play(tmp_path, "wait:2", inject)
    assert fired and resets(s) == [] and len(boots) == 1
    assert "degraded: injected in a tick" in s.console and "Out of memory: press reset" in s.console
    assert "Code done running." in s.console and "Traceback" not in s.console


def test_without_a_reload_the_board_says_so_instead_of_a_traceback(tmp_path):
    inject, fired = on_tick(lambda app: app.game is not None and app.game.ply == 2 and app.frames > app.pressed + 20)
    s, boots, st = play(tmp_path, MOVES + " wait:2", inject, reload=False)
    assert fired and resets(s) == [] and len(boots) == 1
    assert "Out of memory: press reset" in s.console and "Traceback" not in s.console
    assert st.game.moves == fired[0]  # saved: a reset resumes it


def test_a_memory_error_in_a_scenes_sync_is_caught_as_one_in_its_build(tmp_path):
    # View.update guarded build but not sync: a label's new text or a sheet drawn anew out of memory escaped it
    s = sim.Simulator("pybadge", nvm_path=str(tmp_path / "nvm.bin"))
    with s:
        import boards
        from uttt.ui import buttons as K
        from uttt.ui.app import App
        from uttt.ui.view import View

        hw = boards.load()
        app = App(hw.width, hw.height, hw.scheme, echo=False)
        view = View(hw.display, app)
        app.press(K.A)
        assert app.screen == "game" and view.update()
        app.press(K.RIGHT)
        scene = view.scene

        def failing(d):
            raise MemoryError("injected in a sync")

        scene.sync = failing
        assert view.update() is False
        assert app.screen == "pause" and app.notice == "Not enough memory for game"
        assert view.update() and view.kind == "menu"  # the pause menu drawn, with the notice
