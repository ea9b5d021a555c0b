# The key moments of a finished Super-Ultimate game and their sentences (issue 21), from ``uttt.superreview``'s
# record: ``uttt.moments`` one level deeper, its values and labels the same (``uttt.bot_ref.GRADES``, 125 points
# a logit), in a module of its own: uttt.moments holds Ultimate's rules (uttt.rules' Game), which a Super boot
# drops. (Comments, not docstrings: a board compiles a module's whole parse tree, docstrings with it.)
#
# ``moments(record)`` returns at most ``_MAX`` moments in the order played, each ``(i, kind, better, a, b)`` as
# uttt.moments': the move's index, its kind, the better move (-1: none) and two facts. Kinds:
# - "blunder", "mistake": the reference search's label of the move (a, b: the values before and after, for X);
# - "turn": a turning point, where the side ahead changed and the value swung most (a, b as above);
# - "steer": a small board given away to steer (seed 002's first question, one level deeper): the move sent the
#   opponent to small board a (0..80), which they claimed at once, and it lost nothing; b what it bought two moves
#   later (``BOUGHT``'s index, + 16 * the small board claimed);
# - "fork": two moves ahead: after it the mover had two medium boards or more (a's bits) each of which would win
#   the game;
# - "medium": the move decided its medium board (a: the medium board, b: 1, 2 claimed, 3 drawn);
# - "free": the move sent the opponent to a decided board, a free move (a: 1 anywhere, 2 within a medium board),
#   and it cost (b: the label's index).
# ``text(record, m, names)`` is a moment's sentence, ``summary(record, names)`` the summary's sentences: each
# player's moves by label, the accuracy, and seed 002's two questions from this game. Pure; runs on CircuitPython.

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

from array import array

from uttt.keymoments import LABELS, label_index, counts as _counts, count_lines, threats, pop as _pop, \
    side as _side, keep, verdict, name as _who, of as _of
from uttt.super_rules import SuperGame, LINES, CELL_NAMES
from uttt.super_notation import small_name

NONE = const(65535)   # uttt.superreview's mark of a forced move, and uttt.review's WIN (a record is read without them)
WIN = const(30000)
_MAX = const(8)
_EVEN = const(60)
_SWING = const(150)
_QUIET = const(15)
BOUGHT = ("a free move", "the %s", "a free move, then the %s", "the game", "a free move that won the game")
_RANK = ("blunder", "turn", "steer", "fork", "medium", "mistake", "free")


def counts(record, player):
    # Per label how many of player's moves got it, then (rated, matched), as uttt.moments.counts.
    return _counts(array("H", record[5]), array("H", record[6]), record[4], player, NONE)


def _threats(g, p):
    # Mask of the open medium boards each of which would complete p's line of medium boards.
    return threats(g, p, LINES)


def moments(record, upto=None, tally=None):
    # The key moments (at most _MAX, in the order played); ``upto``: the moves analysed so far only; ``tally``
    # (a list) gets every "steer" and "fork" found, also those left out.
    out = []
    for _ in walk(record, out, upto, 0, tally):
        pass
    return out


