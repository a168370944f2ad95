"""The Settings dialog (issue 6, item 2), and the one sentence the player is told about a problem
with their files (issue 6, item 4).

:class:`SettingsDialog` edits a :class:`~allfives_qt.storage.settings.Settings`: language,
the new game's defaults (RULES.md, "Players, seats and turns", "The end of a hand", "Winning"),
animation speed, auto-draw, hints, undo and the tile size. :func:`describe_storage_issue` turns a storage
:class:`~allfives_qt.storage.atomic.Issue` fact into a translated sentence.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QLocale, Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialogButtonBox, QFormLayout, QGroupBox,
                               QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget)

from allfives_qt import i18n
from allfives_qt.game_setup import LANGUAGES as LANGUAGE_NAMES
from allfives_qt.storage.atomic import (BAD_RECORD, BAD_RESUME, BAD_VALUE, CANNOT_READ,
                                        CANNOT_WRITE, CORRUPT, DISK_FULL, NOT_JSON, NOT_UTF8,
                                        READ_ONLY, TOO_LARGE, UNREADABLE_FOLDER, Issue)
from allfives_qt.storage.settings import ANIMATION_SPEEDS, LANGUAGES, TILE_SIZES, Settings

from .game_options import GameOptionsForm
from .screen_fit import FormScroll, ScreenFitDialog
from .sentences import shown_path


class SettingsDialog(ScreenFitDialog):
    """Edit the player's settings.

    ``settings``: the values to start from. ``storage``: when given (a
    :class:`~allfives_qt.storage.Storage`), OK saves the new settings through it (a failed write
    becomes one of its issues, never an exception). After OK, :meth:`settings` holds the result and
    ``settingsAccepted(Settings)`` has been emitted; Cancel changes nothing. Restore Defaults puts
    the defaults in the widgets (saved only on OK). With a storage, the General group names the
    folder the games are kept in (the autosave, the history and the statistics), with a button
    that opens it (:meth:`open_folder`; play-test pt69 #7: only the README said where). The two groups of options scroll when they
    are taller than the screen's available area leaves room for; the buttons stay in sight
    (:mod:`.screen_fit`, play-test pt9 #8).
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
            if code:  # each name in its own script's font, as in the Language menu
                self.language.setItemData(self.language.count() - 1, i18n.font_for(code),
                                          Qt.ItemDataRole.FontRole)
        # The box measures every name in its own font (under Hebrew it shaped "தமிழ்" in Noto Sans
        # Hebrew: "OpenType support missing", pt7 #6): a font that shapes every name.
        self.language.setFont(i18n.names_font())

        self.animation = QComboBox()
        for v in reversed(ANIMATION_SPEEDS):  # slowest first, as View -> Animation speed
            self.animation.addItem("", v)
        self.auto_draw = QCheckBox()
        self.tile_size = QComboBox()
        for v in TILE_SIZES:
            self.tile_size.addItem("", v)
        self.hints = QCheckBox()
        self.undo = QCheckBox()
        self.sound = QCheckBox()  # View -> Sound too (play-test pt138 #4: only there)

        self.general_box = QGroupBox()
        general = QFormLayout(self.general_box)
        self.language_label, self.animation_label = QLabel(), QLabel()
        self.language_label.setBuddy(self.language)
        self.animation_label.setBuddy(self.animation)
        self.tile_size_label = QLabel()
        self.tile_size_label.setBuddy(self.tile_size)
        general.addRow(self.language_label, self.language)
        general.addRow(self.animation_label, self.animation)
        general.addRow(self.tile_size_label, self.tile_size)
        general.addRow(self.auto_draw)
        general.addRow(self.hints)
        general.addRow(self.undo)
        general.addRow(self.sound)
        self._add_folder_row(general)

        self._build_game_box()

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel
                                        | QDialogButtonBox.StandardButton.RestoreDefaults)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(
            lambda: self.set_settings(Settings()))

        groups = QWidget()
        column = QVBoxLayout(groups)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.general_box)
        column.addWidget(self.game_box)
        layout = QVBoxLayout(self)
        layout.addWidget(FormScroll(groups))
        layout.addWidget(self.buttons)

        self.set_settings(self._initial)
        self.retranslate()
        self.fit_scroll(layout.itemAt(0).widget(), self.form)

    def _add_folder_row(self, form: QFormLayout) -> None:
        """The row naming the games' folder (``storage.paths.data_dir``) with Open folder; none
        without a storage (the demo writes no file)."""
        self.folder_label, self.folder_path = QLabel(), QLabel()
        self.folder_button = QPushButton()
        if self._storage is None:  # not placed, but the dialog's: deleted with it (left behind)
            for widget in (self.folder_label, self.folder_path, self.folder_button):
                widget.setParent(self)
                widget.hide()
            # Not the first in the keys' order: QDialog then gives the keyboard to OK.
            self.folder_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            return
        folder = self._storage.paths.data_dir
        self.folder_path.setText(shown_path(folder))
        self.folder_path.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.folder_button.clicked.connect(self.open_folder)
        # Nothing is written before the first game: the folder may not be there yet (its
        # tooltip says so: play-test pt70 #7, greyed with no reason).
        self.folder_button.setEnabled(folder.is_dir())
        row = QHBoxLayout()
        row.addWidget(self.folder_path, 1)
        row.addWidget(self.folder_button)
        form.addRow(self.folder_label, row)

    def open_folder(self) -> bool:
        """Open the games' folder in the desktop's file manager; return whether the desktop
        took it (False without a storage)."""
        if self._storage is None:
            return False
        from PySide6.QtCore import QUrl
        from PySide6.QtGui import QDesktopServices

        if QDesktopServices.openUrl(QUrl.fromLocalFile(str(self._storage.paths.data_dir))):
            return True
        # No file manager took it (play-test pt70 #7: nothing happened at all): say so.
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Open folder"),
                          self.tr("No program on this computer opened the folder. Its path is "
                                  "beside the button: select it to copy it."),
                          QMessageBox.StandardButton.Ok, self)
        self.folder_box = box
        box.open()
        return False

    def _build_game_box(self) -> None:
        """The "New games" group: a sentence on whom its choices are for, and the New game
        dialog's choices (:class:`GameOptionsForm`), each also an attribute of the dialog."""
        self.game_box = QGroupBox()
        self.form = GameOptionsForm()
        # Which game these choices are for (play-test pt58 #11: the New game dialog's choices
        # again, and nothing said which wins, nor whether the game being played changes).
        self.game_note = QLabel()
        self.game_note.setWordWrap(True)
        game_column = QVBoxLayout(self.game_box)
        game_column.addWidget(self.game_note)
        game_column.addWidget(self.form)
        for key, widget in self.form.widgets.items():
            setattr(self, key, widget)
        self.default_target = self.form.usual_target
        self.level_boxes = self.form.level_boxes

    # ----------------------------------------------------------------- values
    def set_settings(self, s: Settings) -> None:
        """Show the values of ``s`` in the widgets."""
        self.language.setCurrentIndex(max(0, self.language.findData(s.language)))
        self.form.set_options(s.game_options())
        self.animation.setCurrentIndex(max(0, self.animation.findData(s.animation)))
        self.auto_draw.setChecked(s.auto_draw)
        self.hints.setChecked(s.hints)
        self.tile_size.setCurrentIndex(max(0, self.tile_size.findData(s.tile_size)))
        self.undo.setChecked(s.undo)
        self.sound.setChecked(s.sound)

    def settings(self) -> Settings:
        """Return the settings as the widgets show them now; those the dialog does not show (the
        folder of records) as they were (play-test pt52 #4: OK, and Restore defaults, turned the
        sound back on while the dialog did not show it)."""
        return self._initial._replace(
            language=self.language.currentData(), animation=self.animation.currentData(),
            auto_draw=self.auto_draw.isChecked(), hints=self.hints.isChecked(),
            undo=self.undo.isChecked(), tile_size=self.tile_size.currentData(),
            sound=self.sound.isChecked(),
        ).with_options(self.form.options())

    def accept(self) -> None:
        """Save the settings (when a storage was given), emit ``settingsAccepted`` and close."""
        result = self.settings()
        if self._storage is not None:
            self._storage.save_settings(result)
        self.settingsAccepted.emit(result)
        super().accept()

    # ------------------------------------------------------------ translation
    def retranslate(self) -> None:
        """Set every text of the dialog (called again when the language changes)."""
        self.setWindowTitle(self.tr("Settings"))
        self.language.setItemText(0, self.tr("System language"))
        self.general_box.setTitle(self.tr("General"))
        # The labels the bar of a file with bad values names too (setting_names).
        for key, widget in (("language", self.language_label), ("animation", self.animation_label),
                            ("auto_draw", self.auto_draw), ("hints", self.hints),
                            ("tile_size", self.tile_size_label), ("undo", self.undo),
                            ("sound", self.sound)):
            widget.setText(self.tr(_GENERAL_LABELS[key]))
        # The View menu's names (play-test pt43 #4: "No animation" here, "Instant" there).
        speed_names = {"off": self.tr("Instant"), "fast": self.tr("Fast"),
                       "normal": self.tr("Normal"), "slow": self.tr("Slow")}
        for i in range(self.animation.count()):
            self.animation.setItemText(i, speed_names[self.animation.itemData(i)])
        size_names = {"small": self.tr("Small", "tile size"),
                      "normal": self.tr("Normal", "tile size"),
                      "large": self.tr("Large", "tile size")}
        for i in range(self.tile_size.count()):
            self.tile_size.setItemText(i, size_names[self.tile_size.itemData(i)])
        self.folder_label.setText(self.tr("Games kept in:"))
        self.folder_label.setToolTip(self.tr("The game being played, the history of your games "
                                             "and your statistics"))
        self.folder_button.setText(self.tr("Open folder"))
        self.folder_button.setToolTip(self.tr("The folder is made when the first game is saved.")
                                      if self._storage is not None
                                      and not self.folder_button.isEnabled() else "")
        self.game_box.setTitle(self.tr("New games"))
        self.game_note.setText(self.tr("The next New game dialog starts from what you change "
                                       "here; the game being played keeps its own rules."))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("OK"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).setText(
            self.tr("Restore defaults"))

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


