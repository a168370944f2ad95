"""Reviews of several hands of one game kept together (play-test 9, finding 7).

Play-test: the first hand reviewed (R at its end), then the second: the record's ``review`` said
both hands were covered but kept only the second hand's plays. The first hand's verdicts were
lost (in the autosave, the history and after a quit and resume), the statistics counted one
reviewed hand, and the replay of the first hand showed the second hand's summary and called a
play with three playable tiles "Your only play."
"""

import copy
import json

import pytest

from allfives_qt.ai import review
from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules
from allfives_qt.storage.autosave import load_autosave, saved_game_from_record
from allfives_qt.ui.replay.review import mark_text, only_play_text
from test_review import random_game
from test_ui_review import play_on, quick  # noqa: F401 (a fixture)
from test_window_storage import make_window

RULES = Rules.make(2, target=1000)  # the game goes on after the two hands


def text_of(label) -> str:
    """``label``'s text as read: its no-break spaces (no line break between a number and its
    word, play-tests pt158 #3, pt163 #1) as plain spaces."""
    return label.text().replace("\xa0", " ")


def play_hand(qtbot, w):
    """The person (seat 0) plays the last legal move each turn until the hand ends; then the
    hand-end panel is shown."""
    play_on(qtbot, w)


def review_now(qtbot, w):
    """Press Review on the hand-end panel; return once the review is shown."""
    with qtbot.waitSignal(w.reviews.shown, timeout=60000):
        w.panel.review_button.click()


def first_hand_reviewed(qtbot, w, seed):
    """Start a game (seed ``seed``), play its first hand, review it; return its reviewed plays."""
    w.start_game(GameSetup(RULES, (None, "medium"), seed))
    play_hand(qtbot, w)
    review_now(qtbot, w)
    first = copy.deepcopy(w.reviews.result["plays"])
    assert first and {p["hand"] for p in first} == {0}
    return first


def next_hand(qtbot, w):
    w.replay_mode.leave()
    qtbot.waitUntil(lambda: w.panel is not None and w.panel.isVisible(), timeout=3000)
    w.panel.next_button.click()


def seen_in_hand(w, hand):
    """What the review bar says at the deal of ``hand`` (the summary) and after each play of it
    (the play's sentence), as ``(summary, {play: sentence})``."""
    mode = w.replay_mode
    mode.bar.go_hand(hand)
    summary = text_of(w.reviews.panel.summary)
    start = mode.steps.hand_starts[hand]
    plays = len(mode.steps.record["hands"][hand]["plays"])
    marks = {}
    for p in range(plays):
        mode.bar.go(start + p + 1)
        marks[p] = text_of(w.reviews.panel.mark)
    return summary, marks


def check_hand(w, hand, entries):
    """The replay of ``hand`` shows its own summary and a sentence for each reviewed play."""
    summary, marks = seen_in_hand(w, hand)
    assert summary == w.reviews.panel.scoped_summary(entries, hand)
    assert summary.startswith(f"Hand {hand + 1}: ")  # which plays it speaks of (pt147 #1)
    start = w.replay_mode.steps.hand_starts[hand]
    for e in entries:  # the ends named where they lay on the screen (play-test pt17 #4)
        assert marks[e["play"]].startswith(
            mark_text(e, w.reviews.places_before(start + e["play"] + 1)))
    return summary, marks


def test_reviewing_a_second_hand_keeps_the_first_hands_review(qtbot, tmp_path, quick):
    w = make_window(qtbot, tmp_path)
    first = first_hand_reviewed(qtbot, w, 42)
    seen_first = seen_in_hand(w, 0)
    assert seen_first[0] == w.reviews.panel.scoped_summary(first, 0)
    next_hand(qtbot, w)
    play_hand(qtbot, w)
    review_now(qtbot, w)
    second = [p for p in w.reviews.result["plays"] if p["hand"] == 1]
    assert second

    # The record keeps both hands' plays, each hand's count in covered (the autosave too).
    saved = w.files.session
    kept = saved.review["0"]
    counts = [len(h["plays"]) for h in saved.game.to_record()["hands"]]
    assert kept["covered"] == counts
    assert [p for p in kept["plays"] if p["hand"] == 0] == first
    assert [p for p in kept["plays"] if p["hand"] == 1] == second
    w.files.storage.flush()
    loaded = load_autosave(w.files.storage.paths.autosave_file)
    assert loaded is not None and loaded.review == saved.review

    # The replay shows hand 1 (index 0) as its review did, hand 2 with its own summary.
    assert seen_in_hand(w, 0) == seen_first
    check_hand(w, 1, second)
    w.replay_mode.leave()

    # Statistics count both reviewed hands, with the accuracy of all their plays.
    stats = w.show_statistics()
    both = review.summary(0, first + second)
    want = f"2, accuracy {int(100 * both['accuracy'] + 0.5)}%"
    assert stats.summary_labels["reviewed"][1].text().startswith(want)
    stats.close()

    # A third hand played, not reviewed; the game left for a new one goes to the history with
    # two of its three hands reviewed (the play-test's "1 of 3 hands").
    qtbot.waitUntil(lambda: w.panel is not None and w.panel.isVisible(), timeout=3000)
    w.panel.next_button.click()
    play_hand(qtbot, w)
    w.files.abandon()
    w.files.storage.flush()
    dialog = w.show_history()
    entry = dialog.entries[0]
    assert entry.saved.review["0"]["plays"] == first + second
    assert entry.saved.review["0"]["covered"] == counts  # as written at the second review
    assert dialog.row_texts(entry)[5] == f"{int(100 * both['accuracy'] + 0.5)}% (2 of 3 hands)"
    dialog.replay_button.click()  # Show in replay: each hand with its own review
    assert w.replay_mode.active and w.reviews.job is None
    check_hand(w, 0, first)
    check_hand(w, 1, second)
    summary, marks = seen_in_hand(w, 2)
    assert summary == w.reviews.panel.not_reviewed_text() and not any(marks.values())
    w.replay_mode.leave()
    w.close()


