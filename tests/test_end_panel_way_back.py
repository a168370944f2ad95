"""Never stuck after closing the end-of-hand or end-of-game panel (play-test item 3): Escape
hides the panel to look at the table; a Next hand (New game) button, Game -> Next hand, Enter and a
click on the table (the panel again) go on, and the status bar says how."""

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules
from allfives_qt.ui.table_view import TableView
from test_keyboard_game import _hand_end_panel, press
from test_window_storage import make_window


def _escape_the_panel(qtbot, w):
    """Press Escape on the panel that has the keyboard; wait for the table to get it back."""
    press(qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), TableView))
    qtbot.waitUntil(lambda: w.ends.continue_button.isVisible())
    assert w.panel is None or not w.panel.isVisible()


def _click_table(qtbot, w):
    """A left click on an empty part of the table (above the layout, below the corner panels)."""
    port = w.view.viewport()
    QTest.mouseClick(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(port.width() // 2, port.height() // 3))
    qtbot.wait(5)


def test_escape_then_the_next_hand_button_deals(qtbot, tmp_path):
    w = _hand_end_panel(qtbot, tmp_path)
    c = w.controller
    _escape_the_panel(qtbot, w)
    assert c.hand_index == 0 and c.game.hand_over
    ends = w.ends
    assert ends.continue_button.text() == "Next hand" and ends.results_button.isVisible()
    assert w.next_hand_action.isEnabled()
    status = w.statusBar().currentMessage()
    assert "Next hand" in status and "Enter" in status and "click the table" in status
    # On the table too; the status bar tells the turns since yours first (play-test pt72 #2).
    assert w.scene.toast.isVisible() and w.scene.toast.text == ends.way_back()
    news = w.scene.news_since_your_turn()
    assert news and status == news + " " + ends.way_back()
    # After a change of language the sentence is said again, in the new language.
    from allfives_qt import i18n
    try:
        i18n.install_language(QApplication.instance(), "ru")
        qtbot.waitUntil(lambda: "Следующая раздача" in w.statusBar().currentMessage())
        assert ends.continue_button.text() == "Следующая раздача"
    finally:
        i18n.install_language(QApplication.instance(), "en")
    qtbot.waitUntil(lambda: "Next hand" in w.statusBar().currentMessage())
    # A click on the table shows the results again, with the keyboard on Next hand.
    _click_table(qtbot, w)
    qtbot.waitUntil(lambda: w.panel is not None and w.panel.isVisible())
    assert not ends.continue_button.isVisible() and not ends.results_button.isVisible()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.panel.next_button)
    _escape_the_panel(qtbot, w)
    ends.continue_button.click()  # the mouse way on
    qtbot.waitUntil(lambda: c.hand_index == 1)
    assert not c.game.hand_over and not ends.continue_button.isVisible()
    assert w.panel is None and not w.next_hand_action.isEnabled()
    assert "Next hand" not in w.statusBar().currentMessage()
    w.close()


def test_escape_then_the_menu_or_enter_deals(qtbot, tmp_path):
    w = _hand_end_panel(qtbot, tmp_path)
    c = w.controller
    _escape_the_panel(qtbot, w)
    w.next_hand_action.trigger()  # Game -> Next hand
    qtbot.waitUntil(lambda: c.hand_index == 1)
    w.close()
    w = _hand_end_panel(qtbot, tmp_path / "2")
    c = w.controller
    _escape_the_panel(qtbot, w)
    press(qtbot, Qt.Key.Key_Return)  # the table has the keyboard: Enter deals
    qtbot.waitUntil(lambda: c.hand_index == 1)
    w.close()


def _game_end_panel(qtbot, tmp_path):
    """A window whose short game (two random players, to 5) is over, its End of game panel shown
    and holding the keyboard."""
    w = make_window(qtbot, tmp_path)
    c = w.controller
    w.start_game(GameSetup(Rules.make(2, target=5), ("random", "random"), 3))
    qtbot.waitUntil(lambda: c.game.over and w.panel is not None and w.panel.isVisible(),
                    timeout=20000)
    w.panel.activateWindow()
    w.panel.table_button.setFocus()
    return w


def test_escape_on_the_game_end_panel_leaves_a_way_to_a_new_game(qtbot, tmp_path):
    w = _game_end_panel(qtbot, tmp_path)
    _escape_the_panel(qtbot, w)
    ends = w.ends
    assert ends.continue_button.text() == "New game" and ends.results_button.isVisible()
    assert not w.next_hand_action.isEnabled()
    assert "New game" in w.statusBar().currentMessage()
    press(qtbot, Qt.Key.Key_Return)  # Enter on the table: the results again
    qtbot.waitUntil(lambda: w.panel is not None and w.panel.isVisible() and w.panel.game_over)
    w.panel.reject()
    qtbot.waitUntil(lambda: ends.results_button.isVisible())
    ends.results_button.click()
    qtbot.waitUntil(lambda: w.panel is not None and w.panel.isVisible())
    w.panel.reject()
    qtbot.waitUntil(lambda: ends.continue_button.isVisible())
    asked = []
    w.new_game_asked = lambda: asked.append(True)  # only the probe: no dialog opens
    ends.continue_button.click()
    assert asked == [True]
    w.close()


def test_ctrl_n_on_the_game_end_panel_puts_it_away_before_the_new_game_dialog(qtbot, tmp_path):
    """Play-test pt103 #10: Ctrl+N at the end of the game opened New game over the still open
    End of game panel. The panel goes, as with its own New game button; cancelled, the dialog
    brings it back (play-test pt125 #6: only the way back to it was left, a T or a click away)."""
    w = _game_end_panel(qtbot, tmp_path)
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: w.dialog is not None and w.dialog.isVisible())
    assert w.panel is None or not w.panel.isVisible()
    w.dialog.reject()
    qtbot.waitUntil(lambda: w.panel is not None and w.panel.isVisible())
    assert not w.ends.results_button.isVisible()
    assert w.controller.game.over and w.controller.end_announced
    w.panel.reject()  # the way back is still there once it is put away
    qtbot.waitUntil(lambda: w.ends.results_button.isVisible())
    assert w.ends.continue_button.text() == "New game"
    w.close()


def test_a_language_change_with_the_panel_up_says_the_hand_is_over_again(qtbot, tmp_path):
    """Play-test pt7: a change of language while the end-of-hand panel was up left the status
    bar empty (the old sentence was dropped and nothing said again): it says the hand is over,
    in the new language, and again after a short-lived sentence goes."""
    from allfives_qt import i18n

    w = _hand_end_panel(qtbot, tmp_path)
    # After the turns since yours (play-test pt71 #1), the hand is over.
    english = w.scene.hand_over_text()
    assert w.statusBar().currentMessage() == english and english.endswith("The hand is over.")
    news = w.scene.news_since_your_turn()  # this deal: the other seat ended the hand
    # Who went out, as the results panel says it (play-tests pt164 #5, pt165 #8).
    assert news.startswith("Top player played")
    assert english == news + " Top player went out. The hand is over."
    try:
        i18n.install_language(QApplication.instance(), "sw")
        said = w.scene.hand_over_text()
        assert said.endswith(QCoreApplication.translate("TableScene", "The hand is over."))
        assert said != english
        qtbot.waitUntil(lambda: w.statusBar().currentMessage() == said)
        w.statusBar().showMessage("a short-lived sentence")
        w.statusBar().clearMessage()
        assert w.statusBar().currentMessage() == said
    finally:
        i18n.install_language(QApplication.instance(), "en")
    qtbot.waitUntil(lambda: w.statusBar().currentMessage() == english)
    w.close()
