"""Play in a plain terminal, as in seed 003: python -m uttt.ui.textui (--help).

The board is drawn in text; boards and squares are numbered 1-9 like a phone
keypad from the top-left. Type "3 5" (board 3, square 5), or just the square
when the board is forced; "help", "log", "quit". Ctrl-C or Ctrl-D also quit.
A friend or the computer (four levels); Classic and Wild too.
Bad input gets a message, never a crash.
"""

import sys
import textwrap

from uttt.codec import new_game
from uttt.notation import log_lines, MARKS
from uttt.parse import format_move, parse_move
from uttt.rules import BOARD_NAMES

LEVELS = ("beginner", "easy", "medium", "hard")
BIG = {
    1: ("\\   /", "  X  ", "/   \\"),
    2: ("/---\\", "|   |", "\\---/"),
    3: ("=====", "=====", "====="),
}
HELP = """Moves: "3 5" = board 3, square 5 (also "3,5", "35", "board 3, square 5").
Boards and squares are numbered like a keypad:
  1 2 3
  4 5 6
  7 8 9
When you must play in one board, the square alone is enough ("5").
Empty squares you may take show their number. A won board shows a big X or O,
a drawn board "=====". Classic: "5". Wild: your mark and a square, "O 5".
Commands (at any prompt): help, quit; during a game also log and board."""
QUIT = ("quit", "q", "exit")
WIDTH = 79   # a line never wraps mid-word in an 80-column terminal


def _wrapping(write):
    """write, with lines longer than WIDTH broken between words (continuations indented)."""
    if getattr(write, "wraps", False):
        return write

    def out(text):
        for line in str(text).split("\n"):
            if len(line) > WIDTH:
                line = textwrap.fill(line, WIDTH, subsequent_indent="  ", break_on_hyphens=False)
            write(line)
    out.wraps = True
    return out


