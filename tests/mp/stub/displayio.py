# Import-only stand-in for CircuitPython's built-in displayio, so that the Adafruit text library (which a board
# imports at boot) compiles and stays loaded in the unix MicroPython memory tests. Nothing here draws.
class Group:
    pass


class Palette:
    pass


class Bitmap:
    pass


class TileGrid:
    pass
