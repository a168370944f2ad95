"""Game -> History and the replay viewer (issue 11, items 7 and 13): finished games listed with
date, opponents and levels, score and result, opened in the replay; Last goes to the end of the
chosen hand; Play steps on its own; the arrows follow a right-to-left language; the info panel does
not say "Your turn" while you watch; the hand chooser fits its longest entry; a record with a
number out of range opens with one line."""

import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from allfives_qt.i18n import set_layout_direction
from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import NAMES, parse_halves
from allfives_qt.game_setup import LANGUAGES
from gameplay import wait_person
from test_window_storage import make_window

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def _act(c):
    """The person's move (seat 0 of controller ``c``): the first legal play, else a draw, else a
    pass."""
    legal = c.game.hand.legal_moves()
    if legal:
        c.play(legal[0].tile, legal[0].end)
    elif c.can_draw():
        c.draw()
    else:
        c.pass_turn()


def _finish_game(qtbot, w):
    c = w.controller
    while not c.game.over:
        wait_person(qtbot, w)
        if c.game.over:
            break
        if c.game.hand_over:
            c.next_hand()
        else:
            _act(c)


def test_history_lists_finished_games_and_opens_one_in_the_replay(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2, target=60), (None, "hard"), 5))
    _finish_game(qtbot, w)
    game = w.controller.game
    dialog = w.show_history()
    assert dialog.tree.topLevelItemCount() == 1
    date, played, opponents, score, result, accuracy, mistake = dialog.row_texts(dialog.entries[0])
    assert played == "All Fives"  # to 60, not the usual 250: still All Fives (play-test pt91 #4)
    assert dialog.tree.headerItem().text(1) == "Game"
    # The Accuracy column says what it counts (the review's own line counts only the best plays).
    assert dialog.tree.headerItem().text(5) == "Accuracy"
    assert "less than one point" in dialog.tree.headerItem().toolTip(5)
    assert dialog.tree.topLevelItem(0).text(1) == "All Fives"
    assert accuracy == mistake == ""  # not reviewed
    assert not dialog.mistake_button.isEnabled() and not dialog.chart.isVisible()
    assert opponents == "Top player (Hard)"
    assert score == f"You {game.scores[0]} · Top player {game.scores[1]}"
    assert result == ("Won" if game.winner == 0 else "Lost") and date
    assert w.history_action.text() == "Histor&y…"
    # Room around each row's text (play-test pt79 #4: rows one line tall, columns running together).
    tree = dialog.tree
    line = tree.fontMetrics().height()
    assert tree.visualItemRect(tree.topLevelItem(0)).height() >= line + 6
    assert tree.sizeHintForColumn(4) >= tree.fontMetrics().horizontalAdvance(result) + 12
    dialog.replay_button.click()
    assert w.replay is not None and w.replay_mode.saved.game.to_record() == game.to_record()
    w.close()


def test_closing_a_replay_opened_from_history_goes_back_to_history(qtbot, tmp_path, monkeypatch):
    """Play-test: Escape in a replay opened from History (Show in replay, Show biggest mistake)
    went to the game; it comes back to the list, the same game selected, where and at the size
    the player left it, and the games not read again. A replay opened another way (Open game record) still
    goes back to the game."""
    w = make_window(qtbot, tmp_path)
    for seed in (5, 6):
        w.start_game(GameSetup(Rules.make(2, target=30), (None, "random"), seed))
        _finish_game(qtbot, w)
    reads = []
    real = w.storage.history
    monkeypatch.setattr(w.storage, "history", lambda: reads.append(1) or real())
    w.history_action.trigger()  # as the menu does (play-test pt70 #1: "checked" came as entries)
    first = w.history_dialog
    assert first.isVisible() and len(reads) == 1 and first._selected() == 0
    first.select(1)
    older = first.entries[1]
    first.resize(640, 380)  # narrowed by the player: the way back keeps it (play-test pt156 #10)
    first.move(first.x() + 37, first.y() + 21)  # and moved (pt161 #11: it came back centred)
    place = first.geometry()
    first.replay_button.click()
    assert w.replaying and w.replay_mode.saved is older.saved and not first.isVisible()
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    assert not w.replaying
    back = w.history_dialog
    assert back is not first and back.isVisible() and back._selected() == 1
    assert (back.width(), back.height()) == (640, 380) and back.geometry() == place
    assert back.entries == first.entries and len(reads) == 1
    # Reviewed in that replay (R: the same game shown again, with its marks), the way back holds
    # (play-test pt70 #2: the review's replay forgot it).
    back.replay_button.click()
    with qtbot.waitSignal(w.reviews.shown, timeout=120000):
        QTest.keyClick(w.view, Qt.Key.Key_R)
    assert w.replaying and w.replay_mode.saved is older.saved
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    back = w.history_dialog
    assert back.isVisible() and back._selected() == 1 and len(reads) == 1
    back.reject()
    assert not w.replaying and not w.history_dialog.isVisible()
    # Open game record: Escape goes back to the game, with no History.
    assert w.open_record(str(EXAMPLES / "full-game.json"))
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    assert not w.replaying and w.history_dialog is back and not back.isVisible()
    w.close()


