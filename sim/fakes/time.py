"""Fake ``time``: ``monotonic``/``monotonic_ns``/``sleep`` follow the simulated board's clock (virtual in
headless runs, so scripted runs are fast and repeatable); everything else is the real ``time``."""

import time as _real
from time import *  # noqa: F401,F403  (strftime, localtime, struct_time ... stay real)

from sim.fakes import current


def monotonic():
    return current().now_ms() / 1000.0


def monotonic_ns():
    return int(current().now_ms() * 1000000)


def sleep(seconds):
    if seconds < 0:
        raise ValueError("sleep length must be non-negative")
    current().sleep(seconds)


def time():
    return int(_real.time())
