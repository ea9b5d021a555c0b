"""Every text on every screen of every board is whole, and every picture of the board shows all of it.

Each board profile's screen (PyBadge/PyGamer 160x128 D-pad, PyPortal 320x240 and Titano 480x320 touch, CLUE
240x240 two buttons, Thumby Color 128x128 D-pad) is driven through every screen the game has: the title menu
(fresh, with a game to resume, with a notice), every settings row, the pause and confirm menus, the stats, each
rules page, the move log scrolled end to end, the replay of whole games move by move (a Super-Ultimate game's
too), the game screen in its
states (tips, the computer thinking, a refused press, the timer, Wild's mark) and the result of every kind of
game (each mode, each level, a draw, a loss on time, a match running and over, a sudden-death match, the rating
of your moves, the rule options). After every redraw (the real view over displayio, with a display that
draws nothing) each ``Text`` must have been given only texts that fit it whole, lie inside the display, and
keep off the grid of a game scene, whose grid must lie inside the display too. And every word shown must be
a whole word of ``tests/words.py``, the list the screens share (no "acc", "1st", "A:new"): a word that is not
there is an abbreviation to spell out, or a new word to add to the list with care.
"""

import random

import pytest
from support import Display
from words import WORDS, words_of

from uttt.codec import new_game
from uttt.stats import _COUNT_MAX as COUNT_MAX, WIN
from uttt.ui import buttons as K
from uttt.ui.app import App, forget

PROFILES = [(160, 128, "dpad", ("Start", "Select")), (320, 240, "touch", ("Start", "Select")),
            (480, 320, "touch", ("Start", "Select")), (240, 240, "two", ("Start", "Select")),
            (128, 128, "dpad", ("MENU", "Hold MENU")),
            (128, 96, "touch", ("Start", "Select"))]  # the smallest screen the game supports


class Checker:
    def __init__(self, w, h, scheme, names):
        from uttt.ui.app import App   # (the module as loaded now: the simulator's tests load the app afresh)
        from uttt.ui.view import View
        self.app = App(w, h, scheme, echo=False, seed=3, nvm=bytearray(256), names=names)
        self.view = View(Display(w, h), self.app)
        self.where = "boot"
        self.seen = set()
        self.unknown = {}  # a word no screen may use (not in tests/words.py) -> where it was seen first

    def draw(self, where):
        self.where = where
        self.app.dirty.add("screen")
        self.view.update()
        self.check()

    def check(self):
        app = self.app
        W, H = app.layout.width, app.layout.height
        self.seen.add(app.screen)
        for t, _ in self.view.labs:
            assert t.cut is None, "%s: %r does not fit %d x %d" % (self.where, t.cut, t.cols, t.lines)
            for word in words_of(t.text):
                if word not in WORDS and word.lower() not in WORDS:
                    self.unknown.setdefault(word, "%s: %r" % (self.where, t.text))
            lines = t.text.split("\n")
            n = max(len(s.rstrip()) for s in lines)
            used = len(lines)
            while used and not lines[used - 1].strip():
                used -= 1
            if not n or not used:
                continue
            x, y = t.group.x, t.group.y
            sc = getattr(t.group, "scale", 1)  # (a Text at scale 1 in one TileGrid is that TileGrid: no Group)
            pitch = t.rows[1].y * sc if len(t.rows) > 1 else 12 * sc  # (the rows' own y: lines spaced apart)
            w = n * 6 * sc
            h = (used - 1) * pitch + 12 * sc
            assert 0 <= x and x + w <= W and 0 <= y and y + h <= H, \
                "%s: %r at (%d, %d) %dx%d is beyond the %dx%d display" % (self.where, t.text, x, y, w, h, W, H)
            if self.view.kind in ("game", "picture"):
                L = app.scr.layout
                g = (L.gx, L.gy, L.grid_size, L.grid_size)
                assert not (x < g[0] + g[2] and g[0] < x + w and y < g[1] + g[3] and g[1] < y + h), \
                    "%s: %r covers the board" % (self.where, t.text)
        if self.view.kind in ("game", "picture"):
            L = app.scr.layout
            assert L.gx >= 0 and L.gy >= 0 and L.gx + L.grid_size <= W and L.gy + L.grid_size <= H

    # ----- driving ----------------------------------------------------------------------------------------------
    def press(self, code, where=None):
        app = self.app
        app.now += 200
        app.tick(app.now)
        app.press(code)
        self.draw(where or "%s after %s" % (app.screen, K.NAMES[code]))

    def play_out(self, rng, want=None, stop_at=None, each=False):
        """Random moves (the computer's too, played at once) until the game ends (with result want, if
        given: then the game is played again from the start until it does) or reaches ply stop_at."""
        app = self.app
        while True:
            while not app.over and (stop_at is None or app.game.ply < stop_at):
                scr = app.scr
                if scr.thinking:
                    scr.stop_thinking()
                m = rng.choice(app.game.legal_moves())
                app.now += 300
                scr.play(m, by_bot=not app.human_turn())
                if each:
                    self.draw("%s move %d" % (app.mode, app.game.ply))
            if want is None or app.result == want or stop_at is not None:
                break
            app.new_game()
        self.draw("%s %s ply %d result %d" % (app.screen, app.mode, app.game.ply, app.result))


