"""Why the review's better move was better (play-test pt110 #7: "Better: 6-6 … your play 5-5
cost 1.5 points" left a newcomer asking why): where the play left the next player more to score
at once than the better move would have, from what the seat could see, the sentence says both
figures; otherwise it says nothing more."""

from allfives_qt.ai import review
from allfives_qt.ai.hints import threat_after, unseen_tiles
from allfives_qt.ai.players import public_state
from allfives_qt.ui.replay.review import points_text
from allfives_qt.ui.replay.review_reasons import entry_move, lets_out, reason_text, sheds_more
from allfives_qt.ui.sentences import seat_name

from test_review import PLANTED


def test_the_reason_gives_both_figures_only_where_the_play_left_more(monkeypatch, qapp):
    from allfives_qt import i18n

    i18n.install_language(qapp, "en")  # English's plural forms ("1 tile", "2 tiles")
    monkeypatch.setattr(review, "REVIEW_WORK", 3000)
    import json
    from pathlib import Path

    # A partnership game of play-test pt175: at hand 1, play 15, the partner held one tile.
    pt175 = json.loads((Path(__file__).parent / "data" / "partner-one-tile-left.json").read_text("utf-8"))
    said = quiet = nothing = shed = 0
    partner_named = False
    for record in [record for record, _ in PLANTED[:4]] + [pt175]:
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
            if lets_out(entry, view):  # the next player's last tile comes first
                said += 1
                assert text.startswith("The next player had one tile left: ")
            elif mine > best:
                said += 1
                after = f"at most {points_text(best)}" if best else "nothing"  # pt113 #2
                nothing += not best
                assert text == (f"After your play the next player could score up to "
                                f"{points_text(mine)} at once; after the better move, {after}.")
            elif sheds_more(entry, view):  # the hand could end soon (play-test pt175 #1)
                seat, fewest, heavy, light = sheds_more(entry, view)
                shed += 1
                tiles = f"{fewest} tile" + ("s" if fewest != 1 else "")
                lighter = f"{light} pip" + ("s" if light != 1 else "")
                name = seat_name(seat, view.players, view.seat, False, view.rules.partnerships)
                assert text == (f"{name} held only {tiles}, so the hand could end soon, and "
                                "the pips left in hand count then: the better move got rid of "
                                f"{heavy} pips, your play only {lighter}.")
                assert heavy - light >= 2 and fewest <= 2
                if record is pt175 and (entry["hand"], entry["play"]) == (0, 14):  # "hand 1, play 15"
                    assert text.startswith("Partner held only 1 tile, ")  # pt176 #1: by name
                    partner_named = True
            else:
                quiet += 1
                assert text == ""
    assert said > nothing > 0 and quiet and shed and partner_named  # every kind met here
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

    said = quiet = threats = 0
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
                first = (f" would have scored {most} points at once, but it was worth less over "
                         "the rest of the hand.")
                # Then what the next player could score after each, where that says why
                # (play-test pt155 #3).
                unseen = unseen_tiles(view)
                after = threat_after(state, other, unseen)
                mine = threat_after(state, entry_move(entry["tile"], entry.get("end")), unseen)
                if after > mine:
                    threats += 1
                    least = f"at most {points_text(mine)}" if mine else "nothing"
                    first += (f" After it the next player could have scored up to "
                              f"{points_text(after)} at once; after your play, {least}.")
                assert text.endswith(first), text
            else:
                quiet += 1
                assert text == ""
    assert said and quiet and threats  # every kind met in these games
    assert forgone_text(result["plays"][0], None) == ""  # no view: nothing


def _one_tile_left_position():
    """A 2-player position (random plays of seeded games) where the next player holds one tile,
    and some legal play lets an unseen tile fit while another leaves none that fits."""
    import random

    from allfives_qt.ai.hints import fits_after
    from allfives_qt.engine.game import Game
    from allfives_qt.engine.hand import PLAYING
    from allfives_qt.engine.rules import Rules

    for seed in range(400):
        game, rng = Game(Rules.make(2), seed=seed), random.Random(seed)
        hand = game.hand
        while hand.status == PLAYING:
            game.do_forced()
            if hand.status != PLAYING:
                break
            view = hand.view(hand.turn)
            if view.hand_sizes[1 - view.seat] == 1:
                state, unseen = public_state(view), unseen_tiles(view)
                fits = {m: fits_after(state, m, unseen) for m in view.legal}
                if True in fits.values() and False in fits.values():
                    return view, fits
            m = rng.choice(view.legal)
            game.play(m.tile, m.end)
    raise AssertionError("no such position")


def test_a_play_that_let_the_next_player_go_out_says_so(qapp):
    """Play-test pt151 #11: a play that cost 90 points was given no reason. Where the next player
    held one tile and, after the play, some tile the seat could not see would have fitted, but
    after the better move none would, the review says so; the other way round it does not."""
    from allfives_qt import i18n
    from allfives_qt.ui.replay.review_reasons import lets_out

    view, fits = _one_tile_left_position()
    lets = next(m for m, f in fits.items() if f is True)
    stops = next(m for m, f in fits.items() if f is False)

    def entry(played, best):
        tile, end = review._written(view, played)
        best_tile, best_end = review._written(view, best)
        return {"tile": tile, "end": end, "best": {"tile": best_tile, "end": best_end}}

    bad = entry(lets, stops)
    assert lets_out(bad, view) and not lets_out(entry(stops, lets), view)
    assert reason_text(bad, view, points_text) == (
        "The next player had one tile left: after your play they could have played it and ended "
        "the hand; after the better move, no tile they could hold would have fitted.")
    assert not reason_text(entry(stops, lets), view, points_text).startswith("The next player")
    other = view._replace(hand_sizes=tuple(2 for _ in view.hand_sizes))  # two tiles: no reason
    assert not lets_out(bad, other)
    i18n.install_language(qapp, "ru")
    try:
        assert reason_text(bad, view, points_text).startswith("У следующего игрока")
    finally:
        i18n.install_language(qapp, "en")


def test_no_real_choice_of_a_tile_on_like_ends_says_why():
    """Play-test pt150 #6: "You had no real choice here." of a tile shown on two lit ends read
    as wrong. Where the seat had several legal plays that the review counts as one choice (one
    tile on ends that leave the same open ends), the replay says so."""
    from allfives_qt.engine.tiles import parse_tile
    from allfives_qt.ui.replay.review import only_play_text

    from hand_records import covered_spinner_position

    view = covered_spinner_position().view
    like = view._replace(legal=tuple(m for m in view.legal if m.tile == parse_tile("3-4")))
    assert len(like.legal) == 2 and len(review.choices(like)) == 1
    assert only_play_text(len(like.legal) > 1) == (
        "Either end your tile fitted left the same open ends, so you had no real choice here.")
    # The one legal play is the only play (play-test pt170 #5: "no real choice" of it read as
    # if there had been a choice), as a missed claim on such a play says it.
    assert only_play_text() == "It was your only play."
