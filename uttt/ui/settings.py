"""The Settings menu: one row per setting, A / Right steps its value forwards, Left back; saved at once."""

from uttt.ui.menu import Menu
from uttt.ui.app import LEVELS as LEVEL_NAMES

# setting id -> (label, value names); a row is at most 19 characters (a CLUE's menu: 20 columns, 1 indent).
# (A constant tuple: its strings are objects while Settings is open, 1.5 KB; as a list's they would be interned
# names for good, 43 more of the 1,260 a PyBadge's first pools hold before a 7.5 KB one opens: docs/memory.md.)
SETTINGS = (
    ("level", "Level", LEVEL_NAMES),
    ("human", "You play", ("", "X", "O")),
    ("best_of", "Match", ("1 game", "best of 3", "best of 5", "best of 7")),
    ("sudden_death", "Draws", ("half point", "0 (sudden)")),
    ("alternate", "Swap X/O", ("never", "each game")),  # X starts: swapping marks swaps who starts
    ("timer", "Timer", ("off", "5 seconds", "10 seconds", "15 seconds", "20 seconds", "30 seconds", "45 seconds",
                        "60 seconds")),
    ("timeout", "Time up", ("random", "lose game")),
    ("stay_open", "Won boards", ("closed", "in play")),
    ("most_boards", "Tiebreak", ("none", "most won")),
    ("sound", "Sound", ("off", "on")),
    ("volume", "Volume", ("low", "medium", "high")),
    ("haptics", "Vibrate", ("off", "on")),
    ("leds", "Lights", ("off", "on")),
    ("theme", "Theme", ("neon", "chalk", "mono")),
    ("contrast", "Contrast", ("normal", "high")),
    ("tips", "Tips", ("off", "on")),
    ("anim", "Animations", ("off", "on")),
    ("ponder", "Think ahead", ("off", "on")),  # the computer thinks on your time (stronger, same wait)
)


class Settings(Menu):
    name = "settings"
    title = "Settings"
    adjustable = tuple(k for k, _, _ in SETTINGS)

    def heading(self):
        """The keys that change a value beside the list's position: "Left/Right: change 1/19", or where that is too
        wide (a Thumby Color's 21 columns) "Right: change 1/19" (Right, like A, steps the value on a D-pad too)."""
        text = super().heading()
        keys = {"dpad": "Left/Right: change", "two": "Right: change"}.get(self.app.scheme, "Tap: change")
        cols = self.app.layout.width // (6 * self.app.layout.scale)
        full = text.replace("Settings", keys)
        if len(full) > cols:  # "Left/Right: change" -> its last 13 characters, "Right: change"
            full = text.replace("Settings", keys[-13:])
        return full if len(full) <= cols else text

    def __init__(self, app, at=None):
        self.made = None  # the rows (a value changed: its row made again, activate): a step asks for them three times
        super().__init__(app, at)

    def rows(self):
        # Made once and kept (a value changed: its row alone made again): a cursor step asked for them three times
        # (the press, the menu scene's sync, the heading's position), 19 formatted rows each, 3.6 KB a step
        # (screens44).
        out = self.made
        if out is None:
            s = self.app.settings
            out = [(key, "%s: %s" % (label, names[s[key]])) for key, label, names in SETTINGS]
            out.append(("back", "Back"))
            self.made = out
        return out

    held = False  # a sound or theme row's press: the board's sounds (and its click) held for the next frame (tick)

    def activate(self, key, step):
        app = self.app
        if key in ("sound", "theme"):  # the new sounds are made in the next frame (~100 ms of a PyBadge's press,
            self.held = True           # estimate: their maker's and data's imports, a collection; screens52): the
        else:                          # press shows the row (and the theme) alone, its click comes in the new sounds
            app.cue("select")
        if key == "back":
            self.back()
            return
        for n in range(len(SETTINGS)):
            k, label, names = SETTINGS[n]
            if k == key:
                lo = 1 if k == "human" else 0
                span = len(names) - lo
                app.settings[k] = lo + (app.settings[k] - lo + step) % span
                out = self.made
                if out is not None:  # its row alone made again: one str, not nineteen (each str made is looked up
                    # among every interned name on CircuitPython, ~7 us here in the bench's heap; menus56)
                    out[n] = (k, "%s: %s" % (label, names[app.settings[k]]))
                if not self.held:
                    app.dirty.add("settings")  # (the main loop gives them to the board: uttt.ui.main)
                if k == "timer":  # a timed game's code now, not in the press that starts one (screens60)
                    from uttt.ui.title import timer  # (the title's module: loaded under Settings, its only way in)
                    timer(app)
                if k in ("theme", "contrast"):  # every layer recoloured: the whole screen as one area, not each
                    app.set_theme()             # layer's own through those under it (40,764 -> 20,480 px; screens52)
                    app.dirty.add("full")
                self.changed()
                app.save()
                return

    def tick(self, now):
        app = self.app
        if self.held and app.pressed != app.frames:  # the frame after the press
            self.close()

    def close(self):
        if self.held:  # (left in the press's own frame: the sounds come with the title's)
            self.held = False
            self.app.cue("select")
            self.app.dirty.add("settings")

    def back(self):
        self.app.open("title", at="settings")

    def start(self):
        self.back()
