"""Move accuracy (uttt.ui.rating, issue 10) means something: random moves, or pressing A on the first free cell,
score far below the hard level's own moves; the Rater works in slices and keeps its own copy of the game."""

import random

from uttt.rules import Game
from uttt.classic import Classic
from uttt.bot import best_move
from uttt.ui.rating import Rater

from support import RATING_STARTS, until_reviewed

GAMES = 6


def game(player, seed):
    """A game where X moves by ``player`` and O is the medium level."""
    rnd = random.Random(seed)
    g = Game()
    while not g.result:
        if g.turn == 1:
            m = player(g, rnd)
        else:
            m = best_move(g, "medium", seed=seed + g.ply)
        g.play(m)
    return g


def accuracy(player):
    rated = matched = 0
    for s in range(GAMES):
        r = Rater(game(player, s), 1, seed=s)
        while not r.step(400):
            pass
        rated += r.rated
        matched += r.matched
    return 100.0 * matched / rated


def bot_game(seed, ponder=0):
    """A game against the computer (beginner, you X) on an App that drops what it can as a board's does, 64 work
    units a tick (no clock here to size them)."""
    from uttt.ui.app import App

    app = App(160, 128, "dpad", echo=False, seed=seed)
    app.unloads = True
    app.units = 64
    app.settings.update({"vs": 1, "level": 0, "human": 1, "ponder": ponder})
    app.new_game("bot")
    return app


def play_out(app, rnd, t):
    """Random moves of yours, a frame every 33 ms, until the game against the computer ends; the clock then."""
    while not app.over:
        t += 33
        if app.human_turn() and not app.scr.thinking:
            app.scr.play(rnd.choice(app.game.legal_moves()))
        app.tick(t)
    return t

def rated(app, t, frames):
    """Frames of 33 ms from t until the app's rating is done (at most frames); its figure is then in. The time."""
    for _ in range(frames):
        t += 33
        app.tick(t)
        if app.rater is None:
            break
    assert app.rater is None and app.accuracy is not None
    return t


def test_random_moves_score_far_below_the_hard_levels_own():
    rand = accuracy(lambda g, rnd: rnd.choice(g.legal_moves()))
    first = accuracy(lambda g, rnd: g.legal_moves()[0])          # A on the default cell, every time
    hard = accuracy(lambda g, rnd: best_move(g, "hard", seed=g.ply))
    assert hard >= 80, hard
    assert rand <= 60 and first <= 60, (rand, first)
    assert hard - max(rand, first) >= 30, (rand, first, hard)


def test_slices_and_its_own_copy():
    g = game(lambda g, rnd: rnd.choice(g.legal_moves()), 1)
    moves = g.moves
    r = Rater(g, 1, seed=3)
    g.undo()                        # the app may start the next game: the Rater keeps its own copy
    steps = 0
    while not r.step(50):
        steps += 1
    assert steps > 10
    a = r.percent()
    assert 0 < r.matched <= r.rated <= (len(moves) + 1) // 2 and a == (200 * r.matched + r.rated) // (2 * r.rated)
    r2 = Rater(game(lambda g, rnd: rnd.choice(g.legal_moves()), 1), 1, seed=3)
    while not r2.step(1000):
        pass
    assert (r2.rated, r2.matched) == (r.rated, r.matched)   # the same whatever the slices


def test_nothing_to_rate_and_classic():
    r = Rater(Game(), 1)
    assert r.step(10) and r.percent() is None
    c = Classic()
    for m in (4, 0, 8, 2, 1, 7, 6):
        c.play(m)
    r = Rater(c, 1, seed=1)
    while not r.step(100):
        pass
    assert r.rated >= 1 and r.percent() is not None


