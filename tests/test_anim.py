"""The animations of a move (uttt/ui/anim.py; their drawing in gameview.py): time-based, skipped by any press or touch, never
changing the game, and drawn only where they change. In the simulator at named pixels on a PyBadge and a
PyPortal: a frame mid-animation shows a partial mark / a partial strike line, the last frame equals the
picture drawn with animations off, a press mid-animation finishes it and still moves the cursor."""

import contextlib
import os
import random

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from support import first_claim  # noqa: E402
from uttt.codec import new_game  # noqa: E402
from uttt.notation import log_lines  # noqa: E402
from uttt.ui import anim as A  # noqa: E402
from uttt.ui import buttons as K  # noqa: E402
from uttt.ui import theme as T  # noqa: E402
from uttt.ui import themecolours as TC  # noqa: E402
from uttt.ui.app import App  # noqa: E402

BOARDS = {"pybadge": (160, 128, "dpad"), "pyportal": (320, 240, "touch")}


def winning_game(variant="ultimate", seed=0):
    """Moves of a random game won on a line, with at least one board claimed before the end (Ultimate)."""
    while True:
        seed += 1
        rng = random.Random(seed)
        g = new_game(variant)
        while not g.result:
            g.play(rng.choice(g.legal_moves()))
        if g.result in (1, 2) and g.winning_line():
            return g.moves


def state(app):
    g = app.game
    return (app.screen, app.cursor, getattr(app.scr, "focus", None), app.mark, getattr(app.scr, "sel", None),
            tuple(app.log), tuple(app.cues),
            None if g is None else (tuple(g.moves), bytes(g.cells), g.result, g.turn))


