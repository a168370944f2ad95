"""The Statistics dialog (issue 6, item 5): shows the numbers and a chart; Reset asks first."""

from __future__ import annotations

import os
import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QMessageBox

from allfives_qt.engine.game import Game
from allfives_qt.engine.rules import Rules
from allfives_qt.storage import Paths, SavedGame, Statistics, Storage
from allfives_qt.storage.stats import BestPlay, Tally
from allfives_qt.ui.stats_dialog import LINE_COLOR, WON_COLOR, StatisticsDialog

from gameplay import play_to_end


def sample_stats() -> Statistics:
    s = Statistics()
    s.total = Tally(games_played=4, games_won=3, hands_played=10, hands_won=6, hands_out=8, hands_judged=10)
    s.by_players = {"2": Tally(4, 3, 10, 6)}
    s.by_partnerships = {"solo": Tally(4, 3, 10, 6)}
    s.by_level = {"easy": Tally(3, 3, 7, 5), "hard": Tally(1, 0, 3, 1)}
    s.points_total = 125
    s.hand_points = [10, -5, 30, 25, 0, 15, 20, 5, 10, 15]
    s.best_play = BestPlay(20, "6-4", "E", 2, 2)
    s.highest_game_score, s.current_streak, s.longest_streak = 265, 1, 2
    return s


def _has_color(image, color: QColor) -> bool:
    for x in range(0, image.width(), 2):
        for y in range(0, image.height(), 2):
            c = image.pixelColor(x, y)
            if abs(c.red() - color.red()) < 12 and abs(c.green() - color.green()) < 12 \
                    and abs(c.blue() - color.blue()) < 12:
                return True
    return False


def test_dialog_shows_the_numbers(qtbot):
    dlg = StatisticsDialog(sample_stats())
    qtbot.addWidget(dlg)
    value = {k: v[1].text() for k, v in dlg.summary_labels.items()}
    assert value["games"] == "4 played, 3 won (75%)"
    assert value["hands"] == "10 played, 6 where your side outscored every other side (60%)"
    assert value["points_per_hand"] == "12.5"
    assert value["best_play"] == "20 points with 4-6"  # kept as the record wrote it, "6-4"
    assert value["highest"] == "265"
    assert value["streak"] == "2 games (now 1)"
    easy_row = [dlg.table.verticalHeaderItem(r).text() for r in range(dlg.table.rowCount())].index("Against Easy")
    assert [dlg.table.item(easy_row, c).text() for c in range(4)] == ["3", "3", "7", "5"]
    assert dlg.reset_button.isEnabled()


def test_the_level_rows_say_a_game_counts_under_its_strongest_opponent(qtbot):
    """Play-test pt53 #7: a game against Easy, Medium and Hard appeared under "Against Hard" only,
    with no word why; each level row's tooltip says so, and no other row has it. Only the kinds
    of game played have a row (play-test pt152 #1: fourteen rows, most of them zeros, made the
    dialog scroll at 1280 x 800); with nothing played, every row is there."""
    dlg = StatisticsDialog(sample_stats())
    qtbot.addWidget(dlg)
    headers = [dlg.table.verticalHeaderItem(r) for r in range(dlg.table.rowCount())]
    tipped = [h.text() for h in headers if "strongest" in h.toolTip()]
    assert tipped == ["Against Easy", "Against Hard"]  # no game against Medium or Expert
    assert [h.text() for h in headers] == ["2 players", "Each for themselves", "Against Easy",
                                           "Against Hard"]
    empty = StatisticsDialog(Statistics())
    qtbot.addWidget(empty)
    assert empty.table.rowCount() == 13 and "Against Expert" in [
        empty.table.verticalHeaderItem(r).text() for r in range(13)]
    for r, h in enumerate(headers):  # over the row's figures too (play-test pt55 #5)
        cells = [dlg.table.item(r, c).toolTip() for c in range(4)]
        assert cells == [h.toolTip()] * 4


def test_chart_paints_won_bars_and_the_points_line(qtbot):
    dlg = StatisticsDialog(sample_stats())
    qtbot.addWidget(dlg)
    dlg.chart.resize(480, 200)
    image = dlg.chart.grab().toImage()
    assert _has_color(image, WON_COLOR)
    assert _has_color(image, LINE_COLOR)
    empty = StatisticsDialog(Statistics())
    qtbot.addWidget(empty)
    empty.chart.resize(480, 200)
    blank = empty.chart.grab().toImage()
    assert not _has_color(blank, WON_COLOR) and not _has_color(blank, LINE_COLOR)
    assert not empty.reset_button.isEnabled()


def test_reset_asks_first_and_keeps_everything_when_refused(qtbot, monkeypatch):
    stats = sample_stats()
    dlg = StatisticsDialog(stats)
    qtbot.addWidget(dlg)
    box = dlg.make_reset_box()
    assert box.button(QMessageBox.StandardButton.Yes).text() == "Reset"
    assert box.button(QMessageBox.StandardButton.No).text() == "Keep them"
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    asked = []
    monkeypatch.setattr(dlg, "confirm_reset", lambda: asked.append(1) or False)
    dlg.reset_button.click()
    assert asked == [1]
    assert stats.total.games_played == 4


def test_reset_confirmed_empties_and_saves_the_statistics(qtbot, tmp_path, monkeypatch):
    storage = Storage(Paths(tmp_path))
    game = Game(Rules.make(2, target=40), 6)
    saved = SavedGame(game, (None, "easy"), "d1")
    play_to_end(game, random.Random(6))
    storage.game_changed(saved)
    dlg = StatisticsDialog(storage.statistics, storage)
    qtbot.addWidget(dlg)
    assert dlg.summary_labels["games"][1].text().startswith("1 played")
    monkeypatch.setattr(dlg, "confirm_reset", lambda: True)
    with qtbot.waitSignal(dlg.statisticsReset):
        dlg.reset_button.click()
    assert dlg.summary_labels["games"][1].text().startswith("0 played")
    assert Storage(Paths(tmp_path)).statistics.is_empty()
    assert not dlg.reset_button.isEnabled()