def test_suspended_and_resumed_it_counts_the_same():
    """On a board the rating is suspended to a plain record while another family of screens is open (the bot's
    code goes with its family) and resumed on a game screen: the figures are those of an unbroken run."""
    from uttt.ui.rating import resume

    g = game(lambda g, rnd: rnd.choice(g.legal_moves()), 2)
    whole = Rater(g, 1, seed=5)
    while not whole.step(1 << 20):
        pass
    r = Rater(g, 1, seed=5)
    breaks = steps = 0
    while not r.step(37):
        steps += 1
        if steps % 20 == 0:  # 740 units: a move's searches finish between two breaks (each break restarts them)
            rec = r.suspend()
            assert isinstance(rec, tuple) and not any(isinstance(x, (Rater, Game)) for x in rec)
            r = resume(rec)
            breaks += 1
    assert breaks > 3 and (r.rated, r.matched) == (whole.rated, whole.matched) and r.rated > 0


def test_the_app_suspends_it_off_the_game_screens_and_finishes_it_on_them():
    from uttt.ui import buttons as K
    from uttt.ui.app import App

    app = App(160, 128, "dpad", echo=False, seed=3)
    app.unloads = True
    app.units = 64  # work units a tick (no clock here to size them)
    app.settings.update({"vs": 1, "level": 0, "human": 1, "ponder": 0})
    app.new_game("bot")
    rnd = random.Random(3)
    t = 0
    t = play_out(app, rnd, t)
    for i in range(1, RATING_STARTS + 1):  # the frames after the last move: the game's end, then the rating's
        app.tick(t + 33 * i)               # start (its modules one a frame)
    t += 33 * RATING_STARTS
    assert app.screen == "result" and app.rater is not None and not isinstance(app.rater, tuple)
    for key, where in ((K.SELECT, "log"), (K.START, "over")):  # the move log; the menu after a game
        app.press(key)
        assert app.screen == where and isinstance(app.rater, tuple)
        for _ in range(20):
            t += 33
            app.tick(t)
        assert isinstance(app.rater, tuple)      # no rating off the game screens (its tables go meanwhile)
        app.press(K.B)                           # back to the result
        assert app.screen == "result"
    t = rated(app, t, 2000)


def test_it_waits_as_its_record_while_the_computer_thinks_and_counts_the_same():
    """Where the heap is small, the last game's rating holds only its record while the computer thinks (its
    search and its game go: the next game's computer starts beside it, the session's fullest heap); it goes on
    between the computer's moves and counts the same figure as a rating run alone."""

    app = bot_game(3)
    rnd = random.Random(3)
    t = 0
    t = play_out(app, rnd, t)
    for _ in range(RATING_STARTS):       # the rating starts in the frames after the last move's (issue 16), its
        t += 33                          # modules imported one a frame
        app.tick(t)
    assert app.rater is not None and not isinstance(app.rater, tuple)
    alone = Rater(app.game, 1)
    while not alone.step(4096):
        pass
    app.units = 512
    app.settings["human"] = 2            # the computer opens the next game: it thinks from the frame after the
    app.new_game("bot")                  # one that opened it (heap27), its modules first, one a frame (think28)
    from uttt.ui.rounds import BOT_CODE
    for _ in range(2 + len(BOT_CODE)):
        t += 33
        app.tick(t)
        if app.scr.computer is not None:
            break
    assert app.scr.computer is not None and isinstance(app.rater, tuple)
    for i in range(20000):
        t += 33
        if app.human_turn() and not app.scr.thinking and not app.over and i % 10 == 0:  # you take your time
            app.scr.play(rnd.choice(app.game.legal_moves()))
        app.tick(t)
        if app.scr.busy:
            assert app.rater is None or isinstance(app.rater, tuple)
        if app.rater is None:
            break
    assert app.rater is None and not app.over and app.game.ply > 2   # done in the next game's pauses
    assert app.accuracy == alone.percent() is not None          # the last game's figure, as if run alone
    assert app.review == alone.record()


