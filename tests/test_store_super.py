"""A Super-Ultimate game in the store (issue 21; uttt.superstore, docs/state.md "Super-Ultimate saves"): the
round trip in a slot's game room and in the region beside the newest slot, a power cut at every byte of each
kind of write (settings, series and stats are never lost; only a cut inside a region write loses the game, and
says so), random damage (never a half-built game), and the app resuming a game after a power cycle."""

import random

import pytest

from test_store import CutNVM
from uttt.match import Series
from uttt.store import State, Store
from uttt.restore import defaults
from uttt.stats import WIN, Stats
from uttt.super_rules import SuperGame
from uttt.superstore import MAGIC_REGION
from uttt.ui.app import App

LOST = "The Super-Ultimate game in progress was lost"


def game_at(ply, seed=1, stay_open=False):
    rng = random.Random(seed)
    g = SuperGame(stay_open)
    while g.ply < ply and not g.result:
        g.play(rng.choice(g.legal_moves()))
    assert g.ply == ply
    return g


def state_with(game, seed=0):
    rng = random.Random(seed)
    s = defaults()
    s["theme"] = rng.randrange(3)
    s["level"] = rng.randrange(4)
    s["sound"] = rng.randrange(2)
    se = Series(3, False, True, 1)
    se.record(1)
    st = Stats()
    st.record("ultimate", 2, WIN)
    st.record("super", 0, WIN)   # the Super-Ultimate row (layout 3)
    return State(settings=s, series=se, stats=st, game=game, opponent=2, human_mark=2, series_kind=7)


def same_game(a, b):
    return a is not None and b is not None and bytes(a.cells) == bytes(b.cells) and a.ply == b.ply and \
        a.forced == b.forced and a.forced_medium == b.forced_medium and a.result == b.result and \
        a.stay_open == b.stay_open and (a.base or b.base or a.moves == b.moves)


def same_rest(a, b):
    """Settings, series and stats, the game context."""
    return a.settings == b.settings and a.series == b.series and a.stats.pack() == b.stats.pack() and \
        (a.opponent, a.human_mark) == (b.opponent, b.human_mark)


@pytest.mark.parametrize("ply,where,stay_open", [(0, "room", False), (40, "room", False), (160, "region", False),
                                                  (330, "region", False), (520, "region", True)])
def test_round_trip(ply, where, stay_open):
    nvm = bytearray(256)
    st = Store(nvm)
    st.load()
    g = game_at(ply, 2, stay_open)
    state = state_with(g)
    assert st.save(state)
    assert (st.region is not None) == (where == "region")
    got = Store(bytearray(nvm)).load()
    assert got.message is None and same_game(got.game, g) and same_rest(got, state)
    assert got.series_kind == 7
    if where == "region":  # the region's commit byte is where the other slot's is
        assert nvm[(1 - st._newest) * 128] == MAGIC_REGION
        assert st.save(state)  # nothing changed: nothing written
    w = st.writes
    assert st.save(state) and st.writes == w


def test_settings_changed_during_a_region_game_are_kept_with_it():
    nvm = bytearray(256)
    st = Store(nvm)
    st.load()
    state = state_with(game_at(200, 3))
    st.save(state)
    newest = st._newest
    state.settings["theme"] = (state.settings["theme"] + 1) % 3
    state.game.play(state.game.legal_moves()[0])
    st.save(state)
    assert st._newest == newest  # the slot beside the region is not written again
    got = Store(bytearray(nvm)).load()
    assert got.settings == state.settings and same_game(got.game, state.game)


def saves(kind):
    """(the NVM before, the state saved, the state written next) for each kind of write."""
    nvm = bytearray(256)
    st = Store(nvm)
    st.load()
    if kind == "room":        # a game in the slots' game room, the next move
        g = game_at(30, 4)
    elif kind == "enter":     # the move whose record first outgrows the room: a slot, then the region
        g = game_at(1, 4)
        while True:
            st.save(state_with(g))
            if st.region is not None:
                break
            g.play(random.Random(g.ply).choice(g.legal_moves()))
        g.undo()
        st = Store(nvm)
        st.load()
        st.save(state_with(g))
        assert st.region is None
        old = state_with(g.copy())
        g.play(random.Random(g.ply).choice(g.legal_moves()))
        return bytes(nvm), old, state_with(g)
    elif kind == "region":    # a move of a game in the region
        g = game_at(300, 4)
    else:                     # "end": the game over (an ordinary save over the region, no game)
        g = game_at(300, 4)
    st.save(state_with(g))
    old = state_with(g.copy())
    if kind == "end":
        new = state_with(None)
        new.series.record(2)
        new.stats.record("super", 0, 2)   # the game's end counts in the Super-Ultimate row
    else:
        g.play(random.Random(g.ply).choice(g.legal_moves()))
        new = state_with(g)
    return bytes(nvm), old, new


