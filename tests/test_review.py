"""Reviewing a game (RULES.md, "Reviewing a game"; issue 12): planted blunders are flagged, the
best moves are legal, the reviewer sees only the reviewed seat's view, reviews kept in records."""

import copy
import json
import os
import pathlib
import random
import subprocess
import sys

import pytest

from allfives_qt.ai import make_player, review
from allfives_qt.ai.fast import side_totals, side_value
from allfives_qt.ai.players import ExpertPlayer
from allfives_qt.ai.search import Searcher
from allfives_qt.engine.game import Game
from allfives_qt.engine.hand import DRAW, LEAD, LEAD_FLIPPED, PLAYING, E, N, S, W
from allfives_qt.engine.record import RecordError, replay_record
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import parse_tile
from allfives_qt.storage.autosave import autosave_document

from hand_records import covered_spinner_position, one_hand

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
# The command installed beside this Python (a stale one elsewhere on PATH must not be run).
_SCRIPT = pathlib.Path(sys.executable).with_name("allfives-qt")
COMMAND = [str(_SCRIPT)] if _SCRIPT.is_file() else [sys.executable, "-m", "allfives_qt"]


def exact_value(state, move, rules):
    """The mover's side's net result of ``move`` on the fully known ``state`` to the end of the
    hand, by exact search (an oracle that sees every tile; the review never does)."""
    c = state.copy()
    points = c._play(move.tile, move.end)
    while c.status == PLAYING and c.forced_step():
        pass
    if c.status != PLAYING:
        return side_value(side_totals(c, rules, state.points), rules.side_of(state.turn))
    _, val, exact = Searcher(rules, 400_000).best_move(c)
    assert exact
    return points + (val if c.turn == state.turn else -val)


def planted_hand(seed, seat=0):
    """One 2-player hand played by greedy players, except one planted blunder of ``seat`` late in
    the hand (4 tiles or fewer left): a 0-point play where a play of 15 or more was the best move by
    the oracle and the 0-point play is at least 10 points worse. Returns ``(record, (hand, play))``
    or ``(record, None)`` when the hand offered no such choice."""
    rules = Rules.make(2)
    game = Game(rules, seed=seed)
    greedy = make_player("greedy", seed)
    planted = None
    hand = game.hand
    while hand.status == PLAYING and not game.over:
        game.do_forced()
        if hand.status != PLAYING or game.over:
            break
        if hand.turn == seat and planted is None and hand.hands[seat].bit_count() <= 4:
            moves = hand.legal_moves()
            pts = [hand.points_after(m.tile, m.end) for m in moves]
            if max(pts) >= 15 and 0 in pts:
                values = [exact_value(hand, m, rules) for m in moves]
                top = max(values)
                bad = [m for m, p, v in zip(moves, pts, values) if p == 0 and v <= top - 10]
                if pts[values.index(top)] >= 15 and bad:
                    planted = (0, len(game.logs[-1].plays))
                    game.play(bad[0].tile, bad[0].end)
                    continue
        mv = greedy.choose(hand.view(hand.turn))
        game.play(mv.tile, mv.end)
    return game.to_record(), planted


def planted_records(count):
    out = []
    seed = 0
    while len(out) < count:
        rec, planted = planted_hand(seed)
        if planted is not None:
            out.append((rec, planted))
        seed += 1
    return out


PLANTED = planted_records(8)


def position_at(record, seat, where):
    _, found = review.positions(record, seat)
    return next(p for p in found if (p.hand, p.play) == where)


def substituted(record, hand, play, tile, end):
    """The record cut after play ``play`` of hand ``hand``, with that play replaced."""
    rec = copy.deepcopy(record)
    rec["hands"] = rec["hands"][:hand + 1]
    plays = rec["hands"][hand]["plays"][:play + 1]
    new = {"seat": plays[play]["seat"], "tile": tile}
    if "drew" in plays[play]:  # the same draws before it (draws at will included)
        new["drew"] = plays[play]["drew"]
    if end is not None:
        new["end"] = end
    plays[play] = new
    rec["hands"][hand]["plays"] = plays
    return rec


