"""The New game dialog (issue 3, item 1): the game-options form (players, partnerships, computer
levels, the rule options of RULES.md, see :mod:`.game_options`) and an optional seed.

The form scrolls (up and down only) when it is taller than the screen allows, so the dialog, its
seed and its buttons fit a 1024 x 640 screen in every language (issue 10, item 5)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRegularExpression, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QRegularExpressionValidator
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFormLayout, QFrame, QLabel, QLineEdit,
                               QScrollArea, QVBoxLayout)

from allfives_qt.game_setup import GameSetup, options_of

from .game_options import GameOptionsForm


#: Room the window system's title bar and frame take around a dialog, in pixels (kept free when
#: the dialog's height is fitted to the screen).
TITLE_ROOM = 40


class FormScroll(QScrollArea):
    """A scroll area showing the whole width of its widget (with room for the scroll bar) and as
    much of its height as :attr:`most_height` (pixels) allows; it scrolls up and down only."""

    def __init__(self, widget, parent=None) -> None:
        super().__init__(parent)
        self.most_height = 1 << 20
        self.setWidget(widget)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def sizeHint(self) -> QSize:  # noqa: D102
        hint = self.widget().sizeHint()
        frame = 2 * self.frameWidth()
        # Room for the scroll bar is kept even when it is not needed, so the form never loses
        # width to it (it may come and go as rows come and go).
        width = hint.width() + frame + self.verticalScrollBar().sizeHint().width()
        return QSize(width, min(hint.height() + frame, self.most_height))

    def minimumSizeHint(self) -> QSize:  # noqa: D102
        hint = self.sizeHint()
        return QSize(hint.width(), min(hint.height(), self.widget().minimumSizeHint().height()))


class NewGameDialog(QDialog):
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
        self.form.layoutChanged.connect(self._shrink)
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            self.fit_height(screen.availableGeometry().height())
        self.retranslate()

    @property
    def labels(self) -> list[QLabel]:
        """The labels of the form's rows, then the seed's."""
        return list(self.form.labels.values()) + [self.seed_label]

    def fit_height(self, height: int) -> None:
        """Let the dialog be at most ``height`` pixels tall with its frame (a screen's available
        height): the form scrolls inside what the seed, the buttons and the margins leave."""
        others = self.layout().sizeHint().height() - self.scroll.sizeHint().height()
        self.scroll.most_height = max(120, height - TITLE_ROOM - others)
        self.scroll.updateGeometry()
        self._shrink()

    def _shrink(self) -> None:
        # Rows went or came (4 players -> 2): the dialog takes the size its content needs now.
        self.scroll.updateGeometry()
        self.adjustSize()
        QTimer.singleShot(0, self, self._fit_content)

    def _fit_content(self) -> None:
        self.scroll.updateGeometry()
        self.layout().activate()
        self.adjustSize()

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
