"""Score preview (issue 11, item 6): while a tile is picked or dragged, each lit end shows what
the play would score there ("+10"), and the numbers are the engine's."""

from PySide6.QtCore import QPoint, QRectF, QSizeF, Qt
from PySide6.QtTest import QTest

from allfives_qt.controller import GameSetup
from allfives_qt.engine.hand import LEAD
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import tile_id
from allfives_qt.ui.tile_item import TILE_LONG, TILE_SHORT

from gameplay import each_chosen_tile, person_acts, wait_person


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
        # (in an upright place the number alone, where its sign would halve it)
        assert t._preview.text() == "%d" % pts  # no sign, flat or upright (pt148 #2)
        # Upright on screen, whichever way the tile would lie.
        assert abs((t.rotation() + t._preview.rotation()) % 360) < 1e-6
        # Within the place, across the way it reads (play-test: "+10" spilled out of an upright
        # end under the tile beside it).
        place = t.mapRectToScene(QRectF(-TILE_LONG / 2, -TILE_SHORT / 2, TILE_LONG, TILE_SHORT))
        assert t._preview.sceneBoundingRect().width() <= place.width() + 0.5, (t.end, pts)
    return [t.points for t in targets]


def test_picked_tile_shows_each_ends_points(window, qtbot):
    w = window
    seen = []
    for tile in each_chosen_tile(w, qtbot, range(1, 12), lambda: any(seen) and len(seen) > 40):
        seen += check_targets(w, tile)
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


def test_dragged_tile_lies_on_top_and_its_points_ride_beside_it(window, qtbot):
    """Play-test pt7 #15 (shot06a): the tile dragged over a lit end lay under the end's "+5"
    plate, lifted above it by an earlier fix (before which the tile hid the number). Now the
    tile lies over every lit end and the number of the end under the pointer is shown on a
    badge beside the tile's corner, above it: both are seen (hiding either changes the picture
    where it lies; on the old code the lit end covered the tile's middle and there is no badge)."""
    w = window
    tile, viewport, _ = start_drag(w, qtbot)
    item = w.scene.hand_items[tile]
    target = w.scene.targets[0]
    p1 = w.view.mapFromScene(target.scenePos())
    QTest.mouseMove(viewport, p1)
    try:
        assert target.selected
        for t in w.scene.targets:
            assert item.zValue() > t.zValue()
        badge = w.scene.drag_badge()
        assert badge.isVisible() and badge.zValue() > item.zValue()
        assert badge.text.text() == target.points_text()
        tile_box, badge_box = item.sceneBoundingRect(), badge.sceneBoundingRect()
        cover = tile_box.intersected(badge_box)
        assert cover.width() * cover.height() <= 0.25 * badge_box.width() * badge_box.height()
        # The tile's middle (over the lit end) shows the tile; the badge shows the number.
        middle = QRectF(tile_box.center().x() - 8, tile_box.center().y() - 8, 16, 16)
        for shown_item, area in ((item, middle), (badge, badge_box)):
            shown = _render(w.scene, area)
            shown_item.setVisible(False)
            hidden = _render(w.scene, area)
            shown_item.setVisible(True)
            assert shown != hidden
        # Off the lit ends the badge goes.
        far = w.view.mapFromScene(w.scene.bone_panel.sceneBoundingRect().center())
        QTest.mouseMove(viewport, far)
        assert not badge.isVisible()
        QTest.mouseMove(viewport, p1)
        assert badge.isVisible()
    finally:
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p1)
    assert not w.scene.drag_badge().isVisible()


