"""A three-pin RGB LED on PWM pins (the Thumby Color's): the LED part of ``Hardware`` (boards/base.py)."""


class RgbLed:
    def __init__(self, r_pin, g_pin, b_pin, active_low=True):
        import pwmio

        off = 0xFFFF if active_low else 0
        self._pwm = tuple(pwmio.PWMOut(p, frequency=1000, duty_cycle=off) for p in (r_pin, g_pin, b_pin))
        self._low = active_low

    def show(self, rgb):
        """Colour 0xRRGGBB at 1/16 brightness."""
        for i in range(3):
            level = (rgb >> (16 - 8 * i) & 0xFF) * 16  # 0..4080 of 65535
            self._pwm[i].duty_cycle = 0xFFFF - level if self._low else level
