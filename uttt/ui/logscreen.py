"""The move-log screen (a mixin of ``uttt.ui.app.App``) and the word wrap the screens share.

The log is ``app.log``: seed 001's lines, one entry per line printed. The screen shows it numbered and wrapped
to its width, built lazily: only the page on screen becomes strings (``log_page``), and a bytearray keeps
how many display lines each entry takes. D-pad: Up/Down a line, Left/Right a page, any other key back. Two
buttons: Next pages (wraps). Touch: the upper / lower half pages, the title bar goes back.
"""

from uttt.ui import buttons as K


class LogScreen:
    """Move-log behaviour of the App (expects the App's attributes)."""

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
        return wrap(prefix + line, self.layout.log_cols, "    ")

    def _counts(self):
        """Display lines per log entry (a bytearray kept in step with the log; no strings kept)."""
        counts = getattr(self, "_wrapped", None)
        if counts is None or len(counts) > len(self.log):
            counts = bytearray()
        cols = self.layout.log_cols
        for i in range(len(counts), len(self.log)):
            counts.append(len(wrap("99. " + self.log[i], cols, "    ")))
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


def wrap(text, cols, indent):
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
