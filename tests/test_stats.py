"""Player statistics: counting, streaks, history, accuracy, fixed-size pack/unpack and saturation."""

import random

import pytest

from uttt import stats
from uttt.stats import (Stats, WIN, LOSS, DRAW, STATS_BYTES, _COUNT_MAX as COUNT_MAX, HISTORY, ROWS, row_of, outcome)

ROW_NAMES = ["Ultimate", "Classic", "Wild", "Super", "Bot 1", "Bot 2", "Bot 3", "Bot 4"]  # the rows, as row_of has them


def test_outcome_from_result_and_mark():
    assert outcome(1, 1) == WIN and outcome(2, 1) == LOSS and outcome(3, 2) == DRAW and outcome(2, 2) == WIN


def test_rows():
    assert [row_of(v) for v in ("ultimate", "classic", "wild", "super")] == [0, 1, 2, 3]
    assert [row_of("classic", lv) for lv in (1, 2, 3, 4)] == [4, 5, 6, 7]
    assert [row_of("super", lv) for lv in (1, 2, 3, 4)] == [4, 5, 6, 7]
    assert ROWS == len(ROW_NAMES) == 8
    with pytest.raises(ValueError):
        row_of("chess")
    with pytest.raises(ValueError):
        row_of("ultimate", 5)


def test_record_rows_streaks_history():
    s = Stats()
    s.record("ultimate", 0, WIN)
    s.record("ultimate", 0, WIN)
    s.record("classic", 0, LOSS)
    s.record("wild", 3, WIN)
    s.record("ultimate", 3, WIN)
    s.record("ultimate", 3, WIN)
    s.record("ultimate", 1, DRAW)
    assert s.row(0) == (2, 0, 0) and s.row(1) == (0, 1, 0) and s.row(6) == (3, 0, 0) and s.row(4) == (0, 0, 1)
    assert s.row(3) == (0, 0, 0) and s.totals() == (5, 1, 1)
    assert s.best_streak == 3 and s.streak == 0
    assert s.recent()[:3] == [("ultimate", 1, DRAW), ("ultimate", 3, WIN), ("ultimate", 3, WIN)]
    assert len(s.recent()) == 7
    for _ in range(5):
        s.record(2, 4, LOSS)
    assert len(s.recent()) == HISTORY and s.recent()[0] == ("wild", 4, LOSS)
    assert s.recent()[-1] == ("ultimate", 3, WIN)
    with pytest.raises(ValueError):
        s.record("ultimate", 0, 0)


def test_accuracy():
    s = Stats()
    assert s.accuracy() is None
    s.add_accuracy(30, 20)
    s.add_accuracy(10, 10)
    assert s.accuracy() == 75
    s.add_accuracy(3, 0)
    assert s.accuracy() == 70      # 30/43 = 69.8 rounds to 70
    with pytest.raises(ValueError):
        s.add_accuracy(3, 4)


def test_pack_is_fixed_size_and_round_trips():
    rng = random.Random(5)
    for n in range(200):
        s = Stats()
        for _ in range(rng.randrange(40)):
            s.record(rng.randrange(4), rng.randrange(5), rng.choice((WIN, LOSS, DRAW)))
        if n % 3:
            r = rng.randrange(500)
            s.add_accuracy(r, rng.randrange(r + 1))
        s.counts[rng.randrange(3 * ROWS)] = rng.randrange(COUNT_MAX + 1)
        data = s.pack()
        assert len(data) == STATS_BYTES
        t = Stats.unpack(data)
        assert t == s and t.counts == s.counts and t.recent() == s.recent()
        assert (t.best_streak, t.streak, t.rated, t.matched) == (s.best_streak, s.streak, s.rated, s.matched)
    assert Stats.unpack(Stats().pack()) == Stats()


