"""The family of games (RULES.md, "The family: Muggins, Fives and Threes, and house rules"):
worked examples E to H as records, the options in the engine (claims and Muggins, drawing at will,
the reserve, who starts after a block, a point for going out), and every illegal record kind for
the new keys (each names its hand, its play and the reason)."""

import copy
import json
import pathlib
import random
import subprocess
import sys

import pytest

from allfives_qt.engine.game import Game, lowest_side, next_starter
from allfives_qt.engine.hand import BLOCKED, PLAYING, HandState, IllegalMove, count_points
from allfives_qt.engine.record import RecordError, replay_record
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import NAMES, mask_of, parse_tile

EXAMPLES = pathlib.Path(__file__).resolve().parent.parent / "examples"


def example(name):
    return json.loads((EXAMPLES / f"worked-example-{name}.json").read_text())


# ------------------------------------------------------------------ worked examples E to H

@pytest.mark.parametrize("name, points, scores", [
    ("e", [4, 8, 0, 2], [4, 10]),
    ("f", [4, 8, 1, 3], [5, 11]),
    ("g", [5, 0, 0], [5, 0]),
    ("h", [0, 10], [0, 20]),
])
def test_worked_examples_e_to_h_replay_to_the_points_of_rules_md(name, points, scores):
    report = replay_record(example(name)).report()
    assert [p["points"] for p in report["hands"][0]["plays"]] == points
    assert report["scores"] == scores


def test_example_h_reports_the_muggins_call():
    play = replay_record(example("h")).report()["hands"][0]["plays"][0]
    assert play["claimed"] is False and play["muggins"] == {"seat": 1, "points": 10}


def test_example_g_never_opens_n_or_s():
    game = replay_record(example("g"))
    assert game.hand.spinner == -1 and game.hand.ends[2:] == [-1, -1]


@pytest.mark.parametrize("count, points", [(3, 1), (5, 1), (6, 2), (9, 3), (10, 2), (12, 4), (15, 8),
                                           (18, 6), (20, 4), (21, 7), (24, 8), (25, 5), (27, 9),
                                           (30, 16), (7, 0), (0, 0)])
def test_fives_and_threes_scores_as_rules_md_lists(count, points):
    assert count_points(count, "fives-and-threes") == points
    assert count_points(count, "fives") == (count if count % 5 == 0 else 0)


# ------------------------------------------------------------------ a hand built by hand

DEAL0 = ["5-5", "0-0", "1-1", "2-2", "3-3", "4-4", "6-6", "0-1", "0-2"]
DEAL1 = ["0-3", "0-4", "0-6", "1-2", "1-3", "1-4", "1-6", "2-3", "2-4"]  # no 5: seat 1 must draw
REST = [t for t in NAMES if t not in DEAL0 + DEAL1 and t not in ("3-4", "0-5")]
BONEYARD = ["3-4", "0-5"] + REST  # seat 1 draws 3-4 (no fit), then 0-5 (fits)


def built_record(**rules):
    """Seat 0 leads 5-5 (count 10), seat 1 draws two and plays 5-0 on E (count 10)."""
    return {"format": "allfives-record", "version": 1, "rules": {"players": 2, **rules},
            "hands": [{"deal": [DEAL0, DEAL1], "boneyard": BONEYARD, "starter": 0,
                       "plays": [{"seat": 0, "tile": "5-5"}, {"seat": 1, "tile": "5-0", "end": "E"}]}]}


def error_of(record):
    with pytest.raises(RecordError) as exc:
        replay_record(record)
    return exc.value


def test_built_record_draws_two_then_scores():
    report = replay_record(built_record()).report()
    assert [(p["drew"], p["points"]) for p in report["hands"][0]["plays"]] == [(0, 10), (2, 10)]


