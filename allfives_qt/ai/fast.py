"""Fast helpers for computer players: the points of a move without playing it, greedy
playouts of a hand to its end, and the value of a finished hand for one side.

The scoring itself is the engine's (:meth:`HandState.count_after`, :func:`end_of_hand_changes`):
no second copy of the rules lives here.
"""

from __future__ import annotations

import random

from allfives_qt.engine.game import end_of_hand_changes
from allfives_qt.engine.hand import BLOCKED, LEAD, OUT, PLAYING, HandState
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import HI, LO, PIPS, SUIT


#: The count and the points of a legal move without playing it: the engine's own rules
#: (:meth:`HandState.count_after`, :meth:`HandState.points_after`), called as ``f(h, tile, end)``.
count_after = HandState.count_after
points_after = HandState.points_after


def best_greedy(h: HandState) -> tuple[int, int, int]:
    """Return ``(tile, end, points)`` of the greedy choice of the seat to act in ``h``: most points
    now, then the heaviest tile (less to lose at the end of the hand), then the lowest id and arm.

    Returns ``(-1, -1, 0)`` when the seat has no legal play.
    """
    hand = h.hands[h.turn]
    table = h.table  # points by count under the rules' scoring
    if h.center is None:
        best, bt = -1, -1
        m = hand
        while m:
            low = m & -m
            t = low.bit_length() - 1
            m ^= low
            p = PIPS[t]
            s = table[p] * 64 + p
            if s > best:
                best, bt = s, t
        if bt < 0:
            return -1, -1, 0
        return bt, LEAD, table[PIPS[bt]]
    best, bt, be, bp = -1, -1, -1, 0
    for t, arm in h.legal_moves():
        p = table[count_after(h, t, arm)]
        s = p * 64 + PIPS[t]
        if s > best:
            best, bt, be, bp = s, t, arm, p
    return bt, be, bp


def rollout_greedy(h: HandState, rng: random.Random | None = None, eps: float = 0.0) -> HandState:
    """Play ``h`` to its end in place and return it: every seat plays :func:`best_greedy`
    (with probability ``eps`` a random legal play instead, drawn from ``rng``), drawing and
    passing as RULES.md, "A hand", 4 forces (:meth:`HandState.forced_step`)."""
    while h.status == PLAYING:
        if h.forced_step():
            continue
        if eps and rng is not None and rng.random() < eps:
            moves = h.legal_moves()
            t, e = moves[rng.randrange(len(moves))]
        else:
            t, e, _ = best_greedy(h)
        h._play(t, e)
    return h


def hand_changes(h: HandState, rules: Rules) -> list[int]:
    """Return each side's end-of-hand score change for the finished hand ``h`` (the engine's
    :func:`~allfives_qt.engine.game.end_of_hand_changes`); one entry per side."""
    return end_of_hand_changes(rules, h)[2]


def side_totals(h: HandState, rules: Rules, base_points: list[int] | None = None) -> list[int]:
    """Return each side's net points in ``h`` so far: points scored during the hand (minus
    ``base_points``, per seat, when given) plus, once the hand is over, the end-of-hand change."""
    n = h.players
    sides = 2 if (rules.partnerships and n == 4) else n
    tot = hand_changes(h, rules) if h.status in (OUT, BLOCKED) else [0] * sides
    for s in range(n):
        p = h.points[s] - (base_points[s] if base_points else 0)
        tot[s % 2 if sides == 2 and n == 4 else s] += p
    return tot


def side_value(totals: list[int], side: int) -> float:
    """Return what ``side`` wants to maximise from per-side ``totals``: its own total minus the
    mean of the other sides' (with two sides: its lead over the other)."""
    k = len(totals)
    return totals[side] - (sum(totals) - totals[side]) / (k - 1)


def best_lookahead(h: HandState, beta: float = 1.0, double: float = 0.0,
                   keep: float = 0.0, tie: float = 0.0) -> tuple[int, int]:
    """Return ``(tile, end)`` for the seat to act in ``h``: the play that maximises points now
    minus ``beta`` times the best points the next seat can score in reply *with the tiles it really
    holds in* ``h`` (a one-ply look-ahead for playouts on a fully dealt state), plus ``double``
    points for playing a double and ``keep`` points for each tile left in the mover's hand that
    matches an open end after the play, then the heaviest tile; ``tie`` times the count the play
    leaves is added too (small, below a pip's 0.01, so it only breaks ties: negative, the lower
    count first; 0, the first of the arms W, E, N, S). For a lead it falls back to
    :func:`best_greedy`. Returns ``(-1, -1)`` with no legal play.

    ``double`` and ``keep`` weigh what the count alone misses (RULES.md, "A hand": a double fits
    only its own suit, and a seat with no matching tile must draw or pass); their values are
    measured on duplicate deals (README, "Strength and speed").

    The counts are computed inline for speed, by the rules :meth:`HandState.count_after` and
    :meth:`HandState.play` implement (options ``scoring`` and ``spinner`` included);
    tests/test_ai_fast.py checks it against them over thousands of random positions.
    """
    if h.center is None:
        t, e, _ = best_greedy(h)
        return t, e
    hand = h.hands[h.turn]
    ends = h.ends
    cands = h.legal_moves()
    if len(cands) <= 1:
        return cands[0] if cands else (-1, -1)
    opp = h.hands[(h.turn + 1) % h.players]
    table = h.table
    pts = h.pts
    sp = h.spinner
    cw0, ce0 = bool(h.arms[0]), bool(h.arms[1])
    tot = pts[0] + pts[1] + pts[2] + pts[3]
    best, bt, be = -1e9, -1, -1
    for t, arm in cands:
        v = ends[arm]
        outer = HI[t] if LO[t] == v else LO[t]
        newp = outer + outer if v == outer else outer
        if sp < 0:
            c = newp + pts[1 - arm]
        elif (arm == 0 or cw0) and (arm == 1 or ce0):
            c = tot - pts[arm] + newp
        else:
            c = PIPS[sp] + newp
        rest = hand & ~(1 << t)
        reply = kept = 0
        if rest and (opp or keep):
            reply, fits = _best_reply(opp, table, h, t, arm, outer, newp, cw0, ce0)
            kept = (rest & fits).bit_count()
        s = table[c] - beta * reply + PIPS[t] * 0.01 + keep * kept
        if tie:
            s += tie * c
        if double and HI[t] == LO[t]:
            s += double
        if s > best:
            best, bt, be = s, t, arm
    return bt, be


