"""The turn timer (seed 000 2.6.1): a blitz clock for one turn, and what happens when it runs out.

Pure logic: no hardware imports, no floats, nothing allocated per frame. A module of its own, apart from the
match (``uttt.match``): the app imports it only when a game is played with a timer set
(``uttt.ui.gamestart.start_timer``), so a board keeps none of this code in RAM while no timer is set.
"""

try:
    from micropython import const
except ImportError:  # CPython
    def const(x):
        return x

from uttt.storefmt import RANDOM, LOSE, timer_ok  # (the choices, shared with the saves)

# supervisor.ticks_ms() (and adafruit_ticks) count milliseconds modulo 2**29.
_TICKS_PERIOD = const(1 << 29)
_TICKS_MAX = const((1 << 29) - 1)
_TICKS_HALF = const(1 << 28)


def ticks_diff(a, b):
    """a - b in milliseconds for wrapping tick counts (period 2**29); right while |a - b| < 2**28 ms.

    Also right for plain, non-wrapping millisecond counts (e.g. a PC's int(time.monotonic() * 1000)).
    """
    return ((a - b + _TICKS_HALF) & _TICKS_MAX) - _TICKS_HALF


def ticks_add(t, delta):
    """t + delta on the wrapping tick clock."""
    return (t + delta) & _TICKS_MAX


class TurnTimer:
    """Blitz clock for one turn: ``seconds`` per move (0 = off, else 5..60).

    Every method takes ``now_ms`` from the caller (``supervisor.ticks_ms()`` on a board, any millisecond
    clock in the simulator), so this class never reads a clock and tests drive it exactly.
    ``on_expire`` is RANDOM ("random": play ``expire_move``) or LOSE ("lose": the player to move loses the
    round, see ``forfeit_result``); the timer only reports, the app acts.
    """

    def __init__(self, seconds=0, on_expire=RANDOM):
        if not timer_ok(seconds):
            raise ValueError("timer seconds must be 0 (off) or 5..60")
        if on_expire not in (RANDOM, LOSE):
            raise ValueError("on_expire must be 'random' or 'lose'")
        self.seconds = seconds
        self.on_expire = on_expire
        self.running = False   # a turn is being timed (possibly paused)
        self.paused = False
        self._start = 0        # tick count at which the (unpaused) countdown began
        self._left = 0         # ms left, frozen while paused
        self._ticked = 0       # last second for which tick_due said True (4 = none yet)
        self.ply = -1          # the ply the countdown was started for (the app's note: a new ply restarts it)

    @property
    def enabled(self):
        return self.seconds > 0

    def start(self, now_ms):
        """Start a fresh countdown for the player to move (does nothing when the timer is off)."""
        self.running = self.enabled
        self.paused = False
        self._start = now_ms
        self._left = self.seconds * 1000
        self._ticked = 4

    def stop(self):
        """No countdown (game over, replay, menus for good)."""
        self.running = False
        self.paused = False

    def pause(self, now_ms):
        """Freeze the countdown (menu open, animation the player must not pay for)."""
        if self.running and not self.paused:
            self._left = self.remaining_ms(now_ms)
            self.paused = True

    def resume(self, now_ms):
        """Continue a paused countdown from where it was frozen."""
        if self.running and self.paused:
            self._start = now_ms
            self.paused = False

    def remaining_ms(self, now_ms):
        """Milliseconds left for this move (0 when expired); None when no turn is being timed."""
        if not self.running:
            return None
        if self.paused:
            return self._left
        left = self._left - ticks_diff(now_ms, self._start)
        return left if left > 0 else 0

    def seconds_left(self, now_ms):
        """Whole seconds to show, rounded up (5.0 s -> 5, 4.2 s -> 5, 0.1 s -> 1, 0 -> 0); None if off."""
        ms = self.remaining_ms(now_ms)
        if ms is None:
            return None
        return (ms + 999) // 1000

    def expired(self, now_ms):
        """True once the time for this move has run out (stays True until start() or stop())."""
        return self.running and not self.paused and self.remaining_ms(now_ms) == 0

    def tick_due(self, now_ms):
        """True once when the shown countdown becomes 3, 2 and 1: play the tick sound then.

        Polled late (say straight from 3 to 1), it ticks once, not for every missed second.
        """
        s = self.seconds_left(now_ms)
        if s is None or self.paused or s < 1 or s > 3 or s >= self._ticked:
            return False
        self._ticked = s
        return True


def expire_move(game, rng=None):
    """A random legal move for the player whose time ran out (``on_expire`` "random").

    ``rng`` is anything with ``randrange`` (the ``random`` module by default). Raises ValueError if the game
    is over.
    """
    from uttt.tally import expire_move  # its code runs when a turn times out (uttt.tally)
    return expire_move(game, rng)


def forfeit_result(game):
    """The result (1 X won, 2 O won) when the player to move loses on time (``on_expire`` "lose")."""
    return 3 - game.turn
