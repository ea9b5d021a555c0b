"""uttt.bot_search: an iteration's end orders the roots best first (think42).

The end of an iteration sorts the root moves by their values, best first, equal values in the iteration's order,
with the chosen move at the front. think42 replaced an insertion sort (~n * n / 4 reads of the values for a free
move's 81 roots in their shuffled order: 25-45 ms of a PyBadge's, estimate, a think frame over 50 ms) by the
values' own list sorted as keys (list.sort, in place). These tests check the order against a plain stable sort
and that the end reads each root's value a bounded number of times (no timing: the work, counted).
"""

import random

from uttt.rules import Game
from uttt.classic import Classic
from uttt.bot_search import Thinker
from support import random_moves


class Values(list):
    """The root values' list (the work area's slot 15), counting the reads of single items."""

    reads = 0

    def __getitem__(self, i):
        Values.reads += 1
        return list.__getitem__(self, i)


class Watched(Thinker):
    """A Thinker that records each iteration's end: the roots in the iteration's order with their values, and the
    roots' order after the end, and counts the reads of the values during the end."""

    def __init__(self, *a, **k):
        self.ends = []
        Thinker.__init__(self, *a, **k)

    def _end_iteration(self):
        area = self._area
        rv = area[15]
        if not isinstance(rv, Values):
            rv = Values(rv)
            area = list(area)
            area[15] = rv
            self._area = tuple(area)
        n = self._nr
        before = [(area[0][i], list.__getitem__(rv, area[0][i])) for i in range(n)]
        best = self._iter_move
        Values.reads = 0
        done = Thinker._end_iteration(self)
        self.ends.append((before, best, list(self._roots[:n]), Values.reads, dict(self._scores or {})))
        return done


def expected(before, best):
    # best first, equal values in the iteration's order (a stable sort), then the chosen move moved to the front
    order = [m for m, _ in sorted(before, key=lambda mv: -mv[1])]
    order.remove(best)
    return [best] + order


def games(count, seed):
    rnd = random.Random(seed)
    out = []
    while len(out) < count:
        kind = len(out) % 4
        g = Classic(kind == 3) if kind >= 2 else Game(stay_open=kind == 1)
        random_moves(g, rnd, 0 if len(out) % 5 == 0 else rnd.randrange(0, 40 if kind < 2 else 4))
        if not g.result:
            out.append(g)
    return out


def test_an_iterations_end_orders_the_roots_best_first_stably_with_the_chosen_move_first():
    ends = 0
    for k, g in enumerate(games(24, 42)):
        for level in range(4):
            t = Watched(g, level, seed=k * 4 + level)
            while not t.step(7):
                pass
            for before, best, after, _, _ in t.ends:
                assert after == expected(before, best)
                ends += 1
            assert t.move in g.legal_moves()
    assert ends > 60


def test_the_exact_searchs_values_are_the_roots_values():
    for k, g in enumerate(games(12, 7)):
        moves = g.legal_moves()
        if len(moves) < 2:
            continue
        t = Watched(g, 3, seed=k, budget=300, only=(moves[0], moves[-1]))
        while not t.step(5):
            pass
        for before, _, _, _, scores in t.ends:
            assert scores == dict(before)
        assert t.value(moves[0]) == t.ends[-1][4][moves[0]]


def test_the_end_of_a_free_moves_first_iteration_reads_each_value_a_few_times_at_most():
    # the opening position: 81 roots, shuffled; the insertion sort read the values ~n * n / 4 times (~1,700)
    t = Watched(Game(), "hard", seed=3)
    while not t.step(5):
        pass
    first = t.ends[0]
    n = len(first[0])
    assert n == 81
    assert first[3] <= 2 * n
    for end in t.ends:
        assert end[3] <= 2 * len(end[0])
