"""Drawing helpers of ``uttt.ui.view.View`` kept out of view.py (a board compiles each module whole in RAM):
the theme swap, the caption banner of the replay and rules screens, the tutorial tip, the animations."""

from uttt.ui import theme as T


def apply_theme(view, theme):
    """Recolour everything on screen: 16 entries of each shared palette and the labels' colours."""
    view.theme = theme
    for pal in (view.pal, view.tpal):
        for i in range(16):
            pal[i] = theme[i]
    for lab, slot in view.labs:
        c = theme[slot]
        if lab.color != c:
            lab.color = c
    # The panel's refused-word colour and the menu rows are set from view.theme when they next change.
    view.panel_state = None
    view.menu_state = None
