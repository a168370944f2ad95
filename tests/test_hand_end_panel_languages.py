"""Play-test pt119 #4: the end-of-hand panel grew in Tamil (its note wraps on more lines) and
kept that height back in English, with blank room above its heading."""

from PySide6.QtCore import QCoreApplication

from allfives_qt import i18n
from test_ui_review import play_first_hand


def settle(qtbot):
    for _ in range(5):
        QCoreApplication.processEvents()
    qtbot.wait(20)


def test_the_hand_end_panel_takes_its_size_back_after_tamil_and_hebrew(window, qtbot, qapp):
    w = window
    play_first_hand(qtbot, w, seed=5)
    panel = w.panel
    settle(qtbot)
    first = panel.size()
    try:
        for code in ("ta", "he", "en"):
            i18n.install_language(qapp, code)
            settle(qtbot)
            if code == "ta":
                assert panel.height() > first.height()  # the case: Tamil takes more lines
    finally:
        i18n.install_language(qapp, "en")
    settle(qtbot)
    assert panel.size() == first