def test_a_tile_that_fits_no_end_is_not_dragged(window, qtbot):
    """Play-test pt7 #15 (d1.png): a greyed tile could be dragged, and the status bar said "Drop
    0-0 on a lit end." with nothing lit. Now the drag does not start: the tile stays in the hand
    and the reason is said; releasing it plays nothing."""
    w = window
    c = w.controller
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 2))
    for _ in range(40):
        wait_person(qtbot, w)
        assert not c.game.hand_over
        hand = c.game.hand
        greyed = [t for t in hand.hand_tiles(hand.turn) if t not in c.playable_tiles()]
        if greyed and c.playable_tiles():
            break
        person_acts(c)
    tile = greyed[0]
    item = w.scene.hand_items[tile]
    before, played = item.pos(), hand.n_played
    viewport = w.view.viewport()
    p0 = w.view.mapFromScene(item.scenePos())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, p0)
    QTest.mouseMove(viewport, p0 + QPoint(10, -10))
    QTest.mouseMove(viewport, p0 + QPoint(20, -60))
    assert w.scene.last_message == w.scene.after_news("That tile fits no open end.")
    assert not w.scene.targets and item.pos() == before
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       p0 + QPoint(20, -60))
    assert hand.n_played == played and item.pos() == before and c.human_turn()


def test_a_plays_points_never_cover_a_lit_end(window, qtbot):
    """Play-test pt51 #1: at the Instant speed a computer's "+25" stays beside its tile until the
    next play, and it lay on the open end there: once the person chose a tile, that lit end read
    "+25" where its own points said 0. The pop-up is now put clear of the open ends' places, and
    choosing a tile whose lit ends it would still cover (the picture slid to show them) takes it
    away."""
    w = window
    shown = []  # the pop-ups' places just before each choice
    choices = 0

    def remember() -> None:
        shown[:] = [f.sceneBoundingRect() for f in w.scene.floaters]

    for _tile in each_chosen_tile(w, qtbot, range(1, 40), lambda: choices >= 12, remember):
        plates = [t.sceneBoundingRect() for t in w.scene.targets]
        choices += bool(shown)  # a choice made while a play's points were shown
        assert not any(f.scene() is w.scene and f.sceneBoundingRect().intersects(p)
                       for f in w.scene.floaters for p in plates)
    assert choices >= 12


def test_the_points_pop_up_stays_beside_the_tile_when_only_its_rise_is_in_the_way(qapp):
    """Play-test pt57 #8: the "+15" of a tile played below the spinner went 120 units up and to
    the right: beside the tile, its 14 units of rise touched the corner of another tile. A spot
    clear while the pop-up stays still now comes before spots further away, without the rise."""
    from PySide6.QtWidgets import QGraphicsScene

    from allfives_qt.ui.table.animation import TableAnimation
    from allfives_qt.ui.table.geometry import TABLE_RECT
    from allfives_qt.ui.tile_item import TileItem

    class Felt(QGraphicsScene):
        POINTS_RISE = TableAnimation.POINTS_RISE
        table_items: dict = {}

        def open_end_probes(self):
            return []

    scene = Felt()
    c = TABLE_RECT.center()
    body = TileItem.body_rect()
    played = TileItem(tile_id(3, 5), True)
    played.setRotation(90)
    played.setPos(c)
    w, h = 60.0, 40.0
    # Tiles all round it but for a spot just right of it: above, below, left and at three corners,
    # and one over the fourth corner that the spot on the right would reach only as it rises.
    blockers = []
    for dx, dy, turn in ((0, -body.width() - 2, 90), (0, body.width() + 2, 90),
                         (-body.height() / 2 - body.width() / 2 - 2, 0, 0),
                         (-50, -56, 0), (-50, 56, 0), (50, 56, 0), (50, -43, 0)):
        t = TileItem(tile_id(1, 2), True)
        t.setRotation(turn)
        t.setPos(c.x() + dx, c.y() + dy)
        blockers.append(t)
    scene.table_items = {i: t for i, t in enumerate([played] + blockers)}
    for t in scene.table_items.values():
        scene.addItem(t)
    at, rise = TableAnimation.points_place(scene, played, (w, h))
    spot = QRectF(at, QSizeF(w, h))
    tile = played.mapRectToScene(body)
    assert rise == 0 and abs(spot.left() - tile.right() - 4) < 1e-6, spot  # just right of it
    assert abs(spot.center().y() - tile.center().y()) < 1e-6
    for t in blockers:
        r = t.mapRectToScene(TileItem.body_rect())
        assert not spot.united(spot.translated(0, -rise)).intersects(r)
