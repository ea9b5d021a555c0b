"""How much of the screen is redrawn per action (a figure, not a test).

    SDL_VIDEODRIVER=dummy .venv/bin/python tests/bench/redraw.py [board ...]     (default: pybadge pyportal clue)

Drives the real App and View on a simulated board's display (sim.Simulator, by hand, no code.py) and reads
the pixels displayio sent for each refresh: per cursor move, per mark (and claim), per menu step, per log
scroll, against a full screen; the animation after a mark frame by frame (30 fps) and each mark's total with
its animation. displayio (in the firmware, and Blinka here) sends only the dirty rectangles
of the layers that changed, so these are the numbers the SPI bus of the real panel carries.
"""

import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def measure(board):
    from sim import Simulator
    s = Simulator(board, nvm_path="/tmp/uttt-bench-nvm-%s.bin" % board)
    out = {}
    with s:
        import boards
        from uttt.ui import buttons as K
        from uttt.ui.app import App
        from uttt.ui.view import View
        hw = boards.load()
        app = App(hw.width, hw.height, hw.scheme, echo=False)
        view = View(hw.display, app)
        full = hw.width * hw.height

        def act(kind, fn):
            n0 = len(s.refreshes)
            fn()
            view.update()
            sent = sum(p for _, p in s.refreshes[n0:])
            out.setdefault(kind, []).append(sent)

        t = [0]

        def tick():
            t[0] += 300
            app.tick(t[0])

        act("first draw (title menu)", lambda: None)
        act("menu step", lambda: app.press(K.DOWN))
        act("menu step", lambda: app.press(K.UP))
        act("open game screen", lambda: app.press(K.A))
        rng = random.Random(1)
        while not app.game.result:
            for _ in range(3):
                tick()
                code = rng.choice((K.UP, K.DOWN, K.LEFT, K.RIGHT))
                act("cursor move", lambda: app.press(code))
            tick()
            m = rng.choice(app.game.legal_moves())
            app.cursor = m
            view.update()
            claim_before = bytes(app.game.boards)
            act("mark", lambda: app.scr.play(m))
            kind = "mark"
            if bytes(app.game.boards) != claim_before:
                kind = "mark that claims/draws a board"
                out.setdefault(kind, []).append(out["mark"].pop())
            # The animation (uttt.ui.anim) runs on at 30 frames a second: each frame's pixels, and the
            # mark's total with them.
            total = out[kind][-1]
            while app.scr.fx.game is not None:
                t[0] += 33
                app.tick(t[0])
                act("animation frame (all)", lambda: None)
                total += out["animation frame (all)"][-1]
            out.setdefault(kind + " + animation", []).append(total)
        act("open log", lambda: app.press(K.SELECT))
        for _ in range(5):
            act("log scroll", lambda: app.press(K.UP))
    return full, out


def main(argv):
    boards = argv or ["pybadge", "pyportal", "clue"]
    for board in boards:
        full, out = measure(board)
        print("%s: full screen %d px" % (board, full))
        for kind, values in out.items():
            if kind.startswith("animation"):
                sent = [v for v in values if v]
                print("  %-32s n=%-3d of them with pixels: avg %4.0f px (%4.1f%%)  max %5d px (%4.1f%%)" % (
                    kind, len(values), sum(sent) / max(1, len(sent)), 100.0 * sum(sent) / max(1, len(sent)) / full,
                    max(values), 100.0 * max(values) / full))
                continue
            if not values:
                continue
            avg = sum(values) / len(values)
            print("  %-32s n=%-3d avg %7.0f px (%5.1f%%)  max %6d px (%5.1f%%)" % (
                kind, len(values), avg, 100.0 * avg / full, max(values), 100.0 * max(values) / full))


if __name__ == "__main__":
    main(sys.argv[1:])
