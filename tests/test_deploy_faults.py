"""``python -m sim.deploy`` under faults never leaves a target worse than it found it (issue 15).

Each case starts from a target holding a good deploy (or the project's own folder, or a folder in a git
tree), breaks something (a compiler that fails, hangs or is interrupted, Ctrl-C at each step, a disk that
fills up, a rename that fails mid-swap), and checks the target file by file: it holds exactly the old game or
exactly the new one, every import of code.py resolves, and the command said so in one line without a
traceback. The compilers here are shell scripts that answer ``--version`` like CircuitPython's mpy-cross and
then copy the source (so the result can be checked), fail, hang or sleep.
"""

import errno
import hashlib
import os
import shutil
import signal
import subprocess
import sys
import time

import pytest

from sim import deploy

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VERSION = "CircuitPython 10.3.0 on 2026-12-01; mpy-cross emitting mpy v6.3"
COMPILERS = {
    # name: what it does after answering --version
    "copies": 'for a; do case "$prev" in -o) out="$a";; esac; prev="$a"; done; cp "$a" "$out"',
    "fails": 'echo "SyntaxError: invalid syntax" >&2; exit 1',
    "hangs": "sleep 30",
    "slow": 'touch "$0.started"; sleep 0.2; for a; do case "$prev" in -o) out="$a";; esac; prev="$a"; done; cp "$a" "$out"',
    "writes nothing": "exit 0",
}


def compiler(folder, kind):
    path = os.path.join(str(folder), "mpy-cross-" + kind.replace(" ", "-"))
    with open(path, "w") as f:
        f.write('#!/bin/sh\nif [ "$1" = "--version" ]; then echo "%s"; exit 0; fi\n%s\n' % (VERSION, COMPILERS[kind]))
    os.chmod(path, 0o755)
    return path


def snapshot(folder):
    """{relative path: sha1 of the contents, or "dir"} of everything under folder."""
    out = {}
    for d, dirs, names in os.walk(folder):
        for n in dirs:
            out[os.path.relpath(os.path.join(d, n), folder)] = "dir"
        for n in names:
            p = os.path.join(d, n)
            with open(p, "rb") as f:
                out[os.path.relpath(p, folder)] = hashlib.sha1(f.read()).hexdigest()
    return out


def run(argv, cwd=None, timeout=120):
    env = dict(os.environ, PYTHONPATH=ROOT, PYTHONDONTWRITEBYTECODE="1")
    env.pop("MPY_CROSS", None)
    return subprocess.run([sys.executable, "-m", "sim.deploy"] + argv, capture_output=True, text=True,
                          timeout=timeout, cwd=cwd or ROOT, env=env)


def one_line(out):
    text = out.stdout + out.stderr
    lines = [ln for ln in text.splitlines() if ln.strip()]
    assert "Traceback" not in text, text
    assert len(lines) == 1, text
    return lines[0]


@pytest.fixture(scope="module")
def drives(tmp_path_factory):
    """A PyPortal deploy (.py) and a PyBadge deploy (.mpy by the copying compiler) made once: the two states a
    target may be in, as snapshots, and the folders to copy."""
    t = tmp_path_factory.mktemp("drives")
    cc = compiler(t, "copies")
    old = str(t / "old")
    deploy.deploy(old, "pyportal", log=lambda *a: None, mpy=False)
    new = str(t / "new")
    shutil.copytree(old, new)
    deploy.deploy(new, "pybadge", log=lambda *a: None, compiler=cc)
    return {"old": old, "new": new, "cc": cc, "tmp": t}


def _fresh(drives, tmp_path):
    target = str(tmp_path / "CIRCUITPY")
    shutil.copytree(drives["old"], target)
    return target


def _is(target, drives, which):
    assert snapshot(target) == snapshot(drives[which]), which
    board = "pyportal" if which == "old" else "pybadge"
    assert deploy.unresolved(target, (board,), frozen=True) == []


# ----- a source tree is refused before anything is touched ---------------------------------------------------

SOURCE_TREES = {
    "the project's folder": lambda t: (ROOT, ROOT),
    "a folder inside the project": lambda t: (os.path.join(ROOT, "out", "CIRCUITPY-test"), ROOT),
    "a git work tree": lambda t: (_git_tree(t), str(t / "repo")),
    "a folder inside a git work tree": lambda t: (os.path.join(_git_tree(t), "deep", "er"), str(t / "repo")),
    "a worktree (.git is a file)": lambda t: (_git_tree(t, as_file=True), str(t / "repo")),
}


