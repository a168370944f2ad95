"""The main window's door to the replay viewer and the reviews (issue 10, item 2: the window's rooms).

:class:`WindowReplay` is a mix-in of :class:`~allfives_qt.ui.main_window.MainWindow`: it builds the
replay viewer (:class:`~.replay.ReplayMode` with its :class:`~.replay.ReplayBar`) and the
:class:`~.replay.review.ReviewController` when first needed (issue 14, item 1), answers what the
window is showing (a replay or the game) and goes back to the game when the replay closes. It holds
no sentence of its own (the replay's words are translated in :mod:`.replay`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt

if TYPE_CHECKING:  # games, records and the replay are imported when first used (issue 14)
    from allfives_qt.storage import SavedGame

    from .replay import ReplayBar, ReplayMode, ReplaySteps


class WindowReplay:
    """The replay side of the main window (a mix-in of ``QMainWindow``). Uses the window's
    ``controller``, ``scene``, ``ends``, ``_replay_mode`` and ``_reviews`` (None until built),
    :meth:`update_actions`, :meth:`focus_table` and :meth:`ask_new_game`."""

    @property
    def reviews(self):
        """The :class:`~.replay.review.ReviewController`, built when first needed (issue 14, 1)."""
        if self._reviews is None:
            from .replay.review import ReviewController
            self._reviews = ReviewController(self)
        return self._reviews

    @property
    def replay_mode(self) -> ReplayMode:
        """The replay viewer (:class:`~.replay.ReplayMode`) with its tool bar (:attr:`replay_bar`),
        built when first needed, not before the first paint (issue 14)."""
        if self._replay_mode is None:
            from .replay import ReplayBar, ReplayMode
            bar = ReplayBar(self)
            self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
            bar.hide()
            self._replay_mode = ReplayMode(self.controller, self.scene, bar, self._say, self)
            self._replay_mode.finished.connect(self._replay_left)
            self._replay_mode.stepShown.connect(self.update_actions)  # the step's scores
            # The replay's keys (Home, End, Page Up/Down) work again once a hand is picked
            # (play-test pt25 #4: the hand chooser kept them).
            bar.handChosen.connect(self.focus_table)
        return self._replay_mode

    @property
    def replay_bar(self) -> ReplayBar:
        """The replay's tool bar (hidden but while a replay is shown)."""
        return self.replay_mode.bar

    @property
    def replaying(self) -> bool:
        """Whether a replay is on the table."""
        return self._replay_mode is not None and self._replay_mode.active

    def _replay_key(self, key: int) -> bool:
        """Give ``key`` to the replay when one is shown; return whether it used it."""
        return self.replaying and self._replay_mode.key(key)

    @property
    def replay(self) -> ReplaySteps | None:
        """The steps of the record shown in the replay viewer, or None (no replay)."""
        return self._replay_mode.steps if self._replay_mode is not None else None

    @property
    def replay_index(self) -> int:
        """The replay's step on the table."""
        return self._replay_mode.index if self._replay_mode is not None else 0

    def show_history(self):
        """Game -> History…: the games kept (empty without a storage), the newest selected, after
        the game being played once one of its hands is over (:meth:`game_in_play`); one opens in
        the replay, and closing that replay comes back here (:meth:`history_at`). Returns the
        :class:`~.history_dialog.HistoryDialog`, open."""
        return self.history_at(self.storage.history() if self.storage is not None else [], 0)

    def game_in_play(self):
        """The game being played as a row of History (a
        :class:`~allfives_qt.storage.HistoryEntry` :attr:`in_progress`), or None: there is
        none in the demo, in a replay, once the game is over (it is kept then), or before any of
        its hands is over and announced (nothing of it could be shown; play-test pt120 #2: a new
        player looked for the game's first hand in History and found the list empty; pt122 #3:
        in the pause after a hand's last tile it gave the hand's result away)."""
        saved, c = self.files.session, self.controller
        if (self.storage is None or not self.persist or saved is None or c.passive
                or saved.game is not c.game or c.game.over or not saved.person_acted
                or not (len(c.game.logs) > 1 or c.game.hand_over and c.end_announced)):
            return None
        from pathlib import Path

        from allfives_qt.storage import HistoryEntry
        return HistoryEntry(Path(), "", saved.game_id, saved)

    def history_at(self, entries: list, row: int):
        """Open History on ``entries`` (the games as read by
        :meth:`~allfives_qt.storage.Storage.history`), row ``row`` selected, with the game being
        played first (:meth:`game_in_play`, asked anew: a row of it in ``entries`` is dropped),
        where and at the size the last History of this window was closed; return the dialog."""
        from .history_dialog import HistoryDialog
        now = self.game_in_play()  # anew: the one listed before may have ended since
        entries = ([] if now is None else [now]) + [e for e in entries if not e.in_progress]
        dialog = HistoryDialog(entries, self)
        if self.history_place is not None:  # as the player left it (play-tests pt156 #10,
            dialog.restoreGeometry(self.history_place)  # pt161 #11, pt164 #7: it came back centred)
        dialog.select(row)

        def opened(entry, show, *args) -> None:
            show(entry.saved, *args)
            self.files.note_unreadable_review(entry.saved.review, entry.saved.setup.human_seat)
            if self.replaying:  # Escape or Close replay comes back to this list (play-test: it went to the game)
                self._history_back = (dialog.entries, dialog.entries.index(entry))

        dialog.replayRequested.connect(lambda entry: opened(entry, self.reviews.open_replay))
        dialog.mistakeRequested.connect(lambda entry, h, p: opened(entry, self.reviews.show_kept, h, p))
        dialog.finished.connect(lambda _r: (self.show_storage_issues(), self.focus_table()))
        dialog.finished.connect(lambda _r: setattr(self, "history_place", dialog.saveGeometry()))
        self.history_dialog = dialog
        # The game waits behind it, as behind Statistics (play-test pt122 #1, #2: the computer
        # played on behind History, and a game that ended there left a stale "In progress"
        # row); deleted once closed (pt118 #4): a replay's way back opens a new one.
        self.wait_behind(dialog)
        self.show_storage_issues()
        return dialog

    def enter_replay(self, saved: SavedGame, steps: ReplaySteps | None = None,
                     source: str | None = None) -> bool:
        """Show the game of ``saved`` in the replay viewer (:meth:`ReplayMode.enter`, with its
        ``steps`` when made, and the record file's path ``source`` when it came from one); the
        game being played waits until the replay is closed. Return whether it is shown: not when
        its first hand is the hand being played (:meth:`ReplayMode.cut`; play-test pt78 #4: History
        then opened nothing and said nothing): then it says so, naming the record file
        ``source`` when there is one (pt76 #1: an autosave opened as a record)."""
        cut = self.replay_mode.cut(saved, steps)
        if cut[1] == 0:
            if source:
                from PySide6.QtWidgets import QMessageBox

                from .sentences import shown_path

                self._info(QCoreApplication.translate("Persistence", "Open game record"),
                           QCoreApplication.translate(
                               "Persistence", "The record %1 holds the hand you are playing, which "
                               "is not over yet: it can be shown once that hand has ended.")
                           .replace("%1", shown_path(source)), QMessageBox.Icon.Information)
            else:
                self._info(QCoreApplication.translate("MainWindow", "Replay"), QCoreApplication.translate(
                    "MainWindow", "This game holds the hand you are playing, which is not over yet: it "
                                  "can be shown once that hand has ended."))
            return False
        self.ends.close()
        if self._replay_mode is None or saved is not self._replay_mode.saved:
            self.files.replay_left()  # a note about the record shown before is not about this
            # Another game: the way back to History is set again by history_at when it came
            # from there; the same game shown again (R reviews it) keeps it (play-test pt70 #2).
            self._history_back = None
        self.replay_mode.enter(saved, steps, source, cut)
        self.update_actions()
        self.focus_table()
        return True

    def _say(self, text: str) -> None:
        self.statusBar().showMessage(text)  # an empty text clears the message

    def goes_on_text(self) -> str:
        """What the status bar says when the game being played is back at the table (a resume,
        a replay closed): the other seats' turns since the person's last action, which the table
        no longer tells (play-test pt123 #8: three seats had played, and it said only this), then
        that the game goes on."""
        return self.scene.after_news(QCoreApplication.translate(
            "MainWindow", "Your game goes on where you left it."))

    def tell_goes_on(self) -> None:
        """Say :meth:`goes_on_text` in the status bar; at the person's turn, the table says it
        again before the lead's prompt (:attr:`~allfives_qt.ui.table.seat_texts.SeatTexts.
        back_sentence`)."""
        self.scene.back_sentence = self.goes_on_text if self.controller.human_turn() else None
        self.show_message(self.goes_on_text())

    def _replay_left(self, live) -> None:
        """The replay was closed: go on with the game that was being played (or, when there was
        none, open the New game dialog); a replay opened from History opens History again, its
        game selected."""
        self.files.replay_left()
        back, self._history_back = self._history_back, None
        if live is not None:
            # The replay leaves the controller's count of Undo alone: the game keeps it (play-test
            # pt17 #1: it was lost, and Statistics counted the game as played without Undo), and
            # the plays Undo takes back (pt105 #1: "no play of yours in this hand").
            setup, game, points = live
            self.controller.resume_game(setup, game, self.controller.undos, points)
            self.focus_table()
            # The replay's sentence is gone with it: say where the table is now (pt18 G: blank).
            self.tell_goes_on()
        if back is not None:
            if live is not None:  # a hand over is announced before History holds the game
                self.controller.announce_end()
            self.history_at(*back)
        elif live is None:
            self.ask_new_game()
