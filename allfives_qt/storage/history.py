"""The history of finished games (issue 6, item 6): the records of the last :data:`MAX_GAMES`
games, one file each in the ``history`` folder of the data folder. A game the person left
unfinished for a new one is kept too, marked ``abandoned`` in its ``resume`` (issue 11, item 13).

Each file is named ``<UTC time>-<game id>.json`` (``20261129T231500Z-5f0c....json``) and holds the
game record as the autosave writes it (RULES.md's record plus ``resume``), so ``allfives-qt
replay`` and the Open record command read it as it is. Adding the same game twice keeps one file.
When more than :data:`MAX_GAMES` files are there, the oldest history files (and only files named
as above) are removed.
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass
from pathlib import Path

from allfives_qt.engine.record import FORMAT as RECORD_FORMAT
from allfives_qt.engine.record import MAX_RECORD_BYTES, VERSION as RECORD_VERSION, RecordError

from .atomic import (BAD_RECORD, CANNOT_READ, UNREADABLE_FOLDER, Issue, IssueLog, WriteResult,
                     keep_aside, read_versioned, report_write, utc_stamp, write_json_atomic)
from .autosave import ResumeError, SavedGame, saved_document, saved_game_from_record

log = logging.getLogger(__name__)

#: Finished games kept.
MAX_GAMES = 100
_NAME = re.compile(r"^(\d{8}T\d{6}Z)-([0-9A-Za-z]{1,64})\.json$")


@dataclass(frozen=True)
class HistoryEntry:
    """One finished game in the history: ``path`` of its record, ``finished`` (UTC, as
    ``YYYYmmddTHHMMSSZ``), ``game_id``, and once read with :func:`read_entry`: ``saved`` (the
    replayed :class:`SavedGame`), else None. The game being played, as History lists it, is an
    entry with an empty ``finished`` and no file (:attr:`in_progress`)."""

    path: Path
    finished: str
    game_id: str
    saved: SavedGame | None = None

    @property
    def in_progress(self) -> bool:
        """Whether this is the game being played (no ``finished`` time), not a kept one."""
        return not self.finished


def history_files(folder: str | Path, issues: IssueLog | None = None) -> list[HistoryEntry]:
    """Return the history's entries (not yet read), newest first. A missing folder is empty; so
    is one that is there but cannot be listed (no permission, or a file of that name), which is
    reported to ``issues`` as :data:`~.atomic.CANNOT_READ`, code :data:`~.atomic.UNREADABLE_FOLDER`
    (play-test pt127 #4: History said "No game has been kept yet" and nothing else)."""
    folder = Path(folder)
    try:
        names = [p.name for p in folder.iterdir()]
    except FileNotFoundError:
        return []
    except OSError as exc:
        if issues is not None:
            issues.add(Issue(CANNOT_READ, "history", UNREADABLE_FOLDER, str(folder), None,
                             exc.strerror or str(exc)))
        return []
    entries = []
    for name in names:
        m = _NAME.match(name)
        if m:
            entries.append(HistoryEntry(folder / name, m.group(1), m.group(2)))
    entries.sort(key=lambda e: (e.finished, e.path.name), reverse=True)
    return entries


def add_to_history(folder: str | Path, saved: SavedGame, issues: IssueLog | None = None,
                   when: float | None = None, submit=None,
                   only_there: bool = False, stamps: set[str] | None = None) -> WriteResult | None:
    """Keep the record of the finished game ``saved`` in the history (``when``: seconds since the
    epoch, default now); then remove the oldest files beyond :data:`MAX_GAMES`.

    A game already in the history is written again in its own file only when ``saved`` carries a
    review (so a review made after the game ended is kept there too).
    Returns the write's result, or None when the game is neither over nor ``abandoned``, or is
    already in the history (without a review). A failed write is reported to ``issues`` once (file
    ``history``), never raised. ``submit``: when given (a :meth:`.writer.BackgroundWriter.submit`),
    the file is handed to it and None is returned; the oldest files go once it is written.
    ``only_there``: write only a game already in the history (None otherwise): a review of a
    record opened from elsewhere does not put that record into the player's history.
    ``stamps``: the finishing times (as in the files' names) already given to files still on
    their way to the disk; the new file's is added. A file never takes a time another has: it
    is a second later (a game left, then one finished at once, or two quick games), so the
    newest game stays first.
    """
    if not (saved.game.over or saved.abandoned):
        return None
    folder = Path(folder)
    entries = history_files(folder)
    doc = saved_document(saved)
    there = next((e for e in entries if e.game_id == saved.game_id), None)
    if there is not None:
        if not saved.review:
            return None
        target = there.path
    elif only_there:
        return None
    else:
        now, taken = int(time.time() if when is None else when), {e.finished for e in entries}
        stamp = utc_stamp(now)
        while stamp in taken or stamp in (stamps or ()):
            now += 1
            stamp = utc_stamp(now)
        if stamps is not None:
            stamps.add(stamp)
        target = folder / f"{stamp}-{saved.game_id}.json"
    if submit is not None:
        submit(target, "history", doc, lambda result: _trim(folder) if result.ok else None)
        return None
    result = report_write(issues, "history", write_json_atomic(target, doc))
    if result.ok:
        _trim(folder)
    return result


def _trim(folder: Path) -> None:
    """Remove the oldest history files beyond :data:`MAX_GAMES`."""
    for old in history_files(folder)[MAX_GAMES:]:
        try:
            old.path.unlink()
        except OSError as exc:
            log.warning("history: cannot remove %s: %s", old.path, exc)


def read_entry(entry: HistoryEntry, issues: IssueLog | None = None) -> HistoryEntry | None:
    """Read and replay one history record; return the entry with ``saved`` filled in, or None
    when the file is gone or bad (a bad one is moved aside and reported, file ``history``)."""
    data = read_versioned(entry.path, "history", RECORD_FORMAT, (RECORD_VERSION,), MAX_RECORD_BYTES, issues)
    if data is None:
        return None
    try:
        saved = saved_game_from_record(data)
    except (RecordError, ResumeError) as exc:
        keep_aside(entry.path, "history", BAD_RECORD, str(exc), issues)
        return None
    except Exception as exc:  # noqa: BLE001 - one damaged record must not stop the list
        keep_aside(entry.path, "history", BAD_RECORD, f"{type(exc).__name__}: {exc}", issues)
        return None
    return HistoryEntry(entry.path, entry.finished, entry.game_id, saved)


def load_history(folder: str | Path, issues: IssueLog | None = None) -> list[HistoryEntry]:
    """Return every readable history entry, read and replayed, newest first (bad files are moved
    aside and reported; a folder that cannot be listed too: :func:`history_files`)."""
    out = []
    for e in history_files(folder, issues):
        read = read_entry(e, issues)
        if read is not None:
            out.append(read)
    return out


__all__ = ["MAX_GAMES", "HistoryEntry", "history_files", "add_to_history", "read_entry",
           "load_history"]
