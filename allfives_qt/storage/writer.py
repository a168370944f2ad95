"""Files written on a worker thread (issue 14, item 3): the window hands a document over and goes on;
the autosave never stalls the table.

:class:`BackgroundWriter` keeps, per file, only the newest document waiting (writes of one file
are coalesced), and writes them one at a time on one thread, each atomically
(:func:`~.atomic.write_json_atomic`), reporting failures to the :class:`~.atomic.IssueLog` as a
write on the calling thread would. Pure Python (``threading``), no Qt.

The kill guarantee (issue 6, item 3) is kept by the caller: before handing over the autosave of a
new move it waits (:meth:`BackgroundWriter.wait_written`) until the previous one is on the disk,
so that when a move is shown the file holds that move or the one before it, never a broken file.
That wait is short or nothing: a move comes hundreds of milliseconds after the one before it.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Any, Callable

from .atomic import IssueLog, report_write, write_json_atomic

log = logging.getLogger(__name__)

#: Called on the worker thread after a file was written: ``after(result)``.
After = Callable[[Any], None]


class BackgroundWriter:
    """One worker thread writing JSON files atomically, the newest document per file.

    ``issues``: where failed writes are reported (file labels as given to :meth:`submit`).
    Call :meth:`close` (it writes what is waiting first) before the program ends.
    """

    def __init__(self, issues: IssueLog | None = None) -> None:
        self.issues = issues
        self._cond = threading.Condition()
        self._pending: dict[Path, tuple[str, dict[str, Any], After | None]] = {}
        self._busy: Path | None = None
        self._closed = False
        #: How many documents were written (tests and benchmarks read it).
        self.written = 0
        self._thread = threading.Thread(target=self._run, name="allfives-writer", daemon=True)
        self._thread.start()

    def submit(self, path: str | Path, label: str, doc: dict[str, Any],
               after: After | None = None) -> None:
        """Write ``doc`` at ``path`` soon (``label`` names the file in reports: ``autosave``,
        ``statistics``, ``history``; an autosave keeps the one before it, see
        :func:`~.atomic.previous_path`); a document still waiting for the same file is replaced.
        ``doc`` must not be changed afterwards. ``after(result)`` runs on the worker once written.
        Raises ``RuntimeError`` after :meth:`close`."""
        path = Path(path)
        with self._cond:
            if self._closed:
                raise RuntimeError("the writer is closed")
            self._pending.pop(path, None)  # the newest goes last, after the other files
            self._pending[path] = (label, doc, after)
            self._cond.notify_all()

    def wait_written(self, path: str | Path, timeout: float | None = None) -> bool:
        """Wait until nothing is waiting for or being written to ``path``; return False if
        ``timeout`` seconds passed first."""
        path = Path(path)
        with self._cond:
            return self._cond.wait_for(lambda: path not in self._pending and self._busy != path,
                                       timeout)

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every document handed over is written; False if ``timeout`` passed first."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and self._busy is None, timeout)

    def close(self, timeout: float = 10.0) -> bool:
        """Write what is waiting, then stop the thread; return whether all was written in time."""
        done = self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._thread.join(timeout)
        return done

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending or self._closed)
                if not self._pending:
                    return  # closed, nothing left
                path = next(iter(self._pending))
                label, doc, after = self._pending.pop(path)
                self._busy = path
            try:
                result = report_write(self.issues, label,
                                      write_json_atomic(path, doc, label == "autosave"))
                if after is not None:
                    after(result)
            except Exception:  # noqa: BLE001 - the worker must live on; the log says why
                log.exception("writer: writing %s failed", path)
            with self._cond:
                self._busy = None
                self.written += 1
                self._cond.notify_all()


__all__ = ["BackgroundWriter"]