def test_history_names_the_game_played(qtbot, tmp_path):
    """Play-test: Game -> History had no column for the game; a Fives and Threes game is named
    so (the statistics' per-game key), to any target (pt91 #4), after a custom one."""
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2, target=30, spinner="none"), (None, "random"), 5))
    _finish_game(qtbot, w)
    w.start_game(GameSetup(Rules.game("fives-and-threes", 2, target=30), (None, "random"), 6))
    _finish_game(qtbot, w)
    dialog = w.show_history()
    assert [dialog.tree.topLevelItem(i).text(1) for i in range(2)] == ["Fives and Threes", "Custom"]
    assert "fives-and-threes" in w.storage.statistics.by_game  # the same name as the statistics'
    # A Custom game's tooltip lists its rules, as About this deal does (play-test pt105 #6).
    assert dialog.tree.topLevelItem(1).toolTip(1) == (
        "Custom, target 30\nSpinner: No spinner: one line\nEvery other rule as in All Fives.")
    assert dialog.tree.topLevelItem(0).toolTip(1) == ""
    w.close()


def test_history_names_the_reference_levels_in_every_language_building_names_once(
        qtbot, tmp_path, monkeypatch):
    """A seat played by the random (or greedy) reference level was listed as "(random)" in every
    language: it is named and translated like the other levels. The dialog looks the game and
    level names up once per filling, not once per row."""
    from PySide6.QtWidgets import QApplication

    from allfives_qt import i18n
    from allfives_qt.ui import history_dialog

    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(3, target=30), (None, "random", "greedy"), 5))
    _finish_game(qtbot, w)
    w.start_game(GameSetup(Rules.make(2, target=30), (None, "random"), 6))
    _finish_game(qtbot, w)
    calls = []
    for name in ("game_names", "level_names"):
        real = getattr(history_dialog, name)
        monkeypatch.setattr(history_dialog, name,
                            lambda real=real, name=name: calls.append(name) or real())
    dialog = w.show_history()
    assert dialog.tree.topLevelItemCount() == 2
    assert sorted(calls) == ["game_names", "level_names"]  # once each for the two rows
    # Two games finished within one second may be listed in either order (the history's time
    # stamps are whole seconds): find each game's row.
    rows = [dialog.tree.topLevelItem(i).text(2).replace("\u00a0", " ") for i in range(2)]
    assert sorted(rows) == ["Left player (Random), Right player (Greedy)", "Top player (Random)"]
    three = rows.index("Left player (Random), Right player (Greedy)")
    fills, fill = [], dialog.fill
    dialog.fill = lambda: fills.append(1) or fill()
    try:
        i18n.install_language(QApplication.instance(), "ru")
        qtbot.waitUntil(lambda: dialog.windowTitle() != "History")
        assert "(Случайный)" in dialog.tree.topLevelItem(three).text(2)
        assert "(Жадный)" in dialog.tree.topLevelItem(three).text(2)
        # The language change filled the list again: the names once more per filling.
        assert fills and calls.count("game_names") == calls.count("level_names") == 1 + len(fills)
    finally:
        i18n.install_language(QApplication.instance(), "en")
    dialog.reject()
    w.close()


def test_page_up_goes_to_the_previous_hand_and_the_hand_box_gives_the_keys_back(qtbot, tmp_path):
    """Play-test pt64 #3: Page Up went to the start of the hand shown, where the README and Help
    say the previous hand (Home goes to this hand's start). pt64 #2: once the hand box's list had
    been opened and closed with Escape, the box kept the replay's keys."""
    w = make_window(qtbot, tmp_path)
    assert w.open_record(str(EXAMPLES / "full-game.json"))
    steps, bar = w.replay, w.replay_bar
    assert steps.hands >= 3
    bar.go(steps.hand_starts[2] + 3)  # in the middle of hand 3
    QTest.keyClick(w.view, Qt.Key.Key_PageUp)
    assert w.replay_index == steps.hand_starts[1]
    QTest.keyClick(w.view, Qt.Key.Key_PageDown)
    assert w.replay_index == steps.hand_starts[2]
    bar.go(3)  # in the first hand: Page Up goes to its deal
    QTest.keyClick(w.view, Qt.Key.Key_PageUp)
    assert w.replay_index == 0
    QTest.mouseClick(bar.hand_box, Qt.MouseButton.LeftButton)  # the box opens its list
    qtbot.waitUntil(lambda: bar.hand_box.view().isVisible())
    # Closed without a choice, as Escape does: the bar says so, and the window gives the keys
    # back to the table (as after a choice).
    with qtbot.waitSignal(bar.handChosen, timeout=1000):
        bar.hand_box.hidePopup()
    qtbot.waitUntil(lambda: w.view.hasFocus())
    QTest.keyClick(w.view, Qt.Key.Key_Right)
    assert w.replay_index == 1
    w.close()


