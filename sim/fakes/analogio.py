"""Fake ``analogio``: AnalogIn reads the simulated voltage (joystick axes, touch panel plates)."""

from sim.fakes import PinUser


class AnalogIn(PinUser):
    def __init__(self, pin):
        super().__init__(pin)
        self.reference_voltage = 3.3

    @property
    def value(self):
        self._check()
        return self._machine.analog_read(self._pin)


class AnalogOut(PinUser):
    def __init__(self, pin):
        super().__init__(pin)
        self.value = 0