# The Settings dialog's labels of its own settings, set by its retranslate and named by
# setting_names (the rule options' come from the New game form's rows, FORM_OPTIONS).
_GENERAL_LABELS = {
    "language": QT_TRANSLATE_NOOP("SettingsDialog", "Language:"),
    "animation": QT_TRANSLATE_NOOP("SettingsDialog", "Animation speed:"),
    "auto_draw": QT_TRANSLATE_NOOP("SettingsDialog", "Draw and pass automatically when no tile fits"),
    "hints": QT_TRANSLATE_NOOP("SettingsDialog", "Offer hints"),
    "tile_size": QT_TRANSLATE_NOOP("SettingsDialog", "Tile size:"),
    "undo": QT_TRANSLATE_NOOP("SettingsDialog", "Allow taking back a play (Game, Undo)"),
    "sound": QT_TRANSLATE_NOOP("SettingsDialog", "Play sounds (View, Sound)"),
}


def setting_names(keys) -> str:
    """The settings ``keys`` (:class:`Settings` field names, a computer seat's level as
    ``levels[i]``) as the player knows them: the labels of the Settings dialog, of its New games
    part and of View -> Sound, without their colons, each once and quoted, as a list of the
    language (``QLocale.createSeparatedList``; play-test pt92: the bar did not say which settings went
    back to their defaults)."""
    from .game_options import FORM_OPTIONS

    labels = {o.key: o.label for o in FORM_OPTIONS}
    names: list[str] = []
    for key in keys:
        key = key.split("[")[0]
        if key == "sound":  # as View -> Sound names it
            name = re.sub(r"\s*\(&.\)|&", "", QCoreApplication.translate("MainWindow", "&Sound"))
        elif key in _GENERAL_LABELS:
            name = QCoreApplication.translate("SettingsDialog", _GENERAL_LABELS[key])
        elif key in labels:
            name = labels[key]()
        else:
            name = key
        name = name.strip().rstrip(":：").strip()
        if name not in names:
            names.append(name)
    # Each in the language's quotation marks: some labels hold commas themselves (play-test pt94).
    loc = QLocale()
    return loc.createSeparatedList([loc.quoteString(name) for name in names])


