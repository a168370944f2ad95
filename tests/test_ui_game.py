"""A whole seeded game in the window (issue 3, item 8): a scripted person against computer seats
runs to game over through the end-of-hand panels, with no exception and no Qt warning; closing
the window while a computer thinks is immediate; demo mode plays on by itself."""

import pytest
from PySide6.QtCore import QCoreApplication, QtMsgType, qInstallMessageHandler
from PySide6.QtWidgets import QApplication

from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules
from allfives_qt.ui.main_window import MainWindow


# Messages of the offscreen test platform itself, not of the game.
PLATFORM_NOISE = ("This plugin does not support",)


@pytest.fixture
def qt_warnings():
    seen = []

    def handler(kind, _context, text):
        if kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            if not text.startswith(PLATFORM_NOISE):
                seen.append(text)

    previous = qInstallMessageHandler(handler)
    yield seen
    qInstallMessageHandler(previous)


def test_scripted_person_plays_a_seeded_game_to_the_end(qtbot, qt_warnings):
    w = MainWindow()
    qtbot.addWidget(w)
    w.set_pace(0, 0)
    w.show()
    qtbot.waitExposed(w)
    c = w.controller
    ended = []
    c.gameEnded.connect(ended.append)
    w.start_game(GameSetup(Rules.make(4, target=100), (None, "random", "medium", "random"), 77))
    hands_seen = set()
    for _ in range(3000):
        if ended:
            break
        qtbot.waitUntil(lambda: c.human_turn() or c.game.hand_over or bool(ended), timeout=5000)
        if ended:
            break
        if c.game.hand_over:
            qtbot.waitUntil(lambda: w.panel is not None or bool(ended), timeout=2000)
            if ended:
                break
            hands_seen.add(c.hand_index)
            assert w.panel.isVisible()
            w.panel.next_button.click()  # the person presses Next hand
            continue
        legal = c.game.hand.legal_moves()
        if legal:
            assert c.play(legal[0].tile, legal[0].end) is None
        elif c.can_draw():
            assert w.draw_button.isEnabled()
            w.draw_button.click()
        else:
            assert w.pass_button.isEnabled()
            w.pass_button.click()
    assert ended and c.game.over
    qtbot.waitUntil(lambda: w.panel is not None, timeout=2000)
    assert w.panel.game_over and w.panel.chart is not None
    assert max(c.game.scores) >= 100
    assert len(hands_seen) >= 1
    w.grab()  # paint everything once more
    w.close()
    assert qt_warnings == []


