"""The Stats screen (title menu -> Stats): a scrolling list built from ``uttt.stats.Stats``.

Rows are menu rows ``(id, text)``: the first is *Back*, the others only inform (A on them does nothing).
Whose stats: you against the computer, player 1 between friends.
"""

from uttt.stats import ROWS, WIN, LOSS
from uttt.ui.menu import Menu

_ROW_TITLES = ("Ultimate 2P", "Classic 2P", "Wild 2P", "vs beginner", "vs easy", "vs medium", "vs hard")
_VARIANT = {"ultimate": "Ultimate", "classic": "Classic", "wild": "Wild"}
_LEVEL = ("2P", "beginner", "easy", "medium", "hard")


class Stats(Menu):
    name = "stats"
    title = "Stats"

    def rows(self):
        return rows(self.app)

    def activate(self, key, step):
        if key == "back":
            self.app.cue("select")
            self.back()

    def back(self):
        self.app.open("title")

    def start(self):
        self.back()


def rows(app):
    """The screen's rows for app (its stats, or a note when nothing is kept)."""
    out = [("back", "Back")]
    st = app.state.stats if app.state is not None else None
    if st is None:
        out.append(("i0", "No stats on this board"))
        return out
    w, l, d = st.totals()
    add = out.append
    add(("i1", "Won %d lost %d drawn %d" % (w, l, d)))
    add(("i2", "Streak %d, longest %d" % (st.streak, st.best_streak)))
    acc = st.accuracy()
    add(("i3", "Accuracy: %s" % ("-" if acc is None else "%d%% of %d" % (acc, st.rated))))
    for r in range(ROWS):
        w, l, d = st.row(r)
        if w or l or d:
            add(("r%d" % r, "%-11s %d-%d-%d" % (_ROW_TITLES[r], w, l, d)))
    recent = st.recent()
    if recent:
        add(("h", "Recent (newest first):"))
        for i in range(len(recent)):
            variant, level, outcome = recent[i]
            word = "won" if outcome == WIN else "lost" if outcome == LOSS else "draw"
            add(("h%d" % i, " %-4s %s %s" % (word, _VARIANT[variant], _LEVEL[level])))
    else:
        add(("h", "No games finished yet"))
    add(("i4", "(W-L-D; 2P: player 1)"))
    return out
