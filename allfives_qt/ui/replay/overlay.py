"""The marks of one reviewed play on the table scene (issue 12, item 2; play-tests pt14 #3 and
pt17 #3): a tick beside the tile played when it was the best move, otherwise the better move as a
ghost tile on its end, and "cost N points" (:func:`~.review.points_text`) beside the tile played;
when that end's place is the tile played's, a dashed outline marks it and the ghost lies beside it
(across the arm), joined by a dashed line. Every mark keeps on the table and off the tiles where
it can. (:mod:`.review` imports this module, so the review's sentences are imported where they
are used.)
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsLineItem, QGraphicsRectItem

from allfives_qt.engine.hand import ARM_BY_NAME
from allfives_qt.engine.tiles import parse_halves, tile_id

from ..table.geometry import TABLE_RECT
from ..table.items import EndTarget, make_text
from ..tile_item import TileItem

# Opacity of the ghost tile that shows the better move.
GHOST_OPACITY = 0.5
# The colour of the dashed outline and line that show where the ghost's tile would lie when the
# tile played lies there (the cost label's yellow).
GHOST_MARK = QColor(255, 210, 90)


class ReviewOverlay:
    """The marks of one reviewed play on the table scene: a tick next to the played tile, or the
    better move as a ghost tile on its end with its cost. :meth:`clear` removes them."""

    # Scene units kept between a mark and the table's edge, where there is room.
    EDGE_GAP = 5.0

    def __init__(self, scene) -> None:
        self.scene = scene
        self.items: list = []
        # What is shown: ("best", tile) or ("ghost", tile, x, y) (the ghost's place in the
        # scene), or None.
        self.shown: tuple | None = None

    def clear(self) -> None:
        """Remove every mark from the scene."""
        for item in self.items:
            if item.scene() is not None:
                self.scene.removeItem(item)
        self.items = []
        self.shown = None

    def _beside(self, mark, anchor: QRectF) -> None:
        """Put ``mark`` (an item of the scene, no parent) next to ``anchor`` (a tile's rectangle in
        scene coordinates): right of it, left, above or below, the nearest place (moving further out
        in steps) where it lies over no tile and no other mark; right of it when there is no such place."""
        tiles = self._taken()
        size = mark.sceneBoundingRect().size()
        w, h, c = size.width(), size.height(), anchor.center()
        # On the table first, a few units inside its edge (play-test pt17 #3: "cost 1.3 points"
        # ran past the edge; pt64 #5: one sat flush on it), then anywhere clear of the tiles.
        m = self.EDGE_GAP
        for room in (TABLE_RECT.adjusted(m, m, -m, -m), self.scene.sceneRect()):
            # Above and below, kept inside the room's width (play-test pt56 #3: a ghost at the
            # table's right edge had its label pushed 250 px left along the row of tiles):
            # centred, else moved sideways in steps while it still overlaps the anchor (pt120 #4:
            # centred over a tile beside the spinner, it met the spinner's faint end and went
            # 200 units up).
            span = int((w + anchor.width()) / 2) - 12
            xs = dict.fromkeys(min(max(c.x() - w / 2 + d, room.left()), room.right() - w)
                               for d in sorted(range(-span, span + 1, 12), key=abs))
            for far in range(6, 400, 12):
                for at in (QPointF(anchor.right() + far, c.y() - h / 2),
                           QPointF(anchor.left() - far - w, c.y() - h / 2),
                           *(QPointF(x, y) for x in xs
                             for y in (anchor.top() - far - h, anchor.bottom() + far))):
                    spot = QRectF(at, size)
                    if room.contains(spot) and not any(spot.intersects(r) for r in tiles):
                        mark.setPos(at)
                        return
        mark.setPos(anchor.right() + 6, c.y() - h / 2)

    def _taken(self, skip=None) -> list[QRectF]:
        """The scene rectangles of the visible tiles (but ``skip``), of the open ends shown (the
        spinner's, faintly: play-test pt120 #4, "cost 3.9" lay across its N end) and of the
        marks placed."""
        tiles = [i.sceneBoundingRect() for i in self.scene.items()
                 if isinstance(i, (TileItem, EndTarget)) and i.isVisible() and i not in self.items
                 and i is not skip]
        return tiles + [i.sceneBoundingRect() for i in self.items]

    def _claim_mark(self, entry: dict[str, Any], tile) -> None:
        """Say beside ``tile`` (the played tile's item) that its points were not claimed."""
        from .review import points_text
        label = make_text(None, 17, bold=True, color=QColor(255, 150, 120))
        text = QCoreApplication.translate("Review", "not claimed: cost %1")
        label.setText(text.replace("%1", points_text(entry["claim_loss"])))
        label.setZValue(40)
        self.scene.addItem(label)
        self._beside(label, tile.sceneBoundingRect())
        self.items.append(label)

    def _tick(self, tile) -> None:
        """Mark ``tile`` (the played tile's item) as the best move."""
        tick = make_text(None, 30, bold=True, color=QColor(90, 220, 110))
        tick.setText("\u2713")
        tick.setZValue(40)
        self.scene.addItem(tick)
        self._beside(tick, tile.sceneBoundingRect())
        self.items.append(tick)

    def show(self, entry: dict[str, Any], before, after=None) -> None:
        """Mark ``entry`` (a reviewed play) on the scene, which shows the layout just after it;
        ``before`` is the :class:`SeatView` of the layout just before it, ``after`` the one shown
        (when given): a better move on another open end than the tile played lies at that end of
        the layout shown; one for the same end (or the lead) where ``before``'s layout puts it,
        moved as the picture glided since (play-test pt24 #4: the picture also zooms out, so the
        glide of the tile played put a ghost on another end 30 px off it)."""
        from .review import move_loss, points_text

        self.clear()
        played = tile_id(*parse_halves(entry["tile"]))
        mine = self.scene.table_items.get(played)
        if entry.get("claim_loss") and mine is not None:
            self._claim_mark(entry, mine)
        if move_loss(entry) == 0:
            if mine is None:
                return
            self.shown = ("best", played)
            if not entry.get("claim_loss"):  # its claim's mark alone (play-test pt126 #2: a green
                self._tick(mine)  # tick beside "not claimed: cost 22.5": two opposite signals)
            return
        best = entry["best"]
        tile = tile_id(*parse_halves(best["tile"]))
        frame = self.scene.frame  # the layout's place and scale on the table
        elsewhere = after is not None and None not in (best["end"], entry["end"]) \
            and best["end"] != entry["end"]
        if elsewhere:
            self._make_room(after, tile, ARM_BY_NAME[best["end"]])
        placed = self._placed(after, best["end"], best["tile"]) if elsewhere else None
        glides = placed is None
        if glides:
            placed = self._placed(before, best["end"], best["tile"])
        if placed is None:
            return
        x, y, angle, first, second = placed
        ghost = TileItem(tile, True)
        ghost.set_halves(first, second)
        ghost.setPos(self.scene.to_scene(x, y))
        ghost.setRotation(angle)
        ghost.setScale(frame.scale)
        ghost.setOpacity(GHOST_OPACITY)
        ghost.setZValue(35)
        ghost.setAcceptHoverEvents(False)
        self.scene.addItem(ghost)
        if glides and mine is not None:  # the picture may have glided since the layout before
            ghost.moveBy(*self._glide(before, entry, mine))
        place = None
        if mine is not None and mine.sceneBoundingRect().intersects(ghost.sceneBoundingRect()):
            # The better move would lie where the tile played lies now: its outline, dashed,
            # marks that place, and the ghost is shown beside it with a line to it (play-test
            # pt14 #3: the ghost alone looked like a play on another end).
            place = self._outline(ghost, frame.scale)
            self._move_clear(ghost, mine.sceneBoundingRect().united(place.sceneBoundingRect()))
        label = make_text(None, 17, bold=True, color=GHOST_MARK)
        cost = QCoreApplication.translate("Review", "cost %1")
        label.setText(cost.replace("%1", points_text(move_loss(entry))))
        label.setZValue(40)
        self.scene.addItem(label)
        self.items.append(ghost)
        if place is not None:  # marks the label keeps clear of (play-test pt69 #5: across them)
            self.items += [place, self._link(ghost, place)]
        # What the play cost goes beside the tile played, which cost it (play-test pt56 #3: beside
        # the better move it read as that move's cost); the ghost is that better move.
        self._beside(label, (mine or ghost).sceneBoundingRect())
        self.items.insert(1, label)  # second, after the ghost, as callers find them
        self.shown = ("ghost", tile, ghost.pos().x(), ghost.pos().y())

    def _make_room(self, after, tile: int, arm: int) -> None:
        """Slide (or shrink) the picture of the layout ``after`` until the place of ``tile`` on
        the open end ``arm`` lies on the table, as the table does for a chosen tile's lit places
        (:meth:`~allfives_qt.ui.table_frame.TableFrame.light`; play-test pt63 #3: a better move
        at the end of a long arm was drawn past the table's edge)."""
        if self.scene.frame.light(after, tile, [arm]):
            self.scene.lay_out_table_now()

    def _outline(self, ghost: TileItem, scale: float) -> QGraphicsRectItem:
        """A dashed outline of ``ghost``'s body where it lies now, added to the scene."""
        place = QGraphicsRectItem(TileItem.body_rect())
        place.setPos(ghost.pos())
        place.setRotation(ghost.rotation())
        place.setScale(scale)
        place.setPen(QPen(GHOST_MARK, 2.5 / max(scale, 0.1), Qt.PenStyle.DashLine))
        place.setZValue(36)
        self.scene.addItem(place)
        return place

    def _placed(self, before, end: str | None, name: str) -> tuple | None:
        """Where the layout ``before`` puts the tile written ``name`` ("2-1") played on ``end``
        (an arm's name; None: the lead): ``(x, y, angle, first, second)`` in layout units, the
        halves in the order they lie; None when it cannot go there."""
        frame = self.scene.frame
        if end is None or before.center is None:
            x, y = frame.lead()
            a, b = parse_halves(name)
            return x, y, (90.0 if a == b else 0.0), a, b
        p = frame.target(before, ARM_BY_NAME[end], tile_id(*parse_halves(name)))
        return None if p is None else (p.x, p.y, p.angle, p.first, p.second)

    def _glide(self, before, entry: dict[str, Any], mine) -> tuple[float, float]:
        """How far (scene units) the picture moved between the layout ``before`` the play of
        ``entry`` and the one shown after it (it glides to stay centred, README): where the
        tile played lies (``mine``) less where ``before``'s layout puts it (play-test pt17 #3:
        the better move's outline sat half a tile off the tile played)."""
        placed = self._placed(before, entry["end"], entry["tile"])
        if placed is None:
            return 0.0, 0.0
        d = mine.pos() - self.scene.to_scene(placed[0], placed[1])
        return d.x(), d.y()

    def _move_clear(self, ghost: TileItem, anchor: QRectF) -> None:
        """Move ``ghost`` beside ``anchor`` (the played tile's rectangle and the outline's), on the
        first side where it covers no tile and stays on the table: across the arm first (along it
        lie the tiles before; play-test pt17 #3: the ghost covered the tile before), up to 60
        scene units further out, then along it; when no side is clear, the side where it covers
        the least of the tiles."""
        g = ghost.sceneBoundingRect()
        dx, dy = (anchor.width() + g.width()) / 2 + 8, (anchor.height() + g.height()) / 2 + 8
        row = anchor.height() <= anchor.width()  # a row: across it is up and down
        # Across the arm, further out in steps while a tile beside is in the way (play-test pt56
        # #3: a double next to the tile played sent the ghost along the arm, where it read as a
        # tile played after it), then along it.
        sides = [side for k in range(0, 61, 12)
                 for side in ([(0, -dy - k), (0, dy + k)] if row else [(dx + k, 0), (-dx - k, 0)])]
        sides += [(dx, 0), (-dx, 0)] if row else [(0, -dy), (0, dy)]
        tiles = self._taken(ghost)
        moves = [anchor.center() + QPointF(mx, my) - g.center() for mx, my in sides]
        clear = [m for m in moves if TABLE_RECT.contains(g.translated(m))
                 and not any(g.translated(m).intersects(r) for r in tiles)]
        if not clear:  # covering the fewest tiles, in the scene (seed 42's 6-6 covered a tile)
            def covered(m: QPointF) -> float:
                r = g.translated(m)
                return sum(c.width() * c.height() for c in (r.intersected(t) for t in tiles)
                           if c.isValid())
            clear = sorted((m for m in moves if self.scene.sceneRect().contains(g.translated(m))),
                           key=covered)
        move = clear[0] if clear else anchor.center() + QPointF(0, -dy) - g.center()
        ghost.moveBy(move.x(), move.y())

    def _link(self, ghost: TileItem, place: QGraphicsRectItem) -> QGraphicsLineItem:
        """A dashed line from ``ghost``'s body (moved aside) to the outline ``place``, between
        their facing edges, added to the scene."""
        a, b = ghost.mapRectToScene(TileItem.body_rect()), place.sceneBoundingRect()
        if abs(a.center().x() - b.center().x()) > abs(a.center().y() - b.center().y()):
            y = b.center().y()  # side by side
            xa, xb = (a.left(), b.right()) if a.center().x() > b.center().x() else (a.right(), b.left())
            line = QLineF(xa, y, xb, y)
        else:
            x = b.center().x()
            ya, yb = (a.top(), b.bottom()) if a.center().y() > b.center().y() else (a.bottom(), b.top())
            line = QLineF(x, ya, x, yb)
        link = QGraphicsLineItem(line)
        link.setPen(QPen(GHOST_MARK, 2.0, Qt.PenStyle.DashLine))
        link.setZValue(36)
        self.scene.addItem(link)
        return link
