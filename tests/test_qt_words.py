"""Qt's own words in the player's language (allfives_qt/ui/qt_words.py).

The record file dialog, standard buttons and right-click menus are Qt's: these tests check that
each word we translate is one Qt looks up, that our catalogue answers Qt's lookups in the
languages Qt ships nothing for, and that Qt's own catalogue keeps the first say where it has one.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QFileInfo, QLibraryInfo, QTranslator
from PySide6.QtWidgets import QFileDialog, QFileIconProvider, QFileSystemModel, QToolButton, QTreeView

from allfives_qt import i18n
from allfives_qt.ui.qt_words import WORDS


@pytest.fixture
def english(qapp):
    yield qapp
    i18n.install_language(qapp, "en")


def qt_catalogue(code: str) -> QTranslator:
    translator = QTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    assert translator.load(f"qtbase_{code}", folder), f"Qt's qtbase_{code}.qm is missing"
    return translator


def test_every_word_is_one_qt_looks_up():
    """Qt's German or Russian catalogue has every (context, source) pair: a typo or a word from
    another Qt version would never be asked for."""
    known = [qt_catalogue("de"), qt_catalogue("ru")]
    missing = [(context, text) for context, text in WORDS
               if not any(catalogue.translate(context, text) for catalogue in known)]
    assert missing == []
    assert len(set(WORDS)) == len(WORDS)


@pytest.mark.parametrize("code", ["sw", "ceb", "ta"])
def test_languages_without_qt_catalogue_translate_every_word(english, code):
    i18n.install_language(english, code)
    same = [(context, text) for context, text in WORDS
            if QCoreApplication.translate(context, text) == text
            and (code, text) not in {("ceb", "OK"), ("ceb", "Folder"), ("ceb", "File"),
                                     ("ceb", "Drive")}]
    assert same == []


@pytest.mark.parametrize("code", ["he", "ru"])
def test_qt_catalogue_is_searched_first_and_ours_fills_its_gaps(english, code):
    i18n.install_language(english, code)
    qt_own = qt_catalogue(code)
    for context, text in WORDS:
        theirs = qt_own.translate(context, text)
        got = QCoreApplication.translate(context, text)
        if theirs:
            assert got == theirs, (context, text)
        else:  # e.g. the file type "Folder": Qt's Hebrew and Russian leave it out
            assert got != text, (context, text)
    assert QCoreApplication.translate("QAbstractFileIconProvider", "Folder") != "Folder"


def test_the_record_dialog_speaks_swahili(english):
    """The game's own file dialog (Qt's widgets, not the desktop's) in Kiswahili: the tool
    buttons' tooltips and the file list's column names come from our catalogue."""
    i18n.install_language(english, "sw")
    dialog = QFileDialog(None, "x")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    dialog.setDirectory(str(Path(__file__).parent))
    try:
        tips = {button.toolTip() for button in dialog.findChildren(QToolButton)}
        assert "Nyuma" in tips and "Folda ya juu" in tips
        assert "Back" not in tips and "Parent Directory" not in tips
        view = dialog.findChild(QTreeView)
        headers = [view.model().headerData(c, view.header().orientation())
                   for c in range(view.model().columnCount())]
        assert headers[:3] == ["Jina", "Ukubwa", "Aina"]
    finally:
        dialog.deleteLater()


def test_the_game_file_dialog_fits_its_columns_to_the_words(window, qtbot, english, tmp_path):
    """Game -> Open record… in Tamil: the Type column is wide enough for "Folder" in Tamil
    (Qt's default width showed it as "...")."""
    (tmp_path / "a folder").mkdir()
    i18n.install_language(english, "ta")
    window.files.record_folder = str(tmp_path)
    window.files.ask_open_record()
    dialog = window.file_dialog
    view = dialog.findChild(QTreeView)
    folder = QCoreApplication.translate("QAbstractFileIconProvider", "Folder")
    wanted = view.fontMetrics().horizontalAdvance(folder)
    try:
        qtbot.waitUntil(lambda: view.model().rowCount(view.rootIndex()) == 1, timeout=5000)
        qtbot.waitUntil(lambda: view.columnWidth(2) >= wanted, timeout=5000)
    finally:
        dialog.reject()


def test_the_game_file_dialog_widens_to_show_its_columns_whole(window, qtbot, english, tmp_path):
    """Play-test pt133 #9: Game -> Open record… cut its Date Modified column short ("6 12 2026
    23:3"), the columns being wider than the dialog's list. The dialog widens to show them, as far
    as 90% of the screen's width."""
    (tmp_path / "20261206T233129Z-0123456789abcdef0123456789abcdef.json").write_text("{}")
    window.files.record_folder = str(tmp_path)
    window.files.ask_open_record()
    dialog = window.file_dialog
    view = dialog.findChild(QTreeView)
    dialog.resize(360, dialog.height())  # narrower than its columns, before the folder is read
    before = dialog.width()
    room = int(dialog.screen().availableGeometry().width() * 0.9)

    def columns() -> int:
        return sum(view.columnWidth(c) for c in range(view.model().columnCount()))

    try:
        qtbot.waitUntil(lambda: view.model().rowCount(view.rootIndex()) == 1, timeout=5000)
        qtbot.waitUntil(lambda: columns() <= view.viewport().width() or dialog.width() >= room,
                        timeout=5000)
        assert dialog.width() > before
    finally:
        dialog.reject()


def test_the_hebrew_pattern_keeps_its_order_and_still_filters(window, english, tmp_path):
    """In Hebrew a left-to-right mark stands before "(*.json)", so the pattern reads
    "(*.json)" (play-test pt61 #3: "(json.*)"), and the dialog still shows only records."""
    (tmp_path / "a.json").write_text("{}")
    (tmp_path / "b.txt").write_text("")
    i18n.install_language(english, "he")
    window.files.record_folder = str(tmp_path)
    window.files.ask_open_record()
    dialog = window.file_dialog
    try:
        shown = dialog.selectedNameFilter()
        assert shown.endswith("\u200e(*.json)")
        model = dialog.findChild(QFileSystemModel)
        assert model.nameFilters() == ["*.json"]
    finally:
        dialog.reject()


def test_the_file_dialog_tells_a_file_by_its_name_without_reading_it(window, english, tmp_path):
    """The record dialogs tell a file's type by its name: Qt's own provider reads its first
    bytes, and as root a folder holding /proc/kmsg froze the window for good (play-test pt80
    #1). A file with no extension that holds a PNG picture's bytes is not told a picture (Qt's
    own provider opens it to say so), and a folder is still a folder."""
    png = tmp_path / "game"
    png.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 64)
    (tmp_path / "sub").mkdir()
    window.files.record_folder = str(tmp_path)
    window.files.ask_open_record()
    dialog = window.file_dialog
    try:
        icons = dialog.iconProvider()
        told = icons.type(QFileInfo(str(png)))
        assert "PNG" in QFileIconProvider().type(QFileInfo(str(png)))  # Qt's own reads it
        assert "PNG" not in told and told
        folder = QCoreApplication.translate("QAbstractFileIconProvider", "Folder")
        assert icons.type(QFileInfo(str(tmp_path / "sub"))) == folder
        assert not icons.icon(QFileInfo(str(png))).isNull()
    finally:
        dialog.reject()
