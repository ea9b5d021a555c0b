"""Themes (neon, chalk, mono) and high contrast: colour-blind-safe luminance steps in every palette; chosen in
Settings by scripted presses in the simulator, checked at named pixels of the settings and game screens,
remembered in NVM; a theme change is one palette swap (one full redraw, then nothing)."""

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from uttt.ui import theme as T  # noqa: E402
from uttt.ui import themecolours as TC  # noqa: E402
from uttt.ui.layout import Layout  # noqa: E402
from uttt.ui.settings import SETTINGS  # noqa: E402

COMBOS = [(i, hc) for i in range(3) for hc in (0, 1)]
ROWS = [k for k, _, _ in SETTINGS]


@pytest.mark.parametrize("index,hc", COMBOS)
def test_every_palette_is_colour_blind_safe(index, hc):
    t = T.make(index, hc)
    L = TC.luma
    # Washes by brightness alone: X's claimed board darker than O's, a drawn board lighter than both.
    assert L(t[T.X_BG]) + 15 <= L(t[T.O_BG])
    assert L(t[T.O_BG]) + 15 <= L(t[T.SLATE])
    # Small marks stay readable on every wash, text and frames on the board.
    for wash in (T.X_BG, T.O_BG, T.SLATE):
        for dim in (T.X_DIM, T.O_DIM):
            assert abs(L(t[dim]) - L(t[wash])) >= 30, (wash, dim)
    for c in (T.X, T.O, T.TEXT, T.CURSOR, T.GOLD):
        assert L(t[c]) - L(t[T.BG]) >= (130 if hc else 100), c
    assert L(t[T.THICK]) > L(t[T.LINE]) > L(t[T.BG])
    if hc:
        base = T.make(index, 0)
        for c in (T.X, T.O, T.TEXT, T.X_DIM, T.O_DIM):
            assert L(t[c]) - L(t[T.BG]) >= L(base[c]) - L(base[T.BG])


def rgb(c):
    return (c >> 16) & 255, (c >> 8) & 255, c & 255


def near(px, colour, tol=12):
    return all(abs(a - b) <= tol for a, b in zip(px, rgb(colour)))


def settings_script(index, hc, scheme):
    """From the title: Settings, the theme and contrast rows, back, 2 players, play where the cursor is."""
    from uttt.ui.app import App
    titles = [i for i, _ in App(160, 128, scheme, echo=False).scr.items()]
    if scheme == "two":  # the CLUE: a left tap is NEXT (down the menu), a right tap A, a left hold B (back)
        down, act, back = "A", "B", "hold:A:0.8"
    else:
        down, act, back = "DOWN", "A", "B"
    parts = [down] * titles.index("settings") + [act]
    parts += [down] * ROWS.index("theme") + [act] * index
    parts += [down] + [act] * hc
    # Back on the title menu's Settings row: down (wrapping) to its first row, 2 players.
    parts += ["wait:0.2 shot:settings", back] + [down] * (len(titles) - titles.index("settings"))
    parts += [act, act, "wait:0.4 shot:game"]
    return " ".join(parts)


