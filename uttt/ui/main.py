"""The main loop: poll the board, feed the app, draw, play the cues, light the LEDs, keep the frame rate.

``run(hw)`` never returns on a device. Nothing is caught here: an error stops the program with its traceback
on the serial console (the simulator's script end arrives the same way, as an exception out of ``hw``).

Memory (docs/app.md): a board loads each module's code into RAM at import, and what stays behind scatters
over the heap. So the modules every screen needs (``BOOT``: the pure core, the app's core and the view's) are
imported at boot, while the heap is still empty, after one collection. The sounds are made in the frame after
the first (boot16: the title shows first). Everything else (each family of screens, its drawing, the computer's
search) is imported when a screen of its family opens and dropped when another family opens
(``uttt.ui.app.App.open``).
"""

import gc
import time

# The modules imported at boot, in order, in the uttt package. (Short names in a list: a board's .mpy keeps each
# string of a constant tuple, and each longer than 10 characters, as an object of its own: docs/memory.md.)
BOOT = ["rules", "notation", "codec", "match", "stats", "store", "ui.buttons", "ui.layout", "ui.theme", "ui.persist",
        "ui.app", "ui.text", "ui.view"]

FRAME_MS = 33          # ~30 frames a second
BUSY_MS = 40           # a frame that runs background work (the computer's search, its pondering, the rating) ends
#                        about this long after its start (issue 16: no frame over 50 ms; Clock.work)
REST_MS = 8            # a frame's time after its work, to start with (Clock.end learns it)
CHUNK_MAX = 32         # work units in one chunk at most
CHUNKS = 16            # chunks in a frame at most (a clock that stands still while the game computes: the
#                        simulator's headless virtual time)
LOW = 8192             # frames23: a frame of work with fewer bytes of heap free collects instead (Clock.work)
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
        self.rest = REST_MS    # the time such a frame takes after its work: the most of late frames (end)
        self.skipped = False   # the last frame that had work to do did none (its time was spent)
        self.gc = gc if hasattr(gc, "mem_free") else None  # a MicroPython heap (a PC's collector has no mem_free)
        self.checks = 0        # frames of work with nothing to draw so far (the heap is read every fourth), and
        #                        quiet frames (run: every other)
        self.low = LOW         # the free bytes under which such a frame collects instead of working

    def __call__(self):
        t = self.ticks_ms()
        self.ms += self.ticks_diff(t, self.last)
        self.last = t
        return self.ms

    def end(self):
        """A frame ends (run, after the display's update): learn its time after its work, when the work started
        with nothing to draw. The estimate jumps to a longer time at once and comes down a quarter of the way a
        frame; a time over BUSY_MS is not learnt (a collection of the heap, a new scene: no slice of work makes
        room for it)."""
        t = self.stop
        if t >= 0:
            t = self() - t
            e = self.rest
            if t <= BUSY_MS:
                self.rest = t if t > e else e - (e - t + 3) // 4

    def low_heap(self):
        """Collect the heap if fewer than ``low`` bytes are free (``work``; a move's save and the computer's start,
        ``uttt.ui.game.GameScreen.settle_now``, which then wait a frame; a quiet frame, ``run``): True if it did."""
        g = self.gc
        if g is None or g.mem_free() >= self.low:
            return False
        g.collect()
        t = g.mem_free()
        self.low = LOW if t > 2 * LOW else t // 2
        return True

    def work(self, app, job):
        """A frame's slice of ``job`` (``App.work``): ``job.step(units)`` in chunks until the frame's due time,
        BUSY_MS after its start less what the frame is expected to take after the work (``rest``, learnt); at
        most CHUNKS chunks. When the view has something to draw as the work starts (the panel's "CPU ..." step
        is ~20-45 ms on a PyBadge), one chunk at most. A frame whose time is spent does none, but never two
        such in a row (the work never starves); a frame with a press none (the press is drawn first). A chunk's
        units (``app.units``) are doubled or halved so that it takes 2-5 ms: the frame overruns its due time by
        a few ms at most; another job than the last starts again from 2 units (its units may cost more). A step
        that returns None (not done) ends the frame's work: its job's next step starts with a set-up (a search
        made, a module imported: ``uttt.review.Analysis``, ``uttt.ponder.Ponder``), which then runs first in a
        frame of its own, one with nothing to draw where it can (never two frames skipped in a row), and
        starts again from 2 units. What the work finds does not depend on the slices.

        A collection of the heap gets a frame of its own (frames23): one in the middle of a chunk, a search's
        set-up or the view's drawing made that frame ~16 ms longer on a board (a collection of the game's heap)
        and ~100 ms in the bench. Every fourth frame of work with nothing to draw reads the heap's free bytes
        (``gc.mem_free()``, a walk of its table) and, under ``low`` (LOW, or half of what a collection left when
        that was under twice LOW: a full heap would otherwise collect every fourth frame), collects instead of
        working (as a frame whose time is spent: the next one works)."""
        if app.pressed == app.frames:
            return False  # a frame that answers a press draws it first: the work waits for the next one
        t = self()
        due = 0
        if not app.dirty:
            due = self.start + BUSY_MS - self.rest
            self.stop = t
        elif self.job is None:
            t = due       # a set-up is next (job None): not in a frame with something to draw
        if t >= due and not self.skipped:
            self.skipped = True
            return False
        if due and t < due:
            self.checks += 1
            if not self.checks & 3 and self.low_heap():
                self.skipped = True
                return False
        self.skipped = False
        n = app.units
        if job is not self.job:
            self.job = job
            n = 2
        c = CHUNKS
        while True:
            t0 = self()
            done = job.step(n)
            t = self()
            spent = t - t0
            if spent < 2 and n < CHUNK_MAX:
                n *= 2
            elif spent > 5 and n > 1:
                n //= 2
            c -= 1
            if done is None:  # the job's next step starts with a set-up: at the start of a frame of its own
                self.job = None
                done = False
                c = 0
            if done or t + spent >= due or not c:
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
    """Import the modules of the uttt package names in order, after one collection (boards.load()'s garbage) and
    before another (each import's own). There was one before each import: each costs 40-60 ms of a PyBadge's boot
    at this heap (estimate), and the whole session stays within 1-2 KB without them (docs/memory.md, boot16). A
    module that does not load is left out with a note (the import that needs it says so again)."""
    heap = hasattr(gc, "mem_free")  # a MicroPython heap: a PC (the simulator) gains nothing, and collects slowly
    if heap:
        gc.collect()
    for name in names:
        name = "uttt." + name
        try:
            __import__(name)
        except (ImportError, MemoryError) as e:
            print("degraded: %s not loaded: %s" % (name, e))
    if heap:
        gc.collect()


