"""End of a hand and end of the game (issue 3, item 5; RULES.md, "The end of a hand", "Winning").

:class:`HandEndPanel` shows, for the hand just ended, every seat's remaining tiles, their pip total,
the total rounded to the nearest multiple of 5 (not under ``go-out-point``, where nothing is
rounded or taken away), the points each side gained or lost and the
scores; at the end of the game also the winner and a :class:`ScoreChart` of the scores hand by hand.
It stays centred over the table (:meth:`HandEndPanel.centre_over`), and its *Show table* button (T)
hides it to look at the final layout (play-test pt6, items 20 and 21).
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QLocale, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QKeySequence, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QGridLayout, QLabel, QPushButton,
                               QStyleOptionGraphicsItem, QToolTip, QVBoxLayout, QWidget)

from allfives_qt.engine.game import ENDED_BLOCKED, ENDED_OUT, ENDED_TARGET
from allfives_qt.engine.tiles import TILES

from .held_keys import held, note_release, too_soon
from .key_layouts import latin_key
from .sentences import seat_name, side_names, signed_number
from .tile_item import TILE_LONG, TILE_SHORT, TileItem, tile_accessible_name

# Line colours of the sides in the chart (side 0 first). (Plain comments here: pyside6-lupdate
# takes "#:" lines for notes to the translator of the next translated string.)
SIDE_COLORS = (QColor(40, 110, 200), QColor(210, 80, 40), QColor(40, 150, 70), QColor(150, 70, 170))


class TileStrip(QWidget):
    """A row of small face-up tiles (QPainter, using :class:`TileItem`'s painting).

    ``tiles``: tile ids; ``scale``: their size, 1 being the table's own tile size (default
    :data:`SCALE`). Accessible name: the tiles' names, or "no tiles".
    """

    SCALE = 0.6

    def __init__(self, tiles: list[int], parent=None, scale: float = SCALE) -> None:
        super().__init__(parent)
        self.tiles = list(tiles)
        self._items = [TileItem(t, True) for t in self.tiles]
        for item, t in zip(self._items, self.tiles):
            item.set_halves(*TILES[t])
        self.set_scale(scale)
        self.setAccessibleName(", ".join(tile_accessible_name(t) for t in self.tiles)
                               if self.tiles else "-")

    def set_scale(self, scale: float) -> None:
        """Draw the tiles at ``scale`` (as in the constructor), the strip's size with them."""
        self.scale = scale
        w = TILE_SHORT * scale + 4
        self.setMinimumSize(QSize(int(max(1, len(self.tiles)) * w + 4), int(TILE_LONG * scale + 6)))
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: D102
        return self.minimumSize()

    def paintEvent(self, event) -> None:  # noqa: D102
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        option = QStyleOptionGraphicsItem()
        w = TILE_SHORT * self.scale + 4
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        for i, item in enumerate(self._items):
            p.save()
            x = 2 + w * i + w / 2
            if rtl:
                x = self.width() - x
            p.translate(x, self.height() / 2)
            p.scale(self.scale, self.scale)
            p.rotate(90)
            item.paint(p, option, None)
            p.restore()
        p.end()


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
        hands = max(len(s) for s in self.series) - 1 if self.series else 0
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

    def sizeHint(self) -> QSize:  # noqa: D102
        return QSize(520, 220)

    def layout_for(self, fm) -> tuple[QRectF, int, int, list, list]:
        """Return ``(plot rectangle, axis_lo, axis_hi, y labels, x labels)`` for this widget's size
        and the font metrics ``fm`` (see :func:`chart_y_scale` and :func:`chart_x_labels`)."""
        loc = QLocale()
        values = [v for s in self.series for v in s] + [0, self.target]
        lo, hi = min(values), max(values)
        left = max(fm.horizontalAdvance(loc.toString(v)) for v in (-999, lo, hi, self.target)) + 10
        legend_h = fm.height() + 8
        top = fm.height() / 2 + 6  # room for the top label's upper half
        under = fm.height() * (2 if any(self.marks) else 1)  # hand numbers, and their marks
        # The last hand's mark is centred on the plot's right edge: room for its half (play-test
        # pt24 #3: the "100%" under the last hand was cut off by the chart's edge).
        right = max([14.0] + [fm.horizontalAdvance(m) / 2 + 4 for m in self.marks[-1:] if m])
        plot = QRectF(left, top, self.width() - left - right,
                      self.height() - top - under - 10 - legend_h)
        axis_lo, axis_hi, ys = chart_y_scale(lo, hi, self.target, plot.top(), plot.bottom(),
                                             fm.height())
        hands = max(len(s) for s in self.series) - 1 if self.series else 0
        widest = fm.horizontalAdvance(loc.toString(max(hands, 1)))
        xs = chart_x_labels(hands, plot.left(), plot.right(), widest)
        return plot, axis_lo, axis_hi, ys, xs

    def mark_places(self, fm, plot: QRectF) -> list[tuple[QRectF, str]]:
        """Where the :attr:`marks` are written under the hands' numbers of ``plot`` (font metrics
        ``fm``), as ``(rectangle, text)``, left to right before any mirroring: each centred under
        its hand, a space's room from its neighbours. When some would not fit between two hands,
        every mark loses its "%" (the legend says what the figures are), and a mark that would
        still touch the one before it is left out (play-test pt47 #2: fourteen "100%" ran
        together)."""
        hands = max(len(s) for s in self.series) - 1 if self.series else 0
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
        hands = max(len(s) for s in self.series) - 1 if self.series else 0
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
        x = plot.left()
        legend_h = fm.height() + 8
        y = self.height() - legend_h + 2
        for side, name in enumerate(self.names):
            color = SIDE_COLORS[side % len(SIDE_COLORS)]
            p.fillRect(QRectF(x, y + fm.height() / 2 - 3, 14, 6), color)
            p.setPen(QColor(40, 40, 40))
            text(QRectF(x + 18, y, fm.horizontalAdvance(name) + 1, fm.height()), TOP_LEFT, name)
            x += 18 + fm.horizontalAdvance(name) + 20
        #: the score chart's legend for the figures under each hand's number
        legend = self.tr("%: accuracy of your plays")
        if any(self.marks) and x + fm.horizontalAdvance(legend) <= self.width() - 4:
            p.setPen(SIDE_COLORS[0])  # what the figures under the hands' numbers are
            text(QRectF(x, y, fm.horizontalAdvance(legend) + 1, fm.height()), TOP_LEFT, legend)
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