def board_text(game):
    """The position as lines of text."""
    if game.variant != "ultimate":
        rows = []
        for r in range(3):
            cells = []
            for c in range(3):
                i = 3 * r + c
                v = game.cells[i]
                cells.append(MARKS[v] if v else (str(i + 1) if not game.result else "."))
            rows.append(" " + " | ".join(cells))
            if r < 2:
                rows.append("---+---+---")
        return rows
    legal = set(m // 9 for m in game.legal_moves())
    out = []
    for br in range(3):
        for r in range(3):
            parts = []
            for bc in range(3):
                b = 3 * br + bc
                state = game.boards[b]
                if state:
                    parts.append(BIG[state][r])
                    continue
                cells = []
                for c in range(3):
                    m = 9 * b + 3 * r + c
                    v = game.cells[m]
                    if v:
                        cells.append(MARKS[v])
                    elif b in legal:
                        cells.append(str(3 * r + c + 1))
                    else:
                        cells.append(".")
                parts.append(" ".join(cells))
            out.append(" " + " | ".join(parts) + " ")
        if br < 2:
            out.append("-------+-------+-------")
    return out


def prompt_text(game):
    who = MARKS[game.turn]
    if game.variant == "wild":
        return "P%d (X or O and a square, e.g. 'O 5')> " % game.turn
    if game.variant == "classic":
        return "%s, square (1-9)> " % who
    if game.forced >= 0:
        return "%s, square in board %d (%s)> " % (who, game.forced + 1, BOARD_NAMES[game.forced])
    return "%s, free move: board and square, e.g. '3 5'> " % who


def parse(game, text):
    """The move typed (one of the forms of ``uttt.parse.parse_move``, the square alone when the board is
    forced), or raises ValueError with what was wrong. The game is not changed."""
    m = parse_move(text, game.variant, game.forced)
    why = game.why_illegal(m)
    if why:
        raise ValueError("%s is not allowed: %s" % (format_move(m, game.variant), why))
    return m


class TextGame:
    """One game in a terminal. ``read`` returns a line or None at end of input; ``write`` prints."""

    def __init__(self, variant="ultimate", bot=None, human=1, read=None, write=None, seed=None):
        self.game = new_game(variant)
        self.bot = bot
        self.human = human
        self.read = read or _read
        self.write = _wrapping(write or print)
        self.seed = seed
        self.log = []

    def show(self):
        self.write("")
        for line in board_text(self.game):
            self.write(line)

    def play(self):
        """Play to the end (or until input ends / "quit"); returns the result (0 if abandoned)."""
        g = self.game
        self.show()
        while not g.result:
            if self.bot is not None and g.turn != self.human:
                from uttt.bot import best_move
                self.write("Computer (%s) thinks..." % self.bot)
                m = best_move(g, self.bot, seed=self.seed)
            else:
                line = self.read(prompt_text(g))
                if line is None or line.strip().lower() in QUIT:
                    self.write("Bye.")
                    return 0
                cmd = line.strip().lower()
                if cmd in ("help", "h", "?"):
                    self.write(HELP)
                    continue
                if cmd == "log":
                    for ln in self.log or ["No moves yet."]:
                        self.write("  " + ln)
                    continue
                if cmd in ("", "board"):
                    self.show()
                    continue
                try:
                    m = parse(g, line)
                except ValueError as e:
                    self.write("? %s" % e)
                    continue
            g.play(m)
            lines = log_lines(g)
            self.log += lines
            self.show()
            for ln in lines:
                self.write(ln)
        return g.result


def _read(prompt):
    """A line from the terminal; None at end of input (Ctrl-D) or on Ctrl-C, which both end the game."""
    if sys.stdin is None:  # started with stdin closed (<&-): as at the end of input
        return None
    try:
        return input(prompt)
    except (EOFError, KeyboardInterrupt):
        print()  # end the prompt's line before "Bye."
        return None


def ask(read, write, question, choices, default):
    """Ask until one of choices (or a prefix of one) is typed; None at end of input or on "quit".
    "help" (or "?") shows how to play and asks again."""
    while True:
        line = read("%s [%s] (default %s)> " % (question, "/".join(choices), default))
        if line is None:
            return None
        s = line.strip().lower()
        if not s:
            return default
        if s in ("help", "?"):
            write(HELP)
            continue
        if s in QUIT:
            return None
        for c in choices:
            if c.startswith(s):
                return c
        write("? please type one of: %s (or help, quit)" % ", ".join(choices))


def _option(argv, name, choices=None):
    """The value after option name in argv (None if absent); ValueError if it is missing or not a choice."""
    if name not in argv:
        return None
    i = argv.index(name) + 1
    if i >= len(argv) or (choices and argv[i].lower() not in choices):
        raise ValueError("%s needs %s" % (name, " or ".join(choices) if choices else "a value"))
    return argv[i].lower() if choices else argv[i]


OPTIONS = "Options: --classic  --wild  --friend  --bot LEVEL  --as X|O  --seed N"
KNOWN = ("--classic", "--wild", "--friend", "--bot", "--as", "--seed", "-h", "--help")


def main(argv=None, read=None, write=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    read = read or _read
    write = _wrapping(write or print)
    if "-h" in argv or "--help" in argv:
        write(__doc__.strip())
        write(OPTIONS)
        return 0
    try:
        for i, a in enumerate(argv):
            if a.startswith("-") and a not in KNOWN and (i == 0 or argv[i - 1] not in ("--seed", "--bot", "--as")):
                raise ValueError("unknown option %s" % a[:30])
        bot = _option(argv, "--bot", LEVELS)
        side = _option(argv, "--as", ("x", "o"))
        seed = _option(argv, "--seed")
        if seed is not None:
            seed = int(seed)
    except ValueError as e:
        write("? %s. %s" % (str(e)[:80], OPTIONS))
        return 2
    try:
        return _play(argv, bot, side, seed, read, write)
    except KeyboardInterrupt:  # Ctrl-C while the computer thinks: the same goodbye as at a prompt
        write("")
        write("Bye.")
        return 0


def _play(argv, bot, side, seed, read, write):
    variant = "classic" if "--classic" in argv else "wild" if "--wild" in argv else "ultimate"
    if bot is None and "--friend" not in argv:
        write("Ultimate Tic-Tac-Toe. Type 'help' at any prompt for how to play.")
        who = ask(read, write, "Play against a friend or the computer?", ("friend", "bot"), "friend")
        if who == "bot":
            bot = ask(read, write, "Level", LEVELS, "medium")
            if bot is not None and side is None:
                side = ask(read, write, "Play as", ("x", "o"), "x")
                if side is None:
                    bot = None
            if bot is None:
                who = None
        if who is None:
            write("Bye.")
            return 0
    human = 2 if side == "o" else 1
    if bot is not None:
        if variant == "wild":
            write("You are P%d%s; the computer (%s) is P%d. Each turn you choose X or O."
                  % (human, " and move first" if human == 1 else "", bot, 3 - human))
        else:
            write("You play %s%s; the computer (%s) plays %s."
                  % (MARKS[human], " and move first" if human == 1 else "", bot, MARKS[3 - human]))
    result = TextGame(variant, bot, human, read, write, seed).play()
    return 0 if result is not None else 1


def _pc_main():
    """The command line: main(), and a reader that has gone (``| head -2``) ends it quietly."""
    try:
        return main()
    except BrokenPipeError:
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())   # no second error at exit
        return 0


if __name__ == "__main__":
    sys.exit(_pc_main())
