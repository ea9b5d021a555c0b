"""Deploy-time names: the game's own identifiers renamed in the .mpy build, so a board interns fewer and
shorter names.

Every name a module uses (a global, a function, an argument, an attribute) is a *qstr*. A board looks it up in
its firmware's tables in flash and, when the firmware lacks it, interns it in RAM as the module loads: an entry
in a pool (6 bytes; pools of 20, 40, 80 ... entries, each twice the last) and its characters with a NUL. The
game's own names (``best_move``, ``scene_extra``, ``highlight`` ...) are ~1,200 a session, all in RAM
(tests/bench/board_names.py). The source keeps them: they are what a reader needs. The .mpy build renames
them:

- first to names the board's firmware already has and this game never uses: the names of its built-in modules
  (``sim.stubs.names``, the ``free`` of ``plan``), then Python's own (``CORE``); they cost no RAM at all;
- then to fresh names of one or two characters.

What is renamed (``plan``): an identifier the game defines (a function, class, argument, global or attribute
it assigns) that the board does not have in flash, in every place it appears, in every module of the build,
so a module and the modules it calls still agree on every name. A name one module alone uses, never as an
attribute, keyword or class member, is that module's own: modules reuse the same new names for theirs.
What is never renamed, because something outside the build reaches it by that name:

- the firmware's names, Python's built-ins and the methods of built-in types (an attribute of ours with such a
  name may be an attribute of a built-in object too: ``d.update``);
- dunder names, and the names of the game's modules and packages (imports name them);
- every identifier that appears in a string of the game as a whole name or a dotted path (``getattr(obj,
  "scene_extra")``, ``SCREENS``' class names, ``__import__``), and every identifier in an f-string;
- every identifier of ``code.py`` (deployed as source) and of the libraries, and ``keep``: what the project's
  own tools that reach into a running game (tests/cp, the device-fit harness) read, set, import or define
  (``reached_by_tool``).

A new name is never one the build or ``keep`` uses anywhere, nor a keyword, a built-in, or a method of a built-in
type. ``rewrite`` replaces the tokens in place (the text is otherwise unchanged).
"""

import ast
import builtins
import io
import keyword
import re
import tokenize

_DOTTED = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$")
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# what C code looks up on any object (streams, mappings, generators, buffers): never a new name
_PROTOCOL = {"keys", "items", "values", "read", "readinto", "readline", "readlines", "write", "flush", "close",
             "send", "throw", "ioctl", "deinit", "fileno", "seek", "tell", "get", "pop", "next", "append",
             "extend", "decode", "encode"}
# modules every CircuitPython has that are not in the stubs (sim.deploy.ALWAYS): their attributes
_ALWAYS_ATTRS = {"collect", "disable", "enable", "isenabled", "mem_alloc", "mem_free", "threshold", "const",
                 "opt_level", "mem_info", "qstr_info", "stack_use", "heap_lock", "heap_unlock", "heap_locked",
                 "kbd_intr", "schedule", "alloc_emergency_exception_buf", "argv", "byteorder", "exit",
                 "implementation", "maxsize", "modules", "path", "platform", "print_exception", "stderr", "stdin",
                 "stdout", "version", "version_info", "exc_info", "settrace", "atexit", "annotations",
                 "mem_peak", "name", "_machine", "_mpy"}


