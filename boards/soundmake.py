"""Makes a theme's sounds for ``boards.sound.Sound.build`` (the code that runs only when sound is switched on
or the theme or volume changes: ``build`` drops this module again). The theme's data module is imported,
packed and dropped too: what stays is what ``Sound.play`` reads."""

import array
import math
import struct
import sys

import synthio

from boards.sound import NAMES, RATE, VOICE, VOICES, VOLUMES

SOUNDSCAPES = ("boards.snd_neon", "boards.snd_chalk", "boards.snd_mono")  # by name: sim/deploy.py ships them
NOISE = 128  # samples of the noise table; at RATE / NOISE Hz (172) it steps one sample per output sample


def make(snd, theme, volume):
    full = SOUNDSCAPES[theme]
    boards = __import__(full)
    name = full[7:]
    data = getattr(boards, name)
    del sys.modules[full]  # the module goes: its data is packed below
    delattr(boards, name)
    cues = [b"".join(struct.pack(VOICE, *v) for v in data.CUES[k]) for k in NAMES]
    snd._cues, snd._cue_at = _joined(cues)
    snd._shapes, snd._shape_at = _joined([bytes(s) for s in data.SHAPES])
    modes = synthio.FilterMode
    kinds = (modes.LOW_PASS, modes.HIGH_PASS, modes.BAND_PASS)
    snd._filters = [None] + [synthio.Biquad(kinds[k], frequency=hz, Q=q / 10) for k, hz, q in data.FILTERS]
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
    snd._level = VOLUMES[volume] * 128 // 100  # an LFO gives waveform / 32768 x scale: 255 -> about 1.0
    env = synthio.Envelope(attack_time=0, decay_time=0, release_time=0.01, attack_level=1.0, sustain_level=1.0)
    snd._synth = synthio.Synthesizer(sample_rate=RATE, envelope=env)
    snd._notes = [synthio.Note(frequency=440, envelope=env) for _ in range(VOICES)]
    snd._lfo = synthio.LFO  # each voice played gets its own one-shot LFOs (their waveform is fixed)
    snd._ends = [0] * VOICES  # when each channel's voice is over
    snd._cue = [None] * VOICES  # the cue each channel plays, None when it is free


def _joined(parts):
    """One bytes of all parts, and an array of where each starts (and, last, where the last ends)."""
    at = array.array("H", [0])
    for p in parts:
        at.append(at[-1] + len(p))
    return b"".join(parts), at
