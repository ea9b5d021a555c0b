"""Background work in time slices (uttt.ui.app.App.work): the computer's search, its pondering and the rating
each run per frame until the frame's due time (``uttt.ui.main.Clock.work``: BUSY_MS after the frame's start,
less what the frame is expected to take after the work, learnt by ``Clock.end``; one chunk at most when the
view has something to draw), in chunks of work units sized to the clock; a frame whose time is spent does none,
never two in a row; without a clock, one step of ``app.units``. What the work finds does not depend on the slices
(the same moves for the same seed and work)."""

import random
import sys

from uttt.rules import Game
from uttt.bot_search import Thinker
from uttt.ui import buttons as K
from uttt.ui.app import App
from uttt.ui import main
from uttt.ui.main import _BUSY_MS as BUSY_MS, _CHUNK_MAX as CHUNK_MAX, _REST_MS as REST_MS  # private const()s

WORK_MS = BUSY_MS - REST_MS  # a frame's work with nothing to draw, as main.run starts


class Clock(main.Clock):
    """main.run's clock over a board's ticks_ms() that advances only when a test says: ``t``."""

    class Board:
        t = 0

        def ticks_ms(self):
            return self.t

        @staticmethod
        def ticks_diff(a, b):
            return a - b

    def __init__(self):
        self.board = self.Board()
        super().__init__(self.board)

    @property
    def t(self):
        return self.board.t

    @t.setter
    def t(self, v):
        self.board.t = v

    def next_frame(self, ms=33):
        """main.run's next frame, ms later: its start, no stop asked, nothing held."""
        self.t += ms
        self.start = self()
        self.stop = -1
        self.held = False


class Job:
    """A job of ``total`` units, each costing ``cost`` ms of the clock."""

    def __init__(self, clock, total, cost):
        self.clock = clock
        self.left = total
        self.cost = cost
        self.chunks = []

    def step(self, units):
        n = min(units, self.left)
        self.left -= n
        self.clock.t += n * self.cost
        self.chunks.append(n)
        return self.left == 0


def app_with(clock):
    app = App(160, 128, "dpad", echo=False, seed=3, clock=clock)
    return app


def frame(app, clock, press_ms=0):
    """main.run's frame starts (the view has drawn what the last one changed), a press's time first."""
    app.dirty.clear()
    clock.start = clock()
    clock.stop = -1
    clock.t += press_ms


def work_ms(app, clock, job):
    """A frame starts and works on job: the clock's time its work took."""
    frame(app, clock)
    start = clock()
    app.work(job)
    return clock() - start


def test_a_frame_works_until_its_due_time_and_no_further():
    clock = Clock()
    app = app_with(clock)
    for cost in (0.25, 1, 3):
        job = Job(clock, 100000, cost)
        for _ in range(20):
            spent = work_ms(app, clock, job)
            # at most one chunk past due (a chunk takes under ~2 x 5 ms), and not much under it
            assert spent <= WORK_MS + 2 * 5 + cost, (cost, spent)
            assert spent >= WORK_MS - 2 * 5 - cost, (cost, spent)
        assert max(job.chunks) <= CHUNK_MAX


def test_a_frame_past_its_due_time_works_only_if_the_last_did_not_and_one_with_a_press_none():
    clock = Clock()
    app = app_with(clock)
    job = Job(clock, 100000, 1)
    frame(app, clock, press_ms=WORK_MS + 10)  # something else took the frame's time
    app.work(job)
    assert job.chunks == [], "a frame whose time is spent leaves the work to the next"
    frame(app, clock, press_ms=WORK_MS + 10)
    app.work(job)
    assert len(job.chunks) == 1, "but never two in a row: the work never starves"
    frame(app, clock)
    app.press(K.DOWN)                          # a press in this frame: it is drawn first, the work waits
    app.work(job)
    assert len(job.chunks) == 1
    app.tick(clock())                          # the frame ends; the next one works again
    frame(app, clock)
    app.work(job)
    assert len(job.chunks) > 1


def test_a_job_that_ends_mid_frame_returns_done():
    clock = Clock()
    app = app_with(clock)
    job = Job(clock, 7, 1)
    frame(app, clock)
    assert app.work(job) is True
    assert job.left == 0


def test_a_finished_job_is_let_go():
    """superpress33: the clock keeps no finished job (a search's work area and, through its class, the computer's
    code stayed live after a Super game's end dropped the modules: 16.5 KB at its result, the bench with a clock);
    one that is not done yet is kept (its chunks go on growing from where they were)."""
    import gc
    import weakref

    clock = Clock()
    app = app_with(clock)
    job = Job(clock, 100000, 0.05)
    frame(app, clock)
    assert app.work(job) is False
    assert clock.job is job
    job.left = 1
    frame(app, clock)
    assert app.work(job) is True
    gone = weakref.ref(job)
    del job
    gc.collect()
    assert gone() is None


def test_without_a_clock_one_step_of_units():
    app = App(160, 128, "dpad", echo=False)
    app.units = 5
    job = Job(Clock(), 100, 1)
    app.work(job)
    assert job.chunks == [5]


def play_some(seed):
    g = Game()
    rng = random.Random(seed)
    for _ in range(8):
        g.play(rng.choice(g.legal_moves()))
    return g


