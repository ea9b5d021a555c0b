"""Fake ``analogio``: AnalogIn reads the simulated voltage (joystick axes, touch panel plates)."""

from sim.fakes import current


class AnalogIn:
    def __init__(self, pin):
        self._machine = current()
        self._machine.claim(pin, self)
        self._pin = pin
        self.reference_voltage = 3.3

    @property
    def value(self):
        if self._pin is None:
            raise ValueError("Object has been deinitialized and can no longer be used. Create a new object.")
        return self._machine.analog_read(self._pin)

    def deinit(self):
        if self._pin is not None:
            self._machine.release(self._pin, self)
            self._pin = None

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.deinit()


class AnalogOut:
    def __init__(self, pin):
        self._machine = current()
        self._machine.claim(pin, self)
        self._pin = pin
        self.value = 0

    def deinit(self):
        if self._pin is not None:
            self._machine.release(self._pin, self)
            self._pin = None

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.deinit()
