"""Game -> History (issue 11, item 7): the games kept in the history (finished, or abandoned for a
new one), newest first, with their date, the game played (All Fives, Muggins, Fives and Threes
or Custom, as the statistics count it), computer players and levels, final score and result; one
of them opens in the replay viewer. Games whose plays were reviewed (issue 12, item 3) also show
their accuracy (a small chart of it over time above the list) and their biggest mistake, which
opens in the replay viewer at that play."""

from __future__ import annotations

import re

from PySide6.QtCore import (QCoreApplication, QDateTime, QEvent, QLocale, QPointF, QRect, QRectF,
                            QSize, Qt, QTimeZone, Signal)
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QHeaderView, QLabel,
                               QPushButton, QStyle, QStyledItemDelegate, QTreeWidget,
                               QTreeWidgetItem, QVBoxLayout, QWidget)

from allfives_qt.ai.review import (biggest_mistake, kept_hands, kept_review, review_unreadable,
                                   summary)
from allfives_qt.storage import HistoryEntry

from allfives_qt.game_setup import rules_game
from allfives_qt.engine.game import ENDED_UNFINISHED

from .about import rule_lines
from .option_names import computer_players, game_names, level_names
from .replay.review import points_text
from .sentences import side_scores, whole_percent
from .status_bar import unbroken as unbroken_line


def finished_at(entry: HistoryEntry) -> str:
    """When the game of ``entry`` was kept, in local time: the date with its month named short,
    in the order of the locale's long format, less the weekday ("Dec 7, 2026", "7 дек. 2026
    г."), then the time in its short format. A line breaks only between the two, where the
    column is narrowed (:meth:`HistoryDialog.fit_columns`). A short date ("12/7/26") reads as 12
    July in much of the world (play-test pt152 #7, in Cebuano)."""
    when = QDateTime.fromString(entry.finished, "yyyyMMdd'T'HHmmss'Z'")
    when.setTimeZone(QTimeZone.utc())
    when = when.toLocalTime()
    loc = QLocale()
    date = re.sub(r"\s*dddd[,،]?\s*", " ", loc.dateFormat(QLocale.FormatType.LongFormat))
    date = date.strip().replace("MMMM", "MMM")
    day = loc.toString(when.date(), date)
    time = loc.toString(when.time(), QLocale.FormatType.ShortFormat)
    return unbroken_line(day, [day]) + " " + unbroken_line(time, [time])


def review_of(entry: HistoryEntry) -> dict | None:
    """The person's kept review of the game of ``entry`` (see :func:`kept_review`), or None."""
    saved = entry.saved
    return None if saved is None else kept_review(saved.review, saved.setup.human_seat)


def reviewed_hands(review: dict | None) -> set[int]:
    """The 0-based indexes of the hands with at least one reviewed play in ``review`` (a
    :func:`kept_review` document, or None: none). A hand reviewed in which the person never had a
    choice keeps no play, so it is not among them."""
    return set() if review is None else {p["hand"] for p in review["plays"]}


def covered_hands(saved) -> set[int]:
    """The hands of ``saved`` (a :class:`~allfives_qt.storage.autosave.SavedGame`) whose review of
    the person is kept (:func:`~allfives_qt.ai.review.kept_hands`: also a hand reviewed in which
    they had no choice, or no play at all; play-test pt22 #6: "3 of 4 hands" for a whole game
    reviewed whose last hand the computer won with its lead); empty when it cannot be told."""
    from allfives_qt.engine.record import RecordError

    record = dict(saved.game.to_record(), review=saved.review)
    try:
        return kept_hands(record, saved.setup.human_seat)
    except RecordError:
        return set()


def reviewed_count(review: dict | None, saved) -> int:
    """How many hands of ``saved`` (a :class:`~allfives_qt.storage.autosave.SavedGame`, or None)
    the person's kept ``review`` (a :func:`kept_review` document, or None: 0) covers: the hands
    with reviewed plays (:func:`reviewed_hands`) and, when those are fewer than the game's hands,
    the reviewed hands in which the person had no choice (:func:`covered_hands`). History and
    Statistics count with it, so they agree (play-test pt23)."""
    return len(_reviewed_set(review, saved))


