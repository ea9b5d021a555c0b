"""Boot, the first game and the way back to the title (boot16, mem22; docs/app.md "Boot and the first game"): the
first frame is drawn before the sounds (and their player, boot22) are made, the boot's title imports the game
family's modules ahead, one a frame while it waits for a press (a press is answered at once meanwhile), which the
game family then keeps, and a pause or Game over back to the title keeps the menu's code."""

import builtins
import os
import sys

import pytest

from uttt.ui import buttons as K
from uttt.ui.app import AHEAD as KEPT, App

AHEAD = KEPT[:-1]  # the title's: all of uttt.ui.app.AHEAD but the last, the result's code (that the game family
#                    keeps too, from the Review's look-ahead: room40)


def fresh(monkeypatch):
    """Drop AHEAD's modules for this test (restored after it: other tests hold the originals). One the test loads
    that was not loaded before goes after it too (set, then dropped: the undo deletes it): else its new copy stayed,
    holding the test's copies of the modules put back (uttt.ui.game's rounds and status), and a later test's game
    split its state between two rounds modules (test_app_super's imports-after-the-first-read failed after this file)."""
    import uttt.ui

    for leaf in KEPT:
        name = "uttt.ui." + leaf
        monkeypatch.setitem(sys.modules, name, None)
        del sys.modules[name]
        monkeypatch.setitem(vars(uttt.ui), leaf, None)  # (the package's attribute alike; the app may drop it too)
        del vars(uttt.ui)[leaf]


def shown_title(monkeypatch, timer=0):
    """A fresh title (fresh) on a displayio View over a stand-in display, a board's app (``unloads``), with a turn
    timer of ``timer``; ``frames(n)``: n frames of 33 ms, each the app's tick and the view's update; ``t``: [the
    time now]."""
    pytest.importorskip("displayio")
    from test_sheets import Display
    from uttt.ui import view as V

    fresh(monkeypatch)
    app = App(160, 128, "dpad", echo=False, seed=1)
    app.unloads = True
    if timer:
        app.settings["timer"] = timer
    view = V.View(Display(), app)
    t = [0]

    def frames(n):
        for _ in range(n):
            app.tick(t[0])
            view.update()
            t[0] += 33

    return app, view, frames, t


def first_imports(monkeypatch, app, code):
    """Press ``code`` and return the modules that press imported for the first time (their full names)."""
    imported = []
    real = builtins.__import__

    def spy(name, *a, **k):
        if name not in sys.modules:
            imported.append(name)
        return real(name, *a, **k)

    monkeypatch.setattr(builtins, "__import__", spy)
    app.press(code)
    monkeypatch.setattr(builtins, "__import__", real)
    return imported


def loaded():
    return [n for n in AHEAD if "uttt.ui." + n in sys.modules]


def test_the_title_imports_the_game_family_one_module_a_frame_and_the_game_keeps_them(monkeypatch):
    fresh(monkeypatch)
    app = App(160, 128, "dpad", echo=False, seed=1)
    app.unloads = True
    assert app.screen == "title" and loaded() == []
    t = 0
    app.tick(t)  # the first frame: nothing (the title is drawn first)
    assert loaded() == []
    seen = []
    for _ in range(len(AHEAD) + 3):
        t += 33
        app.tick(t)
        now = loaded()
        assert now == AHEAD[:len(now)] and len(now) == min(len(seen) + 1, len(AHEAD))  # one a frame, in order
        seen = now
    assert loaded() == AHEAD and KEPT[-1] == "result" and "uttt.ui.result" not in sys.modules  # (never the title's)
    mods = {n: sys.modules["uttt.ui." + n] for n in AHEAD[:7]}  # (gamestart, gamebuild, sheets: dropped once used)
    app.press(K.A)  # Ultimate between friends
    assert app.screen == "game" and "uttt.ui.title" not in sys.modules
    for n, mod in mods.items():  # kept, not imported again
        assert sys.modules["uttt.ui." + n] is mod
    app.press(K.A)  # and it plays
    assert app.game.ply == 1


def test_a_press_during_the_import_ahead_is_answered_at_once_and_the_game_imports_the_rest(monkeypatch):
    fresh(monkeypatch)
    app = App(160, 128, "dpad", echo=False, seed=1)
    app.unloads = True
    t = 0
    for _ in range(4):  # the first frame, then three modules
        app.tick(t)
        t += 33
    assert loaded() == AHEAD[:3]
    sel = app.scr.sel
    app.press(K.DOWN)  # a frame that answers a press: the press is handled and nothing is imported in it
    app.tick(t)
    t += 33
    assert app.scr.sel == sel + 1 and loaded() == AHEAD[:3]
    app.tick(t)  # the next frame without a press goes on
    assert loaded() == AHEAD[:4]
    mods = {n: sys.modules["uttt.ui." + n] for n in AHEAD[:4]}
    app.press(K.UP)
    app.press(K.A)  # the first game, with the import ahead half done
    assert app.screen == "game" and app.mode == "hotseat"
    for n, mod in mods.items():  # what came ahead is kept; the game imported the rest itself
        assert sys.modules["uttt.ui." + n] is mod
    assert "uttt.ui.game" in sys.modules and "uttt.ui.gamestart" not in sys.modules  # (dropped once started)
    app.press(K.A)
    assert app.game.ply == 1


