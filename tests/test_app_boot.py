"""Boot and the way back to the title (boot16, docs/app.md "Boot and the first game"): the first frame is drawn
before the sounds (and their player, boot22) are made, and a pause or Game over back to the title keeps the menu's code."""

import os
import sys

import pytest

from uttt.ui import buttons as K
from uttt.ui.app import App


def test_the_first_frame_is_drawn_before_the_sounds_are_made(tmp_path):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sim = pytest.importorskip("sim")
    seen = {}

    def code():
        import boards
        import uttt.ui.main as M

        hw = boards.load()
        update = hw.update
        frames = []

        def counted():
            update()
            snd = hw._sound  # (the player itself is made with the sounds: boot22)
            frames.append(None if snd is None else snd._synth is not None)

        hw.update = counted
        M.run(hw, frames=3)
        seen["frames"] = frames
        seen["theme"] = hw._sound.theme
        seen["app"] = M.app

    s = sim.Simulator("pybadge", nvm_path=str(tmp_path / "nvm.bin"), shots_dir=str(tmp_path / "shots"))
    s.run("wait:1", code=code)
    # at the end of the first frame (the title on screen) no sound player, no synthio object yet; made right after
    assert seen["frames"] == [None, True, True]
    assert seen["app"].settings["sound"] and seen["theme"] == seen["app"].settings["theme"]


def test_the_way_back_to_the_title_keeps_the_menus_code_of_the_pause_menu():
    app = App(160, 128, "dpad", echo=False, seed=1)
    app.unloads = True
    app.press(K.A)  # Ultimate between friends
    app.press(K.START)  # the pause menu: the menu's code comes as the game family's guest
    assert app.screen == "pause"
    mods = {n: sys.modules["uttt.ui." + n] for n in ("menu",)}  # (menuview: the view imports it; none here)
    while app.scr.items()[app.scr.sel][0] != "quit":
        app.press(K.DOWN)
    app.press(K.A)  # Main menu
    assert app.screen == "title" and "uttt.ui.game" not in sys.modules and "uttt.ui.menus" not in sys.modules
    for n, mod in mods.items():  # kept, not imported again
        assert sys.modules["uttt.ui." + n] is mod


def test_a_pause_and_back_imports_no_undo_code_and_collects_only_on_the_way_in(monkeypatch):
    """boot22: the pause menu dims its Undo row without importing uttt.ui.undo; the way back to the game drops the
    menus' code without a collection in that press (the heap's next one frees it)."""
    import gc

    app = App(160, 128, "dpad", echo=False, seed=1)
    app.unloads = True
    app.press(K.A)  # Ultimate between friends
    app.press(K.A)  # a move: Undo is not dimmed
    sys.modules.pop("uttt.ui.undo", None)
    collections = []
    # as on a board (a PC's App does not collect); in App's own module (the simulator's test above imports anew)
    monkeypatch.setitem(App.open.__globals__, "HEAP", True)
    monkeypatch.setattr(gc, "collect", lambda: collections.append(app.screen))
    app.press(K.START)
    assert app.screen == "pause" and not app.scr.dimmed("undo")
    assert "uttt.ui.undo" not in sys.modules and len(collections) == 1  # (before the menus' code loads)
    app.press(K.B)  # Resume
    assert app.screen == "game" and "uttt.ui.menus" not in sys.modules
    assert len(collections) == 1  # none on the way back
