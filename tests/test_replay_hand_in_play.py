"""The replay viewer never shows the hand being played face up (play-test pt76 #1): a review asked
for at a hand's end that finished after Next hand had dealt the next hand opened the replay with
that hand in it, every hidden tile face up; an autosave of the game in play, opened as a record,
did the same."""

import json

from allfives_qt.ai import review

from test_ui_review import play_first_hand


def test_a_review_that_ends_after_the_next_deal_replays_only_the_hands_over(qtbot, window, monkeypatch):
    monkeypatch.setattr(review, "REVIEW_WORK", 20000)  # still running when the next hand is dealt
    w, c = window, window.controller
    play_first_hand(qtbot, w, seed=5)
    w.panel.review_button.click()
    assert w.reviews.job is not None
    w.ends.go_on()  # Next hand, while the review runs
    live = c.game
    assert len(live.logs) == 2 and not live.hand_over
    deal = live.to_record()["hands"][1]
    with qtbot.waitSignal(w.reviews.shown, timeout=60000):
        pass
    steps = w.replay_mode.steps
    assert steps.hands == 1 and {s.hand for s in steps.steps} == {0}
    assert deal not in steps.record["hands"]
    w.replay_mode.bar.go(len(steps) - 1)  # the last step: the end of the first hand
    assert w.replay_mode.step_text()
    w.replay_mode.leave()
    assert c.game is live and len(live.logs) == 2 and live.to_record()["hands"][1] == deal


def test_a_record_of_the_game_in_play_opens_without_its_hand_in_play(qtbot, window, tmp_path):
    w, c = window, window.controller
    play_first_hand(qtbot, w, seed=5)
    path = tmp_path / "live.json"
    path.write_text(json.dumps(c.game.to_record()))  # the first hand, over: all of it is shown
    assert w.files.open_record(str(path)) and w.replay_mode.steps.hands == 1
    w.replay_mode.leave()
    w.ends.go_on()
    assert len(c.game.logs) == 2 and not c.game.hand_over
    path.write_text(json.dumps(c.game.to_record()))  # now with the hand being played
    assert w.files.open_record(str(path))
    steps = w.replay_mode.steps
    assert steps.hands == 1
    assert [h["deal"] for h in steps.record["hands"]] == [c.game.to_record()["hands"][0]["deal"]]
    w.replay_mode.leave()


def test_a_record_of_the_first_hand_in_play_is_not_opened(qtbot, window, tmp_path):
    from allfives_qt.controller import GameSetup
    from allfives_qt.engine.rules import Rules

    w, c = window, window.controller
    w.start_game(GameSetup(Rules.make(2), (None, "medium"), 5))
    assert len(c.game.logs) == 1 and not c.game.hand_over
    path = tmp_path / "live.json"
    path.write_text(json.dumps(c.game.to_record()))
    assert not w.files.open_record(str(path))
    assert not w.replaying and w._box is not None and "live.json" in w._box.text()
    w._box.close()
    other = json.loads(path.read_text())
    other["hands"][0]["deal"][0], other["hands"][0]["deal"][1] = \
        other["hands"][0]["deal"][1], other["hands"][0]["deal"][0]
    other["hands"][0]["plays"] = []
    path.write_text(json.dumps(other))  # another deal: nothing to hide
    assert w.files.open_record(str(path)) and w.replay_mode.steps.hands == 1
    w.replay_mode.leave()
