"""Your plays reviewed, shown in the replay viewer (issue 12, items 2, 5; RULES.md, "Reviewing a game").

:class:`ReviewController` starts a review of the person's plays in one hand (the end-of-hand
panel's Review button, R) or in the whole game (the end-of-game panel), off the GUI thread
(:class:`~allfives_qt.ui.review_job.ReviewJob`) behind a progress dialog that can be cancelled.
When it is done the game opens in the replay viewer at that hand: a tick marks a best move, else
the better move lies as a ghost tile on its end with "cost N points" (:func:`points_text`;
:mod:`.overlay`). :class:`ReviewPanel` (a tool bar under the replay bar) says the summary ("4 of 6
plays with a choice were best; ...; 11 points given away") and the play's mark in words, as
labels the keyboard reaches and screen readers read."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QLabel, QProgressDialog, QPushButton, QToolBar, QWidget

from allfives_qt.ai.review import (ACCURATE, attach_review, best_count, kept_hands, kept_review,
                                   missed_claims, summary, with_a_choice)
from allfives_qt.engine.hand import ARM_BY_NAME, LEAD
from allfives_qt.engine.tiles import SUIT, parse_tile

from ..review_job import ReviewJob
from ..sentences import end_name, tile_words, whole_percent
from ..status_bar import unbroken
from .overlay import ReviewOverlay
from .review_reasons import forgone_text, move_loss, reason_text
from .review_row import ReviewRow


def _accuracy(plays: list[dict[str, Any]]) -> int:
    """The accuracy of the reviewed ``plays`` (not empty) in whole percent: :func:`summary`'s, the
    figure Statistics and History show."""
    return whole_percent(summary(0, plays)["accuracy"])


def _by_hand(plays: list[dict[str, Any]], hands: int) -> list[list[dict[str, Any]]]:
    """The reviewed ``plays`` of each of ``hands`` hands (hand 0 first; empty lists included)."""
    return [[p for p in plays if p["hand"] == hi] for hi in range(hands)]


class ReviewWords(QObject):
    """The review's words on points that take plural forms (pyside6-lupdate marks ``%n`` strings as
    plurals only in a class's ``tr()``, not in ``QCoreApplication.translate``)."""

    def points(self, value: float) -> str:
        """See :func:`points_text`."""
        tenth = round(float(value), 1)
        if tenth == int(tenth):
            return self.tr("%n points", "", int(tenth))
        return (self.tr("%1 points", "a number of points with one decimal, as 2.5")
                .replace("%1", QLocale().toString(tenth, "f", 1)))

    def better(self, points: int) -> str:
        """The sentence on a better move that scores ``points`` at once; ``%1`` (the better move),
        ``%3`` (the play) and ``%4`` (the cost) are left to fill in."""
        return self.tr("Better: %1 (it scores %n points at once). Your play %3 cost %4.", "", points)

    def unclaimed(self, points: int, muggins: bool, even: bool = True) -> str:
        """The sentence on ``points`` a play scored and its seat did not claim, taken by a Muggins
        call or not; ``%2`` (the play) and ``%3`` (the cost) are left to fill in. Taken, the cost
        is said in its parts (play-test pt97 #1: "cost 30 points" for 20 points not claimed,
        with three players, and nothing said why): the points not scored, and as many again
        for the other side's gain (``even``: two sides), or, with more sides, ``%4``, the rise of
        the other players' average score that the caller's gain made (pt146 #3: said so)."""
        if muggins and even:
            return self.tr("You did not claim the %n points of %2; the next player called Muggins! "
                           "and took them. That cost %3: the points you did not get, and as many "
                           "again, since they went to the other side.", None, points)
        if muggins:
            return self.tr("You did not claim the %n points of %2; the next player called Muggins! "
                           "and took them. That cost %3 against the other players' average score: "
                           "the points you did not get, and %4 more, which the caller's gain "
                           "added to that average.", None, points)
        return self.tr("You did not claim the %n points of %2, so they were lost: it cost %3.", "",
                       points)


