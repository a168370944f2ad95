"""Game -> Play on from a record… (play-test pt110 #2: a game kept with Save record could only be
replayed, every hand face up; nothing took it up again). The record's game goes on at the table
where it stops, face down, as the autosave resumes; the game in progress is left only when the
person agrees; a finished record, one with no person's seat and one that cannot be read are
refused with the reason."""

import json
from pathlib import Path

from PySide6.QtCore import QLocale

from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules
from allfives_qt.storage import Paths, Storage, load_history

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
    # A game of its own (play-test pt112 #1), its hands so far not counted again.
    assert w.files.session.game_id != game_id
    assert w.storage.statistics.counted[w.files.session.game_id]["game"] is False
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


def test_going_back_to_a_record_of_the_game_being_played_asks_first(qtbot, tmp_path):
    """Play-test pt112 #2: Play on from an earlier record of the game being played took back
    the plays since without a word (Undo turned off or not). It asks, as for any game in
    progress; left, the game is kept as abandoned and the record's goes on as a game of its own."""
    from allfives_qt.ui.play_on import play_on

    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 9))
    play_person(qtbot, w, 1)
    path = tmp_path / "now.json"
    assert w.files.save_record(str(path))
    then = engine_state(w.controller.game)
    # A record of where the game stands: nothing to leave or take back (play-test pt115 #5:
    # the game was left, taken up again and marked as if Undo had been used).
    undos, box = w.files.session.undos, w.abandon_box
    assert play_on(w.files, str(path))
    assert w.abandon_box is box and engine_state(w.controller.game) == then
    assert "goes on as it is" in w.statusBar().currentMessage()
    assert w.files.session.undos == undos and not load_history(Paths(root=tmp_path).history_dir)
    play_person(qtbot, w, 2)
    now, old_id = engine_state(w.controller.game), w.files.session.game_id
    assert play_on(w.files, str(path))
    box = w.abandon_box
    assert box.isVisible() and "play on from the record" in box.text()
    box.keep_button.click()
    qtbot.waitUntil(lambda: not box.isVisible(), timeout=2000)
    assert engine_state(w.controller.game) == now
    assert play_on(w.files, str(path))
    w.abandon_box.leave_button.click()
    qtbot.waitUntil(lambda: engine_state(w.controller.game) == then, timeout=2000)
    assert w.files.session.game_id != old_id
    kept = load_history(Paths(root=tmp_path).history_dir)
    assert [e.saved.abandoned for e in kept] == [True] and kept[0].game_id == old_id
    w.close()


def test_a_game_played_on_after_it_was_left_is_offered_at_the_next_start(qtbot, tmp_path):
    """Play-test pt112 #1: a game left for a new one (kept in the history as abandoned), then
    played on from its record, was not offered at the next start (its id was in the history)."""
    from allfives_qt.ui.play_on import play_on

    path, state, _ = _saved_mid_game(qtbot, tmp_path)
    w = make_window(qtbot, tmp_path / "first")  # the same files as the record's game
    saved = w.storage.load_game()
    assert saved is not None
    w.resume_saved(saved)
    play_person(qtbot, w, 1)
    w.new_game_asked()
    w.dialog.accept()
    w.abandon_box.leave_button.click()  # the record's game, left: in the history as abandoned
    qtbot.waitUntil(lambda: bool(load_history(Paths(root=tmp_path / "first").history_dir)),
                    timeout=2000)
    play_person(qtbot, w, 1)
    assert play_on(w.files, str(path))
    w.abandon_box.leave_button.click()
    qtbot.waitUntil(lambda: engine_state(w.controller.game) == state, timeout=2000)
    w.close()
    again = make_window(qtbot, tmp_path / "first")
    offered = again.storage.load_game()
    assert offered is not None and engine_state(offered.game) == state
    again.close()


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
    # A target no game here can have (play-test pt115 #3: played on to 1,000,000, the game grew
    # past the size of a record that can be read back, and its autosave was lost).
    far = tmp_path / "far.json"
    far.write_text(json.dumps({**first_hand, "rules": {**first_hand["rules"], "target": 1001}}),
                   encoding="utf-8")
    for path, said in ((over, "Its game is over"), (computers, "No seat of its game"),
                       (broken, "damaged or cut short"),
                       (far, "Its target, %s, is past the highest a game here can have, %s."
                        % (QLocale().toString(1001), QLocale().toString(1000)))):
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


def test_a_record_whose_resume_does_not_fit_goes_on_from_its_last_play(qtbot, tmp_path):
    """As the autosave is recovered: a ``resume`` whose counts do not fit the plays is dropped,
    and the game goes on from the record's last play (its levels kept)."""
    from allfives_qt.ui.play_on import saved_of_file

    path, state, _ = _saved_mid_game(qtbot, tmp_path)
    record = json.loads(path.read_text(encoding="utf-8"))
    record["resume"]["forced"] = 999
    bent = tmp_path / "bent.json"
    bent.write_text(json.dumps(record), encoding="utf-8")
    saved = saved_of_file(str(bent))
    assert saved.game.to_record()["hands"] == state[0]["hands"]
    assert saved.levels == (None, "random", "hard")


