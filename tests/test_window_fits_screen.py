"""The window keeps within a small screen's height (play-test pt95 #1): the table view gives up
height, down to LEAST_VIEW_HEIGHT, when the bars above and below it (the replay and review
bars, a notice) would push the window past the screen; it takes MIN_VIEW's back once they go."""

from PySide6.QtWidgets import QGraphicsView, QPushButton, QVBoxLayout, QWidget

from allfives_qt.ui.main_window import MainWindow
from allfives_qt.ui.screen_fit import TITLE_ROOM
from allfives_qt.ui.table_view import LEAST_VIEW_HEIGHT, MIN_VIEW, ScreenRoom


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



def test_a_window_taller_than_the_screen_at_its_first_show_comes_down_to_it(qtbot):
    """A window fitted to a screen smaller than its least height before it was shown (a 1280 x
    800 screen at 144 dpi: 533 logical pixels) stayed at the least height MIN_VIEW's view gave it,
    its status bar under the screen's edge and, play-test pt125 #1, its title bar over the top one;
    at the view's first show it gives way, and the window comes within the screen."""
    window = QWidget()
    qtbot.addWidget(window)
    room = window.screen().availableGeometry().height() - TITLE_ROOM
    view = QGraphicsView(window)
    view.setMinimumHeight(MIN_VIEW[1])
    below = QWidget(window)  # the buttons and the status bar
    below.setFixedHeight(room - MIN_VIEW[1] + 40)
    box = QVBoxLayout(window)
    box.setContentsMargins(0, 0, 0, 0)
    box.setSpacing(0)
    box.addWidget(view)
    box.addWidget(below)
    window.resize(600, room + 40)  # as high as its parts need, past the room
    window.show()
    qtbot.waitExposed(window)
    top = window.screen().availableGeometry().top()
    window.move(0, top - 30)  # its title bar above the screen, as a window manager put it
    assert window.height() > room and window.frameGeometry().top() < top
    ScreenRoom(view)  # what the table view makes at its first show
    qtbot.waitUntil(lambda: window.height() <= room, timeout=2000)
    assert view.minimumHeight() == MIN_VIEW[1] - 40 and below.geometry().bottom() < room
    qtbot.waitUntil(lambda: window.frameGeometry().top() >= top, timeout=2000)  # pt125 #1
    window.move(0, top - 30)  # the window system framed it later, the title bar above again
    qtbot.waitUntil(lambda: window.frameGeometry().top() >= top, timeout=2000)  # pt128 #1
