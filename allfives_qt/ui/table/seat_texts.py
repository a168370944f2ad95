"""The seats' texts on the table: each seat's label (name and tile count) and, beside each hand
not shown face up, a badge with what that seat did at its last turn (a mix-in of the table
scene).

With three or four players the table told only the last play before your turn (play-test pt53
#3: "who else scored what?"): the status bar and the "+N" beside the tile named the last computer
only. At a real table you watch each player; here each other seat's badge keeps its last turn
until its next one:

- a play: the tile and, when it scored, its points ("6-3 +10", the whole box in gold);
- a pass: "passed";
- the draws before either, or while the seat is still drawing: "drew 2 · 6-3", "drew 2".

A badge whose turn came before your own last play or pass is drawn faint, so the bright ones are
what happened since your last turn. When your turn comes and two or more other seats have acted since
your last action, the status bar also tells each of their turns, oldest first
(:meth:`SeatTexts.news_since_your_turn`), before what you must do when that is to draw or pass. A
badge changes once a played tile has landed, as the turn and count do; a draw is told at once, as
the seat's tile count tells it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale, QPointF, QRectF
from PySide6.QtGui import QColor

from allfives_qt.engine.hand import DRAW, PASS, PLAY
from allfives_qt.engine.tiles import NAMES

from ..claims import muggins_sentence
from ..option_names import level_names
from ..sentences import signed_number
from ..table_layout import TILE_SHORT
from . import geometry as geo
from .items import Panel, fit_text, make_text

#: A seat's badge when its last turn was a pass (a word on the table, beside its hand).
_PASSED = QT_TRANSLATE_NOOP("TableScene", "passed")
#: A seat's badge while it is still drawing: %1, a number alone, the tiles drawn so far this turn.
_DREW = QT_TRANSLATE_NOOP("TableScene", "drew %1")
# A seat's badge when it began its last turn by calling Muggins! on another player's points.
#: A badge's "Muggins!" call on points another player did not claim: %1, the points taken, as +10.
_MUGGINS = QT_TRANSLATE_NOOP("TableScene", "Muggins! %1")
#: The tooltip of a seat's badge (play-test pt54 #4: nothing on the table said what it was).
_BADGE_TIP = QT_TRANSLATE_NOOP(
    "TableScene", "What this player did at its last turn (faint: before your own last play or pass).")
# How a badge of a turn before your own last play or pass is drawn (its opacity).
FAINT = 0.5
# Room around a badge's text, and between a badge and what it sits beside, in scene units.
BADGE_PAD, BADGE_GAP = 6.0, 8.0
# Colours of a badge's text: a play that scored, anything else.
GOLD, PALE = QColor(255, 226, 120), QColor(235, 240, 225)


def last_turns(history, since: int = 0) -> list[tuple[int, int, int, object]]:
    """The turns in ``history`` (a hand's public events, :attr:`HandState.history`) from index
    ``since`` on, oldest first: ``(start, seat, draws, last event)`` for each run of one seat's
    events, ``start`` the index of its first event and ``draws`` its DRAW events (a turn's draws
    come before its play or pass; a run that ends in a draw is a turn still under way)."""
    turns: list[tuple[int, int, int, object]] = []
    for i in range(since, len(history)):
        ev = history[i]
        if turns and turns[-1][1] == ev.seat and turns[-1][3].kind == DRAW:
            start, seat, draws, _last = turns.pop()
            turns.append((start, seat, draws + (ev.kind == DRAW), ev))
        else:
            turns.append((i, ev.seat, int(ev.kind == DRAW), ev))
    return turns


def last_move(history, seat: int | None) -> int:
    """The index in ``history`` of ``seat``'s last play or pass, or -1 (none, or no seat). Its
    draws do not count (play-test pt54 #3: drawing at the start of your turn made the others'
    turns of that very round look old)."""
    return max((i for i, ev in enumerate(history) if ev.seat == seat and ev.kind != DRAW),
               default=-1)


class SeatBadge(Panel):
    """A seat's last turn on the table: a small dark box with one line of text."""

    def __init__(self) -> None:
        super().__init__(QRectF())
        self.setZValue(12)
        self.text = make_text(self, 15, bold=True)

    def show_turn(self, text: str, scored: bool, faint: bool, max_width: float) -> None:
        """Show ``text`` (gold when the turn ``scored``), at most ``max_width`` wide (shrunk to
        fit, then on two lines, broken at a " · ": play-test pt73 #2, "Muggins! +5 · 1-6 …" hid
        the play), faint when ``faint``."""
        self.text.setText(text)
        self.text.setBrush(GOLD if scored else PALE)
        fit_text(self.text, max_width - 2 * BADGE_PAD, lines=2)
        r = self.text.boundingRect()
        w, h = r.width() * self.text.scale(), r.height() * self.text.scale()
        self.setRect(QRectF(0, 0, w + 2 * BADGE_PAD, h + 2 * 3.0))
        self.text.setPos(BADGE_PAD, 3.0)
        self.setOpacity(FAINT if faint else 1.0)
        self.setToolTip(QCoreApplication.translate("TableScene", _BADGE_TIP))
        self.setVisible(True)


class SeatTexts:
    """The seats' labels and badges (a mix-in of the table scene). Uses the scene's
    ``controller``, ``labels``, ``badges``, ``_side_labels``, its panels and its naming, turn and
    sentence methods (``_name``, ``_label_text``, ``place_of``, ``_turn_state``, ``in_flight``,
    ``played_text``, ``passed_text``)."""

    def _refresh_labels(self, view) -> None:
        """Each seat's label: its name and tile count, gold while it is that seat's turn. The
        left and right labels are drawn alike (:class:`~.side_labels.SideLabels`)."""
        _over, hand_over, to_act = self._turn_state()
        panels_bottom = max(self.score_panel.rect().bottom(), self.info_panel.rect().bottom())
        sides = [seat for seat in self.labels if self.place_of(seat) in ("left", "right")]
        for seat, lab in self.labels.items():
            lab.setText(self._label_text(self._label_name(seat), view.hand_sizes[seat]))
            turn = not hand_over and to_act == seat
            lab.setBrush(QColor(255, 226, 120) if turn else QColor(245, 245, 235))
            if seat not in sides:
                fit_text(lab, geo.label_width(self.place_of(seat)), elide=self._label_name(seat))
        self._side_labels.fit([self.labels[s] for s in sides], [self._label_name(s) for s in sides],
                              self._label_text, geo.LABEL_SIDE_WIDTH)
        for seat, lab in self.labels.items():
            place = self.place_of(seat)
            r = lab.boundingRect()
            k = lab.scale()
            at = geo.label_top_left(place, r.width() * k, r.height() * k, panels_bottom,
                                    self.hand_scale, view.hand_sizes[seat], self.right_to_left())
            if seat == self.controller.shown_seat:  # in the tray: in sight when zoomed in
                lab.setScale(k * geo.tray_factor(self.tray_view))
                at = geo.to_tray(at, self.tray_view)
            lab.setPos(at)

    def _label_name(self, seat: int) -> str:
        """``seat``'s name on its label; a computer's with its level, "Left player (Hard)", when
        the computer players do not all play at one level (play-test pt53 #5: against Easy,
        Medium and Hard the table did not say who was which), and always the one opponent's of
        a 2-player game, "Top player (Expert)" (its label has room; nothing else on the table
        said whom the person played)."""
        setup = self.controller.setup
        levels = setup.levels if setup is not None else ()
        if seat >= len(levels) or levels[seat] is None or (
                len(levels) > 2 and len(set(levels) - {None}) < 2):
            return self._name(seat)
        return self._name(seat) + " (" + level_names().get(levels[seat], levels[seat]) + ")"

    # ------------------------------------------------------------ badges
    # Whether the person's turn began with tiles drawn for them (View -> Draw and pass
    # automatically)
    # while the turns since theirs were still to be told (:meth:`tell_news_first`).
    news_before_draws = False
    # What the window said when it put a game back on the table at the person's turn (a resume,
    # a replay closed), said again before the lead's prompt, which would replace it (play-test
    # pt136 #1); used by the next on_human_to_act only.
    back_sentence: Callable[[], str] | None = None

    def _clear_badges(self) -> None:
        self.news_before_draws = False
        for badge in self.badges.values():
            if badge.scene() is self:
                self.removeItem(badge)
        self.badges = {}

    def _refresh_badges(self, view) -> None:
        """Show each other seat's last turn beside its hand (none once the hand is over); a play
        whose tile is still on its way is told once it has landed, like the turn shown."""
        c = self.controller
        history = view.history
        if self.in_flight() and history and history[-1].kind == PLAY:
            history = history[:-1]  # that tile is still on its way (its draws are told at once)
        elif c.game.hand_over:
            history = ()
        mine = last_move(history, c.human_seat)
        shown = {turn[1]: turn for turn in last_turns(history)}  # each seat's last turn
        for seat in range(view.players):
            badge = self.badges.get(seat)
            if seat == c.shown_seat or seat not in shown or seat not in self.labels:
                if badge is not None:
                    badge.setVisible(False)
                continue
            if badge is None:
                badge = self.badges[seat] = SeatBadge()
                self.addItem(badge)
            start, _seat, draws, last = shown[seat]
            faint = c.human_seat is not None and start < mine
            place = self.place_of(seat)
            # Read right to left in Hebrew, a bare "5-6  +10" too, as "drew 2 · 5-6" is (play-test
            # pt55 #2: the points came first there for a reader going right to left).
            call = self._muggins_call(history, start, seat)
            called = call.made if call is not None else 0
            # A Muggins! call stays on (play-test pt58 #1: it was told a moment, then left no
            # trace), its draws left out once it has played, for room (pt60: "Muggins! +10 · dre…").
            words = self._turn_words(draws if not called or last.kind == DRAW else 0, last)
            if called:
                words = QCoreApplication.translate("TableScene", _MUGGINS).replace(
                    "%1", signed_number(called)) + " · " + words
            words = ("\u200f" if self.right_to_left() else "") + words
            badge.show_turn(words, (last.kind == PLAY and last.points > 0) or called > 0, faint,
                            self._badge_room(place, view.hand_sizes[seat]))
            badge.setPos(self._badge_place(place, badge.rect(), view.hand_sizes[seat], seat))

    def _muggins_call(self, history, start: int, seat: int):
        """The play (a :class:`~allfives_qt.engine.game.PlayLog`) whose points ``seat`` took
        by calling Muggins! at the start of its turn beginning at event ``start`` of
        ``history``, or None."""
        plays = sum(1 for ev in history[:start] if ev.kind == PLAY)
        logs = self.controller.game.logs
        entries = logs[-1].plays if logs else []
        if 0 < plays <= len(entries) and entries[plays - 1].muggins == seat:
            return entries[plays - 1]
        return None

    @staticmethod
    def _turn_words(draws: int, last) -> str:
        """A badge's text for a turn of ``draws`` draws ending in the event ``last``."""
        drew = QCoreApplication.translate("TableScene", _DREW).replace(
            "%1", QLocale().toString(draws))
        if last.kind == PLAY:
            text = NAMES[last.tile] + ("  " + signed_number(last.points) if last.points else "")
        elif last.kind == PASS:
            text = QCoreApplication.translate("TableScene", _PASSED)
        else:
            return drew
        # The draws before it too (play-test pt54 #5: the hand grew with no word on the table).
        return drew + " · " + text if draws else text

    def _badge_room(self, place: str, tiles: int) -> float:
        """How wide a badge beside the hand of ``tiles`` tiles at ``place`` may be, in scene
        units: a side seat's label's width; for the top seat, the row's room from its hand to the
        felt's edge when that is wider (play-test pt66 #3: "Muggins! +10 · 0-0 …" was cut short
        with room to spare)."""
        if place != "top" or not tiles:
            return geo.LABEL_SIDE_WIDTH
        slots = geo.hand_slots(place, tiles, self.right_to_left())
        end = max(p.x() for p, _rot in slots) + TILE_SHORT * geo.OTHER_SCALE / 2 + BADGE_GAP
        return max(geo.LABEL_SIDE_WIDTH, geo.TABLE_RECT.right() - end)

    def _badge_place(self, place: str, rect: QRectF, tiles: int, seat: int) -> QPointF:
        """Top-left corner of a badge ``rect`` beside the hand of ``tiles`` tiles at ``place``:
        right of the top hand's row; under a side seat's label, or under its hand's column when
        the column reaches up to there."""
        slots = self.hand_slots(seat, max(tiles, 1))
        half = TILE_SHORT * geo.OTHER_SCALE / 2
        if place == "top":
            x = max(p.x() for p, _rot in slots) + half + BADGE_GAP if tiles else geo.LABEL_AT["top"].x()
            x = min(x, geo.TABLE_RECT.right() - rect.width())
            return QPointF(x, slots[0][0].y() - rect.height() / 2)
        x = slots[0][0].x() - rect.width() / 2
        label = self.labels[seat].sceneBoundingRect()
        y = label.bottom() + BADGE_GAP / 2
        first, last = min(p.y() for p, _r in slots), max(p.y() for p, _r in slots)
        if tiles and y + rect.height() + BADGE_GAP / 2 > first - half:
            y = last + half + BADGE_GAP
        return QPointF(x, y)

    # ------------------------------------------------------------ the status bar
    def _turn_sentences(self) -> list[str]:
        """The sentence of every other seat's turn since the person's last action, oldest first,
        each as the status bar told it when it happened (none without a person); a turn that
        began with a Muggins! call has that call's sentence before it (play-test pt73 #2: only
        the badge, cut short, told of it)."""
        c = self.controller
        if c.human_seat is None or c.game is None or c.game.hand is None:
            return []
        history = c.view().history
        out = []
        for start, seat, draws, last in last_turns(history, last_move(history, c.human_seat) + 1):
            if last.kind == DRAW:
                continue
            call = self._muggins_call(history, start, seat)
            if call is not None:
                out.append(muggins_sentence(c, seat, call.seat, call.made))
            out.append(self.played_text(seat, last.tile, last.points, draws) if last.kind == PLAY
                       else self.passed_text(seat, draws))
        return out

    def news_due(self) -> bool:
        """Whether the status bar should tell every turn since the person's last action
        (:meth:`news_since_your_turn`): two or more seats have acted, and its sentence is still
        the last one's report (not, say, Undo's word that a play was taken back)."""
        sentences = self._turn_sentences()
        return len(sentences) >= 2 and sentences[-1] == self.last_message

    def seat_names(self) -> list[str]:
        """Every seat's name on the table, in the current language (none before a game)."""
        c = self.controller
        return [] if c.game is None else [self._name(s) for s in range(c.game.rules.players)]

    def news_since_your_turn(self) -> str:
        """The sentences of every other seat's turn since the person's last action, oldest
        first, in one line (play-test pt53 #3: with 4 players only the last was told)."""
        return " ".join(self._turn_sentences())

    def after_news(self, sentence: str) -> str:
        """``sentence`` after every other seat's turn since the person's last action
        (:meth:`news_since_your_turn`), when there was any."""
        news = self.news_since_your_turn()
        return f"{news} {sentence}" if news else sentence

    def news_told_first(self) -> bool:
        """Whether the status bar's sentence begins with every other seat's turn since the
        person's last action (:meth:`news_since_your_turn`), and there was any."""
        news = self.news_since_your_turn()
        return bool(news) and self.last_message.startswith(news + " ")

    def tell_news_first(self) -> None:
        """Put every other seat's turn since the person's last play or pass
        (:meth:`news_since_your_turn`) in the status bar, before what the table has just said
        there (play-test pt54 #2: "draw from the boneyard" hid them; pt55 #1: so did the tiles
        View -> Draw and pass automatically drew). The toast on the table keeps only its own
        sentence."""
        said = self.last_sentence or (lambda text=self.last_message: text)
        sentences = self._turn_sentences()
        if self.news_told_first():
            pass  # told already, before a refusal or a hint (play-test pt124)
        elif sentences and self.last_message == sentences[-1]:  # nothing new since the report
            self.say(self.news_since_your_turn)
        else:
            self.say(said, self.last_stale, news=True)
