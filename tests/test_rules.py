"""Rule options and their defaults (RULES.md, "Players, seats and turns", "The end of a hand",
"Winning", "Game records": ``rules`` may leave out any key)."""

import pytest

from allfives_qt.engine.rules import Rules, RulesError


@pytest.mark.parametrize("hand_size, players, per_seat", [
    ("standard", 2, 9), ("standard", 3, 7), ("standard", 4, 5),
    ("five", 2, 5), ("five", 3, 5), ("five", 4, 5),
    ("seven-five", 2, 7), ("seven-five", 3, 5), ("seven-five", 4, 5),
])
def test_hand_size_tiles_dealt_per_player(hand_size, players, per_seat):
    assert Rules.make(players, hand_size=hand_size).tiles_per_player == per_seat


def test_default_hand_size_is_standard():
    assert Rules.make(3).hand_size == "standard"
    assert Rules.make(2).tiles_per_player == 9


@pytest.mark.parametrize("players, target", [(2, 250), (3, 200), (4, 200)])
def test_default_target_by_players(players, target):
    assert Rules.make(players).target == target
    assert Rules.from_dict({"players": players}).target == target


def test_default_options_are_each_subtracts_and_immediate():
    r = Rules.from_dict({})
    assert (r.players, r.partnerships, r.hand_size, r.target, r.end_of_hand, r.win) == (
        2, False, "standard", 250, "each-subtracts", "immediate")


def test_four_players_play_partnerships_by_default():
    r = Rules.make(4)
    assert r.partnerships
    assert r.sides == 2
    assert [r.side_of(s) for s in range(4)] == [0, 1, 0, 1]


def test_four_players_each_for_themselves_option():
    r = Rules.from_dict({"players": 4, "partnerships": False})
    assert r.sides == 4
    assert [r.side_of(s) for s in range(4)] == [0, 1, 2, 3]


@pytest.mark.parametrize("players", [2, 3])
def test_without_partnerships_each_player_is_a_side(players):
    r = Rules.make(players)
    assert r.sides == players
    assert [r.side_of(s) for s in range(players)] == list(range(players))


def test_partnerships_need_four_players():
    with pytest.raises(RulesError):
        Rules.from_dict({"players": 2, "partnerships": True})


@pytest.mark.parametrize("data", [
    {"players": 1}, {"players": 5}, {"players": "2"}, {"players": True}, {"players": 2.0},
    {"hand_size": "six"}, {"hand_size": ["five"]}, {"target": 0}, {"target": -5},
    {"target": 250.0}, {"target": True}, {"end_of_hand": "loser-pays"}, {"win": "never"},
    {"win": {}}, {"partnerships": "yes"},
    {"scoring": "threes"}, {"scoring": None}, {"spinner": "off"}, {"spinner": False},
    {"claims": "manual"}, {"claims": ["muggins"]}, {"draw": "always"}, {"boneyard_reserve": 1},
    {"boneyard_reserve": "2"}, {"boneyard_reserve": 2.0}, {"boneyard_reserve": True},
    {"after_block": "highest"}, {"end_of_hand": "go-out"},
])
def test_bad_option_values_are_rejected(data):
    with pytest.raises(RulesError):
        Rules.from_dict(data)


@pytest.mark.parametrize("data, shown", [
    ({"players": True}, "got true"), ({"target": "abc"}, 'got "abc"'),
    ({"scoring": None}, "got null"), ({"hand_size": ["five"]}, 'got ["five"]'),
    ({"boneyard_reserve": 2.5}, "got 2.5"),
])
def test_a_bad_value_is_written_as_the_record_wrote_it(data, shown):
    """Play-test pt64 #7: `"players": true` in a record was told as "got True" (Python's way of
    writing it); a record is JSON, so the error writes the value as JSON does."""
    with pytest.raises(RulesError) as caught:
        Rules.from_dict(data)
    assert str(caught.value).endswith(shown)


def test_unknown_rule_option_is_rejected():
    with pytest.raises(RulesError, match="unknown rule option"):
        Rules.from_dict({"players": 2, "sniff": True})


def test_named_games_set_their_options():
    ft = Rules.game("fives-and-threes", 3)
    assert (ft.scoring, ft.spinner, ft.hand_size, ft.end_of_hand, ft.target) == (
        "fives-and-threes", "none", "seven-five", "go-out-point", 61)
    m = Rules.game("muggins", 4)
    assert (m.claims, m.draw, m.partnerships, m.target) == ("muggins", "at-will", True, 200)
    assert Rules.game("all-fives") == Rules.make(2)
    with pytest.raises(RulesError, match="unknown game"):
        Rules.game("sniff")


@pytest.mark.parametrize("data", [[], "rules", 2, None])
def test_rules_must_be_an_object(data):
    with pytest.raises(RulesError):
        Rules.from_dict(data)


def test_rules_round_trip_through_a_record_object():
    r = Rules.from_dict({"players": 3, "hand_size": "seven-five", "target": 150,
                         "end_of_hand": "winner-collects", "win": "end-of-hand"})
    d = r.to_dict()
    assert set(d) == {"players", "partnerships", "hand_size", "target", "end_of_hand", "win",
                      "scoring", "spinner", "claims", "draw", "boneyard_reserve", "after_block"}
    assert Rules.from_dict(d) == r


def test_rules_error_is_a_value_error():
    assert issubclass(RulesError, ValueError)


def test_rules_built_directly_are_checked_read_only_and_survive_pickling():
    """Rules (a checked named tuple since issue 14): the plain constructor checks every option,
    positional or by keyword, as the dataclass's __post_init__ did; the fields are read-only; equal
    rules are equal and hash alike; pickling (the tournament's worker processes) and copying keep
    them; ``to_dict`` writes every field."""
    import copy
    import pickle

    for bad in ({"players": 5}, {"players": 2, "partnerships": True}, {"target": 0},
                {"spinner": "off"}):
        with pytest.raises(RulesError):
            Rules(**bad)
    with pytest.raises(RulesError):
        Rules(3, True)  # partnerships, given by position
    r = Rules.make(4, scoring="fives-and-threes")
    assert r == Rules(**r.to_dict()) and hash(r) == hash(Rules(**r.to_dict()))
    assert pickle.loads(pickle.dumps(r)) == r and copy.deepcopy(r) == r
    assert set(r.to_dict()) == set(Rules._fields) and len(r.to_dict()) == 12
    with pytest.raises(AttributeError):
        r.players = 2
