"""displayio as a board runs it, for the press-time runs with ``detail`` (tests/cp/cp_run.py; issue 16, stand25;
docs/memory.md, "Issue 16: displayio on a board, ninth session (stand25)").

Runs under CircuitPython only, and only in a press-time run with ``detail``: the memory runs never import it.
``install`` is called before the harness's room is filled, so everything it keeps is made there (the game's
heap only sees the wrappers' calls, which allocate nothing). Two things are measured:

1. **The stand-ins' Python.** Every public method and property of cp_display's ``Group``, ``TileGrid`` and
   ``BusDisplay`` is wrapped (on the class: the instances are untouched, so their heap is what it was) and its
   calls counted per frame by kind (``KINDS``). What a call of each kind costs in the stand-ins (``SA``) and what
   its wrapper adds (``OV``, the dirty marks below included) are timed at install, bare then wrapped, in tight
   loops on a text line's TileGrid (the fastest of 9 batches: a per-call timer on a shared machine proved
   unreliable, docs/memory.md); each wrapped call takes its ``OV`` off the press timer and the game's clock
   (``cp_board._run``, as the runner's ``free_unseen`` does), so the measured figure stays the bench's. ``proxies``
   times, in the same binary, what C does for each kind: a real ``Bitmap``'s item store (a C TileGrid's
   ``set_tile``: shared-module/displayio/TileGrid.c), a C property's read and write (a ``vectorio.Rectangle``'s
   ``x``), a builtin list's append and pop (a C Group's members list), a C object made with keywords (a
   ``vectorio.Rectangle``), and one pixel of ``bitmaptools.blit`` (a cross-check of the fill's cycles).
2. **The refresh a board would make.** At each ``display.refresh()`` the display tree is walked and the
   dirty areas are found as C's TileGrid, Group and VectorShape mark them (TileGrid.c ``set_tile`` ->
   ``mark_tile_dirty``, ``get_refresh_areas``; Group.c ``_remove_layer``; VectorShape.c; a new root group:
   the whole screen). What each TileGrid drew last is kept in 11 spare bytes of its own field bytearray
   (bytes 17-27, bit 7 of the flags: unused by cp_display, so its heap does not move); the vectorio shapes'
   (C objects) in a table by their order in the walk. Per refresh it counts the areas, their pixels (what
   is sent over SPI), the pixels of every layer that overlaps each area down to the first that covers it
   opaquely (what C's fill_area works on), the sub-rectangles of 256 pixels (CIRCUITPY_DISPLAY_AREA_BUFFER_SIZE
   512 bytes at 16 bits: one SPI transfer and its commands each), and the layers visited. The walk's own time
   is taken off the timer too. tests/bench/press_times.py turns the counts into board time.

What it does not see: a Bitmap drawn into after it is shown (bitmaptools, ``bitmap[i] =`` on a shown sheet),
a Polygon's points changed while nothing else of it changes, which pixels of a text an upper layer really masks
(a layer's pixels under an opaque layer above count as masked, overlaps among the opaque ones are not seen), and a
Group's ``__setitem__``'s old layer (rare in the game); docs/memory.md says which way each errs.
"""

import gc
import sys
import time
from array import array

import bitmaptools
import displayio
import vectorio

import cp_board
import cp_display as D

