"""The window's dialogs and panels (issue 3, items 1, 5 and 7): New game, end of hand / game with
its chart, Rules (language file or built-in text), and retranslation at run time."""

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator

from allfives_qt.controller import GameController, GameSetup
from allfives_qt.engine.rules import Rules
from allfives_qt.ui import rules_dialog
from allfives_qt.ui.hand_end_panel import HandEndPanel
from allfives_qt.ui.score_chart import ScoreChart
from allfives_qt.ui.main_window import MainWindow
from allfives_qt.ui.new_game_dialog import NewGameDialog
from allfives_qt.ui.rules_dialog import RulesDialog



def test_new_game_dialog_defaults_follow_rules_md(qtbot):
    d = NewGameDialog()
    qtbot.addWidget(d)
    s = d.setup()
    assert s.rules == Rules.make(2)
    assert s.levels == (None, "medium") and s.seed is None
    d.players.setCurrentIndex(2)  # 4 players
    s = d.setup()
    assert s.rules.players == 4 and s.rules.partnerships and s.rules.target == 200
    assert len(s.levels) == 4 and s.levels[0] is None
    assert d.partnerships.isEnabled()
    d.players.setCurrentIndex(1)  # 3 players: no partnerships possible
    assert not d.partnerships.isEnabled() and not d.setup().rules.partnerships


def test_new_game_dialog_takes_options_and_a_seed(qtbot):
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.target.setValue(150)
    d.players.setCurrentIndex(1)
    assert d.target.value() == 150  # a target the person typed is kept
    d.hand_size.setCurrentIndex(d.hand_size.findData("five"))
    d.end_of_hand.setCurrentIndex(d.end_of_hand.findData("winner-collects"))
    d.win.setCurrentIndex(d.win.findData("end-of-hand"))
    d.level_boxes[1].setCurrentIndex(d.level_boxes[1].findData("expert"))
    d.seed.setText("4242")
    s = d.setup()
    assert (s.rules.hand_size, s.rules.end_of_hand, s.rules.win) == ("five", "winner-collects",
                                                                      "end-of-hand")
    assert s.levels == (None, "medium", "expert") and s.seed == 4242 and s.rules.target == 150
    assert d.buttons.buttons()[0].text() in ("Start", "Cancel")


def _finished_hand(qtbot, players=2, seed=6, target=250):
    c = GameController()
    c.pace_ms = 0
    c.new_game(GameSetup(Rules.make(players, target=target), ("random",) * players, seed))
    qtbot.waitUntil(lambda: c.game.hand_over, timeout=10000)
    return c


def test_hand_end_panel_shows_pips_rounding_and_scores(qtbot):
    c = _finished_hand(qtbot)
    log = c.game.logs[-1]
    p = HandEndPanel(c, 0)
    qtbot.addWidget(p)
    texts = [p.grid.itemAtPosition(r, col).widget().text()
             for r in range(1, 3) for col in (2, 3) if p.grid.itemAtPosition(r, col)]
    if log.pips is not None:
        assert texts == [str(v) for s in range(2) for v in (log.pips[s], log.penalties[s])]
    scores = [p.side_grid.itemAtPosition(s + 1, 4).widget().text() for s in range(2)]
    assert scores == [str(v) for v in log.scores]
    # Play-test pt110 #6: the points of the plays in a column of their own, so that "This
    # hand" is what the row shows added up, not a sum the player has to take apart.
    assert [h.text() for h in p.side_headers] == ["Player", "Plays", "End of hand", "This hand",
                                                  "Score"]
    for side in range(2):
        plays, ending, whole = (int(p.side_grid.itemAtPosition(side + 1, col).widget().text()
                                    .replace("\u2212", "-")) for col in (1, 2, 3))
        assert plays == sum(play.points for play in log.plays if play.seat == side)
        assert ending == log.changes[side] and plays + ending == whole == log.scores[side]
    assert "\"Plays\" are the points scored during the hand" in p.note.text()
    assert p.next_button.text() == "Next hand" and p.chart is None
    got = []
    p.nextHand.connect(lambda: got.append(1))
    p.next_button.click()
    assert got == [1]