def _held(event) -> bool:
    """Whether ``event`` is a held Enter's or Space's repeat (:func:`.held_keys.held`): the key
    that played the hand's last tile, still down when this panel took the keyboard, deals the
    next hand only when pressed again (play-test pt64: holding Enter skipped the hand's results)."""
    return event.type() == QEvent.Type.KeyPress and held(event)


def _embolden(label: QLabel) -> None:
    f = QFont(label.font())
    f.setBold(True)
    label.setFont(f)


def _centred(text: str) -> QLabel:
    label = QLabel(text)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    return label


def _table_with_headers(columns: int) -> tuple[QGridLayout, list[QLabel]]:
    """A grid with a row of ``columns`` bold header labels (texts set on retranslate)."""
    grid = QGridLayout()
    grid.setHorizontalSpacing(14)
    headers = [QLabel() for _ in range(columns)]
    for col, h in enumerate(headers):
        _embolden(h)
        grid.addWidget(h, 0, col)
    return grid, headers


def _score_chart(game) -> ScoreChart:
    """The chart of every side's score after each hand of ``game`` (0 before the first)."""
    rules = game.rules
    series = [[0] * rules.sides]
    for lg in game.logs:
        series.append(lg.scores if lg.scores is not None else game.scores[:])
    per_side = [[row[s] for row in series] for s in range(rules.sides)]
    return ScoreChart(per_side, [""] * rules.sides, rules.target)


