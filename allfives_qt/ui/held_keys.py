"""A held Enter or Space acts once (play-test pt64, pt68 #1).

Qt marks a held key's repeats with ``QKeyEvent.isAutoRepeat()``, but on an X server that does not
tell repeats apart (Xvfb, some remote desktops) Qt must guess, and its guess often fails: each
repeat comes as a release and a new press, at the same moment. A person's next press of a key
comes tens of milliseconds after they let it go at the least. :class:`HeldKeys` notes when each
commit key (Enter, Return, Space) was last released, on the whole application, and :func:`held`
takes a press that follows its release within :data:`GAP_MS` for a repeat.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QApplication

#: The keys that play, draw, deal or press a button: each press acts once.
COMMIT_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
#: A press of a key this soon after its release (milliseconds, the window system's clock) is
#: a repeat of a held key: an X server's repeats come at 0 ms; a person's quickest second press
#: of a key comes some 50 ms or more after letting it go.
GAP_MS = 15


class HeldKeys(QObject):
    """Notes, for the whole application, when each of :data:`COMMIT_KEYS` was last released
    (:meth:`install` makes the one instance)."""

    _instance: HeldKeys | None = None

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.released: dict[int, int] = {}  # key -> timestamp of its last release (ms)
        app.installEventFilter(self)

    @classmethod
    def install(cls) -> None:
        """Watch the application's key releases (once; later calls do nothing). Raises
        ``RuntimeError`` without a QApplication."""
        app = QApplication.instance()
        if app is None:
            raise RuntimeError("HeldKeys needs a QApplication")
        if cls._instance is None or cls._instance.parent() is not app:
            cls._instance = cls(app)

    def eventFilter(self, watched, event) -> bool:  # noqa: D102
        if event.type() == QEvent.Type.KeyRelease and event.key() in COMMIT_KEYS:
            self.released[event.key()] = event.timestamp()
        return False


def held(event) -> bool:
    """Whether the key press ``event`` (a ``QKeyEvent``) of one of :data:`COMMIT_KEYS` is a held
    key's repeat: marked so by Qt, or come within :data:`GAP_MS` of that key's release. Presses
    made by a program (timestamp 0, as QTest's) are judged by Qt's mark only."""
    if event.key() not in COMMIT_KEYS:
        return False
    if event.isAutoRepeat():
        return True
    guard = HeldKeys._instance
    stamp = event.timestamp()
    if guard is None or stamp == 0 or event.key() not in guard.released:
        return False
    return 0 <= stamp - guard.released[event.key()] <= GAP_MS
