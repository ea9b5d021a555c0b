"""The view redraws only what changed: a cursor step sends two cells' pixels, an idle frame sends nothing,
a mark a fraction of the screen; the cells are one TileGrid (no per-cell labels)."""

import contextlib
import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sim = pytest.importorskip("sim")


@pytest.mark.parametrize("board", ["pybadge", "pyportal"])
def test_partial_redraws(board, tmp_path):
    import displayio
    from adafruit_display_text import bitmap_label
    s = sim.Simulator(board, nvm_path=str(tmp_path / "nvm.bin"))
    with s:
        import boards
        from uttt.ui import buttons as K
        from uttt.ui.app import App
        from uttt.ui.view import View
        hw = boards.load()
        app = App(hw.width, hw.height, hw.scheme, echo=False)
        view = View(hw.display, app)
        full = hw.width * hw.height
        cell = app.layout.cell

        def sent(fn):
            n0 = len(s.refreshes)
            fn()
            view.update()
            return sum(p for _, p in s.refreshes[n0:])

        sent(lambda: None)
        sent(lambda: app.press(K.A))
        assert app.screen == "game"
        # One TileGrid holds all 81 cells; text is a handful of labels, not one per cell.
        grids = []
        labels = []

        def walk(g):
            for layer in g:
                if isinstance(layer, bitmap_label.Label):
                    labels.append(layer)
                elif isinstance(layer, displayio.Group):
                    walk(layer)
                elif isinstance(layer, displayio.TileGrid):
                    grids.append(layer)
        walk(hw.display.root_group)
        assert any(g.width * g.height == 81 for g in grids)
        assert len(labels) < 10
        assert sent(lambda: None) == 0  # nothing changed: no refresh at all
        low = 0 if app.scheme == "touch" else 1  # touch screens draw no cursor box
        for code in (K.RIGHT, K.DOWN, K.LEFT, K.UP, K.RIGHT):
            assert low <= sent(lambda: app.press(code)) <= 2 * cell * cell
        # The PyPortal's enlarged board (uttt.ui.zoom, 3 x 44 px and its frame) appears, or leaves one place
        # for another, with a mark: its old and new places are sent too, its frame and its cells each.
        z = getattr(app.scr, "zoom", None)
        extra = 4 * (3 * app.layout.finger + 6) ** 2 if z else 0
        app.tick(1000)
        first = sent(lambda: app.press(K.A))  # from a free move (nine frames) to one forced board
        assert first <= full + extra
        app.tick(2000)
        mark = sent(lambda: app.press(K.A))  # forced board to forced board: two frames, a cell, the marker
        assert app.game.ply == 2
        assert mark < 0.3 * full + extra, "a mark redrew %d of %d pixels" % (mark, full)


@contextlib.contextmanager
def pybadge_view(tmp_path):
    """A simulated PyBadge's app and view (seed 1), the whole screen's pixels, and ``sent(fn)``: the areas the view's
    next update sends after fn() (over49's tests)."""
    s = sim.Simulator("pybadge", nvm_path=str(tmp_path / "nvm.bin"))
    with s:
        import boards
        from uttt.ui.app import App
        from uttt.ui.view import View
        hw = boards.load()
        app = App(hw.width, hw.height, hw.scheme, echo=False, seed=1)
        view = View(hw.display, app)

        def sent(fn):
            n0 = len(s.refreshes)
            fn()
            view.update()
            return [p for _, p in s.refreshes[n0:]]

        yield s, hw, app, view, hw.width * hw.height, sent


def test_a_new_scene_is_sent_once(tmp_path):
    # over49: a new scene (a new root group) goes out in one refresh, the view's after the scene's first sync: the
    # whole screen once. A refresh in the build drew the empty scene, and every text and grid the sync then filled
    # in was an area of its own in the next (each drawn through every layer under it: ~100-200 ms of a PyBadge's
    # refresh in a change of screen, by the bench's model). The frame after sends only what changed since.
    from test_review import steer
    from uttt.ui import buttons as K
    with pybadge_view(tmp_path) as (s, hw, app, view, full, sent):

        assert sent(lambda: None) == [full]  # the title
        assert sent(lambda: view.update(force=True)) == [full]  # (built anew)
        hw.display.refresh()
        assert s.refreshes[-1][1] == 0  # nothing owed after the full refresh
        assert sent(lambda: app.press(K.A)) == [full]  # the game
        assert sent(lambda: app.press(K.RIGHT)) != [full]  # a cursor step: its cells alone
        steer(app)
        view.update()
        assert app.screen == "result"
        for code, name in ((K.LEFT, "replay"), (K.B, "result"), (K.RIGHT, "review")):
            assert sent(lambda: app.press(code)) == [full], name  # a picture, the result built anew, the Review
            assert app.screen == name


