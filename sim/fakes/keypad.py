"""Fake ``keypad``: Keys and ShiftRegisterKeys scan the simulated pin levels whenever a button changes
and whenever their event queue is looked at, so no press is missed between two polls of the app."""

from collections import deque

from sim.fakes import current


class Event:
    def __init__(self, key_number=0, pressed=True, timestamp=None):
        self.key_number = key_number
        self.pressed = pressed
        self.timestamp = current().ticks_ms() if timestamp is None else timestamp

    @property
    def released(self):
        return not self.pressed

    def __eq__(self, other):
        return isinstance(other, Event) and (other.key_number, other.pressed) == (self.key_number, self.pressed)

    def __hash__(self):
        return hash((self.key_number, self.pressed))

    def __repr__(self):
        return "<Event: key_number %d %s>" % (self.key_number, "pressed" if self.pressed else "released")


class EventQueue:
    def __init__(self, owner, max_events):
        self._owner = owner
        self._q = deque()
        self._max = max_events
        self.overflowed = False

    def _put(self, key_number, pressed, timestamp):
        if len(self._q) >= self._max:
            self.overflowed = True
            return
        self._q.append((key_number, pressed, timestamp))

    def get(self):
        self._owner._poll()
        if not self._q:
            return None
        k, p, t = self._q.popleft()
        return Event(k, p, t)

    def get_into(self, event):
        self._owner._poll()
        if not self._q:
            return False
        event.key_number, event.pressed, event.timestamp = self._q.popleft()
        return True

    def clear(self):
        self._q.clear()
        self.overflowed = False

    def __bool__(self):
        self._owner._poll()
        return bool(self._q)

    def __len__(self):
        self._owner._poll()
        return len(self._q)


class _Scanner:
    def _setup(self, pins, key_count, max_events):
        self._machine = current()
        self._pins = tuple(pins)
        for pin in self._pins:
            self._machine.claim(pin, self)
        self.key_count = key_count
        self.events = EventQueue(self, max_events)
        self._state = [False] * key_count
        self._machine.keypads.append(self)
        self._scan(report=False)
        self._dead = False

    def _levels(self):
        raise NotImplementedError

    def _scan(self, report=True):
        now = self._machine.ticks_ms()
        for k, pressed in enumerate(self._pressed()):
            if pressed != self._state[k]:
                self._state[k] = pressed
                if report:
                    self.events._put(k, pressed, now)
        if not report:
            # keypad reports keys already down at start as presses too
            for k, pressed in enumerate(self._state):
                if pressed:
                    self.events._put(k, True, now)

    def _pressed(self):
        return [level == self._when for level in self._levels()]

    def _poll(self):
        if self._dead:
            raise ValueError("Object has been deinitialized and can no longer be used. Create a new object.")
        self._machine.tick()
        self._scan()

    def reset(self):
        self._state = [False] * self.key_count
        self._scan(report=False)

    def deinit(self):
        if not self._dead:
            self._dead = True
            for pin in self._pins:
                self._machine.release(pin, self)
            if self in self._machine.keypads:
                self._machine.keypads.remove(self)

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.deinit()


class Keys(_Scanner):
    def __init__(self, pins, *, value_when_pressed, pull=True, interval=0.02, max_events=64,
                 debounce_threshold=1):
        self._when = bool(value_when_pressed)
        self._pull = pull
        self._setup(pins, len(pins), max_events)

    def _levels(self):
        m = self._machine
        pull = None
        if self._pull:
            pull = "DOWN" if self._when else "UP"
        return [m.pin_read(pin, pull) for pin in self._pins]


class ShiftRegisterKeys(_Scanner):
    def __init__(self, *, clock, data, latch, value_to_latch=True, key_count, value_when_pressed,
                 interval=0.02, max_events=64, debounce_threshold=1):
        if isinstance(data, (list, tuple)):
            if len(data) != 1:
                raise NotImplementedError("the simulator has one shift register chain")
            data = data[0]
            key_count = key_count[0] if isinstance(key_count, (list, tuple)) else key_count
        self._when = bool(value_when_pressed)
        self._wiring = (clock, data, latch)
        self._setup((clock, data, latch), key_count, max_events)

    def _levels(self):
        return self._machine.shift_register_read(*self._wiring, count=self.key_count)


class KeyMatrix(_Scanner):
    def __init__(self, row_pins, column_pins, columns_to_anodes=True, interval=0.02, max_events=64,
                 debounce_threshold=1):
        self._when = True
        self._setup(tuple(row_pins) + tuple(column_pins), len(row_pins) * len(column_pins), max_events)

    def _levels(self):
        return [False] * self.key_count
