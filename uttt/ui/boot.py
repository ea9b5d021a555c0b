"""What the app runs once, at start-up (``uttt.ui.app.App`` calls ``start``): the App's state set (each
attribute and what it holds: ``start``), the settings read from NVM and applied, the notice of lost or unreadable
data, and the game in progress resumed on the game screen. A module of the menu and game families' kind (not
``CORE_UI``): the first screen's family change drops it with the saves' reading half (``uttt.restore``), so none
of this code is in RAM at play (the App's constructor was here since heap25: 0.6 KB of ``uttt.ui.app`` less at
play). Writing the saves stays in ``uttt.ui.persist`` (after every change).
"""

from uttt.match import Series
from uttt.ui.layout import Layout

MIN_WIDTH = 128  # px: the smallest screen the game is laid out for, every screen whole (a start-up check: here, not
MIN_HEIGHT = 96  # in the resident uttt.ui.layout; heap38)


def start(app, width, height, scheme, nvm, seed, clock, echo, names, reload=None):
    """The App's state, for a screen of width x height pixels and input scheme ("dpad", "two", "touch"; a
    screen too small raises ValueError), then ``load``: the settings, the theme, the game in progress."""
    if width < MIN_WIDTH or height < MIN_HEIGHT:
        raise ValueError("a %dx%d screen is too small: the game needs %dx%d" % (width, height, MIN_WIDTH,
                                                                              MIN_HEIGHT))
    app.layout = Layout(width, height, scheme)
    app.scheme = scheme
    app.names = names          # what the board calls its Start and Select buttons (for the help texts)
    app.nvm = nvm
    app.reload = reload        # the board's restart into a fresh heap (supervisor.reload), else None (App.restart)
    app.seed = seed
    app.clock = clock          # ms clock that times the background work's slices (None: fixed slices)
    app.frames = 0             # ticks so far (a frame's tick ends it: App.tick)
    app.pressed = -1           # the frame of the last press or touch
    app.echo = echo            # print log lines (the serial console)
    app.cues = []
    app.dirty = set(("screen",))
    app.now = 0
    app.units = 4              # work units per tick without a clock; with one, per chunk (App.work)
    app.settings = None        # name -> index of its choice (uttt.ui.settings): the defaults, then saved (load)
    app.notice = ""            # a message shown on the next menu until a press
    app.store = None           # uttt.store.Store over the NVM, and the state it keeps
    app.state = None
    # The game in progress and its match.
    app.game = None
    app.mode = None            # "hotseat" "bot" "classic" "wild"
    app.cpu = False            # against the computer (any variant)
    app.human = 1              # your mark against the computer, and its level (fixed when a game starts)
    app.level = 1
    app.mark = 1               # Wild: the mark A places (1 X, 2 O)
    app.cursor = -1            # the game screen's cursor (kept while a menu is open)
    app.series = Series()
    app.series_kind = 0        # 0 unknown, else 1 + 2 * variant index + cpu (the store keeps it)
    app.timer = None           # the turn timer (uttt.timer.TurnTimer) while one is set (uttt.ui.gamestart)
    app.forfeit = 0            # a round lost on time: its result (1 X won, 2 O won); the board has none
    app.round_won = -1         # the player who won the last round (0 a draw, -1 none yet)
    app.rater = None           # the rating of your moves after a game (uttt.ui.rating), run from tick;
    #                            a tuple while suspended (a board, another family of screens open)
    app.accuracy = None
    app.review = None          # the last game's analysis once done (uttt.review's record: the Review's)
    app.teardown = None        # the view's release(): called before a family of screens is dropped
    app.scr = None
    app.family = None
    app.scene = None           # the scene that draws scr (uttt.ui.app.SCREENS)
    load(app)                  # settings and theme, and the game in progress (it resumes on the game screen)


def load(app):
    """The settings (uttt.restore.defaults, or those saved in NVM) and their colours, and the game in progress
    from NVM: a saved game resumes on the game screen."""
    if app.nvm is None:
        from uttt.restore import defaults  # (dropped with the saves' reading half at the first family change)
        app.settings = defaults()
        app.set_theme()
        return
    from uttt.store import Store
    app.store = Store(app.nvm)
    st = app.state = app.store.load()
    app.settings = st.settings  # (the store's own form: one dict, saved as it is; uttt.ui.persist)
    app.set_theme()
    app.series = st.series
    app.series_kind = st.series_kind
    if st.series_kind == 7 and st.opponent:
        app.series_kind = 8  # Super-Ultimate against the computer (the store keeps 7 for either)
    msg = st.message or app.store.message
    if msg:
        app.say("note: " + msg)
        if "yet" not in msg:  # a first power-on is not news; lost or unreadable data is
            app.notice = msg
    g = st.game
    boot = app.settings["super"]
    if boot == 2:  # a Super boot (heap32, App.restart) for a new game, as the title's row would have started it
        app.settings["super"] = 1  # (a Super boot's saves keep 1: a power cut resumes the game here too)
        app.open("game", new="super")
        return
    if boot and (g is None or g.result or g.variant != "super"):
        # a Super boot whose game is gone (a torn region write: the store's notice says so): the title, in this
        # heap (a boot never restarts the board by itself), and the flag cleared in NVM
        app.settings["super"] = 0
        if not app.notice:
            app.notice = "The Super-Ultimate game to resume was not found"
        app.say("note: " + app.notice)
        resume(app, st, g, 0)
        app.save()
        return
    resume(app, st, g, boot)


def resume(app, st, g, boot):
    """The saved game g: kept for its Review (finished), or resumed on the game screen (in progress). A Super
    game in progress resumes in a Super boot (boot 1); in a title's boot of a board that restarts, the title
    offers it (Resume game restarts the board: App.restart)."""
    if g is None:
        return
    if g.result:  # the last game, finished: kept for its Review (the title's "Review last game"), not resumed
        app.game = g
        app.cpu = bool(st.opponent)
        app.human = st.human_mark
        return
    app.game = g
    if st.opponent:
        app.mode = "bot" if g.variant == "ultimate" else g.variant
        app.cpu = True
        app.level = st.opponent - 1
        app.human = st.human_mark
    else:
        app.mode = "hotseat" if g.variant == "ultimate" else g.variant
    app.mark = getattr(st, "mark", 1) or 1
    app.cursor = g.last_move % 9 if g.ply else -1
    if g.variant == "super" and not boot and app.reload:
        return  # left for the title (Main menu restarted the board here): the title's Resume restarts into it
    app.open("game", resumed=True)  # the game screen starts its turn timer and says so
    if app.notice:  # news (an older save restored): the pause menu shows it over the game; Resume goes on
        app.open("pause")
