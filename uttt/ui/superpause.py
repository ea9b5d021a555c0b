# The pause menu or the log over a Super-Ultimate game in a heap short of room (superroom51): imported by
# ``uttt.ui.superplay.close`` only when fewer than 16 KB are free (a 128 KB heap's ~10 KB there; a PyBadge's ~146 KB
# leaves ~28 after a collection), and let go in the same call.
#
# The pause over the game with the computer's code was the Super boot's live peak. The save's code (uttt.superstore,
# uttt.super_codec and the formats': ~5 KB) goes while it shows: nothing saves under a menu or the log (the game
# screen's close wrote a move's half left, superplay.close), and it comes back in the game screen's first frame
# (uttt.superstore.halves), where the menu's code was, before the computer's start makes its work area again. The kept
# Encoder's numbers (plain values: its class, and its module, go) wait in the store, so the next save ranks only the
# moves since, as before (a new Encoder ranks the whole game: ~1.4 s of a PyBadge's at ply 500). Not for a game read
# at boot and unchanged since (uttt.superstore._LOADED: its record is saved as read).

import gc
import sys

from uttt.ui.app import forget


def drop(app):
    gc.collect()
    st = sys.modules["uttt.superstore"]
    s = app.store
    if gc.mem_free() < 16384 and s is not None and not st._LOADED[0]:
        s.enc = st._ENC[0].__dict__ if st._ENC else {}  # (uttt.superstore.encoder takes them back)
        for name in ("uttt.superstore", "uttt.super_codec", "uttt.super_codecfmt", "uttt.codecfmt"):
            forget(name)
    forget(__name__)
