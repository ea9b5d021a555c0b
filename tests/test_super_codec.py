"""The Super-Ultimate save codec (uttt.super_codec): both records round-trip exactly; a cut at every byte and
random damage raise ValueError or give a whole, consistent game, never a half-built one."""

import random

import pytest

from uttt import super_codec
from uttt.super_codec import encode, encode_moves, encode_position, decode
from uttt.super_rules import SuperGame


def random_game(rnd, stop=None, **options):
    g = SuperGame(**options)
    while not g.result and (stop is None or g.ply < stop):
        g.play(rnd.choice(g.legal_moves()))
    return g


def state(g):
    """Everything the rules keep, and what follows from it."""
    return (g.stay_open, g.most_boards, bytes(g.cells), bytes(g.smalls), bytes(g.mediums), g.turn, g.result,
            g.forced, g.forced_medium, g.forced_small, g.ply, g.closed, g.mfull, tuple(g.big), tuple(g.sfull),
            tuple(g.sclosed), tuple(g.mid[1]), tuple(g.mid[2]), tuple(g.mid[3]), tuple(g.marks[1]),
            tuple(g.marks[2]), g.last_move, g.legal_moves(), g.winning_line())


OPTIONS = [{}, {"stay_open": True}, {"most_boards": True}, {"stay_open": True, "most_boards": True}]


@pytest.mark.parametrize("options", OPTIONS)
def test_both_records_round_trip_exactly_at_any_ply(options):
    rnd = random.Random(3)
    for _ in range(8):
        g = SuperGame(**options)
        stops = {0, 1, 2} | {rnd.randrange(3, 600) for _ in range(8)}
        while True:
            if g.ply in stops or g.result:
                back = decode(encode_moves(g))
                assert state(back) == state(g) and back.moves == g.moves and back.base == 0
                pos = decode(encode_position(g))
                assert state(pos) == state(g) and pos.base == g.ply
                assert decode(encode(g)).ply == g.ply
            if g.result:
                break
            g.play(rnd.choice(g.legal_moves()))


def test_a_game_resumed_from_a_position_plays_on_but_cannot_be_undone_past_it():
    g = random_game(random.Random(4), stop=300)
    pos = decode(encode_position(g))
    assert pos.moves == [g.last_move] and pos.last_move == g.last_move
    with pytest.raises(ValueError, match="nothing to undo"):
        pos.undo()
    rnd = random.Random(5)
    while not g.result:
        m = rnd.choice(g.legal_moves())
        assert pos.legal_moves() == g.legal_moves()
        g.play(m)
        pos.play(m)
        assert state(pos) == state(g)
    while pos.ply > 300:
        pos.undo()
        g.undo()
        assert state(pos) == state(g)
    # the position record of a resumed game is the same as the original's; it has no moves record
    assert encode(pos) == encode_position(g)
    with pytest.raises(ValueError):
        encode_moves(pos)


def test_encode_writes_the_shorter_record():
    rnd = random.Random(6)
    for stop in (0, 50, 200, 400, None):
        g = random_game(rnd, stop=stop)
        a, b = encode_moves(g), encode_position(g)
        assert encode(g) == (a if len(a) <= len(b) else b)
    assert len(encode(SuperGame())) == 6     # header 4, the stop digit, CRC
    assert len(encode_position(SuperGame())) == super_codec.POSITION_BYTES == 150


def test_owner_bits_say_who_completed_a_line_first_when_won_boards_stay_in_play():
    # Find stay_open games where both players have a line in some board; the record must say who owns it.
    rnd = random.Random(7)
    found = 0
    for _ in range(40):
        g = random_game(rnd, stay_open=True)
        n = len(super_codec._owner_bits(g))
        found += n
        back = decode(encode_position(g))
        assert state(back) == state(g)
        assert len(encode_position(g)) == 150 + (n + 7) // 8
    assert found > 20


def test_trailing_bytes_are_ignored():
    g = random_game(random.Random(8), stop=100)
    for data in (encode_moves(g), encode_position(g)):
        assert state(decode(data + b"\xff" * 40)) == state(g)


def test_a_cut_at_every_byte_raises():
    rnd = random.Random(9)
    for stop in (0, 1, 30, 250, None):
        g = random_game(rnd, stop=stop, stay_open=stop is None)
        for data in (encode_moves(g), encode_position(g)):
            for k in range(len(data)):
                with pytest.raises(ValueError):
                    decode(data[:k])


