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
