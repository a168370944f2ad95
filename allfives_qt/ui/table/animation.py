"""Movement on the table: tiles sliding to their places (at the layout's scale, see
:class:`~allfives_qt.ui.table_frame.TableFrame`), the spinner's mark and its faint open ends, and
a scoring play's points rising and fading. :class:`TableAnimation` is a mix-in of
:class:`~allfives_qt.ui.table.scene.TableScene`.

Every animation group made here is owned by the scene only while it runs: when it has finished
(or is stopped because a new hand was dealt) it is deleted, so nothing piles up from play to play.
While a group runs, the controller is held (:meth:`TableAnimation._run`), so the next move waits
for the tile to land.
"""

from __future__ import annotations

from PySide6.QtCore import (QCoreApplication, QParallelAnimationGroup, QPointF,
                            QPropertyAnimation, QRectF, QSequentialAnimationGroup)
from PySide6.QtGui import QColor, QFont, QTransform

from allfives_qt.engine.hand import N, S
from allfives_qt.engine.tiles import TILES, tile_id

from ..sentences import signed_number
from ..table_frame import LARGEST_SCALE
from ..tile_item import TileItem
from .geometry import HAND_SCALE, SCENE_RECT, TABLE_RECT, to_tray, tray_factor
from .items import EndTarget, ScorePopup, SpinnerMark


def _facing(rotation: float, halves: tuple[int, int], tile: int) -> int:
    """Which way a tile lying at ``rotation`` (degrees) with ``halves`` (first, second) faces:
    the direction (0, 90, 180 or 270) its lower-pip half points from its middle; a double, whose
    halves look alike, only by its axis (0 or 90)."""
    lo, hi = TILES[tile]
    angle = int(round(rotation)) % 360
    if lo == hi:
        return angle % 180
    return (angle + 180) % 360 if halves[0] == lo else angle