def test_every_single_bit_flip_raises():
    g = random_game(random.Random(10), stop=150)
    for data in (encode_moves(g), encode_position(g)):
        for i in range(len(data)):
            for b in range(8):
                bad = bytearray(data)
                bad[i] ^= 1 << b
                with pytest.raises(ValueError):
                    decode(bytes(bad))


def whole(back):
    """A game decoded from damaged bytes that passed every check must still be whole: its own records
    decode to the same state, and it plays on to an end under the rules."""
    if not back.base:
        replay = SuperGame(back.stay_open, back.most_boards)
        for m in back.moves:
            replay.play(m)
        assert state(replay) == state(back)
    assert state(decode(encode_position(back))) == state(back)
    rnd = random.Random(0)
    while not back.result:
        back.play(rnd.choice(back.legal_moves()))


@pytest.mark.parametrize("kind", ["moves", "position"])
def test_random_damage_raises_or_gives_a_whole_game(kind):
    rnd = random.Random(11)
    caught = tries = 0
    for _ in range(400):
        g = random_game(rnd, stop=rnd.randrange(0, 500), stay_open=rnd.random() < 0.3)
        data = bytearray(encode_moves(g) if kind == "moves" else encode_position(g))
        if rnd.random() < 0.5:
            for _ in range(rnd.randrange(1, 4)):
                data[rnd.randrange(len(data))] ^= 1 << rnd.randrange(8)
        else:
            i = rnd.randrange(len(data))
            data[i:i + rnd.randrange(1, 6)] = bytes(rnd.randrange(256) for _ in range(5))
        tries += 1
        try:
            back = decode(bytes(data))
        except ValueError:
            caught += 1
            continue
        whole(back)
    assert caught >= tries * 0.97


def test_foreign_bytes_raise():
    from uttt import codec
    ultimate = codec.encode(codec.new_game("ultimate"))
    for data in (b"", b"\x00" * 200, b"\xff" * 200, bytes(range(200)), b"hello world, not a save" * 8, ultimate):
        with pytest.raises(ValueError):
            decode(data)
    # and the Ultimate reader refuses a Super-Ultimate record (variant 3 is this codec's)
    for data in (encode_moves(SuperGame()), encode_position(random_game(random.Random(1), stop=9))):
        with pytest.raises(ValueError):
            codec.decode(data)


def test_damage_the_checksum_cannot_see_is_caught_by_the_checks():
    # Records with a correct CRC-8 but impossible content: each check refuses them.
    def sealed(data):
        data = bytearray(data)
        data[-1] = super_codec.crc8(data, len(data) - 1)
        return bytes(data)

    g = random_game(random.Random(12), stop=80)
    mv = bytearray(encode_moves(g))
    for bad, why in ((bytes([0x13, 0x02, 0xDA]) + bytes(mv[3:]), "bad header"),     # ply 730
                     (bytes(mv[:3]) + bytes([mv[3] + 1]) + bytes(mv[4:-1]) + b"\x00\x00", "bad header"),
                     (bytes([0x43]) + bytes(mv[1:]), "not a Super-Ultimate save")):
        with pytest.raises(ValueError, match=why):
            decode(sealed(bad))
    more = bytearray(mv)
    more[1:3] = bytes([0, g.ply + 1])
    with pytest.raises(ValueError):
        decode(sealed(more))          # one move more than the number holds: digits left over or missing
    pos = bytearray(encode_position(g))
    wrong = bytearray(pos)
    wrong[3] = 243
    with pytest.raises(ValueError, match="bad cell data"):
        decode(sealed(wrong))
    wrong = bytearray(pos)
    wrong[1:3] = bytes([0, 0])
    with pytest.raises(ValueError, match="bad last move"):
        decode(sealed(wrong))
    empty = [i for i in range(729) if not g.cells[i]]
    wrong = bytearray(pos)
    last = empty[0] + 1
    wrong[1:3] = bytes([last >> 8, last & 255])
    with pytest.raises(ValueError, match="bad last move"):
        decode(sealed(wrong))
    x_only = SuperGame()
    x_only.cells[0] = x_only.cells[1] = 1
    wrong = bytearray(encode_position(x_only))
    with pytest.raises(ValueError, match="2 X and 0 O"):
        decode(sealed(wrong))


