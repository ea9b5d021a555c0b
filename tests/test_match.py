"""Match series arithmetic, first-move alternation, best-of endings, sudden death and the turn timer."""

import random

import pytest

from uttt.classic import Classic
from uttt.match import Series, format_half, RANDOM, LOSE, SERIES_BYTES
from uttt.timer import TurnTimer, ticks_diff, ticks_add, expire_move, forfeit_result, _TICKS_PERIOD
from uttt.rules import Game


def test_format_half():
    assert [format_half(h) for h in (0, 1, 2, 3, 4, 5, 21)] == ["0", "0.5", "1", "1.5", "2", "2.5", "10.5"]


@pytest.mark.parametrize("alternate", [True, False])
@pytest.mark.parametrize("first", [1, 2])
def test_many_rounds_against_a_plain_model(alternate, first):
    rng = random.Random(7 + first)
    s = Series(0, alternate=alternate, first=first)
    x_player = first
    w = {1: 0, 2: 0}
    draws = xw = ow = 0
    for n in range(1, 201):
        assert s.round == n and s.rounds == n - 1
        assert s.x_player == x_player
        assert s.mark_of(x_player) == 1 and s.mark_of(3 - x_player) == 2
        assert s.player_of(1) == x_player and s.player_of(2) == 3 - x_player
        result = rng.choice((1, 2, 3))
        won = s.record(result)
        if result == 3:
            draws += 1
            assert won == 0
        else:
            p = x_player if result == 1 else 3 - x_player
            assert won == p
            w[p] += 1
            xw += result == 1
            ow += result == 2
        if alternate:
            x_player = 3 - x_player
        assert (s.wins1, s.wins2, s.draws, s.x_wins, s.o_wins) == (w[1], w[2], draws, xw, ow)
        assert s.points(1) == 2 * w[1] + draws and s.points(2) == 2 * w[2] + draws
        assert not s.over
    if alternate:
        # Player 1 is X in odd rounds when first = 1: round 201 is odd.
        assert s.x_player == first


def test_first_round_is_player_one_as_x_and_then_alternates():
    s = Series()
    openers = []
    for _ in range(6):
        openers.append(s.x_player)
        s.record(3)
    assert openers == [1, 2, 1, 2, 1, 2]


def test_score_with_draws_and_sudden_death():
    s = Series()
    for r in (1, 3, 2, 3):      # p1 (X) wins, draw, p1 (X in round 3 plays... see below)
        s.record(r)
    # round 1: p1 X wins; round 2: draw; round 3: p1 is X, O won -> p2; round 4: draw
    assert (s.wins1, s.wins2, s.draws) == (1, 1, 2)
    assert s.score_text(1) == "2" and s.score_text(2) == "2"
    s.record(2)                 # round 5: p1 is X, O wins -> p2
    assert s.score_text(2) == "3" and s.winner == 2
    sd = Series(sudden_death=True)
    for r in (3, 3, 1):
        sd.record(r)
    # round 3: player 1 is X again
    assert sd.points(1) == 2 and sd.points(2) == 0 and sd.score_text(1) == "1"


def _open_copy(s):
    data = bytearray(s.pack())
    data[0] &= ~3   # same counts and options, but open-ended: never refuses a round
    return Series.unpack(bytes(data))


def _completions_winners(s, left):
    """All final winners reachable by playing every remaining round (brute force, no early ending)."""
    if left == 0:
        return {s.winner}
    out = set()
    for r in (1, 2, 3):
        t = _open_copy(s)
        t.record(r)
        out |= _completions_winners(t, left - 1)
    return out


@pytest.mark.parametrize("best_of", [3, 5])
@pytest.mark.parametrize("sudden_death", [False, True])
def test_best_of_ends_exactly_when_decided(best_of, sudden_death):
    seen_over = 0

    def walk(s):
        nonlocal seen_over
        left = best_of - s.rounds
        finals = _completions_winners(s, left)
        decided = left == 0 or (len(finals) == 1 and 0 not in finals)
        assert s.over == decided, (s, finals)
        if s.over:
            seen_over += 1
            assert s.winner in finals
            with pytest.raises(ValueError):
                s.record(1)
            return
        for r in (1, 2, 3):
            t = Series.unpack(s.pack())
            t.record(r)
            walk(t)

    walk(Series(best_of, sudden_death))
    assert seen_over > 0


def test_best_of_three_examples():
    s = Series(3)
    s.record(1)          # p1 (X) wins
    s.record(2)          # p1 is O, O wins -> p1
    assert s.over and s.winner == 1 and s.rounds == 2
    t = Series(3)
    for r in (1, 3, 1):  # p1 wins, draw, p1 is X again and wins?  round 3 p1 is X
        t.record(r)
    assert t.over and t.winner == 1
    u = Series(3)
    for r in (1, 3, 2):  # p1 wins, draw, round 3 p1 is X and O wins -> p2: 1.5 - 1.5
        u.record(r)
    assert u.over and u.winner == 0 and u.score_text(1) == "1.5" == u.score_text(2)
    v = Series(7, sudden_death=True)
    for _ in range(7):
        v.record(3)
    assert v.over and v.winner == 0 and v.points(1) == 0


