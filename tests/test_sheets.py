"""Sprite sheets computed at deploy time (``sim.sheets`` writes them, ``uttt.ui.sheets`` reads them): the
deploy writes every sheet the scenes ask for, and a board that reads one gets the pixels it would have drawn
(on CPython with Blinka, and on CircuitPython's own 32-bit port when ``$CIRCUITPYTHON_UNIX`` is set)."""

import importlib
import os
import subprocess

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
pytest.importorskip("displayio")

from sim import deploy, sheets as writer  # noqa: E402
from uttt.ui import buttons as K  # noqa: E402
from uttt.ui import sheets, sprites  # noqa: E402


class Display:
    root_group = None
    auto_refresh = True

    def refresh(self):
        pass


def pixels(bmp):
    return (bmp.width, bmp.height, bytes(bmp[x, y] for y in range(bmp.height) for x in range(bmp.width)))


def asked(monkeypatch, w, h, scheme):
    """{(make, key)} the scenes ask for on a w x h screen: Ultimate and Classic games, a replay, the Review, the
    rules."""
    from uttt.ui import view as V
    from uttt.ui.app import App

    seen = set()  # the sheets module the view imports when it reads one (other tests may have imported uttt anew)
    monkeypatch.setattr(importlib.import_module("uttt.ui.sheets"), "read",
                        lambda make, key, folder=None: seen.add((make, key)))
    app = App(w, h, scheme, echo=False, seed=1)
    view = V.View(Display(), app)
    for mode in ("hotseat", "classic"):
        app.new_game(mode)
        view.update()
        while not app.over:
            app.scr.play(app.game.legal_moves()[0])
            view.update()
        app.open("replay")
        view.update()
        app.press(K.RIGHT)
        view.update()
        app.open("review")  # its caption band is deeper than the replay's: a grid of its own size
        view.update()
    app.open("rules", game="ultimate")
    for _ in range(12):
        app.press(K.RIGHT)
        view.update()
    return seen


@pytest.mark.parametrize("w,h,scheme", [(160, 128, "dpad"), (320, 240, "touch"), (240, 240, "two")])
def test_the_deploy_writes_every_sheet_the_scenes_ask_for(monkeypatch, w, h, scheme):
    seen = asked(monkeypatch, w, h, scheme)
    assert {m for m, _ in seen} == {"cell_sheet", "board_marks", "cursor_sheet", "icon_sheet"}
    # two variants, the game's, the replay's and the Review's size; on the PyPortal the enlarged board's cells
    # too (uttt.ui.zoomview: 44 px)
    zoom = scheme == "touch" and w == 320
    assert len({k for m, k in seen if m == "cell_sheet"}) == 6 + zoom
    assert (("cell_sheet", (44, 4)) in seen) == zoom
    assert seen <= set(writer.keys(w, h))


