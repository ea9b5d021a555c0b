"""The terminal front end (seed 003 style): whole games from typed lines, bad input never crashes."""

import random

from uttt.codec import new_game
from uttt.notation import format_move
from uttt.ui import textui


def feeder(lines):
    it = iter(lines)

    def read(prompt):
        return next(it, None)
    return read


def random_lines(variant, seed, junk=True):
    rng = random.Random(seed)
    g = new_game(variant)
    out = []
    while not g.result:
        if junk:
            out.append(rng.choice(("", "zz", "0 0", "10", "help", "log", "board", "\t", "5 5 5", "x")))
        m = rng.choice(g.legal_moves())
        out.append(format_move(m, variant))
        g.play(m)
    return out, g


def test_friend_game_to_the_end_with_junk_in_between():
    lines, ref = random_lines("ultimate", 4)
    text = []
    rc = textui.main(["--friend"], read=feeder(lines), write=text.append)
    assert rc == 0
    joined = "\n".join(text)
    assert ("X won the match" in joined or "O won the match" in joined or "The match is a draw" in joined)
    assert "? " in joined  # the junk was answered, not crashed on


def test_square_alone_in_a_forced_board_and_the_text_board():
    g = new_game("ultimate")
    g.play(40)
    assert textui.parse(g, "1") == 36
    lines = textui.board_text(g)
    assert lines[5].split("|")[1].strip() == "4 X 6"
    assert lines[0].split("|")[0].strip() == ". . ."


def test_bot_game_and_end_of_input():
    lines, _ = random_lines("ultimate", 9, junk=False)
    text = []
    # The human (O) types random legal-looking lines; many will be illegal after the bot's replies: fine.
    rc = textui.main(["--bot", "easy", "--as", "O", "--seed", "1"], read=feeder(lines), write=text.append)
    assert rc == 0
    assert any("Computer (easy)" in t for t in text)


def test_classic_and_wild():
    for variant in ("classic", "wild"):
        lines, ref = random_lines(variant, 2)
        text = []
        textui.main(["--" + variant, "--friend"], read=feeder(lines), write=text.append)
        assert any("won the game" in t or "draw" in t for t in text)


def test_menu_questions_survive_nonsense_and_eof():
    text = []
    assert textui.main([], read=feeder(["maybe", "bot", "impossible", "hard", "q"]), write=text.append) == 0
    assert any("please type one of" in t for t in text)