def test_drawing_at_will_in_a_record_draws_more_and_is_reported():
    record = built_record(draw="at-will")
    record["hands"][0]["plays"][1]["drew"] = 4  # two forced, two more at will
    game = replay_record(record)
    plays = game.report()["hands"][0]["plays"]
    assert [p["drew"] for p in plays] == [0, 4]
    assert game.hand.drawn == 4
    assert game.to_record()["hands"][0]["plays"][1]["drew"] == 4
    lead_only = built_record(draw="at-will")
    lead_only["hands"][0]["plays"] = [{"seat": 0, "tile": "5-5", "drew": 3}]  # drawn before leading
    game = replay_record(lead_only)
    assert game.hand.hands[0].bit_count() == 9 + 3 - 1 and game.report()["hands"][0]["plays"][0]["drew"] == 3


def test_muggins_call_that_reaches_the_target_ends_the_game():
    record = built_record(claims="muggins", target=10)
    record["hands"][0]["plays"][0].update({"claimed": False, "muggins": 1})
    err = error_of(record)  # the second play comes after the end of the game
    assert (err.hand, err.play) == (0, 1) and "end of the game" in err.reason
    record["hands"][0]["plays"].pop()
    game = replay_record(record)
    assert game.over and game.winner == 1 and game.report()["hands"][0]["ended"] == "target"


BAD = [  # (rules, change to plays[i], play index named, words in the reason)
    ({}, (0, {"claimed": True}), 0, "claims: muggins"),
    ({}, (0, {"claimed": False, "muggins": 1}), 0, "claims: muggins"),
    ({"claims": "muggins"}, (0, {"claimed": "no"}), 0, "bad claimed"),
    ({"claims": "muggins"}, (0, {"claimed": 0}), 0, "bad claimed"),
    ({"claims": "muggins"}, (0, {"claimed": False, "muggins": "1"}), 0, "bad muggins"),
    ({"claims": "muggins"}, (0, {"claimed": False, "muggins": 1.0}), 0, "bad muggins"),
    ({"claims": "muggins"}, (0, {"claimed": False, "muggins": True}), 0, "bad muggins"),
    ({"claims": "muggins"}, (0, {"muggins": 1}), 0, "claimed"),
    ({"claims": "muggins"}, (0, {"claimed": True, "muggins": 1}), 0, "claimed"),
    ({"claims": "muggins"}, (0, {"claimed": False, "muggins": 0}), 0, "only the next seat"),
    ({"claims": "muggins"}, (0, {"tile": "0-1", "claimed": False}), 0, "scores"),
    ({}, (1, {"drew": "2"}), 1, "bad drew"),
    ({}, (1, {"drew": -1}), 1, "bad drew"),
    ({}, (1, {"drew": 3}), 1, "the rules made the seat draw 2"),
    ({}, (1, {"drew": 1}), 1, "the rules made the seat draw 2"),
    ({}, (0, {"drew": 1}), 0, "the rules made the seat draw 0"),
    ({"draw": "at-will"}, (1, {"drew": 1}), 1, "had to draw 2"),
    ({"draw": "at-will"}, (1, {"drew": 11}), 1, "at most 10"),
    ({"draw": "at-will", "boneyard_reserve": 2}, (1, {"drew": 9}), 1, "at most 8"),
    ({}, (1, {"claimed": True, "extra": 1}), 1, "a play must be an object"),
]


@pytest.mark.parametrize("rules, change, play, words", BAD)
def test_illegal_family_keys_name_hand_play_and_reason(rules, change, play, words):
    record = built_record(**rules)
    index, keys = change
    record["hands"][0]["plays"][index].update(keys)
    if "tile" in keys:  # a lead that scores nothing (count 1), said to be unclaimed
        del record["hands"][0]["plays"][1:]
    err = error_of(record)
    assert (err.hand, err.play) == (0, play)
    assert words in err.reason, err.reason