_ticks = time.ticks_us  # calls in tight loops, the fastest of several batches
_diff = time.ticks_diff
# kinds of stand-in calls, each with what C does for it (``proxies``)
KINDS = ("tile", "read", "set", "list", "new")
TILE, READ, SET, LIST, NEW = 0, 1, 2, 3, 4
# S: [-, -, calls of each kind this frame (5), the wrappers' own ns not yet taken off the timer, -, refreshes, areas,
#     pixels, TileGrid pixels, vectorio pixels, pixels under an opaque layer above (masked), sub-rectangles, layer
#     visits]
S = [0] * 17
_NS, _REF = 7, 9
W, H = [160], [128]
MAXL = 512  # layers of one walk kept for the fill's overlaps
MAXV = 256   # vectorio shapes followed from one refresh to the next
MAXP = 64    # palettes hashed in one walk
MAXR = 128   # pending dirty areas
_lr = array("h", bytes(8 * MAXL))   # the walk's visible layers, bottom first: x1 y1 x2 y2
_lo = bytearray(MAXL)               # 1: the layer covers its rectangle opaquely; 2: a vectorio shape
_op = array("h", bytes(8 * 16))     # the opaque layers' overlaps with the area being filled
_vb = array("h", bytes(8 * MAXV))   # each vectorio shape's area last refresh
_vs = array("i", bytes(4 * MAXV))   # and its state (visible, colour, palette, kind, position)
_pr = [None] * MAXP                 # the palettes hashed in this walk, and their hashes (256 + opaque bit)
_ph = array("H", bytes(2 * MAXP))
_dr = array("h", bytes(8 * MAXR))   # the dirty areas of this refresh
N = [0, 0, 0, 0, 1]  # layers, vectorio shapes, palettes, dirty areas, a full refresh pending (the first one too)
_INFO = 16  # TileGrid field bytes (cp_display): flags; 17-20 previous x, y; 21 changes; 22-25 dirty tiles; 26 palette
_DRAWN = 128  # ... 27 previous scale; bit 7 of the flags: drawn last refresh
_FULL = 1
_PART = 2


_g = D._g  # a TileGrid's int16 fields (cp_display)
_s = D._s


def _debt(k):
    """One stand-in call of kind k: the wrapper's own cost (measured at install, tracking included) is taken off the
    press timer and the game's clock (cp_board._run, as the runner's free_unseen does)."""
    S[2 + k] += 1
    ns = S[_NS] + OV[k]
    if ns >= 1000:
        cp_board._run[0] -= ns // 1000
        ns %= 1000
    S[_NS] = ns


def _w0(f, k):
    def w(self):
        r = f(self)
        _debt(k)
        return r
    return w


def _w1(f, k, track=None):
    def w(self, x):
        r = f(self, x)
        if track is not None:
            track(self, x, r)
        _debt(k)
        return r
    return w


def _w2(f, k, track=None):
    def w(self, x, y):
        r = f(self, x, y)
        if track is not None:
            track(self, x, y)
        _debt(k)
        return r
    return w


def _pop_w(f):
    def w(self, i=-1):
        r = f(self, i)
        _removed(r)
        _debt(LIST)
        return r
    return w


def _sort_w(f):
    def w(self, key=None, reverse=False):
        f(self, key=key, reverse=reverse)
        _debt(LIST)
    return w


def _group_init_w(f):
    def w(self, *, scale=1, x=0, y=0):
        f(self, scale=scale, x=x, y=y)
        _debt(NEW)
    return w


def _grid_init_w(f):
    def w(self, bitmap, *, pixel_shader, width=1, height=1, tile_width=None, tile_height=None, default_tile=0,
          x=0, y=0):
        f(self, bitmap, pixel_shader=pixel_shader, width=width, height=height, tile_width=tile_width,
          tile_height=tile_height, default_tile=default_tile, x=x, y=y)
        _debt(NEW)
    return w


# ----- what C marks dirty ---------------------------------------------------------------------------------------

def _tile_set(self, key, tile):
    """TileGrid.c set_tile -> mark_tile_dirty: the tile's rectangle joins the grid's dirty tiles (set to the same
    index or not)."""
    v = self._v
    w = _g(v, 4)
    if isinstance(key, tuple):
        x, y = key[0], key[1]
    else:
        x, y = key % w, key // w
    x = min(x, 254)
    y = min(y, 254)
    if v[21] & _PART:
        v[22] = min(v[22], x)
        v[23] = min(v[23], y)
        v[24] = max(v[24], x + 1)
        v[25] = max(v[25], y + 1)
    else:
        v[21] |= _PART
        v[22] = x
        v[23] = y
        v[24] = x + 1
        v[25] = y + 1


def _grid_full(self, on):
    """A flip, transpose, pixel shader or bitmap set (TileGrid.c: full_change), or shown again."""
    self._v[21] |= _FULL


