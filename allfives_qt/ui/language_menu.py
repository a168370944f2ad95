"""The Language menu: one checkable entry per language, switching the game at once (issue 5).

Usage in the main window (after ``i18n.install_language`` ran at start-up)::

    self.language_menu = build_language_menu(self.menuBar(), self.save_language)

where ``save_language(code)`` remembers the choice in the settings. The menu retranslates its own
title; the language names stay in their own language and script, as is usual for such menus.
"""

from __future__ import annotations

import logging
from typing import Callable

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMainWindow, QMenu, QMenuBar, QWidget

from allfives_qt import i18n

_log = logging.getLogger(__name__)


class LanguageMenu(QMenu):
    """``QMenu`` titled "&Language": first "System language" (``system_action``, the setting
    ``""``: the game follows the system's language, as the Settings dialog's first entry does),
    then one exclusive, checkable action per entry of :data:`allfives_qt.i18n.LANGUAGES`;
    ``actions_by_code`` maps each code to its action.

    ``setting``: the saved choice, a code or ``""`` (default: the language now in use, as if
    chosen). Choosing an entry calls :func:`allfives_qt.i18n.install_language` when the language
    changes and then ``on_change(code)`` (``""`` for the system's language; not called when the
    entry was already the setting, nor when the translation file is missing: then the previous
    choice stays checked and a warning is logged).
    """

    def __init__(self, on_change: Callable[[str], None] | None = None,
                 parent: QWidget | None = None, setting: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("languageMenu")
        self._on_change = on_change
        self.setting = i18n.current_language() if setting is None else setting
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        self.system_action = QAction(self)
        self.system_action.setCheckable(True)
        self.system_action.setData("")
        self.system_action.setObjectName("language_system")
        self.group.addAction(self.system_action)
        self.addAction(self.system_action)
        self.addSeparator()
        self.actions_by_code: dict[str, QAction] = {}
        for code, name in i18n.LANGUAGES.items():
            action = QAction(self)  # not QAction(name, ...): its overloads build QIcon's enums
            action.setText(name)
            # Each name in its own script's font (play-test pt7 #6: under Hebrew the menu's font,
            # Noto Sans Hebrew first, shaped "தமிழ்" and Qt warned "OpenType support missing").
            # Named only: the bundled fonts are registered after the first paint (issue 14).
            action.setFont(i18n.font_for(code, register=False))
            action.setCheckable(True)
            action.setData(code)
            action.setObjectName(f"language_{code}")
            self.group.addAction(action)
            self.addAction(action)
            self.actions_by_code[code] = action
        self.group.triggered.connect(self._chosen)
        self.sync_checked()
        self.retranslate()

    def retranslate(self) -> None:
        """Set the menu's title in the current language, and its font for the current one."""
        self.setTitle(self.tr("&Language"))
        self.system_action.setText(self.tr("System language"))
        # The menu measures every name in its own font as well (play-test pt8 #1: in Hebrew, in
        # a window first shown in Tamil, "தமிழ்" was shaped in Noto Sans Hebrew): one that shapes
        # every name, as the Settings dialog's box has.
        self.setFont(i18n.names_font(register=False))

    def sync_checked(self) -> None:
        """Check "System language" when :attr:`setting` is ``""``, else the entry of
        :func:`allfives_qt.i18n.current_language`."""
        action = (self.system_action if self.setting == ""
                  else self.actions_by_code.get(i18n.current_language()))
        if action is not None:
            action.setChecked(True)

    def _chosen(self, action: QAction) -> None:
        code = action.data()
        if code == self.setting:
            return
        language = code or i18n.system_language()
        if language != i18n.current_language():
            try:
                i18n.install_language(None, language)
            except (FileNotFoundError, ValueError) as error:
                _log.warning("cannot switch to %s: %s", language, error)
                self.sync_checked()
                return
        self.setting = code
        self.sync_checked()
        if self._on_change is not None:
            self._on_change(code)

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.sync_checked()
        super().changeEvent(event)


def build_language_menu(parent: QMainWindow | QMenuBar | QMenu,
                        on_change: Callable[[str], None] | None = None) -> LanguageMenu:
    """Create the Language menu and add it to ``parent``: a main window (added to its menu bar),
    a menu bar, or a menu (as a submenu). Returns the :class:`LanguageMenu`.

    ``on_change(code)``: called after the game switched to ``code`` (a key of
    :data:`allfives_qt.i18n.LANGUAGES`), e.g. to save the choice. Raises ``TypeError`` for any
    other kind of ``parent``.
    """
    if isinstance(parent, QMainWindow):
        bar = parent.menuBar()
    elif isinstance(parent, (QMenuBar, QMenu)):
        bar = parent
    else:
        raise TypeError(f"expected a QMainWindow, QMenuBar or QMenu, not {type(parent).__name__}")
    menu = LanguageMenu(on_change, bar)
    bar.addMenu(menu)
    return menu
