"""The picture screens: Replay (a finished game, move by move, forwards and back, with each move's log line)
and Rules (short pages, each a position with a caption). A helper of ``uttt.ui.app.App``, imported when first
used. Both show ``app.pic``, a game built up to move k, drawn by the real board renderer; ``app.game`` (the
finished game) is left alone.

Keys: D-pad Left / Right (also PREV / NEXT, A forwards), Up first, Down last, B / Start / Select back.
Two buttons (CLUE): left tap back, right tap forwards, left hold back out. Touch: the left half of the grid
goes back, the right half forwards, the panel's Back button leaves.
"""

from uttt.codec import new_game
from uttt.notation import log_lines
from uttt.ui import buttons as K

PICTURES = ("replay", "rules")


def _fresh(game):
    return new_game(game.variant, getattr(game, "stay_open", 0), getattr(game, "most_boards", 0))


def open_replay(app):
    """From the result screen: the final position, ready to step back."""
    g = app.game
    app.pic = g.copy()
    app.pic_k = g.ply
    app.cancel_thinking()
    app.focus = None
    app.highlight = -1
    app.go("replay")
    app.dirty.add("cells")


def open_rules(app):
    app.page = 0
    app.focus = None
    app.go("rules")
    _page(app, 0)


def _page(app, i):
    from uttt.ui.rulespages import PAGES
    app.page = i
    g = new_game("ultimate")
    for m in PAGES[i][0]:
        g.play(m)
    app.pic = g
    app.pic_k = g.ply
    app.dirty.add("cells")
    app.dirty.add("status")


def count(app):
    """(position, last): move k of n, or page i of the rules."""
    if app.screen == "rules":
        from uttt.ui.rulespages import PAGES
        return app.page, len(PAGES) - 1
    return app.pic_k, app.game.ply


def go_to(app, k):
    """Show move k (0 = the empty board); refused beyond either end."""
    i, last = count(app)
    if not 0 <= k <= last:
        app.bad(-1, "end" if k > last else "start")
        return
    if app.screen == "rules":
        _page(app, k)
        return
    pic = app.pic
    moves = app.game.moves
    if k < pic.ply - k:  # far back: rebuild from the start
        pic = app.pic = _fresh(app.game)
    while pic.ply > k:
        pic.undo()
    while pic.ply < k:
        pic.play(moves[pic.ply])
    app.pic_k = k
    app.dirty.add("cells")
    app.dirty.add("status")


def close(app):
    back = "result" if app.screen == "replay" else "title"
    app.pic = None
    app.go(back)
    app.dirty.add("cells")


def press(app, code):
    i, last = count(app)
    two = app.scheme == "two"
    if code in (K.B, K.START, K.SELECT):
        close(app)
    elif code == K.A and app.screen == "rules" and i == last:
        close(app)
    elif code in (K.RIGHT, K.A) or (code == K.NEXT and not two):
        go_to(app, i + 1)
    elif code in (K.LEFT, K.PREV, K.NEXT):
        go_to(app, i - 1)
    elif code == K.UP:
        go_to(app, 0)
    elif code == K.DOWN:
        go_to(app, last)


def touch(app, x, y):
    L = app.layout
    if L.slot_at(x, y, 1) == 0:
        close(app)
        return
    if not (L.gx <= x < L.gx + L.grid_size and L.gy <= y < L.gy + L.grid_size):
        return
    i, last = count(app)
    if x < L.gx + L.grid_size // 2:
        go_to(app, i - 1)
    elif app.screen == "rules" and i == last:
        close(app)
    else:
        go_to(app, i + 1)


def status(app):
    i, last = count(app)
    if app.screen == "rules":
        return ("rules", "%d/%d" % (i + 1, last + 1))
    return ("move", "%d/%d" % (i, last))


def turn_mark(app):
    """The mark of the move shown (replay), none on the rules pages and at the start."""
    pic = app.pic
    if app.screen == "rules" or not pic.ply:
        return 0
    if pic.variant == "wild":
        return pic.last_move // 9 + 1
    return 3 - pic.turn


def caption(app, cols=0):
    """The banner text: the log lines of the move shown (numbered), or the rules page. Given the banner's
    width in characters, a move whose log lines would take more than 2 lines there gets one compact line
    instead (``short``): the banner must not hide the board it is about (the move log keeps the words)."""
    if app.screen == "rules":
        from uttt.ui.rulespages import caption as page_caption
        return page_caption(app, app.page)
    pic = app.pic
    if not pic.ply:
        return "Start: X to play" if pic.variant != "wild" else "Start: P1 to play"
    text = "%d. %s" % (pic.ply, ". ".join(log_lines(pic)))
    if cols:
        from uttt.ui.logscreen import wrap
        if len(wrap(text, cols, "")) > 2:
            return short(pic)
    return text


def _initials(i):
    """TL TC TR ML C MR BL BC BR for square or board i (0-8)."""
    from uttt.rules import CELL_NAMES
    return "".join(w[0] for w in CELL_NAMES[i].split("-")).upper()


def short(pic):
    """The last move of pic in one compact line: "67 X ML/bl +claim +win" (Ultimate: board/square by their
    initials), "5 O tc" (Classic), "6 O: X at tc +win" (Wild: who, then the mark placed)."""
    m = pic.last_move
    who = " XO"[3 - pic.turn]
    if pic.variant == "ultimate":
        text = "%d %s %s/%s" % (pic.ply, who, _initials(m // 9), _initials(m % 9).lower())
        c = pic.last_board_change()
        if c:
            text += " +claim" if c < 3 else " +drawn"
    elif pic.variant == "wild":
        text = "%d %s: %s at %s" % (pic.ply, who, " XO"[m // 9 + 1], _initials(m % 9).lower())
    else:
        text = "%d %s %s" % (pic.ply, who, _initials(m).lower())
    r = pic.result
    if r:
        text += " +win" if r < 3 else " =draw"
    return text


def caption_top(app):
    """True when the banner should sit over the top of the grid (the move shown is in the lower part)."""
    if app.screen == "rules":
        from uttt.ui.rulespages import PAGES
        return PAGES[app.page][2]
    m = app.pic.last_move
    if m < 0:
        return False
    if app.pic.variant == "ultimate":
        from uttt.ui.layout import grid_xy
        return grid_xy(m)[1] >= 5
    return m % 9 >= 6
