"""Match play through the app, by presses and the console with a virtual clock: match arithmetic and
first-move alternation over many rounds, sudden death, the end of a series and the next one, the turn timer
(both expiry rules, ticks, pauses), move accuracy in the stats, the opponent row (computer in Classic and
Wild), the Stats screen, and a series kept across a power cycle."""

import random

from uttt.codec import new_game
from uttt.match import Series
from uttt.store import Store
from uttt.ui import buttons as K
from uttt.ui import gameend, rounds
from uttt.ui.app import App, forget
from uttt.ui.cursor import MASH_MS
from uttt.ui.drive import play_presses
from uttt.ui import status as scoreboard

from support import RATING_STARTS


def make(nvm=None, **settings):
    app = App(160, 128, "dpad", nvm=nvm, echo=False, seed=3)
    app.settings.update(settings)
    app.t = 1000
    return app


def step(app, ms):
    app.t += ms
    app.tick(app.t)


def press(app, code):
    step(app, MASH_MS + 50)
    app.press(code)


def wait_for_computer(app):
    for _ in range(2000):
        if not app.scr.thinking:
            return
        step(app, 33)
    raise AssertionError("the computer never answered")


def finish(app, rng, want=None):
    """Play the current round to its end by console moves (the computer answers for itself).
    want: 1 / 2 / 3 steers random play towards that result where it can (tries again until it happens)."""
    while app.screen == "game":
        wait_for_computer(app)
        if app.screen != "game":
            break
        moves = app.game.legal_moves()
        step(app, 300)
        app.console(_fmt(app.game, rng.choice(moves)))
    step(app, 33)  # the frames after the last move: the game's end, a step a frame (review25)
    while app.scr.ending:
        step(app, 33)
    return app.result


def summary(app):
    """The match in words, as the console's lines say it (uttt.ui.rounds' score and series lines)."""
    se = app.series
    text = gameend.score_line(app)
    if se.over:
        return text + ". " + gameend.series_line(app)
    if se.rounds:
        return text + ". Next: %s starts" % app.player_name(se.x_player)
    return text


def _fmt(game, m):
    from uttt.parse import format_move
    return format_move(m, game.variant)


def test_series_arithmetic_and_alternation_over_many_rounds():
    rng = random.Random(5)
    for best_of, sudden in ((0, 0), (1, 0), (2, 1), (3, 0)):
        app = make(best_of=best_of, sudden_death=sudden)
        app.new_game("classic")
        ref = Series((0, 3, 5, 7)[best_of], bool(sudden), True, 1)
        for n in range(30):
            assert app.screen == "game" and app.series.round == ref.round
            # X always opens; the player holding X alternates every round.
            assert app.series.x_player == ref.x_player == (1 if n % 2 == 0 else 2)
            assert app.scr.status() == ("P%d" % ref.x_player, "plays")
            r = finish(app, rng)
            assert r in (1, 2, 3) and app.screen == "result"
            won = ref.record(r)
            assert app.round_won == won
            assert (app.series.wins1, app.series.wins2, app.series.draws) == (ref.wins1, ref.wins2, ref.draws)
            assert app.series.points(1) == ref.points(1) and app.series.points(2) == ref.points(2)
            if sudden:
                assert ref.points(1) + ref.points(2) == 2 * (ref.wins1 + ref.wins2)
            else:
                assert ref.points(1) + ref.points(2) == 2 * ref.rounds
            lines = scoreboard.panel_lines(app, app.scr, 6, 10)
            assert "P1 %s" % ref.score_text(1) in lines and "P2 %s" % ref.score_text(2) in lines
            if ref.over:
                assert app.series.over
                assert ("P%d won" % ref.winner if ref.winner else "tied") in lines
                text = summary(app)
                assert ("wins the match" in text) if ref.winner else ("Match tied" in text)
                press(app, K.A)  # Again: a new series
                assert app.series.rounds == 0 and app.series.x_player == 1
                break
            i = lines.index("P%d" % ref.x_player)  # who starts the next game, in words over three lines
            assert lines[i:i + 3] == ["P%d" % ref.x_player, "starts", "next"]
            press(app, K.A)  # the next round
        else:
            assert best_of == 0, "a best-of series never ended"


