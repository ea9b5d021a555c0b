"""A tap on the game screen (touch boards): a panel button, a cell to play, or (Wild) the turn icon, which
swaps the mark; a refused cell flashes red with the reason (taken, wrong board, wait). Imported at the first
tap, so D-pad boards never load it."""

from uttt.ui import cursor as C
from uttt.ui.game import MASH_MS


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
    m = L.cell_at(x, y) if scr.ultimate else L.square_at(x, y)
    if m < 0:
        return
    if scr.computer or not app.human_turn():
        scr.bad(m, "wait")
    elif not C.empty(app, m):
        scr.bad(m, "taken")
    elif not C.in_area(app, m):
        scr.bad(m, "wrong board")
    elif app.now - scr.played_at < MASH_MS:
        scr.bad(m, "wait")
    else:
        app.cursor = m
        scr.focus = None
        scr.play(scr.cell_move(m))
