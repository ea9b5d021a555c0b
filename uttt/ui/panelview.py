"""The game scene's words (for ``uttt.ui.gameview``): the status panel (whose turn: an icon and two lines), the
scoreboard and the first games' tip (``uttt.ui.status`` words them), the panel buttons (touch and two-button
boards only) and the caption of the replay and rules pages (in the band their layout keeps under the grid). A
square screen gets a one-line status bar under the grid instead of a side panel.

The two status lines are one Text (red while a press is refused), the scoreboard and the tip under it another.
They are made with the scene (``uttt.ui.gamebuild``); this module words them.
"""

from uttt.ui import status
from uttt.ui import theme as T
from uttt.ui.text import wrap


def sync(scene):
    """The panel, the caption and the tip as the screen says."""
    app = scene.app
    scr = app.scr
    view = scene.view
    L = scene.L
    l1, l2 = scr.status()
    mark = scr.turn_mark()
    names = scr.panel_buttons() if scene.buttons else ()
    if not L.side:  # a one-line status bar under the grid: the tip or the status, then the scoreboard
        t = scr.tip(True) if scr.name == "game" and not scr.flashing() else ""
        cols = (L.slots[len(names) - 1][0] - L.text_x) // 6 if names else L.text_cols  # left of the buttons
        text = status.bar_text(app, scr, min(L.text_cols, cols), t)
        board = ""
    else:
        text = l1 + "\n" + l2
        cols = (L.panel[0] + L.panel[2] - L.text_x) // 6
        bottom = L.slots[len(names) - 1][1] if names else L.height - L.caption[3]  # above a caption band
        n = (bottom - scene.score_y) // 12
        rows = status.panel_lines(app, scr, cols, n)
        n -= len(rows) + (1 if rows else 0)  # the lines a tip could take (under a blank line after the rows)
        # The tip only whole: not asked, nor wrapped, where it cannot fit (statusframe49: beside a match's
        # scoreboard a PyBadge's panel has a line left, and each second of your turn's clock worded the tip and
        # dropped it). n lines of cols hold n * cols characters, the spaces at the breaks left out.
        t = scr.tip() if n > 0 else ""
        if t and len(t) - t.count(" ") <= n * max(1, cols):
            tip = wrap(t, max(1, cols), "")
            if len(tip) <= n:
                rows = rows + [""] + tip if rows else tip
        board = "\n".join(rows)
    state = (text, mark, names, scr.focus, scr.flashing(), board)
    if state != scene.panel_state:
        scene.panel_state = state
        if scene.icon[0] != mark:
            scene.icon[0] = mark
        view.set_text(scene.words, text)
        if scene.board is not None:
            view.set_text(scene.board, board)
        scene.words.colour = view.theme[T.BAD] if scr.flashing() else view.theme[T.TEXT]
        for i, (g, box, lab) in enumerate(scene.buttons):
            if i < len(names):
                view.set_text(lab, scr.button_text(names[i]))
                on = scr.focus == names[i]  # the focused button: dark words on gold (>= 4.5:1 both ways)
                want = T.GOLD if on else T.O_BG
                if box.color_index != want:
                    box.color_index = want
                lab.colour = view.theme[T.BG if on else T.TEXT]
                if g.hidden:
                    g.hidden = False
            elif not g.hidden:
                g.hidden = True
    sync_caption(scene, scr)


def think(scene):
    """The computer's dots stepped (panel27), or a press refused (its reason in red, press32: the whole panel's
    words took ~15-25 ms of a PyBadge's refused press, estimate): the status lines alone worked out and drawn,
    as ``sync`` would draw them; nothing else changes in such a frame. Without a side panel drawn yet (or with a
    status bar, whose tip gives way to a refusal), the whole panel."""
    st = scene.panel_state
    if st and scene.L.side:  # (0: the words owed, gameview)
        scr = scene.app.scr
        l1, l2 = scr.status()
        text = l1 + "\n" + l2
        red = scr.flashing()
        scene.panel_state = (text, st[1], st[2], st[3], red, st[5])  # (one tuple: slices and sums made five)
        scene.view.set_text(scene.words, text)
        scene.words.colour = scene.view.theme[T.BAD] if red else scene.view.theme[T.TEXT]
        return
    sync(scene)


def sync_caption(scene, scr):
    """The caption of a replay or rules page, in the layout's caption band under the grid and the panel (a
    line of gold over it): the band is part of the layout of those screens, so it never hides the board."""
    L = scene.L
    if not L.caption[3]:
        return
    if scene.caption is None:
        x, y, w, h = L.caption
        scene.root.append(scene.view.rect(x, y, w, 1, T.GOLD))
        scene.caption = scene.view.text(scene.root, x + 2, y + 3, L.caption_cols, (h - 3) // 12, T.TEXT)
    if getattr(scr, "seen", 0) == -1:  # the Review's words: in the frame after the press that opened it (review38)
        return
    scene.view.set_text(scene.caption, "\n".join(wrap(scr.caption(), L.caption_cols, "")))
