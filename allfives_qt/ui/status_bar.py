"""The window's status bar: the table's sentence comes first (play-test: in Tamil the replay's
step sentence was cut by the score and seed labels at 1280 px).

:class:`MessageFirstStatusBar` is a :class:`QStatusBar` whose permanent widgets may be marked as
yielding (:meth:`~MessageFirstStatusBar.add_yielding`): while the message shown is wider than the
room they leave it, they are hidden (the scores are on the table's score box all the time), and
shown again as soon as a message fits beside them. A message too long even then is cut as
:class:`QStatusBar` cuts it, and the whole sentence is the status bar's tooltip.

Given the window as its parent, it also keeps the sentence while the player looks through the
menus: :class:`QMainWindow` shows every action's status tip in its status bar, and our actions have
none, so hovering a menu blanked the table's sentence (play-test). Empty status tips are dropped.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QStatusBar, QWidget

# QStatusBar draws its message from 6 px after its leading edge to 2 px before the first visible
# permanent widget (or 12 px before its trailing edge, the size grip's room).
LEAD_PX, GAP_PX, GRIP_PX = 6, 2, 12


class MessageFirstStatusBar(QStatusBar):
    """A status bar whose yielding permanent widgets make room for a long message."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._permanent: list[QWidget] = []
        self._yielding: list[QWidget] = []
        self._hidden: list[QWidget] = []  # yielding widgets hidden for the message now shown
        self.messageChanged.connect(self.fit)
        if parent is not None:
            parent.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802, D102
        # An empty status tip (a menu's action without one) would clear the table's sentence.
        return event.type() == QEvent.Type.StatusTip and not event.tip()

    def addPermanentWidget(self, widget: QWidget, stretch: int = 0) -> None:  # noqa: N802, D102
        super().addPermanentWidget(widget, stretch)
        self._permanent.append(widget)

    def add_yielding(self, widget: QWidget, stretch: int = 0) -> None:
        """Add ``widget`` as a permanent widget that hides while a message needs its room."""
        self.addPermanentWidget(widget, stretch)
        self._yielding.append(widget)

    def room(self, without: tuple = ()) -> int:
        """The message's width in pixels when the permanent widgets shown for a short message,
        less those in ``without``, stand packed against the trailing edge (as QStatusBar lays
        them out: each as wide as its size hint, the layout's spacing between them)."""
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        shown = [w for w in self._permanent if w.isVisibleTo(self) or w in self._hidden]
        trailing = self.width() - GRIP_PX
        visible = [w for w in shown if w.isVisibleTo(self)]
        if visible:  # where the last one ends does not move when others hide
            g = visible[-1].geometry()
            trailing = self.width() - g.left() if rtl else g.right() + 1
        keep = [w for w in shown if w not in without]
        if keep:
            boundary = (trailing - sum(w.sizeHint().width() for w in keep)
                        - self.layout().spacing() * (len(keep) - 1) - GAP_PX)
        else:
            boundary = self.width() - GRIP_PX
        return max(0, boundary - LEAD_PX)

    def fit(self, *_args) -> None:
        """Hide the yielding widgets while the current message needs their room; show them again
        when it fits beside them; the tooltip is the whole message when it is cut anyway."""
        self.layout().activate()  # the labels where they stand now (a new direction, new texts)
        text = self.currentMessage()
        need = self.fontMetrics().horizontalAdvance(text) if text else 0
        hide: list[QWidget] = []
        for w in self._yielding:  # the first yields first
            if need <= self.room(tuple(hide)):
                break
            hide.append(w)
        for w in self._yielding:
            w.setVisible(w not in hide)
        self._hidden = hide
        self.setToolTip(text if need > self.room(tuple(hide)) else "")

    def resizeEvent(self, event) -> None:  # noqa: D102
        super().resizeEvent(event)
        self.fit()

    def changeEvent(self, event) -> None:  # noqa: D102
        super().changeEvent(event)
        if event.type() in (QEvent.Type.LayoutDirectionChange, QEvent.Type.FontChange):
            self.fit()