def test_saturation():
    s = Stats()
    for _ in range(COUNT_MAX + 50):
        s.record("ultimate", 0, WIN)
    assert s.row(0) == (COUNT_MAX, 0, 0)
    assert s.streak == stats._STREAK_MAX and s.best_streak == stats._STREAK_MAX
    s.counts = [COUNT_MAX] * (3 * ROWS)
    for _ in range(200):
        s.add_accuracy(1000, 900)
    assert s.rated <= 65535 and 89 <= s.accuracy() <= 91
    t = Stats.unpack(s.pack())
    assert t.counts == [COUNT_MAX] * (3 * ROWS) and t.accuracy() == s.accuracy()


def test_unpack_rejects_impossible_bytes():
    good = bytearray(Stats().pack())
    # (34, 0x0D), variant 3, is a Super-Ultimate game since issue 21; bit 7 set (0x81) never is
    for pos, value in ((31, 0x01), (30, 0x80), (33, 5), (34, 0x40), (35, 0x01), (34, 0x81), (34, 0x51), (45, 1)):
        bad = bytearray(good)
        bad[pos] = value
        with pytest.raises(ValueError):
            Stats.unpack(bytes(bad))
    with pytest.raises(ValueError):
        Stats.unpack(good[:10])


def test_the_counting_code_uses_the_stats_numbers():
    # uttt.tally (Stats.record's code) keeps uttt.stats' numbers as private consts: it cannot import uttt.stats,
    # which imports it (tests/test_core_imports.py), so they are checked here.
    from uttt import stats, tally
    assert (tally._WIN, tally._LOSS, tally._DRAW) == (stats.WIN, stats.LOSS, stats.DRAW)
    assert (tally._COUNT_MAX, tally._STREAK_MAX) == (stats._COUNT_MAX, stats._STREAK_MAX)
    assert tally.VARIANTS is stats.VARIANTS
    from uttt import restore
    assert restore._COUNT_MAX == stats._COUNT_MAX


def test_hot_seat_super_ultimate_has_its_row():
    s = Stats()
    s.record("super", 0, WIN)
    s.record("super", 0, DRAW)
    s.record(3, 0, LOSS)
    s.record("super", 2, WIN)    # against the computer: the level's row
    assert ROW_NAMES[3] == "Super" and s.row(3) == (1, 1, 1) and s.row(5) == (1, 0, 0) and s.totals() == (2, 1, 1)
    t = Stats.unpack(s.pack())
    assert t.row(3) == (1, 1, 1) and t.counts == s.counts


def test_the_older_stats_load_with_nothing_lost_or_saturated():
    # Layouts 1 and 2 kept 21 counters of 12 bits (hot-seat Ultimate, Classic, Wild, bot levels 1-4): each comes
    # back in its row (the bot levels one row down, below the new Super-Ultimate row, which starts at 0); a count
    # over 1023 saturates at it.
    from support import layout2_stats
    from uttt.restore import stats as read
    rng = random.Random(11)
    for n in range(200):
        s = Stats()
        for _ in range(rng.randrange(20)):
            s.record(rng.randrange(3), rng.randrange(5), rng.choice((WIN, LOSS, DRAW)))
        s.add_accuracy(50, rng.randrange(51))
        top = (COUNT_MAX, 4095)[n % 2]
        old = [rng.randrange(top + 1) if rng.random() < 0.7 else rng.choice((0, 1022, 1023, 1024, 4095))
               for _ in range(21)]
        data = layout2_stats(s, old)
        t = read(Stats, data, True)
        want = [min(c, COUNT_MAX) for c in old[:9]] + [0, 0, 0] + [min(c, COUNT_MAX) for c in old[9:]]
        assert t.counts == want
        assert (t.best_streak, t.streak, t.rated, t.matched, t.recent()) == \
            (s.best_streak, s.streak, s.rated, s.matched, s.recent())
        if max(old) <= COUNT_MAX:   # nothing over the new maximum: nothing lost
            assert [t.row(r) for r in (0, 1, 2, 4, 5, 6, 7)] == [tuple(old[3 * i:3 * i + 3]) for i in range(7)]
        with pytest.raises(ValueError):   # the old layout's padding bits are still checked
            bad = bytearray(data)
            bad[31] |= 1 << rng.randrange(4)
            read(Stats, bytes(bad), True)
    assert read(Stats, Stats().pack(), True) == Stats()   # empty stats: the same bytes in both layouts
