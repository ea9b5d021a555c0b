"""What a press or a touch means on the game and result screens (and where the other screens' go): a mixin of
``uttt.ui.app.App``. Menus and the log are in ``uttt.ui.menus`` / ``uttt.ui.logscreen``, the replay and rules
pictures in ``uttt.ui.replay``, the cursor's moves in ``uttt.ui.cursor``.
"""

from uttt.ui import buttons as K

PICTURES = ("replay", "rules")  # screens that draw app.pic (uttt.ui.replay)
MASH_MS = 150       # after a mark, A is refused this long (a mashed button must not play for the next player)


class Controls:
    """Button and touch input of the App (expects the App's attributes)."""

    def frame(self, events):
        """One frame's input: button codes and (x, y) touches. Two or more buttons at once are refused."""
        if events:
            self.fx.skip(self)  # any press or touch finishes the animations first
        presses = [e for e in events if isinstance(e, int)]
        touches = [e for e in events if not isinstance(e, int)]
        if len(presses) > 1:
            self.bad(-1, "1 key")
            return
        if presses:
            self.press(presses[0])
        elif touches:
            self.touch(touches[0][0], touches[0][1])

    def press(self, code):
        """One button press (a code from uttt.ui.buttons)."""
        self.fx.skip(self)
        if not isinstance(code, int) or not 0 <= code <= 9:
            self.bad()
            return
        if self.notice:
            self.notice = ""
            self.dirty.add("menu")
        screen = self.screen
        if screen == "game":
            self.press_game(code)
        elif screen == "result":
            self.press_result(code)
        elif screen == "log":
            self.press_log(code)
        elif screen in PICTURES:
            from uttt.ui import replay
            replay.press(self, code)
        else:
            self.press_menu(code)

    def press_game(self, code):
        if self.thinking:
            if code in (K.B, K.START):
                self.cancel_thinking()
                self.go("pause")
            else:
                self.bad(-1, "wait")
            return
        if code == K.START:
            self.go("pause")
        elif code == K.SELECT:
            self.open_log()
        elif code == K.B:
            if self.mode == "wild":
                self.toggle_mark()
            else:
                self.go("pause")
        elif code in (K.NEXT, K.PREV):
            self.step_focus(1 if code == K.NEXT else -1)
        elif not self.human_turn():
            self.bad(-1, "wait")
        elif code == K.A:
            if self.focus:
                self.panel_action(self.focus)
            elif self.now - self.played_at < MASH_MS:
                self.bad(-1, "wait")
            else:
                self.play(self.cell_move(self.cursor))
        else:
            self.focus = None
            self.move_cursor(*_DIRS[code])

    def toggle_mark(self):
        self.mark = 3 - self.mark
        self.cue("select")
        self.dirty.add("status")
        self.dirty.add("cursor")

    def panel_buttons(self):
        """Names of the panel buttons for the current screen, slot 0 first (bottom or right)."""
        if self.screen == "result":
            return ("menu", "again", "log", "replay")
        if self.screen in PICTURES:
            return ("back",)
        if self.screen != "game":
            return ()
        if self.mode == "wild":
            return ("menu", "log", "mark")
        return ("menu", "log")

    def panel_action(self, name):
        if name == "menu":
            self.cancel_thinking()
            self.go("title" if self.screen == "result" else "pause")
        elif name == "log":
            self.open_log()
        elif name == "mark":
            self.toggle_mark()
        elif name == "again":
            self.new_game()
        elif name in ("replay", "back"):
            from uttt.ui import replay
            if name == "replay":
                replay.open_replay(self)
            else:
                replay.close(self)

    def press_result(self, code):
        if code == K.A:
            if self.focus:
                self.panel_action(self.focus)
            elif self.now - self.played_at < MASH_MS:
                self.bad(-1, "wait")
            else:
                self.new_game()
        elif code in (K.B, K.START):
            self.go("title")
        elif code == K.SELECT:
            self.open_log()
        elif code == K.LEFT and self.scheme == "dpad":  # step back into the game: the replay
            self.panel_action("replay")
        elif code in (K.NEXT, K.PREV, K.UP, K.DOWN, K.LEFT, K.RIGHT):
            names = self.panel_buttons()
            i = names.index(self.focus) if self.focus in names else -1
            step = 1 if code in (K.NEXT, K.UP, K.LEFT) else -1
            if i < 0:
                i = 0 if step > 0 else 1
            else:
                i = (i + step) % len(names)
            self.focus = names[i]
            self.dirty.add("status")

    def touch(self, x, y):
        """A touch-down at display pixel (x, y)."""
        self.fx.skip(self)
        L = self.layout
        if not (0 <= x < L.width and 0 <= y < L.height):
            return
        if self.screen in PICTURES:
            from uttt.ui import replay
            replay.touch(self, x, y)
        elif self.screen in ("game", "result"):
            names = self.panel_buttons()
            i = L.slot_at(x, y, len(names))
            if i >= 0:
                if self.thinking and names[i] == "menu":
                    self.cancel_thinking()
                    self.go("pause")
                elif self.thinking:
                    self.bad(-1, "wait")
                else:
                    self.panel_action(names[i])
                return
            if self.screen == "result":
                return
            m = L.cell_at(x, y) if self.ultimate else L.square_at(x, y)
            if m < 0:
                return
            if not self.human_turn():
                self.bad(m, "wait")
            elif not self._empty(m):
                self.bad(m, "taken")
            elif not self.in_area(m):
                self.bad(m, "wrong board")
            elif self.now - self.played_at < MASH_MS:
                self.bad(m, "wait")
            else:
                self.cursor = m
                self.focus = None
                self.play(self.cell_move(m))
        elif self.screen == "log":
            self.touch_log(x, y)
        else:
            self.touch_menu(x, y)


def short_why(why):
    """A rules reason in a word or two for the status panel."""
    if "taken" in why:
        return "taken"
    if "must play" in why:
        return "wrong board"
    if "closed" in why:
        return "closed board"
    return "no"


_DIRS = {K.UP: (0, -1), K.DOWN: (0, 1), K.LEFT: (-1, 0), K.RIGHT: (1, 0)}
