"""Sound cues on the board's speaker, without blocking: the sound part of ``Hardware`` (boards/base.py).

Each theme has its own soundscape, plain data in ``boards/snd_neon.py``, ``snd_chalk.py``, ``snd_mono.py``
(docs/sound.md). ``build(theme, volume)`` makes the theme's sounds, only while sound is on
(``boards/soundmake.py``, dropped once they are made): a ``synthio.Synthesizer`` played by ``out``, ``VOICES``
``synthio.Note`` channels, the cues packed in bytes, the contours as arrays, the filters, a sine and a noise
table. ``free()`` gives all of it back (sound off). A cue starts all its voices at once; each voice's
loudness is a one-shot ``synthio.LFO`` over its contour (a late start is leading zeros), its glide another,
so every note's timing runs inside synthio and a slow frame never delays one. ``update()`` lets go of the
voices whose contour is over and switches the amplifier off when all are.

``sim/sounds.py`` renders every cue through this class on CircuitPython's own synthio, so what it measures
is what a board plays.
"""

import array

from boards.base import ticks_add, ticks_diff

RATE = 22050
VOICES = 2  # channels: a mark and what the same move adds (a claim, a chime: 1 voice each) sound together
VOLUMES = (35, 60, 100)  # % for the volume setting low, medium, high
THEMES = ("neon", "chalk", "mono")  # the theme setting's order (uttt.ui.settings)
TAIL_MS = 40  # the amp stays on this long after the last voice, for the DAC to settle
VOICE = "<HBHHBBBBbH"  # a voice packed: delay, wave, Hz, ms, level, shape, filter, bend shape, semitones, ring
SIZE = 14  # struct.calcsize(VOICE)
_LEVEL = 7  # where in a packed voice its level, shape, filter, bend shape and semitones are


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
        if theme == self.theme and self._synth is not None:
            self.volume = volume  # a new volume: nothing to make again
            self._level = VOLUMES[volume] * 128 // 100
            return
        self.free()
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
        self.volume = volume
        self._out.play(self._synth)

    def free(self):
        """Sound off: stop, and let go of every synthio object and of the theme's data."""
        if self._synth is not None:
            self.stop()
            self._out.stop()
            self._synth.deinit()
        self._synth = self._notes = self._lfo = self._filters = self._cues = self._shapes = self._waves = None
        self.theme = None

    def play(self, name, now):
        """Start cue ``name``; a cue the theme does not have is silent. A win or a draw lets go of the claim
        (or the board drawn) of the same move: its chime says both."""
        cue = self._cues.get(name) if self._synth is not None else None
        if cue is None:
            return
        if name == "win" or name == "draw":
            self._cut()
        last = 0
        lfo = self._lfo
        shapes = self._shapes
        self._plays += 1  # marks this play's channels
        for k in range(0, len(cue), SIZE):
            delay = cue[k] | cue[k + 1] << 8
            ms = cue[k + 5] | cue[k + 6] << 8
            i = self._free_voice(now)
            note = self._notes[i]
            wave_a, rate = _contour(shapes[cue[k + _LEVEL + 1]], delay, ms)
            note.amplitude = lfo(waveform=wave_a, rate=rate, scale=cue[k + _LEVEL] * self._level / 100, once=True)
            wave = self._waves[cue[k + 2]]
            note.waveform = wave
            note.frequency = cue[k + 3] | cue[k + 4] << 8
            note.filter = self._filters[cue[k + _LEVEL + 2]]
            bend = cue[k + _LEVEL + 3]
            if bend:  # a pitch contour, in steps (not glides): 255 is semitones / 12 octaves
                semitones = cue[k + _LEVEL + 4]
                wave_b, rate_b = _contour(shapes[bend], delay, ms)
                note.bend = lfo(waveform=wave_b, rate=rate_b, once=True, interpolate=False,
                                scale=(semitones - 256 if semitones > 127 else semitones) * 8192 / 765)
            else:
                note.bend = 0
            ring = cue[k + 12] | cue[k + 13] << 8
            note.ring_frequency = ring
            note.ring_waveform = wave if ring else None
            ms = int(1000 / rate)
            self._ends[i] = ticks_add(now, ms)
            self._busy[i] = True
            self._of[i] = self._plays
            self._cue[i] = name
            self._synth.press(note)
            if ms > last:
                last = ms
        end = ticks_add(now, last + TAIL_MS)
        if self._end is None or ticks_diff(end, self._end) > 0:
            self._end = end
        if self._amp is not None:
            self._amp.value = True

    def update(self, now):
        if self._end is None:
            return
        busy = self._busy
        for i in range(VOICES):
            if busy[i] and ticks_diff(now, self._ends[i]) >= 0:
                busy[i] = False
                self._release(i)
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
            of = self._cue[i]
            if self._busy[i] and (of == "claim" or of == "board_draw"):
                self._busy[i] = False
                self._release(i)

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
            if of[i] != self._plays and (best < 0 or ticks_diff(ends[i], ends[best]) < 0):
                best = i
        if best < 0:  # a cue of more voices than there are channels (none has)
            best = n
        self._release(best)
        return best

    def _release(self, i):
        """Let go of channel i's note and of its contours (their LFOs and arrays are garbage then)."""
        note = self._notes[i]
        self._synth.release(note)
        note.amplitude = 0
        note.bend = 0


def _contour(shape, delay, ms):
    """A one-shot LFO's waveform and rate for ``shape`` (an array, 0..255 each) spread over ``ms``, after
    ``delay`` ms: as many zero steps as the delay takes first."""
    steps = len(shape) - 1
    zeros = delay * steps // ms
    rate = 1000 * steps / (ms * (zeros + steps))
    if not zeros:
        return shape, rate
    a = array.array("h", bytes(2 * zeros))
    a.extend(shape)
    return a, rate
