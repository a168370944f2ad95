"""Game records: reading, checking and replaying them (RULES.md, "Game records")."""

import copy
import json
import pathlib
import random

import pytest

from allfives_qt.engine.game import Game
from allfives_qt.engine.record import MAX_RECORD_BYTES, RecordError, load_record_file, replay_record
from allfives_qt.engine.rules import Rules

EXAMPLES = pathlib.Path(__file__).resolve().parent.parent / "examples"


def example(name):
    return json.loads((EXAMPLES / f"{name}.json").read_text())


def seeded_game(rules, seed, stop=None):
    """Play seeded random legal moves until the game is over (or ``stop(game)`` is true)."""
    game = Game(rules, seed=seed)
    rng = random.Random(seed)
    while not game.over and not (stop and stop(game)):
        if game.hand_over:
            game.next_hand()
            continue
        game.do_forced()
        if not game.hand_over:
            game.play(*rng.choice(game.hand.legal_moves()))
    return game


def two_hand_record():
    """A record whose first hand went out, with a second hand after it."""
    game = seeded_game(Rules.make(2, target=10**6), 4,
                       stop=lambda g: len(g.logs) == 2 and g.logs[0].ended == "out" and g.logs[1].plays)
    assert game.logs[0].ended == "out"
    return game.to_record(), game


def finished_game_record():
    game = seeded_game(Rules.make(2, target=60), 8)
    assert game.over and game.logs[-1].ended == "target"
    return game.to_record(), game


def rejected(record):
    with pytest.raises(RecordError) as exc:
        replay_record(record)
    return exc.value


# ------------------------------------------------------------------ valid records

@pytest.mark.parametrize("name, scores", [
    ("worked-example-a", [30, 25]), ("worked-example-b", [5, 15]), ("worked-example-c", [0, 5]),
])
def test_worked_example_records_replay_to_the_points_of_rules_md(name, scores):
    game = replay_record(example(name))
    hand = game.report()["hands"][0]
    points = [p["points"] for p in hand["plays"]]
    assert points == {"worked-example-a": [0, 15, 5, 10, 10, 0, 15],
                      "worked-example-b": [5, 0, 0, 15, 0],
                      "worked-example-c": [0, 5]}[name]
    assert hand["ended"] == "unfinished"
    assert game.scores == scores  # each seat's points added up


def test_engine_record_replays_to_the_same_game():
    record, game = finished_game_record()
    again = replay_record(json.loads(json.dumps(record)))
    assert again.scores == game.scores and again.winner == game.winner
    assert again.report() == game.report()


def test_full_game_example_is_a_valid_finished_game():
    game = replay_record(example("full-game"))
    assert game.over and game.winner is not None
    assert max(game.scores) >= game.rules.target


def test_rules_may_leave_out_any_key():
    record = example("worked-example-c")
    record.pop("rules")
    game = replay_record(record)
    assert game.rules == Rules.make(2)


def test_record_may_stop_in_the_middle_of_a_hand():
    record, _ = two_hand_record()
    record["hands"][1]["plays"] = record["hands"][1]["plays"][:1]
    game = replay_record(record)
    assert game.report()["hands"][1]["ended"] == "unfinished"
    assert not game.over


def test_lead_written_high_half_first_puts_it_on_w():
    record = example("worked-example-b")  # lead written 4-1
    game = replay_record(record)
    assert game.report()["hands"][0]["plays"][0] == {
        "seat": 0, "tile": "4-1", "end": None, "drew": 0, "count": 5, "points": 5}
    record["hands"][0]["plays"] = record["hands"][0]["plays"][:1]
    record["hands"][0]["plays"][0]["tile"] = "1-4"
    game = replay_record(record)
    assert game.hand.ends[:2] == [1, 4]
    assert replay_record(example("worked-example-b")).hand.center[1:] == (1, 1)  # spinner 1-1


def test_forced_draws_are_made_by_the_replay():
    record, game = finished_game_record()
    drew = sum(p["drew"] for h in game.report()["hands"] for p in h["plays"] + h["passes"])
    assert drew > 0  # this seeded game has forced draws; the record does not write them
    assert "drew" not in json.dumps(record)
    assert replay_record(record).report() == game.report()


