"""Each board module driven in the simulator with its real pins and screen: buttons, joystick, touch."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from sim.stubs import BoardStub  # noqa: E402
from uttt.ui.buttons import A, B, DOWN, LEFT, NEXT, PREV, RIGHT, SELECT, START, UP  # noqa: E402


def run(s, hw, seconds, step=0.01):
    """Poll like the app does for ``seconds``: [(ms since start, event)]."""
    out = []
    t0 = s.machine.t()
    for _ in range(int(round(seconds / step))):
        s.advance(step)
        for e in hw.poll():
            out.append((round(s.machine.t() - t0), e))
        hw.update()
    return out


def codes(events):
    return [e for _, e in events]


def tap(s, hw, control, seconds=0.06):
    s.press(control)
    got = run(s, hw, seconds)
    s.release(control)
    return codes(got + run(s, hw, 0.05))


@pytest.mark.parametrize("name,board_id,title", [("pybadge", "pybadge", "PyBadge"),
                                                 ("edgebadge", "edgebadge", "EdgeBadge")])
def test_badge_shift_register_keys(board, name, board_id, title):
    s, hw = board(name)
    assert (hw.name, hw.board_id, hw.scheme, hw.has_touch) == (title, board_id, "dpad", False)
    assert (hw.width, hw.height) == (160, 128)
    assert hw.notice == ""
    assert len(hw.nvm) == BoardStub(board_id).nvm_size == 256
    wiring = {"B": B, "A": A, "START": START, "SELECT": SELECT, "RIGHT": RIGHT, "DOWN": DOWN, "UP": UP,
              "LEFT": LEFT}
    for control, code in wiring.items():
        assert tap(s, hw, control) == [code], control
    assert not s.events_of("warning")


def test_two_buttons_together_are_both_delivered_in_order(board):
    s, hw = board("pybadge")
    s.press("A")
    s.press("B")
    assert codes(run(s, hw, 0.05)) == [A, B]
    s.release("B")
    s.release("A")
    assert codes(run(s, hw, 0.05)) == []


def test_dpad_auto_repeat(board):
    s, hw = board("pybadge")
    s.press("RIGHT")
    got = run(s, hw, 1.0)
    s.release("RIGHT")
    times = [t for t, e in got if e == RIGHT]
    assert times[0] <= 10
    assert 390 <= times[1] - times[0] <= 420  # first repeat after ~0.4 s
    gaps = [b - a for a, b in zip(times[1:], times[2:])]
    assert gaps and all(115 <= g <= 135 for g in gaps)  # then every ~0.12 s
    assert run(s, hw, 0.5) == []  # nothing after the release
    s.press("A")  # A does not repeat
    assert codes(run(s, hw, 1.0)) == [A]


def test_pygamer_buttons_and_joystick(board):
    s, hw = board("pygamer")
    assert (hw.name, hw.scheme, hw.width, hw.height, len(hw.nvm)) == ("PyGamer", "dpad", 160, 128, 256)
    for control, code in {"B": B, "A": A, "START": START, "SELECT": SELECT}.items():
        assert tap(s, hw, control) == [code]
    for control, code in {"UP": UP, "DOWN": DOWN, "LEFT": LEFT, "RIGHT": RIGHT}.items():
        assert tap(s, hw, control, 0.1) == [code]  # arrow keys push the stick all the way


def test_pygamer_joystick_dead_zone_hysteresis_and_repeat(board):
    s, hw = board("pygamer")
    s.stick(0.3, -0.3)
    assert run(s, hw, 1.0) == []  # inside the dead zone: nothing
    s.stick(0.8, 0.1)
    got = codes(run(s, hw, 0.45))
    assert got == [RIGHT, RIGHT]  # press, then the first repeat at 0.4 s
    s.stick(0.45, 0)  # eased back but still past the let-go line: still held, still repeating
    assert set(codes(run(s, hw, 0.3))) == {RIGHT}
    s.stick(0.2, 0)
    assert run(s, hw, 0.5) == []
    s.stick(0.1, 0.9)  # the larger axis wins
    assert codes(run(s, hw, 0.1)) == [DOWN]
    s.stick(-0.9, 0)
    assert codes(run(s, hw, 0.1)) == [LEFT]
    s.stick(0, -1)
    assert codes(run(s, hw, 0.1)) == [UP]


def test_clue_two_button_scheme(board):
    s, hw = board("clue")
    assert (hw.name, hw.scheme, hw.width, hw.height) == ("CLUE", "two", 240, 240)
    assert len(hw.nvm) == BoardStub("clue_nrf52840_express").nvm_size == 8192
    assert tap(s, hw, "A") == [NEXT]
    assert tap(s, hw, "B") == [A]
    # a long press gives its hold code while still held, and nothing more on release
    s.press("A")
    assert codes(run(s, hw, 0.5)) == []
    assert codes(run(s, hw, 0.2)) == [B]
    s.release("A")
    assert codes(run(s, hw, 0.2)) == []
    assert tap(s, hw, "B", 0.8) == [START]
    # both together: SELECT, and neither counts as a tap or a hold
    s.press("A")
    run(s, hw, 0.05)
    s.press("B")
    assert codes(run(s, hw, 1.0)) == [SELECT]
    s.release("A")
    s.release("B")
    assert codes(run(s, hw, 0.2)) == []


def test_thumby_color(board):
    s, hw = board("thumby")
    assert (hw.name, hw.board_id, hw.scheme, hw.width, hw.height) == (
        "Thumby Color", "tinycircuits_thumby_color", "dpad", 128, 128)
    assert len(hw.nvm) == BoardStub("tinycircuits_thumby_color").nvm_size == 4096
    wiring = {"UP": UP, "DOWN": DOWN, "LEFT": LEFT, "RIGHT": RIGHT, "A": A, "B": B, "BUMPER_LEFT": PREV,
              "BUMPER_RIGHT": NEXT, "MENU": START}
    for control, code in wiring.items():
        assert tap(s, hw, control) == [code], control
    assert tap(s, hw, "MENU", 0.8) == [SELECT]  # no Select button: MENU held
    assert hw.haptics_driver == "rumble"
    assert hw.reload is None  # room for a Super game in the title's heap: no restart (clue45)


def test_a_board_of_128_kb_restarts_into_a_super_game(board):
    s, hw = board("pybadge")
    assert hw.reload is not None  # supervisor.reload (the simulator's): a Super game gets a heap of its own


@pytest.mark.parametrize("name,size", [("pyportal", (320, 240)), ("pyportal_titano", (480, 320))])
def test_pyportal_touch(board, name, size):
    s, hw = board(name)
    assert (hw.scheme, hw.has_touch, (hw.width, hw.height)) == ("touch", True, size)
    w, h = size
    for xy in [(0, 0), (w - 1, h - 1), (w // 2, h // 3), (17, h - 5)]:
        s.touch(xy)
        got = codes(run(s, hw, 0.3))  # held for many frames: still one event
        s.touch(None)
        run(s, hw, 0.1)
        assert got == [xy]  # through the real adafruit_touchscreen, calibrated to display pixels


def test_touch_debounce(board):
    s, hw = board("pyportal")
    s.touch((100, 100))
    assert codes(run(s, hw, 0.05)) == [(100, 100)]
    s.touch(None)
    run(s, hw, 0.02)
    s.touch((101, 100))  # lifted for only 20 ms: a bounce
    assert codes(run(s, hw, 0.05)) == []
    s.touch(None)
    run(s, hw, 0.1)
    s.touch((50, 60))
    assert codes(run(s, hw, 0.05)) == [(50, 60)]


def test_generic_board_with_dpad_buttons(board):
    s, hw = board("pewpew_m4", size=(160, 128))
    assert (hw.scheme, hw.name) == ("dpad", "pewpew_m4")
    assert tap(s, hw, "UP") == [UP]
    assert tap(s, hw, "O") == [A]
    assert tap(s, hw, "X") == [B]


def test_generic_board_without_inputs_says_so(board):
    s, hw = board("waveshare_rp2040_lcd_0_96", size=(160, 80))
    assert hw.scheme == "none"
    assert "No buttons or touch found" in hw.notice
    assert (hw.width, hw.height) == (160, 80)
    assert hw.poll() == []
    s.type("5 5\n")
    assert hw.console_line() == "5 5"  # typed moves still work


def test_poll_never_raises(board):
    s, hw = board("pybadge")
    hw._in[0]._keys.deinit()  # the keypad is gone: poll reports it once and goes on
    assert hw.poll() == []
    assert hw.poll() == []


# ---- what stays in RAM: only the parts a board has (docs/hardware.md, docs/memory.md) ----

PARTS = ("holdkeys", "stick", "touch", "rumble", "rgbled", "drv2605")


@pytest.mark.parametrize("name,parts", [("pybadge", ()), ("pygamer", ("stick",)), ("pyportal", ("touch",)),
                                        ("clue", ("holdkeys",)), ("thumby", ("holdkeys", "rumble", "rgbled")),
                                        ("pewpew_m4", ())])
def test_a_board_loads_the_code_of_its_own_parts_and_drops_its_setup(board, name, parts):
    import sys

    s, hw = board(name, size=(160, 128)) if name == "pewpew_m4" else board(name)
    loaded = {m.split(".")[1] for m in sys.modules if m.startswith("boards.")}
    assert {p for p in PARTS if p in loaded} == set(parts)
    # the board's module and boards.setup ran once: gone from sys.modules and from the package
    import boards

    for one_shot in ("setup", "generic", "pybadge", "pygamer", "pyportal", "clue", "thumby_color"):
        assert one_shot not in loaded and not hasattr(boards, one_shot), one_shot
    # soundfmt: the cues' format, with the sound; ticks: the clock every part shares
    assert loaded <= {"base", "ticks", "sound", "soundfmt"} | set(parts)
    assert hw.poll() == []


@pytest.mark.parametrize("name", ["pybadge", "pygamer", "clue", "thumby"])
def test_key_queues_are_small(board, name):
    # poll() empties a scanner's queue every frame: 8 events, not keypad's default 64 (6 bytes each, in RAM)
    s, hw = board(name)
    assert hw._in[0]._keys.events._max == 8


def test_a_failing_board_module_falls_back_to_the_generic_driver(tmp_path, monkeypatch):
    import sys

    from sim import Simulator

    with Simulator("pyportal", nvm_path=str(tmp_path / "nvm.bin")) as s:
        monkeypatch.setitem(sys.modules, "adafruit_touchscreen", None)  # lib/ without the library
        import boards

        hw = boards.load()
        assert "pyportal driver failed" in hw.notice
        assert "touch needs adafruit_touchscreen" in hw.notice
        assert (hw.scheme, hw.has_touch, hw.name) == ("none", False, "pyportal")
        s.type("5 5\n")
        assert hw.console_line() == "5 5"  # typed moves still work
        hw.enable(sound=True)
        hw.sound("x")  # the generic driver found the speaker and the NeoPixel
        hw.leds(0xFF0000)
        assert s.events_of("note") and s.leds() == (0x0F0000,)
