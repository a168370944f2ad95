"""``allfives-qt replay RECORD [--json]`` (RULES.md, "Replaying a record from the command line")."""

import json
import pathlib
import random
import re
import subprocess
import sys

import pytest

from allfives_qt.engine.game import Game
from allfives_qt.engine.record import MAX_RECORD_BYTES
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import PIPS, parse_tile, round_to_five

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
DATA = ROOT / "tests" / "data"
# The command installed beside this Python (a stale one elsewhere on PATH must not be run).
_SCRIPT = pathlib.Path(sys.executable).with_name("allfives-qt")
COMMAND = [str(_SCRIPT)] if _SCRIPT.is_file() else [sys.executable, "-m", "allfives_qt"]


def replay(path, *flags):
    return subprocess.run(COMMAND + ["replay", str(path), *flags], capture_output=True, text=True,
                          timeout=60)


def replay_json(path):
    out = replay(path, "--json")
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""
    return json.loads(out.stdout)


# ------------------------------------------------------------------ worked examples

WORKED = {  # RULES.md, "Worked examples": (seat, tile, end, points) of each play
    "a": [(0, "6-6", None, 0), (1, "6-3", "E", 15), (0, "6-2", "W", 5), (1, "6-5", "N", 10),
          (0, "6-0", "S", 10), (1, "3-3", "E", 0), (0, "2-4", "W", 15)],
    "b": [(0, "4-1", None, 5), (1, "1-1", "E", 0), (0, "1-5", "E", 0), (1, "1-6", "N", 15),
          (0, "4-4", "W", 0)],
    "c": [(0, "0-0", None, 0), (1, "0-5", "E", 5)],
}


@pytest.mark.parametrize("letter", sorted(WORKED))
def test_worked_example_record_replays_to_the_points_of_rules_md(letter):
    report = replay_json(EXAMPLES / f"worked-example-{letter}.json")
    (hand,) = report["hands"]
    got = [(p["seat"], p["tile"], p["end"], p["points"]) for p in hand["plays"]]
    assert got == WORKED[letter]
    assert all(p["drew"] == 0 for p in hand["plays"])
    assert hand["passes"] == [] and hand["ended"] == "unfinished"
    totals = [sum(pts for seat, _t, _e, pts in WORKED[letter] if seat == s) for s in (0, 1)]
    assert hand["scores"] == report["scores"] == totals
    assert report["winner"] is None


COUNTS = {  # RULES.md, "Worked examples": the count column, after each play
    "a": [12, 15, 5, 10, 10, 13, 15], "b": [5, 6, 9, 15, 19], "c": [0, 5],
}


@pytest.mark.parametrize("letter", sorted(COUNTS))
def test_replay_reports_the_count_after_each_play_as_rules_md_does(letter):
    """README: replay reports every play, pass, count and score (play-test pt7 #13): the JSON
    plays carry ``count`` and each text line says "count N"."""
    path = EXAMPLES / f"worked-example-{letter}.json"
    (hand,) = replay_json(path)["hands"]
    assert [p["count"] for p in hand["plays"]] == COUNTS[letter]
    out = replay(path)
    assert out.returncode == 0, out.stderr
    lines = [line for line in out.stdout.splitlines() if re.match(r"\s+\d+\. seat", line)]
    assert [int(re.search(r"  count (\d+)", line).group(1)) for line in lines] == COUNTS[letter]


def test_unfinished_hand_report_has_exactly_the_keys_of_rules_md():
    report = replay_json(EXAMPLES / "worked-example-a.json")
    assert set(report) == {"hands", "scores", "winner"}
    hand = report["hands"][0]
    assert set(hand) == {"plays", "passes", "ended", "scores"}  # no pips/penalties: unfinished
    for p in hand["plays"]:
        assert set(p) == {"seat", "tile", "end", "drew", "count", "points"}


# ------------------------------------------------------------------ a whole game, checked against its record

def seeded_game(rules, seed):
    """A seeded game of random legal plays, played to its end."""
    game = Game(rules, seed=seed)
    rng = random.Random(seed)
    while not game.over:
        if game.hand_over:
            game.next_hand()
            continue
        game.do_forced()
        if not game.hand_over:
            game.play(*rng.choice(game.hand.legal_moves()))
    return game