def _shown(self, on):
    if not on:
        self._v[21] |= _FULL


def _add(x1, y1, x2, y2):
    n = N[3]
    if n >= MAXR or x2 <= x1 or y2 <= y1:
        return
    i = 4 * n
    _dr[i] = x1
    _dr[i + 1] = y1
    _dr[i + 2] = x2
    _dr[i + 3] = y2
    N[3] = n + 1


def _covered(x1, y1, x2, y2):
    i = 0
    while i < 4 * N[3]:
        if _dr[i] <= x1 and _dr[i + 1] <= y1 and _dr[i + 2] >= x2 and _dr[i + 3] >= y2:
            return True
        i += 4
    return False


def _prev_area(layer, box):
    """The union of what layer (a TileGrid, or a Group's TileGrids) drew last refresh into box; each is marked
    not drawn (re-added, it draws whole: C's update_transform(NULL) on removal)."""
    if isinstance(layer, D.TileGrid):
        v = layer._v
        if v[D._F] & _DRAWN:
            v[D._F] &= ~_DRAWN
            s = v[27] or 1
            x1 = _g(v, 17)
            y1 = _g(v, 19)
            x2 = x1 + s * _g(v, 4) * _g(v, 8)
            y2 = y1 + s * _g(v, 6) * _g(v, 10)
            if box[0] >= box[2]:
                box[0] = x1  # (one by one: a four-name assignment builds a tuple, garbage in the game's heap)
                box[1] = y1
                box[2] = x2
                box[3] = y2
            else:
                box[0], box[1] = min(box[0], x1), min(box[1], y1)
                box[2], box[3] = max(box[2], x2), max(box[3], y2)
    elif isinstance(layer, D.Group):
        for m in layer._m:
            _prev_area(m, box)


_BOX = array("h", bytes(8))


def _removed(layer):
    """Group.c _remove_layer: the removed layer's previous area joins the group's dirty area (item_removed)."""
    b = _BOX
    b[0] = b[1] = b[2] = b[3] = 0
    _prev_area(layer, b)
    if b[0] < b[2]:
        _add(b[0], b[1], b[2], b[3])


def _root_set(self, group):
    N[4] = 1  # displayio_display_core_set_root_group: the whole screen next refresh


def _palette(p):
    """(an 8-bit hash of a palette's colours and transparency) + 256 when none is transparent: the same palette
    hashed once a walk."""
    n = N[2]
    for i in range(n):
        if _pr[i] is p:
            return _ph[i]
    h = 0
    opaque = 256
    if isinstance(p, displayio.Palette):
        for i in range(len(p)):
            t = p.is_transparent(i)
            h = (h * 31 + p[i] + (7 if t else 0)) & 0xFF
            if t:
                opaque = 0
    r = h | opaque
    if n < MAXP:
        _pr[n] = p
        _ph[n] = r
        N[2] = n + 1
    return r


def _layer(x1, y1, x2, y2, opaque):
    n = N[0]
    if n < MAXL:
        i = 4 * n
        _lr[i] = x1
        _lr[i + 1] = y1
        _lr[i + 2] = x2
        _lr[i + 3] = y2
        _lo[n] = opaque
        N[0] = n + 1


