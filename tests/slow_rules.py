"""An obviously-correct, slow Ultimate Tic-Tac-Toe referee, written apart from uttt.rules to check it.

It keeps no masks and no incremental state: every question is answered by looking at the 81 cells and the
move list again, following the words of seed 001 as literally as possible.
"""

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def has_line(marks, who):
    return any(all(marks[i] == who for i in line) for line in LINES)


class SlowGame:
    def __init__(self, stay_open=False, most_boards=False):
        self.stay_open = stay_open
        self.most_boards = most_boards
        self.cells = [0] * 81
        self.owner = [0] * 9       # 0 nobody yet, 1 X, 2 O, 3 drawn
        self.moves = []
        self.result = 0

    def small(self, b):
        return [self.cells[9 * b + i] for i in range(9)]

    def turn(self):
        return 1 if len(self.moves) % 2 == 0 else 2

    def board_is_full(self, b):
        return all(self.small(b))

    def can_play_in(self, b):
        if self.stay_open:
            return not self.board_is_full(b)
        return self.owner[b] == 0

    def legal(self):
        if self.result:
            return []
        boards = list(range(9))
        if self.moves:
            target = self.moves[-1] % 9
            if self.can_play_in(target):
                boards = [target]
        return [9 * b + i for b in boards if self.can_play_in(b) for i in range(9) if not self.cells[9 * b + i]]

    def play(self, m):
        assert m in self.legal(), "slow referee: illegal move %d" % m
        who = self.turn()
        self.cells[m] = who
        self.moves.append(m)
        b = m // 9
        if self.owner[b] == 0:
            if has_line(self.small(b), who):
                self.owner[b] = who
            elif self.board_is_full(b):
                self.owner[b] = 3
        if has_line(self.owner, who):
            self.result = who
        elif not self.legal():
            self.result = 3
            if self.most_boards:
                nx, no = self.owner.count(1), self.owner.count(2)
                if nx != no:
                    self.result = 1 if nx > no else 2
