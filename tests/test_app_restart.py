"""A Super-Ultimate game in a heap of its own (heap32, docs/super.md): choosing Super-Ultimate saves the settings'
"super" flag and restarts the board (the board's reload: ``App(reload=...)``, ``supervisor.reload`` on a board);
the boot then starts or resumes the Super game alone; Main menu restarts into the title. Here the reload is a
stand-in that raises as CircuitPython's does (a BaseException out of the press), and each boot is a new App over
the same NVM bytes. The simulator's own reload (sim/fakes/supervisor.py) runs code.py again: the last tests."""

import random
import sys

import pytest

from uttt.store import Store
from uttt.ui import buttons as K
from uttt.ui.app import App
from uttt.ui.drive import play_presses

from support import press


class Reload(BaseException):
    """CircuitPython's reload exception: not an Exception, so nothing in the app catches it."""


class Board:
    """The NVM bytes kept across restarts, and the reload: raises Reload and counts."""

    def __init__(self, nvm=None):
        self.nvm = nvm if nvm is not None else bytearray(256)
        self.reloads = 0

    def reload(self):
        self.reloads += 1
        raise Reload()

    def boot(self, reload=True):
        app = App(160, 128, "dpad", nvm=self.nvm, echo=False, seed=2, reload=self.reload if reload else None)
        app.clock_t = 0
        return app


def restarts(board, app, code):
    """The press restarts the board (the reload's exception leaves the app)."""
    n = board.reloads
    with pytest.raises(Reload):
        press(app, code)
    assert board.reloads == n + 1


def choose(app, key):
    """The menu's selection onto row key (D-pad), not chosen yet."""
    ids = [i for i, _ in app.scr.items()]
    assert key in ids, ids
    while app.scr.sel != ids.index(key):
        press(app, K.DOWN)


def play(app, rng, n):
    for _ in range(n):
        m = rng.choice(app.game.legal_moves())
        for code in play_presses(app, m):
            press(app, code)
        assert app.game.last_move == m
    quiet(app, 7)  # the last move's frame, the next, which saves its record (GameScreen.settle_now), and two more:
    #                the second of them writes it (a Super-Ultimate move's save in two halves: uttt.superstore.halves;
    #                the computer's start waits a frame for it), and a frame to spare; and three before them for the
    #                Super boot's first save, whose code comes one module a frame (superboot51: uttt.ui.superplay.wait)


def quiet(app, n):
    """n frames without a press."""
    for _ in range(n):
        app.clock_t += 33
        app.tick(app.clock_t)


def saved(board):
    return Store(board.nvm).load()


def moves_saved(board):
    """The Super game's moves in the NVM; [] for the new game a Super boot starts before its first save (superboot51:
    its flag still 2, no game: a boot from these bytes starts a new one)."""
    st = saved(board)
    if st.game is None:
        assert st.settings["super"] == 2
        return []
    return list(st.game.moves)


def super_boot():
    """(board, app): the title's Super-Ultimate row chosen, the board restarted, the Super boot's app."""
    board = Board()
    app = board.boot()
    choose(app, "super")
    restarts(board, app, K.A)
    return board, board.boot()


