"""The serial console: a move typed as text ("3 5", Classic "5", Wild "O 5") or "help". A mixin of
``uttt.ui.app.App``; main.py passes it each line ``hw.console_line()`` returns."""

from uttt.notation import parse_move, format_move
from uttt.ui.controls import short_why


class Console:
    """Typed moves for the App (expects the App's attributes)."""

    def console(self, line):
        """A line typed on the serial console: a move such as "3 5" (board 3, square 5), or "help"."""
        text = str(line).strip()
        if not text:
            return
        if text.lower() in ("help", "?", "h"):
            self._print("Type a move: '3 5' = board 3, square 5 (1-9, numbered like a phone keypad "
                        "from the top-left); Classic '5'; Wild 'O 5'.")
            return
        if self.screen != "game" or self.game is None:
            self._print("? no game on screen: start one from the menu first")
            return
        if not self.human_turn():
            self._print("? not your turn")
            return
        try:
            m = parse_move(text, self.variant)
        except ValueError as e:
            self._print("? %s" % e)
            return
        why = self.game.why_illegal(m)
        if why:
            self._print("? %s is illegal: %s" % (format_move(m, self.variant), why))
            self.bad(m % 9 if self.mode == "wild" else m, short_why(why))
            return
        self.cursor = m % 9 if self.mode == "wild" else m
        self.play(m)
