"""The replay mode's controller (issue 10, item 2): what the window does while it shows a record.

:class:`ReplayMode` keeps the record being shown (its :class:`~.steps.ReplaySteps`), the step on
the table, and the game that waits behind the replay; it puts each step on the table through the
:class:`~allfives_qt.controller.GameController` (:meth:`~allfives_qt.controller.GameController.show_game`),
moves the :class:`~.bar.ReplayBar`, says each step in the status bar, and answers the replay's
keys. The window only opens it (:meth:`ReplayMode.enter`) and acts on ``finished``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLocale, QObject, Qt, Signal

from allfives_qt.engine.hand import ARM_BY_NAME, LEAD
from allfives_qt.engine.tiles import NAMES, parse_tile
from allfives_qt.game_setup import GameSetup

from ..sentences import end_name, hand_ending, seat_name, side_names, signed_number, tile_words

if TYPE_CHECKING:  # the record's steps are imported when a replay opens (issue 14)
    from .steps import ReplaySteps


def deal_key(deal) -> frozenset | None:
    """The tiles each seat was dealt in ``deal`` (a hand's deal: lists of tile ids, or of a
    record's tile names such as "3-5"), the seats' order and the tiles' spelling aside; None for
    anything else."""
    try:
        return frozenset(frozenset(t if type(t) is int else parse_tile(t) for t in seat)
                         for seat in deal)
    except (TypeError, ValueError, AttributeError):
        return None


class ReplayMode(QObject):
    """The replay viewer's state and steps.

    ``controller``: the window's game controller; ``scene``: the table scene (its
    ``reveal_all`` shows every hand face up); ``bar``: the :class:`~.bar.ReplayBar`; ``say``: a
    callable showing a sentence in the status bar (``say("")`` clears it).

    Attributes: :attr:`steps` (None when no replay is shown), :attr:`index` (the step on the
    table), :attr:`saved` (the :class:`~allfives_qt.storage.SavedGame` shown), :attr:`live` (the
    ``(setup, game, undo_points)`` that waits behind the replay, or None). Signal
    ``finished(object live)``: the replay was closed by the player (:meth:`leave`); ``live`` as
    above. Signal ``stepShown(int index)``: step ``index`` is now on the table.
    """

    finished = Signal(object)
    stepShown = Signal(int)

    def __init__(self, controller, scene, bar, say, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller, self.scene, self.bar, self._say = controller, scene, bar, say
        self.steps: ReplaySteps | None = None
        self.index = 0
        self.saved = None
        self.setup: GameSetup | None = None
        # The game being played that waits behind the replay: its setup, game and Undo's points.
        self.live: tuple[GameSetup, object, tuple] | None = None
        bar.stepRequested.connect(self.show_step)
        bar.closeRequested.connect(self.leave)

    @property
    def active(self) -> bool:
        """Whether a replay is on the table."""
        return self.steps is not None

    def enter(self, saved, steps: ReplaySteps | None = None, source: str | None = None,
              cut: tuple[dict, int | None] | None = None) -> bool:
        """Show the game of ``saved`` (a :class:`~allfives_qt.storage.SavedGame`) at its first
        deal: every hand face up, nothing can be played; the game being played waits.
        ``steps``: its :class:`ReplaySteps` when already made (Open record makes them while it
        reads the file), else they are made here. ``source``: the path of the record file shown,
        named in the bar's title (:meth:`ReplayBar.set_source`); the same game shown again keeps
        the name it had. A record that holds the hand being played of the game that waits shows
        only the hands before it (:meth:`hand_in_play`), and nothing opens when that is its first:
        returns whether the replay is shown. ``cut``: :meth:`cut` of ``saved`` and ``steps`` when
        the caller has it already.
        """
        record, hidden = cut if cut is not None else self.cut(saved, steps)
        if hidden == 0:  # nothing before it to show (the window says so: refused)
            return False
        c = self.controller
        if not self.active:
            playing = c.game is not None and not c.passive
            self.live = (c.setup, c.game, c.undo_points) if playing else None
        if source is not None or saved is not self.saved:
            self.bar.set_source(source)
        self.saved = saved
        self.setup = saved.setup
        if steps is None or hidden is not None:
            from .steps import ReplaySteps
            steps = ReplaySteps(record if hidden is None else {**record, "hands": record["hands"][:hidden]})
        self.steps = steps
        self.scene.reveal_all = True
        self.bar.set_steps(self.steps)
        self.bar.show()
        self.show_step(0)
        return True

    def cut(self, saved, steps: ReplaySteps | None = None) -> tuple[dict, int | None]:
        """The record of ``saved`` (``steps``' when given) and :meth:`hand_in_play` of it: where
        :meth:`enter` cuts it; at 0 it would show nothing."""
        record = steps.record if steps is not None else saved.game.to_record()
        return record, self.hand_in_play(record)

    def hand_in_play(self, record: dict) -> int | None:
        """The index of the first hand of ``record`` dealt as the hand being played in the game
        that waits behind the replay (or the one on the table, none being shown), while that
        hand is not over; else None. A deal is the tiles each seat was dealt, the seats' order
        and the tiles' spelling aside ("3-5" is "5-3"). The replay stops before that hand: its
        hidden tiles, face up, would show the person what the other players hold (play-test
        pt76 #1: a review asked for at a hand's end, then Next hand pressed while it ran, opened
        the replay on the new hand; an autosave opened as a record did the same; pt78 #1, #2:
        so did a copy whose tiles were spelt the other way round, or that kept only that hand).
        Anyone may still read the deal in the autosave's own text: this guards the window."""
        c = self.controller
        if self.active:
            game = self.live[1] if self.live is not None else None
        else:
            game = c.game if not c.passive else None
        if game is None or game.hand_over or not game.logs:
            return None
        live = deal_key(game.logs[-1].deal)
        hands = record.get("hands")
        if not isinstance(hands, list):
            return None
        return next((i for i, h in enumerate(hands)
                     if isinstance(h, dict) and deal_key(h.get("deal")) == live), None)

    def show_step(self, index: int) -> None:
        """Show step ``index`` (see :class:`ReplaySteps`), with its play, count and points in the
        status bar. An index outside the record changes nothing."""
        if self.steps is None or not 0 <= index < len(self.steps):
            return
        self.index = index
        self.controller.show_game(self.setup, self.steps.state(index))
        self.scene.on_hand_started()
        self.bar.set_position(index)
        self.say_step()
        self.stepShown.emit(index)

    def say_step(self) -> None:
        """Say the step on the table in the status bar again (after a change of language)."""
        if self.active:
            self._say(self.step_text())

    def places_before(self, index: int) -> dict[int, str]:
        """Where each open end lay on the screen just before the play of step ``index`` (0 < index
        < len(steps)): :meth:`~allfives_qt.ui.table_frame.TableFrame.places` of that layout."""
        before = self.steps.state(index - 1).hand.view(self.setup.shown_seat)
        return self.scene.frame.places(before)

    def step_text(self, index: int | None = None) -> str:
        """The sentence for a step of the replay: the deal, or, in the order they happened, the
        seats that passed since the play before, the tiles the player drew, and the play made
        (who, which tile, where), the count after it and the points it scored (under ``claims:
        muggins``: the points not claimed, and who called Muggins and took them, or that they
        were lost); and the end of the hand (with what its end scored each side) or of a record
        that stops in the middle of one."""
        index = self.index if index is None else index
        step = self.steps.steps[index]
        game = self.steps.state(index)
        rules = game.rules
        log = game.logs[step.hand]
        loc = QLocale()
        shown, human = self.setup.shown_seat, self.setup.human_seat

        def name(seat: int) -> str:
            return seat_name(seat, rules.players, shown, seat == human,
                             rules.partnerships and human is not None)

        drawn = self._drawn_from(index, game.hand)
        if step.plays == 0:
            text = (self.tr("Hand %1: the deal. First to play: %2.")
                    .replace("%1", loc.toString(step.hand + 1)).replace("%2", name(log.starter)))
        else:
            p = log.plays[step.plays - 1]
            arm = LEAD if p.end is None else ARM_BY_NAME[p.end]
            # Named where the end lay on the screen before the play, as the table's hints and the
            # review name it (play-test pt18 G: "the top end" here, "the end at the top" there).
            where = end_name(arm, self.places_before(index).get(arm))
            # What happened since the play before, in the order it happened: the passes, the
            # tiles this player drew (play-test pt9 #3), then the play (play-tests pt161 #3,
            # pt164 #6, pt165 #4: told after it, the draws read as made after the play).
            text = (self.tr("Hand %1, play %2:").replace("%1", loc.toString(step.hand + 1))
                    .replace("%2", loc.toString(step.plays)))
            text += self._passes_said(log, step.plays - 1, name, drawn, before=True)
            points = p.points if p.claimed else p.made
            played = (self._drew_and_played(p.claimed, points, p.seat == human) if p.drew
                      else self._played_words(p.claimed, points, p.seat == human))
            text += " " + (played.replace("%1", name(p.seat)).replace("%2", tile_words(p.tile))
                           .replace("%3", where).replace("%4", loc.toString(p.count))
                           .replace("%5", drawn(p.drew)))
            if p.muggins is not None:
                text += " " + (self.tr("%1 called Muggins! and took the %n points.", "", p.made)
                               .replace("%1", name(p.muggins)))
            elif not p.claimed:
                text += " " + self.tr("Nobody called Muggins: the points are lost.")
        if step.last and step.plays:  # after the hand's last play (pt159 #6: a block unsaid)
            text += self._passes_said(log, step.plays, name, drawn, before=False)
        if step.last and log.ended != "unfinished":
            text += " " + self._ending_said(log, game.over and step.hand == len(game.logs) - 1, name)
            if log.changes:  # what its end scored (play-test pt150 #5), nothing too (pt161 #9)
                sides = side_names(rules, human, shown)
                # Every side, 0 too (play-test pt158 #9: the side that went out was left out).
                text += " " + self.tr("At the end of the hand: %1.").replace("%1", ", ".join(
                    f"{sides[i]} {signed_number(c)}" for i, c in enumerate(log.changes)))
        elif step.last:  # play-test pt90: "Next to play: you", and nothing said it stops there
            text += " " + self.tr("The record stops here, in the middle of the hand.")
        return text

    def _ending_said(self, log, last: bool, name) -> str:
        """How the hand of ``log`` ended, as its results panel says it: who went out, or that it
        was blocked (play-tests pt154 #2, pt161 #9: "The hand is over." said neither), then "Game
        over." when it was the game's ``last``; ``name(seat)`` names a seat."""
        said = hand_ending(log.ended, log.plays[-1].seat if log.plays else -1, self.setup.human_seat,
                           name)
        if not said:  # the target reached during the hand: its end is not played
            return self.tr("Game over.") if last else self.tr("The hand is over.")
        return said + (" " + self.tr("Game over.") if last else "")

    def _drawn_from(self, index: int, hand):
        """A function ``take(k)`` that names the next ``k`` tiles drawn since the play before
        step ``index`` ("1-1, 2-6") from ``hand`` (that step's :class:`HandState`), in the order
        the draws were made: the passes' draws, the player's, then those after the hand's last
        play (the boneyard's order, RULES.md, "A hand"; play-tests pt167 #2, pt168 #6: the
        replay, which shows every hand, said only how many)."""
        at = self.steps.state(index - 1).hand.drawn if self.steps.steps[index].plays else 0

        def take(k: int) -> str:
            nonlocal at
            tiles, at = hand.boneyard[at:at + k], at + k
            return ", ".join(NAMES[t] for t in tiles)
        return take

    def _passes_said(self, log, after: int, name, drawn, before: bool) -> str:
        """The sentences (each after a space) on the passes of ``log`` (a hand's log) made after
        its play number ``after`` (0: before the first), with the tiles each seat drew first,
        named by ``drawn`` (:meth:`_drawn_from`; play-tests pt152 #3, pt156 #1: the replay said
        nothing of them): told ``before`` the step's play, or "after this play" (the hand's
        last); ``name(seat)`` names a seat."""
        text = ""
        for passed in log.passes:
            if passed.after_play != after:
                continue
            said = self._passed_words(passed.drew, passed.seat == self.setup.human_seat, before)
            text += " " + said.replace("%1", name(passed.seat)).replace("%2", drawn(passed.drew))
        return text

    # The person's draws and passes have sentences of their own, so that a language whose verbs
    # agree with who acts says "you drew" and "Left player drew" in the active voice (play-tests
    # pt154 #3, pt157 #4, pt160 #4: the Kiswahili and Russian replay used the passive for both).
    def _played_words(self, claimed: bool, points: int, you: bool) -> str:
        """The sentence on a play (``%2`` the tile, ``%3`` where, ``%4`` the count) and its
        ``points``, ``claimed`` or not (``claims: muggins``); the person's (``you``) or another
        seat's (``%1`` left for its name): play-test pt168 #4, the Russian replay wrote "Вы —
        1-4" where the table says "Вы выложили 1-4"."""
        if you:
            return (self.tr("You played %2 on %3. Count %4, %n points.", "", points) if claimed
                    else self.tr("You played %2 on %3. Count %4: %n points not claimed.", "",
                                 points))
        return (self.tr("%1 played %2 on %3. Count %4, %n points.", "", points) if claimed
                else self.tr("%1 played %2 on %3. Count %4: %n points not claimed.", "", points))

    def _drew_and_played(self, claimed: bool, points: int, you: bool) -> str:
        """:meth:`_played_words` for a play the seat drew tiles for first (``%5``: the tiles,
        named), in one sentence (play-tests pt167 #1, pt169 #5: "Partner drew 4-4 from the
        boneyard. Partner played 1-2 …" said the seat twice)."""
        if you:
            return (self.tr("You drew %5 from the boneyard and played %2 on %3. Count %4, %n "
                            "points.", "", points) if claimed
                    else self.tr("You drew %5 from the boneyard and played %2 on %3. Count %4: %n "
                                 "points not claimed.", "", points))
        return (self.tr("%1 drew %5 from the boneyard and played %2 on %3. Count %4, %n points.",
                        "", points) if claimed
                else self.tr("%1 drew %5 from the boneyard and played %2 on %3. Count %4: %n "
                             "points not claimed.", "", points))

    def _passed_words(self, drew: int, you: bool, before: bool) -> str:
        """The sentence on a pass, after the ``drew`` tiles drawn first (0 or more; ``%2``: the
        tiles, named): told ``before`` the step's play (in their order), or after the hand's
        last play; the person's (``you``) or another seat's (``%1`` left for its name)."""
        if you and before:
            return (self.tr("You drew %2 from the boneyard and passed.") if drew
                    else self.tr("You passed."))
        if you:
            return (self.tr("You drew %2 from the boneyard and passed after this play.") if drew
                    else self.tr("You passed after this play."))
        if before:
            return (self.tr("%1 drew %2 from the boneyard and passed.") if drew
                    else self.tr("%1 passed."))
        return (self.tr("%1 drew %2 from the boneyard and passed after this play.") if drew
                else self.tr("%1 passed after this play."))

    def key(self, key: int) -> bool:
        """Keys of the replay: Left/Right one play back/forward (mirrored in a right-to-left
        language: the arrow pointing the way the text reads goes forward), Page Up/Down the
        previous/next hand, Home the first deal, End the end of the hand, Space Play/Pause,
        Escape closes the replay. Return whether the key was used."""
        if self.steps is None:
            return False
        K = Qt.Key
        i = self.index
        hand = self.steps.steps[i].hand
        forward, back = K.Key_Right, K.Key_Left
        if self.bar.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            forward, back = back, forward
        if key in (forward, back):
            self.bar.set_playing(False)
            self.bar.go(i + 1 if key == forward else i - 1)
        elif key == K.Key_Home:
            self.bar.go_hand_start()
        elif key == K.Key_End:
            self.bar.go_hand_end()
        elif key == K.Key_PageUp:
            self.bar.go_hand(max(hand - 1, 0))  # the previous hand's deal (Home: this one's)
        elif key == K.Key_PageDown:
            self.bar.go_hand(hand + 1)
        elif key == K.Key_Space:
            self.bar.set_playing(not self.bar.play_action.isChecked())
        elif key == K.Key_Escape:
            self.leave()
        else:
            return False
        return True

    def end(self) -> None:
        """Stop showing the replay (a game starts or resumes); the waiting game is forgotten."""
        if self.steps is None:
            return
        self.bar.set_playing(False)
        self.steps = None
        self.live = None
        self.scene.reveal_all = False
        self.bar.hide()
        self._say("")

    def leave(self) -> None:
        """Close the replay as the player asked; ``finished(live)`` tells the window whether a
        game waits behind it."""
        if self.steps is None:
            return
        live = self.live
        self.end()
        self.finished.emit(live)
