"""The script language of headless runs (docs/hardware.md, "Scripts").

Tokens are separated by spaces, new lines or ``;``; ``#`` starts a comment. ``type:`` takes the rest of
its line (up to a ``;``).

    A  B  UP  RIGHT*3  START  SELECT  NEXT  PREV  MENU ...   press and release (60 ms) a button
    hold:A:0.8               hold a button 0.8 s
    touch:120,80             touch the screen at display pixel (120, 80) for 0.1 s
    touch:120,80:0.5         ... for 0.5 s
    stick:0.3,-1             push the joystick to (x, y) in -1..1 and leave it there (stick:0,0 lets go)
    wait:0.5                 let 0.5 s pass
    shot:name                save the screen as name.png
    type:3 5                 type a line on the serial console
    reset                    power cycle: code.py starts again, NVM kept
    quit                     stop here

After each press or touch the script waits 140 ms before the next token; it starts 0.6 s after boot,
and after a ``reset``; the run stops by itself 0.3 s after the last token.
"""

import os

PRESS_MS = 60
TOUCH_MS = 100
GAP_MS = 140
TYPE_MS = 100
START_MS = 600
END_MS = 300


class ScriptError(ValueError):
    pass


def _seconds(text, token):
    try:
        value = float(text)
    except ValueError:
        raise ScriptError("bad time %r in %r" % (text, token))
    if value < 0:
        raise ScriptError("negative time in %r" % token)
    return value * 1000


def _xy(text, token):
    try:
        x, y = text.split(",")
        return float(x), float(y)
    except ValueError:
        raise ScriptError("expected X,Y in %r" % token)


def tokens(text):
    """Split a script into tokens."""
    out = []
    for line in text.splitlines():
        line = line.split("#", 1)[0]
        for segment in line.split(";"):
            rest = segment.strip()
            while rest:
                if rest[:5].lower() == "type:":
                    out.append(rest)
                    break
                parts = rest.split(None, 1)
                out.append(parts[0])
                rest = parts[1].strip() if len(parts) > 1 else ""
    return out


def parse(text, profile):
    """The actions of script ``text`` (or of the file it names) for a board ``profile``:
    a list of tuples ("press", control, ms), ("touch", x, y, ms), ("stick", x, y), ("wait", ms),
    ("shot", name), ("type", text), ("reset",), ("quit",)."""
    if text and "\n" not in text and os.path.isfile(text):
        with open(text, encoding="utf-8") as f:
            text = f.read()
    actions = []
    for token in tokens(text or ""):
        head, _, rest = token.partition(":")
        low = head.lower()
        if low == "hold":
            name, _, secs = rest.partition(":")
            control = profile.control(name)
            if control is None:
                raise ScriptError("%s has no %s button (it has %s)" % (profile.title, name,
                                                                       ", ".join(profile.controls) or "none"))
            actions.append(("press", control, _seconds(secs or "0.8", token)))
        elif low == "touch":
            if not profile.touch:
                raise ScriptError("%s has no touch screen" % profile.title)
            xy, _, secs = rest.partition(":")
            x, y = _xy(xy, token)
            actions.append(("touch", int(x), int(y), _seconds(secs, token) if secs else TOUCH_MS))
        elif low == "stick":
            if not profile.joystick:
                raise ScriptError("%s has no joystick" % profile.title)
            x, y = _xy(rest, token)
            actions.append(("stick", max(-1.0, min(1.0, x)), max(-1.0, min(1.0, y))))
        elif low == "wait":
            actions.append(("wait", _seconds(rest, token)))
        elif low == "shot":
            if not rest:
                raise ScriptError("shot needs a name: shot:NAME")
            actions.append(("shot", rest))
        elif low == "type":
            actions.append(("type", rest))
        elif low in ("reset", "quit") and not rest:
            actions.append((low,))
        else:
            name, _, count = head.partition("*")
            control = profile.control(name)
            if control is None:
                raise ScriptError("unknown token %r: %s has %s" % (token, profile.title,
                                                                  ", ".join(profile.controls) or "no buttons"))
            try:
                n = int(count) if count else 1
            except ValueError:
                raise ScriptError("bad repeat count in %r" % token)
            actions.extend([("press", control, PRESS_MS)] * n)
    return actions
