"""A computer seat's run of draws, resumed midway (play-test pt127 #6): the status bar counts
the draws of that turn made before the resume too, as the seat's badge does."""

import random

from allfives_qt.controller import GameSetup
from allfives_qt.engine.game import Game
from allfives_qt.engine.hand import DRAW
from allfives_qt.engine.rules import Rules

from gameplay import step


def _seat_1_about_to_draw_twice(rules: Rules) -> Game:
    """A game at seat 1's turn, with no tile of seat 1 fitting, nor after one draw."""
    for seed in range(200):
        game, rng = Game(rules, seed), random.Random(seed)
        while not game.hand_over:
            h = game.hand
            if h.turn == 1 and not h.legal_moves() and h.boneyard_size >= 2:
                after = h.copy()
                after.draw()
                if not after.legal_moves():
                    return game
            step(game, rng)
    raise AssertionError("no such deal")


def test_a_run_of_draws_resumed_midway_counts_the_draws_made_before(window, qtbot):
    """Play-test pt127 #6: a game killed while the computer player was drawing and resumed: the
    badge said "drew 3" and the status bar "has drawn 2 tiles in a row" (its count started again
    at the resume). The count is the hand's: the draws of that turn made before count too."""
    rules = Rules.make(2, target=1000)
    game = _seat_1_about_to_draw_twice(rules)
    game.draw()  # the first draw of the run, before the "kill"
    w, c = window, window.controller
    said = []
    w.scene.message.connect(said.append)
    c.resume_game(GameSetup(rules, (None, "greedy"), game.seed), game)
    qtbot.waitUntil(lambda: c.human_turn() or c.game.hand_over, timeout=20000)
    runs = [s for s in said if "drew a tile" in s or "in a row" in s]
    assert runs and runs[0] == "Top player has drawn 2 tiles in a row."
    history = c.game.hand.history
    last = max(i for i, ev in enumerate(history) if ev.seat == 1 and ev.kind != DRAW)
    first = last
    while first > 0 and history[first - 1].seat == 1 and history[first - 1].kind == DRAW:
        first -= 1
    assert runs[-1] == f"Top player has drawn {last - first} tiles in a row."
