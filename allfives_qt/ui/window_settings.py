"""The main window's settings (Game -> Settings…, the View menu's speed, Auto-draw and Hints,
the Language menu's choice), Statistics, and :meth:`WindowSettings.wait_behind`, which opens a
dialog with the game held until it is answered (Settings, Statistics, New game, the file dialogs).

:class:`WindowSettings` is a mix-in of :class:`~allfives_qt.ui.main_window.MainWindow`, moved out
of it whole when it reached the house's 700 lines (issue 8's room to grow).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from allfives_qt.storage.settings import Settings

from .menus import SPEEDS

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog


class WindowSettings:
    """The settings side of the main window (a mix-in of ``QMainWindow``). Uses the window's
    ``controller``, ``scene``, ``settings``, ``files``, ``storage``, ``persist``, its menus'
    actions, and :meth:`update_actions`, :meth:`show_message`, :meth:`show_storage_issues` and
    :meth:`focus_table`."""

    def apply_settings(self, settings: Settings, language: bool = True) -> None:
        """Use ``settings`` now: animation speed and pace, auto-draw, hints, undo, the tile size
        and (when ``language``) the language ("" follows the system's)."""
        self.settings = settings
        self.set_speed(settings.animation)
        self.auto_draw_action.setChecked(settings.auto_draw)
        self.controller.auto_draw = settings.auto_draw
        self.hints_action.setChecked(settings.hints)
        self.set_hints(settings.hints)
        self.controller.undo_enabled = settings.undo
        self.scene.set_tile_size(settings.tile_size)
        self.size_actions[settings.tile_size].setChecked(True)  # View -> Tile size
        self.sounds.show(settings.sound, self.sound_action)
        self.update_actions()
        if language:
            from allfives_qt import i18n

            code = settings.language or i18n.system_language()
            if code != i18n.current_language():
                try:
                    i18n.install_language(None, code)
                except (FileNotFoundError, ValueError):
                    pass
            self.language_menu.setting = settings.language
            self.language_menu.sync_checked()

    def _remember(self, **changes) -> None:
        """Change some settings and save them (outside the demo)."""
        new = self.settings._replace(**changes)
        if new == self.settings:
            return
        self.settings = new
        self.files.save_settings(new)

    def _language_chosen(self, code: str) -> None:
        self._remember(language=code)

    def show_settings(self) -> QDialog:
        """Game -> Settings…: edit the settings; on OK they are saved and used at once."""
        from .settings_dialog import SettingsDialog
        dialog = SettingsDialog(self.settings, self.storage if self.persist else None, self)
        dialog.settingsAccepted.connect(self._settings_accepted)
        dialog.finished.connect(lambda _r: self.focus_table())
        self.settings_dialog = dialog
        self.wait_behind(dialog)
        return dialog

    def wait_behind(self, dialog: QDialog) -> None:
        """Open ``dialog`` with the game held until it closes: no seat acts behind it (play-test
        pt50 #6b: in the demo, games went on behind the New game dialog). Connected before the
        dialog's own answer, so a game it starts is not held. The dialog is deleted once answered
        (pt118 #4: kept hidden, it was laid out again in each language chosen later)."""
        flow = self.controller.hold()
        # The buttons again once it goes on: Settings' OK greyed out Hint and Draw (pt75 #1); and
        # the hand's light, which a language or tile size chosen there laid out while the game
        # waited, with no tile to play (pt119 #2).
        dialog.finished.connect(lambda _r: (self.controller.release(flow), self.update_actions(),
                                            self.scene.refresh(), dialog.deleteLater()))
        dialog.open()

    def _settings_accepted(self, settings: Settings) -> None:
        if settings.game_options() != self.settings.game_options():
            # Settings' "New games" section changed: the next New game dialog starts from it,
            # not from the game being played (play-test pt14 #1: "4 players" saved, the dialog
            # then offered 2, the game in progress).
            self.options_from_settings = True
        self.apply_settings(settings)
        if (not self.replaying and self.scene.last_message
                and self.statusBar().currentMessage() == self._undo_off_text()):
            # The table's sentence again: the refusal may no longer hold (play-test pt52 #5);
            # any other sentence stays (pt76 #2: an older one came back over a newer one).
            self.show_message(self.scene.last_message)
        self.show_storage_issues()

    def show_statistics(self) -> QDialog:
        """Game -> Statistics…: the player's statistics (empty without a storage)."""
        from .stats_dialog import StatisticsDialog
        if self.storage is not None:
            dialog = StatisticsDialog(self.storage.statistics, self.storage if self.persist else None,
                                      self, self.files.session)
        else:
            from allfives_qt.storage.stats import Statistics
            dialog = StatisticsDialog(Statistics(), None, self, self.files.session)
        dialog.finished.connect(lambda _r: (self.show_storage_issues(), self.focus_table()))
        self.stats_dialog = dialog
        self.wait_behind(dialog)
        self.show_storage_issues()
        return dialog

    def set_speed(self, name: str, remember: bool = False) -> None:
        """Set the animation speed (a key of :data:`SPEEDS`, or ``"instant"`` for ``"off"``):
        the computer's pause and the length of the animations. ``remember``: save it in the
        settings (the View menu does)."""
        name = "off" if name == "instant" else name
        pause, anim = SPEEDS[name]
        self.speed = name
        self.controller.pace_ms = pause
        self.scene.anim_ms = anim
        self.speed_actions[name].setChecked(True)
        if remember:
            self._remember(animation=name)

    def set_pace(self, pause_ms: int, anim_ms: int, claim_min_ms: int | None = None) -> None:
        """Set the computer's pause, the animation length and the shortest claim window (tests: 0)."""
        self.controller.pace_ms = pause_ms
        if claim_min_ms is not None:
            self.controller.claim_min_ms = claim_min_ms
        self.scene.anim_ms = anim_ms

    def set_auto_draw(self, on: bool) -> None:
        """Draw for the person automatically when no tile fits (saved in the settings)."""
        self.controller.auto_draw = on
        self._remember(auto_draw=on)
        if on:
            self.controller.release()  # moves the game on if the person must draw now

    def set_hints(self, on: bool) -> None:
        """Offer the expert player's hint, or not (saved in the settings)."""
        self._remember(hints=on)
        self.hint_button.setVisible(on)
        self.hint_action.setEnabled(on)
        if not on:
            self.scene.withdraw_hint()
        self.update_actions()
