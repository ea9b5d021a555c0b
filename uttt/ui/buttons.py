"""Logical button codes shared by the board drivers (``boards/``) and the app.

A board turns whatever it has (shift-register keys, GPIO keys, a joystick, two buttons) into these codes;
the app never sees a pin. Touches arrive separately as ``(x, y)`` tuples in display pixels.
"""

UP = 0
DOWN = 1
LEFT = 2
RIGHT = 3
A = 4        # play / choose
B = 5        # back / menu
START = 6    # menu
SELECT = 7   # move log
NEXT = 8     # two-button boards: step the cursor to the next legal target
PREV = 9     # step the cursor to the previous legal target

NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "START", "SELECT", "NEXT", "PREV")