def test_a_review_after_quit_and_resume_keeps_the_earlier_hands(qtbot, tmp_path, quick):
    w = make_window(qtbot, tmp_path)
    first = first_hand_reviewed(qtbot, w, 5)
    w.replay_mode.leave()
    w.close()  # quit at the end of hand 1, review kept in the autosave
    w2 = make_window(qtbot, tmp_path)
    w2.start_up()
    w2.resume_box.resume_button.click()
    qtbot.waitUntil(lambda: w2.panel is not None and w2.panel.isVisible(), timeout=3000)
    assert w2.files.session.review["0"]["plays"] == first
    w2.panel.next_button.click()
    play_hand(qtbot, w2)
    review_now(qtbot, w2)
    kept = w2.files.session.review["0"]
    assert [p for p in kept["plays"] if p["hand"] == 0] == first
    second = [p for p in kept["plays"] if p["hand"] == 1]
    assert second
    check_hand(w2, 0, first)
    check_hand(w2, 1, second)
    w2.replay_mode.leave()
    w2.files.storage.flush()
    on_disk = json.loads(w2.files.storage.paths.autosave_file.read_text("utf-8"))["review"]["0"]
    assert {p["hand"] for p in on_disk["plays"]} == {0, 1}
    w2.close()


def two_hands(seed=4):
    """A 2-player record of two finished hands (random legal plays)."""
    return random_game(RULES, seed, lambda game: len(game.logs) < 2 or not game.hand_over)


def test_attach_review_merges_with_the_hands_already_kept(quick):
    record = two_hands()
    first = review.review_record(record, 0, hands={0})
    kept = review.attach_review(record, first, hands={0})
    counts = [len(h["plays"]) for h in record["hands"]]
    assert kept["review"]["0"]["covered"] == [counts[0], None]  # hand 2 not reviewed yet
    second = review.review_record(kept, 0, hands={1})
    both = review.attach_review(kept, second, hands={1})["review"]["0"]
    assert both["covered"] == counts
    assert both["plays"] == first["plays"] + second["plays"]
    assert review.kept_hands({**record, "review": {"0": both}}, 0) == {0, 1}


def test_an_old_record_that_lost_a_hands_plays_does_not_claim_it(qtbot, window, quick):
    """A record written by the old code (covered: both hands; plays: the second hand's only)
    loads; the first hand counts as not reviewed (its verdicts are gone), nothing says "Your only
    play." there, and its next review puts it back."""
    record = two_hands()
    whole = review.review_record(record, 0)
    broken = review.attach_review(record, whole)
    broken["review"]["0"]["plays"] = [p for p in whole["plays"] if p["hand"] == 1]
    assert {p["hand"] for p in whole["plays"]} == {0, 1}
    assert review.kept_hands(broken, 0) == {1}
    saved = saved_game_from_record(json.loads(json.dumps(broken)))
    w = window
    w.reviews.open_replay(saved)
    assert w.replay_mode.active and w.reviews.panel.isVisible()
    summary, marks = seen_in_hand(w, 0)
    assert summary == w.reviews.panel.not_reviewed_text()
    assert not any(marks.values())
    assert only_play_text() not in marks.values()
    check_hand(w, 1, broken["review"]["0"]["plays"])
    w.replay_mode.leave()
    # Reviewing it again (the whole game) brings the first hand's verdicts back, the same ones.
    again = review.review_record(broken, 0)
    assert again == whole


@pytest.mark.parametrize("covered", [[3], "x", [None, None]])
def test_kept_hands_of_a_malformed_review_is_empty_or_honest(covered, quick):
    record = two_hands()
    whole = review.review_record(record, 0)
    kept = review.attach_review(record, whole)
    kept["review"]["0"]["covered"] = covered
    assert review.kept_hands(kept, 0) == {p["hand"] for p in whole["plays"]}
    assert review.kept_hands({**record, "review": "nonsense"}, 0) == set()


def test_a_hand_kept_by_another_version_is_reviewed_again_not_mixed_in(quick):
    """Plays kept by another program version are not trusted for reuse (stored_plays), so they are
    not merged under this version's name: the window reviews such a hand again with the new one
    (kept_hands names it), and attach_review alone leaves it uncovered."""
    record = two_hands()
    first = review.review_record(record, 0, hands={0})
    old = review.attach_review(record, first, hands={0})
    old["review"]["0"]["program"] = "allfives-qt 0.0.1"
    assert review.kept_hands(old, 0) == {0}
    second = review.review_record(old, 0, hands={1})
    alone = review.attach_review(old, second, hands={1})["review"]["0"]
    assert alone["covered"][0] is None and {p["hand"] for p in alone["plays"]} == {1}
    both = review.review_record(old, 0, hands={1} | review.kept_hands(old, 0))
    kept = review.attach_review(old, both, hands={0, 1})["review"]["0"]
    assert kept["program"] == review.PROGRAM and kept["plays"] == first["plays"] + second["plays"]
