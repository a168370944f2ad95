"""A game review run off the GUI thread (issue 12, item 2; RULES.md, "Reviewing a game").

:class:`ReviewJob` runs :func:`allfives_qt.ai.review.review_record` in its own one-thread
``QThreadPool`` and reports back by queued signals, so the window stays responsive; it can be
cancelled at any time (the review stops before its next play) and closing the window waits at
most a few seconds for it (:meth:`ReviewJob.shutdown`).
"""

from __future__ import annotations

import threading
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from allfives_qt.ai.review import ReviewStopped, review_record
from allfives_qt.engine.record import RecordError


class _Relay(QObject):
    """Carries the worker's news to the GUI thread (queued signals)."""

    progressed = Signal(int, int)
    done = Signal(object)
    failed = Signal(str)
    stopped = Signal()


class _Run(QRunnable):
    def __init__(self, relay: _Relay, cancel: threading.Event, record: dict[str, Any], seat: int,
                 hands: set[int] | None) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.relay, self.cancel, self.record, self.seat, self.hands = relay, cancel, record, seat, hands

    def _emit(self, signal, *args) -> None:
        try:
            signal.emit(*args)
        except RuntimeError:  # the window closed meanwhile
            pass

    def run(self) -> None:  # noqa: D102 - pool thread
        try:
            result = review_record(self.record, self.seat, hands=self.hands, stop=self.cancel.is_set,
                                   progress=lambda d, t: self._emit(self.relay.progressed, d, t))
        except ReviewStopped:
            self._emit(self.relay.stopped)
            return
        except (RecordError, ValueError) as exc:
            self._emit(self.relay.failed, str(exc))
            return
        if self.cancel.is_set():
            self._emit(self.relay.stopped)
        else:
            self._emit(self.relay.done, result)


class ReviewJob(QObject):
    """One review of ``seat``'s plays in ``record`` (a parsed game record), of the hands in
    ``hands`` (a set of 0-based indexes; None: all). :meth:`start` it once.

    Signals (GUI thread): ``progressed(int done, int total)`` after each play reviewed;
    ``finished(object result)`` with :func:`review_record`'s document; ``failed(str reason)`` for a
    record the engine rejects (English, for the log); ``cancelled()`` after :meth:`cancel`.
    Exactly one of the last three is emitted.
    """

    progressed = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, record: dict[str, Any], seat: int, hands: set[int] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record, self.seat, self.hands = record, seat, hands
        self.running = False
        self._cancel = threading.Event()
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.progressed.connect(self.progressed)
        self._relay.done.connect(self._done)
        self._relay.failed.connect(self._failed)
        self._relay.stopped.connect(self._stopped)

    def start(self) -> None:
        """Start the review in the pool thread."""
        self.running = True
        self._pool.start(_Run(self._relay, self._cancel, self.record, self.seat, self.hands))

    def cancel(self) -> None:
        """Cancel the review: ``cancelled`` is emitted at once and nothing else follows; the pool
        thread stops after the play it is reviewing (see :meth:`idle`)."""
        self._cancel.set()
        if self.running:
            self.running = False
            self.cancelled.emit()

    def idle(self) -> bool:
        """Whether the pool thread has nothing left to do."""
        return self._pool.activeThreadCount() == 0

    def shutdown(self, wait_ms: int = 5000) -> None:
        """Cancel and wait up to ``wait_ms`` for the pool thread (the window is closing)."""
        self._cancel.set()
        self._pool.waitForDone(wait_ms)

    def _done(self, result: dict[str, Any]) -> None:
        if self.running:
            self.running = False
            self.finished.emit(result)

    def _failed(self, reason: str) -> None:
        if self.running:
            self.running = False
            self.failed.emit(reason)

    def _stopped(self) -> None:
        if self.running:
            self.running = False
            self.cancelled.emit()