def test_the_search_finds_the_same_move_in_time_slices():
    """A slower or faster board slices a search differently; the move and the work are the same."""
    for seed in (1, 2, 3):
        g = play_some(seed)
        fixed = Thinker(g, "hard", seed=seed)
        while not fixed.step(15):
            pass
        clock = Clock()
        app = app_with(clock)
        sliced = Thinker(g, "hard", seed=seed)
        rng = random.Random(seed)

        class Timed:
            def step(self, units):
                clock.t += rng.choice((0, 1, 2, 5, 9))  # a board's time per chunk, uneven
                return sliced.step(units)

        frames = 0
        while True:
            frame(app, clock)
            frames += 1
            if app.work(Timed()):
                break
        assert frames > 1
        assert sliced.move == fixed.move
        assert abs(sliced.units - fixed.units) <= 2  # a slice boundary may move a two-unit evaluation


def test_a_game_against_the_computer_with_a_clock():
    """Through the app's tick with a clock that runs as the work runs: the computer answers, pondering runs."""
    clock = Clock()
    app = app_with(clock)
    app.settings.update({"vs": 1, "level": 3, "human": 1})
    app.new_game("bot")
    real = app.work

    def timed(job):  # each chunk costs 2 ms a unit of board time
        step = job.step

        class J:
            def step(self, n):
                clock.t += 2 * n
                return step(n)

        return real(J())

    app.work = timed
    for _ in range(6):
        if app.over:
            break
        app.press(K.A)
        for _ in range(400):
            frame(app, clock)
            clock.t += 33
            app.tick(clock())
            if app.over or (app.human_turn() and not app.scr.thinking):
                break
        assert app.over or app.human_turn(), "the computer answered"
        for _ in range(10):   # it ponders on your time, in slices
            frame(app, clock)
            app.tick(clock())
        moves = [m for m in app.game.legal_moves()]
        if not moves:
            break
        app.cursor = moves[0]
    assert app.game.ply >= 2


def test_another_job_starts_from_small_chunks():
    """Chunks grown on a job of cheap units (the pondering's) do not overrun a frame on one of dear units."""
    clock = Clock()
    app = app_with(clock)
    cheap = Job(clock, 100000, 0.05)
    for _ in range(10):
        frame(app, clock)
        app.work(cheap)
    assert max(cheap.chunks) == CHUNK_MAX
    dear = Job(clock, 100000, 2)
    frame(app, clock)
    start = clock()
    app.work(dear)
    assert clock() - start <= WORK_MS + 2 * 5 + 2


def test_a_clock_that_stands_still_bounds_the_chunks():
    """The simulator's headless clock moves only when the game sleeps: a frame still ends."""
    clock = Clock()
    app = app_with(clock)
    job = Job(clock, 100000, 0)
    frame(app, clock)
    app.work(job)
    assert len(job.chunks) == main._CHUNKS and job.left > 0


def end(clock, after_ms):
    """main.run's frame ends ``after_ms`` after the work (the view's update and the rest)."""
    clock.t += after_ms
    clock.end()


def test_a_frame_that_draws_the_owed_board_frames_alone_works_none():
    """think58: the game scene's owed frames of the boards ("rims", two boards a frame after a free move: display51)
    are mostly their refresh (~8 ms of a PyBadge's a board), which the frame's time after its work, as learnt where
    the refresh is not timed (the press-time bench), leaves out: such frames were 56-59 ms board-adjusted with
    displayio while the computer thought. think58 had them work one chunk every third frame; ugame62: with that
    chunk, or a job's set-up forced into the fourth (20-30 ms), they were still 54-64. Now they work none (a few
    frames after a free move), a job's set-up waits for the next frame without them, and they leave the count of
    frames without work be (the next drawing frame is not made to work for them); a part drawn alone ("status")
    still works to its due time."""
    clock = Clock()
    app = app_with(clock)
    job = Job(clock, 100000, 1)

    def drawn(part):
        frame(app, clock)
        app.dirty.add(part)
        start = clock()
        app.work(job)
        end(clock, 12)
        return clock() - 12 - start

    drawn("rims")  # (the first frame of a part teaches its time)
    assert clock.part == "rims" and clock.drawn == 12
    skipped = clock.skipped
    spent = [drawn("rims") for _ in range(6)]
    assert job.chunks == [] and max(spent) == 0 and clock.skipped == skipped, spent
    frame(app, clock)  # the set-up (the job's first step) in the first frame with nothing to draw
    app.work(job)
    assert len(job.chunks) >= 1
    drawn("status")
    spent = [drawn("status") for _ in range(3)]
    assert all(BUSY_MS - 12 - 2 * 5 <= x <= BUSY_MS - 12 + 1 for x in spent), spent


