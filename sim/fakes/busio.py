"""Fake ``busio``: an I2C bus whose devices are the machine's (e.g. a DRV2605 haptic driver at 0x5A);
SPI and UART exist but carry nothing."""

from sim.fakes import current


class I2C:
    def __init__(self, scl=None, sda=None, *, frequency=100000, timeout=255):
        self._machine = current()
        self._locked = False

    def try_lock(self):
        if self._locked:
            return False
        self._locked = True
        return True

    def unlock(self):
        self._locked = False

    def scan(self):
        return sorted(self._machine.i2c_devices)

    def writeto(self, address, buffer, *, start=0, end=None):
        self._machine.i2c_write(address, bytes(buffer[start:end]))

    def readfrom_into(self, address, buffer, *, start=0, end=None):
        data = self._machine.i2c_read(address, None, len(buffer[start:end]))
        buffer[start:start + len(data)] = data

    def writeto_then_readfrom(self, address, out_buffer, in_buffer, *, out_start=0, out_end=None,
                              in_start=0, in_end=None):
        out = bytes(out_buffer[out_start:out_end])
        n = len(in_buffer[in_start:in_end])
        data = self._machine.i2c_read(address, out, n)
        in_buffer[in_start:in_start + n] = data

    def deinit(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.deinit()


class SPI:
    def __init__(self, clock=None, MOSI=None, MISO=None, half_duplex=False):
        self._locked = False

    def try_lock(self):
        self._locked = True
        return True

    def unlock(self):
        self._locked = False

    def configure(self, *, baudrate=100000, polarity=0, phase=0, bits=8):
        pass

    def write(self, buffer, *, start=0, end=None):
        pass

    def readinto(self, buffer, *, start=0, end=None, write_value=0):
        pass

    def write_readinto(self, out_buffer, in_buffer, **kwargs):
        pass

    def deinit(self):
        pass


class UART:
    def __init__(self, tx=None, rx=None, *, baudrate=9600, **kwargs):
        self.baudrate = baudrate

    def read(self, nbytes=None):
        return None

    def readline(self):
        return None

    def write(self, buf):
        return len(buf)

    @property
    def in_waiting(self):
        return 0

    def deinit(self):
        pass
