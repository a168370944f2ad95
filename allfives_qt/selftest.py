"""``allfives-qt --self-test``: prove that an installed or frozen All Fives works (issue 7).

The self-test needs no screen: when neither ``DISPLAY`` nor ``WAYLAND_DISPLAY`` is set (and
``QT_QPA_PLATFORM`` is not either) it picks Qt's ``offscreen`` platform itself. It prints one line
per check on standard output::

    ok   <check>: <what was checked>
    skip <check>: not built yet
    FAIL <check>: <reason>

and returns 0 when no check failed, 1 otherwise; with ``ALLFIVES_CI_STRICT=1`` (CI) a skip fails
too. Nothing reaches standard error: Qt's messages are caught with ``qInstallMessageHandler``,
Python warnings with :mod:`warnings`, and anything a library writes to file descriptor 2 while a
check runs is caught too; each of them, unless listed in :data:`EXPECTED_QT_MESSAGES`, fails the
check that caused it.

Adding a check: a function of the :class:`Context` returning a short description of what it
checked (or None), decorated with ``@check("name")`` (``qt=True`` when it needs the QApplication);
it raises :class:`Skip` when its subject does not exist yet (:func:`require_module`), any other
exception fails it. Checks run in the order they are defined.
"""

from __future__ import annotations

import importlib
import importlib.util
import inspect
import json
import os
import re
import struct
import sys
import tempfile
import traceback
import warnings
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, TextIO

from allfives_qt.resources import resource_path, translations_path

# Qt messages that are not a fault of the program (the offscreen platform lacking window
# features, a headless session without a runtime folder). Regular expressions, searched.
EXPECTED_QT_MESSAGES: tuple[str, ...] = (
    r"^This plugin does not support ",
    r"^QStandardPaths: (XDG_RUNTIME_DIR not set|runtime directory|wrong permissions on runtime directory)",
)
# Set this environment variable to 1 to print the traceback of a failed check (on stdout).
VERBOSE_ENV = "ALLFIVES_SELFTEST_VERBOSE"
STRICT_ENV = "ALLFIVES_CI_STRICT"  #: 1 (CI sets it): every skipped check fails instead
# The variable that points the game's files (allfives_qt.storage.paths) at another folder; the
# self-test points it at its temporary folder while it runs.
HOME_ENV = "ALLFIVES_HOME"
# Seed of the engine's all-computer game.
ENGINE_SEED = 20240607
# Unicode block of the Tamil script.
TAMIL = range(0x0B80, 0x0C00)


class Skip(Exception):
    """Raised by a check whose subject is not built yet; prints a ``skip`` line, not a failure."""


@dataclass(frozen=True)
class Check:
    """One self-check: its ``name`` (printed), the function ``run(ctx) -> str | None`` and whether
    it needs Qt's application object (``qt``)."""

    name: str
    run: Callable[["Context"], str | None]
    qt: bool = False


# Every check, in the order it runs.
CHECKS: list[Check] = []


def check(name: str, *, qt: bool = False) -> Callable[[Callable[["Context"], str | None]], Callable]:
    """Decorator: register the function as the check ``name`` in :data:`CHECKS` (``qt``: it needs
    the QApplication, created once on first need). Returns the function unchanged."""

    def register(func: Callable[["Context"], str | None]) -> Callable[["Context"], str | None]:
        CHECKS.append(Check(name, func, qt))
        return func

    return register


def module_exists(name: str) -> bool:
    """Whether the module ``name`` (dotted) can be found, without importing it (its parent packages
    are imported). A module that exists but fails to import is found here, and fails later."""
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


def require_module(name: str) -> Any:
    """Import and return module ``name``; raise :class:`Skip` ("not built yet") when it does not
    exist. An import error inside an existing module is raised as it is (the check fails)."""
    if not module_exists(name):
        raise Skip("not built yet")
    return importlib.import_module(name)