def test_history_is_empty_without_games(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    dialog = w.show_history()
    assert dialog.tree.topLevelItemCount() == 0 and not dialog.replay_button.isEnabled()
    assert "finished or left" in dialog.empty.text()  # left games appear too (play-test pt53 #8)
    assert not dialog.open_selected()
    w.close()


def test_replay_last_play_pause_and_the_info_panel(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    assert w.open_record(str(EXAMPLES / "full-game.json"))
    steps, bar = w.replay, w.replay_bar
    assert steps.hands >= 2
    bar.hand_box.activated.emit(1)  # choose hand 2, then Last: the end of hand 2, not of the game
    bar.last_action.trigger()
    assert w.replay_index == steps.hand_starts[2] - 1 and steps.steps[w.replay_index].last
    # Last again: the end of the game (play-test pt51 #4); then nothing is further on.
    bar.last_action.trigger()
    assert w.replay_index == len(steps) - 1 and not bar.last_action.isEnabled()
    # First, as Last: the deal of the hand on the table, then the first deal of the game.
    QTest.keyClick(w.view, Qt.Key.Key_Home)
    assert w.replay_index == steps.hand_starts[steps.hands - 1]
    bar.first_action.trigger()
    assert w.replay_index == 0 and not bar.first_action.isEnabled()
    QTest.keyClick(w.view, Qt.Key.Key_End)
    QTest.keyClick(w.view, Qt.Key.Key_Home)
    QTest.keyClick(w.view, Qt.Key.Key_Home)
    assert "Your turn" not in w.scene.turn_text.text()
    # Play steps on its own, Pause stops.
    bar.play_ms = 5
    button = bar.widgetForAction(bar.play_action)
    qtbot.waitUntil(lambda: bar.widgetForAction(bar.next_action).x() > 0)
    forward = bar.widgetForAction(bar.next_action).x()
    bar.play_action.trigger()
    assert bar.play_action.text() == "Pause"
    # The buttons after it stay still (play-test pt43 #9: Pause is wider than Play).
    wide = button.fontMetrics().horizontalAdvance("Pause")
    assert button.minimumWidth() >= wide and button.fontMetrics().horizontalAdvance("Play") < wide
    qtbot.wait(20)
    assert bar.widgetForAction(bar.next_action).x() == forward
    # "Play N of M" keeps apart from the hand box (play-test pt44 #8: they touched).
    box, label = bar.hand_box.geometry(), bar.position.geometry()
    text_left = label.left() + bar.position.contentsMargins().left()
    assert text_left - box.right() >= 8
    qtbot.waitUntil(lambda: w.replay_index >= 3, timeout=3000)
    bar.play_action.trigger()
    stopped = w.replay_index
    qtbot.wait(50)
    assert w.replay_index == stopped and bar.play_action.text() == "Play"
    # No step while watching says "Your turn".
    for i in range(steps.hand_starts[1]):
        bar.go(i)
        assert w.scene.turn_text.text() != "Your turn"
    w.close()


def test_replay_arrows_follow_a_right_to_left_language(qtbot, qapp, tmp_path):
    w = make_window(qtbot, tmp_path)
    assert w.open_record(str(EXAMPLES / "full-game.json"))
    QTest.keyClick(w.view, Qt.Key.Key_Right)
    assert w.replay_index == 1
    set_layout_direction(qapp, Qt.LayoutDirection.RightToLeft)
    try:
        QTest.keyClick(w.view, Qt.Key.Key_Left)  # reads forward in Hebrew
        assert w.replay_index == 2
        QTest.keyClick(w.view, Qt.Key.Key_Right)
        assert w.replay_index == 1
    finally:
        set_layout_direction(qapp, Qt.LayoutDirection.LeftToRight)
    w.close()


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_hand_chooser_fits_its_longest_entry_after_a_shorter_record(qtbot, qapp, tmp_path, code):
    from allfives_qt import i18n

    w = make_window(qtbot, tmp_path)
    try:
        i18n.install_language(qapp, code)
        assert w.open_record(str(EXAMPLES / "worked-example-a.json"))
        assert w.open_record(str(EXAMPLES / "full-game.json"))
        box = w.replay_bar.hand_box
        fm = box.fontMetrics()
        longest = max(fm.horizontalAdvance(box.itemText(i)) for i in range(box.count()))
        assert box.count() > 9 and all(any(ch.isdigit() for ch in box.itemText(i))
                                       for i in range(box.count()))
        qtbot.waitUntil(lambda: box.width() >= longest)
    finally:
        i18n.install_language(qapp, "en")
    w.close()


def test_a_record_with_a_400_digit_seed_opens_with_one_line(qtbot, tmp_path):
    record = json.loads((EXAMPLES / "worked-example-a.json").read_text())
    record["seed"] = int("9" * 400)
    path = tmp_path / "huge-seed.json"
    path.write_text(json.dumps(record))
    w = make_window(qtbot, tmp_path)
    assert not w.open_record(str(path))
    reason = w._box.text().splitlines()[-2]  # the last says whose words it is (pt56 #2)
    assert "bad seed" in reason and len(reason) < 120 and w.replay is None
    w.close()


def _cut(record, step):
    hands = [dict(h) for h in record["hands"][: step.hand + 1]]
    hands[-1]["plays"] = hands[-1].get("plays", [])[: step.plays]
    return {**record, "hands": hands}


def test_every_replay_step_is_the_engines_state_of_the_record_cut_there():
    from allfives_qt.engine.record import replay_record
    from allfives_qt.ui.replay import ReplaySteps

    record = json.loads((EXAMPLES / "full-game.json").read_text())
    seen = []
    steps = ReplaySteps(record, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(h + 1, steps.hands) for h in range(steps.hands)]
    for i, step in enumerate(steps.steps):
        want = replay_record(_cut(record, step), finish_forced=step.last)
        got = steps.state(i)
        assert (got.to_record(), got.report(), got.hand.snapshot()) == \
               (want.to_record(), want.report(), want.hand.snapshot()), i
    assert steps.final.to_record() == replay_record(record).to_record()


def test_a_kept_deal_holds_only_its_own_hands_log():
    """Opening a long record keeps one copy per deal; each must not carry the finished hands'
    logs (that made opening a 5 MB record grow with the square of its hands)."""
    from allfives_qt.ui.replay import ReplaySteps

    record = json.loads((EXAMPLES / "full-game.json").read_text())
    steps = ReplaySteps(record)
    assert steps.hands > 1
    assert [len(game.logs) for game in steps._dealt] == [1] * steps.hands
    last = steps.state(len(steps) - 1)
    assert len(last.logs) == steps.hands
    assert last.logs[:-1] == steps.final.logs[:-1]


def test_a_long_record_opens_with_progress(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QProgressDialog  # what Open record shows (ui.persistence)

    record = json.loads((EXAMPLES / "full-game.json").read_text())
    path = tmp_path / "long.json"
    path.write_text(json.dumps(record))
    values = []
    real = QProgressDialog.setValue
    monkeypatch.setattr(QProgressDialog, "setValue",
                        lambda self, v: values.append(v) or real(self, v))
    w = make_window(qtbot, tmp_path)
    assert w.open_record(str(path))
    assert values and values[-1] == len(record["hands"]) and w.replay.hands == len(record["hands"])
    w.close()


def test_replay_status_bar_scores_are_the_replayed_positions(qtbot, tmp_path):
    """The status bar's scores follow the step on the table (they said 0 to 0 while the score
    panel said 10 to 55)."""
    w = make_window(qtbot, tmp_path)
    assert w.open_record(str(EXAMPLES / "full-game.json"))
    steps, bar = w.replay, w.replay_bar
    for i in (steps.hand_starts[2] - 1, len(steps) - 1, 0, 5):
        bar.go(i)
        game = steps.state(i)
        want = " · ".join(w.scene.side_name(s) + " " + str(v) for s, v in enumerate(game.scores))
        assert w.score_label.text() == want, i
    assert any(steps.state(len(steps) - 1).scores)
    w.close()


def test_replay_step_says_a_missed_claim_and_the_muggins_call(qtbot, tmp_path):
    """Worked example H in the replay viewer: the step of the unclaimed lead says its 10 points
    were not claimed and that the top player called Muggins and took them (the score jumps at this
    step); the same record without the call says the points were lost."""
    w = make_window(qtbot, tmp_path)
    assert w.open_record(str(EXAMPLES / "worked-example-h.json"))
    bar, mode = w.replay_bar, w.replay_mode
    bar.go(1)
    text = mode.step_text()
    assert "Count 10: 10 points not claimed." in text, text
    assert "Top player called Muggins! and took the 10 points." in text, text
    assert "Count 10, 0 points" not in text
    assert w.replay.state(1).scores == [0, 10]
    bar.go(2)
    assert "Count 10, 10 points." in mode.step_text() and "Muggins" not in mode.step_text()
    record = json.loads((EXAMPLES / "worked-example-h.json").read_text())
    del record["hands"][0]["plays"][0]["muggins"]
    path = tmp_path / "lost.json"
    path.write_text(json.dumps(record))
    assert w.open_record(str(path))
    w.replay_bar.go(1)
    text = w.replay_mode.step_text()
    assert "10 points not claimed. Nobody called Muggins: the points are lost." in text, text
    assert w.replay.state(1).scores == [0, 0]
    w.close()


def test_replay_step_says_the_tiles_drawn_before_its_play(qtbot, qapp, tmp_path):
    """Play-test pt9 #3 (the status bar did not say an opponent drew): a step of the replay says
    the tiles its player drew from the boneyard just before the play, counted here from the
    hand sizes of the steps before and after (one tile played: the hand grew by the draws less
    one); a play without draws says none. Russian: the sentence translated with
    its plural forms, in the active voice."""
    from allfives_qt import i18n
    from allfives_qt.engine.tiles import NAMES, parse_halves, tile_id
    from allfives_qt.ui.sentences import tile_words

    w = make_window(qtbot, tmp_path)
    assert w.open_record(str(EXAMPLES / "full-game.json"))  # draw: when-stuck, 2 players
    steps, mode, counts = w.replay, w.replay_mode, {}
    for i in range(1, len(steps)):
        step, before = steps.steps[i], steps.state(i - 1)
        if step.plays == 0:
            continue
        if step.last:  # its state has the forced draws after the play too
            continue
        after = steps.state(i)
        play = after.logs[step.hand].plays[step.plays - 1]
        drew = (len(after.hand.hand_tiles(play.seat))
                - len(before.hand.hand_tiles(play.seat)) + 1)
        name = "You" if play.seat == 0 else "Top player"  # the record names seat 0 a person
        text = mode.step_text(i)
        # Told before the play, as it happened (play-tests pt161 #3, pt164 #6, pt165 #4).
        played = f" played {tile_words(play.tile)} on "
        assert played in text, text
        # The tiles drawn are named, in the order drawn (play-tests pt167 #2, pt168 #6): the
        # boneyard's next ones, which are the tiles the seat's hand gained.
        pool = before.hand.boneyard[before.hand.drawn:before.hand.drawn + drew]
        gained = (set(after.hand.hand_tiles(play.seat)) | {tile_id(*parse_halves(play.tile))}) \
            - set(before.hand.hand_tiles(play.seat))
        assert set(pool) == gained
        names = ", ".join(NAMES[t] for t in pool)
        if drew == 0:
            assert " drew " not in text and f": {name}{played}" in text, text
        else:  # one sentence, its subject once (play-tests pt167 #1, pt169 #5)
            assert f": {name} drew {names} from the boneyard and{played}" in text, text
        counts[min(drew, 2)] = counts.get(min(drew, 2), 0) + 1
        if drew == 5:
            i18n.install_language(qapp, "ru")
            try:
                # Said in the active voice, the person's verb its own (play-test pt157 #4).
                said = ("Вы взяли" if play.seat == 0 else "Игрок сверху взял")
                text = mode.step_text(i)
                # The play's verb too, as the table says it (play-test pt168 #4: "Вы — 1-4").
                verb = "выложили" if play.seat == 0 else "выложил"
                assert f": {said} из базара {names} и {verb} " in text, text
                assert text.index(f"{said} из базара") < text.index(" Сумма "), text
            finally:
                i18n.install_language(qapp, "en")
            counts["ru"] = 1
    assert counts[0] > 100 and counts[1] > 10 and counts[2] > 5 and "ru" in counts, counts
    w.close()


def test_replay_and_review_write_tiles_as_the_status_bar_does(qtbot, tmp_path):
    """Play-test: the status bar wrote a tile "1-5" (low half first) and the review the same tile
    "5-1" (as a record writes it, the matching half first). What is shown now names a tile as the
    status bar does, in the replay's steps, the review's sentences and the statistics' best play;
    the records keep their own form."""
    from allfives_qt.ui.replay.review import mark_text

    w = make_window(qtbot, tmp_path)
    assert w.open_record(str(EXAMPLES / "full-game.json"))
    record = json.loads((EXAMPLES / "full-game.json").read_text())
    steps, seen = w.replay, 0
    for hi, hand in enumerate(record["hands"]):
        for pi, play in enumerate(hand["plays"]):
            a, b = parse_halves(play["tile"])
            if a > b:  # written high half first
                w.replay_bar.go(steps.hand_starts[hi] + pi + 1)
                text = w.replay_mode.step_text()
                assert f" {b}-{a} on " in text and play["tile"] not in text, text
                seen += 1
    assert seen > 10
    entry = {"tile": "5-1", "end": "E", "points": 5, "best": {"tile": "6-2", "end": "W"},
             "best_points": 10, "loss": 2.5}
    text = mark_text(entry)
    assert "1-5 on the right end" in text and "2-6 on the left end" in text
    assert "5-1" not in text and "6-2" not in text
    w.close()


def test_the_replay_names_each_end_where_it_lay_on_the_screen(qtbot, tmp_path):
    """Play-test pt18 G: the replay's sentence said "the top end" where the hints and the review
    said "the end at the top". It names an end by its place on the screen before the play."""
    from allfives_qt.engine.hand import ARM_BY_NAME
    from allfives_qt.ui.sentences import end_name
    from test_window_storage import make_window

    w = make_window(qtbot, tmp_path)
    assert w.open_record(str(Path(__file__).resolve().parent.parent / "examples" / "full-game.json"))
    mode = w.replay_mode
    record, checked = mode.steps.record, 0
    for index in range(1, 40):
        step = mode.steps.steps[index]
        if step.plays == 0:
            continue
        play = record["hands"][step.hand]["plays"][step.plays - 1]
        if play.get("end") is None:
            continue
        arm = ARM_BY_NAME[play["end"]]
        before = mode.steps.state(index - 1).hand.view(play["seat"])
        place = w.scene.frame.places(before).get(arm)
        assert place is not None
        assert f" on {end_name(arm, place)}." in mode.step_text(index)
        checked += 1
    assert checked > 10
    # "Play N of M" keeps the hand's widest width, its margins included, so the bar's buttons
    # after it stay still (play-test pt47 #4: Close replay moved from "Play 4 of 18" to "Play 18
    # of 18": the width left out the margins added in pt44).
    label = mode.bar.position
    close = mode.bar.widgetForAction(mode.bar.close_action)
    widths, places = set(), set()
    for index in range(mode.steps.hand_starts[0], mode.steps.hand_starts[1]):
        mode.bar.go(index)
        QApplication.processEvents()
        widths.add(label.minimumWidth())
        places.add(close.x())
        assert label.sizeHint().width() <= label.minimumWidth()
        # The deal is not "Play 0 of M" (play-test pt144 #11).
        plays, total = mode.steps.steps[index].plays, mode.steps.plays_in_hand(0)
        assert label.text() == (f"Play {plays} of {total}" if plays else "The deal")
    assert len(widths) == 1 and len(places) == 1
    w.close()


def test_the_replays_keys_work_again_once_a_hand_is_picked(qtbot, tmp_path):
    """Play-test pt25 #4: after a hand was picked in the replay bar's hand chooser, End and Home
    did nothing (the chooser kept the keyboard). The keyboard goes back to the table."""
    from PySide6.QtWidgets import QApplication

    w = make_window(qtbot, tmp_path)
    assert w.open_record(str(EXAMPLES / "full-game.json"))
    steps, bar = w.replay, w.replay_bar
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view, timeout=2000)  # opened
    bar.hand_box.setFocus()  # as a click on it does
    qtbot.waitUntil(lambda: QApplication.focusWidget() is bar.hand_box, timeout=2000)
    bar.hand_box.setCurrentIndex(1)
    bar.hand_box.activated.emit(1)  # as a pick in its list does
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view, timeout=2000)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_End)
    assert w.replay_index == steps.hand_starts[2] - 1  # the end of hand 2
    w.close()


