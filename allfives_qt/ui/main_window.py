"""The main window (issues 3 and 6): the table, the Draw / Pass / Hint buttons, menus, status bar.

It wires a :class:`~allfives_qt.controller.GameController` to a :class:`~allfives_qt.ui.table.TableScene`
shown in a :class:`~allfives_qt.ui.table_view.TableView`, opens the New game dialog, the end-of-hand
panel and the rules, and keeps the seed of the game in sight (status bar, Game -> About this deal).
Its rooms (issue 10, item 2): menus from a table in :mod:`.menus`; the player's files (settings,
autosave, statistics and history, records, window geometry, the sentence about a file problem) in
:class:`~.persistence.Persistence`; the replay viewer in :class:`~.replay.ReplayMode`, opened and
closed by the mix-in :class:`~.window_replay.WindowReplay`; the New game dialog and the question
before leaving a game in :class:`~.window_new_game.WindowNewGame`; Settings, Statistics and the
View menu's choices in :class:`~.window_settings.WindowSettings`. Dialogs, the reviews and
statistics are built (and imported) when first used (issue 14, item 1). The demo writes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLocale, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import (QApplication, QHBoxLayout, QLabel, QMainWindow, QPushButton,
                               QVBoxLayout, QWidget)

from allfives_qt.app import AfterFirstPaint
from allfives_qt.controller import GameController, GameSetup
from allfives_qt.game_setup import rules_game, seed_shown
from allfives_qt.storage import Storage
from allfives_qt.storage.settings import Settings

from .claims import ClaimButtons, connect_claim_messages, remind_claim
from .end_panels import EndPanels
from .menus import (MenuBarKeys, build_menus, enable_game_actions, press_single_key,
                    retranslate_menus, set_shortcuts)
from .persistence import Persistence
from .sentences import count_texts
from .status_bar import MessageFirstStatusBar
from .table import TableScene
from .table_view import BarKeys, TableView
from .window_new_game import WindowNewGame
from .window_replay import WindowReplay
from .window_settings import WindowSettings
from .window_undo import WindowUndo

if TYPE_CHECKING:  # games, records and dialogs are imported when first used (issue 14)
    from PySide6.QtWidgets import QDialog, QMessageBox

    from allfives_qt.storage import SavedGame

    from .replay import ReplayMode


# Keys that only modify others (a shortcut is pressed with them, not by them).
MODIFIER_KEYS = (Qt.Key.Key_Control, Qt.Key.Key_Shift, Qt.Key.Key_Alt, Qt.Key.Key_Meta,
                 Qt.Key.Key_AltGr)

class MainWindow(WindowReplay, WindowNewGame, WindowSettings, WindowUndo, QMainWindow):
    """The game window. ``seed``: the first game's seed (None: random). ``demo``: every seat a
    computer player, game after game, no dialogs, no file written. ``speed``: a key of
    :data:`.menus.SPEEDS` (or ``"instant"``), used without settings. ``storage``: the player's files
    (:class:`~allfives_qt.storage.Storage`; None: read and write nothing). ``settings``: already
    loaded from ``storage`` (else loaded here). Call :meth:`start_up` once shown (resume offer or New
    game dialog; the demo starts playing), :meth:`start_game` (tests) or :meth:`ask_new_game`. Read by
    tests: ``session`` (the :class:`SavedGame` autosaved), ``storage_messages``, ``resume_box``, ``replay``."""

    waiting_hint = None  # the WaitingHint of H pressed before the person's turn, once pressed
    rules_dialog = None  # Help -> Rules, once opened (show_rules)

    def __init__(self, seed: int | None = None, demo: bool = False, speed: str = "normal",
                 storage: Storage | None = None, settings: Settings | None = None,
                 parent=None) -> None:
        super().__init__(parent)
        self.first_seed = seed
        self.demo = demo
        self.storage = storage
        # Whether this window writes files: with a storage, and never in the demo.
        self.persist = storage is not None and not demo
        if settings is None:
            settings = storage.load_settings() if storage is not None else Settings(
                animation="off" if speed == "instant" else speed)
        self.settings = settings
        self.files = Persistence(self, storage, self.persist)
        self.resume_box: QMessageBox | None = None
        self.abandon_box: QMessageBox | None = None  # the question of _confirm_leave
        self.controller = GameController(self)
        self.controller.auto_next = demo
        self.scene = TableScene(self.controller, self)
        self.view = TableView(self.scene)
        self.last_setup: GameSetup | None = None
        # The settings' new-game options were changed since the last game started: the New
        # game dialog starts from them instead of from :attr:`last_setup`.
        self.options_from_settings = False
        self._closing = False

        self.ends = EndPanels(self)  # the end-of-hand panel and the way back to it
        self._build_central()
        self._replay_mode: ReplayMode | None = None  # built when first needed (:attr:`replay_mode`)
        self._reviews = None  # the ReviewController, built when first needed (:attr:`reviews`)
        self._history_back = None  # (entries, row) of the History a replay came from (WindowReplay)
        # Where the last History was closed (QDialog.saveGeometry(); WindowReplay), kept in
        # window.json for the next start; None: never opened.
        self.history_place = None
        self.scene.replay_key = self._replay_key

        self.score_label = QLabel()
        self.seed_label = QLabel()
        self.score_label.setContentsMargins(16, 0, 16, 0)  # a gap after a long message (play-test)
        self.seed_label.setContentsMargins(8, 0, 8, 0)  # off the screen's edge in full screen (pt108)
        self.setStatusBar(MessageFirstStatusBar(self))  # the scores yield to a long sentence
        self.statusBar().add_yielding(self.score_label)
        self.statusBar().addPermanentWidget(self.seed_label)

        build_menus(self)  # also the sounds (window.sounds), which View -> Sound turns on and off

        self._connect()
        self.resize(1280, 800)
        self.apply_settings(self.settings, language=False)
        self.files.restore_window()
        self.retranslate()
        self.update_actions()
        AfterFirstPaint(self, self.finish_building)

    def finish_building(self) -> None:
        """Set up what the first paint does not show, just after it (issue 14): the menus' and the
        Results button's shortcuts, the felt's gradient and the menu bar's keys
        (:class:`~.menus.MenuBarKeys`). Calling it again changes nothing."""
        set_shortcuts(self)
        self.ends.set_shortcut()
        self.scene.dress_felt()
        if self.menu_bar_keys is None:
            self.menu_bar_keys = MenuBarKeys(self)

    def _build_central(self) -> None:
        """The table with the Draw / Pass / Hint buttons under it (:meth:`place_notice` above)."""
        self.draw_button = QPushButton()
        self.pass_button = QPushButton()
        self.hint_button = QPushButton()
        for b in (self.draw_button, self.pass_button, self.hint_button):
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.bar_keys = BarKeys(self.view)
        self.bar_keys.watch(self.draw_button, self.pass_button, self.hint_button,
                            *self.ends.bar_widgets())
        self.draw_button.clicked.connect(self.controller.draw)
        self.pass_button.clicked.connect(self.controller.pass_turn)
        self.hint_button.clicked.connect(self.hint)
        bar = QHBoxLayout()
        bar.setContentsMargins(8, 2, 8, 4)
        for b in (self.draw_button, self.pass_button, self.hint_button):
            bar.addWidget(b)
        self.claim_buttons = ClaimButtons(self.controller)  # claims: muggins (RULES.md)
        # Enter presses them too once Tab reached one (play-test pt143 #1: Enter on a focused
        # Claim said "not your turn", and Muggins! took the points).
        self.bar_keys.watch(self.claim_buttons.claim_button, self.claim_buttons.muggins_button)
        bar.addWidget(self.claim_buttons)
        for b in self.ends.bar_widgets():
            bar.addWidget(b)
        connect_claim_messages(self.scene, self.controller)
        bar.addStretch(1)
        central = QWidget()
        self._column = col = QVBoxLayout(central)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        col.addWidget(self.view, 1)
        col.addLayout(bar)
        self.setCentralWidget(central)

    def place_notice(self, notice: QWidget) -> None:
        """Put the bar that tells file problems (a :class:`~.notice_bar.NoticeBar`) above it."""
        self._column.insertWidget(0, notice)
        self.bar_keys.watch(notice.close_button)

    @property
    def notice(self) -> QWidget:
        """The bar above the table that tells file problems (:attr:`Persistence.notice`)."""
        return self.files.notice

    @property
    def notice_label(self) -> QLabel:
        """The notice bar's sentences."""
        return self.files.notice.label

    def _connect(self) -> None:
        """Wire the controller's and the scene's signals to the window."""
        c = self.controller
        self.scene.message.connect(self.show_message)
        self.statusBar().news = self.scene.news_since_your_turn  # they give way first
        self.statusBar().phrases = self.scene.seat_names  # no line breaks inside them
        self.scene.focusText.connect(self._focus_text)
        self.statusBar().messageChanged.connect(self._status_changed)
        self.view.zoom_changed.connect(self.update_actions)  # the count in the status bar
        self.scene.tileLanded.connect(self.update_actions)  # its scores as the panel's (pt42 #5)
        for sig in (c.gameStarted, c.handStarted, c.turnChanged, c.humanToAct, c.tileDrawn,
                    c.passed, c.tilePlayed, c.handEnded, c.thinking, c.claimed, c.mugginsCalled):
            sig.connect(self.update_actions)
        c.undone.connect(self.scene.on_hand_started)
        c.undone.connect(self._undone)
        c.handStarted.connect(lambda _i: self.scene.say(""))  # no sentence of the last hand
        for sig in (c.tilePlayed, c.tileDrawn, c.passed, c.handStarted, c.handEnded, c.gameEnded,
                    c.claimed, c.mugginsCalled):  # a claim too (pt98 #2: a kill lost it)
            sig.connect(self.autosave)

    # ------------------------------------------------------------------ menus
    def retranslate(self) -> None:
        """Set every text of the window (called again when the language changes)."""
        self.setWindowTitle(self.game_title())
        retranslate_menus(self)
        self.draw_button.setText(self.tr("Draw"))
        self.draw_button.setToolTip(self.tr("Draw a tile from the boneyard (D)"))
        self.pass_button.setText(self.tr("Pass"))
        self.pass_button.setToolTip(self.tr("Pass: no tile fits and nothing is left to draw (P)"))
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("Ask the expert player what to play (H)"))
        self.score_label.setAccessibleName(self.tr("Scores"))
        self.seed_label.setAccessibleName(self.tr("Seed of this game"))
        self.scene.retranslate()
        self.ends.retranslate()
        self.files.retranslate()
        self.update_actions()
        if self.replaying:
            self.replay_mode.say_step()
        else:
            self.scene.restate()
            self.ends.restate()  # after Escape on the end-of-hand panel: how to go on

    def changeEvent(self, event) -> None:  # noqa: D102
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() in (QEvent.Type.LayoutDirectionChange, QEvent.Type.FontChange):
            # The corner panels and your hand follow the direction; the table's texts follow the
            # application font (after Tamil it comes in two steps: i18n.install_language).
            self.scene.retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:  # by F11, or by the window manager
            self.full_screen_action.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def toggle_full_screen(self) -> None:
        """View -> Full screen (F11): the window fills the screen, or goes back to its size
        (play-test pt107 #8: there was no way to it), maximized again if it was (pt179 #3:
        showNormal() left a maximized window at its least size): the full-screen state alone
        is switched, as Qt's documentation of ``setWindowState`` shows."""
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    # ------------------------------------------------------------------ start-up
    def start_up(self) -> None:
        """What the window does once shown: tell the player about any file problem met so far,
        then (demo) start playing, or offer to resume the unfinished game of the autosave, or
        open the New game dialog."""
        self.finish_building()  # the shortcuts are there before any dialog opens
        self.show_storage_issues()
        if self.demo:
            self.start_default_game()
            return
        saved = self.storage.load_game() if self.storage is not None else None
        self.show_storage_issues()
        if saved is not None and not saved.person_acted:
            # Play-test pt134 #10: nothing of the person's to resume, so no question: the deal
            # comes back as it was left, or a seed of the command line opens the New game dialog
            # (its Cancel goes back to that deal; leaving it is not an abandoned game).
            if self.first_seed in (None, saved.game.seed):
                self.resume_at_start(saved)
            else:
                self.ask_new_game(abandon=saved)
        elif saved is not None:
            self.offer_resume(saved)
        else:
            self.ask_new_game()

    def offer_resume(self, saved: SavedGame) -> QMessageBox:
        """Ask whether to resume ``saved`` (Resume is the default, and Escape also resumes:
        a game is never dropped by accident); "New game" opens the New game dialog, and the saved
        game is kept as abandoned once the new one starts. Returns the question box (open,
        window-modal), also kept as :attr:`resume_box`."""
        g = saved.game

        def answered(resume: bool) -> None:
            self.resume_box = None
            if self._closing:
                return
            if not resume:
                self.ask_new_game(abandon=saved)
                return
            self.resume_at_start(saved)
            if saved.levels_guessed:  # play-test pt127 #7: said only in the log
                self.files.tell_once(lambda: self.tr(
                    "The saved game did not say how well its computer players played: Medium "
                    "players play on for them."))

        from .questions import ask  # imported when first asked (issue 14)

        from .play_on import standing  # with the question (issue 14)

        # The game's name first (play-test pt50 #3: Muggins or All Fives was not said).
        details = standing(saved)
        if self.first_seed is not None and self.first_seed != g.seed:
            # Play-test pt49 #4: Resume dropped the command line's seed without a word.
            details += "\n" + self.tr("Resume goes on with that game; New game deals seed %1, "
                                       "as the command line asked.").replace(
                "%1", seed_shown(self.first_seed, self.isRightToLeft()))
        elif self.first_seed is not None:  # play-test pt134 #2: that seed's game, not a word
            details += "\n" + self.tr("That game was dealt from seed %1, as the command line "
                                       "asked: Resume goes on with it; New game deals it again "
                                       "from its first hand.").replace(
                "%1", seed_shown(self.first_seed, self.isRightToLeft()))
        box = ask(self, self.tr("Resume game"),
                  self.tr("You have a game that is not finished. Resume it where you left it?"),
                  details, self.tr("Resume"), self.tr("New game"), answered)
        box.resume_button, box.new_button = box.first_button, box.second_button
        self.resume_box = box
        return box

    def resume_at_start(self, saved: SavedGame) -> None:
        """Resume ``saved`` at start-up (:meth:`resume_saved`); when the settings' options for new
        games are not this game's, they were changed in Settings after it began, and the next
        New game dialog starts from them, as before the restart (play-test pt139: it offered
        the resumed game's rules)."""
        self.resume_saved(saved)
        ours = self.settings.with_game(saved.game.rules, tuple(saved.levels)).game_options()
        self.options_from_settings = ours != self.settings.game_options()

    def resume_saved(self, saved: SavedGame) -> None:
        """Go on with ``saved`` exactly where it stands; it becomes the game autosaved."""
        if self.replaying:
            self.replay_mode.end()
        setup = GameSetup(saved.game.rules, tuple(saved.levels), saved.game.seed)
        self.last_setup = setup
        self.files.session = saved
        self.controller.resume_game(setup, saved.game, saved.undos, saved.undo_points)
        self.tell_goes_on()
        if self.controller.can_claim():  # left in the claim window: ask for it (play-test pt50 #2)
            from .claims import ask_for_claim
            g = self.controller.game
            ask_for_claim(self.scene, g.unclaimed_entry().made)
        self.focus_table()

    # ------------------------------------------------------------------ games
    def start_game(self, setup: GameSetup) -> None:
        """Start a game with ``setup`` at once (no dialog). Outside the demo, its rules and
        levels become the new-game defaults of the settings."""
        if self.replaying:
            self.replay_mode.end()
        self.last_setup = setup
        self.options_from_settings = False
        self.kept_choice = None  # the New game dialog starts from this game now
        self.controller.new_game(setup)  # autosave() makes the new session on handStarted
        if self.persist:
            new = self.settings.with_game(setup.rules, setup.levels)
            if new != self.settings:
                self.settings = new
                self.files.save_settings(new)
        elif self.demo and setup.human_seat is not None:
            # The person's own game in the demo window is not autosaved (the demo writes no
            # file): said above the table until closed (play-test pt14 #2: such a game was lost
            # at Quit without a word).
            def said() -> str:
                return self.tr("This is the demo: the games played here are not saved. "
                               "Start All Fives without --demo to keep your games.")
            self.files.tell_once(said)
        self.focus_table()

    def focus_table(self) -> None:
        """Give the keyboard back to the table (after a dialog or panel closed), or to the
        end-of-hand panel while it shows: now, and once more when the events of the closing have
        been delivered (a closing dialog hands the focus back to whatever had it before)."""
        self._focus_table_now()
        QTimer.singleShot(0, self, self._focus_table_now)

    def _focus_table_now(self) -> None:
        if self._closing or not self.isVisible():
            return
        if QApplication.activeModalWidget() is not None:
            return  # a dialog still has the keyboard
        if self.panel is not None and self.panel.isVisible():
            # The end-of-hand panel has it back (play-test pt70 #8: after History it stayed
            # inactive, and Right moved the finished hand's highlight behind it).
            self.panel.take_keyboard()
            return
        self.activateWindow()
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def default_setup(self) -> GameSetup:
        """The setup the New game dialog starts from when no game was played in this window, or
        when Settings' new-game options changed since the last game started: the settings'
        new-game defaults (RULES.md's defaults without settings), the first seed."""
        try:
            return self.settings.setup(self.first_seed)
        except ValueError:
            return GameSetup.default(2, seed=self.first_seed)

    def start_default_game(self) -> None:
        """Start RULES.md's default game with the first seed (demo: computers only)."""
        setup = self.last_setup or GameSetup.default(2 if not self.demo else 4, seed=self.first_seed,
                                                     demo=self.demo)
        self.start_game(setup)

    def unfinished_game(self) -> SavedGame | None:
        """The game a new one would throw away: the game being played (or waiting behind the
        replay) when it is not over and the person has played, drawn or passed in it; else None
        (play-test pt66 #4: a game whose only plays were the computers' asked to be left, and
        counted in the statistics as abandoned). Never in the demo."""
        c = self.controller
        game, levels = c.game, c.setup.levels if c.setup else ()
        if self.replaying:
            game, levels = (self.replay_mode.live[1], self.replay_mode.live[0].levels) \
                if self.replay_mode.live else (None, ())
        elif c.passive:
            game = None
        if self.demo or game is None or game.over:
            return None
        saved = self.files.session
        if saved is None or saved.game is not game:
            from allfives_qt.storage.autosave import SavedGame
            saved = SavedGame(game, tuple(levels), "0")
        return saved if saved.person_acted else None

    @property
    def panel(self) -> QDialog | None:
        """The end-of-hand (or end-of-game) panel shown, or None (see :class:`EndPanels`)."""
        return self.ends.panel

    # ------------------------------------------------------------------ files
    @property
    def session(self) -> SavedGame | None:
        """The game being autosaved (see :class:`~.persistence.Persistence`)."""
        return self.files.session

    @property
    def storage_messages(self) -> list[str]:
        """Every sentence told about the player's files."""
        return self.files.messages

    def autosave(self, *_args) -> None:
        """After a play, draw, pass, deal or end: :meth:`Persistence.autosave`."""
        self.files.autosave()

    def show_storage_issues(self) -> list[str]:
        """Tell the player about new file problems; see :meth:`Persistence.tell_issues`."""
        return self.files.tell_issues()

    def save_record(self, path: str) -> bool:
        """Write the record on the table at ``path``; see :meth:`Persistence.save_record`."""
        return self.files.save_record(path)

    def open_record(self, path: str) -> bool:
        """Show the record file at ``path`` in the replay; see :meth:`Persistence.open_record`."""
        return self.files.open_record(path)

    def keyPressEvent(self, event) -> None:  # noqa: D102
        if self._replay_key(event.key()):
            event.accept()
            return
        if press_single_key(self, event):
            event.accept()
            return
        if (self.new_action.shortcut().isEmpty() and event.key() not in MODIFIER_KEYS
                and self._early_shortcut(event)):
            event.accept()
            return
        super().keyPressEvent(event)

    def _early_shortcut(self, event) -> bool:
        """A key pressed before the menus' shortcuts were set (they are, just after the first
        paint: issue 14; a paint late on a busy machine left Ctrl+N pressed in the first second
        unanswered): set them now and trigger the enabled action the key is the shortcut of.
        Return whether one was triggered."""
        from PySide6.QtGui import QKeySequence

        self.finish_building()
        pressed = QKeySequence(event.keyCombination())
        for action in self.actions():
            if action.isEnabled() and not action.shortcut().isEmpty() \
                    and action.shortcut().matches(pressed) == QKeySequence.SequenceMatch.ExactMatch:
                action.trigger()
                return True
        return False

    # ------------------------------------------------------------------ actions
    def update_actions(self, *_args) -> None:
        """Enable Draw, Pass and Hint when they are allowed; when no tile fits, make Draw (or
        Pass) the default, bold button; refresh scores and seed."""
        c = self.controller
        can_draw, can_pass = c.can_draw(), c.can_pass()
        for button, urgent in ((self.draw_button, can_draw), (self.pass_button, can_pass)):
            button.setEnabled(urgent or (button is self.draw_button and c.can_draw_at_will()))
            button.setDefault(urgent)
            font = button.font()
            if font.bold() != urgent:
                font.setBold(urgent)
                button.setFont(font)
        hint_ok = self.settings.hints and c.human_turn()
        self.hint_button.setEnabled(hint_ok)
        enable_game_actions(self, c, hint_ok)
        # Claim and Muggins! follow the game on the table: a replay's too (play-test pt120 #3).
        self.claim_buttons.update_state()
        self.ends.update()
        self.save_record_action.setEnabled(c.game is not None)
        self.undo_action.setEnabled(c.can_undo())
        g = c.game
        self.setWindowTitle(self.game_title())
        if g is None:
            self.score_label.setText("")
            self.seed_label.setText("")
            return
        loc = QLocale()
        parts = [self.scene.side_name(s) + " " + loc.toString(v)  # as the score panel shows them
                 for s, v in enumerate(self.scene.shown_scores())]
        if self.view.zoom > 1.0 and g.hand is not None and g.hand.center is not None:
            # Zoomed in, the Count panel may be out of sight: the count joins the scores
            # (play-test pt19 #6: the count is what a player plays by).
            parts.insert(0, count_texts(g.hand.count, g.rules.scoring)[0])
        self.score_label.setText(" · ".join(parts))
        self.seed_label.setText(self.tr("Seed %1").replace(  # none for a record that gave none,
            "%1", seed_shown(g.seed, self.isRightToLeft())) if g.seed_deals() else "")  # or a wrong one

    def game_title(self) -> str:
        """The window's title: the name of the game on the table when it is not All Fives,
        "Muggins" (Qt adds " — All Fives", the application's name), else "All Fives" (play-test
        pt105 #6: only Game -> About this deal said which game of the family was played)."""
        g = self.controller.game
        name = "all-fives" if g is None else rules_game(g.rules)
        if name == "all-fives":
            return self.tr("All Fives")
        from .option_names import game_names
        return game_names()[name]

    def _draw_all_hint(self) -> bool:
        """Under ``draw: at-will`` where drawing every tile pays (:func:`~allfives_qt.ai.players.
        draws_everything`, as Hard and Expert do; play-test pt160 #1: the hint named a play while
        the Expert took the whole boneyard): say to draw, and why; return whether it was said."""
        from allfives_qt.ai.players import draws_everything

        rules = self.controller.game.rules
        if not draws_everything(rules):
            return False
        self.scene.alert(lambda two=rules.players == 2: self.tr(
            "Hint: draw from the boneyard (D) before you play: taking every tile that may be "
            "drawn pays here, since your opponent, once stuck, must pass instead of drawing.")
            if two else self.tr(
            "Hint: draw from the boneyard (D) before you play: taking every tile that may be "
            "drawn pays here, since the tiles you hold cost nothing at the end of the hand."),
            news=True)
        return True

    def hint(self) -> None:
        """Ask the expert player for a hint (answer shown by the scene and the status bar)."""
        if not self.settings.hints:  # say so (play-test pt25 #6: H did nothing)
            return self.show_message(self.tr("Hints are off. To turn them on: View › Offer hints "
                                             "(or Game › Settings)."))
        c = self.controller
        # After the turns since your last action, as the coach's hints (play-test pt155 #6).
        if c.can_draw():
            self.scene.alert(lambda: self.tr("Hint: none of your tiles fits an open end, so draw "
                                             "from the boneyard (D)."), news=True)
        elif c.can_pass():
            self.scene.alert(lambda: self.tr("Hint: none of your tiles fits and nothing is left to "
                                             "draw, so pass (P)."), news=True)
        elif remind_claim(self.scene, c):  # the points of your play first
            pass
        elif c.can_draw_at_will() and self._draw_all_hint():  # as Hard and Expert (pt160 #1)
            pass
        elif not c.request_hint():
            if self.waiting_hint is None:  # made when first needed, not at start-up
                from .waiting_hint import WaitingHint
                self.waiting_hint = WaitingHint(self)
            if self.waiting_hint.ask():  # at your turn (play-test pt73: H did nothing); on the
                # table too, where the next play's sentence does not replace it (pt74)
                self.scene.alert(lambda: self.tr("A hint will come at your turn."), 2000,
                                 cover=False)
            else:
                self.show_message(self.tr("A hint is given when it is your turn to play a tile."))
        else:
            self.scene.set_hint_pending(True)  # stale: Escape's turn sentence replaces it
            self.scene.say(lambda: self.tr("Thinking of a hint…"), True)
        self.focus_table()  # from the Hint button too: Enter then plays the hint (play-test pt24 #6)

    def show_message(self, text: str) -> None:
        """Show ``text`` in the status bar until the next sentence replaces it: the table says
        something at every change of the game (a play, a draw, a pass, a choice, a refusal, the
        person's turn, the end of a hand), so no sentence outlives the state it describes."""
        self.statusBar().showMessage(text)

    def _status_changed(self, text: str) -> None:
        # When a short-lived sentence (the keyboard's choice, a menu's status tip) goes, the
        # table's last sentence comes back rather than an empty status bar.
        if not text and not self.replaying and self.scene.last_message and not self._closing:
            self.statusBar().showMessage(self.scene.last_message)

    def _focus_text(self, text: str) -> None:
        self.view.setAccessibleDescription(text)
        # After the turns since the person's last action, which it would hide for its 4 seconds
        # (play-test pt124 #3: each arrow key put them out of sight).
        shown = text if self.replaying else self.scene.after_news(text)
        self.statusBar().showMessage(shown, 4000)

    # ------------------------------------------------------------------ dialogs
    def _info(self, title: str, text: str, icon=None) -> QMessageBox:
        from .questions import inform

        flow = self.controller.hold()  # nobody plays behind the message (play-test pt111 #3)

        def closed() -> None:
            if self._box is box:  # the box is deleted next (:func:`.questions.inform`)
                self._box = None
            self.controller.release(flow)
            self.update_actions()
            self.focus_table()

        box = self._box = inform(self, title, text, self.tr("Close"), icon, closed)
        return box

    def about_deal(self) -> None:
        """Game -> About this deal: the seed and rules of this game, and how to deal it again."""
        if (g := self.controller.game) is not None:
            from .about import about_deal_text
            players = self.tr("%n players", "", g.rules.players)
            self._info(self.tr("About this deal"), about_deal_text(self, players))

    def about_text(self) -> str:
        """The text of Help -> About (:func:`.about.about_text` of the deal on the table)."""
        from .about import about_text
        return about_text(self.controller.game)

    def about(self) -> QMessageBox:
        """Help -> About: version, description, licence and the seed of the current deal."""
        return self._info(self.tr("About All Fives"), self.about_text())

    def show_rules(self) -> None:
        """Help -> Rules (the keyboard comes back to the table when it closes); the game waits
        while it is the active window (:class:`~.waiting.WaitWhileActive`). A window of its
        own, beside the game's where the screen has room, else at its right, clear of the hand
        where there is room for that (:meth:`_hand_on_screen`): a click on the table brings the
        table to the front (play-test pt150 #1: kept above the game's window, the rules hid the
        hand while the game went on). Asked again, the one open comes to the front where the
        reader left it; a closed one is replaced."""
        from .rules_dialog import RulesDialog, family_game
        from .waiting import WaitWhileActive
        if self.rules_dialog is not None:
            if self.rules_dialog.isVisible():
                self.rules_dialog.show_raised()
                return
            self.rules_dialog.deleteLater()
        self.rules_dialog = RulesDialog(None)
        WaitWhileActive(self.rules_dialog, self.controller)
        self.rules_dialog.finished.connect(lambda _r: self.focus_table())
        free, frame = self.screen().availableGeometry(), self.frameGeometry()
        # Its frame is not known before it is shown: room for one like this window's, title bar
        # and border (play-test pt179 #1: Close half off a 600-pixel screen).
        top = max(free.top(), frame.top())
        room = QSize(free.width(), free.bottom() + 1 - top - (frame.height() - self.height()))
        size = self.rules_dialog.sizeHint().boundedTo(room)
        x = min(frame.right() + 1, free.right() + 1 - size.width())
        hand = self._hand_on_screen()
        if hand is not None and x <= hand.right() and free.right() - hand.right() >= 420:
            # Over the game's window, not over the hand (play-test pt153 #1: it hid the very
            # tiles that fitted): narrower, beside the hand, where there is room for it.
            size.setWidth(min(size.width(), free.right() - hand.right() - 12))
            x = free.right() + 1 - size.width()
        rules = self.rules_dialog
        rules.resize(size)
        rules.move(max(free.left(), x), top)  # its frame's corner
        rules.show_raised()
        over = rules.frameGeometry().right() - free.right()  # its frame is known once shown
        if over > 0:
            rules.move(max(free.left(), rules.x() - over), rules.y())
        g = self.controller.game
        if g is not None and family_game(g.rules):  # its own rules first (play-test pt148 #3)
            self.rules_dialog.show_section("family")

    def _hand_on_screen(self) -> QRect | None:
        """Where the shown hand's tiles lie on the screen (global pixels), or None (no hand)."""
        items = list(self.scene.hand_items.values())
        if not items or not self.view.isVisible():
            return None
        area = items[0].sceneBoundingRect()
        for item in items[1:]:
            area = area.united(item.sceneBoundingRect())
        shown = self.view.mapFromScene(area).boundingRect()
        return QRect(self.view.viewport().mapToGlobal(shown.topLeft()), shown.size())

    # ------------------------------------------------------------------ closing
    def closeEvent(self, event) -> None:  # noqa: D102
        if self.files.hold_close(event):  # a game that cannot be saved: asked first
            return
        self._closing = self.ends.closing = True
        if self._reviews is not None:
            self._reviews.shutdown()
        self.controller.shutdown()
        self.ends.close()
        if self.rules_dialog is not None:  # a window of its own (show_rules)
            self.rules_dialog.close()
        self.files.save_on_close()
        super().closeEvent(event)
