"""Hints in plain words (issue 11, item 5): the facts behind a hint, from the person's view only,
and the sentence chosen from them in every language."""

import dataclasses
import random

import pytest
from PySide6.QtCore import QCoreApplication

from allfives_qt import i18n
from allfives_qt.ai.hints import HintFacts, hint_facts, threat_after, unseen_tiles
from allfives_qt.ai.players import public_state
from allfives_qt.ai.review import choices
from allfives_qt.engine.game import Game
from allfives_qt.engine.hand import PLAYING, Move
from allfives_qt.engine.rules import Rules
from allfives_qt.engine.tiles import TILES, parse_tile
from allfives_qt.ui.sentences import end_name, hint_kind, hint_sentence

from gameplay import step
from hand_records import covered_spinner_position


def positions(players: int, games: int = 6):
    """(game, view) at every turn of the seat to act where it has a legal play."""
    for seed in range(games):
        game = Game(Rules.make(players), seed=seed)
        rng = random.Random(seed)
        while not game.over:
            hand = game.hand
            if not game.hand_over and hand.legal_moves():
                yield game, hand.view(hand.turn)
            step(game, rng)


def brute_threat(game, move: Move, unseen: list[int]) -> int:
    """The next player's best score after ``move``, trying every unseen tile in their hand on
    the real hand (the engine's play, not points_after)."""
    after = game.hand.copy()
    after.play(move.tile, move.end)
    if after.status != PLAYING:
        return 0
    best = 0
    for t in unseen:
        for arm, pips in enumerate(after.ends):
            if pips < 0 or pips not in TILES[t]:
                continue
            trial = after.copy()
            trial.hands[trial.turn] |= 1 << t
            best = max(best, trial.play(t, arm))
    return best


@pytest.mark.parametrize("players", [2, 4])
def test_facts_match_the_engine(players):
    checked = 0
    for game, view in positions(players, games=3):
        unseen = unseen_tiles(view)
        assert not set(unseen) & set(view.hand)
        # The unseen tiles are exactly the other hands and the boneyard.
        hidden = {t for s in range(players) if s != view.seat for t in game.hand.hand_tiles(s)}
        hidden |= set(game.hand.boneyard[game.hand.drawn:])
        assert set(unseen) == hidden
        for move in view.legal:
            facts = hint_facts(view, move)
            assert facts.points_now == game.hand.copy().play(move.tile, move.end)
            assert facts.threat == brute_threat(game, move, unseen)
            assert facts.least_threat <= facts.threat <= facts.most_threat
            assert facts.points_now <= facts.best_now
            assert facts.goes_out == (game.hand.copy().hands[view.seat].bit_count() == 1)
            assert facts.best_move in view.legal
            assert game.hand.copy().play(facts.best_move.tile, facts.best_move.end) == facts.best_now
            checked += 1
    assert checked > 100


def test_facts_refuse_an_illegal_play():
    game, view = next(positions(2))
    illegal = next(Move(t, 0) for t in range(28) if Move(t, 0) not in view.legal)
    with pytest.raises(ValueError):
        hint_facts(view, illegal)


def test_threat_is_what_the_next_seat_could_score_on_the_public_state():
    game, view = next(positions(2))
    state = public_state(view)
    for move in view.legal:
        assert threat_after(state, move, []) == 0  # no unseen tile: nothing to fear
        assert threat_after(state, move, unseen_tiles(view)) % 5 == 0


@pytest.mark.parametrize("facts, players, kind", [
    (HintFacts(0, 10, 5, 5, 20), 2, "safe"),
    (HintFacts(0, 10, 5, 5, 20), 3, "safe-next"),
    (HintFacts(10, 10, 0, 0, 15), 2, "safe-scores"),
    (HintFacts(10, 10, 0, 0, 0), 2, "best"),
    (HintFacts(5, 10, 10, 0, 15), 2, "ahead-scores"),
    (HintFacts(0, 10, 10, 0, 15), 4, "ahead"),
    (HintFacts(0, 0, 0, 0, 0, None, True), 2, "out"),
    (HintFacts(10, 10, 0, 0, 0, None, True), 4, "out-scores"),
    (HintFacts(0, 10, 10, 0, 15, like_ends=True), 2, "like"),
    (HintFacts(5, 10, 10, 0, 15, like_ends=True), 4, "like-scores"),
])
def test_the_reason_follows_the_facts(facts, players, kind):
    assert hint_kind(facts, players) == kind


