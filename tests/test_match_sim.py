"""Match play in the simulator (the real code.py path): the scoreboard and countdown in the game panel, the
scoreboard on the result screen, the Stats screen, and a series that survives a reset; on a PyBadge by
buttons and a PyPortal by touch, checked at named pixels of the screenshots and on the console."""

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
pytest.importorskip("sim")

from uttt.ui.layout import Layout  # noqa: E402
from support import row_rect  # noqa: E402
from test_view_sim import run_sim, shot_rgb  # noqa: E402


def text_pixels(img, x0, y0, x1, y1, bg=None):
    """How many pixels in the box differ from its top-left corner (the background): text drawn there."""
    ref = tuple(int(v) for v in img[y0][x0][:3]) if bg is None else bg
    n = 0
    for y in range(y0, y1):
        for x in range(x0, x1):
            if tuple(int(v) for v in img[y][x][:3]) != ref:
                n += 1
    return n


def score_box(L):
    """The panel's scoreboard area under the two status lines (side panels)."""
    sc = L.panel_scale()
    y0 = L.text_y + 2 * (12 * sc + 1) + 3
    return L.text_x - 1, y0, L.panel[0] + L.panel[2], y0 + 48


def test_pybadge_scoreboard_countdown_result_stats_and_a_reset(tmp_path):
    # Settings: best of 3 (Match), a 10 s timer; back (on the Settings row: Down wraps to the first); Ultimate
    # with a friend; 3 s later a shot.
    text = ("UP A DOWN*2 RIGHT DOWN*3 RIGHT*2 B DOWN A wait:3 shot:game "
            "type:5 5; type:5 1; wait:0.3 reset wait:1 shot:resumed "
            "START UP A DOWN*6 A wait:0.3 shot:stats")  # title: Resume game first, Super-Ultimate before Stats
    s, app = run_sim("pybadge", text, tmp_path)
    L = Layout(160, 128, "dpad")
    x0, y0, x1, y1 = score_box(L)
    game = shot_rgb(s, "game")
    assert text_pixels(game, x0, y0, x1, y1) > 60, "no scoreboard/countdown in the panel"
    assert text_pixels(game, x0, y0, x1, y0 + 11) > 10, "no countdown line"
    # After the reset the round resumes with its score: "R1/3" and both players' scores in the panel.
    assert "Resumed" in s.console
    resumed = shot_rgb(s, "resumed")
    assert text_pixels(resumed, x0, y0, x1, y1) > 60
    assert app.series.best_of == 3 and app.game is not None and app.game.ply == 2
    stats = shot_rgb(s, "stats")
    assert app.screen == "stats"
    assert text_pixels(stats, 2, L.title_h + L.row_h, 150, L.title_h + 3 * L.row_h) > 150


def test_pyportal_result_screen_shows_the_series(tmp_path):
    L = Layout(320, 240, "touch")
    # Classic by touch (row 1), a quick X win in the left column, then the result screen.
    x, y, w, h = row_rect(L, 1)
    parts = ["touch:%d,%d" % (x + w // 2, y + h // 2)]
    for c in (0, 1, 3, 2, 6):
        cx, cy, cw, ch = L.square_rect(c)
        parts.append("wait:0.2 touch:%d,%d" % (cx + cw // 2, cy + ch // 2))
    parts.append("wait:0.6 shot:result")  # the strike line is drawn in 0.48 s
    s, app = run_sim("pyportal", " ".join(parts), tmp_path)
    assert app.screen == "result" and app.series.wins1 == 1
    assert "Game 1: P1 wins. P1 1 - 0 P2" in s.console
    img = shot_rgb(s, "result")
    x0, y0, x1, _ = score_box(L)
    top = L.slots[-1][1]  # above the highest button
    assert text_pixels(img, x0, y0, x1, top) > 80, "no scoreboard on the result screen"
