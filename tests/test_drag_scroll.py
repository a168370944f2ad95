"""Zoomed in, a tile dragged near the view's edge scrolls the view (play-test pt86 #5: the lit
ends out of sight could not be reached by a drag); the tile stays under the pointer, and the view
stops where the pointer leaves the edge or the drag ends."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules
from allfives_qt.ui.table_view import EDGE_ZONE, _edge_speed
from test_score_preview import start_drag


def _zoomed_drag(w, qtbot):
    c = w.controller
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 2))
    qtbot.waitUntil(lambda: c.human_turn() and bool(c.playable_tiles()), timeout=8000)
    w.view.set_zoom(3.0)
    tile = sorted(c.playable_tiles())[0]
    port = w.view.viewport()
    p0 = w.view.mapFromScene(w.scene.hand_items[tile].scenePos())
    QTest.mousePress(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p0)
    QTest.mouseMove(port, p0 + QPoint(10, -40))
    assert w.scene.dragging()
    return tile, port, p0


def _under_pointer(w, tile, at: QPoint, p0: QPoint) -> bool:
    item = w.scene.hand_items[tile]
    off = w.view.mapFromScene(item.scenePos()) - at
    return abs(off.x()) <= 2 and abs(off.y()) <= 2  # pressed on its scenePos: it stays there


def test_the_edge_speed_grows_towards_the_edge():
    assert _edge_speed(400, 0, 800) == 0
    assert _edge_speed(EDGE_ZONE + 1, 0, 800) == 0
    assert _edge_speed(EDGE_ZONE - 1, 0, 800) == -1
    assert _edge_speed(0, 0, 800) < _edge_speed(EDGE_ZONE // 2, 0, 800) < 0
    assert _edge_speed(-500, 0, 800) == _edge_speed(0, 0, 800)  # outside: no faster than at it
    assert _edge_speed(800, 0, 800) == -_edge_speed(0, 0, 800)


def test_a_tile_dragged_to_the_top_edge_scrolls_the_zoomed_view(window, qtbot):
    w = window
    tile, port, p0 = _zoomed_drag(w, qtbot)
    bar = w.view.verticalScrollBar()
    start = bar.value()
    assert start > bar.minimum()  # zoomed in: there is more table above
    top = QPoint(port.width() // 2, 3)
    QTest.mouseMove(port, top)
    qtbot.waitUntil(lambda: bar.value() < start - 40, timeout=3000)
    assert _under_pointer(w, tile, top, p0) and w.scene.dragging()
    middle = QPoint(port.width() // 2, port.height() // 3)
    QTest.mouseMove(port, middle)
    stopped = bar.value()
    QTest.qWait(200)
    assert bar.value() == stopped  # away from the edge: no more scrolling
    QTest.mouseMove(port, top)
    qtbot.waitUntil(lambda: bar.value() < stopped, timeout=3000)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, top)
    ended = bar.value()
    QTest.qWait(200)
    assert bar.value() == ended and not w.view.drag_scroll.timer.isActive()
    assert tile in w.controller.game.hand.hand_tiles(0)  # dropped on the felt: not played


def test_no_scrolling_without_a_drag_or_zoom(window, qtbot):
    w = window
    tile, port, p0 = _zoomed_drag(w, qtbot)
    QTest.keyClick(w.view, Qt.Key.Key_Escape)  # the drag given up
    QTest.qWait(100)  # the lit end scrolled into sight when the drag began (show_end)
    bar = w.view.verticalScrollBar()
    start = bar.value()
    QTest.mouseMove(port, QPoint(port.width() // 2, 3))
    QTest.qWait(200)
    assert bar.value() == start
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       QPoint(port.width() // 2, 3))
    w.view.zoom_to_fit()
    tile, port, p0 = start_drag(w, qtbot)  # the whole table in sight
    QTest.mouseMove(port, QPoint(port.width() // 2, 3))
    assert w.scene.dragging() and not w.view.drag_scroll.timer.isActive()
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       QPoint(port.width() // 2, 3))


def test_a_release_beside_the_view_plays_nothing_and_reproaches_nothing(window, qtbot):
    """Play-test pt90 #1: zoomed in, a tile released beside the window played on a lit end
    scrolled out of sight there; released off the view's other side, it was told that it did
    not match an end. Off the view, the tile goes home quietly."""
    w = window
    tile, port, p0 = _zoomed_drag(w, qtbot)
    QTest.qWait(100)  # the lit ends scrolled into sight (show_end)
    scene = w.scene
    assert scene.targets
    target = scene.targets[0]
    bar = w.view.horizontalScrollBar()
    at = w.view.mapFromScene(target.sceneBoundingRect().center())
    bar.setValue(bar.value() + at.x() + 40)  # the lit end now lies 40 pixels left of the view
    beside = w.view.mapFromScene(target.sceneBoundingRect().center())
    assert beside.x() < 0 and scene.target_at(w.view.mapToScene(beside)) is target
    hand = w.controller.game.hand.hand_tiles(0)
    QTest.mouseRelease(port, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, beside)
    assert w.controller.game.hand.hand_tiles(0) == hand and not scene.targets
    assert w.statusBar().currentMessage() == scene.after_news(scene.your_turn_text())
