"""The Statistics dialog (issue 6, item 5): the numbers of :mod:`allfives_qt.storage.stats`, a
small chart (wins by opponent level, points per hand over time) and Reset, which asks first."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QAbstractItemView, QAbstractScrollArea, QComboBox, QDialog,
                               QDialogButtonBox, QFrame, QGridLayout, QHeaderView, QLabel,
                               QScrollArea,
                               QMessageBox, QPushButton, QSizePolicy, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from allfives_qt.ai.review import biggest_mistake, kept_review
from allfives_qt.game_setup import LEVELS, rules_game
from allfives_qt.storage.stats import Statistics, Tally
from allfives_qt.ui.option_names import game_names, level_names

from .history_dialog import AccuracyChart, review_of, reviewed_accuracies, reviewed_totals
from .sentences import tile_words, whole_percent

# Colours of the chart: games played, games won, the points line, the zero line.
PLAYED_COLOR = QColor("#b8c7d9")
WON_COLOR = QColor("#2e7d32")
LINE_COLOR = QColor("#1565c0")
AXIS_COLOR = QColor("#757575")


def axis_places(ticks: list[int], texts: list[str], y, height: float,
                bottom: float) -> list[tuple[float, str]]:
    """Where an axis writes its values: ``(top, text)`` for each of ``ticks`` (``texts`` their
    words, ``y(v)`` its height in px, ``height`` a line's height), centred on its height but
    never below ``bottom`` (the plot's, where the labels under the chart begin); 0 first (the
    chart's zero line), then the highest and the lowest, then the others, a value left out
    where it would touch one already written (play-test pt75 #9: "0" and "-5" were written over
    each other, "-5" onto the hand number "1" under it)."""
    order = sorted(range(len(ticks)), key=lambda i: (ticks[i] != 0, ticks[i] != max(ticks),
                                                     ticks[i] != min(ticks)))
    out: list[tuple[float, str]] = []
    for i in order:
        top = min(y(ticks[i]) - height / 2, bottom - height + 2)
        if all(abs(top - t) >= height for t, _ in out):
            out.append((top, texts[i]))
    return out


class StatsChart(QWidget):
    """Two small charts painted with QPainter: on the leading side, games played (light) and won
    (dark) against each opponent level of :data:`allfives_qt.game_setup.LEVELS`; on the other, the points
    of the person's side in each hand, oldest first, around a zero line. Call :meth:`set_statistics`
    to change what it shows."""

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._stats = stats
        self.setMinimumSize(420, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.retranslate()

    def set_statistics(self, stats: Statistics) -> None:
        """Show ``stats`` (repaints)."""
        self._stats = stats
        self.update()

    def retranslate(self) -> None:
        """Set the chart's texts (called again when the language changes)."""
        self._titles = (self.tr("Games won by the strongest opponent's level"), self.tr("Points per hand"))
        self._levels = level_names()
        self._empty = self.tr("No hands played yet")
        self.setAccessibleName(self.tr("Chart of games won by level and points per hand"))
        self.update()

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def paintEvent(self, _event) -> None:  # noqa: D102
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        half = w / 2
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        bars = QRectF(half if rtl else 0, 0, half, h).adjusted(8, 4, -8, -4)
        line = QRectF(0 if rtl else half, 0, half, h).adjusted(8, 4, -8, -4)
        self._paint_bars(p, bars)
        self._paint_line(p, line)
        p.end()

    def _paint_title(self, p: QPainter, area: QRectF, title: str) -> float:
        """Draw ``title`` centred at the top of ``area``, on as many lines as its width needs
        (play-test pt152: a long title was cut at both ends); return the height it took."""
        flags = (Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
                 | Qt.TextFlag.TextWordWrap)
        height = p.fontMetrics().boundingRect(area.toRect(), flags, title).height() + 4
        p.setPen(self.palette().windowText().color())
        p.drawText(QRectF(area.left(), area.top(), area.width(), height), flags, title)
        return height

    def _paint_bars(self, p: QPainter, area: QRectF) -> None:
        fm = p.fontMetrics()
        title_h = self._paint_title(p, area, self._titles[0])
        # A legend under the title (once there are bars): which colour is played and which won.
        x = area.left()
        played_any = any(t.games_played for t in self._stats.by_level.values())
        for text, color in self.legend() if played_any else []:
            p.fillRect(QRectF(x, area.top() + title_h + 3, 10, 10), color)
            p.setPen(self.palette().windowText().color())
            width = fm.horizontalAdvance(text)
            p.drawText(QRectF(x + 14, area.top() + title_h, width + 2, fm.height()),
                       Qt.AlignmentFlag.AlignLeft, text)
            x += 14 + width + 12
        title_h += fm.height() + 4
        plot = area.adjusted(0, title_h + fm.height(), 0, -(fm.height() + 4))
        tallies = [self._stats.by_level.get(lv, Tally()) for lv in LEVELS]
        ticks = self.bar_axis()
        top = ticks[-1]
        plot = self._paint_axis(p, plot, ticks, lambda v: plot.bottom() - plot.height() * v / top)
        slot = plot.width() / len(LEVELS)
        bar_w = slot * 0.6
        for i, (lv, t) in enumerate(zip(LEVELS, tallies)):
            idx = len(LEVELS) - 1 - i if self.layoutDirection() == Qt.LayoutDirection.RightToLeft else i
            x = plot.left() + idx * slot + (slot - bar_w) / 2
            for value, color in ((t.games_played, PLAYED_COLOR), (t.games_won, WON_COLOR)):
                bh = plot.height() * value / top
                if bh > 0:
                    p.fillRect(QRectF(x, plot.bottom() - bh, bar_w, bh), color)
            p.setPen(self.palette().windowText().color())
            if t.games_played:  # "won/played" above the bar
                top_y = plot.bottom() - plot.height() * t.games_played / top
                p.drawText(QRectF(plot.left() + idx * slot, top_y - fm.height() - 1, slot, fm.height()),
                           Qt.AlignmentFlag.AlignHCenter, self.bar_label(t))
            p.drawText(QRectF(plot.left() + idx * slot, plot.bottom() + 2, slot, fm.height()),
                       Qt.AlignmentFlag.AlignHCenter, self._levels.get(lv, lv))
        p.setPen(QPen(AXIS_COLOR, 1))
        p.drawLine(QPointF(plot.left(), plot.bottom()), QPointF(plot.right(), plot.bottom()))

    def bar_axis(self) -> list[int]:
        """The values written on the bar chart's axis: 0, the middle and the most games played
        against one level (at least 1)."""
        top = max([t.games_played for t in self._stats.by_level.values()] + [1])
        return sorted({0, top // 2, top})

    def line_axis(self) -> list[int]:
        """The values written on the points chart's axis: the lowest hand's points (or 0), 0 and
        the highest (or 0)."""
        values = self._stats.hand_points or [0]
        return sorted({min(min(values), 0), 0, max(max(values), 0)})

    def _paint_axis(self, p: QPainter, plot: QRectF, ticks: list[int], y) -> QRectF:
        """Write ``ticks`` (locale digits) on the leading side of ``plot`` at heights ``y(v)``;
        return the plot narrowed to leave them room."""
        fm = p.fontMetrics()
        loc = QLocale()
        texts = [loc.toString(v) for v in ticks]
        room = max(fm.horizontalAdvance(t) for t in texts) + 6
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        narrowed = plot.adjusted(0, 0, -room, 0) if rtl else plot.adjusted(room, 0, 0, 0)
        x = narrowed.right() + 3 if rtl else plot.left()
        align = (Qt.AlignmentFlag.AlignLeft if rtl else Qt.AlignmentFlag.AlignRight) \
            | Qt.AlignmentFlag.AlignVCenter
        p.setPen(self.palette().windowText().color())
        for top, text in axis_places(ticks, texts, y, fm.height(), plot.bottom()):
            p.drawText(QRectF(x, top, room - 3, fm.height()), align, text)
        p.setPen(QPen(AXIS_COLOR, 1))
        edge = narrowed.right() if rtl else narrowed.left()
        p.drawLine(QPointF(edge, plot.top()), QPointF(edge, plot.bottom()))
        return narrowed

    def legend(self) -> list[tuple[str, QColor]]:
        """The bar chart's legend: (translated text, colour) of games played and games won."""
        return [(QCoreApplication.translate("StatisticsDialog", "Games played"), PLAYED_COLOR),
                (QCoreApplication.translate("StatisticsDialog", "Games won"), WON_COLOR)]

    @staticmethod
    def bar_label(tally: Tally) -> str:
        """The figure above a level's bar: games won / games played, in the locale's digits."""
        loc = QLocale()
        return loc.toString(tally.games_won) + "/" + loc.toString(tally.games_played)

    def _paint_line(self, p: QPainter, area: QRectF) -> None:
        fm = p.fontMetrics()
        title_h = self._paint_title(p, area, self._titles[1])
        plot = area.adjusted(0, title_h, 0, -(fm.height() + 6))  # the hands' numbers below
        values = self._stats.hand_points
        if not values:
            p.drawText(plot, Qt.AlignmentFlag.AlignCenter, self._empty)
            return
        ticks = self.line_axis()
        hi, lo = ticks[-1], ticks[0]
        span = (hi - lo) or 1

        def y(v: float) -> float:
            return plot.bottom() - (v - lo) / span * plot.height()

        plot = self._paint_axis(p, plot, ticks, y)

        p.setPen(QPen(AXIS_COLOR, 1, Qt.PenStyle.DashLine))
        p.drawLine(QPointF(plot.left(), y(0)), QPointF(plot.right(), y(0)))
        n = len(values)
        step = plot.width() / max(n - 1, 1)
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft

        def x_at(i: int) -> float:  # the i-th hand's x, the first at the reading's start
            return plot.right() - i * step if rtl else plot.left() + i * step

        path = QPainterPath()
        for i, v in enumerate(values):
            if i == 0:
                path.moveTo(x_at(i), y(v))
            else:
                path.lineTo(x_at(i), y(v))
        p.setPen(QPen(LINE_COLOR, 2))
        p.drawPath(path)
        if n == 1:  # where its label is (play-test pt109 #1: at the left in Hebrew too)
            p.setBrush(LINE_COLOR)
            p.drawEllipse(QPointF(x_at(0), y(values[0])), 3, 3)
        p.setPen(self.palette().windowText().color())
        for i, text in self.line_x_labels():  # which hands the line shows (pt68: no labels)
            x = x_at(i)
            width = fm.horizontalAdvance(text) + 4
            left = min(max(x - width / 2, area.left()), area.right() - width)
            p.drawText(QRectF(left, plot.bottom() + 3, width, fm.height()),
                       Qt.AlignmentFlag.AlignHCenter, text)

    def line_x_labels(self) -> list[tuple[int, str]]:
        """The points chart's labels along its bottom: ``(index in hand_points, text)`` of its
        first and last hands, numbered as the hands you have played (the chart keeps the latest
        only; locale digits); one label for a single hand, none without hands."""
        values = self._stats.hand_points
        n = len(values)
        first = max(self._stats.total.hands_played - n + 1, 1)
        loc = QLocale()
        return [(i, loc.toString(first + i)) for i in sorted({0, n - 1})] if n else []


class WrappingHeader(QHeaderView):
    """A horizontal header whose titles wrap onto more lines within their sections' widths
    (QHeaderView sizes a section's height by its title on one line), so a narrow column keeps a
    long title (Tamil, Swahili) whole instead of eliding it or widening the dialog."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        self.sectionResized.connect(lambda *_: self.updateGeometry())

    def sectionSizeFromContents(self, logical: int) -> QSize:  # noqa: D102
        size = super().sectionSizeFromContents(logical)
        text = self.model().headerData(logical, self.orientation(), Qt.ItemDataRole.DisplayRole)
        width = self.sectionSize(logical) - 8  # the style's margins on both sides
        if not text or width <= 0:
            return size
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        lines = self.fontMetrics().boundingRect(0, 0, width, 10_000, flags, str(text)).height()
        one = self.fontMetrics().height()
        return QSize(size.width(), size.height() + max(0, lines - one))


class StatisticsDialog(QDialog):
    """Show the player's statistics, with :class:`StatsChart`, and offer to reset them.

    ``stats``: what to show. ``storage``: when given (a :class:`~allfives_qt.storage.Storage`),
    Reset goes through ``storage.reset_statistics()`` (which saves the empty file); otherwise
    ``stats.reset()`` only. Reset first asks (:meth:`confirm_reset`); after a reset the dialog
    shows the empty statistics and emits ``statisticsReset()``. ``current``: the saved game being
    played (a :class:`~allfives_qt.storage.SavedGame`, or None): its reviewed hands count under
    "Reviewed hands" with those of the history's games before it is kept in the history. The row
    points to Game -> History for the biggest mistakes only when a game there has one (History
    does not list the game being played).
    """

    statisticsReset = Signal()

    def __init__(self, stats: Statistics, storage=None, parent: QWidget | None = None,
                 current=None) -> None:
        super().__init__(parent)
        self._stats = stats
        self._storage = storage
        self.summary_labels: dict[str, tuple[QLabel, QLabel]] = {}
        history = storage.history() if storage is not None else []
        # Each kept review read once, newest first, with its game's name (the Game box's key).
        self._reviews = [(review_of(e), e.saved, e.saved and rules_game(e.saved.game.rules))
                         for e in history]
        if current is not None and all(e.game_id != current.game_id for e in history):
            self._reviews.append((kept_review(current.review, current.setup.human_seat), current,
                                  rules_game(current.game.rules)))
            self._current_last = True
        else:
            self._current_last = False
        self.accuracy_chart = AccuracyChart()
        # Which game's figures are shown ("": all games; play-test pt110 #1, the keys of
        # Statistics.per_game), chosen in a box shown once more than one game was played.
        self.game_choice = QComboBox()
        # Opened on the game being played (play-test pt172 #3: All games, first, averaged the
        # points per hand of All Fives and of Fives and Threes, which are not alike).
        self._first_choice = rules_game(current.game.rules) if current is not None else ""
        self.game_choice_label = QLabel()
        self.game_choice_label.setBuddy(self.game_choice)
        self.earlier_note = QLabel()  # hands of the game counted before it had its own figures
        self.earlier_note.setWordWrap(True)
        form = self._make_summary()
        self.table = self._make_table()
        self.chart = StatsChart(stats)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton()
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.rejected.connect(self.reject)
        self.reset_button.clicked.connect(self.ask_and_reset)
        self.accuracy_title = QLabel()  # the accuracy chart's title
        font = self.accuracy_title.font()
        font.setBold(True)
        self.accuracy_title.setFont(font)
        self.game_choice.currentIndexChanged.connect(lambda _i: self.show_game())
        # Everything but the buttons scrolls, so the dialog fits a small screen.
        page = QWidget()
        inner = QVBoxLayout(page)
        inner.addLayout(form)
        # Room left over (one game's figures have fewer rows in the table) goes to the charts,
        # not under the figures (play-test pt112 #5: a gap under "Reviewed hands").
        inner.addWidget(self.chart, 1)
        inner.addWidget(self.accuracy_title)
        inner.addWidget(self.accuracy_chart)
        inner.addWidget(self.table)
        self.scroll = QScrollArea()
        self.scroll.setWidget(page)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroll)
        layout.addWidget(self.buttons)
        self.retranslate()
        screen = (parent.screen() if parent is not None else self.screen()).availableGeometry()
        want = page.sizeHint().expandedTo(QSize(720, 640)) + QSize(40, 80)  # and the buttons
        self.resize(want.boundedTo(screen.size() - QSize(40, 60)))  # the frame's room too

    def _make_summary(self) -> QGridLayout:
        """The figures above the charts: the Game box, the note on earlier hands, and a row of
        name and value for each of :attr:`summary_labels` (texts set by :meth:`retranslate`)."""
        # A grid, not a form: names and values both wrap, in columns that share the width (play-
        # test pt141 #5: Tamil's "went out" name, on one line, left its value a column a few
        # words wide; a form layout wrapped names without making their rows taller).
        form = QGridLayout()
        form.setColumnStretch(0, 2)
        form.setColumnStretch(1, 3)
        form.addWidget(self.game_choice_label, 0, 0)
        form.addWidget(self.game_choice, 0, 1)
        form.addWidget(self.earlier_note, 1, 0, 1, 2)
        for row, key in enumerate(("games", "hands", "out", "points_per_hand", "best_play",
                                   "highest", "streak", "left", "reviewed"), start=2):
            # Not selectable: a selectable label that wraps laid Hebrew out left to right
            # (play-test pt144 #6: "(100%)" at the right end, "Game > History" pointing back).
            name, value = QLabel(), QLabel()
            for label in (name, value):
                label.setWordWrap(True)  # a long name or value takes lines, not the width
            # A value's alignment follows the direction of the moment (refresh).
            name.setAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignTop)
            form.addWidget(name, row, 0)
            form.addWidget(value, row, 1)
            self.summary_labels[key] = (name, value)
        return form

    @staticmethod
    def _make_table() -> QTableWidget:
        """The table of games and hands by players, level and game (filled by :meth:`refresh`)."""
        table = QTableWidget(0, 4)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setHorizontalHeader(WrappingHeader(table))
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # As tall as its rows: the dialog's scroll bar is the only one (play-test pt45 saw two).
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        return table

    # ----------------------------------------------------------------- reset
    def make_reset_box(self) -> QMessageBox:
        """Return the question asked before a reset, its buttons' texts translated here
        (No is the default)."""
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Reset statistics"),
                          self.tr("Forget all your statistics? This cannot be undone."),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Reset"))
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Keep them"))
        box.setDefaultButton(QMessageBox.StandardButton.No)
        return box

    def confirm_reset(self) -> bool:
        """Ask the player (modal); return True only if they chose Reset."""
        return self.make_reset_box().exec() == QMessageBox.StandardButton.Yes

    def ask_and_reset(self) -> bool:
        """Reset the statistics if the player confirms; return whether they were reset."""
        if not self.confirm_reset():
            return False
        if self._storage is not None:
            self._storage.reset_statistics()
            self._stats = self._storage.statistics
        else:
            self._stats.reset()
        self.fill_game_choice()
        self.statisticsReset.emit()
        return True

    # ------------------------------------------------------------- which game
    def fill_game_choice(self) -> None:
        """Offer "All games" and each game played (:data:`game_names`' order, in the current
        language), the choice kept where it still is one (at first, the game being played); the
        box is shown only when more than one game was played. Then :meth:`show_game`."""
        box = self.game_choice
        chosen = box.currentData() if box.count() else self._first_choice
        played = [name for name in game_names() if (
            (t := self._stats.by_game.get(name)) is not None and (t.hands_played or t.games_played))]
        box.blockSignals(True)
        box.clear()
        box.addItem(self.tr("All games"), "")
        for name in played:
            box.addItem(game_names()[name], name)
        box.setCurrentIndex(max(box.findData(chosen), 0) if chosen and len(played) > 1 else 0)
        box.blockSignals(False)
        for widget in (box, self.game_choice_label):
            widget.setVisible(len(played) > 1)
        self.show_game()

    def shown_statistics(self) -> Statistics:
        """The figures of the game chosen in the Game box (all games' by default)."""
        name = self.game_choice.currentData()
        return self._stats.per_game.get(name, Statistics()) if name else self._stats

    def show_game(self) -> None:
        """Show the figures, chart and reviews of the game chosen in the Game box."""
        name = self.game_choice.currentData()
        reviews = [(r, saved) for r, saved, game in self._reviews if not name or game == name]
        history = reviews[:-1] if self._current_last and (not name or self._reviews[-1][2] == name) \
            else reviews
        # Accuracy of the reviewed games kept in the history, oldest first (issue 12, item 3).
        self.accuracies = reviewed_accuracies([r for r, _saved in history])
        # Reviewed hands and their accuracy: the history's games and the game being played.
        self.reviewed = reviewed_totals(reviews)
        # Game -> History lists only games kept in the history (the game being played joins it
        # when it ends): point there for the biggest mistakes only when it has one to show.
        self.mistakes_in_history = any(r is not None and biggest_mistake(r["plays"])
                                       for r, _saved in history)
        self.accuracy_chart.set_values(self.accuracies)
        for widget in (self.accuracy_chart, self.accuracy_title):
            widget.setVisible(bool(self.accuracies))
        self.chart.set_statistics(self.shown_statistics())
        self.refresh()

    # --------------------------------------------------------------- showing
    def refresh(self) -> None:
        """Fill the labels and the table from the statistics (in the current language)."""
        s, loc = self.shown_statistics(), QLocale()
        t = s.total
        name = self.game_choice.currentData()
        earlier = (self._stats.by_game.get(name, Tally()).hands_played - t.hands_played) if name else 0
        self.earlier_note.setText(self.tr(
            "%n hands of this game were counted before each game had figures of its own: they "
            "count under All games only.", "", earlier) if earlier > 0 else "")
        self.earlier_note.setVisible(earlier > 0)
        # Wrapped, a label lays out a bare number by the number's own direction: in Hebrew "185"
        # went to the far left, away from its name (play-test pt19 #9). Every value keeps to
        # the side of its name.
        side = (Qt.AlignmentFlag.AlignRight if self.layoutDirection() == Qt.LayoutDirection.RightToLeft
                else Qt.AlignmentFlag.AlignLeft)
        for _name, value in self.summary_labels.values():
            value.setAlignment(side | Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignVCenter)
        # Right to left, Qt's style sets a row's name against the header's border and leaves its
        # margin on the other side (play-test pt144 #8): centred there, it has room on both.
        rows = Qt.AlignmentFlag.AlignCenter if side == Qt.AlignmentFlag.AlignRight else (
            Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter)
        self.table.verticalHeader().setDefaultAlignment(rows)

        def pct(won: int, played: int) -> str:
            return loc.toString(whole_percent(won / played)) if played else "–"

        self.summary_labels["games"][1].setText(
            self.tr("%n played", "games", t.games_played) + ", "
            + self.tr("%n won (%1%)", "games", t.games_won).replace("%1", pct(t.games_won, t.games_played))
            .replace("–%", "–"))  # no figure, no percent sign (play-test pt153 #7: "(–%)")
        self.summary_labels["hands"][1].setText(self.hands_text(t))
        # What it counts (stats.hand_winner; play-test pt18 F) is said by the row's tooltip:
        # in the value it was too long to read at a glance (pt125 #8).
        # Of the hands played, as the rows above count (play-test pt136 #2: "in 1 hand" under
        # "0 where your side outscored every other side" read as the same hands).
        self.summary_labels["out"][1].setText(self.tr("in %1 of %n hands", "", t.hands_played)
                                              .replace("%1", loc.toString(t.hands_out))
                                              if t.hands_played else "–")  # pt139: "0 of 0"
        pph = s.points_per_hand
        self.summary_labels["points_per_hand"][1].setText("–" if pph is None else loc.toString(pph, "f", 1))
        bp = s.best_play
        self.summary_labels["best_play"][1].setText(
            "–" if bp is None
            else self.tr("%n points with %1", "", bp.points).replace("%1", tile_words(bp.tile)))
        self.summary_labels["highest"][1].setText(
            "–" if s.highest_game_score is None else loc.toString(s.highest_game_score))
        self.summary_labels["streak"][1].setText(
            self.tr("%n games (now %1)", "", s.longest_streak).replace("%1", loc.toString(s.current_streak)))
        self.summary_labels["left"][1].setText(
            self.tr("%n abandoned", "", t.games_abandoned) + ", "
            + self.tr("%n with Undo used", "", t.games_with_undo))
        self._fill_table(*self._table_rows(s, name))
        self.reset_button.setEnabled(not s.is_empty())
        hands, accuracy = self.reviewed
        if not hands:
            reviewed = self.tr("none yet: press Review at the end of a hand or a game")
        elif self.mistakes_in_history:
            reviewed = self.tr("%n, accuracy %1% (biggest mistakes: Game › History)", "", hands)
        else:
            reviewed = self.tr("%n, accuracy %1%", "reviewed hands", hands)
        self.summary_labels["reviewed"][1].setText(
            reviewed.replace("%1", loc.toString(whole_percent(accuracy or 0))))

    def _table_rows(self, s: Statistics, name: str) -> tuple[list[tuple[str, Tally]], list[int]]:
        """The table's rows for the statistics ``s`` of the game ``name`` ("": all games): a name
        and its tally each, and which rows are a level's (:meth:`_fill_table`)."""
        rows: list[tuple[str, Tally, bool]] = []  # a name, its tally, whether a level's row
        for n in ("2", "3", "4"):
            rows.append((self.tr("%n players", "", int(n)), s.by_players.get(n, Tally()), False))
        rows.append((self.tr("Partnerships"), s.by_partnerships.get("partners", Tally()), False))
        rows.append((self.tr("Each for themselves"), s.by_partnerships.get("solo", Tally()), False))
        level_names = {"easy": self.tr("Against Easy"), "medium": self.tr("Against Medium"),
                       "hard": self.tr("Against Hard"), "expert": self.tr("Against Expert")}
        for lv in LEVELS:
            rows.append((level_names[lv], s.by_level.get(lv, Tally()), True))
        for game, text in game_names().items():  # results per game (RULES.md, "Named games")
            if not name or game == name:
                rows.append((text, s.by_game.get(game, Tally()), False))
        # Only the kinds of game played (play-test pt152 #1: fourteen rows, most of them zeros,
        # made the dialog scroll at 1280 x 800); all of them while nothing was played.
        played = [row for row in rows if row[1].games_played or row[1].hands_played] or rows
        return ([(n, t) for n, t, _level in played],
                [r for r, (_n, _t, level) in enumerate(played) if level])

    def _fill_table(self, rows: list[tuple[str, Tally]], level_rows: list[int]) -> None:
        """Put ``rows`` (a name and its tally each) in the table: games played and won, hands
        played and won. The rows of ``level_rows`` say, over their name and figures, that a game
        against several levels counts under the strongest (play-test pt53 #7, pt55 #5)."""
        loc = QLocale()
        self.table.setRowCount(len(rows))
        for r, (name, tally) in enumerate(rows):
            header = QTableWidgetItem(name)
            tip = self.tr("Counted here: the games, and their hands, in which the strongest "
                          "computer player among your opponents played at this level.") \
                if r in level_rows else ""
            header.setToolTip(tip)
            self.table.setVerticalHeaderItem(r, header)
            for c, v in enumerate((tally.games_played, tally.games_won, tally.hands_played, tally.hands_won)):
                item = QTableWidgetItem(loc.toString(v))
                item.setToolTip(tip)
                # Under its centred header (play-test pt140 #5: right to left, the trailing side
                # put each figure against the next column's border).
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)

    def hands_text(self, t: Tally) -> str:
        """The Hands row: hands played, and won, said as what it means: the person's side scored
        the most in the hand, more than each other side (:mod:`allfives_qt.storage.stats`; play-test
        pt10 #8: "0 won" read as wrong above "Went out: in 2 hands"); after a version 1 file, won
        hands are known for the last ``hands_judged`` hands only, and the text says so."""
        loc = QLocale()
        judged = min(t.hands_judged, t.hands_played)
        pct = loc.toString(whole_percent(t.hands_won / judged)) if judged else "–"
        if judged == t.hands_played:
            won = self.tr("%n where your side outscored every other side (%1%)", "hands", t.hands_won).replace("%1", pct)
        else:
            won = (self.tr("%n of the last %1 where your side outscored every other side (%2%)", "hands",
                           t.hands_won)
                   .replace("%1", loc.toString(judged)).replace("%2", pct))
        return self.tr("%n played", "hands", t.hands_played) + ", " + won.replace("–%", "–")

    def retranslate(self) -> None:
        """Set every text of the dialog (called again when the language changes)."""
        self.setWindowTitle(self.tr("Statistics"))
        names = {"games": self.tr("Games:"), "hands": self.tr("Hands:"),
                 "out": self.tr("Your side went out, or had the fewest pips when blocked:"),
                 "points_per_hand": self.tr("Points per hand:"), "best_play": self.tr("Best single play:"),
                 "highest": self.tr("Highest game score:"), "streak": self.tr("Longest winning streak:"),
                 "left": self.tr("Of the games played:"), "reviewed": self.tr("Reviewed hands:")}
        for key, (name, _value) in self.summary_labels.items():
            name.setText(names[key])
        # The person's side, as the hands' row counts (stats.hand_winner; play-test pt172 #2:
        # "Went out" read as the person alone when the partner went out).
        out = self.tr("Counted when your side played its last tile, had the fewest pips when "
                      "nobody could play, or reached the target during the hand.")
        for label in self.summary_labels["out"]:
            label.setToolTip(out)
        self.table.setHorizontalHeaderLabels([self.tr("Games played"), self.tr("Games won"),
                                              self.tr("Hands played"), self.tr("Hands won")])
        self.reset_button.setText(self.tr("Reset…"))
        self.game_choice_label.setText(self.tr("&Game:"))
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        self.chart.retranslate()
        self.accuracy_chart.setAccessibleName(self.tr("Accuracy of your reviewed games, oldest first"))
        self.accuracy_title.setText(self.tr("Accuracy of your reviewed games, oldest first"))
        self.fill_game_choice()  # the games' names in the new language; refreshes

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.LayoutDirectionChange:
            self.refresh()  # the values' side (see refresh)
        super().changeEvent(event)
