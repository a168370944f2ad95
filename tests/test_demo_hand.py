"""No keyboard highlight in a hand no person plays (play-test pt9, finding 12): in the demo every
seat is a computer player, and the keys that move the person's choice must not light a tile of the
bottom computer player's hand as if someone were choosing it."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules

KEYS = (Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Tab)


def lit(w):
    return [t for t, item in w.scene.hand_items.items() if item.is_highlighted()]


def test_keys_light_no_tile_of_a_computer_players_hand(window, qtbot):
    w = window
    c = w.controller
    w.set_pace(60_000, 0)  # the computers wait: the hand stays on the table while keys go in
    w.start_game(GameSetup(Rules.make(4), ("random",) * 4, 11))
    assert c.human_seat is None and not c.is_human(c.shown_seat)
    qtbot.waitUntil(lambda: bool(w.scene.hand_items), timeout=5000)
    w.view.setFocus()
    for key in KEYS:
        QTest.keyClick(w.view, key)
        assert lit(w) == [], key
        assert not any(item.is_chosen() for item in w.scene.hand_items.values()), key
        assert not w.scene.targets
    # Even with the keyboard's choice left over from a game a person played, a refresh of a
    # computer player's hand lights nothing.
    w.scene._keyboard = True
    w.scene._focus = next(iter(w.scene.hand_items))
    w.scene.refresh()
    assert lit(w) == []


def test_the_persons_own_hand_still_shows_the_keyboards_tile(window, qtbot):
    w = window
    c = w.controller
    w.start_game(GameSetup(Rules.make(2), (None, "random"), 4))
    qtbot.waitUntil(lambda: c.human_turn() and bool(c.playable_tiles()), timeout=5000)
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Right)
    assert lit(w) == [w.scene._focus]
