"""The game screen's cursor (``app.cursor``, kept while a menu is open): where it may rest (the legal area), how
the D-pad moves it, where it lands after a move, and the cells of the two-button cycle; and what every input
path of the game screen (``uttt.ui.game``, ``gameinput``, ``console``) shares: the mash guard (``MASH_MS``) and
a rules reason in a word or two (``short_why``). A leaf: those modules import it, never each other.

Ultimate cells are moves 0..80; the D-pad works in the 9x9 grid of screen positions: a step that lands on a
board not in play keeps going the same way (jumping over closed boards), and wraps at the edges, so the
cursor never leaves the boards the player may play in. Classic and Wild cells are 0..8.
"""

from uttt.ui.layout import grid_xy, move_at

MASH_MS = 150       # after a mark, A is refused this long (a mashed button must not play for the next player)
CENTRE_FIRST = (4, 0, 2, 6, 8, 1, 3, 5, 7)
_OFFSETS = (0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6, 7, -7, 8, -8)


def in_area(app, m):
    """True if the cursor may rest on cell m: a cell of a board the player may play in."""
    g = app.game
    if g is None or g.result:
        return False
    if g.variant != "ultimate":
        return 0 <= m < 9
    if not 0 <= m < 81:
        return False
    b = m // 9
    if g.forced >= 0:
        return b == g.forced
    return g.playable(b)


def empty(app, m):
    return not app.game.cells[m]


def move(app, dx, dy):
    """Step the cursor; it jumps over boards that are not in play and wraps at the edges."""
    app.dirty.add("cursor")
    app.cue("cursor")
    if app.game.variant != "ultimate":
        c = app.cursor
        app.cursor = 3 * ((c // 3 + dy) % 3) + (c % 3 + dx) % 3
        return
    col, row = grid_xy(app.cursor)
    f = app.game.forced
    if f >= 0 and app.cursor // 9 == f:  # one board in play, the cursor on it: the step wraps inside it, as the
        c = 3 * (f % 3)                  # walk below finds it (up to ~150 calls of move_at and in_area: ~10 ms of
        r = 3 * (f // 3)                 # a PyBadge's press at a board's edge in the bench; frame41)
        app.cursor = move_at(c + (col - c + dx) % 3, r + (row - r + dy) % 3)
        return
    for k in range(1, 10):
        for off in _OFFSETS:
            if dx:
                cc, rr = (col + dx * k) % 9, row + off
            else:
                cc, rr = col + off, (row + dy * k) % 9
            if 0 <= cc < 9 and 0 <= rr < 9:
                m = move_at(cc, rr)
                if in_area(app, m):
                    app.cursor = m
                    return


def place(app, prefer=-1):
    """Put the cursor on an empty cell of the legal area after the position changed (prefer: the square of
    the last move, so it stays where the eye is)."""
    g = app.game
    app.dirty.add("cursor")
    if g.result:
        return
    if g.variant != "ultimate":
        if prefer >= 0 and empty(app, prefer):
            app.cursor = prefer
            return
        if 0 <= app.cursor < 9 and empty(app, app.cursor):
            return
        # the empty cell nearest to where the cursor was (the player's mark, the computer's answer on it), the
        # centre first among equals: not the first free cell from the top-left, which could be across the board
        moves = [c for c in CENTRE_FIRST if empty(app, c)]
        c = app.cursor if 0 <= app.cursor < 9 else 4
    elif g.forced >= 0:
        base = 9 * g.forced
        if prefer >= 0 and empty(app, base + prefer % 9):
            app.cursor = base + prefer % 9
            return
        for c in CENTRE_FIRST:
            if empty(app, base + c):
                app.cursor = base + c
                return
        app.cursor = base + 4
        return
    else:
        if in_area(app, app.cursor) and empty(app, app.cursor):
            return
        moves = g.legal_moves()
        c = app.cursor if app.cursor >= 0 else 40
    col, row = grid_xy(c)
    best, dist = -1, 99
    for m in moves:
        c2, r2 = grid_xy(m)
        d = abs(c2 - col) + abs(r2 - row)
        if d < dist:
            best, dist = m, d
    if best >= 0:
        app.cursor = best


def targets(app):
    """The two-button cycle's cells: every empty cell of the legal area, board by board."""
    n = 81 if app.game.variant == "ultimate" else 9
    return [m for m in range(n) if in_area(app, m) and empty(app, m)]


def short_why(why):
    """A rules reason in a word or two for the status panel."""
    if "taken" in why:
        return "taken"
    if "must play" in why:
        return "wrong board"
    if "closed" in why:
        return "closed board"
    return "no"
