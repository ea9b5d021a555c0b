"""The main loop: poll the board, feed the app, draw, play the cues, light the LEDs, keep the frame rate.

``run(hw)`` never returns on a device but for one case. A MemoryError that escapes a frame (no screen's handler
caught it) says ``degraded: ...`` and restarts the board (``hw.reload``: code.py again, a fresh heap) into the game
saved in NVM (after every move; at most the last move is lost, as in a power cut); before the boot's first press it
does not (a boot that fails by itself would restart forever), nor where the board cannot: ``run`` then prints
"Out of memory: press reset" and returns, and the board shows that on its console rather than a traceback (safe41).
Any other error stops the program with its traceback on the serial console (the simulator's script end arrives the
same way, as an exception out of ``hw``).

Memory (docs/app.md): a board loads each module's code into RAM at import, and what stays behind scatters
over the heap. So the modules every screen needs (``BOOT``: the pure core, the app's core and the view's) are
imported at boot, while the heap is still empty, after one collection. The sounds are made in the frame after
the first (boot16: the title shows first). Everything else (each family of screens, its drawing, the computer's
search) is imported when a screen of its family opens and dropped when another family opens
(``uttt.ui.app.App.open``).
"""

import gc
import sys
import time

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

# The modules imported at boot, in order, in the uttt package. (Short names in a list: a board's .mpy keeps each
# string of a constant tuple, and each longer than 10 characters, as an object of its own: docs/memory.md.)
BOOT = ["rules", "notation", "codec", "match", "stats", "store", "ui.buttons", "ui.layout", "ui.theme", "ui.persist",
        "ui.app", "ui.text", "ui.view"]

# The loop's numbers, private constants (room36: a board folds them into the code; public ones were 7 names and
# 7 globals):
_FRAME_MS = const(33)     # ~30 frames a second
_BUSY_MS = const(40)      # a frame that runs background work (the computer's search, its pondering, the rating)
#                           ends about this long after its start (issue 16: no frame over 50 ms; Clock.work)
_REST_MS = const(8)       # a frame's time after its work, to start with (Clock.end learns it)
_CHUNK_MAX = const(4)     # work units in one chunk at most (frames25: 32, and 8, let a chunk grown on cheap units
#                           take 20-60 ms when they turned dear)
_CHUNK_MS = const(4)      # a chunk's units are doubled under this many ms and halved over twice as many (frames25:
#                           a step's own set-up costs ~0.4 of a search's unit, ~18 % of 2-5 ms chunks of ~2 units)
_CHUNKS = const(128)      # chunks in a frame at most (a clock that stands still while the game computes: the
#                           simulator's headless virtual time; 128 x 4 units, about the 16 x 32 before frames25)
_LOW = const(8192)        # frames23: a frame of work with fewer bytes of heap free collects instead (Clock.work)
app = None             # the running App (for the REPL and tests)