def _grid(t, ax, ay, sc, hid):
    v = t._v
    x1 = ax + sc * _g(v, 0)
    y1 = ay + sc * _g(v, 2)
    tw = _g(v, 8)
    th = _g(v, 10)
    x2 = x1 + sc * _g(v, 4) * tw
    y2 = y1 + sc * _g(v, 6) * th
    ph = _palette(t._p)
    drawn = v[D._F] & _DRAWN
    hidden = hid or v[D._F] & D._HIDDEN
    full = N[4]
    if hidden:
        if drawn and not full:
            s = v[27] or 1
            px = _g(v, 17)
            py = _g(v, 19)
            _add(px, py, px + s * _g(v, 4) * tw, py + s * _g(v, 6) * th)
        v[D._F] &= ~_DRAWN
        v[21] = 0
        return
    if not full:
        s = v[27] or 1
        px = _g(v, 17)
        py = _g(v, 19)
        pw = s * _g(v, 4) * tw
        ph2 = s * _g(v, 6) * th
        if not drawn or v[21] & _FULL or (ph & 255) != v[26]:
            if drawn and (px != x1 or py != y1):
                _both(px, py, px + pw, py + ph2, x1, y1, x2, y2, 2 * (x2 - x1) * (y2 - y1))
            else:
                _add(x1, y1, x2, y2)
        elif px != x1 or py != y1:  # moved (C: moved && !first_draw)
            _both(px, py, px + pw, py + ph2, x1, y1, x2, y2, 2 * (x2 - x1) * (y2 - y1))
        elif v[21] & _PART:
            _add(x1 + sc * tw * v[22], y1 + sc * th * v[23], x1 + sc * tw * v[24], y1 + sc * th * v[25])
    _s(v, 17, x1)
    _s(v, 19, y1)
    v[26] = ph & 255
    v[27] = sc if sc < 256 else 255
    v[21] = 0
    v[D._F] |= _DRAWN
    _layer(x1, y1, x2, y2, 1 if ph & 256 else 0)  # (a TileGrid)


def _both(ax1, ay1, ax2, ay2, bx1, by1, bx2, by2, limit):
    """TileGrid.c get_refresh_areas for a move: the union when it is at most twice the grid, else both areas."""
    ux1 = min(ax1, bx1)  # (one by one: no tuple, bench34)
    uy1 = min(ay1, by1)
    ux2 = max(ax2, bx2)
    uy2 = max(ay2, by2)
    if (ux2 - ux1) * (uy2 - uy1) <= limit:
        _add(ux1, uy1, ux2, uy2)
    else:
        _add(bx1, by1, bx2, by2)
        _add(ax1, ay1, ax2, ay2)


def _shape(s, ax, ay, sc, hid):
    """A vectorio shape (C): its area and state against the shape at the same place in the last walk's order."""
    j = N[1]
    if j >= MAXV:
        return
    N[1] = j + 1
    i = 4 * j
    x = s.x
    y = s.y
    vis = 0 if (hid or s.hidden) else 1
    ph = _palette(s.pixel_shader)
    if isinstance(s, vectorio.Rectangle):
        kind = 1
    elif isinstance(s, vectorio.Circle):
        kind = 2
    else:
        kind = 3
    sig = vis | (s.color_index & 31) << 1 | (ph & 255) << 6 | kind << 14 | (((ax + x) * 31 + ay + y) & 0x3FFF) << 16
    old = _vs[j]
    if kind == 3 and old == sig:  # the same polygon at the same place, it seems: its area as last time
        x1 = _vb[i]  # (one by one: a four-name assignment builds a tuple in the game's heap, bench34)
        y1 = _vb[i + 1]
        x2 = _vb[i + 2]
        y2 = _vb[i + 3]
    else:
        if kind == 1:
            x1 = x
            y1 = y
            x2 = x + s.width
            y2 = y + s.height
        elif kind == 2:
            r = s.radius
            x1 = x - r
            y1 = y - r
            x2 = x + r + 1
            y2 = y + r + 1
        else:
            pts = s.points  # (a list: allocates; only when the polygon at this place is another)
            x1 = min(p[0] for p in pts) + x
            y1 = min(p[1] for p in pts) + y
            x2 = max(p[0] for p in pts) + x + 1
            y2 = max(p[1] for p in pts) + y + 1
            pts = None
        x1 = ax + sc * x1
        y1 = ay + sc * y1
        x2 = ax + sc * x2
        y2 = ay + sc * y2
    if not N[4] and (old != sig or _vb[i] != x1 or _vb[i + 1] != y1 or _vb[i + 2] != x2 or _vb[i + 3] != y2):
        if old & 1 and vis:
            _vunion(_vb[i], _vb[i + 1], _vb[i + 2], _vb[i + 3], x1, y1, x2, y2)
        elif old & 1:
            _add(_vb[i], _vb[i + 1], _vb[i + 2], _vb[i + 3])
        elif vis:
            _add(x1, y1, x2, y2)
    _vs[j] = sig
    _vb[i] = x1
    _vb[i + 1] = y1
    _vb[i + 2] = x2
    _vb[i + 3] = y2
    if vis:
        _layer(x1, y1, x2, y2, (1 if kind == 1 and ph & 256 else 0) | 2)


