"""PyGamer: 160x128, four buttons on a shift register plus an analog joystick, speaker, 5 NeoPixels."""

import board
import keypad

from boards.base import Hardware as _Base
from uttt.ui.buttons import A, B, SELECT, START

# The shift register's bits, in the order it reads them out; the D-pad is the joystick.
KEYS = (B, A, START, SELECT)


class Hardware(_Base):
    name = "PyGamer"
    scheme = "dpad"

    def __init__(self, board_id):
        super().__init__(board_id)
        self.use_keys(keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT,
                                               latch=board.BUTTON_LATCH, key_count=4,
                                               value_when_pressed=True), KEYS)
        self.use_joystick(board.JOYSTICK_X, board.JOYSTICK_Y)
        self.use_speaker(board.SPEAKER, board.SPEAKER_ENABLE)
        self.use_pixels(board.NEOPIXEL, 5)
