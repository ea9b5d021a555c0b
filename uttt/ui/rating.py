"""Move accuracy and the Review's findings after a game: every position of the game searched once by the
reference search (the hint's), a slice at a time. ``Rater`` is ``uttt.review.Analysis`` (one class, so the
game screen against the computer holds one module's code for it, not two).

Imported in the frame after a game's end (uttt.ui.rounds.start_rating: ``start``) and by the Review (a power
cycle: the last game again).
``Rater(game, mark)`` keeps its own copy of the moves and its own game, so the player may start the next game
at once; the app calls ``step(units)`` from ``tick`` while the computer is not thinking, and reads ``rated`` /
``matched`` (the moves of the player holding ``mark``; 0: nobody's, a game between friends) when ``step``
returns True, and ``record()`` for the Review. ``suspend()`` gives the work so far as a plain tuple (the bot's
code can go with its family meanwhile) and ``resume(record)`` takes it up again.

A move *matches* when the reference search finds it as good as its own choice within ``GOOD`` evaluation
points (both moves searched side by side to the same depth): the hint's move always matches, so a game that
follows the hint rates 100%. Positions with a single legal move are not rated. So the figure means something:
a game of random moves scores about 43%, pressing A on the first free cell about 42%, the hard level's own
moves about 90% (tests/test_rating.py holds the gap).
"""

from uttt.review import Analysis as Rater, load as resume, GOOD  # noqa: F401


def start(app, mark):
    """Analyse the game just ended for the Review, rating the moves of the player holding ``mark`` (0: nobody's;
    uttt.ui.gameend.end chose it), in the background from App.tick."""
    app.rater = Rater(app.game, mark, seed=app.seed or 0)
    app.dirty.add("status")


def rated(app, r):
    """The rating of the last game is done: the app keeps its figure and counts it in the stats (here, not
    in uttt.ui.app, whose parse tree must fit a 64 KB heap on the board: tests/test_device_memory.py). Called
    each frame until it is (App.tick: the finished analysis's step returns True at once), in two frames
    (review25): the figure and the stats (with uttt.tally's import), then the save; the result's panel shows
    the figure in the frame after."""
    if app.review is None:   # (the game's end cleared it)
        app.review = r.record()
        app.accuracy = r.percent()
        if r.rated:
            if app.state is not None:
                app.state.stats.add_accuracy(r.rated, r.matched)
                _forget("uttt.tally")  # its code runs once a game (Stats.add_accuracy): not kept
            app.say("Accuracy: %d of %d moves as good as the hint (%d%%)" % (r.matched, r.rated, app.accuracy))
            r.mark = r.rated = 0   # counted: never again (its record, if it waits meanwhile, says so too)
        return
    app.rater = None
    scr = app.scr
    if scr.name == "result":
        scr.anim = -1  # the result's keys' turn (GameScreen.tick) redraws the panel in the next frame
    else:
        app.dirty.add("status")
    if app.state is not None:
        app.save()  # the stats, and the finished game for its Review after a power cycle (persist.save)
    # The analysis is done: its code (this module, uttt.review, uttt.bot_ref: 2.4 KB) need not stay through the
    # next game, where the heap was fullest (the computer starting a search mid-game: docs/memory.md). A hint,
    # the next game's rating or the Review loads what it needs again.
    import sys
    bot = sys.modules.get("uttt.bot_super")   # a Super game's analysis: its search's work area goes now (its code
    if bot is not None:                       # with the Review: uttt.ui.superanalysis; superroom52)
        bot.drop_spares(True)
    for name in ("uttt.ui.rating", "uttt.review", "uttt.bot_ref"):
        _forget(name)


def _forget(name):
    """Drop module name as uttt.ui.app.forget does (this module cannot import the app, which imports it:
    tests/test_ui_imports.py)."""
    import sys
    mod = sys.modules.pop(name, None)
    pkg, _, leaf = name.rpartition(".")
    parent = sys.modules.get(pkg)
    if mod is not None and parent is not None and getattr(parent, leaf, None) is mod:
        delattr(parent, leaf)