def check_report_against_record(record, report):
    """Walk each hand's passes and plays in order, drawing ``drew`` tiles from the record's
    boneyard for each, and check the pips, penalties and ``ended`` the report gives."""
    rules = Rules.from_dict(record["rules"])
    n = rules.players
    assert len(report["hands"]) == len(record["hands"])
    assert len(report["scores"]) == rules.sides
    kinds = set()
    for rec_hand, hand in zip(record["hands"], report["hands"]):
        if hand["ended"] in ("out", "blocked"):
            assert set(hand) == {"plays", "passes", "ended", "pips", "penalties", "scores"}
        else:
            assert set(hand) == {"plays", "passes", "ended", "scores"}
        for p in hand["plays"]:
            assert set(p) == {"seat", "tile", "end", "drew", "count", "points"}
            assert p["points"] % 5 == 0 and p["drew"] >= 0
        assert len(hand["scores"]) == rules.sides
        held = [[parse_tile(t) for t in d] for d in rec_hand["deal"]]
        boneyard = [parse_tile(t) for t in rec_hand["boneyard"]]
        drawn = 0
        assert [(p["seat"], p["tile"]) for p in hand["plays"]] == [
            (p["seat"], p["tile"]) for p in rec_hand["plays"]]
        for p in hand["passes"]:
            assert set(p) == {"seat", "drew", "after_play"}
        for k in range(len(hand["plays"]) + 1):
            events = [p for p in hand["passes"] if p["after_play"] == k]
            if k < len(hand["plays"]):
                events.append(hand["plays"][k])
            for ev in events:
                held[ev["seat"]] += boneyard[drawn:drawn + ev["drew"]]
                drawn += ev["drew"]
                if "tile" in ev:
                    held[ev["seat"]].remove(parse_tile(ev["tile"]))
        assert drawn <= len(boneyard)
        kinds.add(hand["ended"])
        if hand["ended"] in ("out", "blocked"):
            pips = [sum(PIPS[t] for t in h) for h in held]
            assert hand["pips"] == pips
            assert hand["penalties"] == [round_to_five(p) for p in pips]
            if hand["ended"] == "out":
                assert pips[hand["plays"][-1]["seat"]] == 0 and not held[hand["plays"][-1]["seat"]]
            else:
                assert drawn == len(boneyard)  # a hand blocks only with the boneyard empty
        else:
            assert "pips" not in hand and "penalties" not in hand
        assert len(held) == n
    assert report["hands"][-1]["scores"] == report["scores"]
    return kinds


def test_partnership_blocked_hand_example_reports_draws_passes_and_sides():
    path = EXAMPLES / "partnership-blocked-hand.json"
    record = json.loads(path.read_text())
    report = replay_json(path)
    assert check_report_against_record(record, report) == {"out", "blocked"}
    last = report["hands"][-1]
    assert last["ended"] == "blocked" and last["passes"]
    assert len(report["scores"]) == 2  # two partnerships
    text = replay(path)
    assert text.returncode == 0
    assert "passes" in text.stdout and "blocked" in text.stdout
    assert str(report["scores"]) in text.stdout


def test_full_game_example_report_agrees_with_its_record():
    record = json.loads((EXAMPLES / "full-game.json").read_text())
    report = replay_json(EXAMPLES / "full-game.json")
    check_report_against_record(record, report)
    assert report["winner"] is not None
    assert report["hands"][-1]["ended"] in ("target", "out", "blocked")


