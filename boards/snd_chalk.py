"""The chalk theme's soundscape: chalk on a slate, wooden tiles (seed 000, 1.3). Plain data, read by
``boards.soundmake`` for ``boards.sound.Sound`` (and so by ``sim/sounds.py``); the format is in docs/sound.md.

A voice: (delay ms, wave (0 sine, 1 noise, 2 square), Hz, ms, level %, shape, filter, bend shape (0 none),
bend semitones, ring Hz (0 none)). A shape is a contour, 0..255 at even steps over the voice's ms; as a
loudness it ends at 0, as a bend it steps (no glide between its points). A filter: (kind (0 low-pass,
1 high-pass, 2 band-pass), Hz, Q x 10); a voice's filter 0 is none, 1 the first.
"""

SHAPES = (
    (0, 255, 70, 20, 5, 0),  # 0 a tile's click
    # 1 two gritty strokes (X)
    (0, 240, 90, 250, 60, 230, 200, 80, 250, 30, 0, 0, 220, 70, 255, 110, 240, 50, 210, 60, 20, 0),
    (0, 150, 250, 80, 230, 120, 255, 70, 220, 110, 180, 40, 0),  # 2 one gritty round stroke (O)
    (0, 255, 60, 15, 0, 0, 0, 0, 0, 0, 255, 60, 15, 0),  # 3 two taps of chalk on the slate
    (0, 255, 210, 130, 70, 30, 10, 0),  # 4 a tick
    (0, 140, 255, 185, 230, 140, 70, 20, 0),  # 5 a dull smudge
    (0, 255, 120, 50, 15, 0),  # 6 a knock
    # 7 a long stroke (the strike)
    (0, 200, 120, 240, 90, 230, 150, 250, 100, 220, 160, 200, 90, 150, 60, 20, 0),
    # 8 two soft notes
    (255, 200, 160, 130, 105, 85, 255, 200, 160, 130, 105, 85, 70, 55, 42, 32, 24, 17, 11, 6, 3, 0),
    # 9 a chime: struck four times 80 ms apart, ringing out
    (255, 180, 255, 180, 255, 190, 255, 200, 160, 128, 102, 82, 66, 53, 42, 34, 27, 22, 17, 14, 11, 9, 7, 5, 4, 3,
     2, 2, 1, 1, 0),
    (0, 0, 85, 85, 149, 149) + (255,) * 25,  # 10 the chime's notes (bend, 12 semitones): C, E, G, C
    (0,) * 6 + (255,) * 16,  # 11 a step (bend) 300 ms in
)

FILTERS = (
    (1, 3000, 7),  # 1 chalk's bright grit
)

CUES = {
    "cursor": ((0, 0, 740, 35, 89, 0, 0, 0, 0, 0), (0, 0, 1980, 25, 49, 0, 0, 0, 0, 0)),
    "select": ((0, 0, 620, 45, 59, 0, 0, 0, 0, 0), (0, 0, 1660, 30, 31, 0, 0, 0, 0, 0)),
    "x": ((0, 1, 344, 200, 69, 1, 1, 0, 0, 37),),
    "o": ((0, 1, 344, 130, 86, 2, 1, 0, 0, 37),),
    "claim": ((120, 0, 740, 300, 58, 3, 0, 0, 0, 1980),),
    "board_draw": ((120, 1, 86, 280, 57, 5, 0, 0, 0, 0),),
    "bad": ((0, 0, 220, 110, 48, 6, 0, 0, 0, 0), (40, 0, 185, 110, 41, 6, 0, 0, 0, 0)),
    "tick": ((0, 0, 1480, 60, 30, 4, 0, 0, 0, 0), (0, 0, 3960, 60, 30, 4, 0, 0, 0, 0)),
    "win": ((120, 0, 1047, 1200, 57, 9, 0, 10, 12, 0),),
    "draw": ((120, 0, 587, 1050, 58, 8, 0, 11, -4, 0),),
}
