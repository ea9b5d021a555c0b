# The menus' code (uttt.ui.menu) resident at play in an Ultimate boot's games, so that a pause imports nothing and
# collects nothing (pause49, resume50). One rule, met by a boot's title (its first frame: uttt.ui.title) and by a boot
# that resumes a game after a power cycle and shows no title (uttt.ui.gamestart). Not a Super boot's: its heap is
# at its budget. Not on a screen wider than 160 px: a larger screen's sprite sheets fill its heap (the PyPortal's
# session ran out of memory on a result with the menus' code at play).
#
# The App owns the tables it changes: ``app.guests`` and ``app.keep`` are uttt.ui.app's GUESTS and KEEP until a
# change gives it lists of its own (here, uttt.ui.replay's pictures readied, uttt.ui.gamestart's next game), so no
# App (nor a test's) sees what another one changed. A module of the menu family's, imported where it is met and
# dropped with the family: its code is not in RAM at play.


def menus(app):
    # The menus' code off the game family's guests and kept from the menu family (the title, which loaded it).
    if app.layout.width <= 160 and "menu" in app.guests:
        app.guests = [g for g in app.guests if g != "menu"]
        keep = dict(app.keep)
        k = keep["game"]
        keep["game"] = (k[0] + ["menu"], k[1])
        app.keep = keep
