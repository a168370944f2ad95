"""Game -> History (issue 11, item 7): the games kept in the history (finished, or abandoned for a
new one), newest first, with their date, opponents and levels, final score and result; one of them
opens in the replay viewer."""

from __future__ import annotations

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, QTimeZone, Signal
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel,
                               QPushButton, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from allfives_qt.storage import HistoryEntry

from .option_names import level_names
from .sentences import seat_name, side_names


def finished_at(entry: HistoryEntry) -> str:
    """When the game of ``entry`` was kept, in local time, in the locale's short format."""
    when = QDateTime.fromString(entry.finished, "yyyyMMdd'T'HHmmss'Z'")
    when.setTimeZone(QTimeZone.utc())
    return QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)


class HistoryDialog(QDialog):
    """The list of ``entries`` (read :class:`~allfives_qt.storage.HistoryEntry`, newest first).

    Show in replay (or a double click, or Enter) emits ``replayRequested(entry)`` and closes.
    :meth:`row_texts` gives what a row says (date, opponents, score, result).
    """

    replayRequested = Signal(object)

    def __init__(self, entries: list[HistoryEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries = [e for e in entries if e.saved is not None]
        self.setModal(True)
        self.empty = QLabel()
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setAlternatingRowColors(True)
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.tree.itemActivated.connect(lambda _item, _col: self.open_selected())
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.replay_button = QPushButton()
        self.replay_button.setDefault(True)
        self.buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.replay_button.clicked.connect(self.open_selected)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addWidget(self.tree)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.resize(760, 420)

    def row_texts(self, entry: HistoryEntry) -> list[str]:
        """The row of ``entry``: date, opponents and their levels, final score, result."""
        saved = entry.saved
        game, setup = saved.game, saved.setup
        rules, human = game.rules, setup.human_seat
        names = level_names()
        partner = rules.partnerships and human is not None
        opponents = ", ".join(
            seat_name(seat, rules.players, setup.shown_seat, False, partner) + " ("
            + names.get(level, level) + ")"
            for seat, level in enumerate(saved.levels) if level is not None)
        loc = QLocale()
        score = " · ".join(name + " " + loc.toString(v) for name, v in
                           zip(side_names(rules, human, setup.shown_seat), game.scores))
        if saved.abandoned or not game.over:
            result = self.tr("Abandoned")
        elif human is not None and game.winner == rules.side_of(human):
            result = self.tr("Won")
        else:
            result = self.tr("Lost")
        if saved.undos:
            result += " " + self.tr("(Undo used)")
        return [finished_at(entry), opponents, score, result]

    def fill(self) -> None:
        """Fill the list (in the current language), the newest game selected."""
        self.tree.clear()
        for entry in self.entries:
            item = QTreeWidgetItem(self.row_texts(entry))
            item.setData(0, Qt.ItemDataRole.UserRole, entry.path.name)
            self.tree.addTopLevelItem(item)
        if self.entries:
            self.tree.setCurrentItem(self.tree.topLevelItem(0))
        self.empty.setVisible(not self.entries)
        self.tree.setVisible(bool(self.entries))
        self.replay_button.setEnabled(bool(self.entries))

    def open_selected(self) -> bool:
        """Ask for the selected game in the replay viewer and close; False when none is chosen."""
        row = self.tree.indexOfTopLevelItem(self.tree.currentItem()) if self.tree.currentItem() else -1
        if not 0 <= row < len(self.entries):
            return False
        self.replayRequested.emit(self.entries[row])
        self.accept()
        return True

    def retranslate(self) -> None:
        """Set every text of the dialog (called again when the language changes)."""
        self.setWindowTitle(self.tr("History"))
        self.empty.setText(self.tr("No game has been kept yet: finished games appear here."))
        self.tree.setHeaderLabels([self.tr("Date"), self.tr("Opponents"), self.tr("Final score"),
                                   self.tr("Result")])
        self.replay_button.setText(self.tr("Show in replay"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        self.fill()

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
