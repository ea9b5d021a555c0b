"""TinyCircuits Thumby Color: 128x128, D-pad, A/B, two bumpers, MENU, vibration motor, PWM speaker,
an RGB LED.

Bumpers step the cursor (left = PREV, right = NEXT). MENU tapped = START (menu), MENU held 0.6 s = SELECT
(move log): the Thumby Color has no Select button.
"""

import board
import keypad

from boards.base import Hardware as _Base
from uttt.ui.buttons import A, B, DOWN, LEFT, NEXT, PREV, RIGHT, SELECT, START, UP

PINS = ("BUTTON_UP", "BUTTON_DOWN", "BUTTON_LEFT", "BUTTON_RIGHT", "BUTTON_A", "BUTTON_B",
        "BUTTON_BUMPER_LEFT", "BUTTON_BUMPER_RIGHT", "BUTTON_MENU")
CODES = (UP, DOWN, LEFT, RIGHT, A, B, PREV, NEXT, START)
HOLDS = (None, None, None, None, None, None, None, None, SELECT)


class Hardware(_Base):
    name = "Thumby Color"
    scheme = "dpad"
    names = ("MENU", "Hold MENU")

    def __init__(self, board_id):
        super().__init__(board_id)
        pins = tuple(getattr(board, p) for p in PINS)
        self.use_keys(keypad.Keys(pins, value_when_pressed=False, pull=True), CODES, HOLDS)
        self.use_speaker(board.SPEAKER, board.SPEAKER_ENABLE)
        self.use_rumble(board.RUMBLE)
        self.use_rgb_led(board.LED_R, board.LED_G, board.LED_B, active_low=True)
