"""Probe players that locate the Expert's limits (issue 14, goal 5); never offered in the game.

Each changes one thing about the Expert (:class:`~allfives_qt.ai.players.ExpertPlayer`) so a
duplicate-deal tournament shows what that thing is worth (``python benchmarks/bench_family.py
PROBE greedy --deals 300``):

- ``expert-peek`` knows every other hand (only the boneyard's order is sampled): what perfect
  inference could give the Expert's playouts; with ``--set expert-peek.know=partner`` (or
  ``next``) only the partner's (or the next seat's) hand.
- ``playout-full`` knows the whole state, boneyard order included, and plays out each candidate
  once with the Expert's playout policy: the Expert's evaluation with nothing hidden.
- ``search-full`` knows the whole state and searches it (:class:`Searcher`, the Expert's
  playouts at the depth limit, ``budget`` work units; ``--set search-full.budget=1500``).
- ``search-chance`` knows every hand but not the boneyard's order: :class:`ChanceSearcher` (the
  Expert's playouts at its depth limit, ``budget`` work units) stops at each draw and values it by
  ``k`` playouts on fresh shuffles of the boneyard: what depth is worth without that order.
- ``expert-pimc`` searches each sampled deal instead of playing it out (``samples`` deals,
  ``per_deal`` work units shared by the candidates): a search that assumes the hidden tiles known.
- ``expert-ismcts`` grows one tree over what the seat sees (single-observer information-set Monte
  Carlo tree search) instead of playing each candidate out flat: each iteration deals the hidden
  tiles anew, so the seat's later choices in the tree are made without knowing them.

The ``sees_all`` probes are references like ``omniscient``: the tournament hands them the state.
"""

from __future__ import annotations

import math
import random

from allfives_qt.ai.fast import best_lookahead, rollout_lookahead, side_totals, side_value
from allfives_qt.ai.infer import Knowledge
from allfives_qt.ai.players import ExpertPlayer
from allfives_qt.ai.search import Searcher, _OutOfBudget
from allfives_qt.engine.hand import PLAYING, HandState, Move
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import bits, mask_of


def _playout_value(player: ExpertPlayer, state: HandState, move: Move, rules: Rules,
                   side: int) -> float:
    """Net points for ``side`` from ``state`` on: ``move``, then the Expert's playout policy
    (:meth:`ExpertPlayer.play_out`)."""
    c = state.copy()
    c._play(move.tile, move.end)
    return player.play_out(c, rules, state.points, side)


class ExpertPeek(ExpertPlayer):
    """The Expert's sampled playouts, with some other hands known (``know``): ``"all"`` (every
    other hand; only the boneyard's order is drawn at random), ``"partner"`` or ``"next"`` (that
    seat's hand; the other hidden tiles dealt at random among the other seats and the boneyard,
    agreeing with the sizes and with what each seat is known not to hold, :attr:`Knowledge.void`).
    Same sample count as the Expert."""

    level = "expert-peek"
    sees_all = True
    know = "all"

    def choose_full(self, state: HandState, rules: Rules | None = None) -> Move:
        rules = rules or self.rules or Rules.make(state.players)
        view = state.view(state.turn)
        legal = list(view.legal)
        kn = Knowledge(view)
        if len(legal) == 1 or kn.nothing_hidden():
            return self.choose(view)
        rng = self.rng_for(view)
        remaining = sum(view.hand_sizes) + view.boneyard_size
        samples = max(self.min_samples,
                      min(self.max_samples, int(self.work / (len(legal) * max(4, remaining)))))
        side = rules.side_of(view.seat)
        known = self._known(view.seat, view.players)
        totals = [0.0] * len(legal)
        for _ in range(samples):
            world = HandState.from_view(view, *self._deal(state, kn, known, rng))
            for i, m in enumerate(legal):
                totals[i] += _playout_value(self, world, m, rules, side)
        return legal[max(range(len(legal)), key=lambda j: (totals[j], -j))]

    def _known(self, seat: int, players: int) -> set[int]:
        """The seats whose hands this probe sees."""
        if self.know == "partner":
            return {(seat + 2) % players} if players == 4 else set()
        if self.know == "next":
            return {(seat + 1) % players}
        return {s for s in range(players) if s != seat}

    @staticmethod
    def _deal(state: HandState, kn: Knowledge, known: set[int], rng) -> tuple[list[int], list[int]]:
        """Hands (masks) and a boneyard order: the known seats' true hands, the rest of the hidden
        tiles shuffled into the other seats' hands (20 tries to respect their voids) and the
        boneyard."""
        seat, n = state.turn, state.players
        pool = list(bits(kn.unseen & ~sum(state.hands[s] for s in known)))
        hands = list(state.hands)
        for _ in range(20):
            rng.shuffle(pool)
            at, ok = 0, True
            for s in range(n):
                if s == seat or s in known:
                    continue
                size = state.hands[s].bit_count()
                hands[s] = mask_of(pool[at:at + size])
                at += size
                ok = ok and not hands[s] & kn.void[s]
            if ok:
                break
        return hands, pool[at:]


