"""The scoreboard's words: the turn timer, the series score, the round, who opens next, accuracy, rule tags.

Pure text from the App's state (no displayio), sized for the panel: ``panel_lines(app, cols, rows)`` gives at
most ``rows`` lines of at most ``cols`` characters for a side panel (PyBadge: 6 x 5; PyPortal 13 x 4-6);
``bar_text(app)`` one compact string for the one-line status bar of square screens (CLUE, Thumby Color).
When room is short, the most useful lines stay (score first), in their natural order.
"""


def _lines(app):
    """(priority, text) pairs in display order; a lower priority number is kept first."""
    out = []
    se = app.series
    g = app.game
    if g is None:
        return out
    t = app.timer_shown
    if t is not None and app.screen == "game":
        out.append((0, "%ds" % t))
    over = app.screen == "result"
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
    for tag in app.rule_tags():
        out.append((5, tag))
    if over and app.scheme == "dpad":
        out.append((6, "A:next"))
    return out


def panel_lines(app, cols, rows):
    """At most rows lines (each at most cols characters) for a side panel."""
    items = _lines(app)
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


def bar_text(app):
    """One compact line for a status bar: "12s R2/5 1-0.5" on the game screen, more after a round."""
    items = _lines(app)
    if not items:
        return ""
    se = app.series
    out = []
    for pri, text in items:
        if pri == 1:
            continue
        out.append(text.split("|")[0])
    if se.rounds or app.screen == "result":
        out.insert(1 if app.timer_shown is not None and app.screen == "game" else 0,
                   "%s-%s" % (se.score_text(1), se.score_text(2)))
    return " ".join(out)


def summary(app):
    """The scoreboard in words (console, result screen on big panels, tests)."""
    se = app.series
    text = app.score_line()
    if se.over:
        return text + ". " + app.series_line()
    if se.rounds:
        return text + ". Next: %s opens" % app.player_name(se.x_player)
    return text