def test_the_restart_round_trip_title_super_title():
    board = Board()
    app = board.boot()
    assert app.screen == "title"
    choose(app, "super")
    restarts(board, app, K.A)  # a new Super-Ultimate game: the flag says so, nothing else changed
    assert saved(board).settings["super"] == 2 and saved(board).game is None
    app = board.boot()  # the Super boot: the new game, alone (no title, no menu code)
    assert app.screen == "game" and app.game.variant == "super" and app.game.ply == 0
    assert app.settings["super"] == 1
    play(app, random.Random(3), 5)
    moves = list(app.game.moves)
    st = saved(board)
    assert st.settings["super"] == 1 and st.game.variant == "super" and list(st.game.moves) == moves
    press(app, K.START)
    assert app.screen == "pause"
    choose(app, "quit")
    restarts(board, app, K.A)  # Main menu: back to the title by a restart, the game kept
    st = saved(board)
    assert st.settings["super"] == 0 and list(st.game.moves) == moves
    app = board.boot()  # the title's boot: the Super game is offered, not resumed (it would restart at once)
    assert app.screen == "title" and [i for i, _ in app.scr.items()][0] == "resume"
    assert app.playing() and app.game.variant == "super" and list(app.game.moves) == moves
    restarts(board, app, K.A)  # Resume game: its record written again as read (no Encoder ranks it again)
    assert saved(board).settings["super"] == 1   # and no kept Encoder ranked this game (uttt.superstore's, a module
    assert not [e for e in sys.modules["uttt.superstore"]._ENC if e.src is app.game._hist]  # the boots here share)
    app = board.boot()  # the game resumes where it was
    assert app.screen == "game" and list(app.game.moves) == moves
    play(app, random.Random(4), 2)
    from uttt import superstore
    assert superstore._LOADED[0] is None  # the game read at boot is let go once it changed
    assert len(saved(board).game.moves) == len(moves) + 2
    assert board.reloads == 3


def test_a_power_cut_in_a_super_boot_resumes_the_game_there():
    board, app = super_boot()
    play(app, random.Random(5), 3)
    moves = list(app.game.moves)
    app = board.boot()  # a power cycle, no restart asked: the flag is still set
    assert app.screen == "game" and list(app.game.moves) == moves and board.reloads == 1


def test_the_game_again_after_its_end_stays_in_the_super_boot():
    board, app = super_boot()
    rng = random.Random(6)
    while not app.game.result:
        m = rng.choice(app.game.legal_moves())
        for code in play_presses(app, m):
            press(app, code)
    for _ in range(40):
        press(app, K.UP, 100)   # (refused on the result; Right opens a Super game's Review since superreview45)
    assert app.screen == "result"
    press(app, K.A)  # Again: a new Super game, in this boot
    assert app.screen == "game" and app.game.ply == 0 and board.reloads == 1
    press(app, K.START)
    choose(app, "quit")
    restarts(board, app, K.A)
    app = board.boot()
    assert app.screen == "title"


def test_a_stale_flag_boots_to_the_title_with_a_notice_and_never_restarts():
    board = Board()
    app = board.boot()
    app.settings["super"] = 1  # a Super boot asked, but no Super game saved (lost in a torn write, say)
    app.save()
    app = board.boot()
    assert app.screen == "title" and "Super-Ultimate" in app.notice
    assert board.reloads == 0 and saved(board).settings["super"] == 0  # cleared in NVM: the next boot is plain
    app = board.boot()
    assert app.screen == "title" and not app.notice


def test_a_torn_region_write_in_a_super_boot_boots_to_the_title_with_the_stores_notice():
    from uttt import superstore
    from uttt.super_rules import SuperGame

    board, app = super_boot()
    g = SuperGame()
    rng = random.Random(9)
    while g.ply < 200:  # a record longer than a slot's game room: the game goes in the region
        g.play(rng.choice(g.legal_moves()))
    app.game = g
    app.save()
    assert app.store.region is not None and saved(board).game.ply == 200
    board.nvm[superstore._where(app.store._newest, 0)] = 0  # the region's commit byte cleared: a write cut short
    app = board.boot()
    assert app.screen == "title" and app.notice == "The Super-Ultimate game in progress was lost"
    assert board.reloads == 1 and saved(board).settings["super"] == 0 and saved(board).game is None


def test_a_stale_flag_with_an_ultimate_game_saved_resumes_that_game():
    board = Board()
    app = board.boot()
    press(app, K.A)  # Ultimate between friends
    assert app.screen == "game"
    play(app, random.Random(7), 3)
    app.settings["super"] = 1
    app.save()
    app = board.boot()
    assert app.game.variant == "ultimate" and app.game.ply == 3 and app.notice
    assert board.reloads == 0 and saved(board).settings["super"] == 0