def test_a_held_enter_does_not_deal_past_the_hand_results(qtbot):
    """Play-test pt64: a held Enter's repeats pressed Next hand as soon as the panel came; only a
    fresh press deals (the panel's buttons, and the table's Enter/Space, skip a key's repeats)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    c = _finished_hand(qtbot)
    p = HandEndPanel(c, 0)
    qtbot.addWidget(p)
    got = []
    p.nextHand.connect(lambda: got.append(1))
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(p.next_button, QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier,
                                                            "", True))
    assert got == []  # repeats only: nothing dealt
    # Unmarked repeats (an X server that does not tell them apart, play-test pt68 #1): a release
    # and a press at one moment.
    for kind in (QEvent.Type.KeyRelease, QEvent.Type.KeyPress):
        event = QKeyEvent(kind, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
        event.setTimestamp(7000)
        QApplication.sendEvent(p.next_button, event)
    assert got == []
    QApplication.sendEvent(p.next_button, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return,
                                                    Qt.KeyboardModifier.NoModifier))
    assert got == [1] and p.by_keyboard


def test_an_enter_pressed_as_the_results_come_up_does_not_deal(qtbot):
    """Play-test pt73: keys pressed as the hand ended dealt the next hand before its results
    were seen. A fresh Enter within half a second of the panel coming up is dropped; later, it
    deals."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    from allfives_qt.ui.held_keys import SETTLE_S

    c = _finished_hand(qtbot)
    p = HandEndPanel(c, 0)
    qtbot.addWidget(p)
    got = []
    p.nextHand.connect(lambda: got.append(1))
    p.show()

    def press(stamp: int) -> None:  # a fresh press from the window system (its own time, ms)
        event = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier)
        event.setTimestamp(stamp)
        QApplication.sendEvent(p.next_button, event)

    press(90_000)
    assert got == []  # as the panel came up: meant for the table
    qtbot.wait(int(SETTLE_S * 1000) + 100)
    press(91_000)
    assert got == [1]


def test_the_panels_letters_work_from_a_russian_layout(qtbot):
    """N, R and T of the hand's results typed on a Russian layout ("т", "к", "е"; play-test pt66
    #2) press their buttons as the Latin letters do."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    c = _finished_hand(qtbot)
    got = []
    for letter in ("т", "е", "ы"):  # N's place, T's, and S's (no button)
        p = HandEndPanel(c, 0)
        qtbot.addWidget(p)
        p.show()
        p.nextHand.connect(lambda: got.append("next"))
        p.table_button.clicked.connect(lambda: got.append("table"))
        QApplication.sendEvent(p.next_button, QKeyEvent(QEvent.Type.KeyPress, ord(letter.upper()),
                                                        Qt.KeyboardModifier.NoModifier, letter))
    assert got == ["next", "table"]


def test_a_held_enter_on_the_table_plays_once(qtbot):
    """The table's Enter and Space act on a fresh press only; a held arrow still repeats."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    w = MainWindow()
    qtbot.addWidget(w)
    calls = []
    w.view.table.key_press = lambda key: calls.append(key) or True
    for key, repeat in ((Qt.Key.Key_Return, True), (Qt.Key.Key_Space, True),
                        (Qt.Key.Key_Right, True), (Qt.Key.Key_Return, False)):
        QApplication.sendEvent(w.view, QKeyEvent(QEvent.Type.KeyPress, key,
                                                 Qt.KeyboardModifier.NoModifier, "", repeat))
    assert calls == [Qt.Key.Key_Right, Qt.Key.Key_Return]
    # An X server that does not mark repeats sends each as a release and a press at one moment
    # (play-test pt68 #1): a press within a few milliseconds of the release is a repeat too; one
    # a person makes, later, is not.
    calls.clear()
    none = Qt.KeyboardModifier.NoModifier
    for kind, stamp in ((QEvent.Type.KeyRelease, 5000), (QEvent.Type.KeyPress, 5000),
                        (QEvent.Type.KeyRelease, 5033), (QEvent.Type.KeyPress, 5040),
                        (QEvent.Type.KeyRelease, 5100), (QEvent.Type.KeyPress, 5190)):
        event = QKeyEvent(kind, Qt.Key.Key_Return, none)
        event.setTimestamp(stamp)
        QApplication.sendEvent(w.view, event)
    assert calls == [Qt.Key.Key_Return]  # only the press 90 ms after its release