def unpack(data):
    """(width, height, pixels) of a sheet's file as CircuitPython's Bitmap holds its rows (what ``sheets.read``
    reads into one: whole 32-bit words a row, the first pixel in a byte's most significant bits)."""
    w, h, bits = data[0] | data[1] << 8, data[2] | data[3] << 8, data[4]
    per, row = 8 // bits, (w * bits + 31) // 32 * 4
    assert len(data) == 5 + h * row
    return w, h, bytes(data[5 + y * row + x // per] >> (8 - bits * (x % per + 1)) & ((1 << bits) - 1)
                        for y in range(h) for x in range(w))


def test_sheets_read_back_as_drawn(tmp_path):
    """The files hold the pixels drawn as a board's Bitmap holds them (scene56: its buffer, read in one go;
    CircuitPython reads them back: test_circuitpython_reads_them_as_it_draws_them), and the PC reads them back
    too (Blinka's Bitmap is no buffer: bitmaptools.readinto)."""
    folder = str(tmp_path) + "/"
    n = writer.write(folder, 160, 128)
    assert n == len(writer.keys(160, 128)) == len(os.listdir(folder))
    for make, key in writer.keys(160, 128):
        want = getattr(sprites, make)(*key)
        with open(folder + sheets.name(make, key), "rb") as f:
            assert unpack(f.read()) == pixels(want), (make, key)
        got = sheets.read(make, key, folder)
        assert pixels(got) == pixels(want), (make, key)
    assert sheets.read("cell_sheet", (99, 4), folder) is None  # not written: the view draws it


def test_the_deploy_writes_them_for_a_board_only(tmp_path):
    deploy.deploy(str(tmp_path / "one"), "pybadge", log=lambda *a: None, mpy=False)
    assert sorted(os.listdir(tmp_path / "one" / "uttt" / "ui" / "sheets")) == sorted(
        sheets.name(m, k) for m, k in writer.keys(160, 128))
    deploy.deploy(str(tmp_path / "any"), log=lambda *a: None, mpy=False)  # any board: it draws them
    assert not os.path.exists(tmp_path / "any" / "uttt" / "ui" / "sheets")


CHECK = """
import sys
sys.path.insert(0, ".")
sys.path.append("stand_ins")
import os
import uttt.rules, uttt.codec  # the leaves first: from .py, one long chain of nested imports overflows the C stack
import bitmaptools


def readinto(*a):
    raise AssertionError("a pixel unpacked by bitmaptools.readinto")


class Tools:  # scene56: sheets.read reads a file into the Bitmap's own buffer, no pixel unpacked by readinto
    fill_region = bitmaptools.fill_region


Tools.readinto = readinto
sys.modules["bitmaptools"] = Tools()
from uttt.ui import sheets, sprites
n = 0
for f in sorted(os.listdir(sheets.FOLDER)):
    make, rest = f[:-4].split("-", 1)
    key = tuple(int(k) for k in rest.split("-"))
    got = sheets.read(make, key)
    want = getattr(sprites, make)(*key)
    assert (got.width, got.height) == (want.width, want.height), f
    with open(sheets.FOLDER + f, "rb") as fh:
        assert bytes(memoryview(got)) == fh.read()[5:], f  # the file's rows are the Bitmap's buffer
    for y in range(got.height):
        for x in range(got.width):
            assert got[x, y] == want[x, y], (f, x, y)
    n += 1
    with open(sheets.FOLDER + f, "rb") as fh:
        whole = fh.read()
    with open("cut-.bin", "wb") as fh:  # a file cut short (a copy interrupted): no sheet, the view draws it
        fh.write(whole[:-1])
    assert sheets.read("cut", (), "") is None, f
print("SAME", n)
"""


def test_circuitpython_reads_them_as_it_draws_them(tmp_path):
    cp = os.environ.get("CIRCUITPYTHON_UNIX")
    if not cp:
        pytest.skip("CIRCUITPYTHON_UNIX is not set (.ci/run sets it when ../shared/tools exists)")
    out = tmp_path / "CIRCUITPY"
    deploy.deploy(str(out), "pybadge", log=lambda *a: None, mpy=False)
    (out / "stand_ins").mkdir()
    (out / "stand_ins" / "terminalio.py").write_text("FONT = None\n")  # sprites' imports reach uttt.ui.text
    (out / "check.py").write_text(CHECK)
    r = subprocess.run([cp, "-X", "heapsize=1000000", "check.py"], cwd=str(out), capture_output=True, text=True,
                       timeout=300)
    # 19 files for a PyBadge, one bitmap each: 6 cell sheets, 9 cursor sheets (3 of them Wild's, with the ghost
    # marks), 3 board overlays' sheets, the icon
    assert r.returncode == 0 and "SAME 19" in r.stdout, r.stdout + r.stderr


def test_the_sheets_reader_stays_while_pictures_show_and_goes_at_play():
    """switch23: where families are dropped, the view lets ``uttt.ui.sheets`` go after a game scene's build (the
    game family's heap is the fullest) but keeps it while a picture is shown (replay, Review, rules), whose next
    scene, or the game's after it, reads sheets of other sizes: no import of it there."""
    import sys

    from uttt.ui import view as V
    from uttt.ui.app import App

    app = App(160, 128, "dpad", echo=False, seed=1)
    app.unloads = True
    view = V.View(Display(), app)
    app.new_game("hotseat")
    view.update()
    assert "uttt.ui.sheets" not in sys.modules
    while not app.over:
        app.scr.play(app.game.legal_moves()[0])
    app.open("review", back="game")
    view.update()
    assert app.family == "picture" and "uttt.ui.sheets" in sys.modules
    mod = sys.modules["uttt.ui.sheets"]
    app.open("replay", back="review")  # another caption band: sheets of another size, read with the same module
    view.update()
    assert sys.modules.get("uttt.ui.sheets") is mod
    app.open("game")  # the result again: the game family's build lets it go
    view.update()
    assert app.screen == "result" and "uttt.ui.sheets" not in sys.modules


def finished_game(w, h, scheme):
    """An app and its view after a hot-seat game played to the end (the first legal move each time), drawn; and the
    game's sprite sheets then (but the icon)."""
    from uttt.ui import view as V
    from uttt.ui.app import App

    app = App(w, h, scheme, echo=False, seed=1)
    app.unloads = True
    view = V.View(Display(), app)
    app.new_game("hotseat")
    while not app.over:
        app.scr.play(app.game.legal_moves()[0])
    view.update()
    return app, view, {k: v for k, v in view.sheets.items() if k != "icon" and v is not None}


def test_the_result_s_replay_holds_the_game_s_sheets_and_gives_them_back():
    """switch36: the result's replay is a scene of the game's family (``App.open``): the game scene goes whole
    (not under the replay's, whose sheets are of other sizes), the game's sprite sheets wait for it (the view's
    ``stash``) and come back on the way to the result, which reads none (the sheets' reader is not imported)."""
    import sys

    app, view, game = finished_game(160, 128, "dpad")
    assert game
    app.open("replay")
    view.update()
    assert (app.family, view.kind, view.under) == ("game", "picture", None)
    assert all(view.sheets[k] is None or view.sheets[k][0] != game[k][0] for k in game)
    assert view.stash == game
    app.open("game")
    view.update()
    assert app.screen == "result" and view.kind == "game" and view.stash == {}
    assert all(view.sheets[k] is game[k] for k in game) and "uttt.ui.sheets" not in sys.modules


def test_only_wild_s_cursor_sheet_has_the_ghost_marks_and_wild_still_shows_them():
    """heap27: the ghost X and O (Wild: the mark A places) are drawn only into Wild's cursor sheet, two tiles
    fewer in Ultimate's and Classic's (0.8 KB less in a Classic game on a PyBadge); the tiles every game shows
    (the outline, the refused flash, the last move's corner) are the same in both kinds of sheet, and Wild's
    cursor still shows the ghost of the mark A places, the other after a swap."""
    from uttt.ui import view as V
    from uttt.ui.app import App
    from uttt.ui.gameview import CURSOR, GHOST_O, GHOST_X, LAST, REFUSED

    for size in (8, 13, 24, 39):
        plain, wild = sprites.cursor_sheet(size, 0), sprites.cursor_sheet(size, 1)
        assert (plain.width, wild.width) == (3 * size, 5 * size)
        tile = lambda b, t: [b[t * size + x, y] for y in range(size) for x in range(size)]  # noqa: E731
        for t in (CURSOR, REFUSED, LAST):
            assert tile(plain, t) == tile(wild, t), (size, t)
        assert 2 in tile(wild, LAST) and set(tile(wild, CURSOR)) == {0, 1}
        assert 2 in tile(wild, GHOST_X) and 3 not in tile(wild, GHOST_X)
        assert 3 in tile(wild, GHOST_O) and 2 not in tile(wild, GHOST_O)

    app = App(160, 128, "dpad", echo=False, seed=1)
    app.cpu = False
    view = V.View(Display(), app)
    for mode, ghosts in (("hotseat", 0), ("classic", 0), ("wild", 1), ("classic", 0)):
        app.new_game(mode)
        view.update()
        sc = view.scene
        size = app.layout.cell if mode == "hotseat" else app.layout.big
        key, bmp = view.sheets["cursor"]
        assert key == (size, ghosts) and bmp.width == size * (5 if ghosts else 3), (mode, key)
        assert sc.cursor.bitmap is bmp and not sc.cursor.hidden
        if mode == "wild":
            assert sc.cursor[0] == (GHOST_X if app.mark == 1 else GHOST_O)
            app.scr.toggle_mark()
            view.update()
            assert sc.cursor[0] == (GHOST_X if app.mark == 1 else GHOST_O)
        else:
            assert sc.cursor[0] == CURSOR
        app.scr.play(app.game.legal_moves()[0])
        view.update()
        assert sc.marker[0] == LAST and not sc.marker.hidden  # the last move's corner, in every sheet


def test_the_wild_reviews_box_ghosts_the_better_moves_own_mark():
    """The Review of a Wild game boxes the better move with the ghost of the mark that move puts (here an O),
    not the mark the game screen would place next (an X: the eleventh session's note)."""
    from support import RATING_STARTS
    from uttt.ui import view as V
    from uttt.ui.app import App
    from uttt.ui.gameview import GHOST_O, GHOST_X

    app = App(160, 128, "dpad", echo=False, seed=1)
    app.cpu = False
    view = V.View(Display(), app)
    app.new_game("wild")
    for m in (0, 1, 2):  # P1 an X top-left; P2 an X top (a blunder: X X in a row); P1 an X top-right wins
        assert app.scr.play(m)
        app.tick(app.now + 200)
        view.update()
    assert app.game.result == 1 and app.mark == 1
    for _ in range(RATING_STARTS):
        app.tick(app.now + 33)
    app.open("review")
    for _ in range(3000):
        app.tick(app.now + 33)
        view.update()
        if app.review is not None and app.scr.job is None and app.scr.final:
            break
    scr = app.scr
    k = [p[0] & 511 for p in scr.pages].index(1)  # the blunder's page: the better move is an O on the last cell
    scr.go_to(k)
    view.update()
    assert scr.pages[k][0] == 1 + 512 * 18 and scr.cursor_cell() == 8  # (index + 512 x (better + 1))
    assert view.scene.cursor[0] == GHOST_O != GHOST_X and not view.scene.cursor.hidden


def test_the_board_overlays_share_one_sheet():
    """heap27: the gold frames and the big marks are two 3 x 3 TileGrids over one 2-bit sheet (tile 0 blank, 1
    the frame, 2 a big X, 3 a big O), each with a palette of its own: the frames' grid shows only tiles 0 and 1
    (values 0 and 1, within its 2-colour palette), the marks' 0, 2 and 3."""
    from uttt.ui import view as V
    from uttt.ui.app import App
    from uttt.ui.gameview import BIG_O, BIG_X, FRAME

    bmp = sprites.board_marks(30)
    assert (bmp.width, bmp.height) == (4 * 30, 30)
    tile = lambda t: {bmp[t * 30 + x, y] for y in range(30) for x in range(30)}  # noqa: E731
    assert tile(0) == {0} and tile(FRAME) == {0, 1}
    assert tile(BIG_X) >= {1, 2} and 3 not in tile(BIG_X) and tile(BIG_O) >= {1, 3} and 2 not in tile(BIG_O)

    app = App(160, 128, "dpad", echo=False, seed=1)
    app.cpu = False
    view = V.View(Display(), app)
    app.new_game("hotseat")
    view.update()
    frames, marks = view.scene.overlays
    assert frames.bitmap is marks.bitmap is view.sheets["board"][1]
    assert [frames[b] for b in range(9)] == [0] + [FRAME] * 8 and [marks[b] for b in range(9)] == [0] * 9  # a free
    assert view.scene.ring == 0  # move (board 0's frame: the four thin rectangles', display51)
    g = app.game
    t = 0
    while not any(g.boards):  # play on until a board is claimed
        app.scr.play(g.legal_moves()[0])
        for _ in range(3):  # the new mark's strokes, then its board's claim (the animations' time)
            t += 2000
            app.tick(t)
            view.update()
    for b in range(9):
        want = (0, BIG_X, BIG_O, 0)[g.boards[b]]
        assert marks[b] == want, (b, g.boards[b])
        assert frames[b] in (0, FRAME) and not (frames[b] and want)


@pytest.mark.parametrize("w,h,scheme", [(480, 320, "touch"), (320, 240, "touch"), (240, 240, "two")])
def test_a_large_screen_s_boards_and_classic_cells_are_drawn_at_half_size(w, h, scheme):
    """boards44: a cell of 20 px and up is even, so the board overlays (60 px and up) and Classic's and Wild's cells
    are drawn at half size and scaled (``uttt.ui.layout.halved``), a quarter of the RAM: a Titano's 35-px cells made
    105-px boards, drawn whole (11 KB for the board sheet, 19 KB for Classic's cells), in every layout (the game's,
    the replay's and the Review's caption bands)."""
    from uttt.ui.gamebuild import sheet_keys
    from uttt.ui.layout import Layout, halved

    for caption in (0, 2, 3, 4):
        L = Layout(w, h, scheme, caption=caption)
        if L.cell >= 20:
            assert L.cell % 2 == 0
            assert halved(L.board, 60) == 2 and halved(L.big, 50) == 2
    L = Layout(w, h, scheme)
    keys = dict((k, key) for k, key, _ in sheet_keys(L, "ultimate"))
    assert keys["board"][0] * 2 == L.board
    assert dict((k, key) for k, key, _ in sheet_keys(L, "classic"))["cells"][0] * 2 == L.big


def test_the_enlarged_board_s_cells_are_not_held_under_the_replay():
    """boards44: on a touch board the game's sheets wait in the stash while its replay shows, but not the enlarged
    board's cells (``uttt.ui.zoomview``: 15 KB of a PyPortal's, 7 of a Titano's, held under the replay's own sheets
    where the Titano ran out: "Not enough memory for replay"); the way back draws them again, the rest come back."""
    app, view, game = finished_game(320, 240, "touch")
    assert "zoom" in game and "cells" in game
    app.open("replay")
    view.update()
    assert app.screen == "replay" and "zoom" not in view.stash and view.sheets.get("zoom") is None
    assert view.stash == {k: v for k, v in game.items() if k != "zoom"}
    app.open("game")
    view.update()
    assert app.screen == "result" and view.stash == {}
    assert view.sheets["zoom"][0] == game["zoom"][0] and all(view.sheets[k] is game[k] for k in game if k != "zoom")