def test_a_frame_leaves_time_for_what_comes_after_its_work():
    """The work stops so that the frame ends about BUSY_MS after its start, by what frames took after their
    work of late (learnt), coming back as they get shorter; with something to draw, one chunk at most."""
    clock = Clock()
    app = app_with(clock)
    job = Job(clock, 100000, 1)

    def worked(after_ms, dirty=False):
        frame(app, clock)
        if dirty:
            app.dirty.add("status")  # the screen changed something before the work: the view will draw it
        start = clock()
        app.work(job)
        spent = clock() - start
        end(clock, after_ms)
        return spent

    for _ in range(10):
        quiet = worked(6)
    assert BUSY_MS - 6 - 2 * 5 <= quiet + 6 <= BUSY_MS + 2 * 5, quiet
    assert clock.rest <= REST_MS
    chunks = len(job.chunks)
    # a frame that draws one part ("status": the "CPU ..." dots) that no frame has drawn alone yet works none (the
    # one before it worked) and teaches its time after the work; the next such frames work until BUSY_MS less
    # that (frames25), and teach the quiet frames nothing
    assert worked(30, dirty=True) == 0 and len(job.chunks) == chunks
    assert clock.part == "status" and clock.drawn == 30
    drawn = [worked(30, dirty=True) for _ in range(4)]
    assert all(BUSY_MS - 30 - 2 * 5 <= x <= BUSY_MS - 30 + 1 for x in drawn), drawn
    assert clock.rest <= REST_MS, "a frame that draws does not teach the quiet ones"
    # a frame with two parts to draw (nothing learnt for it): one chunk at most, none after a frame that worked nor
    # after one that did not (think44: such a frame's chunk was 4-17 ms of the Super game's 50-65 ms words frames)
    chunks = len(job.chunks)

    def two_parts():
        frame(app, clock)
        app.dirty.add("status")
        app.dirty.add("cursor")
        start = clock()
        app.work(job)
        end(clock, 30)
        return clock() - 30 - start

    spent = [two_parts() for _ in range(6)]
    assert len(job.chunks) - chunks == 2 and max(spent) <= 2 * 5, "one chunk every third frame: none, none, then one"
    assert clock.drawn == 30 and clock.rest <= REST_MS
    # the same part taking longer than a whole frame after the work (the result panel's keys, ~50 ms in the bench)
    # counts as BUSY_MS at once: such frames then work no more than those that draw two parts
    worked(50, dirty=True)
    assert clock.drawn == BUSY_MS
    chunks = len(job.chunks)
    spent = [worked(50, dirty=True) for _ in range(4)]
    assert len(job.chunks) - chunks <= 2 and max(spent) <= 2 * 5, spent
    # a frame that takes longer after its work (a board's animation drawn) makes the next ones work less ...
    worked(30)
    assert clock.rest == 30
    assert worked(30) <= BUSY_MS - 30 + 5
    # ... and the estimate comes back down as the frames get shorter again, a quarter of the way a frame
    for _ in range(12):
        spent = worked(6)
    assert clock.rest <= 8
    assert spent >= quiet - 5
    # a time longer than the whole frame's (a collection of the heap) is not learnt: nothing could make room
    worked(90)
    assert clock.rest <= 8


class Heap:
    """A MicroPython heap as ``gc`` shows it (frames23): ``free`` bytes; a collection frees up to ``total``."""

    def __init__(self, free, total):
        self.free = free
        self.total = total
        self.reads = 0
        self.collections = 0

    def mem_free(self):
        self.reads += 1
        return self.free

    def collect(self):
        self.collections += 1
        self.free = self.total


def test_a_nearly_full_heap_is_collected_in_a_frame_without_work():
    """Every fourth frame of work with nothing to draw reads the heap; under ``low`` free bytes it collects
    instead of working, and the next frame works. A frame with something to draw reads nothing."""
    clock = Clock()
    app = app_with(clock)
    heap = clock.gc = Heap(main._LOW + 1000, 60000)
    job = Job(clock, 100000, 1)
    for n in range(1, 9):
        frame(app, clock)
        before = len(job.chunks)
        app.work(job)
        assert len(job.chunks) > before, "a heap with room: every frame works"
        assert heap.reads == n // 4 and heap.collections == 0
    heap.free = main._LOW - 1000
    for _ in range(3):
        frame(app, clock)
        app.dirty.add("status")  # something to draw: one chunk, no reading
        app.work(job)
    assert heap.reads == 2
    worked = []
    for _ in range(5):
        frame(app, clock)
        before = len(job.chunks)
        app.work(job)
        worked.append(len(job.chunks) > before)
    # think64: the fourth reads the heap low and works on; the fifth collects instead, reading nothing before or
    # after it (a walk of the heap's table, ~4.6 ms of a board's, beside the collection's ~16 in one frame)
    assert heap.collections == 1 and worked == [True, True, True, True, False], "the fifth collects instead"
    assert heap.reads == 3 and clock.held and clock.full is True
    frame(app, clock)
    before = len(job.chunks)
    app.work(job)
    assert len(job.chunks) > before and heap.free == 60000
    # the next reading sets low by what it finds and collects nothing
    heap.free = 50000
    assert clock.low_heap() is False and clock.low == main._LOW and heap.reads == 4
    # a collection that leaves a full heap (low_heap's own: it reads what it left): the next one waits for half of
    # that, not for LOW
    heap.total = heap.free = main._LOW
    assert clock.low_heap() is False
    heap.free = main._LOW - 1
    assert clock.low_heap() is True and clock.low == (main._LOW) // 2
    heap.free = main._LOW // 2 + 1
    assert clock.low_heap() is False
    # work's collection where the heap is that full: the first reading after it sets low, collecting only under
    # LOW // 4 (the heap filled since)
    heap.free = main._LOW // 2 - 1
    assert clock.low_heap(None) is False and clock.full is None and heap.collections == 2
    clock.full = True  # (work collected)
    heap.free = main._LOW // 4 + 1
    assert clock.low_heap() is False and clock.low == main._LOW // 4
    clock.full = True
    heap.free = main._LOW // 4 - 1
    assert clock.low_heap() is True and heap.collections == 3


