"""The end-of-hand and end-of-game panels as the main window shows them (RULES.md, "The end of a
hand", "Winning"), and the way back to them once closed.

:class:`EndPanels` shows a :class:`~.hand_end_panel.HandEndPanel` when a hand or the game ends.
The panel may be closed (Escape, its Show table button or T) to look at the table; the game is
then never stuck: a *Next hand* (or, at the game's end, *New game*) button and a *Results* button
(T) appear under the table, Game -> Next hand deals, Enter deals too, a click on the table (or
Enter after the game's end) shows the panel again, and the status bar (and, for a few seconds, the
table) says so. The panel is centred over the table (play-test pt6, item 21).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtWidgets import QPushButton, QWidget

from allfives_qt.controller import GameSetup
from allfives_qt.game_setup import next_seed

from .menus import menu_keys, shortcut_actions

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog


class EndPanels(QObject):
    """The window's end-of-hand/end-of-game panel and its way back. ``window``: the
    :class:`~.main_window.MainWindow` (its ``controller``, ``scene``, ``reviews``, ``demo``,
    ``start_game``, ``ask_new_game`` and ``focus_table`` are used). :attr:`panel`: the panel shown
    (None when none); :attr:`continue_button` (Next hand / New game) and :attr:`results_button`
    go in the window's button bar; they are shown only while a closed panel waits."""

    # How long the way back is shown on the table after the panel closed, in milliseconds.
    WAY_BACK_MS = 6000

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.panel: QDialog | None = None
        self.closing = False  # the window is closing: no sentence, no button
        self.t_key = None  # the window's T (a QShortcut, made by set_shortcut)
        self.continue_button = QPushButton()
        self.results_button = QPushButton()
        for b in (self.continue_button, self.results_button):
            b.hide()
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # as Draw and Pass: the table keeps the keys
        font = self.continue_button.font()
        font.setBold(True)  # the way on stands out, as Draw does when it is the only move
        self.continue_button.setFont(font)
        self.continue_button.clicked.connect(self.go_on)
        self.results_button.clicked.connect(self.show_again)
        c = self.controller
        c.handEnded.connect(self.on_hand_ended)
        c.gameEnded.connect(self.on_game_ended)
        c.handStarted.connect(self.close)
        c.gameStarted.connect(self.close)
        window.scene.resultsAsked.connect(self.show_again)
        window.scene.tileSizeChanged.connect(self._tiles_resized)

    # ------------------------------------------------------------ state
    def waiting(self) -> bool:
        """Whether a hand (or the game) is over, its panel closed, and the person has to go on:
        the next hand is not dealt until they ask."""
        c = self.controller
        return (not self.closing and c.hand_ended() and c.end_announced
                and (self.panel is None or not self.panel.isVisible()) and not self.window.demo)

    def update(self) -> None:
        """Show or hide the bar's buttons, and name the continue button for the state."""
        wait = self.waiting()
        if wait:  # named when shown (hidden, their texts wait; a language change retranslates)
            self.retranslate()
        self.continue_button.setVisible(wait)
        self.results_button.setVisible(wait)

    def retranslate(self) -> None:
        """Set the bar buttons' texts and tooltips in the current language."""
        over = self.controller.game is not None and self.controller.game.over
        self.continue_button.setText(self.tr("New game") if over else self.tr("Next hand"))
        self.continue_button.setToolTip(self.tr("Start a new game (Ctrl+N)") if over
                                        else self.tr("Deal the next hand (Enter)"))
        self.results_button.setText(self.tr("Results"))
        self.results_button.setToolTip(self.tr("Show the end-of-hand panel again (T; a click on "
                                               "the table does too)"))

    def set_shortcut(self) -> None:
        """Give the window the key T (:meth:`toggle`), as the panel's Show table has it (set just
        after the window's first paint, with the menus' shortcuts: QKeySequence's enums cost it;
        issue 14). The panel is a window of its own: its T works while it has the keyboard, the
        window's while the game's window has it (play-test pt25 #1: after a click on the table, T
        did nothing while the panel was shown). Calling it again changes nothing: a second
        QShortcut for T made the key ambiguous, and T then did nothing (play-test pt41)."""
        from PySide6.QtGui import QKeySequence, QShortcut

        if self.t_key is not None:
            return
        self.t_key = QShortcut(QKeySequence(Qt.Key.Key_T), self.window)
        self.t_key.activated.connect(self.toggle)

    def toggle(self) -> None:
        """T in the game's window: hide the panel shown (its Show table), else show it again
        once it was closed (the Results button)."""
        if self.panel is not None and self.panel.isVisible():
            self.panel.reject()
        else:
            self.show_again()

    def restate(self) -> None:
        """Say the way back again (the language changed and the table's sentence went)."""
        if self.waiting():
            self.window.scene.say(self.way_back_with_news)

    def way_back_with_news(self) -> str:
        """:meth:`way_back` after every other seat's turn since the person's last action, for the
        status bar (play-test pt72 #2: the panel closed, they went with the seats' badges; the
        table's box keeps the short sentence)."""
        return self.window.scene.after_news(self.way_back())

    def way_back(self) -> str:
        """The status bar's sentence while a closed panel waits: how to go on."""
        if self.controller.game.over:
            return self.tr("The game is over. Start another with the New game button (Ctrl+N); "
                           "click the table or press Enter to see the results again.")
        return self.tr("The hand is over. Press Enter or the Next hand button to deal the next "
                       "hand; click the table or press T to see the results again.")

    # ------------------------------------------------------------ actions
    def go_on(self) -> None:
        """The continue button or Game -> Next hand: deal the next hand, or (game over) open the
        New game dialog."""
        g = self.controller.game
        if g is not None and g.over:
            self.window.new_game_asked()
        elif not self.controller.next_hand():
            self.update()

    def review(self) -> None:
        """Game -> Review your plays (R), once a hand is over: review the person's plays in that
        hand, or in the whole game once it is over, as the panel's Review button does. In the
        replay viewer: review the hand shown of the game shown (play-test pt17 #5)."""
        w, c = self.window, self.controller
        if w.replaying:
            mode = w.replay_mode
            w.reviews.review(mode.steps.steps[mode.index].hand, mode.saved, mode.index)
        elif c.game is not None and c.hand_ended():
            w.reviews.review(None if c.game.over else c.hand_index)

    def show_again(self) -> None:
        """A click on the table (or the Results button) after the panel was closed: show it
        again."""
        if self.waiting():
            scene = self.window.scene
            scene.toast.hide_now(True)  # the way back's sentence: the panel is back
            scene.say(scene.hand_over_text, True)  # and in the status bar (play-test pt43 #2)
            self.show(self.controller.hand_index)

    def on_hand_ended(self, index: int) -> None:
        """Show the end-of-hand panel (the game end shows its own)."""
        if self.controller.game.over:
            return
        self.show(index)

    def on_game_ended(self, _winner: int) -> None:
        """Show the end-of-game panel; in a demo, start another game after a pause."""
        self.show(self.controller.hand_index)
        if self.window.demo:
            delay = max(800, self.controller.pace_ms * 4)
            QTimer.singleShot(delay, self, self._next_demo_game)

    def _next_demo_game(self) -> None:
        w = self.window
        if (self.closing or w.replaying or self.controller.game is None
                or not self.controller.game.over):
            return
        prev = w.last_setup
        w.start_game(GameSetup(prev.rules, prev.levels, next_seed(self.controller.game.seed)))

    def show(self, index: int) -> None:
        """Show the panel of hand ``index`` (of the game when it is over)."""
        self.close()
        from .hand_end_panel import HandEndPanel
        w = self.window
        panel = HandEndPanel(self.controller, index, w, self._tiles_scale())
        panel.nextHand.connect(lambda: panel.by_keyboard and w.scene.keyboard_in_use())
        panel.nextHand.connect(self.controller.next_hand)
        panel.finished.connect(self._finished)
        panel.newGame.connect(w.ask_new_game)
        panel.reviewRequested.connect(lambda hand: w.reviews.review(None if hand < 0 else hand))
        w.reviews.decorate(panel)
        panel.addActions(shortcut_actions(w))  # Ctrl+S, Ctrl+O, Ctrl+Q... while it has the keys
        menu_keys(w, panel)  # F10 and Alt+G, V, L, H open the window's menus from it too
        self.panel = panel
        panel.adjustSize()
        panel.centre_over(w.view)  # over the table, and again when a language resizes it
        panel.show()
        panel.raise_()
        self.update()

    def _finished(self, _result: int) -> None:
        """The panel closed (Next hand, New game, Escape, Close): once its button has done its
        work, when nothing moved the game on, show the way back and say how to go on."""
        QTimer.singleShot(0, self, self._after_close)
        self.window.focus_table()

    def _after_close(self) -> None:
        self.update()
        if self.waiting():  # on the table too (a narrow status bar may cut the sentence), where
            # it leaves the tiles clear: the panel was put away to look at them (play-test pt41:
            # it covered the top seat's tiles, shown face up)
            scene = self.window.scene
            scene.say(self.way_back_with_news, True)  # the turns since yours first
            scene.show_toast(self.way_back(), self.WAY_BACK_MS, cover=False)

    def _tiles_scale(self) -> float:
        """The size of the panel's tiles left in hand: 0.6 of a table tile at the normal tile
        size, growing with it (play-test pt82 #5: with large tiles they stayed small)."""
        from .hand_end_panel import TileStrip
        from .table.geometry import HAND_SCALE
        return TileStrip.SCALE * self.window.scene.hand_scale / HAND_SCALE["normal"]

    def _tiles_resized(self) -> None:
        """The tile size changed (Settings): the panel shown, if any, follows (play-test pt83
        #7: its tiles kept the old size until the next hand)."""
        if self.panel is None:  # (as at start-up: the panel's module is loaded when first shown)
            return
        from .hand_end_panel import TileStrip
        scale = self._tiles_scale()
        for strip in self.panel.findChildren(TileStrip):
            strip.set_scale(scale)
        # Once the layouts have taken the strips' new sizes (play-test pt107 #1: at once, the
        # panel kept its rows' heights, and each seat's tiles lay over the next seat's row).
        QTimer.singleShot(0, self.panel, self.panel.adjustSize)

    def close(self, *_args) -> None:
        """Close the panel shown, if any (a new hand or game started, a replay, the window closing)."""
        if self.panel is not None:
            panel, self.panel = self.panel, None
            panel.finished.disconnect(self._finished)
            panel.close()
            panel.deleteLater()
        self.update()

    def bar_widgets(self) -> list[QWidget]:
        """The buttons for the window's button bar."""
        return [self.continue_button, self.results_button]
