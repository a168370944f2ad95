"""Computer players (issue 4): legal choices at every level, the fast scoring helpers agree with
the engine, inference from draws and passes, sampling, exact search and end-of-hand values."""

import random

import pytest

from allfives_qt.ai import LEVELS, REFERENCE_LEVELS, make_player
from allfives_qt.ai.fast import (best_greedy, best_lookahead, count_after, hand_changes, points_after,
                                 side_totals)
from allfives_qt.ai.infer import Knowledge
from allfives_qt.ai.players import public_state
from allfives_qt.ai.search import Searcher
from allfives_qt.engine.game import Game
from allfives_qt.engine.hand import PLAYING, HandState
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import bits, mask_of, parse_tile


def random_state(rng, players=2, per_seat=None, plays=None):
    """Deal with ``rng`` and play random legal moves (forced draws and passes included) until
    ``plays`` plays are made or the hand ends; return the state."""
    k = per_seat or {2: 9, 3: 7, 4: 5}[players]
    tiles = list(range(28))
    rng.shuffle(tiles)
    h = HandState([mask_of(tiles[i * k:(i + 1) * k]) for i in range(players)], tiles[players * k:],
                  rng.randrange(players))
    limit = rng.randrange(0, 14) if plays is None else plays
    while h.status == PLAYING and h.n_played < limit:
        moves = h.legal_moves()
        if moves:
            h._play(*rng.choice(moves))
        elif h.boneyard_size:
            h.draw()
        else:
            h.pass_turn()
    while h.status == PLAYING and not h.legal_moves():
        if h.boneyard_size:
            h.draw()
        else:
            h.pass_turn()
    return h


def test_points_after_matches_the_engine_for_every_legal_move():
    rng = random.Random(3)
    checked = 0
    for _ in range(300):
        h = random_state(rng, players=rng.choice([2, 3, 4]))
        for m in h.legal_moves():
            c = h.copy()
            assert points_after(h, *m) == c.play(*m)
            assert count_after(h, *m) == c.count
            checked += 1
    assert checked > 500


def test_worked_example_a_points_from_count_after():
    h = HandState([mask_of(parse_tile(t) for t in ("6-6", "6-2", "6-0", "2-4")),
                   mask_of(parse_tile(t) for t in ("6-3", "6-5", "3-3", "1-2"))], [], 0)
    for tile, end, pts in [("6-6", 4, 0), ("6-3", 1, 15), ("6-2", 0, 5), ("6-5", 2, 10),
                           ("6-0", 3, 10), ("3-3", 1, 0), ("2-4", 0, 15)]:
        seat = 0 if tile in ("6-6", "6-2", "6-0", "2-4") else 1
        h.turn = seat
        assert points_after(h, parse_tile(tile), end) == pts
        h.play(parse_tile(tile), end)


def test_greedy_and_lookahead_choices_are_legal_and_greedy_takes_the_most_points():
    rng = random.Random(4)
    for _ in range(200):
        h = random_state(rng, players=rng.choice([2, 3, 4]))
        if h.status != PLAYING:
            continue
        legal = h.legal_moves()
        t, e, p = best_greedy(h)
        assert (t, e) in legal
        assert p == max(points_after(h, *m) for m in legal)
        assert best_lookahead(h) in legal


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", LEVELS + REFERENCE_LEVELS)
def test_every_level_plays_only_legal_moves_to_the_end_of_a_hand(level, players):
    rng = random.Random(players * 7 + len(level))
    rules = Rules.make(players)
    h = random_state(rng, players=players, plays=0)
    seats = [make_player(level, seed=s, rules=rules) for s in range(players)]
    for p in seats:
        if level == "expert":
            p.work = 2000  # a smaller budget keeps this test quick; the method is the same
    while h.status == PLAYING:
        if not h.can_play(h.turn) and h.center is not None:
            h.draw() if h.boneyard_size else h.pass_turn()
            continue
        p = seats[h.turn]
        if level == "omniscient":
            mv = p.choose_full(h.copy(), rules)
        else:
            view = h.view(h.turn)
            mv = p.choose(view)
            assert mv in view.legal
            got, facts = p.explain(view)
            assert got == mv
            assert isinstance(facts["points_now"], int)
            assert facts["expected"] is None or isinstance(facts["expected"], float)
        h.play(*mv)
    assert h.status != PLAYING


