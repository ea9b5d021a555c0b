"""The script language of headless runs (docs/hardware.md, "Scripts").

Tokens are separated by spaces, new lines or ``;``; ``#`` starts a comment. ``type:`` takes the rest of
its line up to a ``;``: a later word in it that looks like a script command (``shot:x``, ``wait:1``, ``A``,
``RIGHT*2``, ``reset`` ...; the first word is always text, so ``type:O 5`` works on a board with an O
button) is refused with a message, so nothing is swallowed: end the typed text with ``;`` first.

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

Limits: every time is a finite number of seconds from 0 to MAX_SECONDS (3600); a repeat count is 1 to
MAX_REPEAT (1000); a touch is on the screen; a stick position is a finite number (then held to -1..1); a
shot name is a plain file name (letters, digits, ``-``, ``_``, ``.``, ``@``; not starting with ``.``).
A script file must be UTF-8 text. Anything else is a ScriptError with one line saying what is wrong.
"""

import math
import os
import re

PRESS_MS = 60
TOUCH_MS = 100
GAP_MS = 140
TYPE_MS = 100
START_MS = 600
END_MS = 300
MAX_SECONDS = 3600
MAX_REPEAT = 1000
COMMANDS = ("hold", "touch", "stick", "wait", "shot", "type")   # the tokens written NAME:...


class ScriptError(ValueError):
    pass


def _q(text, most=40):
    """repr of text cut short, for a message of one line."""
    return repr(text[:most] + ("..." if len(text) > most else ""))


_DECIMAL = re.compile(r"-?([0-9]+(\.[0-9]*)?|\.[0-9]+)$", re.ASCII)   # ASCII digits only: not '٣', '０.５', '1_0'


def _number(text, token):
    value = float(text) if _DECIMAL.match(text) else math.nan
    if not math.isfinite(value):
        raise ScriptError("bad number %s in %s" % (_q(text), _q(token)))
    return value


def _seconds(text, token):
    value = _number(text, token)
    if not 0 <= value <= MAX_SECONDS:
        raise ScriptError("time %s in %s is not 0..%d seconds" % (_q(text), _q(token), MAX_SECONDS))
    return value * 1000


def _xy(text, token):
    parts = text.split(",")
    if len(parts) != 2:
        raise ScriptError("expected X,Y in %s" % _q(token))
    return _number(parts[0], token), _number(parts[1], token)


def _plain_name(name):
    """A file name with no folder in it: letters, digits, - _ . @, not starting with a dot."""
    return 0 < len(name) <= 100 and not name.startswith(".") and \
        all(ch.isascii() and (ch.isalnum() or ch in "-_.@") for ch in name)


def _looks_like_a_command(word, profile):
    """A word of a type: text that a reader would take for a script token."""
    head, colon, _ = word.partition(":")
    if colon and head.lower() in COMMANDS:
        return True
    if word.lower() in ("reset", "quit"):
        return True
    name = word.partition("*")[0]
    return name.isupper() and profile.control(name) is not None


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
        try:
            with open(text, encoding="utf-8") as f:
                text = f.read()
        except UnicodeDecodeError:
            raise ScriptError("script file %r is not UTF-8 text" % text)
        except OSError as e:
            raise ScriptError("cannot read script file %r: %s" % (text, e.strerror or e))
    actions = []
    for token in tokens(text or ""):
        head, _, rest = token.partition(":")
        low = head.lower()
        if low == "hold":
            name, _, secs = rest.partition(":")
            control = profile.control(name)
            if control is None:
                raise ScriptError("%s has no %s button (it has %s)" % (profile.title, _q(name),
                                                                       ", ".join(profile.controls) or "none"))
            actions.append(("press", control, _seconds(secs or "0.8", token)))
        elif low == "touch":
            if not profile.touch:
                raise ScriptError("%s has no touch screen" % profile.title)
            xy, _, secs = rest.partition(":")
            x, y = _xy(xy, token)
            w, h = profile.size
            if not (0 <= x < w and 0 <= y < h):
                raise ScriptError("touch %s is off the %dx%d screen" % (_q(xy), w, h))
            actions.append(("touch", int(x), int(y), _seconds(secs, token) if secs else TOUCH_MS))
        elif low == "stick":
            if not profile.joystick:
                raise ScriptError("%s has no joystick" % profile.title)
            x, y = _xy(rest, token)
            actions.append(("stick", max(-1.0, min(1.0, x)), max(-1.0, min(1.0, y))))
        elif low == "wait":
            actions.append(("wait", _seconds(rest, token)))
        elif low == "shot":
            if not _plain_name(rest):
                raise ScriptError("shot needs a plain file name (letters, digits, - _ . @), not %s" % _q(rest))
            actions.append(("shot", rest))
        elif low == "type":
            for word in rest.split()[1:]:
                if _looks_like_a_command(word, profile):
                    raise ScriptError("%s in %s looks like a script command, but a typed line runs to ';' or "
                                      "the end of the line: put ';' after the text" % (_q(word), _q(token)))
            actions.append(("type", rest))
        elif low in ("reset", "quit") and not rest:
            actions.append((low,))
        else:
            name, star, count = head.partition("*")
            control = profile.control(name) if ":" not in token else None
            if control is None:
                raise ScriptError("unknown token %s: %s has %s" % (_q(token), profile.title,
                                                                  ", ".join(profile.controls) or "no buttons"))
            n = 1
            if star:
                n = int(count) if count.isascii() and count.isdigit() else 0
            if not 1 <= n <= MAX_REPEAT:
                raise ScriptError("repeat count in %s is not 1..%d" % (_q(token), MAX_REPEAT))
            actions.extend([("press", control, PRESS_MS)] * n)
    return actions
