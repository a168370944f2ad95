"""The points badge of a dragged tile (play-test pt7 #15: dragged over a lit end, the tile lay
under that end's "+5" plate and was almost hidden; earlier, before the plates were lifted above
it, the tile hid the number).

:class:`DragBadge` keeps both in view: the dragged tile is drawn on top of every lit end, and
the points it would score on the lit end under the pointer ride on a small dark plate beside the
tile's upper corner, above it, where the tile never covers them.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsObject

from .items import make_text


class DragBadge(QGraphicsObject):
    """A dark rounded plate with a lit end's points ("+5", "0"), shown beside a dragged tile.

    Scene units; Z :data:`Z` (over the dragged tile, Z 40, below toasts and banners).
    :meth:`show_for` places it at the tile's upper corner on the side away from the hand's
    reading start (the right, or the left right to left), or the other side when that would
    leave the scene; :meth:`hide` (Qt's) takes it away."""

    Z = 42
    SIZE = 20
    PAD_X, PAD_Y = 5.0, 1.0
    #: How far the plate reaches over the tile's corner (it sits mostly beside the tile).
    OVERLAP = 8.0

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(self.Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.text = make_text(self, self.SIZE, bold=True)
        self.text.setPos(self.PAD_X, self.PAD_Y)
        self.hide()

    def boundingRect(self) -> QRectF:  # noqa: D102
        r = self.text.boundingRect()
        return QRectF(0, 0, r.width() + 2 * self.PAD_X, r.height() + 2 * self.PAD_Y)

    def paint(self, painter: QPainter, option, widget=None) -> None:  # noqa: D102
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor(255, 214, 60))
        painter.setBrush(QColor(20, 40, 28, 240))
        painter.drawRoundedRect(self.boundingRect().adjusted(0.5, 0.5, -0.5, -0.5), 6, 6)

    def show_for(self, tile_rect: QRectF, text: str, scores: bool, rtl: bool) -> None:
        """Show ``text`` beside ``tile_rect`` (the dragged tile, scene coordinates): in the
        lit ends' yellow when the play ``scores``, else grey."""
        self.prepareGeometryChange()
        self.text.setText(text)
        self.text.setBrush(QColor(255, 244, 190) if scores else QColor(230, 230, 215))
        w, h = self.boundingRect().width(), self.boundingRect().height()
        right = QPointF(tile_rect.right() - self.OVERLAP, tile_rect.top() - h + self.OVERLAP)
        left = QPointF(tile_rect.left() - w + self.OVERLAP, right.y())
        at = left if rtl else right
        scene = self.scene()
        if scene is not None:
            bounds = scene.sceneRect()
            if at.x() + w > bounds.right() or at.x() < bounds.left():
                at = right if at is left else left
            at.setY(max(bounds.top(), at.y()))
        self.setPos(at)
        self.show()
