"""Computer players: pure Python on the engine; each decides from its seat's view alone.

Interface used by the window and the tournament: ``make_player(level, seed) -> Player`` and
``Player.choose(view) -> Move``. Levels offered to players: :data:`LEVELS`.
"""

from __future__ import annotations

import random

from allfives_qt.engine.hand import Move, SeatView

#: Levels a person can choose, easiest first.
LEVELS = ("easy", "medium", "hard", "expert")


class Player:
    """A computer player. ``choose`` returns one of ``view.legal`` (never called with none)."""

    level = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: SeatView) -> Move:
        """Return the play for the seat of ``view`` (any legal move: placeholder level)."""
        return self.rng.choice(view.legal)

    def explain(self, view: SeatView) -> tuple[Move, dict]:
        """Return ``(move, facts)`` for a hint: ``facts`` has ``points_now`` (int, what the move
        scores at once) and ``expected`` (float or None: the net points the player expects from it
        over the next turns, by its own estimate)."""
        return self.choose(view), {"points_now": None, "expected": None}


def make_player(level: str, seed: int | None = None) -> Player:
    """Return a computer player of ``level`` (one of :data:`LEVELS`, or a reference level).

    Raises ``ValueError`` for an unknown level.
    """
    if level not in LEVELS + ("random", "greedy", "omniscient"):
        raise ValueError(f"unknown level {level!r}")
    return Player(seed)
