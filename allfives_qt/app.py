"""Start-up of the game window: the QApplication, then the main window (issue 3)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

def start_language(app: QApplication) -> str:
    """Register the bundled fonts and install the system's language when the game speaks it
    (else English); return the language code installed. A missing translation file falls back to
    English instead of stopping the game."""
    from allfives_qt import i18n

    i18n.register_fonts()
    try:
        return i18n.install_language(app, i18n.system_language())
    except (FileNotFoundError, ValueError):
        return i18n.install_language(app, i18n.DEFAULT_LANGUAGE)


def run_app(seed: int | None = None, demo: bool = False) -> int:
    """Open the game window and run Qt's event loop; return the exit status.

    ``seed``: deal the first game from this seed (None: a random one; the seed is shown in the
    status bar and Game -> About this deal). ``demo``: every seat a computer player, game after
    game, without the New game dialog. Otherwise the New game dialog opens first.
    """
    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName("All Fives")
    from allfives_qt.resources import APP_ID, app_icon

    app.setWindowIcon(app_icon())
    app.setDesktopFileName(APP_ID)
    app.setApplicationDisplayName(QApplication.translate("MainWindow", "All Fives"))
    start_language(app)
    from allfives_qt.ui.main_window import MainWindow

    window = MainWindow(seed=seed, demo=demo)
    window.show()
    if demo:
        QTimer.singleShot(0, window.start_default_game)
    else:
        QTimer.singleShot(0, window.ask_new_game)
    return app.exec()
