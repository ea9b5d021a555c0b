"""Whole games through the app by button presses and touches, no display: hot-seat Ultimate to a win and to
a draw, Classic, Wild, two-button and touch-only play, the console, and every refused press."""

import random
import sys

import pytest

from uttt.codec import new_game
from uttt.notation import log_lines
from uttt.ui import buttons as K
from uttt.ui import cursor as C
from uttt.ui.app import App
from uttt.ui.cursor import MASH_MS
from uttt.ui.drive import play_presses
from uttt.ui.logscreen import wrapped_rows
from uttt.ui.text import wrap

from support import RATING_STARTS, make, press, row_rect, tap_move

SIZES = ((160, 128, "dpad"), (320, 240, "touch"), (240, 240, "two"), (128, 128, "dpad"))


class Clock:
    def __init__(self):
        self.t = 1000


def start(app, row_id):
    """Choose a title-menu row by D-pad ("bot": first set the opponent row to the computer)."""
    ids = [i for i, _ in app.scr.items()]
    if row_id == "bot" and "bot" not in ids:
        for _ in range(ids.index("vs")):
            press(app, K.DOWN)
        press(app, K.A)
        assert app.settings["vs"] == 1
        for _ in range(ids.index("vs")):
            press(app, K.UP)
        ids = [i for i, _ in app.scr.items()]
    for _ in range(ids.index(row_id)):
        press(app, K.DOWN)
    press(app, K.A)
    assert app.screen == "game"


def random_moves(variant, seed, want):
    """A random game's moves whose result is want (1, 2 or 3); found by trying seeds from seed."""
    while True:
        rng = random.Random(seed)
        g = new_game(variant)
        while not g.result:
            g.play(rng.choice(g.legal_moves()))
        if g.result == want:
            return g.moves
        seed += 1


def expected_log(variant, moves):
    g = new_game(variant)
    out = []
    for m in moves:
        g.play(m)
        out += log_lines(g)
    return out


def play_by_presses(app, moves):
    for m in moves:
        del app.cues[:]
        before = app.game.ply
        for code in play_presses(app, m):
            press(app, code)
        assert app.game.ply == before + 1, "move %d was not played" % m
        assert app.game.last_move == m
        assert "bad" not in app.cues


@pytest.mark.parametrize("w,h,scheme", SIZES)
def test_hotseat_ultimate_to_a_win_by_presses(w, h, scheme):
    app = make(w, h, scheme)
    start(app, "hotseat")
    moves = random_moves("ultimate", 11, 1)
    play_by_presses(app, moves[:-1])
    assert app.screen == "game"
    for code in play_presses(app, moves[-1]):
        press(app, code)
    assert app.game.result == 1
    assert app.screen == "result"
    assert "win" in app.cues
    assert app.log == expected_log("ultimate", moves)
    assert app.log[-1] == "X won the game"
    # The log screen shows the same lines, numbered and wrapped, and scrolls.
    press(app, K.SELECT)
    assert app.screen == "log"
    view = app.scr.view()
    assert view[0].startswith(" 1. X played")
    assert len(view) == app.scr.total()
    expect, n = [], 0  # each entry numbered or indented, then wrapped, the long way
    for line in app.log:
        n += " played " in line
        expect += wrap(("%2d. " % n if " played " in line else "    ") + line, app.layout.log_cols, "    ")
    assert view == expect
    rows = app.layout.log_rows
    assert app.scr.page(3, rows) == view[3:3 + rows]
    assert all(len(line) <= app.layout.log_cols for line in view)
    assert "X won the game" in " ".join(view)
    top = app.scr.top
    press(app, K.UP)
    assert app.scr.top == max(0, top - 1)
    press(app, K.B)
    assert app.screen == "result"
    press(app, K.A)  # again
    assert app.screen == "game" and app.game.ply == 0