def _git_tree(t, as_file=False):
    repo = t / "repo"
    repo.mkdir(exist_ok=True)
    (repo / "uttt").mkdir(exist_ok=True)
    (repo / "uttt" / "mine.py").write_text("precious = 1\n")
    if as_file:
        (repo / ".git").write_text("gitdir: /elsewhere/.git/worktrees/repo\n")
    else:
        (repo / ".git").mkdir(exist_ok=True)
    return str(repo)


@pytest.mark.parametrize("case", sorted(SOURCE_TREES))
def test_a_source_tree_is_refused_and_left_alone(tmp_path, case):
    target, tree = SOURCE_TREES[case](tmp_path)
    watched = tree if tree != ROOT else os.path.join(ROOT, "uttt")
    before = snapshot(watched)
    existed = os.path.exists(target)
    out = run([target, "--board", "pybadge", "--py"])
    line = one_line(out)
    assert out.returncode == 2 and "source tree" in line and tree in line, line
    assert snapshot(watched) == before
    assert os.path.exists(target) == existed


# ----- the compiler fails, hangs, writes nothing, is interrupted ---------------------------------------------

COMPILER_FAULTS = {
    # kind: (extra arguments, words of the one line)
    "fails": ([], ("mpy-cross failed", "SyntaxError", "nothing on", "as it was")),
    "hangs": (["--timeout", "2"], ("did not finish", "within 2 s", "nothing on", "as it was")),
    "writes nothing": ([], ("mpy-cross failed", "nothing on")),
}


@pytest.mark.parametrize("kind", sorted(COMPILER_FAULTS))
def test_a_compiler_that_fails_or_hangs_leaves_the_previous_deploy(tmp_path, drives, kind):
    extra, words = COMPILER_FAULTS[kind]
    target = _fresh(drives, tmp_path)
    out = run([target, "--board", "pybadge", "--mpy-cross", compiler(tmp_path, kind)] + extra)
    line = one_line(out)
    assert out.returncode == 2, line
    for w in words:
        assert w in line, (w, line)
    _is(target, drives, "old")


@pytest.mark.parametrize("after", [0.5, 3.0])
def test_ctrl_c_while_compiling_leaves_the_previous_deploy(tmp_path, drives, after):
    target = _fresh(drives, tmp_path)
    env = dict(os.environ, PYTHONPATH=ROOT, PYTHONDONTWRITEBYTECODE="1")
    slow = compiler(tmp_path, "slow")
    p = subprocess.Popen([sys.executable, "-m", "sim.deploy", target, "--board", "pybadge", "--mpy-cross", slow],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env)
    # from the first compile on (a fixed sleep from the start was outrun on a loaded host: the signal then came in
    # Python's own start-up, before the deploy's handler)
    started = slow + ".started"
    t = time.time() + 60
    while not os.path.exists(started) and p.poll() is None and time.time() < t:
        time.sleep(0.02)
    time.sleep(after)
    p.send_signal(signal.SIGINT)
    stdout, stderr = p.communicate(timeout=120)

    class Out:
        pass
    o = Out()
    o.stdout, o.stderr = stdout, stderr
    if p.returncode == 0:   # it was done before the signal came (a fast machine): the new game, whole
        _is(target, drives, "new")
        return
    line = one_line(o)
    assert p.returncode == 130 and "interrupted" in line and "as it was" in line, line
    _is(target, drives, "old")


# ----- faults while the new files go onto the drive and are swapped in ---------------------------------------

def _count(fn_name, monkeypatch, when, exc, onto=None):
    """Make deploy's use of os.rename / shutil.copyfile fail (raise exc, or send SIGINT) at call number when
    (counting only calls whose destination is under onto, if given)."""
    calls = [0]
    real = getattr(os if fn_name == "rename" else shutil, fn_name)

    def fake(a, b, *args, **kw):
        if onto is None or str(b).startswith(onto):
            calls[0] += 1
            if calls[0] == when:
                if exc == "sigint":
                    os.kill(os.getpid(), signal.SIGINT)
                else:
                    raise exc
        return real(a, b, *args, **kw)

    monkeypatch.setattr(os if fn_name == "rename" else shutil, fn_name, fake)
    return calls


def _deploy_new(target, drives, progress=None):
    """The last step of a PyBadge deploy over target: install the drive built (and checked) in a temporary
    folder, which is what drives["new"] holds (the steps before it never touch the target)."""
    return deploy.install(drives["new"], target, [], progress)


