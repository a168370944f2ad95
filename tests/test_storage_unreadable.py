"""A file of the game that cannot be read (play-test pt127 #1 to #3): the autosave and the
statistics were said to be "left as they are", then the next save wrote over them, with the old
file's permissions (a mode of 000: unreadable again at the next start), and statistics whose
total was not a tally started from zero while the history held the games. Root reads a file of
mode 000, so these tests make the file unreadable as a folder of the same name."""

from __future__ import annotations

import json
import os
import random
import stat

from allfives_qt.engine.game import Game
from allfives_qt.engine.rules import Rules
from allfives_qt.storage import CANNOT_READ, CORRUPT, Paths, SavedGame, Storage
from allfives_qt.storage.atomic import UNREADABLE, write_json_atomic
from allfives_qt.ui.settings_dialog import describe_storage_issue

from gameplay import play_to_end


def _one_game(st: Storage, seed: int = 1) -> None:
    game = Game(Rules.make(2, target=60), seed)
    play_to_end(game, random.Random(seed))
    st.game_changed(SavedGame(game, (None, "easy"), f"g{seed}"))


def test_an_unreadable_autosave_is_kept_aside_and_the_next_save_is_readable(tmp_path, qapp):
    paths = Paths(tmp_path)
    paths.data_dir.mkdir(parents=True)
    paths.autosave_file.mkdir()  # cannot be read as a file
    (paths.autosave_file / "inside").write_text("kept")
    st = Storage(paths)
    assert st.load_game() is None
    [issue] = st.take_issues()
    assert (issue.kind, issue.file, issue.code) == (CORRUPT, "autosave", UNREADABLE)
    [aside] = paths.data_dir.glob("autosave.json.corrupt-*")
    assert str(aside) == issue.aside and (aside / "inside").read_text() == "kept"  # nothing lost
    assert describe_storage_issue(issue).startswith("The saved game could not be read; the file "
                                                    "was kept as ")
    game = SavedGame(Game(Rules.make(2), 5), (None, "easy"), "id1")
    st.save_game(game)
    st.flush()
    assert st.take_issues() == [] and Storage(paths).load_game() is not None


def test_a_history_record_that_cannot_be_read_is_left_where_it_is(tmp_path):
    paths = Paths(tmp_path)
    st = Storage(paths)
    _one_game(st)
    paths.history_dir.joinpath("20260101T000000Z-x.json").mkdir()  # a record nobody can read
    Storage(paths).history()
    assert paths.history_dir.joinpath("20260101T000000Z-x.json").is_dir()


def _two_games_played(paths: Paths) -> dict:
    """Play two games with a storage at ``paths``; return their statistics as written."""
    st = Storage(paths)
    for seed in (1, 2):
        _one_game(st, seed)
    st.flush()
    return st.statistics.to_dict()


def test_unreadable_statistics_are_counted_again_from_the_history(tmp_path, qapp):
    paths = Paths(tmp_path)
    played = _two_games_played(paths)
    paths.statistics_file.unlink()
    paths.statistics_file.mkdir()
    again = Storage(paths)
    assert again.statistics.to_dict() == played
    [issue] = again.take_issues()
    assert (issue.kind, issue.code, issue.rebuilt) == (CORRUPT, UNREADABLE, True)
    assert "counted again from the games kept in your history" in describe_storage_issue(issue)


def test_statistics_whose_total_is_not_a_tally_are_counted_again_from_the_history(tmp_path, qapp):
    paths = Paths(tmp_path)
    played = _two_games_played(paths)
    damaged = {"format": "allfives-statistics", "version": 2, "total": []}
    paths.statistics_file.write_text(json.dumps(damaged))
    again = Storage(paths)
    assert again.statistics.to_dict() == played
    [issue] = again.take_issues()
    assert (issue.kind, issue.file, issue.rebuilt) == (CORRUPT, "statistics", True) and issue.aside
    assert "counted again from the games kept in your history" in describe_storage_issue(issue)
    assert json.loads(paths.statistics_file.read_text()) == played  # written again at once
    [aside] = paths.data_dir.glob("statistics.json.corrupt-*")
    assert json.loads(aside.read_text()) == damaged


def test_a_file_written_over_one_of_mode_000_can_be_read_by_its_owner(tmp_path):
    path = tmp_path / "autosave.json"
    path.write_text("{}")
    os.chmod(path, 0)
    assert write_json_atomic(path, {"a": 1})
    mode = stat.S_IMODE(path.stat().st_mode)
    assert mode & 0o600 == 0o600
    path.chmod(0o640)
    assert write_json_atomic(path, {"a": 2}) and stat.S_IMODE(path.stat().st_mode) == 0o640


def test_an_unreadable_file_that_cannot_be_moved_is_left_as_it_is(tmp_path, qapp):
    paths = Paths(tmp_path)
    paths.data_dir.parent.mkdir(parents=True, exist_ok=True)
    paths.data_dir.write_text("not a folder")  # nothing in it can be read, nor moved
    st = Storage(paths)
    assert st.load_game() is None
    assert [i.kind for i in st.take_issues() if i.file == "autosave"] == [CANNOT_READ]


def test_a_history_folder_that_cannot_be_listed_is_told_not_called_empty(tmp_path, qapp):
    """Play-test pt127 #4: with the history folder unreadable (or a file of that name), History
    said "No game has been kept yet" and nothing told why."""
    paths = Paths(tmp_path)
    st = Storage(paths)
    assert st.history() == [] and st.take_issues() == []  # no folder yet: simply empty
    _one_game(st)
    assert len(st.history()) == 1
    kept = paths.history_dir.with_name("kept")
    paths.history_dir.rename(kept)
    paths.history_dir.write_text("not a folder")
    assert st.history() == []
    [issue] = st.take_issues()
    assert (issue.kind, issue.file, issue.code) == (CANNOT_READ, "history", "unreadable-folder")
    assert describe_storage_issue(issue).startswith("The folder \u2066") and "History cannot show" \
        in describe_storage_issue(issue)
    assert paths.history_dir.read_text() == "not a folder"  # left as it is
