# The key moments of a game and the review's sentences, from ``uttt.review``'s analysis record.
# (Comments, not docstrings, here and for each function: a docstring is parsed and held while a board compiles the
# module from source, and this one must compile in tests/test_device_memory.py's 64K heap: audit19, 69K with them.)
#
# ``moments(record)`` walks the game once and returns at most ``_MAX`` moments, in the order they were played,
# each ``(i, kind, better, a, b)``: the move's index, its kind, the better move to show (-1: none) and two
# facts the sentence needs. Kinds:
#
# - ``"blunder"``, ``"mistake"``: the reference search's label of the move (``uttt.bot_ref.GRADES``);
# - ``"turn"``: a turning point, where the side ahead changed and the evaluation swung most (a, b: the values
#   before and after, for X);
# - ``"steer"``: a board given away to steer (seed 002's first question): the move sent the opponent to board a,
#   which they claimed at once, and the move lost nothing (neither against the reference move nor in the
#   evaluation); it bought b (``BOUGHT``: a free move, a board,
#   the game) two moves later;
# - ``"fork"``: two moves ahead: after it the mover had two boards (a's bits) each of which would win the game
#   (Classic: two squares that each complete a line);
# - ``"send"``: two moves ahead: the opponent was sent to board a, where every reply gave the mover a free move;
# - ``"block"``: the move decided its board (a: 3 drawn, else claimed), which blocked the opponent's line of
#   boards through it;
# - ``"free"``: the move sent the opponent to a decided board (a), a free move, and it cost (b: the label's index).
#
# ``text(record, m, names)`` is one moment's sentence, ``summary(record, names)`` the summary pages: each player's
# moves by label, the accuracy (moves as good as the hint), and one sentence per seed-002 question. ``names``:
# the players' names, index 1 for the first player (X; Wild: P1) and 2 for the second. Sentences are filled from
# the analysis; a game with no such moment says so. Pure: no hardware module; runs on CircuitPython.
#

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

from uttt.codec import new_game
from uttt.review import NONE, WIN
from uttt.rules import LINES, WIN as LINE, BOARD_NAMES
from uttt.keymoments import LABELS, label_index, counts as _counts, count_lines, threats, pop as _pop, \
    side as _side, keep, verdict, name as _who, of as _of

_MAX = const(8)  # moments at most
_EVEN = const(60)        # |value| up to this: level (evaluation points, 125 a logit)
_SWING = const(150)      # a turning point moves the value at least this much
_QUIET = const(15)       # a move that loses at most this lost nothing (the "good" label)
# what a board given away bought: b of a "steer" moment
BOUGHT = ("a free move", "the %s board", "a free move, then the %s board", "the game", "a free move that won the game")
# the order moments are kept in when there are more than _MAX (first kept first)
_RANK = ("blunder", "turn", "steer", "fork", "send", "mistake", "block", "free")


def counts(a, player):
    # Per label (LABELS) how many of ``player``'s moves got it in Analysis ``a``, then (rated, matched):
    # matched when within GOOD points of the reference (the accuracy).
    return _counts(a.best, a.loss, a.i, player, NONE)


def _x_value(score, i):
    # Position i's value for X (the first player).
    v = score[i]
    return v if not i & 1 else -v


def _threats(g, p):
    # Mask of the open boards each of which would complete a line of p's boards (Ultimate).
    return threats(g, p, LINES)


def _can_claim(g, p, b):
    # True when p can take open board b with one mark (Ultimate).
    if g.boards[b]:
        return False
    mk = g.marks[p][b]
    for c in range(9):
        if not g.cells[9 * b + c] and LINE[mk | (1 << c)]:
            return True
    return False


def _small_wins(g, p):
    # How many empty squares complete a line for p (Classic).
    n = 0
    mk = g.masks[p]
    for c in range(9):
        if not g.cells[c] and LINE[mk | (1 << c)]:
            n += 1
    return n


def _all_free(g):
    # True when every legal move of the side to move gives the other a free move (Ultimate).
    moves = g.legal_moves()
    if len(moves) < 2:
        return False
    for r in moves:
        g._push(r)
        free = g.forced < 0 and not g.result
        g.undo()
        if not free:
            return False
    return True


