"""The save codec: a whole game to a few dozen bytes and back; bad bytes never build a game."""

import random

import pytest

from uttt import codec


def random_game(rnd, variant="ultimate", stop=None, **options):
    g = codec.new_game(variant, **options)
    while not g.result and (stop is None or g.ply < stop):
        g.play(rnd.choice(g.legal_moves()))
    return g


def same(a, b):
    return (a.variant == b.variant and a.moves == b.moves and a.result == b.result and a.turn == b.turn
            and bytes(a.cells) == bytes(b.cells) and a.forced == b.forced)


@pytest.mark.parametrize("variant", ["ultimate", "classic", "wild"])
def test_round_trip_every_prefix(variant):
    rnd = random.Random(4)
    for _ in range(60):
        g = random_game(rnd, variant)
        moves = g.moves
        for k in range(len(moves) + 1):
            part = codec.new_game(variant)
            for m in moves[:k]:
                part.play(m)
            back = codec.decode(codec.encode(part))
            assert same(back, part)


def test_options_survive():
    rnd = random.Random(5)
    for so in (False, True):
        for mb in (False, True):
            g = random_game(rnd, stay_open=so, most_boards=mb)
            back = codec.decode(codec.encode(g))
            assert (back.stay_open, back.most_boards) == (so, mb) and same(back, g)


def test_a_typical_game_is_a_few_dozen_bytes():
    rnd = random.Random(6)
    sizes = [len(codec.encode(random_game(rnd))) for _ in range(300)]
    assert sum(sizes) / len(sizes) < 48
    assert max(sizes) <= codec._MAX_BYTES


def test_trailing_bytes_are_ignored():
    g = random_game(random.Random(8), stop=20)
    data = codec.encode(g) + b"\xff" * 30
    assert same(codec.decode(data), g)


def test_every_truncation_raises():
    g = random_game(random.Random(9))
    data = codec.encode(g)
    for k in range(len(data)):
        with pytest.raises(ValueError):
            codec.decode(data[:k])


def test_random_corruption_raises_or_gives_a_consistent_game():
    rnd = random.Random(10)
    caught = 0
    for _ in range(3000):
        g = random_game(rnd, stop=rnd.randrange(0, 60))
        data = bytearray(codec.encode(g))
        for _ in range(rnd.randrange(1, 4)):
            data[rnd.randrange(len(data))] ^= 1 << rnd.randrange(8)
        try:
            back = codec.decode(bytes(data))
        except ValueError:
            caught += 1
            continue
        # A corruption the checksum cannot see must still decode to a whole, legal game.
        replay = codec.new_game(back.variant, getattr(back, "stay_open", False), getattr(back, "most_boards", False))
        for m in back.moves:
            replay.play(m)
        assert same(replay, back)
    assert caught > 2900


def test_foreign_bytes_raise():
    for data in (b"", b"\x00" * 40, b"\xff" * 40, bytes(range(40)), b"hello world, not a save"):
        with pytest.raises(ValueError):
            codec.decode(data)


def test_unknown_variant_is_refused():
    with pytest.raises(ValueError):
        codec.new_game("chess")


@pytest.mark.parametrize("variant", ["ultimate", "classic", "wild"])
def test_a_bool_never_reaches_a_save(variant):
    # play(True) used to be taken as move 1 and saved as such: now it is refused and the save is unchanged.
    g = codec.new_game(variant)
    empty = codec.encode(g)
    for flag in (True, False):
        with pytest.raises(ValueError):
            g.play(flag)
    assert codec.encode(g) == empty and codec.decode(empty).moves == []


def test_the_encoding_of_free_moves_follows_the_game_after_undos():
    # codec.encode reads which moves were free from the game's own history (frames25: no replay); after undos and
    # other moves the history is rewritten, and the bytes must be those of the position played straight.
    rnd = random.Random(8)
    for so in (False, True):
        for _ in range(40):
            g = random_game(rnd, stay_open=so)
            moves = g.moves
            k = rnd.randrange(len(moves) + 1)
            while g.ply > k:
                g.undo()
            while not g.result and g.ply < k + 6:
                g.play(rnd.choice(g.legal_moves()))
            straight = codec.new_game("ultimate", stay_open=so)
            nibbles = []
            for m in g.moves:
                if straight.forced < 0:
                    nibbles.append(m // 9)  # a free move: the board's nibble, then the cell's
                nibbles.append(m % 9)
                straight.play(m)
            data = codec.encode(g)
            assert data[1] == g.ply and len(data) == 2 + (len(nibbles) + 1) // 2 + 1
            assert [(data[2 + i // 2] >> (0 if i & 1 else 4)) & 15 for i in range(len(nibbles))] == nibbles
            assert same(codec.decode(data), straight)
