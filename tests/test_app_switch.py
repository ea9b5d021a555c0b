"""Changes of screen family (issue 16, switch25): what a change to, from or between the picture screens (the replay,
the Review) costs in collections of the heap, counted as a board would run them (``HEAP`` on, ``gc.collect``
counted), one frame at a time as ``uttt.ui.main.run`` runs it: the press, the tick, the view's update."""

import builtins
import gc
import os
import sys

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
pytest.importorskip("displayio")

from test_review import layouts_made, made, steer  # noqa: E402
from test_sheets import Display  # noqa: E402
from uttt.ui import buttons as K  # noqa: E402


def analysed(monkeypatch):
    """(app, view, collections): the STEER game between friends over, its analysis done, a view drawing it, and the
    list each gc.collect() appends the screen to."""
    from uttt.ui import view as V
    from uttt.ui.app import App

    app = App(160, 128, "dpad", echo=False, seed=1)
    view = V.View(Display(), app)
    steer(app)
    view.update()
    t = app.now
    for _ in range(5000):
        if app.rater is None:
            break
        t += 33
        app.tick(t)
    assert app.screen == "result" and app.rater is None and app.review is not None
    view.update()
    collections = []
    # as on a board (a PC's App and View do not collect): in the modules' own globals (other tests may import anew)
    monkeypatch.setitem(app.open.__func__.__globals__, "HEAP", True)
    monkeypatch.setitem(V.View.release.__globals__, "HEAP", True)
    monkeypatch.setattr(gc, "collect", lambda: collections.append(app.screen))
    return app, view, collections


def tables_of(A):
    """uttt.ui.app's module tables, copied (an App changes lists of its own, never these: resume50)."""
    return list(A.GUESTS), {k: (list(v[0]), v[1]) for k, v in A.KEEP.items()}


def frame(app, view, collections, code):
    """One frame that answers a press, as uttt.ui.main.run runs it; the collections it ran."""
    n = len(collections)
    app.press(code)
    app.tick(app.now + 33)
    view.update()
    return len(collections) - n


def spy_imports(monkeypatch):
    """Record the uttt.ui modules first imported from now on (their short names): (the list, the real __import__ to
    put back)."""
    imported = []
    real = builtins.__import__

    def spy(name, globals=None, locals=None, fromlist=(), level=0):
        for n in [name] + ["%s.%s" % (name, f) for f in fromlist or ()]:
            if n.startswith("uttt.ui.") and n not in sys.modules:
                imported.append(n[8:])
        return real(name, globals, locals, fromlist, level)

    monkeypatch.setattr(builtins, "__import__", spy)
    return imported, real


def test_each_change_to_from_or_between_pictures_collects_the_heap_once(monkeypatch):
    """switch25: on the way to or from a picture (and from one picture to the other) the scene, the last family's
    modules and the sprite sheets of the other sizes go in one collection (there were two: the sheets went as the
    next scene was built, three opening the Review, whose first tick collected once more with nothing to drop)."""
    app, view, collections = analysed(monkeypatch)
    for code, screen in ((K.LEFT, "replay"), (K.B, "result"), (K.RIGHT, "review"), (K.A, "replay"), (K.B, "review"),
                         (K.B, "result")):
        assert frame(app, view, collections, code) == 1 and app.screen == screen
        if screen == "review":
            made(app)
    # the sheets of the picture just left are not held beside the next one's: one of each kind, the icon's kept
    assert {k for k, v in view.sheets.items() if v is not None} == {"cells", "cursor", "board", "icon"}
    assert view.sheets["cells"][0][0] == app.layout.cell  # the game's (13 px: drawn whole, not halved)


def test_game_over_to_the_review_and_back_collects_once_each_way(monkeypatch):
    """The Review from Game over (a menu over the result: the game scene under it goes with it), and back: Game over
    again, then the result, whose game scene is built anew (the way back of the session's player)."""
    app, view, collections = analysed(monkeypatch)
    assert frame(app, view, collections, K.START) == 1 and app.screen == "over"  # (the guest's code comes in)
    while app.scr.rows()[app.scr.sel][0] != "review":
        frame(app, view, collections, K.DOWN)
    assert frame(app, view, collections, K.A) == 1 and app.screen == "review"
    made(app)
    assert frame(app, view, collections, K.B) == 1 and app.screen == "over"
    assert frame(app, view, collections, K.B) == 1 and app.screen == "result"


