"""Write a complete CIRCUITPY folder: ``python -m sim.deploy PATH [--board pybadge] [--mpy-cross FILE | --py] [--lines]``.

PATH gets ``code.py``, ``uttt/``, ``boards/`` and ``lib/``, compiled to ``.mpy`` by CircuitPython's own
``mpy-cross`` (``--mpy-cross FILE``, else ``$MPY_CROSS``, else an ``mpy-cross`` on PATH if it is
CircuitPython's): a board loads a .mpy without compiling it, which needs far less RAM than a .py
(``PY_COST`` below; ``code.py`` stays source, as CircuitPython runs it). They are compiled ``-O3``, without
line numbers (~5 KB more heap; ``--lines`` keeps them for tracebacks that say where). With no compiler, or ``--py``, it
writes .py files and says what that costs. A MicroPython ``mpy-cross`` is refused (CircuitPython does not load
its files), and so is one of another major version than the CircuitPython named in ``PATH/boot_out.txt``.

What goes: ``uttt/`` except the PC-only modules (``PC_ONLY``); from ``boards/``, ``__init__.py`` with the
modules it loads for the board (``--board``; every board's without it) and their imports; into ``lib/``, the
library *modules* the game imports, followed module by module through the libraries' own imports (and any
string constant of ours naming a library module, as a module loaded by name); not what is imported inside
``try: ... except ImportError`` (the code runs without it), nor what the board has built in or frozen into its
firmware. ``lib/circup.txt`` lists those libraries in the form ``circup install -r``
reads, for those who prefer the Adafruit bundle's own files. The deploy replaces ``uttt/``, ``boards/`` and
each library it writes (``lib/NAME`` or ``lib/NAME.py``/``.mpy``); the rest of ``lib/`` is left alone. With
``--board``, ``uttt/ui/sheets/`` gets the board's sprite sheets (``sim.sheets``), which the board then loads
instead of drawing them.

Problems with the command line (a target that is a file or cannot be written, a file named ``uttt`` or
``lib`` in it, an unknown board or one without a display, a wrong compiler) are one line on stderr and exit
status 2, before anything is written.

``unresolved(folder, board_ids)`` is the check the tests run on the result: every import that is not inside
``try: ... except ImportError`` must be a built-in module of each board or a file (.py or .mpy) of the
folder; a .mpy file's imports are read from its source.
"""

import argparse
import ast
import importlib.util
import os
import re
import shutil
import subprocess
import sys

from sim.stubs import BoardStub

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUPPORTED = ("pybadge", "edgebadge", "pygamer", "pyportal", "pyportal_pynt", "pyportal_titano",
             "clue_nrf52840_express", "tinycircuits_thumby_color")
ALWAYS = {"gc", "micropython", "sys", "builtins", "__future__"}  # in every CircuitPython, not in the stubs
OWN = ("uttt", "boards")
# PC tools inside the package, never put on a board (tests/test_device_memory.py checks no device module
# imports them): the plain-terminal game and the "which presses reach this cell" helper of tests and shots.
PC_ONLY = ("uttt/ui/textui.py", "uttt/ui/drive.py")
# What writing .py instead of .mpy costs on a PyBadge, by tests/bench/device_fit.py (at 0740c8d, seeds 1-4):
# resident at play 116.9 KB from .py against 108.8 KB from .mpy; the whole session 192 KB against 187 KB.
PY_COST = "about 8 KB more RAM at play on a PyBadge, and more while each screen's code compiles"
MPY_CROSS_URL = "https://adafruit-circuit-python.s3.amazonaws.com/index.html?prefix=bin/mpy-cross/"
_OPTIONAL = ("ImportError", "ModuleNotFoundError", "Exception", "BaseException")
_NAME = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$")


class DeployError(Exception):
    """A problem the user can fix: printed as one line, exit status 2."""


# ----- reading imports ---------------------------------------------------------------------------------------

def _optional(handler):
    t = handler.type
    if t is None:
        return True
    names = t.elts if isinstance(t, ast.Tuple) else [t]
    return any(isinstance(n, ast.Name) and n.id in _OPTIONAL for n in names)


