"""Does the game fit each board's heap? Measured on CircuitPython's own 32-bit unix port (prints; asserts nothing).

    python tests/bench/device_fit.py [--board pybadge ...] [--seeds N] [--mpy-only | --py-only] [--breakdown]
        [--model areas | contiguous] [--pystack] [--no-times]

For each board (pybadge, pygamer, pyportal, pyportal_titano, clue, thumby_color; an EdgeBadge or a PyBadge LC
runs the PyBadge's driver on the same screen, a PyPortal Pynt the PyPortal's) it deploys the game exactly as
``python -m sim.deploy DIR --board B`` writes it, as .mpy and as .py, and plays one scripted session
(tests/cp/session.py: every mode, screen, level and settings page, and a power cycle that resumes from NVM)
through the real ``code.py`` (boards.load() on a stand-in board, main.run(), the real view) under
``circuitpython-unix32-display`` with a hard heap cap, laid out as the board's heap areas (``--model areas``, the
default: an 8 KB area, then each as large as the heap so far, fences between them; ``--model contiguous``: one
heap of the cap's size, as before issue 16): real Bitmaps, Palettes, vectorio and bitmaptools, stand-ins sized
as CircuitPython's C objects for the rest (tests/cp/, docs/memory.md). A cap passes when both boots (the second
a new process given the NVM bytes the first left; a boot the game restarts, ``supervisor.reload()``, goes on in
another new process with the NVM kept: with ``--super``, the Super-Ultimate game's own boot, heap32) end without an
exception, without the app saying it could
not load something and without a ``degraded: ...`` line (a feature dropped for lack of memory); the smallest
passing cap is bisected to 1 KB for each seed. It prints per board:
- the resident heap at play: live bytes (after a collection) once the first hot-seat game is drawn;
- the smallest heap in which the whole session passes, per seed, from .mpy and from .py, against the budget;
- each press's time from input to finished frame (the fastest of two session runs alone, the first seed),
  scaled to a PyBadge by pystone measured in the same binary (rate here / 1,300): the median and the three
  slowest;
- with ``--breakdown``: where the bytes at play go (each module as imported, the board's objects, the
  displayio objects on screen, the rest);
- with ``--pystack``: the peak of a board's 2 KB pystack over the first seed's session, and the calls then
  (tests/cp/pystack.py). tests/bench/press_times.py is the full report of press times.
The heap figures are the game's: the harness's own heap (stand-in modules, the font bitmap a board keeps in
flash, the session player; printed as "harness") is added to the cap given to the binary.

Tools: ``$CIRCUITPYTHON_UNIX`` (circuitpython-unix32-display, or circuitpython-unix32 beside it) and
``$MPY_CROSS``, else ../shared/tools/ next to the repository (copied to a temp folder and made executable when
they are not). Runs two sessions at a time, under ``nice``. The last line is
``pybadge (MODEL): whole session from N KB (.mpy), M KB (.py); resident at play R KB``.
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
if os.path.dirname(os.path.abspath(__file__)) not in sys.path:
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import board_names  # noqa: E402  (tests/bench: the game's names as a board interns them)
HARNESS = os.path.join(ROOT, "tests", "cp")
TOOLS = os.path.join(os.path.dirname(ROOT), "shared", "tools")
PYBADGE_PYSTONES = 1300

# bench name: (board id, port of cp_board.SIZES, size, I2C addresses answering, heap budget KB, .py aim KB)
BOARDS = {
    "pybadge": ("pybadge", "samd51", (160, 128), (0x19,), 128, 140),
    "pygamer": ("pygamer", "samd51", (160, 128), (0x19,), 128, 140),
    "pyportal": ("pyportal", "samd51", (320, 240), (0x48,), 192, 192),
    "pyportal_titano": ("pyportal_titano", "samd51", (480, 320), (0x48,), 192, 192),
    "clue": ("clue_nrf52840_express", "nrf52840", (240, 240), (0x1C, 0x39, 0x44, 0x6A, 0x77), 160, 160),
    "thumby_color": ("tinycircuits_thumby_color", "rp2350", (128, 128), (), 256, 256),
}
MAIN = '''import gc
import sys
sys.path[0] = ""
gc.collect()
_base = gc.mem_alloc()
import cp_run
sys.exit(cp_run.main(_base))
'''


# ----- tools -----------------------------------------------------------------------------------------------------

def _runnable(path, scratch):
    """path itself if executable, else a copy in scratch made executable (a read-only tools folder)."""
    if os.access(path, os.X_OK):
        return path
    os.makedirs(scratch, exist_ok=True)
    copy = os.path.join(scratch, os.path.basename(path))
    if not os.path.exists(copy):
        shutil.copy(path, copy)
        os.chmod(copy, 0o755)
    return copy


def find_tools(scratch):
    """(circuitpython-unix32-display, CircuitPython's mpy-cross) or (None, why)."""
    cp = os.environ.get("CIRCUITPYTHON_UNIX") or os.path.join(TOOLS, "circuitpython-unix32-display")
    if os.path.basename(cp) == "circuitpython-unix32":
        cp += "-display"  # the harness needs the build with displayio's Bitmap, vectorio, bitmaptools
    mc = os.environ.get("MPY_CROSS") or os.path.join(TOOLS, "mpy-cross-cp10")
    for path, what in ((cp, "CIRCUITPYTHON_UNIX (circuitpython-unix32-display)"), (mc, "MPY_CROSS")):
        if not os.path.isfile(path):
            return None, "%s not found: set %s or put ../shared/tools beside the repository" % (path, what)
    return (_runnable(cp, scratch), _runnable(mc, scratch)), None


def pystones(cp):
    """Pystones/s of the binary (best of three), for the PyBadge estimate. Timed by the process's CPU time
    (the unix port's ``time.clock()``, in ms steps) where there is one, as the press timer is
    (tests/cp/cp_board.py ``now_us``): time the shared machine gives other processes is not counted."""
    code = ("import sys\nimport time\nsys.path.insert(0, %r)\nimport pystone\n"
            "if hasattr(time, 'clock'):\n    pystone.CLOCK = lambda: int(time.clock() * 1000)\n"
            "print(pystone.rate(20000))\n") % os.path.join(ROOT, "tests", "bench")
    out = subprocess.run([cp, "-c", code], capture_output=True, text=True, timeout=300)
    return float(out.stdout.strip().splitlines()[-1])


# ----- the heap as a board allocates it ------------------------------------------------------------------------------
# CircuitPython (py/gc.c at cd3da4a5, MICROPY_GC_SPLIT_HEAP_AUTO) starts the Python heap as one area of 8 KB
# (CIRCUITPY_HEAP_START_SIZE) taken from the outer heap (TLSF, supervisor/shared/port.c), and when an allocation
# fails after a collection, gc_try_add_heap adds an area of min(the outer heap's largest free block, as
# tlsf_fit_size rounds it, max(compute_heap_size(the blocks so far), compute_heap_size(the request))). Each area
# keeps its own tables (2 bits + 1 + 1 per 16-byte block: alloc, finaliser and collect tables) and, after the
# first, its 36-byte mp_state_mem_area_t; no object spans two areas. board_areas(cap) gives the areas a heap of
# cap bytes of outer heap grows into when requests stay below the heap so far (the game's are: its largest single
# allocations are its names' pools, 3.9 KB for 640 names opened at boot, 7.7 KB for the next 1,280); area_pools their usable bytes, which the runner lays out
# with a one-block fence between each two (tests/cp/cp_run.py, make_zone). docs/memory.md explains the model.
FIRST_AREA = 8192        # CIRCUITPY_HEAP_START_SIZE
AREA_STRUCT = 36         # sizeof(mp_state_mem_area_t), 32-bit, split heap, finaliser and selective collect
TLSF_HEADER = 4          # the outer heap's block header
TLSF_SL = 32             # tlsf's second-level classes per power of two (SL_INDEX_COUNT_LOG2 5)


def _heap_size_for(blocks):
    """py/gc.c compute_heap_size: the bytes of an area with this many 16-byte blocks."""
    blocks = (blocks + 3) // 4 * 4
    total = AREA_STRUCT + blocks // 4 + 1 + (blocks + 7) // 8 + (blocks + 7) // 8 + blocks * 16 + 16
    return (total + 15) // 16 * 16


def _pool_blocks(area, first=False):
    """py/gc.c gc_setup_area: the usable 16-byte blocks of an area of this many bytes (its end aligned down to
    16 from a 4-aligned start: up to 12 bytes lost; the first area's struct is static, the others' in them)."""
    total = area - 12 - (0 if first else AREA_STRUCT)
    return ((total - 1) * 8) // 132 // 4 * 4


def _tlsf_fit(size):
    """tlsf_fit_size: the largest request a free block of size bytes surely satisfies (good fit)."""
    if size < 256:
        return max(0, size & ~3)
    return size & ~((1 << (size.bit_length() - 1)) // TLSF_SL - 1)


def board_areas(cap):
    """The areas (bytes of outer heap each) that a heap given cap bytes of outer heap grows into."""
    areas = [FIRST_AREA]
    free = cap - FIRST_AREA - TLSF_HEADER
    while True:
        total = _heap_size_for(sum(_pool_blocks(a, i == 0) for i, a in enumerate(areas)))
        avail = _tlsf_fit(free - TLSF_HEADER)
        need = _heap_size_for(1)
        if avail < need:
            return areas
        area = min(avail, max(total, need))
        if _pool_blocks(area) < 1:
            return areas
        areas.append(area)
        free -= area + TLSF_HEADER


def area_pools(cap):
    """The usable bytes of each of board_areas(cap)."""
    return [_pool_blocks(a, i == 0) * 16 for i, a in enumerate(board_areas(cap))]


MODELS = ("areas", "contiguous")
PYSTACK = 2048           # CIRCUITPY_PYSTACK_SIZE (py/circuitpy_mpconfig.h)


# ----- the pystack: each function's frame, from the .mpy preludes (tests/cp/pystack.py uses them) -----------------

def _uint(b, i):
    v = 0
    while True:
        c = b[i]
        i += 1
        v = (v << 7) | (c & 0x7F)
        if not c & 0x80:
            return v, i


def read_mpy(data, static=None):
    """The raw code tree of a CircuitPython .mpy (v6, bytecode only): {"name", "n_state", "n_exc", "flags",
    "children"}; a name that is one of the firmware's static qstrs is looked up in static (index -> name), else
    left as its index (an int)."""
    if data[0] != ord("C") or data[1] != 6:
        raise ValueError("not a CircuitPython .mpy v6")
    i = 4
    if data[2] & 0x40:
        _, i = _uint(data, i)
    n_qstr, i = _uint(data, i)
    n_obj, i = _uint(data, i)
    qstrs = []
    for _ in range(n_qstr):
        ln, i = _uint(data, i)
        if ln & 1:
            qstrs.append((static or {}).get(ln >> 1, ln >> 1))
        else:
            qstrs.append(data[i:i + (ln >> 1)].decode())
            i += (ln >> 1) + 1

    def skip_obj(i):
        kind = data[i]
        i += 1
        if kind <= 4:
            return i
        n, i = _uint(data, i)
        if kind == 10:  # a tuple: n objects
            for _ in range(n):
                i = skip_obj(i)
            return i
        return i + n + (1 if kind in (5, 6) else 0)

    for _ in range(n_obj):
        i = skip_obj(i)

    def raw(i):
        kind_len, i = _uint(data, i)
        if kind_len & 3:
            raise ValueError("native code in a .mpy")
        fun = data[i:i + (kind_len >> 3)]
        i += kind_len >> 3
        z = fun[0]  # the prelude's signature (py/bc.h MP_BC_PRELUDE_SIG_DECODE)
        j = 1
        S, E, F, A, K, n = (z >> 3) & 0xF, (z >> 2) & 1, 0, z & 3, 0, 0
        while z & 0x80:
            z = fun[j]
            j += 1
            S |= (z & 0x30) << (2 * n)
            E |= (z & 0x02) << n
            F |= ((z & 0x40) >> 6) << n
            A |= (z & 0x4) << n
            K |= ((z & 0x08) >> 3) << n
            n += 1
        while fun[j] & 0x80:  # the prelude's size (n_info, n_cell)
            j += 1
        name, _ = _uint(fun, j + 1)
        node = {"name": qstrs[name], "n_state": S + 1, "n_exc": E, "flags": F, "children": []}
        if kind_len & 4:
            count, i = _uint(data, i)
            for _ in range(count):
                child, i = raw(i)
                node["children"].append(child)
        return node, i

    return raw(i)[0]


def _frame(node):
    """A call's pystack bytes (py/objfun.c: offsetof(mp_code_state_t, state) 20 + 4 per state slot + 12 per
    exception handler level, 8-aligned) and 8 for a bound method's arguments (py/objboundmeth.c)."""
    return ((20 + 4 * node["n_state"] + 12 * node["n_exc"] + 7) // 8) * 8 + 8


def _with_nested(node):
    """A function's frame plus the largest of those nested in it (not generators: their frames are on the heap)."""
    inner = [_with_nested(c) for c in node["children"] if not c["flags"] & 1]
    return _frame(node) + max(inner or [0])


def frame_table(folder, mc, scratch):
    """({"module:function" or "module:Class.method": bytes}, code.py's frame, {module: its top level's frame and
    its largest class body's}) for
    the .mpy files of a deployed folder (tests/cp/pystack.py). Static qstr names are found by compiling a probe
    that defines a function of each name the sources use."""
    import ast

    names = set()
    sources = []
    for base, _, files in os.walk(folder):
        for f in files:
            if f.endswith(".mpy"):
                mod = os.path.relpath(os.path.join(base, f), folder)[:-4].replace(os.sep, ".")
                if mod.startswith("lib."):
                    continue
                src = _source(folder, mod[:-9] if mod.endswith(".__init__") else mod)
                sources.append((mod, os.path.join(base, f)))
                if src:
                    for n in ast.walk(ast.parse(open(src).read())):
                        if isinstance(n, (ast.FunctionDef, ast.ClassDef)):
                            names.add(n.name)
    names = sorted(names)
    os.makedirs(scratch, exist_ok=True)
    probe = os.path.join(scratch, "probe.py")
    with open(probe, "w") as f:
        for n in names:
            f.write("def %s():\n    pass\n" % n)
        f.write("x = lambda: 0\ny = [a for a in ()]\nz = {a for a in ()}\nw = {a: a for a in ()}\n")
    specials = ["<lambda>", "<listcomp>", "<setcomp>", "<dictcomp>"]

    def compiled(src):
        out = os.path.join(scratch, os.path.basename(src)[:-3] + ".mpy")
        subprocess.run([mc, "-o", out, "-s", os.path.basename(src), src], check=True, timeout=120)
        with open(out, "rb") as f:
            return f.read()

    tree = read_mpy(compiled(probe))
    static = {}
    for child, name in zip(tree["children"], names + specials):
        if isinstance(child["name"], int):
            static[child["name"]] = name
    table = {}
    module_frame = {}
    for mod, path in sources:
        if mod.endswith(".__init__"):
            mod = mod[:-9]
        with open(path, "rb") as f:
            tree = read_mpy(f.read(), static)
        module_frame[mod] = _frame(tree) + max([_frame(c) for c in tree["children"]] or [0])
        for child in tree["children"]:
            if not child["flags"] & 1:
                key = "%s:%s" % (mod, child["name"])
                table[key] = max(table.get(key, 0), _with_nested(child))
            for grand in child["children"]:  # a class's methods (a function's nested ones are never looked up)
                if not grand["flags"] & 1:
                    key = "%s:%s.%s" % (mod, child["name"], grand["name"])
                    table[key] = max(table.get(key, 0), _with_nested(grand))
    code = _frame(read_mpy(compiled(os.path.join(folder, "code.py")), static))
    return table, code, module_frame


# ----- one board, deployed and ready to run ------------------------------------------------------------------------

class Prepared:
    """A board's deployed folder (.mpy or .py) and its harness folder. ``extra``: the runner's flags every
    session gets (``("super",)``: the session plays a Super-Ultimate game too, ``--super``)."""

    extra = ()

    def __init__(self, board, variant, work, root, tools, model="areas", names=True):
        from sim import deploy
        from sim.stubs import BoardStub

        board_id, port, (w, h), i2c, self.budget, self.aim = BOARDS[board]
        self.board = board
        self.variant = variant
        self.model = model  # "areas": the board's heap areas (the default); "contiguous": one heap of cap KB
        self.room = 0  # more room for the harness (areas model): press_times.py --detail's tests/cp/cp_refresh.py
        self.cp, mc = tools
        self.work = work
        self.folder = os.path.join(work, "%s-%s" % (board, variant))
        if os.path.exists(self.folder):
            shutil.rmtree(self.folder)
        deploy.deploy(self.folder, board_id, root=root, log=lambda *a: None, compiler=mc, mpy=variant == "mpy",
                      names=names)  # names=False: the game's own names as the source has them (sim.shorten)
        if not os.path.isdir(os.path.join(self.folder, "uttt", "ui", "sheets")):
            # without its sprite sheets (no Blinka displayio here, or a tree older than sim/sheets.py) the game
            # draws them in Python as a scene is built, which a board given the deploy does not (heap27: 131 KB
            # and 24 names more on one seed; --root read a Super Review -> result of 2-3 s before tidy48)
            print("warning: %s deployed without its sprite sheets: the figures are not a board's" % root)
        _, _, frozen, _ = deploy.plan(root, (board_id,), frozen=True)
        self.harness = os.path.join(work, "%s-harness" % board)
        if not os.path.exists(self.harness):
            os.makedirs(self.harness)
            stub = BoardStub(board_id)
            cfg = os.path.join(self.harness, "cp_config.py")
            with open(cfg, "w") as f:
                f.write("# The board's facts for tests/cp (written by tests/bench/device_fit.py)\n")
                f.write("BOARD_ID = %r\nPORT = %r\nWIDTH = %d\nHEIGHT = %d\nPINS = %r\nI2C = %r\nNVM_SIZE = %d\n"
                        % (board_id, port, w, h, tuple(sorted(stub.pins)), tuple(i2c), stub.nvm_size))
                f.write("FROZEN = %r\n" % (tuple(m for m, _ in frozen),))
            sources = [(cfg, "cp_config")]
            for name in ("cp_run", "cp_board", "cp_display", "session"):
                sources.append((os.path.join(HARNESS, name + ".py"), name))
            for module, _ in frozen:  # frozen into the firmware: loaded with the harness (code in flash)
                found = deploy.library_file(module)
                rel = os.path.relpath(found[1], found[0])[:-3]
                sources.append((found[1], rel))
            for src, name in sources:
                dst = os.path.join(self.harness, name + ".mpy")
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                subprocess.run([mc, "-o", dst, "-s", os.path.basename(src), src], check=True, timeout=120)
            os.remove(cfg)
            with open(os.path.join(self.harness, "main.py"), "w") as f:
                f.write(MAIN)
            for name in ("pystack", "cp_refresh"):  # loaded only by a pystack run, a press-time run with detail
                subprocess.run([mc, "-o", os.path.join(self.harness, name + ".mpy"), "-s", name + ".py",
                                os.path.join(HARNESS, name + ".py")], check=True, timeout=120)
        self.mc = mc
        # the game's names as the board interns them (tests/bench/board_names.py; cp_run's class Names)
        frozen_mpy = [os.path.join(self.harness, os.path.relpath(deploy.library_file(m)[1],
                                                                 deploy.library_file(m)[0])[:-3] + ".mpy")
                      for m, _ in frozen]
        names, mods, code, flash = board_names.table(self.folder, self.cp, board_id,
                                                          os.path.join(work, "names"), frozen_mpy)
        self.known = flash | set(names)  # the names the model knows: a board's flash, or charged
        self.names = os.path.join(work, "%s-%s-names.txt" % (board, variant))
        preload = board_names.flash_used(self.folder, flash)
        board_names.write(self.names, names, mods, code, preload=preload)
        self.overhead, self.ratio = self._calibrate()
        # the game's names the harness has interned before the game starts: their characters are charged
        board_names.write(self.names, names, mods, code, board_names.interned(self.calibration), preload)

    def pystack(self, seed):
        """The shadow pystack's peak over a whole session at a roomy heap (tests/cp/pystack.py): (peak bytes,
        code.py's frame, the chain at the peak, functions not found in the table) or raises with the reason."""
        table, base, module_frame = frame_table(self.folder, self.mc, os.path.join(self.work, "frames"))
        src = os.path.join(self.work, "cp_frames.py")
        with open(src, "w") as f:
            f.write("FRAMES = %r\nBASE = %d\nMODULE = %r\n" % (table, base, module_frame))
        subprocess.run([self.mc, "-o", os.path.join(self.harness, "cp_frames.mpy"), "-s", "cp_frames.py", src],
                       check=True, timeout=120)
        ok, info = self.session(512, seed, ("pystack",))
        found = re.findall(r"^PYSTACK (\d+) (\d+) (.*)$", info["out"], re.M)
        if not ok or not found:
            raise RuntimeError("the pystack run failed: " + info["why"])
        unknown = " ".join(re.findall(r"^PYSTACK_UNKNOWN (.*)$", info["out"], re.M))
        peak = max(found, key=lambda x: int(x[0]))
        return int(peak[0]), int(peak[1]), peak[2], unknown

    def _calibrate(self):
        """(the harness's own heap, usable bytes per byte of -X heapsize): the runner's calibrate mode."""
        heap = 1 << 20
        out = self.run_boot(heap, 1, 1, os.path.join(self.work, "calibrate.bin"), ("calibrate", "namecheck"))
        self.calibration = out
        over = re.search(r"^OVERHEAD (\d+)", out, re.M)
        usable = re.search(r"^HEAP (\d+)", out, re.M)
        if not over or not usable:
            raise RuntimeError("the harness did not start:\n" + out[-2000:])
        self.parts = [(k, int(n)) for k, n in re.findall(r"^HARNESS (.+)\|(-?\d+)$", out, re.M)]
        mods = re.search(r"^GAMEMODS (\d+)", out, re.M)
        self.game_mods = int(mods.group(1)) if mods else 0
        return int(over.group(1)), int(usable.group(1)) / float(heap)

    def run_boot(self, heap_bytes, seed, boot, nvm, flags=()):
        # Every path the interpreter is given is relative to the deployed folder (its working directory), so that
        # no string of the work folder's absolute path is in its heap: where the folder is (pytest's numbered
        # tmp folders, the bench's, a CI machine's) no longer moves the heap's layout, and with it which caps fail.
        def rel(path):
            return os.path.relpath(path, self.folder)
        env = dict(os.environ, MICROPYPATH=rel(self.harness) + ":lib")
        # (-m main, not the script's path: the port would intern the script's folder as an absolute path)
        cmd = [rel(self.cp), "-X", "heapsize=%d" % heap_bytes, "-m", "main", str(seed), str(boot), rel(nvm),
               "names=" + rel(self.names)] + list(flags)
        try:
            out = subprocess.run(cmd, capture_output=True, text=True, timeout=900, cwd=self.folder, env=env)
            text = out.stdout + out.stderr
        except subprocess.TimeoutExpired as e:
            text = (e.stdout or b"").decode(errors="replace") + "\nFAIL timeout\n"
        return text

    def heap_for(self, cap_kb):
        """The -X heapsize that leaves the game what a cap_kb heap leaves it on a board: the harness's own
        bytes are added, with their share of the GC's tables (a heap's usable part is ``ratio`` of it). With
        the areas model: the areas' usable bytes and fences, and a room for the harness above them (the
        interpreter's start, the harness, the game's first modules and 104 KB to spare (interning the game's names
        there takes pools of up to 18 KB), all filled before
        the game starts)."""
        if self.model == "areas":
            pools = area_pools(cap_kb * 1024)
            zone = sum(pools) + 16 * len(pools)
            return int((zone + self.overhead + self.game_mods + 40960 + 65536 + self.room) / self.ratio) // 16 * 16
        return cap_kb * 1024 + (int(self.overhead / self.ratio) + 16) // 16 * 16

    def model_flags(self, cap_kb):
        """The runner's flags for the heap model at cap_kb."""
        if self.model == "areas":
            return ("areas=" + ",".join(str(p) for p in area_pools(cap_kb * 1024)),)
        return ()

    def session(self, cap_kb, seed, flags=()):
        """Both boots at cap_kb: (passed, {"marks": {...}, "presses": [(us, screen)], "why": str, "out": ...})."""
        nvm = os.path.join(self.work, "nvm-%s-%s-%d-%d-%07d.bin" % (self.board, self.variant, seed, cap_kb,
                                                                      os.getpid() % 10000000))  # (one length)
        if os.path.exists(nvm):
            os.remove(nvm)
        info = {"marks": {}, "presses": [], "why": "", "out": "", "restarts": 0}
        try:
            for boot in (1, 2):
                part = ()
                while True:  # a boot the game ends by a restart (supervisor.reload) goes on in a new process,
                    # the NVM kept, with the session's part that follows (``RELOAD part``; heap32): a boot of its
                    # own at the same cap, so the session's figure is its worst boot's
                    text = self.run_boot(self.heap_for(cap_kb), seed, boot, nvm,
                                         self.model_flags(cap_kb) + tuple(flags) + self.extra + part)
                    info["out"] += text
                    for name, n in re.findall(r"^MARK (.+?) (-?\d+)$", text, re.M):
                        info["marks"]["%d:%s" % (boot, name)] = int(n)
                    info["presses"] += [(int(us), where) for us, where in re.findall(r"^P (\d+) (\S+)$", text,
                                                                                     re.M)]
                    why = failure(text)
                    if why:
                        info["why"] = "boot %d%s: %s" % (boot, " " + part[0] if part else "", why)
                        return False, info
                    nxt = re.search(r"^RELOAD (\S+)$", text, re.M)
                    if not nxt or info["restarts"] > 8:
                        break
                    info["restarts"] += 1
                    part = ("part=" + nxt.group(1),)
            return True, info
        finally:
            if os.path.exists(nvm):
                os.remove(nvm)


def failure(text):
    """Why a boot's output is a failed run, or None: a ``FAIL`` line (an exception, the session's own checks,
    the app's "Not enough memory"/"Computer unavailable" notices), a module the app could not load at boot
    (``note: X not loaded``), a feature the game dropped for lack of memory (a ``degraded: ...`` line: the
    pondering, the rating, a sound, a save, a board part; docs/memory.md), or no ``OK`` at the end."""
    fail = re.search(r"^FAIL (.*)$", text, re.M)
    if fail:
        return fail.group(1)
    note = re.search(r"^note: (\S+ not loaded.*)$", text, re.M)
    if note:
        return note.group(1)
    lost = re.findall(r"^degraded: (.*)$", text, re.M)
    if lost:
        return "degraded (%d): %s" % (len(lost), lost[0])
    if not re.search(r"^OK$", text, re.M):
        return "no OK line: " + text.strip()[-200:]
    return None


def smallest(prep, seed, lo_kb, hi_kb=512, verify=(1, 2, 3, 4, 6)):
    """The smallest cap (KB) in which the session passes for seed, by bisection between a cap known to
    fail (lo_kb) and one known to pass (hi_kb); None if hi_kb fails. A fragmented heap does not fail
    monotonically (a cap can fail a little above one that passes), so the caps ``verify`` KB above the
    result must pass too; when one fails, the bisection goes on above it. (1 and 3 since room46: the Super
    session had passed at 128, failed at 129 and passed from 130, and the bench read 128.)"""
    ok, info = prep.session(hi_kb, seed)
    if not ok:
        return None, info
    top = hi_kb
    while True:
        while hi_kb - lo_kb > 1:
            mid = (lo_kb + hi_kb) // 2
            ok, _ = prep.session(mid, seed)
            if ok:
                hi_kb = mid
            else:
                lo_kb = mid
        failed = [hi_kb + k for k in verify if hi_kb + k < top and not prep.session(hi_kb + k, seed)[0]]
        if not failed:
            return hi_kb, info
        lo_kb, hi_kb = max(failed), top


def timed_presses(prep, seed, cp, runs=2):
    """([(us, screen)] per press, pystones/s): the session run ``runs`` times at a roomy cap, each press's
    fastest time (a run is deterministic, so the presses line up; the machine's load is not), between two
    pystone measurements."""
    before = pystones(cp)
    best = None
    for _ in range(runs):
        ok, info = prep.session(512, seed)
        if not ok:
            return [], before
        p = info["presses"]
        if best is None or len(best) != len(p):
            best = p
        else:
            best = [min(a, b) for a, b in zip(best, p)]
    return best, (before + pystones(cp)) / 2


# ----- reporting ---------------------------------------------------------------------------------------------------

def kb(n):
    return "%.1f" % (n / 1024.0)


def press_report(presses, rate):
    times = sorted(us for us, _ in presses)
    if not times:
        return "no presses timed"
    scale = rate / PYBADGE_PYSTONES / 1000.0  # us here -> ms on a PyBadge
    worst = sorted(presses, reverse=True)
    return ("median %.0f ms, slowest %s (PyBadge estimate: time here x %.0f, pystone %.0f/s here; %d presses; "
            "here median %.2f ms)"
            % (statistics.median(times) * scale,
               ", ".join("%.0f ms (%s)" % (us * scale, where) for us, where in worst[:3]),
               rate / PYBADGE_PYSTONES, rate, len(times), statistics.median(times) / 1000.0))


def breakdown(prep, text):
    """Where the bytes at play go, from a --breakdown run's lines."""
    from sim.deploy import imports

    rows = []
    hw = None
    pool = 0  # the interned names' pool the game's names go into (cp_run.fill_names), opened at boot
    in_hw = []  # (module, own bytes) imported while boards.load() ran
    play = None
    for line in text.splitlines():
        parts = line.split(" ")
        if parts[0] == "IMPORT" and play is None:
            name, used, inner, depth = parts[1], int(parts[2]), int(parts[3]), int(parts[4])
            rows.append((name, used - inner))
            if parts[-1] == "load":
                in_hw.append((name, used - inner))
        elif parts[0] == "HW":
            hw = int(parts[1])
        elif parts[0] == "NAMES" and len(parts) > 2 and play is None:
            pool = int(parts[2])  # the names' pools and characters charged so far (cp_run's Names)
        elif line.startswith("MARK play "):
            play = int(parts[2])
    loaded = re.search(r"^MARK play .*\nLOADED (.*)$", text, re.M)
    names = set(loaded.group(1).split()) if loaded else set(n for n, _ in rows)
    if loaded:  # the modules in RAM at play: the last import of each (the app drops and reloads families)
        last = dict(rows)
        rows = [(n, b) for n, b in last.items() if n in names]
    # boards.load()'s own modules still in RAM are counted as modules; the rest of what it left is its objects
    # (and the names of the one-shot modules it imported and dropped: qstrs stay)
    hw_imports = sum(b for n, b in in_hw if n in names)
    marks = dict((m.group(1), int(m.group(2))) for m in re.finditer(r"^MARK (.+?) (-?\d+)$", text, re.M))
    scene = [(k, int(c), int(b)) for k, c, b in re.findall(r"^SCENE (.+)\|(\d+)\|(\d+)$", text, re.M)]
    draws = set()
    for name, _ in rows:
        src = _source(prep.folder, name)
        if src and any(m.split(".")[0] in ("displayio", "vectorio", "terminalio", "adafruit_display_text",
                                           "adafruit_displayio_layout", "bitmaptools")
                       for m, _ in imports(src)):
            draws.add(name)
    groups = {}
    for name, b in rows:
        top = name.split(".")[0]
        if top.startswith("adafruit_"):
            g = "lib " + top
        elif top == "boards":
            g = "boards/ (board driver)"
        elif name.startswith("uttt.ui"):
            g = "uttt/ui/ drawing (imports displayio)" if name in draws else "uttt/ui/ app logic"
        elif top == "uttt":
            g = "uttt/ core (rules, bot, store, ...)"
        else:
            g = "other: " + name
        groups[g] = groups.get(g, 0) + b
    lines = ["where the bytes go at play (%s, live heap %s KB, the harness excluded):" % (prep.variant, kb(play or 0))]
    lines.append("  modules in RAM at play, as imported (code, constants, module globals):")
    total_mod = 0
    for g, b in sorted(groups.items(), key=lambda x: -x[1]):
        lines.append("    %-42s %7s KB" % (g, kb(b)))
        total_mod += b
    lines.append("    %-42s %7s KB" % ("all modules", kb(total_mod)))
    lines.append("  largest modules: " + ", ".join("%s %s" % (n, kb(b)) for n, b in
                                                 sorted(rows, key=lambda x: -x[1])[:12]))
    if hw is not None:
        lines.append("  %-44s %7s KB" % ("board objects made by boards.load() (keys, audio, synthio)",
                                        kb(hw - hw_imports)))
        lines.append("  %-44s %7s KB" % ("boards/ at play (package + what load() left)",
                                        kb(hw + sum(b for n, b in rows if n == "boards"))))
    tot_scene = sum(b for _, _, b in scene)
    lines.append("  displayio objects on screen (%s KB):" % kb(tot_scene))
    for k, c, b in sorted(scene, key=lambda x: -x[2]):
        lines.append("    %-42s %7s KB  (%d)" % (k, kb(b), c))
    lines.append("  %-44s %7s KB" % ("interned names (a board's pools and characters)", kb(pool)))
    if play is not None:
        rest = play - total_mod - (hw - hw_imports if hw is not None else 0) - tot_scene - pool
        lines.append("  %-44s %7s KB" % ("the rest (App, View, game state, caches)", kb(rest)))
    lines.append("  live heap at: " + ", ".join("%s %s KB" % (k, kb(v)) for k, v in marks.items()
                                                if not k.startswith("build:")))
    builds = re.findall(r"^MARK build:(\S+) (\d+)$", text, re.M)
    if builds:
        lines.append("  live heap after each scene build, in order: " +
                     ", ".join("%s %s" % (k, kb(int(v))) for k, v in builds[:10]) + " ...")
    return lines


def _source(folder, module):
    for base in (folder, os.path.join(folder, "lib")):
        p = os.path.join(base, *module.split("."))
        for f in (p + ".py", os.path.join(p, "__init__.py")):
            if os.path.isfile(f):
                return f
    from sim.deploy import ROOT as R, library_file
    p = os.path.join(R, *module.split("."))
    for f in (p + ".py", os.path.join(p, "__init__.py")):
        if os.path.isfile(f):
            return f
    found = library_file(module)
    return found[1] if found else None


# ----- main --------------------------------------------------------------------------------------------------------

def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--board", action="append", choices=sorted(BOARDS), help="a board (repeatable; default: all)")
    p.add_argument("--seeds", type=int, default=None, help="seeds per board (default: 4 for pybadge, 2 others)")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--mpy-only", action="store_true")
    g.add_argument("--py-only", action="store_true")
    p.add_argument("--breakdown", action="store_true", help="also print where the bytes at play go")
    p.add_argument("--root", default=ROOT, help="the game to deploy (default: this repository)")
    p.add_argument("--jobs", type=int, default=2, help="sessions run at once (default 2)")
    p.add_argument("--model", choices=MODELS, default="areas",
                   help="the heap: the board's areas with fences (default), or one contiguous heap (before issue 16)")
    p.add_argument("--no-times", action="store_true", help="skip the press timer's runs")
    p.add_argument("--keep-names", action="store_true",
                   help="deploy with the game's own names, as the source has them (sim.deploy --keep-names)")
    p.add_argument("--super", action="store_true",
                   help="the session plays a Super-Ultimate game against hard to the end too (issue 21: in a heap of "
                        "its own, the board restarting into it; CI holds its seed 1 at the budget, "
                        "tests/test_device_fit.py)")
    p.add_argument("--cap", type=int, action="append", metavar="KB",
                   help="only pass or fail at this heap, each seed, no bisection (repeatable; with --seeds: the quick "
                        "check of a change, ~20-40 s a session; the first failure's reason is printed)")
    p.add_argument("--no-reload", action="store_true",
                   help="a firmware without supervisor.reload: the Super game is played in the session's heap, as "
                        "before heap32 (the figures to compare)")
    p.add_argument("--pystack", action="store_true",
                   help="also the pystack a board would use (tests/cp/pystack.py; the first seed, one session)")
    args = p.parse_args(argv)
    try:
        os.nice(10)
    except OSError:
        pass
    work = tempfile.mkdtemp(prefix="device_fit-")
    try:
        tools, why = find_tools(os.path.join(work, "tools"))
        if tools is None:
            print("device_fit: " + why)
            return 2
        print("circuitpython-unix32-display: %.0f pystones/s now (a PyBadge: ~%d; measured again around each "
              "timed run); game from %s" % (pystones(tools[0]), PYBADGE_PYSTONES, args.root))
        variants = ["mpy"] if args.mpy_only else ["py"] if args.py_only else ["mpy", "py"]
        boards = args.board or list(BOARDS)
        last = None
        for board in boards:
            nseeds = args.seeds or (4 if board == "pybadge" else 2)
            seeds = list(range(1, nseeds + 1))
            res = {}
            preps = {}
            for v in variants:
                preps[v] = Prepared(board, v, work, args.root, tools, model=args.model, names=not args.keep_names)
                if args.super:
                    preps[v].extra = ("super",)
                if args.no_reload:
                    preps[v].extra += ("noreload",)
            _, _, (w, h), _, budget, aim = BOARDS[board]
            prep = preps[variants[0]]
            print("\n%s (%dx%d), heap model %s: budget %d KB%s; harness's own heap %s KB, not counted (%s)"
                  % (board, w, h, args.model, budget, ", .py aim %d KB" % aim if aim != budget else "",
                     kb(prep.overhead),
                     "; ".join("%s %s" % (k, kb(n)) for k, n in prep.parts)))
            if args.cap:  # single caps: the quick check the sessions' merges used (a few bytes move a seed by a KB)
                for v in variants:
                    for s in seeds:
                        for cap in args.cap:
                            ok, info = preps[v].session(cap, s)
                            print("  .%-3s seed %d at %d KB: %s" % (v, s, cap, "pass" if ok else
                                                                     "FAIL " + info["why"][:200]), flush=True)
                continue
            timed = {}
            for v in variants:  # the press timer's runs: alone (the bisection below runs two at a time)
                timed[v] = ([], 1) if args.no_times else timed_presses(preps[v], seeds[0], tools[0])
            jobs = [(v, s) for v in variants for s in seeds]

            def one(job):
                v, s = job
                ok, info = preps[v].session(512, s)
                if not ok:
                    return job, None, info
                lo = max(16, info["marks"].get("1:play", 0) // 1024 - 1)
                n, _ = smallest(preps[v], s, lo, 512)
                return job, n, info

            with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
                for job, n, info in ex.map(one, jobs):
                    res[job] = (n, info)
            for v in variants:
                ns = [res[(v, s)][0] for s in seeds]
                infos = [res[(v, s)][1] for s in seeds]
                r = infos[0]["marks"].get("1:play")
                resume = infos[0]["marks"].get("2:resume")
                if any(n is None for n in ns):
                    bad = [i["why"] for n, i in zip(ns, infos) if n is None]
                    print("  .%-3s FAILS even at 512 KB: %s" % (v, bad[0]))
                    continue
                top = max(ns)
                limit = budget if v == "mpy" else aim
                verdict = "fits" if top <= limit else "over by %d KB" % (top - limit)
                print("  .%-3s resident at play %s KB (after the power cycle %s KB); whole session from %s KB "
                      "(seeds %s: %s) -> %s against %d KB"
                      % (v, kb(r or 0), kb(resume or 0), top, ",".join(map(str, seeds)), " ".join(map(str, ns)),
                         verdict, limit))
                counts = [max([0] + [int(n) for n in re.findall(r"^NAMES (\d+) \d+$", b, re.M)])
                           for i in infos for b in i["out"].split("ZONE ")[1:]]
                if counts:
                    print("       the game's names on the board, a whole boot at most: %s"
                          % board_names.pools_text(max(counts)))
                if not args.no_times:
                    print("       per press (seed %d): %s" % (seeds[0], press_report(*timed[v])))
                res[v] = (top, r)
            if args.pystack:
                peak, base, chain, unknown = preps[variants[0]].pystack(seeds[0])
                print("  pystack (.%s, seed %d; shadow frames from the .mpy preludes): peak %d of %d bytes (code.py's "
                      "frame %d): %s%s" % (variants[0], seeds[0], peak, PYSTACK, base, chain,
                                           "; counted at the largest: " + unknown if unknown else ""))
            if args.breakdown:
                for v in variants:
                    nvm = os.path.join(work, "breakdown-%s-%s.bin" % (board, v))  # a fresh start
                    text = preps[v].run_boot(preps[v].heap_for(512), 1, 1, nvm, ("breakdown", "namecheck"))
                    for line in breakdown(preps[v], text):
                        print("  " + line)
                    lost = board_names.missed(text, preps[v].known)
                    print("    names interned as the game ran that the model does not charge (and a board's "
                          "flash lacks): %s" % (" ".join(repr(n) for n in lost) if lost else "none"))
            if board == "pybadge":
                last = res
        if last is not None:
            m = last.get("mpy")
            y = last.get("py")
            print("pybadge (%s): whole session from %s KB (.mpy), %s KB (.py); resident at play %s KB"
                  % (args.model, m[0] if m else "-", y[0] if y else "-",
                     kb((m or y)[1]) if (m or y) and (m or y)[1] else "-"))
        return 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
