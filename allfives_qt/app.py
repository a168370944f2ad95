"""Start-up of the game window: the QApplication, then the main window (issue 3)."""

from __future__ import annotations

import gc
import os
import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication


def spare_feature_checks() -> int:
    """Tell PySide6 beforehand what it would read in the source of each module imported after
    QtCore, and return how many module names were entered.

    PySide6 (6.x) follows every import with ``PySide6.support.feature.feature_imported``: a module
    it has not seen yet has its whole source read (:func:`inspect.getsource`) to see whether it
    names PySide6, and the answer is kept in ``pyside_feature_dict`` for PySide6's opt-in
    ``from __feature__ import snake_case, true_property`` (0: the module uses PySide6 with the
    default selection; -1: it does not, ignored). The game selects no feature; the reads cost
    about 0.3 ms a module, 13 ms for the 63 modules on the way to the first paint (issue 14,
    goal 1). Entered here: every module of the standard library (:data:`sys.stdlib_module_names`,
    -1: none uses PySide6) and of this package (0: found by listing its folders, none imported).
    Entries already there are kept. Does nothing (returns 0) when PySide6 keeps no such dict, as
    a later PySide6 may not; modules it then reads are read as before."""
    feature = sys.modules.get("PySide6.support.feature")
    known = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(known, dict):
        return 0
    before = len(known)
    for name in sys.stdlib_module_names:
        known.setdefault(name, -1)
    root = os.path.dirname(os.path.abspath(__file__))
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if os.path.isfile(os.path.join(folder, d, "__init__.py"))]
        rel = os.path.relpath(folder, root)
        package = __package__ if rel == os.curdir else ".".join([__package__, *rel.split(os.sep)])
        known.setdefault(package, 0)
        for file in files:
            if file.endswith(".py") and file != "__init__.py":
                known.setdefault(f"{package}.{file[:-3]}", 0)
    return len(known) - before


spare_feature_checks()


def start_language(app: QApplication, code: str = "") -> str:
    """Install language ``code`` (the player's setting), or when it is empty the system's language
    when the game speaks it (else English); return the language code installed. A missing
    translation file falls back to English instead of stopping the game. The bundled fonts are
    registered now when the language needs one (Tamil, Hebrew: :func:`~allfives_qt.i18n.font_for`),
    else by ``run_app`` just after the window's first paint (issue 14)."""
    from allfives_qt import i18n

    try:
        return i18n.install_language(app, code or i18n.system_language())
    except (FileNotFoundError, ValueError):
        return i18n.install_language(app, i18n.DEFAULT_LANGUAGE)


# At a first start, the share of the screen's available width and height the window takes when
# that is more than its first size (1280 x 800; play-test pt25 #7: on a 1920 x 1080 screen it
# covered about half of it).
FIRST_SHARE = 0.85


