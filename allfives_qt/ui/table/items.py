"""The small items of the table scene: lit open ends (:class:`EndTarget`), the corner panels
(:class:`Panel`), the spinner's mark (:class:`SpinnerMark`), the sentence shown on the table for a
few seconds (:class:`Toast`) and a scoring play's points (:class:`ScorePopup`), plus the helpers
that make and fit their texts. Sizes are in scene units; the items know nothing of the game.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import (QCoreApplication, QDeadlineTimer, QLocale, QParallelAnimationGroup,
                            QPointF, QPropertyAnimation, QRectF, Qt, QTimer)
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import (QGraphicsObject, QGraphicsRectItem, QGraphicsSimpleTextItem,
                               QGraphicsTextItem)

from ..sentences import signed_number
from .geometry import to_tray, tray_factor
from ..tile_item import CORNER, TILE_LONG, TILE_SHORT, TileItem


def _stacked(font: QFont, top: str, bottom: str) -> str:
    """``top`` over ``bottom`` on two lines, the shorter one led by spaces so that both are
    centred in ``font`` (a simple text item lays every line out from the left)."""
    fm = QFontMetricsF(font)
    pad = round(abs(fm.horizontalAdvance(bottom) - fm.horizontalAdvance(top)) / 2
                / max(fm.horizontalAdvance(" "), 1e-3))
    if fm.horizontalAdvance(top) < fm.horizontalAdvance(bottom):
        top = " " * pad + top
    else:
        bottom = " " * pad + bottom
    return top + "\n" + bottom


class EndTarget(QGraphicsObject):
    """An open end where the chosen tile can go, drawn as a lit outline of the tile's place.

    ``end``: W/E/N/S or LEAD. ``placement``: where the tile would lie (scene coordinates in
    ``pos``/``rotation``). ``selected`` (keyboard choice, or the end under a dragged tile) draws
    it brighter. A dragged tile lies over the lit ends; the points of the end under it are shown
    beside it (:class:`~.drag_badge.DragBadge`).
    """

    def __init__(self, end: int, parent=None, faint: bool = False) -> None:
        super().__init__(parent)
        self.end = end
        self.selected = False
        # A faint outline: an open end of the spinner shown while no tile is chosen.
        self.faint = faint
        self.setZValue(4 if faint else 5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.accessible_name = ""
        # Points the chosen tile would score here (None: not shown), and their label.
        self.points: int | None = None
        self._preview: QGraphicsSimpleTextItem | None = None

    # How far the lit outline keeps inside the tile's place (item units), so that its line
    # (4 units wide at most) stays on the place and never reaches the tile it would touch: the
    # spinner's gold ring and its star included (play-test: the N and S ends lay on the ring).
    PLATE_INSET = 3.0

    @staticmethod
    def place_rect() -> QRectF:
        """The tile's place in item coordinates: ``(-32, -16, 64, 32)``, where the tile would
        lie (its centre at the item's position)."""
        return QRectF(-TILE_LONG / 2, -TILE_SHORT / 2, TILE_LONG, TILE_SHORT)

    def plate_rect(self) -> QRectF:
        """The lit plate as drawn, its outline's line included, in item coordinates: centred on
        the tile's place and inside it (:attr:`PLATE_INSET` less half the widest line)."""
        inner = self.PLATE_INSET - 2.0
        return self.place_rect().adjusted(inner, inner, -inner, -inner)

    def boundingRect(self) -> QRectF:  # noqa: D102
        return self.plate_rect().adjusted(-0.5, -0.5, 0.5, 0.5)  # everything painted

    # Pixel size of the score preview ("+10") drawn in a lit end, and the least it may be drawn
    # at when the tiles are drawn small.
    PREVIEW_SIZE = 19
    PREVIEW_MIN_PX = 15
    # Room kept on every side between the score preview and the inner edge of the lit
    # outline, in item units (play-test pt9 #12: "+10" filled an upright lead place edge to edge).
    PREVIEW_MARGIN = 2.0
    # The same room beside a sign stacked over its number in an upright place (the number's
    # sides only), in item units.
    STACKED_MARGIN = 0.5

    def preview_room(self) -> QRectF:
        """Where the score preview may lie, in item coordinates: inside the lit outline at its
        widest (4 units, :meth:`paint`) with :attr:`PREVIEW_MARGIN` to spare on every side:
        ``(-25, -9, 50, 18)``."""
        m = self.PLATE_INSET + 2.0 + self.PREVIEW_MARGIN
        return self.place_rect().adjusted(m, m, -m, -m)

    def set_points(self, points: int | None) -> None:
        """Show what the chosen tile would score on this end (issue 11, item 6): "+10" upright in
        the middle of the lit place, "0" when it scores nothing; None shows nothing."""
        self.points = points
        self.prepareGeometryChange()
        if self._preview is not None:
            self._preview.setParentItem(None)
            if self._preview.scene() is not None:
                self._preview.scene().removeItem(self._preview)
            self._preview = None
        if points is None or self.faint:
            return
        label = make_text(self, self.PREVIEW_SIZE, bold=True,
                          color=QColor(255, 244, 190) if points else QColor(230, 230, 215, 170))
        # Tiles may be drawn small (a long layout): the number stays readable (scale set first).
        drawn = self.PREVIEW_SIZE * max(self.scale(), 1e-3)
        scale = max(1.0, self.PREVIEW_MIN_PX / drawn)
        # ... but always inside the lit outline with a margin, the way the label reads (play-test:
        # "+10" in an upright end spilled under the tile beside it, then filled it edge to edge).
        room = self.preview_room()
        along, across = room.width(), room.height()
        if abs(self.rotation()) % 180 == 90:  # the label reads across the place
            along, across = across, along
        text, sign = self.points_text(), QLocale().positiveSign()
        # In an upright place "+10" on one line was drawn at half size (play-test pt19 #4): the
        # sign goes above the number there when that draws it larger.
        lines = [text] if along >= across or not text.startswith(sign) else \
            [text, _stacked(label.font(), sign, text[len(sign):])]
        fits = []
        for option in lines:
            label.setText(option)
            r = label.boundingRect()
            # Stacked, the number may come closer to the outline's sides (STACKED_MARGIN).
            wide = along + 2 * (self.PREVIEW_MARGIN - self.STACKED_MARGIN) * ("\n" in option)
            fits.append((min(scale, wide / max(r.width(), 1e-3), across / max(r.height(), 1e-3)),
                         option))
        best, text = max(fits)
        label.setText(text)
        r = label.boundingRect()
        label.setTransformOriginPoint(r.center())
        label.setPos(-r.center())
        label.setRotation(-self.rotation())  # upright whatever way the tile would lie (set first)
        label.setScale(best)
        label.setZValue(1)
        self._preview = label

    def points_text(self) -> str:
        """The preview's text: "+10", or "0" (:func:`~allfives_qt.ui.sentences.signed_number`)."""
        return signed_number(self.points or 0)

    def set_selected(self, on: bool) -> None:
        """Draw this end brighter: the keyboard has chosen it."""
        self.selected = on
        self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D102
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        i = self.PLATE_INSET
        r = self.place_rect().adjusted(i, i, -i, -i)
        if self.faint:
            painter.setBrush(QColor(255, 224, 90, 22))
            painter.setPen(QPen(QColor(255, 230, 140, 110), 1.5, Qt.PenStyle.DotLine))
            painter.drawRoundedRect(r, 6, 6)
            return
        glow = QColor(255, 224, 90, 120 if self.selected else 70)
        painter.setBrush(glow)
        painter.setPen(QPen(QColor(255, 236, 120) if self.selected else QColor(255, 214, 60),
                            4 if self.selected else 2.5, Qt.PenStyle.SolidLine if self.selected
                            else Qt.PenStyle.DashLine))
        painter.drawRoundedRect(r, 6, 6)

    def hit(self, scene_pos: QPointF, margin: float = 12.0) -> bool:
        """Whether ``scene_pos`` lies on this end's place, with ``margin`` + 6 item units to
        spare."""
        local = self.mapFromScene(scene_pos)
        m = margin + 6
        return self.place_rect().adjusted(-m, -m, m, m).contains(local)


class Panel(QGraphicsRectItem):
    """A rounded, dark translucent box for texts on the felt; :meth:`set_lit` outlines it in gold
    (the boneyard when the person must draw)."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.setPen(QPen(QColor(255, 255, 255, 60), 1.5))
        self.setBrush(QColor(0, 0, 0, 70))
        self.setZValue(1)
        self.lit = False

    def set_lit(self, on: bool) -> None:
        """Light the panel (a gold outline and a warm fill), or put the light out."""
        if self.lit != bool(on):
            self.lit = bool(on)
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D102
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.lit:
            painter.setPen(QPen(QColor(255, 214, 60), 4))
            painter.setBrush(QColor(255, 214, 60, 45))
        else:
            painter.setPen(self.pen())
            painter.setBrush(self.brush())
        painter.drawRoundedRect(self.rect(), 10, 10)


def _star(centre: QPointF, outer: float, inner: float) -> QPolygonF:
    """A five-pointed star around ``centre``, one point up."""
    pts = []
    for k in range(10):
        r = outer if k % 2 == 0 else inner
        a = math.radians(-90 + 36 * k)
        pts.append(QPointF(centre.x() + r * math.cos(a), centre.y() + r * math.sin(a)))
    return QPolygonF(pts)


class SpinnerMark(QGraphicsObject):
    """The spinner's mark: a gold ring just inside the tile's own rounded edge (clear of its pips,
    so no neighbouring tile, the last one played included, lies over it) and a small star off one
    corner, in the notch between the arms that no tile or lit end ever covers. While the spinner is also the last tile
    played, the ring keeps to the outer half of the red frame's band so both show. A child of the
    spinner's :class:`TileItem`, so it moves and turns with it. Tooltip and
    :attr:`accessible_name`: "Spinner"."""

    STAR = 7.0
    # The ring's width in scene units, alone and beside the last tile's red frame; it starts
    # RING_INSET units inside the tile's edge.
    RING_WIDTH, RING_WIDTH_MARKED = 2.2, 1.2
    RING_INSET = 0.3
    RING_COLOUR = QColor(224, 168, 24)

    def __init__(self, parent: TileItem) -> None:
        super().__init__(parent)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(1)
        self.accessible_name = QCoreApplication.translate("TableScene", "Spinner")
        self.setToolTip(self.accessible_name)

    def _star_centre(self) -> QPointF:
        # In the notch off the tile's corner, clear of the tiles (and lit ends) that can lie
        # beside it: the N/S column along its length (|y| <= TILE_SHORT / 2) and the W/E row
        # across it (|x| <= TILE_SHORT / 2); play-test: it lay on the S end's plate.
        body = TileItem.body_rect()
        return QPointF(body.right() - 3, body.top() - 10)

    def star_rect(self) -> QRectF:
        """The star as drawn (its outline included), in the tile's item coordinates."""
        c = self._star_centre()
        return QRectF(c.x() - self.STAR - 1, c.y() - self.STAR - 1, 2 * self.STAR + 2,
                      2 * self.STAR + 2)

    @staticmethod
    def ring_rect() -> QRectF:
        """The ring as drawn (its line included), in the tile's item coordinates: inside the
        tile's body, :attr:`RING_INSET` from its edge."""
        i = SpinnerMark.RING_INSET
        return TileItem.body_rect().adjusted(i, i, -i, -i)

    def boundingRect(self) -> QRectF:  # noqa: D102
        return TileItem.body_rect().united(self.star_rect())

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D102
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        tile = self.parentItem()
        width = self.RING_WIDTH_MARKED if tile is not None and tile.is_marked() else self.RING_WIDTH
        painter.setPen(QPen(self.RING_COLOUR, width))
        inset = self.RING_INSET + width / 2
        painter.drawRoundedRect(TileItem.body_rect().adjusted(inset, inset, -inset, -inset),
                                CORNER - inset, CORNER - inset)
        painter.setPen(QPen(QColor(120, 86, 30), 1.0))
        painter.setBrush(QColor(255, 214, 80))
        painter.drawPolygon(_star(self._star_centre(), self.STAR, self.STAR * 0.45))


class Toast(QGraphicsObject):
    """A short sentence shown on the table for a few seconds, then faded out: a refusal, or what
    the person must do now. It lies at the bottom of the table, ``floor`` (scene y) its lowest
    line, growing upwards into the room the layout leaves free (``lowest()``: the scene y of the
    layout's lowest tile or lit end, asked each time a sentence is shown, a queued one too); where
    the layout leaves too little, it is laid out wider than the table (:attr:`WIDE_WIDTH`), then
    it goes above the layout, under the table's top edge (``ceiling``; ``highest()``: the
    layout's highest tile or lit end), when it fits there; then under the layout over the table's
    bottom edge, above the hand tray (the scene's ``tray_top()``); then above the layout over the
    table's top edge, up to the scene's top (over the top seat's hidden hand); else its top edge's
    middle is :attr:`top` and a long sentence wraps downwards, towards the hand tray (see
    :data:`~.geometry.TOAST_TOP`; play-tests: the line ran under it late in a hand, a three-line
    hint in Tamil, later a long hint in English, covered the hand, and hints covered the
    layout's lowest tiles)."""

    # Scene units kept between the toast and the tiles above it, and the table's bottom edge.
    GAP = 6.0

    PAD = 10.0
    MAX_WIDTH = 860.0
    # The widest a sentence under the layout may be when it does not fit as wide as the table:
    # from x 140 to 1140, clear of the left and right seats' hands (scene units).
    WIDE_WIDTH = 1000.0
    FLAGS = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)

    def __init__(self, top: QPointF, floor: float | None = None,
                 lowest: Callable[[], float] | None = None, ceiling: float | None = None,
                 highest: Callable[[], float] | None = None) -> None:
        super().__init__()
        self.top = top
        self.floor = floor
        self.lowest = lowest
        # The table's top edge (scene y) and the layout's highest tile or lit end (``highest()``):
        # a sentence too long for the room under the layout goes over it there, when it fits
        # (play-test pt16: a three-line hint covered the hinted tile in your hand).
        self.ceiling = ceiling
        self.highest = highest
        # Whether the top seat's hand lies face down, so a sentence may go over it (at a hand's
        # end its tiles are shown face up, to be looked at: the scene sets this).
        self.top_face_down: Callable[[], bool] = lambda: True
        # The table (a scene rectangle) and what lies on it (``obstacles()``: the scene rectangles
        # of the layout's tiles and lit ends), for a sentence put between them (:meth:`_in_a_gap`;
        # the scene sets both), and how far that moved it sideways from :attr:`top`'s x.
        self.table: QRectF | None = None
        self.obstacles: Callable[[], list[QRectF]] | None = None
        self._dx = 0.0
        # The sentence shown may cover the layout (see show_text).
        self.cover = True
        # Zoomed in, the part of the scene the view shows (None: all of it), and where the
        # sentence lies as laid out for the whole scene (see follow_view).
        self.view_rect: QRectF | None = None
        self._home = QPointF()
        self.text = ""
        self._rect = QRectF()
        self._font = QFont()
        self._font.setPixelSize(self.TEXT_PX)
        self._font.setBold(True)
        self.setZValue(70)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fade)
        self._anim = QPropertyAnimation(self, b"opacity", self)
        self._anim.finished.connect(self._gone)
        self.fade_ms = 400
        # A sentence that must be read (a Muggins call) is held on the table: until this moment
        # (a QDeadlineTimer) hide_now() leaves it and a new sentence waits (_queued) for it.
        self._held = QDeadlineTimer(0)
        self._queued: tuple[str, int] | None = None
        self._queue_timer = QTimer(self)
        self._queue_timer.setSingleShot(True)
        self._queue_timer.timeout.connect(self._show_queued)

    def held(self) -> bool:
        """Whether the sentence shown is held (see :meth:`show_text`'s ``hold_ms``)."""
        return self.isVisible() and not self._held.hasExpired()

    def show_text(self, text: str, ms: int = 2600, hold_ms: int = 0, cover: bool = True) -> None:
        """Show ``text`` for ``ms`` milliseconds (then fade it out over :attr:`fade_ms`): on the
        table's bottom edge (:attr:`floor`) when it fits below the layout (:attr:`lowest`), else
        as low as :attr:`top` allows (at :attr:`top` without a floor).

        ``cover``: where the sentence has no room that leaves the layout, the hands and the seats'
        names clear, show it anyway (over the top seat's hand when it lies face down, else over
        the layout); False: show nothing then (a sentence the status bar also says, said when the
        player wants to look at the table).

        ``hold_ms``: keep it at least that long: :meth:`hide_now` leaves it, and a sentence shown
        meanwhile follows it once the time is up (the latest one only), so two messages never
        replace each other faster than a person can read them. While another sentence is held,
        ``text`` waits in the same way."""
        if self.held():
            self._queued = (text, ms, 0, cover)
            self._queue_timer.start(max(1, self._held.remainingTime()))
            return
        self._queued = None
        self._queue_timer.stop()
        self._held = QDeadlineTimer(max(0, hold_ms))
        self._anim.stop()
        self.prepareGeometryChange()
        self._dx = 0.0
        self.text = text
        self._font = with_app_families(self._font)  # the language may have changed
        # A long sentence wraps onto more lines instead of shrinking (issue 11, item 10), unless
        # the lines would then pass the table's bottom edge (play-test pt8 #6: three lines of
        # Tamil ran 35 px below it): then smaller, down to MIN_PX; then wider than the table (over
        # the dark edge beside it, clear of the side hands), then above the layout (play-test
        # pt18 A: a long hint covered the hinted tile in the hand where neither had room), then
        # under the layout over the table's bottom edge, then above it over the top edge (pt19 #1,
        # pt20 #2: hints covered the layout's lowest tiles); still too tall, it takes the fewest
        # lines drawn as large as they allow (_lay_out).
        y = self._below(self.MAX_WIDTH)
        if y is None:
            y = self._below(self.WIDE_WIDTH)
        if y is None:
            y = self._above()
        if y is None:
            y = self._over_edge()
        if y is None:
            y = self._in_a_gap()
        if y is None and self.view_rect is None and cover and self.top_face_down():
            y = self._above(0.0)  # over the top seat's hidden hand rather than the layout
        self.cover = cover
        if y is None and not cover:
            self._timer.stop()
            self._gone()
            return
        if y is None:
            lines = {}
            for px in range(self.TEXT_PX, self.MIN_PX - 1, -1):
                self._lay_out(px)
                lines[px] = self._rect.height() / QFontMetricsF(self._font).lineSpacing()
            fewest = min(lines.values())
            y = self._lay_out(max(px for px, n in lines.items() if n < fewest + 0.5))
        self._home = QPointF(self.top.x() + self._dx, y)
        self.follow_view(self.view_rect)
        self.setOpacity(1.0)
        self.setVisible(True)
        self.update()
        self._timer.start(max(0, ms))

    def follow_view(self, visible: QRectF | None) -> None:
        """Keep the sentence at its size and place on the screen while the view shows only
        ``visible`` of the scene (zoomed in; None: the whole scene), as the hand tray keeps its
        own (:func:`~.geometry.to_tray`): zoomed in, it grew with the table and its ends were cut
        off by the window's sides (play-test pt18 E)."""
        self.view_rect = QRectF(visible) if visible is not None else None
        self.setScale(tray_factor(self.view_rect))
        self.setPos(to_tray(self._home, self.view_rect))

    # The sentence's pixel size, and the least it is drawn at to keep on the table.
    TEXT_PX = 19
    MIN_PX = 14

    def _below(self, width: float) -> float | None:
        """Where the top of the sentence goes under the layout, at most ``width`` wide, in the
        largest letters with which it keeps above :attr:`floor` (the box sized for them); None
        when it cannot."""
        for px in range(self.TEXT_PX, self.MIN_PX - 1, -1):
            y = self._lay_out(px, width)
            if self.floor is None or y + self._rect.height() + 2 <= self.floor:
                return y
        return None

    def _above(self, ceiling: float | None = None) -> float | None:
        """Where the top of a sentence that does not fit under the layout goes over it, in the
        largest letters that fit between ``ceiling`` (default :attr:`ceiling`, the table's top
        edge) and ``highest()`` (the box sized for them); None when there is no such room (the
        box is then left as it was)."""
        ceiling = self.ceiling if ceiling is None else ceiling
        if ceiling is None or self.highest is None:
            return None
        self._size(self.TEXT_PX)  # the widest box: the tiles under any of them (span)
        room = self.highest() - ceiling - 2 * self.GAP
        for px in range(self.TEXT_PX, self.MIN_PX - 1, -1):
            if self._size(px) <= room:
                return ceiling + self.GAP
        return None

    def _over_edge(self) -> float | None:
        """Where the top of a sentence goes when it fits under the layout only by running over
        the table's bottom edge, down to the top of the hand tray (the scene's ``tray_top()``), in
        the largest letters that fit, at most :attr:`WIDE_WIDTH` wide; None when it does not fit
        there either, or zoomed in (play-test pt19 #1: with no room under the layout or above it,
        a hint covered the layout's lowest tiles)."""
        tray_top = getattr(self.scene(), "tray_top", None)
        if tray_top is None or self.lowest is None or self.floor is None or self.view_rect is not None:
            return None
        self._size(self.TEXT_PX, self.WIDE_WIDTH)  # the widest box: the tiles over any of them
        bottom, under = tray_top() - self.GAP, self.lowest() + self.GAP  # asked once
        for px in range(self.TEXT_PX, self.MIN_PX - 1, -1):
            h = self._size(px, self.WIDE_WIDTH)
            y = max(under, self.floor - self.GAP - h)
            if y + h <= bottom:
                return y
        return None

    # The box widths tried between the tiles (scene units), and the step between the heights tried.
    GAP_WIDTHS = (MAX_WIDTH, 640.0, 480.0)
    GAP_STEP = 4.0

    def _in_a_gap(self) -> float | None:
        """Where the top of a sentence goes that has room neither under the layout nor above it:
        in a free stretch of the table between the tiles and lit ends (``obstacles()``), moved
        sideways as need be (:attr:`_dx`), in the largest letters that fit, the widest box first,
        the lowest place, then the one nearest the table's middle (play-test pt69 #6: with the
        felt's middle free, a hint covered the top seat's name). None zoomed in, without a
        :attr:`table`, or when no place is free."""
        if self.obstacles is None or self.table is None or self.view_rect is not None:
            return None
        g = self.GAP
        inner = self.table.adjusted(g, g, -g, -g)
        rects = self.obstacles()
        for px in range(self.TEXT_PX, self.MIN_PX - 1, -1):
            for width in self.GAP_WIDTHS:
                h = self._size(px, min(width, inner.width()))
                w = self._rect.width()
                y = inner.bottom() - h
                while y >= inner.top():
                    x = free_centre(rects, y - g, y + h + g, w + 2 * g,
                                    (inner.left() - g, inner.right() + g), self.top.x())
                    if x is not None:
                        self._dx = x - self.top.x()
                        return y
                    y -= self.GAP_STEP
        return None

    def span(self) -> tuple[float, float] | None:
        """The scene x range of the box as sized last, a gap added each side: only the tiles
        within it can be under or over the sentence (play-test pt23: a tile low at the layout's
        far right sent a hint over the top seat's name though the felt under the line was free).
        None zoomed in, where the sentence keeps its place on the screen, not on the table."""
        if self.view_rect is not None:
            return None
        x = self.top.x()
        return x + self._rect.left() - self.GAP, x + self._rect.right() + self.GAP

    def _size(self, px: int, width: float = MAX_WIDTH) -> float:
        """Size the box for :attr:`text` in ``px``-pixel letters, at most ``width`` wide; return
        its height."""
        self._font.setPixelSize(px)
        fm = QFontMetricsF(self._font)
        box = fm.boundingRect(QRectF(0, 0, width - 2 * self.PAD, 10000), self.FLAGS, self.text)
        w = box.width() + 2 * self.PAD
        h = box.height() + 2 * self.PAD * 0.7
        self._rect = QRectF(-w / 2, 0, w, h)
        return h

    def _lay_out(self, px: int, width: float = MAX_WIDTH) -> float:
        """Size the box for :attr:`text` in ``px``-pixel letters, at most ``width`` wide, and
        return where its top goes (scene y: see the class's description)."""
        h = self._size(px, width)
        y = self.top.y()
        if self.floor is not None and self.lowest is not None:
            y = min(y, max(self.lowest() + self.GAP, self.floor - self.GAP - h))
        return y

    def hide_now(self, force: bool = False) -> None:
        """Take the sentence away at once, unless it is held (see :meth:`show_text`) and not
        ``force`` (a new hand, the end of a hand): a held sentence stays its time."""
        if self.held() and not force:
            return
        self._queued = None
        self._queue_timer.stop()
        self._held = QDeadlineTimer(0)
        self._timer.stop()
        self._anim.stop()
        self._gone()

    def _show_queued(self) -> None:
        queued, self._queued = self._queued, None
        if queued is not None:
            self._held = QDeadlineTimer(0)
            self.show_text(*queued)

    def _fade(self) -> None:
        if self.fade_ms <= 0:
            self._gone()
            return
        self._anim.setDuration(self.fade_ms)
        self._anim.setStartValue(1.0)
        self._anim.setEndValue(0.0)
        self._anim.start()

    def _gone(self) -> None:
        self.setVisible(False)
        self.setOpacity(1.0)

    def retell(self, text: str) -> None:
        """Show ``text`` instead of the sentence shown (the same sentence in a new language) for
        the time that one had left, held as long as it was; nothing when none is shown, or it is
        fading out."""
        if not self.isVisible() or self._timer.remainingTime() < 0:
            return
        ms, hold = self._timer.remainingTime(), self._held.remainingTime()
        self._held = QDeadlineTimer(0)
        self.show_text(text, ms, max(0, hold), self.cover)

    def boundingRect(self) -> QRectF:  # noqa: D102
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D102
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 214, 60), 2))
        painter.setBrush(QColor(20, 24, 20, 225))
        painter.drawRoundedRect(self._rect, 10, 10)
        painter.setFont(self._font)
        painter.setPen(QColor(255, 244, 210))
        # Within the padding the box was measured for (2 px to spare for the screen's hinting):
        # drawn across the whole box, the lines broke elsewhere and one ran into the border
        # (play-test pt19 #2).
        inner = self.PAD - 2
        painter.drawText(self._rect.adjusted(inner, 0, -inner, 0), self.FLAGS, self.text)