class Context:
    """What the checks share: a temporary folder (:attr:`tmp`), the QApplication (:meth:`app`)
    and the Qt messages caught so far (:attr:`qt_messages`, unexpected ones only)."""

    def __init__(self, tmp: Path) -> None:
        self.tmp = tmp
        self.qt_messages: list[str] = []
        self._app = None
        self._previous_handler = None
        self._handler_installed = False
        self.font_families: list[str] = []

    def _on_qt_message(self, mode, _context, message: str) -> None:
        from PySide6.QtCore import QtMsgType

        if mode in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg):
            return
        if any(re.search(p, message) for p in EXPECTED_QT_MESSAGES):
            return
        self.qt_messages.append(message)

    def install_qt_handler(self) -> None:
        """Route Qt's messages to :attr:`qt_messages` (done before the QApplication is made)."""
        if self._handler_installed:
            return
        from PySide6.QtCore import qInstallMessageHandler

        self._previous_handler = qInstallMessageHandler(self._on_qt_message)
        self._handler_installed = True

    def app(self):
        """Return the QApplication, creating it (with the None-reference work-around of
        :mod:`allfives_qt.ui` when present) on the first call."""
        if self._app is not None:
            return self._app
        self.install_qt_handler()
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
        if app is None:
            app = QApplication([sys.argv[0] if sys.argv else "allfives-qt"])
            app.setApplicationName("All Fives")
        self._app = app
        return app

    def close(self) -> None:
        """Let posted deletions and worker threads finish, then give Qt's messages back."""
        if self._app is not None:
            from PySide6.QtCore import QCoreApplication, QEvent, QThreadPool

            QThreadPool.globalInstance().waitForDone(5000)
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            QCoreApplication.processEvents()
        if self._handler_installed:
            from PySide6.QtCore import qInstallMessageHandler

            qInstallMessageHandler(self._previous_handler)
            self._handler_installed = False


def choose_platform(environ: dict[str, str] | os._Environ = os.environ) -> str | None:
    """Set ``QT_QPA_PLATFORM=offscreen`` in ``environ`` on Linux and other X11/Wayland systems when
    there is no screen (neither ``DISPLAY`` nor ``WAYLAND_DISPLAY``) and the variable is unset.
    Return the platform it set, or None when it changed nothing."""
    from allfives_qt.cli import missing_display

    if missing_display(environ) is None:
        return None
    environ["QT_QPA_PLATFORM"] = "offscreen"
    return "offscreen"


# ----------------------------------------------------------------------------- running
def _one_line(text: str, limit: int = 300) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def run_check(c: Check, ctx: Context) -> tuple[str, str]:
    """Run check ``c``; return ``(status, detail)`` where status is ``"ok"``, ``"skip"`` or
    ``"FAIL"``. Output on file descriptor 2, Python warnings and unexpected Qt messages during the
    check make it fail."""
    sys.stderr.flush()
    saved_fd = os.dup(2)
    captured = tempfile.TemporaryFile()
    os.dup2(captured.fileno(), 2)
    n_qt = len(ctx.qt_messages)
    status, detail = "ok", ""
    try:
        with warnings.catch_warnings(record=True) as caught:
            try:
                if c.qt:
                    ctx.app()
                detail = c.run(ctx) or ""
            except Skip as exc:
                status, detail = "skip", str(exc) or "not built yet"
                if os.environ.get(STRICT_ENV) == "1":  # CI: nothing may be missing
                    status, detail = "FAIL", f"strict mode ({STRICT_ENV}=1): {detail}"
            except Exception as exc:  # noqa: BLE001 - any error is this check's failure
                status = "FAIL"
                detail = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
                if os.environ.get(VERBOSE_ENV) == "1":
                    detail += "\n" + traceback.format_exc()
        if ctx._app is not None:
            from PySide6.QtCore import QCoreApplication

            QCoreApplication.processEvents()  # deliver messages the check's events cause
    finally:
        sys.stderr.flush()
        os.dup2(saved_fd, 2)
        os.close(saved_fd)
        captured.seek(0)
        err = captured.read().decode("utf-8", "replace").strip()
        captured.close()
    problems = []
    if ctx.qt_messages[n_qt:]:
        problems.append("Qt message: " + ctx.qt_messages[n_qt])
    if caught:
        w = caught[0]
        problems.append(f"warning: {w.category.__name__}: {w.message}")
    if err:
        problems.append("standard error: " + err.splitlines()[0])
    if problems and status != "FAIL":
        status, detail = "FAIL", "; ".join(problems)
    elif problems:
        detail += " (also " + "; ".join(problems) + ")"
    return status, detail


