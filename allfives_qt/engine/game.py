"""A whole game of All Fives: hands in turn, scores by side, the end of a hand and winning
(RULES.md, "A hand" rule 1, "The end of a hand", "Winning").

:class:`Game` drives :class:`~allfives_qt.engine.hand.HandState` and keeps a log of every hand
(:class:`HandLog`) from which both the game record and the ``replay`` report are written.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from .hand import (ARM_NAMES, DRAW, LEAD, LEAD_FLIPPED, OUT, PLAYING, HandState, IllegalMove,
                   SeatView, tile_text)
from .rules import Rules
from .tiles import NAMES, SET_SIZE, mask_of, mask_pips, round_to_five

#: The operating system's randomness, for the seed of a game given none (as ``secrets`` uses,
#: without importing it: that module pulls in hashlib and OpenSSL).
_SYSTEM_RANDOM = random.SystemRandom()

#: How a hand ended, as the ``replay`` report writes it.
ENDED_OUT, ENDED_BLOCKED, ENDED_TARGET, ENDED_UNFINISHED = "out", "blocked", "target", "unfinished"


@dataclass(slots=True)
class PlayLog:
    """One play of a hand: ``seat``, ``tile`` as written (``"a-b"``), ``end`` ("W"/"E"/"N"/"S",
    None for the lead), ``drew`` (tiles drawn just before it), ``points`` the rules gave it (0 when
    not claimed under ``claims: muggins``), ``count`` after it, ``made`` (what the count scored),
    ``claimed`` (False when ``made`` points were left unclaimed) and ``muggins`` (the seat that
    called "Muggins!" on it, else None; it took ``made`` points) (RULES.md, "The family")."""

    seat: int
    tile: str
    end: str | None
    drew: int
    points: int
    count: int
    made: int = 0
    claimed: bool = True
    muggins: int | None = None


@dataclass(slots=True)
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


def lowest_side(rules: Rules, pips: list[int]) -> int | None:
    """Return the side with the lowest pip total (partners' unrounded ``pips`` added), or None on a
    tie: who wins a blocked hand (RULES.md, "The end of a hand": ``winner-collects``,
    ``go-out-point``; statistics count it the hand's winner). ``pips``: one total per seat."""
    side_pips = [0] * rules.sides
    for s, p in enumerate(pips):
        side_pips[rules.side_of(s)] += p
    low = min(side_pips)
    return side_pips.index(low) if side_pips.count(low) == 1 else None


def next_starter(rules: Rules, hand: HandState) -> int | None:
    """Return the seat that must start the hand after the finished ``hand``, or None when any seat
    may (a random one): the player who went out; after a blocked hand by ``rules.after_block``:
    ``random`` None, ``same`` the blocked hand's starter, ``lowest`` the player with the lowest
    unrounded pips, a tie going to the first in turn order from the blocked hand's starter
    (RULES.md, "A hand" rule 1 and option ``after_block``)."""
    if hand.status == OUT:
        return hand.out_seat
    if rules.after_block == "same":
        return hand.starter
    if rules.after_block == "lowest":
        n = hand.players
        order = [(hand.starter + i) % n for i in range(n)]
        return min(order, key=lambda s: mask_pips(hand.hands[s]))  # min keeps the first of a tie
    return None


def end_of_hand_changes(rules: Rules, hand: HandState) -> tuple[list[int], list[int], list[int]]:
    """Score the end of the finished ``hand`` (RULES.md, "The end of a hand").

    Return ``(pips, penalties, changes)``: each seat's unrounded pips left in hand, each seat's
    total rounded to the nearest 5, and each side's score change under ``rules.end_of_hand``
    (one entry per side, :meth:`Rules.side_of`); ``go-out-point`` gives 1 to the side that went
    out or, when blocked, to the side with the lowest pips (:func:`lowest_side`). A hand still
    being played changes nothing.
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
    # blocked: the side with the lowest pip total collects, nobody on a tie
    collector = side_of(hand.out_seat) if hand.status == OUT else lowest_side(rules, pips)
    if collector is None:
        return pips, penalties, change
    if rules.end_of_hand == "go-out-point":
        change[collector] = 1
    else:
        change[collector] = sum(penalties[s] for s in range(n) if side_of(s) != collector)
    return pips, penalties, change


def hand_seed(seed: int, index: int) -> random.Random:
    """Return the random source of hand ``index`` (0-based) of the game with ``seed``.

    Each hand's shuffle and random starter depend only on the seed and the hand's index, so any
    deal can be made again, and a game resumed, from the seed alone.
    """
    return random.Random(f"allfives:{seed}:{index}")


def seeded_deal(seed: int, index: int, players: int, per_player: int
                ) -> tuple[list[list[int]], list[int], random.Random]:
    """The deal of hand ``index`` (0-based) of the game with ``seed``: each of the ``players``
    seats' ``per_player`` tile ids, the boneyard's in draw order, and the hand's random source
    (:func:`hand_seed`) after the shuffle, which then draws a random starter."""
    rng = hand_seed(seed, index)
    tiles = list(range(SET_SIZE))
    rng.shuffle(tiles)
    k = per_player
    return [tiles[i * k:(i + 1) * k] for i in range(players)], tiles[players * k:], rng


class Game:
    """A game under ``rules``, dealt from ``seed`` (a random one when None; see :attr:`seed`).

    ``deal_first``: deal the first hand at once (False when a record supplies the deals).
    Actions for the seat to act: :meth:`play`, :meth:`draw`, :meth:`pass_turn`,
    :meth:`do_forced`; with ``claims: muggins`` also :meth:`claim` (the player who just scored)
    and :meth:`call_muggins` (the seat to act, on points left unclaimed); after a hand ends,
    :meth:`next_hand`. Scores are per side (:meth:`Rules.side_of`). Raises :class:`IllegalMove`
    for an action the rules forbid.
    """

    def __init__(self, rules: Rules | None = None, seed: int | None = None, *, deal_first: bool = True) -> None:
        self.rules = rules or Rules.make()
        self.seed = _SYSTEM_RANDOM.randrange(10**9) if seed is None else int(seed)
        #: False for a game replayed from a record that gives no ``seed`` (RULES.md, "Game
        #: records": it is optional): its deals came from the record, :attr:`seed` (0) dealt none
        #: of them, so it is neither shown nor written as the game's seed.
        self.seed_known = True
        # How many hands :meth:`seed_deals` has checked, and whether the seed dealt them.
        self._deals_checked = (0, True)
        self.scores = [0] * self.rules.sides
        self.logs: list[HandLog] = []
        self.hand: HandState | None = None
        self.winner: int | None = None
        self.over = False
        self._drew = 0  # draws by the seat to act since its last play or pass
        #: Forced draws and passes made since the last play of the current hand (what a record
        #: leaves out), and draws the seat to act made at will after them (``draw: at-will``).
        self.forced_since_play = 0
        self.at_will_since_play = 0
        #: Index in the hand's plays of the scoring play whose points may still be claimed or
        #: called (``claims: muggins``), else None.
        self.unclaimed: int | None = None
        if deal_first:
            self.next_hand()

    # ---------------------------------------------------------------- hands
    @property
    def hand_over(self) -> bool:
        """Whether the current hand has ended (or there is none yet)."""
        return self.hand is None or self.hand.status != PLAYING or self.over

    @property
    def drew_this_turn(self) -> int:
        """Tiles the seat to act has drawn since its turn began (forced and at will)."""
        return self._drew

    def acted(self, seats) -> bool:
        """Whether any seat in ``seats`` (an iterable of seat numbers, 0 to players - 1) has
        played, drawn or passed in this game: in its hands' logs, or in the hand being played (a
        draw before the seat's play or pass is in its history only)."""
        seats = set(seats)
        if any(move.seat in seats for log in self.logs for move in (*log.plays, *log.passes)):
            return True
        return self.hand is not None and any(ev.seat in seats for ev in self.hand.history)

    def allowed_starters(self) -> list[int]:
        """Seats that may start the next hand: any seat for the first hand, otherwise the one
        :func:`next_starter` names, or any seat when it names none (RULES.md, "A hand", 1)."""
        seat = next_starter(self.rules, self.hand) if self.logs and self.hand is not None else None
        return list(range(self.rules.players)) if seat is None else [seat]

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
            deal, boneyard, rng = seeded_deal(self.seed, len(self.logs), n, k)
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
            who = (f"only seat {allowed[0]} may" if len(allowed) == 1
                   else "seats " + ", ".join(map(str, allowed)) + " may")
            raise ValueError(f"seat {starter} may not start this hand ({who})")
        self.hand = HandState([mask_of(h) for h in deal], list(boneyard), starter, self.rules)
        self.logs.append(HandLog([list(h) for h in deal], list(boneyard), starter))
        self._drew = 0
        self.forced_since_play = self.at_will_since_play = 0
        self.unclaimed = None
        return self.hand

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may see of the current hand (:meth:`HandState.view`) with the game's
        scores (:attr:`SeatView.scores`: public, on the table), so a computer player can play for
        the game near its target. Raises ``ValueError`` before the first hand."""
        if self.hand is None:
            raise ValueError("no hand has been dealt")
        return self.hand.view(seat)._replace(scores=tuple(self.scores))

    # --------------------------------------------------------------- actions
    def play(self, tile: int, end: int, written: str | None = None, *, claim: bool = True) -> int:
        """The seat to act plays ``tile`` on ``end`` (see :meth:`HandState.play`); return the points
        its count scored.

        ``written``: the tile as a record writes it (default: the matching half first, or for the
        lead the W half first). ``claim``: with ``claims: muggins``, False leaves the points
        unclaimed (:meth:`claim` may still take them until the next player acts, who may
        :meth:`call_muggins`); ignored under ``claims: automatic``. Raises :class:`IllegalMove`.
        """
        hand = self._live_hand()
        seat = hand.turn
        if hand.center is None:
            first = NAMES[tile].split("-")[0 if end == LEAD else 1]
        else:
            first = hand.ends[end] if 0 <= end < 4 else -1
        points = hand.play(tile, end)
        self._settle()
        log = self.logs[-1]
        entry = PlayLog(seat, written or tile_text(tile, int(first)),
                        None if end in (LEAD, LEAD_FLIPPED) else ARM_NAMES[end],
                        self._drew, points, hand.count, made=points)
        log.plays.append(entry)
        self._drew = 0
        self.forced_since_play = self.at_will_since_play = 0
        if points and self.rules.claims == "muggins" and not claim:
            entry.points, entry.claimed = 0, False
            if hand.status == PLAYING:  # nobody acts after a play that ends the hand: lost
                self.unclaimed = len(log.plays) - 1
        elif points and self._score(self.rules.side_of(seat), points):
            return points
        if hand.status != PLAYING:
            self._finish_hand()
        return points

    def claim(self) -> int:
        """The player who just scored claims the points left unclaimed by :meth:`play` (``claims:
        muggins``, before the next player acts); return them. Raises :class:`IllegalMove`
        (``nothing-to-claim``) when there are none."""
        entry = self.unclaimed_entry()
        entry.claimed, entry.points = True, entry.made
        self.unclaimed = None
        self._score(self.rules.side_of(entry.seat), entry.made)
        return entry.made

    def call_muggins(self) -> int:
        """The seat to act calls "Muggins!" on the points the player before left unclaimed and
        takes them for its side, before it acts (RULES.md, "Claims and Muggins!"); return them.
        A call that brings the side to the target ends the game under ``win: immediate``.
        Raises :class:`IllegalMove` (``nothing-to-claim``, ``same-side``)."""
        entry = self.unclaimed_entry()
        caller = self.hand.turn  # type: ignore[union-attr]
        if self.rules.side_of(caller) == self.rules.side_of(entry.seat):
            raise IllegalMove("same-side", "a player cannot call Muggins on their own side")
        entry.muggins = caller
        self.unclaimed = None
        self._score(self.rules.side_of(caller), entry.made)
        return entry.made

    def unclaimed_entry(self) -> PlayLog:
        """The play whose points wait to be claimed (``claims: muggins``; RULES.md, "Claims and
        Muggins!"): its seat, its tile and ``made``, the points it scored. Raises
        :class:`IllegalMove` (``nothing-to-claim``) when none wait. Read it, do not change it:
        :meth:`claim` and :meth:`call_muggins` settle it."""
        if self.over or self.hand is None or self.unclaimed is None:
            raise IllegalMove("nothing-to-claim", "no points are waiting to be claimed")
        return self.logs[-1].plays[self.unclaimed]

    def _settle(self) -> None:
        """The next player acts: points still unclaimed are lost."""
        self.unclaimed = None

    def _score(self, side: int, points: int) -> bool:
        """Add ``points`` to ``side``; under ``win: immediate`` end the game when it reaches the
        target (the hand is reported ``ended: "target"``). Return whether the game ended."""
        self.scores[side] += points
        if self.rules.win == "immediate" and self.scores[side] >= self.rules.target:
            self.winner, self.over = side, True
            log = self.logs[-1]
            log.ended = ENDED_TARGET
            log.scores = self.scores[:]
            return True
        return False

    def draw(self) -> int:
        """The seat to act draws one tile; return its id. Forced draws, and with ``draw: at-will``
        also draws by a seat that could play (RULES.md, option ``draw``). Raises :class:`IllegalMove`."""
        hand = self._live_hand()
        forced = hand.must_draw()
        tile = hand.draw()
        self._settle()
        self._drew += 1
        if forced:
            self.forced_since_play += 1
        else:
            self.at_will_since_play += 1
        return tile

    def pass_turn(self) -> None:
        """The seat to act passes. Raises :class:`IllegalMove`."""
        hand = self._live_hand()
        seat = hand.turn
        hand.pass_turn()
        self._after_pass(seat)

    def _after_pass(self, seat: int) -> None:
        hand = self.hand
        assert hand is not None
        self._settle()
        self.logs[-1].passes.append(PassLog(seat, self._drew, hand.n_played))
        self._drew = 0
        self.forced_since_play += 1
        if hand.status != PLAYING:
            self._finish_hand()

    def do_forced(self, limit: int | None = None) -> int:
        """Make the forced draws and passes (:meth:`HandState.forced_step`) until the seat to act
        can play or the hand ends (RULES.md, "A hand", 4), at most ``limit`` of them when given;
        return how many were made. Replaying a record, resuming a save and an auto-drawing seat
        use it."""
        hand = self.hand
        done = 0
        while hand is not None and not self.over and (limit is None or done < limit):
            seat = hand.turn
            kind = hand.forced_step()
            if not kind:
                break
            done += 1
            if kind == DRAW:
                self._settle()
                self._drew += 1
                self.forced_since_play += 1
            else:
                self._after_pass(seat)
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

    # ------------------------------------------------------------------ undo
    def snapshot(self) -> tuple:
        """Return an opaque token that :meth:`restore` takes the game back to (Game -> Undo):
        the hand's own :meth:`HandState.snapshot` plus the scores, the current hand's log (with
        each play's claim), the points waiting to be claimed and the counts of draws since the
        last play. Raises ``ValueError`` when no hand is dealt."""
        if self.hand is None:
            raise ValueError("no hand to take a snapshot of")
        log = self.logs[-1]
        return (len(self.logs), self.hand.snapshot(), self.scores[:], len(log.plays),
                len(log.passes), log.ended, log.pips, log.penalties, log.scores, log.changes,
                self.winner, self.over, self._drew, self.forced_since_play,
                self.at_will_since_play, self.unclaimed,
                [(e.points, e.claimed, e.muggins) for e in log.plays])

    def restore(self, token: tuple) -> None:
        """Go back to the moment :meth:`snapshot` made ``token``: every play, draw and pass made
        since in the same hand is undone, exactly. Raises ``ValueError`` when a later hand has
        been dealt since (only the hand being played can be taken back)."""
        (n_logs, hand_token, scores, n_plays, n_passes, ended, pips, penalties, log_scores,
         changes, self.winner, self.over, self._drew, self.forced_since_play,
         self.at_will_since_play, self.unclaimed, claims) = token
        if n_logs != len(self.logs):
            raise ValueError("the snapshot belongs to another hand")
        self.hand.restore(hand_token)
        self.scores = scores[:]
        log = self.logs[-1]
        del log.plays[n_plays:]
        del log.passes[n_passes:]
        for entry, (points, claimed, muggins) in zip(log.plays, claims):
            entry.points, entry.claimed, entry.muggins = points, claimed, muggins
        log.ended, log.pips, log.penalties, log.scores, log.changes = (ended, pips, penalties,
                                                                       log_scores, changes)

    def reseed(self, seed: int | None = None) -> None:
        """Deal the hands still to come from ``seed`` (a new random one when None), the hands
        dealt so far staying as they are: for a game taken up from a record that gives no seed
        (RULES.md, "Game records": it is optional), whose later hands would all come from seed 0
        (play-test pt115 #4). The seed is then written in its record (:meth:`to_record`)."""
        self.seed = _SYSTEM_RANDOM.randrange(10**9) if seed is None else int(seed)
        self.seed_known = True
        self._deals_checked = (0, True)

    def seed_deals(self) -> bool:
        """Whether :attr:`seed` deals every hand so far as it was dealt (its seats' tiles and the
        boneyard: :func:`seeded_deal`). False for a record that gives no seed, or whose seed
        did not deal its hands (written by hand or by another program; play-test pt85: About
        this deal offered "allfives-qt --seed N", which deals other hands)."""
        if not self.seed_known:
            return False
        n, k = self.rules.players, self.rules.tiles_per_player
        # A hand's deal never changes once dealt: only hands not checked yet are (the status
        # bar asks at every play).
        checked, ok = self._deals_checked
        if checked > len(self.logs):
            checked, ok = 0, True
        ok = ok and all(seeded_deal(self.seed, i, n, k)[:2] == ([list(h) for h in log.deal],
                                                                list(log.boneyard))
                        for i, log in enumerate(self.logs[checked:], checked))
        self._deals_checked = (len(self.logs), ok)
        return ok

    # ---------------------------------------------------------------- record
    def to_record(self) -> dict[str, Any]:
        """Return the game record (RULES.md, "Game records") of everything played so far.

        The record also carries ``seed`` so that a game in progress can go on with the same deals
        (not when :attr:`seed_known` is False: a record that gave none gets none).
        """
        record: dict[str, Any] = {
            "format": "allfives-record",
            "version": 1,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "hands": [
                {
                    "deal": [[NAMES[t] for t in h] for h in log.deal],
                    "boneyard": [NAMES[t] for t in log.boneyard],
                    "starter": log.starter,
                    "plays": [self._record_play(p) for p in log.plays],
                }
                for log in self.logs
            ],
        }
        if not self.seed_known:
            del record["seed"]
        return record

    def _record_play(self, p: PlayLog) -> dict[str, Any]:
        """One play as a record writes it: ``drew`` under ``draw: at-will`` when the seat drew,
        ``claimed`` and ``muggins`` on unclaimed points (RULES.md, "The family")."""
        out: dict[str, Any] = {"seat": p.seat, "tile": p.tile}
        if p.end is not None:
            out["end"] = p.end
        if p.drew and self.rules.draw == "at-will":
            out["drew"] = p.drew
        if not p.claimed:
            out["claimed"] = False
            if p.muggins is not None:
                out["muggins"] = p.muggins
        return out

    @staticmethod
    def _report_play(p: PlayLog) -> dict[str, Any]:
        """One play of the ``replay`` report: ``count`` is the layout's count right after it
        (RULES.md, "Scoring during the hand"); an unclaimed play adds ``claimed: false`` and a
        Muggins call ``muggins: {seat, points}``."""
        out: dict[str, Any] = {"seat": p.seat, "tile": p.tile, "end": p.end, "drew": p.drew,
                               "count": p.count, "points": p.points}
        if not p.claimed:
            out["claimed"] = False
            if p.muggins is not None:
                out["muggins"] = {"seat": p.muggins, "points": p.made}
        return out

    def report(self) -> dict[str, Any]:
        """Return the ``replay --json`` document (RULES.md, "Replaying a record from the command line")."""
        hands = []
        for log in self.logs:
            entry: dict[str, Any] = {
                "plays": [self._report_play(p) for p in log.plays],
                "passes": [{"seat": p.seat, "drew": p.drew, "after_play": p.after_play}
                           for p in log.passes],
                "ended": log.ended,
            }
            if log.ended in (ENDED_OUT, ENDED_BLOCKED):
                entry["pips"], entry["penalties"] = log.pips, log.penalties
            entry["scores"] = log.scores if log.scores is not None else self.scores[:]
            hands.append(entry)
        return {"hands": hands, "scores": self.scores[:], "winner": self.winner}