# ----- the app: timing, skipping, never the game --------------------------------------------------------------
def test_timeline_of_a_claiming_move():
    moves = winning_game()
    k = first_claim(moves)
    app = App(echo=False)
    app.new_game("hotseat")
    app.tick(1000)
    for m in moves[:k]:
        app.scr.play(m)
    fx = app.scr.fx
    g = app.game
    b = moves[k - 1] // 9
    cell = moves[k - 1]
    assert fx.stage(g, cell) == 1 and fx.held(g, b) and fx.pulse(g) is None
    app.tick(1000 + A._MARK_MS // 2)
    assert fx.stage(g, cell) == 2 and fx.held(g, b)
    app.tick(1000 + A._MARK_MS)
    assert fx.stage(g, cell) == 0 and not fx.held(g, b)
    assert fx.pulse(g) == (b, g.boards[b])
    flashes = []
    for t in range(A._MARK_MS, A._MARK_MS + A._PULSE_MS, 5):
        app.tick(1000 + t)
        on = fx.pulse(g) is not None
        if not flashes or flashes[-1] != on:
            flashes.append(on)
    assert flashes == [True, False, True, False], "the frame flashes twice"
    app.tick(1000 + A._MARK_MS + A._PULSE_MS)
    assert fx.game is None and fx.pulse(g) is None
    # Nothing is animated of another game (the replay's picture, the rules pages).
    fx.start(app, cell)
    assert not fx.held(g.copy(), b) and fx.parts(g.copy()) == A.LINE_PARTS


def test_the_winning_line_grows_then_stays():
    moves = winning_game()
    app = App(echo=False)
    app.new_game("hotseat")
    for m in moves:
        app.scr.play(m)
    assert app.screen == "result"
    g = app.game
    seen = []
    for t in range(0, A._MARK_MS + A._LINE_MS + 40, 10):
        app.tick(t)
        seen.append(app.scr.fx.parts(g))
    assert seen[0] == 0 and seen[-1] == A.LINE_PARTS
    assert seen == sorted(seen) and len(set(seen)) == A.LINE_PARTS + 1, "one piece at a time: %r" % seen


def test_a_press_finishes_every_animation_and_is_still_handled():
    moves = winning_game()
    k = first_claim(moves)
    app = App(echo=False)
    app.new_game("hotseat")
    app.tick(500)
    for m in moves[:k]:
        app.scr.play(m)
    assert app.scr.fx.game is app.game
    before = app.cursor
    app.dirty.clear()
    app.press(K.NEXT)
    assert app.scr.fx.game is None and "anim" in app.dirty
    assert app.cursor != before, "the press moved the cursor as well"
    # A touch finishes it too; a refused press does not (ugame63: a refusal changes nothing, and the claim it drew was
    # the slowest Ultimate press, 51-53 ms of a PyBadge's with displayio): a chord, an A too soon after a move
    app.scr.play(app.game.legal_moves()[0])
    app.touch(app.layout.width - 1, 1)  # the panel's top corner: nothing there
    assert app.scr.fx.game is None
    app.scr.play(app.game.legal_moves()[0])
    app.frame([K.A, K.B])
    assert app.scr.fx.game is app.game and app.cues[-1] == "bad"
    ply = app.game.ply
    app.press(K.A)  # (the mash guard: no time has passed since the move)
    assert app.game.ply == ply and app.scr.fx.game is app.game and app.cues[-1] == "bad"


@pytest.mark.parametrize("w,h,scheme,seed", [(160, 128, "dpad", 11), (320, 240, "touch", 12),
                                             (240, 240, "two", 13)])
def test_animations_never_change_what_the_app_does(w, h, scheme, seed):
    """Random presses, touches and time steps into two apps, animations on and off: after every event they
    agree on everything but the animation (screen, cursor, game, log, cues)."""
    rng = random.Random(seed)
    on = App(w, h, scheme, echo=False, seed=seed)
    off = App(w, h, scheme, echo=False, seed=seed)
    off.settings["anim"] = 0
    now = 0
    animated = 0
    for i in range(3000):
        r = rng.random()
        if r < 0.6:
            ev = ("press", rng.choice((4, 4, 4, 0, 1, 2, 3, 4, 8, 9, 5, 6, 7)))
        elif r < 0.8:
            ev = ("touch", rng.randrange(w), rng.randrange(h))
        else:
            ev = ("wait",)
        on.settings["anim"], off.settings["anim"] = 1, 0  # (the presses may reach the Animations setting)
        for app in (on, off):
            if ev[0] == "press":
                app.press(ev[1])
            elif ev[0] == "touch":
                app.touch(ev[1], ev[2])
        now += rng.choice((5, 16, 33, 33, 60, 200))
        on.tick(now)
        off.tick(now)
        animated += on.screen == "game" and on.scr.fx.game is not None
        assert off.screen not in ("game", "result") or off.scr.fx.game is None
        assert state(on) == state(off), "event %d %r" % (i, ev)
        del on.cues[:]
        del off.cues[:]
    assert animated > 50, "the animations hardly ran"


# ----- the view, in the simulator -------------------------------------------------------------------------------
sim = pytest.importorskip("sim")


def rgb(c):
    return (c >> 16) & 255, (c >> 8) & 255, c & 255


def near(px, slot, tol=12):
    return all(abs(int(a) - b) <= tol for a, b in zip(px, rgb(TC.DARK[slot])))


class Scene:
    """A simulated board's display driven by hand: an App and a View, and a virtual clock."""

    def __init__(self, s, board):
        import boards
        self.s = s
        self.hw = boards.load()
        self.board = board
        self.now = 1000

    def app(self, animate=True, mode="hotseat"):
        from uttt.ui.view import View
        hw = self.hw
        app = App(hw.width, hw.height, hw.scheme, echo=False)
        app.settings["anim"] = int(animate)
        app.new_game(mode)
        app.tick(self.now)
        self.view = View(hw.display, app)
        self.view.update()
        return app

    def played(self, moves, animate=True, mode="hotseat"):
        """An app (``app``'s arguments) with moves played, not drawn yet."""
        app = self.app(animate, mode)
        for m in moves:
            app.scr.play(m)
        return app

    def frame(self, app, dt=0):
        """Advance dt ms, redraw; the pixels sent and the screen."""
        self.now += dt
        app.tick(self.now)
        n0 = len(self.s.refreshes)
        self.view.update()
        return sum(p for _, p in self.s.refreshes[n0:]), self.s.rgb().copy()

    def settle(self, app):
        sent, img = self.frame(app, 1000)
        assert app.scr.fx.game is None
        for _ in range(8):  # the boards' frames still to draw, two a frame (display51: "rims")
            if "rims" not in app.dirty:
                break
            sent, img = self.frame(app, 33)
        return img


def mask_pixels(app, cell, stage):
    """Screen pixels of the full mark in cell that stroke frame `stage` has not drawn yet, and some it has."""
    from uttt.ui import sprites as S
    L = app.layout
    ult = app.scr.ultimate
    size = L.cell if ult else L.big
    scale = 2 if size >= 50 and size % 2 == 0 else 1
    ts = size // scale
    mark = app.scr.fx.mark
    inset = max(2, ts // 6) + (0.5 if mark == 1 else 0)
    stroke = max(1.6, ts / 7.0)
    full = set(S.mark_mask(ts, mark, inset, stroke))
    part = set(S.mark_mask(ts, mark, inset, stroke, A.STAGES[stage - 1]))
    x, y, w, h = L.cell_rect(cell) if ult else L.square_rect(cell)

    def screen(p):
        return [(x + scale * (q % ts) + scale // 2, y + scale * (q // ts) + scale // 2) for q in p]
    # Away from the cell's edges (grid lines, the last-move corner).
    inner = [p for p in full - part if 2 <= p % ts < ts - 2 and 3 <= p // ts < ts - 2]
    return screen(inner), screen(part)


@pytest.mark.parametrize("board", ["pybadge", "pyportal"])
def test_stroke_claim_and_strike_mid_animation_and_at_the_end(board, tmp_path):
    moves = winning_game()
    k = first_claim(moves)
    with sim.Simulator(board, nvm_path=str(tmp_path / "nvm.bin")) as s:
        sc = Scene(s, board)
        app = sc.app()
        L = app.layout
        for m in moves[:k - 1]:
            app.scr.play(m)
        sc.settle(app)
        m = moves[k - 1]
        b = m // 9
        app.scr.play(m)
        sent1, img1 = sc.frame(app)                      # stroke frame 1
        todo, done = mask_pixels(app, m, 1)
        colour = T.X if app.scr.fx.mark == 1 else T.O
        assert todo and all(near(img1[y, x], T.BG) for x, y in todo), "frame 1 shows part of the mark only"
        assert all(near(img1[y, x], colour) for x, y in done[len(done) // 2:len(done) // 2 + 3])
        bx, by, bw, bh = L.board_rect(b)
        t = sc.view.scene.pulse[2].width  # the pulse's sides, as thick as the gold frame (display51: a PyPortal's 4 px)
        corner = (bx + t + 1, by + bh - t - 2)           # a washed cell's margin once the board is claimed
        assert near(img1[corner[1], corner[0]], T.BG), "the claim waits for the stroke"
        sent2, img2 = sc.frame(app, A._MARK_MS // 2)      # stroke frame 2: one cell redrawn (and two boards' frames
        assert 0 < sent2 <= L.cell * L.cell + 2 * L.board * L.board  # of the grid at most, display51's "rims")
        sent3, img3 = sc.frame(app, A._MARK_MS // 2)      # the mark whole, the board claimed, the pulse on
        wash = T.X_BG if app.game.boards[b] == 1 else T.O_BG
        assert near(img3[corner[1], corner[0]], wash)
        edge = (bx, by + bh // 2)
        assert near(img3[edge[1], edge[0]], colour), "the claimed board's frame flashes in the claimer's colour"
        sent4, img4 = sc.frame(app, A._PULSE_MS // 4)     # the pulse off: only its thin sides redraw
        assert not near(img4[edge[1], edge[0]], colour)
        assert t == (2 if board == "pybadge" else 4) and 0 < sent4 <= 4 * bw * t
        end = sc.settle(app)
        assert (end != img1).any()
        # The end of the animation is exactly the picture drawn without animations.
        ref = sc.played(moves[:k], animate=False)
        assert (sc.settle(ref) == end).all()

        # The winning line: pieces appear one after another, each redrawing only its own small box.
        app = sc.played(moves)
        sc.frame(app)
        line = app.game.winning_line()
        first, last = L.board_rect(line[0]), L.board_rect(line[2])
        p_first = (first[0] + first[2] // 2, first[1] + first[3] // 2)
        p_last = (last[0] + last[2] // 2, last[1] + last[3] // 2)
        sent, img = sc.frame(app, A._MARK_MS + A._LINE_MS // 3)
        assert near(img[p_first[1], p_first[0]], T.STRIKE) and not near(img[p_last[1], p_last[0]], T.STRIKE), \
            "a third of the way: the line has started, not reached its end"
        sizes = []
        while app.scr.fx.game is not None:
            words = app.scr.ending == 3   # the frame that writes the result's words in the panel (review25:
            sent, img = sc.frame(app, 33)  # the game's end, a step a frame, runs beside the animation)
            if not words:
                sizes.append(sent)
        assert near(img[p_last[1], p_last[0]], T.STRIKE)
        assert max(sizes) < 0.1 * L.width * L.height, "a piece of line redraws little: %r" % sizes
        end = img
        ref = sc.played(moves, animate=False)
        img = sc.settle(ref)
        while ref.scr.ending or ref.scr.rating >= 0:  # the game's end, a step a frame after the last move's
            img = sc.frame(ref, 33)[1]                  # (review25), and the rating's start ("rating...")
        assert not app.scr.ending and app.scr.rating < 0 and (img == end).all()


def test_classic_and_wild_strike_and_stroke_on_a_pyportal(tmp_path):
    with sim.Simulator("pyportal", nvm_path=str(tmp_path / "nvm.bin")) as s:
        sc = Scene(s, "pyportal")
        for mode in ("classic", "wild"):
            moves = winning_game(mode)
            app = sc.app(mode=mode)
            L = app.layout
            for m in moves[:-1]:
                app.scr.play(m)
            sc.settle(app)
            app.scr.play(moves[-1])
            sent, img = sc.frame(app)
            cell = moves[-1] % 9
            todo, done = mask_pixels(app, cell, 1)
            assert all(near(img[y, x], T.BG) for x, y in todo), "%s: a partial mark first" % mode
            line = app.game.winning_line()
            a, c = L.square_rect(line[0]), L.square_rect(line[2])
            pa = (a[0] + a[2] // 2 + 1, a[1] + a[3] // 2 + 1)
            pc = (c[0] + c[2] // 2, c[1] + c[3] // 2)
            sent, img = sc.frame(app, A._MARK_MS + A._LINE_MS // 3)
            assert near(img[pa[1], pa[0]], T.STRIKE) and not near(img[pc[1], pc[0]], T.STRIKE)
            end = sc.settle(app)
            while app.scr.ending or app.scr.rating >= 0:  # the game's end, a step a frame (review25), and the
                end = sc.frame(app, 33)[1]                  # rating's start: both screens with the result's words
            assert near(end[pc[1], pc[0]], T.STRIKE)
            ref = sc.played(moves, animate=False, mode=mode)
            img = sc.settle(ref)
            while ref.scr.ending or ref.scr.rating >= 0:
                img = sc.frame(ref, 33)[1]
            assert (img == end).all(), mode


def test_a_press_mid_animation_shows_the_end_and_moves_the_cursor(tmp_path):
    moves = winning_game()
    k = first_claim(moves)
    with sim.Simulator("pybadge", nvm_path=str(tmp_path / "nvm.bin")) as s:
        sc = Scene(s, "pybadge")
        app = sc.played(moves[:k])
        sc.frame(app)
        assert app.scr.fx.game is not None
        before = app.cursor
        app.press(K.NEXT)  # (two buttons' step: any press but a D-pad step, below)
        assert app.scr.fx.game is None and app.cursor != before
        sent, img = sc.frame(app)                   # the same frame: the animation's end and the cursor moved
        cur = app.cursor
        ref = sc.played(moves[:k], animate=False)
        sc.frame(ref)  # (as above: the moves' frame, then the press's; a move's panel words wait for its save's)
        ref.press(K.NEXT)
        assert ref.cursor == cur
        assert (sc.settle(ref) == img).all()


@contextlib.contextmanager
def mid_claim(tmp_path):
    """(sc, app, moves, k, b): a PyBadge Scene whose app has played winning_game's moves up to the first that claims
    a board (k moves; b that board), the moves' frame drawn, the claim's animation still holding the board."""
    moves = winning_game()
    k = first_claim(moves)
    b = moves[k - 1] // 9
    with sim.Simulator("pybadge", nvm_path=str(tmp_path / "nvm.bin")) as s:
        sc = Scene(s, "pybadge")
        app = sc.played(moves[:k])
        sc.frame(app)
        assert app.scr.fx.held(app.game, b)
        yield sc, app, moves, k, b


def test_a_cursor_step_mid_claim_moves_the_cursor_at_once_and_leaves_the_claim_to_its_own_frame(tmp_path):
    """A D-pad step after a move that claimed a board does not finish its animation (ugame62b): the step's frame
    moves the cursor and draws nothing of the claim (~20 ms of a PyBadge's refresh: the board sent through ~3
    layers); the claim shows in its own frame as with no press, and the end is the picture without animations."""
    with mid_claim(tmp_path) as (sc, app, moves, k, b):
        fx = app.scr.fx
        g = app.game
        before = app.cursor
        app.press(K.RIGHT)
        assert fx.game is g and fx.held(g, b), "the step leaves the animation running"
        assert app.cursor != before, "and moves the cursor"
        sent, _ = sc.frame(app)
        w = app.layout.board_rect(b)[2]  # (a small board's side: 39 px on a PyBadge)
        assert fx.held(g, b) and sent < w * w, "the claim waits for the strokes' end, not the step: %d px" % sent
        cur = app.cursor
        img = sc.settle(app)
        assert fx.game is None
        ref = sc.played(moves[:k], animate=False)
        sc.frame(ref)
        ref.press(K.RIGHT)
        assert ref.cursor == cur
        assert (sc.settle(ref) == img).all()


def test_a_mark_after_an_undrawn_claim_draws_its_stroke_and_leaves_the_claim_and_the_frames_to_the_next_frames(tmp_path):
    """ugame63: a mark whose press finishes the last move's animation before its claim was drawn (the frames after a
    move that draw nothing: the save's, a heap's collection) drew the claim in the press's frame: its 9 cells restyled
    and its big mark, the board sent through ~3 layers (3,338-4,859 px, 53-71 ms of a PyBadge's with displayio), and
    the thin sides moved to the next board. Now, as a Super game's move (supermark62), the move's frame draws its
    stroke and the outline alone; the claim, the frames and the thin sides come in the next frames ("rims"), and the
    settled picture is the one without animations."""
    with mid_claim(tmp_path) as (sc, app, moves, k, b):
        fx = app.scr.fx
        g = app.game
        scene = sc.view.scene
        tiles = list(scene.tiles[i] for i in range(81))
        rims = bytes(scene.shown_boards), scene.ring, scene.pulse_state, \
            [scene.overlays[i][j] for i in range(2) for j in range(9)]
        sc.now += 160
        app.tick(sc.now)  # a frame that draws nothing: the strokes are over, the claim not drawn yet
        app.cursor = moves[k]
        app.frame([K.A])
        assert g.ply == k + 1 and fx.game is g
        sent, _ = sc.frame(app, 20)
        now = list(scene.tiles[i] for i in range(81))
        assert sum(1 for i in range(81) if now[i] != tiles[i]) <= 2  # the new stroke (and the last mark's whole)
        assert rims == (bytes(scene.shown_boards), scene.ring, scene.pulse_state,
                        [scene.overlays[i][j] for i in range(2) for j in range(9)]), "the frames wait"
        w = app.layout.board_rect(b)[2]  # (a small board's side: 39 px; the stroke, the outline and the cursor's
        # boxes 1,690 px in all, the claim's board through its three grids beside them 5,197 on main)
        assert "rims" in app.dirty and sent < 2 * w * w, "the claim waits for the next frames: %d px" % sent
        img = sc.settle(app)
        ref = sc.played(moves[:k + 1], animate=False)
        sc.frame(ref)
        assert ref.cursor == app.cursor
        assert (sc.settle(ref) == img).all()


@pytest.mark.parametrize("mode", ["classic", "wild"])
def test_a_classic_move_s_frame_draws_its_stroke_alone_and_leaves_the_outlines_to_the_next_frames(mode, tmp_path):
    """ugame64: a Classic or Wild move's frame (a press's, or the computer's move appearing) drew the new mark's
    stroke, the last move's outline off one cell and onto another and the cursor's box, each a whole 39-px cell
    through the layers: 6,084 px, 53-67 ms of a PyBadge's with displayio. Now the stroke alone; the outline and the
    cursor come in the next frames ("rims"), and the settled picture is the one without animations."""
    from uttt.ui.view import View
    moves = winning_game(mode)
    with sim.Simulator("pybadge", nvm_path=str(tmp_path / "nvm.bin")) as s:
        sc = Scene(s, "pybadge")
        hw = sc.hw

        def fresh(animate):
            app = App(hw.width, hw.height, hw.scheme, echo=False)
            app.settings["anim"] = int(animate)
            app.settings["vs"] = 0  # (friends: no computer's turn in the frames below)
            app.new_game(mode)
            app.tick(sc.now)
            sc.view = View(hw.display, app)
            sc.view.update()
            return app

        app = fresh(True)
        app.scr.play(moves[0])  # (a Wild game can end at its third move: the result's screen then)
        sc.settle(app)
        scene = sc.view.scene
        marker = (scene.marker.x, scene.marker.y, scene.marker[0])
        cursor = (scene.cursor.x, scene.cursor.y, scene.cursor.hidden)
        app.cursor = moves[1] % 9
        if mode == "wild":
            app.mark = moves[1] // 9 + 1
        app.frame([K.A])
        assert app.game.ply == 2 and not app.over
        sent, _ = sc.frame(app, 20)
        w = app.layout.square_rect(moves[1] % 9)[2]
        assert (scene.marker.x, scene.marker.y, scene.marker[0]) == marker, "the outline waits"
        assert "rims" in app.dirty and sent <= w * w, "the stroke alone: %d px" % sent
        img = sc.settle(app)
        assert (scene.marker.x, scene.marker.y) != marker[:2]
        ref = fresh(False)
        for m in moves[:2]:
            ref.scr.play(m)
        ref.cursor = app.cursor
        ref.mark = app.mark
        x0, y0 = app.layout.square_rect(0)[:2]  # the board (the panel's words came by another way: a press
        x1, y1, w1, h1 = app.layout.square_rect(8)  # against scr.play's, on main as here)
        assert (sc.settle(ref)[y0:y1 + h1, x0:x1 + w1] == img[y0:y1 + h1, x0:x1 + w1]).all()


# ----- the replay caption ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("board", ["pybadge", "pyportal"])
def test_replay_caption_is_at_most_two_lines_under_the_grid_and_the_log_keeps_the_words(board, tmp_path):
    from uttt.ui import replay
    moves = winning_game()
    with sim.Simulator(board, nvm_path=str(tmp_path / "nvm.bin")) as s:
        sc = Scene(s, board)
        app = sc.played(moves)
        sc.settle(app)
        app.open("replay")
        sc.frame(app)
        P = app.scr.layout
        assert P.gy + P.grid_size <= P.caption[1], "the caption band is under the grid"
        cols = P.caption_cols
        ref = new_game("ultimate")
        brief = 0
        for k in range(len(moves), 0, -1):
            app.scr.go_to(k)
            sc.frame(app)
            lines = sc.view.scene.caption.text.split("\n")
            assert len(lines) <= 2 and all(len(x) <= cols for x in lines), lines
            brief += "played" not in lines[0]
        assert brief or board != "pybadge", "long captions were said in fewer words"
        # The brief caption names the move in words: ply, mover, board and square, what it did.
        for m in moves:
            ref.play(m)
        text = replay.briefly(ref, True)
        assert text.startswith("%d. %s: " % (len(moves), " XO"[ref.result])) and text.endswith(", wins")
        assert " board, " in text
    # The move log keeps seed 001's full wording.
    full = []
    g = new_game("ultimate")
    for m in moves:
        g.play(m)
        full += log_lines(g)
    assert app.log == full
    if board == "pybadge":
        assert "claimed the" in " ".join(app.log)


# ----- the computer's move, alone in its frame (issue 16) -------------------------------------------------------
def test_the_computer_move_shows_first_and_the_panel_follows_after_the_save(tmp_path):
    with sim.Simulator("pybadge", nvm_path=str(tmp_path / "nvm.bin")) as s:
        sc = Scene(s, "pybadge")
        app = sc.app(mode="bot")
        app.settings["level"] = 0
        app.frame([K.A])  # your mark; the computer thinks from two frames after the save's
        sc.frame(app, 33)
        words = sc.view.scene.words
        for _ in range(400):
            ply = app.game.ply
            before = list(sc.view.scene.shown)
            sc.frame(app, 33)
            if app.game.ply > ply:
                break
        else:
            raise AssertionError("the computer never moved")
        assert app.human_turn() and app.scr.highlight == app.game.last_move
        m = app.game.last_move
        assert sc.view.scene.shown[m] != before[m]  # the board shows it (its first stroke)
        assert words.text.startswith("CPU")  # its frame draws the move; the panel still says CPU ...
        sc.frame(app, 33)  # the save's frame
        for _ in range(3):  # the panel's: the first after the save's that draws no stroke of the mark (issue 16:
            sc.frame(app, 33)  # the two together took ~50-60 ms of a PyBadge's; GameScreen.tick)
            if words.text == "Your\nturn":
                break
        assert words.text == "Your\nturn"
        end = sc.settle(app)
        assert words.text == "Your\nturn"
        # the end as when everything is drawn at once
        sc.view.update(force=True)
        assert (s.rgb() == end).all()


@pytest.mark.parametrize("animate", [True, False])
def test_your_mark_shows_first_and_the_panel_follows_after_the_save(tmp_path, animate):
    # pause25: a mark's press draws the mark (and the cursor's new place); the panel's words (whose turn) wait
    # until the frame after the save's, as the computer's move's do, with or without the animations.
    with sim.Simulator("pybadge", nvm_path=str(tmp_path / "nvm.bin")) as s:
        sc = Scene(s, "pybadge")
        app = sc.app(animate=animate)
        words = sc.view.scene.words
        assert words.text == "P1\nplays"
        saves = []
        real = app.save
        app.save = lambda: (saves.append(app.frames), real())
        at = (sc.view.scene.cursor.x, sc.view.scene.cursor.y)
        app.frame([K.A])
        sc.frame(app, 33)  # the press's frame
        m = app.game.last_move
        assert app.game.ply == 1 and sc.view.scene.shown[m] != 0  # the mark shows (its first stroke)
        assert (sc.view.scene.cursor.x, sc.view.scene.cursor.y) != at  # the cursor moved to the board sent to
        assert words.text == "P1\nplays" and not saves
        sc.frame(app, 33)  # the save's frame
        assert saves and words.text == "P1\nplays"
        sc.frame(app, 33)  # the panel's
        assert words.text == "P2\nplays"
        end = sc.settle(app)
        sc.view.update(force=True)
        assert (s.rgb() == end).all()


def test_the_computer_move_shows_alone_with_a_press_refused_in_its_frame(tmp_path):
    # pause29: a press refused while the computer thinks ("wait"), in the frame where its move lands: that frame
    # draws the move alone (the press's cue sounds); the panel's words, the refusal's while it flashes, come in the
    # frame after the save's, as without the press.
    with sim.Simulator("pybadge", nvm_path=str(tmp_path / "nvm.bin")) as s:
        sc = Scene(s, "pybadge")
        app = sc.app(animate=False, mode="bot")
        app.settings["level"] = 0
        words = sc.view.scene.words
        app.frame([K.A])  # your mark
        sc.frame(app, 33)
        for _ in range(400):  # until the search is done: its move is played in the next frame (Computer.step)
            sc.frame(app, 33)
            c = app.scr.computer
            if c is not None and c.found:
                break
        else:
            raise AssertionError("the computer never found its move")
        before = words.text
        assert before.startswith("CPU")
        app.frame([K.DOWN])  # refused: the computer's turn still
        assert "bad" in app.cues
        sc.frame(app, 33)
        m = app.game.last_move
        assert app.game.ply == 2 and sc.view.scene.shown[m] != 0  # the move shows
        assert words.text == before  # alone
        sc.frame(app, 33)  # the save's frame
        assert words.text == before
        sc.frame(app, 33)  # the panel's: the refusal's words while it flashes
        assert words.text == "wait" + "\n"
        sc.frame(app, 400)  # the flash is over
        assert words.text == "Your\nturn"


def test_a_press_just_after_the_computer_move_leaves_the_turn_timer_to_the_next_frame(tmp_path):
    # pause29: your turn's countdown first shows in the frame after the computer's move; a press in that frame (a
    # cursor step) draws the step alone, and the countdown comes in the next frames (a press's frame leaves the
    # panel's timed changes to the next one: pause25; the two together took ~85-97 ms of a PyBadge's press).
    with sim.Simulator("pybadge", nvm_path=str(tmp_path / "nvm.bin")) as s:
        sc = Scene(s, "pybadge")
        from uttt.ui.view import View
        hw = sc.hw
        app = App(hw.width, hw.height, hw.scheme, echo=False)
        app.settings["anim"] = 0
        app.settings["timer"] = 1
        app.settings["level"] = 0
        app.new_game("bot")
        app.tick(sc.now)
        sc.view = View(hw.display, app)
        sc.view.update()
        board = sc.view.scene.board
        app.frame([K.A])  # your mark
        sc.frame(app, 33)
        for _ in range(400):
            sc.frame(app, 33)
            if app.game.ply == 2:
                break
        assert app.game.ply == 2 and app.human_turn()
        before = board.text
        at = (sc.view.scene.cursor.x, sc.view.scene.cursor.y)
        app.frame([K.DOWN])
        sc.frame(app, 33)
        assert (sc.view.scene.cursor.x, sc.view.scene.cursor.y) != at  # the step shows
        assert board.text == before and app.scr.timer_shown is None  # alone
        for _ in range(3):
            sc.frame(app, 33)
        assert app.scr.timer_shown is not None and "%ds" % app.scr.timer_shown in board.text


def test_the_cells_a_sync_leaves_unwalked_show_what_a_whole_walk_would(tmp_path):
    # press32: gameview.Scene.sync_cells walks only the boards whose tiles can have changed (the last move's, the
    # animated cell's now and before, a board whose style changed; every board when the cells changed otherwise).
    # After every frame of games with claims, strokes, undos, a new game and a replay's steps, each of the 81
    # tiles is the one a walk of all of them gives.
    from uttt.ui.gameview import partial
    from uttt.ui.layout import grid_xy
    from uttt.ui.undo import take_back

    def check(sc, app, where):
        scene = sc.view.scene
        scr = app.scr
        g = scr.shown()
        if not scene.ultimate or g is None:
            return 0
        fx = scr.fx
        for m in range(81):
            k = fx.stage(g, m) if fx else 0
            if k:
                want = partial(scene.styles, fx.mark, k)
            else:
                b = 0 if fx and fx.held(g, m // 9) else g.boards[m // 9]
                want = 3 * (0, 2, 3, 1)[b] + g.cells[m]
            col, row = grid_xy(m)
            assert scene.tiles[col + 9 * row] == want, (where, m, scene.tiles[col + 9 * row], want)
        return 1

    with sim.Simulator("pybadge", nvm_path=str(tmp_path / "nvm.bin")) as s:
        sc = Scene(s, "pybadge")
        checked = 0
        for seed in (3, 4):
            moves = winning_game(seed=seed)
            app = sc.app()
            for i, m in enumerate(moves):
                app.scr.play(m)
                for dt in (0, A._MARK_MS // 2, A._MARK_MS // 2, A._PULSE_MS // 4, 400):
                    sc.frame(app, dt)
                    checked += check(sc, app, ("move", seed, i, dt))
                if i in (10, 25) and not app.over:  # two moves back, then on as before (the cells change
                    take_back(app, 2)                # otherwise than by the last move: every board is walked)
                    sc.frame(app, 33)
                    checked += check(sc, app, ("undo", seed, i))
                    for mv in moves[i - 1:i + 1]:
                        app.scr.play(mv)
                        sc.frame(app, 0)
                        checked += check(sc, app, ("again", seed, i))
            app.new_game("hotseat")  # a new game on the same scene
            sc.frame(app, 33)
            checked += check(sc, app, ("new", seed))
            assert not any(app.game.cells)
        assert checked > 500
