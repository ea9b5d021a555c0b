"""Super-Ultimate's rules core against the slow referee, and the sizes of its save records (prints; asserts
nothing).

    .venv/bin/python tests/bench/super_check.py [GAMES]

GAMES random games (default 2,000; options mixed: won boards stay in play in one game of four, the
most-boards tiebreak in one of three), the legal moves and the result compared with tests/slow_super.py at
every ply; then, over the same games, the game lengths and the bytes of a ``uttt.super_codec`` moves record
and position record at chosen plies. The default suite runs 120 of these games (tests/test_super_rules.py).
"""

import os
import random
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.dirname(HERE))

from test_super_rules import cross_check  # noqa: E402
from uttt.super_rules import SuperGame  # noqa: E402
from uttt import super_codec  # noqa: E402


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    t = time.time()
    n, plies, bad, results = cross_check(games)
    print("cross-check: %d games, %d plies compared, %d divergences (X won %d, O won %d, drawn %d), %.0f s"
          % (n, plies, bad, results[1], results[2], results[3], time.time() - t))
    lengths = []
    marks = (60, 120, 180, 240, 300, 360, 420, 480)
    sizes = {p: [] for p in marks}
    ends = []
    for i in range(min(games, 300)):
        rnd = random.Random(i)
        g = SuperGame(stay_open=i % 4 == 1, most_boards=i % 3 == 2)
        while not g.result:
            if g.ply in sizes:
                sizes[g.ply].append(len(super_codec.encode_moves(g)))
            g.play(rnd.choice(g.legal_moves()))
        lengths.append(g.ply)
        ends.append((len(super_codec.encode_moves(g)), len(super_codec.encode_position(g))))
    lengths.sort()
    print("game length (plies), %d games: min %d, median %d, max %d" % (len(lengths), lengths[0],
                                                                         lengths[len(lengths) // 2], lengths[-1]))
    for p in marks:
        s = sorted(sizes[p])
        if s:
            print("moves record at ply %3d: median %3d bytes, max %3d (%d games)" % (p, s[len(s) // 2], s[-1], len(s)))
    mv = sorted(e[0] for e in ends)
    ps = sorted(e[1] for e in ends)
    print("at the end: moves record median %d, max %d bytes; position record %d-%d bytes"
          % (mv[len(mv) // 2], mv[-1], ps[0], ps[-1]))


if __name__ == "__main__":
    main()