# The translators' note on a sentence whose points come in whole, as "15 points" (made by
# :func:`points_text`, with their plural forms), not as a bare number: here and in the table's
# "drew ..., played ... and scored %3" (lupdate reads only a literal in the call, so each call
# writes this text out; tests/test_points_plurals.py accepts it).
POINTS_PHRASES = "points with their word, as 15 points"


def points_text(value: float) -> str:
    """``value`` points (a cost or loss of the review, >= 0) as the review writes them everywhere a
    player reads them: rounded to 0.1; a whole number as a whole count with its plural form ("1
    point", "20 points"), otherwise with one decimal in the language's number format ("2.5
    points"). The window's review and Game -> History use it."""
    return ReviewWords().points(value)


def claim_text(entry: dict[str, Any], places: dict[int, str] | None = None) -> str:
    """The sentence on a reviewed play whose points were not claimed (``claims: muggins``): the
    points left, whether the next player took them by calling Muggins, and the cost; "" when the
    points were claimed. ``places``: see :func:`mark_text`."""
    lost = entry.get("claim_loss")
    if not lost:
        return ""
    gained = round(lost - entry["points"], 1)  # the caller's gain, in the review's unit
    text = ReviewWords().unclaimed(entry["points"], entry.get("muggins") is not None,
                                   gained == entry["points"])
    return (text.replace("%2", _move_words(entry["tile"], entry["end"], places))
            .replace("%3", points_text(lost)).replace("%4", points_text(gained)))


def mark_text(entry: dict[str, Any], places: dict[int, str] | None = None) -> str:
    """The sentence of one reviewed play: the best move, or the better move and its cost; for
    points not claimed, that first (:func:`claim_text`), then what the move itself cost
    (:func:`move_loss`). ``places``: where each open end lay on the screen before the play
    (:meth:`~allfives_qt.ui.table_frame.TableFrame.places`), to name the ends as the table and
    its hints do ("the end at the bottom right"; play-test pt17 #4); without it, by their arms."""
    claim = claim_text(entry, places)
    if not claim:
        return _move_text(entry, entry["loss"], places)
    loss = move_loss(entry)
    if entry.get("only"):  # no choice of move: the claim was the choice (play-test pt137 #1)
        return claim + " " + QCoreApplication.translate("Review", "It was your only play.")
    if loss == 0:
        return claim + " " + QCoreApplication.translate("Review", "The move itself was the best.")
    total = QCoreApplication.translate("Review", "In all, this play cost %1.")  # pt143 #4
    return f"{claim} {_move_text(entry, loss, places)} {total.replace('%1', points_text(entry['loss']))}"


def only_play_text(like_ends: bool = False, at_will: bool = False) -> str:
    """The sentence on a reviewed seat's play with no real choice (one play, or, ``like_ends``,
    one tile on ends that leave the same open ends: pt130 #1), which the review leaves out
    (:func:`allfives_qt.ai.review.review_position`). Play-test pt150 #6: "no real choice" of a
    tile shown on two lit ends read as wrong; it now says why. Play-test pt170 #5: of the one
    legal play, "no real choice" read as if there had been one; it is "your only play", as a
    missed claim on such a play says it. Under ``draw: at-will`` (``at_will``) drawing first was a
    choice too, which the review does not judge (RULES.md, "Reviewing a game": plays with more
    than one legal move), and the sentence says so (play-test pt173 #2)."""
    if like_ends:
        text = QCoreApplication.translate("Review", "Either end your tile fitted left the same "
                                                    "open ends, so you had no real choice here.")
    else:
        text = QCoreApplication.translate("Review", "It was your only play.")
    if at_will:
        text += " " + QCoreApplication.translate("Review", "Whether to draw first instead is "
                                                           "not judged.")
    return text


