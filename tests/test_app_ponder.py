"""The computer thinking on your time (settings "Think ahead", uttt.bot.Ponder) in the app: it starts on your
turn against the computer, runs in the same slices as the computer's own thinking, is used when you move
(the reply comes at once when the move was foreseen), and stops on every screen change, an undo, the turn
timer running out and the end of the game; a hint and the rating of the last game wait for it and it for
them. The same seed and the same input timing give the same game."""

import random

from uttt.ui import buttons as K
from uttt.bot import BUDGETS
from uttt.ui.app import App


def make(seed=7, **settings):
    app = App(160, 128, "dpad", echo=False, seed=seed)
    app.clock_t = 0
    app.units = 16
    app.settings.update({"vs": 1, "level": 3, "human": 1})
    app.settings.update(settings)
    return app


def tick(app, n=1):
    for _ in range(n):
        app.clock_t += 33
        app.tick(app.clock_t)


def wait_for_the_computer(app, limit=2000):
    """Ticks until it is your turn again; how many it took."""
    for i in range(limit):
        if app.over or (app.human_turn() and not app.scr.thinking):
            return i
        tick(app)
    raise AssertionError("the computer never answered")


def test_it_starts_on_your_turn_and_not_between_friends_or_when_switched_off():
    app = make()
    app.new_game("bot")
    # not in the frame that opens the game but in the next, once what opened it has gone (heap27; the app's very
    # first frame opens it here: its third tick)
    assert app.scr.ponder is None and app.scr.settle < -1
    tick(app, 3)
    assert app.scr.ponder is not None and app.scr.busy
    before = app.scr.ponder.units
    tick(app, 5)
    assert app.scr.ponder.units > before, "it thinks a slice per tick"
    friend = make()
    friend.settings["vs"] = 0
    friend.new_game("hotseat")
    assert friend.scr.ponder is None
    off = make(ponder=0)
    off.new_game("bot")
    assert off.scr.ponder is None and not off.scr.busy


def test_a_foreseen_move_is_answered_at_once_and_an_unforeseen_one_within_the_usual_wait():
    app = make()
    app.new_game("bot")
    tick(app, 400)  # your time: it looks at your likeliest moves and its replies to them
    p = app.scr.ponder
    assert p.units > 0 and p._cands, "it has guessed your moves"
    guess = p._cands[0]
    app.scr.play(guess)
    app.scr.settle_now()  # the next frame: the move is saved
    app.scr.settle_now()  # the one after: the reply starts from the pondered work
    assert app.scr.ponder is None and app.scr.thinking == "bot"
    took = wait_for_the_computer(app)
    assert took <= 2, "the reply to a foreseen move comes at once (took %d ticks)" % took
    # Now a move it did not foresee: the reply takes the level's usual budget, no more.
    tick(app, 3)
    cands = set(app.scr.ponder._cands)
    other = [m for m in app.game.legal_moves() if m not in cands]
    if other:
        app.scr.play(other[0])
        took = wait_for_the_computer(app)
        assert 2 < took <= BUDGETS[3] // app.units + 10


def test_it_stops_on_a_screen_change_an_undo_the_timer_and_the_end():
    app = make(timer=1, timeout=0)  # 5 s a move, then a random move for you
    app.new_game("bot")
    tick(app, 10)
    p = app.scr.ponder
    assert p is not None
    app.press(K.START)                       # the pause menu: a screen change
    assert app.screen == "pause" and p.done and p._g is None
    app.press(K.A)                           # resume: it starts again, in the frame after the press's (heap27)
    assert app.screen == "game" and app.scr.ponder is None
    tick(app, 2)
    assert app.scr.ponder is not None and app.scr.ponder is not p
    # An undo: the game screen opens anew, and so does the pondering.
    app.scr.play(app.game.legal_moves()[0])
    wait_for_the_computer(app)
    tick(app, 12)  # the frames after its move: its animation, the save, then the pondering starts
    p = app.scr.ponder
    app.press(K.START)
    ids = [i for i, _ in app.scr.items()]
    app.scr.sel = ids.index("undo")
    app.press(K.A)
    assert app.screen == "game" and p.done and app.scr.ponder is None  # (it starts after the undo's save, as after a
    tick(app, 4)  # move: the save in the frame after the press's, the start two frames later; screens61)
    assert app.scr.ponder is not None and app.scr.ponder is not p
    # The turn timer runs out: a random move is played for you, the pondering stops first.
    p = app.scr.ponder
    tick(app, 200)
    assert p.done and app.game.ply % 2 == 1 or app.over
    # The end of the game: no pondering on the result screen.
    rng = random.Random(1)
    app.settings["timer"] = 0
    while not app.over:
        if app.human_turn() and not app.scr.thinking:
            app.scr.play(rng.choice(app.game.legal_moves()))
        tick(app)
    assert app.screen == "result" and app.scr.ponder is None


