"""``Hardware``, the object ``boards.load()`` returns (the contract of docs/hardware.md), and the parts every
board with buttons or NeoPixels uses: ``Keys`` (a keypad scanner's buttons) and ``Pixels``.

Everything else a board has is a *part* in a module of its own, made by ``boards.setup`` and loaded only on
the boards that have it: ``Sound`` (boards/sound.py), ``HoldKeys`` (taps, holds and chords: boards/holdkeys.py),
``Stick`` (joystick: boards/stick.py), ``Touch`` (boards/touch.py), ``Rumble`` and ``RgbLed``
(boards/rumble.py, boards/rgbled.py), ``Drv2605`` (boards/drv2605.py). ``Hardware`` only knows their methods:
an input has ``scan(hw, now, out)``; the sound ``play(name, now)``, ``update(now)``, ``stop()``; the haptics
the same; the LEDs ``show(rgb)`` (0xRRGGBB, shown at 1/16 brightness). So at play a board holds in RAM the
code of what it has, nothing more; the code that sets it up (``boards.setup``, the board's module) is dropped
once the board is ready.

Per-frame work (``poll()``, ``update()``) reuses its objects. Times are ``ticks_ms()`` values (boards/__init__.py,
which every part imports: a leaf, so that no part imports this module back).
"""

import sys

try:  # (its own: mpy-cross folds const() only where const comes from micropython in this module; 1-3 KB of heap)
    from micropython import const
except ImportError:  # CPython (the simulator)
    def const(x):
        return x

try:
    import supervisor
except ImportError:  # not on CircuitPython: the simulator provides one
    supervisor = None

from boards import ticks_add, ticks_diff, ticks_ms
from uttt.ui.buttons import RIGHT

_NONE = const(-1)  # "not held" / "no flash running"; a tick value is never negative
_DELAY = const(400)  # first auto-repeat of a held D-pad direction, ms
_EVERY = const(120)  # then one every this many ms


