"""The texts of the table's score and info panels, laid out top to bottom so that every
language fits (play-test: the scores header was cut in Tamil and Cebuano, a two-line score touched
its panel's edge, and "Count 0 (fives and threes)" shrank the big count to body size).

:class:`PanelTexts` is a part of :class:`~.scene.TableScene` (like :class:`~.input.TableInput`):
each panel's texts are fitted to :data:`~.geometry.PANEL_TEXT_WIDTH` (shrunk a little, then
broken onto two lines, never shortened with "…" while two lines hold them), stacked one under the
other, and the panel grows downwards when they need more room than its usual size
(:func:`~.geometry.grown_panel`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QPointF
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QToolTip

from ..sentences import count_sum_text, count_texts, seat_name
from . import geometry as geo
from .items import common_break, fit_text, name_in_two


# Below this scale the count's heading ("Count 12") is split: the word on one line, the
# number in large type under it (play-test: Tamil's word shrank the count to body size).
COUNT_APART_BELOW = 0.8


def _last_replaced(text: str, old: str, new: str) -> str:
    """``text`` with its last ``old`` (a score at the end of a line) replaced by ``new``."""
    head, found, tail = text.rpartition(old)
    return head + new + tail if found else text


class PanelTexts:
    """The score panel (title, one line per side) and the info panel (count, scoring note, hand
    number, turn) of the table. Needs the scene's ``controller``, ``score_panel``,
    ``score_title``, ``score_lines``, ``info_panel``, ``count_text``, ``count_note``,
    ``hand_text``, ``turn_text``, :meth:`side_name`, :meth:`in_flight`, :meth:`right_to_left`."""

    # The scores the score panel shows (see shown_scores), None before the first; the same for
    # the count of the info panel (see shown_count).
    _shown_scores: tuple[int, ...] | None = None
    _shown_count: int | None = None
    _shown_parts: tuple[int, ...] = ()  # the open ends that make it (a tooltip)

    def _place_text(self, item: QGraphicsSimpleTextItem, at: QPointF) -> None:
        """Put a panel's text at ``at`` for left-to-right reading, or aligned the same distance
        from the panel's right edge for right-to-left reading."""
        width = item.boundingRect().width() * item.scale()
        item.setPos(geo.panel_text_x(at.x(), item.parentItem().rect(), width, self.right_to_left()),
                    at.y())

    def _panel_text(self, item: QGraphicsSimpleTextItem, text: str, at: QPointF,
                    lines: int = 1, elide: str = "", max_height: float = 0.0) -> float:
        """Fit ``text`` in ``item`` (see :func:`fit_text`) and put it at ``at``; return the
        y of its bottom edge, in scene units."""
        item.setText(text)
        fit_text(item, geo.PANEL_TEXT_WIDTH, lines, elide, max_height)
        self._place_text(item, at)
        return at.y() + item.boundingRect().height() * item.scale()

    def _panel_number(self, item: QGraphicsSimpleTextItem, template: str, number: int,
                      at: QPointF, lines: int = 1) -> float:
        """A panel's text "word %1" with ``number`` for %1; if it must be shortened, its words
        are, never the number. Returns the y of its bottom edge."""
        words = max(template.split("%1"), key=len)
        return self._panel_text(item, template.replace("%1", QLocale().toString(number)), at,
                                lines, elide=words)

    def shown_scores(self) -> tuple[int, ...]:
        """The sides' scores as the score panel shows them: from before a move whose tile is
        still flying to its place (see :meth:`_refresh_scores`); once a hand is over, without its
        end-of-hand changes until the end is announced (with its panel: play-test pt57 #4, the
        scores dropped a second before anything said why); else the game's."""
        c = self.controller
        g = c.game
        scores = tuple(g.scores)
        shown = self._shown_scores
        if self.in_flight() and shown is not None and len(shown) == len(scores):
            return shown
        changes = g.logs[-1].changes if g.logs and g.hand_over else None
        if changes and not c.end_announced and not self.reveal_all:
            return tuple(s - d for s, d in zip(scores, changes))
        return scores

    def shown_count(self, view) -> int:
        """The count of the open ends as the info panel shows it: from before a move whose tile
        is still flying to its place (play-test pt53 #9: at the Slow speed the count changed
        while the tile was on its way), else ``view``'s."""
        if self.in_flight() and self._shown_count is not None:
            return self._shown_count
        return view.count

    def _refresh_scores(self) -> None:
        """The score panel: "Scores (to 250)" (two lines when one does not hold it), then each
        side's "name: score" (a long name on two lines), one under the other; the panel grows
        to hold them. While a tile is moving to its place (:meth:`in_flight`), the scores from
        before that move stay, so the points (and a hand's end) show when the tile lands."""
        g = self.controller.game
        scores = self._shown_scores = self.shown_scores()  # landed moves only (play-test pt23)
        loc = QLocale()
        x = geo.SCORE_TITLE_AT.x()
        bottom = self._panel_number(self.score_title, QCoreApplication.translate(
            "TableScene", "Scores (to %1)"), g.rules.target, geo.SCORE_TITLE_AT, lines=2)
        y = max(geo.SCORE_LINES_TOP, bottom + geo.PANEL_GAP)
        band = geo.SCORE_LINES_BAND / max(len(self.score_lines), 1)
        # Each line is fitted for the widest of the sides' scores and the target, then all
        # take the smallest of their scales, so the lines keep one size and their line breaks as
        # the scores change (play-test pt48 #3: in Swahili "...: 5" was shrunk, "...: 20" broke
        # onto two lines, and the rows differed in size).
        fm = QFontMetricsF(self.score_lines[0].font()) if self.score_lines else None
        widest = max((loc.toString(v) for v in (*scores, g.rules.target)),
                     key=lambda t: fm.horizontalAdvance(t) if fm else len(t))
        template = QCoreApplication.translate("TableScene", "%1: %2")
        for side, line in enumerate(self.score_lines):
            name = self.side_name(side)
            line.setText(template.replace("%1", name).replace("%2", widest))
            fit_text(line, geo.PANEL_TEXT_WIDTH, 2, name)
        if any("\n" in line.text() for line in self.score_lines):  # one broke: the rest alike
            names = [self.side_name(side) for side in range(len(self.score_lines))]
            broken = [line.text() for line in self.score_lines]
            for line, name, text in zip(self.score_lines, names, broken):
                if name in text.replace("\n", " "):  # broken again, at one place for all
                    line.setText(text.replace("\n", " "))
            after = common_break(self.score_lines, names)
            for line, name, text in zip(self.score_lines, names, broken):
                if not name_in_two(line, name, geo.PANEL_TEXT_WIDTH, after):
                    line.setText(text)  # as fit_text left it
        common = min((line.scale() for line in self.score_lines), default=1.0)
        for side, line in enumerate(self.score_lines):
            shown = loc.toString(scores[side])
            line.setText(_last_replaced(line.text(), widest, shown))
            line.setToolTip(_last_replaced(line.toolTip(), widest, shown))
            line.setScale(common)
            self._place_text(line, QPointF(x, y))
            bottom = y + line.boundingRect().height() * common
            y = max(y + band, bottom + geo.PANEL_GAP)
        self.score_panel.setRect(geo.grown_panel(geo.SCORE_PANEL, bottom))

    def _turn_state(self) -> tuple[bool, bool, int]:
        """(game over, hand over, seat to act) as the table shows them: while a tile is moving
        to its place (:meth:`in_flight`), still the state from before that move."""
        c = self.controller
        if not self.in_flight() or self._turn_shown is None:
            self._turn_shown = (c.game.over, c.game.hand_over, c.view().turn)
        return self._turn_shown

    def turn_sentence(self) -> str:
        """What the info panel says of the turn: "Your turn" ("Next to play: you" in a replay),
        "Left player to play", "Hand over" or "Game over"; it changes once the last move's tile
        has landed."""
        c = self.controller
        g = c.game
        over, hand_over, turn = self._turn_state()
        if over:
            return QCoreApplication.translate("TableScene", "Game over")
        if hand_over:
            return QCoreApplication.translate("TableScene", "Hand over")
        if c.is_human(turn) and c.passive:  # a replay: the person watches, nobody's turn now
            return QCoreApplication.translate("TableScene", "Next to play: you")
        if c.is_human(turn):
            return QCoreApplication.translate("TableScene", "Your turn")
        rules = g.rules
        name = seat_name(turn, rules.players, c.shown_seat, False,
                         rules.partnerships and c.human_seat is not None)
        return QCoreApplication.translate("TableScene", "%1 to play").replace("%1", name)

    def _refresh_info(self, view) -> None:
        """The info panel: the count in large type (one line; the word over the number when
        the word is long, see :data:`COUNT_APART_BELOW`), under fives and threes its
        scoring in small type on its own line, the hand number and whose turn it is; the panel
        grows to hold them. The count changes once the move's tile has landed. The panel's
        tooltip says how the count is made (:func:`~..sentences.count_sum_text`)."""
        if not (self.in_flight() and self._shown_count is not None):
            self._shown_parts = self.controller.game.hand.count_parts()
        count = self._shown_count = self.shown_count(view)
        heading, note = count_texts(count, self.controller.game.rules.scoring)
        parts = self._shown_parts if sum(self._shown_parts) == count else ()
        tip, before = count_sum_text(parts, self.controller.game.rules.scoring), self.info_panel.toolTip()
        self.info_panel.setToolTip(tip)  # how the count is made
        if tip != before and QToolTip.isVisible() and QToolTip.text() == before:
            QToolTip.hideText()  # on show, it would go on telling the count before (pt76 #5)
        x = geo.COUNT_AT.x()
        number = QLocale().toString(count)
        word = max(heading.split(number), key=len)
        bottom = self._panel_text(self.count_text, heading, geo.COUNT_AT, 1, word)
        # A long word ("கூட்டுத்தொகை 0" in Tamil) would shrink the count to body size: the word
        # goes on its own line, shrunk as it must be, and the number under it in large type.
        apart = self.count_text.scale() < COUNT_APART_BELOW and bool(word.strip())
        if apart:
            bottom = self._panel_text(self.count_text, word.strip(), geo.COUNT_AT)
            bottom = self._panel_text(self.count_number, number, QPointF(x, bottom))
        self.count_number.setVisible(apart)
        self.count_note.setVisible(bool(note))
        if note:
            bottom = self._panel_text(self.count_note, note, QPointF(x, bottom + 2), 2)
        y = max(geo.HAND_AT.y(), bottom + geo.PANEL_GAP)
        bottom = self._panel_number(self.hand_text, QCoreApplication.translate(
            "TableScene", "Hand %1"), self.controller.hand_index + 1, QPointF(x, y))
        y = max(y + geo.TURN_AT.y() - geo.HAND_AT.y(), bottom + geo.PANEL_GAP)
        bottom = self._panel_text(self.turn_text, self.turn_sentence(), QPointF(x, y), lines=2)
        self.info_panel.setRect(geo.grown_panel(geo.INFO_PANEL, bottom))
