"""The computer at Super-Ultimate (uttt.bot_super through uttt.bot's API): legal moves at every level over many
random positions (both options, free moves at both levels), determinism, slicing, cancel, win-in-one and block,
hints and ratings, the evaluation's shortcuts equal to the full evaluation, and the other modes never loading
the module. The device run is tests/test_bot_super_device.py; strength and time: tests/bench/super_bot.py."""

import os
import itertools
import random
import subprocess
import sys

import pytest

from uttt.super_rules import SuperGame
from uttt.bot import best_move, hint, rate_move, LEVELS
from uttt.bot_super import Thinker
from uttt import bot_super as B
from uttt import bot_supereval as E

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def random_position(rng, plies, **opts):
    """A position after up to ``plies`` random moves (fewer if the game ends: then the one before the end)."""
    g = SuperGame(**opts)
    while g.ply < plies:
        m = rng.choice(g.legal_moves())
        g.play(m)
        if g.result:
            g.undo()
            break
    return g


def positions(n, seed=1):
    rng = random.Random(seed)
    out = []
    for i in range(n):
        opts = {"stay_open": i % 3 == 1, "most_boards": i % 4 == 2}
        out.append(random_position(rng, rng.randrange(0, 620), **opts))
    return out


def game_winners(n, seed=3):
    """Positions where the side to move can win the game at once (the position before a random game's last
    move, when that move won it)."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        g = SuperGame(stay_open=len(out) % 3 == 1)
        while not g.result:
            g.play(rng.choice(g.legal_moves()))
        if g.result in (1, 2) and g.winning_line() is not None:
            g.undo()
            out.append(g)
    return out


def wins_now(g):
    """The moves that win the game at once."""
    out = []
    for m in g.legal_moves():
        g.play(m)
        if g.result == 3 - g.turn:
            out.append(m)
        g.undo()
    return out


def test_legal_moves_at_every_level_over_random_positions():
    free_medium = free_small = 0
    for i, g in enumerate(positions(120)):
        if g.forced_medium < 0:
            free_medium += 1
        elif g.forced_small < 0:
            free_small += 1
        before = bytes(g.cells), g.ply, g.forced
        for lv in range(4):
            m = best_move(g, lv, seed=i)
            assert g.is_legal(m), (i, lv, m, g.why_illegal(m))
        assert (bytes(g.cells), g.ply, g.forced) == before   # the caller's game is not changed
    assert free_medium >= 3 and free_small >= 3      # both kinds of free move were searched


@pytest.mark.parametrize("opts", [{}, {"stay_open": True}, {"most_boards": True},
                                  {"stay_open": True, "most_boards": True}], ids=str)
def test_whole_games_to_the_end_with_every_option(opts):
    """Bot against bot to the end (wins, draws, free moves at both levels late in the game): every move legal."""
    g = SuperGame(**opts)
    free = 0
    while not g.result:
        free += g.forced_medium < 0
        m = best_move(g, 1 if g.turn == 1 else 0, seed=g.ply)
        assert g.is_legal(m), (g.ply, m, g.why_illegal(m))
        g.play(m)
    assert g.result in (1, 2, 3) and free >= 1


def test_free_move_roots_are_chosen_without_legal_moves_and_include_every_capture():
    g = SuperGame()
    roots, n = B.roots_super(g)
    assert n == 81 and len(set(roots[:n])) == 81
    assert all(g.is_legal(m) for m in roots[:n])
    # the 81 quiet root moves of the empty board send the opponent to 81 different small boards
    assert len({(m // 9 % 9, m % 9) for m in roots[:n]}) == 81
    for g in positions(40, seed=7):
        roots, n = B.roots_super(g)
        ms = list(roots[:n])
        assert n and len(set(ms)) == n and all(g.is_legal(m) for m in ms)
        legal = g.legal_moves()
        if g.forced_medium >= 0:
            assert sorted(ms) == legal           # a forced medium board: every legal move
        me = g.marks[g.turn]
        for m in legal:
            k = m // 9
            if not g.smalls[k] and E.WIN[me[k] | 1 << (m % 9)]:
                assert m in ms                   # every capture of a small board is looked at


def test_deterministic_and_independent_of_slicing():
    for i, g in enumerate(positions(12, seed=11)):
        for lv in (1, 3):
            a = best_move(g, lv, seed=5)
            assert best_move(g, lv, seed=5) == a
            t = Thinker(g, lv, seed=5)
            steps = 0
            while not t.step(1):
                steps += 1
            assert t.move == a
            assert hint(g, lv, seed=5) == a


def test_cancel_mid_think_then_search_again():
    g = positions(1, seed=4)[0]
    t = Thinker(g, "hard", seed=1)
    assert not t.step(5)
    t.cancel()
    assert t.done and t.cancelled and t.move == -1 and t.step(10)
    t2 = Thinker(g, "hard", seed=1)
    t2.stop()   # stop before any step: still a legal move
    assert g.is_legal(t2.move)
    assert best_move(g, "hard", seed=1) == best_move(g.copy(), "hard", seed=1)


def test_a_menu_lets_the_work_area_go_but_keeps_its_frontier_table():
    # superboot32: drop_spares (a menu over the game) keeps the area's 1.4 KB table for the next area, its cache
    # forgotten, and the next search finds the same moves as with a new table
    g = positions(3, seed=9)

    def moves():  # (this module's bot_super: the app's tests may have imported another since)
        out = []
        for p in g:
            t = B.Thinker(p, "hard", seed=3)
            while not t.step(50):
                pass
            out.append(t.move)
        return out

    B.drop_spares()
    B._TABLES.clear()
    a = B.take_area_super()
    T = a[10]
    assert len(T) == len(E.new_table())
    B.give_area_super(a)
    B.drop_spares()
    assert not B._POOL and B._TABLES == [T] and B._TABLES[0] is T
    first = moves()    # the kept table, filled by these searches
    assert not B._TABLES and B._POOL[0][10] is T
    B.drop_spares()
    A = T[E._TA]
    T[:] = [7] * len(T)      # whatever the cache held: taking the area again forgets it
    T[E._TA] = A
    for i in range(len(A)):
        A[i] = 7
    assert moves() == first
    B.drop_spares()
    B._TABLES.clear()
    assert moves() == first   # a new table: the same moves


def test_a_search_plays_in_the_game_itself_parked_in_its_position_between_steps(monkeypatch):
    # superroom37: the work area's largest pieces came before the game's copy (the copy's 729-byte cells took the one
    # hole the frontier table could use). superroom47: no copy at all (~1.9 KB and that block, made at every move):
    # the search plays in the game, and park() (the app, once a frame) puts the game back in its position; the next
    # step plays the search's path again, and the search finds what it finds unparked, in any slices
    g = positions(1, seed=4)[0]
    order = []
    take, copy = B.take_area_super, SuperGame.copy
    monkeypatch.setattr(B, "take_area_super", lambda: order.append("area") or take())
    monkeypatch.setattr(SuperGame, "copy", lambda self, *a: order.append("copy") or copy(self, *a))
    B.drop_spares()
    was = snapshot(g)
    t = B.Thinker(g, "hard", seed=3)
    parks = 0
    for units in itertools.cycle((1, 3, 50, 2)):
        if t.step(units):
            break
        if snapshot(g) != was:   # (a step left the game in the search's path)
            parks += 1
        t.park()
        t.park()                 # (twice: the second is nothing)
        assert snapshot(g) == was
    assert order == ["area"] and t._g is g and parks and snapshot(g) == was and g.is_legal(t.move)
    u = B.Thinker(g, "hard", seed=3)   # unparked, in other slices
    while not u.step(7):
        pass
    assert (u.move, u.score, u.depth, u.units) == (t.move, t.score, t.depth, t.units) and snapshot(g) == was
    for stop in ("stop", "cancel"):    # stopped or cancelled while parked: the game stays in its position
        t = B.Thinker(g, "hard", seed=3)
        for _ in range(5):
            t.step(2)
        t.park()
        getattr(t, stop)()
        assert t.done and snapshot(g) == was
    with pytest.raises(ValueError):    # no legal move among only=: the area goes back to the pool
        B.Thinker(g, "hard", only=[-1])
    assert B._POOL


def snapshot(g):
    """Everything of a SuperGame's position and record (its undo count too: the save's encoder reads it)."""
    return (bytes(g.cells), bytes(g.smalls), bytes(g.mediums), g.turn, g.result, g.forced, g.forced_medium,
            g.forced_small, g.ply, g.undos, g.closed, g.mfull, list(g.big), [list(x) for x in g.mid[1:]],
            list(g.sfull), list(g.sclosed), [list(m) for m in g.marks[1:]], bytes(g._hist[:2 * g.ply]))


def test_finished_game_and_unknown_level_raise():
    g = SuperGame()
    with pytest.raises(ValueError):
        Thinker(g, "grandmaster")
    with pytest.raises(ValueError):
        Thinker(g, "hard", prior=(b"", 0, -1, 0, 0))    # resuming a frozen search: not for Super-Ultimate
    rng = random.Random(2)
    while not g.result:
        g.play(rng.choice(g.legal_moves()))
    with pytest.raises(ValueError):
        best_move(g)


def test_takes_a_win_in_one():
    for i, g in enumerate(game_winners(8)):
        wins = wins_now(g)
        assert wins
        for lv in (1, 2, 3):
            assert best_move(g, lv, seed=i) in wins, (i, lv)


def test_blocks_an_immediate_loss_when_it_can():
    """Where the opponent would win at once after some moves but not all, easy, medium and hard pick a move
    that wins or after which the opponent cannot win at once (the positions: two plies before random games' winning
    moves)."""
    rng = random.Random(9)
    checked = 0
    tries = 0
    while checked < 6 and tries < 80:
        tries += 1
        g = SuperGame()
        while not g.result:
            g.play(rng.choice(g.legal_moves()))
        if g.winning_line() is None or g.ply < 3:
            continue
        g.undo()
        g.undo()
        safe = []
        for m in g.legal_moves():
            g.play(m)
            if g.result == 3 - g.turn or (not g.result and not wins_now(g)):
                safe.append(m)     # it wins, or the opponent cannot win at once
            g.undo()
        if not safe or len(safe) == len(g.legal_moves()):
            continue
        checked += 1
        for lv in (1, 2, 3):
            assert best_move(g, lv, seed=checked) in safe, (tries, lv)
    assert checked >= 3


def test_rate_move():
    g = positions(1, seed=21)[0]
    m = g.legal_moves()[-1]
    best, loss, label = rate_move(g, m, "medium", seed=3)
    assert g.is_legal(best) and 0 <= loss <= 1000 and label in ("best", "good", "inaccuracy", "mistake",
                                                                "blunder")
    assert rate_move(g, best, "medium", seed=3)[1:] == (0, "best")
    with pytest.raises(ValueError):
        rate_move(g, 729, "medium")


def test_front_and_cached_evaluation_equal_the_full_evaluation():
    n = 0
    for g in positions(50, seed=31):
        T = B.new_table()
        mv = B.roots_super(g)[0]
        nr = B.roots_super(g)[1]
        B.prep_super(g, T)
        for i in range(nr):
            B.front_super(g, mv, i, i + 1, -(1 << 29), 1 << 29, T, 2)
            v = T[E._TV]
            g._push(mv[i])
            r = g.result
            if r:
                ref = 0 if r == 3 else (B.WIN_SCORE - g.ply if r == 3 - g.turn else g.ply - B.WIN_SCORE)
            else:
                ref = -B.eval_super(g, B.new_table())
            g.undo()
            assert v == ref, (g.ply, mv[i])
            n += 1
    assert n > 300
    # the cache along a random walk of pushes and undos (a search's) equals a fresh evaluation every time
    rng = random.Random(5)
    for g in positions(12, seed=41):
        T = B.new_table()
        root = g.ply
        for _ in range(200):
            if g.ply > root and (g.result or rng.random() < 0.45):
                g.undo()
            elif not g.result:
                g.play(rng.choice(g.legal_moves()))
            if not g.result:
                assert B.eval_super(g, T) == B.eval_super(g, B.new_table())


def _comp(m):
    """The cells (9-bit) that would complete a line of the 9-bit mask m: bot_supereval's table of them by m until
    superroom52, from its definition."""
    from uttt.super_rules import LINES
    c = 0
    for i in range(0, 24, 3):
        lm = (1 << LINES[i]) | (1 << LINES[i + 1]) | (1 << LINES[i + 2])
        if bin(m & lm).count("1") == 2:
            c |= lm & ~m
    return c


def _tempo_ref(g, T, p, M, S):
    """main 5a10764's tempo term (its _wins a function of its own), the reference for bot_supereval._tempo's
    one path (superbot41)."""
    def wins(slot, N):
        if g.mediums[N] or not (_comp(g.big[p]) >> N) & 1:
            return 0
        return T[slot + N] & _comp(g.mid[p][N])
    slot = E._THA if p == 1 else E._THB
    closed = g.closed
    if M < 0 or (closed >> M) & 1:
        cap = 0
        for N in range(9):
            if not (closed >> N) & 1:
                if wins(slot, N):
                    return None
                cap |= T[slot + N]
        return E._WFREECAP if cap else E._WFREE
    if S < 0 or (g.sclosed[M] >> S) & 1:
        if wins(slot, M):
            return None
        return E._WFREECAP if T[slot + M] else E._WFREE
    if (wins(slot, M) >> S) & 1:
        return None
    if (T[slot + M] >> S) & 1:
        return E._WCAP
    if (T[(E._THA + E._THB - slot) + M] >> S) & 1:
        return E._WSENT
    return 0


def test_tempo_equals_mains_for_every_board_and_player():
    # every (player, medium board, small board) of positions deep into games, both options, where a board that
    # wins the game at once is common: the "None" answer checked too
    n = wins = 0
    for g in positions(60, seed=51):
        T = B.new_table()
        B.prep_super(g, T)
        for p in (1, 2):
            for M in range(-1, 9):
                for S in range(-1, 9):
                    v = E._tempo(g, T, p, M, S)
                    assert v == _tempo_ref(g, T, p, M, S), (g.ply, p, M, S)
                    n += 1
                    wins += v is None
    assert n == 60 * 200 and wins > 100, wins


# Two games of the computer against itself (every level in turn, seed 1000 * game + ply), up to 400 plies: each
# search's "move score depth units" joined by newlines, CRC-32 and the units' sum, recorded on main 5a10764
# before superbot41 made the computer's code smaller: the same search, so the strength and hard's wait need no
# new games. (A slip in _tempo's one path showed only late in these games, not in 300 random positions.)
SAME_SEARCH = {6: (400, 4052225913, 87513), 8: (380, 1623740881, 81671)}


def searched_game(gi, units):
    """Game gi's searches, every level in turn, each stepped in slices of units until done, up to 400 moves: the
    count of moves, the CRC of their lines (move, score, depth, units) and the units in all, and the lines."""
    import zlib
    g = SuperGame()
    lines = []
    for p in range(400):
        if g.result:
            break
        t = Thinker(g, p % 4, seed=1000 * gi + p)
        while not t.step(units):
            pass
        lines.append("%d %d %d %d" % (t.move, t.score, t.depth, t.units))
        g.play(t.move)
    return (len(lines), zlib.crc32("\n".join(lines).encode()), sum(int(x.split()[3]) for x in lines)), lines


def test_the_same_search_as_main():
    for gi, want in SAME_SEARCH.items():
        got, lines = searched_game(gi, 64)
        assert got == want, (gi, got, lines[:3])


# superslice42: the same two games' searches stepped in slices of 1 and 3 units (game 6, game 8), recorded on main
# bae9339: a search stepped in small slices gives main's moves, scores, depths and units (a slice that ends in a move's
# scoring or the roots' sort goes on in the next step as one slice). (Main's units differ with the slices at a
# budget's end: game 6 in slices of 1 is 87,554 units, in slices of 64 87,513.)
SAME_SLICED = {(6, 1): (400, 3912934081, 87554), (8, 3): (380, 6082892, 81697)}


def test_the_same_search_as_main_in_small_slices():
    for (gi, units), want in SAME_SLICED.items():
        got, _ = searched_game(gi, units)
        assert got == want, (gi, units, got)


def test_a_one_unit_step_rescores_one_medium_board_at_most(monkeypatch):
    """superslice42: a move that takes a medium board was scored as two whole rescores in one piece (18 medium boards,
    ~26 units: 60-250 ms of a PyBadge's in one chunk of the app's 1-4 units), and an iteration's end sorted up to 81
    root moves in one piece; now both go in pieces across steps. Over hard searches of random positions, a step(1)
    rescores one medium board at most (main: 18) and runs at most 2,500 Python lines (main: 4,500-6,500)."""
    import sys
    count = [0, 0]
    medium = E._medium

    def counted(*a):
        count[0] += 1
        return medium(*a)

    def lines(frame, event, arg):
        if event == "line":
            count[1] += 1
        return lines

    monkeypatch.setattr(E, "_medium", counted)
    most = [0, 0]
    for seed in (61, 62):
        for g in positions(12, seed=seed):
            t = Thinker(g, "hard", seed=7)
            while not t.done:
                count[:] = [0, 0]
                sys.settrace(lines)
                try:
                    t.step(1)
                finally:
                    sys.settrace(None)
                most = [max(most[0], count[0]), max(most[1], count[1])]
            assert g.is_legal(t.move)
    assert most[0] == 1 and most[1] <= 2500, most


def test_a_search_stopped_in_a_moves_scoring_leaves_the_game_as_it_was():
    # superslice42: stop() or cancel() between the pieces of a move's scoring (the move played) undoes it too
    n = 0
    for g in positions(12, seed=62):
        before = (list(g.cells), g.ply, g.turn, g.forced)
        for k in range(1, 90):
            t = Thinker(g, "hard", seed=7, mine=True)
            for _ in range(k):
                if t.step(1):
                    break
            n += t._area is not None and t._area[10][E._TPH] == 2
            (t.stop if k % 2 else t.cancel)()
            assert (list(g.cells), g.ply, g.turn, g.forced) == before
    assert n > 10, n


def test_budgets_and_levels():
    assert len(B.BUDGETS_SUPER) == len(LEVELS)
    g = positions(1, seed=8)[0]
    t = Thinker(g, "hard", seed=1)
    assert t.budget == B.BUDGETS_SUPER[3]
    while not t.step(50):
        pass
    assert t.units <= B.BUDGETS_SUPER[3] + 2


def test_other_modes_never_load_the_super_bot():
    code = ("import sys; sys.path.insert(0, %r)\n"
            "from uttt.rules import Game\nfrom uttt.classic import Classic\nfrom uttt.bot import best_move\n"
            "from uttt.ponder import Ponder\n"
            "g = Game(); g.play(best_move(g, 3, seed=1)); Ponder(g, 3, seed=1).step(100)\n"
            "c = Classic(True); c.play(best_move(c, 3, seed=1))\n"
            "print(sorted(m for m in sys.modules if m.startswith('uttt.')))\n" % ROOT)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "uttt.bot_eval" in out.stdout and "super" not in out.stdout


def test_the_api_hands_a_super_game_to_its_own_search():
    from uttt import bot
    from uttt.bot_search import Thinker as UltimateThinker
    g = positions(1, seed=3)[0]
    t = bot.thinker(g, "hard", seed=2)
    assert type(t).__module__ == "uttt.bot_super"   # (not isinstance: other tests drop and import the bot again)
    with pytest.raises(ValueError):
        UltimateThinker(g, "hard", seed=2)    # Ultimate's search refuses a SuperGame
    while not t.step(50):
        pass
    assert t.move == best_move(g, "hard", seed=2) and g.is_legal(t.move)


def test_a_step_picks_a_free_choice_s_moves_once_at_most(monkeypatch):
    # supertick47: a free choice's moves inside the tree (bot_supermoves._pick over every open board: ~600 lines, a
    # few quiet units' time) are charged to the step's pieces (_WGEN), and where they are spent the slice goes on in
    # the next call, so a step of up to _WGEN units picks them once at most (main: two or three in one step, the
    # search's chunks over 15 ms in issue 21's think frames). The search is the same (the two tests above).
    calls = [0]
    gen = B.gen_super

    def counted(g, *args):
        if g.forced < 0:
            calls[0] += 1
        return gen(g, *args)

    monkeypatch.setattr(B, "gen_super", counted)
    rng = random.Random(47)
    worst = steps = 0
    g = SuperGame()
    while not g.result:  # positions of a game the computer played (more of its free choices than random play's)
        t = Thinker(g, "easy", seed=g.ply)
        while not t.step(64):
            pass
        g.play(t.move)
        if g.ply % 40 != 29 or g.result:
            continue
        t = Thinker(g, "hard", seed=g.ply)
        done = False
        while not done:
            calls[0] = 0
            done = t.step(rng.randrange(1, B._WGEN + 1))
            worst = max(worst, calls[0])
            steps += 1
    assert steps > 500 and worst == 1


def test_a_search_writes_its_roots_in_its_work_area():
    """superroom52: a search's root moves are the first places of its work area's move stack (the root's), not an
    array of their own made at every start (162 bytes, where a Super boot's heap, cut up, failed: superroom51); the
    roots' order (shuffled, then sorted by each iteration) and the move are the same (test_the_same_search_as_main)."""
    for g in positions(6, seed=52):
        t = B.Thinker(g, "hard", seed=3)
        if t.done:
            continue
        mv = t._area[0]
        assert t._roots is mv
        ms = list(mv[:t._nr])
        assert sorted(ms) == sorted(B.roots_super(g)[0][:t._nr])
        while not t.step(64):
            pass
        assert g.is_legal(t.move)


def test_dropping_the_search_lets_its_whole_work_area_go():
    """superroom52: drop_spares(True) (a finished analysis, uttt.ui.rating.rated: the search's code goes next) lets
    the pooled area and its kept frontier table go, where drop_spares() (a menu) keeps the table."""
    g = positions(1, seed=4)[0]
    t = B.Thinker(g, "hard", seed=1)
    while not t.step(64):
        pass
    assert B._POOL
    B.drop_spares()
    assert not B._POOL and len(B._TABLES) == 1
    B.give_area_super(B.take_area_super())
    B.drop_spares(True)
    assert not B._POOL and not B._TABLES
