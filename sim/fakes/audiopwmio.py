"""Fake ``audiopwmio``: same as the fake ``audioio.AudioOut``."""

from sim.fakes.audioio import AudioOut


class PWMAudioOut(AudioOut):
    pass