def test_bar_chart_has_a_legend_and_won_over_played_figures(qtbot):
    """The wins-by-level bars say which colour is games played and which games won, and each bar
    carries "won/played" (a full pale bar with no wins is otherwise easy to misread)."""
    from allfives_qt.ui.stats_dialog import PLAYED_COLOR

    dlg = StatisticsDialog(sample_stats())
    qtbot.addWidget(dlg)
    legend = dict((color.name(), text) for text, color in dlg.chart.legend())
    assert legend == {PLAYED_COLOR.name(): "Games played", WON_COLOR.name(): "Games won"}
    assert dlg.chart.bar_label(Tally(games_played=3, games_won=1)) == "1/3"
    dlg.chart.resize(480, 220)
    assert _has_color(dlg.chart.grab().toImage(), PLAYED_COLOR)


def test_chart_axes_show_values_and_abandoned_games_are_told(qtbot):
    s = sample_stats()
    s.total.games_abandoned, s.total.games_with_undo = 2, 1
    dlg = StatisticsDialog(s)
    qtbot.addWidget(dlg)
    assert dlg.chart.bar_axis() == [0, 1, 3]  # 3 games against Easy, the most against a level
    assert dlg.chart.line_axis() == [-5, 0, 30]
    assert dlg.summary_labels["left"][1].text() == "2 abandoned, 1 with Undo used"
    # The row names them as some of the games played, not more games (play-test pt12 #5: "Games
    # also counted: 2 abandoned" under "2 played, 0 won" read as two more games).
    assert dlg.summary_labels["left"][0].text() == "Of the games played:"
    # Both charts write their axis values when painted.
    written = []
    real = type(dlg.chart)._paint_axis
    dlg.chart._paint_axis = lambda p, plot, ticks, y: written.append(ticks) or real(dlg.chart, p, plot, ticks, y)
    dlg.chart.resize(480, 200)
    dlg.chart.grab()
    assert written == [[0, 1, 3], [-5, 0, 30]]
    empty = StatisticsDialog(Statistics())
    qtbot.addWidget(empty)
    assert empty.chart.bar_axis() == [0, 1] and empty.chart.line_axis() == [0]
    # Along the points chart's bottom, the hands it shows (play-test pt68: no labels there):
    # numbered as the hands played, the chart keeping the latest.
    assert dlg.chart.line_x_labels() == [(0, "1"), (9, "10")]
    s.total.hands_played = 130
    assert dlg.chart.line_x_labels() == [(0, "121"), (9, "130")]
    s.hand_points = [5]
    assert dlg.chart.line_x_labels() == [(0, "130")] and empty.chart.line_x_labels() == []
    painter_text = []
    from PySide6.QtGui import QPainter
    real_draw = QPainter.drawText

    def spy(self, *args):
        painter_text.append(args[-1])
        return real_draw(self, *args)

    QPainter.drawText = spy
    try:
        dlg.chart.grab()
    finally:
        QPainter.drawText = real_draw
    assert "130" in painter_text  # the label is painted


