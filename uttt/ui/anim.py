"""The look-and-feel animations of a move (seed 000 1.3), as pure timing: no displayio, nothing blocks.

After a mark, for ``_MARK_MS`` the cell shows the mark being drawn (``sprites.STAGES``: part of the stroke,
more of it, then the whole mark); a board that move claimed or drew is shown claimed only then, and a claimed
board's frame pulses twice in the claimer's colour over ``_PULSE_MS``; a winning line is struck through in
``LINE_PARTS`` pieces over ``_LINE_MS`` (Ultimate's big line, Classic's and Wild's line alike).

``App.play`` calls ``start``, ``App.tick`` calls ``tick`` (it adds "anim" to ``app.dirty`` when the picture
should change, so the view redraws only then) and every press or touch but a D-pad cursor step and A on the game
screen calls ``skip``, which ends all of it at once before the press is handled (a step leaves a claim to its own
frame: ugame62b; A's move replaces it, its claim drawn in the next frames, and a refused press leaves it: ugame63).
The game itself is never touched: the view asks ``stage``, ``held``, ``pulse`` and ``parts`` what to show of the
game on screen, and a game the animation is not about (replay, rules, a new game) is drawn whole.
"""

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

_MARK_MS = const(120)    # the stroke frames of a new mark (2 frames of 60 ms, then the whole mark)
_PULSE_MS = const(300)   # a claimed board's frame: on, off, on, off, 75 ms each
_LINE_MS = const(360)    # the strike line grows piece by piece
LINE_PARTS = const(6)
STAGES = (0.45, 0.75)   # how much of a new mark each stroke frame shows (sprites.py draws them at start-up)


class Anims:
    """The animation of the last move. ``on = False`` shows every move whole at once."""

    on = True
    later = False   # the panel's words held back from a frame with a stroke (tick)

    def __init__(self):
        self.game = None    # the game whose last move is animated (None: nothing runs)
        self.t0 = 0
        self.cell = -1      # the new mark's cell as the cell tiles count it (Wild: 0-8)
        self.mark = 0       # the mark drawn there (1 X, 2 O)
        self.board = -1     # a board that move claimed or drew (Ultimate)
        self.claim = 0      # 1 X, 2 O, 3 drawn
        self.line = False   # the move won on a line: strike it progressively
        self.state = None   # what the view was told last (stage, pulse, parts)

    def start(self, app, m):
        """Animate move m just played in app.game (any running animation is replaced)."""
        self.game = None
        if not self.on:
            return
        g = app.game
        wild = g.variant == "wild"
        self.cell = m % 9 if wild else m
        self.mark = m // 9 + 1 if wild else 3 - g.turn
        self.board = -1
        self.claim = 0
        if g.variant == "ultimate":
            c = g.last_board_change()
            if c:
                self.board = m // 9
                self.claim = c
        self.line = g.winning_line() is not None
        self.t0 = app.now
        self.game = g
        self.state = self.at(app.now)
        app.dirty.add("anim")

    def end_ms(self):
        end = _MARK_MS
        if self.claim in (1, 2):
            end += _PULSE_MS
        if self.line:
            end = max(end, _MARK_MS + _LINE_MS)
        return end

    def at(self, now):
        """(mark stage 1-2 or 0, pulse frame shown, strike pieces shown) at time now."""
        t = now - self.t0
        n = len(STAGES)
        stage = 1 + t * n // _MARK_MS if t < _MARK_MS else 0
        t -= _MARK_MS
        pulse = self.claim in (1, 2) and 0 <= t < _PULSE_MS and (t * 4 // _PULSE_MS) % 2 == 0
        parts = LINE_PARTS
        if self.line:
            parts = 0 if t < 0 else min(LINE_PARTS, 1 + t * LINE_PARTS // _LINE_MS)
        return stage, pulse, parts

    def tick(self, app, now):
        d = app.dirty
        if self.game is None:
            pass
        elif self.gone(app) or now - self.t0 >= self.end_ms():
            self.skip(app)
        else:
            st = self.at(now)
            if st != self.state:
                self.state = st
                d.add("anim")
        # The panel's words (the game screen's "status") wait for a frame without a stroke, unless the frame
        # answers a press or shows a move or the game's end (issue 16: the two took ~50-60 ms of a PyBadge's); held,
        # they come in a frame that answers no press either (a cursor step with them: a Super game's slowest,
        # ~50-65 ms of a PyBadge's in the bench, where the D-pad steps in the frames after a stroke; superpress50)
        if "anim" in d and "status" in d and app.pressed != app.frames and "cells" not in d and not app.over:
            d.discard("status")
            self.later = True
        elif self.later and "anim" not in d and app.pressed != app.frames:
            self.later = False
            d.add("status")

    def gone(self, app):
        """True when the game animated is no longer the one played (uttt.ui.supergame.MediumAnims: its board's)."""
        return self.game is not app.game

    def skip(self, app):
        """Finish every running animation now (a press or touch, a new move, the end of its time)."""
        if self.game is not None:
            self.game = None
            app.dirty.add("anim")

    # ----- what the view shows of game g -------------------------------------------------------------------------
    def running(self, g):
        return self.game is not None and self.game is g

    def stage(self, g, cell):
        """The stroke frame (1, 2) to show in cell, 0 for the mark as the game has it."""
        if self.running(g) and cell == self.cell:
            return self.state[0]
        return 0

    def held(self, g, b):
        """True while board b's claim waits for the new mark's stroke to finish."""
        return self.running(g) and b == self.board and self.state[0] > 0

    def pulse(self, g):
        """(board, mark) whose frame flashes now, or None."""
        if self.running(g) and self.state[1]:
            return self.board, self.claim
        return None

    def parts(self, g):
        """How many pieces of the strike line to show (all of them unless it is being drawn)."""
        if self.running(g):
            return self.state[2]
        return LINE_PARTS
