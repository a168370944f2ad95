"""The table's sentence (:class:`Toast`): a short sentence shown on the table for a few seconds,
then faded out, placed where it covers no tile, lit end, hand or name (:func:`free_centre` finds
room between the tiles). Sizes are in scene units; it knows nothing of the game.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QDeadlineTimer, QPointF, QPropertyAnimation, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject

from .geometry import to_tray, tray_factor
from .items import with_app_families


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
        # The table's corner panels (scene rectangles: scores, count, boneyard), which a sentence
        # wider than the table keeps clear of (play-test pt71 #2: it covered the boneyard's box).
        self.panels: Callable[[], list[QRectF]] | None = None
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
            y = self._clear_of_panels(self._below(self.WIDE_WIDTH))
        if y is None:
            y = self._above()
        if y is None:
            y = self._clear_of_panels(self._over_edge())
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

    def _clear_of_panels(self, y: float | None) -> float | None:
        """``y`` (where the top of the box as sized last goes), or None when there the box would
        cover one of the table's corner panels (``panels()``)."""
        if y is None or self.panels is None:
            return y
        box = QRectF(self.top.x() + self._rect.left(), y, self._rect.width(), self._rect.height())
        return None if any(box.intersects(r) for r in self.panels()) else y

    # The box widths tried between the tiles (scene units), and the step between the heights tried.
    GAP_WIDTHS = (MAX_WIDTH, 640.0, 480.0, 360.0)
    GAP_STEP = 4.0

    def _in_a_gap(self) -> float | None:
        """Where the top of a sentence goes that has room neither under the layout nor above it:
        in a free stretch of the table between the tiles and lit ends (``obstacles()``), moved
        sideways as need be (:attr:`_dx`): the widest box first (:data:`GAP_WIDTHS`), in the
        largest letters that fit, the lowest place, then the one nearest the table's middle (play-test pt69 #6: with the
        felt's middle free, a hint covered the top seat's name). None zoomed in, without a
        :attr:`table`, or when no place is free."""
        if self.obstacles is None or self.table is None or self.view_rect is not None:
            return None
        g = self.GAP
        inner = self.table.adjusted(g, g, -g, -g)
        rects = self.obstacles()
        for width in self.GAP_WIDTHS:  # wide first, in smaller letters rather than narrower
            for px in range(self.TEXT_PX, self.MIN_PX - 1, -1):
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

    def step_aside(self) -> None:
        """Place the sentence shown again when it now covers a tile or lit end
        (``obstacles()``): a held sentence stays seconds while the plays go on (session 28: a
        Muggins! call, two lines of Tamil at 1000 x 560, covered the plays made after it)."""
        if not self.isVisible() or self.obstacles is None:
            return
        box = self.sceneBoundingRect()
        if any(box.intersects(r) for r in self.obstacles()):
            self.retell(self.text)

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
