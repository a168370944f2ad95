"""Where the end-of-hand panel sits, and how to see the table under it (play-test pt6, items 20
and 21): it is centred over the table, also after a change of language resizes it (it kept its
old left edge), and its Show table button (T, or Tab to it) hides it to look at the final layout;
T on the table (the Results button) brings it back."""

import warnings

import pytest

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from allfives_qt import i18n
from allfives_qt.ui.table_view import TableView
from test_keyboard_game import _hand_end_panel, press


def _offset(w) -> QPoint:
    """How far the panel's centre is from the centre of the table's view, in screen pixels."""
    view = w.view
    return w.panel.frameGeometry().center() - view.mapToGlobal(view.rect().center())


def _centred(w) -> bool:
    d = _offset(w)
    return abs(d.x()) <= 1 and abs(d.y()) <= 1


def test_the_panel_is_centred_over_the_table_also_after_a_change_of_language(qtbot, qapp, tmp_path):
    w = _hand_end_panel(qtbot, tmp_path)
    assert _centred(w), _offset(w)
    widths = {"en": w.panel.width()}
    try:
        for code in ("ta", "ru", "he", "en"):
            w.activateWindow()  # the language menu is the window's
            i18n.install_language(qapp, code)
            qtbot.wait(30)  # the panel fits its new texts once the language change is delivered
            widths[code] = w.panel.width()
            assert _centred(w), (code, _offset(w))
    finally:
        i18n.install_language(qapp, "en")
    assert widths["ta"] != widths["en"]  # the panel did change size: the test means something
    for size in ((1000, 700), (1400, 900)):  # and when the window is resized
        w.resize(*size)
        qtbot.waitUntil(lambda: w.view.width() > size[0] - 40)
        assert _centred(w), (size, _offset(w))
    w.close()


def test_show_table_hides_the_panel_and_t_brings_it_back(qtbot, qapp, tmp_path):
    w = _hand_end_panel(qtbot, tmp_path)
    c = w.controller
    panel = w.panel
    button = panel.table_button
    assert button.text() == "Show table" and button in panel.buttons.buttons()
    # Reached by Tab from Next hand (where the keyboard starts), pressed with Space.
    for _ in range(len(panel.buttons.buttons())):
        if QApplication.focusWidget() is button:
            break
        press(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is button
    press(qtbot, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), TableView))
    assert not panel.isVisible() and c.game.hand_over and c.hand_index == 0
    ends = w.ends
    assert ends.results_button.isVisible() and ends.continue_button.isVisible()
    # T on the table: the results again, with the keyboard on Next hand; T there: the table again.
    press(qtbot, Qt.Key.Key_T)
    qtbot.waitUntil(lambda: w.panel is not None and w.panel.isVisible())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.panel.next_button)
    assert _centred(w)
    press(qtbot, Qt.Key.Key_T)
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), TableView))
    assert w.panel is None or not w.panel.isVisible()
    assert c.hand_index == 0 and ends.results_button.isVisible()
    press(qtbot, Qt.Key.Key_Return)  # the table has the keyboard: Enter deals, as before
    qtbot.waitUntil(lambda: c.hand_index == 1)
    w.close()


def test_the_show_table_button_speaks_every_language(qtbot, qapp, tmp_path):
    w = _hand_end_panel(qtbot, tmp_path)
    texts = {}
    try:
        for code in i18n.LANGUAGES:
            i18n.install_language(qapp, code)
            qtbot.wait(5)
            texts[code] = (w.panel.table_button.text(), w.panel.table_button.toolTip())
    finally:
        i18n.install_language(qapp, "en")
    assert texts["en"][0] == "Show table" and "(T)" in texts["en"][1]
    for code, (text, tip) in texts.items():
        assert text and tip and (code == "en" or (text, tip) != texts["en"]), code
        assert "(T)" in tip, code
    w.close()


def test_t_in_the_games_window_hides_the_panel_shown_and_brings_it_back(qtbot, tmp_path):
    """Play-test pt25 #1: the panel is a window of its own, and once the game's window had the
    keyboard (a click on the table), T did nothing while the panel was shown. T there now hides
    it, as its Show table does, and brings it back."""
    w = _hand_end_panel(qtbot, tmp_path)
    panel = w.panel
    with warnings.catch_warnings():  # deprecated, but the offscreen platform activates no other way
        warnings.simplefilter("ignore", DeprecationWarning)
        QApplication.setActiveWindow(w)  # as a click on the table does
    w.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    assert panel.isVisible() and QApplication.focusWidget() is w.view
    press(qtbot, Qt.Key.Key_T)
    qtbot.waitUntil(lambda: not panel.isVisible())
    assert w.ends.results_button.isVisible() and w.controller.game.hand_over
    press(qtbot, Qt.Key.Key_T)
    qtbot.waitUntil(lambda: w.panel is not None and w.panel.isVisible())
    # The status bar no longer tells how to see the results shown (play-test pt43 #2).
    assert w.statusBar().currentMessage() == w.scene.hand_over_text()
    w.close()


