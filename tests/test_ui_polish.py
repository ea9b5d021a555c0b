"""Issue 17's controls that can be found: menu rows that never move, the hint labelled on the panel, the keys
named on the picture screens and in Settings, on every input scheme."""

import pytest

from uttt.ui import buttons as K
from uttt.ui.app import App

SCHEMES = [(160, 128, "dpad"), (240, 240, "two"), (320, 240, "touch"), (128, 128, "dpad")]


@pytest.mark.parametrize("w,h,scheme", SCHEMES)
def test_the_pause_menu_rows_never_move_and_unusable_ones_are_dimmed(w, h, scheme):
    app = App(w, h, scheme, echo=False, seed=1)
    app.new_game("hotseat")
    app.open("pause")
    first = [i for i, _ in app.scr.items()]
    assert app.scr.dimmed("undo") and not app.scr.dimmed("hint")  # nothing to undo before the first move
    del app.cues[:]
    app.scr.act("undo", 1)
    assert app.screen == "pause" and app.cues == ["bad"]  # refused, nothing happens
    app.open("game")
    app.scr.play(40)
    app.open("pause")
    assert [i for i, _ in app.scr.items()] == first and not app.scr.dimmed("undo")


def test_against_the_computer_hint_is_dimmed_while_it_is_not_your_turn():
    app = App(160, 128, "dpad", echo=False, seed=1)
    app.settings.update({"vs": 1, "human": 2})
    app.new_game("bot")
    app.open("pause")
    assert app.scr.dimmed("hint")
    assert [i for i, _ in app.scr.items()] == ["resume", "undo", "hint", "log", "new", "quit"]


def test_a_hint_is_labelled_hint_on_the_panel():
    app = App(160, 128, "dpad", echo=False, seed=1)
    app.new_game("hotseat")
    app.open("game", hint=True)
    t = app.now
    for _ in range(3000):
        if not app.scr.thinking:  # (the search starts in the next frame)
            break
        t += 33
        app.tick(t)
    assert app.scr.highlight >= 0 and app.scr.status() == ("Hint", "boxed")
    app.tick(t + 5000)  # the box goes, and the label with it
    assert app.scr.highlight < 0 and app.scr.status() == ("P1", "plays")


@pytest.mark.parametrize("w,h,scheme", SCHEMES)
def test_the_picture_screens_and_settings_name_their_keys(w, h, scheme):
    app = App(w, h, scheme, echo=False, seed=1)
    word = {"dpad": "B: back", "two": "Hold left", "touch": "Tap"}[scheme]
    app.open("rules", game="wild")
    assert word in app.scr.tip() and app.scr.status()[0] == "Page"
    app.new_game("classic")
    for m in (0, 3, 1, 4, 2):
        app.scr.play(m)
    app.open("replay")
    assert app.scr.k == 0 and word in app.scr.tip()  # the replay starts at the first move
    app.open("settings")
    heading = app.scr.heading()
    if len(heading) > len("Settings 1/20"):
        assert "change" in heading
    if scheme == "dpad" and w >= 160:
        assert heading.startswith("Left/Right: change")
