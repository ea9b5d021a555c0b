"""One short module per board, chosen by ``board.board_id``; see docs/hardware.md for the contract.

    import boards
    hw = boards.load()

``load()`` returns a ``Hardware`` object (``boards.base.Hardware``) that turns the board's buttons, joystick
or touch screen into button codes and touches, plays the sound and haptic cues, lights the LEDs and reaches
the NVM and the serial console. The app never sees a pin.
"""

import sys


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
