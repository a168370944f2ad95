"""Autosave and resume (issue 6, items 3 and 7): a seeded game interrupted at any point comes back
from ``autosave.json`` in the identical engine state and goes on with the identical later deals."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from allfives_qt.cli import main as cli_main
from allfives_qt.engine.game import Game
from allfives_qt.engine.rules import Rules
from allfives_qt.storage import CORRUPT, Paths, SavedGame, Storage, new_game_id
from allfives_qt.storage.autosave import autosave_document, saved_game_from_record
from allfives_qt.storage.history import add_to_history

from gameplay import play_to_end, step


def engine_state(game: Game) -> dict:
    """Everything the engine knows about a game: hands, boneyard and draw position, turn, layout,
    scores, logs, the draws since the last play."""
    hand = game.hand
    hs = None
    if hand is not None:
        hs = {name: getattr(hand, name) for name in hand.__slots__}
        hs = json.loads(json.dumps(hs, default=lambda v: v.to_dict() if hasattr(v, "to_dict") else list(v)))
    return {
        "seed": game.seed, "rules": game.rules, "scores": list(game.scores), "over": game.over,
        "winner": game.winner, "forced": game.forced_since_play, "drew": game._drew,
        "at_will": game.at_will_since_play, "unclaimed": game.unclaimed,
        "logs": repr(game.logs), "hand": hs,
    }


CONFIGS = [
    (Rules.make(2, target=120), 11, 2),
    (Rules.make(3, target=100, end_of_hand="winner-collects"), 5, 2),
    (Rules.make(4, target=150, hand_size="five", win="end-of-hand", end_of_hand="winner-collects"), 1, 2),
    (Rules.make(4, partnerships=False, target=50), 21, 3),
]


def test_resume_from_autosave_at_every_kind_of_point_gives_identical_state_and_later_deals(tmp_path):
    kinds_seen: dict[str, int] = {}
    for ci, (rules, seed, every) in enumerate(CONFIGS):
        paths = Paths(tmp_path / f"c{ci}")
        levels = (None,) + ("easy",) * (rules.players - 1)
        game = Game(rules, seed)
        saved = SavedGame(game, levels, new_game_id())
        rng = random.Random(seed * 7 + 1)
        checkpoints = []  # (kind, file bytes, state, rng state)
        n = 0
        while True:
            kind = step(game, rng)
            if kind is None:
                break
            if game.hand_over and kind != "deal":
                kind = "between hands"
            n += 1
            if n % every and kind in ("play", "deal", "draw"):
                continue
            Storage(paths).save_game(saved)
            checkpoints.append((kind, paths.autosave_file.read_bytes(), engine_state(game), rng.getstate()))
        final = engine_state(game)
        assert game.over
        for i, (kind, data, state, rng_state) in enumerate(checkpoints):
            paths.autosave_file.write_bytes(data)
            storage = Storage(paths)  # a new start of the program
            loaded = storage.load_game()
            assert storage.take_issues() == []
            if state["over"]:
                assert loaded is None  # a finished game is not offered
                continue
            kinds_seen[kind] = kinds_seen.get(kind, 0) + 1
            assert loaded is not None
            assert loaded.levels == levels and loaded.game_id == saved.game_id
            assert engine_state(loaded.game) == state
            if i % every:
                continue
            r2 = random.Random()
            r2.setstate(rng_state)
            play_to_end(loaded.game, r2)
            assert engine_state(loaded.game) == final
    for kind in ("play", "draw", "pass", "between hands", "deal"):
        assert kinds_seen.get(kind, 0) > 0, (kind, kinds_seen)


def test_autosave_of_a_new_game_with_no_play_yet_resumes_the_same_deal(tmp_path):
    st = Storage(Paths(tmp_path))
    game = Game(Rules.make(3), 99)
    st.save_game(SavedGame(game, (None, "hard", "expert"), "abc123"))
    loaded = Storage(Paths(tmp_path)).load_game()
    assert loaded is not None and loaded.levels == (None, "hard", "expert")
    assert engine_state(loaded.game) == engine_state(game)


def test_replay_command_accepts_the_autosave_file_as_it_is(tmp_path, capsys):
    game = Game(Rules.make(2), 4)
    rng = random.Random(4)
    for _ in range(40):
        step(game, rng)
    st = Storage(Paths(tmp_path))
    assert st.save_game(SavedGame(game, (None, "medium"), new_game_id())).ok
    assert cli_main(["replay", str(st.paths.autosave_file), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["scores"] == game.scores


def test_finished_game_is_not_offered_and_file_is_kept(tmp_path):
    game = Game(Rules.make(2, target=30), 2)
    play_to_end(game, random.Random(2))
    st = Storage(Paths(tmp_path))
    st.save_game(SavedGame(game, (None, "easy"), new_game_id()))
    assert st.load_game() is None
    assert st.paths.autosave_file.exists()
    assert st.take_issues() == []


def test_an_autosave_of_a_game_already_in_the_history_is_not_offered(tmp_path):
    """Play-test pt92 #2: with only the history folder writable, a game finished into the
    history while its autosave kept an earlier play, and the next start offered it again."""
    game = Game(Rules.make(2, target=30), 2)
    rng = random.Random(2)
    for _ in range(6):
        step(game, rng)
    st = Storage(Paths(tmp_path))
    earlier = SavedGame(game, (None, "easy"), new_game_id())
    assert st.save_game(earlier).ok
    assert Storage(Paths(tmp_path)).load_game() is not None  # not yet in the history
    play_to_end(game, rng)
    st.paths.history_dir.mkdir(parents=True)
    add_to_history(st.paths.history_dir, earlier)  # the game as finished; its autosave is older
    again = Storage(Paths(tmp_path))
    assert again.load_game() is None
    assert again.take_issues() == [] and again.paths.autosave_file.exists()


def test_no_autosave_gives_none_and_no_issue(tmp_path):
    st = Storage(Paths(tmp_path))
    assert st.load_game() is None
    assert st.take_issues() == []


def _rule_breaking(doc: dict) -> dict:
    doc = json.loads(json.dumps(doc))
    plays = doc["hands"][0]["plays"]
    plays[1]["seat"] = (plays[1]["seat"] + 1) % 2  # wrong seat
    return doc


@pytest.mark.parametrize("kind, make, code", [
    ("truncated", lambda raw, doc: raw[: len(raw) // 2], "not-json"),
    ("not UTF-8", lambda raw, doc: b"\xff\xfe this is no record", "not-utf8"),
    ("not JSON text", lambda raw, doc: b"hello, world", "not-json"),
    ("empty", lambda raw, doc: b"", "not-json"),
    ("unknown version", lambda raw, doc: json.dumps({**doc, "version": 7}).encode(), "unknown-version"),
    ("other format", lambda raw, doc: json.dumps({"format": "x", "version": 1}).encode(), "wrong-format"),
    ("rule-breaking record", lambda raw, doc: json.dumps(_rule_breaking(doc)).encode(), "bad-record"),
])
def test_corrupt_autosave_is_moved_aside_reported_and_no_game_is_offered(tmp_path, kind, make, code):
    game = Game(Rules.make(2), 17)
    rng = random.Random(3)
    while len(game.logs[0].plays) < 3:
        step(game, rng)
    doc = autosave_document(game, (None, "medium"), "id1")
    raw = json.dumps(doc).encode()
    paths = Paths(tmp_path)
    paths.data_dir.mkdir(parents=True)
    bad = make(raw, doc)
    paths.autosave_file.write_bytes(bad)
    st = Storage(paths)
    assert st.load_game() is None
    issues = st.take_issues()
    assert len(issues) == 1, kind
    issue = issues[0]
    assert (issue.kind, issue.file, issue.code) == (CORRUPT, "autosave", code)
    assert not paths.autosave_file.exists()
    asides = list(paths.data_dir.glob("autosave.json.corrupt-*"))
    assert [str(a) for a in asides] == [issue.aside]
    assert asides[0].read_bytes() == bad  # kept, never deleted
    # The game goes on: a new autosave can be written and read back.
    st.save_game(SavedGame(Game(Rules.make(2), 1), (None, "easy"), "id2"))
    assert st.load_game() is not None


@pytest.mark.parametrize("background", [False, True])
def test_a_damaged_autosave_goes_on_from_the_one_before_it(tmp_path, background):
    """Play-test pt148 #1: an autosave damaged in its middle lost the game and its finished
    hands (Statistics still counted them). Every write of the autosave keeps the one before it
    (autosave.json.previous, a second name of the old file): a damaged autosave is moved aside
    and reported as before, and the game goes on from the one before it, one move earlier; the
    report says so. With nothing good to go on from, a new game starts, as before."""
    from allfives_qt.storage.atomic import previous_path
    from allfives_qt.ui.settings_dialog import describe_storage_issue

    paths = Paths(tmp_path)
    st = Storage(paths)
    if background:
        st.write_in_background()
    game = Game(Rules.make(2, target=60), 17)
    rng = random.Random(3)
    states = []
    while len(game.logs) < 2 or len(game.logs[-1].plays) < 2:  # into the second hand
        step(game, rng)
        st.save_game(SavedGame(game, (None, "hard"), "id1"))
        st.flush()
        states.append(engine_state(game))
    st.close()
    previous = previous_path(paths.autosave_file)
    assert previous.name == "autosave.json.previous" and previous.is_file()
    raw = paths.autosave_file.read_bytes()
    paths.autosave_file.write_bytes(raw[:200] + b"#garbage#" * 20 + raw[380:])  # as pt148 did
    again = Storage(paths)
    saved = again.load_game()
    assert saved is not None and saved.game_id == "id1" and saved.levels == (None, "hard")
    assert engine_state(saved.game) == states[-2]  # the move before the last
    assert len(saved.game.logs) == 2  # the finished hand is there
    [issue] = again.take_issues()
    assert (issue.kind, issue.file, issue.rebuilt) == (CORRUPT, "autosave", True)
    told = describe_storage_issue(issue)
    assert "goes on from the save before it" in told and Path(issue.aside).name in told
    assert told.endswith("The file's text is damaged or cut short.")
    # Saved again: the next start goes on from there without a word.
    third = Storage(paths)
    assert engine_state(third.load_game().game) == states[-2] and third.take_issues() == []
    # Both damaged: a new game, as before, and nothing else is lost or deleted.
    paths.autosave_file.write_bytes(b"{")
    previous.write_bytes(b"{")
    fourth = Storage(paths)
    assert fourth.load_game() is None
    [issue] = fourth.take_issues()
    assert not issue.rebuilt and "a new game starts" in describe_storage_issue(issue)
    assert len(list(paths.data_dir.glob("autosave.json.corrupt-*"))) == 2


@pytest.mark.parametrize("bad", [{"forced": 500}, {"forced": "x"}, {"at_will": 9}, "resume"])
def test_an_autosave_whose_resume_does_not_fit_goes_on_from_its_last_play(tmp_path, bad):
    """Play-test pt59 #1: one bad number in ``resume`` lost the whole game. Now its plays are
    kept: the game stands at its last play (draws and passes after it made again, as replay
    makes them), the resume's levels are kept, the file is kept aside and reported, and the game
    is saved again, so the next start resumes it without a word."""
    game = Game(Rules.make(2), 17)
    rng = random.Random(3)
    while len(game.logs[0].plays) < 3:
        step(game, rng)
    doc = autosave_document(game, (None, "hard"), "id1")
    doc = json.loads(json.dumps(doc))
    if isinstance(bad, dict):
        doc["resume"].update(bad)
    else:
        doc["resume"] = bad
    raw = json.dumps(doc).encode()
    paths = Paths(tmp_path)
    paths.data_dir.mkdir(parents=True)
    paths.autosave_file.write_bytes(raw)
    st = Storage(paths)
    saved = st.load_game()
    assert saved is not None
    [issue] = st.take_issues()
    assert (issue.kind, issue.file, issue.code) == (CORRUPT, "autosave", "bad-resume")
    from allfives_qt.ui.settings_dialog import describe_storage_issue
    told = describe_storage_issue(issue)
    assert "taken back to its last play" in told and Path(issue.aside).name in told
    assert [a.read_bytes() for a in paths.data_dir.glob("autosave.json.corrupt-*")] == [raw]
    assert saved.game.logs[0].plays == game.logs[0].plays
    assert saved.game.hand.hands == game.hand.hands and saved.game.hand.turn == game.hand.turn
    if isinstance(bad, dict):
        assert saved.levels == (None, "hard") and saved.game_id == "id1"
    again = Storage(paths)
    resumed = again.load_game()
    assert again.take_issues() == [] and resumed.game.hand.hands == game.hand.hands


def test_resume_without_resume_key_replays_like_the_replay_command():
    game = Game(Rules.make(2), 5)
    rng = random.Random(8)
    for _ in range(30):
        step(game, rng)
    record = game.to_record()
    saved = saved_game_from_record(record)
    assert saved.levels == (None, "medium")
    assert saved.game.scores == game.scores


# A helper process that, for every "go <move>" line, forks a child playing a seeded game with random
# legal moves and the autosave written after every action (Storage.game_changed), until killed. The
# child prints "at <move>" once it has made that many moves and goes on playing: the test kills it
# soon after, so where the kills land depends on the moves chosen, not on the machine's speed.
KILLED_GAME_HELPER = r"""
import os, random, sys
sys.path.insert(0, sys.argv[1])
sys.path.insert(0, os.path.join(sys.argv[1], "tests"))
from test_storage_autosave import KILLED_RULES, KILLED_SEED, step
from allfives_qt.engine.game import Game
from allfives_qt.storage import Paths, SavedGame, Storage
for line in sys.stdin:
    if not line.startswith("go "):
        break
    target = int(line.split()[1])
    pid = os.fork()
    if pid == 0:
        try:
            storage = Storage(Paths(sys.argv[2]))
            game = Game(KILLED_RULES, KILLED_SEED)
            saved = SavedGame(game, (None, "easy"), "killed")
            rng = random.Random(KILLED_SEED)
            storage.game_changed(saved)
            moves = 0
            sys.stdout.write("pid %d\n" % os.getpid())
            sys.stdout.flush()
            while step(game, rng) is not None:
                storage.game_changed(saved)
                moves += 1
                if moves == target:
                    sys.stdout.write("at %d\n" % moves)
                    sys.stdout.flush()
        finally:
            os._exit(0)
    _, status = os.waitpid(pid, 0)
    sys.stdout.write("dead %d\n" % (os.WTERMSIG(status) if os.WIFSIGNALED(status) else -1))
    sys.stdout.flush()