def _vunion(ax1, ay1, ax2, ay2, bx1, by1, bx2, by2):
    """VectorShape.c get_refresh_areas: the union of the old and new areas when what it adds is no more than the
    smaller of them, else both."""
    ox = max(0, min(ax2, bx2) - max(ax1, bx1))
    oy = max(0, min(ay2, by2) - max(ay1, by1))
    u = (max(ax2, bx2) - min(ax1, bx1)) * (max(ay2, by2) - min(ay1, by1))
    a = (ax2 - ax1) * (ay2 - ay1)
    b = (bx2 - bx1) * (by2 - by1)
    if u - a - b + ox * oy <= min(a, b):
        _add(min(ax1, bx1), min(ay1, by1), max(ax2, bx2), max(ay2, by2))
    else:
        _add(bx1, by1, bx2, by2)
        _add(ax1, ay1, ax2, ay2)


def _walk(g, ax, ay, sc, hid):
    hid = hid or g._f & D._HIDDEN
    for m in g._m:
        if isinstance(m, D.TileGrid):
            _grid(m, ax, ay, sc, hid)
        elif isinstance(m, D.Group):
            _walk(m, ax + sc * m._x, ay + sc * m._y, sc * (m._f >> 2), hid)
        else:
            _shape(m, ax, ay, sc, hid)


