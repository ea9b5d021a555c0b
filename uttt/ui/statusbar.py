"""The status bar's line (square screens: CLUE, Thumby Color; ``uttt.ui.status.bar_text``): the status words or
a tip, then the game's items in one line, the least useful dropped first. Imported only on a board whose game
screen has a status bar, so a side panel's board (a PyBadge) keeps none of it in RAM. Pure text (no displayio).
"""

SCORE = 2   # the priority of the score lines (uttt.ui.status.SCORE): the bar shows the score in one piece instead


def bar_text(app, scr, cols, lead, items):
    """One line of at most cols characters for a status bar: lead (a tip) or the status words, then
    "12s 2 of 5 1-0.5" on the game screen, the match and the keys after a game; the least useful parts go
    first. items: ``uttt.ui.status._items`` (passed in: this module does not import status, which imports it)."""
    tip = lead
    if not lead:
        l1, l2 = scr.status()
        lead = (l1 + " " + l2).strip()
    parts = [(0, lead)]
    se = app.series
    if se.rounds or scr.name == "result":
        parts.append((SCORE, "%s-%s" % (se.score_text(1), se.score_text(2))))
    keys = you = ""
    for pri, forms in items(app, scr):
        if pri == SCORE or not forms:  # the score lines: the compact score above instead; a blank clock line
            continue
        if scr.name == "result" and pri == 1:  # a D-pad's result keys ("A: again\nB: menu|A:\nagain")
            keys = forms.split("|")[0].replace("\n", " ")
        form = forms.split("|")[-1].replace("\n", " ")
        if form.startswith("B: to "):  # Wild's mark on a D-pad ("B: swap to O|B:\nto O"): the key to say in turn
            keys = forms.split("|")[0]
        if form.startswith("You are "):  # against the computer, the marks swapped for this game
            you = form
        parts.append((pri, form))
    line = _fit(parts, cols)
    two = scr.name == "result" and app.scheme == "two" and not scr.focus
    if two:  # no panel button focused: the right button plays again (a left tap steps to the buttons)
        keys = "Right button: again" if cols >= 19 else "Right: again"
    if you and you not in line:
        # Said where it happens (issue 17), before a tip: "Your turn as O" where "Your turn You are O" is too long
        l1, l2 = scr.status()
        lead = (l1 + " " + l2).strip()
        if lead == "Your turn":
            lead += " as " + you[-1]
            parts = [p for p in parts if p[1] != you]
        parts[0] = (0, lead)
        line = _fit(parts, cols)
    if keys and (two or line != " ".join(p for _, p in parts)):
        # Too narrow for the result, its score and a key (a Thumby Color's 17 columns), or a CLUE's right button:
        # the winner and the score, and the keys, take turns every 2 s (issue 17: the winner, the score and what
        # A and B do)
        if scr.name == "result":
            turn = scr.anim & 1
        elif not app.human_turn():
            turn = 0
        elif app.settings.get("tips"):  # Wild's key: whose turn, the tip (status.tip's odd turns), the key, the tip
            turn = not tip and app.now // 2000 & 3 == 2
        else:  # Wild's key and whose turn, every 2 s each
            turn = app.now // 2000 & 1
        if turn and len(keys) <= cols:
            return keys
        if not two:
            line = _fit([p for p in parts if p[0] != 1], cols)
    return line


def _fit(parts, cols):
    """parts' words in one line of at most cols characters, the least useful parts (the highest priority numbers,
    the last of equals) dropped first; the first part is always kept."""
    parts = list(parts)
    while len(" ".join(p for _, p in parts)) > cols and len(parts) > 1:
        worst = 1
        for i in range(1, len(parts)):
            if parts[i][0] >= parts[worst][0]:
                worst = i
        parts.pop(worst)
    return " ".join(p for _, p in parts)
