"""The controller: the one bridge between the window and the engine (STYLE.md, "One dealer of moves").

The view sends *intents* ("the person at seat 0 plays 3-6 on the E end", "draw", "pass", "next
hand") to :class:`GameController`; the controller asks the engine
(:class:`~allfives_qt.engine.game.Game`) and, when the rules allow the action, applies it and emits a signal that the view animates. It never
paints, and the view never decides what is legal.

Computer seats decide in a worker thread (``QThreadPool`` + ``QRunnable``) and hand their move back
by a queued signal; the controller applies it on the GUI thread. A *generation* counter makes any
result that arrives after a new game, a new hand or :meth:`GameController.shutdown` harmless.

Pacing: computer actions wait :attr:`GameController.pace_ms` milliseconds (``QTimer``), and the
controller does not move on while the view holds it (:meth:`GameController.hold` /
:meth:`GameController.release`, called around animations). Tests set the pace to zero.
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from allfives_qt.controller_claims import MUGGINS_REASONS, ClaimClock, ClaimIntents
from allfives_qt.controller_hints import HintIntents
from allfives_qt.controller_undo import UndoIntents
from allfives_qt.engine.hand import LEAD, LEAD_FLIPPED, PLAYING, IllegalMove, Move, SeatView
from allfives_qt.game_setup import GameSetup  # what new_game takes (also imported from here)

if TYPE_CHECKING:
    from allfives_qt.engine.game import Game

log = logging.getLogger(__name__)

#: Reason codes the controller adds to the engine's :class:`IllegalMove` codes.
#: ``computer-seat``: the seat is played by the computer; ``busy``: a move is still being shown;
#: ``must-draw``: no tile fits and the boneyard has tiles; ``must-pass``: no tile fits and the
#: boneyard is empty; ``no-end``: a tile was dropped away from every open end; ``replay``: the
#: table shows a replay (:meth:`GameController.show_game`), where nothing is played;
#: ``fits-nowhere``: the tile matches no open end at all (the engine says ``halves-do-not-match``
#: for the one end it was asked about). With a reserve (RULES.md, option ``boneyard_reserve``) and
#: drawing at will: ``must-pass-reserve`` (no tile fits, only the reserve is left);
#: ``reserve-only``/``reserve-only-play`` (a draw refused: only the reserve is left; pass, or play
#: a tile that fits); ``boneyard-empty-play`` (a draw refused at will: the boneyard is empty, play);
#: ``reserve-only-lead``/``boneyard-empty-lead`` (the same on the lead: play any tile);
#: ``can-play-pass`` (a pass refused: a tile fits). A refused "Muggins!": :data:`MUGGINS_REASONS`.
EXTRA_REASONS = ("computer-seat", "busy", "must-draw", "must-pass", "no-end", "game-over", "replay",
                 "fits-nowhere", "nothing-to-claim", "must-pass-reserve", "boneyard-empty-play",
                 "boneyard-empty-lead", "reserve-only", "reserve-only-play", "reserve-only-lead",
                 "can-play-pass") + MUGGINS_REASONS


#: What a computer seat's worker answers instead of a move when the seat draws at will
#: (``draw: at-will``; :meth:`Player.draws_at_will`): the controller draws one tile for it, shows
#: the draw, and the seat decides again.
DRAW_AT_WILL = "draw-at-will"


class _Relay(QObject):
    """Carries a worker's answer back to the GUI thread (queued signal)."""

    decided = Signal(int, int, object)  # generation, seat, Move
    hinted = Signal(int, object, object)  # generation, Move, facts dict


