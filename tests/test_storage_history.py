"""The history of finished games (issue 6, item 6): the last 100 records, each once, readable by
the replay command; a bad one is kept aside."""

from __future__ import annotations

import json
import random

from allfives_qt.cli import main as cli_main
from allfives_qt.engine.game import Game
from allfives_qt.engine.rules import Rules
from allfives_qt.storage import CORRUPT, Paths, SavedGame, Storage
from allfives_qt.storage.history import MAX_GAMES, add_to_history, history_files

from gameplay import play_to_end


def finished_game(seed: int) -> Game:
    game = Game(Rules.make(2, target=25), seed)
    return play_to_end(game, random.Random(seed))


def test_history_keeps_the_last_100_games_newest_first(tmp_path):
    folder = Paths(tmp_path).history_dir
    game = finished_game(1)
    for i in range(MAX_GAMES + 5):
        assert add_to_history(folder, SavedGame(game, (None, "easy"), f"g{i:03d}"), when=1_700_000_000 + i).ok
    entries = history_files(folder)
    assert len(entries) == MAX_GAMES == len(list(folder.iterdir()))
    assert entries[0].game_id == f"g{MAX_GAMES + 4:03d}" and entries[-1].game_id == "g005"


def test_games_finished_in_the_same_second_stay_newest_first(tmp_path):
    """Games kept within one second got the same time in their names, and the history listed
    them in the order of their random ids (a flaky test found it: a Custom game, then a Fives and
    Threes one, listed the other way round). Each takes a second of its own, the later one
    after; with files still on their way to the disk too (``stamps``)."""
    folder = Paths(tmp_path).history_dir
    game = finished_game(1)
    for i, gid in enumerate(("zz", "mm", "aa")):
        assert add_to_history(folder, SavedGame(game, (None, "easy"), gid), when=1_700_000_000.5).ok
    entries = history_files(folder)
    assert [e.game_id for e in entries] == ["aa", "mm", "zz"]
    assert len({e.finished for e in entries}) == 3
    stamps: set[str] = set()
    pending = []
    for gid in ("yy", "bb"):  # handed to a worker that has not written them yet
        assert add_to_history(folder, SavedGame(game, (None, "easy"), gid), when=1_700_000_000,
                              submit=lambda *args: pending.append(args[0]), stamps=stamps) is None
    assert len(stamps) == 2 and sorted(p.name for p in pending)[-1].endswith("-bb.json")
    assert all(p.name[:16] not in {e.finished for e in entries} for p in pending)


def test_same_game_is_kept_once_and_unfinished_games_not_at_all(tmp_path):
    folder = Paths(tmp_path).history_dir
    saved = SavedGame(finished_game(2), (None, "easy"), "once")
    assert add_to_history(folder, saved) is not None
    assert add_to_history(folder, saved) is None
    assert add_to_history(folder, SavedGame(Game(Rules.make(2), 3), (None, "easy"), "open")) is None
    assert [e.game_id for e in history_files(folder)] == ["once"]


def test_history_record_reads_back_and_replay_command_accepts_it(tmp_path, capsys):
    st = Storage(Paths(tmp_path))
    game = finished_game(4)
    st.game_changed(SavedGame(game, (None, "hard"), "h1"))
    [entry] = st.history()
    assert entry.saved.levels == (None, "hard")
    assert entry.saved.game.scores == game.scores and entry.saved.game.winner == game.winner
    assert cli_main(["replay", str(entry.path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["winner"] == game.winner


def test_bad_history_record_is_moved_aside_and_reported(tmp_path):
    st = Storage(Paths(tmp_path))
    st.game_changed(SavedGame(finished_game(5), (None, "easy"), "good"))
    bad = st.paths.history_dir / "20200101T000000Z-bad.json"
    bad.write_text('{"format": "allfives-record", "version": 1, "hands": [')
    assert [e.game_id for e in st.history()] == ["good"]
    [issue] = st.take_issues()
    assert (issue.kind, issue.file, issue.code) == (CORRUPT, "history", "not-json")
    assert not bad.exists() and list(st.paths.history_dir.glob("*.corrupt-*"))
    from allfives_qt.ui.settings_dialog import describe_storage_issue

    told = describe_storage_issue(issue)  # why, in words (play-test pt134 #3)
    assert "breaks the rules" not in told and told.endswith(" The file's text is damaged or cut short.")


def test_a_history_record_that_breaks_the_rules_is_told_so_not_only_unreadable(tmp_path):
    """Play-test pt133 #5: a history file whose text was whole but whose plays broke a rule was
    reported as a game that "could not be read". It is kept aside as before, and the sentence
    says that the file is whole and the game in it breaks the rules."""
    import json

    from allfives_qt.ui.settings_dialog import describe_storage_issue

    st = Storage(Paths(tmp_path))
    st.game_changed(SavedGame(finished_game(5), (None, "easy"), "good"))
    [good] = st.paths.history_dir.glob("*.json")
    doc = json.loads(good.read_text())
    plays = doc["hands"][0]["plays"]
    plays[1]["seat"] = (plays[1]["seat"] + 1) % doc["rules"].get("players", 2)  # the wrong seat
    bad = st.paths.history_dir / "20200101T000000Z-bad.json"
    bad.write_text(json.dumps(doc))
    assert [e.game_id for e in st.history()] == ["good"]
    [issue] = st.take_issues()
    assert (issue.kind, issue.file, issue.code) == (CORRUPT, "history", "bad-record")
    told = describe_storage_issue(issue)
    assert told.startswith("A game in your history could not be read; the file was kept as ")
    assert told.endswith(" The file is whole, but the game it records breaks the rules.")
