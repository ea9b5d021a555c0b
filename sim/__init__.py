"""A virtual CircuitPython board on a PC: runs the repo's ``code.py`` unmodified (docs/hardware.md).

    from sim import Simulator
    s = Simulator("pybadge", nvm_path="/tmp/nvm.bin")
    s.run("RIGHT*2 A shot:after")      # runs code.py headless until the script is over
    s.pixel(10, 20); s.events; s.shots["after"]

    with Simulator("clue") as s:       # or drive the board by hand, without code.py
        import boards
        hw = boards.load()
        s.press("A"); s.advance(0.05); s.release("A"); s.advance(0.05)
        hw.poll()

The fakes of the firmware's modules (``board``, ``keypad``, ``digitalio`` ... ``time``) are put into
``sys.modules`` only while a Simulator is entered or running, and the repo's own modules are imported
afresh at each (simulated) power-on, so several boards can run one after the other in one process.
"""

import importlib
import os
import runpy
import sys
import time as _real_time
import traceback

from sim import profiles
from sim.fakes import FAKES
from sim.machine import Machine, SimAbort, SimDone, SimReset, SimStdin, Tee, _Runner
from sim.script import ScriptError, parse
from sim.stubs import BoardStub

__all__ = ["Simulator", "SimAbort", "SimDone", "SimReset", "ScriptError", "ROOT"]

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Blinka's display modules, imported once and kept: they hold no board state
_DISPLAY_MODULES = ("displayio", "busdisplay", "fourwire", "terminalio", "fontio", "vectorio", "bitmaptools",
                    "paralleldisplaybus", "i2cdisplaybus", "epaperdisplay")
_active = None
BOOT_MS = 300  # simulated time from a reset to code.py running again


def _repo_module(name, module, root):
    if name == "code" or name.split(".")[0] in ("boards", "uttt"):
        return True
    f = getattr(module, "__file__", None) or ""
    return f.startswith(os.path.join(root, "lib") + os.sep)


