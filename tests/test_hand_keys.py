"""Left/Right in the person's hand (play-test pt6, item 19): when the person has a play, the keys
move only among the tiles that can be played now, in the order the screen shows them (right to
left in Hebrew), stopping at the last one (pt9 #11); when nothing fits, every tile stays
reachable."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from allfives_qt.i18n import set_layout_direction
from allfives_qt.controller import GameSetup
from allfives_qt.engine.rules import Rules

from gameplay import own_sentence, person_acts, wait_person


def reach(w, qtbot, pred, seeds=range(1, 80), limit=40):
    """Start seeded two-seat games until the person's turn comes with ``pred()`` true."""
    c = w.controller
    for seed in seeds:
        w.start_game(GameSetup(Rules.make(2), (None, "random"), seed))
        for _ in range(limit):
            wait_person(qtbot, w)
            if c.game.hand_over:
                break
            if pred():
                return seed
            person_acts(c)
    raise AssertionError("no seed reached the state the test needs")


def screen_x(w, tile):
    return w.scene.hand_items[tile].scenePos().x()


def expected_next(w, tile, among, rightwards):
    """The tile of ``among`` next to ``tile`` on the screen, going right (or left); ``tile``
    itself when there is none that way (play-test pt9 #11: never round to the other side):
    what a person pressing Right (Left) expects."""
    x = screen_x(w, tile)
    order = sorted(among, key=lambda t: screen_x(w, t), reverse=not rightwards)
    ahead = [t for t in order if (screen_x(w, t) > x if rightwards else screen_x(w, t) < x)]
    return (ahead or [tile])[0]


def walk(w, key, presses):
    seen = []
    for _ in range(presses):
        before = w.scene._focus
        QTest.keyClick(w.view, key)
        seen.append((before, w.scene._focus))
    return seen


def some_greyed(w):
    c = w.controller
    playable = c.playable_tiles()
    return len(playable) >= 2 and len(w.scene.hand_items) > len(playable)


@pytest.mark.parametrize("direction", [Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft])
def test_left_and_right_pass_over_the_tiles_that_cannot_be_played(window, qtbot, direction):
    w = window
    c = w.controller
    reach(w, qtbot, lambda: some_greyed(w))
    try:
        set_layout_direction(QApplication.instance(), direction)
        w.scene.retranslate()
        playable = c.playable_tiles()
        w.view.setFocus()
        QTest.keyClick(w.view, Qt.Key.Key_Right)  # the first press shows the first playable tile
        assert w.scene._focus in playable
        for key, rightwards in ((Qt.Key.Key_Right, True), (Qt.Key.Key_Left, False)):
            seen = walk(w, key, len(playable))
            assert all(after in playable for _, after in seen), (key, seen, playable)
            # every playable tile that way is reached, and the keys stop at the last
            start = screen_x(w, seen[0][0])
            that_way = {t for t in playable if (screen_x(w, t) - start) * (1 if rightwards else -1) >= 0}
            assert {seen[0][0]} | {after for _, after in seen} == that_way
            assert seen[-1][0] == seen[-1][1] == max(that_way, key=lambda t: screen_x(w, t) * (1 if rightwards else -1))
            for before, after in seen:
                assert after == expected_next(w, before, playable, rightwards), (key, before, after)
        assert not w.scene.targets  # only moved, nothing chosen
    finally:
        set_layout_direction(QApplication.instance(), Qt.LayoutDirection.LeftToRight)
        w.scene.retranslate()


def test_from_a_greyed_tile_the_keys_go_to_the_nearest_playable_one(window, qtbot):
    w = window
    c = w.controller
    reach(w, qtbot, lambda: some_greyed(w))
    playable = c.playable_tiles()
    greyed = [t for t in w.scene.hand_items if t not in playable]
    s = w.scene
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Right)  # the keyboard is now shown in the hand
    for tile in greyed:  # the keyboard was left on a tile that does not fit (before the turn)
        for key, rightwards in ((Qt.Key.Key_Right, True), (Qt.Key.Key_Left, False)):
            s._focus = tile
            QTest.keyClick(w.view, key)
            expected = expected_next(w, tile, playable, rightwards)
            # None that way: the keyboard does not rest on the greyed tile but shows the first
            # playable one (only a playable tile is lit: play-test pt10 #6).
            assert s._focus == (s.first_playable() if expected == tile else expected)
            assert [t for t, i in s.hand_items.items() if i.is_highlighted()] == [s._focus]


