"""Self-test check "window languages" (issue 15): the main window in each of the game's languages.

Registered with :func:`allfives_qt.selftest.check` when :mod:`allfives_qt.selftest` is imported.
It proves that a bundle trimmed of Qt plugins, translations and ICU data (``packaging/trim_icu.py``)
still serves every language: for each code of :data:`allfives_qt.i18n.LANGUAGES` the window is
built in that language, shown and painted, its menu titles are translated (not the English ones),
Hebrew lays it out right to left, and ICU's locale services that Qt uses (number formatting,
case mapping, collation) work in that language.
"""

from __future__ import annotations

from typing import Any

from allfives_qt.selftest import ENGINE_SEED, Context, check, require_module

#: A word per language, and its upper case in that language (ICU's case mapping).
UPPER_CASE = {"en": ("tile", "TILE"), "sw": ("kete", "KETE"), "he": ("אבן", "אבן"),
              "ceb": ("piraso", "PIRASO"), "ta": ("காய்", "காய்"), "ru": ("кость", "КОСТЬ")}


def _menu_titles(window: Any) -> list[str]:
    return [a.text() for a in window.menuBar().actions() if a.text()]


def _open_window(main_window: Any, code: str) -> tuple[list[str], bool]:
    """Build, show and paint the main window in the installed language; return its menu titles
    and whether it is laid out right to left. Raises RuntimeError when it paints nothing."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtGui import QImage

    window = main_window.MainWindow(seed=ENGINE_SEED, demo=True, speed="instant")
    try:
        window.show()
        QCoreApplication.processEvents()
        image = window.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
        if image.isNull() or len({image.pixel(x, y) for x in range(0, image.width(), 37)
                                  for y in range(0, image.height(), 29)}) < 2:
            raise RuntimeError(f"the window paints nothing in {code}")
        return _menu_titles(window), window.isRightToLeft()
    finally:
        window.close()
        window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()


def _locale_services(code: str) -> None:
    """Raise RuntimeError when ICU-backed locale services fail in language ``code``."""
    from PySide6.QtCore import QCollator, QLocale

    locale = QLocale(code)
    word, upper = UPPER_CASE[code]
    if locale.toUpper(word) != upper:
        raise RuntimeError(f"{code}: upper case of {word!r} is {locale.toUpper(word)!r}")
    if not locale.toString(1234567.5, "f", 1).strip():
        raise RuntimeError(f"{code}: no number formatting")
    collator = QCollator(locale)
    if sorted(["b", "c", "a"], key=collator.sortKey) != ["a", "b", "c"]:
        raise RuntimeError(f"{code}: collation sorts a, b, c wrongly")


@check("window languages", qt=True)
def check_window_languages(ctx: Context) -> str:
    """The main window opens in every language of the game, translated, right to left in Hebrew
    only, and the locale services Qt takes from ICU work in each."""
    i18n = require_module("allfives_qt.i18n")
    main_window = require_module("allfives_qt.ui.main_window")
    app = ctx.app()
    english: list[str] = []
    try:
        for code in i18n.LANGUAGES:
            i18n.install_language(app, code)
            titles, rtl = _open_window(main_window, code)
            if code == i18n.DEFAULT_LANGUAGE:
                english = titles
            elif not titles or titles == english:
                raise RuntimeError(f"the menus are not translated in {code}: {titles}")
            if rtl != (code == "he"):
                raise RuntimeError(f"{code} is laid out {'right to left' if rtl else 'left to right'}")
            _locale_services(code)
    finally:
        i18n.install_language(app, i18n.DEFAULT_LANGUAGE)
    return f"{', '.join(i18n.LANGUAGES)}: window painted with translated menus; ICU locale services work"
