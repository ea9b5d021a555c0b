# Ultimate Tic-Tac-Toe (plus Classic and Wild): the same entry point on a board and in the simulator.
# (Imported by name "code" -- as Python's pdb does on a PC -- it does nothing.)
if __name__ != "code":
    try:  # a module compiled here from .py keeps no line numbers (sim.deploy's .mpy files have none either)
        import micropython
        micropython.opt_level(3)
    except (ImportError, AttributeError):
        pass
    import boards
    from uttt.ui.main import run

    run(boards.load())
