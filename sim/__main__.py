"""``python -m sim --board pybadge [--headless --script S --shots DIR]``: run code.py on a simulated board.

Exit status: 0 when the run ends (script over, window closed), 1 when the code raised an exception,
2 for a usage error (one line on stderr saying what is wrong, nothing written) or when there is no display
for the window.

Every argument is checked before anything runs or is written: board names, ``--size`` (W x H, 1..2048),
times (finite, at most ``sim.script.MAX_SECONDS``), scales (1..16), ``--code`` (an existing file), the
script (``sim.script.parse``), and the ``--nvm`` file and ``--shots`` folder (a file or folder can be made
there). A headless run keeps its own NVM file (``out/nvm-BOARD-headless.bin``) apart from the window's
(``out/nvm-BOARD.bin``), and ``--fresh`` starts either from an erased NVM.
"""

import argparse
import math
import os
import re
import sys
import threading

NO_DISPLAY = """There is no display to open the simulator's window on.
Run it headless instead, with scripted input and PNG screenshots, e.g.:

    .venv/bin/python -m sim --board %s --headless --fresh --script "RIGHT*2 A shot:after" --shots out/shots

(see docs/hardware.md for the script language)"""

MAX_SIZE = 2048
MAX_SCALE = 16


class UsageError(Exception):
    """A bad argument: reported as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise UsageError(message)


def _has_display():
    if os.environ.get("SDL_VIDEODRIVER"):
        return os.environ["SDL_VIDEODRIVER"] != "dummy"
    if sys.platform.startswith("linux"):
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def _read_terminal(machine):
    """Window mode: lines typed in the terminal reach the board's serial console."""
    for line in sys.__stdin__:
        machine.type_text(line if line.endswith("\n") else line + "\n")


def _ascii_int(text):
    """An int written with ASCII digits only (int() would take '５' or '1_0'), else ValueError."""
    if not (text.isascii() and text.isdigit()):
        raise ValueError(text)
    return int(text)


def _ascii_float(text):
    """A plain decimal number in ASCII digits (float() would take '٣', '1_0', 'nan' or '1e3'), else ValueError."""
    if not re.fullmatch(r"[0-9]+(\.[0-9]*)?|\.[0-9]+", text, re.ASCII):
        raise ValueError(text)
    return float(text)


def _typed(kind, convert):
    def f(text):
        try:
            return convert(text)
        except ValueError:
            raise argparse.ArgumentTypeError("%s wanted (ASCII digits), not %r" % (kind, text[:40]))
    return f


def _size(text):
    w, x, h = text.lower().partition("x")
    try:
        size = tuple(-_ascii_int(v[1:]) if v[:1] == "-" else _ascii_int(v) for v in (w.strip(), h.strip()))
    except ValueError:
        raise UsageError("--size wants WxH, e.g. 240x135, not %r" % text[:40])
    if not (x and 1 <= size[0] <= MAX_SIZE and 1 <= size[1] <= MAX_SIZE):
        raise UsageError("--size %r: width and height are 1..%d" % (text[:40], MAX_SIZE))
    return size


def _in_range(name, value, low, high):
    if value is not None and not (math.isfinite(value) and low <= value <= high):
        raise UsageError("%s %s is not in %g..%g" % (name, value, low, high))


def _where_files_can_go(path, what):
    """Raise UsageError when no file or folder can be made at path (nothing is created here)."""
    p = os.path.abspath(path)
    while not os.path.lexists(p):
        parent = os.path.dirname(p)
        if parent == p:
            break
        p = parent
    if p != os.path.abspath(path) and not os.path.isdir(p):
        raise UsageError("%s %s: %s is a file, not a folder" % (what, path, p))
    if not os.access(p, os.W_OK | (os.X_OK if os.path.isdir(p) else 0)):
        raise UsageError("%s %s: %s is not writable" % (what, path, p))


def _check_nvm_file(path, size):
    """A regular file (or a symlink to one) that is empty, missing or an NVM image of the board's size;
    anything else (text, a device, a FIFO, a folder) is refused before anything is opened or written."""
    from sim.machine import nvm_problem

    problem = nvm_problem(path, size)
    if problem:
        raise UsageError("--nvm %s" % problem)
    real = os.path.realpath(path)   # written as a temporary file beside it, then renamed: its folder must be writable
    _where_files_can_go(os.path.join(os.path.dirname(real), "." + os.path.basename(real) + ".tmp"), "--nvm")


def _check_shots_folder(path):
    if os.path.lexists(path) and not os.path.isdir(path):
        raise UsageError("--shots %s is a file, not a folder" % path)
    _where_files_can_go(path, "--shots")


def _make_nvm_file(path):
    """Create the NVM file's folder and open the file for writing (UsageError if that fails)."""
    try:
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        with open(path, "ab"):
            pass
    except OSError as e:
        raise UsageError("--nvm %s cannot be written (%s)" % (path, e.strerror or e))


def _make_shots_folder(path):
    try:
        os.makedirs(path, exist_ok=True)
    except OSError as e:
        raise UsageError("--shots %s cannot be made (%s)" % (path, e.strerror or e))
    if not os.access(path, os.W_OK | os.X_OK):
        raise UsageError("--shots %s is not writable" % path)


def main(argv=None):
    try:
        return _main(argv)
    except UsageError as e:
        print("python -m sim: %s (see --help)" % " ".join(str(e).split()), file=sys.stderr)
        return 2


