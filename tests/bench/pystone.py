"""Pystone (the Python port of the Dhrystone 1.1 integer benchmark), written for this project so that one file
runs unchanged on CPython, MicroPython and CircuitPython (no time.perf_counter, no classes beyond one record).

    python tests/bench/pystone.py [LOOPS]
    ../shared/tools/circuitpython-unix32 tests/bench/pystone.py 20000

It prints ``Pystone(1.1) time for N passes = T`` and ``This machine benchmarks at P pystones/second``, the
two lines every pystone prints, so a rate measured here compares with published ones: a 120 MHz SAMD51
(PyBadge) is estimated at about 1,300 pystones/s (../shared/tools/README.md). ``rate(loops)`` returns the
figure for a benchmark script that scales a time measured here into a PyBadge estimate:
``device_seconds = seconds_here * rate_here / 1300``.
"""

import time

PYBADGE = 1300   # pystones/s of a 120 MHz SAMD51 (estimate: a 168 MHz pyboard's published 1,848, by clock)

IDENT1, IDENT2, IDENT3, IDENT4, IDENT5 = 1, 2, 3, 4, 5


class Record:
    def __init__(self, ptr=None, discr=0, enum=0, intc=0, string=""):
        self.ptr = ptr
        self.discr = discr
        self.enum = enum
        self.intc = intc
        self.string = string

    def copy(self):
        return Record(self.ptr, self.discr, self.enum, self.intc, self.string)


int_glob = 0
bool_glob = False
char1_glob = "\0"
char2_glob = "\0"
array1 = [0] * 51
array2 = [x[:] for x in [array1] * 51]
ptr_glb = None
ptr_glb_next = None


CLOCK = None  # a ms clock to time the runs by instead (device_fit.pystones: the process's CPU time)


def _ms():
    if CLOCK is not None:
        return CLOCK()
    try:
        return time.ticks_ms()
    except AttributeError:
        return int(time.monotonic() * 1000) if hasattr(time, "monotonic") else int(time.time() * 1000)


def _diff(a, b):
    try:
        return time.ticks_diff(a, b)
    except AttributeError:
        return a - b


def proc0(loops):
    global int_glob, bool_glob, char1_glob, char2_glob, array1, array2, ptr_glb, ptr_glb_next
    t0 = _ms()
    for _ in range(loops):
        pass
    null_ms = _diff(_ms(), t0)

    ptr_glb_next = Record()
    ptr_glb = Record(ptr_glb_next, IDENT1, IDENT3, 40, "DHRYSTONE PROGRAM, SOME STRING")
    string1 = "DHRYSTONE PROGRAM, 1'ST STRING"
    array2[8][7] = 10

    t0 = _ms()
    for _ in range(loops):
        proc5()
        proc4()
        a = 2
        b = 3
        string2 = "DHRYSTONE PROGRAM, 2'ND STRING"
        enum = IDENT2
        bool_glob = not func2(string1, string2)
        while a < b:
            c = 5 * a - b
            c = proc7(a, b)
            a = a + 1
        proc8(array1, array2, a, c)
        ptr_glb = proc1(ptr_glb)
        ch = "A"
        while ch <= char2_glob:
            if enum == func1(ch, "C"):
                enum = proc6(IDENT1)
            ch = chr(ord(ch) + 1)
        c = b * a
        b = c // a
        b = 7 * (c - b) - a
        a = proc2(a)
    ms = _diff(_ms(), t0) - null_ms
    return max(ms, 1) / 1000


def proc1(ptr_in):
    ptr_in.ptr = nxt = ptr_glb.copy()
    ptr_in.intc = 5
    nxt.intc = ptr_in.intc
    nxt.ptr = ptr_in.ptr
    nxt.ptr = proc3(nxt.ptr)
    if nxt.discr == IDENT1:
        nxt.intc = 6
        nxt.enum = proc6(ptr_in.enum)
        nxt.ptr = ptr_glb.ptr
        nxt.intc = proc7(nxt.intc, 10)
    else:
        ptr_in = nxt.copy()
    nxt.ptr = None
    return ptr_in


def proc2(io):
    loc = io + 10
    enum = 0
    while True:
        if char1_glob == "A":
            loc = loc - 1
            io = loc - int_glob
            enum = IDENT1
        if enum == IDENT1:
            break
    return io


def proc3(ptr_out):
    global int_glob
    if ptr_glb is not None:
        ptr_out = ptr_glb.ptr
    else:
        int_glob = 100
    ptr_glb.intc = proc7(10, int_glob)
    return ptr_out


def proc4():
    global char2_glob
    flag = char1_glob == "A"
    flag = flag or bool_glob
    char2_glob = "B"


def proc5():
    global char1_glob, bool_glob
    char1_glob = "A"
    bool_glob = False


def proc6(enum_in):
    enum_out = enum_in
    if not func3(enum_in):
        enum_out = IDENT4
    if enum_in == IDENT1:
        enum_out = IDENT1
    elif enum_in == IDENT2:
        enum_out = IDENT1 if int_glob > 100 else IDENT4
    elif enum_in == IDENT3:
        enum_out = IDENT2
    elif enum_in == IDENT5:
        enum_out = IDENT3
    return enum_out


def proc7(a, b):
    return b + a + 2


def proc8(a1, a2, i1, i2):
    global int_glob
    loc = i1 + 5
    a1[loc] = i2
    a1[loc + 1] = a1[loc]
    a1[loc + 30] = loc
    for i in range(loc, loc + 2):
        a2[loc][i] = loc
    a2[loc][loc - 1] = a2[loc][loc - 1] + 1
    a2[loc + 20][loc] = a1[loc]
    int_glob = 5


def func1(c1, c2):
    if c1 != c2:
        return IDENT1
    return IDENT2


def func2(s1, s2):
    i = 1
    ch = "\0"
    while i <= 1:
        if func1(s1[i], s2[i + 1]) == IDENT1:
            ch = "A"
            i = i + 1
    if "W" <= ch <= "Z":
        i = 7
    if ch == "R":
        return True
    if s1 > s2:
        return True
    return False


def func3(enum):
    return enum == IDENT3


def rate(loops=20000):
    """Pystones per second of this interpreter (best of three runs: the machine is shared)."""
    best = None
    for _ in range(3):
        t = proc0(loops)
        if best is None or t < best:
            best = t
    return loops / best


def main(loops):
    t = proc0(loops)
    print("Pystone(1.1) time for %d passes = %g" % (loops, t))
    print("This machine benchmarks at %g pystones/second" % (loops / t))


if __name__ == "__main__":
    import sys
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 50000)
