"""The game scene: the board of the game screen, its result, the replay and the rules pages (every screen of
the "game" and "picture" families show a position: ``scr.shown()``).

One TileGrid over a sprite sheet for all the cells (a tile per cell, ``3 * style + mark``), two 3x3 TileGrids
of board overlays (the gold frames; the big X / O), thick grid lines as vectorio rectangles, a cursor TileGrid
that only moves, the last-move marker, the refused-press flash; the strike line and the claim pulse come from
the functions at the end of this module (their timing is ``uttt.ui.anim``), the status panel, the caption of the picture screens and the tip from
``uttt.ui.panelview``. The sprite sheets are the view's (``View.sheet``: drawn by ``uttt.ui.sprites`` when first
needed, kept for the next scene of the same sizes: a pause and back draws nothing anew). The objects are made
by ``uttt.ui.gamebuild``, which the constructor imports and drops again: this module keeps them in step.
"""

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from uttt.ui import panelview
from uttt.ui import theme as T
from uttt.ui.anim import LINE_PARTS, STAGES
from uttt.ui.app import forget

# Tile indexes of the sheets (uttt.ui.sprites draws them in this order). Cells: 3 * style + mark, then the
# stroke frames of a new mark (partial); a board overlay's state, its tile in the overlays' one sheet (0 none;
# the frames' grid shows tile 1, the big marks' grid tiles 2 and 3); the cursor sheet (the ghost marks last:
# only Wild's sheet has them).
_NORMAL = const(0)  # a board's style: its cells' tiles are 3 * style + mark
_DRAWN = const(1)
_X_CLAIMED = const(2)
_O_CLAIMED = const(3)
FRAME, BIG_X, BIG_O = 1, 2, 3
CURSOR, REFUSED, LAST, GHOST_X, GHOST_O = 0, 1, 2, 3, 4   # an outline (also the highlight), ...
STYLE = (3 * _NORMAL, 3 * _X_CLAIMED, 3 * _O_CLAIMED, 3 * _DRAWN)  # a board's first cell tile by its state (made once)


def partial(styles, mark, stage):
    """Tile index of stroke-drawing frame stage (1, 2) of mark in a cell sheet of styles styles."""
    return 3 * styles + len(STAGES) * (mark - 1) + stage - 1


