"""The review bar's row (:class:`~.review.ReviewPanel`): the summary, a separator and the mark of
the play on the table, laid out so that the mark wraps and the bar keeps one height."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QWidget


class ReviewRow(QWidget):
    """The review bar's one widget: the summary, then the mark of the play, each wrapping onto as
    many lines as its width needs (a long sentence, a missed claim and a better move, did not
    fit at 1280 px and hid behind the tool bar's ">>" button). The summary takes the width of
    its one line, or half the row when that is longer (play-test of pt97's fixes: in Tamil the
    summary's one line took all but 140 px, and the mark ran down half the window). A tool bar
    lays its widgets out by their size hints, so the hint's height follows the row's width: a
    resize that changes the height the texts need asks the tool bar for a new layout."""

    def __init__(self, summary: QLabel, mark: QLabel) -> None:
        super().__init__()
        self.summary, self.mark = summary, mark
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 2, 4, 2)
        row.addWidget(summary, 0, Qt.AlignmentFlag.AlignTop)
        self.line = QFrame()
        self.line.setFrameShape(QFrame.Shape.VLine)
        self.line.setFrameShadow(QFrame.Shadow.Sunken)
        row.addWidget(self.line)
        row.addWidget(mark, 1)
        for label in (summary, mark):
            label.setWordWrap(True)
            label.setAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignTop)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        # Every sentence the mark may show in this review: the row keeps the height of the
        # tallest at its width, so the table under the bar stays still from play to play.
        self.sentences: list[str] = []
        self._probe = QLabel()  # never shown: measures a sentence as the mark would wrap it
        self._probe.setWordWrap(True)
        # The tallest sentence's height by the mark's room and font (the tool bar asks for the
        # size hint at every layout; measuring each sentence each time is wasted work).
        self._tallest: dict[tuple[int, str], int] = {}

    def set_sentences(self, sentences: list[str]) -> None:
        """Keep the height of the tallest of ``sentences`` (the marks of the review's plays)."""
        if sentences != self.sentences:
            self.sentences = sentences
            self._tallest.clear()
            self.updateGeometry()

    def widths(self, width: int) -> tuple[int, int]:
        """The summary's width and the mark's at a row ``width`` px wide: the summary's one line
        (its text's advance in its font), at most half of what the margins, the spacing and the
        separator leave; the mark the rest (each at least 1)."""
        row = self.layout()
        margins = row.contentsMargins()
        free = (width - margins.left() - margins.right() - 2 * row.spacing()
                - self.line.sizeHint().width())
        line = self.summary.fontMetrics().horizontalAdvance(self.summary.text()) + 4
        summary = max(1, min(line, free // 2))
        return summary, max(1, free - summary)

    def fit_summary(self) -> None:
        """Give the summary its width at the row's width (:meth:`widths`; a new text, a resize)."""
        summary = self.widths(self.width())[0]
        if self.summary.width() != summary or self.summary.minimumWidth() != summary:
            self.summary.setFixedWidth(summary)
        self.updateGeometry()

    def _height(self, width: int) -> int:
        """The row's height at ``width`` px: the one the summary and the mark need at their widths
        (:meth:`widths`), and at least that of the tallest of :attr:`sentences` in the mark's."""
        summary, room = self.widths(width)
        margins = self.layout().contentsMargins()
        own = max(self.summary.heightForWidth(summary), self.mark.heightForWidth(room))
        font = self.mark.font()
        key = (room, font.key())
        tallest = self._tallest.get(key)
        if tallest is None:
            self._probe.setFont(font)
            tallest = 0
            for text in self.sentences:
                self._probe.setText(text)
                tallest = max(tallest, self._probe.heightForWidth(room))
            self._tallest[key] = tallest
        return max(own, tallest) + margins.top() + margins.bottom()

    def sizeHint(self) -> QSize:  # noqa: D102
        # Narrow enough that the tool bar never moves the row into its ">>" menu; it gives the
        # row (Expanding) the rest of its width, and the height is the one that width needs.
        width = min(self.summary.fontMetrics().horizontalAdvance(self.summary.text()), 320) + 120
        return QSize(width, self._height(max(self.width(), width)))

    def minimumSizeHint(self) -> QSize:  # noqa: D102
        return self.sizeHint()

    def resizeEvent(self, event) -> None:  # noqa: D102
        super().resizeEvent(event)
        self.fit_summary()
        if self._height(self.width()) != self.height():
            self.updateGeometry()