def run_checks(checks: list[Check] | None = None, out: TextIO | None = None) -> int:
    """Run ``checks`` (default :data:`CHECKS`) and print one line for each on ``out`` (default
    standard output); return 0 when none failed, else 1. Creates and removes its own temporary
    folder, and points :data:`HOME_ENV` there while the checks run, so that the player's files are
    never touched; sets the offscreen platform when there is no screen (:func:`choose_platform`)."""
    out = out or sys.stdout
    choose_platform()
    failed = []
    with tempfile.TemporaryDirectory(prefix="allfives-selftest-") as tmp:
        ctx = Context(Path(tmp))
        # The window must not touch the player's own settings and saved game.
        saved_home = os.environ.get(HOME_ENV)
        os.environ[HOME_ENV] = str(Path(tmp) / "home")
        try:
            for c in CHECKS if checks is None else checks:
                status, detail = run_check(c, ctx)
                if status == "FAIL":
                    failed.append(c.name)
                label = {"ok": "ok  ", "skip": "skip", "FAIL": "FAIL"}[status]
                text = detail if os.environ.get(VERBOSE_ENV) == "1" else _one_line(detail)
                try:
                    out.write(f"{label} {c.name}" + (f": {text}" if text else "") + "\n")
                    out.flush()
                except BrokenPipeError:  # the reader went away (``| head``): go on silently
                    out = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
                    if sys.stdout is not None and not sys.stdout.closed:
                        os.dup2(out.fileno(), sys.stdout.fileno())
        finally:
            ctx.close()
            if saved_home is None:
                os.environ.pop(HOME_ENV, None)
            else:
                os.environ[HOME_ENV] = saved_home
    return 1 if failed else 0


def run_self_test() -> int:
    """The ``--self-test`` command: run every check in :data:`CHECKS`; return the exit status
    (0: none failed; 1: at least one ``FAIL`` line names what failed)."""
    reconfigure = getattr(sys.stdout, "reconfigure", None)
    if reconfigure is not None:  # a path or message a Windows console cannot show must not crash
        reconfigure(errors="backslashreplace")
    return run_checks()


# ----------------------------------------------------------------------------- checks
@check("engine game")
def check_engine_game(ctx: Context) -> str:
    """A seeded 2-player game between computer players (pure engine and AI) is played to its end;
    its record, written to JSON and read back, replays to the same report (RULES.md, "Game records")."""
    from allfives_qt.engine.game import Game
    from allfives_qt.engine.record import replay_record
    from allfives_qt.engine.rules import Rules

    rules = Rules.make(2, target=150)
    game = Game(rules, seed=ENGINE_SEED)
    try:
        from allfives_qt.ai import make_player

        players = [make_player(level, seed=ENGINE_SEED + seat, rules=rules)
                   for seat, level in enumerate(("greedy", "easy"))]
        choose = lambda seat, view: players[seat].choose(view)  # noqa: E731
    except ImportError:
        choose = lambda seat, view: view.legal[0]  # noqa: E731
    plays = 0
    while not game.over:
        if game.hand_over:
            game.next_hand()
            continue
        game.do_forced()
        if game.hand_over:
            continue
        seat = game.hand.turn
        move = choose(seat, game.hand.view(seat))
        game.play(move.tile, move.end)
        plays += 1
        if plays > 5000:
            raise RuntimeError("the game did not end after 5000 plays")
    if game.winner is None:
        raise RuntimeError("the game ended without a winner")
    record = json.loads(json.dumps(game.to_record()))
    again = replay_record(record)
    if again.report() != game.report():
        raise RuntimeError(f"the record replays to scores {again.scores}, the game had {game.scores}")
    return (f"{len(game.logs)} hands, {plays} plays, scores {'-'.join(map(str, game.scores))}, "
            "record replays the same")


