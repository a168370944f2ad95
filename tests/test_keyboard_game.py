"""A whole game by keyboard alone (issue 11, item 1): New game dialog, every play, draw and pass,
the hand-end panels and the game-end panel, with key events sent to whichever widget has the
keyboard focus, never a mouse event."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from allfives_qt.ui.hand_end_panel import HandEndPanel
from allfives_qt.ui.main_window import MainWindow
from allfives_qt.ui.new_game_dialog import NewGameDialog
from allfives_qt.ui.table_view import TableView


def press(qtbot, key, modifier=Qt.KeyboardModifier.NoModifier):
    """Send ``key`` to the focused widget (as a person's keyboard would), then let Qt run."""
    target = QApplication.focusWidget()
    assert target is not None, "nothing has the keyboard focus"
    QTest.keyClick(target, key, modifier)
    qtbot.wait(5)
    return target


# Long waits: each returns as soon as its condition holds, and a loaded machine (the suite beside
# benchmarks) may take seconds for a step that takes milliseconds alone.
WAIT = 30000


def test_whole_game_by_keyboard(qtbot):
    w = MainWindow(seed=7)
    qtbot.addWidget(w)
    w.set_pace(0, 0)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w, timeout=WAIT)
    w.activateWindow()
    w.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view, timeout=WAIT)
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog),
                    timeout=WAIT)
    dialog = QApplication.activeModalWidget()
    assert dialog.seed.text() == "7" and dialog.players.currentData() == 2
    c = w.controller
    # Keys go to the table only once the window has said what to do (humanToAct, sent by a
    # zero-time timer after human_turn() already holds): a key pressed in between went to a
    # table that had not yet put the keyboard on a playable tile (flaked under load).
    acts = []
    c.humanToAct.connect(acts.append)
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.game is not None
                    and isinstance(QApplication.focusWidget(), TableView), timeout=WAIT)
    assert c.game.seed == 7
    panels = {"hand": 0, "game": 0}
    keys = seen = 0
    while True:
        qtbot.waitUntil(lambda: (w.panel is not None and w.panel.isVisible()) or len(acts) > seen,
                        timeout=WAIT)
        if w.panel is not None and w.panel.isVisible():
            qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget().window(), HandEndPanel),
                            timeout=WAIT)
            if c.game.over:
                panels["game"] += 1
                break
            panels["hand"] += 1
            hand = c.hand_index
            assert QApplication.focusWidget() is w.panel.next_button
            if hand == 1:
                # Escape closes the panel; the table has the keyboard, and Enter deals.
                press(qtbot, Qt.Key.Key_Escape)
                qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), TableView),
                                timeout=WAIT)
                assert not w.panel.isVisible() and c.hand_index == hand
            # Enter and Space take the default button (Next hand), or deal from the table.
            press(qtbot, Qt.Key.Key_Return if hand % 2 else Qt.Key.Key_Space)
            qtbot.waitUntil(lambda: c.hand_index == hand + 1, timeout=WAIT)
            qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), TableView), timeout=WAIT)
            continue
        seen = len(acts)
        assert c.human_turn() and not c.busy
        moves = len(c.game.hand.history)
        target = press(qtbot, Qt.Key.Key_Return)  # choose a tile (or draw, or pass)
        assert isinstance(target, TableView)
        if w.scene._chosen is not None:  # chosen: Enter again plays it on its first lit end
            assert isinstance(press(qtbot, Qt.Key.Key_Return), TableView)
            assert len(c.game.hand.history) > moves or c.game.hand_over  # (the computer may follow)
        keys += 1
        assert keys < 2000
    focus = QApplication.focusWidget()
    assert focus is w.panel.new_button and w.panel.new_button.isDefault()
    assert panels["hand"] >= 2 and c.game.over and max(c.game.scores) >= c.game.rules.target
    # Escape closes the game-end panel and gives the keyboard back to the table.
    press(qtbot, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), TableView), timeout=WAIT)
    assert w.panel is None or not w.panel.isVisible()
    w.close()


