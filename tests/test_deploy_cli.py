"""``python -m sim.deploy`` refuses bad command lines the same way every time (issue 11): one line naming the
problem, exit status 2, no traceback, no hang (each run has a time limit), and nothing written anywhere: not
in the target, not beside it, not in the working folder.

Each case builds its own folder under tmp_path (a file where a folder should be, a boot_out.txt, a fake
mpy-cross that answers ``--version`` like MicroPython's or like another CircuitPython's), runs the command
line and compares every file under tmp_path before and after.
"""

import os
import stat
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIMEOUT = 60


def fake_compiler(folder, version_line, executable=True):
    path = folder / "mpy-cross"
    path.write_text("#!/bin/sh\necho '%s'\n" % version_line)
    if executable:
        path.chmod(0o755)
    return str(path)


def _cp10(t):
    return fake_compiler(t, "CircuitPython 10.3.0 on 2026-12-01; mpy-cross emitting mpy v6.3")


def _boot_out(folder, text):
    folder.mkdir(exist_ok=True)
    (folder / "boot_out.txt").write_text(text)
    return str(folder)


# name: (setup(tmp) -> argv after "python -m sim.deploy", words the one line must contain)
CASES = {
    "target is a file": (
        lambda t: [_touch(t / "drive")], ("is a file",)),
    "target under a file": (
        lambda t: [os.path.join(_touch(t / "afile"), "drive")], ("is a file",)),
    "target on a read-only file system": (
        lambda t: ["/proc/uttt-deploy-test", "--py"], ("/proc",)),
    "a file named uttt in the target": (
        lambda t: [_with_file(t / "drive", "uttt")], ("uttt", "is a file")),
    "a file named lib in the target": (
        lambda t: [_with_file(t / "drive", "lib")], ("lib", "is a file")),
    "a file named boards in the target": (
        lambda t: [_with_file(t / "drive", "boards")], ("boards", "is a file")),
    "a folder named code.py in the target": (
        lambda t: [_with_dir(t / "drive", "code.py")], ("code.py", "is a folder")),
    "unknown board": (
        lambda t: [str(t / "drive"), "--board", "nosuch"], ("unknown board", "nosuch", "pybadge", "pyportal")),
    "board without a display": (
        lambda t: [str(t / "drive"), "--board", "feather_m4_express"], ("feather_m4_express", "no built-in display")),
    "empty board name": (
        lambda t: [str(t / "drive"), "--board", ""], ("unknown board",)),
    "MicroPython's mpy-cross": (
        lambda t: [str(t / "drive"), "--mpy-cross",
                   fake_compiler(t, "MicroPython v1.25.0 on 2025-04-15; mpy-cross emitting mpy v6.3")],
        ("MicroPython's mpy-cross", "CircuitPython")),
    "mpy-cross that is something else": (
        lambda t: [str(t / "drive"), "--mpy-cross", fake_compiler(t, "hello")], ("not CircuitPython's mpy-cross",)),
    "mpy-cross missing": (
        lambda t: [str(t / "drive"), "--mpy-cross", str(t / "nope")], ("no such file",)),
    "mpy-cross not executable": (
        lambda t: [str(t / "drive"), "--mpy-cross", fake_compiler(t, "CircuitPython 10.3.0", executable=False)],
        ("not executable",)),
    "mpy-cross is a folder": (
        lambda t: [str(t / "drive"), "--mpy-cross", str(t)], ("no such file",)),
    "board on CircuitPython 9, mpy-cross 10": (
        lambda t: [_boot_out(t / "drive", "Adafruit CircuitPython 9.2.1 on 2024-11-20; Adafruit PyBadge with "
                                          "samd51j19\nBoard ID:pybadge\n"), "--mpy-cross", _cp10(t)],
        ("9.2.1", "CircuitPython 9", "mpy-cross")),
    "boot_out.txt names another board": (
        lambda t: [_boot_out(t / "drive", "Adafruit CircuitPython 10.0.3 on 2025-10-17; Adafruit PyPortal with "
                                          "samd51j20\nBoard ID:pyportal\n"), "--board", "pybadge", "--py"],
        ("pyportal", "pybadge")),
    "no target": (
        lambda t: [], ("path",)),
    "unknown option": (
        lambda t: [str(t / "drive"), "--bogus"], ("--bogus",)),
}


def _touch(path):
    path.write_text("not a folder\n")
    return str(path)


def _with_file(folder, name):
    folder.mkdir(exist_ok=True)
    (folder / name).write_text("a file of the user's\n")
    return str(folder)


def _with_dir(folder, name):
    (folder / name).mkdir(parents=True)
    return str(folder)


def snapshot(folder):
    out = {}
    for d, dirs, names in os.walk(folder):
        for n in dirs + names:
            p = os.path.join(d, n)
            st = os.lstat(p)
            out[p] = (stat.S_ISDIR(st.st_mode), st.st_size, st.st_mtime_ns)
    return out


def run(argv, cwd):
    env = dict(os.environ, PYTHONPATH=ROOT, PYTHONDONTWRITEBYTECODE="1")
    env.pop("MPY_CROSS", None)
    return subprocess.run([sys.executable, "-m", "sim.deploy"] + argv, capture_output=True, text=True,
                          timeout=TIMEOUT, cwd=cwd, env=env)


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_bad_command_line_is_one_line_and_exit_2(tmp_path, case):
    setup, words = CASES[case]
    argv = setup(tmp_path)
    cwd = tmp_path / "cwd"
    cwd.mkdir()
    before = snapshot(tmp_path)
    out = run(argv, str(cwd))
    text = out.stdout + out.stderr
    lines = [ln for ln in text.splitlines() if ln.strip()]
    assert out.returncode == 2, text
    assert "Traceback" not in text, text
    assert len(lines) == 1, text
    for w in words:
        assert w in lines[0], (w, lines[0])
    assert snapshot(tmp_path) == before, "something was written: %s" % text


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root writes to a read-only folder")
def test_an_unwritable_target_is_one_line_and_exit_2(tmp_path):
    drive = tmp_path / "drive"
    drive.mkdir()
    drive.chmod(0o555)
    try:
        out = run([str(drive), "--py"], str(tmp_path))
    finally:
        drive.chmod(0o755)
    assert out.returncode == 2 and "permission denied" in out.stderr and "Traceback" not in out.stderr
    assert os.listdir(drive) == []


def test_a_good_command_line_writes_the_folder(tmp_path):
    # The same runner, once with arguments that work: exit 0 and the folder is there (so the cases above
    # fail for their own reason, not for a broken command).
    out = run([str(tmp_path / "drive"), "--board", "pybadge", "--py"], str(tmp_path))
    assert out.returncode == 0, out.stdout + out.stderr
    assert os.path.exists(tmp_path / "drive" / "code.py")
    assert "Traceback" not in out.stdout + out.stderr
