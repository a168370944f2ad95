"""The New game dialog (issue 3, item 1): players, partnerships, computer levels, rule options of
RULES.md ("Players, seats and turns", "The end of a hand", "Winning") and an optional seed."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGroupBox, QLabel, QLineEdit, QSpinBox, QVBoxLayout)

from allfives_qt.ai import LEVELS
from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import END_OF_HAND, HAND_SIZES, WIN, Rules
from allfives_qt.ui.option_names import (end_of_hand_names, hand_size_names, level_names,
                                         name_items, win_names)


class NewGameDialog(QDialog):
    """Choose the next game; :meth:`setup` returns it as a :class:`GameSetup`.

    ``previous``: a setup to start from (the last game's), else RULES.md's defaults for 2 players.
    The person always plays seat 0; seats 1 to 3 are computer players. The target follows the
    number of players (250 for 2, 200 for 3 or 4) until the person changes it.
    """

    def __init__(self, previous: GameSetup | None = None, parent=None) -> None:
        super().__init__(parent)
        prev = previous or GameSetup.default(2)
        self.setModal(True)
        self._target_touched = False
        form = QFormLayout()
        self.players = QComboBox()
        for n in (2, 3, 4):
            self.players.addItem("", n)
        self.partnerships = QCheckBox()
        self.level_boxes: list[QComboBox] = []
        self.level_labels: list[QLabel] = []
        self.levels_box = QGroupBox()
        levels_form = QFormLayout(self.levels_box)
        for seat in range(1, 4):
            box = QComboBox()
            for lv in LEVELS:
                box.addItem("", lv)
            lab = QLabel()
            lab.setBuddy(box)
            levels_form.addRow(lab, box)
            self.level_boxes.append(box)
            self.level_labels.append(lab)
        self.target = QSpinBox()
        self.target.setRange(5, 1000)
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
        self.seed = QLineEdit()
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,12}"), self.seed))
        self.labels = [QLabel() for _ in range(7)]
        widgets = [self.players, self.partnerships, self.target, self.hand_size, self.end_of_hand,
                   self.win, self.seed]
        for lab, w in zip(self.labels, widgets):
            lab.setBuddy(w)
            form.addRow(lab, w)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.levels_box)
        layout.addWidget(self.buttons)
        # Start from the previous game's choices.
        r = prev.rules
        self.players.setCurrentIndex(r.players - 2)
        self._partners_wanted = r.partnerships if r.players == 4 else True
        self.partnerships.setChecked(self._partners_wanted)
        self.partnerships.toggled.connect(self._partners_toggled)
        for seat, box in enumerate(self.level_boxes, start=1):
            lv = prev.levels[seat] if seat < len(prev.levels) and prev.levels[seat] else "medium"
            box.setCurrentIndex(max(0, box.findData(lv)))
        self.target.setValue(r.target)
        self.hand_size.setCurrentIndex(self.hand_size.findData(r.hand_size))
        self.end_of_hand.setCurrentIndex(self.end_of_hand.findData(r.end_of_hand))
        self.win.setCurrentIndex(self.win.findData(r.win))
        self._target_touched = r.target != Rules.make(r.players).target
        self.players.currentIndexChanged.connect(self._players_changed)
        self.target.valueChanged.connect(self._target_edited)
        self._players_changed()
        self.retranslate()

    def retranslate(self) -> None:
        """Set every text of the dialog (called again when the language changes)."""
        self.setWindowTitle(self.tr("New game"))
        names = [self.tr("Players:"), self.tr("Partnerships:"), self.tr("Target:"),
                 self.tr("Tiles dealt:"), self.tr("End of a hand:"), self.tr("Winning:"),
                 self.tr("Seed (optional):")]
        for lab, text in zip(self.labels, names):
            lab.setText(text)
        for i, n in enumerate((2, 3, 4)):
            self.players.setItemText(i, self.tr("%n players", "", n))
        self.partnerships.setText(self.tr("You and the player opposite against the other two"))
        self.levels_box.setTitle(self.tr("Computer players"))
        seat_names = [self.tr("Left player:"), self.tr("Top player:"), self.tr("Right player:")]
        if self.players.currentData() == 2:
            seat_names[0] = self.tr("Opponent:")
        elif self.players.currentData() == 3:
            seat_names[1] = self.tr("Right player:")
        elif self.partnerships.isChecked():
            seat_names[1] = self.tr("Partner (top):")
        for lab, text in zip(self.level_labels, seat_names):
            lab.setText(text)
        for box in self.level_boxes:
            name_items(box, level_names())
        self.target.setSuffix(self.tr(" points"))
        name_items(self.hand_size, hand_size_names())
        name_items(self.end_of_hand, end_of_hand_names())
        name_items(self.win, win_names())
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setAccessibleName(self.tr("Seed"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _target_edited(self, _value: int) -> None:
        self._target_touched = True

    def _players_changed(self, *_args) -> None:
        n = self.players.currentData()
        self.partnerships.setEnabled(n == 4)
        self.labels[1].setEnabled(n == 4)
        # Only 4 players can play in partnerships; the choice comes back when 4 are chosen again.
        self.partnerships.blockSignals(True)
        self.partnerships.setChecked(self._partners_wanted if n == 4 else False)
        self.partnerships.blockSignals(False)
        for i, (lab, box) in enumerate(zip(self.level_labels, self.level_boxes), start=1):
            lab.setVisible(i < n)
            box.setVisible(i < n)
        if not self._target_touched:
            self.target.blockSignals(True)
            self.target.setValue(Rules.make(n).target)
            self.target.blockSignals(False)
        if hasattr(self, "buttons"):
            self.retranslate()
            self.adjustSize()

    def _partners_toggled(self, on: bool) -> None:
        self._partners_wanted = on
        self.retranslate()

    def setup(self) -> GameSetup:
        """The game chosen: rules, levels (seat 0 the person) and seed (None for random).

        Raises ``RulesError`` if the options do not make valid rules (the widgets prevent it).
        """
        n = self.players.currentData()
        rules = Rules.make(n, partnerships=self.partnerships.isChecked() if n == 4 else False,
                           hand_size=self.hand_size.currentData(), target=self.target.value(),
                           end_of_hand=self.end_of_hand.currentData(), win=self.win.currentData())
        levels = (None,) + tuple(self.level_boxes[i].currentData() for i in range(n - 1))
        text = self.seed.text().strip()
        return GameSetup(rules, levels, int(text) if text else None)
