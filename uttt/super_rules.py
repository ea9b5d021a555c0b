"""Super-Ultimate Tic-Tac-Toe rules (issue 21): 1 large board, 9 medium boards, 81 small boards, 729 cells.

A move is one int ``m = 81 * M + 9 * S + c``: medium board M, small board S inside it, cell c inside that, each
0..8 row by row from the top-left. So ``m // 9`` (0..80) names the small board (``9 * M + S``) and
``m // 81`` the medium board. Players 1 (X, moves first) and 2 (O); results 0 ongoing, 1 X won, 2 O won,
3 draw. The same API as ``uttt.rules.Game`` where it applies (see the README, "Super-Ultimate").

The rules, seed 001's rule applied at both levels: a mark at (M, S, c) sends the next player to medium board
S, small board c. If medium board S is closed, any open small board of any open medium board; else if that
small board is closed, any open small board of medium board S. Small boards are claimed by three in a row
(drawn when full without one); medium boards by three claimed small boards in a row (drawn when no small
board is open and there is no line); the game by three claimed medium boards in a row, and drawn when the
next player has no legal move. A claimed board is closed at once, at either level.

Representation: ``cells`` is a bytearray(729); ``smalls`` (81) and ``mediums`` (9) hold the board states.
Each small board keeps a 9-bit mask per player, each medium board a 9-bit mask of its small boards per state,
so every line check is one lookup in ``uttt.rules.WIN``. ``play``/``undo`` allocate nothing: each ply's undo
record is two bytes of a preallocated bytearray (the move and whether it changed its small and medium board);
the forced boards before a move are recomputed from the move before it.
"""

# The rules' tables and names, taken here for every Super-Ultimate module (the computer's, the codec's, the screen's
# import them from this one): a Super-Ultimate game then drops ``uttt.rules`` itself (its ``Game``: ~3.5 KB of a
# PyBadge's heap; ``uttt.ui.supergame``), which none of these plain objects holds, and nothing imports it again.
from uttt.rules import WIN, LINES, FULL, ONGOING, X, O, DRAW, CELL_NAMES, _POP  # noqa: F401 (re-exported)
from array import array

DRAWN = 3
CELLS = 729


def line_through(mask):
    """The first line (three cell indexes) completed in a 9-bit mask, or None: ``uttt.rules.line_through``'s
    walk, here because a function of that module would hold its globals (and so its ``Game``) in the heap
    (tests/test_super_rules.py holds the two equal on every mask)."""
    for i in range(0, 24, 3):
        bits = (1 << LINES[i]) | (1 << LINES[i + 1]) | (1 << LINES[i + 2])
        if mask & bits == bits:
            return LINES[i], LINES[i + 1], LINES[i + 2]
    return None


