"""The first games' tip in a side panel (``uttt.ui.panelview.sync``) is shown only whole, under the scoreboard; where
no line is left for it (a PyBadge's panel beside a match's scoreboard and the turn's clock), it is neither asked
nor wrapped (statusframe49: each second of your turn's clock worded it and dropped it), and where its words cannot
fit the lines left, it is not wrapped. What the panel shows is what it showed when every tip was worked out."""

import random
import sys

from support import Display

from uttt.ui.app import App
from uttt.ui.text import wrap
from uttt.ui.view import View


def game(best_of, timer):
    app = App(160, 128, "dpad", echo=False, seed=3)
    app.settings.update({"tips": 1, "best_of": best_of, "timer": timer, "human": 1})
    view = View(Display(160, 128), app)
    app.new_game("bot")
    view.update()
    assert app.screen == "game" and app.human_turn() and app.scr.tip()
    return app, view


def asked(app, view, monkeypatch, seconds):
    """Each second of the turn's clock worded anew: (how many times the tip was asked, how many wrapped), the
    panel's scoreboard text of each."""
    scr = app.scr
    calls = [0, 0]
    tip = scr.tip

    def counted_tip(short=False):
        calls[0] += 1
        return tip(short)

    def counted_wrap(*a):
        calls[1] += 1
        return wrap(*a)

    monkeypatch.setattr(scr, "tip", counted_tip)
    # the module the view runs now (the app drops and imports its modules again: another test's may be gone)
    monkeypatch.setattr(sys.modules["uttt.ui.panelview"], "wrap", counted_wrap)
    boards = []
    for s in seconds:
        scr.timer_shown = s
        app.dirty.add("status")
        view.update()
        boards.append(view.scene.board.text)
    return calls, boards


def test_beside_a_match_s_scoreboard_and_clock_the_tip_is_not_asked(monkeypatch):
    app, view = game(best_of=1, timer=2)   # best of 3, a 10 s clock: the scoreboard fills a PyBadge's panel
    calls, boards = asked(app, view, monkeypatch, (9, 8, 7))
    assert calls == [0, 0]
    assert boards == ["%ds\n1 of 3\nYou 0\nCPU 0" % s for s in (9, 8, 7)]   # (no room for the tip)


def test_where_it_fits_the_tip_is_shown_whole(monkeypatch):
    app, view = game(best_of=0, timer=0)   # one game, no clock: the panel has room for the tip
    calls, boards = asked(app, view, monkeypatch, (None, None))
    assert calls[0] == 2 and calls[1] == 2
    assert boards == ["First\nmove:\nany\ncell"] * 2


def test_the_tip_s_length_check_never_drops_a_tip_that_fits():
    """n lines of cols hold at most n * cols of the tip's characters besides the spaces at its breaks: a tip that
    fails the check never fits whole (words one space apart, as the tips' are)."""
    rng = random.Random(49)
    words = ["a", "in", "the", "Play", "framed", "board", "First", "move:", "any", "cell", "Three", "wins",
             "supercalifragilistic"]
    for _ in range(20000):
        t = " ".join(rng.choice(words) for _ in range(rng.randint(1, 7)))
        cols = rng.randint(1, 14)
        n = rng.randint(-1, 8)
        if len(wrap(t, cols, "")) <= n:
            assert len(t) - t.count(" ") <= n * cols, (t, cols, n)