def test_no_import_ahead_where_nothing_is_dropped(monkeypatch):
    fresh(monkeypatch)
    app = App(160, 128, "dpad", echo=False, seed=1)
    assert not app.unloads  # a PC: every module stays once imported, so nothing is gained
    for t in range(0, 33 * 20, 33):
        app.tick(t)
    assert loaded() == []


def test_out_of_memory_ahead_stops_it_and_the_game_imports_them_at_the_press(monkeypatch):
    fresh(monkeypatch)
    import builtins

    real = builtins.__import__
    calls = []

    def short(name, *a, **kw):
        if name == "uttt.ui.cursor":
            calls.append(name)
            raise MemoryError("no room")
        return real(name, *a, **kw)

    app = App(160, 128, "dpad", echo=False, seed=1)
    app.unloads = True
    monkeypatch.setattr(builtins, "__import__", short)
    for t in range(0, 33 * 20, 33):
        app.tick(t)
    assert calls == ["uttt.ui.cursor"] and loaded() == ["anim"]  # it stopped at the first failure
    monkeypatch.setattr(builtins, "__import__", real)
    app.press(K.A)
    assert app.screen == "game" and "uttt.ui.cursor" in sys.modules


def test_the_tips_come_ahead_only_while_they_are_on(monkeypatch):
    fresh(monkeypatch)
    app = App(160, 128, "dpad", echo=False, seed=1)
    app.unloads = True
    app.settings["tips"] = 0
    for t in range(0, 33 * (len(AHEAD) + 3), 33):
        app.tick(t)
    assert loaded() == [n for n in AHEAD if n != "tips"]


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
            frames.append((M.app is not None, None if snd is None else snd._synth is not None))

        hw.update = counted
        M.run(hw, frames=3)
        seen["frames"] = frames
        seen["theme"] = hw._sound.theme
        seen["app"] = M.app

    s = sim.Simulator("pybadge", nvm_path=str(tmp_path / "nvm.bin"), shots_dir=str(tmp_path / "shots"))
    s.run("wait:1", code=code)
    # at the end of the first frame (the title on screen: only a Super boot shows the game's name first, superboot53)
    # no sound player, no synthio object yet; made right after
    assert seen["frames"] == [(True, None), (True, True), (True, True)]
    assert seen["app"].settings["sound"] and seen["theme"] == seen["app"].settings["theme"]


def test_the_way_back_to_the_title_keeps_the_menus_code_of_the_pause_menu():
    app = App(160, 128, "dpad", echo=False, seed=1)
    app.unloads = True
    app.press(K.A)  # Ultimate between friends
    app.press(K.START)  # the pause menu: the menu's code comes as the game family's guest
    assert app.screen == "pause"
    mods = {n: sys.modules["uttt.ui." + n] for n in ("menu",)}  # (its scene too: pause23)
    while app.scr.items()[app.scr.sel][0] != "quit":
        app.press(K.DOWN)
    app.press(K.A)  # Main menu
    assert app.screen == "title" and "uttt.ui.game" not in sys.modules
    for n, mod in mods.items():  # kept (the game family's menus with it: pause23), not imported again
        assert sys.modules["uttt.ui." + n] is mod


def test_a_later_visit_imports_ahead_only_what_builds_the_game_scene(monkeypatch):
    """title22: the way back to the title drops the game family's code (keeping it there cost the session 3-5 KB),
    and importing all of it ahead again on a later visit, with a player who looks at the title each time, cost the
    session 129-130 KB. switch31: a later visit imports ahead what builds the scene and goes once it is built
    (gamestart, gamebuild, sheets; tips), not the game's code that stays (title37: unless the heap has room, a
    board's heap after a collection; here no board's: the next test)."""
    fresh(monkeypatch)
    app = App(160, 128, "dpad", echo=False, seed=1)
    app.unloads = True
    builders = AHEAD[AHEAD.index("gamestart"):]
    assert builders == ["gamestart", "gamebuild", "sheets", "tips"]
    t = 0
    for visit in range(3):
        assert app.screen == "title"
        app.tick(t)  # the first frame: nothing
        t += 33
        for _ in range(len(AHEAD) + 5):
            app.tick(t)
            t += 33
        assert loaded() == (AHEAD if not visit else ["anim"] + builders)  # (anim: gamebuild imports it)
        app.press(K.A)  # Ultimate between friends
        assert app.screen == "game"
        app.press(K.START)
        while app.scr.items()[app.scr.sel][0] != "quit":
            app.press(K.DOWN)
        app.press(K.A)  # Main menu
        assert loaded() == ["sheets"]  # (sheets: the app's core keeps it once used)


