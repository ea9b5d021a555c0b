"""How to play's choice of game imports the rules pages' code ahead (switch38; docs/memory.md "switch38"): one
module of ``uttt.ui.howto.AHEAD`` a frame while the choice waits for a press (none in a press's frame, none where
nothing is dropped), which the change to the pictures keeps (``uttt.ui.app.KEEP``), so that a row opens its pages
with nothing of them to import; out of memory, the look-ahead stops and the pages import the rest themselves."""

import builtins
import sys

from uttt.ui import buttons as K
from uttt.ui.app import KEEP, App
from uttt.ui.howto import AHEAD


def fresh(monkeypatch):
    """Drop the pages' modules for this test (restored after it: other tests hold the originals)."""
    import uttt.ui

    for leaf in AHEAD + ["howto", "rulespages"]:
        if leaf != "howto":
            monkeypatch.delitem(sys.modules, "uttt.ui." + leaf, raising=False)
            monkeypatch.delattr(uttt.ui, leaf, raising=False)


def loaded():
    return [n for n in AHEAD if "uttt.ui." + n in sys.modules]


REAL = builtins.__import__


def new_imports(monkeypatch):
    """The uttt.ui modules imported from now on (not yet in sys.modules at the import), in order, until
    ``builtins.__import__`` is REAL again (or the test ends)."""
    imported = []

    def watch(name, *a, **kw):
        if name.startswith("uttt.ui.") and name not in sys.modules:
            imported.append(name)
        return REAL(name, *a, **kw)

    monkeypatch.setattr(builtins, "__import__", watch)
    return imported


def howto(monkeypatch, unloads=True):
    fresh(monkeypatch)
    app = App(160, 128, "dpad", echo=False, seed=1)
    app.unloads = unloads
    app.open("howto")
    app.pressed = app.frames  # (opened by a press: the title's row)
    app.scr.items()  # (as its scene reads them: the rows import uttt.ui.rulespages)
    assert app.screen == "howto"
    return app


def test_the_choice_of_game_imports_the_pages_code_one_a_frame_and_the_pages_keep_it(monkeypatch):
    app = howto(monkeypatch)
    t = 0
    app.tick(t)  # the frame that answered the press: nothing
    assert loaded() == []
    seen = []
    for _ in range(len(AHEAD) + 3):
        t += 33
        app.tick(t)
        now = loaded()
        assert now == AHEAD[:len(now)] and len(now) == min(len(seen) + 1, len(AHEAD))  # one a frame, in order
        seen = now
    assert loaded() == AHEAD
    # every one of them is kept by the change to the pictures (the Layout's arithmetic drops itself once used)
    assert set(AHEAD) - {"sheets"} <= set(KEEP["picture"][0]) and "menu" in KEEP["picture"][1]
    mods = {n: sys.modules["uttt.ui." + n] for n in AHEAD if n != "layoutcalc"}
    imported = new_imports(monkeypatch)
    app.press(K.A)  # the first row: Ultimate's pages
    monkeypatch.setattr(builtins, "__import__", REAL)
    assert app.screen == "rules" and app.family == "picture"
    assert imported == []  # nothing of the pages imported in the press, nor their words (the trip's own tables
    # keep the choice's modules: help56; in app.py's KEEP it would be a name more at play, KEEP is resident)
    for n, mod in mods.items():  # kept, not imported again
        assert sys.modules["uttt.ui." + n] is mod
    assert "uttt.ui.layoutcalc" not in sys.modules  # (used by the pages' Layout and dropped, as before)
    app.press(K.A)  # and the pages turn
    assert app.scr.k == 1


def test_the_way_back_from_the_pages_imports_nothing_and_the_tables_are_the_app_s_again(monkeypatch):
    # help56: rules -> howto imported the menus', the choice's and the words' modules (~51 ms of a PyBadge's,
    # board-adjusted), and the choice then imported AHEAD again, one a frame: the trip keeps them both ways
    app = howto(monkeypatch)
    before = app.keep
    for t in range(0, 33 * (len(AHEAD) + 3), 33):
        app.tick(t)
    app.press(K.A)
    assert app.screen == "rules" and app.keep is not before
    mine = [n for n in ["menu", "howto", "rulespages"] + AHEAD if "uttt.ui." + n in sys.modules]
    mods = {n: sys.modules["uttt.ui." + n] for n in mine}
    assert {"menu", "howto", "rulespages", "replay", "gameview"} <= set(mine)
    imported = new_imports(monkeypatch)
    while app.screen == "rules":  # to the last page, and back to the choice
        app.press(K.A)
    assert app.screen == "howto" and app.family == "menu"
    assert imported == []  # nothing in the press
    for t in range(0, 33 * (len(AHEAD) + 3), 33):  # and its look-ahead finds them in but the Layout's arithmetic
        app.tick(t)                                # (dropped once used, as before; in a frame of its own)
    monkeypatch.setattr(builtins, "__import__", REAL)
    assert imported == ["uttt.ui.layoutcalc"]
    for n, mod in mods.items():  # kept, not imported again
        assert sys.modules["uttt.ui." + n] is mod
    assert app.keep is before  # the App's own tables again: a later change of family keeps what it kept before
    assert app.scr.items()[app.scr.sel][0] == "ultimate"
    app.press(K.B)  # and to the title, as before
    assert app.screen == "title"


def test_a_press_during_the_import_ahead_is_answered_at_once_and_the_pages_import_the_rest(monkeypatch):
    app = howto(monkeypatch)
    t = 0
    for _ in range(4):  # the press's frame, then three modules
        app.tick(t)
        t += 33
    assert loaded() == AHEAD[:3]
    app.press(K.DOWN)  # a frame that answers a press: handled, nothing imported in it
    app.tick(t)
    t += 33
    assert app.scr.sel == 1 and loaded() == AHEAD[:3]
    app.tick(t)
    assert loaded() == AHEAD[:4]
    mods = {n: sys.modules["uttt.ui." + n] for n in AHEAD[:4]}
    app.press(K.UP)
    app.press(K.A)
    assert app.screen == "rules"
    for n, mod in mods.items():  # what came ahead is kept; the pages imported the rest themselves
        assert sys.modules["uttt.ui." + n] is mod
    assert "uttt.ui.replay" in sys.modules


def test_no_import_ahead_where_nothing_is_dropped(monkeypatch):
    app = howto(monkeypatch, unloads=False)  # a PC: every module stays once imported, so nothing is gained
    for t in range(0, 33 * 20, 33):
        app.tick(t)
    assert loaded() == []


def test_out_of_memory_ahead_stops_it_and_the_pages_import_them_at_the_press(monkeypatch):
    app = howto(monkeypatch)
    real = builtins.__import__
    calls = []

    def short(name, *a, **kw):
        if name == "uttt.ui." + AHEAD[1]:
            calls.append(name)
            raise MemoryError("no room")
        return real(name, *a, **kw)

    monkeypatch.setattr(builtins, "__import__", short)
    for t in range(33, 33 * 20, 33):
        app.tick(t)
    assert calls == ["uttt.ui." + AHEAD[1]] and loaded() == AHEAD[:1]  # it stopped at the first failure
    monkeypatch.setattr(builtins, "__import__", real)
    app.press(K.A)
    assert app.screen == "rules" and "uttt.ui.replay" in sys.modules
