"""Sound cues on the board's speaker, without blocking: the sound part of ``Hardware`` (boards/base.py).

Each theme has its own soundscape, plain data in ``boards/snd_neon.py``, ``snd_chalk.py``, ``snd_mono.py``
(what a cue is made of: docs/sound.md). ``build(theme, volume)`` makes the theme's sounds, only while sound
is on: a ``synthio.Synthesizer`` played by ``out`` (the AudioOut), ``VOICES`` channels (a ``synthio.Note``
with a one-shot ``synthio.LFO`` as its loudness contour, and one for its pitch bend), the contours as
arrays, the filters, a noise and a sine table. ``free()`` gives all of it back (sound off). A cue starts
all its voices at once; each voice's timing (a late start is leading zeros in its contour) runs inside
synthio, so a slow frame never delays a note. ``update()`` releases voices whose contour is over and
switches the amplifier off when all are.

``sim/sounds.py`` renders every cue through this class on CircuitPython's own synthio, so what it measures
is what a board plays.
"""

import array

from boards.base import ticks_add, ticks_diff

RATE = 22050
VOICES = 6  # channels: a mark (2 voices) and a victory chime (4) sound together
VOLUMES = (35, 60, 100)  # % for the volume setting low, medium, high
THEMES = ("neon", "chalk", "mono")  # the theme setting's order (uttt.ui.settings)
SOUNDSCAPES = ("boards.snd_neon", "boards.snd_chalk", "boards.snd_mono")  # by name: sim/deploy.py ships them
TAIL_MS = 40  # the amp stays on this long after the last voice, for the DAC to settle
NOISE = 256  # samples of the noise table; played at RATE / NOISE Hz it steps one sample per sample