@pytest.mark.parametrize("players, options, seed", [
    (4, {"partnerships": False, "target": 120}, 3),
    (4, {"target": 150, "end_of_hand": "winner-collects", "win": "end-of-hand"}, 5),
    (3, {"hand_size": "five", "target": 100}, 2),
])
def test_replay_report_of_an_engine_game_with_draws_and_passes(tmp_path, players, options, seed):
    rules = Rules.make(players, **options)
    for s in range(seed, seed + 40):  # the first seeded game that has a blocked hand
        game = seeded_game(rules, s)
        if any(log.ended == "blocked" for log in game.logs):
            break
    else:
        pytest.fail("no blocked hand in 40 seeded games")
    record = game.to_record()
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    report = replay_json(path)
    kinds = check_report_against_record(record, report)
    assert "blocked" in kinds
    assert any(h["passes"] for h in report["hands"])
    assert any(p["drew"] for h in report["hands"] for p in h["plays"])
    assert report["winner"] == game.winner and report["scores"] == game.scores
    text = replay(path)
    assert text.returncode == 0 and "passes" in text.stdout


def test_text_report_mentions_plays_and_scores():
    out = replay(EXAMPLES / "worked-example-a.json")
    assert out.returncode == 0 and out.stderr == ""
    text = out.stdout
    assert "6-3" in text and "+15" in text
    assert re.search(r"[Ss]cores.*\[30, 25\]", text)
    full = replay(EXAMPLES / "full-game.json")
    report = replay_json(EXAMPLES / "full-game.json")
    assert full.returncode == 0
    assert str(report["scores"]) in full.stdout
    assert f"{report['winner']}" in full.stdout.splitlines()[-1]


def test_text_report_of_an_abandoned_game_says_it_has_no_winner(tmp_path):
    """Play-test pt133 #7: the history file of a game left for a new one said "Winner: none
    yet". Its ``resume`` says it was abandoned (the check ignores ``resume``; the JSON report is
    RULES.md's and does not change)."""
    record = json.loads((EXAMPLES / "worked-example-a.json").read_text())
    assert replay(EXAMPLES / "worked-example-a.json").stdout.splitlines()[-1] == "Winner: none yet"
    record["resume"] = {"forced": 0, "levels": [None, "hard"], "game_id": "x", "abandoned": True}
    path = tmp_path / "left.json"
    path.write_text(json.dumps(record))
    out = replay(path)
    assert out.returncode == 0 and out.stderr == ""
    assert out.stdout.splitlines()[-1] == "Winner: none (the game was left unfinished for a new one)"
    assert replay_json(path)["winner"] is None


def test_text_report_shows_a_muggins_call_and_points_left_unclaimed(tmp_path):
    """Worked example H: seat 0 leaves 10 unclaimed and seat 1 calls Muggins; the text says both.
    Without the call (the same record, no "muggins" key) the 10 points are reported lost."""
    out = replay(EXAMPLES / "worked-example-h.json")
    assert out.returncode == 0 and out.stderr == ""
    lines = out.stdout.splitlines()
    assert "1. seat 0 5-5 leads  count 10  10 not claimed: Muggins! seat 1 took 10" in lines[2]
    assert "not claimed: 1 play, 10 points; Muggins calls: seat 1 took 10" in out.stdout
    record = json.loads((EXAMPLES / "worked-example-h.json").read_text())
    del record["hands"][0]["plays"][0]["muggins"]
    path = tmp_path / "missed.json"
    path.write_text(json.dumps(record))
    out = replay(path)
    assert out.returncode == 0, out.stderr
    assert "5-5 leads  count 10  10 not claimed (lost)" in out.stdout
    assert "10 points; Muggins calls: none" in out.stdout and "Muggins!" not in out.stdout
    plain = replay(EXAMPLES / "worked-example-a.json").stdout
    assert "not claimed" not in plain and "Muggins" not in plain


# ------------------------------------------------------------------ bad records

BAD = [  # file under tests/data, hand, play, words of the reason
    ("bad-wrong-seat.json", 0, 1, "wrong seat"),
    ("bad-tile-not-in-hand.json", 0, 1, "not in"),
    ("bad-end-not-open.json", 0, 1, "not open"),
    ("bad-halves-do-not-match.json", 0, 2, "halves do not match"),
    ("bad-starter-not-allowed.json", 1, 0, "starter not allowed"),
    ("bad-deal-not-28-tiles.json", 0, 0, "28 tiles"),
    # the last play of the last hand is the one too many
    ("bad-play-after-end-of-hand.json", None, None, "after the end of the hand"),
    ("bad-play-after-end-of-game.json", None, None, "after the end of the game"),
    ("bad-hand-after-unfinished-hand.json", 0, 7, "unfinished"),
    ("bad-lead-with-end.json", 0, 0, "lead"),
    ("bad-play-without-end.json", 0, 3, "needs an end"),
]