def test_the_log_screen_takes_the_games_entries_in_the_frame_after_it_shows():
    # pause23: the press that opens the log replays no move (its title shows); the next frame takes them all and
    # shows the last page; a press before that (or the page asked for) takes them at once
    for finish in ("tick", "press"):
        app = make()
        start(app, "hotseat")
        moves = random_moves("ultimate", 100, 3)
        play_by_presses(app, moves)
        press(app, K.SELECT)
        scr = app.scr
        assert app.screen == "log" and scr.more is not None and scr.lines == [] and scr.top == 0
        app.tick(app.clock_t)  # (the press's own frame: nothing yet)
        assert scr.lines == [] and scr.more is not None
        if finish == "tick":
            app.tick(app.clock_t)
        else:
            app.press(K.UP)
        assert scr.more is None and scr.lines == app.log
        assert scr.top == max(0, scr.total() - app.layout.log_rows) - (finish == "press")


def test_the_log_closed_before_its_entries_are_in_makes_none():
    # gcpress54: a key that leaves the log (B, Start, Select, A; touch: the title bar) in the frame after the press
    # that opened it goes back at once, without replaying the game's moves into entries nobody sees (log -> Game
    # over took ~150 ms of a PyBadge's more so, estimate); a scroll then takes them all, as before
    for how in (K.B, K.START, K.SELECT, K.A, "tap"):
        app = make(*((320, 240, "touch") if how == "tap" else ()))
        start(app, "hotseat")
        play_by_presses(app, random_moves("ultimate", 100, 3))
        back = app.screen
        press(app, K.SELECT)
        scr = app.scr
        assert app.screen == "log" and scr.more is not None
        taken = []
        more = scr.more
        scr.more = (taken.append(x) or x for x in more)
        if how == "tap":
            app.touch(5, 2)
        else:
            app.press(how)
        assert app.screen == back and taken == [], (how, len(taken))


def test_a_log_page_after_any_scrolls_is_the_page_made_from_scratch():
    # logscroll53: a scroll wraps only the entries it brings in (the last page's lines and the entry it began in
    # are kept): after every press the page on screen is the log's lines top .. top + rows - 1, numbered and
    # wrapped the long way; the Super-Ultimate rules (no numbers, no indent) the same
    from uttt.ui.logscreen import LogScreen
    from uttt.ui.superrules import RULES
    app = make()
    start(app, "hotseat")
    play_by_presses(app, random_moves("ultimate", 100, 3))
    press(app, K.SELECT)
    app.tick(app.clock_t)
    expect, n = [], 0
    for line in app.log:
        n += " played " in line
        expect += wrap(("%2d. " % n if " played " in line else "    ") + line, app.layout.log_cols, "    ")
    rules = []
    for line in RULES:
        rules += wrap(line, app.layout.log_cols, "")
    rows = app.layout.log_rows
    rng = random.Random(53)
    keys = [K.UP, K.DOWN, K.LEFT, K.RIGHT, K.NEXT, K.PREV]
    for scr, want in ((app.scr, expect), (LogScreen(app, "title", rules=True), rules)):
        assert app.screen == "log" and len(want) > 3 * rows and scr.total() == len(want)
        for i in range(400):
            code = rng.choice(keys[:2] if i % 40 < 25 else keys)
            scr.press(code)
            assert scr.page(scr.top, rows) == want[scr.top:scr.top + rows], (i, code, scr.top)


def test_the_logs_rows_counted_without_making_them_are_wraps():
    # LogScreen counts each entry's display lines from its bytes (wrapped_rows): the same as wrap() makes
    rng = random.Random(5)
    words = ["X", "played", "center", "of", "top-right", "board", "claimed", "the", "bottom-left", "", "a" * 30]
    for _ in range(3000):
        line = (" " * rng.randint(1, 2)).join(rng.choice(words) for _ in range(rng.randint(0, 12)))
        cols, k, n = rng.randint(6, 40), rng.choice([0, 2, 4]), rng.randint(1, 150)
        for prefix in ("%2d. " % n, " " * k):
            if len(prefix) <= k + 1:
                assert wrapped_rows(line, len(prefix), cols, k) == len(wrap(prefix + line, cols, " " * k))