def test_the_issue_sentence_in_english():
    text = hint_sentence("1-4", end_name(1), HintFacts(0, 10, 5, 5, 20), 2)
    assert text == ("Play 1-4 on the right end: it scores nothing now, but it leaves your "
                    "opponent the fewest points.")
    assert hint_sentence("5-5", end_name(0), HintFacts(20, 20, 0, 0, 0), 2) == (
        "Play 5-5 on the left end: it scores 20 points, the most you can score now.")


def test_a_last_tile_is_said_to_end_the_hand():
    """Play-test pt17: the hint for the last tile said "looking a few turns ahead"."""
    assert hint_sentence("2-5", end_name(1), HintFacts(0, 0, 0, 0, 0, None, True), 2) == (
        "Play 2-5 on the right end: it is your last tile, so it ends the hand.")
    assert hint_sentence("2-5", end_name(1), HintFacts(10, 10, 0, 0, 0, None, True), 2) == (
        "Play 2-5 on the right end: it scores 10 points, and as your last tile it ends the hand.")


def test_a_hint_that_scores_less_than_it_could_says_what_it_gives_up():
    """Play-test pt16 #1: "Play 1-2 ... it scores nothing now" while 1-3 scored 5 at once."""
    facts = HintFacts(0, 5, 5, 5, 20, Move(9, 1))
    text = hint_sentence("1-2", end_name(0), facts, 2, ("1-3", end_name(1)))
    assert text == ("Play 1-2 on the left end: it scores nothing now, but it leaves your opponent "
                    "the fewest points. 1-3 on the right end would score 5 points now, but it is "
                    "worth less over the rest of the hand.")
    ahead = hint_sentence("4-4", end_name(0), HintFacts(5, 10, 10, 0, 15), 2, ("4-6", end_name(2)))
    assert ahead.endswith("4-6 on the top end would score 10 points now, but it is worth less "
                          "over the rest of the hand.")
    # A hint that scores the most says nothing more.
    best = hint_sentence("5-5", end_name(0), HintFacts(20, 20, 0, 0, 0), 2, ("5-5", end_name(0)))
    assert best == "Play 5-5 on the left end: it scores 20 points, the most you can score now."


def test_a_play_without_a_choice_is_hinted_as_the_only_one():
    """Play-test pt19 #3: with one legal play the hint said "looking a few turns ahead it is the
    best play"; the review says "Your only play." of it, and so does the hint now. Play-test
    pt40 #5: but not of one tile on two lit ends (mirror images, one choice to the review)."""
    game = Game(Rules.make(2), seed=0)
    rng = random.Random(0)
    found = {True: 0, False: 0}
    mirrored = 0
    for _ in range(600):
        if not game.over and not game.hand_over and game.hand.legal_moves():
            view = game.hand.view(game.hand.turn)
            single = len(view.legal) == 1
            mirrored += len(choices(view)) == 1 and not single
            facts = hint_facts(view, view.legal[0])
            assert facts.only_play == single
            if single and not facts.goes_out:
                found[bool(facts.points_now)] += 1
                text = hint_sentence("1-4", end_name(1), facts, 2)
                assert text.startswith("Play 1-4 on the right end: it is your only play")
        if step(game, rng) is None:
            break
    assert found[False] >= 3 and mirrored >= 1
    assert hint_sentence("1-4", end_name(1), HintFacts(10, 10, 0, 0, 0, None, False, False, True), 2) == (
        "Play 1-4 on the right end: it is your only play, and it scores 10 points.")


