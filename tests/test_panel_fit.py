"""``uttt.ui.status``'s ``_fit`` and ``panel_lines`` read the items' forms in place (panel27); they must choose
what the functions before them chose, which split every item's forms and lines into lists. The old functions are
kept below as the reference and both are given the same generated items (forms of one to three lines, forms
that fit no width, empty forms and lines, priorities that tie) at panel widths and heights from none to more than
any panel has. (Checked over 200,000 inputs when it was written; a few thousand here.)"""

import random

import pytest

from uttt.ui import status


def old_fit(forms, cols):
    """_fit before panel27 (main da4229c): the first form whose every line fits cols, or None."""
    for f in forms.split("|"):
        if max(len(s) for s in f.split("\n")) <= cols:
            return f
    return None


def old_panel_lines(items_of, app, scr, cols, rows):
    """panel_lines before panel27 (main da4229c), its items from items_of."""
    items = []
    for pri, forms in items_of(app, scr):
        f = old_fit(forms, cols)
        if f is not None:
            items.append((pri, f.split("\n")))
    while sum(len(lines) for _, lines in items) > max(0, rows):
        worst = 0
        for i in range(len(items)):
            if items[i][0] >= items[worst][0]:
                worst = i
        items.pop(worst)
    out = []
    for _, lines in items:
        out += lines
    return out


WORDS = ["", "a", "P1", "2.5", "game", "beginner", "You are X", "accuracy 77%", "time!", "Any line wins"]


def random_forms(rng):
    forms = []
    for _ in range(rng.choice((1, 1, 2, 3, 4))):
        forms.append("\n".join(rng.choice(WORDS) for _ in range(rng.choice((1, 1, 2, 3)))))
    return "|".join(forms)


def random_items(rng):
    return [(rng.choice((0, 1, 2, 2, 3, 4, 6)), random_forms(rng)) for _ in range(rng.randint(0, 8))]


def test_fit_finds_the_form_the_old_one_found():
    rng = random.Random(27)
    for _ in range(5000):
        forms = random_forms(rng)
        cols = rng.randint(-1, 15)
        want = old_fit(forms, cols)
        i = status._fit(forms, cols)
        if want is None:
            assert i == -1, (forms, cols)
        else:
            e = forms.find("|", i)
            assert forms[i:e if e >= 0 else len(forms)] == want, (forms, cols)


@pytest.mark.parametrize("seed", range(4))
def test_panel_lines_are_the_old_ones(monkeypatch, seed):
    rng = random.Random(seed)
    items = []
    monkeypatch.setattr(status, "_items", lambda app, scr: items)
    for _ in range(1500):
        items[:] = random_items(rng)
        cols = rng.randint(0, 14)
        rows = rng.randint(-1, 10)
        want = old_panel_lines(lambda app, scr: items, None, None, cols, rows)
        got = status.panel_lines(None, None, cols, rows)
        assert got == want, (items, cols, rows)
        assert items == items[:]  # (read, not changed)