def moments(record, upto=None, tally=None):
    # The key moments of the analysed game (``record``: ``uttt.review.Analysis.record()``), at most _MAX, in the
    # order played. ``upto``: only the moves analysed so far (the review while the analysis runs); ``tally``: walk's.
    out = []
    for _ in walk(record, out, upto, 0, tally):
        pass
    return out


# ``tally`` (a list, if given) gets every "steer", "fork" and "send" found, in the order played, also those the _MAX
# moments left out: the summary counts and names them from it (audit19: a game of many blunders kept no steer, and
# its summary said nobody gave one).
def walk(record, out, upto=None, every=0, tally=None):
    # ``moments`` over several frames: a generator that puts them in the list ``out`` and yields after each
    # ``every`` moves of the game (0: never), so that the Review's frame that makes them takes ~3-6 ms a move on a
    # PyBadge (estimate) in place of one of 0.1-0.3 s (review25).
    moves, variant, stay_open, most_boards, done_i, best, loss, score, done = record[:9]
    score = _shorts(score)
    loss = _shorts(loss, False)
    n = len(moves) if done else max(0, done_i - 1)
    if upto is not None:
        n = min(n, upto)
    g = new_game(variant, stay_open, most_boards)
    ult = variant == "ultimate"
    found = []     # (rank, -weight, i, kind, better, a, b)
    turns = []
    for i in range(n):
        m = moves[i]
        p = g.turn
        q = 3 - p
        ls = loss[i]
        lab = label_index(ls) if best[i] != NONE else 0
        better = best[i] if lab >= 2 else -1
        vb, va = _x_value(score, i), _x_value(score, i + 1)
        if ult:
            bm = m // 9
            before = _threats(g, p)
            theirs = _threats(g, q)
        elif variant == "classic":
            before = _small_wins(g, p)
        g._push(m)
        kinds = []
        if lab >= 3 and (va if p == 1 else -va) < WIN - 1:   # not a "mistake" that still wins by force
            kinds.append((LABELS[lab], better, vb, va))
        if _side(vb) != _side(va) and abs(va - vb) >= _SWING:
            turns.append((abs(va - vb), i, better, vb, va))
        if ult and not g.result:
            t = m % 9
            if g.forced < 0 and lab >= 2:
                kinds.append(("free", better, t, lab))
            if ls <= _QUIET and score[i] + score[i + 1] <= _EVEN and g.forced == t:
                if i + 1 < len(moves) and _claims(g, i + 1, moves):   # given away: they took it at once
                    got = _bought(g, i, moves, p)
                    if got is not None:
                        kinds.append(("steer", -1, t, got))
                if _all_free(g):
                    kinds.append(("send", -1, t, 0))
            if ls <= _QUIET:
                after = _threats(g, p)
                if _pop(after) >= 2 and _pop(before) < 2:
                    kinds.append(("fork", -1, after, 0))
        if ult and not g.result and g.boards[bm] and theirs & (1 << bm):
            kinds.append(("block", -1, g.boards[bm], 0))
        if variant == "classic" and not g.result and ls <= _QUIET and before < 2 and _small_wins(g, p) >= 2 \
                and not _small_wins(g, q):
            kinds.append(("fork", -1, 0, 0))
        for k in kinds:
            found.append((_RANK.index(k[0]), -(ls if k[0] != "turn" else 0), i) + k)
        if every and i % every == every - 1:
            yield
    keep(found, turns, out, tally, _RANK, ("steer", "fork", "send"), _MAX)


def _shorts(data, signed=True):
    from array import array
    return array("h" if signed else "H", data)


def _claims(g, j, moves):
    # True when move j (the next one, g at position j) claims its board.
    g._push(moves[j])
    c = g.last_board_change()
    g.undo()
    return c in (1, 2)


def _bought(g, i, moves, p):
    # What the board given away by move i bought p two moves later (an index of BOUGHT, or None); g is at
    # position i + 1 and comes back there.
    if i + 2 >= len(moves):
        return None
    g._push(moves[i + 1])
    free = g.forced < 0 and not g.result
    got = None
    if not g.result:
        g._push(moves[i + 2])
        b = moves[i + 2] // 9
        if g.result == p:
            got = 4 if free else 3
        elif g.last_board_change() == p:
            got = (2 if free else 1) + 16 * b
        elif free:
            got = 0
        g.undo()
    g.undo()
    return got


