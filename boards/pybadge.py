"""PyBadge, PyBadge LC and EdgeBadge: 160x128, eight buttons on a shift register, speaker, 5 NeoPixels."""

import board
import keypad

from boards import setup as use
from uttt.ui.buttons import A, B, DOWN, LEFT, RIGHT, SELECT, START, UP


def setup(hw):
    hw.name = "EdgeBadge" if hw.board_id == "edgebadge" else "PyBadge"
    # The shift register's bits, in the order it reads them out.
    use.keys(hw, keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT,
                                          latch=board.BUTTON_LATCH, key_count=8, value_when_pressed=True,
                                          max_events=8), (B, A, START, SELECT, RIGHT, DOWN, UP, LEFT))
    use.speaker(hw, board.SPEAKER, board.SPEAKER_ENABLE)
    use.pixels(hw, board.NEOPIXEL, 5)
