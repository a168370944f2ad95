"""Game -> Play on from a record… (play-test pt110 #2: a game kept with Save record could only be
replayed, every hand face up; nothing took it up again). The record's game goes on at the table
where it stops, face down, as the autosave resumes; the game in progress is left only when the
person agrees; a finished record, one with no person's seat and one that cannot be read are
refused with the reason."""

import json
from pathlib import Path

from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules
from allfives_qt.storage import Paths, load_history

from test_window_storage import engine_state, make_window, play_person

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def _saved_mid_game(qtbot, tmp_path, seed=41):
    """A record saved part-way through a 3-player game at the person's turn: (path, the game's
    engine state then, its game id)."""
    w = make_window(qtbot, tmp_path / "first")
    w.start_game(GameSetup(Rules.make(3), (None, "random", "hard"), seed))
    play_person(qtbot, w, 3)
    path = tmp_path / "kept.json"
    assert w.files.save_record(str(path))
    state, game_id = engine_state(w.controller.game), w.files.session.game_id
    w.close()
    return path, state, game_id


def test_a_saved_record_goes_on_at_the_table_face_down(qtbot, tmp_path):
    path, state, game_id = _saved_mid_game(qtbot, tmp_path)
    w = make_window(qtbot, tmp_path / "second")
    assert w.play_on_action.isEnabled() and "record" in w.play_on_action.text()
    w.files.ask_play_on()
    assert w.file_dialog.isVisible() and w.file_dialog.windowTitle() == "Play on from a game record"
    w.file_dialog.close()
    from allfives_qt.ui.play_on import play_on

    assert play_on(w.files, str(path))
    c = w.controller
    assert engine_state(c.game) == state and c.setup.levels == (None, "random", "hard")
    assert w.files.session.game_id == game_id
    assert not w.replaying and not w.scene.reveal_all  # nothing of it is shown face up
    assert "goes on" in w.statusBar().currentMessage()
    assert "Hand 1, scores:" in w.statusBar().currentMessage()
    assert c.human_turn()
    play_person(qtbot, w, 1)  # and it is played on
    assert c.game.to_record() != state[0]
    w.close()


def test_the_game_in_progress_is_left_only_when_the_person_agrees(qtbot, tmp_path):
    path, state, _ = _saved_mid_game(qtbot, tmp_path)
    from allfives_qt.ui.play_on import play_on

    w = make_window(qtbot, tmp_path / "second")
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 7))
    play_person(qtbot, w, 1)
    old = w.controller.game
    assert play_on(w.files, str(path))
    box = w.abandon_box
    assert box is not None and box.isVisible() and w.controller.game is old
    box.keep_button.click()  # Keep playing: nothing changes
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=2000)
    assert w.controller.game is old
    assert play_on(w.files, str(path))
    w.abandon_box.leave_button.click()
    qtbot.waitUntil(lambda: w.controller.game is not old, timeout=2000)
    assert engine_state(w.controller.game) == state
    kept = load_history(Paths(root=tmp_path / "second").history_dir)
    assert len(kept) == 1 and kept[0].saved.abandoned and kept[0].saved.game.seed == 7
    w.close()


def test_the_same_game_goes_back_to_its_record_without_a_question(qtbot, tmp_path):
    from allfives_qt.ui.play_on import play_on

    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 9))
    play_person(qtbot, w, 1)
    path = tmp_path / "now.json"
    assert w.files.save_record(str(path))
    then = engine_state(w.controller.game)
    play_person(qtbot, w, 2)
    assert play_on(w.files, str(path))
    assert w.abandon_box is None or not w.abandon_box.isVisible()
    assert engine_state(w.controller.game) == then
    w.close()


def test_a_finished_unreadable_or_computers_only_record_is_refused_with_the_reason(qtbot,
                                                                                   tmp_path):
    from allfives_qt.ui.play_on import play_on

    w = make_window(qtbot, tmp_path)
    full = json.loads((EXAMPLES / "full-game.json").read_text(encoding="utf-8"))
    over = tmp_path / "over.json"
    over.write_text(json.dumps(full), encoding="utf-8")
    computers = tmp_path / "computers.json"
    first_hand = {**full, "hands": full["hands"][:1]}
    first_hand["hands"][0] = {**first_hand["hands"][0], "plays": first_hand["hands"][0]["plays"][:3]}
    computers.write_text(json.dumps({**first_hand, "resume": {
        "levels": ["easy", "hard"], "forced": 0, "game_id": "abc"}}), encoding="utf-8")
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "allfives-record", "version": 1, "rules"', encoding="utf-8")
    for path, said in ((over, "Its game is over"), (computers, "No seat of its game"),
                       (broken, "damaged or cut short")):
        before = w.controller.game
        assert not play_on(w.files, str(path))
        box = w._box
        assert box.isVisible() and "cannot be played on" in box.text() and said in box.text()
        box.buttons()[0].click()
        assert w.controller.game is before
    w.close()


def test_the_demo_has_no_play_on(qtbot, tmp_path):
    w = make_window(qtbot, tmp_path, demo=True)
    w.update_actions()
    assert not w.play_on_action.isEnabled()
    w.close()
