"""Sound cues on the board's speaker, without blocking: the sound part of ``Hardware`` (boards/base.py).

Each theme has its own soundscape, plain data in ``boards/snd_neon.py``, ``snd_chalk.py``, ``snd_mono.py``
(docs/sound.md). ``build(theme, volume)`` makes the theme's sounds, only while sound is on
(``boards/soundmake.py``, dropped once they are made): a ``synthio.Synthesizer`` played by ``out``, ``VOICES``
``synthio.Note`` channels, a sine and a noise table, the theme's cues and shapes packed into two buffers, its
one filter. ``free()`` gives all of it back (sound off). A cue starts all its voices at once; each voice's
loudness is a one-shot ``synthio.LFO`` over its contour (a late start is leading zeros), its glide another,
so every note's timing runs inside synthio and a slow frame never delays one. ``update()`` lets go of the
voices whose contour is over and switches the amplifier off when all are.

``sim/sounds.py`` renders every cue through this class on CircuitPython's own synthio, so what it measures
is what a board plays.
"""

try:
    from micropython import const
except ImportError:  # CPython (the simulator)
    def const(x):
        return x

from boards import ticks_add, ticks_diff
from boards.soundfmt import GAP, NAMES, RATE, SIZE, VOICE, VOICES, VOLUMES  # noqa: F401 (SIZE: for the tests)

THEMES = ("neon", "chalk", "mono")  # the theme setting's order (uttt.ui.settings)
_TAIL_MS = const(40)  # the amp stays on this long after the last voice, for the DAC to settle


