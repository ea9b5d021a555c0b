"""A vibration motor switched by a pin (the Thumby Color's): the haptics part of ``Hardware``
(boards/base.py). A pattern is ms on, off, on, ...; ``update()`` ends each step on time (so a step lasts
at least a frame). The patterns follow the sounds' rhythm (boards/snd_*.py): the X's two strokes, the
claim's two pulses and the win's long swell start 120 ms after the move, with the sound's voices."""

from boards import ticks_add, ticks_diff

PATTERNS = {
    "cursor": (12,),
    "select": (20,),
    "x": (40, 40, 60),
    "o": (90,),
    "claim": (0, 120, 60, 90, 60),
    "board_draw": (0, 120, 120),
    "bad": (30,),
    "tick": (15,),
    "win": (0, 120, 80, 80, 80, 80, 400),
    "draw": (0, 120, 250),
}


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
            self._motor.value = pattern[0] > 0  # a pattern starting with 0 ms on waits its first off step

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
