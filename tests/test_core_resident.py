"""What of the pure core a board keeps in RAM at play (issue 9).

A board loads each imported module's code into its heap. The app saves after every move but reads the NVM
only at start-up, and parses a typed move only when a line arrives on the serial console, so that code lives in
modules of its own: ``uttt.restore`` (the reading half of the saves: Store.load and the unpacks),
``uttt.decode`` (codec.decode) and ``uttt.parse`` (parse_move); ``uttt.classic`` is imported with the first Classic or Wild game. These tests
hold the split: the play path never imports them, everything still works once they are dropped, and the
numbers restore copies from its sibling modules agree with theirs. (The bytes themselves are measured on the
real CircuitPython by tests/bench/device_fit.py --breakdown; docs/state.md gives the figures.)
"""

import os
import subprocess
import sys

from uttt import match, restore, store, tally
from uttt.restore import defaults
from uttt.ui.app import App

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

PLAY = r"""
import sys
from uttt.rules import Game
from uttt import codec, notation, match, stats, timer as turn
from uttt.store import Store
nvm = bytearray(256)
st = Store(nvm)
state = st.load()
# Drop the reading half as the app does at start-up (uttt.ui.app.forget); from now on it cannot be imported.
# (uttt.decode is imported only when a slot holds a game: not for this blank NVM.)
assert "uttt.restore" in sys.modules and "uttt.decode" not in sys.modules
for leaf in ("restore", "decode"):
    sys.modules.pop("uttt." + leaf, None)
    if hasattr(sys.modules["uttt"], leaf):
        delattr(sys.modules["uttt"], leaf)
    sys.modules["uttt." + leaf] = None
g = codec.new_game("ultimate")
s = match.Series(3)
timer = turn.TurnTimer(10)
timer.start(0)
for m in (40, 36, 4, 41, 49, 44, 76, 39, 31):
    g.play(m)
    notation.log_lines(g)
    state.game = g
    assert st.save(state), st.message
s.record(1)
state.series = s
state.stats.record("ultimate", 0, stats.outcome(1, 1))
state.game = None
assert st.save(state)
print(" ".join(sorted(n for n in sys.modules if n.startswith("uttt") and sys.modules[n] is not None)))
"""


def test_an_ultimate_game_at_play_imports_no_reading_parsing_or_classic_code():
    out = subprocess.run([sys.executable, "-c", PLAY], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert out.returncode == 0, out.stdout + out.stderr
    loaded = set(out.stdout.split())
    assert {"uttt.rules", "uttt.codec", "uttt.store"} <= loaded
    assert not loaded & {"uttt.restore", "uttt.decode", "uttt.parse", "uttt.classic"}, loaded


def test_what_was_saved_at_play_loads_back_with_the_reading_half_imported_again():
    nvm = bytearray(256)
    st = store.Store(nvm)
    state = st.load()
    for name in ("uttt.restore", "uttt.decode"):   # dropped as at start-up: the next load imports them again
        sys.modules.pop(name, None)
    from uttt.rules import Game
    g = Game()
    for m in (40, 36, 4):
        g.play(m)
    state.game = g
    assert st.save(state)
    back = store.Store(nvm).load()
    assert back.message is None and back.game.moves == [40, 36, 4]


def test_the_reading_half_uses_the_same_slot_offsets_as_the_writing_half():
    for name in ("_SEQ", "_CRC", "_SETTINGS", "_SERIES", "_STATS", "_CONTEXT", "_GAME_LEN", "_GAME"):
        assert getattr(restore, name) == getattr(store, name), name
    assert restore._CAP == match._CAP == tally._CAP


def test_a_typed_line_loads_the_parser_and_drops_it(capsys):
    app = App(echo=True)
    app.open("game", new="hotseat")
    app.console("3 5")
    assert app.game.moves == [22]
    assert "uttt.parse" not in sys.modules
    app.console("nonsense")                    # refused with the forms, and dropped all the same
    assert "is not a move" in capsys.readouterr().out
    assert "uttt.parse" not in sys.modules


def test_a_load_builds_the_callers_classes_even_where_the_store_was_imported_afresh():
    # The simulator imports the repository's modules anew at each simulated power-on, while a test module keeps
    # the ones it imported first: the reading half must build the classes of the Store it is called from.
    saved = dict((n, m) for n, m in sys.modules.items() if n == "uttt" or n.startswith("uttt."))
    try:
        for name in saved:
            del sys.modules[name]
        nvm = bytearray(256)
        st = store.Store(nvm)                # the uttt.store imported first
        state = st.load()
        assert type(state) is store.State and state.settings == defaults()
        state.settings["theme"] = 2
        state.stats.record("ultimate", 0, 1)
        assert st.save(state)
        back = store.Store(nvm).load()
        assert type(back.settings) is dict and back.settings == state.settings
        assert type(back.series) is match.Series and back.stats == state.stats
        assert sys.modules["uttt.restore"] is not saved.get("uttt.restore")   # a fresh import did the load
        assert "uttt.store" not in sys.modules   # and it never imports the store back (imports run one way)
    finally:
        for name in [n for n in sys.modules if n == "uttt" or n.startswith("uttt.")]:
            del sys.modules[name]
        sys.modules.update(saved)


def test_start_up_code_is_in_the_modules_dropped_after_it_and_still_works_when_called_later():
    # heap38: what runs only at start-up (a new board's settings, Store(nvm)'s and State(...)'s constructors, the
    # "no NVM" message, the smallest screen's check, a board's set-up notices) lives in the modules the app drops
    # after it (uttt.restore, uttt.ui.boot, boards.setup), not in the resident ones, where its code stayed in RAM
    # at play.
    from uttt import storefmt
    from uttt.ui import layout
    from boards.base import Hardware
    for module, names in ((storefmt, ("defaults", "MSG_NO_NVM")), (store, ("defaults", "MSG_NO_NVM")),
                          (layout, ("supported", "MIN_WIDTH", "MIN_HEIGHT"))):
        assert not [n for n in names if hasattr(module, n)], module.__name__
    assert not hasattr(Hardware, "add_notice")
    assert "attach" in store.Store.__init__.__code__.co_names
    # Made after the reading half was dropped (as at play), a Store and a State import it again and work.
    was = sys.modules.pop("uttt.restore")
    try:
        st = store.Store(None)
        assert not st.persistent and st.message == restore.MSG_NO_NVM
        state = store.State(message="x")
        assert state.settings == defaults() and state.series == match.Series() and state.message == "x"
        assert st.save(state) and st.load().settings == defaults()
        assert sys.modules["uttt.restore"] is not was
    finally:
        sys.modules["uttt.restore"] = was
