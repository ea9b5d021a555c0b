"""The simulated board: its clock, pins, controls, NVM, serial console and the record of what the code did.

One ``Machine`` lives for a whole simulator run, across simulated power cycles (``boot()`` starts the
board again: new ``board`` module and display, pins free, NVM file kept). The fakes in ``sim.fakes``
reach it through ``current()``.

Time: in a headless run the clock is virtual: it moves only when the code sleeps (or, by a few
microseconds, when it reads the clock or the keys), and the script's actions happen at their exact
virtual times. With a window the clock is the PC's.
"""

import heapq
import os
import stat
import time as _time

from sim import script as _script
from sim.fakes import current  # noqa: F401  (the running Machine: the fakes hold it, sim.fakes.RUNNING)
from sim.stubs import BoardStub

TICKS_START = (1 << 29) - 65536  # supervisor.ticks_ms() at power-on: first wrap ~65 s later, as on a device
TICKS_MASK = (1 << 29) - 1
BUSY_STEP_MS = 0.02  # virtual time that passes at each clock read or key scan (so busy loops end)
FRAME_MS = 1000 / 60  # auto-refresh period of board.DISPLAY


class SimDone(BaseException):
    """Raised inside the running code when the script is over or the window is closed."""


class SimAbort(BaseException):
    """Raised inside the running code when the simulator itself cannot go on (a screenshot cannot be
    written): the run stops and the command line reports it as a usage problem (exit 2), not a crash."""


class SimReset(BaseException):
    """Raised inside the running code for a power cycle (script ``reset``, microcontroller.reset(),
    supervisor.reload(), or a power cut during an NVM write)."""

    def __init__(self, reason):
        super().__init__(reason)
        self.reason = reason