def test_series_end_message_and_scores():
    app = make(best_of=1)  # best of 3
    app.new_game("hotseat")
    se = app.series
    se.record(1)  # P1 (X) won round 1
    se.record(2)  # P1 is O in round 2 and wins again: 2-0, over
    assert se.over and gameend.series_line(app) == "P1 wins the match 2-0"
    app.cpu = True
    assert gameend.series_line(app) == "You win the match 2-0"


def test_first_move_does_not_alternate_when_the_setting_is_off():
    rng = random.Random(2)
    app = make(alternate=0)
    app.new_game("classic")
    for _ in range(6):
        assert app.series.x_player == 1 and app.game.turn == 1
        finish(app, rng)
        press(app, K.A)


def test_vs_computer_in_classic_and_wild_from_the_title_menu():
    for row in ("classic", "wild"):
        app = make()
        ids = [i for i, _ in app.scr.items()]
        for _ in range(ids.index("vs")):
            press(app, K.DOWN)
        press(app, K.A)                       # opponent: the computer
        assert app.settings["vs"] == 1
        assert [i for i, _ in app.scr.items()][0] == "bot"
        for _ in range(ids.index("vs") - ids.index(row)):
            press(app, K.UP)
        press(app, K.A)
        assert app.screen == "game" and app.mode == row and app.cpu and app.human == 1
        rng = random.Random(1)
        plies = 0
        while app.screen == "game":
            wait_for_computer(app)
            if app.screen != "game":
                break
            assert app.game.turn == app.human      # the computer answered
            m = rng.choice(app.game.legal_moves())
            for code in play_presses(app, m):
                press(app, code)
            assert app.game.last_move == m
            plies += 1
        assert app.result and plies >= 2
        # Round 2: you move second (first move alternates); the computer opens.
        press(app, K.A)
        assert app.human == 2 and app.scr.thinking == "bot"
        wait_for_computer(app)
        assert app.game.ply == 1


def test_timer_random_move_on_expiry_with_ticks_in_the_last_three_seconds():
    app = make(timer=1)  # 5 s
    app.new_game("hotseat")
    assert app.timer.enabled
    del app.cues[:]
    step(app, 1)
    assert app.scr.timer_shown == 5 and "5s" in scoreboard.panel_lines(app, app.scr, 6, 5)
    ticks = []
    for _ in range(48):
        step(app, 100)
        if "tick" in app.cues:
            ticks.append(app.scr.timer_shown)
        del app.cues[:]
        assert app.game.ply == 0
    assert ticks == [3, 2, 1]
    import sys
    forget("uttt.tally")  # (as at play: another test's game may have left it in CPython's sys.modules)
    step(app, 300)  # 5.1 s: out of time; this frame imports the time-out's code and does no more (frames31) ...
    assert app.game.ply == 0 and {"uttt.tally", "uttt.ui.gameend"} <= set(sys.modules)
    step(app, 1)    # ... the next chooses a random legal move for X and says so (ugame62) ...
    assert app.game.ply == 0
    step(app, 1)    # ... and the one after plays it
    assert app.game.ply == 1 and app.game.turn == 2
    assert not {"uttt.tally", "uttt.ui.gameend"} & set(sys.modules)  # a time-out's code is not kept
    assert new_game("ultimate").is_legal(app.game.moves[0])
    step(app, 1)
    assert app.scr.timer_shown == 5       # O's clock starts afresh


