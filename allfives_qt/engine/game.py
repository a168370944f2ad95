"""A whole game of All Fives: hands in turn, scores by side, the end of a hand and winning
(RULES.md, "A hand" rule 1, "The end of a hand", "Winning").

:class:`Game` drives :class:`~allfives_qt.engine.hand.HandState` and keeps a log of every hand
(:class:`HandLog`) from which both the game record and the ``replay`` report are written.
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass, field
from typing import Any

from .hand import (ARM_NAMES, LEAD, LEAD_FLIPPED, OUT, PLAYING, HandState, IllegalMove,
                   tile_text)
from .rules import Rules
from .tiles import NAMES, SET_SIZE, mask_of, mask_pips, round_to_five

#: How a hand ended, as the ``replay`` report writes it.
ENDED_OUT, ENDED_BLOCKED, ENDED_TARGET, ENDED_UNFINISHED = "out", "blocked", "target", "unfinished"


@dataclass
class PlayLog:
    """One play of a hand: ``seat``, ``tile`` as written (``"a-b"``), ``end`` ("W"/"E"/"N"/"S",
    None for the lead), ``drew`` (tiles drawn just before it), ``points`` scored, ``count`` after it."""

    seat: int
    tile: str
    end: str | None
    drew: int
    points: int
    count: int


@dataclass
class PassLog:
    """One pass: ``seat``, ``drew`` (tiles drawn just before it), ``after_play`` (plays made before it)."""

    seat: int
    drew: int
    after_play: int


@dataclass
class HandLog:
    """Everything about one hand: the deal (tile ids per seat, in dealt order), the boneyard (draw
    order), the starter, plays and passes, and once it ends: how (``ended``), ``pips`` and
    ``penalties`` per seat (finished hands only) and the side ``scores`` after it."""

    deal: list[list[int]]
    boneyard: list[int]
    starter: int
    plays: list[PlayLog] = field(default_factory=list)
    passes: list[PassLog] = field(default_factory=list)
    ended: str = ENDED_UNFINISHED
    pips: list[int] | None = None
    penalties: list[int] | None = None
    scores: list[int] | None = None
    changes: list[int] | None = None  # end-of-hand change of each side's score


def end_of_hand_changes(rules: Rules, hand: HandState) -> tuple[list[int], list[int], list[int]]:
    """Score the end of the finished ``hand`` (RULES.md, "The end of a hand").

    Return ``(pips, penalties, changes)``: each seat's unrounded pips left in hand, each seat's
    total rounded to the nearest 5, and each side's score change under ``rules.end_of_hand``
    (one entry per side, :meth:`Rules.side_of`). A hand still being played changes nothing.
    """
    n = hand.players
    pips = [mask_pips(h) for h in hand.hands]
    penalties = [round_to_five(p) for p in pips]
    change = [0] * rules.sides
    if hand.status == PLAYING:
        return pips, penalties, change
    side_of = rules.side_of
    if rules.end_of_hand == "each-subtracts":
        for s in range(n):
            change[side_of(s)] -= penalties[s]
        return pips, penalties, change
    if hand.status == OUT:
        collector = side_of(hand.out_seat)
    else:  # blocked: the side with the lowest pip total collects, nobody on a tie
        side_pips = [0] * rules.sides
        for s in range(n):
            side_pips[side_of(s)] += pips[s]
        low = min(side_pips)
        if side_pips.count(low) != 1:
            return pips, penalties, change
        collector = side_pips.index(low)
    change[collector] = sum(penalties[s] for s in range(n) if side_of(s) != collector)
    return pips, penalties, change


def hand_seed(seed: int, index: int) -> random.Random:
    """Return the random source of hand ``index`` (0-based) of the game with ``seed``.

    Each hand's shuffle and random starter depend only on the seed and the hand's index, so any
    deal can be made again, and a game resumed, from the seed alone.
    """
    return random.Random(f"allfives:{seed}:{index}")


class Game:
    """A game under ``rules``, dealt from ``seed`` (a random one when None; see :attr:`seed`).

    ``deal_first``: deal the first hand at once (False when a record supplies the deals).
    Actions for the seat to act: :meth:`play`, :meth:`draw`, :meth:`pass_turn`,
    :meth:`do_forced`; after a hand ends, :meth:`next_hand`. Scores are per side
    (:meth:`Rules.side_of`). Raises :class:`IllegalMove` for an action the rules forbid.
    """

    def __init__(self, rules: Rules | None = None, seed: int | None = None, *, deal_first: bool = True) -> None:
        self.rules = rules or Rules.make()
        self.seed = secrets.randbelow(10**9) if seed is None else int(seed)
        self.scores = [0] * self.rules.sides
        self.logs: list[HandLog] = []
        self.hand: HandState | None = None
        self.winner: int | None = None
        self.over = False
        self._drew = 0  # draws by the seat to act since its last play or pass
        #: Draws and passes made since the last play of the current hand (what a record leaves out).
        self.forced_since_play = 0
        if deal_first:
            self.next_hand()

    # ---------------------------------------------------------------- hands
    @property
    def hand_over(self) -> bool:
        """Whether the current hand has ended (or there is none yet)."""
        return self.hand is None or self.hand.status != PLAYING or self.over

    def allowed_starters(self) -> list[int]:
        """Seats that may start the next hand: any seat for the first hand and after a blocked
        hand, otherwise only the player who went out (RULES.md, "A hand", 1)."""
        if not self.logs or self.logs[-1].ended == ENDED_BLOCKED:
            return list(range(self.rules.players))
        return [self.hand.out_seat]  # type: ignore[union-attr]

    def next_hand(self, deal: list[list[int]] | None = None, boneyard: list[int] | None = None,
                  starter: int | None = None) -> HandState:
        """Deal the next hand and return it: shuffled from the seed, or the given ``deal`` (tile ids
        per seat), ``boneyard`` and ``starter`` (as a record gives them).

        Raises ``ValueError`` when the game is over, the current hand is unfinished, the deal is
        not the 28 tiles in the right hand sizes, or the starter is not allowed.
        """
        if self.over:
            raise ValueError("the game is over")
        if self.hand is not None and self.hand.status == PLAYING:
            raise ValueError("the current hand is not finished")
        n, k = self.rules.players, self.rules.tiles_per_player
        allowed = self.allowed_starters()
        if deal is None:
            rng = hand_seed(self.seed, len(self.logs))
            tiles = list(range(SET_SIZE))
            rng.shuffle(tiles)
            deal = [tiles[i * k:(i + 1) * k] for i in range(n)]
            boneyard = tiles[n * k:]
            if starter is None:
                starter = allowed[0] if len(allowed) == 1 else rng.randrange(n)
        else:
            if boneyard is None or starter is None:
                raise ValueError("a given deal needs its boneyard and starter")
            if len(deal) != n or any(len(h) != k for h in deal):
                raise ValueError(f"the deal must give {n} seats {k} tiles each")
            everything = [t for h in deal for t in h] + list(boneyard)
            if len(everything) != SET_SIZE or len(set(everything)) != SET_SIZE:
                raise ValueError("the deal and boneyard are not exactly the 28 tiles of the set")
        if starter not in allowed:
            raise ValueError(f"seat {starter} may not start this hand (allowed: {allowed})")
        self.hand = HandState([mask_of(h) for h in deal], list(boneyard), starter)
        self.logs.append(HandLog([list(h) for h in deal], list(boneyard), starter))
        self._drew = 0
        self.forced_since_play = 0
        return self.hand

    # --------------------------------------------------------------- actions
    def play(self, tile: int, end: int, written: str | None = None) -> int:
        """The seat to act plays ``tile`` on ``end`` (see :meth:`HandState.play`); return the points.

        ``written``: the tile as a record writes it (default: the matching half first, or for the
        lead the W half first). Raises :class:`IllegalMove`.
        """
        hand = self._live_hand()
        seat = hand.turn
        if hand.center is None:
            first = NAMES[tile].split("-")[0 if end == LEAD else 1]
        else:
            first = hand.ends[end] if 0 <= end < 4 else -1
        points = hand.play(tile, end)
        log = self.logs[-1]
        log.plays.append(PlayLog(seat, written or tile_text(tile, int(first)),
                                 None if end in (LEAD, LEAD_FLIPPED) else ARM_NAMES[end],
                                 self._drew, points, hand.count))
        self._drew = 0
        self.forced_since_play = 0
        if points:
            side = self.rules.side_of(seat)
            self.scores[side] += points
            if self.rules.win == "immediate" and self.scores[side] >= self.rules.target:
                self.winner, self.over = side, True
                log.ended = ENDED_TARGET
                log.scores = self.scores[:]
                return points
        if hand.status != PLAYING:
            self._finish_hand()
        return points

    def draw(self) -> int:
        """The seat to act draws one tile; return its id. Raises :class:`IllegalMove`."""
        tile = self._live_hand().draw()
        self._drew += 1
        self.forced_since_play += 1
        return tile

    def pass_turn(self) -> None:
        """The seat to act passes. Raises :class:`IllegalMove`."""
        hand = self._live_hand()
        seat = hand.turn
        hand.pass_turn()
        self.logs[-1].passes.append(PassLog(seat, self._drew, hand.n_played))
        self._drew = 0
        self.forced_since_play += 1
        if hand.status != PLAYING:
            self._finish_hand()

    def do_forced(self, limit: int | None = None) -> int:
        """Make the forced draws and passes until the seat to act can play or the hand ends
        (RULES.md, "A hand", 4), at most ``limit`` of them when given; return how many were made.
        Replaying a record, resuming a save and an auto-drawing seat use it."""
        hand = self.hand
        done = 0
        while hand is not None and not self.over and hand.status == PLAYING and hand.center is not None:
            if hand.can_play(hand.turn) or (limit is not None and done >= limit):
                return done
            done += 1
            if hand.boneyard_size:
                self.draw()
            else:
                self.pass_turn()
        return done

    def _live_hand(self) -> HandState:
        if self.over or self.hand is None or self.hand.status != PLAYING:
            raise IllegalMove("hand-over")
        return self.hand

    # ----------------------------------------------------------- end of hand
    def _finish_hand(self) -> None:
        """Score the end of the hand (RULES.md, "The end of a hand") and check for a winner."""
        hand, log = self.hand, self.logs[-1]
        assert hand is not None
        log.ended = ENDED_OUT if hand.status == OUT else ENDED_BLOCKED
        pips, penalties, change = end_of_hand_changes(self.rules, hand)
        for side, c in enumerate(change):
            self.scores[side] += c
        log.pips, log.penalties, log.changes, log.scores = pips, penalties, change, self.scores[:]
        self._check_winner()

    def _check_winner(self) -> None:
        """After a hand: the highest side at or above the target wins, unless tied (RULES.md, "Winning")."""
        target = self.rules.target
        best = max(self.scores)
        if best >= target and self.scores.count(best) == 1:
            self.winner, self.over = self.scores.index(best), True

    # ---------------------------------------------------------------- record
    def to_record(self) -> dict[str, Any]:
        """Return the game record (RULES.md, "Game records") of everything played so far.

        The record also carries ``seed`` so that a game in progress can go on with the same deals.
        """
        return {
            "format": "allfives-record",
            "version": 1,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "hands": [
                {
                    "deal": [[NAMES[t] for t in h] for h in log.deal],
                    "boneyard": [NAMES[t] for t in log.boneyard],
                    "starter": log.starter,
                    "plays": [
                        {"seat": p.seat, "tile": p.tile} if p.end is None
                        else {"seat": p.seat, "tile": p.tile, "end": p.end}
                        for p in log.plays
                    ],
                }
                for log in self.logs
            ],
        }

    def report(self) -> dict[str, Any]:
        """Return the ``replay --json`` document (RULES.md, "Replaying a record from the command line")."""
        hands = []
        for log in self.logs:
            entry: dict[str, Any] = {
                "plays": [{"seat": p.seat, "tile": p.tile, "end": p.end, "drew": p.drew,
                           "points": p.points} for p in log.plays],
                "passes": [{"seat": p.seat, "drew": p.drew, "after_play": p.after_play}
                           for p in log.passes],
                "ended": log.ended,
            }
            if log.ended in (ENDED_OUT, ENDED_BLOCKED):
                entry["pips"], entry["penalties"] = log.pips, log.penalties
            entry["scores"] = log.scores if log.scores is not None else self.scores[:]
            hands.append(entry)
        return {"hands": hands, "scores": self.scores[:], "winner": self.winner}
