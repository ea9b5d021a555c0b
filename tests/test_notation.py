"""Text notation (seed 003 numbering) and the move log (seed 001 wording).

The parser is strict: a line is a move only when it is exactly one of the documented forms. The property
tests below check that over many thousands of seeded random strings (hypothesis is not installed: plain
``random`` with a seed), among them near-misses built from the documented words, against an independent
reference written with regular expressions, and through the text version's game loop.
"""

import random
import re

import pytest

from uttt.classic import Classic
from uttt.codec import new_game
from uttt.notation import log_lines
from uttt.parse import format_move, parse_move
from uttt.rules import Game
from uttt.ui import textui


def test_format_uses_one_based_board_and_square():
    assert format_move(9 * 2 + 4) == "board 3, square 5"
    assert format_move(4, "classic") == "square 5"
    assert format_move(9 + 4, "wild") == "O on square 5"


@pytest.mark.parametrize("text", ["board 3, square 5", "3 5", "3,5", "35", "  Board 3 Square 5 ", "3 , 5",
                                  "BOARD 3,SQUARE 5", "\t3\t5"])
def test_parse_accepts_the_documented_spellings(text):
    assert parse_move(text) == 9 * 2 + 4


def test_every_move_round_trips():
    for m in range(81):
        assert parse_move(format_move(m)) == m
    for m in range(9):
        assert parse_move(format_move(m, "classic"), "classic") == m
    for m in range(18):
        assert parse_move(format_move(m, "wild"), "wild") == m


@pytest.mark.parametrize("text", ["", "3", "0 5", "3 0", "10 5", "board x", "3 5 7", "hello 3 5", "-3",
                                  "what is 7", "no, 5 5", "bad 5 5", "sand 3 4", "b3 s5", "3 5.", "3;5", "3-5",
                                  "board 3, square 5, please", "square 5", "3,,5", ",3 5", "board3 square5"])
def test_bad_text_is_refused_with_the_expected_forms(text):
    with pytest.raises(ValueError, match="'3 5', '3,5', '35' or 'board 3, square 5'"):
        parse_move(text)


@pytest.mark.parametrize("text", ["-3", "what is 7", "no, 5 5", "bad 5 5", "sand 3 4", "5 5 5", "square",
                                  "55 5", "5.", "#5", "square 5 5"])
def test_a_forced_board_still_refuses_lines_with_a_digit_in_them(text):
    # The issue: with a forced board any line holding exactly one digit was played.
    with pytest.raises(ValueError, match="the square alone"):
        parse_move(text, "ultimate", 4)


def test_the_square_alone_only_when_forced():
    assert parse_move("5", "ultimate", 0) == 4 and parse_move("square 9", "ultimate", 8) == 80
    assert parse_move("3 5", "ultimate", 8) == 22       # the full form works too
    for text in ("5", "square 5"):
        with pytest.raises(ValueError):
            parse_move(text)


def test_classic_and_wild_forms():
    assert parse_move("5", "classic") == 4 and parse_move("Square 5", "classic") == 4
    assert parse_move("O 5", "wild") == 13 and parse_move("x on square 1", "wild") == 0
    for text in ("3 5", "square", "0", "x 5", "5 5"):
        with pytest.raises(ValueError, match="'5' or 'square 5'"):
            parse_move(text, "classic")
    for text in ("5", "O5", "O on 5", "on square 5", "O square 5", "Z 5", "O 0", "O 5 5"):
        with pytest.raises(ValueError, match="'O 5' or 'O on square 5'"):
            parse_move(text, "wild")


def test_a_long_bad_line_is_quoted_short():
    for text in ("x" * 10 ** 6, "3 5 " * 250000, "\u00e9" * 1000):
        with pytest.raises(ValueError) as e:
            parse_move(text)
        assert len(str(e.value)) < 160


def test_unknown_variant_and_out_of_range_moves_are_value_errors():
    for call in (lambda: parse_move("3 5", "bogus"), lambda: format_move(3, "bogus"),
                 lambda: parse_move("5", None)):
        with pytest.raises(ValueError, match="unknown variant"):
            call()
    for m, variant in ((100, "ultimate"), (81, "ultimate"), (-1, "ultimate"), (20, "wild"), (18, "wild"),
                       (9, "classic"), (True, "ultimate"), ("5", "classic"), (2.0, "wild")):
        with pytest.raises(ValueError, match="no such %s move" % variant):
            format_move(m, variant)


# ----- the property test ------------------------------------------------------------------------------------

_S = r"\s"   # str.split() whitespace (also a no-break space)
DIGIT = "([1-9])"
REFERENCE = {
    "ultimate": re.compile(r"%s*%s(%s*,%s*|%s+|)%s%s*" % (_S, DIGIT, _S, _S, _S, DIGIT, _S), re.I),
    "ultimate words": re.compile(r"%s*board%s+%s(%s*,%s*|%s+)square%s+%s%s*"
                                 % (_S, _S, DIGIT, _S, _S, _S, _S, DIGIT, _S), re.I),
    "square": re.compile(r"%s*(?:square%s+)?%s%s*" % (_S, _S, DIGIT, _S), re.I),
    "wild": re.compile(r"%s*([xo])(?:%s+on%s+square)?%s+%s%s*" % (_S, _S, _S, _S, DIGIT, _S), re.I),
}


