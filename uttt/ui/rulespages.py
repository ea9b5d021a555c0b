"""How to play: the rules screen's pages (text only; imported when the screen opens).

Each rules page is a position, given as its moves (tests/test_app_aids.py checks that it shows what its text
says), and a caption; then come the controls of the board, on pages of an empty grid. Every caption fits the
caption band (two lines) of the narrowest screen (the Thumby Color's 20 columns).
"""

# (moves, caption)
PAGES = (
    ((), "Nine small boards: win three in a row."),
    ((2,), "Your square picks their board (gold)."),
    ((12, 28, 14, 46, 13), "Three in a row wins a board: it closes."),
    ((17, 75, 30, 29, 19, 15, 58, 44, 73, 9, 8, 76, 42, 56, 22, 37, 10, 14, 50, 46, 12, 34, 65, 18, 1, 16, 66,
      32, 48, 28, 11, 24, 55, 13), "A full board, no line: drawn (slate)."),
    ((11, 19, 9, 1, 10), "Closed board? Then play any framed one."),
    ((56, 19, 13, 44, 78, 62, 76, 43, 64, 12, 35, 72, 4, 36, 2, 21, 31, 42, 54, 0, 1, 9, 6, 57, 27, 60, 55),
     "Three boards in a row win the game."),
)
# The controls, per input scheme ("%s": the board's names of its Start and Select buttons).
CONTROLS = {
    "dpad": ("Arrows move the cursor. A plays.", "%s: menu. %s: log.",
             "Game over: A again, B menu, Left replay."),
    "two": ("Left button: next cell. Right: play.", "Hold left: back. Hold right: menu.",
            "Both buttons: the move log."),
    "touch": ("Tap a square to play it.", "Menu and Log: the panel's buttons.",
              "Tap the title bar to go back."),
}


def count(app):
    """How many pages the rules screen has on app's board."""
    return len(PAGES) + len(CONTROLS.get(app.scheme, CONTROLS["dpad"]))


def moves(page):
    """The position of a page, as its moves (the controls pages show an empty grid)."""
    return PAGES[page][0] if page < len(PAGES) else ()


def caption(app, page):
    if page < len(PAGES):
        return PAGES[page][1]
    text = CONTROLS.get(app.scheme, CONTROLS["dpad"])[page - len(PAGES)]
    return text % app.names if "%" in text else text
