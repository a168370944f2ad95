"""The replay viewer never shows the hand being played face up (play-test pt76 #1): a review asked
for at a hand's end that finished after Next hand had dealt the next hand opened the replay with
that hand in it, every hidden tile face up; an autosave of the game in play, opened as a record,
did the same."""

import json

import pytest

from allfives_qt.ai import review
from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules

from test_ui_review import play_first_hand


@pytest.fixture
def quick(monkeypatch):
    monkeypatch.setattr(review, "REVIEW_WORK", 3000)


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
    w, c = window, window.controller
    w.start_game(GameSetup(Rules.make(2), (None, "medium"), 5))
    assert len(c.game.logs) == 1 and not c.game.hand_over
    path = tmp_path / "live.json"
    path.write_text(json.dumps(c.game.to_record()))
    assert not w.files.open_record(str(path))
    assert not w.replaying and w._box is not None and "live.json" in w._box.text()
    w._box.close()
    other = json.loads(path.read_text())
    hand = other["hands"][0]
    hand["deal"][0][0], hand["boneyard"][0] = hand["boneyard"][0], hand["deal"][0][0]
    hand["plays"] = []
    path.write_text(json.dumps(other))  # another deal: nothing to hide
    assert w.files.open_record(str(path)) and w.replay_mode.steps.hands == 1
    w.replay_mode.leave()


def _second_hand(qtbot, w):
    """Play the first hand of seed 5 to its end and deal the second: the game's record."""
    play_first_hand(qtbot, w, seed=5)
    w.ends.go_on()
    c = w.controller
    assert len(c.game.logs) == 2 and not c.game.hand_over
    return c.game.to_record()


def test_the_hand_in_play_is_found_however_its_deal_is_written(qtbot, window, tmp_path):
    """Play-test pt78 #1 and #2: copies of the autosave whose hand in play had its tiles spelt the
    other way round ("3-5" as "5-3"), its seats' lists swapped, or that kept only that hand,
    opened it face up."""
    w = window
    record = _second_hand(qtbot, w)
    path = tmp_path / "copy.json"
    flipped = json.loads(json.dumps(record))
    flipped["hands"][1]["deal"] = [["-".join(reversed(t.split("-"))) for t in seat]
                                   for seat in flipped["hands"][1]["deal"]]
    swapped = json.loads(json.dumps(record))
    swapped["hands"][1]["deal"].reverse()
    swapped["hands"][1]["plays"] = []
    swapped["hands"][1]["starter"] = record["hands"][1]["starter"]
    opened = 0
    for copy in (flipped, swapped):
        path.write_text(json.dumps(copy))
        if w.files.open_record(str(path)):  # a copy the rules accept shows the first hand only
            assert w.replay_mode.steps.hands == 1
            w.replay_mode.leave()
            opened += 1
        elif w._box is not None:
            w._box.close()
    assert opened >= 1  # the flipped copy is a record the rules accept
    only = {**record, "hands": record["hands"][1:]}
    path.write_text(json.dumps(only))
    assert not w.files.open_record(str(path)) and not w.replaying
    w._box.close()


def test_history_says_why_it_shows_nothing_and_leaves_no_review_bar(qtbot, window, quick):
    """Play-test pt78 #4: a game whose first hand is the hand in play, shown from History,
    opened nothing, said nothing, and left a review bar over the table."""
    w = window
    w.start_game(GameSetup(Rules.make(2), (None, "medium"), 5))
    saved = w.files.record_game()
    saved.review = {"0": {"plays": []}}
    w.reviews.open_replay(saved)
    assert not w.replaying and not w.reviews.panel.isVisible()
    assert w._box is not None and "hand you are playing" in w._box.text()
    w._box.close()


def test_a_kept_review_longer_than_its_record_marks_only_the_plays_it_has(qtbot, window, quick,
                                                                          tmp_path):
    """Play-test pt78 #5: a reviewed record cut short (its kept review naming plays it no longer
    has) raised IndexError at every step of its replay and said "16 of 16 plays" for three."""
    w = window
    play_first_hand(qtbot, w, seed=8)
    with qtbot.waitSignal(w.reviews.shown, timeout=60000):
        w.panel.review_button.click()
    w.replay_mode.leave()
    record = w.controller.game.to_record()
    record["review"] = w.reviews._saved.review
    kept = record["review"][str(w.controller.human_seat)]["plays"]
    assert len(kept) >= 2
    record["hands"][0]["plays"] = record["hands"][0]["plays"][:kept[0]["play"] + 1]
    path = tmp_path / "cut.json"
    path.write_text(json.dumps(record))
    assert w.files.open_record(str(path))
    steps = w.replay_mode.steps
    for i in range(len(steps)):
        w.replay_mode.bar.go(i)
    shown = w.reviews.result["plays"]
    assert shown and all(p["play"] < steps.plays_in_hand(0) for p in shown)
    w.replay_mode.leave()
