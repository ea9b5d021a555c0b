"""CLUE: 240x240, two buttons (A left, B right), PWM speaker, one NeoPixel.

Two buttons reach everything: A tap = NEXT (cursor to the next legal target), B tap = A (play / choose),
A held 0.6 s = B (back), B held 0.6 s = START (menu), A and B together = SELECT (move log).
A tap is reported when the button is let go, so a hold never also counts as a tap (boards/holdkeys.py).
"""

import board
import keypad

from boards import setup as use
from uttt.ui.buttons import A, B, NEXT, START


def setup(hw):
    hw.name = "CLUE"
    hw.scheme = "two"
    use.keys(hw, keypad.Keys((board.BUTTON_A, board.BUTTON_B), value_when_pressed=False, pull=True, max_events=8),
             (NEXT, A), (B, START))  # taps, holds of BUTTON_A, BUTTON_B
    use.speaker(hw, board.SPEAKER)
    use.pixels(hw, board.NEOPIXEL, 1)
