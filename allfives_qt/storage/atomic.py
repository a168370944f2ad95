"""Files that survive a crash: atomic JSON writes, bounded reads, keeping bad files aside, and the
facts the player is told about (issue 6, item 4; STYLE.md, "Files on the player's disk").

A write goes to a temporary file in the same folder, is flushed and fsync'ed, and then takes the
place of the old file with ``os.replace`` (one rename, so a reader sees the old file or the new
one, never a part of either); the folder is fsync'ed last so the rename itself is on the disk.

Nothing here raises ``OSError`` into the game: a full disk or a read-only folder comes back as a
:class:`WriteResult` whose ``code`` the window turns into one translated sentence. This module
has no Qt import and makes no sentences for the player.
"""

from __future__ import annotations

import errno
import logging
import os
import threading
import tempfile
import time
from pathlib import Path
from typing import Any, Callable, NamedTuple

log = logging.getLogger(__name__)

# Codes of a failed write (WriteResult.code, Issue.code).
DISK_FULL = "disk-full"
READ_ONLY = "read-only"
WRITE_FAILED = "write-failed"

# Statuses of a read (ReadResult.status).
OK = "ok"
MISSING = "missing"
TOO_LARGE = "too-large"
NOT_UTF8 = "not-utf8"
NOT_JSON = "not-json"
UNREADABLE = "unreadable"
# A folder that is there but cannot be listed (Issue.code, kind CANNOT_READ: the history's).
UNREADABLE_FOLDER = "unreadable-folder"
# A file read whole, some of whose values were bad and dropped (Issue.code; the file is kept aside).
BAD_VALUE = "bad-value"
# An autosave whose ``resume`` object did not fit its plays: the game goes on from its last play
# (Issue.code; the file is kept aside and the game saved again).
BAD_RESUME = "bad-resume"
# A saved game or history record read whole whose plays the rules reject, or which cannot be
# replayed (Issue.code; the file is kept aside).
BAD_RECORD = "bad-record"

# Kinds of Issue.
CORRUPT = "corrupt"          # the file could not be understood; it was moved aside (or tried to be)
CANNOT_WRITE = "cannot-write"  # a write failed; the game goes on without saving that file
CANNOT_READ = "cannot-read"  # the file exists but the system would not let us read it

#: Suffix of a temporary file: ``.NAME.<random>.tmp`` next to ``NAME``.
TEMP_SUFFIX = ".tmp"

_DISK_FULL_ERRNOS = {errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC), errno.EFBIG}
_READ_ONLY_ERRNOS = {errno.EROFS, errno.EACCES, errno.EPERM}


def error_code(exc: OSError) -> str:
    """Return the code of a failed write: :data:`DISK_FULL` (ENOSPC, EDQUOT, EFBIG),
    :data:`READ_ONLY` (EROFS, EACCES, EPERM) or :data:`WRITE_FAILED` (anything else)."""
    if exc.errno in _DISK_FULL_ERRNOS:
        return DISK_FULL
    if exc.errno in _READ_ONLY_ERRNOS or isinstance(exc, PermissionError):
        return READ_ONLY
    return WRITE_FAILED


class WriteResult(NamedTuple):
    """What became of one write. ``ok``: the new file is on the disk. Otherwise ``code`` is
    :data:`DISK_FULL`, :data:`READ_ONLY` or :data:`WRITE_FAILED`, ``errno`` the system's error
    number (or None) and ``detail`` the system's message (English, for the log only).
    ``bool(result)`` is ``ok``.

    This and the other immutable records here (:class:`ReadResult`, :class:`Issue`) are named
    tuples, not frozen dataclasses: Python builds one in a fraction of the time, and they are
    built before the window's first paint (issue 14)."""

    ok: bool
    path: Path
    code: str | None = None
    errno: int | None = None
    detail: str = ""

    def __bool__(self) -> bool:
        return self.ok


class ReadResult(NamedTuple):
    """What one read found. ``status``: :data:`OK` (``data`` holds the parsed JSON value),
    :data:`MISSING`, :data:`TOO_LARGE`, :data:`NOT_UTF8`, :data:`NOT_JSON` (also a truncated
    file) or :data:`UNREADABLE` (an ``OSError`` other than a missing file). ``detail``: English,
    for the log only."""

    status: str
    data: Any = None
    detail: str = ""