def test_one_play_with_tiles_to_draw_at_will_is_not_the_only_choice():
    """Play-test pt126 #4: in Muggins (drawing at will) the hint said "it is your only play" of
    the one tile that fit, with tiles left to draw: drawing was the other choice."""
    game = Game(Rules.make(2, draw="at-will"), seed=3)
    rng = random.Random(3)
    seen = 0
    for _ in range(3000):
        if not game.hand_over and game.hand.legal_moves():
            view = game.hand.view(game.hand.turn)
            if len(view.legal) == 1:
                facts = hint_facts(view, view.legal[0])
                assert facts.only_play == (not view.may_draw)
                if view.may_draw:
                    seen += 1
                    assert "only play" not in hint_sentence("1-4", end_name(1), facts, 2)
        if step(game, rng) is None:
            break
    assert seen >= 3


def _scoring_position(players: int):
    """A game at a position where the seat to act has a play that scores now and one that does
    not (random plays from seeded games)."""
    rules = Rules.make(players)
    for seed in range(100):
        game = Game(rules, seed=seed)
        rng = random.Random(seed)
        while game.hand.status == PLAYING and not game.over:
            game.do_forced()
            if game.hand_over:
                break
            view = game.hand.view(game.hand.turn)
            points = [game.hand.points_after(m.tile, m.end) for m in view.legal]
            if max(points) > 0 and min(points) == 0:
                return game, max(points)
            m = rng.choice(view.legal)
            game.play(m.tile, m.end)
    raise AssertionError("no such position")


@pytest.mark.parametrize("players", [2, 4])
def test_a_play_that_reaches_the_target_is_hinted_as_winning_the_game(players):
    """Near the target the hint is the play that wins the game at once, and says so; a point
    further from the target, the same play is not said to win."""
    from allfives_qt.ai.review import Coach

    game, most = _scoring_position(players)
    rules = game.rules
    seat = game.hand.turn
    side = rules.side_of(seat)
    game.scores = [rules.target - most if s == side else 10 for s in range(rules.sides)]
    view = game.view(seat)
    move, facts = Coach(rules).explain(view)
    assert game.hand.points_after(move.tile, move.end) == most and facts["expected"] is None
    said = hint_facts(view, move)
    assert said.wins_game and hint_kind(said, players) == "wins"
    assert hint_sentence("1-4", end_name(1), said, players) == (
        "Play 1-4 on the right end: it reaches the target, so it wins the game.")
    game.scores[side] -= 1
    assert not hint_facts(game.view(seat), move).wins_game
    assert not hint_facts(game.hand.view(seat), move).wins_game  # a hand alone: no game


@pytest.mark.parametrize("claims", ["automatic", "muggins"])
def test_under_muggins_a_hint_that_scores_says_to_claim_the_points(claims):
    """Play-test pt94: under Muggins a hint said a play won the game; played and left
    unclaimed, its points went to the opponent's call, who won instead."""
    from allfives_qt.ui.sentences import hint_alert

    game, _most = _scoring_position(2)
    rules = Rules.make(2, claims=claims)
    view = game.hand.view(game.hand.turn)._replace(rules=rules)
    claim = " Then claim its points with C, before the next player acts."
    for move in view.legal:
        facts = hint_facts(view, move)
        said = hint_alert(move, facts, view, end_name)
        assert said.endswith(claim) == (claims == "muggins" and facts.points_now > 0), said
        assert said.startswith("Hint: Play ")
    # A last tile's points are counted without C (play-test pt128 #4: the hint said to claim them).
    move = view.legal[0]
    out = dataclasses.replace(hint_facts(view, move), goes_out=True, points_now=10)
    assert not hint_alert(move, out, view, end_name).endswith(claim)