def walk(record, out, upto=None, every=0, tally=None):
    # ``moments`` over several frames (uttt.moments.walk's): a generator that puts them in the list ``out`` and
    # yields after each ``every`` moves of the game (0: never), for the Review (a Super game is ~300-500 moves).
    moves = array("H", record[0])
    best = array("H", record[5])
    loss = array("H", record[6])
    score = array("h", record[7])
    n = len(moves) if record[8] else max(0, record[4] - 1)
    if upto is not None:
        n = min(n, upto)
    g = SuperGame(record[2], record[3])
    found = []
    turns = []
    for i in range(n):
        m = moves[i]
        p = g.turn
        ls = loss[i]
        lab = label_index(ls) if best[i] != NONE else 0
        better = best[i] if lab >= 2 else -1
        vb = score[i] if not i & 1 else -score[i]          # the values for X, before and after
        va = score[i + 1] if i & 1 else -score[i + 1]
        before = _threats(g, p)
        g.play(m)
        kinds = []
        if lab >= 3 and (va if p == 1 else -va) < WIN - 1:   # not a "mistake" that still wins by force
            kinds.append((LABELS[lab], better, vb, va))
        if _side(vb) != _side(va) and abs(va - vb) >= _SWING:
            turns.append((abs(va - vb), i, better, vb, va))
        c = g.last_medium_change()
        if c and not g.result:
            kinds.append(("medium", -1, m // 81, c))
        if not g.result:
            k = m % 81                       # the small board the move sends to (9 * S + c: medium S, small c)
            if g.forced < 0 and lab >= 2:
                kinds.append(("free", better, 1 if g.forced_medium < 0 else 2, lab))
            if ls <= _QUIET and g.forced == k and i + 1 < len(moves) and score[i] + score[i + 1] <= _EVEN:
                g.play(moves[i + 1])
                took = g.last_small_change() in (1, 2)
                g.undo()
                if took:
                    got = _bought(g, i, moves, p)
                    if got is not None:
                        kinds.append(("steer", -1, k, got))
            if ls <= _QUIET:
                after = _threats(g, p)
                if _pop(after) >= 2 and _pop(before) < 2:
                    kinds.append(("fork", -1, after, 0))
        for k in kinds:
            found.append((_RANK.index(k[0]), -(ls if k[0] != "turn" else 0), i) + k)
        if every and i % every == every - 1:
            yield
    keep(found, turns, out, tally, _RANK, ("steer", "fork"), _MAX)


def _bought(g, i, moves, p):
    # What the small board given away by move i bought p two moves later (BOUGHT's index + 16 * the small board
    # claimed, or None); g is at position i + 1 and comes back there.
    if i + 2 >= len(moves):
        return None
    g.play(moves[i + 1])
    free = g.forced < 0 and not g.result
    got = None
    if not g.result:
        m = moves[i + 2]
        g.play(m)
        if g.result == p:
            got = 4 if free else 3
        elif g.last_small_change() == p:
            got = (2 if free else 1) + 16 * (m // 9)
        elif free:
            got = 0
        g.undo()
    g.undo()
    return got


def _got(b):
    k = b & 15
    return BOUGHT[k] % small_name(b >> 4) if k in (1, 2) else BOUGHT[k]


def text(record, m, names):
    # The sentence of moment m (one of ``moments(record)``), its boards named one level deeper.
    i, kind, better, a, b = m
    p = 1 + (i & 1)
    P, Q = names[p], names[3 - p]
    head = "%d. " % (i + 1)
    said = verdict(m, names)
    if said:
        return said
    if kind == "steer":
        return "%s%s let %s take the %s: %s got %s." % (head, P, _who(Q), small_name(a), _who(P), _got(b))
    if kind == "fork":
        bs = [CELL_NAMES[k] for k in range(9) if a >> k & 1]
        return "%sTwo moves ahead, %s fork: the %s and %s medium boards each win." % (
            head, _of(P), ", ".join(bs[:-1]), bs[-1])
    if kind == "medium":
        return "%s%s %s the %s medium board." % (head, P, "drew" if b == 3 else "took", CELL_NAMES[a])
    # "free"
    return "%s%s sent %s to a decided board, a free move %s: %s." % (
        head, P, _who(Q), "anywhere" if a == 1 else "in its medium board",
        "a blunder" if b == 4 else "a mistake" if b == 3 else "an inaccuracy")


def summary(record, names, found=None, tally=None):
    # The summary's sentences: each player's moves by label, the accuracy, seed 002's two questions.
    if found is None or tally is None:
        tally = []
        found = moments(record, None, tally)
    out = count_lines(names, counts(record, 1), counts(record, 2))
    steers = []
    two = []
    for p in (1, 2):
        mine = [m for m in tally if m[1] == "steer" and 1 + (m[0] & 1) == p]
        if mine:
            m = mine[0]
            k = len(mine)
            steers.append("%s gave away the %s%s to steer %s: %s got %s" % (
                _who(names[p]) if steers else names[p], small_name(m[3]),
                " once" if k == 1 else " (and %d more)" % (k - 1), _who(names[3 - p]), _who(names[p]), _got(m[4])))
        mine = [m for m in tally if m[1] == "fork" and 1 + (m[0] & 1) == p]
        if mine:
            two.append("%s, move %d: two medium boards that each win" % (_who(names[p]), mine[0][0] + 1))
    out.append("; ".join(steers) + "." if steers else "Nobody gave a small board away to steer the other.")
    out.append("Two moves ahead: %s." % "; ".join(two) if two else
               "Two moves ahead: no move set up two winning medium boards at once.")
    return out
