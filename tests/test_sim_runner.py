"""The simulator itself: headless scripted runs, screenshots, pixels, resets, NVM, the CLI, deploy."""

import ast
import os
import subprocess
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pytest  # noqa: E402

from sim import ROOT, ScriptError, Simulator  # noqa: E402
from sim import deploy  # noqa: E402
from sim.profiles import PROFILES  # noqa: E402
from sim.stubs import BoardStub  # noqa: E402

DEMO = '''
import time
import displayio
import microcontroller
import boards
from uttt.ui.buttons import A, B

hw = boards.load()
boots = microcontroller.nvm[0]
microcontroller.nvm[0:1] = bytes(((boots + 1) & 0xFF,))
print("boot", boots, hw.name)
bmp = displayio.Bitmap(hw.width, hw.height, 4)
pal = displayio.Palette(4)
pal[0] = 0x000000
pal[1] = 0xFF0000
pal[2] = 0x00FF00
pal[3] = 0x0000FF
for x in range(10, 20):
    for y in range(10, 20):
        bmp[x, y] = 1
g = displayio.Group()
g.append(displayio.TileGrid(bmp, pixel_shader=pal))
hw.display.root_group = g
hw.display.auto_refresh = False
hw.display.refresh()
while True:
    for e in hw.poll():
        if e == A:
            bmp[30, 30] = 2
        elif e == B:
            microcontroller.reset()
        elif isinstance(e, tuple):
            bmp[e[0], e[1]] = 3
    line = hw.console_line()
    if line:
        print("typed", line)
    hw.update()
    hw.display.refresh()
    time.sleep(0.03)
'''


@pytest.fixture
def demo(tmp_path):
    path = tmp_path / "demo.py"
    path.write_text(DEMO)
    return str(path)


def test_scripted_run_stops_by_itself_and_takes_shots(tmp_path, demo):
    s = Simulator("pybadge", nvm_path=str(tmp_path / "nvm.bin"), shots_dir=str(tmp_path / "shots"), shot_scale=4)
    started = time.monotonic()
    s.run("shot:before A wait:30 shot:after type:3 5", code=demo)
    assert time.monotonic() - started < 10  # 30 s of virtual time, fast
    assert os.path.exists(s.shots["before"]) and os.path.exists(s.shots["after"])
    assert os.path.exists(str(tmp_path / "shots" / "after@4x.png"))
    import pygame

    img = pygame.image.load(s.shots["after"])
    assert img.get_size() == (160, 128)
    assert img.get_at((15, 15))[:3] == (255, 0, 0)
    assert img.get_at((30, 30))[:3] == (0, 255, 0)
    assert pygame.image.load(s.shots["before"]).get_at((30, 30))[:3] == (0, 0, 0)
    assert s.pixel(15, 15) == (255, 0, 0) and s.pixel(30, 30) == (0, 255, 0)
    assert "typed 3 5" in s.console
    assert s.error is None


def test_reset_keeps_the_nvm_file(tmp_path, demo):
    nvm = str(tmp_path / "nvm.bin")
    s = Simulator("pybadge", nvm_path=nvm)
    s.run("reset wait:1 B wait:1 reset", code=demo)  # script reset, microcontroller.reset(), script reset
    assert s.machine.boots == 4
    assert [e[2] for e in s.events_of("reset")] == ["script reset", "microcontroller.reset()", "script reset"]
    with open(nvm, "rb") as f:
        assert f.read()[0] == (0xFF + 4) & 0xFF  # erased 0xFF, +1 per boot
    assert len(open(nvm, "rb").read()) == BoardStub("pybadge").nvm_size
    s2 = Simulator("pybadge", nvm_path=nvm)
    s2.run("", code=demo)
    assert "boot 3 PyBadge" in s2.console


