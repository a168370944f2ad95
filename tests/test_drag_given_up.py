"""A drag given up (play-test pt86): Escape ends it for good (#1: the tile went home, then followed
the pointer again with no end lit, and the release said "Drop the tile on a lit end."), a tile
dropped back on the hand just goes home (#4: the same reproach), and Ctrl+wheel does not zoom
under a dragged tile (#2: it was drawn back in the hand until the pointer moved)."""

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from allfives_qt.ui.sentences import reason_text
from test_score_preview import start_drag

REPROACH = "Drop the tile on a lit end."


def _status(w) -> str:
    return w.statusBar().currentMessage()


def _ctrl_wheel(w, at: QPoint) -> None:
    port = w.view.viewport()
    event = QWheelEvent(QPointF(at), QPointF(port.mapToGlobal(at)), QPoint(0, 0), QPoint(0, 120),
                        Qt.MouseButton.LeftButton, Qt.KeyboardModifier.ControlModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(port, event)


def test_escape_ends_a_drag_and_the_release_then_does_nothing(window, qtbot):
    w = window
    tile, port, p0 = start_drag(w, qtbot)
    QTest.mouseMove(port, p0 + QPoint(20, -40))
    scene = w.scene
    assert scene.dragging() and scene.targets
    end_at = w.view.mapFromScene(scene.targets[0].sceneBoundingRect().center())
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    assert not scene.dragging() and not scene.targets
    home = scene.hand_items[tile].pos()
    QTest.mouseMove(port, end_at)  # the button is still down: the tile stays home
    assert scene.hand_items[tile].pos() == home and not scene.targets
    hand_before = w.controller.game.hand.hand_tiles(0)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end_at)
    assert w.controller.game.hand.hand_tiles(0) == hand_before  # nothing played
    assert REPROACH not in _status(w) and REPROACH == reason_text("no-end")
    assert _status(w) == w.scene.after_news(w.scene.your_turn_text())


def test_a_tile_dropped_back_on_the_hand_goes_home_without_a_reproach(window, qtbot):
    w = window
    tile, port, p0 = start_drag(w, qtbot)
    QTest.mouseMove(port, p0 + QPoint(30, -120))
    assert w.scene.dragging()
    QTest.mouseMove(port, p0 + QPoint(3, 2))
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       p0 + QPoint(3, 2))
    assert not w.scene.targets and tile in w.scene.hand_items
    assert _status(w) == w.scene.after_news(w.scene.your_turn_text())  # what to do now, not a reproach
    # Just past the last tile, and on the name under the hand (pt87): home too, quietly.
    scene = w.scene
    last = max((hi.sceneBoundingRect() for hi in scene.hand_items.values()), key=lambda r: r.right())
    label = scene.labels[0].sceneBoundingRect()
    for spot in (QPointF(last.right() + last.width() / 3, last.center().y()), label.center()):
        tile, port, p0 = start_drag(w, qtbot)
        QTest.mouseMove(port, p0 + QPoint(30, -120))
        at = w.view.mapFromScene(spot)
        QTest.mouseMove(port, at)
        QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        assert _status(w) == w.scene.after_news(w.scene.your_turn_text()), spot
    # Dropped on the felt, away from every end, it is still told why.
    tile, port, p0 = start_drag(w, qtbot)
    felt = w.view.mapFromScene(w.scene.sceneRect().center() + QPointF(0, -300))
    QTest.mouseMove(port, felt)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, felt)
    assert REPROACH in _status(w)


def test_ctrl_wheel_does_not_zoom_under_a_dragged_tile(window, qtbot):
    w = window
    tile, port, p0 = start_drag(w, qtbot)
    at = p0 + QPoint(20, -60)
    QTest.mouseMove(port, at)
    zoom = w.view.zoom
    _ctrl_wheel(w, at)
    assert w.view.zoom == zoom and w.scene.dragging()
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p0)
    _ctrl_wheel(w, at)
    assert w.view.zoom > zoom  # the wheel zooms again once the tile is let go


def test_a_release_the_table_never_saw_ends_the_drag(window, qtbot):
    """Play-test pt87 #7: F10 or Ctrl+N during a drag, the button released in the menu or the
    dialog: the scene never saw the release, and the tile then followed the pointer with no
    button held, its ends lit. The next move with no button held ends the drag."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QMouseEvent

    w = window
    tile, port, p0 = start_drag(w, qtbot)
    QTest.mouseMove(port, p0 + QPoint(20, -40))
    scene = w.scene
    assert scene.dragging() and scene.targets
    at = p0 + QPoint(40, -90)
    moved = QMouseEvent(QEvent.Type.MouseMove, QPointF(at), QPointF(port.mapToGlobal(at)),
                        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(port, moved)
    assert not scene.dragging() and not scene.targets
    assert _status(w) == w.scene.after_news(w.scene.your_turn_text())
    home = scene.hand_items[tile].pos()
    QApplication.sendEvent(port, QMouseEvent(QEvent.Type.MouseMove, QPointF(at + QPoint(30, 0)),
                                             QPointF(port.mapToGlobal(at)), Qt.MouseButton.NoButton,
                                             Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))
    assert scene.hand_items[tile].pos() == home  # it no longer follows the pointer
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)


def test_the_keyboards_zoom_waits_for_a_dragged_tile(window, qtbot):
    """Play-test pt87 #7: Ctrl++ during a drag zoomed, and the tile jumped back into the hand."""
    w = window
    tile, port, p0 = start_drag(w, qtbot)
    QTest.mouseMove(port, p0 + QPoint(20, -60))
    zoom = w.view.zoom
    w.zoom_in_action.trigger()
    assert w.view.zoom == zoom and w.scene.dragging()
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p0)
    w.zoom_in_action.trigger()
    assert w.view.zoom > zoom