def test_a_time_out_s_random_move_is_chosen_in_one_frame_and_played_alone_in_the_next():
    # ugame62 (issue 16): the frame that played a time-out's random move also stopped the pondering, chose the
    # move (every legal move listed, random imported) and said it on the console: ~55 ms of a PyBadge's frame
    # (board-adjusted with displayio), ~8 of it the choice's. Now the choice and its line come a frame before the
    # move, in a frame that draws nothing; the move's frame plays it alone. A choice not followed by its move in
    # the very next frame (a press opened the pause between them) is made again.
    import sys
    app = make(timer=1, vs=1, best_of=1, ponder=1)
    app.new_game("bot")
    assert app.human_turn()
    said = []
    app.say = said.append
    step(app, 1)
    forget("uttt.tally")
    step(app, 5100)  # out of time: the imports' frame
    assert app.game.ply == 0 and {"uttt.tally", "uttt.ui.gameend"} <= set(sys.modules)
    app.dirty.clear()
    step(app, 1)     # the choice: said, not played, nothing drawn, the pondering stopped
    assert app.game.ply == 0 and said[-1] == "You ran out of time: a random move" and not app.dirty
    assert app.scr.ponder is None and app.timer.expired(app.t)
    m = sys.modules["uttt.ui.gameend"]._DUE[1]
    step(app, 1)     # the move alone
    assert app.game.moves == [m] and {"status", "cells"} <= app.dirty
    assert not {"uttt.tally", "uttt.ui.gameend"} & set(sys.modules)
    # a choice whose move did not follow in the next frame is made again
    app = make(timer=1)
    app.new_game("hotseat")
    step(app, 1)
    forget("uttt.tally")
    step(app, 5100)
    step(app, 1)
    due = sys.modules["uttt.ui.gameend"]._DUE
    due[1] = -7      # (not a move: were it played, play would refuse it)
    due[0] -= 1      # a frame went by between the choice and now
    step(app, 1)     # chosen again, not played
    assert app.game.ply == 0 and due[1] >= 0
    step(app, 1)
    assert app.game.ply == 1 and app.game.moves[0] == due[1]


def test_a_timed_game_s_clock_line_stays_blank_in_the_computer_s_turn_so_the_scoreboard_s_lines_stay_put():
    # ugame60: the clock's line went in the computer's turn and came back with its move, and every scoreboard line
    # under it moved (the scoreboard's Text set most of its tiles in the frame the thinking starts and the one its
    # move lands in). Now the line stays, blank: the lines under it keep their rows; the clock's the only change.
    app = make(timer=1, vs=1, best_of=1)
    app.new_game("bot")
    assert app.human_turn()
    step(app, 1)
    mine = scoreboard.panel_lines(app, app.scr, 6, 5)
    assert app.scr.timer_shown == 5 and mine[0] == "5s" and len(mine) > 1
    for code in play_presses(app, app.game.legal_moves()[0]):
        press(app, code)
    step(app, 1)  # (the press's frame leaves the clock to the next)
    step(app, 1)
    assert not app.human_turn() and app.scr.timer_shown is None  # the computer's turn: not timed
    theirs = scoreboard.panel_lines(app, app.scr, 6, 5)
    assert theirs == [""] + mine[1:]
    wait_for_computer(app)
    step(app, 1)
    assert app.human_turn() and scoreboard.panel_lines(app, app.scr, 6, 5)[1:] == mine[1:]
    app = make(vs=1, best_of=1)  # untimed: no clock, so no blank line either
    app.new_game("bot")
    for code in play_presses(app, app.game.legal_moves()[0]):
        press(app, code)
    step(app, 1)
    assert not app.human_turn() and "" not in scoreboard.panel_lines(app, app.scr, 6, 5)


def test_timer_lose_ends_the_round_for_the_player_to_move():
    for who_runs_out in (1, 2):
        app = make(timer=1, timeout=1)
        app.new_game("hotseat")
        step(app, 1)
        if who_runs_out == 2:
            app.console("5 5")
            step(app, 1)
        forget("uttt.tally")
        step(app, 5100)  # out of time: the time-out's code is imported, and the game ends in the next frame
        assert app.game.ply == (who_runs_out == 2) and not app.forfeit and app.screen == "game"
        step(app, 1)
        assert app.screen == "result" and app.forfeit == 3 - who_runs_out
        assert app.game.result == 0 and app.result == 3 - who_runs_out
        assert app.round_won == 3 - who_runs_out          # P1 is X in round 1
        assert app.series.wins(3 - who_runs_out) == 1
        assert "time!" in scoreboard.panel_lines(app, app.scr, 6, 8)
        press(app, K.A)
        assert app.screen == "game" and app.forfeit == 0 and app.game.ply == 0