def fit_to_screen(window, grow: bool = False) -> None:
    """Shrink ``window`` to the screen's available area when it is larger (a small screen, or a
    saved size from a bigger one), less the room of the window system's title bar and frame
    (:data:`~allfives_qt.ui.screen_fit.TITLE_ROOM`, ``SIDE_ROOM``), and move it to the top of that
    area, in the middle across (play-test pt40 #1: on a 1366 x 768 screen the status bar was
    below its bottom edge); the table rescales with the window. ``grow`` (a first start: no size
    saved): on a larger screen, make it :data:`FIRST_SHARE` of the available area, in the middle
    of it. A window that fits but lies partly off the area (a saved place from a larger screen,
    or a damaged ``window.json``: play-test pt111 #9) is moved onto it, title bar included."""
    from allfives_qt.ui.screen_fit import SIDE_ROOM, TITLE_ROOM

    screen = window.screen()
    if screen is None:
        return
    avail = screen.availableGeometry()
    most_w, most_h = avail.width() - SIDE_ROOM, avail.height() - TITLE_ROOM
    if window.width() > most_w or window.height() > most_h:
        w, h = min(window.width(), most_w), min(window.height(), most_h)
        window.resize(w, h)
        window.move(avail.x() + (avail.width() - w) // 2, avail.y())
    elif not grow:
        # The size it will show at: a restored size below its least one grows when shown (pt111).
        size = window.size().expandedTo(window.minimumSize()).expandedTo(window.minimumSizeHint())
        g = window.geometry()  # the frame's place before the first show: its title bar's room
        x = min(max(g.x(), avail.x()), avail.x() + avail.width() - size.width() - SIDE_ROOM)
        y = min(max(g.y(), avail.y()), avail.y() + avail.height() - size.height() - TITLE_ROOM)
        if (x, y) != (g.x(), g.y()):
            window.move(x, y)
    else:
        w, h = int(avail.width() * FIRST_SHARE), int(avail.height() * FIRST_SHARE)
        if w > window.width() and h > window.height():
            window.resize(w, h)
            window.move(avail.x() + (avail.width() - w) // 2, avail.y() + (avail.height() - h) // 2)


class AfterFirstPaint(QObject):
    """Event filter that calls ``then()`` once, just after the watched window's first paint, or
    after ``latest_ms`` if the window is never painted (e.g. it starts minimized). The start-up
    work that follows (the resume question, the New game dialog) then never delays the first
    sight of the window (issue 14). It belongs to the window: deleted with it, it never calls."""

    def __init__(self, window, then, latest_ms: int = 1000) -> None:
        super().__init__(window)
        self._window, self._then, self._done = window, then, False
        window.installEventFilter(self)
        self._timer = QTimer(self)  # a child: no call once the window (and this) is deleted
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fire)
        self._timer.start(latest_ms)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt's name)
        if obj is self._window and event.type() == QEvent.Type.Paint and not self._done:
            self._timer.start(0)
        return False

    def _fire(self) -> None:
        if not self._done:
            self._done = True
            self._window.removeEventFilter(self)
            self._then()


def run_app(seed: int | None = None, demo: bool = False) -> int:
    """Open the game window and run Qt's event loop; return the exit status.

    ``seed``: deal the first game from this seed (None: a random one; the seed is shown in the
    status bar and Game -> About this deal). ``demo``: every seat a computer player, game after
    game, without the New game dialog, writing no file. Otherwise the player's files are used
    (:class:`~allfives_qt.storage.Storage`, ``$ALLFIVES_HOME`` moves them all): the settings are
    applied, an unfinished game is offered to resume, else the New game dialog opens. While the
    window is open it holds the lock of those files
    (:class:`~allfives_qt.single_instance.InstanceLock`) and, from its first paint, listens for a
    later start (:class:`~allfives_qt.single_instance.RaiseListener`). When another running game
    holds the lock, that game's window is asked to come forward and 0 is returned; when it does
    not answer, a message box says the game is already running and 1 is returned; either way
    before any game file is read or written (the demo takes no lock).

    Python's cyclic garbage collector is paused until the start-up just after the first paint
    (issue 14): building the window makes many objects but leaves no cyclic garbage (a collection
    at the first paint finds none), and the collections it triggered cost about 10 M instructions
    (~1 ms) on the way to the first paint.
    """
    gc.disable()
    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName("All Fives")
    from allfives_qt.resources import APP_ID
    from allfives_qt.storage import Storage

    app.setDesktopFileName(APP_ID)
    storage = Storage()
    settings = storage.load_settings()
    start_language(app, settings.language)  # also the display name, which titles end in
    lock = None
    try:
        if not demo:  # the demo writes no file
            from allfives_qt.single_instance import InstanceLock, tell_already_running

            lock = InstanceLock(storage.paths.data_dir)
            if not lock.acquire():
                from allfives_qt.single_instance import ask_to_raise

                if ask_to_raise(storage.paths.data_dir):
                    unused = ("" if seed is None else f"; --seed {seed} was not used: start a new "
                              "game there with Game -> New game and that seed")  # pt52 #6
                    print(f"allfives-qt: All Fives is already running (process {lock.holder() or '?'}); "
                          f"its window was brought forward{unused}", file=sys.stderr)
                    return 0
                tell_already_running(lock)
                return 1
        from allfives_qt.ui.main_window import MainWindow

        window = MainWindow(seed=seed, demo=demo, storage=storage, settings=settings)
        fit_to_screen(window, grow=not window.files.window_restored)
        window.show()
        AfterFirstPaint(window, lambda: _start_up(window, storage, demo))
        return app.exec()
    finally:
        gc.enable()
        if lock is not None:
            lock.release()


def _start_up(window, storage, demo: bool) -> None:
    """After the window's first paint (issue 14): turn the garbage collector back on, give the
    application its icon (QIcon's enums, ~150 members, are built then; the window manager draws the
    icon, not the first paint) and register the bundled fonts (the Language menu's Tamil and Hebrew
    names need them), start the files' worker thread and remove the temporary files a killed game
    left, listen for a second start that asks the window to come forward and import what a game
    needs (:func:`~allfives_qt.warm_up.warm_up`; not in the demo, which writes nothing and takes
    no lock), then the window's start-up (resume offer or New game dialog; the demo starts
    playing). No game runs before it, so no autosave is written before the worker starts."""
    gc.enable()
    from allfives_qt import i18n
    from allfives_qt.resources import app_icon

    QApplication.instance().setWindowIcon(app_icon())
    i18n.register_fonts()
    if not demo:
        from allfives_qt.single_instance import RaiseListener
        from allfives_qt.warm_up import warm_up

        storage.write_in_background()  # the autosave never stalls the table (issue 14, item 3)
        storage.clean_temporary_files()
        window.raise_listener = RaiseListener(window, storage.paths.data_dir)
        warm_up()  # an upgrade under the running game cannot stop it saving (pt89 #1)
    window.start_up()
