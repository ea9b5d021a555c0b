"""PyBadge, PyBadge LC and EdgeBadge: 160x128, eight buttons on a shift register, speaker, 5 NeoPixels."""

import board
import keypad

from boards.base import Hardware as _Base
from uttt.ui.buttons import A, B, DOWN, LEFT, RIGHT, SELECT, START, UP

# The shift register's bits, in the order it reads them out.
KEYS = (B, A, START, SELECT, RIGHT, DOWN, UP, LEFT)


class Hardware(_Base):
    name = "PyBadge"
    scheme = "dpad"

    def __init__(self, board_id):
        super().__init__(board_id)
        if board_id == "edgebadge":
            self.name = "EdgeBadge"
        self.use_keys(keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT,
                                               latch=board.BUTTON_LATCH, key_count=8,
                                               value_when_pressed=True), KEYS)
        self.use_speaker(board.SPEAKER, board.SPEAKER_ENABLE)
        self.use_pixels(board.NEOPIXEL, 5)