def test_an_encoder_kept_between_saves_writes_what_a_fresh_encode_writes():
    # A save after every move, undos (one and two moves, and then other moves: saved at once, or only after
    # as many moves or more, the record changed below the ply saved last), another game, other options: the
    # kept Encoder's bytes are always the fresh ones, and the game it looks at is left exactly as it was.
    rnd = random.Random(13)
    enc = super_codec.Encoder()
    replaced = 0
    for options in OPTIONS[:3]:
        g = SuperGame(**options)
        while not g.result:
            g.play(rnd.choice(g.legal_moves()))
            if rnd.random() < 0.05 and g.ply > 2:
                n = rnd.choice((1, 2))
                for _ in range(n):
                    g.undo()
                if rnd.random() < 0.6:
                    for _ in range(rnd.choice((n, n + 1))):
                        if not g.result:
                            g.play(rnd.choice(g.legal_moves()))
                    replaced += 1
            before = state(g)
            data = enc.encode(g)
            assert state(g) == before
            assert data == encode(g)
        assert decode(data).ply == g.ply
    assert replaced >= 5
    other = random_game(rnd, stop=40)
    assert enc.encode(other) == encode(other)


def test_the_kept_encoder_holds_the_record_s_number_itself():
    # A save at a Super game's end made a ~140-byte number of its own, the kept number plus its stop digit, each time
    # (the fit's Super seed 1 failed 124 KB on it and the record's concatenations): the Encoder keeps the record's
    # number, the stop digit in, and the record is its bytes (room64).
    rnd = random.Random(5)
    enc = super_codec.Encoder()
    g = SuperGame()
    while not g.result and g.ply < 300:
        g.play(rnd.choice(g.legal_moves()))
        data = enc.moves_record(g)
        assert data[3] == enc.size
        assert int.from_bytes(data[4:4 + enc.size], "little") == enc.big
    assert data == encode_moves(g)


def test_the_saves_module_kept_at_play_has_no_reading_steps():
    # uttt.super_codecfmt stays in RAM while a Super game is played (its saves); a rank back to its move is the
    # reading half's (uttt.super_decode, at start-up): superroom52's 4833905, room64.
    from uttt import super_codecfmt, super_decode
    assert not hasattr(super_codecfmt, "unrank") and not hasattr(super_codecfmt, "_places")
    g = SuperGame()
    rnd = random.Random(3)
    for _ in range(60):
        moves = g.legal_moves()
        assert [super_decode.unrank(g, d) for d in range(len(moves))] == moves
        g.play(rnd.choice(moves))


def test_a_copy_is_independent_and_undoes_like_the_original_even_from_a_position():
    rnd = random.Random(14)
    g = random_game(rnd, stop=200)
    for src in (g, decode(encode_position(g))):
        c = src.copy()
        assert state(c) == state(src) and c.moves == src.moves and c.base == src.base
        c.play(rnd.choice(c.legal_moves()))
        assert c.ply == src.ply + 1 and state(src) != state(c)
        c.undo()
        assert state(c) == state(src)


@pytest.mark.parametrize("stay_open", [False, True])
def test_a_move_s_rank_is_its_place_among_the_legal_moves_in_every_kind_of_position(stay_open):
    # super_codecfmt.rank walks the boards in play without listing them (superroom34: the list grew to a 512-byte
    # block, which a save failed on in a Super boot's cut-up heap): its answer must be the legal moves' own, on
    # forced small boards, forced medium boards and free moves alike
    from uttt.super_codecfmt import rank
    rng = random.Random(34 + stay_open)
    kinds = set()
    for _ in range(6):
        g = SuperGame(stay_open=stay_open)
        while not g.result:
            legal = g.legal_moves()
            kinds.add("small" if g.forced >= 0 else "medium" if g.forced_medium >= 0 else "free")
            for m in (legal[0], legal[-1], rng.choice(legal)):
                assert rank(g, m) == (legal.index(m), len(legal))
            g.play(rng.choice(legal))
    assert kinds == {"small", "medium", "free"}


def test_the_super_saves_crc8_is_the_other_modes():
    """superroom52: a Super game's saves take their CRC-8 from uttt.super_codecfmt (a Super game lets uttt.codecfmt
    go): the same checksum as uttt.codecfmt's, of every length and end."""
    import random
    from uttt import codecfmt, super_codecfmt
    rng = random.Random(52)
    for n in range(0, 300, 7):
        data = bytes(rng.randrange(256) for _ in range(n))
        assert super_codecfmt.crc8(data) == codecfmt.crc8(data), n
        for end in (0, n // 2, n):
            assert super_codecfmt.crc8(data, end) == codecfmt.crc8(data, end), (n, end)
    assert super_codecfmt.crc8(b"123456789") == 0xF4   # CRC-8 (poly 0x07)'s check value