@pytest.mark.parametrize("free", [48128, 48127])
def test_a_later_visit_imports_the_game_s_own_code_ahead_only_where_a_collection_leaves_47_kb(monkeypatch, free):
    """title37: on a later visit the title collects once, in the frame after the press that opened it, and imports
    the game's own code ahead too (all of AHEAD, one a frame, from the next frame on) only where 47 KB (48,128 bytes)
    are then free: a heap larger than the budget (a PyBadge's ~146 KB). Otherwise the next frames import only what
    builds the scene (switch31), as in the 128 KB budget, where the game's code imported ahead made the session need
    129-130 KB; either way the collection's frame imports nothing (ahead41: as Game over's and the Review's, the one
    step uttt.ui.main.ahead; title37 imported the first module in it too). The game then imports none of AHEAD in the press where all came ahead."""
    import gc

    import uttt.ui.app as appmod

    fresh(monkeypatch)
    app = App(160, 128, "dpad", echo=False, seed=1)
    app.unloads = True
    monkeypatch.setattr(appmod, "HEAP", True)  # a board's heap (the title reads it as it is imported)
    collected = []
    monkeypatch.setattr(gc, "collect", lambda: collected.append((app.screen, app.frames)))
    monkeypatch.setattr(gc, "mem_free", lambda: free, raising=False)
    room = free >= 48128
    builders = AHEAD[AHEAD.index("gamestart"):]
    t = 0
    for visit in range(3):
        assert app.screen == "title"
        before = loaded()
        app.tick(t)  # the first frame (the boot's), or the press's that opened the title: nothing
        t += 33
        assert loaded() == before and not [c for c in collected if c[0] == "title"]
        app.tick(t)  # a later visit: the collection, in a frame of its own
        t += 33
        mine = [c for c in collected if c[0] == "title"]
        if visit:
            assert mine == [("title", app.frames - 1)]
            assert loaded() == before
        else:
            assert not mine
        for _ in range(len(AHEAD) + 5):
            app.tick(t)
            t += 33
        assert len([c for c in collected if c[0] == "title"]) == (1 if visit else 0)
        assert loaded() == (AHEAD if not visit or room else ["anim"] + builders)  # (anim: gamebuild imports it)
        had = set(sys.modules)
        app.press(K.A)  # Ultimate between friends
        assert app.screen == "game"
        came = sorted(n[8:] for n in set(sys.modules) - had if n.startswith("uttt.ui.") and n[8:] in AHEAD)
        # (anim came with gamebuild; the scene's modules come with a view's build: no view here)
        assert came == ([] if not visit or room else ["cursor", "game", "rounds", "status"])
        del collected[:]
        app.press(K.START)
        while app.scr.items()[app.scr.sel][0] != "quit":
            app.press(K.DOWN)
        app.press(K.A)  # Main menu
        assert loaded() == ["sheets"]  # (sheets: the app's core keeps it once used)


@pytest.fixture
def boot_tables():
    """uttt.ui.app, whose GUESTS and KEEP no App changes (an App changes lists of its own: uttt.ui.resident; the title
    changed these in place from pause49 to resume50, and what a test saw hung on the tests run before it): checked
    unchanged after the test."""
    from uttt.ui import app as A

    tables = list(A.GUESTS), {k: (list(v[0]), v[1]) for k, v in A.KEEP.items()}
    yield A
    assert (list(A.GUESTS), {k: (list(v[0]), v[1]) for k, v in A.KEEP.items()}) == tables


def test_a_pause_and_back_imports_no_undo_code_and_collects_only_on_the_way_in(monkeypatch, boot_tables):
    """boot22: the pause menu dims its Undo row without importing uttt.ui.undo; the way back to the game drops the
    menus' code without a collection in that press (the heap's next one frees it). A Super-Ultimate game's pause
    (on a board its boot of its own, no title shown: pause49's menus' code at play is the test below)."""
    import gc

    app = App(160, 128, "dpad", echo=False, seed=1)
    app.unloads = True
    app.new_game("super")  # (a PC's App: no restart into a Super boot)
    app.press(K.A)  # a board
    app.press(K.A)  # a move: Undo is not dimmed
    sys.modules.pop("uttt.ui.undo", None)
    collections = []
    # as on a board (a PC's App does not collect); in App's own module (the simulator's test above imports anew)
    monkeypatch.setitem(App.open.__globals__, "HEAP", True)
    monkeypatch.setattr(gc, "collect", lambda: collections.append(app.screen))
    for _ in range(2):
        app.press(K.START)
        assert app.screen == "pause" and not app.scr.dimmed("undo")
        assert "uttt.ui.undo" not in sys.modules and len(collections) == 1  # (before the menus' code loads)
        app.press(K.B)  # Resume
        assert app.screen == "game" and "uttt.ui.menu" not in sys.modules  # (the pause menu's code: a guest's)
        assert len(collections) == 1  # none on the way back
        collections.clear()


