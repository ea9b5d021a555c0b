"""An analog joystick read as a D-pad (the PyGamer's): an input part of ``Hardware`` (boards/base.py).

A direction is pressed once the stick is pushed STICK_PUSH (of 65535) from the centre along the larger axis,
and held until it comes back inside STICK_LET_GO on its own side (a dead zone with hysteresis, so a stick
resting near the line does not chatter); held directions repeat like D-pad buttons.
"""

try:
    from micropython import const
except ImportError:  # CPython (the simulator)
    def const(x):
        return x

from uttt.ui.buttons import DOWN, LEFT, RIGHT, UP

_NONE = const(-1)
STICK_PUSH = const(20000)
STICK_LET_GO = const(12000)


class Stick:
    def __init__(self, x_pin, y_pin):
        """x grows to the right, y downwards."""
        import analogio

        self._x = analogio.AnalogIn(x_pin)
        self._y = analogio.AnalogIn(y_pin)
        self._code = _NONE  # the direction held

    def scan(self, hw, now, out):
        x = self._x.value - 32768
        y = self._y.value - 32768
        code = self._code
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
                hw.release(code)
            if new != _NONE:
                hw.press(new, now, out)
            self._code = new
