"""A whole session of the app (no display) under a real MicroPython with a hard heap cap, the way a board runs
it: main.py's boot imports (``preload(BOOT_LIBS + BOOT_APP)``: the real adafruit_display_text library first,
over an import-only ``displayio`` stand-in, then the bot and the app), a 256-byte NVM (settings, stats, the
series and the game saved after every move), then by D-pad presses: a best-of-3 series of Ultimate against the
computer with an undo, the rating of your moves, the replay and the log after every game, Classic and Wild
against the computer, the Stats screen, the rules pages, a hot-seat game with an undo (the other player
consents), a power cycle mid-game that resumes from NVM, and random presses on the result and menu screens;
twice over. A computer or a rating unavailable for lack of memory (the app carries on without it) fails the
test. The peak live heap is printed.

The cap, on this 64-bit unix port (8-byte words; a 32-bit SAMD51 needs roughly 55-60% of it): 232K. Measured
for seeds 1-8 (the test's is 1), smallest heap in which each passes, with the text library loaded: every seed
from 208K when it is imported first (192K: seeds 3, 4, 6, 7 fail; at 216K seed 6 failed once: the heap is
fragmented, so the figures are not monotonic); with the text library imported after the app, as main.py did
before, bitmap_label's compile (97K alone) fails at boot for every seed up to 216K and all pass from 224K.
Without the text library the same session passed every seed from 200K. So 232K leaves 24K over the worst
seed seen with main's order.
"""

import os
import shutil
import subprocess

from support import micropython

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
APP_HEAP = "232K"
STUB = os.path.join(ROOT, "tests", "mp", "stub")