class Sound:
    """Made by ``boards.setup.speaker()``: ``out`` the audio output's class (``audioio.AudioOut`` or
    ``audiopwmio.PWMAudioOut``) and ``pin`` its pin, or (``pin`` None) an output object already made (the
    renderer's); ``amp`` the amplifier's enable pin (a DigitalInOut) or None. Nothing of synthio, and no audio
    output, is made until ``build()``; ``free()`` lets go of both (docs/memory.md, issue 16)."""

    def __init__(self, out, amp, pin=None):
        self._make = None if pin is None else (out, pin)  # (class, pin): the output build() makes
        self._out = out if pin is None else None
        self._amp = amp
        self.theme = None  # the theme built, or None (sound off)
        self._synth = None
        self._end = None  # when the amp goes off (None: it is off)

    def build(self, theme, volume):
        """Make theme ``theme``'s sounds (0 neon, 1 chalk, 2 mono) at volume 0..2 (low, medium, high). Another
        theme keeps the synthesizer, its channels and tables, and changes only the theme's data, so the
        heap is not cut up again where the game's objects have settled."""
        started = self._synth is not None
        if started and theme == self.theme:  # a new volume: nothing to make again
            self._level = VOLUMES[volume] * 128 // 100
            return
        if started:
            self.stop()
        elif self._out is None:  # the output first: a pin in use fails before anything else is made
            self._out = self._make[0](self._make[1])
        import sys

        import boards
        from boards.soundmake import make

        try:
            make(self, theme, volume)
        finally:  # code that runs only now: dropped (docs/memory.md)
            sys.modules.pop("boards.soundmake", None)
            if hasattr(boards, "soundmake"):
                delattr(boards, "soundmake")
        self.theme = theme
        if not started:
            self._out.play(self._synth)  # its DMA buffers, next to the synthesizer

    def free(self):
        """Sound off: stop, and let go of every synthio object and of the theme's data."""
        if self._synth is not None:
            self.stop()
            self._out.stop()
            self._synth.deinit()
        if self._make is not None and self._out is not None:  # made by build(): its pin and buffers go back
            self._out.deinit()
            self._out = None
        self._synth = self._notes = self._lfo = self._filters = self._cues = self._shapes = self._waves = None
        self._cue_at = self._shape_at = None
        self.theme = None

    def play(self, name, now):
        """Start cue ``name``; a cue the theme does not have is silent. A win or a draw lets go of the claim
        (or the board drawn) of the same move: its chime says both."""
        if self._synth is None or name not in NAMES:
            return
        n = NAMES.index(name)
        cue = self._cues
        if name == "win" or name == "draw":
            self._cut()
        last = 0
        lfo = self._lfo
        taken = 0  # the channels this cue has taken, a bit each
        for k in range(self._cue_at[n], self._cue_at[n + 1], SIZE):
            delay = cue[k] | cue[k + 1] << 8
            ms = cue[k + 5] | cue[k + 6] << 8
            i = self._channel(now, taken)
            taken |= 1 << i
            note = self._notes[i]
            wave_a, rate = self._contour(cue[k + 8], delay, ms)
            note.amplitude = lfo(waveform=wave_a, rate=rate, scale=cue[k + 7] * self._level / 100, once=True)
            wave = self._waves[cue[k + 2]]
            note.waveform = wave
            note.frequency = cue[k + 3] | cue[k + 4] << 8
            note.filter = self._filters[cue[k + 9]]
            bend = cue[k + 10]
            if bend:  # a pitch contour, in steps (not glides): 255 is semitones / 12 octaves
                semitones = cue[k + 11]
                wave_b, rate_b = self._contour(bend, delay, ms)
                note.bend = lfo(waveform=wave_b, rate=rate_b, once=True, interpolate=False,
                                scale=(semitones - 256 if semitones > 127 else semitones) * 8192 / 765)
            ring = cue[k + 12] | cue[k + 13] << 8
            note.ring_frequency = ring
            note.ring_waveform = wave if ring else None
            ms = int(1000 / rate)
            self._ends[i] = ticks_add(now, ms)
            self._cue[i] = name
            self._synth.press(note)
            if ms > last:
                last = ms
        end = ticks_add(now, last + _TAIL_MS)
        if self._end is None or ticks_diff(end, self._end) > 0:
            self._end = end
        if self._amp is not None:
            self._amp.value = True

    def update(self, now):
        if self._end is None:
            return
        for i in range(VOICES):
            if self._cue[i] is not None and ticks_diff(now, self._ends[i]) >= 0:
                self._release(i)
        if ticks_diff(now, self._end) >= 0:
            self._end = None
            if self._amp is not None:
                self._amp.value = False

    def stop(self):
        if self._synth is not None:
            for i in range(VOICES):
                self._release(i)
        self._end = None
        if self._amp is not None:
            self._amp.value = False

    def _cut(self):
        """Let go of the voices of a claim or a board drawn (a 10 ms release)."""
        for i in range(VOICES):
            if self._cue[i] == "claim" or self._cue[i] == "board_draw":
                self._release(i)

    def _channel(self, now, taken):
        """A channel not sounding, else the one nearest its end that this cue has not taken."""
        best = -1
        for i in range(VOICES):
            if taken >> i & 1:
                continue
            if self._cue[i] is None:
                return i
            if best < 0 or ticks_diff(self._ends[i], self._ends[best]) < 0:
                best = i
        self._release(best)
        return best

    def _contour(self, j, delay, ms):
        """A one-shot LFO's waveform and rate for shape j (0..255 a step) spread over ``ms``, after ``delay``
        ms: as many zero steps as the delay takes first."""
        at = self._shape_at
        steps = at[j + 1] - GAP - at[j] - 1
        zeros = delay * steps // ms  # at most GAP: the zeros before the shape in the buffer
        return (self._shapes[at[j] - zeros:at[j + 1] - GAP],  # a view of the 16-bit array (build keeps it)
                1000 * steps / (ms * (zeros + steps)))

    def _release(self, i):
        """Let go of channel i's note and of its contours (their LFOs and arrays are garbage then)."""
        note = self._notes[i]
        self._synth.release(note)
        note.amplitude = 0
        note.bend = 0
        note.filter = None
        self._cue[i] = None

