"""The scripted session of the device-fit harness: what a player does, frame by frame. ALL the harness's
knowledge of the app's internals is in this module (the runner, cp_run.py, and the stand-ins know none), and
inside it in the block "the app, as the session sees it" (``Player.scr`` ... ``Player.move_cursor``): a change
of the app's API is adapted there. It reads ``uttt.ui.main.app`` (the running App), its ``screen``, ``game``
(``legal_moves()``, ``result``, ``ply``, ``variant``), ``cursor``, ``mark``, ``human_turn()``, ``rater``,
``series.over``, ``notice``, ``layout`` (cell/square/board rects, slots, title_h, row_h, menu_rows, gx, gy,
grid_size) and, on the current screen, its menu rows, selection, first row shown, frame (a menu's box over the
game, where a touch player taps its rows and title bar), focus, thinking and panel buttons; the D-pad path to a cell comes from the app's own cursor rule (a breadth-first search as
uttt/ui/drive.py does; drive.py itself is not loaded, so that no game module is kept alive by the harness).
It sets ``app.clock`` and ``app.units`` (below). Both the App with mixins and the App with one screen object
(``app.scr``) are understood, while the restructure lands; the first branch can go after it.

One session, in two boots (a power cycle between them: BOOT 2 starts a new process from the NVM bytes BOOT 1
left), on any board: D-pad boards get button codes, the CLUE its two buttons' codes (NEXT, A, B, START,
SELECT), touch boards (x, y) taps. Each ``yield`` is one frame of main.run: None (nothing pressed) or one
event.

BOOT 1: a fresh start; a second on the title, then Ultimate between friends (MARK ``play``, the live heap once its first frame is
drawn), an undo the other player allows, the log; Settings, every row of every page, then best of 3 with a
5 s turn timer and another theme; against the computer: a best-of-3 Ultimate series at beginner (an undo, a
hint, the timer ticking out once, the replay and the log after each round, the rating of your moves), one
game at easy, medium and hard (its Review, opened while the analysis runs, paged, a moment's replay), Classic
and Wild; with ``SUPER`` (device_fit.py --super) Super-Ultimate against hard played to the end (a hint, an
undo, its replay, the log; issue 21); Stats; How to play, every page; then a game between
friends, cut off mid-game (the power cycle). BOOT 2: the game resumes from NVM (MARK ``resume``), is played
to the end, its Review, replay and log, random input on the result and menu screens, back to the title.
The Super-Ultimate game is played in a heap of its own (heap32): choosing it restarts the board, and BOOT 1 goes on
in a new process from its part "super" (the game, the computer, the log, Main menu: another restart), then "after"
(the title: Stats, How to play, the game cut off); ``after_reload`` names the part a restart leads to, and the
runner ends a boot on a restart the session does not expect. With the runner's ``noreload`` it is one process.

The computer's slices: the virtual clock does not move while a frame computes, so the app's own timing
(``App.work``: chunks until the frame has lasted ``WORK_MS``) would see every chunk take no time. The session
fixes them at 15 units a frame, about what a PyBadge runs in its ~33 ms frame (hard's 1,400 units take ~2 s
there), by giving the app no clock (``app.clock = None``: "fixed slices"): deterministic, for the memory runs.
With the runner's ``clock=K`` (tests/bench/press_times.py) the clock runs during a frame in estimated board
time, and the app keeps its clock and times its own slices as on a board.
"""

import gc
import random
import sys

from uttt.ui import buttons as K

SUPER = False        # also a Super-Ultimate game (cp_run sets it: tests/bench/device_fit.py --super)
UNITS = 15           # bot work units per frame (see above)
TITLE_FRAMES = 30    # frames a new player looks at the title before the first game (boot 1)
TITLE_AGAIN = 15     # frames a player looks at the title on a later visit before choosing (0.5 s)
MASH = 6             # frames to wait after a mark before the next A (the app refuses A for 150 ms)
GAP = 0              # idle frames after each D-pad step of a move's path (0: the next frame, ~30 presses a second;
#                      press_times.py --gap 2: ~10 a second, a quick player's pace, so quiet frames come between)
MAX_FRAMES = 200000  # a session that runs longer is stuck
_STEPS = ((K.UP, 0, -1), (K.DOWN, 0, 1), (K.LEFT, -1, 0), (K.RIGHT, 1, 0))


class SessionError(Exception):
    pass


