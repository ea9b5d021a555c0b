# The game screen of a Super-Ultimate game (issue 21): ``uttt.ui.game.GameScreen`` one level up.
#
# ``App.open("game")`` opens this screen instead when the game is a ``SuperGame`` (``SCREENS["super"]``, same
# family and scene), so the pause menu, the log, undo and the result screen work as for Ultimate. Loaded only with
# a Super-Ultimate game, with ``uttt.ui.superplay`` (the medium board as an Ultimate board, the cursor over the
# 729 cells, the words of where to play) and ``uttt.ui.superview`` (the overview, drawn by the game scene).
#
# What differs from Ultimate:
# - The board drawn large is the medium board the cursor is in (``shown()``: a ``superplay.Medium``): the one you
#   are sent to, or on a free move at the medium level whichever the cursor walked to. The overview of the nine
#   medium boards (in the panel, where Ultimate shows the turn icon) shows which; the panel says in words which
#   medium and small board you must play in (``extra_items``).
# - D-pad: the arrows walk the 27x27 grid of cells (``superplay.step``): off the edge of a medium board into the
#   next one in play. Two buttons: NEXT / PREV step through the empty cells in play of the medium board shown,
#   then (free at the medium level) to each other medium board in play, then the panel buttons. Touch: a cell of
#   the board shown, or a medium board of the overview (a free move: look there).
# - Moves are logged in ``uttt.super_notation``'s words; typed moves are read by ``uttt.super_parse``.
# - The computer plays and hints with the same Thinker (``uttt.bot_super``); it does not think on your time here
#   (``uttt.ponder`` does not search a SuperGame). Its replay and Review: ``uttt.ui.superview.replay``.
#
# (Comments, not a docstring: a board compiles this module's whole parse tree at import, and a docstring is parsed;
# tests/test_device_memory.py.)

import sys

from uttt.super_notation import log_lines
from uttt.ui import buttons as K
from uttt.ui import rounds
from uttt.ui import superplay as P
from uttt.ui.anim import Anims
from uttt.ui.app import forget, unload
from uttt.ui.cursor import short_why
from uttt.ui.game import _DIRS, HIGHLIGHT_MS, GameScreen  # (_DIRS: the arrows' steps, game's own)


