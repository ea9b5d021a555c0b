"""What ``boards.load()`` does (``load()``: the board's module chosen by ``board.board_id`` in ``MODULES``), and
the parts a board module gives its ``Hardware`` (boards/base.py): one function per kind of part, called from
the board module's ``setup(hw)``. ``boards.load()`` drops this module (and the board's) once the board is set
up, so none of this code stays in RAM at play.

A part that fails (a pin in use, an audio module missing) is printed and left out: the game goes on without
it. Each part's module is imported only here, so a board loads only the code of the parts it has.
"""

import sys

import board

from boards.base import Hardware, Keys, Pixels
from boards import ticks_ms

# board.board_id -> module of this package (sim/deploy.py reads this table: keep it a literal)
MODULES = {
    "pybadge": "pybadge",  # the PyBadge LC reports "pybadge" too
    "edgebadge": "pybadge",
    "pygamer": "pygamer",
    "pyportal": "pyportal",
    "pyportal_pynt": "pyportal",
    "pyportal_titano": "pyportal",
    "clue_nrf52840_express": "clue",
    "tinycircuits_thumby_color": "thumby_color",
}


def load():
    """``boards.load()``: the ``Hardware`` of this board, set up by its module (the generic driver for a board
    not in ``MODULES``, or when the board's module fails: a missing library, a pin in use). The board's
    module and the generic one are dropped again (``boards.load()`` drops this one)."""
    board_id = getattr(board, "board_id", "unknown")
    name = MODULES.get(board_id, "generic")
    hw = hardware(board_id)
    try:
        _module(name).setup(hw)
    except Exception as e:  # a missing library or a pin in use: still start, on the generic driver
        if name == "generic":
            raise
        why = "%s driver failed: %s" % (name, e)
        print("degraded: boards:", why, "(using the generic driver)")
        hw = hardware(board_id)
        _module("generic").setup(hw)
        notice(hw, why)
    if hw.haptics_driver is None:
        drv2605(hw)
    boards = sys.modules["boards"]
    for n in (name, "generic"):  # one-shot: free their code
        sys.modules.pop("boards." + n, None)
        if hasattr(boards, n):
            delattr(boards, n)
    return hw


def notice(hw, text):
    """Add text to what ``hw.notice`` says (the first menu shows it). Set-up code, here rather than a method of
    ``Hardware``: only the set-up adds notices, and this module is dropped once the board is ready (heap38)."""
    hw.notice = text if not hw.notice else hw.notice + "; " + text


def _module(name):
    full = "boards." + name
    __import__(full)
    return sys.modules[full]


def hardware(board_id):
    """A new ``Hardware`` with the board's display and NVM, no parts yet. RuntimeError without a display."""
    display = getattr(board, "DISPLAY", None)
    if display is None:
        raise RuntimeError("board %s has no built-in display (board.DISPLAY)" % board_id)
    hw = Hardware()
    hw.board_id = board_id
    hw.display = display
    hw.width = display.width
    hw.height = display.height
    hw._in = []
    hw._events = []
    hw._rep = [-1, -1, -1, -1]  # no D-pad direction held
    try:
        import microcontroller

        hw.nvm = microcontroller.nvm
    except (ImportError, AttributeError):
        pass
    if hw.nvm is None:
        notice(hw, "NVM unavailable")
    try:  # a restart into a fresh heap (a Super-Ultimate game's own: uttt.ui.app.App.restart)
        import supervisor

        hw.reload = supervisor.reload
    except (ImportError, AttributeError):
        pass
    if getattr(display, "brightness", 1) == 0:
        # The boot after a restart (uttt.ui.restart): CircuitPython's terminal is on the display, in the dark. A
        # blank screen (no root group: nothing shown), then the backlight, so the REPL's text never shows and the
        # screen is lit for the boot's own messages (an error's traceback: the terminal again, once code.py stops).
        # Auto-refresh off (a reload turns it on, as a power-on): uttt.ui.main.run reads that, and a restart's boot
        # (back to the title too, wayout54) shows the game's name first (uttt.ui.restart.show)
        try:
            display.auto_refresh = False
            display.root_group = None
            display.refresh()
        except (AttributeError, RuntimeError):
            pass
        display.brightness = 1
    return hw


