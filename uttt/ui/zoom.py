# The enlarged board of touch boards whose Ultimate cells are under 9 mm (issue 17, seed 001's design): the
# PyPortal's 26-px cells and the Titano's 35-px ones. Imported only there (GameScreen attaches it when the
# layout's cells are smaller than Layout.finger); D-pad and two-button boards never load it.
#
# The board you can play in is drawn enlarged, over its own place in the big grid, in cells of Layout.finger
# (44 px on the PyPortal, 60 on the Titano) inside a gold frame; the rest of the big grid stays in view around
# it. When you are sent to one board, that board is enlarged at once. On a free move nothing is enlarged: every
# open board is a target of 3 cells (78 / 105 px), a tap on one enlarges it, and a tap beside an enlarged board
# shows the whole grid again. A tap on an enlarged cell plays it. uttt.ui.zoomview draws it.


def attach(scr):
    """Give a game screen its enlarged board (not Super-Ultimate's, which draws and taps its own way)."""
    if not hasattr(scr, "scene_extra"):
        scr.zoom = Zoom(scr)
        scr.scene_extra = scr.zoom.scene


class Zoom:
    def __init__(self, scr):
        self.scr = scr
        self.picked = -1    # a free move: the board a tap enlarged ...
        self.ply = -1       # ... at this move (the next free move starts with the whole grid)
        self.drawn = None   # uttt.ui.zoomview's shapes, once the scene has them

    def board(self):
        """The board drawn enlarged now, -1 for none (not your turn, the result, Classic and Wild)."""
        scr = self.scr
        app = scr.app
        g = app.game
        if scr.name != "game" or g.variant != "ultimate" or g.result or scr.computer or not app.human_turn():
            return -1
        if g.forced >= 0:
            return g.forced
        p = self.picked
        return p if p >= 0 and self.ply == g.ply and g.playable(p) else -1

    def rect(self, b):
        """(x, y, side) of board b enlarged: centred on its place in the grid, kept inside the grid with room
        for its 3-px frame."""
        L = self.scr.layout
        n = 3 * L.finger
        bx, by, s, _ = L.board_rect(b)
        lo, hi = L.gx + 3, L.gx + L.grid_size - n - 3
        x = min(max(bx + (s - n) // 2, lo), hi)
        lo, hi = L.gy + 3, L.gy + L.grid_size - n - 3
        y = min(max(by + (s - n) // 2, lo), hi)
        return x, y, n

    def tap(self, x, y):
        """The move a tap on (x, y) of the grid aims at, for the caller to play or refuse; -1 when there is
        none or the tap was used here (a board enlarged, or the whole grid shown again)."""
        scr = self.scr
        app = scr.app
        g = app.game
        L = scr.layout
        b = self.board()
        if b >= 0:
            zx, zy, n = self.rect(b)
            if zx <= x < zx + n and zy <= y < zy + n:
                f = L.finger
                return 9 * b + 3 * ((y - zy) // f) + (x - zx) // f
        m = L.cell_at(x, y)
        if m < 0 or g.variant != "ultimate" or g.forced >= 0 or b < 0 and not g.playable(m // 9) or \
                scr.computer or not app.human_turn():
            return m  # refused by the caller as before: wrong board, or wait
        self.picked = -1 if b >= 0 else m // 9
        self.ply = g.ply
        app.cue("select")
        app.dirty.add("cells")
        return -1

    def scene(self, scene, root=None):
        """The game scene's extra (``Scene.scene_extra``): built with the scene, kept in step after."""
        from uttt.ui import zoomview
        if root is not None:
            zoomview.build(self, scene, root)
        else:
            zoomview.sync(self, scene)
