"""Fake ``audioio`` (and, by ``audiopwmio``, PWMAudioOut): what is played is recorded as events:
("tone", Hz) for a looped RawSample, ("note", Hz, amplitude) for each synthio note pressed while the
synthesizer is being played, ("audio_stop",) when stopped."""

from sim.fakes import PinUser


class AudioOut(PinUser):
    def __init__(self, left_channel, *, right_channel=None, quiescent_value=0x8000):
        super().__init__(left_channel)
        self._sample = None
        self._paused = False

    def play(self, sample, *, loop=False):
        self._check()
        self.stop()
        self._sample = sample
        if hasattr(sample, "_attach"):  # a synthio.Synthesizer
            sample._attach(self)
        else:
            n = len(sample.buffer) // max(1, sample.channel_count)
            self._machine.record("tone", round(sample.sample_rate / n, 1) if loop else 0)

    def stop(self):
        if self._sample is not None:
            if hasattr(self._sample, "_attach"):
                self._sample._attach(None)
            self._machine.record("audio_stop")
        self._sample = None

    @property
    def playing(self):
        return self._sample is not None

    @property
    def paused(self):
        return self._paused

    def pause(self):
        self._paused = True

    def resume(self):
        self._paused = False

    def _release(self):
        self.stop()