class SuperGame:
    """One game of Super-Ultimate Tic-Tac-Toe.

    Options (both off by default), Ultimate's generalised to both levels:
    ``stay_open``: won boards stay in play: a claimed small board that still has an empty cell can be sent to
    and played in (its owner does not change), and a claimed medium board with a small board not full too;
    a board is closed only when full (small) or when all its small boards are full (medium).
    ``most_boards``: when the game ends without a line of medium boards, the player owning more medium
    boards wins; equal counts draw.

    ``forced_medium``: the medium board (0..8) the player to move must play in, or -1 (a free move at the
    medium level, or the game is over). ``forced_small``: the small board (0..8) inside it, or -1 (any open
    small board of that medium board). ``forced``: the small board's index 0..80 (``9 * M + S``) when both
    are forced, else -1, so ``forced >= 0`` means "the cell alone names the move" as in Ultimate.
    """

    variant = "super"

    def __init__(self, stay_open=False, most_boards=False, _hist=None):
        self.stay_open = bool(stay_open)
        self.most_boards = bool(most_boards)
        self.cells = bytearray(CELLS)
        self.smalls = bytearray(81)       # per small board: 0 open, 1 X, 2 O, 3 drawn
        self.mediums = bytearray(9)       # per medium board: the same
        # per player, a 9-bit cell mask per small board: arrays of 16-bit ints, so a game (and the computer's
        # copy of it, made anew after a menu in a cut-up heap) asks for two 176-byte blocks, not two of 336
        # (a list of 81: superroom37, the Super boot's first failing block)
        # (from 162 zero bytes: MicroPython's arrays do not repeat, and a list of 81 zeros would be the block avoided)
        self.marks = [None, array("H", bytes(162)), array("H", bytes(162))]
        # per medium board, masks of its small boards: claimed by X, by O, drawn; full; closed
        self.mid = [None, [0] * 9, [0] * 9, [0] * 9]
        self.sfull = [0] * 9
        self.sclosed = [0] * 9
        self.big = [0, 0, 0, 0]           # large-board masks by medium state 1 X, 2 O, 3 drawn
        self.mfull = 0                    # medium boards whose small boards are all full
        self.closed = 0                   # medium boards nobody may play in
        self.turn = X
        self.result = ONGOING
        self.forced = -1
        self.forced_medium = -1
        self.forced_small = -1
        self.ply = 0
        self.base = 0                     # plies before the first known move (a game resumed from a position)
        self.undos = 0                    # undo() calls so far (uttt.super_codec.Encoder: has the record changed?)
        # per ply: move low byte, then move >> 8 | 4 small changed | 8 medium (copy(True) shares its game's)
        self._hist = bytearray(2 * CELLS) if _hist is None else _hist

    # ----- queries -----------------------------------------------------------------------------------------
    def cell(self, m):
        """0 empty, 1 X, 2 O."""
        return self.cells[m]

    def small_state(self, k):
        """State of small board k = 9 * M + S (0..80): 0 open, 1 won by X, 2 won by O, 3 drawn."""
        return self.smalls[k]

    def medium_state(self, M):
        """State of medium board M (0..8): 0 open, 1 won by X, 2 won by O, 3 drawn."""
        return self.mediums[M]

    def medium_playable(self, M):
        """True if a mark may go in medium board M when a move is free at the medium level."""
        return not (self.closed >> M) & 1

    def small_playable(self, k):
        """True if a mark may go in small board k (0..80) when a move is free there: it and its medium board
        are open."""
        M = k // 9
        return not ((self.closed >> M) & 1 or (self.sclosed[M] >> (k - 9 * M)) & 1)

    def legal_moves(self):
        """All legal moves, in increasing order (a new list, allocated at its final size: up to 729 entries,
        and a list grown by appends would take a larger block and leave holes in a small heap)."""
        if self.result:
            return []
        cells = self.cells
        if self.forced >= 0:
            first = 9 * self.forced
            return [m for m in range(first, first + 9) if not cells[m]]
        M0 = self.forced_medium
        x = self.marks[1]
        o = self.marks[2]
        n = 0
        for k in range(81) if M0 < 0 else range(9 * M0, 9 * M0 + 9):
            if self.small_playable(k):
                n += 9 - _POP[x[k] | o[k]]
        out = [0] * n
        i = 0
        for k in range(81) if M0 < 0 else range(9 * M0, 9 * M0 + 9):
            if self.small_playable(k):
                for m in range(9 * k, 9 * k + 9):
                    if not cells[m]:
                        out[i] = m
                        i += 1
        return out

    def is_legal(self, m):
        """True if m is a legal move now (an int: a bool or any other type is never a move). Allocates
        nothing, so a cursor or a search may ask it of every cell."""
        if self.result or type(m) is not int or not 0 <= m < CELLS or self.cells[m]:
            return False
        k = m // 9
        if self.forced >= 0:
            return k == self.forced
        M = k // 9
        if self.forced_medium >= 0 and M != self.forced_medium:
            return False
        return not ((self.closed >> M) & 1 or (self.sclosed[M] >> (k - 9 * M)) & 1)

    def why_illegal(self, m):
        """A short reason a move is illegal, or None if it is legal."""
        if self.result:
            return "the game is over"
        if type(m) is not int or not 0 <= m < CELLS:
            return "no such cell: %s (moves are ints 0..728)" % (str(m)[:30],)
        if self.cells[m]:
            return "that cell is taken"
        k = m // 9
        M = k // 9
        if self.forced >= 0:
            if k != self.forced:
                return "you must play in the %s board of the %s medium board" % (
                    CELL_NAMES[self.forced_small], CELL_NAMES[self.forced_medium])
            return None
        if self.forced_medium >= 0 and M != self.forced_medium:
            return "you must play in the %s medium board" % CELL_NAMES[self.forced_medium]
        if (self.closed >> M) & 1:
            return "that medium board is closed"
        if (self.sclosed[M] >> (k - 9 * M)) & 1:
            return "that small board is closed"
        return None

    @property
    def moves(self):
        """The moves played so far (a new list; a game resumed from a position starts at its last move)."""
        h = self._hist
        first = max(self.base - 1, 0)
        out = [0] * (self.ply - first)     # at its final size, as legal_moves
        for i in range(first, self.ply):
            out[i - first] = h[2 * i] | (h[2 * i + 1] & 3) << 8
        return out

    def redo(self, n):
        """Play again the moves of the undo record up to ply n: a copy that shares a game's record (``copy``'s
        share) walking forward through that game's own moves (the log's pages, ``uttt.ui.superlog``; the whole
        log, ``uttt.ui.superlog.replay_log``)."""
        h = self._hist
        while self.ply < n:
            i = 2 * self.ply
            self.play(h[i] | (h[i + 1] & 3) << 8)

    @property
    def last_move(self):
        if not self.ply:
            return -1
        i = 2 * (self.ply - 1)
        return self._hist[i] | (self._hist[i + 1] & 3) << 8

    def last_small_change(self):
        """The state (1, 2, 3) the last move gave its small board if it changed it, else 0."""
        if not self.ply or not self._hist[2 * self.ply - 1] & 4:
            return 0
        return self.smalls[self.last_move // 9]

    def last_medium_change(self):
        """The state (1, 2, 3) the last move gave its medium board if it changed it, else 0."""
        if not self.ply or not self._hist[2 * self.ply - 1] & 8:
            return 0
        return self.mediums[self.last_move // 81]

    def count_boards(self, p):
        """How many medium boards player p owns (what the most-boards tiebreak counts)."""
        return _POP[self.big[p]]

    def count_small_boards(self, p):
        """How many small boards player p owns."""
        return sum(_POP[x] for x in self.mid[p])

    def winning_line(self):
        """The three medium-board indexes of the winner's line, or None."""
        if self.result in (X, O):
            return line_through(self.big[self.result])
        return None

    def copy(self, share=False, into=None):
        """An independent game in the same state, its undo record included (field by field: no replay).

        ``share``: the copy uses this game's undo record instead of a copy of it (1.5 KB less: the computer's
        search, ``uttt.bot_super``; the log, ``uttt.ui.superlog``). Its plays write the record past
        this game's ply, so while the copy is in use this game must not play or undo, and below that ply the
        copy may only play this game's own moves again (they write the same bytes). ``into``: a SuperGame no
        longer used to make the copy in, so that (with ``share``) nothing is allocated: the computer's search
        makes its copy in the last one's (a new copy is ~2 KB in 14 pieces, made at every move)."""
        h = self._hist
        g = into
        if g is None:
            g = SuperGame(self.stay_open, self.most_boards, h if share else None)
        else:
            g.stay_open = self.stay_open
            g.most_boards = self.most_boards
            g._hist = h if share else bytearray(h)
        g.cells[:] = self.cells
        g.smalls[:] = self.smalls
        g.mediums[:] = self.mediums
        if not share:
            g._hist[:] = h
        for p in (1, 2):
            g.marks[p][:] = self.marks[p]
        for s in (1, 2, 3):
            g.mid[s][:] = self.mid[s]
        g.sfull[:] = self.sfull
        g.sclosed[:] = self.sclosed
        g.big[:] = self.big
        g.mfull = self.mfull
        g.closed = self.closed
        g.turn = self.turn
        g.result = self.result
        g.forced = self.forced
        g.forced_medium = self.forced_medium
        g.forced_small = self.forced_small
        g.ply = self.ply
        g.base = self.base
        g.undos = self.undos
        return g

    def clear(self):
        """Back to the start in place, nothing allocated: a game whose record holds its moves from ply 0 (base 0;
        ``uttt.ui.superplay.walk``'s copy going forward from the start: a new game there asked for a 729-byte
        block, the cells, that a Super session's cut-up heap had no longer room for at 125 KB; room63)."""
        c = self.cells
        h = self._hist
        for i in range(0, 2 * self.ply, 2):
            c[h[i] | (h[i + 1] & 3) << 8] = 0
        for a in (self.smalls, self.marks[1], self.marks[2]):
            for i in range(81):
                a[i] = 0
        for a in (self.mediums, self.mid[1], self.mid[2], self.mid[3], self.sfull, self.sclosed, self.big):
            for i in range(len(a)):
                a[i] = 0
        self.mfull = self.closed = self.ply = self.undos = 0
        self.turn = X
        self.result = ONGOING
        self.forced = self.forced_medium = self.forced_small = -1

    # ----- changes -----------------------------------------------------------------------------------------
    def play(self, m):
        """Play move m for the side to move. Raises ValueError (the game unchanged) if m is illegal."""
        if not self.is_legal(m):
            raise ValueError("illegal move %s: %s" % (str(m)[:30], self.why_illegal(m)))
        self._push(m)

    def _push(self, m):
        # No checks: m must be legal. Allocates nothing.
        p = self.turn
        k = m // 9
        c = m - 9 * k
        M = k // 9
        S = k - 9 * M
        self.cells[m] = p
        mine = self.marks[p]
        mask = mine[k] | (1 << c)
        mine[k] = mask
        bit = 1 << S
        flags = 0
        if (mask | self.marks[3 - p][k]) == FULL:
            self.sfull[M] |= bit
            if self.sfull[M] == FULL:
                self.mfull |= 1 << M
        if not self.smalls[k]:
            if WIN[mask]:
                self.smalls[k] = p
                self.mid[p][M] |= bit
                flags = 4
            elif (self.sfull[M] >> S) & 1:
                self.smalls[k] = DRAWN
                self.mid[DRAWN][M] |= bit
                flags = 4
        if self.stay_open:
            self.sclosed[M] = self.sfull[M]
        else:
            self.sclosed[M] = self.mid[1][M] | self.mid[2][M] | self.mid[3][M]
        if not self.mediums[M]:
            if flags and WIN[self.mid[p][M]]:
                self.mediums[M] = p
                self.big[p] |= 1 << M
                flags |= 8
            elif self.sclosed[M] == FULL:
                self.mediums[M] = DRAWN
                self.big[DRAWN] |= 1 << M
                flags |= 8
        if self.stay_open:
            self.closed = self.mfull
        else:
            self.closed = self.big[1] | self.big[2] | self.big[3]
        h = self._hist
        i = 2 * self.ply
        h[i] = m & 255
        h[i + 1] = (m >> 8) | flags
        self.ply += 1
        self.turn = 3 - p
        self._send(S, c)
        if WIN[self.big[p]]:
            self.result = p
            self._send(-1, -1)
        elif self.closed == FULL:
            self._send(-1, -1)
            self.result = DRAW
            if self.most_boards:
                nx = _POP[self.big[1]]
                no = _POP[self.big[2]]
                if nx != no:
                    self.result = X if nx > no else O

    def _send(self, M, S):
        # Where a mark in place S of place M sends the next player (M, S: the move's small board and cell).
        if M < 0 or (self.closed >> M) & 1:
            self.forced_medium = -1
            self.forced_small = -1
            self.forced = -1
        elif (self.sclosed[M] >> S) & 1:
            self.forced_medium = M
            self.forced_small = -1
            self.forced = -1
        else:
            self.forced_medium = M
            self.forced_small = S
            self.forced = 9 * M + S

    def undo(self):
        """Take back the last move, restoring the position exactly. Raises ValueError at the start."""
        if self.ply <= self.base:
            raise ValueError("nothing to undo")
        self.ply -= 1
        self.undos += 1
        h = self._hist
        i = 2 * self.ply
        flags = h[i + 1]
        m = h[i] | (flags & 3) << 8
        k = m // 9
        M = k // 9
        bit = 1 << (k - 9 * M)
        p = self.cells[m]
        self.cells[m] = 0
        self.marks[p][k] &= ~(1 << (m - 9 * k))
        self.sfull[M] &= ~bit
        self.mfull &= ~(1 << M)
        if flags & 4:
            self.mid[self.smalls[k]][M] &= ~bit
            self.smalls[k] = 0
        if flags & 8:
            self.big[self.mediums[M]] &= ~(1 << M)
            self.mediums[M] = 0
        if self.stay_open:
            self.sclosed[M] = self.sfull[M]
            self.closed = self.mfull
        else:
            self.sclosed[M] = self.mid[1][M] | self.mid[2][M] | self.mid[3][M]
            self.closed = self.big[1] | self.big[2] | self.big[3]
        self.turn = p
        self.result = ONGOING
        if self.ply:
            m = h[i - 2] | (h[i - 1] & 3) << 8    # the move before: where it sent the player to move
            k = m // 9
            self._send(k - 9 * (k // 9), m - 9 * k)
        else:
            self._send(-1, -1)

