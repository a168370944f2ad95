"""The main window's New game: the dialog, and the question before leaving a game in progress
(issue 11, item 13; issue 10, item 2: the window's rooms).

:class:`WindowNewGame` is a mix-in of :class:`~allfives_qt.ui.main_window.MainWindow`. It holds
no sentence of its own (the question's words are in :mod:`.questions`, the dialog's in
:mod:`.new_game_dialog`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the dialog and games are imported when first used (issue 14)
    from allfives_qt.game_setup import GameSetup
    from allfives_qt.storage import SavedGame


class WindowNewGame:
    """The New game side of the main window (a mix-in of ``QMainWindow``). Uses the window's
    ``controller``, ``files``, ``settings``, ``last_setup``, ``first_seed``,
    ``options_from_settings``, ``abandon_box``, ``replaying`` and ``_closing``, and
    :meth:`start_game`, :meth:`resume_saved`, :meth:`unfinished_game`, :meth:`default_setup` and
    :meth:`focus_table`."""

    #: The choices of a New game dialog whose Start was followed by "Keep playing":
    #: ``(setup, seed as typed)``, shown by every New game dialog until a game starts
    #: (:meth:`start_game` forgets them); else None.
    kept_choice: tuple[GameSetup, str] | None = None

    def new_game_asked(self) -> None:
        """Game -> New game: the New game dialog, whose Start asks first with a game in progress
        (:meth:`ask_new_game`; asked before the dialog, Enter kept playing: play-test pt42 #8)."""
        self.ask_new_game(confirm=True)

    def _confirm_leave(self, saved: SavedGame, setup: GameSetup, seed_text: str = "") -> None:
        """Ask (:attr:`abandon_box`; Keep playing the default, and Escape's) whether to leave the
        unfinished game ``saved``: on Leave it, start a game of ``setup`` and keep ``saved`` in
        the history as abandoned; else go on with it, and keep ``setup`` and ``seed_text`` (the
        seed as typed) for the next New game dialog (:attr:`kept_choice`)."""
        def answered(leave: bool) -> None:
            if leave and not self._closing:
                self.files.abandon(saved)
                self.start_game(setup)
            elif not self._closing:
                # Kept playing: the next New game starts from these choices (play-test pt46 #2).
                self.kept_choice = (setup, seed_text)
                self.focus_table()

        from .questions import ask_leave_game

        self.abandon_box = ask_leave_game(self, answered, self.files.keeps_left_games())

    def ask_new_game(self, abandon: SavedGame | None = None, confirm: bool = False) -> None:
        """Open the New game dialog; start the chosen game when it is accepted. ``abandon``: the
        unfinished game the person agreed to leave, marked abandoned when (and only when) the new
        game starts; ``confirm``: accepted with a game in progress, ask first
        (:meth:`_confirm_leave`). Cancel (or Escape) loses nothing: during a game the game goes
        on; at start-up with an unfinished game (the resume question's "New game") that game is
        resumed; at start-up with nothing to resume the default game starts. An end-of-hand or
        end-of-game panel shown is put away first, as its own New game button does (play-test
        pt103 #10: Ctrl+N opened the dialog over it), and comes back when the dialog is
        cancelled (pt125 #6: the results were gone, a T or a click away)."""
        panel = self.ends.panel
        put_away = panel is not None and panel.isVisible()
        if put_away:
            panel.accept()
        prev = self.last_setup
        if prev is None or self.options_from_settings:
            prev = self.default_setup()
        kept = self.kept_choice  # kept until a game starts (pt47 #1: a Cancel lost it)
        from .new_game_dialog import NewGameDialog
        dialog = NewGameDialog(kept[0] if kept else prev, self, self.settings.game_options())
        if kept:
            dialog.seed.setText(kept[1])
        elif self.last_setup is None and self.first_seed is not None:
            dialog.seed.setText(str(self.first_seed))
        elif self.last_setup is not None:
            dialog.seed.clear()
        self.dialog = dialog
        # Nothing to go back to: Cancel starts the usual game, and says so.
        dialog.set_skips(abandon is None and self.controller.game is None)
        if dialog.skips:  # the start-up: the menu bar cannot be reached behind it (pt114 #6)
            dialog.offer_languages(self.language_menu)

        def done(result: int) -> None:
            if self._closing:
                return
            c = self.controller
            if not result and abandon is not None and c.game is None:
                self.resume_at_start(abandon)  # start-up: back to the unfinished game
                return
            if not result and c.game is not None and not (c.passive and not self.replaying):
                self.focus_table()
                if put_away:
                    self.ends.show_again()  # (only while the results still wait)
                return
            setup = dialog.setup() if result else self.default_setup()
            saved = self.unfinished_game() if confirm and result else None
            if saved is not None:
                self._confirm_leave(saved, setup, dialog.seed.text())
                return
            if abandon is not None:
                self.files.abandon(abandon)
            self.start_game(setup)

        self.wait_behind(dialog)  # (:meth:`MainWindow.wait_behind`) before its answer is read
        dialog.finished.connect(done)
