"""The table says whose turn it is only once the last move's tile has landed (issue 11, item 4):
"Your turn" and "Hand over" never show while a computer's tile is still in flight."""

from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules
from gameplay import person_acts


def test_turn_words_wait_for_the_tile(window, qtbot):
    w = window
    w.set_pace(0, 120)  # no pauses, tiles take 120 ms to land
    scene = w.scene
    c = w.controller
    seen = []  # (who played, table's turn words and whether a tile flies, at the signal)

    def played(seat, _tile, _end, _points):
        seen.append((seat, scene.turn_text.text(), scene.in_flight(), c.game.hand_over))

    c.tilePlayed.connect(played)
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 11))
    for _ in range(80):
        qtbot.waitUntil(lambda: (c.human_turn() and not scene.in_flight()) or c.game.hand_over,
                        timeout=8000)
        if c.game.hand_over:
            break
        assert scene.turn_text.text() == "Your turn"
        person_acts(c)
    qtbot.waitUntil(lambda: not scene.in_flight() and c.game.hand_over, timeout=8000)
    computer = [s for s in seen if s[0] == 1]
    assert computer, "the computer never played"
    for _seat, words, flying, _over in computer:
        assert flying, "the computer's tile was not animated"
        assert words not in ("Your turn", "Hand over")
        assert words == "Top player to play"
    last = seen[-1]
    assert last[3] and last[1] != "Hand over"  # the hand's last tile: not yet "Hand over"
    qtbot.waitUntil(lambda: scene.turn_text.text() in ("Hand over", "Game over"), timeout=3000)
    c.tilePlayed.disconnect(played)
