"""The Super-Ultimate game screen's less frequent input (``uttt.ui.supergame``; imported at its first use, as
``uttt.ui.gameinput`` is for Ultimate): the two-button cycle, a tap (a cell of the medium board shown, a medium
board of the overview, a panel button) and a typed move ("4 3 5": ``uttt.super_parse``, loaded for the line).
With them, the cells they go to (``targets``, ``first_in``) and the overview's medium board under a tap
(``overview_at``); and a square screen's status bar of where to play (``tip``, ``where_bar``). A D-pad board with
a side panel (a PyBadge) never loads this code."""

from uttt.ui import buttons as K
from uttt.ui.cursor import MASH_MS
from uttt.super_rules import CELL_NAMES
from uttt.ui.superplay import CENTRE_FIRST, in_area, overview, where


def targets(g, shown):
    """The two-button cycle: the empty cells of the legal area on the medium board shown, then (a free move at
    the medium level) the first such cell of each other medium board in play, in order round from it."""
    out = [m for m in range(81 * shown, 81 * shown + 81) if not g.cells[m] and in_area(g, m)]
    if g.forced_medium < 0:
        for i in range(1, 9):
            M = (shown + i) % 9
            for m in range(81 * M, 81 * M + 81):
                if not g.cells[m] and in_area(g, m):
                    out.append(m)
                    break
    return out


def first_in(g, M):
    """The cell of medium board M the cursor goes to when the player looks there: an empty cell in play, the
    centre's first."""
    for S in CENTRE_FIRST:
        for c in CENTRE_FIRST:
            m = 81 * M + 9 * S + c
            if not g.cells[m] and in_area(g, m):
                return m
    return 81 * M + 40