def watched(monkeypatch, app):
    """The uttt.ui modules imported from now on (the pure core's are not: a PC's test may drop them), and the
    collections App.open makes, as on a board (a PC's App does not collect), each as the screen it was on."""
    import builtins
    import gc

    collections = []
    monkeypatch.setitem(App.open.__globals__, "HEAP", True)
    monkeypatch.setattr(gc, "collect", lambda: collections.append(app.screen))
    real = builtins.__import__
    imported = []

    def imp(name, *a, **k):
        if name not in sys.modules and name.startswith("uttt.ui"):
            imported.append(name)
        return real(name, *a, **k)

    monkeypatch.setattr(builtins, "__import__", imp)
    return imported, collections


@pytest.mark.parametrize("mode", ["hotseat", "classic"])
def test_an_ultimate_boot_s_game_keeps_the_menus_code_so_a_pause_imports_and_collects_nothing(monkeypatch, mode,
                                                                                              boot_tables):
    """pause49: on a screen at most 160 px across, once the title has shown, an Ultimate, Classic or Wild game keeps
    the pause menu's code (uttt.ui.menu) at play: kept from the title (KEEP) and off GUESTS, so opening the pause
    imports nothing and collects nothing (the menu's import and the collection before it were ~40 ms of a PyBadge's
    ~125, board-adjusted), and neither does the way back. Undo's code is not imported to dim its row (boot22)."""
    A = boot_tables
    app = App(160, 128, "dpad", echo=False, seed=1)
    app.unloads = True
    app.tick(app.now + 33)  # the title's first frame
    assert "uttt.ui.menu" in sys.modules and "menu" not in app.guests and "menu" in A.GUESTS  # the title's
    app.new_game(mode)
    assert "uttt.ui.menu" in sys.modules and "menu" not in app.guests
    app.press(K.A)
    app.press(K.A)  # a move: Undo is not dimmed
    sys.modules.pop("uttt.ui.undo", None)
    imported, collections = watched(monkeypatch, app)
    for back in (K.B, K.START):
        app.press(K.START)
        assert app.screen == "pause" and not app.scr.dimmed("undo")
        assert imported == [] and collections == []
        app.press(back)  # Resume
        assert app.screen == "game" and "uttt.ui.menu" in sys.modules
        assert imported == [] and collections == []



@pytest.mark.parametrize("w,h,scheme", [(160, 128, "dpad"), (320, 240, "touch")])
def test_a_boot_that_resumes_a_game_meets_the_menus_rule_too(w, h, scheme):
    """resume50: a boot that resumes a game after a power cycle shows no title; it meets the title's rule itself
    (uttt.ui.gamestart's resume, uttt.ui.resident): at most 160 px across the menus' code is off its guests and kept by the
    game family, as after a title; wider (the PyPortal's session, which resumes in its boot 2, ran out of memory on a
    result with it at play: CI's touch session, pause49 at the merge) a guest's, and not kept. In a fresh interpreter:
    a board's boot, and uttt.ui.app's tables unchanged."""
    import subprocess

    code = """if 1:
        from uttt.ui import app as A, buttons as K
        nvm = bytearray(b"\\xff" * 256)
        app = A.App(%d, %d, "%s", nvm=nvm, echo=False, seed=2)
        app.new_game("hotseat")
        for _ in range(2 if "%s" == "dpad" else 1):
            app.press(K.A)
        again = A.App(%d, %d, "%s", nvm=nvm, echo=False, seed=2)
        print(again.screen, "menu" in again.guests, "menu" in again.keep["game"][0], "menu" in A.GUESTS,
              "menu" in A.KEEP["game"][0])""" % (w, h, scheme, scheme, w, h, scheme)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, check=True).stdout
    small = w <= 160
    assert out.split() == ["game", str(not small), str(small), "True", "False"], out


