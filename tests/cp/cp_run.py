"""The device-fit harness's runner, under circuitpython-unix32-display (tests/bench/device_fit.py starts it;
docs/memory.md explains the whole harness).

    cd DEPLOYED_FOLDER; MICROPYPATH=HARNESS:lib circuitpython-unix32-display -X heapsize=N HARNESS/main.py \
        SEED BOOT NVM_FILE [areas=B1,B2,...] [frames=US] [clock=K] [breakdown] [selfcheck] [calibrate] [peak] \
        [part=NAME] [noreload]

It knows nothing of the app: tests/cp/session.py does. In order:
0. with ``areas=`` (the bench's default heap model): the board's heap areas are laid out at the bottom of the
   heap, B1, B2 ... usable bytes each with a one-block fence between each two, before anything else
   (``make_zone``, below; docs/memory.md "The heap as a board allocates it");
1. the game's ``uttt.ui.buttons`` (with its packages) and the session player (with ``uttt.ui.drive``) load;
2. the stand-ins go into ``sys.modules`` (tests/cp/cp_board.py, cp_display.py; the board's facts come from
   ``cp_config``, which the bench writes), with the NVM bytes of NVM_FILE (BOOT 2: what BOOT 1 left);
3. the board's frozen libraries load (code in flash on a board); the game's names are interned in the
   harness's room (``names=PATH``, class ``Names`` below: the game is charged a board's names' tables as its
   modules load instead); then a collection: everything
   allocated since the start except the game's modules of step 1 is the harness's own heap, printed as
   ``OVERHEAD`` (the bench adds it to the heap cap, so the game gets N bytes). With ``areas=``, every free
   block outside the areas is filled instead and the areas are freed (``open_zone``): the game gets the
   areas and nothing else (``ZONE areas usable free-then free-now``);
4. ``boards.load()`` is wrapped so that the ``hw.poll()`` it returns first reads the board as usual (no pin
   ever reports anything) and then appends the session's input for this frame: a button code or an (x, y)
   touch. Nothing else of the game is touched: code.py runs as on a board (boards.load(), main.run(), the
   real view);
5. ``time.sleep()`` (the end of each frame in main.run) advances the virtual clock by the frame's wait;
   ``hw.update()``, the last thing a frame does (main.run sleeps only when it has time left), is wrapped to stop
   the press timer: ``P us screen`` is the real time from the poll that delivered a press to the end of
   its frame (app, view and board, the Python side; a board also spends time sending pixels). With
   ``frames=US`` (tests/bench/press_times.py): ``P us from to button doing`` (the screen before and after,
   the button, what the session meant by it), ``F us screen what`` for each frame without a press that took
   over US us (what: ``think``, ``ponder``, ``rate`` or ``-``, after ``move`` when a move landed in it; last=
   what the last press did), and
   ``BOOT us screen`` at the end of the first frame (from code.py's start). With ``clock=K`` the virtual
   clock also runs while the game computes, K / 1000 board ms per real ms (the pystone ratio: estimated board
   time), so the game's time-sliced background work (uttt.ui.app.App.work) runs as on a board; without it
   the clock stands still in a frame and the session fixes the slices in work units (deterministic: the
   memory runs).
Lines printed: ``OVERHEAD n``, ``GAMEMODS n``, ``HEAP n`` and ``HARNESS part|n`` (calibrate), ``MARK name
bytes`` (live heap after a collection, harness excluded), ``P us where`` (frames mode: ``P us from to button
doing``, and with ``detail`` ``PD imp=us alloc=bytes gcu=us/n gcx=us`` after it (alloc: what the press's frame
allocated, -1 when it collected; frames33; gcu: the game's own gc.collect() calls in it, their time and count, pause37;
gcx: a collection the game did not call, timed again after the press, pause58); with ``gap=N``, press_times.py --gap, the session leaves N idle frames after each D-pad
step of a move's path), ``BD imp=us`` after ``BOOT``: the time in imports, and
``GCT us`` at the end, one collection's time with the harness's heap; and from tests/cp/cp_refresh.py: ``PX``
after each press's ``PD``, ``FX`` after an ``FD``, ``BX`` after ``BD``, ``FY us screen what last=doing ...`` for a
quicker frame that refreshed the display, each with the stand-ins' calls and the refresh a board would make, and
``DCT`` after ``GCT``, what C does for each kind of call; ``WRAP sa=ns/... ov=ns/...`` at the start, a stand-in call
of each kind and what its wrapper adds, taken off the timer at each call), and with ``breakdown``
``IMPORT name bytes children depth [load]`` (``load``: imported by boards.load()), ``HW bytes`` (all that
boards.load() left in the heap), ``LOADED module ...`` after each MARK and the session's
``SCENE kind|count|bytes``; ``NAMES n bytes`` before each MARK and at the end (class Names: the game's names a
board has interned so far, and what their pools and characters cost it), then ``qstr_info``'s line (its
n_qstr against the line printed at the start: names the game made as it ran, beyond the model);
with ``peak`` a collection at every frame, ``LIVE bytes screen cpu`` whenever the live heap moved by 1.5 KB,
and at the end ``PEAK bytes screen``, the largest live heap seen at a frame's start, and ``PEAKMODS`` the
game's modules then (a diagnostic: collecting every frame changes the fragmentation);
at the end ``OK`` or ``FAIL why`` (exit status 1). BOOT 1 writes the NVM bytes to
NVM_FILE when it ends. A restart (heap32: the game calls ``supervisor.reload()``, whose stand-in raises
``cp_board.Reload``, a BaseException as CircuitPython's) ends the boot too: the NVM bytes written, ``RELOAD NAME``
(the session's part that follows: the bench runs it in a new process, ``part=NAME``, the NVM kept; in frames mode
``R us from button`` before it: the press that restarted, from its poll to the reload, and with ``detail``
``RD imp=us``, its time in imports) and ``OK``; an unexpected
one is a ``FAIL``. ``noreload``: a firmware without ``supervisor.reload`` (the game then plays on in this heap). The game's own ``degraded: ...`` lines (a feature dropped for lack of memory) are
counted as failures by the bench.
"""

import gc
import sys
from time import ticks_diff as _ticks_diff, ticks_us as _ticks_us  # (the real clock: before the stand-ins)


class Done(Exception):
    pass


