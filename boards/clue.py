"""CLUE: 240x240, two buttons (A left, B right), PWM speaker, one NeoPixel.

Two buttons reach everything: A tap = NEXT (cursor to the next legal target), B tap = A (play / choose),
A held 0.6 s = B (back), B held 0.6 s = START (menu), A and B together = SELECT (move log).
A tap is reported when the button is let go, so a hold never also counts as a tap.
"""

import board
import keypad

from boards.base import Hardware as _Base
from uttt.ui.buttons import A, B, NEXT, START

TAPS = (NEXT, A)  # BUTTON_A, BUTTON_B
HOLDS = (B, START)


class Hardware(_Base):
    name = "CLUE"
    scheme = "two"

    def __init__(self, board_id):
        super().__init__(board_id)
        self.use_keys(keypad.Keys((board.BUTTON_A, board.BUTTON_B), value_when_pressed=False, pull=True),
                      TAPS, HOLDS)
        self.use_speaker(board.SPEAKER)
        self.use_pixels(board.NEOPIXEL, 1)
