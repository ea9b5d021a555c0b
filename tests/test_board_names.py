"""The device-fit harness's names model (tests/bench/board_names.py, tests/cp/cp_run.py class Names): a board
interns every name its firmware lacks into pools of 20, 40, 80 ... entries (6 bytes each, a 24-byte header),
and the game is charged those, not the harness's own tables. The session itself is checked in
tests/test_device_fit.py (no name the game makes goes uncharged, and how far the count is from the next pool)."""

import os
import subprocess
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "bench"))

import board_names  # noqa: E402


def test_the_pools_double_from_twenty():
    assert board_names.board_pools(0) == []
    assert [n for n, _ in board_names.board_pools(20)] == [20]
    assert [n for n, _ in board_names.board_pools(21)] == [20, 40]
    six = board_names.board_pools(1260)
    assert [n for n, _ in six] == [20, 40, 80, 160, 320, 640]
    assert sum(b for _, b in six) == 144 + 272 + 512 + 992 + 1952 + 3872  # 24 + 6 n, in 16-byte blocks
    assert board_names.board_pools(1261)[-1] == (1280, 7712)
    assert "2 more open the next, 1280 entries" in board_names.pools_text(1259)


def test_a_mpy_lists_the_names_a_board_interns(tmp_path):
    mc = os.environ.get("MPY_CROSS")
    if not mc:
        pytest.skip("MPY_CROSS is not set (.ci/run sets it when ../shared/tools exists)")
    src = tmp_path / "m.py"
    src.write_text("class Widget:\n    def spin_fast(self, amount):\n        self.wobble = amount\n"
                   "        return 'short' + 'a string longer than ten'\n")
    subprocess.run([mc, "-O3", "-o", str(tmp_path / "m.mpy"), "-s", "pkg/m.mpy", str(src)], check=True)
    names = board_names.mpy_names(str(tmp_path / "m.mpy"))
    for name in ("pkg/m.mpy", "Widget", "spin_fast", "amount", "wobble", "short"):
        assert name in names, (name, names)
    assert "a string longer than ten" not in names  # a long string is an object, not a name
    assert "__init__" not in names  # a static name (in every firmware) is not listed


def test_a_py_interns_every_identifier_and_short_string(tmp_path):
    src = tmp_path / "m.py"
    src.write_text("def f(alpha):\n    beta = alpha\n    return 'tiny', 'much longer than ten'\n")
    names = board_names.py_names(str(src))
    assert {"f", "alpha", "beta", "tiny"} <= set(names)
    assert "much longer than ten" not in names and "def" not in names


def test_missed_lists_only_unknown_names():
    text = "Q(a)\nQ(b)\nOVERHEAD 0\nQ(a)\nQ(b)\nQ(c)\nQ(d)\nQ(e)\n"
    assert board_names.missed(text, {"c", "d"}) == ["e"]
    assert board_names.interned(text) == {"a", "b"}