def describe_storage_issue(issue: Issue) -> str:
    """Return the translated sentence that tells the player about ``issue`` (a storage fact:
    a file kept aside, a file that cannot be written or read), naming the settings back to
    their defaults (:func:`setting_names`) where some were bad. Context ``StorageMessages``."""
    text = _storage_sentence(issue)
    if issue.kind == CORRUPT and issue.code == TOO_LARGE:  # why, when nothing in it is wrong
        # (play-test pt111 #4: a record made elsewhere, past 5 MB, was refused as unreadable)
        text += " " + QCoreApplication.translate(
            "StorageMessages", "It is larger than any file of its kind the game reads.")
    if issue.kind == CORRUPT and issue.code in (NOT_JSON, NOT_UTF8):  # why (play-test pt134 #3)
        text += " " + QCoreApplication.translate(
            "StorageMessages", "The file's text is damaged or cut short.")  # pt148 #1: not "its"
    if issue.kind == CORRUPT and issue.code == BAD_RECORD and issue.detail.startswith("hand "):
        # Not "could not be read" alone: the text was whole, its plays broke a rule (play-test
        # pt133 #5; RecordError's detail names the hand and play).
        text += " " + QCoreApplication.translate(
            "StorageMessages", "The file is whole, but the game it records breaks the rules.")
    if issue.file == "settings" and issue.code == BAD_VALUE and issue.keys:
        text += " " + QCoreApplication.translate(
            "StorageMessages", "Those settings: %1.").replace(
            "%1", setting_names(issue.keys))
    return text


