"""Quitting with a game that cannot be saved (play-test pt91 #2): the window asks first, Keep
playing is the default and Escape's answer, Quit closes, Save record… writes the record
elsewhere and then closes; a folder that can be written again, a game the person has not played
in, and the demo ask nothing."""

import json

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from allfives_qt.controller import GameSetup
from allfives_qt.engine.record import replay_record
from allfives_qt.engine.rules import Rules

from test_window_storage import make_window, play_person


def _unwritable_game(qtbot, tmp_path, seed=31):
    """A window whose data folder cannot be written, in a game the person has played in."""
    tmp_path.joinpath("data").write_text("not a folder")  # every write in the data folder fails
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), seed))
    play_person(qtbot, w, 2)
    assert w.controller.game.hand.n_played >= 2 and not w.controller.game.over
    return w


def _save_record_from_the_question(qtbot, w, path):
    """Press the question's Save record…, choose ``path`` in the file dialog, wait for the
    window to close, and return the record written there."""
    w.files.quit_box.save_button.click()
    qtbot.waitUntil(lambda: getattr(w, "file_dialog", None) is not None
                    and w.file_dialog.isVisible(), timeout=2000)
    assert w.isVisible()  # nothing closes before the record is written
    w.file_dialog.fileSelected.emit(str(path))
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=2000)
    return json.loads(path.read_text(encoding="utf-8"))


def test_quitting_a_game_that_cannot_be_saved_asks_and_keep_playing_keeps_it(qtbot, tmp_path):
    w = _unwritable_game(qtbot, tmp_path)
    played = w.controller.game.hand.n_played
    assert not w.close()  # held: the question is asked
    box = w.files.quit_box
    assert box is not None and box.isVisible() and w.isVisible()
    assert box.defaultButton() is box.keep_button and box.escapeButton() is box.keep_button
    assert "could not be saved" in box.text()
    QTest.keyClick(box, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=2000)
    assert w.isVisible() and not w.files.quit_anyway
    play_person(qtbot, w, 1)  # the game goes on
    assert w.controller.game.hand.n_played > played or w.controller.game.hand_over

    assert not w.close()  # asked again
    box = w.files.quit_box
    box.quit_button.click()
    qtbot.waitUntil(lambda: not w.isVisible(), timeout=2000)
    assert w.files.quit_anyway


def test_save_record_from_the_question_writes_the_record_then_closes(qtbot, tmp_path):
    w = _unwritable_game(qtbot, tmp_path)
    game = w.controller.game
    assert not w.close()
    record = _save_record_from_the_question(qtbot, w, tmp_path / "kept.json")
    assert replay_record(record).to_record() == game.to_record()


def test_a_record_that_cannot_be_written_either_keeps_the_window_open(qtbot, tmp_path):
    w = _unwritable_game(qtbot, tmp_path)
    assert not w.close()
    w.files.quit_box.save_button.click()
    qtbot.waitUntil(lambda: getattr(w, "file_dialog", None) is not None, timeout=2000)
    w.file_dialog.fileSelected.emit(str(tmp_path / "data" / "kept.json"))  # "data" is a file
    assert w.isVisible() and not w.files.quit_anyway
    w.files.quit_anyway = True  # the test's own way out


def test_a_folder_that_can_be_written_again_is_saved_on_quitting_without_a_question(qtbot,
                                                                                    tmp_path):
    w = _unwritable_game(qtbot, tmp_path)
    assert w.storage.issues.failing("autosave")
    tmp_path.joinpath("data").unlink()  # the player mended the folder meanwhile
    assert w.close()
    assert w.files.quit_box is None
    saved = w.storage.load_game()
    assert saved is not None and saved.game.to_record() == w.controller.game.to_record()


def test_no_question_before_the_person_has_played_nor_in_the_demo(qtbot, tmp_path):
    tmp_path.joinpath("data").write_text("not a folder")
    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 3))
    assert w.controller.game.hand.turn == 0 and w.controller.game.hand.n_played == 0
    assert w.close() and w.files.quit_box is None

    demo = make_window(qtbot, tmp_path / "demo", demo=True)
    demo.start_game(GameSetup(Rules.make(2), (None, "random"), 3))
    play_person(qtbot, demo, 2)
    assert demo.close() and demo.files.quit_box is None


def test_nobody_plays_behind_the_question(qtbot, tmp_path):
    """Play-test pt94: the computers went on drawing and playing while the question was open."""
    w = _unwritable_game(qtbot, tmp_path, seed=5)
    c = w.controller
    legal = c.game.hand.legal_moves()
    if legal:
        assert c.play(legal[0].tile, legal[0].end) is None
    else:
        assert (c.draw() if c.can_draw() else c.pass_turn()) is None
    assert not w.close()  # the computer's turn now
    box = w.files.quit_box
    moves = (c.game.hand.n_played, c.game.hand.drawn, c.game.hand.turn)
    qtbot.wait(400)
    assert (c.game.hand.n_played, c.game.hand.drawn, c.game.hand.turn) == moves
    QTest.keyClick(box, Qt.Key.Key_Escape)  # Keep playing: the game goes on
    qtbot.waitUntil(lambda: (c.game.hand.n_played, c.game.hand.drawn, c.game.hand.turn) != moves,
                    timeout=5000)
    w.files.quit_anyway = True


def test_save_record_from_the_question_saves_the_game_behind_a_replay(qtbot, tmp_path):
    """Play-test pt94 #1: with a record open in the replay viewer, Save record… wrote that
    record, closed the window, and the game that could not be saved was lost."""
    from pathlib import Path

    w = _unwritable_game(qtbot, tmp_path)
    game = w.controller.game
    example = Path(__file__).resolve().parent.parent / "examples" / "worked-example-a.json"
    assert w.open_record(str(example)) and w.replaying
    assert not w.close()
    record = _save_record_from_the_question(qtbot, w, tmp_path / "kept.json")
    assert replay_record(record).to_record() == game.to_record()


