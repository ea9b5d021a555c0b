"""The replay of a finished Super-Ultimate game (issue 21): ``uttt.ui.replay.Replay`` one level up, with the picture
scene (``App.open("superreplay")``: the result's Replay and Game over's open it for a ``SuperGame``; its
``SCREENS`` entry is made by ``uttt.ui.supergame``, so the other modes' app carries none of it). Opened from the
result or Game over, it is a guest of the game's family as the Ultimate replay is since switch36 (superswitch40):
the game's code stays while it shows, so neither way imports it again, and ``close`` drops this module; the
game's sprite sheets wait in the view's stash as the Ultimate replay's (``View.resheet``), so the way back reads
none. (Before, in the pictures' family, they were not kept: kept beside a replay that had dropped the game's code,
they left the Super boot's last save before the restart to the title without a 1.5 KB piece at 146 KB, replay33.)

The picture is the game up to the move shown, walked by a copy of the game that shares its undo record (``walker``:
``SuperGame.copy(True)``, put at each move by ``uttt.ui.superplay.walk``, as the log's pages are: a step is an undo
or a play of the game's own move, the first move a new game on the record, the last the game copied in). The scene
draws the medium board of the move shown, large, by the Ultimate renderer through ``superplay.Medium`` (the move
outlined), and the overview of the nine medium boards in the panel (``uttt.ui.superview``, the shown one framed);
the caption says the move in ``uttt.super_notation``'s words, in fewer words where the band is too small, in the
Review's band (the log's lines one level deeper are long).

It opens on the first move kept (issue 17: a game resumed from a position record keeps no move before it, and
starts at the position it was resumed from). Keys as the Ultimate replay's (``uttt.ui.replay.Picture``): D-pad
Left / Right a move (also PREV / NEXT, A forwards), Up the first, Down the last, B / Start / Select back; two
buttons: right tap forwards, left tap back, left hold back out; touch: the grid's halves, the panel's Back. The
panel names them (a PyBadge's, under the wider band, in turn: "Right: next", "Left: before").
"""

from uttt.super_notation import format_move, log_lines
from uttt.super_rules import CELL_NAMES, SuperGame
from uttt.ui import superplay as P
from uttt.ui.app import forget
from uttt.ui.layout import Layout
from uttt.ui.replay import LAID, Picture

# What the result screen readies for the replay while it waits for a press (``ready``, superswitch41): the replay's
# sprite sheets (kind -> (key, sheet), as ``View.sheets``), given to the view as the replay opens, and the view.
READY = {}
VIEW = []


def band(L):
    """The caption band's lines (the Review's: uttt.ui.reviewscreen; the deploy writes its layout's sprite sheets,
    sim.sheets): 4 on a narrow screen, 3 on a wide one, 2 under 128 px high."""
    return 2 if L.height < 128 else 4 if L.width // 6 - 1 < 40 else 3


def ready(scr, i):
    # Step i of the replay's set-up, done on the result screen of the Super game (``SuperScreen.tick``: one step a
    # frame without a press, from the frame after the one that imported this module and uttt.ui.replay, step 0),
    # so that its opening press imports, lays out and reads none of it: the scene's builder (uttt.ui.gamebuild,
    # which the scene drops after it), its caption band's layout (LAID: uttt.ui.layoutcalc imported and dropped)
    # and the sheets' reader, then its sprite sheets one a frame, from the files the deploy wrote (none drawn here:
    # where there is no file the scene draws it as before). Returns the next step, -1 once done or out of memory
    # (the press does the rest). What is left when the next game starts instead goes then (SuperScreen.__init__).
    # superswitch41: result -> replay's imports, layout and sheets were ~200 of its 412-444 ms of a PyBadge's,
    # board-adjusted.
    app = scr.app
    L = app.layout
    try:
        if i == 1:
            from uttt.ui import gamebuild  # noqa: F401
        elif i == 2:
            key = (L, band(L))
            if key not in LAID:
                LAID[key] = Layout(L.width, L.height, L.scheme, caption=key[1])
            from uttt.ui import sheets  # noqa: F401
        elif i > 2:
            from uttt.ui import sheets
            from uttt.ui.gamebuild import sheet_keys
            if not VIEW:
                if scr.view is None:
                    return -1
                VIEW.append(scr.view)
            have = VIEW[0].sheets
            for kind, key, make in sheet_keys(LAID[(L, band(L))], "ultimate"):
                got = READY.get(kind) or have.get(kind)
                if got is None or got[0] != key:
                    bmp = sheets.read(make, key)
                    if bmp is None:
                        continue  # (no file: the scene draws it)
                    READY[kind] = (key, bmp)
                    return i + 1
            forget("uttt.ui.sheets")  # (the scene reads none now; the view drops it after a build)
            return -1
    except MemoryError:  # (a module cut short is not taken for a loaded one)
        forget("uttt.ui.gamebuild")
        forget("uttt.ui.sheets")
        return -1
    return i + 1


