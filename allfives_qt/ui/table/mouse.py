"""The mouse on the table: a click, a double-click and an in-scene drag of a hand tile, turned
into the choices of :class:`~.input.TableInput` and the controller's intents.

:class:`TableMouse` is a mix-in of :class:`~allfives_qt.ui.table.scene.TableScene`. A press on a
hand tile that moves past :data:`DRAG_START` scene units starts a drag (every legal open end lights
up); its release on a lit end plays, on the hand puts the tile back, anywhere else says why not.
Escape (:meth:`TableMouse.end_press`) gives up a press or drag under way.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QParallelAnimationGroup, QPointF, Qt

from allfives_qt.engine.tiles import NAMES

from .drag_badge import DragBadge
from .geometry import DRAG_START


def _in_view(event) -> bool:
    """Whether a scene mouse event's pointer lies on the viewport it came through (a drag's
    moves and release still come while the pointer is beside the window)."""
    port = event.widget()
    if port is None:
        return True
    return port.rect().contains(port.mapFromGlobal(event.screenPos()))


class TableMouse:
    """The mouse's side of the table scene (a mix-in of ``QGraphicsScene``, with
    :class:`~.input.TableInput`). Uses the scene's ``controller``, ``hand_items``, ``targets``,
    ``bone_panel``, ``toast``, ``_press``, ``_chosen``, ``_after_double``, and
    :class:`~.input.TableInput`'s choosing (:meth:`choose`, :meth:`cancel_choice`,
    :meth:`show_targets`, :meth:`target_at`, :meth:`open_end_at`, ...)."""

    # The points badge beside a dragged tile (:meth:`drag_badge`), made on first use.
    _drag_badge: DragBadge | None = None

    def _hand_tile_at(self, pos: QPointF) -> int | None:
        for item in self.items(pos):
            for t, hi in self.hand_items.items():
                if hi is item:
                    return t
        return None

    def _on_boneyard(self, pos: QPointF) -> bool:
        return self.bone_panel.sceneBoundingRect().contains(pos)

    def mousePressEvent(self, event) -> None:  # noqa: D102
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        self._keyboard = False
        pos = event.scenePos()
        tile = self._hand_tile_at(pos)
        if tile is not None:
            item = self.hand_items[tile]
            self._press = {"tile": tile, "start": pos, "item_pos": item.pos(), "drag": False}
            event.accept()
            return
        self._press = None
        event.accept()

    def mouseMoveEvent(self, event) -> None:  # noqa: D102
        press = self._press
        if press is None:
            return super().mouseMoveEvent(event)
        if not event.buttons() & Qt.MouseButton.LeftButton:
            # Released while a menu or a dialog had the mouse (F10, Ctrl+N during a drag): the
            # scene never saw the release, and the tile followed the pointer (play-test pt87 #7).
            self._press = None
            if press["drag"] and not press.get("over"):
                self._send_home(press["tile"])
            return
        pos = event.scenePos()
        delta = pos - press["start"]
        item = self.hand_items.get(press["tile"])
        if item is None:
            self._press = None
            return
        if press.get("over"):  # refused, or given up with Escape: the pointer moves nothing
            event.accept()
            return
        if not press["drag"]:
            if delta.manhattanLength() < DRAG_START:
                return
            if not self._start_drag(press, item):
                event.accept()
                return
        self.drag_to(pos, _in_view(event))
        event.accept()

    def drag_to(self, pos: QPointF, shown: bool = True) -> None:
        """Move the dragged tile with the pointer, now at scene point ``pos``, and light the
        end under it (a mouse move, or the view scrolled under a still pointer while zoomed
        in: :class:`~allfives_qt.ui.table_view.DragScroll`); none while the pointer is off the
        view (not ``shown``: the end there is out of sight). Nothing without a drag."""
        if not self.dragging():
            return
        press = self._press
        item = self.hand_items.get(press["tile"])
        if item is None:
            return
        item.setPos(press["item_pos"] + (pos - press["start"]))
        hover = self.target_at(pos) if shown else None
        for t in self.targets:
            t.set_selected(t is hover)
        self._show_drag_points(item, hover)

    def _start_drag(self, press: dict, item) -> bool:
        """The pointer moved far enough with a hand tile pressed: start dragging it (lift it
        over every lit end and light its ends). A tile that fits no end now is not dragged
        (play-test pt7 #15: a greyed tile could be dragged while "Drop 0-0 on a lit end." was
        said with nothing lit): the reason is said instead and False returned."""
        tile = press["tile"]
        why = self.controller.why_not_tile(tile)
        if why is not None:
            press["over"] = True
            self.refuse(why)
            return False
        press["drag"] = True
        if self._chosen is not None and self._chosen != tile:
            self.cancel_choice()
            press["item_pos"] = self.hand_items[tile].pos()
        self._chosen = tile
        item.set_chosen(True)
        item.setZValue(40)  # over the lit ends: their points ride on the drag badge instead
        self.show_targets(tile)
        self.toast.hide_now()
        self.say(lambda: QCoreApplication.translate(
            "TableScene", "Drop %1 on a lit end.").replace("%1", NAMES[tile]), True, news=True)
        return True

    def _show_drag_points(self, item, hover: EndTarget | None) -> None:
        """Show the points of the lit end under the pointer beside the dragged ``item`` (the
        tile covers that end's own number), or nothing off the lit ends."""
        badge = self.drag_badge()
        if hover is None or hover.points is None:
            badge.hide()
            return
        badge.show_for(item.sceneBoundingRect(), hover.points_text(), bool(hover.points),
                       self.right_to_left())

    def drag_badge(self) -> DragBadge:
        """The points badge beside a dragged tile (made on first use, hidden when not dragging)."""
        if self._drag_badge is None:
            self._drag_badge = DragBadge()
            self.addItem(self._drag_badge)
        return self._drag_badge

    def mouseReleaseEvent(self, event) -> None:  # noqa: D102
        press = self._press
        self._press = None
        if self._drag_badge is not None:
            self._drag_badge.hide()
        if press is not None and press.get("over"):
            event.accept()  # a tile that could not be dragged (its refusal was said), or Escape
            return
        if self._after_double:  # the release that ends a double-click: already handled
            self._after_double = False
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mouseReleaseEvent(event)
        pos = event.scenePos()
        event.accept()
        if press is not None and press["drag"]:
            tile = press["tile"]
            # Off the view, nothing was dropped on the table (play-test pt90 #1: zoomed in, a
            # release beside the window played on an end scrolled out of sight).
            outside = not _in_view(event)
            target = None if outside else self.target_at(pos)
            if target is not None and self.controller.play(tile, target.end) is None:
                return
            # Not played: explain, then slide the tile back into the hand; dropped back on the
            # hand, or off the view, it just goes home (play-test pt86 #4: "Drop the tile on a
            # lit end." there).
            home = outside or (target is None and self._over_own_hand(pos, tile, press["item_pos"]))
            if target is None and not home:
                reason = self.controller.why_not_tile(tile)
                if reason is None:
                    end = self.open_end_at(pos)
                    reason = "no-end" if end is None else (self.controller.check(tile, end) or "no-end")
                self.refuse(reason)
            self._send_home(tile, said=not home)  # a refused play: the controller said why
            return
        # A click.
        if press is not None:
            tile = press["tile"]
            if self._chosen == tile:
                self.cancel_choice()
                self.refresh()
                self._say_turn()
            else:
                self.choose(tile)
            return
        target = self.target_at(pos)
        if target is not None:
            self.play_chosen(target.end)
            return
        if self._on_boneyard(pos):
            self.controller.draw()
            return
        if self._chosen is not None:
            why = self._misfit_at(pos, self._chosen)
            if why is not None:  # an open end it does not fit: say so, as a drop there does
                self.refuse(why)  # (play-test pt157 #1: the click dropped the tile silently)
                return
            self.cancel_choice()
            self.refresh()
            self._say_turn()
        elif self.controller.hand_ended():
            self.resultsAsked.emit()  # the hand's (or game's) panel again

    def _misfit_at(self, pos, tile: int) -> str | None:
        """Why ``tile`` may not be played on the open end clicked at ``pos`` (scene coordinates):
        the end's place, or the tile of the table that ends it (the lead or spinner when it ends
        several arms: when the tile fits none of them); None off the open ends."""
        c, end = self.controller, self.open_end_at(pos)
        if end is not None:
            return c.check(tile, end)
        view = c.view()
        on = next((t for t, item in self.table_items.items()
                   if item.isVisible() and item.sceneBoundingRect().contains(pos)), None)
        if on is None or view is None or view.center is None:
            return None
        ends = [arm for arm in range(4) if view.ends[arm] >= 0
                and (view.arms[arm][-1][0] if view.arms[arm] else view.center[0]) == on]
        why = [c.check(tile, arm) for arm in ends]
        return why[0] if why and None not in why else None

    def _send_home(self, tile: int, said: bool = False) -> None:
        """End the drag of ``tile``: unlight its ends and slide it back into the hand; then,
        unless why was ``said``, say the turn's sentence in place of "Drop … on a lit end."."""
        item = self.hand_items.get(tile)
        self._chosen = None
        self._clear_targets()
        if item is not None:
            item.set_chosen(False)
            item.setZValue(20)
            group = QParallelAnimationGroup(self)
            self._layout_hands(True, group)
            self._start(group)  # the tile slides back into the hand
        if not said:
            self._say_turn()

    def _over_own_hand(self, pos: QPointF, tile: int, home: QPointF) -> bool:
        """Whether ``pos`` lies on the person's hand: its row of tiles, with the place of the
        dragged ``tile`` in it (its item's position there: ``home``), widened by half a tile's
        height on either side and below, over the name under it (play-test pt87: a drop just
        past the last tile, or on "You · 9 tiles", was still reproached)."""
        rects = [hi.sceneBoundingRect() for t, hi in self.hand_items.items() if t != tile]
        item = self.hand_items.get(tile)
        if item is not None:
            rects.append(item.sceneBoundingRect().translated(home - item.pos()))
        if not rects:
            return False
        row = rects[0]
        for r in rects[1:]:
            row = row.united(r)
        half = row.height() / 2
        return row.adjusted(-half, 0, half, half).contains(pos)

    def dragging(self) -> bool:
        """Whether a hand tile is being dragged (pressed, moved past :data:`DRAG_START`, not given
        up)."""
        press = self._press
        return press is not None and press["drag"] and not press.get("over")

    def end_press(self) -> None:
        """Give up the press or drag under way (Escape): the pointer's moves and its release then
        do nothing (play-test pt86 #1: the tile went home but followed the pointer again, with no
        end lit, and the release was refused)."""
        if self._press is not None:
            self._press["over"] = True
        if self._drag_badge is not None:
            self._drag_badge.hide()

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: D102
        pos = event.scenePos()
        tile = self._hand_tile_at(pos)
        event.accept()
        self._after_double = True
        if tile is None:
            return
        ends = self.controller.distinct_ends(tile)
        if len(ends) == 1:
            self.controller.play(tile, ends[0])
        elif len(ends) > 1:
            self.choose(tile)
            # After the other seats' turns, as a single click's choice says it (play-test pt167
            # #3: the double-click's sentence put them out of reach).
            self.say(lambda: QCoreApplication.translate(
                "TableScene", "That tile fits more than one end: click the lit end you want."),
                True, news=True)
        else:
            self.refuse(self.controller.why_not_tile(tile) or "fits-nowhere")
