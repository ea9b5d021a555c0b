"""Sounds, haptics, LEDs, NVM, console and clock of the board modules, as the simulator records them."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from boards.sound import NAMES, THEMES, VOICES, VOLUMES, _TAIL_MS as TAIL_MS  # noqa: E402

CUES = ("cursor", "select", "x", "o", "claim", "board_draw", "bad", "tick", "win", "draw")


def soundmake_constant(name):
    """A constant of boards/soundmake.py (which imports synthio: not here, outside a simulated board)."""
    import ast

    with open(os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "boards",
                           "soundmake.py")) as f:
        tree = ast.parse(f.read())
    for node in tree.body:
        if isinstance(node, ast.Assign) and node.targets[0].id in (name, "_" + name):  # (a private const(): room33)
            v = node.value
            return ast.literal_eval(v.args[0] if isinstance(v, ast.Call) else v)
    raise KeyError(name)


def theme_data(theme):
    import importlib

    return importlib.import_module("boards.snd_" + theme)


def frames(s, hw, seconds, step=0.01):
    for _ in range(int(round(seconds / step))):
        s.advance(step)
        hw.update()


def since(s, start, *kinds):
    """Events of ``kinds`` recorded after the first ``start`` ones."""
    return [e for e in s.events[start:] if e[1] in kinds]


def test_every_theme_has_every_cue_in_range():
    for theme in THEMES:
        d = theme_data(theme)
        assert sorted(d.CUES) == sorted(CUES) == sorted(NAMES), theme
        for name, voices in d.CUES.items():
            assert 1 <= len(voices) <= VOICES, (theme, name)
            if name in ("x", "o", "claim", "board_draw", "win", "draw"):  # a move's: together they fit
                assert len(voices) == 1, (theme, name)
            for v in voices:
                delay, wave, hz, ms, level, shape, filt, bend, semis, ring = v
                assert 0 <= delay < 1000 and wave in (0, 1, 2) and 20 <= hz <= 8000 and 0 < ms <= 2000, (theme, v)
                assert 0 < level <= 100 and 0 <= shape < len(d.SHAPES) and 0 <= filt <= len(d.FILTERS)
                assert 0 <= bend < len(d.SHAPES) and (bend == 0) == (semis == 0) and -24 <= semis <= 24
                assert 0 <= ring < 8000 and d.SHAPES[shape][-1] == 0, (theme, name)  # a loudness ends silent
        for shape in d.SHAPES:
            assert all(0 <= x <= 255 for x in shape) and len(shape) >= 3
        # the packed data fits the buffers boards/soundmake.py makes once for every theme
        from boards.sound import GAP, SIZE

        CUE_ROOM, SHAPE_ROOM, SHAPES = (soundmake_constant(n) for n in ("CUE_ROOM", "SHAPE_ROOM", "SHAPES"))

        assert sum(len(v) for v in d.CUES.values()) * SIZE <= CUE_ROOM
        assert GAP + sum(len(x) + GAP for x in d.SHAPES) <= SHAPE_ROOM and len(d.SHAPES) <= SHAPES
        assert len(d.FILTERS) == 1
        for v in (v for vs in d.CUES.values() for v in vs):
            for j in (v[5], v[7]) if v[7] else (v[5],):
                assert v[0] * (len(d.SHAPES[j]) - 1) // v[3] <= GAP  # a delay's zeros come from the gap


def test_nothing_of_synthio_until_sound_is_on_and_off_frees_it(board):
    s, hw = board("pybadge")
    assert hw._sound is None and hw._speaker is not None  # not even the player until sound is on
    hw.sound("x")
    frames(s, hw, 0.2)
    assert s.events_of("note") == []
    hw.enable(sound=True, theme=2, volume=1)
    snd = hw._sound
    assert snd.theme == 2 and snd._synth is not None and len(snd._cue_at) == len(CUES) + 1
    assert type(snd._out).__name__ == "AudioOut" and snd._out.playing
    out = snd._out
    hw.enable(sound=False)
    assert snd._synth is None and snd._cues is None and snd.theme is None and snd._out is None
    with pytest.raises(ValueError):  # deinitialised
        out.play(None)
    type(out)(snd._make[1]).deinit()  # its pin is free again (a pin in use raises)
    hw.sound("x")
    frames(s, hw, 0.2)
    assert s.events_of("note") == []


def test_a_speaker_pin_in_use_makes_nothing_and_says_so(board, capsys):
    s, hw = board("pybadge")
    busy = hw._speaker[0](hw._speaker[2])  # someone else holds the speaker's pin
    hw.enable(sound=True, theme=0, volume=1)
    assert "degraded: sound " in capsys.readouterr().out
    snd = hw._sound
    assert snd._synth is None and snd._out is None
    busy.deinit()
    hw.enable(sound=False)
    hw.enable(sound=True)  # the pin free again: the sounds are made
    hw.sound("o")
    frames(s, hw, 0.3)
    assert [e[2] for e in s.events_of("note")] == [float(v[2]) for v in theme_data("neon").CUES["o"]]


@pytest.mark.parametrize("theme", range(3))
def test_each_cue_presses_its_voices_with_the_amp_on_only_while_sounding(board, theme):
    s, hw = board("pybadge")
    hw.enable(sound=True, theme=theme, volume=2)
    data = theme_data(THEMES[theme])
    for name in CUES:
        t0 = len(s.events)
        hw.sound(name)
        frames(s, hw, 2.2)
        played = since(s, t0, "note")
        voices = data.CUES[name]
        assert [e[2] for e in played] == [float(v[2]) for v in voices], name
        peaks = [v[4] / 100 * max(data.SHAPES[v[5]]) / 255 for v in voices]  # its level at volume high
        assert [e[3] for e in played] == pytest.approx(peaks, rel=0.01), name
        amp = since(s, t0, "amp")
        assert [e[2] for e in amp] == [True, False], name
        longest = max(v[0] + v[3] for v in voices)
        on, off = amp[0][0], amp[1][0]
        assert longest - 20 <= off - on <= longest + TAIL_MS + 40, name
        assert len(since(s, t0, "note_off")) == len(voices)  # every voice let go


def test_volume_scales_every_voice_and_a_theme_change_rebuilds(board):
    s, hw = board("pybadge")
    hw.enable(sound=True, theme=0, volume=0)
    t0 = len(s.events)
    hw.sound("cursor")
    v = theme_data("neon").CUES["cursor"][0]
    peak = v[4] * 0.35 / 100 * max(theme_data("neon").SHAPES[v[5]]) / 255
    assert since(s, t0, "note")[0][3] == pytest.approx(peak, rel=0.03)
    synth = hw._sound._synth
    hw.enable(volume=2)
    level = VOLUMES[2] * 128 // 100
    assert hw._sound._synth is synth and hw._sound._level == level  # a new volume makes nothing again
    hw.enable(theme=1)  # another theme: its data, the same synthesizer
    assert hw._sound.theme == 1 and hw._sound._level == level and hw._sound._synth is synth
    t1 = len(s.events)
    hw.sound("cursor")
    assert since(s, t1, "note")[0][2] == float(theme_data("chalk").CUES["cursor"][0][2])


def test_a_win_silences_the_claim_under_it_and_voices_are_reused(board):
    s, hw = board("pybadge")
    hw.enable(sound=True, theme=2)
    snd = hw._sound
    hw.sound("x")
    hw.sound("claim")
    hw.sound("win")  # one frame: the move that claims a board and wins
    data = theme_data("mono").CUES
    assert len(data["x"]) + len(data["win"]) == VOICES  # the claim's voice was let go: the X still sounds
    of = snd._cue  # the cue each channel plays
    assert None not in of and of.count("x") == 1 and of.count("win") == 1
    assert len(s.events_of("note_off")) == len(data["claim"])
    hw.sound("o")  # both channels busy: the one nearest its end is taken (the X's); the chime rings on
    assert None not in of and of.count("o") == 1 and of.count("win") == 1 and "x" not in of
    frames(s, hw, 2.0)
    assert snd._cue == [None] * VOICES and [e[2] for e in since(s, 0, "amp")][-1] is False


def test_a_failure_to_play_prints_one_degraded_line(board, capsys):
    s, hw = board("pybadge")
    hw.enable(sound=True)

    def broken(name, now):
        raise OSError(5, "I/O error")

    hw._sound.play = broken
    hw.sound("win")
    out = capsys.readouterr().out.strip().splitlines()
    assert out == ["degraded: sound win [Errno 5] I/O error"]


def test_sound_switch(board):
    s, hw = board("pybadge")
    hw.enable(sound=True)
    t0 = len(s.events)
    hw.enable(sound=False)
    hw.sound("win")
    frames(s, hw, 0.5)
    assert since(s, t0, "note", "amp") == []
    hw.enable(sound=True)
    hw.sound("o")
    frames(s, hw, 0.3)
    assert [e[2] for e in since(s, t0, "note")] == [float(v[2]) for v in theme_data("neon").CUES["o"]]


def test_clue_and_thumby_use_pwm_audio(board):
    s, hw = board("clue")
    assert hw._speaker[0].__name__ == "PWMAudioOut"  # the CLUE firmware has no audioio
    hw.enable(sound=True, theme=0)
    assert type(hw._sound._out).__name__ == "PWMAudioOut"
    hw.sound("claim")
    frames(s, hw, 0.6)
    assert [e[2] for e in s.events_of("note")] == [float(v[2]) for v in theme_data("neon").CUES["claim"]]
    assert s.events_of("amp") == []  # no amplifier enable pin on a CLUE


def test_without_synthio_there_is_no_sound(board, capsys):
    s, hw = board("pybadge", without=("synthio",))  # as on a firmware built without synthio
    assert hw._sound is None
    assert "degraded: no sound:" in capsys.readouterr().out
    hw.enable(sound=True)
    hw.sound("claim")
    frames(s, hw, 0.3)
    assert s.events_of("note") == s.events_of("amp") == []


def t0_ms(s, start):
    return s.events[start - 1][0] if start else 0


def test_thumby_rumble_patterns(board):
    s, hw = board("thumby")
    t0 = len(s.events)
    hw.haptic("win")
    frames(s, hw, 1.5)
    pulses = since(s, t0, "rumble")
    assert [e[2] for e in pulses][-6:] == [True, False, True, False, True, False]
    assert 110 <= pulses[-6][0] - t0_ms(s, t0) <= 140  # with the chime, when the line is struck
    on = [round(b[0] - a[0], -1) for a, b in zip(pulses[-6::2], pulses[-5::2])]
    assert on == [80, 80, 400]
    t1 = len(s.events)
    hw.haptic("x")  # the X's two strokes
    frames(s, hw, 0.3)
    assert [e[2] for e in since(s, t1, "rumble")] == [True, False, True, False]
    hw.enable(haptics=False)
    t1 = len(s.events)
    hw.haptic("x")
    frames(s, hw, 0.2)
    assert since(s, t1, "rumble") == []


def test_drv2605_on_i2c(board):
    import sys

    s, hw = board("pybadge", drv2605=True)
    assert hw.haptics_driver == "drv2605"
    assert "boards.drv2605" in sys.modules  # its code is loaded only where one answers
    hw.haptic("claim")
    hw.haptic("x")
    hw.haptic("win")
    hw.haptic("nothing")
    assert [e[3] for e in s.events_of("haptic")] == [(0x8C, 27), (25, 0x86, 25), (0x8C, 82, 70)]
    assert s.machine.drv_regs[0x01] == 0  # out of standby


def test_no_haptics_without_a_motor_or_driver(board):
    import sys

    s, hw = board("pybadge")
    assert hw.haptics_driver is None and "boards.drv2605" not in sys.modules
    hw.haptic("win")
    frames(s, hw, 0.5)
    assert s.events_of("rumble") == s.events_of("haptic") == []


def test_neopixels_dim_flash_and_switch(board):
    s, hw = board("pybadge")
    hw.leds(0xFF0000)
    assert s.leds() == (0x0F0000,) * 5  # 1/16 brightness, all five
    t0 = len(s.events)
    hw.flash(0x00FF00)
    frames(s, hw, 1.5)
    shown = [e[2][0] for e in since(s, t0, "leds")]
    assert shown[0] == 0x000F00 and 0 in shown and shown[-1] == 0x0F0000  # blinks, then back
    hw.enable(leds=False)
    assert s.leds() == (0,) * 5
    hw.leds(0x0000FF)
    assert s.leds() == (0,) * 5
    hw.enable(leds=True)
    assert s.leds() == (0x00000F,) * 5


def test_thumby_rgb_led_and_single_pixel_boards(board):
    s, hw = board("thumby")
    hw.leds(0x00FFFF)
    assert s.leds() == (0x000F0F,)
    s.__exit__(None, None, None)
    s2, hw2 = board("pyportal")
    hw2.leds(0x123456)
    assert len(s2.leds()) == 1


def test_nvm_is_the_file(board, tmp_path):
    s, hw = board("pybadge")
    assert hw.nvm[0] == 0xFF  # erased flash
    hw.nvm[0:3] = b"abc"
    with open(str(tmp_path / "nvm-pybadge.bin"), "rb") as f:
        assert f.read()[:3] == b"abc"
    with pytest.raises(ValueError):
        hw.nvm[0:3] = b"ab"  # like the real nvm: same length only
    s.reboot()
    import boards

    assert boards.load().nvm[0:3] == b"abc"


def test_console_lines(board):
    s, hw = board("pybadge")
    assert hw.console_line() is None
    s.type("3 ")
    assert hw.console_line() is None  # not a whole line yet
    s.type("5\r\n\nx 1\n")
    assert hw.console_line() == "3 5"
    assert hw.console_line() == "x 1"  # blank lines skipped
    assert hw.console_line() is None


def test_ticks_wrap_like_a_device(board):
    s, hw = board("pybadge")
    t0 = hw.ticks_ms()
    assert t0 > (1 << 29) - 70000  # first wrap about 65 s after power-on
    s.advance(70)
    t1 = hw.ticks_ms()
    assert t1 < t0
    assert 69900 <= hw.ticks_diff(t1, t0) <= 70100
