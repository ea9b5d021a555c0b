"""Settings and the game in progress survive a power cycle (uttt.store in the NVM bytes), in every mode;
corrupt NVM gives defaults and a notice; finished games count in the stats."""

import random

from uttt.ui import buttons as K
from uttt.ui import cursor as C
from uttt.ui.app import App
from uttt.store import Store


def boot(nvm, w=160, h=128, scheme="dpad"):
    return App(w, h, scheme, nvm=nvm, echo=False, seed=2)


def play_random(app, n, rng):
    t = app.now
    for _ in range(n):
        t += 1000
        app.tick(t)
        for _ in range(400):
            if not app.scr.thinking:
                break
            t += 33
            app.tick(t)
        if app.game.result:
            while app.scr.ending:  # the game's end, a step a frame after its last move (its save among them)
                t += 33
                app.tick(t)
            return
        t += 300  # a person looks at the computer's move before pressing
        app.tick(t)
        moves = app.game.legal_moves()
        m = rng.choice(moves)
        app.cursor = m % 9 if app.mode == "wild" else m
        if app.mode == "wild" and m // 9 + 1 != app.mark:
            app.scr.toggle_mark()
        app.press(K.A)
        assert app.game.last_move == m
    app.tick(t + 33)  # the last press's frame, then the next, which saves the move (GameScreen.settle_now)
    app.tick(t + 66)
    while app.scr.ending:  # a last move: the game's end, a step a frame (its save among them)
        t += 33
        app.tick(t + 66)


def test_each_mode_resumes_exactly_after_a_power_cycle():
    for mode in ("hotseat", "bot", "classic", "wild"):
        nvm = bytearray(b"\xff" * 256)
        app = boot(nvm)
        app.settings["human"] = 2 if mode == "bot" else 1
        app.new_game(mode)
        play_random(app, 3, random.Random(7))
        moves = app.game.moves
        again = boot(nvm)
        assert again.screen == "game" and again.mode == mode
        assert again.game.moves == moves and again.game.turn == app.game.turn
        assert again.log == app.log
        if mode == "bot":
            assert again.human == 2
            assert C.in_area(again, again.cursor)


def test_settings_are_remembered_and_a_finished_game_is_not_resumed():
    nvm = bytearray(b"\xff" * 256)
    app = boot(nvm)
    app.press(K.UP)  # Settings (wraps to the last row)
    app.press(K.A)
    assert app.screen == "settings"
    app.press(K.RIGHT)  # level: easy -> medium
    ids = [i for i, _ in app.scr.items()]
    for _ in range(ids.index("sound")):
        app.press(K.DOWN)
    app.press(K.A)  # sound off
    for _ in range(ids.index("sound") - ids.index("timeout")):
        app.press(K.UP)
    app.press(K.LEFT)  # the time-out rule: "lose round"
    assert app.settings["sound"] == 0 and app.settings["level"] == 2 and app.settings["timeout"] == 1
    app.new_game("classic")
    play_random(app, 9, random.Random(1))
    assert app.game.result
    again = boot(nvm)
    assert again.screen == "title" and again.settings["sound"] == 0 and again.settings["level"] == 2
    assert again.settings["timeout"] == 1
    assert Store(nvm).load().stats.totals() != (0, 0, 0)



def test_settings_rows_are_made_once_a_visit_and_again_after_a_change(monkeypatch):
    # A cursor step used to make the 19 rows three times; they are kept until a value changes, and the row
    # then says the new value at once.
    from uttt.ui import settings
    app = boot(bytearray(b"\xff" * 256))
    app.open("settings")
    made = []

    class Counting(tuple):  # counts the walks over the settings' table: one a making of the rows
        def __iter__(self):
            made.append(1)
            return tuple.__iter__(self)
    monkeypatch.setattr(settings, "SETTINGS", Counting(settings.SETTINGS))
    app.scr.made = None
    for _ in range(6):
        app.press(K.DOWN)
        app.scr.heading()
    assert len(made) == 1
    ids = [i for i, _ in app.scr.items()]
    app.scr.select(ids.index("sound"))
    app.press(K.A)  # sound off: its row is made again, and says so
    assert app.settings["sound"] == 0 and ("sound", "Sound: off") in app.scr.items()
    app.press(K.A)
    assert ("sound", "Sound: on") in app.scr.items()


def test_a_settings_value_change_makes_its_row_alone_again():
    # A value changed: its row says the new value at once, and the other rows are the ones already made, not made
    # again (each str made is looked up among every interned name on CircuitPython: one row's, not nineteen; menus56).
    from uttt.ui.settings import SETTINGS
    values = dict((k, names) for k, _, names in SETTINGS)
    app = boot(bytearray(b"\xff" * 256))
    app.open("settings")
    before = list(app.scr.items())
    ids = [i for i, _ in before]
    for key, step in (("sound", K.RIGHT), ("level", K.LEFT), ("anim", K.A)):
        app.scr.select(ids.index(key))
        app.press(step)
        after = app.scr.items()
        assert after[ids.index(key)] != before[ids.index(key)]
        assert after[ids.index(key)][1].endswith(": " + values[key][app.settings[key]])
        assert [a is b for a, b in zip(after, before)].count(False) == 1
        before = list(after)

def test_corrupt_nvm_gives_defaults_and_a_notice():
    nvm = bytearray(random.Random(3).randrange(256) for _ in range(256))
    app = boot(nvm)
    assert app.screen == "title" and app.notice
    app.press(K.DOWN)
    assert app.notice == ""


def test_the_wild_mark_chosen_survives_a_power_cycle():
    nvm = bytearray(b"\xff" * 256)
    app = boot(nvm)
    app.new_game("wild")
    play_random(app, 2, random.Random(3))
    app.scr.toggle_mark()
    mark = app.mark
    again = boot(nvm)
    assert again.screen == "game" and again.mode == "wild" and again.mark == mark
    assert again.scr.turn_mark() == mark


def test_a_moves_save_waits_for_a_frame_without_a_press():
    # GameScreen.settle_now (the save, the computer's start) runs in the frame after a move, but not in one that
    # answers a press (that press must be answered at once): it waits for the next quiet frame, 10 at most.
    nvm = bytearray(b"\xff" * 256)
    app = boot(nvm)
    app.new_game("hotseat")
    t = app.now + 1000
    app.tick(t)
    app.press(K.A)  # X's first move
    assert app.game.ply == 1
    saved = bytes(nvm)
    app.tick(t + 33)  # the move's own frame
    app.press(K.RIGHT)  # the next frame answers a press: no save in it
    app.tick(t + 66)
    assert bytes(nvm) == saved
    app.tick(t + 99)  # a quiet frame: saved
    assert bytes(nvm) != saved and Store(nvm).load().game.ply == 1
    t += 500
    app.tick(t)
    app.cursor = app.game.legal_moves()[0]
    app.press(K.A)  # O's move, then a key mashed, a press a frame: saved within 30 frames all the same
    assert app.game.ply == 2
    saved = bytes(nvm)
    for i in range(32):
        app.tick(t + 33 + 33 * i)
        app.press(K.LEFT if i % 2 else K.RIGHT)
        if i == 19:  # (superpress59: not in the 11th as before, whose save and words were ~50-70 ms of a PyBadge's
            assert bytes(nvm) == saved  # press in the bench's walks, one a frame)
    assert bytes(nvm) != saved and Store(nvm).load().game.ply == 2
