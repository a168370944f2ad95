"""Nothing thrown away without asking, and Undo (issue 11, items 13 and 9): Game -> New game asks
during a game; a game left is kept in the history and counted as abandoned; Undo takes back the
person's play and the computer's plays after it, exactly; the autosave never holds an undone play;
a game with an undo is marked in statistics and history; the setting turns Undo off."""

import copy
import json

import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from allfives_qt.controller import GameSetup
from allfives_qt.engine.record import replay_record
from allfives_qt.engine.rules import Rules
from allfives_qt.storage import Paths, Storage, load_history
from allfives_qt.storage.settings import Settings
from test_window_storage import engine_state, make_window, play_person, shown_state


def _wait_person(qtbot, c):
    qtbot.waitUntil(lambda: c.human_turn() or c.game.hand_over, timeout=5000)


def _person_plays(qtbot, w):
    """Wait for the person's turn with a playable tile (drawing when needed); play it."""
    c = w.controller
    _wait_person(qtbot, c)
    while c.can_draw():
        c.draw()
        _wait_person(qtbot, c)
    legal = c.game.hand.legal_moves()
    assert legal and c.play(legal[0].tile, legal[0].end) is None


def _at_a_play(qtbot, tmp_path):
    """A window with a 3-player game (seed 41) at the person's third turn, after any draws:
    ``(window, controller, the engine's state now)``."""
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(3), (None, "random", "random"), 41))
    c = w.controller
    play_person(qtbot, w, 2)
    _wait_person(qtbot, c)
    while c.can_draw():
        c.draw()
        _wait_person(qtbot, c)
    before = copy.deepcopy(engine_state(c.game))
    return w, c, before


def test_undo_restores_the_exact_state_before_the_persons_play(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(3), (None, "random", "random"), 41))
    c = w.controller
    play_person(qtbot, w, 2)
    _wait_person(qtbot, c)
    while c.can_draw():  # tiles drawn before the play stay drawn after the undo
        c.draw()
        _wait_person(qtbot, c)
    before = copy.deepcopy(engine_state(c.game))
    shown = shown_state(w)
    legal = c.game.hand.legal_moves()
    assert not w.undo_action.isEnabled() or c.can_undo()
    assert c.play(legal[0].tile, legal[0].end) is None
    _wait_person(qtbot, c)
    assert not c.game.hand_over  # seed 41: the hand goes on after the computers' plays
    assert engine_state(c.game) != before  # the person and both computers played
    assert w.undo_action.isEnabled()
    w.undo_action.trigger()
    assert engine_state(c.game) == before and c.human_turn()
    assert shown_state(w) == shown  # the table shows the same hand again
    # The autosave on disk holds the game as it is now, without the undone play.
    autosave = json.loads(Paths(root=tmp_path).autosave_file.read_text("utf-8"))
    assert autosave["resume"]["undos"] == 1
    assert replay_record(autosave, finish_forced=False).to_record() == c.game.to_record()
    w.close()


def test_undo_is_off_when_the_setting_says_so_and_in_a_new_hand(qtbot, tmp_path):
    storage = Storage(Paths(root=tmp_path))
    storage.save_settings(Settings(undo=False))
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 12))
    _person_plays(qtbot, w)
    _wait_person(qtbot, w.controller)
    assert not w.controller.can_undo() and not w.undo_action.isEnabled()
    before = engine_state(w.controller.game)
    # Ctrl+Z, its action off, says why too (play-test pt43 #1: it said nothing).
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "turned off" in w.statusBar().currentMessage()
    assert engine_state(w.controller.game) == before
    w.statusBar().clearMessage()
    assert not w.undo()
    assert engine_state(w.controller.game) == before
    assert "turned off" in w.statusBar().currentMessage()
    w.close()


def test_undo_after_the_hand_is_over_says_so(qtbot, tmp_path):
    """Play-test pt134 #1: Ctrl+Z once the hand (here the game) was over said "There is no play
    of yours in this hand to take back." though the person had played in it. It says the hand is
    over, and nothing changes."""
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2, target=5), (None, "random"), 12))
    c = w.controller
    for _ in range(30):
        _wait_person(qtbot, c)
        if c.game.hand_over:
            break
        _person_plays(qtbot, w)
        qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    assert c.game.hand_over and c.game.logs[-1].plays
    assert any(p.seat == 0 for p in c.game.logs[-1].plays)  # the person played in it
    before = engine_state(c.game)
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.statusBar().currentMessage() == (
        "This hand is over, so its plays can no longer be taken back.")
    assert not w.undo() and engine_state(c.game) == before
    w.close()


