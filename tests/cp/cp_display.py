"""displayio.Group / TileGrid, the display and its bus, terminalio / fontio: stand-ins for what
circuitpython-unix32-display does not build, for the device-fit harness (docs/memory.md).

Runs under CircuitPython only. ``install(width, height)`` puts modules into ``sys.modules`` before anything
imports them: ``displayio`` is the built-in module's real ``Bitmap``, ``Palette``, ``ColorConverter`` (C code:
they take exactly the heap they take on a board) plus the classes below; ``terminalio.FONT`` hands out glyphs
over a real ``displayio.Bitmap``, so ``bitmap_label`` blits through the real ``bitmaptools``.

Every stand-in object takes the heap its C original takes (32-bit, GC blocks of 16 bytes; figures from
adafruit/circuitpython main at cd3da4a5, the build of ../shared/tools). ``sizes()`` measures them in the
running binary; tests/cp/cp_run.py prints that check with ``--selfcheck``.

- ``Group()``: ``displayio_group_t`` (shared-module/displayio/Group.h: base 4, members 4, absolute_transform
  16, dirty_area 12, x/y/scale 6, flags 1 = 44 bytes -> 48) plus ``mp_obj_new_list(0)`` for its members
  (shared-module/displayio/Group.c:24: a list 16 + 4 item slots 16), 80 bytes, growing as a list does. Here:
  an instance (16) whose four attributes fill a 4-slot table (32) plus the same list (32) = 80. A Python
  subclass (``bitmap_label.Label``, ``GridLayout``) costs about 16 bytes less than on a board (the board has
  the native Group beside the instance; here the four attributes share the subclass's table).
- ``TileGrid``: ``displayio_tilegrid_t`` (TileGrid.h: 84 bytes -> 96) plus, when it has more tiles than fit
  in a pointer (4 one-byte indexes, or 2 two-byte ones when the bitmap holds more than 255 tiles), one
  ``m_malloc`` of the indexes (TileGrid.c, common_hal_displayio_tilegrid_construct). Here: an instance (16),
  three attributes (32), one bytearray (16) of 32 bytes of fields + the indexes = 96 + the indexes' blocks.
- The display (``board.DISPLAY``, a ``busdisplay.BusDisplay``) and its ``fourwire.FourWire`` bus live in
  CircuitPython's static RAM, not in the heap; their refresh renders into a stack buffer. Here they are made
  before the measurement starts (counted with the harness, not the game) and ``refresh()`` draws nothing:
  the per-press times are the Python side of a frame.
- ``terminalio.FONT`` (a ``fontio.BuiltinFont``) and its 1-bit bitmap of 95 ASCII glyphs of 6x12 are in
  flash on a board. Here the bitmap is a real ``displayio.Bitmap`` made before the measurement starts (the
  harness's own heap, reported apart from the game's); its pixels are a fixed pattern, not the glyph shapes
  (a blit costs the same). ``get_glyph`` builds a new 8-field ``Glyph`` namedtuple per call (48 bytes) and
  ``get_bounding_box`` a new 2-tuple (16), as shared-module/fontio/BuiltinFont.c does.
"""

import sys

import displayio as _real
import vectorio as _vectorio

_SHAPES = (_vectorio.Rectangle, _vectorio.Circle, _vectorio.Polygon)
_HIDDEN = 1
_IN_GROUP = 2


def _int16(v, name):
    if not isinstance(v, int):  # a board raises on a float too (mp_obj_get_int)
        raise TypeError("can't convert %s to int" % type(v).__name__)
    if not -32768 <= v <= 32767:
        raise ValueError("%s must be -32768-32767" % name)
    return v


def _claim(layer):
    """What Group.c's _add_layer checks: a layer is a Group, a TileGrid or a vectorio shape, in one group."""
    if isinstance(layer, _LAYERS):  # (a tuple made once: bench34, no garbage a call where C makes none)
        if layer._in_group():
            raise ValueError("Layer already in a group")
        layer._set_in_group(True)
    elif not isinstance(layer, _SHAPES):
        raise ValueError("Layer must be a Group or TileGrid subclass")


def _release(layer):
    if isinstance(layer, _LAYERS):
        layer._set_in_group(False)


