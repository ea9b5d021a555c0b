"""Stand-ins for the board modules a CircuitPython board has in C and circuitpython-unix32-display lacks:
board, keypad, digitalio, analogio, pwmio, busio, audioio, audiopwmio, neopixel_write, microcontroller,
supervisor, and a ``time`` whose sleep() advances a virtual clock (docs/memory.md).

Runs under CircuitPython only. ``install(cfg, nvm)`` puts them into ``sys.modules`` before the game imports
anything. They are as small as they can be: the modules, classes, pins, the NVM's bytes, the display and
``board.I2C()``'s bus live in flash or static RAM on a board, so they are made before the measurement starts
and reported as the harness's own heap. The objects the game makes (keypad scanners, DigitalInOut, AudioOut,
PWMOut, AnalogIn, keypad.Event) are heap objects on a board too: each takes about what its C struct takes
(``SIZES`` below, 32-bit, rounded up to 16-byte GC blocks; adafruit/circuitpython main at cd3da4a5), made up
with a bytearray where the Python object is smaller. An object smaller than 32 bytes on the board (a
DigitalInOut, an AnalogIn, an Event: 16) costs 32 here; ``tests/cp/cp_run.py --selfcheck`` prints each.

No pin is ever read: the harness injects button codes and touches at ``hw.poll()`` (tests/cp/cp_run.py), so
keypad queues stay empty, an AnalogIn reads mid-scale and a touch screen is never touched at the pins.
"""

import sys
import time as _real_time  # the real clock (install() puts the virtual one in sys.modules)

# Heap bytes of the C objects, per port ("samd51": PyBadge, PyGamer, PyPortal; "nrf52840": CLUE; "rp2350":
# Thumby Color). Sources (32-bit layouts of the structs):
#   DigitalInOut: ports/*/common-hal/digitalio/DigitalInOut.h (base, pin, 2 bools: 10-12 bytes) -> 16
#   AnalogIn: ports/atmel-samd/common-hal/analogio/AnalogIn.h (13 bytes) -> 16 (the others are as small)
#   PWMOut: ports/atmel-samd/common-hal/pwmio/PWMOut.h (16 bytes) -> 16; raspberrypi PWMOut.h (22) -> 32
#   keypad.Keys: shared-module/keypad/Keys.h (common fields with a uint64: 48) + a DigitalInOut per pin
#     (Keys.c:32) + their tuple + one debounce byte per key (keypad/__init__.c:92) + the EventQueue
#   keypad.ShiftRegisterKeys: ShiftRegisterKeys.h (72 -> 80) + clock, latch and data DigitalInOuts
#     (ShiftRegisterKeys.c:30-44) + the data-pin tuple + key_counts (one word) + debounce bytes + EventQueue
#   keypad.EventQueue: EventQueue.h (base, ringbuf_t 20, bool, handler: 32) + its ring of max_events (64) *
#     EVENT_SIZE_BYTES (6) = 384 (EventQueue.c:20, ringbuf_alloc)
#   keypad.Event: Event.h (12) -> 16
#   audioio.AudioOut (SAMD51): AudioOut.h with two audio_dma_t (audio_dma.h: 80 each with its 8-aligned
#     DmacDescriptor) = 184 -> 192; play() then m_reallocs two DMA buffers of the sample's
#     max_buffer_length (audio_dma.c:203,216): 512 bytes each for a synthio.Synthesizer (SYNTHIO_MAX_DUR 256
#     samples * 2 bytes * 1 channel, shared-module/synthio/__init__.c:440)
#   audiopwmio.PWMAudioOut (nRF52840): PWMAudioOut.h (40) -> 48; play() allocates two buffers of
#     max_buffer_length * 2 * sizeof(uint16_t) = 2048 each (PWMAudioOut.c:257-265)
#   audiopwmio.PWMAudioOut (RP2350): PWMAudioOut.h (two PWMOut + audio_dma_t: about 124) -> 128; its DMA
#     buffers come from port_realloc, outside the GC heap, on an RP2350 (raspberrypi/audio_dma.c:243)
# board.I2C() is a static singleton (shared-module/board/__init__.c), microcontroller.nvm a static object
# over flash, neopixel_write a function: no heap.
SIZES = {
    "samd51": dict(dio=16, analogin=16, pwmout=16, audioout=192, audio_buf=512, audio_bufs=2),
    "nrf52840": dict(dio=16, analogin=16, pwmout=16, audioout=48, audio_buf=2048, audio_bufs=2),
    "rp2350": dict(dio=16, analogin=16, pwmout=32, audioout=128, audio_buf=0, audio_bufs=0),
}
EVENT = 16
EVENTQUEUE = 32
EVENT_BYTES = 6
KEYS = 48
SHIFTKEYS = 80
TICKS_START = (1 << 29) - 65536  # supervisor.ticks_ms() starts ~65 s before its 2**29 wrap, as on a board
_MASK = (1 << 29) - 1

