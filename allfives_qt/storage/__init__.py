"""The player's files (issue 6): settings, the autosave, statistics, the history of finished
games and the window's geometry, all written atomically and never lost to a crash.

Pure Python, no Qt: this package returns facts (:class:`~.atomic.Issue`), the window words them.
:class:`Storage` is the one object the window needs; the modules can also be used alone:
:mod:`.paths`, :mod:`.atomic`, :mod:`.settings`, :mod:`.autosave`, :mod:`.stats`, :mod:`.history`.

Files written (Linux, default folders from platformdirs):

- ``~/.config/AllFives/settings.json``: :class:`~.settings.Settings`;
- ``~/.local/share/AllFives/autosave.json``: the game in progress (a game record + ``resume``);
- ``~/.local/share/AllFives/statistics.json``: :class:`~.stats.Statistics`;
- ``~/.local/share/AllFives/history/<time>-<game id>.json``: the last 100 finished games;
- ``~/.local/state/AllFives/window.json``: the main window's geometry and state;
- next to each while it is written: ``.NAME.<random>.tmp`` (renamed over NAME, or removed);
- a file that could not be read is renamed ``NAME.corrupt-<UTC time>`` and kept.
"""

from __future__ import annotations

import base64
import binascii
import logging
from typing import TYPE_CHECKING, Any

from .atomic import (CANNOT_READ, CANNOT_WRITE, CORRUPT, DISK_FULL, READ_ONLY, WRITE_FAILED, Issue,
                     IssueLog, WriteResult, keep_aside, read_versioned, remove_stale_temps, report_write,
                     utc_stamp, write_json_atomic)
from .paths import Paths
from .settings import Settings, load_settings, save_settings

if TYPE_CHECKING:
    from .autosave import SavedGame
    from .history import HistoryEntry
    from .stats import Statistics
    from .writer import BackgroundWriter

log = logging.getLogger(__name__)

WINDOW_FORMAT = "allfives-window"
WINDOW_VERSION = 1


