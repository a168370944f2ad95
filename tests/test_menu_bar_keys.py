"""The menu bar and the keyboard (play-test pt67 #1, #2): the bar never keeps the keys with no
menu title chosen, and a title chosen by the keyboard with its menu closed is drawn lit."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules


def test_a_menu_bar_left_with_the_keys_and_nothing_chosen_gives_them_to_the_table(window, qtbot):
    """Qt's bar, asked for a menu by its Alt key while it had the keys, gave them back to itself
    on leaving: Left and Right then did nothing on the table."""
    w = window
    w.finish_building()  # as just after the first paint: the menu bar's keys (MenuBarKeys)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 3))
    w.activateWindow()
    qtbot.waitUntil(lambda: w.view.hasFocus(), timeout=5000)
    bar = w.menuBar()
    bar.setFocus(Qt.FocusReason.OtherFocusReason)  # where Qt's bar left the keys
    assert bar.hasFocus() and bar.activeAction() is None
    qtbot.waitUntil(lambda: w.view.hasFocus(), timeout=2000)


def _choose_view_by_keys(qtbot, w):
    """Alt+V, then Escape: the View title chosen, its menu closed, the bar with the keys."""
    QTest.keyClick(w.view, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is w.view_menu, timeout=2000)
    QTest.keyClick(w.view_menu, Qt.Key.Key_Escape)
    # Checked at once: the offscreen platform takes the window's activation away soon after a
    # popup closes (an X screen does not), and the keys with it.
    assert QApplication.activePopupWidget() is None and w.menuBar().hasFocus()


def test_a_title_chosen_with_its_menu_closed_is_drawn_lit(window, qtbot):
    w = window
    w.finish_building()
    bar = w.menuBar()
    w.activateWindow()
    rect = bar.actionGeometry(w.view_menu.menuAction())
    centre = QPoint(rect.left() + 3, rect.center().y())  # beside the title's text

    def shade():
        return bar.grab().toImage().pixelColor(centre).lightness()

    plain = shade()
    _choose_view_by_keys(qtbot, w)
    assert bar.hasFocus() and bar.activeAction() is w.view_menu.menuAction()
    assert abs(shade() - plain) > 40  # the highlight's colour, not the bar's
    # A title chosen by the keyboard keeps them (the arrows move along the bar) ...
    w.menu_bar_keys.check()
    assert bar.hasFocus() and bar.activeAction() is w.view_menu.menuAction()
    QTest.keyClick(bar, Qt.Key.Key_Escape)  # ... until the second Escape: back to the table
    qtbot.waitUntil(lambda: w.view.hasFocus(), timeout=2000)
    assert abs(shade() - plain) < 10


def test_f10_again_closes_the_menu_it_opened_and_gives_the_keys_to_the_table(window, qtbot):
    """Play-test: F10 opened the Game menu, and F10 again left it open (GNOME and KDE programs
    close it). F10 on a chosen title with its menu closed leaves the bar the same way."""
    w = window
    w.finish_building()
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 3))
    w.activateWindow()
    qtbot.waitUntil(lambda: w.view.hasFocus(), timeout=5000)
    QTest.keyClick(w.view, Qt.Key.Key_F10)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is w.game_menu, timeout=2000)
    QTest.keyClick(w.game_menu, Qt.Key.Key_F10)
    assert QApplication.activePopupWidget() is None and w.menuBar().activeAction() is None
    qtbot.waitUntil(lambda: w.view.hasFocus(), timeout=2000)
    # A submenu open (View -> Speed): both close.
    speed = next(a.menu() for a in w.view_menu.actions() if a.menu() is not None)
    QTest.keyClick(w.view, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is w.view_menu, timeout=2000)
    w.view_menu.setActiveAction(speed.menuAction())
    speed.popup(w.view_menu.actionGeometry(speed.menuAction()).topRight())
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is speed, timeout=2000)
    QTest.keyClick(speed, Qt.Key.Key_F10)
    assert QApplication.activePopupWidget() is None
    qtbot.waitUntil(lambda: w.view.hasFocus(), timeout=2000)
    _choose_view_by_keys(qtbot, w)  # a title chosen, its menu closed
    QTest.keyClick(w.menuBar(), Qt.Key.Key_F10)
    assert QApplication.activePopupWidget() is None and w.menuBar().activeAction() is None
    qtbot.waitUntil(lambda: w.view.hasFocus(), timeout=2000)


def test_a_button_the_keyboard_moved_to_gets_a_ring_in_the_highlight_colour(window, qtbot):
    """Play-test (keyboard only): Fusion's sign of the focus on a button was a one-pixel outline.
    Once the window is built, a button given the focus by Tab is ringed in the highlight colour,
    two pixels wide; clicked, or without the focus, it is not."""
    from PySide6.QtGui import QPalette

    from allfives_qt.ui.keyboard_style import RING, KeyboardStyle

    w = window
    w.finish_building()
    assert isinstance(QApplication.style(), KeyboardStyle)
    w.finish_building()  # once: the same style
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 3))
    w.activateWindow()
    qtbot.waitUntil(lambda: w.view.hasFocus(), timeout=5000)
    button = w.hint_button
    highlight = button.palette().color(QPalette.ColorRole.Highlight)

    def ringed() -> int:
        image = button.grab().toImage()
        y = image.height() // 2
        return sum(1 for x in range(2, 2 + RING + 1)
                   if _near(image.pixelColor(x, y), highlight))

    before = ringed()
    QTest.keyClick(w.view, Qt.Key.Key_Tab)  # Tab from the table: the buttons under it
    qtbot.waitUntil(lambda: QApplication.focusWidget() is button, timeout=2000)
    assert ringed() >= RING and before == 0
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton)  # the mouse takes it back
    qtbot.waitUntil(lambda: not button.hasFocus(), timeout=2000)
    assert ringed() == 0


def _near(a, b) -> bool:
    return max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) < 40


def test_historys_current_row_is_ringed_while_the_list_has_the_keys(window, qtbot, tmp_path):
    """Play-test pt70 #5: nothing showed that History's list had the keys (the arrows choose a
    game): its current row is ringed in the selected text's colour while it has them."""
    from allfives_qt.storage.autosave import saved_game_from_record
    from allfives_qt.storage.history import HistoryEntry
    from allfives_qt.ui.history_dialog import HistoryDialog
    import json
    from pathlib import Path

    w = window
    w.finish_building()
    record = json.loads((Path(__file__).resolve().parent.parent / "examples" / "full-game.json")
                        .read_text("utf-8"))
    entries = [HistoryEntry(tmp_path / f"{i}.json", f"2026120{i}T100000Z", str(i),
                            saved_game_from_record(record)) for i in (2, 1)]
    dialog = HistoryDialog(entries, w)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(lambda: dialog.tree.hasFocus(), timeout=3000)
    tree = dialog.tree
    row = tree.visualItemRect(tree.topLevelItem(0))
    light = tree.palette().color(tree.palette().ColorRole.HighlightedText)

    def ring_pixels() -> int:
        image = tree.viewport().grab().toImage()
        y = row.top() + 1  # the ring's top line, inside the row
        return sum(1 for x in range(row.left() + 40, row.left() + 240)
                   if _near(image.pixelColor(x, y), light))

    assert ring_pixels() > 150
    dialog.replay_button.setFocus()
    assert ring_pixels() < 20


