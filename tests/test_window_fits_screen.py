"""The window keeps within a small screen's height (play-test pt95 #1): the table view gives up
height, down to LEAST_VIEW_HEIGHT, when the bars above and below it (the replay and review
bars, a notice) would push the window past the screen; it takes MIN_VIEW's back once they go."""

from PySide6.QtWidgets import QPushButton, QWidget

from allfives_qt.ui.main_window import MainWindow
from allfives_qt.ui.screen_fit import TITLE_ROOM
from allfives_qt.ui.table_view import LEAST_VIEW_HEIGHT, MIN_VIEW


def test_bars_take_room_from_the_table_not_from_the_screen(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.resize(w.width(), w.minimumSizeHint().height())  # a window as small as it goes
    room = w.screen().availableGeometry().height() - TITLE_ROOM
    assert w.view.minimumHeight() == MIN_VIEW[1] and w.minimumSizeHint().height() <= room
    bars = QWidget()
    bars.close_button = QPushButton(bars)  # as a notice bar has
    tall = room - w.minimumSizeHint().height() + 50  # what a replay and a review bar might add
    bars.setFixedHeight(tall)
    w.place_notice(bars)
    bars.show()
    qtbot.waitUntil(lambda: w.minimumSizeHint().height() <= room, timeout=2000)
    assert w.view.minimumHeight() == MIN_VIEW[1] - 50 >= LEAST_VIEW_HEIGHT
    qtbot.waitUntil(lambda: w.height() <= room, timeout=2000)  # not grown past the screen
    bars.setFixedHeight(room)  # more than any screen can hold: the table keeps its least
    qtbot.waitUntil(lambda: w.view.minimumHeight() == LEAST_VIEW_HEIGHT, timeout=2000)
    bars.hide()
    qtbot.waitUntil(lambda: w.view.minimumHeight() == MIN_VIEW[1], timeout=2000)
