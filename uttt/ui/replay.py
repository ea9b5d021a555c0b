"""The picture screens: Replay (a finished game, move by move, forwards and back, with each move's log line)
and Rules (short pages, each a position with a caption). Both show ``pic``, a game built up to move k, drawn
by the real board renderer (``uttt.ui.gameview``); the finished game itself (``app.game``) is left alone.

Keys: D-pad Left / Right (also PREV / NEXT, A forwards), Up first, Down last, B / Start / Select back.
Two buttons (CLUE): left tap back, right tap forwards, left hold back out. Touch: the left half of the grid
goes back, the right half forwards, the panel's Back button leaves.
"""

from uttt.codec import new_game
from uttt.notation import log_lines
from uttt.ui import buttons as K
from uttt.ui.app import Screen


class Picture(Screen):
    """What Replay and Rules share: a position drawn as the game screen draws one, stepped by keys."""

    back_to = "title"
    focus = None
    fx = None
    highlight = -1
    flash_cell = -1
    timer_shown = None
    thinking = None

    def __init__(self, app):
        super().__init__(app)
        self.pic = None
        self.k = 0
        app.dirty.add("cells")

    def shown(self):
        return self.pic

    @property
    def variant(self):
        return self.pic.variant

    @property
    def ultimate(self):
        return self.pic.variant == "ultimate"

    def cursor_cell(self):
        return -1

    def flashing(self):
        return False

    def panel_buttons(self):
        return ("back",)

    def button_text(self, name):
        return "Back"

    def tip(self, short=False):
        return ""

    def press(self, code):
        i, last = self.count()
        two = self.app.scheme == "two"
        if code in (K.B, K.START, K.SELECT):
            self.close_screen()
        elif code == K.A and self.name == "rules" and i == last:
            self.close_screen()
        elif code in (K.RIGHT, K.A) or (code == K.NEXT and not two):
            self.go_to(i + 1)
        elif code in (K.LEFT, K.PREV, K.NEXT):
            self.go_to(i - 1)
        elif code == K.UP:
            self.go_to(0)
        elif code == K.DOWN:
            self.go_to(last)

    def touch(self, x, y):
        L = self.app.layout
        if L.slot_at(x, y, 1) == 0:
            self.close_screen()
            return
        if not (L.gx <= x < L.gx + L.grid_size and L.gy <= y < L.gy + L.grid_size):
            return
        i, last = self.count()
        if x < L.gx + L.grid_size // 2:
            self.go_to(i - 1)
        elif self.name == "rules" and i == last:
            self.close_screen()
        else:
            self.go_to(i + 1)

    def go_to(self, k):
        """Show position k; refused beyond either end."""
        i, last = self.count()
        if not 0 <= k <= last:
            self.app.cue("bad")
            return
        self.show(k)
        self.app.dirty.add("cells")
        self.app.dirty.add("status")

    def close_screen(self):
        self.app.open(self.back_to)


class Replay(Picture):
    """The finished game (from the result screen), at its final position, ready to step back."""

    name = "replay"
    back_to = "game"

    def __init__(self, app):
        super().__init__(app)
        g = app.game
        self.pic = g.copy()
        self.k = g.ply

    def count(self):
        """(move shown, last move)."""
        return self.k, self.app.game.ply

    def show(self, k):
        pic = self.pic
        game = self.app.game
        if k < pic.ply - k:  # far back: rebuild from the start
            pic = self.pic = new_game(game.variant, getattr(game, "stay_open", 0), getattr(game, "most_boards", 0))
        while pic.ply > k:
            pic.undo()
        while pic.ply < k:
            pic.play(game.moves[pic.ply])
        self.k = k

    def status(self):
        return ("move", "%d/%d" % self.count())

    def turn_mark(self):
        """The mark of the move shown (none at the start)."""
        pic = self.pic
        if not pic.ply:
            return 0
        if pic.variant == "wild":
            return pic.last_move // 9 + 1
        return 3 - pic.turn

    def caption(self, cols=0):
        """The banner text: the log lines of the move shown (numbered). Given the banner's width in characters,
        a move whose log lines would take more than 2 lines there gets one compact line instead (``short``):
        the banner must not hide the board it is about (the move log keeps the words)."""
        pic = self.pic
        if not pic.ply:
            return "Start: X to play" if pic.variant != "wild" else "Start: P1 to play"
        text = "%d. %s" % (pic.ply, ". ".join(log_lines(pic)))
        if cols:
            from uttt.ui.text import wrap
            if len(wrap(text, cols, "")) > 2:
                return short(pic)
        return text

    def caption_top(self):
        """True when the banner should sit over the top of the grid (the move shown is in the lower part)."""
        m = self.pic.last_move
        if m < 0:
            return False
        if self.pic.variant == "ultimate":
            from uttt.ui.layout import grid_xy
            return grid_xy(m)[1] >= 5
        return m % 9 >= 6


class Rules(Picture):
    """How to play: pages of positions with a caption each (``uttt.ui.rulespages``)."""

    name = "rules"

    def __init__(self, app):
        super().__init__(app)
        self.show(0)

    def count(self):
        from uttt.ui.rulespages import PAGES
        return self.k, len(PAGES) - 1

    def show(self, i):
        from uttt.ui.rulespages import PAGES
        g = new_game("ultimate")
        for m in PAGES[i][0]:
            g.play(m)
        self.pic = g
        self.k = i

    def status(self):
        i, last = self.count()
        return ("rules", "%d/%d" % (i + 1, last + 1))

    def turn_mark(self):
        return 0

    def caption(self, cols=0):
        from uttt.ui.rulespages import caption
        return caption(self.app, self.k)

    def caption_top(self):
        from uttt.ui.rulespages import PAGES
        return PAGES[self.k][2]


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