def test_the_dialog_fits_the_screen_and_titles_the_accuracy_chart(qtbot, qapp, monkeypatch):
    """The dialog is never taller or wider than the screen's free area (it was taller than the
    window, pinned to the top); everything but the buttons scrolls. The accuracy chart has a
    title, translated."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    from allfives_qt import i18n

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 1024, 560))
    dialog = StatisticsDialog(Statistics())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    free = dialog.screen().availableGeometry()
    assert dialog.height() <= free.height() and dialog.width() <= free.width()
    title = dialog.accuracy_title.text()
    assert title == "Accuracy of your reviewed games, oldest first"
    try:
        i18n.install_language(qapp, "ru")
        assert dialog.accuracy_title.text() not in ("", title)
    finally:
        i18n.install_language(qapp, "en")


def _reviewed_game(game_id: str, seed: int) -> SavedGame:
    """A two-player game played to its end (more than one hand) whose person (seat 0) reviewed
    only the first hand: two plays, one of them 3 points from the best."""
    from allfives_qt.engine.tiles import NAMES

    game = Game(Rules.make(2, target=100), seed)
    play_to_end(game, random.Random(seed))
    assert len(game.logs) > 1
    best = {"tile": NAMES[1], "end": "W"}
    plays = [{"hand": 0, "play": i, "tile": NAMES[0], "end": "E", "best": best, "points": 0,
              "best_points": 5, "loss": loss} for i, loss in ((0, 0.0), (2, 3.0))]
    return SavedGame(game, (None, "easy"), game_id, review={"0": {"program": "x", "plays": plays}})


def test_reviewed_hands_count_the_game_being_played_and_say_hands(qtbot, tmp_path):
    """Play-test: after reviewing a hand, Statistics still said "Reviewed games: none yet" (it
    counted only reviewed games kept in the history, which a game joins when it ends). It counts
    reviewed hands now, of the history's games and of the game being played (once, when that one
    is in the history too)."""
    current = _reviewed_game("now", 7)
    dlg = StatisticsDialog(Statistics(), None, None, current)
    qtbot.addWidget(dlg)
    name, value = dlg.summary_labels["reviewed"]
    assert name.text() == "Reviewed hands:"
    assert value.text() == "1, accuracy 50%"  # History does not list the game being played
    storage = Storage(Paths(tmp_path))
    storage.game_changed(current)  # over: kept in the history, with its review
    storage.game_changed(_reviewed_game("before", 8))
    dlg = StatisticsDialog(Statistics(), storage, None, current)
    qtbot.addWidget(dlg)
    assert dlg.summary_labels["reviewed"][1].text().startswith("2, accuracy 50%")
    unreviewed = SavedGame(Game(Rules.make(2), 1), (None, "easy"), "x")
    empty = StatisticsDialog(Statistics(), None, None, unreviewed)
    qtbot.addWidget(empty)
    assert empty.summary_labels["reviewed"][1].text().startswith("none yet")


def test_statistics_point_to_history_only_when_it_has_a_reviewed_mistake(qtbot, tmp_path):
    """Play-test: "(biggest mistakes: Game -> History)" showed when the only reviewed hands were
    those of the game being played, which History does not list until it ends."""
    def reviewed_text(storage, current):
        dlg = StatisticsDialog(Statistics(), storage, None, current)
        qtbot.addWidget(dlg)
        return dlg.summary_labels["reviewed"][1].text()

    current = _reviewed_game("now", 7)
    storage = Storage(Paths(tmp_path))
    assert reviewed_text(storage, current) == "1, accuracy 50%"
    assert reviewed_text(None, current) == "1, accuracy 50%"
    flawless = _reviewed_game("flawless", 9)  # in the history, reviewed, no play lost a point
    for play in flawless.review["0"]["plays"]:
        play["loss"] = 0.0
    storage.game_changed(flawless)
    assert reviewed_text(storage, current) == "2, accuracy 75%"
    storage.game_changed(current)  # over: History lists it with its biggest mistake
    assert reviewed_text(storage, current) == "2, accuracy 75% (biggest mistakes: Game › History)"


def test_history_accuracy_says_when_only_some_hands_were_reviewed(qtbot, tmp_path):
    """Play-test: History's Accuracy column read 25% for a game of which one hand was reviewed,
    without saying so."""
    from allfives_qt.storage.history import HistoryEntry
    from allfives_qt.ui.history_dialog import HistoryDialog

    saved = _reviewed_game("g", 7)
    hands = len(saved.game.logs)
    dialog = HistoryDialog([HistoryEntry(tmp_path / "g.json", "20261201T000000Z", "g", saved)])
    qtbot.addWidget(dialog)
    assert dialog.row_texts(dialog.entries[0])[5] == f"50% (1 of {hands} hands)"
    for hi in range(1, hands):  # every hand reviewed: the percentage alone
        saved.review["0"]["plays"].append(dict(saved.review["0"]["plays"][0], hand=hi))
    assert dialog.row_texts(dialog.entries[0])[5] == f"{int(100 * (hands) / (hands + 1) + 0.5)}%"


def test_history_opens_with_the_list_taking_the_keys(qtbot, tmp_path):
    """Play-test pt64 #1: History opened with the focus on a button, so Down chose no game and a
    keyboard player could not reach an older game's biggest mistake. The list has the keys at
    once; Tab goes on to the buttons as they read, and back to the list."""
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from allfives_qt.storage.history import HistoryEntry
    from allfives_qt.ui.history_dialog import HistoryDialog

    entries = [HistoryEntry(tmp_path / f"{g}.json", f"2026120{i}T000000Z", g, _reviewed_game(g, 7 + i))
               for i, g in enumerate(("newer", "older"))]
    dialog = HistoryDialog(entries)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.tree)
    QTest.keyClick(dialog.tree, Qt.Key.Key_Down)
    assert dialog._selected() == 1 and dialog.mistake_button.isEnabled()
    chain = []
    for _ in range(3):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        chain.append(QApplication.focusWidget())
    # (Close is left out of the button box's own tab order while Show biggest mistake is on;
    # Escape closes.)
    assert chain == [dialog.replay_button, dialog.mistake_button, dialog.tree]
    QTest.keyClick(dialog.tree, Qt.Key.Key_Up)
    assert dialog._selected() == 0


def test_counts_in_statistics_take_the_plural_forms(qtbot, qapp):
    """Play-test pt7 #10: "Longest winning streak: 1 games". Every count of the summary goes
    through Qt's plural forms (English's from allfives_en.qm, Russian's three forms)."""
    from allfives_qt import i18n

    s = sample_stats()
    s.longest_streak, s.current_streak = 1, 1
    s.total.games_abandoned, s.total.games_with_undo = 1, 0
    s.total.hands_out = 1
    dlg = StatisticsDialog(s)
    qtbot.addWidget(dlg)
    try:
        i18n.install_language(qapp, "en")
        value = {k: v[1].text() for k, v in dlg.summary_labels.items()}
        assert value["streak"] == "1 game (now 1)"
        # What it counts in the row's tooltip (pt125 #8); of the hands played (pt136 #2).
        assert value["out"] == "in 1 of 10 hands"
        tip = dlg.summary_labels["out"][0].toolTip()
        assert "last tile" in tip and "fewest pips" in tip and "target" in tip
        assert dlg.summary_labels["out"][1].toolTip() == tip
        assert value["left"] == "1 abandoned, 0 with Undo used"
        i18n.install_language(qapp, "ru")
        value = {k: v[1].text() for k, v in dlg.summary_labels.items()}
        assert value["streak"] == "1 игра (сейчас 1)"
        assert value["games"] == "4 сыграны, 3 выиграны (75%)"
        # "в 0 ваша сторона ..." read badly (play-test pt175): the count after what it counts.
        assert value["hands"] == "10 сыграно, ваша сторона набрала больше каждой из других сторон в 6 из них (60%)"
        assert value["out"] == "в 1 из 10 раздач"
        assert "последнюю кость" in dlg.summary_labels["out"][0].toolTip()
        s.total.hands_played = 21  # the plural form follows the hands played
        dlg.refresh()
        assert dlg.summary_labels["out"][1].text() == "в 1 из 21 раздачи"
        i18n.install_language(qapp, "en")
        assert dlg.summary_labels["out"][1].text() == "in 1 of 21 hands"
        s.total.hands_played = 1
        dlg.refresh()
        assert dlg.summary_labels["out"][1].text() == "in 1 of 1 hand"
        s.total.hands_played = s.total.hands_out = 0  # no hand yet: a dash (play-test pt139)
        dlg.refresh()
        assert dlg.summary_labels["out"][1].text() == "–"
    finally:
        i18n.install_language(qapp, "en")


