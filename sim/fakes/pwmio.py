"""Fake ``pwmio``: PWMOut duty cycles are reported to the machine (RGB LED, motor)."""

from sim.fakes import PinUser


class PWMOut(PinUser):
    def __init__(self, pin, *, duty_cycle=0, frequency=500, variable_frequency=False):
        super().__init__(pin)
        self.frequency = frequency
        self._duty = 0
        self.duty_cycle = duty_cycle

    @property
    def duty_cycle(self):
        return self._duty

    @duty_cycle.setter
    def duty_cycle(self, value):
        value = int(value)
        if not 0 <= value <= 0xFFFF:
            raise ValueError("duty_cycle must be 0-65535")
        self._duty = value
        self._machine.pwm_write(self._pin, value)