# ------------------------------------------------------------------ rule breaks

def test_wrong_seat_is_rejected():
    record = example("worked-example-a")
    record["hands"][0]["plays"][1]["seat"] = 0
    err = rejected(record)
    assert (err.hand, err.play) == (0, 1) and "wrong seat" in err.reason


def test_tile_not_in_that_hand_is_rejected():
    record = example("worked-example-a")
    record["hands"][0]["plays"][1]["tile"] = "6-4"  # seat 0 holds 4-6
    err = rejected(record)
    assert (err.hand, err.play) == (0, 1) and "not in" in err.reason


def test_end_not_open_is_rejected():
    record = example("worked-example-a")
    record["hands"][0]["plays"][1]["end"] = "N"  # N opens only once W and E are covered
    err = rejected(record)
    assert (err.hand, err.play) == (0, 1) and "end N not open" in err.reason


def test_halves_that_do_not_match_are_rejected():
    record = example("worked-example-a")
    record["hands"][0]["plays"][2]["tile"] = "2-4"
    err = rejected(record)
    assert (err.hand, err.play) == (0, 2) and "halves do not match" in err.reason


def test_lead_with_an_end_is_rejected():
    record = example("worked-example-a")
    record["hands"][0]["plays"][0]["end"] = "W"
    err = rejected(record)
    assert (err.hand, err.play) == (0, 0) and "lead" in err.reason


def test_later_play_without_an_end_is_rejected():
    record = example("worked-example-a")
    del record["hands"][0]["plays"][3]["end"]
    err = rejected(record)
    assert (err.hand, err.play) == (0, 3) and "end" in err.reason


@pytest.mark.parametrize("end", ["X", "w", "", ["E"], {"E": 1}, 1])
def test_end_that_is_not_w_e_n_or_s_is_rejected(end):
    record = example("worked-example-a")
    record["hands"][0]["plays"][1]["end"] = end
    err = rejected(record)
    assert (err.hand, err.play) == (0, 1)


@pytest.mark.parametrize("field, value", [
    ("seat", 7), ("seat", -1), ("seat", "1"), ("seat", 1.0), ("seat", True), ("seat", None),
    ("tile", "6-7"), ("tile", 63), ("tile", ["6", "3"]), ("tile", None), ("extra", 1),
])
def test_malformed_play_is_rejected_with_its_index(field, value):
    record = example("worked-example-a")
    record["hands"][0]["plays"][1][field] = value
    err = rejected(record)
    assert (err.hand, err.play) == (0, 1)


def test_starter_not_allowed_after_a_hand_that_went_out_is_rejected():
    record, game = two_hand_record()
    out = game.logs[0].plays[-1].seat
    record["hands"][1]["starter"] = 1 - out
    err = rejected(record)
    assert (err.hand, err.play) == (1, 0) and "starter not allowed" in err.reason


@pytest.mark.parametrize("starter", [0, 1, 2, 3])
def test_any_starter_allowed_after_a_blocked_hand(starter):
    record = example("partnership-blocked-hand")
    assert replay_record(record).logs[-1].ended == "blocked"
    tiles = [t for h in record["hands"][0]["deal"] for t in h] + record["hands"][0]["boneyard"]
    record["hands"].append({"deal": [tiles[i * 5:(i + 1) * 5] for i in range(4)],
                            "boneyard": tiles[20:], "starter": starter, "plays": []})
    game = replay_record(record)
    assert game.hand.starter == game.hand.turn == starter


@pytest.mark.parametrize("starter", [0, 1])
def test_any_starter_allowed_on_the_first_hand(starter):
    record = example("worked-example-c")
    record["hands"][0]["starter"] = starter
    record["hands"][0]["plays"] = []
    assert replay_record(record).hand.turn == starter


def test_starter_that_is_not_a_seat_is_rejected():
    record = example("worked-example-a")
    record["hands"][0]["starter"] = 2
    err = rejected(record)
    assert (err.hand, err.play) == (0, 0) and "starter" in err.reason


