"""The counting at a game's end, and the stats' reading: the code of ``uttt.stats`` and ``uttt.match`` that runs
once a game (and on the Stats screen).

A board keeps ``uttt.stats`` and ``uttt.match`` resident (the save packs the ``Stats`` and the ``Series`` after
every move), but counts a game only at its end, adds the rating's figure once per game, plays a timed-out
turn's random move rarely and reads the stats' rows only on the Stats screen. So the code of those methods
lives here; the methods of the same names import it when called:

    Series.record(result)                 ->  series_record(se, result)
    timer.expire_move(game, rng)          ->  expire_move(game, rng)

    Stats.record(variant, level, result)  ->  record(st, ...)
    Stats.add_accuracy(rated, matched)    ->  add_accuracy(st, ...)
    Stats.row(r), totals(), accuracy(), recent()  ->  row(st, r), totals(st), accuracy(st), recent(st)

The app drops this module when the job is done (``uttt.ui.app.ONCE``; ``uttt.ui.gameend.end``,
``uttt.ui.gameend.time_out`` and ``uttt.ui.rating.rated`` right after their call), so at play none of this code
is in RAM. Layout and meaning of the fields: ``uttt.stats``, ``uttt.match``.
"""

from uttt.storefmt import VARIANTS, ROWS, LEVELS, HISTORY  # (not uttt.stats: it imports this module)

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

# uttt.stats' numbers, as private consts (a board inlines them; tests/test_stats.py checks they agree).
_WIN = const(1)
_LOSS = const(2)
_DRAW = const(3)
_COUNT_MAX = const(1023)
_STREAK_MAX = const(255)
_ACC_MAX = const(65535)  # moves rated or matched, at most (two bytes each)


def variant_index(variant):
    """0..3 for a variant given by name ("ultimate", "classic", "wild", "super") or number."""
    if isinstance(variant, int):
        if 0 <= variant < 4:
            return variant
    elif variant in VARIANTS:
        return VARIANTS.index(variant)
    raise ValueError("unknown variant %r" % (variant,))


def row_of(variant, level=0):
    """The stats row: hot-seat (level 0) by variant (0..3), else 3 + the bot level 1..4."""
    if level:
        if not 1 <= level <= LEVELS:
            raise ValueError("bot level must be 1..4")
        return 3 + level
    return variant_index(variant)


def record(st, variant, level, result):
    """``Stats.record``: count one finished game in st."""
    if result not in (_WIN, _LOSS, _DRAW):
        raise ValueError("outcome must be WIN, LOSS or DRAW")
    v = variant_index(variant)
    i = 3 * row_of(v, level) + result - 1
    if st.counts[i] < _COUNT_MAX:
        st.counts[i] += 1
    if result == _WIN:
        if st.streak < _STREAK_MAX:
            st.streak += 1
        if st.streak > st.best_streak:
            st.best_streak = st.streak
    else:
        st.streak = 0
    h = st.history
    for k in range(HISTORY - 1, 0, -1):
        h[k] = h[k - 1]
    h[0] = result | (v << 2) | (level << 4)


def add_accuracy(st, rated, matched):
    """``Stats.add_accuracy``: add one game's rating to st."""
    if not 0 <= matched <= rated:
        raise ValueError("need 0 <= matched <= rated")
    r = st.rated + rated
    m = st.matched + matched
    while r > _ACC_MAX:
        r = (r + 1) // 2
        m = (m + 1) // 2
    st.rated = r
    st.matched = m if m <= r else r


def row(st, r):
    """``Stats.row``: (wins, losses, draws) of row r."""
    return st.counts[3 * r], st.counts[3 * r + 1], st.counts[3 * r + 2]


def totals(st):
    """``Stats.totals``: (wins, losses, draws) over all rows."""
    w = l = d = 0
    for r in range(ROWS):
        w += st.counts[3 * r]
        l += st.counts[3 * r + 1]
        d += st.counts[3 * r + 2]
    return w, l, d


def accuracy(st):
    """``Stats.accuracy``: the matched percentage (0..100, rounded), None if no move was rated."""
    if not st.rated:
        return None
    return (200 * st.matched + st.rated) // (2 * st.rated)


def recent(st):
    """``Stats.recent``: (variant name, level, outcome) per recent game, newest first."""
    out = []
    for b in st.history:
        if not b & 3:
            break
        out.append((VARIANTS[(b >> 2) & 3], (b >> 4) & 7, b & 3))
    return out


# ----- the match's counting (uttt.match: Series.record, expire_move) ----------------------------------------------
_CAP = const(255)  # the series' counters saturate here (one byte each; uttt.match's _CAP)


def _inc(n):
    return n + 1 if n < _CAP else n


def series_record(se, result):
    """``Series.record``: count the round just played in the series se, set up the next; the round's winner."""
    if result not in (1, 2, 3):
        raise ValueError("result must be 1 (X won), 2 (O won) or 3 (draw)")
    if se.over:
        raise ValueError("the series is over")
    if result == 3:
        se.draws = _inc(se.draws)
        won = 0
    else:
        won = se.player_of(result)
        if won == 1:
            se.wins1 = _inc(se.wins1)
        else:
            se.wins2 = _inc(se.wins2)
        if result == 1:
            se.x_wins = _inc(se.x_wins)
        else:
            se.o_wins = _inc(se.o_wins)
    if se.alternate:
        se.x_player = 3 - se.x_player
    return won


def expire_move(game, rng=None):
    """``uttt.timer.expire_move``: a random legal move for the player whose time ran out."""
    moves = game.legal_moves()
    if not moves:
        raise ValueError("the game is over")
    if rng is None:
        import random as rng
    return moves[rng.randrange(len(moves))]
