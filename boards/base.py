"""The ``Hardware`` every board module builds on: display, input events, cues, LEDs, NVM, console, clock.

A board module only states its pin facts by calling the ``use_*`` methods; everything here imports only
modules built into CircuitPython firmware, and per-frame work (``poll()``, ``update()``) reuses its objects.
Times are ``supervisor.ticks_ms()`` values, which wrap at 2**29: compare them with ``ticks_diff``.
"""

import sys

import board
import digitalio

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

try:
    import supervisor
except ImportError:  # not on CircuitPython: the simulator provides one
    supervisor = None

from uttt.ui.buttons import A, B, DOWN, LEFT, RIGHT, SELECT, START, UP

_PERIOD = const(1 << 29)
_MASK = const((1 << 29) - 1)
_HALF = const(1 << 28)
_NONE = const(-1)  # "not held"; a tick value is never negative

REPEAT_DELAY_MS = const(400)  # first auto-repeat of a held D-pad direction
REPEAT_EVERY_MS = const(120)  # then one every this many ms
HOLD_MS = const(600)  # a two-button board's long press
TOUCH_GAP_MS = const(60)  # a touch must be lifted this long before the next one counts
STICK_PUSH = const(20000)  # joystick: distance from centre (of 65535) that counts as a press
STICK_LET_GO = const(12000)  # ... and the distance below which it is released again (dead zone)
PIXEL_LEVEL = const(16)  # NeoPixel brightness, out of 256

# Haptic patterns: ms on, off, on, ... for a motor; effect numbers of the DRV2605 ROM library 1.
RUMBLE = {"mark": (25,), "claim": (60,), "bad": (30, 60, 30), "win": (80, 80, 80, 80, 200)}
DRV2605_EFFECT = {"mark": 1, "claim": 14, "bad": 10, "win": 52}


def ticks_diff(new, old):
    """Signed difference of two ``ticks_ms()`` values, correct across the 2**29 wrap."""
    return ((new - old + _HALF) & _MASK) - _HALF


def ticks_add(ticks, delta):
    return (ticks + delta) & _MASK


if supervisor is not None:
    ticks_ms = supervisor.ticks_ms
