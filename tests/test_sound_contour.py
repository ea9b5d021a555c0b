"""A cue's contours are views of the theme's shapes, not copies (frames33: each copy was a new array on the heap at
every cue, ~64-128 bytes of a press's garbage), and the cues sound exactly as with copies: every cue of every
theme started on CircuitPython's own synthio (circuitpython-unix32-display), its samples pulled as a frame would,
compared with the same cue whose contours are copied arrays as before. Skips without $CIRCUITPYTHON_UNIX."""

import os
import subprocess

import pytest

from support import sound_engine

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SCRIPT = r"""
import array, audiocore, gc
from boards.sound import Sound, THEMES
from boards.soundfmt import NAMES


class Out:
    def play(self, s, loop=False):
        pass

    def stop(self):
        pass


def render(snd, name):
    snd.play(name, 0)
    out = []
    for _ in range(40):  # 40 buffers of 256 samples: the longest mark's voices, and more
        code, buf = audiocore.get_buffer(snd._synth)
        out.append(bytes(buf))
    snd.stop()
    for _ in range(8):  # the voices' release, so that the next cue starts from silence
        audiocore.get_buffer(snd._synth)
    return b"".join(out)


snd = Sound(Out(), None)
view = Sound._contour


def copied(self, j, delay, ms):  # as before: the slice as a new array
    w, r = view(self, j, delay, ms)
    return array.array("h", w), r


for theme in range(3):
    for name in NAMES:
        got = []
        for contour in (view, copied):  # each from a fresh synthesizer (the noise's phase, the filters' state)
            Sound._contour = contour
            snd.build(theme, 2)
            if contour is view:
                print("VIEW", type(snd._shapes).__name__, type(snd._contour(1, 0, 100)[0]).__name__)
            got.append(render(snd, name))
            snd.free()
        a, b = got
        print("CUE", THEMES[theme], name, len(a), "same" if a == b else "DIFFERENT", len(a) - a.count(b"\0"))
Sound._contour = view
print("DONE")
"""


def test_a_cues_contours_are_views_and_every_cue_sounds_as_with_copies():
    binary = sound_engine()
    r = subprocess.run([binary, "-c", SCRIPT], env=dict(os.environ, MICROPYPATH=ROOT), cwd=ROOT,
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    lines = r.stdout.splitlines()
    assert "DONE" in lines
    assert set(x for x in lines if x.startswith("VIEW")) == {"VIEW memoryview memoryview"}
    cues = [x.split() for x in lines if x.startswith("CUE")]
    assert len(cues) >= 3 * 10
    assert all(c[4] == "same" for c in cues), [c for c in cues if c[4] != "same"]
    assert all(int(c[5]) > 1000 for c in cues)  # each cue made some sound (not two silences compared)