def test_hands_won_after_an_old_file_say_how_many_hands_they_cover(qtbot):
    """After a version 1 file (hands gone out counted as won), won hands are known only for the
    hands counted since: the text gives that base; the hands gone out show the old count."""
    s = sample_stats()
    s.total = Tally(games_played=4, games_won=3, hands_played=10, hands_won=1, hands_out=8, hands_judged=4)
    dlg = StatisticsDialog(s)
    qtbot.addWidget(dlg)
    value = {k: v[1].text() for k, v in dlg.summary_labels.items()}
    assert value["hands"] == "10 played, 1 of the last 4 where your side outscored every other side (25%)"
    assert value["out"] == "in 8 of 10 hands"
    # Play-test pt134 #5: "Went out:" counted blocked hands with the fewest pips too; pt172 #2:
    # it counts the person's side, and read as the person alone when the partner went out.
    assert dlg.summary_labels["out"][0].text() == "Your side went out, or had the fewest pips when blocked:"
    assert dlg.summary_labels["out"][0].toolTip().startswith("Counted when your side played its last tile")


def _history_at_860(qtbot, entries, width=860):
    """The History dialog of ``entries`` shown at ``width`` x 420 (its own size, 860, as on a
    1024 px wide screen) once its last column shown ends inside the list; returns ``(dialog, tree,
    header)``."""
    from allfives_qt.ui.history_dialog import HistoryDialog

    dialog = HistoryDialog(entries)
    qtbot.addWidget(dialog)
    dialog.resize(width, 420)
    dialog.show()
    qtbot.waitExposed(dialog)
    tree, header = dialog.tree, dialog.tree.header()
    last = max(col for col in range(header.count()) if not tree.isColumnHidden(col))
    qtbot.waitUntil(lambda: header.sectionViewportPosition(last) + header.sectionSize(last)
                    <= tree.viewport().width() + 1, timeout=2000)
    return dialog, tree, header


def test_history_columns_fit_beside_a_long_opponents_entry(qtbot, qapp, tmp_path):
    """Play-test pt7 #14 (hist5.png): at 1024 px wide, a four-player row's Opponents text pushed
    Accuracy and Biggest mistake off to the right. The Opponents column now takes what the others
    leave, elided with the whole text as its tooltip, and every column ends inside the list."""
    from allfives_qt.storage.history import HistoryEntry
    from allfives_qt.ui.history_dialog import HistoryDialog

    four = SavedGame(Game(Rules.make(4), 3), (None, "medium", "medium", "medium"), "four")
    entries = [HistoryEntry(tmp_path / "g.json", "20261201T000000Z", "g", _reviewed_game("g", 7)),
               HistoryEntry(tmp_path / "f.json", "20261201T000100Z", "f", four)]
    dialog, tree, header = _history_at_860(qtbot, entries)
    for col in (5, 6):  # Accuracy and Biggest mistake: whole, and in view
        assert header.sectionSize(col) >= tree.sizeHintForColumn(col)
        assert header.sectionViewportPosition(col) + header.sectionSize(col) \
            <= tree.viewport().width() + 1
    assert not tree.horizontalScrollBar().isVisible()
    row = tree.topLevelItem(1)
    opponents = row.text(HistoryDialog.OPPONENTS).replace("\u00a0", " ")  # see unbroken()
    assert opponents.startswith("Left player (Medium), Partner (Medium)")
    # The partner is no opponent: the column says what it lists (play-test pt43 #6).
    assert tree.headerItem().text(HistoryDialog.OPPONENTS) == "Computer players"
    assert header.sectionSize(HistoryDialog.OPPONENTS) < tree.sizeHintForColumn(2)  # elided
    assert row.toolTip(HistoryDialog.OPPONENTS) == opponents
    # Wide enough, the column shows its whole text again.
    dialog.resize(1500, 420)
    qtbot.waitUntil(lambda: header.sectionSize(2) >= tree.sizeHintForColumn(2), timeout=2000)


def test_history_hides_accuracy_and_biggest_mistake_until_a_game_is_reviewed(qtbot, qapp,
                                                                             tmp_path):
    """Play-test pt112 #4: at 700 pixels, with no game reviewed, the empty Accuracy and Biggest
    mistake columns kept their titles' width and the titles were cut. They are hidden until a
    game in the list has its review; every column shown then ends inside the list."""
    from allfives_qt.storage.history import HistoryEntry

    plain = [HistoryEntry(tmp_path / f"{g}.json", f"2026120{i}T000000Z", g,
                          SavedGame(Game(Rules.make(2 + i), 3), (None,) + ("medium",) * (1 + i), g))
             for i, g in enumerate(("two", "three"))]
    for entries, hidden in ((plain, True), (plain + [HistoryEntry(
            tmp_path / "r.json", "20261203T000000Z", "r", _reviewed_game("r", 7))], False)):
        dialog, tree, header = _history_at_860(qtbot, entries, 700)  # every column shown in view
        assert [tree.isColumnHidden(col) for col in (5, 6)] == [hidden, hidden]
        for col in range(5 if hidden else 0):  # the titles of the columns shown are whole
            assert header.sectionSize(col) >= header.sectionSizeHint(col), col
        # A title a narrow window cuts ends in "…" and is whole in its tooltip (pt116 #2).
        assert header.textElideMode() == Qt.TextElideMode.ElideRight
        titles = [tree.headerItem().text(col) for col in range(header.count())]
        assert [tree.headerItem().toolTip(col) for col in (0, 2, 6)] == [titles[0], titles[2],
                                                                         titles[6]]
        dialog.close()