else:
    import time

    def ticks_ms():
        return (time.monotonic_ns() // 1000000) & _MASK


class Hardware:
    """The contract of docs/hardware.md. Board modules subclass it and call the ``use_*`` methods."""

    name = "Unknown board"
    scheme = "dpad"  # "dpad", "two", "touch" or "none"

    def __init__(self, board_id):
        self.board_id = board_id
        self.notice = ""
        self.display = board.DISPLAY
        self.width = self.display.width
        self.height = self.display.height
        self.has_touch = False
        self.haptics_driver = None  # "rumble" or "drv2605" once found
        self._events = []
        self._failed = False
        self._keys = None
        self._stick = None
        self._touch = None
        self._sound = None
        self._pixels = None
        self._rgb = None
        self._motor = None
        self._drv = None
        self._sound_on = True
        self._haptics_on = True
        self._leds_on = True
        self._colour = 0
        self._flash_until = _NONE
        self._flash_next = 0
        self._flash_lit = False
        self._flash_colour = 0
        self._pattern = None
        self._pattern_i = 0
        self._pattern_t = 0
        self._typed = ""
        self._rep = [_NONE, _NONE, _NONE, _NONE]  # next auto-repeat tick per D-pad code (UP..RIGHT are 0..3)
        try:
            import microcontroller

            self.nvm = microcontroller.nvm
        except (ImportError, AttributeError):
            self.nvm = None
        if self.nvm is None:
            self.add_notice("NVM unavailable")

    def add_notice(self, text):
        self.notice = text if not self.notice else self.notice + "; " + text

    # ---- setup, called by the board modules ----

    def use_keys(self, keys, codes, holds=None):
        """Buttons through a ``keypad`` object. ``codes[key_number]`` is the button code (or None);
        ``holds``, if given, makes key k a tap/hold key: ``codes[k]`` on a short press (sent on release),
        ``holds[k]`` once held for HOLD_MS, and SELECT when two such keys are down together."""
        import keypad

        self._keys = keys
        self._codes = codes
        self._holds = holds
        self._ev = keypad.Event()
        self._down = [_NONE] * len(codes)
        self._spent = [False] * len(codes)

    def use_joystick(self, x_pin, y_pin):
        """An analog stick read as a D-pad (x grows to the right, y grows downwards)."""
        import analogio

        self._stick = (analogio.AnalogIn(x_pin), analogio.AnalogIn(y_pin))
        self._stick_code = _NONE

    def use_touch(self, touchscreen):
        """A touch screen with a ``touch_point`` property: (x, y, pressure) in display pixels, or None."""
        self._touch = touchscreen
        self._touching = False
        self._lifted_at = ticks_add(ticks_ms(), -TOUCH_GAP_MS)
        self.has_touch = True

    def use_speaker(self, pin, enable_pin=None):
        try:
            from boards.sound import Sound

            self._sound = Sound(pin, enable_pin)
        except Exception as e:  # no audio module or pin busy: play silently
            print("boards: no sound:", e)

    def use_pixels(self, pin, count):
        """``count`` NeoPixels on ``pin``, driven by neopixel_write with one reused buffer."""
        try:
            import neopixel_write

            out = digitalio.DigitalInOut(pin)
            out.direction = digitalio.Direction.OUTPUT
            self._pixels = (neopixel_write.neopixel_write, out, bytearray(3 * count))
            self._show(0)
        except Exception as e:
            print("boards: no NeoPixels:", e)

    def use_rgb_led(self, r_pin, g_pin, b_pin, active_low=True):
        """A three-pin RGB LED on PWM pins."""
        try:
            import pwmio

            off = 0xFFFF if active_low else 0
            self._rgb = tuple(pwmio.PWMOut(p, frequency=1000, duty_cycle=off) for p in (r_pin, g_pin, b_pin))
            self._rgb_low = active_low
        except Exception as e:
            print("boards: no RGB LED:", e)

    def use_rumble(self, pin):
        """A vibration motor switched by ``pin``."""
        try:
            self._motor = digitalio.DigitalInOut(pin)
            self._motor.switch_to_output(value=False)
            self.haptics_driver = "rumble"
        except Exception as e:
            print("boards: no rumble motor:", e)

    def use_drv2605(self):
        """Look for a DRV2605 haptic driver at I2C address 0x5A; use it if it answers."""
        try:
            i2c = board.I2C()
        except Exception:  # no I2C bus, or no pull-ups on it
            return
        try:
            while not i2c.try_lock():
                pass
            try:
                if 0x5A not in i2c.scan():
                    return
                reg = bytearray(1)
                i2c.writeto_then_readfrom(0x5A, b"\x1d", reg)  # CONTROL3: open-loop ERM
                i2c.writeto(0x5A, bytes((0x1D, reg[0] | 0x20)))
                i2c.writeto(0x5A, b"\x01\x00")  # MODE: out of standby, internal trigger
                i2c.writeto(0x5A, b"\x03\x01")  # LIBRARY: ERM library 1
            finally:
                i2c.unlock()
        except Exception as e:
            print("boards: DRV2605 not usable:", e)
            return
        self._drv = (i2c, bytearray(3))
        self.haptics_driver = "drv2605"

    # ---- the contract ----

    def poll(self):
        """New input events since the last call: button codes (ints) and touch-downs ((x, y) tuples).
        The same list object is returned each time: use it before the next call. Never raises."""
        out = self._events
        del out[:]
        try:
            now = ticks_ms()
            if self._keys is not None:
                self._scan_keys(now, out)
            if self._stick is not None:
                self._scan_stick(now, out)
            if self._touch is not None:
                self._scan_touch(now, out)
            rep = self._rep
            for code in range(4):  # UP, DOWN, LEFT, RIGHT
                t = rep[code]
                if t != _NONE and ticks_diff(now, t) >= 0:
                    out.append(code)
                    rep[code] = ticks_add(now, REPEAT_EVERY_MS)
        except Exception as e:
            if not self._failed:  # say it once, then keep going
                print("boards: input error:", e)
                self._failed = True
        return out

    def sound(self, name):
        """Start cue ``name`` ("mark", "bad", "claim", "win", "draw", "tick", "move", "select")."""
        if self._sound is not None and self._sound_on:
            try:
                self._sound.play(name, ticks_ms())
            except Exception as e:
                print("boards: sound error:", e)

    def haptic(self, name):
        """A short pulse pattern ("mark", "claim", "win", "bad") where there is a motor or a DRV2605."""
        if not self._haptics_on:
            return
        try:
            if self._motor is not None:
                pattern = RUMBLE.get(name)
                if pattern:
                    self._pattern = pattern
                    self._pattern_i = 0
                    self._pattern_t = ticks_add(ticks_ms(), pattern[0])
                    self._motor.value = True
            elif self._drv is not None:
                effect = DRV2605_EFFECT.get(name)
                if effect:
                    i2c, buf = self._drv
                    while not i2c.try_lock():
                        pass
                    try:
                        buf[0] = 0x04  # WAVESEQ1 = effect, WAVESEQ2 = end
                        buf[1] = effect
                        buf[2] = 0
                        i2c.writeto(0x5A, buf)
                        i2c.writeto(0x5A, b"\x0c\x01")  # GO
                    finally:
                        i2c.unlock()
        except Exception as e:
            print("boards: haptic error:", e)

    def leds(self, rgb):
        """Show colour 0xRRGGBB on the board's LEDs, dimmed."""
        self._colour = rgb
        if self._flash_until == _NONE:
            self._show(rgb if self._leds_on else 0)

    def flash(self, rgb):
        """Flash colour 0xRRGGBB for about a second, then go back to the ``leds()`` colour."""
        if not self._leds_on or (self._pixels is None and self._rgb is None):
            return
        now = ticks_ms()
        self._flash_colour = rgb
        self._flash_until = ticks_add(now, 960)
        self._flash_next = ticks_add(now, 120)
        self._flash_lit = True
        self._show(rgb)

    def enable(self, sound=None, haptics=None, leds=None):
        """Switch the cues on or off (None leaves a switch as it is)."""
        if sound is not None:
            self._sound_on = bool(sound)
            if not sound and self._sound is not None:
                self._sound.stop()
        if haptics is not None:
            self._haptics_on = bool(haptics)
            if not haptics:
                self._stop_motor()
        if leds is not None:
            self._leds_on = bool(leds)
            self._flash_until = _NONE
            self._show(self._colour if leds else 0)

    def update(self):
        """Once per frame: end notes, motor pulses and flashes on time; the speaker amp goes off when idle."""
        try:
            now = ticks_ms()
            if self._sound is not None:
                self._sound.update(now)
            if self._pattern is not None and ticks_diff(now, self._pattern_t) >= 0:
                self._pattern_i += 1
                if self._pattern_i >= len(self._pattern):
                    self._stop_motor()
                else:
                    self._motor.value = not (self._pattern_i & 1)
                    self._pattern_t = ticks_add(now, self._pattern[self._pattern_i])
            if self._flash_until != _NONE:
                if ticks_diff(now, self._flash_until) >= 0:
                    self._flash_until = _NONE
                    self._show(self._colour if self._leds_on else 0)
                elif ticks_diff(now, self._flash_next) >= 0:
                    self._flash_lit = not self._flash_lit
                    self._flash_next = ticks_add(now, 120)
                    self._show(self._flash_colour if self._flash_lit else 0)
        except Exception as e:
            if not self._failed:
                print("boards: update error:", e)
                self._failed = True

    def console_line(self):
        """A whole line typed on the serial console, without its line end, or None (never waits).
        Blank lines are skipped."""
        try:
            while True:
                i = self._line_end()
                if i >= 0:
                    line = self._typed[:i].strip()
                    self._typed = self._typed[i + 1:]
                    if line:
                        return line
                    continue
                n = supervisor.runtime.serial_bytes_available
                if not n:
                    return None
                self._typed += sys.stdin.read(n)
        except Exception:
            return None

    def ticks_ms(self):
        """Milliseconds from ``supervisor.ticks_ms()``: wraps at 2**29 (about 6.2 days; on a device the
        first wrap comes about 65 s after power-on). Compare values with ``hw.ticks_diff(new, old)``."""
        return ticks_ms()

    ticks_diff = staticmethod(ticks_diff)

    # ---- inner workings ----

    def _line_end(self):
        typed = self._typed
        i = typed.find("\n")
        j = typed.find("\r")
        if i < 0 or (0 <= j < i):
            return j
        return i

    def _press(self, code, now, out):
        out.append(code)
        if code <= RIGHT:  # UP, DOWN, LEFT, RIGHT are 0..3: they auto-repeat
            self._rep[code] = ticks_add(now, REPEAT_DELAY_MS)

    def _release(self, code):
        if code <= RIGHT:
            self._rep[code] = _NONE

    def _scan_keys(self, now, out):
        ev = self._ev
        codes = self._codes
        holds = self._holds
        down = self._down
        spent = self._spent
        events = self._keys.events
        while events.get_into(ev):
            k = ev.key_number
            code = codes[k]
            if code is None:
                continue
            if holds is None or holds[k] is None:
                if ev.pressed:
                    self._press(code, now, out)
                else:
                    self._release(code)
                continue
            if ev.pressed:
                down[k] = now
                spent[k] = False
                for j in range(len(down)):  # a second tap/hold key down: the chord
                    if j != k and down[j] != _NONE and holds[j] is not None:
                        out.append(SELECT)
                        spent[j] = True
                        spent[k] = True
            else:
                if down[k] != _NONE and not spent[k]:
                    out.append(code)
                down[k] = _NONE
        if holds is not None:
            for k in range(len(down)):
                if down[k] != _NONE and not spent[k] and holds[k] is not None:
                    if ticks_diff(now, down[k]) >= HOLD_MS:
                        out.append(holds[k])
                        spent[k] = True

    def _scan_stick(self, now, out):
        x = self._stick[0].value - 32768
        y = self._stick[1].value - 32768
        code = self._stick_code
        if code != _NONE:  # held until back inside STICK_LET_GO on its own side
            if code == RIGHT:
                held = x > STICK_LET_GO
            elif code == LEFT:
                held = x < -STICK_LET_GO
            elif code == DOWN:
                held = y > STICK_LET_GO
            else:
                held = y < -STICK_LET_GO
            if held:
                return
        new = _NONE
        if abs(x) >= abs(y):
            if x > STICK_PUSH:
                new = RIGHT
            elif x < -STICK_PUSH:
                new = LEFT
        elif y > STICK_PUSH:
            new = DOWN
        elif y < -STICK_PUSH:
            new = UP
        if new != code:
            if code != _NONE:
                self._release(code)
            if new != _NONE:
                self._press(new, now, out)
            self._stick_code = new

    def _scan_touch(self, now, out):
        p = self._touch.touch_point
        if p is None:
            if self._touching:
                self._touching = False
                self._lifted_at = now
            return
        if self._touching:
            return
        self._touching = True
        if ticks_diff(now, self._lifted_at) < TOUCH_GAP_MS:
            return  # a bounce of the last touch
        x = min(max(p[0], 0), self.width - 1)
        y = min(max(p[1], 0), self.height - 1)
        out.append((x, y))

    def _show(self, rgb):
        if self._pixels is not None:
            write, pin, buf = self._pixels
            r = ((rgb >> 16) & 0xFF) * PIXEL_LEVEL >> 8
            g = ((rgb >> 8) & 0xFF) * PIXEL_LEVEL >> 8
            b = (rgb & 0xFF) * PIXEL_LEVEL >> 8
            for i in range(0, len(buf), 3):  # NeoPixels take green, red, blue
                buf[i] = g
                buf[i + 1] = r
                buf[i + 2] = b
            try:
                write(pin, buf)
            except Exception:
                pass
        if self._rgb is not None:
            for i in range(3):
                level = ((rgb >> (16 - 8 * i)) & 0xFF) * PIXEL_LEVEL  # 0..65280
                self._rgb[i].duty_cycle = 0xFFFF - level if self._rgb_low else level

    def _stop_motor(self):
        self._pattern = None
        if self._motor is not None:
            self._motor.value = False