@pytest.mark.parametrize("index", range(len(PLANTED)))
def test_a_planted_blunder_is_flagged_with_a_scoring_best_move(index):
    record, where = PLANTED[index]
    entry = review.review_position(position_at(record, 0, where))
    assert entry["points"] == 0
    assert entry["loss"] >= 5
    assert entry["best_points"] > 0
    assert (entry["best"]["tile"], entry["best"]["end"]) != (entry["tile"], entry["end"])


def test_whole_review_flags_the_blunder_and_every_best_move_is_legal_in_the_record():
    record, where = PLANTED[0]
    result = review.review_record(record, 0)
    by_play = {(p["hand"], p["play"]): p for p in result["plays"]}
    assert by_play[where]["loss"] >= 5
    plays = record["hands"][0]["plays"]
    for entry in result["plays"]:
        assert plays[entry["play"]]["seat"] == 0
        assert entry["tile"] == plays[entry["play"]]["tile"]
        best = entry["best"]
        replay_record(substituted(record, entry["hand"], entry["play"], best["tile"], best["end"]))
        if (best["tile"], best["end"]) == (entry["tile"], entry["end"]):
            assert entry["loss"] == 0
        else:
            assert entry["loss"] > 0
    assert result["total_loss"] == round(sum(p["loss"] for p in result["plays"]), 1)
    accurate = sum(1 for p in result["plays"] if p["loss"] < 1)
    assert result["accuracy"] == round(accurate / len(result["plays"]), 4)


@pytest.mark.parametrize("index", range(3))
def test_the_best_move_played_instead_has_loss_zero(index):
    record, where = PLANTED[index]
    entry = review.review_position(position_at(record, 0, where))
    best = entry["best"]
    fixed = substituted(record, where[0], where[1], best["tile"], best["end"])
    again = review.review_position(position_at(fixed, 0, where))
    assert again["loss"] == 0
    assert (again["best"]["tile"], again["best"]["end"]) == (best["tile"], best["end"])
    assert again["points"] == again["best_points"] == entry["best_points"]


def unseen_by(record, seat):
    """The hidden tiles of the record's one hand that ``seat`` never sees (never played, never
    drawn by ``seat``), and the deal/boneyard slots they fill."""
    game = replay_record(record)
    log = game.logs[0]
    hand = record["hands"][0]
    drawn_by_seat = set()
    draws = 0
    for ev in game.hand.history:
        if ev.kind == DRAW:
            if ev.seat == seat:
                drawn_by_seat.add(draws)
            draws += 1
    played = {parse_tile(p["tile"]) for p in hand["plays"]}
    slots = []
    for s, tiles in enumerate(log.deal):
        if s != seat:
            slots += [("deal", s, i) for i, t in enumerate(tiles) if t not in played]
    slots += [("boneyard", 0, i) for i, t in enumerate(log.boneyard) if i not in drawn_by_seat and t not in played]
    return slots


def rehidden(record, seat, rng):
    slots = unseen_by(record, seat)
    hand = record["hands"][0]

    def get(slot):
        kind, s, i = slot
        return hand["deal"][s][i] if kind == "deal" else hand["boneyard"][i]

    tiles = [get(x) for x in slots]
    for _ in range(200):
        perm = tiles[:]
        rng.shuffle(perm)
        if perm == tiles:
            continue
        rec = copy.deepcopy(record)
        for (kind, s, i), t in zip(slots, perm):
            if kind == "deal":
                rec["hands"][0]["deal"][s][i] = t
            else:
                rec["hands"][0]["boneyard"][i] = t
        try:
            new = replay_record(rec)
        except RecordError:
            continue
        if new.hand.history == replay_record(record).hand.history:
            return rec
    return None


@pytest.mark.parametrize("index", range(2))
def test_swapping_the_hidden_tiles_changes_no_best_move(index):
    record, _ = PLANTED[index]
    rng = random.Random(index)
    _, found = review.positions(record, 0)
    compared = 0
    for pos in found:
        if len(review.choices(pos.view)) < 2:
            continue
        cut = substituted(record, pos.hand, pos.play, pos.written, record["hands"][0]["plays"][pos.play].get("end"))
        other = rehidden(cut, 0, rng)
        if other is None:
            continue
        deal = lambda r: (r["hands"][0]["deal"], r["hands"][0]["boneyard"])  # noqa: E731
        assert deal(other) != deal(cut)
        (a,) = [p for p in review.positions(cut, 0)[1] if p.play == pos.play]
        (b,) = [p for p in review.positions(other, 0)[1] if p.play == pos.play]
        assert a.view == b.view
        assert review.review_position(a) == review.review_position(b)
        compared += 1
        if compared == 2:
            break
    assert compared >= 2


