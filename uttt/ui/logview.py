"""The move-log scene: a title bar and one multi-line Text for the page (a scroll changes tile indexes)."""

from uttt.ui import theme as T


class Scene:
    def __init__(self, view, root):
        self.view = view
        self.app = view.app
        L = self.L = view.L
        self.title = view.title_bar(root)
        self.body = view.text(root, 3, L.log_top, L.log_cols, L.log_rows, T.TEXT)
        self.state = None

    def stale(self):
        return False

    def recolour(self):
        self.state = None

    def sync(self, d):
        scr = self.app.scr
        top = scr.top
        n = scr.total()
        state = (n, top)
        if state == self.state:
            return
        self.state = state
        rows = self.L.log_rows
        title = getattr(scr, "heading", "Move log")  # (the Super-Ultimate rules: uttt.ui.superrules)
        if n > rows:
            title = "%s %d-%d/%d" % (getattr(scr, "short", "Log"), top + 1, min(n, top + rows), n)
        self.view.set_text(self.title, title)
        self.view.set_text(self.body, "\n".join(scr.page(top, rows)))
