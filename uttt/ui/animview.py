"""Drawing the animations of a move for the game scene (their timing is ``uttt.ui.anim``): the strike line
through a winning line, grown piece by piece, and the pulse of a claimed board's frame. A new mark's stroke
frames are cell tiles (``sprites.partial``, chosen in ``gameview.Scene.cell_tile``).

Each change redraws only its own small box: a piece of the strike line, four thin rectangles of the pulse.
Every shape is made with the scene (``uttt.ui.gamebuild``), so no refresh ever draws one for the first time
(Blinka, the simulator's displayio, draws a new Polygon's first appearance as the whole screen).
"""

from uttt.ui import theme as T
from uttt.ui.anim import LINE_PARTS


def sync_pulse(scene):
    """Show or hide the claimed board's frame as the pulse says (only those thin rectangles redraw)."""
    rects = scene.pulse
    if not rects:
        return
    scr = scene.app.scr
    p = scr.fx.pulse(scr.shown()) if scr.fx else None
    if p == scene.pulse_state:
        return
    scene.pulse_state = p
    for r in rects:
        r.hidden = p is None
    if p is None:
        return
    # Shown and coloured before it moves: the move then redraws the old and the new box apart, not the box
    # around both (a change after the move would join them).
    x, y, w, h = scene.L.board_rect(p[0])
    t = rects[2].width
    c = T.X if p[1] == 1 else T.O
    for r, xy in zip(rects, ((x, y), (x, y + h - t), (x, y + t), (x + w - t, y + t))):
        if r.color_index != c:
            r.color_index = c
        if r.location != xy:
            r.location = xy


def sync_strike(scene):
    """The winning line, struck through piece by piece as ``app.fx.parts`` says (all at once when nothing is
    animated); each new piece redraws only its own small box."""
    scr = scene.app.scr
    g = scr.shown()
    line = g.winning_line()
    pieces = scene.strike
    if line != scene.strike_line:
        for i in range(scene.strike_shown):
            pieces[i].hidden = True
        scene.strike_shown = 0
        scene.strike_line = line
    if line is None:
        return
    want = scr.fx.parts(g) if scr.fx else LINE_PARTS
    while scene.strike_shown < want:
        p = pieces[scene.strike_shown]
        p.hidden = False  # (then the new points: the placeholder's pixel and the piece redraw apart)
        p.points = _piece(scene, line, scene.strike_shown, len(pieces))
        scene.strike_shown += 1


def _piece(scene, line, i, n):
    """Points (relative to the grid) of piece i of n of the strike line through boards line[0] .. line[2]."""
    L = scene.L
    pitch = L.board if scene.ultimate else L.big
    a, c = line[0], line[2]
    x1 = pitch * (a % 3) + pitch // 2
    y1 = pitch * (a // 3) + pitch // 2
    x2 = pitch * (c % 3) + pitch // 2
    y2 = pitch * (c // 3) + pitch // 2
    # Run a little past the centres of the end boards.
    ext = pitch // 3
    dx = (x2 > x1) - (x2 < x1)
    dy = (y2 > y1) - (y2 < y1)
    x1 -= dx * ext
    y1 -= dy * ext
    x2 += dx * ext
    y2 += dy * ext
    w = max(2, pitch // 12)
    # A thick segment as a quadrilateral: offset the ends perpendicular to the line.
    if dx and dy:
        ox, oy = w * dy, -w * dx
        ox = (ox * 7) // 10 or ox
        oy = (oy * 7) // 10 or oy
    elif dx:
        ox, oy = 0, w
    else:
        ox, oy = w, 0
    ax = x1 + (x2 - x1) * i // n
    ay = y1 + (y2 - y1) * i // n
    # Each piece runs a pixel into the next, so no seam shows between them.
    more = 1 if i < n - 1 else 0
    bx = x1 + (x2 - x1) * (i + 1) // n + dx * more
    by = y1 + (y2 - y1) * (i + 1) // n + dy * more
    return [(ax + ox, ay + oy), (bx + ox, by + oy), (bx - ox, by - oy), (ax - ox, ay - oy)]
