"""Menus in every language (issue 11, item 10): no menu has two entries with the same access key,
and no entry shows its key twice (as Tamil's "(S) (&S)" did)."""

import pytest
from PySide6.QtWidgets import QMenu

from allfives_qt import i18n
from allfives_qt.game_setup import LANGUAGES
from allfives_qt.ui.menus import access_key, access_key_clashes


def test_the_check_finds_clashes_and_doubled_keys(qtbot):
    menu = QMenu()
    qtbot.addWidget(menu)
    for text in ("S&tatistics…", "Se&ttings…", "பதிவைச் சேமி (S) (&S)…", "&Quit"):
        menu.addAction(text)
    problems = access_key_clashes(menu)
    assert len(problems) == 2 and "share &t" in problems[0] and "twice" in problems[1]
    assert access_key("Fish && &Chips") == "c" and access_key("No key") is None


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_menu_has_distinct_access_keys(qtbot, qapp, window, code):
    try:
        i18n.install_language(qapp, code)
        menus = [a.menu() for a in window.menuBar().actions() if a.menu() is not None]
        assert len(menus) == 4
        problems = [p for m in menus for p in access_key_clashes(m)]
        titles = [a.text() for a in window.menuBar().actions()]
        bar = QMenu()
        for t in titles:
            bar.addAction(t)
        problems += access_key_clashes(bar)
        assert problems == []
        # Every entry of the Game menu has a key (the check is not vacuous).
        assert all(access_key(a.text()) for a in window.game_menu.actions() if not a.isSeparator())
    finally:
        i18n.install_language(qapp, "en")


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_menu_opens_from_the_keyboard_in_every_language(qtbot, qapp, window, code):
    """Play-test pt52 #2: in Hebrew and Russian the menus' access keys are Hebrew and Cyrillic
    letters, which a Latin keyboard layout cannot type: with no mouse, no menu could be opened,
    not even Language to go back. F10 opens the Game menu, and Alt with the English access key
    (G, V, L, H) opens each menu in every language."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window.finish_building()
    bar = window.menuBar()
    try:
        i18n.install_language(qapp, code)
        for key, mod, menu in ((Qt.Key.Key_F10, Qt.KeyboardModifier.NoModifier, window.game_menu),
                               (Qt.Key.Key_G, Qt.KeyboardModifier.AltModifier, window.game_menu),
                               (Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier, window.view_menu),
                               (Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier,
                                window.language_menu),
                               (Qt.Key.Key_H, Qt.KeyboardModifier.AltModifier, window.help_menu)):
            window.activateWindow()
            window.view.setFocus()
            QTest.keyClick(window.view, key, mod)
            qtbot.waitUntil(lambda m=menu: m.isVisible(), timeout=2000)
            assert bar.activeAction() is menu.menuAction()
            # Its first entry lit, as its own access key does (play-test pt53 #2).
            first = next(a for a in menu.actions() if a.isEnabled() and not a.isSeparator())
            assert menu.activeAction() is first
            menu.close()
            qtbot.waitUntil(lambda m=menu: not m.isVisible(), timeout=2000)
    finally:
        i18n.install_language(qapp, "en")


def test_the_menu_keys_work_while_the_hand_end_panel_has_the_keyboard(qtbot, qapp, tmp_path):
    """Play-test pt53 #1: with the end-of-hand panel up (it has the keyboard), F10 and Alt+G did
    nothing, and in Hebrew Alt+L, Down, Enter opened the review instead of the Language menu."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from test_keyboard_game import _hand_end_panel

    w = _hand_end_panel(qtbot, tmp_path)
    w.finish_building()
    try:
        for code in ("en", "he"):
            i18n.install_language(qapp, code)
            qtbot.waitUntil(lambda: QApplication.focusWidget() is w.panel.next_button)
            for key, mod, menu in ((Qt.Key.Key_F10, Qt.KeyboardModifier.NoModifier, w.game_menu),
                                   (Qt.Key.Key_L, Qt.KeyboardModifier.AltModifier,
                                    w.language_menu)):
                QTest.keyClick(QApplication.focusWidget(), key, mod)
                qtbot.waitUntil(lambda m=menu: m.isVisible(), timeout=2000)
                assert w.menuBar().activeAction() is menu.menuAction()
                menu.close()
                qtbot.waitUntil(lambda m=menu: not m.isVisible(), timeout=2000)
                w.panel.activateWindow()
                w.panel.next_button.setFocus()
    finally:
        i18n.install_language(qapp, "en")
    w.close()


def test_the_game_waits_while_a_menu_is_open(qtbot, window):
    """Play-test pt175 #4: with View -> Animation speed open, the partner drew six tiles behind
    the menu. While a menu of the menu bar is open no seat acts, as behind a dialog; closed,
    the game goes on."""
    from PySide6.QtCore import QPoint

    from allfives_qt.controller import GameSetup
    from allfives_qt.engine.rules import Rules

    from gameplay import wait_person

    w, c = window, window.controller
    w.set_pace(0, 0)
    for menu in (w.game_menu, w.view_menu, w.language_menu, w.help_menu):
        w.start_game(GameSetup(Rules.make(4, partnerships=True), (None, "random", "random", "random"), 3))
        wait_person(qtbot, w)
        move = c.game.hand.legal_moves()[0]
        assert c.play(move.tile, move.end) is None
        menu.popup(QPoint(10, 10))  # before the next seat's turn comes round
        moves = len(c.view().history)
        qtbot.wait(300)
        assert menu.isVisible() and len(c.view().history) == moves, menu.title()
        menu.hide()
        qtbot.waitUntil(lambda: len(c.view().history) > moves, timeout=3000)