def test_a_game_with_undo_is_marked_in_statistics_and_history(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2, target=60), (None, "random"), 3))
    c = w.controller
    undone = False
    while not c.game.over:
        _wait_person(qtbot, c)
        if c.game.hand_over:
            c.next_hand()
        elif c.game.hand.legal_moves():
            move = c.game.hand.legal_moves()[0]
            assert c.play(move.tile, move.end) is None
            _wait_person(qtbot, c)
            if not undone and c.can_undo():
                assert w.undo()
                undone = True
        elif c.can_draw():
            c.draw()
        else:
            c.pass_turn()
    assert undone
    stats = Storage(Paths(root=tmp_path)).statistics
    assert stats.total.games_with_undo == 1 and stats.total.games_played == 1
    history = load_history(Paths(root=tmp_path).history_dir)
    assert len(history) == 1 and history[0].saved.undos == 1
    w.close()


def test_new_game_during_a_game_asks_and_keeps_the_game_as_abandoned(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 12))
    play_person(qtbot, w, 2)
    game = w.controller.game
    # The options come first (play-test pt42 #8: the question stood before them, and Enter kept
    # playing); Cancel there asks nothing and the game goes on.
    assert w.new_game_asked() is None and w.dialog.isVisible() and w.abandon_box is None
    w.dialog.reject()
    assert w.abandon_box is None
    assert w.controller.game is game and not load_history(Paths(root=tmp_path).history_dir)
    # Start asks; "Keep playing" (the default, and Escape): nothing changes.
    w.new_game_asked()
    w.dialog.accept()
    box = w.abandon_box
    assert box is not None and box.isVisible() and box.defaultButton() is box.keep_button
    box.keep_button.click()
    assert w.controller.game is game and not load_history(Paths(root=tmp_path).history_dir)
    # Start, then "Leave it": the old game is in the history and the statistics as abandoned.
    w.new_game_asked()
    w.dialog.accept()
    w.abandon_box.leave_button.click()
    assert w.controller.game is not game
    history = load_history(Paths(root=tmp_path).history_dir)
    assert len(history) == 1 and history[0].saved.abandoned
    assert history[0].saved.game.to_record() == game.to_record()
    stats = Storage(Paths(root=tmp_path)).statistics
    assert stats.total.games_abandoned == 1 and stats.total.games_played == 1
    assert stats.total.games_won == 0 and stats.current_streak == 0
    w.close()


def test_a_review_of_a_game_left_unfinished_is_kept_in_its_history_file(qtbot, tmp_path):
    """Play-test pt146 #1: a game left for a new one, opened from History and reviewed there,
    lost its review: History showed it until the window closed, Statistics never counted it,
    and its history file was not written again (only a finished game's was). A game left
    unfinished keeps its review in its history file as a finished one does."""
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 12))
    play_person(qtbot, w, 2)
    w.new_game_asked()
    w.dialog.accept()
    w.abandon_box.leave_button.click()
    folder = Paths(root=tmp_path).history_dir
    left = load_history(folder)[0].saved
    assert left.abandoned and not left.game.over and not left.review
    review = {"0": {"version": "x", "hands": [0], "plays": []}}
    w.files.keep_review(left, review)
    assert load_history(folder)[0].saved.review == review
    w.close()


def test_new_game_before_any_play_asks_nothing(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 3))
    c = w.controller
    qtbot.waitUntil(lambda: c.human_turn(), timeout=5000)
    assert not any(log.plays for log in c.game.logs)  # seed 3: the person leads
    assert w.new_game_asked() is None and w.dialog.isVisible()
    w.dialog.reject()
    w.close()


def test_a_game_only_the_computers_played_in_is_left_without_a_question(qtbot, tmp_path):
    """Play-test pt66 #4: the computer led, and Start asked to leave a game the person had not
    played in, which then counted in the statistics as played and abandoned. Until the person
    plays, draws or passes, a new game just replaces it; afterwards it is abandoned as before."""
    w = make_window(qtbot, tmp_path)
    c = w.controller
    for seed in range(1, 40):  # a deal the computer leads
        w.start_game(GameSetup(Rules.make(2), (None, "random"), seed))
        _wait_person(qtbot, c)
        if c.game.logs[-1].plays:
            break
    assert c.game.logs[-1].plays and not c.game.acted([0]) and c.game.acted([1])
    assert w.unfinished_game() is None
    old = c.game
    w.new_game_asked()
    w.dialog.accept()
    assert w.abandon_box is None and c.game is not old  # no question: the new game began
    assert not load_history(Paths(root=tmp_path).history_dir)
    stats = Storage(Paths(root=tmp_path)).statistics
    assert stats.total.games_played == 0 and stats.total.games_abandoned == 0
    # Once the person has drawn, played or passed, the question comes back.
    _person_plays(qtbot, w)
    assert c.game.acted([0]) and w.unfinished_game() is not None
    w.close()


