"""Classic and Wild Tic-Tac-Toe (seed 000), with the same API as ``uttt.rules.Game``.

Classic: a move is a cell 0..8 (row by row from the top-left); X (player 1) moves first.
Wild: each turn the player chooses the mark. A move is ``9 * (mark - 1) + cell``: 0..8 put an X in that
cell, 9..17 an O. Whoever completes a line of three of either mark wins; a full grid is a Cat's game (draw).
"""

from uttt.rules import WIN, ONGOING, X, O, DRAW, FULL, line_through, shown


class Classic:
    """A 3x3 game. ``Classic(wild=True)`` is Wild Tic-Tac-Toe."""

    forced = -1  # there is never a forced board; kept for API symmetry with Game

    def __init__(self, wild=False):
        self.wild = bool(wild)
        self.variant = "wild" if wild else "classic"
        self.cells = bytearray(9)
        self.masks = [0, 0, 0]   # index 1: X marks, 2: O marks
        self.turn = X
        self.result = ONGOING
        self.ply = 0
        self._hist = bytearray(9)

    def cell(self, c):
        """0 empty, 1 X, 2 O."""
        return self.cells[c]

    def legal_moves(self):
        if self.result:
            return []
        empty = [c for c in range(9) if not self.cells[c]]
        if self.wild:
            return empty + [c + 9 for c in empty]
        return empty

    def why_illegal(self, m):
        if self.result:
            return "the game is over"
        top = 18 if self.wild else 9
        if type(m) is not int or not 0 <= m < top:  # a bool is not a move either
            return "no such move: %s (moves are ints 0..%d)" % (shown(m), top - 1)
        if self.cells[m % 9]:
            return "that cell is taken"
        return None

    def is_legal(self, m):
        return self.why_illegal(m) is None

    def play(self, m):
        """Play move m. Raises ValueError (the game unchanged) if it is illegal."""
        why = self.why_illegal(m)
        if why:
            raise ValueError("illegal move %s: %s" % (shown(m), why))
        self._push(m)

    def _push(self, m):
        c = m % 9
        mark = (m // 9 + 1) if self.wild else self.turn
        self.cells[c] = mark
        self.masks[mark] |= 1 << c
        self._hist[self.ply] = m
        self.ply += 1
        if WIN[self.masks[mark]]:
            self.result = self.turn          # the mover wins, whichever mark made the line
        elif self.masks[1] | self.masks[2] == FULL:
            self.result = DRAW
        self.turn = 3 - self.turn

    def undo(self):
        if not self.ply:
            raise ValueError("nothing to undo")
        self.ply -= 1
        c = self._hist[self.ply] % 9
        mark = self.cells[c]
        self.cells[c] = 0
        self.masks[mark] &= ~(1 << c)
        self.turn = 3 - self.turn
        self.result = ONGOING

    @property
    def moves(self):
        return list(self._hist[:self.ply])

    @property
    def last_move(self):
        return self._hist[self.ply - 1] if self.ply else -1

    def winning_line(self):
        """The three cells of the completed line, or None."""
        if self.result in (X, O):
            for mark in (1, 2):
                line = line_through(self.masks[mark])
                if line:
                    return line
        return None

    def copy(self):
        g = Classic(self.wild)
        for m in self.moves:
            g._push(m)
        return g