def test_a_finished_game_whose_end_could_not_be_kept_asks_too(qtbot, tmp_path):
    """A game that ended while neither its autosave nor its history file could be written was
    lost without a word on quitting: the next start offered it from its last autosave, at an
    older score, and the history had no trace of it. Quitting now asks, said of a finished game,
    and Save record… keeps the whole game; before it ends, the unfinished game is asked about."""
    w = make_window(qtbot, tmp_path)
    c = w.controller
    w.start_game(GameSetup(Rules.make(2, target=15), (None, "random"), 4))
    play_person(qtbot, w, 1)
    w.storage.flush()
    assert w.storage.load_game() is not None  # the last autosave the disk got
    tmp_path.joinpath("data").rename(tmp_path / "kept-data")
    tmp_path.joinpath("data").write_text("not a folder")  # every write fails from now on
    while not c.game.over:
        play_person(qtbot, w, 1)
        if c.game.hand_over and not c.game.over:
            qtbot.waitUntil(lambda: w.next_hand_action.isEnabled(), timeout=5000)
            w.next_hand_action.trigger()
            qtbot.waitUntil(lambda: not c.game.hand_over, timeout=5000)
    qtbot.waitUntil(lambda: w.panel is not None and w.panel.isVisible(), timeout=5000)
    assert w.files.at_stake() == (w.files.finished, True) and w.files.finished.game is c.game
    w.panel.reject()
    assert not w.close()
    box = w.files.quit_box
    assert "not in your history" in box.text() and box.defaultButton() is box.keep_button
    kept = replay_record(_save_record_from_the_question(qtbot, w, tmp_path / "kept.json"))
    assert kept.over and kept.to_record() == c.game.to_record()


def test_leaving_a_game_that_cannot_be_kept_does_not_promise_the_history(qtbot, tmp_path):
    """Play-test pt99: with the data folder unwritable, Game -> New game's question still said
    "The game you leave is kept in your history", and it was not. It says it cannot be kept, and
    how to keep a record of it first."""
    w = _unwritable_game(qtbot, tmp_path)
    assert w.storage.issues.failing("autosave")
    w.new_game_asked()
    w.dialog.accept()
    box = w.abandon_box
    assert "cannot be kept in your history" in box.informativeText()
    assert "Save record" in box.informativeText()
    box.keep_button.click()
    w.files.quit_anyway = True  # the test's own way out


def _person_moves(c) -> None:
    """The person's seat makes its first legal move (a play, else a draw or a pass)."""
    legal = c.game.hand.legal_moves()
    if legal:
        assert c.play(legal[0].tile, legal[0].end) is None
    else:
        assert (c.draw() if c.can_draw() else c.pass_turn()) is None


def test_nobody_plays_behind_a_record_that_could_not_be_saved(qtbot, tmp_path):
    """Play-test pt111 #3: with "The game record could not be saved…" open, all three computer
    players played behind it. The game waits until the message is closed."""
    w = _unwritable_game(qtbot, tmp_path, seed=5)
    c = w.controller
    _person_moves(c)  # the computer's turn now
    assert not w.files.save_record(str(tmp_path / "data" / "kept.json"))  # "data" is a file
    box = w._box
    assert box.isVisible() and "could not be saved" in box.text()
    moves = (c.game.hand.n_played, c.game.hand.drawn, c.game.hand.turn)
    qtbot.wait(400)
    assert (c.game.hand.n_played, c.game.hand.drawn, c.game.hand.turn) == moves
    box.buttons()[0].click()  # Close: the game goes on
    qtbot.waitUntil(lambda: (c.game.hand.n_played, c.game.hand.drawn, c.game.hand.turn) != moves,
                    timeout=5000)
    w.files.quit_anyway = True


def test_a_record_not_saved_from_the_question_asks_the_question_again(qtbot, tmp_path):
    """Play-test pt111 #3: Quit -> Save record… -> a path that cannot be written: closing the
    message went back to the game, not to the question being answered. The question comes back,
    held: nobody plays meanwhile."""
    w = _unwritable_game(qtbot, tmp_path, seed=5)
    c = w.controller
    _person_moves(c)
    assert not w.close()
    first = w.files.quit_box
    first.save_button.click()
    qtbot.waitUntil(lambda: getattr(w, "file_dialog", None) is not None, timeout=2000)
    w.file_dialog.fileSelected.emit(str(tmp_path / "data" / "kept.json"))
    w.file_dialog.done(1)  # chosen (accepted), as QFileDialog does after fileSelected
    qtbot.waitUntil(lambda: w._box is not None and w._box.isVisible(), timeout=2000)
    moves = (c.game.hand.n_played, c.game.hand.drawn, c.game.hand.turn)
    w._box.buttons()[0].click()
    qtbot.waitUntil(lambda: w.files.quit_box is not None and w.files.quit_box.isVisible(),
                    timeout=2000)
    assert w.isVisible() and not w.files.quit_anyway
    qtbot.wait(400)
    assert (c.game.hand.n_played, c.game.hand.drawn, c.game.hand.turn) == moves
    w.files.quit_box.keep_button.click()  # Keep playing: the game goes on
    qtbot.waitUntil(lambda: (c.game.hand.n_played, c.game.hand.drawn, c.game.hand.turn) != moves,
                    timeout=5000)
    w.files.quit_anyway = True
