"""Board facts read from circuitpython-stubs' ``board_definitions/<board_id>/__init__.pyi``.

The stub of each board lists its pins (with the MCU pin behind each name), its NVM size and the modules
built into its firmware. The simulator builds its fake ``board`` module from these, and the deploy tool uses
the module list to know what need not be copied to ``lib/``.
"""

import ast
import glob
import os
import re

_PIN = re.compile(r"^([A-Za-z_][A-Za-z0-9_]*): microcontroller\.Pin\s*#\s*(\S+)", re.M)
_FUNC = re.compile(r"^def ([A-Za-z_][A-Za-z0-9_]*)\(\) -> ([\w.]+):", re.M)


def definitions_dir():
    """The installed ``board_definitions`` folder of circuitpython-stubs."""
    import board_definitions  # noqa: F401  (a namespace package shipped by circuitpython-stubs)

    return list(board_definitions.__path__)[0]


class BoardStub:
    """What one board's stub says: ``board_id``, ``pins`` {name: mcu_pin}, ``functions`` {name: type},
    ``nvm_size``, ``modules`` (built-in module names) and ``has_display``."""

    def __init__(self, board_id):
        path = os.path.join(definitions_dir(), board_id, "__init__.pyi")
        if not os.path.exists(path):
            raise KeyError("no circuitpython-stubs board definition for %r" % board_id)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        self.board_id = board_id
        self.path = path
        self.pins = {}
        for name, mcu in _PIN.findall(text):
            self.pins[name] = mcu
        self.functions = dict(_FUNC.findall(text))
        self.has_display = bool(re.search(r"^DISPLAY: displayio\.Display", text, re.M))
        m = re.search(r"NVM size: (\d+|Unknown)", text)
        self.nvm_size = int(m.group(1)) if m and m.group(1).isdigit() else 0
        m = re.search(r"Included modules: (.*)", text)
        self.modules = set()
        if m:
            for item in m.group(1).split(","):
                item = item.strip()
                if item and " " not in item:
                    self.modules.add(item.split(".")[0])
        m = re.search(r"Frozen libraries: (.*)", text)
        self.frozen = set(x.strip() for x in m.group(1).split(",") if x.strip()) if m else set()


def all_board_ids():
    return sorted(d for d in os.listdir(definitions_dir()) if not d.startswith(("_", ".")))


def names(board_id):
    """Every name the board's built-in modules define, from circuitpython-stubs: the module names, their
    classes, functions, methods, arguments, attributes and constants, and the board's pins (names a board's
    firmware has in flash: tests/bench/board_names.py, sim.shorten)."""
    stub = BoardStub(board_id)
    site = os.path.dirname(definitions_dir())
    out = set(stub.pins) | set(stub.functions) | set(stub.modules)
    for module in sorted(stub.modules):
        for path in sorted(glob.glob(os.path.join(site, module + "-stubs", "**", "*.pyi"), recursive=True)):
            with open(path, encoding="utf-8") as f:
                try:
                    tree = ast.parse(f.read())
                except SyntaxError:
                    continue
            for node in ast.walk(tree):
                if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
                    out.add(node.name)
                elif isinstance(node, ast.arg):
                    out.add(node.arg)
                elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                    out.add(node.id)
    return out
