"""Drawing helpers of ``uttt.ui.view.View`` kept out of view.py (a board compiles each module whole in RAM):
the theme swap, the caption banner of the replay and rules screens, the tutorial tip; the strike line and the
claim pulse come from ``uttt.ui.animview``."""

from uttt.ui import theme as T
from uttt.ui.animview import build_anim


def apply_theme(view, theme):
    """Recolour everything on screen: 16 entries of each shared palette and the labels' colours."""
    view.theme = theme
    for pal in (view.pal, view.tpal):
        for i in range(16):
            pal[i] = theme[i]
    for lab, slot in view.labs:
        c = theme[slot]
        if lab.color != c:
            lab.color = c
    # The panel's refused-word colour and the menu rows are set from view.theme when they next change.
    view.panel_state = None
    view.menu_state = None


def build_extras(view, root):
    """The claim pulse and the strike line's pieces (uttt.ui.animview), the caption banner (replay, rules)
    over the grid, and the tip line in a side panel."""
    import vectorio
    import displayio
    L = view.L
    build_anim(view, root)
    sc = 1  # scale 1 everywhere: a log line takes 1-2 lines over a big grid, 2-3 over a PyBadge's
    view.banner = g = displayio.Group()
    view.banner_box = vectorio.Rectangle(pixel_shader=view.pal, width=L.grid_size, height=12, x=0, y=0,
                                         color_index=T.BG)
    g.append(view.banner_box)
    view.banner_edge = vectorio.Rectangle(pixel_shader=view.pal, width=L.grid_size, height=1, x=0, y=0,
                                          color_index=T.GOLD)
    g.append(view.banner_edge)
    view.banner_text = view.label(" ", 2, 2, T.TEXT, sc)
    view.banner_text.line_spacing = 1.0
    g.append(view.banner_text)
    g.x = L.gx
    g.hidden = True
    root.append(g)
    view.banner_state = None
    view.tip = None
    if L.side:
        view.tip = view.label(" ", L.text_x, view.score_y, T.GOLD, 1)
        view.tip.line_spacing = 1.0
        view.tip.hidden = True
        root.append(view.tip)


def sync_extras(view):
    app = view.app
    L = view.L
    from uttt.ui.logscreen import wrap
    text = ""
    top = False
    if app.screen in ("replay", "rules"):
        from uttt.ui import replay
        text = replay.caption(app, (L.grid_size - 4) // 6)  # at most 2 lines over the grid
        top = replay.caption_top(app)
    state = (text, top)
    if state != view.banner_state:
        view.banner_state = state
        g = view.banner
        if text:
            sc = 1
            lines = wrap(text, (L.grid_size - 4) // (6 * sc), "")
            h = len(lines) * 12 * sc + 3
            view.banner_text.text = "\n".join(lines)
            view.banner_box.height = h
            g.y = L.gy if top else L.gy + L.grid_size - h
            view.banner_edge.y = h - 1 if top else 0
            g.hidden = False
        elif not g.hidden:
            g.hidden = True
    # The first games' tip: under the scoreboard in a side panel (when it fits whole), in the status bar of a
    # square screen instead of the status words.
    from uttt.ui.rulespages import tip
    lab = view.tip
    if lab is not None:
        t = tip(app)
        if t:
            lines = wrap(t, max(1, (L.panel[0] + L.panel[2] - L.text_x) // 6), "")
            board = view.score.text.strip()
            y = view.score_y + (12 * (board.count("\n") + 1) + 2 if board else 0)
            names = app.panel_buttons() if app.scheme != "dpad" else ()
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
    elif app.screen == "game":
        t = tip(app, True)
        if t and not app.flashing() and not app.thinking:
            from uttt.ui import scoreboard
            full = (t + " " + scoreboard.bar_text(app)).strip()
            t = full if len(full) <= L.text_cols else t[:L.text_cols]  # the tip first, whole words
            if view.line1.text != t:
                view.line1.text = t