def _file_in_the_way(path: str | Path) -> Path | None:
    """The nearest of ``path``'s folders that exists, when it is not a folder (a file where the
    game needs a folder: play-test pt111, the data folder made a file, named autosave.json), or
    None."""
    try:
        for folder in Path(path).parents:
            if folder.exists():
                return None if folder.is_dir() else folder
    except OSError:
        pass
    return None


def _storage_sentence(issue: Issue) -> str:
    aside = Path(issue.aside).name if issue.aside else ""
    in_the_way = (_file_in_the_way(issue.path) if issue.kind in (CANNOT_READ, CANNOT_WRITE)
                  else None)
    if in_the_way is not None:
        return QCoreApplication.translate("StorageMessages", "%1 is a file, where the game keeps its files in a folder of that name: nothing is saved until that file is moved away. Play goes on without saving.").replace("%1", shown_path(in_the_way))
    if issue.kind == CORRUPT:
        if not aside and issue.code == BAD_VALUE and issue.file in ("settings", "statistics"):
            # Only some values were dropped (play-test pt92 #3: "the default settings are used"
            # was said in a read-only folder, where the language and the rest were kept).
            text = (QCoreApplication.translate("StorageMessages", "Some of your settings could not be read, and the file %1 could not be moved aside; those settings are back to their defaults.")
                    if issue.file == "settings" else
                    QCoreApplication.translate("StorageMessages", "Some of your statistics could not be read, and the file %1 could not be moved aside; those figures were worked out again from your other figures.")
                    if issue.rebuilt else
                    QCoreApplication.translate("StorageMessages", "Some of your statistics could not be read, and the file %1 could not be moved aside; those figures start again from zero."))
            return text.replace("%1", shown_path(issue.path))
        if not aside:
            texts = {
                "settings": QCoreApplication.translate("StorageMessages", "Your settings could not be read, and the file %1 could not be moved aside; the default settings are used."),
                "autosave": QCoreApplication.translate("StorageMessages", "The saved game could not be read, and the file %1 could not be moved aside; a new game starts."),
                "statistics": QCoreApplication.translate("StorageMessages", "Your statistics could not be read, and the file %1 could not be moved aside; they start again from zero."),
                "history": QCoreApplication.translate("StorageMessages", "A game in your history could not be read, and the file %1 could not be moved aside."),
                "window": QCoreApplication.translate("StorageMessages", "The window layout could not be read, and the file %1 could not be moved aside."),
            }
            return texts.get(issue.file, texts["history"]).replace("%1", shown_path(issue.path))
        if issue.file == "autosave" and issue.rebuilt:  # (play-test pt148 #1)
            return QCoreApplication.translate("StorageMessages", "The saved game could not be read; the file was kept as %1, and the game goes on from the save before it, so its last move or deal may be missing.").replace("%1", shown_path(aside))
        if issue.file == "autosave" and issue.code == BAD_RESUME:
            return QCoreApplication.translate("StorageMessages", "Part of the saved game could not be read, so it was taken back to its last play; the file was kept as %1.").replace("%1", shown_path(aside))
        if issue.file == "settings" and issue.code == BAD_VALUE:
            return QCoreApplication.translate("StorageMessages", "Some of your settings could not be read; the file was kept as %1 and those settings are back to their defaults.").replace("%1", shown_path(aside))
        if issue.file == "statistics" and issue.code == BAD_VALUE and issue.rebuilt:
            return QCoreApplication.translate("StorageMessages", "Some of your statistics could not be read; the file was kept as %1, and those figures were worked out again from your other figures.").replace("%1", shown_path(aside))
        if issue.file == "statistics" and issue.rebuilt:
            from allfives_qt.storage.history import MAX_GAMES

            return QCoreApplication.translate("StorageMessages", "Your statistics could not be read; the file was kept as %1, and they were counted again from the games kept in your history (at most the last %2).").replace("%1", shown_path(aside)).replace("%2", QLocale().toString(MAX_GAMES))
        if issue.file == "statistics" and issue.code == BAD_VALUE:
            return QCoreApplication.translate("StorageMessages", "Some of your statistics could not be read; the file was kept as %1 and those figures start again from zero.").replace("%1", shown_path(aside))
        texts = {
            "settings": QCoreApplication.translate("StorageMessages", "Your settings could not be read; the file was kept as %1 and the default settings are used."),
            "autosave": QCoreApplication.translate("StorageMessages", "The saved game could not be read; the file was kept as %1 and a new game starts."),
            "statistics": QCoreApplication.translate("StorageMessages", "Your statistics could not be read; the file was kept as %1 and they start again from zero."),
            "history": QCoreApplication.translate("StorageMessages", "A game in your history could not be read; the file was kept as %1."),
            "window": QCoreApplication.translate("StorageMessages", "The window layout could not be read; the file was kept as %1."),
        }
        return texts.get(issue.file, texts["history"]).replace("%1", shown_path(aside))
    if issue.kind == CANNOT_WRITE:
        folder = str(Path(issue.path).parent)
        if issue.code == DISK_FULL:
            text = QCoreApplication.translate("StorageMessages", "The disk is full, so nothing can be saved in %1. Play goes on without saving.")
        elif issue.code == READ_ONLY:
            text = QCoreApplication.translate("StorageMessages", "The folder %1 cannot be written to, so nothing is saved there. Play goes on without saving.")
        else:
            text = QCoreApplication.translate("StorageMessages", "Saving in %1 failed. Play goes on without saving.")
        return text.replace("%1", shown_path(folder))
    if issue.kind == CANNOT_READ and issue.code == UNREADABLE_FOLDER:  # (storage.history)
        return QCoreApplication.translate("StorageMessages", "The folder %1, where your finished games are kept, cannot be opened: History cannot show them.").replace("%1", shown_path(issue.path))
    if issue.kind == CANNOT_READ:
        return QCoreApplication.translate("StorageMessages", "The file %1 cannot be opened; it is left as it is.").replace("%1", shown_path(issue.path))
    return QCoreApplication.translate("StorageMessages", "There is a problem with the file %1.").replace("%1", shown_path(issue.path))
