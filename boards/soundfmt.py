"""The sound cues' packed format, shared by the player (``boards.sound``, resident while sound is on) and the
maker (``boards.soundmake``, loaded to pack a theme's data and dropped): a leaf, so the two never import each
other (the player's call into the maker is the one arrow). What each cue is: boards/snd_*.py, docs/sound.md.
"""

RATE = 22050
VOICES = 2  # channels: a mark and what the same move adds (a claim, a chime: 1 voice each) sound together
VOLUMES = (35, 60, 100)  # % for the volume setting low, medium, high
NAMES = ("cursor", "select", "x", "o", "claim", "board_draw", "bad", "tick", "win", "draw")  # the cues
VOICE = "<HBHHBBBBbH"  # a voice packed: delay, wave, Hz, ms, level, shape, filter, bend shape, semitones, ring
SIZE = 14  # struct.calcsize(VOICE)
GAP = 8  # zeros before each shape in the packed shapes: a delayed voice's contour starts up to GAP steps early