def free_centre(rects: list[QRectF], top: float, bottom: float, width: float,
                within: tuple[float, float], near: float) -> float | None:
    """The x of the centre of a box ``width`` wide, between the scene y ``top`` and ``bottom``, that
    overlaps none of ``rects`` and keeps within the x range ``within``, as near ``near`` as can
    be; None when the band has no such room."""
    blocked = sorted((r.left(), r.right()) for r in rects if r.bottom() > top and r.top() < bottom)
    best = None
    start = within[0]
    for left, right in blocked + [(within[1], within[1])]:
        end = min(left, within[1])
        if end - start >= width:  # a free stretch: the centre nearest ``near`` in it
            x = min(max(near, start + width / 2), end - width / 2)
            if best is None or abs(x - near) < abs(best - near):
                best = x
        start = max(start, right)
    return best


# Texts on the table are never drawn smaller than this, in scene pixels (issue 11, item 10).
MIN_TEXT_PX = 13.5


def min_scale(item: QGraphicsSimpleTextItem) -> float:
    """The least scale at which ``item``'s text is still :data:`MIN_TEXT_PX` tall (at most 1)."""
    px = item.font().pixelSize()
    return min(1.0, MIN_TEXT_PX / px) if px > 0 else 1.0


# The separator between a name and its count ("Right player · 4 tiles"); a line break replaces it.
SEPARATOR = " · "


