"""The picture screens: Replay (a finished game, move by move, forwards and back, with each move's log line)
and Rules (short pages, each a position with a caption). Both show ``pic``, a game built up to move k, drawn
by the real board renderer (``uttt.ui.gameview``) on a smaller grid, with the caption in a band of two lines
under it (``Layout(..., caption=2)``): the caption never hides the board. The finished game itself
(``app.game``) is left alone.

Replay opens on the first move. Keys (named in a side panel): D-pad Left / Right (also PREV / NEXT, A
forwards), Up first, Down last, B / Start / Select back.
Two buttons (CLUE): left tap back, right tap forwards, left hold back out. Touch: the left half of the grid
goes back, the right half forwards, the panel's Back button leaves.
"""

from uttt.codecfmt import new_game  # (uttt.codec re-exports it; this is its home)
from uttt.ui import buttons as K
from uttt.ui.app import Screen, forget
from uttt.ui.layout import Layout

LINES = 2   # the caption band's lines
# (the app's Layout, a caption band's lines) -> the Layout laid out for them: a picture opened from another (the
# Review's replay and back) lays out none (each imports uttt.ui.layoutcalc: ~14 ms of a PyBadge's, board-adjusted;
# switch25). This module goes with the picture family, and these with it.
LAID = {}
# What the result readies for the pictures (``ready``, two a frame): the band's lines (a number: its layout) or the code.
PICTURE = [2, "gamebuild", "sheets", "reviewscreen", 4]
GAME = ("cursor", "game", "result")  # what the pictures keep then besides (KEEP["picture"]; review43)


def ready(app, i):
    """Step i of readying the pictures' code on the result (``uttt.ui.result.ready``, which imported this module in
    step -1, where its heap has room): the replay's caption band laid out (``LAID``: uttt.ui.layoutcalc imported and
    dropped) and the scenes' builder, then the sheets' reader and the Review's code, then the Review's band. The game
    family keeps this module from then on (off the App's guests until the next game starts: uttt.ui.gamestart), the
    Review's change of family keeps them (the App's ``keep``), so that result -> replay and result -> review import and lay
    out little (review42)."""
    if "replay" in app.guests:  # (lists of the App's own: uttt.ui.resident)
        app.guests = [g for g in app.guests if g != "replay"]
    L = app.layout
    for name in PICTURE[2 * i:2 * i + 2]:
        if isinstance(name, str):
            try:
                __import__("uttt.ui." + name)
            except MemoryError:  # (a module cut short is not taken for a loaded one)
                forget("uttt.ui." + name)
                raise
        else:
            n = 2 if name < 3 or L.height < 128 else 4 if L.width // 6 - 1 < 40 else 3  # (uttt.ui.reviewscreen's)
            if (L, n) not in LAID:
                LAID[(L, n)] = Layout(L.width, L.height, L.scheme, caption=n)
    if i == 2:  # all readied: the Review keeps the game's own code too, as its look-ahead would import it
        keep = dict(app.keep)  # (uttt.ui.reviewscreen.AHEAD), so review -> result imports little (review43)
        k = keep["picture"]
        keep["picture"] = (k[0] + [n for n in GAME if n not in k[0]], k[1])
        app.keep = keep


def howto(app):
    """How to play's trip to the rules pages and back keeps its code both ways (help56): the App's tables for the
    trip (``uttt.ui.howto.HowTo.activate``, before the change to the pages; the last ones kept under "howto", which
    ``Rules.close_screen`` puts back after the way back). The choice's modules (the menus', its own, the pages'
    words) go to the pages with their code, and the pages' (``uttt.ui.howto.AHEAD``, this one's) come back with
    them: neither change imports anything, nor does the choice import AHEAD again (howto -> rules imported the
    words, ~18 ms of a PyBadge's, board-adjusted; rules -> howto the menus', the choice's and the words', ~51).
    Not in the App's KEEP: a name more, resident in every boot."""
    keep = dict(app.keep)
    keep["howto"] = app.keep
    k = keep["picture"]
    k = (k[0] + ["menu", "howto", "rulespages"], k[1])
    keep["picture"] = k
    keep["menu"] = (keep["menu"][0] + k[0], keep["menu"][1] + ("picture",))
    app.keep = keep


