"""The main window: the table, the Draw / Pass / Hint buttons, menus and the status bar (issue 3).

It wires a :class:`~allfives_qt.controller.GameController` to a
:class:`~allfives_qt.ui.table_scene.TableScene` shown in a :class:`~allfives_qt.ui.table_view.TableView`,
opens the New game dialog, the end-of-hand panel and the rules, and keeps the seed of the game in
sight (status bar, Game -> About this deal) so any deal can be played again.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QMainWindow, QMessageBox, QPushButton,
                               QVBoxLayout, QWidget)

from allfives_qt import __version__
from allfives_qt.controller import GameController, GameSetup

from .hand_end_panel import HandEndPanel
from .language_menu import LanguageMenu
from .new_game_dialog import NewGameDialog
from .rules_dialog import RulesDialog
from .table_scene import TableScene
from .table_view import TableView

#: Animation speeds: name -> (pause before a computer action in ms, animation length in ms).
SPEEDS = {"slow": (1300, 600), "normal": (700, 320), "fast": (250, 140), "instant": (0, 0)}


class MainWindow(QMainWindow):
    """The game window.

    ``seed``: the first game's seed (None: random). ``demo``: every seat a computer player, game
    after game, no dialogs. ``speed``: a key of :data:`SPEEDS`. Call :meth:`start_game` to start
    a game directly (tests), or :meth:`ask_new_game` to open the New game dialog.
    """

    def __init__(self, seed: int | None = None, demo: bool = False, speed: str = "normal",
                 parent=None) -> None:
        super().__init__(parent)
        self.first_seed = seed
        self.demo = demo
        self.controller = GameController(self)
        self.controller.auto_next = demo
        self.scene = TableScene(self.controller, self)
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
        central = QWidget()
        col = QVBoxLayout(central)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        col.addWidget(self.view, 1)
        col.addLayout(bar)
        self.setCentralWidget(central)

        self.score_label = QLabel()
        self.seed_label = QLabel()
        self.statusBar().addPermanentWidget(self.score_label)
        self.statusBar().addPermanentWidget(self.seed_label)

        self._build_menus()
        self.set_speed(speed)

        c = self.controller
        self.scene.message.connect(self.show_message)
        self.scene.focusText.connect(self._focus_text)
        for sig in (c.gameStarted, c.handStarted, c.turnChanged, c.humanToAct, c.tileDrawn,
                    c.passed, c.tilePlayed, c.handEnded, c.thinking):
            sig.connect(self.update_actions)
        c.handEnded.connect(self.on_hand_ended)
        c.gameEnded.connect(self.on_game_ended)
        c.handStarted.connect(self._close_panel)
        c.gameStarted.connect(self._close_panel)
        self.resize(1280, 800)
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
        self.quit_action = QAction(self)
        self.quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        for a in (self.new_action, None, self.draw_action, self.pass_action, self.hint_action, None,
                  self.deal_action, None, self.quit_action):
            self.game_menu.addSeparator() if a is None else self.game_menu.addAction(a)
        self.view_menu = mb.addMenu("")
        self.fit_action = QAction(self)
        self.fit_action.setShortcut(QKeySequence(Qt.Key.Key_F))
        self.fit_action.triggered.connect(self.view.zoom_to_fit)
        self.view_menu.addAction(self.fit_action)
        self.speed_menu = self.view_menu.addMenu("")
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name in SPEEDS:
            a = QAction(self)
            a.setCheckable(True)
            a.triggered.connect(lambda _=False, n=name: self.set_speed(n))
            self.speed_group.addAction(a)
            self.speed_menu.addAction(a)
            self.speed_actions[name] = a
        self.auto_draw_action = QAction(self)
        self.auto_draw_action.setCheckable(True)
        self.auto_draw_action.toggled.connect(self.set_auto_draw)
        self.view_menu.addAction(self.auto_draw_action)
        self.language_menu = LanguageMenu(None, mb)
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
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.fit_action.setText(self.tr("&Zoom to fit"))
        self.speed_menu.setTitle(self.tr("&Animation speed"))
        names = {"slow": self.tr("&Slow"), "normal": self.tr("&Normal"), "fast": self.tr("&Fast"),
                 "instant": self.tr("&Instant")}
        for key, a in self.speed_actions.items():
            a.setText(names[key])
        self.auto_draw_action.setText(self.tr("Draw &automatically"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules"))
        self.about_action.setText(self.tr("&About All Fives"))
        self.draw_button.setText(self.tr("Draw"))
        self.draw_button.setToolTip(self.tr("Draw a tile from the boneyard (D)"))
        self.pass_button.setText(self.tr("Pass"))
        self.pass_button.setToolTip(self.tr("Pass: no tile fits and the boneyard is empty (P)"))
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("Ask the expert player what to play (H)"))
        self.score_label.setAccessibleName(self.tr("Scores"))
        self.seed_label.setAccessibleName(self.tr("Seed of this game"))
        self.scene.retranslate()
        self.update_actions()

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------------ games
    def start_game(self, setup: GameSetup) -> None:
        """Start a game with ``setup`` at once (no dialog)."""
        self.last_setup = setup
        self.controller.new_game(setup)
        self.focus_table()

    def focus_table(self) -> None:
        """Give the keyboard back to the table (after a dialog or panel closed)."""
        self.activateWindow()
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

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
            prev = GameSetup.default(2, seed=self.first_seed)
        dialog = NewGameDialog(prev, self)
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
            elif self.controller.game is None:
                self.start_default_game()
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
        if self._closing or self.controller.game is None or not self.controller.game.over:
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

    # ------------------------------------------------------------------ actions
    def update_actions(self, *_args) -> None:
        """Enable Draw, Pass and Hint when they are allowed; refresh scores and seed."""
        c = self.controller
        self.draw_button.setEnabled(c.can_draw())
        self.pass_button.setEnabled(c.can_pass())
        self.draw_action.setEnabled(True)
        hint_ok = c.human_turn() and bool(c.playable_tiles())
        self.hint_button.setEnabled(hint_ok)
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
        if not self.controller.request_hint():
            self.show_message(self.tr("A hint is given when it is your turn to play a tile."))
        else:
            self.show_message(self.tr("Thinking of a hint…"))

    def set_speed(self, name: str) -> None:
        """Set the animation speed (a key of :data:`SPEEDS`)."""
        pause, anim = SPEEDS[name]
        self.speed = name
        self.controller.pace_ms = pause
        self.scene.anim_ms = anim
        self.speed_actions[name].setChecked(True)

    def set_pace(self, pause_ms: int, anim_ms: int) -> None:
        """Set the computer's pause and the animation length directly (tests use 0, 0)."""
        self.controller.pace_ms = pause_ms
        self.scene.anim_ms = anim_ms

    def set_auto_draw(self, on: bool) -> None:
        """Draw for the person automatically when no tile fits."""
        self.controller.auto_draw = on
        if on:
            self.controller.release()  # moves the game on if the person must draw now

    def show_message(self, text: str) -> None:
        """Show ``text`` in the status bar for a while."""
        self.statusBar().showMessage(text, 8000)

    def _focus_text(self, text: str) -> None:
        self.view.setAccessibleDescription(text)
        self.statusBar().showMessage(text, 4000)

    # ------------------------------------------------------------------ dialogs
    def _info(self, title: str, text: str) -> None:
        box = QMessageBox(self)
        box.setWindowTitle(title)
        box.setText(text)
        box.addButton(self.tr("Close"), QMessageBox.ButtonRole.AcceptRole)
        box.open()
        self._box = box

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

    def about(self) -> None:
        """Help -> About: the program and its version."""
        self._info(self.tr("About All Fives"),
                   self.tr("All Fives %1\nThe dominoes point game: score the open ends in "
                           "multiples of five.").replace("%1", __version__))

    def show_rules(self) -> None:
        """Help -> Rules."""
        self.rules_dialog = RulesDialog(self)
        self.rules_dialog.show()

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event) -> None:  # noqa: D102
        self._closing = True
        self.controller.shutdown()
        self._close_panel()
        super().closeEvent(event)