@pytest.mark.parametrize("code", [c for c in i18n.LANGUAGES if c != "en"])
def test_hint_sentences_are_translated(qapp, code):
    english = {}
    for facts, players in ((HintFacts(0, 10, 5, 5, 20), 2), (HintFacts(10, 10, 0, 0, 15), 3),
                           (HintFacts(10, 10, 0, 0, 0), 2), (HintFacts(5, 10, 10, 0, 15), 2),
                           (HintFacts(0, 10, 10, 0, 15), 4), (HintFacts(0, 0, 0, 0, 0, None, True), 2),
                           (HintFacts(5, 5, 0, 0, 0, None, True), 2),
                           (HintFacts(10, 10, 0, 0, 0, None, False, True), 2),
                           (HintFacts(0, 0, 5, 5, 5, None, False, False, True), 2),
                           (HintFacts(5, 5, 5, 5, 5, None, False, False, True), 4)):
        english[(facts, players)] = hint_sentence("1-4", end_name(1), facts, players)
    bare = {key: hint_sentence("1-4", "X", *key) for key in english}  # the end's name aside
    english_extra = hint_sentence("1-4", end_name(1), HintFacts(0, 10, 5, 5, 20), 2, ("1-3", "x"))[
        len(english[(HintFacts(0, 10, 5, 5, 20), 2)]):]
    i18n.install_language(qapp, code)
    try:
        for (facts, players), en in english.items():
            text = hint_sentence("1-4", end_name(1), facts, players)
            assert text != en and "1-4" in text and "%" not in text
            assert hint_sentence("1-4", "X", facts, players) != bare[(facts, players)]
        forgone = hint_sentence("1-4", end_name(1), HintFacts(0, 10, 5, 5, 20), 2, ("1-3", "x"))
        first = hint_sentence("1-4", end_name(1), HintFacts(0, 10, 5, 5, 20), 2)
        extra = forgone[len(first):]
        assert forgone.startswith(first) and "1-3" in extra and "%" not in extra
        assert extra != english_extra
    finally:
        i18n.install_language(qapp, "en")
    assert QCoreApplication.translate("TableScene", "Hint: %1") == "Hint: %1"


def test_one_tile_on_like_ends_is_hinted_as_the_only_choice_not_weighed():
    """Play-test pt130 #1: 2-4 fitted the 2 at N and the 2 at E, which leave the same open ends,
    and the hint said "looking a few turns ahead it is the best play" of one of them, while the
    review left the play out as no real choice. The hint now says either lit end is the same
    play; a tile with a real choice of ends, or a seat that may draw instead, is weighed as before."""
    pos = covered_spinner_position()
    only_34 = pos.view._replace(legal=tuple(m for m in pos.view.legal if m.tile == parse_tile("3-4")))
    facts = hint_facts(only_34, only_34.legal[0])
    assert facts.like_ends and not facts.only_play
    assert hint_sentence("3-4", end_name(0), facts, 2) == (
        "Play 3-4 on the left end or on another lit end: the open ends come out the same either "
        "way, so it makes no difference which.")
    assert len(choices(pos.view)) > 1 and not hint_facts(pos.view, pos.view.legal[0]).like_ends
    assert not hint_facts(only_34._replace(may_draw=True), only_34.legal[0]).like_ends
    scoring = HintFacts(10, 10, 0, 0, 0, like_ends=True)
    assert hint_sentence("3-4", end_name(0), scoring, 2).endswith(
        "so it makes no difference which, and it scores 10 points.")