def test_history_columns_fit_a_three_player_score_and_a_long_result(qtbot, qapp, tmp_path):
    """Play-test pt14 #5 (84.png): at 1024 x 768, a three-player game's final score ("You 10 · Left
    player 30 · Right player 80") and "Abandoned (Undo used)" pushed Biggest mistake out of view
    (a horizontal scroll bar). The Final score column now narrows too, its text whole in its
    tooltip, and every column ends inside the list."""
    from allfives_qt.storage.history import HistoryEntry
    from allfives_qt.ui.history_dialog import HistoryDialog, text_room

    reviewed = _reviewed_game("g", 7)
    three = SavedGame(Game(Rules.make(3), 3), (None, "medium", "medium"), "three", undos=1,
                      abandoned=True, review=reviewed.review)
    three.game.scores = [10, 30, 80]
    entries = [HistoryEntry(tmp_path / "t.json", "20261202T034300Z", "t", three),
               HistoryEntry(tmp_path / "g.json", "20261201T000000Z", "g", reviewed)]
    dialog, tree, header = _history_at_860(qtbot, entries)
    row = tree.topLevelItem(0)
    assert row.toolTip(HistoryDialog.SCORE) == "You 10 · Left player 30 · Right player 80"
    assert row.text(4) == "Abandoned (Undo used)" and row.text(6)
    for col in (4, 5, 6):  # Result, Accuracy and Biggest mistake: whole, and in view
        assert header.sectionSize(col) >= tree.sizeHintForColumn(col)
    assert not tree.horizontalScrollBar().isVisible()
    assert header.sectionSize(HistoryDialog.SCORE) < tree.sizeHintForColumn(HistoryDialog.SCORE)
    assert row.text(HistoryDialog.SCORE).replace("\u00a0", " ") == row.toolTip(HistoryDialog.SCORE)
    # The date (its month named: play-test pt152 #7) breaks only between the date and the time,
    # each part whole; narrowed further, it takes two lines rather than cutting either.
    fm = tree.fontMetrics()
    when = HistoryDialog.WHEN
    parts = row.text(when).split(" ")
    assert len(parts) == 2 and all(fm.horizontalAdvance(p) <= text_room(tree, when) for p in parts)
    dialog.resize(640, 420)
    qtbot.waitUntil(lambda: text_room(tree, when) < fm.horizontalAdvance(row.text(when)))
    assert all(fm.horizontalAdvance(p) <= text_room(tree, when) for p in parts)
    assert tree.visualItemRect(row).height() >= 2 * fm.height()
    os.makedirs("test-artifacts", exist_ok=True)
    dialog.grab().save("test-artifacts/history-three-players-860px.png")


def test_won_hands_are_said_as_the_hands_where_your_side_scored_the_most(qtbot, qapp, tmp_path):
    """Play-test pt10 #8 (shot49.png): "Hands: 2 played, 0 won (0%)" right above "Went out: in 2
    hands" read as wrong. A won hand is one where the person's side scored more than each other
    side, and the row now says so, in every language (a statistics file as the play-test had it)."""
    import json

    from allfives_qt import i18n

    tally = {"games_played": 1, "games_won": 0, "hands_played": 2, "hands_won": 0, "hands_out": 2,
             "hands_judged": 2}
    paths = Paths(tmp_path)
    paths.data_dir.mkdir(parents=True)
    paths.statistics_file.write_text(json.dumps(
        {"format": "allfives-statistics", "version": 2, "total": tally, "by_players": {"2": tally},
         "points_total": -20, "hand_points": [-5, -15]}))
    st = Storage(paths)
    assert st.take_issues() == []
    dlg = StatisticsDialog(st.statistics, st)
    qtbot.addWidget(dlg)
    value = {k: v[1].text() for k, v in dlg.summary_labels.items()}
    assert value["hands"] == "2 played, 0 where your side outscored every other side (0%)"
    assert value["out"] == "in 2 of 2 hands"
    old = Tally(hands_played=10, hands_won=1, hands_judged=4)  # after a version 1 file
    assert dlg.hands_text(old) == "10 played, 1 of the last 4 where your side outscored every other side (25%)"
    try:
        for code, words in (("ru", "ваша сторона"), ("sw", "upande wako"), ("he", "הצד שלך"),
                            ("ceb", "imong kiliran"), ("ta", "உங்கள் தரப்பு")):
            i18n.install_language(qapp, code)
            text = dlg.hands_text(st.statistics.total)
            assert words in text and "0" in text, (code, text)
    finally:
        i18n.install_language(qapp, "en")