def test_timer_pauses_on_menus_and_the_log_and_not_on_the_computers_turn():
    app = make(timer=2)  # 10 s
    app.new_game("hotseat")
    step(app, 1)
    step(app, 4000)
    left = app.timer.remaining_ms(app.t)
    press(app, K.START)               # pause menu
    assert app.screen == "pause"
    step(app, 60000)
    assert app.game.ply == 0 and app.timer.paused
    press(app, K.A)                   # resume
    assert app.screen == "game"
    step(app, 1)
    assert abs(app.timer.remaining_ms(app.t) - (left - 250)) < 300
    press(app, K.SELECT)              # the log
    step(app, 60000)
    assert app.game.ply == 0
    # Against the computer its turn is not timed.
    app = make(timer=1, vs=1, human=2)
    app.new_game("classic")
    assert app.scr.thinking == "bot"
    step(app, 1)
    assert not app.timer.running and app.scr.timer_shown is None
    wait_for_computer(app)
    step(app, 1)
    assert app.timer.running and app.scr.timer_shown == 5


def test_accuracy_is_computed_after_a_game_against_the_computer_and_stored():
    nvm = bytearray(256)
    app = make(nvm=nvm, vs=1)
    app.new_game("classic")
    rng = random.Random(4)
    finish(app, rng)
    for _ in range(RATING_STARTS):   # its modules one a frame, then the analysis made
        if app.rater is not None:
            break
        step(app, 33)
    assert app.rater is not None and "rating" in scoreboard.panel_lines(app, app.scr, 6, 8)
    for _ in range(6000):   # (4 units a frame here; a Classic position's reference search is 1,000 units since
        if app.rater is None:   # audit19: this game's analysis takes ~2,100 frames, 730 before)
            break
        step(app, 33)
    assert app.rater is None and app.accuracy is not None and 0 <= app.accuracy <= 100
    st = Store(nvm).load().stats
    assert st.rated >= 1 and st.accuracy() == app.accuracy
    # Labelled in words, in one line where it fits, else over two; a panel narrower than the word shows less.
    narrow = scoreboard.panel_lines(app, app.scr, 6, 8)
    assert not any("%" in line or "accu" in line for line in narrow)
    assert ["accuracy", "%d%%" % app.accuracy] == scoreboard.panel_lines(app, app.scr, 9, 8)[-2:]
    assert "accuracy %d%%" % app.accuracy in scoreboard.panel_lines(app, app.scr, 13, 8)


def test_the_game_end_and_stats_counting_code_is_not_kept_after_a_game_or_its_rating():
    # uttt.tally holds Stats.record's and add_accuracy's code (a game's end) and the Stats screen's queries,
    # uttt.ui.gameend rounds' code for a game's end: a board keeps neither resident, the app drops both once
    # the game is counted, its rating started and its figure in.
    import sys
    nvm = bytearray(256)
    app = make(nvm=nvm, vs=1)
    app.new_game("classic")
    sys.modules.pop("uttt.tally", None)
    finish(app, random.Random(4))
    for _ in range(RATING_STARTS):   # the rating starts in the frames after the last move's (the game's end,
        #                              then its modules one a frame)
        step(app, 33)
    assert app.rater is not None and "rating" in scoreboard.panel_lines(app, app.scr, 6, 8)
    assert not {"uttt.tally", "uttt.ui.gameend"} & set(sys.modules)
    assert sum(app.state.stats.totals()) == 1
    sys.modules.pop("uttt.tally", None)
    for _ in range(6000):   # (the Classic analysis: ~2,100 frames of 4 units since audit19, above)
        if app.rater is None:
            break
        step(app, 33)
    assert app.rater is None and app.state.stats.rated >= 1 and "uttt.tally" not in sys.modules
    assert Store(nvm).load().stats.pack() == app.state.stats.pack()  # (pack: the suite may hold two Stats classes)


