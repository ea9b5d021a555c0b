"""The game screen's input beyond a D-pad (imported at its first use; the result screen's keys are
``uttt.ui.result``'s): a tap (touch boards) on a panel button, a cell to play, or (Wild) the turn icon, which
swaps the mark, a refused cell flashing red with the reason (taken, wrong board, wait); and the two-button
cycle (NEXT / PREV) through the empty legal cells, then the panel buttons."""

from uttt.ui import cursor as C


def tap(scr, x, y):
    app = scr.app
    scr.fx.skip(app)
    L = app.layout
    names = scr.panel_buttons()
    i = L.slot_at(x, y, len(names))
    if i >= 0:
        if scr.computer and names[i] == "menu":
            scr.stop_thinking()
            app.open("pause")
        elif scr.computer:
            scr.bad(-1, "wait")
        else:
            scr.panel_action(names[i])
        return
    if scr.name == "result":
        return
    ix, iy, isz = L.icon
    if app.mode == "wild" and not scr.computer and ix <= x < ix + isz and iy <= y < iy + isz:
        scr.toggle_mark()  # the turn icon shows the mark a tap places: a tap on it swaps it
        return
    z = getattr(scr, "zoom", None)  # uttt.ui.zoom: the board to play enlarged (touch cells under 9 mm)
    m = z.tap(x, y) if z and scr.ultimate else L.cell_at(x, y) if scr.ultimate else L.square_at(x, y)
    if m < 0:
        return
    if scr.computer or scr.hinting or not app.human_turn():
        scr.bad(m, "wait")
    elif not C.empty(app, m):
        scr.bad(m, "taken")
    elif not C.in_area(app, m):
        scr.bad(m, "wrong board")
    elif app.now - scr.played_at < C.MASH_MS:
        scr.bad(m, "wait")
    else:
        app.cursor = m
        scr.focus = None
        scr.play(scr.cell_move(m))


def step_focus(scr, d):
    """Two buttons: step through the empty legal cells, then the panel buttons."""
    app = scr.app
    cycle(scr, C.targets(app) if app.human_turn() else [], d)


def cycle(scr, cells, d):
    """Step the two-button focus by d through ``cells`` (moves), then the panel buttons (uttt.ui.superinput's
    too, with its medium board's cells)."""
    app = scr.app
    names = scr.panel_buttons()
    n = len(cells) + len(names)
    if scr.focus in names:
        i = len(cells) + names.index(scr.focus)
    elif app.cursor in cells:
        i = cells.index(app.cursor)
    else:
        i = -1 if d > 0 else 0
    i = (i + d) % n
    app.cue("cursor")
    if i < len(cells):
        app.cursor = cells[i]
        scr.focus = None
    else:
        scr.focus = names[i - len(cells)]
    app.dirty.add("cursor")
    app.dirty.add("status")

