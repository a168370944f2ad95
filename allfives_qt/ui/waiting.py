"""The game waits while the person reads (play-test pt73 #1: in Muggins, Help -> Rules read just
after a scoring play let the next player call "Muggins!" and take the points behind it).

:class:`WaitWhileActive` holds the game (:meth:`~allfives_qt.controller.GameController.hold`)
while a window of the game other than the table, such as the rules, is the active window: a
person reading it is not at the table. Clicking the table (or closing the window) lets the game go
on, so the rules may stay open beside it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject

#: The events that end a window's turn as the active window.
_AWAY = (QEvent.Type.WindowDeactivate, QEvent.Type.Hide, QEvent.Type.Close)


class WaitWhileActive(QObject):
    """An event filter on ``window`` (a top-level widget) holding ``controller``'s game while
    ``window`` is active; it belongs to the window and goes with it."""

    def __init__(self, window, controller) -> None:
        super().__init__(window)
        self._controller = controller
        self._flow: int | None = None  # the hold's flow while held (GameController.hold)
        window.installEventFilter(self)

    @property
    def holding(self) -> bool:
        """Whether the game waits for the window now."""
        return self._flow is not None

    def eventFilter(self, _watched, event) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind == QEvent.Type.WindowActivate and self._flow is None:
            self._flow = self._controller.hold()
        elif kind in _AWAY and self._flow is not None:
            flow, self._flow = self._flow, None
            self._controller.release(flow)
        return False
