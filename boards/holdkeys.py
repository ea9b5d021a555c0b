"""Buttons that mean one thing tapped and another held: an input part of ``Hardware`` (boards/base.py) for
boards with few buttons (the CLUE's two, the Thumby Color's MENU, a generic board's two).

``codes[k]`` is key k's code on a short press, sent when it is let go (so a hold never also counts as a
tap); ``holds[k]`` is sent once the key has been held for HOLD_MS, while it is still down; two such keys
down together send SELECT, and neither then counts as a tap or a hold. A key whose ``holds[k]`` is None is
an ordinary button (sent when pressed; D-pad codes repeat).
"""

try:
    from micropython import const
except ImportError:  # CPython (the simulator)
    def const(x):
        return x

from boards.base import Keys
from boards import ticks_diff
from uttt.ui.buttons import SELECT

_NONE = const(-1)  # "not down"; a tick value is never negative
HOLD_MS = const(600)  # a long press


class HoldKeys(Keys):
    def __init__(self, keys, codes, holds):
        super().__init__(keys, codes)
        self._holds = holds
        self._down = [_NONE] * len(codes)  # when each tap/hold key went down
        self._spent = bytearray(len(codes))  # 1 once its hold or a chord was sent: no tap on release

    def scan(self, hw, now, out):
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
            if holds[k] is None:
                if ev.pressed:
                    hw.press(code, now, out)
                else:
                    hw.release(code)
            elif ev.pressed:
                down[k] = now
                spent[k] = 0
                for j in range(len(down)):  # a second tap/hold key down: the chord
                    if j != k and down[j] != _NONE and holds[j] is not None:
                        out.append(SELECT)
                        spent[j] = 1
                        spent[k] = 1
            else:
                if down[k] != _NONE and not spent[k]:
                    out.append(code)
                down[k] = _NONE
        for k in range(len(down)):
            if down[k] != _NONE and not spent[k] and ticks_diff(now, down[k]) >= HOLD_MS:
                out.append(holds[k])
                spent[k] = 1