def _blank(image) -> bool:
    """Whether every pixel of the QImage (32 bits a pixel) has the same value."""
    data = bytes(image.constBits())
    step = image.bytesPerLine()
    width = image.width() * 4
    rows = [data[y * step:y * step + width] for y in range(image.height())]
    first = rows[0][:4]
    return all(r == first * image.width() for r in rows)


@check("tiles paint", qt=True)
def check_tiles_paint(ctx: Context) -> str:
    """All 28 tiles, face up and face down, paint to an image at twice their size; no image is
    blank, the 28 faces all differ and no back looks like a face."""
    tile_item = require_module("allfives_qt.ui.tile_item")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    faces, backs = set(), set()
    for tile in range(28):
        for face_up in (True, False):
            item = tile_item.TileItem(tile, face_up)
            rect = item.boundingRect()
            image = QImage(int(rect.width() * 2) + 1, int(rect.height() * 2) + 1,
                           QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.scale(2, 2)
            painter.translate(-rect.topLeft())
            item.paint(painter, QStyleOptionGraphicsItem(), None)
            painter.end()
            if _blank(image):
                raise RuntimeError(f"tile {tile} face {'up' if face_up else 'down'} paints nothing")
            (faces if face_up else backs).add(bytes(image.constBits()))
    if len(faces) != 28:
        raise RuntimeError(f"only {len(faces)} different faces for 28 tiles")
    if faces & backs:
        raise RuntimeError("a face-down tile looks like a face-up one")
    return "28 faces and backs"


@check("main window", qt=True)
def check_main_window(ctx: Context) -> str:
    """The main window opens and paints; with computer players only at full speed, its controller
    plays tiles on the table; the window then closes cleanly."""
    main_window = require_module("allfives_qt.ui.main_window")
    from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QTimer

    cls = main_window.MainWindow
    offered = {"seed": ENGINE_SEED, "demo": True, "speed": "instant"}
    params = inspect.signature(cls).parameters
    missing = [n for n, p in params.items() if p.default is inspect.Parameter.empty
               and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY) and n not in offered]
    if missing:
        raise RuntimeError(f"MainWindow needs {', '.join(missing)}, which the self-test does not know")
    window = cls(**{k: v for k, v in offered.items() if k in params})
    played = []
    try:
        window.show()
        QCoreApplication.processEvents()
        if not window.isVisible():
            raise RuntimeError("the window is not visible after show()")
        if _blank(window.grab().toImage().convertToFormat(_argb32())):
            raise RuntimeError("the window paints nothing")
        controller = getattr(window, "controller", None)
        start = getattr(window, "start_default_game", None)
        if controller is not None and start is not None and hasattr(controller, "tilePlayed"):
            if hasattr(window, "set_pace"):
                window.set_pace(0, 0)
            loop = QEventLoop()

            def on_play(*args) -> None:
                played.append(args)
                if len(played) >= 4:
                    loop.quit()

            controller.tilePlayed.connect(on_play)
            QTimer.singleShot(30000, loop.quit)
            start()
            if len(played) < 4:
                loop.exec()
            if not played:
                raise RuntimeError("no tile was played in 30 seconds of an all-computer game")
    finally:
        window.close()
        window.deleteLater()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()
    from PySide6.QtGui import QGuiApplication

    return (f"opened on {QGuiApplication.platformName()}, painted"
            + (f", {len(played)} tiles played by computers" if played else "") + ", closed")


def _argb32():
    from PySide6.QtGui import QImage

    return QImage.Format.Format_ARGB32


@check("app icon", qt=True)
def check_app_icon(ctx: Context) -> str:
    """The application icon has every hicolor size and its 48-pixel image is not blank."""
    from allfives_qt.resources import ICON_SIZES, app_icon

    icon = app_icon()
    if icon.isNull():
        raise RuntimeError(f"no icon under {resource_path('icons')}")
    sizes = sorted(s.width() for s in icon.availableSizes())
    lacking = [s for s in ICON_SIZES if s not in sizes]
    if lacking:
        raise RuntimeError(f"icon sizes missing: {lacking}")
    if _blank(icon.pixmap(48, 48).toImage().convertToFormat(_argb32())):
        raise RuntimeError("the 48-pixel icon is blank")
    return f"{len(sizes)} sizes"


