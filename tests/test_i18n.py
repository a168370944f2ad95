"""Choosing and switching the language at run time (allfives_qt.i18n, ui.language_menu; issue 5)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow, QMenu

from allfives_qt import i18n
from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules
from allfives_qt.storage.stats import Statistics
from allfives_qt.ui.language_menu import LanguageMenu, build_language_menu
from allfives_qt.ui.main_window import MainWindow
from allfives_qt.ui.new_game_dialog import NewGameDialog
from allfives_qt.ui.settings_dialog import SettingsDialog
from allfives_qt.ui.stats_dialog import StatisticsDialog

from gameplay import person_acts, wait_person

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = ROOT / "test-artifacts"


@pytest.fixture(autouse=True)
def back_to_english(qapp):
    """Every test starts and ends in English, so that other tests see the source strings, and
    gives back the default locale it found (number formats of later tests)."""
    locale = QLocale()
    i18n.install_language(qapp, "en")
    yield
    i18n.install_language(qapp, "en")
    QLocale.setDefault(locale)


class SmallWindow(QMainWindow):
    """A main window whose texts come from ``tr`` and are set again on LanguageChange."""

    def __init__(self):
        super().__init__()
        self.menu = QMenu(self)
        self.menuBar().addMenu(self.menu)
        self.chosen: list[str] = []
        self.language_menu = build_language_menu(self, self.chosen.append)
        self.retranslate()

    def retranslate(self):
        # The context of a string our .ts files translate (a class of this test would have none).
        self.menu.setTitle(QCoreApplication.translate("LanguageMenu", "&Language"))

    def changeEvent(self, event):
        if event.type() == event.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def test_languages_are_the_six_with_native_names():
    assert i18n.LANGUAGES == {"en": "English", "sw": "Kiswahili", "he": "עברית",
                              "ceb": "Cebuano", "ta": "தமிழ்", "ru": "Русский"}


@pytest.mark.parametrize("name, code", [("he", "he"), ("he_IL", "he"), ("ru-RU", "ru"),
                                        ("RU", "ru"), ("iw", "he"), ("ceb_PH", "ceb"),
                                        ("ta_LK", "ta"), ("sw_KE", "sw"), ("en_GB", "en")])
def test_normalise_accepts_locale_names(name, code):
    assert i18n.normalise(name) == code


@pytest.mark.parametrize("name", ["de", "fr_FR", "", "C"])
def test_normalise_rejects_other_languages(name):
    with pytest.raises(ValueError):
        i18n.normalise(name)


@pytest.mark.parametrize("locale, code", [("he_IL", "he"), ("ta_IN", "ta"), ("ru_RU", "ru"),
                                          ("sw_TZ", "sw"), ("ceb_PH", "ceb"), ("de_DE", "en"),
                                          ("ja_JP", "en"), ("C", "en")])
def test_system_language_is_ours_or_english(locale, code):
    assert i18n.system_language(QLocale(locale)) == code


def test_system_language_without_argument_is_one_of_ours():
    assert i18n.system_language() in i18n.LANGUAGES


def test_hebrew_lays_out_right_to_left_and_english_back(qapp):
    i18n.install_language(qapp, "he")
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert QCoreApplication.translate("QGuiApplication", "QT_LAYOUT_DIRECTION") == "RTL"
    i18n.install_language(qapp, "en")
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_the_name_qt_adds_to_window_titles_follows_the_language(qapp):
    """Play-test pt42 #1: started in Hebrew and switched to English, the titles read "All Fives
    — כל החמישיות": Qt ends every window's title in the application's display name, which was set
    once at the start. It now follows the language."""
    names = {}
    for code in ("he", "ru", "en"):
        i18n.install_language(qapp, code)
        names[code] = QGuiApplication.applicationDisplayName()
        assert names[code] == QCoreApplication.translate("MainWindow", "All Fives")
    assert names["en"] == "All Fives" and len(set(names.values())) == 3


@pytest.mark.parametrize("code", ["sw", "ceb", "ta", "ru"])
def test_other_languages_lay_out_left_to_right(qapp, code):
    i18n.install_language(qapp, "he")
    i18n.install_language(qapp, code)
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert QCoreApplication.translate("QGuiApplication", "QT_LAYOUT_DIRECTION") == "LTR"


@pytest.mark.parametrize("code, name", [("he", "he_IL"), ("ru", "ru_RU"), ("ta", "ta_IN"),
                                        ("en", "en_US")])
def test_install_sets_the_default_locale(qapp, code, name):
    i18n.install_language(qapp, code)
    assert QLocale().name() == name
    assert i18n.current_language() == code


def test_switching_back_and_forth_keeps_one_set_of_translators(qapp):
    for code in ["ru", "he", "ta", "ru", "sw", "ceb"]:
        i18n.install_language(qapp, code)
    assert QCoreApplication.translate("LanguageMenu", "&Language") != "&Language"
    assert len(i18n._installed) == 1  # ours only: Qt ships no Cebuano
    i18n.install_language(qapp, "ru")
    assert len(i18n._installed) == 2  # ours, then Qt's qtbase_ru
    i18n.install_language(qapp, "en")
    assert QCoreApplication.translate("LanguageMenu", "&Language") == "&Language"
    assert len(i18n._installed) <= 1  # at most the English plural forms


def test_russian_uses_qt_own_translation_for_standard_buttons(qapp):
    i18n.install_language(qapp, "ru")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Отмена"


def test_unknown_language_is_refused_and_nothing_changes(qapp):
    i18n.install_language(qapp, "ru")
    with pytest.raises(ValueError):
        i18n.install_language(qapp, "de")
    assert i18n.current_language() == "ru"
    assert QLocale().name() == "ru_RU"


def test_tamil_sets_the_bundled_font_and_english_restores_it(qapp):
    before = QGuiApplication.font().families()[:1]
    i18n.install_language(qapp, "ta")
    assert QGuiApplication.font().families()[0] == "Noto Sans Tamil"
    i18n.install_language(qapp, "en")
    assert QGuiApplication.font().families()[:1] == before


def test_switching_language_retranslates_an_open_window(qtbot, qapp):
    window = SmallWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.menu.title() == "&Language"
    i18n.install_language(qapp, "ru")
    russian = window.menu.title()
    assert russian != "&Language" and "Язык" in russian.replace("&", "")
    assert window.language_menu.title() == russian
    i18n.install_language(qapp, "ta")
    assert window.menu.title() not in (russian, "&Language")
    i18n.install_language(qapp, "en")
    assert window.menu.title() == "&Language"


def test_language_menu_has_one_checkable_entry_per_language(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    menu = build_language_menu(window, lambda code: None)
    assert isinstance(menu, LanguageMenu)
    assert window.menuBar().actions()[-1].menu() is menu
    entries = [a for a in menu.actions() if not a.isSeparator()]
    assert entries[0] is menu.system_action and entries[0].text() == "System language"
    assert [a.text() for a in entries[1:]] == list(i18n.LANGUAGES.values())
    assert all(a.isCheckable() for a in entries)
    assert menu.group.isExclusive()
    assert menu.actions_by_code["en"].isChecked()  # no setting given: the language in use


def test_system_language_entry_follows_the_system_and_reports_empty(qtbot, qapp, monkeypatch):
    """Language -> System language saves "" (as Settings' first entry does) and switches to the
    system's language; choosing a language then saves its code (play-test notes: the menu had no
    way back to the system's language)."""
    monkeypatch.setattr(i18n, "system_language", lambda locale=None: "ru")
    window = QMainWindow()
    qtbot.addWidget(window)
    chosen = []
    menu = LanguageMenu(chosen.append, window, setting="sw")
    i18n.install_language(qapp, "sw")
    menu.sync_checked()
    assert menu.actions_by_code["sw"].isChecked() and not menu.system_action.isChecked()
    menu.system_action.trigger()
    assert chosen == [""] and menu.setting == ""
    assert i18n.current_language() == "ru" and menu.system_action.isChecked()
    assert menu.system_action.text() != "System language"  # in Russian now
    menu.system_action.trigger()  # already the setting: nothing reported
    assert chosen == [""]
    menu.actions_by_code["ru"].trigger()  # the same language, now chosen by name
    assert chosen == ["", "ru"] and menu.actions_by_code["ru"].isChecked()
    i18n.install_language(qapp, "en")


def test_menu_checks_system_language_when_the_setting_is_empty(qtbot, qapp):
    window = QMainWindow()
    qtbot.addWidget(window)
    menu = LanguageMenu(None, window, setting="")
    assert menu.system_action.isChecked()
    assert not any(a.isChecked() for a in menu.actions_by_code.values())


def test_choosing_in_the_menu_switches_and_reports(qtbot, qapp):
    window = QMainWindow()
    qtbot.addWidget(window)
    chosen = []
    menu = build_language_menu(window.menuBar(), chosen.append)
    menu.actions_by_code["he"].trigger()
    assert chosen == ["he"]
    assert i18n.current_language() == "he"
    assert QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert menu.actions_by_code["he"].isChecked()
    assert menu.title() != "&Language"
    menu.actions_by_code["he"].trigger()  # already current: nothing reported
    assert chosen == ["he"]
    menu.actions_by_code["en"].trigger()
    assert chosen == ["he", "en"]
    assert menu.title() == "&Language"


def test_language_menu_as_a_submenu(qtbot):
    parent = QMenu()
    qtbot.addWidget(parent)
    menu = build_language_menu(parent)
    assert parent.actions()[0].menu() is menu


def test_language_menu_refuses_other_parents(qtbot):
    with pytest.raises(TypeError):
        build_language_menu(object())


def test_main_window_first_menu_is_retranslated(qtbot, qapp):
    window = MainWindow()
    qtbot.addWidget(window)
    first = window.menuBar().actions()[0]
    english = first.text()
    i18n.install_language(qapp, "ru")
    assert first.text() != english
    i18n.install_language(qapp, "he")
    assert first.text() != english
    assert window.isRightToLeft()
    ARTIFACTS.mkdir(exist_ok=True)
    window.resize(1000, 700)
    window.grab().save(str(ARTIFACTS / "main_window_he.png"))
    i18n.install_language(qapp, "en")
    assert first.text() == english
    assert not window.isRightToLeft()


def _play_human_turns(qtbot, window, turns: int) -> None:
    """Let the person (seat 0) make ``turns`` legal moves while the computers play theirs."""
    c = window.controller
    for _ in range(turns):
        wait_person(qtbot, window, timeout=10000)
        if c.game.hand_over:
            return
        person_acts(c)


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_main_window_mid_game_screenshot(qtbot, qapp, code):
    """A four-player game a few turns in, in each language: saved to test-artifacts/ to be looked
    at string by string; the window's texts are the language's own (not English) and Hebrew lays
    it out right to left."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.set_pace(0, 0)
    window.resize(1100, 760)
    window.show()
    qtbot.waitExposed(window)
    english_title = window.menuBar().actions()[0].text()
    i18n.install_language(qapp, code)
    window.start_game(GameSetup(Rules.make(4), (None, "random", "random", "random"), 11))
    _play_human_turns(qtbot, window, 3)
    qtbot.wait(50)
    if code != "en":
        assert window.menuBar().actions()[0].text() != english_title
    assert window.isRightToLeft() == (code == "he")
    ARTIFACTS.mkdir(exist_ok=True)
    assert window.grab().save(str(ARTIFACTS / f"main_window_{code}.png"))
    # Play the hand out and keep the end-of-hand panel too.
    _play_human_turns(qtbot, window, 40)
    qtbot.waitUntil(lambda: window.controller.game.hand_over, timeout=10000)
    qtbot.waitUntil(lambda: window.panel is not None and window.panel.isVisible(), timeout=5000)
    assert window.panel.isRightToLeft() == (code == "he")
    assert window.panel.grab().save(str(ARTIFACTS / f"hand_end_{code}.png"))
    window.close()


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_dialog_screenshots(qtbot, qapp, code):
    """The New game, Settings and Statistics dialogs in each language, each built with its usual
    arguments (a failing constructor fails the test), saved to test-artifacts/."""
    i18n.install_language(qapp, code)
    ARTIFACTS.mkdir(exist_ok=True)
    built = [("new_game", NewGameDialog(GameSetup.default(4), None)),
             ("settings", SettingsDialog()),
             ("statistics", StatisticsDialog(Statistics()))]
    for key, dialog in built:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.isRightToLeft() == (code == "he")
        assert dialog.grab().save(str(ARTIFACTS / f"{key}_{code}.png"))
        dialog.close()


@pytest.mark.parametrize("code, n, text", [
    ("en", 1, "1 player"), ("en", 3, "3 players"),
    ("ru", 1, "1 игрок"), ("ru", 2, "2 игрока"), ("ru", 5, "5 игроков"), ("ru", 21, "21 игрок"),
    ("ceb", 1, "1 ka magdudula"), ("ceb", 3, "3 ka magdudula"),
    ("ta", 1, "1 ஆட்டக்காரர்"), ("ta", 4, "4 ஆட்டக்காரர்கள்"),
    ("he", 2, "2 שחקנים"), ("sw", 2, "wachezaji 2"),
])
def test_plural_forms_are_chosen_by_number(qapp, code, n, text):
    i18n.install_language(qapp, code)
    assert QCoreApplication.translate("MainWindow", "%n players", "", n) == text


def test_a_tiles_tooltip_follows_a_change_of_language(window, qapp):
    """Play-test pt87: after Tamil, English and Russian in turn, a tile still said "காய் 4-4"."""
    from allfives_qt.engine.tiles import NAMES

    window.start_game(GameSetup(Rules.make(2), (None, "random"), 5))
    scene = window.scene
    tile, item = next(iter(scene.hand_items.items()))
    try:
        i18n.install_language(qapp, "ta")
        tamil = item.toolTip()
        assert NAMES[tile] in tamil and not tamil.startswith("Tile ")
        i18n.install_language(qapp, "ru")
        assert item.toolTip() != tamil and NAMES[tile] in item.toolTip()
        i18n.install_language(qapp, "en")
        assert item.toolTip() == f"Tile {NAMES[tile]}"
        assert all(i.toolTip() != tamil for i in scene.hand_items.values())
    finally:
        i18n.install_language(qapp, "en")


def test_the_first_new_game_dialog_offers_the_languages(qtbot, tmp_path):
    """Play-test pt114 #6: at the first start the New game dialog is open before anything else,
    and the Language menu behind it could not be reached: a game had to be skipped first. The
    dialog has the menu on a button then; a language chosen there switches the dialog (its
    buttons keep their own names) and is saved. A later New game dialog has no such button."""
    from PySide6.QtWidgets import QDialogButtonBox

    from allfives_qt.storage import Paths, Storage

    from test_window_storage import make_window

    w = make_window(qtbot, tmp_path)
    w.resize(760, 560)  # inside the offscreen screen, so the dialog can be centred on it
    w.start_up()
    dialog = w.dialog
    qtbot.waitExposed(dialog)
    button = dialog.language_button
    assert button is not None and button.menu() is w.language_menu and button.text() == "&Language"
    start = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    try:
        w.language_menu.actions_by_code["ru"].trigger()
        qtbot.waitUntil(lambda: start.text() == "Начать" and button.text() == "&Язык",
                        timeout=2000)
        assert dialog.windowTitle().startswith("Новая игра")
        # centred on the window again at its new size (play-test pt116: it grew to one side)
        qtbot.waitUntil(lambda: abs(dialog.geometry().center().x()
                                    - w.geometry().center().x()) <= 2, timeout=2000)
        assert dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).text() == "Пропустить"
        assert Storage(Paths(root=tmp_path)).load_settings().language == "ru"
        # Alt+L still opens it (play-test pt116 #3: its access key was then Cyrillic).
        from PySide6.QtCore import Qt
        from PySide6.QtTest import QTest

        opened = []
        button.showMenu = lambda: opened.append(True)
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow, timeout=2000)
        QTest.keyClick(dialog, Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier)
        assert opened == [True]
        start.click()
        qtbot.waitUntil(lambda: w.controller.game is not None, timeout=2000)
        w.new_game_asked()
        assert w.dialog is not dialog and w.dialog.language_button is None
        w.dialog.reject()
    finally:
        w.language_menu.system_action.trigger()
        w.close()