def test_the_coach_names_the_plays_the_review_would_also_call_best(qapp, monkeypatch):
    """Play-test pt151 #2: the hint called 2-3 the best play, and the review called 3-6 best as
    well (valued within review.SAME of it). The coach's facts list such plays, best first, and
    the hint names the first of them and counts the rest; one valued SAME lower is not listed."""
    from allfives_qt.ai import review
    from allfives_qt.engine.tiles import NAMES
    from allfives_qt.ui.sentences import hint_alert

    i18n.install_language(qapp, "en")  # the plural forms of English
    game, _most = _scoring_position(2)
    view = game.hand.view(game.hand.turn)
    groups = choices(view)
    assert len(groups) >= 3
    reps = [g[0] for g in groups]
    values = [1.0] * len(reps)
    values[2], values[0], values[1] = 9.0, 9.0 - review.SAME / 2, 9.0 - review.SAME
    monkeypatch.setattr(review, "choice_values", lambda v, r, g=None: (reps, values))
    move, facts = review.Coach(Rules.make(2)).explain(view)
    assert move == reps[2] and facts["as_good"] == [reps[0]]
    said = hint_alert(move, hint_facts(view, move), view, end_name, facts["as_good"])
    assert said.endswith(f" {NAMES[reps[0].tile]} on {end_name(reps[0].end)} is just as good.")
    values[1] = 9.0 - review.SAME / 4
    move, facts = review.Coach(Rules.make(2)).explain(view)
    assert facts["as_good"] == [reps[1], reps[0]]
    said = hint_alert(move, hint_facts(view, move), view, end_name, facts["as_good"])
    assert said.endswith(f" {NAMES[reps[1].tile]} on {end_name(reps[1].end)} and 1 other play are "
                         "just as good.")
    values[0] = values[1] = 0.0
    assert review.Coach(Rules.make(2)).explain(view)[1]["as_good"] == []
    assert "just as good" not in hint_alert(move, hint_facts(view, move), view, end_name)


def test_a_hint_where_no_play_scores_says_so_without_a_but(qapp):
    """Play-test pt155 #7: "it scores nothing now, but looking a few turns ahead it is the best
    play" where no play scored anything read as a trade-off that was not there."""
    none_scores = HintFacts(0, 0, 10, 5, 20)
    assert hint_kind(none_scores, 2) == "ahead-none"
    assert hint_sentence("1-4", end_name(1), none_scores, 2) == (
        "Play 1-4 on the right end: no play scores now; looking a few turns ahead this one is "
        "the best.")
    assert hint_kind(HintFacts(0, 10, 10, 5, 20), 2) == "ahead"  # another play scores
    i18n.install_language(qapp, "ru")
    try:
        assert hint_sentence("1-4", "X", none_scores, 2).startswith("Положите 1-4 на X: сейчас ни")
    finally:
        i18n.install_language(qapp, "en")


def test_a_look_ahead_hint_names_the_pips_it_sheds_when_the_hand_may_end_soon(qapp):
    """Play-test pt175 #3: "no play scores now; looking a few turns ahead this one is the best"
    said nothing a player could check. Where another player holds one or two tiles and the
    hinted tile is at least 2 pips heavier than the lightest playable one, the hint adds that
    the hand may end soon and how many pips each gets rid of; not in a game where the pips left
    in hand do not count (go-out-point), nor for another kind of hint."""
    from allfives_qt.ui.sentences import hint_alert, sheds_heavier

    i18n.install_language(qapp, "en")
    found = 0
    for players in (2, 4):
        for game, view in positions(players, games=8):
            move = max(view.legal, key=lambda m: TILES[m.tile][0] + TILES[m.tile][1])
            facts = hint_facts(view, move)
            text = hint_alert(move, facts, view, lambda end: end_name(end))
            shed = sheds_heavier(move, view)
            kind = hint_kind(facts, players)
            said = "so the hand may end soon" in text
            assert said == (shed is not None and kind.startswith("ahead")), (text, shed, kind)
            if said:
                found += 1
                seat, fewest, heavy, light = shed
                others = [(view.seat + k) % players for k in range(1, players)]
                assert fewest == min(view.hand_sizes[s] for s in others) <= 2 and heavy - light >= 2
                # The first after the person's seat to hold so few, by name (pt176 #1).
                assert seat == next(s for s in others if view.hand_sizes[s] == fewest)
                name = {2: ["Top player"], 4: ["Left player", "Partner", "Right player"]}[players][
                    others.index(seat)]
                assert f"{name} holds only {fewest} tile" in text
                assert f"this play gets rid of {heavy} pips" in text
            quiet = view._replace(rules=view.rules._replace(end_of_hand="go-out-point"))
            assert sheds_heavier(move, quiet) is None
    assert found  # met in these games