def test_a_tile_on_either_side_of_a_lone_spinner_is_one_choice():
    rec = one_hand(["6-3", "6-2"], ["6-6"], 1, [{"seat": 1, "tile": "6-6"}, {"seat": 0, "tile": "6-3", "end": "W"}])
    (pos,) = review.positions(rec, 0)[1]
    sixes = [m for m in pos.view.legal if m.end in (W, E)]
    assert len(sixes) == 2 * len({m.tile for m in sixes}) >= 4
    groups = review.choices(pos.view)
    assert len(groups) == len({m.tile for m in pos.view.legal})
    assert all({m.end for m in g} == {W, E} for g in groups if len(g) > 1)


def test_a_tile_on_either_of_two_like_ends_of_a_covered_spinner_is_one_choice():
    """Play-test pt129 #1: 3-3 on a 3 at E or on a 3 at S left the same ends, and the review
    called one of them a mistake costing 7.6 points. Once both sides of the spinner are covered
    its four ends count and take tiles alike, so a tile on either of two like ends (here 3-4 on
    the 3 at W or the 3 at S) is one choice, and playing either loses nothing."""
    pos = covered_spinner_position()
    fours = {m.end for m in pos.view.legal if m.tile == parse_tile("3-4")}
    assert fours == {W, S}
    (group,) = [g for g in review.choices(pos.view) if g[0].tile == parse_tile("3-4")]
    assert {m.end for m in group} == {W, S}
    entry = review.review_position(pos)
    assert (entry["tile"], entry["end"]) == ("3-4", "S")
    assert (entry["best"]["tile"], entry["best"]["end"]) != ("3-4", "W")


def test_an_end_with_no_tile_yet_is_like_another_end_that_shows_its_number():
    """Play-test pt163 #3: with a 0-0 spinner whose sides are covered, the 0 at W and the empty N
    and S ends all show 0 and add 0, so 0-5 on any of them leaves the same ends; the review
    counted W apart from N and S and called the play a choice."""
    plays = [{"seat": 1, "tile": "0-0"}, {"seat": 0, "tile": "0-1", "end": "W"},
             {"seat": 1, "tile": "0-6", "end": "E"}, {"seat": 0, "tile": "1-2", "end": "W"},
             {"seat": 1, "tile": "2-0", "end": "W"}, {"seat": 0, "tile": "0-5", "end": "N"}]
    rec = one_hand(["0-1", "1-2", "0-5"], ["0-0", "0-6", "2-0"], 1, plays)
    pos = review.positions(rec, 0)[1][-1]
    state = review.public_state(pos.view)
    assert [state.ends[a] for a in (W, N, S)] == [0, 0, 0] and not state.arms[N] and not state.arms[S]
    assert bool(state.arms[W]) and state.count == 6
    groups = review.choices(pos.view)
    assert all({m.end for m in g} == {W, N, S} for g in groups)  # each tile one choice
    assert len(groups) == len({m.tile for m in pos.view.legal}) >= 2


@pytest.mark.parametrize("rules, tile", [({}, "6-2"), ({"spinner": "none"}, "6-6")])
def test_a_tile_on_either_end_of_a_line_with_no_spinner_is_one_choice(rules, tile):
    """Play-test pt132 #1 and #2: in Fives and Threes (no spinner) both ends showed 6 and 6-6 on
    either left the same ends, but one end's arm held tiles and the other only the lead; the
    review counted a choice and a double-click asked where. With no spinner the line's two ends
    are alike whichever holds tiles (a first double later joins the whole line into one arm);
    so too in All Fives before the first double."""
    plays = [{"seat": 1, "tile": "6-4"}, {"seat": 0, "tile": "4-5", "end": "E"},
             {"seat": 1, "tile": "5-6", "end": "E"}, {"seat": 0, "tile": tile, "end": "W"}]
    rec = one_hand(["4-5", "6-2", "6-6"], ["6-4", "5-6"], 1, plays, rules)
    pos = review.positions(rec, 0)[1][-1]
    state = review.public_state(pos.view)
    assert state.spinner < 0 and state.ends[W] == state.ends[E] == 6
    assert bool(state.arms[W]) != bool(state.arms[E])
    (group,) = [g for g in review.choices(pos.view) if g[0].tile == parse_tile(tile)]
    assert {m.end for m in group} == {W, E}


