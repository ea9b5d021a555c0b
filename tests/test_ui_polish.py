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
    assert "change" in heading  # on every board (a Thumby Color's 21 columns: "Right: change 1/19")
    if scheme == "dpad" and w >= 160:
        assert heading.startswith("Left/Right: change")


# ----- What the screens draw (not only what their methods return): the keys, the result's winner, score and keys --

BOARDS = [(160, 128, "dpad"), (320, 240, "touch"), (480, 320, "touch"), (240, 240, "two"), (128, 128, "dpad")]


def _drawn(w, h, scheme, set_up, seconds=5):
    """Every text the real view draws over ``seconds`` of ticks after ``set_up(app)`` (a status bar's and a narrow
    panel's words take turns every 2 s), joined in one string."""
    from support import Display

    from uttt.ui.view import View
    app = App(w, h, scheme, echo=False, seed=1, nvm=bytearray(256))
    view = View(Display(w, h), app)
    set_up(app)
    seen = []
    for _ in range(seconds * 10):
        app.now += 100
        app.tick(app.now)
        view.update()
        seen.extend(t.text.replace("\n", " ") for t, _ in view.labs)
    return app, " | ".join(seen)


def _classic_won(app):
    app.new_game("classic")
    for m in (0, 3, 1, 4, 2):
        app.now += 300
        app.scr.play(m)


@pytest.mark.parametrize("w,h,scheme", BOARDS)
def test_the_title_settings_replay_and_rules_draw_their_keys(w, h, scheme):
    if scheme == "two":  # two buttons: which one does what, under the title's rows (all of them on one page)
        app, text = _drawn(w, h, scheme, lambda app: None, 1)
        assert len(app.scr.items()) <= app.layout.menu_rows and "Left: next. Right: choose." in text, text
    app, text = _drawn(w, h, scheme, lambda app: app.open("settings"), 1)
    assert "change" in text, text   # Left/Right change a value: said on every board, not only where it is roomy
    app, text = _drawn(w, h, scheme, lambda app: app.open("rules", game="wild"))
    assert {"dpad": "A: next", "two": "Right button: next", "touch": "Tap the right half"}[scheme] in text, text
    want = {"dpad": "Right: next", "two": "Right button: next", "touch": "Tap the right half"}[scheme]
    app, text = _drawn(w, h, scheme, lambda app: (_classic_won(app), app.open("replay")))
    assert app.screen == "replay" and want in text, text


@pytest.mark.parametrize("w,h,scheme", BOARDS)
def test_the_result_draws_the_winner_the_score_and_what_a_and_b_do(w, h, scheme):
    app, text = _drawn(w, h, scheme, _classic_won)
    assert app.screen == "result" and "X wins" in text, text
    assert "P1 1" in text or "1-0" in text, text   # the match score
    if scheme == "dpad":
        assert "A: again" in text and "B: menu" in text, text
    else:  # the panel's buttons
        assert "Again" in text and "Menu" in text, text
    if scheme == "two":  # no button focused yet: the right button plays again, and the status bar says so
        assert "Right: again" in text or "Right button: again" in text, text


def _second_game_as_o(app):
    """Against the computer with Swap X/O: each game, game 1 played out and game 2's first move (the computer's, as
    X): you are O now, while Settings still say "You play: X"."""
    import random
    app.settings.update({"vs": 1, "alternate": 1, "human": 1})
    app.new_game("classic")
    rng = random.Random(1)
    while not app.over:
        if app.scr.thinking:
            app.scr.stop_thinking()
        app.now += 300
        app.scr.play(rng.choice(app.game.legal_moves()), by_bot=not app.human_turn())
    app.new_game()
    if app.scr.thinking:
        app.scr.stop_thinking()
    app.now += 300
    app.scr.play(4, by_bot=True)
    assert app.human == 2 and app.settings["human"] == 1 and app.human_turn()


@pytest.mark.parametrize("w,h,scheme", BOARDS)
def test_a_swap_of_marks_against_the_computer_is_drawn_on_every_board(w, h, scheme):
    # Issue 17 point 7, where it happens: a status bar (CLUE, Thumby Color: tips on in the first games) too
    app, text = _drawn(w, h, scheme, _second_game_as_o, 1)
    assert "You are O" in text or "Your turn as O" in text, text



def _super_sent(to):
    """A Super-Ultimate game between friends, X's first mark sending O to medium board to's top-right board."""
    def set_up(app):
        app.new_game("super")
        app.now += 300
        app.scr.play(81 * 2 + 9 * to + 2)
    return set_up


@pytest.mark.parametrize("w,h,scheme", BOARDS)
def test_a_super_game_says_in_words_which_medium_and_which_small_board_on_every_board(w, h, scheme):
    # Issue 21: "The panel always says, in words, which medium and small board you must play in. It works [...] on
    # every board profile." A side panel's words, or a square screen's status bar (CLUE, Thumby Color) where the
    # two take turns every 2 s when one line cannot hold both; over 5 s
    for to, place in ((8, "bottom right"), (0, "top left")):
        app, text = _drawn(w, h, scheme, _super_sent(to), 7)
        words = " ".join(text.replace("-", " ").replace(":", " ").replace("|", " ").split())
        assert app.screen == "game" and "small top right" in words and place in words, text
        assert "P2 plays" in text or "O: " in text, text  # whose turn, too (a Thumby Color's bar: in turn with them)
        # "medium" too, but for a Thumby Color's 17 columns with the longer places ("O: bottom-right": the overview
        # beside it frames that medium board)
        assert "medium" in words or w == 128 and len(place) > 8, text