def test_long_translations_wrap_instead_of_scrolling_sideways(qtbot, qapp):
    """Tamil and Swahili made the dialog scroll sideways (the "Went out" value on one line was
    wider than the dialog, 983 px in Tamil at a 760 px dialog): the values and the table's titles
    wrap, so nothing needs the horizontal scroll bar and every title keeps all its lines."""
    from allfives_qt import i18n

    try:
        for code in ("ta", "sw"):
            i18n.install_language(qapp, code)
            dlg = StatisticsDialog(sample_stats())
            qtbot.addWidget(dlg)
            dlg.resize(760, 720)
            dlg.show()
            qtbot.waitExposed(dlg)
            qtbot.wait(20)
            assert not dlg.scroll.horizontalScrollBar().isVisible(), code
            header = dlg.table.horizontalHeader()
            metrics = header.fontMetrics()
            for col in range(dlg.table.columnCount()):
                title = dlg.table.horizontalHeaderItem(col).text()
                need = metrics.boundingRect(0, 0, header.sectionSize(col) - 8, 10_000,
                                            int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                                            title).height()
                assert header.height() >= need, (code, title)
            if code == "ta":  # two of its titles take two lines at this width
                assert header.height() > 1.5 * metrics.height()
    finally:
        i18n.install_language(qapp, "en")


def test_in_hebrew_every_value_keeps_beside_its_name(qtbot, qapp):
    """Play-test pt19 #9: wrapped, a bare number ("185") was laid out by its own direction, at
    the far left of a right-to-left dialog. The values keep to their names' side in Hebrew, and
    to the left in English, whatever their text."""
    from allfives_qt import i18n

    absolute = Qt.AlignmentFlag.AlignAbsolute
    try:
        i18n.install_language(qapp, "he")
        dlg = StatisticsDialog(sample_stats())
        qtbot.addWidget(dlg)
        for key, (_name, value) in dlg.summary_labels.items():
            assert value.alignment() & Qt.AlignmentFlag.AlignRight and value.alignment() & absolute, key
            # Play-test pt144 #6: selectable and wrapped, a label laid its Hebrew out left to
            # right in the dialog ("(100%)" at the right end, "Game > History" pointing back).
            assert not value.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByMouse
        # The table's figures stand under their centred headers (play-test pt140 #5).
        item = dlg.table.item(0, 0)
        assert item.textAlignment() == Qt.AlignmentFlag.AlignCenter
    finally:
        i18n.install_language(qapp, "en")
    for key, (_name, value) in dlg.summary_labels.items():  # the language changed back
        assert value.alignment() & Qt.AlignmentFlag.AlignLeft and not value.alignment() & Qt.AlignmentFlag.AlignRight, key


def test_history_opens_wide_enough_for_whole_columns_where_the_screen_allows(qtbot, qapp, tmp_path,
                                                                          monkeypatch):
    """Play-test pt19 #8: at 1366 px the History opened 860 px wide and the final scores and the
    opponents were elided in every language. It opens as wide as its columns need, within the
    screen; on a 1024 px screen it stays within it (and the columns share the room as before),
    and on a screen narrower than 900 px (1280 px at 144 dpi: 853) it is narrower than 860 px
    (play-test pt125 #3: its title bar's close button was off the screen)."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    from allfives_qt.storage.history import HistoryEntry
    from allfives_qt.ui.history_dialog import HistoryDialog

    four = SavedGame(Game(Rules.make(4), 3), (None, "medium", "medium", "medium"), "four")
    entries = [HistoryEntry(tmp_path / "g.json", "20261201T000000Z", "g", _reviewed_game("g", 7)),
               HistoryEntry(tmp_path / "f.json", "20261201T000100Z", "f", four)]
    for screen_width in (1920, 1024, 853):
        monkeypatch.setattr(QScreen, "availableGeometry",
                            lambda _screen, w=screen_width: QRect(0, 0, w, 740))
        dialog = HistoryDialog(entries)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        tree, header = dialog.tree, dialog.tree.header()
        assert min(860, screen_width - 40) <= dialog.width() <= screen_width - 40
        if screen_width == 1920:
            qtbot.waitUntil(lambda: all(header.sectionSize(col) >= tree.sizeHintForColumn(col)
                                        for col in (HistoryDialog.OPPONENTS, HistoryDialog.SCORE)),
                            timeout=2000)
            assert dialog.width() > 860
        dialog.close()


def test_the_levels_table_shows_every_row_without_a_scroll_bar_of_its_own(qtbot, qapp, monkeypatch):
    """Play-test pt45: in a small window Statistics had two vertical scroll bars, the dialog's and
    its table's. The table is as tall as its rows (the dialog's scroll bar is the only one), so
    every row is seen by scrolling the dialog."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(0, 0, 1024, 560))
    dialog = StatisticsDialog(sample_stats())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.table
    assert table.rowCount() > 1
    assert not table.verticalScrollBar().isVisible()
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    assert table.viewport().height() >= rows
    assert dialog.scroll.verticalScrollBar().maximum() > 0  # the dialog scrolls instead


def test_axis_values_are_never_written_over_each_other_nor_under_the_plot():
    """Play-test pt75 #9: with points from -5 to 60 the axis wrote "0" over "-5", and "-5" onto
    the hand number "1" under the chart."""
    from allfives_qt.ui.stats_dialog import axis_places

    ticks = [-5, 0, 60]
    height, top, bottom = 16.0, 20.0, 220.0

    def y(v: float) -> float:
        return bottom - (v + 5) / 65 * (bottom - top)

    places = axis_places(ticks, [str(t) for t in ticks], y, height, bottom)
    assert [text for _, text in places] == ["0", "60"]  # "-5" would touch the zero line's "0"
    assert all(t + height <= bottom + 2 for t, _ in places)
    assert all(abs(a - b) >= height for (a, _), (b, _) in zip(places, places[1:]))
    wide = axis_places([-40, 0, 60], ["-40", "0", "60"], lambda v: bottom - (v + 40) / 100 * 200,
                       height, bottom)
    assert [text for _, text in wide] == ["0", "60", "-40"]  # room for all three


