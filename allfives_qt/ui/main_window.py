"""The main window: the table, the Draw / Pass / Hint buttons, menus and the status bar (issues 3
and 6).

It wires a :class:`~allfives_qt.controller.GameController` to a
:class:`~allfives_qt.ui.table.TableScene` shown in a :class:`~allfives_qt.ui.table_view.TableView`,
opens the New game dialog, the end-of-hand panel and the rules, and keeps the seed of the game in
sight (status bar, Game -> About this deal) so any deal can be played again.

With a :class:`~allfives_qt.storage.Storage` (issue 6) it also applies the player's settings,
offers to resume an unfinished game, writes the autosave after every play, draw, pass and deal,
keeps the statistics and history up to date, saves and opens game records, shows a record in the
replay viewer, and remembers its geometry. A problem with a file is told in one sentence (a bar
above the table and the status bar) and play goes on. The demo writes nothing.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QByteArray, QDir, QEvent, QLocale, QStandardPaths, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (QApplication, QFileDialog, QFrame, QHBoxLayout, QLabel, QMainWindow,
                               QMessageBox, QPushButton, QToolButton, QVBoxLayout, QWidget)

from allfives_qt import __version__
from allfives_qt.controller import GameController, GameSetup
from allfives_qt.engine.hand import ARM_BY_NAME, LEAD
from allfives_qt.engine.record import RecordError
from allfives_qt.storage import SavedGame, Storage, new_game_id
from allfives_qt.storage.autosave import open_record_file, save_record_file
from allfives_qt.storage.settings import ANIMATION_SPEEDS, Settings
from allfives_qt.storage.stats import Statistics

from .hand_end_panel import HandEndPanel
from .language_menu import LanguageMenu
from .new_game_dialog import NewGameDialog
from .replay import ReplayBar, ReplaySteps
from .rules_dialog import RulesDialog
from .settings_dialog import SettingsDialog, describe_storage_issue
from .stats_dialog import StatisticsDialog
from .sentences import end_name, seat_name, side_names
from .table import TableScene
from .table_view import TableView

#: Length of a tile's move at the "normal" animation speed, in milliseconds; the settings'
#: :meth:`~allfives_qt.storage.settings.Settings.duration_factor` scales it.
ANIM_BASE_MS = 320
#: Animation speeds (keys of :data:`~allfives_qt.storage.settings.ANIMATION_SPEEDS`): name ->
#: (pause before a computer action in ms, animation length in ms). ``"instant"`` is another name
#: for ``"off"``.
SPEEDS = {name: (Settings(animation=name).pace_ms(),
                 round(ANIM_BASE_MS * Settings(animation=name).duration_factor()))
          for name in ANIMATION_SPEEDS}
#: How long a sentence about the player's files stays in the status bar, in milliseconds.
ISSUE_MS = 20000


class MainWindow(QMainWindow):
    """The game window.

    ``seed``: the first game's seed (None: random). ``demo``: every seat a computer player, game
    after game, no dialogs, and no file written. ``speed``: a key of :data:`SPEEDS` (or
    ``"instant"``), used when there are no settings. ``storage``: the player's files
    (:class:`~allfives_qt.storage.Storage`); None (tests, the self-test) reads and writes nothing.
    ``settings``: settings already loaded from ``storage`` (else they are loaded here).

    Call :meth:`start_up` once shown (resume offer or New game dialog; the demo starts playing),
    :meth:`start_game` to start a game directly (tests), or :meth:`ask_new_game` to open the New
    game dialog. Attributes read by tests: ``session`` (the :class:`SavedGame` being autosaved),
    ``storage_messages`` (every sentence told about the files), ``resume_box``, ``replay``.
    """

    def __init__(self, seed: int | None = None, demo: bool = False, speed: str = "normal",
                 storage: Storage | None = None, settings: Settings | None = None,
                 parent=None) -> None:
        super().__init__(parent)
        self.first_seed = seed
        self.demo = demo
        self.storage = storage
        #: Whether this window writes files: with a storage, and never in the demo.
        self.persist = storage is not None and not demo
        if settings is None:
            settings = storage.load_settings() if storage is not None else Settings(
                animation="off" if speed == "instant" else speed)
        self.settings = settings
        self.session: SavedGame | None = None
        self.storage_messages: list[str] = []
        self.resume_box: QMessageBox | None = None
        self.replay: ReplaySteps | None = None
        self.replay_index = 0
        self._live: tuple[GameSetup, object] | None = None
        self.controller = GameController(self)
        self.controller.auto_next = demo
        self.scene = TableScene(self.controller, self)
        self.scene.replay_key = self.replay_key
        self.view = TableView(self.scene)
        self.panel: HandEndPanel | None = None
        self.last_setup: GameSetup | None = None
        self._closing = False

        self.draw_button = QPushButton()
        self.pass_button = QPushButton()
        self.hint_button = QPushButton()
        for b in (self.draw_button, self.pass_button, self.hint_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.draw_button.clicked.connect(self.controller.draw)
        self.pass_button.clicked.connect(self.controller.pass_turn)
        self.hint_button.clicked.connect(self.hint)
        bar = QHBoxLayout()
        bar.setContentsMargins(8, 2, 8, 4)
        bar.addWidget(self.draw_button)
        bar.addWidget(self.pass_button)
        bar.addWidget(self.hint_button)
        bar.addStretch(1)
        self.notice = QFrame()
        self.notice.setFrameShape(QFrame.Shape.StyledPanel)
        self.notice.setAutoFillBackground(True)
        self.notice_label = QLabel()
        self.notice_label.setWordWrap(True)
        self.notice_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notice_close = QToolButton()
        self.notice_close.clicked.connect(self.notice.hide)
        row = QHBoxLayout(self.notice)
        row.setContentsMargins(10, 4, 4, 4)
        row.addWidget(self.notice_label, 1)
        row.addWidget(self.notice_close)
        self.notice.hide()
        central = QWidget()
        col = QVBoxLayout(central)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        col.addWidget(self.notice)
        col.addWidget(self.view, 1)
        col.addLayout(bar)
        self.setCentralWidget(central)

        self.replay_bar = ReplayBar(self)
        self.replay_bar.stepRequested.connect(self.show_replay_step)
        self.replay_bar.closeRequested.connect(self.leave_replay)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.replay_bar)
        self.replay_bar.hide()

        self.score_label = QLabel()
        self.seed_label = QLabel()
        self.statusBar().addPermanentWidget(self.score_label)
        self.statusBar().addPermanentWidget(self.seed_label)

        self._build_menus()

        c = self.controller
        self.scene.message.connect(self.show_message)
        self.scene.focusText.connect(self._focus_text)
        self.statusBar().messageChanged.connect(self._status_changed)
        for sig in (c.gameStarted, c.handStarted, c.turnChanged, c.humanToAct, c.tileDrawn,
                    c.passed, c.tilePlayed, c.handEnded, c.thinking):
            sig.connect(self.update_actions)
        c.handEnded.connect(self.on_hand_ended)
        c.gameEnded.connect(self.on_game_ended)
        c.handStarted.connect(self._close_panel)
        c.gameStarted.connect(self._close_panel)
        for sig in (c.tilePlayed, c.tileDrawn, c.passed, c.handStarted, c.handEnded, c.gameEnded):
            sig.connect(self.autosave)
        self.resize(1280, 800)
        self.apply_settings(self.settings, language=False)
        if storage is not None and not demo:
            self._restore_window(storage.load_window())
        self.retranslate()
        self.update_actions()

    # ------------------------------------------------------------------ menus
    def _build_menus(self) -> None:
        mb = self.menuBar()
        self.game_menu = mb.addMenu("")
        self.new_action = QAction(self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(self.ask_new_game)
        self.draw_action = QAction(self)
        self.draw_action.setShortcut(QKeySequence(Qt.Key.Key_D))
        self.draw_action.triggered.connect(self.controller.draw)
        self.pass_action = QAction(self)
        self.pass_action.setShortcut(QKeySequence(Qt.Key.Key_P))
        self.pass_action.triggered.connect(self.controller.pass_turn)
        self.hint_action = QAction(self)
        self.hint_action.setShortcut(QKeySequence(Qt.Key.Key_H))
        self.hint_action.triggered.connect(self.hint)
        self.deal_action = QAction(self)
        self.deal_action.triggered.connect(self.about_deal)
        self.save_record_action = QAction(self)
        self.save_record_action.setShortcut(QKeySequence.StandardKey.Save)
        self.save_record_action.triggered.connect(self.ask_save_record)
        self.open_record_action = QAction(self)
        self.open_record_action.setShortcut(QKeySequence.StandardKey.Open)
        self.open_record_action.triggered.connect(self.ask_open_record)
        self.stats_action = QAction(self)
        self.stats_action.triggered.connect(self.show_statistics)
        self.settings_action = QAction(self)
        self.settings_action.setShortcut(QKeySequence.StandardKey.Preferences)
        self.settings_action.triggered.connect(self.show_settings)
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        for a in (self.new_action, None, self.draw_action, self.pass_action, self.hint_action, None,
                  self.save_record_action, self.open_record_action, None, self.stats_action,
                  self.deal_action, None, self.settings_action, None, self.quit_action):
            self.game_menu.addSeparator() if a is None else self.game_menu.addAction(a)
        self.view_menu = mb.addMenu("")
        self.fit_action = QAction(self)
        self.fit_action.setShortcut(QKeySequence(Qt.Key.Key_F))
        self.fit_action.triggered.connect(self.view.zoom_to_fit)
        self.view_menu.addAction(self.fit_action)
        # The shortcuts belong to the window itself, not only to its menus, so they work whatever
        # has the focus inside it and right after any dialog closes (:meth:`keyPressEvent` is the
        # fallback for the single keys).
        self.key_actions = {Qt.Key.Key_D: self.draw_action, Qt.Key.Key_P: self.pass_action,
                            Qt.Key.Key_H: self.hint_action, Qt.Key.Key_F: self.fit_action}
        for a in (self.new_action, self.draw_action, self.pass_action, self.hint_action,
                  self.save_record_action, self.open_record_action, self.settings_action,
                  self.quit_action, self.fit_action):
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            self.addAction(a)
        self.speed_menu = self.view_menu.addMenu("")
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name in reversed(ANIMATION_SPEEDS):  # slowest first, as before
            a = QAction(self)
            a.setCheckable(True)
            a.triggered.connect(lambda _=False, n=name: self.set_speed(n, remember=True))
            self.speed_group.addAction(a)
            self.speed_menu.addAction(a)
            self.speed_actions[name] = a
        self.auto_draw_action = QAction(self)
        self.auto_draw_action.setCheckable(True)
        self.auto_draw_action.toggled.connect(self.set_auto_draw)
        self.view_menu.addAction(self.auto_draw_action)
        self.hints_action = QAction(self)
        self.hints_action.setCheckable(True)
        self.hints_action.toggled.connect(self.set_hints)
        self.view_menu.addAction(self.hints_action)
        self.language_menu = LanguageMenu(self._language_chosen, mb)
        mb.addMenu(self.language_menu)
        self.help_menu = mb.addMenu("")
        self.rules_action = QAction(self)
        self.rules_action.setShortcut(QKeySequence.StandardKey.HelpContents)
        self.rules_action.triggered.connect(self.show_rules)
        self.about_action = QAction(self)
        self.about_action.triggered.connect(self.about)
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.about_action)

    def retranslate(self) -> None:
        """Set every text of the window (called again when the language changes)."""
        self.setWindowTitle(self.tr("All Fives"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game…"))
        self.draw_action.setText(self.tr("&Draw a tile"))
        self.pass_action.setText(self.tr("&Pass"))
        self.hint_action.setText(self.tr("&Hint"))
        self.deal_action.setText(self.tr("&About this deal…"))
        self.save_record_action.setText(self.tr("&Save record…"))
        self.open_record_action.setText(self.tr("&Open record…"))
        self.stats_action.setText(self.tr("S&tatistics…"))
        self.settings_action.setText(self.tr("Se&ttings…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.fit_action.setText(self.tr("&Zoom to fit"))
        self.speed_menu.setTitle(self.tr("&Animation speed"))
        names = {"slow": self.tr("&Slow"), "normal": self.tr("&Normal"), "fast": self.tr("&Fast"),
                 "off": self.tr("&Instant")}
        for key, a in self.speed_actions.items():
            a.setText(names[key])
        self.auto_draw_action.setText(self.tr("Draw &automatically"))
        self.hints_action.setText(self.tr("Offer &hints"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About All Fives"))
        self.draw_button.setText(self.tr("Draw"))
        self.draw_button.setToolTip(self.tr("Draw a tile from the boneyard (D)"))
        self.pass_button.setText(self.tr("Pass"))
        self.pass_button.setToolTip(self.tr("Pass: no tile fits and the boneyard is empty (P)"))
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("Ask the expert player what to play (H)"))
        self.notice_close.setText(self.tr("Close"))
        self.notice_close.setToolTip(self.tr("Hide this message"))
        self.score_label.setAccessibleName(self.tr("Scores"))
        self.seed_label.setAccessibleName(self.tr("Seed of this game"))
        self.scene.retranslate()
        self.update_actions()
        if self.replay is not None:
            self._say_step()
        else:
            self.scene.restate()

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.LayoutDirectionChange:
            self.scene.retranslate()  # the corner panels and your hand follow the direction
        super().changeEvent(event)

    # ------------------------------------------------------------------ start-up
    def start_up(self) -> None:
        """What the window does once shown: tell the player about any file problem met so far,
        then (demo) start playing, or offer to resume the unfinished game of the autosave, or
        open the New game dialog."""
        self.show_storage_issues()
        if self.demo:
            self.start_default_game()
            return
        saved = self.storage.load_game() if self.storage is not None else None
        self.show_storage_issues()
        if saved is not None:
            self.offer_resume(saved)
        else:
            self.ask_new_game()

    def offer_resume(self, saved: SavedGame) -> QMessageBox:
        """Ask whether to resume ``saved`` (Resume is the default, and Escape also resumes:
        a game is never dropped by accident); "New game" opens the New game dialog. Returns the
        question box (open, window-modal), also kept as :attr:`resume_box`."""
        g = saved.game
        loc = QLocale()
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Resume game"))
        box.setText(self.tr("You have a game that is not finished. Resume it where you left it?"))
        scores = " · ".join(name + " " + loc.toString(v)
                            for name, v in zip(self.side_names(g.rules, saved.levels), g.scores))
        box.setInformativeText(self.tr("Hand %1, scores: %2.")
                               .replace("%1", loc.toString(len(g.logs))).replace("%2", scores))
        resume = box.addButton(self.tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
        new = box.addButton(self.tr("New game"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resume)
        box.setEscapeButton(resume)
        self.resume_box = box
        box.resume_button, box.new_button = resume, new

        def done(_result: int) -> None:
            self.resume_box = None
            if self._closing:
                return
            if box.clickedButton() is new:
                self.ask_new_game()
            else:
                self.resume_saved(saved)

        box.finished.connect(done)
        box.open()
        return box

    def resume_saved(self, saved: SavedGame) -> None:
        """Go on with ``saved`` exactly where it stands; it becomes the game autosaved."""
        self._end_replay_mode()
        setup = GameSetup(saved.game.rules, tuple(saved.levels), saved.game.seed)
        self.last_setup = setup
        self.session = saved
        self.controller.resume_game(setup, saved.game)
        self.show_message(self.tr("Your game goes on where you left it."))
        self.focus_table()

    @staticmethod
    def side_names(rules, levels) -> list[str]:
        """Each side's name as the score panel gives it, for a game with ``rules`` and per-seat
        ``levels`` (None for the person)."""
        setup = GameSetup(rules, tuple(levels))
        return side_names(rules, setup.human_seat, setup.shown_seat)

    # ------------------------------------------------------------------ games
    def start_game(self, setup: GameSetup) -> None:
        """Start a game with ``setup`` at once (no dialog). Outside the demo, its rules and
        levels become the new-game defaults of the settings."""
        self._end_replay_mode()
        self.last_setup = setup
        self.controller.new_game(setup)  # autosave() makes the new session on handStarted
        if self.persist:
            new = self.settings.with_game(setup.rules, setup.levels)
            if new != self.settings:
                self.settings = new
                self.storage.save_settings(new)
                self.show_storage_issues()
        self.focus_table()

    def focus_table(self) -> None:
        """Give the keyboard back to the table (after a dialog or panel closed): now, and once
        more when the events of the closing have been delivered (a closing dialog hands the
        focus back to whatever had it before)."""
        self._focus_table_now()
        QTimer.singleShot(0, self, self._focus_table_now)

    def _focus_table_now(self) -> None:
        if self._closing or not self.isVisible():
            return
        if QApplication.activeModalWidget() is not None or (
                self.panel is not None and self.panel.isVisible()):
            return  # a dialog still has the keyboard
        self.activateWindow()
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def default_setup(self) -> GameSetup:
        """The setup the New game dialog starts from when no game was played in this window: the
        settings' new-game defaults (RULES.md's defaults without settings), the first seed."""
        try:
            return self.settings.setup(self.first_seed)
        except ValueError:
            return GameSetup.default(2, seed=self.first_seed)

    def start_default_game(self) -> None:
        """Start RULES.md's default game with the first seed (demo: computers only)."""
        setup = self.last_setup or GameSetup.default(2 if not self.demo else 4, seed=self.first_seed,
                                                     demo=self.demo)
        self.start_game(setup)

    def ask_new_game(self) -> None:
        """Open the New game dialog; start the chosen game when it is accepted. At start (no game
        yet) a cancelled dialog starts the default game so the table is never empty."""
        prev = self.last_setup
        if prev is None:
            prev = self.default_setup()
        dialog = NewGameDialog(prev, self, self.settings.game_options())
        if self.last_setup is None and self.first_seed is not None:
            dialog.seed.setText(str(self.first_seed))
        elif self.last_setup is not None:
            dialog.seed.clear()
        self.dialog = dialog

        def done(result: int) -> None:
            if self._closing:
                return
            if result:
                self.start_game(dialog.setup())
            elif self.controller.game is None or (self.controller.passive and self.replay is None):
                self.start_game(self.default_setup())
            else:
                self.focus_table()

        dialog.finished.connect(done)
        dialog.open()

    def on_hand_ended(self, index: int) -> None:
        """Show the end-of-hand panel (the game end shows its own)."""
        if self.controller.game.over:
            return
        self._show_panel(index)

    def on_game_ended(self, winner: int) -> None:
        """Show the end-of-game panel; in a demo, start another game after a pause."""
        self._show_panel(self.controller.hand_index)
        if self.demo:
            delay = max(800, self.controller.pace_ms * 4)
            QTimer.singleShot(delay, self, self._next_demo_game)

    def _next_demo_game(self) -> None:
        if (self._closing or self.replay is not None or self.controller.game is None
                or not self.controller.game.over):
            return
        prev = self.last_setup
        seed = self.controller.game.seed + 1
        self.start_game(GameSetup(prev.rules, prev.levels, seed))

    def _show_panel(self, index: int) -> None:
        self._close_panel()
        panel = HandEndPanel(self.controller, index, self)
        panel.nextHand.connect(self.controller.next_hand)
        panel.finished.connect(lambda _result: self.focus_table())
        panel.newGame.connect(self.ask_new_game)
        self.panel = panel
        panel.show()
        panel.raise_()

    def _close_panel(self, *_args) -> None:
        if self.panel is not None:
            self.panel.close()
            self.panel.deleteLater()
            self.panel = None

    # ------------------------------------------------------------------ files
    def autosave(self, *_args) -> None:
        """After a play, draw, pass, deal or end: write the autosave, count finished hands and
        games in the statistics, keep a finished game in the history (never in the demo nor in
        a replay), then tell the player about any file problem."""
        c = self.controller
        if not self.persist or c.passive or c.game is None:
            return
        if self.session is None or self.session.game is not c.game:
            self.session = SavedGame(c.game, tuple(c.setup.levels), new_game_id())
        self.storage.game_changed(self.session)
        self.show_storage_issues()

    def show_storage_issues(self) -> list[str]:
        """Tell the player, one sentence each, about the file problems the storage met since the
        last call (a bar above the table, and the status bar); a sentence already told is not
        told again. Return the new sentences."""
        if self.storage is None:
            return []
        texts = []
        for issue in self.storage.take_issues():
            text = describe_storage_issue(issue)
            # Several files in one folder that cannot be written make the same sentence: once.
            if text not in self.storage_messages and text not in texts:
                texts.append(text)
        if texts:
            self.storage_messages.extend(texts)
            self.notice_label.setText("\n".join(self.storage_messages[-3:]))
            self.notice.show()
            self.statusBar().showMessage(texts[-1], ISSUE_MS)
        return texts

    def _restore_window(self, saved: dict[str, bytes]) -> None:
        if "geometry" in saved:
            self.restoreGeometry(QByteArray(saved["geometry"]))
        if "state" in saved:
            self.restoreState(QByteArray(saved["state"]))
        self.replay_bar.hide()

    def current_record_game(self) -> SavedGame | None:
        """What Game -> Save record writes: the record shown in the replay, else the game being
        played (None before any game)."""
        if self.replay is not None:
            return self._replay_saved
        c = self.controller
        if c.game is None:
            return None
        if self.session is not None and self.session.game is c.game:
            return self.session
        return SavedGame(c.game, tuple(c.setup.levels), new_game_id())

    def _file_dialog(self, title: str, save: bool) -> QFileDialog:
        dialog = QFileDialog(self, title)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save
                             else QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile if save
                           else QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilters([self.tr("Game records (*.json)"), self.tr("All files (*)")])
        dialog.setDefaultSuffix("json")
        dialog.setLabelText(QFileDialog.DialogLabel.LookIn, self.tr("Look in:"))
        dialog.setLabelText(QFileDialog.DialogLabel.FileName, self.tr("File name:"))
        dialog.setLabelText(QFileDialog.DialogLabel.FileType, self.tr("Files of type:"))
        dialog.setLabelText(QFileDialog.DialogLabel.Accept, self.tr("Save") if save else self.tr("Open"))
        dialog.setLabelText(QFileDialog.DialogLabel.Reject, self.tr("Cancel"))
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        if not folder or not QDir(folder).exists():
            folder = QDir.homePath()
        dialog.setDirectory(folder)
        dialog.finished.connect(lambda _r: self.focus_table())
        return dialog

    def ask_save_record(self) -> None:
        """Game -> Save record…: choose a file, then :meth:`save_record`."""
        if self.current_record_game() is None:
            self.show_message(self.tr("There is no game to save yet."))
            return
        dialog = self._file_dialog(self.tr("Save game record"), True)
        dialog.selectFile("allfives-" + time.strftime("%Y-%m-%d-%H%M") + ".json")
        self.file_dialog = dialog
        dialog.fileSelected.connect(self.save_record)
        dialog.open()

    def save_record(self, path: str) -> bool:
        """Write the record of :meth:`current_record_game` at ``path``; a failure is told in one
        sentence. Return whether the file was written."""
        saved = self.current_record_game()
        if saved is None:
            return False
        result = save_record_file(path, saved)
        if result:
            self.show_message(self.tr("Game record saved as %1.").replace("%1", path))
            return True
        self._info(self.tr("Save game record"),
                   self.tr("The game record could not be saved as %1.").replace("%1", path))
        return False

    def ask_open_record(self) -> None:
        """Game -> Open record…: choose a file, then :meth:`open_record`."""
        dialog = self._file_dialog(self.tr("Open game record"), False)
        if self.storage is not None and self.storage.paths.history_dir.is_dir():
            dialog.setDirectory(str(self.storage.paths.history_dir))
        self.file_dialog = dialog
        dialog.fileSelected.connect(self.open_record)
        dialog.open()

    def open_record(self, path: str) -> bool:
        """Read, check and replay the record file at ``path`` and show it in the replay viewer.
        A record that cannot be read or breaks the rules opens with the reason in a message box
        (and nothing else changes). Return whether the replay is shown."""
        try:
            saved = open_record_file(path)
        except RecordError as exc:
            if exc.hand is not None and exc.play is not None:
                where = (self.tr("It breaks the rules at hand %1, play %2 (both counted from 0):")
                         .replace("%1", str(exc.hand)).replace("%2", str(exc.play)))
            else:
                where = self.tr("It is not a game record this program can read:")
            self._info(self.tr("Open game record"),
                       self.tr("The record %1 cannot be shown.").replace("%1", path) + "\n"
                       + where + "\n" + exc.reason, QMessageBox.Icon.Warning)
            return False
        self.enter_replay(saved)
        return True

    # ------------------------------------------------------------------ replay
    def enter_replay(self, saved: SavedGame) -> None:
        """Show the game of ``saved`` in the replay viewer, at its first deal: every hand face
        up, nothing can be played; the game being played waits (:meth:`leave_replay`)."""
        c = self.controller
        if self.replay is None:
            live = c.game is not None and not c.passive
            self._live = (c.setup, c.game) if live else None
        self._close_panel()
        self._replay_saved = saved
        self._replay_setup = GameSetup(saved.game.rules, tuple(saved.levels), saved.game.seed)
        self.replay = ReplaySteps(saved.game.to_record())
        self.scene.reveal_all = True
        self.replay_bar.set_steps(self.replay)
        self.replay_bar.show()
        self.show_replay_step(0)
        self.focus_table()

    def show_replay_step(self, index: int) -> None:
        """Show step ``index`` of the replay (see :class:`ReplaySteps`), with its play, count and
        points in the status bar."""
        if self.replay is None or not 0 <= index < len(self.replay):
            return
        self.replay_index = index
        game = self.replay.state(index)
        self.controller.show_game(self._replay_setup, game)
        self.scene.on_hand_started()
        self.replay_bar.set_position(index)
        self.update_actions()
        self._say_step()

    def replay_step_text(self, index: int | None = None) -> str:
        """The sentence for a step of the replay: the deal, or the play made (who, which tile,
        where), the count after it and the points it scored; and the end of the hand."""
        index = self.replay_index if index is None else index
        step = self.replay.steps[index]
        game = self.replay.state(index)
        rules = game.rules
        log = game.logs[step.hand]
        loc = QLocale()
        shown = self.controller.shown_seat
        human = self._replay_setup.human_seat

        def name(seat: int) -> str:
            return seat_name(seat, rules.players, shown, seat == human,
                             rules.partnerships and human is not None)

        if step.plays == 0:
            text = (self.tr("Hand %1: the deal. First to play: %2.")
                    .replace("%1", loc.toString(step.hand + 1)).replace("%2", name(log.starter)))
        else:
            p = log.plays[step.plays - 1]
            where = end_name(LEAD if p.end is None else ARM_BY_NAME[p.end])
            text = (self.tr("Hand %1, play %2: %3 played %4 on %5. Count %6, %7 points.")
                    .replace("%1", loc.toString(step.hand + 1))
                    .replace("%2", loc.toString(step.plays)).replace("%3", name(p.seat))
                    .replace("%4", p.tile).replace("%5", where)
                    .replace("%6", loc.toString(p.count)).replace("%7", loc.toString(p.points)))
        if step.last and log.ended != "unfinished":
            text += " " + (self.tr("Game over.") if game.over and step.hand == len(game.logs) - 1
                           else self.tr("The hand is over."))
        return text

    def _say_step(self) -> None:
        self.statusBar().showMessage(self.replay_step_text())

    def replay_key(self, key: int) -> bool:
        """Keys of the replay: Left/Right one play back/forward, Page Up/Down the previous/next
        hand, Home/End the first/last position, Escape closes the replay. Return whether used."""
        if self.replay is None:
            return False
        K = Qt.Key
        i = self.replay_index
        hand = self.replay.steps[i].hand
        if key == K.Key_Left:
            self.replay_bar.go(i - 1)
        elif key == K.Key_Right:
            self.replay_bar.go(i + 1)
        elif key == K.Key_Home:
            self.replay_bar.go(0)
        elif key == K.Key_End:
            self.replay_bar.go(len(self.replay) - 1)
        elif key == K.Key_PageUp:
            self.replay_bar.go_hand(hand - 1 if i == self.replay.hand_starts[hand] else hand)
        elif key == K.Key_PageDown:
            self.replay_bar.go_hand(hand + 1)
        elif key == K.Key_Escape:
            self.leave_replay()
        else:
            return False
        return True

    def keyPressEvent(self, event) -> None:  # noqa: D102
        if self.replay is not None and self.replay_key(event.key()):
            event.accept()
            return
        # A single key whose shortcut did not fire (the window was not yet active again after a
        # dialog closed, say) still reaches its action here.
        action = self.key_actions.get(event.key())
        if (action is not None and action.isEnabled()
                and not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier):
            action.trigger()
            event.accept()
            return
        super().keyPressEvent(event)

    def _end_replay_mode(self) -> None:
        if self.replay is None:
            return
        self.replay = None
        self._live = None
        self.scene.reveal_all = False
        self.replay_bar.hide()
        self.statusBar().clearMessage()

    def leave_replay(self) -> None:
        """Close the replay and go on with the game that was being played (or, when there was
        none, open the New game dialog)."""
        if self.replay is None:
            return
        live = self._live
        self._end_replay_mode()
        if live is not None:
            setup, game = live
            self.controller.resume_game(setup, game)
            self.focus_table()
        else:
            self.ask_new_game()

    # ------------------------------------------------------------------ settings
    def apply_settings(self, settings: Settings, language: bool = True) -> None:
        """Use ``settings`` now: animation speed and pace, auto-draw, hints and (when
        ``language``) the language ("" follows the system's)."""
        self.settings = settings
        self.set_speed(settings.animation)
        self.auto_draw_action.setChecked(settings.auto_draw)
        self.controller.auto_draw = settings.auto_draw
        self.hints_action.setChecked(settings.hints)
        self.set_hints(settings.hints)
        if language:
            from allfives_qt import i18n

            code = settings.language or i18n.system_language()
            if code != i18n.current_language():
                try:
                    i18n.install_language(None, code)
                except (FileNotFoundError, ValueError):
                    pass
                self.language_menu.sync_checked()

    def _remember(self, **changes) -> None:
        """Change some settings and save them (outside the demo)."""
        from dataclasses import replace

        new = replace(self.settings, **changes)
        if new == self.settings:
            return
        self.settings = new
        if self.persist:
            self.storage.save_settings(new)
            self.show_storage_issues()

    def _language_chosen(self, code: str) -> None:
        self._remember(language=code)

    def show_settings(self) -> SettingsDialog:
        """Game -> Settings…: edit the settings; on OK they are saved and used at once."""
        dialog = SettingsDialog(self.settings, self.storage if self.persist else None, self)
        dialog.settingsAccepted.connect(self._settings_accepted)
        dialog.finished.connect(lambda _r: self.focus_table())
        self.settings_dialog = dialog
        dialog.open()
        return dialog

    def _settings_accepted(self, settings: Settings) -> None:
        self.apply_settings(settings)
        self.show_storage_issues()

    def show_statistics(self) -> StatisticsDialog:
        """Game -> Statistics…: the player's statistics (empty without a storage)."""
        if self.storage is not None:
            dialog = StatisticsDialog(self.storage.statistics, self.storage if self.persist else None,
                                      self)
        else:
            dialog = StatisticsDialog(Statistics(), None, self)
        dialog.finished.connect(lambda _r: (self.show_storage_issues(), self.focus_table()))
        self.stats_dialog = dialog
        dialog.open()
        self.show_storage_issues()
        return dialog

    # ------------------------------------------------------------------ actions
    def update_actions(self, *_args) -> None:
        """Enable Draw, Pass and Hint when they are allowed; when no tile fits, make Draw (or
        Pass) the default, bold button; refresh scores and seed."""
        c = self.controller
        can_draw, can_pass = c.can_draw(), c.can_pass()
        for button, urgent in ((self.draw_button, can_draw), (self.pass_button, can_pass)):
            button.setEnabled(urgent)
            button.setDefault(urgent)
            font = button.font()
            if font.bold() != urgent:
                font.setBold(urgent)
                button.setFont(font)
        self.draw_action.setEnabled(True)
        hint_ok = self.settings.hints and c.human_turn()
        self.hint_button.setEnabled(hint_ok)
        self.save_record_action.setEnabled(c.game is not None)
        g = c.game
        if g is None:
            self.score_label.setText("")
            self.seed_label.setText("")
            return
        loc = QLocale()
        parts = [self.scene.side_name(s) + " " + loc.toString(v) for s, v in enumerate(g.scores)]
        self.score_label.setText(" · ".join(parts))
        self.seed_label.setText(self.tr("Seed %1").replace("%1", str(g.seed)))

    def hint(self) -> None:
        """Ask the expert player for a hint (answer shown by the scene and the status bar)."""
        if not self.settings.hints:
            return
        c = self.controller
        if c.can_draw():
            self.scene.alert(self.tr("Hint: none of your tiles fits an open end, so draw from the "
                                     "boneyard (D)."))
        elif c.can_pass():
            self.scene.alert(self.tr("Hint: none of your tiles fits and the boneyard is empty, so "
                                     "pass (P)."))
        elif not c.request_hint():
            self.show_message(self.tr("A hint is given when it is your turn to play a tile."))
        else:
            self.scene.set_hint_pending(True)
            self.show_message(self.tr("Thinking of a hint…"))

    def set_speed(self, name: str, remember: bool = False) -> None:
        """Set the animation speed (a key of :data:`SPEEDS`, or ``"instant"`` for ``"off"``):
        the computer's pause and the length of the animations. ``remember``: save it in the
        settings (the View menu does)."""
        if name == "instant":
            name = "off"
        pause, anim = SPEEDS[name]
        self.speed = name
        self.controller.pace_ms = pause
        self.scene.anim_ms = anim
        self.speed_actions[name].setChecked(True)
        if remember:
            self._remember(animation=name)

    def set_pace(self, pause_ms: int, anim_ms: int) -> None:
        """Set the computer's pause and the animation length directly (tests use 0, 0)."""
        self.controller.pace_ms = pause_ms
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
        self.update_actions()

    def show_message(self, text: str) -> None:
        """Show ``text`` in the status bar until the next sentence replaces it: the table says
        something at every change of the game (a play, a draw, a pass, a choice, a refusal, the
        person's turn, the end of a hand), so no sentence outlives the state it describes."""
        self.statusBar().showMessage(text)

    def _status_changed(self, text: str) -> None:
        # When a short-lived sentence (the keyboard's choice, a menu's status tip) goes, the
        # table's last sentence comes back rather than an empty status bar.
        if not text and self.replay is None and self.scene.last_message and not self._closing:
            self.statusBar().showMessage(self.scene.last_message)

    def _focus_text(self, text: str) -> None:
        self.view.setAccessibleDescription(text)
        self.statusBar().showMessage(text, 4000)

    # ------------------------------------------------------------------ dialogs
    def _info(self, title: str, text: str, icon=QMessageBox.Icon.NoIcon) -> QMessageBox:
        box = QMessageBox(self)
        box.setIcon(icon)
        box.setWindowTitle(title)
        box.setText(text)
        box.addButton(self.tr("Close"), QMessageBox.ButtonRole.AcceptRole)
        box.finished.connect(lambda _r: self.focus_table())
        box.open()
        self._box = box
        return box

    def about_deal(self) -> None:
        """Game -> About this deal: the seed and rules of this game, and how to deal it again."""
        g = self.controller.game
        if g is None:
            return
        r = g.rules
        text = (self.tr("This game was dealt from seed %1.").replace("%1", str(g.seed)) + "\n"
                + self.tr("Play the same deals again with: allfives-qt --seed %1")
                .replace("%1", str(g.seed))
                + "\n\n" + self.tr("%n players", "", r.players) + ", "
                + self.tr("target %1").replace("%1", QLocale().toString(r.target)) + ", "
                + self.tr("hand %1 of this game").replace("%1", QLocale().toString(len(g.logs))))
        self._info(self.tr("About this deal"), text)

    def about_text(self) -> str:
        """The text of Help -> About: name and version, what the game is, its licence and the
        seed of the deal on the table (when there is one)."""
        lines = [self.tr("All Fives %1").replace("%1", __version__),
                 self.tr("A dominoes game for one person against computer players: score points "
                         "whenever the open ends of the layout add up to a multiple of five."),
                 self.tr("Licence: GNU General Public License, version 3 or later "
                         "(GPL-3.0-or-later)."),
                 ]
        g = self.controller.game
        if g is not None:
            lines.append(self.tr("This deal: seed %1 (play it again with allfives-qt --seed %1).")
                         .replace("%1", str(g.seed)))
        return "\n\n".join(lines)

    def about(self) -> QMessageBox:
        """Help -> About: version, description, licence and the seed of the current deal."""
        return self._info(self.tr("About All Fives"), self.about_text())

    def show_rules(self) -> None:
        """Help -> Rules (the keyboard comes back to the table when it closes)."""
        self.rules_dialog = RulesDialog(self)
        self.rules_dialog.finished.connect(lambda _r: self.focus_table())
        self.rules_dialog.show()

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event) -> None:  # noqa: D102
        self._closing = True
        self.controller.shutdown()
        self._close_panel()
        if self.persist:
            self.save_on_close()
            self.storage.save_window(bytes(self.saveGeometry()), bytes(self.saveState()))
        super().closeEvent(event)

    def save_on_close(self) -> None:
        """Write the autosave of the game being played once more as the window closes (Ctrl+Q,
        the close button), so it is offered on the next start exactly where it stands; in the
        replay viewer, the game that waits behind it."""
        c = self.controller
        if self.replay is None and c.game is not None and not c.passive:
            self.autosave()
        elif self.session is not None and self._live is not None \
                and self.session.game is self._live[1]:
            self.storage.game_changed(self.session)