def test_cli_says_why_a_play_it_counted_is_not_listed(tmp_path):
    """Play-test pt14 #8: "review: 6/6 plays" and then five results. A play with two legal moves
    that leave the same layout (a lone tile on either side of a lone spinner) is counted by the
    progress but has no real choice; the review now says so when it ends."""
    sixes = ["6-6", "6-0", "6-1", "6-2", "6-4", "6-5"]  # every other six: seat 0 has only 6-3
    rec = one_hand(["6-3"], sixes, 1, [{"seat": 1, "tile": "6-6"},
                                       {"seat": 0, "tile": "6-3", "end": "W"}])
    (pos,) = review.positions(rec, 0)[1]
    assert len(pos.view.legal) == 2 and len(review.choices(pos.view)) == 1
    path = tmp_path / "rec.json"
    path.write_text(json.dumps(rec))
    out = review_cli(path, "--seat", "0")
    assert out.returncode == 0 and out.stdout == "", out.stderr
    assert "review: 1/1 plays" in out.stderr
    assert out.stderr.splitlines()[-1] == ("review: 0 plays listed; 1 more had no real choice "
                                           "(one legal move, or moves that all left the same "
                                           "layout)")
    assert review_cli(path, "--seat", "0", "--quiet").stderr == ""


def test_a_lead_written_high_half_first_is_reviewed_as_the_lead_it_is():
    rec = one_hand(["6-3", "5-5", "4-1"], ["0-0"], 0, [{"seat": 0, "tile": "6-3"}])
    (pos,) = review.positions(rec, 0)[1]
    assert pos.played.end == LEAD_FLIPPED
    assert all(m.end == LEAD for m in pos.view.legal)
    entry = review.review_position(pos)
    assert entry["tile"] == "6-3" and entry["end"] is None and entry["points"] == 0
    assert entry["best"]["end"] is None
    replay_record(substituted(rec, 0, 0, entry["best"]["tile"], None))


def short(record, plays):
    """The record's first hand cut after ``plays`` plays (a quicker review)."""
    rec = copy.deepcopy(record)
    rec["hands"][0]["plays"] = rec["hands"][0]["plays"][:plays]
    return rec


@pytest.fixture
def quick(monkeypatch):
    """Reviews with little work, for tests about files rather than judgement."""
    monkeypatch.setattr(review, "REVIEW_WORK", 4000)


def review_cli(path, *flags):
    return subprocess.run(COMMAND + ["review", str(path), *flags], capture_output=True, text=True,
                          timeout=300)


def test_cli_json_document_and_one_object_per_play(tmp_path):
    path = tmp_path / "rec.json"
    path.write_text(json.dumps(short(PLANTED[1][0], 7)))
    out = review_cli(path, "--seat", "0", "--json", "--quiet")
    assert out.returncode == 0, out.stderr
    assert out.stderr == ""
    doc = json.loads(out.stdout)
    assert set(doc) == {"seat", "plays", "total_loss", "accuracy"} and doc["seat"] == 0
    keys = {"hand", "play", "tile", "end", "best", "points", "best_points", "loss"}
    assert doc["plays"] and all(set(p) == keys for p in doc["plays"])
    lines = review_cli(path, "--seat", "0", "--workers", "2")
    assert lines.returncode == 0, lines.stderr
    assert [json.loads(x) for x in lines.stdout.splitlines()] == doc["plays"]  # same with 2 processes
    assert "review:" in lines.stderr  # progress


@pytest.mark.parametrize("name,flags", [
    ("bad-wrong-seat.json", ["--seat", "0"]),
    ("bad-not-json.json", ["--seat", "0"]),
    (None, ["--seat", "2"]),
    (None, ["--seat", "-1"]),
])
def test_cli_bad_input_exits_2_with_one_line(name, flags):
    path = ROOT / "tests" / "data" / name if name else EXAMPLES / "worked-example-a.json"
    out = review_cli(path, *flags)
    assert out.returncode == 2
    assert out.stdout == ""
    assert len(out.stderr.strip().splitlines()) == 1
    assert out.stderr.startswith("allfives-qt review: ")


