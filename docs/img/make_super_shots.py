"""Regenerate the Super-Ultimate screenshots (issue 21) with the simulator (headless):

    SDL_VIDEODRIVER=dummy .venv/bin/python docs/img/make_super_shots.py

A hot-seat game from power-on on a PyBadge and a PyPortal: the title's Super-Ultimate row, the moves of a
seeded random game typed on the serial console up to a position with claimed small and medium boards, then
the cursor moved once (PyBadge: the D-pad), and shots: super-pybadge.png (and @3x) and super-pyportal.png (and @2x).
"""

import os
import random
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from sim import Simulator  # noqa: E402
from uttt.super_rules import SuperGame  # noqa: E402
from uttt.ui.app import App  # noqa: E402
from uttt.ui.layout import Layout  # noqa: E402
from support import row_rect  # noqa: E402

PLIES = 200


def typed(seed, plies):
    """The typed moves of a seeded random game: "type:4 3 5;" each."""
    rng = random.Random(seed)
    g = SuperGame()
    out = []
    while g.ply < plies:
        m = rng.choice(g.legal_moves())
        g.play(m)
        out.append("type:%d %d %d;" % (m // 81 + 1, m // 9 % 9 + 1, m % 9 + 1))
    return g, " ".join(out)


def main():
    seed = 1
    while True:  # a game whose position shows a claimed medium board and the next player not free
        g, moves = typed(seed, PLIES)
        if not g.result and any(g.mediums) and g.forced_medium >= 0:
            break
        seed += 1
    row = [i for i, _ in App(160, 128, "dpad", echo=False).scr.items()].index("super")
    tmp = tempfile.mkdtemp()
    s = Simulator("pybadge", shots_dir=HERE, shot_scale=3, fresh=True, nvm_path=os.path.join(tmp, "a.bin"))
    s.run("DOWN*%d A %s wait:1 RIGHT wait:0.5 shot:super-pybadge" % (row, moves))
    L = Layout(320, 240, "touch")
    paged = [i for i, _ in App(320, 240, "touch", echo=False).scr.items()]  # 9 mm rows: "More..." pages on
    taps, top, row = [], 0, paged.index("super")
    while row - top >= L.menu_rows:
        more = paged.index("more", top)
        taps.append("touch:100,%d wait:0.3" % (row_rect(L, more - top)[1] + L.row_h // 2))
        top = more + 1
    taps.append("touch:100,%d" % (row_rect(L, row - top)[1] + L.row_h // 2))
    s = Simulator("pyportal", shots_dir=HERE, shot_scale=2, fresh=True, nvm_path=os.path.join(tmp, "b.bin"))
    s.run("%s wait:1 %s wait:1 shot:super-pyportal" % (" ".join(taps), moves))


if __name__ == "__main__":
    main()
