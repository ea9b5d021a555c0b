"""Fake ``microcontroller``: ``Pin``, ``nvm`` (a file-backed byte array of the board's NVM size),
``reset()`` (a simulated power cycle) and ``cpu``."""

from sim.fakes import current


class Pin:
    """One MCU pin; every board name of it (e.g. A0 and SPEAKER) is the same object."""

    def __init__(self, mcu, names):
        self.mcu = mcu
        self.names = tuple(names)

    def __repr__(self):
        return "board.%s" % self.names[0]

    def __hash__(self):
        return hash(self.mcu)

    def __eq__(self, other):
        return isinstance(other, Pin) and other.mcu == self.mcu


class RunMode:
    NORMAL = "NORMAL"
    SAFE_MODE = "SAFE_MODE"
    BOOTLOADER = "BOOTLOADER"
    UF2 = "UF2"


class _Processor:
    frequency = 120000000
    temperature = 25.0
    voltage = 3.3
    uid = bytearray(b"SIMULATED0000000")
    reset_reason = None


cpu = _Processor()
cpus = (cpu,)


def __getattr__(name):
    if name == "nvm":
        return current().nvm
    raise AttributeError(name)


def reset():
    current().reset("microcontroller.reset()")


def on_next_reset(run_mode):
    pass


def delay_us(us):
    current().sleep(us / 1000000)


def disable_interrupts():
    pass


def enable_interrupts():
    pass