def test_unknown_level_is_refused():
    with pytest.raises(ValueError):
        make_player("grandmaster", seed=1)


def test_levels_offered_in_the_game_are_the_four_named_ones():
    assert LEVELS == ("easy", "medium", "hard", "expert")
    assert set(REFERENCE_LEVELS) == {"random", "greedy", "omniscient"}


def test_a_draw_shows_the_seat_held_nothing_that_fitted_the_open_ends():
    # Seat 1 cannot follow 6-6 and draws; seat 0 learns seat 1 holds no six (of its old tiles).
    t = parse_tile
    hands = [mask_of([t("6-6"), t("0-1"), t("0-2")]), mask_of([t("1-1"), t("1-2"), t("2-2")])]
    bone = [t("3-4"), t("6-5")]
    bone += [x for x in range(28) if not (hands[0] | hands[1] | mask_of(bone)) >> x & 1]
    h = HandState(hands, bone, 0)
    h.play(t("6-6"), 4)
    h.draw()
    h.draw()  # 6-5 fits: seat 1 must play it
    kn = Knowledge(h.view(0))
    assert kn.prob_holds(1, t("6-4")) > 0  # the tile just drawn may be any six ...
    h.play(t("6-5"), 1)
    kn = Knowledge(h.view(0))
    assert kn.prob_holds(1, t("6-4")) == 0.0  # ... but once played, no six is left in that hand
    assert kn.prob_holds(1, t("4-4")) > 0
    rng = random.Random(1)
    for _ in range(50):
        hs, b = kn.sample(rng)
        assert hs[0] == h.hands[0]
        assert hs[1].bit_count() == h.hands[1].bit_count() and len(b) == h.boneyard_size
        assert (hs[1] | mask_of(b)) == (h.hands[1] | mask_of(h.boneyard[h.drawn:]))


def test_samples_agree_with_hand_sizes_and_voids():
    rng = random.Random(8)
    for _ in range(150):
        h = random_state(rng, players=rng.choice([2, 3, 4]))
        if h.status != PLAYING:
            continue
        view = h.view(h.turn)
        kn = Knowledge(view, soft=True)
        hidden = kn.unseen
        assert hidden == mask_of(t for s in range(h.players) if s != h.turn
                                 for t in bits(h.hands[s])) | mask_of(h.boneyard[h.drawn:])
        # The truth never breaks a certain fact.
        for s in range(h.players):
            if s != h.turn:
                assert not (kn.void[s] & h.hands[s])
        hs, b = kn.sample(rng)
        assert [x.bit_count() for x in hs] == list(view.hand_sizes)
        assert len(b) == view.boneyard_size
        for s in range(h.players):
            if s != h.turn:
                assert not (kn.void[s] & hs[s])
        full = HandState.from_view(view, hs, b)
        assert full.view(h.turn) == view


def test_public_state_shows_the_table_and_own_hand_only():
    rng = random.Random(11)
    h = random_state(rng, players=3, plays=6)
    view = h.view(h.turn)
    st = public_state(view)
    assert st.view(h.turn) == view


def brute_force(h, rules, root_side):
    """Exact minimax value (points for root_side's lead) of a 2-player, fully known hand."""
    if h.status != PLAYING:
        return hand_changes(h, rules)[root_side] - hand_changes(h, rules)[1 - root_side]
    moves = h.legal_moves()
    if not moves:
        c = h.copy()
        c.draw() if c.boneyard_size else c.pass_turn()
        return brute_force(c, rules, root_side)
    vals = []
    for m in moves:
        c = h.copy()
        p = c._play(*m)
        vals.append((p if c.history[-1].seat == root_side else -p) + brute_force(c, rules, root_side))
    return max(vals) if h.turn == root_side else min(vals)


def small_endgames(rng, count):
    """``count`` small 2-player hands in play, the seat to act holding a legal play (the engine
    does not need all 28 tiles): 4 tiles each, 3 in the boneyard, one play made."""
    done = 0
    while done < count:
        tiles = rng.sample(range(28), 11)
        h = HandState([mask_of(tiles[:4]), mask_of(tiles[4:8])], tiles[8:], rng.randrange(2))
        h._play(*rng.choice(h.legal_moves()))
        while h.status == PLAYING and not h.legal_moves():
            h.draw() if h.boneyard_size else h.pass_turn()
        if h.status == PLAYING:
            done += 1
            yield h