# The records of BAD whose problem is the whole hand's (no play of the report to point at).
HAND_WIDE = {"bad-starter-not-allowed.json", "bad-deal-not-28-tiles.json",
             "bad-hand-after-unfinished-hand.json"}

NOT_RECORDS = [
    ("bad-not-json.json", "invalid JSON"),
    ("bad-not-an-object.json", "not a record"),
    ("bad-wrong-format.json", "format"),
    ("bad-unknown-version.json", "version"),
    ("bad-unknown-rule-option.json", "unknown rule option"),
]


def one_error_line(out):
    assert out.returncode == 2
    assert out.stdout == ""
    assert "Traceback" not in out.stderr
    assert out.stderr.endswith("\n") and out.stderr.count("\n") == 1, out.stderr
    return out.stderr


@pytest.mark.parametrize("name, hand, play, words", BAD, ids=[b[0][4:-5] for b in BAD])
def test_rule_break_exits_2_with_one_line_naming_hand_play_and_reason(name, hand, play, words):
    line = one_error_line(replay(DATA / name, "--json"))
    m = re.search(r"hand (\d+), play (\d+)( \(Hand (\d+), play (\d+) in the report\))?: (.+)$", line)
    assert m, line
    if hand is None:
        hands = json.loads((DATA / name).read_text())["hands"]
        hand, play = len(hands) - 1, len(hands[-1]["plays"]) - 1
    assert (int(m.group(1)), int(m.group(2))) == (hand, play)
    # The text report numbers hands and plays from 1; the line says where that is for a play
    # (pt93; the lead too, pt99), not for a problem of a whole hand.
    if name not in HAND_WIDE:
        assert m.group(3), line
        assert (int(m.group(4)), int(m.group(5))) == (hand + 1, play + 1)
    else:
        assert m.group(3) is None, line
    assert words in m.group(6)


@pytest.mark.parametrize("name, words", NOT_RECORDS, ids=[b[0][4:-5] for b in NOT_RECORDS])
def test_not_a_record_exits_2_with_one_line(name, words):
    line = one_error_line(replay(DATA / name))
    assert words in line


def test_file_over_5_mb_exits_2(tmp_path):
    path = tmp_path / "big.json"
    record = json.loads((EXAMPLES / "worked-example-c.json").read_text())
    text = json.dumps(record)
    path.write_text(text[:-1] + ', "seed": 1' + " " * (MAX_RECORD_BYTES + 1 - len(text)) + "}")
    assert path.stat().st_size > 5 * 1024 * 1024
    line = one_error_line(replay(path))
    assert "bytes" in line


@pytest.mark.parametrize("content", [
    '{"format": "allfives-record", "version": 1, "hands": [{"deal": 5}]}',
    '{"format": "allfives-record", "version": 1, "x": ' + "9" * 5000 + "}",
    "[" * 50000,
    '{"format": "allfives-record", "version": 1, "hands": [{"deal": [[], []], "boneyard": [], '
    '"starter": 0, "plays": [{"seat": 0, "tile": "0-0", "end": {"W": 1}}]}]}',
], ids=["deal-not-a-list", "huge-integer", "deep-nesting", "end-an-object"])
def test_junk_input_never_gives_a_traceback(tmp_path, content):
    path = tmp_path / "junk.json"
    path.write_text(content)
    one_error_line(replay(path))


def test_missing_file_exits_2(tmp_path):
    one_error_line(replay(tmp_path / "missing.json"))


