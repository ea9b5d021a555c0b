"""Corrupt NVM on power-on: a short message over the title menu's bottom rows, gone at the first press."""

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from test_view_sim import run_sim, shot_rgb  # noqa: E402


def test_corrupt_nvm_message_is_readable_then_the_menu_is_whole_again(tmp_path):
    # A clean boot gives the reference picture of the title menu.
    clean, _ = run_sim("pybadge", "shot:menu", tmp_path / "clean")
    reference = shot_rgb(clean, "menu")

    (tmp_path / "bad").mkdir()
    with open(tmp_path / "bad" / "nvm.bin", "wb") as f:
        f.write(bytes(random.Random(4).randrange(256) for _ in range(256)))
    s, app = run_sim("pybadge", "shot:notice DOWN UP shot:after", tmp_path / "bad")
    assert "Saved data was unreadable" in s.console
    notice = shot_rgb(s, "notice")
    bottom = notice[100:128]
    # The message rows are drawn over a cleared band: no menu text shows through, some gold text does.
    gold = [(x, y) for y in range(28) for x in range(160) if tuple(bottom[y][x][:3]) != tuple(bottom[0][0][:3])]
    assert gold, "the message is drawn"
    assert (notice[100:128] != reference[100:128]).any()
    # After a press the message is gone and the menu looks exactly as on a clean boot (whose own first
    # frame says "No saved data yet"), down to the descender of the g of "Settings", the last row.
    after = shot_rgb(s, "after")
    assert (after == reference).all()
    from uttt.ui.layout import Layout
    L = Layout(160, 128, "dpad")
    last = L.title_h + (len(app.scr.items()) - 1) * L.row_h + (L.row_h - 12) // 2  # its glyphs' top
    bg = tuple(after[127][0][:3])
    inked = [y for y in range(last, 128) if any(tuple(after[y][x][:3]) != bg for x in range(160))]
    assert inked and max(inked) >= last + 9, "the last menu row is cut off: %s" % inked