@pytest.mark.parametrize("pip_weight", [None, 0.25])
@pytest.mark.parametrize("end_of_hand", ["each-subtracts", "winner-collects"])
def test_search_is_exact_on_small_endgames(end_of_hand, pip_weight):
    # With static leaves (pip_weight) too: a search that reaches every end of the hand is exact.
    rules = Rules.make(2, end_of_hand=end_of_hand)
    for h in small_endgames(random.Random(21), 12):
        mv, val, exact = Searcher(rules, budget=200000, pip_weight=pip_weight).best_move(h)
        assert exact
        root = h.turn
        assert val == pytest.approx(brute_force(h, rules, root))
        c = h.copy()
        p = c._play(*mv)
        assert p + brute_force(c, rules, root) == pytest.approx(val)


def test_move_values_are_exact_on_small_endgames_and_refuse_no_moves():
    rules = Rules.make(2)
    for h in small_endgames(random.Random(22), 10):
        moves = h.legal_moves()
        found = Searcher(rules, budget=200000).move_values(h, moves)
        assert found.exact
        for m, v in zip(moves, found.values):
            c = h.copy()
            assert c._play(*m) + brute_force(c, rules, h.turn) == pytest.approx(v)
    with pytest.raises(ValueError):
        Searcher(rules).move_values(h, [])


@pytest.mark.parametrize("budget", [3000, 30000])
def test_move_values_come_from_one_depth_for_every_move(budget):
    # 14 tiles each, the boneyard dealt out: the budget runs out long before the end
    # of the hand, and each value is what a search of that move alone, to the depth reached for
    # all, gives (once each move was valued at whatever depth its own budget reached).
    rules = Rules.make(2)
    rng = random.Random(23)
    h = random_state(rng, per_seat=14, plays=2)
    moves = h.legal_moves()
    assert len(moves) >= 3
    found = Searcher(rules, budget=budget).move_values(h, moves)
    assert not found.exact and found.depth >= 2
    for m, v in zip(moves, found.values):
        alone = Searcher(rules, budget=10**9).move_values(h, [m], max_depth=found.depth)
        assert alone.depth == found.depth
        assert alone.values[0] == pytest.approx(v)


class _ScriptedSearcher(Searcher):
    """A Searcher whose root moves get scripted values per iteration (``script[depth][i]`` for the
    i-th legal move in engine order), running out of budget where the script says ``None``."""

    def __init__(self, rules, script):
        super().__init__(rules, budget=10**9)
        self.script = script

    def _value(self, h, depth, alpha, beta):
        self.cut = True  # as if playouts were reached: deepen again
        want = self.script[depth + 1][self.order.index(h.history[-1].tile)]
        if want is None:
            from allfives_qt.ai.search import _OutOfBudget
            raise _OutOfBudget
        return want - h.history[-1].points  # the root adds the points the move scored


@pytest.mark.parametrize("second,want_index,want_val", [
    ((5.0, 0.0, None), 0, 5.0),   # the old best fell to 0 and move 0 reached 5: play move 0
    ((1.0, 4.0, None), 1, 3.0),   # the old best still leads the finished moves: keep it
])
def test_a_move_that_won_inside_an_unfinished_iteration_is_played(second, want_index, want_val):
    # Iteration 1 (depth 2) values the three root moves 1, 3, 2: move 1 is best. Iteration 2
    # (depth 4) searches move 1 first, then move 0, and runs out of budget at move 2.
    rules = Rules.make(2)
    rng = random.Random(5)
    h = random_state(rng, plays=3)
    while len({m.tile for m in h.legal_moves()}) != 3 or len(h.legal_moves()) != 3:
        h = random_state(rng, plays=3)
    s = _ScriptedSearcher(rules, {2: [1.0, 3.0, 2.0], 4: list(second)})
    s.order = [m.tile for m in s._ordered(h)]
    mv, val, exact = s.best_move(h)
    assert mv.tile == s.order[want_index]
    assert val == want_val and not exact


