"""``python -m sim.sounds OUT/``: render every cue of every theme through CircuitPython's own synthio, measure
them and draw a spectrogram per theme (docs/sound.md).

The rendering runs ``sim/render_cp.py`` on ``circuitpython-unix32-display`` (``$CIRCUITPYTHON_UNIX``, else
``../shared/tools`` beside the repository): the board's own ``boards.sound.Sound`` plays each cue on the real
synthio, and ``audiocore.get_buffer`` pulls the samples, so a WAV here is what a board's DAC is given.
Writes OUT/<theme>/<cue>.wav and OUT/sounds-<theme>.png, and prints per cue its duration (to the last
sample above -60 dBFS), peak and RMS in dBFS, DC offset and the checks of ``check()``.

    python -m sim.sounds out/sounds                 # all themes, volume high
    python -m sim.sounds out/sounds --theme mono --volume 1
"""

import argparse
import math
import os
import shutil
import stat
import subprocess
import sys
import tempfile
import wave

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
THEMES = ("neon", "chalk", "mono")  # boards.sound.THEMES
VOLUMES = ("low", "medium", "high")
RATE = 22050
SILENT = 32  # -60 dBFS: below this a sample counts as silence
# The limits the test on the real engine holds every cue to (tests/test_sounds.py)
LIMIT_MS = {"cursor": 60, "select": 60, "x": 400, "o": 400, "win": 2000}
PEAK_SPREAD_DB = 6.0  # every cue's peak within this of the loudest
MAX_PEAK = 29000  # synthio's mix-down squeezes everything above 28000: stay near it, never at full scale
MAX_DC = 100  # the mean of the audible part: at most this, or DC_SHARE of the peak (a short decaying tone
DC_SHARE = 0.02  # starts on a half-wave its next one does not quite cancel); silence is exactly 0
CUE_ORDER = ("cursor", "select", "x", "o", "claim", "board_draw", "bad", "tick", "win", "draw")


class NoEngine(Exception):
    """No CircuitPython binary with synthio to render with."""


def engine():
    """The path of an executable circuitpython-unix32-display, or raise NoEngine saying where it looked."""
    path = os.environ.get("CIRCUITPYTHON_UNIX") or os.path.join(ROOT, "..", "shared", "tools",
                                                                 "circuitpython-unix32-display")
    if path.endswith("circuitpython-unix32"):
        path += "-display"
    if not os.path.isfile(path):
        raise NoEngine("no CircuitPython binary at %s (set CIRCUITPYTHON_UNIX to circuitpython-unix32-display)"
                       % path)
    if not os.access(path, os.X_OK):  # a read-only tools folder: run a copy
        copy = os.path.join(tempfile.gettempdir(), "uttt-cp-%d" % os.getuid(), os.path.basename(path))
        os.makedirs(os.path.dirname(copy), exist_ok=True)
        if not os.path.isfile(copy) or os.path.getsize(copy) != os.path.getsize(path):
            shutil.copyfile(path, copy)
            os.chmod(copy, os.stat(copy).st_mode | stat.S_IXUSR)
        path = copy
    return path


def render(out_dir, theme, volume=2, cues=(), root=ROOT, binary=None):
    """Render cues (all of the theme's when empty) into out_dir/<cue>.wav; returns {cue: path}."""
    os.makedirs(out_dir, exist_ok=True)
    env = dict(os.environ, MICROPYPATH=root)
    cmd = [binary or engine(), os.path.join(root, "sim", "render_cp.py"), os.path.abspath(out_dir),
           str(THEMES.index(theme)), str(volume)] + list(cues)
    r = subprocess.run(cmd, env=env, cwd=root, capture_output=True, text=True, timeout=300)
    if r.returncode != 0:
        raise RuntimeError("rendering %s failed: %s" % (theme, (r.stderr or r.stdout).strip()[-400:]))
    names = [line.split()[1] for line in r.stdout.splitlines() if line.startswith("cue ")]
    return {n: os.path.join(out_dir, n + ".wav") for n in names}


def read(path):
    """The samples of a mono 16-bit WAV file, as a list of ints."""
    import array

    with wave.open(path, "rb") as w:
        if w.getnchannels() != 1 or w.getsampwidth() != 2:
            raise ValueError("%s: not mono 16-bit" % path)
        a = array.array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        a.byteswap()
    return a.tolist()


def db(x):
    return 20 * math.log10(max(x, 1) / 32768)