def test_review_of_an_autosave_in_the_middle_of_a_hand(quick):
    game = Game(Rules.make(2), seed=11)
    rng = random.Random(1)
    while game.hand.n_played < 7:
        game.do_forced()
        mv = rng.choice(game.hand.legal_moves())
        game.play(mv.tile, mv.end)
    doc = autosave_document(game, [None, "expert"], "abc")
    result = review.review_record(doc, 0)
    mine = [i for i, p in enumerate(doc["hands"][0]["plays"]) if p["seat"] == 0]
    assert {p["play"] for p in result["plays"]} <= set(mine)
    assert result["plays"]


def test_a_kept_review_is_reused_and_replay_ignores_it(monkeypatch, tmp_path, quick):
    record, where = PLANTED[2]
    calls = []
    real = review.move_values
    monkeypatch.setattr(review, "move_values", lambda v, r: calls.append(1) or real(v, r))
    first = review.review_record(record, 0)
    assert calls
    kept = review.attach_review(record, first)
    assert kept["review"]["0"]["program"] == review.PROGRAM
    assert "review" not in record
    calls.clear()
    assert review.review_record(kept, 0) == first
    assert not calls  # opening it again is instant: nothing evaluated
    # replay ignores the key: same report with and without it
    assert replay_record(kept).report() == replay_record(record).report()
    path = tmp_path / "kept.json"
    path.write_text(json.dumps(kept))
    out = subprocess.run(COMMAND + ["replay", str(path), "--json"], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and json.loads(out.stdout) == replay_record(record).report()


def test_a_kept_review_from_another_version_or_malformed_is_not_trusted(quick):
    record, _ = PLANTED[2]
    first = review.review_record(record, 0)
    kept = review.attach_review(record, first)
    old = copy.deepcopy(kept)
    old["review"]["0"]["program"] = "allfives-qt 0.0.1"
    bad = copy.deepcopy(kept)
    bad["review"]["0"]["plays"][0]["loss"] = "much"
    other_seat = copy.deepcopy(kept)
    other_seat["review"] = {"1": other_seat["review"]["0"]}
    # Play-test pt52 #7: a play that was its own best, given a loss of 99 and other points.
    own = next(i for i, e in enumerate(kept["review"]["0"]["plays"])
               if e["best"] == {"tile": e["tile"], "end": e["end"]})
    contradicts = copy.deepcopy(kept)
    contradicts["review"]["0"]["plays"][own].update(loss=99, best_points=50)
    for rec in (old, bad, other_seat, contradicts):
        _, found = review.positions(rec, 0)
        assert review.stored_plays(rec, 0, found) == {}
        replay_record(rec)
    _, found = review.positions(kept, 0)
    assert review.stored_plays(kept, 0, found)


@pytest.mark.parametrize("loss", ["inf", "big", "nan", "claim"])
def test_a_kept_number_out_of_range_is_not_trusted_and_the_cli_reviews_again(quick, tmp_path, loss):
    """Play-test pt111 #1, #2: a kept "loss" of 1e999 (read as infinity) or of 400 digits was
    believed: History and Open record failed with OverflowError, and ``review --json`` wrote
    "Infinity" (not JSON) or a traceback. Such a review is not trusted: the record is reviewed
    again, and the document is strict JSON."""
    record, (_, planted) = PLANTED[2]
    record = short(record, planted + 1)  # up to the planted mistake (10 points or more)
    kept = review.attach_review(record, review.review_record(record, 0))
    entry = next(e for e in kept["review"]["0"]["plays"]  # a mistake: its loss is above 0
                 if e["best"] != {"tile": e["tile"], "end": e.get("end")})
    if loss == "claim":
        entry["claim_loss"] = 10**400
    else:
        entry["loss"] = {"inf": float("inf"), "big": 10**400, "nan": float("nan")}[loss]
    _, found = review.positions(kept, 0)
    assert review.stored_plays(kept, 0, found) == {}
    assert review.kept_review(kept["review"], 0) is None
    assert review.review_unreadable(kept["review"], 0)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(kept), encoding="utf-8")  # 1e999 as "Infinity", as Python writes it
    out = review_cli(path, "--seat", "0", "--json", "--quiet")
    assert out.returncode == 0, out.stderr
    document = json.loads(out.stdout, parse_constant=lambda word: pytest.fail(word))
    assert all(_finite(p["loss"]) for p in document["plays"])