def _two_lines(text: str, fm: QFontMetricsF) -> tuple[str, float] | None:
    """``text`` broken at the space that makes its longer line shortest (before a bracket, when
    it has one: "Count 12" / "(fives and threes)"; at a " · " separator, when it has one, the
    line break taking the dot's place: "Right player" / "4 tiles"): ``("a\nb", width)``; None
    without a space."""
    if SEPARATOR in text:
        head, tail = text.split(SEPARATOR, 1)
        return (head + "\n" + tail,
                max(fm.horizontalAdvance(head), fm.horizontalAdvance(tail)))
    best = None
    bracket = text.find(" (")
    for i, ch in enumerate(text):
        if ch != " " or (bracket > 0 and i != bracket):
            continue
        head, tail = text[:i], text[i + 1:]
        width = max(fm.horizontalAdvance(head), fm.horizontalAdvance(tail))
        if best is None or width < best[1]:
            best = (head + "\n" + tail, width)
    return best


def _wrapped(text: str, fm: QFontMetricsF, width: float) -> list[str]:
    """``text``'s words filled greedily into lines at most ``width`` wide (a longer word alone);
    a " · " separator keeps to the word before it, so no line starts with the dot."""
    out: list[str] = []
    for word in text.replace(SEPARATOR, "\u00a0· ").split(" "):
        if out and fm.horizontalAdvance(out[-1] + " " + word) <= width:
            out[-1] += " " + word
        else:
            out.append(word)
    return [row.replace("\u00a0", " ") for row in out]


