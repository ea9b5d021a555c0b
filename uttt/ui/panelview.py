"""The game scene's words (for ``uttt.ui.gameview``): the status panel (whose turn: icon and two lines), the
scoreboard (``uttt.ui.status``), the panel buttons (touch and two-button boards), the caption banner over
the grid (replay, rules) and the first games' tip. A square screen gets a one-line status bar under the grid
instead of a side panel.
"""

import displayio
import vectorio

from uttt.ui import sprites as S
from uttt.ui import status
from uttt.ui import theme as T
from uttt.ui.logscreen import wrap


def build(scene, root):
    view = scene.view
    L = scene.L
    px, py, pw, ph = L.panel
    ix, iy, isz = L.icon
    scene.icon = displayio.TileGrid(S.icon_sheet(isz), pixel_shader=view.tpal, tile_width=isz, tile_height=isz,
                                    x=ix, y=iy)
    root.append(scene.icon)
    sc = L.panel_scale()
    scene.line1 = view.label("", L.text_x, L.text_y, T.TEXT, sc)
    scene.line2 = view.label("", L.text_x, L.text_y + 12 * sc + 1, T.TEXT, sc)
    root.append(scene.line1)
    root.append(scene.line2)
    # The scoreboard: timer, score, round, who opens next; one label, scale 1.
    scene.score_y = L.text_y + 2 * (12 * sc + 1) + 3
    scene.score = view.label("", L.text_x, scene.score_y, T.GOLD)
    scene.score.line_spacing = 1.0
    root.append(scene.score)
    # Panel buttons: shown on touch and two-button boards; D-pad boards use Start, Select and B.
    scene.buttons = []
    for r in L.slots:
        g = displayio.Group()
        box = view.rect(r[0], r[1], r[2], r[3], T.LINE)
        g.append(box)
        lab = view.label("", r[0] + r[2] // 2, r[1] + r[3] // 2, T.TEXT, sc, (0.5, 0.5))
        g.append(lab)
        g.hidden = True
        root.append(g)
        scene.buttons.append((g, box, lab))
    scene.panel_state = None
    # The caption banner of the replay and rules pages, over the grid (scale 1: a log line takes 1-2 lines).
    scene.banner = g = displayio.Group()
    scene.banner_box = vectorio.Rectangle(pixel_shader=view.pal, width=L.grid_size, height=12, x=0, y=0,
                                          color_index=T.BG)
    g.append(scene.banner_box)
    scene.banner_edge = vectorio.Rectangle(pixel_shader=view.pal, width=L.grid_size, height=1, x=0, y=0,
                                           color_index=T.GOLD)
    g.append(scene.banner_edge)
    scene.banner_text = view.label(" ", 2, 2, T.TEXT, 1)
    scene.banner_text.line_spacing = 1.0
    g.append(scene.banner_text)
    g.x = L.gx
    g.hidden = True
    root.append(g)
    scene.banner_state = None
    scene.tip = None
    if L.side:
        scene.tip = view.label(" ", L.text_x, scene.score_y, T.GOLD, 1)
        scene.tip.line_spacing = 1.0
        scene.tip.hidden = True
        root.append(scene.tip)


def sync(scene):
    """The panel, the banner and the tip as the screen says."""
    app = scene.app
    scr = app.scr
    view = scene.view
    L = scene.L
    l1, l2 = scr.status()
    mark = scr.turn_mark()
    names = scr.panel_buttons() if app.scheme != "dpad" else ()
    if not L.side:  # a one-line status bar under the grid, the scoreboard after the status
        l1, l2 = (l1 + " " + l2 + " " + status.bar_text(app, scr)).strip()[:L.text_cols], ""
        board = ""
    else:
        top = L.slots[len(names) - 1][1] if names else L.height
        board = "\n".join(status.panel_lines(app, scr, (L.panel[0] + L.panel[2] - L.text_x) // 6,
                                                 (top - scene.score_y) // 12))
    state = (l1, l2, mark, names, scr.focus, scr.flashing(), board)
    if state != scene.panel_state:
        scene.panel_state = state
        if scene.icon[0] != mark:
            scene.icon[0] = mark
        view.set_text(scene.line1, l1)
        view.set_text(scene.line2, l2)
        view.set_text(scene.score, board)
        c = view.theme[T.BAD] if scr.flashing() else view.theme[T.TEXT]
        if scene.line1.color != c:
            scene.line1.color = c
        for i, (g, box, lab) in enumerate(scene.buttons):
            if i < len(names):
                view.set_text(lab, scr.button_text(names[i]))
                want = T.GOLD if scr.focus == names[i] else T.LINE
                if box.color_index != want:
                    box.color_index = want
                if g.hidden:
                    g.hidden = False
            elif not g.hidden:
                g.hidden = True
    sync_banner(scene, scr)
    sync_tip(scene, app, scr, names)


def sync_banner(scene, scr):
    L = scene.L
    text = ""
    top = False
    caption = getattr(scr, "caption", None)
    if caption is not None:
        text = caption((L.grid_size - 4) // 6)  # at most 2 lines over the grid
        top = scr.caption_top()
    state = (text, top)
    if state == scene.banner_state:
        return
    scene.banner_state = state
    g = scene.banner
    if text:
        lines = wrap(text, (L.grid_size - 4) // 6, "")
        h = len(lines) * 12 + 3
        scene.banner_text.text = "\n".join(lines)
        scene.banner_box.height = h
        g.y = L.gy if top else L.gy + L.grid_size - h
        scene.banner_edge.y = h - 1 if top else 0
        g.hidden = False
    elif not g.hidden:
        g.hidden = True


def sync_tip(scene, app, scr, names):
    """The first games' tip: under the scoreboard in a side panel (when it fits whole), in the status bar of a
    square screen instead of the status words."""
    L = scene.L
    lab = scene.tip
    if lab is not None:
        t = scr.tip()
        if t:
            lines = wrap(t, max(1, (L.panel[0] + L.panel[2] - L.text_x) // 6), "")
            board = scene.score.text.strip()
            y = scene.score_y + (12 * (board.count("\n") + 1) + 2 if board else 0)
            bottom = L.slots[len(names) - 1][1] if names else L.height
            if y + 12 * len(lines) > bottom:
                t = ""
            else:
                t = "\n".join(lines)
                if lab.anchored_position[1] != y:
                    lab.anchored_position = (L.text_x, y)
        if t:
            if lab.text != t:
                lab.text = t
            if lab.hidden:
                lab.hidden = False
        elif not lab.hidden:
            lab.hidden = True
    elif scr.name == "game":
        t = scr.tip(True)
        if t and not scr.flashing():
            full = (t + " " + status.bar_text(app, scr)).strip()
            t = full if len(full) <= L.text_cols else t[:L.text_cols]  # the tip first, whole words
            if scene.line1.text != t:
                scene.line1.text = t
