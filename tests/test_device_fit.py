"""The PyBadge goal, held by CI: the whole session of tests/bench/device_fit.py (every mode, screen, level
and settings page, and a power cycle that resumes from NVM) passes under CircuitPython's own 32-bit unix port
(circuitpython-unix32-display) in the heap a board would give it: the board's heap areas (an 8 KB first area,
each later one as large as the heap so far, no object spanning two: py/gc.c gc_try_add_heap) laid out with
fences, deployed as ``python -m sim.deploy --board pybadge`` writes it (.mpy), through the real code.py,
boards.load() on a stand-in PyBadge and the real view. A run also fails when the game drops a feature for lack
of memory (a ``degraded: ...`` line: the pondering, the rating, a sound, a save, a board part). And the cap is
real: with 48 KB the same session stops with MemoryError. The session's calls also fit a board's 2 KB pystack
(tests/cp/pystack.py counts each call's frame from the .mpy's prelude).

The tools come from $CIRCUITPYTHON_UNIX and $MPY_CROSS (.ci/run sets them from ../shared/tools); without them
these tests skip and say so. docs/memory.md explains the harness and where today's figures stand.
"""

import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "bench"))

import device_fit  # noqa: E402

# Issue 16's goal is 128 KB of heap areas (a PyBadge's heap grows to ~146 KB; room kept for the rest, such as
# the 4 KB flash cache while a PC writes to CIRCUITPY), and CI holds it: the whole session must pass in 128 KB.
# After the sixth session's merges the session passes from 127 KB (seeds 1-4: 124 125 127 126; with move16's
# frame steps 125 127 126 126; docs/memory.md). Until then CI held 126 KB, 2 KB under the goal, as a margin for
# the deploy folder's path, which moves a seed's figure by 1-3 KB; seed 1 then had ~0.2 KB left at 126 in some
# folders, so a 0.2 KB change failed CI while every seed stayed within the budget. CI now holds the budget itself.
# (Since the twenty-third session no path of the work folder reaches the interpreter's heap: the folder no longer
# moves a seed's figure.)
CAP_KB = 128
TOO_SMALL_KB = 48  # far below what the game's modules alone take
SEED = 1


def _prepared(tmp_path_factory, board):
    if not (os.environ.get("CIRCUITPYTHON_UNIX") and os.environ.get("MPY_CROSS")):
        pytest.skip("CIRCUITPYTHON_UNIX and MPY_CROSS are not set (.ci/run sets them when ../shared/tools exists)")
    work = str(tmp_path_factory.mktemp("device_fit"))
    tools, why = device_fit.find_tools(os.path.join(work, "tools"))
    if tools is None:
        pytest.skip(why)
    return device_fit.Prepared(board, "mpy", work, device_fit.ROOT, tools, model="areas")


@pytest.fixture(scope="module")
def pybadge(tmp_path_factory):
    return _prepared(tmp_path_factory, "pybadge")


def _tail(info):
    return "\n".join(line for line in info["out"].splitlines() if not line.startswith("P "))[-3000:]


def test_the_whole_session_fits_a_pybadge_heap(pybadge):
    ok, info = pybadge.session(CAP_KB, SEED)
    assert ok, "the session does not pass in %d KB of heap areas (resident at play %s bytes): %s\n%s" % (
        CAP_KB, info["marks"].get("1:play"), info["why"], _tail(info))


# heap32: a Super-Ultimate game is played in a heap of its own (the board restarts into it and back: docs/super.md).
# The session with one (device_fit.py --super) passed from 145 KB on heap32 alone (seeds 1-2: 145 145) and from 147
# (147 147) after the sixteenth session's merges (press32's tiles, superfe32's stats row and paged log): at the edge
# of the 144-149 KB a PyBadge's heap can reach (docs/memory.md), not within the 128 KB budget; from 145 (143 145) since
# superboot32 (the computer's frontier table kept across the menus over the game); from 142 (142 142) since
# superroom34 (no block made without need in the Super boot's cut heap; 148, 142 148, before); from 139 (139 139)
# since superpeak36 (Ultimate's rules dropped in the Super boot; its encoder too gave 138 138, but cost the Ultimate
# session 2 KB on seed 2, so uttt.store keeps it). From pytest's paths seed 1 fails at 138 and passes at 139, 140 and
# 141 (superroom34's: fails at 140 and 141, passes at 142-146), so CI held 141 on seed 1: the Super boot cannot grow
# unseen, with 2 KB of the cut's spread. Since superroom37 (a SuperGame's marks in arrays, the search's work area taken
# before its game copy) seed 1 fails at 136 and 137 and passes at 138, 139 and 140 from pytest's paths: CI held 140.
# With room37's settings kept once and superpress37's save (main after the twentieth session's merges) seed 1 fails
# at 134 and 135 and passes at 136, 137 and 138 from pytest's paths: CI held 138. Since superheap38 (code a Super game
# never runs at play out of its resident modules, the search's instance dict never grown in mid-search) seed 1 fails
# at 133 and 134 and passes at 135, 136 and 137 from pytest's paths (134, 135, 136 with superplay.walk in
# uttt.ui.superlog, whose import the replay's opening paid: superheap38 kept the replay's press): CI holds 137.
# superroom40 (the computer out of memory at its start no longer stops the board: seed 2 crashed at 132-134 on the
# Super boot alone) left seed 1 as it was: from pytest's paths it fails at 133 and 134 and passes at 135, 136 and 137.
# Since the twenty-third session the harness gives the interpreter only paths relative to the deployed folder
# (device_fit.Prepared.run_boot), so pytest's tmp folder, the bench's and a CI machine's give the same heap: seed 1
# passes from 135 there as in the bench (135, 135 135 with supercore41 and superbot41), and CI held 137.
# names42: the .mpy build renames the game's own names (sim.shorten), and the Super session passes from 127 (127 126):
# CI holds issue 21's budget, the same 128 KB as the other modes.
SUPER_CAP_KB = 128


def test_a_super_ultimate_game_restarts_into_a_heap_of_its_own(pybadge):
    pybadge.extra = ("super",)
    try:
        ok, info = pybadge.session(SUPER_CAP_KB, SEED)
    finally:
        pybadge.extra = ()
    assert ok, "the Super-Ultimate session does not pass in %d KB: %s\n%s" % (SUPER_CAP_KB, info["why"], _tail(info))
    assert info["restarts"] == 2 and "1:super" in info["marks"] and "1:super-result" in info["marks"]
    boots = info["out"].split("ZONE ")[1:]
    assert len(boots) == 4  # the title's boot, the Super boot, the title's again, the power cycle's
    names = [max(int(n) for n in __import__("re").findall(r"^NAMES (\d+) \d+$", b, __import__("re").M))
             for b in boots]
    # the Super game interns fewer names than the title's boot, up to its result (its Review's own, superreview45,
    # come after: the boot then ~10 more than the title's); every boot under the cliff
    game = max(int(n) for n in __import__("re").findall(r"^NAMES (\d+) \d+$", boots[1].split("MARK super-result")[0],
                                                         __import__("re").M))
    assert max(names) <= 620 and game < names[0], (names, game)


# touch44: the session's touch path (tests/cp/session.py: a tap on a menu row or the title bar of a box over the game,
# the enlarged board's cells, the panel's 9 mm buttons, the Review's and the replays' pages, a Super-Ultimate game's
# medium board) broke unseen on Dec 3 (53ffd72 took Layout.row_rect away; the harness then tapped outside Game over's
# box) because nothing in CI ran a touch board. One PyPortal session with the Super game (the board restarts into it
# and back), seed 1, in the PyPortal's 192 KB budget (it passes from 176 KB, seed 2 from 186: README's other boards): ~15 s.
TOUCH_CAP_KB = 192


# clue45: nor did anything in CI play a two-button board (the CLUE: NEXT and the right button, its Super cycle of
# clue44, tests/cp/session.py's pick_super_two). One CLUE session with the Super game, seed 1, in the CLUE's 160 KB
# budget (device_fit.py's table; it passes from 147 KB, seed 2 from 153: README's other boards, 2026-12-07): ~11 s.
TWO_CAP_KB = 160


@pytest.mark.parametrize("name,cap", [("pyportal", TOUCH_CAP_KB), ("clue", TWO_CAP_KB)])
def test_a_touch_or_two_button_board_plays_the_whole_session(name, cap, tmp_path_factory):
    # The board's whole session with the Super game at seed 1 in cap KB, restarting into that game and back.
    prep = _prepared(tmp_path_factory, name)
    prep.extra = ("super",)
    ok, info = prep.session(cap, SEED)
    assert ok, "the %s's session does not pass in %d KB: %s\n%s" % (name, cap, info["why"], _tail(info))
    assert info["restarts"] == 2, info["restarts"]  # into the Super game's boot and back
    assert {"1:play", "1:super", "1:super-result", "2:resume"} <= set(info["marks"]), info["marks"]