_S = SIZES["samd51"]


def _blocks(n):
    return (n + 15) & ~15


def _ballast(c_bytes, python_bytes):
    """A bytearray that makes an object of python_bytes (instance, table, this bytearray's 16) weigh c_bytes."""
    return bytearray(max(0, c_bytes - python_bytes - 16))


class Clock:
    """The virtual clock: time.sleep() advances it, supervisor.ticks_ms() reads it. ``hook`` (set by the
    runner) is called at the end of each frame of uttt.ui.main.run (``frame_end``).

    With ``scale`` (the runner's ``clock=K``: a PyBadge ms is K / 1000 ms here, the pystone ratio) the clock
    also runs while the game computes, ``scale`` / 1000 board ms per real ms, so the game's own time slices
    (uttt.ui.app.App.work) are measured in estimated board time; the harness's own work in a frame (the
    session player, the press timer) is left out (``resync``). Without it the clock stands still during a frame
    and the session fixes the slices in work units instead (tests/cp/session.py)."""
    ms = TICKS_START
    hook = None
    scale = 0
    real = 0     # now_us() when the clock last caught up
    frac = 0     # board time not yet counted, in ms x 1e6 / scale units


_run = [0, 0]  # now_us(): the time so far, the wall clock's last reading
# start_timer(): /proc/self/schedstat, a buffer for it, run_delay (us) at the last reading, the wall clock at the
# end of the last reading, a reading's own time outside that window (ns, measured by start_timer), and the ns of
# it not yet taken off
_sched = [None, bytearray(64), 0, 0, 0, 0]


def start_timer():
    """Time now_us() by the wall clock less the time this process waited for a CPU (Linux's
    /proc/self/schedstat, its second field: run_delay, ns), to the us. Where that file cannot be read, now_us
    stays on the CPU time (``time.clock()``, 1 ms steps). The runner calls it before the measurement starts
    (the open file and its buffer are the harness's own heap). True when the finer timer is on."""
    try:
        _sched[0] = open("/proc/self/schedstat", "rb")
        if _run_delay_us() < 0:
            raise OSError("unreadable")
    except (OSError, ValueError):
        _sched[0] = None
        return False
    _sched[2] = _run_delay_us()
    _sched[3] = _real_time.ticks_us()
    # what a reading costs beyond the window it leaves out (the call, the sums), in ns: 1,000 readings' mean
    t = now_us()
    for _ in range(1000):
        now_us()
    _sched[4] = now_us() - t
    _sched[5] = 0
    return True


def _run_delay_us():
    """The time this process has waited for a CPU so far, in us, read from /proc/self/schedstat (allocates
    nothing: small ints; -1 when the file reads wrong)."""
    f = _sched[0]
    b = _sched[1]
    f.seek(0)
    n = f.readinto(b)
    i = 0
    while i < n and b[i] != 32:
        i += 1
    j = i + 1
    while j < n and b[j] != 32:
        j += 1
    if j >= n:
        return -1
    v = 0
    for k in range(i + 1, j - 3):  # ns -> us: the last three digits go
        v = v * 10 + b[k] - 48
    return v


def now_us():
    """Real time in us for the press timer and the running clock, with the time a shared machine gives other
    processes left out. With start_timer(): the wall clock (``ticks_us``) less the time spent waiting for a CPU,
    and less these readings' own time (a reading's few us here are ~0.5 ms of PyBadge time, and the game reads
    its clock twice a chunk of work). Else the process's CPU time (``time.clock()``, in ms steps), read between
    its steps by the wall clock: the wall clock's time since the last reading counts, but never past the CPU
    time + 1 ms, nor under it. That way resolves 1 ms only, ~160 ms of PyBadge time: after a preemption the
    clock jumps up to 1 ms ahead and then stands still until the CPU time catches up, so single frames, and the
    game's own time slices, read up to that much off."""
    if _sched[0] is not None:
        w0 = _real_time.ticks_us()
        d = _run_delay_us()
        w1 = _real_time.ticks_us()
        inc = _real_time.ticks_diff(w0, _sched[3]) - (d - _sched[2])
        _sched[2] = d
        _sched[3] = w1
        c = _sched[5] + _sched[4]
        if c >= 1000:
            inc -= c // 1000
            c %= 1000
        _sched[5] = c
        if inc > 0:  # (a wait inside the last reading is in run_delay but not in the wall clock's window)
            _run[0] += inc
        return _run[0]
    w = _real_time.ticks_us()
    c = int(_real_time.clock() * 1000000)
    a = _run[0] + _real_time.ticks_diff(w, _run[1])
    if a > c + 1000:
        a = c + 1000
    if a < c:
        a = c
    if a < _run[0]:
        a = _run[0]
    _run[0] = a
    _run[1] = w
    return a


