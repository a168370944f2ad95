"""Hints for :class:`~allfives_qt.controller.GameController` (a mix-in): the coach's best move
for the person, thought of off the GUI thread, once per moment of the hand."""

from __future__ import annotations


class HintIntents:
    """The Hint intent of :class:`~allfives_qt.controller.GameController` (a mix-in). It reads
    the controller's game and flow (``_gen``, ``_closed``) and starts the search with the
    controller's ``_start_think``; the answer comes back to :meth:`_on_hinted` on the GUI thread.

    A hint is for one moment: ``_hint_at`` is ``(flow, hand, events so far)`` when it was asked
    for, ``_hinted`` its answer once known. Asked again at the same moment, the answer is given
    again (or still on its way), not searched for anew (play-test pt98 #1: H pressed thirty
    times queued thirty searches of about 1.7 s each before the computers' turns, and nobody
    played for a minute)."""

    _hint_at: tuple[int, int, int] | None = None
    _hinted: tuple | None = None

    def request_hint(self) -> bool:
        """Ask the coach (:class:`~allfives_qt.ai.review.Coach`: the move the game's review would
        call best), off the GUI thread, what the person should play; ``hintReady`` follows.
        Return False when it is not the person's turn to play a tile."""
        if not self.human_turn() or not self.game.hand.legal_moves():
            return False
        at = (self._gen, self.hand_index, len(self.game.hand.history))
        if self._hint_at == at:  # asked again: the same answer, not a new search
            if self._hinted is not None:  # given as a search's is, after this call returns
                from PySide6.QtCore import QTimer  # (pt99: given at once, the window's "Thinking
                # of a hint…" came after it, and stayed, swallowing Enter)
                QTimer.singleShot(0, self, lambda: self._on_hinted(at[0], *self._hinted))
            return True
        view = self.game.view(self.game.hand.turn)  # the scores: a play that wins the game
        self._hint_at, self._hinted = at, None
        from allfives_qt.ai.review import Coach  # the hint is the review's best move

        self._start_think(view.seat, Coach(self.game.rules), view, True)
        return True

    def _on_hinted(self, gen: int, move, facts) -> None:
        """The coach's ``move`` (and its ``facts``) for the moment asked in flow ``gen``:
        ``hintReady`` when that moment is still the table's and the move is legal."""
        if self._closed or self._hint_at != (gen, self.hand_index, len(self.game.hand.history)):
            return  # the person played (or drew) meanwhile, or undid: the hint is out of date
        if move is None or not self.human_turn() or self.game.hand.check(move.tile, move.end):
            self._hint_at = None  # none to give: the next H asks again
            return
        self._hinted = (move, facts or {})
        self.hintReady.emit(*self._hinted)

    def hint_on_its_way(self) -> bool:
        """Whether a hint asked for at the table's present moment is still being thought of
        (its search has not answered yet): an Enter pressed meanwhile still waits for it."""
        at = (self._gen, self.hand_index, len(self.game.hand.history))
        return self._hint_at == at and self._hinted is None