"""
KILLED_RULES = Rules.make(2, target=150)
KILLED_SEED = 77


def killed_game_states() -> list:
    """Every engine state the kill tests' seeded game passes through, from the deal to its end."""
    game = Game(KILLED_RULES, KILLED_SEED)
    rng = random.Random(KILLED_SEED)
    states = [engine_state(game)]
    while step(game, rng) is not None:
        states.append(engine_state(game))
    return states


def kill_rounds(tmp_path, helper_source: str, rounds: int, moves: int):
    """Run ``helper_source`` (KILLED_GAME_HELPER or a variant) and, ``rounds`` times, let it start a
    game, wait for its "at" line after a seeded random number of moves below ``moves``, SIGKILL the
    game after a pause of up to 5 ms (so that kills land inside writes too) and read what the helper
    printed up to its "dead" line. Yields ``(loaded, shown)``: the saved game read back (None when
    the game had ended) and the last "shown N" the helper printed (0 if none). Asserts that the
    autosave was never a broken file."""
    import os
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    helper = subprocess.Popen([sys.executable, "-c", helper_source, str(root), str(tmp_path)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    pick = random.Random(1)
    try:
        for _ in range(rounds):
            helper.stdin.write("go %d\n" % pick.randrange(1, moves))
            helper.stdin.flush()
            line = helper.stdout.readline().split()
            assert line[0] == "pid", line
            shown = 0
            for out in iter(helper.stdout.readline, ""):
                word, number = out.split()
                if word == "dead":
                    break
                if word == "at":
                    time.sleep(pick.uniform(0.0, 0.005))
                    try:
                        os.kill(int(line[1]), signal.SIGKILL)
                    except ProcessLookupError:
                        pass
                else:
                    shown = int(number)
            storage = Storage(Paths(tmp_path))
            loaded = storage.load_game()
            assert storage.take_issues() == []  # never a broken file
            yield loaded, shown
    finally:
        helper.stdin.close()
        helper.wait(timeout=30)


@pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="the helper forks its games (POSIX)")
def test_game_killed_with_sigkill_resumes_exactly_at_a_move_it_had_made(tmp_path):
    reference = killed_game_states()
    positions = []
    for loaded, _ in kill_rounds(tmp_path, KILLED_GAME_HELPER, 12, len(reference) - 1):
        if loaded is None:  # the game had ended before the kill
            positions.append(len(reference) - 1)
            continue
        state = engine_state(loaded.game)
        assert state in reference  # exactly a state the game was in, never something else
        positions.append(reference.index(state))
    assert len(set(positions)) > 3, positions  # the kills came at many different moves


def test_save_record_and_open_record_round_trip_and_rule_breaking_record_names_the_play(tmp_path):
    from allfives_qt.engine.record import RecordError
    from allfives_qt.storage import open_record_file, save_record_file

    game = Game(Rules.make(3), 14)
    rng = random.Random(14)
    for _ in range(25):
        step(game, rng)
    path = tmp_path / "chosen name.json"
    assert save_record_file(path, SavedGame(game, (None, "easy", "hard"), "rec")).ok
    opened = open_record_file(path)
    assert engine_state(opened.game) == engine_state(game) and opened.levels == (None, "easy", "hard")
    path.write_text(json.dumps(_rule_breaking(json.loads(path.read_text()))))
    with pytest.raises(RecordError) as err:
        open_record_file(path)
    assert (err.value.hand, err.value.play) == (0, 1)
    assert path.exists()  # a file the player chose is never moved


@pytest.mark.parametrize("game_id", ["ééé", "٣٤", "abc", "x/y"])
def test_a_game_id_history_could_not_list_is_replaced(tmp_path, game_id):
    """Play-test pt80 #2: a game id of letters outside ASCII ("ééé") passed str.isalnum(), and
    History, whose file names take only ASCII letters and digits, wrote the game and never
    listed it. Only an id History can list is kept."""
    from allfives_qt.storage.history import _NAME

    game = Game(Rules.make(2), 4)
    rng = random.Random(4)
    for _ in range(5):
        step(game, rng)
    st = Storage(Paths(tmp_path))
    assert st.save_game(SavedGame(game, (None, "medium"), "id1")).ok
    doc = json.loads(st.paths.autosave_file.read_text())
    doc["resume"]["game_id"] = game_id
    st.paths.autosave_file.write_text(json.dumps(doc))
    loaded = Storage(Paths(tmp_path)).load_game()
    assert _NAME.match(f"20261205T001451Z-{loaded.game_id}.json")
    assert (loaded.game_id == game_id) == (game_id == "abc")
