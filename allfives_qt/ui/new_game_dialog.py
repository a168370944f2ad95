"""The New game dialog (issue 3, item 1): the game-options form (players, partnerships, computer
levels, the rule options of RULES.md, see :mod:`.game_options`) and an optional seed.

The form scrolls (up and down) when it is taller than the screen's available area allows, so the
dialog, its seed and its buttons fit the screen in every language (issue 10, item 5; see
:mod:`.screen_fit`)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QIcon, QValidator
from PySide6.QtWidgets import (QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit,
                               QMenu, QToolButton, QVBoxLayout)

from allfives_qt.engine.record import MAX_SEED
from allfives_qt.game_setup import GameSetup, options_of, parse_seed

from .game_options import GameOptionsForm
from .screen_fit import FormScroll, ScreenFitDialog

__all__ = ["NewGameDialog", "SeedValidator"]

# Unicode's left-to-right isolate and its end: a number with a minus sign reads the same in a
# right-to-left sentence (Hebrew).
_LTR, _END = "\u2066", "\u2069"


class SeedValidator(QValidator):
    """The seed field's check: the same seeds as ``allfives-qt --seed`` and game records
    (:func:`allfives_qt.game_setup.parse_seed`). Empty (a random seed) or a seed: Acceptable; a
    lone ``-`` or a number out of range: Intermediate (the dialog says why); anything that is not
    a number, or has more digits than any seed: Invalid (the key is refused)."""

    def validate(self, text: str, pos: int):  # noqa: D102
        body = text.strip()
        digits = body[1:] if body[:1] == "-" else body
        if (digits and not (digits.isascii() and digits.isdigit())) or len(digits) > len(str(MAX_SEED)):
            return QValidator.State.Invalid, text, pos
        try:
            parse_seed(text)
        except ValueError:
            return QValidator.State.Intermediate, text, pos
        return QValidator.State.Acceptable, text, pos


class NewGameDialog(ScreenFitDialog):
    """Choose the next game; :meth:`setup` returns it as a :class:`GameSetup`.

    ``previous``: a setup to start from (the last game's), else RULES.md's defaults for 2 players;
    ``wishes``: new-game options for what ``previous`` does not say (the settings' partnerships
    wish and the levels of seats it does not have). The person always plays seat 0; seats 1 to 3
    are computer players. The target follows the number of players ("Usual target") until the
    person changes it. The form's widgets are also reachable as attributes (``players``,
    ``partnerships``, ``target``, ``usual_target``, ``hand_size``, ``end_of_hand``, ``win``,
    ``level_boxes``).

    :attr:`skips` (set before it is shown): the window has no game to go back to (its start-up,
    nothing to resume), and Cancel, which then starts a game with the settings' choices, says so:
    "Skip" (play-tests pt84 and pt88: Escape there "started a default game anyway").

    :meth:`offer_languages` puts the window's Language menu on a button of the dialog, left of
    Start: at the first start the dialog is open before anything else, and the menu bar behind
    it cannot be reached (play-test pt114 #6: a game had to be skipped to change the language).
    """

    skips = False
    # The Language button (:meth:`offer_languages`), or None.
    language_button: QToolButton | None = None

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
        self.seed.setValidator(SeedValidator(self.seed))
        self.seed_label = QLabel()
        self.seed_label.setBuddy(self.seed)
        self.seed_problem = QLabel()
        self.seed_problem.setWordWrap(True)
        self.seed_problem.hide()
        seed_form = QFormLayout()
        seed_form.addRow(self.seed_label, self.seed)
        seed_form.addRow(self.seed_problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll)
        layout.addLayout(seed_form)
        self.button_row = QHBoxLayout()
        self.button_row.addWidget(self.buttons)
        layout.addLayout(self.button_row)
        self.retranslate()
        self.fit_scroll(self.scroll, self.form)
        self.seed.textChanged.connect(self._seed_edited)

    @property
    def labels(self) -> list[QLabel]:
        """The labels of the form's rows, then the seed's."""
        return list(self.form.labels.values()) + [self.seed_label]

    def _seed_edited(self, _text: str) -> None:
        # A seed not yet whole ("-") or out of range: say which seeds there are; no start.
        good = self.seed.hasAcceptableInput()
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(good)
        if self.seed_problem.isHidden() == good:
            return
        self.seed_problem.setVisible(not good)
        self.fit_screen()

    def retranslate(self) -> None:
        """Set every text of the dialog (called again when the language changes)."""
        self.setWindowTitle(self.tr("New game"))
        self.seed_label.setText(self.tr("Seed (optional):"))
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setAccessibleName(self.tr("Seed"))
        self.seed_problem.setText(
            self.tr("A seed is a whole number from %1 to %2. Leave it empty for a random one.")
            .replace("%1", _LTR + str(-MAX_SEED) + _END).replace("%2", _LTR + str(MAX_SEED) + _END))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setText(self.tr("Skip") if self.skips else self.tr("Cancel"))
        cancel.setToolTip(self.tr("Start a game with your usual choices (Game › Settings…)")
                          if self.skips else "")
        if self.skips:  # it starts a game: not the style's cross of a Cancel (play-test pt144 #11)
            cancel.setIcon(QIcon())
        if self.language_button is not None:  # the menu's title, its access letter too
            from .menus import access_key

            text = QCoreApplication.translate("LanguageMenu", "&Language")
            self.language_button.setText(text)
            self.language_key.setEnabled(access_key(text) != "l")  # one owner of a key

    def offer_languages(self, menu: QMenu) -> None:
        """Put ``menu`` (the window's :class:`~.language_menu.LanguageMenu`) on a button named as
        the menu is, at the start of the row of buttons; a language chosen there switches the
        dialog too."""
        from PySide6.QtGui import QKeySequence, QShortcut

        button = self.language_button = QToolButton()
        button.setMenu(menu)
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.button_row.insertWidget(0, button)
        # Alt+L in every language, as the window's menu bar has it (play-test pt116 #3: in
        # Russian and Hebrew the button's access key was a letter out of a Latin layout's reach).
        self.language_key = QShortcut(QKeySequence("Alt+L"), self,
                                      lambda: self.language_button.showMenu())
        self.retranslate()

    def set_skips(self, on: bool) -> None:
        """Whether Cancel starts the usual game (:attr:`skips`), named "Skip"."""
        self.skips = on
        self.retranslate()

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.isVisible():  # a language chosen while it is open (offer_languages)
                QTimer.singleShot(0, self, self._relanguaged)
        super().changeEvent(event)

    def _relanguaged(self) -> None:
        # Once every widget has its new words: the button box names its buttons again after
        # retranslate named them Start and Skip, and the form's widths have changed.
        self.retranslate()
        self.fit_screen()  # its new size comes a moment later (ScreenFitDialog._fit_content)
        QTimer.singleShot(0, self, self._centre_again)

    def _centre_again(self) -> None:
        # Centred on the window again at its new size, as when it opened (play-test pt116: in
        # Tamil it grew to the right only).
        parent = self.parentWidget()
        if parent is not None and self.isVisible():
            self.move(parent.window().geometry().center() - self.rect().center())
            self.keep_on_screen()

    def setup(self) -> GameSetup:
        """The game chosen: rules, levels (seat 0 the person) and seed (None for random).

        Raises ``RulesError`` if the options do not make valid rules, ``ValueError`` if the seed
        field holds no seed (:func:`~allfives_qt.game_setup.parse_seed`; the widgets prevent both:
        Start is disabled then).
        """
        return self.form.setup(parse_seed(self.seed.text()))