class Group:
    """displayio.Group: x, y, scale, hidden and a list of layers (see the module docstring for its size)."""

    def __init__(self, *, scale=1, x=0, y=0):
        if not isinstance(scale, int) or not 1 <= scale <= 32767:
            raise ValueError("scale must be 1-32767")
        self._m = []  # the members list: Group.c:24, mp_obj_new_list(0, NULL)
        self._x = _int16(x, "x")
        self._y = _int16(y, "y")
        self._f = scale << 2  # scale, in_group (bit 1), hidden (bit 0)

    def _in_group(self):
        return self._f & _IN_GROUP

    def _set_in_group(self, on):
        self._f = (self._f | _IN_GROUP) if on else (self._f & ~_IN_GROUP)

    @property
    def x(self):
        return self._x

    @x.setter
    def x(self, v):
        self._x = _int16(v, "x")

    @property
    def y(self):
        return self._y

    @y.setter
    def y(self, v):
        self._y = _int16(v, "y")

    @property
    def scale(self):
        return self._f >> 2

    @scale.setter
    def scale(self, v):
        if not isinstance(v, int) or not 1 <= v <= 32767:
            raise ValueError("scale must be 1-32767")
        self._f = (v << 2) | (self._f & 3)

    @property
    def hidden(self):
        return bool(self._f & _HIDDEN)

    @hidden.setter
    def hidden(self, v):
        self._f = (self._f | _HIDDEN) if v else (self._f & ~_HIDDEN)

    def append(self, layer):
        _claim(layer)
        self._m.append(layer)

    def insert(self, index, layer):
        _claim(layer)
        self._m.insert(index, layer)

    def index(self, layer):
        i = 0
        for x in self._m:  # (no enumerate object: bench34)
            if x is layer:
                return i
            i += 1
        raise ValueError("object not in sequence")

    def pop(self, i=-1):
        layer = self._m.pop(i)
        _release(layer)
        return layer

    def remove(self, layer):
        self.pop(self.index(layer))

    def sort(self, key=None, reverse=False):
        self._m.sort(key=key, reverse=reverse)

    def __len__(self):
        return len(self._m)

    def __bool__(self):
        return bool(self._m)

    def __contains__(self, layer):
        for x in self._m:
            if x is layer:
                return True
        return False

    def __iter__(self):
        return iter(self._m)

    def __getitem__(self, i):
        if not isinstance(i, int):
            raise NotImplementedError("Slices not supported")
        return self._m[i]

    def __setitem__(self, i, layer):
        if not isinstance(i, int):
            raise NotImplementedError("Slices not supported")
        _claim(layer)
        _release(self._m[i])
        self._m[i] = layer

    def __delitem__(self, i):
        if not isinstance(i, int):
            raise NotImplementedError("Slices not supported")
        self.pop(i)


# TileGrid fields in one bytearray: 0 x, 2 y, 4 width, 6 height, 8 tile_width, 10 tile_height (int16 each),
# 12 bitmap width in tiles, 14 tiles in bitmap, 16 flags, 28..31 inline tile indexes, 32.. the indexes.
_F = 16
_INLINE = 28
_TILES = 32
_FLIP_X = 4
_FLIP_Y = 8
_TRANSPOSE = 16
_WIDE = 32  # two-byte indexes (more than 255 tiles in the bitmap)
_INL = 64  # indexes kept in the fields (a few tiles), as TileGrid.c inlines them into the pointer


def _g(v, i):
    n = v[i] | (v[i + 1] << 8)
    return n - 65536 if n & 0x8000 else n


def _s(v, i, n):
    v[i] = n & 0xFF
    v[i + 1] = (n >> 8) & 0xFF


