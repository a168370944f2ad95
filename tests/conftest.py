"""Shared test set-up: Qt runs offscreen, before any QApplication exists."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


import pytest  # noqa: E402  (after the platform is set)


@pytest.fixture
def window(qtbot):
    """A main window at 1280x800 with no pauses or animations, shown (for the window tests)."""
    from allfives_qt.ui.main_window import MainWindow

    w = MainWindow()
    w.set_pace(0, 0)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()