@pytest.mark.parametrize("mode", ["bot", "wild"])
def test_a_resumed_games_pauses_after_its_first_import_and_collect_nothing(monkeypatch, mode, boot_tables):
    """resume50: in a boot that resumes a game (no title: the device-fit session's boot 2, where 21 of the bench's 26
    pauses are), the first pause imports the menus' code and collects before it, as before; back on the game the code
    stays, and every later pause and way back imports nothing and collects nothing (on main each imported the menus'
    code and collected). A Super boot's pause is left as it was (boot22's test above)."""
    nvm = bytearray(b"\xff" * 256)
    app = App(160, 128, "dpad", nvm=nvm, echo=False, seed=2)
    app.new_game(mode)  # (saved as it starts)
    app = App(160, 128, "dpad", nvm=nvm, echo=False, seed=2)  # the power cycle: the game resumes, no title
    assert app.screen == "game" and app.mode == mode and "menu" not in app.guests
    app.unloads = True
    sys.modules.pop("uttt.ui.menu", None)  # (a board's resumed boot has not loaded it; a PC's process may have)
    imported, collections = watched(monkeypatch, app)
    app.press(K.START)
    assert app.screen == "pause" and imported == ["uttt.ui.menu"] and collections == ["game"]
    app.press(K.B)
    assert app.screen == "game" and "uttt.ui.menu" in sys.modules
    del imported[:], collections[:]
    for back in (K.B, K.START, K.B):
        app.press(K.START)
        assert app.screen == "pause" and imported == [] and collections == []
        app.press(back)
        assert app.screen == "game" and imported == [] and collections == []


def test_an_app_s_tables_are_its_own(boot_tables):
    """resume50: what one App changes of its tables (the title's menus' code at play, the result's pictures readied)
    no later App sees: a test made after one that showed a title and played a game starts from uttt.ui.app's tables
    (they were changed in place, so what a test saw hung on the tests run before it in the process)."""
    from test_review import steer

    A = boot_tables
    app = App(160, 128, "dpad", echo=False, seed=1)
    app.tick(app.now + 33)  # the title's first frame: the menus' code at play in this boot's games
    steer(app)  # a game played to its end
    from uttt.ui.replay import ready

    for i in range(3):  # the result readies the pictures (uttt.ui.result.ready, where a board's heap has room)
        ready(app, i)
    assert "menu" not in app.guests and "menu" in app.keep["game"][0]
    assert "replay" not in app.guests and "game" in app.keep["picture"][0]
    fresh = App(160, 128, "dpad", echo=False, seed=1)
    assert fresh.guests == A.GUESTS and "menu" in fresh.guests and fresh.keep["game"][0] == A.AHEAD


def test_a_larger_screen_s_game_keeps_the_menus_code_a_guest_s(boot_tables):
    """pause49: on a screen wider than 160 px (the PyPortal's: larger sprite sheets, whose session ran out of memory on
    a result with the menus' code at play) the title leaves the menus' code a guest's and the game does not keep it."""
    A = boot_tables
    app = App(320, 240, "touch", echo=False, seed=1)
    app.unloads = True
    app.tick(app.now + 33)  # the title's first frame
    assert "uttt.ui.menu" in sys.modules and "menu" in app.guests
    app.new_game("hotseat")
    assert "uttt.ui.menu" not in sys.modules
    app.open("pause")
    assert app.screen == "pause" and "uttt.ui.menu" in sys.modules
    app.open("game")
    assert app.screen == "game" and "uttt.ui.menu" not in sys.modules


def test_the_pause_menus_hint_row_imports_no_search_in_its_press(monkeypatch):
    """press28: the Hint row closes the pause menu in a press that imports none of the search's code (it made that
    press the way back's slowest, ~0.3 s of a PyBadge's time, board-adjusted); the search starts in the next frame,
    and from the press on the game says it is thinking of a hint (its cursor hidden, a press refused)."""
    import builtins

    app = App(160, 128, "dpad", echo=False, seed=1)
    app.press(K.A)  # Ultimate between friends
    app.press(K.START)
    app.scr.select([i for i, _ in app.scr.items()].index("hint"))
    real = builtins.__import__
    seen = []

    def spy(name, *args, **kw):
        seen.append(name)
        return real(name, *args, **kw)

    monkeypatch.setattr(builtins, "__import__", spy)
    app.press(K.A)
    assert app.screen == "game" and app.scr.thinking == "hint" and app.scr.computer is None
    assert [n for n in seen if "bot" in n or "computer" in n or "ponder" in n] == []
    assert app.scr.cursor_cell() < 0
    ply = app.game.ply
    app.press(K.A)  # a mark meanwhile: refused (wait)
    app.console("5 5")  # and a typed move
    assert app.game.ply == ply and app.scr.refusal == "wait"
    for t in range(3):  # the press's frame, then the next (the app's first frames: one more)
        app.tick(33 * (t + 1))
    assert app.scr.computer is not None and app.scr.computer.why == "hint" and "uttt.ui.computer" in seen


