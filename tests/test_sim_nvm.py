"""The simulator's NVM file survives faults (issue 15, point 6): a write that fails (a full disk) keeps the
previous file and the game says it could not save; a run killed between writing the new contents and
renaming them into place (or before their fsync) leaves the previous file whole, and the next run resumes
from it. Also ``--code`` is a path from the current folder.
"""

import errno
import os
import signal
import subprocess
import sys

import pytest

from sim import ROOT, Simulator
from uttt.store import Store

SCRIPT = "A RIGHT A wait:0.3 type:6 5; wait:0.3 type:5 5; wait:0.3 type:5 4; wait:0.3"


def _leftovers(folder):
    return [n for n in os.listdir(str(folder)) if n.endswith(".tmp")]


def test_a_failed_nvm_write_keeps_the_previous_file_and_says_so(tmp_path, monkeypatch):
    nvm = tmp_path / "n.bin"
    Simulator("pybadge", nvm_path=str(nvm)).run("A RIGHT A wait:0.3")   # Ultimate, X's first move: saved
    good = nvm.read_bytes()
    assert Store(bytearray(good)).load().game.ply == 1

    def disk_full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    s = Simulator("pybadge", nvm_path=str(nvm))
    s.run("wait:0.5 type:6 5; wait:0.5")                                 # O's move: its save fails
    monkeypatch.undo()
    assert "Resumed" in s.console and "Could not save" in s.console and "No space left" in s.console
    assert nvm.read_bytes() == good and _leftovers(tmp_path) == []
    again = Simulator("pybadge", nvm_path=str(nvm))
    again.run("wait:0.5")
    assert "Resumed: Ultimate" in again.console and ", move 2" in again.console, again.console


KILLER = r"""
import os, signal, sys
where, k, nvm, log = sys.argv[1], int(sys.argv[2]), os.path.abspath(sys.argv[3]), sys.argv[4]
real_replace, real_fsync = os.replace, os.fsync
count = [0]

def fsync(fd):
    if where == "fsync" and os.path.realpath("/proc/self/fd/%d" % fd).endswith(".tmp"):
        count[0] += 1
        if count[0] == k:
            os.kill(os.getpid(), signal.SIGKILL)
    return real_fsync(fd)

def replace(src, dst, *a, **kw):
    if os.path.abspath(dst) != nvm:
        return real_replace(src, dst, *a, **kw)
    if where == "replace":
        count[0] += 1
        if count[0] == k:
            os.kill(os.getpid(), signal.SIGKILL)
    with open(src, "rb") as f:
        data = f.read()
    real_replace(src, dst, *a, **kw)
    with open(log, "ab") as f:   # every image that reached the file, in order
        f.write(data)

os.replace, os.fsync = replace, fsync
from sim.__main__ import main
sys.exit(main(["--headless", "--board", "pybadge", "--nvm", nvm, "--shots", os.path.dirname(nvm),
               "--script", sys.argv[5]]))
"""


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="needs /proc to name an fd's file")
@pytest.mark.parametrize("where", ["replace", "fsync"])
def test_a_run_killed_while_writing_the_nvm_file_keeps_the_last_whole_one(tmp_path, where):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYTHONPATH=ROOT)
    killed = 0
    for k in range(1, 9):
        box = tmp_path / ("k%d" % k)
        box.mkdir()
        nvm, log = box / "n.bin", box / "images"
        out = subprocess.run([sys.executable, "-c", KILLER, where, str(k), str(nvm), str(log), SCRIPT],
                             capture_output=True, text=True, timeout=120, cwd=str(box), env=env)
        images = log.read_bytes() if log.exists() else b""
        assert len(images) % 256 == 0
        last = images[-256:]
        if out.returncode == -signal.SIGKILL:
            killed += 1
        else:
            assert out.returncode == 0, out.stderr[-2000:]
        assert nvm.read_bytes() == last, k          # the last whole image, or the empty file made at start
        after = Simulator("pybadge", nvm_path=str(nvm))
        after.run("wait:0.5")
        assert after.error is None
        saved = Store(bytearray(last)).load().game if last else None
        if saved is not None and not saved.result:
            assert "Resumed: Ultimate" in after.console and ", move %d" % (saved.ply + 1) in after.console, \
                (k, after.console)
        else:
            assert "Resumed" not in after.console
        assert nvm.stat().st_size == 256
    assert killed >= 4, killed


def test_code_is_a_path_from_the_current_folder(tmp_path):
    here = tmp_path / "here"
    here.mkdir()
    (here / "code.py").write_text("print('hello from the current folder')\n")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYTHONPATH=ROOT)
    out = subprocess.run([sys.executable, "-m", "sim", "--headless", "--nvm", str(tmp_path / "n.bin"),
                          "--code", "code.py", "--script", "wait:0.2"], capture_output=True, text=True,
                         timeout=120, cwd=str(here), env=env)
    assert out.returncode == 0 and "hello from the current folder" in out.stdout, out.stdout + out.stderr
    out = subprocess.run([sys.executable, "-m", "sim", "--headless", "--nvm", str(tmp_path / "n.bin"),
                          "--code", "nosuch.py"], capture_output=True, text=True, timeout=120, cwd=str(here),
                         env=env)
    assert out.returncode == 2 and "Traceback" not in out.stderr and "nosuch.py: no such file" in out.stderr


def _run_app(nvm, script):
    holder = {}

    def code():
        import boards
        import uttt.ui.main as M
        holder["main"] = M
        M.run(boards.load())

    s = Simulator("pybadge", nvm_path=str(nvm))
    s.run(script, code=code)
    return s, holder["main"].app


@pytest.mark.parametrize("damage", ["commit byte and another", "cut to 128 bytes"])
def test_a_resumed_older_save_shows_the_notice_over_the_game(tmp_path, damage):
    # Issue 15, point 7, as a player sees it: the pause menu opens over the resumed game with the notice;
    # Resume (A) goes on from the save before the lost one.
    nvm = tmp_path / "n.bin"
    Simulator("pybadge", nvm_path=str(nvm)).run("A RIGHT A wait:0.3 type:6 5; wait:0.3 type:5 5; wait:0.3")
    data = bytearray(nvm.read_bytes())
    st = Store(bytearray(data))
    newest = st.load().game
    if damage == "cut to 128 bytes":
        assert st._newest == 1, "the script leaves the newest save in slot 1"
        data = data[:128] + b"\xff" * 128   # what a file cut to 128 bytes read as (the simulator now refuses one)
    else:
        data[st._newest * 128] ^= 0x5A
        data[st._newest * 128 + 40] ^= 0x01
    nvm.write_bytes(bytes(data))
    s, app = _run_app(nvm, "wait:0.3")
    assert "note: Last save was unreadable: the one before it restored" in s.console
    assert app.screen == "pause" and "Last save was unreadable" in app.notice
    assert app.game.moves == newest.moves[:-1]
    s, app = _run_app(nvm, "A wait:0.3")
    assert app.screen == "game" and app.notice == ""