def test_its_code_goes_once_its_figure_is_in_and_comes_back_for_the_next_game():
    """The rating's code (uttt.ui.rating, uttt.review, uttt.bot_ref) is not held through the next game against
    the computer, where the heap was fullest (docs/memory.md, "Issue 16, fifth pass"); the next game's rating
    imports it again and rates as before."""
    import sys
    from uttt.ui.app import App

    rating_code = {"uttt.ui.rating", "uttt.review", "uttt.bot_ref"}
    app = App(160, 128, "dpad", echo=False, seed=5)
    app.unloads = True
    app.units = 64
    app.settings.update({"vs": 1, "level": 0, "human": 1, "ponder": 0})
    rnd = random.Random(5)
    t = 0
    records = []
    for _ in range(2):
        app.new_game("bot")
        t = play_out(app, rnd, t)
        for _ in range(RATING_STARTS):   # the rating starts in the frames after the last move's (its modules
            t += 33                      # imported one a frame: rounds.start_rating)
            app.tick(t)
        assert app.rater is not None and rating_code <= set(sys.modules)
        t = rated(app, t, 5000)
        assert not rating_code & set(sys.modules)
        alone = Rater(app.game, app.human)   # the figure is the one a rating run alone gives
        while not alone.step(4096):
            pass
        assert app.review == alone.record() and app.accuracy == alone.percent()
        records.append(app.review)
    assert records[0] != records[1]


def test_its_start_imports_one_module_a_frame():
    """Issue 19 (the analysis never delays a frame): the rating's modules (uttt.bot_ref, uttt.review, then
    uttt.ui.rating) are imported one a frame once the game's end is done (its own frames after the last move's),
    none in those frames, and the analysis is made in the frame after the last import (review25); a screen
    closing meanwhile leaves it as its record (GameScreen.close; switch53: its code not imported in the press), and
    a menu over the result (Game over) holds none of the rating's code nor its search's until the result shows again."""
    import sys

    order = ["uttt.bot_ref", "uttt.review", "uttt.ui.rating"]
    for close in (False, True):
        app = bot_game(5)
        for name in order:
            sys.modules.pop(name, None)
        t = play_out(app, random.Random(5), 0)
        assert app.screen == "result" and app.rater is None and not set(order) & set(sys.modules)
        if close:
            app.open("over")             # Game over over the result: the game screen closes, the rating starts,
            assert isinstance(app.rater, tuple)  # and waits as its record while the menu shows: its code and
            assert not set(order) & set(sys.modules)  # its search's go (a board's heap is fullest here: lead)
            continue
        seen = []
        while app.rater is None:
            t += 33
            app.tick(t)
            seen.append([name for name in order if name in sys.modules])
            assert len(seen) <= RATING_STARTS
        # (the game's end first, then the computer's code dropped and the heap collected, a frame of its own:
        # mem22; then one import a frame, and the analysis made in a frame of its own)
        end = RATING_STARTS - 5
        assert seen == [[]] * (end + 1) + [order[:1], order[:2], order, order]


def test_a_menu_over_a_classic_result_drops_every_module_of_the_search():
    """A menu over the result lets go of the rating's code and all of its search's (uttt.ui.app.drop_bot, which the
    Review uses too): Classic's and Wild's evaluation (uttt.bot_small) as well as Ultimate's; back on the result
    they load again and the rating ends with the figure a rating run alone gives."""
    import sys
    from uttt.ui.app import App

    for mode in ("classic", "bot"):
        app = App(160, 128, "dpad", echo=False, seed=4)
        app.unloads = True
        app.units = 8
        app.settings.update({"vs": 1, "level": 0, "human": 1, "ponder": 0})
        app.new_game(mode)
        t = play_out(app, random.Random(4), 0)
        small = "uttt.bot_small" if mode == "classic" else "uttt.bot_eval"
        for _ in range(RATING_STARTS):  # the game's end, then the rating's modules one a frame
            t += 33
            app.tick(t)
        assert app.rater is not None and not isinstance(app.rater, tuple) and small in sys.modules
        app.open("over")
        assert isinstance(app.rater, tuple)
        assert [n for n in sys.modules if n.startswith("uttt.bot")] == []
        app.open("game")
        assert app.screen == "result"
        rated(app, t, 5000)
        alone = Rater(app.game, app.human)
        while not alone.step(4096):
            pass
        assert app.review == alone.record() and app.accuracy == alone.percent()


