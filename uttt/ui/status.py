"""What the game screen's panel says: two short status lines and the big mark (whose turn, the winner, a
refusal, the computer thinking), the first games' tip, and the scoreboard (the turn timer, the match score,
which game of the match, its result, who starts next, the accuracy of your moves, the rule options, the
controls of the result screen). Pure text from the App's state and its game screen ``scr`` (no displayio).

Words: a *game* is one board played to its end; a *match* is the games played one after another under the
match setting (best of 3, 5, 7, or one game at a time), its score counted in games won (a draw half a point,
or nothing in a sudden-death match).

Sized for the panel: ``panel_lines(app, scr, cols, rows)`` gives at most ``rows`` lines of at most ``cols``
characters for a side panel (PyBadge: 6 x 5; PyPortal 13 x 4-6); ``bar_text(app, scr, cols)`` one line for
the status bar of square screens (CLUE, Thumby Color). Each item has shorter forms ("|" between them, "\\n" in
a form when it takes two lines); when room is short the least useful items go. Nothing is ever cut: an item
that cannot be shown whole is left out.
"""

from uttt.ui.rounds import rule_tags

SCORE = 2   # the priority of the score lines (the status bar shows the score in one piece instead)


def status(scr):
    """Two short lines for the status panel: whose turn, the winner, a refusal, the computer thinking."""
    app = scr.app
    if scr.flash_until:
        w = scr.refusal.split(" ")
        return (w[0], " ".join(w[1:]))
    r = app.result
    if r:  # the result screen's own code (uttt.ui.result, dropped when the next game starts)
        from uttt.ui.result import status
        return status(app, r)
    if scr.computer:
        return ("CPU" if scr.computer.why == "bot" else "Hint", "." * (scr.anim + 1))
    if scr.hinted >= 0 and scr.hinted == scr.highlight:
        return ("Hint", "boxed")
    # Whole words (no "P1's"): "Your turn", "CPU plays", "P1 plays"; Wild's mark and rule are panel items.
    if app.cpu and app.human_turn():
        return ("Your", "turn")
    return ("CPU" if app.cpu else "P%d" % app.series.player_of(app.game.turn), "plays")


def turn_mark(scr):
    """The mark shown big in the panel: whose turn (the winner at the end, 0 after a draw)."""
    app = scr.app
    g = app.game
    r = app.result
    if r:
        if r == 3 or (app.mode == "wild" and app.forfeit):
            return 0
        if app.mode == "wild":
            return g.last_move // 9 + 1
        return r
    if app.mode == "wild":
        return app.mark
    return g.turn


def tip(scr, short=False):
    """The tutorial line for the first games (settings "tips", off once an Ultimate game has ended)."""
    app = scr.app
    if not app.settings.get("tips") or scr.name != "game" or scr.computer or not app.human_turn():
        return ""
    from uttt.ui.tips import tip  # its words: imported only while tips are on (the first games)
    return tip(app, scr, short)


def _items(app, scr):
    """(priority, forms) in display order; a lower priority number is kept first."""
    out = list(scr.extra_items()) if hasattr(scr, "extra_items") else []  # Super-Ultimate: where to play
    se = app.series
    if app.game is None or scr.name not in ("game", "result"):
        return out
    if scr.name == "result":  # the game just ended and its match: uttt.ui.result's (not in RAM at play)
        from uttt.ui.result import items
        items(app, scr, out)
    else:
        t = scr.timer_shown
        if t is not None:
            out.append((0, "%ds" % t))
        elif app.timer is not None and not app.over:  # the clock's line kept, blank, in the computer's turn: the
            out.append((0, ""))  # lines under it stay put (its gone line moved them all: ugame60)
        if app.cpu and app.human != app.settings["human"]:  # the marks swapped for this game
            out.append((1, "You are %s|You\nare %s" % ((" XO"[app.human],) * 2)))
        if app.mode == "wild":  # Wild's rule and, on a D-pad, how to change the mark placed
            out.append((1, "Any line wins\nfor whoever\ncompletes it|Any\nline\nwins"))
            if app.scheme == "dpad":  # the mark B gives A to place (room36: "B: swap" said not what it swaps)
                out.append((3, "B: swap to %s|B:\nto %s" % ((" XO"[3 - app.mark],) * 2)))
        if se.rounds or se.best_of:
            out.append((4, "game %d of %d|%d of %d" % (se.round, se.best_of, se.round, se.best_of) if se.best_of
                        else "game %d" % se.round))
            out.append((SCORE, "%s %s" % (app.player_name(1), se.score_text(1))))
            out.append((SCORE, "%s %s" % (app.player_name(2), se.score_text(2))))
    for tag in rule_tags(app):
        out.append((6, tag))
    return out


def _fit(text, cols):
    """Where in text (an item's forms) the first form whose every line fits cols starts (it ends at the next
    "|"), or -1. Found in place: no list of forms or of lines (panel27)."""
    n = len(text)
    i = 0
    while i <= n:
        e = text.find("|", i)
        if e < 0:
            e = n
        j = i
        while True:  # the form's lines
            k = text.find("\n", j, e)
            if k < 0:
                k = e
            if k - j > cols:
                break
            if k == e:
                return i
            j = k + 1
        i = e + 1
    return -1


def panel_lines(app, scr, cols, rows):
    """At most rows lines (each at most cols characters) for a side panel. The forms are read in place: the
    lines of the forms kept are the only strings made."""
    items = _items(app, scr)
    at = []     # where each item's form starts in its forms; -1: none fits, or left out
    used = 0    # the lines of the forms kept
    for _, forms in items:
        if len(forms) <= cols and "|" not in forms and "\n" not in forms:  # one line, one form, that fits (most
            at.append(0)  # items: the clock, a score, a rule's tag): no call (statusframe49; each call's frame is
            used += 1     # taken from the heap under the unix port, whose heap is the bench's)
            continue
        i = _fit(forms, cols)
        at.append(i)
        if i >= 0:
            e = forms.find("|", i)
            used += forms.count("\n", i, e if e >= 0 else len(forms)) + 1
    while used > max(0, rows):  # the least useful item goes (the last of the highest priority number)
        worst = -1
        for k in range(len(items)):
            if at[k] >= 0 and (worst < 0 or items[k][0] >= items[worst][0]):
                worst = k
        forms = items[worst][1]
        i = at[worst]
        e = forms.find("|", i)
        used -= forms.count("\n", i, e if e >= 0 else len(forms)) + 1
        at[worst] = -1
    out = []
    for k in range(len(items)):
        i = at[k]
        if i < 0:
            continue
        forms = items[k][1]
        e = forms.find("|", i)
        if e < 0:
            e = len(forms)
        while True:
            j = forms.find("\n", i, e)
            if j < 0:
                j = e
            out.append(forms if j - i == len(forms) else forms[i:j])  # (a form of one line alone: as it is)
            if j == e:
                break
            i = j + 1
    return out


def bar_text(app, scr, cols, lead=""):
    """One line of at most cols characters for a status bar (square screens: CLUE, Thumby Color): lead (a tip)
    or the status words, then the game's items (``uttt.ui.statusbar``, imported only on a board with a status
    bar: a side panel's boards, the PyBadge's, never load it)."""
    from uttt.ui.statusbar import bar_text
    return bar_text(app, scr, cols, lead, _items)