def test_a_corrupt_flag_is_refused_as_the_store_refuses_any_bad_setting():
    st = Store(bytearray(256)).load()
    st.settings["super"] = 3
    from uttt.restore import settings as unpack
    from uttt.store import pack_settings as pack
    with pytest.raises(ValueError):
        pack(st.settings)
    b = bytearray(pack(Store(bytearray(256)).load().settings))
    b[3] |= 0x30
    with pytest.raises(ValueError):
        unpack(bytes(b))
    b[3] = (b[3] & 0x0F) | 0x20
    assert unpack(bytes(b))["super"] == 2


def test_without_a_reload_the_super_game_is_played_in_the_titles_heap():
    board = Board()
    app = board.boot(reload=False)
    choose(app, "super")
    press(app, K.A)
    assert app.screen == "game" and app.game.variant == "super" and board.reloads == 0
    play(app, random.Random(8), 3)
    assert saved(board).settings["super"] == 0 and saved(board).game.ply == 3
    press(app, K.START)
    choose(app, "quit")
    press(app, K.A)
    assert app.screen == "title" and board.reloads == 0
    app = board.boot(reload=False)  # a power cycle resumes it in-heap, as before
    assert app.screen == "game" and app.game.ply == 3


def test_a_super_boot_saved_by_a_restarting_firmware_resumes_on_a_board_that_does_not_restart():
    # clue45: the Thumby Color stopped restarting (boards/thumby_color.py: hw.reload None). A Super boot's flag left in
    # its NVM by a firmware that did: the game resumes in the title's heap, and Main menu opens the title there.
    board, app = super_boot()
    play(app, random.Random(6), 3)
    moves = list(app.game.moves)
    n = board.reloads
    app = board.boot(reload=False)
    assert app.screen == "game" and list(app.game.moves) == moves
    press(app, K.START)
    choose(app, "quit")
    press(app, K.A)
    assert app.screen == "title" and board.reloads == n
    press(app, K.A)  # its first row, Resume game: the game again, in this heap
    assert app.screen == "game" and list(app.game.moves) == moves and board.reloads == n


def test_without_nvm_nothing_restarts():
    app = App(160, 128, "dpad", echo=False, reload=Board().reload)
    app.clock_t = 0
    choose(app, "super")
    press(app, K.A)
    assert app.screen == "game" and app.game.variant == "super"


# ----- the simulator: supervisor.reload() runs code.py again, the NVM file kept, the script going on -----------

def test_the_simulator_restarts_into_the_super_game_and_back(tmp_path):
    from sim import Simulator

    nvm = str(tmp_path / "n.bin")
    s = Simulator("pybadge", nvm_path=nvm, shots_dir=str(tmp_path))
    s.headless = True
    s.run("wait:1 DOWN DOWN DOWN A wait:2 shot:super RIGHT A wait:1 START wait:1 DOWN DOWN DOWN DOWN DOWN DOWN A "
          "wait:2 shot:title A wait:2 shot:again")
    assert s.error is None
    assert [e[2] for e in s.events_of("reset")] == ["supervisor.reload()"] * 3
    st = Store(bytearray(open(nvm, "rb").read())).load()
    assert st.settings["super"] == 1 and st.game.variant == "super" and st.game.ply == 1
    assert "Resumed: Super-Ultimate" in s.console


def test_a_press_mash_across_the_restart_loses_nothing(tmp_path):
    from sim import Simulator

    nvm = str(tmp_path / "n.bin")
    s = Simulator("pybadge", nvm_path=nvm)
    s.headless = True
    # settings changed first (they must survive), then Super-Ultimate chosen and A mashed through the restart
    s.run("wait:1 DOWN DOWN DOWN DOWN A UP wait:1 " + "A " * 30 + "wait:2")
    assert s.error is None and s.machine.boots == 2
    st = Store(bytearray(open(nvm, "rb").read())).load()
    assert st.settings["vs"] and st.settings["super"] == 1
    assert st.game.variant == "super" and st.game.ply >= 1  # the mash played in the new boot: a legal game


