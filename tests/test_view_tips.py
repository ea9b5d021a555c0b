"""The first games' tip line fits the smallest screen whole (Thumby Color's 128 px status bar)."""

from uttt.rules import Game
from uttt.ui.layout import Layout
from uttt.ui.rulespages import tip


class FakeApp:
    settings = {"tips": 1}
    screen = "game"
    scheme = "dpad"

    def __init__(self, mode, game):
        self.mode = mode
        self.game = game

    def human_turn(self):
        return True


def every_short_tip():
    g = Game()
    yield tip(FakeApp("hotseat", g), True)          # first move
    g.play(4)
    yield tip(FakeApp("hotseat", g), True)          # sent to a board
    g.forced = -1
    yield tip(FakeApp("hotseat", g), True)          # free move
    yield tip(FakeApp("classic", g), True)
    yield tip(FakeApp("wild", g), True)


def test_short_tips_fit_a_128px_status_bar_whole():
    cols = Layout(128, 128, "dpad").text_cols
    tips = list(every_short_tip())
    assert len(set(tips)) == 5 and all(tips)
    for t in tips:
        assert len(t) <= cols, "%r is cut on a Thumby Color (%d columns)" % (t, cols)