def main(base):
    args = sys.argv[1:]
    seed = int(args[0])
    boot = int(args[1])
    nvm_path = args[2]
    flags = args[3:]
    breakdown = "breakdown" in flags
    peak = [0, "", "", 0] if "peak" in flags else None
    scale = 0  # ``clock=K``: the virtual clock runs K / 1000 board ms per real ms during a frame (cp_board.Clock)
    names_path = None  # ``names=PATH``: the game's names on the board (tests/bench/board_names.py)
    frames = 0  # press-time runs (``frames=US``): what each press did, the boot, frames over US us without a press
    pools = ()
    for f in flags:
        if f.startswith("areas="):
            pools = tuple(int(n) for n in f[6:].split(","))
        elif f.startswith("frames="):
            frames = int(f[7:])
        elif f.startswith("names="):
            names_path = f[6:]
        elif f.startswith("clock="):
            scale = int(f[6:])
    names_room()  # first: the names' pools of this harness, roomy, at the bottom of the heap (see names_room)
    # the board's heap areas, below everything else (see make_zone); the harness's room may be left in more than
    # 1,024 pieces (tests/cp/cp_refresh.py's wrappers with detail; a boot 2 at some caps: integ45's seed 2 at 140 KB,
    # where fill_holes ran out of slots and its own message then failed to allocate), so 4,096 slots, 16 KB of the room
    zone = make_zone(pools, 4096) if pools else None
    import time as real_time  # the real clock, for the press timer (the game gets the virtual one)

    ticks = real_time.ticks_us
    diff = real_time.ticks_diff
    # 1. the game modules the session player needs (their bytes count as the game's)
    gc.collect()
    game_mods = gc.mem_alloc()
    import uttt.ui.buttons  # noqa: F401
    gc.collect()
    game_mods = gc.mem_alloc() - game_mods
    # 2, 3. the harness, part by part (``HARNESS part bytes``: what a board has in flash or static RAM)
    parts = []
    last = [gc.mem_alloc()]

    def part(name):
        gc.collect()
        n = gc.mem_alloc()
        parts.append((name, n - last[0]))
        last[0] = n

    import cp_config as C
    import cp_display
    try:
        with open(nvm_path, "rb") as f:
            nvm = f.read()
    except OSError:
        nvm = b""
    display = cp_display.install(C.WIDTH, C.HEIGHT)
    if "detail" in flags and frames:  # displayio as a board runs it (tests/cp/cp_refresh.py): the stand-ins'
        import cp_refresh  # calls counted and timed, the dirty areas a board would refresh (made here, in the

        cp_refresh.install(C.WIDTH, C.HEIGHT)  # harness's room)
        REFRESH[0] = cp_refresh
        print("WRAP sa=%s ov=%s" % ("/".join(map(str, cp_refresh.SA)), "/".join(map(str, cp_refresh.OV))))
    part("displayio/fontio/terminalio stand-ins, the display, the font bitmap")
    import cp_board
    CPB[0] = cp_board
    data = cp_board.install(C, nvm, display, "noreload" not in flags)
    if frames or scale:  # press-time runs: real time, less what other processes took (cp_board.now_us;
        cp_board.start_timer()  # not in the memory runs)
        ticks = cp_board.now_us

        def diff(a, b):
            return a - b

    nvm = None
    part("board module stand-ins, pins, the NVM bytes")
    for name in C.FROZEN:
        __import__(name)
    part("libraries frozen into the firmware")
    import random
    random.seed(seed)
    import session
    session.SUPER = "super" in flags  # the session plays a Super-Ultimate game too (device_fit.py --super)
    rest = ""  # ``part=NAME``: this boot continues the session after a restart (supervisor.reload) with part NAME
    for f in flags:
        if f.startswith("part="):
            rest = f[5:]
        if f.startswith("gap="):  # idle frames after each D-pad step of a move's path (press_times.py --gap)
            session.GAP = int(f[4:])
    player = session.Player(seed, boot, mark, breakdown, rest)
    part("the session player")
    clock = cp_board.Clock
    clock.scale = scale
    BREAKDOWN[0] = breakdown
    if "selfcheck" in flags:
        for what, here, board in cp_display.sizes() + cp_board.sizes():
            print("SIZE %s|%d|%d" % (what, here, board))
    if names_path is None:
        print("FAIL no names= file (tests/bench/board_names.py writes it)")
        return 1
    names = Names(names_path, "namecheck" in flags)  # last: the harness's own names are all in by now
    part("the game's names, interned here (a board's tables; the game is charged a board's: class Names)")
    if zone is not None:
        # Everything outside the areas is the harness's: fill what is free there, then free the areas
        # (the fences stay) and put the game's modules of step 1 at the start of the first area (their room).
        free = open_zone(zone, game_mods)
        gc.collect()
        base = gc.mem_alloc() - game_mods  # the harness, fillers, fences and the first modules' room
        print("ZONE %d %d %d %d" % (len(pools), sum(pools), free, gc.mem_free()))
        if "zonecheck" in flags:
            return zone_check(pools)
    gc.collect()
    overhead = gc.mem_alloc() - base - game_mods
    if zone is not None:
        overhead = 0  # the bench gives the harness room of its own above the areas
    print("OVERHEAD", overhead)
    print("GAMEMODS", game_mods)
    if "calibrate" in flags:
        print("HEAP", gc.mem_free() + gc.mem_alloc())  # the usable part of -X heapsize (GC tables aside)
        for name, n in parts:
            print("HARNESS %s|%d" % (name, n))
        print("HARNESS the runner, the interpreter's start|%d" % (overhead - sum(n for _, n in parts)))
        return 0
    MARK[0] = base + overhead
    NAMES[0] = names
    # press timing: state = [ticks at the press, a press pending, the screen it came on, its code,
    # ticks at the frame's start, the game's ply then, boot start] and in the press-time runs (only: the memory
    # runs' harness objects in the game's areas stay as they were) [the heap's free bytes at the frame's start,
    # the virtual clock when your move left the computer to move (-1: none pending), the frames without a
    # press that ran the computer's search, its pondering, the rating (``FRAMES``, at the end)]
    state = [0, 0, "", 0, 0, -1, ticks()]
    if frames:
        state += [0, -1, 0, 0, 0, 0]  # (and the boot's start again while its screen's own first frame is to come)
    # ``detail`` (a diagnostic of the press-time runs): where a slow frame's time went, ``FD`` after its ``F``
    # line: [the App wrapped, app.tick's start and end (us here), the work's time (Clock.work), its chunks, the
    # slowest chunk (board ms, the game's clock), its units, 1 when the heap was collected during the work

    # ... and the heap's free bytes at the tick's start and end, the change in them over the work, the time in
    # app.save (us here), the bytes hw.update() allocated, the time in the clock's own gc calls (us here), its
    # collections, its readings of the free bytes (frames23), the readings of the game's clock (frames25)]
    detail = [None, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] if "detail" in flags and frames else None
    alloc = {}  # detail: FA lines at the end
    if detail is not None:
        IMPORTS[1] = ticks
        if "parts" in flags:  # where each press's time goes, by part (``PP``; class Parts)
            PARTS[0] = Parts(ticks)

    def free_unseen():
        # gc.mem_free() walks the heap's whole table (~0.1 ms here, ~15 ms of PyBadge time): left out of the
        # press timer and the game's clock (both read now_us, which goes back by the time it took)
        t = ticks()
        f = gc.mem_free()
        t = ticks() - t  # (read before the line below reads _run: now_us() moves it)
        cp_board._run[0] -= t
        return f

    def wrap_detail(app):
        # app.tick and the clock's work timed by wrappers on the instances (a class's method is not touched)
        detail[0] = app
        tick = app.tick

        def timed_tick(now):
            detail[8] = free_unseen()
            keep_dirty(app.dirty, 0)  # (before the tick: the press's, a touch's; FD's dirty=, put_dirty)
            detail[1] = ticks()
            tick(now)
            detail[2] = ticks()
            detail[9] = free_unseen()
            keep_dirty(app.dirty, 1)  # what the view draws after the tick

        app.tick = timed_tick
        save = app.save

        def timed_save():
            t = ticks()
            ok = save()  # (True once stored: the restart into a Super boot asks, heap32)
            detail[11] += diff(ticks(), t)
            return ok

        app.save = timed_save
        c = app.clock
        work = c.work

        # each chunk's time by the game's own clock (Clock.work reads it before and after each step: no reading
        # of the harness's inside the work, whose own time would be taken off the chunks). bench34: made once per
        # App, so that a frame's work allocates nothing in the game's heap (no closure, list or bound method a
        # call): ``last`` = [the last chunk's start (-1: none yet), its units, the first chunk's start], ``cur`` =
        # [the job, its class's step function]
        last = [-1, 0, 0]
        cur = [None, None]

        def lap(ms, n):
            detail[4] += 1
            if ms > detail[5]:
                detail[5] = ms
                detail[6] = n

        def timed_step(n):
            ms = c.ms  # this chunk's start, as Clock.work just read it
            if last[0] >= 0:
                lap(ms - last[0], last[1])
            else:
                last[2] = ms
            last[0] = ms
            last[1] = n
            return cur[1](cur[0], n)

        def timed_work(a, job):
            cur[0] = job
            cur[1] = type(job).step  # (the class's function: no bound method made)
            last[0] = -1
            job.step = timed_step  # (the instance's table grows once per job at most: a deleted slot is reused)
            f = free_unseen()
            detail[10] -= f
            if WALK[6]:
                WALK[2] -= mem_total() - mem_current()  # walks38: the work's own call frames (FD's wk= 2nd figure)
            try:
                return work(a, job)
            finally:
                if WALK[6]:
                    WALK[2] += mem_total() - mem_current()
                del job.step
                cur[0] = None
                u = getattr(job, "units", None)
                b = getattr(job, "budget", None)
                if b is not None and u is not None:
                    waited[14] = u  # (the search's units so far, its budget: WD)
                    waited[15] = b
                if last[0] >= 0:
                    lap(c.ms - last[0], last[1])
                    detail[3] += c.ms - last[2]
                f2 = free_unseen()
                detail[10] += f2
                if f2 > f + 2048:
                    detail[7] += 1

        app.clock.work = timed_work
        tm = c.ticks_ms

        def counted_ticks():  # the game's readings of its clock, counted (frames25: WD, CLK)
            detail[16] += 1
            return tm()

        c.ticks_ms = counted_ticks
        g = getattr(c, "gc", None)
        if g is not None:  # the clock's own collections and readings of the heap (frames23), timed: FD's gcp=

            class TimedGC:
                def collect(self):
                    t = ticks()
                    g.collect()
                    detail[13] += diff(ticks(), t)
                    detail[14] += 1

                def mem_free(self):
                    t = ticks()
                    f = g.mem_free()
                    detail[13] += diff(ticks(), t)
                    detail[15] += 1
                    return f

            c.gc = TimedGC()

    # detail: the computer's wait, frame by frame (frames25; ``WD`` after each ``W`` line): [frames, their us here,
    # the work's board ms (the game's clock, its chunks), frames that worked, frames that drew after the tick,
    # their us after the tick, frames with a collection not the clock's own, the clock's own gc calls (us,
    # collections, readings), imports' us, the save's us, frames that neither worked nor drew, their us, the
    # search's units and budget, chunks, readings of the game's clock]
    waited = [0] * 18  # (made here: each wait's figures are reset in place)

    def wait_frame(t, us, collected):
        w = waited
        post = diff(t, detail[2])
        drew = DN[1] > 0
        w[0] += 1
        w[1] += us
        w[2] += detail[3]
        if detail[4]:
            w[3] += 1
        if drew:
            w[4] += 1
            w[5] += post
        if collected and not detail[14]:
            w[6] += 1
        w[7] += detail[13]
        w[8] += detail[14]
        w[9] += detail[15]
        w[10] += IMPORTS[0]
        w[11] += detail[11]
        if not detail[4] and not drew:
            w[12] += 1
            w[13] += us
        w[16] += detail[4]
        w[17] += detail[16]

    def end_of_frame():
        # bench34: nothing here allocates in the game's heap (the harness's room is full: whatever the harness makes
        # during the game is the game's heap's garbage): no formatted string, list or tuple; the lines are printed
        # field by field (print() of str and int arguments allocates nothing)
        t = ticks()
        if state[6] and frames:
            print("BOOT", diff(t, state[6]), player.where())
            if detail is not None:
                print("BD imp=", IMPORTS[3], sep="")
                if REFRESH[0] is not None:
                    REFRESH[0].put("BX ")
            if player.app is None:  # a frame before the App's (main.run's first, superboot53): the screen's own
                state[12] = state[6]  # first frame comes later (``BOOTS``; its F line follows, with FX)
        elif frames and state[12] and player.app is not None:
            print("BOOTS", diff(t, state[12]), player.where())
            if detail is not None:
                print("BSD imp=", IMPORTS[3], sep="")
            state[12] = 0
        state[6] = 0
        gc_tag = ""
        if frames:
            # a collection in this frame (the free bytes grew: allocations only shrink them, a freed block
            # of a grown list gives back little), and the computer's wait: from the end of the frame of
            # your move to the end of the one in which its move landed, in board time (the running clock's)
            free = gc.mem_free()
            gc_tag = GC_TAG if collected(free - state[7], COLLECTS[0], detail[14] if detail is not None else 0) else ""
            moved = player.ply() > state[5] >= 0
            app = player.app
            if state[1]:  # a press: your move, and the computer's turn now; any other press ends a wait
                cpu = moved and getattr(app, "cpu", False) and not app.over and not app.human_turn()
                state[8] = clock.ms if cpu else -1
                if detail is not None:
                    for i in range(18):
                        waited[i] = 0
            else:
                if state[8] >= 0 and detail is not None and detail[1]:
                    wait_frame(t, diff(t, state[4]), bool(gc_tag))
                if moved and state[8] >= 0:
                    print("W", clock.ms - state[8], app.mode, app.level)
                    if detail is not None:  # where the wait went (frames25): WD, below
                        print("WD", end="")
                        for n in waited:
                            print("", n, end="")
                        print()
                    state[8] = -1
        if detail is not None:  # the frame's kind for FQ (cycle): a press, quiet (no press, no work, no import, nothing
            # drawn after the tick, no collection: main.run's quiet frame), or another
            QK[0] = 6 if state[1] else 0 if (not gc_tag and not detail[4] and detail[1] and not DN[1] and
                                              not IMPORTS[0] and not detail[3]) else 3
        if state[1]:
            state[1] = 0
            if frames:
                print("P", diff(t, state[0]), state[2], player.where(), event_name(state[3]), end=" ")
                put_doing(player)
                print(gc_tag)
                if detail is not None:  # the press's time in imports (us here; the outermost's), and the bytes
                    # its frame allocated (the free bytes' fall over it; -1 when the heap was collected in it)
                    # and (pause37) the game's own gc.collect() calls in it: their time here and how many
                    # pause58: a collection the game did not call, timed again (cp_refresh.again: detail's module)
                    gcx = REFRESH[0].again(gc, ticks, diff, free) if gc_tag and not COLLECTS[0] and REFRESH[0] else 0
                    print("PD imp=", IMPORTS[0], " alloc=", -1 if gc_tag else state[7] - free, " gcu=", COLLECTS[1],
                          "/", COLLECTS[0], " gcx=", gcx, sep="")
                    if PARTS[0] is not None:
                        PARTS[0].report()
                    if REFRESH[0] is not None:  # the stand-ins' calls and the refresh a board would make
                        REFRESH[0].put("PX ")
            else:
                print("P", diff(t, state[0]), player.where())
        elif frames and player.app is not None:  # (not main.run's frame before the App: its BOOT line says it all)
            us = diff(t, state[4])
            if detail is not None:  # walks38: the bytes of call frames taken from the heap and given back in it
                wbytes = mem_total() - WALK[0] - mem_current() + WALK[1] if WALK[6] else -1
            what = player.busy()
            if what == "think":
                state[9] += 1
            elif what == "ponder":
                state[10] += 1
            elif what == "rate":
                state[11] += 1
            if detail is not None:  # by work: frames, those with a collection, bytes allocated in the others
                a = alloc.get(what)
                if a is None:
                    a = alloc[what] = [0, 0, 0, 0, 0, 0]
                a[0] += 1
                if gc_tag:
                    a[1] += 1
                elif detail[1]:
                    a[2] += state[7] - free
                    a[3] += -detail[10]                     # the work
                    a[4] += detail[8] - detail[9] + detail[10]  # the tick outside the work
                    a[5] += detail[12]                          # hw.update()
            if us > frames:
                print("F", us, player.where(), end=" ")
                put_what(player.ply() != state[5], what, gc_tag)
                print(" last=", end="")
                put_doing(player)
                print()
                if detail is not None and detail[1]:
                    # before the tick (the poll, a typed line), the tick less its work, the work (chunks, the
                    # slowest and its units, chunks with a collection), after the tick (the view, the board)
                    print("FD pre=", diff(detail[1], state[4]), " tick=", diff(detail[2], detail[1]), " work=",
                          detail[3], " chunks=", detail[4], " max=", detail[5], "/", detail[6], " gcw=", detail[7],
                          " post=", diff(t, detail[2]), " save=", detail[11], " imp=", IMPORTS[0], " new=", sep="",
                          end="")
                    put_new()
                    print(" dirty=", end="")
                    put_dirty()
                    print(" gcp=", detail[13], "/", detail[14], "/", detail[15], sep="", end="")
                    print(" clk=", detail[16], sep="", end="")  # clock63: the frame's readings of the game's clock
                    walk_probe(wbytes)
                if REFRESH[0] is not None:
                    REFRESH[0].put("FX ", gc_tag and not COLLECTS[0] and free)
            elif REFRESH[0] is not None and REFRESH[0].S[9]:  # a quicker frame that refreshed: its figures too
                print("FY", us, player.where(), end=" ")
                put_what(player.ply() != state[5], what, "")
                print(" last=", end="")
                put_doing(player)
                REFRESH[0].put(" ")

    clock.hook = end_of_frame
    if breakdown:
        inner = _hook_imports(names.builtin)
    else:
        inner = None
    # the board's names of what is in already (code.py, compiled first on a board; the modules of step 1), then
    # of each module as it is first imported: in the game's heap from here on (MicroPython reads back the
    # builtin, not an override: so the hooks chain by hand)
    names.start(("=", "uttt.ui.buttons"), inner)
    shadow = None
    if "pystack" in flags:  # the pystack a board would use (tests/cp/pystack.py): a diagnostic run
        import cp_frames
        import pystack as shadow
        shadow.install(cp_frames.FRAMES, cp_frames.BASE, cp_frames.MODULE)
    import boards

    load = boards.load

    def load_and_wrap():
        if breakdown:
            gc.collect()
            a = gc.mem_alloc()
            IN_LOAD[0] = True
        hw = load()
        if breakdown:
            IN_LOAD[0] = False
            gc.collect()
            print("HW", gc.mem_alloc() - a)
        poll = hw.poll

        def poll_and_inject():
            if detail is not None:  # bench34: the whole last frame's bytes, poll to poll (FQ, below)
                cycle(free_unseen())
            if peak is not None:
                gc.collect()
                n = gc.mem_alloc() - MARK[0]
                if abs(n - peak[3]) > 1500:
                    peak[3] = n
                    print("LIVE", n, player.where(), getattr(player.app, "cpu", None))
                if n > peak[0]:
                    peak[0] = n
                    app = player.app
                    peak[1] = "%s mode=%s cpu=%s ponder=%s rater=%s" % (
                        player.where(), getattr(app, "mode", None), getattr(app, "cpu", None),
                        getattr(getattr(app, "scr", None), "ponder", None) is not None,
                        getattr(app, "rater", None) is not None)
                    peak[2] = " ".join(sorted(n for n in sys.modules if n.startswith("uttt") or n.startswith("boards")))
            out = poll()
            where = player.where()
            event = player.step()
            if frames:
                state[7] = gc.mem_free()
                COLLECTS[0] = 0
                COLLECTS[1] = 0
            cp_board.resync()  # the session player's time is the harness's, not the board's
            if frames:
                if detail is not None and WALK[6]:  # walks38: the call frames this frame takes from the heap (FD's wk=)
                    walk_probe_at_poll()  # (first: its probes' frames are counted in neither figure)
                    WALK[0] = mem_total()
                    WALK[1] = mem_current()
                    WALK[2] = 0
                    if WALK[0] > WALK_MAX:  # (past 2**30 the counter is a long int, made in the game's heap)
                        WALK[6] = 0
                        print("WALKS off", WALK[0])
                state[4] = ticks()
                state[5] = player.ply()
            if detail is not None:
                if detail[0] is not player.app and getattr(player.app, "clock", None) is not None:
                    wrap_detail(player.app)
                for i in range(1, 17):
                    detail[i] = 0
                IMPORTS[0] = 0
                IMPORTS[4] = 0
                DN[2] = 0
                if REFRESH[0] is not None and not state[6]:  # (the boot's first frame keeps what came before)
                    REFRESH[0].clear()
                if PARTS[0] is not None:
                    PARTS[0].clear()
            if event is None:
                return out
            if event is Done:
                raise Done()
            out.append(event)
            state[0] = ticks()
            state[1] = 1
            state[2] = where
            state[3] = event
            return out

        update = hw.update

        def update_and_end_frame():
            if detail is not None:  # the board's update's own allocations (the stand-in display's)
                f = free_unseen()
                update()
                detail[12] = f - free_unseen()
            else:
                update()
            cp_board.frame_end()  # the press timer's end of the frame (main.run sleeps only when time is left)

        hw.poll = poll_and_inject
        hw.update = update_and_end_frame
        return hw

    boards.load = load_and_wrap
    if PARTS[0] is not None:  # every ``import gc`` of the game from here on gets the timed one
        sys.modules["gc"] = PARTS[0].gc
    elif detail is not None:  # or one that counts its collections (a frame with one is "(gc)")
        sys.modules["gc"] = CountedGC(ticks)
    ok = False
    reloaded = False
    try:
        with open("code.py") as f:
            source = f.read()
        code = compile(source, "code.py", "exec")
        source = None
        cp_board.resync()
        exec(code, {"__name__": "__main__"})
        print("FAIL code.py returned")
    except Done:
        ok = player.error is None
        if not ok:
            print("FAIL", player.error)
    except cp_board.Reload as e:  # the game restarted the board: the next boot (a new process, the NVM kept) goes on
        nxt = player.after_reload  # with the session's part that follows (tests/bench/device_fit.py runs it)
        ok = player.error is None and bool(nxt)
        if frames and state[1]:  # the press that restarted, from its poll to the reload (``R us from button``)
            print("R %d %s %s" % (diff(ticks(), state[0]), state[2], event_name(state[3])))
            if detail is not None:  # its time in imports (us here), as a press's PD (superpress33)
                print("RD imp=%d" % IMPORTS[0])
        reloaded = ok and bytes(e.args)  # (the backlight's byte, cp_board._reload: written after the NVM's)
        if ok:
            print("RELOAD", nxt)
        else:
            print("FAIL a restart the session did not expect (on %s)" % player.where())
    except Exception as e:  # noqa: BLE001 (any exception is a failed run: MemoryError is the usual one)
        print("FAIL %s: %s" % (type(e).__name__, e))
        _traceback(e)
    if boot == 1 or reloaded:  # (BOOT 2 ends the session: its bytes are not needed, unless it restarts)
        try:
            with open(nvm_path, "wb") as f:
                f.write(data)
                if reloaded:
                    f.write(reloaded)
        except OSError as e:
            print("FAIL cannot write the NVM file:", e)
            ok = False
    if shadow is not None:
        shadow.report()
    names.report()
    if frames:
        print("FRAMES think=%d ponder=%d rate=%d" % (state[9], state[10], state[11]))
        if detail is not None:  # bench34: what a whole frame allocated, poll to poll (the game's and the harness's)
            print("FQ quiet=%d/%d/%d other=%d/%d/%d press=%d/%d/%d" % tuple(QN))
        for what, a in alloc.items():
            print("FA %s frames=%d gc=%d bytes=%d work=%d tick=%d board=%d" % ((what or "-",) + tuple(a)))
        if detail is not None:  # what one collection costs here, with the harness's heap (the median of 5)
            ts = []
            for _ in range(5):
                t = ticks()
                gc.collect()
                ts.append(diff(ticks(), t))
            ts.sort()
            print("GCT", ts[2])
            if WALK[6]:
                print("WALKS", mem_total(), mem_current())  # (walks38: both still small ints)
            c = getattr(player.app, "clock", None)
            if c is not None and clock.scale:  # what a reading of the game's clock costs in its own time (frames25:
                cp_board.resync()              # board ms x 1000 for 1,000 readings; on a board a C call or two)
                t = c()
                for _ in range(1000):
                    c()
                print("CLK", c() - t)
            if REFRESH[0] is not None:  # what C does for each kind of the stand-ins' calls, in this binary
                print(REFRESH[0].proxies())
    if peak is not None:
        print("PEAK", peak[0], peak[1])
        print("PEAKMODS", peak[2])
    if ok:
        print("OK")
    return 0 if ok else 1