def measure(samples):
    """Duration ms (to the last sample above SILENT), peak, RMS of the audible part, DC, the file's tail peak
    (its last 10 ms), the RMS of the last 5 ms of the audible part, and the longest run of full-scale samples."""
    last = 0
    peak = 0
    for i, v in enumerate(samples):
        a = abs(v)
        if a > SILENT:
            last = i + 1
        if a > peak:
            peak = a
    body = samples[:last] or [0]
    rms = math.sqrt(sum(v * v for v in body) / len(body))
    dc = sum(body) / len(body)
    tail = max((abs(v) for v in samples[-RATE // 100:]), default=0)
    end = body[-RATE // 200:]
    end_rms = math.sqrt(sum(v * v for v in end) / len(end))
    run = best = 0
    for v in samples:
        run = run + 1 if abs(v) >= 32700 else 0
        best = max(best, run)
    return dict(ms=last * 1000 / RATE, peak=peak, rms=rms, dc=dc, tail=tail, end_rms=end_rms, clipped=best)


def check(name, m, loudest):
    """What is wrong with cue ``name`` measured as ``m`` (``measure``), loudest peak of its theme: a list of
    short texts, empty when it passes."""
    bad = []
    if m["peak"] >= MAX_PEAK or m["clipped"] > 1:
        bad.append("clips (peak %d)" % m["peak"])
    if abs(m["dc"]) > max(MAX_DC, m["peak"] * DC_SHARE):
        bad.append("DC offset %.0f" % m["dc"])
    if m["peak"] and db(loudest) - db(m["peak"]) > PEAK_SPREAD_DB:
        bad.append("peak %.1f dB under the loudest" % (db(loudest) - db(m["peak"])))
    limit = LIMIT_MS.get(name)
    if limit and m["ms"] > limit:
        bad.append("%.0f ms, more than %d" % (m["ms"], limit))
    if m["tail"] > SILENT:
        bad.append("not silent at its end (%d)" % m["tail"])
    if m["end_rms"] > m["peak"] / 10:
        bad.append("ends with a click (last 5 ms at %.0f dB of its peak)" % (db(m["end_rms"]) - db(m["peak"])))
    if m["peak"] <= SILENT:
        bad.append("silent")
    return bad


def spectrogram(png, cues, title):
    """A spectrogram of the cues side by side (0-11 kHz, log magnitude), each under its name, as a PNG."""
    import numpy as np
    import pygame

    n_fft, hop, gap = 256, 96, 4
    cols = []
    labels = []
    window = np.hanning(n_fft)
    for name, samples in cues:
        x = np.asarray(samples, dtype=float) / 32768
        x = np.concatenate([x, np.zeros(max(n_fft, 60 * hop - len(x)))])  # room for its name
        frames = max(1, (len(x) - n_fft) // hop)
        spec = np.stack([np.abs(np.fft.rfft(window * x[i * hop:i * hop + n_fft])) for i in range(frames)])
        labels.append((name, sum(c.shape[0] for c in cols) + gap * len(cols)))
        cols.append(20 * np.log10(spec / (n_fft / 4) + 1e-6))  # 0 dB: a full-scale sine
    rows = n_fft // 2 + 1
    width = sum(c.shape[0] for c in cols) + gap * (len(cols) - 1)
    top, bottom = 18, 16
    img = np.zeros((width, rows + top + bottom, 3), dtype=np.uint8)
    img[:, :] = (24, 24, 24)
    x0 = 0
    for c in cols:
        v = np.clip((c + 80) / 80, 0, 1)  # -80..0 dB
        rgb = np.stack([np.clip(3 * v - 1.2, 0, 1), np.clip(3 * v - 0.6, 0, 1) * 0.9, np.clip(2 * v, 0, 1) * 0.8],
                       axis=-1)
        img[x0:x0 + c.shape[0], top:top + rows] = (rgb[:, ::-1] * 255).astype(np.uint8)
        x0 += c.shape[0] + gap
    pygame.font.init()
    surf = pygame.surfarray.make_surface(img)
    scaled = pygame.transform.scale(surf, (width, (rows + top + bottom) * 2))
    font = pygame.font.Font(None, 20)
    scaled.blit(font.render(title + "   (0-11 kHz up, time across; a column = %.1f ms)" % (1000 * hop / RATE), True,
                            (230, 230, 230)), (4, 6))
    for name, x in labels:
        scaled.blit(font.render(name, True, (230, 230, 230)), (x + 1, 2 * (rows + top) + 8))
    pygame.image.save(scaled, png)


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m sim.sounds", description=__doc__.split("\n\n")[0])
    p.add_argument("out", help="folder for the WAV files and spectrograms")
    p.add_argument("--theme", choices=THEMES, action="append", help="a theme (repeatable; default: all)")
    p.add_argument("--volume", type=int, choices=(0, 1, 2), default=2, help="0 low, 1 medium, 2 high (default)")
    p.add_argument("--no-png", action="store_true", help="no spectrograms")
    args = p.parse_args(argv)
    try:
        binary = engine()
    except NoEngine as e:
        print("python -m sim.sounds: %s" % e, file=sys.stderr)
        return 2
    failed = 0
    for theme in args.theme or THEMES:
        files = render(os.path.join(args.out, theme), theme, args.volume, binary=binary)
        names = [n for n in CUE_ORDER if n in files] + sorted(n for n in files if n not in CUE_ORDER)
        data = [(n, read(files[n])) for n in names]
        ms = {n: measure(s) for n, s in data}
        loudest = max(m["peak"] for m in ms.values())
        print("%s (volume %s):" % (theme, VOLUMES[args.volume]))
        print("  %-11s %7s %7s %7s %6s  %s" % ("cue", "ms", "peak", "RMS", "DC", "check"))
        for n in names:
            m = ms[n]
            bad = check(n, m, loudest)
            failed += bool(bad)
            print("  %-11s %7.0f %7.1f %7.1f %6.0f  %s" % (n, m["ms"], db(m["peak"]), db(m["rms"]), m["dc"],
                                                            "; ".join(bad) or "ok"))
        if not args.no_png:
            png = os.path.join(args.out, "sounds-%s.png" % theme)
            spectrogram(png, data, "%s: every cue, rendered by CircuitPython's synthio" % theme)
            print("  spectrogram:", png)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
