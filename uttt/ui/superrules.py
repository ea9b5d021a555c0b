"""How to play Super-Ultimate (issue 21): the rules exactly as the issue words them (the README has the same
text), shown like the move log (``uttt.ui.logscreen``: wrapped to the screen, Up/Down a line, Left/Right a
page, any other key back; two buttons: Next pages; touch: the halves page, the title bar goes back).

Its own module, shown by the log screen (``LogScreen(app, back, rules=True)``, named "superrules" then),
opened from the pause menu's "Rules" in a Super-Ultimate game (another screen may open it the same way: the
title menu has no row to spare on a PyBadge), so the Ultimate, Classic and Wild pages (``uttt.ui.rulespages``)
are untouched.
"""

RULES = (
    "Moves are addressed (medium board M, small board S inside M, cell c inside S), each 1-9 numbered like the "
    "rest of the game.",
    "1. X moves first and may play any cell. Players alternate, one mark per turn, no passing.",
    "2. Where you are sent. A mark at (M, S, c) sends the next player to medium board S, small board c. The "
    "cell's place names the small board, and the small board's place names the medium board. This is seed "
    "001's rule applied at both levels.",
    "3. Closed boards.",
    "- If the small board (S, c) is closed but medium board S is open, the next player may play in any open "
    "small board of medium board S.",
    "- If medium board S is closed, the next player may play in any open small board of any open medium board.",
    "- Winning a board and being sent back to it is a free move at that level, as in seed 001.",
    "4. Small boards are ordinary tic-tac-toe, claimed at once by three in a row and then closed. A full small "
    "board without a line is drawn, belongs to nobody, and blocks the medium-board lines through it.",
    "5. Medium boards are claimed by three claimed small boards in a row, and closed at once, even with open "
    "small boards left. A medium board with no open small board and no line is drawn and blocks the large "
    "lines through it.",
    "6. The game is won at once by three claimed medium boards in a row on the large board. It is drawn when "
    "the next player has no legal move. It goes on while anyone has one.",
    "7. Options as in Ultimate, where they generalise: \"won boards stay in play\" and the most-boards "
    "tiebreak (counted on medium boards). Off by default.",
    "On screen: the big board is the medium board you play in; the overview in the corner shows all nine "
    "(gold: where you may play; framed: the one shown). On a free move the cursor walks from medium board to "
    "medium board. Typed moves: \"4 3 5\" = medium 4, board 3, square 5.",
)


def show(scr):
    """Make log screen scr (``LogScreen(app, back, rules=True)``) show these rules."""
    scr.name = "superrules"
    scr.heading = "Super-Ultimate"
    scr.short = "Rules"
    scr.indent = ""
    scr.row = "superrules"
    scr.lines = RULES