_ONE = (None,)


QN = [0] * 9  # detail (bench34): frames, bytes, frames with a collection: quiet frames, other frames without a press,
QK = [-1, 0]  # presses (FQ); the last frame's kind (its index in QN, -1: none yet) and the free bytes at its poll


def cycle(free):
    """A frame ends at the next poll: what it allocated over the whole frame, the harness's parts included (the
    free bytes' fall from the poll before; a collection in it, the fall unknown, is counted apart)."""
    k = QK[0]
    if k >= 0:
        if free > QK[1]:
            QN[k + 2] += 1
        else:
            QN[k] += 1
            QN[k + 1] += QK[1] - free
    QK[1] = free


def put_what(moved, what, tag):
    """An F or FY line's work: ``what`` ("-" for none; "move " before it when a move landed, and then nothing for
    none), and the collection's tag; printed, nothing made (bench34)."""
    if moved:
        print("move", end=" ")
    elif not what:
        what = "-"
    print(what, end=tag)


def put_doing(player):
    """What the session meant by the last press (``doing``, then the menu row's key if any: "row settings"),
    printed (bench34: the session no longer joins them into a new string at each press)."""
    d = player.doing
    print(d, end="")
    if d == "row":
        print("", player.row, end="")


DIRTY = [None] * 32  # detail (bench34): the app's dirty parts before the tick (0-15) and after it (16-31), and
DN = [0, 0, 0]       # how many of each, and 1 once the tick ran this frame (FD's dirty=, put_dirty)
NEWM = [None] * 32   # detail: the modules first imported this frame (FD's new=; IMPORTS[4] counts them)


