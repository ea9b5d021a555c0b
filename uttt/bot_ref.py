"""The reference search: one search per position that the hint, the rating of your moves and the post-game
review (uttt.review) all use, so "do what the hint says" and "play accurately" are the same thing.

``reference(game)`` is a ``Thinker`` at the hard level (no noise) with ``_BUDGET`` work units (Classic 1,000,
Wild 2,000), spent in full
(``whole``: not the stop rule of the computer's moves), seeded by the position's move number: the same position
always gives the same move, whoever asks. ``compare(game, best,
move, depth)`` searches two root moves side by side, each with a full window, to the depth the reference
reached, so ``uttt.bot_search.move_loss`` says how many evaluation points ``move`` gives away against
``best``; ``GRADES`` name a loss (``uttt.bot.grade``). The public API is ``uttt.bot``'s (``hint``, ``rate_move``); the app
imports this module directly, like ``uttt.ponder``, so a hint between friends does not load the pondering.
"""

try:
    from micropython import const
except ImportError:
    def const(x):
        return x

# The search is imported when one starts: uttt.review and uttt.moments read the constants below without
# loading the bot (the Review's pages are made with the bot's modules dropped).

# Work units of the reference search: medium's budget, three to four plies (~0.3 s of PyBadge time a
# position), so a 60-move game is analysed within a minute (docs/bot.md, "The reference search").
_BUDGET = const(300)
GOOD = 8           # evaluation points: a move within this of the reference's counts as matching it (accuracy)
# Loss thresholds (evaluation points) of the labels; above the last one a move is a blunder.
GRADES = ((0, "best"), (15, "good"), (60, "inaccuracy"), (200, "mistake"))


def _search(game):
    """The search class for ``game``: Super-Ultimate has its own (uttt.bot_super), and Ultimate's is then not
    loaded."""
    if game.variant == "super":
        from uttt.bot_super import Thinker
    else:
        from uttt.bot_search import Thinker
    return Thinker


def reference(game, mine=False, budget=None):
    """The reference search of ``game``'s position, to step (``mine``: search ``game`` itself, not a copy;
    ``budget``: its work units when not the variant's, uttt.superreview's share of a long game's)."""
    # Classic 1,000 units, Wild 2,000: the fewest hundreds that find a best move of every position the game can
    # reach (audit19: at 300, three plies, the hint answered a corner opening with the edge beside it, which loses,
    # and the Review called such a move best; Wild at 1,500 still missed 4 wins). Literals, not names: the
    # session's names are at their limit (docs/memory.md).
    v = game.variant
    return _search(game)(game, 3, seed=game.ply,
                         budget=budget or (1000 if v == "classic" else 2000 if v == "wild" else _BUDGET),
                         mine=mine, whole=True)


def compare(game, best, move, depth, mine=False):
    """``best`` and ``move`` searched side by side, each with a full window, to ``depth`` plies; once it is done,
    ``move_loss(t, best, move)`` is the points ``move`` gives away."""
    return _search(game)(game, 3, seed=game.ply, budget=1 << 29, only=(best, move), depth=max(1, depth),
                         mine=mine)
