"""Settings, the match and the game in progress (or the last game, finished: for its Review) kept in NVM
(``uttt.store``), for ``uttt.ui.app.App``.

``save(app)`` runs after every change (nothing is written when nothing changed); reading them back runs once, at
start-up, in ``uttt.ui.boot.load`` (not resident: a saved game resumes on the game screen). Without an NVM
(tests, a board without one) both do nothing. Resident from boot (``uttt.ui.app.CORE_UI``): it imports only the
pure core; the game family's modules (``uttt.ui.gamestart``) import it, never the other way.
"""


def save(app):
    """Write settings, the match and the game in progress (no store: nothing). True once stored."""
    if app.store is None:
        return False
    st = app.state
    st.settings = app.settings  # (the same dict since the load: uttt.ui.boot; one form, room37)
    st.series = app.series
    st.series_kind = app.series_kind
    if st.series_kind > 7:
        st.series_kind = 7  # Super-Ultimate against the computer: the store keeps "Super-Ultimate" (uttt.superstore)
    if app.playing():
        st.game = app.game
        st.opponent = app.level + 1 if app.cpu else 0
        st.human_mark = app.human
        st.mark = app.mark
    elif app.game is not None and app.game.result and app.game.variant != "super" and app.game.moves \
            and app.rater is None:  # (no Review of a Super-Ultimate game: it is not kept, and its moves' list, 1.5 KB
        # at ply 380, is not made to know it; replay33)
        # the last game, finished on the board: kept so that its Review can be made again after a power cycle
        # (its analysis does not fit the NVM; docs/state.md). Written once its analysis is done (App.rated):
        # not at the game's end, when the result screen is being built and the heap is at its fullest.
        st.game = app.game
        st.opponent = app.level + 1 if app.cpu else 0
        st.human_mark = app.human
    else:
        st.game = None
        st.opponent = 0
    if app.store.save(st):
        return True
    if app.store.message:
        print("degraded:", app.store.message)
    return False