def keep_dirty(dirty, k):
    """Copy the set's members (existing strings) into DIRTY's half k, sorted in place: nothing allocated (a set's
    iterator lives on the C stack)."""
    base = 16 * k
    n = 0
    for name in dirty:
        if n < 16:
            j = base + n
            while j > base and DIRTY[j - 1] > name:
                DIRTY[j] = DIRTY[j - 1]
                j -= 1
            DIRTY[j] = name
            n += 1
    DN[k] = n
    DN[2] = 1


def put_names(base, n, empty):
    if not n:
        print(empty, end="")
    for i in range(n):
        print(DIRTY[base + i] if base >= 0 else NEWM[i], end="+" if i + 1 < n else "")


def put_dirty():
    """FD's dirty=: what was dirty before the tick, if anything, then ">", then what the view draws after it ("-":
    nothing); "-" when the tick did not run."""
    if not DN[2]:
        print("-", end="")
        return
    if DN[0]:
        put_names(0, DN[0], "")
        print(">", end="")
    put_names(16, DN[1], "-")


def put_new():
    put_names(-1, IMPORTS[4], "-")


def event_name(event):
    """A button code's name (uttt.ui.buttons.NAMES), or "tap" for a touch."""
    if isinstance(event, int):
        return sys.modules["uttt.ui.buttons"].NAMES[event]
    return "tap"


