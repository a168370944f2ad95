"""Languages of the game: Qt translators, the locale, the layout direction and fonts (issue 5).

The game speaks English (the source language of every string), Swahili (``sw``), Hebrew (``he``,
right-to-left), Cebuano (``ceb``), Tamil (``ta``) and Russian (``ru``).

- Our translations are ``translations/allfives_<code>.qm``, built from the ``.ts`` files by
  ``translations/update.py``. Qt's own ``qtbase_<code>.qm`` is loaded as well where Qt ships one
  (Hebrew and Russian); for the other languages every word on screen comes from our files.
- The layout direction follows the translation of ``QT_LAYOUT_DIRECTION`` in the context
  ``QGuiApplication``: ``RTL`` in Hebrew, ``LTR`` elsewhere, the way Qt itself decides it.
- Tamil (and Hebrew) letters come from fonts bundled in ``resources/fonts/`` (SIL OFL 1.1,
  see ``resources/fonts/OFL.txt``), because a bare machine may have no font for that script.

Typical use at start-up, once the ``QApplication`` exists::

    from allfives_qt import i18n
    code = settings_value or i18n.system_language()
    i18n.install_language(app, code)

Everything here imports PySide6; the engine never imports this module.
"""

from __future__ import annotations

import gc
import sys
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QT_TRANSLATE_NOOP,
    QTranslator,
    Qt,
)
from PySide6.QtGui import QFont, QGuiApplication

# LANGUAGES: language code -> the language's own name, in menu order (one list for the program).
from allfives_qt.game_setup import LANGUAGES

# The language used when the system's is none of ours.
DEFAULT_LANGUAGE = "en"

# Font files bundled in ``resources/fonts/``, and the family each one registers.
BUNDLED_FONTS: dict[str, str] = {
    "NotoSansTamil-Regular.ttf": "Noto Sans Tamil",
    "NotoSansTamil-Bold.ttf": "Noto Sans Tamil",
    "NotoSansHebrew-Regular.ttf": "Noto Sans Hebrew",
    "NotoSansHebrew-Bold.ttf": "Noto Sans Hebrew",
}

# Languages whose script a bare machine may lack: the bundled family put first in their font.
SCRIPT_FAMILIES: dict[str, str] = {
    "ta": "Noto Sans Tamil",
    "he": "Noto Sans Hebrew",
}

# Languages for which Qt ships ``qtbase_<code>.qm`` (checked on disk as well before loading).
QT_TRANSLATED = ("he", "ru")

# The translation that decides the layout direction. Marked here so that lupdate writes the entry
# into every .ts file; the next comment is the note lupdate gives the translators.
#: Write "RTL" for a right-to-left language (Hebrew), "LTR" for every other.
_LAYOUT_DIRECTION_KEY = QT_TRANSLATE_NOOP("QGuiApplication", "QT_LAYOUT_DIRECTION")

_installed: list[QTranslator] = []
_current: str | None = None
_base_font: QFont | None = None
_registered: dict[str, str] | None = None


# ---------------------------------------------------------------------------------------------
# Where the files are


def _repo_root() -> Path:
    """The folder that holds ``allfives_qt/`` (a checkout's root, or site-packages)."""
    return Path(__file__).resolve().parent.parent


def _candidate_roots() -> list[Path]:
    """Folders that may hold ``resources/`` and ``translations/``, most specific first."""
    roots: list[Path] = []
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        roots.append(Path(frozen))
    package = Path(__file__).resolve().parent
    roots += [package, package.parent]
    return roots


def resource_file(*parts: str) -> Path:
    """Path of a file under ``resources/`` (e.g. ``resource_file("fonts", "OFL.txt")``).

    Uses :func:`allfives_qt.resources.resource_path` when that module exists (it knows checkouts,
    installed packages and PyInstaller bundles); otherwise looks in ``resources/`` next to and
    inside the package. The path is returned even if the file does not exist (the first candidate,
    so that error messages name a sensible place).
    """
    try:
        from allfives_qt.resources import resource_path  # type: ignore[import-not-found]
    except ImportError:
        resource_path = None
    if resource_path is not None:
        try:
            found = Path(resource_path(*parts))
        except (OSError, LookupError, ValueError):
            found = None
        if found is not None and found.exists():
            return found
    candidates = [root / "resources" / Path(*parts) for root in _candidate_roots()]
    for path in candidates:
        if path.exists():
            return path
    return candidates[-1]


def translations_dir() -> Path:
    """The folder holding ``allfives_<code>.qm``: :func:`allfives_qt.resources.translations_path`
    when that module exists, else the first of a PyInstaller bundle's, the package's and the
    checkout's ``translations/`` that holds our files (the checkout's when none does)."""
    try:
        from allfives_qt.resources import translations_path  # type: ignore[import-not-found]
    except ImportError:
        translations_path = None
    if translations_path is not None:
        found = Path(translations_path())
        if found.is_dir():
            return found
    for root in _candidate_roots():
        if (root / "translations" / "allfives_ru.qm").is_file():
            return root / "translations"
    return _repo_root() / "translations"


