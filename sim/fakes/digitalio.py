"""Fake ``digitalio``: outputs are reported to the machine (amp enable, rumble motor ...), inputs read the
simulated pin levels (buttons)."""

from sim.fakes import PinUser


class Direction:
    INPUT = "INPUT"
    OUTPUT = "OUTPUT"


class Pull:
    UP = "UP"
    DOWN = "DOWN"


class DriveMode:
    PUSH_PULL = "PUSH_PULL"
    OPEN_DRAIN = "OPEN_DRAIN"


class DigitalInOut(PinUser):
    def __init__(self, pin):
        super().__init__(pin)
        self._direction = Direction.INPUT
        self._value = False
        self._pull = None
        self.drive_mode = DriveMode.PUSH_PULL

    def deinited(self):
        return self._pin is None

    def _check(self):
        if self._pin is None:
            raise ValueError("Object has been deinitialized and can no longer be used. Create a new object.")

    def switch_to_output(self, value=False, drive_mode=DriveMode.PUSH_PULL):
        self._check()
        self._direction = Direction.OUTPUT
        self.drive_mode = drive_mode
        self.value = value

    def switch_to_input(self, pull=None):
        self._check()
        self._direction = Direction.INPUT
        self._pull = pull
        self._machine.pin_input(self._pin)

    @property
    def direction(self):
        return self._direction

    @direction.setter
    def direction(self, value):
        if value == Direction.OUTPUT:
            self.switch_to_output()
        else:
            self.switch_to_input()

    @property
    def value(self):
        self._check()
        if self._direction == Direction.OUTPUT:
            return self._value
        return self._machine.pin_read(self._pin, self._pull)

    @value.setter
    def value(self, v):
        self._check()
        if self._direction != Direction.OUTPUT:
            raise AttributeError("Cannot set value when direction is input.")
        self._value = bool(v)
        self._machine.pin_write(self._pin, self._value)

    @property
    def pull(self):
        return self._pull

    @pull.setter
    def pull(self, p):
        if self._direction == Direction.OUTPUT:
            raise AttributeError("Pull not used when direction is output.")
        self._pull = p