class Hardware:
    """Made by ``boards.setup.hardware()`` (one-shot code, like all that runs only at start); the board's
    module (its ``setup(hw)``) names it and gives it its parts."""

    name = "Unknown board"
    scheme = "dpad"  # "dpad", "two", "touch" or "none"
    names = ("Start", "Select")  # what the board calls the buttons that give START and SELECT (help texts)
    notice = ""
    nvm = None
    reload = None  # supervisor.reload where the firmware has it: code.py again, a fresh heap (uttt.ui.app.App.restart)
    has_touch = False
    haptics_driver = None  # "rumble" or "drv2605" once found
    # made by boards.setup.hardware(): board_id, display, width, height, and the lists _in (the input parts,
    # each scanned by poll()), _events (what poll() returns) and _rep (per D-pad code UP..RIGHT = 0..3, the
    # tick of its next auto-repeat, or -1)
    _sound = None  # the output parts: None where the board has none (the sound's: until sound is first on)
    _speaker = None  # what makes the sound's player (boards.setup.speaker): its output's class, amp and pin
    _buzz = None
    _light = None
    _sound_on = True  # the settings switches
    _theme = 0  # and the sound's theme (0 neon, 1 chalk, 2 mono) and volume (0 low, 1 medium, 2 high)
    _volume = 1
    _haptics_on = True
    _leds_on = True
    _colour = 0  # what leds() last asked for
    _flash = _NONE  # the flash's colour while one runs
    _flash_until = 0
    _flash_next = 0
    _flash_lit = False
    _failed = False  # an input or update error was printed: do not print another
    _typed = ""  # serial console input, not yet a whole line

    # ---- input ----

    def poll(self):
        """New input events since the last call: button codes (ints) and touch-downs ((x, y) tuples).
        The same list object is returned each time: use it before the next call. Never raises."""
        out = self._events
        out.clear()  # (bench34: no slice object, 16 bytes of garbage at every frame)
        try:
            now = ticks_ms()
            for part in self._in:
                part.scan(self, now, out)
            rep = self._rep
            for code in range(4):  # UP, DOWN, LEFT, RIGHT
                t = rep[code]
                if t != _NONE and ticks_diff(now, t) >= 0:
                    out.append(code)
                    rep[code] = ticks_add(now, _EVERY)
        except Exception as e:
            if not self._failed:  # say it once, then keep going
                print("degraded:", "keys", e)
                self._failed = True
        return out

    def press(self, code, now, out):
        """An input part reports a press: D-pad codes (UP..RIGHT are 0..3) repeat while held."""
        out.append(code)
        if code <= RIGHT:
            self._rep[code] = ticks_add(now, _DELAY)

    def release(self, code):
        if code <= RIGHT:
            self._rep[code] = _NONE

    def console_line(self):
        """A whole line typed on the serial console, without its line end, or None (never waits).
        Blank lines are skipped."""
        try:
            while True:
                typed = self._typed
                i = typed.find("\n")
                j = typed.find("\r")
                if i < 0 or 0 <= j < i:
                    i = j
                if i >= 0:
                    self._typed = typed[i + 1:]
                    line = typed[:i].strip()
                    if line:
                        return line
                    continue
                n = supervisor.runtime.serial_bytes_available
                if not n:
                    return None
                self._typed = typed + sys.stdin.read(n)
        except Exception:
            return None

    def ticks_ms(self):
        """Milliseconds from ``supervisor.ticks_ms()``: wraps at 2**29. Compare with ``ticks_diff``."""
        return ticks_ms()

    ticks_diff = staticmethod(ticks_diff)

    # ---- feedback ----

    def sound(self, name):
        """Start cue ``name`` ("cursor", "select", "x", "o", "claim", "board_draw", "bad", "tick", "win",
        "draw": boards/snd_*.py) in the theme's sounds. A failure prints one line starting "degraded:"."""
        if self._sound is not None and self._sound_on:
            try:
                self._sound.play(name, ticks_ms())
            except Exception as e:
                print("degraded:", "sound", name, e)

    def haptic(self, name):
        """The cue's pulses (boards/drv2605.py, boards/rumble.py) where there is a DRV2605 or a motor."""
        if self._buzz is not None and self._haptics_on:
            try:
                self._buzz.play(name, ticks_ms())
            except Exception as e:
                print("degraded:", "haptic", name, e)

    def leds(self, rgb):
        """Show colour 0xRRGGBB on the board's LEDs, dimmed."""
        self._colour = rgb
        if self._flash == _NONE:
            self._show(rgb if self._leds_on else 0)

    def flash(self, rgb):
        """Flash colour 0xRRGGBB for about a second (120 ms on, 120 off), then back to the ``leds()`` one."""
        if self._light is None or not self._leds_on:
            return
        now = ticks_ms()
        self._flash = rgb
        self._flash_until = ticks_add(now, 960)
        self._flash_next = ticks_add(now, _EVERY)
        self._flash_lit = True
        self._show(rgb)

    def enable(self, sound=None, haptics=None, leds=None, theme=None, volume=None):
        """Switch the cues on or off, choose the sounds' theme and volume (None leaves a setting as it is).
        The theme's sounds are made only while sound is on; off, they are freed."""
        if theme is not None:
            self._theme = theme
        if volume is not None:
            self._volume = volume
        if sound is not None:
            self._sound_on = bool(sound)
        snd = self._sound
        if snd is None and self._speaker is not None and self._sound_on:
            try:  # its module is imported with the first sounds: after boot's first frame (boot22)
                from boards.sound import Sound

                snd = self._sound = Sound(*self._speaker)
            except Exception as e:
                print("degraded:", "sound", e)
        if snd is not None:
            try:
                if self._sound_on:
                    snd.build(self._theme, self._volume)
                else:
                    snd.free()
            except Exception as e:  # no memory for the sounds: play without them
                print("degraded:", "sound", e)
                snd.free()
        if haptics is not None:
            self._haptics_on = bool(haptics)
            if not haptics and self._buzz is not None:
                self._buzz.stop()
        if leds is not None:
            self._leds_on = bool(leds)
            self._flash = _NONE
            self._show(self._colour if leds else 0)

    def update(self):
        """Once per frame: end notes, motor pulses and flashes on time; the speaker amp goes off when idle."""
        try:
            now = ticks_ms()
            if self._sound is not None:
                self._sound.update(now)
            if self._buzz is not None:
                self._buzz.update(now)
            if self._flash != _NONE:
                if ticks_diff(now, self._flash_until) >= 0:
                    self._flash = _NONE
                    self._show(self._colour if self._leds_on else 0)
                elif ticks_diff(now, self._flash_next) >= 0:
                    self._flash_next = ticks_add(now, _EVERY)
                    self._flash_lit = not self._flash_lit
                    self._show(self._flash if self._flash_lit else 0)
        except Exception as e:
            if not self._failed:
                print("degraded:", "boards", "update", e)
                self._failed = True

    def _show(self, rgb):
        if self._light is not None:
            try:
                self._light.show(rgb)
            except Exception:
                pass


class Keys:
    """Buttons through a ``keypad`` scanner: ``codes[key_number]`` is the button code (or None)."""

    def __init__(self, keys, codes):
        import keypad

        self._keys = keys
        self._codes = codes
        self._ev = keypad.Event()

    def scan(self, hw, now, out):
        ev = self._ev
        codes = self._codes
        events = self._keys.events
        while events.get_into(ev):
            code = codes[ev.key_number]
            if code is not None:
                if ev.pressed:
                    hw.press(code, now, out)
                else:
                    hw.release(code)


class Pixels:
    """NeoPixels on one pin, written by ``neopixel_write`` from one reused buffer."""

    def __init__(self, pin, count):
        import digitalio
        import neopixel_write

        self._write = neopixel_write.neopixel_write
        self._pin = digitalio.DigitalInOut(pin)
        self._pin.direction = digitalio.Direction.OUTPUT
        self._buf = bytearray(3 * count)

    def show(self, rgb):
        """Colour 0xRRGGBB at 1/16 brightness on every pixel."""
        buf = self._buf
        for i in range(0, len(buf), 3):  # NeoPixels take green, red, blue
            buf[i] = rgb >> 12 & 0xF
            buf[i + 1] = rgb >> 20 & 0xF
            buf[i + 2] = rgb >> 4 & 0xF
        self._write(self._pin, buf)