def test_a_record_that_does_not_name_its_computer_players_says_medium_plays_on(qtbot, tmp_path):
    """Play-test pt112 #5: a record whose levels could not be read (an unknown level, two
    people, or no ``resume`` at all) went on with Medium players and only a logged warning."""
    from allfives_qt.ui.play_on import play_on

    path, _, _ = _saved_mid_game(qtbot, tmp_path)
    record = json.loads(path.read_text(encoding="utf-8"))
    record["resume"]["levels"] = [None, "grandmaster", "hard"]
    unknown = tmp_path / "unknown.json"
    unknown.write_text(json.dumps(record), encoding="utf-8")
    record["resume"]["levels"] = [None, None, "hard"]  # two people (play-test pt115 #1: the
    two = tmp_path / "two.json"  # game then waited for ever on the second one's turn)
    two.write_text(json.dumps(record), encoding="utf-8")
    del record["resume"]
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps(record), encoding="utf-8")
    for file, guessed in ((path, False), (unknown, True), (two, True), (bare, True)):
        w = make_window(qtbot, tmp_path / file.stem)
        assert play_on(w.files, str(file))
        told = w.files.notice.label.text() if w.files.notice.isVisible() else ""
        assert ("Medium players play on" in told) == guessed, file  # in the notice bar
        assert w.controller.setup.levels == ((None, "medium", "medium") if guessed
                                             else (None, "random", "hard"))
        play_person(qtbot, w, 2)  # and it goes on round the table
        w.close()


def test_a_hand_played_over_from_an_earlier_record_counts_once_and_marks_undo(qtbot, tmp_path):
    """Play-test pt113 #1: a record of the game being played, taken up after its hand had ended
    and been counted, counted that hand again when played over, and the game played on carried no
    mark of Undo. Played over, the hand counts once, and the game is marked as with Undo used."""
    from allfives_qt.ui.play_on import play_on

    w = make_window(qtbot, tmp_path)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 9))
    play_person(qtbot, w, 1)
    path = tmp_path / "now.json"
    assert w.files.save_record(str(path))
    c = w.controller
    while not c.game.hand_over:
        play_person(qtbot, w, 1)
    qtbot.waitUntil(lambda: w.storage.statistics.total.hands_played == 1, timeout=5000)
    assert play_on(w.files, str(path))
    w.abandon_box.leave_button.click()
    qtbot.waitUntil(lambda: not c.game.hand_over, timeout=2000)
    assert w.files.session.undos >= 1
    while not c.game.hand_over:
        play_person(qtbot, w, 1)
    w.files.autosave()
    stats = w.storage.statistics
    assert stats.total.hands_played == 1 and stats.per_game["all-fives"].total.hands_played == 1
    # Counted again from the history, the figures are the same (play-test pt115 #2: a damaged
    # statistics file counted the hands a game taken up had before, again).
    w.new_game_asked()
    w.dialog.accept()
    w.abandon_box.leave_button.click()  # the game played on, into the history as abandoned
    paths = Paths(root=tmp_path)
    qtbot.waitUntil(lambda: len(load_history(paths.history_dir)) == 2, timeout=2000)
    figures = w.storage.statistics.to_dict()
    w.close()
    paths.statistics_file.write_bytes(b'{"format": "allfives-stat')
    again = Storage(paths).statistics
    assert again.total.hands_played == 1 and again.per_game["all-fives"].total.hands_played == 1
    assert again.to_dict()["total"] == figures["total"]


def test_a_record_without_a_seed_deals_its_later_hands_from_a_new_one(qtbot, tmp_path):
    """Play-test pt115 #4: every record without a seed went on with seed 0's deals for its later
    hands (the same for all of them). Each game taken up gets a seed of its own for the hands
    still to come, kept in its autosave; the hands already dealt stay the record's."""
    from allfives_qt.engine.game import seeded_deal
    from allfives_qt.ui.play_on import play_on

    path, state, _ = _saved_mid_game(qtbot, tmp_path)
    record = json.loads(path.read_text(encoding="utf-8"))
    del record["seed"]
    bare = tmp_path / "seedless.json"
    bare.write_text(json.dumps(record), encoding="utf-8")
    seeds = []
    for root in ("one", "two"):
        w = make_window(qtbot, tmp_path / root)
        assert play_on(w.files, str(bare))
        g = w.controller.game
        assert g.seed_known and g.to_record()["hands"] == state[0]["hands"]
        seeds.append(g.seed)
        w.close()
        assert Storage(Paths(root=tmp_path / root)).load_game().game.seed == g.seed
    assert seeds[0] != seeds[1]
    game = g  # the next hand is dealt from the game's own seed
    while not game.hand_over:
        legal = game.hand.legal_moves()
        if legal:
            game.play(legal[0].tile, legal[0].end)
        elif game.hand.must_draw():
            game.draw()
        else:
            game.pass_turn()
    assert not game.over
    game.next_hand()
    per = game.rules.tiles_per_player
    assert [list(h) for h in game.logs[1].deal] == seeded_deal(seeds[1], 1, 3, per)[0]
