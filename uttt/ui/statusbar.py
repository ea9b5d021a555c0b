"""The status bar's line (square screens: CLUE, Thumby Color; ``uttt.ui.status.bar_text``): the status words or
a tip, then the game's items in one line, the least useful dropped first. Imported only on a board whose game
screen has a status bar, so a side panel's board (a PyBadge) keeps none of it in RAM. Pure text (no displayio).
"""

SCORE = 2   # the priority of the score lines (uttt.ui.status.SCORE): the bar shows the score in one piece instead


def bar_text(app, scr, cols, lead, items):
    """One line of at most cols characters for a status bar: lead (a tip) or the status words, then
    "12s 2 of 5 1-0.5" on the game screen, the match and the keys after a game; the least useful parts go
    first. items: ``uttt.ui.status._items`` (passed in: this module does not import status, which imports it)."""
    if not lead:
        l1, l2 = scr.status()
        lead = (l1 + " " + l2).strip()
    parts = [(0, lead)]
    se = app.series
    if se.rounds or scr.name == "result":
        parts.append((SCORE, "%s-%s" % (se.score_text(1), se.score_text(2))))
    for pri, forms in items(app, scr):
        if pri != SCORE:  # the score lines: the compact score above instead
            parts.append((pri, forms.split("|")[-1].replace("\n", " ")))
    while len(" ".join(p for _, p in parts)) > cols and len(parts) > 1:
        worst = 1
        for i in range(1, len(parts)):
            if parts[i][0] >= parts[worst][0]:
                worst = i
        parts.pop(worst)
    return " ".join(p for _, p in parts)
