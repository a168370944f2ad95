"""Start-up of the game window: QApplication, then the main window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def run_app(seed: int | None = None, demo: bool = False) -> int:
    """Open the game window and run Qt's event loop; return the exit status."""
    app = QApplication.instance() or QApplication(sys.argv)
    app.setApplicationName("All Fives")
    window = QMainWindow()
    window.setWindowTitle(QApplication.translate("MainWindow", "All Fives"))
    window.setCentralWidget(QLabel(QApplication.translate("MainWindow", "All Fives")))
    window.resize(1280, 800)
    window.show()
    return app.exec()
