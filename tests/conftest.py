"""Shared test set-up: Qt runs offscreen, before any QApplication exists."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


import pytest  # noqa: E402  (after the platform is set)


@pytest.fixture
def window(qtbot):
    """A main window at 1280x800 with no pauses or animations, shown (for the window tests)."""
    from allfives_qt.ui.main_window import MainWindow

    w = MainWindow()
    w.set_pace(0, 0, claim_min_ms=0)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()


@pytest.fixture(autouse=True)
def _collect_qt_garbage(request):
    """After a test with Qt widgets, collect its garbage here, on the GUI thread. Windows of past
    tests kept only by reference cycles were otherwise collected wherever Python's collector
    happened to run next, at times on a computer player's worker thread in a later test: Qt then
    destroyed them on the wrong thread and a timer of theirs fired on a freed object (a
    segmentation fault in ``QTimerInfoList::activateTimers``, seen with tests/test_startup.py,
    tests/test_ui_window.py and tests/test_window_storage.py run in that order; gone with this)."""
    yield
    if "qtbot" in request.fixturenames:
        import gc

        gc.collect()