def test_a_new_game_and_a_whole_screen_guest_go_out_in_one_area(tmp_path):
    # over49: a new game on the result's scene (A again) changes the board, its frames and marks and the panel: sent
    # as one area, the whole screen, as a new root group is (each grid's and text's own area, each through every
    # layer under it, was ~230-280 ms of a PyBadge's refresh by the bench's model, the whole screen ~90). The log is
    # the whole screen: the root group itself as it opens (not its grid's area and then each line's over the game
    # scene), and the game scene's group again as it goes.
    from test_review import steer
    from uttt.ui import buttons as K
    with pybadge_view(tmp_path) as (s, hw, app, view, full, sent):

        steer(app)
        view.update()
        assert app.screen == "result"
        game = hw.display.root_group
        assert sent(lambda: app.press(K.SELECT)) == [full] and app.screen == "log"
        assert hw.display.root_group is not game
        assert sent(lambda: app.tick(app.now + 33)) != [full]  # its lines: their own areas
        assert sent(lambda: app.press(K.B)) == [full] and app.screen == "result"
        assert hw.display.root_group is game
        app.tick(app.now + 2000)
        view.update()
        assert sent(lambda: app.press(K.A)) == [full] and app.screen == "game" and app.game.ply == 0
        assert hw.display.root_group is game  # the same scene
        assert sent(lambda: app.press(K.RIGHT)) != [full]


def test_the_pause_s_new_game_on_an_empty_board_sends_only_what_changed(tmp_path):
    # help56: the pause menu's New game comes only from a game with no move (the confirm question asks first
    # otherwise), whose cells stay as they are: the box's area and the panel's changes go out, not the whole screen
    # (~88 ms of a PyBadge's refresh by the bench's model; the pause -> game's worst). From a game with moves (the
    # confirm's Yes) the whole screen goes out in one area, as before (over49).
    from uttt.ui import buttons as K
    with pybadge_view(tmp_path) as (s, hw, app, view, full, sent):

        view.update()
        assert sent(lambda: app.press(K.A)) == [full] and app.screen == "game" and app.game.ply == 0
        game = hw.display.root_group
        sent(lambda: app.press(K.START))
        assert app.screen == "pause"
        while app.scr.items()[app.scr.sel][0] != "new":
            sent(lambda: app.press(K.DOWN))
        was = app.game
        areas = sent(lambda: app.press(K.A))
        assert app.screen == "game" and app.game is not was and app.game.ply == 0
        assert hw.display.root_group is game  # the same scene
        assert areas and full not in areas and sum(areas) < full // 2, areas
        # a move, then New game again: the confirm question, and its Yes draws the whole screen in one area
        app.press(K.A)
        view.update()
        assert app.game.ply == 1
        sent(lambda: app.press(K.START))
        while app.scr.items()[app.scr.sel][0] != "new":
            sent(lambda: app.press(K.DOWN))
        sent(lambda: app.press(K.A))
        assert app.screen == "confirm"
        while app.scr.items()[app.scr.sel][0] != "yes":
            sent(lambda: app.press(K.DOWN))
        assert sent(lambda: app.press(K.A)) == [full] and app.screen == "game" and app.game.ply == 0