def test_closing_while_a_computer_thinks_stops_everything(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.set_pace(0, 0)
    w.show()
    c = w.controller
    started = []
    c.thinking.connect(started.append)
    w.start_game(GameSetup(Rules.make(2), ("random", "expert"), 5))
    qtbot.waitUntil(lambda: bool(started), timeout=5000)
    w.close()
    # The close returned with no worker left running, and nothing moves afterwards.
    assert c._pool.activeThreadCount() == 0
    n = c.game.hand.n_played
    for _ in range(20):
        QCoreApplication.processEvents()
    assert c.game.hand.n_played == n


def test_demo_plays_game_after_game(qtbot):
    w = MainWindow(seed=3, demo=True)
    qtbot.addWidget(w)
    w.set_pace(0, 0)
    w.show()
    w.last_setup = GameSetup(Rules.make(2, target=40), ("random", "random"), 3)
    w.start_default_game()
    seeds = []
    w.controller.gameStarted.connect(lambda: seeds.append(w.controller.game.seed))
    qtbot.waitUntil(lambda: len(seeds) >= 1, timeout=20000)
    assert seeds[0] == 4  # the next game is dealt from the next seed
    assert w.controller.human_seat is None
    assert w.seed_label.text().endswith("4")
    w.close()


def test_a_persons_game_in_the_demo_window_says_it_is_not_saved(qtbot, tmp_path):
    """Play-test pt14 #2: a game the person started in the demo window was lost at Quit without a
    word (the demo writes no file). The notice bar now says so; the demo's own games say nothing,
    nor does a window that saves."""
    from test_window_storage import make_window

    w = make_window(qtbot, tmp_path / "demo", demo=True)
    w.start_game(GameSetup(Rules.make(2), ("random", "random"), 3))
    assert not w.files.notice.isVisible()
    w.start_game(GameSetup(Rules.make(2), (None, "medium"), 3))
    assert w.files.notice.isVisible() and "not saved" in w.files.notice.label.text()
    assert "--demo" in w.files.notice.label.text()
    w.start_game(GameSetup(Rules.make(2), (None, "medium"), 4))  # said once
    assert w.files.notice.label.text().count("not saved") == 1
    w.close()
    saving = make_window(qtbot, tmp_path / "own")
    saving.start_game(GameSetup(Rules.make(2), (None, "medium"), 3))
    assert not saving.files.notice.isVisible()
    saving.close()


def _demo_under_way(qtbot):
    """A demo window at pace 0 whose computer players have made a play; (window, controller)."""
    w = MainWindow(seed=3, demo=True)
    qtbot.addWidget(w)
    w.set_pace(0, 0)
    w.show()
    w.start_game(GameSetup(Rules.make(2), ("random", "random"), 3))
    c = w.controller
    qtbot.waitUntil(lambda: c.game.hand.n_played >= 1, timeout=20000)
    return w, c


def test_no_seat_acts_behind_the_new_game_or_settings_dialog(qtbot):
    """Play-test pt50 #6b: in the demo, games went on behind an open New game dialog. The game
    waits while it (or Settings, or Statistics: play-test pt73) is open, and goes on when it
    closes; a game it starts is not held."""
    w, c = _demo_under_way(qtbot)
    for open_dialog in (w.ask_new_game, w.show_settings, w.show_statistics):
        open_dialog()
        dialog = {w.ask_new_game: lambda: w.dialog, w.show_settings: lambda: w.settings_dialog,
                  w.show_statistics: lambda: w.stats_dialog}[open_dialog]()
        qtbot.waitUntil(lambda: not c._thinking, timeout=20000)  # a decision under way lands
        moves = (len(c.game.logs), c.game.hand.n_played, len(c.game.hand.history))
        for _ in range(50):
            QCoreApplication.processEvents()
        assert (len(c.game.logs), c.game.hand.n_played, len(c.game.hand.history)) == moves
        dialog.reject()
        qtbot.waitUntil(lambda: (len(c.game.logs), len(c.game.hand.history)) != moves[::2],
                        timeout=20000)
    old = c.game
    w.ask_new_game()
    w.dialog.accept()  # the person's game starts, and is not held: the person may play
    qtbot.waitUntil(lambda: c.game is not old and c.human_turn(), timeout=20000)
    w.close()


def test_no_seat_acts_while_the_rules_are_read(qtbot):
    """Play-test pt73 #1: in Muggins, Help -> Rules opened just after a scoring play, and the next
    player called "Muggins!" behind it. The game waits while the rules are the active window;
    back at the table (or with the rules closed) it goes on. A hold from before a new game frees
    nothing of the new game's."""
    w, c = _demo_under_way(qtbot)
    w.show_rules()
    rules = w.rules_dialog
    qtbot.waitUntil(lambda: QApplication.activeWindow() is rules, timeout=5000)
    qtbot.waitUntil(lambda: not c._thinking, timeout=20000)  # a decision under way lands
    moves = (len(c.game.logs), len(c.game.hand.history))
    for _ in range(50):
        QCoreApplication.processEvents()
    assert (len(c.game.logs), len(c.game.hand.history)) == moves
    w.activateWindow()  # back at the table, the rules still open beside it
    qtbot.waitUntil(lambda: (len(c.game.logs), len(c.game.hand.history)) != moves, timeout=20000)
    assert rules.isVisible()
    rules.close()
    flow = c.hold()  # a window's hold, then a new game: its release frees none of the new game's
    w.start_game(GameSetup(Rules.make(2), ("random", "random"), 4))
    c.hold()
    c.release(flow)
    assert c.busy
    c.release()
    w.close()