def test_the_game_scenes_code_stays_from_the_game_to_the_pictures_and_not_back():
    """switch23: a change of family keeps what of the next family's first imports is loaded where the last family
    is one that leaves them so (``KEEP``): from the result to its Review (the pictures) the game scene's code is
    neither dropped nor imported again, while the game's own code goes; back to the result the picture family's
    modules, the scene's code included, go (the game family's heap is the session's fullest: code left in place
    there cost 3-4 KB). (The result's replay is the game family's since switch36: the next test.)"""
    from test_app_aids import finish
    from test_app_play import make, start
    from uttt.ui.app import KEEP

    app = make()
    app.unloads = True
    start(app, "hotseat")
    finish(app)
    scene = [n for n in KEEP["picture"][0] if "uttt.ui." + n in sys.modules]  # (no view here: its modules are not)
    assert {"anim", "rounds", "status"} <= set(scene)
    mods = {n: sys.modules["uttt.ui." + n] for n in scene}
    app.open("review", back="game")  # the Review: the picture family
    assert app.screen == "review" and app.family == "picture"
    assert "uttt.ui.game" not in sys.modules and "uttt.ui.result" not in sys.modules
    assert all(sys.modules["uttt.ui." + n] is mods[n] for n in scene)
    app.open("game")  # back to the result: the game family
    assert app.screen == "result" and "uttt.ui.reviewscreen" not in sys.modules
    assert all(sys.modules.get("uttt.ui." + n) is not mods[n] for n in scene)  # dropped (and imported again where
    #                                                                            the result uses it: no view here)


def test_a_screen_too_small_stops_the_loop_with_a_message_that_says_so(tmp_path):
    # room36: main.run's own check and message went (they were kept in RAM at play); the App's ValueError says it
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sim = pytest.importorskip("sim")
    seen = {}

    def code():
        import boards
        import uttt.ui.main as M

        try:
            M.run(boards.load(), frames=3)
        except ValueError as e:
            seen["why"] = str(e)

    s = sim.Simulator("adafruit_funhouse", size=(120, 90), nvm_path=str(tmp_path / "nvm.bin"),
                      shots_dir=str(tmp_path / "shots"))
    s.run("wait:1", code=code)
    assert "too small" in seen.get("why", "") and "120x90" in seen["why"], seen


def test_the_result_s_replay_is_a_scene_of_the_game_family_that_imports_none_of_it_again():
    """switch36: the replay opened from the result (its panel's Replay, or Game over's) is a screen of the game's
    family with the picture's scene: the game's code (the game screen, the result's, the cursor's, the scene's) is
    neither dropped nor imported again there and back; the replay's own code is a guest of the family, dropped
    back on the result; the replay opened from the Review stays the pictures'."""
    from test_app_aids import finish
    from test_app_play import make, press, start

    app = make()
    app.unloads = True
    start(app, "hotseat")
    finish(app)
    app.scr.status()  # (the result's words: uttt.ui.result, as the view's first sync imports it)
    game = ["game", "result", "cursor", "anim", "rounds", "status"]
    mods = {n: sys.modules["uttt.ui." + n] for n in game}
    for way in ("panel", "over"):
        if way == "panel":
            press(app, K.LEFT)  # the result's Replay
        else:
            app.open("over")
            app.scr.activate("replay", 0)
        assert app.screen == "replay" and (app.family, app.scene) == ("game", "picture")
        assert "uttt.ui.replay" in sys.modules and "uttt.ui.over" not in sys.modules
        assert all(sys.modules.get("uttt.ui." + n) is mods[n] for n in game)
        press(app, K.RIGHT)
        assert app.scr.k == 1
        press(app, K.B)  # back to the result
        assert app.screen == "result" and (app.family, app.scene) == ("game", "game")
        assert "uttt.ui.replay" not in sys.modules
        assert all(sys.modules.get("uttt.ui." + n) is mods[n] for n in game)
    app.open("review", back="game")
    app.open("replay", back="review")  # the Review's replay: the pictures'
    assert app.screen == "replay" and app.family == "picture" and "uttt.ui.game" not in sys.modules


def test_the_boot_s_preload_collects_once_before_its_imports_and_not_after_them(monkeypatch):
    """superboot51: uttt.ui.main.preload collects boards.load()'s garbage, then imports; no collection after the last
    import, whose own load collected the heap (py/builtinimport.c): it found nothing to free but the loop's name, and
    cost a board's every boot a collection."""
    import builtins

    import uttt.ui.main as M

    events = []

    class Heap:  # a MicroPython heap's gc, counting
        def mem_free(self):
            return 1 << 20

        def collect(self):
            events.append("collect")

    real = builtins.__import__
    depth = [0]

    def imp(name, *args, **kw):  # the preload's own imports (not those they make)
        if not depth[0]:
            events.append(name)
        depth[0] += 1
        try:
            return real(name, *args, **kw)
        finally:
            depth[0] -= 1

    monkeypatch.setattr(M, "gc", Heap())
    monkeypatch.setattr(builtins, "__import__", imp)
    M.preload(M.BOOT[3:])
    assert events == ["collect"] + ["uttt." + n for n in M.BOOT[3:]]