def test_a_single_hands_dot_lies_by_its_label_right_to_left_too(qtbot):
    """Play-test pt109 #1: in Hebrew the points chart of a single hand had its label "1" at the
    chart's right, on the axis's side, and its dot at the far left. The dot lies at the start of
    the reading, by its label, in either direction: in the left quarter of the line's half left
    to right (the chart's right half), in the right quarter of it right to left (the left half)."""
    stats = sample_stats()
    stats.hand_points = [40]
    for direction, quarter in ((Qt.LayoutDirection.LeftToRight, 2),
                               (Qt.LayoutDirection.RightToLeft, 1)):
        dlg = StatisticsDialog(stats)
        qtbot.addWidget(dlg)
        dlg.chart.setLayoutDirection(direction)
        image = dlg.chart.grab().toImage()
        w = image.width() // 4
        found = [_has_color(image.copy(k * w, 0, w, image.height()), LINE_COLOR) for k in range(4)]
        assert found == [k == quarter for k in range(4)], (direction, found)


def _finished(rules, seed: int, game_id: str) -> SavedGame:
    game = Game(rules, seed)
    play_to_end(game, random.Random(seed))
    return SavedGame(game, (None, "easy"), game_id)


def test_the_game_box_shows_one_games_figures_alone(qtbot, tmp_path):
    """Play-test pt110 #1: after a game of All Fives and one of Fives and Threes, the points per
    hand (24.6), best play and highest score mixed the two scorings, and so did the chart. Once
    more than one game was played, a Game box shows all games or one game's own figures: its
    summary, chart, table rows and reviewed hands."""
    storage = Storage(Paths(tmp_path))
    fives = _finished(Rules.make(2, target=100), 3, "a")
    threes = _finished(Rules.game("fives-and-threes", 2), 4, "b")
    storage.game_changed(fives)
    only_one = StatisticsDialog(storage.statistics, storage)
    qtbot.addWidget(only_one)
    assert only_one.game_choice.isHidden()  # one game: its figures are all the figures
    storage.game_changed(threes)
    stats = storage.statistics
    dlg = StatisticsDialog(stats, storage)
    qtbot.addWidget(dlg)
    box = dlg.game_choice
    assert not box.isHidden() and [box.itemData(i) for i in range(box.count())] == [
        "", "all-fives", "fives-and-threes"]
    assert box.itemText(0) == "All games" and box.itemText(2) == "Fives and Threes"
    value = dlg.summary_labels["points_per_hand"][1]
    assert value.text() == f"{stats.points_per_hand:.1f}"
    box.setCurrentIndex(2)
    alone = stats.per_game["fives-and-threes"]
    assert value.text() == f"{alone.points_per_hand:.1f}" != f"{stats.points_per_hand:.1f}"
    assert dlg.summary_labels["highest"][1].text() == str(threes.game.scores[0])
    assert dlg.chart._stats is alone
    rows = [dlg.table.verticalHeaderItem(r).text() for r in range(dlg.table.rowCount())]
    assert "Fives and Threes" in rows and "All Fives" not in rows
    assert dlg.earlier_note.isHidden()
    # The figures keep to their own height, the charts right under them (play-test pt112 #5: a
    # gap under "Reviewed hands" when one game's table had fewer rows).
    dlg.show()
    qtbot.waitExposed(dlg)
    last = dlg.summary_labels["reviewed"][1]
    under = last.mapTo(dlg.chart.parentWidget(), last.rect().bottomLeft()).y()
    assert dlg.chart.geometry().top() - under <= 2 * dlg.chart.parentWidget().layout().spacing()
    box.setCurrentIndex(0)
    assert dlg.chart._stats is stats and value.text() == f"{stats.points_per_hand:.1f}"


def test_the_game_box_opens_on_the_game_being_played(qtbot, tmp_path):
    """Play-test pt172 #3: with All Fives and Fives and Threes played, Statistics opened on All
    games, whose points per hand mix the two scorings. It opens on the game being played once
    that game has figures of its own and another game was played; otherwise on All games."""
    storage = Storage(Paths(tmp_path))
    fives = _finished(Rules.make(2, target=100), 3, "a")
    threes = _finished(Rules.game("fives-and-threes", 2), 4, "b")
    storage.game_changed(fives)
    now = SavedGame(Game(Rules.game("fives-and-threes", 2), 9), (None, "easy"), "c")
    alone = StatisticsDialog(storage.statistics, storage, current=now)  # Fives and Threes unplayed
    qtbot.addWidget(alone)
    assert alone.game_choice.currentData() == ""
    storage.game_changed(threes)
    for current, shown in ((now, "fives-and-threes"), (fives, "all-fives"), (None, "")):
        dlg = StatisticsDialog(storage.statistics, storage, current=current)
        qtbot.addWidget(dlg)
        assert dlg.game_choice.currentData() == shown
        want = storage.statistics.per_game[shown] if shown else storage.statistics
        assert dlg.summary_labels["points_per_hand"][1].text() == f"{want.points_per_hand:.1f}"
        dlg.game_choice.setCurrentIndex(0)  # All games stays a choice
        assert dlg.game_choice.currentData() == ""


def test_hands_counted_before_each_game_had_its_figures_are_told(qtbot):
    """A file from before each game kept its own figures, with two games in it: a game's own
    figures start empty, and the dialog says how many of its hands count under All games only."""
    stats = Statistics()
    stats.update(_finished(Rules.make(2, target=100), 3, "a").game, (None, "easy"), "a")
    stats.update(_finished(Rules.game("fives-and-threes", 2), 4, "b").game, (None, "easy"), "b")
    old = stats.to_dict()
    del old["per_game"]
    read = Statistics.from_dict(old)[0]
    dlg = StatisticsDialog(read)
    qtbot.addWidget(dlg)
    dlg.game_choice.setCurrentIndex(1)
    hands = read.by_game["all-fives"].hands_played
    assert not dlg.earlier_note.isHidden()
    assert dlg.earlier_note.text().startswith(f"{hands} hands of this game were counted before")
    assert dlg.summary_labels["points_per_hand"][1].text() == "–"


