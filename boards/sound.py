"""Sound cues on the board's speaker, without blocking: the sound part of ``Hardware`` (boards/base.py).

``synthio`` where the firmware has it (all supported boards do): one Note, retuned for each note of a cue,
a square wave or a sine, with a small envelope of its own (it fades over the note's length). Else a looped
one-period sine ``audiocore.RawSample`` whose sample rate sets the pitch. ``audioio.AudioOut`` (SAMD51 DAC)
or ``audiopwmio.PWMAudioOut`` (nRF52840, RP2350), whichever the firmware has. The amplifier enable pin is on
only while a cue sounds.
"""

from boards.base import ticks_add, ticks_diff

# name: (priority, level in %, square wave (1) or sine (0), then Hz (0 for a rest) and ms of each note)
SOUNDS = {
    "move": (0, 12, 1, 1800, 6),
    "tick": (0, 25, 1, 2000, 10),
    "select": (1, 35, 1, 990, 35),
    "mark": (1, 45, 1, 1400, 18),
    "bad": (2, 60, 1, 110, 90, 0, 40, 98, 140),
    "claim": (2, 50, 0, 660, 70, 880, 70, 1320, 140),
    "draw": (3, 30, 0, 392, 320),
    "win": (3, 60, 0, 523, 110, 659, 110, 784, 110, 1047, 360),
}

TAIL_MS = 40  # the amp stays on this long after the last note, for its release


class Sound:
    """One cue at a time; a cue of lower priority does not cut a longer one short. Made by
    ``boards.setup.speaker()``: ``out`` the AudioOut, ``amp`` the amplifier's enable pin (a DigitalInOut) or
    None; with synthio ``synth`` the Synthesizer ``out`` plays, ``voice`` its one Note (retuned for each
    note) and ``sine`` a sine waveform; without, ``synth`` None and ``voice`` two RawSamples (soft, loud)."""

    def __init__(self, out, amp, synth, voice, sine):
        self._out = out
        self._amp = amp
        self._synth = synth
        self._voice = voice
        self._sine = sine
        self._tune = None  # the cue playing
        self._i = 0  # where its note is in the tuple
        self._sounding = False
        self._end = None  # when that note (or, after the cue, the amp's tail) ends

    def play(self, name, now):
        tune = SOUNDS.get(name)
        if tune is None or (self._tune is not None and tune[0] < self._tune[0]):
            return
        self._stop_note()
        self._tune = tune
        self._i = 3
        if self._amp is not None:
            self._amp.value = True
        self._start_note(now)

    def update(self, now):
        if self._end is None or ticks_diff(now, self._end) < 0:
            return
        if self._tune is None:  # the tail is over
            self._end = None
            if self._amp is not None:
                self._amp.value = False
            return
        self._stop_note()
        self._i += 2
        if self._i < len(self._tune):
            self._start_note(now)
        else:
            self._tune = None
            self._end = ticks_add(now, TAIL_MS)

    def stop(self):
        self._stop_note()
        self._tune = None
        self._end = None
        if self._amp is not None:
            self._amp.value = False

    def _start_note(self, now):
        tune = self._tune
        hz = tune[self._i]
        ms = tune[self._i + 1]
        self._end = ticks_add(now, ms)
        if not hz:
            return  # a rest
        note = self._voice
        if self._synth is not None:
            import synthio

            note.waveform = None if tune[2] else self._sine  # None: synthio's square wave
            note.frequency = hz
            note.amplitude = tune[1] / 100
            note.envelope = synthio.Envelope(attack_time=0.002, decay_time=ms / 1000, release_time=0.02,
                                             attack_level=1.0, sustain_level=0.0)
            self._synth.press(note)
        else:
            note = note[1 if tune[1] >= 35 else 0]
            note.sample_rate = hz * 16
            self._out.play(note, loop=True)
        self._sounding = True

    def _stop_note(self):
        if not self._sounding:
            return
        self._sounding = False
        if self._synth is not None:
            self._synth.release(self._voice)
        else:
            self._out.stop()
