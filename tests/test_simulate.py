"""``allfives-qt simulate`` (issue 4): duplicate deals, exact JSON keys, identical levels come out
even within their interval, results fixed by the seed, and bad arguments exit 2 without a traceback."""

import json
import subprocess
import sys

import pytest

from allfives_qt.ai.simulate import deal, play_hand, seatings, summarize, tournament
from allfives_qt.ai import make_player
from allfives_qt.engine.rules import Rules


def simulate(*args):
    return subprocess.run([sys.executable, "-m", "allfives_qt", "simulate", *args],
                          capture_output=True, text=True, cwd=str(__import__("pathlib").Path(__file__).parents[1]))


def test_json_has_exactly_the_five_keys():
    out = simulate("--seats", "greedy,random", "--deals", "20", "--seed", "3", "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert set(report) == {"diff_per_hand", "diff_ci95", "hand_win_rate", "hand_tie_rate", "decision_ms"}
    assert set(report["decision_ms"]) == {"greedy", "random"}
    for d in report["decision_ms"].values():
        assert set(d) == {"mean", "p95", "p99"}
    assert 0.0 <= report["hand_win_rate"] <= 1.0
    assert 0.0 <= report["hand_tie_rate"] <= 1.0 - report["hand_win_rate"]


def test_readable_table_without_json():
    out = simulate("--seats", "medium,easy", "--deals", "5", "--players", "3")
    assert out.returncode == 0, out.stderr
    assert "A minus B per hand" in out.stdout and "medium" in out.stdout


@pytest.mark.parametrize("players,level", [(2, "greedy"), (2, "hard"), (4, "greedy"), (3, "medium")])
def test_two_identical_levels_come_out_even_within_their_interval(players, level):
    rep = tournament((level, level), 150, 11, Rules.make(players))
    # A deterministic level (hard) mirrors itself exactly on swapped seats: difference and interval 0.
    assert rep["diff_ci95"] >= 0
    assert abs(rep["diff_per_hand"]) <= rep["diff_ci95"] + 1e-9
    if level == "greedy":
        assert rep["diff_ci95"] > 0  # random tie-breaks: the plays differ, the interval is real


def test_every_deal_is_played_once_per_seating_with_the_same_tiles():
    rules = Rules.make(2)
    assert seatings(rules) == [[0, 1], [1, 0]]
    assert seatings(Rules.make(4)) == [[0, 1, 0, 1], [1, 0, 1, 0]]
    assert seatings(Rules.make(3)) == [[0, 1, 1], [1, 0, 1], [1, 1, 0]]
    hands, bone, starter = deal(5, 0, rules)
    assert deal(5, 0, rules) == (hands, bone, starter)
    assert sum(h.bit_count() for h in hands) + len(bone) == 28
    # Identical deterministic players on swapped seats: the two plays are mirror images.
    totals = play_hand(rules, hands, bone, starter, [make_player("medium", 1), make_player("medium", 1)])
    assert len(totals) == 2


def test_results_depend_on_the_seed_only_not_on_the_workers():
    rules = Rules.make(2)
    one = tournament(("hard", "greedy"), 12, 4, rules, workers=1)
    two = tournament(("hard", "greedy"), 12, 4, rules, workers=2)
    for key in ("diff_per_hand", "diff_ci95", "hand_win_rate"):
        assert one[key] == two[key]
    other = tournament(("hard", "greedy"), 12, 5, rules, workers=1)
    assert other["diff_per_hand"] != one["diff_per_hand"]


def test_percentiles_are_the_statistics_modules():
    import statistics
    times = [float(x) for x in range(1, 101)]
    res = [([1.0], [1], {"a": times, "b": [5.0]}), ([2.0], [0], {"a": [], "b": []})]
    rep = summarize(("a", "b"), res)["decision_ms"]
    assert rep["a"]["p95"] == round(statistics.quantiles(times, n=100, method="inclusive")[94], 3)
    assert rep["a"]["p99"] == round(statistics.quantiles(times, n=100, method="inclusive")[98], 3)
    assert rep["b"]["p95"] == 5.0  # a single value is its own percentile


@pytest.mark.parametrize("args,expected", [
    (["--game", "fives-and-threes"], {"scoring": "fives-and-threes", "spinner": "none",
                                      "hand_size": "seven-five", "end_of_hand": "go-out-point", "target": 61}),
    (["--game", "muggins", "--draw", "when-stuck"], {"claims": "muggins", "draw": "when-stuck"}),
    (["--scoring", "fives-and-threes", "--spinner", "none", "--claims", "muggins", "--draw", "at-will",
      "--boneyard-reserve", "2", "--after-block", "lowest", "--end-of-hand", "go-out-point"],
     {"scoring": "fives-and-threes", "spinner": "none", "claims": "muggins", "draw": "at-will",
      "boneyard_reserve": 2, "after_block": "lowest", "end_of_hand": "go-out-point"}),
])
def test_every_rule_option_reaches_the_rules(args, expected):
    import argparse

    from allfives_qt.ai.simulate import add_arguments, rules_from_args
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    rules = rules_from_args(parser.parse_args(args)).to_dict()
    assert {k: rules[k] for k in expected} == expected


@pytest.mark.parametrize("options", [{"scoring": "fives-and-threes"}, {"spinner": "none"},
                                     {"claims": "muggins"}, {"draw": "at-will"}, {"boneyard_reserve": 2},
                                     {"end_of_hand": "go-out-point"}],
                         ids=lambda o: "+".join(f"{k}={v}" for k, v in o.items()))
def test_every_level_plays_legal_hands_under_every_option(options):
    # play_hand raises RuntimeError for an illegal move; every level sits at the table once.
    for players, levels in ((2, ("easy", "medium")), (3, ("random", "greedy")), (2, ("hard", "expert"))):
        rules = Rules.make(players, **options)
        hands, bone, starter = deal(7, 0, rules)
        players_ = [make_player(levels[s % 2], seed=s, rules=rules) for s in range(players)]
        totals = play_hand(rules, hands, bone, starter, players_)
        assert len(totals) == rules.sides


def test_confidence_interval_is_computed_over_deals():
    # Two deals with per-deal means 2 and 4 (each from two plays): mean 3, sd sqrt(2).
    res = [([1.0, 3.0], [1, 1], {"a": [1.0], "b": [2.0]}), ([4.0, 4.0], [1, 0], {"a": [3.0], "b": []})]
    rep = summarize(("a", "b"), res)
    assert rep["diff_per_hand"] == 3.0
    assert rep["diff_ci95"] == pytest.approx(1.96 * (2 ** 0.5) / (2 ** 0.5), abs=1e-3)
    assert rep["hand_win_rate"] == 0.75
    assert rep["decision_ms"]["a"]["mean"] == 2.0


@pytest.mark.parametrize("args,words", [
    (["--seats", "expert"], "two levels"),
    (["--seats", "expert,wizard"], "unknown level"),
    (["--deals", "0"], "from 1 to 100000"),
    (["--deals", "\u0665"], "expected a whole number"),  # pt87 #2: Arabic-Indic 5 was taken
    (["--deals", "1_0"], "expected a whole number"),
    (["--seed", "9" * 5000], "got 999999999999999999999999…"),  # quoted cut, not whole
    (["--deals", "many"], "whole number"),
    (["--players", "5"], "invalid choice"),
    (["--players", "3", "--partnerships"], "partnerships need 4 players"),
    (["--end-of-hand", "sometimes"], "invalid choice"),
    (["--target", "-5"], "from 1 to 1000000"),
    # play-test pt85 #2 and #4: the same limits as a game record's, and a tournament that fits
    (["--deals", "99999999999999999999"], "from 1 to 100000"),
    (["--deals", "100001"], "from 1 to 100000"),
    (["--target", "1000001"], "from 1 to 1000000"),
    (["--seed", "99999999999999999999999"], "from -9223372036854775807 to 9223372036854775807"),
    (["--seed", "-9223372036854775808"], "from -9223372036854775807 to 9223372036854775807"),
    (["--workers", "65"], "from 1 to 64"),
    (["--game", "sniff"], "invalid choice"),
    (["--scoring", "threes"], "invalid choice"),
    (["--boneyard-reserve", "1"], "invalid choice"),
    (["--after-block", "highest"], "invalid choice"),
])
def test_bad_arguments_exit_2_with_a_clear_message(args, words):
    out = simulate(*args)
    assert out.returncode == 2
    assert words in out.stderr
    assert "Traceback" not in out.stderr


def test_ties_are_counted_apart_from_the_hands_won():
    """Play-test pt85 #7: "hands A won" counted tied hands as lost, so a level against itself
    looked lopsided (44.8%); the tied hands are their own share now, and the table says it."""
    res = [([0.0, 5.0], [0, 1], {"a": [1.0], "b": [2.0]}), ([-3.0, 0.0], [0, 0], {"a": [], "b": []})]
    rep = summarize(("a", "b"), res)
    assert rep["hand_win_rate"] == 0.25 and rep["hand_tie_rate"] == 0.5
    mirror = tournament(("greedy", "greedy"), 60, 2, Rules.make(2))
    assert mirror["hand_tie_rate"] > 0 and mirror["hand_win_rate"] + mirror["hand_tie_rate"] <= 1
    out = simulate("--seats", "greedy,greedy", "--deals", "60", "--seed", "2")
    assert f"(tied: {100 * mirror['hand_tie_rate']:.1f}%)" in out.stdout


def test_a_tournament_never_starts_more_workers_than_it_has_chunks(monkeypatch):
    """Play-test pt85 #6: --deals 4 --workers 200 started 200 processes (5.7 s for 0.1 s of play)."""
    import multiprocessing

    started = []
    real = multiprocessing.get_context

    def context(method=None):
        ctx = real(method)

        class Counting:
            def Pool(self, n, **options):  # noqa: N802 (multiprocessing's name)
                started.append(n)
                return ctx.Pool(n, **options)
        return Counting()

    monkeypatch.setattr(multiprocessing, "get_context", context)
    rep = tournament(("greedy", "random"), 3, 4, Rules.make(2), workers=50)
    assert started == [3]
    assert rep == tournament(("greedy", "random"), 3, 4, Rules.make(2), workers=1) | {"decision_ms": rep["decision_ms"]}
    tournament(("greedy", "random"), 1, 4, Rules.make(2), workers=50)
    assert started == [3]  # one deal: played here, no pool
