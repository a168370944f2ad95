"""Files written on a worker thread (issue 14, item 3): the newest document per file, in order,
failures reported as before, the files on the disk after flush/close; with the worker the autosave
after a kill -9 holds the last move shown or the one before it, never a broken file."""

from __future__ import annotations

import errno
import json
import os
import random
import threading
import time
from pathlib import Path

import pytest

from allfives_qt.engine.game import Game
from allfives_qt.storage import CANNOT_WRITE, DISK_FULL, Paths, SavedGame, Storage, atomic
from allfives_qt.storage.atomic import IssueLog
from allfives_qt.storage.writer import BackgroundWriter

from gameplay import step
from test_storage_autosave import (KILLED_GAME_HELPER, KILLED_RULES, KILLED_SEED, engine_state, kill_rounds,
                                   killed_game_states)


def test_writes_of_one_file_are_coalesced_and_flushed(tmp_path, monkeypatch):
    gate = threading.Event()
    real = atomic.write_json_atomic
    seen = []

    def slow(path, doc, *a, **k):
        gate.wait(5)
        seen.append((Path(path).name, doc["n"]))
        return real(path, doc, *a, **k)

    monkeypatch.setattr("allfives_qt.storage.writer.write_json_atomic", slow)
    w = BackgroundWriter(IssueLog())
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    w.submit(a, "autosave", {"n": 0})
    time.sleep(0.05)  # the worker holds a.json 0
    for n in range(1, 20):
        w.submit(a, "autosave", {"n": n})
    w.submit(b, "statistics", {"n": 99})
    assert not w.flush(0.05)  # still held
    gate.set()
    assert w.flush(5) and w.close()
    assert seen == [("a.json", 0), ("a.json", 19), ("b.json", 99)]
    assert json.loads(a.read_text())["n"] == 19 and json.loads(b.read_text())["n"] == 99
    with pytest.raises(RuntimeError):
        w.submit(a, "autosave", {"n": 1})


def test_a_failed_write_on_the_worker_is_reported_once(tmp_path, monkeypatch):
    def full(_fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", full)
    storage = Storage(Paths(tmp_path))
    storage.write_in_background()
    game = Game(KILLED_RULES, 5)
    saved = SavedGame(game, (None, "easy"), "bg")
    rng = random.Random(2)
    for _ in range(30):
        if step(game, rng) is None:
            break
        storage.game_changed(saved)
    storage.close()
    issues = storage.take_issues()
    assert [(i.file, i.kind, i.code) for i in issues if i.file == "autosave"] == \
        [("autosave", CANNOT_WRITE, DISK_FULL)]


def test_background_storage_ends_with_the_same_files_as_writing_at_once(tmp_path):
    def play(root, background):
        storage = Storage(Paths(root))
        if background:
            storage.write_in_background()
        game = Game(KILLED_RULES, KILLED_SEED)
        saved = SavedGame(game, (None, "easy"), "same")
        rng = random.Random(KILLED_SEED)
        storage.game_changed(saved)
        while step(game, rng) is not None:
            storage.game_changed(saved)
        storage.game_changed(saved)
        storage.close()
        paths = Paths(root)
        history = sorted(p.name.split("-", 1)[1] for p in paths.history_dir.iterdir())
        return (json.loads(paths.autosave_file.read_text()),
                json.loads(paths.statistics_file.read_text()), history)

    at_once, background = play(tmp_path / "a", False), play(tmp_path / "b", True)
    assert background == at_once and background[2] == ["same.json"]


def _background_helper() -> str:
    """The helper of test_storage_autosave, with the worker writing and a line after each move
    shown ("shown <number of moves made>")."""
    helper = KILLED_GAME_HELPER
    for old, new in (
            ("storage = Storage(Paths(sys.argv[2]))\n",
             "storage = Storage(Paths(sys.argv[2]))\n            storage.write_in_background()\n"),
            ("            storage.game_changed(saved)\n            moves = 0\n",
             "            storage.game_changed(saved)\n            storage.flush()\n            moves = 0\n"),
            ("                moves += 1\n",
             "                moves += 1\n"
             "                sys.stdout.write(\"shown %d\\n\" % moves)\n"
             "                sys.stdout.flush()\n")):
        assert old in helper, old
        helper = helper.replace(old, new)
    return helper


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the helper forks its games (POSIX)")
def test_kill_with_the_worker_leaves_the_move_shown_or_the_one_before(tmp_path):
    reference = killed_game_states()
    checked = 0
    for loaded, shown in kill_rounds(tmp_path, _background_helper(), 10, len(reference) - 1):
        if loaded is None:
            continue  # the game was over
        position = reference.index(engine_state(loaded.game))  # a state the game was in
        assert position >= shown - 1, (position, shown)
        checked += 1
    assert checked >= 3


def test_the_window_with_the_worker_leaves_its_game_on_the_disk_when_it_closes(qtbot, tmp_path):
    from allfives_qt.controller import GameSetup
    from allfives_qt.engine.rules import Rules
    from allfives_qt.ui.main_window import MainWindow
    from test_window_storage import play_person

    storage = Storage(Paths(root=tmp_path))
    storage.write_in_background()
    w = MainWindow(storage=storage)
    qtbot.addWidget(w)
    w.set_pace(0, 0)
    w.show()
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 17))
    play_person(qtbot, w, 3)
    record = w.controller.game.to_record()
    w.close()  # writes what the worker holds, then stops it
    loaded = Storage(Paths(root=tmp_path)).load_game()
    assert loaded is not None and loaded.game.to_record() == record