def test_a_super_boot_loads_nothing_of_the_title_or_the_menus():
    # As on a board (the app's unloading on): the Super boot's first family is the game's; the title, the menus,
    # Ultimate's notation and the restart's code are not in memory at its first frame (nor is the title imported
    # in it at all: its AHEAD imports run only on the title).
    import sys

    from test_app_super import kept_modules

    from uttt.ui.app import SCREENS

    def run():
        was = App.unloads
        App.unloads = True
        title = SCREENS["title"][0]
        try:
            board = Board()
            app = board.boot()
            choose(app, "super")
            restarts(board, app, K.A)
            SCREENS["title"][0] = "no_such_module"  # the Super boot must not open the title, even for a moment
            for name in ("uttt.codec", "uttt.decode", "uttt.rules"):  # (a board's Super boot never preloads them:
                sys.modules.pop(name, None)                           # supercore41)
            app = board.boot()
            assert app.screen == "game" and app.game.variant == "super"
            for name in ("uttt.ui.title", "uttt.ui.menu", "uttt.ui.settings", "uttt.ui.restart", "uttt.notation",
                         "uttt.ui.boot", "uttt.restore", "uttt.codec", "uttt.decode", "uttt.rules"):
                assert name not in sys.modules, name
        finally:
            App.unloads = was
            SCREENS["title"][0] = title

    kept_modules(run)


def test_a_super_mark_saves_in_the_next_frame_and_a_power_cut_loses_at_most_that_move():
    # supersave33: a Super mark (as an Ultimate one since press32) is saved in the frame after the move's, not in
    # the press's own; since supertick47 in two halves, its record in that frame and its write two frames later
    # (uttt.superstore.halves). A power cut (a boot from a copy of the NVM) at any point around a mark resumes the
    # game at the previous move or at this one, the record whole.
    board, app = super_boot()
    rng = random.Random(9)

    def cut(want):
        got = Board(bytearray(board.nvm)).boot()
        assert got.screen == "game" and got.game.variant == "super" and list(got.game.moves) == want

    for _ in range(6):
        before = list(app.game.moves)
        m = rng.choice(app.game.legal_moves())
        for code in play_presses(app, m):
            press(app, code)
        after = before + [m]
        assert list(app.game.moves) == after
        assert moves_saved(board) == before  # the press's frame saved nothing
        cut(before)
        quiet(app, 1)  # the move's frame: drawn, not saved yet
        assert moves_saved(board) == before
        cut(before)
        quiet(app, 1)  # the next: the save's first half, the record made (nothing written yet)
        assert moves_saved(board) == before and app.store.pending is not None
        cut(before)
        quiet(app, 1)
        assert moves_saved(board) == before
        quiet(app, 1)  # the one after: its second half, the write, in a frame of its own
        assert moves_saved(board) == after and app.store.pending is None
        cut(after)


