"""One short module per board, chosen by ``board.board_id``; see docs/hardware.md for the contract.

    import boards
    hw = boards.load()

``load()`` returns a ``Hardware`` object (``boards.base.Hardware``) that turns the board's buttons, joystick
or touch screen into button codes and touches, plays the sound and haptic cues, lights the LEDs and reaches
the NVM and the serial console. The app never sees a pin.
"""

import sys

import board

# board.board_id -> module of this package
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


def _module(name):
    full = "boards." + name
    __import__(full)
    return sys.modules[full]


def load():
    """The ``Hardware`` of the board this runs on. An unknown board with a built-in display gets the
    generic driver, which says in ``hw.notice`` what it could not find. Raises RuntimeError only when
    the board has no display at all."""
    board_id = getattr(board, "board_id", "unknown")
    name = MODULES.get(board_id, "generic")
    try:
        hw = _module(name).Hardware(board_id)
    except Exception as e:  # a missing library or a pin in use: still start, on the generic driver
        if name == "generic":
            raise
        print("boards: %s driver failed (%s); using the generic driver" % (name, e))
        hw = _module("generic").Hardware(board_id)
        hw.add_notice("%s driver failed: %s" % (name, e))
    if hw.haptics_driver is None:
        hw.use_drv2605()
    return hw
