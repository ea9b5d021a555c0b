"""The names a board interns for the game, module by module (the device-fit harness's names model; CPython side).

Every name a module uses (globals, attributes, functions, arguments, short strings) is a *qstr*: a board looks it
up in the firmware's tables in flash, and interns it in RAM only if it is not there. Interned names live in a
chain of pools on the heap (py/qstr.c, ``qstr_add``): each new pool twice the size of the last, 20, 40, 80 ...
entries, an entry 6 bytes on a SAMD51 (a pointer, a 1-byte hash, a 1-byte length), the pool's header 24 bytes; the
names' characters go into chunks (``qstr_from_strn``: the name and a NUL, a chunk grown in place while it can).
The unix port under the harness has its own, different tables (the harness's stand-ins, the session player),
so the harness cannot let the game's names fall where they fall there. Instead this module works out, before the
run, which names the game would intern on the board and in which module each first appears; the runner
(tests/cp/cp_run.py, ``names=``) interns all of them up front in its own room, and charges the game, as each
module is first imported, the board's pools that the names so far open and the characters of the new ones.

Which names a board has in flash: those the unix port already has (``rom_names``: tested in a fresh process,
a name whose interning does not add a qstr) and every name in the board's built-in modules' stubs
(circuitpython-stubs: module, class, function, argument and attribute names; ``stub_names``). A name in
neither counts as the game's. What a module interns when it loads: its .mpy's qstr table (the names that are
not in mpy-cross's static list), or for a .py every identifier and short string (the compiler interns them
all); and the import itself interns the module's dotted name and its file's path (py/builtinimport.c).
"""

import ast
import glob
import importlib.util
import io
import keyword
import os
import re
import subprocess
import tokenize

# py/qstr.c on a SAMD51 (CIRCUITPY_FULL_BUILD: MICROPY_QSTR_BYTES_IN_HASH 1, a 1-byte length)
ENTRY = 6
HEADER = 24
FIRST_POOL = 20   # the first pool a board opens: twice MICROPY_ALLOC_QSTR_ENTRIES_INIT (10)
INTERN_STRING_LEN = 10  # MICROPY_ALLOC_PARSE_INTERN_STRING_LEN: a string literal this short is interned