class _Think(QRunnable):
    """Runs ``player.choose(view)`` (or ``explain``) in a pool thread and emits the result; under
    ``draw: at-will`` it first asks ``player.draws_at_will(view)`` and answers :data:`DRAW_AT_WILL`
    when the seat draws."""

    def __init__(self, relay: _Relay, cancel: threading.Event, gen: int, seat: int, player,
                 view: SeatView, hint: bool = False) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.relay, self.cancel, self.gen, self.seat = relay, cancel, gen, seat
        self.player, self.view, self.hint = player, view, hint

    def run(self) -> None:  # noqa: D102 - pool thread
        try:
            if self.hint:
                move, facts = self.player.explain(self.view)
            elif self.view.may_draw and self.view.legal and self.player.draws_at_will(self.view):
                move, facts = DRAW_AT_WILL, None
            else:
                move, facts = self.player.choose(self.view), None
        except Exception as exc:  # a broken player must not kill the pool thread; fall back
            log.error("computer player (%s) at seat %d raised %s: %s; playing its first legal move",
                      getattr(self.player, "level", "?"), self.seat, type(exc).__name__, exc)
            move, facts = (self.view.legal[0] if self.view.legal else None), {}
        if self.cancel.is_set():
            return
        try:
            if self.hint:
                self.relay.hinted.emit(self.gen, move, facts)
            else:
                self.relay.decided.emit(self.gen, self.seat, move)
        except RuntimeError:  # the window closed meanwhile
            pass


#: How many :attr:`GameController.pace_ms` the next computer seat waits while the person may
#: still claim their points (600 ms pace: 3 s), counted by :class:`ClaimClock` from when the
#: play has been shown, and only while the program answers.
CLAIM_PACES = 5
#: The shortest claim window, in milliseconds, whatever the pace: at the Instant speed (pace 0)
#: a person still has the Fast speed's window to press C (play-test pt49 #1: at Instant the
#: next computer seat called "Muggins!" before the Claim button could light).
CLAIM_MIN_MS = 1500
#: A computer seat that drew at will decides again after this share of the pace (a run of draws
#: at will, often the whole boneyard, would otherwise take a full pace per tile).
AT_WILL_PACE = 0.25
#: How many :attr:`GameController.pace_ms` a hand's last move stays in view before its end is
#: announced and the end-of-hand panel covers it (600 ms pace: 1.2 s, about as long as the
#: move's score stays on the table; play-test pt23).
END_PACES = 2