def test_every_name_the_game_makes_is_charged(pybadge, tmp_path):
    # The names model (tests/bench/board_names.py): every name interned while the game runs is one the model
    # charges as a board would, or one a board has in flash; and the game stays below the count at which a
    # board opens its next pool of names (620: the next pool, 640 entries, costs 3.8 KB at once; 1,260 before the
    # .mpy build renamed the game's own names, sim.shorten).
    import board_names

    out = pybadge.run_boot(pybadge.heap_for(CAP_KB), SEED, 1, str(tmp_path / "nvm.bin"),
                           pybadge.model_flags(CAP_KB) + ("namecheck",))
    assert "\nOK" in out, out[-2000:]
    assert board_names.missed(out, pybadge.known) == []
    count = max(int(n) for n in __import__("re").findall(r"^NAMES (\d+) \d+$", out, __import__("re").M))
    assert 300 < count <= 620, board_names.pools_text(count)


def test_the_cap_is_real(pybadge):
    # Out of memory either way: a MemoryError out of code.py, the app's own "Not enough memory" notice, or the
    # game's last resort (safe41: a MemoryError out of a frame before the boot's first press says so, code.py ends).
    ok, info = pybadge.session(TOO_SMALL_KB, SEED)
    why = info["why"]
    assert not ok and ("MemoryError" in why or "memory" in why or "code.py returned" in why and
                       "\nOut of memory: press reset\n" in info["out"]), why + "\n" + _tail(info)


def test_no_object_spans_two_areas(pybadge, tmp_path):
    # The runner's own check, once the areas are laid out: the largest area's usable bytes come in one piece,
    # one block more does not, though the areas together have far more free.
    out = pybadge.run_boot(pybadge.heap_for(CAP_KB), SEED, 1, str(tmp_path / "nvm.bin"),
                           pybadge.model_flags(CAP_KB) + ("zonecheck",))
    pools = device_fit.area_pools(CAP_KB * 1024)
    assert "\nOK" in out and "ZONECHECK largest %d " % max(pools) in out, out[-2000:]
    free = int(out.split("ZONECHECK largest %d free " % max(pools))[1].split()[0])
    assert free > max(pools) + 30000, out[-2000:]


def test_the_pystack_fits(pybadge):
    # The 2 KB pystack (CIRCUITPY_PYSTACK_SIZE), as tests/cp/pystack.py's shadow stack counts it over the session.
    peak, base, chain, unknown = pybadge.pystack(SEED)
    assert base < peak <= device_fit.PYSTACK, (peak, chain)
    assert "uttt.ui.main:run" in chain, chain  # the shadow stack saw the game's calls, not only its imports


def test_the_mpy_reader_finds_every_frame(tmp_path):
    tools, why = device_fit.find_tools(str(tmp_path / "tools"))
    if tools is None:
        pytest.skip(why)
    src = tmp_path / "m.py"
    src.write_text("class A:\n    def __init__(self, a, b):\n        x = [i for i in a]\n        self.x = x\n"
                   "    def update(self):\n        try:\n            return 1\n        except ValueError:\n"
                   "            return 2\n\ndef gen():\n    yield 1\n")
    import subprocess
    subprocess.run([tools[1], "-o", str(tmp_path / "m.mpy"), "-s", "m.py", str(src)], check=True)
    tree = device_fit.read_mpy((tmp_path / "m.mpy").read_bytes())
    assert [c["name"] for c in tree["children"]][1] == "gen" and tree["children"][1]["flags"] & 1
    cls = tree["children"][0]
    init, update = cls["children"]
    assert init["n_exc"] == 0 and update["n_exc"] == 1 and init["children"]  # the list comprehension
    assert device_fit._with_nested(init) > device_fit._frame(init)


