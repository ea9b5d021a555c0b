"""The device-fit harness's runner, under circuitpython-unix32-display (tests/bench/device_fit.py starts it;
docs/memory.md explains the whole harness).

    cd DEPLOYED_FOLDER; MICROPYPATH=HARNESS:lib circuitpython-unix32-display -X heapsize=N HARNESS/main.py \
        SEED BOOT NVM_FILE [breakdown] [selfcheck] [calibrate] [peak]

It knows nothing of the app: tests/cp/session.py does. In order:
1. the game's ``uttt.ui.buttons`` (with its packages) and the session player (with ``uttt.ui.drive``) load;
2. the stand-ins go into ``sys.modules`` (tests/cp/cp_board.py, cp_display.py; the board's facts come from
   ``cp_config``, which the bench writes), with the NVM bytes of NVM_FILE (BOOT 2: what BOOT 1 left);
3. the board's frozen libraries load (code in flash on a board); the interned names' table is brought to
   where a board's stands when the game's names start (``fill_names``, below); then a collection: everything
   allocated since the start except the game's modules of step 1 is the harness's own heap, printed as
   ``OVERHEAD`` (the bench adds it to the heap cap, so the game gets N bytes);
4. ``boards.load()`` is wrapped so that the ``hw.poll()`` it returns first reads the board as usual (no pin
   ever reports anything) and then appends the session's input for this frame: a button code or an (x, y)
   touch. Nothing else of the game is touched: code.py runs as on a board (boards.load(), main.run(), the
   real view);
5. ``time.sleep()`` (the end of each frame in main.run) advances the virtual clock by the frame's wait and
   stops the press timer: ``P us screen`` is the real time from the poll that delivered a press to the end of
   its frame (app, view and board, the Python side; a board also spends time sending pixels).
Lines printed: ``OVERHEAD n``, ``GAMEMODS n``, ``HEAP n`` and ``HARNESS part|n`` (calibrate), ``MARK name
bytes`` (live heap after a collection, harness excluded), ``P us where``, and with ``breakdown``
``IMPORT name bytes children depth [load]`` (``load``: imported by boards.load()), ``HW bytes`` (all that
boards.load() left in the heap), ``LOADED module ...`` after each MARK and the session's
``SCENE kind|count|bytes``; ``NAMES n pool`` (fill_names: the names interned, the bytes of the game's pool); with ``peak`` a collection at every
frame, ``LIVE bytes screen cpu`` whenever the live heap moved by 1.5 KB, and at the end ``PEAK bytes screen``, the
largest live heap seen at a frame's start, and ``PEAKMODS`` the game's modules then (a diagnostic: collecting
every frame changes the fragmentation);
at the end ``OK`` or ``FAIL why`` (exit status 1). BOOT 1 writes the NVM bytes to
NVM_FILE when it ends.
"""