class GameController(ClaimIntents, HintIntents, UndoIntents, QObject):
    """Runs games for the window: applies the person's intents and the computer seats' moves.

    Signals (all on the GUI thread):

    - ``gameStarted()``: a new game (and its first hand) is dealt;
    - ``handStarted(int index)``: a hand is dealt (0-based hand index);
    - ``tilePlayed(int seat, int tile, int end, int points)``: ``end`` is W/E/N/S or LEAD;
    - ``tileDrawn(int seat, int tile)``: ``tile`` is -1 unless ``seat`` is :attr:`shown_seat`;
    - ``passed(int seat)``;
    - ``turnChanged(int seat)``: the seat to act after every action;
    - ``humanToAct(int seat)``: a person must play, draw or pass now (once per position);
    - ``thinking(int seat)``: a computer seat starts deciding;
    - ``handEnded(int index)``: the hand ended (read ``game.logs[index]``);
    - ``gameEnded(int winner)``: the winning side;
    - ``rejected(str code)``: an intent broke a rule (engine :class:`IllegalMove` code or one of
      :data:`EXTRA_REASONS`); nothing changed;
    - ``hintReady(object move, object facts)``: the expert player's suggestion for the person;
    - ``undone()``: :meth:`undo` took the game back (the view redraws the hand as it stands);
    - ``claimTimeStarted(int ms)``: ``claims: muggins``: the next seat, a computer player, waits
      ``ms`` milliseconds of :attr:`claim_clock` for the person's claim before it acts (and may
      call "Muggins!"); the clock's ``ticked(left_ms, total_ms)`` tells the time left (RULES.md,
      "Claims and Muggins!").
    - ``claimLapsed(int seat, int points)``: ``claims: muggins``: the person's unclaimed points are
      lost (the next player acts without calling "Muggins!").
    """

    gameStarted = Signal()
    handStarted = Signal(int)
    tilePlayed = Signal(int, int, int, int)
    #: ``claims: muggins``: (seat, points) a seat claimed; (caller, scorer, points) of a Muggins call.
    claimed = Signal(int, int)
    mugginsCalled = Signal(int, int, int)
    tileDrawn = Signal(int, int)
    passed = Signal(int)
    turnChanged = Signal(int)
    humanToAct = Signal(int)
    thinking = Signal(int)
    handEnded = Signal(int)
    gameEnded = Signal(int)
    rejected = Signal(str)
    hintReady = Signal(object, object)
    undone = Signal()
    claimTimeStarted = Signal(int)
    #: ``claims: muggins``: (seat, points) the person left unclaimed and nobody called Muggins! on:
    #: the next player acts and they are lost (RULES.md, "Claims and Muggins!").
    claimLapsed = Signal(int, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game: Game | None = None
        self.setup: GameSetup | None = None
        self.players: list = []
        #: Milliseconds a computer seat waits before each action (0 in tests).
        self.pace_ms = 600
        #: The shortest claim window in milliseconds (:data:`CLAIM_MIN_MS`; 0 in tests).
        self.claim_min_ms = CLAIM_MIN_MS
        #: Draw, or pass, for the person automatically when no tile fits (an option of View).
        self.auto_draw = False
        #: When True (demo), a finished hand is followed by the next after :attr:`pace_ms` * 3.
        self.auto_next = False
        self._gen, self._hold, self._thinking = 0, 0, False
        self._told: tuple | None = None  # the position humanToAct last told (see _step)
        self._announced = False  # handEnded / gameEnded already emitted for this hand
        self._end_paused = False  # the pause before announcing this hand's end has begun
        self._drew_at_will: int | None = None  # the computer seat that just drew at will
        self._closed = False
        self.passive = False  # True while the table only shows a game (a replay): no intents
        #: Whether the person may take back plays (:meth:`undo`; a setting).
        self.undo_enabled = True
        #: How many times :meth:`undo` was used in this game (the window keeps it with the game).
        self.undos = 0
        self._undo_stack: list[tuple] = []  # game snapshots before each of the person's plays
        self._cancel = threading.Event()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.decided.connect(self._on_decided)
        self._relay.hinted.connect(self._on_hinted)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._step)
        self._act_timer = QTimer(self)
        self._act_timer.setSingleShot(True)
        self._act_timer.timeout.connect(self._act)
        #: The person's claim window after their unclaimed scoring play (:class:`ClaimClock`).
        self.claim_clock = ClaimClock(self)
        self.claim_clock.expired.connect(self._act)

    # ------------------------------------------------------------------ reading
    @property
    def human_seat(self) -> int | None:
        """The seat a person plays, or None in a demo game."""
        return self.setup.human_seat if self.setup else None

    @property
    def shown_seat(self) -> int:
        """The seat whose hand the window shows face up: the person's, or seat 0 in a demo."""
        return self.setup.shown_seat if self.setup else 0

    @property
    def hand_index(self) -> int:
        """0-based index of the current hand."""
        return len(self.game.logs) - 1 if self.game else -1

    def view(self) -> SeatView | None:
        """What :attr:`shown_seat` may see of the hand, with the scores (None before a game)."""
        if self.game is None or self.game.hand is None:
            return None
        return self.game.view(self.shown_seat)

    def is_human(self, seat: int) -> bool:
        """Whether a person plays ``seat``."""
        return bool(self.setup) and self.setup.levels[seat] is None

    def human_turn(self) -> bool:
        """Whether a person is to act now (and no move is still being shown)."""
        g = self.game
        return (g is not None and not self.passive and not g.hand_over
                and self.is_human(g.hand.turn) and self._hold == 0)

    def hand_ended(self) -> bool:
        """Whether the table shows a hand that has ended, of a game being played (not a replay):
        the game may be over with it. Enter or a click on the table then goes on."""
        g = self.game
        return not self.passive and g is not None and g.hand is not None and g.hand_over

    def can_next_hand(self) -> bool:
        """Whether :meth:`next_hand` would deal now: a hand has ended (:meth:`hand_ended`) and
        the game is not over (RULES.md, "The end of a hand")."""
        return self.hand_ended() and not self.game.over

    def check(self, tile: int, end: int) -> str | None:
        """Why the person may not play ``tile`` on ``end`` (W/E/N/S, or LEAD / LEAD_FLIPPED for
        the lead) now (a reason code), or None if they may."""
        reason = self._human_forced_reason()
        if reason is not None:
            return reason
        g = self.game
        reason = g.hand.check(tile, end, g.hand.turn)
        if reason == "halves-do-not-match" and not self.legal_ends(tile):
            # Not this end nor any other: say so (or that no tile fits at all).
            if g.hand.must_draw():
                return "must-draw"
            if g.hand.must_pass():
                return self.pass_reason()
            return "fits-nowhere"
        return reason

    def pass_reason(self) -> str:
        """The reason code saying the person must pass: ``must-pass``, or ``must-pass-reserve``
        when the boneyard still holds the reserve's tiles (never drawn)."""
        hand = self.game.hand
        return "must-pass-reserve" if hand.boneyard_size else "must-pass"

    def _refined(self, reason: str, can_play: str = "can-play") -> str:
        """An engine refusal of a draw or pass made precise for the person: whether only the
        reserve is left, and whether a tile fits (then the person must play, not pass); a draw
        refused because a tile fits says that the boneyard is empty too, when it is; on the lead,
        that any tile may be played (``lead-any``; play-test pt71 #7). ``can_play``: the code of
        a plain "a tile fits" refusal (``can-play-pass`` for a pass)."""
        hand = self.game.hand
        if reason == "can-play" and hand.center is None:
            return "lead-any"
        if reason == "can-play" and not hand.drawable and can_play == "can-play":
            # nothing to draw anyway (pt45 #4)
            reason = "boneyard-empty"
        if reason == "boneyard-empty" and hand.center is None:  # any tile leads (pt101 #4)
            return "reserve-only-lead" if hand.boneyard_size else "boneyard-empty-lead"
        if reason == "boneyard-empty":
            fits = bool(hand.legal_moves())
            if hand.boneyard_size:
                return "reserve-only-play" if fits else "reserve-only"
            return "boneyard-empty-play" if fits else reason
        return can_play if reason == "can-play" else reason

    def legal_ends(self, tile: int) -> list[int]:
        """Ends where the person to act may play ``tile`` now: W/E/N/S indices, or ``[LEAD]`` for
        the lead; empty when it is not a person's turn or the tile fits nowhere."""
        if not self.human_turn():
            return []
        hand = self.game.hand
        if hand.center is None:
            return [LEAD] if (hand.hands[hand.turn] >> tile) & 1 else []
        return sorted({m.end for m in hand.legal_moves() if m.tile == tile})

    def distinct_ends(self, tile: int) -> list[int]:
        """:meth:`legal_ends` with one end of each group that leaves one layout up to which arm
        is which (a tile on either of two like ends of a line with no spinner or of a spinner
        alone or covered on both sides; :func:`allfives_qt.ai.review.choices`, which
        the review counts as one choice): a double-click plays such a tile without asking where
        (play-test pt48 #6)."""
        ends = self.legal_ends(tile)
        if len(ends) < 2:
            return ends
        from allfives_qt.ai.review import choices

        view = self.game.view(self.game.hand.turn)
        return [group[0].end for group in choices(view) if group[0].tile == tile]

    def points_if(self, tile: int, end: int) -> int | None:
        """What the person to act would score by playing ``tile`` on ``end`` now (an arm W/E/N/S
        or LEAD), from the engine (:meth:`HandState.points_after`, RULES.md "Scoring during the
        hand"); None when that play is not legal now. Nothing is played."""
        if end not in self.legal_ends(tile):
            return None
        hand = self.game.hand
        return hand.points_after(tile, LEAD if hand.center is None else end)

    def playable_tiles(self) -> set[int]:
        """Tiles the person to act can play now (empty when it is not a person's turn)."""
        if not self.human_turn():
            return set()
        return {m.tile for m in self.game.hand.legal_moves()}

    def can_draw(self) -> bool:
        """Whether the person to act must (and so may) draw now."""
        return self.human_turn() and self.game.hand.must_draw()

    def can_pass(self) -> bool:
        """Whether the person to act must (and so may) pass now."""
        return self.human_turn() and self.game.hand.must_pass()

    def why_not_tile(self, tile: int) -> str | None:
        """Why the person cannot play ``tile`` anywhere now (a reason code, ``fits-nowhere`` for a
        tile of the hand that matches no open end), or None if it fits."""
        reason = self._human_forced_reason()
        if reason is not None:
            return reason
        g = self.game
        if not (g.hand.hands[g.hand.turn] >> tile) & 1:
            return "tile-not-in-hand"
        if g.hand.must_draw():
            return "must-draw"
        if g.hand.must_pass():
            return self.pass_reason()
        return None if self.legal_ends(tile) else "fits-nowhere"

    # ------------------------------------------------------------------ intents
    def new_game(self, setup: GameSetup) -> None:
        """Start a new game with ``setup``; any game in progress is dropped (its computer moves
        still thinking are ignored when they arrive)."""
        from allfives_qt.engine.game import Game  # not before the window's first paint (issue 14)

        self._take(setup, Game(setup.rules, setup.seed))

    def resume_game(self, setup: GameSetup, game: Game, undos: int = 0, undo_points=()) -> None:
        """Go on with ``game``, a game already under way (an autosave, or the game left for a
        replay), exactly where it stands: same hands, boneyard, layout, scores and seat to act;
        ``undos``: the times Undo was used in it so far (:attr:`undos`, kept for the statistics);
        ``undo_points``: snapshots of ``game`` before the person's plays of the hand being played
        (:attr:`~allfives_qt.storage.autosave.SavedGame.undo_points`), which Undo then takes back.

        ``setup``: its rules (``game.rules``), each seat's player and seed. The computer players are
        made as :meth:`new_game` makes them; ``gameStarted`` and ``handStarted`` are emitted (the
        view draws the hand as it stands) and the seat to act acts next. A hand already over is
        announced (``handEnded``) as if it had just ended. Raises ``ValueError`` when ``setup``
        does not have one level per seat of ``game``.
        """
        if len(setup.levels) != game.rules.players:
            raise ValueError(f"levels needs {game.rules.players} entries, got {len(setup.levels)}")
        self._take(setup, game, undos, undo_points)

    def announce_end(self) -> None:
        """Announce the end of the hand on the table (``handEnded``, and ``gameEnded`` when the
        game is over) at once, without the pause that keeps a last move in view, when it is over
        and not yet announced and nothing is being shown; else do nothing. For a game taken back
        at a hand's end (:meth:`resume_game`) before a window the game waits behind opens
        (play-test pt126 #1: History, opened again as a replay closed, held it, and the score
        box went without the hand's end-of-hand points until it closed)."""
        g = self.game
        if (g is not None and not self.passive and (g.over or g.hand_over) and not self._announced
                and not self._hold and not self._thinking):
            self._end_paused = True
            self._step()

    def show_game(self, setup: GameSetup, game: Game) -> None:
        """Show ``game`` without playing it (the replay viewer): :attr:`passive` is set, no seat
        acts and every intent is refused with ``replay``; no signal is emitted (the view draws the
        state itself). :meth:`new_game` or :meth:`resume_game` ends it. Any game in progress stops
        where it is (its computer moves still thinking are dropped)."""
        self._reset_flow()
        self.passive = True
        self.setup = setup
        self.game = game
        self.players = []

    def _take(self, setup: GameSetup, game: Game, undos: int = 0, undo_points=()) -> None:
        self._reset_flow()
        self.undos = undos
        self._undo_stack = list(undo_points)
        self.passive = False
        self.setup = setup
        self.game = game
        seed = game.seed
        from allfives_qt.ai import make_player  # the computer players: imported when a game starts
        self.players = [None if lv is None else make_player(lv, seed * 10 + s + 1, rules=game.rules)
                        for s, lv in enumerate(setup.levels)]
        # A hand already over is announced at once: no move of it is being shown to keep in view
        # (play-test pt24: back from the replay, the table waited without panel or buttons).
        self._end_paused = game.hand_over
        self.gameStarted.emit()
        self.handStarted.emit(self.hand_index)
        self._schedule(0)

    def next_hand(self) -> bool:
        """Deal the next hand once the current one is over; return False (and change nothing)
        when the hand is still being played or the game is over (:meth:`can_next_hand`)."""
        if not self.can_next_hand():
            return False
        self._reset_flow()
        self.game.next_hand()
        self.handStarted.emit(self.hand_index)
        self._schedule(0)
        return True

    def play(self, tile: int, end: int) -> str | None:
        """The person to act plays ``tile`` on ``end``. Return None when played, else the reason
        code (also emitted as ``rejected``); a rejected play changes nothing.

        For the lead, ``end`` may be LEAD, LEAD_FLIPPED or any arm (taken as LEAD).
        """
        g = self.game
        if g is not None and g.hand is not None and g.hand.center is None and end in range(4):
            end = LEAD
        reason = self.check(tile, end)
        if reason is not None:
            self.rejected.emit(reason)
            return reason
        self._undo_stack.append(g.snapshot())
        self._apply_play(g.hand.turn, Move(tile, end))
        return None

    # ------------------------------------------------------ drawing at will
    def can_draw_at_will(self) -> bool:
        """Whether the person may draw although a tile fits (``draw: at-will``)."""
        return self.human_turn() and not self.game.hand.must_draw() and self.game.hand.may_draw()

    def draw(self) -> str | None:
        """The person to act draws one tile from the boneyard (when no tile fits, or at will under
        ``draw: at-will``). Return None, or the reason code."""
        reason = self._human_forced_reason()
        if reason is None:
            try:
                seat = self.game.hand.turn
                tile = self.game.draw()
            except IllegalMove as exc:
                reason = self._refined(exc.code)
        if reason is not None:
            self.rejected.emit(reason)
            return reason
        self.tileDrawn.emit(seat, tile if seat == self.shown_seat else -1)
        self._after_action()
        return None

    def pass_turn(self) -> str | None:
        """The person to act passes. Return None, or the reason code."""
        reason = self._human_forced_reason()
        if reason is None:
            try:
                seat = self.game.hand.turn
                self.game.pass_turn()
            except IllegalMove as exc:
                reason = self._refined(exc.code, "can-play-pass")
        if reason is not None:
            self.rejected.emit(reason)
            return reason
        self.passed.emit(seat)
        self._after_action()
        return None

    # ------------------------------------------------------------- animations
    def hold(self) -> int:
        """The view starts showing a move, or a window the game waits behind opens: the
        controller waits until :meth:`release`. Returns the flow's number, for ``release``."""
        self._hold += 1
        return self._gen

    def release(self, flow: int | None = None) -> None:
        """The view finished showing a move; the game moves on when nothing else is held. A
        ``flow`` that has ended since (:meth:`_reset_flow`: a new game or hand, undo) frees none."""
        if self._hold > 0 and flow in (None, self._gen):
            self._hold -= 1
        if self._hold == 0 and not self.undo_when_shown():
            self._schedule(0)

    @property
    def end_announced(self) -> bool:
        """Whether the end of the hand on the table (and of the game, if over) has been announced
        (``handEnded``, ``gameEnded``): after its last move was shown and, at a pace above 0, a
        pause of :data:`END_PACES` times :attr:`pace_ms` with that move in view."""
        return self._announced

    @property
    def busy(self) -> bool:
        """Whether a move is being shown or a computer seat is thinking."""
        return self._hold > 0 or self._thinking

    def shutdown(self) -> None:
        """Stop everything at once (the window closes): timers stop, computer answers still to
        come are dropped. Waits at most for the one decision being computed."""
        self._closed = True
        self._cancel.set()
        self._gen += 1
        self._timer.stop()
        self._act_timer.stop()
        self.claim_clock.stop()
        self._pool.clear()
        self._pool.waitForDone(3000)

    # ----------------------------------------------------------------- flow
    def _reset_flow(self) -> None:
        self._undo_stack.clear()
        self._undo_waiting = False
        self._gen += 1
        self._pool.clear()  # searches not yet begun are for the flow that ended
        self._timer.stop()
        self._act_timer.stop()
        self.claim_clock.stop()
        self._hold = 0
        self._thinking = False
        self._announced = self._end_paused = False
        self._drew_at_will = None

    def _human_forced_reason(self) -> str | None:
        """Why the person may not act at all now (a reason code: no game, replay, hand or game
        over, not their seat, a move still being shown), or None when they may."""
        g = self.game
        if self.passive:
            return "replay"
        if g is None or g.over:
            return "game-over"
        if g.hand_over:
            return "hand-over"
        if not self.is_human(g.hand.turn):
            return "wrong-seat"
        if self._hold:
            return "busy"
        return None

    def _schedule(self, delay: int) -> None:
        if not self._closed:
            self._timer.start(max(0, delay))

    def _after_action(self) -> None:
        g = self.game
        if not g.hand_over:
            self.turnChanged.emit(g.hand.turn)
        if self._hold == 0:
            self._schedule(0)

    def _apply_play(self, seat: int, move: Move) -> None:
        end = LEAD if move.end == LEAD_FLIPPED else move.end
        g = self.game
        self._drew_at_will = None
        if not self.is_human(seat):  # computer players claim their own points (RULES.md)
            claim = g.rules.claims == "automatic" or self.players[seat].claims(g.hand.view(seat))
        else:  # the person claims with C; a play that ends the hand is claimed with it
            after = g.hand.copy()
            after.play(move.tile, move.end)
            claim = after.status != PLAYING
        points = g.play(move.tile, move.end, claim=claim)
        self.tilePlayed.emit(seat, move.tile, end, points)
        self._after_action()

    @Slot()
    def _step(self) -> None:
        """Move the game on: announce an ended hand or game, or let the seat to act act."""
        g = self.game
        if self._closed or self.passive or g is None or self._hold or self._thinking:
            return
        if g.over or g.hand_over:
            if not self._announced and self.pace_ms > 0 and not self._end_paused:
                # The last move stays in view for a pause before the end-of-hand panel covers it
                # (play-test pt22 #4: a blocked hand's last draws were gone at once).
                self._end_paused = True
                self._schedule(self.pace_ms * END_PACES)
                return
            if not self._announced:
                self._announced = True
                if g.over:
                    self.handEnded.emit(self.hand_index)
                    self.gameEnded.emit(g.winner if g.winner is not None else -1)
                else:
                    self.handEnded.emit(self.hand_index)
                    if self.auto_next:
                        self._timer.start(max(1, self.pace_ms * 3))
                return
            if self.auto_next and not g.over:
                self.next_hand()
            return
        hand = g.hand
        seat = hand.turn
        if self._act_timer.isActive() or self.claim_clock.running:
            return
        if self.is_human(seat):
            if self.auto_draw and (hand.must_draw() or hand.must_pass()):
                # A forced pass too (pt58 #2: P pressed 20 times in Muggins), after a pause.
                self._act_timer.start(max(0, self.pace_ms // 2 if hand.must_draw() else self.pace_ms))
                return
            told = (self._gen, id(g), len(g.logs), len(hand.history), tuple(g.scores))
            if told != self._told:  # once a position: a window's release tells nothing new
                self._told = told
                self.humanToAct.emit(seat)
            return
        # After the person's unclaimed scoring play the next seat waits longer (or until the
        # person claims), so a person has time to press C (RULES.md, "Claims and Muggins!").
        if self._drew_at_will == seat:  # the same seat goes on drawing at will: quicker
            self._act_timer.start(int(self.pace_ms * AT_WILL_PACE))
            return
        if self.can_claim():  # the play has been shown: the person's claim window opens
            self.claim_clock.start(max(self.claim_min_ms, self.pace_ms * CLAIM_PACES))
            self.claimTimeStarted.emit(self.claim_clock.total_ms)
        else:
            self._act_timer.start(self.pace_ms)

    @Slot()
    def _act(self) -> None:
        """After the pause: the computer seat to act draws, passes or starts deciding; a person's
        forced draw or pass is made when the option says so."""
        g = self.game
        if (self._closed or self.passive or g is None or g.hand_over or self._hold
                or self._thinking):
            return
        hand = g.hand
        seat = hand.turn
        if self.is_human(seat):
            if self.auto_draw and hand.must_draw():
                tile = g.draw()
                self.tileDrawn.emit(seat, tile if seat == self.shown_seat else -1)
                self._after_action()
            elif self.auto_draw and hand.must_pass():
                self.pass_turn()
            else:
                self._schedule(0)
            return
        if g.unclaimed is not None:
            left = g.unclaimed_entry()
            if self.players[seat].calls_muggins(hand.view(seat), left.made):
                self._muggins(seat)  # before acting: "Muggins!"
                return
            if self.is_human(left.seat):  # nobody takes them: the person's points are lost
                self.claimLapsed.emit(left.seat, left.made)
        if hand.must_draw():
            tile = g.draw()
            self.tileDrawn.emit(seat, tile if seat == self.shown_seat else -1)
            self._after_action()
        elif hand.must_pass():
            g.pass_turn()
            self.passed.emit(seat)
            self._after_action()
        else:
            self._thinking = True
            self.thinking.emit(seat)
            view = g.view(seat)  # with the game's scores: near the target it plays for the game
            self._start_think(seat, self.players[seat], view)

    def _start_think(self, seat: int, player, view: SeatView, hint: bool = False) -> None:
        """Let ``player`` choose ``seat``'s move in ``view`` on the pool's thread, one search at
        a time: ``_on_decided`` follows, or ``_on_hinted`` for a ``hint``."""
        self._pool.start(_Think(self._relay, self._cancel, self._gen, seat, player, view, hint))

    @Slot(int, int, object)
    def _on_decided(self, gen: int, seat: int, move) -> None:
        if gen != self._gen or self._closed or self.passive:
            return
        self._thinking = False
        g = self.game
        if g is None or g.hand_over or g.hand.turn != seat:
            return
        if move == DRAW_AT_WILL and g.hand.may_draw():
            tile = g.draw()  # recorded as the next play's "drew" (RULES.md, "Drawing at will")
            self._drew_at_will = seat
            self.tileDrawn.emit(seat, tile if seat == self.shown_seat else -1)
            self._after_action()  # the seat decides again after the usual pause
            return
        if move is None or move == DRAW_AT_WILL or g.hand.check(move.tile, move.end) is not None:
            legal = g.hand.legal_moves()
            if not legal:
                return
            move = legal[0]
        self._apply_play(seat, move)
