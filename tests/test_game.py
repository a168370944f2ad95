"""A game of hands: dealing, who starts, scores by side, the end of a hand and winning
(RULES.md, "Players, seats and turns", "A hand" rule 1, "The end of a hand", "Winning")."""

import json
import random

import pytest

from allfives_qt.engine.game import Game
from allfives_qt.engine.hand import LEAD, LEAD_FLIPPED, OUT, PLAYING, IllegalMove
from allfives_qt.engine.record import replay_record
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import NAMES, PIPS, bits, parse_halves, parse_tile, round_to_five

CONFIGS = [(2, False), (3, False), (4, True), (4, False)]
ARM = {"W": 0, "E": 1, "N": 2, "S": 3}


def T(name):
    return parse_tile(name)


def dealt_game(rules, hands, starter=0):
    """A game whose first hand deals ``hands`` (tile names per seat); the boneyard is the rest."""
    game = Game(rules, seed=1, deal_first=False)
    ids = [[T(x) for x in h] for h in hands]
    used = {t for h in ids for t in h}
    game.next_hand(ids, [t for t in range(28) if t not in used], starter)
    return game


def play(game, written, end=None):
    if end is None:
        a, b = parse_halves(written)
        return game.play(T(written), LEAD if a <= b else LEAD_FLIPPED)
    return game.play(T(written), ARM[end])


