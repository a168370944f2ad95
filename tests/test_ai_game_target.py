"""The Expert plays for the game near its target (RULES.md, "The game": under ``win: immediate``
the play that reaches the target wins at once; otherwise the highest score at or above it when a
hand is scored). Views of a game carry its scores (:meth:`Game.view`); a hand seen alone has none,
and there the Expert plays for the hand as before."""

import random

import pytest

from allfives_qt.ai import make_player
from allfives_qt.ai.fast import game_winner, rollout_lookahead, rollout_race, side_totals
from allfives_qt.ai.players import ExpertPlayer
from allfives_qt.engine.game import Game
from allfives_qt.engine.hand import PLAYING, HandState
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import SET_SIZE, mask_of


def test_a_games_view_has_its_scores_and_a_hands_view_has_none():
    game = Game(Rules.make(2), seed=3)
    game.scores = [120, 75]
    seat = game.hand.turn
    assert game.view(seat).scores == (120, 75)
    assert game.hand.view(seat).scores == ()
    assert game.view(seat)._replace(scores=()) == game.hand.view(seat)
    with pytest.raises(ValueError):
        Game(Rules.make(2), seed=3, deal_first=False).view(0)


@pytest.mark.parametrize("need,totals,winner", [
    ([10, 10], [5, 5], -1),        # nobody reached the target
    ([10, 10], [12, 3], 0),        # one side reached it
    ([10, 20], [16, 25], 0),       # both reached it: the higher score wins (6 over against 5)
    ([10, 20], [12, 25], 1),       # (2 over against 5)
    ([10, 20], [15, 25], -1),      # a tie at or above the target: another hand
    ([30, 5, 10], [0, 5, 0], 1),
])
def test_game_winner_is_the_highest_score_at_or_above_the_target(need, totals, winner):
    assert game_winner(need, totals) == winner


def _deal(seed: int, rules: Rules) -> HandState:
    rng = random.Random(seed)
    tiles = list(range(SET_SIZE))
    rng.shuffle(tiles)
    n, k = rules.players, rules.tiles_per_player
    return HandState([mask_of(tiles[i * k:(i + 1) * k]) for i in range(n)], tiles[n * k:],
                     rng.randrange(n), rules)


def test_a_race_playout_stops_at_the_play_that_reaches_the_target():
    rules = Rules.make(2)
    weights = [(1.0, 1.0, 1.0)] * 2
    stopped = 0
    for seed in range(40):
        plain = rollout_lookahead(_deal(seed, rules), weights=weights)
        scored = [p for p in plain.points]
        # Nobody can reach a target far away: the playout is the plain one, to the hand's end.
        far = _deal(seed, rules)
        assert rollout_race(far, weights, [1000, 1000], [0, 1]) == -1
        assert far.status != PLAYING and far.points == plain.points and far.hands == plain.hands
        side = max(range(2), key=lambda s: scored[s])
        if scored[side] < 10:
            continue
        need = [scored[side] - 5 if s == side else 1000 for s in range(2)]
        h = _deal(seed, rules)
        assert rollout_race(h, weights, need, [0, 1]) == side
        assert h.points[side] >= need[side]  # stopped at the play that reached it...
        assert h.points[side] - h.last_points < need[side]  # ...and not one play later
        stopped += 1
    assert stopped >= 10


def _position_where_the_hand_player_forgoes_points(rules: Rules, level: str = "expert"):
    """A position from a game in which ``level``, playing for the hand alone, chooses a play
    that scores less than the most a legal play scores now (so a target that the most would reach
    changes what is right)."""
    for seed in range(200):
        game = Game(rules, seed=seed)
        rng = random.Random(seed)
        while not game.over and game.hand.status == PLAYING:
            game.do_forced()
            if game.hand_over:
                break
            view = game.hand.view(game.hand.turn)
            best = max(game.hand.points_after(m.tile, m.end) for m in view.legal)
            if best > 0 and len(view.legal) > 1:
                mv = make_player(level, seed=seed, rules=rules).choose(view)
                if game.hand.points_after(mv.tile, mv.end) < best:
                    return game, best, mv
            m = rng.choice(view.legal)
            game.play(m.tile, m.end)
    raise AssertionError("no such position in 200 games")


@pytest.mark.parametrize("level", ["hard", "expert"])
@pytest.mark.parametrize("players", [2, 4])
def test_hard_and_expert_take_the_play_that_wins_the_game(players, level):
    rules = Rules.make(players)
    game, best, forgone = _position_where_the_hand_player_forgoes_points(rules, level)
    seat = game.hand.turn
    side = rules.side_of(seat)
    game.scores = [rules.target - best if s == side else 0 for s in range(rules.sides)]
    mv = make_player(level, seed=1, rules=rules).choose(game.view(seat))
    assert game.hand.points_after(mv.tile, mv.end) >= best
    assert mv != forgone
    game.play(mv.tile, mv.end)
    assert game.over and game.winner == side


def test_near_the_target_playouts_count_the_game_won_or_lost():
    """A playout in which a side reaches the target is worth the hand's points so far plus or
    minus the game's worth; where no side can reach it, the value is the hand's alone, the same
    as without scores."""
    from allfives_qt.ai.fast import side_value

    rules = Rules.make(2)
    player = ExpertPlayer(1, rules)
    raced = 0
    for seed in range(20):
        base = _deal(seed, rules)
        hand_only = player.play_out(base.copy(), rules, base.points, 0)
        assert player.play_out(base.copy(), rules, base.points, 0, [1000, 1000]) == hand_only
        race = base.copy()
        weights = player.playout_weights(2, rules, 0)
        winner = rollout_race(race, weights, [10, 10], [0, 1])
        if winner < 0:
            continue
        expected = side_value(side_totals(race, rules, base.points), 0)
        expected += player.game_value if winner == 0 else -player.game_value
        assert player.play_out(base.copy(), rules, base.points, 0, [10, 10]) == expected
        raced += 1
    assert raced >= 10