def qm_translations(path: Path) -> list[str]:
    """Return the translated texts stored in the Qt ``.qm`` file at ``path``.

    A ``.qm`` file is a 16-byte magic number and blocks of (1-byte tag, 4-byte big-endian length);
    the messages block (tag 0x69) holds tagged fields, among them translations (field 3: 4-byte
    length and UTF-16BE text) ending at field 1. Raises ``ValueError`` for a file it cannot read.
    """
    data = path.read_bytes()
    magic = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
    if not data.startswith(magic):
        raise ValueError(f"{path.name} is not a .qm file")
    pos, texts = len(magic), []
    while pos + 5 <= len(data):
        tag, length = data[pos], struct.unpack_from(">I", data, pos + 1)[0]
        pos += 5
        block = data[pos:pos + length]
        pos += length
        if tag != 0x69:
            continue
        i = 0
        while i < len(block):
            field = block[i]
            i += 1
            if field == 1:  # end of a message
                continue
            if field == 5:  # obsolete 4-byte field
                i += 4
                continue
            if field not in (2, 3, 4, 6, 7, 8, 9):
                raise ValueError(f"{path.name}: unknown field {field} in the messages block")
            n = struct.unpack_from(">I", block, i)[0]
            i += 4
            if n == 0xFFFFFFFF:
                continue
            if field == 3:
                texts.append(block[i:i + n].decode("utf-16-be"))
            i += n
    return texts


def ts_translations(path: Path) -> list[str]:
    """Return the texts of every ``<translation>`` (and plural ``<numerusform>``) in the Qt
    Linguist ``.ts`` file at ``path``. Raises ``xml.etree.ElementTree.ParseError``."""
    root = ET.parse(path).getroot()
    return ["".join(el.itertext()) for el in root.iter("translation")]


@check("translations", qt=True)
def check_translations(ctx: Context) -> str:
    """Every ``translations/*.qm`` loads into a QTranslator and holds translations; Qt's own
    ``qtbase_he.qm`` and ``qtbase_ru.qm`` load from Qt's translations folder."""
    from PySide6.QtCore import QLibraryInfo, QTranslator

    folder = translations_path()
    files = sorted(folder.glob("*.qm")) if folder.is_dir() else []
    if not files:
        raise Skip(f"not built yet (no .qm file in {folder})")
    bad = []
    for f in files:
        tr = QTranslator()
        if not tr.load(str(f)):
            bad.append(f.name)
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for lang in ("he", "ru"):
        tr = QTranslator()
        if not tr.load(f"qtbase_{lang}", qt_dir):
            bad.append(f"qtbase_{lang}.qm (in {qt_dir})")
    if bad:
        raise RuntimeError("cannot load " + ", ".join(bad))
    return f"{len(files)} files ({', '.join(f.stem for f in files)}) and Qt's he, ru"


@check("languages", qt=True)
def check_languages(ctx: Context) -> str:
    """The game switches to each of its languages with :func:`allfives_qt.i18n.install_language`
    and back to English; Hebrew lays the window out right to left once its translation is built,
    every other language left to right."""
    i18n = require_module("allfives_qt.i18n")
    from PySide6.QtCore import Qt

    app = ctx.app()
    hebrew_built = False
    he_qm = translations_path("allfives_he.qm")
    if he_qm.is_file():
        hebrew_built = bool(qm_translations(he_qm))
    wrong = []
    try:
        for code in i18n.LANGUAGES:
            i18n.install_language(app, code)
            rtl = app.layoutDirection() == Qt.LayoutDirection.RightToLeft
            if rtl != (code == "he") and (code != "he" or hebrew_built):
                wrong.append(f"{code} is {'right to left' if rtl else 'left to right'}")
    finally:
        i18n.install_language(app, "en")
    if wrong:
        raise RuntimeError("; ".join(wrong))
    return (f"{', '.join(i18n.LANGUAGES)}"
            + ("" if hebrew_built else " (Hebrew not translated yet: direction not checked)"))


