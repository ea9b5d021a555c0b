"""Match play around single games (seed 000 2.6.1, 2.7): a series of rounds (the turn timer: ``uttt.timer``).

Pure logic: no hardware imports, no floats, nothing allocated per frame. Runs on CircuitPython, MicroPython
and CPython.

People and marks: the two *players* are 1 and 2 (the people, or "you" = player 1 against the bot); the
*marks* are X (1) and O (2) of one round. X always moves first (the rules), so with ``alternate`` on the
players swap marks every round: the player who is X in round 1 (``first``, normally player 1) is O in round
2, X in round 3, ... Game results use the rules' numbers: 1 X won, 2 O won, 3 draw (Cat's game).

Scores are kept in half-points (ints): a win is 2, a draw 1 (0 with ``sudden_death``). ``format_half(5)`` is
"2.5".
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

from uttt.storefmt import BEST_OF, SERIES_BYTES, RANDOM, LOSE  # noqa: F401 (shared with restore)

_CAP = const(255)        # counters saturate here (they are stored in one byte each)


def format_half(half_points):
    """Half-points as the scoreboard shows them: 4 -> "2", 5 -> "2.5"."""
    return "%d.5" % (half_points // 2) if half_points & 1 else "%d" % (half_points // 2)


class Series:
    """A series of rounds between players 1 and 2.

    ``best_of``: 0 open-ended, else 3, 5 or 7. ``sudden_death``: draws score nothing (else half a point to
    each). ``alternate``: the players swap X and O every round (seed 000: on by default). ``first``: the
    player who is X (and so opens) in round 1.

    A best-of-N series ends as soon as the leader cannot be caught in the rounds left (lead in half-points
    greater than 2 x rounds left), or after N rounds. A level score after N rounds is a tied series
    (``winner`` 0): with draws worth half a point, or worth nothing in sudden death, ties are a real result
    and extra deciding rounds could go on forever in Classic between careful players.
    """

    def __init__(self, best_of=0, sudden_death=False, alternate=True, first=1):
        if best_of not in BEST_OF:
            raise ValueError("best_of must be 0 (open-ended), 3, 5 or 7")
        if first not in (1, 2):
            raise ValueError("first must be player 1 or 2")
        self.best_of = best_of
        self.sudden_death = bool(sudden_death)
        self.alternate = bool(alternate)
        self.first = first
        self.reset()

    def reset(self):
        """Start the series again with the same options."""
        self.wins1 = 0       # rounds won by player 1
        self.wins2 = 0       # rounds won by player 2
        self.draws = 0       # Cat's games
        self.x_wins = 0      # rounds won by whoever held X (the scoreboard of seed 000)
        self.o_wins = 0
        self.x_player = self.first   # the player who is X, and opens, in the current (next) round

    # ----- queries -----------------------------------------------------------------------------------------
    @property
    def rounds(self):
        """Rounds played so far (saturates at 255 in a very long open-ended series)."""
        return min(_CAP, self.wins1 + self.wins2 + self.draws)

    @property
    def round(self):
        """The number of the round being played (or next to be played), from 1."""
        return min(_CAP, self.rounds + 1)

    @property
    def o_player(self):
        return 3 - self.x_player

    def mark_of(self, player):
        """The mark (1 X, 2 O) that player holds in the current round."""
        return 1 if player == self.x_player else 2

    def player_of(self, mark):
        """The player holding mark (1 X, 2 O) in the current round."""
        return self.x_player if mark == 1 else 3 - self.x_player

    def wins(self, player):
        return self.wins1 if player == 1 else self.wins2

    def points(self, player):
        """Score of player in half-points: 2 per win, 1 per draw (0 per draw in sudden death)."""
        return 2 * self.wins(player) + (0 if self.sudden_death else self.draws)

    def score_text(self, player):
        """Score for the scoreboard: "2.5"."""
        return format_half(self.points(player))

    @property
    def rounds_left(self):
        """Rounds still to play in a best-of series (None when open-ended)."""
        if not self.best_of:
            return None
        return max(0, self.best_of - self.rounds)

    @property
    def over(self):
        """True when a best-of series is decided. An open-ended series is never over."""
        if not self.best_of:
            return False
        left = self.best_of - self.rounds
        if left <= 0:
            return True
        lead = self.points(1) - self.points(2)
        if lead < 0:
            lead = -lead
        return lead > 2 * left

    @property
    def winner(self):
        """The player ahead (1 or 2), or 0 when level. Final once ``over``; the current leader before."""
        p1 = self.points(1)
        p2 = self.points(2)
        if p1 == p2:
            return 0
        return 1 if p1 > p2 else 2

    # ----- changes -----------------------------------------------------------------------------------------
    def record(self, result):
        """Record the result of the round just played (1 X won, 2 O won, 3 draw) and set up the next round.

        Returns the player who won the round, or 0 for a Cat's game. Raises ValueError for any other result
        or when the series is already over.
        """
        from uttt.tally import series_record  # its code runs once a game (uttt.tally)
        return series_record(self, result)

    # ----- bytes -------------------------------------------------------------------------------------------
    def pack(self):
        """The series as SERIES_BYTES bytes: flags, wins of player 1, of player 2, draws, X wins, O wins.

        Flags: bits 0-1 best_of code (index in BEST_OF), bit 2 sudden_death, bit 3 alternate, bit 4 X is
        player 2 this round, bit 5 player 2 opened round 1; bits 6-7 zero.
        """
        flags = (BEST_OF.index(self.best_of) | (4 if self.sudden_death else 0) | (8 if self.alternate else 0)
                 | (16 if self.x_player == 2 else 0) | (32 if self.first == 2 else 0))
        return bytes((flags, self.wins1, self.wins2, self.draws, self.x_wins, self.o_wins))

    @classmethod
    def unpack(cls, data):
        """The series packed in data[:SERIES_BYTES]. Raises ValueError on inconsistent bytes. (The code is in
        uttt.restore, loaded when needed: a board reads saves only at start-up.)"""
        from uttt.restore import series
        return series(cls, data)

    def __eq__(self, other):
        return isinstance(other, Series) and self.pack() == other.pack()
