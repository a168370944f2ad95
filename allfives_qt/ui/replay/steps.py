"""The steps of a replay (issue 6, item 6): a game record cut into positions, play by play.

:class:`ReplaySteps` cuts a record into *steps*: for each hand, its deal (no play yet), then the
state after each of its plays, the last one with the forced draws and passes that follow it (so a
hand that blocks through passes is shown ended). Every state is made by the engine itself:
:func:`~allfives_qt.engine.record.replay_record` on the record cut after that play, so the viewer
holds no second copy of the rules.
"""

from __future__ import annotations

import copy
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from allfives_qt.engine.game import Game
from allfives_qt.engine.record import replay_record

#: How many replayed states :class:`ReplaySteps` keeps (stepping back and forth is then instant).
CACHE_SIZE = 64


@dataclass(frozen=True)
class Step:
    """One position of a replay: ``hand`` (0-based), ``plays`` made in it so far (0: the deal),
    ``last``: whether it is the hand's last position (forced draws and passes after the last
    play made too)."""

    hand: int
    plays: int
    last: bool


class ReplaySteps:
    """The positions of a game record, in order, and the engine's state at each.

    ``record``: a parsed record (RULES.md, "Game records"), already checked (for instance the
    ``to_record()`` of a game :func:`~allfives_qt.storage.autosave.open_record_file` returned).
    A ``resume`` key is dropped. Raises :class:`~allfives_qt.engine.record.RecordError` (from
    :meth:`state`) only for a record that breaks the rules.
    """

    def __init__(self, record: dict[str, Any]) -> None:
        self.record = {k: v for k, v in record.items() if k != "resume"}
        self.steps: list[Step] = []
        #: Index in :attr:`steps` of each hand's deal.
        self.hand_starts: list[int] = []
        for hi, hand in enumerate(self.record["hands"]):
            n = len(hand.get("plays", []))
            self.hand_starts.append(len(self.steps))
            self.steps.extend(Step(hi, k, k == n) for k in range(n + 1))
        self._cache: OrderedDict[int, Game] = OrderedDict()

    def __len__(self) -> int:
        return len(self.steps)

    @property
    def hands(self) -> int:
        """Number of hands in the record."""
        return len(self.hand_starts)

    def plays_in_hand(self, hand: int) -> int:
        """Number of plays of ``hand`` (0-based) in the record."""
        return len(self.record["hands"][hand].get("plays", []))

    def truncated(self, index: int) -> dict[str, Any]:
        """The record cut at step ``index``: the hands before its hand whole, its hand with the
        plays made so far. Raises ``IndexError`` for an index outside the steps."""
        step = self.steps[index]
        hands = copy.deepcopy(self.record["hands"][: step.hand + 1])
        hands[-1]["plays"] = hands[-1].get("plays", [])[: step.plays]
        return {**self.record, "hands": hands}

    def state(self, index: int) -> Game:
        """The game as it stood at step ``index``, replayed by the engine (a fresh object each
        time it is not in the cache; do not change it)."""
        game = self._cache.get(index)
        if game is None:
            game = replay_record(self.truncated(index), finish_forced=self.steps[index].last)
            self._cache[index] = game
            while len(self._cache) > CACHE_SIZE:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(index)
        return game