def _hand_end_panel(qtbot, tmp_path):
    """A window (with files in ``tmp_path``) whose first hand is over, the panel up with the
    keyboard on Next hand."""
    from allfives_qt.controller import GameSetup
    from allfives_qt.engine.rules import Rules
    from test_undo_and_abandon import _person_plays, _wait_person
    from test_window_storage import make_window

    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 41))
    while not w.controller.game.hand_over:
        _person_plays(qtbot, w)
        _wait_person(qtbot, w.controller)
    qtbot.waitUntil(lambda: w.panel is not None and w.panel.isVisible())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.panel.next_button)
    return w


def test_ctrl_n_works_while_the_hand_end_panel_has_the_keyboard(qtbot, tmp_path):
    """Ctrl+N asks for a new game while the hand-end panel is up (the panel swallowed it, and
    Enter then dealt the next hand)."""
    w = _hand_end_panel(qtbot, tmp_path)
    asked = []
    w.new_action.triggered.disconnect()  # only the probe: no dialog opens
    w.new_action.triggered.connect(lambda *_: asked.append(True))
    press(qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert asked == [True] and w.controller.hand_index == 0
    w.close()


def test_the_menus_keys_with_a_modifier_work_while_the_hand_end_panel_has_the_keyboard(
        qtbot, tmp_path):
    """Ctrl+S (save record) and Ctrl+O (open record) while the panel is up (play-test pt13: they
    did nothing there; only Ctrl+N had been made to work)."""
    w = _hand_end_panel(qtbot, tmp_path)
    asked = []
    for name in ("save_record_action", "open_record_action"):
        action = getattr(w, name)
        action.triggered.disconnect()  # only the probe: no file dialog opens
        action.triggered.connect(lambda *_, n=name: asked.append(n))
    press(qtbot, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    press(qtbot, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert asked == ["save_record_action", "open_record_action"]
    assert QApplication.focusWidget() is w.panel.next_button and w.controller.hand_index == 0
    w.close()


def test_the_hand_end_panel_keeps_its_size_and_the_keyboard_across_a_language_change(
        qtbot, qapp, tmp_path):
    """Tamil and back: the panel shrinks back to its English width, Next hand stays the default
    button with the keyboard, so Enter deals (it widened for good and Enter did nothing)."""
    from allfives_qt import i18n
    w = _hand_end_panel(qtbot, tmp_path)
    c = w.controller
    width = w.panel.width()
    try:
        for code in ("ta", "en"):
            w.activateWindow()  # the language menu is the window's
            i18n.install_language(qapp, code)
            qtbot.wait(20)
            assert w.panel.width() > width or code == "en"
    finally:
        i18n.install_language(qapp, "en")
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.panel.next_button)
    assert w.panel.width() == width and w.panel.next_button.isDefault()
    hand = c.hand_index
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.hand_index == hand + 1)
    w.close()


def test_game_menu_reviews_the_hand_after_the_panel_is_hidden(qtbot, tmp_path):
    """Play-test pt16 #9: the Game menu had no Review; with the panel hidden (Show table, T) the
    only way to the review was the panel. Game -> Review your plays (R) reviews the hand that
    ended, and is off while a hand is played."""
    w = _hand_end_panel(qtbot, tmp_path)
    assert w.review_action.isEnabled() and w.review_action.shortcut().toString() == "R"
    press(qtbot, Qt.Key.Key_T)  # Show table: the panel goes
    qtbot.waitUntil(lambda: not w.panel.isVisible())
    w.activateWindow()  # the hidden panel may hand the activation to another test's window
    w.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view, timeout=WAIT)
    with qtbot.waitSignal(w.reviews.shown, timeout=120000):
        press(qtbot, Qt.Key.Key_R)
    assert w.reviews.hand == 0 and w.reviews.panel.isVisible()
    w.replay_mode.leave()
    qtbot.waitUntil(lambda: w.controller.hand_ended())
    w.ends.go_on()  # the next hand: nothing to review until it ends
    qtbot.waitUntil(lambda: w.controller.hand_index == 1)
    assert not w.review_action.isEnabled()
    w.close()


