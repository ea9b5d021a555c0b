"""Write a complete CIRCUITPY folder: ``python -m sim.deploy PATH [--board pybadge]``.

PATH gets ``code.py``, ``uttt/``, ``boards/`` and ``lib/`` with exactly the Adafruit libraries the game
imports: the imports of code.py, uttt/ and boards/ are followed (through the libraries' own imports too)
and every module that is not built into the firmware is copied whole, from the installed Python
packages, into lib/. Without ``--board`` "built in" means built into every supported board (so the
folder works on any of them); with it, that board's built-in and frozen modules are left out.

``unresolved(folder, board_ids)`` is the check the tests run on the result: every import that is not
inside ``try: ... except ImportError`` must be a built-in module of each board or a file of the folder.
"""

import argparse
import ast
import importlib.util
import os
import shutil
import sys

from sim.stubs import BoardStub

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SUPPORTED = ("pybadge", "edgebadge", "pygamer", "pyportal", "pyportal_pynt", "pyportal_titano",
             "clue_nrf52840_express", "tinycircuits_thumby_color")
ALWAYS = {"gc", "micropython", "sys", "builtins", "__future__"}  # in every CircuitPython, not in the stubs
SOURCES = ("code.py", "uttt", "boards")
_OPTIONAL = ("ImportError", "ModuleNotFoundError", "Exception", "BaseException")


def _optional(handler):
    t = handler.type
    if t is None:
        return True
    names = t.elts if isinstance(t, ast.Tuple) else [t]
    return any(isinstance(n, ast.Name) and n.id in _OPTIONAL for n in names)


def imports(path):
    """(module, optional) for each absolute import in a Python file; ``optional`` when it sits in a
    ``try`` whose handlers catch ImportError. ``from a import b`` gives "a" and "a.b"."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    found = []

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
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.module, optional))
            for alias in node.names:
                if alias.name != "*":
                    found.append((node.module + "." + alias.name, optional))
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


def libraries(root, board_ids, frozen=False):
    """{top-level name: source path} of the libraries code.py, uttt/ and boards/ need, followed
    through the libraries' own imports; and the list of needed modules found nowhere."""
    own = set(name.split(".")[0] for name in SOURCES)
    have = builtins_of(board_ids, frozen)
    todo = []
    for src in SOURCES:
        todo.extend(_py_files(os.path.join(root, src)))
    seen_files = set()
    libs = {}
    missing = []
    while todo:
        path = todo.pop()
        if path in seen_files:
            continue
        seen_files.add(path)
        for module, optional in imports(path):
            top = module.split(".")[0]
            if top in own or top in have or top in libs:
                continue
            src = _library(top)
            if src is None:
                if not optional and top not in missing:
                    missing.append(top)
                continue
            if not top.startswith("adafruit_") and optional:
                continue  # a CPython-only helper (typing ...) guarded by try/except
            libs[top] = src
            todo.extend(_py_files(src))
    return libs, missing


def _copy_tree(src, dst):
    shutil.copytree(src, dst, ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.pyi", "py.typed*"),
                    dirs_exist_ok=True)


def deploy(path, board=None, root=ROOT, log=print):
    """Write the CIRCUITPY folder to ``path``; returns the list of libraries copied into lib/."""
    board_ids = (board,) if board else SUPPORTED
    libs, missing = libraries(root, board_ids, frozen=bool(board))
    if missing:
        raise SystemExit("not built into %s and not installed here: %s" % (", ".join(board_ids),
                                                                           ", ".join(sorted(missing))))
    os.makedirs(path, exist_ok=True)
    shutil.copy2(os.path.join(root, "code.py"), os.path.join(path, "code.py"))
    for package in ("uttt", "boards"):
        dst = os.path.join(path, package)
        if os.path.isdir(dst):
            shutil.rmtree(dst)
        _copy_tree(os.path.join(root, package), dst)
    lib = os.path.join(path, "lib")
    os.makedirs(lib, exist_ok=True)
    for name, src in sorted(libs.items()):
        if os.path.isdir(src):
            _copy_tree(src, os.path.join(lib, name))
        else:
            shutil.copy2(src, os.path.join(lib, os.path.basename(src)))
    log("wrote %s: code.py, uttt/, boards/, lib/ (%s)" % (path, ", ".join(sorted(libs)) or "no libraries"))
    return sorted(libs)


def _module_file(folder, parts):
    for base in (folder, os.path.join(folder, "lib")):
        p = os.path.join(base, *parts)
        if os.path.isfile(p + ".py") or os.path.isfile(p + ".mpy") or os.path.isfile(os.path.join(p, "__init__.py")):
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


def unresolved(folder, board_ids, frozen=False):
    """Imports in ``folder`` that some of the boards could not satisfy: [(file, module)]."""
    have = builtins_of(board_ids, frozen)
    bad = []
    for path in _py_files(folder):
        for module, optional in imports(path):
            if optional or module.split(".")[0] in have:
                continue
            if not _resolves(folder, module):
                bad.append((os.path.relpath(path, folder), module))
    return bad


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m sim.deploy", description=__doc__.split("\n\n")[0])
    p.add_argument("path", help="the CIRCUITPY drive (or any folder)")
    p.add_argument("--board", default=None, help="leave out what this board has built in (e.g. pybadge)")
    args = p.parse_args(argv)
    if args.board:
        BoardStub(args.board)
    deploy(args.path, args.board)
    bad = unresolved(args.path, (args.board,) if args.board else SUPPORTED, frozen=bool(args.board))
    for f, module in bad:
        print("unresolved import in %s: %s" % (f, module), file=sys.stderr)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
