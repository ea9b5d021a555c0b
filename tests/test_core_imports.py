"""Imports in the pure core run one way (docs/state.md; the house style's "Imports run one way").

Every import of every ``uttt/*.py`` module counts, a lazy one inside a function as much as one at the top
(``sim.deploy.imports`` reads them all). The graph they make must have no circle: a writer and its reader
(codec and decode; store, match and stats and restore) share their numbers through a leaf module both import
(``uttt.codecfmt``, ``uttt.storefmt``), never by importing each other. ``uttt.ui`` is not part of this check.
"""

import os

from sim.deploy import imports

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORE = os.path.join(ROOT, "uttt")


def core_graph():
    """{module: set of core modules it imports}, for the modules directly in uttt/."""
    names = sorted(f[:-3] for f in os.listdir(CORE) if f.endswith(".py") and f != "__init__.py")
    graph = {}
    for n in names:
        found = set()
        for mod, _ in imports(os.path.join(CORE, n + ".py"), "uttt." + n):
            parts = mod.split(".")
            if parts[0] == "uttt" and len(parts) > 1 and parts[1] in names and parts[1] != n:
                found.add(parts[1])
        graph[n] = found
    return graph


def circles(graph):
    """Each circle found by a depth-first walk, as a list of modules (first == last)."""
    out = []
    state = {}

    def walk(n, path):
        state[n] = 1
        for m in sorted(graph[n]):
            if state.get(m) == 1:
                out.append(path[path.index(m):] + [m])
            elif m not in state:
                walk(m, path + [m])
        state[n] = 2

    for n in sorted(graph):
        if n not in state:
            walk(n, [n])
    return out


def test_the_pure_core_has_no_import_circle():
    assert circles(core_graph()) == []


def test_the_writers_and_readers_share_only_a_leaf():
    g = core_graph()
    assert g["codecfmt"] <= {"rules", "classic"} and g["storefmt"] == set()
    assert "codec" not in g["decode"] and "decode" in g["codec"]            # codec.decode calls decode: one way
    for writer in ("store", "match", "stats"):
        assert writer not in g["restore"] and "restore" in g[writer], writer


def test_the_check_finds_a_circle():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == [["a", "b", "c", "a"]]
    assert circles({"a": {"b"}, "b": set()}) == []
