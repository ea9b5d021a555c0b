"""The menu screens (title, pause, settings) and the move-log screen: a mixin of ``uttt.ui.app.App``.

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
    """Menu and log behaviour shared by the App (expects the App's attributes)."""

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

    # ----- move log -----------------------------------------------------------------------------------------------
    def open_log(self):
        if self.screen != "log":
            self.back_to = self.screen
        self.go("log")
        self.log_top = max(0, self.log_total() - self.layout.log_rows)
        self.dirty.add("log")

    def _entry(self, i):
        """Log entry i as wrapped display lines: numbered moves, indented claim/result lines."""
        line = self.log[i]
        prefix = "    "
        if " played " in line or " placed " in line:
            n = 0
            for j in range(i + 1):
                t = self.log[j]
                if " played " in t or " placed " in t:
                    n += 1
            prefix = "%2d. " % n
        return _wrap(prefix + line, self.layout.log_cols, "    ")

    def _counts(self):
        """Display lines per log entry (a bytearray kept in step with the log; no strings kept)."""
        counts = getattr(self, "_wrapped", None)
        if counts is None or len(counts) > len(self.log):
            counts = bytearray()
        cols = self.layout.log_cols
        for i in range(len(counts), len(self.log)):
            counts.append(len(_wrap("99. " + self.log[i], cols, "    ")))
        self._wrapped = counts
        return counts

    def log_total(self):
        """How many display lines the whole log takes (at least 1)."""
        return max(1, sum(self._counts()))

    def log_page(self, top, rows):
        """The display lines top .. top + rows - 1 of the log (only those are built)."""
        if not self.log:
            return ["No moves yet."]
        counts = self._counts()
        out = []
        at = 0
        for i in range(len(counts)):
            n = counts[i]
            if at + n > top:
                for ln in self._entry(i):
                    if at >= top:
                        out.append(ln)
                    at += 1
                    if len(out) >= rows:
                        return out
            else:
                at += n
        return out

    def log_view(self):
        """The whole log as display lines (tests; the screen builds only its page)."""
        return self.log_page(0, self.log_total())

    def press_log(self, code):
        rows = self.layout.log_rows
        total = self.log_total()
        top = self.log_top
        if code == K.UP:
            top -= 1
        elif code == K.DOWN:
            top += 1
        elif code in (K.LEFT, K.PREV):
            top -= rows - 1
        elif code == K.RIGHT:
            top += rows - 1
        elif code == K.NEXT:
            top = 0 if top + rows >= total else top + rows - 1
        else:
            self.close_log()
            return
        self._log_to(top)

    def _log_to(self, top):
        top = max(0, min(top, self.log_total() - self.layout.log_rows))
        if top != self.log_top:
            self.log_top = top
            self.dirty.add("log")

    def close_log(self):
        to = self.back_to if self.back_to != "log" else "title"
        self.go(to)
        if to in ("game", "result"):
            self.dirty.add("cells")
            if to == "game":
                self.after_change()

    def touch_log(self, x, y):
        L = self.layout
        if y < L.title_h:
            self.close_log()
        elif y < L.title_h + (L.height - L.title_h) // 2:
            self._log_to(self.log_top - (L.log_rows - 1))
        else:
            self._log_to(self.log_top + (L.log_rows - 1))


def _wrap(text, cols, indent):
    """Split text into lines of at most cols characters at spaces; continuation lines get indent."""
    out = []
    while len(text) > cols:
        cut = text.rfind(" ", len(indent) + 1, cols + 1)
        if cut <= len(indent):
            cut = cols
        out.append(text[:cut])
        text = indent + text[cut:].lstrip()
    out.append(text)
    return out