def _move_text(entry: dict[str, Any], loss: float, places: dict[int, str] | None) -> str:
    """The sentence on the move of ``entry`` when its choice cost ``loss`` points: the best
    move, or the better move (and what it scores at once, when that is more than the play
    scored; what the play scored at once, when that is more, its points claimed) and the cost."""
    mine = _move_words(entry["tile"], entry["end"], places)
    wins = entry.get("wins_game") is True  # the best move won the game at once
    if loss == 0:
        text = (QCoreApplication.translate("Review", "Your play %1 won the game.") if wins
                else QCoreApplication.translate("Review", "Your play %1 was the best."))
        return text.replace("%1", mine)
    best = entry["best"]
    if wins:
        text = QCoreApplication.translate("Review", "Better: %1, which would have won the game at "
                                          "once. Your play %3 cost %4.")
    elif entry["best_points"] > entry["points"]:  # only then is it a reason (play-test pt48 #5)
        text = ReviewWords().better(int(entry["best_points"]))
    elif entry["points"] > entry["best_points"] and not entry.get("claim_loss"):
        # The play scored more at once: say so, and that the cost comes after (play-test pt56
        # #4: "your play 3-3 cost 17 points" beside a 3-3 that scored 15 read as a mistake).
        text = QCoreApplication.translate("Review", "Better: %1. Your play %3 scored %2 at once, "
                                          "but cost %4 over the rest of the hand.",
                                          "points with their word, as 15 points")
        text = text.replace("%2", points_text(entry["points"]))
    else:
        text = QCoreApplication.translate("Review", "Better: %1. Your play %3 cost %4.")
    return (text.replace("%1", _move_words(best["tile"], best["end"], places))
            .replace("%3", mine).replace("%4", points_text(loss)))


def _move_words(tile: str, end: str | None, places: dict[int, str] | None) -> str:
    arm = LEAD if end is None else ARM_BY_NAME[end]
    where = end_name(arm, (places or {}).get(arm))
    return (QCoreApplication.translate("Review", "%1 on %2").replace("%1", tile_words(tile))
            .replace("%2", where))


