"""uttt.bot_eval: the batch scoring of a frontier node equals the full evaluation; the tuner's terms are the
evaluation's."""

import os
import random
import sys

import pytest

from uttt import bot_eval as E
from uttt.rules import Game
from support import random_moves

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "bench"))


def positions(count, seed, **opts):
    rnd = random.Random(seed)
    out = []
    while len(out) < count:
        g = random_moves(Game(**opts), rnd, rnd.randrange(0, 75))
        if not g.result:
            out.append(g)
    return out


@pytest.mark.parametrize("opts", [{}, {"stay_open": True}, {"most_boards": True}])
def test_front_equals_push_evaluate_undo(opts):
    # what the search's leaves get from front_ultimate is exactly minus the evaluation after the move
    n = slow = 0
    for g in positions(120, 7, **opts):
        T = E.table()
        E.prep_ultimate(g, T)
        mv = bytearray(g.legal_moves())
        for i in range(len(mv)):
            E.front_ultimate(g, mv, i, i + 1, -(1 << 29), 1 << 29, T, 2)
            v = T[E._TV]
            slow += T[E._TU] == 2
            p = g.turn
            g._push(mv[i])
            r = g.result
            if r:
                ref = 0 if r == 3 else (E.WIN_SCORE - g.ply if r == p else g.ply - E.WIN_SCORE)
            else:
                ref = -E.eval_ultimate(g, E.table())
            g.undo()
            assert v == ref, (g.moves, mv[i])
            n += 1
    assert n > 800 and slow > 20   # moves that take or fill a board: the full evaluation


def test_the_tuners_terms_times_the_weights_are_the_evaluation():
    import bot_tune
    bot_tune.check(300)


def test_the_cells_that_complete_a_line_as_the_old_table_had_them():
    # bot_eval keeps no 1 KB table of them: _cells(_TWO[m]) & ~m gives, for every 9-bit mask m, the cells that
    # would complete a line holding two of m's marks; and "a line of two of x with its third cell free of o" (the
    # threat test) is two[x] & ~touch[o]
    from uttt.rules import FULL, LINES
    lines = [(1 << LINES[i]) | (1 << LINES[i + 1]) | (1 << LINES[i + 2]) for i in range(0, 24, 3)]
    for m in range(512):
        comp = 0
        for line in lines:
            if bin(m & line).count("1") == 2:
                comp |= line & ~m
        assert E._cells(E._TWO[m]) & ~m & FULL == comp, m
        for o in range(0, 512, 7):
            if not m & o:
                assert bool(comp & FULL & ~(m | o)) == bool(E._TWO[m] & ~E._TOUCH[o]), (m, o)


def test_mcts_value_lines():
    # tests/bench/mcts.c's "V" lines (bot_tune.py values): the same move as a plain line of the same seed, and
    # the move's mean result for the side to move: near 1 where it wins the game at once
    import subprocess
    import bot_strength
    exe = bot_strength.c_mcts()
    if not exe:
        pytest.skip("no C compiler")
    rnd = random.Random(3)
    g = Game()
    while not g.result:
        g.play(rnd.choice(g.legal_moves()))
    assert g.result != 3
    won = " ".join(map(str, g.moves[:-1]))    # the last mover's position: it wins the game at once
    lines = "2000 1.0 5 44 76\nV 2000 1.0 5 44 76\nV 2000 1.0 5 %s\n" % won
    out = subprocess.run([exe], input=lines, capture_output=True, text=True).stdout.split("\n")
    plain, (move, value), (_, win) = int(out[0]), out[1].split(), out[2].split()
    assert int(move) == plain and 0.2 < float(value) < 0.8
    assert float(win) > 0.9


def test_bench_game_record():
    # tests/bench/bot_diagnose.py judges hard's moves from bot_strength.play_game's record: the moves replay to the
    # game's result, and the bot's searches are recorded at its own plies (after the opening), each with its depth
    import bot_strength
    rec = {}
    r = bot_strength.play_game([40, 36], 2, 2, bot_strength.random_player, 7, bot_strength.Stats(), record=rec)
    g = Game()
    for m in rec["moves"]:
        g.play(m)
    assert g.result and r == (0 if g.result == 3 else (1 if g.result == 2 else -1))
    plies = sorted(int(p) for p in rec["bot"])
    assert plies and all(p % 2 == 1 and p >= 3 for p in plies)
    assert len(plies) == sum(1 for p in range(2, g.ply) if p % 2 == 1)
    assert all(rec["bot"][p][1] >= 1 for p in rec["bot"])


def test_the_tuner_reads_bench_games_and_its_trap_term(tmp_path):
    # bot_tune.py fit reads bot_diagnose.py's play files (hard's side and result -> the winner, 1 X 2 O 3 a draw);
    # its candidate term "traps" (issue 20's sixth session) against the definition cell by cell
    import json
    import bot_tune
    rnd = random.Random(5)
    games = []
    for k in range(6):
        g = Game()
        while not g.result:
            g.play(rnd.choice(g.legal_moves()))
        side = 1 + k % 2
        r = 0 if g.result == 3 else (1 if g.result == side else -1)
        games.append({"k": k, "side": side, "result": r, "moves": g.moves, "bot": {}})
    path = tmp_path / "play.json"
    path.write_text(json.dumps(games))
    got = list(bot_tune._json_games(str(path)))
    assert [res for res, _ in got] == [rec_result(rec) for rec in games]
    assert len(set(res for res, _ in got)) > 1
    xs, ys = bot_tune.load([str(path)], extra=True)
    assert len(xs[0]) == bot_tune.NF + len(bot_tune.EXTRA)
    seen = 0
    for g in positions(300, 9):
        f = bot_tune.features(g, extra=True)
        if f is None:
            continue
        for x, y, col in ((g.turn, 3 - g.turn, -1), (3 - g.turn, g.turn, -2)):
            traps = 0
            for b in range(9):
                if (g.closed >> b) & 1 or g.boards[b] or _takes(g, x, b):
                    continue
                cells = [c for c in range(9) if not g.cells[9 * b + c]]
                if all((g.closed >> c) & 1 or (not g.boards[c] and _takes(g, y, c)) for c in cells):
                    traps += 1
            assert f[col] == traps, g.moves
            seen += traps > 0
    assert seen > 10


def rec_result(rec):
    g = Game()
    for m in rec["moves"]:
        g.play(m)
    return g.result


def _takes(g, p, b):
    # player p could take undecided small board b with one move
    from uttt.rules import WIN
    mine = g.marks[p][b]
    return any(WIN[mine | (1 << c)] for c in range(9) if not g.cells[9 * b + c] and not (g.marks[3 - p][b] >> c) & 1)
