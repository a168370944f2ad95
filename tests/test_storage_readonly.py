"""A read-only data folder or a full disk (issue 6, items 4 and 7): the game goes on, nothing is
raised, and each failing file is reported once."""

from __future__ import annotations

import errno
import random
from pathlib import Path

import pytest

from allfives_qt.engine.game import Game
from allfives_qt.engine.rules import Rules
from allfives_qt.storage import CANNOT_WRITE, DISK_FULL, READ_ONLY, Paths, SavedGame, Settings, Storage
from allfives_qt.storage import atomic

from gameplay import step


def _really_read_only(folder: Path) -> bool:
    probe = folder / ".probe"
    try:
        probe.write_text("x")
    except OSError:
        return True
    probe.unlink()
    return False


def _play_some(game: Game, storage: Storage, saved: SavedGame, actions: int) -> None:
    rng = random.Random(1)
    for _ in range(actions):
        if step(game, rng) is None:
            return
        storage.game_changed(saved)  # must never raise


@pytest.mark.parametrize("failure", ["read-only folder", "full disk"])
def test_unwritable_data_folder_does_not_stop_the_game_and_is_reported_once(tmp_path, monkeypatch, failure):
    paths = Paths(tmp_path)
    paths.data_dir.mkdir(parents=True)
    storage = Storage(paths)
    expected = READ_ONLY
    if failure == "read-only folder":
        paths.data_dir.chmod(0o500)
        if not _really_read_only(paths.data_dir):
            # Running as root, where permissions do not stop writes: fail the rename instead.
            real_replace = atomic.os.replace

            def refuse(src, dst, *a, **k):
                if Path(dst).parent == paths.data_dir or Path(dst).parent == paths.history_dir:
                    raise PermissionError(errno.EACCES, "Permission denied")
                return real_replace(src, dst, *a, **k)

            monkeypatch.setattr(atomic.os, "replace", refuse)
    else:
        expected = DISK_FULL

        def full(_fd):
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(atomic.os, "fsync", full)
    try:
        game = Game(Rules.make(2, target=60), 9)
        saved = SavedGame(game, (None, "easy"), "ro")
        _play_some(game, storage, saved, 400)
        assert game.over  # the whole game was played
        issues = storage.take_issues()
        files = sorted(i.file for i in issues)
        assert files == ["autosave", "history", "statistics"]  # each once, not once per move
        assert all(i.kind == CANNOT_WRITE and i.code == expected for i in issues)
        storage.save_settings(Settings(language="ru"))  # the config folder may still work
        if failure == "full disk":
            assert [i.file for i in storage.take_issues()] == ["settings"]
        else:
            assert storage.take_issues() == []
        _play_some(game, storage, saved, 5)
        storage.game_changed(saved)
        assert storage.take_issues() == []  # still failing: not reported again
    finally:
        paths.data_dir.chmod(0o700)
    assert not list(paths.data_dir.glob(".*.tmp"))  # no temporary file left behind
