"""Stand-ins for the modules built into CircuitPython firmware, installed into ``sys.modules`` by the
simulator (``sim.machine``). Each one is stateless: it asks the running ``Machine`` (``current()``)
for pin levels and the clock, and records what the code does to the hardware in ``Machine.events``.
"""

# module name in sys.modules -> module of this package
FAKES = ("board", "microcontroller", "digitalio", "analogio", "pwmio", "busio", "keypad", "supervisor",
         "neopixel_write", "audiocore", "audioio", "audiopwmio", "synthio", "time")


RUNNING = [None]  # the Machine that booted last (sim.machine sets it; sim.Simulator clears it at exit)


def current():
    """The running Machine."""
    if RUNNING[0] is None:
        raise RuntimeError("no simulated board is running (use sim.Simulator)")
    return RUNNING[0]


class PinUser:
    """What every fake peripheral on one pin shares: it claims the pin (a second user raises "in use", as on a
    device), gives it back on ``deinit()``, and works as a context manager."""

    def __init__(self, pin):
        self._machine = current()
        self._machine.claim(pin, self)
        self._pin = pin

    def _check(self):
        if self._pin is None:
            raise ValueError("Object has been deinitialized and can no longer be used. Create a new object.")

    def _release(self):
        pass  # a subclass stops what it runs before the pin goes

    def deinit(self):
        if self._pin is not None:
            self._release()
            self._machine.release(self._pin, self)
            self._pin = None

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.deinit()