def test_a_move_s_save_and_the_computer_s_start_wait_for_a_collection():
    """After your move, a nearly full heap is collected in a frame of its own before the save, and before the
    computer's start: each waits a frame. The start reads the heap again only where the save's reading found under
    twice ``low`` free (think50: with more, the save and a stroke leave it over ``low``). The computer's start redraws
    nothing that shows already ("CPU ..." since your move), where a hint's start does."""
    clock = Clock()
    app = app_with(clock)
    app.settings.update({"vs": 1, "level": 0, "human": 1, "ponder": 0})
    app.new_game("bot")
    heap = clock.gc = Heap(60000, 60000)
    saves = []
    app.save = lambda: saves.append(app.frames)
    app.press(K.A)
    moved = app.frames
    app.tick(clock())
    assert app.game.ply == 1 and not saves
    heap.free = 100  # nearly full: the frame after the move collects, the save waits
    frame(app, clock)
    app.tick(clock())
    assert heap.collections == 1 and not saves
    frame(app, clock)
    app.tick(clock())
    assert saves == [moved + 2] and app.scr.computer is None
    reads = heap.reads
    for _ in range(2):  # the mark's stroke, then the start: the save's reading found twice low free (think50)
        frame(app, clock)
        app.tick(clock())
    assert app.scr.computer is not None and heap.reads == reads and heap.collections == 1
    assert not {"status", "cursor"} & app.dirty, "the panel says CPU ... since your move"

    def reply():
        for _ in range(400):
            if app.human_turn() and app.scr.computer is None and app.scr.settle == -1:
                break
            frame(app, clock)
            clock.t += 33
            app.tick(clock())
        assert app.human_turn() and app.scr.computer is None

    reply()
    heap.free = clock.low + 1000  # your next move's save reads under twice low free: the start reads again
    from uttt.ui import cursor as C
    app.cursor = next(m for m in range(81) if C.empty(app, m) and C.in_area(app, m))
    clock.t += C.MASH_MS + 33  # (a press right after the computer's move is refused: a mashed key)
    frame(app, clock)
    app.tick(clock())
    frame(app, clock)
    app.press(K.A)
    moved = app.frames
    app.tick(clock())
    assert app.game.ply == 3
    frame(app, clock)
    app.tick(clock())
    assert saves[-1] == moved + 1 and heap.collections == 1
    heap.free = 100
    for _ in range(2):  # the mark's stroke, then a collection where the start would be
        frame(app, clock)
        app.tick(clock())
    assert heap.collections == 2 and app.scr.computer is None
    frame(app, clock)
    app.tick(clock())
    assert app.scr.computer is not None
    reply()
    app.dirty.clear()
    app.scr.think("hint")
    assert {"status", "cursor"} <= app.dirty, "a hint's start shows (the panel, the cursor hidden)"



def test_main_run_collects_in_quiet_frames_and_after_a_quick_press_s_drawing(tmp_path, monkeypatch):
    """pause25: main.run reads the heap (``Clock.low_heap``: a collection under ``low`` bytes free) in every other
    quiet frame, one with no press, no background work and nothing drawn, ahead of the next press (a hotseat game
    and the title run no background work: nothing else reads it here). gcahead57: and in a quick press's frame
    (under half a frame's time so far), after its drawing is on the screen (``hw.update``): presses in consecutive
    frames (the bench's ~30 a second) leave no quiet frame, and the heap filled in a dearer press, which collected
    in its own frame. Never before a frame's update in a press's frame, nor in a press's frame past half a frame's
    time (a collection there would make the frame overrun its 33 ms), nor in a frame of work."""
    import os
    import pytest
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sim = pytest.importorskip("sim")
    seen = []
    slow = []  # the third press's frame

    def code():
        import boards
        import uttt.ui.main as M
        import uttt.ui.view as V

        real = M.Clock.low_heap
        quiet = []
        shown = [False]  # this frame's hw.update() has run

        def low_heap(self):
            seen.append((M.app.frames, M.app.pressed, self.stop, quiet[-1], quiet.count(True), shown[0]))
            return real(self)

        def update(self, force=False):
            drew = draw(self, force)
            quiet.append(not drew)
            return drew
        draw = V.View.update
        monkeypatch.setattr(M.Clock, "low_heap", low_heap)
        monkeypatch.setattr(V.View, "update", update)
        hw = boards.load()
        poll, show, ticks = hw.poll, hw.update, hw.ticks_ms
        late = [0, 0]  # the ms the clock jumped (the third press's drawing takes 20 ms), presses drawn

        def polled():
            shown[0] = False
            return poll()

        def shown_now():
            show()
            shown[0] = True
            if M.app.pressed == M.app.frames - 1:
                late[1] += 1
                if late[1] == 3:
                    late[0] += 20
                    slow.append(M.app.frames)

        def ticks_ms():
            return ticks() + late[0]
        hw.poll, hw.update, hw.ticks_ms = polled, shown_now, ticks_ms
        M.run(hw)

    s = sim.Simulator("pybadge", nvm_path=str(tmp_path / "nvm.bin"), shots_dir=str(tmp_path / "shots"))
    try:
        s.run("wait:1 A RIGHT RIGHT wait:1", code=code)
    except SystemExit:
        pass
    calm = [x for x in seen if x[1] != x[0] - 1]
    pressed = [x for x in seen if x[1] == x[0] - 1]
    assert len(calm) > 10, "the title and the game wait for presses: most of their frames are quiet"
    assert all(stop < 0 and q and not up for _, _, stop, q, _, up in calm), \
        "a frame without a press reads it before its update, only where it works on nothing and drew nothing"
    assert len(calm) == (calm[-1][4] + 1) // 2, "every other quiet frame"
    assert len(pressed) == 2, "the quick presses' frames (A, RIGHT) read it; not the third, 20 ms (over 16) so far"
    assert all(up and stop < 0 for _, _, stop, _, _, up in pressed), "after the press's drawing is on the screen"
    assert len(slow) == 1 and slow[0] not in [f for f, _, _, _, _, _ in pressed], "the slow press's frame read nothing"


