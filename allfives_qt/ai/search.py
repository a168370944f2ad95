"""Look-ahead search on a fully known hand: alpha-beta with a transposition table kept across
iterative deepening (each position remembers its best play, tried first the next time), and
playouts at the depth limit, within a work budget.

When the budget runs out inside an iteration, the moves that iteration finished still count: a move
that beat the previous iteration's best (searched first) at the new depth is returned instead.

Used by the Expert when nothing is hidden any more (RULES.md, "A hand": with the other hands and
the boneyard order known, the rest of the hand is a game of perfect information; forced draws are
deterministic) and by the ``omniscient`` reference player, which is given the true state.
Values are in points for the root side (:func:`allfives_qt.ai.fast.side_value`): points scored
from the searched position on, plus the end-of-hand changes.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from allfives_qt.engine.hand import PLAYING, HandState, Move
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import PIPS, mask_pips

from .fast import hand_changes, points_after, rollout_greedy, rollout_lookahead, side_value

_EXACT, _LOWER, _UPPER = 0, 1, 2


class _OutOfBudget(Exception):
    pass


class MoveValues(NamedTuple):
    """What :meth:`Searcher.move_values` found: ``values`` (points for the mover's side, one per
    move asked about, in that order), ``depth`` (plies from the root, the move itself counted,
    that every value was searched to) and ``exact`` (every line reached the end of the hand)."""

    values: list[float]
    depth: int
    exact: bool


class Searcher:
    """Search one position for the side of the seat to act.

    ``rules``: for the end-of-hand scoring and the sides. ``budget``: work units (a node is 1, a
    playout at the depth limit is ``leaf_cost``) for one :meth:`best_move` call. ``lookahead``:
    playouts at the depth limit use :func:`~allfives_qt.ai.fast.rollout_lookahead` (every seat
    plays points now minus the next seat's best reply) instead of plain greedy ones.
    ``pip_weight``: when given (points per pip, > 0), positions at the depth limit are valued
    statically instead, at 1 work unit: every seat's pips left in hand count ``-pip_weight`` points
    each for its side (RULES.md, "The end of a hand": pips left are what a side loses or gives),
    so the same budget searches deeper.
    """

    def __init__(self, rules: Rules, budget: int = 6000, leaf_cost: int = 6, lookahead: bool = False,
                 pip_weight: float | None = None) -> None:
        self.rules = rules
        self.budget = budget
        self.leaf_cost = 1 if pip_weight else leaf_cost
        self.lookahead = lookahead
        self.pip_weight = pip_weight

    def _side(self, seat: int) -> int:
        return seat % 2 if (self.rules.partnerships and self.players == 4) else seat

    def _start(self, h: HandState) -> list[Move]:
        """:meth:`_reset` for ``h``, then its legal moves in search order."""
        self._reset(h)
        return self._ordered(h)

    def _reset(self, h: HandState) -> None:
        """A new search from ``h``: its seats and sides, no work used, an empty table."""
        self.players = h.players
        self.root_side = self._side(h.turn)
        self.nsides = 2 if (self.rules.partnerships and h.players == 4) else h.players
        self.used = 0
        self.limit = self.budget  # the work this call may use (move_values may lift it)
        self.tt: dict = {}  # kept across iterations: deeper entries win, best plays order moves

    def best_move(self, h: HandState) -> tuple[Move, float, bool]:
        """Return ``(move, value, exact)`` for the seat to act in ``h`` (which must have a legal
        move): the move of the deepest finished iteration, its value in points for the mover's
        side, and whether the search reached every end of the hand (then the value is exact)."""
        moves = self._start(h)
        best: tuple[Move, float, bool] = (moves[0], 0.0, False)
        depth = 2
        while True:
            self.cut = False
            self.partial: tuple[Move, float, bool] | None = None
            try:
                mv, val = self._root(h, moves, depth)
            except _OutOfBudget:
                return self.partial or best
            best = (mv, val, not self.cut)
            if not self.cut or depth > 60:
                return best
            # Search the best move first next time.
            moves.remove(mv)
            moves.insert(0, mv)
            depth += self.step

    #: Plies added per iteration of the deepening.
    step = 2

    def move_values(self, h: HandState, moves: list[Move], max_depth: int = 62) -> MoveValues:
        """Value each of ``moves`` (legal in ``h``) for the side of the seat to act: its points plus
        the searched value of the rest of the hand, in points for that side, all in one search
        whose transposition table the moves share, within :attr:`budget` for them all.

        Every value comes from the same depth: the deepest iteration of the deepening that
        finished for every move (each move searched with a full window, so each value is its
        own, not a bound). Moves searched alone, each to its own depth as far as a budget of its
        own went, were valued a few plies apart, and a review compared them as if alike. The
        first iteration (depth 2: the move and one reply) always finishes, whatever the budget.
        ``max_depth`` caps the depth. Raises ``ValueError`` for an empty ``moves``."""
        if not moves:
            raise ValueError("no move to value")
        self._reset(h)
        kids = []
        for m in moves:
            c = h.copy()
            kids.append((self._contrib(h.turn, c._play(m.tile, m.end)), c))
        done: MoveValues | None = None
        depth = 2
        while True:
            self.cut = False
            try:
                values = [k + self._value(c.copy(), depth - 1, -math.inf, math.inf) for k, c in kids]
            except _OutOfBudget:
                if done is not None:
                    return done
                self.limit = math.inf  # the first iteration finishes: every move gets a value
                continue
            done = MoveValues(values, depth, not self.cut)
            if done.exact or depth + self.step > max_depth:
                return done
            depth += self.step

    def _contrib(self, seat: int, points: int) -> float:
        if self._side(seat) == self.root_side:
            return float(points)
        return -points / (self.nsides - 1)

    def _terminal(self, h: HandState) -> float:
        return side_value(hand_changes(h, self.rules), self.root_side)

    def _ordered(self, h: HandState) -> list[Move]:
        moves = h.legal_moves()
        moves.sort(key=lambda m: (points_after(h, m.tile, m.end), PIPS[m.tile]), reverse=True)
        return moves

    def _root(self, h: HandState, moves: list[Move], depth: int) -> tuple[Move, float]:
        """Search every root move to ``depth``; return the best and its value. Each move that beats
        ``moves[0]`` (the previous iteration's best) is kept in :attr:`partial` as soon as it is
        searched: its value is exact at this depth (it rose above alpha under an open beta)."""
        alpha, beta = -1e9, 1e9
        best_mv, best_val = moves[0], -1e9
        for mv in moves:
            c = h.copy()
            p = c._play(mv.tile, mv.end)
            k = self._contrib(h.turn, p)  # the child's window is shifted by the points scored
            val = k + self._value(c, depth - 1, alpha - k, beta - k)
            if val > best_val:
                best_mv, best_val = mv, val
                if mv != moves[0]:
                    self.partial = (mv, val, False)
            alpha = max(alpha, val)
        return best_mv, best_val

    def _leaf(self, h: HandState) -> float:
        """Value of ``h`` at the depth limit: the static value of the pips left (``pip_weight``),
        else a playout to the end of the hand on a copy."""
        self.cut = True
        self.used += self.leaf_cost
        if self.pip_weight:
            w = self.pip_weight
            return sum(self._contrib(s, -w * mask_pips(h.hands[s])) for s in range(h.players))
        c = h.copy()
        base = c.points[:]
        if self.lookahead:
            rollout_lookahead(c)
        else:
            rollout_greedy(c)
        v = 0.0
        for s in range(h.players):
            v += self._contrib(s, c.points[s] - base[s])
        return v + self._terminal(c)

    def _value(self, h: HandState, depth: int, alpha: float, beta: float) -> float:
        self.used += 1
        if self.used > self.limit:
            raise _OutOfBudget
        if h.status != PLAYING:
            return self._terminal(h)
        # Forced draws and passes take no depth.
        while h.forced_step():
            pass
        if h.status != PLAYING:
            return self._terminal(h)
        if depth <= 0:
            return self._leaf(h)
        arms = h.arms
        key = (tuple(h.hands), tuple(h.ends), tuple(h.pts), bool(arms[0]), bool(arms[1]),
               h.spinner, h.turn, h.drawn)
        ent = self.tt.get(key)
        hint = None
        if ent is not None:
            d, flag, v, hint, complete = ent
            if d >= depth and (flag == _EXACT or (flag == _LOWER and v >= beta)
                               or (flag == _UPPER and v <= alpha)):
                if not complete:
                    self.cut = True  # a value that rests on playouts: deepen again
                return v
        a0, b0 = alpha, beta
        maximize = self._side(h.turn) == self.root_side
        seat = h.turn
        outer_cut, self.cut = self.cut, False
        best = -1e9 if maximize else 1e9
        best_play = None
        for t, arm in self._candidates(h, hint):
            c = h.copy()
            p = c._play(t, arm)
            k = self._contrib(seat, p)
            v = k + self._value(c, depth - 1, alpha - k, beta - k)
            if maximize:
                if v > best:
                    best, best_play = v, (t, arm)
                if best > alpha:
                    alpha = best
            else:
                if v < best:
                    best, best_play = v, (t, arm)
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        flag = _UPPER if best <= a0 else (_LOWER if best >= b0 else _EXACT)
        self.tt[key] = (depth, flag, best, best_play, not self.cut)
        self.cut = self.cut or outer_cut
        return best

    @staticmethod
    def _candidates(h: HandState, hint: tuple[int, int] | None) -> list[tuple[int, int]]:
        """The legal plays of the seat to act as ``(tile, arm)``: ``hint`` (the best play found
        for this position before) first, then by points now and pips, high first."""
        cands = [(1 << 20 if hint == (t, arm) else points_after(h, t, arm) * 64 + PIPS[t], t, arm)
                 for t, arm in h.legal_moves()]
        cands.sort(reverse=True)
        return [(t, arm) for _, t, arm in cands]
