"""One short module per board, chosen by ``board.board_id``; see docs/hardware.md for the contract.

    import boards
    hw = boards.load()

``load()`` returns a ``Hardware`` object (``boards.base.Hardware``) that turns the board's buttons, joystick
or touch screen into button codes and touches, plays the sound and haptic cues, lights the LEDs and reaches
the NVM and the serial console. The app never sees a pin.

The package also holds the clock every board module shares (``boards.ticks`` before room33: a module of its own
cost a module object and three names in every boot): ``supervisor.ticks_ms()`` values, which wrap at 2**29 (on a
device the first wrap comes about 65 s after power-on): compare two with ``ticks_diff`` and step one with
``ticks_add``, never with plain ``-`` and ``+``. The package imports no board module, so that ``boards.base`` and
the parts it loads late (``boards.sound``, made by ``hw.enable()``) import it one way.
"""

import sys

try:
    from micropython import const
except ImportError:  # CPython (the simulator)
    def const(x):
        return x

try:
    import supervisor
except ImportError:  # not on CircuitPython: the simulator provides one
    supervisor = None

_MASK = const(0x1FFFFFFF)  # ticks wrap at 2**29
_HALF = const(0x10000000)


def ticks_diff(new, old):
    """Signed difference of two ``ticks_ms()`` values, correct across the 2**29 wrap."""
    return ((new - old + _HALF) & _MASK) - _HALF


def ticks_add(ticks, delta):
    return (ticks + delta) & _MASK


if supervisor is not None:
    ticks_ms = supervisor.ticks_ms
else:
    import time

    def ticks_ms():
        return (time.monotonic_ns() // 1000000) & _MASK


def load():
    """The ``Hardware`` of the board this runs on. An unknown board with a built-in display gets the
    generic driver, which says in ``hw.notice`` what it could not find. Raises RuntimeError only when
    the board has no display at all.

    The work is ``boards.setup.load()``: that module, the board's module (its ``setup(hw)`` gives the
    Hardware its parts) and the table of boards are dropped once the board is set up, so at play only the
    code of the parts the board has stays in RAM (and this one short function)."""
    __import__("boards.setup")
    try:
        return sys.modules["boards.setup"].load()
    finally:  # one-shot code: free it
        sys.modules.pop("boards.setup", None)
        globals().pop("setup", None)