class Picture(Screen):
    """What Replay and Rules share: a position drawn as the game screen draws one, stepped by keys."""

    back_to = "title"
    focus = None
    fx = None
    highlight = -1
    flash_cell = -1
    timer_shown = None
    thinking = None

    half = 0  # a status bar (no side panel: Thumby Color, CLUE) takes turns every 2 s: the move, then the keys

    def tick(self, now):
        if not self.L.side and (now // 2000) & 1 != self.half:
            self.half ^= 1
            self.app.dirty.add("status")

    def bar_keys(self, what):
        """The keys in a status bar's words ((line 1, line 2) as ``status`` gives), what: "move" or "page"."""
        if self.app.scheme == "two":
            return ("Right button:", "next " + what)
        if what == "move":
            return ("Right:", "next move")
        return ("A: next,", "B: back")

    def __init__(self, app, lines=LINES):
        super().__init__(app)
        self.pic = None
        self.k = 0
        L = app.layout
        key = (L, lines)
        laid = LAID.get(key)
        if laid is None:  # (one: each imports uttt.ui.layoutcalc)
            laid = LAID[key] = Layout(L.width, L.height, L.scheme, caption=lines)
        self.L = laid
        app.dirty.add("cells")

    @property
    def layout(self):
        return self.L

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
        """The keys (shown in a side panel)."""
        s = self.app.scheme
        if s == "two":
            return "Right button: next move. Hold left: back."
        if s == "touch":
            return "Tap the right half: next move."
        return "Right: next move. B: back."  # (what fits a PyBadge's panel under the move number)

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
        L = self.L
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
        if self.back_to == "review":
            r = self.review
            self.app.open("review", back=r.get("review_back", "game"), page=r.get("page", 0))
            return
        self.app.open(self.back_to)


class Replay(Picture):
    """The finished game (from the result screen), from its first move (or at move ``at``)."""

    name = "replay"
    back_to = "game"

    def __init__(self, app, at=None, back="game", **review):
        super().__init__(app)
        g = app.game
        self.pic = g.copy() if at else None  # (at the first move: a new game, not a copy undone: ~14 ms; over40)
        self.k = g.ply
        self.back_to = back
        self.review = review      # from the Review: its page, to come back to
        self.show(0 if at is None else at)

    def count(self):
        """(move shown, last move)."""
        return self.k, self.app.game.ply

    def show(self, k):
        pic = self.pic
        game = self.app.game
        if pic is None or k < pic.ply - k:  # far back: rebuild from the start
            pic = self.pic = new_game(game.variant, getattr(game, "stay_open", 0), getattr(game, "most_boards", 0))
        while pic.ply > k:
            pic.undo()
        moves = game.moves   # (a new list at each reading: once, not once a move; the step to the end made ~60 of them,
        while pic.ply < k:   # ~15 KB of a PyBadge's heap, and often a collection; rate64)
            pic.play(moves[pic.ply])
        self.k = k

    def status(self):
        if self.half:
            return self.bar_keys("move")
        return ("move", "%d/%d" % self.count())

    def turn_mark(self):
        """The mark of the move shown (none at the start)."""
        pic = self.pic
        if not pic.ply:
            return 0
        if pic.variant == "wild":
            return pic.last_move // 9 + 1
        return 3 - pic.turn

    def caption(self):
        """The caption: the log lines of the move shown, numbered; where they would take more than the band's
        lines, the move in fewer words (``briefly``): the move log keeps the full words."""
        pic = self.pic
        if not pic.ply:
            return "Start: X to play" if pic.variant != "wild" else "Start: P1 to play"
        from uttt.ui.text import wrap
        from uttt.notation import log_lines  # (here: the Super replay's base class imports no Ultimate rules)
        cols = self.L.caption_cols
        for text in ("%d. %s" % (pic.ply, ". ".join(log_lines(pic))), briefly(pic, True), briefly(pic, False)):
            if len(wrap(text, cols, "")) <= LINES:
                return text
        return text


class Rules(Picture):
    """How to play one game (``game``: an id of ``uttt.ui.rulespages.GAMES``): pages of positions with a
    caption each, then the board's controls. Back leads to the choice of game."""

    name = "rules"
    back_to = "howto"

    def __init__(self, app, game="ultimate"):
        super().__init__(app)
        self.game = game
        self.show(0)

    def count(self):
        from uttt.ui.rulespages import count
        return self.k, count(self.app, self.game) - 1

    def show(self, i):
        from uttt.ui.rulespages import game, moves
        g = new_game(game(self.game)[0])
        for m in moves(i, self.game):
            g.play(m)
        self.pic = g
        self.k = i

    def status(self):
        if self.half:
            return self.bar_keys("page")
        i, last = self.count()
        return ("Page", "%d of %d" % (i + 1, last + 1))

    def turn_mark(self):
        return 0

    def caption(self):
        from uttt.ui.rulespages import caption
        return caption(self.app, self.k, self.game)

    def close_screen(self):
        app = self.app
        keep = app.keep.get("howto")  # (the trip's tables: uttt.ui.replay.howto)
        app.open("howto", at=self.game)
        if keep is not None:  # the App's own again, once the way back has kept the trip's code
            app.keep = keep

    def tip(self, short=False):
        """The keys of the pages (shown in a side panel)."""
        s = self.app.scheme
        if s == "two":
            return "Right button: next. Hold left: back."
        if s == "touch":
            return "Tap the right half: next page."
        return "A: next page. B: back."


def briefly(pic, outcome):
    """The last move of pic in few words: "62. O: middle-left board, center" (Ultimate), "5. O: top-left"
    (Classic), "6. P2: X, top-left" (Wild); with outcome, what it did too ("claims it", "wins")."""
    from uttt.rules import CELL_NAMES
    m = pic.last_move
    who = " XO"[3 - pic.turn]
    if pic.variant == "ultimate":
        text = "%d. %s: %s board, %s" % (pic.ply, who, CELL_NAMES[m // 9], CELL_NAMES[m % 9])
        c = pic.last_board_change()
        if c and outcome:
            text += ", claims it" if c < 3 else ", draws it"
    elif pic.variant == "wild":
        text = "%d. P%d: %s, %s" % (pic.ply, 2 - pic.ply % 2, " XO"[m // 9 + 1], CELL_NAMES[m % 9])
    else:
        text = "%d. %s: %s" % (pic.ply, who, CELL_NAMES[m])
    r = pic.result
    if r and outcome:
        text += ", draw" if r == 3 else ", wins"
    return text
