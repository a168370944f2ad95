"""The last move of a hand stays in view for a pause (the computer's pace) before the end-of-hand
panel covers it (play-test pt22 #4: a blocked hand's last draws and its end were gone at once),
and Enter in that pause does not deal the next hand past a panel not yet shown."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from allfives_qt.controller import GameSetup
from allfives_qt.engine.hand import LEAD
from allfives_qt.engine.rules import Rules
from gameplay import person_acts, wait_person


def _ends_the_hand(c):
    """The person's play that ends the hand now (their last tile, and it fits), or None."""
    hand = c.game.hand
    if hand.hands[hand.turn].bit_count() != 1:
        return None
    return next(iter(hand.legal_moves()), None)


def test_the_last_move_is_shown_for_a_pause_before_the_panel(window, qtbot):
    w, c = window, window.controller
    for seed in range(1, 40):
        w.start_game(GameSetup(Rules.make(2, target=100000), (None, "random"), seed))
        for _ in range(60):
            wait_person(qtbot, w)
            if c.game.hand_over or _ends_the_hand(c):
                break
            person_acts(c)
        move = None if c.game.hand_over else _ends_the_hand(c)
        if move is not None:
            break
    assert move is not None, "no hand in which the person's last tile ends it"
    w.set_pace(400, 0)
    index = c.hand_index
    assert c.play(move.tile, LEAD if c.game.hand.center is None else move.end) is None
    qtbot.wait(100)  # the play is shown; the pause has begun
    assert c.game.hand_over and not c.end_announced and w.panel is None
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Return)  # Enter in the pause: no deal past the panel
    assert c.hand_index == index and c.game.hand_over
    qtbot.waitUntil(lambda: w.panel is not None and w.panel.isVisible(), timeout=3000)
    assert c.end_announced and c.hand_index == index