class Issue(NamedTuple):
    """One fact about the player's files that the window should tell them, once.

    ``kind``: :data:`CORRUPT` (a file could not be understood; ``aside`` is where it was kept, or
    None when even moving it failed), :data:`CANNOT_WRITE` (``code`` is :data:`DISK_FULL`,
    :data:`READ_ONLY` or :data:`WRITE_FAILED`) or :data:`CANNOT_READ`.
    ``file``: which file: ``settings``, ``autosave``, ``statistics``, ``history`` or ``window``.
    ``code`` for CORRUPT: a :class:`ReadResult` status or ``unknown-version``, ``wrong-format``,
    ``bad-value``, ``bad-record``, ``bad-resume``. ``path``: the file concerned (a string).
    ``detail``: English, for the log and bug reports, never shown as the sentence itself.
    ``rebuilt``: for a CORRUPT ``statistics`` file, its figures were counted again from the
    games kept in the history; with ``code`` ``bad-value``, every bad figure was worked out
    again from the others. For a CORRUPT ``autosave``, its game goes on from the autosave
    before it (:func:`previous_path`). ``keys``: for ``bad-value``, the settings or figures
    whose values were bad (their names in the file, a computer seat's level as ``levels[i]``).
    """

    kind: str
    file: str
    code: str
    path: str
    aside: str | None = None
    detail: str = ""
    rebuilt: bool = False
    keys: tuple[str, ...] = ()


class IssueLog:
    """Collects :class:`Issue` facts for the window, so that each is reported once.

    A failed write of a file is reported the first time only; the next failure of the same file is
    reported again only after a write of it succeeded (:meth:`write_succeeded`). Every issue is
    also written to the log (a ``logging`` warning; a repeated write failure at debug level).
    ``pending``: the issues not yet taken, oldest first. A plain class, not a dataclass: it is
    built before the window's first paint, and importing ``dataclasses`` costs about a millisecond
    there (issue 14).
    """

    def __init__(self, quiet: bool = False) -> None:
        self.pending: list[Issue] = []
        self.quiet = quiet  # log nothing: the issues are handed on to another log
        self._failing: set[str] = set()
        # Files may be written on a worker thread (see .writer) while the window takes the issues.
        self._lock = threading.Lock()
        #: Called (on the thread that met it) after an issue to report was added: the window
        #: tells it then, not at its next move (play-test pt91 #2: a folder that could not be
        #: written was told only after the first play of the resumed game).
        self.on_added: Callable[[], None] | None = None

    def add(self, issue: Issue) -> bool:
        """Record ``issue``; return True if it will be reported (False for a repeated write failure)."""
        with self._lock:
            repeated = issue.kind == CANNOT_WRITE and issue.file in self._failing
            if not repeated:
                if issue.kind == CANNOT_WRITE:
                    self._failing.add(issue.file)
                self.pending.append(issue)
        if not self.quiet:
            (log.debug if repeated else log.warning)(
                "%s %s (%s): %s%s", issue.file, issue.kind, issue.code, issue.path,
                f": {issue.detail}" if issue.detail else "")
        if not repeated and self.on_added is not None:
            self.on_added()
        return not repeated

    def write_succeeded(self, file: str) -> None:
        """A write of ``file`` worked: a later failure of it will be reported again."""
        with self._lock:
            self._failing.discard(file)

    def failing(self, file: str) -> bool:
        """Whether the last write of ``file`` (``autosave``, ``statistics``…) failed."""
        with self._lock:
            return file in self._failing

    def take(self) -> list[Issue]:
        """Return the issues not yet handed out, oldest first, and forget them."""
        with self._lock:
            out, self.pending = self.pending, []
        return out