import gc
import sys


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
    part("displayio/fontio/terminalio stand-ins, the display, the font bitmap")
    import cp_board
    data = cp_board.install(C, nvm, display)
    nvm = None
    part("board module stand-ins, pins, the NVM bytes")
    for name in C.FROZEN:
        __import__(name)
    part("libraries frozen into the firmware")
    import random
    random.seed(seed)
    import session
    player = session.Player(seed, boot, mark, breakdown)
    part("the session player")
    clock = cp_board.Clock
    BREAKDOWN[0] = breakdown
    state = [0, 0]  # real ticks of the pending press, 1 while one is pending
    if "selfcheck" in flags:
        for what, here, board in cp_display.sizes() + cp_board.sizes():
            print("SIZE %s|%d|%d" % (what, here, board))
    names, pool = fill_names()  # last: the harness's own names are all in by now
    print("NAMES", names, pool)
    part("names a board keeps in flash (the interned names' table, see fill_names)")
    parts[-1] = (parts[-1][0], parts[-1][1] - pool)  # the pool the game's names go into is the game's
    gc.collect()
    overhead = gc.mem_alloc() - base - game_mods - pool
    print("OVERHEAD", overhead)
    print("GAMEMODS", game_mods)
    if "calibrate" in flags:
        print("HEAP", gc.mem_free() + gc.mem_alloc())  # the usable part of -X heapsize (GC tables aside)
        for name, n in parts:
            print("HARNESS %s|%d" % (name, n))
        print("HARNESS the runner, the interpreter's start|%d" % (overhead - sum(n for _, n in parts)))
        return 0
    MARK[0] = base + overhead

    def end_of_frame():
        if state[1]:
            state[1] = 0
            print("P", diff(ticks(), state[0]), player.where())

    clock.hook = end_of_frame
    if breakdown:
        _hook_imports()
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
            event = player.step()
            if event is None:
                return out
            if event is Done:
                raise Done()
            out.append(event)
            state[0] = ticks()
            state[1] = 1
            return out

        hw.poll = poll_and_inject
        return hw

    boards.load = load_and_wrap
    ok = False
    try:
        with open("code.py") as f:
            source = f.read()
        code = compile(source, "code.py", "exec")
        source = None
        exec(code, {"__name__": "__main__"})
        print("FAIL code.py returned")
    except Done:
        ok = player.error is None
        if not ok:
            print("FAIL", player.error)
    except Exception as e:  # noqa: BLE001 (any exception is a failed run: MemoryError is the usual one)
        print("FAIL %s: %s" % (type(e).__name__, e))
        _traceback(e)
    if boot == 1:
        try:
            with open(nvm_path, "wb") as f:
                f.write(data)
        except OSError as e:
            print("FAIL cannot write the NVM file:", e)
            ok = False
    if peak is not None:
        print("PEAK", peak[0], peak[1])
        print("PEAKMODS", peak[2])
    if ok:
        print("OK")
    return 0 if ok else 1


def fill_names():
    """Give the game the interned names' table a board gives it. Every name a module uses (functions,
    attributes, globals, short strings) is interned once for good, in a table of pools on the heap, each new
    pool twice the size of the last: 20, 40, 80, 160, 320, 640 entries, 1280 (7 bytes an entry here). On a
    board the stand-ins' names (displayio, board, keypad ...) are in flash, so the game's own names, about
    1,000, open the pools of 20 to 640 (1,260 entries, ~8.8 KB). Here the harness's ~470 names already fill the
    first pools, and the game's would open pools of 640 and then 1,280: ~13 KB, the last ~9 KB of it in one
    block in the middle of the session. So names are interned here (in the harness's share) until the pool of
    640 is full, then one more opens the pool of 1,280 entries that the game's names go into: about what a
    board's pools cost it (~9.0 KB), counted as the game's (the runner takes it out of OVERHEAD).
    Returns (names interned, that pool's bytes); (n, 0) if the table was already past the pool of 640."""
    gc.collect()
    n = 0
    left = -1
    while n < 4000:
        name = "_n%d" % n
        before = gc.mem_alloc()
        hasattr(fill_names, name)  # interns the name
        grew = gc.mem_alloc() - before
        n += 1
        if left == 0:
            return n, grew  # this name opened the game's pool
        if left > 0:
            left -= 1
        elif grew > 6000:
            return n, 0  # a pool of 1,280 or more opened: the harness alone was past 1,260 names
        elif grew > 3000:
            left = 639  # this name opened the pool of 640 entries: fill the rest of it
    return n, 0


MARK = [0]
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
    print("MARK", name, gc.mem_alloc() - MARK[0])
    if BREAKDOWN[0]:
        print("LOADED", " ".join(k for k in sys.modules if hasattr(sys.modules[k], "__file__")))


def _hook_imports():
    """--breakdown: print each module's heap as it is first imported (a collection before and after):
    ``IMPORT name bytes children depth [load]`` (children: the bytes of the modules it imported meanwhile;
    depth 0 for an import no other import is running around; ``load`` while boards.load() runs)."""
    import builtins

    real = builtins.__import__
    stack = [0]

    def imp(name, globals=None, locals=None, fromlist=(), level=0):
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

    builtins.__import__ = imp
