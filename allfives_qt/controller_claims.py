"""The person's claims and "Muggins!" calls, for the controller (RULES.md, "Claims and Muggins!";
option ``claims: muggins``).

:class:`ClaimIntents` is a mix-in of :class:`~allfives_qt.controller.GameController`: it reads the
game the controller runs and answers whether the person may claim or call, and why not. It uses
the controller's ``game``, ``passive``, ``human_seat``, ``is_human``, ``_human_forced_reason``,
``_after_action``, ``_act_timer``, ``claim_clock`` and its signals ``rejected``, ``claimed``,
``mugginsCalled``.

:class:`ClaimClock` times the person's claim window: the next computer seat's wait after the
person's unclaimed scoring play (play-test pt7 #4: a claim 1.4 s after the play was refused on a
busy machine).
"""

from __future__ import annotations

import time
from typing import Callable

from PySide6.QtCore import QObject, QTimer, Signal

#: Why the person may not call "Muggins!" in a game with claims (:meth:`ClaimIntents.muggins_reason`;
#: RULES.md, "Claims and Muggins!"): ``muggins-own-points`` (the points waiting are the person's
#: own: claim them), ``muggins-not-next`` (points wait, but only the next player to act may call),
#: ``muggins-computers-claim`` (nothing waits, and every opponent is a computer player, who always
#: claims), ``muggins-none-waiting`` (nothing waits).
MUGGINS_REASONS = ("muggins-own-points", "muggins-not-next", "muggins-computers-claim",
                   "muggins-none-waiting")


class ClaimClock(QObject):
    """The person's claim window (RULES.md, "Claims and Muggins!"): ``ms`` milliseconds of time
    in which the program answers, measured on the monotonic clock from when it starts (the
    controller starts it once the scoring play has been shown on the table).

    A repeating :data:`TICK_MS` timer moves it on; one tick counts the monotonic time since the
    previous one, but never more than :data:`MAX_STEP_MS`: while the GUI thread is blocked (a
    busy machine, a long paint) the window does not run out, and a claim key pressed meanwhile,
    delivered late, still finds it open. So the window lasts at least ``ms`` of wall time, longer
    only when the program was too busy to answer. Signals: ``ticked(left_ms, total_ms)`` after
    each tick that leaves time; ``expired()`` once, when none is left (then it stops).
    ``now``: the monotonic clock in seconds (tests pass their own)."""

    #: How often the window is moved on, in milliseconds.
    TICK_MS = 50
    #: The most one tick may count, in milliseconds, however late it comes.
    MAX_STEP_MS = 200

    ticked = Signal(int, int)
    expired = Signal()

    def __init__(self, parent: QObject | None = None,
                 now: Callable[[], float] = time.monotonic) -> None:
        super().__init__(parent)
        self._now = now
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.tick)
        self.total_ms = 0
        self.left_ms = 0.0
        self._last = 0.0

    @property
    def running(self) -> bool:
        """Whether the window is open (started, not yet expired or stopped)."""
        return self._timer.isActive()

    def start(self, ms: int) -> None:
        """Open a window of ``ms`` (>= 0) milliseconds from now (0: it expires at the next tick,
        as soon as the event loop runs)."""
        self.total_ms = max(0, int(ms))
        self.left_ms = float(self.total_ms)
        self._last = self._now()
        self._timer.start(min(self.TICK_MS, self.total_ms))

    def stop(self) -> None:
        """Close the window without expiring (a claim was made, a new hand, undo, shutdown)."""
        self._timer.stop()

    def tick(self) -> None:
        """Count the time since the last tick (at most :data:`MAX_STEP_MS`); expire when none is
        left (the timer calls it; tests may call it)."""
        now = self._now()
        step = round((now - self._last) * 1000.0, 3)  # to the microsecond: no rounding drift
        self.left_ms -= min(max(0.0, step), self.MAX_STEP_MS)
        self._last = now
        if self.left_ms <= 0:
            self._timer.stop()
            self.expired.emit()
        else:
            self.ticked.emit(int(self.left_ms), self.total_ms)


class ClaimIntents:
    """Claim and Muggins! intents of :class:`~allfives_qt.controller.GameController` (a mix-in)."""

    def can_claim(self) -> bool:
        """Whether the person may claim the points of the play they just made (``claims:
        muggins``; RULES.md, "Claims and Muggins!"): live until the next player acts."""
        g = self.game
        if self.passive or g is None or g.unclaimed is None:
            return False
        return self.is_human(g.unclaimed_entry().seat)

    def claim(self) -> str | None:
        """The person claims their unclaimed points (Claim button, C). Return None, or a reason."""
        if not self.can_claim():
            self.rejected.emit("nothing-to-claim")
            return "nothing-to-claim"
        g = self.game
        seat = g.unclaimed_entry().seat
        self.claimed.emit(seat, g.claim())
        self.claim_clock.stop()  # the next seat's longer wait for the claim is over
        self._after_action()
        return None

    def muggins_taker(self) -> int | None:
        """The seat whose "Muggins!" call has just taken the points of a person's scoring play
        (RULES.md, "Claims and Muggins!"): that play is the hand's last, or the caller's own play
        right after it is. None otherwise (also in a replay), so a late C can say who took them."""
        g = self.game
        if self.passive or g is None or not g.logs:
            return None
        plays = g.logs[-1].plays
        for back in (1, 2):
            if len(plays) < back:
                return None
            p = plays[-back]
            if p.muggins is not None and self.is_human(p.seat):
                return p.muggins if back == 1 or plays[-1].seat == p.muggins else None
        return None

    def can_call_muggins(self) -> bool:
        """Whether the person, about to act, may call "Muggins!" on points an opponent left
        unclaimed (the Muggins! button, M)."""
        return (self._human_forced_reason() is None and self.game.unclaimed is not None
                and not self.can_claim())

    def muggins_reason(self) -> str | None:
        """Why the person may not call "Muggins!" now (a reason code), or None when they may.

        ``replay``; ``game-over`` (no game, or it is over); ``nothing-to-claim`` (a game without
        claims, ``claims: automatic``); else one of :data:`MUGGINS_REASONS`."""
        g = self.game
        if self.passive:
            return "replay"
        if g is None or g.over or g.hand is None:
            return "game-over"
        if g.rules.claims != "muggins":
            return "nothing-to-claim"
        if self.can_call_muggins():
            return None
        if self.can_claim():
            return "muggins-own-points"
        if g.unclaimed is not None:
            return "muggins-not-next"
        rules = g.rules
        mine = None if self.human_seat is None else rules.side_of(self.human_seat)
        if any(self.is_human(s) and rules.side_of(s) != mine for s in range(rules.players)):
            return "muggins-none-waiting"
        return "muggins-computers-claim"

    def call_muggins(self) -> str | None:
        """The person calls "Muggins!". Return None, or the reason code (:meth:`muggins_reason`,
        also emitted as ``rejected``)."""
        reason = self.muggins_reason()
        if reason is not None:
            self.rejected.emit(reason)
            return reason
        self._muggins(self.game.hand.turn)
        return None

    def _muggins(self, caller: int) -> None:
        g = self.game
        scorer = g.unclaimed_entry().seat
        self.mugginsCalled.emit(caller, scorer, g.call_muggins())
        self._after_action()