@pytest.mark.parametrize("board", ["pybadge", "clue"])
def test_cursor_step_leaves_the_panel(board, tmp_path, monkeypatch):
    # A D-pad board's cursor step moves the outline and leaves the panel's words be (they cannot change: the
    # panel has no buttons to focus; pause25); where the panel has buttons, a step that takes the focus off one
    # redraws them (the button's gold goes).
    s = sim.Simulator(board, nvm_path=str(tmp_path / "nvm.bin"))
    with s:
        import boards
        from uttt.ui import buttons as K
        from uttt.ui import panelview
        from uttt.ui import theme as T
        from uttt.ui.app import App
        from uttt.ui.view import View
        hw = boards.load()
        app = App(hw.width, hw.height, hw.scheme, echo=False)
        view = View(hw.display, app)
        view.update()
        app.press(K.A)
        view.update()
        assert app.screen == "game"
        calls = []
        real = panelview.sync
        monkeypatch.setattr(panelview, "sync", lambda scene: (calls.append(1), real(scene)))
        scene = view.scene
        if app.scheme == "dpad":
            assert not scene.buttons
            at = (scene.cursor.x, scene.cursor.y)
            app.press(K.RIGHT)
            view.update()
            assert (scene.cursor.x, scene.cursor.y) != at  # the outline moved
            assert calls == []
            app.press(K.A)  # a mark: the panel says whose turn now
            view.update()
            assert calls == [1]
        else:
            app.scr.focus = app.scr.panel_buttons()[0]
            app.dirty.add("status")
            view.update()
            box = scene.buttons[0][1]
            assert box.color_index == T.GOLD
            del calls[:]
            app.press(K.RIGHT)
            view.update()
            assert calls == [1] and app.scr.focus is None
            assert box.color_index == T.O_BG


def test_the_review_thinking_figure_redraws_the_caption_alone(tmp_path, monkeypatch):
    # rate28: the Review's "Thinking" page's figure changes each move analysed; the caption shows it, redrawn
    # alone ("caption"): the panel's words are not worked out again.
    from test_review import steer
    s = sim.Simulator("pybadge", nvm_path=str(tmp_path / "nvm.bin"))
    with s:
        import boards
        from uttt.ui import panelview
        from uttt.ui.app import App
        from uttt.ui.view import View
        hw = boards.load()
        app = App(hw.width, hw.height, hw.scheme, echo=False, seed=1)
        view = View(hw.display, app)
        steer(app)
        app.open("review")
        view.update()
        calls = []
        real = panelview.sync
        monkeypatch.setattr(panelview, "sync", lambda scene: (calls.append(1), real(scene)))
        shown = []
        for _ in range(400):
            was = app.scr.seen
            app.tick(app.now + 33)
            d = set(app.dirty)
            del calls[:]
            view.update()
            if app.scr.job is None and app.scr.seen != was and isinstance(app.scr.seen, int):  # a new figure
                assert d == {"caption"} and calls == []
                shown.append((app.scr.seen, view.scene.caption.text))
            if len(shown) >= 3:
                break
        assert len(shown) >= 3
        for now, text in shown:
            assert text.startswith("Thinking... %d of" % now)


def _review_from_result(tmp_path, monkeypatch=None, played=None):
    # The STEER game to its end with a view, then D-pad Right on the result: the Review opened by a press, the
    # main loop's order (the press, the tick, the view's update: uttt.ui.main) in that frame.
    from test_review import steer
    from uttt.ui import buttons as K
    s = sim.Simulator("pybadge", nvm_path=str(tmp_path / "nvm.bin"))
    s.__enter__()
    import boards
    from uttt.ui.app import App
    from uttt.ui.view import View
    hw = boards.load()
    app = App(hw.width, hw.height, hw.scheme, echo=False, seed=1)
    view = View(hw.display, app)
    steer(app)
    view.update()
    assert app.screen == "result"
    if played is not None:  # every move played from here on (Game.play, any game's)
        from uttt import rules
        real = rules.Game.play
        monkeypatch.setattr(rules.Game, "play", lambda g, m: (played.append(m), real(g, m))[1])
    app.press(K.RIGHT)
    app.tick(app.now + 33)
    view.update()
    assert app.screen == "review"
    return s, app, view


def test_the_review_opens_on_the_finished_game_itself_and_pages_leave_it_alone(tmp_path, monkeypatch):
    # review38: the Review's first page is the finished game's own position: the press that opens it shows the
    # game itself (read only) instead of playing its moves again (~25 ms of a PyBadge's press); a page at an
    # earlier move makes a picture of its own, and the game is the same after paging back and forth.
    played = []
    s, app, view = _review_from_result(tmp_path, monkeypatch, played)
    try:
        g = app.game
        moves, ply = list(g.moves), g.ply
        assert played == [] and app.scr.pic is g
        from test_review import made
        t = app.now
        for _ in range(3000):  # the analysis to its end, then every page made from it
            t += 33
            app.tick(t)
            if app.review is not None:
                break
        made(app, t)
        view.update()
        pages = app.scr.pages
        moment = [k for k, p in enumerate(pages) if p[0] >= 0]
        assert moment, pages
        app.scr.go_to(moment[0])
        view.update()
        assert app.scr.pic is not g and app.scr.pic.ply == (pages[moment[0]][0] & 511) + 1 and played
        assert view.scene.shown != bytearray(len(view.scene.shown))
        app.scr.go_to(0)
        view.update()
        assert app.scr.pic is g and list(g.moves) == moves and g.ply == ply and g.result
    finally:
        s.__exit__(None, None, None)