class Player:
    """Called by the runner once per frame: ``step()`` gives this frame's input (None, a code, a touch, or
    the runner's Done class when the session is over); ``where()`` names the screen for the press timer."""

    def __init__(self, seed, boot, mark, breakdown=False, part=""):
        self.seed = seed
        self.boot = boot
        self.part = part  # "" from the boot's start; else the session's part that follows a restart ("super", "after")
        self.after_reload = None  # the part a restart now leads to (the runner starts it in a new process)
        self.mark = mark  # mark(name): the runner prints the live heap
        self.breakdown = breakdown
        self.error = None
        self.app = None
        self.doing = "-"  # what the press being sent does, for the press timer ("cursor", "mark", "row" and ``row``'s
        self.row = None   # key: the runner prints "row settings")
        self.frames = 0
        self.gen = None
        # path_to's breadth-first search, made once (the harness's own heap): a board has no such work, so a
        # press must not cost the game's heap anything (a dict of up to 81 cells took ~800 bytes a move)
        # (with SUPER, Super-Ultimate's 729 cells: lists of ints, the parent cell + 2 and 1 for the start)
        n = 730 if SUPER else 82
        self._par = [0] * n if SUPER else bytearray(n)  # per cursor cell + 1: 0 unseen, 1 the start, else parent + 2
        self._code = bytearray(n)  # ... the press that reached it
        self._queue = [0] * n if SUPER else bytearray(n)
        self._moves = bytearray(81)  # pick's legal moves
        self._near = bytearray(3)

    # ----- the runner's side ---------------------------------------------------------------------------------
    def step(self):
        if self.app is None:
            self.app = sys.modules["uttt.ui.main"].app
            if not sys.modules["cp_board"].Clock.scale:
                self.app.clock = None   # fixed slices (below); with a running clock the app times its own
                self.app.units = UNITS
            self.gen = self.boot1(self.part) if self.boot == 1 else self.boot2()
            if self.breakdown:
                self.mark("first frame")
                self._watch_builds()
        self.frames += 1
        if self.frames > MAX_FRAMES:
            raise SessionError("stuck on %s after %d frames" % (self.app.screen, self.frames))
        notice = self.app.notice
        if notice and ("unavailable" in notice or "memory" in notice):
            raise SessionError("the app degraded: %s" % notice)
        try:
            return next(self.gen)
        except StopIteration:
            import cp_run
            return cp_run.Done

    def where(self):
        return self.app.screen if self.app is not None else "boot"

    def ply(self):
        """Moves played in the current game (the press timer sees the computer's move land), -1 for none."""
        g = getattr(self.app, "game", None)
        return g.ply if g is not None else -1

    def busy(self):
        """What the app computes in the background now, for the press timer: "think" (the computer's move or
        a hint), "ponder" (on your time), "rate" (your moves), or ""."""
        app = self.app
        if app is None:
            return ""
        s = self.scr()
        if self.thinking() or getattr(s, "computer", None) is not None:
            return "think"
        p = getattr(s, "ponder", None)
        if p is not None and not getattr(p, "done", True):
            return "ponder"
        if getattr(app, "rater", None) is not None and not isinstance(app.rater, tuple):
            return "rate"
        return ""

    # ----- the app, as the session sees it (adapt here when the app's API changes) -----------------------------
    def scr(self):
        """The object that holds the current screen's state: the screen object, or the App with mixins."""
        return getattr(self.app, "scr", None) or self.app

    def rows(self):
        """The current menu's rows: [(id, text)]."""
        s = self.scr()
        return s.items() if hasattr(s, "items") else s.menu_items()

    def sel(self):
        return self.scr().sel

    def top(self):
        """The first menu row shown."""
        s = self.scr()
        return s.top if hasattr(s, "top") else s.menu_top

    def focus(self):
        return getattr(self.scr(), "focus", None)

    def thinking(self):
        return getattr(self.scr(), "thinking", None)

    def buttons(self):
        """The panel buttons' names, slot 0 first."""
        return self.scr().panel_buttons()

    def menu_frame(self):
        """Where the menu on screen is drawn, (x, y, w, h): the whole screen, or a box over the game (the pause
        menu, Confirm, Game over: ``Menu.frame``), whose title bar and rows a tap must hit."""
        s = self.scr()
        if s is not self.app and hasattr(s, "frame"):
            return s.frame()
        L = self.app.layout
        return (0, 0, L.width, L.height)

    def row_rect(self, i):
        """The (x, y, w, h) of visible row i (0: the first under the title) of the menu on screen, in its frame
        (the app's layout has no row rectangles since the menus' boxes: the menu's frame decides)."""
        L = self.app.layout
        x, y, w, _ = self.menu_frame()
        return (x, y + L.title_h + i * L.row_h, w, L.row_h)

    def move_cursor(self, dx, dy):
        """Step app.cursor by the app's own rule (it jumps over closed boards and wraps)."""
        app = self.app
        cues = app.cues
        n = len(cues)
        if hasattr(app, "move_cursor"):
            app.move_cursor(dx, dy)
        elif app.game.variant == "super":  # Super-Ultimate's cursor walks the 27x27 grid of its cells
            app.cursor = sys.modules["uttt.ui.superplay"].step(app.game, app.cursor, dx, dy)
        else:
            sys.modules["uttt.ui.cursor"].move(app, dx, dy)
        while len(cues) > n:  # the player's path search is no press: its steps' cursor cues go (no allocation),
            cues.pop()        # else the frame's cue list grows by one per step searched (2 KB at a time)

    def dpad_presses(self, m):
        """The D-pad presses that play move m: B to swap the Wild mark, the shortest path, A."""
        app = self.app
        out = []
        cell = m
        if app.game.variant == "wild":
            cell = m % 9
            if m // 9 + 1 != app.mark:
                out.append(K.B)
        return out + self.path_to(cell) + [K.A]

    def path_to(self, cell):
        """Shortest D-pad path from the cursor to cell, by breadth-first search over move_cursor (in the
        player's own buffers: nothing allocated but the path)."""
        app = self.app
        start = app.cursor
        dirty = list(app.dirty)
        par = self._par
        code_of = self._code
        queue = self._queue
        for i in range(len(par)):
            par[i] = 0
        par[start + 1] = 1
        queue[0] = start + 1
        head = 0
        tail = 1
        try:
            while head < tail and not par[cell + 1]:
                cur = queue[head] - 1
                head += 1
                for code, dx, dy in _STEPS:
                    app.cursor = cur
                    self.move_cursor(dx, dy)
                    to = app.cursor
                    if not par[to + 1]:
                        par[to + 1] = cur + 2
                        code_of[to + 1] = code
                        queue[tail] = to + 1
                        tail += 1
        finally:
            app.cursor = start
            app.dirty.clear()
            app.dirty.update(dirty)
        if not par[cell + 1]:
            self.fail("cell %d cannot be reached by the cursor" % cell)
        path = []
        while par[cell + 1] != 1:
            path.append(code_of[cell + 1])
            cell = par[cell + 1] - 2
        path.reverse()
        return path

    # ----- basic input ---------------------------------------------------------------------------------------
    @property
    def touch(self):
        return self.app.scheme == "touch"

    @property
    def two(self):
        return self.app.scheme == "two"

    def fail(self, why):
        raise SessionError("%s (screen %s)" % (why, self.app.screen))

    def wait(self, n):
        for _ in range(n):
            yield None

    def until(self, test, limit=3000):
        """Idle frames until test() holds."""
        for _ in range(limit):
            if test():
                return
            yield None
        self.fail("waited %d frames" % limit)

    def analysed(self, test, limit=3000):
        """Idle frames until test() holds while the analysis of the last game (the app's ``rater``: its units, or the
        moves a suspended one got through) or the screen moves on; a failure only after limit frames without
        either (stall59). A fixed count of frames failed under a loaded host: a frame's work is timed in estimated
        board time (cp_board's clock), and there a host shared with other runs did 2-7 times fewer units a frame
        (chunks of one unit at 10-12 board ms, unloaded 4 units in ~6 ms), so a Super game's analysis took 3,565
        frames in one run and passed 20,000 in the lead's (13:01 UTC). A board's frames do what its time allows,
        the same in every game; what the session must catch is an analysis that stops (a rating dropped: it left
        uttt.ui.superanalysis showing "Thinking..." for ever before stall59)."""
        app = self.app
        scr = None
        done = still = 0
        while not test():   # (no tuple a frame: the player's garbage would be collected with the game's heap)
            r = app.rater
            u = -1 if r is None else r[4] if isinstance(r, tuple) else r.units
            if app.scr is not scr or u != done:
                scr = app.scr
                done = u
                still = 0
            still += 1
            if still > limit:
                self.fail("the analysis made no progress for %d frames" % limit)
            yield None

    def tap(self, rect):
        return (rect[0] + rect[2] // 2, rect[1] + rect[3] // 2)

    def slot(self, name):
        """The panel button name's rectangle (touch screens; every result screen has them)."""
        names = self.buttons()
        if name not in names:
            self.fail("no %s button in %r" % (name, names))
        return self.scr().layout.slots[names.index(name)]

    def focus_on(self, name):
        """Two buttons: NEXT until the panel button name has the focus."""
        for _ in range(120):
            if self.focus() == name:
                return
            yield K.NEXT
        self.fail("cannot focus %s" % name)

    def button(self, name):
        """Work a panel button of the game, result or picture screens."""
        self.doing = name
        if self.touch and name == "mark" and name not in self.buttons():  # Wild: the turn icon swaps the mark
            ix, iy, isz = self.app.layout.icon
            yield (ix + isz // 2, iy + isz // 2)
        elif self.touch:
            yield self.tap(self.slot(name))
        elif self.two and name in ("replay", "again", "mark"):
            yield from self.focus_on(name)
            yield K.A
        else:
            yield {"menu": K.START, "log": K.SELECT, "replay": K.LEFT, "again": K.A, "back": K.B,
                   "mark": K.B}[name]

    def back(self):
        """Leave the screen as a player would: B, or a tap on the title bar / the panel's Back or Menu."""
        app = self.app
        self.doing = "back"
        if not self.touch:
            yield K.B
        elif app.screen in ("replay", "rules", "review"):
            yield self.tap(self.slot("back"))
        elif app.screen in ("game", "result"):
            yield self.tap(self.slot("menu"))
        else:
            x, y, w, _ = self.menu_frame()  # the title bar (of a box over the game: inside the box)
            yield (x + w // 2, y + 1)

    def choose(self, key):
        """Bring the menu onto row key and act on it (A, or a tap; a touch menu pages with More...)."""
        app = self.app
        for _ in range(80):
            ids = [r[0] for r in self.rows()]
            if key not in ids:
                self.fail("no row %r in %r" % (key, ids))
            j = ids.index(key)
            self.doing = "row"  # (the runner prints "row KEY": no string joined at each press, bench34)
            self.row = key
            if self.touch:
                L = app.layout
                top = self.top()
                if top <= j < top + L.menu_rows:
                    yield self.tap(self.row_rect(j - top))
                    return
                yield self.tap(self.row_rect(ids.index("more", top) - top))
            elif self.sel() == j:
                yield K.A
                return
            else:
                self.doing = "scroll"
                yield K.NEXT if self.two else K.DOWN
        self.fail("cannot reach row %r" % key)

    def setting(self, key, value):
        """Step the setting on row key until its text ends with value."""
        for _ in range(12):
            for k, text in self.rows():
                if k == key and text.endswith(": " + value):
                    return
            yield from self.choose(key)
        self.fail("setting %s never shows %r" % (key, value))

    def every_row(self):
        """Walk every row of the menu on screen (its pages scroll, or page with More... on touch)."""
        n = len(self.rows())
        self.doing = "scroll"
        if self.touch:
            for _ in range(n // max(1, self.app.layout.menu_rows - 1) + 1):
                if "more" in [r[0] for r in self.rows()]:
                    yield from self.choose("more")
            return
        for _ in range(n):
            yield K.NEXT if self.two else K.DOWN

    def expect(self, *screens):
        if self.app.screen not in screens:
            self.fail("expected %s" % " or ".join(screens))

    # ----- games -----------------------------------------------------------------------------------------------
    def move(self, m):
        """Play game move m as a player would on this board."""
        app = self.app
        wild = app.game.variant == "wild"
        cell = m % 9 if wild else m
        if wild and m // 9 + 1 != app.mark:
            yield from self.button("mark")
        if app.game.variant == "super" and self.touch:  # a cell of the medium board shown (pick's choice)
            self.doing = "mark"
            yield self.tap(app.layout.cell_rect(m - 81 * (app.cursor // 81)))
        elif app.game.variant == "super" and self.two:
            for _ in range(200):
                if self.focus() is None and app.cursor == m:
                    break
                self.doing = "cursor"
                yield K.NEXT
            else:
                self.fail("cannot reach cell %d" % m)
            self.doing = "mark"
            ply = app.game.ply
            yield K.A
            if app.screen == "game" and app.game.ply == ply and app.cursor == m:  # A entered m's medium board
                yield K.A
        elif self.touch and getattr(self.scr(), "zoom", None) and app.game.variant == "ultimate":
            # cells under 9 mm (uttt.ui.zoom): the board enlarged first where it is not (a free move: a tap on
            # it; another board enlarged: a tap on the grid beside it shows the whole grid again), then its cell
            z = self.scr().zoom
            L = app.layout
            self.doing = "mark"
            if z.board() not in (-1, m // 9):
                zx, zy, n = z.rect(z.board())
                for c in range(81):
                    x, y = self.tap(L.cell_rect(c))
                    if not (zx - 3 <= x < zx + n + 3 and zy - 3 <= y < zy + n + 3):
                        yield (x, y)
                        break
            if z.board() != m // 9:
                yield self.tap(L.board_rect(m // 9))
            if z.board() == m // 9:
                zx, zy, n = z.rect(m // 9)
                f = n // 3
                yield self.tap((zx + f * (m % 3), zy + f * (m % 9 // 3), f, f))
        elif self.touch:
            L = app.layout
            self.doing = "mark"
            yield self.tap(L.cell_rect(cell) if app.game.variant == "ultimate" else L.square_rect(cell))
        elif self.two:
            for _ in range(100):  # NEXT steps through the legal cells, then the panel buttons
                if self.focus() is None and app.cursor == cell:
                    break
                self.doing = "cursor"
                yield K.NEXT
            else:
                self.fail("cannot reach cell %d" % cell)
            self.doing = "mark"
            yield K.A
        else:
            for code in self.dpad_presses(m):
                self.doing = "mark" if code == K.A else "swap mark" if code == K.B else "cursor"
                yield code
                if GAP and code != K.A:
                    yield from self.wait(GAP)
        yield from self.wait(MASH)

    def pick(self):
        """A random legal move; on the CLUE one of the next few the cursor steps to (fewer presses). In the
        player's own buffer, in increasing order as ``legal_moves()`` gives them (nothing allocated)."""
        app = self.app
        g = app.game
        if g.variant == "super":
            return self.pick_super()
        wild = g.variant == "wild"
        ms = self._moves
        n = 0
        for m in range(81 if g.variant == "ultimate" else (18 if wild else 9)):
            if g.is_legal(m):
                ms[n] = m
                n += 1
        if self.two and n > 3:
            # the cells of the legal moves by (cell - cursor) % 81, nearest first: one of the first three
            cur = app.cursor
            near = self._near
            k = 0
            last = -1
            while k < 3:
                best = -1
                for i in range(n):
                    key = ((ms[i] % 9 if wild else ms[i]) - cur) % 81
                    if key > last and (best < 0 or key < best):
                        best = key
                if best < 0:
                    break
                near[k] = last = best
                k += 1
            cell = (near[random.getrandbits(8) % k] + cur) % 81
            j = 0
            for i in range(n):
                if (ms[i] % 9 if wild else ms[i]) == cell:
                    ms[j] = ms[i]
                    j += 1
            n = j
        return ms[random.getrandbits(8) % n]

    def pick_super(self):
        """A random legal move of a Super-Ultimate game (D-pad: anywhere, so the cursor walks between medium
        boards; touch and two buttons: on the medium board shown, the cursor's). Two passes, nothing kept."""
        app = self.app
        g = app.game
        if self.two:
            return self.pick_super_two()
        lo, hi = (0, 729) if not (self.touch or self.two) else (81 * (app.cursor // 81), 81 * (app.cursor // 81) + 81)
        n = 0
        for m in range(lo, hi):
            if g.is_legal(m):
                n += 1
        if not n:
            lo, hi = 0, 729
            for m in range(729):
                if g.is_legal(m):
                    n += 1
        k = random.getrandbits(16) % n
        for m in range(lo, hi):
            if g.is_legal(m):
                if not k:
                    return m
                k -= 1
        self.fail("no legal move")

    def pick_super_two(self):
        """Two buttons (no PREV on a CLUE): one of the first three legal cells the cycle steps to from the cursor
        (the cursor's own first). The cycle walks the legal cells of the medium board it started on in increasing
        order, then, on a free move at the medium level, the first legal cell of each next medium board (A there
        enters that board: ``move`` presses A again), then the panel, then that board's cells before the cursor
        (uttt.ui.superinput.targets, step_focus)."""
        g = self.app.game
        cur = self.app.cursor
        M = cur // 81
        k = random.getrandbits(8) % 3
        last = -1
        for lo, hi, one in ((cur, 81 * M + 81, 0), (81 * M + 81, 81 * M + 729, 1), (81 * M, cur, 0)):
            m = lo
            while m < hi:
                c = m % 729
                if g.is_legal(c):
                    last = c
                    if not k:
                        return c
                    k -= 1
                    if one:  # a board's first legal cell only: on to the next board
                        m = (m // 81 + 1) * 81
                        continue
                m += 1
        if last < 0:
            self.fail("no legal move")
        return last

    def undo(self):
        """Pause, Undo; between friends the other player allows it."""
        yield from self.button("menu")
        self.expect("pause")
        yield from self.choose("undo")
        if self.app.screen == "confirm":
            yield from self.choose("yes")
        yield from self.until(lambda: self.app.screen == "game")

    def hint(self):
        yield from self.button("menu")
        self.expect("pause")
        yield from self.choose("hint")
        yield from self.until(lambda: not self.thinking())

    def log(self, back_to):
        """The move log from the game or result screen: scroll, page, then back. A result screen whose panel
        has no Log button (touch: two 9 mm buttons) offers it on Game over, and the way back passes there."""
        via = self.touch and "log" not in self.buttons()
        if via:
            yield from self.button("menu")
            self.expect("over")
            yield from self.choose("log")
        else:
            yield from self.button("log")
        self.expect("log")
        self.doing = "scroll"
        if self.touch:
            L = self.app.layout
            yield (L.width // 2, L.height - 2)
            yield (L.width // 2, L.title_h + 2)
        else:
            for code in ((K.NEXT, K.NEXT) if self.two else (K.UP, K.UP, K.LEFT, K.DOWN)):
                yield code
        yield from self.back()
        if via:
            yield from self.until(lambda: self.app.screen == "over", 10)
            yield from self.back()
        yield from self.until(lambda: self.app.screen == back_to, 10)

    def play_out(self, moves=999, undo_at=-1, hint_at=-1, idle_at=-1, idle=0, mark_at=-1, name=""):
        """Play random moves until the game ends (or after `moves` of ours); at ply undo_at an undo, at
        hint_at a hint, at idle_at `idle` frames of doing nothing (the turn timer), at mark_at MARK name."""
        app = self.app
        done = 0
        for _ in range(20000):
            g = app.game
            if g.result or app.screen == "result" or done >= moves:
                return
            if app.screen != "game":
                self.fail("left the game")
            if not app.human_turn():
                yield None
                continue
            if g.ply == mark_at:
                mark_at = -1
                yield None
                self.mark(name)
            if g.ply == undo_at:
                undo_at = -1
                yield from self.undo()
                continue
            if g.ply == hint_at:
                hint_at = -1
                yield from self.hint()
                continue
            if g.ply == idle_at:
                idle_at = -1
                yield from self.wait(idle)
                continue
            yield from self.move(self.pick())
            done += 1
        self.fail("the game did not end")

    def open_replay(self):
        """The result's Replay: its button, or through Game over where the panel has 9 mm buttons without it (touch,
        two buttons)."""
        if self.buttons() and "replay" not in self.buttons():  # touch, two buttons: 9 mm buttons, on Game over
            yield from self.button("menu")
            self.expect("over")
            yield from self.choose("replay")
        else:
            yield from self.button("replay")
        self.expect("replay")
        self.doing = "step"

    def result_screens(self):
        """After a game: its replay (step back and forth), the log, back on the result screen."""
        app = self.app
        yield from self.until(lambda: app.screen == "result", 300)
        yield from self.wait(MASH)
        yield from self.open_replay()
        if self.touch:
            L = self.scr().layout
            for x in (L.gx + 2, L.gx + 2, L.gx + 2, L.gx + L.grid_size - 2):
                yield (x, L.gy + L.grid_size // 2)
        else:
            for code in ((K.NEXT, K.NEXT, K.NEXT, K.A) if self.two else
                         (K.LEFT, K.LEFT, K.LEFT, K.UP, K.RIGHT, K.DOWN)):
                yield code
        yield from self.back()
        yield from self.until(lambda: app.screen == "result", 10)
        if self.two:
            yield from self.focus_on("log")
            self.doing = "log"
            yield K.A
            self.expect("log")
            self.doing = "scroll"
            yield K.NEXT
            yield from self.back()
        else:
            yield from self.log("result")
        while app.rater is not None:  # the rating of your moves, in the background
            yield None

    def review(self):
        """From the result screen: Game over's Review while the analysis still runs (it runs on the Review), to
        its end; page through it, its replay at a moment and back, back on the result screen."""
        app = self.app
        yield from self.until(lambda: app.screen == "result", 300)
        yield from self.wait(MASH)
        yield from self.button("menu")
        self.expect("over")
        yield from self.choose("review")
        self.expect("review")
        # (fixed slices: ~1,000 frames; a running clock gives a PyBadge's ~7-13 units a frame: ~2,000-3,500)
        yield from self.analysed(lambda: app.rater is None)
        yield from self.wait(30)               # the pages, made a few a frame
        scr = self.scr()
        if self.touch:
            L = scr.layout
            for _ in range(len(scr.pages) - 1):
                yield (L.gx + L.grid_size - 2, L.gy + L.grid_size // 2)
            yield (L.gx + L.grid_size // 2, L.gy + L.grid_size // 2)   # Replay at this moment (the middle)
            self.expect("replay")
            yield self.tap(self.slot("back"))
        elif self.two:
            for _ in range(len(scr.pages)):
                yield K.NEXT
        else:
            yield K.DOWN                           # the last page: a moment when there is one
            yield K.LEFT
            yield K.A                              # its replay
            self.expect("replay")
            yield K.LEFT
            yield K.B                              # back on the Review
        self.expect("review")
        yield from self.back()
        self.expect("over")
        yield from self.wait(TITLE_AGAIN)  # a player reads Game over's rows (it imports the game's code ahead: over40)
        yield from self.back()
        yield from self.until(lambda: app.screen == "result", 10)

    def to_title(self):
        app = self.app
        for _ in range(12):
            if app.screen == "title":
                yield from self.wait(TITLE_AGAIN)  # a player looks at the title before choosing (title22)
                return
            if app.screen in ("pause", "over"):  # over: the menu after a game (B on a result screen)
                yield from self.choose("quit")
            elif app.screen == "game":
                yield from self.button("menu")
            elif app.screen == "result" and self.two:
                yield K.B
            else:
                yield from self.back()
        self.fail("cannot get back to the title")

    def new_game(self, mode):
        yield from self.choose(mode)
        yield from self.until(lambda: self.app.screen == "game", 10)

    def super_game(self, restarted=False):
        """Super-Ultimate against the computer, played to the end: a hint, an undo, its replay, the log. The
        title's row restarts the board (heap32: a Super game in a heap of its own): the session goes on in the
        part "super" of a new boot (``restarted``), which opens on the new game; where the board cannot restart
        (the runner's ``noreload``) the game is played in this heap. The way back to the title restarts again
        (the part "after")."""
        app = self.app
        if restarted:
            yield from self.until(lambda: self.app.screen == "game", 10)
        else:
            self.after_reload = "super"
            yield from self.new_game("super")
        self.after_reload = "after"
        yield None
        self.mark("super")  # the live heap once its first frame is drawn (MARK super)
        yield from self.play_out(hint_at=20, undo_at=31, mark_at=41, name="super-ply41")
        yield from self.until(lambda: app.screen == "result", 300)
        self.mark("super-result")
        yield from self.wait(MASH)
        yield from self.super_replay()
        if self.two:
            yield from self.focus_on("log")
            self.doing = "log"
            yield K.A
            self.expect("log")
            self.doing = "scroll"
            yield K.NEXT
            yield from self.back()
        else:
            yield from self.log("result")
        yield from self.super_review()
        yield from self.to_title()
        self.after_reload = None

    def super_review(self):
        """The finished Super-Ultimate game's Review (superreview45, uttt.ui.superreviewscreen): the result's Right
        (D-pad) or Game over's Review row, the analysis (the rating of your moves: it runs there, not on the result)
        and its pages made, three pages on, then back on the result."""
        app = self.app
        if self.touch or self.two:
            yield from self.button("menu")
            self.expect("over")
            yield from self.choose("review")
        else:
            self.doing = "review"
            yield K.RIGHT
        self.expect("review")
        yield from self.analysed(lambda: getattr(self.scr(), "final", False))   # (superanalysis first)
        self.mark("super-review")
        yield from self.wait(30)   # a player reads the first page (the Review imports the game's code ahead where
        #                            its heap has room: superpress46; as the Ultimate review's wait)
        for _ in range(3):
            if self.touch:
                L = self.scr().layout
                yield (L.gx + L.grid_size - 2, L.gy + L.grid_size // 2)
            else:
                yield K.RIGHT
        self.expect("review")
        yield from self.back()
        if app.screen == "over":
            yield from self.back()
        yield from self.until(lambda: app.screen == "result", 10)

    def super_replay(self):
        """The finished Super-Ultimate game's replay (issue 21; the picture family, uttt.ui.superreplay): from its
        first move a few forwards and one back, the last move and one back, the first, then back on the result."""
        app = self.app
        yield from self.open_replay()
        if self.touch:
            L = self.scr().layout
            right, left = L.gx + L.grid_size - 2, L.gx + 2
            for x in (right, right, right, left):
                yield (x, L.gy + L.grid_size // 2)
        else:
            for code in ((K.A, K.A, K.A, K.NEXT) if self.two else
                         (K.RIGHT, K.RIGHT, K.RIGHT, K.LEFT, K.DOWN, K.LEFT, K.UP)):
                yield code
        yield from self.back()
        yield from self.until(lambda: app.screen == "result", 10)

    # ----- the session -----------------------------------------------------------------------------------------
    def boot1(self, part=""):
        app = self.app
        if part == "super":  # a new boot after the title's restart into the Super game
            yield from self.super_game(True)
        if part:  # back on the title after the Super game's restart (or in this boot: the runner's noreload)
            yield from self.until(lambda: self.app.screen == "title", 10)
            yield from self.wait(TITLE_AGAIN)
            yield from self.boot1_end()
            return
        # A new player reads the title for a second (30 frames) before the first game: the title imports the
        # game family's modules meanwhile (uttt.ui.title, mem22); a later visit, 0.5 s (to_title: it imports
        # ahead only what builds the game's scene then, switch31).
        yield from self.wait(TITLE_FRAMES)
        self.expect("title")
        # Ultimate between friends (the default opponent): the resident heap once its first frame is drawn.
        yield from self.new_game("hotseat")
        yield None
        self.mark("play")
        if self.breakdown:
            self.report_scene()
        yield from self.play_out(moves=10, undo_at=6)
        yield from self.log("game")
        yield from self.to_title()
        # Settings: every row, then a best-of-3 match with a 5 s timer, another theme and high contrast.
        yield from self.choose("settings")
        yield from self.every_row()
        yield from self.setting("best_of", "best of 3")
        yield from self.setting("timer", "5 seconds")
        yield from self.setting("theme", "chalk")
        yield from self.setting("contrast", "high")
        yield from self.setting("contrast", "normal")
        yield from self.setting("level", "beginner")
        yield from self.to_title()
        yield from self.choose("vs")
        # Against the computer: a best-of-3 series at beginner.
        yield from self.new_game("bot")
        rounds = 0
        while True:
            if rounds == 0:
                yield from self.play_out(undo_at=6, hint_at=8, idle_at=10, idle=200)
            else:
                yield from self.play_out()
            yield from self.result_screens()
            rounds += 1
            if app.series.over or rounds >= 3:
                break
            yield from self.button("again")
            yield from self.until(lambda: app.screen == "game", 10)
        yield from self.to_title()
        # One game at each other level, then Classic and Wild (the series settings back to one game).
        yield from self.choose("settings")
        yield from self.setting("best_of", "1 game")
        yield from self.setting("timer", "off")
        for level in ("easy", "medium", "hard"):
            yield from self.setting("level", level)
            yield from self.to_title()
            yield from self.new_game("bot")
            yield from self.play_out()
            if level == "hard":
                yield from self.review()
            yield from self.result_screens()
            yield from self.to_title()
            yield from self.choose("settings")
        yield from self.to_title()
        for mode in ("classic", "wild"):
            yield from self.new_game(mode)
            yield from self.play_out()
            yield from self.result_screens()
            yield from self.to_title()
        # Super-Ultimate (issue 21) against the computer (hard), played to the end: a hint, an undo, the log.
        # Only with --super: it needs far more than the budget yet (docs/super.md, Memory), and CI holds the rest.
        if SUPER:
            yield from self.super_game()
        yield from self.boot1_end()

    def boot1_end(self):
        app = self.app
        # Stats, How to play.
        yield from self.choose("stats")
        yield from self.every_row()
        yield from self.to_title()
        yield from self.choose("rules")
        for game in ("ultimate", "wild"):  # How to play: the choice of game, then its pages to the end
            yield from self.wait(TITLE_AGAIN)  # a player reads the choices (it imports the pages' code: switch38)
            yield from self.choose(game)
            for _ in range(12):
                if app.screen != "rules":
                    break
                self.doing = "page"
                if self.touch:
                    L = self.scr().L  # the pages' own layout (a caption band under the grid)
                    yield (L.gx + L.grid_size - 2, L.gy + L.grid_size // 2)
                else:
                    yield K.A
        yield from self.to_title()
        # Between friends again, cut off mid-game: the power cycle.
        yield from self.choose("vs")
        yield from self.new_game("hotseat")
        yield from self.play_out(moves=12, undo_at=9)
        yield from self.wait(2)
        gc.collect()

    def boot2(self):
        app = self.app
        yield from self.wait(3)
        if app.screen != "game":
            self.fail("the game did not resume from NVM")
        self.mark("resume")
        yield from self.play_out()
        yield from self.review()
        yield from self.result_screens()
        # Random input on the result and menu screens.
        codes = (K.NEXT, K.A, K.B, K.START, K.SELECT) if self.two else tuple(range(10))
        L = app.layout
        for _ in range(200):
            self.doing = "random"
            if app.screen == "game":
                yield from self.button("menu")
            else:
                if self.touch:
                    ev = (random.getrandbits(10) % L.width, random.getrandbits(10) % L.height)
                else:
                    ev = codes[random.getrandbits(8) % len(codes)]
                yield None if self.restarts(ev) else ev
        yield from self.to_title()

    def restarts(self, ev):
        """True if input ev (a code or a tap) would choose the title's Super-Ultimate row, which restarts the board
        (heap32): the session's random input leaves that row alone (a touch board's random taps hit it)."""
        if self.app.screen != "title":
            return False
        if isinstance(ev, tuple):
            L = self.app.layout
            i = (ev[1] - L.title_h) // L.row_h
            if ev[1] < L.title_h or i >= L.menu_rows:
                return False
            j = self.top() + i
        elif ev == K.A:
            j = self.sel()
        else:
            return False
        rows = self.rows()
        return j < len(rows) and rows[j][0] == "super"

    # ----- --breakdown ---------------------------------------------------------------------------------------
    def _watch_builds(self):
        """Print ``MARK build:KIND`` (the live heap) after each scene the view builds."""
        View = sys.modules["uttt.ui.view"].View
        build = View.build
        mark = self.mark

        def watched(view, kind, *rest):  # (rest: View.build's other arguments, passed on)
            build(view, kind, *rest)
            mark("build:" + kind)

        View.build = watched

    def report_scene(self):
        """Print ``SCENE kind|count|bytes`` for the displayio objects on screen now: stand-ins at their C
        sizes (cp_display.py), real Bitmaps and Palettes by CircuitPython's own formulas (Bitmap.c: 48 +
        the rows of 32-bit words; Palette.c: 16 + 16 per colour), vectorio shapes as measured (96, a
        Polygon 112 + its points), a bitmap_label's Python object as one empty label measured now. The
        terminal font's bitmap is in flash on a board: TileGrids of glyph tiles count without it."""
        import displayio
        import vectorio
        import terminalio

        font = terminalio.FONT.bitmap
        seen = {id(font): 1}
        totals = {}

        def add(kind, n, count=1):
            c = totals.get(kind, (0, 0))
            totals[kind] = (c[0] + count, c[1] + n)

        def bitmap(b, kind):
            if id(b) not in seen:
                seen[id(b)] = 1
                stride = (b.width * b.bits_per_value + 31) // 32
                add(kind, 48 + ((4 * stride * b.height + 15) & ~15))

        def palette(p):
            if id(p) not in seen:
                seen[id(p)] = 1
                add("Palette", 16 + 16 * len(p))

        label_cost = 0
        labels = sys.modules.get("adafruit_display_text.bitmap_label")
        if labels is not None:
            gc.collect()
            a = gc.mem_alloc()
            probe = labels.Label(terminalio.FONT, text=" ")
            gc.collect()
            label_cost = gc.mem_alloc() - a
            stride = (probe.bitmap.width * probe.bitmap.bits_per_value + 31) // 32
            label_cost -= 48 + ((4 * stride * probe.bitmap.height + 15) & ~15)  # its bitmap counts apart
            probe = None

        def walk(layer, label):
            if isinstance(layer, displayio.TileGrid):
                n = layer.width * layer.height
                if not label:
                    kind = "TileGrid of glyph tiles (text)" if layer.bitmap is font else "TileGrid"
                    add(kind, 96 + (0 if n <= 4 else (n + 15) & ~15))
                    palette(layer.pixel_shader)
                bitmap(layer.bitmap, "text Bitmap" if label else "sprite sheet Bitmap")
            elif hasattr(layer, "_local_group"):  # an adafruit_display_text label
                add("text label (Python object, TileGrid, Palette, Groups)", label_cost)
                for child in layer:
                    walk(child, True)
            elif isinstance(layer, displayio.Group):
                if not label:
                    add("Group", 80 + 4 * max(0, len(layer) - 4))
                for child in layer:
                    walk(child, label)
            elif isinstance(layer, vectorio.Polygon):
                add("vectorio shape", 112 + ((8 * len(layer.points) + 15) & ~15))
                palette(layer.pixel_shader)
            else:
                add("vectorio shape", 96)
                palette(layer.pixel_shader)

        root = sys.modules["board"].DISPLAY.root_group
        if root is not None:
            walk(root, False)
        for kind in totals:
            print("SCENE %s|%d|%d" % (kind, totals[kind][0], totals[kind][1]))
