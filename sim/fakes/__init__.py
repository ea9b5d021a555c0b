"""Stand-ins for the modules built into CircuitPython firmware, installed into ``sys.modules`` by the
simulator (``sim.machine``). Each one is stateless: it asks the running ``Machine`` (``current()``)
for pin levels and the clock, and records what the code does to the hardware in ``Machine.events``.
"""

# module name in sys.modules -> module of this package
FAKES = ("board", "microcontroller", "digitalio", "analogio", "pwmio", "busio", "keypad", "supervisor",
         "neopixel_write", "audiocore", "audioio", "audiopwmio", "synthio", "time")


def current():
    from sim.machine import current as _current

    return _current()