@pytest.mark.parametrize("flags", [["--json"], []], ids=["json", "text"])
def test_reader_closing_the_pipe_gives_no_traceback(flags):
    proc = subprocess.Popen(COMMAND + ["replay", str(EXAMPLES / "full-game.json"), *flags],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    proc.stdout.close()  # like `| head -0`: nobody reads the report
    _out, err = proc.communicate(timeout=60)
    assert "Traceback" not in err and "Error" not in err
    assert proc.returncode == 0


@pytest.mark.parametrize("key, value, words", [
    ("seed", int("7" * 400), "bad seed"),
    ("seed", -(2**63), "bad seed"),
    ("target", 10**400, "target"),
], ids=["seed-400-digits", "seed-below-64-bits", "target-400-digits"])
def test_numbers_out_of_range_exit_2_with_one_line(tmp_path, key, value, words):
    record = json.loads((EXAMPLES / "worked-example-c.json").read_text())
    if key == "target":
        record.setdefault("rules", {})["target"] = value
    else:
        record[key] = value
    path = tmp_path / "big-number.json"
    path.write_text(json.dumps(record))
    line = one_error_line(replay(path))
    assert words in line and len(line) < 200


def test_the_claims_line_says_play_and_point_in_the_singular_only_for_one():
    """Play-test pt8: the text said "1 play(s)"; it says "1 play" and "2 plays", "1 point"."""
    from allfives_qt.cli import _claims_summary

    plays = [{"claimed": False}, {"claimed": True}, {"claimed": False}]
    two = _claims_summary(plays, 0, {(0, 0): 1, (0, 2): 4})
    assert two == ["  not claimed: 2 plays, 5 points; Muggins calls: none"]
    one = _claims_summary(plays[:2], 0, {(0, 0): 1})
    assert one == ["  not claimed: 1 play, 1 point; Muggins calls: none"]


def test_the_seed_help_gives_the_range_the_seed_check_takes(capsys):
    """Play-test pt83 #3: the help said "at most 19 digits", yet 9999999999999999999 (19
    digits) was refused. It now gives MAX_SEED's range, and both ends of it are taken."""
    from allfives_qt.cli import main, seed_arg
    from allfives_qt.engine.record import MAX_SEED

    with pytest.raises(SystemExit):
        main(["--help"])
    told = " ".join(capsys.readouterr().out.split())
    assert f"from {-MAX_SEED} to {MAX_SEED}" in told and "19 digits" not in told
    assert seed_arg(str(MAX_SEED)) == MAX_SEED and seed_arg(str(-MAX_SEED)) == -MAX_SEED


def test_a_tile_written_with_blank_space_around_it_is_reported_as_a_b(tmp_path):
    """Play-test pt85 #3: "6-6\\n" (blank space around a tile is allowed) came back as written,
    and broke the text report's line in two; the report, and a record written again, say "a-b"
    with the halves in the record's order."""
    from allfives_qt.engine.record import replay_record

    data = json.loads((EXAMPLES / "full-game.json").read_text(encoding="utf-8"))
    plays = data["hands"][0]["plays"]
    first, second = plays[0]["tile"], plays[1]["tile"]
    plays[0]["tile"], plays[1]["tile"] = first + "\n", "\t " + second
    path = tmp_path / "spaced.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    report = replay_json(path)["hands"][0]["plays"]
    assert [report[0]["tile"], report[1]["tile"]] == [first, second]
    text = replay(path).stdout.splitlines()
    assert text[2].startswith(f"   1. seat 0 {first} leads  count")
    assert text[3].startswith(f"   2. seat 1 {second} on ")
    again = replay_record(data).to_record()["hands"][0]["plays"]
    assert [again[0]["tile"], again[1]["tile"]] == [first, second]


def test_messages_name_files_sizes_and_starters_as_a_person_reads_them(tmp_path):
    """Play-test pt85 #8: an empty file name read "cannot read : No such file", a name with a
    line break broke the message in two, a record too big was told in bare bytes, and a starter
    not allowed in Python's list syntax ("allowed: [0]")."""
    from allfives_qt.engine.game import Game

    for name, shown in (("", '""'), ("a\nb.json", '"a\\nb.json"')):
        out = replay(tmp_path / name if name else name)
        lines = out.stderr.splitlines()
        assert out.returncode == 2 and len(lines) == 1, out.stderr
        assert (f"cannot read {shown}:" in lines[0]) if not name else ("\\nb.json" in lines[0])
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_RECORD_BYTES + 1))
    out = replay(big)
    assert out.returncode == 2
    assert "the file is 5.0 MiB (5,242,881 bytes), more than the 5.0 MiB (5,242,880 bytes) a " \
           "record may have" in out.stderr
    game = Game(Rules.make(2), seed=3)
    while not game.hand_over:
        moves = game.hand.legal_moves()
        if moves:
            game.play(moves[0].tile, moves[0].end)
        elif game.hand.boneyard:
            game.draw()
        else:
            game.pass_turn()
    allowed = game.allowed_starters()  # the first hand: any seat; after it, the rules name one
    assert len(allowed) == 1
    with pytest.raises(ValueError, match=rf"may not start this hand \(only seat {allowed[0]} may\)$"):
        game.next_hand(*_deal_of(game), starter=1 - allowed[0])


