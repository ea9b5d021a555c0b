"""Replay, the rules screen and the first games' tips, through the app (no display) and in the simulator at
named pixels (PyBadge by buttons, PyPortal by touch)."""

import os

import pytest

from uttt.codec import new_game
from uttt.notation import log_lines
from uttt.ui import buttons as K
from uttt.ui.app import App
from uttt.ui.rulespages import GAMES, ULTIMATE as PAGES

from support import row_rect, tap_move, touch_moves
from test_app_play import make, press, start, play_by_presses, random_moves


def built(variant, moves):
    g = new_game(variant)
    for m in moves:
        g.play(m)
    return g


def finish(app, variant="ultimate", seed=5, want=1):
    moves = random_moves(variant, seed, want)
    play_by_presses(app, moves)
    assert app.screen == "result"
    return moves


@pytest.mark.parametrize("mode,variant", [("hotseat", "ultimate"), ("classic", "classic"), ("wild", "wild")])
def test_replay_steps_back_and_forth_exactly_as_the_move_list_says(mode, variant):
    app = make()
    start(app, mode)
    moves = finish(app, variant)
    final = bytes(app.game.cells)
    press(app, K.LEFT)  # D-pad: Left on the result screen opens the replay, at the first move
    assert app.screen == "replay" and app.scr.k == 0
    seq = [K.DOWN] + [K.LEFT] * 5 + [K.RIGHT] * 2 + [K.UP, K.RIGHT, K.DOWN, K.LEFT, K.PREV, K.NEXT, K.A]
    for code in seq:
        press(app, code)
        k = app.scr.k
        ref = built(variant, moves[:k])
        assert app.scr.pic.moves == moves[:k] and bytes(app.scr.pic.cells) == bytes(ref.cells)
        assert app.scr.pic.result == ref.result and app.scr.pic.turn == ref.turn
        assert app.scr.status() == ("move", "%d/%d" % (k, len(moves)))
        if k:  # the move's log lines, or (too long for the caption band) the move in fewer words
            from uttt.ui.replay import briefly
            full = "%d. %s" % (k, ". ".join(log_lines(ref)))
            assert app.scr.caption() in (full, briefly(ref, True), briefly(ref, False))
            from uttt.ui.text import wrap
            assert app.scr.caption() == full or len(wrap(full, app.scr.layout.caption_cols, "")) > 2
    # Beyond the ends: refused, nothing moves.
    press(app, K.UP)
    del app.cues[:]
    press(app, K.LEFT)
    assert app.cues == ["bad"] and app.scr.k == 0
    press(app, K.DOWN)
    press(app, K.RIGHT)
    assert app.scr.k == len(moves)
    # The finished game itself never changed; B goes back to the result screen.
    assert app.game.moves == moves and bytes(app.game.cells) == final
    press(app, K.B)
    assert app.screen == "result" and not hasattr(app.scr, "pic")