def test_the_areas_grow_as_a_boards():
    # py/gc.c gc_try_add_heap: 8 KB first, then each area as large as the heap so far (compute_heap_size of
    # its blocks), until the outer heap's largest free block (tlsf_fit_size) is what is left.
    for cap_kb in (48, 128, 146):
        cap = cap_kb * 1024
        areas = device_fit.board_areas(cap)
        assert areas[0] == 8192
        assert sum(areas) + 4 * len(areas) <= cap
        blocks = 0
        for i, a in enumerate(areas[1:], 1):
            blocks += device_fit._pool_blocks(areas[i - 1], i == 1)
            assert a <= device_fit._heap_size_for(blocks), (cap_kb, areas)
        assert areas[1] == device_fit._heap_size_for(device_fit._pool_blocks(8192, True))
    assert [a // 1024 for a in device_fit.board_areas(128 * 1024)][:5] == [8, 7, 15, 31, 63]
    # an area's tables take ~3 % of it (2 + 1 + 1 bits per 16-byte block), as one contiguous heap's do
    pools = device_fit.area_pools(128 * 1024)
    assert 0.95 * 128 * 1024 < sum(pools) < 0.97 * 128 * 1024


def test_a_degraded_line_fails_a_run():
    ok = "OVERHEAD 1\nOK\n"
    assert device_fit.failure(ok) is None
    assert "no pondering" in device_fit.failure("degraded: no pondering: memory allocation failed\n" + ok)
    assert "not loaded" in device_fit.failure("degraded: uttt.ui.game not loaded: out of memory\n" + ok)
    assert "no OK line" in device_fit.failure("OVERHEAD 1\n")


def test_press_times_reads_the_runner_and_judges_the_goals():
    # tests/bench/press_times.py: the runner's frames-mode lines in, each goal's worst case out.
    import press_times

    text = ("OVERHEAD 0\nBOOT 40000 title\nP 1000 title game A row hotseat\nP 300 game game DOWN cursor\n"
            "P 2000 game pause START menu\nP 500 pause game A row resume\nP 9000 result replay LEFT replay\n"
            "F 3000 game move ponder last=mark\nF 2500 game think last=mark\nF 4000 result rate last=back\n"
            "P 3500 game game A mark (gc)\nF 7000 game think (gc) last=mark\nW 1800 bot 3\nW 900 classic 2\n"
            "FRAMES think=10 ponder=2 rate=5\nOK\n")
    presses, frames, boots, waits, counts = press_times.parse(text)
    assert presses[0] == (1000, "title", "game", "A", "row hotseat") and len(presses) == 6
    assert frames[0] == (3000, "game", "move ponder", "mark") and boots == [(40000, "title")]
    assert frames[3] == (7000, "game", "think (gc)", "mark") and presses[5][4] == "mark (gc)"
    assert waits == [(1800, "bot", 3), (900, "classic", 2)] and counts == {"think": 10, "ponder": 2, "rate": 5}
    tag = [p + (1,) for p in presses], [f + (1,) for f in frames], [b + (1,) for b in boots]
    worst = press_times.goal_figures(*tag)
    assert worst[0][0] == 3500 and "(gc)" in worst[0][1]  # a press with a collection is the worst ...
    assert worst[6][0] == 7000 and "(gc)" in worst[6][1]  # (and a frame while the computer thinks)
    clean = press_times.goal_figures(*tag, collections=False)
    assert clean[0][0] == 3000 and "computer's move" in clean[0][1]  # ... and without them: the move landing
    assert worst[1][0] == 2000 and worst[2][0] == 500  # the pause menu, and back
    assert worst[3][0] == 9000 and "replay" in worst[3][1]  # every other screen change
    assert worst[4][0] == 40000 and worst[5][0] == 1000  # the boot, the first game from the title
    assert clean[6][0] == 3000  # while the computer thinks or ponders (rating is not counted)
    assert press_times.p95(list(range(1, 101))) == 95 and press_times.median([1, 3, 2]) == 2


def test_the_refresh_clock_prices_a_refresh_as_press_times_does():
    # superframes56: press_times --refresh-clock runs the game's clock for each refresh by tests/cp/cp_refresh.py's
    # table (ns a pixel sent, a TileGrid / vectorio / masked pixel filled, a sub-rectangle, a layer visit), the same
    # model press_times adds to the figures (display_parts): the two must agree, and the flag must reach the runner.
    import re
    import press_times as P
    with open(os.path.join(HERE, "cp", "cp_refresh.py")) as f:
        src = f.read()
    table = re.search(r"^_RC_NS = \(([\d, ]+)\)", src, re.M)
    assert table and "rclock" in src
    ns = [int(v) for v in table.group(1).split(",")]
    want = [P.SPI_PX_US * 1000, P.TILE_PX_CYCLES / P.CPU_MHZ * 1000, P.SHAPE_PX_CYCLES / P.CPU_MHZ * 1000,
            P.MASKED_PX_CYCLES / P.CPU_MHZ * 1000, P.SUB_US * 1000, P.VISIT_CYCLES / P.CPU_MHZ * 1000]
    assert len(ns) == len(want) and all(abs(a - b) <= 1 for a, b in zip(ns, want)), (ns, want)
    # a refresh of 1,000 pixels sent, 3,000 / 200 / 50 TileGrid / vectorio / masked pixels, 4 sub-rectangles and 100
    # layer visits, as display_parts prices it (us), and as the table does (ns)
    sa, c, us = P.display_parts("sa=0 n=0/0/0/0/0 r=1/1/1000/3000/200/50/4/100", {}, 1.0)
    assert abs(us * 1000 - sum(k * v for k, v in zip(ns, (1000, 3000, 200, 50, 4, 100)))) < us  # (0.1 %: ns rounded)
    P.REFRESH_CLOCK[0] = True
    try:
        seen = []

        class Prep:
            def session(self, cap, seed, flags):
                seen.append(flags)
                return False, {"why": "stop"}

        with pytest.raises(RuntimeError):
            P.run_once(Prep(), 148, 1, 1000, 100, detail=True)
        assert "rclock" in seen[0]
    finally:
        P.REFRESH_CLOCK[0] = False


def test_press_times_board_adjusted_arithmetic():
    # tests/bench/press_times.py (bench22): the board-adjusted estimate on a small synthetic input.
    import press_times

    # 10,000 us, of it 6,000 in imports at a ratio of 3: 4,000 less; no collection
    assert press_times.board_adjusted(10000, 6000, False, 900, 100, ratio=3.0) == 6000
    # the same with a collection: the bench's 900 us replaced by a board's 100 (800 less), when the imports' time is
    # shorter than one collection here (600 us: their 400 less too)
    assert press_times.board_adjusted(10000, 600, True, 900, 100, ratio=3.0) == 8800
    # gc45: imports at least one collection long hold that collection (a module's load collects, counted with the
    # import at 1/ratio): not taken off a second time
    assert press_times.board_adjusted(10000, 6000, True, 900, 100, ratio=3.0) == 6000
    # gc45: the bench's collection for those the game did not call: the median of the presses' own calls (each
    # call's mean; PD's gcu=), the run's GCT where no press collected
    pd = "P 1 a b A x (gc)\nPD imp=0 alloc=-1 gcu=700/1\nPD imp=0 alloc=-1 gcu=1200/2\nPD imp=0 alloc=5 gcu=0/0\n"
    assert press_times.bench_collection(pd + "PD imp=0 alloc=-1 gcu=900/1\n", [400]) == 700
    assert press_times.bench_collection(pd, [400]) == 650
    assert press_times.bench_collection("PD imp=0 alloc=5 gcu=0/0\n", [400, 500, 450]) == 450
    # a board's collection dearer than the bench's takes nothing off; never below 0
    assert press_times.board_adjusted(1000, 0, True, 100, 300, ratio=3.0) == 1000
    assert press_times.board_adjusted(1000, 1000, True, 5000, 0, ratio=2.0) == 0
    # frames23: the game clock's own gc calls timed (3,000 us: one collection, two readings of the free bytes)
    # count at a board's figures (100 and 50 each: 200), and that collection is the frame's (no GCT taken off)
    assert press_times.board_adjusted(10000, 0, True, 900, 100, own=(3000, 1, 2), mf_board_us=50) == 7200
    # two readings only (300 us for 100): the frame's collection was another, the bench's GCT replaced
    assert press_times.board_adjusted(10000, 0, True, 900, 100, own=(300, 0, 2), mf_board_us=50) == 9000
    # the runner's detail lines: each P and F line's time in imports (0 without a PD or FD line), in parse's order
    text = ("P 1000 title game A row hotseat\nPD imp=700\nP 300 game game DOWN cursor\n"
            "F 3000 game think last=mark\nFD pre=1 tick=2 work=3 chunks=1 max=3/2 gcw=0 post=1 save=0 imp=250\n"
            "F 2500 game ponder (gc) last=mark\nFD pre=1 tick=2 work=0 chunks=0 max=0/0 gcw=1 post=1 save=0 imp=0 "
            "new=- dirty=- gcp=900/1/1\nP 50 game game B back\nPD imp=0\n")
    presses, frames = press_times.parse(text)[:2]
    assert press_times.imports_in(text) == ([700, 0, 0], [250, 0], [(0, 0, 0), (900, 1, 1)],
                                            [(0, 0, 0)] * 3)
    assert len(presses) == 3 and len(frames) == 2
    assert [d["own"] for us, w, what, d in press_times.details(text)] == [(0, 0, 0), (900, 1, 1)]
    # frames33: the bytes each game-screen press's frame allocated (PD's alloc=), by what it did; -1 with a
    # collection; other screens' presses are not counted
    text = ("P 1000 title game A row hotseat\nPD imp=700 alloc=9000\nP 300 game game DOWN cursor\nPD imp=0 alloc=1800\n"
            "PX sa=1 n=0/0/0/0/0 r=0/0/0/0/0/0/0/0\nP 400 game game A mark (gc)\nPD imp=0 alloc=-1\n"
            "P 200 game game DOWN cursor\nPD imp=0 alloc=1700\nP 350 game game A mark\nPD imp=5 alloc=2100\n")
    assert press_times.press_allocs(text) == {"DOWN (cursor)": [1800, 1700], "A (mark)": [-1, 2100]}
    assert press_times.imports_in(text)[0] == [700, 0, 0, 0, 5]


def test_press_times_a_press_s_own_collections_count_at_a_board_s_figure():
    # pause37: the bench's collection time moves with the whole heap's graph (the harness's and the game's: a
    # change of main's globals made every one ~0.2 ms dearer here, ~30 ms of a PyBadge's by the pystone ratio), so
    # a press's own gc.collect() calls (PD's gcu=: their time here, how many) count at a board's figure each, not
    # the run's one GCT; a press without them keeps GCT for a collection the game did not call
    import press_times

    text = ("P 9000 game pause START pause (gc)\nPD imp=3000 alloc=-1 gcu=2500/1\n"
            "P 9000 game pause START pause (gc)\nPD imp=3000 alloc=-1 gcu=4000/1\n"
            "P 7000 game game A mark (gc)\nPD imp=0 alloc=-1 gcu=0/0\nP 50 game game DOWN cursor\nPD imp=0\n")
    assert press_times.imports_in(text)[3] == [(2500, 1, 0), (4000, 1, 0), (0, 0, 0), (0, 0, 0)]
    got = [press_times.board_adjusted(us, 0, True, 3000, 100, own=g) for us, g in
           zip((9000, 9000, 7000), press_times.imports_in(text)[3])]
    # 9,000 less its own collection (2,500 or 4,000 here) plus a board's 100; the third press, an allocation's
    # collection (no call of its own): the run's GCT (3,000) for the board's 100
    assert got == [6600, 5100, 4100]
    # (the runner's timing of them under CircuitPython: test_the_press_runner_counts_the_game_s_own_collections)


def test_press_times_a_press_s_allocation_collection_at_its_own_time_here():
    # pause58: a collection here costs what the whole heap's live graph and size cost at that moment (450-840 us in
    # one run, the harness's objects with the game's), so a (gc) press whose collection the game did not call has its
    # own timed (the runner collects again right after the press, outside its time: PD's gcx=) and that replaces the
    # run's median of the game's own calls; a line without gcx= (an older run's) keeps the run's figure
    import press_times

    text = ("P 9000 game pause START menu (gc)\nPD imp=20 alloc=-1 gcu=0/0 gcx=5000\n"
            "P 7000 game pause START menu (gc)\nPD imp=0 alloc=-1 gcu=0/0\n"
            "P 400 game pause START menu\nPD imp=0 alloc=5456 gcu=0/0 gcx=0\n"
            "P 9000 pause game A row undo (gc)\nPD imp=6000 alloc=-1 gcu=0/0 gcx=900\n"
            "P 50 game game DOWN cursor\n")
    assert press_times.press_collections(text) == [5000, 0, 0, 900, 0]
    got = [press_times.board_adjusted(us, i, doing.endswith(press_times.GC), gx or 3000, 100, ratio=2.0, own=g)
           for (us, a, b, doing), i, g, gx in zip(
               [(9000, 0, 0, "menu (gc)"), (7000, 0, 0, "menu (gc)"), (400, 0, 0, "menu"), (9000, 0, 0, "undo (gc)"),
                (50, 0, 0, "cursor")],
               press_times.imports_in(text)[0], press_times.imports_in(text)[3], press_times.press_collections(text))]
    # 9,000 less its own 5,000 for a board's 100 (and 10 of its 20 us of imports); 7,000 less the run's 3,000 for
    # 100; no collection: as measured; imports longer than the collection hold it (gc45): only their half off
    assert got == [4090, 4100, 400, 6000, 50]


def test_press_times_a_frame_s_collection_at_its_own_time_here():
    # gcframes59: as pause58's presses, a (gc) frame without a press whose collection neither the game nor its clock
    # called has it timed again by the runner right after the frame (FX's gcx=, tests/cp/cp_refresh.py's put), and
    # that replaces the run's median in its board-adjusted figure; a frame without gcx= (no collection, the clock's
    # own: FD's gcp=, or an older run's output) keeps the run's figure
    import press_times

    text = ("F 9000 game think (gc) last=mark\nFD pre=1 tick=2 work=3 chunks=1 max=3/2 gcw=0 post=1 save=0 imp=20 "
            "gcp=0/0/0\nFX sa=1 n=0/0/0/0/0 r=0/0/0/0/0/0/0/0 gcx=5000\n"
            "F 7000 game ponder (gc) last=mark\nFD pre=1 tick=2 work=0 chunks=0 max=0/0 gcw=0 post=1 save=0 imp=0 "
            "gcp=0/0/0\nFX sa=1 n=0/0/0/0/0 r=0/0/0/0/0/0/0/0\n"
            "P 50 game game DOWN cursor\nPD imp=0 alloc=700 gcu=0/0 gcx=0\n"
            "F 8000 game think (gc) last=mark\nFD pre=1 tick=2 work=3 chunks=1 max=3/2 gcw=0 post=1 save=0 imp=0 "
            "gcp=2000/1/0\nFX sa=1 n=0/0/0/0/0 r=0/0/0/0/0/0/0/0\n"
            "F 400 game think last=mark\nFD pre=1 tick=2 work=3 chunks=1 max=3/2 gcw=0 post=1 save=0 imp=0 gcp=0/0/0\n"
            "F 6000 game - (gc) last=mark\nFX sa=1 n=0/0/0/0/0 r=0/0/0/0/0/0/0/0 gcx=900\n"
            "F 4000 game think (gc) last=mark\nFD pre=1 tick=2 work=3 chunks=1 max=3/2 gcw=0 post=1 save=0 imp=0 "
            "gcp=0/0/0\nFX sa=1 n=0/0/0/0/0 r=0/0/0/0/0/0/0/0 gcx=5000\n")
    assert press_times.frame_collections(text) == [5000, 0, 0, 0, 900, 5000]
    assert press_times.press_collections(text) == [0]  # (a press's gcx= is not a frame's)
    _, fi, gi, _ = press_times.imports_in(text)
    frames = press_times.parse(text)[1]
    got = [press_times.board_adjusted(x[0], i, x[2].endswith(press_times.GC),
                                      press_times.own_collection(x[0], i, gx, 3000), 100, ratio=2.0, own=g)
           for x, i, g, gx in zip(frames, fi, gi, press_times.frame_collections(text))]
    # 9,000 less its own 5,000 for a board's 100 (and 10 of its 20 us of imports); 7,000 less the run's 3,000 for
    # 100; the clock's own collection at the board's figure (gcp=); no collection: as measured; 6,000 less 900; a
    # collection timed again longer than the whole frame (a stall of the host then) is not its own: the run's 3,000
    assert got == [4090, 4100, 6100, 400, 5200, 1100]
    # the slow frames' table (details: an F line with its FD) reads the same figure
    assert [d["gcx"] for us, w, what, d in press_times.details(text)] == [5000, 0, 0, 0, 5000]
    # and a press's the same way (pause58's gcx=): the time outside its imports bounds it
    assert press_times.own_collection(9000, 6000, 900, 3000) == 900
    assert press_times.own_collection(1000, 600, 900, 3000) == 3000
    assert press_times.own_collection(1000, 0, 0, 3000) == 3000


def test_press_times_a_frame_s_clock_readings_count_at_a_board_s_figure():
    # clock63: a frame's readings of the game's clock (FD's clk=, the runner's count) cost the bench's CLK each (its
    # stand-ins of supervisor.ticks_ms() are Python, ~0.9 ms of PyBadge time) where a board's cost CLK_BOARD_MS (a C
    # call, 0.067 ms): the frame's board-adjusted figure takes the difference off, as a wait's (frames25) does
    import press_times

    text = ("F 9000 game think last=mark\nFD pre=1 tick=2 work=3 chunks=5 max=3/2 gcw=0 post=1 save=0 imp=0 "
            "gcp=0/0/0 clk=12 wk=-1/0/0/0/0/0\n"
            "F 3000 game think last=mark\nFD pre=1 tick=2 work=3 chunks=1 max=3/2 gcw=0 post=1 save=0 imp=0 "
            "gcp=0/0/0\n"
            "P 50 game game DOWN cursor\nPD imp=0\nF 2000 game - last=mark\n")
    assert press_times.frame_clocks(text) == [(12, 5), (0, 0), (0, 0)]  # (an older FD without clk=, none: 0)
    assert [d.get("clk", 0) for us, w, what, d in press_times.details(text)] == [12, 0]
    old = press_times.CLK[0], press_times.HERE_PER_BOARD_US[0]
    try:
        press_times.CLK[0] = 0.567   # the bench's reading: 0.5 ms of board time over a board's 0.067
        press_times.HERE_PER_BOARD_US[0] = 0.01  # a board us is 0.01 us here
        assert abs(press_times.clock_us(12) - 60.0) < 1e-9  # 12 x 500 board us = 60 us here
        assert press_times.clock_us(0) == 0
        assert abs(press_times.clock_us(12, 1) - 60.0) < 1e-9  # a frame of one chunk: its readings are extra time
        # two chunks or more: the game's clock, readings and all, ended the work at its due time, as a board's would
        assert press_times.clock_us(12, 5) == 0 and press_times.clock_us(12, 2) == 0
        # 9,000 us here less the readings' 60; with imports (600 at a ratio of 3: 400 less) as before
        assert press_times.board_adjusted(9000, 0, False, 900, 100, clk_us=press_times.clock_us(12)) == 8940
        assert press_times.board_adjusted(9000, 600, False, 900, 100, ratio=3.0, clk_us=60.0) == 8540
        assert press_times.board_adjusted(50, 0, False, 900, 100, clk_us=60.0) == 0  # never below 0
        press_times.CLK[0] = 0.05  # a bench reading cheaper than a board's (none measured yet: 0) takes nothing off
        assert press_times.clock_us(12) == 0
    finally:
        press_times.CLK[0], press_times.HERE_PER_BOARD_US[0] = old


def test_press_times_the_computer_s_wait_board_adjusted(capsys):
    # tests/bench/press_times.py (frames25): a wait's WD figures (the runner's) and its board-adjusted estimate.
    import press_times

    # [frames, us, work ms, worked, drew, drew us, other collections, own gc us, own collections, own readings,
    #  imports us, save us, idle frames, idle us, units, budget, chunks, readings of the game's clock]
    wd = [10, 0, 0, 0, 0, 0, 1, 300, 1, 2, 660, 0, 0, 0, 900, 1400, 0, 100]
    old = press_times.CLK[0]
    press_times.CLK[0] = 0.567  # the bench's reading of the game's clock: 0.5 ms over a board's 0.067
    try:
        # imports 660 us at 6.6: 560 less; the clock's gc 300 us for a board's 100 + 2 x 10: 180 less; another
        # collection, the bench's 500 us for a board's 100: 400 less; so 1,140 us x 0.01 = 11.4 ms; and 100
        # readings of the clock at 0.5 ms less: 50 ms
        got = press_times.wait_adjusted(1000, wd, 0.01, 500, gc_board_us=100, mf_board_us=10, ratio=6.6)
        assert abs(got - 938.6) < 1e-6, got
        assert press_times.wait_adjusted(10, wd, 0.01, 500, gc_board_us=100, mf_board_us=10) == 0  # never below 0
        press_times.GC_BOARD_US[0], press_times.MF_BOARD_US[0] = 100, 10
        waits = [(1000, "bot", 3, wd), (2400, "bot", 3, wd[:14] + [1400, 1400, 0, 100]), (300, "bot", 0, wd)]
        press_times.print_waits(waits, 0.01, 500)
    finally:
        press_times.CLK[0] = old
    out = capsys.readouterr().out
    assert "| bot, hard | 2 | 1700 / 2400 ms | 1639 / 2339 ms |" in out
    assert "| 1150 (1) |" in out  # the search's units, a mean, and the moves short of the budget
    assert "issue 20's wait (Ultimate, hard, measured): mean 1700 ms (goal <= 1500: MISSED), worst 2400" in out
    assert "issue 20's wait (Ultimate, hard, board-adjusted): mean 1639 ms" in out


def _report_input():
    """(args, best, adjusted, rate) for press_times.report: two presses, a frame and a boot, measured and adjusted;
    the rate makes a PyBadge ms of each us here, so the figures print as given."""
    import argparse

    import press_times

    args = argparse.Namespace(board="pybadge", seed=1, runs=1, top=2, cap=146)
    best = [[(3000, "game", "pause", "START", "menu", 1), (500, "game", "game", "A", "mark", 1)],
            [(2000, "game", "think (gc)", "mark", 1)], [(9000, "title", 1)]]
    adjusted = [[(1000, "game", "pause", "START", "menu", 1), (400, "game", "game", "A", "mark", 1)],
                [(600, "game", "think (gc)", "mark", 1)], [(4000, "title", 1)]]
    return args, best, adjusted, press_times.device_fit.PYBADGE_PYSTONES * 1000.0


def test_press_times_prints_the_board_adjusted_after_the_measured(capsys):
    # the measured figure first and its last line's format kept; the adjusted one in a line after it
    import press_times

    args, best, adjusted, rate = _report_input()
    press_times.report(args, "mpy", best, rate, adjusted=adjusted)
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[-2] == "pybadge presses: median 1750 ms, p95 3000 ms, slowest 3000 ms (game -> pause)"
    assert lines[-1] == "pybadge presses, board-adjusted: median 700 ms, p95 1000 ms, slowest 1000 ms (game -> pause)"
    out = "\n".join(lines)
    first = out.index("goals (PyBadge estimates, .mpy, measured")
    assert first < out.index("goals (PyBadge estimates, .mpy, board-adjusted")
    assert "opening the pause menu" in out and "worst 1000 ms (game -> pause START)" in out
    assert "board-adjusted (its imports only): boot 1 (title) 4000 ms" in out


def test_press_times_parts_by_transition(capsys):
    # tests/bench/press_times.py --parts (switch23): the runner's PP lines read back with their press, and the
    # table's arithmetic: each column the mean of its parts, the board-adjusted total with the imports at
    # 1/IMPORT_RATIO and each collection at the board's figure.
    import press_times

    text = ("P 1000 result replay LEFT replay\nPD imp=600\nPP gcn=2 imp:uttt.ui.replay=400 imp:uttt.ui.gameview=200 "
            "gc=100 view.build=50 gamebuild.build=30 view.sheet=20 sheets.read=40 view.update=60 app.open=10\n"
            "P 50 replay replay RIGHT step\nPD imp=0\nPP gcn=0 view.update=40\n"
            "P 800 result replay LEFT replay\nPD imp=400\nPP gcn=0 imp:uttt.ui.replay=400 view.update=100\n")
    rows = press_times.press_parts(text)
    assert rows[0][:3] == ("result", "replay", 1000) and rows[0][4] == 2 and rows[1][4] == 0
    assert rows[0][3]["imp:uttt.ui.gameview"] == 200 and "gcn" not in rows[0][3] and len(rows) == 3
    assert press_times.column(rows[0][3], ("imp:",)) == 600
    assert press_times.column(rows[0][3], ("view.build", "gamebuild.build")) == 80
    assert press_times.column(rows[0][3], ("view.sheet", "sheets.read")) == 60
    press_times.report_parts(rows, 1.0, 10.0)  # 1 ms a us: the figures as given; a board's collection 10 ms
    out = capsys.readouterr().out
    line = [x for x in out.splitlines() if x.startswith("| result -> replay |")][0].split(" | ")
    # the mean of two presses: 900 in all, imports 500 (a board's: 500 / 6.6 = 76), collections 50 (one on average:
    # a board's 10), so 900 - 500 + 76 - 50 + 10 = 436 board-adjusted
    assert line[1:5] == ["2", "900 / 436", "500 / 76", "50 / 10 (1.0)"]
    assert "replay -> replay" not in out  # a press that stays on its screen is not a change of screen
    assert "result -> replay: replay 400, gameview 100" in out


def test_press_times_with_displayio_arithmetic():
    # stand25: the runner's displayio figures (tests/cp/cp_refresh.py) read back, and the third estimate's arithmetic
    import press_times

    text = ("OVERHEAD 0\nBOOT 40000 title\nBD imp=100\nBX sa=900 n=1/2/3/4/5 r=1/1/20480/0/20480/0/128/10\n"
            "P 1000 title game A row hotseat\nPD imp=700\nPX sa=300 n=10/0/0/0/0 r=1/1/128/128/0/0/1/5\n"
            "P 300 game game DOWN cursor\nPD imp=0\n"
            "F 3000 game think last=mark\nFD pre=1 tick=2 work=3 chunks=1 max=3/2 gcw=0 post=1 save=0 imp=0\n"
            "FX sa=0 n=0/0/0/0/0 r=0/0/0/0/0/0/0/0\n"
            "FY 200 game move think last=row hotseat sa=50 n=0/0/2/0/0 r=1/2/64/32/16/16/2/8\n"
            "GCT 50\nDCT tile=40 read=30 set=35 list=120 new=600 px=9\nDCT tile=50 read=20 set=35 list=130 new=500\n")
    p, f, b, y, proxies = press_times.display_lines(text)
    assert p == ["sa=300 n=10/0/0/0/0 r=1/1/128/128/0/0/1/5", ""] and f == ["sa=0 n=0/0/0/0/0 r=0/0/0/0/0/0/0/0"]
    assert b == ["sa=900 n=1/2/3/4/5 r=1/1/20480/0/20480/0/128/10"]
    assert y == [(200, "game", "move think", "row hotseat", "sa=50 n=0/0/2/0/0 r=1/2/64/32/16/16/2/8")]
    assert proxies == {"tile": 40, "read": 20, "set": 35, "list": 120, "new": 500, "px": 9}  # the fastest of each
    # ten tile stores at 40 ns: 0.4 us of C for 300 us of Python; 128 pixels sent (85.3 us at 24 MHz), filled
    # from one TileGrid (128 x 180 cycles at 120 MHz: 192 us), one sub-rectangle (20 us), 5 layers looked at
    # (5 x 70 cycles: 2.9 us); a board us is 2 us here
    sa, c, refresh = press_times.display_parts(p[0], proxies, 2.0)
    assert sa == 300 and abs(c - 0.4) < 1e-9
    assert abs(refresh - 2.0 * (128 * 16 / 24.0 + 128 * 180 / 120.0 + 20 + 5 * 70 / 120.0)) < 1e-6
    assert press_times.with_display(1000, (sa, c, refresh)) == int(1000 - 300 + 0.4 + refresh)
    assert press_times.display_parts("", proxies, 2.0) == (0, 0.0, 0.0)  # a press without a PX line: unchanged
    assert press_times.with_display(100, (300, 0.0, 0.0)) == 0  # never below 0
    # a vectorio pixel and a masked one cost less than a TileGrid's
    both = press_times.display_parts("sa=0 n=0/0/0/0/0 r=1/1/0/0/120/120/0/0", proxies, 1.0)[2]
    assert abs(both - 120 * (100 + 10) / 120.0) < 1e-9


def test_press_times_prints_with_displayio_third(capsys):
    # the measured figure first and its line's format kept, the board-adjusted next, with displayio last
    import press_times

    args, best, adjusted, rate = _report_input()
    display = [[(1200, "game", "pause", "START", "menu", 1), (300, "game", "game", "A", "mark", 1)],
               [(700, "game", "think (gc)", "mark", 1), (60, "game", "move think", "mark", 1)], [(4100, "title", 1)]]
    del press_times.DISPLAY_PARTS[:]
    press_times.report(args, "mpy", best, rate, adjusted=adjusted, display=display)
    lines = capsys.readouterr().out.strip().splitlines()
    assert lines[-3] == "pybadge presses: median 1750 ms, p95 3000 ms, slowest 3000 ms (game -> pause)"
    assert lines[-2] == "pybadge presses, board-adjusted: median 700 ms, p95 1000 ms, slowest 1000 ms (game -> pause)"
    assert lines[-1] == ("pybadge presses, board-adjusted with displayio: median 750 ms, p95 1200 ms, slowest "
                         "1200 ms (game -> pause)")
    out = "\n".join(lines)
    assert out.index("measured):") < out.index("board-adjusted):") < out.index("board-adjusted with displayio):")
    goals = out[out.index("goals (PyBadge estimates, .mpy, board-adjusted with displayio"):]
    assert "worst 1200 ms (game -> pause START)" in goals and "worst 300 ms (game -> game A (mark))" in goals
    assert "worst 700 ms (game (think (gc)))" in goals  # the frames, a quicker one that refreshed among them


# the scene both harness checks draw: a background, a TileGrid of 9x9 tiles
SCENE = """
pal = displayio.Palette(3)
pal[1] = 0xFFFFFF
bmp = displayio.Bitmap(32, 8, 4)
root = displayio.Group()
root.append(vectorio.Rectangle(pixel_shader=pal, width=160, height=128, x=0, y=0, color_index=0))
tg = displayio.TileGrid(bmp, pixel_shader=pal, width=9, height=9, tile_width=8, tile_height=8, x=10, y=10)
root.append(tg)
"""

REFRESH_CHECK = """
import cp_display
disp = cp_display.install(160, 128)
before = [x[1] for x in cp_display.sizes()]
import cp_refresh as R
R.install(160, 128)
import displayio, vectorio
assert [x[1] for x in cp_display.sizes()] == before, "the stand-ins' heap moved"
""" + SCENE + """def step(name):
    disp.refresh()
    print(name, R.line())
    R.clear()
disp.root_group = root
step("full")
step("nothing")
tg[3] = 1
tg[12] = 2
step("tiles")
tg.x = 12
step("moved")
g = displayio.Group()
bar = vectorio.Rectangle(pixel_shader=pal, width=50, height=10, x=0, y=0, color_index=1)
g.append(bar)
root.append(g)
step("guest")
bar.y = 20
step("bar")
root.pop()
step("popped")
tg.hidden = True
step("hidden")
tg.hidden = False
step("shown")
pal[1] = 0x00FF00
step("palette")
print("DONE")
"""


def _run_with_harness(tmp_path, text):
    """The script ``text`` run by CircuitPython's own port with tests/cp (the bench's harness) on its path."""
    import subprocess

    cp = os.environ.get("CIRCUITPYTHON_UNIX")
    if not cp:
        pytest.skip("CIRCUITPYTHON_UNIX is not set (.ci/run sets it when ../shared/tools exists)")
    script = tmp_path / "check.py"
    script.write_text(text)
    env = dict(os.environ, MICROPYPATH=os.path.join(HERE, "cp"))
    return subprocess.run([cp, "-X", "heapsize=2000000", str(script)], capture_output=True, text=True, timeout=300,
                          env=env)


def test_the_refresh_model_marks_what_c_marks(tmp_path):
    # tests/cp/cp_refresh.py (stand25) under CircuitPython's own port: the dirty areas as shared-module/displayio's
    # TileGrid.c, Group.c and vectorio's VectorShape.c mark them, and the stand-ins' sizes unchanged
    import re

    r = _run_with_harness(tmp_path, REFRESH_CHECK)
    assert r.returncode == 0 and "DONE" in r.stdout, r.stdout + r.stderr
    got = dict((k, [int(v) for v in r_.split("/")]) for k, r_ in re.findall(r"^(\w+) sa=\d+ n=\S+ r=(\S+)$",
                                                                             r.stdout, re.M))
    # [refreshes, areas, pixels, TileGrid pixels, vectorio pixels, masked, sub-rectangles, layer visits]
    assert got["full"][1:3] == [1, 20480] and got["full"][6] == 128  # a new root group: the whole screen, 128 rows
    assert got["full"][3:6] == [5184, 20480 - 5184, 5184]  # the grid over the background, which it masks
    assert got["nothing"][1:3] == [0, 0]
    assert got["tiles"][1:3] == [1, 8 * 16]  # tiles 3 and 12 of a 9-wide grid: one 8x16 box (mark_tile_dirty)
    assert got["moved"][1:3] == [1, 74 * 72]  # moved by 2: the union, at most twice the grid's area
    assert got["guest"][1:3] == [1, 500] and got["bar"][1:3] == [1, 50 * 30]  # the union: it adds <= the smaller
    assert got["popped"][1:3] == [1, 500]  # the removed layer's last area (Group.c _remove_layer)
    assert got["hidden"][1:3] == [1, 72 * 72] and got["shown"][1:3] == [1, 72 * 72]
    assert got["palette"][1:3] == [2, 20480 + 72 * 72]  # a colour changed: every layer drawn with it, whole


def test_the_runner_times_a_frame_s_collection_again_on_its_fx_line(tmp_path):
    # gcframes59: the FX line of a (gc) frame whose collection the game did not call (cp_run passes the frame's free
    # bytes) ends in `` gcx=us``, that collection timed again (cp_refresh.again), and what it freed is made garbage
    # again (the free bytes where they were, within a piece and the unix port's call frames of put and again, taken
    # from the heap and given back after); without free bytes the line is as before
    import re

    r = _run_with_harness(tmp_path, """
import gc
import cp_display
disp = cp_display.install(160, 128)
import cp_refresh as R
R.install(160, 128)
gc.collect()
keep = [bytearray(100) for i in range(50)]
junk = [bytearray(100) for i in range(80)]
junk = None
free = gc.mem_free()
R.put("FX ", free)
print("REFILLED", -256 < gc.mem_free() - free < 1024)  # (~10 KB freed; the calls' heap frames given back after)
R.put("FX ")
print("DONE")
""")
    assert r.returncode == 0 and "DONE" in r.stdout, r.stdout + r.stderr
    lines = re.findall(r"^FX (.*)$", r.stdout, re.M)
    assert re.match(r"^sa=\d+ n=[\d/]+ r=[\d/]+ gcx=\d+$", lines[0]), lines
    assert int(lines[0].split("gcx=")[1]) > 0
    assert re.match(r"^sa=\d+ n=[\d/]+ r=[\d/]+$", lines[1]), lines
    assert "REFILLED True" in r.stdout
    # and press_times reads the same field (display_parts ignores it)
    import press_times

    assert press_times.display_parts(lines[0], {}, 1.0) == press_times.display_parts(lines[1], {}, 1.0)


def test_the_press_runner_counts_the_game_s_own_collections(tmp_path):
    # pause27: in the press-time runs (``detail``) the game's ``import gc`` finds the runner's CountedGC (a built-in
    # module is looked up in sys.modules first under CircuitPython too), so a frame in which the game collected is
    # marked "(gc)" even when its imports filled the room again (the free bytes did not grow); the clock's own
    # collections are counted apart by press_times (FD's gcp=), so they alone do not mark a frame.
    import subprocess

    cp = os.environ.get("CIRCUITPYTHON_UNIX")
    if not cp:
        pytest.skip("CIRCUITPYTHON_UNIX is not set (.ci/run sets it when ../shared/tools exists)")
    (tmp_path / "user.py").write_text("import gc\n\n\ndef run():\n    gc.collect()\n    gc.collect()\n"
                                      "    return gc.mem_free()\n")
    (tmp_path / "check.py").write_text(
        "import sys\nimport time\nimport cp_run\nsys.modules['gc'] = cp_run.CountedGC(time.ticks_us)\nimport user\n"
        "print('FREE', user.run() > 0, cp_run.COLLECTS[0], cp_run.COLLECTS[1] > 0)\n"
        "print('TAGS', cp_run.collected(100, 1, 0), cp_run.collected(100, 1, 1), cp_run.collected(3000, 0, 0),"
        " cp_run.collected(100, 0, 0))\n")
    env = dict(os.environ, MICROPYPATH="%s:%s" % (tmp_path, os.path.join(HERE, "cp")))
    r = subprocess.run([cp, str(tmp_path / "check.py")], capture_output=True, text=True, timeout=120, env=env)
    assert r.returncode == 0, r.stdout + r.stderr
    # both of the module's collections counted, and timed (pause37: PD's gcu=), its mem_free the real one's
    assert "FREE True 2 True" in r.stdout
    assert "TAGS True False True False" in r.stdout  # the game's call; the clock's alone; the heap grew; neither


BACKLIGHT_CHECK = """
import sys
import cp_display
import cp_board


class C:
    PORT = "samd51"
    PINS = ()
    I2C = ()
    BOARD_ID = "pybadge"
    NVM_SIZE = 8


disp = cp_display.install(160, 128)
data = cp_board.install(C, b"12345678", disp)
print("POWERON", disp.brightness, bytes(data))
disp.brightness = 0
kept = b"-"
try:
    sys.modules["supervisor"].reload()
except cp_board.Reload as e:
    kept = bytes(e.args)
print("KEPT", list(kept))
disp = cp_display.install(160, 128)
data = cp_board.install(C, b"12345678" + kept, disp)
print("RELOADED", disp.brightness, bytes(data))
"""


def test_the_harness_keeps_the_backlight_across_a_restart_as_circuitpython_does(tmp_path):
    # wayout54: CircuitPython's reload keeps the backlight's PWM (never_reset), a power-on lights it. The runner's
    # stand-ins: supervisor.reload()'s exception carries the display's brightness (a byte), the runner writes it after
    # the NVM's bytes (tests/cp/cp_run.py), and the next boot's install gives it to its display, the NVM as it was
    r = _run_with_harness(tmp_path, BACKLIGHT_CHECK)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "POWERON 1.0 b'12345678'" in r.stdout  # a power-on: lit
    assert "KEPT [0]" in r.stdout
    assert "RELOADED 0.0 b'12345678'" in r.stdout, r.stdout  # dark, as the restart left it (boards.setup lights it)


HARNESS_FRAME_CHECK = """
import gc
import cp_display
disp = cp_display.install(160, 128)
import cp_refresh as R
R.install(160, 128)
import cp_board
import cp_run
import displayio, vectorio
cp_board.start_timer()
""" + SCENE + """g = displayio.Group(x=3, y=4)
g.append(vectorio.Polygon(pixel_shader=pal, points=[(0, 0), (5, 0), (5, 5)], x=1, y=1, color_index=1))
g.append(vectorio.Circle(pixel_shader=pal, radius=4, x=30, y=30, color_index=1))
root.append(g)
extra = displayio.TileGrid(bmp, pixel_shader=pal, width=2, height=1, tile_width=8, tile_height=8)
disp.root_group = root
dirty = set(["status", "board", "cursor"])
waits = [w / 1000 for w in (0, 1, 17, 33)]


class Player:
    doing = "row"
    row = "settings"


player = Player()
cp_run.NEWM[0] = "uttt.ui.tips"
cp_run.IMPORTS[4] = 1
cp_board.Clock.scale = 130000


def frame():
    tg[3] = 1
    tg[12] = tg[3]
    tg.x = tg.x + 1
    g.append(extra)
    g.index(extra)
    g.pop()
    disp.refresh()
    cp_board.Clock.real -= 30000
    cp_board._ticks_ms()
    for w in waits:
        cp_board._sleep(w)
    cp_board.frame_end()
    cp_run.keep_dirty(dirty, 0)
    cp_run.keep_dirty(dirty, 1)
    print("FD dirty=", end="")
    cp_run.put_dirty()
    print(" new=", end="")
    cp_run.put_new()
    print(" last=", end="")
    cp_run.put_what(True, "think", " (gc)")
    cp_run.put_doing(player)
    print()
    R.put("FX ")
    R.clear()


frame()
gc.collect()
a = gc.mem_free()
for i in range(20):
    frame()
print("BYTES", a - gc.mem_free())
"""


def test_the_harness_s_frame_allocates_nothing_in_the_game_s_heap(tmp_path):
    # bench34: the press-time runner's parts that run at every frame (the stand-ins of displayio's C calls and the
    # refresh model's walk, the virtual clock and time.sleep, the runner's lines) allocate nothing under CircuitPython:
    # the harness's room is full during the game, so whatever they made was garbage in the game's heap (frames33: ~1.1
    # KB a frame, the bench's collections ~2x a board's)
    r = _run_with_harness(tmp_path, HARNESS_FRAME_CHECK)
    assert r.returncode == 0, r.stdout + r.stderr
    line = "FD dirty=board+cursor+status>board+cursor+status new=uttt.ui.tips last=move think (gc)row settings"
    assert line in r.stdout  # (the fields as the old formatted lines had them)
    assert "BYTES 0" in r.stdout, r.stdout[-2000:]


WALKS_CHECK = """
import gc
import micropython
import cp_board
import cp_run
cp_board.start_timer()
cp_run.CPB[0] = cp_board


def big(a):
    v0 = v1 = v2 = v3 = v4 = v5 = v6 = v7 = v8 = v9 = v10 = v11 = v12 = v13 = v14 = v15 = v16 = v17 = v18 = v19 = 0
    return a


def small(a):
    return a


keep = []
for i in range(600):  # a fragmented heap: holes of 1-3 blocks between kept objects
    o = bytearray(8 + 16 * (i % 3))
    if i % 3:
        keep.append(o)
o = None
gc.collect()


def count(f):
    t = micropython.mem_total()
    c = micropython.mem_current()
    for i in range(10):
        f(1)
    return micropython.mem_total() - t - micropython.mem_current() + c


count(small)
print("WALKED", count(small))
print("WALKED", count(big))
print("SIZES", count(cp_run._probe_0) // 10, count(cp_run._probe_80) // 10, count(cp_run._probe_144) // 10,
      count(cp_run._probe_208) // 10)


def probes():
    gc.collect()
    a = gc.mem_free()
    t = cp_board.now_us()
    for i in range(5):
        cp_run.walk_probe_at_poll()
        cp_run.walk_probe(1)
    t = cp_board.now_us() - t
    print("BYTES", a - gc.mem_free(), "CLOCK", t)


cp_run.walk_probe(1)
cp_run.walk_probe_at_poll()
probes()
cp_run.WALK[6] = 0  # past WALK_MAX (mem_total() near 2**30): no probe, no count
cp_run.walk_probe(-1)
"""


def test_the_walks_probe_counts_heap_frames_and_allocates_nothing(tmp_path):
    # walks38: a frame's call frames taken from the heap and given back are mem_total()'s rise less mem_current()'s
    # (a small frame, on the C stack, counts nothing); the probe after a listed frame (cp_run.walk_probe, FD's wk=)
    # prices a walk at the heap's layout, allocates nothing in the game's heap (the harness's room is full then) and
    # is left out of the press timer and the game's clock
    import re

    r = _run_with_harness(tmp_path, WALKS_CHECK)
    assert r.returncode == 0, r.stdout + r.stderr
    wbytes = [int(x) for x in re.findall(r"^WALKED (\d+)$", r.stdout, re.M)]
    assert wbytes[0] == 0 and wbytes[1] == 10 * 112, wbytes  # (20 locals and the argument: 112 bytes a call)
    assert "SIZES 0 80 144 208" in r.stdout  # the probes' frames: on the C stack, then 5, 9 and 13 blocks of the heap
    wk = [tuple(int(v) for v in x) for x in re.findall(r"wk=(\d+)/(\d+)/(-?\d+)/(-?\d+)/(-?\d+)/(\d+)/", r.stdout)]
    assert len(wk) == 6 and all(x[:2] == (1, 0) and x[5] == 0 for x in wk), wk  # (every probe found room)
    m = re.search(r"BYTES (-?\d+) CLOCK (\d+)", r.stdout)
    assert m and int(m.group(1)) == 0, r.stdout[-2000:]
    assert 0 <= int(m.group(2)) < 500, r.stdout[-2000:]  # (the probes' own time taken off: the readings' us remain)
    assert r.stdout.rstrip().endswith(" wk=-1/0/0/0/0/0")


def test_press_times_prices_a_frame_s_walks():
    # walks38: FD's wk= parsed; the bytes outside the work at WALK_FRAME_B a walk, the work's at its kind's
    # WORK_FRAME_B, each walk at the probes' ns (144 bytes; the work's interpolated towards 208); the board-adjusted
    # figure less that, never below 0
    import press_times

    text = ("F 90000 game think last=mark\nFD pre=1 tick=2 work=3 chunks=1 max=3/4 gcw=0 post=5 save=0 imp=0 new=- "
            "dirty=- gcp=0/0/0 wk=9600/3000/500/2000/3000/0\n")
    d = press_times.details(text)[0][3]
    assert d["walk"] == (9600, 3000, 500, 2000, 3000, 0)
    # the probes at the frame's poll too: each the cheaper of the two
    two = press_times.details(text.replace("/3000/0\n", "/3000/0/400/2500/2900\n"))[0][3]
    assert two["walk"] == (9600, 3000, 400, 2000, 2900, 0)
    b, w = press_times.WALK_FRAME_B, press_times.WORK_FRAME_B["think"]
    nw = 2000 + 1000 * (w - 144) / 64.0
    us = (6600 * 2000.0 / b + 3000 * nw / w) / 1000.0
    assert abs(press_times.walk_us(d["walk"], "think") - us) < 1e-6
    assert press_times.walk_us((0, 0, 5, 5, 5, 0), "think") == 0
    assert press_times.less_walks(200.0, d, 0.5, "move think") == 200.0 - us * 0.5
    assert press_times.less_walks(1.0, d, 0.5, "think") == 0.0
    # a frame without the field (an older runner's) has no walks
    d = press_times.details(text.replace(" wk=9600/3000/500/2000/3000/0", ""))[0][3]
    assert press_times.walk_us(d["walk"], "think") == 0


SUPER_OUT = """OVERHEAD 1
BOOT 9000 title
BD imp=0
P 3000 game pause START menu
PD imp=0
R 2000 title A
RD imp=660
RELOAD super
OK
OVERHEAD 1
BOOT 20000 game
BD imp=13200
P 500 game game A mark
PD imp=0
P 400 game pause START menu
PD imp=0
P 900 result log A log
PD imp=660
F 2000 game think last=mark
R 1000 pause A
RD imp=0
RELOAD after
OK
OVERHEAD 1
BOOT 5000 title
BD imp=0
GCT 100
OK
"""


def test_press_times_judges_the_super_game_s_boot_apart(capsys):
    # superpress33: with --super the boot after ``RELOAD super`` is the Super-Ultimate game's; its presses, frames
    # and the restarts in and out (the press to the reload + the next boot, board-adjusted by their imports) are
    # judged against issue 16's goals apart from the Ultimate session's
    import press_times

    class Prep:
        def session(self, cap, seed, flags):
            return True, {"out": SUPER_OUT, "why": ""}

    presses, frames, boots, waits, counts = press_times.run_once(Prep(), 146, 1, 1000, detail=True)
    assert press_times.SUPER_BOOTS == set([2])
    assert press_times.RESTARTS == [(2000, "title", 20000, "game", 660, 13200, 2, 0, 0, "", ""),
                                    (1000, "pause", 5000, "title", 0, 0, 3, 0, 0, "", "")]
    assert press_times.restart_adjusted(press_times.RESTARTS[0]) == (1440, 8800)
    assert [x[-1] for x in presses] == [1, 2, 2, 2]
    out = _super_report(capsys, presses, frames, boots)
    ult = out[out.index("goals (PyBadge estimates, .mpy, measured; the Ultimate session"):]
    ult = ult[:ult.index("\n\n")]
    assert "worst 3000 ms (game -> pause START)" in ult and "(game -> game" not in ult  # the Super boot's left out
    sup = out[out.index("issue 16's goals in the Super-Ultimate game (PyBadge estimates, .mpy, measured"):]
    assert "worst 500 ms (game -> game A (mark))" in sup and "worst 400 ms (game -> pause START)" in sup
    assert "worst 900 ms (result -> log A (log))" in sup and "worst 2000 ms (game (think))" in sup
    assert "MISSED, worst 22000 ms (restart into (title -> game))" in sup
    assert "MISSED, worst 6000 ms (restart out (pause -> title))" in sup
    adj = out[out.index("issue 16's goals in the Super-Ultimate game (PyBadge estimates, .mpy, board-adjusted"):]
    assert "worst 10240 ms (restart into (title -> game))" in adj and "worst 340 ms (result -> log A (log))" in adj
    assert "pybadge Super game presses: median 500 ms, p95 900 ms, slowest 900 ms (result -> log)" in out
    assert out.strip().splitlines()[-2].startswith("pybadge presses: median")  # the last lines as before


def _super_report(capsys, presses, frames, boots):
    """press_times' report of one --super run (``run_once``'s figures, board-adjusted as it made them): its output."""
    import argparse

    import press_times

    adjusted = [[(a,) + x[1:] for x, a in zip(presses, press_times.ADJUSTED[0])],
                [(a,) + x[1:] for x, a in zip(frames, press_times.ADJUSTED[1])],
                [(a,) + x[1:] for x, a in zip(boots, press_times.ADJUSTED[3])]]
    args = argparse.Namespace(board="pybadge", seed=1, runs=1, top=2, cap=146, super=True)
    del press_times.DISPLAY_PARTS[:]
    press_times.report(args, "mpy", [presses, frames, boots], press_times.device_fit.PYBADGE_PYSTONES * 1000.0,
                       adjusted=adjusted)
    return capsys.readouterr().out


def test_press_times_keeps_a_boots_screen_apart_from_its_first_frame_the_games_name(capsys):
    # superboot53: a boot whose first frame is the game's name alone (BOOT, before the App) has its screen's own first
    # frame later (BOOTS): the restarts keep the first frame and say the screen's; every boot's figure is the screen's
    import press_times

    text = SUPER_OUT.replace("BOOT 20000 game\nBD imp=13200\n", "BOOT 3000 boot\nBD imp=1320\nBOOTS 20000 game\n"
                             "BSD imp=13200\n").replace("BOOT 5000 title\nBD imp=0\n", "BOOT 2000 boot\nBD imp=0\n"
                                                         "BOOTS 5000 title\nBSD imp=0\n")

    class Prep:
        def session(self, cap, seed, flags):
            return True, {"out": text, "why": ""}

    presses, frames, boots, waits, counts = press_times.run_once(Prep(), 146, 1, 1000, detail=True)
    assert [x[:2] for x in boots] == [(9000, "title"), (20000, "game"), (5000, "title")]
    assert press_times.RESTARTS == [(2000, "title", 3000, "boot", 660, 1320, 2, 20000, 13200, "game", ""),
                                    (1000, "pause", 2000, "boot", 0, 0, 3, 5000, 0, "title", "")]
    assert press_times.ADJUSTED[3][1] == 8800  # the screen's own first frame, board-adjusted by its imports
    out = _super_report(capsys, presses, frames, boots)
    sup = out[out.index("issue 16's goals in the Super-Ultimate game (PyBadge estimates, .mpy, measured"):]
    assert "MISSED, worst 5000 ms (restart into (title -> boot))" in sup
    assert "the new boot's game, its own first frame: 20000 ms measured, board-adjusted 8800 ms" in out
    assert "the new boot's title, its own first frame: 5000 ms measured" in out
    # with displayio: the screen's own first frame is its F line's refresh (FX), not the first frame's (BX)
    line = ("BOOT 3000 boot\nBD imp=0\nBX sa=1 n=0/0/2/14/15 r=1/1/20480/1008/0/0/128/42\nBOOTS 20000 game\n"
            "BSD imp=0\nF 5000 game - last=-\nFD pre=1 imp=0\nFX sa=132 n=27/9/13/32/16 r=1/1/20480/43163/5727/18277/128/57\n")
    assert press_times.display_lines(line)[2] == ["sa=132 n=27/9/13/32/16 r=1/1/20480/43163/5727/18277/128/57"]


IMPORT_CHECK = """
import builtins
import sys
import cp_run

real = builtins.__import__
print("REAL", real("pkg.one").__name__, real("pkg.two", None, None, (), 0).__name__)
imp = cp_run._hook_imports(real)
print("BREAKDOWN", imp("pkg.three").__name__)
cp_run.Names(sys.argv[1])
print("NAMES", __import__("pkg.four").__name__)  # (the name, as the game calls it: the hook is an override)
import pystack
pystack.install({}, 0, {}, ("none",))
print("PYSTACK", __import__("pkg.five").__name__)
"""


def test_the_harness_s_import_hooks_return_what_the_board_s_import_returns(tmp_path):
    # room58: CircuitPython's __import__ returns the package for ``__import__("pkg.mod")``, the module itself when
    # given any fromlist but None, even (); the harness's hooks passed their default () on, so the game's one call
    # that reads what __import__ returns (boards.soundmake.make: the theme's data module, then ``delattr`` on the
    # package) got the module and kept it as the package's attribute: 2.2 KB of a theme's sound data the model
    # charged for the rest of each boot, a board not (docs/memory.md, room58)
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    for name in ("one", "two", "three", "four", "five"):
        (pkg / (name + ".py")).write_text("X = 1\n")
    names = tmp_path / "names.txt"
    names.write_text("0\n")
    import subprocess

    cp = os.environ.get("CIRCUITPYTHON_UNIX")
    if not cp:
        pytest.skip("CIRCUITPYTHON_UNIX is not set (.ci/run sets it when ../shared/tools exists)")
    script = tmp_path / "check.py"
    script.write_text(IMPORT_CHECK)
    env = dict(os.environ, MICROPYPATH="%s:%s" % (tmp_path, os.path.join(HERE, "cp")))
    r = subprocess.run([cp, str(script), str(names)], capture_output=True, text=True, timeout=120, env=env,
                       cwd=str(tmp_path))
    got = dict(line.split(" ", 1) for line in r.stdout.splitlines() if " " in line)
    assert got.get("REAL") == "pkg pkg.two", r.stdout + r.stderr  # the port's own import, as a board's
    assert got.get("BREAKDOWN") == "pkg" and got.get("NAMES") == "pkg" and got.get("PYSTACK") == "pkg", r.stdout


def test_press_times_lists_the_ultimate_session_s_game_frames_and_presses_over_the_bound_alone():
    # ugame61: the two Ultimate game-screen goals (a press or the computer's move <= 50 ms, no frame over 50 while it
    # thinks or ponders) read frames and presses with displayio; the slow frames' tables mixed the Super boot's in.
    # ultimate_over keeps the game screen's frames of the computer's work or a move landing, and its presses within
    # the screen, over the bound, slowest first
    import press_times

    frames = [(60, "game", "think", "mark", "pre=1", "sa=1"), (40, "game", "think", "mark", "", ""),
              (70, "game", "move ", "mark", "", ""), (90, "game", "-", "mark", "", ""),
              (80, "review", "rate", "review", "", ""), (55, "game", "ponder (gc)", "mark", "", ""),
              (65, "game", "move think", "mark", "", "")]
    presses = [(52, "game", "game", "A", "mark", "", ""), (99, "game", "pause", "START", "menu", "", ""),
               (30, "game", "game", "UP", "cursor", "", ""), (58, "game", "game", "LEFT", "cursor", "", "")]
    f, p = press_times.ultimate_over(frames, presses, 50)
    assert [x[:3] for x in f] == [(70, "game", "move "), (65, "game", "move think"), (60, "game", "think"),
                                  (55, "game", "ponder (gc)")]
    assert [x[3] for x in p] == ["LEFT", "A"]