def _reviewed_set(review: dict | None, saved) -> set[int]:
    """The hands :func:`reviewed_count` counts."""
    if review is None:
        return set()
    found = reviewed_hands(review)
    if saved is not None and len(found) < len(saved.game.logs):
        found |= covered_hands(saved)
    return found


def reviewed_totals(games: list[tuple[dict | None, object]]) -> tuple[int, float | None]:
    """``(hands, accuracy)`` of the person's kept reviews: ``games`` holds ``(review, saved)``
    per game (:func:`kept_review` document or None, and its
    :class:`~allfives_qt.storage.autosave.SavedGame` or None): how many hands were reviewed
    (:func:`reviewed_count`), and the share of all the reviewed plays that gave away less than one
    point (:func:`~allfives_qt.ai.review.summary`'s accuracy, 0..1; None without any). A game
    taken up from a record counts only the hands played on (those from ``counted_before``: play-
    test pt117 #2, the record's reviewed hands were counted again with it)."""
    hands, plays = 0, []
    for r, saved in games:
        since = saved.counted_before if saved is not None else 0
        hands += sum(1 for hand in _reviewed_set(r, saved) if hand >= since)
        plays += [p for p in (r["plays"] if r is not None else []) if p["hand"] >= since]
    return hands, summary(0, plays)["accuracy"]


def reviewed_accuracies(reviews: list[dict | None]) -> list[float]:
    """The accuracy (0..1) of each game whose plays were reviewed, oldest first (``reviews``: the
    history's kept reviews, :func:`review_of` of each read entry, newest first as the history
    gives them; None for a game without one)."""
    return [r["accuracy"] for r in reversed(reviews) if r is not None and r["accuracy"] is not None]


