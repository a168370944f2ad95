"""The New game dialog (issue 3, item 1): the game-options form (players, partnerships, computer
levels, the rule options of RULES.md, see :mod:`.game_options`) and an optional seed.

The form scrolls (up and down) when it is taller than the screen's available area allows, so the
dialog, its seed and its buttons fit the screen in every language (issue 10, item 5; see
:mod:`.screen_fit`)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRegularExpression
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import QDialogButtonBox, QFormLayout, QLabel, QLineEdit, QVBoxLayout

from allfives_qt.game_setup import GameSetup, options_of

from .game_options import GameOptionsForm
from .screen_fit import FormScroll, ScreenFitDialog

__all__ = ["NewGameDialog"]

class NewGameDialog(ScreenFitDialog):
    """Choose the next game; :meth:`setup` returns it as a :class:`GameSetup`.

    ``previous``: a setup to start from (the last game's), else RULES.md's defaults for 2 players;
    ``wishes``: new-game options for what ``previous`` does not say (the settings' partnerships
    wish and the levels of seats it does not have). The person always plays seat 0; seats 1 to 3
    are computer players. The target follows the number of players ("Usual target") until the
    person changes it. The form's widgets are also reachable as attributes (``players``,
    ``partnerships``, ``target``, ``usual_target``, ``hand_size``, ``end_of_hand``, ``win``,
    ``level_boxes``).
    """

    def __init__(self, previous: GameSetup | None = None, parent=None, wishes: dict | None = None) -> None:
        super().__init__(parent)
        prev = previous or GameSetup.default(2)
        self.setModal(True)
        self.form = GameOptionsForm(options_of(prev, wishes))
        self.scroll = FormScroll(self.form)
        for key, widget in self.form.widgets.items():
            setattr(self, key, widget)
        self.usual_target = self.form.usual_target
        self.level_boxes = self.form.level_boxes
        self.seed = QLineEdit()
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,12}"), self.seed))
        self.seed_label = QLabel()
        self.seed_label.setBuddy(self.seed)
        seed_form = QFormLayout()
        seed_form.addRow(self.seed_label, self.seed)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll)
        layout.addLayout(seed_form)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.fit_scroll(self.scroll, self.form)

    @property
    def labels(self) -> list[QLabel]:
        """The labels of the form's rows, then the seed's."""
        return list(self.form.labels.values()) + [self.seed_label]

    def retranslate(self) -> None:
        """Set every text of the dialog (called again when the language changes)."""
        self.setWindowTitle(self.tr("New game"))
        self.seed_label.setText(self.tr("Seed (optional):"))
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setAccessibleName(self.tr("Seed"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def setup(self) -> GameSetup:
        """The game chosen: rules, levels (seat 0 the person) and seed (None for random).

        Raises ``RulesError`` if the options do not make valid rules (the widgets prevent it).
        """
        text = self.seed.text().strip()
        return self.form.setup(int(text) if text else None)