@pytest.mark.parametrize("change", ["duplicate", "missing", "hand-size", "bad-name", "not-a-list"])
def test_deal_that_is_not_the_28_tiles_is_rejected(change):
    record = example("worked-example-a")
    hand = record["hands"][0]
    if change == "duplicate":
        hand["boneyard"][0] = hand["deal"][0][0]
    elif change == "missing":
        hand["boneyard"].pop()
    elif change == "hand-size":
        hand["deal"][1].append(hand["boneyard"].pop())
    elif change == "bad-name":
        hand["boneyard"][0] = "0-7"
    else:
        hand["deal"] = "6-6 2-6"
    err = rejected(record)
    assert (err.hand, err.play) == (0, 0) and "deal" in err.reason


def test_play_after_the_end_of_a_hand_is_rejected():
    record, game = two_hand_record()
    first = record["hands"][0]
    n = len(first["plays"])
    first["plays"].append(copy.deepcopy(record["hands"][1]["plays"][0]) | {"end": "W"})
    record["hands"] = record["hands"][:1]
    err = rejected(record)
    assert (err.hand, err.play) == (0, n) and "end of the hand" in err.reason


def test_play_after_the_end_of_the_game_is_rejected():
    record, game = finished_game_record()
    last = record["hands"][-1]
    n = len(last["plays"])
    last["plays"].append({"seat": 0, "tile": "0-0", "end": "W"})
    err = rejected(record)
    assert (err.hand, err.play) == (len(record["hands"]) - 1, n) and "end of the game" in err.reason


def test_hand_after_the_end_of_the_game_is_rejected():
    record, game = finished_game_record()
    record["hands"].append(copy.deepcopy(record["hands"][-1]))
    err = rejected(record)
    assert (err.hand, err.play) == (len(record["hands"]) - 1, 0) and "over" in err.reason


def test_another_hand_after_an_unfinished_hand_is_rejected():
    record = example("worked-example-a")
    record["hands"].append(copy.deepcopy(record["hands"][0]))
    err = rejected(record)
    assert (err.hand, err.play) == (0, 7) and "unfinished" in err.reason  # play 7 is missing


# ------------------------------------------------------------------ not a record

@pytest.mark.parametrize("value", [[], "record", 5, None])
def test_record_must_be_an_object(value):
    assert "not a record" in rejected(value).reason


def test_wrong_format_is_rejected():
    record = example("worked-example-c")
    record["format"] = "dominoes"
    assert "format" in rejected(record).reason


@pytest.mark.parametrize("version", [2, 0, "1", None, True, 1.0])
def test_unknown_version_is_rejected(version):
    record = example("worked-example-c")
    record["version"] = version
    assert "version" in rejected(record).reason


def test_a_record_without_a_version_is_told_so():
    """Play-test pt12 #8: a record with no version was refused as "unknown record version None"."""
    record = example("worked-example-c")
    del record["version"]
    reason = rejected(record).reason
    assert 'has no "version"' in reason and "None" not in reason


def test_unknown_rule_option_is_rejected():
    record = example("worked-example-c")
    record["rules"]["double_spinners"] = True
    err = rejected(record)
    assert "unknown rule option" in err.reason and err.hand is None


def test_bad_rule_value_is_rejected():
    record = example("worked-example-c")
    record["rules"]["players"] = 5
    assert "rules" in rejected(record).reason


@pytest.mark.parametrize("hands", [None, [], "x", [[]], ["hand"]])
def test_hands_must_be_a_list_of_objects(hands):
    record = example("worked-example-c")
    record["hands"] = hands
    rejected(record)


def test_an_unknown_key_of_a_play_is_named():
    """Play-test pt52 #8: a play with "points" added was refused as "a play must be an object
    with seat, tile and end", which it was; the key at fault was not named."""
    record = example("worked-example-c")
    record["hands"][0]["plays"][1]["points"] = 99
    err = rejected(record)
    assert err.reason.endswith('unknown key "points"') and (err.hand, err.play) == (0, 1)