def test_best_moves_rate_100_per_cent():
    from uttt.ui.rating import Rater
    from uttt.bot import best_move
    g = new_game("classic")
    while not g.result:
        g.play(best_move(g, "hard", seed=1, budget=60) if g.turn == 1 else random.Random(g.ply).choice(
            g.legal_moves()))
    r = Rater(g, 1)
    while not r.step(50):
        pass
    assert r.rated >= 1 and r.percent() == 100


def test_stats_screen_lists_rows_streaks_history_and_accuracy():
    nvm = bytearray(256)
    app = make(nvm=nvm)
    app.new_game("classic")
    finish(app, random.Random(1))
    app.state.stats.add_accuracy(4, 3)
    app.open("title")
    ids = [i for i, _ in app.scr.items()]
    for _ in range(ids.index("stats")):
        press(app, K.DOWN)
    press(app, K.A)
    assert app.screen == "stats"
    text = [t for _, t in app.scr.items()]
    assert any(t.startswith("Won ") for t in text) and any("streak" in t for t in text)
    assert "Accuracy 75% of 4 moves" in text and any(t.startswith("Classic friends") for t in text)
    assert any("Classic friends" in t for t in text) and "Recent games:" in text
    for _ in range(len(text) + 2):
        press(app, K.DOWN)               # scrolls, wraps
    press(app, K.B)
    assert app.screen == "title"



def test_stats_screen_makes_its_rows_once_and_again_when_the_stats_change(monkeypatch):
    # A scroll asks for the rows three times (the press, the redraw, its title): they are made once while the
    # stats stay as they are, and again when they change under the screen (a rating ending in the background).
    from uttt.ui import statscreen
    app = make(nvm=bytearray(256))
    app.new_game("classic")
    finish(app, random.Random(1))
    app.open("stats")
    made = []
    real = statscreen.rows
    monkeypatch.setattr(statscreen, "rows", lambda a: made.append(1) or real(a))
    for _ in range(5):
        press(app, K.DOWN)
        app.scr.heading()
    assert len(made) == 1
    assert not any(t.startswith("Accuracy 50%") for _, t in app.scr.items())
    app.state.stats.add_accuracy(2, 1)
    assert any(t.startswith("Accuracy 50%") for _, t in app.scr.items()) and len(made) == 2
    app.state.stats.record("wild", 0, 1)
    assert any(t.startswith("Wild friends 1-0-0") for _, t in app.scr.items()) and len(made) == 3

def test_stats_screen_rows_read_the_stats_through_uttt_tally_once(monkeypatch):
    # The rows read the counters through uttt.tally's functions, imported once a making, not through the Stats
    # methods (each imports them at its call: ~15 us a call here in the bench's heap, 11 or more a making; menus56);
    # the same rows, each id its own.
    from uttt.stats import Stats
    from uttt.ui import statscreen
    app = make(nvm=bytearray(256))
    for seed in (1, 2, 3):
        app.new_game(("classic", "wild", "hotseat")[seed - 1])
        finish(app, random.Random(seed))
    app.state.stats.add_accuracy(7, 3)
    want = [(app.state.stats.row(r), app.state.stats.recent()) for r in range(8)]
    made = statscreen.rows(app)

    def used(*a):
        raise AssertionError("a Stats method")
    for name in ("row", "totals", "accuracy", "recent"):
        monkeypatch.setattr(Stats, name, used)
    assert statscreen.rows(app) == made
    monkeypatch.undo()
    assert [(app.state.stats.row(r), app.state.stats.recent()) for r in range(8)] == want
    ids = [i for i, _ in made]
    assert len(set(ids)) == len(ids) and "Accuracy 43% of 7 moves" in [t for _, t in made]


