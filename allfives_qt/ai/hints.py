"""Plain reasons for a hint (issue 11, item 5), from what the person's seat may see.

A hint names a play; :func:`hint_facts` says, in numbers a sentence can use, why it is a good one:
what it scores now, the most any legal play scores now, and the most the *next* player could
score right after it with any tile they might hold (the tiles not in the person's hand and not on
the table), compared with the same figure for every other legal play. Nothing here peeks: the
unseen tiles are only ever considered as a whole. Pure Python, no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

from allfives_qt.engine.hand import PLAYING, HandState, Move, SeatView
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import TILES

from .players import points_to_win, public_state


@dataclass(frozen=True)
class HintFacts:
    """Why a play is suggested, in points (RULES.md, "Scoring during the hand").

    ``points_now``: what the play scores at once. ``best_now``: the most any legal play scores
    at once. ``threat``: the most the next player could score on their turn after the play, with
    any unseen tile (0 when the play ends the hand). ``least_threat``/``most_threat``: the
    smallest and largest ``threat`` over all legal plays. ``best_move``: a play that scores
    ``best_now`` (the first such in the view's order), so a hint that scores less can name what
    it gives up (play-test pt16 #1); None when not worked out. ``goes_out``: the play is the
    seat's last tile, so it ends the hand (RULES.md, "The end of a hand"). ``wins_game``: the
    play brings the seat's side to the target, so it wins the game at once (the view has the
    game's scores, :attr:`SeatView.scores`, and the rules ``win: immediate``; RULES.md, "The game").
    ``only_play``: the seat has one legal play and may not draw instead (under ``draw: at-will``
    drawing is the other choice: play-test pt126 #4, "it is your only play" with tiles left to
    draw), so the hint gives no reason beyond that. A tile
    that fits two ends leaving one layout up to which arm is which is one choice to the review
    (:func:`~allfives_qt.ai.review.choices`), but the table lights both ends, so the hint does not
    call it the only play (play-test pt40 #5). ``like_ends``: the seat's legal plays are all one
    tile on ends that leave the same open ends (one choice to the review), and it may not draw
    instead, so the hint says the other lit end is the same play rather than weighing them
    (play-test pt130 #1: "looking a few turns ahead it is the best play" of either end).
    """

    points_now: int
    best_now: int
    threat: int
    least_threat: int
    most_threat: int
    best_move: Move | None = None
    goes_out: bool = False
    wins_game: bool = False
    only_play: bool = False
    like_ends: bool = False

    @property
    def safest(self) -> bool:
        """Whether the play leaves the next player the fewest points, and some other play would
        have left more."""
        return self.threat == self.least_threat < self.most_threat


def unseen_tiles(view: SeatView) -> list[int]:
    """Tile ids neither in ``view``'s hand nor on the table: the other hands and the boneyard."""
    seen = set(view.hand)
    seen.update(ev.tile for ev in view.history if ev.tile >= 0)
    return [t for t in range(len(TILES)) if t not in seen]


def _replies(state: HandState, move: Move, unseen: list[int]):
    """The state after ``move`` is played on ``state`` (not changed) and the ``(tile, arm)`` pairs
    of the ``unseen`` tiles that would fit its open ends, or None when the move ends the hand."""
    after = state.copy()
    after.play(move.tile, move.end)
    if after.status != PLAYING:
        return None
    return after, [(t, arm) for arm, pips in enumerate(after.ends) if pips >= 0
                   for t in unseen if pips in TILES[t]]


def threat_after(state: HandState, move: Move, unseen: list[int]) -> int:
    """The most points the next player could score right after ``move`` is played on ``state``
    (not changed) with one of the ``unseen`` tiles; 0 when the move ends the hand."""
    found = _replies(state, move, unseen)
    if found is None:
        return 0
    after, fits = found
    return max((after.points_after(t, arm) for t, arm in fits), default=0)


def fits_after(state: HandState, move: Move, unseen: list[int]) -> bool | None:
    """Whether any of the ``unseen`` tiles fits an open end after ``move`` is played on
    ``state`` (not changed); None when the move ends the hand."""
    found = _replies(state, move, unseen)
    return None if found is None else bool(found[1])


def scores_at_once(view: SeatView,
                   state: HandState | None = None) -> tuple[dict[Move, int], Move]:
    """What each of ``view``'s legal plays scores at once (RULES.md, "Scoring during the hand"),
    and the first of those that score the most, in the view's order. ``state``: the view's
    :func:`~.players.public_state`, when already made. Raises ``ValueError`` when the view has
    no legal play."""
    state = public_state(view) if state is None else state
    now = {m: state.points_after(m.tile, m.end) for m in view.legal}
    return now, max(view.legal, key=lambda m: now[m])


def hint_facts(view: SeatView, move: Move) -> HintFacts:
    """The facts behind suggesting ``move`` (one of ``view.legal``) to ``view``'s seat.

    Raises ``ValueError`` when ``move`` is not a legal play of the view."""
    if move not in view.legal:
        raise ValueError(f"not a legal play here: {move!r}")
    state = public_state(view)
    unseen = unseen_tiles(view)
    now, best = scores_at_once(view, state)
    threat = {m: threat_after(state, m, unseen) for m in view.legal}
    return HintFacts(now[move], now[best], threat[move], min(threat.values()),
                     max(threat.values()), best, len(view.hand) == 1,
                     now[move] >= points_to_win(view, view.rules or Rules.make(view.players)) > 0,
                     len(view.legal) == 1 and not view.may_draw, _like_ends(view))


def _like_ends(view: SeatView) -> bool:
    """Whether ``view``'s several legal plays are one choice (:func:`.review.choices`: one tile
    on ends that leave the same open ends) and the seat may not draw instead."""
    if len(view.legal) < 2 or view.may_draw:
        return False
    from .review import choices  # review imports the players, as this module does

    return len(choices(view)) == 1


def hand_may_end_soon(view: SeatView, few: int = 2) -> tuple[int, int] | None:
    """``(seat, fewest)``: the fewest tiles another seat holds in ``view``, when that is at most
    ``few`` and the rules count the pips left in hand at the hand's end (RULES.md, "The end of a
    hand": not under ``end_of_hand: go-out-point``), and the first seat after the viewer's in
    turn order that holds so few (play-test pt176 #1: "a player holds only 1 tile" of three).
    The hand may then end soon, and a heavy tile kept costs. Else None. What the hints and the
    review say of a heavier tile got rid of (play-test pt175)."""
    if view.rules is not None and view.rules.end_of_hand == "go-out-point":
        return None
    n = view.players
    others = [(view.seat + k) % n for k in range(1, n)]
    seat = min(others, key=lambda s: view.hand_sizes[s])  # the first of the fewest: min is stable
    return (seat, view.hand_sizes[seat]) if view.hand_sizes[seat] <= few else None