def _new_game_instead_of_resuming(qtbot, tmp_path):
    """Leave an unfinished game in the autosave, start a new window, answer the resume question
    with "New game"; return that window (its New game dialog open) and the old game's record."""
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 12))
    play_person(qtbot, w, 2)
    record = w.controller.game.to_record()
    w.close()
    w2 = make_window(qtbot, tmp_path)
    w2.start_up()
    w2.resume_box.new_button.click()
    qtbot.waitUntil(lambda: w2.dialog.isVisible(), timeout=2000)
    return w2, record


def test_choosing_new_game_instead_of_resuming_keeps_the_saved_game(qtbot, tmp_path):
    w2, record = _new_game_instead_of_resuming(qtbot, tmp_path)
    w2.dialog.accept()
    history = load_history(Paths(root=tmp_path).history_dir)
    assert len(history) == 1 and history[0].saved.abandoned
    assert history[0].saved.game.to_record() == record
    w2.close()


def test_no_stale_status_sentence_after_an_undo_or_at_a_new_deal(qtbot, tmp_path):
    """After Undo the status bar never comes back to the computer's undone play (it did once a
    short-lived sentence went); at the next deal "The hand is over." is gone."""
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(3), (None, "random", "random"), 41))
    c = w.controller
    _person_plays(qtbot, w)
    _wait_person(qtbot, c)
    played = w.scene.last_message
    assert played and not c.game.hand_over
    w.undo_action.trigger()
    w.statusBar().showMessage("a short-lived sentence")
    w.statusBar().clearMessage()  # the table's last sentence comes back
    assert w.statusBar().currentMessage() == "Your last play and every move after it were taken back. It is your turn again."
    while not c.game.hand_over:
        _person_plays(qtbot, w)
        _wait_person(qtbot, c)
    assert w.statusBar().currentMessage().endswith("The hand is over.")
    c.next_hand()
    w.statusBar().showMessage("a short-lived sentence")
    w.statusBar().clearMessage()
    assert "The hand is over." not in w.statusBar().currentMessage()
    w.close()


def test_a_lead_taken_back_says_so_after_the_turn_comes_back(qtbot, tmp_path):
    """Play-test pt103 #9: Ctrl+Z after the person's lead (seed 3) showed only the lead's prompt
    again, as if nothing had happened. The taking back is said, and stays once the turn is the
    person's again (a later prompt does not replace it)."""
    taken = "Your last play and every move after it were taken back. It is your turn again."
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 3))
    c = w.controller
    _person_plays(qtbot, w)
    assert c.game.hand.center is not None and len(c.game.logs[-1].plays) == 1
    _wait_person(qtbot, c)
    to_act = []
    c.humanToAct.connect(to_act.append)
    w.undo_action.trigger()
    assert c.game.hand.center is None
    qtbot.waitUntil(lambda: bool(to_act), timeout=5000)
    qtbot.wait(50)
    assert w.scene.last_message == taken and w.statusBar().currentMessage() == taken
    w.close()


def test_cancelling_the_new_game_dialog_after_the_resume_question_resumes(qtbot, tmp_path):
    """Play-test pt7 #12: at start-up, "New game" then Cancel (or Escape) in the New game dialog
    kept nothing: the unfinished game went to the history as abandoned and a new game began.
    Now Cancel resumes the unfinished game, as Cancel after "Leave it" does during play."""
    w2, record = _new_game_instead_of_resuming(qtbot, tmp_path)
    w2.dialog.reject()  # Cancel and Escape both reject
    assert not load_history(Paths(root=tmp_path).history_dir)
    assert w2.controller.game is not None
    assert w2.controller.game.to_record() == record
    assert w2.session is not None and w2.session.game is w2.controller.game
    w2.close()
    # The autosave still holds the same unfinished game: the question comes again next time.
    w3 = make_window(qtbot, tmp_path)
    w3.start_up()
    assert w3.resume_box is not None
    w3.resume_box.resume_button.click()
    assert w3.controller.game.to_record() == record
    w3.close()