@pytest.mark.parametrize("fault", ["disk full", "ctrl-c"])
def test_a_fault_while_copying_leaves_the_previous_deploy(tmp_path, drives, monkeypatch, fault):
    total = len(deploy._files(drives["new"]))   # the files a deploy copies onto the drive (.uttt-new first)
    for when in sorted({1, total // 2, total}):
        target = str(tmp_path / ("t%d" % when))
        shutil.copytree(drives["old"], target)
        exc = OSError(errno.ENOSPC, "No space left on device") if fault == "disk full" else KeyboardInterrupt()
        calls = _count("copyfile", monkeypatch, when, exc, onto=os.path.join(target, deploy.STAGING[0]))
        with pytest.raises(type(exc)):
            _deploy_new(target, drives)
        monkeypatch.undo()
        assert calls[0] == when
        _is(target, drives, "old")


def test_a_rename_that_fails_mid_swap_puts_the_old_game_back(tmp_path, drives, monkeypatch):
    k = 1
    while True:
        target = str(tmp_path / ("t%d" % k))
        shutil.copytree(drives["old"], target)
        calls = _count("rename", monkeypatch, k, OSError(errno.EIO, "Input/output error"))
        try:
            _deploy_new(target, drives)
        except OSError:
            monkeypatch.undo()
            _is(target, drives, "old")
            k += 1
            continue
        monkeypatch.undo()
        assert calls[0] < k   # the swap made fewer renames than k: every one of them has been failed once
        _is(target, drives, "new")
        break
    assert k > 8, k


def test_ctrl_c_mid_swap_finishes_the_swap_first(tmp_path, drives, monkeypatch):
    k = 1
    while True:
        target = str(tmp_path / ("t%d" % k))
        shutil.copytree(drives["old"], target)
        progress = {}
        calls = _count("rename", monkeypatch, k, "sigint")
        try:
            _deploy_new(target, drives, progress)
        except KeyboardInterrupt:
            monkeypatch.undo()
            assert progress["phase"] == "swapped"
            leftovers = [n for n in deploy.STAGING if os.path.exists(os.path.join(target, n))]
            for n in leftovers:   # hidden folders the next deploy removes; the game itself is the new one
                shutil.rmtree(os.path.join(target, n))
            _is(target, drives, "new")
            k += 1
            continue
        monkeypatch.undo()
        assert calls[0] < k
        _is(target, drives, "new")
        break
    assert k > 8, k


def test_leftovers_of_a_run_cut_short_are_removed_by_the_next(tmp_path, drives):
    target = _fresh(drives, tmp_path)
    for n in deploy.STAGING:
        os.makedirs(os.path.join(target, n, "uttt"))
    deploy.deploy(target, "pybadge", log=lambda *a: None, compiler=drives["cc"])
    _is(target, drives, "new")


# ----- stale files --------------------------------------------------------------------------------------------

def test_a_library_the_previous_deploy_wrote_goes_when_no_longer_needed(tmp_path, drives):
    target = _fresh(drives, tmp_path)
    assert os.path.exists(os.path.join(target, "lib", "adafruit_touchscreen.py"))
    mine = os.path.join(target, "lib", "my_library.py")   # a library the user put there: stays
    with open(mine, "w") as f:
        f.write("x = 1\n")
    deploy.deploy(target, "pybadge", log=lambda *a: None, compiler=drives["cc"])
    assert not os.path.exists(os.path.join(target, "lib", "adafruit_touchscreen.py"))
    assert os.path.exists(mine)
    os.remove(mine)
    _is(target, drives, "new")


def test_a_manifest_naming_files_outside_lib_is_ignored(tmp_path, drives):
    target = _fresh(drives, tmp_path)
    keep = tmp_path / "keep.txt"
    keep.write_text("mine\n")
    with open(os.path.join(target, *deploy.MANIFEST.split("/")), "a") as f:
        f.write("code.txt\n../keep.txt\nlib/../../keep.txt\n/etc/passwd\n")
    _deploy_new(target, drives)
    assert keep.exists()


SHADOWING = {
    # file on the drive: (argv extra, words of the message, file still there)
    "code.txt": ([], ("warning", "code.txt", "instead of code.py", "--remove-code-txt"), True),
    "code.txt removed": (["--remove-code-txt"], ("removed code.txt",), False),
    "main.py": ([], ("note", "main.py", "code.py first"), True),
    "main.txt": (["--remove-code-txt"], ("note", "main.txt"), True),
}


@pytest.mark.parametrize("case", sorted(SHADOWING))
def test_a_file_that_would_run_instead_of_code_py_is_named(tmp_path, drives, case):
    extra, words, stays = SHADOWING[case]
    name = case.split()[0]
    target = _fresh(drives, tmp_path)
    with open(os.path.join(target, name), "w") as f:
        f.write("print('hello')\n")
    out = run([target, "--board", "pybadge", "--mpy-cross", drives["cc"]] + extra)
    assert out.returncode == 0, out.stderr
    text = out.stdout + out.stderr
    assert "Traceback" not in text
    for w in words:
        assert w in text, (w, text)
    assert os.path.exists(os.path.join(target, name)) == stays


# ----- without a compiler, and board names ---------------------------------------------------------------------

def test_no_compiler_is_refused_unless_py_saying_what_py_costs(tmp_path):
    target = str(tmp_path / "CIRCUITPY")
    env_path = str(tmp_path / "bin")
    os.makedirs(env_path)
    env = dict(os.environ, PYTHONPATH=ROOT, PYTHONDONTWRITEBYTECODE="1", PATH=env_path + os.pathsep + "/usr/bin:/bin")
    env.pop("MPY_CROSS", None)
    out = subprocess.run([sys.executable, "-m", "sim.deploy", target, "--board", "pybadge"], capture_output=True,
                         text=True, timeout=120, cwd=ROOT, env=env)
    line = one_line(out)
    assert out.returncode == 2 and "--py" in line and "164 KB" in line and "128 KB" in line, line
    assert not os.path.exists(target)
    out = subprocess.run([sys.executable, "-m", "sim.deploy", target, "--board", "pybadge", "--py"],
                         capture_output=True, text=True, timeout=120, cwd=ROOT, env=env)
    assert out.returncode == 0 and "warning" in out.stdout and "164 KB" in out.stdout, out.stdout + out.stderr
    assert "about 8 KB" not in out.stdout + out.stderr


@pytest.mark.parametrize("name,board_id", [("clue", "clue_nrf52840_express"),
                                           ("clue_nrf52840_express", "clue_nrf52840_express"),
                                           ("thumby", "tinycircuits_thumby_color"),
                                           ("titano", "pyportal_titano"), ("pybadge", "pybadge"),
                                           ("pyportal_pynt", "pyportal_pynt")])
def test_one_board_name_works_in_the_simulator_and_the_deploy(name, board_id):
    from sim import profiles

    assert deploy.board_id(name) == board_id
    deploy.check_board(deploy.board_id(name))
    assert profiles.get(name).board_id == board_id   # python -m sim --board NAME runs that board


def test_deploy_board_clue_on_the_command_line(tmp_path):
    target = str(tmp_path / "CIRCUITPY")
    out = run([target, "--board", "clue", "--py"])
    assert out.returncode == 0, out.stderr
    assert "for clue_nrf52840_express" in out.stdout and "warning" in out.stdout   # .py: over the CLUE's budget
    assert os.path.exists(os.path.join(target, "boards", "clue.py"))
    assert not os.path.exists(os.path.join(target, "boards", "pybadge.py"))


def test_a_drive_an_older_deploy_wrote_loses_its_stale_library_too(tmp_path, drives):
    # Before lib/.uttt-deploy, a deploy left only lib/circup.txt: the libraries it names were its own.
    target = _fresh(drives, tmp_path)
    os.remove(os.path.join(target, *deploy.MANIFEST.split("/")))
    os.rename(os.path.join(target, "lib", "adafruit_touchscreen.py"),
              os.path.join(target, "lib", "adafruit_touchscreen.mpy"))
    deploy.deploy(target, "pybadge", log=lambda *a: None, compiler=drives["cc"])
    _is(target, drives, "new")


def test_a_circup_txt_not_of_ours_removes_nothing(tmp_path, drives):
    target = _fresh(drives, tmp_path)
    os.remove(os.path.join(target, *deploy.MANIFEST.split("/")))
    with open(os.path.join(target, "lib", "circup.txt"), "w") as f:
        f.write("adafruit_touchscreen\n")
    deploy.deploy(target, "pybadge", log=lambda *a: None, compiler=drives["cc"])
    assert os.path.exists(os.path.join(target, "lib", "adafruit_touchscreen.py"))


def test_a_first_deploy_that_fails_while_copying_leaves_no_folder(tmp_path, drives, monkeypatch):
    target = str(tmp_path / "new-drive")
    _count("copyfile", monkeypatch, 5, OSError(errno.ENOSPC, "No space left on device"),
           onto=os.path.join(target, deploy.STAGING[0]))
    with pytest.raises(OSError):
        _deploy_new(target, drives)
    assert not os.path.exists(target)