# ----- the board's heap areas ------------------------------------------------------------------------------------
# A board's Python heap is not one block: CircuitPython starts it as one area of 8 KB and adds an area each
# time an allocation fails after a collection (py/gc.c, gc_try_add_heap: min(the outer heap's largest free
# block, max(the heap so far, the request))). No object can span two areas. The unix port's -X heapsize is one
# contiguous heap, so the runner lays the areas out at the bottom of it, each one's usable blocks followed by a
# fence (one block that stays allocated): the bench computes the areas for a cap (tests/bench/device_fit.py,
# board_areas) and passes their usable bytes as ``areas=B1,B2,...``. The harness lives above them, in a room of
# its own whose every free block is filled once the harness is in, so that the game gets the areas and nothing
# else. docs/memory.md, "The heap as a board allocates it".

def _over_free_run():
    """A tuple over the bulk of the largest free run (the start of a fresh heap is a few small holes, then one
    run to its end): the largest that can be allocated, in 1 KB steps. (A failed try leaves its MemoryError
    somewhere, and a conservative collector may keep it a while: so no bisection to the last block.)"""
    gc.collect()
    size = gc.mem_free() // 1024 * 1024
    while size > 1024:
        try:
            return _ONE * ((size - 8) // 4)
        except MemoryError:
            size -= 1024
    return None


def fill_holes(box, i=0):
    """Fill every free block of the heap with tuples kept in the list box (its slots made beforehand, so the
    filling allocates nothing else), from slot i: the largest first, down to one block. A failed allocation
    collects and may leave its MemoryError in a freed block: passes repeat until one fills nothing (then the
    heap is full, and nothing is collected after it). Returns the slots used."""
    while True:
        gc.collect()
        start = i
        size = 1 << 20
        while size >= 16:
            if i >= len(box):
                raise RuntimeError("fill_holes: more than %d pieces" % len(box))
            try:
                box[i] = _ONE * ((size - 8) // 4)
                i += 1
            except MemoryError:
                size //= 2
        if i == start:
            return i


def make_zone(pools, room_pieces=1024):
    """Reserve the areas at the bottom of the heap, before the harness allocates anything: a tuple over the
    largest free run keeps it free while every other free block is filled, then the areas' placeholders and
    the fences between them are allocated in order into that run (nothing else is free, so first fit puts them
    one after the other; their addresses are checked), and the fillers are let go (the harness's room).
    Returns [pieces, box for the fillers of the harness's room, the bytes held back at the first area's start
    (0 for now), the areas' usable bytes]."""
    one = _ONE
    pieces = [None] * (2 * len(pools))
    low = [None] * 256
    gc.collect()
    top = _over_free_run()
    i = fill_holes(low)
    # fill_holes's frame (the unix port keeps a large one on the heap; a board, on its pystack) was freed as it
    # returned: fill that hole too, one block at a time, with nothing else allocated until the pieces are in
    while True:
        try:
            low[i] = one * 2
            i += 1
        except MemoryError:
            break
    top = None
    gc.collect()
    n = len(pools)
    i = 0
    while i < n:  # nothing but the pieces allocated here (no range object, no address yet: ints past 2**30)
        pieces[2 * i] = one * ((pools[i] - 8) // 4)
        if i + 1 < n:
            pieces[2 * i + 1] = one * 2  # the fence: one block
        i += 1
    for i in range(n):
        at = id(pieces[2 * i])
        if i and at != id(pieces[2 * i - 1]) + 16:
            raise RuntimeError("make_zone: area %d is not right after the fence before it" % (i + 1))
        if i + 1 < n and id(pieces[2 * i + 1]) != at + pools[i]:
            raise RuntimeError("make_zone: the fence after area %d is not at its end" % (i + 1))
    for i in range(len(low)):
        low[i] = None
    low = None
    gc.collect()
    return [pieces, [None] * room_pieces, 0, sum(pools)]


def open_zone(zone, reserve):
    """Fill every free block of the harness's room (the areas are still held), then free the areas (the
    fences stay), with nothing allocated in between; the first reserve bytes of the first area are kept for
    the game modules the harness imported first (uttt.ui.buttons and its packages: the game's, but loaded
    before the areas were free). Returns the areas' free bytes."""
    fill_holes(zone[1])
    pieces = zone[0]
    n = len(pieces)
    i = 0
    while i < n:
        pieces[i] = None
        i += 2
    gc.collect()
    free = gc.mem_free()
    # a few blocks of the room may be free again (a filler's MemoryError, collected): the game may use them,
    # so as many more of the first area's are held back
    reserve += free - zone[3]
    if reserve > 0:
        blocks = (reserve + 15) // 16
        zone[2] = blocks * 16
        pieces[0] = _ONE * ((blocks * 16 - 8) // 4)  # the lowest free run: the first area's start
    return free


def zone_check(pools):
    """The areas hold what a board's would (the ``zonecheck`` flag, tests/test_device_fit.py): the largest area's
    usable bytes can be allocated in one piece, one block more cannot, though far more is free in all."""
    big = max(pools)
    gc.collect()
    free = gc.mem_free()
    try:
        t = _ONE * ((big - 8) // 4)
    except MemoryError:
        print("FAIL the largest area (%d bytes) cannot be allocated whole" % big)
        return 1
    t = None
    gc.collect()
    try:
        t = _ONE * ((big + 16 - 8) // 4)
        print("FAIL an object of %d bytes spans two areas" % (big + 16))
        return 1
    except MemoryError:
        pass
    print("ZONECHECK largest %d free %d" % (big, free))
    print("OK")
    return 0


def names_room():
    """Open this harness's pools of names up to one of 5,120 entries (~36 KB here) before anything else: the
    harness's own names (~1,300) and the game's (~1,300, ~1,600 with Super-Ultimate) then take its free
    entries, and no pool of this harness's opens later, in the game's heap or in the harness's cut-up room."""
    i = 0
    while i < 12000:
        if i % 200 == 0:
            gc.collect()
        before = gc.mem_alloc()
        hasattr(names_room, "_n%d" % i)
        i += 1
        if gc.mem_alloc() - before > 30000:
            return
    raise RuntimeError("names_room: no pool of 5,120 entries opened")


IMPORTS = [0, None, 0, 0, 0]  # detail: the us in imports this frame, the timer (None: not timed), the
#  depth, the us in imports since the start (the boot's: ``BD``), how many modules were first imported this frame (their
#  names in NEWM; bench34: no list grows in the game's heap)


class Names:
    """The game's interned names as a board has them (tests/bench/board_names.py writes the file). On a board
    a name the firmware lacks is interned in RAM when the module that uses it loads: into a chain of pools,
    each twice the last (20, 40, 80 ... entries of 6 bytes and a 24-byte header: py/qstr.c), its characters
    into chunks. This harness's own tables differ (an entry is 7 bytes here, and the harness's names fill the
    first pools), so the game's names go into a roomy pool opened here, in the harness's room, and the game is
    charged instead, in its heap, the pools a board's would open: as each module is first imported (before its
    code loads, as a .mpy's names come first), a placeholder for each pool its new names open. Their
    characters are interned as on a board (the same code, in the game's heap), but for the names this
    harness had interned already (the session player's, the stand-ins' that a board's flash lacks): a
    placeholder for theirs. ``count``: the game's names so far; ``bytes``: what the placeholders cost."""

    def __init__(self, path, dump=False):
        import micropython
        from array import array

        self.dump = dump  # ``namecheck``: every name interned, at the start and the end (the bench's checks)
        self.held = [None] * 512  # first: the harness's room is cut up once the names below are interned (names42)
        f = open(path)
        n = int(f.readline())
        self.lens = bytearray(n)  # a name's bytes and its NUL if the harness has it already, else 0
        for i in range(n):
            line = f.readline()
            if line[0] == "+":
                self.lens[i] = min(255, int(line[1:]))
        # everything the hook uses is made here, in the harness's room: charging allocates nothing in the game's
        # heap but the placeholders (no set growing, no strings joined)
        self.mods = []     # module number -> the indexes of its names
        self.number = {}   # dotted name -> module number
        for line in f:
            parts = line.split()
            if parts[0] == "!":  # a name a board has in flash, this port perhaps not: interned here, in the harness's room
                hasattr(self, parts[1])
                continue
            self.number[parts[0]] = len(self.mods)
            self.mods.append(array("H", [int(x) for x in parts[1:]]))
        f.close()
        self.chain = {}    # module number -> the numbers of its packages then itself
        self.subs = {}     # package name -> {a submodule's last name: its number} (``from package import module``)
        for name, k in self.number.items():
            chain = []
            dot = name.find(".")
            while dot > 0:
                if name[:dot] in self.number:
                    chain.append(self.number[name[:dot]])
                dot = name.find(".", dot + 1)
            chain.append(k)
            self.chain[name] = tuple(chain)
            dot = name.rfind(".")
            if dot > 0:
                self.subs.setdefault(name[:dot], {})[name[dot + 1:]] = k
        self.charged = bytearray(len(self.mods))
        self.seen = bytearray(n)
        self.count = 0
        self.bytes = 0
        self.capacity = 0
        self.pool = 20  # the next pool's entries: twice MICROPY_ALLOC_QSTR_ENTRIES_INIT
        self.n_held = 0
        self.real = None  # the import the hook calls (set by hook(): the builtin, or the breakdown's hook)
        self.on = False
        import builtins

        self.builtin = builtins.__import__
        chain = self.chain
        subs = self.subs
        charge = self.charge

        def imp(name, globals=None, locals=None, fromlist=None, level=0):
            if self.on and not level:
                c = chain.get(name)
                if c is not None:
                    for k in c:
                        charge(k)
                if fromlist:
                    d = subs.get(name)
                    if d is not None:
                        for item in fromlist:
                            k = d.get(item)
                            if k is not None:
                                charge(k)
            t = IMPORTS[1]
            if t is None:
                return (self.real or self.builtin)(name, globals, locals, fromlist, level)
            parts = PARTS[0]
            if parts is not None and not level:
                return parts.imp(self.real or self.builtin, t, name, globals, locals, fromlist)
            a = t()  # the detail's timer: the time in imports this frame (the outermost's)
            IMPORTS[2] += 1
            new = name not in sys.modules
            try:
                return (self.real or self.builtin)(name, globals, locals, fromlist, level)
            finally:
                if new and name in sys.modules:
                    if IMPORTS[4] < len(NEWM):  # the modules first imported this frame (FD's new=)
                        NEWM[IMPORTS[4]] = name
                        IMPORTS[4] += 1
                IMPORTS[2] -= 1
                if not IMPORTS[2]:
                    a = t() - a
                    IMPORTS[0] += a
                    IMPORTS[3] += a

        builtins.__import__ = imp  # installed now (the override's table is made here), charging once on
        micropython.qstr_info(*((1,) if dump else ()))  # (any argument prints every name)

    def hold(self, nbytes):
        """Allocate nbytes (whole 16-byte blocks) in the game's heap and keep them for good."""
        blocks = (nbytes + 15) // 16
        self.held[self.n_held] = _ONE * ((blocks * 16 - 8) // 4)
        self.n_held += 1
        self.bytes += blocks * 16

    def charge(self, k):
        """A board's cost of the names module number k interns at its first import."""
        if self.charged[k]:
            return
        self.charged[k] = 1
        chars = 0
        seen = self.seen
        for i in self.mods[k]:
            if not seen[i]:
                seen[i] = 1
                self.count += 1
                chars += self.lens[i]  # 0 but for a name the harness had interned already
                if self.count > self.capacity:  # this name opens the next pool
                    self.hold(24 + 6 * self.pool)
                    self.capacity += self.pool
                    self.pool *= 2
        if chars:
            self.hold(chars)

    def start(self, first, real):
        """The game starts: charge code.py's names and those of the modules in already (``first``), then each
        module of the game at its first import (its packages first), importing it with ``real``."""
        for name in first:
            for k in self.chain.get(name, ()):
                self.charge(k)
        self.real = real
        self.on = True

    def report(self):
        import micropython

        print("NAMES", self.count, self.bytes)
        micropython.qstr_info(*((1,) if self.dump else ()))

PARTS = [None]  # ``parts`` (with ``detail``): a Parts, timing each press's parts
COLLECTS = [0, 0]  # ``detail``: the game's own gc.collect() calls in this frame (CountedGC, Parts' GC) and their
#                   time here (us; pause37: PD's gcu=)
GC_TAG = " (gc)"


def collected(grew, calls, own):
    """True when the heap was collected in a frame: the free bytes grew by over 2 KB (allocations only shrink
    them; a freed block of a grown list gives back little), or the game called gc.collect() itself (calls: its
    calls, the clock's own included, counted where the runner gives the game a counting ``gc``; own: the clock's
    own, which press_times counts apart): a collection whose room the frame's next imports filled again showed no
    growth (pause23's note: a guest's opening collects in every press, but was rarely marked)."""
    return grew > 2048 or calls > own


class CountedGC:
    """The game's ``gc`` module in the press-time runs (``detail`` without ``parts``): its collections counted
    (COLLECTS), the rest the real module's. ``import gc`` finds it in sys.modules before the built-in."""

    def __init__(self, ticks):
        self.t = ticks

    def collect(self):
        COLLECTS[0] += 1
        t = self.t()
        gc.collect()
        COLLECTS[1] += self.t() - t

    def mem_free(self):
        return gc.mem_free()

    def mem_alloc(self):
        return gc.mem_alloc()

    def enable(self):
        return gc.enable()

    def disable(self):
        return gc.disable()

    def isenabled(self):
        return gc.isenabled()


# walks38 (docs/memory.md): the unix port has no pystack, so a call of a function whose frame is over 11 words takes
# the frame from the heap (first-fit from a hint, past every smaller hole: bench35) and gives it back at the return; a
# board runs it on its pystack. ``micropython.mem_total()`` counts every allocation's bytes, ``mem_current()`` all
# but those given back explicitly (a collection does not lower it): over a frame, the first's rise less the second's
# is the bytes of call frames taken and given back (and the few other explicit frees). The runner reads both at the
# frame's poll (WALK; the work's own, Clock.work's calls, apart) and, for a listed frame (``FD``), prints
# ``wk=bytes/work/ns80/ns144/ns208/failed/ns80/ns144/ns208``: those bytes, those of the work, then what one walk costs
# in the heap as it is at the frame's end, by a probe run after the frame (outside its time and the game's clock):
# PROBE_N calls of a function whose frame comes from the heap (80 bytes: the smallest heap frame; 144; 208) against as
# many of one whose frame does not, ns a call here; ``failed``: the probes that found no room (bits 1, 2, 4); then the
# same probes at the frame's poll, before its timer starts (walk_probe_at_poll);
# tests/bench/press_times.py prices them.
WALK = [0, 0, 0, 0, 0, 0, 1]  # at the frame's poll: mem_total(), mem_current(); the work's bytes; the probes then;
#                               1 while counting (a boot stops at WALK_MAX: ``WALKS off``, then FD's wk= bytes are -1)
WALK_MAX = 0x38000000  # mem_total() is the process's every allocated byte: a seed-1 boot reached ~0.97e9 of 2**30
CPB = [None]  # tests/cp/cp_board.py, set by main
PROBE_N = 32
try:
    from micropython import mem_total, mem_current
except ImportError:  # (a build without MICROPY_MEM_STATS: no walks counted)
    def mem_total():
        return 0

    mem_current = mem_total


def _probe_0(a):  # a frame of 3 words: on the C stack
    return a


def _probe_80(a):  # the argument and 12 locals: an 80-byte frame (5 blocks) from the heap (tests/test_device_fit.py)
    v0 = v1 = v2 = v3 = v4 = v5 = v6 = v7 = v8 = v9 = v10 = v11 = 0
    return a


def _probe_144(a):  # the argument and 28 locals: 144 bytes (9 blocks), walking past every hole of 8 blocks or fewer
    v0 = v1 = v2 = v3 = v4 = v5 = v6 = v7 = v8 = v9 = v10 = v11 = v12 = v13 = v14 = v15 = 0
    v16 = v17 = v18 = v19 = v20 = v21 = v22 = v23 = v24 = v25 = v26 = v27 = 0
    return a


def _probe_208(a):  # the argument and 44 locals: 208 bytes (13 blocks), the work's frames' mean size or more
    v0 = v1 = v2 = v3 = v4 = v5 = v6 = v7 = v8 = v9 = v10 = v11 = v12 = v13 = v14 = v15 = 0
    v16 = v17 = v18 = v19 = v20 = v21 = v22 = v23 = v24 = v25 = v26 = v27 = v28 = v29 = v30 = v31 = 0
    v32 = v33 = v34 = v35 = v36 = v37 = v38 = v39 = v40 = v41 = v42 = v43 = 0
    return a


def _probe(f):
    """ns a call of f more than a call of _probe_0 at the heap's present layout: the fastest of 3 loops of PROBE_N
    calls of each (the host is shared), allocation-free (the heap is left as it was; the frame given back leaves the
    hint where it was)."""
    tk = _ticks_us
    x = y = 1 << 29
    for _ in range(3):
        a = tk()
        for _ in range(PROBE_N):
            f(1)
        b = tk()
        for _ in range(PROBE_N):
            _probe_0(1)
        c = tk()
        x = min(x, _ticks_diff(b, a))
        y = min(y, _ticks_diff(c, b))
    return (x - y) * 1000 // PROBE_N


def _no_room(f):
    n = mem_total()
    f(1)
    return 1 if mem_total() == n else 0


def walk_probe_at_poll():
    """The probes at the frame's poll (WALK[3:6]; FD's wk= last three figures), before its timer starts, their time
    left out of the game's clock: a walk's cost as the frame finds the heap, beside the one after it."""
    cp_board = CPB[0]
    t = cp_board.now_us()
    on = gc.isenabled()
    gc.disable()
    WALK[3] = _probe(_probe_80)
    WALK[4] = _probe(_probe_144)
    WALK[5] = _probe(_probe_208)
    if on:
        gc.enable()
    t = cp_board.now_us() - t
    cp_board._run[0] -= t


def walk_probe(wbytes):
    """FD's `` wk=...`` (walks38, above WALK), the probes' time left out of the press timer and the game's clock."""
    if not WALK[6]:
        print(" wk=-1/0/0/0/0/0")
        return
    cp_board = CPB[0]
    t = cp_board.now_us()
    on = gc.isenabled()
    gc.disable()  # (a probe's frame never collects: where none fits, the call runs on the C stack)
    a = _probe(_probe_80)
    b = _probe(_probe_144)
    c = _probe(_probe_208)
    # (a probe's frame the heap had no room for ran on the C stack: its figure is the whole table's walk, where a
    # game's frame would have collected; FD's wk= says so: 1, 2, 4 for each probe; no tuple made: bench34)
    f = _no_room(_probe_80) + 2 * _no_room(_probe_144) + 4 * _no_room(_probe_208)
    if on:
        gc.enable()
    print(" wk=", wbytes, "/", WALK[2], "/", a, "/", b, "/", c, "/", f, "/", WALK[3], "/", WALK[4], "/", WALK[5],
          sep="")
    t = cp_board.now_us() - t  # (read before the line below reads _run: now_us() moves it)
    cp_board._run[0] -= t


REFRESH = [None]  # ``detail`` in the press-time runs: tests/cp/cp_refresh.py


class Parts:
    """``parts`` (press-time runs with ``detail``; tests/bench/press_times.py --parts): where each press's time
    goes. Each first import of a module (``imp:NAME``, less the imports inside it), each collection of the
    game's (``gc``, a stand-in for the ``gc`` module its modules import, and ``gcn`` how many) and the app's and
    the view's steps of a change of screen (``PATCH``: wrapped on each module as it is imported, since a family's
    modules are dropped and imported again) are timed, each less the parts inside it, and printed after the
    press's ``PD`` line: ``PP part=us ...``. The wrappers allocate a little in the game's heap (a diagnostic)."""

    PATCH = {"uttt.ui.app": (("App", "open"), (None, "unload")),
             "uttt.ui.view": (("View", "update"), ("View", "build"), ("View", "sheet"), ("View", "release")),
             "uttt.ui.sheets": ((None, "read"),), "uttt.ui.gamebuild": ((None, "build"),),
             "uttt.ui.persist": ((None, "save"),),
             "uttt.ui.rating": (("Rater", "suspend"), (None, "resume"), (None, "start"), (None, "rated"))}

    def __init__(self, ticks):
        self.t = ticks
        self.acc = {}
        self.stack = []
        self.n = 0
        real = gc
        me = self

        class GC:  # the game's gc module: collections timed
            def collect(self):
                me.enter("gc")
                me.n += 1
                COLLECTS[0] += 1
                t = me.t()
                try:
                    return real.collect()
                finally:
                    COLLECTS[1] += me.t() - t
                    me.leave()

            def mem_free(self):
                return real.mem_free()

            def mem_alloc(self):
                return real.mem_alloc()

            def enable(self):
                return real.enable()

            def disable(self):
                return real.disable()

            def isenabled(self):
                return real.isenabled()

        self.gc = GC()

    def clear(self):
        self.acc = {}
        self.n = 0

    def enter(self, name):
        self.stack.append([name, self.t(), 0])

    def leave(self):
        t = self.t()
        name, a, inner = self.stack.pop()
        us = t - a
        self.acc[name] = self.acc.get(name, 0) + us - inner
        if self.stack:
            self.stack[-1][2] += us

    def timed(self, fn, name):
        def w(*a, **k):
            self.enter(name)
            try:
                return fn(*a, **k)
            finally:
                self.leave()
        return w

    def imp(self, real, t, name, globals, locals, fromlist):
        new = [] if name in sys.modules else [name]
        if not new and fromlist and isinstance(fromlist, tuple):  # ``from package import module``
            d = sys.modules[name].__dict__
            new = [name + "." + item for item in fromlist if item not in d and name + "." + item not in sys.modules]
        if not new:
            return real(name, globals, locals, fromlist, 0)
        a = t()
        IMPORTS[2] += 1
        self.enter("imp:" + new[0])
        try:
            return real(name, globals, locals, fromlist, 0)
        finally:
            self.leave()
            IMPORTS[2] -= 1
            if not IMPORTS[2]:
                a = t() - a
                IMPORTS[0] += a
                IMPORTS[3] += a
            for n in new:
                mod = sys.modules.get(n)
                for cls, attr in self.PATCH.get(n, ()) if mod is not None else ():
                    owner = getattr(mod, cls) if cls else mod
                    setattr(owner, attr, self.timed(getattr(owner, attr), n[8:] + "." + attr))

    def report(self):
        print("PP gcn=%d %s" % (self.n, " ".join("%s=%d" % kv for kv in self.acc.items())))


MARK = [0]
NAMES = [None]  # the Names model once the game runs
BREAKDOWN = [False]
IN_LOAD = [False]  # boards.load() is running (--breakdown marks its imports)


def _traceback(e):
    try:
        import traceback
        traceback.print_exception(e)
    except Exception:  # noqa: BLE001 (no room left to say more)
        pass


def mark(name):
    """Print the live heap now (after a collection), without the harness's own bytes; with --breakdown also
    the modules loaded now (the app drops a family's modules when another opens)."""
    gc.collect()
    if NAMES[0] is not None:
        print("NAMES", NAMES[0].count, NAMES[0].bytes)
    print("MARK", name, gc.mem_alloc() - MARK[0])
    if BREAKDOWN[0]:
        print("LOADED", " ".join(k for k in sys.modules if hasattr(sys.modules[k], "__file__")))


def _hook_imports(real):
    """--breakdown: print each module's heap as it is first imported (a collection before and after):
    ``IMPORT name bytes children depth [load]`` (children: the bytes of the modules it imported meanwhile;
    depth 0 for an import no other import is running around; ``load`` while boards.load() runs)."""
    stack = [0]

    def imp(name, globals=None, locals=None, fromlist=None, level=0):
        new = [name] if name not in sys.modules else []
        for item in fromlist if isinstance(fromlist, tuple) else ():
            if name + "." + item not in sys.modules:
                new.append(name + "." + item)
        if level or not new:
            return real(name, globals, locals, fromlist, level)
        gc.collect()
        a = gc.mem_alloc()
        stack.append(0)
        try:
            return real(name, globals, locals, fromlist, level)
        finally:
            inner = stack.pop()
            gc.collect()
            used = gc.mem_alloc() - a
            stack[-1] += used
            loaded = [n for n in new if n in sys.modules and hasattr(sys.modules[n], "__file__")]
            if loaded:
                print("IMPORT", loaded[-1], used, inner, len(stack) - 1, "load" if IN_LOAD[0] else "")

    return imp  # called by the names' hook (class Names), which is the one installed