def _broken(text: str, fm: QFontMetricsF, lines: int, room: float) -> tuple[str, float] | None:
    """``text`` on at most ``lines`` lines none wider than ``room``: ``("a\nb...", widest)``,
    two lines as :func:`_two_lines` breaks them; None when it does not go."""
    if lines < 2:
        return None
    split = _two_lines(text, fm)
    if split is not None and split[1] <= room:
        return split
    rows = _wrapped(text, fm, room)
    widest = max(fm.horizontalAdvance(r) for r in rows)
    if len(rows) <= lines and widest <= room:
        return "\n".join(rows), widest
    return None


def fit_text(item: QGraphicsSimpleTextItem, max_width: float, lines: int = 1,
             elide: str = "", max_height: float = 0.0) -> None:
    """Make ``item``'s text fit ``max_width`` scene units and stay readable: a long translation
    is shrunk a little (never below :func:`min_scale`), then broken onto up to ``lines`` lines,
    and as a last resort shortened with "…" (in ``elide``, a part of the text such as a seat's
    name or a label's word, when given, so the number with it stays). The lines are at most
    ``max_height`` tall when it is given. The whole text is then the item's tooltip."""
    text = item.text()
    item.setToolTip("")
    fm = QFontMetricsF(item.font())
    w = fm.horizontalAdvance(text)
    least = min_scale(item)
    if w * least <= max_width:
        item.setScale(min(1.0, max_width / w) if w > 0 else 1.0)
        return
    room = max_width / least
    split = _broken(text, fm, lines, room)
    if split is not None:
        scale = min(1.0, max_width / split[1])
        rows = split[0].count("\n") + 1
        if max_height > 0:
            scale = min(scale, max_height / (fm.lineSpacing() * (rows - 1) + fm.height()))
        if scale >= least:
            item.setText(split[0])
            item.setScale(scale)
            return
    part = elide if elide and elide in text else text
    short = fm.elidedText(part, Qt.TextElideMode.ElideRight,
                          fm.horizontalAdvance(part) - (w - room))
    item.setText(text.replace(part, short, 1))
    item.setScale(least)
    item.setToolTip(text)


def with_app_families(font: QFont) -> QFont:
    """A copy of ``font`` (its size, weight) in the application font's families as they are now.
    A scene's text items keep the families their font had when made; after a change of language
    they must take the new ones (play-test pt7 #6: items made under Hebrew laid Tamil text out in
    Noto Sans Hebrew, and Qt warned "OpenType support missing")."""
    out = QFont(font)
    out.setFamilies(QGuiApplication.font().families())
    return out


def follow_app_font(scene) -> None:
    """Give every text item of ``scene`` the application font's families (:func:`with_app_families`)."""
    for item in scene.items():
        if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)):
            item.setFont(with_app_families(item.font()))


def make_text(parent, size: float, bold: bool = False,
          color: QColor | None = None) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(parent)
    f = QFont()
    f.setPixelSize(int(size))
    f.setBold(bold)
    item.setFont(f)
    item.setBrush(color or QColor(245, 245, 235))
    item.setZValue(2)
    return item


class ScorePopup(QGraphicsTextItem):
    """Points rising from a scoring play ("+15"); ``fade_group`` is its animation, if any."""

    fade_group: QParallelAnimationGroup | None = None
