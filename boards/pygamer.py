"""PyGamer: 160x128, four buttons on a shift register plus an analog joystick, speaker, 5 NeoPixels."""

import board
import keypad

from boards import setup as use
from uttt.ui.buttons import A, B, SELECT, START


def setup(hw):
    hw.name = "PyGamer"
    # The shift register's bits, in the order it reads them out; the D-pad is the joystick.
    use.keys(hw, keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT,
                                          latch=board.BUTTON_LATCH, key_count=4, value_when_pressed=True,
                                          max_events=8), (B, A, START, SELECT))
    use.joystick(hw, board.JOYSTICK_X, board.JOYSTICK_Y)
    use.speaker(hw, board.SPEAKER, board.SPEAKER_ENABLE)
    use.pixels(hw, board.NEOPIXEL, 5)