def test_chunks_of_chunk_ms_and_a_last_one_fitted_to_the_time_left():
    """frames25: a chunk's units grow until it takes CHUNK_MS (a step's own set-up is ~0.4 of a search's unit:
    fewer, larger chunks do more of the search in a frame), and where one more would end past the due time, the
    frame's last chunk is of the units that fit the time left: the frame ends at its due time, not a chunk early
    nor one late."""
    clock = Clock()
    app = app_with(clock)
    for cost in (1, 2):
        job = Job(clock, 100000, cost)
        for _ in range(8):
            spent = work_ms(app, clock, job)
            assert WORK_MS - 2 * cost <= spent <= WORK_MS, (cost, spent)
        assert main._CHUNK_MS <= app.units * cost <= 2 * main._CHUNK_MS
        assert min(job.chunks) < app.units, "the last chunk of a frame is cut to the time left"


class Swing(Job):
    """A job whose units turn dear within a frame: ``cost`` ms each for the frame's first ``cheap`` units, then
    ``dear`` ms (superthink62: a unit's cost swings 3-5x from one chunk to the next)."""

    def __init__(self, clock, cost, cheap, dear):
        super().__init__(clock, 100000, cost)
        self.cheap = cheap
        self.dear = dear
        self.done = 0  # this frame's units so far (the test sets 0 as a frame starts)

    def step(self, units):
        a = min(units, self.cheap - self.done) if self.done < self.cheap else 0
        self.clock.t += a * self.cost + (units - a) * self.dear
        self.done += units
        self.left -= units
        self.chunks.append(units)
        return False


def test_a_chunk_near_the_due_time_is_halved_where_units_turn_dear():
    """clock63: near its due time a frame's chunk is halved, to one unit, while it would end past the due time at
    twice the last chunk's pace: where the units turn 3x dearer there (superthink62: a chunk's pace against the last
    one's in the same frame was 3.0x at p90, and a 4-unit chunk fitted at the last pace ended 8-15 ms late on the
    bench), the frame ends at most one dear unit past its due time (on main 4-5 ms past: a chunk of 4 or 3 at 3 ms a
    unit). A swing over 2x where a whole chunk still fits twice (20 units in) overruns as before."""
    clock = Clock()
    app = app_with(clock)
    job = Swing(clock, 1, 100000, 3)
    for _ in range(6):                     # cheap frames: the chunks grow to CHUNK_MAX (4 ms each: CHUNK_MS)
        job.done = 0
        spent = work_ms(app, clock, job)
        assert WORK_MS - 1 <= spent <= WORK_MS, spent
    assert app.units == CHUNK_MAX
    for cheap in (24, 20, 26, 28):         # the units turn dear after this many in the frame
        job.cheap = cheap
        job.done = 0
        n = len(job.chunks)
        spent = work_ms(app, clock, job)
        assert spent <= WORK_MS + job.dear, (cheap, spent, job.chunks[n:])
        assert spent >= WORK_MS - 2 * job.dear, (cheap, spent, job.chunks[n:])
        assert cheap < 24 or min(job.chunks[n:]) < CHUNK_MAX, "smaller chunks near the due time"


def test_another_job_s_start_waits_for_a_frame_without_drawing_three_frames_at_most():
    """frames25: another job's first step (a Ponder's or a search's set-up, ~15 ms of a PyBadge) is not taken in a
    frame that draws two parts (a red flash ending: cursor and panel, ~40 ms in the bench), for three frames in a
    row; the fourth takes it (the work never starves). A frame with nothing to draw takes it at once."""
    clock = Clock()
    app = app_with(clock)
    first = Job(clock, 100000, 1)
    frame(app, clock)
    app.work(first)
    job = Job(clock, 100000, 1)
    for _ in range(3):
        frame(app, clock)
        app.dirty.update(("cursor", "status"))
        app.work(job)
        assert job.chunks == []
    frame(app, clock)
    app.dirty.update(("cursor", "status"))
    app.work(job)
    assert len(job.chunks) == 1, "the fourth frame that draws takes the set-up, alone"
    late = Job(clock, 100000, 1)
    frame(app, clock)
    app.work(late)
    assert len(late.chunks) > 1, "a frame with nothing to draw starts another job at once, and works on"


def test_a_frame_that_draws_two_parts_works_one_chunk_before_any_part_is_learnt():
    """A frame with two parts or more to draw works one chunk at most, also before any frame has drawn one part
    alone (``Clock.part`` still None: its "no part" must not match a frame's "not one part")."""
    clock = Clock()
    app = app_with(clock)
    job = Job(clock, 100000, 1)
    frame(app, clock)
    app.work(job)              # the job's start, in a quiet frame
    assert clock.part is None
    frame(app, clock)
    app.dirty.update(("cursor", "status"))
    n = len(job.chunks)
    app.work(job)
    assert len(job.chunks) - n <= 1, job.chunks[n:]