class PlayoutFull(ExpertPlayer):
    """One playout per candidate on the true state (the Expert's evaluation, nothing hidden)."""

    level = "playout-full"
    sees_all = True

    def choose_full(self, state: HandState, rules: Rules | None = None) -> Move:
        rules = rules or self.rules or Rules.make(state.players)
        legal = state.legal_moves()
        side = rules.side_of(state.turn)
        values = [_playout_value(self, state, m, rules, side) for m in legal]
        return legal[max(range(len(legal)), key=lambda j: (values[j], -j))]


class SearchFull(ExpertPlayer):
    """:class:`Searcher` on the true state, the Expert's playouts at its depth limit."""

    level = "search-full"
    sees_all = True
    budget = 1500

    def choose_full(self, state: HandState, rules: Rules | None = None) -> Move:
        rules = rules or self.rules or Rules.make(state.players)
        legal = state.legal_moves()
        if len(legal) == 1:
            return legal[0]
        return self.searcher(state, rules).best_move(state)[0]

    def searcher(self, state: HandState, rules: Rules) -> Searcher:
        """The search of one decision in ``state``."""
        return Searcher(rules, self.budget, lookahead=True)


class ChanceSearcher(Searcher):
    """:class:`Searcher` that never reads the boneyard's order: a position where the seat to act
    must draw is a leaf, valued as the mean of ``k`` playouts (``leaf_cost`` each) on copies
    whose undrawn tiles are shuffled by ``rng``; every playout at the depth limit shuffles them too.
    ``weights``: the playouts' per-seat weights (:func:`rollout_lookahead`). The undrawn tiles are
    sorted before each shuffle, so the search's result does not depend on their true order."""

    def __init__(self, rules: Rules, budget: int, rng: random.Random, weights, k: int = 4) -> None:
        super().__init__(rules, budget, lookahead=True)
        self.rng, self.weights, self.k = rng, weights, k

    def _playout(self, h: HandState) -> float:
        c = h.copy()
        rest = sorted(c.boneyard[c.drawn:])
        self.rng.shuffle(rest)
        c.boneyard = list(c.boneyard[:c.drawn]) + rest
        base = c.points[:]
        rollout_lookahead(c, weights=self.weights)
        return sum(self._contrib(s, c.points[s] - base[s]) for s in range(h.players)) + self._terminal(c)

    def _leaf(self, h: HandState) -> float:
        self.cut = True
        self.used += self.leaf_cost
        return self._playout(h)

    def _value(self, h: HandState, depth: int, alpha: float, beta: float) -> float:
        if (h.status == PLAYING and h.center is not None and h.drawn < h.limit
                and not h.hands[h.turn] & h.playable_mask()):
            self.used += self.leaf_cost * self.k
            if self.used > self.budget:
                raise _OutOfBudget
            self.cut = True
            return sum(self._playout(h) for _ in range(self.k)) / self.k
        return super()._value(h, depth, alpha, beta)


class SearchChance(SearchFull):
    """:class:`ChanceSearcher` on the true hands (the boneyard's order unread), ``budget`` work
    units, the Expert's playout weights; its random source depends on the seat's view only."""

    level = "search-chance"

    def searcher(self, state: HandState, rules: Rules) -> Searcher:  # noqa: D102
        weights = self.playout_weights(state.players, rules, rules.side_of(state.turn))
        return ChanceSearcher(rules, self.budget, self.rng_for(state.view(state.turn)), weights)


