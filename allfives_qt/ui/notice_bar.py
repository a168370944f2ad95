"""The bar above the table that tells the player about problems with their files (issue 6,
item 4), built by :class:`~.persistence.Persistence` the first time there is one to tell.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton


class NoticeBar(QFrame):
    """The bar above the table that tells the last few problems with the player's files, with a
    Close button. :meth:`tell` shows sentences."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.close_button = QToolButton()
        self.close_button.clicked.connect(self.hide)
        row = QHBoxLayout(self)
        row.setContentsMargins(10, 4, 4, 4)
        row.addWidget(self.label, 1)
        row.addWidget(self.close_button)
        self.hide()
        self.retranslate()

    def tell(self, texts: list[str]) -> None:
        """Show ``texts`` (the last three) and the bar."""
        self.label.setText("\n".join(texts[-3:]))
        self.show()

    def retranslate(self) -> None:
        """Set the Close button's texts."""
        self.close_button.setText(self.tr("Close"))
        self.close_button.setToolTip(self.tr("Hide this message"))

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
