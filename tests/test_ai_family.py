"""Computer players under the family's options (issue 13): Hard's weights per end-of-hand scoring,
drawing at will (Hard and Expert), and the Expert's exact search of the hidden tiles split between
the opponent's hand and the boneyard's reserve."""

import random

import pytest

from allfives_qt.ai import make_player
from allfives_qt.ai.fast import best_greedy, hand_changes
from allfives_qt.ai.infer import Knowledge
from allfives_qt.ai.players import draws_everything
from allfives_qt.engine.hand import PLAYING, HandState
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import IS_DOUBLE, PIPS, bits, mask_of


def positions(rng, rules, count, keep, first_plays=0):
    """``count`` states under ``rules`` after 0..4 random plays (``first_plays`` more at least)
    and the forced draws and passes, for which ``keep(state)`` holds."""
    out = []
    while len(out) < count:
        n, k = rules.players, rules.tiles_per_player
        deal = rng.sample(range(28), 28)
        h = HandState([mask_of(deal[i * k:(i + 1) * k]) for i in range(n)], deal[n * k:],
                      rng.randrange(n), rules)
        for _ in range(first_plays + rng.randrange(0, 5)):
            while h.status == PLAYING and h.forced_step():
                pass
            if h.status == PLAYING:
                h._play(*rng.choice(h.legal_moves()))
        while h.status == PLAYING and h.forced_step():
            pass
        if h.status == PLAYING and keep(h):
            out.append(h)
    return out


def at_will_positions(rng, players, count, rules):
    """Positions where the seat to act may draw (``draw: at-will``) and may play."""
    return positions(rng, rules, count, lambda h: h.may_draw() and bool(h.legal_moves()))


def test_hard_weighs_pips_only_where_the_end_of_hand_counts_them():
    # RULES.md, "The end of a hand": pips left cost points under each-subtracts and
    # winner-collects, nothing under go-out-point (Fives and Threes), where going out scores 1.
    fives = make_player("hard", seed=1).weights(Rules.make(2))
    heavy, double, out_bonus, out_pips = fives
    assert heavy > 0 and double > 0 and out_pips > 0 and out_bonus > 1
    assert make_player("hard", seed=1).weights(Rules.make(2, end_of_hand="winner-collects")) == fives
    ft = make_player("hard", seed=1).weights(Rules.game("fives-and-threes", 2))
    assert ft == (0.0, 0.0, 1.0, 0.0)


def test_hard_under_go_out_point_stops_shedding_heavy_tiles_for_their_own_sake():
    # The same positions seen under each-subtracts and under go-out-point (the rest of the rules
    # those of Fives and Threes): where Hard's choices differ, the each-subtracts one sheds more
    # weight (pips and doubles), which go-out-point does not reward (RULES.md, "The end of a hand").
    rules = {e: Rules.make(2, scoring="fives-and-threes", spinner="none", hand_size="seven-five",
                           end_of_hand=e) for e in ("each-subtracts", "go-out-point")}
    differ = 0
    for h in positions(random.Random(3), rules["each-subtracts"], 100,
                       lambda h: len(h.legal_moves()) >= 2, first_plays=1):
        picks = {e: make_player("hard", seed=1, rules=r).choose(h.view(h.turn)._replace(rules=r))
                 for e, r in rules.items()}
        a, b = picks["each-subtracts"], picks["go-out-point"]
        if a != b:
            differ += 1
            assert PIPS[a.tile] * 0.15 + IS_DOUBLE[a.tile] > PIPS[b.tile] * 0.15 + IS_DOUBLE[b.tile]
    assert differ >= 5


def test_who_draws_everything_at_will():
    # Measured (README, "Strength and speed"): with 2 players, and under go-out-point.
    assert draws_everything(Rules.make(2, draw="at-will"))
    assert draws_everything(Rules.game("fives-and-threes", 3, draw="at-will"))
    assert not draws_everything(Rules.make(3, draw="at-will"))
    assert not draws_everything(Rules.make(4, draw="at-will"))
    assert not draws_everything(Rules.make(2))  # draw: when-stuck


def test_hard_and_expert_draw_at_will_only_when_the_rules_let_them():
    rng = random.Random(8)
    for h in at_will_positions(rng, 2, 3, Rules.make(2, draw="at-will")):
        view = h.view(h.turn)
        for level in ("hard", "expert"):
            assert make_player(level, seed=1, rules=h.rules).draws_at_will(view)  # 2 players
        for level in ("random", "greedy", "easy", "medium"):
            assert not make_player(level, seed=1, rules=h.rules).draws_at_will(view)
    stuck_rules = Rules.make(2)
    h = at_will_positions(rng, 2, 1, Rules.make(2, draw="at-will"))[0]
    view = h.view(h.turn)._replace(rules=stuck_rules, may_draw=False)
    assert not make_player("hard", seed=1, rules=stuck_rules).draws_at_will(view)
    assert not make_player("expert", seed=1, rules=stuck_rules).draws_at_will(view)


