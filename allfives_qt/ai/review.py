"""Reviewing a game: every choice one seat made, set against the strongest player's choice from
what that seat could see then (RULES.md, "Reviewing a game"). Pure Python, no Qt.

The record is replayed by the engine (:func:`~allfives_qt.engine.record.replay_record`, the same
checks as ``allfives-qt replay``); just before each play of the reviewed seat the seat's view is
taken (:meth:`HandState.view`: its own hand, the table, the public history; never another hand or
the boneyard order). The Expert evaluates every distinct move of that view through
:func:`move_values`, the only place the review asks a computer player, so an improved Expert
improves the review. The Expert's random source depends only on a fixed seed and the view, so a
review is a function of the record alone, whatever the number of worker processes.

A review may be kept in the record under the optional ``review`` key (:func:`attach_review`):
per seat, the program version, the number of plays of each hand it covers, and the reviewed
plays (reviewing one more hand keeps the hands reviewed before). :func:`review_record` reuses
the hands it covers when the version matches.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from allfives_qt import __version__
from allfives_qt.engine.game import Game, PlayLog
from allfives_qt.engine.hand import (ARM_NAMES, LEAD, LEAD_FLIPPED, E, Move, N, S, SeatView, W,
                                     tile_text)
from allfives_qt.engine.record import RecordError, replay_record
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import NAMES

from .players import ExpertPlayer, points_to_win, public_state, winning_play

#: Seed of the reviewing Expert (fixed: a review depends on the record alone).
REVIEW_SEED = 1
#: Work of one position's evaluation in tile plays (the Expert's decisions use 16,000).
REVIEW_WORK = 80_000
#: A play whose expected result is within this many points of the best counts as the best.
SAME = 0.05
#: A play that gives away less than this many points counts as accurate.
ACCURATE = 1.0
#: The program that wrote a review kept in a record, with the revision of the review's judgement:
#: a review kept by another is made again (revision 2 judges a play that wins the game as such;
#: revision 3 values plays that differ only in which arm is which alike, :class:`ReviewExpert`;
#: revision 4 counts a tile on either of two like ends of a line with no spinner as one choice;
#: revision 5 marks the entry of an unclaimed play that had no choice of move ``"only": true``;
#: revision 6 counts a tile on an N or S end with no tile yet and on a like end as one choice;
#: revision 7 values the plays of a position with nothing hidden in one search, every value from
#: the same depth, with four times the nodes, :class:`ReviewExpert`).
PROGRAM = f"allfives-qt {__version__}, review 7"

Progress = Callable[[int, int], None]


class ReviewStopped(Exception):
    """The review was stopped before it finished (its ``stop`` callback said so)."""


@dataclass(frozen=True)
class Position:
    """One play of the reviewed seat, just before it was made.

    ``hand``, ``play``: 0-based indexes in the record. ``view``: what the seat saw then.
    ``played``: the move made (a lead may be LEAD_FLIPPED). ``written``: its tile as the record
    writes it. ``rules``: the game's rules.
    """

    hand: int
    play: int
    view: SeatView
    played: Move
    written: str
    rules: Rules


def positions(record: Any, seat: Any) -> tuple[Game, list[Position]]:
    """Replay ``record`` (a parsed JSON value) and return ``(game, positions)``: the replayed game
    and every play of ``seat``, in record order, with the seat's view just before it.

    Raises :class:`RecordError` for a record that ``replay`` rejects (same reasons and wording)
    and for a seat that is not a whole number from 0 to players - 1.
    """
    found: list[Position] = []

    def note(game: Game, hi: int, pi: int, tile: int, end: int) -> None:
        hand = game.hand
        if hand is not None and hand.turn == seat:
            written = record["hands"][hi]["plays"][pi]["tile"]
            # The game's scores are in the view: a play that wins the game at once is judged so.
            found.append(Position(hi, pi, game.view(seat), Move(tile, end), written, game.rules))

    game = replay_record(record, before_play=note)
    if type(seat) is not int or not 0 <= seat < game.rules.players:
        raise RecordError(f"bad seat {seat!r}: must be a seat from 0 to {game.rules.players - 1}")
    return game, found


class ReviewExpert(ExpertPlayer):
    """The Expert as the review asks it: ties in its playouts go to the play that leaves the
    lower count (:attr:`ExpertPlayer.count_tie`), a rule that does not depend on which arm is
    which. With the arms' order instead, two plays that leave the same ends on different arms were
    valued up to 8 points apart (play-test pt129 #1), and so was a choice by whichever of its like
    moves stood for it.

    With nothing hidden it searches with four times the nodes of the Expert that plays
    (:attr:`search_budget`, per move): in 68 such positions of 2-player hands, the plays' losses
    lay 11.8 points (mean) from those of a search five times longer, against 20.9 before review
    revision 7 (docs/expert-rounds.md, "Eighteenth round")."""

    count_tie = -1e-4
    search_budget = 20_000


def move_values(view: SeatView, rules: Rules) -> list[tuple[Move, float]]:
    """Return ``(move, expected)`` for every move of ``view.legal``: the strongest computer player's
    estimate of the net points for the seat's side from that move to the end of the hand
    (:meth:`ExpertPlayer.evaluate` with :data:`REVIEW_WORK`, as :class:`ReviewExpert`). Raises
    ``ValueError`` without moves."""
    return ReviewExpert(REVIEW_SEED, rules).evaluate(view, work=REVIEW_WORK)


def _shape(state: Any, tile: int) -> tuple:
    """What a position looks like after ``tile`` was played, up to which arm is which: two moves
    of one tile with the same shape are the same choice. Once both sides of the spinner are
    covered, its four ends count and take tiles alike (RULES.md, "Doubles and the spinner"), so
    any arm may stand for another (play-test pt129 #1: 3-3 on a 3 at E or on a 3 at S); before
    that, W and E may swap, and N and S. With no spinner (not yet, or ``spinner: none``) the
    line's two ends are alike whichever holds tiles: the first double joins the whole line into
    one arm of it (play-test pt132 #1: 6-6 on either of two 6s in Fives and Threes)."""
    ends, pts, arms = state.ends, state.pts, state.arms
    if state.spinner >= 0 and arms[W] and arms[E]:
        # An end with no tile yet is one like any other that shows its number and adds as
        # much (play-test pt163 #3: 0-5 on the 0 at W or on an empty N or S of the 0-0).
        four = tuple(sorted((ends[a], pts[a]) for a in (W, E, N, S)))
        return tile, four, state.spinner, state.count
    line = state.spinner < 0
    sides = tuple(sorted((ends[a], pts[a], line or bool(arms[a])) for a in (W, E)))
    crosses = tuple(sorted((ends[a], pts[a]) for a in (N, S)))
    return tile, sides, crosses, state.spinner, state.count


def choices(view: SeatView) -> list[list[Move]]:
    """Group ``view.legal`` into distinct choices: moves of one tile that leave one layout up to
    which arm is which (:func:`_shape`: a lead written either way, a tile on either side of a
    spinner alone, a tile on either of two like ends of a line with no spinner, a tile on either
    of two like ends of a spinner with both sides covered) are one choice.
    Each group lists its moves in ``view.legal`` order; groups come in the order of their first move."""
    base = public_state(view)
    groups: dict[tuple, list[Move]] = {}
    for m in view.legal:
        c = base.copy()
        c._play(m.tile, m.end)
        groups.setdefault(_shape(c, m.tile), []).append(m)
    return list(groups.values())


def choice_values(view: SeatView, rules: Rules,
                  groups: list[list[Move]] | None = None) -> tuple[list[Move], list[float]]:
    """Return ``(moves, values)``: the first move of each distinct choice of ``view``
    (:func:`choices`, or ``groups`` when given) and the review's value of each
    (:func:`move_values` of those moves alone). Raises ``ValueError`` without legal moves."""
    groups = choices(view) if groups is None else groups
    reps = [g[0] for g in groups]
    return reps, [v for _, v in move_values(view._replace(legal=tuple(reps)), rules)]


class Coach:
    """The reviewer as a hint giver: :meth:`explain` names the move the review would call best
    in ``view`` (the same choices, values, seed and work as :func:`review_position`), so a person
    who follows every hint loses nothing in the review of that game; but where a play reaches
    the target and wins the game at once (the view has the game's scores), that play
    (:func:`~.players.winning_play`). ``rules``: the game's."""

    level = "expert"

    def __init__(self, rules: Rules) -> None:
        self.rules = rules

    def explain(self, view: SeatView) -> tuple[Move, dict]:
        """Return ``(move, facts)`` as :meth:`Player.explain` does: ``points_now``, ``expected``
        (the review's value of the move, points for the seat's side to the end of the hand),
        ``level``, and ``as_good``: the other choices (a move standing for each) that the review
        would also call best, valued within :data:`SAME` of it (play-test pt151 #2: the hint named
        one best play, the review two), best first; empty for a play that wins the game. Raises
        ``ValueError`` when ``view.legal`` is empty."""
        won = winning_play(view, self.rules)
        if won is not None:  # a play that wins the game now (facts without a value)
            return won[0], {"points_now": won[1], "expected": None, "level": self.level,
                            "as_good": []}
        reps, values = choice_values(view, self.rules)  # the review plays for the hand alone
        order = sorted(range(len(reps)), key=lambda i: (-values[i], i))
        best = order[0]
        move = reps[best]
        points = public_state(view).points_after(move.tile, move.end)
        as_good = [reps[i] for i in order[1:] if values[best] - values[i] < SAME]
        return move, {"points_now": points, "expected": round(values[best], 2), "level": self.level,
                      "as_good": as_good}


def _written(view: SeatView, move: Move) -> tuple[str, str | None]:
    """``(tile, end)`` of ``move`` as a record writes it: the matching half first; a lead low half first."""
    if move.end in (LEAD, LEAD_FLIPPED):
        return NAMES[move.tile], None
    return tile_text(move.tile, view.ends[move.end]), ARM_NAMES[move.end]


def _end_name(move: Move) -> str | None:
    return None if move.end in (LEAD, LEAD_FLIPPED) else ARM_NAMES[move.end]


def review_position(pos: Position) -> dict[str, Any] | None:
    """Review one play: return the entry RULES.md, "Reviewing a game" describes (``hand``, ``play``,
    ``tile``, ``end``, ``best``, ``points``, ``best_points``, ``loss``), or None when the seat had no
    choice (one distinct move). Module-level so worker processes can run it.

    With the game's scores in the view (:func:`positions` puts them there), a play that reaches
    the target and wins the game at once (:func:`~.players.winning_play`) is the best whatever its
    hand's value (RULES.md judges the hand alone, and so called the winning play a mistake when
    the hand would have gone on better); where the seat had one and made another play, the
    winning play is named best and the loss is at least :data:`ACCURATE`. Either way the entry
    adds ``"wins_game": true`` (the best move wins the game at once)."""
    view = pos.view
    groups = choices(view)
    if len(groups) < 2:
        return None
    played_end = LEAD if pos.played.end == LEAD_FLIPPED else pos.played.end
    mine = next(i for i, g in enumerate(groups) if Move(pos.played.tile, played_end) in g)
    reps, values = choice_values(view, pos.rules, groups)
    best = max(range(len(reps)), key=lambda i: (values[i], i == mine, -i))
    loss = values[best] - values[mine]
    if best == mine or loss < SAME:
        best, loss = mine, 0.0
    state = public_state(view)
    won = winning_play(view, pos.rules)
    if won is not None:  # a play that wins the game at once is the best, whatever the hand's value
        if state.points_after(pos.played.tile, pos.played.end) >= points_to_win(view, pos.rules):
            best, loss = mine, 0.0
        else:
            best = next(i for i, g in enumerate(groups) if won[0] in g)
            loss = max(ACCURATE, values[best] - values[mine])
    end = _end_name(pos.played)
    if best == mine:
        best_tile, best_end = pos.written, end
    else:
        best_tile, best_end = _written(view, reps[best])
    entry = {
        "hand": pos.hand, "play": pos.play, "tile": pos.written, "end": end,
        "best": {"tile": best_tile, "end": best_end},
        "points": state.points_after(pos.played.tile, pos.played.end),
        "best_points": state.points_after(reps[best].tile, reps[best].end),
        "loss": round(loss, 1),
    }
    if won is not None:
        entry["wins_game"] = True  # the best move wins the game at once
    return entry


def best_count(plays: list[dict[str, Any]]) -> int:
    """How many of the reviewed ``plays`` were the best move: the move itself lost nothing (its
    ``loss`` less a missed claim's ``claim_loss`` is 0; the claim is counted by
    :func:`missed_claims`)."""
    return sum(1 for p in plays if round(p["loss"] - p.get("claim_loss", 0), 1) == 0)


def with_a_choice(plays: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The reviewed ``plays`` that had a choice of move: all but the missed claims of plays with
    none (``"only": true``, :func:`with_claim`)."""
    return [p for p in plays if not p.get("only")]


def missed_claims(plays: list[dict[str, Any]]) -> int:
    """How many of the reviewed ``plays`` left their points unclaimed (``claim_loss`` > 0;
    ``claims: muggins``, RULES.md "Claims and Muggins!")."""
    return sum(1 for p in plays if p.get("claim_loss"))


def biggest_mistake(plays: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The reviewed play with the largest loss (the first of equals), or None when none lost."""
    worst = max(plays, key=lambda p: p["loss"], default=None)
    return worst if worst is not None and worst["loss"] > 0 else None


def summary(seat: int, plays: list[dict[str, Any]]) -> dict[str, Any]:
    """Return the ``review --json`` document for ``seat`` from its reviewed ``plays``: ``seat``,
    ``plays``, ``total_loss`` (sum of the losses, to 0.1) and ``accuracy`` (share of plays that
    lose less than :data:`ACCURATE` points, 0..1 to 4 places; None with no reviewed play)."""
    total = round(sum(p["loss"] for p in plays), 1)
    accuracy = round(sum(1 for p in plays if p["loss"] < ACCURATE) / len(plays), 4) if plays else None
    return {"seat": seat, "plays": plays, "total_loss": total, "accuracy": accuracy}


def review_record(record: Any, seat: Any, *, workers: int = 1, progress: Progress | None = None,
                  reuse: bool = True, hands: set[int] | None = None,
                  stop: Callable[[], bool] | None = None) -> dict[str, Any]:
    """Review every play of ``seat`` in ``record`` that had a choice; return :func:`summary`'s document.

    ``workers``: processes (the result does not depend on it). ``progress(done, total)`` is called
    after each play reviewed. ``reuse``: take the hands a review kept in the record covers
    (:func:`stored_plays`) instead of reviewing them again. ``hands``: review only these hand
    indexes (default all). ``stop()``: asked before each play; when it returns True the review
    ends with :class:`ReviewStopped`. Raises :class:`RecordError` as :func:`positions` does.
    """
    game, found = positions(record, seat)
    if hands is not None:
        found = [p for p in found if p.hand in hands]
    kept = stored_plays(record, seat, found) if reuse else {}
    todo = [p for p in found if p.hand not in kept]
    results: dict[tuple[int, int], dict[str, Any] | None] = {}
    for entries in kept.values():
        for e in entries:
            results[(e["hand"], e["play"])] = e
    total = len(todo)
    if progress:
        progress(0, total)
    for done, (pos, entry) in enumerate(zip(todo, _run(todo, workers, stop)), 1):
        results[(pos.hand, pos.play)] = with_claim(entry, pos, game.logs[pos.hand].plays[pos.play])
        if progress:
            progress(done, total)
    plays = [results[k] for k in sorted(results) if results[k] is not None]
    return summary(seat, plays)  # type: ignore[arg-type]


def claim_loss(log: PlayLog, rules: Rules) -> float:
    """What leaving a play's points unclaimed cost its side (``claims: muggins``; RULES.md,
    "Claims and Muggins!"), in the review's unit (the side's points minus the other sides' mean,
    as :func:`move_values`): the ``made`` points not taken, and, when an opponent called Muggins
    on them, their share of the other sides' mean too (with two sides: ``2 * made``). 0 for a
    claimed play or one that scored nothing. RULES.md, "Reviewing a game" says nothing of claims:
    counting a missed claim as a mistake is this program's choice."""
    if log.claimed or not log.made:
        return 0.0
    if log.muggins is None:
        return float(log.made)
    return log.made + log.made / max(1, rules.sides - 1)


def with_claim(entry: dict[str, Any] | None, pos: Position, log: PlayLog) -> dict[str, Any] | None:
    """``entry`` (:func:`review_position`'s, None for a play with no choice) with a missed claim
    counted: ``claimed: false``, ``claim_loss`` (:func:`claim_loss`, to 0.1) and ``muggins`` (the
    caller's seat or None) added, and ``loss`` raised by ``claim_loss``. A play with no choice
    whose points went unclaimed gets an entry of its own (its best move is the play made), marked
    ``"only": true``: the claim was its only choice (play-test pt137 #1: it was counted among the
    plays with a choice that were best)."""
    lost = round(claim_loss(log, pos.rules), 1)
    if not lost:
        return entry
    if entry is None:
        end = _end_name(pos.played)
        entry = {"hand": pos.hand, "play": pos.play, "tile": pos.written, "end": end,
                 "best": {"tile": pos.written, "end": end}, "points": log.made,
                 "best_points": log.made, "loss": 0.0, "only": True}
    return {**entry, "loss": round(entry["loss"] + lost, 1), "claimed": False,
            "claim_loss": lost, "muggins": log.muggins}


def _run(todo: list[Position], workers: int, stop: Callable[[], bool] | None):
    """Yield :func:`review_position` of each of ``todo`` in order, in ``workers`` processes;
    raise :class:`ReviewStopped` as soon as ``stop()`` says so."""
    if workers <= 1 or len(todo) <= 1:
        for pos in todo:
            if stop and stop():
                raise ReviewStopped
            yield review_position(pos)
        return
    from .simulate import worker_pool

    with worker_pool(min(workers, len(todo))) as pool:
        for entry in pool.imap(review_position, todo):
            if stop and stop():
                raise ReviewStopped
            yield entry


# ------------------------------------------------------------------ reviews kept in records
_ENTRY_KEYS = {"hand": int, "play": int, "tile": str, "points": int, "loss": (int, float)}
#: The largest number a kept entry may hold (hand and play indexes, points, losses): far above
#: any real one (a record holds at most 5 MiB), and below what a float holds exactly.
MOST_KEPT = 10**9


def _number_ok(value: Any) -> bool:
    """Whether ``value`` is a number a kept entry may hold: an int or a float, not a bool, and
    within :data:`MOST_KEPT` (play-test pt111 #1: a "loss" of 1e999, read as infinity, or of 400
    digits, broke the review's sums, History and Open record). NaN fails the comparison too."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) \
        and -MOST_KEPT <= value <= MOST_KEPT


def _entry_ok(e: Any) -> bool:
    """Whether a kept entry is well formed and agrees with itself (play-test pt52 #7: a "loss"
    of 99 on a play that was its own best was believed): every number in range
    (:func:`_number_ok`), its loss is the move's plus any missed claim's (``claim_loss``, between
    0 and the loss), and when the best is the play itself the move's loss is 0 and the best's
    points are its own."""
    if not isinstance(e, dict) or not isinstance(e.get("best"), dict):
        return False
    if any(not isinstance(e.get(k), t) or isinstance(e.get(k), bool) for k, t in _ENTRY_KEYS.items()):
        return False
    if not (isinstance(e["best"].get("tile"), str) and isinstance(e.get("best_points"), int)):
        return False
    claim = e.get("claim_loss", 0)
    numbers = (e["hand"], e["play"], e["points"], e["loss"], e["best_points"], claim)
    if not all(map(_number_ok, numbers)) or not 0 <= claim <= e["loss"]:
        return False
    own = e["best"].get("tile") == e["tile"] and e["best"].get("end") == e.get("end")
    if e.get("only", False) is not False and (e["only"] is not True or not own or not claim):
        return False  # "only" marks the missed claim of a play with no choice, its own best
    return not own or (round(e["loss"] - claim, 1) == 0 and e["best_points"] == e["points"])


def stored_plays(record: Any, seat: int, found: list[Position]) -> dict[int, list[dict[str, Any]]]:
    """Return the reviewed plays of ``seat`` that ``record``'s ``review`` key keeps and that still
    fit it, by hand index: only from a review by this program version (:data:`PROGRAM`), only for
    hands whose play count is the one reviewed, and only when every play of the seat there that had
    a choice has an entry naming the same tile and end, and an unclaimed play (``"claimed": false``)
    has one counting the missed claim (``claim_loss``). Anything malformed is ignored (empty)."""
    kept = record.get("review", {}) if isinstance(record, dict) else {}
    mine = kept.get(str(seat)) if isinstance(kept, dict) else None
    if not isinstance(mine, dict) or mine.get("program") != PROGRAM:
        return {}
    covered, entries = mine.get("covered"), mine.get("plays")
    if not isinstance(covered, list) or not isinstance(entries, list) or not all(map(_entry_ok, entries)):
        return {}
    by_play = {(e["hand"], e["play"]): e for e in entries}
    hands = record["hands"]
    out: dict[int, list[dict[str, Any]]] = {}
    for hi, n in enumerate(covered):
        if hi >= len(hands) or n != len(hands[hi].get("plays", [])):
            continue
        ok, mine_here = True, []
        for pos in (p for p in found if p.hand == hi):
            e = by_play.get((hi, pos.play))
            missed = hands[hi]["plays"][pos.play].get("claimed") is False
            if e is None:
                if missed or len(choices(pos.view)) > 1:
                    ok = False
                continue
            if e["tile"] != pos.written or e.get("end") != _end_name(pos.played):
                ok = False
            if missed != ("claim_loss" in e):  # kept before missed claims counted, or changed
                ok = False
            if e.get("only", False) == (len(choices(pos.view)) > 1):  # "only" where there was none
                ok = False
            mine_here.append(e)
        if ok:
            out[hi] = mine_here
    return out


def kept_review(review: Any, seat: int | None) -> dict[str, Any] | None:
    """The review of ``seat`` kept in a record's ``review`` object (as :func:`attach_review` writes
    it): :func:`summary`'s document of its plays, whatever program version wrote it, or None when
    there is none or it is malformed."""
    mine = review.get(str(seat)) if isinstance(review, dict) and seat is not None else None
    plays = mine.get("plays") if isinstance(mine, dict) else None
    if not isinstance(plays, list) or not all(map(_entry_ok, plays)):
        return None
    return summary(seat, plays)


def review_unreadable(review: Any, seat: int | None) -> bool:
    """Whether ``review`` (a record's ``review`` value; None when it has none) is one that cannot
    be used for ``seat``: not an object, or its entry for the seat malformed (:func:`kept_review`
    gives None). A review of other seats only is not."""
    if review is None:
        return False
    if not isinstance(review, dict):
        return True
    return str(seat) in review and kept_review(review, seat) is None


def attach_review(record: dict[str, Any], result: dict[str, Any],
                  hands: set[int] | None = None) -> dict[str, Any]:
    """Return a copy of ``record`` that keeps ``result`` (a :func:`review_record` document) under
    ``review``, next to other seats' reviews: ``{"<seat>": {"program", "covered", "plays"}}``.

    ``hands``: the hand indexes ``result`` reviewed (default: every hand of ``record``; a hand with
    an entry in ``result`` counts too). The seat's plays of the other hands that ``record``'s
    review already keeps stay, when this program version (:data:`PROGRAM`) wrote them: reviewing
    hand 2 keeps hand 1's verdicts. ``covered`` gives, per hand, its number of plays when it was
    reviewed, or None for a hand with no review kept (never reviewed, or kept by another version:
    review it again to keep it). ``replay`` ignores the key. Raises ``KeyError`` for a ``result``
    without ``seat`` or ``plays``."""
    out = copy.deepcopy(record)
    kept = out.get("review")
    if not isinstance(kept, dict):
        kept = {}
    done = set(range(len(record["hands"]))) if hands is None else set(hands)
    done |= {e["hand"] for e in result["plays"]}
    old_covered, old_plays = _same_version(kept.get(str(result["seat"])))
    plays = [e for e in old_plays if e["hand"] not in done] + copy.deepcopy(result["plays"])
    plays.sort(key=lambda e: (e["hand"], e["play"]))
    earlier = {e["hand"] for e in plays} - done
    covered: list[int | None] = []
    for hi, h in enumerate(record["hands"]):
        if hi in done:
            covered.append(len(h.get("plays", [])))
        else:
            n = old_covered[hi] if hi in earlier and hi < len(old_covered) else None
            covered.append(n if type(n) is int else None)
    kept[str(result["seat"])] = {"program": PROGRAM, "covered": covered, "plays": plays}
    out["review"] = kept
    return out


def _same_version(mine: Any) -> tuple[list[Any], list[dict[str, Any]]]:
    """``(covered, plays)`` of one seat's kept review written by this program version, with
    well-formed plays; ``([], [])`` for anything else."""
    if not isinstance(mine, dict) or mine.get("program") != PROGRAM:
        return [], []
    covered, plays = mine.get("covered"), mine.get("plays")
    if not isinstance(plays, list) or not all(map(_entry_ok, plays)):
        return [], []
    return (covered if isinstance(covered, list) else []), plays


def kept_hands(record: Any, seat: int) -> set[int]:
    """The hand indexes (0-based) of ``record`` whose review of ``seat`` its ``review`` key keeps:
    each hand with a kept play (whatever program version wrote it, as :func:`kept_review` shows
    them), and each hand the review covered (its play count unchanged) in which the seat never
    had a choice nor left points unclaimed, so there was nothing to keep. A hand that ``covered``
    names but whose plays are missing (records kept before reviews of several hands were merged
    lost the earlier hands' plays) is not reviewed. Empty for no review or a malformed one.
    Raises :class:`RecordError` for a record ``replay`` rejects (only when such a hand is looked at)."""
    kept = record.get("review") if isinstance(record, dict) else None
    mine = kept.get(str(seat)) if isinstance(kept, dict) else None
    plays = mine.get("plays") if isinstance(mine, dict) else None
    if not isinstance(plays, list) or not all(map(_entry_ok, plays)):
        return set()
    out = {e["hand"] for e in plays}
    covered, hands = mine.get("covered"), record.get("hands")
    if not isinstance(covered, list) or not isinstance(hands, list):
        return out
    quiet = {hi for hi, n in enumerate(covered[:len(hands)]) if hi not in out and type(n) is int
             and isinstance(hands[hi], dict) and n == len(hands[hi].get("plays", []))}
    if quiet:
        _, found = positions(record, seat)
        for pos in found:
            if pos.hand in quiet and (len(choices(pos.view)) > 1
                                      or hands[pos.hand]["plays"][pos.play].get("claimed") is False):
                quiet.discard(pos.hand)
    return out | quiet