class TableAnimation:
    """Laying out and animating the scene's tiles (a mix-in of ``QGraphicsScene``). Uses the
    scene's ``controller``, ``anim_ms``, ``hand_items``, ``other_items``, ``table_items``,
    ``floaters`` and ``_anims`` (the groups now running)."""

    # The part of the scene the view shows while zoomed in (None: all of it); your hand and its
    # label follow it (:meth:`set_tray_view`).
    tray_view: QRectF | None = None

    def set_tray_view(self, visible: QRectF | None) -> None:
        """Keep the shown seat's hand and label in sight, at their usual size on the screen,
        while the view shows only ``visible`` of the scene (zoomed in; None: the whole scene):
        they are laid along the bottom of what is shown (:func:`~.geometry.to_tray`)."""
        if visible == self.tray_view:
            return
        self.tray_view = QRectF(visible) if visible is not None else None
        self.toast.follow_view(self.tray_view)
        game = self.controller.game
        if game is not None and game.hand is not None and self.labels:
            self._layout_hands(False)
            self._refresh_labels(self.controller.view())

    def tray_top(self) -> float:
        """Scene y of the top of the shown seat's hand as laid out (a chosen tile raised
        included), or the scene's bottom with no hand: the lowest a table sentence may reach."""
        return min((item.sceneBoundingRect().top() for item in self.hand_items.values()),
                   default=SCENE_RECT.bottom())

    def layout_edge(self, lowest: bool, span: tuple[float, float] | None = None) -> float:
        """The scene y of the layout's lowest (or highest) tile or lit end, else the table's far
        edge: the table's sentence keeps below the layout, else above it. ``span``: only what
        lies within that scene x range counts (the sentence's width, :meth:`Toast.span`; None:
        all). Each tile counts where the layout puts it (:meth:`_placed_rects`), not where it is
        drawn at this moment: while the picture slides to light a chosen tile's ends
        (:meth:`_make_room`), or a tile lands, they are on their way there (play-test pt22 #2: a
        hint placed under the tiles where they were covered the last tile played once the
        picture had slid down)."""
        shown = self.layout_rects()
        if span is not None:
            shown = [r for r in shown if r.right() > span[0] and r.left() < span[1]]
        if lowest:
            return max((r.bottom() for r in shown), default=TABLE_RECT.top())
        return min((r.top() for r in shown), default=TABLE_RECT.bottom())

    def layout_rects(self) -> list:
        """The scene rectangles of the layout's tiles at their places (:meth:`_placed_rects`) and
        of the lit ends: what a table sentence must not cover."""
        return self._placed_rects() + [t.sceneBoundingRect() for t in self.targets]

    def _placed_rects(self) -> list:
        """The scene rectangle each tile of the layout has at its place (as the tile item's
        ``sceneBoundingRect`` will be there)."""
        view = self.controller.view()
        items = list(self.table_items.values())
        if view is None or view.center is None or not items:
            return [i.sceneBoundingRect() for i in items]
        box, scale = items[0].boundingRect(), self.frame.scale
        out = []
        for p in self.frame.placements(view):
            at = self.to_scene(p.x, p.y)
            out.append(QTransform().translate(at.x(), at.y()).rotate(p.angle).scale(scale, scale)
                       .mapRect(box))
        return out

    def in_flight(self) -> bool:
        """Whether a tile is still moving to its place (a play or a draw being shown): the turn
        shown on the table then stays the one before the move."""
        return bool(self._landing)

    def _layout_hands(self, animate: bool, group: QParallelAnimationGroup | None = None) -> None:
        c = self.controller
        shown = c.shown_seat
        tiles = sorted(self.hand_items)
        tray, k = self.tray_view, tray_factor(self.tray_view)
        for (pos, rot), t in zip(self.hand_slots(shown, len(tiles)), tiles):
            item = self.hand_items[t]
            if t == self._chosen:
                pos = QPointF(pos.x(), pos.y() - 14)
            item.set_halves(*TILES[t])
            self._move(item, to_tray(pos, tray), rot, self.hand_scale * k, group if animate else None)
        for seat, items in self.other_items.items():
            for (pos, rot), item in zip(self.hand_slots(seat, len(items)), items):
                self._move(item, pos, rot, None, group if animate else None)

    def set_tile_size(self, name: str) -> None:
        """Draw the layout's tiles at most as large as the tile size ``name`` allows (``small``,
        ``normal`` or ``large``: :data:`~allfives_qt.ui.table_frame.LARGEST_SCALE`), and your
        own tiles at :data:`~allfives_qt.ui.table.geometry.HAND_SCALE` (``tileSizeChanged``);
        lay the table out again at once. Raises ``KeyError`` for another name."""
        self.frame.largest = LARGEST_SCALE[name]
        self.hand_scale = HAND_SCALE[name]
        self.tileSizeChanged.emit()
        view = self.controller.view()
        if self.controller.game is not None and self.controller.game.hand is not None:
            self._layout_hands(False)
            if view is not None:  # your label sits under your tiles (pt76 #3: it stayed put)
                self._refresh_labels(view)
        if view is None or view.center is None:
            self.frame.scale = max(1.0, self.frame.largest)
            return
        self.frame.fit(view, keep=False)
        self._layout_table(False)
        self._update_spinner()
        if self._chosen is not None:
            self.show_targets(self._chosen)

    def _update_spinner(self) -> None:
        """Mark the spinner's tile, and show its N and S ends faintly while they are open and
        empty (both its sides covered, nothing played there yet), each only where its outline
        lies wholly on the felt (the picture does not slide for them: only lit ends make it
        slide; an outline cut off at the felt's edge looked broken to three play-testers, pt55
        #4, pt57 #3 and pt10 #2 before them, whose outline hung over the hand tray); not an end
        walled in by another line (:meth:`TableFrame.walled`: its place lies over a tile of that
        line; play-test pt22 #1 saw the outline drawn on a tile); none once the hand is over
        (play-test pt24: the end-of-hand sentence half covered one, though nothing can go there)."""
        view = self.controller.view()
        for t in self.spinner_ends:
            self.removeItem(t)
        self.spinner_ends = []
        if view is None or view.center is None or view.spinner < 0:
            return
        item = self.table_items.get(view.spinner)
        if item is None:
            return
        if self.spinner_mark is None or self.spinner_mark.parentItem() is not item:
            self.spinner_mark = SpinnerMark(item)
        if self.controller.game.hand_over:
            return
        for end in (N, S):
            v = view.ends[end]
            if v < 0 or view.arms[end]:
                continue
            tile = tile_id(v, (v + 1) % 7)
            p = self.frame.target(view, end, tile)
            if p is None or self.frame.walled(view, end, tile):
                continue
            ghost = EndTarget(end, faint=True)
            ghost.setPos(self.to_scene(p.x, p.y))
            ghost.setScale(self.frame.scale)
            ghost.setRotation(p.angle)
            if not TABLE_RECT.contains(ghost.mapRectToScene(ghost.plate_rect())):
                continue
            text = QCoreApplication.translate("TableScene", "Open end of the spinner: %1")
            ghost.accessible_name = text.replace("%1", self.end_label(end))
            ghost.setToolTip(ghost.accessible_name)
            ghost.setVisible(not self.targets)
            self.addItem(ghost)
            self.spinner_ends.append(ghost)

    def _make_room(self) -> None:
        """Slide (and scale) the table's tiles, all alike, to the picture the frame now shows
        to light a chosen tile's places (:meth:`TableFrame.light`); not waited for."""
        group = QParallelAnimationGroup(self)
        self._layout_table(True, group)
        self._update_spinner()
        if self._start(group):
            self._room_group = group

    def lay_out_table_now(self) -> None:
        """Put the layout's tiles (and the spinner's marks) at once where the frame now puts
        them: after :meth:`TableFrame.light` slid the picture for a mark that is not a lit place
        (the review's better move on another end)."""
        self._layout_table(False)
        self._update_spinner()

    # The group sliding the table for lit places (:meth:`_make_room`), while it may run.
    _room_group: QParallelAnimationGroup | None = None

    def _stop_room(self) -> None:
        """Stop the slide of :meth:`_make_room` where it is: the tiles move on from there."""
        group, self._room_group = self._room_group, None
        if group is not None and group in self._anims:
            group.stop()
            self._anims.discard(group)
            group.deleteLater()

    # ------------------------------------------------------------ small timers
    def _layout_table(self, animate: bool, group: QParallelAnimationGroup | None = None,
                      flying: int | None = None) -> None:
        """Put every tile of the layout at its place, sliding there in ``group`` when
        ``animate``. ``flying``: the tile just played (it comes from a hand). The layout grows in
        place (:mod:`~allfives_qt.ui.layout_growth`), so a play only slides and scales the
        picture; only where the table falls back to laying the hand out afresh (a walled-in
        open end, :func:`~allfives_qt.ui.table_frame.laid`, about one hand in 100 at the largest
        tile size) do tiles change their places relative to each other, and then the tiles
        already on the table do not turn on the way (see :meth:`_reflowed`,
        :meth:`_relay_in_phases`)."""
        view = self.controller.view()
        if view is None or view.center is None:
            return
        self._stop_room()
        places = self.frame.placements(view)
        if animate and group is not None and self.anim_ms > 0:
            reflowed = self._reflowed(places, flying)
            if reflowed:
                self._relay_in_phases(places, reflowed, group)
                return
        for p in places:
            item = self.table_items.get(p.tile)
            if item is None:
                continue
            item.set_halves(p.first, p.second)
            if group is None or not animate:
                item.setOpacity(1.0)
            elif item.opacity() < 1.0:  # a fade of a slide stopped half-way (play-test pt103 #1)
                self._fade(item, 1.0, group)
            self._move(item, self.to_scene(p.x, p.y), p.angle, self.frame.scale,
                       group if animate else None)

    def _reflowed(self, places, flying: int | None) -> set[int]:
        """The tiles already on the table (not ``flying``) that do not keep their place in the
        layout's shape: empty when every one of them moves with the same slide and change of
        scale and keeps its facing (every play while the layout grows in place); otherwise those
        outside the largest group that does. Only the fallback of a walled-in open end
        (:func:`~allfives_qt.ui.table_frame.laid`) makes it non-empty now; it stays for that."""
        groups: list[tuple[float, float, list[int]]] = []  # a slide, and the tiles moving so
        others = []
        for p in places:
            item = self.table_items.get(p.tile)
            if item is None or p.tile == flying:
                continue
            k = self.frame.scale / max(item.scale(), 1e-9)
            new = self.to_scene(p.x, p.y)
            if _facing(item.rotation(), item.halves(), p.tile) != _facing(
                    p.angle, (p.first, p.second), p.tile):
                others.append(p.tile)
                continue
            dx, dy = new.x() - k * item.pos().x(), new.y() - k * item.pos().y()
            # The same slide up to rounding (a grid of keys split tiles that moved alike: pt7).
            same = next((g for g in groups if abs(g[0] - dx) < 0.5 and abs(g[1] - dy) < 0.5),
                        None)
            if same is None:
                groups.append((dx, dy, [p.tile]))
            else:
                same[2].append(p.tile)
        if not groups:
            return set(others)
        rigid = max((g[2] for g in groups), key=len)
        return {p.tile for p in places if p.tile in self.table_items and p.tile != flying
                and p.tile not in rigid}

    def _relay_in_phases(self, places, reflowed: set[int],
                         group: QParallelAnimationGroup) -> None:
        """Lay the table out afresh in three steps, so that no tile turns through another: the
        tiles of ``reflowed`` (and any that a stopped fade left pale) fade out where they are;
        then the others slide (and scale) all alike to their places, a rigid body that keeps its
        shape, while the faded ones move unseen (and the played tile lands); then the faded ones
        fade in at their new places.
        Used only when the table falls back to the whole-hand layout (see :meth:`_reflowed`)."""
        fade = max(1, self.anim_ms // 2)
        for p in places:
            item = self.table_items.get(p.tile)
            if item is None:
                continue
            steps = QSequentialAnimationGroup()
            move = QParallelAnimationGroup()
            faded = p.tile in reflowed or item.opacity() < 1.0  # pale: a fade stopped (pt103 #1)
            if faded:
                out = self._fade(item, 0.0, steps, fade)
                out.finished.connect(lambda it=item, f=p.first, s=p.second: it.set_halves(f, s))
            else:
                item.set_halves(p.first, p.second)
                steps.addPause(fade)
            self._move(item, self.to_scene(p.x, p.y), p.angle, self.frame.scale, move)
            if move.animationCount():
                steps.addAnimation(move)
            else:
                steps.addPause(self.anim_ms)
            if faded:
                self._fade(item, 1.0, steps, fade)
            group.addAnimation(steps)

    def _fade(self, item, opacity: float, group, ms: int | None = None) -> QPropertyAnimation:
        """Add to ``group`` (a parallel or sequential animation group) a fade of ``item`` to
        ``opacity`` (0 to 1) in ``ms`` milliseconds (the table's pace when None), from its
        opacity when the fade starts (Qt's default start value); return it."""
        a = QPropertyAnimation(item, b"opacity")
        a.setDuration(self.anim_ms if ms is None else ms)
        a.setEndValue(opacity)
        group.addAnimation(a)
        return a

    def _move(self, item, pos: QPointF, rot: float, scale: float | None,
              group: QParallelAnimationGroup | None) -> None:
        if group is None or self.anim_ms <= 0:
            item.setPos(pos)
            item.setRotation(rot)
            if scale is not None:
                item.setScale(scale)
            return
        from PySide6.QtCore import QEasingCurve  # its enums: when a tile first moves

        if (item.pos() - pos).manhattanLength() > 0.5:
            a = QPropertyAnimation(item, b"pos")
            a.setDuration(self.anim_ms)
            a.setStartValue(item.pos())
            a.setEndValue(pos)
            a.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(a)
        else:  # too small to be seen: set exactly (see the scale's case below)
            item.setPos(pos)
        start = item.rotation()
        if abs(start - rot) > 0.5:
            while start - rot > 180:
                start -= 360
            while rot - start > 180:
                start += 360
            item.setRotation(start)
            a = QPropertyAnimation(item, b"rotation")
            a.setDuration(self.anim_ms)
            a.setStartValue(start)
            a.setEndValue(rot)
            group.addAnimation(a)
        else:
            item.setRotation(rot)
        if scale is not None and abs(item.scale() - scale) > 0.01:
            a = QPropertyAnimation(item, b"scale")
            a.setDuration(self.anim_ms)
            # The same easing as the slide: tiles sliding and shrinking together keep the
            # layout's shape at every moment (they never overlap on the way).
            a.setEasingCurve(QEasingCurve.Type.OutCubic)
            a.setStartValue(item.scale())
            a.setEndValue(scale)
            group.addAnimation(a)
        elif scale is not None:  # too small a change to be seen, but kept exact: a played tile
            # left at your hand's 1.6 in a layout drawn at 1.607 did not slide with the others
            # at the next play, which faded it out and in (play-test pt103 #1)
            item.setScale(scale)

    def _run(self, group: QParallelAnimationGroup) -> bool:
        """Start ``group``, a move being shown: the controller waits until it has finished.
        Return whether it runs (False: nothing to animate, or animations are off)."""
        return self._start(group, hold=True)

    def _start(self, group: QParallelAnimationGroup, hold: bool = False) -> bool:
        """Start ``group`` (a child of the scene); it is deleted once finished, or at once when
        it has nothing to animate (then False is returned). ``hold``: the controller waits for
        it, and the table's turn words change when the last such group has finished."""
        if group.animationCount() == 0 or self.anim_ms <= 0:
            group.deleteLater()
            return False
        self._anims.add(group)
        if hold:
            self.controller.hold()
            self._landing.add(group)
        group.finished.connect(lambda: self._finished(group, hold))
        group.start()
        return True

    def _finished(self, group: QParallelAnimationGroup, hold: bool) -> None:
        self._anims.discard(group)
        group.deleteLater()  # and its animations with it
        if hold:
            self._landing.discard(group)
            if not self._landing:
                self.refresh()  # whose turn it is now shows once the tile has landed
            self.controller.release()

    def _stop_animations(self) -> None:
        """Stop and delete every running group (a new hand is dealt); nothing is released."""
        for group in self._anims:
            group.stop()
            group.deleteLater()
        self._anims.clear()
        for item in self.table_items.values():
            item.setOpacity(1.0)  # a tile stopped while faded out (a new layout) shows again
        self._landing.clear()

    # How far a score pop-up rises while it fades, in scene units.
    POINTS_RISE = 14.0

    def points_place(self, item: TileItem, size) -> tuple[QPointF, float]:
        """Where a score pop-up of ``size`` (w, h) goes for the played tile ``item``, and how far
        it may rise there: the top-left corner of the first spot beside the tile, above it first,
        then below, right and left and the corners, then further away, that covers no tile on the
        layout and no open end's place and stays on the table, with :data:`POINTS_RISE`; at each
        distance a spot clear only while still (rise 0) comes after those clear as it rises
        (play-test pt51 #1: a "+25" kept at the Instant speed lay on an open end, which then read
        as that end's points once lit; pt57 #8: 14 units of rise into the corner of a double sent
        a "+15" 120 units away). Above the tile, rising, when no spot is free."""
        w, h = size
        body = item.mapRectToScene(TileItem.body_rect())
        others = [t.mapRectToScene(TileItem.body_rect()).adjusted(-3, -3, 3, 3)
                  for t in self.table_items.values() if t is not item and t.scene() is self]
        others += [probe.sceneBoundingRect() for probe in self.open_end_probes()]
        others.append(body.adjusted(-3, -3, 3, 3))
        room = TABLE_RECT.adjusted(4, 4, -4, -4)
        cx, cy = body.center().x(), body.center().y()
        first = None
        for gap in (4.0, 22.0, 46.0, 80.0, 120.0):
            spots = (
                (cx - w / 2, body.top() - gap - h),        # above
                (cx - w / 2, body.bottom() + gap),         # below
                (body.right() + gap, cy - h / 2),          # right
                (body.left() - gap - w, cy - h / 2),       # left
                (body.right() + gap, body.top() - gap - h),
                (body.left() - gap - w, body.top() - gap - h),
                (body.right() + gap, body.bottom() + gap),
                (body.left() - gap - w, body.bottom() + gap),
            )
            for rise in (self.POINTS_RISE, 0.0):
                for x, y in spots:
                    r = QRectF(x, y, w, h)
                    if first is None:
                        first = r.topLeft()
                    swept = r.united(r.translated(0, -rise))
                    if room.contains(swept) and not any(swept.intersects(o) for o in others):
                        return r.topLeft(), rise
        return first, self.POINTS_RISE

    def show_points(self, item: TileItem, points: int) -> None:
        """Show ``+points`` beside the played tile ``item`` (already in its place on the layout),
        on a spot that covers no other tile (:meth:`points_place`); it rises a little and fades.
        Any earlier pop-up is taken away first, so two never overlap."""
        self._clear_floaters()
        f = ScorePopup()
        f.setHtml("<b>" + signed_number(points) + "</b>")
        font = QFont()
        font.setPixelSize(30)
        f.setFont(font)
        f.setDefaultTextColor(QColor(255, 230, 90))
        f.setZValue(50)
        r = f.boundingRect()
        start, rise = self.points_place(item, (r.width(), r.height()))
        f.setPos(start)
        self.addItem(f)
        self.floaters.append(f)
        if self.anim_ms <= 0:
            return  # instant: the points stay until the next play
        dur = max(self.anim_ms, 0) * 3 + 600
        g = QParallelAnimationGroup(self)
        a = QPropertyAnimation(f, b"pos", g)
        a.setDuration(dur)
        a.setStartValue(start)
        a.setEndValue(start - QPointF(0, rise))
        b = QPropertyAnimation(f, b"opacity", g)
        b.setDuration(dur)
        b.setStartValue(1.0)
        b.setKeyValueAt(0.6, 1.0)
        b.setEndValue(0.0)
        f.fade_group = g

        def gone() -> None:
            if f in self.floaters:
                self.floaters.remove(f)
                if f.scene() is self:
                    self.removeItem(f)

        g.finished.connect(gone)
        self._start(g)

    def _clear_floaters(self) -> None:
        for f in self.floaters:
            group = getattr(f, "fade_group", None)
            if group is not None and group in self._anims:
                group.stop()
                self._anims.discard(group)
                group.deleteLater()
            if f.scene() is self:
                self.removeItem(f)
        self.floaters = []