def test_a_picture_opened_from_another_lays_out_nothing(monkeypatch):
    """switch25: the replay opened from the Review and the Review again from it use the Layouts laid out for their
    caption bands on the first opening of each (each Layout imports ``uttt.ui.layoutcalc`` on a board); they go
    with the picture family's code, and the next visit lays them out again."""
    app, view, collections = analysed(monkeypatch)
    app.unloads = True
    made_with = layouts_made(monkeypatch)
    for code, screen in ((K.RIGHT, "review"), (K.A, "replay"), (K.B, "review"), (K.A, "replay"), (K.B, "review")):
        frame(app, view, collections, code)
        assert app.screen == screen and app.scr.layout.caption[3] == (4 if screen == "review" else 2) * 12 + 3
        if screen == "review":
            made(app)
    assert made_with == [4, 2]
    frame(app, view, collections, K.B)  # the result: the game family
    frame(app, view, collections, K.LEFT)  # the replay: laid out again
    assert app.screen == "replay" and made_with == [4, 2, 2]


def test_the_games_sheets_wait_while_its_replay_shows_and_the_way_back_reads_none(monkeypatch):
    """switch25: from the result to its replay the game's sprite sheets are kept aside (the view's ``stash``: no
    analysis runs on the replay), and back on the result its scene is built with them: no sheet read, no
    collection for them. The Review, where the analysis runs, keeps none aside."""
    app, view, collections = analysed(monkeypatch)
    game = dict(view.sheets)
    reads = []
    real = view.sheet

    def sheet(kind, key, make):  # the sheets read (or drawn): none kept of that kind and size
        got = view.sheets.get(kind)
        if got is None or got[0] != key:
            reads.append(make)
        return real(kind, key, make)

    monkeypatch.setattr(view, "sheet", sheet)
    assert frame(app, view, collections, K.LEFT) == 1 and app.screen == "replay"
    assert sorted(reads) == ["board_marks", "cell_sheet", "cursor_sheet"]  # the replay's sizes (the icon kept)
    assert {k: v[1] for k, v in view.stash.items()} == {k: game[k][1] for k in ("cells", "cursor", "board")}
    del reads[:]
    assert frame(app, view, collections, K.B) == 1 and app.screen == "result"
    assert reads == [] and view.stash == {} and all(view.sheets[k][1] is game[k][1] for k in game)
    assert frame(app, view, collections, K.RIGHT) == 1 and app.screen == "review"
    assert view.stash == {} and len(reads) == 3


@pytest.mark.parametrize("free", [48128, 48127])
def test_game_over_from_the_review_imports_the_game_s_code_ahead_where_the_heap_has_room(monkeypatch, free):
    """over40: Game over opened from the Review (the game's code went with its family) collects once, in the frame
    after the press, and imports the code the way back to the result needs (``uttt.ui.over.NEXT``), one module a
    frame, only where that collection leaves 47 KB (48,128 bytes) free, as the title's later visit (title37): a heap
    larger than the budget. B then imports none of it in its press, nor collects; without the room, nothing came
    ahead and the press imports and collects as before. A press meanwhile is answered at once."""

    app, view, collections = analysed(monkeypatch)
    app.unloads = True
    monkeypatch.setattr(gc, "mem_free", lambda: free, raising=False)
    frame(app, view, collections, K.START)  # Game over, its Review (the session's way), and back on Game over
    while app.scr.rows()[app.scr.sel][0] != "review":
        frame(app, view, collections, K.DOWN)
    frame(app, view, collections, K.A)
    made(app)
    assert frame(app, view, collections, K.B) == 1 and app.screen == "over" and "uttt.ui.game" not in sys.modules
    from uttt.ui.over import NEXT

    room = free >= 48128
    loaded = [n for n in NEXT if "uttt.ui." + n in sys.modules]
    del collections[:]
    seen = []
    for i in range(len(NEXT) + 3):
        app.tick(app.now + 33)
        view.update()
        now = [n for n in NEXT if "uttt.ui." + n in sys.modules and n not in loaded]
        assert collections == ["over"]  # the first frame's, and no other
        if room:  # one a frame, in order (what was loaded already skipped)
            assert now == [n for n in NEXT if n not in loaded][:len(now)] and len(now) == min(i, len(NEXT) - len(loaded))
        else:
            assert now == []
        seen = now
    assert set(seen + loaded) == (set(NEXT) if room else set(loaded)) and "game" not in loaded
    imported, real = spy_imports(monkeypatch)
    n = frame(app, view, collections, K.B)
    monkeypatch.setattr(builtins, "__import__", real)
    assert app.screen == "result"
    if room:
        assert n == 0 and not [m for m in imported if m in NEXT]
    else:
        assert n == 1 and "game" in imported and "result" in imported