@pytest.mark.parametrize("kind", ["room", "enter", "region", "end"])
def test_a_power_cut_at_every_byte_of_a_save(kind):
    before, old, new = saves(kind)
    full = CutNVM(before)
    st = Store(full)
    st.load()
    assert st.save(new)
    total = 256 - sum(a == b for a, b in zip(before, full.data)) + 4  # at least every byte it changed
    outcomes = set()
    for k in range(total + 200):
        cut = CutNVM(before, budget=k)
        s = Store(cut)
        s.load()
        s.save(new)
        got = Store(CutNVM(cut.data)).load()
        # Settings, series and stats: the old ones or the new ones, never lost.
        assert same_rest(got, old) or same_rest(got, new), (kind, k)
        if same_game(got.game, new.game) or got.game is None and new.game is None:
            outcomes.add("new")
        elif same_game(got.game, old.game):
            outcomes.add("old")
        else:  # only a region write cut short loses the game, and the notice says so
            assert kind in ("enter", "region") and got.game is None and got.message == LOST, (kind, k)
            outcomes.add("lost")
    assert outcomes == ({"new", "old", "lost"} if kind in ("enter", "region") else {"new", "old"})


def test_random_damage_never_gives_a_half_built_game():
    rng = random.Random(9)
    for ply in (40, 250, 500):  # the game room, the region with a moves record, with the position record
        nvm = bytearray(256)
        st = Store(nvm)
        st.load()
        g = game_at(ply, 5)
        st.save(state_with(g))
        clean = bytes(nvm)
        for trial in range(300):
            bad = bytearray(clean)
            for _ in range(rng.randrange(1, 4)):
                bad[rng.randrange(256)] ^= 1 << rng.randrange(8)
            got = Store(bad).load()  # never raises
            assert got.game is None or same_game(got.game, g), (ply, trial)
        for pos in range(256):  # every single byte of the NVM ruined in turn
            bad = bytearray(clean)
            bad[pos] ^= 0xFF
            got = Store(bad).load()
            assert got.game is None or same_game(got.game, g), (ply, pos)


def test_the_app_resumes_a_super_ultimate_game_after_a_power_cycle():
    nvm = bytearray(256)
    app = App(160, 128, "dpad", echo=False, nvm=nvm, seed=1)
    app.settings["vs"] = 1
    app.scr.activate("super", 1)
    assert app.cpu and app.series_kind == 8
    rng = random.Random(6)
    t = 0
    while app.game.ply < 240:
        t += 50
        app.tick(t)
        if app.human_turn() and app.scr.computer is None:
            app.scr.play(rng.choice(app.game.legal_moves()))
    for _ in range(8):  # the last move's frame, the next, which saves its record (GameScreen.settle_now), and its
        #                 second half, the write, two frames later (uttt.superstore.halves)
        t += 50
        app.tick(t)
        if app.scr.settle == -1 and app.store.pending is None:
            break
    g = app.game
    back = App(160, 128, "dpad", echo=False, nvm=bytearray(nvm), seed=1)
    assert same_game(back.game, g) and back.mode == "super" and back.cpu and back.series_kind == 8
    assert type(back.scr).__name__ == "SuperScreen" and back.scr.name == "game"
    assert back.log == app.log
    assert back.level == app.level and back.human == app.human


def test_stats_count_super_ultimate_games():
    from uttt.stats import DRAW, LOSS, row_of
    st = Stats()
    st.record("super", 0, WIN)    # between friends: a row of its own (row 3), the history and the streak
    st.record("super", 4, LOSS)   # against hard: hard's row
    st.record("super", 2, DRAW)
    assert row_of("super", 0) == 3 and row_of("super", 4) == 7
    assert st.row(3) == (1, 0, 0) and st.row(7) == (0, 1, 0) and st.row(5) == (0, 0, 1)
    assert st.totals() == (1, 1, 1)
    assert st.recent() == [("super", 2, DRAW), ("super", 4, LOSS), ("super", 0, WIN)]
    assert st.best_streak == 1
    back = Stats.unpack(st.pack())
    assert back == st and back.recent() == st.recent()