def _deal_of(game):
    """A deal of the 28 tiles for ``game``'s players and rules, and its boneyard."""
    n, k = game.rules.players, game.rules.tiles_per_player
    return [list(range(s * k, (s + 1) * k)) for s in range(n)], list(range(n * k, 28))


def test_a_file_name_with_a_line_separator_is_escaped_on_one_line():
    """Play-test pt87 #3: U+0085 and U+2028 (which JSON leaves as they are) were printed raw, so
    a tool that splits lines on them broke the message."""
    from allfives_qt.engine.record import shown_name

    shown = shown_name("a\u0085b\u2028c\nd.json")
    assert shown == '"a\\u0085b\\u2028c\\nd.json"' and shown.isprintable()
    assert shown_name("தமிழ் game.json") == "தமிழ் game.json"  # a printable name as written


@pytest.mark.parametrize("game, rounded", [("all-fives", True), ("fives-and-threes", False)])
def test_the_text_report_says_how_the_end_of_a_hand_changed_the_scores(tmp_path, game, rounded):
    """Play-test pt93: under Fives and Threes the text printed "rounded: [0, 35]", though nothing
    is taken away, and never the 1 point for going out: its plays added to 12, its score said 13.
    Each finished hand now says its end-of-hand change, and the rounded pips only where they
    count (RULES.md, "The end of a hand")."""
    from allfives_qt.storage import SavedGame
    from allfives_qt.storage.autosave import save_record_file

    rules = Rules.game(game, 2)
    g = Game(rules, 3)
    rng = random.Random(3)
    while len(g.logs) < 3 and not g.over:  # two hands played out
        if g.hand_over:
            g.next_hand()
        elif g.hand.legal_moves():
            m = rng.choice(g.hand.legal_moves())
            g.play(m.tile, m.end)
        elif g.hand.boneyard_size:
            g.draw()
        else:
            g.pass_turn()
    path = tmp_path / "game.json"
    assert save_record_file(path, SavedGame(g, (None, "easy"), "t")).ok
    out = replay(path)
    assert out.returncode == 0, out.stderr
    blocks = out.stdout.split("\nHand ")[1:]  # the first: the rules line
    finished = [log for log in g.logs if log.changes is not None]
    assert len(finished) >= 2
    for block, log in zip(blocks, finished):
        change = "[" + ", ".join(f"{c:+d}" if c else "0" for c in log.changes) + "]"
        assert f"  end of hand by seat: {change}\n" in block
        assert ("rounded: " in block) == rounded
        before = [0, 0] if log is g.logs[0] else g.logs[g.logs.index(log) - 1].scores
        played = [sum(p.points for p in log.plays if p.seat == s) for s in range(2)]
        assert [b + p + c for b, p, c in zip(before, played, log.changes)] == log.scores
    if not rounded:
        assert any(sorted(log.changes) == [0, 1] for log in finished)