def test_stats_from_game_over_keeps_the_way_back_to_the_result(monkeypatch):
    """screens59: Stats opened from Game over (A on its row) keeps the game's code that the way back to the result
    needs (``uttt.ui.over.NEXT``, what is loaded), so that Game over and the result, pressed at once (the bench's
    random phase: no frame between for Game over's look-ahead), import none of it but the scene's builder (dropped once
    a scene is built, as ever); Stats' own code goes as before, and the App's tables are its own again after the
    press."""
    from uttt.ui import app as A
    from uttt.ui.over import NEXT

    app, view, collections = analysed(monkeypatch)
    app.unloads = True
    tables = app.keep
    frame(app, view, collections, K.START)
    while app.scr.rows()[app.scr.sel][0] != "stats":
        frame(app, view, collections, K.DOWN)
    kept = [n for n in NEXT if "uttt.ui." + n in sys.modules]
    assert "game" in kept and "result" in kept
    assert frame(app, view, collections, K.A) == 1 and app.screen == "stats" and app.keep is tables
    assert [n for n in NEXT if "uttt.ui." + n in sys.modules] == kept and "uttt.ui.over" not in sys.modules
    imported, real = spy_imports(monkeypatch)
    assert frame(app, view, collections, K.B) == 1 and app.screen == "over"
    assert "uttt.ui.statscreen" not in sys.modules
    frame(app, view, collections, K.B)
    monkeypatch.setattr(builtins, "__import__", real)
    assert app.screen == "result" and [m for m in imported if m in NEXT] == ["gamebuild"]
    assert app.keep is tables and A.KEEP["menu"] == (["menu"], ("game",))


def test_the_result_s_replay_opens_on_a_new_game_not_a_copy_of_the_finished_one(monkeypatch):
    """over40: the replay opens at the first move; it made a copy of the finished game (every move played again,
    ~14 ms of a PyBadge's in result -> replay's press) only to build a new game for move 0. It now starts from the new
    game; the Review's replay at a move still starts from a copy (undone to that move), and both show the game's
    own positions."""
    from uttt.rules import Game

    app, view, collections = analysed(monkeypatch)
    copies = []
    real = Game.copy
    monkeypatch.setattr(Game, "copy", lambda self: copies.append(self.ply) or real(self))
    frame(app, view, collections, K.LEFT)
    assert app.screen == "replay" and app.scr.k == 0 and app.scr.pic.ply == 0 and copies == []
    g = app.game
    for k in (1, 2, 0):
        frame(app, view, collections, K.RIGHT if k else K.UP)
        assert app.scr.pic.moves == g.moves[:k] and app.scr.k == k
    frame(app, view, collections, K.DOWN)
    assert app.scr.pic.moves == g.moves and list(app.scr.pic.cells) == list(g.cells)
    frame(app, view, collections, K.B)
    assert app.screen == "result"
    app.open("replay", at=g.ply - 1)
    assert copies == [g.ply] and app.scr.pic.moves == g.moves[:-1]


def test_the_replays_step_to_the_end_reads_the_games_moves_once(monkeypatch):
    """rate64: the replay's Down (the last move) from the first played every move, reading the finished game's
    ``moves`` (a new list at each reading: ``uttt.rules.Game.moves``) once a move: ~60 lists, ~15 KB of a PyBadge's
    heap and often a collection in the press (the press-time bench's slowest replay steps, 300-370 ms). It reads them
    once; the position shown is the game's."""
    from uttt.rules import Game

    app, view, collections = analysed(monkeypatch)
    frame(app, view, collections, K.LEFT)
    frame(app, view, collections, K.RIGHT)
    g = app.game
    reads = []
    real = Game.moves
    monkeypatch.setattr(Game, "moves", property(lambda self: reads.append(self.ply) or real.fget(self)))
    frame(app, view, collections, K.DOWN)
    assert app.scr.k == g.ply > 30 and list(app.scr.pic.cells) == list(g.cells)
    assert len([r for r in reads if r == g.ply]) == 1, len(reads)   # (main: one a move played, here 43)


