"""Ultimate, Classic and Wild Tic-Tac-Toe as a small library.

The modules directly in this package (rules, classic, notation, gamelog, codec, bot, match) are pure game
logic: they import no hardware module and run on CircuitPython, MicroPython and CPython alike.
The handheld front end lives in ``uttt.ui``.
"""
