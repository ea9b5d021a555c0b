"""How long each press takes on a PyBadge (estimate), for the whole device-fit session (prints; asserts nothing).

    python tests/bench/press_times.py [--board pybadge] [--seed 1] [--runs 2] [--cap 146] [--py] [--top 15]
                                      [--root DIR] [--fixed-slices]

It deploys the game as ``python -m sim.deploy DIR --board B`` writes it (.mpy; ``--py`` for source), and plays
the device-fit session (tests/cp/session.py: every mode, screen, level and settings page, and a power cycle
that resumes) through the real ``code.py`` under ``circuitpython-unix32-display``, in the board's heap areas
at ``--cap`` KB (146: about all a PyBadge's heap grows to, so collections cost what they cost there; docs/memory.md).
Each press is timed from the poll that delivered it to the end of its frame: the app, the view's update and
the board's feedback, the Python side (a board also spends time sending pixels, which no stand-in models; the
``--detail`` third figure below estimates it).
Each press's time is the fastest over ``--runs`` runs (the presses mostly line up; the machine's load does
not). Time is counted as the runner's ``now_us`` counts it (tests/cp/cp_board.py: the wall clock between
readings, never more than the process's CPU time + 1 ms, so another process's time slice is not the game's;
under heavy load a reading is thus resolved to ~1 ms here, ~140 ms on a PyBadge), and the pystones by CPU
time too. Times are PyBadge estimates: the time here x (pystones/s of the same binary, measured before and
after the runs) / 1,300 (a 120 MHz SAMD51's estimate, tests/bench/pystone.py). The game's clock runs in that
estimated PyBadge time during a frame (the runner's ``clock=K``), so its background work is timed as on a
board; ``--fixed-slices`` stops it in a frame and fixes the work at 15 units a frame, as the memory runs do.
The session steps the cursor along a move's path in consecutive frames (~30 presses a second); ``--gap N`` puts N
idle frames after each step (2: ~10 a second, a quick player's pace), so that quiet frames come between presses
(frames33: compare both).

It prints the ``--top`` slowest presses (screen -> screen, the button, what the session meant by it); a table
by transition (count, median, slowest) and one of the game screen's own presses by what they did; the frames
without a press while the computer thinks, ponders or rates your moves, and those in which its move lands;
the boot; issue 16's goals, each met or missed; the median and 95th percentile over all presses; and last
``pybadge presses: median A ms, p95 B ms, slowest C ms (FROM -> TO)``. The machine is shared: medians vary by
about +-30 % from run to run, single slow presses more. About a minute per run here.

With ``--detail`` it also prints a second, **board-adjusted** estimate after each measured one (the slowest
presses, issue 16's goals, and a line after the last: ``pybadge presses, board-adjusted: ...``), made from the
runner's own timings: the time in imports of each press and frame (``PD``/``FD``; a boot's ``BD``) counts at
1/IMPORT_RATIO (an import here looks each name up among the harness's ~5,000 interned names, on a board among
the game's ~1,200), and each of a press's own ``gc.collect()`` calls counts at GC_BOARD_MS (the game's heap alone)
in place of its time here (``PD``'s ``gcu=``: the bench's collections with the harness's heap cost what the whole
heap's graph makes them cost, and that moves with the game's layout: pause37); a ``(gc)`` frame, or a press whose
collection the game did not call, has one at GC_BOARD_MS in place of what one costs here mid-session (a press: that
collection's own time here, the runner collecting again right after it, ``gcx=``, pause58, and a frame's the
same way, FX's ``gcx=``, gcframes59; where none was timed, or one longer than the time outside the imports (a
stall of the host then: ``own_collection``), the median of the presses' own calls, ``gcu=``; ``GCT``, one at a
boot's end, where none: gc45), unless its time in imports is at
least that long: CircuitPython collects after loading each module (py/builtinimport.c), and that collection is
already counted with the import's time at 1/IMPORT_RATIO (gc45). With ``--detail`` a frame is ``(gc)`` also when the
game called ``gc.collect()`` in it (the runner gives the game a ``gc`` that counts them: tests/cp/cp_run.py
``CountedGC``), not only when its free bytes grew by 2 KB (a guest's opening collects, then its code fills the
room again: pause23's note). A frame's readings of the game's clock (FD's ``clk=``) count at CLK_BOARD_MS each in
place of the bench's where its work ran one chunk at most (a frame that worked to its due time ends there on a
board too), (its CLK line: the stand-ins of supervisor.ticks_ms() are Python here, ~0.9 ms of PyBadge
time a reading, a board's a C call), as the computer's wait's are (frames25; clock63). Both ratios were measured by
``tests/bench/import_gc_cost.py`` (docs/memory.md, bench22). The measured figure is the bench's; the adjusted one
is an estimate of what a board would take, no more.

With ``--super`` the session plays a Super-Ultimate game against the computer too, in a boot of its own (the board
restarts into it and back: heap32). That boot's presses, its frames while the computer thinks and the two restarts
(each the press to the reload plus the new boot to its first frame, board-adjusted by their imports) are judged
against issue 16's goals apart, after the Ultimate session's goals (which then leave that boot out), with a table of
its presses by transition and a line ``pybadge Super game presses: ...`` (superpress33; docs/super.md).

``--detail`` also prints a third, **board-adjusted with displayio** (stand25; the lists, the goals, a table by
transition and a line after the other two: ``pybadge presses, board-adjusted with displayio: ...``): the
board-adjusted time less the time the press spent inside the harness's Python stand-ins of displayio's Group,
TileGrid and display (tests/cp/cp_refresh.py counts and times every call), plus what C takes for those calls (each
kind timed in the same binary: ``DCT``) and the refresh a board makes inside ``display.refresh()`` (the dirty
areas found as C's TileGrid, Group and vectorio mark them; SPI at 24 MHz, the fill's cycles a pixel from the
source at 120 MHz: ``SPI_HZ`` ... ``SUB_US`` below). Frames without a press that refreshed but took less than the
listing's bound (``FY``) count in it too (from their measured time). docs/memory.md (stand25) says how each
constant was found and what is not modelled.
"""

import argparse
import os
import re
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import device_fit  # noqa: E402

FRAME_MS = 50  # a frame without a press is listed from this long on a PyBadge (estimate); the goal's bound

# issue 16's goals (PyBadge estimates): (what, the bound in ms); goal_figures finds the worst case of each
GOALS = (
    ("every press on the game screen (cursor, mark, B) and the computer's move appearing", 50),
    ("opening the pause menu", 150),
    ("from the pause menu back to the game", 150),
    ("every other screen change (replay and log included)", 300),
    ("boot to the title", 1500),
    ("the first game from the title", 500),
    ("no main-loop frame while the computer thinks or ponders", 50),
)


ALLOC = {}  # --detail: frames without a press by work: [frames, with a collection, bytes allocated in the others]
PRESS_ALLOC = {}  # --detail: the last run's game-screen presses by what they did: the bytes each one's frame allocated
CYCLE = [0] * 9  # --detail (bench34): whole frames, poll to poll (the runner's FQ): frames, bytes, with a collection, of
#                  quiet frames (no press, work, import or drawing), the other frames without a press, the presses
DETAILS = []  # --detail: the last run's slow frames, where their time went (details)
GC = " (gc)"  # the runner's mark on a press's doing or a frame's what: the heap was collected in that frame

# issue 16 (bench22, tests/bench/import_gc_cost.py, docs/memory.md): what the bench's imports and collections cost
# against a board's. An import here is IMPORT_RATIO times a board's (the harness's ~5,000 interned names against
# the game's ~1,200: a .mpy's every name is looked up in the dynamic pools, one by one, linearly); a collection
# here marks and sweeps the harness's heap too, where a board's collects the game's alone: GC_BOARD_MS.
IMPORT_RATIO = 6.6  # the game's modules' imports under circuitpython-unix32, all their time at 5,000 names / at
#                    1,200 (first imports 7.1, again after a drop 6.6: the lower one)
GC_BOARD_MS = 16.4  # one collection of the game's heap alone (146 KB, 90 KB live), PyBadge estimate
ADJUSTED = [[], [], 0, []]  # --detail: the board-adjusted us of each press and frame (parse's order), the run's
#                             GCT, of each boot (its imports only: how many collections a boot ran is not counted)
GC_BOARD_US = [0]  # GC_BOARD_MS as us here (set by main from the pystones)
MF_BOARD_MS = 4.6  # frames23: one gc.mem_free() (a walk of the heap's table) in a 146 KB heap, PyBadge estimate
#                    (25 us under circuitpython-unix32-display -X heapsize=146K, x184; the bench's heap: 70-200 us)
MF_BOARD_US = [0]  # MF_BOARD_MS as us here
CLK_BOARD_MS = 0.067  # frames25: one reading of the game's clock (uttt.ui.main.Clock, supervisor.ticks_ms() and
#                      boards.ticks_diff), PyBadge estimate: 4.6K instructions under circuitpython-unix32-display
#                      (valgrind), a pystone pass 53K, 1,300 a second; the bench's stand-ins take ~0.5 ms (its CLK line)
CLK = [0.0]  # --detail: the bench's reading of the game's clock, board ms (the run's CLK lines' median / 1,000)

# issue 16 (stand25): displayio as a board runs it (tests/cp/cp_refresh.py; docs/memory.md, "Issue 16: displayio on a
# board, ninth session (stand25)"). The stand-ins' Python (Group, TileGrid, the display: the runner's sa= us) is
# replaced by what C does for the same calls (n= by kind, each at the DCT proxy timed in the same binary), and the
# refresh a board makes in display.refresh() is added, from the dirty areas the runner found (r=), at:
SPI_HZ = 24000000  # the display's SPI clock: board.c asks 60 MHz; sercom.c's baud register is ceil(48 MHz / (2 x
#                    60 MHz)) - 1 = 0, so 48 MHz (GCLK1, peripheral_clk_config.h) / 2 = 24 MHz
SPI_PX_US = 16 * 1e6 / SPI_HZ  # 16-bit pixels (COLMOD 0x05), sent by DMA with the CPU waiting: 0.667 us a pixel
CPU_MHZ = 120.0  # the SAMD51's clock (peripheral_clk_config.h CONF_CPU_FREQUENCY)
TILE_PX_CYCLES = 180  # TileGrid.c fill_area, one pixel: 7 divisions/modulos, Bitmap get_pixel, Palette get_color
SHAPE_PX_CYCLES = 100  # VectorShape.c fill_area, one pixel: the shape's get_pixel, Palette get_color
MASKED_PX_CYCLES = 10  # a pixel an opaque layer above has set: the mask test only
VISIT_CYCLES = 70  # a layer looked at: get_refresh_areas, finish_refresh, each area's fill_area (overlap, casts)
SUB_US = 20.0  # each sub-rectangle of 256 pixels (512-byte buffer): memsets, CASET/RASET/RAMWR with their
#                transactions, starting the DMA, background tasks
KINDS = ("tile", "read", "set", "list", "new")  # cp_refresh.KINDS, the DCT proxies' names
DISPLAY = [[], [], [], [], {}]  # --detail: with displayio, each press, frame (F), boot (parse's order), the quicker
#                                 frames that refreshed (FY: (us, screen, what, last)), the run's DCT proxies
DISPLAY_PARTS = []  # --detail: (stand-ins' us, C's us, refresh us; here) of each press, parse's order
DISPLAY_FRAMES = []  # --detail: the frames without a press over the bound (F) and those that refreshed (FY), the
#                      last run's: (work, us measured here, us board-adjusted or measured (FY), its parts as above)
HERE_PER_BOARD_US = [0.0]  # a board us as us here (set by main from the pystones)
ULT = [[], [], []]  # --detail --super (ugame61): the Ultimate session's (every boot but the Super game's) game-screen
#                    frames [(us with displayio, screen, what, last, FD line, FX or FY line)] and game-screen presses
#                    [(us with displayio, from, to, button, doing, PD line, PX line)], the last run's, here; and
#                    (supermark62) the Super boot's game-screen presses, as the Ultimate's