def qm_file(code: str) -> Path:
    """Path of our compiled translation for ``code`` (may not exist, e.g. for ``"en"``)."""
    return translations_dir() / f"allfives_{code}.qm"


# ---------------------------------------------------------------------------------------------
# Choosing a language


def normalise(code: str) -> str:
    """Map a language code or locale name (``"he"``, ``"he_IL"``, ``"ru-RU"``, ``"RU"``) to one
    of :data:`LANGUAGES`' keys. Raises ``ValueError`` when it is none of ours."""
    base = code.replace("-", "_").split("_")[0].lower()
    if base == "iw":  # the old code for Hebrew
        base = "he"
    if base not in LANGUAGES:
        raise ValueError(f"unsupported language {code!r}; expected one of {sorted(LANGUAGES)}")
    return base


def system_language(locale: QLocale | None = None) -> str:
    """The first of the system's preferred UI languages that the game speaks, else ``"en"``.

    ``locale``: the locale to ask (default ``QLocale.system()``, which on Linux follows
    ``LANGUAGE``/``LC_ALL``/``LC_MESSAGES``/``LANG``). Returns a key of :data:`LANGUAGES`.
    """
    locale = QLocale.system() if locale is None else locale
    names = list(locale.uiLanguages()) + [locale.name()]
    for name in names:
        try:
            return normalise(name)
        except ValueError:
            continue
    return DEFAULT_LANGUAGE


def current_language() -> str:
    """The code last given to :func:`install_language` (``"en"`` before any call)."""
    return _current or DEFAULT_LANGUAGE


# ---------------------------------------------------------------------------------------------
# Fonts


def register_fonts() -> list[str]:
    """Register every bundled font with ``QFontDatabase.addApplicationFont`` (once per process)
    and return the family names registered, in :data:`BUNDLED_FONTS` order, each once.

    Needs a ``QGuiApplication``. A file that is missing or that Qt cannot read is skipped (and its
    family left out of the result); the game then falls back to the system's fonts.
    """
    global _registered
    from PySide6.QtGui import QFontDatabase  # its enums are built here, not at start (issue 14)

    if _registered is None:
        _registered = {}
        for name, family in BUNDLED_FONTS.items():
            path = resource_file("fonts", name)
            if not path.is_file():
                continue
            font_id = QFontDatabase.addApplicationFont(str(path))
            if font_id < 0:
                continue
            families = QFontDatabase.applicationFontFamilies(font_id)
            _registered[name] = families[0] if families else family
    return list(dict.fromkeys(_registered.values()))


def _remember_base_font() -> QFont:
    """The application font as it was before this module first changed it."""
    global _base_font
    if _base_font is None:
        _base_font = QFont(QGuiApplication.font())
    return QFont(_base_font)


def font_for(code: str, register: bool = True) -> QFont:
    """The font the game uses for language ``code``: the application's usual font, with the
    bundled family for the language's script (Tamil, Hebrew) put first so that its letters come
    from it and anything else (Latin, digits, punctuation) from the usual families.

    Needs a ``QGuiApplication``; for Tamil and Hebrew, registers the bundled fonts if that was not
    done yet (``register=False``: names the family only, for a font used once they are). Raises
    ``ValueError`` for a code that is none of :data:`LANGUAGES`.
    """
    code = normalise(code)
    font = _remember_base_font()
    family = SCRIPT_FAMILIES.get(code)
    if family is None:
        return font
    if register:
        register_fonts()
    return _family_first(font, family)


def _family_first(font: QFont, family: str) -> QFont:
    """``font`` with ``family`` put first in its families, the others after it (each once)."""
    rest = [f for f in ([font.family()] + list(font.families())) if f and f != family]
    font.setFamilies([family] + list(dict.fromkeys(rest)))
    return font


def names_font(register: bool = True) -> QFont:
    """A font for text that mixes the languages' own names (the six names in a list): the current
    application font with the bundled Tamil family first. Qt shapes Tamil only with a font that
    has its OpenType tables and warns ("OpenType support missing", play-test pt7 #6) for every
    family it tries before one that has them; the other scripts' letters come from the families
    after it (Noto Sans Tamil has none of them). Needs a ``QGuiApplication``; ``register=False``:
    names the Tamil family only (:func:`font_for`)."""
    if register:
        register_fonts()
    return _family_first(QFont(QGuiApplication.font()), SCRIPT_FAMILIES["ta"])


# ---------------------------------------------------------------------------------------------
# Installing a language


def _remove_translators(app: QCoreApplication) -> None:
    while _installed:
        app.removeTranslator(_installed.pop())


def _load_qt_translator(code: str) -> QTranslator | None:
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if not (Path(folder) / f"qtbase_{code}.qm").is_file():
        return None
    translator = QTranslator()
    return translator if translator.load(f"qtbase_{code}", folder) else None