def test_a_hand_left_part_way_ends_its_replay_where_it_was_left():
    """Play-test pt45 #1: a game left when the person had to draw showed, at its last step in the
    replay, the person holding the tiles the rules would have made them draw (two tiles more, two
    fewer in the boneyard): draws never made, and the boneyard's next tiles told. The last step of
    a record with an autosave's ``resume`` makes only the forced draws it says were made."""
    from allfives_qt.engine.game import Game
    from allfives_qt.engine.rules import Rules
    from allfives_qt.storage.autosave import autosave_document
    from allfives_qt.ui.replay import ReplaySteps

    for seed in range(200):  # a deal where, after some plays, the seat to act must draw
        game = Game(Rules.make(2), seed=seed)
        while not game.hand_over and not game.hand.must_draw():
            game.play(*game.hand.legal_moves()[0])
        if not game.hand_over and game.hand.n_played > 1:
            break
    else:
        raise AssertionError("no deal where a seat must draw")
    record = autosave_document(game, (None, "hard"), "left", abandoned=True)
    assert record["resume"]["forced"] == 0
    steps = ReplaySteps(record)
    last = steps.state(len(steps) - 1)
    assert last.hand.snapshot() == game.hand.snapshot()
    assert steps.last_forced == 0
    # Without the autosave's word, the rules' forced draws are made, as before.
    plain = ReplaySteps({k: v for k, v in record.items() if k != "resume"})
    assert plain.state(len(plain) - 1).hand.drawn > game.hand.drawn


