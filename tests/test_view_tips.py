"""The first games' tip line fits the smallest screen whole (Thumby Color's 128 px status bar)."""

from uttt.ui.app import App


def every_short_tip():
    app = App(128, 128, "dpad", echo=False)
    app.new_game("hotseat")
    yield app.scr.tip(True)          # first move
    app.scr.play(4)
    yield app.scr.tip(True)          # sent to a board
    app.game.forced = -1
    yield app.scr.tip(True)          # free move
    for mode in ("classic", "wild"):
        app.new_game(mode)
        app.scr.anim = 1  # Wild's bar: the rule's turn (it takes turns with whose turn every 2 s)
        yield app.scr.tip(True)


def test_short_tips_fit_a_128px_status_bar_whole():
    cols = App(128, 128, "dpad", echo=False).layout.text_cols
    tips = list(every_short_tip())
    assert len(set(tips)) == 5 and all(tips)
    for t in tips:
        assert len(t) <= cols, "%r is cut on a Thumby Color (%d columns)" % (t, cols)
