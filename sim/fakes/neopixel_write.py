"""Fake ``neopixel_write``: the GRB bytes written become a tuple of 0xRRGGBB colours in the events."""

from sim.fakes import current


def neopixel_write(digitalinout, buf):
    digitalinout._check()
    data = bytes(buf)
    colours = tuple((data[i + 1] << 16) | (data[i] << 8) | data[i + 2] for i in range(0, len(data) - 2, 3))
    current().neopixels(digitalinout._pin, colours)