SCRIPT = r'''import sys
sys.path.insert(0, sys.argv[1])
sys.path.insert(0, sys.argv[5])   # displayio stand-in and a copy of the Adafruit text library
import gc
import random
if len(sys.argv) < 5 or sys.argv[4] != "late":   # main.py's boot order (else: each module when first used)
    from uttt.ui.main import preload, BOOT
    preload([n for n in BOOT if n != "uttt.ui.view"])   # no display here: the app alone
    from adafruit_display_text import bitmap_label  # noqa: F401  (it must have loaded)
from uttt.ui.app import App
from uttt.ui import buttons as K
from uttt.ui.drive import play_presses

laps = int(sys.argv[2]) if len(sys.argv) > 2 else 1
random.seed(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
nvm = bytearray(256)          # a SAMD51's microcontroller.nvm
T = [0]
PEAK = [0]


def watch(line):
    if line.startswith("!"):             # the computer or the rating unavailable: the app degrades, we fail
        raise SystemExit(line)


def measure():
    gc.collect()
    used = gc.mem_alloc()
    if used > PEAK[0]:
        PEAK[0] = used


def press(app, code):
    T[0] += 200
    app.tick(T[0])
    app.press(code)
    del app.cues[:]


def choose(app, key, step=K.A):
    """Move the menu bar onto the row with id key (Down presses), then press step."""
    ids = [r[0] for r in app.scr.items()]
    if key not in ids:
        raise SystemExit("no row %r on %s: %r" % (key, app.screen, ids))
    while app.scr.items()[app.scr.sel][0] != key:
        press(app, K.DOWN)
    press(app, step)


def play_out(app, undo_at=-1, moves=999):
    """Random moves by presses until the game ends (or `moves` of yours were made); undo once at ply undo_at."""
    g = app.game
    done = 0
    while not app.game.result and done < moves:
        T[0] += 200
        app.tick(T[0])
        if app.notice:                   # "Computer unavailable: out of memory" (the app keeps going)
            raise SystemExit(app.notice)
        if app.scr.thinking or app.game.result or app.screen != "game":
            continue
        if app.game.ply == undo_at:
            undo_at = -1
            press(app, K.START)
            choose(app, "undo")
            if app.screen == "confirm":
                choose(app, "yes")
            continue
        ms = app.game.legal_moves()
        m = ms[random.getrandbits(8) % len(ms)]
        for code in play_presses(app, m):
            press(app, code)
        done += 1
        measure()


def result_screens(app):
    press(app, K.LEFT)                   # replay
    for code in (K.LEFT, K.LEFT, K.LEFT, K.UP, K.RIGHT, K.DOWN):
        press(app, code)
    press(app, K.B)                      # back to the result
    press(app, K.SELECT)                 # the log
    for code in (K.UP, K.UP, K.LEFT):
        press(app, code)
    press(app, K.B)
    measure()


app = App(160, 128, "dpad", nvm=nvm, echo=False, seed=1)
app.say = watch
choose(app, "settings")
choose(app, "best_of", K.RIGHT)          # best of 3
choose(app, "timer", K.RIGHT)            # 5 s a move (at 200 ms a press it never runs out)
choose(app, "back")
for lap in range(laps):
    if not app.settings["vs"]:
        choose(app, "vs")                # vs computer
    choose(app, "bot")                   # Ultimate vs computer: a best-of-3 series
    rounds = 0
    while True:
        play_out(app, undo_at=6 if rounds == 0 else -1)
        while app.rater is not None:     # the rating of your moves, in the background
            T[0] += 200
            app.tick(T[0])
        measure()
        result_screens(app)
        rounds += 1
        if app.series.over or rounds >= 3:
            break
        press(app, K.A)                  # again: the next round
    press(app, K.B)                      # title
    for mode in ("classic", "wild"):     # vs computer too
        choose(app, mode)
        play_out(app)
        result_screens(app)
        press(app, K.B)
    choose(app, "stats")
    for i in range(8):
        press(app, K.DOWN)
    press(app, K.B)
    choose(app, "rules")
    for i in range(8):
        press(app, K.RIGHT)
    if app.screen != "title":
        press(app, K.B)
    choose(app, "vs")                    # vs friend
    choose(app, "hotseat")
    play_out(app, undo_at=9, moves=12)
    # Power cycle mid-game: the game resumes from NVM.
    app = None
    gc.collect()
    app = App(160, 128, "dpad", nvm=nvm, echo=False, seed=1)
    app.say = watch
    if app.screen != "game":
        raise SystemExit("no resume")
    play_out(app)
    result_screens(app)
    for i in range(200):                 # random presses on the result and menu screens
        T[0] += 50
        app.tick(T[0])
        app.press(random.getrandbits(4) % 10)
        del app.cues[:]
    for i in range(20):
        if app.screen == "title":
            break
        press(app, K.B) if app.screen != "game" else press(app, K.START)
        if app.screen == "pause":
            choose(app, "quit")
print("OK laps=%d peak=%d" % (laps, PEAK[0]))
'''


def device_lib(tmp_path):
    """A folder like a board's: the displayio stand-in plus the installed Adafruit text library."""
    import adafruit_display_text
    import adafruit_ticks
    lib = tmp_path / "lib"
    shutil.copytree(os.path.dirname(adafruit_display_text.__file__), lib / "adafruit_display_text",
                    ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(adafruit_ticks.__file__, lib / "adafruit_ticks.py")
    shutil.copy(os.path.join(STUB, "displayio.py"), lib / "displayio.py")
    return lib


def run(tmp_path, heap, laps, seed=1, mode="boot"):
    path = tmp_path / "app_session.py"
    path.write_text(SCRIPT)
    lib = device_lib(tmp_path)
    # The repo as "." (cwd): the heap a run needs must not depend on where the repo was cloned.
    return subprocess.run([micropython(), "-X", "heapsize=" + heap, str(path), ".", str(laps), str(seed), mode,
                           str(lib)], capture_output=True, text=True, timeout=600, cwd=ROOT)


def test_a_whole_session_runs_in_a_capped_heap(tmp_path):
    out = run(tmp_path, APP_HEAP, 2)
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.startswith("OK laps=2"), out.stdout
    print(out.stdout)


def test_the_app_cap_is_real(tmp_path):
    out = run(tmp_path, "96K", 1)
    assert out.returncode != 0 and "MemoryError" in out.stdout + out.stderr