def test_the_clock_is_read_once_a_chunk_and_again_after_the_heap_s_reading():
    """heap27: ``Clock.work`` reads the clock once a chunk (a chunk starts where the last one ended, the frame's
    work where its checks read the clock), and reads it again after a frame's reading of the heap's free bytes
    (``gc.mem_free()``, a walk of its table on a board): that time is the frame's, not its first chunk's, so the
    chunk's units are not halved for it, and the frame still ends its work at its due time."""
    clock = Clock()
    app = app_with(clock)
    reads = []
    real = clock.ticks_ms

    def counted():
        reads.append(1)
        return real()

    clock.ticks_ms = counted
    job = Job(clock, 100000, 1)
    frame(app, clock)
    app.work(job)                          # the job's first frame: its chunks grow from 2 units
    n = len(reads)
    chunks = len(job.chunks)
    spent = work_ms(app, clock, job)
    assert len(reads) - n - 3 == 1 + len(job.chunks) - chunks, "one reading a chunk, one to start (work_ms: 3)"
    assert WORK_MS - 2 <= spent <= WORK_MS
    assert app.units == CHUNK_MAX  # 4 ms a chunk: CHUNK_MS

    class SlowHeap(Heap):
        def mem_free(self):  # a slow walk of the heap's table (6 ms: with a 4-ms chunk, over 2 x CHUNK_MS)
            clock.t += 6
            return Heap.mem_free(self)

    heap = clock.gc = SlowHeap(60000, 60000)
    for _ in range(8):
        before = len(job.chunks)
        read = heap.reads
        spent = work_ms(app, clock, job)
        assert spent <= WORK_MS, spent
        if heap.reads > read:  # the first chunk's time is its own: the next is not halved for the reading
            assert job.chunks[before:before + 2] == [CHUNK_MAX, CHUNK_MAX], job.chunks[before:]
    assert heap.reads == 2


def test_a_heap_reading_past_the_due_time_leaves_its_frame_without_work_and_teaches_nothing():
    """frames36: the heap's reading (``gc.mem_free()``, every fourth frame of work with nothing to draw) may end past
    the frame's due time (a long tick before it; the bench's reading takes 20-25 ms of a PyBadge's, a board's ~5):
    that frame then runs no chunk (one ran regardless: rating frames of 40-60 ms in the bench) and the next one
    works; main.run counts it as a frame of work (``stop``), not a quiet one, which would read the heap again.
    Neither such a frame nor one that collects the heap teaches the reading's or the collection's time as its time
    after the work (``Clock.end``): it is not the view's, and a board's collection (~16 ms, under BUSY_MS) made the
    next frames work less until the estimate came back down."""
    clock = Clock()
    app = app_with(clock)
    job = Job(clock, 100000, 1)

    class SlowHeap(Heap):
        read_ms = 0
        collect_ms = 16

        def mem_free(self):
            clock.t += self.read_ms
            return Heap.mem_free(self)

        def collect(self):
            clock.t += self.collect_ms
            Heap.collect(self)

    heap = clock.gc = SlowHeap(60000, 60000)

    def worked(before_ms=0):
        """A frame with nothing to draw: the tick's own time, the work, 6 ms after it; the chunks it ran."""
        frame(app, clock)
        clock.t += before_ms
        n = len(job.chunks)
        app.work(job)
        # main.run: a frame whose work stopped (``stop``) is no quiet frame (those read the heap again)
        assert clock.stop >= 0 and clock.stop == clock.ms
        end(clock, 6)
        return len(job.chunks) - n

    for _ in range(8):
        assert worked() > 0
    rest = clock.rest
    assert rest <= REST_MS
    # a reading that ends past the due time: the frame that reads runs nothing, and the next one works
    heap.read_ms = WORK_MS
    ran = []
    for _ in range(8):
        reads = heap.reads
        k = worked(before_ms=5)
        ran.append((heap.reads > reads, k))
    assert [k for r, k in ran if r] == [0, 0], ran
    assert all(k > 0 for r, k in ran if not r), ran
    assert clock.rest == rest, "the reading's frame teaches nothing"
    # one that reads in time works as before
    heap.read_ms = 2
    ran = [worked() for _ in range(4)]
    assert min(ran) > 0 and heap.collections == 0
    # a collection (the heap nearly full): a frame without work, whose time after it is not learnt either
    heap.free = main._LOW - 1
    ran = [worked() for _ in range(5)]  # (the reading's frame works; the next one collects: think64)
    assert heap.collections == 1 and ran.count(0) == 1, ran
    assert clock.rest == rest, "the collection's frame teaches nothing"


BOT_MODULES = ["uttt.ui.computer", "uttt.bot_loop", "uttt.bot_search", "uttt.bot_eval", "uttt.ponder"]


