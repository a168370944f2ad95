"""The claim window's time bar on the Claim button (RULES.md, "Claims and Muggins!"; option
``claims: muggins``), built by :class:`~.claims.ClaimButtons` when a claim window first opens.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt
from PySide6.QtWidgets import QProgressBar, QPushButton


class ClaimTimeBar(QProgressBar):
    """The claim window on the Claim ``button`` (RULES.md, "Claims and Muggins!"): a thin bar
    along the button's lower edge, inside it, shown only while the person may claim.

    :meth:`open_window` shows it full; :meth:`show_left` sets it to the share of the window left
    (the controller's :class:`~allfives_qt.controller_claims.ClaimClock` ticks, so the bar shows
    the very time the computer waits, which does not run while the program is too busy to
    answer); :meth:`shut` hides it. While the next seat is a person the window has no end in
    time: the bar stays full.
    """

    # The bar's range is 0..STEPS (steps of the time left, not milliseconds); its thickness and
    # inset from the button's edges in pixels.
    STEPS = 1000
    THICKNESS = 3
    INSET = 3

    def __init__(self, button: QPushButton) -> None:
        super().__init__(button)
        self.setRange(0, self.STEPS)
        self.setTextVisible(False)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setStyleSheet("QProgressBar { border: none; background: transparent; }"
                           "QProgressBar::chunk { background: palette(highlight); }")
        button.installEventFilter(self)
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        """Set the bar's accessible name (again after a change of language)."""
        #: the name a screen reader gives the bar on the Claim button that empties as time runs out
        self.setAccessibleName(QCoreApplication.translate("ClaimButtons",
                                                          "Time left to claim your points"))

    def eventFilter(self, watched, event) -> bool:  # noqa: D102
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def _place(self) -> None:
        r = self.parentWidget().rect()
        self.setGeometry(QRect(r.left() + self.INSET, r.bottom() - self.INSET - self.THICKNESS + 1,
                               max(0, r.width() - 2 * self.INSET), self.THICKNESS))

    def open_window(self) -> None:
        """The person may claim: show the bar full, not running down yet."""
        self.setValue(self.STEPS)
        self._place()
        self.show()
        self.raise_()

    def show_left(self, left_ms: int, total_ms: int) -> None:
        """Show ``left_ms`` of a ``total_ms`` window (milliseconds) as the bar's filled share."""
        share = left_ms / total_ms if total_ms > 0 else 0.0
        self.setValue(round(self.STEPS * min(1.0, max(0.0, share))))

    def shut(self) -> None:
        """The claim window closed: hide the bar."""
        self.hide()
