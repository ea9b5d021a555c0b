"""The pystack a board would use, estimated by the device-fit harness (the runner's ``pystack`` flag;
tests/bench/device_fit.py ``--pystack`` writes ``cp_frames`` and prints the result; docs/memory.md).

On a board (MICROPY_ENABLE_PYSTACK) every call of a bytecode function takes its frame from a 2 KB pystack:
py/objfun.c allocates offsetof(mp_code_state_t, state) (20 bytes) + 4 x n_state + 12 x n_exc_stack, 8-aligned,
and frees it on return; a bound method's call copies its arguments there too (py/objboundmeth.c). Past 2 KB,
"pystack exhausted". The unix port has no pystack (frames go on the C stack, or the heap), so the runner
keeps a shadow one: every function and method of the game's modules (uttt, boards) is replaced, as its module
loads, by a wrapper that adds its frame (from the .mpy's prelude, ``cp_frames.FRAMES``) to a running total for
the call's duration; a module's first import adds its top-level frame, its largest class body's and 32 bytes
of import names. The peak and the chain of calls at the peak are printed at the end:
``PYSTACK peak_bytes base_bytes chain``.

Conservative where it cannot see: each function's figure includes the largest frame of the functions nested
in it (comprehensions, lambdas, closures: they run from inside it), and 8 bytes for a bound method's
arguments. A function the table does not hold under the name it is found by (imported from
another module before that one was wrapped, an alias in a class) counts as the largest frame of that name
anywhere, else the largest of all (``PYSTACK_UNKNOWN`` lists them). Not seen: a function kept elsewhere
before its module finished loading (a table of functions made at import holds the unwrapped ones), and
closures made at run time (their frames are counted in the function that made them, above). Generators'
calls count where they run, as on a board (a generator's own frame is on the heap).
"""

import sys

DEPTH = [0]
BASE = [0]
PEAK = [0, ""]
STACK = []
UNKNOWN = []
_FRAMES = {}
_DONE = set()


def install(frames, base, modules, prefixes=("uttt", "boards")):
    """Start the shadow pystack at base bytes (code.py's own frame) and wrap every game module as it loads;
    modules: a game module's top-level frame (with its largest class body) by name."""
    import builtins

    _FRAMES.update(frames)
    DEPTH[0] = base
    PEAK[0] = base
    BASE[0] = base
    real = builtins.__import__

    def imp(name, globals=None, locals=None, fromlist=None, level=0):
        # a module's body runs only on its first import: its frame, and 32 bytes of names (py/builtinimport.c)
        size = 0
        if name not in sys.modules:
            size = modules.get(name, 0) + 32
        for item in fromlist if isinstance(fromlist, tuple) else ():
            sub = name + "." + item
            if sub not in sys.modules and sub in modules:
                size = max(size, modules[sub] + 32)
        # the modules this import loads (a module is in sys.modules while its body still runs: each is wrapped
        # by the import that loaded it, once its body is done, before a ``from`` takes a name out of it)
        parts = name.split(".")
        pending = [".".join(parts[:k]) for k in range(1, len(parts) + 1)]
        for item in fromlist if isinstance(fromlist, tuple) else ():
            pending.append(name + "." + item)
        pending = [m for m in pending if m not in sys.modules and m.split(".")[0] in prefixes]
        d = DEPTH[0] + size
        DEPTH[0] = d
        STACK.append("import " + name)
        if d > PEAK[0]:
            PEAK[0] = d
            PEAK[1] = " > ".join(STACK)
        try:
            return real(name, globals, locals, fromlist, level)
        finally:
            STACK.pop()
            DEPTH[0] = d - size
            for mod_name in pending:
                if mod_name in sys.modules and mod_name not in _DONE:
                    _DONE.add(mod_name)
                    wrap_module(sys.modules[mod_name])

    builtins.__import__ = imp
    for mod_name in list(sys.modules):  # already loaded (uttt.ui.buttons, by the runner)
        if mod_name.split(".")[0] in prefixes:
            _DONE.add(mod_name)
            wrap_module(sys.modules[mod_name])


def _wrapper(f, size, name):
    def call(*args, **kw):
        d = DEPTH[0] + size
        DEPTH[0] = d
        STACK.append(name)
        if d > PEAK[0]:
            PEAK[0] = d
            PEAK[1] = " > ".join(STACK)
        try:
            return f(*args, **kw)
        finally:
            STACK.pop()
            DEPTH[0] = d - size

    return call


def _size(full):
    """A function's frame from the table; one it does not hold under this name (imported from another module,
    or an alias in a class) takes the largest of that name anywhere, else the largest of all (listed apart)."""
    size = _FRAMES.get(full)
    if size is None:
        UNKNOWN.append(full)
        short = full.split(":")[1].split(".")[-1]
        sizes = [v for k, v in _FRAMES.items() if k.endswith(":" + short) or k.endswith("." + short)]
        size = max(sizes or _FRAMES.values())
    return size


def wrap_module(mod):
    name = mod.__name__
    for key, value in list(mod.__dict__.items()):
        kind = type(value).__name__
        if kind == "function":
            setattr(mod, key, _wrapper(value, _size(name + ":" + key), name + ":" + key))
        elif kind == "type" and value.__dict__.get("__module__") == name:
            wrap_class(value, name)


def wrap_class(cls, mod_name):
    for key, value in list(cls.__dict__.items()):
        if type(value).__name__ == "function":
            full = "%s:%s.%s" % (mod_name, cls.__name__, key)
            setattr(cls, key, _wrapper(value, _size(full), full))


def report():
    print("PYSTACK %d %d %s" % (PEAK[0], BASE[0], PEAK[1]))
    if UNKNOWN:
        print("PYSTACK_UNKNOWN", " ".join(UNKNOWN[:20]))
