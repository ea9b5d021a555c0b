"""A vibration motor switched by a pin (the Thumby Color's): the haptics part of ``Hardware``
(boards/base.py). A pattern is ms on, off, on, ...; ``update()`` ends each step on time."""

from boards.base import ticks_add, ticks_diff

PATTERNS = {"mark": (25,), "claim": (60,), "bad": (30, 60, 30), "win": (80, 80, 80, 80, 200)}


class Rumble:
    def __init__(self, pin):
        import digitalio

        self._motor = digitalio.DigitalInOut(pin)
        self._motor.switch_to_output(value=False)
        self._pattern = None
        self._i = 0
        self._t = 0  # when step i ends

    def play(self, name, now):
        pattern = PATTERNS.get(name)
        if pattern:
            self._pattern = pattern
            self._i = 0
            self._t = ticks_add(now, pattern[0])
            self._motor.value = True

    def update(self, now):
        if self._pattern is not None and ticks_diff(now, self._t) >= 0:
            self._i += 1
            if self._i >= len(self._pattern):
                self.stop()
            else:
                self._motor.value = not (self._i & 1)
                self._t = ticks_add(now, self._pattern[self._i])

    def stop(self):
        self._pattern = None
        self._motor.value = False