def test_the_review_caption_words_come_in_the_frame_after_the_press(tmp_path):
    # review38: the press that opens the Review draws the board, the panel and the caption band's line; the
    # caption's words ("Thinking ...") are drawn in the next frame (~40-50 ms of a PyBadge's press).
    s, app, view = _review_from_result(tmp_path)
    try:
        cap = view.scene.caption
        assert cap is not None and cap.text == ""
        app.tick(app.now + 33)
        assert "caption" in app.dirty
        view.update()
        assert cap.text.startswith("Thinking... ")
    finally:
        s.__exit__(None, None, None)


def settle_rims(app, view, at):
    """Frames until the boards' frames still owed are drawn (two boards a frame: display51's "rims")."""
    for k in range(12):
        at += 33
        app.tick(at)
        view.update()
        if "rims" not in app.dirty and k > 4:
            break
    assert "rims" not in app.dirty
    return at


def test_a_frame_that_crosses_the_board_sends_its_two_boards_not_the_grid(tmp_path):
    # display50: the boards' frames are one 3 x 3 TileGrid, and a TileGrid's dirty area is the box of every tile set
    # since the last refresh (CircuitPython's TileGrid.c, mark_tile_dirty): the frame leaving board 0 for board 8 sent
    # the whole grid (117 x 117 px on a PyBadge, each pixel through three layers: ~70 ms of a board's refresh by
    # tests/bench/refresh_areas.py). Each board's change went in a refresh of its own: the two boards' areas. display51:
    # the board to play in is framed by four thin rectangles, which send their old and new sides alone (~600 px).
    from uttt.ui import buttons as K
    with pybadge_view(tmp_path) as (s, hw, app, view, full, sent):
        sent(lambda: None)
        sent(lambda: app.press(K.A))
        assert app.screen == "game" and app.game.variant == "ultimate"
        board = app.layout.board
        at = 1000
        for m in (4 * 9 + 0, 0 * 9 + 8):  # centre board's top-left: sent to board 0; then its bottom-right: to board 8
            at = settle_rims(app, view, at)
            out = sent(lambda: app.scr.play(m))
        assert app.game.forced == 8
        assert len(out) == 1 and sum(out) < 1.5 * board * board, out  # (the sides, the mark, the marker, the cursor)
        # the picture is the same: the frame on board 8 alone, the sides' (the grid frames none)
        sc = view.scene
        assert list(sc.shown_boards) == [0] * 9 and [sc.overlays[0][b] for b in range(9)] == [0] * 9
        assert sc.ring == 8 and not any(r.hidden for r in sc.pulse)
        img = s.rgb().copy()
        view.update(force=True)
        assert (s.rgb() == img).all()


@pytest.mark.parametrize("board", ["pybadge", "pyportal"])
def test_the_thin_sides_draw_the_sheet_s_frame(board, tmp_path):
    # display51: the board to play in is framed by four vectorio rectangles (under the marker and the cursor, as the
    # frames' grid is), the same pixels as the frame's tile of the board overlays' sheet (scaled where the sheet is
    # drawn at half size: a PyPortal's); the grid's tile on the board instead draws the same screen.
    from uttt.ui import buttons as K
    with sim.Simulator(board, nvm_path=str(tmp_path / "nvm.bin")) as s:
        import boards
        from uttt.ui.app import App
        from uttt.ui.view import View
        hw = boards.load()
        app = App(hw.width, hw.height, hw.scheme, echo=False, seed=1)
        view = View(hw.display, app)
        view.update()
        app.press(K.A)
        view.update()
        at = settle_rims(app, view, 1000)
        for m in (4 * 9 + 0, 0 * 9 + 8, 8 * 9 + 4):  # to board 0, board 8, board 4
            app.scr.play(m)
            at = settle_rims(app, view, at)
            sc = view.scene
            assert sc.ring == app.game.forced and list(sc.shown_boards) == [0] * 9
            img = s.rgb().copy()
            for r in sc.pulse:
                r.hidden = True
            sc.overlays[0][sc.ring] = 1  # (the sheet's frame tile)
            hw.display.refresh()
            assert (s.rgb() == img).all(), m
            sc.overlays[0][sc.ring] = 0
            for r in sc.pulse:
                r.hidden = False
            hw.display.refresh()