def overview_at(L, x, y):
    """The medium board (0..8) of the overview under (x, y), else -1."""
    ox, oy, s = overview(L)
    n = 9 * s + 4
    if not (ox <= x < ox + n and oy <= y < oy + n):
        return -1
    step = 3 * s + 1
    col = min(2, max(0, (x - ox - 1) // step))
    row = min(2, max(0, (y - oy - 1) // step))
    return 3 * row + col


def two(scr, code):
    """A two-button press on the game screen (``uttt.ui.supergame``): NEXT / PREV step the cycle (``step_focus``), A
    on another medium board's first cell enters it (``enter``); True where the press was taken."""
    if code == K.A:
        return enter(scr)
    scr.fx.skip(scr.app)
    step_focus(scr, 1 if code == K.NEXT else -1)
    return True


def step_focus(scr, d):
    """Two buttons: the cells in play of the medium board the cycle walks, the other medium boards' first cells, the
    panel. The board walked stays the one the cycle started on while the cursor passes the others' first cells
    (``scr.ring``: 1000 x ply + that board), so NEXT reaches each board and the panel in a few presses; A on another
    board's first cell enters that board (``enter``), A on a cell of the board walked plays (clue44)."""
    from uttt.ui.gameinput import cycle

    app = scr.app
    g = app.game
    cells = []
    if app.human_turn() and not scr.computer:
        r = scr.ring
        M = r % 1000 if r >= 0 and r // 1000 == g.ply and g.forced_medium < 0 else scr.medium()
        scr.ring = 1000 * g.ply + M
        cells = targets(g, M)
    cycle(scr, cells, d)
    app.dirty.add("cells")  # the medium board shown may change with the cursor


def entering(scr):
    """The medium board A enters (``enter``), and the status bar names (``tip``): the cursor on another medium board's
    first cell in play, stepped to by NEXT (``step_focus``); -1 where A plays as usual (the cursor on the board
    walked, a panel button, another ply)."""
    g = scr.app.game
    r = scr.ring
    m = scr.app.cursor
    if scr.focus or r // 1000 != g.ply or not 0 <= m < 729 or m // 81 == r % 1000:
        return -1
    M = m // 81
    for first in range(81 * M, m + 1):  # a board's first cell in play (``targets``), not any of its cells
        if not g.cells[first] and in_area(g, first):
            break
    else:
        return -1
    return M if first == m else -1


def enter(scr):
    """A on another medium board's first cell (``entering``): that board is the one walked from now on, its cells
    next; True. False where A plays as usual."""
    app = scr.app
    g = app.game
    M = entering(scr)
    if M < 0:
        return False
    scr.ring = 1000 * g.ply + M
    app.cue("select")
    app.dirty.add("cursor")
    app.dirty.add("status")
    return True


def tap(scr, x, y):
    app = scr.app
    scr.let_go()
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
    g = app.game
    M = overview_at(L, x, y)
    if M >= 0:  # the overview: look at that medium board (where a free move may go)
        if scr.computer or not app.human_turn():
            scr.bad(-1, "wait")
        elif g.forced_medium >= 0 and M != g.forced_medium or not g.medium_playable(M):
            scr.bad(-1, "wrong board")
        else:
            if app.cursor // 81 != M:
                app.cursor = first_in(g, M)
            app.cue("cursor")
            app.dirty.add("cells")
            app.dirty.add("cursor")
            app.dirty.add("status")
        return
    c = L.cell_at(x, y)
    if c < 0:
        return
    m = 81 * scr.medium() + c
    if scr.computer or scr.hinting or not app.human_turn():
        scr.bad(m, "wait")
    elif g.cells[m]:
        scr.bad(m, "taken")
    elif not in_area(g, m):
        scr.bad(m, "wrong board")
    elif app.now - scr.played_at < MASH_MS:
        scr.bad(m, "wait")
    else:
        app.cursor = m
        scr.focus = None
        scr.play(m)


def _parse(text, g):
    """A Super-Ultimate move from typed text, with its parser loaded for the line only."""
    from uttt.super_parse import parse_move
    try:
        return parse_move(text, g.forced_medium, g.forced_small)
    finally:
        from uttt.ui.app import forget
        forget("uttt.super_parse")


def _name(m):
    from uttt.super_notation import format_move
    return format_move(m)


def typed_move(scr, text):
    """A typed move: "4 3 5" (medium 4, board 3, square 5), fewer numbers where the boards are forced; the
    console's own flow (``uttt.ui.console.typed_move``) with Super-Ultimate's parser and words."""
    from uttt.ui.console import typed_move as typed
    typed(scr, text, _parse, _name)


def tip(scr):
    """The status bar of a square screen (``SuperScreen.tip``, not a side panel's): whose turn and where to play, in
    the words that fit before the panel buttons ("X: bottom-right, bottom-left", or the medium and the small board
    in turn)."""
    app = scr.app
    L = app.layout
    if L.side or scr.name != "game" or scr.computer or not app.human_turn() or app.over or scr.hinted >= 0:
        return ""  # (the status words instead: "Hint boxed" while the hint's move is boxed)
    names = scr.panel_buttons() if app.scheme != "dpad" else ()
    right = L.slots[len(names) - 1][0] if names else L.width
    cols = (right - L.text_x) // 6
    M = entering(scr)
    if M >= 0:
        # two buttons, the cursor on another medium board's first cell: the right button enters it (``enter``); the
        # words go when it has (or the cycle moves on), so the screen shows what it did
        name = CELL_NAMES[M]
        for t in ("Right: enter %s" % name, "Enter %s" % name, name + "?"):
            if len(t) <= cols:
                break
        return t
    g = app.game
    t = where_bar(g, cols, scr.half)
    if app.now // 2000 % 3 == 2 and t[1:2] != ":" != where_bar(g, cols, 1 - scr.half)[1:2]:
        return ""  # no half says whose turn (a Thumby Color's 17 columns): the status words a third of the time
    return t


def where_bar(g, cols, half=0):
    """Whose turn and where to play in one line of at most cols characters (a square screen's status bar), in
    whole words: "X: medium bottom-right, small top-left"; where that does not fit, the medium board (half 0) and
    the small board (half 1) take turns as on a narrow panel: "X: medium bottom-right", then "X: small top-left"
    (a CLUE), or where that does not fit, "medium top-center", "small top-left", and last the bare place ("X:
    bottom-right": a Thumby Color's 17 columns; the overview beside it frames that medium board)."""
    w = where(g)
    if w is None:
        return ""
    mark = " XO"[g.turn]
    word, name = ("small", w[1]) if half else ("medium", w[0])
    for text in ("%s: medium %s, small %s" % (mark, w[0], w[1]), "%s: %s %s" % (mark, word, name),
                 "%s %s" % (word, name), "%s: %s" % (mark, name)):
        if len(text) <= cols:
            return text
    return text