def test_a_super_boots_first_frame_names_the_super_game():
    # superboot53: uttt.ui.restart.show, as a Super boot calls it (s set): "Super-Ultimate", a glyph a TileGrid,
    # centred, shown by one refresh and let go at once (the display keeps the picture), the frame ended
    import terminalio
    import uttt.ui.restart as R

    shown = []

    class Display:
        root_group = None
        auto_refresh = True

        def refresh(self):
            g = self.root_group
            shown.append((self.auto_refresh, g.x, [(t.x, t[0]) for t in g]))

    class Hw:
        width = 160
        height = 128
        display = Display()
        frames = 0

        def update(self):
            self.frames += 1

    hw = Hw()
    R.show(hw, 48)
    assert "uttt.ui.restart" not in sys.modules  # (a boot keeps none of its code)
    assert hw.frames == 1 and hw.display.root_group is None and len(shown) == 1
    auto, x, tiles = shown[0]
    assert not auto and x == (160 - 6 * 14) // 2
    assert [t[0] for t in tiles] == list(range(0, 6 * 14, 6))
    assert [t[1] for t in tiles] == [terminalio.FONT.get_glyph(c).tile_index for c in b"Super-Ultimate"]


def test_the_boot_s_title_reads_the_ultimate_game_s_sheets_after_its_modules_and_the_first_game_reads_none(monkeypatch):
    """screens59: once AHEAD is in, the boot's first title reads the Ultimate game's sprite sheets
    (``uttt.ui.gamebuild.sheet_keys``), one a frame and none in a frame that answers a press, into the view, which
    keeps them for the game: the first game's press reads none (~50 ms of a PyBadge's there, estimate)."""
    pytest.importorskip("displayio")
    from test_sheets import Display
    from uttt.ui import view as V

    fresh(monkeypatch)
    app = App(160, 128, "dpad", echo=False, seed=1)
    app.unloads = True
    view = V.View(Display(), app)
    reads = []
    real = view.sheet

    def sheet(kind, key, make):  # each sheet read (or drawn): none kept of that kind and size
        got = view.sheets.get(kind)
        if got is None or got[0] != key:
            reads.append((app.screen, kind, key))
        return real(kind, key, make)

    monkeypatch.setattr(view, "sheet", sheet)
    view.update()
    t = 0
    for _ in range(len(AHEAD) + 1):  # the first frame, then AHEAD one a frame
        app.tick(t)
        view.update()
        t += 33
    assert loaded() == AHEAD and reads == []  # the modules first
    from uttt.ui.gamebuild import sheet_keys

    want = [("title", kind, key) for kind, key, _ in sheet_keys(app.layout, "ultimate")]
    app.tick(t)
    t += 33
    assert reads == want[:1]  # one a frame
    app.press(K.DOWN)  # a frame that answers a press: none
    app.tick(t)
    t += 33
    assert reads == want[:1]
    app.press(K.UP)
    for _ in range(len(want) + 2):
        app.tick(t)
        view.update()
        t += 33
    assert reads == want and all(view.sheets[k][0] == key for _, k, key in want)
    app.press(K.A)  # Ultimate between friends: its scene reads no sheet
    view.update()
    assert app.screen == "game" and reads == want


def test_a_later_title_reads_again_the_sheets_the_rules_pages_let_go(monkeypatch):
    """screens59: the rules pages (pictures) let the game's sheets go but the panel's icon (``View.resheet``); the
    title shown after them reads the missing ones ahead again, once its own imports ahead are done, and the game's
    press reads none."""
    app, view, frames, _ = shown_title(monkeypatch)
    from uttt.ui.gamebuild import sheet_keys

    view.update()
    frames(len(AHEAD) + 8)
    want = sheet_keys(app.layout, "ultimate")
    assert all(view.sheets[k][0] == key for k, key, _ in want)
    app.open("howto")  # How to play, its first row: Ultimate's rules pages
    view.update()
    frames(2)
    app.press(K.A)
    view.update()
    assert app.screen == "rules"
    for _ in range(30):  # back to the choice, then to the title
        if app.screen == "title":
            break
        app.press(K.B)
        view.update()
        frames(1)
    assert app.screen == "title" and [k for k, _, _ in want if view.sheets.get(k) is None] == ["cells", "cursor",
                                                                                                  "board"]
    reads = []
    real = view.sheet

    def sheet(kind, key, make):
        got = view.sheets.get(kind)
        if got is None or got[0] != key:
            reads.append((app.screen, kind))
        return real(kind, key, make)

    monkeypatch.setattr(view, "sheet", sheet)
    frames(len(AHEAD) + 8)
    assert reads == [("title", "cells"), ("title", "cursor"), ("title", "board")]
    while app.scr.rows()[app.scr.sel][0] != "hotseat":  # (the title comes back on How to play's row)
        app.press(K.UP)
        frames(1)
    app.press(K.A)
    view.update()
    assert app.screen == "game" and len(reads) == 3