def test_the_computer_s_modules_come_one_a_frame_before_its_search_and_its_pondering(monkeypatch):
    """Issue 16: the computer's modules, imported all in one frame (its search's start, or its pondering's at the
    game's start when you move first), made it the longest frame while it thinks (65-110 ms of a PyBadge's,
    board-adjusted). Where a board drops them (``App.unloads``), they come one a frame where the start would be
    (``GameScreen.fetch``), leaves first, and the search or the pondering starts in the frame after the last. The
    moves are the same."""
    import uttt
    import uttt.ui

    def play(unloads):
        for name in BOT_MODULES:
            monkeypatch.delitem(sys.modules, name, raising=False)
            pkg, _, leaf = name.rpartition(".")
            monkeypatch.delattr(sys.modules[pkg], leaf, raising=False)
        clock = Clock()
        app = App(160, 128, "dpad", echo=False, seed=5, clock=clock)
        app.unloads = unloads
        app.settings.update({"vs": 1, "level": 1, "human": 1, "ponder": 1})
        app.new_game("bot")
        frames = []  # each frame: the modules first imported in it, and whether the search or the pondering ran
        for n in range(600):
            frame(app, clock)
            if app.human_turn() and app.scr.settle == -1 and n % 40 == 39:
                app.press(K.A if C_empty(app) else K.RIGHT)
            before = [m for m in BOT_MODULES if m in sys.modules]
            clock.t += 33
            app.tick(clock())
            scr = app.scr
            frames.append(([m for m in BOT_MODULES if m in sys.modules and m not in before],
                           scr.computer is not None, scr.ponder is not None))
            if app.game.ply >= 4:
                break
        return app, frames

    app, frames = play(True)
    new = [f[0] for f in frames if f[0]]
    assert all(len(x) == 1 for x in new), "one module a frame: %r" % new
    assert [x[0] for x in new] == BOT_MODULES, "leaves first"
    first = [i for i, f in enumerate(frames) if f[0]]
    searched = next(i for i, f in enumerate(frames) if f[1])
    pondered = next(i for i, f in enumerate(frames) if f[2])
    assert first[3] < searched and first[4] < pondered, "each starts once its code is in"
    moves = app.game.moves[:4]
    assert play(False)[0].game.moves[:4] == moves, "the same moves when everything comes at once (a PC's)"


def C_empty(app):
    from uttt.ui import cursor as C
    return C.empty(app, app.cursor) and C.in_area(app, app.cursor)


def test_the_panel_s_words_and_the_dots_wait_for_a_frame_without_the_mark_s_strokes():
    """Issue 16: after a move, the panel's words (the frame after the save's) and the computer's dots drawn in the
    same frame as a stroke of the mark took 50-60 ms of a PyBadge's. They wait for a frame without one (a press's
    frame, a move's and the game's end excepted), and then show."""
    clock = Clock()
    app = app_with(clock)
    app.settings.update({"vs": 1, "level": 1, "human": 1, "ponder": 1})
    app.new_game("bot")
    both = []
    for n in range(800):
        frame(app, clock)
        pressed = False
        if app.human_turn() and app.scr.settle == -1 and n % 20 == 19:
            app.press(K.A if C_empty(app) else K.RIGHT)
            pressed = True
        clock.t += 33
        app.tick(clock())
        d = app.dirty
        if "anim" in d and "status" in d and not pressed and "cells" not in d and not app.over:
            both.append(n)
        if app.game.ply >= 8:
            break
    assert app.game.ply >= 8
    assert not both, "the panel drawn with a stroke in frames %r" % both
    assert not app.scr.fx.later


def test_main_run_draws_nothing_in_a_frame_that_collects(tmp_path, monkeypatch):
    """Issue 16: a collection of the heap (``Clock.low_heap``) and the view's drawing never share a frame: after
    your move the save and the computer's start wait for a nearly full heap's collection (frames23), and that
    frame drew the mark's strokes and the panel too (50-105 ms of a PyBadge's). What changed is drawn in the next
    frame (``Clock.held``); a press's frame draws at once. A game against the computer, its heap filling ~2.5 KB a
    reading."""
    import os
    import pytest
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    sim = pytest.importorskip("sim")
    seen = []  # each frame: (collections in it, drew, a press's frame, something left to draw after it)

    class Filling(Heap):
        def mem_free(self):
            self.free -= 2500
            return super().mem_free()

    def code():
        import boards
        import uttt.ui.main as M
        import uttt.ui.view as V
        import uttt.ui.app as A

        heap = Filling(20000, 20000)
        init = M.Clock.__init__
        start = A.App.__init__
        draw = V.View.update
        end = M.Clock.end
        state = [0, False]

        def clock_init(self, hw):
            init(self, hw)
            self.gc = heap

        def app_init(self, *a, **kw):
            start(self, *a, **kw)
            self.settings.update({"vs": 1, "level": 1, "human": 1, "ponder": 1})

        def update(self, force=False):
            state[1] = draw(self, force)
            return state[1]

        def frame_end(self):
            app = M.app
            seen.append((heap.collections - state[0], state[1], app.pressed == app.frames - 1, bool(app.dirty)))
            state[0] = heap.collections
            state[1] = False
            end(self)

        monkeypatch.setattr(M.Clock, "__init__", clock_init)
        monkeypatch.setattr(A.App, "__init__", app_init)
        monkeypatch.setattr(V.View, "update", update)
        monkeypatch.setattr(M.Clock, "end", frame_end)
        M.run(boards.load())

    s = sim.Simulator("pybadge", nvm_path=str(tmp_path / "nvm.bin"), shots_dir=str(tmp_path / "shots"))
    try:
        s.run("wait:1 A wait:1 A wait:2 RIGHT A wait:2 DOWN A wait:2 LEFT A wait:2", code=code)
    except SystemExit:
        pass
    collected = [x for x in seen if x[0]]
    assert len(collected) > 5, "the heap fills: it is collected now and then"
    assert not [x for x in collected if x[1] and not x[2]], "a frame that collected drew"
    assert [x for x in collected if x[3]], "some left their drawing to the next frame"