def test_the_review_imports_the_games_code_ahead_where_its_heap_has_room(monkeypatch):
    """review40: once its pages are made, the Review imports the game's own code (``reviewscreen.AHEAD``: game last),
    one module a frame and none in a frame that answers a press, after a frame whose collection finds ``ROOM`` bytes
    free; the change back to the result then keeps the game family's code the Review holds (the same module objects:
    nothing of it imported again). A heap short of room by a byte imports nothing ahead, and the way back imports the
    game's code anew, as before."""

    from uttt.ui.reviewscreen import AHEAD, ROOM

    kept = ["uttt.ui." + n for n in ("anim", "rounds", "status", "panelview", "gameview", "game",
                                     "cursor", "result")]
    from uttt.ui import app as A

    tables = tables_of(A)
    for free in (ROOM, ROOM - 1):
        monkeypatch.setattr(gc, "mem_free", lambda: 0, raising=False)  # (the result readies nothing: review43)
        app, view, collections = analysed(monkeypatch)
        monkeypatch.setattr(gc, "mem_free", lambda: free, raising=False)
        monkeypatch.setattr(sys.modules["uttt.ui.result"], "STEP", [9])  # (a result that readied nothing: review43)
        assert frame(app, view, collections, K.RIGHT) == 1 and app.screen == "review"
        assert "uttt.ui.game" not in sys.modules and "uttt.ui.cursor" not in sys.modules
        made(app)
        for _ in range(5):  # presses in every frame: nothing imported ahead, no collection for it
            n = len(collections)
            frame(app, view, collections, K.LEFT if _ % 2 else K.RIGHT)
            assert len(collections) == n and "uttt.ui.game" not in sys.modules
        app.tick(app.now + 33)  # the first quiet frame: the collection that measures the room, no import
        assert collections[-1] == "review" and "uttt.ui.cursor" not in sys.modules
        loaded = []
        for _ in AHEAD:  # then one module a frame where it has room
            before = set(sys.modules)
            app.tick(app.now + 33)
            loaded.append(sorted(n for n in sys.modules if n not in before and n.startswith("uttt.ui.")))
        if free < ROOM:
            assert loaded == [[]] * len(AHEAD)
        else:
            assert loaded == [["uttt.ui.cursor"], ["uttt.ui.gamebuild"], ["uttt.ui.result"], ["uttt.ui.game"]]
        # (the module objects, not their id()s: CPython may give a module imported anew the address of the one
        # dropped, which read as kept: CI's one failure of this test, resume50)
        mods = {n: sys.modules.get(n) for n in kept}
        assert frame(app, view, collections, K.B) == 1 and app.screen == "result"
        same = [n for n in kept if mods[n] is not None and sys.modules.get(n) is mods[n]]
        assert same == (kept if free >= ROOM else [])
    assert tables_of(A) == tables


