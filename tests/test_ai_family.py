"""Computer players under the family's options (issue 13): Hard's weights per end-of-hand scoring."""

import random
from dataclasses import replace

from allfives_qt.ai import make_player
from allfives_qt.engine.hand import PLAYING, HandState
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import IS_DOUBLE, PIPS, mask_of


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
    rng = random.Random(3)
    differ = 0
    for _ in range(120):
        rules = {e: Rules.make(2, scoring="fives-and-threes", spinner="none", hand_size="seven-five",
                               end_of_hand=e) for e in ("each-subtracts", "go-out-point")}
        deal = rng.sample(range(28), 28)
        h = HandState([mask_of(deal[:7]), mask_of(deal[7:14])], deal[14:], rng.randrange(2),
                      rules["each-subtracts"])
        for _ in range(rng.randrange(1, 6)):
            while h.status == PLAYING and h.forced_step():
                pass
            if h.status == PLAYING:
                h._play(*rng.choice(h.legal_moves()))
        while h.status == PLAYING and h.forced_step():
            pass
        if h.status != PLAYING or len(h.legal_moves()) < 2:
            continue
        picks = {e: make_player("hard", seed=1, rules=r).choose(replace(h.view(h.turn), rules=r))
                 for e, r in rules.items()}
        a, b = picks["each-subtracts"], picks["go-out-point"]
        if a != b:
            differ += 1
            assert PIPS[a.tile] * 0.15 + IS_DOUBLE[a.tile] > PIPS[b.tile] * 0.15 + IS_DOUBLE[b.tile]
    assert differ >= 5