def reference(text, variant, forced=-1):
    """What the module doc says text means: the move, or None. Written independently of the parser."""
    if variant == "wild":
        m = REFERENCE["wild"].fullmatch(text)
        return 9 * "xo".index(m.group(1).lower()) + int(m.group(2)) - 1 if m else None
    m = REFERENCE["square"].fullmatch(text)
    if m and (variant == "classic" or forced >= 0):
        return max(forced, 0) * 9 + int(m.group(1)) - 1
    if variant == "classic":
        return None
    m = REFERENCE["ultimate"].fullmatch(text) or REFERENCE["ultimate words"].fullmatch(text)
    return 9 * int(m.group(1)) + int(m.group(3)) - 10 if m else None


WORDS = ("board", "square", "on", "x", "o", "X", "O", "Board", "SQUARE", ",", "no", "bad", "what", "is",
         "sand", "-", "b", "s", "0", "10", "35", "5", "9", "help", "the", "and", "or", "oo", "squares")
ALPHABET = "0123456789 ,\tboardsquenxOXBSQ-.:;/#?!'\"()\u00a0\u0663\uff15"


def documented_forms(m, variant, forced=-1):
    """Every documented form of move m (spacing and case varied by the caller)."""
    if variant == "wild":
        mark, sq = "XO"[m // 9], m % 9 + 1
        return ["%s %d" % (mark, sq), "%s on square %d" % (mark, sq)]
    if variant == "classic":
        return ["%d" % (m + 1), "square %d" % (m + 1)]
    b, sq = m // 9 + 1, m % 9 + 1
    out = ["%d %d" % (b, sq), "%d,%d" % (b, sq), "%d%d" % (b, sq), "board %d, square %d" % (b, sq),
           "board %d square %d" % (b, sq)]
    if forced >= 0:
        out += ["%d" % sq, "square %d" % sq]
    return out


def vary(rng, text):
    """The same form with other spacing and case (what the doc allows)."""
    out = []
    for ch in text:
        if ch == " ":
            out.append(rng.choice((" ", "  ", "\t", " \t ")))
        elif ch == ",":
            out.append(rng.choice((",", " ,", ", ", " , ")))
        else:
            out.append(ch.upper() if rng.random() < 0.3 else ch.lower() if rng.random() < 0.3 else ch)
    pad = ("", " ", "\t", "  ")
    return rng.choice(pad) + "".join(out) + rng.choice(pad)


def mutate(rng, text):
    """A near-miss of text: a character or word inserted, dropped, doubled or replaced."""
    words = text.split()
    k = rng.randrange(8)
    if k == 0 and text:
        i = rng.randrange(len(text))
        return text[:i] + text[i + 1:]
    if k == 1:
        i = rng.randrange(len(text) + 1)
        return text[:i] + rng.choice(ALPHABET) + text[i:]
    if k == 2 and text:
        i = rng.randrange(len(text))
        return text[:i] + rng.choice(ALPHABET) + text[i + 1:]
    if k == 3:
        words.insert(rng.randrange(len(words) + 1), rng.choice(WORDS))
    elif k == 4 and words:
        i = rng.randrange(len(words))
        words.insert(i, words[i])
    elif k == 5 and words:
        words.pop(rng.randrange(len(words)))
    elif k == 6 and len(words) > 1:
        i = rng.randrange(len(words) - 1)
        words[i], words[i + 1] = words[i + 1], words[i]
    else:
        return rng.choice(WORDS) + rng.choice(("", " ", ", ")) + text
    return " ".join(words)


def random_strings(rng, n):
    """n strings: a third fully random, the rest documented forms and their near-misses."""
    out = []
    for i in range(n):
        kind = i % 3
        if kind == 0:
            out.append("".join(rng.choice(ALPHABET) for _ in range(rng.randrange(12))))
            continue
        variant = rng.choice(("ultimate", "classic", "wild"))
        m = rng.randrange({"ultimate": 81, "classic": 9, "wild": 18}[variant])
        s = vary(rng, rng.choice(documented_forms(m, variant, forced=0)))
        for _ in range(rng.randrange(1 if kind == 1 else 0, 3)):
            s = mutate(rng, s)
        out.append(s)
    return out


CONTEXTS = [("ultimate", -1), ("ultimate", 0), ("ultimate", 4), ("ultimate", 8), ("classic", -1), ("wild", -1)]


def test_the_parser_accepts_exactly_the_documented_forms():
    rng = random.Random(2024)
    strings = random_strings(rng, 30000)
    accepted = refused = 0
    for s in strings:
        for variant, forced in CONTEXTS:
            want = reference(s, variant, forced)
            try:
                got = parse_move(s, variant, forced)
            except ValueError as e:
                assert want is None, (s, variant, forced, want)
                assert "is not a move" in str(e) and len(str(e)) < 160
                refused += 1
                continue
            assert got == want, (s, variant, forced)
            accepted += 1
    # Both sides are well exercised: thousands of strings of each kind.
    assert accepted > 10000 and refused > 50000, (accepted, refused)


def test_every_documented_form_of_every_legal_move_is_accepted():
    rng = random.Random(7)
    checked = 0
    for variant in ("ultimate", "classic", "wild"):
        for _ in range(80):
            g = new_game(variant)
            for _ in range(rng.randrange(40)):
                if g.result:
                    break
                g.play(rng.choice(g.legal_moves()))
            if g.result:
                continue
            for m in g.legal_moves():
                for form in documented_forms(m, variant, g.forced):
                    for text in (form, form.upper(), vary(rng, form)):
                        assert parse_move(text, variant, g.forced) == m, (text, variant, g.forced)
                        assert textui.parse(g, text) == m
                        checked += 1
    assert checked > 10000


def state(g):
    return (g.variant, tuple(g.moves), g.turn, g.result, g.forced, bytes(g.cells))


@pytest.mark.parametrize("variant", ["ultimate", "classic", "wild"])
def test_no_refused_line_changes_the_game(variant):
    # Through the text version's own loop: each line is either a documented form of a legal move, which is
    # played (exactly that move), or it is answered and the game stays as it was.
    rng = random.Random(11 + len(variant))
    lines = []
    for s in random_strings(rng, 6000):
        lines.append(s)
        if rng.random() < 0.3:   # and now and then a sure move, so games go on and end
            lines.append("MOVE")
    mirror = new_game(variant)
    games = played = answered = 0
    it = iter(lines)
    out = []

    def read(prompt):
        nonlocal mirror, played, answered
        g = tg.game
        assert state(g) == state(mirror), "the game changed without a move being accepted"
        line = next(it, None)
        if line == "MOVE":
            line = format_move(rng.choice(g.legal_moves()), variant)
        if line is None:
            return None
        low = line.strip().lower()
        if low in textui.QUIT or low in ("help", "h", "?", "log", "", "board"):
            return "board"   # commands are tested elsewhere; keep this game going
        want = reference(line, variant, g.forced)
        if want is not None and g.is_legal(want):
            mirror.play(want)
            played += 1
        else:
            answered += 1
        return line

    while True:
        tg = textui.TextGame(variant, read=read, write=out.append)
        mirror = new_game(variant)
        result = tg.play()
        games += 1
        assert state(tg.game) == state(mirror)
        if not result:
            break
    assert played > 200 and answered > 3000 and games > 3, (played, answered, games)
    assert "? " in "\n".join(out)


# ----- the log ----------------------------------------------------------------------------------------------

def test_log_wording_of_seed_001():
    g = Game()
    g.play(9 * 2 + 4)
    assert log_lines(g) == ["X played center of top-right board"]


def test_log_claim_and_game_lines():
    g = Game()
    # X claims the center board along its middle row while O wastes moves.
    for m in (9 * 4 + 3, 9 * 3 + 4, 9 * 4 + 5, 9 * 5 + 4):
        g.play(m)
    g.play(9 * 4 + 4)
    assert log_lines(g) == ["X played center of center board", "X claimed the center board"]


def test_log_drawn_board_line():
    g = Game()
    major, minor = (0, 1, 5, 6, 8), (2, 3, 4, 7)
    for i in range(4):
        g._push(major[i])
        g._push(minor[i])
    g._push(8)
    assert log_lines(g) == ["X played bottom-right of top-left board", "The top-left board is drawn"]


def test_the_end_of_one_game_says_game_never_match():
    # "Match" is the series (Settings > Match); one game ends with "won the game" / "The game is a draw".
    rng = random.Random(5)
    ends = set()
    for variant in ("ultimate", "classic", "wild"):
        for options in ((False, False), (False, True)):
            for _ in range(150):
                g = new_game(variant, *options) if variant == "ultimate" else new_game(variant)
                while not g.result:
                    g.play(rng.choice(g.legal_moves()))
                line = log_lines(g)[-1]
                assert "match" not in line.lower()
                if g.result == 3:
                    assert line == "The game is a draw"
                else:
                    who = ("P%d" % g.result) if variant == "wild" else "XO"[g.result - 1]
                    assert line.startswith(who + " won the game")
                ends.add(line.split(" on boards")[0] if "on boards" in line else line)
                if "on boards" in line:
                    ends.add("on boards")
    assert {"X won the game", "O won the game", "P1 won the game", "P2 won the game",
            "The game is a draw", "on boards"} <= ends


def test_log_classic_and_wild_name_marks_and_players():
    g = Classic()
    g.play(4)
    assert log_lines(g) == ["X played center"]
    w = Classic(wild=True)
    w.play(9 + 0)
    assert log_lines(w) == ["P1 placed an O in the top-left"]
    w.play(4)
    assert log_lines(w) == ["P2 placed an X in the center"]
    for m in (9 + 1, 8, 9 + 2):
        w.play(m)
    assert log_lines(w)[-1] == "P1 won the game"
