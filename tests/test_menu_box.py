"""The pause menu, the confirm question and Game over are boxes over the game scene, which stays whole under them
(issue 16, pause27): a pause and back builds nothing of the game's and a board refreshes only the box.

A board's CircuitPython marks dirty, when a Group is taken out of the display's root group, only the areas of the
TileGrids in it (shared-module/displayio/Group.c: ``_remove_layer`` and ``displayio_group_get_previous_area`` walk
TileGrids and Groups, not vectorio shapes). The simulator's Blinka displayio also counts the shapes, so it would
not show a shape left on the screen: ``test_a_guest_draws_no_shape_outside_its_grid`` checks C's rule on the
scene's objects instead."""

import contextlib
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sim = pytest.importorskip("sim")

from uttt.ui import buttons as K  # noqa: E402
from uttt.ui.app import App  # noqa: E402

from support import row_rect  # noqa: E402

SCHEMES = [(160, 128, "dpad"), (320, 240, "touch"), (240, 240, "two"), (128, 128, "dpad"), (320, 240, "dpad")]


def game(w=160, h=128, scheme="dpad", moves=(40, 41)):
    app = App(w, h, scheme, echo=False, seed=1)
    app.new_game("hotseat")
    for m in moves:
        app.scr.play(m)
    return app


def menus(app):
    """Each box over the game in turn (its screen open): the pause menu, both questions, Game over."""
    app.open("pause")
    yield app.scr
    app.open("confirm", ask="new")
    yield app.scr
    app.open("confirm", ask="undo")
    yield app.scr
    app.open("over")  # (its rows and box do not depend on the game's end)
    yield app.scr


@pytest.mark.parametrize("w,h,scheme", SCHEMES)
def test_the_game_family_menus_are_boxes_that_hold_their_words(w, h, scheme):
    app = game(w, h, scheme)
    sizes = []
    for scr in menus(app):
        L = app.layout
        x, y, bw, bh = scr.frame()
        sizes.append((bw, bh))
        assert 0 <= x and 0 <= y and x + bw <= w and y + bh <= h
        if scheme == "two":  # its keys' line at the bottom of the screen: the whole screen
            assert (x, y, bw, bh) == (0, 0, w, h)
            continue
        assert bw < w and bh < h and bw % 6 == 0 and bh % 12 == 0  # whole glyph cells (its background)
        assert abs((w - bw) - 2 * x) <= 1 and abs((h - bh) - 2 * y) <= 1  # in the middle
        cols = bw // (6 * L.scale)
        assert len(scr.heading()) <= cols
        shown = scr.items()[scr.top:scr.top + L.menu_rows]
        assert all(len(" " + t) < cols for _, t in shown)
        assert L.title_h + len(shown) * L.row_h <= bh
    if scheme != "two":
        assert len(set(sizes)) > 1  # as wide as its words: the questions are wider than the pause menu


def test_a_notice_takes_the_whole_screen_and_the_box_comes_back_after_it():
    app = game()
    app.open("pause")
    box = app.scr.frame()
    app.notice = "Last save was unreadable: the one before it restored"
    assert app.scr.frame() == (0, 0, 160, 128)
    app.press(K.DOWN)  # a press clears the notice
    assert app.scr.frame() == box