def test_an_opened_record_is_named_in_the_replay_bar(qtbot, tmp_path):
    """Open record…: the bar says which file is shown ("Replay: name", the middle of a long name
    left out, the whole path in its tooltip); the same game shown again (after a review) keeps
    the name, another game (from History) is titled "Replay" alone."""
    from dataclasses import replace

    w = make_window(qtbot, tmp_path)
    path = tmp_path / ("a-record-with-a-long-name-" * 3 + "end.json")
    path.write_text((EXAMPLES / "full-game.json").read_text(encoding="utf-8"), encoding="utf-8")
    assert w.open_record(str(path))
    bar = w.replay_bar
    title = bar.title.text()
    assert title.startswith("Replay: a-record") and title.endswith("end.json") and "…" in title
    assert len(title) <= len("Replay: ") + bar.SOURCE_CHARS
    assert bar.title.toolTip() == str(path)
    saved = w.replay_mode.saved
    w.enter_replay(saved)
    assert bar.title.toolTip() == str(path)
    w.enter_replay(replace(saved))
    assert bar.title.text() == "Replay" and bar.title.toolTip() == ""
    w.close()


def test_undo_in_the_replay_says_a_replay_cannot_be_undone(qtbot, tmp_path):
    """Play-test pt62 #6: Ctrl+Z in the replay said "There is no play of yours in this hand to
    take back." with the person's play on the screen."""
    w = make_window(qtbot, tmp_path)
    assert w.open_record(str(EXAMPLES / "full-game.json"))
    w.replay_bar.last_action.trigger()
    assert not w.undo()
    assert "replay cannot be undone" in w.statusBar().currentMessage()
    w.close()