class SuperScreen(GameScreen):
    name = "game"
    ahead = 0    # the result's next step of readying its replay (tick: uttt.ui.superreplay.ready), -1 when done
    view = None  # the view that draws it (scene_extra)
    late = 0     # 1: the overview's blocks wait for a quiet frame (uttt.ui.superview.sync; tick)

    def __init__(self, app, new=None, hint=False, resumed=False):
        self._hl = self._hn = -1
        self.ring = -1  # two buttons: 1000 x ply + the medium board the cycle walks (uttt.ui.superinput.two)
        self.half = 0  # which half of a narrow panel's words of where to play shows (tick)
        self._fc = -1
        self.board = None
        cursor = app.cursor
        super().__init__(app, new, hint, resumed)  # (its Ultimate/Classic cursor rule knows no Super-Ultimate:)
        app.cursor = cursor                        # the cursor is placed below
        # The core modules an Ultimate, Classic or Wild game left loaded (no family drops them) that a
        # Super-Ultimate game never uses go while it is played (~4.6 KB on a PyBadge, docs/super.md "Memory");
        # the next game that needs one imports it again.
        if app.unloads:
            forget("uttt.classic")
            forget("uttt.notation")
            forget("uttt.rules")  # its Game (the Super modules take its tables from uttt.super_rules)
            forget("uttt.codecfmt")  # (gamestart's: the Super saves' CRC-8 is uttt.super_codecfmt's)
            if app.timer is None:
                forget("uttt.timer")
            if new:  # what the last game's result readied for its replay (tick), if it was not opened
                unload(only=_READY, collect=False)
        g = app.game
        self.board = P.Medium(g, 4)
        self.board.buf = [bytearray(81), bytearray(9), 0]  # a slide's picture (superframe40)
        self.fx = MediumAnims(self.board)
        if not g.ply:
            app.cursor = 364  # the centre cell of the centre board of the centre medium board
        elif not app.over and not (P.in_area(g, app.cursor) and not g.cells[app.cursor]):
            app.cursor = P.place(g, -1, g.last_move % 9)
        P.back(self)  # (a new scene draws it whole; back from the pause, a slide from the one shown may: superpause59)
        P.owed(self)  # (a move the pause or the log did not save: superpause42)

    # ----- the game moves on screen are the shown medium board's cells (0..80) ------------------------------------
    def _local(self, m):
        # The cell (0..80) of game move m on the medium board shown, -1 for none or another medium board.
        if m < 0 or self.board is None:
            return -1
        M = self.medium()
        return m - 81 * M if m // 81 == M else -1

    @property
    def highlight(self):
        return self._local(self._hl)

    @highlight.setter
    def highlight(self, m):
        self._hl = m

    @property
    def hinted(self):
        # The hint's move while it is boxed, as a cell of the medium board shown like highlight (so that the
        # panel's "Hint boxed", ``uttt.ui.status``, compares like with like).
        return self._local(self._hn)

    @hinted.setter
    def hinted(self, m):
        self._hn = m

    @property
    def flash_cell(self):
        return self._local(self._fc)

    @flash_cell.setter
    def flash_cell(self, m):
        self._fc = m

    variant = "ultimate"  # what the game scene draws: the medium board shown (class attributes over GameScreen's
    ultimate = True       # properties: the module compiles in a 64K heap with let_go's lines, superpress59)

    def medium(self):
        # The medium board shown: the cursor's; the last move's while it is animated or highlighted (so the
        # computer's mark is seen where it lands) and after the game.
        app = self.app
        g = app.game
        fx = self.fx
        if fx.game is not None:  # (a MediumAnims: its medium is set before its game; Anims, GameScreen's, has none)
            return fx.medium
        if self._hl >= 0:
            return self._hl // 81
        if g.result or app.forfeit or not 0 <= app.cursor < 729:
            return g.last_move // 81 if g.ply else 4
        return app.cursor // 81

    def shown(self):
        b = self.board
        if b is None:
            return self.app.game
        M = self.medium()
        if "screen" in self.app.dirty:
            b.show(M)   # a new scene: drawn whole
        else:
            b.slide(M)  # another medium board: drawn a row of small boards a frame from the next (tick)
        return b

    def cursor_cell(self):
        return self._local(super().cursor_cell())

    def extra_items(self):
        # A side panel's words of where to play (first priority): ``uttt.ui.status`` shows them.
        app = self.app
        if self.name != "game" or app.over or not app.layout.side:
            return ()
        return ((0, P.where_forms(app.game, self.half)),)

    def tip(self, short=False):
        # The status bar of a square screen: whose turn and where to play (``uttt.ui.superinput.tip``, imported by
        # its first tip); a side panel says it in extra_items.
        if self.app.layout.side:
            return ""
        from uttt.ui.superinput import tip
        return tip(self)

    def scene_extra(self, scene, root=None):
        # The game scene builds (root given) or syncs the overview (``uttt.ui.superview``).
        from uttt.ui import superview
        self.view = scene.view
        if root is None:
            superview.sync(scene)
        else:
            superview.build(scene, root)

    # ----- input ---------------------------------------------------------------------------------------------
    def let_go(self):
        # An input: the medium board shown goes back to the cursor's (from the last move's: its animation
        # and the computer's move highlighted end).
        fx = self.fx
        b = self.board
        k = fx.board if fx.held(b, fx.board) else -1  # a small board the move claimed, its claim held by the strokes
        fx.skip(self.app)
        if self._hl >= 0:
            self._hl = -1
            self.app.dirty.add("cells")
        if k >= 0 and self.medium() != b.M:  # the board shown slides away: its picture keeps that board as drawn,
            b.slide(self.medium())           # the slide's row draws over it (its cells restyled and big mark in the
            b.boards[k] = 0                  # press's frame were ~20 ms of a PyBadge's refresh: superpress59)

    def press(self, code):
        app = self.app
        self.let_go()
        if self.name == "result" and code == K.RIGHT and app.scheme == "dpad":
            from uttt.ui.superview import replay  # (loaded with the game scene: there, not here, superframes60)
            replay(app, True)  # its Review (Left: its replay)
            return
        if self.name == "game" and not self.computer and app.human_turn() and code in _DIRS:
            self.focus = None  # (the animations were finished by let_go)
            self.ring = -1
            was = app.cursor
            app.cursor = P.step(app.game, was, *_DIRS[code])
            app.cue("cursor")
            app.dirty.add("cursor")
            if app.cursor // 81 != was // 81:  # another medium board shown: its cells, the overview's frame
                P.across(self)                 # (a step inside it moves the outline alone: superpress37)
            return
        if self.name == "game" and (code in (K.NEXT, K.PREV) or code == K.A and self.ring >= 0):
            from uttt.ui.superinput import two  # NEXT / PREV, and A where it may enter a medium board (clue44)
            if two(self, code):
                return
        if self.settle >= 0 and code in _AWAY:  # the pause or the log over a move not saved yet: its lines and save
            P.away(self, super().press, code)    # go with the screen opened, not with this press (superpause42)
            return
        super().press(code)

    def panel_action(self, name):
        if name == "replay":
            from uttt.ui.superview import replay
            replay(self.app)  # its own replay (uttt.ui.superreplay)
        else:
            super().panel_action(name)

    def touch(self, x, y):
        # A tap (``uttt.ui.superinput``, imported at the first tap).
        from uttt.ui.superinput import tap
        tap(self, x, y)

    def console(self, text):
        # A typed move ("4 3 5": ``uttt.ui.superinput``, imported when a line is typed).
        from uttt.ui.superinput import typed_move
        typed_move(self, text)

    # ----- playing --------------------------------------------------------------------------------------------
    def log_lines(self, g):
        # A move's lines on the serial console, in Super-Ultimate's words (``rounds.say_move``: with its save).
        return log_lines(g)

    def play(self, m, by_bot=False):
        # Play game move m (0..728); returns True, or refuses it (a cue and a flash) and returns False.
        app = self.app
        g = app.game
        why = g.why_illegal(m)
        if why:
            self.bad(m, short_why(why))
            return False
        mark = g.turn
        if self.settle >= 0:  # the last move's log lines, not said yet (rounds.say_move)
            rounds.say_move(self)
        g.play(m)
        self.played_at = app.now
        app.cue("x" if mark == 1 else "o")
        change = g.last_medium_change() or g.last_small_change()
        if change:
            app.cue("claim" if change < 3 else "board_draw")
        if g.result:  # its score, the result's code, the save and words: a step a frame from the next, as Ultimate's
            app.cue("draw" if g.result == 3 else "win")  # (uttt.ui.rounds.ending; in this frame with the computer's
            self.ending = 1  # move: 175-239 ms of a PyBadge's with its imports' collection, ugame64)
        self.highlight = m if by_bot else -1
        if by_bot:
            self.highlight_until = app.now + HIGHLIGHT_MS
        app.dirty.add("cells")
        app.dirty.add("status")
        self.focus = None
        app.cursor = P.place(g, m, m % 9)
        self.fx.on = bool(app.settings["anim"])
        self.fx.start(app, m)   # drawn on the medium board shown (MediumAnims; without: shown() slides to it)
        if app.over:  # the last move: its lines (the computer's code goes: after_change, before the end's imports)
            rounds.say_move(self)
            self.after_change()
        else:
            # As Ultimate's (GameScreen.settle_now, one mechanism): the move shows in this frame; its log lines and
            # save come in the next, the computer's search two frames after the save's (supersave33: the save was
            # ~0.5 ms here of a ~2 ms mark, ~65 ms of a PyBadge's). A power cut before that frame loses this move.
            self.settle = app.frames
        return True

    def settle_now(self):
        # The computer's code (four modules) came all in the frame of its first start in a game, ~120 ms of a
        # PyBadge's (board-adjusted, superpress38); where a board drops it (App.unloads) it comes one module a
        # frame before the start, as Ultimate's (uttt.ui.rounds.fetch, which leaves a Super game to this), in the
        # order the start imported it; a hint's too (the pause drops them: superplay.close; with uttt.bot_ref all
        # five in the hint's frame read 157-161 ms), bot_ref then in the search's frame (one a frame too, the Super
        # cap 124 failed seed 1: hint60). The low heap's collection first, as the start's (frames23), before the first
        # module only: the next ones come in the frame after an import, whose load collected (superthink61).
        app = self.app
        c = app.clock
        if P.NEW:  # (the Super boot's new game's save: in a frame without a press, its code first: superboot51)
            from uttt.ui.superwait import wait
            if wait(self, P.NEW):
                return
        if self.settle < -1 and app.unloads and (self.hinting or not app.human_turn()) and not app.over:
            for name in _BOT:
                if name not in sys.modules:
                    f = app.frames  # (as Ultimate's, rounds.settled: the frame after an import reads no heap, whose
                    if c is not None:  # collection the import's load just ran, py/builtinimport.c: ~4.6 ms of a
                        if f != rounds._at + 1 and c.low_heap(True):  # PyBadge's, superthink61)
                            return
                        c.held = True
                    try:
                        __import__(name)
                    except MemoryError:
                        forget(name)  # (the start tries again, and says what failed)
                        break
                    rounds._at = f
                    return
        from uttt.superstore import halves
        if halves(self):  # (a move's save's second half: a frame of its own before the start, supertick47)
            return
        super().settle_now()

    def after_change(self):
        # The result, or the computer's turn (no thinking on your time in Super-Ultimate).
        app = self.app
        if app.over:
            self.focus = None
            if self.name != "result":
                self.name = "result"
                app.dirty.add("screen")
                self.drop_computer()
            return
        if not app.human_turn() and self.computer is None:
            self.think("bot")

    def drop_computer(self):
        # The game is over: the computer's code and work area go, and the save's code and encoder (superroom46; a
        # finished game is not saved, uttt.ui.persist). Again imports them again.
        if self.app.unloads:
            for name in [n for n in sys.modules if n.startswith(("uttt.bot", "uttt.ui.computer", "uttt.superstore",
                                                                 "uttt.super_codec"))]:
                forget(name)

    def close(self):
        super().close()
        P.close(self)

    def tick(self, now):
        app = self.app
        # The result readies its replay (uttt.ui.superreplay.ready: its code, layout and sprite sheets), one step a
        # frame without a press nor a new scene, so that Left (or Replay) builds its scene alone (superswitch41)
        if self.name == "result" and self.ahead >= 0 and app.unloads and app.pressed != app.frames and \
                "screen" not in app.dirty and not self.ending:
            try:
                from uttt.ui.superreplay import ready  # (step 0: the frame of this import, and uttt.ui.replay's)
                self.ahead = ready(self, self.ahead)
            except MemoryError:  # (a module cut short is not taken for a loaded one)
                unload(only=_READY, collect=False)
                self.ahead = -1
        # The computer's answer is due 2 s after your move (uttt.ui.computer's _THINK_MS, 2.5 s, in the other modes):
        # at 2.5 s hard's worst wait was ~2.2-2.4 s of a PyBadge's (board-adjusted) against issue 21's 2 s
        # (docs/super.md, "superwait37"). Here, not in uttt.ui.computer: the Ultimate session's code is as it was.
        c = self.computer
        if c and c.why == "bot" and now - c.since > 2000:
            c.thinker.stop()  # a slow board answers with the best move found so far (a no-op once found),
            c.found = True    # played by this frame's Computer.step
        if self._hl >= 0 and now >= self.highlight_until:
            self._hl = -1
            app.dirty.add("cells")
        if (now // 2000) & 1 != self.half and app.pressed != app.frames and (not c and self.settle == -1 or
                                                                        app.frames == -1 - self.settle):
            # a narrow panel's or a bar's words of where to play take turns every 2 s, not in a press's frame (the whole
            # panel: superview48), nor while the computer's turn goes on (your move's save, its start, its search: a
            # frame of the panel's words alone, ~50-75 ms of a PyBadge's, in most of the ~2 s a move it thinks), but
            # with a move's words (GameScreen.tick, in this frame): superframes60
            self.half ^= 1
            app.dirty.add("status")
        # The next row of a medium board's small boards (the cells alone: the panel and the overview's frame came
        # with the change; superframe40), in a frame without a press or the panel's words (a move's, the next's:
        # GameScreen.tick; the two together were ~70-90 ms of a PyBadge's), and once the last row is drawn: a frame
        # that draws nothing (the clock's ``held``: a save, an import, a collection) leaves its "anim" to the next,
        # which draws that row alone (thinkframes54: rows that came in such frames went out together, six or nine
        # small boards, the whole screen in one area: ~190 frames of a Super game, ~88 ms of a PyBadge's refresh each);
        # nor with a new mark's strokes, nor the computer's move landing (its first stroke): a board sends the box of
        # every cell tile set since the last refresh, so a row with a stroke in another row sent the rows between too
        # (10,000-17,000 px, 55-88 ms of a PyBadge's refresh by the bench's model; superframes56)
        # While the computer thinks or a move settles, one small board a frame, none after two: the work's frame
        # (a row with its refresh was ~60-95 ms of a PyBadge's; superthink59)
        b = self.board
        k = app.clock
        if b is not None and b.part < 9 and app.pressed != app.frames and "status" not in app.dirty \
                and app.frames != -1 - self.settle and "anim" not in app.dirty and not (c and c.found) and \
                not (self.fx.game and self.fx.state[0]) and not (c and k and k.skipped > 1):
            P.more(self, c)
            app.dirty.add("anim")
            app.dirty.add("rims")  # (two parts: the clock's work leaves the row's frame alone, Clock.work; a row
            #                        with a chunk of the search was ~60-85 ms of a PyBadge's with its refresh, whose
            #                        time the clock learns only on a board: superframes58)
        elif self.late and self.settle == -1 and not app.dirty and app.pressed != app.frames and \
                not (c and c.found) and not self.fx.later:  # (not with the computer's move: it lands in this frame,
            # Computer.step; nor with the panel's words held back, MediumAnims.tick: superview48)
            self.late = 2  # the overview's blocks the move's words left (uttt.ui.superview.sync), in a frame that
            self.scene_extra(self.view.scene)  # draws nothing else and works none (Clock.work: a part to draw whose
            self.late = 0                      # time is not learnt); "late" refreshes the display
            app.dirty.add("late")
        super().tick(now)
        c = self.computer
        if c:  # the game its search plays in, back in its position for the frame's drawing (uttt.bot_super's park)
            c.thinker.park()