# names every CircuitPython firmware has in flash (py/: its built-ins, exceptions and the methods of its str, list,
# dict and set; unconditional in a full build): new names that cost a board nothing, as its stub names
CORE = set("""abs all any bin bool bytearray bytes callable chr classmethod delattr dict dir divmod enumerate filter
float getattr globals hasattr hash hex id isinstance issubclass iter len list locals map max memoryview min next
object oct ord pow print property range repr reversed round set setattr slice sorted staticmethod str sum tuple type
zip ArithmeticError AssertionError AttributeError BaseException EOFError Exception GeneratorExit ImportError
IndentationError IndexError KeyboardInterrupt KeyError LookupError MemoryError NameError NotImplementedError OSError
OverflowError RuntimeError StopIteration SyntaxError SystemExit TypeError ValueError ZeroDivisionError count
endswith find format index isalpha isdigit islower isspace isupper join lower lstrip partition replace rfind rindex
rpartition rsplit rstrip split splitlines startswith strip upper center insert remove reverse sort clear copy
fromkeys popitem setdefault update add difference difference_update discard intersection intersection_update
isdisjoint issubset issuperset symmetric_difference symmetric_difference_update union from_bytes to_bytes""".split())
# names the compiler treats apart, whatever they are bound to: never a new name
_SPECIAL = {"super", "const", "micropython", "native", "viper", "asm_thumb", "self", "cls"}


def python_names():
    """Python's built-ins and every method or attribute of a built-in type: an identifier with one of these names
    may be reached on an object that is not the game's."""
    import array
    import types
    out = set(dir(builtins)) | _PROTOCOL | _ALWAYS_ATTRS
    for t in (object, type, int, float, complex, bool, str, bytes, bytearray, list, tuple, dict, set, frozenset,
              memoryview, range, slice, BaseException, OSError, StopIteration, array.array, types.GeneratorType,
              types.FunctionType, types.MethodType, types.ModuleType, io.FileIO, io.TextIOWrapper, io.BytesIO):
        out.update(dir(t))
    return out


def _string_words(tok):
    """The names a string token may stand for: a whole identifier or dotted path (``getattr``, imports by name),
    or any name in an f-string (its expressions are code)."""
    prefix = re.match(r"^[A-Za-z]*", tok).group(0).lower()
    if "f" in prefix:
        return set(_WORD.findall(tok))
    if "b" in prefix:
        return set()
    try:
        value = ast.literal_eval(tok)
    except (ValueError, SyntaxError):
        return set(_WORD.findall(tok))
    if isinstance(value, str) and _DOTTED.match(value):
        return set(value.split("."))
    return set()


def scan(text):
    """(every identifier token, the names its strings may stand for) of one module's source."""
    names, words = set(), set()
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type == tokenize.NAME and not keyword.iskeyword(tok.string):
            names.add(tok.string)
        elif tok.type == tokenize.STRING:
            words |= _string_words(tok.string)
    return names, words


def defined(text):
    """The identifiers a module defines: functions, classes, arguments, names and attributes it assigns,
    import aliases, globals."""
    out = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.add(node.name)
        elif isinstance(node, ast.arg):
            out.add(node.arg)
        elif isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            out.add(node.id)
        elif isinstance(node, ast.Attribute) and not isinstance(node.ctx, ast.Load):
            out.add(node.attr)
        elif isinstance(node, ast.alias) and node.asname:
            out.add(node.asname)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            out.update(node.names)
    return out


def reached(text):
    """The names a tool outside the build (a harness, a library, code.py) may reach a game object by: every
    identifier of it, and its strings' names."""
    names, words = scan(text)
    return names | words


def reached_by_tool(text):
    """The names a tool running beside the game (tests/cp: the session player, the stand-ins) may reach a game
    object or module by: the attributes it reads or sets, its keywords, the names it imports or defines, its
    strings' names; not its own local variables."""
    out = scan(text)[1]
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Attribute):
            out.add(node.attr)
        elif isinstance(node, ast.keyword) and node.arg:
            out.add(node.arg)
        elif isinstance(node, ast.alias):
            out.update(node.name.split("."))
            if node.asname:
                out.add(node.asname)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            out.add(node.name)
    return out


def fresh():
    """New names, shortest first: a, b, ... Z, aa, ab ... (letters only)."""
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    for a in letters:
        yield a
    for a in letters:
        for b in letters:
            yield a + b
    for a in letters:
        for b in letters:
            for c in letters:
                yield a + b + c


