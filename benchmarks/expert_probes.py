"""Probe players that locate the Expert's limits (issue 14, goal 5); never offered in the game.

Each changes one thing about the Expert (:class:`~allfives_qt.ai.players.ExpertPlayer`) so a
duplicate-deal tournament shows what that thing is worth (``python benchmarks/bench_family.py
PROBE greedy --deals 300``):

- ``expert-peek`` knows every other hand (only the boneyard's order is sampled): what perfect
  inference could give the Expert's playouts.
- ``playout-full`` knows the whole state, boneyard order included, and plays out each candidate
  once with the Expert's playout policy: the Expert's evaluation with nothing hidden.
- ``search-full`` knows the whole state and searches it (:class:`Searcher`, the Expert's
  playouts at the depth limit, ``budget`` work units; ``--set search-full.budget=1500``).
- ``expert-pimc`` searches each sampled deal instead of playing it out (``samples`` deals,
  ``per_deal`` work units shared by the candidates): a search that assumes the hidden tiles known.

The ``sees_all`` probes are references like ``omniscient``: the tournament hands them the state.
"""

from __future__ import annotations

from allfives_qt.ai.fast import side_totals, side_value
from allfives_qt.ai.infer import Knowledge
from allfives_qt.ai.players import ExpertPlayer
from allfives_qt.ai.search import Searcher
from allfives_qt.engine.hand import PLAYING, HandState, Move
from allfives_qt.engine.rules import Rules


def _playout_value(player: ExpertPlayer, state: HandState, move: Move, rules: Rules,
                   side: int) -> float:
    """Net points for ``side`` from ``state`` on: ``move``, then the Expert's playout policy
    (:meth:`ExpertPlayer.play_out`)."""
    c = state.copy()
    c._play(move.tile, move.end)
    return player.play_out(c, rules, state.points, side)


class ExpertPeek(ExpertPlayer):
    """The Expert's sampled playouts, with every other hand known and only the boneyard's order
    drawn at random (same sample count as the Expert)."""

    level = "expert-peek"
    sees_all = True

    def choose_full(self, state: HandState, rules: Rules | None = None) -> Move:
        rules = rules or self.rules or Rules.make(state.players)
        view = state.view(state.turn)
        legal = list(view.legal)
        if len(legal) == 1 or Knowledge(view).nothing_hidden():
            return self.choose(view)
        rng = self.rng_for(view)
        bone = state.boneyard[state.drawn:]
        remaining = sum(view.hand_sizes) + view.boneyard_size
        samples = max(self.min_samples,
                      min(self.max_samples, int(self.work / (len(legal) * max(4, remaining)))))
        side = rules.side_of(view.seat)
        totals = [0.0] * len(legal)
        for _ in range(samples):
            rng.shuffle(bone)
            world = HandState.from_view(view, list(state.hands), list(bone))
            for i, m in enumerate(legal):
                totals[i] += _playout_value(self, world, m, rules, side)
        return legal[max(range(len(legal)), key=lambda j: (totals[j], -j))]


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
        return Searcher(rules, self.budget, lookahead=True).best_move(state)[0]


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


PROBES = {cls.level: cls for cls in (ExpertPeek, PlayoutFull, SearchFull, ExpertPIMC)}