def test_your_move_that_ends_the_game_stops_it():
    """The result screen keeps no pondering (and none of its tables) when the game ends on your move."""
    ended_by_you = 0
    for seed in range(1, 30):
        app = make(seed=seed, level=0)
        app.new_game("classic")
        rng = random.Random(seed)
        while not app.over:
            if app.human_turn() and not app.scr.thinking:
                mover_was_you = True
                app.scr.play(rng.choice(app.game.legal_moves()))
            else:
                mover_was_you = False
                tick(app)
        assert app.screen == "result" and app.scr.ponder is None
        ended_by_you += mover_was_you
        if ended_by_you >= 2:
            return
    raise AssertionError("no game ended on your move")


def test_a_hint_and_the_rating_wait_for_it_and_do_not_change_what_it_finds():
    from uttt.bot import hint
    app = make()
    app.new_game("bot")
    tick(app, 3)
    app.press(K.START)
    ids = [i for i, _ in app.scr.items()]
    app.scr.sel = ids.index("hint")
    app.press(K.A)
    assert app.scr.thinking == "hint" and app.scr.ponder is None
    wait_for_the_computer(app)
    assert app.scr.highlight == hint(app.game)  # the reference search's move (issue 19), pondering or not
    # the hint's box alone in its frame, its words in the next, the thinking on your time in the one after (think40)
    assert app.scr.ponder is None
    tick(app, 2)
    assert app.scr.ponder is not None, "after the hint it thinks on your time again"
    # The rating of the last game waits while it ponders.
    app.rater = Counting()
    tick(app, 3)
    assert app.rater.steps == 0
    app.scr.ponder.cancel()
    tick(app, 1)
    assert app.rater is None or app.rater.steps


class Counting:
    steps = 0

    def step(self, units):
        self.steps += 1
        return False


def test_the_same_seed_and_timing_give_the_same_game():
    def play(seed):
        app = make(seed=seed)
        app.new_game("bot")
        rng = random.Random(3)
        for _ in range(6):
            tick(app, rng.randrange(1, 40))
            if app.over:
                break
            app.scr.play(rng.choice(app.game.legal_moves()))
            wait_for_the_computer(app)
        return list(app.game.moves)
    assert play(11) == play(11)


def test_a_menu_over_the_game_drops_the_spare_work_area_and_the_game_stays_the_same():
    """heap25: nothing searches while the pause menu or the log is over a game against the computer, so the
    search's spare work area (uttt.bot_search's pool, ~2.5 KB on a PyBadge) goes while one shows where the app
    unloads; the next search (or the pondering) makes one anew and finds what it finds where nothing is dropped."""
    import sys
    games = []
    for unloads in (False, True):
        app = make(seed=5, level=2)
        app.unloads = unloads
        app.new_game("bot")
        rng = random.Random(5)
        for i in range(8):
            tick(app, 12)                    # the pondering on your time (and its work area) runs
            assert app.scr.ponder is not None
            app.press(K.START if i % 2 else K.SELECT)   # the pause menu, or the log
            pool = sys.modules["uttt.bot_search"]._POOL
            assert app.screen in ("pause", "log") and len(pool) == (0 if unloads else 1)
            app.press(K.A if i % 2 else K.B)  # resume, or back from the log
            assert app.screen == "game"
            app.scr.play(rng.choice(app.game.legal_moves()))
            wait_for_the_computer(app)
            if app.over:
                break
        games.append(list(app.game.moves))
    assert len(games[1]) >= 10 and games[0] == games[1]
