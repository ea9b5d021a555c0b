"""How to play: the games it explains and their pages (text only; imported when the screens open).

``GAMES`` is the choice How to play starts with, one entry a game: its id (the variant ``new_game`` builds),
the words of its menu row and its pages. A game added later is one more entry. Each page is a position, given
as its moves (tests/test_app_aids.py checks that it shows what its text says), and a caption; after a game's
pages come the controls of the board, on pages of an empty grid. Every caption fits the caption band (two
lines) of the narrowest screen (the Thumby Color's 20 columns).
"""

# (moves, caption)
ULTIMATE = (
    ((), "Nine small boards: win three in a row."),
    ((2,), "Your square picks their board (gold)."),
    ((12, 28, 14, 46, 13), "Three in a row wins a board: it closes."),
    ((17, 75, 30, 29, 19, 15, 58, 44, 73, 9, 8, 76, 42, 56, 22, 37, 10, 14, 50, 46, 12, 34, 65, 18, 1, 16, 66,
      32, 48, 28, 11, 24, 55, 13), "A full board, no line: drawn (slate)."),
    ((11, 19, 9, 1, 10), "Closed board? Then play any framed one."),
    ((56, 19, 13, 44, 78, 62, 76, 43, 64, 12, 35, 72, 4, 36, 2, 21, 31, 42, 54, 0, 1, 9, 6, 57, 27, 60, 55),
     "Three boards in a row win the game."),
)
CLASSIC = (
    ((), "One board. X moves first, then O."),
    ((4, 0, 8), "Take turns, one mark at a time."),
    ((4, 1, 0, 8, 6, 3, 2), "Three in a row wins the game."),
    ((4, 0, 8, 2, 1, 7, 3, 5, 6), "A full board, no line: a draw."),
)
# Wild: a move is 9 * (mark - 1) + cell (X 0..8, O 9..17).
WILD = (
    ((), "One board. On your turn, place X or O."),
    ((4, 9), "Player 1 put X; player 2 chose O."),
    ((4, 9, 10), "Two in a line? The next player wins."),
    ((4, 9, 10, 11), "Whoever completes a line wins: X or O."),
)
# (id: the variant, the menu row's words, the pages)
GAMES = (
    ("ultimate", "Ultimate", ULTIMATE),
    ("classic", "Classic 3x3", CLASSIC),
    ("wild", "Wild 3x3", WILD),
)
# The controls, per input scheme ("%s": the board's names of its Start and Select buttons).
CONTROLS = {
    "dpad": ("Arrows move the cursor. A plays.", "%s: menu. %s: move log.",
             "Game over: A again, B menu, Left replay."),
    "two": ("Left button: next square. Right: play.", "Hold left: back. Hold right: menu.",
            "Both buttons: the move log."),
    "touch": ("Tap a square to play it.", "Menu and Log: the panel's buttons.",
              "Tap the title bar to go back."),
}
# Wild's one more control: how to change the mark you place.
SWAP = {
    "dpad": "B swaps the mark you place. %s: menu.",
    "two": "Left button to X/O, right: swap mark.",
    "touch": "Tap the big mark to swap X and O.",
}


def game(key):
    """The entry of GAMES for id key (the first for an unknown one)."""
    for g in GAMES:
        if g[0] == key:
            return g
    return GAMES[0]


def _controls(app, key):
    out = CONTROLS.get(app.scheme, CONTROLS["dpad"])
    if key == "wild":
        out = out[:1] + (SWAP.get(app.scheme, SWAP["dpad"]),) + out[2:]
    return out


def count(app, key="ultimate"):
    """How many pages game key's rules have on app's board."""
    return len(game(key)[2]) + len(_controls(app, key))


def moves(page, key="ultimate"):
    """The position of a page, as its moves (the controls pages show an empty grid)."""
    pages = game(key)[2]
    return pages[page][0] if page < len(pages) else ()


def caption(app, page, key="ultimate"):
    pages = game(key)[2]
    if page < len(pages):
        return pages[page][1]
    text = _controls(app, key)[page - len(pages)]
    n = text.count("%s")
    return text % app.names[:n] if n else text
