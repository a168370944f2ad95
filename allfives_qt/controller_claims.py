"""The person's claims and "Muggins!" calls, for the controller (RULES.md, "Claims and Muggins!";
option ``claims: muggins``).

:class:`ClaimIntents` is a mix-in of :class:`~allfives_qt.controller.GameController`: it reads the
game the controller runs and answers whether the person may claim or call, and why not. It uses
the controller's ``game``, ``passive``, ``human_seat``, ``is_human``, ``_human_forced_reason``,
``_after_action``, ``_act_timer`` and its signals ``rejected``, ``claimed``, ``mugginsCalled``.
"""

from __future__ import annotations

#: Why the person may not call "Muggins!" in a game with claims (:meth:`ClaimIntents.muggins_reason`;
#: RULES.md, "Claims and Muggins!"): ``muggins-own-points`` (the points waiting are the person's
#: own: claim them), ``muggins-not-next`` (points wait, but only the next player to act may call),
#: ``muggins-computers-claim`` (nothing waits, and every opponent is a computer player, who always
#: claims), ``muggins-none-waiting`` (nothing waits).
MUGGINS_REASONS = ("muggins-own-points", "muggins-not-next", "muggins-computers-claim",
                   "muggins-none-waiting")


class ClaimIntents:
    """Claim and Muggins! intents of :class:`~allfives_qt.controller.GameController` (a mix-in)."""

    def can_claim(self) -> bool:
        """Whether the person may claim the points of the play they just made (``claims:
        muggins``; RULES.md, "Claims and Muggins!"): live until the next player acts."""
        g = self.game
        if self.passive or g is None or g.unclaimed is None:
            return False
        return self.is_human(g.logs[-1].plays[g.unclaimed].seat)

    def claim(self) -> str | None:
        """The person claims their unclaimed points (Claim button, C). Return None, or a reason."""
        if not self.can_claim():
            self.rejected.emit("nothing-to-claim")
            return "nothing-to-claim"
        g = self.game
        seat = g.logs[-1].plays[g.unclaimed].seat
        self.claimed.emit(seat, g.claim())
        self._act_timer.stop()  # the next seat's longer wait for the claim is over
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
        scorer = g.logs[-1].plays[g.unclaimed].seat
        self.mugginsCalled.emit(caller, scorer, g.call_muggins())
        self._after_action()
