"""Ultimate, Classic and Wild Tic-Tac-Toe as a small library.

The modules directly in this package are pure game logic: they import no hardware module and run on
CircuitPython, MicroPython and CPython alike. ``rules`` (Ultimate), ``classic`` (Classic, Wild), ``notation``
(moves as text, the move log), ``parse`` (typed moves), ``codec`` and ``decode`` (a game as save bytes),
``store`` and ``restore`` (everything kept in NVM), ``match`` (match play, the turn timer), ``stats``,
``playout`` (random playouts), ``bot`` (the computer's API) with ``bot_search``, ``bot_loop``, ``bot_eval``
(Ultimate), ``bot_small`` (Classic, Wild) and ``ponder`` (thinking on the player's time); ``super_rules``,
``super_notation``, ``super_parse``, ``super_codec`` and ``super_decode`` (Super-Ultimate, loaded only for it).
The handheld front end lives in ``uttt.ui``.
"""
