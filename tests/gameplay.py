"""Random legal play for tests: one engine-driven game step, and a game played to its end."""

from __future__ import annotations

import random
from collections.abc import Callable

from allfives_qt.engine.game import Game


def step(game: Game, rng: random.Random) -> str | None:
    """Make one random legal action; return its kind ("play", "draw", "pass", "deal"), None if over.

    A finished hand is followed by the next deal; a seat that cannot play draws, or passes when the
    boneyard is empty (RULES.md, "A hand", 4).
    """
    if game.over:
        return None
    if game.hand_over:
        game.next_hand()
        return "deal"
    hand = game.hand
    moves = hand.legal_moves()
    if moves:
        mv = rng.choice(moves)
        game.play(mv.tile, mv.end)
        return "play"
    if hand.boneyard_size:
        game.draw()
        return "draw"
    game.pass_turn()
    return "pass"


def play_to_end(game: Game, rng: random.Random, on_action: Callable[[], None] | None = None) -> Game:
    """Play random legal actions until the game is over, calling ``on_action`` after each; return it."""
    while step(game, rng) is not None:
        if on_action:
            on_action()
    return game


def person_acts(controller) -> str:
    """The person (at a window's controller) makes their first legal play, else draws, else
    passes; return which ("play", "draw", "pass")."""
    legal = controller.game.hand.legal_moves()
    if legal:
        controller.play(legal[0].tile, legal[0].end)
        return "play"
    if controller.can_draw():
        controller.draw()
        return "draw"
    controller.pass_turn()
    return "pass"