def test_power_cut_in_an_nvm_write(tmp_path):
    nvm = str(tmp_path / "nvm.bin")

    def code():
        import microcontroller

        if microcontroller.nvm[0] == 0xFF:
            microcontroller.nvm[0:10] = bytes(range(10))
        while True:
            import time

            time.sleep(0.1)

    with Simulator("pybadge", nvm_path=nvm) as s:
        s.cut_power_after_nvm_bytes(4)
        s.run("wait:1", code=code)
    data = open(nvm, "rb").read()
    assert data[:4] == bytes(range(4)) and data[4:10] == b"\xff" * 6
    assert s.events_of("power_cut") and s.machine.boots == 2


def test_several_boards_in_one_process(tmp_path, demo):
    for name in ("pybadge", "clue", "pyportal", "thumby", "pygamer", "pybadge"):
        s = Simulator(name, nvm_path=str(tmp_path / ("%s.bin" % name)))
        script = "touch:40,50" if PROFILES[name].touch else "B" if name == "clue" else "A"  # CLUE: B tap = A
        s.run(script, code=demo)
        w, h = PROFILES[name].size
        assert s.rgb().shape == (h, w, 3)
        assert s.pixel(12, 12) == (255, 0, 0)
        if PROFILES[name].touch:
            assert s.pixel(40, 50) == (0, 0, 255)
        else:
            assert s.pixel(30, 30) == (0, 255, 0)


def test_script_errors():
    s = Simulator("clue")
    with pytest.raises(ScriptError, match="CLUE"):
        s.run("UP")
    with pytest.raises(ScriptError):
        s.run("touch:1,2")
    with pytest.raises(ScriptError):
        Simulator("pybadge").run("wait:soon")


def test_script_limits_and_the_type_rule():
    from sim import profiles
    from sim.script import MAX_REPEAT, MAX_SECONDS, parse

    badge = profiles.get("pybadge")
    assert parse("wait:%d hold:A:0 A*%d" % (MAX_SECONDS, MAX_REPEAT), badge)[-1][0] == "press"
    for bad in ("wait:%d" % (MAX_SECONDS + 1), "wait:inf", "wait:nan", "hold:A:-0.5", "A*%d" % (MAX_REPEAT + 1),
                "shot:../x", "shot:a\\b", "type:3 5 shot:x", "type:3 5 RIGHT*2", "type:3 5 quit"):
        with pytest.raises(ScriptError):
            parse(bad, badge)
    # A typed line ends at ';' or the end of its line; its first word is always text (a Wild mark on a
    # board with an O button); lower-case words are text.
    assert parse("type:3 5; shot:x", badge) == [("type", "3 5"), ("shot", "x")]
    assert parse("type:board 3, square 5\nA", badge)[0] == ("type", "board 3, square 5")
    assert parse("type:a b c", badge) == [("type", "a b c")]
    pewpew = profiles.get("pewpew_m4", (160, 128))
    assert pewpew.control("O")
    assert parse("type:O 5", pewpew) == [("type", "O 5")]
    portal = profiles.get("pyportal")
    assert parse("touch:319,239:0.5", portal) == [("touch", 319, 239, 500.0)]
    for bad in ("touch:320,0", "touch:0,240", "touch:nan,1", "touch:1,1:inf"):
        with pytest.raises(ScriptError):
            parse(bad, portal)


def test_a_shot_that_cannot_be_written_stops_the_run_as_a_simulator_error(tmp_path):
    from sim import SimAbort

    (tmp_path / "afile").write_text("x")
    s = Simulator("pybadge", nvm_path=str(tmp_path / "n.bin"), shots_dir=str(tmp_path / "afile" / "shots"))
    with pytest.raises(SimAbort, match="cannot write the screenshot"):
        s.run("A shot:x")
    assert s.error is None and not s.events_of("crash")      # not taken for the game crashing


def test_fresh_erases_the_nvm_file_at_start(tmp_path, demo):
    nvm = tmp_path / "n.bin"
    nvm.write_bytes(bytes([7]) * 256)
    s = Simulator("pybadge", nvm_path=str(nvm), fresh=True)
    s.run("wait:0.1", code=demo)
    assert "boot 255 " in s.console                     # the demo read erased flash, not the old 7
    assert nvm.read_bytes()[0] == 0 and nvm.read_bytes()[1:] == b"\xff" * 255


