"""A frame redraws only the part of the panel that changed (panel27): the computer's dots (``think``: the status
lines alone; press32: a refused press's words in red, ``words``). What such a frame draws must be what the whole panel worked out again draws. (panel27 also drew the
result's keys and the Review's caption alone; on the merged tree that needed 130 KB on seed 1: docs/memory.md.)

One app, two views of it drawing every frame: the one under test as the game draws it, then the reference, given
what was dirty with every part's change made a whole panel's (``status``), worked out from scratch (its panel
state forgotten first). After every frame, every text of both views (the status lines, the
scoreboard, the caption, the buttons) and the big mark must be the same. Whole games against the computer, on a
PyBadge's screen (D-pad, a side panel of six columns) and a PyPortal's (touch: buttons in the panel, no key
hint), through the result (the rating running, the keys taking turns) and the Review while it thinks."""

import random

import pytest
from support import Display

from uttt.ui import buttons as K
from uttt.ui import theme as T
from uttt.ui.app import App
from uttt.ui.view import View

PARTS = ("think", "words")  # the dots (panel27), a refused press's words in red (press32)


def drawn(view):
    scene = view.scene
    icon = getattr(scene, "icon", None)
    return [(t.text, t.colour) for t, _ in view.labs], icon[0] if icon is not None else None


