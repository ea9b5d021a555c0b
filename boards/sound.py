"""Sound cues on the board's speaker, without blocking.

``synthio`` where the firmware has it (all supported boards do), else a looped one-period sine
``audiocore.RawSample`` whose sample rate sets the pitch. ``audioio.AudioOut`` (SAMD51 DAC) or
``audiopwmio.PWMAudioOut`` (nRF52840, RP2350), whichever the firmware has. The amplifier enable pin is on
only while a cue sounds. Two synthio notes (a square and a sine) are made once and retuned for each note of
a cue; each note gets its own small envelope (it fades over the note's length) when it starts.
"""

import array
import math

import digitalio

from boards.ticks import ticks_diff

# name: (priority, level 0..1, square wave?, ((Hz or 0 for a rest, ms), ...))
SOUNDS = {
    "move": (0, 0.12, True, ((1800, 6),)),
    "tick": (0, 0.25, True, ((2000, 10),)),
    "select": (1, 0.35, True, ((990, 35),)),
    "mark": (1, 0.45, True, ((1400, 18),)),
    "bad": (2, 0.6, True, ((110, 90), (0, 40), (98, 140))),
    "claim": (2, 0.5, False, ((660, 70), (880, 70), (1320, 140))),
    "draw": (3, 0.3, False, ((392, 320),)),
    "win": (3, 0.6, False, ((523, 110), (659, 110), (784, 110), (1047, 360))),
}

TAIL_MS = 40  # the amp stays on this long after the last note, for its release


def _sine(n, level, signed):
    if signed:
        return array.array("h", [int(math.sin(2 * math.pi * i / n) * 32767 * level) for i in range(n)])
    return array.array("H", [32768 + int(math.sin(2 * math.pi * i / n) * 32767 * level) for i in range(n)])


class Sound:
    """One cue at a time; a cue of lower priority does not cut a longer one short."""

    def __init__(self, pin, enable_pin=None):
        try:
            import audioio

            self._out = audioio.AudioOut(pin)
        except ImportError:
            import audiopwmio

            self._out = audiopwmio.PWMAudioOut(pin)
        self._amp = None
        if enable_pin is not None:
            self._amp = digitalio.DigitalInOut(enable_pin)
            self._amp.switch_to_output(value=False)
        try:
            import synthio

            self._synthio = synthio
            self._synth = synthio.Synthesizer(sample_rate=22050)
            self._voices = (synthio.Note(frequency=440, waveform=_sine(64, 1.0, True)),  # sine, square
                            synthio.Note(frequency=440))
            self._out.play(self._synth)
        except ImportError:
            import audiocore

            self._synth = None
            self._voices = (audiocore.RawSample(_sine(16, 0.15, False), sample_rate=8000),  # soft, loud
                            audiocore.RawSample(_sine(16, 0.5, False), sample_rate=8000))
        self._tune = None
        self._prio = -1
        self._i = 0
        self._note = None
        self._end = 0
        self._amp_off = None

    def play(self, name, now):
        tune = SOUNDS.get(name)
        if tune is None:
            return
        if self._tune is not None and tune[0] < self._prio:
            return
        self._stop_note()
        self._tune = tune
        self._prio = tune[0]
        self._i = 0
        self._amp_off = None
        if self._amp is not None:
            self._amp.value = True
        self._start_note(now)

    def update(self, now):
        if self._tune is not None:
            if ticks_diff(now, self._end) >= 0:
                self._stop_note()
                self._i += 1
                if self._i < len(self._tune[3]):
                    self._start_note(now)
                else:
                    self._tune = None
                    self._prio = -1
                    self._amp_off = (now + TAIL_MS) & ((1 << 29) - 1)
        elif self._amp_off is not None and ticks_diff(now, self._amp_off) >= 0:
            self._amp_off = None
            if self._amp is not None:
                self._amp.value = False

    def stop(self):
        self._stop_note()
        self._tune = None
        self._prio = -1
        self._amp_off = None
        if self._amp is not None:
            self._amp.value = False

    def _start_note(self, now):
        prio, level, square, notes = self._tune
        hz, ms = notes[self._i]
        self._end = (now + ms) & ((1 << 29) - 1)
        self._note = None
        if not hz:
            return  # a rest
        if self._synth is not None:
            note = self._voices[1 if square else 0]
            note.frequency = hz
            note.amplitude = level
            note.envelope = self._synthio.Envelope(attack_time=0.002, decay_time=ms / 1000, release_time=0.02,
                                                   attack_level=1.0, sustain_level=0.0)
            self._synth.press(note)
        else:
            note = self._voices[1 if level >= 0.35 else 0]
            note.sample_rate = hz * 16
            self._out.play(note, loop=True)
        self._note = note

    def _stop_note(self):
        note = self._note
        self._note = None
        if note is None:
            return
        if self._synth is not None:
            self._synth.release(note)
        else:
            self._out.stop()
