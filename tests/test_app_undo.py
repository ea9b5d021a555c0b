"""Undo through the app by presses: against the computer it takes two plies (one while it thinks), hot-seat
needs the other player's Yes, Classic and Wild too; refused with nothing to undo and after the game ended.
After every undo the game, the log and the saved game are exactly what the move list says."""

import pytest

from uttt.codec import new_game
from uttt.ui import buttons as K
from uttt.ui.app import App
from uttt.ui.movelog import replay_log

from test_app_play import make, press, start, play_by_presses, random_moves, expected_log


def rules_replay(game):
    g = new_game(game.variant, getattr(game, "stay_open", 0), getattr(game, "most_boards", 0))
    for m in game.moves:
        g.play(m)
    return g


def same(a, b):
    assert a.moves == b.moves and bytes(a.cells) == bytes(b.cells)
    assert a.turn == b.turn and a.result == b.result
    if a.variant == "ultimate":
        assert bytes(a.boards) == bytes(b.boards) and a.forced == b.forced and a.closed == b.closed


def menu_to(app, row):
    ids = [i for i, _ in app.scr.items()]
    assert row in ids, ids
    for _ in range(ids.index(row)):
        press(app, K.DOWN)
    press(app, K.A)


def think_out(app):
    for _ in range(600):
        app.clock_t += 33
        app.tick(app.clock_t)
        if not app.scr.thinking:
            return
    raise AssertionError("the computer never answered")


def test_undo_vs_computer_takes_back_your_move_and_its_reply():
    app = make(seed=3)
    start(app, "bot")
    press(app, K.START)
    assert app.scr.dimmed("undo"), "nothing to undo before the first move"
    press(app, K.B)
    for _ in range(3):
        play_by_presses(app, [app.game.legal_moves()[0]])
        think_out(app)
    assert app.game.ply == 6
    before = app.game.moves
    mine = before[4]
    press(app, K.START)
    menu_to(app, "undo")
    assert app.screen == "game" and app.game.ply == 4 and app.game.moves == before[:4]
    same(app.game, rules_replay(app.game))
    assert app.game.turn == app.human and not app.scr.thinking
    assert app.cursor == mine, "the cursor goes back to the cell of your move"
    assert app.log == expected_log("ultimate", before[:4])
    # While it thinks: B stops it, Undo takes back only your move.
    play_by_presses(app, [app.game.legal_moves()[-1]])
    assert app.scr.thinking == "bot" and app.game.ply == 5
    press(app, K.B)
    assert app.screen == "pause" and not app.scr.thinking
    menu_to(app, "undo")
    assert app.game.moves == before[:4] and app.game.turn == app.human and not app.scr.thinking


def test_undo_vs_computer_as_o_refused_before_your_first_move():
    app = make(seed=2)
    app.settings["human"] = 2
    start(app, "bot")
    think_out(app)
    assert app.game.ply == 1
    press(app, K.START)
    assert app.scr.dimmed("undo")
    press(app, K.B)
    play_by_presses(app, [app.game.legal_moves()[0]])
    think_out(app)
    press(app, K.START)
    menu_to(app, "undo")
    assert app.game.ply == 1 and app.game.turn == 2


@pytest.mark.parametrize("mode", ["hotseat", "classic", "wild"])
def test_hotseat_undo_needs_the_other_players_yes(mode):
    app = make()
    start(app, mode)
    variant = "ultimate" if mode == "hotseat" else mode
    moves = random_moves(variant, 7, 1)[:4]
    play_by_presses(app, moves)
    app.scr.open_log()
    app.scr.close_log()  # the log screen has counted its lines
    # Ask; the other player says no: nothing changes.
    press(app, K.START)
    menu_to(app, "undo")
    assert app.screen == "confirm"
    who = "P1" if mode == "wild" else "X"
    assert app.scr.heading() == who + ": allow undo?"
    assert app.game.moves == moves
    press(app, K.B)
    assert app.screen == "game" and app.game.moves == moves
    # Ask again; yes (A on the first row): one move goes.
    press(app, K.START)
    menu_to(app, "undo")
    press(app, K.A)
    assert app.screen == "game" and app.game.moves == moves[:3]
    same(app.game, rules_replay(app.game))
    assert app.log == expected_log(variant, moves[:3])
    assert app.cursor == moves[3] % 9 if mode != "hotseat" else moves[3]
    if mode == "wild":
        assert app.mark == moves[3] // 9 + 1
    # And the game goes on from there, with the log in step.
    other = [m for m in app.game.legal_moves() if m != moves[3]][0]
    play_by_presses(app, [other])
    assert app.log == expected_log(variant, moves[:3] + [other])
    press(app, K.SELECT)
    assert app.screen == "log"
    fresh = make()
    fresh.game = rules_replay(app.game)
    fresh.open("log")
    assert app.scr.view() == fresh.scr.view(), "the log screen's wrapped lines follow the undo"


