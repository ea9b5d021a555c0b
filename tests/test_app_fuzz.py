"""Random input through the app (no display): thousands of presses, chords, touches, console lines and time
steps on every screen size and input scheme. Nothing may raise, and after every event the game must be
exactly what its move list says under the rules, and the cursor inside the legal area."""

import random

import pytest

from uttt.codec import new_game
from uttt.ui import cursor as C
from uttt.ui.app import App

SCREENS = ("title", "pause", "settings", "confirm", "stats", "over", "game", "result", "log", "replay", "rules",
           "review", "howto", "superrules")
JUNK = ("", "3 5", "5", "O 5", "x 9", "99", "b1 s1", "help", "1 1 1", "\x00", "board 9, square 9", "zz")


def check(app):
    assert app.screen in SCREENS
    g = app.game
    if g is not None:
        if g.variant == "super":  # Super-Ultimate (issue 21): its own rules and cursor
            from uttt.super_rules import SuperGame
            from uttt.ui.superplay import in_area
            ref = SuperGame(g.stay_open, g.most_boards)
        else:
            ref = new_game(g.variant, getattr(g, "stay_open", 0), getattr(g, "most_boards", 0))
        for m in g.moves:
            assert ref.is_legal(m)
            ref.play(m)
        assert bytes(ref.cells) == bytes(g.cells)
        assert ref.result == g.result and ref.turn == g.turn
        if g.variant == "ultimate":
            assert bytes(ref.boards) == bytes(g.boards) and ref.forced == g.forced
        if g.variant == "super":
            assert bytes(ref.smalls) == bytes(g.smalls) and ref.forced_medium == g.forced_medium
        if app.screen == "game" and app.human_turn():
            inside = in_area(g, app.cursor) if g.variant == "super" else C.in_area(app, app.cursor)
            assert inside, "cursor %d left the legal area" % app.cursor
        if g.result or app.forfeit:
            assert app.screen != "game"
    se = app.series
    assert se.wins1 + se.wins2 + se.draws == se.rounds and (not se.best_of or se.rounds <= se.best_of)
    if app.screen in ("title", "pause", "settings", "confirm", "stats", "over", "howto"):
        items = app.scr.items()
        assert 0 <= app.scr.sel < len(items)
        assert app.scr.top <= app.scr.sel < app.scr.top + app.layout.menu_rows
    if app.screen in ("replay", "rules", "review"):
        # The picture is exactly the game (or the rules page) up to move k, by the rules; the Review's, the
        # analysed game up to the page's move (the whole game on a summary page).
        pic = app.scr.pic
        if app.screen == "replay":
            src = g.moves[:app.scr.k]
        elif app.screen == "review":
            i = app.scr.pages[app.scr.k][0]
            i = i & 511 if i > 0 else i  # (a page's first item: the index + 512 x (the better move + 1); room55)
            src = list(app.scr.moves[:len(app.scr.moves) if i < 0 else i + 1])
        else:
            from uttt.ui.rulespages import moves
            src = list(moves(app.scr.k, app.scr.game))
        assert pic.moves == src
        ref = new_game(pic.variant, getattr(pic, "stay_open", 0), getattr(pic, "most_boards", 0))
        for m in src:
            ref.play(m)
        assert bytes(ref.cells) == bytes(pic.cells) and ref.result == pic.result and ref.turn == pic.turn
    else:
        assert not hasattr(app.scr, "pic")  # the picture goes with its screen
    if app.screen == "log":
        assert 0 <= app.scr.top <= max(0, app.scr.total() - 1)
        assert len(app.scr.page(app.scr.top, app.layout.log_rows)) <= app.layout.log_rows
    assert set(app.cues) <= {"cursor", "select", "x", "o", "claim", "board_draw", "bad", "tick", "win", "draw"}
    del app.cues[:]


