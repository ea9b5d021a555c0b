"""TinyCircuits Thumby Color: 128x128, D-pad, A/B, two bumpers, MENU, vibration motor, PWM speaker,
an RGB LED.

Bumpers step the cursor (left = PREV, right = NEXT). MENU tapped = START (menu), MENU held 0.6 s = SELECT
(move log): the Thumby Color has no Select button.
"""

import board
import keypad

from boards import setup as use
from uttt.ui.buttons import A, B, DOWN, LEFT, NEXT, PREV, RIGHT, SELECT, START, UP


def setup(hw):
    hw.name = "Thumby Color"
    hw.names = ("MENU", "Hold MENU")
    pins = (board.BUTTON_UP, board.BUTTON_DOWN, board.BUTTON_LEFT, board.BUTTON_RIGHT, board.BUTTON_A,
            board.BUTTON_B, board.BUTTON_BUMPER_LEFT, board.BUTTON_BUMPER_RIGHT, board.BUTTON_MENU)
    use.keys(hw, keypad.Keys(pins, value_when_pressed=False, pull=True, max_events=8),
             (UP, DOWN, LEFT, RIGHT, A, B, PREV, NEXT, START),
             (None, None, None, None, None, None, None, None, SELECT))  # only MENU is a tap/hold key
    use.speaker(hw, board.SPEAKER, board.SPEAKER_ENABLE)
    use.rumble(hw, board.RUMBLE)
    use.rgb_led(hw, board.LED_R, board.LED_G, board.LED_B, active_low=True)
    # 520 KB of RAM: a Super-Ultimate game is played in the title's heap, no restart (the dark screen and the new
    # boot, ~1.2 s on a PyBadge). The session with it needs 143 KB (141 143) of the 256 KB budget, 133 with the
    # restarts (device_fit.py --board thumby_color --super [--no-reload], clue45)
    hw.reload = None