class ReviewPanel(QToolBar):
    """The review's tool bar under the replay bar: the summary and the mark of the play on the
    table, as two labels the keyboard can reach (Tab) and screen readers read (accessible names).
    The mark wraps onto more lines when it is longer than the bar is wide (:class:`ReviewRow`)."""

    # The language changed (after the bar's own texts were set again): the review's sentences
    # must be said again in the new language. (Plain comments: pyside6-lupdate takes "#:" lines
    # for notes to the translator of the next translated string.)
    languageChanged = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reviewToolbar")
        self.setMovable(False)
        self.summary = QLabel()
        self.mark = QLabel()
        for lab in (self.summary, self.mark):
            lab.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            lab.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        f = self.summary.font()
        f.setBold(True)
        self.summary.setFont(f)
        self.row = ReviewRow(self.summary, self.mark)
        self.addWidget(self.row)
        self.retranslate()

    def show_texts(self, summary: str, mark: str, sentences: list[str] | None = None) -> None:
        """Show ``summary`` and ``mark`` (empty: nothing to say about the step on the table, and
        no separator after the summary). ``sentences``: every mark of the review, so the bar keeps
        the height of the tallest (None: keep those given before)."""
        # No line break between a number and its word (play-tests pt158 #3, pt163 #1: Hebrew
        # wrapped "21.9" and "3.7" from "נקודות"); the accessible names keep plain spaces.
        self.summary.setText(unbroken(summary))
        self.summary.setAccessibleName(summary)
        self.row.fit_summary()
        if sentences is not None:
            self.row.set_sentences([unbroken(s) for s in sentences])
        self.row.line.setVisible(bool(mark))
        self.mark.setText(unbroken(mark))
        self.mark.setAccessibleName(mark or self.tr("No reviewed play at this step"))

    def scoped_summary(self, plays: list[dict[str, Any]], hand: int | None,
                       over: bool = True) -> str:
        """:meth:`summary_text` of ``plays`` after what it speaks of: "Hand 2: ..." for the plays of
        hand ``hand`` (0 the first), "Whole game: ..." for None (play-test pt147 #1: the same
        bar said 75% of a hand, then 69% of the game, and nothing told which), "The game so
        far: ..." for None when the game is not ``over`` (pt155 #10: "Whole game" of 7 hands)."""
        if hand is None:
            scope = self.tr("Whole game: %1") if over else self.tr("The game so far: %1")
        else:
            scope = self.tr("Hand %2: %1").replace("%2", QLocale().toString(hand + 1))
        return scope.replace("%1", self.summary_text(plays))

    def summary_text(self, plays: list[dict[str, Any]]) -> str:
        """One line for reviewed ``plays``: how many with a choice of move were the best move
        (:func:`best_count`, a missed claim aside), how many claims were missed
        (:func:`missed_claims`), how many gave away less than a point and the accuracy
        (:func:`summary`), and the points given away (:func:`points_text`): "7 of 7 plays with a
        choice were best, but 2 claims were missed; counting the missed claims, 5 of 7 plays gave
        away less than a point, accuracy 71%; 20 points given away"; "5 of 5 plays with a choice
        were best; no points given away, accuracy 100%" when nothing was lost."""
        if not plays:
            return self.tr("None of your plays had a choice to review.")
        loc, lost = QLocale(), round(sum(p["loss"] for p in plays), 1)
        # Not counted: the only play possible (play-test pt58 #13), its points unclaimed too (pt137 #1).
        chosen = with_a_choice(plays)
        best = best_count(chosen)
        if chosen:
            first = self.tr("%1 of %n plays with a choice were best", "", len(chosen))
            first = first.replace("%1", loc.toString(best))
        else:
            first = self.tr("None of your plays had a choice of move")
        missed = missed_claims(plays)  # joined by "but", before the accuracy (play-test pt24 #2)
        if missed and chosen and not best:  # "and" after none best (pt139)
            first += self.tr(", and %n claims were missed", "", missed)
        elif missed:
            first += self.tr(", but %n claims were missed", "", missed)
        # The accuracy Statistics and History show, said with what it counts (play-tests pt12 #4,
        # pt97 #1, pt114 #1, pt126 #2), with missed claims of how many plays (pt138 #2: "7 of 7
        # ... were best, but 1 claim was missed; ... 7 gave away less ..., 88%" hid the 8).
        close, pct = sum(1 for p in plays if p["loss"] < ACCURATE), loc.toString(_accuracy(plays))
        if not lost:  # every play best: said once, not three ways (pt159 #5, pt160 #3)
            return first + self.tr("; no points given away, accuracy %1%").replace("%1", pct)
        if missed:
            rest = self.tr("; counting the missed claims, %1 of %n plays gave away less than a "
                           "point, accuracy %2%", "", len(plays))
        elif len(chosen) == len(plays):
            rest = self.tr("; %1 of %n gave away less than a point, accuracy %2%", "", len(plays))
        else:  # the forced plays count too: "of all" (pt158 #2 read "6" as six plays more)
            rest = self.tr("; %1 of all %n plays gave away less than a point, accuracy %2%", "",
                           len(plays))
        first += rest.replace("%1", loc.toString(close)).replace("%2", pct)
        return first + self.tr("; %1 given away").replace("%1", points_text(lost))

    def not_reviewed_text(self, played: bool = True) -> str:
        """The summary on a hand of the replay whose plays were not reviewed, and how to review it
        (play-test pt17 #5: there was no way to); when the person did not play in it (a game left
        at a deal), that there is nothing to review (pt122 #3: R was offered)."""
        if not played:
            return self.tr("You made no play in this hand: there is nothing of yours to review.")
        return self.tr("This hand was not reviewed: R (Game › Review your plays) reviews it.")

    def hand_notes(self, plays: list[dict[str, Any]], hands: int) -> list[str]:
        """One sentence per hand (``hands`` of them) on the reviewed ``plays`` of that hand: its
        accuracy (share of plays that gave away less than a point), how many were best, and the
        missed claims when there were any (a best move whose points went unclaimed lowers the
        accuracy: "accuracy 71%, 7 of 7 plays best; 2 missed claims"); "" for a hand with no
        reviewed play."""
        out, loc = [], QLocale()
        for hi, mine in enumerate(_by_hand(plays, hands)):
            if not mine:
                out.append("")
                continue
            chosen = with_a_choice(mine)  # as the summary counts them
            note = (self.tr("Hand %1: accuracy %2%, %3 of %n plays best", "", len(chosen))
                    .replace("%3", loc.toString(best_count(chosen))) if chosen
                    else self.tr("Hand %1: accuracy %2%"))
            note = note.replace("%1", loc.toString(hi + 1)).replace("%2", loc.toString(_accuracy(mine)))
            missed = missed_claims(mine)  # a best move whose points went unclaimed: say why
            out.append(note + self.tr("; %n missed claims", "", missed) if missed else note)
        return out

    @staticmethod
    def hand_marks(plays: list[dict[str, Any]], hands: int) -> list[str]:
        """Per hand (``hands`` of them) its accuracy as the chart writes it under the hand's
        number ("100%"), "" for a hand with no reviewed play (see :meth:`hand_notes`)."""
        loc = QLocale()
        return [loc.toString(_accuracy(mine)) + "%" if mine else "" for mine in _by_hand(plays, hands)]

    def retranslate(self) -> None:
        """Set the bar's own texts (the language changed)."""
        self.setWindowTitle(self.tr("Review"))
        self.summary.setAccessibleDescription(self.tr("Summary of the review"))
        self.summary.setToolTip("\n".join((
            self.tr("Accuracy: the share of your plays that gave away less than a point, as "
                    "Statistics and History count it"),
            self.tr("A best move whose points you did not claim counts as not accurate."),
            self.tr("The points given away are averaged over the tiles the other players might "
                    "hold, so they can be fractions."),
            self.tr("They are what a play is expected to cost over the rest of its hand against "
                    "the best play, so their total need not match the final score."))))
        self.mark.setAccessibleDescription(self.tr("The review of the play on the table"))

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.languageChanged.emit()
        super().changeEvent(event)


