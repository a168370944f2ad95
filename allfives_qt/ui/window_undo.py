"""The main window's Undo (Game -> Undo, Ctrl+Z): the refusals, and what is said once a play
was taken back (issue 11).

:class:`WindowUndo` is a mix-in of :class:`~allfives_qt.ui.main_window.MainWindow`; its sentences
keep the window's translation context ("MainWindow").
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt


class WindowUndo:
    """The Undo side of the main window (a mix-in of ``QMainWindow``). Uses the window's
    ``controller``, ``scene``, ``settings`` and ``replaying``, and :meth:`show_message`,
    :meth:`update_actions`, :meth:`autosave` and :meth:`focus_table`."""

    def undo(self) -> bool:
        """Game -> Undo: take back the person's last play and the computer plays after it
        (:meth:`GameController.undo`). Return whether something was taken back."""
        if self.controller.undo():
            return True
        if self.replaying:  # play-test pt62 #6: "no play of yours" with one on the screen
            self.show_message(QCoreApplication.translate(
                "MainWindow", "A replay cannot be undone: close it (Escape) to go back to your "
                              "game."))
        elif not self.settings.undo:
            self.show_message(self._undo_off_text())
        elif (g := self.controller.game) is not None and g.hand is not None and g.hand_over:
            # Not "no play of yours" after a hand the person played in (play-test pt134 #1).
            self.show_message(QCoreApplication.translate(
                "MainWindow", "This hand is over, so its plays can no longer be taken back."))
        else:
            self.show_message(QCoreApplication.translate(
                "MainWindow", "There is no play of yours in this hand to take back."))
        return False

    def _undo_off_text(self) -> str:
        return QCoreApplication.translate(  # a refusal Settings may answer
            "MainWindow", "Undo is turned off in the settings.")

    def _undone(self) -> None:
        self.update_actions()
        self.autosave()

        def said() -> str:  # draws too (pt44 #4)
            return QCoreApplication.translate(
                "MainWindow", "Your last play and every move after it were taken back. It is "
                              "your turn again.")

        self.scene.say(said)
        # Said again once the turn is the person's: the lead's prompt took its place (play-test
        # pt103 #9: a lead taken back looked as if nothing had happened).
        self.controller.humanToAct.connect(lambda _seat: self.scene.say(said),
                                           Qt.ConnectionType.SingleShotConnection)
        self.focus_table()
