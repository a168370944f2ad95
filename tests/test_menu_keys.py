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