@pytest.mark.parametrize("w,h,scheme", BOARDS)
def test_a_super_game_s_hint_is_labelled_hint_on_the_panel(w, h, scheme):
    # Issue 21: "A hint works as in Ultimate" (issue 17: "Hint boxed" while the hint's move is boxed). The Super
    # screen's highlight is a cell of the medium board shown; the hint's move was kept as a game move, so the two
    # never matched (but in the top-left medium board) and the panel said "P2 plays" over the box (audit21)
    def set_up(app):
        _super_sent(8)(app)
        app.open("game", hint=True)
    app, text = _drawn(w, h, scheme, set_up, 30)
    assert "Hint boxed" in text or "Hint: " in text, text


@pytest.mark.parametrize("w,h,scheme", [(160, 128, "dpad")])  # (a Thumby Color's bar shows the turn and the rule)
def test_wild_says_which_mark_b_swaps_to(w, h, scheme):
    # room36: the panel said "B: swap" and not what it swaps: the mark A places next, X or O ("B: to O" where the
    # panel is 5 columns wide, "B: swap to O" where the words fit)
    app, text = _drawn(w, h, scheme, lambda app: app.new_game("wild"), 8)
    assert app.mark == 1 and ("B: to O" in text or "B: swap to O" in text) and "to X" not in text, text
    app, text = _drawn(w, h, scheme, lambda app: (app.new_game("wild"), app.scr.press(K.B)), 8)
    assert app.mark == 2 and ("B: to X" in text or "B: swap to X" in text) and "to O" not in text, text


def _shown(w, h, set_up):
    """The texts the real view shows (not hidden) after ``set_up(app)`` and a second of ticks: [(text, x, y)]."""
    from support import Display

    from uttt.ui.view import View
    app = App(w, h, "dpad", echo=False, seed=1, nvm=bytearray(256))
    view = View(Display(w, h), app)
    set_up(app)
    for _ in range(10):
        app.now += 100
        app.tick(app.now)
        view.update()
    return app, [(t.text, t.group.x, t.group.y) for t, _ in view.labs if t.text and not t.group.hidden]


@pytest.mark.parametrize("w,h", [(160, 128), (128, 128)])
def test_a_dpad_menu_draws_which_button_chooses_and_which_goes_back(w, h):
    # room36: the D-pad menus never said it. The title (nothing to go back to): "A: choose" right of its first
    # row, clear of the row's words, made and hidden with the emblem. (A box over the game had "A: choose" /
    # "B: back" on two more lines; taken out at the merge: opening the pause menu went over issue 16's 150 ms.)
    app, shown = _shown(w, h, lambda app: None)
    keys = [(x, y) for text, x, y in shown if text == "A: choose"]
    assert app.screen == "title" and len(keys) == 1, shown
    x, y = keys[0]
    assert x + 54 <= w and (len(app.scr.items()[0][1]) + 2) * 6 <= x and y < app.layout.title_h + app.layout.row_h
    app, shown = _shown(w, h, lambda app: (app.new_game("hotseat"), app.open("pause")))
    assert app.screen == "pause" and not [t for t, _, _ in shown if "choose" in t], shown  # the title's, hidden
    app, shown = _shown(w, h, lambda app: (app.open("settings"), app.open("title"), app.open("settings")))
    assert app.screen == "settings" and not [t for t, _, _ in shown if "choose" in t], shown  # (a full-screen menu)


@pytest.mark.parametrize("w,h", [(160, 128), (128, 96), (320, 240), (480, 320)])
def test_a_side_panel_s_widest_word_keeps_off_the_screen_s_edge(w, h):
    # superswitch41: on a PyBadge a six-letter word in the panel's six columns ("medium", "bottom", a Super game's
    # where to play) ended 1 px from the screen's right edge and 5 px from the grid; its text now ends 3 px short of
    # the edge where the grid leaves the room (every layout with a side panel: the game's, the replay's, the Review's).
    from uttt.ui.layout import Layout
    for scheme in ("dpad", "touch", "two"):
        for caption in (0, 2, 3, 4):
            L = Layout(w, h, scheme, caption=caption)
            if not L.side:
                continue
            sc = L.panel_scale()
            right = L.text_x + 6 * sc * L.text_cols  # (a glyph's last column is blank: its ink ends before)
            assert right <= w - 2, (scheme, caption, L.text_x, L.text_cols)
            assert L.text_x >= L.gx + L.grid_size + 1 and L.text_x <= L.panel[0] + 1, (scheme, caption, L.text_x)
            assert L.text_cols == L.panel[2] // (6 * sc)  # as many columns as before