def _roles(text):
    """(names used as attributes or keywords, names defined in a class's body, names given a ``const()``) of one
    module."""
    attrs, members, consts = set(), set(), set()
    tree = ast.parse(text)
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            attrs.add(node.attr)
        elif isinstance(node, ast.keyword) and node.arg:
            attrs.add(node.arg)
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                for sub in ast.walk(item):
                    if isinstance(sub, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                        members.add(sub.name)
                    elif isinstance(sub, ast.Name) and not isinstance(sub.ctx, ast.Load):
                        members.add(sub.id)
        elif isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) and \
                isinstance(node.value.func, ast.Name) and node.value.func.id == "const":
            for t in node.targets:
                if isinstance(t, ast.Name):
                    consts.add(t.id)
    return attrs, members, consts


def plan(own, modules, keep=(), flash=(), free=()):
    """The renaming for a build: {path: {old: new}}. ``own``: {path: source text} of the modules renamed;
    ``modules``: the dotted names of every module the build holds; ``keep``: names that must stay (what
    ``reached`` found in code.py, the libraries, the tools); ``flash``: every name a board of the build has in
    its firmware (never renamed); ``free``: of those, the names every board of the build has (new names that
    cost nothing). Deterministic: the same sources give the same names.

    A name that one module alone uses, never as an attribute, a keyword or a class's member (a module's own
    function, global or argument), is *local* to it: modules reuse the same new names for theirs. Every other
    name gets a new name of its own in every module."""
    used, words, defs, count, attrs, members, consts = set(), set(), set(), {}, set(), set(), set()
    per = {}
    for path in sorted(own):
        names, w = scan(own[path])
        per[path] = names
        used |= names
        words |= w
        defs |= defined(own[path])
        a, m, c = _roles(own[path])
        attrs |= a
        members |= m
        consts |= c
        for n in names:
            count[n] = count.get(n, 0) + 1
    parts = set()
    for m in modules:
        parts.update(m.split("."))
    py = python_names()
    blocked = set(keep) | set(flash) | py | words | parts | consts
    old = [n for n in defs if n not in blocked and not n.startswith("__")]
    local = set(n for n in old if count[n] == 1 and n not in attrs and n not in members)
    shared = sorted((n for n in old if n not in local), key=lambda n: (-count[n] * (len(n) + 7), n))
    inuse = used | set(keep) | words | parts | set(keyword.kwlist) | _SPECIAL | _PROTOCOL
    taken = inuse | py
    targets = [n for n in sorted(free, key=lambda n: (len(n), n)) if n not in taken and n.isidentifier()
               and not n.startswith("_") and not keyword.iskeyword(n)]
    # then Python's own names in every firmware (a method of str's or a built-in the game never uses: an attribute
    # of the game's objects or a module's global never meets the built-in one)
    targets += [n for n in sorted(CORE, key=lambda n: (len(n), n)) if n not in inuse and n not in targets]
    targets += [n for n in fresh() if n not in taken and n not in flash]
    mine = {}
    for path, names in per.items():
        mine[path] = sorted((n for n in names if n in local), key=lambda n: n)
    most = max([len(v) for v in mine.values()] + [0])
    reuse, targets = targets[:most], targets[most:]
    common = dict(zip(shared, targets))
    out = {}
    for path in own:
        m = dict(common)
        m.update(zip(mine[path], reuse))
        out[path] = m
    return out


def rewrite(text, mapping):
    """The source with every identifier token in ``mapping`` replaced; nothing else changes."""
    lines = text.splitlines(True)
    edits = {}
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type == tokenize.NAME and tok.string in mapping:
            (row, col), (erow, ecol) = tok.start, tok.end
            edits.setdefault(row, []).append((col, ecol, mapping[tok.string]))
    for row, cuts in edits.items():
        line = lines[row - 1]
        for col, ecol, new in sorted(cuts, reverse=True):
            line = line[:col] + new + line[ecol:]
        lines[row - 1] = line
    return "".join(lines)