def test_a_title_with_a_turn_timer_set_imports_its_code_after_the_sheets_and_the_game_imports_none(monkeypatch):
    """screens60: where a turn timer is set, the title imports its code (``uttt.timer``, no family's: the change to the
    game keeps it) once the sheets are in, in a frame that answers no press; the first timed game's press imported it
    (~20 ms of a PyBadge's, board-adjusted: the bench's boot 1, title -> game on the bot row)."""
    monkeypatch.delitem(sys.modules, "uttt.timer", raising=False)
    app, view, frames, t = shown_title(monkeypatch, timer=1)
    from uttt.ui.gamebuild import sheet_keys

    want = sheet_keys(app.layout, "ultimate")

    view.update()
    for _ in range(40):  # AHEAD, then the sheets: the timer's code not before them
        if all(view.sheets.get(k) is not None and view.sheets[k][0] == key for k, key, _ in want):
            break
        assert "uttt.timer" not in sys.modules
        frames(1)
    assert "uttt.timer" not in sys.modules
    app.press(K.DOWN)  # a frame that answers a press imports nothing
    app.tick(t[0])
    assert "uttt.timer" not in sys.modules
    frames(1)
    assert "uttt.timer" in sys.modules
    app.press(K.UP)
    assert app.scr.rows()[app.scr.sel][0] == "hotseat"
    imported = first_imports(monkeypatch, app, K.A)  # the timed game: its timer's code is in
    view.update()
    assert app.screen == "game" and app.timer is not None and "uttt.timer" not in imported


def test_the_settings_timer_row_imports_the_timer_s_code_that_the_game_then_keeps(monkeypatch):
    """screens60: the Settings press that sets a turn timer imports its code (``uttt.timer``), which no family holds:
    the title and the change to the game keep it, and the timed game's press imports none (the bench's boot 1 sets the
    timer and starts a game with a press in every frame: no quiet frame of the title's for its look-ahead)."""
    fresh(monkeypatch)
    monkeypatch.delitem(sys.modules, "uttt.timer", raising=False)
    app = App(160, 128, "dpad", echo=False, seed=1)
    app.unloads = True
    app.open("settings")
    while app.scr.rows()[app.scr.sel][0] != "timer":
        app.press(K.DOWN)
    assert app.settings["timer"] == 0 and "uttt.timer" not in sys.modules
    app.press(K.A)
    assert app.settings["timer"] == 1 and "uttt.timer" in sys.modules
    app.press(K.B)
    assert app.screen == "title"
    while app.scr.rows()[app.scr.sel][0] not in ("hotseat", "bot"):
        app.press(K.UP)
    imported = first_imports(monkeypatch, app, K.A)
    assert app.screen == "game" and app.timer is not None and "uttt.timer" not in imported


def test_a_title_a_press_opens_shows_its_emblem_in_the_next_frame_and_its_look_ahead_after(monkeypatch):
    """screens64: the pause's Main menu (and Game over's) opened the title with the emblem's import and build in the
    press (~25 ms of a PyBadge's, board-adjusted, of a press at 300-360 ms with displayio). Now the press shows the
    title's rows without it; the next frame adds the emblem alone (its look-ahead waits for it), the settled screen
    as before. Fails on main: the emblem imported and built in the press's frame."""
    app, view, frames, t = shown_title(monkeypatch)
    frames(2)
    assert view.scene.emblem is not None  # a boot's title, not opened by a press: its emblem at once
    app.new_game("hotseat")
    frames(2)
    app.open("pause")
    frames(2)
    sys.modules.pop("uttt.ui.emblem", None)
    app.scr.sel = [r[0] for r in app.scr.items()].index("quit")
    app.press(K.A)
    frames(1)  # the press's frame: the title's rows, no emblem
    assert app.screen == "title" and view.scene.emblem is None and "uttt.ui.emblem" not in sys.modules
    assert any(app.scr.items()[0][1] in t.text for t, _ in view.labs)  # (the rows drawn)
    before = loaded()
    frames(1)  # the emblem alone, the look-ahead waits
    e = view.scene.emblem
    assert e is not None and not e[0].hidden and "uttt.ui.emblem" in sys.modules and loaded() == before
    frames(3)  # then the look-ahead goes on
    assert view.scene.emblem is e and len(loaded()) > len(before)