def test_the_computer_s_search_sorts_a_free_move_s_roots_first_in_a_frame(monkeypatch):
    """frames31: an iteration's end sorts the root moves by value (a free move's 81: 25-40 ms of a PyBadge's,
    estimate, no unit counted). The computer's search stops its step before it and returns None (``pause``, as the
    analysis's since rate28), which ends the frame's work (``Clock.work``): the sort runs first in a frame, never
    after a frame's worth of other chunks."""
    from uttt.bot_search import Thinker
    clock = Clock()
    app = app_with(clock)
    app.settings.update({"vs": 1, "level": 3, "human": 2, "ponder": 0})
    app.new_game("bot")                 # the computer opens: 81 root moves
    plain = Thinker.step
    chunks = [0]                        # this frame's chunks so far
    sorts = []                          # for each chunk that sorted 81 roots: its place among its frame's chunks

    def step(self, n):                  # each unit costs 2 ms of board time
        d = self.depth
        clock.t += 2 * n
        got = plain(self, n)
        if self._nr == 81 and self.depth != d:
            sorts.append(chunks[0])
        chunks[0] += 1
        return got

    monkeypatch.setattr(Thinker, "step", step)
    for _ in range(400):
        frame(app, clock)
        chunks[0] = 0
        app.tick(clock())
        clock.t = clock.start + 33
        if app.game.ply:
            break
    assert app.game.ply == 1, "the computer answered"
    assert len(sorts) >= 2 and set(sorts) == {0}, sorts


def test_an_import_of_the_computer_s_code_reads_no_heap_nor_does_the_frame_after_it(monkeypatch):
    """think50: the frames that import the computer's modules one a frame (``rounds.fetch``) read the heap's free
    bytes first (``Clock.low_heap``, a walk of its table: ~4.6 ms of a PyBadge's), and so did the computer's start in
    the frame after the last: the import frames of ``uttt.bot_search`` were 50-54 ms board-adjusted. A CircuitPython
    import collects the heap after its load, so neither reads it now (both still draw nothing: ``held``); the save's
    frame reads it as before, and so does a start after it where that reading found under twice ``low`` free (it
    could collect; with more, the save and a stroke of the mark leave it over ``low``). A hint's reference search
    (``uttt.bot_ref``) comes in a frame of its own before the hint's search starts, as the computer's code does."""
    import uttt
    import uttt.ui
    mods = BOT_MODULES[:4] + ["uttt.bot_ref"] + BOT_MODULES[4:]
    for name in mods:
        monkeypatch.delitem(sys.modules, name, raising=False)
        pkg, _, leaf = name.rpartition(".")
        monkeypatch.delattr(sys.modules[pkg], leaf, raising=False)
    clock = Clock()
    heap = clock.gc = Heap(60000, 60000)
    app = App(160, 128, "dpad", echo=False, seed=5, clock=clock)
    app.unloads = True
    app.settings.update({"vs": 1, "level": 1, "human": 1, "ponder": 0})
    app.new_game("bot")
    frames = []  # each frame: its settle before the tick, the modules it imported, heap readings, held, started

    def step(press=None):
        frame(app, clock)
        clock.held = False
        if press is not None:
            app.press(press)
        scr = app.scr
        s = scr.settle
        before = [m for m in mods if m in sys.modules]
        reads = heap.reads
        was = scr.computer
        clock.t += 33
        app.tick(clock())
        frames.append((s, [m for m in mods if m in sys.modules and m not in before], heap.reads - reads, clock.held,
                       scr.computer is not None and was is None))

    for n in range(200):  # your first move, then the computer's: its code comes one module a frame
        step(K.A if n == 5 and C_empty(app) else K.RIGHT if n == 5 else None)
        if app.game.ply >= 2:
            break
    assert app.game.ply >= 2
    imports = [i for i, f in enumerate(frames) if f[1]]
    assert [frames[i][1][0] for i in imports] == BOT_MODULES[:4], "one module a frame, leaves first"
    assert all(not frames[i][2] and frames[i][3] for i in imports), "an import frame reads no heap, draws nothing"
    start = next(i for i, f in enumerate(frames) if f[4])
    assert start == imports[-1] + 1 and not frames[start][2] and frames[start][3], \
        "the start right after the last import reads no heap either, and draws nothing"
    saves = [f for f in frames if f[0] >= 0]  # the move's frame, then the save's
    assert len(saves) == 2 and saves[-1][2] == 1 and saves[-1][3], "the save's frame reads the heap"
    for free, ply, reads in ((60000, 4, 0), (main._LOW + 4000, 6, 1)):
        # your next moves, the computer's code in: the save's frame reads the heap; the start two frames later reads
        # it again only where the save's found under twice low free (a start that could collect), as before
        heap.free = heap.total = free
        del frames[:]
        for n in range(400):
            step(K.A if n == 5 and C_empty(app) else K.RIGHT if n == 5 else None)
            if app.game.ply >= ply:
                break
        assert app.game.ply >= ply
        saves = [f for f in frames if f[0] >= 0]
        start = next(f for f in frames if f[4])
        assert saves[-1][2] == 1 and saves[-1][3], "the save's frame reads the heap"
        assert not start[1] and start[2] == reads and start[3], (free, start)
        assert heap.collections == 0
    del frames[:]
    app.press(K.START)  # a hint: its reference search's code in a frame of its own, then the search
    ids = [i for i, _ in app.scr.items()]
    app.scr.sel = ids.index("hint")
    step(K.A)
    for n in range(20):
        step()
        if app.scr.computer is not None:
            break
    got = [f for f in frames if f[1]]
    assert [f[1] for f in got] == [["uttt.bot_ref"]] and not got[0][2] and got[0][3]
    assert frames[-1][4] and frames.index(got[0]) == len(frames) - 2, "the hint's search starts in the next frame"