def test_the_tiles_left_in_hand_grow_with_the_tile_size(qtbot, tmp_path):
    """Play-test pt82 #5: with large tiles, the tiles left in each hand on the end-of-hand
    panel stayed as small as ever. They now keep the hand's own size against the normal one."""
    from allfives_qt.ui.hand_end_panel import TileStrip

    w = _hand_end_panel(qtbot, tmp_path)
    normal = [s.minimumSize().height() for s in w.panel.findChildren(TileStrip)]
    assert normal and all(s.scale == TileStrip.SCALE for s in w.panel.findChildren(TileStrip))
    w.scene.set_tile_size("large")  # the panel shown follows at once (pt83 #7)
    strips = w.panel.findChildren(TileStrip)
    assert strips and all(s.scale > TileStrip.SCALE * 1.3 for s in strips)
    assert min(s.minimumSize().height() for s in strips) > max(normal)
    # ... its rows too (play-test pt107 #1: the tiles grew, the rows did not, and each seat's
    # tiles lay over the next seat's row).
    qtbot.wait(50)
    rects = [s.geometry() for s in strips]
    assert all(r.height() >= s.minimumSize().height() for r, s in zip(rects, strips)), rects
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:]), rects
    w.scene.set_tile_size("normal")
    assert [s.minimumSize().height() for s in w.panel.findChildren(TileStrip)] == normal
    w.scene.set_tile_size("large")
    w.ends.show(0)  # and the next panel is made so
    strips = w.panel.findChildren(TileStrip)
    assert strips and all(s.scale > TileStrip.SCALE * 1.3 for s in strips)
    assert min(s.minimumSize().height() for s in strips) > max(normal)


def test_a_change_of_language_leaves_the_rules_over_the_panel(qtbot, tmp_path, qapp):
    """Play-test pt107 #6: with the end-of-hand panel and Help -> Rules open, a change of
    language brought the panel over the rules. It takes the keyboard back only when no other
    dialog of the game is open (the language changed from the window's menu)."""
    w = _hand_end_panel(qtbot, tmp_path)
    panel, taken = w.panel, []
    panel.take_keyboard = lambda: taken.append(True)
    w.show_rules()
    qtbot.waitUntil(lambda: w.rules_dialog is not None and w.rules_dialog.isVisible())
    try:
        i18n.install_language(qapp, "ru")
        qtbot.wait(50)
        assert not taken
        w.rules_dialog.close()
        i18n.install_language(qapp, "en")
        qtbot.waitUntil(lambda: bool(taken))  # no other dialog: the panel takes it back
    finally:
        i18n.install_language(qapp, "en")
    w.close()


