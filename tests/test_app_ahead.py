"""The one import-ahead step (``uttt.ui.main.ahead``, ahead41) that the title, How to play's choice, Game over and
the Review run while they wait for a press: one module a frame, in order, what is loaded skipped; none in the first
frame nor in a frame that answers a press; with a room to find, a frame of its own that collects first and goes on
only where that many bytes are free (else from ``skip``); out of memory it stops; nothing where nothing is dropped.
The screens' own tests (test_app_boot, test_app_howto, test_app_switch) check each screen's use of it."""

import builtins
import gc
import sys

import pytest

import uttt.ui.app as appmod
from uttt.ui.main import ahead

NAMES = ["ahx0", "ahx1", "ahx2", "ahx3"]   # no such modules: a stand-in import records them (below)


class Stub:
    pressed = 0
    frames = 5
    unloads = True


class Scr:
    def __init__(self, start=0):
        self.app = Stub()
        self.ahead = start


@pytest.fixture
def imports(monkeypatch):
    """The stand-in import: records each uttt.ui.ahx* import and loads a placeholder (or raises MemoryError for the
    names in ``fail``); every other import as usual."""
    calls, fail = [], []
    real = builtins.__import__

    def fake(name, globals=None, locals=None, fromlist=(), level=0):
        if name.startswith("uttt.ui.ahx"):
            calls.append(name[8:])
            if name[8:] in fail:
                raise MemoryError
            monkeypatch.setitem(sys.modules, name, object())
            return None
        return real(name, globals, locals, fromlist, level)

    monkeypatch.setattr(builtins, "__import__", fake)
    return calls, fail


def test_one_module_a_frame_in_order_skipping_what_is_loaded_and_none_in_a_press_s_frame(imports, monkeypatch):
    calls, _ = imports
    monkeypatch.setitem(sys.modules, "uttt.ui.ahx1", object())  # loaded already: skipped, no frame spent on it
    scr = Scr()
    app = scr.app
    app.pressed = app.frames   # a frame that answers a press: nothing
    ahead(scr, NAMES, 4)
    assert calls == [] and scr.ahead == 0
    app.frames += 1
    ahead(scr, NAMES, 4)
    assert calls == ["ahx0"] and scr.ahead == 1
    app.frames += 1
    ahead(scr, NAMES, 4)
    assert calls == ["ahx0", "ahx2"] and scr.ahead == 3
    app.frames += 1
    app.pressed = app.frames
    ahead(scr, NAMES, 4)
    assert calls == ["ahx0", "ahx2"]
    for _ in range(3):
        app.frames += 1
        ahead(scr, NAMES, 4)
    assert calls == ["ahx0", "ahx2", "ahx3"] and scr.ahead == 4   # done: nothing more
    for n in ("ahx0", "ahx2", "ahx3"):
        sys.modules.pop("uttt.ui." + n)
    end = Scr()   # end stops short of the list's last
    for _ in range(6):
        end.app.frames += 1
        ahead(end, NAMES, 2)
    assert calls == ["ahx0", "ahx2", "ahx3", "ahx0"] and end.ahead == 2  # (ahx1 loaded)


def test_none_in_the_first_frame_nor_where_nothing_is_dropped(imports):
    calls, _ = imports
    scr = Scr()
    scr.app.frames = 0       # the boot's first frame
    ahead(scr, NAMES, 4)
    pc = Scr()
    pc.app.unloads = False   # a PC's heap
    for _ in range(6):
        pc.app.frames += 1
        ahead(pc, NAMES, 4)
    assert calls == [] and scr.ahead == 0 and pc.ahead == 0


def test_out_of_memory_stops_it_and_forgets_the_half_import(imports):
    calls, fail = imports
    fail.append("ahx1")
    scr = Scr()
    for _ in range(6):
        scr.app.frames += 1
        ahead(scr, NAMES, 4)
    assert calls == ["ahx0", "ahx1"] and scr.ahead == 4 and "uttt.ui.ahx1" not in sys.modules


@pytest.mark.parametrize("free", [40960, 40959])
@pytest.mark.parametrize("skip", [4, 2])
def test_the_room_first_a_collection_in_a_frame_of_its_own(imports, monkeypatch, free, skip):
    calls, _ = imports
    collections = []
    monkeypatch.setattr(appmod, "HEAP", True)
    monkeypatch.setattr(gc, "collect", lambda: collections.append(scr.app.frames))
    monkeypatch.setattr(gc, "mem_free", lambda: free, raising=False)
    scr = Scr(-1)
    app = scr.app
    app.pressed = app.frames
    ahead(scr, NAMES, 4, 40960, skip)   # the press's frame: not even the collection
    assert collections == [] and scr.ahead == -1
    app.frames += 1
    ahead(scr, NAMES, 4, 40960, skip)
    assert collections == [app.frames] and calls == []   # the collection's frame imports nothing
    for _ in range(6):
        app.frames += 1
        ahead(scr, NAMES, 4, 40960, skip)
    assert len(collections) == 1 and scr.ahead == 4
    assert calls == (NAMES if free >= 40960 else NAMES[skip:])
    monkeypatch.setattr(appmod, "HEAP", False)   # no heap to measure (a PC's): as short of room, no collection
    del calls[:], collections[:]
    for n in NAMES:
        sys.modules.pop("uttt.ui." + n, None)
    pc = Scr(-1)
    for _ in range(6):
        pc.app.frames += 1
        ahead(pc, NAMES, 4, 40960, skip)
    assert collections == [] and calls == NAMES[skip:]
