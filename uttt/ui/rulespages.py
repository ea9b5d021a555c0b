"""The rules screen's pages (text only; imported when the screen opens).

Each page is a position, given as its moves (checked by tests/test_app_aids.py to show what the text says),
a caption, and where the caption goes ("top" or "bottom" of the grid, clear of what the picture shows). The
view draws the position with the real board renderer: gold frames, big marks, slate, the strike line.
"""

# (moves, caption, caption at the top?)
PAGES = (
    ((), "Nine small boards. Win three of them in a row!", 0),
    ((2,), "Your cell picks their board: the gold frame.", 0),
    ((12, 28, 14, 46, 13), "Three in a row claims a board. It is closed.", 0),
    ((17, 75, 30, 29, 19, 15, 58, 44, 73, 9, 8, 76, 42, 56, 22, 37, 10, 14, 50, 46, 12, 34, 65, 18, 1, 16, 66,
      32, 48, 28, 11, 24, 55, 13), "Full, no line: drawn. Slate, nobody's.", 0),
    ((11, 19, 9, 1, 10), "Sent to a closed board? Free move: any frame.", 0),
    ((56, 19, 13, 44, 78, 62, 76, 43, 64, 12, 35, 72, 4, 36, 2, 21, 31, 42, 54, 0, 1, 9, 6, 57, 27, 60, 55),
     "Three boards in a row win the match.", 0),
    ((), "", 0),  # controls: the text depends on the board (see caption)
)
CONTROLS = {
    "dpad": "D-pad, A plays. Start: menu, Select: log.",
    "two": "Left: next cell, Right: play. Hold: menu.",
    "touch": "Tap a cell to play. Menu and Log buttons.",
}


def caption(app, page):
    text = PAGES[page][1]
    return text or CONTROLS.get(app.scheme, CONTROLS["dpad"])

