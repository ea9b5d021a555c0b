"""An obviously-correct, slow Super-Ultimate referee, written from issue 21's rules apart from uttt.super_rules.

It keeps no masks and no incremental state beyond who owns what (a board's owner is whoever first completed
its line, which the cells alone cannot say once won boards stay in play): every other question is answered by
looking at the 729 cells and the move list again, following the issue's words as literally as possible.
Addresses are tuples (M, S, c); the move number m = 81 * M + 9 * S + c is used only at the edges.
"""

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def has_line(places, who):
    return any(all(places[i] == who for i in line) for line in LINES)


class SlowSuper:
    def __init__(self, stay_open=False, most_boards=False):
        self.stay_open = stay_open
        self.most_boards = most_boards
        self.cells = {}                                   # (M, S, c) -> 1 X / 2 O; absent = empty
        self.small_owner = {(M, S): 0 for M in range(9) for S in range(9)}   # 0 nobody, 1 X, 2 O, 3 drawn
        self.medium_owner = [0] * 9
        self.moves = []
        self.result = 0

    def turn(self):
        # 1. X moves first, players alternate.
        return 1 if len(self.moves) % 2 == 0 else 2

    def small(self, M, S):
        return [self.cells.get((M, S, c), 0) for c in range(9)]

    def small_full(self, M, S):
        return all(self.small(M, S))

    # 4. A small board is claimed by three in a row and then closed; full without a line: drawn.
    # Option "won boards stay in play": only a full small board is closed.
    def small_open(self, M, S):
        if self.stay_open:
            return not self.small_full(M, S)
        return self.small_owner[(M, S)] == 0

    # 5. A medium board is claimed by three claimed small boards in a row and closed at once; with no open
    # small board and no line it is drawn (and closed). With the option: closed only when no small board of it
    # is open.
    def medium_open(self, M):
        if self.stay_open:
            return any(self.small_open(M, S) for S in range(9))
        return self.medium_owner[M] == 0

    def open_smalls(self, M):
        return [S for S in range(9) if self.small_open(M, S)]

    def legal(self):
        """Every legal move as m = 81 * M + 9 * S + c, sorted."""
        if self.result:
            return []
        if not self.moves:
            places = [(M, S) for M in range(9) for S in range(9)]          # 1. any cell
        else:
            last = self.moves[-1]
            S_next, c_next = (last // 9) % 9, last % 9                   # 2. sent to medium S, small c
            if not self.medium_open(S_next):                              # 3. medium board closed
                places = [(M, S) for M in range(9) if self.medium_open(M) for S in self.open_smalls(M)]
            elif not self.small_open(S_next, c_next):                     # 3. small board closed
                places = [(S_next, S) for S in self.open_smalls(S_next)]
            else:
                places = [(S_next, c_next)]
        out = [81 * M + 9 * S + c for (M, S) in places for c in range(9) if (M, S, c) not in self.cells]
        return sorted(out)

    def play(self, m):
        assert m in self.legal(), "slow referee: illegal move %d" % m
        who = self.turn()
        M, S, c = m // 81, (m // 9) % 9, m % 9
        self.cells[(M, S, c)] = who
        self.moves.append(m)
        if self.small_owner[(M, S)] == 0:
            if has_line(self.small(M, S), who):
                self.small_owner[(M, S)] = who
            elif self.small_full(M, S):
                self.small_owner[(M, S)] = 3
        if self.medium_owner[M] == 0:
            owners = [self.small_owner[(M, s)] for s in range(9)]
            if has_line(owners, who):
                self.medium_owner[M] = who
            elif not self.open_smalls(M):
                self.medium_owner[M] = 3
        # 6. Won at once by three claimed medium boards in a row; drawn when the next player has no legal move.
        if has_line(self.medium_owner, who):
            self.result = who
        elif not self.legal():
            self.result = 3
            if self.most_boards:                                          # 7. counted on medium boards
                nx, no = self.medium_owner.count(1), self.medium_owner.count(2)
                if nx != no:
                    self.result = 1 if nx > no else 2
