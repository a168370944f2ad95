"""Play-test pt119 #2: a language chosen in Settings, on the person's turn, left the hand with no
lit tile and nothing greyed until an arrow key was pressed; the Language menu kept both."""

from PySide6.QtCore import QCoreApplication

from allfives_qt import i18n
from gameplay import wait_person
from test_ui_table import start


def hand_marks(w):
    items = w.scene.hand_items
    return (sorted(t for t, item in items.items() if item.is_highlighted()),
            sorted(t for t, item in items.items() if item.is_dimmed()))


def test_a_language_chosen_in_settings_keeps_the_hands_light(window, qtbot, qapp):
    w = window
    start(w, qtbot, seed=4)
    wait_person(qtbot, w)
    w.view.setFocus()
    for _ in range(20):
        QCoreApplication.processEvents()
    before = hand_marks(w)
    assert before[0]  # a tile is lit for the keys
    try:
        dialog = w.show_settings()
        dialog.language.setCurrentIndex(dialog.language.findData("ta"))
        dialog.accept()
        for _ in range(20):
            QCoreApplication.processEvents()
        assert i18n.current_language() == "ta"
        assert hand_marks(w) == before
    finally:
        i18n.install_language(qapp, "en")