def test_a_finished_super_ultimate_game_is_in_the_stats_and_their_screen():
    app = App(160, 128, "dpad", echo=False, nvm=bytearray(256))
    app.scr.activate("super", 1)
    rng = random.Random(8)
    while not app.game.result:
        app.scr.play(rng.choice(app.game.legal_moves()))
    for t in range(3):  # the game's end (its count in the stats, the save), a step a frame (rounds.ending; ugame64)
        app.tick(33 * t)
    assert app.state.stats.recent()[0][0] == "super"
    back = App(160, 128, "dpad", echo=False, nvm=bytearray(app.nvm))
    assert back.state.stats.recent()[0][0] == "super"
    back.open("stats")
    assert any("Super" in text for _, text in back.scr.items())
    assert sum(back.state.stats.row(3)) == 1      # between friends: the Super-Ultimate row
    assert any(text.startswith("Super-Ultimate friends") for _, text in back.scr.items())


def test_a_region_move_s_save_comes_in_two_halves_and_a_power_cut_between_loses_at_most_that_move():
    # supertick47: a move's save (against the computer here) makes its record in the frame after the move
    # (GameScreen.settle_now, uttt.superstore.halves) and leaves the rest (store.pending) to a frame of its own two
    # frames later, before the computer's start. Between the two the NVM holds the game at the move before (a boot
    # from a copy of it resumes there); after the second, at this one. Any other save writes the game whole and
    # drops the half left.
    nvm = bytearray(256)
    halves = 0
    for app in frames_against_the_computer(nvm, 190):
        moves = list(app.game.moves)
        got = Store(bytearray(nvm)).load()
        have = list(got.game.moves)
        assert have == moves[:len(have)] and len(have) >= len(moves) - 1  # at most the last move not saved
        if app.store.pending is not None:
            assert have == moves[:-1]
            halves += 1
            if halves == 20:  # another save meanwhile: the game whole, the half dropped
                assert app.save() and app.store.pending is None
                assert list(Store(bytearray(nvm)).load().game.moves) == moves
        elif app.scr.settle == -1 and app.game.ply > 150:
            assert have == moves
    assert halves > 40


def test_a_move_s_save_left_half_done_is_written_when_a_menu_opens():
    """A pause opened in the two frames between a move's save's halves (uttt.superstore.halves) left the second to
    the next save: a power cut in the menu lost that move. Now the game screen's close writes it."""
    from uttt.ui import buttons as K
    nvm = bytearray(256)
    paused = 0
    for app in frames_against_the_computer(nvm, 120):
        if paused == 5:
            break
        if app.store.pending is not None:
            moves = list(app.game.moves)
            app.press(K.START)
            assert app.screen == "pause" and app.store.pending is None
            assert list(Store(bytearray(nvm)).load().game.moves) == moves  # (a power cut now: the game as it is)
            paused += 1
            app.scr.activate("resume", 1)
    assert paused == 5


def test_a_move_s_save_left_half_done_is_not_written_over_the_game_s_end():
    """A move's save left half done (uttt.superstore.save after ``store.later``), then the game's end saved (an
    ordinary save: a finished Super game is not kept, uttt.ui.persist): the half, finished later (``halves``, or
    the game screen's close), writes nothing. (Since room48 the ordinary ``Store.save`` leaves store.pending be:
    uttt.store has no Super code; ``finish`` checks the state's game.)"""
    from uttt.superstore import finish
    nvm = bytearray(256)
    s = Store(nvm)
    s.load()
    g = game_at(160)
    st = state_with(g)
    assert s.save(st) and s.pending is None
    g.play(random.Random(3).choice(g.legal_moves()))
    s.later = True
    assert s.save(st) and s.pending is not None
    st.game = None
    assert s.save(st)
    if s.pending is not None:
        assert finish(s)
    assert s.pending is None and Store(bytearray(nvm)).load().game is None


def frames_against_the_computer(nvm, plies):
    """A Super-Ultimate game against the computer, its store on nvm, in 50 ms frames until ply plies: your move (at
    random) played once the last one settled; the app yielded after each frame."""
    app = App(160, 128, "dpad", echo=False, nvm=nvm, seed=1)
    app.settings["vs"] = 1
    app.scr.activate("super", 1)
    rng = random.Random(6)
    t = 0
    while app.game.ply < plies:
        t += 50
        app.tick(t)
        if app.human_turn() and app.scr.computer is None and app.scr.settle == -1:
            app.scr.play(rng.choice(app.game.legal_moves()))
        yield app
