"""Why the review's better move was better (play-test pt110 #7: "Better: 6-6 … your play 5-5
cost 1.5 points" left a newcomer asking why): where the play left the next player more to score
at once than the better move would have, from what the seat could see, the sentence says both
figures; otherwise it says nothing more."""

from allfives_qt.ai import review
from allfives_qt.ai.hints import threat_after, unseen_tiles
from allfives_qt.ai.players import public_state
from allfives_qt.ui.replay.review import points_text
from allfives_qt.ui.replay.review_reasons import entry_move, reason_text

from test_review import PLANTED


def test_the_reason_gives_both_figures_only_where_the_play_left_more(monkeypatch):
    monkeypatch.setattr(review, "REVIEW_WORK", 3000)
    said = quiet = nothing = 0
    for record, _ in PLANTED[:4]:
        result = review.review_record(record, 0)
        _, found = review.positions(record, 0)
        views = {(p.hand, p.play): p.view for p in found}
        for entry in result["plays"]:
            view = views[(entry["hand"], entry["play"])]
            text = reason_text(entry, view, points_text)
            if entry["best"] == {"tile": entry["tile"], "end": entry.get("end")}:
                assert text == ""  # the play was the best: nothing to explain
                continue
            state, unseen = public_state(view), unseen_tiles(view)
            mine = threat_after(state, entry_move(entry["tile"], entry.get("end")), unseen)
            best = threat_after(state, entry_move(entry["best"]["tile"],
                                                  entry["best"].get("end")), unseen)
            if mine > best:
                said += 1
                after = f"at most {points_text(best)}" if best else "nothing"  # pt113 #2
                nothing += not best
                assert text == (f"After your play the next player could score up to "
                                f"{points_text(mine)} at once; after the better move, {after}.")
            else:
                quiet += 1
                assert text == ""
    assert said > nothing > 0 and quiet  # every kind met in these games
    assert reason_text(result["plays"][0], None, points_text) == ""  # no view: nothing


def test_a_best_play_that_scored_less_at_once_names_what_it_gave_up(monkeypatch, qapp):
    """Play-test pt147 #3: "Your play 5-6 ... was the best" of a play that scored nothing,
    beside one that scored 10, said nothing of why. Where the review calls the play best and
    another legal play would have scored more at once, the review names that play and its points
    (the first of the most scoring, as the hint does), and says it was worth less; where the play
    scored the most, or was not the best, nothing is added."""
    from allfives_qt.ui.replay.review_reasons import forgone_text
    from allfives_qt.ui.tile_item import tile_accessible_name

    monkeypatch.setattr(review, "REVIEW_WORK", 3000)
    import json
    from pathlib import Path

    said = quiet = 0
    full = json.loads((Path(__file__).parent.parent / "examples" / "full-game.json").read_text())
    for record, seat, hands in [(record, 0, None) for record, _ in PLANTED[:4]] + [(full, 0, {4, 8})]:
        result = review.review_record(record, seat, hands=hands)
        _, found = review.positions(record, seat)
        views = {(p.hand, p.play): p.view for p in found}
        for entry in result["plays"]:
            view = views[(entry["hand"], entry["play"])]
            text = forgone_text(entry, view)
            state = public_state(view)
            now = {m: state.points_after(m.tile, m.end) for m in view.legal}
            most = max(now.values())
            best_move = round(entry["loss"] - entry.get("claim_loss", 0), 1) == 0
            if best_move and most > entry["points"] and not entry.get("wins_game"):
                said += 1
                other = next(m for m in view.legal if now[m] == most)
                assert text.startswith(f"{tile_accessible_name(other.tile)} on the ")
                assert text.endswith(f" would have scored {most} points at once, but it was worth "
                                     "less over the rest of the hand.")
            else:
                quiet += 1
                assert text == ""
    assert said and quiet  # both kinds met in these games
    assert forgone_text(result["plays"][0], None) == ""  # no view: nothing