def bench_collection(text, gct):
    """What one collection costs here in the session (us), for a press or frame whose collection the game did not
    call: the median of the game's own gc.collect() calls in the presses (PD's gcu=us/n, each call's mean), which
    land where the session's collections do (gc45: 570-2,800 us, median ~660-720, where GCT, one at a boot's end,
    is 430-455: the harness's graph costs more mid-session); the run's GCT where no press collected."""
    each = sorted(int(us) // int(n) for us, n in re.findall(r"^PD [^\n]*gcu=(\d+)/(\d+)", text, re.M) if int(n))
    if each:
        return median(each)
    return median(gct) if gct else 0


def press_collections(text):
    """[the us here of the collection the game did not call in each P line, 0 where none was timed] in parse's
    order: PD's ``gcx=`` (pause58: the runner collects again right after a (gc) press without a gc.collect() of the
    game's, outside its time; a collection's time here follows the whole heap's live graph and size at that moment,
    the harness's with the game's, py/gc.c's mark and sweep, so the same collection again costs what the press's
    did, where the run's median of the game's own calls, at other moments, was 250-400 us off for some presses)."""
    return [int(x or 0) for x in re.findall(r"^P \d+ .*$(?:\nPD [^\n]*gcx=(\d+))?", text, re.M)]


def frame_collections(text):
    """[the us here of the collection the game did not call in each F line, 0 where none was timed] in parse's
    order: FX's ``gcx=`` (gcframes59: as press_collections, for a frame without a press: the runner collects again
    right after a (gc) frame in which neither the game nor its clock called gc.collect(), outside its time)."""
    return [int(x or 0) for x in re.findall(r"^F \d+ .*$(?:\nFD [^\n]*)?(?:\nFX [^\n]*?gcx=(\d+))?", text, re.M)]


def frame_clocks(text):
    """[(the readings of the game's clock, the work's chunks) in each F line (FD's ``clk=``, ``chunks=``), (0, 0)
    where none is given] in parse's order."""
    return [(int(n or 0), int(c or 0)) for c, n in
            re.findall(r"^F \d+ .*$(?:\nFD [^\n]*chunks=(\d+)[^\n]*clk=(\d+))?", text, re.M)]


def clock_us(n, chunks=0):
    """clock63: what n readings of the game's clock take here (us) over a board's: each is the bench's CLK (its
    stand-ins of supervisor.ticks_ms() in Python, ~0.9 ms of PyBadge time by the pystone ratio) where a board's is
    CLK_BOARD_MS (a C call: 0.067 ms), as wait_adjusted prices a wait's; 0 before a run's CLK is known. None in a
    frame whose work ran two chunks or more (``chunks``): the game's clock, readings and all, ended its work at its
    due time, and a board's frame ends there too, having worked more (its time after the work is learnt the same
    way: Clock.end); taking them off would under-price it by n x 0.8 ms."""
    if chunks >= 2:
        return 0.0
    return n * max(0.0, CLK[0] - CLK_BOARD_MS) * 1000.0 * HERE_PER_BOARD_US[0]


def own_collection(us, imp_us, gcx, gc_us):
    """The us here to price a (gc) press's or frame's collection at: its own, timed again by the runner (gcx, 0:
    none), or gc_us (the run's figure) where there is none or where it is longer than the press or frame had
    outside its imports (us, imp_us): then its collection was an import's load's (held by the import's time,
    gc45) or the timing again met a stall of the host (gcframes59: 2.5-9.7 ms again for a frame of 1.1-1.7 ms
    with 0.2-0.3 outside its imports, under the load of six agents), and is not that press's or frame's."""
    return gcx if 0 < gcx <= us - imp_us else gc_us


def board_adjusted(us, imp_us, collected, gc_us, gc_board_us, ratio=IMPORT_RATIO, own=None, mf_board_us=0,
                   clk_us=0):
    """A time here (us) as a board would take it, by the measured ratios: the imports in it (imp_us) at 1/ratio
    of their time, and when the heap was collected in it (once, as the runner's ``(gc)`` says) a board's
    collection (gc_board_us) in place of the bench's (gc_us, the run's own ``GCT``). ``own``: the game clock's own
    gc calls in it, timed (us, collections, readings of the free bytes: FD's gcp=), each at a board's figure
    (gc_board_us, mf_board_us) in place of their time; a collection among them is the frame's. ``clk_us``: what
    its readings of the game's clock took here over a board's (clock63: clock_us). Never below 0."""
    out = us - imp_us * (1.0 - 1.0 / ratio) - clk_us
    if own and own[0]:
        out -= own[0] - own[1] * gc_board_us - own[2] * mf_board_us
        collected = collected and not own[1]
    # gc45: an import time of at least one bench collection holds the import's own (CircuitPython collects after
    # loading each module, py/builtinimport.c), already counted with the import at 1/ratio: not taken off again
    if collected and imp_us < gc_us:
        out -= max(0, gc_us - gc_board_us)
    return max(0, int(out))


# walks38 (docs/memory.md): the unix port takes each call frame over 11 words from the heap by a first-fit walk
# (bench35); a board runs it on its pystack. The runner's FD ``wk=bytes/work/ns80/ns144/ns208/failed/...``
# (tests/cp/cp_run.py, ``walk_probe``): the bytes of call frames the frame took and gave back, those of its work
# (Clock.work) among them, and a probe's walk (ns a call here) at the heap's layout after the frame and at its poll
# (details() keeps the cheaper of the two), for an 80-, a 144- and a 208-byte frame. A walk's cost is a step in the
# frame's size (it ends at the first hole the frame fits), and the frames' sizes differ by what runs (the mean, by
# callgrind's gc_free calls against the bytes, docs/memory.md: the computer's start 74 bytes, the search's units 150,
# the pondering's 183, the analysis's 204). The model: the bytes outside the work are WALK_FRAME_B-byte frames, each
# at the 144-byte probe's walk (calibrated on the computer's start in a fragmented heap, tests/bench/walk_cost.py);
# the work's bytes are WORK_FRAME_B frames of its kind, each at the probe's walk interpolated at that size between
# 144 and 208 bytes. The board-adjusted time less that is the ``less walks`` figure (an estimate, beside the
# board-adjusted one; it over-prices frames where the probe walks far, docs/memory.md).
WALK_FRAME_B = 96
WORK_FRAME_B = {"think": 150, "ponder": 183, "rate": 204}


def walk_us(walk, kind="", floor=False):
    """The us here that a frame's call frames spent in the heap's walks (FD's wk=: bytes, the work's bytes, ns80,
    ns144, ns208, failed; kind: the frame's work, think, ponder or rate). ``floor``: every walk at the 80-byte
    probe's (the smallest heap frame: a larger one walks at least as far), the frames counted as in the model."""
    if not walk or walk[0] <= 0:
        return 0.0
    work = min(max(0, walk[1]), walk[0])
    n144 = max(0, walk[3])
    if floor:
        n80 = max(0, walk[2])
        return ((walk[0] - work) * n80 / WALK_FRAME_B + work * n80 / WORK_FRAME_B.get(kind, WALK_FRAME_B)) / 1000.0
    m = WORK_FRAME_B.get(kind, WALK_FRAME_B)
    nw = n144 + (max(0, walk[4]) - n144) * min(1.0, max(0.0, (m - 144) / 64.0))
    return ((walk[0] - work) * n144 / WALK_FRAME_B + work * nw / m) / 1000.0


def display_parts(line, proxies, here_per_board_us):
    """(the time in the stand-ins, what C would take for their calls, the refresh a board would make), all us here,
    from a runner's ``sa=us n=.../... r=.../...`` (tests/cp/cp_refresh.py line) and the DCT proxies (ns here)."""
    if not line:
        return 0, 0.0, 0.0
    sa = int(re.search(r"sa=(\d+)", line).group(1))
    n = [int(v) for v in re.search(r"n=([\d/]+)", line).group(1).split("/")]
    r = [int(v) for v in re.search(r"r=([\d/]+)", line).group(1).split("/")]
    c = sum(k * proxies.get(name, 0) for k, name in zip(n, KINDS)) / 1000.0
    refreshes, areas, px, tpx, vpx, mpx, sub, visits = r
    cycles = tpx * TILE_PX_CYCLES + vpx * SHAPE_PX_CYCLES + mpx * MASKED_PX_CYCLES + visits * VISIT_CYCLES
    board_us = px * SPI_PX_US + cycles / CPU_MHZ + sub * SUB_US
    return sa, c, board_us * here_per_board_us


def with_display(us, parts):
    """A time (us here) with the stand-ins' Python replaced by C's estimate and the refresh added."""
    sa, c, refresh = parts
    return max(0, int(us - sa + c + refresh))


def display_lines(text):
    """([the PX line of each P line], [the FX of each F line], [the BX of each BOOT line]: '' where none), the FY
    frames [(us, screen, what, last, line)] and the DCT proxies {kind: ns here, the fastest of the boots}."""
    p = re.findall(r"^P \d+ .*$(?:\nPD [^\n]*)?(?:\nPP [^\n]*)?(?:\nPX ([^\n]*))?", text, re.M)
    f = re.findall(r"^F \d+ .*$(?:\nFD [^\n]*)?(?:\nFX ([^\n]*))?", text, re.M)
    b = re.findall(r"^BOOT \d+ .*$(?:\nBD [^\n]*)?(?:\nBX ([^\n]*))?", text, re.M)
    if re.search(r"^BOOTS ", text, re.M):  # (the boot's figure is its screen's own first frame, parse: its F line's
        # FX, the stand-ins' calls and the refresh since that frame's poll; the App's and the View's construction
        # before it, a few calls, are in neither)
        b = re.findall(r"^BOOTS \d+ .*$(?:\nBSD [^\n]*)?(?:\nF [^\n]*)?(?:\nFD [^\n]*)?(?:\nFX ([^\n]*))?", text, re.M)
    y = [(int(us), w, what, last, line) for us, w, what, last, line in
         re.findall(r"^FY (\d+) (\S+) (.+?) last=(.*?) (sa=\S+ n=\S+ r=\S+)$", text, re.M)]
    proxies = {}
    for line in re.findall(r"^DCT (.*)$", text, re.M):
        for k, v in re.findall(r"(\w+)=(\d+)", line):
            proxies[k] = min(int(v), proxies.get(k, int(v)))
    return p, f, b, y, proxies


def imports_in(text):
    """([us in imports of each P line], [of each F line], [the clock's own gc calls of each F line: (us,
    collections, readings)], [the game's own gc.collect() calls of each P line: (us, collections, 0)]) in parse's
    order, from a ``detail`` run's PD and FD lines (0 where there is none; PD's gcu= since pause37)."""
    p = [int(x or 0) for x in re.findall(r"^P \d+ .*$(?:\nPD imp=(\d+))?", text, re.M)]
    pg = [(int(x or 0), int(n or 0), 0) for x, n in
          re.findall(r"^P \d+ .*$(?:\nPD [^\n]*gcu=(\d+)/(\d+))?", text, re.M)]
    f = [int(x or 0) for x in re.findall(r"^F \d+ .*$(?:\nFD [^\n]*imp=(\d+))?", text, re.M)]
    g = [tuple(int(v or 0) for v in x) for x in
         re.findall(r"^F \d+ .*$(?:\nFD [^\n]*gcp=(\d+)/(\d+)/(\d+))?", text, re.M)]
    return p, f, g, pg


WAITS = []  # --detail: each wait's (board ms, mode, level, [WD's figures]) of the last run (frames25)
REFRESH_CLOCK = [False]  # --refresh-clock (superframes56)
RESTARTS = []  # heap32: each restart of the last run (us here): (the press to the reload, from, the next boot's
#                first frame from code.py's first line, its screen, and with --detail the press's and that boot's
#                time in imports: RD, BD; the next boot's number); CircuitPython's own reload is not in them
SUPER_BOOTS = set()  # superpress33: the boots (run_once's numbers) that play the Super-Ultimate game (after RELOAD super)


def wait_adjusted(ms, wd, scale, gc_us, gc_board_us=None, mf_board_us=None, ratio=IMPORT_RATIO):
    """A wait (board ms, the game's clock) as a board would take it, by bench22's model (frames25): its frames'
    imports at 1/ratio, the clock's own collections and readings of the heap at a board's figures, each other
    collection at a board's in place of the bench's (gc_us, us here), and each reading of the game's clock at
    CLK_BOARD_MS in place of the bench's (CLK). The work is a board's already (the game's clock); what the
    bench's overheads took is a board's work time, so the wait shortens by it.
    ``wd``: the runner's WD figures (cp_run's ``waited``); ``scale``: us here -> board ms."""
    gb = GC_BOARD_US[0] if gc_board_us is None else gc_board_us
    mb = MF_BOARD_US[0] if mf_board_us is None else mf_board_us
    saved = wd[10] * (1.0 - 1.0 / ratio) + wd[7] - wd[8] * gb - wd[9] * mb + wd[6] * max(0, gc_us - gb)
    reads = wd[17] * max(0.0, CLK[0] - CLK_BOARD_MS) if len(wd) > 17 else 0  # the game's clock, board ms
    return max(0.0, ms - saved * scale - reads)


def print_waits(waits, scale, gc_us):
    """--detail: the computer's wait by level, measured and board-adjusted, and where it went (frames25)."""
    levels = ("beginner", "easy", "medium", "hard")
    groups = {}
    for ms, mode, level, wd in waits:
        groups.setdefault((mode, level), []).append((ms, wd))
    print("\nwhere the computer's wait goes (--detail; the means a move, PyBadge estimates: the search's chunks by "
          "the game's clock, the rest by the frames' time here x the ratio), and the wait board-adjusted (bench22's "
          "model: imports / %.1f, the clock's collections and heap readings at a board's, each other collection at "
          "%.1f ms, each reading of the game's clock at %.3f ms in place of the bench's %.3f):"
          % (IMPORT_RATIO, GC_BOARD_MS, CLK_BOARD_MS, CLK[0]))
    print("| game, level | moves | wait mean / worst | board-adjusted mean / worst | frames | the search | frames "
          "that drew: count, ms | frames idle: count, ms | collections | heap readings | the save | units (moves "
          "short of the budget) |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for (mode, level), xs in sorted(groups.items()):
        n = float(len(xs))
        adj = [wait_adjusted(ms, wd, scale, gc_us) for ms, wd in xs]

        def mean(i, us=False):
            return sum(wd[i] for ms, wd in xs) / n * (scale if us else 1)

        short = sum(1 for ms, wd in xs if len(wd) > 15 and wd[14] < wd[15])
        print("| %s, %s | %d | %.0f / %.0f ms | %.0f / %.0f ms | %.1f | %.0f ms | %.1f, %.0f ms | %.1f, %.0f ms | "
              "%.1f | %.1f | %.0f ms | %.0f (%d) |" % (
                  mode, levels[level] if 0 <= level < 4 else level, len(xs), sum(ms for ms, wd in xs) / n,
                  max(ms for ms, wd in xs), sum(adj) / n, max(adj), mean(0), mean(2), mean(4), mean(5, True),
                  mean(12), mean(13, True), mean(6) + mean(8), mean(9), mean(11, True),
                  mean(14) if len(xs[0][1]) > 15 else 0, short))
    hard = groups.get(("bot", 3))
    if hard:  # issue 20, item 4: hard's wait on a PyBadge, worst <= 2 s and mean <= 1.5 s
        ms = [x[0] for x in hard]
        adj = [wait_adjusted(m, wd, scale, gc_us) for m, wd in hard]
        for how, xs in (("measured", ms), ("board-adjusted", adj)):
            mean = sum(xs) / len(xs)
            print("issue 20's wait (Ultimate, hard, %s): mean %.0f ms (goal <= 1500: %s), worst %.0f ms (goal <= 2000:"
                  " %s)" % (how, mean, "met" if mean <= 1500 else "MISSED", max(xs),
                            "met" if max(xs) <= 2000 else "MISSED"))


def parse(text):
    """([(us, from, to, button, doing)], [(us, screen, what, the last press's doing)], [(us, screen)],
    [(board ms, mode, level)], {kind: frames}) from one boot's output: the presses, the frames without a press
    over the runner's bound, the boot, the computer's waits from your move to its move on screen, and how many
    frames without a press ran each kind of background work."""
    presses = [(int(us), a, b, k, d) for us, a, b, k, d in
               re.findall(r"^P (\d+) (\S+) (\S+) (\S+) (.+)$", text, re.M)]
    frames = [(int(us), w, what, last) for us, w, what, last in
              re.findall(r"^F (\d+) (\S+) (.+?) last=(.*)$", text, re.M)]
    boots = [(int(us), w) for us, w in re.findall(r"^BOOT (\d+) (\S+)$", text, re.M)]
    screens = re.findall(r"^BOOTS (\d+) (\S+)$", text, re.M)
    if screens:  # superboot53: a boot's first frame is the game's name alone (uttt.ui.main.run): its figure here is
        boots = [(int(us), w) for us, w in screens]  # its screen's own first frame (the restarts' have both, RESTARTS)
    waits = [(int(ms), mode, int(level)) for ms, mode, level in re.findall(r"^W (\d+) (\S+) (\d+)$", text, re.M)]
    counts = {}
    for line in re.findall(r"^FRAMES (.*)$", text, re.M):
        for k, n in re.findall(r"(\w+)=(\d+)", line):
            counts[k] = counts.get(k, 0) + int(n)
    return presses, frames, boots, waits, counts


def details(text):
    """[(us, screen, what, {part: us})] from a ``detail`` run: each slow frame's ``F`` line with its ``FD`` line."""
    out = []
    for us, w, what, last, fd, gcx in re.findall(r"^F (\d+) (\S+) (.+?) last=(.*)\nFD (.*)$(?:\nFX [^\n]*?gcx=(\d+))?",
                                                text, re.M):
        parts = dict((k, int(v.split("/")[0])) for k, v in re.findall(r"(\w+)=(\S+)", fd)
                     if k not in ("new", "dirty", "gcp"))
        parts["new"] = (re.findall(r"new=(\S+)", fd) or ["-"])[0]  # the modules first imported in the frame
        parts["dirty"] = (re.findall(r"dirty=(\S+)", fd) or ["-"])[0]  # what the view drew after the tick
        parts["own"] = tuple(int(v) for v in (re.findall(r"gcp=(\d+)/(\d+)/(\d+)", fd) or [(0, 0, 0)])[0])
        parts["units"] = int(re.search(r"max=\d+/(\d+)", fd).group(1))
        wk = re.search(r"wk=(-?\d+)/(-?\d+)/(-?\d+)/(-?\d+)/(-?\d+)/(\d+)(?:/(-?\d+)/(-?\d+)/(-?\d+))?", fd)
        v = [int(x) for x in wk.groups() if x is not None] if wk else [0] * 6
        if len(v) == 9:  # (walks38: each probe, the cheaper of the frame's poll and its end)
            v = v[:2] + [min(v[2], v[6]), min(v[3], v[7]), min(v[4], v[8])] + v[5:6]
        parts["walk"] = tuple(v)
        parts["last"] = last
        parts["gcx"] = int(gcx or 0)  # (gcframes59: its collection timed again, FX's gcx=; 0: none)
        out.append((int(us), w, what, parts))
    return out


PARTS = []  # --parts: [(from, to, us, {part: us})] of each press of the last run (its PP lines)
SUPER_PARTS = []  # --parts --super: the same of the Super-Ultimate boot's presses alone (superpress38)
SUPER_DETAILS = []  # --detail --super: DETAILS of the Super-Ultimate boot's frames alone (superpress38)
# --parts: the runner's parts (tests/cp/cp_run.py, class Parts) in the table's columns; each less the parts inside it
PART_COLUMNS = (("imports", ("imp:",)), ("collections", ("gc",)), ("scene", ("view.build", "gamebuild.build")),
                ("sheets", ("view.sheet", "sheets.read")), ("sync", ("view.update",)), ("screen", ("app.open",)),
                ("drop", ("app.unload", "view.release")), ("rating", ("rating.",)), ("save", ("persist.save",)))


def press_parts(text):
    """[(from, to, us, {part: us}, collections)] from a ``parts`` run's P, PD and PP lines."""
    out = []
    for us, a, b, pp in re.findall(r"^P (\d+) (\S+) (\S+) .*\nPD [^\n]*\nPP (.*)$", text, re.M):
        d = dict((k, int(v)) for k, v in re.findall(r"(\S+)=(\d+)", pp))
        out.append((a, b, int(us), d, d.pop("gcn", 0)))
    return out


def fq_lines(text):
    """[frames, bytes, with a collection] x (quiet, other frames without a press, presses), summed over a run's FQ
    lines (one a boot): what whole frames allocated, poll to poll, the harness's parts included (bench34)."""
    out = [0] * 9
    for line in re.findall(r"^FQ (.*)$", text, re.M):
        for i, v in enumerate(re.findall(r"(-?\d+)", line)):
            out[i] += int(v)
    return out


def press_allocs(text):
    """{"BUTTON (doing)": [bytes, ...]} from a ``detail`` run's P and PD lines: the bytes each game-screen press's
    frame allocated (PD's alloc=; -1: the heap was collected in it)."""
    out = {}
    for code, doing, b in re.findall(r"^P \d+ game game (\S+) (.+?)(?: \(gc\))?\nPD imp=\d+ alloc=(-?\d+)", text,
                                     re.M):
        out.setdefault("%s (%s)" % (code, doing), []).append(int(b))
    return out


def column(d, prefixes):
    return sum(v for k, v in d.items() if any(k == p or p.endswith((":", ".")) and k.startswith(p) for p in prefixes))


def report_parts(rows, scale, gc_board_ms, top=4, least=100):
    """--parts: where the changes of screen's time goes, by transition (the mean of each part over its presses;
    PyBadge estimates, ms): measured, and board-adjusted (imports / IMPORT_RATIO, each collection GC_BOARD_MS)."""
    groups = {}
    for a, b, us, d, n in rows:
        if a != b:
            groups.setdefault("%s -> %s" % (a, b), []).append((us, d, n))
    names = [c[0] for c in PART_COLUMNS]
    print("\nwhere a change of screen's time goes (--parts; PyBadge estimates, ms, the mean over the presses of each "
          "transition; each part less the parts inside it; measured / board-adjusted where they differ: imports / "
          "%.1f, each collection %.1f ms):" % (IMPORT_RATIO, gc_board_ms))
    print("| press | count | total | " + " | ".join(names) + " | other | the slowest imports (measured) |")
    print("| --- " * (len(names) + 5) + "|")
    table = []
    for key, xs in groups.items():
        k = len(xs)
        total = sum(x[0] for x in xs) * scale / k
        cols = [sum(column(d, c[1]) for us, d, n in xs) * scale / k for c in PART_COLUMNS]
        gcn = sum(n for us, d, n in xs) / float(k)
        imp = cols[0]
        adj_total = total - imp * (1 - 1 / IMPORT_RATIO) - cols[1] + gcn * gc_board_ms
        mods = {}
        for us, d, n in xs:
            for name, v in d.items():
                if name.startswith("imp:"):
                    mods[name[4:]] = mods.get(name[4:], 0) + v * scale / k
        slow = ", ".join("%s %.0f" % (m.replace("uttt.ui.", ""), v)
                         for m, v in sorted(mods.items(), key=lambda x: -x[1])[:top])
        table.append((adj_total, "| %s | %d | %.0f / %.0f | %.0f / %.0f | %.0f / %.0f (%.1f) | %s | %.0f | %s |" % (
            key, k, total, adj_total, imp, imp / IMPORT_RATIO, cols[1], gcn * gc_board_ms, gcn,
            " | ".join("%.0f" % c for c in cols[2:]), total - sum(cols), slow or "-")))
    for adj, line in sorted(table, key=lambda x: -x[0]):
        if adj >= least:
            print(line)
    print("\nthe first imports of each such change (--parts; PyBadge estimates, measured ms, the mean; each less the "
          "imports inside it):")
    for key, xs in sorted(groups.items()):
        mods = {}
        for us, d, n in xs:
            for name, v in d.items():
                if name.startswith("imp:"):
                    mods[name[4:]] = mods.get(name[4:], 0) + v * scale / len(xs)
        if sum(mods.values()) >= 100:
            print("  %s: %s" % (key, ", ".join("%s %.0f" % (m.replace("uttt.ui.", ""), v)
                                               for m, v in sorted(mods.items(), key=lambda x: -x[1]) if v >= 5)))


RAW = [None]  # --raw: where run_once writes the runner's output (walks38)


def run_once(prep, cap, seed, frame_us, clock=0, detail=False, parts=False, gap=0):
    """One whole session (both boots) in frames mode: (presses, frames, boots) or raises with the reason.
    clock: the virtual clock's rate while the game computes (board ms per ms here x 1000; 0: it stands still
    and the computer's slices are fixed work units)."""
    flags = ("frames=%d" % frame_us,) + (("clock=%d" % clock,) if clock else ()) + (("detail",) if detail else ())
    flags += ("parts",) if parts else ()
    flags += ("gap=%d" % gap,) if gap else ()
    flags += ("rclock",) if detail and REFRESH_CLOCK[0] else ()
    ok, info = prep.session(cap, seed, flags)
    if RAW[0]:
        with open(RAW[0], "w") as f:
            f.write(info.get("out", ""))
    if not ok:
        raise RuntimeError("the session failed at %d KB: %s" % (cap, info["why"]))
    presses, frames, boots, waits, counts = [], [], [], [], {}
    gct = [int(x) for x in re.findall(r"^GCT (\d+)$", info["out"], re.M)]  # --detail: a collection here, each boot
    ADJUSTED[:] = [[], [], bench_collection(info["out"], gct), []]
    del WAITS[:]
    clk = [int(x) for x in re.findall(r"^CLK (\d+)$", info["out"], re.M)]  # --detail: 1,000 readings, board ms
    CLK[0] = median(clk) / 1000.0 if clk else 0.0
    DISPLAY[:] = [[], [], [], [], display_lines(info["out"])[4]]
    del DISPLAY_PARTS[:]
    del DISPLAY_FRAMES[:]
    if parts:
        PARTS[:] = press_parts(info["out"])
    if detail:
        DETAILS[:] = details(info["out"])
        ALLOC.clear()
        CYCLE[:] = fq_lines(info["out"])
        PRESS_ALLOC.clear()
        PRESS_ALLOC.update(press_allocs(info["out"]))
        for line in re.findall(r"^FA (.*)$", info["out"], re.M):
            what = line.split()[0]
            a = ALLOC.setdefault(what, [0, 0, 0, 0, 0, 0])
            for i, v in enumerate(re.findall(r"=(-?\d+)", line)):
                a[i] += int(v)
    del RESTARTS[:]
    SUPER_BOOTS.clear()
    texts = re.split(r"(?m)^(?=OVERHEAD )", info["out"])[1:]
    for i, text in enumerate(texts[:-1]):
        r = re.search(r"^R (\d+) (\S+) \S+$(?:\nRD imp=(\d+))?", text, re.M)
        nb = re.search(r"^BOOT (\d+) (\S+)$(?:\nBD imp=(\d+))?", texts[i + 1], re.M)
        ns = re.search(r"^BOOTS (\d+) (\S+)$(?:\nBSD imp=(\d+))?", texts[i + 1], re.M)
        bx = re.search(r"^BOOT \d+ .*$(?:\nBD [^\n]*)?\nBX ([^\n]*)", texts[i + 1], re.M)
        rel = re.search(r"^RELOAD (\S+)$", text, re.M)
        if rel and rel.group(1) == "super":  # the next boot plays the Super game (tests/cp/session.py's part)
            SUPER_BOOTS.add(i + 2)
        if r and nb and rel:
            RESTARTS.append((int(r.group(1)), r.group(2), int(nb.group(1)), nb.group(2), int(r.group(3) or 0),
                             int(nb.group(3) or 0), i + 2, int(ns.group(1)) if ns else 0,
                             int(ns.group(3) or 0) if ns else 0, ns.group(2) if ns else "",
                             bx.group(1) if bx else ""))
    del SUPER_PARTS[:]
    del SUPER_DETAILS[:]
    ULT[0][:] = []
    ULT[1][:] = []
    ULT[2][:] = []
    for boot, text in enumerate(texts, 1):
        p, f, b, w, c = parse(text)
        if parts and boot in SUPER_BOOTS:
            SUPER_PARTS.extend(press_parts(text))
        if detail and boot in SUPER_BOOTS:
            SUPER_DETAILS.extend(details(text))
        if detail and gct:  # the board-adjusted time of each press and frame, in parse's order
            pi, fi, gi, pg = imports_in(text)
            # pause37: a press's own gc.collect() calls at a board's figure each in place of their time here (PD's
            # gcu=); the run's GCT stands in only for a collection the game did not call (an allocation's)
            # pause58: a collection the game did not call at its own time here (PD's gcx=), the run's figure where
            # the runner timed none (a run's output before it)
            ADJUSTED[0] += [board_adjusted(x[0], i, x[4].endswith(GC), own_collection(x[0], i, gx, ADJUSTED[2]),
                                           GC_BOARD_US[0], own=g)
                            for x, i, g, gx in zip(p, pi, pg, press_collections(text))]
            # gcframes59: and a frame's the same way (FX's gcx=)
            ADJUSTED[1] += [board_adjusted(x[0], i, x[2].endswith(GC), own_collection(x[0], i, gx, ADJUSTED[2]),
                                           GC_BOARD_US[0], own=g,
                                           mf_board_us=MF_BOARD_US[0], clk_us=clock_us(*n))
                            for x, i, g, gx, n in zip(f, fi, gi, frame_collections(text), frame_clocks(text))]
            bi = [int(x or 0) for x in re.findall(r"^BOOT \d+ .*$(?:\nBD imp=(\d+))?", text, re.M)]
            if re.search(r"^BOOTS ", text, re.M):  # (the boot's figure is its screen's own first frame: parse)
                bi = [int(x or 0) for x in re.findall(r"^BOOTS \d+ .*$(?:\nBSD imp=(\d+))?", text, re.M)]
            ADJUSTED[3] += [board_adjusted(x[0], i, False, 0, 0) for x, i in zip(b, bi)]  # imports only
            if DISPLAY[4]:  # with displayio as a board runs it (stand25): from the adjusted figures just made
                dp, df, db, dy, _ = display_lines(text)
                k = HERE_PER_BOARD_US[0]
                parts = [display_parts(x, DISPLAY[4], k) for x in dp]
                DISPLAY_PARTS.extend(parts)
                DISPLAY[0] += [with_display(a, d) for a, d in zip(ADJUSTED[0][-len(p):] if p else [], parts)]
                DISPLAY[1] += [with_display(a, display_parts(x, DISPLAY[4], k))
                               for a, x in zip(ADJUSTED[1][-len(f):] if f else [], df)]
                DISPLAY_FRAMES.extend((x[2], x[0], a, display_parts(d, DISPLAY[4], k))
                                      for x, a, d in zip(f, ADJUSTED[1][-len(f):] if f else [], df))
                DISPLAY_FRAMES.extend((what, us, us, display_parts(x, DISPLAY[4], k)) for us, w, what, last, x in dy)
                DISPLAY[2] += [with_display(a, display_parts(x, DISPLAY[4], k))
                               for a, x in zip(ADJUSTED[3][-len(b):] if b else [], db)]
                DISPLAY[3] += [(with_display(us, display_parts(x, DISPLAY[4], k)), w, what, last, boot)
                               for us, w, what, last, x in dy]
                pd = re.findall(r"^P \d+ .*$(?:\nPD ([^\n]*))?", text, re.M)
                if boot in SUPER_BOOTS:  # supermark62: the Super boot's game-screen presses, with their parts' lines
                    ULT[2] += [(d,) + x[1:5] + (a, b) for x, d, a, b in zip(p, DISPLAY[0][-len(p):] if p else [],
                                                                           pd, dp) if x[1] == x[2] == "game"]
                if boot not in SUPER_BOOTS:  # ugame61: the Ultimate session's own, with their parts' lines
                    fd = re.findall(r"^F \d+ .*$(?:\nFD ([^\n]*))?", text, re.M)
                    ULT[0] += [(d, x[1], x[2], x[3], a, b) for x, d, a, b in zip(f, DISPLAY[1][-len(f):] if f else [],
                                                                                 fd, df) if x[1] == "game"]
                    ULT[0] += [(DISPLAY[3][-len(dy) + i][0], w, what, last, "", x)
                               for i, (us, w, what, last, x) in enumerate(dy) if w == "game"]
                    ULT[1] += [(d,) + x[1:5] + (a, b) for x, d, a, b in zip(p, DISPLAY[0][-len(p):] if p else [],
                                                                           pd, dp) if x[1] == x[2] == "game"]
        if detail:  # each wait's WD figures (frames25), in W's order
            wd = re.findall(r"^W \d+ \S+ \d+$(?:\nWD ([-\d ]+))?", text, re.M)
            WAITS.extend(x + ([int(v) for v in d.split()],) for x, d in zip(w, wd) if d)
        presses += [x + (boot,) for x in p]
        frames += [x + (boot,) for x in f]
        boots += [x + (boot,) for x in b]
        waits += w
        for k, n in c.items():
            counts[k] = counts.get(k, 0) + n
    return presses, frames, boots, waits, counts


def median(xs):
    xs = sorted(xs)
    n = len(xs)
    return (xs[n // 2] + xs[(n - 1) // 2]) / 2.0 if n else 0


def p95(xs):
    xs = sorted(xs)
    return xs[max(0, -(-95 * len(xs) // 100) - 1)] if xs else 0  # nearest rank


def goal_figures(presses, frames, boots, collections=True):
    """The worst figure (ms) and where, for each of GOALS: [(worst, where)] (None when nothing was seen);
    collections=False leaves out the presses and frames in which the heap was collected."""
    def worst(items):
        return max(items) if items else None

    if not collections:
        presses = [x for x in presses if not x[4].endswith(GC)]
        frames = [x for x in frames if not x[2].endswith(GC)]

    game = [(ms, "%s -> %s %s (%s)" % (a, b, k, d)) for ms, a, b, k, d, _ in presses if a == b == "game"]
    game += [(ms, "the computer's move (%s)" % what) for ms, w, what, last, _ in frames
             if w == "game" and what.startswith("move")]
    pause_open = [(ms, "game -> pause %s" % k) for ms, a, b, k, d, _ in presses if a == "game" and b == "pause"]
    pause_back = [(ms, "pause -> game %s (%s)" % (k, d)) for ms, a, b, k, d, _ in presses
                  if a == "pause" and b == "game"]
    other = [(ms, "%s -> %s %s (%s)" % (a, b, k, d)) for ms, a, b, k, d, _ in presses
             if a != b and (a, b) not in (("game", "pause"), ("pause", "game"))]
    boot = [(ms, "boot %d -> %s" % (n, w)) for ms, w, n in boots if n == 1]
    first = [(ms, "%s -> %s %s (%s)" % (a, b, k, d)) for ms, a, b, k, d, _ in presses
             if a == "title" and b == "game"][:1]
    busy = [(ms, "%s (%s)" % (w, what)) for ms, w, what, last, _ in frames
            if what.replace(GC, "").split()[-1:] in (["think"], ["ponder"])]
    return [worst(x) for x in (game, pause_open, pause_back, other, boot, first, busy)]


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--board", default="pybadge", choices=sorted(device_fit.BOARDS))
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--runs", type=int, default=2, help="session runs; each press's fastest counts (default 2)")
    p.add_argument("--cap", type=int, default=146, help="the heap in KB, as the board's areas (default 146)")
    p.add_argument("--py", action="store_true", help="deploy source instead of .mpy")
    p.add_argument("--keep-names", action="store_true",
                   help="deploy with the game's own names, as the source has them (sim.deploy --keep-names)")
    p.add_argument("--top", type=int, default=15, help="slowest presses listed (default 15)")
    p.add_argument("--root", default=device_fit.ROOT, help="the game to deploy (default: this repository)")
    p.add_argument("--fixed-slices", action="store_true",
                   help="the virtual clock stands still in a frame and the computer works 15 units a frame (as "
                        "the memory runs; before the time-sliced work, the only way)")
    p.add_argument("--detail", action="store_true",
                   help="a diagnostic: where each slow frame's time went (before the tick, the tick's own work "
                        "outside the background work, that work, the view after it), by cause")
    p.add_argument("--parts", action="store_true",
                   help="a diagnostic (implies --detail): where each change of screen's time goes, by part (each "
                        "first import, the collections, the scene, the sprite sheets, the sync, the screen, the "
                        "drop, the rating, the save); the wrappers add a little to every press")
    p.add_argument("--gap", type=int, default=0,
                   help="idle frames after each D-pad step of a move's path (default 0: the session steps the "
                        "cursor in consecutive frames, ~30 presses a second, so no quiet frame comes between; "
                        "2: ~10 a second, a quick player's pace)")
    p.add_argument("--refresh-clock", action="store_true",
                   help="with --detail: the game's clock runs for the refresh a board makes too (the model's time of "
                        "each display.refresh(), tests/cp/cp_refresh.py's rclock), so that the frame's time after "
                        "its work, which uttt.ui.main.Clock learns and leaves out of the next such frames' work, has "
                        "it, as on a board; without it the refresh is only added to the figures afterwards "
                        "(superframes56)")
    p.add_argument("--raw", default=None, help="write each run's runner output to RAW.N (N: the run; walks38)")
    p.add_argument("--super", action="store_true",
                   help="the session plays a Super-Ultimate game too (issue 21), in a heap of its own: the board "
                        "restarts into it and back (heap32); its presses and restarts are judged apart "
                        "(superpress33). It passes at the default 146 KB; --detail's timers take ~2.4 KB of the "
                        "game's heap (--cap 148 then), --parts' wrappers more (--cap 156; docs/super.md, "
                        "superpress33)")
    args = p.parse_args(argv)
    args.detail = args.detail or args.parts
    REFRESH_CLOCK[0] = args.refresh_clock
    try:
        os.nice(10)
    except OSError:
        pass
    work = tempfile.mkdtemp(prefix="press_times-")
    try:
        tools, why = device_fit.find_tools(os.path.join(work, "tools"))
        if tools is None:
            print("press_times: " + why)
            return 2
        variant = "py" if args.py else "mpy"
        prep = device_fit.Prepared(args.board, variant, work, args.root, tools, model="areas",
                                   names=not args.keep_names)
        if args.super:
            prep.extra = ("super",)
        if args.detail:  # the harness's room holds tests/cp/cp_refresh.py too (the game's areas are the same)
            prep.room = 65536
        before = device_fit.pystones(tools[0])
        GC_BOARD_US[0] = GC_BOARD_MS * 1000.0 * device_fit.PYBADGE_PYSTONES / before
        HERE_PER_BOARD_US[0] = device_fit.PYBADGE_PYSTONES / float(before)
        MF_BOARD_US[0] = MF_BOARD_MS * 1000.0 * device_fit.PYBADGE_PYSTONES / before
        frame_us = int(FRAME_MS * 1000 * device_fit.PYBADGE_PYSTONES / before * 0.8)  # a little under the bound
        # the game's clock runs in estimated PyBadge time during a frame, so its time slices are a board's
        clock = 0 if args.fixed_slices else int(1000 * before / device_fit.PYBADGE_PYSTONES)
        best = None
        restarts = None
        waits, counts = [], {}
        for run in range(max(1, args.runs)):
            RAW[0] = "%s.%d" % (args.raw, run + 1) if args.raw else None
            presses, frames, boots, w, c = run_once(prep, args.cap, args.seed, frame_us, clock, args.detail,
                                                         args.parts, args.gap)
            if args.detail and ADJUSTED[2]:  # the board-adjusted time rides along, last in each tuple
                presses = [x + (a,) for x, a in zip(presses, ADJUSTED[0])]
                frames = [x + (a,) for x, a in zip(frames, ADJUSTED[1])]
                boots = [x + (a,) for x, a in zip(boots, ADJUSTED[3])]
                if DISPLAY[4] and len(DISPLAY[0]) == len(presses):  # and with displayio (stand25), after it
                    presses = [x + (d,) for x, d in zip(presses, DISPLAY[0])]
                    frames = [x + (d,) for x, d in zip(frames, DISPLAY[1])]
                    boots = [x + (d,) for x, d in zip(boots, DISPLAY[2])]
            waits += w
            if restarts is None or len(restarts) != len(RESTARTS):  # each restart's fastest (press + boot)
                restarts = list(RESTARTS)
            else:
                restarts = [min(a, b, key=lambda x: x[0] + x[2]) for a, b in zip(restarts, RESTARTS)]
            if not counts or sum(c.values()) < sum(counts.values()):
                counts = c
            if best is None or len(best[0]) != len(presses):
                best = [presses, frames, boots]
                continue
            best[0] = [min(a, b) if a[1:6] == b[1:6] else a for a, b in zip(best[0], presses)]
            best[2] = [min(a, b) for a, b in zip(best[2], boots)] if len(boots) == len(best[2]) else best[2]
            # frames without a press: keep the run with the fewer slow ones (they do not line up one by one)
            if len(frames) < len(best[1]):
                best[1] = frames
        RESTARTS[:] = restarts or []
        rate = (before + device_fit.pystones(tools[0])) / 2.0
        try:  # issue 18: starting a sound cue, on the real synthio (tests/bench/cue_cost.py, its own pystones)
            import cue_cost

            ms, theme, cue = cue_cost.slowest(*cue_cost.measure())
            print("starting a sound cue (the slowest's median, %s %s, tests/bench/cue_cost.py): %.2f ms, goal "
                  "<= 2 ms: %s\n" % (theme, cue, ms, "met" if ms <= 2 else "MISSED"))
        except RuntimeError as e:
            print("starting a sound cue: not measured (%s)\n" % str(e).strip()[:200])
        adjusted = display = None
        if args.detail and best[0] and len(best[0][0]) > 7:  # with displayio (the quicker frames: the last run's)
            display = [[x[7:8] + x[1:6] for x in best[0]], [x[6:7] + x[1:5] for x in best[1]] + DISPLAY[3],
                       [x[4:5] + x[1:3] for x in best[2]]]
        if args.detail and best[0] and len(best[0][0]) > 6:
            adjusted = [[x[6:7] + x[1:6] for x in best[0]], [x[5:6] + x[1:5] for x in best[1]],
                        [x[3:4] + x[1:3] for x in best[2]]]
            best = [[x[:6] for x in best[0]], [x[:5] for x in best[1]], [x[:3] for x in best[2]]]
        report(args, variant, best, rate, waits, counts, adjusted, display)
        if args.detail:
            report_details(DETAILS, rate / device_fit.PYBADGE_PYSTONES / 1000.0)
            report_adjusted(DETAILS, rate / device_fit.PYBADGE_PYSTONES / 1000.0)
            if SUPER_DETAILS:
                print("\nthe Super-Ultimate game's boot alone (superpress38):")
                report_adjusted(SUPER_DETAILS, rate / device_fit.PYBADGE_PYSTONES / 1000.0)
            if SUPER_BOOTS:
                report_ultimate(rate / device_fit.PYBADGE_PYSTONES / 1000.0)
        if args.parts:
            report_parts(PARTS, rate / device_fit.PYBADGE_PYSTONES / 1000.0, GC_BOARD_MS)
            if SUPER_PARTS:
                print("\nthe Super-Ultimate game's boot alone (superpress38):")
                report_parts(SUPER_PARTS, rate / device_fit.PYBADGE_PYSTONES / 1000.0, GC_BOARD_MS, least=0)
        return 0
    except RuntimeError as e:
        print("press_times:", e)
        return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)


def scaled(best, scale):
    """(presses, frames, boots) of best with their times as PyBadge ms."""
    return ([(us * scale, a, b, k, d, n) for us, a, b, k, d, n in best[0]],
            [(us * scale, w, what, last, n) for us, w, what, last, n in best[1]],
            [(us * scale, w, n) for us, w, n in best[2]])


def print_slowest(presses, top, label):
    print("\nthe %d slowest presses (%s):" % (top, label))
    print("| # | ms | press (from -> to) | button | what it did | boot |")
    print("| --- | --- | --- | --- | --- | --- |")
    for i, (ms, a, b, k, d, n) in enumerate(sorted(presses, key=lambda x: -x[0])[:top], 1):
        print("| %d | %.0f | %s -> %s | %s | %s | %d |" % (i, ms, a, b, k, d, n))


def split(figures, boots, inside):
    """(presses, frames, boots) of figures (each item's boot number last) in the boots given (inside), or out."""
    return tuple([x for x in xs if (x[-1] in boots) == inside] for xs in figures)


def restart_adjusted(x):
    """(the press to the reload, the next boot to its first frame), us here, board-adjusted as a press and a boot
    are (bench22: their imports at 1/IMPORT_RATIO; the boot's collections are not counted, as a boot's), from a
    RESTARTS item."""
    return board_adjusted(x[0], x[4], False, 0, 0), board_adjusted(x[2], x[5], False, 0, 0)


def screen_line(x, scale, adjusted):
    """superboot53: where a restart's new boot showed the game's name first (uttt.ui.main.run), its screen's own
    first frame (the game or the title), from code.py's first line, measured and board-adjusted ('' if none)."""
    if len(x) < 11 or not x[7]:
        return ""
    shown = ""
    if adjusted and x[10] and DISPLAY[4]:  # the first frame with displayio (its refresh of the whole screen)
        shown = "; the new boot to it with displayio, board-adjusted %.0f ms" % (with_display(
            board_adjusted(x[2], x[5], False, 0, 0), display_parts(x[10], DISPLAY[4], HERE_PER_BOARD_US[0])) * scale)
    return "\n    (the first frame is the game's name alone%s; the new boot's %s, its own first frame: %.0f ms measured%s)" % (
        shown, x[9], x[7] * scale, ", board-adjusted %.0f ms" % (board_adjusted(x[7], x[8], False, 0, 0) * scale)
        if adjusted else "")


# superpress33: issue 16's goals as they apply to the Super-Ultimate game's boot (issue 21, item 7); its restarts in
# and out are screen changes (the title's row -> the game, Main menu -> the title): "every other screen change"
SUPER_GOALS = (GOALS[0], GOALS[1], GOALS[2], ("every other screen change in the Super game (result, log, ...)", 300),
               GOALS[6], ("the restart into the Super game (the title's row: the press to the reload + the boot)",
                          300), ("the restart back to the title (Main menu: the press to the reload + the boot)", 300))


def super_goal_figures(presses, frames, boots, restarts, collections=True):
    """The worst figure (ms) and where for each of SUPER_GOALS, from the Super boot's presses and frames and the
    restarts in and out ([(ms, where)] each)."""
    g = goal_figures(presses, frames, boots, collections)
    into = [x for x in restarts if x[1] == "into"]
    out = [x for x in restarts if x[1] == "out"]
    return [g[0], g[1], g[2], g[3], g[6], max(into) if into else None, max(out) if out else None]


def report_super(board, variant, measured, adjusted, display, sup, scale):
    """--super (superpress33): the Super-Ultimate game's boot on its own: issue 16's goals (measured, and with
    --detail board-adjusted and with displayio), the restarts itemised, its presses by transition and the game
    screen's by what they did, and a summary line."""
    boot = "+".join(str(n) for n in sorted(sup))
    runs = [("measured", measured, None)]
    if adjusted is not None:
        runs.append(("board-adjusted", adjusted, 0))
    if display is not None:
        runs.append(("board-adjusted with displayio", display, 0))
    print("\nthe Super-Ultimate game (boot %s: a heap of its own, the board restarting into it and out, heap32)"
          % boot)
    rows = []  # the restarts: (the press's ms, the boot's ms, measured / adjusted, into or out, where)
    for x in RESTARTS:
        if len(x) < 7:
            continue
        kind = "into" if x[6] in sup else "out" if x[6] - 1 in sup else None
        if kind is None:
            continue
        ra, ba = restart_adjusted(x)
        rows.append((kind, "%s -> %s" % (x[1], x[3]), x[0] * scale, x[2] * scale, ra * scale, ba * scale))
        print("  restart %s (%s): the press to the reload %.0f ms, the new boot to its first frame %.0f ms, measured"
              "%s (PyBadge estimates; CircuitPython's own reload on top)%s"
              % (kind, rows[-1][1], rows[-1][2], rows[-1][3], "; board-adjusted %.0f + %.0f = %.0f ms" % (
                  ra * scale, ba * scale, (ra + ba) * scale) if adjusted is not None else "", screen_line(x, scale,
                                                                                          adjusted is not None)))
    for label, (presses, frames, boots), adj in runs:
        restarts = [(r[2] + r[3] if adj is None else r[4] + r[5], r[0], "restart %s (%s)" % (r[0], r[1]))
                    for r in rows]
        figs = super_goal_figures(*split((presses, frames, boots), sup, True),
                                  restarts=[(ms, kind, where) for ms, kind, where in restarts])
        clean = super_goal_figures(*split((presses, frames, boots), sup, True),
                                   restarts=[(ms, kind, where) for ms, kind, where in restarts], collections=False)
        print("\nissue 16's goals in the Super-Ultimate game (PyBadge estimates, .%s, %s; %s: the heap was collected "
              "in that frame):" % (variant, label, GC.strip()))
        for (what, bound), fig, cl in zip(SUPER_GOALS, figs, clean):
            if fig is None:
                print("  %-86s <= %4d ms: nothing seen" % (what, bound))
                continue
            line = "  %-86s <= %4d ms: %s, worst %.0f ms (%s)" % (what, bound, "met" if fig[0] <= bound else
                                                                 "MISSED", fig[0], fig[-1])
            if cl is not None and cl[0] != fig[0]:
                line += "; without a collection %s, worst %.0f ms (%s)" % ("met" if cl[0] <= bound else "MISSED",
                                                                           cl[0], cl[-1])
            print(line)
    if display is not None and adjusted is not None:  # superthink61: which think frames and moves miss the goals
        dfr = split(display, sup, True)[1]            # with displayio (their details: the list of the frames over
        afr = split(adjusted, sup, True)[1]           # 50 ms board-adjusted, by the measured ms)
        mfr = split(measured, sup, True)[1]
        slow = [(d[0], a[0], m[0], d[1], d[2], d[3]) for d, a, m in zip(dfr, afr, mfr) if d[0] > FRAME_MS and
                (d[2].replace(GC, "").split()[-1:] in (["think"], ["ponder"]) or d[2].startswith("move"))]
        print("\nthe Super game's think, ponder and move frames over %d ms board-adjusted with displayio: with "
              "displayio / board-adjusted / measured ms, screen, work, the last press" % FRAME_MS)
        for x in sorted(slow, reverse=True):
            print("  %4.0f / %4.0f / %4.0f ms %-8s %-16s last=%s" % x)
    mine = split(measured, sup, True)[0]
    adj = split(adjusted, sup, True)[0] if adjusted is not None else None
    groups = {}
    for i, (ms, a, b, k, d, n) in enumerate(mine):
        key = ("%s -> %s" % (a, b)) if a != b else "game: %s (%s)" % (d, k) if a == "game" else "%s -> %s" % (a, b)
        groups.setdefault(key, []).append((ms, adj[i][0] if adj else None))
    print("\nthe Super-Ultimate game's presses by transition, and the game screen's by what they did (PyBadge "
          "estimates: measured%s):" % (" / board-adjusted" if adj else ""))
    print("| press | count | median | slowest |")
    print("| --- | --- | --- | --- |")
    for key, xs in sorted(groups.items(), key=lambda kv: -max(v[0] for v in kv[1])):
        if adj:
            print("| %s | %d | %.0f / %.0f ms | %.0f / %.0f ms |" % (
                key, len(xs), median([v[0] for v in xs]), median([v[1] for v in xs]), max(v[0] for v in xs),
                max(v[1] for v in xs)))
        else:
            print("| %s | %d | %.0f ms | %.0f ms |" % (key, len(xs), median([v[0] for v in xs]),
                                                     max(v[0] for v in xs)))
    for label, xs in (("", mine), (", board-adjusted", adj)):
        if xs:
            ms = [x[0] for x in xs]
            worst = max(xs)
            print("%s Super game presses%s: median %.0f ms, p95 %.0f ms, slowest %.0f ms (%s -> %s)"
                  % (board, label, median(ms), p95(ms), worst[0], worst[1], worst[2]))


def print_goals(presses, frames, boots, label):
    print("\nissue 16's goals (%s; %s: the heap was collected in that frame):" % (label, GC.strip()))
    for (what, bound), fig, clean in zip(GOALS, goal_figures(presses, frames, boots),
                                         goal_figures(presses, frames, boots, collections=False)):
        if fig is None:
            print("  %-86s <= %4d ms: nothing seen" % (what, bound))
            continue
        line = "  %-86s <= %4d ms: %s, worst %.0f ms (%s)" % (what, bound, "met" if fig[0] <= bound else "MISSED",
                                                             fig[0], fig[1])
        if clean is not None and clean != fig:
            line += "; without a collection %s, worst %.0f ms (%s)" % ("met" if clean[0] <= bound else "MISSED",
                                                                       clean[0], clean[1])
        print(line)


ADJUSTED_HOW = ("board-adjusted: the measured time less what the bench's imports and collections cost over a "
                "board's: each import's time / %.1f (the bench's ~5,000 interned names against the game's ~1,200, "
                "tests/bench/import_gc_cost.py; a module's load collects, py/builtinimport.c: that collection goes "
                "with it), and in a %s press or frame one collection at %.1f ms (the game's heap alone) in place of "
                "the bench's (each of the game's own gc.collect() calls at that figure in place of its time here, "
                "pause37; another collection in place of its own time here, timed again right after the press, "
                "pause58, or in a frame this run's median own call, with the harness's heap: %.0f ms, unless the "
                "imports' time holds it, gc45); a frame's readings of the game's clock at a board's 0.067 ms each, where "
                "it worked one chunk at most "
                "(clock63); a boot's "
                "imports only; an estimate of an estimate, docs/memory.md (bench22)")


def report(args, variant, best, rate, waits=(), counts=None, adjusted=None, display=None):
    scale = rate / device_fit.PYBADGE_PYSTONES / 1000.0  # us here -> ms on a PyBadge
    presses, frames, boots = scaled(best, scale)
    print("%s, .%s, seed %d, heap areas at %d KB; %d presses, fastest of %d runs; circuitpython-unix32-display "
          "%.0f pystones/s here, so a PyBadge time is the time here x %.1f (estimate)"
          % (args.board, variant, args.seed, args.cap, len(presses), args.runs, rate,
             rate / device_fit.PYBADGE_PYSTONES))
    if getattr(args, "refresh_clock", False) and args.detail:
        print("--refresh-clock: the game's clock ran for each refresh a board would make (the model's time), so the "
              "frames that draw and work learnt it as a board does (tests/cp/cp_refresh.py's rclock)")
    if getattr(args, "gap", 0):
        print("--gap %d: %d idle frames after each D-pad step of a move's path (the session's cursor steps %d frames "
              "apart, not in consecutive frames)" % (args.gap, args.gap, args.gap + 1))
    print_slowest(presses, args.top, "PyBadge estimate, measured")
    if adjusted is not None:
        adj = scaled(adjusted, scale)
        print_slowest(adj[0], args.top, "PyBadge estimate, board-adjusted")
    if display is not None:
        dis = scaled(display, scale)
        print_slowest(dis[0], args.top, "PyBadge estimate, board-adjusted with displayio")
    groups = {}
    for ms, a, b, k, d, n in presses:
        groups.setdefault("%s -> %s" % (a, b), []).append(ms)
    print("\nby transition (PyBadge estimate):")
    print("| press (from -> to) | count | median | slowest |")
    print("| --- | --- | --- | --- |")
    for key, ms in sorted(groups.items(), key=lambda x: -max(x[1])):
        print("| %s | %d | %.0f ms | %.0f ms |" % (key, len(ms), median(ms), max(ms)))
    ingame = {}
    for ms, a, b, k, d, n in presses:
        if a == b == "game":
            ingame.setdefault("%s (%s)" % (d, k), []).append(ms)
    moves = [ms for ms, w, what, last, n in frames if w == "game" and what.startswith("move")]
    if ingame or moves:
        print("\non the game screen, by what the press did (PyBadge estimate):")
        print("| press | count | median | slowest |")
        print("| --- | --- | --- | --- |")
        for key, ms in sorted(ingame.items(), key=lambda x: -max(x[1])):
            print("| %s | %d | %.0f ms | %.0f ms |" % (key, len(ms), median(ms), max(ms)))
    busy = {}
    for ms, w, what, last, n in frames:
        busy.setdefault("%s, %s" % (w, what if what != "-" else "nothing (after: %s)" % last), []).append(ms)
    print("\nframes without a press over %d ms (PyBadge estimate; the computer's move lands in a \"move\" frame):"
          % int(FRAME_MS * 0.8))
    if busy:
        print("| screen, what ran | count | median | slowest |")
        print("| --- | --- | --- | --- |")
        for key, ms in sorted(busy.items(), key=lambda x: -max(x[1])):
            print("| %s | %d | %.0f ms | %.0f ms |" % (key, len(ms), median(ms), max(ms)))
    else:
        print("  none")
    if counts:
        print("\nframes without a press, by the background work that ran (PyBadge estimate; %s: the heap was "
              "collected in it):" % GC.strip())
        print("| work | frames | over %d ms | of them with %s | slowest without %s |"
              % (FRAME_MS, GC.strip(), GC.strip()))
        print("| --- | --- | --- | --- | --- |")
        for kind in ("think", "ponder", "rate"):
            mine = [(ms, what) for ms, w, what, last, n in frames if what.replace(GC, "").split()[-1:] == [kind]]
            over = [x for x in mine if x[0] > FRAME_MS]
            clean = [ms for ms, what in mine if not what.endswith(GC)]
            print("| %s | %d | %d | %d | %s |" % (kind, counts.get(kind, 0), len(over),
                                                  sum(1 for ms, what in over if what.endswith(GC)),
                                                  "%.0f ms" % max(clean) if clean else "-"))
    if waits:
        levels = ("beginner", "easy", "medium", "hard")
        print("\nthe computer's wait, from the end of your move's frame to the end of the one its move lands in "
              "(the game's clock, so PyBadge estimates; it answers with its best so far after 2.5 s, in a "
              "Super-Ultimate game 2 s):")
        print("| game, level | moves | mean | worst |")
        print("| --- | --- | --- | --- |")
        groups = {}
        for ms, mode, level in waits:
            groups.setdefault((mode, level), []).append(ms)
        for (mode, level), ms in sorted(groups.items()):
            print("| %s, %s | %d | %.0f ms | %.0f ms |" % (mode, levels[level] if 0 <= level < 4 else level,
                                                           len(ms), sum(ms) / len(ms), max(ms)))
    if adjusted is not None and WAITS:
        print_waits(WAITS, scale, ADJUSTED[2])
    print("\nboot, from code.py's first line to the end of its screen's first frame (the title's, the game's; after a frame"
          " of the game's name alone, superboot53): " +
          ", ".join("boot %d (%s) %.0f ms" % (n, w, ms) for ms, w, n in boots))
    for x in RESTARTS:  # (each one's fastest over the runs; heap32: a Super-Ultimate game in a heap of its own)
        us, a, boot_us, b = x[:4]
        line = ("restart %s -> %s: the press to the reload %.0f ms, the next boot to its first frame %.0f ms: %.0f ms, "
                "and CircuitPython's own reload (PyBadge estimates, measured)"
                % (a, b, us * scale, boot_us * scale, (us + boot_us) * scale))
        if adjusted is not None:
            ra, ba = restart_adjusted(x)
            line += "; board-adjusted (imports only) %.0f + %.0f = %.0f ms" % (ra * scale, ba * scale,
                                                                            (ra + ba) * scale)
        print(line + screen_line(x, scale, adjusted is not None))
    if adjusted is not None:
        print("  board-adjusted (its imports only): " + ", ".join("boot %d (%s) %.0f ms" % (n, w, ms)
                                                              for ms, w, n in adj[2]))
    if display is not None:
        print("  board-adjusted with displayio (the first frame's, and what ran before it): " + ", ".join(
            "boot %d (%s) %.0f ms" % (n, w, ms) for ms, w, n in dis[2]))
    sup = SUPER_BOOTS if getattr(args, "super", False) else set()
    which = "; the Ultimate session: every boot but the Super game's (below)" if sup else ""
    print_goals(*split((presses, frames, boots), sup, False),
                label="PyBadge estimates, .%s, measured%s" % (variant, which))
    if adjusted is not None:
        print_goals(*split(adj, sup, False), label="PyBadge estimates, .%s, board-adjusted%s" % (variant, which))
        print("  (" + ADJUSTED_HOW % (IMPORT_RATIO, GC.strip(), GC_BOARD_MS, ADJUSTED[2] * scale) + ")")
    if display is not None:
        print_goals(*split(dis, sup, False),
                    label="PyBadge estimates, .%s, board-adjusted with displayio%s" % (variant, which))
        print("  (" + DISPLAY_HOW % (SPI_HZ / 1e6, TILE_PX_CYCLES, SHAPE_PX_CYCLES, MASKED_PX_CYCLES, CPU_MHZ,
                                     SUB_US) + ")")
        report_display(presses, adj[0], dis[0], scale)
    if sup:
        report_super(args.board, variant, (presses, frames, boots), adj if adjusted is not None else None,
                     dis if display is not None else None, sup, scale)
    ms = [x[0] for x in presses]
    print("\nall %d presses: median %.0f ms, p95 %.0f ms (PyBadge estimate)" % (len(ms), median(ms), p95(ms)))
    worst = max(presses)
    print("%s presses: median %.0f ms, p95 %.0f ms, slowest %.0f ms (%s -> %s)"
          % (args.board, median(ms), p95(ms), worst[0], worst[1], worst[2]))
    if adjusted is not None:
        ms = [x[0] for x in adj[0]]
        worst = max(adj[0])
        print("%s presses, board-adjusted: median %.0f ms, p95 %.0f ms, slowest %.0f ms (%s -> %s)"
              % (args.board, median(ms), p95(ms), worst[0], worst[1], worst[2]))
    if display is not None:
        ms = [x[0] for x in dis[0]]
        worst = max(dis[0])
        print("%s presses, board-adjusted with displayio: median %.0f ms, p95 %.0f ms, slowest %.0f ms (%s -> %s)"
              % (args.board, median(ms), p95(ms), worst[0], worst[1], worst[2]))


DISPLAY_HOW = ("board-adjusted with displayio: the board-adjusted time less the time inside the stand-ins' Python "
               "(Group, TileGrid, the display), plus what C takes for the same calls (each kind timed in this binary: "
               "a Bitmap's item store, a C property's read and write, a list's append and pop, a C object made) and "
               "the refresh a board makes in display.refresh(): the dirty areas as C marks them, %.0f MHz SPI at 16 "
               "bits a pixel, %d / %d / %d cycles a TileGrid / vectorio / masked pixel at %.0f MHz, %.0f us a "
               "256-pixel sub-rectangle; docs/memory.md (stand25)")


def report_display(presses, adjusted, display, scale):
    """--detail (stand25): by transition, where displayio's time goes (PyBadge estimates, ms, medians): the
    stand-ins' Python as measured, C's estimate for the same calls, the refresh; and the three figures."""
    if len(DISPLAY_PARTS) != len(presses):
        return
    here = scale  # us here -> PyBadge ms
    groups = {}
    for x, a, d, parts in zip(presses, adjusted, display, DISPLAY_PARTS):
        groups.setdefault("%s -> %s" % (x[1], x[2]), []).append((x[0], a[0], d[0], parts))
    print("\ndisplayio by transition (--detail; PyBadge estimates, medians, ms): the stand-ins' Python measured -> "
          "C's estimate for the same calls; the refresh a board makes; the press measured / board-adjusted / with "
          "displayio")
    px = DISPLAY[4].get("px", 0) / 1000.0 * scale * 1000  # one blit pixel, us here -> PyBadge us
    print("cross-check of the fill's cycles: one pixel of bitmaptools.blit (C: get_pixel, write_pixel) takes %.0f ns "
          "here, %.2f us of PyBadge time by the pystone ratio: %.0f cycles at %.0f MHz (TileGrid's %d, vectorio's %d "
          "are from the source)" % (DISPLAY[4].get("px", 0), px, px * CPU_MHZ, CPU_MHZ, TILE_PX_CYCLES,
                                     SHAPE_PX_CYCLES))
    print("| press (from -> to) | count | stand-ins -> C | refresh | measured / adjusted / with displayio |")
    print("| --- | --- | --- | --- | --- |")
    rows = sorted(groups.items(), key=lambda kv: -median([v[2] for v in kv[1]]))
    for key, xs in rows:
        print("| %s | %d | %.0f -> %.1f | %.1f | %.0f / %.0f / %.0f |" % (
            key, len(xs), median([v[3][0] for v in xs]) * here, median([v[3][1] for v in xs]) * here,
            median([v[3][2] for v in xs]) * here, median([v[0] for v in xs]), median([v[1] for v in xs]),
            median([v[2] for v in xs])))
    # display50: the game screen's own presses and the computer's moves appearing (issue 16's 50 ms), their spread
    game = [(v[2], v[3][2] * here) for v in groups.get("game -> game", ())]
    moves = [(with_display(adj, parts) * scale, parts[2] * scale) for what, us, adj, parts in DISPLAY_FRAMES
             if what.startswith("move")]
    for label, xs in (("the game screen's presses", game), ("the computer's moves appearing", moves)):
        if xs:
            t = sorted(x[0] for x in xs)
            r = sorted(x[1] for x in xs)
            print("%s, with displayio (ms): %d, median %.0f, p90 %.0f, p95 %.0f, worst %.0f, over 50: %d; their refresh "
                  "median %.1f, p90 %.1f, p95 %.1f, worst %.1f" % (
                      label, len(t), median(t), t[int(0.9 * len(t))], p95(t), t[-1], sum(1 for x in t if x > 50),
                      median(r), r[int(0.9 * len(r))], p95(r), r[-1]))
    frames = {}
    for what, us, adj, parts in DISPLAY_FRAMES:
        kind = what.replace(GC, "").strip() or "-"
        frames.setdefault(kind.replace("move ", "move, ") if kind.startswith("move") else kind, []).append(
            (us, adj, with_display(adj, parts), parts))
    print("\nframes without a press, over %d ms measured or refreshing the display (--detail; the last run's; PyBadge "
          "estimates, ms): by the work that ran, how many refreshed, the median stand-ins -> C and refresh of those, "
          "and the slowest measured / board-adjusted / with displayio of all (the quicker frames count from their "
          "measured time)" % int(FRAME_MS * 0.8))
    print("| work | frames | refreshed | stand-ins -> C | refresh | slowest: measured / adjusted / with displayio |")
    print("| --- | --- | --- | --- | --- | --- |")
    for kind, xs in sorted(frames.items(), key=lambda kv: -len(kv[1])):
        drew = [v for v in xs if v[3][2] > 0] or [(0, 0, 0, (0, 0.0, 0.0))]
        print("| %s | %d | %d | %.1f -> %.1f | %.1f | %.0f / %.0f / %.0f |" % (
            kind, len(xs), sum(1 for v in xs if v[3][2] > 0), median([v[3][0] for v in drew]) * scale,
            median([v[3][1] for v in drew]) * scale, median([v[3][2] for v in drew]) * scale,
            max(v[0] for v in xs) * scale, max(v[1] for v in xs) * scale, max(v[2] for v in xs) * scale))


def cause(ms, what, d, scale):
    """The part that made a slow frame slow (PyBadge ms): a collection during the work, a collection elsewhere,
    a chunk of work over 15 ms, else the longest part: the tick outside the work (set-ups, imports, a move
    played), before the tick, the view. ``d``: the FD line's parts (us here; the work and its slowest chunk in
    board ms by the game's clock)."""
    parts = {"before the tick": d["pre"] * scale, "the tick outside the work": d["tick"] * scale - d["work"],
             "the work": d["work"], "after the tick (view)": d["post"] * scale}
    if d["gcw"]:
        return "a collection during the work"
    if what.endswith(GC):
        return "a collection outside the work (%s)" % max(parts, key=parts.get)
    if d["max"] > 15:
        return "a chunk over 15 ms"
    return max(parts, key=parts.get)


def report_details(rows, scale):
    """--detail: the slow frames by work and cause, with the median of each part (PyBadge estimates)."""
    print("\nframes without a press by work (--detail): frames, with a collection, bytes allocated a frame in the "
          "others (the heap's free bytes from after the poll to the frame's end): in "
          "all, by the work, by the tick outside the work, by hw.update() (the board's stand-ins)")
    for what, (n, c, b, w, t, u) in sorted(ALLOC.items()):
        k = max(1, n - c)
        print("  %-8s %6d frames, %4d with a collection (1 in %d), %5d bytes a frame (work %d, tick %d, board %d)"
              % (what, n, c, n // max(1, c), b // k, w // k, t // k, u // k))
    if CYCLE[0] or CYCLE[3] or CYCLE[6]:
        print("\nwhole frames, poll to poll (--detail, bench34; the last run's): bytes a frame, the game's and the "
              "harness's (whose frame allocates nothing in the game's heap: a quiet frame's bytes are the game's own, "
              "16 here: main.run's sleep float, a heap object here and not on a board)")
        for i, what in enumerate(("quiet frames (no press, work, import or drawing)", "other frames without a press",
                                  "presses")):
            n, b, c = CYCLE[3 * i:3 * i + 3]
            print("  %-50s %6d frames, %5d bytes a frame, %4d with a collection" % (what, n, b // max(1, n), c))
    if PRESS_ALLOC:
        print("\nthe game screen's presses by what they did (--detail; the last run's): the bytes a press's frame "
              "allocated (the heap's free bytes from after the poll to the frame's end): "
              "presses, with a collection, median and most of the others")
        for k, xs in sorted(PRESS_ALLOC.items(), key=lambda kv: -len(kv[1])):
            ok = sorted(x for x in xs if x >= 0) or [0]
            print("  %-24s %4d presses, %3d with a collection, %5d bytes (most %d)" % (
                k, len(xs), len(xs) - len([x for x in xs if x >= 0]), median(ok), ok[-1]))
    groups = {}
    for us, w, what, d in rows:
        ms = us * scale
        if ms <= FRAME_MS:
            continue
        kind = what.replace(GC, "").strip() or "-"
        groups.setdefault((kind, cause(ms, what, d, scale)), []).append((ms, d))
    print("\nslow frames (over %d ms) by work and cause (--detail; PyBadge estimates; medians of the parts: "
          "before the tick / the tick outside the work (of it the save) / the work / the slowest chunk (its units) / "
          "after)" % FRAME_MS)
    print("\nthe 20 slowest without a collection: ms, screen, work, the last press, parts as below")
    clean = sorted([x for x in rows if not x[2].endswith(GC) and not x[3]["gcw"]], key=lambda x: -x[0])[:20]
    for us, w, what, d in clean:
        print("  %4.0f ms %-8s %-12s last=%-14s %.0f / %.0f (save %.0f, imports %.0f) / %d / %d (%d) / %.0f" % (
            us * scale, w, what, d["last"], d["pre"] * scale, d["tick"] * scale - d["work"], d["save"] * scale,
            d.get("imp", 0) * scale, d["work"], d["max"], d["units"], d["post"] * scale))
    print("| work | cause | frames | median | slowest | parts |")
    print("| --- | --- | --- | --- | --- | --- |")
    for (kind, why), xs in sorted(groups.items(), key=lambda x: (x[0][0], -len(x[1]))):
        ms = [x[0] for x in xs]
        med = dict((k, median([x[1].get(k, 0) for x in xs]) * (scale if k in ("pre", "post", "save") else 1))
                   for k in ("work", "max", "units", "pre", "post", "save"))
        med["tick"] = median([x[1]["tick"] * scale - x[1]["work"] for x in xs])
        print("| %s | %s | %d | %.0f ms | %.0f ms | %.0f / %.0f (save %.0f) / %.0f / %.0f (%d) / %.0f |" % (
            kind, why, len(xs), median(ms), max(ms), med["pre"], med["tick"], med["save"], med["work"],
            med["max"], med["units"], med["post"]))


def frame_adjusted(us, d, collected, gc_us):
    """board_adjusted for a listed frame (us here) by its parsed parts ``d``: its imports, its game clock's own gc
    calls (gcp=) and its clock readings (clk=, chunks=) at a board's figures; a collection in it priced at gc_us."""
    return board_adjusted(us, d.get("imp", 0), collected, gc_us, GC_BOARD_US[0], own=d["own"],
                          mf_board_us=MF_BOARD_US[0], clk_us=clock_us(d.get("clk", 0), d.get("chunks", 0)))


def report_adjusted(rows, scale):
    """--detail: the frames without a press that are still over FRAME_MS board-adjusted (each frame's imports at
    1/IMPORT_RATIO, a collection in it at GC_BOARD_MS), by work and cause, and the 20 slowest of them with their
    parts (the tick's less its imports' board-adjusted saving)."""
    if not ADJUSTED[2]:
        return
    out = []
    for us, w, what, d in rows:
        gc_us = own_collection(us, d.get("imp", 0), d["gcx"], ADJUSTED[2])
        ms = frame_adjusted(us, d, what.endswith(GC), gc_us) * scale
        if ms > FRAME_MS:
            out.append((ms, us * scale, w, what, d))
    walks_table(out, scale, rows)
    print("\nframes without a press over %d ms board-adjusted, by work and cause (--detail; cause and parts as "
          "measured, the tick's without the imports' board-adjusted saving)" % FRAME_MS)
    groups = {}
    for ms, measured, w, what, d in out:
        kind = what.replace(GC, "").strip() or "-"
        groups.setdefault((kind, cause(measured, what, d, scale)), []).append(ms)
    print("| work | cause | frames | median | slowest |")
    print("| --- | --- | --- | --- | --- |")
    for (kind, why), ms in sorted(groups.items(), key=lambda x: (x[0][0], -len(x[1]))):
        print("| %s | %s | %d | %.0f ms | %.0f ms |" % (kind, why, len(ms), median(ms), max(ms)))
    print("\nthe frames over %d ms board-adjusted while the computer thinks, ponders or rates, and the 20 slowest of "
          "the others: ms (measured), screen, work, the last press, before / tick (save, imports measured -> "
          "board-adjusted) / work / slowest chunk (units) / after (view), all measured; the modules first imported; "
          "what the view drew"
          % FRAME_MS)
    busy = [x for x in out if x[3].replace(GC, "").split()[-1:] in (["think"], ["ponder"], ["rate"])]
    others = sorted([x for x in out if x not in busy], key=lambda x: -x[0])[:20]
    for row in sorted(busy, key=lambda x: -x[0]) + [None] + others:
        if row is None:
            print("  --")
            continue
        ms, measured, w, what, d = row
        imp = d.get("imp", 0) * scale
        wk = d.get("walk") or (0,) * 6
        print("  %4.0f ms (%4.0f) %-8s %-16s last=%-14s %.0f / %.0f (save %.0f, imports %.0f -> %.0f) / %d / %d (%d) "
              "/ %.0f %s %s gc:%s clk:%d walks:%d B (work %d) %d/%d/%d ns%s -> %.0f ms" % (
                  ms, measured, w, what, d["last"], d["pre"] * scale, d["tick"] * scale - d["work"], d["save"] * scale,
                  imp, imp / IMPORT_RATIO, d["work"], d["max"], d["units"], d["post"] * scale, d["new"], d["dirty"],
                  "/".join(map(str, d["own"])), d.get("clk", 0), wk[0], wk[1], wk[2], wk[3], wk[4],
                  " no room %d" % wk[5] if wk[5] else "",
                  less_walks(ms, d, scale, what)))


def ultimate_over(frames, presses, bound):
    """ugame61: the Ultimate session's game-screen frames over bound (us here, with displayio) while the computer
    thinks or ponders or in which a move landed (its move, a time-out's), and its game-screen presses over bound:
    (frames, presses), each slowest first (ULT's rows)."""
    def busy(what):
        return what.startswith("move") or what.replace(GC, "").split()[-1:] in (["think"], ["ponder"])

    return (sorted([x for x in frames if x[0] > bound and x[1] == "game" and busy(x[2])], key=lambda x: -x[0]),
            sorted([x for x in presses if x[0] > bound and x[1] == x[2] == "game"], key=lambda x: -x[0]))


def report_ultimate(scale):
    """--detail --super: the two Ultimate game-screen goals' frames and presses over FRAME_MS with displayio, each
    with the runner's lines (FD: its parts measured here; FX / FY / PX: the stand-ins' calls and the refresh;
    tests/cp/cp_run.py), the last run's; the Super boot's are left out (the tables above mix them in)."""
    frames, presses = ultimate_over(ULT[0], ULT[1], FRAME_MS / scale)
    print("\nthe Ultimate session alone (ugame61): its game-screen frames over %d ms board-adjusted with displayio "
          "while the computer thinks or ponders or a move lands (%d), and its game-screen presses over %d ms (%d); "
          "PyBadge ms, then the runner's lines" % (FRAME_MS, len(frames), FRAME_MS, len(presses)))
    for ms, w, what, last, fd, fx in frames:
        print("  %4.0f ms  %s %s last=%s\n      FD %s\n      FX %s" % (ms * scale, w, what.strip(), last, fd or "-",
                                                                  fx or "-"))
    list_presses(presses, scale)
    presses = ultimate_over([], ULT[2], FRAME_MS / scale)[1]
    print("\nthe Super game alone (supermark62): its game-screen presses over %d ms board-adjusted with displayio (%d "
          "of %d); PyBadge ms, then the runner's lines" % (FRAME_MS, len(presses), len(ULT[2])))
    list_presses(presses, scale)


def list_presses(presses, scale):
    """ULT's press rows, each in PyBadge ms with the runner's PD and PX lines."""
    for x in presses:
        print("  %4.0f ms  %s -> %s %s (%s)\n      PD %s\n      PX %s" % ((x[0] * scale,) + x[1:5] + (x[5] or "-",
                                                                                    x[6] or "-")))


def less_walks(ms, d, scale, what="", floor=False):
    """A frame's board-adjusted ms less its walks (walks38), never below 0; what: the frame's work (F's)."""
    return max(0.0, ms - walk_us(d.get("walk"), (what.replace(GC, "").split() or [""])[-1], floor) * scale)


def walks_table(out, scale, listed=()):
    """walks38: the frames over FRAME_MS board-adjusted while the computer thinks or ponders, priced as a board runs
    their call frames (less the unix port's walks, walk_us): how many stay over FRAME_MS, by cause, and the worst.
    First the check against tests/bench/start_cost.py: every listed frame (``listed``: the runner's F lines) in which
    the computer started alone (no chunk of work, no module first imported, no collection, the tick outside the work
    its largest part: settle_now's heap reading and ``Thinker(...)``, ``Ponder(...)`` or ``Ponder.reply``)."""
    starts = []
    for us, w, what, d in listed:
        kind = what.replace(GC, "").split()[-1:]
        if kind in (["think"], ["ponder"]) and not what.endswith(GC) and not d["chunks"] and d["new"] == "-" and \
                cause(us * scale, what, d, scale) == "the tick outside the work":
            ms = frame_adjusted(us, d, False, ADJUSTED[2]) * scale
            starts.append((ms, less_walks(ms, d, scale, what), (d["tick"] - d["work"] / scale) * scale,
                           walk_us(d.get("walk"), kind[0]) * scale, less_walks(ms, d, scale, what, True)))
    if starts:
        print("\nthe computer's start alone in a listed frame (walks38's check against start_cost.py's callgrind "
              "estimate of a board's start frame, ~20-32 ms: frames38): %d frames; board-adjusted min / median / max "
              "%.0f / %.0f / %.0f ms; less walks %.0f / %.0f / %.0f ms (floor: %.0f / %.0f / %.0f); the tick outside "
              "the work (measured) median %.0f ms, its walks median %.0f ms" % (
                  len(starts), min(x[0] for x in starts), median([x[0] for x in starts]), max(x[0] for x in starts),
                  min(x[1] for x in starts), median([x[1] for x in starts]), max(x[1] for x in starts),
                  min(x[4] for x in starts), median([x[4] for x in starts]), max(x[4] for x in starts),
                  median([x[2] for x in starts]), median([x[3] for x in starts])))
    rows = [x for x in out if x[3].replace(GC, "").split()[-1:] in (["think"], ["ponder"])]
    if not rows:
        return
    print("\nthe frames over %d ms board-adjusted while the computer thinks or ponders, less the unix port's heap walks "
          "for call frames (walks38: FD's wk=, walk_us's model; estimates): work, "
          "cause, frames over %d board-adjusted, of them still over %d less walks (and by the floor: every walk at the "
          "80-byte probe's), their median / worst board-adjusted, less walks and by the floor, the walked KB (median)"
          % (FRAME_MS, FRAME_MS, FRAME_MS))
    print("| work | cause | frames | still over (floor) | board-adjusted median / worst | less walks median / worst "
          "| floor median / worst | walked KB |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    groups = {}
    for ms, measured, w, what, d in rows:
        kind = what.replace(GC, "").strip().split()[-1]
        groups.setdefault((kind, cause(measured, what, d, scale)), []).append(
            (ms, less_walks(ms, d, scale, what), (d.get("walk") or (0,))[0] / 1024.0,
             less_walks(ms, d, scale, what, True)))
    for (kind, why), xs in sorted(groups.items(), key=lambda x: (x[0][0], -len(x[1]))):
        a = [x[0] for x in xs]
        b = [x[1] for x in xs]
        c = [x[3] for x in xs]
        print("| %s | %s | %d | %d (%d) | %.0f / %.0f | %.0f / %.0f | %.0f / %.0f | %.1f |" % (
            kind, why, len(xs), sum(1 for v in b if v > FRAME_MS), sum(1 for v in c if v > FRAME_MS), median(a),
            max(a), median(b), max(b), median(c), max(c), median([x[2] for x in xs])))
    worst = max(rows, key=lambda x: less_walks(x[0], x[4], scale, x[3]))
    floor = [less_walks(x[0], x[4], scale, x[3], True) for x in rows]
    print("pybadge think/ponder frames, board-adjusted less walks: %d of %d over %d ms, worst %.0f ms (%s, %s; "
          "board-adjusted %.0f; by the floor %d over, worst %.0f)"
          % (sum(1 for x in rows if less_walks(x[0], x[4], scale, x[3]) > FRAME_MS), len(rows), FRAME_MS,
             less_walks(worst[0], worst[4], scale, worst[3]), worst[2], worst[3], worst[0],
             sum(1 for v in floor if v > FRAME_MS), max(floor)))


if __name__ == "__main__":
    sys.exit(main())