@pytest.mark.parametrize("flag", [["--seed", "5"], ["--demo"], ["--self-test"]])
def test_the_window_options_are_refused_with_a_command(flag, capsys):
    """Play-test pt93 #1: ``allfives-qt --self-test replay FILE`` replayed and said nothing of
    the option it passed over. ``simulate --seed`` is its own option and is still taken."""
    from allfives_qt.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(flag + ["replay", str(EXAMPLES / "worked-example-a.json")])
    assert exit_.value.code == 2
    said = ("--self-test checks the installation on its own, not with the replay command"
            if flag[0] == "--self-test" else  # it needs no window (play-test pt180 #5)
            f"{flag[0]} is for the game window, not for the replay command")
    assert said in capsys.readouterr().err
    assert main(["simulate", "--seed", "5", "--deals", "1", "--seats", "easy,easy"]) == 0
    with pytest.raises(SystemExit):
        main(["--seed", "5", "simulate"])
    assert "simulate takes its own --seed, after the command" in capsys.readouterr().err


@pytest.mark.parametrize("args, option", [
    (["review", "r.json", "--seat", "0", "--seat", "1"], "--seat"),
    (["simulate", "--deals", "1", "--deals=2"], "--deals"),
    (["replay", "r.json", "--json", "--json"], "--json"),
])
def test_an_option_given_twice_is_refused(args, option, capsys):
    """Play-test pt93 #2: ``review FILE --seat 0 --seat 1`` reviewed seat 1 without a word. The
    refusal comes with the command's usage, not the window's (pt133 #8)."""
    from allfives_qt.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert f"allfives-qt {args[0]}: error: {option} is given twice" in err
    assert err.startswith(f"usage: allfives-qt {args[0]} ")


@pytest.mark.parametrize("args", [["simulate", "--deal", "1", "--deals", "2"],
                                  ["review", "r.json", "--se", "0"], ["--sel"]])
def test_options_are_written_whole(args, capsys):
    """Play-test pt96: ``simulate --deal 1 --deals 2`` got past the check of an option given
    twice (argparse took "--deal" for "--deals") and ran 2 deals without a word."""
    from allfives_qt.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(args)
    told = capsys.readouterr().err
    assert exit_.value.code == 2 and ("unrecognized arguments" in told or "unknown option --sel"
                                      in told or "required: --seat" in told), told


@pytest.mark.parametrize("args, extra", [(["simulate", "--dea", "2"], "--dea 2"),
                                         (["replay", "r.json", "--jso"], "--jso"),
                                         (["review", "r.json", "--seat", "0", "extra"], "extra")])
def test_a_commands_unknown_option_is_told_with_the_commands_usage(args, extra, capsys):
    """Play-test pt134 #11: ``simulate --dea 2`` was told with the window's usage and its name,
    as if the option were the window's."""
    from allfives_qt.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(args)
    err = capsys.readouterr().err
    assert exit_.value.code == 2
    assert err.startswith(f"usage: allfives-qt {args[0]} "), err
    assert f"allfives-qt {args[0]}: error: unrecognized arguments: {extra}\n" in err


@pytest.mark.parametrize("args, said", [
    (["--lang", "xx"], "unknown option --lang (allfives-qt --help lists the options)"),
    (["--see", "5"], "unknown option --see"),
    (["--seed", "-5", "--bogus"], "unknown option --bogus"),
    (["--demo=yes"], "argument --demo: ignored explicit argument"),
    (["review", "r.json", "--seat", "\u0661"], "a seat is a whole number such as 0 or 1"),
    (["review", "r.json", "--seat", "\uff11"], "a seat is a whole number such as 0 or 1"),
])
def test_an_unknown_option_or_a_seat_in_other_digits_is_named(args, said, capsys):
    """Play-test pt111 #8: "--lang xx" and "--see 5" said "argument [COMMAND]: invalid choice",
    as argparse took their value for a command; "--seat ١" (an Arabic-Indic digit) reviewed
    seat 1."""
    from allfives_qt.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert said in err and "invalid choice" not in err


def test_the_window_options_still_take_negative_seeds():
    from allfives_qt.cli import unknown_option

    assert unknown_option(["--seed", "-5", "--demo"]) is None
    assert unknown_option(["--seed=-5", "replay", "--json", "r.json"]) is None
    assert unknown_option(["simulate", "--seed", "3"]) is None