def test_a_drop_down_list_closed_by_the_keys_leaves_its_focus_frame(window, qtbot):
    """Play-test pt88 #4: in the New game dialog, Alt+Down, Down, Enter on Game chose the game,
    and then no control showed the focus (Qt forgot that the keyboard had moved it) until the
    next Tab. Closed by the keys, the list gives the window its keyboard focus frames back."""
    from PySide6.QtWidgets import QComboBox

    from allfives_qt.ui.new_game_dialog import NewGameDialog

    window.finish_building()
    dialog = NewGameDialog(parent=window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=2000)
    combo = dialog.findChildren(QComboBox)[0]
    combo.setFocus(Qt.FocusReason.TabFocusReason)
    keyed = Qt.WidgetAttribute.WA_KeyboardFocusChange
    qtbot.waitUntil(lambda: combo.hasFocus() and dialog.testAttribute(keyed), timeout=2000)
    before = combo.currentIndex()
    QTest.keyClick(combo, Qt.Key.Key_Down, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: combo.view().isVisible(), timeout=2000)
    QTest.keyClick(combo.view(), Qt.Key.Key_Down)
    QTest.keyClick(combo.view(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not combo.view().isVisible() and combo.hasFocus(), timeout=2000)
    qtbot.waitUntil(lambda: dialog.testAttribute(keyed), timeout=2000)
    assert combo.currentIndex() == before + 1
    dialog.reject()
