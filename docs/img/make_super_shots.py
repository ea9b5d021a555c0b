"""Regenerate the Super-Ultimate screenshots (issue 21) with the simulator (headless):

    SDL_VIDEODRIVER=dummy .venv/bin/python docs/img/make_super_shots.py           # all of them
    SDL_VIDEODRIVER=dummy .venv/bin/python docs/img/make_super_shots.py replay [BOARD ...]   # the replay's only
    SDL_VIDEODRIVER=dummy .venv/bin/python docs/img/make_super_shots.py review [BOARD ...]   # the Review's only

A hot-seat game from power-on on a PyBadge and a PyPortal: the title's Super-Ultimate row, the moves of a
seeded random game typed on the serial console up to a position with claimed small and medium boards, then
the cursor moved once (PyBadge: the D-pad), and shots: super-pybadge.png (and @3x) and super-pyportal.png (and @2x).
The replay (``replay``): a seeded random game typed to its end, its replay opened from the result screen (PyBadge:
Left; PyPortal: Menu, then Game over's Replay; CLUE: its Replay button) and stepped to a move that claims a medium
board: super-replay-pybadge.png (and @3x), super-replay-pyportal.png (and @2x), and the CLUE's in /tmp (not kept).
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


def title_taps(w, h, scheme, key):
    """The taps (touch) or presses that choose the title's row key on a fresh board."""
    L = Layout(w, h, scheme)
    ids = [i for i, _ in App(w, h, scheme, echo=False).scr.items()]
    row = ids.index(key)
    if scheme == "dpad":
        return "DOWN*%d A" % row
    if scheme == "two":  # the CLUE's left button (script A) is NEXT, its right one (script B) A
        return "A*%d B" % row if row else "B"
    taps, top = [], 0
    while row - top >= L.menu_rows:
        more = ids.index("more", top)
        taps.append("touch:100,%d wait:0.3" % (row_rect(L, more - top)[1] + L.row_h // 2))
        top = more + 1
    taps.append("touch:100,%d" % (row_rect(L, row - top)[1] + L.row_h // 2))
    return " ".join(taps)


def replay_shots(only=()):
    """A whole game typed, its replay stepped to the first move past ply 150 that claims a medium board."""
    seed = 1
    while True:
        rng = random.Random(seed)
        g = SuperGame()
        out = []
        k = 0
        while not g.result:
            m = rng.choice(g.legal_moves())
            g.play(m)
            out.append("type:%d %d %d;" % (m // 81 + 1, m // 9 % 9 + 1, m % 9 + 1))
            if not k and g.ply > 150 and g.last_medium_change() in (1, 2) and not g.result:
                k = g.ply
        if k:
            break
        seed += 1
    moves = " ".join(out)
    tmp = tempfile.mkdtemp()
    for board, w, h, scheme, scale, where in (("pybadge", 160, 128, "dpad", 3, HERE), ("pyportal", 320, 240, "touch", 2, HERE),
                                              ("clue", 240, 240, "two", 2, tmp)):
        if only and board not in only:
            continue
        shadow = App(w, h, scheme, echo=False)
        shadow.new_game("super")
        for m in g.moves:
            shadow.scr.play(m)
        if scheme == "dpad":
            to_replay, step = "LEFT", "RIGHT"
        elif scheme == "two":  # the result's first button (Menu), Game over's second row (Replay)
            assert shadow.scr.panel_buttons()[0] == "menu"
            shadow.open("over")
            assert [i for i, _ in shadow.scr.items()].index("replay") == 1
            to_replay, step = "A B wait:0.5 A B", "B"
        else:
            bx, by, bw, bh = shadow.layout.slots[shadow.scr.panel_buttons().index("menu")]
            shadow.open("over")
            rx, ry, rw, rh = row_rect(shadow, [i for i, _ in shadow.scr.items()].index("replay"))
            from uttt.ui.superview import replay
            replay(shadow)  # (it makes SCREENS["superreplay"])
            L = shadow.scr.layout
            to_replay = "touch:%d,%d wait:0.5 touch:%d,%d" % (bx + bw // 2, by + bh // 2, rx + rw // 2, ry + rh // 2)
            step = "touch:%d,%d" % (L.gx + L.grid_size - 4, L.gy + L.grid_size // 2)
        s = Simulator(board, shots_dir=where, shot_scale=scale, fresh=True, nvm_path=os.path.join(tmp, board + ".bin"))
        s.run("%s wait:1 %s wait:1 %s wait:0.5 %s wait:0.5 shot:super-replay-%s" % (
            title_taps(w, h, scheme, "super"), moves, to_replay, " ".join([step] * k), board))
    return where


def review_shots(only=(), wait=200, pages=()):
    """superreview45: a whole hot-seat game typed (seed 1's), its Review opened from the result (PyBadge: Right;
    PyPortal: Menu, then Game over's Review): the analysis's screen (super-review-thinking-BOARD.png), then, once it is
    done, the Review's first page (the summary, at the final position) and a key moment's page (``pages``: the Right
    presses or right-half taps to it): super-review-summary-BOARD.png and super-review-moment-BOARD.png (and @3x /
    @2x)."""
    rng = random.Random(1)
    g = SuperGame()
    out = []
    while not g.result:
        m = rng.choice(g.legal_moves())
        g.play(m)
        out.append("type:%d %d %d;" % (m // 81 + 1, m // 9 % 9 + 1, m % 9 + 1))
    moves = " ".join(out)
    tmp = tempfile.mkdtemp()
    for (board, w, h, scheme, scale), k in zip((("pybadge", 160, 128, "dpad", 3), ("pyportal", 320, 240, "touch", 2)),
                                               pages or (8, 8)):
        if only and board not in only:
            continue
        if scheme == "dpad":
            to_review, step = "RIGHT", "RIGHT"
        else:
            shadow = App(w, h, scheme, echo=False)
            shadow.new_game("super")
            for m in g.moves:
                shadow.scr.play(m)
            bx, by, bw, bh = shadow.layout.slots[shadow.scr.panel_buttons().index("menu")]
            shadow.open("over")
            rx, ry, rw, rh = row_rect(shadow, [i for i, _ in shadow.scr.items()].index("review"))
            from uttt.ui.superview import replay
            replay(shadow)  # (the Review's scene is the replay's: the same layout)
            L = shadow.scr.layout
            to_review = "touch:%d,%d wait:0.5 touch:%d,%d" % (bx + bw // 2, by + bh // 2, rx + rw // 2, ry + rh // 2)
            step = "touch:%d,%d" % (L.gx + L.grid_size - 4, L.gy + L.grid_size // 2)
        s = Simulator(board, shots_dir=HERE, shot_scale=scale, fresh=True, nvm_path=os.path.join(tmp, board + ".bin"))
        s.run("%s wait:1 %s wait:1 %s wait:3 shot:super-review-thinking-%s wait:%d shot:super-review-summary-%s %s "
              "wait:0.5 shot:super-review-moment-%s" % (title_taps(w, h, scheme, "super"), moves, to_review, board,
                                                         wait, board, " ".join([step] * k), board))
    return HERE


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
    if sys.argv[1:2] == ["review"]:
        print(review_shots(sys.argv[2:]))
    elif sys.argv[1:2] == ["replay"]:
        print(replay_shots(sys.argv[2:]))
    else:
        main()
        replay_shots()