def imports(path, module=None, names=False):
    """(module, optional) for each import in a Python file; ``optional`` when it sits in a ``try`` whose
    handlers catch ImportError. ``from a import b`` gives "a" and "a.b". Relative imports are resolved when
    ``module`` (the file's own dotted name) is given, else skipped. With ``names``, every string constant
    that looks like a dotted module name comes too, with ``optional`` "name" (a module that may be imported
    by name: shipped when it exists, not required)."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    package = None
    if module:
        package = module if os.path.basename(path) == "__init__.py" else module.rpartition(".")[0]
    found = []

    def base(node):
        if not node.level:
            return node.module
        if package is None:
            return None
        parts = package.split(".")
        if node.level > 1:
            parts = parts[:len(parts) - node.level + 1]
        if node.module:
            parts.append(node.module)
        return ".".join(p for p in parts if p) or None

    def visit(node, optional):
        if isinstance(node, ast.Try):
            guarded = optional or any(_optional(h) for h in node.handlers)
            for child in node.body + node.handlers:  # a handler's import is the fallback: optional too
                visit(child, guarded)
            for child in node.orelse + node.finalbody:
                visit(child, optional)
            return
        if isinstance(node, ast.Import):
            for alias in node.names:
                found.append((alias.name, optional))
        elif isinstance(node, ast.ImportFrom):
            mod = base(node)
            if mod:
                found.append((mod, optional))
                for alias in node.names:
                    if alias.name != "*":
                        found.append((mod + "." + alias.name, optional))
        elif names and isinstance(node, ast.Constant) and isinstance(node.value, str) and \
                _NAME.match(node.value) and "." in node.value:
            found.append((node.value, "name"))
        for child in ast.iter_child_nodes(node):
            visit(child, optional)

    visit(tree, False)
    return found


def _py_files(path):
    if os.path.isfile(path):
        if path.endswith(".py"):
            yield path
        return
    for d, dirs, files in os.walk(path):
        dirs[:] = sorted(x for x in dirs if x != "__pycache__" and not x.startswith("."))
        for f in sorted(files):
            if f.endswith(".py"):
                yield os.path.join(d, f)


def builtins_of(board_ids, frozen=False):
    """Modules built into every one of the boards (with their frozen libraries if ``frozen``)."""
    sets = []
    for b in board_ids:
        stub = BoardStub(b)
        sets.append(stub.modules | (stub.frozen if frozen else set()))
    return set.intersection(*sets) | ALWAYS


# ----- finding library modules -------------------------------------------------------------------------------

def _library(name):
    """The installed file or package folder of top-level module ``name``, if it is a pure-Python one
    from site-packages (an Adafruit library), else None."""
    try:
        spec = importlib.util.find_spec(name)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.origin or "site-packages" not in spec.origin:
        return None
    if spec.submodule_search_locations:
        return os.path.dirname(spec.origin)
    return spec.origin if spec.origin.endswith(".py") else None


def library_file(module):
    """(site-packages folder, path) of library module ``module`` ("a.b.c": a/b/c.py or a/b/c/__init__.py),
    or None. Nothing is imported to find it."""
    parts = module.split(".")
    top = _library(parts[0])
    if top is None:
        return None
    if os.path.isfile(top):
        return (os.path.dirname(top), top) if len(parts) == 1 else None
    site = os.path.dirname(top)
    p = os.path.join(top, *parts[1:])
    if os.path.isfile(os.path.join(p, "__init__.py")):
        return site, os.path.join(p, "__init__.py")
    if os.path.isfile(p + ".py"):
        return site, p + ".py"
    return None


def _packages(module):
    """"a.b.c" -> ["a", "a.b", "a.b.c"]: importing a module runs its packages first."""
    parts = module.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts) + 1)]


# ----- what goes on the board --------------------------------------------------------------------------------

def board_modules(root, board_ids):
    """The boards/ modules ``boards/__init__.py`` loads for these boards: MODULES[board_id], and the names
    it loads by ``_module("...")`` (the generic driver, its fallback)."""
    path = os.path.join(root, "boards", "__init__.py")
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    table = {}
    fallback = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "MODULES"
                                                for t in node.targets):
            table = ast.literal_eval(node.value)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "_module":
            for a in node.args:
                if isinstance(a, ast.Constant) and isinstance(a.value, str):
                    fallback.add(a.value)
    names = set(fallback)
    if table:
        names |= set(table.get(b, "generic") for b in board_ids)
    return sorted(names)


def _own_file(root, module):
    parts = module.split(".")
    if parts[0] not in OWN:
        return None
    p = os.path.join(root, *parts)
    for f in (os.path.join(p, "__init__.py"), p + ".py"):
        if os.path.isfile(f):
            return f
    return None


def plan(root, board_ids, frozen=False):
    """What the deploy writes: ({relative path in the target: source path}, {library top name: version or
    ""}, [(module, frozen library)] of frozen modules the game imports, [missing modules])."""
    have = builtins_of(board_ids)
    frozen_names = builtins_of(board_ids, True) - have if frozen else set()
    files = {}
    todo = []
    for rel in ["uttt/" + p for p in _walk_rel(os.path.join(root, "uttt"))]:
        if rel not in PC_ONLY:
            todo.append(("uttt." + rel[5:-3].replace("/", ".").replace(".__init__", ""), os.path.join(root, rel),
                         rel))
    todo.append(("boards", os.path.join(root, "boards", "__init__.py"), "boards/__init__.py"))
    for name in board_modules(root, board_ids):
        todo.append(("boards." + name, os.path.join(root, "boards", name + ".py"), "boards/%s.py" % name))
    code = os.path.join(root, "code.py")
    todo.append(("code", code, "code.py"))
    libs = {}
    frozen_used = []
    missing = []
    seen = set()
    while todo:
        module, path, rel = todo.pop()
        if path in seen:
            continue
        seen.add(path)
        if rel is not None:
            files[rel] = path
        if not os.path.isfile(path):
            missing.append(module)
            continue
        ours = module.split(".")[0] in OWN or module == "code"
        for name, optional in imports(path, module, names=ours):
            top = name.split(".")[0]
            if top in OWN:
                mod = name if _own_file(root, name) else name.rpartition(".")[0]
                src = _own_file(root, mod)
                if src is None:
                    if not optional:
                        missing.append(name)
                    continue
                rel = os.path.relpath(src, root).replace(os.sep, "/")
                if rel in PC_ONLY:
                    if not optional:
                        missing.append("%s (a PC tool, imported by %s)" % (name, module))
                    continue
                todo.append((mod, src, rel))
                continue
            if top in have:
                continue
            if optional is True:
                continue  # inside try/except ImportError: the code runs without it, so it does not go
            for mod in _packages(name):
                found = library_file(mod)
                if found is None:
                    if mod == top and not optional and top not in missing:
                        missing.append(top)
                    break
                site, src = found
                if top in frozen_names:
                    if (mod, top) not in frozen_used:
                        frozen_used.append((mod, top))
                    todo.append((mod, src, None))  # its own imports may need what is not frozen
                    continue
                if top not in libs:
                    libs[top] = _version(top)
                todo.append((mod, src, "lib/" + os.path.relpath(src, site).replace(os.sep, "/")))
    return files, libs, sorted(frozen_used), missing


def _walk_rel(folder):
    for path in _py_files(folder):
        yield os.path.relpath(path, folder).replace(os.sep, "/")


def _version(top):
    """The installed distribution's version of library ``top`` (for the circup list), or ""."""
    try:
        from importlib import metadata

        for dist in metadata.distributions():
            for f in dist.files or ():
                if f.parts and f.parts[0] in (top, top + ".py"):
                    return dist.version
    except Exception:  # noqa: BLE001 (a version is a nicety)
        pass
    return ""


