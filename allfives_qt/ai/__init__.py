"""Computer players: pure Python on the engine; each decides from its seat's view alone (issue 4).

Interface used by the window and the tournament: ``make_player(level, seed) -> Player``,
``Player.choose(view) -> Move`` and ``Player.explain(view) -> (Move, facts)`` for the Hint.
Levels offered to players: :data:`LEVELS`. Reference levels for measurement only:
:data:`REFERENCE_LEVELS` (``omniscient`` needs the true state: ``choose_full(state)``).
"""

from __future__ import annotations

from allfives_qt.engine.hand import Move, SeatView
from allfives_qt.engine.rules import Rules
from allfives_qt.game_setup import LEVELS, REFERENCE_LEVELS

from .players import (EasyPlayer, ExpertPlayer, GreedyPlayer, HardPlayer, MediumPlayer,
                      OmniscientPlayer, Player)

_CLASSES: dict[str, type[Player]] = {
    "random": Player,
    "greedy": GreedyPlayer,
    "easy": EasyPlayer,
    "medium": MediumPlayer,
    "hard": HardPlayer,
    "expert": ExpertPlayer,
    "omniscient": OmniscientPlayer,
}


def make_player(level: str, seed: int | None = None, *, rules: Rules | None = None) -> Player:
    """Return a computer player of ``level`` (one of :data:`LEVELS` or :data:`REFERENCE_LEVELS`).

    ``seed``: the player's random seed (None: a random one); with the same seed and view a player
    always makes the same decision. ``rules``: the game's rules (default: RULES.md's defaults for
    the number of players in each view). Raises ``ValueError`` for an unknown level.
    ``omniscient`` players decide with ``choose_full(state)`` (the full :class:`HandState`).
    """
    cls = _CLASSES.get(level)
    if cls is None:
        raise ValueError(f"unknown level {level!r}")
    return cls(seed, rules)


__all__ = ["LEVELS", "REFERENCE_LEVELS", "Player", "Move", "SeatView", "make_player"]
