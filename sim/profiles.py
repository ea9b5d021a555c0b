"""What the simulator knows about each board that its stub does not say: screen size and how the controls
are wired (which pin or shift-register bit, which level means pressed), the touch panel, and which PC key
works which control. Pin names come from the board's circuitpython-stubs definition.

Controls are physical: "UP", "A", "MENU", "BUMPER_LEFT" ... A script token or a PC key names a logical
button (A, B, UP, ..., START, SELECT, NEXT, PREV); ``Profile.control(name)`` says which control of this
board it works, if any.
"""

# PC keys (pygame key names) -> logical button, the same on every board.
KEYBOARD = {
    "up": "UP", "down": "DOWN", "left": "LEFT", "right": "RIGHT",
    "z": "A", "a": "A", "x": "B", "b": "B",
    "return": "START", "enter": "START",
    "backspace": "SELECT", "left shift": "SELECT", "right shift": "SELECT",
    "n": "NEXT", "p": "PREV",
}

DPAD = ("UP", "DOWN", "LEFT", "RIGHT")


class Profile:
    def __init__(self, key, board_id, title, size, *, scale=4, controls=(), shift=None, shift_active=True,
                 gpio=None, joystick=None, touch=None, aliases=None, i2c=(), note=""):
        self.key = key
        self.board_id = board_id
        self.title = title
        self.size = size
        self.scale = scale
        self.controls = tuple(controls)
        self.shift = shift  # controls in the order the shift register reads them out
        self.shift_active = shift_active  # level of a pressed button's bit
        self.gpio = gpio or {}  # pin name -> (control, level when pressed)
        self.joystick = joystick  # (x pin name, y pin name): D-pad controls push the stick
        self.touch = touch  # dict(xl=, xr=, yd=, yu=, calibration=((x0, x1), (y0, y1)))
        self.aliases = aliases or {}  # logical name -> control
        self.i2c = tuple(i2c)  # addresses answering on board.I2C()
        self.note = note

    def control(self, name):
        """The control worked by logical button or control ``name``, or None."""
        name = name.upper()
        name = self.aliases.get(name, name)
        return name if name in self.controls else None

    def key_help(self):
        """The PC key map of this board, for the window title and the docs."""
        parts = []
        if all(self.control(d) for d in DPAD):
            parts.append("arrows=%s" % ("joystick" if self.joystick else "D-pad"))
        for label, logical in (("Z/A", "A"), ("X/B", "B"), ("Enter", "START"), ("Bksp/Shift", "SELECT"),
                               ("N", "NEXT"), ("P", "PREV")):
            c = self.control(logical)
            if c:
                parts.append("%s=%s" % (label, c.replace("BUMPER_", "bumper ").title()))
        if self.touch:
            parts.append("mouse=touch")
        return "  ".join(parts) if parts else "no controls"


_BADGE_SHIFT = ("B", "A", "START", "SELECT", "RIGHT", "DOWN", "UP", "LEFT")
_PORTAL_TOUCH = dict(xl="TOUCH_XL", xr="TOUCH_XR", yd="TOUCH_YD", yu="TOUCH_YU",
                     calibration=((5200, 59000), (5800, 57000)))

PROFILES = {
    "pybadge": Profile("pybadge", "pybadge", "PyBadge", (160, 128), controls=_BADGE_SHIFT, shift=_BADGE_SHIFT,
                       i2c=(0x19,)),
    "edgebadge": Profile("edgebadge", "edgebadge", "EdgeBadge", (160, 128), controls=_BADGE_SHIFT,
                         shift=_BADGE_SHIFT, i2c=(0x19,)),
    "pygamer": Profile("pygamer", "pygamer", "PyGamer", (160, 128), controls=_BADGE_SHIFT,
                       shift=("B", "A", "START", "SELECT"), joystick=("JOYSTICK_X", "JOYSTICK_Y"),
                       i2c=(0x19,)),
    "pyportal": Profile("pyportal", "pyportal", "PyPortal", (320, 240), scale=2, touch=_PORTAL_TOUCH,
                        i2c=(0x48,)),
    "pyportal_titano": Profile("pyportal_titano", "pyportal_titano", "PyPortal Titano", (480, 320), scale=2,
                               touch=_PORTAL_TOUCH, i2c=(0x48,)),
    "clue": Profile("clue", "clue_nrf52840_express", "CLUE", (240, 240), scale=2, controls=("A", "B"),
                    gpio={"BUTTON_A": ("A", False), "BUTTON_B": ("B", False)},
                    i2c=(0x1C, 0x39, 0x44, 0x6A, 0x77)),
    "thumby": Profile("thumby", "tinycircuits_thumby_color", "Thumby Color", (128, 128),
                      controls=("UP", "DOWN", "LEFT", "RIGHT", "A", "B", "BUMPER_LEFT", "BUMPER_RIGHT", "MENU"),
                      gpio={"BUTTON_UP": ("UP", False), "BUTTON_DOWN": ("DOWN", False),
                            "BUTTON_LEFT": ("LEFT", False), "BUTTON_RIGHT": ("RIGHT", False),
                            "BUTTON_A": ("A", False), "BUTTON_B": ("B", False),
                            "BUTTON_BUMPER_LEFT": ("BUMPER_LEFT", False),
                            "BUTTON_BUMPER_RIGHT": ("BUMPER_RIGHT", False), "BUTTON_MENU": ("MENU", False)},
                      aliases={"START": "MENU", "NEXT": "BUMPER_RIGHT", "PREV": "BUMPER_LEFT"}),
}
# other names people will type
ALIASES = {"clue_nrf52840_express": "clue", "tinycircuits_thumby_color": "thumby", "thumby_color": "thumby",
           "pybadge_lc": "pybadge", "titano": "pyportal_titano"}


def get(name, size=None):
    """The profile of board ``name`` (a key above or any circuitpython-stubs board id with a display)."""
    from sim.stubs import BoardStub

    key = ALIASES.get(name, name)
    if key in PROFILES:
        return PROFILES[key]
    if not (0 < len(name) <= 60 and all(ch.isascii() and (ch.isalnum() or ch in "_-") for ch in name)):
        raise KeyError("%r is not a board name" % (name[:60],))
    stub = BoardStub(name)  # KeyError for an unknown name
    if not stub.has_display:
        raise KeyError("board %r has no built-in display" % name)
    gpio = {}
    for pin in stub.pins:
        if pin.startswith("BUTTON_") and pin not in ("BUTTON_CLOCK", "BUTTON_OUT", "BUTTON_LATCH"):
            gpio[pin] = (pin[len("BUTTON_"):], False)
    touch = None
    if all(p in stub.pins for p in ("TOUCH_XL", "TOUCH_XR", "TOUCH_YD", "TOUCH_YU")):
        touch = dict(_PORTAL_TOUCH, calibration=((0, 65535), (0, 65535)))
    w, h = size or (240, 240)
    return Profile(name, name, name, (w, h), scale=max(1, 640 // w), controls=[c for c, _ in gpio.values()],
                   gpio=gpio, touch=touch, aliases={"START": "MENU", "A": "A", "B": "B"},
                   note="generic board: screen size is a guess (--size WxH)")
