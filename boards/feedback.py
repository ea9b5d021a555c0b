"""The feedback half of ``Hardware``: sound cues, haptic pulses, LEDs and their flash, the settings
switches, and ``update()``, which ends each of them on time.

Board modules state their outputs with ``use_speaker``, ``use_pixels``, ``use_rgb_led``, ``use_rumble``
and ``use_drv2605``; a missing or busy part is printed and then left silent. Per-frame work reuses its
objects (one NeoPixel buffer, one I2C buffer).
"""

import board
import digitalio

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

from boards.ticks import ticks_add, ticks_diff, ticks_ms

_NONE = const(-1)  # "no flash running"; a tick value is never negative
PIXEL_LEVEL = const(16)  # NeoPixel brightness, out of 256

# Haptic patterns: ms on, off, on, ... for a motor; effect numbers of the DRV2605 ROM library 1.
RUMBLE = {"mark": (25,), "claim": (60,), "bad": (30, 60, 30), "win": (80, 80, 80, 80, 200)}
DRV2605_EFFECT = {"mark": 1, "claim": 14, "bad": 10, "win": 52}


class Feedback:
    """Mixed into ``boards.base.Hardware``, which calls ``_init_feedback()`` and provides
    ``haptics_driver`` and the shared ``_failed`` flag."""

    def _init_feedback(self):
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

    # ---- setup, called by the board modules ----

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

    # ---- inner workings ----

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