def test_the_claim_buttons_follow_the_game_replayed(qtbot, tmp_path):
    """Play-test pt120 #3: an All Fives game replayed while a Muggins game waited showed that
    game's Claim and Muggins! buttons under the table, greyed out; a Muggins record replayed
    during an All Fives game showed none. The pair follows the game on the table, and comes back
    with the game that waited."""
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2, claims="muggins", target=1000), (None, "hard"), 21))
    wait_person(qtbot, w)
    assert w.claim_buttons.isVisible()
    assert w.open_record(str(EXAMPLES / "full-game.json"))
    assert w.replaying and not w.claim_buttons.isVisible()
    w.replay_mode.leave()
    assert not w.replaying and w.claim_buttons.isVisible()
    w.start_game(GameSetup(Rules.make(2), (None, "hard"), 21))
    wait_person(qtbot, w)
    assert not w.claim_buttons.isVisible()
    assert w.open_record(str(EXAMPLES / "worked-example-h.json"))
    assert w.claim_buttons.isVisible()
    assert not w.claim_buttons.claim_button.isEnabled()
    assert not w.claim_buttons.muggins_button.isEnabled()
    w.replay_mode.leave()
    assert not w.claim_buttons.isVisible()
    w.close()


def test_history_lists_the_game_being_played_once_a_hand_of_it_is_over(qtbot, tmp_path):
    """Play-test pt120 #2: a new player looked in History for the first hand of the game being
    played and found the list empty. Once one of its hands is over, that game is listed first,
    "In progress", with its score so far; it opens in the replay with the hands that are over
    (not the one being played), closing the replay comes back to History, and the game then
    goes on. Before that, the empty list says when it will appear."""
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2, target=1000), (None, "hard"), 5))
    wait_person(qtbot, w)
    dialog = w.show_history()
    assert dialog.tree.topLevelItemCount() == 0
    assert "the game you are playing once one of its hands is over" in dialog.empty.text()
    dialog.reject()
    c = w.controller
    while not c.game.hand_over:
        wait_person(qtbot, w)
        if c.game.hand_over:
            break
        _act(c)
    c.next_hand()
    wait_person(qtbot, w)
    live = c.game
    dialog = w.show_history()
    assert dialog.tree.topLevelItemCount() == 1 and dialog._selected() == 0
    date, _game, _opponents, score, result, _acc, _mistake = dialog.row_texts(dialog.entries[0])
    assert (date, result) == ("Now", "In progress")
    assert score == f"You {live.scores[0]} · Top player {live.scores[1]}"
    assert dialog.tree.headerItem().text(3) == "Score"  # not "Final score" (pt122 #3)
    assert not dialog.chart.isVisible()
    dialog.replay_button.click()
    assert w.replaying and len(w.replay.hand_starts) == 1  # the hand being played is not shown
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    assert not w.replaying and c.game is live and not c.passive
    back = w.history_dialog
    assert back.isVisible() and back._selected() == 0
    assert back.row_texts(back.entries[0])[4] == "In progress"
    back.reject()
    assert len(live.logs) == 2 and not live.hand_over
    w.close()


