"""Issue 17's leftovers on a one-line status bar (Thumby Color 128x128, CLUE 240x240): Wild's rule and whose
turn take turns every 2 s when tips are on; the picture screens (How to play, Replay) name their keys, taking
turns with the page or the move number."""

from uttt.ui import buttons as K, status
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
        # whose turn, or in its turn Wild's key (test below); never the rule, which is a tip
        assert bar(app).startswith("P1 plays") or (bar(app) == "B: swap to O" and t // 2000 & 1), (t, bar(app))


def test_thumby_wild_bar_says_which_mark_b_swaps_to_in_turn():
    # A Thumby Color's 17 columns hold whose turn or Wild's key, not both: the key ("B: swap to O", the mark A places
    # after B) takes turns with whose turn, and with the rule where tips are on; a PyBadge's panel says it always
    # (tests/test_ui_polish.py). It had been dropped from the line as the least useful part, so never said.
    for tips in (1, 0):
        app = App(128, 128, "dpad", echo=False)
        app.settings["tips"] = tips
        app.new_game("wild")
        seen = []
        for t in range(0, 8000, 500):
            app.tick(t)
            seen.append(bar(app))
        assert "B: swap to O" in seen and any(s.startswith("P1 plays") for s in seen), (tips, seen)
        assert ("Any line wins" in seen) == bool(tips), (tips, seen)
        assert all(len(s) <= app.layout.text_cols for s in seen), seen
        app.scr.press(K.B)  # O next: the key now says X
        later = []
        for t in range(8000, 16000, 500):
            app.tick(t)
            later.append(bar(app))
        assert "B: swap to X" in later and "B: swap to O" not in later, (tips, later)


def _bar_texts(app, opened):
    """The status bar's texts over 8 s on a picture screen."""
    L = app.scr.layout
    seen = []
    for t in range(0, 8000, 500):
        app.tick(opened + t)
        seen.append(status.bar_text(app, app.scr, L.text_cols, ""))
        assert not L.side and len(seen[-1]) <= L.text_cols, seen[-1]
    return set(seen)


def test_thumby_and_clue_picture_screens_name_their_keys_taking_turns_with_the_page():
    for w, h, scheme, page_keys, move_keys in ((128, 128, "dpad", "A: next, B: back", "Right: next move"),
                                               (240, 240, "two", "Right button: next page",
                                                "Right button: next move")):
        app = App(w, h, scheme, echo=False)
        app.open("rules", game="ultimate")
        seen = _bar_texts(app, 100)
        assert any(s.startswith("Page 1 of") for s in seen) and any(s.startswith(page_keys) for s in seen), seen
        app.new_game("hotseat")
        app.scr.play(40)
        app.scr.play(36)
        app.open("replay")
        seen = _bar_texts(app, 20000)
        assert any(s.startswith("move ") for s in seen) and any(s.startswith(move_keys) for s in seen), seen


def test_a_side_panel_keeps_the_page_number_its_keys_are_in_the_panel():
    app = App(160, 128, "dpad", echo=False)
    app.open("rules", game="ultimate")
    for t in range(0, 6000, 500):
        app.tick(t)
        assert app.scr.status()[0] == "Page"