class ExpertPIMC(ExpertPlayer):
    """The Expert with a search of each sampled deal in place of one playout per candidate."""

    level = "expert-pimc"
    samples = 16
    per_deal = 600

    def _sampled(self, view, legal, rules, rng, kn, work, with_draw=False):  # noqa: D102
        side = rules.side_of(view.seat)
        budget = max(60, self.per_deal // len(legal))
        totals = [0.0] * len(legal)
        for _ in range(self.samples):
            world = kn.sample_state(rng)
            for i, m in enumerate(legal):
                c = world.copy()
                c._play(m.tile, m.end)
                while c.status == PLAYING and c.forced_step():
                    pass
                now = side_value(side_totals(c, rules, world.points), side)
                if c.status == PLAYING:
                    val = Searcher(rules, budget, lookahead=True).best_move(c)[1]
                    now += val if rules.side_of(c.turn) == side else -val
                totals[i] += now
        return [t / self.samples for t in totals]


class _Node:
    """A node of :class:`ExpertISMCTS`'s tree: one play after the plays of its path. ``ch``: the
    children by ``(tile, end)``; ``n``: visits; ``w``: summed net points for the side that made
    the play; ``avail``: the iterations in which the play was legal (the UCB's count)."""

    __slots__ = ("ch", "n", "w", "avail")

    def __init__(self) -> None:
        self.ch: dict = {}
        self.n = 0
        self.w = 0.0
        self.avail = 1


class ExpertISMCTS(ExpertPlayer):
    """The Expert with single-observer information-set MCTS in place of flat sampling: as many
    iterations as the Expert has playouts (samples times candidates). Each iteration deals the
    hidden tiles (:meth:`Knowledge.sample_state`), walks the tree by UCB1 (``c`` points of
    exploration, counted over the iterations in which a play was legal), adds one node, and plays
    the rest out with the Expert's playout policy. Below the root a node follows that policy
    until it has ``widen`` visits (unvisited plays chosen by UCB would be near-random). Each
    candidate's value is its mean."""

    level = "expert-ismcts"
    c = 18.0
    widen = 12

    def _sampled(self, view, legal, rules, rng, kn, work, with_draw=False):  # noqa: D102
        if with_draw:
            return super()._sampled(view, legal, rules, rng, kn, work, with_draw)
        remaining = sum(view.hand_sizes) + view.boneyard_size
        samples = max(self.min_samples,
                      min(self.max_samples, int(work / (len(legal) * max(4, remaining)))))
        side = rules.side_of(view.seat)
        weights = self.playout_weights(view.players, rules, side)
        root = _Node()
        for m in legal:
            root.ch[(m.tile, m.end)] = _Node()
        for _ in range(samples * len(legal)):
            st = kn.sample_state(rng)
            base = st.points[:]
            path = self._descend(st, root, rules, rng, weights)
            if st.status == PLAYING:
                rollout_lookahead(st, weights=weights)
            totals = side_totals(st, rules, base)
            for node, s in path:
                node.n += 1
                node.w += side_value(totals, s)
        return [root.ch[(m.tile, m.end)].w / max(1, root.ch[(m.tile, m.end)].n) for m in legal]

    def _descend(self, st, root, rules, rng, weights) -> list:
        """Walk ``root``'s tree on the dealt state ``st`` (played on in place), adding one node;
        return the path as ``(node, side that made the play)``."""
        path, node = [], root
        while st.status == PLAYING:
            if st.forced_step():
                continue
            moves = st.legal_moves()
            if node is not root and node.n < self.widen:
                moves = [best_lookahead(st, *weights[st.turn])]
            side = rules.side_of(st.turn)
            fresh = [m for m in moves if m not in node.ch]
            if fresh:
                m = fresh[rng.randrange(len(fresh))]
                for other in moves:
                    if other in node.ch:
                        node.ch[other].avail += 1
                node.ch[m] = child = _Node()
                st._play(*m)
                path.append((child, side))
                return path
            best, top = None, -math.inf
            for m in moves:
                child = node.ch[m]
                child.avail += 1
                u = math.inf if not child.n else (
                    child.w / child.n + self.c * math.sqrt(math.log(child.avail) / child.n))
                if u > top:
                    best, top = m, u
            node = node.ch[best]
            st._play(*best)
            path.append((node, side))
            if node.n == 0:
                return path
        return path


PROBES = {cls.level: cls for cls in (ExpertPeek, PlayoutFull, SearchFull, SearchChance, ExpertPIMC,
                                      ExpertISMCTS)}