def _main(argv):
    from sim import profiles, script

    p = _Parser(prog="python -m sim", description="Run code.py on a simulated CircuitPython board.")
    p.add_argument("--board", default="pybadge",
                   help="pybadge, edgebadge, pygamer, pyportal, pyportal_titano, clue, thumby, or a stub board id")
    p.add_argument("--headless", action="store_true", help="no window; virtual time; stops when the script ends")
    p.add_argument("--script", default="", help="script text or file (docs/hardware.md)")
    p.add_argument("--shots", default=None, help="folder for shot:NAME screenshots (default out/shots)")
    p.add_argument("--shot-scale", type=_typed("a whole number", _ascii_int), default=1,
                   help="also save NAME@Nx.png scaled N times (1..16)")
    p.add_argument("--nvm", default=None,
                   help="NVM file (default out/nvm-BOARD.bin, headless out/nvm-BOARD-headless.bin)")
    p.add_argument("--fresh", action="store_true", help="start with an erased NVM (the file is then written)")
    p.add_argument("--seconds", type=_typed("a number of seconds", _ascii_float), default=None,
                   help="stop after this many (simulated) seconds (at most %d)" % script.MAX_SECONDS)
    p.add_argument("--scale", type=_typed("a whole number", _ascii_int), default=None,
                   help="window scale 1..16 (default: 4 for 160x128 ...)")
    p.add_argument("--size", default=None, help="screen WxH of a board the simulator does not know")
    p.add_argument("--drv2605", action="store_true", help="put a DRV2605 haptic driver on I2C")
    p.add_argument("--code", default=None,
                   help="file to run instead of the repo's code.py (a relative path: from the current folder)")
    p.add_argument("--wav", default=None,
                   help="write the session's sound (the cues as the board's synthio plays them) to this WAV file")
    p.add_argument("--list", action="store_true", help="list the boards and their keys")
    args = p.parse_args(argv)

    if args.list:
        for key, prof in profiles.PROFILES.items():
            print("%-16s %-16s %dx%d  %s" % (key, prof.title, prof.size[0], prof.size[1], prof.key_help()))
        return 0
    size = _size(args.size) if args.size else None
    try:
        profile = profiles.get(args.board, size)
    except KeyError as e:
        raise UsageError("unknown board: %s (try --list)" % (e.args[0] if e.args else e))
    if size and profiles.ALIASES.get(args.board, args.board) in profiles.PROFILES:
        raise UsageError("--size is for boards the simulator does not know: %s is %dx%d"
                         % (args.board, profile.size[0], profile.size[1]))
    _in_range("--seconds", args.seconds, 0.001, script.MAX_SECONDS)
    _in_range("--scale", args.scale, 1, MAX_SCALE)
    _in_range("--shot-scale", args.shot_scale, 1, MAX_SCALE)
    if args.code is not None:
        if not os.path.isfile(args.code):
            raise UsageError("--code %s: no such file" % args.code)
        args.code = os.path.abspath(args.code)   # the run works in the repository's folder
    try:
        actions = script.parse(args.script, profile)
    except script.ScriptError as e:
        raise UsageError("script error: %s" % e)
    from sim import ROOT

    nvm = args.nvm or default_nvm_path(ROOT, profile.key, args.headless)
    shots = args.shots or os.path.join(ROOT, "out", "shots")
    takes_shots = any(a[0] == "shot" for a in actions)
    nvm_size = _nvm_size(profile)
    if args.shots is not None or takes_shots:
        _check_shots_folder(shots)
    if nvm_size:
        _check_nvm_file(nvm, nvm_size)
    if args.wav is not None:
        if os.path.isdir(args.wav):
            raise UsageError("--wav %s is a folder: give a file name" % args.wav)
        _where_files_can_go(args.wav, "--wav")
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    elif not _has_display():
        print(NO_DISPLAY % args.board, file=sys.stderr)
        return 2
    # Everything checked: now the NVM file and (when the script takes shots) the shots folder are made.
    if takes_shots:
        _make_shots_folder(shots)
    if nvm_size:
        _make_nvm_file(nvm)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    from sim import ScriptError, SimAbort, Simulator

    s = Simulator(args.board, nvm_path=nvm, headless=args.headless, shots_dir=shots,
                  shot_scale=args.shot_scale, drv2605=args.drv2605, size=size, scale=args.scale,
                  time_limit=args.seconds, fresh=args.fresh)
    try:
        if not args.headless:
            import pygame

            try:
                s.__enter__()
            except pygame.error as e:
                print("pygame could not open a window (%s).\n" % e, file=sys.stderr)
                print(NO_DISPLAY % args.board, file=sys.stderr)
                return 2
            if sys.__stdin__ is not None and sys.__stdin__.isatty():
                threading.Thread(target=_read_terminal, args=(s.machine,), daemon=True).start()
        s.run(args.script, code=args.code, raise_errors=False)
    except ScriptError as e:
        raise UsageError("script error: %s" % e)
    except SimAbort as e:
        raise UsageError(str(e))
    except KeyboardInterrupt:
        pass
    finally:
        if not args.headless:
            s.__exit__(None, None, None)
    for name, path in s.shots.items():
        print("shot %s: %s" % (name, os.path.relpath(path)))
    if args.wav is not None:
        from sim.audio import write_track

        n = write_track(args.wav, s.events, ROOT)
        print("sound: %d cues in %s" % (n, os.path.relpath(args.wav)))
    return 1 if s.error is not None else 0


def default_nvm_path(root, key, headless):
    """The NVM file a run uses without --nvm: the window's, or a separate one for headless runs, so a
    scripted run never resumes (or overwrites) the game played in the window."""
    return os.path.join(root, "out", "nvm-%s%s.bin" % (key, "-headless" if headless else ""))


def _nvm_size(profile):
    from sim.stubs import BoardStub

    return BoardStub(profile.board_id).nvm_size


if __name__ == "__main__":
    sys.exit(main())
