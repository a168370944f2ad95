"""The fast playout policy's inline count (allfives_qt/ai/fast.py, ``best_lookahead``) against the
engine's own rules (``HandState``) over thousands of random positions (issue 10, item 5), under
both scorings and both spinner options (RULES.md, "The family")."""

import random

import pytest

from allfives_qt.ai.fast import best_greedy, best_lookahead
from allfives_qt.engine.hand import PLAYING, HandState
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import IS_DOUBLE, PIPS, SET_SIZE, SUIT, bits, mask_of


def reference_lookahead(h: HandState, beta: float, double: float = 0.0,
                        keep: float = 0.0) -> tuple[int, int]:
    """``best_lookahead`` written with the engine only: play each candidate on a copy, then the
    next seat's best points with the tiles it really holds, the bonus for a double, and the bonus
    per tile left in the mover's hand that matches an open end of the copy."""
    moves = h.legal_moves()
    if len(moves) <= 1:
        return (moves[0].tile, moves[0].end) if moves else (-1, -1)
    opp_seat = (h.turn + 1) % h.players
    best, choice = -1e9, (-1, -1)
    for mv in sorted(moves, key=lambda m: (m.end, m.tile)):
        c = h.copy()
        now = c.play(mv.tile, mv.end)
        reply = kept = 0
        if c.hands[h.turn]:  # the mover did not go out: the next seat may reply
            for arm, v in enumerate(c.ends):
                if v < 0:
                    continue
                for t in bits(c.hands[opp_seat] & SUIT[v]):
                    reply = max(reply, c.points_after(t, arm))
            kept = sum(1 for t in bits(c.hands[h.turn])
                       if any(v >= 0 and (SUIT[v] >> t) & 1 for v in c.ends))
        s = now - beta * reply + PIPS[mv.tile] * 0.01 + keep * kept
        if IS_DOUBLE[mv.tile]:
            s += double
        if s > best:
            best, choice = s, (mv.tile, mv.end)
    return choice


def random_positions(rules: Rules, seed: int, count: int):
    """Yield ``count`` mid-hand states reached by random legal play from seeded deals."""
    rng = random.Random(seed)
    n, k = rules.players, rules.tiles_per_player
    made = 0
    while made < count:
        tiles = list(range(SET_SIZE))
        rng.shuffle(tiles)
        h = HandState([mask_of(tiles[i * k:(i + 1) * k]) for i in range(n)], tiles[n * k:],
                      rng.randrange(n), rules)
        while h.status == PLAYING and made < count:
            if h.forced_step():
                continue
            if h.center is not None:
                made += 1
                yield h
            moves = h.legal_moves()
            mv = moves[rng.randrange(len(moves))]
            h.play(mv.tile, mv.end)


@pytest.mark.parametrize("scoring", ["fives", "fives-and-threes"])
@pytest.mark.parametrize("spinner", ["first-double", "none"])
@pytest.mark.parametrize("players", [2, 4])
def test_inline_lookahead_agrees_with_the_engine(scoring, spinner, players):
    rules = Rules.make(players, scoring=scoring, spinner=spinner)
    checked = 0
    seed = len(scoring) * 100 + len(spinner) * 10 + players
    for h in random_positions(rules, seed=seed, count=500):
        for beta in (0.0, 1.0, 100.0):
            assert best_lookahead(h, beta) == reference_lookahead(h, beta), h
        for beta, double, keep in ((0.5, 1.0, 1.0), (1.0, 0.0, 2.5), (0.0, 3.0, 0.0)):
            assert (best_lookahead(h, beta, double, keep)
                    == reference_lookahead(h, beta, double, keep)), h
        t, e, p = best_greedy(h)
        if t >= 0:
            assert p == h.points_after(t, e)
            assert p == max(h.points_after(m.tile, m.end) for m in h.legal_moves())
        checked += 1
    assert checked == 500


@pytest.mark.parametrize("players", [2, 3, 4])
def test_expert_playouts_weigh_the_reply_by_side(players):
    """The Expert's playouts give its own side's seats the full reply weight and the other
    sides' seats the smaller one (they cannot see the Expert's hand); partners share a side."""
    from allfives_qt.ai.players import ExpertPlayer
    rules = Rules.make(players)
    p = ExpertPlayer(seed=1, rules=rules)
    for seat in range(players):
        side = rules.side_of(seat)
        weights = p.playout_weights(players, rules, side)
        assert len(weights) == players
        for s, (beta, double, keep, tie) in enumerate(weights):
            expected = p.beta if rules.side_of(s) == side else p.beta_others
            assert beta == expected and tie == p.count_tie
            assert (double, keep) == (p.double_bonus, p.keep_bonus)
        assert weights[seat][0] == p.beta
        if players == 4:
            assert weights[(seat + 2) % 4][0] == p.beta  # the partner
            assert weights[(seat + 1) % 4][0] == p.beta_others
    assert p.beta != p.beta_others


def test_a_tie_goes_to_the_lower_count_when_asked_else_to_the_first_arm():
    """``best_lookahead``'s ``tie``: two plays of one tile that score alike (0-3 on a 3 at W or
    on the double 3-3 at S of a covered spinner) go to the first arm with ``tie`` 0, and to the
    play that leaves the lower count with a negative ``tie`` (the review's Expert: play-test
    pt129 #1), whichever arm that is."""
    from allfives_qt.engine.hand import LEAD, E, N, S, W
    from allfives_qt.engine.tiles import parse_tile

    t = parse_tile
    seat0 = ["6-3", "6-2", "3-3", "0-2", "0-4", "2-4", "4-5"]
    seat1 = ["6-6", "6-1", "2-3", "0-3", "0-0", "2-2", "4-4"]
    rest = [i for i in range(SET_SIZE) if i not in {t(x) for x in seat0 + seat1}]
    h = HandState([mask_of([t(x) for x in seat0]), mask_of([t(x) for x in seat1])], rest, 1,
                  Rules.make(2))
    h.play(t("6-6"), LEAD)
    for tile, end in (("6-3", W), ("6-1", E), ("6-2", S), ("2-3", S), ("3-3", S)):
        h.play(t(tile), end)
    assert h.turn == 1 and h.ends[W] == h.ends[S] == 3 and h.ends[N] == 6
    assert {m.end for m in h.legal_moves() if m.tile == t("0-3")} == {W, S}
    assert h.count_after(t("0-3"), S) < h.count_after(t("0-3"), W)
    assert h.points_after(t("0-3"), S) == h.points_after(t("0-3"), W) == 0
    assert best_lookahead(h, 0.0, 0.0, 0.0) == (t("0-3"), W)
    assert best_lookahead(h, 0.0, 0.0, 0.0, -1e-4) == (t("0-3"), S)
