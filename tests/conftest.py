import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)


@pytest.fixture
def board(tmp_path):
    """start(name, **simulator_options) -> (simulator, hw): the board powered on and boards.load() done."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from sim import Simulator

    running = []

    def start(name, **kw):
        s = Simulator(name, nvm_path=str(tmp_path / ("nvm-%s.bin" % name)), **kw)
        s.__enter__()
        running.append(s)
        import boards

        return s, boards.load()

    yield start
    for s in running:
        s.__exit__(None, None, None)