def test_a_free_move_s_frames_go_out_two_boards_a_frame(tmp_path):
    # display51: the frames of a free move (up to eight boards, each through three layers: 45-77 ms of a PyBadge's
    # refresh in one frame by tests/bench/refresh_areas.py) go in and out two boards a frame, none in the frame of the
    # panel's words; the board to play in (the thin sides) at once. The first move leaves a free move's eight
    # framed boards for one.
    from uttt.ui import buttons as K
    with pybadge_view(tmp_path) as (s, hw, app, view, full, sent):
        sent(lambda: None)
        sent(lambda: app.press(K.A))
        sc = view.scene
        assert sc.ring == 0 and list(sc.shown_boards) == [0] + [1] * 8  # the sides frame board 0, the grid the rest
        board = app.layout.board
        at = settle_rims(app, view, 1000)
        frames = []
        words = []
        for k in range(9):  # the press's frame (as uttt.ui.main runs it), then the next ones
            at += 33
            was = sc.words.text
            grid = bytes(sc.shown_boards)
            frames.append(sent(lambda: (k or app.frame([K.A]), app.tick(at))))
            if sc.words.text != was:
                words.append(k)
                assert bytes(sc.shown_boards) == grid, "the words' frame changes no board's frame"
            if "rims" not in app.dirty:
                break
        assert app.game.forced == 4 and sc.ring == 4
        assert "rims" not in app.dirty and list(sc.shown_boards) == [0] * 9
        # a refresh a board in the grid (display50): two boards a frame at most, each with what else changed
        assert all(len(f) <= 2 and max(f) < board * board + 1000 for f in frames), frames
        assert len(words) == 1, (words, frames)
        assert len(frames) >= 5
        img = s.rgb().copy()
        view.update(force=True)
        assert (s.rgb() == img).all()


def test_the_frame_of_a_move_s_words_leaves_the_owed_board_frames_unwalked(tmp_path):
    # think58: the owed frames of a free move's boards ("rims") go out only in a frame with nothing else to draw
    # (sync_cells' cap); the frame of the panel's words owed them again after walking every board for nothing
    # (~5 ms of a PyBadge's, board-adjusted in the press-time bench: such frames were 50-54 ms with displayio). It
    # now owes them without the walk; they go out after it as before, and the screen is a full redraw's.
    from uttt.ui import buttons as K
    with pybadge_view(tmp_path) as (s, hw, app, view, full, sent):
        sent(lambda: None)
        sent(lambda: app.press(K.A))
        sc = view.scene
        walks = []
        walk = sc.sync_cells
        sc.sync_cells = lambda d=(): walks.append(set(d)) or walk(d)  # (its answer: Scene.sync reads it, ugame64)
        at = settle_rims(app, view, 1000)
        words = 0
        for k in range(9):
            at += 33
            was = sc.words.text
            del walks[:]
            sent(lambda: (k or app.frame([K.A]), app.tick(at)))
            if k and sc.words.text != was:
                words += 1
                assert not walks, walks
            if "rims" not in app.dirty:
                break
        assert words == 1 and "rims" not in app.dirty and list(sc.shown_boards) == [0] * 9
        img = s.rgb().copy()
        view.update(force=True)
        assert (s.rgb() == img).all()


def test_a_replay_jump_goes_out_in_one_area(tmp_path):
    # display50 (over49's lead): the replay's Up and Down jump to another position: most boards' cells, frames and
    # big marks change, and each grid's box and each board's overlays went out through every layer under them
    # (~105-145 ms of a PyBadge's refresh by tests/bench/refresh_areas.py). When the tiles of more than four boards
    # change on a shown scene, the view sends the whole screen once instead (~76 ms). A step sends its cells alone.
    from test_review import steer
    from uttt.ui import buttons as K
    with pybadge_view(tmp_path) as (s, hw, app, view, full, sent):
        steer(app)
        view.update()
        assert app.screen == "result"
        assert sent(lambda: app.press(K.LEFT)) == [full] and app.screen == "replay"
        for code in (K.DOWN, K.UP):  # the jumps to the last move and back to the first
            shown = app.scr.count()[0]
            assert sent(lambda: app.press(code)) == [full]
            assert app.scr.count()[0] != shown
        step = sent(lambda: app.press(K.RIGHT))  # a step: a board's worth, not the screen
        assert step and max(step) < full // 2, step


