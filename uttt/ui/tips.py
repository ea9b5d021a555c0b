"""The tutorial line of the first games (``uttt.ui.status.tip``, while the "tips" setting is on: off once an
Ultimate game has ended). Its words are in RAM only then: ``status.tip`` imports this module while tips are
shown, and the next change of family drops it, so later games never load it."""


def tip(app, scr, short):
    """The tip for the position on the game screen scr (short: for a status bar)."""
    g = app.game
    if app.mode == "classic":
        return "3 in a row wins" if short else "Three in a row wins"
    if app.mode == "wild":
        # a side panel always says it (_items); a status bar says it and whose turn, taking turns every 2 s
        return "Any line wins" if short and scr.anim & 1 else ""
    if not g.ply:
        return "Start: any cell" if short else "First move: any cell"
    if g.forced >= 0:
        return "Go in the frame" if short else "Play in the framed board"  # (mono's frame is grey, not gold)
    return "Any framed board" if short else "Free move: any framed board"