def board_pools(count):
    """The pools (entries, bytes as the GC allocates them: 16-byte blocks) that ``count`` names open."""
    out = []
    size = FIRST_POOL
    have = 0
    while have < count:
        out.append((size, (HEADER + ENTRY * size + 15) // 16 * 16))
        have += size
        size *= 2
    return out


def mpy_names(path):
    """The names a .mpy file interns when it loads: its qstr table, less the static qstrs (py/persistentcode.c,
    mp_raw_code_load: a qstr entry is a varint (length << 1 | static), then for a non-static one its bytes and a
    NUL)."""
    with open(path, "rb") as f:
        b = f.read()
    if len(b) < 4 or b[0] != ord("C"):
        raise ValueError("%s: not a CircuitPython .mpy" % path)
    i = [4]

    def uint():
        v = 0
        while True:
            c = b[i[0]]
            i[0] += 1
            v = (v << 7) | (c & 0x7F)
            if not c & 0x80:
                return v

    if b[2] & 0x40:  # MP_NATIVE_ARCH_FLAGS_PRESENT
        uint()
    n_qstr = uint()
    uint()  # the objects
    out = []
    for _ in range(n_qstr):
        ln = uint()
        if ln & 1:
            continue
        ln >>= 1
        out.append(b[i[0]:i[0] + ln].decode("utf-8"))
        i[0] += ln + 1
    return out


def py_names(path):
    """The names a board's compiler interns for a .py: every identifier (keywords are tokens) and every string
    literal up to INTERN_STRING_LEN characters (py/parse.c)."""
    with open(path, "rb") as f:
        src = f.read()
    out = []
    for tok in tokenize.tokenize(io.BytesIO(src).readline):
        if tok.type == tokenize.NAME and not keyword.iskeyword(tok.string):
            out.append(tok.string)
        elif tok.type == tokenize.STRING:
            try:
                value = ast.literal_eval(tok.string)
            except (ValueError, SyntaxError):
                continue
            if isinstance(value, str) and len(value.encode("utf-8")) <= INTERN_STRING_LEN:
                out.append(value)
    return out


def module_files(folder):
    """(dotted module name, path relative to the folder) of every module file a board would import from the
    deployed folder (lib/ is on the board's path: its modules are top-level); code.py is the runner's."""
    out = []
    for dirpath, _, files in os.walk(folder):
        for f in sorted(files):
            if not f.endswith((".mpy", ".py")) or f == "code.py" and dirpath == folder:
                continue
            rel = os.path.relpath(os.path.join(dirpath, f), folder).replace(os.sep, "/")
            parts = rel.rsplit(".", 1)[0].split("/")
            if parts[0] == "lib":
                parts = parts[1:]
            if parts[-1] == "__init__":
                parts = parts[:-1]
            if parts:
                out.append((".".join(parts), rel))
    return sorted(out)


def stub_names(board_id):
    """Every name the board's built-in modules define (circuitpython-stubs: sim.stubs.names)."""
    from sim.stubs import names

    return names(board_id)


_PROBE = """import micropython
f = open(%r)
l = f.read().split("\\n")
f.close()
micropython.qstr_info()
for s in l:
    if s:
        hasattr(f, s)
        micropython.qstr_info()
"""


def rom_names(cp, names, scratch):
    """The names among ``names`` that CircuitPython's unix port already has (its firmware's tables, or the
    probe's own few names): interning one adds no qstr."""
    names = sorted(n for n in set(names) if n and "\n" not in n)  # ("" is in every firmware; the probe skips it)
    os.makedirs(scratch, exist_ok=True)
    listing = os.path.join(scratch, "names-probe.txt")
    with open(listing, "w", encoding="utf-8") as f:
        f.write("\n".join(names) + "\n")
    script = os.path.join(scratch, "names_probe.py")
    with open(script, "w") as f:
        f.write(_PROBE % listing)
    out = subprocess.run([cp, "-X", "heapsize=8M", script], capture_output=True, text=True, timeout=300)
    counts = [int(n) for n in re.findall(r"n_qstr=(\d+)", out.stdout)]
    if len(counts) != len(names) + 1:
        raise RuntimeError("the names probe failed: %s" % (out.stdout + out.stderr)[-500:])
    return set(n for n, a, b in zip(names, counts, counts[1:]) if a == b)


def table(folder, cp, board_id, scratch, frozen=()):
    """The game's names on the board: (names, {module: indexes of the names its first import interns},
    code.py's indexes, the names taken as in the board's flash). ``frozen``: the paths of the .mpy files frozen into the board's firmware (their names
    are in flash)."""
    per = {}
    for module, rel in module_files(folder):
        path = os.path.join(folder, rel)
        found = mpy_names(path) if rel.endswith(".mpy") else py_names(path)
        # the import interns the dotted name, each component, and the file's path (py/builtinimport.c)
        per[module] = found + [module] + module.split(".") + [rel]
    code = os.path.join(folder, "code.py")
    code_names = py_names(code) + ["code.py"] if os.path.exists(code) else []
    flash = set()
    for path in frozen:
        flash.update(mpy_names(path))
    candidates = set(code_names)
    for found in per.values():
        candidates.update(found)
    flash |= stub_names(board_id)
    flash |= rom_names(cp, candidates - flash, scratch)
    names = sorted(n for n in candidates - flash if n and "\n" not in n)  # "" is in every firmware
    index = dict((n, i) for i, n in enumerate(names))
    mods = dict((m, sorted(set(index[n] for n in found if n in index))) for m, found in per.items())
    return names, mods, sorted(set(index[n] for n in code_names if n in index)), flash


def flash_used(folder, flash):
    """The names in a board's flash (``flash``, as ``table`` returns it) that the folder's modules use: the
    runner interns them in its own room first (``write``'s ``preload``), as a board has them in its firmware,
    where this unix port may lack them (a board's pin, a module it alone has)."""
    out = set()
    for _, rel in module_files(folder):
        path = os.path.join(folder, rel)
        out.update(mpy_names(path) if rel.endswith(".mpy") else py_names(path))
    return sorted(n for n in out & flash if n and "\n" not in n and " " not in n)


def write(path, names, mods, code, have=(), preload=()):
    """The runner's file: the count; a line a name, ``+N`` if the harness interns it before the game (its N
    bytes with the NUL are charged as a placeholder), ``-`` if not (the game interns it, as a board would); then
    ``module i j ...`` lines (code.py as ``=``), and ``! name`` lines: names a board has in flash, which the runner
    interns in its own room (``flash_used``)."""
    with open(path, "w", encoding="utf-8") as f:
        f.write("%d\n" % len(names))
        for n in names:
            f.write("+%d\n" % (len(n.encode("utf-8")) + 1) if n in have else "-\n")
        f.write("= " + " ".join(str(i) for i in code) + "\n")
        for n in preload:  # a line each: no long line for the runner to read
            f.write("! %s\n" % n)
        for m in sorted(mods):
            f.write(m + " " + " ".join(str(i) for i in mods[m]) + "\n")


def interned(text):
    """The names a ``namecheck`` run had interned when the game started (its first qstr_info(1) dump)."""
    parts = re.split(r"^OVERHEAD .*$", text, flags=re.M)
    return set(re.findall(r"^Q\((.*)\)$", parts[0], re.M))


def pools_text(count):
    """How far ``count`` names are from the next pool a board opens, in words."""
    have = sum(n for n, _ in board_pools(count))
    nxt = board_pools(have + 1)[-1]
    return "%d names (pools of %d entries, %.1f KB; %d more open the next, %d entries, %.1f KB)" % (
        count, have, sum(b for _, b in board_pools(count)) / 1024.0, have - count + 1, nxt[0], nxt[1] / 1024.0)


def missed(text, known):
    """From a ``namecheck`` run's output: the names interned while the game ran that the model neither charges
    nor takes as in a board's flash (``known``) (qstr_info(1)'s ``Q(name)`` lines at the start and the end)."""
    parts = re.split(r"^OVERHEAD .*$", text, flags=re.M)
    if len(parts) < 2:
        return []
    before = interned(text)
    after = re.findall(r"^Q\((.*)\)$", parts[1], re.M)
    return sorted(set(n for n in after if n not in before and n not in known))