class MediumAnims(Anims):
    # The last move's animations (``uttt.ui.anim``) on the medium board shown: the new mark's strokes, the
    # pulse of a small board it claimed, the strike through the small boards of a medium board it claimed.

    def __init__(self, board):
        super().__init__()
        self.board_view = board

    def start(self, app, m):
        self.game = None
        if not self.on:
            return
        g = app.game
        b = self.board_view
        b.slide(m // 81)  # (the computer's move on another medium board than the one shown: it slides there)
        self.medium = b.M
        self.cell = m - 81 * b.M
        if b.part < 9:  # a slide under way (superframe40): the mark's small board from the game now, the rest in
            b.one(self.cell // 9)  # the next frames (all at once: ~50-80 ms of a PyBadge's; the rows up to it: superframe45)
        self.mark = 3 - g.turn
        c = g.last_small_change()
        self.board = m // 9 % 9 if c else -1
        self.claim = c
        self.line = g.last_medium_change() in (1, 2) and b.winning_line() is not None
        self.t0 = app.now
        self.game = b
        self.state = self.at(app.now)
        app.dirty.add("anim")

    def gone(self, app):
        # (Anims.tick, with Ultimate's wait: the panel's words wait for a frame without a stroke or a slide's row, the
        # two ~60-100 ms of a PyBadge's frame, superview48)
        return self.game.g is not app.game

    def running(self, g):
        return self.game is not None and self.game is g and g.M == self.medium

    def skip(self, app):
        if self.game is not None:
            self.game = None
            app.dirty.add("anim")
            s = app.scr  # (the pause menu where the computer's start ran out of memory in this frame, rounds.unavailable:
            #              the game scene is synced whole when the game comes back)
            if isinstance(s, SuperScreen) and s.medium() != self.medium:  # the medium board shown goes back to the
                # cursor's (not where it stays, as the computer's move highlighted: superpress38): its cells ("anim",
                # a slide), the outline, and the overview's frame now; not the panel, whose words do not change with
                # it (with "cells" the whole panel was worded and drawn: the three ~45-55 ms of a PyBadge's frame
                # where the mark's strokes ended as the computer started, superframes58)
                app.dirty.add("cursor")
                if s.view and "screen" not in app.dirty:  # (a new scene draws it all)
                    s.scene_extra(s.view.scene)


_AWAY = (K.START, K.B, K.SELECT)  # the presses that open the pause menu or the log (press)
_READY = ["superreplay", "replay", "gamebuild"]  # what the result readies for its replay that the next game drops (tick)
_BOT = ["uttt.ui.computer", "uttt.bot_supereval", "uttt.bot_supermoves", "uttt.bot_super"]  # (settle_now)