class Clock:
    """Milliseconds since start, monotonic across the wrap of the board's ticks_ms() (2**29); and how long each
    frame's background work may run (``work``)."""

    def __init__(self, hw):
        self.ticks_ms = hw.ticks_ms
        self.ticks_diff = hw.ticks_diff
        self.last = self.ticks_ms()
        self.ms = 0
        self.job = None   # the last job worked on (work)
        self.start = 0    # this frame's start (run sets it)
        self.stop = -1    # when this frame's work stopped, if it had nothing to draw as it started (-1: no such)
        self.rest = _REST_MS   # the time such a frame takes after its work: the most of late frames (end)
        self.part = None       # frames25: what a frame that draws one part draws ("status": the "CPU ..." dots) ...
        self.drawn = 0         # ... and what such frames took after their work (learnt as rest is; end)
        self.kind = None       # this frame's: None (nothing to draw as its work started) or the one part
        self.skipped = 0       # frames in a row that had work to do and did none (their time was spent)
        self.gc = gc if hasattr(gc, "mem_free") else None  # a MicroPython heap (a PC's collector has no mem_free)
        self.checks = 0        # frames of work with nothing to draw so far (the heap is read every fourth), and
        #                        quiet frames (run: every other)
        self.low = _LOW        # the free bytes under which such a frame collects instead of working
        self.held = False      # this frame collected (low_heap): run leaves the view's drawing to the next one
        self.full = False      # work's collection: None, due in its next frame of work; True, made, unread since

    def __call__(self):
        t = self.ticks_ms()
        self.ms += self.ticks_diff(t, self.last)
        self.last = t
        return self.ms

    def end(self):
        """A frame ends (run, after the display's update): learn its time after its work, when the work started
        with nothing to draw. The estimate jumps to a longer time at once and comes down a quarter of the way a
        frame; a time over _BUSY_MS is not learnt (a collection of the heap, a new scene: no slice of work makes
        room for it). The same for the frames that draw one part alone (``drawn``, frames25), where a time over
        _BUSY_MS counts as _BUSY_MS (the result panel's keys, ~50 ms in the bench: such frames work no more than
        before), and another part's first frame sets it."""
        t = self.stop
        if t >= 0:
            t = self() - t
            k = self.kind
            e = self.rest
            if k is not None:
                e = self.drawn
                if t > _BUSY_MS:
                    t = _BUSY_MS
                if k != self.part:  # another part drawn alone: its time is this frame's
                    self.part = k
                    e = t
            if t <= _BUSY_MS:
                e = t if t > e else e - (e - t + 3) // 4
            if k is None:
                self.rest = e
            else:
                self.drawn = e

    def low_heap(self, hold=False):
        """Collect the heap if fewer than ``low`` bytes are free (``work``; a move's save and the computer's start,
        ``uttt.ui.game.GameScreen.settle_now``, which then wait a frame; a quiet frame, and a quick press's frame after
        its drawing, ``run``): True if it did.
        A frame that collected in its tick draws nothing (``held``): what changed shows in the next one; so does
        one whose tick asks it to (``hold``: the save's and the start's, settle_now).
        ``work``'s reading (hold None) that finds the heap low collects in the next frame of work instead, alone,
        with no reading before or after it (a walk of the heap's table, ~4.6 ms of a PyBadge's, beside the
        collection's ~16: such frames were 51-57 ms board-adjusted, think64): the next reading sets ``low`` by what
        it finds (_LOW, or half of it under twice _LOW: a full heap would otherwise collect at every reading), and
        collects only under _LOW // 4 (the heap filled since)."""
        if hold:
            self.held = True
        g = self.gc
        if g is None:
            return False
        t = g.mem_free()
        if self.full:  # the first reading since work's collection (none after it): low by what it finds (think64)
            self.full = False
            self.low = _LOW if t > 2 * _LOW else max(t // 2, _LOW // 4)
        if t >= self.low:
            return False
        if hold is None:  # work's reading: the collection in its next frame of work, which reads nothing (work)
            self.full = None
            return False
        g.collect()
        self.held = True
        self.full = False
        t = g.mem_free()
        self.low = _LOW if t > 2 * _LOW else t // 2
        return True

    def work(self, app, job):
        """A frame's slice of ``job`` (``App.work``): ``job.step(units)`` in chunks until the frame's due time,
        _BUSY_MS after its start less what the frame is expected to take after the work (``rest``, learnt); at
        most _CHUNKS chunks. When the view has something to draw as the work starts, one chunk at most, unless
        that is one part alone whose frames' time after their work is learnt (``part``, ``drawn``: the panel's
        "CPU ..." step, ~20 ms in the bench's stand-ins of displayio): such a frame works until its due time
        by that (frames25). A frame whose time is spent does none, but never two such in a row (three where it
        draws what no learnt time covers: think44; the work never starves); a frame with a press none (the press
        is drawn first). A chunk's units (``app.units``) are
        doubled or halved so that it takes _CHUNK_MS to twice that (a step's own set-up costs ~0.4 of a unit:
        frames25); near the due time a chunk is halved, to one unit, while it would end past it at twice the last
        one's pace (a unit's cost swings 3-5x from one chunk to the next: a chunk of 4 fitted at the last pace
        ended 8-15 ms late, superthink62), and the frame's work ends where one unit would at that pace (clock63);
        another job than the last starts again from 2 units (its units may cost more). A step
        that returns None (not done) ends the frame's work: its job's next step starts with a set-up (a search
        made, a module imported: ``uttt.review.Analysis``, ``uttt.ponder.Ponder``), which then runs first in a
        frame of its own, one with nothing to draw where it can (never two frames skipped in a row; for a set-up,
        never four: frames25), and starts again from 2 units; so does another job's first step (its set-up:
        frames25). What the work
        finds does not depend on the slices. The clock is read once a chunk, at its end (the next chunk starts
        there), and once more only after a reading of the heap (heap27: two readings a chunk before).

        A collection of the heap gets a frame of its own (frames23): one in the middle of a chunk, a search's
        set-up or the view's drawing made that frame ~16 ms longer on a board (a collection of the game's heap)
        and ~100 ms in the bench. Every fourth frame of work with nothing to draw reads the heap's free bytes
        (``gc.mem_free()``, a walk of its table) and, under ``low`` (_LOW, or half of what a collection left when
        that was under twice _LOW: a full heap would otherwise collect every fourth frame), works on, and the next
        such frame collects instead of working, reading nothing (think64: the reading's ~4.6 ms of a board's and
        the collection's ~16 in one frame, with the tick's and the loop's, were 51-57 ms board-adjusted; as a frame
        whose time is spent: the next one works). A reading that ends at or past the due time
        (a long tick before it) leaves the frame without work the same way (frames36: its chunk ran regardless,
        past the due time by a whole chunk). In neither frame is the reading's or the collection's time learnt as
        its time after the work (``end``, from ``stop``: the clock read after them): it is not the view's (a
        board's collection, ~16 ms, was learnt, and the next frames worked less until the estimate came back
        down)."""
        if app.pressed == app.frames:
            return False  # a frame that answers a press draws it first: the work waits for the next one
        t = self()  # the clock is read once a chunk (heap27): this reading starts the first chunk
        due = 0
        d = app.dirty
        k = None
        if len(d) == 1:
            for k in d:  # one part to draw: the frame works until what such frames take after their work
                pass     # (learnt, end) if that part's time is known (frames25)
            self.stop = t
        self.kind = k
        if k == "rims":  # the game scene's owed frames alone (two boards' through three layers, ~15 ms of a PyBadge's
            return False  # refresh, a few frames after a free move) work none (ugame62; think58: one
        #                   chunk in three, and a set-up's 20-30 ms in the fourth, 54-64 ms board-adjusted with displayio)
        # (two parts or more: k None, and part None until learnt)
        if not d or k is not None and k == self.part:
            due = self.start + _BUSY_MS - (self.rest if not d else self.drawn)
            self.stop = t
        s = 1 if due else 2  # (think44: a frame drawing what no learnt time covers works after two such, not one)
        if d and job is not self.job:
            due = 0       # a set-up is next (job None, or another job's start): not in a frame with something to
            s = 3         # draw, unless three in a row drew (frames25: one, and the set-up came with a red flash's end)
        if t >= due and self.skipped < s:
            self.skipped += 1
            return False
        if t < due and not d:  # (due 0: none; the clock is never below 0)
            self.checks += 1
            if self.full is None:  # the last reading found the heap low: its collection, alone (think64)
                self.gc.collect()
                self.full = self.held = True
                self.skipped = 1
                self.stop = self()
                return False
            if not self.checks & 3:
                if self.low_heap(None) | (self() >= due):  # (the heap's free bytes read: a walk of its table, which
                    self.skipped = 1                   # may end past the due time: no chunk then, frames36; the
                    self.stop = self.ms                # frame's time after it, end's, counts from the clock read
                    return False                       # after the reading or the collection)
                t = self.ms
        self.skipped = 0
        n = app.units
        if job is not self.job:
            self.job = job
            n = 2
        c = _CHUNKS
        u = n         # this chunk's units: n, or fewer near the due time (clock63)
        while True:
            t0 = t  # the last chunk's end (what runs between two chunks is a few comparisons)
            done = job.step(u)
            t = self()
            spent = t - t0
            c -= 1
            if done is None:  # the job's next step starts with a set-up: at the start of a frame of its own
                self.job = None
                done = False
                c = 0
            elif done:  # (a finished job is let go: a search kept its work area, and through its class the
                self.job = None  # computer's code, after a Super game's end dropped them: superpress33)
            if u == n:  # (a smaller chunk's pace does not size n)
                if spent < _CHUNK_MS and n < _CHUNK_MAX:
                    n *= 2
                elif spent > 2 * _CHUNK_MS and n > 1:
                    n //= 2
            left = due - t
            if not (done or left <= 0 or not c):
                v = n  # the next chunk: halved while it would end past the due time at twice this one's pace
                while v > 1 and 2 * spent * v >= left * u:
                    v //= 2
                if spent * v < left * u:  # and it ends in time at this pace (one unit at least)
                    u = v
                    continue
            app.units = n
            if self.stop >= 0:
                self.stop = t
            return done


def apply_settings(hw, app):
    s = app.settings
    hw.enable(sound=bool(s["sound"]), haptics=bool(s["haptics"]), leds=bool(s["leds"]), theme=s["theme"],
              volume=s["volume"])


def led_colour(app):
    """The LED colour: the player to move (dim white between games)."""
    g = app.game
    th = app.theme
    if g is None or app.screen not in ("game", "result"):
        return 0x101010
    if g.result:
        return th[1] if g.result == 1 else th[2] if g.result == 2 else 0x202020
    if app.mode == "wild":
        return th[1] if app.mark == 1 else th[2]
    return th[1] if g.turn == 1 else th[2]


def preload(names):
    """Import the modules of the uttt package names in order, after one collection (boards.load()'s garbage). There
    was one before each import: each costs 40-60 ms of a PyBadge's boot at this heap (estimate), and the whole session
    stays within 1-2 KB without them (docs/memory.md, boot16). None after the last: a CircuitPython import collects
    the heap after its load (py/builtinimport.c), so a collection there found nothing to free but this loop's name
    (superboot51: ~16 ms of a board's every boot, ~50 in the bench's heap). A module that does not load is left out
    with a note (the import that needs it says so again)."""
    if hasattr(gc, "mem_free"):  # a MicroPython heap: a PC (the simulator) gains nothing, and collects slowly
        gc.collect()
    for name in names:
        name = "uttt." + name
        try:
            __import__(name)
        except (ImportError, MemoryError) as e:
            print("degraded:", name, e)


def run(hw, frames=None):
    """Run the game on hardware hw (see docs/hardware.md); frames limits the loop (tests). A screen too small for
    the game stops it with the App's ValueError, which says so (uttt.ui.boot; room36: main's own check and message
    were kept in RAM at play)."""
    global app
    # A Super boot (the newer committed slot's settings say so: byte 3, bits 4-5; docs/state.md) never runs Ultimate's
    # rules or notation: not preloaded there, they leave no hole under its game and cost its boot no import
    # (supercore41). A hint only: a boot that needs them after all imports them, as any module, when it does.
    n = hw.nvm
    s = 0
    if n is not None and len(n) > 255:
        if n[128] == 0xA3 and (n[0] != 0xA3 or 0 < (n[129] - n[1]) & 255 < 128):
            s = 128
        s = n[s] == 0xA3 and n[s + 7] & 48
    # superboot53: a Super boot's first frame at once, the game's name alone (uttt.ui.restart.show: its code goes at
    # once); so is a restart's boot back to the title (wayout54: boards.setup.hardware turned auto-refresh off on the
    # display a restart left dark). Not a power-on's title or Ultimate game: it cost the Ultimate session a KB there
    if s or not hw.display.auto_refresh:
        from uttt.ui.restart import show
        show(hw, s)
        show = None
    preload(BOOT[3:] if s else BOOT)
    from uttt.ui.app import App
    from uttt.ui.view import View
    app = None
    try:
        clock = Clock(hw)
        app = App(hw.width, hw.height, hw.scheme, nvm=hw.nvm, clock=clock, names=hw.names, reload=hw.reload)
        if hw.notice:
            print("note:", hw.notice)
            app.notice = hw.notice
            app.dirty.add("menu")
        s = app.settings  # the first frame without the sounds: they are made after it (~0.3 s on a PyBadge, estimate)
        hw.enable(sound=False, haptics=bool(s["haptics"]), leds=bool(s["leds"]), theme=s["theme"], volume=s["volume"])
        view = View(hw.display, app)
        led = -1
        next_tick = clock()
        n = 0
        while frames is None or n < frames:
            n += 1
            clock.start = clock()  # the background work stops in time for the frame to end _BUSY_MS after this
            clock.stop = -1        # (Clock.work; Clock.end learns what the frame takes after it)
            clock.held = False
            events = hw.poll()
            if events:
                app.frame(events)
            line = hw.console_line()
            if line is not None:
                app.console(line)
            now = clock()
            app.tick(now)
            if "settings" in app.dirty:
                app.dirty.discard("settings")
                apply_settings(hw, app)
            cues = app.cues
            if cues:
                for name in cues:
                    hw.sound(name)
                    hw.haptic(name)
                    if name == "win":
                        hw.flash(led_colour(app))
                cues.clear()
            if clock.held and app.pressed != app.frames - 1:
                pass  # the tick collected the heap: the view draws in the next frame (issue 16: a collection and
                #       the view's drawing in one frame, a move's mark and panel after your move, took 50-105 ms on
                #       a PyBadge)
            elif not view.update() and clock.stop < 0 and app.pressed != app.frames - 1:
                # a quiet frame (no press, no work, nothing drawn): every other one reads the heap and collects it
                # under low bytes free, ahead of the next press, whose frame then seldom collects (pause25)
                clock.checks += 1
                if clock.checks & 1:
                    clock.low_heap()
            c = led_colour(app)
            if c != led:
                led = c
                hw.leds(c)
            hw.update()
            if app.pressed == app.frames - 1 and clock() - clock.start < _FRAME_MS // 2:
                clock.low_heap()  # gcahead57: a quick press's frame, once its drawing is on the screen, reads the
                #                   heap in the time left and collects it under low bytes free: presses 30 a second
                #                   leave no quiet frame, and the heap filled in a dearer one (the pause's opening,
                #                   ~5.5 KB; a Super cursor step's drawing), which collected in its press
            if n == 1:  # the title (or the game resumed) is on screen: now the sounds (a press waits for them)
                apply_settings(hw, app)
            clock.end()
            next_tick += _FRAME_MS
            wait = next_tick - clock()
            if wait > 0:
                time.sleep(wait / 1000)
            elif wait < -4 * _FRAME_MS:
                next_tick = clock()  # fell behind (a long refresh): do not try to catch up
    except MemoryError as e:  # safe41: out of memory outside every handler (a screen, its drawing, a tick's)
        print("degraded:", e)
        if app is not None and app.pressed >= 0 and hw.reload:  # the board restarts into the saved game, a fresh
            hw.reload()  # heap; never before the boot's first press (a boot that fails by itself: no endless restarts)
        print("Out of memory: press reset")  # (the board shows its console as the code ends)
    return app


def ahead(scr, names, end, low=0, skip=0):
    # One frame's step of a screen's import-ahead (the title's, How to play's choice, Game over's, the Review's;
    # ahead41; here, resident, not in app.py: app.py would need 67 KB to compile, tests/test_device_memory.py).
    # While scr waits for a press, the next of names[:end] (uttt.ui's, short names) not loaded is imported, one a frame,
    # none in the first frame nor in a frame that answers a press (a press waits at most for one import). scr.ahead is
    # the next index; -1: the room first, a frame of its own that collects and goes on from 0 only where low bytes are
    # then free (a board's heap), else from skip (end: nothing). Out of memory it stops, the screen's press imports
    # the rest; nothing where nothing is dropped (a PC). (low, skip: names a boot interns anyway.)
    app = scr.app
    i = scr.ahead
    if i >= end or not app.unloads or not app.frames or app.pressed == app.frames:
        return
    if i < 0:
        from uttt.ui.app import HEAP as heap
        if heap:
            gc.collect()
        scr.ahead = 0 if heap and gc.mem_free() >= low else skip
        return
    while i < end:
        name = "uttt.ui." + names[i]
        i += 1
        scr.ahead = i
        if name not in sys.modules:
            try:
                __import__(name)
            except MemoryError:
                from uttt.ui.app import forget
                forget(name)
                scr.ahead = end
            return
