"""The ``QGraphicsView`` that shows the :class:`~allfives_qt.ui.table.TableScene`.

It keeps the whole scene in sight: on every resize it fits the scene rectangle into the viewport,
keeping the aspect ratio (``fitInView`` with ``Qt.KeepAspectRatio``), and passes the keys of the
keyboard play to the scene.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QFrame, QGraphicsView

from .table import TableScene


class TableView(QGraphicsView):
    """The table's view: scaled to fit the window, no scroll bars, keyboard play.

    ``scene``: the :class:`TableScene` to show. Takes keyboard focus (Left/Right, Enter/Space,
    Tab, Escape, D: see :meth:`TableScene.key_press`); keys it does not use (H, P, F) go on to
    the main window, which triggers their actions.
    """

    def __init__(self, scene: TableScene, parent=None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setBackgroundBrush(QColor(18, 64, 38))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(480, 300)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the view's accessible texts (the language changed)."""
        self.setAccessibleName(self.tr("Table"))
        self.setAccessibleDescription(self.tr(
            "Your tiles are along the bottom. Left and Right move between them, Enter chooses one, "
            "Left, Right or Tab choose its end, Enter plays it, Escape cancels. When no tile fits, "
            "Enter or D draws and Enter or P passes. H asks for a hint."))

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def zoom_to_fit(self) -> None:
        """Fit the whole scene into the viewport, keeping its aspect ratio."""
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:  # noqa: D102
        super().resizeEvent(event)
        self.zoom_to_fit()

    def showEvent(self, event) -> None:  # noqa: D102
        super().showEvent(event)
        self.zoom_to_fit()

    def keyPressEvent(self, event) -> None:  # noqa: D102
        if self.table.key_press(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, next_: bool) -> bool:  # noqa: D102
        # Tab cycles the chosen tile's lit ends instead of leaving the table.
        if self.table.has_choice():
            self.table.key_press(Qt.Key.Key_Tab if next_ else Qt.Key.Key_Backtab)
            return True
        return super().focusNextPrevChild(next_)
