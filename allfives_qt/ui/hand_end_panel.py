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

from PySide6.QtCore import QEvent, QLocale, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QKeySequence, QPainter
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QGridLayout, QLabel, QPushButton,
                               QStyleOptionGraphicsItem, QVBoxLayout, QWidget)

from allfives_qt.engine.game import ENDED_BLOCKED, ENDED_OUT, ENDED_TARGET, lowest_side
from allfives_qt.engine.tiles import TILES

from .held_keys import held, note_release, too_soon
from .key_layouts import is_undo_key, latin_key
from .score_chart import ScoreChart
from .sentences import hand_ending, seat_name, side_names, signed_number, tile_words
from .tile_item import TILE_LONG, TILE_SHORT, TileItem, tile_accessible_name


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


# The least height (pixels) the end of a game's chart keeps on a screen too short for the panel.
LEAST_CHART_HEIGHT = 110


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
        self.side_grid, self.side_headers = _table_with_headers(5)
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
        """One row per side: its name, the points it scored during the hand (its plays and
        Muggins! calls: RULES.md, "Scoring during the hand") and those of the hand's ending, when
        the hand had one, then the change of its score over the hand (from ``start`` to
        ``final``: the two added up; play-test pt110 #6, the player had to work out the first)
        and the score (bold)."""
        self.side_labels: list[QLabel] = []
        loc = QLocale()
        for side in range(sides):
            name = QLabel()
            self.side_labels.append(name)
            change = final[side] - start[side]
            ending = log.changes[side] if log.changes is not None else None
            score = _centred(loc.toString(final[side]))
            _embolden(score)
            cells = (name, _centred("" if ending is None else signed_number(change - ending)),
                     _centred("" if ending is None else signed_number(ending)),
                     _centred(signed_number(change)), score)
            for col, cell in enumerate(cells):
                self.side_grid.addWidget(cell, side + 1, col)

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
        self._framing = True  # its own frame is not known yet: see moveEvent
        self._shown_at = time.monotonic()  # Enter or Space this soon after: see too_soon
        # The panel takes the keyboard from the table, so Enter or Space presses its default
        # button (Next hand, New game) and Escape closes it; once the window system has shown
        # it, once more.
        self.take_keyboard()
        QTimer.singleShot(0, self, self.take_keyboard)

    @property
    def shown_at(self) -> float:
        """When the panel was last shown (a ``time.monotonic()`` reading; 0.0 before)."""
        return self._shown_at

    def press_default(self) -> None:
        """Press the default button, Next hand (New game once the game is over), as Enter on
        it does (the keyboard's: the next hand keeps the keyboard's light)."""
        button = self.new_button if self.game_over else self.next_button
        if button.isVisible() and button.isEnabled():
            self.by_keyboard = True
            button.click()

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
            title = self._winner_title(sides)
            self.setWindowTitle(self.tr("End of the game"))
        else:
            self.setWindowTitle(self.tr("End of hand %1").replace("%1", hand_no))
            ended = ENDED_OUT if log.ended == ENDED_OUT else ENDED_BLOCKED  # as it always said
            title = hand_ending(ended, game.hand.out_seat, c.human_seat, names.__getitem__)
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
        ended = log.changes is not None  # not when the target was reached during the hand
        for h, text in zip(self.side_headers, [first, self.tr("Plays") if ended else "",
                                               self.tr("End of hand") if ended else "",
                                               self.tr("This hand"), self.tr("Score")]):
            h.setText(text)
        for lab, name in zip(self.side_labels, sides):
            lab.setText(name)
        from .claims import claim_story  # the hand's Muggins! calls (play-test pt19 #10)

        story = claim_story(self.controller, log)  # on a line of its own (play-test pt20 #8)
        self.note.setText(self._note(rules, log, hand_no, names)
                          + ("\n" + " ".join(story) if story else ""))
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

    def _winner_title(self, sides: list[str]) -> str:
        """The end-of-game panel's title: who won the game (the sides named ``sides``)."""
        c = self.controller
        rules, w = c.game.rules, c.game.winner
        if w is None:
            return self.tr("The game is over.")
        if c.human_seat is not None and w == rules.side_of(c.human_seat):
            return (self.tr("Your side wins the game!") if rules.partnerships
                    else self.tr("You win the game!"))
        # A side of two in partnerships wins in the plural (play-test pt117 #3: "Opponents wins").
        return (self.tr("%1 win the game.", "a side of two players, as Opponents")
                if rules.partnerships else self.tr("%1 wins the game.")).replace("%1", sides[w])

    def _note(self, rules, log, hand_no: str, names: list[str]) -> str:
        """The sentence under the tables: how the end of the hand scored under ``rules``
        (RULES.md, "The end of a hand"), or which play or Muggins! call of the seat named
        ``names[seat]`` reached the target in hand ``hand_no`` (play-test pt91 #8)."""
        if log.ended == ENDED_TARGET:
            return self._target_note(rules.target, log.plays[-1] if log.plays else None,
                                     hand_no, names)
        over = ""
        last = self.index == len(self.controller.game.logs) - 1  # the hand that ended the game
        if self.game_over and last and rules.win == "end-of-hand":  # why (play-test pt134 #4)
            over = self.tr("A side reached the target of %n points by the end of this hand, so "
                           "the game is over: the highest score wins.", "", rules.target) + " "
        if rules.end_of_hand == "each-subtracts":
            ending = self.tr("Each player's pips are rounded to the nearest 5 and taken "
                             "from their side's score.")
        elif rules.end_of_hand == "go-out-point":
            ending = self.tr("The side that went out (or, when blocked, has the fewest "
                             "pips; a tie: nobody) scores 1 point. No pips are taken away.")
        else:
            ending = self.tr("The side that went out (or, when blocked, has the fewest "
                             "pips) collects the others' rounded pips.")
        if log.ended == ENDED_BLOCKED and rules.end_of_hand != "each-subtracts" and log.pips:
            # Who that is, when it decides the hand (play-test pt142 #8: a blocked hand whose
            # rounded pips were all 0 showed zeros and said nothing of it).
            low = lowest_side(rules, log.pips)
            fewest = (self.tr("Fewest pips: a tie, so no side collects or scores.") if low is None
                      else self.tr("Fewest pips: %1.").replace("%1", self.side_names[low]))
            ending = fewest + " " + ending
        return over + ending + " " + self.tr("\"Plays\" are the points scored during the hand; "
                                             "\"This hand\" adds up both.")

    def _target_note(self, target: int, last, hand_no: str, names: list[str]) -> str:
        """Who reached the ``target`` with the hand's ``last`` play (a PlayLog), or with a
        Muggins! call on it (RULES.md, "Winning", "Claims and Muggins!"). "In hand 3", not "in the
        middle of" it: the play may have been the seat's last tile (play-test pt132 #4)."""
        you = last is not None and self.controller.is_human(
            last.seat if last.muggins is None else last.muggins)
        if last is None or (last.muggins is None and not last.points):
            text = self.tr("A scoring play reached the target of %n points in hand %2.", "",
                           target)
        elif last.muggins is not None:
            text = (self.tr("You called Muggins! and reached the target of %n points in hand "
                            "%2.", "", target) if you else
                    self.tr("%1 called Muggins! and reached the target of %n points in hand "
                            "%2.", "", target).replace("%1", names[last.muggins]))
        else:
            text = (self.tr("You played %3 for %4 and reached the target of %n points in hand "
                            "%2.", "", target) if you else
                    self.tr("%1 played %3 for %4 and reached the target of %n points in hand "
                            "%2.", "", target).replace("%1", names[last.seat]))
            text = text.replace("%3", tile_words(last.tile)).replace(
                "%4", QLocale().toString(last.points))
        return text.replace("%2", hand_no)

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
        # Ctrl+Z here, where nothing can be taken back: the window says why (play-test pt135: it
        # did nothing while the panel had the keyboard).
        if is_undo_key(event) and hasattr(self.parentWidget(), "undo"):
            self.parentWidget().undo()
            return
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
        # Its title bar and border, as the game's window has them while its own are not known
        # yet (play-test pt179 #2: sized before the window manager framed it, it left them out).
        win, inner = over.window(), self.geometry()
        frame.setTop(inner.top() - max(inner.top() - frame.top(),
                                       win.geometry().top() - win.frameGeometry().top()))
        frame.setBottom(inner.bottom() + max(frame.bottom() - inner.bottom(),
                                             win.frameGeometry().bottom() - win.geometry().bottom()))
        frame.moveCenter(over.mapToGlobal(over.rect().center()))
        # Within the screen's height, its title bar first (play-test pt173 #3: the game's panel,
        # taller than a small window's table, went over the screen's top and could not be
        # dragged).
        screen = over.screen()
        if screen is not None:
            room = screen.availableGeometry()
            if self._chart_gives_way(frame.height() - room.height()):
                return  # resized: its resizeEvent centres it again
            frame.moveBottom(min(frame.bottom(), room.bottom()))
            frame.moveTop(max(frame.top(), room.top()))
        self.move(frame.topLeft())  # a window's position is its frame's

    def _chart_gives_way(self, over: int) -> bool:
        """The panel with its frame is ``over`` pixels taller than the screen's room: the end of a
        game's chart gives up that height, down to :data:`LEAST_CHART_HEIGHT` (play-test pt179
        #2: at 1024 x 600 its buttons' feet were off the screen, its least height 592 pixels).
        Whether the panel was resized."""
        chart = self.chart
        if over <= 0 or chart is None or chart.minimumHeight() <= LEAST_CHART_HEIGHT:
            return False
        give = min(over, chart.minimumHeight() - LEAST_CHART_HEIGHT)
        chart.setFixedHeight(chart.minimumHeight() - give)  # its size hint too, which the
        # layout's height for the panel's width (resizeEvent) counts
        self.setMinimumHeight(self.layout().minimumSize().height())
        self.resize(self.width(), self.height() - give)
        return True

    def moveEvent(self, event) -> None:  # noqa: D102
        super().moveEvent(event)
        # Once the window manager has framed it, just shown, it is placed again by its own
        # frame: a maximized game window's, which it went by, has no bottom border (play-test
        # pt180: its border and a pixel fell off a 600-pixel screen).
        if getattr(self, "_framing", False) and self.frameGeometry().top() != self.geometry().top():
            self._framing = False
            self._recentre()

    def resizeEvent(self, event) -> None:  # noqa: D102
        super().resizeEvent(event)
        # A window's least height leaves out the lines a wrapped text (the note) takes at the
        # width it got: on a 600-pixel screen, where the panel is sized at its least, the
        # buttons covered the chart's foot (play-test pt95 #2).
        lay = self.layout()
        need = lay.totalHeightForWidth(self.width()) if lay and lay.hasHeightForWidth() else -1
        if need > self.minimumHeight():
            self.setMinimumHeight(need)
        self._recentre()

    def _fit_new_texts(self) -> None:
        # The least height the last language's wrapped note asked for (resizeEvent) goes first,
        # so a shorter one's panel shrinks back (play-test pt119 #4: after Tamil it stayed 28 px
        # taller in English); resizeEvent asks again for what the new note needs.
        lay = self.layout()
        if lay is not None:
            self.setMinimumHeight(lay.minimumSize().height())
        self.adjustSize()

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            # Shrink back to the new texts (a longer language widened the panel), and take the
            # keyboard back from the menu that changed the language, so Enter deals again.
            QTimer.singleShot(0, self, self._fit_new_texts)
            if not self._another_dialog():  # (play-test pt107 #6: it came over the rules)
                QTimer.singleShot(0, self, self.take_keyboard)
        super().changeEvent(event)

    def _another_dialog(self) -> bool:
        """Whether another of the game's dialogs is open (Help -> Rules, say): the panel then
        stays behind it after a change of language."""
        from PySide6.QtWidgets import QApplication
        return any(isinstance(w, QDialog) and w is not self and w.isVisible()
                   for w in QApplication.topLevelWidgets())