def test_enter_on_the_hand_end_panel_deals_with_the_keyboards_tile_lit(qtbot, tmp_path):
    """Play-test pt48 #7: after a restart (the table had seen no key yet), Enter on the panel dealt
    a hand with no tile lit, and the first Right only lit the first tile. Enter there now counts as
    the keyboard's use; Next hand clicked with the mouse does not."""
    from PySide6.QtCore import QPoint

    w = _hand_end_panel(qtbot, tmp_path)
    scene = w.scene
    scene._keyboard = False  # as in a window just started
    press(qtbot, Qt.Key.Key_Return)
    c = w.controller
    qtbot.waitUntil(lambda: c.hand_index == 1 and c.human_turn() and bool(c.playable_tiles()),
                    timeout=WAIT)
    qtbot.waitUntil(lambda: any(item.is_highlighted() for item in scene.hand_items.values()),
                    timeout=WAIT)
    lit = [t for t, item in scene.hand_items.items() if item.is_highlighted()]
    assert lit == [scene._focus] and lit[0] in c.playable_tiles()
    w.close()
    # The same by the mouse: nothing lit.
    w = _hand_end_panel(qtbot, tmp_path / "mouse")
    w.scene._keyboard = False
    button = w.panel.next_button
    QTest.mouseClick(button, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(button.width() // 2, button.height() // 2))
    c = w.controller
    qtbot.waitUntil(lambda: c.hand_index == 1 and c.human_turn() and bool(c.playable_tiles()),
                    timeout=WAIT)
    assert not any(item.is_highlighted() for t, item in w.scene.hand_items.items()
                   if t != w.scene.fresh)
    w.close()


def test_the_new_game_and_settings_dialogs_open_with_their_first_option_focused(qtbot):
    """Play-test pt63 #4: both dialogs opened with the keyboard focus on their scroll area,
    unseen, so Down, Space or a digit did nothing until Tab; and Tab went one option too far."""
    from allfives_qt.storage.settings import Settings
    from allfives_qt.ui.settings_dialog import SettingsDialog

    new_game = NewGameDialog()
    qtbot.addWidget(new_game)
    new_game.open()
    qtbot.waitExposed(new_game)
    game = new_game.form.widgets["game"]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is game)
    # ... and it is drawn focused, as after Tab (pt64 #4: nothing showed where the keys went).
    qtbot.waitUntil(lambda: new_game.testAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange))
    QTest.keyClick(game, Qt.Key.Key_Down)  # the key works at once: the next game is chosen
    assert game.currentIndex() == 1
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is new_game.form.widgets["players"]
    new_game.reject()
    settings = SettingsDialog(Settings())
    qtbot.addWidget(settings)
    settings.open()
    qtbot.waitExposed(settings)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is settings.language)
    QTest.keyClick(settings.language, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is settings.animation
    settings.reject()


def test_an_enter_on_the_table_long_after_the_results_came_up_deals(qtbot, tmp_path):
    """Play-test pt170 #1: with the results up, the Game menu opened and closed with the mouse
    left the keyboard on the table, and Enter there only gave the panel the keyboard back: a
    second Enter dealt. An Enter on the table well after the results came up
    (``TABLE_SETTLE_S``) is the panel's, and deals, as the README says Enter does."""
    from allfives_qt.ui.held_keys import TABLE_SETTLE_S

    w = _hand_end_panel(qtbot, tmp_path)
    c = w.controller
    w.view.setFocus()  # the menu closed: the table has the keyboard
    w.panel._shown_at -= TABLE_SETTLE_S + 1  # the results have been up a while
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.hand_index == 1, timeout=WAIT)
    assert w.panel is None or not w.panel.isVisible()
    w.close()


def test_an_enter_reaching_the_table_while_the_results_are_up_does_not_deal(qtbot, tmp_path):
    """Play-test pt154 #11: an Enter that reached the table after the hand's results came up
    (before the window system gave the panel the keyboard) dealt the next hand, and the results
    were never seen. It now gives the panel the keyboard and deals nothing; Enter there deals."""
    import time

    w = _hand_end_panel(qtbot, tmp_path)
    c = w.controller
    w.view.setFocus()  # as if the panel had not taken the keyboard yet
    w.panel._shown_at = time.monotonic()  # just come up (a slow machine took its time here)
    QTest.keyClick(w.view, Qt.Key.Key_Return)
    qtbot.wait(300)
    assert c.hand_index == 0 and w.panel.isVisible()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.panel.next_button, timeout=WAIT)
    press(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.hand_index == 1, timeout=WAIT)
    w.close()
