"""``python -m sim --board pybadge [--headless --script S --shots DIR]``: run code.py on a simulated board.

Exit status: 0 when the run ends (script over, window closed), 1 when the code raised an exception,
2 for a usage error or when there is no display for the window.
"""

import argparse
import os
import sys
import threading

NO_DISPLAY = """There is no display to open the simulator's window on.
Run it headless instead, with scripted input and PNG screenshots, e.g.:

    python -m sim --board %s --headless --script "RIGHT*2 A shot:after" --shots out/shots

(see docs/hardware.md for the script language)"""


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


def main(argv=None):
    from sim import profiles

    p = argparse.ArgumentParser(prog="python -m sim", description="Run code.py on a simulated CircuitPython board.")
    p.add_argument("--board", default="pybadge",
                   help="pybadge, edgebadge, pygamer, pyportal, pyportal_titano, clue, thumby, or a stub board id")
    p.add_argument("--headless", action="store_true", help="no window; virtual time; stops when the script ends")
    p.add_argument("--script", default="", help="script text or file (docs/hardware.md)")
    p.add_argument("--shots", default=None, help="folder for shot:NAME screenshots (default out/shots)")
    p.add_argument("--shot-scale", type=int, default=1, help="also save NAME@Nx.png scaled N times")
    p.add_argument("--nvm", default=None, help="NVM file (default out/nvm-BOARD.bin)")
    p.add_argument("--seconds", type=float, default=None, help="stop after this many (simulated) seconds")
    p.add_argument("--scale", type=int, default=None, help="window scale (default: 4 for 160x128 ...)")
    p.add_argument("--size", default=None, help="screen WxH of a board the simulator does not know")
    p.add_argument("--drv2605", action="store_true", help="put a DRV2605 haptic driver on I2C")
    p.add_argument("--code", default=None, help="file to run instead of the repo's code.py")
    p.add_argument("--list", action="store_true", help="list the boards and their keys")
    args = p.parse_args(argv)

    if args.list:
        for key, prof in profiles.PROFILES.items():
            print("%-16s %-16s %dx%d  %s" % (key, prof.title, prof.size[0], prof.size[1], prof.key_help()))
        return 0
    size = None
    if args.size:
        try:
            size = tuple(int(v) for v in args.size.lower().split("x"))
        except ValueError:
            p.error("--size WxH")
    try:
        profiles.get(args.board, size)
    except KeyError as e:
        print("unknown board: %s (try --list)" % e, file=sys.stderr)
        return 2
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    elif not _has_display():
        print(NO_DISPLAY % args.board, file=sys.stderr)
        return 2
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

    from sim import ScriptError, Simulator

    s = Simulator(args.board, nvm_path=args.nvm, headless=args.headless, shots_dir=args.shots,
                  shot_scale=args.shot_scale, drv2605=args.drv2605, size=size, scale=args.scale,
                  time_limit=args.seconds)
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
        print("script error: %s" % e, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        pass
    finally:
        if not args.headless:
            s.__exit__(None, None, None)
    for name, path in s.shots.items():
        print("shot %s: %s" % (name, os.path.relpath(path)))
    return 1 if s.error is not None else 0


if __name__ == "__main__":
    sys.exit(main())