def libraries(root, board_ids, frozen=False):
    """{top-level name: version} of the libraries the game needs in lib/, and the modules found nowhere."""
    _, libs, _, missing = plan(root, board_ids, frozen)
    return libs, missing


# ----- the compiler --------------------------------------------------------------------------------------------

def compiler_version(path):
    """(major, minor, micro) of CircuitPython's mpy-cross at path. DeployError for anything else."""
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30)
    except OSError as e:
        raise DeployError("cannot run mpy-cross %s: %s" % (path, e.strerror or e))
    except subprocess.TimeoutExpired:
        raise DeployError("mpy-cross %s did not answer --version" % path)
    text = (out.stdout + out.stderr).strip()
    m = re.search(r"CircuitPython (\d+)\.(\d+)\.(\d+)", text)
    if m:
        return tuple(int(x) for x in m.groups())
    if "MicroPython" in text:
        raise DeployError("%s is MicroPython's mpy-cross: CircuitPython cannot load its .mpy files; get "
                          "CircuitPython's from %s (or use --py)" % (path, MPY_CROSS_URL))
    raise DeployError("%s is not CircuitPython's mpy-cross (--version says %r)" % (path, text[:60]))


def find_compiler(explicit=None):
    """(path, version) of the mpy-cross to use, or (None, why) when there is none. An explicit one
    (--mpy-cross, else $MPY_CROSS) must be CircuitPython's; one on PATH is used only if it is."""
    path = explicit or os.environ.get("MPY_CROSS")
    if path:
        if not os.path.isfile(path):
            raise DeployError("mpy-cross %s: no such file" % path)
        if not os.access(path, os.X_OK):
            raise DeployError("mpy-cross %s is not executable (chmod +x a copy of it)" % path)
        return path, compiler_version(path)
    found = shutil.which("mpy-cross")
    if found:
        try:
            return found, compiler_version(found)
        except DeployError as e:
            return None, "the mpy-cross on PATH was not used: %s" % e
    return None, "no CircuitPython mpy-cross (--mpy-cross FILE, $MPY_CROSS or on PATH)"


