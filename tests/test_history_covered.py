"""History counts a hand reviewed when its review is kept, also one in which the person had no
play to review (play-test pt22 #6: a whole game reviewed read "88% (3 of 4 hands)" because the
computer won the last hand with its lead)."""

from allfives_qt.ai import review
from allfives_qt.ai.players import GreedyPlayer
from allfives_qt.engine.game import Game
from allfives_qt.engine.rules import Rules
from allfives_qt.storage import SavedGame
from allfives_qt.ui.history_dialog import covered_hands, reviewed_hands


def _greedy_until(game: Game, done) -> Game:
    """Play ``game`` greedy against greedy (the next hand dealt as one ends) until ``done()``."""
    players = [GreedyPlayer(1), GreedyPlayer(2)]
    while not done():
        if game.hand_over:
            game.next_hand()
        elif not game.do_forced():
            view = game.view(game.hand.turn)
            move = players[view.seat].choose(view)
            game.play(move.tile, move.end)
    return game


def _game_won_by_a_lead() -> Game:
    """Greedy against greedy to 30 points (seed 11): seat 1 wins the second hand with its lead."""
    game = Game(Rules.make(2, target=30), seed=11)
    return _greedy_until(game, lambda: game.over)


def test_a_hand_without_a_play_of_the_person_counts_as_reviewed():
    game = _game_won_by_a_lead()
    last = game.logs[-1]
    assert len(game.logs) == 2 and [p.seat for p in last.plays] == [1]  # as the note says
    record = game.to_record()
    kept = review.attach_review(record, review.review_record(record, 0))
    saved = SavedGame(game, (None, "easy"), "g", review=kept["review"])
    mine = review.kept_review(saved.review, 0)
    assert reviewed_hands(mine) == {0}  # plays kept for the first hand only
    assert covered_hands(saved) == {0, 1}  # both hands were reviewed
    assert covered_hands(SavedGame(game, (None, "easy"), "g", review=None)) == set()


def test_statistics_count_the_reviewed_hands_as_history_does(qtbot, tmp_path):
    """Play-test pt23: History said a whole game was reviewed while Statistics counted "Reviewed
    hands: 1" for it (only the hands with plays kept). Both now count the hand without a play."""
    from allfives_qt.storage import Paths, Statistics, Storage
    from allfives_qt.ui.history_dialog import HistoryDialog, reviewed_count, reviewed_totals
    from allfives_qt.ui.stats_dialog import StatisticsDialog

    game = _game_won_by_a_lead()
    record = game.to_record()
    kept = review.attach_review(record, review.review_record(record, 0))
    saved = SavedGame(game, (None, "easy"), "g", review=kept["review"])
    mine = review.kept_review(saved.review, 0)
    assert reviewed_count(mine, saved) == 2 and reviewed_count(mine, None) == 1
    assert reviewed_count(None, saved) == 0
    assert reviewed_totals([(mine, saved), (None, saved)])[0] == 2
    storage = Storage(Paths(tmp_path))
    storage.game_changed(saved)  # over: kept in the history
    entries = storage.history()
    history = HistoryDialog(entries)
    qtbot.addWidget(history)
    assert not any("of 2 hands" in t for t in history.row_texts(entries[0]))  # the whole game
    stats = StatisticsDialog(Statistics(), storage, None, saved)
    qtbot.addWidget(stats)
    assert stats.summary_labels["reviewed"][1].text().startswith("2, accuracy")


def test_a_hand_left_before_the_person_played_in_it_is_not_counted(qtbot, tmp_path):
    """Play-test pt57 #7: a game left just after its fourth deal read "75% (2 of 4 hands)" in
    History while Statistics counted 3 hands played. A last hand left before the person played in
    it is not counted; one the person played in is."""
    from allfives_qt.ui.history_dialog import played_hands

    game = Game(Rules.make(2, target=1000), seed=5)
    _greedy_until(game, lambda: len(game.logs) == 3 and game.hand_over)
    game.next_hand()  # dealt, and left at once
    assert len(game.logs) == 4 and not game.logs[-1].plays
    assert played_hands(game, 0) == 3
    from allfives_qt.storage import Paths, Storage
    from allfives_qt.ui.history_dialog import HistoryDialog

    record = game.to_record()
    kept = review.attach_review(record, review.review_record(record, 0, hands={0}), {0})
    saved = SavedGame(game, (None, "easy"), "g", review=kept["review"])
    storage = Storage(Paths(tmp_path))
    storage.abandon_game(saved)  # kept in the history, abandoned
    entries = storage.history()
    history = HistoryDialog(entries)
    qtbot.addWidget(history)
    texts = " ".join(history.row_texts(entries[0]))
    assert "(1 of 3 hands)" in texts, texts
    _greedy_until(game, lambda: game.hand.turn == 0)
    assert played_hands(game, 0) == 3  # the other seat's lead alone: still not the person's
    legal = game.hand.legal_moves()
    if legal:
        game.play(legal[0].tile, legal[0].end)
        assert played_hands(game, 0) == 4
        # The game in play: its hand in play is no review's yet (play-test pt176 #2: "3 of 4
        # hands" with the 3 hands over all reviewed).
        assert played_hands(game, 0, in_progress=True) == 3
    _greedy_until(game, lambda: game.hand_over)
    assert played_hands(game, 0, in_progress=True) == 4  # over: counted, in play or not


def test_a_game_taken_up_counts_only_the_reviewed_hands_played_on():
    """Play-test pt117 #2: after Play on from a record carrying reviews, Statistics counted
    "Reviewed hands: 5" for 3 (the record's reviewed hands again with the game taken up). A
    game taken up counts only the hands from its ``counted_before``, in the hands and the
    accuracy alike."""
    from allfives_qt.ui.history_dialog import reviewed_totals

    game = _game_won_by_a_lead()
    record = game.to_record()
    kept = review.attach_review(record, review.review_record(record, 0))
    mine = review.kept_review(kept["review"], 0)
    whole = SavedGame(game, (None, "easy"), "g", review=kept["review"])
    taken_up = SavedGame(game, (None, "easy"), "h", review=kept["review"], counted_before=1)
    assert reviewed_totals([(mine, whole)])[0] == 2
    assert reviewed_totals([(mine, taken_up)]) == (1, None)  # hand 1: no play of the person's
