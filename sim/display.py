"""``board.DISPLAY`` of the simulated board: a Blinka ``busdisplay.BusDisplay`` that renders displayio
Groups into an RGB565 frame buffer (as the real panel would hold it) instead of sending bytes on a bus.

The simulator shows the frame buffer in its window and saves it as PNG. Blinka's background refresh
thread is stopped: auto-refresh (the device's default) is done by the simulator's clock, in step with
the code, so a scripted run is repeatable.
"""

import numpy as np

import busdisplay
import displayio
from displayio._area import Area


def stop_background_thread():
    """Blinka refreshes displays from a thread; the simulator refreshes them itself."""
    try:
        displayio._stop_background()
    except Exception:
        pass


def rgb565_to_rgb888(a):
    a = a.astype(np.uint32)
    r = (a >> 11) & 0x1F
    g = (a >> 5) & 0x3F
    b = a & 0x1F
    return np.stack(((r * 255 + 15) // 31, (g * 255 + 31) // 63, (b * 255 + 15) // 31), axis=-1).astype(np.uint8)


class SimDisplay(busdisplay.BusDisplay):
    """A 16-bit colour display of ``width`` x ``height`` pixels with no bus."""

    def __init__(self, machine, width, height):
        self._machine = machine
        self.framebuffer = np.zeros((height, width), dtype=np.uint16)
        super().__init__(None, b"", width=width, height=height, color_depth=16, reverse_bytes_in_word=False,
                         auto_refresh=True)

    def _background(self):
        pass

    def _refresh_area(self, area):
        clipped = Area()
        if not self._core.clip_area(area, clipped):
            return True
        w = clipped.width()
        h = clipped.height()
        n = w * h
        buffer = memoryview(bytearray(((n + 1) // 2) * 4)).cast("I")
        mask = memoryview(bytearray((n // 32 + 1) * 4)).cast("I")
        self._core.fill_area(clipped, mask, buffer)
        pixels = np.frombuffer(buffer.tobytes(), dtype=np.uint16)[:n].reshape(h, w)
        self.framebuffer[clipped.y1:clipped.y2, clipped.x1:clipped.x2] = pixels
        self._pixels_sent += n
        return True

    def _get_refresh_areas(self):
        # A full refresh (a new root group) draws every layer as it is, and C then forgets each layer's changes
        # (BusDisplay.c sends the one area; TileGrid.c's finish_refresh clears them whatever they were). Blinka keeps
        # them for its refresh thread, so its next refresh drew every text and grid set before the full one again:
        # the layers' own areas are worked out and dropped here first, as a board's next refresh sends only what
        # changes after this one (the view refreshes once a new scene, after its first sync: over49).
        core = self._core
        if core.full_refresh and core.current_group is not None:
            core.current_group._get_refresh_areas([])
        return super()._get_refresh_areas()

    def _refresh_display(self):
        self._pixels_sent = 0
        done = super()._refresh_display()
        if done is not False:
            self._machine.on_refresh(self._pixels_sent)
        return done

    def _release(self):
        self._auto_refresh = False
        self._core.release_display_core()

    def rgb(self):
        """The screen as an (height, width, 3) uint8 array: black while the backlight is off (brightness 0)."""
        if not self.brightness:
            return np.zeros(self.framebuffer.shape + (3,), dtype=np.uint8)
        return rgb565_to_rgb888(self.framebuffer)