def test_when_no_tile_fits_every_tile_is_reached(window, qtbot):
    w = window
    c = w.controller
    reach(w, qtbot, lambda: c.can_draw() and len(w.scene.hand_items) >= 2)
    tiles = set(w.scene.hand_items)
    w.view.setFocus()
    QTest.keyClick(w.view, Qt.Key.Key_Right)
    seen = walk(w, Qt.Key.Key_Right, len(tiles)) + walk(w, Qt.Key.Key_Left, len(tiles))
    assert {after for _, after in seen} == tiles
    for before, after in seen[:len(tiles)]:
        assert after == expected_next(w, before, tiles, True)
    for before, after in seen[len(tiles):]:
        assert after == expected_next(w, before, tiles, False)


def test_a_button_under_the_table_takes_enter_and_gives_the_arrows_back(window, qtbot):
    """Play-test pt56 #1: after Tab to a button under the table, the keyboard's tile stayed lit
    beside the focused button (two focuses), Enter did nothing (only Space pressed it), and Right
    only took the focus back to the table, the press lost. Now the tile's light waits while the
    button has the focus, Enter presses it, and an arrow goes back to the table and moves on."""
    w = window
    c = w.controller
    s = w.scene
    w.activateWindow()
    reach(w, qtbot, lambda: len(c.playable_tiles()) >= 3)
    w.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view)
    QTest.keyClick(w.view, Qt.Key.Key_Right)  # the first playable tile is lit
    start = s._focus

    def lit():
        return [t for t, item in s.hand_items.items() if item.is_highlighted()]

    assert lit() == [start]
    w.hint_button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.hint_button)
    assert lit() == []
    # where the keyboard is now, and the way back, said (play-test pt57 #2)
    assert own_sentence(w) == "The Hint button: Enter presses it; Left or Right go back to your hand."
    QTest.keyClick(w.hint_button, Qt.Key.Key_Right)
    assert QApplication.focusWidget() is w.view
    assert s._focus == expected_next(w, start, c.playable_tiles(), True) != start
    assert lit() == [s._focus]
    reach(w, qtbot, lambda: c.can_draw())
    before = len(s.hand_items)
    w.draw_button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.draw_button)
    QTest.keyClick(w.draw_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(s.hand_items) == before + 1)


@pytest.mark.parametrize("direction", [Qt.LayoutDirection.LeftToRight, Qt.LayoutDirection.RightToLeft])
def test_home_and_end_go_to_the_first_and_last_tile_and_lit_end(window, qtbot, direction):
    """Play-test pt110 #8: End then Enter picked the first tile. Home and End go to the first and
    last tile the arrows visit (the playable ones, in the hand's reading order: from the right in
    Hebrew), and, with a tile chosen, to the first and last of its lit ends in the keyboard's
    order."""
    w = window
    c = w.controller
    rtl = direction == Qt.LayoutDirection.RightToLeft

    def in_reading_order():
        return sorted(c.playable_tiles(), key=lambda t: screen_x(w, t), reverse=rtl)

    try:
        set_layout_direction(QApplication.instance(), direction)
        w.scene.retranslate()
        reach(w, qtbot, lambda: some_greyed(w) and len(c.legal_ends(in_reading_order()[-1])) >= 2)
        w.view.setFocus()
        reading = in_reading_order()
        QTest.keyClick(w.view, Qt.Key.Key_End)
        assert w.scene._focus == reading[-1]
        QTest.keyClick(w.view, Qt.Key.Key_Home)
        assert w.scene._focus == reading[0]
        QTest.keyClick(w.view, Qt.Key.Key_End)
        QTest.keyClick(w.view, Qt.Key.Key_Return)  # End then Enter chooses the last tile
        assert w.scene._chosen == reading[-1]
        targets = w.scene.targets
        QTest.keyClick(w.view, Qt.Key.Key_End)
        assert w.scene._target_index == len(targets) - 1
        QTest.keyClick(w.view, Qt.Key.Key_Home)
        assert w.scene._target_index == 0
    finally:
        set_layout_direction(QApplication.instance(), Qt.LayoutDirection.LeftToRight)
        w.scene.retranslate()
