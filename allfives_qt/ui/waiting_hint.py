"""A hint asked for before the person's turn (play-test pt73: H pressed while the computer
players were acting did nothing, and the Enter pressed next played another tile than the one a
hint would have picked).

:class:`WaitingHint` keeps such a request until the person is to act in the same hand, then asks
the window for the hint (``window.hint``); a new hand, a new game or an undo drops it.
"""

from __future__ import annotations

from PySide6.QtCore import QObject


class WaitingHint(QObject):
    """The hint the person asked for ahead of their turn, for ``window`` (a
    :class:`~allfives_qt.ui.main_window.MainWindow`, whose ``controller`` and ``hint`` it uses)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        self._for: tuple[int, int] | None = None  # (the game's id, the hand's index)
        c = window.controller
        c.humanToAct.connect(self._turn)
        for sig in (c.gameStarted, c.handStarted, c.undone):
            sig.connect(self.drop)

    @property
    def waiting(self) -> bool:
        """Whether a hint waits for the person's turn."""
        return self._for is not None

    def ask(self) -> bool:
        """Keep a hint for the person's next turn in this hand when the game goes on without
        them for now (other seats to act, or a move still being shown); return whether it was
        kept (False: the person is to act now, or there is no turn of theirs to come)."""
        c = self._window.controller
        g = c.game
        if (g is None or c.passive or g.over or g.hand_over or c.human_seat is None
                or c.human_turn()):
            return False
        self._for = (id(g), c.hand_index)
        return True

    def drop(self, *_args) -> None:
        """Forget the waiting hint."""
        self._for = None

    def _turn(self, _seat: int) -> None:
        c = self._window.controller
        if self._for is not None and self._for == (id(c.game), c.hand_index):
            self._for = None
            scene = self._window.scene
            self._window.hint()
            # The other seats' turns since yours stay told, before the hint (play-test pt74 #1:
            # the hint took their place in the status bar, and they were never seen): the hint
            # is told after them when it comes (TableScene.on_hint), "draw" or "pass" at once.
            if not scene.hint_pending:
                scene.tell_news_first()