def test_it_resumes_with_its_modules_imported_one_a_frame():
    """Back on the result from the replay (another family of screens: the rating's modules went with the bot's),
    the rating takes up its record once its modules are in again, imported one a frame after the press's frame
    (App._tick, uttt.ui.app.rating_code), never all in one frame."""
    import sys
    from uttt.ui import buttons as K

    order = ["uttt.bot_ref", "uttt.review", "uttt.ui.rating"]
    app = bot_game(3)
    t = play_out(app, random.Random(3), 0)
    for _ in range(RATING_STARTS):
        t += 33
        app.tick(t)
    assert app.screen == "result" and app.rater is not None and not isinstance(app.rater, tuple)
    app.press(K.LEFT)                            # the replay: the picture family
    assert app.screen == "replay" and isinstance(app.rater, tuple) and not set(order) & set(sys.modules)
    app.press(K.B)                               # back to the result
    assert app.screen == "result" and isinstance(app.rater, tuple)
    seen = []
    while isinstance(app.rater, tuple):
        t += 33
        app.tick(t)
        seen.append([name for name in order if name in sys.modules])
        assert len(seen) <= 5
    # (the first: the press's frame, which draws the result; the last: the record taken up, a frame of its own)
    assert seen == [[], order[:1], order[:2], order, order]
    rated(app, t, 2000)
    assert app.rater is None and app.accuracy is not None
def test_the_computers_code_goes_as_the_analysis_starts_and_comes_back_for_the_next_game():
    """The result screen runs the analysis, the session's fullest heap: the computer's own code (uttt.ponder,
    uttt.ui.computer) goes as it starts, where the heap is small (docs/memory.md, mem22); the next game against
    the computer imports it again, thinks and ponders as before."""
    import sys

    app = bot_game(3, ponder=1)
    rnd = random.Random(3)
    t = play_out(app, rnd, 0)
    assert "uttt.ui.computer" in sys.modules  # it played, and pondered on your time
    for _ in range(RATING_STARTS):  # the analysis starts in the frames after the last move
        t += 33
        app.tick(t)
    assert app.rater is not None
    assert "uttt.ponder" not in sys.modules and "uttt.ui.computer" not in sys.modules
    app.settings["human"] = 2  # the computer opens the next game (it starts in the frame after the one that
    app.new_game("bot")        # opened it: heap27)
    for _ in range(2):
        t += 33
        app.tick(t)
    assert app.scr.thinking == "bot" and "uttt.ui.computer" in sys.modules
    for _ in range(2000):
        t += 33
        app.tick(t)
        if app.game.ply:
            break
    assert app.game.ply == 1 and app.human_turn()
    for _ in range(10):  # your turn: it ponders again
        t += 33
        app.tick(t)
    assert app.scr.ponder is not None and "uttt.ponder" in sys.modules


def test_its_end_counts_the_figure_once_though_it_waits_between_its_two_frames():
    """review25: the finished rating's end takes two frames (uttt.ui.rating.rated: the figure and the stats, then
    the save); one that waits as its record between them (the replay opened, another family) is taken up and
    ended without counting its figure in the stats a second time."""
    from uttt.ui import buttons as K
    from uttt.ui.app import App

    app = App(160, 128, "dpad", nvm=bytearray(256), echo=False, seed=3)
    app.unloads = True
    app.units = 64
    app.settings.update({"vs": 1, "level": 0, "human": 1, "ponder": 0})
    app.new_game("bot")
    t = until_reviewed(app, play_out(app, random.Random(3), 0), 5000)
    r = app.rater
    assert r is not None and not isinstance(r, tuple) and app.accuracy is not None   # the figure in, not saved
    stats = app.state.stats
    counted = stats.rated
    assert counted > 0 and r.mark == 0
    app.press(K.LEFT)                            # the replay: it waits as its record
    assert isinstance(app.rater, tuple)
    app.press(K.B)
    t = rated(app, t, 100)
    assert stats.rated == counted and app.accuracy is not None