def _best_reply(opp: int, table, h: HandState, t: int, arm: int, outer: int, newp: int, cw0: bool,
                ce0: bool) -> tuple[int, int]:
    """Return ``(points, fits)``: the most points the tiles in the bit set ``opp`` can score with
    one play once ``t`` is played on ``arm`` of ``h`` (showing ``outer``, ``newp`` pips at that
    end; ``cw0``, ``ce0``: whether the spinner's W and E sides were covered), without playing it,
    and the bit set of every tile that matches an open end then; ``table``: points by count. The
    first double becomes the spinner where the rules have one, and N and S open once both sides of
    the spinner are covered (RULES.md, "Doubles and the spinner")."""
    v = h.ends[arm]
    sp2 = h.spinner
    e2 = h.ends[:]
    p2 = h.pts[:]
    if sp2 < 0 and v == outer and h.spins:
        sp2 = t
        e2[arm] = v
        p2[arm] = 0
        cw, ce = arm == 1, arm == 0
    else:
        e2[arm] = outer
        p2[arm] = newp
        cw, ce = cw0 or arm == 0, ce0 or arm == 1
        if sp2 >= 0 and cw and ce and e2[2] < 0:
            e2[2] = e2[3] = LO[sp2]
    tot2 = p2[0] + p2[1] + p2[2] + p2[3]
    both = sp2 >= 0 and cw and ce
    reply = 0
    fits = 0
    for a2 in range(4):
        v2 = e2[a2]
        if v2 < 0:
            continue
        fits |= SUIT[v2]
        m2 = opp & SUIT[v2]
        if not m2:
            continue
        if sp2 < 0:
            base = p2[1 - a2]
        elif both or (a2 == 0 and ce) or (a2 == 1 and cw):
            base = tot2 - p2[a2]
        else:
            base = PIPS[sp2]
        while m2:
            low2 = m2 & -m2
            t2 = low2.bit_length() - 1
            m2 ^= low2
            o2 = HI[t2] if LO[t2] == v2 else LO[t2]
            p2_ = table[base + (o2 + o2 if v2 == o2 else o2)]
            if p2_ > reply:
                reply = p2_
    return reply, fits


def rollout_lookahead(h: HandState, beta: float = 1.0,
                      weights: list[tuple[float, ...]] | None = None) -> HandState:
    """Play ``h`` to its end in place with every seat using :func:`best_lookahead`; return it.
    ``weights``: per seat, ``(beta, double, keep)`` or ``(beta, double, keep, tie)`` for
    :func:`best_lookahead`; None gives every seat ``(beta, 0, 0)``."""
    while h.status == PLAYING:
        if h.forced_step():
            continue
        if weights is None:
            t, e = best_lookahead(h, beta)
        else:
            t, e = best_lookahead(h, *weights[h.turn])
        h._play(t, e)
    return h


def rollout_race(h: HandState, weights: list[tuple[float, ...]], need: list[int],
                 sides_of: list[int]) -> int:
    """Play ``h`` on as :func:`rollout_lookahead` does, but stop at the play that brings a side to
    the game's target (RULES.md, "The game", ``win: immediate``: the game ends at that play, before
    any end-of-hand scoring); return that side, or -1 when the hand ends first (``h`` is then
    finished). ``need``: per side, the points it still needs; ``sides_of``: the side of each seat.
    """
    got = [0] * len(need)
    while h.status == PLAYING:
        if h.forced_step():
            continue
        seat = h.turn
        t, e = best_lookahead(h, *weights[seat])
        points = h._play(t, e)
        if points:
            side = sides_of[seat]
            got[side] += points
            if got[side] >= need[side]:
                return side
    return -1


def game_winner(need: list[int], totals: list[int]) -> int:
    """Return the side that wins the game once a hand ends with each side's net change
    ``totals`` (its end-of-hand change included), ``need``: the points each side needed to reach
    the target before: the highest score at or above the target, or -1 for none or a tie there
    (RULES.md, "The game": another hand is then played)."""
    left = [n - t for n, t in zip(need, totals)]
    best = min(left)
    if best > 0 or left.count(best) > 1:
        return -1
    return left.index(best)
