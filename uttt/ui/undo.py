"""Undo: take back moves in a game in progress (the pause menu's Undo and the confirm screen's answer).

- Against the computer: your last move and its reply (if it is still thinking, it stops and only your move
  goes). Nothing to take back before your first move.
- Hot-seat, Classic, Wild: one move, and only with the consent of the player who would lose the turn
  (a "confirm" menu: "O: allow undo?" Yes / No; B means no).
- Never after the game has ended: the result stands (it is already in the stats); use Replay to look back.

The log, the cursor (back on the cell of the move taken back), the Wild mark and the saved game follow.
"""


def who_consents(app):
    """The name of the player who must allow a hot-seat undo ("O", or "P2" in Wild): the one to move."""
    t = app.game.turn
    return "P%d" % t if app.mode == "wild" else " XO"[t]


def request(app, n):
    """The pause menu's Undo of n plies (``uttt.ui.menu.plies``): against the computer at once, otherwise ask
    the other player first."""
    if not n:
        scr = app.open("game")
        if scr is not None:
            scr.bad(-1, "no undo")
        return
    if app.cpu:
        take_back(app, n)
    else:
        app.open("confirm")


def answer(app, yes, n):
    """The other player's answer on the confirm screen (n: the plies to take back)."""
    if yes:
        take_back(app, n)
    else:
        app.open("game")


def take_back(app, n):
    """Undo n plies now (no questions): the game, its log, the cursor, the saved game."""
    g = app.game
    mine = -1
    for _ in range(n):
        mine = g.last_move
        g.undo()
    wild = app.mode == "wild"
    if wild:
        app.mark = mine // 9 + 1
    app.cursor = mine % 9 if wild else mine  # back on that cell (it is empty and in play again)
    app.say("Undo: %d move%s taken back" % (n, "" if n == 1 else "s"))
    app.cue("select")
    if g.variant == "super":  # (a Super-Ultimate game saves here, in the pause: its own mechanism, superpause42)
        app.save()
        app.open("game")
        return n
    scr = app.open("game")
    if scr is None:
        app.save()
    else:  # saved in the next quiet frame, as a move is (GameScreen.settle_now; the computer's start or its
        # pondering's two frames later): not in the press's change of screen (~13 ms of a PyBadge's of the pause's
        # Undo row, 147-149 of its 150 with displayio; screens61); the move's lines are not said again (undone)
        scr.settle = app.frames
        scr.undone = 1
    return n
