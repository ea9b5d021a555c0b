"""Fake ``synthio``: Notes, Envelopes, LFOs and Biquads keep their settings; a Synthesizer records the notes
pressed while an AudioOut plays it (``("note", Hz, loudness)``: an LFO's ``scale`` for a contour). The sound
itself is CircuitPython's own synthio's, rendered by ``sim/sounds.py``: the window and ``--wav`` play those."""

from sim.fakes import current


def midi_to_hz(midi_note):
    return 440.0 * 2 ** ((midi_note - 69) / 12)


def voct_to_hz(ctrl):
    return midi_to_hz(60 + ctrl * 12)


waveform_max_length = 16384


class Envelope:
    def __init__(self, *, attack_time=0.1, decay_time=0.05, release_time=0.2, attack_level=1.0,
                 sustain_level=0.8):
        self.attack_time = attack_time
        self.decay_time = decay_time
        self.release_time = release_time
        self.attack_level = attack_level
        self.sustain_level = sustain_level


class FilterMode:
    LOW_PASS, HIGH_PASS, BAND_PASS, NOTCH, LOW_SHELF, HIGH_SHELF, PEAKING_EQ = range(7)


class Biquad:
    def __init__(self, mode, frequency, Q=0.7071, A=None):
        self.mode = mode
        self.frequency = frequency
        self.Q = Q
        self.A = A


class LFO:
    """Its ``waveform`` is fixed once made, as on a board."""

    def __init__(self, waveform=None, *, rate=1.0, scale=1.0, offset=0.0, phase_offset=0.0, once=False,
                 interpolate=True):
        self._waveform = waveform
        self.rate = rate
        self.scale = scale
        self.offset = offset
        self.phase_offset = phase_offset
        self.once = once
        self.interpolate = interpolate

    @property
    def waveform(self):
        return self._waveform

    def retrigger(self):
        pass


class Note:
    def __init__(self, *, frequency, panning=0.0, waveform=None, envelope=None, amplitude=1.0, bend=0.0,
                 filter=None, ring_frequency=0.0, ring_bend=0.0, ring_waveform=None, **kwargs):
        self.frequency = frequency
        self.panning = panning
        self.waveform = waveform
        self.envelope = envelope
        self.amplitude = amplitude
        self.bend = bend
        self.filter = filter
        self.ring_frequency = ring_frequency
        self.ring_bend = ring_bend
        self.ring_waveform = ring_waveform


def _hz(note):
    return float(note.frequency) if isinstance(note, Note) else round(midi_to_hz(note), 2)


def _hear_cues():
    """Have ``boards.sound.Sound.play`` record ("cue", name, theme, volume) as it starts a cue (only its
    ``build()`` makes a Synthesizer, so the module is loaded by then): what ``sim/audio.py`` plays."""
    import sys

    mod = sys.modules.get("boards.sound")
    cls = getattr(mod, "Sound", None)
    if cls is None or getattr(cls.play, "_heard", False):
        return
    play = cls.play
    levels = [v * 128 // 100 for v in mod.VOLUMES]  # the Sound keeps the volume as its level only

    def heard(self, name, now):
        play(self, name, now)
        if self._synth is not None and name in mod.NAMES:
            current().record("cue", name, self.theme, levels.index(self._level))

    heard._heard = True
    cls.play = heard


class Synthesizer:
    def __init__(self, *, sample_rate=11025, channel_count=1, waveform=None, envelope=None):
        self._machine = current()
        _hear_cues()
        self.sample_rate = sample_rate
        self.channel_count = channel_count
        self.waveform = waveform
        self.envelope = envelope
        self.pressed = ()
        self._out = None

    def _attach(self, out):
        self._out = out

    @staticmethod
    def _notes(notes):
        if isinstance(notes, (Note, int)):
            return (notes,)
        return tuple(notes)

    def press(self, press=()):
        for note in self._notes(press):
            if note not in self.pressed:
                self.pressed = self.pressed + (note,)
                if self._out is not None:
                    amp = note.amplitude if isinstance(note, Note) else 1.0
                    if isinstance(amp, LFO):  # a contour: its peak
                        amp = amp.scale * max(amp.waveform) / 32768
                    self._machine.record("note", _hz(note), amp)

    def release(self, release=()):
        for note in self._notes(release):
            if note in self.pressed:
                self.pressed = tuple(n for n in self.pressed if n is not note)
                if self._out is not None:
                    self._machine.record("note_off", _hz(note))

    def change(self, release=(), press=(), retrigger=()):
        self.release(release)
        self.press(press)

    release_then_press = change

    def release_all(self):
        self.release(self.pressed)

    def release_all_then_press(self, press):
        self.release_all()
        self.press(press)

    def deinit(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *args):
        pass