def board_info(path):
    """(CircuitPython version tuple or None, board id or None) from PATH/boot_out.txt, if there is one."""
    try:
        with open(os.path.join(path, "boot_out.txt"), encoding="utf-8", errors="replace") as f:
            text = f.read(4096)
    except OSError:
        return None, None
    m = re.search(r"CircuitPython (\d+)\.(\d+)\.(\d+)", text)
    b = re.search(r"Board ID:\s*(\S+)", text)
    return (tuple(int(x) for x in m.groups()) if m else None), (b.group(1) if b else None)


# ----- checking the command line -------------------------------------------------------------------------------

def known_boards():
    return SUPPORTED


def check_board(board):
    """DeployError unless board is a CircuitPython board id with a built-in display."""
    try:
        stub = BoardStub(board)
    except KeyError:
        raise DeployError("unknown board %r; known boards: %s (or any CircuitPython board id with a "
                          "built-in display)" % (board, ", ".join(known_boards())))
    if not stub.has_display:
        raise DeployError("board %r has no built-in display: the game cannot run there" % board)


def check_target(path):
    """DeployError unless path is (or can be made) a folder we can write, with room for our folders."""
    p = os.path.abspath(path)
    if os.path.exists(p) and not os.path.isdir(p):
        raise DeployError("%s is a file, not a folder" % path)
    up = p
    while not os.path.exists(up):
        up = os.path.dirname(up)
    if not os.path.isdir(up):
        raise DeployError("cannot create %s: %s is a file" % (path, up))
    if not os.access(up, os.W_OK | os.X_OK):
        raise DeployError("cannot write to %s: permission denied" % up)
    for name in ("uttt", "boards", "lib"):
        q = os.path.join(p, name)
        if os.path.exists(q) and not os.path.isdir(q):
            raise DeployError("%s is a file: the game needs a folder there (move the file away)" % q)
        if os.path.isdir(q) and not os.access(q, os.W_OK | os.X_OK):
            raise DeployError("cannot write to %s: permission denied" % q)
    q = os.path.join(p, "code.py")
    if os.path.isdir(q):
        raise DeployError("%s is a folder: the game needs a file there (move it away)" % q)
    if os.path.exists(q) and not os.access(q, os.W_OK) and not os.access(p, os.W_OK):
        raise DeployError("cannot write to %s: permission denied" % q)


# ----- writing -------------------------------------------------------------------------------------------------

def _compile(compiler, src, dst, rel, lines=False):
    opt = [] if lines else ["-O3"]  # -O3: no line-number tables (and no asserts), ~5 KB less RAM on a PyBadge
    out = subprocess.run([compiler] + opt + ["-o", dst, "-s", rel, src], capture_output=True, text=True,
                         timeout=120)
    if out.returncode != 0:
        raise DeployError("mpy-cross failed on %s: %s" % (rel, (out.stdout + out.stderr).strip()[:200]))


def _remove(p):
    if os.path.isdir(p) and not os.path.islink(p):
        shutil.rmtree(p)
    elif os.path.lexists(p):
        os.remove(p)


