"""Random legal play for tests: one engine-driven game step, and a game played to its end."""

from __future__ import annotations

import random
from collections.abc import Callable

from allfives_qt.engine.game import Game
from allfives_qt.engine.hand import PLAYING


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


def wait_person(qtbot, w, timeout: int = 8000) -> None:
    """Wait until it is the person's turn at the window ``w``, or its hand is over (at most
    ``timeout`` milliseconds)."""
    c = w.controller
    qtbot.waitUntil(lambda: c.human_turn() or c.game.hand_over, timeout=timeout)


def scoring_move(c):
    """A legal move of the person (at the controller ``c``) that scores and does not end the
    hand, or None."""
    h = c.game.hand
    for m in h.legal_moves():
        after = h.copy()
        if after.play(m.tile, m.end) and after.status == PLAYING:
            return m
    return None


def play_until_scoring_move(qtbot, w, limit=40):
    """At the window ``w``, let the person act (:func:`person_acts`) until they have a scoring
    move that does not end the hand (dealing the next hand when one ends); return that move."""
    c = w.controller
    for _ in range(limit):
        wait_person(qtbot, w)
        if c.game.hand_over:
            c.next_hand()
            continue
        move = scoring_move(c)
        if move is not None:
            return move
        person_acts(c)
    raise AssertionError("the person never had a scoring move")


def each_chosen_tile(w, qtbot, seeds, enough: Callable[[], bool] = lambda: False,
                     before: Callable[[], None] = lambda: None):
    """At the window ``w``, deal a 2-player game against a random player for each seed of
    ``seeds`` and, at each of the person's turns, choose each playable tile in turn (the scene's
    ``choose``; ``before()`` is called just before) and yield it while it is chosen; then give the
    choice up (no lit end stays) and let the person act (:func:`person_acts`). After each seed's
    game, stop when ``enough()``. A caller that leaves the loop keeps the tile chosen."""
    from allfives_qt.controller import GameSetup
    from allfives_qt.engine.rules import Rules

    c = w.controller
    for seed in seeds:
        w.start_game(GameSetup(Rules.make(2), (None, "random"), seed))
        for _ in range(30):
            wait_person(qtbot, w)
            if c.game.hand_over:
                break
            for tile in sorted(c.playable_tiles()):
                before()
                assert w.scene.choose(tile)
                yield tile
                w.scene.cancel_choice()
                assert not w.scene.targets
            person_acts(c)
        if enough():
            return


def turns_with_draws_for_you(qtbot, w, setup_of: Callable[[int], object], seeds, turns: int = 30):
    """With View -> Draw and pass automatically on at the window ``w``, deal the game
    ``setup_of(seed)`` for each seed of ``seeds`` and, at each of the person's first ``turns``
    turns of its first hand, yield ``(tiles, message)``: the tiles drawn for the person before
    the turn was told (oldest first) and the status bar's sentence then. The person acts (:func:`person_acts`)
    after each yield; a caller that has seen enough leaves the loop."""
    c = w.controller
    c.auto_draw = True
    drawn: list[int] = []
    told: list[tuple[list[int], str]] = []

    def prompted(_seat) -> None:  # after the scene has told the turn (connected before us)
        told.append((drawn[:], w.scene.last_message))
        drawn.clear()

    c.tileDrawn.connect(lambda seat, tile: drawn.append(tile) if seat == c.human_seat else None)
    c.humanToAct.connect(prompted)
    for seed in seeds:
        w.start_game(setup_of(seed))
        for _ in range(turns):
            told.clear()
            qtbot.waitUntil(lambda: bool(told) or c.game.hand_over, timeout=8000)
            if c.game.hand_over:
                break
            yield told[0]
            person_acts(c)


def own_sentence(w) -> str:
    """The status bar's sentence at the window ``w`` without the other seats' turns since the
    person's last action, which come before a prompt, a refusal or a hint (play-tests pt123,
    pt124)."""
    text, news = w.statusBar().currentMessage(), w.scene.news_since_your_turn()
    return text[len(news):].lstrip() if news and text.startswith(news + " ") else text