def set_layout_direction(app: QGuiApplication, direction: Qt.LayoutDirection) -> None:
    """Set ``app``'s layout direction with Python's cyclic garbage collector paused.

    Qt sends the change to a copy of its list of top-level widgets, calling the window's Python
    event handlers on the way. A collection inside one of them could free a parentless window held
    only by a reference cycle, and Qt would then reach the dead window in its copy: a crash in
    ``QApplicationPrivate::notifyLayoutDirectionChange`` (found by the tests, tests/test_i18n_gc.py
    shows it). So garbage is collected first, and the collector is paused until Qt has finished.
    Nothing is collected when the direction does not change, nor before the first window (the
    start-up: issue 14).
    """
    if app.layoutDirection() == direction:
        return
    enabled = gc.isenabled()
    if QGuiApplication.topLevelWindows():
        gc.collect()
    gc.disable()
    try:
        app.setLayoutDirection(direction)
    finally:
        if enabled:
            gc.enable()


def layout_direction() -> Qt.LayoutDirection:
    """The direction the installed translations ask for: the translation of
    ``QT_LAYOUT_DIRECTION`` in context ``QGuiApplication`` ("RTL" -> right-to-left)."""
    text = QCoreApplication.translate("QGuiApplication", _LAYOUT_DIRECTION_KEY)
    if text == "RTL":
        return Qt.LayoutDirection.RightToLeft
    return Qt.LayoutDirection.LeftToRight


def install_language(app: QCoreApplication | None, code: str) -> str:
    """Switch the running game to language ``code``, at once and without restarting.

    Steps: removes the translators this module installed before; sets ``QLocale.setDefault``
    (numbers, and the rules file the Rules dialog picks); sets the application font
    (:func:`font_for`; leaving Tamil, first that font with the Tamil family first, and the
    font itself once the new texts are in); installs ours (``translations/allfives_<code>.qm``),
    then Qt's ``qtbase_<code>.qm`` when Qt ships one (searched first, so Qt's own words keep
    Qt's translation; :mod:`allfives_qt.ui.qt_words`); sets the layout direction from the
    translation of ``QT_LAYOUT_DIRECTION``, and the application's display name (which Qt adds to
    window titles) from the game's name. Installing and removing translators makes Qt send
    ``QEvent.LanguageChange`` to every widget; the posted events are delivered before this returns,
    so every ``retranslate()`` has run by then.

    ``app``: the application (None: ``QCoreApplication.instance()``). Returns the normalised code.
    Raises ``ValueError`` for a code that is none of :data:`LANGUAGES`, ``RuntimeError`` when there
    is no application, and ``FileNotFoundError`` when our ``.qm`` file for a language other than
    English is missing (build it with ``python3 translations/update.py``).
    """
    global _current
    code = normalise(code)
    app = app if app is not None else QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language needs a QApplication")
    ours = None
    path = qm_file(code)
    if code != DEFAULT_LANGUAGE or path.is_file():  # English: only plural forms, if built
        ours = QTranslator()
        if not ours.load(str(path)):
            raise FileNotFoundError(f"no compiled translation {path}; run translations/update.py")
    _remove_translators(app)
    QLocale.setDefault(QLocale(code))
    font = font_for(code) if isinstance(app, QGuiApplication) else None
    if font is not None:
        # Qt posts the font change to each widget: deliver it before the new texts arrive, so no
        # widget lays out the new language's text in the old language's font (play-test pt7 #6:
        # Tamil titles measured in Noto Sans Hebrew, "OpenType support missing"). Leaving Tamil,
        # the old texts are still Tamil until then: a font with the Tamil family still first
        # bridges the two (pt8 #1: Tamil labels measured in Noto Sans Hebrew); the new language's
        # own font follows once its texts are in.
        tamil = SCRIPT_FAMILIES["ta"]
        leaving_tamil = code != "ta" and QGuiApplication.font().families()[:1] == [tamil]
        _set_app_font(app, _family_first(QFont(font), tamil) if leaving_tamil else font)
    qt_own = _load_qt_translator(code) if code in QT_TRANSLATED else None
    # The last installed is searched first: Qt's own catalogue answers for Qt's words where it
    # has them, ours for the game's and for the Qt words Qt leaves out (ui/qt_words.py).
    for translator in (ours, qt_own):
        if translator is not None:
            app.installTranslator(translator)
            _installed.append(translator)
    if isinstance(app, QGuiApplication):
        set_layout_direction(app, layout_direction())
        # The name Qt adds to every window's title: in the new language before the windows set
        # their new titles (play-test pt42 #1: after a switch the titles kept the first
        # language's name, "All Fives — כל החמישיות").
        app.setApplicationDisplayName(QCoreApplication.translate("MainWindow", "All Fives"))
    _current = code
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    if font is not None and QGuiApplication.font() != font:
        _set_app_font(app, font)
    return code


def _set_app_font(app: QGuiApplication, font: QFont) -> None:
    """Make ``font`` the application font and deliver the change to every widget at once."""
    app.setFont(font)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.ApplicationFontChange)