def test_hotseat_ultimate_to_a_draw_by_presses():
    app = make()
    start(app, "hotseat")
    moves = random_moves("ultimate", 100, 3)
    play_by_presses(app, moves)
    assert app.game.result == 3
    assert app.screen == "result"
    assert "draw" in app.cues
    assert app.log[-1] == "The game is a draw"
    assert app.scr.status()[0] == "Draw"


def test_classic_by_presses():
    app = make()
    start(app, "classic")
    moves = random_moves("classic", 1, 2)
    play_by_presses(app, moves)
    assert app.game.result == 2 and app.screen == "result"
    assert app.log == expected_log("classic", moves)


def test_classic_cursor_after_a_mark_goes_to_the_nearest_empty_cell():
    # After a mark the cursor leaves the cell it took for the nearest empty one (the centre first among equals),
    # not the first empty cell from the top-left: the eye stays where the play is. On 2716cc5 the centre mark put
    # the cursor on the top-left corner (0), the corner mark then on the centre.
    app = make()
    start(app, "classic")
    assert app.cursor == 4
    press(app, K.A)                                # X: the centre
    assert app.game.moves == [4] and app.cursor == 1
    press(app, K.RIGHT)                            # O: the top-right corner
    press(app, K.A)
    assert app.game.moves == [4, 2] and app.cursor == 1    # (1 and 5 a step away: the order of CENTRE_FIRST)
    press(app, K.DOWN)                             # X: over the centre to the bottom edge's middle
    press(app, K.DOWN)
    press(app, K.A)
    assert app.game.moves == [4, 2, 7] and app.cursor == 6   # main: 0, across the board
    # A cursor left on an empty cell stays there whatever is played elsewhere (the computer's answer)
    app.cursor = 0
    app.game.play(1)
    C.place(app, 1)
    assert app.cursor == 0


def test_wild_by_presses_b_swaps_the_mark():
    app = make()
    start(app, "wild")
    assert app.mark == 1
    press(app, K.B)
    assert app.mark == 2 and app.screen == "game"
    press(app, K.B)
    moves = random_moves("wild", 3, 1)
    assert any(m >= 9 for m in moves)
    play_by_presses(app, moves)
    assert app.game.result == 1
    assert app.log == expected_log("wild", moves)
    assert "placed an O" in " ".join(app.log) or "placed an X" in " ".join(app.log)


def test_two_buttons_reach_every_cell_and_the_menu():
    app = make(240, 240, "two")
    # Menu by NEXT/A alone.
    press(app, K.NEXT)
    assert app.scr.items()[app.scr.sel][0] == "classic"
    press(app, K.PREV)
    press(app, K.A)
    assert app.screen == "game"
    moves = random_moves("ultimate", 5, 2)
    for m in moves:
        guard = 0
        while app.cursor != m or app.scr.focus:
            press(app, K.NEXT)
            guard += 1
            assert guard < 100
        press(app, K.A)
        assert app.game.last_move == m
    assert app.game.result == 2
    # The panel buttons are in the NEXT cycle: Menu on the result screen.
    press(app, K.NEXT)
    assert app.scr.focus in ("menu", "again", "log")
    while app.scr.focus != "menu":
        press(app, K.NEXT)
    press(app, K.A)
    assert app.screen == "over"  # the menu after a game: again, review, replay, log, stats, main menu
    assert [i for i, _ in app.scr.items()] == ["again", "review", "replay", "log", "stats", "quit"]
    press(app, K.PREV)
    press(app, K.A)
    assert app.screen == "title"


def test_two_buttons_open_the_menu_from_the_cycle():
    app = make(240, 240, "two")
    start(app, "hotseat")
    n = len(C.targets(app))
    for _ in range(n + 2):
        press(app, K.NEXT)
        if app.scr.focus:
            break
    assert app.scr.focus == "menu"
    press(app, K.A)
    assert app.screen == "pause"


