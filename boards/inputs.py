"""The input half of ``Hardware``: buttons, joystick and touch screen turned into events by ``poll()``.

Board modules state their controls with ``use_keys``, ``use_joystick`` and ``use_touch``; ``poll()`` then
reports button codes (``uttt/ui/buttons.py``) and touch-downs, and repeats held D-pad directions.
Per-frame work reuses its objects: one ``keypad.Event``, one events list.
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

from boards.ticks import ticks_add, ticks_diff, ticks_ms
from uttt.ui.buttons import DOWN, LEFT, RIGHT, SELECT, UP

_NONE = const(-1)  # "not held"; a tick value is never negative

REPEAT_DELAY_MS = const(400)  # first auto-repeat of a held D-pad direction
REPEAT_EVERY_MS = const(120)  # then one every this many ms
HOLD_MS = const(600)  # a two-button board's long press
TOUCH_GAP_MS = const(60)  # a touch must be lifted this long before the next one counts
STICK_PUSH = const(20000)  # joystick: distance from centre (of 65535) that counts as a press
STICK_LET_GO = const(12000)  # ... and the distance below which it is released again (dead zone)


class Inputs:
    """Mixed into ``boards.base.Hardware``, which calls ``_init_inputs()`` and provides ``width``,
    ``height``, ``has_touch`` and the shared ``_failed`` flag."""

    def _init_inputs(self):
        self._events = []
        self._keys = None
        self._stick = None
        self._touch = None
        self._rep = [_NONE, _NONE, _NONE, _NONE]  # next auto-repeat tick per D-pad code (UP..RIGHT are 0..3)

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

    # ---- inner workings ----

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
