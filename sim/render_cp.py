# Run by CircuitPython's own unix port (circuitpython-unix32-display), not by CPython: sim/sounds.py starts
# it with MICROPYPATH=<repo>. Renders every cue of a theme through boards.sound.Sound, the class a board
# plays its cues with, on the real synthio, pulling buffers with audiocore.get_buffer. Sound.update() is
# called once per 33 ms frame of audio, as the main loop does on a board.
#
#   circuitpython-unix32-display sim/render_cp.py OUT_DIR THEME VOLUME [CUE ...]
#
# writes OUT_DIR/<cue>.wav (mono, 16-bit, 22050 Hz) and prints "cue <name> <samples>" per cue; a cue
# named a+b plays cues a and b in the same frame (as a move that claims a board does).
import sys
import struct
import audiocore
from boards.sound import NAMES, RATE, Sound

FRAME_MS = 33
MAX_S = 4


class Out:
    """Stands for the AudioOut: the renderer pulls the samples itself."""

    def play(self, sample, loop=False):
        pass

    def stop(self):
        pass


def header(nbytes):
    return (b"RIFF" + struct.pack("<I", 36 + nbytes) + b"WAVE" + b"fmt "
            + struct.pack("<IHHIIHH", 16, 1, 1, RATE, RATE * 2, 2, 16) + b"data" + struct.pack("<I", nbytes))


def render(snd, names, path):
    synth = snd._synth
    now = 0
    for name in names:
        snd.play(name, now)
    f = open(path, "wb")
    f.write(header(0))
    pos = 0
    frame = 0
    tail = 0
    while pos < MAX_S * RATE:
        t = pos * 1000 // RATE
        if t >= frame:
            snd.update(t)
            frame += FRAME_MS
        code, buf = audiocore.get_buffer(synth)
        if buf is None:
            raise RuntimeError("get_buffer error %d" % code)
        f.write(buf)
        pos += len(buf)
        if snd._end is None and not synth.pressed:
            tail += 1
            if tail > 2:
                break
    f.seek(0)
    f.write(header(pos * 2))
    f.close()
    return pos


def main():
    out, theme, volume = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    snd = Sound(Out(), None)
    snd.build(theme, volume)
    names = sys.argv[4:] or sorted(NAMES)
    for name in names:
        parts = name.split("+")
        for p in parts:
            if p not in NAMES:
                raise SystemExit("no cue %s in theme %d" % (p, theme))
        n = render(snd, parts, out + "/" + name + ".wav")
        print("cue", name, n)
        snd.stop()
        for _ in range(4):  # let the released voices finish before the next cue
            audiocore.get_buffer(snd._synth)


main()