def _refresh(display):
    """What a board's refresh() would draw now: the dirty areas, and the work and pixels they cost."""
    N[0] = N[2] = 0
    old = N[1]
    N[1] = 0
    root = display._root
    if root is not None:
        _walk(root, root._x, root._y, root._f >> 2, False)
    if not N[4]:
        for j in range(N[1], old):  # shapes gone since the last refresh (their group removed: item_removed)
            if _vs[j] & 1:
                i = 4 * j
                if not _covered(_vb[i], _vb[i + 1], _vb[i + 2], _vb[i + 3]):
                    _add(_vb[i], _vb[i + 1], _vb[i + 2], _vb[i + 3])
            _vs[j] = 0
    else:
        N[3] = 0
        _add(0, 0, W[0], H[0])
        N[4] = 0
    for i in range(MAXP):
        _pr[i] = None
    S[_REF] += 1
    S[_REF + 7] += 2 * N[0]  # get_refresh_areas and finish_refresh visit every layer
    k = 0
    while k < 4 * N[3]:
        x1 = max(0, _dr[k])
        y1 = max(0, _dr[k + 1])
        x2 = min(W[0], _dr[k + 2])
        y2 = min(H[0], _dr[k + 3])
        k += 4
        if x2 <= x1 or y2 <= y1:
            continue
        w = x2 - x1
        h = y2 - y1
        S[_REF + 1] += 1
        S[_REF + 2] += w * h
        rows = max(1, 256 // w) if w * h > 256 else h
        S[_REF + 6] += (h + rows - 1) // rows
        _fill(x1, y1, x2, y2, w, h)
    N[3] = 0


def _fill(x1, y1, x2, y2, w, h):
    """fill_area over one area: the layers from the top, down to the first that covers it opaquely; a layer's
    pixels under an opaque layer above cost a mask test only (opaque layers' overlaps among themselves ignored)."""
    n = N[0] - 1
    m = 0  # opaque overlaps so far
    while n >= 0:
        i = 4 * n
        ax = max(x1, _lr[i])
        ay = max(y1, _lr[i + 1])
        bx = min(x2, _lr[i + 2])
        by = min(y2, _lr[i + 3])
        S[_REF + 7] += 1
        n -= 1
        if bx <= ax or by <= ay:
            continue
        o = (bx - ax) * (by - ay)
        masked = 0
        j = 0
        while j < 4 * m:
            ox = min(bx, _op[j + 2]) - max(ax, _op[j])
            oy = min(by, _op[j + 3]) - max(ay, _op[j + 1])
            if ox > 0 and oy > 0:
                masked += ox * oy
            j += 4
        masked = min(o, masked)
        S[_REF + 5] += masked
        S[_REF + (4 if _lo[n + 1] & 2 else 3)] += o - masked
        if _lo[n + 1] & 1:
            if o == w * h:
                break
            if m < 16:
                j = 4 * m
                _op[j] = ax
                _op[j + 1] = ay
                _op[j + 2] = bx
                _op[j + 3] = by
                m += 1


# ``rclock`` (tests/bench/press_times.py --refresh-clock; superframes56): the game's clock also runs for the refresh a
# board makes, by press_times' constants (SPI_PX_US, TILE_PX_CYCLES, ... at CPU_MHZ: ns a pixel, a sub-rectangle, a
# visit), so that uttt.ui.main.Clock learns a frame's time after its work with its refresh, as on a board (without
# it the refresh is added to the figures afterwards, and the frames that draw and work ran their work to the due time
# as if the refresh took nothing). RC: [on, ns carried below a ms, the counts at the refresh's start (6)]
RC = [int("rclock" in sys.argv), 0, 0, 0, 0, 0, 0, 0]
_RC_NS = (667, 1500, 833, 83, 20000, 583)  # a pixel sent, a TileGrid / vectorio / masked pixel, a sub-rectangle, a visit


def _refresh_w(f):
    def w(self, *, target_frames_per_second=None, minimum_frames_per_second=0):
        t = cp_board.now_us()
        if RC[0]:
            for i in range(6):
                RC[2 + i] = S[_REF + 2 + i]
        _refresh(self)
        if RC[0]:
            ns = RC[1]
            for i in range(6):
                ns += (S[_REF + 2 + i] - RC[2 + i]) * _RC_NS[i]
            cp_board.Clock.ms += ns // 1000000
            RC[1] = ns % 1000000
        t = cp_board.now_us() - t  # (read first: now_us moves _run)
        cp_board._run[0] -= t  # the walk is the harness's: off the timer and the clock
        return f(self, target_frames_per_second=target_frames_per_second,
                 minimum_frames_per_second=minimum_frames_per_second)
    return w


# ----- install ---------------------------------------------------------------------------------------------------

def _prop(cls, name, k_get, track=None, settable=True):
    """Wrap a property: MicroPython's keeps no fget/fset to read back, so the original stays on the class under
    another name (``_o_x``) and the wrappers go through it."""
    other = "_o_" + name
    setattr(cls, other, getattr(cls, "__dict__")[name])
    for k in getattr(cls, "__dict__"):  # the interned name (a made string would be looked up at every call)
        if k == other:
            other = k

    def get(self):
        return getattr(self, other)

    def put(self, v):
        setattr(self, other, v)

    setattr(cls, name, property(_w0(get, k_get), _w1(put, SET, track) if settable else None))


def install(width, height):
    """Time each kind of stand-in call bare, wrap the stand-ins' classes (cp_display), time them wrapped: SA (the
    stand-ins' ns a call of each kind) and OV (what the wrapper adds, taken off the timer at each call)."""
    W[0] = width
    H[0] = height
    bare = _kinds()
    G = D.Group
    T = D.TileGrid
    for name in ("x", "y", "scale", "hidden"):
        _prop(G, name, READ)
    _prop(T, "x", READ)
    _prop(T, "y", READ)
    for name in ("width", "height", "tile_width", "tile_height"):
        _prop(T, name, READ, settable=False)
    _prop(T, "hidden", READ, lambda s, on, r: _shown(s, on))
    for name in ("flip_x", "flip_y", "transpose_xy", "pixel_shader", "bitmap"):
        _prop(T, name, READ, lambda s, on, r: _grid_full(s, on))
    G.append = _w1(G.append, LIST)
    G.insert = _w2(G.insert, LIST)
    G.index = _w1(G.index, READ)
    G.pop = _pop_w(G.pop)
    G.remove = _w1(G.remove, LIST)
    G.sort = _sort_w(G.sort)
    G.__len__ = _w0(G.__len__, READ)
    G.__bool__ = _w0(G.__bool__, READ)
    G.__iter__ = _w0(G.__iter__, READ)
    G.__contains__ = _w1(G.__contains__, READ)
    G.__getitem__ = _w1(G.__getitem__, READ)
    G.__setitem__ = _w2(G.__setitem__, LIST)
    G.__delitem__ = _w1(G.__delitem__, LIST)
    G.__init__ = _group_init_w(G.__init__)
    T.__getitem__ = _w1(T.__getitem__, READ)
    T.__setitem__ = _w2(T.__setitem__, TILE, _tile_set)
    T.contains = _w1(T.contains, READ)
    T.__init__ = _grid_init_w(T.__init__)
    B = D.BusDisplay
    _prop(B, "root_group", READ, lambda s, g, r: _root_set(s, g))
    B.refresh = _refresh_w(B.refresh)
    keep = cp_board._run[0]
    wrapped = _kinds()
    cp_board._run[0] = keep
    for k in range(len(KINDS)):
        SA[k] = bare[k]
        OV[k] = max(0, wrapped[k] - bare[k])
    clear()
    pal = displayio.Palette(2)
    _KEEP[:] = [displayio.Bitmap(64, 1, 16), pal, vectorio.Rectangle(pixel_shader=pal, width=4, height=4, x=0, y=0),
                [None] * 4, object(), displayio.Bitmap(160, 32, 16), displayio.Bitmap(160, 32, 16)]
    del _KEEP[3][:]


SA = [0] * 5  # a stand-in call of each kind, ns here (install: the fastest of 9 batches, a bare loop's time off)
OV = [0] * 5  # what a wrapper adds to it, ns here


def _kinds():
    """[ns a call] of each kind on the stand-ins as they are now: a tile set and a position read and set on a text
    line's TileGrid (12x1 tiles of 6x12), a Group's append and pop (a pair: half each), a new Group and a new
    TileGrid of a text line (half each); the fastest of 9 batches, a bare loop's time taken off."""
    font = displayio.Bitmap(6 * 95, 12, 2)
    pal = displayio.Palette(2)
    tg = D.TileGrid(font, pixel_shader=pal, width=12, height=1, tile_width=6, tile_height=12)
    g = D.Group()
    layer = D.TileGrid(font, pixel_shader=pal, width=2, height=1, tile_width=6, tile_height=12)
    n = 200

    def best(fn):
        b = None
        for _ in range(9):
            a = _ticks()
            fn()
            d = _diff(_ticks(), a)
            b = d if b is None or d < b else b
        return b

    def loop():
        for i in range(n):
            pass

    def tile():
        for i in range(n):
            tg[3] = 7

    def read():
        for i in range(n):
            tg.x

    def put():
        for i in range(n):
            tg.x = 5

    def lists():
        for i in range(n):
            g.append(layer)
            g.pop()

    def new():
        for i in range(n // 2):
            D.Group()
            D.TileGrid(font, pixel_shader=pal, width=12, height=1, tile_width=6, tile_height=12)

    base = best(loop)
    out = [max(0, (best(fn) - base) * 1000 // n) for fn in (tile, read, put, lists, new)]
    out[LIST] //= 2  # (a pair a loop)
    return out


_KEEP = []  # the proxies' objects (proxies)


def clear():
    for i in range(1, len(S)):
        S[i] = 0
    S[0] = 0


def line():
    """This frame's figures: ``sa=us n=tile/read/set/list/new r=refreshes/areas/pixels/TileGrid pixels/vectorio
    pixels/masked pixels/sub-rectangles/layer visits`` (sa: the calls at their kinds' times, SA)."""
    sa = 0
    for k in range(5):
        sa += S[2 + k] * SA[k]
    return "sa=%d n=%d/%d/%d/%d/%d r=%d/%d/%d/%d/%d/%d/%d/%d" % tuple([sa // 1000] + S[2:7] + S[_REF:_REF + 8])


def put(prefix, free=0):
    """``line()`` printed after prefix, field by field: nothing allocated in the game's heap (bench34; the runner
    prints it at every press and at every frame it lists). ``free`` (a frame's FX, gcframes59): the free bytes at
    the end of a ``(gc)`` frame whose collection the game did not call (0: none): that collection is timed again
    as a press's is (``again``) and printed last, `` gcx=us``."""
    sa = 0
    for k in range(5):
        sa += S[2 + k] * SA[k]
    print(prefix, "sa=", sa // 1000, " n=", S[2], "/", S[3], "/", S[4], "/", S[5], "/", S[6], sep="", end=" r=")
    for i in range(_REF, _REF + 7):
        print(S[i], end="/")
    print(S[_REF + 7], end="")
    if free:
        print(" gcx=", again(gc, _ticks, _diff, free), sep="", end="")
    print()


def proxies():
    """What C does for each kind of call, ns here (the fastest of 9 batches, a bare loop's time taken off):
    ``DCT tile= read= set= list= new= px=`` (px: one pixel of bitmaptools.blit, 160x32 at 4 bits). Its objects
    were made at install, in the harness's room (the game's heap may be full by now)."""
    bmp, pal, r, lst, o, src, dst = _KEEP
    n = 1000
    out = {}

    def best(fn):
        b = None
        for _ in range(9):
            d = fn()
            b = d if b is None or d < b else b
        return b

    def loop():
        a = _ticks()
        for i in range(n):
            pass
        return _diff(_ticks(), a)

    def tile():
        a = _ticks()
        for i in range(n):
            bmp[5] = 3
        return _diff(_ticks(), a)

    def read():
        a = _ticks()
        for i in range(n):
            r.x
        return _diff(_ticks(), a)

    def put():
        a = _ticks()
        for i in range(n):
            r.x = 5
        return _diff(_ticks(), a)

    def lists():
        a = _ticks()
        for i in range(n):
            lst.append(o)
            lst.pop()
        return _diff(_ticks(), a)

    def new():
        a = _ticks()
        for i in range(n // 10):
            vectorio.Rectangle(pixel_shader=pal, width=4, height=4, x=0, y=0)
        return _diff(_ticks(), a) * 10

    base = best(loop)
    for name, fn in (("tile", tile), ("read", read), ("set", put), ("list", lists), ("new", new)):
        out[name] = max(0, (best(fn) - base) * 1000 // n)

    def blit():
        a = _ticks()
        for i in range(8):
            bitmaptools.blit(dst, src, 0, 0)
        return _diff(_ticks(), a)

    out["px"] = best(blit) * 1000 // (8 * 160 * 32)
    return "DCT " + " ".join("%s=%d" % (k, out[k]) for k in ("tile", "read", "set", "list", "new", "px"))


def again(gc, ticks, diff, free):
    """pause58 (tests/cp/cp_run.py's ``PD ... gcx=``, tests/bench/press_times.py): after a ``(gc)`` press (and
    since gcframes59 a frame without a press: ``put``'s ``free``, FX's ``gcx=``) whose collection the game did not
    call (an allocation's, or an import's load's), one more collection, timed, outside
    the press's time and the game's clock (the runner's frame hook). A collection here costs what the whole heap's
    live graph and size cost at that moment (the harness's with the game's: 450-980 us a collection in one session),
    and the same collection again marks the same graph and sweeps the same blocks (py/gc.c, gc_collect_end): its
    time is the press's collection's. What it freed (the press's garbage since its collection) is made garbage
    again, in pieces of 256 bytes (a bytearray's 16 and 240: the first holes that fit, as the game's small objects
    were), so that the game's next collection comes when it would have. Here, not in cp_run: loaded only with
    ``detail``, so the memory runs' harness is main's."""
    t = ticks()
    gc.collect()
    us = diff(ticks(), t)
    n = gc.mem_free() - free
    try:
        while n >= 256:
            bytearray(240)
            n -= 256
    except MemoryError:
        pass
    return us