@pytest.mark.parametrize("board,w,h,scheme", [("pybadge", 160, 128, "dpad"), ("clue", 240, 240, "two")])
@pytest.mark.parametrize("index,hc", COMBOS)
def test_theme_chosen_in_settings_colours_the_screens(board, w, h, scheme, index, hc, tmp_path):
    import sim
    text = settings_script(index, hc, scheme)
    s = sim.Simulator(board, nvm_path=str(tmp_path / "nvm.bin"), shots_dir=str(tmp_path))
    holder = {}

    def code():
        import boards
        import uttt.ui.main as M
        holder["main"] = M
        M.run(boards.load())

    s.run(text, code=code)
    g = holder["main"].app.game
    assert g.ply == 1
    t = T.make(index, hc)
    import numpy as np
    import pygame
    shot = {}
    for name in ("settings", "game"):
        surf = pygame.image.load(s.shots[name]) if isinstance(s.shots[name], str) else None
        shot[name] = np.transpose(pygame.surfarray.array3d(surf), (1, 0, 2)) if surf is not None else s.shots[name]

    def px(name, x, y):
        r, g, b = shot[name][y][x][:3]
        return int(r), int(g), int(b)

    L = Layout(w, h, scheme)
    # Settings: the background, the title (gold) somewhere on its line, the selected row's bar.
    assert near(px("settings", 1, L.height - 2), t[T.BG])
    title_y = L.title_h // 2
    assert any(near(px("settings", x, title_y + dy), t[T.GOLD], 30) for x in range(L.width) for dy in (-1, 0, 1))
    # Game after X's first move: the forced board has the gold frame, the X is drawn in X's colour, an empty
    # cell is the board background, thick lines between boards.
    x, y, bw, bh = L.board_rect(g.forced)
    assert near(px("game", x, y + bh // 2 + 1), t[T.GOLD])
    cx, cy, cw, ch = L.cell_rect(g.last_move)
    assert near(px("game", cx + cw // 2, cy + ch // 2), t[T.X])
    empty = next(m for m in (0, 80, 8, 72) if m // 9 != g.forced and not g.cells[m])
    ex, ey, ew, eh = L.cell_rect(empty)
    assert near(px("game", ex + ew // 2, ey + eh // 2), t[T.BG])
    tx, ty, _, _ = L.board_rect(1)
    assert near(px("game", tx - 1, ty + 5), t[T.THICK])
    # Remembered: a fresh App on the same NVM has the theme.
    from uttt.ui.app import App
    with open(str(tmp_path / "nvm.bin"), "rb") as f:
        nvm = bytearray(f.read())
    again = App(w, h, scheme, nvm=nvm, echo=False)
    assert (again.settings["theme"], again.settings["contrast"]) == (index, hc)
    assert again.theme == t


def test_a_theme_change_is_one_palette_swap(board):
    s, hw = board("pybadge")
    from uttt.ui import buttons as K
    from uttt.ui.app import App
    from uttt.ui.view import View
    app = App(hw.width, hw.height, hw.scheme, echo=False)
    view = View(hw.display, app)

    def sent(fn):
        n0 = len(s.refreshes)
        fn()
        view.update()
        return len(s.refreshes) - n0, sum(p for _, p in s.refreshes[n0:])

    sent(lambda: None)
    app.press(K.UP)
    app.press(K.A)
    sent(lambda: None)
    for _ in range(ROWS.index("theme")):
        sent(lambda: app.press(K.DOWN))
    scene = view.scene
    n, px = sent(lambda: app.press(K.RIGHT))
    assert n == 1 and px >= hw.width * hw.height * 0.9, "one full redraw"
    assert sent(lambda: None) == (0, 0)
    assert view.pal[T.BG] == TC.CHALK[T.BG] and view.pal[T.GOLD] == TC.CHALK[T.GOLD]
    assert view.scene is scene, "nothing rebuilt: the same objects, recoloured"
    assert near(s.pixel(1, hw.height - 2), TC.CHALK[T.BG], 4)  # (RGB565)


def test_a_theme_is_made_by_a_module_that_is_dropped_again():
    """uttt.ui.theme.make answers from uttt.ui.themecolours and drops it (docs/memory.md, issue 16): the colours
    of every theme, high contrast or not, and no copy of the module left in RAM."""
    import sys

    import uttt.ui

    for index in range(len(TC.THEMES)):
        for hc in (False, True):
            sys.modules.pop("uttt.ui.themecolours", None)
            if hasattr(uttt.ui, "themecolours"):
                delattr(uttt.ui, "themecolours")
            got = T.make(index, hc)
            assert "uttt.ui.themecolours" not in sys.modules and not hasattr(uttt.ui, "themecolours")
            assert got == TC.make(index, hc) and len(got) == T.STRIKE + 1
    assert T.make(1) == TC.CHALK and T.make(2, True)[T.BG] == 0x000000


def test_the_colours_module_numbers_the_slots_as_the_theme_does():
    """uttt.ui.themecolours is a leaf (no import of uttt.ui.theme): its private copies of the slots that high
    contrast changes must be theme's."""
    for name in ("BG", "X", "O", "X_DIM", "O_DIM", "X_BG", "LINE", "THICK", "TEXT", "BAD", "CURSOR"):
        assert getattr(TC, "_" + name) == getattr(T, name), name
    assert all(len(t) == T.STRIKE + 1 for t in TC.THEMES)
