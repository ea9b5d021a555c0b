"""What the status panel says: two short lines and the big mark (whose turn, the winner, a refusal, the
computer thinking, the replay's move). A mixin of ``uttt.ui.app.App``; ``uttt.ui.panelview`` draws it, with
the scoreboard's words (``uttt.ui.scoreboard``) under it.
"""

from uttt.ui.controls import PICTURES


class Status:
    """The panel's words of the App (expects the App's attributes)."""

    def status(self):
        """Two short lines for the status panel."""
        g = self.game
        if self.flash_until:
            w = self.refusal.split(" ")
            return (w[0], " ".join(w[1:]))
        if self.screen in PICTURES:
            from uttt.ui import replay
            return replay.status(self)
        r = self.result
        if r:
            if r == 3:
                return ("Draw", "")
            who = self.player_name(self.series.player_of(r)) if self.round_won < 0 else \
                self.player_name(self.round_won)
            if self.mode == "wild":
                return (who, "win" if who == "You" else "wins")
            return ("%s wins" % " XO"[r], who)
        if self.thinking:
            return ("think" if self.thinking == "bot" else "hint", "." * (self.anim + 1))
        if self.cpu:
            return ("you" if g.turn == self.human else "cpu", "B:swap" if self.mode == "wild" and
                    self.scheme == "dpad" else "to go")
        who = "P%d" % self.series.player_of(g.turn)
        if self.mode == "wild":
            return (who, "B:swap" if self.scheme == "dpad" else "")
        return (who, "to go")

    def turn_mark(self):
        """The mark shown big in the panel: whose turn (the winner at the end, 0 after a draw)."""
        g = self.game
        if self.screen in PICTURES:
            from uttt.ui import replay
            return replay.turn_mark(self)
        if g is None:
            return 0
        r = self.result
        if r:
            if r == 3 or (self.mode == "wild" and self.forfeit):
                return 0
            if self.mode == "wild":
                return g.last_move // 9 + 1
            return r
        if self.mode == "wild":
            return self.mark
        return g.turn

    def flashing(self):
        return self.flash_until != 0