def test_a_super_boot_saves_its_new_game_after_its_first_frame_and_a_power_cut_before_starts_one_again():
    # superboot51: the Super boot's new game (the flag 2) is saved in the frame after its first, as a move is
    # (GameScreen.settle_now), not as the game screen opens: its save's code (uttt.superstore, uttt.super_codec and
    # the formats) is not imported before the first frame. Until then the NVM says "a new Super game", so a power
    # cut boots one again.
    def run():
        was = App.unloads
        App.unloads = True
        try:
            board = Board()
            app = board.boot()
            choose(app, "super")
            restarts(board, app, K.A)
            for name in ("uttt.superstore", "uttt.super_codec", "uttt.super_codecfmt", "uttt.codecfmt",
                         "uttt.codec"):
                sys.modules.pop(name, None)
            app = board.boot()  # the Super boot, its game screen open: nothing saved, no save's code imported
            assert app.screen == "game" and app.game.variant == "super" and app.game.ply == 0
            for name in ("uttt.superstore", "uttt.super_codec", "uttt.super_codecfmt"):
                assert name not in sys.modules, name
            st = saved(board)
            assert st.settings["super"] == 2 and st.game is None
            cut = Board(bytearray(board.nvm)).boot()  # a power cut now: a new Super game again, in a Super boot
            assert cut.screen == "game" and cut.game.variant == "super" and cut.game.ply == 0
            assert cut.settings["super"] == 1
            quiet(app, 1)  # the first frame: still nothing saved
            assert saved(board).settings["super"] == 2 and saved(board).game is None
            for i in range(15):  # a cursor walked key after key, one a frame (main.run: the press, then the tick):
                app.press((K.RIGHT, K.LEFT)[i & 1])  # no frame without one, nothing saved (a move's save would come
                quiet(app, 1)                        # in the 11th: GameScreen.tick)
                assert saved(board).game is None and app.store.pending is None
            from test_app_slices import Clock
            clock = app.clock = Clock()  # (main.run's: a frame whose tick holds it draws nothing)
            for name in ("uttt.super_codecfmt", "uttt.super_codec", "uttt.superstore"):  # the frames without one:
                clock.held = False
                quiet(app, 1)  # the save's code, one module a frame, in frames that draw nothing (thinkframes54:
                assert name in sys.modules and saved(board).game is None and app.store.pending is None
                assert clock.held, name  # with the panel's words, ~67 ms of a PyBadge's, board-adjusted)
            quiet(app, 1)  # the next: the save's first half, its record (a move's save's two halves, uttt.superstore)
            assert saved(board).settings["super"] == 2 and app.store.pending is not None
            quiet(app, 2)  # two frames later its write: the new game saved (the flag 1: a power cut resumes it)
            st = saved(board)
            assert st.settings["super"] == 1 and st.game.variant == "super" and st.game.ply == 0
            assert "uttt.superstore" in sys.modules
            assert board.reloads == 1
        finally:
            App.unloads = was

    from test_app_super import kept_modules

    kept_modules(run)


def test_the_computer_s_super_search_starts_after_the_save_of_the_move_it_answers():
    # The computer's start waits for the save (GameScreen.settle_now, as Ultimate's), and its own move is saved in
    # the frame after the one it lands in. Since supertick47 that save comes in two halves (uttt.superstore.halves),
    # the record in that frame, the write two frames later, and the start waits a frame for it.
    nvm = bytearray(256)
    app = App(160, 128, "dpad", echo=False, nvm=nvm, seed=3)
    app.settings["vs"] = 1
    app.scr.activate("super", 1)
    assert app.cpu and app.game.variant == "super" and app.human_turn()
    rng = random.Random(2)
    t = 0
    for _ in range(3):
        app.scr.play(rng.choice(app.game.legal_moves()))
        mine = list(app.game.moves)
        assert list(Store(nvm).load().game.moves) != mine
        while app.scr.computer is None:  # (its thinking shows from the move's frame: the panel's words)
            assert app.scr.thinking == "bot"
            t += 50
            app.tick(t)
        assert app.store.pending is None and app.scr.computer.thinker.units == 0
        assert list(Store(nvm).load().game.moves) == mine  # saved before the search starts
        while app.game.ply == len(mine):
            t += 50
            app.tick(t)
        theirs = list(app.game.moves)
        assert len(theirs) == len(mine) + 1 and list(Store(nvm).load().game.moves) == mine
        for _ in range(3):  # the frame after its move's: its record; two frames later, written (halves)
            assert list(Store(nvm).load().game.moves) == mine
            t += 50
            app.tick(t)
        assert list(Store(nvm).load().game.moves) == theirs and app.human_turn()


class _Preloaded(Exception):
    pass


