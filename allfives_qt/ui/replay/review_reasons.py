"""Why the review's better move was better, where a plain figure says it (play-test pt110 #7:
"Better: 6-6 on the lead (0 points) … your play 5-5 cost 1.5 points" left a newcomer asking why).

The reason given is the one a player can check on the table, from what the reviewed seat could
see then (its hand and the table, nothing else): first, that the next player held one tile, which
might have fitted after the play and could not have after the better move (:func:`lets_out`);
else what the next player could score at once after each move, with any tile the seat could not
see (:func:`allfives_qt.ai.hints.threat_after`, the hints' own measure), said only when the play
left the next player more than the better move would have; else, when the hand could end soon
(another player held one or two tiles) and the pips left in hand count at its
end, that the better move got rid of a heavier tile (:func:`sheds_more`; play-test pt175 #1: a
10-point play that cost 3.8 points with the partner about to go out was given no reason).
Otherwise the difference lies further on in the hand, and the review's figure stands alone.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from allfives_qt.ai.hints import (fits_after, hand_may_end_soon, scores_at_once, threat_after,
                                  unseen_tiles)
from allfives_qt.ai.players import public_state
from allfives_qt.engine.hand import ARM_BY_NAME, LEAD, LEAD_FLIPPED, Move, SeatView
from allfives_qt.engine.tiles import PIPS, parse_halves, parse_tile, tile_id

from ..sentences import HintWords, end_name, others_name
from ..tile_item import tile_accessible_name


def move_loss(entry: dict[str, Any]) -> float:
    """What the choice of move itself cost (the entry's ``loss`` less its ``claim_loss``)."""
    return round(entry["loss"] - entry.get("claim_loss", 0), 1)


def entry_move(tile: str, end: str | None) -> Move:
    """The :class:`Move` a review entry writes as ``tile`` ("5-1") and ``end`` (an arm's name, or
    None for the lead). Raises ``ValueError`` for a text that is no tile."""
    return Move(tile_id(*parse_halves(tile)), LEAD if end is None else ARM_BY_NAME[end])


def threats(entry: dict[str, Any], view: SeatView) -> tuple[int, int] | None:
    """The most the next player could score at once after the play of ``entry`` and after its
    better move, from ``view`` (the reviewed seat's, just before the play); None when either is
    not a legal play there (a record that does not fit it)."""
    moves = _moves(entry, view)
    if moves is None:
        return None
    state, unseen = public_state(view), unseen_tiles(view)
    return threat_after(state, moves[0], unseen), threat_after(state, moves[1], unseen)


def _moves(entry: dict[str, Any], view: SeatView) -> tuple[Move, Move] | None:
    """The play of ``entry`` and its better move, or None when either is not a legal play in
    ``view`` (a record that does not fit it)."""
    played = entry_move(entry["tile"], entry.get("end"))
    best = entry_move(entry["best"]["tile"], entry["best"].get("end"))
    legal = {(m.tile, LEAD if m.end == LEAD_FLIPPED else m.end) for m in view.legal}
    if any((m.tile, m.end) not in legal for m in (played, best)):
        return None
    return played, best


def lets_out(entry: dict[str, Any], view: SeatView) -> bool:
    """Whether the next player held one tile, and after the play of ``entry`` some tile the
    reviewed seat could not see would fit an open end, but after its better move none would (the
    hand's end then counted the seat's tiles for the other side: RULES.md, "The end of a hand";
    play-test pt151 #11: a play that cost 90 points was given no reason). From ``view``, the
    seat's just before the play; False when either move is not a legal play there."""
    moves = _moves(entry, view)
    if view.hand_sizes[(view.seat + 1) % view.players] != 1 or moves is None:
        return False
    state, unseen = public_state(view), unseen_tiles(view)
    return (fits_after(state, moves[0], unseen) is True
            and fits_after(state, moves[1], unseen) is False)


def sheds_more(entry: dict[str, Any], view: SeatView) -> tuple[int, int, int, int] | None:
    """``(seat, fewest, best, played)`` when the better move of ``entry`` got rid of a tile
    heavier by at least 2 pips (``best`` and ``played`` pips) while the hand could end soon:
    another player, ``seat``, held only ``fewest`` tiles and the pips left in hand count at its end
    (:func:`~allfives_qt.ai.hints.hand_may_end_soon`); else None. From ``view``, the reviewed
    seat's just before the play."""
    soon = hand_may_end_soon(view)
    played, best = (PIPS[parse_tile(t)] for t in (entry["tile"], entry["best"]["tile"]))
    if soon is None or best - played < 2:
        return None
    return (*soon, best, played)


def reason_text(entry: dict[str, Any], view: SeatView | None, points) -> str:
    """The sentence on why ``entry``'s better move was better, or "" (see the module's docstring).
    ``view``: the reviewed seat's view just before the play (None: not known); ``points``: the
    review's words for a number of points (:func:`~.review.points_text`)."""
    if view is None or entry["best"] == {"tile": entry["tile"], "end": entry.get("end")}:
        return ""
    if lets_out(entry, view):
        return QCoreApplication.translate(
            "Review", "The next player had one tile left: after your play they could have played "
                      "it and ended the hand; after the better move, no tile they could hold "
                      "would have fitted.")
    found = threats(entry, view)
    if found is None:
        return ""
    if found[0] <= found[1]:
        heavier = sheds_more(entry, view)
        if heavier is None:
            return ""
        seat, fewest, best, played = heavier
        pips = HintWords().pips  # the hints' own words for a tile's pips
        return (ReasonWords().sheds(fewest).replace("%1", pips(best)).replace("%2", pips(played))
                .replace("%3", others_name(seat, view)))
    if found[1] == 0:  # not "at most 0 points" (play-test pt113 #2)
        return QCoreApplication.translate(
            "Review", "After your play the next player could score up to %1 at once; after the "
                      "better move, nothing.", "points with their word, as 15 points"
        ).replace("%1", points(found[0]))
    return (QCoreApplication.translate(
        "Review", "After your play the next player could score up to %1 at once; after the "
                  "better move, at most %2.", "points with their word, as 15 points")
            .replace("%1", points(found[0])).replace("%2", points(found[1])))


class ReasonWords(QObject):
    """The review's reasons with the plural forms of ``%n`` (pyside6-lupdate marks ``%n``
    strings as plurals only in a class's ``tr()``)."""

    def sheds(self, fewest: int) -> str:
        """The hand could end soon (another player, ``%3``, held only ``fewest`` tiles): the
        better move got rid of ``%1`` ("9 pips": :meth:`~..sentences.HintWords.pips`), the play
        only ``%2``."""
        return self.tr("%3 held only %n tiles, so the hand could end soon, and the pips left "
                       "in hand count then: the better move got rid of %1, your play only %2.",
                       "%3: a player's name, as Right player", fewest)

    def forgone(self, points: int) -> str:
        """A play that would have scored ``points`` at once: ``%1`` on ``%2``."""
        return self.tr("%1 on %2 would have scored %n points at once, but it was worth less over "
                       "the rest of the hand.", "", points)


def forgone_text(entry: dict[str, Any], view: SeatView | None,
                 places: dict[int, str] | None = None) -> str:
    """For a play whose move the review calls best although another legal play would have
    scored more at once: that play and its points, and that it was worth less (the hint's
    reason, in the past; play-test pt147 #3: "Your play 5-6 ... was the best" of a play that
    scored nothing, beside one that scored 10, said nothing of why). "" otherwise, or when
    ``view`` (the reviewed seat's, just before the play) is not known. ``places``: where each
    open end lay on the screen, as :func:`~.review.mark_text` names them."""
    if (view is None or not view.legal or move_loss(entry) != 0 or entry.get("only")
            or entry.get("wins_game")):
        return ""
    now, other = scores_at_once(view)  # the first of the most scoring plays, as the hint names
    if now[other] <= entry["points"]:
        return ""
    arm = LEAD if other.end == LEAD_FLIPPED else other.end
    where = end_name(arm, (places or {}).get(arm))
    text = (ReasonWords().forgone(now[other]).replace("%1", tile_accessible_name(other.tile))
            .replace("%2", where))
    # Why it was worth less, where the table shows it (play-test pt155 #3: the next player
    # scored 20 on that end at once, and nothing said it could).
    moves = _moves(entry, view)  # the play (the best move) twice, or None: not in the view
    if moves is not None:
        state, unseen = public_state(view), unseen_tiles(view)
        after_other = threat_after(state, other, unseen)
        after_mine = threat_after(state, moves[0], unseen)
        if after_other > after_mine:
            text += " " + _forgone_threat(after_other, after_mine)
    return text


def _forgone_threat(most: int, least: int) -> str:
    """After the play that would have scored more at once, the next player could have scored up
    to ``most`` points at once; after the play made, at most ``least`` (0: nothing)."""
    from .review import points_text  # (the review imports this module)

    if not least:
        return QCoreApplication.translate(
            "Review", "After it the next player could have scored up to %1 at once; after your "
                      "play, nothing.", "points with their word, as 15 points"
        ).replace("%1", points_text(most))
    return (QCoreApplication.translate(
        "Review", "After it the next player could have scored up to %1 at once; after your play, "
                  "at most %2.", "points with their word, as 15 points")
            .replace("%1", points_text(most)).replace("%2", points_text(least)))
