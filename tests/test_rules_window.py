"""Help -> Rules is a window of its own (play-test pt150 #1: kept above the game's window, it hid
the hand while the game went on behind it): it is not transient for the game's window, it opens
beside the game's window where the screen has room, and asked again it brings the one open to
the front; closing the game closes it."""

from PySide6.QtCore import QRect
from PySide6.QtGui import QScreen

from test_window_storage import make_window


def test_the_rules_open_in_a_window_of_their_own_beside_the_game(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 1920, 1000))
    w = make_window(qtbot, tmp_path)
    w.setGeometry(0, 0, 1100, 800)
    w.show_rules()
    rules = w.rules_dialog
    qtbot.waitUntil(rules.isVisible)
    assert rules.parent() is None and rules.windowHandle().transientParent() is None
    assert rules.x() > w.frameGeometry().right() and rules.frameGeometry().right() <= 1920
    bar = rules.browser.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum() // 2)
    w.activateWindow()  # back at the table, the rules behind it
    w.show_rules()  # again: the same window, where the reader left it
    assert w.rules_dialog is rules and rules.isVisible() and bar.value() == bar.maximum() // 2
    # Closed, then asked again: a new one; with no room beside the game's window, at the right
    # of the screen, over the game's window, inside the screen.
    rules.close()
    w.setGeometry(0, 0, 1920, 1000)
    w.show_rules()
    again = w.rules_dialog
    qtbot.waitUntil(again.isVisible)
    assert again.frameGeometry().right() <= 1920 and again.x() > 960
    w.close()
    qtbot.waitUntil(lambda: not again.isVisible())


def test_over_the_game_the_rules_leave_the_hand_in_view(qtbot, tmp_path, monkeypatch):
    """Play-test pt153 #1: with the game's window filling the screen, the rules covered the
    right half of the table and the very tiles that fitted. Where the screen right of the hand
    has room, the rules stand there, narrower, and the hand stays in view."""
    from allfives_qt.controller import GameSetup
    from allfives_qt.engine.rules import Rules
    from gameplay import wait_person

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 1280, 800))
    w = make_window(qtbot, tmp_path)
    w.setGeometry(0, 0, 1280, 800)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 7))
    wait_person(qtbot, w)
    hand = w._hand_on_screen()
    assert hand is not None and hand.width() > 200
    w.show_rules()
    rules = w.rules_dialog
    qtbot.waitUntil(rules.isVisible)
    assert rules.frameGeometry().left() > hand.right() and rules.width() >= 400
    assert rules.frameGeometry().right() <= 1280
    w.close()


def test_on_a_small_screen_the_rules_window_and_its_title_bar_fit_it(qtbot, tmp_path, monkeypatch):
    """Play-test pt179 #1: on a 1024 x 600 screen the rules asked for 600 pixels of height, and
    with its title bar (20 pixels) and border (5) its Close button was half off the screen. It is
    sized before it is shown, when its frame is not known yet: with room for one like the game's
    window's, title bar and border."""
    from allfives_qt.ui.main_window import MainWindow

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 1024, 600))
    # The game's window has a window manager's frame (the offscreen platform's is 2 pixels).
    monkeypatch.setattr(MainWindow, "frameGeometry",
                        lambda self: self.geometry().adjusted(-5, -20, 5, 5))
    w = make_window(qtbot, tmp_path)
    w.setGeometry(5, 20, 1014, 575)
    w.show_rules()
    rules = w.rules_dialog
    qtbot.waitUntil(rules.isVisible)
    assert rules.y() >= 0 and rules.y() + 25 + rules.height() <= 600  # and its title bar
    assert rules.frameGeometry().right() <= 1023 and rules.height() >= 400
    w.close()


def test_framed_after_it_is_shown_the_rules_window_keeps_to_the_screen(qtbot, tmp_path, monkeypatch):
    """Play-test pt180 #1: from a full-screen game window, which has no frame to go by, the rules
    were sized 600 pixels tall on a 600-pixel screen; framed by the window manager, Close was half
    off it. Once its frame is known, just shown, it is made shorter to fit; moved later, never."""
    from PySide6.QtWidgets import QWidget

    from allfives_qt.ui.rules_dialog import RulesDialog

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 1024, 600))
    framed = {"on": False}  # the window manager's frame, known once it has framed the window
    monkeypatch.setattr(RulesDialog, "frameGeometry", lambda self: self.geometry().adjusted(
        *((-5, -20, 5, 5) if framed["on"] else (0, 0, 0, 0))))
    w = make_window(qtbot, tmp_path)
    w.setGeometry(0, 0, 1024, 600)  # full screen: no frame of its own
    w.show_rules()
    rules = w.rules_dialog
    qtbot.waitUntil(rules.isVisible)
    tall = rules.height()
    assert tall >= 596  # as tall as the screen less the offscreen platform's 2-pixel frame
    framed["on"] = True
    QWidget.move(rules, rules.geometry().x() - 2, 20 - 2)  # the frame's corner at the top: the
    # offscreen platform's own frame is 2 pixels
    qtbot.waitUntil(lambda: rules.height() < tall)
    assert rules.frameGeometry().bottom() <= 599 and rules.frameGeometry().top() >= 0
    fitted = rules.height()
    QWidget.move(rules, rules.geometry().x() - 2, 100)  # the player moves it down: left so
    qtbot.wait(50)
    assert rules.height() == fitted
    w.close()