class HandEndPanel(QDialog):
    """The panel shown when a hand ends, or the game (non-blocking: :meth:`show` it).

    Built from ``controller.game.logs[index]``. Signals: ``nextHand`` (the person pressed Next
    hand), ``newGame`` (New game, at the end of the game), ``reviewRequested(int hand)`` (Review,
    or R: the hand ``hand``, or -1 for the whole game at its end; offered only when a person plays).
    Show table (T, :attr:`table_button`) rejects the panel, as Escape does: the window then shows
    the table with its way back (:class:`~.end_panels.EndPanels`).
    """

    nextHand = Signal()
    newGame = Signal()
    reviewRequested = Signal(int)
    _shown_at = 0.0  # when it was last shown (time.monotonic()), for too_soon
    # Whether Next hand was last pressed by a key (Enter, Space), not the mouse:
    # the next hand's table then shows the keyboard's tile at once (play-test pt48 #7).
    by_keyboard = False

    def __init__(self, controller, index: int, parent=None,
                 tiles_scale: float = TileStrip.SCALE) -> None:
        super().__init__(parent)
        self.controller = controller
        self.index = index
        self._over: QWidget | None = None  # the widget the panel is centred over
        game = controller.game
        self.game_over = game.over
        self.setModal(False)
        self.title = QLabel()
        f = QFont(self.title.font())
        f.setPointSizeF(f.pointSizeF() * 1.4)
        f.setBold(True)
        self.title.setFont(f)
        self.title.setWordWrap(True)
        self.grid, self.headers = _table_with_headers(5)
        log = game.logs[index]
        # Under go-out-point nothing is rounded or taken away; pips still decide a blocked hand.
        self.rounded_shown = game.rules.end_of_hand != "go-out-point"
        self._fill_seat_rows(log, game.hand, game.rules.players, tiles_scale)
        self.side_grid, self.side_headers = _table_with_headers(4)
        before = game.logs[index - 1].scores if index > 0 else None
        start = before if before else [0] * game.rules.sides
        final = log.scores if log.scores is not None else game.scores
        self._fill_side_rows(log, start, final, game.rules.sides)
        self.end_changes = log.changes
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addLayout(self.grid)
        layout.addWidget(self.note)
        layout.addLayout(self.side_grid)
        self.chart = None
        if self.game_over:
            self.chart = _score_chart(game)
            layout.addWidget(self.chart)
        self._make_buttons(controller.human_seat is not None)
        layout.addWidget(self.buttons)
        self.retranslate()

    def _fill_seat_rows(self, log, hand, players: int, tiles_scale: float) -> None:
        """One row per seat: its name, the tiles left in its hand (once the hand is over; drawn at
        ``tiles_scale``, as :class:`TileStrip` takes it), and the
        pips and rounded pips of the hand's log (when it has them; no rounded pips under
        ``end_of_hand: go-out-point``, which takes none away: RULES.md, "The end of a hand")."""
        self.seat_labels: list[QLabel] = []
        self.value_labels: list[list[QLabel]] = []
        loc = QLocale()
        for seat in range(players):
            finished = log.ended in (ENDED_OUT, ENDED_BLOCKED, ENDED_TARGET)
            tiles = hand.hand_tiles(seat) if finished else []
            name = QLabel()
            self.seat_labels.append(name)
            self.grid.addWidget(name, seat + 1, 0)
            self.grid.addWidget(TileStrip(tiles, scale=tiles_scale), seat + 1, 1)
            row = []
            if log.pips is not None:
                values = ((2, log.pips[seat]), (3, log.penalties[seat]))
                for col, v in values if self.rounded_shown else values[:1]:
                    lab = _centred(loc.toString(v))
                    self.grid.addWidget(lab, seat + 1, col)
                    row.append(lab)
            self.value_labels.append(row)

    def _fill_side_rows(self, log, start: list[int], final: list[int], sides: int) -> None:
        """One row per side: its name, the points of the hand's ending, the change of its score
        over the hand (from ``start`` to ``final``) and the score (bold)."""
        self.side_labels: list[QLabel] = []
        loc = QLocale()
        for side in range(sides):
            name = QLabel()
            self.side_labels.append(name)
            self.side_grid.addWidget(name, side + 1, 0)
            change = final[side] - start[side]
            ch = _centred(signed_number(change))
            ending = log.changes[side] if log.changes is not None else None
            en = _centred("" if ending is None else signed_number(ending))
            self.side_grid.addWidget(en, side + 1, 1)
            sc = _centred(loc.toString(final[side]))
            _embolden(sc)
            self.side_grid.addWidget(ch, side + 1, 2)
            self.side_grid.addWidget(sc, side + 1, 3)

    def _make_buttons(self, person: bool) -> None:
        """Next hand, or New game at the end of the game; Review when a person plays; Show table."""
        # In the panel from the start, so the continue button's setDefault makes it the panel's
        # own default: made outside, the first button to get the keyboard became that, and took
        # the default's frame back whenever the keyboard went to another window (play-test pt12
        # #2: after About this deal the frame sat on Review while Enter dealt).
        self.buttons = QDialogButtonBox(self)
        self.next_button = QPushButton()
        self.new_button = QPushButton()
        self.table_button = QPushButton()  # hides the panel to look at the table (pt6 #20)
        self._add_review_button(person)
        self.buttons.addButton(self.table_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.table_button.clicked.connect(self.reject)
        if self.game_over:
            self.buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.AcceptRole)
            self.new_button.setDefault(True)
            self.new_button.clicked.connect(self._new)
        else:
            self.buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
            self.next_button.setDefault(True)
            self.next_button.clicked.connect(self._next)
        self.next_button.installEventFilter(self)  # by_keyboard, and a held key's repeats
        self.new_button.installEventFilter(self)  # a held key's repeats

    def showEvent(self, event) -> None:  # noqa: D102
        super().showEvent(event)
        self._shown_at = time.monotonic()  # Enter or Space this soon after: see too_soon
        # The panel takes the keyboard from the table, so Enter or Space presses its default
        # button (Next hand, New game) and Escape closes it; once the window system has shown
        # it, once more.
        self.take_keyboard()
        QTimer.singleShot(0, self, self.take_keyboard)

    def take_keyboard(self) -> None:
        """Come to the front with the keyboard on the default button (Next hand, New game)."""
        if not self.isVisible():
            return
        self.raise_()
        self.activateWindow()
        (self.new_button if self.game_over else self.next_button).setFocus(
            Qt.FocusReason.ActiveWindowFocusReason)

    def _add_review_button(self, person: bool) -> None:
        """The Review button (issue 12): offered only when a person plays (their plays are reviewed)."""
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self._review)
        if person:
            self.buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)

    def _retranslate_review(self) -> None:
        if self.game_over:
            self.review_button.setText(self.tr("Review the game"))
            self.review_button.setToolTip(self.tr("See how your plays compare with the best moves, "
                                                  "hand by hand (R)"))
        else:
            self.review_button.setText(self.tr("Review"))
            self.review_button.setToolTip(self.tr("See how your plays in this hand compare with the "
                                                  "best moves (R)"))
        self.review_button.setAccessibleDescription(self.review_button.toolTip())
        self.review_button.setShortcut(QKeySequence(Qt.Key.Key_R))  # after setText, which resets it

    def _review(self) -> None:
        self.reviewRequested.emit(-1 if self.game_over else self.index)

    def _next(self) -> None:
        self.accept()
        self.nextHand.emit()

    def _new(self) -> None:
        self.accept()
        self.newGame.emit()

    def retranslate(self) -> None:
        """Set every text of the panel (called again when the language changes)."""
        c = self.controller
        game = c.game
        rules = game.rules
        log = game.logs[self.index]
        loc = QLocale()
        human = c.human_seat is not None
        names = [seat_name(s, rules.players, c.shown_seat, s == c.human_seat,
                           rules.partnerships and human) for s in range(rules.players)]
        sides = side_names(rules, c.human_seat, c.shown_seat)
        self.side_names = sides
        hand_no = loc.toString(self.index + 1)
        if self.game_over:
            w = game.winner
            if w is None:
                title = self.tr("The game is over.")
            elif human and w == rules.side_of(c.human_seat):
                if rules.partnerships:
                    title = self.tr("Your side wins the game!")
                else:
                    title = self.tr("You win the game!")
            else:
                title = self.tr("%1 wins the game.").replace("%1", sides[w])
            self.setWindowTitle(self.tr("End of the game"))
        else:
            self.setWindowTitle(self.tr("End of hand %1").replace("%1", hand_no))
            if log.ended == ENDED_OUT:
                out = game.hand.out_seat
                title = (self.tr("You went out.") if out == c.human_seat
                         else self.tr("%1 went out.").replace("%1", names[out]))
            else:
                title = self.tr("The hand is blocked: nobody can play.")
        self.title.setText(title)
        counted = log.pips is not None  # pips are counted only when the hand was played out
        for h, text in zip(self.headers, [self.tr("Player"), self.tr("Tiles left"),
                                          self.tr("Pips") if counted else "",
                                          self.tr("Rounded") if counted and self.rounded_shown
                                          else "", ""]):
            h.setText(text)
        for lab, name in zip(self.seat_labels, names):
            lab.setText(name)
        first = self.tr("Side") if rules.partnerships else self.tr("Player")
        for h, text in zip(self.side_headers, [first,
                                               self.tr("End of hand") if counted else "",
                                               self.tr("This hand"), self.tr("Score")]):
            h.setText(text)
        for lab, name in zip(self.side_labels, sides):
            lab.setText(name)
        from .claims import claim_story  # the hand's Muggins! calls (play-test pt19 #10)

        story = claim_story(self.controller, log)  # on a line of its own (play-test pt20 #8)
        self.note.setText(self._note(rules, log, hand_no) + ("\n" + " ".join(story) if story else ""))
        if self.chart is not None:
            self.chart.names = sides
            self.chart.setAccessibleName(self.tr("Chart of the scores after each hand"))
            self.chart.update()
        self.next_button.setText(self.tr("Next hand"))
        # N, as Game -> Next hand (play-test pt7 #15), while the panel has the keyboard
        self.next_button.setShortcut(QKeySequence(Qt.Key.Key_N))  # after setText, which resets it
        self.new_button.setText(self.tr("New game"))
        self.table_button.setText(self.tr("Show table"))
        self.table_button.setToolTip(self.tr("Hide this panel to look at the table (T); the "
                                             "Results button under the table shows it again"))
        self.table_button.setAccessibleDescription(self.table_button.toolTip())
        self.table_button.setShortcut(QKeySequence(Qt.Key.Key_T))  # after setText, which resets it
        self._retranslate_review()

    def _note(self, rules, log, hand_no: str) -> str:
        """The sentence under the tables: how the end of the hand scored under ``rules``
        (RULES.md, "The end of a hand"), or that a play reached the target in hand ``hand_no``."""
        if log.ended == ENDED_TARGET:
            return self.tr("A scoring play reached the target of %n points in the middle "
                           "of hand %2.", "", rules.target).replace("%2", hand_no)
        if rules.end_of_hand == "each-subtracts":
            return self.tr("Each player's pips are rounded to the nearest 5 and taken "
                           "from their side's score. \"This hand\" also counts the "
                           "points scored during the hand.")
        if rules.end_of_hand == "go-out-point":
            return self.tr("The side that went out (or, when blocked, has the fewest "
                           "pips; a tie: nobody) scores 1 point. No pips are taken "
                           "away. \"This hand\" also counts the points scored during "
                           "the hand.")
        return self.tr("The side that went out (or, when blocked, has the fewest "
                       "pips) collects the others' rounded pips. \"This hand\" also "
                       "counts the points scored during the hand.")

    def centre_over(self, widget: QWidget) -> None:
        """Centre the panel over ``widget`` (the table's view) now and whenever the panel's size
        changes (a change of language shrinks or widens it: it kept its left edge before) or the
        widget's does (the window resized)."""
        if self._over is not None:
            self._over.removeEventFilter(self)
        self._over = widget
        widget.installEventFilter(self)
        self._recentre()

    def eventFilter(self, obj, event) -> bool:  # noqa: D102
        if obj is self._over and event.type() == QEvent.Type.Resize and self.isVisible():
            self._recentre()
        elif obj in (self.next_button, self.new_button) and (_held(event) or (
                event.type() == QEvent.Type.KeyPress and too_soon(event, self._shown_at))):
            # A held key's repeat (the press that showed the panel goes no further), or a press
            # as the panel came up, meant for the table: the results are seen first.
            return True
        elif obj in (self.next_button, self.new_button) and event.type() == QEvent.Type.KeyRelease:
            note_release(event)
        elif obj is self.next_button and event.type() in (QEvent.Type.KeyPress,
                                                          QEvent.Type.MouseButtonPress):
            self.by_keyboard = event.type() == QEvent.Type.KeyPress
        return super().eventFilter(obj, event)

    def keyPressEvent(self, event) -> None:  # noqa: D102
        # The buttons' letters (N, R, T) from a Russian or Hebrew layout (play-test pt66 #2).
        key = latin_key(event.key(), event.text())
        if key != event.key() and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            for button in (self.next_button, self.review_button, self.table_button):
                if (button.isVisible() and button.isEnabled()
                        and button.shortcut() == QKeySequence(key)):
                    button.click()
                    return
        super().keyPressEvent(event)

    def _recentre(self) -> None:
        over = self._over
        if over is None or not over.isVisible():
            return
        frame = self.frameGeometry()
        frame.moveCenter(over.mapToGlobal(over.rect().center()))
        self.move(frame.topLeft())  # a window's position is its frame's

    def resizeEvent(self, event) -> None:  # noqa: D102
        super().resizeEvent(event)
        self._recentre()

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            # Shrink back to the new texts (a longer language widened the panel), and take the
            # keyboard back from the menu that changed the language, so Enter deals again.
            QTimer.singleShot(0, self, self.adjustSize)
            QTimer.singleShot(0, self, self.take_keyboard)
        super().changeEvent(event)
