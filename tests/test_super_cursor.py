"""The Super-Ultimate cursor's step and placement (``uttt.ui.superplay.step`` and ``place``) land where they landed
before superpress37 made them fast: the reference walks below are the code they replaced (every cell of the 27x27
grid asked ``in_area`` in turn), kept here to hold the fast ones to the same answers on every cell of random
positions, with either rule option, forced small boards, forced medium boards and free moves alike."""

import random

from uttt.super_rules import SuperGame
from uttt.ui import superplay as P


def reference_step(g, m, dx, dy):
    col, row = P.grid_xy(m if 0 <= m < 729 else 364)
    for k in range(1, 28):
        for i in range(53):
            off = (i + 1) // 2 * (1 if i % 2 else -1)   # 0, 1, -1, 2, -2 ...
            if dx:
                cc, rr = (col + dx * k) % 27, row + off
            else:
                cc, rr = col + off, (row + dy * k) % 27
            if 0 <= cc < 27 and 0 <= rr < 27:
                t = P.move_at(cc, rr)
                if P.in_area(g, t):
                    return t
    return m


def reference_place(g, cursor, prefer=-1):
    if g.result:
        return cursor
    if g.forced >= 0:
        base = 9 * g.forced
        if 0 <= prefer and not g.cells[base + prefer % 9]:
            return base + prefer % 9
        for c in P.CENTRE_FIRST:
            if not g.cells[base + c]:
                return base + c
        return base + 4
    if P.in_area(g, cursor) and not g.cells[cursor]:
        return cursor
    M = g.forced_medium
    col, row = P.grid_xy(cursor) if M < 0 and 0 <= cursor < 729 else P.grid_xy(81 * max(M, 4) + 40)
    best, dist = -1, 999
    for m in range(729):
        if not g.cells[m] and P.in_area(g, m):
            c2, r2 = P.grid_xy(m)
            d = abs(c2 - col) + abs(r2 - row)
            if d < dist:
                best, dist = m, d
    return best if best >= 0 else cursor


DIRS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def test_a_step_and_a_placement_land_where_the_cell_by_cell_walk_lands():
    kinds = set()
    checked = 0
    for seed in range(4):   # either rule option ("won boards stay in play" has few forced medium boards)
        rng = random.Random(seed)
        g = SuperGame(seed % 2 == 1, seed >= 2)
        while True:
            kind = "small" if g.forced >= 0 else "medium" if g.forced_medium >= 0 else "free"
            if g.ply % 8 == 0 or kind not in kinds:
                kinds.add(kind)
                for m in list(range(g.ply % 11, 729, 11)) + [-1, 729, 364]:
                    for dx, dy in DIRS:
                        assert P.step(g, m, dx, dy) == reference_step(g, m, dx, dy), (g.ply, m, dx, dy)
                    for prefer in (-1, m % 9):
                        assert P.place(g, m, prefer) == reference_place(g, m, prefer), (g.ply, m, prefer)
                    checked += 1
            if g.result:
                break
            g.play(rng.choice(g.legal_moves()))
        # the game over: nothing is in play, the cursor stays
        assert P.step(g, 100, 1, 0) == reference_step(g, 100, 1, 0) == 100
    assert kinds == {"small", "medium", "free"} and checked > 6000, (kinds, checked)


def test_a_placement_on_a_free_move_makes_no_tuple_a_cell(monkeypatch):
    """superframe45: on a free move ``place`` asked ``grid_xy`` (a new tuple) of every empty cell of the area, up to
    729 tuples (~12 KB of a board's heap in a mark's or the computer's move's frame, with a walk of the unix port's
    heap each). Now one for the cursor's own cell, and the same answers (the test above)."""
    calls = []
    real = P.grid_xy
    monkeypatch.setattr(P, "grid_xy", lambda m: (calls.append(m), real(m))[1])
    rng = random.Random(3)
    free = 0
    for _ in range(4):
        g = SuperGame()
        while not g.result:
            if g.forced < 0:
                cursor = rng.randrange(729)
                want = reference_place(g, cursor)
                del calls[:]
                assert P.place(g, cursor) == want
                assert len(calls) <= 1
                free += 1
            g.play(rng.choice(g.legal_moves()))
    assert free >= 20


class _Counted(bytearray):
    """A game's cells that count the reads made of them (a test's stand-in: the same bytes)."""
    reads = 0

    def __getitem__(self, i):
        _Counted.reads += 1
        return bytearray.__getitem__(self, i)


def test_a_placement_on_a_free_move_walks_only_the_small_boards_that_could_be_nearer():
    """superpress50: on a free move ``place`` read every empty cell of every small board in play (up to 729, ~200
    us on the unix port, ~30 ms of a PyBadge's mark that leaves the next player a free move: the bench's slowest
    marks). Now a small board none of whose cells can be nearer than the best found so far is passed over: ~half
    the reads, a third of the time; the same answers (the reference walk above)."""
    rng = random.Random(5)
    reads = area = free = 0
    for _ in range(4):
        g = SuperGame()
        while not g.result:
            if g.forced < 0 and g.forced_medium < 0:
                cursor = g.last_move if g.ply else rng.randrange(729)
                want = reference_place(g, cursor)
                cells = g.cells
                g.cells = _Counted(cells)
                _Counted.reads = 0
                try:
                    assert P.place(g, cursor) == want
                finally:
                    g.cells = cells
                reads += _Counted.reads
                area += sum(1 for m in range(729) if not cells[m] and P.in_area(g, m))
                free += 1
            g.play(rng.choice(g.legal_moves()))
    assert free >= 20, free
    assert 5 * reads < 3 * area, (reads, area)
