"""A domino as a scene item: :class:`TileItem` (issue 3, "The table").

The item is a ``QGraphicsObject``, so ``QPropertyAnimation`` can move it (``b"pos"``) and turn it
(``b"rotation"``); a double lying crosswise is the same item turned by 90 degrees. It is centred
on its ``pos()`` and lies horizontally at rotation 0: :data:`TILE_LONG` wide and
:data:`TILE_SHORT` high, in scene units. It paints itself with vector calls only (so it is crisp
at any zoom and device-pixel ratio) and is cached in device coordinates; every change of state
repaints it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6 import QtGui  # gradients as QtGui.X: their enums come with the first tile painted (issue 14)
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from allfives_qt.engine.tiles import SET_SIZE, TILES

from .table_layout import TILE_LONG, TILE_SHORT


# Room around the tile body for the highlight glow and the chosen tile's shadow, in scene units.
GLOW = 6.0
# Radius of the tile's rounded corners, in scene units.
CORNER = 4.5

_HALF = TILE_SHORT  # side of one half (a square)
_PIP_STEP = 8.4  # distance between neighbouring pip positions inside a half
_PIP_RADIUS = 3.1

# Pip positions of each value 0..6 inside a half, in units of the pip step, for a half of a
# horizontal tile (x along the tile's long side). All seven patterns look the same turned half a
# turn, as on real dominoes; the six is two rows of three along the tile's long side.
PIP_PATTERNS: tuple[tuple[tuple[int, int], ...], ...] = (
    (),
    ((0, 0),),
    ((-1, -1), (1, 1)),
    ((-1, -1), (0, 0), (1, 1)),
    ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    ((-1, -1), (0, -1), (1, -1), (-1, 1), (0, 1), (1, 1)),
)

# Colours.
_IVORY_LIGHT = QColor(255, 252, 240)
_IVORY = QColor(246, 239, 218)
_IVORY_SHADE = QColor(226, 215, 186)
_EDGE = QColor(70, 58, 44)
_PIP = QColor(28, 24, 22)
_PIP_RIM = QColor(90, 80, 70)
_DIVIDER = QColor(96, 84, 68)
_BRASS_LIGHT = QColor(250, 226, 150)
_BRASS = QColor(190, 146, 60)
_BRASS_DARK = QColor(120, 86, 30)
_BACK_LIGHT = QColor(38, 110, 74)
_BACK = QColor(22, 80, 52)
_BACK_DARK = QColor(12, 52, 34)
_BACK_LINE = QColor(255, 255, 255, 26)
_GLOW = QColor(255, 214, 80)
_CHOSEN = QColor(40, 120, 230)
_MARK = QColor(214, 60, 40)
# Width of the last tile's red frame, in scene units (drawn inside the tile's edge).
MARK_WIDTH = 2.4
_DIM = QColor(60, 60, 60, 110)


def pip_positions(pips: int, half_x: float = 0.0, half_y: float = 0.0) -> list[tuple[float, float]]:
    """Return the centres of the pips of a half showing ``pips`` (0..6), in the item's scene units,
    for a half centred at ``(half_x, half_y)`` of a horizontal tile. Raises ``IndexError`` for a
    value outside 0..6."""
    if not 0 <= pips <= 6:
        raise IndexError(f"a half has 0 to 6 pips, not {pips}")
    return [(half_x + i * _PIP_STEP, half_y + j * _PIP_STEP) for i, j in PIP_PATTERNS[pips]]


def tile_accessible_name(tile: int) -> str:
    """Return the translated name of ``tile`` (0..27) for tooltips and screen readers, low half
    first, e.g. ``"3-6"`` (context ``TileItem``, text ``"%1-%2"``). Raises ``IndexError`` for a
    tile id outside 0..27."""
    if not 0 <= tile < SET_SIZE:
        raise IndexError(f"no tile {tile}")
    lo, hi = TILES[tile]
    #: A domino's name: %1 is the pips of its low half, %2 of its high half (as in 3-6).
    text = QCoreApplication.translate("TileItem", "%1-%2")
    return text.replace("%1", str(lo)).replace("%2", str(hi))


class TileItem(QGraphicsObject):
    """One domino of the double-six set, face up or face down.

    ``tile``: the tile id (0..27, see :mod:`allfives_qt.engine.tiles`); raises ``IndexError``
    otherwise. The item is centred on ``pos()``; at rotation 0 it lies horizontally, its first half
    (:meth:`set_halves`) on the local left (negative x). :meth:`boundingRect` is the body,
    :data:`TILE_LONG` x :data:`TILE_SHORT`, plus :data:`GLOW` on every side; :meth:`shape` is the
    rounded body only, so clicks and collisions ignore the glow.

    States, each repainting the item: highlighted (a legal choice: a warm glow), chosen (the tile
    the player picked: lifted with a shadow and a blue outline), marked (the last tile played: a
    red frame and corner dot), dimmed (a tile in the hand that cannot be played now: greyed).
    """

    def __init__(self, tile: int, face_up: bool = True,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        if not 0 <= tile < SET_SIZE:
            raise IndexError(f"no tile {tile}")
        self._tile = tile
        self._first, self._second = TILES[tile]
        self._face_up = bool(face_up)
        self._highlighted = False
        self._chosen = False
        self._marked = False
        self._dimmed = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._update_tooltip()

    # ------------------------------------------------------------------ reading
    @property
    def tile(self) -> int:
        """The tile id (0..27); read-only."""
        return self._tile

    def halves(self) -> tuple[int, int]:
        """Return ``(first, second)``: the pips painted on the local left and right halves."""
        return self._first, self._second

    def is_face_up(self) -> bool:
        """Whether the pips show (False: the back shows)."""
        return self._face_up

    def is_highlighted(self) -> bool:
        """Whether the item is lit as a legal choice."""
        return self._highlighted

    def is_chosen(self) -> bool:
        """Whether the item is the tile the player picked."""
        return self._chosen

    def is_marked(self) -> bool:
        """Whether the item is marked as the last tile played."""
        return self._marked

    def is_dimmed(self) -> bool:
        """Whether the item is greyed as a tile that cannot be played now."""
        return self._dimmed

    def accessible_name(self) -> str:
        """Return what a screen reader should say: the tile's name when face up, otherwise only
        that it is a face-down tile (a hidden tile's identity is never given away)."""
        if self._face_up:
            #: Tooltip and screen-reader name of a domino; %1 is its name, such as 3-6.
            return QCoreApplication.translate("TileItem", "Tile %1").replace(
                "%1", tile_accessible_name(self._tile))
        #: Tooltip of a domino lying face down (its pips are hidden).
        return QCoreApplication.translate("TileItem", "Face-down tile")

    # ------------------------------------------------------------------ changing
    def set_face_up(self, face_up: bool) -> None:
        """Show the pips (True) or the back (False)."""
        face_up = bool(face_up)
        if face_up != self._face_up:
            self._face_up = face_up
            self._update_tooltip()
            self.update()

    def set_halves(self, first: int, second: int) -> None:
        """Paint ``first`` on the local left half and ``second`` on the right.

        The two must be the tile's halves, in either order (RULES.md, "Words": ``3-6`` and ``6-3``
        are the same tile); raises ``ValueError`` otherwise.
        """
        lo, hi = TILES[self._tile]
        if (first, second) not in ((lo, hi), (hi, lo)):
            raise ValueError(f"{first}-{second} are not the halves of tile {lo}-{hi}")
        if (first, second) != (self._first, self._second):
            self._first, self._second = first, second
            self.update()

    def set_highlighted(self, on: bool) -> None:
        """Light the tile (a legal choice, or where a tile may go) or put the light out."""
        self._set_state("_highlighted", on)

    def set_chosen(self, on: bool) -> None:
        """Show the tile as the one the player picked: lifted and outlined."""
        self._set_state("_chosen", on)

    def set_marked(self, on: bool) -> None:
        """Mark the tile as the last one played (a red frame and a dot in a corner)."""
        self._set_state("_marked", on)

    def set_dimmed(self, on: bool) -> None:
        """Grey the tile: it is in the hand but cannot be played now."""
        self._set_state("_dimmed", on)

    def _set_state(self, name: str, on: bool) -> None:
        on = bool(on)
        if getattr(self, name) != on:
            setattr(self, name, on)
            self.update()  # also throws away the cached picture

    def _update_tooltip(self) -> None:
        self.setToolTip(self.accessible_name())

    def retranslate(self) -> None:
        """Set the tooltip again in the current language (play-test pt87: a tile's tooltip kept
        the language it was made in)."""
        self._update_tooltip()

    # ------------------------------------------------------------------ geometry
    @staticmethod
    def body_rect() -> QRectF:
        """Return the tile body in item coordinates: ``(-32, -16, 64, 32)`` scene units."""
        return QRectF(-TILE_LONG / 2, -TILE_SHORT / 2, TILE_LONG, TILE_SHORT)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        """The body plus :data:`GLOW` on every side (the glow, the shadow and the outlines)."""
        return self.body_rect().adjusted(-GLOW, -GLOW, GLOW, GLOW)

    def shape(self) -> QPainterPath:
        """The rounded body only."""
        path = QPainterPath()
        path.addRoundedRect(self.body_rect(), CORNER, CORNER)
        return path

    # ------------------------------------------------------------------ painting
    def paint(self, painter: QPainter, option=None, widget=None) -> None:
        """Paint the tile: glow, shadow, body (face or back), then the state marks."""
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        body = self.body_rect()
        if self._highlighted:
            self._paint_glow(painter, body)
        if self._chosen:
            shadow = QPainterPath()
            shadow.addRoundedRect(body.translated(2.5, 3.5), CORNER, CORNER)
            painter.fillPath(shadow, QColor(0, 0, 0, 90))
        else:
            shadow = QPainterPath()
            shadow.addRoundedRect(body.translated(0.8, 1.2), CORNER, CORNER)
            painter.fillPath(shadow, QColor(0, 0, 0, 60))
        if self._face_up:
            self._paint_face(painter, body)
        else:
            self._paint_back(painter, body)
        if self._dimmed:
            path = QPainterPath()
            path.addRoundedRect(body, CORNER, CORNER)
            painter.fillPath(path, _DIM)
        if self._marked:
            self._paint_mark(painter, body)
        if self._chosen:
            painter.setPen(QPen(_CHOSEN, 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(body.adjusted(-1.5, -1.5, 1.5, 1.5), CORNER + 1.5, CORNER + 1.5)
        painter.restore()

    @staticmethod
    def _paint_glow(painter: QPainter, body: QRectF) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        steps = 5
        for k in range(steps, 0, -1):
            grow = GLOW * k / steps
            c = QColor(_GLOW)
            c.setAlpha(int(40 + 150 * (1 - k / steps)))
            painter.setBrush(c)
            painter.drawRoundedRect(body.adjusted(-grow, -grow, grow, grow), CORNER + grow,
                                    CORNER + grow)

    def _paint_face(self, painter: QPainter, body: QRectF) -> None:
        # Ivory body: light from the top left, a thin dark edge.
        grad = QtGui.QLinearGradient(body.topLeft(), body.bottomRight())
        grad.setColorAt(0.0, _IVORY_LIGHT)
        grad.setColorAt(0.55, _IVORY)
        grad.setColorAt(1.0, _IVORY_SHADE)
        painter.setPen(QPen(_EDGE, 0.9))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(body, CORNER, CORNER)
        # A soft bevel: a light line along the top, a shaded one along the bottom.
        inner = body.adjusted(1.4, 1.4, -1.4, -1.4)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 255, 255, 150), 0.8))
        painter.drawLine(QPointF(inner.left() + CORNER, inner.top()),
                         QPointF(inner.right() - CORNER, inner.top()))
        painter.setPen(QPen(QColor(150, 130, 95, 90), 0.8))
        painter.drawLine(QPointF(inner.left() + CORNER, inner.bottom()),
                         QPointF(inner.right() - CORNER, inner.bottom()))
        # The dividing line, with a brass pin in the middle.
        painter.setPen(QPen(_DIVIDER, 1.1, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(0.0, body.top() + 3.5), QPointF(0.0, body.bottom() - 3.5))
        pin = QtGui.QRadialGradient(QPointF(-0.6, -0.6), 2.6)
        pin.setColorAt(0.0, _BRASS_LIGHT)
        pin.setColorAt(0.6, _BRASS)
        pin.setColorAt(1.0, _BRASS_DARK)
        painter.setPen(QPen(_BRASS_DARK, 0.4))
        painter.setBrush(QBrush(pin))
        painter.drawEllipse(QPointF(0.0, 0.0), 2.2, 2.2)
        # The pips: dark hollows, their lower right rim catching the light.
        painter.setPen(QPen(_PIP_RIM, 0.5))
        for value, cx in ((self._first, -_HALF / 2), (self._second, _HALF / 2)):
            for x, y in pip_positions(value, cx, 0.0):
                hollow = QtGui.QRadialGradient(QPointF(x - 0.5, y - 0.5), _PIP_RADIUS * 1.2)
                hollow.setColorAt(0.0, _PIP)
                hollow.setColorAt(0.7, _PIP)
                hollow.setColorAt(1.0, _PIP_RIM)
                painter.setBrush(QBrush(hollow))
                painter.drawEllipse(QPointF(x, y), _PIP_RADIUS, _PIP_RADIUS)

    @staticmethod
    def _paint_back(painter: QPainter, body: QRectF) -> None:
        grad = QtGui.QLinearGradient(body.topLeft(), body.bottomRight())
        grad.setColorAt(0.0, _BACK_LIGHT)
        grad.setColorAt(0.6, _BACK)
        grad.setColorAt(1.0, _BACK_DARK)
        painter.setPen(QPen(_BACK_DARK.darker(150), 0.9))
        painter.setBrush(QBrush(grad))
        painter.drawRoundedRect(body, CORNER, CORNER)
        # A subtle diamond lattice inside a thin inner frame.
        inner = body.adjusted(3.0, 3.0, -3.0, -3.0)
        clip = QPainterPath()
        clip.addRoundedRect(inner, CORNER - 2, CORNER - 2)
        painter.save()
        painter.setClipPath(clip)
        painter.setPen(QPen(_BACK_LINE, 0.7))
        step = 6.0
        x = inner.left() - inner.height()
        while x < inner.right():
            painter.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
            painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
            x += step
        painter.restore()
        painter.setPen(QPen(QColor(230, 200, 120, 120), 0.7))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner, CORNER - 2, CORNER - 2)

    @staticmethod
    def _paint_mark(painter: QPainter, body: QRectF) -> None:
        """The last tile played: a red frame just inside the tile's own edge and a red dot in its
        top right corner. Both stay inside the rounded body and clear of the pips (which lie 4.5
        units in from the edge), so they never cover a neighbouring tile's pips or the spinner's
        star, whatever lies beside the tile (they were drawn outside the edge)."""
        painter.setPen(QPen(_MARK, MARK_WIDTH))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = MARK_WIDTH / 2 + 0.3  # the stroke runs from 0.3 to MARK_WIDTH + 0.3 units in
        painter.drawRoundedRect(body.adjusted(inset, inset, -inset, -inset), CORNER - inset,
                                CORNER - inset)
        painter.setPen(QPen(QColor(255, 255, 255), 0.6))
        painter.setBrush(_MARK)
        painter.drawEllipse(QPointF(body.right() - 3.2, body.top() + 3.2), 2.2, 2.2)

__all__ = ["TILE_LONG", "TILE_SHORT", "GLOW", "CORNER", "PIP_PATTERNS", "TileItem",
           "pip_positions", "tile_accessible_name"]