class Storage:
    """Every file of the game, through one :class:`Paths` (``Paths.from_environment()`` when
    None; ``Paths(root=tmp_path)`` in tests).

    No method raises ``OSError`` or fails on a damaged file: problems become :class:`Issue`
    facts, collected in :attr:`issues`; the window calls :meth:`take_issues` after each call and
    tells the player each one in one sentence (a failed write of a file is reported once).
    """

    def __init__(self, paths: Paths | None = None) -> None:
        self.paths = paths or Paths.from_environment()
        self.issues = IssueLog()
        self._stats: Statistics | None = None
        self._writer: BackgroundWriter | None = None
        self._kept: set[str] = set()  # game ids handed to the history in this session
        self._stamps: set[str] = set()  # the finishing times given to those games' files

    # ------------------------------------------------------------- the worker
    def write_in_background(self) -> None:
        """From now on write the autosave, statistics and history on a worker thread
        (:class:`~.writer.BackgroundWriter`): the game goes on while they are written. Each
        autosave waits for the one before it to be on the disk (the kill guarantee). Call
        :meth:`close` before the program ends."""
        if self._writer is None:
            from .writer import BackgroundWriter  # after the first paint (issue 14)

            self._writer = BackgroundWriter(self.issues)

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every file handed to the worker is written (True at once without one)."""
        return self._writer.flush(timeout) if self._writer is not None else True

    def close(self) -> None:
        """Write what waits, and stop the worker (the window closes)."""
        if self._writer is not None:
            self._writer.close()
            self._writer = None

    def take_issues(self) -> list[Issue]:
        """Return the issues not yet shown to the player, oldest first, and forget them."""
        return self.issues.take()

    def clean_temporary_files(self) -> int:
        """Remove temporary files older than ten minutes that a killed game left next to its
        files (call once at start); return how many were removed."""
        p = self.paths
        return sum(remove_stale_temps(f) for f in (p.settings_file, p.autosave_file,
                                                   p.statistics_file, p.window_file))

    # -------------------------------------------------------------- settings
    def load_settings(self) -> Settings:
        """The saved settings, or the defaults (a bad file is moved aside and reported)."""
        return load_settings(self.paths.settings_file, self.issues)

    def save_settings(self, settings: Settings) -> WriteResult:
        """Save ``settings``; a failure is returned and reported once."""
        return save_settings(self.paths.settings_file, settings, self.issues)

    # --------------------------------------------------------------- autosave
    def load_game(self) -> SavedGame | None:
        """The unfinished game of the autosave, ready to go on, or None (none, finished, bad: a
        bad file is moved aside and reported; or already in the history: a game finished or
        abandoned after its autosave last could be written, play-test pt92 #2)."""
        from .autosave import load_autosave
        from .history import history_files

        saved = load_autosave(self.paths.autosave_file, self.issues)
        if saved is None or any(e.game_id == saved.game_id
                                for e in history_files(self.paths.history_dir)):
            return None
        return saved

    def save_game(self, saved: SavedGame) -> WriteResult | None:
        """Write the autosave of ``saved`` (after every play, draw, pass and deal). With the
        worker, the previous autosave is on the disk when this returns, this one is handed over,
        and None is returned."""
        from .autosave import save_autosave, saved_document

        if self._writer is None:
            return save_autosave(self.paths.autosave_file, saved, self.issues)
        self._writer.wait_written(self.paths.autosave_file, 5.0)
        self._writer.submit(self.paths.autosave_file, "autosave", saved_document(saved))
        return None

    def game_changed(self, saved: SavedGame) -> None:
        """Everything to do after a play, draw, pass or deal of the game ``saved``: write the
        autosave, count newly finished hands (and the game, once over) in the statistics, and
        keep a finished game in the history. Safe to call any number of times."""
        self.save_game(saved)
        self.update_statistics(saved)
        if saved.game.over:
            self._keep(saved)

    def abandon_game(self, saved: SavedGame) -> None:
        """The person leaves ``saved``'s unfinished game for a new one (after being asked): it is
        marked abandoned, counted in the statistics as such and kept in the history. The autosave
        is left for the new game to overwrite. A finished game changes nothing."""
        if saved.game.over:
            return
        saved.abandoned = True
        self.update_statistics(saved)
        self._keep(saved)

    def _keep(self, saved: SavedGame) -> None:
        """Keep ``saved``'s game in the history (once, as a game handed to the worker is not on
        the disk yet; again when it carries a review)."""
        if saved.game_id in self._kept:
            if not saved.review:
                return
            self.flush()  # its file is on the disk before it is written again with the review
        self._kept.add(saved.game_id)
        from .history import add_to_history

        add_to_history(self.paths.history_dir, saved, self.issues,
                       submit=self._writer.submit if self._writer is not None else None,
                       stamps=self._stamps)

    # ------------------------------------------------------------- statistics
    @property
    def statistics(self) -> Statistics:
        """The statistics, read from the file the first time (a bad file is moved aside,
        reported, and its figures counted again from the history, then saved)."""
        if self._stats is None:
            from .history import load_history
            from .stats import load_statistics, save_statistics  # read when first needed

            rebuilt = []

            def history() -> list:
                rebuilt.append(True)
                self.flush()  # a game may still be on its way to the history
                return load_history(self.paths.history_dir, self.issues)

            self._stats = load_statistics(self.paths.statistics_file, self.issues, history)
            if (rebuilt and not self._stats.is_empty()) or self._catch_up(self._stats):
                save_statistics(self.paths.statistics_file, self._stats, self.issues)
        return self._stats

    def _catch_up(self, stats: Statistics) -> bool:
        """Count in ``stats`` (just read from their file) the games of the history they missed:
        a game the history kept while the statistics could not be written (play-test pt94 #3:
        a data folder where only ``history/`` could be written; or a kill between the two
        files). Such a game is one the statistics counted only in part, or not at all though it
        ended after their file was last written (an older one, not remembered, was counted long
        ago: :data:`~.stats.REMEMBERED_GAMES`). Only those history files are read. Return
        whether anything was counted."""
        from .history import history_files, read_entry

        try:
            written = utc_stamp(self.paths.statistics_file.stat().st_mtime)
        except OSError:
            return False  # no statistics file: none kept, or the player removed it
        changed = False
        for entry in reversed(history_files(self.paths.history_dir)):  # oldest first
            known = stats.counted.get(entry.game_id)
            if (known is not None and known.get("game")) or (known is None
                                                              and entry.finished < written):
                continue
            read = read_entry(entry, self.issues)
            changed |= read is not None and stats.update_from(read.saved)
        return changed

    def update_statistics(self, saved: SavedGame) -> bool:
        """Count what ``saved``'s game finished since the last call and save the file when
        something changed; return whether it did."""
        changed = self.statistics.update_from(saved)
        if changed:
            self._save_statistics()
        return changed

    def _save_statistics(self) -> None:
        if self._writer is not None:
            import copy  # not before the window's first paint (issue 14)

            self._writer.submit(self.paths.statistics_file, "statistics",
                                copy.deepcopy(self.statistics.to_dict()))
        else:
            from .stats import save_statistics
            save_statistics(self.paths.statistics_file, self.statistics, self.issues)

    def take_up(self, saved: SavedGame) -> None:
        """``saved``, a record's unfinished game, is taken up again at the table (Game -> Play on
        from a record…): it gets a new game id, so it has its own autosave and history entry even
        where the record's game is in the history already, abandoned or not (play-test pt112 #1:
        the next start ignored its autosave, and its end counted nowhere), and is not marked
        abandoned; the hands the record holds that have ended, and those its game counted here
        before, count as counted already (:meth:`~.stats.Statistics.mark_counted`): only the
        hands played on past them are counted."""
        from .autosave import new_game_id

        old, saved.game_id, saved.abandoned = saved.game_id, new_game_id(), False
        # Hands of the record's game counted here before (it was played at this table, past
        # where the record stops: play-test pt113 #1) are not counted again when played over.
        # Kept in its files, so that statistics counted again from the history skip them too
        # (play-test pt115 #2: a damaged statistics file counted the record's hands).
        saved.counted_before = self.statistics.mark_counted(saved.game, saved.game_id, also=old)
        self._save_statistics()

    def reset_statistics(self) -> WriteResult:
        """Forget all statistics (ask the player first) and save the empty file (after any
        statistics the worker still holds, so they cannot come back)."""
        self.flush()
        self.statistics.reset()
        from .stats import save_statistics
        return save_statistics(self.paths.statistics_file, self.statistics, self.issues)

    # ---------------------------------------------------------------- history
    def history(self) -> list[HistoryEntry]:
        """The finished games kept, newest first, read and replayed (bad files moved aside)."""
        self.flush()  # the last game may still be on its way to the disk
        from .history import load_history

        return load_history(self.paths.history_dir, self.issues)

    # ----------------------------------------------------------------- window
    def load_window(self) -> dict[str, bytes]:
        """The saved window layout as ``{"geometry": bytes, "state": bytes, "history": bytes}``
        (any may be missing; empty when nothing was saved or the file was bad, then moved
        aside)."""
        data = read_versioned(self.paths.window_file, "window", WINDOW_FORMAT, (WINDOW_VERSION,),
                              64 * 1024, self.issues)
        out: dict[str, bytes] = {}
        if data is None:
            return out
        for key in ("geometry", "state", "history"):
            value = data.get(key)
            if isinstance(value, str):
                try:
                    out[key] = base64.b64decode(value.encode("ascii"), validate=True)
                except (binascii.Error, UnicodeEncodeError):
                    log.warning("window: bad %s ignored", key)
        return out

    def save_window(self, geometry: bytes, state: bytes | None = None,
                    history: bytes | None = None) -> WriteResult:
        """Save the window's ``geometry`` (``bytes(QMainWindow.saveGeometry())``), its optional
        ``state`` (``bytes(saveState())``) and the optional ``history`` (the last History
        dialog's ``bytes(saveGeometry())``: where it was closed)."""
        doc: dict[str, Any] = {"format": WINDOW_FORMAT, "version": WINDOW_VERSION}
        for key, value in (("geometry", geometry), ("state", state), ("history", history)):
            if value is not None:
                doc[key] = base64.b64encode(bytes(value)).decode("ascii")
        return report_write(self.issues, "window", write_json_atomic(self.paths.window_file, doc))


# Name -> the module that defines it, imported when first asked for: the window's first paint
# needs the settings and the window's file, not the games, statistics or history (issue 14).
_LATER = {"Statistics": "stats", "load_statistics": "stats", "save_statistics": "stats",
          "Game": "allfives_qt.engine.game", "HistoryEntry": "history", "add_to_history": "history",
          "history_files": "history", "load_history": "history", "read_entry": "history"}
_LATER.update(dict.fromkeys(("SavedGame", "autosave_document", "load_autosave", "new_game_id",
                             "open_record_file", "save_autosave", "save_record_file", "saved_document"),
                            "autosave"))


def __getattr__(name: str):
    """The names of :data:`_LATER`; raises ``AttributeError`` for any other."""
    if name not in _LATER:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    module = _LATER[name]
    return getattr(import_module(module if "." in module else f"{__name__}.{module}"), name)


__all__ = [
    "Storage", "Paths", "Settings", "Statistics", "SavedGame", "HistoryEntry", "Issue", "IssueLog",
    "WriteResult", "Game", "new_game_id", "load_settings", "save_settings", "load_autosave",
    "save_autosave", "load_statistics", "save_statistics", "add_to_history", "history_files",
    "load_history", "read_entry", "write_json_atomic", "keep_aside", "autosave_document",
    "save_record_file", "open_record_file",
    "CORRUPT", "CANNOT_WRITE", "CANNOT_READ", "DISK_FULL", "READ_ONLY", "WRITE_FAILED",
]