def test_replay_by_touch_halves_and_the_panel_buttons():
    app = make(320, 240, "touch")
    L = app.layout

    def tap(x, y):
        app.clock_t += 300
        app.tick(app.clock_t)
        app.touch(x, y)

    x, y, w, h = row_rect(app, 0)
    tap(x + w // 2, y + h // 2)
    moves = random_moves("ultimate", 9, 2)
    for m in moves:
        tap_move(app, m)
    assert app.screen == "result"
    names = app.scr.panel_buttons()
    x, y, w, h = L.slots[names.index("menu")]  # Game over: its third row is Replay
    tap(x + w // 2, y + h // 2)
    assert app.screen == "over"
    x, y, w, h = row_rect(app, [i for i, _ in app.scr.items()].index("replay"))
    tap(x + w // 2, y + h // 2)
    assert app.screen == "replay"
    P = app.scr.layout  # a smaller grid: the caption band is under it
    assert P.grid_size < L.grid_size and P.gy + P.grid_size <= P.caption[1]
    mid = P.gy + P.grid_size // 2
    assert app.scr.k == 0  # the replay starts at the first move
    for _ in range(3):
        tap(P.gx + P.grid_size - 5, mid)
    assert app.scr.k == 3
    tap(P.gx + 5, mid)
    assert app.scr.pic.moves == moves[:2]
    x, y, w, h = P.slots[0]
    tap(x + w // 2, y + h // 2)
    assert app.screen == "result"


def test_rules_pages_show_what_their_text_says():
    # The positions are legal and show: a free first move, the gold frame, a claim, a drawn board, a free move
    # after a closed board, a won match; the last page is the controls of the board.
    g = [built("ultimate", moves) for moves, _ in PAGES]
    assert g[0].ply == 0 and g[0].forced < 0
    assert g[1].forced == 2 and g[1].last_move == 2
    assert g[2].last_board_change() == 1 and g[2].forced >= 0
    assert g[3].last_board_change() == 3 and 1 not in g[3].boards and 2 not in g[3].boards
    assert g[4].forced < 0 and not g[4].result and g[4].boards[g[4].last_move % 9] == 1
    assert g[5].result == 1 and g[5].winning_line()
    for scheme, word in (("dpad", "Start"), ("two", "Hold"), ("touch", "Tap")):
        app = App(160, 128, scheme, echo=False)
        app.open("rules", game="ultimate")
        texts = []
        for i in range(len(PAGES), app.scr.count()[1] + 1):  # the controls pages: an empty grid
            app.scr.go_to(i)
            assert not app.scr.pic.ply
            texts.append(app.scr.caption())
        assert word in " ".join(texts)


def test_rules_from_the_title_and_back():
    app = make()
    ids = [i for i, _ in app.scr.items()]
    for _ in range(ids.index("rules")):
        press(app, K.DOWN)
    press(app, K.A)
    # How to play starts with the choice of game: a row for each of GAMES, Super-Ultimate's rules, then Back.
    assert app.screen == "howto"
    assert [i for i, _ in app.scr.items()] == [g[0] for g in GAMES] + ["superrules", "back"]
    press(app, K.A)
    n = app.scr.count()[1] + 1
    assert app.screen == "rules" and app.scr.status() == ("Page", "1 of %d" % n)
    for i in range(1, n):
        press(app, K.RIGHT)
        assert app.scr.k == i and app.scr.pic.moves == list(PAGES[i][0] if i < len(PAGES) else ())
    press(app, K.A)  # A on the last page: done, back on the choice with the game chosen
    assert app.screen == "howto" and app.scr.items()[app.scr.sel][0] == "ultimate"
    # Super-Ultimate's row: its rules in words (issue 21's text, uttt.ui.superrules), and back on that row.
    for _ in range(len(GAMES)):
        press(app, K.DOWN)
    press(app, K.A)
    assert app.screen == "superrules" and app.scr.lines[0].startswith("Moves are addressed")
    press(app, K.B)
    assert app.screen == "howto" and app.scr.items()[app.scr.sel][0] == "superrules"
    press(app, K.B)
    assert app.screen == "title" and app.scr.items()[app.scr.sel][0] == "rules"


def test_every_game_has_its_own_pages_drawn_by_its_renderer_and_ends_with_the_controls():
    from uttt.ui.rulespages import SWAP
    # Classic: a win and a draw; Wild: two marks chosen, two in a line, a line completed by the one who made it.
    got = {}
    for key, _, pages in GAMES:
        got[key] = [built(key, moves) for moves, _ in pages]
        assert all(g.variant == key for g in got[key])
    c = got["classic"]
    assert c[0].ply == 0 and c[2].result == 1 and c[3].result == 3
    w = got["wild"]
    assert w[1].cells[4] == 1 and w[1].cells[0] == 2 and not w[2].result
    assert w[3].result == 2 and w[3].cells[2] == 2  # player 2 completed O's line
    for scheme in ("dpad", "two", "touch"):
        app = App(160, 128, scheme, echo=False)
        app.open("howto")
        for key, _, pages in GAMES:
            app.open("rules", game=key)
            i, last = app.scr.count()
            assert last + 1 == len(pages) + 3
            controls = []
            for k in range(last + 1):
                app.scr.go_to(k)
                assert app.scr.pic.variant == key
                assert app.scr.pic.moves == list(pages[k][0] if k < len(pages) else ())
                if k >= len(pages):
                    controls.append(app.scr.caption())
            if key == "wild":
                assert any(SWAP[scheme].split(" ")[0] in t for t in controls)


def test_tips_in_the_first_game_until_an_ultimate_game_ends(tmp_path):
    nvm = bytearray(256)

    def tip(app):
        return app.scr.tip()
    app = App(160, 128, "dpad", nvm=nvm, echo=False)
    app.clock_t = 0
    start(app, "hotseat")
    assert tip(app) == "First move: any cell"
    press(app, K.A)
    assert tip(app) == "Play in the framed board"
    moves = random_moves("ultimate", 2, 1)
    app.new_game("hotseat")
    play_by_presses(app, moves)
    assert app.settings["tips"] == 0
    while app.scr.ending:    # the game's end, a step a frame after its last move (the save among them)
        app.clock_t += 33
        app.tick(app.clock_t)
    again = App(160, 128, "dpad", nvm=nvm, echo=False)
    assert again.settings["tips"] == 0, "tutorial_done is kept in NVM"
    again.new_game("hotseat")
    assert tip(again) == ""


# ----- in the simulator ------------------------------------------------------------------------------------------

def _sim(board, text, tmp_path):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pytest.importorskip("sim")
    from test_view_sim import run_sim, shot_rgb
    s, app = run_sim(board, text, tmp_path)
    return s, app, lambda name: shot_rgb(s, name)


def near(px, c, tol=14):
    return all(abs(a - b) <= tol for a, b in zip(px, ((c >> 16) & 255, (c >> 8) & 255, c & 255)))


def px(img, x, y):
    return tuple(int(v) for v in img[y][x][:3])


def test_sim_pybadge_rules_picture_shows_the_gold_frame_and_replay_the_position(tmp_path):
    from uttt.ui import theme as T
    from uttt.ui import themecolours as TC
    from uttt.ui.drive import script
    from uttt.ui.layout import Layout
    from test_view_sim import dpad_script
    L = Layout(160, 128, "dpad", caption=2)  # the picture screens' layout: a caption band under the grid
    titles = [i for i, _ in App(160, 128, "dpad", echo=False).scr.items()]
    rules = "DOWN*%d A A wait:0.2 shot:rules1 RIGHT wait:0.2 shot:rules2 B B UP*%d " % ((titles.index("rules"),) * 2)
    moves = random_moves("ultimate", 4, 1)
    game = dpad_script(moves, {})  # from the title's first row (B leaves the rules there)
    k = len(moves) - 2  # Left opens the replay at the first move, Down goes to the end, two more step back
    text = rules + game + " wait:0.3 LEFT DOWN LEFT LEFT wait:0.2 shot:replay"
    s, app, shot = _sim("pybadge", text, tmp_path)
    assert app.screen == "replay" and app.scr.k == k
    # Rules page 2: X's top-right cell of the top-left board sends O to the top-right board: its gold frame.
    img = shot("rules2")
    x, y, w, h = L.board_rect(2)
    assert near(px(img, x, y + h // 2), TC.DARK[T.GOLD])
    x, y, w, h = L.board_rect(0)
    assert not near(px(img, x, y + h // 2), TC.DARK[T.GOLD])
    cx, cy, cw, ch = L.cell_rect(2)
    assert near(px(img, cx + cw // 2, cy + ch // 2), TC.DARK[T.X])
    # The caption band under the grid shows text; the whole grid shows above it.
    bx, by, bw, bh = L.caption
    assert L.gy + L.grid_size <= by
    lit = sum(1 for xx in range(bw) for yy in range(by + 3, by + bh) if near(px(img, xx, yy), TC.DARK[T.TEXT], 60))
    assert lit > 5
    # Replay at move k: every played cell of moves[:k] shows its mark, the cells of later moves are empty.
    img = shot("replay")
    ref = built("ultimate", moves[:k])
    for m in moves[k:]:
        cx, cy, cw, ch = L.cell_rect(m)
        if ref.boards[m // 9] == 0:
            assert not near(px(img, cx + cw // 2, cy + ch // 2), TC.DARK[T.X]), "a later move shows"
            assert not near(px(img, cx + cw // 2, cy + ch // 2), TC.DARK[T.O]), "a later move shows"
    for m in moves[:k]:
        cx, cy, cw, ch = L.cell_rect(m)
        if ref.boards[m // 9] == 0:
            want = TC.DARK[T.X] if ref.cells[m] == 1 else TC.DARK[T.O]
            ok = any(near(px(img, cx + dx, cy + dy), want, 30) for dx in range(cw) for dy in range(ch))
            assert ok, "move %d missing" % m


def test_sim_pyportal_rules_and_replay_by_touch_alone(tmp_path):
    from uttt.ui import theme as T
    from uttt.ui import themecolours as TC
    from uttt.ui.layout import Layout
    L = Layout(320, 240, "touch")
    P = Layout(320, 240, "touch", caption=2)  # the picture screens: a smaller grid over the caption band
    shadow = App(320, 240, "touch", echo=False)
    titles = [i for i, _ in shadow.scr.items()]

    def row(i):
        x, y, w, h = row_rect(L, i)
        return "touch:%d,%d wait:0.3" % (x + w // 2, y + h // 2)

    right = "touch:%d,%d" % (P.gx + P.grid_size - 10, P.gy + P.grid_size // 2)
    left = "touch:%d,%d" % (P.gx + 10, P.gy + P.grid_size // 2)
    back = "touch:%d,%d" % (P.slots[0][0] + P.slots[0][2] // 2, P.slots[0][1] + P.slots[0][3] // 2)
    # How to play, Ultimate (the choice's first row), a page on; Back, and the choice's title bar back.
    # The title's rows come in pages of four ("More..." the last): How to play is on the second.
    paged = [i for i, _ in shadow.scr.items()]
    rules = paged.index("rules")
    assert rules >= L.menu_rows and paged[L.menu_rows - 1] == "more"
    parts, top = [], 0
    while rules - top >= L.menu_rows:  # "More..." to How to play's page
        more = paged.index("more", top)
        parts.append(row(more - top))
        top = more + 1
    parts += [row(rules - top), row(0), right, "wait:0.2 shot:rules2", back, "wait:0.3 touch:160,4 wait:0.3"]
    # back on How to play's page; each page's "More..." on to the next, the last's to page 1
    while top:
        more = paged.index("more", top)
        parts.append(row(more - top))
        top = more + 1 if more + 1 < len(paged) else 0
    parts.append(row(paged.index("hotseat")))
    moves = random_moves("ultimate", 6, 2)
    shadow.touch(*[v + 1 for v in row_rect(L, paged.index("hotseat"))[:2]])
    shadow.clock_t = 0
    parts += touch_moves(shadow, moves)  # taps on the board to play, enlarged (uttt.ui.zoom)
    x, y, w, h = L.slots[0]  # the result screen's panel: Menu (Game over: its third row, Replay), Again
    # The replay opens at the first move: three forward, then one back.
    parts += ["wait:0.3", "touch:%d,%d" % (x + w // 2, y + h // 2), row(2), "wait:0.3"] + \
        ["%s wait:0.2" % right] * 3 + [left, "wait:0.2 shot:replay"]
    s, app, shot = _sim("pyportal", " ".join(parts), tmp_path)
    img = shot("rules2")
    bx, by, bw, bh = P.board_rect(2)
    assert near(px(img, bx, by + bh // 2), TC.DARK[T.GOLD]), "the rules picture's gold frame"
    assert app.screen == "replay" and app.scr.k == 2
    img = shot("replay")
    last = moves[2]  # taken back: its cell is empty again (no mark colour in its middle)
    cx, cy, cw, ch = P.cell_rect(last)
    ref = built("ultimate", moves[:2])
    if ref.boards[last // 9] == 0:
        c = px(img, cx + cw // 2, cy + ch // 2)
        assert not near(c, TC.DARK[T.O]) and not near(c, TC.DARK[T.X])
    # The panel counts "move 2/n" (text drawn in the panel) and the banner shows the log line.
    assert app.scr.status() == ("move", "%d/%d" % (2, len(moves)))