@pytest.mark.parametrize("rules, words", [
    ({"boneyard_reserve": 1}, "boneyard_reserve"), ({"boneyard_reserve": "2"}, "boneyard_reserve"),
    ({"scoring": "threes"}, "scoring"), ({"spinner": "off"}, "spinner"), ({"claims": True}, "claims"),
    ({"draw": "sometimes"}, "draw"), ({"after_block": "highest"}, "after_block"),
    ({"end_of_hand": "go-out"}, "end_of_hand"), ({"sniff": True}, "unknown rule option"),
])
def test_bad_family_rule_values_are_rejected(rules, words):
    err = error_of(built_record(**rules))
    assert err.hand is None and words in err.reason


def test_cli_exits_2_with_one_line_for_a_bad_family_key(tmp_path):
    record = built_record(claims="muggins")
    record["hands"][0]["plays"][0].update({"claimed": False, "muggins": 0})
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record))
    out = subprocess.run([sys.executable, "-m", "allfives_qt", "replay", str(path), "--json"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr.count("\n") == 1 and ("hand 0, play 0 (Hand 1, play 1 in the report): muggins 0: only the next "
                                             "seat") in out.stderr


def _scoring_exit(claims_rules):
    """A seeded game whose hand ends on a scoring play; return (record, hand, play)."""
    for seed in range(200):
        game = Game(Rules.make(2, claims="muggins", target=10**6, **claims_rules), seed=seed)
        rng = random.Random(seed)
        while game.hand.status == PLAYING:
            game.do_forced()
            if game.hand.status == PLAYING:
                game.play(*rng.choice(game.hand.legal_moves()))
        last = game.logs[0].plays[-1]
        if game.logs[0].ended == "out" and last.made:
            return game.to_record(), 0, len(game.logs[0].plays) - 1
    raise AssertionError("no seed in 0..199 made a hand end on a scoring play")


def test_nobody_calls_muggins_on_a_play_that_ends_the_hand():
    record, hand, play = _scoring_exit({})
    record["hands"][hand]["plays"][play].update({"claimed": False, "muggins": 1 - record["hands"][hand]["plays"][play]["seat"]})
    err = error_of(record)
    assert (err.hand, err.play) == (hand, play) and "ends the hand" in err.reason
    del record["hands"][hand]["plays"][play]["muggins"]  # left unclaimed: the points are lost
    game = replay_record(record)
    assert game.report()["hands"][0]["plays"][play]["points"] == 0


# ------------------------------------------------------------------ claims in the engine

def test_claim_and_muggins_in_the_game():
    rules = Rules.make(2, claims="muggins")
    game = Game(rules, deal_first=False)
    game.next_hand([[parse_tile(t) for t in DEAL0], [parse_tile(t) for t in DEAL1]],
                   [parse_tile(t) for t in BONEYARD], 0)
    with pytest.raises(IllegalMove):
        game.claim()  # nothing scored yet
    assert game.play(parse_tile("5-5"), 4, claim=False) == 10
    assert game.scores == [0, 0] and game.unclaimed == 0
    waiting = game.unclaimed_entry()  # what the table tells: who scored what, not yet counted
    assert (waiting.seat, waiting.made, waiting.points, waiting.claimed) == (0, 10, 0, False)
    assert game.claim() == 10 and game.scores == [10, 0]
    with pytest.raises(IllegalMove):
        game.call_muggins()  # claimed already
    with pytest.raises(IllegalMove):
        game.unclaimed_entry()
    game.do_forced()
    game.play(parse_tile("0-5"), 1, claim=False)
    game.do_forced()  # seat 0 acts (can play): the points stay open until it plays
    assert game.call_muggins() == 10 and game.scores == [20, 0]


def test_unclaimed_points_are_lost_once_the_next_player_acts():
    game = Game(Rules.make(2, claims="muggins"), deal_first=False)
    game.next_hand([[parse_tile(t) for t in DEAL0], [parse_tile(t) for t in DEAL1]],
                   [parse_tile(t) for t in BONEYARD], 0)
    game.play(parse_tile("5-5"), 4, claim=False)
    game.draw()  # seat 1 acts without calling
    with pytest.raises(IllegalMove):
        game.call_muggins()
    assert game.scores == [0, 0]


def test_claims_are_ignored_under_automatic():
    game = Game(Rules.make(2), deal_first=False)
    game.next_hand([[parse_tile(t) for t in DEAL0], [parse_tile(t) for t in DEAL1]],
                   [parse_tile(t) for t in BONEYARD], 0)
    game.play(parse_tile("5-5"), 4, claim=False)
    assert game.scores == [10, 0] and game.unclaimed is None


# ------------------------------------------------------------------ draws, reserve, blocks

def built_hand(**rules):
    return HandState([mask_of(parse_tile(t) for t in DEAL0), mask_of(parse_tile(t) for t in DEAL1)],
                     [parse_tile(t) for t in BONEYARD], 0, Rules.make(2, **rules))


def test_draw_at_will_is_allowed_only_under_at_will():
    h = built_hand()
    with pytest.raises(IllegalMove):
        h.draw()  # the leader can lead
    h = built_hand(draw="at-will")
    assert h.may_draw() and h.view(0).may_draw
    h.draw()
    assert h.hands[0].bit_count() == 10


def test_reserve_is_never_drawn_and_blocks_with_two_left():
    h = built_hand(boneyard_reserve=2)
    assert h.drawable == 8 and h.boneyard_size == 10
    while h.status == PLAYING:
        if not h.forced_step():
            h.play(*h.legal_moves()[0])
    assert h.drawn <= 8 and h.boneyard_size >= 2
    if h.status == BLOCKED:
        assert h.boneyard_size == 2


def test_spinner_none_double_lead_counts_once_then_both_halves_at_an_end():
    h = built_hand(spinner="none")
    assert h.play(parse_tile("5-5"), 4) == 10 and h.spinner == -1
    h.forced_step()
    h.forced_step()
    assert h.play(parse_tile("0-5"), 1) == 10  # W: the double, 10; E: 0
    assert h.count == 10 and not h.becomes_spinner(parse_tile("6-6"))


def test_who_starts_after_a_blocked_hand():
    h = built_hand()
    h.status, h.starter = BLOCKED, 1
    h.hands = [mask_of([parse_tile("6-6")]), mask_of([parse_tile("0-1"), parse_tile("0-2")])]
    assert next_starter(Rules.make(2), h) is None
    assert next_starter(Rules.make(2, after_block="same"), h) == 1
    assert next_starter(Rules.make(2, after_block="lowest"), h) == 1  # 4 pips against 12
    h.hands = [mask_of([parse_tile("0-4")]), mask_of([parse_tile("1-3")])]
    assert next_starter(Rules.make(2, after_block="lowest"), h) == 1  # a tie: starter first
    h.starter = 0
    assert next_starter(Rules.make(2, after_block="lowest"), h) == 0


def test_lowest_side_adds_partners_and_ties_give_nobody():
    rules = Rules.make(4)
    assert lowest_side(rules, [5, 1, 5, 1]) == 1
    assert lowest_side(rules, [5, 5, 1, 1]) is None
    assert lowest_side(Rules.make(3), [4, 4, 9]) is None


def test_go_out_point_gives_one_point_to_the_side_that_went_out():
    rules = Rules.game("fives-and-threes", 2, target=10**6)
    game = Game(rules, seed=3)
    rng = random.Random(3)
    while game.hand.status == PLAYING:
        game.do_forced()
        if game.hand.status == PLAYING:
            game.play(*rng.choice(game.hand.legal_moves()))
    log = game.logs[0]
    winner = {"out": lambda: rules.side_of(game.hand.out_seat), "blocked": lambda: lowest_side(rules, log.pips)}
    side = winner[log.ended]()
    assert log.changes == [1 if s == side else 0 for s in range(2)]
    assert log.penalties is not None and log.pips is not None
