"""The end-of-game score chart (issue 3, item 5; RULES.md, "Winning"): :class:`ScoreChart`, a line
of each side's score after every hand, the target as a dashed line, the review's accuracy of the
person's plays under each hand's number; and the choice of its axes' labels
(:func:`chart_y_scale`, :func:`chart_x_labels`). Shown by
:class:`~allfives_qt.ui.hand_end_panel.HandEndPanel` when the game ends.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QToolTip, QWidget

# Line colours of the sides in the chart (side 0 first). (Plain comments here: pyside6-lupdate
# takes "#:" lines for notes to the translator of the next translated string.)
SIDE_COLORS = (QColor(40, 110, 200), QColor(210, 80, 40), QColor(40, 150, 70), QColor(150, 70, 170))


_NICE_STEPS = (5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000)


def chart_y_scale(lo: int, hi: int, target: int, plot_top: float, plot_bottom: float,
                  text_height: float) -> tuple[int, int, list[tuple[int, float, bool]]]:
    """Choose the score chart's vertical scale and the labels of its y axis.

    ``lo``, ``hi``: the lowest and highest score to show (points); ``target``: the game's target;
    ``plot_top`` < ``plot_bottom``: the plot's top and bottom edge in pixels; ``text_height``:
    a label's height in pixels. Returns ``(axis_lo, axis_hi, labels)``: the score range drawn from
    the bottom to the top edge (multiples of a round step that hold ``lo``, ``hi``, 0 and the
    target), and ``labels`` as ``(score, y of the label's centre, is the target)``, top to bottom.
    The target's label comes first, then 0, then the round ticks; a label is left out when its
    box (``text_height`` tall, centred on its y, 2 pixels apart) would overlap one already kept,
    so no two labels ever overlap, and none reaches above ``plot_top - text_height / 2``.
    """
    lo, hi = min(lo, hi, 0, target), max(lo, hi, 0, target)
    height = max(plot_bottom - plot_top, 1.0)
    most = max(1, min(6, int(height // (text_height * 1.5))))
    step = _NICE_STEPS[-1]
    for candidate in _NICE_STEPS:
        if -(-hi // candidate) - lo // candidate <= most:
            step = candidate
            break
    axis_lo = (lo // step) * step
    axis_hi = -(-hi // step) * step
    if axis_hi == axis_lo:
        axis_hi = axis_lo + step

    def y_of(v: int) -> float:
        return plot_bottom - (v - axis_lo) / (axis_hi - axis_lo) * height

    wanted = [(target, True), (0, False)]
    wanted += [(v, False) for v in range(axis_hi, axis_lo - 1, -step)]
    kept: list[tuple[int, float, bool]] = []
    gap = 2.0
    for v, is_target in wanted:
        y = y_of(v)
        if any(k[0] == v for k in kept):
            continue
        if any(abs(y - k[1]) < text_height + gap for k in kept):
            continue
        kept.append((v, y, is_target))
    kept.sort(key=lambda k: k[1])
    return axis_lo, axis_hi, kept


def chart_x_labels(hands: int, plot_left: float, plot_right: float,
                   label_width: float) -> list[tuple[int, float]]:
    """Which hand numbers the chart's x axis shows: ``(hand, x of the label's centre)``.

    ``hands``: hands played (points 0..hands); ``label_width``: the widest label in pixels.
    Every k-th hand is labelled, k the smallest of 1, 2, 5, 10, 20, ... that keeps the labels at
    least ``label_width + 4`` pixels apart; the last hand is labelled when it has room.
    """
    span = max(plot_right - plot_left, 1.0)
    per = span / max(hands, 1)
    every = 1
    for k in (1, 2, 5, 10, 20, 50, 100, 200, 500):
        every = k
        if per * k >= label_width + 4:
            break
    out = [(i, plot_left + per * i) for i in range(0, hands + 1, every)]
    if hands % every and hands > 0:
        x = plot_left + per * hands
        if x - out[-1][1] >= label_width + 4:
            out.append((hands, x))
    return out


class ScoreChart(QWidget):
    """A line chart of each side's score after every hand (QPainter).

    ``series``: per side a list of scores, the first being 0 (before the first hand);
    ``names``: the sides' names; ``target``: drawn as a dashed line, its value labelled on the
    y axis in the line's colour (:func:`chart_y_scale` keeps the labels apart).
    """

    # The dashed target line's colour.
    TARGET_COLOR = QColor(160, 60, 60)

    def __init__(self, series: list[list[int]], names: list[str], target: int, parent=None) -> None:
        super().__init__(parent)
        self.series, self.names, self.target = series, names, target
        # One sentence per hand (hand 1 first) shown as the tooltip over that hand ("" for none).
        self.notes: list[str] = []
        # One short text per hand (hand 1 first) written under its number: the review's accuracy
        # (play-test pt14 #7: it was only in the tooltips, which nobody finds).
        self.marks: list[str] = []
        self.setMinimumSize(QSize(420, 200))

    def set_marks(self, marks: list[str]) -> None:
        """Write ``marks[i]`` under hand ``i + 1``'s number (an empty list: none)."""
        self.marks = list(marks)
        self.update()

    def hand_at(self, x: float) -> int:
        """The hand (1-based) whose point on the x axis is nearest ``x`` (pixels from the widget's
        left edge; the chart is mirrored right to left, as the rest of the window, in Hebrew); 0
        for the start."""
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            x = self.width() - x
        plot = self.layout_for(self.fontMetrics())[0]
        hands = self.hand_count
        if hands <= 0 or plot.width() <= 0:
            return 0
        return max(0, min(hands, round((x - plot.left()) / plot.width() * hands)))

    def event(self, event) -> bool:  # noqa: D102
        if event.type() == QEvent.Type.ToolTip:
            hand = self.hand_at(event.pos().x())
            note = self.notes[hand - 1] if 0 < hand <= len(self.notes) else ""
            if note:
                QToolTip.showText(event.globalPos(), note, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    @property
    def hand_count(self) -> int:
        """The number of hands the chart shows (each series holds the start, then one score per
        hand); 0 with no series."""
        return max(len(s) for s in self.series) - 1 if self.series else 0

    def sizeHint(self) -> QSize:  # noqa: D102
        return QSize(520, 220)

    def layout_for(self, fm) -> tuple[QRectF, int, int, list, list]:
        """Return ``(plot rectangle, axis_lo, axis_hi, y labels, x labels)`` for this widget's size
        and the font metrics ``fm`` (see :func:`chart_y_scale` and :func:`chart_x_labels`)."""
        loc = QLocale()
        values = [v for s in self.series for v in s] + [0, self.target]
        lo, hi = min(values), max(values)
        left = max(fm.horizontalAdvance(loc.toString(v)) for v in (-999, lo, hi, self.target)) + 10
        legend_h = self.legend_places(fm, left)[1]
        top = fm.height() / 2 + 6  # room for the top label's upper half
        under = fm.height() * (2 if any(self.marks) else 1)  # hand numbers, and their marks
        # The last hand's mark is centred on the plot's right edge: room for its half (play-test
        # pt24 #3: the "100%" under the last hand was cut off by the chart's edge).
        right = max([14.0] + [fm.horizontalAdvance(m) / 2 + 4 for m in self.marks[-1:] if m])
        plot = QRectF(left, top, self.width() - left - right,
                      self.height() - top - under - 10 - legend_h)
        axis_lo, axis_hi, ys = chart_y_scale(lo, hi, self.target, plot.top(), plot.bottom(),
                                             fm.height())
        hands = self.hand_count
        widest = fm.horizontalAdvance(loc.toString(max(hands, 1)))
        xs = chart_x_labels(hands, plot.left(), plot.right(), widest)
        return plot, axis_lo, axis_hi, ys, xs

    def legend_places(self, fm, left: float) -> tuple[list[tuple[int, float, int, str]], float]:
        """The legend's entries laid out from ``left`` (font metrics ``fm``), left to right before
        any mirroring: ``(side, x, row, text)`` for each side's name (side 0 first) and, when
        there are :attr:`marks`, the key to them (side -1); an entry that would reach past the
        chart's edge starts a new row (play-test pt103 #3: the Tamil names left no room for the
        key, which was left out). Also the legend's height in pixels."""
        hands = self.hand_count
        if all(self.marks[:hands]) and len(self.marks) >= hands:
            #: the score chart's legend for the figures under each hand's number
            key = self.tr("%: accuracy of your plays")
        else:  # some hands have none: they were not reviewed (play-test pt110 #7)
            #: the score chart's legend for the figures under the reviewed hands' numbers
            key = self.tr("%: accuracy of your plays, in the hands reviewed")
        entries = list(enumerate(self.names)) + ([(-1, key)] if any(self.marks) else [])
        places, x, row = [], left, 0
        for side, name in entries:
            w = (18 if side >= 0 else 0) + fm.horizontalAdvance(name)
            if x > left and x + w > self.width() - 4:
                x, row = left, row + 1
            places.append((side, x, row, name))
            x += w + 20
        return places, (row + 1) * (fm.height() + 4) + 4

    def mark_places(self, fm, plot: QRectF) -> list[tuple[QRectF, str]]:
        """Where the :attr:`marks` are written under the hands' numbers of ``plot`` (font metrics
        ``fm``), as ``(rectangle, text)``, left to right before any mirroring: each centred under
        its hand, a space's room from its neighbours. When some would not fit between two hands,
        every mark loses its "%" (the legend says what the figures are), and a mark that would
        still touch the one before it is left out (play-test pt47 #2: fourteen "100%" ran
        together)."""
        hands = self.hand_count
        gap = plot.width() / max(hands, 1)
        space = fm.horizontalAdvance(" ")
        marks = self.marks[:hands]
        if any(fm.horizontalAdvance(m) + space > gap for m in marks):
            marks = [m.replace("%", "").strip() for m in marks]
        y = plot.bottom() + 2 + fm.height()
        places, last = [], float("-inf")
        for i, m in enumerate(marks, start=1):
            w = fm.horizontalAdvance(m)
            left = plot.left() + gap * i - w / 2
            if m and left >= last + space and left + w <= self.width():
                places.append((QRectF(left, y, w, fm.height()), m))
                last = left + w
        return places

    def paintEvent(self, event) -> None:  # noqa: D102
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor(252, 252, 248))
        # Laid out left to right, then mirrored as a whole in a right-to-left language (the axis,
        # the hands and the legend run from the right, as the window's own layout does in Hebrew);
        # the texts are placed by the mirror but not mirrored themselves (_ChartText).
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        mirror = QTransform(-1, 0, 0, 1, self.width(), 0) if rtl else QTransform()
        p.setTransform(mirror)
        text = _ChartText(p, mirror, rtl)
        fm = p.fontMetrics()
        loc = QLocale()
        plot, lo, hi, ys, xs = self.layout_for(fm)
        hands = self.hand_count
        left = plot.left()

        def pt(i: int, v: int) -> QPointF:
            x = plot.left() + (plot.width() * i / max(hands, 1))
            y = plot.bottom() - (v - lo) / (hi - lo) * plot.height()
            return QPointF(x, y)

        p.setPen(QPen(QColor(120, 120, 120), 1))
        p.drawLine(plot.bottomLeft(), plot.bottomRight())
        p.drawLine(plot.bottomLeft(), plot.topLeft())
        for v, y, is_target in ys:
            p.setPen(self.TARGET_COLOR if is_target else QColor(60, 60, 60))
            text(QRectF(0, y - fm.height() / 2, left - 6, fm.height()),
                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, loc.toString(v))
        p.setPen(QColor(60, 60, 60))
        for i, x in xs:
            text(QRectF(x - 20, plot.bottom() + 2, 40, fm.height()),
                 Qt.AlignmentFlag.AlignCenter, loc.toString(i))
        p.setPen(SIDE_COLORS[0])  # the person's side's colour: the accuracy of their plays
        for box, mark in self.mark_places(fm, plot):
            text(box, Qt.AlignmentFlag.AlignCenter, mark)
        p.setPen(QPen(self.TARGET_COLOR, 1, Qt.PenStyle.DashLine))
        p.drawLine(pt(0, self.target), QPointF(plot.right(), pt(0, self.target).y()))
        for side, s in enumerate(self.series):
            color = SIDE_COLORS[side % len(SIDE_COLORS)]
            p.setPen(QPen(color, 2.5))
            path = QPainterPath(pt(0, s[0]))
            for i, v in enumerate(s[1:], start=1):
                path.lineTo(pt(i, v))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            p.setBrush(color)
            for i, v in enumerate(s):
                p.drawEllipse(pt(i, v), 3, 3)
        entries, legend_h = self.legend_places(fm, plot.left())
        top = self.height() - legend_h + 2
        for side, x, row, name in entries:
            y = top + row * (fm.height() + 4)
            if side < 0:  # the key to the figures under the hands' numbers, in their colour
                p.setPen(SIDE_COLORS[0])
                text(QRectF(x, y, fm.horizontalAdvance(name) + 1, fm.height()), TOP_LEFT, name)
                continue
            color = SIDE_COLORS[side % len(SIDE_COLORS)]
            p.fillRect(QRectF(x, y + fm.height() / 2 - 3, 14, 6), color)
            p.setPen(QColor(40, 40, 40))
            text(QRectF(x + 18, y, fm.horizontalAdvance(name) + 1, fm.height()), TOP_LEFT, name)
        p.end()


TOP_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop


class _ChartText:
    """Draws a text of :class:`ScoreChart` at the place ``mirror`` maps its left-to-right
    rectangle to, unmirrored, its left and right alignment swapped when ``rtl``."""

    def __init__(self, painter: QPainter, mirror: QTransform, rtl: bool) -> None:
        self.painter, self.mirror, self.rtl = painter, mirror, rtl

    def __call__(self, rect: QRectF, flags, text: str) -> None:
        A = Qt.AlignmentFlag
        if self.rtl and flags & (A.AlignLeft | A.AlignRight):
            flags = (flags & ~(A.AlignLeft | A.AlignRight)) | (
                A.AlignRight if flags & A.AlignLeft else A.AlignLeft)
        p = self.painter
        p.save()
        p.resetTransform()
        p.drawText(self.mirror.mapRect(rect), flags, text)
        p.restore()
