"""The keyboard's highlight lights only a tile the person can play now (play-test pt10, finding 6):
it went to a drawn tile that did not fit (shot64.png) and stayed on a tile left in the person's
hand when the hand was over (e3_7.png)."""

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gameplay import person_acts, wait_person
from test_ui_table import play_human_until, start


def lit(w):
    return sorted(t for t, item in w.scene.hand_items.items() if item.is_highlighted())


def test_a_drawn_tile_that_does_not_fit_is_not_lit(window, qtbot):
    w = window
    c = w.controller
    for seed in range(1, 80):
        start(w, qtbot, seed=seed)
        if not play_human_until(qtbot, w, c.can_draw):
            continue
        w.view.setFocus()
        QTest.keyClick(w.view, Qt.Key.Key_Return)  # Enter draws
        qtbot.waitUntil(lambda: not c.busy, timeout=3000)
        wait_person(qtbot, w)
        if c.can_draw():  # the drawn tile did not fit: draw again
            break
    else:
        raise AssertionError("no seed in 1..79 drew a tile that did not fit")
    s = w.scene
    assert s._keyboard and s.fresh in s.hand_items  # the drawn tile, just now
    assert lit(w) == []


def test_an_unplayable_keyboard_tile_gives_way_to_the_first_playable_one(window, qtbot):
    w = window
    c = w.controller

    def unplayable_first():
        tiles = sorted(w.scene.hand_items)
        playable = c.playable_tiles()
        return bool(playable) and tiles[0] not in playable

    for seed in range(1, 80):
        start(w, qtbot, seed=seed)
        if play_human_until(qtbot, w, unplayable_first):
            break
    else:
        raise AssertionError("no seed in 1..79 had an unplayable tile first in the hand")
    s = w.scene
    s._keyboard = True
    s._focus = sorted(s.hand_items)[0]  # e.g. a drawn tile that does not fit, under draw: at-will
    s.refresh()
    assert lit(w) == [min(c.playable_tiles())] == [s._focus]


def test_no_tile_is_lit_once_the_hand_is_over(window, qtbot):
    w = window
    c = w.controller
    for seed in range(1, 80):
        start(w, qtbot, seed=seed)
        play_human_until(qtbot, w, lambda: False)  # the person plays until the hand ends
        if w.scene.hand_items:  # the other player went out (or the hand was blocked)
            break
    else:
        raise AssertionError("no seed in 1..79 left the person with tiles")
    assert c.game.hand_over
    s = w.scene
    s._keyboard = True  # the keyboard's tile left from the last play
    s._focus = sorted(s.hand_items)[0]
    s.refresh()
    assert lit(w) == []
