"""Any other board with a built-in display: use whatever buttons it names, say what is missing.

Buttons named BUTTON_UP/DOWN/LEFT/RIGHT make a D-pad board (A/B/START/SELECT where present, else
BUTTON_O/BUTTON_X as A/B); otherwise the first two of BUTTON_A, BUTTON_B, ... make a two-button board
(as on the CLUE); otherwise resistive touch pins TOUCH_XL/XR/YD/YU make a touch board. Buttons are taken
to pull to ground when pressed, which is how most boards wire them. Typed moves on the serial console
work on every board. Also ``boards.load()``'s fallback when a board's own module fails.
"""

import board

from boards import setup as use
from uttt.ui.buttons import A, B, DOWN, LEFT, NEXT, RIGHT, SELECT, START, UP

DPAD = (("BUTTON_UP", UP), ("BUTTON_DOWN", DOWN), ("BUTTON_LEFT", LEFT), ("BUTTON_RIGHT", RIGHT),
        ("BUTTON_A", A), ("BUTTON_O", A), ("BUTTON_B", B), ("BUTTON_X", B),
        ("BUTTON_START", START), ("BUTTON_MENU", START), ("BUTTON_SELECT", SELECT))
SINGLE = ("BUTTON_A", "BUTTON_B", "BUTTON_X", "BUTTON_Y", "BUTTON_UP", "BUTTON_DOWN", "BUTTON_SELECT",
          "BUTTON_BOOT", "BUTTON_USER", "BUTTON", "BUTTON0", "BUTTON1", "BUTTON2", "BOOT")


def setup(hw):
    hw.name = hw.board_id
    hw.scheme = "none"
    import keypad

    if all(hasattr(board, p) for p in ("BUTTON_UP", "BUTTON_DOWN", "BUTTON_LEFT", "BUTTON_RIGHT")):
        pins = []
        codes = []
        for pin, code in DPAD:
            if hasattr(board, pin) and code not in codes:
                pins.append(getattr(board, pin))
                codes.append(code)
        use.keys(hw, keypad.Keys(pins, value_when_pressed=False, pull=True, max_events=8), tuple(codes))
        hw.scheme = "dpad"
        if A not in codes or B not in codes:
            use.notice(hw, "No A/B buttons found on this board")
    else:
        found = [p for p in SINGLE if hasattr(board, p)]
        if len(found) >= 2:
            use.keys(hw, keypad.Keys((getattr(board, found[0]), getattr(board, found[1])),
                                     value_when_pressed=False, pull=True, max_events=8), (NEXT, A), (B, START))
            hw.scheme = "two"
            use.notice(hw, "Two buttons: %s and %s" % (found[0], found[1]))
        elif all(hasattr(board, p) for p in ("TOUCH_XL", "TOUCH_XR", "TOUCH_YD", "TOUCH_YU")):
            try:
                import adafruit_touchscreen

                use.touch(hw, adafruit_touchscreen.Touchscreen(
                    board.TOUCH_XL, board.TOUCH_XR, board.TOUCH_YD, board.TOUCH_YU,
                    size=(hw.width, hw.height)))
                hw.scheme = "touch"
                use.notice(hw, "Touch screen not calibrated for this board")
            except ImportError:
                use.notice(hw, "No buttons found; touch needs adafruit_touchscreen")
        else:
            use.notice(hw, "No buttons or touch found on this board")
    if hasattr(board, "SPEAKER"):
        use.speaker(hw, board.SPEAKER, getattr(board, "SPEAKER_ENABLE", None))
    if hasattr(board, "NEOPIXEL"):
        use.pixels(hw, board.NEOPIXEL, 1)
    if hasattr(board, "RUMBLE"):
        use.rumble(hw, board.RUMBLE)