def _catch_up():
    t = now_us()
    d = t - Clock.real
    Clock.real = t
    k = Clock.scale
    if d >= 1000:  # (bench34) the whole ms apart, so that no product passes 2**30: a long int would be garbage in the
        q = d // 1000  # game's heap (1,000 us x K=130,000 already would); the same sum as d x K
        qk = q * k
        Clock.ms += qk // 1000
        Clock.frac += qk % 1000 * 1000
        d -= q * 1000
    Clock.frac += d * k
    if Clock.frac >= 1000000:
        Clock.ms += Clock.frac // 1000000
        Clock.frac %= 1000000


def resync():
    """Leave out the real time since the clock last caught up (the harness's own work)."""
    if Clock.scale:
        Clock.real = now_us()


def frame_end():
    """The end of a frame (the runner calls it after the game's ``hw.update()``: main.run sleeps only when the
    frame left time, and a frame over its 33 ms must be seen too): the runner's hook, left out of the clock."""
    if Clock.scale:
        _catch_up()
    if Clock.hook is not None:
        Clock.hook()
    resync()


_MS = {}  # w / 1000 -> w for the waits main.run sleeps (w ms: float keys, made with the harness, in its room)
for _w in range(101):  # (main.run sleeps at most a frame, 33 ms)
    _MS[_w / 1000] = _w


def _sleep(seconds):
    if Clock.scale:
        _catch_up()
    ms = _MS.get(seconds)  # (bench34) a board's time.sleep is C: arithmetic on the float here makes two more floats
    if ms is None:         # (REPR_A: heap objects), garbage in the game's heap at every frame; so the table
        ms = int(seconds * 1000 + 0.5) if seconds > 0 else 0
    Clock.ms += ms


def _ticks_ms():
    if Clock.scale:
        _catch_up()
    return Clock.ms & _MASK


def _monotonic():
    return (Clock.ms - TICKS_START) / 1000


def _monotonic_ns():
    return (Clock.ms - TICKS_START) * 1000000


class Pin:
    """microcontroller.Pin: static on a board. ``_used`` is what a board's claim_pin keeps; ``_a`` what an
    AnalogIn reads on it: mid-scale (a joystick at rest), or what an untouched resistive touch panel reads
    (adafruit_touchscreen measures pressure on TOUCH_XL and TOUCH_YU: 0 and 65535 read as none)."""

    _a = 32768

    def __init__(self):
        self._used = False


def _claim(pin):
    if not isinstance(pin, Pin):
        raise TypeError("Pin expected")
    if pin._used:
        raise ValueError("pin in use")
    pin._used = True


def _free(pin):
    pin._used = False


class Direction:
    INPUT = 0
    OUTPUT = 1


class Pull:
    UP = 1
    DOWN = 2


class DriveMode:
    PUSH_PULL = 0
    OPEN_DRAIN = 1


class DigitalInOut:
    def __init__(self, pin):
        _claim(pin)
        self._p = pin  # 32 bytes here, 16 on a board
        self._v = False

    def deinit(self):
        if self._p is not None:
            _free(self._p)
            self._p = None

    def switch_to_output(self, value=False, drive_mode=DriveMode.PUSH_PULL):
        self._v = bool(value)

    def switch_to_input(self, pull=None):
        pass

    @property
    def direction(self):
        return Direction.OUTPUT

    @direction.setter
    def direction(self, d):
        pass

    @property
    def value(self):
        return self._v

    @value.setter
    def value(self, v):
        self._v = bool(v)

    def __enter__(self):
        return self

    def __exit__(self, *a):
        self.deinit()


class AnalogIn:
    def __init__(self, pin):
        _claim(pin)
        self._p = pin  # 32 bytes here, 16 on a board

    reference_voltage = 3.3

    @property
    def value(self):
        return self._p._a

    def deinit(self):
        if self._p is not None:
            _free(self._p)
            self._p = None

    def __enter__(self):
        return self

    def __exit__(self, *a):
        self.deinit()


