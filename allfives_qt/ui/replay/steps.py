"""The steps of a replay (issue 6, item 6; issue 14, item 2): a game record cut into positions,
play by play, each reached in a few milliseconds whatever the record's length.

:class:`ReplaySteps` cuts a record into *steps*: for each hand, its deal (no play yet), then the
state after each of its plays, the last one with the forced draws and passes that follow it (so a
hand that blocks through passes is shown ended; of a game left part-way, only those its autosave
says were made). Every state is made by the engine itself: the
record is replayed once (:func:`~allfives_qt.engine.record.replay_record`), keeping a copy of the
game as each hand is dealt; a step is that copy with the hand's plays up to it made again
(:func:`~allfives_qt.engine.record.replay_play`): at most one hand's plays, never the record from
its start. The viewer holds no second copy of the rules.
"""

from __future__ import annotations

import copy
import gc
from collections import OrderedDict
from typing import Any, Callable, NamedTuple

from allfives_qt.engine.game import Game
from allfives_qt.engine.hand import SeatView
from allfives_qt.engine.record import replay_play, replay_record
from allfives_qt.storage.autosave import forced_count

#: How many states :class:`ReplaySteps` keeps made (stepping back and forth is then instant).
CACHE_SIZE = 64


class Step(NamedTuple):
    """One position of a replay: ``hand`` (0-based), ``plays`` made in it so far (0: the deal),
    ``last``: whether it is the hand's last position (forced draws and passes after the last
    play made too)."""

    hand: int
    plays: int
    last: bool


def fork(game: Game) -> Game:
    """An independent copy of ``game`` to play on: its scores, the current hand's log and state
    copied; the logs of finished hands (which never change) shared."""
    new = copy.copy(game)
    new.scores = game.scores[:]
    if game.logs:
        last = copy.copy(game.logs[-1])
        last.plays = [copy.copy(p) for p in last.plays]
        last.passes = last.passes[:]
        new.logs = game.logs[:-1] + [last]
    if game.hand is not None:
        new.hand = game.hand.copy()
    return new


class ReplaySteps:
    """The positions of a game record, in order, and the engine's state at each.

    ``record``: a parsed record (RULES.md, "Game records"), checked here (a file's contents, or
    the ``to_record()`` of a game). A ``resume`` key is dropped. The record is replayed once, here; ``progress(hands dealt,
    hands)`` is called as each hand is dealt (the window shows it for a long record). Raises
    :class:`~allfives_qt.engine.record.RecordError` for a record that breaks the rules.
    """

    def __init__(self, record: dict[str, Any],
                 progress: Callable[[int, int], None] | None = None) -> None:
        hands = record.get("hands") if isinstance(record, dict) else None
        total = len(hands) if isinstance(hands, list) else 0
        #: A copy of the game as each hand was dealt (before any play of it), holding only that
        #: hand's log: the finished hands' logs are :attr:`final`'s (they never change), joined
        #: on when a step is made, so keeping a deal costs the same whatever the record's length.
        self._dealt: list[Game] = []

        def dealt(game: Game, hand: int) -> None:
            logs, game.logs = game.logs, game.logs[-1:]
            try:
                self._dealt.append(fork(game))
            finally:
                game.logs = logs
            if progress is not None:
                progress(hand + 1, total)

        collecting = gc.isenabled()
        gc.disable()  # the copies are many small objects: no collection passes while they are made
        try:
            #: The game at the end of the record (forced draws and passes after its last play).
            self.final = replay_record(record, finish_forced=True, on_deal=dealt)
        finally:
            if collecting:
                gc.enable()
        resume = record.get("resume")
        #: How many forced draws and passes really followed the record's last play, from an
        #: autosave's ``resume`` (a game left or saved part-way), or None (all the rules force):
        #: the last step showed draws never made, and the tiles they would take (play-test pt45 #1).
        self.last_forced = forced_count(resume.get("forced")) if isinstance(resume, dict) else None
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

    def state(self, index: int) -> Game:
        """The game as it stood at step ``index`` (a fresh object each time it is not in the
        cache; do not change it): the copy made as its hand was dealt, with the hand's plays up to
        the step made again. Raises ``IndexError`` for an index outside the steps."""
        game = self._cache.get(index)
        if game is not None:
            self._cache.move_to_end(index)
            return game
        step = self.steps[index]
        game = fork(self._dealt[step.hand])
        game.logs = self.final.logs[:step.hand] + game.logs
        plays = self.record["hands"][step.hand].get("plays", [])
        for pi in range(step.plays):
            replay_play(game, plays[pi], step.hand, pi)
        if step.last:
            game.do_forced(self.last_forced if step.hand == self.hands - 1 else None)
        self._cache[index] = game
        while len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)
        return game

    def view_before(self, index: int, seat: int) -> SeatView:
        """What ``seat`` saw just before the play that made step ``index`` (``Game.view``, with
        the scores): after the forced draws and passes and any draws at will that came before
        it, as :func:`~allfives_qt.ai.review.positions` gives the review. Step ``index - 1``
        is the layout before the play but not yet the draws: its view of a play after draws
        lacked the tiles drawn, and counted them among the unseen. Raises ``IndexError`` for an
        index outside the steps, ``ValueError`` for a deal (no play made it)."""
        if index < 0:
            raise IndexError(f"no step {index}")
        step = self.steps[index]
        if step.plays == 0:
            raise ValueError(f"step {index} is a deal, not a play")
        game = fork(self.state(index - 1))
        seen: list[SeatView] = []
        replay_play(game, self.record["hands"][step.hand]["plays"][step.plays - 1], step.hand,
                    step.plays - 1, before_play=lambda g, *_: seen.append(g.view(seat)))
        return seen[0]
