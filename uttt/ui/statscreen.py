"""The Stats screen (title menu -> Stats): a scrolling list built from ``uttt.stats.Stats``.

Rows are menu rows ``(id, text)``: the first is *Back*, the others only inform (A on them does nothing).
Whose stats: you against the computer, player 1 between friends.
"""

from uttt.stats import ROWS, WIN, LOSS
from uttt.ui.menu import Menu

# Whole words (issue 17): "friends" for games between two players, "CPU easy" against the computer.
_ROW_TITLES = ("Ultimate friends", "Classic friends", "Wild friends", "Super-Ultimate friends", "CPU beginner",
               "CPU easy", "CPU medium", "CPU hard")
_VARIANT = {"ultimate": "Ultimate", "classic": "Classic", "wild": "Wild", "super": "Super-Ultimate"}
_LEVEL = ("friends", "CPU beginner", "CPU easy", "CPU medium", "CPU hard")


class Stats(Menu):
    name = "stats"
    title = "Stats"

    def __init__(self, app, back="title"):
        self.back_to = back
        self.made = None    # (the stats' state, their rows) of the last rows()
        super().__init__(app)

    def rows(self):
        # The rows, made again only when the stats changed (a rating that ends in the background while the
        # screen shows): a press and its redraw ask for them three times, and making them is most of a
        # scroll's time on a board (~75 ms each, docs/memory.md screens44).
        st = self.app.state.stats if self.app.state is not None else None
        key = None if st is None else (st.rated, st.matched, st.streak, st.best_streak, sum(st.counts),
                                       bytes(st.history))
        made = self.made
        if made is None or made[0] != key:
            made = self.made = (key, rows(self.app))
        return made[1]

    def activate(self, key, step):
        if key == "back":
            self.app.cue("select")
            self.back()

    def back(self):
        self.app.open(self.back_to, at="stats")

    def start(self):
        self.back()


def rows(app):
    """The screen's rows for app (its stats, or a note when nothing is kept), each short enough to show whole
    on app's menu (a row that would not fit takes its shorter form, or goes on two rows)."""
    # Each str made costs a look-up among every interned name on CircuitPython (the bench's ~5,000: ~7 us here a
    # str, most of the screen's opening; menus56), so a row's shorter forms are made only where the first does not
    # fit, and an information row's id is a number where it was formatted (ids keep the rows apart: A acts on
    # "back" alone). (A comment, not the docstring: its words would be names the build's renaming keeps, sim.shorten.)
    L = app.layout
    cols = L.width // (6 * L.scale) - 1   # a menu row: one space of indent
    out = [("back", "Back")]
    st = app.state.stats if app.state is not None else None
    if st is None:
        out.append(("i0", "No stats kept here"))
        return out

    def add(key, *forms):
        for f in forms:
            if len(f) <= cols:
                break
        out.append((key, f))

    # (uttt.tally's functions, imported once: each ``Stats`` method imports them at its call, ~15 us here a call)
    from uttt.tally import row, totals, accuracy, recent
    w, l, d = totals(st)
    f = "Won %d, lost %d, drawn %d" % (w, l, d)
    if len(f) <= cols:
        out.append(("i1", f))
    else:
        add("i1", "Won %d, lost %d" % (w, l))
        add("i1d", "Drawn %d" % d)
    f = "Win streak %d, best %d" % (st.streak, st.best_streak)
    out.append(("i2", f if len(f) <= cols else "Win streak %d" % st.streak))
    if "best" not in out[-1][1]:
        add("i2b", "Best streak %d" % st.best_streak)
    acc = accuracy(st)
    if acc is None:
        add("i3", "Accuracy: not rated yet", "Accuracy: none yet")
    else:
        f = "Accuracy %d%% of %d moves" % (acc, st.rated)
        out.append(("i3", f if len(f) <= cols else "Accuracy %d%%" % acc))
        if "moves" not in out[-1][1]:
            add("i3b", " of %d moves" % st.rated)
    add("i4", "Won-lost-drawn:")
    for r in range(ROWS):
        w, l, d = row(st, r)
        if w or l or d:
            t = _ROW_TITLES[r]
            f = "%s %d-%d-%d" % (t, w, l, d)
            if len(f) <= cols:
                out.append((r, f))
                continue
            score = "%d-%d-%d" % (w, l, d)
            add(r, t, t[:t.find(" ")])
            rest = t[len(out[-1][1]):]   # " friends" when only the first word fits
            if rest:
                add(10 + r, " %s %s" % (rest, score), " " + rest)
            if score not in out[-1][1]:
                add(20 + r, "  " + score)
    add("i5", "(friends: as player 1)", "Friends: player 1")
    recent = recent(st)
    if recent:
        add("h", "Recent games:")
        for i in range(len(recent)):
            variant, level, outcome = recent[i]
            word = "won" if outcome == WIN else "lost" if outcome == LOSS else "draw"
            lv = _LEVEL[level]
            f = " %s %s %s" % (word, _VARIANT[variant], lv)
            if len(f) > cols:
                f = " %s %s" % (word, _VARIANT[variant])
            out.append((30 + i, f))
    else:
        add("h", "No games finished yet")
    return out
