"""Regenerate the screenshots of docs/app.md with the simulator (headless):

    SDL_VIDEODRIVER=dummy .venv/bin/python docs/img/make_shots.py           # all of them
    SDL_VIDEODRIVER=dummy .venv/bin/python docs/img/make_shots.py review    # the Review's only
    SDL_VIDEODRIVER=dummy .venv/bin/python docs/img/make_shots.py ui        # issue 17's screens only

Each board plays a scripted game from power-on (the same code.py path as a device) and saves PNGs here,
scaled 2x (3x for the small screens) so the pixels stay crisp.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "tests"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from sim import Simulator  # noqa: E402
from support import first_claim, pick_game, row_rect  # noqa: E402
from uttt.codec import new_game  # noqa: E402
from uttt.ui import buttons as K  # noqa: E402
from uttt.ui.app import App  # noqa: E402
from uttt.ui.drive import play_presses, script  # noqa: E402
from uttt.ui.layout import Layout  # noqa: E402
from uttt.ui.settings import SETTINGS  # noqa: E402
from uttt.parse import format_move  # noqa: E402


def dpad(w, h, scheme, title_row, moves, shots, extra=""):
    shadow = App(w, h, scheme, echo=False)
    ids = [i for i, _ in shadow.scr.items()]
    codes = [K.DOWN] * ids.index(title_row) + [K.A]
    for c in codes:
        shadow.press(c)
    parts = [script(codes)]
    t = 0
    for i, m in enumerate(moves):
        seq = play_presses(shadow, m)
        for c in seq:
            t += 200
            shadow.tick(t)
            shadow.press(c)
        parts.append(script(seq))
        if i + 1 in shots:  # a name (after the move's animation), or (name, seconds after the move)
            name, wait = shots[i + 1] if isinstance(shots[i + 1], tuple) else (shots[i + 1], 0.6)
            parts.append("wait:%s shot:%s" % (wait, name) if wait else "shot:" + name)
    return " ".join(parts) + " " + extra


def two(moves, shots):
    """CLUE script: its left button (a tap is NEXT) steps the cursor through the legal cells, its right
    button (a tap is A) plays."""
    shadow = App(240, 240, "two", echo=False)
    shadow.press(K.A)
    parts = ["B"]
    t = 0
    for i, m in enumerate(moves):
        seq = []
        while shadow.cursor != m or shadow.scr.focus:
            t += 700
            shadow.tick(t)
            shadow.press(K.NEXT)
            seq.append(K.NEXT)
        t += 700
        shadow.tick(t)
        shadow.press(K.A)
        seq.append(K.A)
        parts.append(" ".join("A" if c == K.NEXT else "B" for c in seq))
        if i + 1 in shots:
            parts.append("wait:0.6 shot:%s" % shots[i + 1])
    return " ".join(parts)


def run(board, text, scale):
    s = Simulator(board, nvm_path="/tmp/uttt-shots-%s.bin" % board, shots_dir=HERE, shot_scale=scale)
    if os.path.exists(s.nvm_path):
        os.remove(s.nvm_path)
    s.run(text)
    return s


# A game against the computer played in the simulator (audit19; tests/test_review.py's BOTH), shown between friends:
# both players give a board away to steer, X sends O where every reply gives a free move, a mistake, a block.
REVIEW_GAME = bytes.fromhex("282407421e234805322f19464115213a250c1b021a490f3d474e3b2e0d2a370e333c3927183e4d344431504f084b114c"
                            "060910")


def review_pages(w, h, scheme, moves):
    """The Review's pages of the game between friends on a w x h board, as the app makes them: (move, text, box)."""
    app = App(w, h, scheme, echo=False, seed=1)
    app.new_game("hotseat")
    for m in moves:
        app.scr.play(m)
        app.tick(app.now + 200)
    app.open("review")
    for _ in range(5000):
        app.tick(app.now + 33)
        if app.review is not None and app.scr.job is None and app.scr.final:
            break
    return [p[:3] for p in app.scr.pages]


