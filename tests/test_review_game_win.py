"""The review judges a play that wins the game as the best (the hint names it too), not by the
hand's value alone (RULES.md, "Reviewing a game" judges the hand; a play that reaches the target
ends the game there)."""

from dataclasses import replace

from allfives_qt.ai import review
from allfives_qt.ai.players import GreedyPlayer, MediumPlayer, winning_play
from allfives_qt.engine.game import Game
from allfives_qt.engine.rules import Rules
from allfives_qt.ui.replay.review import mark_text


def _won_game(seed: int) -> tuple[dict, int]:
    """A whole game to 100 between Medium and greedy; returns its record and the winning seat."""
    game = Game(Rules.make(2, target=100), seed=seed)
    players = [MediumPlayer(seed), GreedyPlayer(seed + 1)]
    last = 0
    while not game.over:
        if game.hand_over:
            game.next_hand()
            continue
        if game.do_forced():
            continue
        view = game.view(game.hand.turn)
        move = players[view.seat].choose(view)
        last = view.seat
        game.play(move.tile, move.end)
    return game.to_record(), last


def test_the_play_that_wins_the_game_is_the_best_and_another_play_loses_it():
    record, seat = _won_game(17)
    _, found = review.positions(record, seat)
    final = found[-1]
    assert winning_play(final.view, final.rules) is not None  # the scores are in the view
    entry = review.review_position(final)
    assert entry["loss"] == 0 and entry["best"]["tile"] == entry["tile"] and entry["wins_game"]
    assert "won the game" in mark_text(entry)  # the replay viewer's words on the play
    # Judged by the hand alone (no scores), the same play is called a mistake: what was mended.
    alone = review.review_position(replace(final, view=final.view._replace(scores=())))
    assert alone["loss"] > 1
    # Another play, which does not reach the target, gave the game away: the winning play is best.
    need = review.points_to_win(final.view, final.rules)
    state = review.public_state(final.view)
    other = next(m for m in final.view.legal if state.points_after(m.tile, m.end) < need)
    written = review._written(final.view, other)[0]
    missed = review.review_position(replace(final, played=other, written=written))
    assert missed["best"]["tile"] == entry["tile"] and missed["loss"] >= review.ACCURATE
    assert missed["wins_game"] and "would have won the game" in mark_text(missed)
    assert "wins_game" not in alone