def _finite(value) -> bool:
    return isinstance(value, (int, float)) and abs(value) < 1e6


def test_cli_save_keeps_the_review_in_the_file(tmp_path):
    record = short(PLANTED[3][0], 5)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    out = review_cli(path, "--seat", "0", "--json", "--save", "--quiet")
    assert out.returncode == 0, out.stderr
    saved = json.loads(path.read_text())
    assert saved["review"]["0"]["plays"] == json.loads(out.stdout)["plays"]
    assert {k: v for k, v in saved.items() if k != "review"} == record
    # Reviewed again, the plays come from the file at once, and standard error says so (play-test
    # pt22 #7: it said nothing then).
    again = review_cli(path, "--seat", "0", "--json")
    assert json.loads(again.stdout)["plays"] == saved["review"]["0"]["plays"]
    kept = len(saved["review"]["0"]["plays"])
    assert again.stderr.strip() == (f"review: {kept} plays listed, all from the review the record "
                                    "keeps (made in the game or by --save)")
    assert "/" not in again.stderr  # no progress: nothing was reviewed again


def test_cli_save_never_writes_over_a_game_that_is_open_or_a_file_that_changed(tmp_path, monkeypatch):
    """Play-test pt48 #1: ``review --save`` on the autosave of an open game wrote back the copy it
    had read, and the plays made meanwhile were lost."""
    from allfives_qt import cli
    from allfives_qt.single_instance import InstanceLock

    record = short(PLANTED[3][0], 5)
    path = tmp_path / "autosave.json"
    path.write_text(json.dumps(record))
    before = path.read_bytes()
    lock = InstanceLock(tmp_path)
    assert lock.acquire()
    try:
        out = review_cli(path, "--seat", "0", "--json", "--save", "--quiet")
    finally:
        lock.release()
    assert out.returncode == 1
    assert "the review was not kept: a game is open on this file" in out.stderr
    assert json.loads(out.stdout)["plays"]  # the review is still printed
    assert path.read_bytes() == before
    # The file written again while it is reviewed (as a game's save does: a new file in its place).
    newer = short(PLANTED[3][0], 7)
    real = review.review_record

    def review_while_a_game_saves(*args, **kwargs):
        result = real(*args, **kwargs)
        (tmp_path / "new.json").write_text(json.dumps(newer))
        os.replace(tmp_path / "new.json", path)
        return result

    monkeypatch.setattr(review, "review_record", review_while_a_game_saves)
    assert cli.main(["review", str(path), "--seat", "0", "--save", "--quiet"]) == 1
    assert json.loads(path.read_text()) == newer
    # Unchanged and with no game open, it is kept.
    monkeypatch.setattr(review, "review_record", real)
    assert cli.main(["review", str(path), "--seat", "0", "--save", "--quiet"]) == 0
    assert "review" in json.loads(path.read_text())


def random_game(rules, seed, more):
    """A game of ``rules`` whose seats all play random legal moves (seeded by ``seed``) while
    ``more(game)`` says so; returns its record."""
    game = Game(rules, seed=seed)
    rng = random.Random(seed)
    while more(game):
        if game.hand_over:
            game.next_hand()
            continue
        game.do_forced()
        if not game.hand_over:
            mv = rng.choice(game.hand.legal_moves())
            game.play(mv.tile, mv.end)
    return game.to_record()


def test_a_review_can_be_stopped_and_limited_to_some_hands(quick):
    record = random_game(Rules.make(2), 4, lambda game: len(game.logs) < 2 or game.hand.n_played < 4)
    second = review.review_record(record, 0, hands={1})
    assert second["plays"] and {p["hand"] for p in second["plays"]} == {1}
    asked = []
    with pytest.raises(review.ReviewStopped):
        review.review_record(record, 0, stop=lambda: asked.append(1) or len(asked) > 2)
    assert len(asked) == 3
    plays = [{"loss": 0.0}, {"loss": 3.5}, {"loss": 3.5}, {"loss": 0.4}]
    assert review.best_count(plays) == 1
    assert review.biggest_mistake(plays) is plays[1]
    assert review.biggest_mistake([{"loss": 0.0}]) is None


