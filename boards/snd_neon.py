"""The neon theme's soundscape: soft electronic blips with some sparkle. Plain data, read by
``boards.sound.Sound.build`` (and so by ``sim/sounds.py``); the format is in docs/sound.md.

A voice: (delay ms, wave (0 sine, 1 noise, 2 square), Hz, ms, level %, shape, filter, bend shape (0 none),
bend semitones, ring Hz (0 none)). A shape is a loudness contour, 0..255 at even steps over the voice's ms.
A filter: (kind (0 low-pass, 1 high-pass, 2 band-pass), Hz, Q x 10); filter 0 is none, 1 the first.
"""

SHAPES = (
    (0, 255, 110, 40, 10, 0),  # 0 a blip
    (0, 255, 180, 90, 20, 0, 0, 240, 170, 90, 20, 0),  # 1 two blips (X)
    (0, 200, 255, 210, 150, 90, 40, 10, 0),  # 2 one round blip (O)
    (0, 255, 120, 30, 0, 0, 255, 120, 30, 0, 0, 255, 150, 80, 30, 0),  # 3 three blips
    (0, 255, 190, 140, 105, 80, 60, 45, 34, 25, 19, 14, 10, 7, 5, 3, 2, 1, 0),  # 4 a bell's ring
    (0, 255, 255),  # 5 a rise (bend)
    (255, 0, 0),  # 6 a fall (bend)
    (0, 255, 120, 50, 15, 0),  # 7 a knock
    (0, 255, 200, 160, 130, 105, 85, 70, 55, 42, 32, 24, 17, 11, 6, 3, 0),  # 8 a soft fade
    (0, 0, 0, 255, 128, 255, 128, 255, 255),  # 9 steps (bend: a rising arpeggio)
    (0, 255, 210, 130, 70, 30, 10, 0),  # 10 a tick
)

FILTERS = (
    (0, 3000, 7),  # 1 soft
)

CUES = {
    "cursor": ((0, 0, 1320, 40, 76, 0, 0, 5, 2, 0),),
    "select": ((0, 0, 988, 50, 62, 0, 0, 5, 5, 0),),
    "x": ((0, 0, 784, 170, 54, 1, 0, 5, 5, 0), (0, 0, 3136, 170, 14, 1, 0, 0, 0, 1800)),
    "o": ((0, 0, 659, 120, 51, 2, 0, 5, 7, 0), (0, 0, 2637, 120, 12, 2, 0, 0, 0, 1800)),
    "claim": ((120, 0, 784, 300, 51, 3, 0, 9, 7, 0), (120, 0, 3136, 300, 11, 3, 0, 9, 7, 2300)),
    "board_draw": ((120, 0, 523, 260, 65, 8, 0, 6, -5, 0),),
    "bad": ((0, 0, 196, 130, 63, 7, 0, 6, -3, 0),),
    "tick": ((0, 0, 1760, 60, 60, 10, 0, 0, 0, 0),),
    "win": ((120, 0, 1047, 1300, 31, 4, 0, 0, 0, 0), (200, 0, 1319, 1220, 28, 4, 0, 0, 0, 0),
            (280, 0, 1568, 1140, 27, 4, 0, 0, 0, 0), (360, 0, 2093, 1060, 24, 4, 0, 0, 0, 0),
            (360, 0, 4186, 700, 8, 4, 0, 0, 0, 2637)),
    "draw": ((120, 0, 392, 900, 36, 8, 0, 6, -3, 0), (120, 0, 466, 900, 22, 8, 0, 6, -3, 0)),
}
