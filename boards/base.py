"""The ``Hardware`` every board module builds on: display, NVM, notices, serial console and clock, plus
the input half (``boards/inputs.py``: keys, joystick, touch, ``poll()``) and the feedback half
(``boards/feedback.py``: sound, haptics, LEDs, ``enable()``, ``update()``) it inherits.

A board module only states its pin facts by calling the ``use_*`` methods; everything here imports only
modules built into CircuitPython firmware, and per-frame work (``poll()``, ``update()``) reuses its objects.
Times are ``supervisor.ticks_ms()`` values, which wrap at 2**29: compare them with ``ticks_diff``.
The class is cut into three modules because CircuitPython compiles a whole module in RAM at import: three
small ones need a much lower heap peak than one large one.
"""

import sys

import board

try:
    import supervisor
except ImportError:  # not on CircuitPython: the simulator provides one
    supervisor = None

from boards.feedback import Feedback
from boards.inputs import Inputs
from boards.ticks import ticks_diff, ticks_ms


class Hardware(Inputs, Feedback):
    """The contract of docs/hardware.md. Board modules subclass it and call the ``use_*`` methods."""

    name = "Unknown board"
    scheme = "dpad"  # "dpad", "two", "touch" or "none"
    names = ("Start", "Select")  # what the board calls the buttons that give START and SELECT (help texts)

    def __init__(self, board_id):
        self.board_id = board_id
        self.notice = ""
        self.display = board.DISPLAY
        self.width = self.display.width
        self.height = self.display.height
        self.has_touch = False
        self.haptics_driver = None  # "rumble" or "drv2605" once found
        self._failed = False  # an input or update error was printed: do not print another
        self._init_inputs()
        self._init_feedback()
        self._typed = ""
        try:
            import microcontroller

            self.nvm = microcontroller.nvm
        except (ImportError, AttributeError):
            self.nvm = None
        if self.nvm is None:
            self.add_notice("NVM unavailable")

    def add_notice(self, text):
        self.notice = text if not self.notice else self.notice + "; " + text

    # ---- the contract (poll, sound, haptic, leds, flash, enable and update are inherited) ----

    def console_line(self):
        """A whole line typed on the serial console, without its line end, or None (never waits).
        Blank lines are skipped."""
        try:
            while True:
                i = self._line_end()
                if i >= 0:
                    line = self._typed[:i].strip()
                    self._typed = self._typed[i + 1:]
                    if line:
                        return line
                    continue
                n = supervisor.runtime.serial_bytes_available
                if not n:
                    return None
                self._typed += sys.stdin.read(n)
        except Exception:
            return None

    def ticks_ms(self):
        """Milliseconds from ``supervisor.ticks_ms()``: wraps at 2**29 (about 6.2 days; on a device the
        first wrap comes about 65 s after power-on). Compare values with ``hw.ticks_diff(new, old)``."""
        return ticks_ms()

    ticks_diff = staticmethod(ticks_diff)

    # ---- inner workings ----

    def _line_end(self):
        typed = self._typed
        i = typed.find("\n")
        j = typed.find("\r")
        if i < 0 or (0 <= j < i):
            return j
        return i
