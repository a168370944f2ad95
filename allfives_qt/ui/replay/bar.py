"""The replay's tool bar (issue 6, item 6): first, previous, next and last position, a hand chooser,
where the replay stands, and Close replay."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLocale, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QComboBox, QLabel, QToolBar, QWidget

if TYPE_CHECKING:
    from .steps import ReplaySteps


class HandBox(QComboBox):
    """The replay bar's hand chooser: a ``QComboBox`` that also says when its list closes,
    with or without a choice (signal ``popupClosed()``)."""

    popupClosed = Signal()

    def hidePopup(self) -> None:  # noqa: D102
        super().hidePopup()
        self.popupClosed.emit()


class ReplayBar(QToolBar):
    """The replay's tool bar: first position, one play back, Play/Pause, one play forward, the end
    of the hand, a hand chooser, where the replay stands, and Close replay.

    Signals: ``stepRequested(int)`` a step index to show; ``closeRequested()``; ``handChosen()``
    once a hand was picked in the hand chooser, or its list closed without a choice (the keyboard
    may go back to the table). Call
    :meth:`set_steps` with a :class:`ReplaySteps`, then :meth:`set_position` after each step shown.
    Play steps forward on its own every :attr:`play_ms` milliseconds until the end of the record
    or Pause.
    """

    stepRequested = Signal(int)
    closeRequested = Signal()
    handChosen = Signal()

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
        self.play_action = QAction(self)
        self.play_action.setCheckable(True)
        self.close_action = QAction(self)
        # Milliseconds between two steps while playing.
        self.play_ms = 900
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self.title = QLabel()
        self.source: str | None = None
        self.hand_box = HandBox()
        self.hand_box.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.hand_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.position = QLabel()
        self.position.setContentsMargins(8, 0, 8, 0)  # apart from the hand box (play-test pt44 #8)
        self.title_action = self.addWidget(self.title)
        self.addSeparator()
        for a in (self.first_action, self.prev_action, self.play_action, self.next_action,
                  self.last_action):
            self.addAction(a)
        self.addSeparator()
        self.addWidget(self.hand_box)
        self.addWidget(self.position)
        self.addSeparator()
        self.addAction(self.close_action)
        self.first_action.triggered.connect(self.go_hand_start)
        self.prev_action.triggered.connect(lambda: self.go(self.index - 1))
        self.next_action.triggered.connect(lambda: self.go(self.index + 1))
        self.last_action.triggered.connect(self.go_hand_end)
        self.play_action.toggled.connect(self.set_playing)
        self.close_action.triggered.connect(self.closeRequested)
        self.hand_box.activated.connect(self._hand_chosen)
        # Its list closed without a choice (Escape, a click elsewhere): the table has the replay's
        # keys again (play-test pt64 #2: the box kept them, Page Up chose its hands).
        self.hand_box.popupClosed.connect(self.handChosen)
        self.retranslate()

    # The most characters of a record's file name the title shows (the middle is left out).
    SOURCE_CHARS = 32

    def set_source(self, path: str | None) -> None:
        """Name the record file shown (Game -> Open record…) in the bar's title, "Replay: name",
        its whole path in the tooltip; None: a game of your own (History), titled "Replay"
        (play-test: an opened record was not named anywhere on the screen)."""
        self.source = path
        self._name_source()

    def _name_source(self) -> None:
        """The title, cut in its middle with "…" where the bar leaves it too little room (pt87
        #6: in Tamil at the smallest window, Close replay went behind the bar's "»" button)."""
        room, fm = self._title_room(), self.title.fontMetrics()
        least = fm.horizontalAdvance("…")
        if not self.source:
            text, tip = self.tr("Replay"), ""
        else:
            whole = name = os.path.basename(self.source)
            if len(name) > self.SOURCE_CHARS:
                half = (self.SOURCE_CHARS - 1) // 2
                name = name[:half] + "…" + name[-half:]
            template = self.tr("Replay: %1")
            name_room = room - fm.horizontalAdvance(template.replace("%1", ""))
            if fm.horizontalAdvance(name) > name_room:  # one "…", in the name's middle
                name = fm.elidedText(whole, Qt.TextElideMode.ElideMiddle, max(name_room, least))
            text, tip = template.replace("%1", name), self.source
        if fm.horizontalAdvance(text) > room:  # not even "Replay: …": its start, cut
            tip = tip or text
            text = fm.elidedText(text, Qt.TextElideMode.ElideRight, max(room, least))
        self.title.setText(text)
        self.title.setToolTip(tip)

    def _title_room(self) -> int:
        """The width in pixels the title may take: the bar's, less what the other entries, the
        separators and the layout's spacing take (each as wide as it asks to be); no limit while
        the bar is hidden (its width is not the window's yet)."""
        if not self.isVisible():
            return 1 << 20
        others = [a for a in self.actions() if a is not self.title_action and a.isVisible()]
        taken = 0
        for a in others:
            w = self.widgetForAction(a)
            taken += max(w.sizeHint().width(), w.minimumWidth()) if w is not None else 0
        spacing = self.layout().spacing() * (len(others) + 1)
        margins = self.contentsMargins().left() + self.contentsMargins().right() + 8
        return self.width() - taken - spacing - margins

    def resizeEvent(self, event) -> None:  # noqa: D102
        super().resizeEvent(event)
        self._name_source()

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

    def hand_end(self, hand: int) -> int:
        """The index of the last step of ``hand`` (its end, or where the record stops)."""
        s = self.steps
        return s.hand_starts[hand + 1] - 1 if hand + 1 < s.hands else len(s) - 1

    def go_hand_end(self) -> bool:
        """Last (End): ask for the end of the hand on the table (the hand chosen); at that end
        already, for the end of the record (play-test pt51 #4: Last never reached the game's end,
        while First went to its start)."""
        if self.steps is None:
            return False
        end = self.hand_end(self.steps.steps[self.index].hand)
        return self.go(end if self.index < end else len(self.steps) - 1)

    def go_hand_start(self) -> bool:
        """First (Home): ask for the deal of the hand on the table; at that deal already, for the
        first deal of the record (as Last goes to the hand's end, then the game's)."""
        if self.steps is None:
            return False
        start = self.steps.hand_starts[self.steps.steps[self.index].hand]
        return self.go(start if self.index > start else 0)

    def set_playing(self, on: bool) -> None:
        """Play (step forward on a timer) or Pause; Play at the end starts from the first deal."""
        if self.play_action.isChecked() != on:
            self.play_action.setChecked(on)  # calls back here through toggled
            return
        if on and self.steps is not None:
            if self.index >= len(self.steps) - 1:
                self.go(0)
            self.timer.start(self.play_ms)
        else:
            self.timer.stop()
        self._name_play()

    def _tick(self) -> None:
        if self.steps is None or not self.go(self.index + 1) or self.index >= len(self.steps) - 1:
            self.set_playing(False)

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
        total = loc.toString(s.plays_in_hand(step.hand))
        of = self.tr("Play %1 of %2").replace("%2", total)
        # The deal, before any play, is not "Play 0 of M" (play-test pt144 #11); short, as the
        # bar's buttons must stay on it at the least window (a longer text pushed one off).
        deal = self.tr("The deal", "the replay's step of the deal, before any play")
        self.position.setText(of.replace("%1", loc.toString(step.plays)) if step.plays else deal)
        # As wide as the hand's widest "Play N of M", so the buttons after it stay still from play
        # to play (play-test pt18 G: Close replay moved as "Play 9 of 12" became "Play 10 of 12").
        widest = max(of.replace("%1", total), deal,
                     key=self.position.fontMetrics().horizontalAdvance)
        margins = self.position.contentsMargins()  # its margins too (pt47 #4: it still moved)
        least = (self.position.fontMetrics().horizontalAdvance(widest) + 4 + margins.left()
                 + margins.right())
        if least != self.position.minimumWidth():  # a new hand's counts: the title's room too
            self.position.setMinimumWidth(least)
            self._name_source()

    def _name_play(self) -> None:
        playing = self.play_action.isChecked()
        self.play_action.setText(self.tr("Pause") if playing else self.tr("Play"))
        self.play_action.setToolTip(self.tr("Stop stepping (Space)") if playing
                                    else self.tr("Step through the plays on their own (Space)"))
        button = self.widgetForAction(self.play_action)
        if button is not None:  # as wide as the wider name, so the buttons after it stay still
            shown, widths = button.text(), []  # (play-test pt43 #9: Play -> Pause moved them)
            for name in (self.tr("Play"), self.tr("Pause")):
                button.setText(name)
                widths.append(button.sizeHint().width())
            button.setText(shown)
            button.setMinimumWidth(max(widths))

    def _fill_hands(self) -> None:
        self.hand_box.blockSignals(True)
        self.hand_box.clear()
        if self.steps is not None:
            for hi in range(self.steps.hands):
                self.hand_box.addItem(self.tr("Hand %1").replace("%1", QLocale().toString(hi + 1)), hi)
        self.hand_box.blockSignals(False)

    def _hand_chosen(self, row: int) -> None:
        self.go_hand(row)
        self.handChosen.emit()

    def retranslate(self) -> None:
        """Set every text of the bar (called again when the language changes)."""
        self.setWindowTitle(self.tr("Replay"))
        self._name_source()
        self.first_action.setText(self.tr("First"))
        self.first_action.setToolTip(self.tr("Go to the deal of this hand; again: the first deal "
                                             "of the game (Home)"))
        self.prev_action.setText(self.tr("Back"))
        self.prev_action.setToolTip(self.tr("One play back (Left arrow)"))
        self.next_action.setText(self.tr("Forward"))
        self.next_action.setToolTip(self.tr("One play forward (Right arrow)"))
        self.last_action.setText(self.tr("Last"))
        self.last_action.setToolTip(self.tr("Go to the end of this hand; again: the end of the "
                                            "game (End)"))
        self._name_play()
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