class ReviewController(QObject):
    """Runs reviews for the window and shows them in its replay viewer.

    ``window``: the main window (its ``controller``, ``scene``, ``replay_mode``, ``persistence``
    and ``enter_replay``). Signal ``shown()``: a finished review is on the table. Attributes:
    :attr:`job` (the running :class:`ReviewJob`, or None), :attr:`progress` (its dialog),
    :attr:`result` (the review document shown: every play of the person the game keeps reviewed),
    :attr:`reviewed` (the hands it covers, :func:`kept_hands`), :attr:`whole` (whether its summary
    speaks of the whole game, else of the hand on the table), :attr:`panel` (the :class:`ReviewPanel`).
    """

    shown = Signal()

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.job: ReviewJob | None = None
        self.progress: QProgressDialog | None = None
        self.result: dict[str, Any] | None = None
        self.hand: int | None = None
        self.reviewed: set[int] = set()
        self.whole = False
        self._at_hand = 0  # the hand of the step shown
        self._hands: set[int] | None = None  # the hands the running review reviews
        self.entries: dict[tuple[int, int], dict[str, Any]] = {}
        self._marks: dict[tuple[int, int], str] = {}  # the plays' sentences (_mark_of)
        self._saved = None
        self._step: int | None = None  # the replay's step to come back to after the review
        self._steps = None  # the replay's steps the review marks
        # The replay bar first (built when first needed), so the panel gets a row of its own
        # under it.
        mode = window.replay_mode
        self.panel = ReviewPanel(window)
        window.addToolBarBreak(Qt.ToolBarArea.TopToolBarArea)
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.panel)
        self.panel.hide()
        self.overlay = ReviewOverlay(window.scene)
        mode.stepShown.connect(self._step_shown)
        self.panel.languageChanged.connect(self._say_again)
        mode.finished.connect(self._replay_closed)
        window.controller.gameStarted.connect(self._replay_closed)

    def available(self) -> bool:
        """Whether there is a person's seat whose plays can be reviewed."""
        c = self.window.controller
        return c.game is not None and c.human_seat is not None

    def review(self, hand: int | None, saved=None, step: int | None = None) -> bool:
        """Review the person's plays in ``hand`` (0-based), or in the whole game (None), of the
        game being played, or of ``saved`` (a game shown in the replay viewer: one from History,
        a record opened), whose replay then comes back at ``step`` (the replay's step shown when
        the review was asked for; None: the hand's deal). Return False (nothing started) with no
        person's seat or while a review runs."""
        if saved is None:
            if not self.available():
                return False
            saved = self.window.files.record_game()
        seat = saved.setup.human_seat
        if self.job is not None or seat is None:
            return False
        self._saved, self._step = saved, step
        record = self._with_kept(saved)
        self.hand = hand
        # One hand: with the hands reviewed before, so that their kept plays come back with it
        # (reused at once when this version kept them; reviewed again when another did).
        self._hands = None if hand is None else {hand} | kept_hands(record, seat)
        self.job = ReviewJob(record, seat, self._hands, self)
        self.job.progressed.connect(self._progressed)
        self.job.finished.connect(self._finished)
        self.job.failed.connect(self._failed)
        self.job.cancelled.connect(self._cancelled)
        self.progress = QProgressDialog(self.window)
        self.progress.setWindowTitle(self.tr("Review"))
        # Wide enough for the whole title in the title bar, the name Qt adds with the frame's
        # buttons (play-test pt42 #6: "Revie… Fives"): Qt sizes the box to its text only.
        full = f"{self.progress.windowTitle()} — {QGuiApplication.applicationDisplayName()}"
        self.progress.setMinimumWidth(self.progress.fontMetrics().horizontalAdvance(full) + 160)
        self.progress.setLabelText(self.tr("Reviewing your plays..."))
        self.progress.setCancelButtonText(self.tr("Cancel"))
        # Not the default button: Enter, pressed for the table, left the review (play-test pt98);
        # Escape and a click still cancel it. (A button of our own, by setCancelButton, would add
        # a second Escape shortcut, and the two, ambiguous, would leave Escape doing nothing.)
        self.progress.findChild(QPushButton).setAutoDefault(False)
        self.progress.setWindowModality(Qt.WindowModality.NonModal)
        self.progress.setMinimumDuration(0)
        self.progress.setRange(0, 0)
        self.progress.setAutoClose(False)
        self.progress.setAutoReset(False)
        self.progress.canceled.connect(self.cancel)
        # Ctrl+Q quits while the box has the keyboard too (it was lost there: only the menu's
        # Quit worked); the other keys of the menus wait for the review.
        self.progress.addAction(self.window.quit_action)
        self.progress.show()
        self.job.start()
        return True

    def decorate(self, panel) -> None:
        """Give the end-of-game ``panel``'s score chart the accuracy of each reviewed hand (under
        each hand's number, in its tooltips, and in its accessible description for screen
        readers)."""
        c = self.window.controller
        chart = getattr(panel, "chart", None)
        saved = next((s for s in (self.window.files.session, self._saved)
                      if s is not None and s.game is c.game and s.review), None)
        if chart is None or saved is None or c.human_seat is None:
            return
        kept = saved.review.get(str(c.human_seat))
        plays = kept.get("plays") if isinstance(kept, dict) else None
        if not isinstance(plays, list) or not plays:
            return
        chart.notes = self.panel.hand_notes(plays, len(c.game.logs))
        chart.set_marks(self.panel.hand_marks(plays, len(c.game.logs)))
        chart.setAccessibleDescription(" ".join(n for n in chart.notes if n))

    @staticmethod
    def _with_kept(saved) -> dict[str, Any]:
        """The record of ``saved`` with the reviews kept with it (reused where they still fit)."""
        record = saved.game.to_record()
        if saved.review:
            record["review"] = saved.review
        return record

    def cancel(self) -> None:
        """Stop the running review (the table stays as it was)."""
        if self.job is not None:
            self.job.cancel()

    def shutdown(self) -> None:
        """The window closes: stop the review and wait briefly for its thread."""
        if self.job is not None:
            self.job.shutdown()

    def _progressed(self, done: int, total: int) -> None:
        if self.progress is not None:
            self.progress.setRange(0, max(total, 1))
            self.progress.setValue(done)

    def _close_progress(self) -> None:
        if self.progress is not None:
            self.progress.canceled.disconnect(self.cancel)
            self.progress.close()
            self.progress.deleteLater()
            self.progress = None
        self.job = None  # a cancelled job's thread may still finish its play; the job stays a child

    def _cancelled(self) -> None:
        self._close_progress()
        self.window.show_message(self.tr("Review cancelled."))

    def _failed(self, reason: str) -> None:
        self._close_progress()
        self.window.show_message(self.tr("The review could not be made."))

    def _finished(self, result: dict[str, Any]) -> None:
        self._close_progress()
        saved = self._saved
        kept = attach_review(self._with_kept(saved), result, self._hands)
        self.window.files.keep_review(saved, kept["review"])
        self._show(saved, kept, None, self.hand is None)
        if self._step is not None:  # where the person pressed R (play-test pt19 #11)
            self.window.replay_mode.bar.go(self._step)

    def _show(self, saved, record: dict[str, Any], at: tuple[int, int] | None, whole: bool,
              steps=None, source: str | None = None) -> bool:
        """Open ``saved`` in the replay viewer with the marks of the person's review kept in
        ``record`` (its record with the ``review`` key): at the deal of the hand reviewed (or of
        the first hand), or after play ``at = (hand, play)``. ``whole``: the summary speaks of
        the whole game, else of the hand shown; ``source``: the record file's path, when opened
        from one. Return whether it is shown (see :meth:`MainWindow.enter_replay`)."""
        if not self.window.enter_replay(saved, steps, source):
            return False  # said so; no review bar over the game (play-test pt78 #4)
        seat = saved.setup.human_seat
        result = kept_review(record.get("review"), seat) or summary(seat, [])
        self.reviewed, self.whole = kept_hands(record, seat), whole
        self._marks = {}
        mode = self.window.replay_mode
        shown = mode.steps
        # Only the plays the replay has (pt78 #5: a kept review longer than its record, or one
        # of the hand in play that the replay stops before, raised IndexError at every step).
        result = summary(seat, [p for p in result["plays"] if p["hand"] < shown.hands
                                and p["play"] < shown.plays_in_hand(p["hand"])])
        self.entries = {(p["hand"], p["play"]): p for p in result["plays"]}
        self.result, self._steps = result, shown
        self.panel.show()
        if at is None:
            mode.bar.go_hand(min(self.hand if self.hand is not None else 0, shown.hands - 1))
        elif at[0] < shown.hands:
            mode.bar.go(shown.hand_starts[at[0]] + min(at[1] + 1, shown.plays_in_hand(at[0])))
        self.shown.emit()
        return True

    def open_replay(self, saved, steps=None, source: str | None = None) -> bool:
        """Open ``saved`` in the replay viewer at its first deal, with the marks of its kept
        review of the person's plays when it has one (Game -> History's Show in replay, Open game
        record: play-test pt19 #11, a reviewed record showed no marks until R). ``steps``: its
        replay when already built (:class:`~.steps.ReplaySteps`); ``source``: the record file's
        path (Open game record). Return whether it is shown (see
        :meth:`MainWindow.enter_replay`)."""
        result = kept_review(saved.review, saved.setup.human_seat)
        if result is None:
            return self.window.enter_replay(saved, steps, source)
        self._saved, self.hand = saved, None
        return self._show_kept(saved, None, steps, source)

    def _show_kept(self, saved, at: tuple[int, int] | None, steps=None,
                   source: str | None = None) -> bool:
        """Show the review kept with ``saved`` (see :meth:`_show`): the whole game's summary when
        it covers every hand, else each hand's own (play-test: a game with two of its hands
        reviewed showed the second hand's summary on the first)."""
        record = self._with_kept(saved)
        whole = kept_hands(record, saved.setup.human_seat) >= set(range(len(record["hands"])))
        return self._show(saved, record, at, whole, steps, source)

    def show_kept(self, saved, hand: int, play: int) -> bool:
        """Open ``saved`` (a game whose review was kept, for instance from the history) in the
        replay viewer after play ``play`` of hand ``hand`` (0-based), with the kept review's marks:
        nothing is reviewed again. Return False when it keeps no review of the person's plays or
        the play is not in it."""
        result = kept_review(saved.review, saved.setup.human_seat)
        if result is None or not any(p["hand"] == hand and p["play"] == play for p in result["plays"]):
            return False
        self._saved, self.hand = saved, None
        self._show_kept(saved, (hand, play))
        return True

    def plays_shown(self) -> list[dict[str, Any]]:
        """The reviewed plays the summary speaks of: the whole game's, or the hand's on the table."""
        if self.result is None:
            return []
        return [p for p in self.result["plays"] if self.whole or p["hand"] == self._at_hand]

    def _step_shown(self, index: int) -> None:
        self.overlay.clear()
        mode = self.window.replay_mode
        if self.result is not None and mode.steps is not self._steps:
            self._replay_closed()  # another record is shown now
        if self.result is None:
            return
        step = mode.steps.steps[index]
        self._at_hand = step.hand
        entry = self.entries.get((step.hand, step.plays - 1)) if step.plays else None
        mark = ""
        if entry is not None:
            seat = self.window.controller.human_seat
            self.overlay.show(entry, mode.steps.view_before(index, seat),
                              mode.steps.state(index).hand.view(seat))
            # The sentence goes whole in the review bar (it wraps there); the status bar keeps
            # the replay's one-line sentence of the step (with the mark too it was cut).
            mark = self._mark_of(entry)
        at_will = self._steps.final.rules.draw == "at-will"
        if entry is None and step.plays and self._reviewed_seat_played(step):  # no choice
            mark = only_play_text(self._ends_fitted(index) > 1, at_will)
        plays = self.plays_shown()
        sentences = [self._mark_of(p) for p in plays] + [only_play_text(False, at_will),
                                                         only_play_text(True, at_will)]
        if self.whole or step.hand in self.reviewed:
            said = self.panel.scoped_summary(plays, None if self.whole else step.hand,
                                             self._steps.final.over)
        else:
            made = self._steps.record["hands"][step.hand].get("plays", [])
            said = self.panel.not_reviewed_text(any(p.get("seat") == self._reviewed_seat()
                                                    for p in made))
        self.panel.show_texts(said, mark, sentences)

    def _mark_of(self, entry: dict[str, Any]) -> str:
        """The sentence of the reviewed play ``entry`` (:func:`mark_text`, its ends named where
        they lay), kept until the review or the language changes: every step measures them all
        (the review bar keeps the tallest one's height)."""
        key = (entry["hand"], entry["play"])
        if key not in self._marks:
            index = self._steps.hand_starts[entry["hand"]] + entry["play"] + 1
            view = self._steps.view_before(index, self._reviewed_seat())  # after its draws
            places = self.places_before(index)
            why = reason_text(entry, view, points_text)  # the reason a player can check
            self._marks[key] = " ".join(filter(None, [mark_text(entry, places), why,
                                                      forgone_text(entry, view, places)]))
        return self._marks[key]

    def places_before(self, index: int) -> dict[int, str]:
        """Where each open end lay on the screen just before the play of replay step ``index``:
        the ends' names of that play's sentence (:func:`mark_text`;
        :meth:`~.mode.ReplayMode.places_before`)."""
        return self.window.replay_mode.places_before(index)

    def _say_again(self) -> None:
        # The language changed while a review is shown: its summary and the sentence on the play
        # (and the marks on the table) in the new language (play-test: the summary stayed).
        if self.result is not None and self.panel.isVisible():
            self._marks = {}
            self._step_shown(self.window.replay_index)

    def _ends_fitted(self, index: int) -> int:
        """How many open ends the tile played at step ``index`` of the replay fitted as it was
        played: after the seat's draws (play-test pt166 #3: counted before them, a drawn 1-6 that
        fitted two like 6s had "no real choice" without the reason)."""
        step = self._steps.steps[index]
        play = self._steps.record["hands"][step.hand]["plays"][step.plays - 1]
        tile = parse_tile(play["tile"])
        ends = self._steps.view_before(index, play["seat"]).ends  # -1 for none
        return sum(1 for v in ends if v >= 0 and (SUIT[v] >> tile) & 1)

    def _reviewed_seat_played(self, step) -> bool:
        """Whether the play that made ``step`` is one of the reviewed seat's in the hands
        reviewed (a play of that seat there with no entry had no choice)."""
        if step.hand not in self.reviewed:
            return False
        play = self._steps.record["hands"][step.hand]["plays"][step.plays - 1]
        return play.get("seat") == self._reviewed_seat()

    def _reviewed_seat(self) -> int | None:
        """The seat whose plays the review shown is of: its own, else the person's."""
        return self.result.get("seat", self.window.controller.human_seat)

    def _replay_closed(self, *_args) -> None:
        self.overlay.clear()
        self.panel.hide()
        self.result = None
        self._steps = None