def test_back_on_the_result_its_return_collects_before_its_first_import(monkeypatch):
    """Back on the result from a guest (the log, the replay: the rating's and its search's code went), the frame after
    the press's collects the heap before the rating's first module comes in again (uttt.ui.app.App._tick), so its code
    and its search's go where the guest's garbage was rather than around it: the device fit's seeds 1 and 2 failed
    there at 126-127 KB, the search's import out of memory (room40). Not in the press's frame, and once only."""
    import sys
    import uttt.ui.app as A
    from uttt.ui import buttons as K

    app = bot_game(3)
    t = play_out(app, random.Random(3), 0)
    for _ in range(RATING_STARTS):
        t += 33
        app.tick(t)
    app.press(K.LEFT)                            # the replay
    app.press(K.B)                               # back to the result
    assert app.screen == "result" and isinstance(app.rater, tuple)
    calls = []

    class Gc:
        def collect(self):
            calls.append("uttt.bot_ref" in sys.modules)

    monkeypatch.setattr(A, "HEAP", True)
    monkeypatch.setattr(A, "gc", Gc())
    seen = []
    while isinstance(app.rater, tuple):
        t += 33
        app.tick(t)
        seen.append((len(calls), "uttt.bot_ref" in sys.modules))
        assert len(seen) <= 5
    assert seen[:2] == [(0, False), (1, True)] and calls == [False]  # the collection, then the import, one frame


def test_a_screen_closing_before_its_code_is_in_leaves_its_record_without_importing_it(monkeypatch):
    """A press on the result in the first frames after the game's end (the replay, Game over), before the rating's
    modules are all in: the game screen's close leaves the analysis as the record a suspended Rater gives (no
    position searched), without importing the rating's code in the press only to drop it again as the next screen
    opens (~35-50 ms of a PyBadge's, board-adjusted; switch53); its code and the computer's search's are gone as
    before, and back on the result the rating resumes and ends with the figure a rating run alone gives."""
    import builtins
    import sys
    from uttt.ui import buttons as K

    order = ["uttt.bot_ref", "uttt.review", "uttt.ui.rating"]
    real = builtins.__import__
    for frames in range(RATING_STARTS - 1):
        for key in (K.LEFT, K.START):
            app = bot_game(5)
            for name in order:
                sys.modules.pop(name, None)
            t = play_out(app, random.Random(5), 0)
            for _ in range(frames):
                t += 33
                app.tick(t)
            if "uttt.ui.rating" in sys.modules:  # (every module in: the rating has started, not this test's case)
                continue
            new = []

            def imp(name, *a, **k):
                if name.startswith("uttt") and name not in sys.modules:
                    new.append(name)
                return real(name, *a, **k)

            monkeypatch.setattr(builtins, "__import__", imp)
            app.press(key)
            monkeypatch.setattr(builtins, "__import__", real)
            assert app.screen in ("replay", "over") and isinstance(app.rater, tuple)
            assert not set(order) & set(new), (frames, key, new)
            assert [n for n in sys.modules if n.startswith("uttt.bot")] == []
            alone = Rater(app.game, app.human)
            assert app.rater == alone.record()
            app.press(K.B)  # back to the result
            assert app.screen == "result"
            rated(app, t, 5000)
            while not alone.step(4096):
                pass
            assert app.review == alone.record() and app.accuracy == alone.percent()
