"""The simulator's command line at its edges (issue 11): every bad argument gives one clear line on stderr and
exit status 2, never a traceback, never a hang, and nothing is written outside the folders given.

Each case runs ``python -m sim`` in a fresh folder with a time limit. The run is given an NVM file and a
shots folder inside that folder (unless the case is about those); afterwards the folder must hold exactly
what it held before.
"""

import os
import subprocess
import sys

import pytest

from sim import ROOT

TIME_LIMIT = 60   # seconds per run: a bad argument is refused at once; a hang fails here

NON_UTF8 = b"A RIGHT \xff\xfe shot:x\n"

# (id, arguments, what the one line must say). In the arguments, {box} is the case's own folder.
CASES = [
    # issue 11, verbatim
    ("wait-inf", ["--script", "wait:inf"], r"bad number 'inf' in 'wait:inf'"),
    ("wait-nan", ["--script", "wait:nan"], r"bad number 'nan'"),
    ("hold-inf", ["--script", "hold:A:inf"], r"bad number 'inf' in 'hold:A:inf'"),
    ("size-10", ["--board", "adafruit_funhouse", "--size", "10"], r"--size wants WxH"),
    ("size-0x0", ["--board", "adafruit_funhouse", "--size", "0x0"], r"--size '0x0': width and height are 1\.\.2048"),
    ("size-neg", ["--board", "adafruit_funhouse", "--size=-5x-5"], r"--size '-5x-5'"),
    ("touch-nan", ["--board", "pyportal", "--script", "touch:nan,5"], r"bad number 'nan' in 'touch:nan,5'"),
    ("touch-1e400", ["--board", "pyportal", "--script", "touch:1e400,5"], r"bad number '1e400'"),
    ("not-utf8", ["--script", "{box}/script.txt"], r"script file .*script\.txt' is not UTF-8 text"),
    ("repeat-huge", ["--script", "A*1000000000000"], r"repeat count in 'A\*1000000000000' is not 1\.\.1000"),
    ("nvm-folder", ["--nvm", "{box}/afolder"], r"--nvm .*afolder is a folder"),
    ("nvm-under-file", ["--nvm", "{box}/afile/n.bin"], r"--nvm .*afile is a file, not a folder"),
    ("shots-under-file", ["--shots", "{box}/afile/shots", "--script", "A shot:x"], r"afile is a file, not a folder"),
    ("code-missing", ["--code", "missing.py"], r"--code missing\.py: no such file"),
    ("shot-dotdot", ["--script", "shot:../../x"], r"shot needs a plain file name .* not '\.\./\.\./x'"),
    # more of the same kind
    ("wait-negative", ["--script", "wait:-1"], r"time '-1' in 'wait:-1' is not 0\.\.3600 seconds"),
    ("wait-too-long", ["--script", "wait:3601"], r"is not 0\.\.3600 seconds"),
    ("wait-1e309", ["--script", "wait:1e309"], r"bad number '1e309'"),
    ("wait-word", ["--script", "wait:soon"], r"bad number 'soon'"),
    ("hold-nan", ["--script", "hold:A:nan"], r"bad number 'nan'"),
    ("touch-time-inf", ["--board", "pyportal", "--script", "touch:5,5:inf"], r"bad number 'inf'"),
    ("touch-off-screen", ["--board", "pyportal", "--script", "touch:320,5"], r"touch '320,5' is off the 320x240"),
    ("touch-negative", ["--board", "pyportal", "--script", "touch:-1,5"], r"off the 320x240 screen"),
    ("touch-one-number", ["--board", "pyportal", "--script", "touch:5"], r"expected X,Y in 'touch:5'"),
    ("touch-no-panel", ["--script", "touch:5,5"], r"PyBadge has no touch screen"),
    ("stick-nan", ["--board", "pygamer", "--script", "stick:nan,0"], r"bad number 'nan' in 'stick:nan,0'"),
    ("repeat-zero", ["--script", "A*0"], r"repeat count in 'A\*0' is not 1\.\.1000"),
    ("repeat-negative", ["--script", "RIGHT*-3"], r"repeat count"),
    ("repeat-word", ["--script", "A*x"], r"repeat count"),
    ("repeat-1001", ["--script", "A*1001"], r"is not 1\.\.1000"),
    ("shot-empty", ["--script", "shot:"], r"shot needs a plain file name"),
    ("shot-folder", ["--script", "shot:a/b"], r"not 'a/b'"),
    ("shot-hidden", ["--script", "shot:.x"], r"not '\.x'"),
    ("shot-absolute", ["--script", "shot:/tmp/x"], r"not '/tmp/x'"),
    ("type-swallows-shot", ["--script", "type:3 5 shot:after"], r"'shot:after' in 'type:3 5 shot:after' looks like"),
    ("type-swallows-press", ["--script", "type:3 5 A"], r"'A' in 'type:3 5 A' looks like a script command"),
    ("type-swallows-reset", ["--script", "type:help reset"], r"'reset' .* put ';' after the text"),
    ("unknown-token", ["--script", "JUMP"], r"unknown token 'JUMP': PyBadge has"),
    ("unknown-button", ["--board", "clue", "--script", "hold:UP:1"], r"CLUE has no 'UP' button"),
    ("long-token", ["--script", "Z" * 100000], r"unknown token 'Z{40}\.\.\.'"),
    ("board-unknown", ["--board", "nosuch"], r"unknown board: .*nosuch.* \(try --list\)"),
    ("board-path", ["--board", "../../x"], r"unknown board: '\.\./\.\./x' is not a board name"),
    ("board-no-display", ["--board", "0xcb_gemini"], r"unknown board: board '0xcb_gemini' has no built-in display"),
    ("size-known-board", ["--size", "100x100"], r"--size is for boards the simulator does not know: pybadge"),
    ("size-huge", ["--board", "adafruit_funhouse", "--size", "99999x10"], r"width and height are 1\.\.2048"),
    ("size-words", ["--board", "adafruit_funhouse", "--size", "wide"], r"--size wants WxH"),
    ("seconds-nan", ["--seconds", "nan"], r"--seconds: a number of seconds wanted \(ASCII digits\), not 'nan'"),
    ("seconds-inf", ["--seconds", "inf"], r"--seconds: a number of seconds wanted .*'inf'"),
    ("seconds-zero", ["--seconds", "0"], r"--seconds 0\.0 is not in"),
    ("seconds-word", ["--seconds", "soon"], r"argument --seconds: a number of seconds wanted .*'soon'"),
    ("scale-zero", ["--scale", "0"], r"--scale 0 is not in 1\.\.16"),
    ("shot-scale-big", ["--shot-scale", "1000"], r"--shot-scale 1000 is not in 1\.\.16"),
    ("option-unknown", ["--nosuch"], r"unrecognized arguments: --nosuch"),
    ("option-no-value", ["--script"], r"argument --script: expected one argument"),
    ("code-folder", ["--code", "{box}/afolder"], r"--code .*afolder: no such file"),
    ("shots-is-file", ["--shots", "{box}/afile", "--script", "shot:x"], r"--shots .*afile is a file, not a folder"),
    # issue 15, point 8: numbers are ASCII digits, a button takes no ':' and a '*' needs its count
    ("button-colon", ["--script", "RIGHT:foo"], r"unknown token 'RIGHT:foo'"),
    ("repeat-empty", ["--script", "A*"], r"repeat count in 'A\*' is not 1\.\.1000"),
    ("repeat-arabic", ["--script", "A*\u0663"], r"repeat count in 'A\*\u0663'"),
    ("repeat-underscore", ["--script", "A*1_0"], r"repeat count in 'A\*1_0'"),
    ("wait-fullwidth", ["--script", "wait:\uff10.\uff15"], r"bad number '\uff10\.\uff15'"),
    ("wait-exponent", ["--script", "wait:1e1"], r"bad number '1e1'"),
    ("seconds-arabic", ["--seconds", "\u0663"], r"--seconds: a number of seconds wanted"),
    ("scale-fullwidth", ["--scale", "\uff15"], r"--scale: a whole number wanted"),
    ("shot-scale-underscore", ["--shot-scale", "1_0"], r"--shot-scale: a whole number wanted"),
    ("size-fullwidth", ["--board", "adafruit_funhouse", "--size", "\uff15x5"], r"--size wants WxH"),
    # issue 15, point 6: --nvm takes a regular file that is empty, missing or an NVM image of the board's size
    ("nvm-text", ["--nvm", "{box}/afile"], r"afile is 12 bytes, not an NVM image of this board \(256 bytes"),
    ("nvm-half", ["--nvm", "{box}/half.bin"], r"half\.bin is 128 bytes, not an NVM image"),
    ("nvm-link-to-text", ["--nvm", "{box}/link-to-text"], r"link-to-text is 12 bytes"),
    ("nvm-fifo", ["--nvm", "{box}/fifo"], r"fifo is not a regular file"),
    ("nvm-dangling-link", ["--nvm", "{box}/dangling"], r"dangling is a symlink to nothing"),
]
if os.path.exists("/dev/full"):
    CASES += [
        ("nvm-dev-full", ["--nvm", "/dev/full"], r"--nvm /dev/full is not a regular file"),
        ("nvm-dev-zero", ["--nvm", "/dev/zero"], r"--nvm /dev/zero is not a regular file"),
        ("nvm-link-to-zero", ["--nvm", "{box}/link-to-zero"], r"link-to-zero is not a regular file"),
    ]

