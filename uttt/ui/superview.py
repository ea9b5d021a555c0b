"""The overview of a Super-Ultimate game (issue 21), drawn by the game scene (``uttt.ui.gameview``) when the
screen asks for it (``scene_extra``: the game screen's, ``SuperScreen``, and the replay's,
``uttt.ui.superreplay``): the nine medium boards of the position shown (the game's, or the replay's move) as one
small bitmap in the panel, where Ultimate shows the turn icon (``superplay.overview`` places it).

Each small board is an ``s`` x ``s`` block: X's or O's colour when claimed, slate when drawn, gold when a
mark may go there now, dark when open but not in play; a claimed medium board is one block of its owner's
colour (a drawn one slate). The medium board shown large is framed in the cursor's colour, in the 1-pixel
gaps between the medium boards. One Bitmap over the view's shared palette (about 0.5 KB on a PyBadge); a
change repaints only the blocks that differ.
"""

import displayio
try:
    from bitmaptools import fill_region  # a board's C code: a block in one call (sprites.py's too)
except ImportError:
    fill_region = None

from uttt.ui import superplay as P
from uttt.ui import theme as T

_FILL = (T.LINE, T.X, T.O, T.SLATE)   # a small board by state (open: not in play)


def build(scene, root):
    L = scene.L
    x, y, s = P.overview(L)
    n = 9 * s + 4
    bmp = displayio.Bitmap(n, n, 16)
    scene.ov_bmp = bmp
    scene.ov_s = s
    scene.ov_shown = bytearray(b"\xff" * 81)
    scene.ov_frame = -1
    scene.ov_game = None
    root.append(displayio.TileGrid(bmp, pixel_shader=scene.view.pal, x=x, y=y))
    scene.icon.hidden = True   # the overview takes its place; the words say whose turn


def sync(scene):
    b = scene.app.scr.shown()   # the medium board drawn (``superplay.Medium``): of the game, or of the replay's walker
    g = getattr(b, "g", None)
    if g is None:
        return
    bmp = scene.ov_bmp
    s = scene.ov_s
    shown = scene.ov_shown
    # The blocks change only with the position: a frame whose game, ply and undo count are the last one's (a cursor
    # step into another medium board, the panel's words taking turns) moves the frame alone (superpress37). On the
    # game screen a new position's blocks wait for a quiet frame of their own (``scr.late``: SuperScreen.tick), not
    # the frame of the move's words (the two were ~55-80 ms of a PyBadge's, superframe45); a new scene draws them.
    scr = scene.app.scr
    same = g is scene.ov_game and g.ply == scene.ov_ply and g.undos == scene.ov_undos
    if not same and getattr(scr, "late", 2) < 2 and "screen" not in scene.app.dirty:  # (2: the tick's frame)
        scr.late = same = 1
    if not same:
        scene.ov_game = g
        scene.ov_ply = g.ply
        scene.ov_undos = g.undos
    for k in range(81 if same else 0, 81):
        M = k // 9
        S = k - 9 * M
        st = g.mediums[M] or g.smalls[k]
        c = _FILL[st] if st else (T.GOLD if P.in_area(g, 9 * k) else T.LINE)
        if shown[k] != c:
            shown[k] = c
            x0 = 1 + (3 * s + 1) * (M % 3) + s * (S % 3)
            y0 = 1 + (3 * s + 1) * (M // 3) + s * (S // 3)
            if fill_region is not None:  # (here, not through _fill: the first move's blocks, ~70 of them, were ~70
                fill_region(bmp, x0, y0, x0 + s, y0 + s, c)  # calls of a frame the bench's port takes from its
            else:                        # heap by a walk, most of that frame's ~66-73 ms board-adjusted: superthink61)
                _fill(bmp, x0, y0, s, s, c)
    M = b.M
    if M != scene.ov_frame:
        if scene.ov_frame >= 0:
            _frame(bmp, s, scene.ov_frame, T.BG)
        scene.ov_frame = M
        if M >= 0:
            _frame(bmp, s, M, T.CURSOR)


def _fill(bmp, x0, y0, w, h, c):
    if fill_region is not None:  # (a pixel at a time made a tuple each and took ~0.7 ms of CPython a change of the
        fill_region(bmp, x0, y0, x0 + w, y0 + h, c)   # medium board shown, superpress37)
        return
    for y in range(y0, y0 + h):
        for x in range(x0, x0 + w):
            bmp[x, y] = c


def _frame(bmp, s, M, c):
    """The 1-pixel frame round medium board M's block."""
    step = 3 * s + 1
    x0 = step * (M % 3)
    y0 = step * (M // 3)
    n = 3 * s + 2
    _fill(bmp, x0, y0, n, 1, c)
    _fill(bmp, x0, y0 + n - 1, n, 1, c)
    _fill(bmp, x0, y0, 1, n, c)
    _fill(bmp, x0 + n - 1, y0, 1, n, c)


def replay(app, review=False, back="game"):
    # (Here, not in uttt.ui.supergame, whose source compiles in tests/test_device_memory.py's 64K heap with ~110 bytes
    # to spare with it: this module is loaded with the game scene, wherever a Super game's result or Game over shows;
    # superframes60.)
    # Open the replay of the Super-Ultimate game (uttt.ui.superreplay, the picture scene in the game's family,
    # superswitch40: the game's code stays, its sprite sheets wait in the view's stash): the result's Replay
    # (``SuperScreen.panel_action``) and Game over's (``uttt.ui.over``). ``review``: its Review instead (the result's
    # Right, Game over's Review row; back: the screen it goes back to): the Review once its analysis is done, else the
    # analysis's screen first (uttt.ui.superanalysis, of the menus' family). Here, not there: imported from the
    # result, the analysis's module and the menu's code it builds on loaded beside the game's family, the session's
    # fullest heap (seed 2 of the Super session failed there at 128 KB, room46); app.open imports them after the
    # drop. The entries in the app's table of screens are made here, by a module every Super-Ultimate game
    # loads, so that the other modes' app (uttt.ui.app, resident) carries none of them (replay33: with them there,
    # 0.1 KB of resident heap, and the Ultimate session's seed 2 1 KB).
    from uttt.ui.app import SCREENS
    if review:
        SCREENS["superreview"] = ["superreviewscreen", "Review", "picture", "picture"]
        SCREENS["superanalysis"] = ["superanalysis", "Analysis", "menu", "menu"]
        r = app.review
        if app.rater is None and r is not None and r[8]:   # (an analysis left half done, Analysis.back: its screen
            app.open("superreview", back=back)             # first)
        else:
            app.open("superanalysis", back=back)
        return
    SCREENS["superreplay"] = ["superreplay", "Replay", "picture", "picture"]
    app.open("superreplay")