def test_touch_alone_plays_menus_a_game_and_the_log():
    app = make(320, 240, "touch")
    L = app.layout

    def tap_row(row_id):
        ids = [i for i, _ in app.scr.items()]
        while not 0 <= ids.index(row_id) - app.scr.top < L.menu_rows:  # a long list: "More..." pages on
            tap_row_at(ids.index("more", app.scr.top))
        tap_row_at(ids.index(row_id))

    def tap_row_at(j):
        x, y, w, h = row_rect(app, j - app.scr.top)
        assert h >= 44  # 9 mm on a PyPortal's 3.2" screen
        app.clock_t += 300
        app.tick(app.clock_t)
        app.touch(x + w // 2, y + h // 2)

    tap_row("settings")
    assert app.screen == "settings"
    level = app.settings["level"]
    tap_row("level")
    assert app.settings["level"] == (level + 1) % 4
    app.touch(L.width // 2, 2)  # the title bar: back (the settings list scrolls past Back)
    tap_row("hotseat")
    assert app.screen == "game"
    moves = random_moves("ultimate", 21, 2)
    for m in moves:  # the board to play is enlarged (uttt.ui.zoom): every target is 9 mm
        for x, y, w, h in tap_move(app, m):
            assert w >= 44 and h >= 44
        assert app.game.last_move == m
    assert app.game.result == 2 and app.screen == "result"
    names = app.scr.panel_buttons()
    assert names == ("menu", "again")  # buttons of 9 mm: the rest is on Game over
    assert all(L.slots[i][3] >= 44 for i in range(len(names)))
    x, y, w, h = L.slots[names.index("menu")]
    app.touch(x + w - 2, y + h - 2)
    assert app.screen == "over"
    tap_row("log")
    assert app.screen == "log"
    app.touch(5, 2)  # the title bar: back
    assert app.screen == "over"
    tap_row("quit")
    assert app.screen == "title"


def test_touch_on_an_illegal_cell_is_refused_with_a_flash():
    app = make(320, 240, "touch")
    L = app.layout
    app.touch(10, row_rect(app, 0)[1] + 5)  # first row: 2 players
    app.tick(500)
    app.clock_t = 500
    tap_move(app, 40)  # a free move: the centre board enlarged, then its centre cell
    assert app.game.moves == [40]
    app.tick(1000)
    del app.cues[:]
    for target in (40, 0, 80):  # taken; wrong board; wrong board
        before = bytes(app.game.cells)
        x, y, w, h = L.cell_rect(target)
        app.touch(x + w // 2, y + h // 2)
        assert bytes(app.game.cells) == before and app.game.ply == 1
        assert app.cues == ["bad"]
        assert app.scr.flash_cell == target and app.scr.flashing()
        del app.cues[:]
    app.tick(5000)  # (the last tap's frame: it answers the tap, the flash ends in the next one; pause25)
    assert app.scr.flashing()
    app.tick(5033)
    assert not app.scr.flashing()
    app.touch(L.width - 1, L.height // 3)  # the panel, between buttons: nothing
    app.touch(-5, 400)  # off screen: nothing
    assert app.cues == []


def test_a_press_s_frame_leaves_the_panel_s_timed_changes_to_the_next():
    # pause25: a press's frame answers the press; what the clock changes on the panel (a refusal's flash ending,
    # the computer's move or a hint no longer boxed) waits a frame, so the press's frame does not redraw the panel
    # for it
    app = make()
    app.press(K.A)  # Ultimate between friends
    app.tick(100)
    app.press(K.A)  # X in the centre board's centre
    app.tick(1000)
    app.tick(1033)
    app.scr.bad(40, "taken")  # a refused press
    assert app.scr.flashing()
    app.tick(1066)
    app.scr.highlight = app.game.last_move  # (as the computer's move leaves it)
    app.scr.highlight_until = 1500
    app.dirty.clear()
    app.press(K.RIGHT)  # long after both ended: its frame moves the cursor alone
    app.tick(5000)
    assert app.scr.flashing() and app.scr.highlight >= 0
    assert app.dirty == {"cursor"}
    app.tick(5033)  # the next frame
    assert not app.scr.flashing() and app.scr.highlight == -1
    assert {"status", "cells"} <= app.dirty


def test_refused_presses_change_nothing():
    app = make()
    start(app, "hotseat")
    press(app, K.A)  # X plays the centre of the centre board
    assert app.game.moves == [40]
    # A mashed A right after a mark must not play for O.
    app.tick(app.clock_t + MASH_MS // 2)
    app.press(K.A)
    assert app.game.moves == [40] and app.cues[-1] == "bad"
    # An occupied cell.
    app.tick(app.clock_t + 1000)
    app.cursor = 40
    del app.cues[:]
    app.press(K.A)
    assert app.game.moves == [40] and app.cues == ["bad"]
    # Two buttons in one frame.
    app.cursor = 36
    del app.cues[:]
    app.frame([K.A, K.B])
    assert app.game.moves == [40] and app.cues == ["bad"] and app.screen == "game"
    # Junk codes.
    del app.cues[:]
    app.press(99)
    assert app.cues == ["bad"] and app.game.moves == [40]
    # Console: taken, wrong board, nonsense.
    app.console("5 5")
    app.console("1 1")
    app.console("hello")
    assert app.game.moves == [40]
    app.console("5 1")
    assert app.game.moves == [40, 36]


def test_cursor_jumps_into_the_forced_board_and_wraps_inside_it():
    app = make()
    start(app, "hotseat")
    press(app, K.RIGHT)
    press(app, K.UP)
    assert app.cursor == 9 * 4 + 2  # top-right of the centre board
    press(app, K.A)
    assert app.game.forced == 2
    assert app.cursor // 9 == 2
    for code in (K.RIGHT, K.RIGHT, K.RIGHT, K.DOWN, K.DOWN, K.DOWN, K.LEFT, K.UP):
        press(app, code)
        assert app.cursor // 9 == 2


def test_a_cursor_step_in_the_forced_board_lands_where_the_walk_over_the_grid_lands():
    # frame41: a step with one board in play and the cursor on it is worked out inside the board (the walk over the
    # grid made up to ~150 calls); it must land where the walk does, for every cell, direction and forced board.
    import random

    from uttt.ui import cursor as C
    from uttt.ui.layout import grid_xy, move_at

    def walk(app, dx, dy):  # the walk over the grid (uttt.ui.cursor.move's, for every position)
        col, row = grid_xy(app.cursor)
        for k in range(1, 10):
            for off in C._OFFSETS:
                cc, rr = ((col + dx * k) % 9, row + off) if dx else (col + off, (row + dy * k) % 9)
                if 0 <= cc < 9 and 0 <= rr < 9 and C.in_area(app, move_at(cc, rr)):
                    return move_at(cc, rr)
        return app.cursor

    app = make()
    start(app, "hotseat")
    rng = random.Random(41)
    checked = 0
    while checked < 9 * 81:
        g = app.game
        if g.result:
            start(app, "hotseat")
            continue
        if g.forced >= 0:
            for cell in range(9 * g.forced, 9 * g.forced + 9):
                for dx, dy in ((0, -1), (0, 1), (-1, 0), (1, 0)):
                    app.cursor = cell
                    want = walk(app, dx, dy)
                    C.move(app, dx, dy)
                    assert app.cursor == want, (cell, dx, dy)
                    checked += 1
        g.play(rng.choice(g.legal_moves()))


def test_console_plays_moves_and_prints_log_lines(capsys):
    app = App(160, 128, "dpad")
    app.console("3 5")
    assert "no game" in capsys.readouterr().out
    app.press(K.A)
    app.console("3 5")
    assert "X played" not in capsys.readouterr().out  # the move shows first; its lines come with its save,
    app.tick(0)                                         # in the frame after the move's (press32)
    app.tick(33)
    out = capsys.readouterr().out
    assert "X played center of top-right board" in out
    app.console("9 9")
    assert "must play in the center board" in capsys.readouterr().out


def test_a_moves_log_lines_come_once_with_its_save_or_as_the_screen_closes(capsys):
    # press32: a move's log lines are printed in the frame after the move's, with its save; a screen opened
    # before that frame (the pause menu) prints them (and saves) as the game screen closes; never twice.
    app = App(160, 128, "dpad")
    app.press(K.A)
    capsys.readouterr()
    saves = []
    real = app.save
    app.save = lambda: (saves.append(app.frames), real())
    app.console("3 5")
    assert capsys.readouterr().out == "" and not saves
    app.press(K.START)  # the pause menu, in the move's own frame
    assert app.screen == "pause"
    out = capsys.readouterr().out
    assert out.count("X played center of top-right board") == 1 and saves
    for t in range(0, 200, 33):
        app.tick(t)
    app.press(K.B)  # back to the game
    assert app.screen == "game"
    for t in range(200, 400, 33):
        app.tick(t)
    assert "X played" not in capsys.readouterr().out
    n = len(saves)
    app.console("5 5")
    app.tick(400)
    assert capsys.readouterr().out == "" and len(saves) == n  # the move's frame: the mark alone
    app.tick(433)
    out = capsys.readouterr().out
    assert out.count("O played") == 1 and len(saves) == n + 1  # the next: its lines and its save
    for t in range(466, 800, 33):
        app.tick(t)
    assert "played" not in capsys.readouterr().out


def test_vs_computer_plays_replies_and_b_cancels_thinking():
    app = make(seed=3)
    start(app, "bot")
    assert app.mode == "bot" and app.settings["human"] == 1
    press(app, K.A)
    assert app.game.ply == 1
    assert app.scr.thinking == "bot"
    # Presses other than B are refused while it thinks.
    app.press(K.A)
    assert app.cues[-1] == "bad" and app.game.ply == 1
    for _ in range(200):
        app.clock_t += 33
        app.tick(app.clock_t)
        if not app.scr.thinking:
            break
    assert app.game.ply == 2 and app.scr.highlight == app.game.last_move
    assert app.cues[-1] == "o"  # the computer's O is drawn with its own sound
    # Think again and cancel with B.
    press(app, K.A)
    assert app.scr.thinking
    app.press(K.B)
    assert not app.scr.thinking and app.screen == "pause"
    press(app, K.A)  # resume: it thinks again
    assert app.scr.thinking == "bot"


def test_hint_puts_the_cursor_on_the_bots_choice():
    app = make(seed=1)
    start(app, "hotseat")
    press(app, K.START)
    ids = [i for i, _ in app.scr.items()]
    for _ in range(ids.index("hint")):
        press(app, K.DOWN)
    press(app, K.A)
    assert app.scr.thinking == "hint"
    for _ in range(500):
        app.clock_t += 33
        app.tick(app.clock_t)
        if not app.scr.thinking:
            break
    assert app.game.ply == 0
    assert app.game.is_legal(app.cursor) and app.scr.highlight == app.cursor
    from uttt.bot import hint
    assert app.cursor == hint(app.game)  # the reference search: the move the rating and the Review judge by


def test_a_slow_board_gets_the_computers_answer_within_the_time_cap():
    # On a device a tick may run only one work unit: after THINK_MS the bot answers with its best so far.
    from uttt.ui.computer import _THINK_MS as THINK_MS
    app = make(seed=5)
    app.settings["level"] = 3  # hard: 900 units
    start(app, "bot")
    press(app, K.A)
    assert app.scr.thinking == "bot"
    app.units = 1
    app.clock = None  # no slice adaptation: one unit per tick, as on the slowest board
    ticks = 0
    while app.scr.thinking:
        app.clock_t += 500
        app.tick(app.clock_t)
        ticks += 1
        assert ticks < 100
    assert app.game.ply == 2, "the computer answered"
    assert ticks * 500 <= THINK_MS + 1000, "answered only after %d ms" % (ticks * 500)


def test_the_ultimate_computer_keeps_its_deadline_not_the_super_games():
    # Super-Ultimate's 2 s (uttt.ui.supergame.SuperScreen.tick) is its own: on the slowest board an Ultimate
    # game's hard computer still answers with its best so far after _THINK_MS, not before.
    from uttt.ui.computer import _THINK_MS as THINK_MS
    app = make(seed=5)
    app.settings["level"] = 3
    start(app, "bot")
    press(app, K.A)
    played = app.scr.played_at
    app.units = 1
    app.clock = None
    while app.game.ply == 1:
        assert app.now - played < 10000, "the computer never answered"
        app.clock_t += 100
        app.tick(app.clock_t)
    assert THINK_MS < app.now - played <= THINK_MS + 2 * 100, app.now - played


def test_a_missing_bot_is_a_clear_message_not_a_crash(monkeypatch):
    import sys
    app = make(seed=5)
    for name in ("uttt.bot_search", "uttt.ponder"):  # importing the search now raises ImportError
        monkeypatch.setitem(sys.modules, name, None)
    start(app, "bot")
    assert app.scr.ponder is None  # thinking on your time needs the bot too: without it, it does not
    press(app, K.A)
    assert app.game.ply == 1
    for _ in range(5):  # the press's frame, the next (the save), and two later the computer's turn starts
        app.tick(app.clock_t)
    assert app.screen == "pause" and "Computer unavailable" in app.notice


def test_the_computer_running_out_of_memory_mid_search_is_a_message_not_a_crash(monkeypatch):
    app = make(seed=5)
    start(app, "bot")
    press(app, K.A)
    assert app.scr.thinking == "bot"
    import uttt.bot

    def broke(self, units):
        raise MemoryError("memory allocation failed")
    monkeypatch.setattr(uttt.bot.Thinker, "step", broke)
    app.clock_t += 33
    app.tick(app.clock_t)  # the frame of your move
    app.clock_t += 33
    app.tick(app.clock_t)  # the next: the save
    for _ in range(2):
        app.clock_t += 33
        app.tick(app.clock_t)  # two frames after: the search starts, a slice, and it fails
    assert app.screen == "pause" and "out of memory" in app.notice and app.game.ply == 1
    monkeypatch.undo()
    press(app, K.A)  # Resume: it thinks again, and answers
    for _ in range(300):
        app.clock_t += 33
        app.tick(app.clock_t)
    assert app.game.ply == 2


def _end_import_fails(monkeypatch, times):
    # The game's end imports uttt.ui.gameend (uttt.ui.rounds.ending): fail that import ``times`` times, as a heap
    # too full for it does on a board (heap29 saw it at caps of 125-126 KB), and count the tries.
    import builtins
    real = builtins.__import__
    tries = []

    def imp(name, *a, **kw):
        if name == "uttt.ui.gameend":
            tries.append(name)
            if len(tries) <= times:
                raise MemoryError("memory allocation failed")
        return real(name, *a, **kw)
    monkeypatch.setattr(builtins, "__import__", imp)
    return tries


def _to_the_end(app):
    while not app.over:
        if app.scr.thinking:
            app.scr.stop_thinking()
        ms = app.game.legal_moves()
        app.scr.play(ms[0], by_bot=not app.human_turn())
    t = app.clock_t
    for _ in range(8):
        t += 100
        app.tick(t)


def test_a_game_end_without_room_for_its_code_drops_the_computers_and_ends_the_game(monkeypatch):
    app = make(seed=5)
    start(app, "bot")
    import uttt.bot_search  # noqa: F401  (the computer's code, loaded: what goes to make room)
    tries = _end_import_fails(monkeypatch, 1)
    _to_the_end(app)
    assert len(tries) == 2 and "uttt.bot_search" not in sys.modules  # dropped, then the import again
    assert app.screen == "result" and not app.scr.ending and app.series.rounds == 1  # scored once, no crash


def test_a_game_end_with_nothing_to_drop_says_so_on_a_menu_not_a_crash(monkeypatch):
    app = make(seed=5)
    start(app, "hotseat")
    from uttt.ui.app import bot_module
    for name in [n for n in sys.modules if bot_module(n)]:  # (drop_bot's)
        monkeypatch.delitem(sys.modules, name)
    tries = _end_import_fails(monkeypatch, 99)
    _to_the_end(app)
    assert len(tries) == 1 and app.screen == "title" and "memory" in app.notice


def test_the_rating_running_out_of_memory_is_dropped_not_a_crash(monkeypatch):
    app = make(seed=5)
    start(app, "bot")
    from uttt.ui.rating import Rater

    def broke(self, units):
        raise MemoryError("memory allocation failed")
    monkeypatch.setattr(Rater, "step", broke)
    while not app.over:
        if app.scr.thinking:
            app.scr.stop_thinking()
        ms = app.game.legal_moves()
        app.scr.play(ms[0], by_bot=not app.human_turn())
    assert app.screen == "result" and app.scr.ending  # the game's end, a step a frame from the next (review25)
    t = app.clock_t
    while app.scr.ending:
        t += 100
        app.tick(t)
    assert app.scr.rating == 1     # your moves' rating starts in the next frames (its modules one a frame)
    for _ in range(RATING_STARTS):
        t += 100
        app.tick(t)
    assert app.rater is None and app.accuracy is None and app.screen == "result"


def test_a_refused_press_shows_its_red_box_at_once_and_its_red_words_in_the_next_frame():
    """ugame64: a refused press's frame drew the red box and the panel's words in red (19 tiles of a label: 63-67 ms
    of a PyBadge's with displayio); the words now come in the next frame without a press, the flash's end as before."""
    app = make()
    app.new_game("hotseat")
    app.tick(1000)
    scr = app.scr
    c = app.cursor
    app.frame([K.A])  # a mark, then A on its cell: refused (a frame: its input, its tick, the view: uttt.ui.main)
    assert app.game.ply == 1
    for t in range(1033, 2000, 33):
        app.tick(t)
    app.cursor = c
    app.dirty.clear()
    app.frame([K.A])
    app.tick(2033)
    assert scr.flashing() and "cursor" in app.dirty and not {"words", "status"} & app.dirty, app.dirty
    app.tick(2066)
    assert scr.flashing() and {"words", "status"} & app.dirty
    assert " ".join(scr.status()).strip() == scr.refusal == "taken" and app.game.ply == 1
    app.dirty.clear()
    app.tick(2400)
    assert not scr.flashing() and {"words", "status"} & app.dirty and "cursor" in app.dirty


def test_a_frames_input_two_buttons_refused_one_button_before_a_touch():
    # App.frame: two buttons in one frame are refused
    # ("1 key", nothing moves); one button wins over a touch in the same frame; a touch alone is a touch
    app = make()
    app.new_game("hotseat")
    app.tick(1000)
    scr = app.scr
    start_cursor = app.cursor
    app.frame([K.RIGHT, (5, 5), K.LEFT])
    assert app.cursor == start_cursor and scr.refusal == "1 key" and scr.flash_until
    assert app.game.ply == 0
    app.tick(5000)
    app.tick(6000)
    assert not scr.flash_until
    app.frame([(5, 5), K.RIGHT])
    assert app.cursor != start_cursor and not scr.flash_until
    assert app.pressed == app.frames
    app.tick(7000)
    app.frame([])
    assert app.pressed == app.frames - 1  # no input: no press
    touch = make(320, 240, "touch")
    touch.new_game("hotseat")
    touch.tick(1000)
    x, y, w, h = touch.layout.cell_rect(40)
    touch.frame([(x + w // 2, y + h // 2)])
    assert touch.pressed == touch.frames and not touch.scr.flash_until
    touch.tick(2000)
    touch.frame([(-5, -5)])  # off the screen: ignored
    assert touch.pressed == touch.frames - 1
