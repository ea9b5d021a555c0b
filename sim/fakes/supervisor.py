"""Fake ``supervisor``: ``ticks_ms()`` (starts 65 s before its 2**29 wrap, as on a device),
``runtime.serial_bytes_available`` (text typed by a script or on the terminal) and ``reload()``."""

from sim.fakes import current


class _Runtime:
    @property
    def serial_bytes_available(self):
        return current().serial_available()

    @property
    def serial_connected(self):
        return True

    usb_connected = True
    autoreload = False
    ble_workflow = False


runtime = _Runtime()


def ticks_ms():
    return current().ticks_ms()


def reload():
    current().reset("supervisor.reload()")


def set_next_code_file(filename, *, reload_on_success=False, reload_on_error=False, sticky_on_success=False,
                       sticky_on_error=False, sticky_on_reload=False):
    pass


def get_previous_traceback():
    return None


def disable_autoreload():
    pass


def enable_autoreload():
    pass


def set_rgb_status_brightness(brightness):
    pass
