"""PyPortal, PyPortal Pynt (320x240) and PyPortal Titano (480x320): resistive touch only, speaker,
one NeoPixel. Needs adafruit_touchscreen in lib/."""

import adafruit_touchscreen
import board

from boards.base import Hardware as _Base

# Raw readings at the screen's edges (x, then y), as in Adafruit's PyPortal examples.
CALIBRATION = ((5200, 59000), (5800, 57000))


class Hardware(_Base):
    name = "PyPortal"
    scheme = "touch"

    def __init__(self, board_id):
        super().__init__(board_id)
        if board_id == "pyportal_titano":
            self.name = "PyPortal Titano"
        elif board_id == "pyportal_pynt":
            self.name = "PyPortal Pynt"
        self.use_touch(adafruit_touchscreen.Touchscreen(
            board.TOUCH_XL, board.TOUCH_XR, board.TOUCH_YD, board.TOUCH_YU,
            calibration=CALIBRATION, size=(self.width, self.height)))
        self.use_speaker(board.SPEAKER, board.SPEAKER_ENABLE)
        self.use_pixels(board.NEOPIXEL, 1)