class Pair:
    """One app, two views of it: the one under test, and the reference."""

    def __init__(self, w, h, scheme, level):
        self.app = app = App(w, h, scheme, echo=False, seed=11)
        app.clock_t = 0
        app.units = 4   # small slices: the computer thinks over many frames, its dots stepping
        app.settings.update({"vs": 1, "level": level, "human": 1})
        self.view = View(Display(w, h), app)
        self.ref_view = View(Display(w, h), app)
        app.teardown = self.teardown
        self.parts = dict.fromkeys(PARTS, 0)   # frames in which a part alone was drawn, by part
        self.frames = 0

    def teardown(self, *args, **kw):
        self.view.release(*args, **kw)
        self.ref_view.release(*args, **kw)

    def frame(self, events=(), where=""):
        """One frame, as uttt.ui.main.run makes one: input, tick, the view's update (then the reference's, given
        what was dirty, every part's change made the whole panel's); then the check."""
        app = self.app
        if events:
            app.frame(list(events))
        app.clock_t += 33
        app.tick(app.clock_t)
        d = set(app.dirty)
        self.seen = set(d)   # what the frame's tick left to draw
        only = [p for p in PARTS if p in d]
        if only and not ({"cells", "status", "screen"} & d):
            self.parts[only[0]] += 1
        self.view.update()
        if only:
            d.difference_update(PARTS)
            d.add("status")
        app.dirty.update(d)
        if self.ref_view.scene is not None and hasattr(self.ref_view.scene, "panel_state"):
            self.ref_view.scene.panel_state = None   # worked out from scratch
        self.ref_view.update()
        app.dirty.clear()
        self.frames += 1
        assert drawn(self.view) == drawn(self.ref_view), "frame %d (%s, %s)" % (self.frames, app.screen, where)

    def idle(self, n, where=""):
        for _ in range(n):
            self.frame((), where)

    def play_game(self, rng, limit=4000):
        """Your moves at random (the cursor put on the cell, then A or a tap on it), a cursor step now and then;
        the computer's as it finds them; frames in between."""
        app = self.app
        for _ in range(limit):
            if app.over:
                return
            scr = app.scr
            if app.screen == "game" and app.scheme == "dpad" and rng.random() < 0.04 and (
                    scr.thinking or app.human_turn() and scr.settle == -1):
                # refused: A while the computer thinks ("wait"), or on a cell that holds a mark (press32)
                full = [m for m in range(81) if app.game.cells[m]]
                if not scr.thinking and full:
                    app.cursor = rng.choice(full)
                self.frame((K.A,), "refused")
                continue
            if app.screen == "game" and app.human_turn() and not scr.thinking and scr.settle == -1 \
                    and rng.random() < 0.2:
                m = rng.choice(app.game.legal_moves())
                if app.scheme == "dpad":
                    if rng.random() < 0.3:
                        self.frame((K.RIGHT,), "cursor")
                        continue
                    app.cursor = m
                    self.frame((K.A,), "mark")
                else:
                    x, y, w, h = app.layout.cell_rect(m)
                    z = getattr(scr, "zoom", None)
                    if z is not None:  # a PyPortal enlarges a board first: play the move at once instead
                        scr.play(m)
                        self.frame((), "mark")
                    else:
                        self.frame(((x + w // 2, y + h // 2),), "mark")
            else:
                self.frame((), "wait")
        raise AssertionError("the game did not end")


@pytest.mark.parametrize("w,h,scheme", [(160, 128, "dpad"), (320, 240, "touch")], ids=["pybadge", "pyportal"])
def test_every_frame_draws_what_the_whole_panel_draws(w, h, scheme):
    rng = random.Random(w)
    p = Pair(w, h, scheme, level=2)
    p.frame((K.A,), "title")  # the title's first row: a game against the computer
    assert p.app.screen == "game"
    for game in range(2):
        p.play_game(rng)
        if game == 0:  # the Review at once: "Thinking" while the analysis runs
            p.idle(2, "result")
            p.app.units = 60   # the analysis in ~300 frames (40 moves)
            if scheme == "dpad":
                p.frame((K.RIGHT,), "review")
            else:
                p.app.open("review")
            assert p.app.screen == "review"
            p.idle(150, "review")
            p.frame((K.B,), "back")
            p.app.units = 4
        p.idle(240, "result")   # (the rating, if not done); the keys take turns every 2 s
        if p.app.screen == "result":
            p.frame((K.A,), "again")
    print(p.frames, p.parts)
    assert p.parts["think"] > 20
    if scheme == "dpad":  # (touch boards: a refusal also changes the buttons' panel: the whole panel)
        assert p.parts["words"] > 5


def test_a_refusal_s_end_redraws_the_status_lines_alone():
    """A refused press's red words go back to the turn's in the frame its flash ends, which draws the cursor and
    the status lines alone (``words``, as the refusal itself: press32), not the whole panel worked out again
    (frames36: such frames, while the computer ponders, were 44-54 ms of the bench's board-adjusted time); what it
    draws is what the whole panel draws (Pair's check), in the text's colour again."""
    p = Pair(160, 128, "dpad", level=2)
    p.frame((K.A,), "title")
    app = p.app
    assert app.screen == "game" and app.human_turn()
    app.cursor = 40
    p.frame((K.A,), "mark")
    for _ in range(3000):   # the computer's answer, then your turn with nothing pending
        if app.human_turn() and not app.scr.thinking and app.scr.settle == -1 and not app.scr.fx.later:
            break
        p.frame((), "wait")
    assert app.human_turn()
    p.idle(3, "settled")
    app.cursor = 40   # a cell that holds your mark
    p.frame((K.A,), "refused")
    scr = app.scr
    assert scr.flashing() and "cursor" in p.seen and "words" not in p.seen and "status" not in p.seen
    p.frame((), "words")  # (the red words in the next frame, the press's draws the box alone: ugame64)
    assert scr.flashing() and "words" in p.seen and "status" not in p.seen
    assert p.view.scene.words.colour == p.view.theme[T.BAD]
    ends = []
    for _ in range(40):
        p.frame((), "flash")
        if not scr.flashing():
            ends.append(set(p.seen))
            break
    assert ends, "the flash did not end"
    assert "words" in ends[0] and "cursor" in ends[0] and "status" not in ends[0], ends[0]
    assert p.view.scene.words.colour == p.view.theme[T.TEXT]
    assert p.view.scene.panel_state[0] == "\n".join(scr.status())


def test_a_hint_shows_its_box_first_its_words_in_the_next_frame_and_thinks_on_your_time_after():
    # think40: the frame in which a hint was found drew the box, the cursor and the panel's words and started the
    # thinking on your time (55-64 ms of a PyBadge's frame in the bench, less its heap walks): the box and the cursor
    # now, the words ("Hint boxed") in the next frame, the pondering in the one after, as after a move.
    app = App(160, 128, "dpad", echo=False, seed=11)
    app.clock_t = 0
    app.units = 16
    app.settings.update({"vs": 1, "level": 3, "human": 1, "ponder": 1})
    view = View(Display(160, 128), app)

    def frame(*events):
        if events:
            app.frame(list(events))
        app.clock_t += 33
        app.tick(app.clock_t)
        view.update()

    app.new_game("bot")
    for _ in range(3):
        frame()
    app.frame([K.START])
    ids = [i for i, _ in app.scr.items()]
    app.scr.sel = ids.index("hint")
    frame(K.A)
    scr = app.scr
    assert scr.hinting and scr.ponder is None
    for _ in range(2000):
        frame()
        if scr.highlight >= 0:
            break
    scene = view.scene
    assert scr.highlight >= 0 and not scene.marker.hidden  # the box shows in the frame the hint was found
    assert scene.words.text.startswith("Hint\n.") and scr.ponder is None  # its words not yet
    frame()
    assert scene.words.text == "Hint\nboxed" and scr.ponder is None
    frame()
    assert scr.ponder is not None and scene.words.text == "Hint\nboxed"