@pytest.mark.parametrize("players,partners,eoh", [(2, False, "each-subtracts"), (3, False, "winner-collects"),
                                                  (4, True, "each-subtracts"), (4, True, "winner-collects"),
                                                  (4, False, "winner-collects")])
def test_side_totals_match_the_game_scores(players, partners, eoh):
    rules = Rules.make(players, partnerships=partners, end_of_hand=eoh, target=10**6)
    for seed in range(25):
        g = Game(rules, seed)
        h = g.hand
        while h.status == PLAYING:
            g.do_forced()
            if h.status != PLAYING:
                break
            t, e, _ = best_greedy(h)
            g.play(t, e)
        assert side_totals(h, rules) == g.scores


def test_the_same_view_and_seed_always_give_the_same_decision():
    rng = random.Random(5)
    h = random_state(rng, players=2, plays=3)
    view = h.view(h.turn)
    for level in ("easy", "hard", "expert"):
        a = [make_player(level, seed=9).choose(view) for _ in range(2)]
        assert a[0] == a[1]


def test_expert_plays_an_exactly_best_move_when_nothing_is_hidden():
    # 2 players, boneyard empty: the opponent's hand is known, so Expert searches exactly.
    rules = Rules.make(2)
    rng = random.Random(31)
    found = 0
    while found < 6:
        h = random_state(rng, players=2, plays=0)
        while h.status == PLAYING and (h.boneyard_size or h.hands[0].bit_count() + h.hands[1].bit_count() > 8
                                       or len(h.legal_moves()) < 2):
            if h.center is not None and not h.can_play(h.turn):
                h.draw() if h.boneyard_size else h.pass_turn()
                continue
            h._play(*best_greedy(h)[:2])
        if h.status != PLAYING:
            continue
        root = h.turn
        values = {}
        for m in h.legal_moves():
            c = h.copy()
            p = c._play(*m)
            values[m] = p + brute_force(c, rules, root)
        expert = make_player("expert", seed=1, rules=rules)
        mv = expert.choose(h.view(root))
        assert values[mv] == pytest.approx(max(values.values()))
        # evaluate() gives every move's exact value here, for the review of a game.
        for m, v in expert.evaluate(h.view(root)):
            assert v == pytest.approx(values[m])
        found += 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_expert_evaluates_every_legal_move_and_chooses_the_best_of_them(players):
    rng = random.Random(40 + players)
    for _ in range(4):
        h = random_state(rng, players=players, plays=rng.randrange(1, 5))
        if h.status != PLAYING or len(h.legal_moves()) < 2:
            continue
        view = h.view(h.turn)
        expert = make_player("expert", seed=3, rules=Rules.make(players))
        values = expert.evaluate(view)
        assert [m for m, _ in values] == list(view.legal)
        assert all(isinstance(v, float) for _, v in values)
        best = max(v for _, v in values)
        assert dict(values)[expert.choose(view)] == best
        assert expert.evaluate(view) == values  # a fixed budget: the same figures again


def test_the_omniscient_reference_player_refuses_a_mere_seat_view():
    h = random_state(random.Random(2), players=2, plays=2)
    with pytest.raises(TypeError):
        make_player("omniscient", seed=1).choose(h.view(h.turn))


def test_expert_evaluates_every_legal_move_and_explains_the_best_of_them():
    rng = random.Random(5)
    rules = Rules.make(2)
    checked = 0
    for _ in range(20):
        h = random_state(rng, players=2, plays=rng.randrange(1, 10))
        if h.status != PLAYING or len(h.legal_moves()) < 2:
            continue
        view = h.view(h.turn)
        expert = make_player("expert", seed=3, rules=rules)
        expert.work = 3000  # a smaller budget keeps this test quick; the method is the same
        values = expert.evaluate(view)
        assert [m for m, _ in values] == list(view.legal)
        assert values == expert.evaluate(view)  # a function of the seed and the view
        mv, facts = expert.explain(view)
        if view.boneyard_size:  # sampled: explain picks the best evaluated move
            top = max(v for _, v in values)
            assert dict(values)[mv] == top and facts["expected"] == round(top, 2)
        checked += 1
        if checked == 6:
            break
    assert checked == 6