@pytest.mark.parametrize("free", ["room", "short", "late"])
def test_the_result_readies_the_pictures_code_where_its_heap_has_room(monkeypatch, free):
    """review42: the result screen, while it waits for a press and where ``uttt.ui.result.ROOM`` bytes are free,
    imports the replay's and the Review's code (``replay.PICTURE``: the replay's alone, then two a frame, none in a frame that
    answers a press, no collection of its own) and lays out their caption bands (``replay.LAID``). Left then
    imports none of it and lays out nothing; back on the result the replay's code stays (off ``GUESTS``) for the
    next picture, until a new game starts (then it goes, and ``GUESTS`` has it again). Short of room by a byte:
    nothing ahead, and the press imports them as before. review43: the room is read once, at the result's first
    quiet frame (a heap's size shows there; later the garbage a search leaves freed does not): short then and
    roomy after ("late"), nothing ahead."""

    from uttt.ui import app as A

    app, view, collections = analysed(monkeypatch)
    app.unloads = True
    R = sys.modules["uttt.ui.result"]
    from uttt.ui.replay import PICTURE

    code = ["replay"] + [n for n in PICTURE if isinstance(n, str)]
    for n in code + ["layoutcalc"]:
        if "uttt.ui." + n in sys.modules:
            monkeypatch.delitem(sys.modules, "uttt.ui." + n)
    monkeypatch.setitem(R.ready.__globals__, "HEAP", True)
    room = free == "room"
    reads = []

    def mem_free():
        reads.append(app.frames)
        if free == "late":
            return R.ROOM - 1 if len(reads) == 1 else R.ROOM + 99999
        return R.ROOM - (free == "short")

    monkeypatch.setattr(gc, "mem_free", mem_free, raising=False)
    monkeypatch.setattr(R, "STEP", [-1])
    tables = tables_of(A)
    for code_ in (K.UP, K.DOWN):  # presses: nothing readied in their frames
        n = len(collections)
        frame(app, view, collections, code_)
        assert len(collections) == n and "uttt.ui.replay" not in sys.modules and R.STEP == [-1]
    loaded = []
    laid = []
    for _ in range(5):  # the replay's code, then two a frame, then nothing
        before = set(sys.modules)
        n = len(collections)
        app.tick(app.now + 33)
        loaded.append(sorted(n[8:] for n in sys.modules if n not in before and n.startswith("uttt.ui.")))
        LAID = getattr(sys.modules.get("uttt.ui.replay"), "LAID", {})
        laid.append(sorted(k[1] for k in LAID if k[0] is app.layout))
        assert len(collections) == n  # (no collection of its own)
    if room:
        assert loaded == [["replay"], ["gamebuild"], ["reviewscreen", "sheets"], [], []]
        assert laid == [[], [2], [2], [2, 4], [2, 4]]  # the replay's band, then the Review's (4 lines at 160x128)
    else:
        assert loaded == [[]] * 5 and R.STEP == [9] and len(reads) == 1  # (read once)
    assert ("replay" in app.guests) is not room
    imported, real = spy_imports(monkeypatch)
    frame(app, view, collections, K.LEFT)
    monkeypatch.setattr(builtins, "__import__", real)
    assert app.screen == "replay"
    ahead = [n for n in imported if n in code + ["layoutcalc"]]
    assert ahead == [] if room else "replay" in ahead and "layoutcalc" in ahead
    replay = sys.modules["uttt.ui.replay"]
    frame(app, view, collections, K.B)
    assert app.screen == "result" and (sys.modules.get("uttt.ui.replay") is replay) is room
    imported, real = spy_imports(monkeypatch)
    frame(app, view, collections, K.RIGHT)  # the Review: its code and the replay's kept across the change of family
    monkeypatch.setattr(builtins, "__import__", real)
    assert app.screen == "review"
    ahead = [n for n in imported if n in ("reviewscreen", "replay", "layoutcalc")]
    assert ahead == [] if room else "reviewscreen" in ahead and "layoutcalc" in ahead
    game = ["uttt.ui." + n for n in ("cursor", "game", "result")]  # review43: the game's own code kept too
    mods = {n: sys.modules.get(n) for n in game}  # (the objects: an id() may be reused by a module imported anew)
    assert all(n in sys.modules for n in game) is room
    imported, real = spy_imports(monkeypatch)
    frame(app, view, collections, K.B)  # at once (no idle frame for the Review's look-ahead)
    monkeypatch.setattr(builtins, "__import__", real)
    assert app.screen == "result"
    back = [n for n in imported if n in ("cursor", "game", "result", "anim", "gameview", "rounds")]
    assert back == [] if room else "game" in back and "cursor" in back
    assert [n for n in game if mods[n] is not None and sys.modules.get(n) is mods[n]] == (game if room else [])
    frame(app, view, collections, K.A)  # a new game: what the result readied goes
    assert app.screen == "game" and "replay" in app.guests
    assert not [n for n in ("cursor", "game", "result") if n in app.keep["picture"][0]]
    assert tables_of(A) == tables  # (the App's own lists changed, never uttt.ui.app's: resume50)
    assert not [n for n in code if "uttt.ui." + n in sys.modules and n != "sheets"]  # (sheets: the view's, as before)


