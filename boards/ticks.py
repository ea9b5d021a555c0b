"""The board's clock: ``supervisor.ticks_ms()`` and wrap-safe arithmetic on its values.

Ticks wrap at 2**29 (about 6.2 days; on a device the first wrap comes about 65 s after power-on): compare
two of them with ``ticks_diff`` and step one with ``ticks_add``, never with plain ``-`` and ``+``.
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

try:
    import supervisor
except ImportError:  # not on CircuitPython: the simulator provides one
    supervisor = None

_MASK = const((1 << 29) - 1)
_HALF = const(1 << 28)


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