def test_a_replay_opened_and_closed_keeps_the_games_undo_count(qtbot, tmp_path):
    """Play-test pt17 #1: leaving the replay viewer set the count of Undo back to 0, so the game
    was counted in Statistics as played without Undo."""
    from pathlib import Path

    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 41))
    c = w.controller
    _person_plays(qtbot, w)
    _wait_person(qtbot, c)
    assert c.can_undo()
    w.undo_action.trigger()
    assert c.undos == 1
    record = Path(__file__).resolve().parent.parent / "examples" / "full-game.json"
    assert w.open_record(str(record)) and w.replaying
    w.replay_mode.leave()
    qtbot.waitUntil(lambda: not w.replaying and not c.passive)
    assert c.undos == 1
    # The status bar says where the table is now (play-test pt18 G: it was blank).
    told = w.scene.after_news("Your game goes on where you left it.")  # after the turns since
    assert w.statusBar().currentMessage() == told  # the person's last action (pt123 #8)
    _person_plays(qtbot, w)  # the next autosave keeps it too
    autosave = json.loads(Paths(root=tmp_path).autosave_file.read_text("utf-8"))
    assert autosave["resume"]["undos"] == 1
    w.close()


def test_a_replay_opened_and_closed_keeps_the_plays_undo_takes_back(qtbot, tmp_path):
    """Play-test pt105 #1: after a replay was opened and closed mid-hand, Undo said there was no
    play of yours in this hand to take back (until the game was quit and resumed). Now it takes
    back the last play as before the replay, and the one before it next."""
    from pathlib import Path

    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2, target=1000), (None, "random"), 41))
    c = w.controller
    states = []
    for _ in range(2):
        _wait_person(qtbot, c)
        states.append(copy.deepcopy(engine_state(c.game)))
        _person_plays(qtbot, w)
    _wait_person(qtbot, c)
    assert not c.game.hand_over and c.can_undo()
    record = Path(__file__).resolve().parent.parent / "examples" / "full-game.json"
    assert w.open_record(str(record)) and w.replaying
    w.replay_mode.leave()
    qtbot.waitUntil(lambda: not w.replaying and not c.passive)
    for state in reversed(states):
        _wait_person(qtbot, c)
        assert c.can_undo() and w.undo_action.isEnabled()
        w.undo_action.trigger()
        qtbot.waitUntil(lambda: engine_state(c.game) == state, timeout=3000)
    assert not c.can_undo()
    w.close()


def test_undo_works_after_the_game_is_resumed(qtbot, tmp_path):
    """Play-test pt40 #8: after quitting and resuming, Game -> Undo stayed greyed out although it
    was on before. Resumed from its autosave, the game can take back the person's plays of the
    hand being played, exactly as before quitting (each play back to the state before it)."""
    w, c, before = _at_a_play(qtbot, tmp_path)
    legal = c.game.hand.legal_moves()
    assert c.play(legal[0].tile, legal[0].end) is None
    _wait_person(qtbot, c)
    assert not c.game.hand_over and engine_state(c.game) != before
    now = copy.deepcopy(engine_state(c.game))
    w.storage.flush()
    w.close()

    again = make_window(qtbot, tmp_path)
    saved = again.storage.load_game()
    assert saved is not None and len(saved.undo_points) >= 2  # this play and the ones before
    again.resume_saved(saved)
    c2 = again.controller
    _wait_person(qtbot, c2)
    assert engine_state(c2.game) == now
    assert again.undo_action.isEnabled()
    again.undo_action.trigger()
    assert engine_state(c2.game) == before and c2.human_turn()
    assert c2.can_undo()  # the earlier plays of the hand can be taken back too
    again.close()


def test_ctrl_z_while_the_persons_tile_is_still_flying_takes_the_play_back(qtbot, tmp_path):
    """Play-test pt46 #1: Ctrl+Z pressed right after the person's play, while the tile was still
    moving to the table, was ignored (the computers played on). It is kept and done as soon as
    the tile has landed: the game is as it was before the play, the person to act, and no
    computer move in between."""
    w, c, before = _at_a_play(qtbot, tmp_path)
    w.set_pace(0, 400)  # the tile now takes 400 ms to land
    legal = c.game.hand.legal_moves()
    assert c.play(legal[0].tile, legal[0].end) is None
    assert c.busy and not w.undo_action.isEnabled()  # the tile is on its way
    w.activateWindow()
    QTest.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: c.undos == 1, timeout=5000)
    assert engine_state(c.game) == before and c.human_turn()
    qtbot.waitUntil(lambda: not c.busy, timeout=5000)
    qtbot.wait(50)
    assert engine_state(c.game) == before  # nobody played after the undo
    assert w.statusBar().currentMessage().startswith("Your last play and every move after it")
    w.close()