def test_a_series_survives_a_power_cycle_between_rounds_and_mid_round():
    nvm = bytearray(b"\xff" * 256)
    app = make(nvm=nvm, best_of=2)   # best of 5
    app.new_game("classic")
    finish(app, random.Random(7))
    score = (app.series.wins1, app.series.wins2, app.series.draws)
    app2 = make(nvm=nvm)              # power cut on the result screen
    assert (app2.series.wins1, app2.series.wins2, app2.series.draws) == score and app2.series.best_of == 5
    app2.new_game("classic")          # the same kind of game continues the series
    assert app2.series.round == 2 and app2.series.x_player == 2
    app2.console("5")
    app2.tick(app2.now + 33)          # the move's frame, then the next, which saves it
    app2.tick(app2.now + 33)
    app3 = make(nvm=nvm)              # power cut mid-round: the round resumes, the score is kept
    assert app3.screen == "game" and app3.game.ply == 1 and app3.series.round == 2
    assert (app3.series.wins1, app3.series.wins2, app3.series.draws) == score
    app3.open("title")
    app3.new_game("wild")             # another kind of game: a new series
    assert app3.series.rounds == 0


def test_against_the_computer_a_swap_of_marks_is_said_where_it_happens():
    # Settings > Swap X/O: each game. X always starts, so in game 2 you are O: the panel says so (issue 17),
    # and Settings' "You play: X" stays true (it is the first game's mark).
    app = make(vs=1, best_of=1, alternate=1, human=1)
    app.new_game("classic")
    assert app.human == 1
    assert not any("are" in line for line in scoreboard.panel_lines(app, app.scr, 13, 8))
    finish(app, random.Random(2))
    press(app, K.A)  # the next game of the match
    assert app.screen == "game" and app.human == 2 and app.settings["human"] == 1
    assert "You are O" in scoreboard.panel_lines(app, app.scr, 13, 8)
    assert scoreboard.panel_lines(app, app.scr, 6, 8)[:2] == ["You", "are O"]
    from uttt.ui.settings import Settings
    assert ("human", "You play: X") in Settings(app).rows()


def test_the_games_end_comes_a_step_a_frame_after_its_last_move():
    # Issues 16 and 19 (review25): the game's last move is drawn in a frame that imports and saves nothing; its
    # end follows over the next frames, a step a frame (the score and the stats, uttt.ui.gameend's and
    # uttt.tally's code imported, run and dropped; uttt.ui.result imported; the save and the result's words, one
    # frame since screens60): no import in the save's frame, nothing of the end's code kept; the score, the stats
    # and the saved match then as before.
    import sys
    nvm = bytearray(256)
    app = make(nvm=nvm)
    app.new_game("classic")                        # between friends: no computer, no rating of anyone's moves
    saves = []
    save = app.save
    app.save = lambda: (saves.append(app.frames), save())
    watched = ("uttt.ui.result",)
    rng = random.Random(4)
    while not app.over:
        for _ in range(4):                         # the last move's save (the frame after it) is done
            step(app, 33)
        for name in watched + ("uttt.tally", "uttt.ui.gameend"):
            sys.modules.pop(name, None)
        n = len(saves)
        app.console(_fmt(app.game, rng.choice(app.game.legal_moves())))
    assert app.screen == "result" and app.scr.ending and len(saves) == n
    assert not set(watched) & set(sys.modules) and app.round_won == -1   # nothing of its end yet
    frames = []
    while app.scr.ending:
        before = set(sys.modules)
        n = len(saves)
        scored = app.round_won
        step(app, 33)
        frames.append((sorted(set(watched) & set(sys.modules) - before), len(saves) - n, scored != app.round_won))
        assert len(frames) < 10
    assert [f for f in frames if sum(map(bool, (f[0], f[1], f[2]))) > 1] == []   # one thing a frame
    assert [new[0] for new, _, _ in frames if new] == list(watched) and sum(s for _, s, _ in frames) == 1
    assert [i for i, f in enumerate(frames) if f[2]] == [0] and [i for i, f in enumerate(frames) if f[1]] == [2]
    assert not {"uttt.ui.gameend", "uttt.tally"} & set(sys.modules)
    assert app.round_won in (0, 1, 2) and app.series.rounds == 1
    assert Store(nvm).load().stats.pack() == app.state.stats.pack() and sum(app.state.stats.totals()) == 1