def test_ctrl_z_on_the_panel_says_the_hand_is_over(qtbot, tmp_path):
    """Play-test pt135: Ctrl+Z while the end-of-hand panel had the keyboard did nothing at all.
    The window's Undo answers it: the hand is over, and nothing changes."""
    from PySide6.QtTest import QTest

    w = _hand_end_panel(qtbot, tmp_path)
    panel = w.panel
    plays = len(w.controller.game.logs[-1].plays)
    panel.activateWindow()
    QTest.keyClick(panel, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.statusBar().currentMessage() == (
        "This hand is over, so its plays can no longer be taken back.")
    assert len(w.controller.game.logs[-1].plays) == plays and panel.isVisible()
    w.close()


def test_a_panel_taller_than_the_table_stays_on_the_screen(qtbot, tmp_path):
    """Play-test pt173 #3: at 1024 x 600 the game's end panel (its chart, every seat's tiles) was
    taller than the table; centred over it, its title bar went over the screen's top, where it
    could not be dragged. Centred where it can be, it keeps to the screen's room."""
    w = _hand_end_panel(qtbot, tmp_path)
    panel = w.panel
    room = w.screen().availableGeometry()
    w.move(room.topLeft())
    qtbot.wait(20)
    panel.setMinimumHeight(room.height() - 30)  # taller than the space above the table's middle
    qtbot.waitUntil(lambda: panel.height() >= room.height() - 30)
    frame = panel.frameGeometry()
    assert frame.top() >= room.top() and frame.bottom() <= room.bottom(), (frame, room)
    assert abs(_offset(w).x()) <= 1  # still centred across
    panel.setMinimumHeight(0)
    panel.adjustSize()
    qtbot.waitUntil(lambda: panel.height() < room.height() // 2)
    assert _centred(w), _offset(w)  # and centred again once it fits
    w.close()


def _tall_game_end_panel(qtbot, tmp_path, geometry):
    """A window at ``geometry`` (x, y, width, height) whose 4-player game (random players, to 30,
    seed 9) is over, and its end of game panel, made as tall as play-test pt179's (592 pixels)."""
    from allfives_qt.controller import GameSetup
    from allfives_qt.engine.rules import Rules
    from test_window_storage import make_window

    w = make_window(qtbot, tmp_path)
    w.setGeometry(*geometry)
    c = w.controller
    w.start_game(GameSetup(Rules.make(4, target=30), ("random",) * 4, 9))
    qtbot.waitUntil(lambda: c.game.over and w.panel is not None and w.panel.isVisible(),
                    timeout=20000)
    w.panel.setMinimumHeight(592)
    return w, w.panel


@pytest.mark.parametrize("framed", ["panel", "window"])
def test_on_a_600_pixel_screen_the_game_end_panel_fits_its_chart_giving_way(qtbot, tmp_path,
                                                                             monkeypatch, framed):
    """Play-test pt179 #2: at 1024 x 600 the end of a game's panel (4 players) needed 592 pixels
    and 25 more for its frame, and could not be made smaller: its buttons' feet were off the
    screen. Its chart gives up height, down to LEAST_CHART_HEIGHT, and the panel fits."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    from allfives_qt.ui.hand_end_panel import LEAST_CHART_HEIGHT, HandEndPanel

    room = QRect(0, 0, 1024, 600)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: room)
    from PySide6.QtWidgets import QWidget

    from allfives_qt.ui.main_window import MainWindow

    # A window manager's title bar, as the offscreen platform has none (its frame: 2 pixels);
    # move() puts the frame's corner. Known for the panel; or, as on a screen where the panel is
    # sized before the window manager frames it, only for the game's window (pt179 #2, live).
    if framed == "panel":
        monkeypatch.setattr(HandEndPanel, "frameGeometry",
                            lambda self: self.geometry().adjusted(-5, -20, 5, 5))
        monkeypatch.setattr(HandEndPanel, "move",
                            lambda self, at: QWidget.move(self, at.x() + 3, at.y() + 18))
    else:
        monkeypatch.setattr(MainWindow, "frameGeometry",
                            lambda self: self.geometry().adjusted(-5, -20, 5, 5))
    w, panel = _tall_game_end_panel(qtbot, tmp_path, (0, 0, 1024, 600))
    chart = panel.chart
    qtbot.waitUntil(lambda: panel.height() + 25 <= room.height(), timeout=3000)
    if framed == "panel":
        frame = panel.frameGeometry()
        assert frame.top() >= room.top() and frame.bottom() <= room.bottom(), frame
    assert LEAST_CHART_HEIGHT <= chart.minimumHeight() < 200 and chart.height() >= LEAST_CHART_HEIGHT
    assert all(b.geometry().bottom() < panel.height() for b in panel.buttons.buttons())
    w.close()


def test_framed_after_it_is_shown_the_game_end_panel_keeps_to_the_screen(qtbot, tmp_path,
                                                                         monkeypatch):
    """Play-test pt180: beside a maximized game window, whose frame has no bottom border, the end
    of a game's panel was sized and placed by that frame; framed by the window manager with a
    5-pixel border, it fell a few pixels off a 600-pixel screen. Once its own frame is known,
    just shown, it is placed again by it."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen
    from PySide6.QtWidgets import QWidget

    from allfives_qt.ui.hand_end_panel import HandEndPanel
    from allfives_qt.ui.main_window import MainWindow

    room = QRect(0, 0, 1024, 600)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: room)
    framed = {"on": False}
    monkeypatch.setattr(MainWindow, "frameGeometry",  # maximized: a title bar, no border
                        lambda self: self.geometry().adjusted(0, -20, 0, 0))
    monkeypatch.setattr(HandEndPanel, "frameGeometry", lambda self: self.geometry().adjusted(
        *((-5, -20, 5, 5) if framed["on"] else (0, -20, 0, 0))))
    monkeypatch.setattr(HandEndPanel, "move", lambda self, at: QWidget.move(
        self, at.x() + (3 if framed["on"] else -2), at.y() + 18))
    w, panel = _tall_game_end_panel(qtbot, tmp_path, (0, 20, 1024, 580))
    qtbot.waitUntil(lambda: panel.frameGeometry().bottom() <= room.bottom(), timeout=3000)
    framed["on"] = True  # the window manager frames it: 5 pixels more below
    panel._framing = True  # just shown
    QWidget.move(panel, panel.geometry().x() + 1, panel.geometry().y())  # its move event
    qtbot.waitUntil(lambda: panel.frameGeometry().bottom() <= room.bottom(), timeout=3000)
    assert panel.frameGeometry().top() >= room.top()
    w.close()
