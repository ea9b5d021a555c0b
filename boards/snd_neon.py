"""The neon theme's soundscape: soft electronic blips with some sparkle. Plain data, read by
``boards.soundmake`` for ``boards.sound.Sound`` (and so by ``sim/sounds.py``); the format is in docs/sound.md.

A voice: (delay ms, wave (0 sine, 1 noise, 2 square), Hz, ms, level %, shape, filter, bend shape (0 none),
bend semitones, ring Hz (0 none)). A shape is a contour, 0..255 at even steps over the voice's ms; as a
loudness it ends at 0, as a bend it steps (no glide between its points). A filter: (kind (0 low-pass,
1 high-pass, 2 band-pass), Hz, Q x 10); a voice's filter 0 is none, 1 the first.
"""

SHAPES = (
    (0, 255, 110, 40, 10, 0),  # 0 a blip
    (0, 255, 180, 90, 20, 0, 0, 240, 170, 90, 20, 0),  # 1 two blips (X)
    (0, 200, 255, 210, 150, 90, 40, 10, 0),  # 2 one round blip (O)
    (0, 255, 120, 30, 0, 0, 255, 120, 30, 0, 0, 255, 150, 80, 30, 0),  # 3 three blips
    (0, 255, 210, 130, 70, 30, 10, 0),  # 4 a tick
    (0, 32, 64, 96, 128, 160, 192, 224, 255, 255, 255, 255),  # 5 a rise (bend)
    (255, 224, 192, 160, 128, 96, 64, 32, 0, 0, 0, 0),  # 6 a fall (bend)
    (0, 255, 120, 50, 15, 0),  # 7 a knock
    (0, 255, 200, 160, 130, 105, 85, 70, 55, 42, 32, 24, 17, 11, 6, 3, 0),  # 8 a soft fade
    # 9 a chime: struck four times 80 ms apart, ringing out
    (255, 180, 255, 180, 255, 190, 255, 200, 160, 128, 102, 82, 66, 53, 42, 34, 27, 22, 17, 14, 11, 9, 7, 5, 4, 3,
     2, 2, 1, 1, 0),
    (0, 0, 85, 85, 149, 149) + (255,) * 25,  # 10 the chime's notes (bend, 12 semitones): C, E, G, C
    (0, 0, 0, 255, 255, 128, 128, 255, 255, 255, 255, 255, 255, 255, 255, 255),  # 11 steps (bend: three blips rising)
)

FILTERS = (
    (0, 3000, 7),  # 1 soft
)

CUES = {
    "cursor": ((0, 0, 1320, 40, 76, 0, 0, 5, 2, 0),),
    "select": ((0, 0, 988, 50, 62, 0, 0, 5, 5, 0),),
    "x": ((0, 0, 784, 170, 66, 1, 0, 5, 5, 0),),
    "o": ((0, 0, 659, 120, 60, 2, 0, 5, 7, 0),),
    "claim": ((120, 0, 784, 300, 59, 3, 0, 11, 7, 0),),
    "board_draw": ((120, 0, 523, 260, 65, 8, 0, 6, -5, 0),),
    "bad": ((0, 0, 196, 130, 63, 7, 0, 6, -3, 0),),
    "tick": ((0, 0, 1760, 60, 60, 4, 0, 0, 0, 0),),
    "win": ((120, 0, 1047, 1200, 57, 9, 0, 10, 12, 0),),
    "draw": ((120, 0, 392, 900, 58, 8, 0, 6, -3, 0),),
}