def test_open_ended_never_over_and_counters_saturate():
    s = Series(0, alternate=False)
    for _ in range(300):
        s.record(1)
    assert not s.over and s.wins1 == 255 and s.x_wins == 255 and s.rounds == 255 and s.round == 255
    assert Series.unpack(s.pack()) == s


def test_pack_round_trip_and_corruption():
    rng = random.Random(3)
    for _ in range(300):
        s = Series(rng.choice((0, 3, 5, 7)), rng.random() < 0.5, rng.random() < 0.5, rng.choice((1, 2)))
        for _ in range(rng.randrange(12)):
            if s.over:
                break
            s.record(rng.choice((1, 2, 3)))
        data = s.pack()
        assert len(data) == SERIES_BYTES
        t = Series.unpack(data)
        assert t == s and t.x_player == s.x_player and t.over == s.over and t.winner == s.winner
    with pytest.raises(ValueError):
        Series.unpack(b"\xff\x00\x00\x00\x00\x00")
    with pytest.raises(ValueError):
        Series.unpack(bytes((1, 3, 0, 0, 0, 0)))     # best of 3 with 3 wins but no X/O wins
    with pytest.raises(ValueError):
        Series.unpack(bytes((1, 2, 2, 0, 2, 2)))     # 4 rounds in a best of 3
    with pytest.raises(ValueError):
        Series.unpack(b"\x00")
    with pytest.raises(ValueError):
        Series(4)


# ----- timer ----------------------------------------------------------------------------------------------

def test_ticks_diff_wraps():
    top = _TICKS_PERIOD - 1
    assert ticks_diff(5, top) == 6
    assert ticks_diff(top, 5) == -6
    assert ticks_add(top, 10) == 9
    assert ticks_diff(123456, 123000) == 456
    assert ticks_diff(10 ** 12 + 5000, 10 ** 12) == 5000   # a plain PC millisecond clock also works


def test_timer_off():
    t = TurnTimer(0)
    t.start(100)
    assert not t.enabled and t.remaining_ms(10 ** 6) is None and t.seconds_left(5) is None
    assert not t.expired(10 ** 9) and not t.tick_due(10 ** 9)


@pytest.mark.parametrize("start", [0, 1000, _TICKS_PERIOD - 1500, _TICKS_PERIOD - 1])
def test_countdown_ticks_and_expiry_across_wrap(start):
    t = TurnTimer(5, LOSE)
    t.start(start)
    ticks = []
    shown = []
    expired_at = None
    for ms in range(0, 6001, 10):
        now = ticks_add(start, ms)
        if t.tick_due(now):
            ticks.append(ms)
        shown.append(t.seconds_left(now))
        if expired_at is None and t.expired(now):
            expired_at = ms
    assert ticks == [2000, 3000, 4000]          # display becomes 3, 2, 1
    assert expired_at == 5000
    assert shown[0] == 5 and shown[1] == 5 and shown[100] == 4 and shown[-1] == 0
    assert t.remaining_ms(ticks_add(start, 4990)) == 10


def test_late_polling_ticks_once():
    t = TurnTimer(10)
    t.start(0)
    assert not t.tick_due(6000)        # 4 s left: no tick yet
    assert t.tick_due(9500)            # straight to "1"
    assert not t.tick_due(9600)
    assert not t.tick_due(9999)


def test_pause_and_resume():
    t = TurnTimer(10)
    t.start(_TICKS_PERIOD - 2000)
    t.pause(_TICKS_PERIOD - 1000)       # 1 s used
    assert t.remaining_ms(500000) == 9000 and not t.expired(500000)
    t.resume(100)                      # after the wrap
    assert t.remaining_ms(1100) == 8000
    assert not t.expired(9099) and t.expired(9100)
    t.start(20000)                     # next turn: full time again
    assert t.remaining_ms(20000) == 10000
    t.stop()
    assert t.remaining_ms(50000) is None and not t.expired(10 ** 7)


def test_timer_validates():
    for bad in (1, 4, 61, -5):
        with pytest.raises(ValueError):
            TurnTimer(bad)
    with pytest.raises(ValueError):
        TurnTimer(10, "draw")
    assert TurnTimer(60, RANDOM).on_expire == "random"


def _random_positions(rng, n):
    for _ in range(n):
        kind = rng.randrange(4)
        g = Game(stay_open=kind == 3) if kind in (0, 3) else Classic(wild=kind == 2)
        for _ in range(rng.randrange(60)):
            moves = g.legal_moves()
            if not moves:
                break
            g.play(rng.choice(moves))
        if not g.result:
            yield g


def test_expire_random_move_is_legal():
    rng = random.Random(11)
    count = 0
    for g in _random_positions(rng, 400):
        m = expire_move(g, rng)
        assert g.is_legal(m)
        g.play(m)
        count += 1
    assert count > 200
    g = Game()
    assert g.is_legal(expire_move(g))     # default: the random module


def test_expire_lose_and_game_over():
    g = Game()
    assert forfeit_result(g) == 2         # X to move runs out: O wins
    g.play(40)
    assert forfeit_result(g) == 1
    c = Classic()
    for m in (0, 3, 1, 4, 2):
        c.play(m)
    with pytest.raises(ValueError):
        expire_move(c)