def deploy(path, board=None, root=ROOT, log=print, compiler=None, mpy=True, lines=False):
    """Write the CIRCUITPY folder to ``path``; returns the sorted list of library names in lib/.

    ``compiler``: the mpy-cross to use (None: ``find_compiler()``); ``mpy=False`` writes .py; ``lines``: keep
    line numbers in the .mpy files (tracebacks say where; without them, ``-O3``, a PyBadge has ~5 KB more
    heap, measured by tests/bench/device_fit.py). Raises
    DeployError (nothing written) for a problem the user can fix."""
    check_target(path)
    version, board_id = board_info(path)
    if board is not None:
        check_board(board)
        if board_id and board_id != board:
            raise DeployError("%s/boot_out.txt says this is a %s, not a %s" % (path, board_id, board))
    board_ids = (board,) if board else SUPPORTED
    files, libs, frozen_used, missing = plan(root, board_ids, frozen=bool(board))
    if missing:
        raise DeployError("not built into %s and not installed here: %s" % (", ".join(board_ids),
                                                                            ", ".join(sorted(missing))))
    why = None
    if mpy:
        if compiler is None:
            compiler, cver = find_compiler()
            if compiler is None:
                why = cver
        else:
            cver = compiler_version(compiler)
        if compiler and version and version[0] != cver[0]:
            raise DeployError("%s runs CircuitPython %d.%d.%d, mpy-cross is %d.%d.%d's: get mpy-cross for "
                              "CircuitPython %d from %s (or use --py)" % ((path,) + version + cver +
                                                                          (version[0], MPY_CROSS_URL)))
    else:
        compiler = None
    os.makedirs(path, exist_ok=True)
    for name in ("uttt", "boards"):
        _remove(os.path.join(path, name))
    lib = os.path.join(path, "lib")
    os.makedirs(lib, exist_ok=True)
    for top in libs:
        for p in (os.path.join(lib, top), os.path.join(lib, top + ".py"), os.path.join(lib, top + ".mpy")):
            _remove(p)
    count = 0
    for rel, src in sorted(files.items()):
        dst = os.path.join(path, *rel.split("/"))
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        if compiler and rel != "code.py":
            _compile(compiler, src, dst[:-3] + ".mpy", rel, lines)
        else:
            shutil.copy2(src, dst)
        count += 1
    with open(os.path.join(lib, "circup.txt"), "w", encoding="utf-8") as f:
        f.write("# The Adafruit libraries the game imports on %s: circup install -r lib/circup.txt\n"
                % (board or "any supported board"))
        for top in sorted(libs):
            f.write(top + "\n")
    kind = ((".mpy (CircuitPython %d.%d.%d's mpy-cross%s)" % (cver + (", line numbers kept" if lines else ", -O3",)))
            if compiler else ".py")
    log("wrote %s for %s: %d files as %s; lib/: %s" % (path, board or "every supported board", count, kind,
                                                       ", ".join(sorted(libs)) or "no libraries"))
    if frozen_used:
        log("frozen into the %s firmware, not copied: %s" % (board, ", ".join(sorted(set(t for _, t in frozen_used)))))
    if mpy and not compiler:
        log("note: %s; wrote .py, which costs %s; get mpy-cross from %s" % (why, PY_COST, MPY_CROSS_URL))
    if board:
        _sheets(path, board, root, log)
    return sorted(libs)


def _sheets(path, board, root, log):
    """The board's sprite sheets, drawn here once (``sim.sheets``): a board loads them instead of drawing them
    in Python as a scene is built. Only for this repository's game (the sheets are drawn by its code), and only
    where Blinka's displayio is installed (the .venv); else the board draws them, as before."""
    if os.path.abspath(root) != ROOT or not os.path.isfile(os.path.join(root, "uttt", "ui", "sprites.py")):
        return
    try:
        from sim import profiles, sheets
        width, height = profiles.get(board).size
        n = sheets.write(os.path.join(path, "uttt", "ui", "sheets"), width, height)
    except (ImportError, KeyError) as e:
        log("note: no sprite sheets written (the board draws them): %s" % e)
        return
    log("uttt/ui/sheets/: %d sprite sheets for a %dx%d screen" % (n, width, height))


