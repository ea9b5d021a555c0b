"""What ``uttt.ui.layout.Layout()`` computes once: every screen's geometry for a display size and input scheme
(the grid, the panel and its button slots, the menus' rows, the log's lines), set on the ``Layout``. Its
constructor imports this module and drops it again: at play only the geometry's answers (``cell_rect``,
``cell_at``, ...) are in RAM (docs/memory.md, issue 16). A leaf: the constants it needs come as arguments.
"""


def lay_out(L, width, height, scheme, caption, min_touch):
    """Set ``Layout`` L's geometry for a ``width`` x ``height`` display, ``scheme`` and ``caption`` lines."""
    L.width = width
    L.height = height
    L.scheme = scheme
    L.touch = scheme == "touch"
    # A touch target's height: 9 mm (issue 17) on the touch screens we know, a PyPortal's 3.2" 320x240 (125 px
    # an inch: 44 px) and a Titano's 3.5" 480x320 (165 px an inch: 60 px); min_touch + 4 on others.
    L.finger = 0
    if L.touch:
        size = (width, height)
        L.finger = 60 if size == (480, 320) else 44 if size == (320, 240) else min_touch + 4
    # Text: terminalio glyphs are 6x12; scale 2 on screens 240 px and up.
    L.scale = 2 if min(width, height) >= 200 else 1
    L.char_w = 6
    L.line_h = 12
    # ----- game grid and status panel ---------------------------------------------------------------
    side = width - height >= 32
    L.side = side
    # The caption band: scale 1 text lines across the bottom, 3 px of margin over them; the grid and the
    # panel share what is left.
    band = 12 * caption + 3 if caption else 0
    L.caption = (0, height - band, width, band)
    L.caption_cols = width // 6 - 1
    height -= band
    if side:
        cell = min((height - 4) // 9, (width - 42) // 9)  # a panel of 6 columns at least
    else:
        cell = min((height - 16 - 2 * L.scale) // 9, (width - 4) // 9)
    if cell >= 20 and cell & 1:  # an even cell: boards (and Classic's cells) of 60 px and up are drawn at half size
        cell -= 1                # and scaled (uttt.ui.layout.halved): a Titano's 35 px cells, 105 px boards (boards44)
    L.cell = cell
    n = 9 * cell
    L.grid_size = n
    if side:
        L.gx = 3 if width < 200 else (height - n) // 2
        L.gy = (height - n) // 2
        px = L.gx + n + 3
        L.panel = (px, 0, width - px, height)
    else:
        L.gx = (width - n) // 2
        L.gy = 1
        py = L.gy + n + 2
        L.panel = (0, py, width, height - py)
    L.board = 3 * cell          # Ultimate: board pitch in pixels
    L.big = n // 3              # Classic/Wild: cell pitch in pixels
    # ----- panel contents: turn icon, two text lines, buttons ----------------------------------------------
    px, py, pw, ph = L.panel
    if side:
        icon = min(pw - 8, 40 if width >= 240 else 24)
        L.icon = (px + (pw - icon) // 2, py + 4, icon)
        L.text_y = py + 4 + icon + 4
        L.text_cols = cols = max(1, pw // (6 * L.panel_scale()))
        # a word as wide as the panel ends 3 px short of the screen's edge, not 1 (a PyBadge's six columns, "medium",
        # "bottom": superswitch41), where the grid leaves the room
        L.text_x = min(px + 1, width - 2 - 6 * L.panel_scale() * cols)
    else:
        icon = ph - 4
        L.icon = (px + 4, py + 2, icon)
        L.text_y = py + 2
        L.text_x = px + icon + 10
        L.text_cols = max(1, (pw - icon - 10) // (6 * L.panel_scale()))
    # Panel button slots (touch screens, and two-button focus targets), slot 0 at the bottom/right.
    L.slots = _panel_slots(L, min_touch)
    # ----- menus -----------------------------------------------------------------------------------------
    height = L.height
    L.title_h = max(12 * L.scale + 6, L.finger)  # a touch screen's title bar goes back: a target
    L.row_h = max(13 * L.scale, L.finger)
    if scheme == "two":  # eight rows (the title's) and the keys' line under them: a CLUE's rows are 24 px, not 26
        L.row_h = max(12 * L.scale, min(L.row_h, (height - L.title_h - 13) // 8))
    L.menu_rows = (height - L.title_h) // L.row_h
    # ----- log: scale 1 text, rows of 12 px (more lines of the long log sentences fit) ------------------
    L.log_scale = 1
    L.log_cols = width // 6 - 1
    L.log_top = L.title_h
    L.log_rows = (height - L.log_top - 1) // 12


def _panel_slots(L, min_touch):
    """Up to 4 button slots, as many as fit under the status lines (beside the grid) or beside the status
    (under it); at least one. A screen with more buttons than slots offers the rest in its menus."""
    px, py, pw, ph = L.panel
    out = []
    sc = L.panel_scale()
    if L.side:
        bh = max(L.finger, 12 * sc + 6) if L.touch else 12 * sc + 3
        y = py + ph - 2 - bh
        top = L.text_y + 2 * (12 * sc + 1)   # under the two status lines
        if L.touch:  # and three scoreboard lines (the match score on the result screen)
            top += 3 + 3 * 12
        for _ in range(max(1, min(4, (y + bh - top) // (bh + 2)))):
            out.append((px + 1, y, pw - 3, bh))
            y -= bh + 2
    else:
        bw = max(L.finger or min_touch + 16, 6 * sc * 5 + 6)
        x = px + pw - 2 - bw
        for _ in range(3):  # three, so the status beside them has room for the result and the score
            out.append((x, py + 2, bw, ph - 4))
            x -= bw + 3
    return out