def test_the_log_s_page_is_opaque_on_the_background_s_colour(tmp_path):
    # display50: a scroll of the log sets every line anew, the page's whole box (~16,000 px on a PyBadge), and a
    # board fills an area's layers from the top down to the first that covers it opaquely: the page's transparent
    # glyph tiles and then the background's grid under them, each pixel twice (~63 ms of a PyBadge's refresh by
    # tests/bench/refresh_areas.py). The page's blank pixels are now the background's colour, opaque (~39 ms): the
    # same picture, and a theme change recolours them with the rest.
    from test_review import steer
    from uttt.ui import buttons as K
    from uttt.ui import theme as T
    with pybadge_view(tmp_path) as (s, hw, app, view, full, sent):
        steer(app)
        view.update()
        sent(lambda: app.press(K.SELECT))
        assert app.screen == "log"
        pal = view.scene.body.pal
        assert not pal.is_transparent(0) and pal[0] == view.pal[T.BG]
        assert view.scene.title.pal.is_transparent(0)  # (the title's text: transparent, as every other Text)
        old = view.pal[T.BG]
        app.settings["theme"] = (app.settings["theme"] + 1) % 2
        app.set_theme()
        view.update()
        assert pal[0] == view.pal[T.BG] != old


def test_a_picture_s_empty_overlay_grids_are_hidden_where_the_whole_screen_goes_out(tmp_path):
    # display50: a board fills every layer over each pixel of an area, an empty overlay grid too (the boards' frames at
    # a result, the big marks before the first claim): in a picture of a position (the result built anew, the
    # replay, the Review) an empty grid is hidden where the whole screen goes out (~12-20 ms of a PyBadge's refresh
    # by tests/bench/refresh_areas.py) and shown with its first tile. A game in play keeps both shown (its first
    # claim would send the whole grid), and the picture is the same.
    from test_review import steer
    from uttt.ui import buttons as K
    with pybadge_view(tmp_path) as (s, hw, app, view, full, sent):
        steer(app)
        view.update()
        assert app.screen == "result"
        frames, marks = view.scene.overlays
        assert frames.hidden and not marks.hidden  # (its scene built at the result: no board to play in)
        sent(lambda: app.press(K.LEFT))
        assert app.screen == "replay" and app.scr.count()[0] == 0
        frames, marks = view.scene.overlays
        assert marks.hidden and not frames.hidden  # the empty board: no big mark, every board framed
        while not any(app.scr.shown().boards[b] in (1, 2) for b in range(9)):
            sent(lambda: app.press(K.RIGHT))
        assert not marks.hidden  # the first claim shows them
        sent(lambda: app.press(K.B))
        assert app.screen == "result"
        frames, marks = view.scene.overlays
        assert frames.hidden and not marks.hidden  # built anew: no board to play in
        app.tick(app.now + 2000)
        view.update()
        sent(lambda: app.press(K.A))  # a new game on the same scene: its frames on every board, no big mark yet
        assert app.screen == "game" and view.scene.overlays[0] is frames
        assert not frames.hidden and not marks.hidden


def test_a_theme_change_goes_out_in_one_area(tmp_path):
    # screens52: a new theme (or high contrast) rewrites the shared palette's entries and the texts' colours: every
    # layer on screen changes, and each went out as an area of its own through every layer under it (the Settings
    # screen's theme row: 12 areas, 39,520 pixels sent for a 20,480-pixel screen). Now the whole screen, once.
    from uttt.ui import buttons as K
    with pybadge_view(tmp_path) as (s, hw, app, view, full, sent):

        view.update()
        sent(lambda: app.open("settings"))
        while app.scr.items()[app.scr.sel][0] not in ("theme", "contrast"):
            assert sent(lambda: app.press(K.DOWN)) != [full]  # a step: the bar alone
        for _ in range(4):
            theme = app.theme
            assert sent(lambda: app.press(K.A)) == [full]
            assert app.theme != theme
        assert sent(lambda: app.press(K.DOWN)) != [full]
