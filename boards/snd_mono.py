"""The mono theme's soundscape: pencil on paper (seed 000, 1.1 and 1.3). Plain data, read by
``boards.soundmake`` for ``boards.sound.Sound`` (and so by ``sim/sounds.py``); the format is in docs/sound.md.

A voice: (delay ms, wave (0 sine, 1 noise, 2 square), Hz, ms, level %, shape, filter, bend shape (0 none),
bend semitones, ring Hz (0 none)). A shape is a contour, 0..255 at even steps over the voice's ms; as a
loudness it ends at 0, as a bend it steps (no glide between its points). A filter: (kind (0 low-pass,
1 high-pass, 2 band-pass), Hz, Q x 10); a voice's filter 0 is none, 1 the first.
"""

SHAPES = (
    (0, 255, 90, 30, 8, 0),  # 0 a tap
    (0, 170, 120, 230, 140, 210, 110, 40, 0, 0, 180, 130, 240, 150, 215, 120, 60, 20, 0),  # 1 two strokes (X)
    (0, 110, 190, 150, 230, 170, 215, 150, 120, 60, 20, 0),  # 2 one round stroke (O)
    (0, 220, 160, 230, 90, 10, 0, 0, 0, 0, 200, 150, 230, 100, 30, 0),  # 3 two hatches
    (0, 255, 210, 130, 70, 30, 10, 0),  # 4 a tick
    (0, 75, 170, 245, 195, 145, 220, 255, 180, 110, 50, 12, 0),  # 5 a rub
    (0, 255, 120, 50, 15, 0),  # 6 a knock
    (0, 90, 170, 200, 210, 200, 190, 180, 170, 150, 120, 80, 40, 10, 0),  # 7 a long stroke (the strike)
    # 8 two soft notes
    (255, 200, 160, 130, 105, 85, 255, 200, 160, 130, 105, 85, 70, 55, 42, 32, 24, 17, 11, 6, 3, 0),
    # 9 a chime: struck four times 80 ms apart, ringing out
    (255, 180, 255, 180, 255, 190, 255, 200, 160, 128, 102, 82, 66, 53, 42, 34, 27, 22, 17, 14, 11, 9, 7, 5, 4, 3,
     2, 2, 1, 1, 0),
    (0, 0, 85, 85, 149, 149) + (255,) * 25,  # 10 the chime's notes (bend, 12 semitones): C, E, G, C
    (0,) * 6 + (255,) * 16,  # 11 a step (bend) 300 ms in
)

FILTERS = (
    (2, 3600, 12),  # 1 graphite on paper
)

CUES = {
    "cursor": ((0, 0, 1760, 40, 48, 0, 0, 0, 0, 0), (0, 1, 344, 25, 64, 0, 1, 0, 0, 0)),
    "select": ((0, 0, 1320, 55, 38, 0, 0, 0, 0, 0), (0, 1, 344, 30, 45, 0, 1, 0, 0, 0)),
    "x": ((0, 1, 344, 190, 97, 1, 1, 0, 0, 131),),
    "o": ((0, 1, 344, 130, 100, 2, 1, 0, 0, 131),),
    "claim": ((120, 1, 344, 240, 100, 3, 1, 0, 0, 131),),
    "board_draw": ((120, 1, 86, 300, 47, 5, 0, 0, 0, 0),),
    "bad": ((0, 0, 233, 110, 38, 6, 0, 0, 0, 0), (40, 0, 196, 110, 32, 6, 0, 0, 0, 0)),
    "tick": ((0, 1, 344, 60, 49, 4, 1, 0, 0, 0), (0, 0, 2093, 60, 20, 4, 0, 0, 0, 0)),
    "win": ((120, 0, 1047, 1200, 45, 9, 0, 10, 12, 0),),
    "draw": ((120, 0, 659, 1050, 46, 8, 0, 11, -4, 0),),
}
