"""A touch screen (the PyPortal's resistive panel through ``adafruit_touchscreen``): an input part of
``Hardware`` (boards/base.py). One touch-down gives one ``(x, y)`` event in display pixels; a lift shorter
than TOUCH_GAP_MS is a bounce of the same touch."""

try:
    from micropython import const
except ImportError:  # CPython (the simulator)
    def const(x):
        return x

from boards import ticks_add, ticks_diff

TOUCH_GAP_MS = const(60)


class Touch:
    def __init__(self, touchscreen, now):
        """touchscreen: anything with a ``touch_point`` property, (x, y, pressure) or None."""
        self._touch = touchscreen
        self._touching = False
        self._lifted_at = ticks_add(now, -TOUCH_GAP_MS)

    def scan(self, hw, now, out):
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
        out.append((min(max(p[0], 0), hw.width - 1), min(max(p[1], 0), hw.height - 1)))
