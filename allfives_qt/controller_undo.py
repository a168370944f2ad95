"""Undo for :class:`~allfives_qt.controller.GameController` (a mix-in): take back the person's
last play and everything after it, in the hand being played."""

from __future__ import annotations


class UndoIntents:
    """The Undo intent of :class:`~allfives_qt.controller.GameController` (a mix-in). It reads the
    controller's game, its snapshots before each of the person's plays (``_undo_stack``) and its
    flow (``_hold``: a move being shown; ``_gen``, the timers, ``_thinking``)."""

    #: Undo was asked for while a move was being shown: done once it has been shown
    #: (:meth:`undo_when_shown`).
    _undo_waiting = False

    @property
    def undo_points(self) -> tuple:
        """The game's snapshots before each of the person's plays of the hand being played, oldest
        first: what :meth:`resume_game` takes as ``undo_points`` to go on with the same Undo (the
        replay viewer keeps them for the game waiting behind it; play-test pt105 #1)."""
        return tuple(self._undo_stack)

    def _may_undo(self) -> bool:
        """Whether there is a play to take back: undo is on, a hand is being played (not a
        replay, not over) in which the person played."""
        g = self.game
        return (self.undo_enabled and bool(self._undo_stack) and not self.passive and g is not None
                and not g.hand_over)

    def can_undo(self) -> bool:
        """Whether :meth:`undo` would take something back now: :meth:`_may_undo`, and no move is
        being shown."""
        return self._may_undo() and self._hold == 0

    def undo(self) -> bool:
        """Take back the person's last play and every computer play, draw and pass made after it:
        the game returns exactly to the moment before that play (tiles the person drew before it
        stay drawn), and the person is to act again. A computer seat still thinking is dropped.
        Only plays of the hand being played can be taken back. Asked while a move is being shown
        (Ctrl+Z pressed as the person's tile flies: play-test pt46 #1), it is done as soon as the
        move has been shown (:meth:`undo_when_shown`) and True is returned. Return False (nothing
        changed) when there is nothing to take back."""
        if not self._may_undo():
            return False
        if self._hold:
            self._undo_waiting = True
            return True
        self._undo_waiting = False
        self._gen += 1  # a computer decision on its way belongs to the future just undone
        self._pool.clear()  # and so do the searches not yet begun (play-test pt98 #1)
        self._timer.stop()
        self._act_timer.stop()
        self.claim_clock.stop()
        self._thinking = False
        self._announced = self._end_paused = False
        self.game.restore(self._undo_stack.pop())
        self.undos += 1
        self.undone.emit()
        self._schedule(0)
        return True

    def undo_when_shown(self) -> bool:
        """Called when no move is being shown any more: do the Undo asked for meanwhile, if any
        (and if there is still something to take back). Return whether it was done."""
        waiting, self._undo_waiting = self._undo_waiting, False
        return waiting and self.undo()
