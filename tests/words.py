"""The words the screens share (issue 17): every word any screen shows must be one of these (tests/test_text_fit.py).

A word is what is left of a token between spaces once the punctuation around it is dropped; figures (12, 3/5,
77%, 1.5, 1-0, 12s, 15:04) are not words. Add a word only when it is a whole word a player reads at a glance:
no abbreviations ("acc", "1st", "Opp."), no glued keys ("A:new").
"""

import re

_FIGURE = re.compile(r"^[0-9][0-9.,/%:\-s]*$|^[.]+$")


def words_of(text):
    """The words of a shown text: its tokens without the punctuation around them, figures left out."""
    out = []
    for token in text.split():
        if _FIGURE.match(token):
            continue
        w = token.strip(".,:;!?()\"'<>=*")
        if w and not _FIGURE.match(w):
            out.append(w)
    return out


WORDS = set("""
3x3 A a accuracy middle after again against ahead allow an and animations any are arrows as at away B back bar
before beginner best better big blunder blunders board boards both bottom-center bottom-left bottom-right
boxed button buttons by cell center chalk change choose chose claimed claims classic closed closes completes
contrast CPU CPU's cursor data decided defaults did draw drawn draws each easy either every finish first for force fork
frame framed free friend friends full game games gave give gives go gold good got grid ground half hard here
high hint hold how in inaccuracy inaccurate is it kept left left/right let level lights line lines log looked lose lost low
main makes mark match medium MENU menu middle-left middle-right mistake mistakes mono more most move moves
neon never new next nine no nobody none normal not O O's of off on once one open opponent or other over P1
P1's P2 P2's page panel's paused picked picks place placed play played player plays point put random rating
recent replay reply restored resume review right row saved seconds select send sent set settings slate small
sound square start starts stats steer Super-Ultimate streak sudden swap swaps take tap that the their theme then there think
thinking threats three tic-tac-toe tiebreak time timer tips title to top-center top-left top-right turn
turning turns two ultimate undo unreadable up vibrate volume was where whoever wild win winning wins with
won won-lost-drawn wrong X X's X/O yes you your
""".split())