def keys(hw, scanner, codes, holds=None):
    """Buttons through a ``keypad`` scanner (make it with ``max_events=8``: poll() empties the queue each
    frame). ``codes[key_number]`` is the button code (or None); ``holds``, if given, makes a key whose
    ``holds[k]`` is not None a tap/hold key (boards/holdkeys.py)."""
    if holds is None:
        hw._in.append(Keys(scanner, codes))
    else:
        from boards.holdkeys import HoldKeys

        hw._in.append(HoldKeys(scanner, codes, holds))


def joystick(hw, x_pin, y_pin):
    """An analog stick read as a D-pad (boards/stick.py)."""
    from boards.stick import Stick

    hw._in.append(Stick(x_pin, y_pin))


def touch(hw, touchscreen):
    """A touch screen with a ``touch_point`` property: (x, y, pressure) in display pixels, or None."""
    from boards.touch import Touch

    hw._in.append(Touch(touchscreen, ticks_ms()))
    hw.has_touch = True


def speaker(hw, pin, enable_pin=None):
    """The speaker on ``pin`` (its amplifier switched by ``enable_pin``, if any), played by boards/sound.py
    through synthio (a firmware without it plays no sound); ``audioio.AudioOut`` (SAMD51 DAC) or
    ``audiopwmio.PWMAudioOut`` (nRF52840, RP2350). The synthesizer and the theme's sounds are made later,
    by ``hw.enable()``, only while sound is on; so are the player (``boards.sound.Sound``, imported then: not
    before boot's first frame) and the audio output itself (``hw._speaker`` keeps its class, the amp and the pin):
    with sound off no audio object exists."""
    try:
        import synthio  # noqa: F401 (only checked for here: boards/sound.py uses it)

        try:
            import audioio

            out = audioio.AudioOut
        except ImportError:
            import audiopwmio

            out = audiopwmio.PWMAudioOut
        amp = None
        if enable_pin is not None:
            import digitalio

            amp = digitalio.DigitalInOut(enable_pin)
            amp.switch_to_output(value=False)
        hw._speaker = (out, amp, pin)  # the player (boards/sound.py) is made by hw.enable() with the sounds
    except Exception as e:  # no audio module, no synthio or pin busy: play silently
        print("degraded: no sound:", e)


def pixels(hw, pin, count):
    """``count`` NeoPixels on ``pin``."""
    try:
        hw._light = Pixels(pin, count)
        hw._show(0)
    except Exception as e:
        print("degraded: no NeoPixels:", e)


def rgb_led(hw, r_pin, g_pin, b_pin, active_low=True):
    """A three-pin RGB LED on PWM pins (boards/rgbled.py)."""
    try:
        from boards.rgbled import RgbLed

        hw._light = RgbLed(r_pin, g_pin, b_pin, active_low)
    except Exception as e:
        print("degraded: no RGB LED:", e)


def rumble(hw, pin):
    """A vibration motor switched by ``pin`` (boards/rumble.py)."""
    try:
        from boards.rumble import Rumble

        hw._buzz = Rumble(pin)
        hw.haptics_driver = "rumble"
    except Exception as e:
        print("degraded: no rumble motor:", e)


def drv2605(hw):
    """Look for a DRV2605 haptic driver at I2C address 0x5A; use it if it answers (boards/drv2605.py)."""
    try:
        i2c = board.I2C()
    except Exception:  # no I2C bus, or no pull-ups on it
        return
    try:
        while not i2c.try_lock():
            pass
        try:
            found = 0x5A in i2c.scan()
        finally:
            i2c.unlock()
        if found:
            from boards.drv2605 import Drv2605

            hw._buzz = Drv2605(i2c)
            hw.haptics_driver = "drv2605"
    except Exception as e:
        print("degraded: DRV2605 not usable:", e)