class TileGrid:
    """displayio.TileGrid (see the module docstring for its size)."""

    def __init__(self, bitmap, *, pixel_shader, width=1, height=1, tile_width=None, tile_height=None,
                 default_tile=0, x=0, y=0):
        bw = bitmap.width
        bh = bitmap.height
        tw = tile_width or bw
        th = tile_height or bh
        if bw % tw:
            raise ValueError("Tile width must exactly divide bitmap width")
        if bh % th:
            raise ValueError("Tile height must exactly divide bitmap height")
        if not isinstance(pixel_shader, (_real.Palette, _real.ColorConverter)):
            raise TypeError("unsupported pixel_shader type")
        across = bw // tw
        count = across * (bh // th)
        wide = count > 255
        n = width * height
        inline = n <= (2 if wide else 4)  # sizeof(void *) / index size
        v = bytearray(_TILES + (0 if inline else n * (2 if wide else 1)))
        _s(v, 0, _int16(x, "x"))
        _s(v, 2, _int16(y, "y"))
        _s(v, 4, width)
        _s(v, 6, height)
        _s(v, 8, tw)
        _s(v, 10, th)
        _s(v, 12, across)
        _s(v, 14, count)
        v[_F] = (_WIDE if wide else 0) | (_INL if inline else 0)
        self._b = bitmap
        self._p = pixel_shader
        self._v = v
        if default_tile:
            for i in range(n):
                self._put(i, default_tile)

    def _in_group(self):
        return self._v[_F] & _IN_GROUP

    def _set_in_group(self, on):
        self._v[_F] = (self._v[_F] | _IN_GROUP) if on else (self._v[_F] & ~_IN_GROUP)

    def _flag(self, bit, on=None):
        if on is None:
            return bool(self._v[_F] & bit)
        self._v[_F] = (self._v[_F] | bit) if on else (self._v[_F] & ~bit)

    def _at(self, i):
        """Where tile i's index is in the field bytes: the position, negated when it takes two bytes (bench34: one
        int, not a tuple, so that C's set_tile, which allocates nothing, makes no garbage here)."""
        v = self._v
        base = _INLINE if v[_F] & _INL else _TILES
        if v[_F] & _WIDE:
            return -(base + 2 * i)
        return base + i

    def _put(self, i, tile):
        p = self._at(i)
        if p < 0:
            _s(self._v, -p, tile)
        else:
            self._v[p] = tile

    def _index(self, key):
        v = self._v
        w = _g(v, 4)
        h = _g(v, 6)
        if isinstance(key, tuple):
            x, y = key
            i = y * w + x
            if not (0 <= x < w and 0 <= y < h):
                raise IndexError("Tile index out of bounds")
        else:
            if not isinstance(key, int):
                raise NotImplementedError("Slices not supported")
            i = key
            if not 0 <= i < w * h:
                raise IndexError("Tile index out of bounds")
        return i

    def __getitem__(self, key):
        p = self._at(self._index(key))
        return _g(self._v, -p) & 0xFFFF if p < 0 else self._v[p]

    def __setitem__(self, key, tile):
        i = self._index(key)
        count = _g(self._v, 14) & 0xFFFF
        if not isinstance(tile, int) or not 0 <= tile < count:
            raise ValueError("tile must be 0-%d" % (count - 1))
        self._put(i, tile)

    def contains(self, touch_tuple):
        x, y = touch_tuple[0], touch_tuple[1]
        v = self._v
        x0 = _g(v, 0)
        y0 = _g(v, 2)
        return x0 <= x < x0 + _g(v, 4) * _g(v, 8) and y0 <= y < y0 + _g(v, 6) * _g(v, 10)

    @property
    def x(self):
        return _g(self._v, 0)

    @x.setter
    def x(self, n):
        _s(self._v, 0, _int16(n, "x"))

    @property
    def y(self):
        return _g(self._v, 2)

    @y.setter
    def y(self, n):
        _s(self._v, 2, _int16(n, "y"))

    @property
    def width(self):
        return _g(self._v, 4)

    @property
    def height(self):
        return _g(self._v, 6)

    @property
    def tile_width(self):
        return _g(self._v, 8)

    @property
    def tile_height(self):
        return _g(self._v, 10)

    @property
    def hidden(self):
        return self._flag(_HIDDEN)

    @hidden.setter
    def hidden(self, on):
        self._flag(_HIDDEN, on)

    @property
    def flip_x(self):
        return self._flag(_FLIP_X)

    @flip_x.setter
    def flip_x(self, on):
        self._flag(_FLIP_X, on)

    @property
    def flip_y(self):
        return self._flag(_FLIP_Y)

    @flip_y.setter
    def flip_y(self, on):
        self._flag(_FLIP_Y, on)

    @property
    def transpose_xy(self):
        return self._flag(_TRANSPOSE)

    @transpose_xy.setter
    def transpose_xy(self, on):
        self._flag(_TRANSPOSE, on)

    @property
    def pixel_shader(self):
        return self._p

    @pixel_shader.setter
    def pixel_shader(self, p):
        self._p = p

    @property
    def bitmap(self):
        return self._b

    @bitmap.setter
    def bitmap(self, bmp):
        if bmp.width != self._b.width or bmp.height != self._b.height:
            raise ValueError("New bitmap must be same size as old bitmap")
        self._b = bmp


_LAYERS = (Group, TileGrid)  # what _claim and _release test for (made once)


class FourWire:
    """The display bus (static on a board)."""

    def __init__(self):
        pass


class BusDisplay:
    """board.DISPLAY: its size, root_group, auto_refresh and refresh() (which draws nothing here)."""

    def __init__(self, width, height):
        self.width = width
        self.height = height
        self.rotation = 0
        self.brightness = 1.0
        self.auto_refresh = True
        self.bus = FourWire()
        self.refreshes = 0
        self._root = None

    @property
    def root_group(self):
        return self._root

    @root_group.setter
    def root_group(self, group):
        if group is not None:
            if not isinstance(group, Group):
                raise ValueError("Must be a Group subclass.")
            if group is not self._root:
                _claim(group)
        if self._root is not None and self._root is not group:
            _release(self._root)
        self._root = group

    def refresh(self, *, target_frames_per_second=None, minimum_frames_per_second=0):
        self.refreshes += 1
        return True


def _glyph_type():
    from collections import namedtuple
    return namedtuple("Glyph", ("bitmap", "tile_index", "width", "height", "dx", "dy", "shift_x", "shift_y"))


class BuiltinFont:
    """terminalio.FONT: 6x12 glyphs of the 95 printable ASCII characters in one 1-bit bitmap."""

    def __init__(self, glyph):
        w, h, n = 6, 12, 95
        bmp = _real.Bitmap(w * n, h, 2)
        for i in range(n):  # a fixed pattern (the shapes are in the board's flash; a blit costs the same)
            for y in range(1, h - 2):
                for x in range(w - 1):
                    if (x + y + i) % 3:
                        bmp[i * w + x, y] = 1
        self.bitmap = bmp
        self._w = w
        self._h = h
        self._glyph = glyph

    def get_bounding_box(self):
        return (self._w, self._h)  # a new 2-tuple per call, as BuiltinFont.c

    def get_glyph(self, codepoint):
        if not 0x20 <= codepoint <= 0x7E:
            return None
        w = self._w
        return self._glyph(self.bitmap, codepoint - 0x20, w, self._h, 0, 0, w, 0)


class _Module:
    """A namespace put into sys.modules in place of a module the binary lacks."""

    def __init__(self, name, **attrs):
        self.__name__ = name
        for k in attrs:
            setattr(self, k, attrs[k])


def install(width, height):
    """Put displayio, busdisplay, fourwire, fontio and terminalio into sys.modules; returns the display."""
    glyph = _glyph_type()
    font = BuiltinFont(glyph)
    display = BusDisplay(width, height)
    mods = sys.modules
    mods["displayio"] = _Module("displayio", Bitmap=_real.Bitmap, Palette=_real.Palette,
                                ColorConverter=_real.ColorConverter, Colorspace=_real.Colorspace,
                                Group=Group, TileGrid=TileGrid, release_displays=lambda: None)
    mods["busdisplay"] = _Module("busdisplay", BusDisplay=BusDisplay)
    mods["fourwire"] = _Module("fourwire", FourWire=FourWire)
    mods["fontio"] = _Module("fontio", BuiltinFont=BuiltinFont, Glyph=glyph)
    mods["terminalio"] = _Module("terminalio", FONT=font)
    return display


def sizes():
    """[(what, bytes here, bytes on a board)] measured in this binary: the stand-ins against their C sizes."""
    bmp = _real.Bitmap(9, 1, 2)
    many = _real.Bitmap(300, 1, 2)
    pal = _real.Palette(2)
    font = sys.modules["terminalio"].FONT
    return [
        ("Group()", cost(Group), 48 + 32),
        ("TileGrid 1x1", cost(lambda: TileGrid(bmp, pixel_shader=pal)), 96),
        ("TileGrid 9x9 (81 one-byte indexes)",
         cost(lambda: TileGrid(bmp, pixel_shader=pal, width=9, height=9, tile_width=1)), 96 + 96),
        ("TileGrid 2x1 of a 300-tile bitmap (inline)",
         cost(lambda: TileGrid(many, pixel_shader=pal, width=2, tile_width=1)), 96),
        ("TileGrid 3x3 of a 300-tile bitmap (18 bytes)",
         cost(lambda: TileGrid(many, pixel_shader=pal, width=3, height=3, tile_width=1)), 96 + 32),
        ("FONT.get_glyph()", cost(lambda: font.get_glyph(65)), 48),
        ("FONT.get_bounding_box()", cost(font.get_bounding_box), 16),
    ]


_KEEP = [None]


def cost(make):
    """The bytes that what make() returns holds in the heap (between two collections; cp_board's sizes too)."""
    import gc

    gc.collect()
    a = gc.mem_alloc()
    _KEEP[0] = make()
    gc.collect()
    b = gc.mem_alloc()
    _KEEP[0] = None
    return b - a
