"""The notice bar above the table by keyboard and in another language (play-test pt59 #3, #4):
Tab reaches its Close button, which Enter presses as it presses the buttons under the table,
the status bar says so and names the hand's lit tile again once Tab is back on the table; its
sentences change language with the rest of the window."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from allfives_qt.engine.tiles import NAMES

from gameplay import own_sentence
from test_ui_table import reach


def test_enter_closes_the_notice_and_the_status_bar_follows_the_keyboard(window, qtbot):
    w = window
    c = w.controller
    reach(w, qtbot, lambda: len(c.playable_tiles()) >= 2 and c.game.hand.center is not None)
    w.files.tell_once(lambda: "The settings could not be saved.")
    close = w.notice.close_button
    assert w.notice.isVisible()
    close.setFocus(Qt.FocusReason.TabFocusReason)
    assert own_sentence(w).startswith("The Close button: Enter presses it;")
    w.view.setFocus(Qt.FocusReason.BacktabFocusReason)  # Tab goes on, round to the table
    lit = w.scene._focus
    most = max(c.points_if(lit, end) or 0 for end in c.legal_ends(lit))
    assert lit in c.playable_tiles() and own_sentence(w) == (
        f"{NAMES[lit]} can score {most} points now: Enter chooses it." if most
        else NAMES[lit] + ": Enter chooses it.")
    close.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(close, Qt.Key.Key_Return)
    assert not w.notice.isVisible()
    assert QApplication.focusWidget() is w.view and w.scene.hand_items[lit].is_highlighted()


def test_the_notice_bar_says_its_sentences_again_in_the_new_language(window, qapp):
    from allfives_qt import i18n

    w = window
    said = "The review kept in this record could not be read, so its marks are not shown: " \
           "press R to review your plays again."

    def make() -> str:
        return QCoreApplication.translate("Persistence", said)

    w.files.tell_once(make)
    w.files.tell_once(lambda: "Not translated: kept as it is.")
    assert w.notice_label.text() == said + "\nNot translated: kept as it is."
    try:
        i18n.install_language(qapp, "ru")
        russian = w.notice_label.text().splitlines()
        assert russian[0] != said and russian[0] == make() and "R" in russian[0]
        assert russian[1] == "Not translated: kept as it is."
    finally:
        i18n.install_language(qapp, "en")
    assert w.notice_label.text().splitlines()[0] == said


def test_in_a_replay_the_notices_close_button_speaks_of_the_replay(window, qtbot, tmp_path):
    """Play-test pt70 #9: Tab to the notice bar's Close in a replay said Left or Right go back to
    "your hand", where there is none; #6: once closed, the status bar was left blank. It speaks
    of the replay, and the replay's step is said again."""
    import json
    from pathlib import Path

    w = window
    record = json.loads((Path(__file__).resolve().parent.parent / "examples" / "full-game.json")
                        .read_text("utf-8"))
    path = tmp_path / "damaged-review.json"
    path.write_text(json.dumps({**record, "review": "junk"}), encoding="utf-8")
    assert w.open_record(str(path)) and w.notice.isVisible()
    close = w.notice.close_button
    close.setFocus(Qt.FocusReason.TabFocusReason)
    assert w.statusBar().currentMessage() == \
        "The Close button: Enter presses it; Left or Right go back to the replay."
    QTest.keyClick(close, Qt.Key.Key_Return)
    assert not w.notice.isVisible() and QApplication.focusWidget() is w.view
    assert w.statusBar().currentMessage() == w.replay_mode.step_text()