class FileNVM:
    """``microcontroller.nvm``: a byte array of the board's NVM size, written through to a file.
    Like the real one it only takes slices of the same length; a new file reads as erased flash (0xFF),
    and so does every file with ``fresh`` (its old contents are overwritten at once).

    The file is written whole and atomically after each assignment: a temporary file beside it (``.NAME.tmp``),
    flushed and fsynced, then renamed over it, so a failed write (a full disk) or a process killed at any
    moment leaves the previous file whole. A failed write raises OSError into the code, as a board's failed
    flash write would (the store then says "Could not save"). Only a regular file (a symlink to one is
    followed) that is empty, missing or exactly ``size`` bytes is taken (SimAbort otherwise: the command line
    checks this first, ``nvm_problem``)."""

    def __init__(self, machine, path, size, fresh=False):
        self._machine = machine
        problem = nvm_problem(path, size)
        if problem:
            raise SimAbort("--nvm %s" % problem)
        self.path = os.path.realpath(path)
        self._size = size
        data = b""
        if os.path.exists(self.path) and not fresh:
            with open(self.path, "rb") as f:
                data = f.read(size + 1)
        self._data = bytearray(data[:size] + b"\xff" * (size - len(data)))
        if len(data) != size or fresh:
            self._save()

    def _save(self):
        d, name = os.path.split(self.path)
        if d:
            os.makedirs(d, exist_ok=True)
        tmp = os.path.join(d, "." + name + ".tmp")
        try:
            with open(tmp, "wb") as f:
                f.write(self._data)
                f.flush()
                os.fsync(f.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            try:
                os.remove(tmp)
            except OSError:
                pass
            raise

    def __len__(self):
        return self._size

    def __getitem__(self, index):
        if isinstance(index, slice):
            return bytearray(self._data[index])
        return self._data[index]

    def __setitem__(self, index, value):
        if isinstance(index, slice):
            start, stop, step = index.indices(self._size)
            if step != 1:
                raise NotImplementedError("only slices with step=1 (aka None) are supported")
            value = bytes(value)
            if len(value) != max(0, stop - start):
                raise ValueError("Slice and value different lengths.")
            for i, b in enumerate(value):
                self._write(start + i, b)
        else:
            if not -self._size <= index < self._size:
                raise IndexError("bytearray index out of range")
            if not 0 <= value <= 255:
                raise ValueError("value must be 0-255")
            self._write(index % self._size, value)
        self._save()

    def _write(self, i, b):
        cut = self._machine.nvm_cut
        if cut is not None:
            if cut <= 0:
                self._machine.nvm_cut = None
                self._save()
                self._machine.record("power_cut", i)
                raise SimReset("power cut while writing NVM byte %d" % i)
            self._machine.nvm_cut = cut - 1
        self._data[i] = b

    def __iter__(self):
        return iter(bytes(self._data))


def nvm_problem(path, size):
    """Why the file at path cannot be a board's NVM of size bytes (None when it can): it must be a regular
    file (a symlink to one counts) that is empty, missing, or exactly size bytes. Nothing is opened."""
    try:
        st = os.stat(path)
    except (FileNotFoundError, NotADirectoryError):  # missing (a file on the way: the caller says so)
        if os.path.islink(path):
            return "%s is a symlink to nothing" % path
        return None
    except OSError as e:
        return "%s cannot be read (%s)" % (path, e.strerror or e)
    if stat.S_ISDIR(st.st_mode):
        return "%s is a folder: give a file name" % path
    if not stat.S_ISREG(st.st_mode):
        return "%s is not a regular file (a device, a FIFO or a socket): give an NVM file" % path
    if st.st_size not in (0, size):
        return "%s is %d bytes, not an NVM image of this board (%d bytes, or an empty file): give another " \
            "file, or move this one away" % (path, st.st_size, size)
    return None


class _Runner:
    """Plays a parsed script against the machine's clock."""

    def __init__(self, actions, end=True, start=0.0):
        self.actions = list(actions)
        self.i = 0
        self.due = start + _script.START_MS
        self.pending = []  # heap of (time, seq, function)
        self.seq = 0
        self.end = end  # stop when the script is over
        if not self.actions:
            self.due += _script.END_MS

    def _due(self):
        if self.i < len(self.actions) or self.end:
            return self.due
        return None

    def next_time(self):
        """When the next thing happens (ms), or None."""
        due = self._due()
        if self.pending and (due is None or self.pending[0][0] <= due):
            return self.pending[0][0]
        return due

    def later(self, t, fn):
        self.seq += 1
        heapq.heappush(self.pending, (t, self.seq, fn))

    def fire(self, m, t):
        due = self._due()
        if self.pending and (due is None or self.pending[0][0] <= due):
            heapq.heappop(self.pending)[2]()
            return
        if self.i >= len(self.actions):
            raise SimDone("script done")
        action = self.actions[self.i]
        self.i += 1
        kind = action[0]
        if kind == "press":
            _, control, ms = action
            m.set_control(control, True)
            self.later(t + ms, lambda: m.set_control(control, False))
            self.due = t + ms + _script.GAP_MS
        elif kind == "touch":
            _, x, y, ms = action
            m.set_touch((x, y))
            self.later(t + ms, lambda: m.set_touch(None))
            self.due = t + ms + _script.GAP_MS
        elif kind == "stick":
            m.stick = (action[1], action[2])
            self.due = t + _script.GAP_MS
        elif kind == "wait":
            self.due = t + action[1]
        elif kind == "shot":
            m.shot(action[1])
            self.due = t
        elif kind == "type":
            m.type_text(action[1] + "\n")
            self.due = t + _script.TYPE_MS
        elif kind == "reset":
            self.due = t + _script.START_MS
            raise SimReset("script reset")
        elif kind == "quit":
            self.i = len(self.actions)
            self.end = True
            raise SimDone("script quit")
        if self.i >= len(self.actions) and self.end:
            self.due = max(self.due, t) + _script.END_MS


class Machine:
    """A simulated board (see module doc). ``events`` is a list of (ms, kind, *details) tuples."""

    def __init__(self, profile, *, nvm_path=None, virtual=True, actions=(), stop_at_end=True, shots_dir=None,
                 shot_scale=1, drv2605=False, window=None, fresh_nvm=False):
        self.profile = profile
        self.stub = BoardStub(profile.board_id)
        self.virtual = virtual
        self.events = []
        self.console = []  # everything the code printed
        self.refreshes = []  # (ms, pixels sent) per display refresh
        self.shots = {}  # name -> path of the PNG
        self.shots_dir = shots_dir or "out/shots"
        self.shot_scale = shot_scale
        self.window = window
        self.controls = dict.fromkeys(profile.controls, False)
        self.stick = None  # (x, y) in -1..1 set by a script, else from the D-pad controls
        self.touch_at = None
        self.serial = ""
        self.i2c_devices = set(profile.i2c)
        if drv2605:
            self.i2c_devices.add(0x5A)
        self.drv_regs = {0x00: 0xE0}
        self.nvm_cut = None
        self.boots = 0
        self._t0 = _time.monotonic()
        self._clock = 0.0
        self._boot_at = 0.0
        self._last_auto = -1e9
        self._last_pump = 0.0
        self._leds = {}
        self._outputs = {}
        self._claims = {}
        self._pins_by_name = {}
        self.keypads = []
        self.display = None
        self.backlight = 1.0  # the display's brightness a reload keeps (CircuitPython keeps the backlight's PWM)
        self.runner = _Runner(actions, end=stop_at_end)
        self.nvm = FileNVM(self, nvm_path or "out/nvm-%s.bin" % profile.key, self.stub.nvm_size, fresh_nvm) \
            if self.stub.nvm_size else None

    # ---- clock ----

    def t(self):
        """Milliseconds since the simulator started (across power cycles)."""
        if self.virtual:
            return self._clock
        return (_time.monotonic() - self._t0) * 1000

    def now_ms(self):
        """Milliseconds since the last power-on."""
        return self.t() - self._boot_at

    def ticks_ms(self):
        return (int(self.now_ms()) + TICKS_START) & TICKS_MASK

    def sleep(self, seconds):
        self.advance_to(self.t() + seconds * 1000)

    def tick(self):
        """A clock read or a key scan: a little virtual time passes, script actions due are done."""
        if self.virtual:
            self.advance_to(self._clock + BUSY_STEP_MS)
        else:
            self.advance_to(self.t())

    def advance_to(self, target):
        runner = self.runner
        while True:
            nxt = runner.next_time()
            now = self.t()
            if nxt is not None and nxt <= target and (self.virtual or nxt <= now):
                if self.virtual:
                    self._clock = max(self._clock, nxt)
                runner.fire(self, max(nxt, 0))
                continue
            if self.virtual:
                self._clock = max(self._clock, target)
                self._auto_refresh()
                return
            self._pump_window()
            self._auto_refresh()
            if now >= target:
                return
            wait = target - now
            if nxt is not None:
                wait = min(wait, max(0.0, nxt - now))
            _time.sleep(min(wait, 10) / 1000)

    def _pump_window(self):
        if self.window is not None:
            now = self.t()
            if now - self._last_pump >= 5:
                self._last_pump = now
                self.window.pump(self)

    def _auto_refresh(self):
        d = self.display
        if d is not None and d.auto_refresh and self.t() - self._last_auto >= FRAME_MS:
            self._last_auto = self.t()
            d.refresh()

    # ---- boot ----

    def boot(self):
        """Power on: a fresh ``board`` module and display; every pin free."""
        import displayio

        from sim import fakes
        from sim.display import SimDisplay
        from sim.fakes import board as fake_board
        from sim.fakes.microcontroller import Pin

        fakes.RUNNING[0] = self
        displayio.release_displays()
        self._claims.clear()
        self._outputs.clear()
        self._leds.clear()
        del self.keypads[:]
        self.serial = ""
        self._boot_at = self.t()
        self.boots += 1
        for name in [n for n in vars(fake_board) if not n.startswith("__")]:
            delattr(fake_board, name)
        pins = {}
        by_mcu = {}
        for name, mcu in self.stub.pins.items():
            by_mcu.setdefault(mcu, []).append(name)
        for mcu, names in by_mcu.items():
            pin = Pin(mcu, names)
            for name in names:
                pins[name] = pin
                setattr(fake_board, name, pin)
        self._pins_by_name = pins
        fake_board.board_id = self.stub.board_id
        w, h = self.profile.size
        self.display = SimDisplay(self, w, h)
        if self.backlight != 1.0:  # supervisor.reload() keeps the backlight as it was (BusDisplay.c's never_reset
            self.display.brightness = self.backlight  # PWM); a power cycle lights it (board_init)
            self.record("backlight", self.backlight)
        self.backlight = 1.0
        fake_board.DISPLAY = self.display
        buses = {}

        def bus_maker(kind):
            def make():
                if kind not in buses:
                    import busio

                    buses[kind] = busio.I2C() if kind == "I2C" else busio.SPI() if kind.endswith("SPI") \
                        else busio.UART()
                return buses[kind]
            return make

        for fname, ftype in self.stub.functions.items():
            setattr(fake_board, fname, bus_maker("I2C" if ftype.endswith("I2C") else fname))
        self.record("boot", self.boots)

    def shutdown(self):
        import displayio

        displayio.release_displays()
        self.display = None

    def reset(self, reason):
        if reason == "supervisor.reload()" and self.display is not None:  # a soft reload: the backlight stays
            self.backlight = self.display.brightness
        raise SimReset(reason)

    # ---- the record ----

    def record(self, kind, *details):
        self.events.append((round(self.t(), 2), kind) + details)

    def events_of(self, kind):
        return [e for e in self.events if e[1] == kind]

    def on_refresh(self, pixels):
        self.refreshes.append((round(self.t(), 2), pixels))
        if self.window is not None:
            self.window.show(self)

    # ---- pins ----

    def pin(self, name):
        return self._pins_by_name.get(name)

    def _is(self, pin, name):
        return pin is not None and name in getattr(pin, "names", ())

    def claim(self, pin, owner):
        if not hasattr(pin, "mcu"):
            raise TypeError("expected a board pin, got %r" % (pin,))
        other = self._claims.get(pin.mcu)
        if other is not None and other is not owner:
            raise ValueError("%s in use" % pin)
        self._claims[pin.mcu] = owner

    def release(self, pin, owner):
        if self._claims.get(pin.mcu) is owner:
            del self._claims[pin.mcu]
        self._outputs.pop(pin.mcu, None)

    def pin_write(self, pin, value):
        old = self._outputs.get(pin.mcu)
        self._outputs[pin.mcu] = value
        if old == value:
            return
        if "SPEAKER_ENABLE" in pin.names:
            self.record("amp", value)
        elif "RUMBLE" in pin.names:
            self.record("rumble", value)

    def pin_input(self, pin):
        self._outputs.pop(pin.mcu, None)

    def _level(self, pin, pull):
        for name in pin.names:
            wired = self.profile.gpio.get(name)
            if wired is not None:
                control, active = wired
                return active if self.controls.get(control) else not active
        return pull == "UP"

    def pin_read(self, pin, pull=None):
        return self._level(pin, pull)

    def shift_register_read(self, clock, data, latch, count):
        p = self.profile
        if not p.shift or not (self._is(clock, "BUTTON_CLOCK") and self._is(data, "BUTTON_OUT")
                               and self._is(latch, "BUTTON_LATCH")):
            self.record("warning", "ShiftRegisterKeys on %s/%s/%s: no buttons wired there" % (clock, data, latch))
            return [False] * count
        levels = []
        for i in range(count):
            control = p.shift[i] if i < len(p.shift) else None
            down = bool(control and self.controls.get(control))
            levels.append(p.shift_active if down else not p.shift_active)
        return levels

    def analog_read(self, pin):
        p = self.profile
        if p.joystick and pin.names and (p.joystick[0] in pin.names or p.joystick[1] in pin.names):
            if self.stick is not None:
                fx, fy = self.stick
            else:
                c = self.controls
                fx = float(bool(c.get("RIGHT"))) - float(bool(c.get("LEFT")))
                fy = float(bool(c.get("DOWN"))) - float(bool(c.get("UP")))
            f = fx if p.joystick[0] in pin.names else fy
            return max(0, min(65535, int(32768 + 600 + f * 32000)))  # a stick is never quite centred
        if p.touch:
            return self._touch_read(pin)
        return 0

    def _touch_read(self, pin):
        t = self.profile.touch
        out = self._outputs
        xl, xr, yd, yu = (self.pin(t[k]) for k in ("xl", "xr", "yd", "yu"))
        if None in (xl, xr, yd, yu):
            return 0
        touched = self.touch_at is not None
        w, h = self.profile.size
        (x0, x1), (y0, y1) = t["calibration"]
        if xr.mcu in out and yd.mcu in out and pin in (xl, yu):  # pressure: plates touch or not
            if touched:
                return 32768
            return 0 if pin == xl else 65535
        if not touched:
            return 0
        x, y = self.touch_at
        if pin == xr and yu.mcu in out and yd.mcu in out:
            return int(x0 + (min(x + 0.5, w - 1)) / (w - 1) * (x1 - x0))
        if pin == yu and xr.mcu in out and xl.mcu in out:
            return int(y0 + (min(y + 0.5, h - 1)) / (h - 1) * (y1 - y0))
        return 0

    def pwm_write(self, pin, duty):
        if any(n in pin.names for n in ("LED_R", "LED_G", "LED_B")):
            rgb = 0
            for shift, name in ((16, "LED_R"), (8, "LED_G"), (0, "LED_B")):
                p = self.pin(name)
                d = self._outputs.get(("pwm", p.mcu), 0xFFFF) if p is not None else 0xFFFF
                if p is not None and p.mcu == pin.mcu:
                    d = duty
                rgb |= ((0xFFFF - d) >> 8) << shift  # the Thumby Color's LED is lit by a low pin
            self._outputs[("pwm", pin.mcu)] = duty
            self._set_leds("RGB", (rgb,))
        elif "RUMBLE" in pin.names:
            self.pin_write(pin, duty > 0)

    def neopixels(self, pin, colours):
        self._set_leds(pin.mcu, colours)

    def _set_leds(self, key, colours):
        if self._leds.get(key) != colours:
            self._leds[key] = colours
            self.record("leds", colours)

    def leds(self):
        """The colours the board's LEDs show now (dimmed, as written)."""
        out = ()
        for colours in self._leds.values():
            out += tuple(colours)
        return out

    # ---- I2C ----

    def i2c_write(self, address, data):
        if address not in self.i2c_devices:
            raise OSError(19, "No such device")  # ENODEV, as CircuitPython raises
        if address == 0x5A and data:
            reg = data[0]
            for i, value in enumerate(data[1:]):
                self.drv_regs[reg + i] = value
                if reg + i == 0x0C and value & 1:
                    seq = []
                    for r in range(0x04, 0x0C):  # WAVESEQ1..8, up to the first 0
                        if not self.drv_regs.get(r, 0):
                            break
                        seq.append(self.drv_regs[r])
                    self.record("haptic", self.drv_regs.get(0x04, 0), tuple(seq))

    def i2c_read(self, address, out, n):
        if address not in self.i2c_devices:
            raise OSError(19, "No such device")
        if address == 0x5A and out:
            return bytes(self.drv_regs.get(out[0] + i, 0) for i in range(n))
        return bytes(n)

    # ---- controls, touch, console ----

    def set_control(self, control, down):
        if control not in self.controls or self.controls[control] == down:
            return
        self.controls[control] = down
        self.record("press" if down else "release", control)
        for k in list(self.keypads):
            k._scan()

    def set_touch(self, xy):
        if xy != self.touch_at:
            self.touch_at = xy
            self.record("touch", xy)

    def type_text(self, text):
        self.serial += text
        self.record("type", text)

    def serial_available(self):
        self.tick()
        return len(self.serial)

    def serial_read(self, n):
        while not self.serial:  # blocks like the real console, until the script types something
            self.sleep(0.01)
        data, self.serial = self.serial[:n], self.serial[n:]
        return data

    def serial_readline(self):
        while "\n" not in self.serial:
            self.sleep(0.01)
        i = self.serial.index("\n") + 1
        data, self.serial = self.serial[:i], self.serial[i:]
        return data

    # ---- screen ----

    def rgb(self):
        return self.display.rgb()

    def pixel(self, x, y):
        r, g, b = self.display.rgb()[y, x]
        return int(r), int(g), int(b)

    def shot(self, name, path=None, scale=None):
        """Save the screen as PNG (native size; also name@Nx.png when the shot scale is > 1)."""
        import pygame

        if self.display is None:
            return None
        if path is None:
            path = os.path.join(self.shots_dir, name + ".png")
        d = os.path.dirname(path)
        surface = pygame.surfarray.make_surface(self.display.rgb().swapaxes(0, 1))
        scale = self.shot_scale if scale is None else scale
        try:
            if d:
                os.makedirs(d, exist_ok=True)
            pygame.image.save(surface, path)
            if scale and scale > 1:
                big = pygame.transform.scale(surface, (surface.get_width() * scale, surface.get_height() * scale))
                pygame.image.save(big, path[:-4] + "@%dx.png" % scale)
        except (OSError, pygame.error) as e:
            raise SimAbort("cannot write the screenshot %s: %s" % (path, getattr(e, "strerror", None) or e))
        self.shots[name] = path
        self.record("shot", name)
        return path


class SimStdin:
    """``sys.stdin`` of the simulated board's serial console."""

    def __init__(self, machine):
        self._m = machine

    def read(self, n=-1):
        return self._m.serial_read(n if n and n > 0 else 1 << 20)

    def readline(self):
        return self._m.serial_readline()

    def isatty(self):
        return False

    def fileno(self):
        raise OSError("the simulated console has no file descriptor")


class Tee:
    """``sys.stdout`` during a run: prints as usual and keeps the text in ``machine.console``."""

    def __init__(self, machine, stream):
        self._m = machine
        self._s = stream

    def write(self, text):
        self._m.console.append(text)
        return self._s.write(text)

    def flush(self):
        self._s.flush()

    def __getattr__(self, name):
        return getattr(self._s, name)