def test_an_unknown_key_of_a_hand_is_named_not_read_as_a_hand_not_over():
    """Play-test pt75 #3: a hand whose "plays" was misspelled "plxys" was refused as "another
    hand follows an unfinished one", at hand 1, play 1 in the window: nothing named the key."""
    record = example("full-game")
    record["hands"][0]["plxys"] = record["hands"][0].pop("plays")
    err = rejected(record)
    assert err.reason.endswith('unknown key "plxys"') and (err.hand, err.play) == (0, 0)


def test_a_hand_with_no_plays_before_another_says_so():
    """Play-test pt78 #6: a middle hand with no "plays" key was refused as "another hand follows
    an unfinished one", which named nothing that was missing."""
    record = example("full-game")
    del record["hands"][0]["plays"]
    err = rejected(record)
    assert err.reason == 'another hand follows one with no "plays"' and (err.hand, err.play) == (0, 0)


@pytest.mark.parametrize("key", ["deal", "boneyard", "starter"])
def test_a_hand_without_a_key_it_must_have_names_it(key):
    """Play-test pt78 #6: a hand with no "starter" was told as "bad starter null", one with no
    "deal" as "deal must be a list of hands"."""
    record = example("full-game")
    del record["hands"][1][key]
    err = rejected(record)
    assert err.reason.endswith(f'no "{key}"') and (err.hand, err.play) == (1, 0)


def test_unknown_top_level_key_is_rejected():
    record = example("worked-example-c")
    record["comment"] = "hi"
    assert "unknown key" in rejected(record).reason


# ------------------------------------------------------------------ reading files

def test_load_reads_a_record_file():
    assert load_record_file(EXAMPLES / "worked-example-a.json") == example("worked-example-a")


@pytest.mark.parametrize("content, words", [
    (b"{not json", "invalid JSON"),
    (b"# All Fives\n\nA desktop dominoes game.\n", 'not JSON text \\(a game record starts with "{"\\)'),
    (b"\xff\xfe\x00", "UTF-8"),
    (b"[" * 100000 + b"]" * 100000, "not a record"),
    (b'{"seat": ' + b"1" * 5000 + b"}", "not a record"),
], ids=["syntax", "plain-text", "not-utf8", "nested-too-deep", "huge-integer"])
def test_file_that_is_not_json_is_rejected(tmp_path, content, words):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(RecordError, match=words):
        load_record_file(path)