def test_an_undo_asked_during_a_move_is_dropped_by_a_new_game(qtbot, tmp_path):
    """An Undo waiting for a move to be shown belongs to that game: a new game forgets it."""
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 5))
    c = w.controller
    play_person(qtbot, w, 1)
    c.hold()  # as the view does while it shows a move
    assert not c.can_undo() and c.undo()  # kept for later
    c.new_game(GameSetup(Rules.make(2), (None, "random"), 6))
    c.release()
    assert c.undos == 0
    w.close()


def test_keep_playing_keeps_the_new_games_choices_for_the_next_new_game(qtbot, tmp_path):
    """Play-test pt46 #2: options chosen in the New game dialog, then Start and "Keep playing",
    were gone the next time the dialog opened (it showed the game being played again, seed
    empty). Every New game dialog starts from those choices, the seed typed included, until a
    game starts: a Cancel keeps them (pt47 #1: it lost them); then it starts from that game."""
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 12))
    play_person(qtbot, w, 2)
    game = w.controller.game
    w.new_game_asked()
    w.dialog.form.players.setCurrentIndex(w.dialog.form.players.findData(4))
    w.dialog.seed.setText("42")
    chosen = w.dialog.setup()
    w.dialog.accept()
    w.abandon_box.keep_button.click()
    assert w.controller.game is game
    for _ in range(2):  # shown again, and again after a Cancel
        w.new_game_asked()
        assert w.dialog.form.players.currentData() == 4 and w.dialog.seed.text() == "42"
        assert w.dialog.setup() == chosen
        w.dialog.reject()
    assert w.controller.game is game
    w.new_game_asked()
    w.dialog.form.players.setCurrentIndex(w.dialog.form.players.findData(3))
    w.dialog.accept()
    w.abandon_box.leave_button.click()  # a game of 3 starts: the next dialog starts from it
    assert w.controller.game.rules.players == 3
    w.new_game_asked()
    assert w.dialog.form.players.currentData() == 3 and w.dialog.seed.text() == ""
    w.dialog.reject()
    w.close()


@pytest.mark.parametrize("letter", ["я", "ז"])  # the key at Z's place: Russian, Hebrew layouts
def test_ctrl_and_the_key_at_zs_place_undoes_on_a_russian_or_hebrew_layout(qtbot, tmp_path, letter):
    """Play-test pt73 #4: with only a Russian layout, Ctrl+Я did nothing (Qt finds no Latin
    letter to match Ctrl+Z); the key at Z's place takes the play back, as Ctrl+Z does."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    w, c, before = _at_a_play(qtbot, tmp_path)
    legal = c.game.hand.legal_moves()
    assert c.play(legal[0].tile, legal[0].end) is None
    _wait_person(qtbot, c)
    assert engine_state(c.game) != before and w.undo_action.isEnabled()
    w.view.setFocus()
    key = ord(letter.upper())  # Qt names a letter's key by its code point
    QApplication.sendEvent(w.view, QKeyEvent(QEvent.Type.KeyPress, key,
                                             Qt.KeyboardModifier.ControlModifier, "\x1a"))
    qtbot.waitUntil(lambda: engine_state(c.game) == before, timeout=5000)
    w.close()


def test_a_game_whose_only_play_was_undone_is_still_left_with_a_question(qtbot, tmp_path):
    """Play-test pt111 #6: play one tile, Ctrl+Z, then New game -> Start: no "Leave the game?",
    and the game was in neither the history nor the statistics. A game the person played in and
    took back is a game they played in: asked first, kept as abandoned, with Undo used."""
    w = make_window(qtbot, tmp_path)
    c = w.controller
    for seed in range(1, 60):  # a deal whose first move of the person is a play (no draw)
        w.start_game(GameSetup(Rules.make(2), (None, "random"), seed))
        _wait_person(qtbot, c)
        if c.game.hand.legal_moves():
            break
    _person_plays(qtbot, w)
    assert w.undo()
    qtbot.waitUntil(lambda: c.human_turn(), timeout=5000)
    assert not c.game.acted([0]) and c.undos == 1
    assert w.unfinished_game() is not None
    old = c.game
    w.new_game_asked()
    w.dialog.accept()
    assert w.abandon_box is not None and c.game is old  # asked first
    w.abandon_box.leave_button.click()
    qtbot.waitUntil(lambda: c.game is not old, timeout=5000)
    kept = load_history(Paths(root=tmp_path).history_dir)
    assert len(kept) == 1 and kept[0].saved.abandoned and kept[0].saved.undos == 1
    stats = Storage(Paths(root=tmp_path)).statistics
    assert stats.total.games_abandoned == 1 and stats.total.games_with_undo == 1
    w.close()