def text(record, m, names):
    # The sentence of moment m (one of ``moments(record)``).
    moves = record[0]
    i, kind, better, a, b = m
    p = 1 + (i & 1)
    q = 3 - p
    P, Q = names[p], names[q]
    head = "%d. " % (i + 1)
    said = verdict(m, names)
    if said:
        return said
    if kind == "steer":
        return "%s%s let %s take the %s board: %s got %s." % (head, P, _who(Q), BOARD_NAMES[a], _who(P), _got(b))
    if kind == "fork":
        if record[1] != "ultimate":
            return "%sTwo moves ahead: %s fork, two lines to finish." % (head, _of(P))
        bs = [BOARD_NAMES[k] for k in range(9) if a >> k & 1]
        return "%sTwo moves ahead, %s fork: %s and %s each win." % (head, _of(P), ", ".join(bs[:-1]), bs[-1])
    if kind == "send":
        return "%sTwo moves ahead: %s sent %s to %s: any reply gives %s a free move." % (   # (four lines of a
            head, _who(P), _who(Q), BOARD_NAMES[a], _who(P))                              # PyBadge's caption)
    if kind == "block":
        return "%s%s %s the %s board: it blocks %s line." % (head, P, "drew" if a == 3 else "took",
                                                            BOARD_NAMES[moves[i] // 9], _of(Q))
    # "free"
    return "%s%s sent %s to a decided board, a free move: %s." % (
        head, P, _who(Q), "a blunder" if b == 4 else "a mistake" if b == 3 else "an inaccuracy")


def _got(b):
    k = b & 15
    if k in (1, 2):
        return BOUGHT[k] % BOARD_NAMES[b >> 4]
    return BOUGHT[k]


def summary(record, names, found=None, tally=None):
    # The summary pages (a list of sentences): each player's moves by label, the accuracy, and one sentence per
    # seed-002 question, from this game. ``found``, ``tally``: moments(record, None, tally), if already made.
    from uttt.review import load
    a = load(record)
    if found is None or tally is None:
        tally = []
        found = moments(record, None, tally)
    out = count_lines(names, counts(a, 1), counts(a, 2))
    ult = record[1] == "ultimate"
    # seed 002: "When did you give away a small grid to control where your opponent went?" Each player's first
    # board given away, and how many they gave (every one found, not only the moments kept: tally).
    # "Did you plan two moves ahead?": each player's first fork or forcing send.
    steers = []
    two = []
    for p in (1, 2):
        mine = [m for m in tally if m[1] == "steer" and 1 + (m[0] & 1) == p]
        if mine:
            m = mine[0]
            k = len(mine)
            steers.append("%s gave away the %s board%s to steer %s: %s got %s" % (
                _who(names[p]) if steers else names[p], BOARD_NAMES[m[3]],
                " once" if k == 1 else " (and %d more)" % (k - 1), _who(names[3 - p]), _who(names[p]), _got(m[4])))
        mine = [m for m in tally if m[1] != "steer" and 1 + (m[0] & 1) == p]
        if mine:
            m = mine[0]
            two.append("%s, move %d: %s" % (_who(names[p]), m[0] + 1, "a fork, two threats at once"
                                            if m[1] == "fork" else "a send where every reply gave a free move"))
    if not ult:
        out.append("Gave a grid away to steer? One grid here: there is none to give.")
    elif steers:
        out.append("; ".join(steers) + ".")
    else:
        out.append("Nobody gave a board away to steer the other.")
    if two:
        out.append("Two moves ahead: %s." % "; ".join(two))
    else:
        out.append("Two moves ahead: no move set up two threats at once.")
    # "How is this different from playing nine games of tic-tac-toe?"
    out.append(_nine(record, a))
    return out


def _nine(record, a):
    # Seed 002's third question, from this game.
    moves, variant = record[0], record[1]
    if variant != "ultimate":
        return "Not nine games: one grid, %s." % (
            "and either mark makes a line" if variant == "wild" else "no move picks the next board")
    g = new_game(variant, record[2], record[3])
    free = 0
    for m in moves:
        g._push(m)
        if g.forced < 0 and not g.result:
            free += 1
    return "One game, not nine: each move picked the next board; %d gave a free move." % free