class Simulator:
    """One simulated board. ``board`` is a profile name (pybadge, edgebadge, pygamer, pyportal,
    pyportal_titano, clue, thumby) or any circuitpython-stubs board id with a display (``size`` then
    gives its screen size). ``headless=False`` opens a window and runs on the PC's clock. ``without``
    names built-in modules to leave out (e.g. ("synthio",)), ``drv2605`` puts a haptic driver on I2C.
    ``fresh=True`` starts with an erased NVM (the file at ``nvm_path`` is overwritten, then written as usual)."""

    def __init__(self, board="pybadge", *, nvm_path=None, headless=True, shots_dir=None, shot_scale=1,
                 drv2605=False, size=None, root=None, scale=None, time_limit=None, without=(), fresh=False):
        self.profile = profiles.get(board, size)
        self.root = os.path.abspath(root or ROOT)
        self.headless = headless
        self.nvm_path = os.path.abspath(nvm_path or os.path.join(self.root, "out", "nvm-%s.bin" % self.profile.key))
        self.shots_dir = os.path.abspath(shots_dir or os.path.join(self.root, "out", "shots"))
        self.shot_scale = shot_scale
        self.drv2605 = drv2605
        self.scale = scale
        self.time_limit = time_limit
        self.without = set(without)  # built-in modules to leave out, as a firmware built without them
        self.fresh = fresh
        self.window = None
        self.machine = None
        self.error = None
        self._saved = None

    # ---- what tests read ----

    @property
    def events(self):
        """(ms, kind, *details) tuples: boot, press/release, touch, type, amp, note, note_off, tone,
        audio_stop, rumble, haptic, leds, shot, reset, power_cut, warning."""
        return self.machine.events

    def events_of(self, kind):
        return self.machine.events_of(kind)

    @property
    def console(self):
        """Everything the code printed, as one string."""
        return "".join(self.machine.console)

    @property
    def shots(self):
        return self.machine.shots

    @property
    def refreshes(self):
        """(ms, pixels sent) for each display refresh."""
        return self.machine.refreshes

    def rgb(self):
        """The screen as a (height, width, 3) uint8 numpy array."""
        if self.machine.display is not None:
            return self.machine.rgb()
        return self._last_rgb

    def pixel(self, x, y):
        r, g, b = self.rgb()[y, x]
        return int(r), int(g), int(b)

    def screenshot(self, path, scale=1):
        if self.machine.display is None:
            raise RuntimeError("the board is off")
        return self.machine.shot(os.path.splitext(os.path.basename(path))[0], path=os.path.abspath(path),
                                 scale=scale)

    def leds(self):
        return self.machine.leds()

    # ---- driving the board by hand (inside ``with``) ----

    def press(self, name):
        self.machine.set_control(self._control(name), True)

    def release(self, name):
        self.machine.set_control(self._control(name), False)

    def tap(self, name, seconds=0.06):
        self.press(name)
        self.advance(seconds)
        self.release(name)

    def touch(self, xy):
        """Touch at display pixel ``xy``; ``touch(None)`` lifts the finger."""
        self.machine.set_touch(xy)

    def stick(self, x, y):
        """Push the joystick to (x, y) in -1..1; ``stick(None, None)`` gives it back to the D-pad keys."""
        self.machine.stick = None if x is None else (x, y)

    def type(self, text):
        self.machine.type_text(text)

    def advance(self, seconds):
        """Let ``seconds`` of simulated time pass."""
        self.machine.sleep(seconds)

    def cut_power_after_nvm_bytes(self, n):
        """The power fails when the code writes its (n+1)-th NVM byte from now (SimReset)."""
        self.machine.nvm_cut = n

    def _control(self, name):
        control = self.profile.control(name)
        if control is None:
            raise ValueError("%s has no %s button" % (self.profile.title, name))
        return control

    # ---- power ----

    def __enter__(self):
        global _active
        if _active is not None:
            raise RuntimeError("another Simulator is running")
        _active = self
        try:
            self._install()
            if self.machine is None:
                if not self.headless:
                    from sim.window import Window

                    self.window = Window(self.profile, self.scale)
                self.machine = Machine(self.profile, nvm_path=self.nvm_path, virtual=self.headless,
                                       stop_at_end=False, shots_dir=self.shots_dir, shot_scale=self.shot_scale,
                                       drv2605=self.drv2605, window=self.window, fresh_nvm=self.fresh)
            self._purge()
            self.machine.boot()
        except BaseException:
            self._uninstall()
            _active = None
            raise
        return self

    def __exit__(self, *exc):
        global _active
        try:
            if self.machine is not None and self.machine.display is not None:
                self._last_rgb = self.machine.rgb()
                self.machine.shutdown()
        finally:
            self._uninstall()
            _active = None
        return False

    def reboot(self):
        """A power cycle: the board starts again (BOOT_MS of simulated time), the NVM file stays."""
        self.machine.shutdown()
        self._purge()
        if self.machine.virtual:
            self.machine.sleep(BOOT_MS / 1000)
        self.machine.boot()

    def run(self, script="", code=None, raise_errors=True):
        """Run ``code.py`` (or the file or function ``code``) from power-on while playing ``script``
        (text or a file name), until the script is over (headless), the window is closed, or
        ``time_limit`` simulated seconds pass. A ``reset`` in the script, ``microcontroller.reset()`` or
        ``supervisor.reload()`` starts the code again. With ``raise_errors`` an exception in the code is
        raised here after the run; otherwise it is printed, kept in ``self.error``, and the board idles
        on as a device does."""
        actions = parse(script, self.profile)
        if isinstance(code, str):
            code = os.path.abspath(code)   # relative to the current folder, not to the root the run works in
        entered = _active is not self
        if entered:
            self.__enter__()
        self.machine.runner = _Runner(actions, end=self.headless or bool(actions), start=self.machine.t())
        if self.time_limit:
            self.machine.runner.later(self.machine.t() + self.time_limit * 1000, self._time_up)
        boot = False
        try:
            while True:
                try:
                    if boot:
                        boot = False
                        self.reboot()
                    self._run_code(code)
                    print("\nCode done running.")
                    while True:
                        self.machine.sleep(0.1)
                except SimReset as r:
                    self.machine.record("reset", r.reason)
                    boot = True
        except SimDone:
            pass
        finally:
            if entered:
                self.__exit__(None, None, None)
        if self.error is not None and raise_errors:
            raise self.error
        return self

    def _time_up(self):
        raise SimDone("time limit")

    def _run_code(self, code):
        try:
            if callable(code):
                code()
            else:
                path = code or os.path.join(self.root, "code.py")
                if not os.path.exists(path):
                    raise FileNotFoundError("no %s to run" % path)
                runpy.run_path(path, run_name="__main__")
        except (SimDone, SimReset, SimAbort, KeyboardInterrupt):
            raise
        except BaseException as e:  # the board prints the traceback and stops, as a device does
            self.error = e
            traceback.print_exc()
            self.machine.record("crash", repr(e))

    # ---- fakes in and out of sys.modules ----

    def _install(self):
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import numpy  # noqa: F401  (both import the real time module: load them before the fake goes in)
        import pygame  # noqa: F401

        fakes = {name: importlib.import_module("sim.fakes." + name) for name in FAKES}
        saved = {"modules": {}, "path": list(sys.path), "cwd": os.getcwd(), "stdin": sys.stdin,
                 "stdout": sys.stdout, "time_attrs": [],
                 # the repo's modules the caller had (a test's App and View), put back as they were on the way out
                 "repo": [(n, m) for n, m in sys.modules.items() if m is not None and _repo_module(n, m, self.root)]}
        self._saved = saved
        builtin = BoardStub(self.profile.board_id).modules - self.without
        for name in FAKES:
            if name != "time":
                saved["modules"][name] = sys.modules.get(name)
                # a module this board's firmware lacks (audioio on a CLUE) cannot be imported
                sys.modules[name] = fakes[name] if name in builtin or name == "board" else None
        for name in _DISPLAY_MODULES:
            if name not in sys.modules:
                try:
                    importlib.import_module(name)
                except ImportError:
                    pass
        from sim.display import stop_background_thread

        stop_background_thread()
        for name, module in list(sys.modules.items()):
            if name.split(".")[0] in _DISPLAY_MODULES and getattr(module, "time", None) is _real_time:
                module.time = fakes["time"]
                saved["time_attrs"].append(module)
        saved["modules"]["time"] = sys.modules.get("time")
        sys.modules["time"] = fakes["time"]
        sys.path[:0] = [self.root, os.path.join(self.root, "lib")]
        os.chdir(self.root)

    def _uninstall(self):
        saved = self._saved
        if saved is None:
            return
        self._saved = None
        for name, module in saved["modules"].items():
            if module is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = module
        for module in saved["time_attrs"]:
            module.time = _real_time
        sys.path[:] = saved["path"]
        os.chdir(saved["cwd"])
        sys.stdin = saved["stdin"]
        sys.stdout = saved["stdout"]
        self._purge()
        for name, module in saved["repo"]:  # the caller's modules again, not the run's (a module and its package's
            sys.modules[name] = module      # attribute: else the caller's classes and a later import disagree)
            pkg, _, leaf = name.rpartition(".")
            if sys.modules.get(pkg) is not None:
                setattr(sys.modules[pkg], leaf, module)
        import sim.fakes

        sim.fakes.RUNNING[0] = None

    def _purge(self):
        for name, module in list(sys.modules.items()):
            if module is not None and _repo_module(name, module, self.root):
                del sys.modules[name]
        if self._saved is not None and self.machine is not None:
            sys.stdin = SimStdin(self.machine)
            sys.stdout = Tee(self.machine, self._saved["stdout"])
