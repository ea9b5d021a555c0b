# Runs under a real MicroPython with a hard heap cap (see tests/test_micropython.py): the edges of the public
# API on the device's interpreter: a bool or any non-int is never a move, and the notation is strict, with
# short messages and ValueError for an unknown variant or an out-of-range move.
import sys
sys.path.insert(0, sys.argv[1] if len(sys.argv) > 1 else ".")
import gc
from uttt.rules import Game
from uttt.classic import Classic
from uttt import notation, parse


def check(cond, what):
    if not cond:
        raise AssertionError(what)


def refused(fn, *args):
    try:
        fn(*args)
    except ValueError as e:
        check(len(str(e)) < 160, "a short message")
        return True
    return False


for g in (Game(), Classic(), Classic(wild=True)):
    for bad in (True, False, "5", None, 1.0, -1, 99):
        check(not g.is_legal(bad) and g.why_illegal(bad), "non-int refused")
        check(refused(g.play, bad), "play(non-int) raises")
    check(g.ply == 0 and g.moves == [], "refused moves change nothing")

P = parse.parse_move
for text, forced, want in (("3 5", -1, 22), ("3,5", -1, 22), ("35", -1, 22), ("Board 3, square 5", -1, 22),
                           ("board 3 square 5", 8, 22), ("5", 4, 40), ("square 5", 4, 40)):
    check(P(text, "ultimate", forced) == want, "parse " + text)
check(P("O on square 5", "wild") == 13 and P("x 1", "wild") == 0, "parse wild")
check(P("5", "classic") == 4 and P("square 9", "classic") == 8, "parse classic")
for text in ("-3", "what is 7", "no, 5 5", "bad 5 5", "sand 3 4", "b3 s5", "x" * 400):
    check(refused(P, text) and refused(P, text, "ultimate", 4), "refused: " + text[:20])
check(refused(P, "5") and refused(P, "3 5", "classic") and refused(P, "5", "wild"), "refused forms")
check(refused(P, "3 5", "bogus") and refused(parse.format_move, 0, "bogus"), "unknown variant")
check(refused(parse.format_move, 100) and refused(parse.format_move, 20, "wild"), "out of range")
check(refused(parse.format_move, True), "a bool is not a move")
for m in range(81):
    check(P(parse.format_move(m)) == m, "round trip")
w = Classic(wild=True)
w.play(13)
check(notation.log_lines(w) == ["P1 placed an O in the center"], "wild log names the player")
gc.collect()
print("OK api free=%d" % gc.mem_free())
