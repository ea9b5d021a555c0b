"""Write a complete CIRCUITPY folder: ``python -m sim.deploy PATH [--board pybadge] [--mpy-cross FILE | --py] [--lines]``.

PATH gets ``code.py``, ``uttt/``, ``boards/`` and ``lib/``, compiled to ``.mpy`` by CircuitPython's own
``mpy-cross`` (``--mpy-cross FILE``, else ``$MPY_CROSS``, else an ``mpy-cross`` on PATH if it is
CircuitPython's): a board loads a .mpy without compiling it, which needs far less RAM than a .py
(``PY_FIGURES`` below; ``code.py`` stays source, as CircuitPython runs it). They are compiled ``-O3``, without
line numbers (~5 KB more heap; ``--lines``, or ``--debug``, keeps them for tracebacks that say where: without
them a traceback still names each file and function, every one at line 1). The .mpy build also renames the
game's own identifiers (``sim.shorten``: names the board's firmware has, else a letter or two), so a board
interns ~1,200 fewer characters' worth of names a session and stays under its third pool of names;
``--keep-names`` (and ``--lines``) compile the names as the source has them. Without a compiler the
deploy is refused unless ``--py`` is given, as a PyBadge's whole session from .py needs more heap than its
budget; with ``--py`` it writes .py files and says so. A MicroPython ``mpy-cross`` is refused (CircuitPython
does not load its files), and so is one of another major version than the CircuitPython named in
``PATH/boot_out.txt``.
``--board`` takes a CircuitPython board id or a name of ``python -m sim`` (``clue``, ``thumby``, ``titano``).

What goes: ``uttt/`` except the PC-only modules (``PC_ONLY``); from ``boards/``, ``__init__.py`` with the
modules it loads for the board (``--board``; every board's without it) and their imports; into ``lib/``, the
library *modules* the game imports, followed module by module through the libraries' own imports (and any
string constant of ours naming a library module, as a module loaded by name); not what is imported inside
``try: ... except ImportError`` (the code runs without it), nor what the board has built in or frozen into its
firmware. ``lib/circup.txt`` lists those libraries in the form ``circup install -r``
reads, for those who prefer the Adafruit bundle's own files.

Never worse than it found it (issue 15): a target that is, or is inside, a source tree (a folder above it
holds ``.git``, or it is this project's folder) is refused. The whole drive is built in a temporary folder
first (every module compiled, every import resolved: ``build``, ``unresolved``); only then does ``install``
copy it beside the old game (``PATH/.uttt-new``) and swap it in by renames, ``code.py`` last, with Ctrl-C
held back for those few renames: the target holds the old game or the new one, but for the instant between
the two renames of one folder (a power cut right there is the one fault left; no rename swaps two folders on
a FAT drive). A compiler that fails, hangs (``--timeout``, seconds per module) or writes nothing, a full disk
and Ctrl-C before the swap leave the old game as it was, and say so in one line. It replaces ``uttt/``, ``boards/`` and each
library it writes (``lib/NAME`` or ``lib/NAME.py``/``.mpy``), removes the lib/ files its previous deploy wrote
(listed in ``lib/.uttt-deploy``) that this one does not, and leaves the rest of ``lib/`` alone. A
``code.txt``, which CircuitPython runs instead of ``code.py``, is named in a warning (``--remove-code-txt``
removes it); a ``main.py`` or ``main.txt`` gets a note (CircuitPython runs code.py before them).
With ``--board``, ``uttt/ui/sheets/`` gets the board's sprite sheets (``sim.sheets``), drawn into the
built drive before the swap, which the board then loads instead of drawing them.

Problems with the command line (a target that is a file or cannot be written, a file named ``uttt`` or
``lib`` in it, an unknown board or one without a display, a wrong compiler, no compiler without ``--py``)
are one line on stderr and exit status 2, before anything is written; Ctrl-C is one line and exit status 130.

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
import tempfile

from sim.stubs import BoardStub

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUPPORTED = ("pybadge", "edgebadge", "pygamer", "pyportal", "pyportal_pynt", "pyportal_titano",
             "clue_nrf52840_express", "tinycircuits_thumby_color")
ALWAYS = {"gc", "micropython", "sys", "builtins", "__future__"}  # in every CircuitPython, not in the stubs
OWN = ("uttt", "boards")
# PC tools inside the package, never put on a board (tests/test_device_memory.py checks no device module
# imports them): the plain-terminal game and the "which presses reach this cell" helper of tests and shots.
PC_ONLY = ("uttt/ui/textui.py", "uttt/ui/drive.py")
# What writing .py instead of .mpy costs: the whole session's heap from .py and from .mpy against the board's
# budget, KB, by tests/bench/device_fit.py (README.md, "Speed and memory"). Where .py is over the budget the
# game runs out of memory before the session is over, so a deploy without a compiler is refused unless --py.
PY_FIGURES = {"pybadge": (164, 128, 128), "edgebadge": (164, 128, 128), "pygamer": (138, 127, 128),
              "pyportal": (164, 159, 192), "clue_nrf52840_express": (161, 148, 160),
              "tinycircuits_thumby_color": (137, 125, 256)}
COMPILE_TIMEOUT = 60     # seconds one module may take to compile (they take well under one)
MANIFEST = "lib/.uttt-deploy"   # what the last deploy wrote into lib/: the next one removes what it no longer needs
STAGING = (".uttt-new", ".uttt-old")   # on the target, only while files are swapped (a run cut short leaves them)
# CircuitPython runs the first of code.txt, code.py, main.py, main.txt it finds (supervisor main.c); so a
# code.txt keeps code.py from running, and main.py / main.txt never run beside a code.py.
SHADOWS = ("code.txt",)
NEVER_RUN = ("main.py", "main.txt")
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
    """The boards/ modules ``boards.load()`` loads for these boards: MODULES[board_id], and the names it loads
    by ``_module("...")`` (the generic driver, its fallback); both are in ``boards/setup.py`` (in
    ``boards/__init__.py`` before)."""
    table = {}
    fallback = set()
    nodes = []
    for name in ("__init__.py", "setup.py"):
        path = os.path.join(root, "boards", name)
        if os.path.isfile(path):
            with open(path, encoding="utf-8") as f:
                nodes.extend(ast.walk(ast.parse(f.read(), path)))
    for node in nodes:
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


def source_tree(path, root=ROOT):
    """The folder that makes path part of a source tree (it or a folder above it holds ``.git``, or it is
    inside the project's own folder ``root``), or None."""
    p = os.path.realpath(os.path.abspath(path))
    r = os.path.realpath(root)
    if p == r or p.startswith(r.rstrip(os.sep) + os.sep):
        return r
    while True:
        if os.path.lexists(os.path.join(p, ".git")):
            return p
        up = os.path.dirname(p)
        if up == p:
            return None
        p = up


def check_target(path, root=ROOT):
    """DeployError unless path is (or can be made) a folder we can write, with room for our folders, and is
    not part of a source tree (a deploy replaces uttt/ and boards/ there: it would delete the source)."""
    tree = source_tree(path, root)
    if tree:
        raise DeployError("%s is %s source tree (%s): a deploy replaces uttt/ and boards/ there; give the board's "
                          "drive or a folder outside it" % (path, "this project's" if os.path.realpath(root) == tree
                                                            else "inside a", tree))
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

def _compile(compiler, src, dst, rel, lines=False, timeout=COMPILE_TIMEOUT):
    opt = [] if lines else ["-O3"]  # -O3: no line-number tables (and no asserts), ~5 KB less RAM on a PyBadge
    # the source's name in the .mpy is the path the board imports it from (its ``__file__``, interned at the
    # import anyway): one name a module, not two, in the board's names' table (tests/bench/board_names.py),
    # and a traceback still names the file
    name = rel[:-3] + ".mpy"
    if name.startswith("lib/"):
        name = "/" + name
    try:
        out = subprocess.run([compiler] + opt + ["-o", dst, "-s", name, src], capture_output=True, text=True,
                             timeout=timeout)
    except subprocess.TimeoutExpired:
        raise DeployError("mpy-cross did not finish %s within %d s" % (rel, timeout))
    except OSError as e:
        raise DeployError("cannot run mpy-cross %s: %s" % (compiler, e.strerror or e))
    if out.returncode != 0 or not os.path.isfile(dst):
        raise DeployError("mpy-cross failed on %s: %s" % (rel, (out.stdout + out.stderr).strip()[:200]
                                                          or "exit status %d" % out.returncode))


def _remove(p):
    if os.path.isdir(p) and not os.path.islink(p):
        shutil.rmtree(p)
    elif os.path.lexists(p):
        os.remove(p)


def board_id(name):
    """The CircuitPython board id for a board name: the simulator's names (``clue``, ``thumby``, ...) and
    its aliases give their board's id; any other name is taken as a board id."""
    from sim import profiles

    key = profiles.ALIASES.get(name, name)
    return profiles.PROFILES[key].board_id if key in profiles.PROFILES else name


def py_warning(board):
    """What writing .py costs on this board (None: no figures, or within its budget)."""
    ids = (board,) if board else SUPPORTED
    over = [(b,) + PY_FIGURES[b] for b in ids if b in PY_FIGURES and PY_FIGURES[b][0] > PY_FIGURES[b][2]]
    if not over:
        return None
    b, py, mpy, budget = over[0]
    return ("from .py a %s needs %d KB of heap for a whole session, over its %d KB budget (%d KB from .mpy): "
            "it runs out of memory" % (b, py, budget, mpy))


class Interrupted(Exception):
    """Ctrl-C during a deploy, with what it left: printed as one line, exit status 2 (130 for the shell)."""


class _HoldInterrupt:
    """Ctrl-C is held back (and raised afterwards) while the target's files are swapped: a few renames."""

    def __enter__(self):
        import signal
        self.got = False
        self.old = None
        try:
            self.old = signal.signal(signal.SIGINT, self._note)
        except ValueError:  # not the main thread: nothing to hold
            pass
        return self

    def _note(self, *args):
        self.got = True

    def __exit__(self, *exc):
        import signal
        if self.old is not None:
            signal.signal(signal.SIGINT, self.old)
        if self.got and exc[0] is None:
            raise KeyboardInterrupt
        return False


def _files(folder):
    """Relative paths (with /) of every file under folder."""
    out = []
    for d, dirs, names in os.walk(folder):
        dirs.sort()
        for n in sorted(names):
            out.append(os.path.relpath(os.path.join(d, n), folder).replace(os.sep, "/"))
    return out


def _manifest(target):
    """The lib/ files the previous deploy wrote (from its MANIFEST), as safe relative paths under lib/."""
    try:
        with open(os.path.join(target, *MANIFEST.split("/")), encoding="utf-8") as f:
            lines = f.read(65536).splitlines()
    except (OSError, UnicodeDecodeError):
        return []
    out = []
    for line in lines:
        rel = line.strip()
        parts = rel.split("/")
        if rel.startswith("lib/") and len(parts) > 1 and not any(x in ("", ".", "..") for x in parts) \
                and "\\" not in rel:
            out.append(rel)
    return out


def _legacy_libraries(target):
    """On a drive an older deploy wrote (no MANIFEST, but its lib/circup.txt): the files of the libraries
    that circup.txt names, which that deploy wrote; a drive with a MANIFEST gives []."""
    lib = os.path.join(target, "lib")
    if os.path.lexists(os.path.join(target, *MANIFEST.split("/"))):
        return []
    try:
        with open(os.path.join(lib, "circup.txt"), encoding="utf-8") as f:
            lines = f.read(65536).splitlines()
    except (OSError, UnicodeDecodeError):
        return []
    if not lines or not lines[0].startswith("# The Adafruit libraries the game imports on"):
        return []  # not ours
    out = []
    for top in lines[1:]:
        top = top.strip()
        if not _NAME.match(top) or "." in top:
            continue
        for n in (top + ".py", top + ".mpy"):
            if os.path.isfile(os.path.join(lib, n)):
                out.append("lib/" + n)
        if os.path.isdir(os.path.join(lib, top)) and not os.path.islink(os.path.join(lib, top)):
            out += ["lib/" + top + "/" + r for r in _files(os.path.join(lib, top))]
    return out


def build(stage, files, libs, board, compiler, lines, timeout=COMPILE_TIMEOUT, texts=None):
    """Write the whole drive into the folder stage: every module compiled (or copied), lib/circup.txt and the
    MANIFEST. ``texts``: {relative path: source} compiled instead of the file (``short_names``). Nothing outside
    stage is touched."""
    texts = texts or {}
    scratch = os.path.join(stage, ".uttt-src")
    for rel, src in sorted(files.items()):
        dst = os.path.join(stage, *rel.split("/"))
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        if compiler and rel != "code.py":
            if rel in texts:
                src = os.path.join(scratch, *rel.split("/"))
                os.makedirs(os.path.dirname(src), exist_ok=True)
                with open(src, "w", encoding="utf-8") as f:
                    f.write(texts[rel])
            _compile(compiler, src, dst[:-3] + ".mpy", rel, lines, timeout)
        else:
            shutil.copyfile(src, dst)
    shutil.rmtree(scratch, ignore_errors=True)
    lib = os.path.join(stage, "lib")
    os.makedirs(lib, exist_ok=True)
    with open(os.path.join(lib, "circup.txt"), "w", encoding="utf-8") as f:
        f.write("# The Adafruit libraries the game imports on %s: circup install -r lib/circup.txt\n"
                % (board or "any supported board"))
        for top in sorted(libs):
            f.write(top + "\n")
    written = [r for r in _files(stage) if r.startswith("lib/")] + [MANIFEST]
    with open(os.path.join(stage, *MANIFEST.split("/")), "w", encoding="utf-8") as f:
        f.write("".join(r + "\n" for r in sorted(written)))


def short_names(root, files, board_ids, frozen_used=()):
    """The game's own modules with their identifiers renamed for the .mpy build (sim.shorten): ({relative path:
    source}, {relative path: {old name: new name}}). Kept as they are: every name of code.py, of the libraries (copied or frozen)
    and of the project's tools that reach into a running game by name (tests/cp, when the tree has it)."""
    from sim import shorten
    from sim.stubs import names as stub_names

    own, keep, modules = {}, set(), []
    for rel, src in files.items():
        with open(src, encoding="utf-8") as f:
            text = f.read()
        if rel.startswith(("uttt/", "boards/")) and rel.endswith(".py"):
            own[rel] = text
            modules.append(rel[:-3].replace("/", ".").replace(".__init__", ""))
        else:
            keep |= shorten.reached(text)
    for mod, _ in frozen_used:
        found = library_file(mod)
        if found:
            with open(found[1], encoding="utf-8") as f:
                keep |= shorten.reached(f.read())
    tools = os.path.join(root, "tests", "cp")
    if os.path.isdir(tools):
        for n in sorted(os.listdir(tools)):
            if n.endswith(".py"):
                with open(os.path.join(tools, n), encoding="utf-8") as f:
                    keep |= shorten.reached_by_tool(f.read())
    each = [stub_names(b) for b in board_ids]
    flash = set().union(*each)
    free = set.intersection(*each)
    mapping = shorten.plan(own, modules, keep, flash, free)
    return dict((rel, shorten.rewrite(text, mapping[rel])) for rel, text in own.items()), mapping


def install(stage, target, libs, progress=None):
    """Replace the game on target by the one built in stage, so that target holds either the old game or the
    new one (but for the instant between the two renames of one folder): everything is first copied to target/.uttt-new (a failure there removes it and
    leaves target as it was); then, with Ctrl-C held back, uttt/, boards/ and each library are swapped in by
    renames (the old ones moved to target/.uttt-old, moved back if a rename fails), code.py last. Then the
    lib/ files the previous deploy wrote (its MANIFEST) and this one does not are removed. Returns the list
    of stale files removed. ``progress["phase"]`` says how far it got: "copying", "swapping", "swapped"
    (the new game in place), "cleaning"."""
    progress = {} if progress is None else progress
    new, old = (os.path.join(target, n) for n in STAGING)
    made = not os.path.exists(target)
    os.makedirs(target, exist_ok=True)
    for p in (new, old):
        _remove(p)
    stale = [r for r in _manifest(target) if not os.path.lexists(os.path.join(stage, *r.split("/")))]
    stale += [r for r in _legacy_libraries(target) if r not in stale and
              not os.path.lexists(os.path.join(stage, *r.split("/")))]
    progress["phase"] = "copying"
    try:
        for rel in _files(stage):
            dst = os.path.join(new, *rel.split("/"))
            os.makedirs(os.path.dirname(dst), exist_ok=True)
            shutil.copyfile(os.path.join(stage, *rel.split("/")), dst)
    except BaseException:
        shutil.rmtree(new, ignore_errors=True)
        if made:
            shutil.rmtree(target, ignore_errors=True)   # made for this deploy, and nothing else is in it
        raise
    # What is swapped: the two folders, each library (a package folder or a module file, .py or .mpy, under
    # lib/), the lib/ files of our own, and code.py last.
    names = ["uttt", "boards"]
    for top in sorted(libs):
        for n in (top, top + ".py", top + ".mpy"):
            if os.path.lexists(os.path.join(new, "lib", n)) or os.path.lexists(os.path.join(target, "lib", n)):
                names.append("lib/" + n)
    names += ["lib/circup.txt", MANIFEST, "code.py"]
    done = []
    progress["phase"] = "swapping"
    with _HoldInterrupt():
        os.makedirs(os.path.join(target, "lib"), exist_ok=True)
        os.makedirs(os.path.join(old, "lib"), exist_ok=True)
        try:
            for rel in names:
                t = os.path.join(target, *rel.split("/"))
                n = os.path.join(new, *rel.split("/"))
                o = os.path.join(old, *rel.split("/"))
                if os.path.lexists(t):
                    os.rename(t, o)
                    done.append((o, t))
                if os.path.lexists(n):
                    os.rename(n, t)
                    done.append((t, None))
        except BaseException:
            back = True
            for a, b in reversed(done):  # put the old game back as it was
                try:
                    if b is None:
                        _remove(a)
                    else:
                        os.rename(a, b)
                except OSError:
                    back = False
            shutil.rmtree(new, ignore_errors=True)
            if back:  # else .uttt-old keeps what could not be put back (the next deploy replaces it)
                shutil.rmtree(old, ignore_errors=True)
            raise
        progress["phase"] = "swapped"
        removed = []  # the stale files too, before a held Ctrl-C: the new MANIFEST no longer names them
        for rel in stale:
            p = os.path.join(target, *rel.split("/"))
            if os.path.isfile(p) or os.path.islink(p):
                os.remove(p)
                removed.append(rel)
                d = os.path.dirname(p)
                while d != os.path.join(target, "lib") and os.path.isdir(d) and not os.listdir(d):
                    os.rmdir(d)
                    d = os.path.dirname(d)
    progress["phase"] = "cleaning"
    for p in (new, old):
        shutil.rmtree(p, ignore_errors=True)
    return removed


def deploy(path, board=None, root=ROOT, log=print, compiler=None, mpy=True, lines=False, shadows=False,
           timeout=COMPILE_TIMEOUT, progress=None, names=True):
    """Write the CIRCUITPY folder to ``path``; returns the sorted list of library names in lib/.

    ``board``: a board id or one of the simulator's names (``clue``); None: every supported board.
    ``compiler``: the mpy-cross to use (None: ``find_compiler()``; none found is a DeployError: write .py
    with ``mpy=False``); ``lines``: keep line numbers in the .mpy files (tracebacks say where; without them,
    ``-O3``, a PyBadge has ~5 KB more heap, measured by tests/bench/device_fit.py); ``shadows``: remove a
    code.txt that would run instead of code.py (else a warning); ``timeout``: seconds per module for the
    compiler. The drive is built in a temporary folder first and checked (every import resolves) before
    ``install`` swaps it in. Raises DeployError (the target as it was) for a problem the user can fix;
    ``progress`` (a dict) gets "phase": "checking", "building", then ``install``'s, then "done"."""
    progress = {} if progress is None else progress
    progress["phase"] = "checking"
    if board is not None:
        board = board_id(board)
    check_target(path, root)
    version, on_drive = board_info(path)
    if board is not None:
        check_board(board)
        if on_drive and on_drive != board:
            raise DeployError("%s/boot_out.txt says this is a %s, not a %s" % (path, on_drive, board))
    board_ids = (board,) if board else SUPPORTED
    files, libs, frozen_used, missing = plan(root, board_ids, frozen=bool(board))
    if missing:
        raise DeployError("not built into %s and not installed here: %s" % (", ".join(board_ids),
                                                                            ", ".join(sorted(missing))))
    if mpy:
        if compiler is None:
            compiler, cver = find_compiler()
            if compiler is None:
                raise DeployError("%s; get it from %s, or give --py to write .py source%s" % (
                    cver, MPY_CROSS_URL, " (%s)" % py_warning(board) if py_warning(board) else ""))
        else:
            cver = compiler_version(compiler)
        if version and version[0] != cver[0]:
            raise DeployError("%s runs CircuitPython %d.%d.%d, mpy-cross is %d.%d.%d's: get mpy-cross for "
                              "CircuitPython %d from %s (or use --py)" % ((path,) + version + cver +
                                                                          (version[0], MPY_CROSS_URL)))
    else:
        compiler = None
    found = [n for n in SHADOWS + NEVER_RUN if os.path.isfile(os.path.join(path, n))]
    progress["phase"] = "building"
    stage = tempfile.mkdtemp(prefix="uttt-deploy-")
    try:
        texts = None
        if compiler and names and not lines:
            texts, _ = short_names(root, files, board_ids, frozen_used)
        build(stage, files, libs, board, compiler, lines, timeout, texts)
        if board:
            _sheets(stage, board, root, log)
        bad = unresolved(stage, board_ids, frozen=bool(board), root=root)
        if bad:
            raise DeployError("the built drive would not start: %s" % ", ".join("%s imports %s" % b for b in bad[:5]))
        removed = install(stage, path, libs, progress)
    finally:
        shutil.rmtree(stage, ignore_errors=True)
    progress["phase"] = "cleaning"
    count = len(files)
    kind = ((".mpy (CircuitPython %d.%d.%d's mpy-cross%s)" % (cver + (", line numbers kept" if lines else ", -O3",)))
            if compiler else ".py")
    log("wrote %s for %s: %d files as %s; lib/: %s" % (path, board or "every supported board", count, kind,
                                                       ", ".join(sorted(libs)) or "no libraries"))
    if removed:
        log("removed what the previous deploy wrote and this one does not need: %s" % ", ".join(removed))
    if frozen_used:
        log("frozen into the %s firmware, not copied: %s" % (board, ", ".join(sorted(set(t for _, t in frozen_used)))))
    if not compiler and py_warning(board):
        log("warning: wrote .py: %s; get CircuitPython's mpy-cross from %s" % (py_warning(board), MPY_CROSS_URL))
    for n in found:
        p = os.path.join(path, n)
        if n in SHADOWS and shadows:
            os.remove(p)
            log("removed %s: CircuitPython would have run it instead of code.py" % n)
        elif n in SHADOWS:
            log("warning: %s is on the drive: CircuitPython runs it instead of code.py, so the game will not "
                "start; move it away or deploy again with --remove-code-txt" % n)
        else:
            log("note: %s is on the drive: CircuitPython runs code.py first, so it will not run" % n)
    progress["phase"] = "done"
    return sorted(libs)


def _sheets(path, board, root, log):
    """The board's sprite sheets, drawn here once (``sim.sheets``): a board loads them instead of drawing them
    in Python as a scene is built. Drawn by the deployed game's own code: another tree's (``--root``) by its own
    ``sim.sheets`` in a process of its own. Only where Blinka's displayio is installed (the .venv); else the
    board draws them, as before."""
    if not os.path.isfile(os.path.join(root, "uttt", "ui", "sprites.py")):
        return
    if os.path.abspath(root) != ROOT:  # (press_times.py --root read that tree's scenes drawn in Python: tidy48)
        if not os.path.isfile(os.path.join(root, "sim", "sheets.py")):
            return
        code = ("import sys; from sim import profiles, sheets; w, h = profiles.get(sys.argv[2]).size; "
                "print(sheets.write(sys.argv[1], w, h), w, h)")
        env = dict(os.environ, PYTHONPATH=os.path.abspath(root))
        done = subprocess.run([sys.executable, "-c", code, os.path.join(path, "uttt", "ui", "sheets"), board],
                              cwd=root, env=env, capture_output=True, text=True, timeout=600)
        if done.returncode:
            log("note: no sprite sheets written (the board draws them): %s" % (done.stderr.strip()[-300:],))
        else:
            log("uttt/ui/sheets/: %s sprite sheets for a %sx%s screen (%s's own)" % (tuple(done.stdout.split())
                                                                                    + (root,)))
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
    p.add_argument("path", help="the CIRCUITPY drive (or any folder outside a source tree)")
    p.add_argument("--board", default=None,
                   help="only what this board needs, without what it has built in: a name of python -m sim "
                        "(pybadge, pygamer, pyportal, clue, thumby, ...) or a CircuitPython board id; "
                        "its sprite sheets are drawn too")
    p.add_argument("--mpy-cross", default=None, metavar="FILE",
                   help="CircuitPython's mpy-cross (default: $MPY_CROSS, else mpy-cross on PATH)")
    p.add_argument("--py", action="store_true",
                   help="write .py source instead of .mpy (needs more RAM: over a PyBadge's budget)")
    p.add_argument("--lines", "--debug", action="store_true", dest="lines",
                   help="keep line numbers in the .mpy files' tracebacks (costs ~5 KB of a PyBadge's heap); "
                        "without it a traceback names each file and function with line 1")
    p.add_argument("--keep-names", action="store_true",
                   help="compile the game's own names as the source has them (without it the .mpy build renames "
                        "them to names the board has in flash or of a letter or two: sim.shorten; ~N KB more heap)")
    p.add_argument("--remove-code-txt", action="store_true",
                   help="remove a code.txt on the drive (CircuitPython would run it instead of code.py)")
    p.add_argument("--timeout", type=_seconds, default=COMPILE_TIMEOUT, metavar="SECONDS",
                   help="the longest mpy-cross may take for one module (default %d)" % COMPILE_TIMEOUT)
    args = p.parse_args(argv)
    progress = {"phase": "checking"}
    board = board_id(args.board) if args.board is not None else None
    try:
        compiler = None
        if args.mpy_cross and not args.py:
            compiler, _ = find_compiler(args.mpy_cross)
        deploy(args.path, board, compiler=compiler, mpy=not args.py, lines=args.lines,
               shadows=args.remove_code_txt, timeout=args.timeout, progress=progress, names=not args.keep_names)
    except DeployError as e:
        print("%s: %s%s" % (p.prog, e, _left(progress, args.path)), file=sys.stderr)
        return 2
    except OSError as e:  # a drive that went away, a full disk
        print("%s: cannot write %s: %s%s" % (p.prog, e.filename or args.path, e.strerror or e,
                                             _left(progress, args.path)), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("%s: interrupted%s" % (p.prog, _left(progress, args.path, True)), file=sys.stderr)
        return 130
    bad = unresolved(args.path, (board,) if board is not None else SUPPORTED, frozen=board is not None)
    for f, module in bad:
        print("unresolved import in %s: %s" % (f, module), file=sys.stderr)
    return 1 if bad else 0


def _seconds(text):
    if not (text.isascii() and text.isdigit() and 1 <= int(text) <= 3600):
        raise argparse.ArgumentTypeError("--timeout wants whole seconds 1..3600, not %r" % text[:20])
    return int(text)


def _left(progress, path, checking=False):
    """What a deploy that stopped left on the target, for the end of its one line (a problem found while
    checking says only what it is: nothing has been written then, as the docs say)."""
    phase = progress.get("phase")
    if phase in ("swapped", "cleaning", "done"):
        return "; the new game is in place on %s" % path
    if phase in ("building", "copying", "swapping") or checking:
        return "; nothing on %s was changed: the game there is as it was" % path
    return ""


if __name__ == "__main__":
    sys.exit(main())
