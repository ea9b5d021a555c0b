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

    The board's module (its ``setup(hw)`` gives the Hardware its parts) and ``boards.setup`` are dropped
    once the board is set up: at play only the code of the parts the board has stays in RAM."""
    import board

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
    board_id = getattr(board, "board_id", "unknown")
    name = MODULES.get(board_id, "generic")
    use = _module("setup")
    hw = use.hardware(board_id)
    try:
        _module(name).setup(hw)
    except Exception as e:  # a missing library or a pin in use: still start, on the generic driver
        if name == "generic":
            raise
        why = "%s driver failed: %s" % (name, e)
        print("degraded: boards:", why, "(using the generic driver)")
        hw = use.hardware(board_id)
        _module("generic").setup(hw)
        hw.add_notice(why)
    if hw.haptics_driver is None:
        use.drv2605(hw)
    for n in (name, "generic", "setup"):  # one-shot: free their code
        sys.modules.pop("boards." + n, None)
        globals().pop(n, None)
    return hw


def _module(name):
    full = "boards." + name
    __import__(full)
    return sys.modules[full]
