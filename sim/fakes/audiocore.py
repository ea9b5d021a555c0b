"""Fake ``audiocore``: RawSample keeps its buffer and sample rate (the pitch of a looped one-period wave is
sample_rate / len(buffer))."""


class RawSample:
    def __init__(self, buffer, *, channel_count=1, sample_rate=8000, single_buffer=True):
        self.buffer = buffer
        self.channel_count = channel_count
        self.sample_rate = sample_rate

    def deinit(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *args):
        pass


class WaveFile:
    def __init__(self, file, buffer=None):
        self.file = file
        self.sample_rate = 16000
        self.channel_count = 1
        self.bits_per_sample = 16

    def deinit(self):
        pass