class PWMOut:
    def __init__(self, pin, *, duty_cycle=0, frequency=500, variable_frequency=False):
        _claim(pin)
        self.duty_cycle = duty_cycle  # 32 bytes here: 16 on a SAMD51, 32 on an RP2350
        self.frequency = frequency

    def deinit(self):
        pass


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number  # 32 bytes here, 16 on a board
        self.pressed = pressed

    @property
    def released(self):
        return not self.pressed


class EventQueue:
    """A scanner's queue: its ring buffer (max_events * 6 bytes) and object; never holds an event here."""

    def __init__(self, max_events):
        self._b = _ballast(EVENTQUEUE + _blocks(max_events * EVENT_BYTES), 32)
        self.overflowed = False

    def get(self):
        return None

    def get_into(self, event):
        return False

    def clear(self):
        pass

    def __len__(self):
        return 0

    def __bool__(self):
        return False


class Keys:
    def __init__(self, pins, *, value_when_pressed, pull=True, interval=0.02, max_events=64,
                 debounce_threshold=1):
        n = len(pins)
        for p in pins:
            _claim(p)
        self.events = EventQueue(max_events)
        self._b = _ballast(KEYS + n * _S["dio"] + _blocks(8 + 4 * n) + _blocks(n), 48)
        self.key_count = n

    def deinit(self):
        pass

    def reset(self):
        pass


class ShiftRegisterKeys:
    def __init__(self, *, clock, data, latch, value_to_latch=True, key_count, value_when_pressed,
                 interval=0.02, max_events=64, debounce_threshold=1):
        datas = data if isinstance(data, (list, tuple)) else (data,)
        for p in (clock, latch) + tuple(datas):
            _claim(p)
        nd = len(datas)
        total = key_count if isinstance(key_count, int) else sum(key_count)
        self.events = EventQueue(max_events)
        self._b = _ballast(SHIFTKEYS + (2 + nd) * _S["dio"] + _blocks(8 + 4 * nd) + _blocks(4 * nd)
                           + _blocks(total), 48)
        self.key_count = total

    def deinit(self):
        pass

    def reset(self):
        pass


class _AudioOut:
    """audioio.AudioOut / audiopwmio.PWMAudioOut: the object, and the DMA buffers play() allocates."""

    def __init__(self, left_channel, *, right_channel=None, quiescent_value=0x8000):
        _claim(left_channel)
        self._p = left_channel
        self._b = _ballast(_S["audioout"], 48)  # this object with its three attributes: 48 bytes
        self.playing = False

    def deinit(self):  # the pin and the DMA buffers go back (audio_dma_deinit)
        if self._p is not None:
            _free(self._p)
            self._p = self._b = None
        self.playing = False

    def play(self, sample, *, loop=False):
        if len(self._b) < _S["audio_bufs"] * _S["audio_buf"]:  # the first play's DMA buffers (kept after)
            self._b = _ballast(_S["audioout"] + _S["audio_bufs"] * _S["audio_buf"], 48)
        self.playing = True

    def stop(self):
        self.playing = False

    def pause(self):
        pass

    def resume(self):
        pass

    def deinit(self):
        pass


class I2C:
    """board.I2C(): what answers a scan (the board's own sensors); a DRV2605 (0x5A) is not fitted."""

    def __init__(self, addresses):
        self._a = addresses

    def try_lock(self):
        return True

    def unlock(self):
        pass

    def scan(self):
        return list(self._a)

    def writeto(self, address, buffer, *, start=0, end=None):
        raise OSError(19)

    def writeto_then_readfrom(self, address, out_buffer, in_buffer, **kw):
        raise OSError(19)

    def deinit(self):
        pass


class ByteArray:
    """microcontroller.nvm: a slice read returns a new bytearray, a write takes a same-length buffer."""

    def __init__(self, data):
        self._d = data

    def __len__(self):
        return len(self._d)

    def __getitem__(self, i):
        return self._d[i]

    def __setitem__(self, i, v):
        if isinstance(i, slice) and len(range(*i.indices(len(self._d)))) != len(v):
            raise ValueError("Slice and value different lengths.")
        self._d[i] = v


class _Runtime:
    serial_bytes_available = 0
    serial_connected = False


def _neopixel_write(pin, buf):
    if not isinstance(pin, DigitalInOut):
        raise TypeError("DigitalInOut expected")


class _Module:
    def __init__(self, name, **attrs):
        self.__name__ = name
        for k in attrs:
            setattr(self, k, attrs[k])


class Reload(BaseException):
    """CircuitPython's reload exception: ``supervisor.reload()`` sets it pending, the VM raises it at its next
    check (supervisor/shared/reload.c), and it unwinds to the VM, which runs code.py again with a fresh heap. Not
    an Exception: nothing in the game catches it. The runner ends the boot on it (cp_run.py)."""