def test_the_game_scene_s_drawing_loads_as_one_module(monkeypatch):
    """gc45: CircuitPython collects the heap after loading each module (py/builtinimport.c), so each module a change
    of family loads is a collection on a board. The animations' drawing (the strike line, the claimed board's pulse)
    is gameview's own, not a module of its own that only gameview imported: loading the game scene's code loads no
    such module, and the result still strikes its winning line."""
    app, view, collections = analysed(monkeypatch)
    scene = view.scene
    assert scene.strike_line == app.game.winning_line() and scene.strike_shown == len(scene.strike)
    assert all(not p.hidden for p in scene.strike)
    for name in ("gameview", "animview"):  # (as a first import: nor in sys.modules nor on the package)
        monkeypatch.delitem(sys.modules, "uttt.ui." + name, raising=False)
        monkeypatch.delattr(sys.modules["uttt.ui"], name, raising=False)
    imported, real = spy_imports(monkeypatch)
    __import__("uttt.ui.gameview")
    assert [n for n in imported if "uttt.ui." + n in sys.modules] == ["gameview"]


def test_a_press_on_a_new_result_collects_once_where_the_close_makes_the_rating_s_record(monkeypatch):
    """gcpress54: a press on the result in the first frames after the game's end, before the rating's code is all in
    (the replay, Game over, the log, the Review): the game screen's close drops that code, collects and leaves the
    analysis as its record (uttt.ui.rounds.start_rating); App.open's drops then go in the heap's next collection, not
    in a second one of the press's (~16 ms of a PyBadge's each, estimate). The record is a fresh Rater's as before."""
    import random

    from test_rating import RATING_STARTS, bot_game, play_out
    from uttt.ui import view as V
    from uttt.ui.rating import Rater

    for frames in (0, 3, RATING_STARTS - 2):
        for code, screen in ((K.LEFT, "replay"), (K.START, "over"), (K.SELECT, "log"), (K.RIGHT, "review")):
            app = bot_game(5)
            view = V.View(Display(), app)
            t = play_out(app, random.Random(5), 0)
            view.update()
            for _ in range(frames):
                t += 33
                app.tick(t)
                view.update()
            assert app.screen == "result" and app.rater is None  # (the rating's code still coming)
            collections = []
            monkeypatch.setitem(app.open.__func__.__globals__, "HEAP", True)
            monkeypatch.setitem(V.View.release.__globals__, "HEAP", True)
            monkeypatch.setattr(gc, "collect", lambda: collections.append(app.screen))
            assert frame(app, view, collections, code) == 1 and app.screen == screen, (frames, screen, collections)
            monkeypatch.undo()
            assert app.rater == Rater(app.game, app.human).record()


def hotseat_without_pictures(monkeypatch):
    """A board's app (``unloads``, 64 units a frame) and its displayio View on a hot-seat game, with the result's
    pictures' code not loaded (put back after the test: other tests hold those modules) and a heap with room (a PC
    has no ``gc.mem_free``): screens60's tests of the game's end and the result's readying."""
    import uttt.ui
    from uttt.ui import view as V
    from uttt.ui.app import App

    for n in ["replay", "gamebuild", "sheets", "reviewscreen", "layoutcalc", "result"]:
        monkeypatch.delitem(sys.modules, "uttt.ui." + n, raising=False)
        monkeypatch.delattr(uttt.ui, n, raising=False)
    app = App(160, 128, "dpad", echo=False, seed=1)
    view = V.View(Display(), app)
    app.unloads = True
    app.units = 64
    app.new_game("hotseat")
    view.update()
    monkeypatch.setattr(gc, "mem_free", lambda: 1 << 20, raising=False)
    return app, view


def readied_result(monkeypatch):
    """hotseat_without_pictures's app and view with test_review's STEER game played to its end, then the frames of
    the game's end and the result's readying of its pictures' code (a heap with room, as on a board)."""
    from test_review import STEER

    app, view = hotseat_without_pictures(monkeypatch)
    for m in bytes.fromhex(STEER):
        assert app.scr.play(m)
        app.tick(app.now + 33)
        view.update()
    for _ in range(8):  # the game's end, then the readying
        R = sys.modules.get("uttt.ui.result")
        if R is not None:
            monkeypatch.setitem(R.ready.__globals__, "HEAP", True)
        app.tick(app.now + 33)
        view.update()
    return app, view


