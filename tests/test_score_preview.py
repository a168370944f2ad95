"""Score preview (issue 11, item 6): while a tile is picked or dragged, each lit end shows what
the play would score there ("+10"), and the numbers are the engine's."""

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtTest import QTest

from allfives_qt.controller import GameSetup
from allfives_qt.engine.hand import LEAD
from allfives_qt.engine.rules import Rules
from allfives_qt.ui.tile_item import TILE_LONG, TILE_SHORT

from gameplay import person_acts


def engine_points(hand, tile, end):
    """What the engine's own play gives (on a copy), independently of the preview's call."""
    trial = hand.copy()
    return trial.play(tile, LEAD if hand.center is None else end)


def check_targets(w, tile):
    c = w.controller
    targets = w.scene.targets
    assert {t.end for t in targets} == set(c.legal_ends(tile))
    for t in targets:
        pts = engine_points(c.game.hand, tile, t.end)
        assert t.points == pts
        assert t._preview is not None and t._preview.isVisible()
        assert t._preview.text() == ("+%d" % pts if pts else "0")
        # Upright on screen, whichever way the tile would lie.
        assert abs((t.rotation() + t._preview.rotation()) % 360) < 1e-6
        # Within the place, across the way it reads (play-test: "+10" spilled out of an upright
        # end under the tile beside it).
        place = t.mapRectToScene(QRectF(-TILE_LONG / 2, -TILE_SHORT / 2, TILE_LONG, TILE_SHORT))
        assert t._preview.sceneBoundingRect().width() <= place.width() + 0.5, (t.end, pts)
    return [t.points for t in targets]


def test_picked_tile_shows_each_ends_points(window, qtbot):
    w = window
    c = w.controller
    seen = []
    for seed in range(1, 12):
        w.start_game(GameSetup(Rules.make(2), (None, "random"), seed))
        for _ in range(30):
            qtbot.waitUntil(lambda: c.human_turn() or c.game.hand_over, timeout=8000)
            if c.game.hand_over:
                break
            for tile in sorted(c.playable_tiles()):
                assert w.scene.choose(tile)
                seen += check_targets(w, tile)
                w.scene.cancel_choice()
                assert not w.scene.targets
            person_acts(c)
        if any(seen) and len(seen) > 40:
            break
    assert any(p > 0 for p in seen) and any(p == 0 for p in seen)


def start_drag(w, qtbot):
    """Deal seed 2 and start dragging the person's first playable tile: (tile, viewport, press)."""
    c = w.controller
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 2))
    qtbot.waitUntil(lambda: c.human_turn() and bool(c.playable_tiles()), timeout=8000)
    tile = sorted(c.playable_tiles())[0]
    viewport = w.view.viewport()
    p0 = w.view.mapFromScene(w.scene.hand_items[tile].scenePos())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p0)
    QTest.mouseMove(viewport, p0 + QPoint(10, -10))
    return tile, viewport, p0


def test_dragged_tile_shows_the_points(window, qtbot):
    w = window
    tile, viewport, p0 = start_drag(w, qtbot)
    QTest.mouseMove(viewport, p0 + QPoint(20, -30))
    assert w.scene.targets
    check_targets(w, tile)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       p0 + QPoint(20, -30))


def test_points_if_refuses_an_illegal_end(window, qtbot):
    w = window
    c = w.controller
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 2))
    qtbot.waitUntil(lambda: c.human_turn(), timeout=8000)
    hand = c.game.hand
    mine = hand.hand_tiles(hand.turn)
    for tile in mine:
        for end in range(5):
            if end in c.legal_ends(tile):
                assert c.points_if(tile, end) == engine_points(hand, tile, end)
            else:
                assert c.points_if(tile, end) is None
    other = next(t for t in range(28) if t not in mine)
    assert c.points_if(other, LEAD) is None and c.points_if(other, 0) is None


def _render(scene, rect):
    from PySide6.QtGui import QImage, QPainter
    img = QImage(int(rect.width()) * 2, int(rect.height()) * 2, QImage.Format.Format_ARGB32)
    img.fill(0)
    p = QPainter(img)
    scene.render(p, QRectF(img.rect()), rect)
    p.end()
    return img


def test_dragged_tile_leaves_the_points_readable(window, qtbot):
    """Play-test: the tile dragged over a lit end hid its "+15". The lit ends are lifted above
    the dragged tile, and the number shows where the tile lies over it (hiding the number changes
    the picture; on the old code the tile covered it and nothing changed)."""
    w = window
    tile, viewport, _ = start_drag(w, qtbot)
    item = w.scene.hand_items[tile]
    target = w.scene.targets[0]
    p1 = w.view.mapFromScene(target.scenePos())
    QTest.mouseMove(viewport, p1)
    try:
        assert target.selected
        assert item.sceneBoundingRect().contains(target._preview.sceneBoundingRect())
        for t in w.scene.targets:
            assert t.zValue() > item.zValue()
        area = target._preview.sceneBoundingRect()
        shown = _render(w.scene, area)
        target._preview.setVisible(False)
        hidden = _render(w.scene, area)
        target._preview.setVisible(True)
        assert shown != hidden
    finally:
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p1)