def typed(moves):
    """The moves typed on the serial console, one line each ("3 5": board 3, square 5), with a frame's pause:
    the same on every board, whatever its buttons and layout (audit19: the presses worked out on a shadow App had
    drifted from the board's, and the Review's shots showed the game screen)."""
    return " ".join("type:%d %d; wait:0.25" % (m // 9 + 1, m % 9 + 1) for m in moves)


def review():
    """The Review (issue 19) on the PyBadge and the PyPortal: the summary, key moments. (The simulator's clock
    gives the analysis big slices: it is done by the first frame; its pages are made over the next ~10 frames, so
    "Thinking" is not shot.) The pages to shoot are found on the app's own pages: the summary's accuracy and its
    boards given away, a board given away, a mistake with the hint's move boxed."""
    moves = REVIEW_GAME
    pages = review_pages(160, 128, "dpad", moves)
    acc = [k for k, p in enumerate(pages) if p[1].startswith("Accuracy")][0]
    steer = [k for k, p in enumerate(pages) if " let " in p[1]][0]
    boxed = [k for k, p in enumerate(pages) if p[2] >= 0][0]
    run("pybadge", "A " + typed(moves) + " wait:1 RIGHT wait:30 shot:pybadge-review-summary "
        "RIGHT*%d wait:0.3 shot:pybadge-review-accuracy RIGHT*%d wait:0.3 shot:pybadge-review-steer "
        "LEFT*%d wait:0.3 shot:pybadge-review-moment DOWN wait:0.3 shot:pybadge-review-last"
        % (acc, steer - acc, steer - boxed), 3)
    pages = review_pages(320, 240, "touch", moves)
    steer = [k for k, p in enumerate(pages) if " let " in p[1]][0]
    L = Layout(320, 240, "touch")
    x, y, w, h = row_rect(L, 0)
    parts = ["touch:%d,%d" % (x + w // 2, y + h // 2), typed(moves)]
    bx, by, bw, bh = L.slots[0]   # the result's Menu button: Game over, then its Review row
    over = App(320, 240, "touch", echo=False)  # Game over is a box over the result (its frame: its words')
    over.new_game("hotseat")
    over.open("over")
    rx, ry, rw, rh = row_rect(over, 1)
    parts.append("wait:1 touch:%d,%d wait:0.3 touch:%d,%d wait:30 shot:pyportal-review-summary"
                 % (bx + bw // 2, by + bh // 2, rx + rw // 2, ry + rh // 2))
    R = Layout(320, 240, "touch", caption=3)
    for k in range(steer):
        parts.append("touch:%d,%d" % (R.gx + R.grid_size - 5, R.gy + R.grid_size // 2))
    parts.append("wait:0.3 shot:pyportal-review-moment")
    run("pyportal", " ".join(parts), 2)


def ui():
    """Issue 17's screens: the title on every board, How to play's choice and a Wild page, Wild's panel, the
    pause menu with its unusable rows dimmed, a result's keys and score on a PyBadge and a PyPortal."""
    titles = [i for i, _ in App(160, 128, "dpad", echo=False).scr.items()]
    run("pybadge", "shot:pybadge-title DOWN*%d A wait:0.3 shot:pybadge-howto DOWN*2 A RIGHT*3 wait:0.3 "
        "shot:pybadge-rules-wild" % titles.index("rules"), 3)
    run("pybadge", "DOWN*2 A RIGHT A wait:0.3 shot:pybadge-wild", 3)
    run("pybadge", "A START wait:0.3 shot:pybadge-pause", 3)  # before the first move: Undo and Hint dimmed
    run("pybadge", dpad(160, 128, "dpad", "classic", [0, 3, 1, 4, 2], {}, "wait:0.8 shot:pybadge-classic-result "
        "wait:2 shot:pybadge-classic-result-b"), 3)
    run("thumby", "shot:thumby-title", 3)
    run("clue", "shot:clue-title", 2)
    run("pyportal_titano", "shot:titano-title", 2)
    L = Layout(320, 240, "touch")
    parts = ["shot:pyportal-title"]
    x, y, w, h = row_rect(L, 1)
    parts.append("touch:%d,%d wait:0.3" % (x + w // 2, y + h // 2))
    for c in (0, 3, 1, 4, 2):
        cx, cy, cw, ch = L.square_rect(c)
        parts.append("touch:%d,%d wait:0.3" % (cx + cw // 2, cy + ch // 2))
    parts.append("wait:0.6 shot:pyportal-result")
    run("pyportal", " ".join(parts), 2)


def main():
    if sys.argv[1:] == ["review"]:
        review()
        return
    if sys.argv[1:] == ["ui"]:
        ui()
        return
    moves, snap = pick_game()
    run("pybadge", "shot:pybadge-title " + dpad(160, 128, "dpad", "hotseat", moves,
        {1: "pybadge-first-move", snap: "pybadge-game", len(moves): "pybadge-result"},
        "SELECT wait:0.3 shot:pybadge-log B B wait:0.3 shot:pybadge-over"), 3)
    run("pybadge", dpad(160, 128, "dpad", "hotseat", moves[:7], {}, "START wait:0.3 shot:pybadge-menu"), 3)
    # Wild: B swaps the mark; the cursor shows a ghost of the mark A will place.
    run("pybadge", "DOWN DOWN A RIGHT A B wait:0.3 shot:pybadge-wild", 3)
    run("pybadge", "DOWN A A RIGHT A DOWN wait:0.3 shot:pybadge-classic", 3)
    run("pybadge", "DOWN*3 A UP*3 A A wait:2 shot:pybadge-vs-computer", 3)
    run("pybadge", "UP A wait:0.3 shot:pybadge-settings", 3)
    # Match play: best of 3, a 10 s timer; round 1 to its end, the result with the score; round 2 counting
    # down; then the Stats screen.
    typed = " ".join("type:%s;" % format_move(m, "ultimate") for m in moves)
    match = ("UP A DOWN*2 RIGHT DOWN*3 RIGHT*2 wait:0.3 shot:pybadge-match-settings B DOWN A " + typed +
             " wait:0.6 shot:pybadge-match-result A wait:3.2 shot:pybadge-match START UP A DOWN*5 A wait:0.3 "
             "shot:pybadge-stats")
    run("pybadge", match, 3)
    # Animations (docs/app.md "Animations"): a claimed board's frame pulsing, the strike line being drawn
    # (a script's press is followed by 0.2 s, so the mark's 0.12 s stroke is over by the first shot).
    claim = first_claim(moves)
    run("pybadge", dpad(160, 128, "dpad", "hotseat", moves, {claim: ("pybadge-anim-pulse", 0.1),
                                                            len(moves): ("pybadge-anim-strike", 0)}), 3)
    # Play aids (docs/app.md "Play aids"): the rules pages, a replay, undo's consent, the themes.
    titles = [i for i, _ in App(160, 128, "dpad", echo=False).scr.items()]
    run("pybadge", "DOWN*%d A A RIGHT wait:0.3 shot:pybadge-rules-frame RIGHT*2 wait:0.3 shot:pybadge-rules-drawn"
        % titles.index("rules"), 3)
    run("pybadge", dpad(160, 128, "dpad", "hotseat", moves, {}, "wait:0.3 LEFT DOWN LEFT*6 wait:0.3 "
        "shot:pybadge-replay"), 3)
    run("pybadge", dpad(160, 128, "dpad", "hotseat", moves[:6], {}, "wait:0.3 shot:pybadge-tip START DOWN A "
        "wait:0.3 shot:pybadge-undo-confirm"), 3)
    rows = [k for k, _, _ in SETTINGS]
    for name, keys in (("chalk", "RIGHT"), ("mono", "RIGHT*2"), ("neon-hc", "DOWN RIGHT"), ("mono-hc", "RIGHT*2 DOWN RIGHT")):
        run("pybadge", "UP A DOWN*%d %s B DOWN " % (rows.index("theme"), keys) +
            dpad(160, 128, "dpad", "hotseat", moves[:snap], {snap: "pybadge-theme-" + name}), 3)
    # PyPortal: touch only.
    L = Layout(320, 240, "touch")
    x, y, w, h = row_rect(L, 0)
    parts = ["touch:%d,%d" % (x + w // 2, y + h // 2)]
    g = new_game("ultimate")
    for i, m in enumerate(moves[:snap]):
        cx, cy, cw, ch = L.cell_rect(m)
        parts.append("touch:%d,%d" % (cx + cw // 2, cy + ch // 2))
        g.play(m)
    bad = next(mm for mm in range(81) if mm // 9 != g.forced and not g.cells[mm])
    cx, cy, cw, ch = L.cell_rect(bad)
    parts.append("wait:0.6 shot:pyportal-game touch:%d,%d shot:pyportal-refused" % (cx + cw // 2, cy + ch // 2))
    run("pyportal", " ".join(parts), 2)
    # CLUE (two buttons) and Thumby Color (128x128).
    run("clue", two(moves[:snap], {snap: "clue-game"}), 2)
    run("thumby", dpad(128, 128, "dpad", "hotseat", moves[:snap], {snap: "thumby-game"}), 3)


if __name__ == "__main__":
    main()