def test_go_out_point_hand_end_note_says_one_point(qtbot):
    """Fives and Threes (end_of_hand: go-out-point; RULES.md, "The end of a hand"): the side that
    went out (or the lowest when blocked) scores 1 point; nobody collects rounded pips."""
    c = GameController()
    c.pace_ms = 0
    c.new_game(GameSetup(Rules.game("fives-and-threes", 2, target=1000), ("random",) * 2, 6))
    qtbot.waitUntil(lambda: c.game.hand_over, timeout=10000)
    p = HandEndPanel(c, 0)
    qtbot.addWidget(p)
    assert "scores 1 point" in p.note.text() and "collects" not in p.note.text()
    # Pips are shown (they decide a blocked hand); no "Rounded" column, as nothing is taken away.
    log = c.game.logs[0]
    headers = [h.text() for h in p.headers]
    assert "Pips" in headers and "Rounded" not in headers and not p.rounded_shown
    for seat in range(2):
        cells = [p.grid.itemAtPosition(seat + 1, col) for col in (2, 3)]
        if log.pips is not None:
            assert cells[0].widget().text() == str(log.pips[seat])
        assert cells[1] is None  # no rounded pips
    # The default game still shows them (they are subtracted there).
    d = HandEndPanel(_finished_hand(qtbot), 0)
    qtbot.addWidget(d)
    assert "Rounded" in [h.text() for h in d.headers] and d.rounded_shown


def _game_end_panel(qtbot, rules):
    """The end-of-game panel of a game of ``rules`` played by random players (seed 9)."""
    c = GameController()
    c.pace_ms = 0
    c.auto_next = True
    ended = []
    c.gameEnded.connect(ended.append)
    c.new_game(GameSetup(rules, ("random",) * rules.players, 9))
    qtbot.waitUntil(lambda: bool(ended), timeout=20000)
    p = HandEndPanel(c, c.hand_index)
    qtbot.addWidget(p)
    return c, p


def test_game_end_panel_has_winner_and_chart(qtbot):
    c, p = _game_end_panel(qtbot, Rules.make(2, target=30))
    assert p.game_over and isinstance(p.chart, ScoreChart)
    assert len(p.chart.series) == 2 and len(p.chart.series[0]) == len(c.game.logs) + 1
    assert "wins" in p.title.text()
    assert p.new_button.text() == "New game"
    img = p.chart.grab()
    assert not img.isNull()


def test_a_side_of_two_wins_the_game_in_the_plural(qtbot):
    """Play-test pt117 #3: "Opponents wins the game." A side of two players wins in the plural."""
    _c, p = _game_end_panel(qtbot, Rules.make(4, target=30))
    assert p.title.text() in ("Bottom and top win the game.", "Left and right win the game.")


def test_rules_dialog_falls_back_to_built_in_text(qtbot, monkeypatch, tmp_path):
    monkeypatch.setattr(rules_dialog, "RULES_DIRS", (tmp_path,))
    d = RulesDialog(lang="xx")
    qtbot.addWidget(d)
    assert d.source is None
    assert "spinner" in d.browser.toPlainText()


def test_rules_dialog_loads_the_language_file(qtbot, monkeypatch, tmp_path):
    (tmp_path / "rules_he.html").write_text("<p>כללי המשחק</p>", encoding="utf-8")
    monkeypatch.setattr(rules_dialog, "RULES_DIRS", (tmp_path,))
    d = RulesDialog(lang="he_IL")
    qtbot.addWidget(d)
    assert d.source == tmp_path / "rules_he.html"
    assert "כללי המשחק" in d.browser.toPlainText()


def _words_broken(table) -> list[str]:
    """The cells of ``table`` (a laid-out QTextTable) with a line that ends inside a word."""
    broken = []
    for row in range(table.rows()):
        for col in range(table.columns()):
            cell = table.cellAt(row, col)
            block = cell.firstCursorPosition().block()
            while block.isValid() and block.position() <= cell.lastCursorPosition().position():
                text, layout = block.text(), block.layout()
                for i in range(layout.lineCount() - 1):
                    end = layout.lineAt(i).textStart() + layout.lineAt(i).textLength()
                    if not (text[end - 1].isspace() or text[end].isspace() or text[end - 1] in "-/("):
                        broken.append(text)
                block = block.next()
    return broken


@pytest.mark.parametrize("lang", ["en", "sw", "he", "ceb", "ta", "ru"])
def test_the_rules_tables_words_are_never_broken_in_the_middle(qtbot, qapp, lang):
    """Play-test pt100 #1: in Cebuano the worked example's heading "Sumada" was laid out as
    "Sumad" over "a" at the dialog's own width (Tamil's count heading likewise); pt101 #1, with
    the headings kept whole, the first column was squeezed until "மூன்றா" / "வது" broke at
    500 px. In each language's own font, from 500 px wide, no cell breaks a word."""
    from PySide6.QtGui import QTextTable

    from allfives_qt import i18n

    i18n.install_language(qapp, lang)
    try:
        d = RulesDialog(lang=lang)
        qtbot.addWidget(d)
        document = d.browser.document()
        tables = [f for f in document.rootFrame().childFrames() if isinstance(f, QTextTable)]
        assert tables
        for width in (500, d.sizeHint().width(), 900):
            d.resize(width, 620)
            d.show()
            qtbot.waitExposed(d)
            qtbot.waitUntil(lambda: document.textWidth() < width)
            for table in tables:
                assert _words_broken(table) == [], width
    finally:
        i18n.install_language(qapp, "en")


