"""Complete games on simulated boards (sim.Simulator runs the real code path headless), by scripted presses
on a PyBadge and by touches alone on a PyPortal, with the screen checked at named pixels: the gold frame
around the forced board, the slate wash of a drawn board, a claimed board's big mark, the strike line, the
turn icon, the red flash of a refused touch; and the move log, on the serial console and on screen."""

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sim = pytest.importorskip("sim")

from support import pick_game, row_rect, touch_moves  # noqa: E402
from uttt.codec import new_game  # noqa: E402
from uttt.notation import log_lines  # noqa: E402
from uttt.ui import buttons as K  # noqa: E402
from uttt.ui import theme as T  # noqa: E402
from uttt.ui import themecolours as TC  # noqa: E402
from uttt.ui.app import App  # noqa: E402
from uttt.ui.drive import play_presses, script  # noqa: E402
from uttt.ui.layout import Layout  # noqa: E402


def rgb(colour):
    return (colour >> 16) & 255, (colour >> 8) & 255, colour & 255


def near(px, colour, tol=12):
    want = rgb(TC.DARK[colour])
    return all(abs(a - b) <= tol for a, b in zip(px, want))


def replay(moves, upto):
    g = new_game("ultimate")
    for m in moves[:upto]:
        g.play(m)
    return g


def expected_log(moves):
    g = new_game("ultimate")
    out = []
    for m in moves:
        g.play(m)
        out += log_lines(g)
    return out


def run_sim(board, text, tmp_path):
    holder = {}

    def code():
        import boards
        import uttt.ui.main as M
        holder["main"] = M
        M.run(boards.load())

    s = sim.Simulator(board, nvm_path=str(tmp_path / "nvm.bin"), shots_dir=str(tmp_path / "shots"))
    s.run(text, code=code)
    return s, holder["main"].app


def shot_rgb(s, name):
    shot = s.shots[name]
    import numpy as np
    if isinstance(shot, str):
        import pygame
        surf = pygame.image.load(shot)
        return np.transpose(pygame.surfarray.array3d(surf), (1, 0, 2))
    return shot if not isinstance(shot, dict) else shot["rgb"]


def px(img, x, y):
    r, g, b = img[y][x][:3]
    return int(r), int(g), int(b)


