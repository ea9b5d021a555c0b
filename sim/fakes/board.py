"""The fake ``board`` module: filled in from the board's circuitpython-stubs definition at each boot
(pins as ``microcontroller.Pin`` objects, ``board_id``, ``DISPLAY``, ``I2C()`` ...)."""
