"""A DRV2605 haptic driver on I2C (address 0x5A), where one is fitted: the haptics part of ``Hardware``
(boards/base.py). ``boards.setup.drv2605()`` looks for it at start; this module is loaded only when it
answers. Each cue is a sequence of effects of the DRV2605's ERM library 1 (its datasheet's table 11.2),
played by the chip on its own; an entry of 0x80 + n waits n x 10 ms, so a claim's double pulse and the
win's ramp start with the sound's voices, 120 ms after the move (when the board pulses and the line is struck).
"""

EFFECTS = {
    "cursor": (24,),  # sharp tick 1
    "select": (21,),  # medium click 1
    "x": (25, 0x86, 25),  # two short strokes: sharp tick 2, 60 ms, again
    "o": (48,),  # one short buzz (buzz 2, 80 %)
    "claim": (0x8C, 27),  # 120 ms, then a short double click
    "board_draw": (0x8C, 7),  # 120 ms, then a soft bump
    "bad": (7,),  # a soft bump: gentle
    "tick": (26,),  # sharp tick 3, 60 %
    "win": (0x8C, 82, 70),  # 120 ms, then a long smooth ramp up and down
    "draw": (0x8C, 70),  # a long ramp down
}


class Drv2605:
    def __init__(self, i2c):
        """i2c: the bus, where the chip answered at 0x5A. Sets it up: open-loop ERM, library 1, internal
        trigger."""
        self._i2c = i2c
        self._buf = bytearray(10)  # WAVESEQ1 register, up to 8 entries, the end mark
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
        seq = EFFECTS.get(name)
        if seq:
            buf = self._buf
            buf[0] = 0x04  # WAVESEQ1.., then 0: the end
            n = len(seq)
            for i in range(n):
                buf[1 + i] = seq[i]
            buf[1 + n] = 0
            self._lock()
            try:
                self._i2c.writeto(0x5A, buf, end=n + 2)
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