def check_position(img, L, g, zoom=None):
    """Assert the seed-001 visuals of position g on screenshot img; zoom: the (x, y, side) of the board drawn
    enlarged over the grid (``uttt.ui.zoom``), whose pixels are not the grid's (its gold frame is checked)."""
    def hidden(x, y):
        return zoom is not None and zoom[0] - 3 <= x < zoom[0] + zoom[2] + 3 and zoom[1] - 3 <= y < zoom[1] + zoom[2] + 3

    if zoom is not None:
        assert near(px(img, zoom[0] - 2, zoom[1] + zoom[2] // 2), T.GOLD), "the enlarged board's frame"
    for b in range(9):
        x, y, w, h = L.board_rect(b)
        if hidden(x, y + h // 2 + 1):
            continue
        edge = px(img, x, y + h // 2 + 1)  # left frame edge, halfway down
        framed = g.boards[b] == 0 and (g.forced == b or (g.forced < 0 and not g.result))
        assert near(edge, T.GOLD) == framed, "board %d frame %r" % (b, edge)
        state = g.boards[b]
        if state == 3:
            for c in range(9):  # every cell of a drawn board is washed in slate (its margin pixel)
                cx, cy, cw, ch = L.cell_rect(9 * b + c)
                if 9 * b + c != g.last_move and not hidden(cx + 1, cy + 1):
                    assert near(px(img, cx + 1, cy + 1), T.SLATE), "drawn board %d not slate" % b
        elif state in (1, 2) and b not in (g.winning_line() or ()):  # (the strike line covers those)
            scale = 2 if w >= 60 and w % 2 == 0 else 1
            bt = w // scale
            inset = bt // 7
            stroke = max(3.0, bt / 8.0)
            if state == 1:
                probe = (x + w // 2, y + h // 2)
            else:
                probe = (x + w // 2, y + int(scale * (inset + stroke / 2)))
            if not hidden(*probe):
                assert near(px(img, *probe), T.X if state == 1 else T.O), "big mark of board %d" % b


def dpad_script(moves, shots):
    """Script playing moves by D-pad from the title menu; shots: {ply: name} taken after that ply."""
    shadow = App(160, 128, "dpad", echo=False)
    t = 0
    codes = [K.A]  # title: "2 players"
    shadow.press(K.A)
    parts = [script(codes)]
    for i, m in enumerate(moves):
        seq = play_presses(shadow, m)
        for c in seq:
            t += 200
            shadow.tick(t)
            shadow.press(c)
        assert shadow.game.last_move == m
        parts.append(script(seq))
        if i + 1 in shots:
            parts.append("wait:0.6 shot:%s" % shots[i + 1])  # the move's animation is over
    return " ".join(parts)


def test_pybadge_plays_a_whole_game_by_buttons(tmp_path):
    moves, snap = pick_game(1)
    text = dpad_script(moves, {snap: "mid", len(moves): "end"}) + " SELECT wait:0.2 shot:log"
    s, app = run_sim("pybadge", text, tmp_path)
    L = Layout(160, 128, "dpad")
    assert app.game.moves == moves and app.game.result == 1
    mid = shot_rgb(s, "mid")
    g = replay(moves, snap)
    check_position(mid, L, g)
    # Whose turn: the panel icon shows the mark to move in its colour.
    ix, iy, isz = L.icon
    assert near(px(mid, ix + isz // 2, iy + isz // 2), T.X if g.turn == 1 else T.O) or g.turn == 2
    end = shot_rgb(s, "end")
    g = replay(moves, len(moves))
    check_position(end, L, g)
    line = g.winning_line()
    x, y, w, h = L.board_rect(line[1])
    assert near(px(end, x + w // 2, y + h // 2), T.STRIKE), "strike line through the winning boards"
    # The move log: every line on the serial console, in order, and the log screen shows text.
    want = expected_log(moves)
    printed = [ln.strip() for ln in s.console.splitlines()]
    at = 0
    for ln in want:
        at = printed.index(ln, at) + 1
    assert app.log == want
    log = shot_rgb(s, "log")
    lit = sum(1 for xx in range(0, 150) if near(px(log, xx, L.log_top + 6), T.TEXT, 60))
    assert lit > 5, "the log screen shows text"


def test_pyportal_plays_a_whole_game_by_touch_alone(tmp_path):
    moves, snap = pick_game(2)
    L = Layout(320, 240, "touch")
    x, y, w, h = row_rect(L, 0)
    parts = ["touch:%d,%d" % (x + w // 2, y + h // 2)]
    shadow = App(320, 240, "touch", echo=False)  # the same taps on the app alone: where the enlarged board is
    shadow.clock_t = 0
    shadow.touch(x + w // 2, y + h // 2)
    z = shadow.scr.zoom
    g = new_game("ultimate")
    refused_done = False
    mid = None
    for i, m in enumerate(moves):
        if not refused_done and g.forced >= 0 and i > 4:
            # A touch on a cell of another board (beside the enlarged one): refused, flashed red, nothing changes.
            zx, zy, n = z.rect(g.forced)
            bad = next(mm for mm in range(81) if mm // 9 != g.forced and not g.cells[mm] and not (
                zx - 3 <= L.cell_rect(mm)[0] + L.cell // 2 < zx + n + 3 and
                zy - 3 <= L.cell_rect(mm)[1] + L.cell // 2 < zy + n + 3))
            cx, cy, cw, ch = L.cell_rect(bad)
            parts.append("touch:%d,%d shot:refused" % (cx + cw // 2, cy + ch // 2))
            refused_done = (bad, bytes(g.cells))
        parts += touch_moves(shadow, [m])  # on the board enlarged (a free move: on its board first)
        g.play(m)
        if i + 1 == snap:
            parts.append("wait:0.6 shot:mid")
            b = z.board()
            mid = z.rect(b) if b >= 0 else None
    parts.append("wait:0.6 shot:end")  # the strike line is drawn in 0.48 s
    # The result screen's panel buttons (9 mm high): Menu, Again; Menu opens Game over, whose second page
    # (after "More...") starts with the move log. Game over is a box over the result: the shadow finds its rows.
    x, y, w, h = L.slots[0]
    parts.append("touch:%d,%d wait:0.2" % (x + w // 2, y + h // 2))
    shadow.touch(x + w // 2, y + h // 2)
    assert shadow.screen == "over"
    for i in (3, 0):
        x, y, w, h = row_rect(shadow, i)
        parts.append("touch:%d,%d wait:0.2" % (x + w // 2, y + h // 2))
        shadow.touch(x + w // 2, y + h // 2)
    assert shadow.screen == "log"
    parts.append("shot:log")
    s, app = run_sim("pyportal", " ".join(parts), tmp_path)
    assert app.game.moves == moves and app.game.result == 2
    bad, _ = refused_done
    cx, cy, cw, ch = L.cell_rect(bad)
    assert near(px(shot_rgb(s, "refused"), cx + 1, cy + ch // 2), T.BAD)
    check_position(shot_rgb(s, "mid"), L, replay(moves, snap), mid)
    check_position(shot_rgb(s, "end"), L, replay(moves, len(moves)))
    assert app.log == expected_log(moves)
    assert app.screen == "log"



def test_pybadge_resumes_the_game_after_a_power_cycle(tmp_path):
    s, app = run_sim("pybadge", "A A RIGHT A shot:before reset wait:1 shot:after", tmp_path)
    assert app.screen == "game" and app.game.moves == [40, 37]
    before, after = shot_rgb(s, "before"), shot_rgb(s, "after")
    L = Layout(160, 128, "dpad")
    for m in (40, 37):  # both marks are back, with the frame on the board X is sent to
        x, y, w, h = L.cell_rect(m)
        assert px(after, x + w // 2, y + h // 2) == px(before, x + w // 2, y + h // 2)
    check_position(after, L, replay([40, 37], 2))
    assert "Resumed" in s.console