def _fsync_folder(folder: Path) -> None:
    """fsync a folder so a rename in it is on the disk; some systems cannot, which is ignored."""
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0)
    try:
        fd = os.open(folder, flags)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _umask() -> int:
    """The process's umask (read once; setting it back at once)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


#: Permissions of a new file, as ``open()`` would give them (mkstemp makes 0600 files).
_NEW_FILE_MODE = 0o666 & ~_umask()


def _give_mode(fd: int, path: Path) -> None:
    """Give the temporary file ``fd`` the permissions of the file it replaces at ``path`` (with
    read and write for the owner), or those of a newly created file (a saved record may be
    shared). Best effort, never raises."""
    if not hasattr(os, "fchmod"):
        return
    try:  # the owner may always read and write it (play-test pt127 #1: a mode of 000 was kept)
        mode = path.stat().st_mode & 0o777 | 0o600
    except OSError:
        mode = _NEW_FILE_MODE
    try:
        os.fchmod(fd, mode)
    except OSError:
        pass


def previous_path(path: str | os.PathLike[str]) -> Path:
    """Where the version of ``path`` before its last write is kept (``NAME.previous``) by a
    write with ``keep_previous`` (:func:`write_bytes_atomic`)."""
    path = Path(path)
    return path.with_name(path.name + ".previous")


def _keep_previous(path: Path) -> None:
    """Keep the file at ``path`` (about to be replaced) as :func:`previous_path`: a second name
    for the same file (a hard link, taking the place of the older one in one rename), so
    nothing is copied and ``path`` is never missing. Best effort: a file system without hard
    links keeps none."""
    link = path.with_name(f".{path.name}.previous.{os.getpid()}{TEMP_SUFFIX}")
    try:
        os.link(path, link)
        os.replace(link, previous_path(path))
    except OSError:
        try:
            os.unlink(link)
        except OSError:
            pass


def write_bytes_atomic(path: str | os.PathLike[str], data: bytes,
                       keep_previous: bool = False) -> WriteResult:
    """Put ``data`` at ``path`` atomically: the file holds either its old content or all of
    ``data``, whatever happens (crash, power loss, a kill) during the write. ``keep_previous``:
    the old content stays at :func:`previous_path` (the autosave's, so that a damaged autosave
    can go on from the one before it).

    Creates the folder if needed. The temporary file (``.NAME.<random>.tmp`` in the same folder)
    is removed when the write fails. Never raises ``OSError``: returns a :class:`WriteResult`.
    """
    path = Path(path)
    folder = path.parent
    tmp: str | None = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=folder)
        _give_mode(fd, path)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if keep_previous and path.is_file():
            _keep_previous(path)
        os.replace(tmp, path)
        tmp = None
        _fsync_folder(folder)
    except OSError as exc:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
        return WriteResult(False, path, error_code(exc), exc.errno, exc.strerror or str(exc))
    return WriteResult(True, path)


def dump_json(value: Any) -> bytes:
    """Return ``value`` as the UTF-8 JSON bytes the game writes (compact, ending in a newline).

    Raises ``TypeError`` / ``ValueError`` for a value JSON cannot hold (a bug in the caller)."""
    import json  # here and in read_json: a first start has no file to read before its first paint

    return (json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False) + "\n").encode("utf-8")


def write_json_atomic(path: str | os.PathLike[str], value: Any,
                      keep_previous: bool = False) -> WriteResult:
    """Write ``value`` as JSON at ``path`` with :func:`write_bytes_atomic` (``keep_previous``
    as there); never raises ``OSError``.

    Raises ``TypeError`` / ``ValueError`` only for a value JSON cannot hold."""
    return write_bytes_atomic(path, dump_json(value), keep_previous)


def read_json(path: str | os.PathLike[str], max_bytes: int) -> ReadResult:
    """Read and parse the JSON file at ``path`` if it has at most ``max_bytes`` bytes.

    Returns a :class:`ReadResult`; never raises for a missing, unreadable, oversized, truncated or
    non-JSON file.
    """
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > max_bytes:
            return ReadResult(TOO_LARGE, None, f"{size} bytes, more than {max_bytes}")
        with open(path, "rb") as f:
            raw = f.read(max_bytes + 1)
    except FileNotFoundError:
        return ReadResult(MISSING)
    except OSError as exc:
        return ReadResult(UNREADABLE, None, exc.strerror or str(exc))
    if len(raw) > max_bytes:
        return ReadResult(TOO_LARGE, None, f"more than {max_bytes} bytes")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        return ReadResult(NOT_UTF8, None, str(exc))
    import json

    try:
        return ReadResult(OK, json.loads(text))
    except json.JSONDecodeError as exc:
        return ReadResult(NOT_JSON, None, f"line {exc.lineno}, column {exc.colno}: {exc.msg}")
    except (ValueError, RecursionError) as exc:
        return ReadResult(NOT_JSON, None, str(exc) or type(exc).__name__)


def utc_stamp(when: float | None = None) -> str:
    """The UTC time ``when`` (seconds since the epoch; default now) as the data folder's file
    names write it, ``YYYYmmddTHHMMSSZ`` (files kept aside, the history's files)."""
    return time.strftime("%Y%m%dT%H%M%SZ", time.gmtime(time.time() if when is None else when))


def aside_name(path: str | os.PathLike[str], when: float | None = None) -> Path:
    """Return the name a bad file is kept under: ``NAME.corrupt-<UTC time>`` (``YYYYmmddTHHMMSSZ``),
    with ``-2``, ``-3``... added when that name is taken. ``when``: seconds since the epoch."""
    path = Path(path)
    stamp = utc_stamp(when)
    candidate = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
        n += 1
    return candidate


def move_aside(path: str | os.PathLike[str], when: float | None = None) -> tuple[Path | None, OSError | None]:
    """Rename the bad file at ``path`` to :func:`aside_name` (never deleting anything).

    Returns ``(new path, None)``, or ``(None, error)`` when the rename failed. Never raises."""
    target = aside_name(path, when)
    try:
        os.rename(path, target)
    except OSError as exc:
        return None, exc
    _fsync_folder(Path(path).parent)
    return target, None


def remove_stale_temps(path: str | os.PathLike[str], older_than: float = 600.0) -> int:
    """Remove temporary files a killed writer left next to ``path`` (``.NAME.*.tmp``) that are
    older than ``older_than`` seconds (younger ones may belong to a write in progress).

    Returns how many were removed; never raises."""
    path = Path(path)
    removed = 0
    now = time.time()
    try:
        candidates = list(path.parent.glob(f".{path.name}.*{TEMP_SUFFIX}"))
    except OSError:
        return 0
    for tmp in candidates:
        try:
            if now - tmp.stat().st_mtime >= older_than:
                tmp.unlink()
                removed += 1
        except OSError:
            pass
    return removed


def read_versioned(path: Path, file: str, fmt: str, versions: tuple[int, ...], max_bytes: int,
                   issues: IssueLog | None) -> dict[str, Any] | None:
    """Read a versioned JSON object ``{"format": fmt, "version": v, ...}`` with ``v`` in ``versions``.

    Returns the object, or None when the file is missing or bad. A bad file (too large, not
    UTF-8, not JSON or truncated, not an object, wrong ``format``, unknown ``version``) is moved
    aside and reported to ``issues`` as :data:`CORRUPT`. So is an unreadable one (code
    :data:`UNREADABLE`) that the game writes again (every ``file`` but ``history``): left in
    place, the next save took its place (play-test pt127 #1, #2: an autosave and statistics made
    unreadable were written over, and unreadable again). One that cannot be moved, or a history
    record, is left as it is and reported as :data:`CANNOT_READ`.
    """
    res = read_json(path, max_bytes)
    if res.status == MISSING:
        return None
    if res.status == UNREADABLE:
        target = None if file == "history" else move_aside(path)[0]
        issue = Issue(CORRUPT if target else CANNOT_READ, file, UNREADABLE, str(path),
                      None if target is None else str(target), res.detail)
        if issues is not None:
            issues.add(issue)
        return None
    if res.status != OK:
        keep_aside(path, file, res.status, res.detail, issues)
        return None
    data = res.data
    if not isinstance(data, dict) or data.get("format") != fmt:
        keep_aside(path, file, "wrong-format", f"expected format {fmt!r}", issues)
        return None
    if data.get("version") not in versions:
        keep_aside(path, file, "unknown-version", f"version {data.get('version')!r}", issues)
        return None
    return data


def keep_aside(path: Path, file: str, code: str, detail: str, issues: IssueLog | None,
               keys: tuple[str, ...] = ()) -> Issue:
    """Move the bad file at ``path`` aside and report it as :data:`CORRUPT` with ``code`` (and
    the bad values' ``keys``); return the :class:`Issue` (its ``aside`` is None when the file
    could not be moved)."""
    target, err = move_aside(path)
    if err is not None:
        detail = f"{detail}; could not move it aside: {err.strerror or err}"
    issue = Issue(CORRUPT, file, code, str(path), None if target is None else str(target), detail,
                  keys=tuple(keys))
    if issues is not None:
        issues.add(issue)
    else:
        log.warning("%s: %s (%s)", path, code, detail)
    return issue


def report_write(issues: IssueLog | None, file: str, result: WriteResult) -> WriteResult:
    """Tell ``issues`` how a write of ``file`` went (a failure as :data:`CANNOT_WRITE`, once;
    a success re-arms the report) and return ``result`` unchanged."""
    if issues is not None:
        if result.ok:
            issues.write_succeeded(file)
        else:
            issues.add(Issue(CANNOT_WRITE, file, result.code or WRITE_FAILED, str(result.path), None,
                             result.detail))
    elif not result.ok:
        log.warning("%s: cannot write %s (%s)", file, result.path, result.detail)
    return result
