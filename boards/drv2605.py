"""A DRV2605 haptic driver on I2C (address 0x5A), where one is fitted: the haptics part of ``Hardware``
(boards/base.py). ``boards.setup.drv2605()`` looks for it at start; this module is loaded only when it
answers. Each cue is one effect of the DRV2605's ERM library 1, played by the chip on its own."""

EFFECTS = {"mark": 1, "claim": 14, "bad": 10, "win": 52}


class Drv2605:
    def __init__(self, i2c):
        """i2c: the bus, where the chip answered at 0x5A. Sets it up: open-loop ERM, library 1, internal
        trigger."""
        self._i2c = i2c
        self._buf = bytearray(3)
        reg = bytearray(1)
        self._lock()
        try:
            i2c.writeto_then_readfrom(0x5A, b"\x1d", reg)  # CONTROL3: open-loop ERM
            i2c.writeto(0x5A, bytes((0x1D, reg[0] | 0x20)))
            i2c.writeto(0x5A, b"\x01\x00")  # MODE: out of standby, internal trigger
            i2c.writeto(0x5A, b"\x03\x01")  # LIBRARY: ERM library 1
        finally:
            i2c.unlock()

    def play(self, name, now):
        effect = EFFECTS.get(name)
        if effect:
            buf = self._buf
            buf[0] = 0x04  # WAVESEQ1 = effect, WAVESEQ2 = end
            buf[1] = effect
            buf[2] = 0
            self._lock()
            try:
                self._i2c.writeto(0x5A, buf)
                self._i2c.writeto(0x5A, b"\x0c\x01")  # GO
            finally:
                self._i2c.unlock()

    def update(self, now):
        pass

    def stop(self):
        pass

    def _lock(self):
        while not self._i2c.try_lock():
            pass
