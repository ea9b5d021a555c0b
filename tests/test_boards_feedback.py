"""Sounds, haptics, LEDs, NVM, console and clock of the board modules, as the simulator records them."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from boards.sound import SOUNDS, TAIL_MS  # noqa: E402


def notes(name):
    """[(Hz, ms)] of cue ``name`` (0 Hz: a rest), from its row: priority, level %, square, Hz, ms, Hz, ms ..."""
    row = SOUNDS[name]
    return list(zip(row[3::2], row[4::2]))


def frames(s, hw, seconds, step=0.01):
    for _ in range(int(round(seconds / step))):
        s.advance(step)
        hw.update()


def since(s, start, *kinds):
    """Events of ``kinds`` recorded after the first ``start`` ones."""
    return [e for e in s.events[start:] if e[1] in kinds]


@pytest.mark.parametrize("name", sorted(SOUNDS))
def test_each_cue_plays_its_notes_with_the_amp_on_only_while_sounding(board, name):
    s, hw = board("pybadge")
    t0 = len(s.events)
    hw.sound(name)
    frames(s, hw, 1.2)
    played = since(s, t0, "note")
    assert [e[2] for e in played] == [float(hz) for hz, ms in notes(name) if hz]
    assert all(e[3] == SOUNDS[name][1] / 100 for e in played)  # its loudness
    amp = since(s, t0, "amp")
    assert [e[2] for e in amp] == [True, False]
    on, off = amp[0][0], amp[1][0]
    assert on <= played[0][0]
    last_off = since(s, t0, "note_off")[-1][0]
    assert last_off <= off <= last_off + TAIL_MS + 15  # amp off soon after the last note
    total = sum(ms for hz, ms in notes(name))
    assert total <= off - on <= total + TAIL_MS + 30


def test_one_voice_square_or_sine_each_note_with_its_own_fade(board):
    s, hw = board("pybadge")
    voice = hw._sound._voice
    hw.sound("mark")  # a square wave (synthio's own when the waveform is None)
    assert voice.waveform is None and voice.envelope.decay_time == 0.018
    frames(s, hw, 0.3)
    hw.sound("claim")  # a sine
    assert len(voice.waveform) == 64 and max(voice.waveform) == 32767
    frames(s, hw, 0.1)
    assert voice.frequency == 880 and voice.envelope.decay_time == 0.07  # the same Note, retuned


def test_a_quiet_cue_does_not_cut_the_victory_tune(board):
    s, hw = board("pybadge")
    t0 = len(s.events)
    hw.sound("win")
    frames(s, hw, 0.05)
    hw.sound("move")
    frames(s, hw, 1.0)
    assert [e[2] for e in since(s, t0, "note")] == [523.0, 659.0, 784.0, 1047.0]
    hw.sound("move")
    hw.sound("bad")  # a louder cue does cut a quiet one
    frames(s, hw, 0.5)
    assert [e[2] for e in since(s, t0, "note")][4:] == [1800.0, 110.0, 98.0]


def test_sound_switch(board):
    s, hw = board("pybadge")
    t0 = len(s.events)
    hw.enable(sound=False)
    hw.sound("win")
    frames(s, hw, 0.5)
    assert since(s, t0, "note", "amp") == []
    hw.enable(sound=True)
    hw.sound("mark")
    frames(s, hw, 0.2)
    assert [e[2] for e in since(s, t0, "note")] == [1400.0]


def test_clue_and_thumby_use_pwm_audio(board):
    s, hw = board("clue")
    assert type(hw._sound._out).__name__ == "PWMAudioOut"  # the CLUE firmware has no audioio
    hw.sound("claim")
    frames(s, hw, 0.5)
    assert [e[2] for e in s.events_of("note")] == [660.0, 880.0, 1320.0]
    assert s.events_of("amp") == []  # no amplifier enable pin on a CLUE


def test_without_synthio_a_looped_sine_sample_plays(board):
    s, hw = board("pybadge", without=("synthio",))  # as on a firmware built without synthio
    t0 = len(s.events)
    hw.sound("claim")
    frames(s, hw, 0.6)
    tones = [e[2] for e in since(s, t0, "tone")]
    assert tones == [660.0, 880.0, 1320.0]
    assert [e[2] for e in since(s, t0, "amp")] == [True, False]


def test_thumby_rumble_patterns(board):
    s, hw = board("thumby")
    t0 = len(s.events)
    hw.haptic("win")
    frames(s, hw, 1.0)
    pulses = since(s, t0, "rumble")
    assert [e[2] for e in pulses] == [True, False, True, False, True, False]
    on = [round(b[0] - a[0], -1) for a, b in zip(pulses[::2], pulses[1::2])]
    assert on == [80, 80, 200]
    hw.enable(haptics=False)
    t1 = len(s.events)
    hw.haptic("mark")
    frames(s, hw, 0.2)
    assert since(s, t1, "rumble") == []


def test_drv2605_on_i2c(board):
    import sys

    s, hw = board("pybadge", drv2605=True)
    assert hw.haptics_driver == "drv2605"
    assert "boards.drv2605" in sys.modules  # its code is loaded only where one answers
    hw.haptic("claim")
    hw.haptic("mark")
    assert [e[2] for e in s.events_of("haptic")] == [14, 1]
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