def test_a_cut_off_record_is_told_in_a_whole_sentence(tmp_path):
    """Play-test pt19 #15: a record cut off inside a string said "...: Unterminated string
    starting at" and stopped there."""
    path = tmp_path / "cut.json"
    path.write_text('{"format": "allfives-record", "players": "tw', encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        load_record_file(path)
    assert str(caught.value) == ("not a record: invalid JSON at line 1, column 42: unterminated "
                                 "string starting there")


def test_file_over_5_mb_is_rejected(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (MAX_RECORD_BYTES + 1))
    assert MAX_RECORD_BYTES == 5 * 1024 * 1024
    with pytest.raises(RecordError, match="more than"):
        load_record_file(path)


def test_missing_file_is_rejected(tmp_path):
    with pytest.raises(RecordError, match="cannot read"):
        load_record_file(tmp_path / "nowhere.json")


def test_record_error_is_one_line_naming_hand_and_play():
    err = RecordError("halves do not match", 2, 5)
    assert str(err) == "hand 2, play 5: halves do not match"
    assert "\n" not in str(err)


def test_largest_seed_is_accepted_and_one_more_digit_rejected():
    from allfives_qt.engine.record import MAX_SEED

    record = example("worked-example-c")
    record["seed"] = MAX_SEED
    assert replay_record(record).seed == MAX_SEED
    record["seed"] = MAX_SEED + 1
    assert "bad seed" in rejected(record).reason


def _state(game):
    return (json.dumps(game.to_record()), json.dumps(game.report()), game.scores[:], game.winner,
            game.over, game.forced_since_play, copy.deepcopy(game.hand.snapshot()),
            game.hand.legal_moves(), [a[:] for a in game.hand.arms], game.hand.history[:])


@pytest.mark.parametrize("seed", range(12))
def test_game_snapshot_restores_the_exact_state_after_plays_draws_and_passes(seed):
    rng = random.Random(seed)
    game = Game(Rules.make(rng.choice((2, 3, 4))), seed)
    for _ in range(rng.randrange(0, 6)):  # somewhere in the first hand
        if game.hand_over:
            break
        game.do_forced()
        if not game.hand_over:
            moves = game.hand.legal_moves()
            game.play(moves[0].tile, moves[0].end)
    if game.hand_over:
        return
    token, before = game.snapshot(), _state(game)
    while not game.hand_over:  # to the end of the hand: draws, passes, plays, end-of-hand scoring
        game.do_forced()
        if not game.hand_over:
            moves = game.hand.legal_moves()
            m = moves[rng.randrange(len(moves))]
            game.play(m.tile, m.end)
    assert _state(game) != before
    game.restore(token)
    assert _state(game) == before
    with pytest.raises(ValueError):
        if not game.over:
            game.next_hand()
            game.restore(token)
        else:
            raise ValueError("game over: no later hand")


def test_read_tile_gives_the_halves_as_written_and_the_id():
    from allfives_qt.engine.tiles import parse_tile, read_tile

    assert read_tile("6-3") == (6, 3, parse_tile("3-6"))
    assert read_tile("6-3") == (6, 3, parse_tile("3-6"))  # the kept answer is the same
    assert read_tile(" 2-2 ") == (2, 2, parse_tile("2-2"))
    for bad in ("7-1", "3", "a-b", 36, None, "\u0665-\u0664", "\uff15-4"):
        with pytest.raises(ValueError):
            read_tile(bad)


def test_bad_values_are_quoted_as_json_writes_them_and_the_seed_range_is_told():
    """Play-test pt59 #5: a starter of ``true`` was told as "bad starter True"; a seed of
    9223372036854775808 was refused as "a whole number of at most 19 digits", which it is."""
    from allfives_qt.engine.record import MAX_SEED

    record, _game = two_hand_record()
    record = copy.deepcopy(record)
    record["hands"][0]["starter"] = True
    assert "bad starter true:" in rejected(record).reason
    record, _game = two_hand_record()
    for seed in (MAX_SEED + 1, -MAX_SEED - 1):
        reason = rejected({**record, "seed": seed}).reason
        assert reason == f"bad seed: must be a whole number from {-MAX_SEED} to {MAX_SEED}"
    assert replay_record({**record, "seed": -MAX_SEED}).logs


def test_an_empty_file_is_told_as_empty_and_a_byte_order_mark_is_allowed(tmp_path):
    """Play-test pt59 #5: an empty file "goes wrong at line 1, column 1"; a good record saved with
    a byte-order mark (as some editors save text) was refused as damaged."""
    path = tmp_path / "r.json"
    for content, reason in ((b"", "the file is empty"), (b" \n\t", "the file holds only blank space")):
        path.write_bytes(content)
        with pytest.raises(RecordError) as caught:
            load_record_file(path)
        assert caught.value.reason == "not a record: " + reason and caught.value.damaged is None
        assert caught.value.kind == ("empty" if not content else "blank")
    record, game = two_hand_record()
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(record).encode())
    assert replay_record(load_record_file(path)).scores == game.scores


def test_a_path_that_is_not_a_regular_file_is_refused_at_once(tmp_path):
    """A named pipe would make the reader wait for a writer for ever (play-test pt62 #4); a
    folder is said to be one."""
    import os

    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(RecordError, match="not a regular file"):
        load_record_file(fifo)
    (tmp_path / "x.json").mkdir()
    with pytest.raises(RecordError, match="is a folder"):
        load_record_file(tmp_path / "x.json")


def test_a_number_too_long_for_python_is_told_without_python_words(tmp_path):
    path = tmp_path / "long.json"
    path.write_text('{"seed": ' + "7" * 5000 + "}", encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        load_record_file(path)
    assert "more than 4300 digits" in caught.value.reason
    assert "sys." not in caught.value.reason
