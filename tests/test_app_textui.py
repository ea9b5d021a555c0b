"""The terminal front end (seed 003 style): whole games from typed lines, bad input never crashes."""

import random

from uttt.codec import new_game
from uttt.parse import format_move
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
    assert ("X won the game" in joined or "O won the game" in joined or "The game is a draw" in joined)
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


def lines_of(text):
    return "\n".join(text).split("\n")


def test_help_works_at_every_prompt_including_the_opening_ones():
    text = []
    script = ["help", "bot", "?", "hard", "help", "o", "help", "quit"]
    assert textui.main([], read=feeder(script), write=text.append) == 0
    joined = "\n".join(text)
    assert joined.count("Boards and squares are numbered like a keypad") == 4
    assert "please type one of" not in joined        # help was never taken for a wrong answer
    assert "You play O; the computer (hard) plays X." in joined
    assert joined.rstrip().endswith("Bye.")


def test_the_side_you_play_is_said_before_the_game():
    for argv, want in ((["--bot", "hard"], "You play X and move first; the computer (hard) plays O."),
                       (["--bot", "easy", "--as", "O"], "You play O; the computer (easy) plays X."),
                       (["--wild", "--bot", "medium"], "You are P1 and move first; the computer (medium) is P2.")):
        text = []
        assert textui.main(argv + ["--seed", "1"], read=feeder([]), write=text.append) == 0
        assert want in " ".join(lines_of(text)), text[:3]
        first_board = next(i for i, t in enumerate(text) if "|" in t)
        assert any(want[:12] in t for t in text[:first_board])      # said before the board is drawn
    text = []
    textui.main([], read=feeder(["bot", "beginner", "x"]), write=text.append)
    assert "You play X and move first; the computer (beginner) plays O." in text


def test_no_line_is_wider_than_79_columns():
    # Help, the --help text, error answers (a quoted bad line included) and the side line: an 80-column
    # terminal never breaks a word.
    assert all(len(line) <= 79 for line in textui.HELP.split("\n"))
    text = []
    textui.main(["--help"], write=text.append)
    lines, ref = random_lines("ultimate", 3)
    lines = ["help", "x" * 300, "board 3, square 5, please now " * 3] + lines
    textui.main(["--friend"], read=feeder(lines), write=text.append)
    textui.main(["--wild", "--bot", "beginner", "--as", "O", "--seed", "2"], read=feeder(["help", "zz"] * 3),
                write=text.append)
    out = lines_of(text)
    assert len(out) > 100 and any("is not a move" in t for t in out)
    too_wide = [t for t in out if len(t) > 79]
    assert not too_wide, too_wide[:3]


def test_ctrl_c_and_ctrl_d_say_goodbye_everywhere(monkeypatch):
    def interrupted(prompt):
        raise KeyboardInterrupt

    def ended(prompt):
        raise EOFError

    for fn in (interrupted, ended):
        for argv in ([], ["--friend"], ["--bot", "easy", "--as", "O"]):
            monkeypatch.setattr("builtins.input", fn)
            text = []
            assert textui.main(argv, write=text.append) == 0    # the real terminal reader
            assert text[-1] == "Bye.", (fn.__name__, argv, text[-3:])
    # Ctrl-C while the computer thinks.
    import uttt.bot

    def thinking(*a, **k):
        raise KeyboardInterrupt
    monkeypatch.setattr(uttt.bot, "best_move", thinking)
    text = []
    assert textui.main(["--bot", "hard"], read=feeder(["5 5"]), write=text.append) == 0
    assert text[-1] == "Bye."


def test_ctrl_c_in_a_real_process_prints_no_traceback():
    import os
    import signal
    import subprocess
    import sys
    import time

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    for argv in ([], ["--friend"]):
        p = subprocess.Popen([sys.executable, "-m", "uttt.ui.textui"] + argv, cwd=root, stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        try:
            # at its first prompt, waiting for a line: read until the prompt's "> " (input() flushes it), not a
            # fixed sleep, which a loaded machine outran (the signal landed in Python's own start-up, in runpy)
            seen = b""
            deadline = time.monotonic() + 60
            while not seen.endswith(b"> ") and time.monotonic() < deadline:
                c = os.read(p.stdout.fileno(), 1)
                if not c:
                    break
                seen += c
            assert seen.endswith(b"> "), seen[-200:]
            p.send_signal(signal.SIGINT)
            rest, err = p.communicate(timeout=20)
        finally:
            p.kill()
        out, err = (seen + rest).decode(), err.decode()
        assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
        assert out.rstrip().endswith("Bye.") and p.returncode == 0, (out[-200:], p.returncode)


def test_refused_lines_leave_the_game_as_it_was():
    g = new_game("ultimate")
    g.play(40)    # O must play in the center board
    before = (tuple(g.moves), g.turn, g.forced)
    for line in ("-3", "what is 7", "no, 5 5", "bad 5 5", "sand 3 4", "1 1", "5"):
        try:
            textui.parse(g, line)
        except ValueError as e:
            assert "not a move" in str(e) or "not allowed" in str(e)
        else:
            raise AssertionError("accepted %r" % line)
        assert (tuple(g.moves), g.turn, g.forced) == before
    assert textui.parse(g, "square 1") == 36 and textui.parse(g, "5 1") == 36


def test_bad_options_are_refused_with_the_options_line():
    for argv in (["--bot"], ["--bot", "genius"], ["--as", "Z"], ["--seed", "abc"], ["--nosuch"]):
        text = []
        assert textui.main(argv, read=feeder([]), write=text.append) == 2
        assert text[0].startswith("? ") and "Options:" in " ".join(text)