def _reload():
    # (wayout54) the backlight as it is (0-255): CircuitPython's reload keeps its PWM (BusDisplay.c's never_reset), so
    # the runner writes it after the NVM's bytes for the next boot (install)
    raise Reload(int(sys.modules["board"].DISPLAY.brightness * 255))


def install(cfg, nvm, display, reload=True):
    """Put the board modules into sys.modules for the board described by module cfg (tests/cp/cp_run.py
    writes it: BOARD_ID, PORT, PINS, I2C, NVM_SIZE); nvm: the NVM's bytes (a reset keeps them); reload: the
    supervisor has ``reload()`` (the runner's ``noreload``: a firmware without it)."""
    global _S
    _S = SIZES[cfg.PORT]
    pins = {}
    for name in cfg.PINS:
        pins[name] = Pin()
    if "TOUCH_XL" in pins and "TOUCH_YU" in pins:  # an untouched panel (touches come at hw.poll())
        pins["TOUCH_XL"]._a = 0
        pins["TOUCH_YU"]._a = 65535
    i2c = I2C(cfg.I2C)
    board = _Module("board", board_id=cfg.BOARD_ID, DISPLAY=display, I2C=lambda: i2c, **pins)
    data = bytearray(cfg.NVM_SIZE)
    if len(nvm) > len(data):  # wayout54: a restart's boot (its byte after the NVM's: _reload) finds the backlight as
        display.brightness = nvm[-1] / 255  # the last boot left it; a power-on lights it (board_init). A reload
        nvm = nvm[:-1]  # turns auto-refresh on, as the stand-in display has it (reset_busdisplay)
    data[:len(nvm)] = nvm
    mods = sys.modules
    mods["board"] = board
    mods["microcontroller"] = _Module("microcontroller", nvm=ByteArray(data), Pin=Pin)
    mods["keypad"] = _Module("keypad", Keys=Keys, ShiftRegisterKeys=ShiftRegisterKeys, Event=Event,
                             EventQueue=EventQueue)
    mods["digitalio"] = _Module("digitalio", DigitalInOut=DigitalInOut, Direction=Direction, Pull=Pull,
                                DriveMode=DriveMode)
    mods["analogio"] = _Module("analogio", AnalogIn=AnalogIn)
    mods["pwmio"] = _Module("pwmio", PWMOut=PWMOut)
    mods["busio"] = _Module("busio", I2C=I2C)
    mods["neopixel_write"] = _Module("neopixel_write", neopixel_write=_neopixel_write)
    mods["supervisor"] = _Module("supervisor", ticks_ms=_ticks_ms, runtime=_Runtime)
    if reload:
        mods["supervisor"].reload = _reload
    mods["time"] = _Module("time", sleep=_sleep, monotonic=_monotonic, monotonic_ns=_monotonic_ns)
    if cfg.PORT == "samd51":
        mods["audioio"] = _Module("audioio", AudioOut=_AudioOut)
    else:
        mods["audiopwmio"] = _Module("audiopwmio", PWMAudioOut=_AudioOut)
    return data


def sizes():
    """[(what, bytes here, bytes on a board)] for this port's objects, measured in this binary."""
    from cp_display import cost

    pins = [Pin() for _ in range(16)]  # made before the measurements: static on a board
    free = iter(pins)

    out = [("digitalio.DigitalInOut", cost(lambda: DigitalInOut(next(free))), _S["dio"]),
           ("analogio.AnalogIn", cost(lambda: AnalogIn(next(free))), _S["analogin"]),
           ("pwmio.PWMOut", cost(lambda: PWMOut(next(free))), _S["pwmout"]),
           ("keypad.Event", cost(Event), EVENT),
           ("keypad.Keys (2 pins)", cost(lambda: Keys((next(free), next(free)), value_when_pressed=False)),
            KEYS + 2 * _S["dio"] + 16 + 16 + EVENTQUEUE + 384),
           ("keypad.ShiftRegisterKeys (8 keys)",
            cost(lambda: ShiftRegisterKeys(clock=next(free), data=next(free), latch=next(free), key_count=8,
                                           value_when_pressed=True)),
            SHIFTKEYS + 3 * _S["dio"] + 16 + 16 + 16 + EVENTQUEUE + 384)]

    def audio():
        a = _AudioOut(next(free))
        a.play(None)
        return a

    out.append(("audio out, playing", cost(audio), _S["audioout"] + _S["audio_bufs"] * _S["audio_buf"]))
    return out
