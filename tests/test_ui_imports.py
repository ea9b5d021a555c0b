"""The front end's imports run one way (STYLE.md, "Imports run one way"): no two modules of ``uttt/ui`` import
each other, directly or round a longer circle, counting the imports made inside functions (a lazy import is
still an arrow)."""

import ast
import os

UI = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "uttt", "ui")


def arrows():
    """{module: set of uttt.ui modules it imports anywhere in its text}."""
    out = {}
    for f in sorted(os.listdir(UI)):
        if not f.endswith(".py"):
            continue
        name = "uttt.ui" if f == "__init__.py" else "uttt.ui." + f[:-3]
        with open(os.path.join(UI, f)) as fh:
            tree = ast.parse(fh.read())
        to = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                to.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                if node.module == "uttt.ui":
                    to.update("uttt.ui." + a.name for a in node.names)
                else:
                    to.add(node.module)
        out[name] = {t for t in to if t.startswith("uttt.ui.") and t != name}
    return out


def circles(graph):
    """Every circle, each as the list of modules round it (found by a depth-first walk)."""
    found = []
    state = {}

    def walk(node, path):
        state[node] = 1
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                found.append(path[path.index(nxt):] + [nxt])
            elif nxt not in state:
                walk(nxt, path + [nxt])
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            walk(node, [node])
    return found


def test_no_two_ui_modules_import_each_other():
    graph = arrows()
    assert "uttt.ui.cursor" in graph["uttt.ui.gameinput"]  # the walk sees imports (a test that can fail)
    assert circles(graph) == []


def test_the_circle_finder_finds_a_circle():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c", "a"]]