def test_code_errors_are_raised_after_the_run(tmp_path):
    def code():
        raise ZeroDivisionError("oops")

    s = Simulator("pybadge", nvm_path=str(tmp_path / "n.bin"))
    with pytest.raises(ZeroDivisionError):
        s.run("A", code=code)
    assert s.events_of("crash")


def _cli(args, env_extra=None, drop=()):
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "-m", "sim"] + args, cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=120)


def test_cli_headless(tmp_path, demo):
    r = _cli(["--board", "pygamer", "--headless", "--code", demo, "--script", "RIGHT A shot:x",
              "--shots", str(tmp_path), "--nvm", str(tmp_path / "n.bin")])
    assert r.returncode == 0, r.stderr
    assert os.path.exists(str(tmp_path / "x.png"))


def test_cli_without_a_display_says_how_to_run_headless(tmp_path):
    r = _cli(["--board", "pybadge", "--nvm", str(tmp_path / "n.bin")],
             drop=("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"))
    assert r.returncode == 2
    assert "--headless" in r.stderr and "Traceback" not in r.stderr


@pytest.mark.skipif(not os.path.exists(os.path.join(ROOT, "code.py")), reason="no code.py yet")
@pytest.mark.parametrize("name,script", [("pybadge", "A RIGHT A shot:game"), ("pyportal", "touch:60,40 shot:game"),
                                         ("clue", "B A B shot:game"), ("thumby", "A A shot:game")])
def test_the_repo_code_py_runs(tmp_path, name, script):
    s = Simulator(name, nvm_path=str(tmp_path / "n.bin"), shots_dir=str(tmp_path))
    s.run(script)
    assert s.error is None and os.path.exists(s.shots["game"])


# ---- deploy ----

def _mpy_cross():
    """CircuitPython's mpy-cross from $MPY_CROSS (.ci/run sets it from ../shared/tools), else None."""
    path = os.environ.get("MPY_CROSS")
    return path if path and os.access(path, os.X_OK) else None


def _deployed(out):
    return sorted(os.path.relpath(os.path.join(d, f), out).replace(os.sep, "/")
                  for d, _, names in os.walk(out) for f in names)


@pytest.mark.parametrize("mpy", [True, False], ids=["mpy", "py"])
def test_deploy_writes_a_folder_whose_imports_all_resolve(tmp_path, mpy):
    compiler = _mpy_cross()
    if mpy and compiler is None:
        pytest.skip("MPY_CROSS is not set to CircuitPython's mpy-cross (.ci/run sets it)")
    out = str(tmp_path / "CIRCUITPY")
    libs = deploy.deploy(out, log=lambda *a: None, compiler=compiler, mpy=mpy)
    for name in ("code.py", "uttt", "boards", "lib", "lib/circup.txt"):
        assert os.path.exists(os.path.join(out, name))
    files = _deployed(out)
    ext = ".mpy" if mpy else ".py"
    assert "uttt/rules" + ext in files and "boards/pybadge" + ext in files and "code.py" in files
    assert not [f for f in files if f.endswith(".py" if mpy else ".mpy") and f != "code.py"]
    for pc in deploy.PC_ONLY:  # the terminal game and the tests' press helper stay on the PC
        assert pc[:-3] + ext not in files
    assert "adafruit_touchscreen" in libs  # boards/pyportal.py needs it
    # Library modules, not whole packages: the layout's widgets, imageload, shapes, fonts stay behind.
    assert not [f for f in files if "widgets" in f or "imageload" in f or "shapes" in f or "bitmap_font" in f]
    with open(os.path.join(out, "lib", "circup.txt")) as f:
        assert sorted(line.strip() for line in f if not line.startswith("#")) == libs
    assert deploy.unresolved(out, deploy.SUPPORTED) == []
    for b in deploy.SUPPORTED:
        assert deploy.unresolved(out, (b,)) == []