class AccuracyChart(QWidget):
    """Accuracy (0 to 100%) of each reviewed game, oldest on the left (QPainter).

    ``values``: the accuracies (0..1), oldest first. Its accessible description lists them.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values: list[float] = []
        self.setMinimumSize(QSize(300, 90))

    def sizeHint(self) -> QSize:  # noqa: D102
        return QSize(520, 110)

    def set_values(self, values: list[float]) -> None:
        """Show ``values`` (0..1, oldest first)."""
        self.values = list(values)
        loc = QLocale()
        self.setAccessibleDescription(", ".join(loc.toString(whole_percent(v)) + "%"
                                                for v in self.values))
        self.update()

    def _rtl(self) -> bool:
        return self.layoutDirection() == Qt.LayoutDirection.RightToLeft

    def plot_rect(self) -> QRectF:
        """The area of the line: the percentages stand left of it (right of it right to left)."""
        return QRectF(12 if self._rtl() else 44, 8, self.width() - 56, self.height() - 16)

    def points(self) -> list[QPointF]:
        """Where each value is drawn, in widget coordinates: oldest at the left (at the right in a
        right-to-left language)."""
        plot = self.plot_rect()
        n = len(self.values)
        out = []
        for i, v in enumerate(self.values):
            dx = plot.width() * i / (n - 1) if n > 1 else plot.width() / 2
            x = plot.right() - dx if self._rtl() else plot.left() + dx
            out.append(QPointF(x, plot.bottom() - v * plot.height()))
        return out

    def paintEvent(self, _event) -> None:  # noqa: D102
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor(252, 252, 248))
        plot = self.plot_rect()
        loc = QLocale()
        p.setPen(QPen(QColor(200, 200, 200), 1))
        for v in (0, 50, 100):
            y = plot.bottom() - v / 100 * plot.height()
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(QColor(60, 60, 60))
            if self._rtl():
                box, align = QRectF(plot.right() + 6, y - 8, 38, 16), Qt.AlignmentFlag.AlignLeft
            else:
                box, align = QRectF(0, y - 8, plot.left() - 6, 16), Qt.AlignmentFlag.AlignRight
            p.drawText(box, align | Qt.AlignmentFlag.AlignVCenter, loc.toString(v) + "%")
            p.setPen(QPen(QColor(200, 200, 200), 1))
        pts = self.points()
        if pts:
            path = QPainterPath(pts[0])
            for pt in pts[1:]:
                path.lineTo(pt)
            p.setPen(QPen(QColor(40, 110, 200), 2.5))
            p.drawPath(path)
            p.setBrush(QColor(40, 110, 200))
            for pt in pts:
                p.drawEllipse(pt, 3, 3)
        p.end()


def played_hands(game, human: int | None, in_progress: bool = False) -> int:
    """The hands of ``game`` (an engine ``Game``) counted in a history row: all of them but an
    unfinished last one in which the person (seat ``human``) has not played yet (play-test pt57
    #7: a game left just after a deal read "2 of 4 hands" beside Statistics' 3 hands), or which
    is still being played (``in_progress``: the game in play, whose hand in play no review
    covers yet; play-test pt176 #2: "3 of 4 hands" with all 3 hands over reviewed)."""
    logs = game.logs
    if logs and logs[-1].ended == ENDED_UNFINISHED and (in_progress or not any(
            p.seat == human for p in logs[-1].plays)):
        return len(logs) - 1
    return len(logs)


def unbroken(listing: str) -> str:
    """``listing`` (History's "Left player (Hard), Top player (Easy)" or "You 10 · Top player
    30") with no-break spaces inside each of its parts, so that a narrow column wraps it only
    between them."""
    return listing.replace(" ", "\u00a0").replace(",\u00a0", ", ").replace("\u00a0·\u00a0", " · ")


def text_room(view, column: int) -> int:
    """The width in pixels a cell of ``column`` of ``view`` (a tree) draws its text in: the
    column's width less the style's margin on each side of the text."""
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    return view.header().sectionSize(column) - 2 * margin


class _RoomyCells(QStyledItemDelegate):
    """Cells a little larger than their text: rows 6 pixels taller, columns 8 wider (play-test
    pt79 #4; a style sheet's padding left the selected row's band and the alternate rows'
    shading short of the padding, pt83 #6). The cells of the ``wrapping`` columns take as many
    lines as their text needs at the column's width."""

    def __init__(self, view, wrapping: tuple[int, ...]) -> None:
        super().__init__(view)
        self.wrapping = wrapping

    def sizeHint(self, option, index) -> QSize:  # noqa: D102
        size = super().sizeHint(option, index) + QSize(8, 6)
        # A text wider than its column, which the view wraps (play-test pt110 #5), is as tall as
        # its lines at the column's width, less the style's margins on each side of the text;
        # only in the columns that narrow (pt113 #3: a row measured while the other columns
        # were still being sized to their contents stayed twice as tall, with one line).
        view = self.parent()
        text = index.data() or ""
        width = text_room(view, index.column())
        fm = option.fontMetrics
        if index.column() in self.wrapping and width > 0 and fm.horizontalAdvance(text) > width:
            lines = fm.boundingRect(QRect(0, 0, width, 1 << 20),
                                    int(Qt.TextFlag.TextWordWrap), text)
            size.setHeight(max(size.height(), lines.height() + 6 + 2))
        return size


class HistoryDialog(QDialog):
    """The list of ``entries`` (read :class:`~allfives_qt.storage.HistoryEntry`, newest first;
    one with no ``finished`` time is the game being played, "In progress", left out of the
    accuracy chart).

    Show in replay (or a double click, or Enter) emits ``replayRequested(entry)`` and closes.
    Show biggest mistake emits ``mistakeRequested(entry, hand, play)`` (0-based indexes in its
    record) and closes. :meth:`row_texts` gives what a row says (date, game, computer players,
    score, result, accuracy and biggest mistake when reviewed).
    """

    replayRequested = Signal(object)
    mistakeRequested = Signal(object, int, int)

    # The date, Computer players and Score columns, and the least width each is given (units:
    # pixels) when narrowed (they then wrap; the last two elide below it, their whole texts in
    # tooltips); the date's least is its widest part, the date or the time (fit_columns).
    WHEN = 0
    GAME = 1
    OPPONENTS = 2
    SCORE = 3
    LEAST = {OPPONENTS: 90, SCORE: 80}
    # The Accuracy and Biggest mistake columns, hidden while no game in the list has a text there.
    REVIEWED = (5, 6)

    def __init__(self, entries: list[HistoryEntry], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries = [e for e in entries if e.saved is not None]
        self.setModal(True)
        self.empty = QLabel()
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setAlternatingRowColors(True)
        self.tree.setAllColumnsShowFocus(True)  # the current row ringed while the list has the keys
        # Room around each cell's text (play-test pt79 #4: rows one line tall, the columns' texts
        # running together, the selected row's text touching its edges).
        self.tree.setItemDelegate(_RoomyCells(self.tree, (self.WHEN, self.OPPONENTS, self.SCORE)))
        header = self.tree.header()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # The Computer players column takes what the others leave (elided, the whole text in its
        # tooltip), so Accuracy and Biggest mistake stay in view (play-test pt7 #14: at 1024 px
        # a four-player row pushed them off to the right): see fit_columns.
        header.setStretchLastSection(True)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        header.setTextElideMode(Qt.TextElideMode.ElideRight)  # a title cut says so (pt116 #2)
        # A narrowed column's text takes more lines rather than losing its end (play-test pt110
        # #5: at 1,240 px a four-player row read "Игрок слева (Средний), Игрок…").
        self.tree.setWordWrap(True)
        self.tree.viewport().installEventFilter(self)
        self.tree.itemActivated.connect(lambda _item, _col: self.open_selected())
        # Made in the dialog, so Replay stays its default (as in HandEndPanel._make_buttons).
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.replay_button = QPushButton()
        self.replay_button.setDefault(True)
        self.buttons.addButton(self.replay_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.replay_button.clicked.connect(self.open_selected)
        self.buttons.rejected.connect(self.reject)
        self.mistake_button = QPushButton()
        self.buttons.addButton(self.mistake_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.mistake_button.clicked.connect(self.open_mistake)
        self.tree.currentItemChanged.connect(lambda *_a: self._update_mistake_button())
        self.chart_title = QLabel()
        self.chart = AccuracyChart()
        layout = QVBoxLayout(self)
        layout.addWidget(self.empty)
        layout.addWidget(self.chart_title)
        layout.addWidget(self.chart)
        layout.addWidget(self.tree)
        layout.addWidget(self.buttons)
        self.retranslate()
        self.resize(self.wanted_width(), 420)
        # The list has the keyboard at once, the newest game current: Up and Down choose a game,
        # Enter shows it in the replay (play-test pt64 #1: the focus sat on the Replay button).
        self.tree.setFocus()

    def wanted_width(self) -> int:
        """The dialog's first width: 860 pixels, or as wide as showing every column whole
        takes (play-test pt19 #8: the final scores were elided in every language), within the
        screen's free width less 40 pixels (play-test pt125 #3: on a screen 853 pixels wide its
        close button was off the screen)."""
        header, tree = self.tree.header(), self.tree
        columns = sum(self._natural_width(i) for i in range(header.count()))
        margins = self.layout().contentsMargins()
        want = (columns + margins.left() + margins.right() + 2 * tree.frameWidth()
                + tree.verticalScrollBar().sizeHint().width() + 4)
        free = (self.parentWidget() or self).screen().availableGeometry().width() - 40
        return min(max(860, want), free)

    def row_texts(self, entry: HistoryEntry) -> list[str]:
        """The row of ``entry``: date, the game (:func:`~allfives_qt.game_setup.rules_game`'s
        name, as the statistics count it), the computer players and their levels (a partner too:
        play-test pt43 #6, the column said "Opponents"), final score, result, accuracy and
        biggest mistake (empty when not reviewed)."""
        saved = entry.saved
        game, setup = saved.game, saved.setup
        rules, human = game.rules, setup.human_seat
        opponents = computer_players(rules, setup.shown_seat, human, saved.levels,
                                     self._level_names)
        loc = QLocale()
        score = side_scores(setup, game.scores)
        if entry.in_progress:  # the game being played (MainWindow.game_in_play)
            result = self.tr("In progress")
        elif saved.abandoned or not game.over:
            result = self.tr("Abandoned")
        elif human is not None and game.winner == rules.side_of(human):
            result = self.tr("Won")
        else:
            result = self.tr("Lost")
        if saved.undos:
            result += " " + self.tr("(Undo used)")
        review = review_of(entry)
        accuracy = mistake = ""
        if review is not None and review["accuracy"] is not None:
            accuracy = loc.toString(whole_percent(review["accuracy"])) + "%"
            hands = played_hands(game, human, entry.in_progress)
            reviewed = reviewed_count(review, saved)
            if reviewed < hands:  # the review covers part of the game: say so
                accuracy = (self.tr("%1 (%2 of %n hands)", "", hands).replace("%1", accuracy)
                            .replace("%2", loc.toString(reviewed)))
            worst = biggest_mistake(review["plays"])
            if worst is not None:
                mistake = (self.tr("hand %1, play %2: cost %3")
                           .replace("%1", loc.toString(worst["hand"] + 1))
                           .replace("%2", loc.toString(worst["play"] + 1))
                           .replace("%3", points_text(worst["loss"])))
        elif review is None and review_unreadable(saved.review, human):
            # Play-test pt70 #6: the accuracy went with no word; Show in replay says how to mend it.
            mistake = self.tr("its review could not be read")
        played = self._game_names.get(rules_game(rules), "")
        # The game being played: "Now" (play-test pt121 #1: its date cell was blank).
        when = self.tr("Now") if entry.in_progress else finished_at(entry)
        return [when, played, opponents, score, result, accuracy, mistake]

    def fill(self) -> None:
        """Fill the list (in the current language), the newest game selected."""
        self.tree.clear()
        for entry in self.entries:
            texts = self.row_texts(entry)
            item = QTreeWidgetItem(texts)
            item.setData(0, Qt.ItemDataRole.UserRole, entry.path.name)
            for col in (self.OPPONENTS, self.SCORE):  # whole, when elided (see fit_columns)
                item.setToolTip(col, texts[col])
            # The rules of a Custom game (play-test pt105 #6: only "Custom" was said), as About
            # this deal lists them, after its target (pt108 #7: "every other rule as in All
            # Fives" of a game to 61).
            if rules_game(rules := entry.saved.game.rules) == "custom":
                target = QCoreApplication.translate("MainWindow", "target %1").replace(
                    "%1", QLocale().toString(rules.target))
                item.setToolTip(self.GAME, "\n".join([f"{item.text(self.GAME)}, {target}"]
                                                      + rule_lines(rules)))
            self.tree.addTopLevelItem(item)
        for col in self.REVIEWED:  # shown once some game has its review (play-test pt112 #4:
            # empty, they kept their titles' width, and at 700 pixels the titles were cut)
            self.tree.setColumnHidden(col, not any(self.tree.topLevelItem(row).text(col)
                                                   for row in range(len(self.entries))))
        if self.entries:
            self.tree.setCurrentItem(self.tree.topLevelItem(0))
        self.empty.setVisible(not self.entries)
        self.tree.setVisible(bool(self.entries))
        self.replay_button.setEnabled(bool(self.entries))
        values = reviewed_accuracies([review_of(e) for e in self.entries if not e.in_progress])
        self.chart.set_values(values)
        self.chart.setVisible(bool(values))
        self.chart_title.setVisible(bool(values))
        self._update_mistake_button()
        self.fit_columns()

    def _natural_width(self, col: int) -> int:
        """The width column ``col`` needs to show its title and every row whole, in pixels (0
        for a hidden column)."""
        if self.tree.isColumnHidden(col):
            return 0
        return max(self.tree.sizeHintForColumn(col), self.tree.header().sectionSizeHint(col))

    def fit_columns(self) -> None:
        """Give the date, Computer players and Score columns their whole texts' widths when the
        list has room for every column, else share what the other columns (sized to their contents)
        leave of the list's width between them in proportion to those widths, each at least its
        :data:`LEAST` (a horizontal scroll bar only below that; play-test pt14 #5: a
        three-player score pushed Biggest mistake out of view at 1024 px)."""
        header, tree = self.tree.header(), self.tree
        if header.count() <= self.SCORE:
            return
        elastic = (self.WHEN, self.OPPONENTS, self.SCORE)
        natural = {col: self._natural_width(col) for col in elastic}
        for col in elastic:
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
        others = sum(self._natural_width(i) for i in range(header.count()) if i not in elastic)
        room = tree.viewport().width() - others
        fm = tree.fontMetrics()
        dates = [tree.topLevelItem(row).text(self.WHEN) for row in range(tree.topLevelItemCount())]
        whole = max(map(fm.horizontalAdvance, dates), default=0)
        part = max((fm.horizontalAdvance(p) for d in dates for p in d.split(" ")), default=0)
        least = {**self.LEAST, self.WHEN: max(natural[self.WHEN] - whole + part,
                                              header.sectionSizeHint(self.WHEN))}
        widths = {col: min(natural[col], least[col]) for col in elastic}  # the least
        wants = {col: natural[col] - widths[col] for col in elastic}
        spare, wanted = room - sum(widths.values()), sum(wants.values())
        for col in elastic:  # the room left over, shared in proportion to what each still wants
            if spare > 0 and wanted:
                widths[col] += min(wants[col], spare * wants[col] // wanted)
            header.resizeSection(col, widths[col])
        for row in range(tree.topLevelItemCount()):
            item = tree.topLevelItem(row)
            for col in elastic[1:]:  # whole names on each line where each fits (pt110 #5)
                whole = unbroken(item.toolTip(col))
                fits = all(fm.horizontalAdvance(part) <= text_room(tree, col)
                           for part in whole.split(" "))
                item.setText(col, whole if fits else item.toolTip(col))
        tree.doItemsLayout()  # each row as tall as its wrapped texts at the new widths

    def eventFilter(self, watched, event) -> bool:  # noqa: D102
        if watched is self.tree.viewport() and event.type() == QEvent.Type.Resize:
            self.fit_columns()  # the dialog resized, or a scroll bar came or went
        return super().eventFilter(watched, event)

    def select(self, row: int) -> None:
        """Make game ``row`` (0 is the newest) the current one, shown in the list; a row outside
        the list changes nothing."""
        item = self.tree.topLevelItem(row)
        if item is not None:
            self.tree.setCurrentItem(item)
            self.tree.scrollToItem(item)

    def _selected(self) -> int:
        item = self.tree.currentItem()
        return self.tree.indexOfTopLevelItem(item) if item is not None else -1

    def selected_mistake(self) -> tuple[HistoryEntry, int, int] | None:
        """``(entry, hand, play)`` of the selected game's biggest mistake, or None."""
        row = self._selected()
        if not 0 <= row < len(self.entries):
            return None
        review = review_of(self.entries[row])
        worst = biggest_mistake(review["plays"]) if review is not None else None
        return None if worst is None else (self.entries[row], worst["hand"], worst["play"])

    def _update_mistake_button(self) -> None:
        self.mistake_button.setEnabled(self.selected_mistake() is not None)

    def open_mistake(self) -> bool:
        """Ask for the selected game's biggest mistake in the replay viewer and close; False when
        the selected game has none (not reviewed, or every play was the best)."""
        found = self.selected_mistake()
        if found is None:
            return False
        self.mistakeRequested.emit(*found)
        self.accept()
        return True

    def open_selected(self) -> bool:
        """Ask for the selected game in the replay viewer and close; False when none is chosen."""
        row = self.tree.indexOfTopLevelItem(self.tree.currentItem()) if self.tree.currentItem() else -1
        if not 0 <= row < len(self.entries):
            return False
        self.replayRequested.emit(self.entries[row])
        self.accept()
        return True

    def retranslate(self) -> None:
        """Set every text of the dialog (called again when the language changes)."""
        self.setWindowTitle(self.tr("History"))
        self._level_names, self._game_names = level_names(), game_names()  # for every row
        # Left games too (play-test pt53 #8: "finished games" only, yet abandoned ones appear).
        # The game being played too, once a hand of it is over (play-test pt120 #2).
        self.empty.setText(self.tr("No game has been kept yet: games appear here once finished or "
                                   "left, and the game you are playing once one of its hands is "
                                   "over."))
        titles = [self.tr("Date"), self.tr("Game"), self.tr("Computer players"),
                  self.tr("Score"), self.tr("Result"), self.tr("Accuracy"),
                  self.tr("Biggest mistake")]
        self.tree.setHeaderLabels(titles)
        for col, title in enumerate(titles):  # whole, when a narrow window cuts it (pt116 #2)
            self.tree.headerItem().setToolTip(col, title)
        # What it counts: every play within a point of the best (allfives_qt.ai.review.summary).
        self.tree.headerItem().setToolTip(
            5, self.tr("The share of your reviewed plays that gave away less than one point, "
                       "and, when only some of the game's hands were reviewed, how many of them "
                       "were"))
        self.replay_button.setText(self.tr("Show in replay"))
        self.mistake_button.setText(self.tr("Show biggest mistake"))
        self.mistake_button.setToolTip(self.tr("Open the selected game in the replay at the play that "
                                               "gave away the most points, with the better move"))
        self.chart_title.setText(self.tr("Accuracy of your reviewed games, oldest first"))
        self.chart.setAccessibleName(self.chart_title.text())
        self.buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        self.fill()

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