def test_the_game_s_end_takes_three_frames_and_the_result_readies_its_pictures_from_the_next(monkeypatch):
    """screens60: the game's end runs a step a frame after its last move (uttt.ui.rounds.ending: the score and stats,
    the result's code, then the save and the result's words together), and the result readies its pictures' code
    from the frame after (``uttt.ui.result.ready``, where its heap has room): by the fifth frame after the last move's
    the replay's and the Review's code are in (on main the save had a frame of its own: the Review's code came in the
    sixth, after the bench's press six frames after the result shows, so its over -> review imported it)."""
    from test_review import STEER

    app, view = hotseat_without_pictures(monkeypatch)
    moves = bytes.fromhex(STEER)
    for m in moves[:-1]:
        assert app.scr.play(m)
        app.tick(app.now + 200)
        view.update()
    app.scr.play(moves[-1])
    app.tick(app.now + 33)  # the last move's frame
    view.update()
    seen = []
    for _ in range(5):
        R = sys.modules.get("uttt.ui.result")
        if R is not None:  # (as on a board, in the module's own globals)
            monkeypatch.setitem(R.ready.__globals__, "HEAP", True)
        app.tick(app.now + 33)
        view.update()
        seen.append((app.scr.ending, [n for n in ("replay", "gamebuild", "sheets", "reviewscreen")
                                      if "uttt.ui." + n in sys.modules]))
    assert seen == [(3, []), (0, []), (0, ["replay"]), (0, ["replay", "gamebuild"]),
                    (0, ["replay", "gamebuild", "sheets", "reviewscreen"])]


def test_game_over_s_box_over_a_readied_result_keeps_the_sheets_reader_for_the_review(monkeypatch):
    """screens60: the result readied its pictures' code (``uttt.ui.result.ready``: the sheets' reader among it); Game
    over's box built over the result's scene no longer drops the reader (``View.build``: not under a guest's scene),
    so its Review's press imports none of the pictures' code (it imported the reader again: ~18 ms of a PyBadge's,
    board-adjusted, in the bench's over -> review); a new game drops it, as before."""
    from uttt.ui.replay import PICTURE  # (before the helper lets the module go)

    app, view = readied_result(monkeypatch)
    assert "uttt.ui.sheets" in sys.modules and "uttt.ui.reviewscreen" in sys.modules
    app.press(K.START)
    view.update()
    assert app.screen == "over" and "uttt.ui.sheets" in sys.modules
    imported, real = spy_imports(monkeypatch)
    while app.scr.rows()[app.scr.sel][0] != "review":
        app.press(K.DOWN)
    app.press(K.A)
    view.update()
    monkeypatch.setattr(builtins, "__import__", real)
    assert app.screen == "review" and [n for n in imported if n in PICTURE + ["replay", "layoutcalc"]] == []
    app.press(K.B)  # back to Game over, then a new game: the reader goes (the game's scene built)
    view.update()
    app.press(K.A)
    view.update()
    assert app.screen == "game" and "uttt.ui.sheets" not in sys.modules


def test_a_readied_result_keeps_its_pictures_builder_and_reader_through_the_replay_the_review_and_game_over(monkeypatch):
    """screens63: once the result has readied its pictures' code (``uttt.ui.result.ready``: off the App's guests), a
    game scene's build keeps ``uttt.ui.gamebuild`` (``gameview.Scene``) and the view keeps the sheets' reader
    (``View.build``) until the next game starts: replay -> result and the Review's way back through Game over to
    the result import neither (on main each scene's build dropped them: replay -> result imported the builder, the
    bench's over -> result both and its result -> replay both again, ~45 ms of a PyBadge's each, board-adjusted);
    the next game drops them (``uttt.ui.gamestart``)."""
    app, view = readied_result(monkeypatch)
    assert "replay" not in app.guests and "uttt.ui.gamebuild" in sys.modules
    imported, real = spy_imports(monkeypatch)
    seen = []
    for code in (K.LEFT, K.B, K.B, "review", K.A, K.B, K.B, K.LEFT, K.B):  # the replay and back, Game over, its Review,
        if code == "review":  # back to Game over (the bench's path), the result, the replay and back
            while app.scr.rows()[app.scr.sel][0] != "review":
                app.press(K.DOWN)
            continue
        app.press(code)
        app.tick(app.now + 33)  # (no quiet frame: the press's own)
        view.update()
        seen.append(app.screen)
    monkeypatch.setattr(builtins, "__import__", real)
    assert seen == ["replay", "result", "over", "review", "over", "result", "replay", "result"]
    assert [n for n in imported if n in ("gamebuild", "sheets")] == []
    app.press(K.A)  # a new game: the readied code goes
    view.update()
    assert app.screen == "game" and "replay" in app.guests
    assert not [n for n in ("replay", "gamebuild", "sheets", "reviewscreen") if "uttt.ui." + n in sys.modules]