def test_the_game_waits_behind_history(qtbot, tmp_path):
    """Play-test pt122 #1, #2: the computer played on behind History, so its "In progress" row
    went stale, and a game that ended there was missing from the list once the replay closed.
    Nobody plays while History is open, nor after a replay opened from it brings History back;
    once History closes, the game goes on."""
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2, target=1000), (None, "hard"), 5))
    c = w.controller
    while True:
        wait_person(qtbot, w)
        if c.game.hand_over:
            c.next_hand()
            wait_person(qtbot, w)
            break
        _act(c)

    def moves() -> int:  # plays, passes and draws so far
        return sum(len(log.plays) + len(log.passes) for log in c.game.logs) \
            - len(c.game.hand.boneyard)

    while c.human_turn():  # the person acts until a computer's turn comes
        _act(c)
    assert not c.game.hand_over
    dialog = w.show_history()  # at once: the computer's turn comes next
    before, turn = moves(), c.game.hand.turn
    qtbot.wait(400)
    assert moves() == before and c.game.hand.turn == turn
    dialog.replay_button.click()
    QTest.keyClick(w.view, Qt.Key.Key_Escape)  # back to History, the game still waiting
    assert w.history_dialog.isVisible()
    qtbot.wait(400)
    assert moves() == before and c.game.hand.turn == turn
    w.history_dialog.reject()
    qtbot.waitUntil(lambda: moves() > before or c.game.hand.turn != turn, timeout=5000)
    w.close()


def test_a_hand_just_over_is_listed_once_its_end_is_announced(qtbot, tmp_path):
    """Play-test pt122 #3: in the pause after a hand's last tile, before the end-of-hand panel,
    History already listed the game with the hand's result. It waits for the announcement."""
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2, target=1000), (None, "hard"), 5))
    c = w.controller
    w.set_pace(400, 0)  # a pause before the end of the hand is announced
    while not c.game.hand_over:
        qtbot.waitUntil(lambda: c.human_turn() or c.game.hand_over, timeout=10000)
        if c.game.hand_over:
            break
        _act(c)
    assert not c.end_announced and w.game_in_play() is None
    qtbot.waitUntil(lambda: c.end_announced, timeout=5000)
    assert w.game_in_play() is not None and w.game_in_play().saved.game is c.game
    w.close()


def test_the_replay_says_who_passed_before_a_play(qtbot, qapp, tmp_path):
    """Play-test pt152 #3: the replay said nothing of a pass; the next seat seemed to play twice
    in a row. A play's sentence says who passed since the play before it (the engine's log of
    the hand's passes), in the order they passed; other plays say nothing of passing."""
    from allfives_qt import i18n
    from allfives_qt.engine.record import replay_record

    path = EXAMPLES / "partnership-blocked-hand.json"
    game = replay_record(json.loads(path.read_text()))
    w = make_window(qtbot, tmp_path)
    assert w.open_record(str(path))
    mode = w.replay_mode
    seen = {}
    for index, step in enumerate(mode.steps.steps):
        if step.plays:
            # "X passed.", "X drew 1-2, 3-3 from the boneyard and passed.", not "X passed
            # after this play."
            seen[(step.hand, step.plays)] = mode.step_text(index).count("passed.")
    logs = game.logs
    want = {key: 0 for key in seen}
    for hand, log in enumerate(logs):
        for passed in log.passes:
            if (hand, passed.after_play + 1) in want:
                want[(hand, passed.after_play + 1)] += 1
    assert seen == want and sum(seen.values()) >= 2
    hand = next(h for h, log in enumerate(logs) if log.passes)
    first = logs[hand].passes[0]
    index = mode.steps.hand_starts[hand] + first.after_play + 1
    names = {0: "You", 1: "Left player", 2: "Partner", 3: "Right player"}
    # The tiles drawn named, the boneyard's next ones (play-tests pt167 #2, pt168 #6).
    bone = mode.steps.state(index - 1).hand
    tiles = ", ".join(NAMES[t] for t in bone.boneyard[bone.drawn:bone.drawn + first.drew])
    drew = f" drew {tiles} from the boneyard and" if first.drew else ""
    text = mode.step_text(index)  # the passes told before the play, as they happened
    assert f"{names[first.seat]}{drew} passed." in text
    assert text.index(f"{names[first.seat]}{drew} passed.") < text.index(" played "), text
    # The person's passes and another seat's are each said in the active voice (play-tests
    # pt154 #3, pt160 #4: Kiswahili said "zamu ilipita", the turn passed, for both).
    for code, yours, theirs, verb in (("sw", "Ul", "%1 ali", "pitisha zamu"),
                                      ("ru", "Вы ", "%1 ", "спасовал")):
        i18n.install_language(qapp, code)
        try:
            said = {(p.seat == 0, p.drew > 0): mode._passed_words(p.drew, p.seat == 0, True)
                    for log in logs for p in log.passes}
            assert len(said) >= 3, said  # the person's and others', with and without draws
            for (mine, _drew), text in said.items():
                assert text.startswith(yours if mine else theirs), text
                assert verb in text, text  # "passed" as a verb, not "the turn passed"
        finally:
            i18n.install_language(qapp, "en")
    # A blocked hand's last step says so, as its panel does (play-test pt154 #2), after the
    # passes that came after its last play (pt159 #6: they went unsaid).
    for hand, log in enumerate(logs):
        last = mode.steps.hand_starts[hand] + len(log.plays)
        blocked = "The hand is blocked: nobody can play." in mode.step_text(last)
        assert blocked == (log.ended == "blocked"), hand
        late = [p for p in log.passes if p.after_play == len(log.plays)]
        assert mode.step_text(last).count("passed after this play.") == len(late), hand
    assert any(log.ended == "blocked" for log in logs)
    w.close()


