"""Ultimate Tic-Tac-Toe rules (seed 001), lean enough for a PyBadge.

A move is one int ``m = 9 * board + cell``; boards and cells are numbered 0..8 row by row from the top-left.
Players are 1 (X, moves first) and 2 (O). Results: 0 ongoing, 1 X won, 2 O won, 3 draw.

Representation: ``cells`` is a bytearray(81); each small board also keeps a 9-bit mask per player so a line
check is one lookup in ``WIN`` (a 512-byte table). ``play``/``undo`` allocate nothing: the undo record of each
ply (move, previous forced board, previous board state) lives in a preallocated bytearray.
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

ONGOING = const(0)
X = const(1)
O = const(2)
DRAW = const(3)

_OPEN = const(0)  # a board still open (room36: private, no code reads it by name)
DRAWN = const(3)

FULL = const(0x1FF)

# The eight lines of a 3x3 grid, three cells each.
LINES = b"\x00\x01\x02\x03\x04\x05\x06\x07\x08\x00\x03\x06\x01\x04\x07\x02\x05\x08\x00\x04\x08\x02\x04\x06"


# WIN[mask] is 1 when the 9-bit mask holds a line of three: written out (tests/test_tables.py checks it against
# the rule), so that importing the rules computes nothing (a board would take ~0.15 s of its boot to build it).
WIN = (
    b"\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x01"
    b"\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x01"
    b"\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x01"
    b"\x00\x00\x00\x00\x00\x00\x00\x01\x01\x01\x01\x01\x01\x01\x01\x01"
    b"\x00\x00\x00\x00\x00\x00\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01"
    b"\x00\x00\x00\x00\x01\x01\x01\x01\x00\x01\x00\x01\x01\x01\x01\x01"
    b"\x00\x00\x00\x00\x00\x00\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01"
    b"\x00\x00\x00\x00\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01"
    b"\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x01"
    b"\x00\x00\x01\x01\x00\x00\x01\x01\x00\x00\x01\x01\x00\x00\x01\x01"
    b"\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x01"
    b"\x00\x00\x01\x01\x00\x00\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01"
    b"\x00\x00\x00\x00\x00\x00\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01"
    b"\x00\x00\x01\x01\x01\x01\x01\x01\x00\x01\x01\x01\x01\x01\x01\x01"
    b"\x00\x00\x00\x00\x00\x00\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01"
    b"\x00\x00\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01"
    b"\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x01"
    b"\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01"
    b"\x00\x00\x00\x00\x01\x01\x01\x01\x00\x00\x00\x00\x01\x01\x01\x01"
    b"\x00\x01\x00\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01"
    b"\x00\x00\x00\x00\x00\x00\x00\x01\x00\x01\x00\x01\x00\x01\x00\x01"
    b"\x00\x01\x00\x01\x01\x01\x01\x01\x00\x01\x00\x01\x01\x01\x01\x01"
    b"\x00\x00\x00\x00\x01\x01\x01\x01\x00\x01\x00\x01\x01\x01\x01\x01"
    b"\x00\x01\x00\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01"
    b"\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\x01"
    b"\x00\x01\x01\x01\x00\x01\x01\x01\x00\x01\x01\x01\x00\x01\x01\x01"
    b"\x00\x00\x00\x00\x01\x01\x01\x01\x00\x00\x00\x00\x01\x01\x01\x01"
    b"\x00\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01"
    b"\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01"
    b"\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01"
    b"\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01"
    b"\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01")


def shown(m):
    """A would-be move as a message shows it: at most 30 characters, and an int too large to print cheaply
    (CPython refuses to print one of more than 4,300 digits) as "a huge int"."""
    if type(m) is int and not -10**9 < m < 10**9:
        return "a huge int"
    return str(m)[:30]


def line_through(mask):
    """The first line (three cell indexes) completed in a 9-bit mask, or None."""
    for i in range(0, 24, 3):
        bits = (1 << LINES[i]) | (1 << LINES[i + 1]) | (1 << LINES[i + 2])
        if mask & bits == bits:
            return LINES[i], LINES[i + 1], LINES[i + 2]
    return None


class Game:
    """One game of Ultimate Tic-Tac-Toe.

    Options (both off by default, as in seed 001):
    ``stay_open``: a won board that still has empty cells stays playable (the original rule); a free move
    comes only when the target board is full.
    ``most_boards``: when the game ends with no large-board line, the player owning more small boards wins;
    equal counts draw.
    """

    variant = "ultimate"

    def __init__(self, stay_open=False, most_boards=False):
        self.stay_open = bool(stay_open)
        self.most_boards = bool(most_boards)
        self.cells = bytearray(81)
        self.boards = bytearray(9)      # per small board: 0 open, 1 X, 2 O, 3 drawn
        self.marks = [None, [0] * 9, [0] * 9]  # per player, a 9-bit mask per small board
        self.big = [0, 0, 0, 0]         # large-board masks by board state 1 X, 2 O, 3 drawn
        self.full = 0                   # mask of small boards with no empty cell
        self.closed = 0                 # mask of small boards nobody may play in
        self.turn = X
        self.result = ONGOING
        self.forced = -1
        self.ply = 0
        self._hist = bytearray(3 * 81)  # per ply: move, forced + 1, board state before the move

    # ----- queries -----------------------------------------------------------------------------------------
    def cell(self, m):
        """0 empty, 1 X, 2 O."""
        return self.cells[m]

    def board_state(self, b):
        """0 open, 1 won by X, 2 won by O, 3 drawn."""
        return self.boards[b]

    def playable(self, b):
        """True if a mark may go in small board b when a move is free."""
        return not (self.closed >> b) & 1

    def legal_moves(self):
        """All legal moves, in increasing order (a new list)."""
        out = []
        if self.result:
            return out
        cells = self.cells
        if self.forced >= 0:
            first = 9 * self.forced
            for m in range(first, first + 9):
                if not cells[m]:
                    out.append(m)
            return out
        closed = self.closed
        for b in range(9):
            if not (closed >> b) & 1:
                for m in range(9 * b, 9 * b + 9):
                    if not cells[m]:
                        out.append(m)
        return out

    def is_legal(self, m):
        """True if m is a legal move now (an int: a bool or any other type is never a move)."""
        if self.result or type(m) is not int or not 0 <= m < 81 or self.cells[m]:
            return False
        b = m // 9
        if self.forced >= 0:
            return b == self.forced
        return not (self.closed >> b) & 1

    def why_illegal(self, m):
        """A short reason a move is illegal, or None if it is legal."""
        if self.result:
            return "the game is over"
        if type(m) is not int or not 0 <= m < 81:
            return "no such cell: %s (moves are ints 0..80)" % (shown(m),)
        if self.cells[m]:
            return "that cell is taken"
        b = m // 9
        if self.forced >= 0 and b != self.forced:
            return "you must play in the %s board" % BOARD_NAMES[self.forced]
        if (self.closed >> b) & 1:
            return "that board is closed"
        return None

    @property
    def moves(self):
        """The moves played so far (a new list)."""
        h = self._hist
        return [h[3 * i] for i in range(self.ply)]

    @property
    def last_move(self):
        return self._hist[3 * (self.ply - 1)] if self.ply else -1

    def last_board_change(self):
        """Board state the last move gave its small board (1, 2, 3) if it changed it, else 0."""
        if not self.ply:
            return 0
        i = 3 * (self.ply - 1)
        b = self._hist[i] // 9
        now = self.boards[b]
        return now if now != self._hist[i + 2] else 0

    def count_boards(self, p):
        """How many small boards player p owns."""
        return _POP[self.big[p]]

    def winning_line(self):
        """The three large-board indexes of the winner's line, or None."""
        if self.result in (X, O):
            return line_through(self.big[self.result])
        return None

    def copy(self):
        # The position's arrays copied in place, not its moves played again (think51: a replay took ~2 us a ply
        # here, ~20 ms of a PyBadge's at ply 45, in the computer's start frame, and made the moves' list). Bytes of
        # the history past ply (left by undo) come too: _push writes them before anything reads them.
        g = Game(self.stay_open, self.most_boards)
        g.cells[:] = self.cells
        g.boards[:] = self.boards
        g._hist[:] = self._hist
        g.marks[1][:] = self.marks[1]
        g.marks[2][:] = self.marks[2]
        g.big[:] = self.big
        g.full = self.full
        g.closed = self.closed
        g.turn = self.turn
        g.result = self.result
        g.forced = self.forced
        g.ply = self.ply
        return g

    # ----- changes -----------------------------------------------------------------------------------------
    def play(self, m):
        """Play move m for the side to move. Raises ValueError (the game unchanged) if m is illegal."""
        if not self.is_legal(m):
            raise ValueError("illegal move %s: %s" % (shown(m), self.why_illegal(m)))
        self._push(m)

    def _push(self, m):
        # No checks: m must be legal. Allocates nothing.
        p = self.turn
        b = m // 9
        c = m - 9 * b
        h = self._hist
        i = 3 * self.ply
        h[i] = m
        h[i + 1] = self.forced + 1
        h[i + 2] = self.boards[b]
        self.ply += 1
        self.cells[m] = p
        mine = self.marks[p]
        mask = mine[b] | (1 << c)
        mine[b] = mask
        bit = 1 << b
        if (mask | self.marks[3 - p][b]) == FULL:
            self.full |= bit
        elif self.boards[b] or not WIN[mask]:
            # the usual move: its board neither taken nor filled, so closed, big and the result stay as they
            # are (most of the search's pushes: issue 20, a cheaper search)
            self.turn = 3 - p
            self.forced = -1 if (self.closed >> c) & 1 else c
            return
        if not self.boards[b]:
            if WIN[mask]:
                self.boards[b] = p
                self.big[p] |= bit
            elif self.full & bit:
                self.boards[b] = DRAWN
                self.big[DRAWN] |= bit
        if self.stay_open:
            self.closed = self.full
        else:
            self.closed = self.big[1] | self.big[2] | self.big[3]
        self.turn = 3 - p
        if (self.closed >> c) & 1:
            self.forced = -1
        else:
            self.forced = c
        if WIN[self.big[p]]:
            self.result = p
            self.forced = -1
        elif self.closed == FULL:
            self.forced = -1
            self.result = DRAW
            if self.most_boards:
                nx = _POP[self.big[1]]
                no = _POP[self.big[2]]
                if nx != no:
                    self.result = X if nx > no else O

    def undo(self):
        """Take back the last move, restoring the position exactly. Raises ValueError at the start."""
        if not self.ply:
            raise ValueError("nothing to undo")
        self.ply -= 1
        h = self._hist
        i = 3 * self.ply
        m = h[i]
        b = m // 9
        bit = 1 << b
        p = self.cells[m]
        self.cells[m] = 0
        self.marks[p][b] &= ~(1 << (m - 9 * b))
        old = self.boards[b]
        was = h[i + 2]
        self.forced = h[i + 1] - 1
        self.turn = p
        if old == was and not self.full & bit:
            return   # the move neither took nor filled its board: closed, big and the result were unchanged
        self.full &= ~bit
        if old != was:
            self.big[old] &= ~bit
            self.boards[b] = was
        if self.stay_open:
            self.closed = self.full
        else:
            self.closed = self.big[1] | self.big[2] | self.big[3]
        self.result = ONGOING