def test_a_kept_review_reads_back_as_the_review_document(quick):
    record = short(PLANTED[0][0], 9)
    result = review.review_record(record, 0)
    kept = review.attach_review(record, result)["review"]
    assert review.kept_review(kept, 0) == result
    assert review.kept_review(kept, 1) is None and review.kept_review(None, 0) is None
    broken = copy.deepcopy(kept)
    broken["0"]["plays"][0]["best"] = "2-2"
    assert review.kept_review(broken, 0) is None
    broken = copy.deepcopy(kept)
    broken["0"]["plays"][0]["loss"] = -1.0
    assert review.kept_review(broken, 0) is None


@pytest.mark.parametrize("options", [{"scoring": "fives-and-threes", "spinner": "none"},
                                     {"claims": "muggins", "draw": "at-will", "boneyard_reserve": 2}])
def test_a_review_under_the_familys_options_reports_the_rules_points(quick, options):
    game = Game(Rules.make(2, **options), seed=2)
    rng = random.Random(2)
    while not game.hand_over:
        game.do_forced()
        if not game.hand_over:
            mv = rng.choice(game.hand.legal_moves())
            game.play(mv.tile, mv.end)
    record = game.to_record()
    played = replay_record(record).report()["hands"][0]["plays"]
    result = review.review_record(record, 0)
    assert result["plays"]
    for entry in result["plays"]:
        assert played[entry["play"]]["seat"] == 0
        if "claims" not in options:  # with muggins a play's points depend on the claim too
            assert entry["points"] == played[entry["play"]]["points"]
        best = entry["best"]
        replay_record(substituted(record, 0, entry["play"], best["tile"], best["end"]))


def _muggins_game(seed, leave):
    """A 2-player Muggins hand of random legal plays in which seat 0 leaves its scoring plays
    unclaimed as ``leave(k)`` says for its k-th scoring play: None claims, "call" lets seat 1 call
    Muggins, "lost" leaves the points lost. Returns the record."""
    game = Game(Rules.make(2, claims="muggins"), seed=seed)
    rng = random.Random(seed)
    k = 0
    while not game.hand_over:
        game.do_forced()
        if game.hand_over:
            break
        hand = game.hand
        mv = rng.choice(hand.legal_moves())
        seat = hand.turn
        after = hand.copy()
        scores = after.play(mv.tile, mv.end)
        how = None
        if seat == 0 and scores and after.status == PLAYING:
            how, k = leave(k), k + 1
        game.play(mv.tile, mv.end, claim=how is None)
        if how == "call":
            game.call_muggins()
    return game.to_record()


def test_a_missed_claim_is_a_mistake_costing_its_points_and_the_callers_gain(quick):
    """claims: muggins: seat 0's unclaimed scoring play loses its points (and, called, gives them
    to seat 1): the review counts it as a mistake of made points (2 x made when called, the
    review's unit being the side's net points), on top of the move's own loss."""
    for seed in range(40):
        unclaimed = _muggins_game(seed, lambda k: ("call", "lost")[k % 2] if k < 2 else None)
        if sum(p.get("claimed") is False for p in unclaimed["hands"][0]["plays"]) == 2:
            break
    claimed = _muggins_game(seed, lambda k: None)
    plays = unclaimed["hands"][0]["plays"]
    assert [p for p in plays if "claimed" in p]  # the same plays, some left unclaimed
    assert [{k: p[k] for k in ("seat", "tile", "end") if k in p} for p in plays] == \
        claimed["hands"][0]["plays"]
    made = {pi: p for pi, p in enumerate(replay_record(unclaimed).logs[0].plays) if not p.claimed}
    mine = {e["play"]: e for e in review.review_record(unclaimed, 0)["plays"]}
    base = {e["play"]: e for e in review.review_record(claimed, 0)["plays"]}
    assert set(made) <= set(mine)
    for pi, log in made.items():
        e = mine[pi]
        want = 2 * log.made if log.muggins == 1 else log.made
        assert e["claimed"] is False and e["claim_loss"] == want and e["muggins"] == log.muggins
        # A play with no choice of move is marked: the claim was its only choice (pt137 #1).
        assert e.get("only", False) is (pi not in base)
        assert e["loss"] == pytest.approx(base.get(pi, {"loss": 0.0})["loss"] + want, abs=0.11)
        assert e["points"] == log.made
    assert {log.muggins for log in made.values()} == {1, None}
    for pi, e in base.items():
        if pi not in made:
            assert mine[pi] == e and "claim_loss" not in e
    summary = review.review_record(unclaimed, 0)
    assert summary["total_loss"] >= sum(mine[pi]["claim_loss"] for pi in made)
    # A review kept before the claims were counted (the same plays, all claimed) is not reused.
    old = review.attach_review(unclaimed, review.review_record(claimed, 0))
    _, found = review.positions(old, 0)
    assert review.stored_plays(old, 0, found) == {}
    kept = review.attach_review(unclaimed, summary)
    _, found = review.positions(kept, 0)
    assert review.stored_plays(kept, 0, found) == {0: summary["plays"]}