def test_taps_in_the_box_act_and_outside_it_do_nothing():
    app = game(320, 240, "touch")
    app.open("pause")
    x, y, w, h = app.scr.frame()
    app.touch(x - 5, y + h // 2)  # beside the box: nothing
    app.touch(x + w // 2, y + h + 3)  # under it
    assert app.screen == "pause"
    ids = [i for i, _ in app.scr.items()]  # in pages of four rows, "More..." the last of each
    more = ids.index("more")
    assert ids.index("log") > more
    rx, ry, rw, rh = row_rect(app, more)
    assert rh >= 44 and rx == x and rw == w
    app.touch(rx + rw // 2, ry + rh // 2)
    assert app.screen == "pause" and app.scr.top == more + 1 and app.scr.frame() == (x, y, w, h)
    rx, ry, rw, rh = row_rect(app, ids.index("log") - app.scr.top)
    app.touch(rx + rw // 2, ry + rh // 2)
    assert app.screen == "log"
    app.touch(5, 2)  # the log's title bar: back to the pause menu
    assert app.screen == "pause"
    app.touch(x + w // 2, y + 2)  # the box's title bar: back to the game
    assert app.screen == "game"


@pytest.mark.parametrize("variant", ["hotseat", "super"])
def test_every_pause_row_acts(variant):
    want = {"resume": "game", "undo": "confirm", "hint": "game", "log": "log", "new": "confirm", "quit": "title",
            "superrules": "superrules"}  # (the log screen, named so with the rules: uttt.ui.superrules)
    app = App(160, 128, "dpad", echo=False, seed=1)
    app.new_game(variant)
    first = app.game.legal_moves()[0]
    app.scr.play(first)
    app.open("pause")
    ids = [i for i, _ in app.scr.items()]
    assert ("superrules" in ids) == (variant == "super")
    for key in ids:
        app.open("game")
        app.open("pause")
        app.scr.select(ids.index(key))
        app.press(K.A)
        assert app.screen == want[key], key
        if key == "hint":  # the hint's search runs, from the frame after the press's (press28)
            assert app.scr.thinking == "hint" and app.scr.computer is None
            for _ in range(3):  # (the press's frame, the next; at the app's first frame, the second: settle_now)
                app.tick(app.now + 33)
            assert app.scr.computer is not None
        if app.screen == "confirm":
            app.press(K.B)  # no: back to the pause menu (new) or the game (undo)
            assert app.screen == ("pause" if key == "new" else "game")
            assert app.game.ply == 1
        if app.screen == "title":
            break
    assert app.screen == "title"


def test_a_step_onto_undo_imports_its_code_ahead_of_its_press(monkeypatch):
    # newgame58: the Undo row's press imported uttt.ui.undo (~20 ms of a PyBadge's with its load's collection: the
    # pause's way back's worst once the New game row sent less); the step onto the row imports it now, where the
    # row can be used, so its press (a change of screen) imports nothing
    import sys
    for moves, want in (((), False), ((40, 41), True)):
        app = game(moves=moves)
        app.open("pause")
        monkeypatch.delitem(sys.modules, "uttt.ui.undo", raising=False)
        monkeypatch.delattr("uttt.ui.undo", raising=False)  # (as uttt.ui.app.forget drops it)
        app.press(K.DOWN)
        assert app.scr.items()[app.scr.sel][0] == "undo"
        assert ("uttt.ui.undo" in sys.modules) == want
    loaded = sys.modules["uttt.ui.undo"]
    app.scr.select(1)
    app.press(K.A)
    assert app.screen == "confirm" and sys.modules["uttt.ui.undo"] is loaded  # (a friend allows it)


def _walk(group, ox, oy, out):
    """(kind, x1, y1, x2, y2) of every TileGrid and vectorio shape under group, on the screen."""
    import displayio
    import vectorio
    ox += group.x
    oy += group.y
    for layer in group:
        if isinstance(layer, displayio.Group):
            s = layer.scale
            if s != 1:  # a scaled Text: its TileGrids' extent, scaled
                for t in layer:
                    x1, y1 = ox + layer.x + s * t.x, oy + layer.y + s * t.y
                    out.append(("grid", x1, y1, x1 + s * t.width * t.tile_width, y1 + s * t.height * t.tile_height))
            else:
                _walk(layer, ox, oy, out)
        elif isinstance(layer, displayio.TileGrid):
            x1, y1 = ox + layer.x, oy + layer.y
            out.append(("grid", x1, y1, x1 + layer.width * layer.tile_width, y1 + layer.height * layer.tile_height))
        elif isinstance(layer, vectorio.Rectangle):
            x1, y1 = ox + layer.x, oy + layer.y
            out.append(("shape", x1, y1, x1 + layer.width, y1 + layer.height))
        else:
            raise AssertionError("a layer this test cannot place: %r" % (layer,))
    return out


def _grids_cover_shapes(top, w, h):
    # C's removal: the union of the TileGrids' areas is redrawn; every shape must lie inside it (clipped to the
    # screen). The union is a bounding box there (displayio_area_union).
    got = _walk(top, 0, 0, [])
    grids = [a for a in got if a[0] == "grid"]
    box = (min(a[1] for a in grids), min(a[2] for a in grids), max(a[3] for a in grids), max(a[4] for a in grids))
    for kind, x1, y1, x2, y2 in got:
        if kind == "shape":
            x1, y1, x2, y2 = max(x1, 0), max(y1, 0), min(x2, w), min(y2, h)
            if x1 < x2 and y1 < y2:
                assert box[0] <= x1 and box[1] <= y1 and x2 <= box[2] and y2 <= box[3], (box, (x1, y1, x2, y2))
    return max(box[0], 0), max(box[1], 0), min(box[2], w), min(box[3], h)  # (clipped to the screen, as C does)


def _view(board, tmp_path):
    s = sim.Simulator(board, nvm_path=str(tmp_path / "nvm.bin"))
    s.__enter__()
    import boards
    from uttt.ui.view import View
    hw = boards.load()
    app = App(hw.width, hw.height, hw.scheme, echo=False, seed=1)
    view = View(hw.display, app)
    view.update()
    return s, app, view, hw


def _recorded(board, tmp_path):
    """_view's, and the list of the areas the display refreshes from now on (each clipped to the screen)."""
    s, app, view, hw = _view(board, tmp_path)
    areas = []
    real = hw.display._refresh_area

    def record(a):
        areas.append((max(a.x1, 0), max(a.y1, 0), min(a.x2, hw.width), min(a.y2, hw.height)))
        return real(a)

    hw.display._refresh_area = record
    return s, app, view, hw, areas


@contextlib.contextmanager
def _game(board, tmp_path, variant="hotseat", record=False):
    """_view's (s, app, view, hw), or with record _recorded's (and its areas), a new game of variant drawn; the
    simulator closed at the end."""
    made = (_recorded if record else _view)(board, tmp_path)
    s, app, view = made[:3]
    try:
        app.new_game(variant)
        view.update()
        yield made
    finally:
        s.__exit__(None, None, None)


@pytest.mark.parametrize("board", ["pybadge", "pyportal"])
def test_a_pause_and_back_leaves_the_game_screen_as_it_was(board, tmp_path):
    with _game(board, tmp_path) as (s, app, view, hw):
        for m in (40, 41):
            app.scr.play(m)
            app.tick(app.now + 2000)  # the marks' animations over
            view.update()
            for _ in range(8):  # the boards' frames a move's frame leaves to the next frames ("rims": ugame63)
                app.tick(app.now + 33)
                view.update()
        root = hw.display.root_group  # the game scene's own group
        layers = list(root)
        before = s.rgb().copy()
        for opened in ("pause", "confirm", "over"):
            if opened == "pause":
                app.press(K.START)
            elif opened == "confirm":
                app.open("pause")
                app.open("confirm", ask="new")
            else:
                app.open("over")
            view.update()
            assert app.screen == opened
            assert hw.display.root_group is root and list(root)[:-1] == layers  # the game scene, untouched
            x, y, w, h = app.scr.frame()
            top = root[-1]  # the box, on top of it
            assert (top.x, top.y) == (x, y)
            assert _grids_cover_shapes(top, hw.width, hw.height) == (x, y, x + w, y + h)
            now = s.rgb()
            inside = (now[y:y + h, x:x + w] != before[y:y + h, x:x + w]).any(axis=2)
            assert inside.sum() > w * h // 20  # the box is drawn
            outside = (now != before).any(axis=2)
            outside[y:y + h, x:x + w] = False
            assert not outside.any()  # and nothing else
            app.open("game")  # back (B on the pause menu: Resume; Game over: back to the result)
            view.update()
            assert hw.display.root_group is root and list(root) == layers
            assert (s.rgb() == before).all()  # the game screen exactly as it was drawn
        # What the display is sent (the simulator's Blinka displayio refreshes each dirty area as C does, one by
        # one, unmerged): the box, its grid under its words; on a PyBadge less than the whole screen (a PyPortal's
        # box of 44 px rows is most of the screen, and its words' areas come on top); back, the box's area alone,
        # once.
        n0 = len(s.refreshes)
        app.press(K.START)
        view.update()
        x, y, w, h = app.scr.frame()
        opened = sum(p for _, p in s.refreshes[n0:])
        n0 = len(s.refreshes)
        app.press(K.B)
        view.update()
        assert app.screen == "game" and (s.rgb() == before).all()
        assert w * h <= opened and (board != "pybadge" or opened < hw.width * hw.height)
        assert sum(p for _, p in s.refreshes[n0:]) == w * h


@pytest.mark.parametrize("board", ["pybadge", "pyportal", "clue"])
def test_a_guest_draws_no_shape_outside_its_grid(board, tmp_path):
    # Every scene over the game (a box) has a TileGrid under all its shapes, so that taking it off the root group
    # redraws all it drew on a board. A guest of the whole screen (the log, a menu with a notice, a two-button
    # board's menus) is the root group itself, its grid under all it draws, the game scene's group kept aside as
    # it was (over49: one area as it opens and one as it goes, not its grid's and each of its texts' through the
    # game scene's layers).
    with _game(board, tmp_path) as (s, app, view, hw):
        app.scr.play(40)
        view.update()
        root = hw.display.root_group
        layers = list(root)
        n = len(root)
        whole = 0
        for name, kw in (("pause", {}), ("log", {"back": "pause"}), ("confirm", {"ask": "undo"}), ("over", {})):
            app.open(name, **kw)
            view.update()
            x, y, w, h = app.scr.frame() if name != "log" else (0, 0, hw.width, hw.height)
            if w < hw.width or h < hw.height:
                assert hw.display.root_group is root and len(root) == n + 1
                top = root[-1]
            else:
                whole += 1
                top = hw.display.root_group
                assert top is not root and list(root) == layers
            assert _grids_cover_shapes(top, hw.width, hw.height) == (x, y, x + w, y + h)
        assert whole == (4 if app.scheme == "two" else 1)
        app.open("pause")
        app.notice = "Not enough memory for log"
        app.dirty.add("menu")
        view.update()
        assert app.scr.frame() == (0, 0, hw.width, hw.height)
        assert hw.display.root_group is not root and list(root) == layers
        assert _grids_cover_shapes(hw.display.root_group, hw.width, hw.height) == (0, 0, hw.width, hw.height)
        app.open("game")
        view.update()
        assert hw.display.root_group is root and list(root) == layers


def _flat(group):
    import displayio
    out = []
    for layer in group:
        out += _flat(layer) if isinstance(layer, displayio.Group) else [layer]
    return out


def _layers(group, ox, oy, out, sc=1):
    """(layer, x1, y1, x2, y2, opaque) of every shown TileGrid and rectangle under group on the screen, bottom first;
    opaque: a palette with no transparent colour (where C's fill_area stops, the layer covering the area)."""
    import displayio
    import vectorio
    if group.hidden:
        return out
    ox += sc * group.x
    oy += sc * group.y
    sc *= group.scale
    for layer in group:
        if isinstance(layer, displayio.Group):
            _layers(layer, ox, oy, out, sc)  # (a scaled Text: a PyPortal's)
        elif layer.hidden:
            continue
        elif isinstance(layer, displayio.TileGrid):
            x1, y1 = ox + sc * layer.x, oy + sc * layer.y
            p = layer.pixel_shader
            opaque = not any(p.is_transparent(i) for i in range(len(p)))
            out.append((layer, x1, y1, x1 + sc * layer.width * layer.tile_width,
                        y1 + sc * layer.height * layer.tile_height, opaque))
        else:
            assert isinstance(layer, vectorio.Rectangle) and sc == 1
            x1, y1 = ox + layer.x, oy + layer.y
            out.append((layer, x1, y1, x1 + layer.width, y1 + layer.height,
                        not layer.pixel_shader.is_transparent(layer.color_index)))
    return out


@pytest.mark.parametrize("board", ["pybadge", "pyportal"])
def test_a_box_s_areas_stop_at_its_own_layers(board, tmp_path):
    # pause53: a board fills each dirty area from the top layer down to the first that covers it opaquely
    # (CircuitPython's Group fill_area). The pause box's rows and title were transparent: each one's area went
    # through them, the bar and the box's grid of spaces, and the grid's area through every row (a PyBadge's pause
    # opening: 14 areas, 14,950 px sent, 24,218 TileGrid pixels filled, ~51 ms of its refresh by the bench's model).
    # Now every area but the grid's own and the title's stops at a layer of the box above the grid (its rows opaque on
    # the box's background, the selected row transparent over the bar), and the box looks the same: beside a row's
    # words, the bar's colour where selected, the box's background elsewhere.
    with _game(board, tmp_path, record=True) as (s, app, view, hw, areas):  # no move yet: Undo dimmed
        for step in (K.START, K.DOWN, K.DOWN):  # the opening, the selection on the dimmed Undo, then on Hint
            del areas[:]
            app.press(step)
            view.update()
            assert app.screen == "pause"
            x, y, w, h = app.scr.frame()
            box = view.scene.root
            layers = _layers(hw.display.root_group, 0, 0, [])
            own = [ly for ly in layers if any(ly[0] is b for b in _flat(box))]
            # every pixel of the box under one of its TileGrids (a Group taken out marks only their areas dirty)
            tiles = [ly for ly in own if not hasattr(ly[0], "color_index")]
            for py in range(y, y + h):
                for px in range(x, x + w):
                    assert any(t[1] <= px < t[3] and t[2] <= py < t[4] for t in tiles), (px, py)
            assert areas
            for a in areas if step == K.START else ():
                if not (x <= a[0] and y <= a[1] and a[2] <= x + w and a[3] <= y + h):
                    continue  # (the stand-ins' shapes give their areas in their group's coordinates)
                for py in range(a[1], a[3]):  # where the fill stops at each pixel: a layer of the box's own
                    for px in range(a[0], a[2]):
                        cover = [ly for ly in reversed(layers) if ly[5] and ly[1] <= px < ly[3] and
                                 ly[2] <= py < ly[4]][0]
                        assert any(cover is ly for ly in own), (step, a, cover)
            # the look: a row's paper as the bar's colour (selected) and as the box's background (not)
            rgb = s.rgb()
            sel = app.scr.sel - app.scr.top
            rows = view.scene.rows.rows
            for i in range(min(len(app.scr.items()) - app.scr.top, len(rows))):
                _, x1, y1, x2, y2, opaque = [ly for ly in layers if ly[0] is rows[i]][0]
                assert opaque == (i != sel or view.scene.bar is None)  # (a PyBadge's: no bar, the row its colour)
                paper = tuple(rgb[y1, x + 3])  # the row's paper (a glyph cell's top row is blank) or the bar
                g = y1 + 12 * app.layout.scale  # the strip under it (the last row's may be the frame's bottom line)
                assert g >= y + h - 1 or paper == tuple(rgb[g, x + 3]), (step, i)
                assert (paper == tuple(rgb[y + h - 2, x + 3])) == (i != sel), (step, i)  # the box's background


def test_a_box_s_rows_are_as_wide_as_their_words_and_make_only_the_palettes_shown(tmp_path):
    # superbox60: each row of a box that shows all its rows is a TileGrid as wide as its own words (a new TileGrid's
    # whole area goes out in a board's next refresh, over the box's grid: the pause's 63 cells -> 44, ~1,370 px less
    # as it opens); a row's other palette (dimmed, selected, both) is made when a row first takes it. The box looks
    # the same: rows on the paper of the grid under them. (A PyBadge's box has no grid under its rows since
    # superbox61, its rows the box's width and a space before the words; a scale-2 box keeps words' widths.)
    with _game("pybadge", tmp_path, "super") as (s, app, view, hw):
        app.press(K.START)
        view.update()
        assert app.screen == "pause"
        scene = view.scene
        words = [text for _, text in app.scr.items()]
        w = app.scr.frame()[2] // 6
        assert [g.width for g in scene.rows.rows] == [w] * len(words) and scene.rows.cols == w
        assert [p is not None for p in scene.dim] == [True, True, False]  # Undo and Hint dimmed, Resume selected
        before = s.rgb().copy()
        for _ in words:  # a step onto each row and its palettes; the words as they were
            app.press(K.DOWN)
            view.update()
        assert app.scr.sel == 0 and (s.rgb() == before).all()
        assert None not in scene.dim  # (a dimmed row selected: the third)


@pytest.mark.parametrize("variant", ["super", "hotseat"])
def test_a_pybadge_box_s_pixels_go_out_once_as_it_opens_not_through_a_grid_under_its_rows(variant, tmp_path):
    # superbox61: a board's refresh sends each dirty area on its own (BusDisplay.c _refresh_display), and each new
    # layer of the box is an area: the grid of spaces under the rows sent the box's pixels once more under its rows
    # (the Super pause: 15 areas, 14,422 px sent). Now the box has no grid: its rows are the box's width, a strip
    # of the row's palette under each, a band under the title, the rest to the bottom; a pixel of the box goes out
    # once, but where the title's words, its line or the frame lie over another layer (no bar: the selected row's
    # paper is its colour).
    import vectorio
    with _game("pybadge", tmp_path, variant, record=True) as (s, app, view, hw, areas):
        del areas[:]
        app.press(K.START)
        view.update()
        assert app.screen == "pause"
        x, y, w, h = app.scr.frame()
        L = app.layout
        inside = [a for a in areas if x <= a[0] and y <= a[1] and a[2] <= x + w and a[3] <= y + h]
        sent = sum((a[2] - a[0]) * (a[3] - a[1]) for a in inside)
        title = view.scene.title.rows[0]
        rest = h - L.title_h - len(view.scene.rows.rows) * L.row_h  # under the last row: whole cells, over its strip
        extra = title.width * 6 * 12 + w + 2 * (w + h) + -rest % 12 * w  # and the title's words, its line, the frame
        assert w * h < sent <= w * h + extra, (sent, w * h, extra)
        assert not any(isinstance(ly, vectorio.Rectangle) and ly.height == L.row_h for ly in view.scene.root)


def test_a_step_onto_new_game_on_an_empty_board_imports_its_code_ahead_of_its_press(monkeypatch):
    # screens61: the New game row on an empty board starts the game at once, and its press imported
    # uttt.ui.gamestart (~30 ms of a PyBadge's ~160 with displayio, its load's collection with it: the pause's way
    # back's worst once Undo saves in the next frame); the step onto the row imports it now, as Undo's, so its press
    # imports nothing; a way back by another row (or B) drops it again (not kept at play)
    import sys
    for moves, want in (((40, 41), False), ((), True)):
        app = game(moves=moves)
        app.open("pause")
        monkeypatch.delitem(sys.modules, "uttt.ui.gamestart", raising=False)
        monkeypatch.delattr("uttt.ui.gamestart", raising=False)  # (as uttt.ui.app.forget drops it)
        for _ in range(4):
            app.press(K.DOWN)
        assert app.scr.items()[app.scr.sel][0] == "new"
        assert ("uttt.ui.gamestart" in sys.modules) == want
    loaded = sys.modules["uttt.ui.gamestart"]
    started = []
    real = loaded.start
    monkeypatch.setattr(loaded, "start", lambda app, new: (started.append(new), real(app, new))[1])
    app.press(K.A)
    assert app.screen == "game" and len(started) == 1 and "uttt.ui.gamestart" not in sys.modules
    app.open("pause")
    for _ in range(4):
        app.press(K.DOWN)
    assert "uttt.ui.gamestart" in sys.modules
    app.press(K.B)
    assert app.screen == "game" and "uttt.ui.gamestart" not in sys.modules


@pytest.mark.parametrize("board", ["pybadge", "pyportal"])
def test_the_box_s_frame_stays_whole_whichever_row_is_selected(board, tmp_path):
    # The box's frame is drawn over its rows: the selected row's bar, the last row's too, never covers the frame's
    # lines (on 2b32b5b a PyBadge's pause with Main menu, its last row, selected lost its bottom line: superbox61).
    with _game(board, tmp_path) as (s, app, view, hw):
        app.press(K.START)
        view.update()
        x, y, w, h = app.scr.frame()

        def ring():
            now = s.rgb()
            return [now[y, x:x + w].copy(), now[y + h - 1, x:x + w].copy(), now[y:y + h, x].copy(),
                    now[y:y + h, x + w - 1].copy()]

        first = ring()
        rows = len(app.scr.items())
        for k in range(1, rows):
            app.press(K.DOWN)
            app.tick(app.now + 200)
            view.update()
            assert app.scr.sel == k
            assert all((a == b).all() for a, b in zip(first, ring())), (board, k, app.scr.items()[k][0])


@pytest.mark.parametrize("variant", ["super", "hotseat"])
def test_the_box_s_strips_are_one_tile_each_of_a_shared_bitmap(variant, tmp_path):
    # superpause63 (room62's strips, kept in the view): each strip under a PyBadge box's row is one tile of a blank
    # bitmap of its size, shared by the box's strips, made in View.paper's own loop (no blank() call a strip, no
    # tile indexes of its own: a row of 1-px font tiles had over 255 tiles, 2 bytes an index). On main: strips of the
    # font's bitmap, each 13 x 1 or so of its tiles.
    with _game("pybadge", tmp_path, variant) as (s, app, view, hw):
        app.press(K.START)
        view.update()
        assert app.screen == "pause"
        w = app.scr.frame()[2]
        strips = view.scene.gaps
        assert len(strips) == len(view.scene.rows.rows) == len(app.scr.items()) >= 6
        for t in strips:
            assert t.bitmap is strips[0].bitmap and (t.width, t.height) == (1, 1)
            assert (t.bitmap.width, t.bitmap.height) == (w, app.layout.row_h - 12)


@pytest.mark.parametrize("variant", ["hotseat", "super"])
def test_the_way_back_from_the_pause_leaves_the_panel_s_words_to_the_next_quiet_frame(variant, tmp_path, monkeypatch):
    # Back from the pause (B, or the Hint row) the game scene under the box is as it was: its press works out no
    # panel words (nor a Super game's overview); the next frame with nothing else to draw does, or the next frame
    # that changes them (pause64). The screen is the same as with the words worked out in the press.
    calls = []
    with _game("pybadge", tmp_path, variant) as (s, app, view, hw):
        import uttt.ui.gameview as GV  # (the simulator's own modules)
        real = GV.panelview.sync

        def sync(scene):
            calls.append(scene.app.frames)
            return real(scene)

        monkeypatch.setattr(GV.panelview, "sync", sync)
        for m in app.game.legal_moves()[:1] + [None]:
            if m is not None:
                app.scr.play(m)
            for _ in range(40):
                app.tick(app.now + 100)
                view.update()
        for how in ("back", "hint"):
            before = s.rgb().copy()
            app.press(K.START)
            view.update()
            app.tick(app.now + 33)
            view.update()
            scene = view.under[0]
            words = scene.panel_state
            assert words
            del calls[:]
            if how == "back":
                app.press(K.B)
            else:
                app.scr.select(2)
                app.press(K.A)
            view.update()
            assert app.screen == "game" and view.scene is scene
            assert calls == [] and scene.panel_state == 0  # none in the press
            if how == "back":
                assert (s.rgb() == before).all()  # the game screen as it was
                app.tick(app.now + 33)
                app.press(K.RIGHT)  # a press in the next frame: still owed
                view.update()
                assert calls == [] and scene.panel_state == 0
                app.tick(app.now + 33)
                app.press(K.LEFT)
                view.update()
                assert calls == [] and scene.panel_state == 0
            app.tick(app.now + 33)
            view.update()  # the next frame with nothing else: drawn
            assert len(calls) == 1 and scene.panel_state
            if how == "back":
                assert scene.panel_state == words
            for _ in range(40):
                app.tick(app.now + 100)
                view.update()