def test_undo_is_refused_with_nothing_to_undo_and_after_the_end():
    app = make()
    start(app, "hotseat")
    press(app, K.START)
    assert app.scr.dimmed("undo")
    from uttt.ui import menu, undo
    del app.cues[:]
    undo.request(app, menu.plies(app))
    assert app.cues == ["bad"] and app.game.ply == 0
    moves = random_moves("ultimate", 3, 2)
    play_by_presses(app, moves)
    assert app.screen == "result"
    assert menu.plies(app) == 0
    press(app, K.START)  # result -> the menu after a game: no Undo there
    assert app.screen == "over" and "undo" not in [i for i, _ in app.scr.items()]


def test_undo_reaches_the_saved_game(tmp_path):
    nvm = bytearray(256)
    app = App(160, 128, "dpad", nvm=nvm, echo=False)
    app.clock_t = 0
    start(app, "hotseat")
    moves = random_moves("ultimate", 11, 1)[:5]
    play_by_presses(app, moves)
    press(app, K.START)
    menu_to(app, "undo")
    press(app, K.A)
    assert app.game.moves == moves[:4]
    for _ in range(2):  # the press's frame, then the save's (screens61, below)
        app.clock_t += 33
        app.tick(app.clock_t)
    again = App(160, 128, "dpad", nvm=nvm, echo=False)
    assert again.screen == "game" and again.game.moves == moves[:4]
    assert again.log == replay_log(again.game)


def test_undo_whose_code_cannot_load_says_so_and_loses_nothing(monkeypatch):
    # room33: at 126 KB a board's heap had no block for uttt.ui.undo when the pause menu's Undo was chosen, and the
    # MemoryError stopped the game. Now the menu refuses with a notice; the game is untouched, and a later Undo
    # (the heap freed) works.
    import builtins
    import sys

    from uttt.ui.app import forget

    real = builtins.__import__
    fails = [1]

    def imp(name, globals=None, locals=None, fromlist=(), level=0):
        if fails[0] and (name == "uttt.ui.undo" or (name == "uttt.ui" and "undo" in (fromlist or ()))):
            raise MemoryError("memory allocation failed")
        return real(name, globals, locals, fromlist, level)

    app = make(seed=3)
    start(app, "hotseat")
    play_by_presses(app, [app.game.legal_moves()[0]])
    before = list(app.game.moves)
    press(app, K.START)
    forget("uttt.ui.undo")
    monkeypatch.setattr(builtins, "__import__", imp)
    menu_to(app, "undo")
    assert app.screen == "pause" and "memory" in app.notice and app.game.moves == before
    assert "uttt.ui.undo" not in sys.modules
    fails[0] = 0
    assert app.scr.items()[app.scr.sel][0] == "undo"  # (the selection stays on the row)
    press(app, K.A)  # Undo again, the heap freed: the other player is asked, and says yes
    assert app.screen == "confirm" and app.game.moves == before
    press(app, K.A)
    assert app.screen == "game" and app.game.moves == before[:-1]


def test_the_pause_s_undo_saves_in_the_next_frame_as_a_move_does_and_says_no_move_again(capsys):
    """screens61: the Undo row's press changes the game and shows it; the save waits for the next quiet frame (as a
    move's: GameScreen.settle_now), not in the press's change of screen (~13 ms of a PyBadge's of 147-149 with
    displayio, its goal 150), and the move's log lines are not said again with it (rounds.say_move)."""
    nvm = bytearray(256)
    app = App(160, 128, "dpad", nvm=nvm, echo=False)
    app.clock_t = 0
    app.settings["vs"] = 1
    start(app, "bot")
    for _ in range(2):
        play_by_presses(app, [app.game.legal_moves()[0]])
        think_out(app)
    for _ in range(3):  # the last move's save
        app.clock_t += 33
        app.tick(app.clock_t)
    before = app.game.moves
    assert len(before) == 4 and App(160, 128, "dpad", nvm=bytearray(nvm), echo=False).game.moves == before
    press(app, K.START)
    app.echo = True
    capsys.readouterr()
    menu_to(app, "undo")
    assert app.screen == "game" and app.game.moves == before[:2]
    assert App(160, 128, "dpad", nvm=bytearray(nvm), echo=False).game.moves == before, "saved in the press"
    for _ in range(4):
        app.clock_t += 33
        app.tick(app.clock_t)
    again = App(160, 128, "dpad", nvm=bytearray(nvm), echo=False)
    assert again.screen == "game" and again.game.moves == before[:2] and again.log == replay_log(again.game)
    said = capsys.readouterr().out
    assert "Undo: 2 moves taken back" in said and said.count("\n") == 1, said
    # the next move's lines are said as ever, and it saves
    play_by_presses(app, [app.game.legal_moves()[0]])
    for _ in range(2):
        app.clock_t += 33
        app.tick(app.clock_t)
    assert capsys.readouterr().out.strip()
    assert App(160, 128, "dpad", nvm=bytearray(nvm), echo=False).game.moves == app.game.moves[:3]