def test_the_result_panels_items_are_made_again_only_when_what_they_say_changes(monkeypatch):
    # rate28: on a PyBadge the result panel's keys take turns every 2 s, while the rating of your moves runs; the
    # items after them (the score, the match, the rating) are made once and kept until one of them changes (the
    # rating's figure comes in, another game ends), not each time the keys turn (~50 ms frames in the bench).
    import sys
    from test_review import steer
    app = App(160, 128, "dpad", echo=False, seed=1)
    steer(app)                                   # a game between friends ended: its result, the rating running
    assert app.screen == "result" and app.rater is not None
    scoreboard.panel_lines(app, app.scr, 6, 5)
    result = sys.modules["uttt.ui.result"]       # (the result screen's code: imported as it shows)
    made = []
    real = result._items
    monkeypatch.setattr(result, "_items", lambda app, se, out: (made.append(1), real(app, se, out)))
    lines = []
    for anim in (0, 1, 0, 1):                    # a PyBadge's panel: 6 columns, the keys in turn
        app.scr.anim = anim
        lines.append(scoreboard.panel_lines(app, app.scr, 6, 5))
    assert made == []                            # (made once already, as the result showed)
    assert lines[0] == lines[2] != lines[1] == lines[3] and lines[0][:2] == ["A:", "again"] and "rating" in lines[0]
    app.rater = None                             # the rating's figure comes in: the items say it
    app.accuracy = 75
    text = scoreboard.panel_lines(app, app.scr, 13, 8)
    assert made == [1] and "accuracy 75%" in text and "rating..." not in text
    app.series.record(1)                         # another game's end: the score
    assert scoreboard.panel_lines(app, app.scr, 13, 8) != text and made == [1, 1]


def test_a_time_out_whose_code_cannot_load_drops_the_computers_then_says_so_not_a_crash(monkeypatch):
    # room33: at 127 KB a board's heap had no block for uttt.ui.gameend when a timer ran out, and the
    # MemoryError stopped the game. As at a game's end (test_app_play): the computer's code goes and the next
    # frame tries again (the timer is still out); with nothing to drop, a menu says so.
    import builtins
    import sys
    real = builtins.__import__
    fails = [1]
    tries = []

    def imp(name, *a, **kw):
        if name == "uttt.ui.gameend":
            tries.append(name)
            if len(tries) <= fails[0]:
                raise MemoryError("memory allocation failed")
        return real(name, *a, **kw)

    app = make(timer=1)  # 5 s, a random move on expiry
    app.new_game("hotseat")
    step(app, 1)
    forget("uttt.ui.gameend")
    forget("uttt.tally")
    import uttt.bot_search  # noqa: F401  (the computer's code, loaded: what goes to make room)
    monkeypatch.setattr(builtins, "__import__", imp)
    step(app, 5100)  # out of time: the import fails, the computer's code goes
    assert len(tries) == 1 and "uttt.bot_search" not in sys.modules and app.game.ply == 0 and app.screen == "game"
    step(app, 1)     # the next frame: the time-out's code comes in ...
    assert len(tries) == 2 and {"uttt.tally", "uttt.ui.gameend"} <= set(sys.modules) and app.game.ply == 0
    step(app, 1)     # ... the random move is chosen, and played in the next
    step(app, 1)
    assert app.game.ply == 1 and app.screen == "game"
    # nothing left to drop: the pause menu says so
    fails[0] = 99
    del tries[:]
    step(app, 1)     # (O's clock starts)
    step(app, 5100)
    assert len(tries) == 1 and app.screen == "pause" and "memory" in app.notice
