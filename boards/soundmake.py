"""Makes a theme's sounds for ``boards.sound.Sound.build`` (the code that runs only when sound is switched on
or the theme changes: ``build`` drops this module again).

The first time, the synthesizer, its channels, the sine and noise tables and the buffers the theme's data
goes into are made, before anything else, so they sit together. Then, and at each theme change, the theme's
data module is imported, packed into those buffers in place (no new object stays), and dropped; its one
filter is made last, once the module's memory is free again, so a theme change does not leave objects
scattered over the heap (docs/sound.md, Memory).
"""

import array
import gc
import math
import struct
import sys

import synthio

try:
    from micropython import const
except ImportError:  # CPython (the simulator)
    def const(x):
        return x

from boards.soundfmt import GAP, NAMES, RATE, VOICE, VOICES, VOLUMES

SOUNDSCAPES = ("boards.snd_neon", "boards.snd_chalk", "boards.snd_mono")  # by name: sim/deploy.py ships them
NOISE = 64  # samples of the noise table; at RATE / NOISE Hz (344) it steps one sample per output sample
_CUE_ROOM = const(208)  # bytes for every cue's voices packed (14 a voice); tests/test_boards_feedback.py checks
_SHAPE_ROOM = const(312)  # bytes for the shapes, each after GAP zeros
SHAPES = 16  # shapes a theme may have


def make(snd, theme, volume):
    """The theme's data into ``snd``; the synthesizer, its channels and tables first unless it has them."""
    if snd._synth is None:
        _engine(snd)
    snd._filters = None
    full = SOUNDSCAPES[theme]
    boards = __import__(full)
    name = full[7:]
    data = sys.modules[full]  # (not the package's attribute: an import hook, like the harness's, may not set it)
    del sys.modules[full]  # the module goes once its data is packed
    if hasattr(boards, name):
        delattr(boards, name)
    cues = snd._cues
    at = snd._cue_at
    k = 0
    for n in range(len(NAMES)):
        at[n] = k
        for v in data.CUES[NAMES[n]]:
            struct.pack_into(VOICE, cues, k, *v)
            k += struct.calcsize(VOICE)
    at[len(NAMES)] = k
    shapes = snd._shapes
    at = snd._shape_at
    k = GAP
    for n in range(len(data.SHAPES)):  # shape n: from at[n] to at[n + 1] - GAP, GAP zeros after it
        at[n] = k
        for x in data.SHAPES[n]:
            shapes[k] = x
            k += 1
        for i in range(k, k + GAP):
            shapes[i] = 0
        k += GAP
    at[len(data.SHAPES)] = k
    kind, hz, q = data.FILTERS[0]
    data = None
    gc.collect()
    modes = synthio.FilterMode
    snd._filters = (None, synthio.Biquad((modes.LOW_PASS, modes.HIGH_PASS, modes.BAND_PASS)[kind], frequency=hz,
                                         Q=q / 10))
    snd._level = VOLUMES[volume] * 128 // 100  # an LFO gives waveform / 32768 x scale: 255 -> about 1.0


def _engine(snd):
    """The synthesizer, its channels, the sine and noise tables and the data's buffers: every theme's."""
    env = synthio.Envelope(attack_time=0, decay_time=0, release_time=0.01, attack_level=1.0, sustain_level=1.0)
    snd._synth = synthio.Synthesizer(sample_rate=RATE, envelope=env)
    snd._notes = [synthio.Note(frequency=440, envelope=env) for _ in range(VOICES)]
    snd._lfo = synthio.LFO  # each voice played gets its own one-shot LFOs (their waveform is fixed)
    snd._ends = [0] * VOICES  # when each channel's voice is over
    snd._cue = [None] * VOICES  # the cue each channel plays, None when it is free
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
    sine = array.array("h", [int(32767 * math.sin(math.pi * i / 32)) for i in range(64)])
    snd._waves = (sine, noise, None)  # wave 0, 1, 2: a sine, noise, synthio's own square
    snd._cues = bytearray(_CUE_ROOM)
    snd._cue_at = array.array("H", bytes(2 * len(NAMES) + 2))
    snd._shapes = memoryview(array.array("h", bytearray(2 * _SHAPE_ROOM)))  # GAP zeros, a shape, GAP zeros ...:
    # 16-bit, as the LFOs' waveforms are, so that a cue's contour is a slice, not an iteration (Sound._contour); a
    # memoryview's slice is a view of these bytes (16 bytes of heap), where an array's was a copy (frames33)
    snd._shape_at = array.array("H", bytes(2 * SHAPES + 2))