def review(c, what):
    """The Review of the game just ended: while the analysis runs ("Thinking"), then every page."""
    app = c.app
    app.open("review")
    c.draw("review %s" % what)
    while app.rater is not None or app.scr.job is not None or not app.scr.final:  # the pages made a frame after
        app.now += 100
        app.tick(app.now)
    for k in range(len(app.scr.pages)):
        app.scr.go_to(k)
        c.draw("review %s page %d" % (what, k + 1))


@pytest.mark.parametrize("w,h,scheme,names", PROFILES, ids=["%dx%d-%s" % p[:3] for p in PROFILES])
def test_every_text_on_every_screen_is_whole(w, h, scheme, names):
    c = Checker(w, h, scheme, names)
    app = c.app
    rng = random.Random(w + h)
    c.draw("title")
    app.notice = "Saved data was unreadable: defaults restored"
    c.draw("title with a notice")
    app.notice = ""
    # Settings: every row selected in turn (the list scrolls), every value of every setting.
    app.open("settings")
    c.draw("settings")
    from uttt.ui.settings import SETTINGS
    for key, label, names_ in SETTINGS:
        while app.scr.items()[app.scr.sel][0] != key:
            c.press(K.DOWN)
        for _ in range(len(names_)):
            c.press(K.RIGHT, "settings %s" % key)
    app.settings.update({"level": 0, "human": 1, "theme": 0, "contrast": 0, "timer": 0})
    # How to play: the choice, and each game's pages.
    app.open("howto")
    c.draw("how to play")
    from uttt.ui.rulespages import GAMES
    for key, _, _ in GAMES:
        app.open("rules", game=key)
        c.draw("%s rules 1" % key)
        for i in range(1, app.scr.count()[1] + 1):
            app.scr.go_to(i)
            c.draw("%s rules page %d" % (key, i + 1))
    # Every mode to its end: hot-seat (X wins, O wins, a draw), Classic, Wild; every move redrawn once.
    for mode, want in (("hotseat", 1), ("hotseat", 2), ("hotseat", 3), ("classic", None), ("wild", None)):
        app.new_game(mode)
        c.draw("%s start" % mode)
        c.play_out(rng, want, each=mode != "hotseat" or want == 3)
        assert app.screen == "result"
        app.open("log")
        c.draw("log")
        for _ in range(app.scr.total() // max(1, app.layout.log_rows - 1) + 1):
            c.press(K.UP if scheme == "two" else K.RIGHT)
        app.open("game")
        app.open("replay")
        for k in range(app.game.ply, -1, -1):
            app.scr.go_to(k)
            c.draw("replay %s move %d" % (mode, k))
        review(c, mode)
        app.open("game")
        c.draw("result %s" % mode)
    # Super-Ultimate (issue 21) between friends to its end, its result, and its replay, every move (the log's words
    # one level deeper, or fewer, in the Review's caption band: uttt.ui.superreplay).
    app.new_game("super")
    c.draw("super start")
    c.play_out(rng)
    assert app.screen == "result" and app.game.variant == "super"
    app.scr.panel_action("replay")
    assert type(app.scr).__module__ == "uttt.ui.superreplay"
    for k in range(app.scr.count()[1], -1, -1):
        app.scr.go_to(k)
        c.draw("super replay move %d" % k)
    app.open("game")
    c.draw("result super")
    # Against the computer, every level, you as X and as O; a match of 3 with draws worth nothing.
    app.settings.update({"vs": 1, "best_of": 1, "sudden_death": 1})
    for level in range(4):
        for human in (1, 2):
            app.settings.update({"level": level, "human": human})
            for mode in ("bot",) if level else ("bot", "classic", "wild"):
                app.new_game(mode)
                c.draw("vs %d %s" % (level, mode))
                c.play_out(rng)
                while app.rater is not None:
                    app.now += 100
                    app.tick(app.now)
                c.draw("result vs level %d as %d %s, rated" % (level, human, mode))
                if level in (0, 3):
                    review(c, "vs %d as %d %s" % (level, human, mode))
                    app.open("game")
    # A match of 7 played out, one of 5 with half points, open-ended; the rule options' tags.
    for best, sd in ((3, 0), (2, 0), (0, 0)):
        app.settings.update({"vs": 0, "best_of": best, "sudden_death": sd, "alternate": 1,
                             "stay_open": best % 2, "most_boards": 1})
        app.new_game("hotseat")
        for _ in range(5):
            c.play_out(rng)
            app.new_game()
            c.draw("match best %d round %d" % (best, app.series.round))
    # The game screen's states: tips, a refusal, the timer, the computer thinking, Wild's mark.
    app.settings.update({"tips": 1, "timer": 7, "vs": 0, "best_of": 0, "stay_open": 0, "most_boards": 0})
    app.new_game("hotseat")
    c.draw("first move tip")
    c.play_out(rng, stop_at=1)
    c.draw("forced tip")
    app.scr.bad(-1, "wrong board")
    c.draw("refused")
    for t in range(0, 61000, 5000):
        app.tick(app.now + t)
        c.draw("timer %d" % t)
    app.settings.update({"timer": 1, "timeout": 1})
    app.new_game("hotseat")
    c.draw("timer 5")
    app.tick(app.now + 1)
    forget("uttt.ui.gameend")  # (the loop's last time-out may have left its code in, midway: ugame62's three frames)
    forget("uttt.tally")
    app.tick(app.now + 6000)   # out of time: the time-out's code is imported in a frame of its own ...
    app.tick(app.now + 1)      # ... and the game is lost in the next
    c.draw("lost on time")
    assert app.forfeit
    app.settings.update({"timer": 0, "vs": 1, "level": 3, "human": 2})
    app.new_game("bot")
    app.tick(app.now + 1)
    c.draw("the computer thinks")
    app.new_game("wild")
    app.scr.stop_thinking()
    c.draw("wild")
    # Menus of a game in progress: pause, undo consent, new game; the title with "Resume".
    app.settings["vs"] = 0
    app.new_game("hotseat")
    c.play_out(rng, stop_at=4)
    app.open("pause")
    c.draw("pause")
    app.open("confirm")
    c.draw("confirm")
    app.open("title")
    c.draw("title with resume")
    for _ in range(len(app.scr.items())):
        c.press(K.DOWN)
    # Stats with every kind of game in them (a hot-seat Super-Ultimate game: its row), then every counter at its
    # maximum (the widest rows).
    app.state.stats.record("super", 0, WIN)
    for full in (False, True):
        if full:
            app.state.stats.counts = [COUNT_MAX] * len(app.state.stats.counts)
        app.open("stats")
        assert dict(app.scr.items())[3].startswith("Super-Ultimate")   # its row (row 3 of the stats: an id by number)
        c.draw("stats full" if full else "stats")
        for _ in range(len(app.scr.items())):
            c.press(K.DOWN)
    want = {"title", "howto", "settings", "rules", "game", "result", "log", "replay", "pause", "confirm", "stats",
            "review"}
    assert c.seen >= want, want - c.seen
    # Words a player reads at a glance: every word shown is a whole word of the list the screens share.
    assert not c.unknown, "words not in tests/words.py (abbreviations?): %s" % sorted(c.unknown.items())[:8]


def test_the_word_check_catches_abbreviations():
    # What issue 17 found on the screens is caught; figures and whole words pass.
    shown = "X wins P1 A:new acc77% P2 1st Free: any framed game2 B:swap Opp.: CPU"
    assert [w for w in words_of(shown) if w not in WORDS and w.lower() not in WORDS] == \
        ["A:new", "acc77%", "1st", "game2", "B:swap", "Opp"]
    assert words_of("62. O: middle-left board, 1-0, 12s 3/5 77% 1.5 ...") == ["O", "middle-left", "board"]