def test_expert_weighs_a_draw_against_its_plays_and_keeps_the_plays_figures():
    # 3 players (no "draw everything"): the draw is one more sampled candidate. Its decision
    # varies with the position, and the play chosen afterwards is the one a fresh Expert chooses
    # (the draw candidate changes none of the plays' figures).
    rules = Rules.make(3, draw="at-will")
    decisions = []
    for h in at_will_positions(random.Random(12), 3, 8, rules):
        view = h.view(h.turn)
        asked = make_player("expert", seed=4, rules=rules)
        decisions.append(asked.draws_at_will(view))
        assert asked.choose(view) == make_player("expert", seed=4, rules=rules).choose(view)
        assert asked.evaluate(view) == make_player("expert", seed=4, rules=rules).evaluate(view)
    assert True in decisions and False in decisions


def exact(h, rules, root):
    """Exact minimax value of the rest of a fully known 2-player hand for ``root``'s lead."""
    h = h.copy()
    while h.status == PLAYING and h.forced_step():
        pass
    if h.status != PLAYING:
        changes = hand_changes(h, rules)
        return changes[root] - changes[1 - root]
    vals = []
    for m in h.legal_moves():
        c = h.copy()
        p = c._play(*m)
        vals.append((p if h.turn == root else -p) + exact(c, rules, root))
    return max(vals) if h.turn == root else min(vals)


def endgames(rng, rules, count, most):
    """Positions of 2-player hands played greedily until nothing is left to draw but the reserve
    and each hand holds at most ``most`` tiles, with a choice of plays for the seat to act."""
    out = []
    while len(out) < count:
        deal = rng.sample(range(28), 28)
        h = HandState([mask_of(deal[:9]), mask_of(deal[9:18])], deal[18:], rng.randrange(2), rules)
        while h.status == PLAYING:
            if h.forced_step():
                continue
            if (not h.drawable and max(x.bit_count() for x in h.hands) <= most
                    and len(h.legal_moves()) >= 2):
                out.append(h)
                break
            h._play(*best_greedy(h)[:2])
    return out


def test_expert_searches_every_split_of_opponent_hand_and_reserve_exactly():
    # 2 players, boneyard_reserve 2, nothing left to draw: the hidden tiles are the opponent's
    # hand and the reserve. Each move's value is the mean, over every split that agrees with the
    # view, of its exact value (brute force here), and the Expert plays the best mean.
    rules = Rules.make(2, boneyard_reserve=2)
    sizes = []
    for h in endgames(random.Random(17), rules, 6, most=5):
        view, root = h.view(h.turn), h.turn
        kn = Knowledge(view)
        splits = kn.reserve_splits(100)
        sizes.append(len(splits))
        assert splits and any(hands[1 - root] == h.hands[1 - root] for hands, _ in splits)
        assert all(not hands[1 - root] & kn.void[1 - root] and len(reserve) == 2
                   for hands, reserve in splits)
        expected = {}
        for m in view.legal:
            vals = []
            for hands, reserve in splits:
                full = HandState.from_view(view, hands, reserve)
                p = full._play(m.tile, m.end)
                vals.append(p + exact(full, rules, root))
            expected[m] = sum(vals) / len(vals)
        expert = make_player("expert", seed=1, rules=rules)
        expert.split_budget = 10**6
        for m, v in expert.evaluate(view):
            assert v == pytest.approx(expected[m])
        assert expected[expert.choose(view)] == pytest.approx(max(expected.values()))
    assert max(sizes) >= 3  # some positions leave several splits to average


def test_reserve_splits_keep_what_a_pass_showed():
    # The opponent passed with nothing to draw: it held no tile that fitted the open ends then,
    # so no split gives it one (the reserve may hold such tiles).
    rules = Rules.make(2, boneyard_reserve=2)
    rng = random.Random(5)
    found = 0
    for _ in range(3000):
        h = endgames(rng, rules, 1, most=9)[0]
        if h.can_play(1 - h.turn):
            continue
        seat = h.turn
        h._play(*best_greedy(h)[:2])  # then the other seat, stuck, passes
        fitting = h.playable_mask()
        if h.status != PLAYING or h.can_play(h.turn):
            continue
        h.pass_turn()
        if h.status != PLAYING or not h.legal_moves():
            continue
        splits = Knowledge(h.view(seat)).reserve_splits(100)
        assert splits and all(not hands[1 - seat] & fitting for hands, _ in splits)
        assert any(hands[1 - seat] == h.hands[1 - seat] for hands, _ in splits)
        found += 1
        if found == 3:
            break
    assert found == 3


def test_no_split_search_while_tiles_may_be_drawn_or_without_a_reserve():
    rng = random.Random(2)
    for reserve in (0, 2):
        rules = Rules.make(2, boneyard_reserve=reserve)
        h = positions(rng, rules, 1, lambda h: h.drawable > 0)[0]
        assert Knowledge(h.view(h.turn)).reserve_splits(10**6) is None