# _POP[mask] is the number of set bits of a 9-bit mask (written out: tests/test_tables.py checks it).
_POP = (
    b"\x00\x01\x01\x02\x01\x02\x02\x03\x01\x02\x02\x03\x02\x03\x03\x04"
    b"\x01\x02\x02\x03\x02\x03\x03\x04\x02\x03\x03\x04\x03\x04\x04\x05"
    b"\x01\x02\x02\x03\x02\x03\x03\x04\x02\x03\x03\x04\x03\x04\x04\x05"
    b"\x02\x03\x03\x04\x03\x04\x04\x05\x03\x04\x04\x05\x04\x05\x05\x06"
    b"\x01\x02\x02\x03\x02\x03\x03\x04\x02\x03\x03\x04\x03\x04\x04\x05"
    b"\x02\x03\x03\x04\x03\x04\x04\x05\x03\x04\x04\x05\x04\x05\x05\x06"
    b"\x02\x03\x03\x04\x03\x04\x04\x05\x03\x04\x04\x05\x04\x05\x05\x06"
    b"\x03\x04\x04\x05\x04\x05\x05\x06\x04\x05\x05\x06\x05\x06\x06\x07"
    b"\x01\x02\x02\x03\x02\x03\x03\x04\x02\x03\x03\x04\x03\x04\x04\x05"
    b"\x02\x03\x03\x04\x03\x04\x04\x05\x03\x04\x04\x05\x04\x05\x05\x06"
    b"\x02\x03\x03\x04\x03\x04\x04\x05\x03\x04\x04\x05\x04\x05\x05\x06"
    b"\x03\x04\x04\x05\x04\x05\x05\x06\x04\x05\x05\x06\x05\x06\x06\x07"
    b"\x02\x03\x03\x04\x03\x04\x04\x05\x03\x04\x04\x05\x04\x05\x05\x06"
    b"\x03\x04\x04\x05\x04\x05\x05\x06\x04\x05\x05\x06\x05\x06\x06\x07"
    b"\x03\x04\x04\x05\x04\x05\x05\x06\x04\x05\x05\x06\x05\x06\x06\x07"
    b"\x04\x05\x05\x06\x05\x06\x06\x07\x05\x06\x06\x07\x06\x07\x07\x08"
    b"\x01\x02\x02\x03\x02\x03\x03\x04\x02\x03\x03\x04\x03\x04\x04\x05"
    b"\x02\x03\x03\x04\x03\x04\x04\x05\x03\x04\x04\x05\x04\x05\x05\x06"
    b"\x02\x03\x03\x04\x03\x04\x04\x05\x03\x04\x04\x05\x04\x05\x05\x06"
    b"\x03\x04\x04\x05\x04\x05\x05\x06\x04\x05\x05\x06\x05\x06\x06\x07"
    b"\x02\x03\x03\x04\x03\x04\x04\x05\x03\x04\x04\x05\x04\x05\x05\x06"
    b"\x03\x04\x04\x05\x04\x05\x05\x06\x04\x05\x05\x06\x05\x06\x06\x07"
    b"\x03\x04\x04\x05\x04\x05\x05\x06\x04\x05\x05\x06\x05\x06\x06\x07"
    b"\x04\x05\x05\x06\x05\x06\x06\x07\x05\x06\x06\x07\x06\x07\x07\x08"
    b"\x02\x03\x03\x04\x03\x04\x04\x05\x03\x04\x04\x05\x04\x05\x05\x06"
    b"\x03\x04\x04\x05\x04\x05\x05\x06\x04\x05\x05\x06\x05\x06\x06\x07"
    b"\x03\x04\x04\x05\x04\x05\x05\x06\x04\x05\x05\x06\x05\x06\x06\x07"
    b"\x04\x05\x05\x06\x05\x06\x06\x07\x05\x06\x06\x07\x06\x07\x07\x08"
    b"\x03\x04\x04\x05\x04\x05\x05\x06\x04\x05\x05\x06\x05\x06\x06\x07"
    b"\x04\x05\x05\x06\x05\x06\x06\x07\x05\x06\x06\x07\x06\x07\x07\x08"
    b"\x04\x05\x05\x06\x05\x06\x06\x07\x05\x06\x06\x07\x06\x07\x07\x08"
    b"\x05\x06\x06\x07\x06\x07\x07\x08\x06\x07\x07\x08\x07\x08\x08\x09")

# (A list: a board's .mpy keeps each string of a constant tuple as an object of its own; a list's short strings
# are the interned names. Read it, never change it.)
CELL_NAMES = ["top-left", "top-center", "top-right", "middle-left", "center", "middle-right",
              "bottom-left", "bottom-center", "bottom-right"]
BOARD_NAMES = CELL_NAMES

