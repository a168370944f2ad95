"""The note under the results of a hand cut short by the target (play-test pt91 #8): it names who
reached the target and how, by a play (its tile and points) or by a Muggins! call (RULES.md,
"Winning", "Claims and Muggins!")."""

import random

import pytest

from allfives_qt.controller import GameController, GameSetup
from allfives_qt.engine.game import ENDED_TARGET, Game
from allfives_qt.engine.rules import Rules
from allfives_qt.ui.hand_end_panel import HandEndPanel
from allfives_qt.ui.sentences import tile_words

from gameplay import step


def _panel(qtbot, game, levels):
    c = GameController()
    c.show_game(GameSetup(game.rules, levels, game.seed), game)
    p = HandEndPanel(c, len(game.logs) - 1)
    qtbot.addWidget(p)
    return p


def _game_ended_by(rules, muggins: bool, seeds=range(200)):
    """A game of ``rules`` played at random to a hand ended by the target: by a Muggins! call when
    ``muggins``, else by a play."""
    for seed in seeds:
        game, rng = Game(rules, seed), random.Random(seed)
        while not game.over:
            if game.unclaimed is not None:
                if rng.random() < 0.5:
                    game.call_muggins()
                else:
                    game.claim()
                continue
            moves = game.hand.legal_moves() if not game.hand_over else []
            if moves and muggins:  # the points are left for a claim or a call
                move = rng.choice(moves)
                game.play(move.tile, move.end, claim=False)
            else:
                step(game, rng)
        log = game.logs[-1]
        if log.ended == ENDED_TARGET and (log.plays[-1].muggins is not None) == muggins:
            return game
    raise AssertionError("no such game in the seeds tried")


@pytest.mark.parametrize("person", [0, 1])
def test_the_play_that_reached_the_target_is_named(qtbot, person):
    game = _game_ended_by(Rules.make(2, target=40), muggins=False)
    last = game.logs[-1].plays[-1]
    levels = [None, "random"] if person == 0 else ["random", None]
    p = _panel(qtbot, game, tuple(levels))
    hand = len(game.logs)
    who = "You" if last.seat == person else p.seat_labels[last.seat].text()
    assert p.note.text() == (f"{who} played {tile_words(last.tile)} for {last.points} and reached "
                             f"the target of 40 points in hand {hand}.")


def test_the_muggins_call_that_reached_the_target_is_named(qtbot):
    game = _game_ended_by(Rules.game("muggins", 2, target=30), muggins=True)
    last = game.logs[-1].plays[-1]
    levels = (None, "random") if last.muggins == 0 else ("random", None)
    p = _panel(qtbot, game, levels)
    first = p.note.text().split("\n")[0]
    assert first == ("You called Muggins! and reached the target of 30 points in hand "
                     f"{len(game.logs)}.")
    levels = (None, "random") if last.muggins == 1 else ("random", None)
    other = _panel(qtbot, game, levels)
    name = other.seat_labels[last.muggins].text()
    assert other.note.text().split("\n")[0] == (
        f"{name} called Muggins! and reached the target of 30 points in hand {len(game.logs)}.")
    calls = other.note.text().split("\n")[1]  # the hand's calls, told in the past (pt142 #4)
    assert f"{name} called Muggins! on your {tile_words(last.tile)}" in calls


def test_the_panel_at_its_least_height_keeps_the_note_chart_and_buttons_apart(qtbot):
    """Play-test pt95 #2: on a 600-pixel screen the end-of-game panel was sized at its least
    height, which left out the note's second line; the buttons covered the chart's foot. (A
    Muggins! call's note: two lines, the call and the hand's calls.)"""
    game = _game_ended_by(Rules.game("muggins", 2, target=30), muggins=True)
    p = _panel(qtbot, game, (None, "random"))
    p.show()
    qtbot.waitExposed(p)
    p.resize(1, 1)  # as small as it lets itself be
    qtbot.wait(50)
    assert p.note.height() > p.note.fontMetrics().height()  # the note takes two lines or more
    assert p.note.height() >= p.note.heightForWidth(p.note.width())  # and shows them all
    chart_foot = p.chart.mapTo(p, p.chart.rect().bottomLeft()).y()
    buttons_top = p.new_button.mapTo(p, p.new_button.rect().topLeft()).y()
    note_foot = p.note.mapTo(p, p.note.rect().bottomLeft()).y()
    assert note_foot < p.chart.mapTo(p, p.chart.rect().topLeft()).y()
    assert chart_foot < buttons_top, (chart_foot, buttons_top, p.height())


def test_a_game_won_at_the_end_of_a_hand_says_why_it_is_over(qtbot):
    """Play-test pt134 #4: under ``win: end-of-hand`` the end-of-game panel said only "Top player
    wins the game." (100 to 40 after one hand), not that a side had reached the target and the
    highest score won. The note now says so first; a hand that ends short of it does not."""
    rules = Rules.make(2, target=30, win="end-of-hand")
    for seed in range(50):
        game, rng = Game(rules, seed), random.Random(seed)
        while not game.over:
            step(game, rng)
        if len(game.logs) > 1:
            break
    assert game.over and len(game.logs) > 1
    p = _panel(qtbot, game, (None, "random"))
    assert p.game_over
    assert p.note.text().startswith("A side reached the target of 30 points by the end of this "
                                    "hand, so the game is over: the highest score wins. ")
    c = GameController()
    c.show_game(GameSetup(rules, (None, "random"), game.seed), game)
    first = HandEndPanel(c, 0)  # the first hand, which did not end the game
    qtbot.addWidget(first)
    assert not first.note.text().startswith("A side reached")


def _game_with_a_blocked_hand(rules, want_tie: bool, seeds=range(400)):
    """A game of ``rules`` played at random until a hand ends blocked (with the sides' pips tied
    when ``want_tie``), stopped there."""
    from allfives_qt.engine.game import ENDED_BLOCKED, lowest_side

    for seed in seeds:
        game, rng = Game(rules, seed), random.Random(seed)
        while not game.over:
            step(game, rng)
            log = game.logs[-1]
            if game.hand_over and log.ended == ENDED_BLOCKED:
                if (lowest_side(rules, log.pips) is None) == want_tie:
                    return game
                break
    raise AssertionError("no such game in the seeds tried")


@pytest.mark.parametrize("end_of_hand", ["winner-collects", "go-out-point"])
@pytest.mark.parametrize("tie", [False, True])
def test_a_blocked_hand_names_the_side_with_the_fewest_pips(qtbot, end_of_hand, tie):
    """Play-test pt142 #8: under "winner collects", a blocked hand whose rounded pips were all 0
    showed only zeros and never said who had the fewest pips. The note names that side (or says
    the sides tie) when it decides the hand; under the standard rule it does not."""
    from allfives_qt.engine.game import lowest_side

    rules = Rules.make(2, end_of_hand=end_of_hand, target=1000)
    game = _game_with_a_blocked_hand(rules, tie)
    p = _panel(qtbot, game, (None, "random"))
    low = lowest_side(rules, game.logs[-1].pips)
    first = (p.note.text().split(" The side that went out")[0])
    if tie:
        assert first == "Fewest pips: a tie, so no side collects or scores."
    else:
        assert first == f"Fewest pips: {p.side_names[low]}."
    standard = Rules.make(2, target=1000)
    plain = _panel(qtbot, _game_with_a_blocked_hand(standard, tie), (None, "random"))
    assert "Fewest pips" not in plain.note.text()
