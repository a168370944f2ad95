"""The table's view repaints all of itself at a fractional device pixel ratio (play-test pt125 #2:
at 144 dpi, a ratio of 1.5, Qt's smallest repaint left white lines where tiles had been) and only
what changed at a whole one."""

from PySide6.QtWidgets import QGraphicsView

from allfives_qt.ui.main_window import MainWindow

FULL = QGraphicsView.ViewportUpdateMode.FullViewportUpdate
MINIMAL = QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate


def test_a_fractional_pixel_ratio_repaints_the_whole_view(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    view = w.view
    assert view.devicePixelRatioF() == 1.0 and view.viewportUpdateMode() == MINIMAL
    for ratio, mode in ((1.5, FULL), (2.0, MINIMAL), (1.25, FULL), (1.0, MINIMAL)):
        view.devicePixelRatioF = lambda r=ratio: r  # the screen's ratio as Qt would give it
        view.follow_pixel_ratio()
        assert view.viewportUpdateMode() == mode, ratio