@check("fonts", qt=True)
def check_fonts(ctx: Context) -> str:
    """Every bundled font (``resources/fonts/*.ttf``, ``*.otf``) registers with QFontDatabase."""
    from PySide6.QtGui import QFontDatabase

    folder = resource_path("fonts")
    files = sorted(p for p in folder.glob("*") if p.suffix.lower() in (".ttf", ".otf")) if folder.is_dir() else []
    if not files:
        raise Skip(f"not built yet (no font in {folder})")
    bad = []
    for f in files:
        fid = QFontDatabase.addApplicationFont(str(f))
        if fid < 0:
            bad.append(f.name)
        else:
            ctx.font_families.extend(QFontDatabase.applicationFontFamilies(fid))
    if bad:
        raise RuntimeError("cannot load " + ", ".join(bad))
    return f"{len(files)} files: {', '.join(sorted(set(ctx.font_families)))}"


def tamil_letters() -> tuple[set[str], str] | None:
    """Return the Tamil characters of the Tamil translation and the files they came from (both
    ``translations/allfives_ta.qm``, what the game loads, and ``allfives_ta.ts``, what it is built
    from, when present; a bundle has only the ``.qm``). None when neither file exists."""
    chars: set[str] = set()
    sources = []
    for name, reader in (("allfives_ta.qm", qm_translations), ("allfives_ta.ts", ts_translations)):
        path = translations_path(name)
        if path.is_file():
            sources.append(name)
            chars |= {ch for text in reader(path) for ch in text if ord(ch) in TAMIL}
    return (chars, " and ".join(sources)) if sources else None


def missing_characters(family: str, chars: set[str]) -> list[str]:
    """Return the characters of ``chars`` that the font ``family`` has no glyph for, sorted
    (``QRawFont.supportsCharacter`` with the code point: given a one-letter string, PySide6 picks
    the ``QChar`` overload and answers wrongly). Needs a QGuiApplication."""
    from PySide6.QtGui import QFont, QRawFont

    raw = QRawFont.fromFont(QFont(family))
    return sorted(ch for ch in chars if not raw.supportsCharacter(ord(ch)))


@check("tamil glyphs", qt=True)
def check_tamil_glyphs(ctx: Context) -> str:
    """A bundled font has a glyph for every Tamil character of the Tamil translation
    (``QRawFont.supportsCharacter``)."""
    from PySide6.QtGui import QFontDatabase

    found = tamil_letters()
    if found is None:
        raise Skip(f"not built yet (no allfives_ta.qm or .ts in {translations_path()})")
    chars, source = found
    if not chars:
        raise Skip(f"not translated yet: no Tamil letters in {source}")
    if not ctx.font_families:  # the fonts check did not run first: register them here
        folder = resource_path("fonts")
        for f in sorted(folder.glob("*")) if folder.is_dir() else []:
            if f.suffix.lower() in (".ttf", ".otf"):
                fid = QFontDatabase.addApplicationFont(str(f))
                if fid >= 0:
                    ctx.font_families.extend(QFontDatabase.applicationFontFamilies(fid))
    if not ctx.font_families:
        raise Skip(f"not built yet (no font in {resource_path('fonts')})")
    best, best_missing = None, sorted(chars)
    for family in dict.fromkeys(ctx.font_families):
        missing = missing_characters(family, chars)
        if len(missing) < len(best_missing):
            best, best_missing = family, missing
    if best is None or best_missing:
        shown = " ".join(f"U+{ord(ch):04X}" for ch in best_missing[:8])
        raise RuntimeError(f"no bundled font covers the Tamil letters of {source}; missing {shown}"
                           + (f" in {best}" if best else ""))
    return f"{len(chars)} letters of {source} in {best}"


# Saving and reading, and the main window in each language, in their own modules (this one is
# near its size limit); imported in the order their checks run.
from allfives_qt import selftest_storage, selftest_languages, selftest_sound  # noqa: E402,F401,I001
