"""Player statistics (seed 000 2.9 "analytics"), packed into STATS_BYTES fixed bytes for NVM.

Pure logic, no hardware imports. Every counter saturates instead of wrapping.

Whose stats: results are counted for "you", which is the human against a bot, and player 1 in hot-seat.
So in hot-seat a *win* is a round won by player 1, a *loss* one won by player 2, a *draw* a Cat's game
(player 2's record is the same row read the other way round). Rows:

    0..3 hot-seat Ultimate, Classic, Wild, Super-Ultimate   4..7 against the bot, level 1..4 (any variant)

Streaks count your consecutive wins over all rows; a loss or a draw ends the current streak.
The history keeps the last HISTORY results, newest first, each with its variant and opponent.
Accuracy: after a game the bot rates each of your moves; ``add_accuracy(rated, matched)`` adds how many
moves it rated and how many matched its own choice.

Layout (STATS_BYTES = 46; the save's layout 3, docs/state.md):
    0..29   24 win/loss/draw counters, 10 bits each (max 1023), row by row (win, loss, draw), packed
            big-endian in a bit stream;  30..31 zero
    32      longest win streak (max 255)      33  current win streak (max 255)
    34..41  history, newest first: bits 0-1 outcome (0 empty slot), bits 2-3 variant (3: Super-Ultimate), bits
            4-6 bot level (0 hot-seat), bit 7 zero
    42..43  moves rated (big-endian)          44..45  moves matched (<= rated). Near 65535 both are halved,
            which keeps the percentage.
(Layouts 1 and 2 had 21 counters of 12 bits, rows 0-2 and the bot levels, and no Super-Ultimate row: read by
uttt.restore, a counter over 1023 saturating there.)
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

WIN = const(1)
LOSS = const(2)
DRAW = const(3)

from uttt.storefmt import VARIANTS, ROWS, LEVELS, HISTORY, STATS_BYTES  # noqa: E402 (shared with restore, tally)
_COUNT_MAX = const(1023)
_STREAK_MAX = const(255)  # (tally's, which counts the streaks; a private const: no name)
# The rows (row_of): hot-seat Ultimate, Classic, Wild, Super-Ultimate, then against the computer's levels 1-4. (Their
# names are the Stats screen's, uttt.ui.statscreen: no table of them here, in every boot's heap; room33.)


def outcome(result, your_mark):
    """Your outcome (WIN, LOSS, DRAW) from a game result (1 X won, 2 O won, 3 draw) and the mark you held."""
    if result == 3:
        return DRAW
    return WIN if result == your_mark else LOSS


def row_of(variant, level=0):
    """The stats row: hot-seat (level 0) by variant (0..3), else 3 + the bot level 1..4. (Code in uttt.tally,
    as the methods'.)"""
    from uttt.tally import row_of
    return row_of(variant, level)


class Stats:
    """Win/loss/draw per row, streaks, recent history and move accuracy."""

    def __init__(self):
        self.counts = [0] * (3 * ROWS)   # row r: [3r] wins, [3r+1] losses, [3r+2] draws
        self.best_streak = 0
        self.streak = 0
        self.history = bytearray(HISTORY)
        self.rated = 0
        self.matched = 0

    # ----- recording and queries: a game's end and the Stats screen (their code is in uttt.tally) ----------
    def record(self, variant, level, result):
        """Count one finished game: variant ("ultimate"/"classic"/"wild"/"super" or 0..3), level (0 hot-seat, else
        the bot level 1..4) and your outcome (WIN, LOSS, DRAW; see ``outcome``)."""
        from uttt.tally import record
        record(self, variant, level, result)

    def add_accuracy(self, rated, matched):
        """Add the bot's rating of one game: how many of your moves it rated, how many matched its choice."""
        from uttt.tally import add_accuracy
        add_accuracy(self, rated, matched)

    def row(self, r):
        """(wins, losses, draws) of row r (0..7, see row_of)."""
        from uttt.tally import row
        return row(self, r)

    def totals(self):
        """(wins, losses, draws) over all rows."""
        from uttt.tally import totals
        return totals(self)

    def accuracy(self):
        """Percentage (0..100, rounded) of your rated moves that matched the bot's choice; None if none."""
        from uttt.tally import accuracy
        return accuracy(self)

    def recent(self):
        """The recent games, newest first, as (variant name, level, outcome) tuples."""
        from uttt.tally import recent
        return recent(self)

    # ----- bytes -------------------------------------------------------------------------------------------
    def pack(self):
        """STATS_BYTES bytes (layout in the module docstring)."""
        out = bytearray(STATS_BYTES)
        acc = 0
        nbits = 0
        pos = 0
        for c in self.counts:  # 24 x 10 bits: 30 whole bytes
            acc = (acc << 10) | c
            nbits += 10
            while nbits >= 8:
                nbits -= 8
                out[pos] = (acc >> nbits) & 0xFF
                pos += 1
            acc &= (1 << nbits) - 1
        out[32] = self.best_streak
        out[33] = self.streak
        out[34:42] = self.history
        out[42] = self.rated >> 8
        out[43] = self.rated & 0xFF
        out[44] = self.matched >> 8
        out[45] = self.matched & 0xFF
        return bytes(out)

    @classmethod
    def unpack(cls, data):
        """The stats packed in data[:STATS_BYTES]. Raises ValueError on bytes no ``pack`` could give. (The code
        is in uttt.restore, loaded when needed: a board reads saves only at start-up.)"""
        from uttt.restore import stats
        return stats(cls, data)

    def __eq__(self, other):
        return isinstance(other, Stats) and self.pack() == other.pack()