@pytest.mark.parametrize("w,h,scheme,seed", [
    (160, 128, "dpad", 1), (320, 240, "touch", 2), (240, 240, "two", 3), (128, 128, "dpad", 4),
    (160, 128, "dpad", 5), (320, 240, "touch", 6),
    # the smallest screens the game supports (uttt.ui.boot.MIN_WIDTH x MIN_HEIGHT), and a portrait one
    (128, 96, "touch", 7), (128, 96, "two", 8), (128, 96, "dpad", 9), (128, 200, "touch", 10),
])
def test_random_input_never_breaks_the_app(w, h, scheme, seed, monkeypatch):
    if seed == 2:  # as on a board: each family of screens drops the last one's modules (slow on a PC)
        monkeypatch.setattr(App, "unloads", True)
    rng = random.Random(seed)
    # Odd seeds: memory only; even seeds: an NVM store (stats, series), a 5 s timer, best of 3, vs computer.
    nvm = bytearray(256) if seed % 2 == 0 else None
    app = App(w, h, scheme, echo=False, seed=seed, nvm=nvm)
    if nvm is not None:
        app.settings.update({"timer": 1, "timeout": seed // 2 % 2, "best_of": 1, "vs": seed // 4 % 2})
    now = 0
    games = 0
    seen = set()
    last = None
    for i in range(6000):
        r = rng.random()
        if r < 0.55:
            # Mostly A and the D-pad, so games really get played.
            app.press(rng.choice((4, 4, 4, 0, 1, 2, 3, 4, 8, 9, 5, 6, 7, 4, 4)))
        elif r < 0.62:
            app.frame([rng.randrange(10) for _ in range(rng.randrange(0, 4))])
        elif r < 0.80:
            app.touch(rng.randrange(-10, w + 10), rng.randrange(-10, h + 10))
        elif r < 0.82:
            app.press(rng.choice((-1, 10, 255, None, "A")))
        elif r < 0.84:
            app.console(rng.choice(JUNK))
        elif r < 0.86 and app.game is not None and app.screen == "game" and app.human_turn():
            moves = app.game.legal_moves()
            if moves:
                app.console(_text(app.game, rng.choice(moves)))
        elif r < 0.88 and app.screen in ("title", "result", "pause", "over"):
            # Steer now and then onto the picture screens, as a person choosing them would (a touch screen's
            # 9 mm rows fill the title's page: a random tap there mostly starts a game, so the pause menu and
            # Game over lead back to the title too).
            if app.screen in ("pause", "over"):
                app.scr.activate("quit", 1)
            elif app.screen == "title":
                app.scr.sel = [i for i, _ in app.scr.items()].index("rules")
                app.scr.top = max(0, app.scr.sel - app.layout.menu_rows + 1)
                app.press(4)
                ids = [i for i, _ in app.scr.items()]  # How to play: one of the games
                app.scr.select(ids.index(rng.choice([i for i in ids if i not in ("back", "more")])))
                app.press(4)
            else:
                app.scr.panel_action("replay")
        now += rng.choice((0, 5, 33, 33, 100, 400))
        app.tick(now)
        check(app)
        if rng.random() < 0.5:  # a frame without input: a person presses a few times a second, and background
            now += 33           # work (the computer's search) runs only in frames that answer no press
            app.tick(now)
            check(app)
        if app.screen == "result" and "result" != last and rng.random() < 0.5:
            app.scr.panel_action("replay")  # half the finished games are looked back at
            check(app)
        last = app.screen
        seen.add(app.screen)
        if app.screen == "result":
            games += 1
    assert games > 0, "the fuzzer never finished a game"
    want = {"confirm", "replay", "rules"}
    assert seen >= want, "the fuzzer never reached: %s" % (want - seen)
    if App.unloads:
        import sys
        from uttt.ui.app import SCREENS
        family = app.family  # (the result screen is the game screen's: "result" is no SCREENS name)
        loaded = {SCREENS[n][0] for n in SCREENS if "uttt.ui." + SCREENS[n][0] in sys.modules}
        assert loaded == {SCREENS[n][0] for n in SCREENS if SCREENS[n][2] == family} & loaded


def test_a_screen_below_the_smallest_is_refused_with_a_clear_message():
    from uttt.ui.boot import MIN_HEIGHT, MIN_WIDTH
    for w, h in ((MIN_WIDTH - 1, MIN_HEIGHT), (MIN_WIDTH, MIN_HEIGHT - 1), (72, 40), (1, 1), (0, 0)):
        with pytest.raises(ValueError, match="too small"):
            App(w, h, "touch", echo=False)


def _text(game, m):
    if game.variant == "super":
        from uttt.super_notation import format_move as super_move
        return super_move(m)
    from uttt.parse import format_move
    return format_move(m, game.variant)
