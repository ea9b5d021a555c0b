"""Issue 17 point 6 (seed 001's design): on touch boards whose Ultimate cells are under 9 mm (PyPortal 320x240,
Titano 480x320) the board you may play in is drawn enlarged (``uttt.ui.zoom``, ``uttt.ui.zoomview``). Whole
games by taps alone, every target measured; a free move's two taps; the boards that never load it."""

import pytest

from uttt.ui.app import App
from uttt.ui.layout import Layout

from support import row_rect, tap_move, touch_moves
from test_app_play import make, random_moves
from test_app_aids import _sim, near, px

TOUCH = ((320, 240, 44), (480, 320, 60))  # a PyPortal's and a Titano's 9 mm


def hotseat(w, h):
    app = make(w, h, "touch")
    ids = [i for i, _ in app.scr.items()]
    x, y, rw, rh = row_rect(app, ids.index("hotseat"))
    app.touch(x + rw // 2, y + rh // 2)
    assert app.screen == "game"
    return app


@pytest.mark.parametrize("w,h,mm9", TOUCH)
@pytest.mark.parametrize("want,seed", ((1, 3), (2, 21), (3, 5)))
def test_a_whole_game_by_taps_alone_every_target_9_mm(w, h, mm9, want, seed):
    app = hotseat(w, h)
    L = app.layout
    assert L.finger == mm9 and L.cell < mm9  # the cells themselves are too small: the reason for the zoom
    moves = random_moves("ultimate", seed, want)
    taps = 0
    for m in moves:
        for x, y, tw, th in tap_move(app, m):
            assert tw >= mm9 and th >= mm9, "a target under 9 mm"
            assert 0 <= x and x + tw <= w and 0 <= y and y + th <= h
            taps += 1
        assert app.game.last_move == m
    assert app.game.result == want and app.screen == "result"
    assert taps > len(moves)  # the free moves took a tap on their board first
    assert app.game.moves == moves


@pytest.mark.parametrize("w,h,mm9", TOUCH)
def test_sent_to_a_board_it_is_enlarged_at_once_and_a_tap_on_it_plays(w, h, mm9):
    app = hotseat(w, h)
    z = app.scr.zoom
    assert z.board() == -1  # the first move is free: the whole grid, each board a target
    tap_move(app, 4)        # the top-left board, then its centre cell: O is sent to the centre board
    assert app.game.moves == [4] and z.board() == 4
    zx, zy, n = z.rect(4)
    assert n == 3 * mm9
    app.clock_t += 300
    app.tick(app.clock_t)
    app.touch(zx + n - 2, zy + 1)  # the enlarged board's top-right cell
    assert app.game.moves == [4, 38] and z.board() == 2


def test_a_free_move_enlarges_the_board_tapped_a_tap_beside_shows_the_grid_again():
    app = hotseat(320, 240)
    L = app.layout
    z = app.scr.zoom
    del app.cues[:]
    x, y, s, _ = L.board_rect(8)
    app.touch(x + s // 2, y + s // 2)
    assert z.board() == 8 and app.game.ply == 0 and app.cues == ["select"]
    zx, zy, n = z.rect(8)
    assert L.gx <= zx and zx + n <= L.gx + L.grid_size  # inside the grid: the rest of it stays in view
    app.touch(L.gx + 5, L.gy + 5)  # beside it: the whole grid again, nothing played
    assert z.board() == -1 and app.game.ply == 0
    # A decided board cannot be enlarged: a tap on it is refused with a flash. A game whose first board is
    # decided with the next move free (found by trying seeds):
    import random
    from uttt.codec import new_game
    for seed in range(500):
        rng, g, moves = random.Random(seed), new_game("ultimate"), []
        while not g.result and not (g.boards[0] and g.forced < 0):
            moves.append(rng.choice(g.legal_moves()))
            g.play(moves[-1])
        if not g.result and any(not g.cells[c] for c in range(9)):
            break
    for m in moves:
        tap_move(app, m)
    assert app.game.moves == moves and app.game.forced < 0 and app.game.boards[0]
    c = [c for c in range(9) if not app.game.cells[c]][0]
    x, y, s, _ = L.cell_rect(c)
    app.clock_t += 400
    app.tick(app.clock_t)
    app.touch(x + s // 2, y + s // 2)
    assert z.board() == -1 and app.scr.refusal == "wrong board" and app.scr.flash_cell == c
    assert app.game.moves == moves


def test_d_pad_two_button_and_super_ultimate_screens_keep_their_own_view():
    for w, h, scheme in ((160, 128, "dpad"), (240, 240, "two"), (128, 128, "dpad"), (320, 240, "dpad")):
        app = App(w, h, scheme, echo=False)
        app.new_game("hotseat")
        assert app.game.variant == "ultimate" and not hasattr(app.scr, "zoom"), (w, h, scheme)
    for w, h, _ in TOUCH:
        L = Layout(w, h, "touch")
        assert L.big >= L.finger  # Classic and Wild: three cells across the grid, already over 9 mm
        app = App(w, h, "touch", echo=False)
        for mode in ("classic", "wild"):
            app.new_game(mode)
            assert app.scr.zoom.board() == -1
        app.new_game("super")
        assert not hasattr(app.scr, "zoom")  # uttt.ui.superinput taps its own medium board


def test_not_your_turn_nothing_is_enlarged():
    app = make(320, 240, "touch")
    app.new_game("bot")
    z = app.scr.zoom
    if not app.human_turn():  # the computer starts: nothing to tap while it thinks
        assert z.board() == -1
    else:
        tap_move(app, 4)
        assert not app.human_turn() and z.board() == -1
    for t in range(400):  # the computer moves: the board it sends you to is enlarged at once
        if app.human_turn():
            break
        app.clock_t += 50
        app.tick(app.clock_t)
    g = app.game
    assert app.human_turn() and z.board() == (g.forced if g.forced >= 0 else -1)
    app.scr.name = "result"
    assert z.board() == -1


def sim_taps(moves):
    """A hot-seat game on the simulated PyPortal by taps alone: (the script's taps, an app shadowing it)."""
    shadow = hotseat(320, 240)
    ids = [i for i, _ in App(320, 240, "touch", echo=False).scr.items()]
    x, y, rw, rh = row_rect(Layout(320, 240, "touch"), ids.index("hotseat"))
    return ["touch:%d,%d wait:0.3" % (x + rw // 2, y + rh // 2)] + touch_moves(shadow, moves), shadow


def test_sim_pyportal_draws_the_enlarged_board_in_its_gold_frame(tmp_path):
    from uttt.ui import theme as T
    from uttt.ui import themecolours as TC
    parts, shadow = sim_taps([4])
    L = shadow.layout
    parts += ["wait:0.5 shot:sent"]
    s, app, shot = _sim("pyportal", " ".join(parts), tmp_path)
    assert app.game.moves == [4] and app.scr.zoom.board() == 4
    img = shot("sent")
    zx, zy, n = app.scr.zoom.rect(4)
    assert near(px(img, zx - 2, zy + n // 2), TC.DARK[T.GOLD])       # the frame
    assert near(px(img, zx + n // 2, zy + n // 2), TC.DARK[T.BG])    # the enlarged centre cell, empty
    cx, cy, cw, ch = L.cell_rect(4)  # the overview stays in view: the X played in the top-left board
    assert any(near(px(img, cx + dx, cy + dy), TC.DARK[T.X], 30) for dx in range(cw) for dy in range(ch))


def test_sim_pyportal_a_refused_tap_on_the_enlarged_board_flashes_there(tmp_path):
    # X's first move (top-left board, its centre) sends O to the centre board; O's first cell sends X back to
    # the top-left board, enlarged: a tap on its centre cell (X's own mark) is refused, and the red outline
    # shows on that enlarged cell, not under it on the small board.
    from uttt.ui import theme as T
    from uttt.ui import themecolours as TC
    parts, shadow = sim_taps([4, 36])
    assert shadow.scr.zoom.board() == 0
    zx, zy, n = shadow.scr.zoom.rect(0)
    f = n // 3
    parts += ["wait:0.4 touch:%d,%d wait:0.05 shot:refused" % (zx + f + f // 2, zy + f + f // 2)]
    s, app, shot = _sim("pyportal", " ".join(parts), tmp_path)
    assert app.game.moves == [4, 36] and app.scr.zoom.board() == 0
    img = shot("refused")
    assert near(px(img, zx + f + 1, zy + f + f // 2), TC.DARK[T.BAD], 30)  # the outline's left side
    assert not near(px(img, zx + f // 2, zy + f // 2), TC.DARK[T.BAD], 30)  # not on the cell beside