def coached_record(seed, follow_hints):
    """One 2-player hand: seat 0 plays the coach's hint (or the greedy play), seat 1 greedy."""
    rules = Rules.make(2)
    game = Game(rules, seed=seed)
    coach, greedy = review.Coach(rules), make_player("greedy", seed)
    hand = game.hand
    while hand.status == PLAYING and not game.over:
        game.do_forced()
        if hand.status != PLAYING or game.over:
            break
        view = hand.view(hand.turn)
        mv = coach.explain(view)[0] if hand.turn == 0 and follow_hints else greedy.choose(view)
        game.play(mv.tile, mv.end)
    return game.to_record()


def test_a_player_who_follows_every_hint_loses_nothing_in_the_review(quick):
    reviewed = lost_by_greedy = 0
    for seed in (3, 4):
        plays = review.review_record(coached_record(seed, True), 0)["plays"]
        reviewed += len(plays)
        assert [p["loss"] for p in plays] == [0.0] * len(plays)
        greedy_plays = review.review_record(coached_record(seed, False), 0)["plays"]
        lost_by_greedy += sum(1 for p in greedy_plays if p["loss"] > 0)
    assert reviewed >= 6
    assert lost_by_greedy > 0  # the same review does find losses in other play


def test_the_closing_line_counts_kept_plays_and_plays_with_no_real_choice_together(monkeypatch):
    """Play-test pt75 #4: a kept review with one hand damaged was reviewed again for that hand:
    "9/9 plays" counted, 7 of them listed beside the kept ones, and no line said why two were
    missing; the kept plays were said to come from "--save" though the window had made them."""
    from allfives_qt import cli

    record = short(PLANTED[3][0], 5)
    monkeypatch.setattr(review, "stored_plays", lambda *_a: {0: [{}, {}]})  # 2 kept plays
    # pt103 #8: "29/29 plays", then "18 listed, 4 of them kept; 15 more had no real choice": the
    # plays reviewed now (14 + 15) are said apart, and add up to the progress's total.
    assert cli._review_tally(record, 0, 5, 4) == (
        "review: 5 plays listed: 3 reviewed now, 2 from the review the record keeps (made in the "
        "game or by --save); 1 more reviewed now had no real choice (one legal move, or moves "
        "that all left the same layout)")
    monkeypatch.setattr(review, "stored_plays", lambda *_a: {})
    assert cli._review_tally(record, 0, 3, 3) == "review: 3 plays listed"
    # pt78 #7: a kept review that does not fit the record is not used, and that is said.
    damaged = {**record, "review": {"0": {"plays": [{"loss": "bad"}]}}}
    assert cli._review_tally(damaged, 0, 3, 3) == (
        "review: 3 plays listed, the review the record keeps for this seat not used (it does not "
        "fit the record)")


def test_like_plays_are_valued_alike_whichever_arm_they_take():
    """The review's Expert breaks ties in its playouts by the count left, not by the arms' order
    (play-test pt129 #1: the two plays of 3-3 were valued 8 points apart), so two plays that leave
    the same ends on different arms get the same value; the Expert that plays keeps the arms'
    order (measured alike: docs/expert-rounds.md, seventeenth round)."""
    pos = covered_spinner_position()
    like = tuple(m for m in pos.view.legal if m.tile == parse_tile("3-4"))
    values = [v for _, v in review.move_values(pos.view._replace(legal=like), pos.rules)]
    assert len(values) == 2 and abs(values[0] - values[1]) < review.SAME, values
    assert review.ReviewExpert.count_tie < 0 == ExpertPlayer.count_tie