def finished_hands(rules, seed, max_hands=40):
    """Play seeded random legal moves; yield ``(game, side scores before the hand)`` at each
    hand's end (also when the game ends mid-hand)."""
    game = Game(rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(max_hands):
        before = game.scores[:]
        while not game.hand_over:
            game.do_forced()
            if game.hand_over:
                break
            game.play(*rng.choice(game.hand.legal_moves()))
        yield game, before
        if game.over:
            return
        game.next_hand()


def play_points_by_side(game):
    rules = game.rules
    got = [0] * rules.sides
    for p in game.logs[-1].plays:
        got[rules.side_of(p.seat)] += p.points
    return got


def left_pips(game):
    """Each seat's pip total left in hand, added up from the tiles it holds."""
    return [sum(PIPS[t] for t in bits(h)) for h in game.hand.hands]


# ------------------------------------------------------------------ dealing

@pytest.mark.parametrize("hand_size, sizes", [
    ("standard", {2: 9, 3: 7, 4: 5}), ("five", {2: 5, 3: 5, 4: 5}), ("seven-five", {2: 7, 3: 5, 4: 5}),
])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_deal_gives_hand_size_tiles_each_and_the_rest_to_the_boneyard(hand_size, sizes, players):
    game = Game(Rules.make(players, hand_size=hand_size), seed=7)
    log = game.logs[0]
    assert [len(h) for h in log.deal] == [sizes[players]] * players
    assert len(log.boneyard) == 28 - players * sizes[players]
    everything = [t for h in log.deal for t in h] + log.boneyard
    assert sorted(everything) == list(range(28))
    assert [h.bit_count() for h in game.hand.hands] == [sizes[players]] * players


def test_same_seed_same_deals_and_starters():
    a, b = Game(Rules.make(3), seed=42), Game(Rules.make(3), seed=42)
    assert (a.logs[0].deal, a.logs[0].boneyard, a.logs[0].starter) == (
        b.logs[0].deal, b.logs[0].boneyard, b.logs[0].starter)
    c = Game(Rules.make(3), seed=43)
    assert (c.logs[0].deal, c.logs[0].boneyard) != (a.logs[0].deal, a.logs[0].boneyard)


def test_given_deal_must_be_the_28_tiles_in_hand_size():
    rules = Rules.make(2)
    tiles = list(range(28))
    game = Game(rules, deal_first=False)
    with pytest.raises(ValueError):  # a duplicate tile, one missing
        game.next_hand([tiles[:9], tiles[9:17] + [0]], tiles[18:], 0)
    with pytest.raises(ValueError):  # wrong hand size
        game.next_hand([tiles[:8], tiles[8:18]], tiles[18:], 0)
    with pytest.raises(ValueError):  # 27 tiles
        game.next_hand([tiles[:9], tiles[9:18]], tiles[18:27], 0)
    game.next_hand([tiles[:9], tiles[9:18]], tiles[18:], 1)
    assert game.hand.turn == 1


# ------------------------------------------------------------------ who starts

@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_hand_starter_is_a_seeded_random_seat(players):
    starters = [Game(Rules.make(players), seed=s).hand.starter for s in range(60)]
    assert set(starters) == set(range(players))
    assert starters == [Game(Rules.make(players), seed=s).hand.starter for s in range(60)]


def test_first_hand_allows_any_starter():
    game = Game(Rules.make(4), deal_first=False)
    assert game.allowed_starters() == [0, 1, 2, 3]


@pytest.mark.parametrize("players, partnerships", CONFIGS)
def test_player_who_went_out_starts_the_next_hand(players, partnerships):
    seen = 0
    for seed in range(6):
        for game, _ in finished_hands(Rules.make(players, partnerships=partnerships, target=10**6), seed, 6):
            if game.hand.status != OUT:
                continue
            out = game.hand.out_seat
            assert game.hand.hands[out] == 0
            assert game.allowed_starters() == [out]
            others = [s for s in range(players) if s != out]
            probe = Game(game.rules, deal_first=False)
            probe.logs, probe.hand = game.logs, game.hand
            tiles = list(range(28))
            k = game.rules.tiles_per_player
            with pytest.raises(ValueError, match="may not start"):
                probe.next_hand([tiles[i * k:(i + 1) * k] for i in range(players)], tiles[players * k:],
                                others[0])
            seen += 1
            break
    assert seen


def test_seeded_next_hand_is_started_by_the_player_who_went_out():
    for game, _ in finished_hands(Rules.make(2, target=10**6), 3, 8):
        if game.hand.status == OUT:
            out = game.hand.out_seat
            game.next_hand()
            assert game.hand.starter == game.hand.turn == out
            return
    pytest.fail("no hand went out")


def test_after_a_blocked_hand_any_seat_may_start_and_the_seed_chooses():
    starters = set()
    blocked = 0
    for seed in range(40):
        for game, _ in finished_hands(Rules.make(3, target=10**6), seed, 15):
            if game.logs[-1].ended == "blocked":
                blocked += 1
                assert game.allowed_starters() == [0, 1, 2]
                game.next_hand()
                starters.add(game.hand.starter)
                break
    assert blocked >= 3
    assert len(starters) >= 2


def test_next_hand_refused_while_the_hand_is_unfinished():
    game = Game(Rules.make(2), seed=5)
    with pytest.raises(ValueError, match="not finished"):
        game.next_hand()


# ------------------------------------------------------------------ scoring by side

def test_partners_share_one_score():
    hands = [["2-2", "0-0", "0-1", "0-2", "0-3"], ["2-1", "0-4", "0-5", "0-6", "1-1"],
             ["2-4", "1-3", "1-5", "1-6", "3-3"], ["1-4", "2-3", "2-5", "2-6", "3-4"]]
    game = dealt_game(Rules.make(4), hands)
    play(game, "2-2")
    assert play(game, "2-1", "E") == 5  # spinner 4 + E 1
    assert play(game, "2-4", "W") == 5  # W 4 + E 1
    assert game.scores == [5, 5]  # seat 2 scores for side 0 with seat 0, seat 1 for side 1
    alone = dealt_game(Rules.make(4, partnerships=False), hands)
    play(alone, "2-2")
    play(alone, "2-1", "E")
    play(alone, "2-4", "W")
    assert alone.scores == [0, 5, 5, 0]


# a hand of 2 players (hand_size five) where seat 0 goes out on the 9th play and nobody scores:
# counts 12, 17, 9, 12, 14, 19, 23, 26, 28; seat 1 keeps 1-2 (3 pips, rounded 5)
NO_SCORE_DEAL = [["6-6", "6-4", "6-2", "4-4", "2-2"], ["6-5", "6-3", "5-5", "3-3", "1-2"]]
NO_SCORE_PLAYS = [("6-6", None), ("6-5", "E"), ("6-4", "W"), ("6-3", "N"), ("6-2", "S"),
                  ("5-5", "E"), ("4-4", "W"), ("3-3", "N"), ("2-2", "S")]

# seat 1 scores 10 on the 8th play, seat 0 10 on the 9th when going out; seat 1 keeps 2-4 (6 -> 5)
LATE_DEAL = [["1-1", "0-0", "3-5", "6-6", "3-6"], ["1-6", "2-4", "0-1", "5-5", "3-3"]]
LATE_PLAYS = [("6-6", None), ("1-6", "W"), ("3-6", "E"), ("3-3", "E"), ("3-5", "E"), ("5-5", "E"),
              ("1-1", "W"), ("0-1", "W"), ("0-0", "W")]

# both seats score 10; seat 0 goes out; seat 1 keeps 0-0 (0 pips); the spinner goes onto the W end
TIE_DEAL = [["2-5", "5-6", "0-6", "4-5", "0-5"], ["3-4", "0-4", "2-3", "5-5", "0-0"]]
TIE_PLAYS = [("2-5", None), ("2-3", "W"), ("5-6", "E"), ("3-4", "W"), ("4-5", "W"), ("5-5", "W"),
             ("0-6", "E"), ("0-4", "E"), ("0-5", "W")]


def play_all(game, plays):
    return [play(game, tile, end) for tile, end in plays]


def test_each_subtracts_a_hand_where_nobody_scores():
    game = dealt_game(Rules.make(2, hand_size="five"), NO_SCORE_DEAL)
    assert play_all(game, NO_SCORE_PLAYS) == [0] * 9
    log = game.logs[-1]
    assert (log.ended, log.pips, log.penalties) == ("out", [0, 3], [0, 5])
    assert game.scores == [0, -5]  # scores may go below zero
    assert not game.over


def test_winner_collects_the_opponents_rounded_pips_when_going_out():
    game = dealt_game(Rules.make(2, hand_size="five", end_of_hand="winner-collects"), NO_SCORE_DEAL)
    play_all(game, NO_SCORE_PLAYS)
    assert game.scores == [5, 0]


def test_end_of_hand_scoring_after_scoring_plays():
    game = dealt_game(Rules.make(2, hand_size="five"), LATE_DEAL)
    assert play_all(game, LATE_PLAYS) == [0, 0, 0, 0, 0, 0, 0, 10, 10]
    assert game.logs[-1].pips == [0, 6]
    assert game.scores == [10, 10 - 5]
    collect = dealt_game(Rules.make(2, hand_size="five", end_of_hand="winner-collects"), LATE_DEAL)
    play_all(collect, LATE_PLAYS)
    assert collect.scores == [10 + 5, 10]


@pytest.mark.parametrize("players, partnerships", CONFIGS)
def test_each_subtracts_every_rounded_total_from_its_own_side(players, partnerships):
    rules = Rules.make(players, partnerships=partnerships, target=10**6)
    negative = False
    for seed in range(3):
        for game, before in finished_hands(rules, seed, 25):
            pips = left_pips(game)
            assert game.logs[-1].pips == pips
            assert game.logs[-1].penalties == [round_to_five(p) for p in pips]
            expected = [b + p for b, p in zip(before, play_points_by_side(game))]
            for seat, p in enumerate(pips):
                expected[rules.side_of(seat)] -= round_to_five(p)
            assert game.scores == expected
            negative = negative or min(game.scores) < 0
    assert negative  # random hands soon take some side below zero


@pytest.mark.parametrize("players, partnerships", CONFIGS)
def test_winner_collects_out_and_blocked(players, partnerships):
    rules = Rules.make(players, partnerships=partnerships, end_of_hand="winner-collects", target=10**6)
    kinds = {"out": 0, "blocked": 0, "blocked-tie": 0}
    for seed in range(40 if players == 2 else 25):
        for game, before in finished_hands(rules, seed, 20):
            pips = left_pips(game)
            penalties = [round_to_five(p) for p in pips]
            change = [0] * rules.sides
            if game.logs[-1].ended == "out":
                kinds["out"] += 1
                (out,) = [s for s in range(players) if pips[s] == 0 and game.hand.hands[s] == 0]
                collector = rules.side_of(out)
            else:
                side_pips = [0] * rules.sides
                for s in range(players):
                    side_pips[rules.side_of(s)] += pips[s]
                low = min(side_pips)
                tied = side_pips.count(low) > 1
                kinds["blocked-tie" if tied else "blocked"] += 1
                collector = None if tied else side_pips.index(low)
            if collector is not None:
                change[collector] = sum(penalties[s] for s in range(players) if rules.side_of(s) != collector)
            points = play_points_by_side(game)
            assert game.scores == [b + p + c for b, p, c in zip(before, points, change)]
            assert all(c >= 0 for c in change)
    assert kinds["out"] and kinds["blocked"]


def test_winner_collects_blocked_tie_for_lowest_pips_nobody_collects():
    rules = Rules.make(2, end_of_hand="winner-collects", target=10**6)
    for seed in range(100):
        for game, before in finished_hands(rules, seed, 20):
            pips = left_pips(game)
            if game.logs[-1].ended != "blocked" or pips[0] != pips[1]:
                continue
            assert game.logs[-1].changes == [0, 0]
            assert game.scores == [b + p for b, p in zip(before, play_points_by_side(game))]
            return
    pytest.fail("no blocked hand with tied pip totals in 100 seeded games")


# ------------------------------------------------------------------ winning

def test_immediate_win_ends_the_game_mid_hand():
    game = dealt_game(Rules.make(2, hand_size="five", target=10), LATE_DEAL)
    play_all(game, LATE_PLAYS[:8])  # seat 1's 0-1 scores 10 = target
    assert game.over and game.winner == 1
    log = game.logs[-1]
    assert log.ended == "target" and log.pips is None and log.scores == [0, 10]
    assert game.hand.status == PLAYING  # the hand was not played out
    with pytest.raises(IllegalMove) as exc:
        play(game, "0-0", "W")
    assert exc.value.code == "hand-over"
    with pytest.raises(ValueError):
        game.next_hand()
    report = game.report()
    assert report["winner"] == 1 and report["hands"][0]["ended"] == "target"
    assert "pips" not in report["hands"][0] and "penalties" not in report["hands"][0]


def test_end_of_hand_win_finishes_the_hand_then_highest_at_or_above_target_wins():
    game = dealt_game(Rules.make(2, hand_size="five", target=10, win="end-of-hand"), LATE_DEAL)
    play_all(game, LATE_PLAYS[:8])
    assert not game.over and game.scores == [0, 10]  # seat 1 reached the target: play goes on
    play(game, *LATE_PLAYS[8])
    assert game.logs[-1].ended == "out"
    assert game.scores == [10, 5]
    assert game.over and game.winner == 0


def test_tie_at_the_top_at_or_above_target_plays_another_hand():
    game = dealt_game(Rules.make(2, hand_size="five", target=10, win="end-of-hand"), TIE_DEAL)
    assert play_all(game, TIE_PLAYS) == [0, 0, 0, 10, 0, 0, 10, 0, 0]
    assert game.scores == [10, 10]
    assert not game.over and game.winner is None
    game.next_hand()
    assert game.hand.starter == 0  # seat 0 went out


def test_target_option_sets_the_winning_score():
    for target, over in ((10, True), (11, False)):
        game = dealt_game(Rules.make(2, hand_size="five", target=target), TIE_DEAL)
        play_all(game, TIE_PLAYS[:4])
        assert game.over is over


@pytest.mark.parametrize("players, partnerships", CONFIGS)
def test_immediate_win_the_moment_a_side_reaches_target(players, partnerships):
    rules = Rules.make(players, partnerships=partnerships, target=60)
    for seed in range(8):
        after_hands = []
        for game, _ in finished_hands(rules, seed, 200):
            after_hands.append(game.scores[:])
        assert game.over
        assert all(max(scores) < 60 for scores in after_hands[:-1])  # nobody reached it before
        log = game.logs[-1]
        assert log.ended == "target"
        last = log.plays[-1]
        side = rules.side_of(last.seat)
        assert game.winner == side and last.points > 0
        assert game.scores[side] >= 60 > game.scores[side] - last.points
        assert all(s < 60 for i, s in enumerate(game.scores) if i != side)


@pytest.mark.parametrize("players, partnerships", CONFIGS)
def test_end_of_hand_win_across_random_games(players, partnerships):
    rules = Rules.make(players, partnerships=partnerships, target=30, win="end-of-hand")
    passed_mid_hand = 0
    for seed in range(12):
        for game, before in finished_hands(rules, seed, 100):
            log = game.logs[-1]
            assert log.ended in ("out", "blocked")
            running = before[:]
            for i, p in enumerate(log.plays):
                running[rules.side_of(p.seat)] += p.points
                if max(running) >= 30 and i < len(log.plays) - 1:
                    passed_mid_hand += 1
                    break
            best = max(game.scores)
            if best >= 30 and game.scores.count(best) == 1:
                assert game.over and game.winner == game.scores.index(best)
            else:
                assert not game.over and game.winner is None
        assert game.over
    assert passed_mid_hand  # a side went past the target and the hand was still played out


def test_replayed_record_of_a_seeded_game_gives_the_same_scores():
    game = None
    for game, _ in finished_hands(Rules.make(3, end_of_hand="winner-collects"), 11, 100):
        pass
    assert game.over
    again = replay_record(json.loads(json.dumps(game.to_record())))
    assert again.scores == game.scores and again.winner == game.winner
    assert again.report() == game.report()


def test_record_names_every_tile_and_the_lead_has_no_end():
    game = dealt_game(Rules.make(2, hand_size="five"), NO_SCORE_DEAL)
    play_all(game, NO_SCORE_PLAYS[:3])
    rec = game.to_record()
    assert rec["format"] == "allfives-record" and rec["version"] == 1
    hand = rec["hands"][0]
    assert hand["plays"][0] == {"seat": 0, "tile": "6-6"}
    assert hand["plays"][1] == {"seat": 1, "tile": "6-5", "end": "E"}
    assert sorted(hand["deal"][0] + hand["deal"][1] + hand["boneyard"]) == sorted(NAMES)


def test_acted_counts_plays_passes_and_a_draw_of_the_hand_being_played():
    """``Game.acted`` (which seats have moved; the window asks before leaving a game only then):
    a play or pass in the logs, or a draw still only in the hand's history."""
    g = Game(Rules.make(2), seed=5)
    assert not g.acted([0]) and not g.acted([1])
    for _ in range(200):  # play the hand until some seat must draw before it can play
        hand = g.hand
        if hand.status != PLAYING:
            break
        seat = hand.turn
        if hand.legal_moves() or not hand.boneyard:
            before = {s: g.acted([s]) for s in (0, 1)}
            moves = hand.legal_moves()
            if moves:
                g.play(moves[0].tile, moves[0].end)
            else:
                g.pass_turn()
            assert g.acted([seat]) and g.acted([1 - seat]) == before[1 - seat]
            continue
        drew_only = not g.acted([seat])
        g.draw()  # only in the hand's history until this turn's play or pass is logged
        assert g.acted([seat])
        if drew_only:
            break
    assert g.acted([0, 1]) and not g.acted([])
