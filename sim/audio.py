"""What the simulated board's speaker plays: the cues as CircuitPython's own synthio renders them
(``sim/sounds.py``), so a player hears what the board would play.

The fake ``synthio`` records ``("cue", name, theme, volume)`` each time the board's ``boards.sound.Sound``
starts a cue. The window plays each through ``pygame.mixer`` as it happens (``Speaker``); a headless run
given ``--wav PATH`` writes the session's track, each cue placed at its (virtual) time, so it lines up with
the frames and shots (``write_track``). The cues are rendered once per theme and volume into
``out/sounds-cache/`` (a second or so); without the CircuitPython binary the run is silent and says so once.
"""

import os
import wave

from sim import sounds


class Cues:
    """The rendered cues: ``samples(name, theme, volume)`` -> list of ints, or None (said once why)."""

    def __init__(self, root, cache=None):
        self.root = root
        self.cache = cache or os.path.join(root, "out", "sounds-cache")
        self._got = {}
        self.failed = None

    def samples(self, name, theme, volume):
        key = (theme, volume)
        if key not in self._got:
            self._got[key] = self._load(theme, volume)
        got = self._got[key]
        return None if got is None else got.get(name)

    def _load(self, theme, volume):
        if self.failed:
            return None
        folder = os.path.join(self.cache, "%s-%d" % (sounds.THEMES[theme], volume))
        try:
            files = sounds.render(folder, sounds.THEMES[theme], volume, root=self.root)
            return {n: sounds.read(p) for n, p in files.items()}
        except (sounds.NoEngine, RuntimeError, OSError) as e:
            self.failed = str(e)
            print("sim: the cues cannot be heard: %s" % e)
            return None


class Speaker:
    """The window's speaker: plays each new "cue" event of the machine through pygame.mixer."""

    def __init__(self, root):
        self.cues = Cues(root)
        self._seen = 0
        self._sounds = {}
        self.on = False
        try:
            import pygame

            pygame.mixer.init(frequency=sounds.RATE, size=-16, channels=1)
            self.on = True
        except Exception as e:  # no audio device: the game goes on, silent
            print("sim: no audio device (%s): the cues are not played" % e)

    def pump(self, machine):
        events = machine.events
        n = len(events)
        if not self.on:
            self._seen = n
            return
        for i in range(self._seen, n):
            e = events[i]
            if e[1] == "cue":
                self.play(*e[2:5])
        self._seen = n

    def play(self, name, theme, volume):
        key = (name, theme, volume)
        snd = self._sounds.get(key)
        if snd is None:
            samples = self.cues.samples(name, theme, volume)
            if samples is None:
                return
            import array

            import pygame

            snd = self._sounds[key] = pygame.mixer.Sound(buffer=array.array("h", samples).tobytes())
        snd.play()


def write_track(path, events, root, start_ms=0.0):
    """Write a mono 16-bit WAV of every "cue" event in ``events``, each at its time from ``start_ms``;
    returns how many cues it holds."""
    cues = Cues(root)
    rate = sounds.RATE
    placed = []
    end = 0
    for e in events:
        if e[1] != "cue":
            continue
        samples = cues.samples(e[2], e[3], e[4])
        if samples is None:
            continue
        at = int(round((e[0] - start_ms) * rate / 1000))
        placed.append((at, samples))
        end = max(end, at + len(samples))
    last = max((e[0] for e in events), default=start_ms)
    end = max(end, int((last - start_ms) * rate / 1000))
    mix = [0] * end
    for at, samples in placed:
        for i, v in enumerate(samples):
            mix[at + i] += v
    import array

    out = array.array("h", [max(-32768, min(32767, v)) for v in mix])
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(out.tobytes())
    return len(placed)