def _preloaded(monkeypatch, nvm, restart=False):
    """What ``uttt.ui.main.run`` preloads on a board with these NVM bytes (stopped right after: no App, no View);
    restart: the boot follows a restart (boards.setup.hardware turned auto-refresh off: wayout54), else a power-on."""
    import uttt.ui.main as M

    seen = []

    def preload(names):
        seen.append(list(names))
        raise _Preloaded()

    class Display:  # (the boot's first frame before the preload, uttt.ui.restart.show: no refresh to show it with)
        auto_refresh = not restart

    class Hw:
        width = 160
        height = 128
        display = Display()

        def update(self):
            pass

    hw = Hw()
    hw.nvm = nvm
    monkeypatch.setattr(M, "preload", preload)
    with pytest.raises(_Preloaded):
        M.run(hw, frames=1)
    return seen[0]


def test_a_super_boot_preloads_no_ultimate_rules_or_notation(monkeypatch):
    # supercore41: the boot preloads uttt.ui.main.BOOT but in a Super boot, where Ultimate's rules and notation were
    # imported only for the Super screen to drop them (holes under the game), and Ultimate's encoder never ran. The
    # newer committed slot's settings say which boot it is, whichever slot that is; a hint only (a boot that needs
    # them imports them anyway)
    from uttt.ui.main import BOOT

    assert BOOT[:3] == ["rules", "notation", "codec"]
    assert _preloaded(monkeypatch, None) == BOOT
    assert _preloaded(monkeypatch, bytearray(256)) == BOOT  # a new board
    board = Board()
    app = board.boot()
    app.save()
    assert _preloaded(monkeypatch, board.nvm) == BOOT  # the title's boot
    choose(app, "super")
    restarts(board, app, K.A)
    newest = []
    for n in range(3):  # the Super boot's flag (2), then its saves (1) in either slot
        st = Store(board.nvm)
        assert st.load().settings["super"] == (2 if n == 0 else 1)
        newest.append(st._newest)
        assert _preloaded(monkeypatch, board.nvm) == BOOT[3:]
        if n == 0:
            app = board.boot()
        play(app, random.Random(n), 1)
    assert set(newest) == {0, 1}
    press(app, K.START)
    choose(app, "quit")
    restarts(board, app, K.A)  # Main menu: the title's boot again
    assert Store(board.nvm).load().settings["super"] == 0
    assert _preloaded(monkeypatch, board.nvm) == BOOT


def test_a_super_boot_and_a_restarts_title_show_the_games_name_before_the_preload(monkeypatch):
    # superboot53: a Super boot's first frame is the game's name alone (uttt.ui.restart.show, before the preload:
    # the restart into it showed nothing for ~1 s of a PyBadge's, estimate); so does the title's boot after the
    # restart out of it (wayout54: the display a restart left dark, auto-refresh turned off by boards.setup). A
    # power-on's title or Ultimate game shows its screen first, as before (the caption there cost the Ultimate
    # session a KB at its result)
    import importlib

    from uttt.ui.main import BOOT

    shown = []

    def preloaded(nvm, restart):
        R = importlib.import_module("uttt.ui.restart")
        monkeypatch.setattr(R, "show", lambda hw, s: shown.append(bool(s)))
        return _preloaded(monkeypatch, nvm, restart)

    board = Board()
    app = board.boot()
    app.save()
    assert preloaded(board.nvm, False) == BOOT and shown == []  # the title's boot, a power-on
    choose(app, "super")
    restarts(board, app, K.A)
    assert preloaded(board.nvm, True) == BOOT[3:] and shown == [True]  # the Super game's
    assert preloaded(board.nvm, False) == BOOT[3:] and shown == [True, True]  # (a power cut: the game resumes)
    app = board.boot()
    press(app, K.START)
    choose(app, "quit")
    restarts(board, app, K.A)  # Main menu: the title's boot again, its name first ("Ultimate Tic-Tac-Toe")
    assert preloaded(board.nvm, True) == BOOT and shown == [True, True, False]
    assert preloaded(board.nvm, False) == BOOT and shown == [True, True, False]  # a power-on's title: as before


