"""What the game screen's panel says: two short status lines and the big mark (whose turn, the winner, a
refusal, the computer thinking), the first games' tip, and the scoreboard (the turn timer, the match score, the
round, who opens next, accuracy, rule tags). Pure text from the App's state and its game screen ``scr``
(no displayio), sized for the panel: ``panel_lines(app, scr, cols, rows)`` gives at most ``rows`` lines of at
most ``cols`` characters for a side panel (PyBadge: 6 x 5; PyPortal 13 x 4-6); ``bar_text(app, scr)`` one
compact string for the one-line status bar of square screens (CLUE, Thumby Color). When room is short, the
most useful lines stay (score first), in their natural order.
"""

from uttt.ui.rounds import rule_tags


def status(scr):
    """Two short lines for the status panel: whose turn, the winner, a refusal, the computer thinking."""
    app = scr.app
    if scr.flash_until:
        w = scr.refusal.split(" ")
        return (w[0], " ".join(w[1:]))
    r = app.result
    if r:
        if r == 3:
            return ("Draw", "")
        who = app.player_name(app.series.player_of(r) if app.round_won < 0 else app.round_won)
        if app.mode == "wild":
            return (who, "win" if who == "You" else "wins")
        return ("%s wins" % " XO"[r], who)
    if scr.computer:
        return ("think" if scr.computer.why == "bot" else "hint", "." * (scr.anim + 1))
    if app.cpu:
        return ("you" if app.human_turn() else "cpu", "B:swap" if app.mode == "wild" and
                app.scheme == "dpad" else "to go")
    who = "P%d" % app.series.player_of(app.game.turn)
    if app.mode == "wild":
        return (who, "B:swap" if app.scheme == "dpad" else "")
    return (who, "to go")


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
    g = app.game
    if app.mode == "classic":
        return "3 in a row wins" if short else "Three in a row wins"
    if app.mode == "wild":
        return "Any line wins" if short or app.scheme != "dpad" else "B swaps X/O. Any line wins"
    if not g.ply:
        return "Start: any cell" if short else "First move: any cell"
    if g.forced >= 0:
        return "Go in gold frame" if short else "Play in the gold frame"
    return "Free: any framed" if short else "Free move: any framed board"


def _lines(app, scr):
    """(priority, text) pairs in display order; a lower priority number is kept first."""
    out = []
    se = app.series
    g = app.game
    if g is None or scr.name not in ("game", "result"):
        return out
    t = scr.timer_shown
    if t is not None and scr.name == "game":
        out.append((0, "%ds" % t))
    over = scr.name == "result"
    if se.rounds or over or se.best_of:
        if se.best_of:
            out.append((4, "R%d/%d" % (se.rounds if over else se.round, se.best_of)))
        elif not over:
            out.append((4, "R%d" % se.round))
        out.append((1, "%s %s" % (app.player_name(1), se.score_text(1))))
        out.append((1, "%s %s" % (app.player_name(2), se.score_text(2))))
    if over:
        if app.forfeit:
            out.append((3, "time!"))
        if se.over:
            if not se.winner:
                word = "tied"
            elif app.cpu:
                word = "won!" if se.winner == 1 else "lost"
            else:
                word = "P%d won" % se.winner
            out.append((2, word))
        elif se.alternate or se.rounds == 0:
            out.append((2, "1st:%s" % app.player_name(se.x_player)))
        if app.rater is not None:
            out.append((3, "rating"))
        elif app.accuracy is not None:
            out.append((3, "acc %d%%|%d%%" % (app.accuracy, app.accuracy)))
    for tag in rule_tags(app):
        out.append((5, tag))
    if over and app.scheme == "dpad":
        out.append((6, "A:next"))
    return out


def panel_lines(app, scr, cols, rows):
    """At most rows lines (each at most cols characters) for a side panel."""
    items = _lines(app, scr)
    if rows <= 0:
        return []
    while len(items) > rows:
        worst = 0
        for i in range(len(items)):
            if items[i][0] >= items[worst][0]:
                worst = i
        items.pop(worst)
    return [_fit(text, cols) for _, text in items]


def _fit(text, cols):
    """The first of text's "|"-separated forms that fits cols, spaces dropped if need be, else cut."""
    forms = text.split("|")
    for f in forms:
        if len(f) <= cols:
            return f
    for f in forms:
        f = f.replace(" ", "")
        if len(f) <= cols:
            return f
    return forms[-1][:cols]


def bar_text(app, scr):
    """One compact line for a status bar: "12s R2/5 1-0.5" on the game screen, more after a round."""
    items = _lines(app, scr)
    if not items:
        return ""
    se = app.series
    out = []
    for pri, text in items:
        if pri == 1:
            continue
        out.append(text.split("|")[0])
    if se.rounds or scr.name == "result":
        out.insert(1 if scr.timer_shown is not None and scr.name == "game" else 0,
                   "%s-%s" % (se.score_text(1), se.score_text(2)))
    return " ".join(out)


def summary(app):
    """The scoreboard in words (console, result screen on big panels, tests)."""
    from uttt.ui.rounds import score_line, series_line
    se = app.series
    text = score_line(app)
    if se.over:
        return text + ". " + series_line(app)
    if se.rounds:
        return text + ". Next: %s opens" % app.player_name(se.x_player)
    return text
