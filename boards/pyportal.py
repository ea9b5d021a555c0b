"""PyPortal, PyPortal Pynt (320x240) and PyPortal Titano (480x320): resistive touch only, speaker,
one NeoPixel. Needs adafruit_touchscreen in lib/."""

import adafruit_touchscreen
import board

from boards import setup as use

NAMES = {"pyportal_titano": "PyPortal Titano", "pyportal_pynt": "PyPortal Pynt"}


def setup(hw):
    hw.name = NAMES.get(hw.board_id, "PyPortal")
    hw.scheme = "touch"
    # Raw readings at the screen's edges (x, then y), as in Adafruit's PyPortal examples.
    use.touch(hw, adafruit_touchscreen.Touchscreen(
        board.TOUCH_XL, board.TOUCH_XR, board.TOUCH_YD, board.TOUCH_YU,
        calibration=((5200, 59000), (5800, 57000)), size=(hw.width, hw.height)))
    use.speaker(hw, board.SPEAKER, board.SPEAKER_ENABLE)
    use.pixels(hw, board.NEOPIXEL, 1)
