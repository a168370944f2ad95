"""The replay's tool bar (issue 6, item 6): first, previous, next and last position, a hand chooser,
where the replay stands, and Close replay."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QLabel, QToolBar, QWidget

from .steps import ReplaySteps


class ReplayBar(QToolBar):
    """The replay's tool bar: first, previous, next and last position, a hand chooser, where the
    replay stands, and Close replay.

    Signals: ``stepRequested(int)`` a step index to show; ``closeRequested()``. Call
    :meth:`set_steps` with a :class:`ReplaySteps`, then :meth:`set_position` after each step shown.
    """

    stepRequested = Signal(int)
    closeRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayToolbar")
        self.setMovable(False)
        self.steps: ReplaySteps | None = None
        self.index = 0
        self.first_action = QAction(self)
        self.prev_action = QAction(self)
        self.next_action = QAction(self)
        self.last_action = QAction(self)
        self.close_action = QAction(self)
        self.title = QLabel()
        self.hand_box = QComboBox()
        self.hand_box.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.position = QLabel()
        self.addWidget(self.title)
        self.addSeparator()
        for a in (self.first_action, self.prev_action, self.next_action, self.last_action):
            self.addAction(a)
        self.addSeparator()
        self.addWidget(self.hand_box)
        self.addWidget(self.position)
        self.addSeparator()
        self.addAction(self.close_action)
        self.first_action.triggered.connect(lambda: self.go(0))
        self.prev_action.triggered.connect(lambda: self.go(self.index - 1))
        self.next_action.triggered.connect(lambda: self.go(self.index + 1))
        self.last_action.triggered.connect(lambda: self.go(len(self.steps) - 1 if self.steps else 0))
        self.close_action.triggered.connect(self.closeRequested)
        self.hand_box.activated.connect(self._hand_chosen)
        self.retranslate()

    def set_steps(self, steps: ReplaySteps) -> None:
        """Step through ``steps`` (fills the hand chooser)."""
        self.steps = steps
        self.index = 0
        self._fill_hands()
        self.set_position(0)

    def go(self, index: int) -> bool:
        """Ask for step ``index``; return False (nothing asked) outside the record."""
        if self.steps is None or not 0 <= index < len(self.steps):
            return False
        self.stepRequested.emit(index)
        return True

    def go_hand(self, hand: int) -> bool:
        """Ask for the deal of ``hand`` (0-based); False outside the record."""
        if self.steps is None or not 0 <= hand < self.steps.hands:
            return False
        return self.go(self.steps.hand_starts[hand])

    def set_position(self, index: int) -> None:
        """Show that step ``index`` is on the table (buttons, hand chooser, play counter)."""
        self.index = index
        s = self.steps
        if s is None or not len(s):
            return
        step = s.steps[index]
        self.first_action.setEnabled(index > 0)
        self.prev_action.setEnabled(index > 0)
        self.next_action.setEnabled(index < len(s) - 1)
        self.last_action.setEnabled(index < len(s) - 1)
        self.hand_box.blockSignals(True)
        self.hand_box.setCurrentIndex(step.hand)
        self.hand_box.blockSignals(False)
        loc = QLocale()
        self.position.setText(self.tr("Play %1 of %2").replace("%1", loc.toString(step.plays))
                              .replace("%2", loc.toString(s.plays_in_hand(step.hand))))

    def _fill_hands(self) -> None:
        self.hand_box.blockSignals(True)
        self.hand_box.clear()
        if self.steps is not None:
            for hi in range(self.steps.hands):
                self.hand_box.addItem(self.tr("Hand %1").replace("%1", QLocale().toString(hi + 1)), hi)
        self.hand_box.blockSignals(False)

    def _hand_chosen(self, row: int) -> None:
        self.go_hand(row)

    def retranslate(self) -> None:
        """Set every text of the bar (called again when the language changes)."""
        self.setWindowTitle(self.tr("Replay"))
        self.title.setText(self.tr("Replay"))
        self.first_action.setText(self.tr("First"))
        self.first_action.setToolTip(self.tr("Go to the first deal (Home)"))
        self.prev_action.setText(self.tr("Back"))
        self.prev_action.setToolTip(self.tr("One play back (Left arrow)"))
        self.next_action.setText(self.tr("Forward"))
        self.next_action.setToolTip(self.tr("One play forward (Right arrow)"))
        self.last_action.setText(self.tr("Last"))
        self.last_action.setToolTip(self.tr("Go to the end of the record (End)"))
        self.close_action.setText(self.tr("Close replay"))
        self.close_action.setToolTip(self.tr("Leave the replay and go back to your game (Escape)"))
        self.hand_box.setToolTip(self.tr("Jump to a hand"))
        self.hand_box.setAccessibleName(self.tr("Hand"))
        if self.steps is not None:
            row = self.hand_box.currentIndex()
            self._fill_hands()
            self.hand_box.setCurrentIndex(max(row, 0))
            self.set_position(self.index)

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