class Scene:
    """Builds the game scene for ``view.app.scr`` and keeps it in step (``sync``)."""

    seen = None  # Ultimate: what sync_cells last showed (its comment)

    def __init__(self, view, root):
        self.view = view
        self.app = view.app
        from uttt.ui import gamebuild  # what runs only now: its build drops it again (docs/memory.md, issue 16; out

        gamebuild.build(self, view, root)  # of memory App.out_of_memory's unload does; screens63)
        self.flash[0] = REFUSED

    def stale(self):
        """True when the screen now shows another variant (the tiles differ) or is laid out otherwise (the
        picture screens' smaller grid): the view builds anew."""
        scr = self.app.scr
        return scr.variant != self.variant or scr.layout is not self.L

    def recolour(self):
        """The theme changed (the shared palette already has): the overlays' inks and the panel's words
        (``uttt.ui.gamebuild.recolour``: only a scene's build and a theme change run it, not a game in play)."""
        from uttt.ui import gamebuild

        gamebuild.recolour(self)
        if self.app.unloads:
            forget("uttt.ui.gamebuild")

    def sync(self, d):
        if "screen" in d:
            d.add("cells")
        mv = 0
        if "cells" in d or "anim" in d:
            mv = self.sync_cells(d)
        elif "rims" in d:  # the owed frames of the boards: drawn in a frame with nothing else to draw (sync_cells' cap),
            if len(d) > 1:  # else owed again without the walk (think58: ~5 ms of a PyBadge's move words frame, bench)
                self.view.owe = 1
            else:
                self.sync_cells(d)
        if ("cells" in d or "cursor" in d) and not mv:
            self.sync_cursor()
        # Back to this scene from a box over it (View.release: panel_state 0), the panel's words and a Super game's
        # overview, as they were, wait for the next frame with nothing else to draw ("rims") or one that changes
        # them: the press worked them out again for nothing (~15 ms of a PyBadge's way back from the pause; pause64)
        w = self.panel_state == 0
        if w and "screen" in d and "full" not in d:  # (a new game's whole screen: its words with it)
            self.view.owe = 1
            return
        app = self.app
        scr = app.scr
        s = getattr(scr, "settle", -1)
        f = app.frames - 1
        if (s >= 0 and (app.pressed == f or s == f and scr.highlight >= 0) or
                s == -2 - f and scr.highlight >= 0) and "screen" not in d or getattr(scr, "ending", 0):
            # the frame of a move (App.tick has counted it): yours from a press, or the computer's (with a press
            # refused in its frame too: the refusal's words show from the frame after the save's; pause29: the two
            # together took ~80-100 ms of a PyBadge's), and a press while its save waits (a cursor step in the frame
            # after the computer's move: the words and a Super game's overview were ~40-70 ms of a PyBadge's step,
            # superpause42), shows alone: the panel's words wait until the frame after
            # the save's (GameScreen.tick; the computer's issue 16, yours pause25: ~20 ms of a PyBadge's press); the
            # game's last move: until its end is done (the result's words: uttt.ui.rounds.ending; review25); a hint's
            # box (or the computer's move's save frame): the words in the next frame (uttt.ui.computer.answer; think40)
            return
        # The panel's words: a cursor's step changes them only where the panel has buttons (its focus); on a
        # D-pad board it moves the outline alone (the words were worked out again for nothing: ~15 ms of a
        # PyBadge's press, and most of its garbage; pause25)
        if "cells" in d or "status" in d or "screen" in d or "cursor" in d and self.buttons or w and len(d) < 2:
            panelview.sync(self)
            if hasattr(scr, "scene_extra"):
                scr.scene_extra(self)
        elif "caption" in d:  # the caption alone (the Review's "Thinking" figures; rate28)
            panelview.sync_caption(self, scr)
        elif "think" in d or "words" in d:  # the computer's dots alone (panel27), a refusal's words (press32)
            panelview.think(self)  # (the whole panel while its words are owed)
        elif w:
            self.view.owe = 1

    # ----- the board ------------------------------------------------------------------------------------------
    def cell_tile(self, scr, g, fx, m):
        """Tile index for cell m as the screen's state says it should look (a new mark: its stroke frame)."""
        k = fx.stage(g, m) if fx else 0
        if k:
            return partial(self.styles, fx.mark, k)
        if self.ultimate:
            b = 0 if fx and fx.held(g, m // 9) else g.boards[m // 9]
            return STYLE[b] + g.cells[m]
        return g.cells[m]

    def sync_cells(self, d=()):
        app = self.app
        scr = app.scr
        split = self.seen is not None and "full" not in d  # (not the scene's first sync, nor a new game's)
        g = scr.shown()
        fx = scr.fx
        tiles = self.tiles
        shown = self.shown
        ult = self.ultimate
        # cell_tile's answer, worked out once a board here (81 calls of it took ~20 ms a frame on a PyBadge,
        # estimate; issue 16): only the new mark's cell (its stroke frame) asks it
        k = fx.cell if fx and fx.running(g) else -1
        hb = fx.board if k >= 0 and fx.held(g, fx.board) else -2  # the one board whose claim waits (fx.held)
        cells = g.cells
        boards = g.boards if ult else None
        # Ultimate: only the boards whose tiles can have changed since the last sync are walked (press32: the 81
        # cells took ~9 ms of a PyBadge's mark, estimate): seen = [the game, its cells then, the animated cell
        # then, each board's first tile then]; a board is walked when its first tile changed, when it holds the
        # animated cell (now or then) or the game's last move, and every board when the cells changed otherwise
        # (an undo, another position: a C comparison of the two bytearrays says so)
        seen = self.seen
        if ult and seen is None:
            seen = self.seen = [None, bytearray(81), -1, bytearray(b"\xff" * 9)]
        walk = 0x1FF  # the boards to walk, a bit each
        if ult and seen[0] is g:
            was = seen[1]
            m = g.last_move
            walk = 0
            if 0 <= m < 81 and was[m] != cells[m]:
                was[m] = cells[m]
                walk = 1 << (m // 9)
            if was != cells:  # (another position, or a Super game's medium board drawn a row a frame: the boards
                # that differ alone, a C comparison each; all 81 cells walked took ~15-20 ms of a PyBadge's slide
                # frame, superview47)
                p = memoryview(was)
                q = memoryview(cells)
                for b in range(9):
                    if p[9 * b:9 * b + 9] != q[9 * b:9 * b + 9]:
                        walk |= 1 << b
            for m in (k, seen[2]):
                if m >= 0:
                    walk |= 1 << (m // 9)
        # The frame of a move (a press's or the computer's; App.tick counted it) in an Ultimate or Super game draws
        # the stroke and the outline alone: an Ultimate board restyled (the last move's claim, its animation finished
        # by this press), the boards' frames, big marks, thin sides, a claim's pulse and strike wait for the next frames
        # ("rims"; supermark62, supermove62; ugame63: an Ultimate mark after a claiming computer's move drew the claim
        # through three layers in the press's frame, 3,338-4,859 px, 53-71 ms with displayio)
        st = getattr(scr, "settle", -1)
        mv = split and st == app.frames - 1 and "screen" not in d  # (split: Ultimate and Super alone set seen)
        nb = 0  # the boards whose tiles changed
        for b in range(9 if ult else 1):
            t0 = 0  # the board's first tile (Ultimate: its style's; a claim waits for the new mark's strokes)
            if ult:
                t0 = STYLE[0 if b == hb else boards[b]]
                if seen[3][b] != t0:
                    if mv and g is app.game:  # (not a Super game's medium board: its slide's rows restyle)
                        t0 = seen[3][b]
                    else:
                        seen[3][b] = t0
                        walk |= 1 << b
                if not (walk >> b) & 1:
                    continue
            at = 27 * (b // 3) + 3 * (b % 3) if ult else 0  # (the board's first tile: grid_xy's sum, worked out
            hit = 0                                         # here; its call and tuple a tile set, superview47)
            for m in range(9 * b, 9 * b + 9):
                t = self.cell_tile(scr, g, fx, m) if m == k else t0 + cells[m]
                if shown[m] != t:
                    hit = 1
                    shown[m] = t
                    if ult:
                        c = m - 9 * b
                        tiles[at + 9 * (c // 3) + c % 3] = t
                    else:
                        tiles[m] = t
            nb += hit
        if nb > 4 and split:  # another position (the replay's jumps, the Review's pages): the whole screen in one
            d.add("full")     # area (View.update), not the cells' box and each board's overlays through every layer
            split = 0         # (~105-145 ms of a PyBadge's refresh -> ~76-88 by the bench's model; display50)
        if ult:
            seen[0] = g
            seen[1][:] = cells
            seen[2] = k
        if not ult and st == app.frames - 1 and "screen" not in d:
            # Classic and Wild: a move's frame draws its stroke alone, the outline of the last move (off one cell, onto
            # another) and the cursor wait for the next frames ("rims", below): each is a whole 39-px cell through
            # the layers, 6,084 px with the stroke's, 53-67 ms with displayio (ugame64)
            self.view.owe = 1
            return 1
        self.sync_marker(scr, g)
        if not ult and "rims" in d:
            self.sync_cursor()
        if mv:  # (the move's frame, above: the walk below was ~35 % of a Super mark's view on the port, and a board's
            self.view.owe = 1  # frame through three layers in its refresh; the computer's move's frame too)
            if split:  # (else the whole screen goes out: the frames with it, a restyle kept above in the next)
                return
        ring = -1  # the board whose frame the four thin rectangles draw (not while a claim's animation has them)
        if ult:
            sb = self.shown_boards
            forced = -2 if g.result else g.forced  # (-2: no frame, the game is over)
            want = bytearray(9)
            free = not (fx and fx.running(g) and fx.claim in (1, 2))  # (a claim's pulse: the rectangles are its)
            r = self.ring
            best = big = 0
            for b in range(9):
                state = 0 if b == hb else boards[b]
                t = 0
                if state in (1, 2):
                    t = state + 1  # BIG_X, BIG_O
                elif state == 0 and (forced == b or (forced == -1 and g.playable(b))):
                    t = FRAME
                    # the rectangles keep their board while it is framed, else take one the grid does not frame
                    # (else one it does: its tile goes)
                    k = free and (3 if b == r else 2 if sb[b] != FRAME else 1)
                    if k > best:
                        best = k
                        ring = b
                want[b] = t
                if t != sb[b] and (t | sb[b]) > FRAME:
                    big = 1  # (a big mark in or out, its board's cells restyled: no frame of the grid with it)
            self.ring = ring
            # A frame in the grid in or out sends its board through three layers (~8 ms of a PyBadge's refresh; a
            # free move's seven or eight were 45-77 ms in one frame): two boards' in a frame that draws nothing else
            # (or a stroke), none in the save's, the panel's words' or a press's, nor with the tiles of two small boards
            # or more (a Super game's slide row: its ~23 ms of refresh and two boards' 16 more, superframes56); the
            # rest wait for the next ("rims"; the board to play in is the thin sides', at once; display51)
            cap = split and (3 if not big and nb < 2 and st != -2 - app.frames and
                             len(d) == ("anim" in d) + ("rims" in d) else 1)
            n = 0
            for b in range(9):
                t = 0 if b == ring else want[b]
                was = sb[b]
                if was != t:
                    if cap and n >= cap - 1 and (t | was) < BIG_X:
                        self.view.owe = 1
                        continue
                    sb[b] = t
                    # board b is tile b of each grid (3 x 3, as the boards), t the sheet's tile; only the grid
                    # that changes is set (a set tile is redrawn). Each board's change in a refresh of its own but
                    # the first (split: not where the whole screen goes out): a board's dirty area of a TileGrid is
                    # the box of every tile set since the last refresh (TileGrid.c), so a frame gone from one corner
                    # and one new in the other sent the whole grid, each pixel through three layers (~70 ms of a
                    # PyBadge's refresh, 14x a board's; display50)
                    if n:
                        self.view.display.refresh()
                    n += split
                    frames, marks = self.overlays
                    if t == FRAME or was == FRAME:
                        frames[b] = t if t == FRAME else 0
                    if t > FRAME or was > FRAME:
                        marks[b] = t if t > FRAME else 0
            # A picture of a position (the result, the replay, the Review; not a game in play, whose first claim
            # would then send the whole grid: ~60 ms more of a PyBadge's frame): an overlay grid with no tile shown
            # is hidden where the whole screen goes out, one layer fewer over every board pixel (~12-20 ms of a
            # PyBadge's refresh), and shown again with its first tile (its whole area then; display50)
            hide = not split and (g.result or not hasattr(scr, "settle"))
            for grid, on in zip(self.overlays, (b"\x01" in sb, b"\x02" in sb or b"\x03" in sb)):
                if grid.hidden == on and (on or hide):
                    grid.hidden = not on
        sync_strike(self)
        sync_pulse(self, ring)

    def rect_of(self, cell):
        L = self.L
        return L.cell_rect(cell) if self.ultimate else L.square_rect(cell)

    def sync_marker(self, scr, g):
        mk = self.marker
        m = self.cell(scr.highlight)
        t = CURSOR  # the outline, in the marker's highlight colour
        if m < 0:
            m = self.cell(g.last_move)
            t = LAST
        show = m >= 0
        if show:
            _place(mk, self.rect_of(m))
            if mk[0] != t:
                mk[0] = t
        if mk.hidden == show:
            mk.hidden = not show

    def sync_cursor(self):
        app = self.app
        scr = app.scr
        cur = self.cursor
        c = scr.cursor_cell()
        show = c >= 0
        if show:
            _place(cur, self.rect_of(c))
            t = CURSOR
            if self.variant == "wild":  # (only a Wild scene's sheet has the ghosts) the mark the box puts: the
                f = getattr(scr, "box_mark", None)  # Review's better move's own, else the mark A places
                t = GHOST_X if (f() if f else app.mark) == 1 else GHOST_O
            if cur[0] != t:
                cur[0] = t
        if cur.hidden == show:
            cur.hidden = not show
        fl = self.flash
        show = scr.flashing() and scr.flash_cell >= 0
        if show:
            _place(fl, self.rect_of(scr.flash_cell))
        if fl.hidden == show:
            fl.hidden = not show

    def cell(self, m):
        """Cell index (as the tiles count) of a game move, -1 for none."""
        if m is None or m < 0:
            return -1
        return m % 9 if self.variant == "wild" else m


def _place(tg, r):
    if tg.x != r[0] or tg.y != r[1]:
        tg.x = r[0]
        tg.y = r[1]


# ----- the animations of a move (gc45: once ``uttt.ui.animview``, merged here: one module load and so one
# collection fewer each time the game's or the pictures' family loads, CircuitPython collecting after each) -----
# The strike line through a winning line, grown piece by piece, and the pulse of a claimed board's frame. A new
# mark's stroke frames are cell tiles (``sprites.partial``, chosen in ``Scene.cell_tile``). Each change redraws
# only its own small box: a piece of the strike line, four thin rectangles of the pulse. Every shape is made with
# the scene (``uttt.ui.gamebuild``), so no refresh ever draws one for the first time (Blinka, the simulator's
# displayio, draws a new Polygon's first appearance as the whole screen).

def sync_pulse(scene, ring=-1):
    """Show or hide the claimed board's frame as the pulse says, else the frame of board ring (-1: none) in gold:
    the four thin rectangles (only they redraw; the sheet's frame, scaled, is as thick)."""
    rects = scene.pulse
    if not rects:
        return
    scr = scene.app.scr
    p = scr.fx.pulse(scr.shown()) if scr.fx else None
    if p is None and ring >= 0:
        p = (ring, 0)
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
    c = (T.GOLD, T.X, T.O)[p[1]]
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
    more = i < n - 1
    bx = x1 + (x2 - x1) * (i + 1) // n + dx * more
    by = y1 + (y2 - y1) * (i + 1) // n + dy * more
    return [(ax + ox, ay + oy), (bx + ox, by + oy), (bx - ox, by - oy), (ax - ox, ay - oy)]