def test_the_rules_take_the_keyboard_so_page_keys_scroll_them(qtbot):
    """Play-test pt40 #4: Ctrl+End and Page Up did nothing in Help -> Rules until the scroll bar
    was dragged. Shown, the dialog gives its text the keyboard: Page Down scrolls it, End goes to
    its end and Home back to its start."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    d = RulesDialog(lang="en")
    qtbot.addWidget(d)
    d.resize(400, 300)
    d.show_raised()
    qtbot.waitExposed(d)
    assert d.focusWidget() is d.browser
    bar = d.browser.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    QTest.keyClick(d.focusWidget(), Qt.Key.Key_PageDown)
    assert 0 < bar.value() < bar.maximum()
    QTest.keyClick(d.focusWidget(), Qt.Key.Key_End)
    assert bar.value() == bar.maximum()
    QTest.keyClick(d.focusWidget(), Qt.Key.Key_Home)
    assert bar.value() == 0


def test_ctrl_end_and_ctrl_home_go_to_the_end_and_start_of_the_rules(qtbot):
    """Play-test pt45: in Help -> Rules, Ctrl+End did nothing (a read-only QTextBrowser moves
    only with Home and End). Ctrl+End goes to the text's end and Ctrl+Home back to its start."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    d = RulesDialog(lang="en")
    qtbot.addWidget(d)
    d.resize(400, 300)
    d.show_raised()
    qtbot.waitExposed(d)
    bar = d.browser.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0
    QTest.keyClick(d.browser, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert bar.value() == bar.maximum()
    QTest.keyClick(d.browser, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    assert bar.value() == 0


class _Upper(QTranslator):
    """A translator that "translates" into upper case, to see retranslation happen."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return source.upper() if source else source

    def isEmpty(self):  # an empty translator is skipped by Qt
        return False


def test_window_retranslates_when_the_language_changes(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.set_pace(0, 0)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 1))
    assert w.draw_button.text() == "Draw"
    t = _Upper()
    QCoreApplication.installTranslator(t)
    try:
        qtbot.waitUntil(lambda: w.draw_button.text() == "DRAW", timeout=2000)
        assert w.game_menu.title() == "&GAME"
        assert w.scene.bone_text.text().startswith("BONEYARD")
    finally:
        QCoreApplication.removeTranslator(t)
    qtbot.waitUntil(lambda: w.draw_button.text() == "Draw", timeout=2000)
    w.close()


def test_dialogs_build_right_to_left(qtbot):
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    d.show()
    qtbot.waitExposed(d)
    ok = d.buttons.buttons()[0]
    assert ok.isVisible()
    assert d.players.geometry().right() < d.labels[0].geometry().left()


def test_new_game_starts_from_the_settings_new_games_section_once_it_changed(qtbot, window):
    """Play-test pt14 #1: Settings' "New games" set to 4 players, then Ctrl+N offered 2 players
    (the game being played). The dialog starts from the last game until Settings change."""
    window.start_game(GameSetup(Rules.make(2), (None, "medium"), 5))
    window.ask_new_game()
    assert window.dialog.players.currentData() == 2  # the game being played
    window.dialog.reject()
    options = dict(window.settings.game_options(), players=4)
    window._settings_accepted(window.settings.with_options(options))
    window.ask_new_game()
    assert window.dialog.players.currentData() == 4
    window.dialog.accept()
    qtbot.waitUntil(lambda: window.controller.game.rules.players == 4)
    window.ask_new_game()  # that game is now the last one played
    assert window.dialog.players.currentData() == 4
    window.dialog.reject()
    # Settings say so above those choices (play-test pt58 #11: which wins was not said).
    settings = window.show_settings()
    note = settings.game_note
    assert note.parentWidget() is settings.game_box and note.isVisible()
    assert note.text() == ("The next New game dialog starts from what you change here; the game "
                           "being played keeps its own rules.")
    settings.reject()