class Sound:
    """Made by ``boards.setup.speaker()``: ``out`` the AudioOut, ``amp`` the amplifier's enable pin (a
    DigitalInOut) or None. Nothing of synthio is made until ``build()``."""

    def __init__(self, out, amp):
        self._out = out
        self._amp = amp
        self.theme = None  # the theme built, or None (sound off)
        self.volume = 1
        self._synth = None
        self._end = None  # when the amp goes off (None: it is off)

    def build(self, theme, volume):
        """Make theme ``theme``'s sounds (0 neon, 1 chalk, 2 mono) at volume 0..2 (low, medium, high)."""
        if theme == self.theme and volume == self.volume and self._synth is not None:
            return
        self.free()
        import sys
        import synthio

        full = SOUNDSCAPES[theme]
        boards = __import__(full)
        name = full[7:]
        data = getattr(boards, name)
        del sys.modules[full]  # its data stays alive through the references kept below only
        delattr(boards, name)
        seed = 12345  # a small xorshift: the same noise on every board and in the renderer
        noise = array.array("h", bytes(2 * NOISE))
        total = 0
        for i in range(NOISE):
            seed ^= (seed << 7) & 0xFFFF
            seed ^= seed >> 9
            seed ^= (seed << 8) & 0xFFFF
            noise[i] = (seed - 32768) * 7 // 8
            total += noise[i]
        total //= NOISE
        for i in range(NOISE):  # no DC: a low-pass filter would pass it
            noise[i] -= total
        import math

        sine = array.array("h", [int(32767 * math.sin(math.pi * i / 32)) for i in range(64)])
        self._waves = (sine, noise, None)  # wave 0, 1, 2: a sine, noise, synthio's own square
        self._cues = data.CUES
        self._shapes = data.SHAPES
        self._level = VOLUMES[volume] * 128 // 100  # an LFO gives waveform / 32768 x scale: 255 -> about 1.0
        modes = synthio.FilterMode
        kinds = (modes.LOW_PASS, modes.HIGH_PASS, modes.BAND_PASS)
        self._filters = [None] + [synthio.Biquad(kinds[k], frequency=hz, Q=q / 10) for k, hz, q in data.FILTERS]
        env = synthio.Envelope(attack_time=0, decay_time=0, release_time=0.01, attack_level=1.0, sustain_level=1.0)
        synth = synthio.Synthesizer(sample_rate=RATE, envelope=env)
        self._notes = [synthio.Note(frequency=440, envelope=env) for _ in range(VOICES)]
        self._lfo = synthio.LFO  # each voice played gets its own one-shot LFOs (their waveform is fixed)
        self._ends = [0] * VOICES
        self._busy = [False] * VOICES
        self._of = [None] * VOICES  # the cue each channel plays
        self._next = 0
        self._synth = synth
        self.theme = theme
        self.volume = volume
        self._out.play(synth)

    def free(self):
        """Sound off: stop, and let go of every synthio object (the theme's data too)."""
        if self._synth is not None:
            self.stop()
            self._out.stop()
            self._synth.deinit()
        self._synth = self._notes = self._lfo = self._filters = None
        self._cues = self._shapes = self._waves = None
        self.theme = None

    def play(self, name, now):
        """Start cue ``name``; a cue the theme does not have is silent. A win or a draw silences the claim (or
        the board drawn) of the same move: its chime says both."""
        voices = self._cues.get(name) if self._synth is not None else None
        if voices is None:
            return
        if name == "win" or name == "draw":
            self._cut()
        last = 0
        lfo = self._lfo
        shapes = self._shapes
        self._playing = [name]  # marks this play's channels (a new list: a cue played twice differs)
        for delay, wave, hz, ms, level, shape, filt, bend, semitones, ring in voices:
            i = self._free_voice(now)
            note = self._notes[i]
            s = shapes[shape]
            steps = len(s) - 1
            zeros = delay * steps // ms  # the delay, in the shape's steps: that many zeros before it
            ms = ms * (zeros + steps) // steps
            note.amplitude = lfo(waveform=_contour(s, zeros), rate=1000 / ms, scale=level * self._level / 100,
                                 once=True)
            note.waveform = self._waves[wave]
            note.frequency = hz
            note.filter = self._filters[filt]
            note.bend = lfo(waveform=_contour(shapes[bend], zeros), rate=1000 / ms, scale=semitones * 8192 / 765,
                            once=True) if bend else 0  # 255: semitones / 12 octaves
            note.ring_frequency = ring
            note.ring_waveform = self._waves[wave] if ring else None
            self._ends[i] = ticks_add(now, ms)
            self._busy[i] = True
            self._of[i] = self._playing
            self._synth.press(note)
            if ms > last:
                last = ms
        self._amp_on(ticks_add(now, last + TAIL_MS))

    def update(self, now):
        if self._end is None:
            return
        busy = self._busy
        for i in range(VOICES):
            if busy[i] and ticks_diff(now, self._ends[i]) >= 0:
                busy[i] = False
                self._synth.release(self._notes[i])
        if ticks_diff(now, self._end) >= 0:
            self._end = None
            if self._amp is not None:
                self._amp.value = False

    def stop(self):
        if self._synth is not None:
            self._synth.release_all()
            self._busy = [False] * VOICES
        self._end = None
        if self._amp is not None:
            self._amp.value = False

    def _cut(self):
        """Let go of the voices of a claim or a board drawn (a 10 ms release)."""
        for i in range(VOICES):
            of = self._of[i]
            if self._busy[i] and (of[0] == "claim" or of[0] == "board_draw"):
                self._busy[i] = False
                self._synth.release(self._notes[i])

    def _free_voice(self, now):
        """A channel not sounding (the next in turn), else the one nearest its end."""
        n = self._next
        for k in range(VOICES):
            i = (n + k) % VOICES
            if not self._busy[i]:
                self._next = (i + 1) % VOICES
                return i
        ends = self._ends
        of = self._of
        best = -1
        for i in range(VOICES):  # not one this cue has just taken
            if of[i] is not self._playing and (best < 0 or ticks_diff(ends[i], ends[best]) < 0):
                best = i
        if best < 0:  # a cue of more voices than there are channels (none has)
            best = n
        self._synth.release(self._notes[best])
        return best

    def _amp_on(self, end):
        if self._end is None or ticks_diff(end, self._end) > 0:
            self._end = end
        if self._amp is not None:
            self._amp.value = True


def _contour(shape, zeros):
    """An LFO waveform: ``zeros`` silent steps, then the shape (0..255 each)."""
    a = array.array("h", bytes(2 * zeros))
    a.extend(shape)
    return a
