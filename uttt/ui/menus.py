"""The menu screens (title, pause, settings, undo consent, stats): a mixin of ``uttt.ui.app.App``. The move log
is in ``uttt.ui.logscreen``.

A menu is a list of ``(id, text)`` rows; ``sel`` is the selected row and ``menu_top`` the first row shown.
D-pad: Up/Down (wrap) choose, A (or Right/Left on a setting) acts, B backs out. Two buttons: Next/Prev choose,
A acts. Touch: a tap on a row acts at once, a tap on the title bar backs out.
"""

from uttt.ui import buttons as K

LEVEL_NAMES = ("beginner", "easy", "medium", "hard")
# setting id -> (label, value names)
SETTINGS = (
    ("level", "Level", LEVEL_NAMES),
    ("human", "You play", ("", "X", "O")),
    ("best_of", "Match", ("open", "best of 3", "best of 5", "best of 7")),
    ("sudden_death", "Draw", ("half point", "0 (sudden)")),
    ("alternate", "1st move", ("same", "alternates")),
    ("timer", "Timer", ("off", "5 s", "10 s", "15 s", "20 s", "30 s", "45 s", "60 s")),
    ("timeout", "Time out", ("random move", "lose round")),
    ("stay_open", "Won board", ("closed", "open")),
    ("most_boards", "No line", ("draw", "boards")),
    ("sound", "Sound", ("off", "on")),
    ("haptics", "Buzz", ("off", "on")),
    ("leds", "Lights", ("off", "on")),
    ("theme", "Theme", ("neon", "chalk", "mono")),
    ("contrast", "Contrast", ("normal", "high")),
    ("tips", "Tips", ("off", "on")),
)
TITLES = {"title": "Ultimate TTT", "pause": "Paused", "settings": "Settings", "stats": "Stats"}
MENUS = ("title", "pause", "settings", "confirm", "stats")


class Menus:
    """Menu behaviour of the App (expects the App's attributes)."""

    def menu_title(self):
        if self.screen == "confirm":
            from uttt.ui.undo import who_consents
            return who_consents(self) + ": allow undo?"
        return TITLES.get(self.screen, "")

    def menu_items(self):
        """The rows of the current menu: a list of (id, text). A touch screen cannot scroll, so a long list
        is cut into pages that end with a "More..." row (the last one leads back to the first page)."""
        out = self._rows()
        per = self.layout.menu_rows - 1
        if self.scheme != "touch" or len(out) <= per + 1:
            return out
        paged = []
        for i in range(0, len(out), per):
            paged += out[i:i + per]
            paged.append(("more", "More..."))
        return paged

    def _rows(self):
        s = self.screen
        if s == "title":
            out = []
            if self.game is not None and not self.over and self.mode:
                out.append(("resume", "Resume game"))
            # The Ultimate row's id is the mode it starts; the opponent row applies to all three games.
            vs = self.settings["vs"]
            out += [("bot" if vs else "hotseat", "Ultimate"), ("classic", "Classic 3x3"), ("wild", "Wild 3x3"),
                    ("vs", "vs computer (%s)" % LEVEL_NAMES[self.settings["level"]] if vs else "vs friend"),
                    ("stats", "Stats"), ("rules", "How to play"),
                    ("settings", "Settings")]
            return out
        if s == "pause":
            out = [("resume", "Resume")]
            from uttt.ui.undo import plies
            if plies(self):
                out.append(("undo", "Undo"))
            if self.game is not None and not self.over and self.human_turn_or_thinking():
                out.append(("hint", "Hint"))
            out += [("log", "Move log"), ("new", "New game"), ("quit", "Main menu")]
            return out
        if s == "settings":
            out = []
            for key, label, names in SETTINGS:
                out.append((key, "%s: %s" % (label, names[self.settings[key]])))
            out.append(("back", "Back"))
            return out
        if s == "confirm":
            return [("yes", "Yes, undo"), ("no", "No")]
        if s == "stats":
            from uttt.ui.statscreen import rows
            return rows(self)
        return []

    def menu_changed(self):
        self.dirty.add("menu")

    def _scroll_to_sel(self):
        rows = self.layout.menu_rows
        if self.sel < self.menu_top:
            self.menu_top = self.sel
        elif self.sel >= self.menu_top + rows:
            self.menu_top = self.sel - rows + 1

    def press_menu(self, code):
        items = self.menu_items()
        n = len(items)
        if code in (K.UP, K.DOWN, K.NEXT, K.PREV):
            d = 1 if code in (K.DOWN, K.NEXT) else -1
            self.sel = (self.sel + d) % n
            self._scroll_to_sel()
            self.menu_changed()
        elif code == K.A:
            self.activate(items[self.sel % n][0], 1)
        elif code in (K.LEFT, K.RIGHT):
            key = items[self.sel % n][0]
            if (self.screen == "settings" and key != "back") or key == "vs":
                self.activate(key, 1 if code == K.RIGHT else -1)
            else:
                self.bad()
        elif code == K.B:
            self.back()
        elif code == K.START:
            if self.screen == "pause":
                self.activate("resume", 1)
            elif self.screen in ("settings", "stats"):
                self.back()
            else:
                self.bad()
        elif code == K.SELECT:
            self.open_log()

    def touch_menu(self, x, y):
        i = self.layout.row_at(x, y)
        if i is None:
            return
        if i < 0:
            self.back()
            return
        items = self.menu_items()
        j = self.menu_top + i
        if j >= len(items):
            return
        self.sel = j
        self.menu_changed()
        self.activate(items[j][0], 1)

    def back(self):
        if self.screen in ("settings", "stats"):
            self.go("title")
        elif self.screen == "pause":
            self.activate("resume", 1)
        elif self.screen == "confirm":
            self.activate("no", 1)
        else:
            self.bad()

    def activate(self, key, step):
        """Do what menu row key says (step: +1 / -1 for a setting's value)."""
        self.cue("select")
        if key in ("hotseat", "bot", "classic", "wild"):
            self.new_game(key)
        elif key == "resume":
            self.go("game")
            self.dirty.add("cells")
            self.after_change()
        elif key in ("settings", "stats"):
            self.go(key)
        elif key == "vs":
            self.settings["vs"] = 1 - self.settings["vs"]
            self.menu_changed()
            self.save()
        elif key == "rules":
            from uttt.ui.replay import open_rules
            open_rules(self)
        elif key == "back":
            self.back()
        elif key == "more":
            top = self.menu_top + self.layout.menu_rows
            self.menu_top = self.sel = top if top < len(self.menu_items()) else 0
        elif key == "quit":
            self.cancel_thinking()
            self.go("title")
        elif key == "new":
            self.new_game()
        elif key == "log":
            self.open_log()
        elif key in ("undo", "yes", "no"):
            from uttt.ui import undo
            if key == "undo":
                undo.request(self)
            else:
                undo.answer(self, key == "yes")
        elif key == "hint":
            self.go("game")
            self.dirty.add("cells")
            self.start_thinking("hint")
        else:
            for k, _, names in SETTINGS:
                if k == key:
                    lo = 1 if k == "human" else 0
                    span = len(names) - lo
                    self.settings[k] = lo + (self.settings[k] - lo + step) % span
                    self.dirty.add("settings")
                    if k in ("theme", "contrast"):
                        self.set_theme()
                    self.menu_changed()
                    self.save()
                    return
