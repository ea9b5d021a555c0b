"""The clock every board module shares: ``supervisor.ticks_ms()`` values, which wrap at 2**29 (on a device the
first wrap comes about 65 s after power-on): compare two with ``ticks_diff`` and step one with ``ticks_add``,
never with plain ``-`` and ``+``. A leaf (it imports no board module), so that ``boards.base`` and the parts it
loads late (``boards.sound``, made by ``hw.enable()``) import it one way."""

try:
    from micropython import const
except ImportError:  # CPython (the simulator)
    def const(x):
        return x

try:
    import supervisor
except ImportError:  # not on CircuitPython: the simulator provides one
    supervisor = None

_MASK = const(0x1FFFFFFF)  # ticks wrap at 2**29
_HALF = const(0x10000000)


def ticks_diff(new, old):
    """Signed difference of two ``ticks_ms()`` values, correct across the 2**29 wrap."""
    return ((new - old + _HALF) & _MASK) - _HALF


def ticks_add(ticks, delta):
    return (ticks + delta) & _MASK


if supervisor is not None:
    ticks_ms = supervisor.ticks_ms
else:
    import time

    def ticks_ms():
        return (time.monotonic_ns() // 1000000) & _MASK
