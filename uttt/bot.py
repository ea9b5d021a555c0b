"""The computer opponent: iterative-deepening alpha-beta with a cheap, tactical evaluation, time-sliced.

Public API (see docs/bot.md)::

    from uttt.bot import best_move, Thinker, rate_move, thinker

    m = best_move(game, "hard", seed=7)          # a legal move for the side to move
    t = Thinker(game, 2, seed=7)                 # the same search, a slice at a time
    while not t.step(UNITS_PER_FRAME): draw()    # step() returns True when t.move holds the answer
    t.cancel()                                   # give up: t.move stays -1
    t = thinker(super_game, 3)                   # any game, Super-Ultimate's too (its own search)

Levels: 0 "beginner", 1 "easy", 2 "medium", 3 "hard" (names or ints). ``budget=`` (work units) overrides the
level's default. One work unit is one position visited by the search (a move pushed, then either its replies
generated or the position evaluated); see ``UNITS_PER_DEVICE_SECOND``.

Modules: this one is the API; uttt.bot_search has the search (Thinker), uttt.bot_eval the evaluation,
uttt.ponder the thinking on the player's time (Ponder). The app imports those directly.

Works for ``uttt.rules.Game`` (Ultimate), ``uttt.classic.Classic`` (Classic and Wild) and
``uttt.super_rules.SuperGame`` (Super-Ultimate; not Ponder yet: docs/bot.md). It never changes the
caller's game (it searches a copy; a SuperGame's shares the game's undo record, so that game must not play
or undo while a search of it runs) and allocates nothing per position: the search stack lives in preallocated
bytearrays and lists. A finished game raises ValueError.
"""

from uttt.bot_search import (Thinker, LEVELS, BUDGETS, NOISE, CARELESS, UNITS_PER_DEVICE_SECOND,  # noqa: F401
                              level_index, take_area, give_area, default_seed, move_loss)
from uttt.ponder import Ponder, PREDICT  # noqa: F401
from uttt.bot_ref import reference, compare, GRADES, GOOD  # noqa: F401


def thinker(game, level="hard", seed=None, budget=None, **kw):
    """A search of ``game`` to step a slice at a time: a ``Thinker`` (uttt.bot_search's), or for a SuperGame
    uttt.bot_super's (Super-Ultimate's own search, the same API; ``Thinker`` refuses a SuperGame)."""
    if game.variant == "super":
        from uttt.bot_super import Thinker as T
        return T(game, level, seed, budget, **kw)
    return Thinker(game, level, seed, budget, **kw)


def best_move(game, level="hard", seed=None, budget=None):
    """A legal move for the side to move in ``game`` (Ultimate, Classic, Wild or Super-Ultimate); the game is not
    changed.

    Deterministic for a given ``seed``; ``budget`` (work units) overrides the level's default. Raises ValueError
    if the game is over or the level is unknown. ``hint(game)`` is the reference search's move.
    """
    t = thinker(game, level, seed=seed, budget=budget)
    while not t.step(1 << 20):
        pass
    return t.move


def hint(game, level=None, seed=None, budget=None):
    """The move to suggest to the side to move: the reference search's (``uttt.bot_ref``), the move the rating
    and the review judge every move against. With a ``level``: that level's move (``best_move``)."""
    if level is None:
        t = reference(game)
        while not t.step(1 << 20):
            pass
        return t.move
    return best_move(game, level, seed, budget)


def rate_move(game, move, level=None, seed=None, budget=None):
    """How good ``move`` is for the side to move, judged by the reference search (the hint's; with a ``level``,
    that level's search).

    Returns ``(best, loss, label)``: the search's own move, how many evaluation points ``move`` gives away
    against it at the same search depth (0 when they match or are equal; 1000 for throwing away a won game
    or walking into a lost one) and a label: "best", "good", "inaccuracy", "mistake" or "blunder".
    Raises ValueError if the game is over or ``move`` is illegal.
    """
    if not game.is_legal(move):
        raise ValueError("illegal move %r" % (move,))
    if level is None:
        t = reference(game)
    else:
        t = thinker(game, level, seed=seed, budget=budget)
    while not t.step(1 << 20):
        pass
    best = t.move
    if move == best:
        return best, 0, "best"
    # the two moves side by side, each with a full window, to the depth the bot reached
    if level is None:
        t2 = compare(game, best, move, t.depth)
    else:
        t2 = thinker(game, level, seed=seed, budget=1 << 29, only=(best, move), depth=max(1, t.depth))
    while not t2.step(1 << 20):
        pass
    loss = move_loss(t2, best, move)
    return best, loss, grade(loss)


def grade(loss):
    """The label of a loss: "best", "good", "inaccuracy", "mistake" or "blunder"."""
    for limit, name in GRADES:
        if loss <= limit:
            return name
    return "blunder"