def test_a_narrowed_column_wraps_whole_names_instead_of_cutting_them(qtbot, qapp, tmp_path):
    """Play-test pt110 #5: at 1,240 px a four-player row read "Игрок слева (Средний), Игрок…"
    and "Вы 55 · Игрок слева 61 · …". A narrowed Computer players or Final score column wraps its
    text, between players where each fits on a line, and its row is as tall as the lines."""
    from allfives_qt import i18n
    from allfives_qt.storage.history import HistoryEntry
    from allfives_qt.ui.history_dialog import HistoryDialog, text_room, unbroken

    four = SavedGame(Game(Rules.make(4, partnerships=False), 3),
                     (None, "medium", "medium", "medium"), "four")
    four.game.scores = [55, 61, 39, 33]
    entries = [HistoryEntry(tmp_path / "g.json", "20261201T000000Z", "g", _reviewed_game("g", 7)),
               HistoryEntry(tmp_path / "f.json", "20261201T000100Z", "f", four)]
    i18n.install_language(qapp, "ru")
    try:
        dialog, tree, header = _history_at_860(qtbot, entries)
        for width in (860, 1240):
            dialog.resize(width, 420)
            qtbot.wait(50)
            row = tree.topLevelItem(1)
            fm = tree.fontMetrics()
            for col in (HistoryDialog.OPPONENTS, HistoryDialog.SCORE):
                room = text_room(tree, col)
                assert fm.horizontalAdvance(row.toolTip(col)) > room  # too long for one line
                if all(fm.horizontalAdvance(p) <= room for p in unbroken(row.toolTip(col)).split(" ")):
                    assert row.text(col) == unbroken(row.toolTip(col))  # broken between players
                lines = fm.boundingRect(0, 0, room, 1 << 20, int(Qt.TextFlag.TextWordWrap),
                                        row.text(col))
                assert lines.height() >= 2 * fm.height() - 1
                assert tree.visualItemRect(row).height() >= lines.height()  # every line shown
        dialog.close()
    finally:
        i18n.install_language(qapp, "en")


def test_history_rows_without_a_wrapped_cell_are_one_line_tall(qtbot, qapp, tmp_path):
    """Play-test pt113 #3: with the wrapping of pt110 #5, rows with nothing wrapped were twice as
    tall as others (measured while the columns sized to their contents were still narrow). Only
    the Computer players and Final score cells take more lines, and only when they need them."""
    from allfives_qt.storage.history import HistoryEntry

    two = [SavedGame(Game(Rules.make(2), seed), (None, "medium"), f"g{seed}", undos=seed % 2,
                     abandoned=bool(seed % 3)) for seed in range(1, 5)]
    entries = [HistoryEntry(tmp_path / "r.json", "20261201T000000Z", "r", _reviewed_game("r", 7))]
    entries += [HistoryEntry(tmp_path / f"{s.game_id}.json", f"2026120{i + 2}T000000Z", s.game_id, s)
                for i, s in enumerate(two)]
    dialog, tree, header = _history_at_860(qtbot, entries)
    dialog.resize(1240, 420)
    qtbot.wait(50)
    heights = {tree.visualItemRect(tree.topLevelItem(i)).height()
               for i in range(tree.topLevelItemCount())}
    assert len(heights) == 1, heights
    assert heights.pop() < 2 * tree.fontMetrics().height() + 6
    dialog.close()


def test_long_names_and_values_share_the_width_and_show_whole(qtbot, qapp):
    """Play-test pt141 #5: in Tamil the "went out" row's name stood on one line and left the
    values a column a few words wide, "2 played, 0 won" on four lines. Names and values now
    share the width, and each shows all of its lines."""
    from allfives_qt import i18n

    i18n.install_language(qapp, "ta")
    try:
        dlg = StatisticsDialog(sample_stats())
        qtbot.addWidget(dlg)
        dlg.resize(900, 700)
        dlg.show()
        qtbot.waitExposed(dlg)
        name, value = dlg.summary_labels["out"]
        row_width = value.geometry().right() - name.geometry().left()
        assert value.width() >= 0.4 * row_width and name.width() <= 0.6 * row_width
        for name, value in dlg.summary_labels.values():
            for label in (name, value):
                assert label.height() >= label.heightForWidth(label.width()), label.text()
        games = dlg.summary_labels["games"][1]
        assert games.heightForWidth(games.width()) <= 2 * games.fontMetrics().lineSpacing() + 2
    finally:
        i18n.install_language(qapp, "en")


def test_a_percentage_rounds_a_half_up():
    """Play-test pt152 #2: the same chart showed 7 of 8 as 88% and 5 of 8 as 62% (Python's round
    takes a half to the even number). A half goes up everywhere a share is shown in percent."""
    from allfives_qt.ui.sentences import whole_percent

    assert [whole_percent(k / 8) for k in range(9)] == [0, 13, 25, 38, 50, 63, 75, 88, 100]
    assert (whole_percent(1 / 3), whole_percent(2 / 3), whole_percent(0.125)) == (33, 67, 13)


def test_no_figure_gets_no_percent_sign(qtbot):
    """Play-test pt153 #7: with nothing played, "0 won (–%)"; the dash stands alone."""
    dlg = StatisticsDialog(Statistics())
    qtbot.addWidget(dlg)
    games, hands = (dlg.summary_labels[k][1].text() for k in ("games", "hands"))
    assert games.endswith("0 won (–)") and hands.endswith("(–)") and "%" not in games + hands