if sys.platform.startswith("linux") and os.path.isdir("/proc/self"):
    # Unwritable even for root: nothing can be created under /proc.
    CASES += [
        ("nvm-unwritable", ["--nvm", "/proc/uttt-sim-test/n.bin"], r"--nvm /proc/uttt-sim-test/n\.bin cannot be "),
        ("shots-unwritable", ["--shots", "/proc/uttt-sim-test", "--script", "shot:x"],
         r"--shots /proc/uttt-sim-test cannot be made"),
    ]


def tree(folder):
    """Every file and folder under folder, with file sizes."""
    out = {}
    for d, dirs, files in os.walk(folder):
        for name in dirs:
            out[os.path.relpath(os.path.join(d, name), folder)] = "dir"
        for name in files:
            p = os.path.join(d, name)
            out[os.path.relpath(p, folder)] = os.lstat(p).st_size   # a symlink as it is (it may lead nowhere)
    return out


def run_sim(args, cwd, timeout=TIME_LIMIT):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", PYTHONPATH=ROOT)
    try:
        return subprocess.run([sys.executable, "-m", "sim"] + args, cwd=cwd, env=env, capture_output=True,
                              text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        pytest.fail("python -m sim %s did not stop within %d s" % (" ".join(a[:40] for a in args), timeout))


@pytest.fixture
def box(tmp_path):
    """A folder with a file, a folder, a non-UTF-8 script, and a working folder for the run."""
    (tmp_path / "afile").write_text("not a folder")
    (tmp_path / "afolder").mkdir()
    (tmp_path / "script.txt").write_bytes(NON_UTF8)
    (tmp_path / "cwd").mkdir()
    (tmp_path / "half.bin").write_bytes(b"\xa2" * 128)     # an NVM file cut short
    os.symlink(str(tmp_path / "afile"), str(tmp_path / "link-to-text"))
    os.symlink(str(tmp_path / "nowhere"), str(tmp_path / "dangling"))
    os.symlink("/dev/zero", str(tmp_path / "link-to-zero"))
    os.mkfifo(str(tmp_path / "fifo"))
    return tmp_path


@pytest.mark.parametrize("case,args,says", CASES, ids=[c[0] for c in CASES])
def test_a_bad_argument_gives_one_line_and_exit_2(box, case, args, says):
    import re

    args = [a.replace("{box}", str(box)) for a in args]
    if "--nvm" not in args:
        args += ["--nvm", str(box / "nvm" / "n.bin")]
    if "--shots" not in args:
        args += ["--shots", str(box / "deep" / "er" / "shots")]
    before = tree(box)
    r = run_sim(["--headless"] + args, cwd=str(box / "cwd"))
    out = r.stdout + r.stderr
    assert "Traceback" not in out, out[-2000:]
    assert r.returncode == 2, (r.returncode, out[-2000:])
    lines = [line for line in r.stderr.splitlines() if line.strip()]
    assert len(lines) == 1, lines[:5]
    assert lines[0].startswith("python -m sim: ") and len(lines[0]) < 400, lines[0][:500]
    assert re.search(says, lines[0]), lines[0]
    assert r.stdout == ""                         # the board never started
    assert tree(box) == before                    # nothing written, not even the given NVM file


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root may write anywhere")
def test_unwritable_folders_for_a_normal_user(box):
    ro = box / "ro"
    ro.mkdir()
    ro.chmod(0o555)
    try:
        for args, says in ((["--nvm", str(ro / "n.bin")], "is not writable"),
                           (["--nvm", str(box / "n.bin"), "--shots", str(ro / "s"), "--script", "shot:x"],
                            "is not writable")):
            r = run_sim(["--headless"] + args, cwd=str(box / "cwd"))
            assert r.returncode == 2 and "Traceback" not in r.stderr and says in r.stderr, r.stderr
            assert os.listdir(str(ro)) == []
    finally:
        ro.chmod(0o755)


def test_a_good_run_writes_only_into_the_given_folders(box):
    before = tree(box)
    nvm = box / "nvm" / "n.bin"
    shots = box / "deep" / "er" / "shots"
    r = run_sim(["--headless", "--nvm", str(nvm), "--shots", str(shots), "--script", "A wait:0.5 shot:ok;"
                 "type:5 5; type:help; shot:after"], cwd=str(box / "cwd"))
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr[-2000:]
    new = {k: v for k, v in tree(box).items() if k not in before}
    assert set(new) == {"nvm", "nvm/n.bin", "deep", "deep/er", "deep/er/shots", "deep/er/shots/ok.png",
                        "deep/er/shots/after.png"}, new
    assert "Type a move" in r.stdout or "5 5" in r.stdout or "?" in r.stdout   # the typed lines arrived


def test_fresh_starts_from_an_erased_nvm_and_still_writes_the_file(box):
    nvm = box / "n.bin"
    common = ["--headless", "--nvm", str(nvm), "--shots", str(box / "s")]
    first = run_sim(common + ["--script", "A"], cwd=str(box / "cwd"))      # starts a game: it is saved
    assert first.returncode == 0, first.stderr
    again = run_sim(common + ["--script", "wait:0.1"], cwd=str(box / "cwd"))
    assert "Resumed" in again.stdout, again.stdout
    fresh = run_sim(common + ["--fresh", "--script", "wait:0.1"], cwd=str(box / "cwd"))
    assert fresh.returncode == 0 and "Resumed" not in fresh.stdout, fresh.stdout
    assert "No saved data yet" in fresh.stdout
    assert os.path.getsize(str(nvm)) > 0


def test_headless_runs_keep_their_own_nvm_file():
    from sim.__main__ import default_nvm_path

    window = default_nvm_path(ROOT, "pybadge", headless=False)
    headless = default_nvm_path(ROOT, "pybadge", headless=True)
    assert window.endswith(os.path.join("out", "nvm-pybadge.bin"))
    assert headless != window and headless.endswith("nvm-pybadge-headless.bin")
