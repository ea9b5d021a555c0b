"""Issue 17's leftovers: a one-line status bar (Thumby Color 128x128, CLUE) says Wild's rule and whose turn,
taking turns every 2 s, when tips are on."""

from uttt.ui import status
from uttt.ui.app import App


def bar(app):
    L = app.layout
    return status.bar_text(app, app.scr, L.text_cols, app.scr.tip(True))


def test_thumby_wild_bar_takes_turns_between_the_rule_and_whose_turn():
    app = App(128, 128, "dpad", echo=False)
    assert app.settings.get("tips")
    app.new_game("wild")
    seen = set()
    for t in range(0, 8000, 500):
        app.tick(t)
        seen.add(bar(app))
    assert "Any line wins" in seen and any(s.startswith("P1 plays") for s in seen), seen
    app.tick(2000)
    app.dirty.clear()
    app.tick(4100)  # the next turn of the words: the status is drawn again
    assert "status" in app.dirty


def test_with_tips_off_the_bar_says_whose_turn():
    app = App(128, 128, "dpad", echo=False)
    app.settings["tips"] = 0
    app.new_game("wild")
    for t in range(0, 6000, 500):
        app.tick(t)
        assert bar(app).startswith("P1 plays")