def run(hw, frames=None):
    """Run the game on hardware hw (see docs/hardware.md); frames limits the loop (tests)."""
    global app
    from uttt.ui.layout import MIN_HEIGHT, MIN_WIDTH, supported
    if not supported(hw.width, hw.height):
        print("This %dx%d screen is too small for the game: it needs at least %dx%d." % (
            hw.width, hw.height, MIN_WIDTH, MIN_HEIGHT))
        return None
    preload(BOOT)
    from uttt.ui.app import App
    from uttt.ui.view import View
    clock = Clock(hw)
    app = App(hw.width, hw.height, hw.scheme, nvm=hw.nvm, clock=clock, names=hw.names)
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
        clock.start = clock()  # the background work stops in time for the frame to end BUSY_MS after this
        clock.stop = -1        # (Clock.work; Clock.end learns what the frame takes after it)
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
            del cues[:]
        if not view.update() and clock.stop < 0 and app.pressed != app.frames - 1:
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
        if n == 1:  # the title (or the game resumed) is on screen: now the sounds (a press waits for them)
            apply_settings(hw, app)
        clock.end()
        next_tick += FRAME_MS
        wait = next_tick - clock()
        if wait > 0:
            time.sleep(wait / 1000)
        elif wait < -4 * FRAME_MS:
            next_tick = clock()  # fell behind (a long refresh): do not try to catch up
    return app
