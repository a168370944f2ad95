"""The Settings dialog (issue 6, item 2), and the one sentence the player is told about a problem
with their files (issue 6, item 4).

:class:`SettingsDialog` edits a :class:`~allfives_qt.storage.settings.Settings`: language,
the new game's defaults (RULES.md, "Players, seats and turns", "The end of a hand", "Winning"),
animation speed, auto-draw and hints. :func:`describe_storage_issue` turns a storage
:class:`~allfives_qt.storage.atomic.Issue` fact into a translated sentence.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGroupBox, QHBoxLayout, QLabel, QSpinBox, QVBoxLayout, QWidget)

from allfives_qt.ai import LEVELS
from allfives_qt.engine.rules import END_OF_HAND, HAND_SIZES, WIN, Rules
from allfives_qt.storage.atomic import (CANNOT_READ, CANNOT_WRITE, CORRUPT, DISK_FULL, READ_ONLY,
                                        Issue)
from allfives_qt.storage.settings import ANIMATION_SPEEDS, LANGUAGES, MAX_TARGET, Settings
from allfives_qt.ui.option_names import (end_of_hand_names, hand_size_names, level_names,
                                         name_items, win_names)

#: Each language's name in that language (not translated, so a player can always find their own).
LANGUAGE_NAMES = {"en": "English", "he": "עברית", "ru": "Русский", "sw": "Kiswahili",
                  "ceb": "Cebuano", "ta": "தமிழ்"}


class SettingsDialog(QDialog):
    """Edit the player's settings.

    ``settings``: the values to start from. ``storage``: when given (a
    :class:`~allfives_qt.storage.Storage`), OK saves the new settings through it (a failed write
    becomes one of its issues, never an exception). After OK, :meth:`settings` holds the result and
    ``settingsAccepted(Settings)`` has been emitted; Cancel changes nothing. Restore Defaults puts
    the defaults in the widgets (saved only on OK).
    """

    settingsAccepted = Signal(object)

    def __init__(self, settings: Settings | None = None, storage=None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._storage = storage
        self._initial = settings or Settings()
        self.setModal(True)

        self.language = QComboBox()
        for code in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES.get(code, ""), code)

        self.players = QComboBox()
        for n in (2, 3, 4):
            self.players.addItem("", n)
        self.partnerships = QCheckBox()
        self.level_boxes: list[QComboBox] = []
        self.level_labels: list[QLabel] = []
        for _seat in range(1, 4):
            box = QComboBox()
            for lv in LEVELS:
                box.addItem("", lv)
            self.level_boxes.append(box)
            self.level_labels.append(QLabel())
        self.default_target = QCheckBox()
        self.target = QSpinBox()
        self.target.setRange(5, MAX_TARGET)
        self.target.setSingleStep(5)
        self.hand_size = QComboBox()
        for v in HAND_SIZES:
            self.hand_size.addItem("", v)
        self.end_of_hand = QComboBox()
        for v in END_OF_HAND:
            self.end_of_hand.addItem("", v)
        self.win = QComboBox()
        for v in WIN:
            self.win.addItem("", v)
        self.animation = QComboBox()
        for v in ANIMATION_SPEEDS:
            self.animation.addItem("", v)
        self.auto_draw = QCheckBox()
        self.hints = QCheckBox()

        self.general_box = QGroupBox()
        general = QFormLayout(self.general_box)
        self.language_label, self.animation_label = QLabel(), QLabel()
        self.language_label.setBuddy(self.language)
        self.animation_label.setBuddy(self.animation)
        general.addRow(self.language_label, self.language)
        general.addRow(self.animation_label, self.animation)
        general.addRow(self.auto_draw)
        general.addRow(self.hints)

        self.game_box = QGroupBox()
        game = QFormLayout(self.game_box)
        self.game_labels = [QLabel() for _ in range(6)]
        target_row = QHBoxLayout()
        target_row.addWidget(self.target)
        target_row.addWidget(self.default_target)
        rows = [self.players, self.partnerships, target_row, self.hand_size, self.end_of_hand, self.win]
        for lab, w in zip(self.game_labels, rows):
            if isinstance(w, QWidget):
                lab.setBuddy(w)
            game.addRow(lab, w)
        self.target_label = self.game_labels[2]
        self.target_label.setBuddy(self.target)
        for lab, box in zip(self.level_labels, self.level_boxes):
            lab.setBuddy(box)
            game.addRow(lab, box)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel
                                        | QDialogButtonBox.StandardButton.RestoreDefaults)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            lambda: self.set_settings(Settings()))

        layout = QVBoxLayout(self)
        layout.addWidget(self.general_box)
        layout.addWidget(self.game_box)
        layout.addWidget(self.buttons)

        self.players.currentIndexChanged.connect(self._update_enabled)
        self.default_target.toggled.connect(self._update_enabled)
        self.set_settings(self._initial)
        self.retranslate()

    # ----------------------------------------------------------------- values
    def set_settings(self, s: Settings) -> None:
        """Show the values of ``s`` in the widgets."""
        self.language.setCurrentIndex(max(0, self.language.findData(s.language)))
        self.players.setCurrentIndex(max(0, self.players.findData(s.players)))
        self.partnerships.setChecked(s.partnerships)
        for box, lv in zip(self.level_boxes, s.levels):
            box.setCurrentIndex(max(0, box.findData(lv)))
        self.default_target.setChecked(s.target is None)
        self.target.setValue(s.target if s.target is not None else Rules.make(s.players).target)
        self.hand_size.setCurrentIndex(max(0, self.hand_size.findData(s.hand_size)))
        self.end_of_hand.setCurrentIndex(max(0, self.end_of_hand.findData(s.end_of_hand)))
        self.win.setCurrentIndex(max(0, self.win.findData(s.win)))
        self.animation.setCurrentIndex(max(0, self.animation.findData(s.animation)))
        self.auto_draw.setChecked(s.auto_draw)
        self.hints.setChecked(s.hints)
        self._update_enabled()

    def settings(self) -> Settings:
        """Return the settings as the widgets show them now."""
        return Settings(
            language=self.language.currentData(),
            players=self.players.currentData(),
            partnerships=self.partnerships.isChecked(),
            levels=tuple(box.currentData() for box in self.level_boxes),  # type: ignore[arg-type]
            target=None if self.default_target.isChecked() else self.target.value(),
            hand_size=self.hand_size.currentData(),
            end_of_hand=self.end_of_hand.currentData(),
            win=self.win.currentData(),
            animation=self.animation.currentData(),
            auto_draw=self.auto_draw.isChecked(),
            hints=self.hints.isChecked(),
        )

    def accept(self) -> None:
        """Save the settings (when a storage was given), emit ``settingsAccepted`` and close."""
        result = self.settings()
        if self._storage is not None:
            self._storage.save_settings(result)
        self.settingsAccepted.emit(result)
        super().accept()

    def _update_enabled(self, *_args) -> None:
        n = self.players.currentData() or 2
        self.partnerships.setEnabled(n == 4)
        self.game_labels[1].setEnabled(n == 4)
        for seat, (lab, box) in enumerate(zip(self.level_labels, self.level_boxes), start=1):
            lab.setEnabled(seat < n)
            box.setEnabled(seat < n)
        self.target.setEnabled(not self.default_target.isChecked())
        if self.default_target.isChecked():
            self.target.setValue(Rules.make(n).target)

    # ------------------------------------------------------------ translation
    def retranslate(self) -> None:
        """Set every text of the dialog (called again when the language changes)."""
        self.setWindowTitle(self.tr("Settings"))
        self.language.setItemText(0, self.tr("System language"))
        self.general_box.setTitle(self.tr("General"))
        self.language_label.setText(self.tr("Language:"))
        self.animation_label.setText(self.tr("Animation speed:"))
        speed_names = {"off": self.tr("No animation"), "fast": self.tr("Fast"),
                       "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        for i in range(self.animation.count()):
            self.animation.setItemText(i, speed_names[self.animation.itemData(i)])
        self.auto_draw.setText(self.tr("Draw automatically when no tile fits"))
        self.hints.setText(self.tr("Offer hints"))
        self.game_box.setTitle(self.tr("New games"))
        names = [self.tr("Players:"), self.tr("Partnerships:"), self.tr("Target:"),
                 self.tr("Tiles dealt:"), self.tr("End of a hand:"), self.tr("Winning:")]
        for lab, text in zip(self.game_labels, names):
            lab.setText(text)
        for i, n in enumerate((2, 3, 4)):
            self.players.setItemText(i, self.tr("%n players", "", n))
        self.partnerships.setText(self.tr("With 4 players, play in two partnerships"))
        self.default_target.setText(self.tr("Usual target"))
        self.target.setSuffix(self.tr(" points"))
        seat_names = [self.tr("Computer player 1:"), self.tr("Computer player 2:"),
                      self.tr("Computer player 3:")]
        for lab, text in zip(self.level_labels, seat_names):
            lab.setText(text)
        for box in self.level_boxes:
            name_items(box, level_names())
        name_items(self.hand_size, hand_size_names())
        name_items(self.end_of_hand, end_of_hand_names())
        name_items(self.win, win_names())
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("OK"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).setText(
            self.tr("Restore defaults"))

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def describe_storage_issue(issue: Issue) -> str:
    """Return the one translated sentence that tells the player about ``issue`` (a storage fact:
    a file kept aside, a file that cannot be written or read). Context ``StorageMessages``."""
    aside = Path(issue.aside).name if issue.aside else ""
    if issue.kind == CORRUPT:
        if not aside:
            texts = {
                "settings": QCoreApplication.translate("StorageMessages", "Your settings could not be read, and the file %1 could not be moved aside; the default settings are used."),
                "autosave": QCoreApplication.translate("StorageMessages", "The saved game could not be read, and the file %1 could not be moved aside; a new game starts."),
                "statistics": QCoreApplication.translate("StorageMessages", "Your statistics could not be read, and the file %1 could not be moved aside; they start again from zero."),
                "history": QCoreApplication.translate("StorageMessages", "A game in your history could not be read, and the file %1 could not be moved aside."),
                "window": QCoreApplication.translate("StorageMessages", "The window layout could not be read, and the file %1 could not be moved aside."),
            }
            return texts.get(issue.file, texts["history"]).replace("%1", issue.path)
        texts = {
            "settings": QCoreApplication.translate("StorageMessages", "Your settings could not be read; the file was kept as %1 and the default settings are used."),
            "autosave": QCoreApplication.translate("StorageMessages", "The saved game could not be read; the file was kept as %1 and a new game starts."),
            "statistics": QCoreApplication.translate("StorageMessages", "Your statistics could not be read; the file was kept as %1 and they start again from zero."),
            "history": QCoreApplication.translate("StorageMessages", "A game in your history could not be read; the file was kept as %1."),
            "window": QCoreApplication.translate("StorageMessages", "The window layout could not be read; the file was kept as %1."),
        }
        return texts.get(issue.file, texts["history"]).replace("%1", aside)
    if issue.kind == CANNOT_WRITE:
        folder = str(Path(issue.path).parent)
        if issue.code == DISK_FULL:
            text = QCoreApplication.translate("StorageMessages", "The disk is full, so nothing can be saved in %1. Play goes on without saving.")
        elif issue.code == READ_ONLY:
            text = QCoreApplication.translate("StorageMessages", "The folder %1 cannot be written to, so nothing is saved there. Play goes on without saving.")
        else:
            text = QCoreApplication.translate("StorageMessages", "Saving in %1 failed. Play goes on without saving.")
        return text.replace("%1", folder)
    if issue.kind == CANNOT_READ:
        return QCoreApplication.translate("StorageMessages", "The file %1 cannot be opened; it is left as it is.").replace("%1", issue.path)
    return QCoreApplication.translate("StorageMessages", "There is a problem with the file %1.").replace("%1", issue.path)
