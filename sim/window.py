"""The simulator's window: the board's screen scaled up, its LEDs in a strip below, PC keys as buttons and
the mouse as a finger on touch boards, and the speaker's cues played as CircuitPython's synthio renders
them (sim/audio.py). Needs a display (see ``python -m sim --headless`` otherwise)."""

import os

import pygame

from sim.machine import SimDone
from sim.profiles import KEYBOARD

STRIP = 16  # height of the LED strip under the screen


class Window:
    def __init__(self, profile, scale=None):
        self.profile = profile
        self.scale = scale or profile.scale
        w, h = profile.size
        pygame.display.init()
        self.surface = pygame.display.set_mode((w * self.scale, h * self.scale + STRIP))
        pygame.display.set_caption("UTTT sim: %s   %s   Esc=quit" % (profile.title, profile.key_help()))
        self._mouse = False
        from sim.audio import Speaker

        self.speaker = Speaker(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

    def show(self, machine):
        if machine.display is None:
            return
        w, h = self.profile.size
        s = self.scale
        frame = pygame.surfarray.make_surface(machine.rgb().swapaxes(0, 1))
        self.surface.blit(pygame.transform.scale(frame, (w * s, h * s)), (0, 0))
        self.surface.fill((24, 24, 24), (0, h * s, w * s, STRIP))
        for i, c in enumerate(machine.leds()):
            # the code dims its LEDs to 1/16; show them at full colour
            r, g, b = [min(255, ((c >> sh) & 0xFF) * 16) for sh in (16, 8, 0)]
            pygame.draw.circle(self.surface, (r, g, b), (10 + i * 18, h * s + STRIP // 2), 6)
        rumble = machine.events_of("rumble")
        if rumble and rumble[-1][2]:
            self.surface.fill((200, 60, 60), (w * s - 30, h * s + 3, 24, STRIP - 6))
        pygame.display.flip()

    def pump(self, machine):
        self.speaker.pump(machine)
        s = self.scale
        w, h = self.profile.size
        for ev in pygame.event.get():
            if ev.type == pygame.QUIT:
                raise SimDone("window closed")
            if ev.type in (pygame.KEYDOWN, pygame.KEYUP):
                if ev.key == pygame.K_ESCAPE:
                    raise SimDone("escape")
                logical = KEYBOARD.get(pygame.key.name(ev.key))
                control = self.profile.control(logical) if logical else None
                if control:
                    machine.set_control(control, ev.type == pygame.KEYDOWN)
            elif self.profile.touch and ev.type == pygame.MOUSEBUTTONDOWN and ev.button == 1:
                x, y = ev.pos
                if y < h * s:
                    self._mouse = True
                    machine.set_touch((min(x // s, w - 1), min(y // s, h - 1)))
            elif ev.type == pygame.MOUSEBUTTONUP and ev.button == 1 and self._mouse:
                self._mouse = False
                machine.set_touch(None)
            elif ev.type == pygame.MOUSEMOTION and self._mouse:
                x, y = ev.pos
                machine.set_touch((max(0, min(x // s, w - 1)), max(0, min(y // s, h - 1))))
            elif ev.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED):
                self.show(machine)