def test_a_boot_that_starts_a_new_super_game_reads_no_saved_game(monkeypatch):
    # supercore41: a saved Ultimate game in both slots (two saves), then the flag of a new Super game (boot 2)
    # saved beside it: that boot's load decodes neither slot's game, so it imports no Ultimate game's code; with
    # the flag cleared the same bytes give the Ultimate game back (the newest slot's; the older one's not decoded)
    import sys

    board = Board()
    app = board.boot()
    press(app, K.A)  # Ultimate between friends
    play(app, random.Random(7), 4)
    moves = list(app.game.moves)
    app.settings["super"] = 2
    app.save()
    for name in ("uttt.decode", "uttt.rules", "uttt.classic"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    st = saved(board)
    assert st.settings["super"] == 2 and st.game is None and st.message is None
    for name in ("uttt.decode", "uttt.rules", "uttt.classic"):
        assert name not in sys.modules, name
    app = board.boot()  # the Super boot: a new game
    assert app.game.variant == "super" and app.game.ply == 0
    board = Board()
    app = board.boot()
    press(app, K.A)
    play(app, random.Random(7), 4)
    app.settings["super"] = 0
    app.save()
    seen = []
    import uttt.decode as D
    decode = D.decode
    monkeypatch.setattr(D, "decode", lambda data: seen.append(1) or decode(data))
    st = saved(board)
    assert list(st.game.moves) == moves and seen == [1]  # the newest slot's game only


# ----- restart44: what the screen shows across a restart ---------------------------------------------------------

def test_a_restart_darkens_the_screen_at_the_press_and_the_next_boot_lights_it(tmp_path):
    # CircuitPython's reload gives the display to its terminal (reset_displays) but keeps the backlight's PWM: the
    # restart turns the backlight off before the reload (uttt.ui.restart), so the REPL's text is not
    # seen, and the next boot, dark, lights it again over a blank screen (boards.setup.hardware). The simulator
    # keeps the backlight across supervisor.reload() as CircuitPython does (a power cycle lights it).
    from sim import Simulator

    nvm = str(tmp_path / "n.bin")
    s = Simulator("pybadge", nvm_path=nvm)
    s.headless = True
    s.run("wait:1 DOWN DOWN DOWN A wait:2 START wait:1 DOWN DOWN DOWN DOWN DOWN DOWN A wait:2")
    assert s.error is None
    events = [e[1:] for e in s.machine.events if e[1] in ("reset", "backlight", "boot")]
    assert events == [("boot", 1), ("reset", "supervisor.reload()"), ("backlight", 0), ("boot", 2),
                      ("reset", "supervisor.reload()"), ("backlight", 0), ("boot", 3)]
    assert s.rgb().any()  # the title, lit (the screen of a dark display is black: sim.display)


def test_the_restart_out_of_the_super_game_shows_the_games_name_before_the_title(tmp_path, monkeypatch):
    # wayout54 (issue 21): the simulator, title -> the Super game -> Main menu -> the title, every refresh's picture
    # kept. Each restart's boot, the backlight left off by the restart, sends a blank screen first (boards.setup;
    # still dark), then, lit, the game's name alone in the middle band (uttt.ui.restart.show: the terminal font's
    # 6 x 12 glyphs), then its screen: "Super-Ultimate" into the game (superboot53), "Ultimate Tic-Tac-Toe" back to
    # the title. A power cycle then (the script's reset) lights the screen and shows the title first, as a power-on
    import sim.machine as SM
    from sim import Simulator

    frames = []
    on_refresh = SM.Machine.on_refresh

    def kept(self, pixels):
        frames.append((self.boots, self.display.brightness, self.display.rgb().copy()))
        return on_refresh(self, pixels)

    monkeypatch.setattr(SM.Machine, "on_refresh", kept)
    s = Simulator("pybadge", nvm_path=str(tmp_path / "n.bin"))
    s.headless = True
    s.run("wait:1 DOWN DOWN DOWN A wait:2 START wait:1 DOWN DOWN DOWN DOWN DOWN DOWN A wait:2 reset wait:2")
    assert s.error is None and s.machine.boots == 4

    def seen(boot):  # what each refresh of that boot showed: (lit, "blank", "name" with its width, or "screen")
        out = []
        for b, lit, rgb in frames:
            if b != boot:
                continue
            on = rgb.any(axis=2)
            ys, xs = on.nonzero()
            if not len(ys):
                out.append((bool(lit), "blank"))
            elif ys.min() >= 64 - 6 and ys.max() < 64 + 6:
                out.append((bool(lit), "name", xs.max() + 1 - xs.min()))
            else:
                out.append((bool(lit), "screen"))
        return out

    def first(boot):
        return [f for i, f in enumerate(seen(boot)) if i == 0 or f[1] != seen(boot)[i - 1][1]][:3]

    assert first(1)[0] == (True, "screen")  # a power-on: the title first
    for boot, width in ((2, 6 * 14), (3, 6 * 20)):  # "Super-Ultimate", "Ultimate Tic-Tac-Toe" (a glyph's last
        f = first(boot)                              # column of pixels may be dark: a width within one glyph's)
        assert f[0] == (False, "blank") and f[1][:2] == (True, "name") and width - 6 < f[1][2] <= width, (boot, f)
        assert f[2] == (True, "screen"), (boot, f)
    assert first(4)[0] == (True, "screen")  # the power cycle after the restart out: lit, the title first


def test_the_boot_after_a_restart_blanks_the_terminal_before_it_lights_the_screen(monkeypatch):
    # boards.setup.hardware on a display left dark by a restart: no root group (CircuitPython's terminal is the
    # one a reload leaves; None shows nothing), a refresh that sends that, then the backlight. A display that is
    # lit (a power-on) is left as it is.
    import sys
    import types

    calls = []

    class Display:
        width = 160
        height = 128

        def __init__(self, brightness):
            self._b = brightness
            self.root_group = "terminal"
            self.auto_refresh = True  # (as a power-on and a reload leave it: reset_busdisplay)

        @property
        def brightness(self):
            return self._b

        @brightness.setter
        def brightness(self, v):
            calls.append(("brightness", v, self.root_group))
            self._b = v

        def refresh(self):
            calls.append(("refresh", self.root_group))

    board = types.ModuleType("board")
    monkeypatch.setitem(sys.modules, "board", board)
    monkeypatch.delitem(sys.modules, "boards.setup", raising=False)
    import boards.setup as S

    board.DISPLAY = Display(0)
    hw = S.hardware("pybadge")
    assert calls == [("refresh", None), ("brightness", 1, None)] and hw.display.brightness == 1
    assert hw.display.auto_refresh is False  # (wayout54: uttt.ui.main.run shows the game's name first, reading this)
    del calls[:]
    board.DISPLAY = Display(1.0)
    S.hardware("pybadge")
    assert calls == [] and board.DISPLAY.root_group == "terminal" and board.DISPLAY.auto_refresh is True
    monkeypatch.delitem(sys.modules, "boards.setup", raising=False)


def test_the_restart_turns_the_backlight_off_then_reloads(monkeypatch):
    # uttt.ui.restart: the save, then the board's display dark (the board module's DISPLAY, as boards.setup found
    # it), then the reload; where the save fails, neither (the game is played in this heap)
    import sys
    import types

    class Display:
        brightness = 1.0

    fake = types.ModuleType("board")
    fake.DISPLAY = Display()
    monkeypatch.setitem(sys.modules, "board", fake)
    board = Board()
    seen = []
    reload = board.reload
    board.reload = lambda: seen.append(fake.DISPLAY.brightness) or reload()
    app = board.boot()
    choose(app, "super")
    restarts(board, app, K.A)
    assert seen == [0] and saved(board).settings["super"] == 2