def test_deploy_for_one_board_takes_only_what_it_imports(tmp_path):
    out = str(tmp_path / "CIRCUITPY")
    libs = deploy.deploy(out, "pybadge", log=lambda *a: None, mpy=False)
    assert "adafruit_touchscreen" not in libs  # only the generic driver's optional touch wants it
    boards = sorted(os.listdir(os.path.join(out, "boards")))
    assert "pybadge.py" in boards and "generic.py" in boards  # the fallback of boards.load()
    assert "pyportal.py" not in boards and "clue.py" not in boards
    assert deploy.unresolved(out, ("pybadge",), frozen=True) == []


def _repo(tmp_path, code):
    """A repository of the game's shape whose code.py imports what code says."""
    root = tmp_path / "repo"
    (root / "uttt").mkdir(parents=True)
    (root / "boards").mkdir()
    (root / "code.py").write_text(code)
    (root / "uttt" / "__init__.py").write_text("")
    (root / "boards" / "__init__.py").write_text("")
    return str(root)


def test_deploy_for_one_board_leaves_out_its_frozen_libraries(tmp_path):
    root = _repo(tmp_path, "from adafruit_display_text import bitmap_label\n")
    out = str(tmp_path / "CIRCUITPY")
    libs = deploy.deploy(out, "pyportal", root=root, log=lambda *a: None, mpy=False)
    assert not os.path.exists(os.path.join(out, "lib", "adafruit_display_text"))  # frozen into PyPortal firmware
    assert libs == ["adafruit_ticks"]  # what the frozen text library imports and the firmware lacks
    assert deploy.unresolved(out, ("pyportal",), frozen=True, root=root) == []
    assert deploy.unresolved(out, ("pyportal",), frozen=False, root=root)  # the frozen modules are not files


def test_deploy_follows_library_dependencies(tmp_path):
    root = tmp_path / "repo"
    (root / "uttt").mkdir(parents=True)
    (root / "boards").mkdir()
    (root / "code.py").write_text("import board\nfrom adafruit_display_text import bitmap_label\n"
                                  "from adafruit_displayio_layout.layouts.grid_layout import GridLayout\n"
                                  "try:\n    import typing\n    import adafruit_touchscreen\nexcept ImportError:\n"
                                  "    pass\n")
    (root / "uttt" / "__init__.py").write_text("")
    (root / "boards" / "__init__.py").write_text("")
    out = str(tmp_path / "out")
    libs = deploy.deploy(out, "pybadge", root=str(root), log=lambda *a: None, mpy=False)
    assert libs == ["adafruit_display_text", "adafruit_displayio_layout", "adafruit_ticks"]  # ticks: bitmap_label's
    files = _deployed(out)
    assert "lib/adafruit_displayio_layout/layouts/__init__.py" in files  # a module's packages go with it
    assert "lib/adafruit_display_text/label.py" not in files  # a module of the package nobody imports
    assert deploy.unresolved(out, ("pybadge",)) == []
    (root / "code.py").write_text("import no_such_library\n")
    with pytest.raises(deploy.DeployError):
        deploy.deploy(str(tmp_path / "out2"), root=str(root), log=lambda *a: None, mpy=False)
    assert not os.path.exists(tmp_path / "out2")  # refused before anything was written


def test_another_trees_deploy_gets_its_own_sprite_sheets(tmp_path):
    """A deploy of another tree (``root=``, press_times.py --root) writes the sprite sheets that tree's own code
    draws, as its own deploy does: without them its board draws them in Python and its figures are not a board's."""
    import shutil

    root = tmp_path / "tree"
    ignore = shutil.ignore_patterns("__pycache__", "sheets")
    for name in ("uttt", "sim", "boards", "lib"):
        if os.path.isdir(os.path.join(ROOT, name)):
            shutil.copytree(os.path.join(ROOT, name), str(root / name), ignore=ignore)
    shutil.copy(os.path.join(ROOT, "code.py"), str(root / "code.py"))
    mine, theirs = str(tmp_path / "mine"), str(tmp_path / "theirs")
    deploy.deploy(mine, "pybadge", log=lambda *a: None, mpy=False)
    deploy.deploy(theirs, "pybadge", root=str(root), log=lambda *a: None, mpy=False)
    sheets = sorted(f for f in _deployed(mine) if f.startswith("uttt/ui/sheets/"))
    assert sheets and sheets == sorted(f for f in _deployed(theirs) if f.startswith("uttt/ui/sheets/"))
    for f in sheets:
        with open(os.path.join(mine, f), "rb") as a, open(os.path.join(theirs, f), "rb") as b:
            assert a.read() == b.read(), f


