"""Self-test check "save and read" (issue 7): a game in progress is saved and read back the same.

Registered with :func:`allfives_qt.selftest.check` when :mod:`allfives_qt.selftest` is imported
(its checks run after the ones defined there, in the order they are imported). Through
:class:`allfives_qt.storage.Storage` (autosave, settings, window geometry) when that package
exists, else through a plain atomic JSON write (:func:`atomic_write_json`).
"""

from __future__ import annotations

import importlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from allfives_qt.selftest import ENGINE_SEED, Context, check, module_exists


def atomic_write_json(path: Path, data: Any) -> None:
    """Write ``data`` as JSON to ``path`` atomically: a temporary file in the same folder,
    flushed and fsynced, then ``os.replace`` (STYLE.md, "Files on the player's disk")."""
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


@check("save and read")
def check_save_and_read(ctx: Context) -> str:
    """A game in progress is saved in a temporary folder and read back the same, through
    :class:`allfives_qt.storage.Storage` (autosave, settings, window geometry) when that package
    exists, else through a plain atomic JSON write; no temporary file is left behind."""
    from allfives_qt.engine.game import Game
    from allfives_qt.engine.record import replay_record
    from allfives_qt.engine.rules import Rules

    game = Game(Rules.make(2), seed=ENGINE_SEED)
    for _ in range(3):
        game.do_forced()
        move = game.hand.legal_moves()[0]
        game.play(move.tile, move.end)
    record = game.to_record()
    folder = ctx.tmp / "save"
    folder.mkdir()
    if module_exists("allfives_qt.storage"):
        how = _storage_roundtrip(importlib.import_module("allfives_qt.storage"), folder, game)
    else:
        path = folder / "game.json"
        atomic_write_json(path, record)
        back = json.loads(path.read_text(encoding="utf-8"))
        if back != record:
            raise RuntimeError("the record read back differs from the one saved")
        replay_record(back)
        how = "atomic JSON record"
    leftovers = [p.name for p in folder.rglob("*") if p.is_file() and p.name.endswith(".tmp")]
    if leftovers:
        raise RuntimeError(f"temporary files left behind: {leftovers}")
    return how + " read back the same"


def _storage_roundtrip(storage: Any, folder: Path, game: Any) -> str:
    """Save and read back ``game`` (autosave), the default settings and a window geometry with
    ``storage.Storage(storage.Paths(root=folder))``; raise ``RuntimeError`` on any difference or
    reported issue. Returns what was checked."""
    store = storage.Storage(storage.Paths(root=folder))
    saved = storage.SavedGame(game, (None, "easy"), storage.new_game_id())
    if not store.save_game(saved):
        raise RuntimeError(f"the autosave was not written: {store.take_issues()}")
    back = store.load_game()
    if back is None:
        raise RuntimeError(f"the autosave was not read back: {store.take_issues()}")
    if back.game.to_record() != game.to_record() or back.levels != saved.levels:
        raise RuntimeError("the game read back from the autosave differs from the one saved")
    settings = store.load_settings()
    if not store.save_settings(settings):
        raise RuntimeError(f"the settings were not written: {store.take_issues()}")
    if store.load_settings() != settings:
        raise RuntimeError("the settings read back differ from the ones saved")
    geometry = bytes(range(64))
    if not store.save_window(geometry):
        raise RuntimeError(f"the window geometry was not written: {store.take_issues()}")
    if store.load_window().get("geometry") != geometry:
        raise RuntimeError("the window geometry read back differs from the one saved")
    issues = store.take_issues()
    if issues:
        raise RuntimeError(f"storage reported {issues[0]}")
    return "autosave, settings and window geometry (allfives_qt.storage)"