# ----- checking a folder ---------------------------------------------------------------------------------------

def _module_file(folder, parts):
    for base in (folder, os.path.join(folder, "lib")):
        p = os.path.join(base, *parts)
        if os.path.isfile(p + ".py") or os.path.isfile(p + ".mpy") or os.path.isfile(os.path.join(p, "__init__.py")) \
                or os.path.isfile(os.path.join(p, "__init__.mpy")):
            return True
        if os.path.isdir(p) and len(parts) == 1:
            return True  # a package without __init__.py (a namespace package, as CircuitPython allows)
    return False


def _resolves(folder, module):
    """Whether ``module`` is a file of the folder, or ``package.module.name`` a name in one."""
    parts = module.split(".")
    if _module_file(folder, parts):
        return True
    return len(parts) > 1 and _module_file(folder, parts[:-1])


def _sources(folder, root=ROOT):
    """(file in folder, its Python source, module name) for each .py and .mpy of the folder."""
    for d, dirs, names in os.walk(folder):
        dirs[:] = sorted(x for x in dirs if x != "__pycache__" and not x.startswith("."))
        for n in sorted(names):
            if not n.endswith((".py", ".mpy")):
                continue
            path = os.path.join(d, n)
            rel = os.path.relpath(path, folder).replace(os.sep, "/")
            stem = rel.rsplit(".", 1)[0]
            if stem.startswith("lib/"):
                stem = stem[4:]
            module = stem.replace("/", ".")
            if module.endswith(".__init__"):
                module = module[:-9]
            if n.endswith(".py"):
                yield path, path, module
                continue
            src = _own_file(root, module) if module.split(".")[0] in OWN else None
            if src is None and not rel.startswith(("uttt/", "boards/")):
                found = library_file(module)
                src = found[1] if found else None
            yield path, src, module


def unresolved(folder, board_ids, frozen=False, root=ROOT):
    """Imports in ``folder`` that some of the boards could not satisfy: [(file, module)]. A .mpy file's
    imports are read from its source (ours in root, a library's in site-packages); one with no source found
    is reported as ("file", "?source")."""
    have = builtins_of(board_ids, frozen)
    bad = []
    for path, src, module in _sources(folder, root):
        rel = os.path.relpath(path, folder)
        if src is None:
            bad.append((rel, "?source"))
            continue
        for name, optional in imports(src, module):
            if optional or name.split(".")[0] in have:
                continue
            if not _resolves(folder, name):
                bad.append((rel, name))
    return bad


# ----- the command line ----------------------------------------------------------------------------------------

class _Parser(argparse.ArgumentParser):
    def error(self, message):
        self.exit(2, "%s: %s (see --help)\n" % (self.prog, message))


def main(argv=None):
    p = _Parser(prog="python -m sim.deploy", description=__doc__.split("\n\n")[0])
    p.add_argument("path", help="the CIRCUITPY drive (or any folder)")
    p.add_argument("--board", default=None,
                   help="only what this board needs, without what it has built in, and its sprite sheets drawn "
                        "(e.g. pybadge)")
    p.add_argument("--mpy-cross", default=None, metavar="FILE",
                   help="CircuitPython's mpy-cross (default: $MPY_CROSS, else mpy-cross on PATH)")
    p.add_argument("--py", action="store_true", help="write .py source instead of .mpy")
    p.add_argument("--lines", action="store_true",
                   help="keep line numbers in the .mpy files' tracebacks (costs ~5 KB of a PyBadge's heap)")
    args = p.parse_args(argv)
    try:
        compiler = None
        if args.mpy_cross and not args.py:
            compiler, _ = find_compiler(args.mpy_cross)
        deploy(args.path, args.board, compiler=compiler, mpy=not args.py, lines=args.lines)
    except DeployError as e:
        print("%s: %s" % (p.prog, e), file=sys.stderr)
        return 2
    except OSError as e:  # a drive that went away, a full disk
        print("%s: cannot write %s: %s" % (p.prog, e.filename or args.path, e.strerror or e), file=sys.stderr)
        return 2
    bad = unresolved(args.path, (args.board,) if args.board else SUPPORTED, frozen=bool(args.board))
    for f, module in bad:
        print("unresolved import in %s: %s" % (f, module), file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