def test_unresolved_reads_a_mpy_files_imports_from_its_source(tmp_path):
    compiler = _mpy_cross()
    if compiler is None:
        pytest.skip("MPY_CROSS is not set to CircuitPython's mpy-cross (.ci/run sets it)")
    out = str(tmp_path / "CIRCUITPY")
    deploy.deploy(out, "pybadge", log=lambda *a: None, compiler=compiler)
    assert deploy.unresolved(out, ("pybadge",), frozen=True) == []
    os.remove(os.path.join(out, "uttt", "codec.mpy"))  # uttt.ui.app and others import it
    bad = deploy.unresolved(out, ("pybadge",), True)
    assert bad and all(m.startswith("uttt.codec") and f.endswith(".mpy") for f, m in bad), bad


def test_mpy_files_leave_out_line_numbers_unless_asked(tmp_path):
    """-O3 by default (the line-number tables cost a board ~5 KB of heap); --lines keeps them."""
    compiler = _mpy_cross()
    if compiler is None:
        pytest.skip("MPY_CROSS is not set to CircuitPython's mpy-cross (.ci/run sets it)")
    sizes = {}
    for lines in (False, True):
        out = str(tmp_path / ("lines" if lines else "O3"))
        deploy.deploy(out, "pybadge", log=lambda *a: None, compiler=compiler, lines=lines)
        sizes[lines] = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(os.path.join(out, "uttt"))
                           for f in fs)
    assert sizes[False] < sizes[True] * 0.95, sizes


@pytest.mark.parametrize("flag", ["--lines", "--debug", None])
def test_debug_is_the_deploy_that_keeps_line_numbers(tmp_path, monkeypatch, flag):
    """``--debug`` is another name for ``--lines``; the default is the -O3 deploy the device-fit bench measures."""
    seen = {}
    monkeypatch.setattr(deploy, "deploy", lambda *a, **k: seen.update(k))
    deploy.main([str(tmp_path / "CIRCUITPY"), "--py"] + ([flag] if flag else []))
    assert seen["lines"] is (flag is not None)


# ---- device code stays device code ----

BOARD_FILES = {"pybadge.py": ("pybadge", "edgebadge"), "pygamer.py": ("pygamer",),
               "pyportal.py": ("pyportal", "pyportal_pynt", "pyportal_titano"),
               "clue.py": ("clue_nrf52840_express",), "thumby_color.py": ("tinycircuits_thumby_color",)}


def test_board_modules_import_only_firmware_modules():
    shipped = {"boards", "uttt", "adafruit_touchscreen"}
    for f in sorted(os.listdir(os.path.join(ROOT, "boards"))):
        if not f.endswith(".py"):
            continue
        served = BOARD_FILES.get(f, deploy.SUPPORTED)
        have = deploy.builtins_of(served)
        for module, optional in deploy.imports(os.path.join(ROOT, "boards", f)):
            top = module.split(".")[0]
            assert optional or top in have or top in shipped, "%s imports %s" % (f, module)


def test_board_modules_compile_under_micropython():
    mp = os.path.join(os.path.dirname(sys.executable), "micropython")
    if not os.path.exists(mp):
        pytest.skip("no micropython binary")
    for f in sorted(os.listdir(os.path.join(ROOT, "boards"))):
        if f.endswith(".py"):
            path = os.path.join(ROOT, "boards", f)
            r = subprocess.run([mp, "-X", "compile-only", path], capture_output=True, text=True, timeout=60)
            assert r.returncode == 0, (f, r.stdout, r.stderr)
            ast.parse(open(path).read())
