"""Every cue of every theme, rendered by CircuitPython's own synthio (``sim/sounds.py`` runs the board's
``boards.sound.Sound`` on circuitpython-unix32-display) and measured: no clipping, no DC offset, peaks within
a few dB of each other, a cursor click <= 60 ms, a mark <= 400 ms, the chime <= 2 s, silence at the end
without a click. Skips without $CIRCUITPYTHON_UNIX (.ci/run sets it when ../shared/tools exists); the checks
themselves are tried on made-up signals first, so a check that cannot fail would show here."""

import math
import os

import pytest

from sim import sounds
from support import sound_engine

RATE = sounds.RATE


def tone(ms, level, hz=1000, fade_ms=20, dc=0):
    n = RATE * ms // 1000
    fade = RATE * fade_ms // 1000
    out = []
    for i in range(n):
        g = min(1.0, (n - i) / fade) if fade else 1.0
        out.append(max(-32768, min(32767, int(level * g * math.sin(2 * math.pi * hz * i / RATE)) + dc)))
    return out + [0] * (RATE // 50)


def test_the_checks_catch_what_they_are_for():
    good = sounds.measure(tone(40, 9000, fade_ms=35))
    assert sounds.check("cursor", good, 9000) == []
    assert any("clips" in b for b in sounds.check("x", sounds.measure(tone(100, 40000)), 32767))
    assert any("DC" in b for b in sounds.check("x", sounds.measure(tone(100, 4000, dc=600)), 4600))
    assert any("under the loudest" in b for b in sounds.check("x", sounds.measure(tone(100, 2000)), 9000))
    assert any("more than 60" in b for b in sounds.check("cursor", sounds.measure(tone(90, 9000)), 9000))
    assert any("more than 400" in b for b in sounds.check("o", sounds.measure(tone(450, 9000)), 9000))
    assert any("more than 2000" in b for b in sounds.check("win", sounds.measure(tone(2100, 9000)), 9000))
    cut = tone(100, 9000, fade_ms=0)  # stops dead: a click
    assert any("click" in b for b in sounds.check("x", sounds.measure(cut), 9000))
    hum = tone(100, 9000) + [40] * 500  # never quite silent
    assert any("not silent" in b for b in sounds.check("x", sounds.measure(hum), 9000))


@pytest.fixture(scope="module")
def rendered(tmp_path_factory):
    binary = sound_engine()
    out = tmp_path_factory.mktemp("sounds")
    got = {}
    for theme in sounds.THEMES:
        files = sounds.render(str(out / theme), theme, 2, binary=binary)
        got[theme] = {n: sounds.measure(sounds.read(p)) for n, p in files.items()}
    low = sounds.render(str(out / "low"), "mono", 0, cues=("x", "x+claim+win", "o+draw"), binary=binary)
    got["mono low"] = {n: sounds.measure(sounds.read(p)) for n, p in low.items()}
    return got


@pytest.mark.parametrize("theme", sounds.THEMES)
def test_every_cue_on_the_real_engine(rendered, theme):
    ms = rendered[theme]
    assert sorted(ms) == sorted(sounds.CUE_ORDER)
    loudest = max(m["peak"] for m in ms.values())
    assert sounds.db(loudest) > -20  # loud enough to hear on a small speaker
    bad = {n: sounds.check(n, m, loudest) for n, m in ms.items()}
    assert {n: b for n, b in bad.items() if b} == {}
    assert ms["x"]["ms"] > ms["o"]["ms"]  # the two-stroke X scribbles longer than the O's one circle
    assert ms["cursor"]["ms"] <= 60 and ms["x"]["ms"] <= 400 and ms["o"]["ms"] <= 400 and ms["win"]["ms"] <= 2000
    assert ms["claim"]["ms"] >= 300  # it lasts with the board's two pulses (120..420 ms)


def test_volume_low_and_a_whole_winning_move_layered(rendered):
    high = rendered["mono"]
    low = rendered["mono low"]
    drop = sounds.db(high["x"]["peak"]) - sounds.db(low["x"]["peak"])
    assert 7 <= drop <= 11  # 35 % of high: -9 dB
    for n in ("x+claim+win", "o+draw"):  # the cues of one move sound together: still no clipping
        m = low[n]
        assert m["peak"] < sounds.MAX_PEAK and m["clipped"] <= 1 and m["tail"] <= sounds.SILENT


# ----- the volume setting, kept in NVM -------------------------------------------------------------------------

def test_volume_is_saved_in_settings_byte_3_and_older_saves_read_as_medium():
    from uttt.restore import settings as unpack
    from uttt.store import pack_settings as pack
    from uttt.restore import defaults

    s = defaults()
    assert s["volume"] == 1 and pack(s)[3] == 0  # medium packs as the bits older saves hold
    for v in (0, 1, 2):
        s["volume"] = v
        b = pack(s)
        assert unpack(b)["volume"] == v and unpack(b) == s
    s["volume"] = 2
    s["ponder"] = 0
    assert unpack(pack(s))["ponder"] == 0  # its neighbours keep their bits
    old = bytes(pack(defaults())[:3]) + b"\x03"  # a save from before: ponder and animations off, no volume
    o = unpack(old)
    assert o["volume"] == 1 and not o["ponder"] and not o["anim"]
    assert unpack(pack(defaults())[:3])["volume"] == 1  # layout 1 (3 bytes)
    with pytest.raises(ValueError):
        unpack(bytes(pack(defaults())[:3]) + b"\x0c")  # volume code 3: corrupt
    s["volume"] = 3
    with pytest.raises(ValueError):
        pack(s)


def test_the_volume_row_steps_low_medium_high_and_survives_a_restart():
    from uttt.ui.app import App
    from uttt.ui.settings import SETTINGS

    nvm = bytearray(b"\xff" * 256)
    app = App(160, 128, "dpad", nvm=nvm, echo=False, seed=2)
    assert app.settings["volume"] == 1
    assert ("volume", "Volume", ("low", "medium", "high")) in SETTINGS
    app.open("settings")
    app.scr.activate("volume", 1)
    assert app.settings["volume"] == 2 and "settings" in app.dirty
    assert "Volume: high" in [text for key, text in app.scr.rows()]
    again = App(160, 128, "dpad", nvm=nvm, echo=False, seed=2)
    assert again.settings["volume"] == 2


# ----- the simulator's sound ----------------------------------------------------------------------------------

def test_headless_wav_track_holds_each_cue_at_its_time(rendered, tmp_path):
    from sim import Simulator
    from sim.audio import write_track

    s = Simulator("pybadge", nvm_path=str(tmp_path / "nvm.bin"), fresh=True)
    s.run("A A RIGHT A wait:0.5")  # Ultimate between friends: X in the centre; the cursor right; O
    cues = s.events_of("cue")
    assert [c[2] for c in cues][-3:] == ["x", "cursor", "o"] and cues[-1][3:] == (0, 1)  # neon, medium
    path = str(tmp_path / "track.wav")
    assert write_track(path, s.events, s.root) == len(cues)
    track = sounds.read(path)
    x_at = int(cues[-1][0] * RATE / 1000)
    assert max(abs(v) for v in track[x_at - RATE // 100:x_at]) == 0  # silent until the O is drawn ...
    assert max(abs(v) for v in track[x_at:x_at + RATE // 10]) > 3000  # ... then its blip
    assert len(track) >= int(s.events[-1][0] * RATE / 1000)  # as long as the session


def test_wav_option_is_checked_before_the_run(tmp_path):
    from sim.__main__ import main

    assert main(["--headless", "--wav", str(tmp_path), "--script", "A"]) == 2  # a folder, not a file
    assert not os.listdir(str(tmp_path))


@pytest.mark.parametrize("key", ["theme", "sound"])
def test_a_theme_or_sound_row_s_sounds_are_made_in_the_frame_after_its_press(key):
    # screens52: the board makes a theme's sounds (boards.soundmake and the theme's data imported, a collection:
    # ~100 ms of a PyBadge's, estimate) where the main loop finds "settings" in app.dirty. The row's press shows the
    # new value (and the new theme) alone; the next frame asks for the sounds, and the row's click comes with them,
    # in the new theme's voice. Left in the press's own frame, the sounds are asked for as the screen closes.
    from uttt.ui import buttons as K
    from uttt.ui.app import App

    app = App(160, 128, "dpad", echo=False, seed=2)
    app.open("settings")
    app.scr.sel = [k for k, _ in app.scr.items()].index(key)
    for back in (False, True):
        app.cues.clear()
        app.dirty.clear()
        was = app.settings[key]
        app.press(K.A)
        assert app.settings[key] != was and "settings" not in app.dirty and "select" not in app.cues
        if back:
            app.press(K.B)  # (the same frame)
            assert app.screen == "title"
        else:
            app.tick(app.now)  # the press's frame: nothing yet
            assert "settings" not in app.dirty and app.cues == []
            app.tick(app.now + 33)
        assert "settings" in app.dirty and app.cues == ["select"]
    app.open("settings")
    app.scr.sel = [k for k, _ in app.scr.items()].index("volume")
    app.dirty.clear()
    app.press(K.A)  # another row: at once, as before
    assert "settings" in app.dirty and app.cues[-1] == "select"