def test_a_hands_last_step_says_what_its_end_scored(qtbot, tmp_path):
    """Play-test pt150 #5: at a hand's last play the replay said only "The hand is over.", while
    the score moved by the go-out point (or the pips). The step says who went out, as the
    results panel does, then each side's change at the end of the hand, the engine's figures,
    signed (every side, 0 too; pt161 #9: a hand whose end scored nothing for anyone said only
    "The hand is over.")."""
    from allfives_qt.engine.record import replay_record

    path = EXAMPLES / "full-game.json"
    game = replay_record(json.loads(path.read_text()))
    w = make_window(qtbot, tmp_path)
    assert w.open_record(str(path))
    mode = w.replay_mode
    said = nothing = 0
    names = ["You", "Top player"]
    for index, step in enumerate(mode.steps.steps):
        text = mode.step_text(index)
        log = game.logs[step.hand]
        changes = log.changes
        if not step.last or not changes:
            assert "At the end of the hand" not in text and "went out" not in text
            continue
        said += 1
        nothing += not any(changes)
        if log.ended == "out":
            out = log.plays[-1].seat
            assert ("You went out. " if out == 0 else "Top player went out. ") in text
            assert "The hand is over." not in text
        # Every side, 0 too (play-test pt158 #9: the side that went out was left out).
        parts = [f"{names[i]} {'+' if c > 0 else ''}{c}" for i, c in enumerate(changes)]
        assert text.endswith("At the end of the hand: " + ", ".join(parts) + ".")
    assert said >= 3 and nothing >= 1, (said, nothing)
    w.close()


def test_the_date_of_a_kept_game_names_its_month():
    """Play-test pt152 #7: History dated a game "12/7/26" in Cebuano, 12 July to most readers.
    The month is named, in each language's long order, without the weekday."""
    from PySide6.QtCore import QLocale

    from allfives_qt.storage import HistoryEntry
    from allfives_qt.ui.history_dialog import finished_at

    # 09:38 UTC is 7 December in local time from UTC-9 to UTC+14.
    entry = HistoryEntry(Path("x.json"), "20261207T093800Z", "id")
    old = QLocale()
    said = {}
    try:
        for name in ("en_US", "ceb", "sw", "ta", "ru", "he"):
            QLocale.setDefault(QLocale(name))
            said[name] = finished_at(entry)
    finally:
        QLocale.setDefault(old)
    assert said["en_US"].startswith("Dec\u00a07,\u00a02026 ")  # a line breaks before the time
    assert said["ceb"].startswith("Dis\u00a07,\u00a02026 ")
    assert said["ru"].startswith("7\u00a0дек.\u00a02026")
    for name, text in said.items():
        month = QLocale(name).monthName(12, QLocale.FormatType.ShortFormat)
        assert month.replace(" ", "\u00a0") in text and "2026" in text, name
        assert text.count(" ") == 1, name
        weekday = QLocale(name).dayName(1, QLocale.FormatType.LongFormat)  # 7 December is a Monday
        assert weekday not in text, name


def test_the_replay_says_the_tiles_drawn_before_a_pass(qtbot, tmp_path):
    """Play-test pt156 #1: a seat drew the whole boneyard and passed, and the replay said only
    that it passed: its hand grew by eight tiles with no word. A pass's sentence now says how
    many tiles it drew first; a pass with no draw says as before. A pass after the hand's last
    play is said at that play (pt159 #6: the replay went on to "blocked" without it)."""
    from allfives_qt.ai import make_player
    from allfives_qt.engine.game import Game
    from allfives_qt.engine.hand import PLAYING

    def found(game):
        log = game.logs[0]
        before = [p for p in log.passes if p.drew and p.after_play < len(log.plays)]
        after = [p for p in log.passes if p.after_play == len(log.plays)]
        return before, after

    first_pass = last_pass = None  # a pass after draws, before a play; a pass after the last play
    for seed in range(400):  # greedy players, seeded deals
        game = Game(Rules.make(2), seed=seed)
        players = [make_player("greedy", seed), make_player("greedy", seed + 1)]
        hand = game.hand
        while hand.status == PLAYING:
            game.do_forced()
            if hand.status != PLAYING:
                break
            move = players[hand.turn].choose(hand.view(hand.turn))
            game.play(move.tile, move.end)
        before, after = found(game)
        if before and first_pass is None:
            first_pass = (game, before[0])
        if after and last_pass is None:
            last_pass = (game, after[0])
        if first_pass and last_pass:
            break
    else:
        raise AssertionError("no hands with such passes")
    for (game, passed), later in ((first_pass, False), (last_pass, True)):
        path = tmp_path / f"passed-{later}.json"
        path.write_text(json.dumps(game.to_record()))
        w = make_window(qtbot, tmp_path / f"w{later}")
        assert w.open_record(str(path))
        mode = w.replay_mode
        text = mode.step_text(mode.steps.hand_starts[0] + passed.after_play + (0 if later else 1))
        name = "You" if passed.seat == 0 else "Top player"
        # The tiles drawn, each named (play-tests pt167 #1, #2: "drew 1 tile", and which?).
        end = f"passed{' after this play' if later else ''}."
        drawn = re.search(rf"{name} drew ((?:\d-\d, )*\d-\d) from the boneyard and {end}", text)
        if passed.drew:
            assert drawn is not None and len(drawn.group(1).split(", ")) == passed.drew, text
        said = drawn.group(0) if passed.drew else f"{name} {end}"
        assert said in text, text
        if not later:  # told before the play it came before (play-test pt161 #3)
            assert text.index(said) < text.index(" played "), text
        w.close()