class Replay(Picture):
    """The finished Super-Ultimate game from its first move kept. ``k`` counts the moves shown from there (0: the
    position before them), so the picture family's keys work as for every replay."""

    name = "replay"
    back_to = "game"

    def __init__(self, app, at=None, back="game", **review):
        self.lines = band(app.layout)  # the Review's caption band
        super().__init__(app, self.lines)
        if VIEW:  # the sheets read ahead on the result (ready): the view's from now (App.open has released the
            s = VIEW[0].sheets  # game's scene, its sheets in the stash)
            for kind in READY:
                s[kind] = READY[kind]
        READY.clear()
        g = app.game
        # the walker (2.2 KB: the game's undo record shared): at the start, where it opens (a resumed game's first
        # position is the game's own, copied: its moves before are not in the record)
        self.pic = g.copy(True) if g.base else SuperGame(g.stay_open, g.most_boards, g._hist)
        self.board = P.Medium(self.pic, 4)
        self.back_to = back
        self.review = review
        self.show(0 if at is None else at - g.base)

    @property
    def variant(self):
        return "ultimate"   # what the game scene draws: the medium board of the move shown

    @property
    def ultimate(self):
        return True

    def close(self):
        # A guest of the game's family when opened from the result or Game over (App.open, superswitch40): the way
        # back drops it here, as GUESTS drops the Ultimate replay's (a name there would be resident in every mode).
        forget("uttt.ui.superreplay")

    def count(self):
        """(moves shown from the first kept, moves kept)."""
        g = self.app.game
        return self.k, g.ply - g.base

    def show(self, k):
        g = self.app.game
        w = self.pic = P.walk(g, self.pic, g.base + k)
        self.board.show(w.last_move // 81 if w.ply else 4, w)
        self.k = k

    def shown(self):
        return self.board

    @property
    def highlight(self):
        """The move shown, outlined (its medium board is the one drawn)."""
        return self.board.last_move

    def scene_extra(self, scene, root=None):
        """The game scene builds (root given) or syncs the overview (``uttt.ui.superview``), as the game screen's."""
        from uttt.ui import superview
        if root is None:
            superview.sync(scene)
        else:
            superview.build(scene, root)

    def tick(self, now):
        # every 2 s the keys take turns: with the status on a status bar (Picture's), with each other on a D-pad's side
        # panel (``tip``)
        if (now // 2000) & 1 != self.half:
            self.half ^= 1
            self.app.dirty.add("status")

    def tip(self, short=False):
        """The keys, under the status in a side panel: a D-pad's (a PyBadge's: one row of 13 columns under the
        Review's band) names them in turn, every 2 s."""
        if self.app.scheme == "dpad":
            return "Left: before" if self.half else "Right: next"
        return super().tip(short)

    def status(self):
        if self.half and not self.L.side:
            return self.bar_keys("move")
        return ("move", "%d/%d" % (self.pic.ply, self.app.game.ply))

    def turn_mark(self):
        pic = self.pic
        return 3 - pic.turn if pic.ply else 0

    def caption(self):
        """The move shown: its log lines, numbered (``uttt.super_notation``); where they would take more than the
        band's lines, in fewer words, then its place in numbers ("medium 4, board 3, square 5")."""
        w = self.pic
        g = self.app.game
        if not w.ply:
            return "Start: X to play"
        if w.ply == g.base and self.k == 0:
            return "Moves 1-%d: not kept after a resume" % w.ply
        from uttt.ui.text import wrap
        cols = self.L.caption_cols
        lines = log_lines(w)
        m = w.last_move
        head = "%d. %s: " % (w.ply, " XO"[3 - w.turn])
        out = outcome(w)
        names = "%s medium, %s board, %s" % (CELL_NAMES[m // 81], CELL_NAMES[m // 9 % 9], CELL_NAMES[m % 9])
        for text in ("%d. %s" % (w.ply, ". ".join(lines)), "%d. %s%s" % (w.ply, lines[0], out),
                     head + names + out, head + format_move(m) + out, head + format_move(m)):
            if len(wrap(text, cols, "")) <= self.lines:
                return text
        return text


def outcome(w):
    """What the last move of SuperGame w did, in a few words after a comma: the game's end, else a medium board's
    claim or draw, else its small board's; "" for none."""
    r = w.result
    if r:
        return ", a draw" if r == 3 else ", wins"
    c = w.last_medium_change()
    if c:
        return ", claims the medium board" if c < 3 else ", draws the medium board"
    c = w.last_small_change()
    if c:
        return ", claims the board" if c < 3 else ", draws the board"
    return ""
