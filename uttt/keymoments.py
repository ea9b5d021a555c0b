# What the key moments of a game (``uttt.moments``: Ultimate, Classic, Wild) and of a Super-Ultimate game
# (``uttt.supermoments``) share: a loss's label, the position in words, a player's name in a sentence, the summary's
# counts, and the choice of the moments kept from those found. A leaf (it imports only uttt.bot_ref's grades), so
# neither of the two loads the other's rules (a Super boot drops Ultimate's; dedupe45). (Comments, not docstrings:
# a board compiles a module's whole parse tree, docstrings with it.)

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

from uttt.bot_ref import GOOD, GRADES

LABELS = ("best", "good", "inaccuracy", "mistake", "blunder")
_EVEN = const(60)    # |value| up to this: level (evaluation points, 125 a logit)
_CLEAR = const(300)  # beyond this: winning
_WIN = const(30000)  # a game won (uttt.review.WIN); _WIN - 1 a win the search proved


def label_index(loss):
    # 0..4: the index in LABELS of a loss (uttt.bot_ref.GRADES).
    for k in range(len(GRADES)):
        if loss <= GRADES[k][0]:
            return k
    return 4


def counts(best, loss, n, player, none):
    # Per label (LABELS) how many of ``player``'s moves among the first n got it, then (rated, matched): matched
    # when within GOOD points of the reference (the accuracy). ``none``: best's mark of a forced move (not rated).
    out = [0, 0, 0, 0, 0, 0, 0]
    for i in range(player - 1, n, 2):
        if best[i] == none:
            continue
        ls = loss[i]
        out[label_index(ls)] += 1
        out[5] += 1
        if ls <= GOOD:
            out[6] += 1
    return out


def accuracy(rated, matched):
    # Matched moves in per cent (rounded), None when nothing was rated.
    return (200 * matched + rated) // (2 * rated) if rated else None


def count_lines(names, c1, c2):
    # The summary's first sentences: each player's moves by label (counts' lists c1, c2), then the accuracy.
    out = []
    acc = []
    for p, c in ((1, c1), (2, c2)):
        if c[5]:
            out.append("%s: %d best, %d good, %d inaccurate, %d %s, %d %s." % (
                names[p], c[0], c[1], c[2], c[3], "mistake" if c[3] == 1 else "mistakes", c[4],
                "blunder" if c[4] == 1 else "blunders"))
            acc.append("%s %d%%" % (names[p], accuracy(c[5], c[6])))
    if acc:
        out.append("Accuracy (moves as good as the hint): %s." % ", ".join(acc))
    return out


def threats(g, p, lines):
    # Mask of the open boards of game g (Ultimate's boards, Super's medium boards: g.big, the masks of those claimed
    # by 1, 2 and drawn) each of which would complete a line of p's; lines, the game's lines as triples, flat.
    own = g.big[p]
    shut = g.big[1] | g.big[2] | g.big[3]
    out = 0
    for k in range(0, 24, 3):
        bits = (1 << lines[k]) | (1 << lines[k + 1]) | (1 << lines[k + 2])
        have = own & bits
        free = bits & ~shut
        if free and have | free == bits and pop(have) == 2:
            out |= free
    return out


def pop(x):
    n = 0
    while x:
        x &= x - 1
        n += 1
    return n


def side(v):
    # Who is ahead at value v for X: 0 level, 1 X, 2 O.
    return 0 if -_EVEN <= v <= _EVEN else (1 if v > 0 else 2)


def keep(found, turns, out, tally, rank, two, most):
    # The moments kept from those found ((rank, -weight, i, kind, better, a, b)) and the turning points ((swing, i,
    # better, before, after)): the three largest swings as turns (a move two ahead that turned the game, of the
    # kinds ``two``, kept as the turn is: audit19), then by rank, one a move, at most ``most``, in the order played, into
    # ``out``; ``tally`` (a list, if given) gets every move two ahead found, also those left out.
    turns.sort(reverse=True)
    for sw, i, better, vb, va in turns[:3]:
        turn = (rank.index("turn"), -sw, i, "turn", better, vb, va)
        for k in range(len(found)):
            f = found[k]
            if f[2] == i and f[3] in two:
                found[k] = turn[:2] + f[2:]
                break
        else:
            found.append(turn)
    found.sort()
    if tally is not None:
        for f in found:
            if f[3] in two:
                tally.append(f[2:])
        tally.sort()
    seen = []
    for f in found:
        if f[2] in seen:   # one moment a move: the first kind by rank
            continue
        seen.append(f[2])
        out.append(f[2:])
        if len(out) >= most:
            break
    out.sort()


def state(v, names):
    # The position in words, for a value v for X: "level", "O better", "O winning", "O wins by force", "O won".
    if -_EVEN <= v <= _EVEN:
        return "level"
    who = name(names[1 if v > 0 else 2])   # (always in the middle of a sentence: "Before: you are better")
    v = abs(v)
    if v >= _WIN:
        return who + " won"
    you = who == "you"  # "you win by force", "you are better", not "you better"
    if v >= _WIN - 1:
        return who + (" win by force" if you else " wins by force")
    return who + (" are " if you else " ") + ("winning" if v > _CLEAR else "better")


def name(n):   # a player's name n in the middle of a sentence: "you" for "You" (a game against the computer)
    return "you" if n == "You" else n


def of(n):
    # n's, in the middle of a sentence: "X's", "your".
    return "your" if n == "You" else n + "'s"


def verdict(m, names):
    # The sentence of a moment m ((i, kind, better, a, b)) whose kind is a label or a turning point: "12. Mistake by
    # you. Before: level; after: O better."; None for the other kinds (each game's own words).
    i, kind, better, a, b = m
    head = "%d. " % (i + 1)
    if kind in ("blunder", "mistake"):
        kind = kind[0].upper() + kind[1:]
        who = name(names[1 + (i & 1)])
        if state(a, names) == state(b, names):
            return "%s%s by %s: it lost ground (%s)." % (head, kind, who, state(a, names))
        return "%s%s by %s. Before: %s; after: %s." % (head, kind, who, state(a, names), state(b, names))
    if kind == "turn":   # against the mover, by a move as good as the hint's (no better move boxed): the swing was
        #                  the search seeing further, one move on
        return "%sTurning point. Before: %s; after: %s%s." % (head, state(a, names), state(b, names), "; the hint did "
                                                               "no better" if better < 0 and (b - a) * (1 - 2 * (i & 1)) < 0
                                                               else "")
    return None
