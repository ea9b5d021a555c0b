"""Playing the app by presses, as a person would: which buttons reach a cell (tests, demos, screenshots).

``presses_to(app, cell)`` finds the shortest D-pad press sequence that brings the cursor onto ``cell`` (a
breadth-first search over the app's own cursor rule, so the path respects jumps and wraps).
``play_presses(app, move)`` adds what makes that move: A (and, in Wild, B to swap the mark first).
``script(codes)`` writes codes in the simulator's script language ("UP RIGHT A").
"""

from uttt.ui import buttons as K
from uttt.ui import cursor as C

DPAD = (K.UP, K.DOWN, K.LEFT, K.RIGHT)
_DIRS = ((0, -1), (0, 1), (-1, 0), (1, 0))


def _step(app, cur, i):
    if app.game.variant == "super":  # Super-Ultimate's cursor walks the 27x27 grid (uttt.ui.superplay)
        from uttt.ui.superplay import step
        return step(app.game, cur, *_DIRS[i])
    keep = app.cursor, set(app.dirty)
    app.cursor = cur
    C.move(app, *_DIRS[i])
    out = app.cursor
    app.cursor = keep[0]
    app.dirty.clear()
    app.dirty.update(keep[1])
    return out


def presses_to(app, cell):
    """Shortest list of D-pad codes that moves the cursor from where it is onto cell; None if unreachable."""
    start = app.cursor
    if start == cell:
        return []
    seen = {start: None}
    frontier = [start]
    while frontier:
        nxt = []
        for cur in frontier:
            for i in range(4):
                to = _step(app, cur, i)
                if to in seen:
                    continue
                seen[to] = (cur, DPAD[i])
                if to == cell:
                    path = []
                    while seen[to] is not None:
                        to, code = seen[to]
                        path.append(code)
                    path.reverse()
                    return path
                nxt.append(to)
        frontier = nxt
    return None


def play_presses(app, move):
    """The presses that play game move ``move`` from the current screen state (game screen)."""
    out = []
    cell = move
    if app.mode == "wild":
        cell = move % 9
        if move // 9 + 1 != app.mark:
            out.append(K.B)
    path = presses_to(app, cell)
    if path is None:
        raise ValueError("cell %d cannot be reached by the cursor" % cell)
    return out + path + [K.A]


def script(codes):
    return " ".join(K.NAMES[c] for c in codes)
