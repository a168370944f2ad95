"""The arrow keys move the keyboard's highlight the way they point on the screen, in every
language (play-test pt9 #11): in Hebrew the hand and the lit ends run from the right, and the
highlight starts on the right; Right there went round to the far left of the hand (heb2.png ->
heb3.png). Now Right never moves it leftwards, nor Left rightwards, among the tiles or the lit
ends; at the last one that way it stays. Tab still goes round the lit ends."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from allfives_qt import i18n
from test_hand_keys import reach, screen_x
from test_keyboard_game import press
from test_next_hand_key_and_end_order import _three_lit_ends

RIGHT, LEFT, TAB = Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Tab


@pytest.fixture(params=["he", "en"])
def language(request, qapp):
    code = i18n.install_language(qapp, request.param)
    yield code
    i18n.install_language(qapp, "en")


def _moves(qtbot, w, keys, where):
    """Press ``keys`` one by one; the (key, place before, place after) of each press, a place
    being ``where()`` (a screen x)."""
    seen = []
    for key in keys:
        before = where()
        press(qtbot, key)
        seen.append((key, before, where()))
    return seen


def _check_ways(moves, slack=0.0):
    """No press moved against its arrow (``slack``: lit ends in one column may go either way by
    less than it), and the last press of the walk left the highlight where it was (the last one
    that way)."""
    for key, before, after in moves:
        assert (after >= before - slack) if key == RIGHT else (after <= before + slack), moves
    assert moves[-1][1] == moves[-1][2]


def _choose_a_tile_of_three_ends(qtbot, w):
    """Reach a tile that fits three or more open ends and choose it by keyboard: ``(tile, scene)``."""
    tile = _three_lit_ends(qtbot, w)
    assert tile is not None
    s = w.scene
    w.view.setFocus()
    s._keyboard = True
    assert s.choose(tile)
    return tile, s


def test_the_arrows_move_the_highlight_their_way_among_the_tiles(window, qtbot, language):
    w = window
    c = w.controller
    reach(w, qtbot, lambda: len(c.playable_tiles()) >= 2)
    w.scene.retranslate()
    assert w.scene.right_to_left() == (language == "he")
    playable = c.playable_tiles()
    w.view.setFocus()
    # The first playable tile is lit before any key (play-test pt59 #2): rightmost in Hebrew.
    first = w.scene._focus
    assert w.scene.hand_items[first]._highlighted
    xs = sorted(screen_x(w, t) for t in playable)
    assert screen_x(w, first) == (xs[-1] if language == "he" else xs[0])
    n = len(playable)
    moves = _moves(qtbot, w, [RIGHT] * (n + 1) + [LEFT] * (n + 1) + [RIGHT] * (n + 1),
                   lambda: screen_x(w, w.scene._focus))
    _check_ways(moves)
    assert {w.scene._focus} <= playable
    lefts = [after for key, _, after in moves if key == LEFT]
    assert lefts[-1] == xs[0]  # Left reaches the leftmost playable tile, Right the rightmost
    assert moves[-1][2] == xs[-1]


def test_the_arrows_move_the_lit_end_their_way_and_tab_goes_round(window, qtbot, language):
    w = window
    tile = _three_lit_ends(qtbot, w)
    assert tile is not None
    s = w.scene
    s.retranslate()
    w.view.setFocus()
    s._keyboard = True
    assert s.choose(tile)
    n = len(s.targets)

    def lit_x():
        (target,) = [t for t in s.targets if t.selected]
        return target.sceneBoundingRect().center().x()

    xs = sorted(t.sceneBoundingRect().center().x() for t in s.targets)
    start = lit_x()  # the first end in reading order: the rightmost (or top) in Hebrew
    assert start == (xs[-1] if language == "he" else xs[0]) or xs.count(start) > 1
    moves = _moves(qtbot, w, [RIGHT] * n + [LEFT] * n + [RIGHT] * n, lit_x)
    half = s.targets[0].sceneBoundingRect().width() / 2
    _check_ways(moves, slack=half)
    assert abs(moves[2 * n - 1][2] - xs[0]) < half and abs(moves[-1][2] - xs[-1]) < half
    indices = []
    for _ in range(n):  # Tab goes round the lit ends in reading order
        indices.append(s._target_index)
        press(qtbot, TAB)
    assert [(i + 1) % n for i in indices] == indices[1:] + [s._target_index]
    s.cancel_choice()
    assert QApplication.layoutDirection() == (Qt.LayoutDirection.RightToLeft if language == "he"
                                              else Qt.LayoutDirection.LeftToRight)


def test_the_lit_ends_follow_a_change_of_language_made_with_a_tile_chosen(window, qtbot, qapp):
    """Play-test pt52 #1 and #3: with a tile chosen in English, a change to Hebrew left the lit
    ends in the left-to-right order, so Right went left and Left stayed; and the status bar no
    longer named the chosen end. The chosen end stays chosen, the arrows go their way, and the
    status bar names it in the new language."""
    w = window
    tile, s = _choose_a_tile_of_three_ends(qtbot, w)
    press(qtbot, RIGHT)
    chosen = s.targets[s._target_index]
    try:
        i18n.install_language(qapp, "he")
        qtbot.waitUntil(lambda: s.right_to_left(), timeout=2000)
        assert s.targets[s._target_index] is chosen and chosen.selected
        assert s.end_label(chosen.end) in w.statusBar().currentMessage()
        n = len(s.targets)

        def lit_x():
            return s.targets[s._target_index].sceneBoundingRect().center().x()

        moves = _moves(qtbot, w, [LEFT] * n + [RIGHT] * n, lit_x)
        _check_ways(moves, slack=s.targets[0].sceneBoundingRect().width() / 2)
        xs = sorted(t.sceneBoundingRect().center().x() for t in s.targets)
        assert moves[n - 1][2] == xs[0] and moves[-1][2] == xs[-1]
    finally:
        i18n.install_language(qapp, "en")
    s.cancel_choice()


def test_a_hint_off_the_table_stays_in_the_status_bar_after_a_change_of_language(window, qtbot,
                                                                               qapp):
    """Play-test pt131 #2: once the hint had left the table (its seconds there over), a change of
    language put the chosen end's short sentence ("2-4 on the end on the left.") in the status bar
    in its place, and the hint was gone. It is said again in the new language; an end chosen
    since, other than the hint's, is named again as before (pt52 #3)."""
    from allfives_qt.engine.hand import Move

    w = window
    tile, s = _choose_a_tile_of_three_ends(qtbot, w)
    end = s.targets[-1].end
    s.on_hint(Move(tile, end), {})
    assert s._chosen == tile and s.targets[s._target_index].end == end
    s.toast.hide()  # its seconds on the table are over
    try:
        i18n.install_language(qapp, "ru")
        qtbot.waitUntil(lambda: s._hint_words().startswith("Подсказка"), timeout=2000)
        said = w.statusBar().currentMessage()
        assert said.endswith(s._hint_words()), said
        press(qtbot, TAB)  # another lit end: the hint no longer names the choice
        other = s.targets[s._target_index]
        assert other.end != end
        i18n.install_language(qapp, "en")
        qtbot.waitUntil(lambda: s._hint_words().startswith("Hint"), timeout=2000)
        assert w.statusBar().currentMessage().endswith(" on " + s.end_label(other.end) + ".")
    finally:
        i18n.install_language(qapp, "en")
    s.cancel_choice()


def test_up_and_down_choose_the_lit_end_above_or_below(window, qtbot):
    """Play-test pt67 #7: the spinner's N and S ends lie above and below the line, and only
    Left, Right and Tab reached them. Up (Down) selects the nearest lit end above (below) the
    selected one; with none that way the selection stays."""
    w = window
    tile, s = _choose_a_tile_of_three_ends(qtbot, w)

    def y(i):
        return s.targets[i].sceneBoundingRect().center().y()

    moved = 0
    for key, sign in ((Qt.Key.Key_Up, -1), (Qt.Key.Key_Down, 1)):
        for i in range(len(s.targets)):
            s._target_index = i
            s._show_target_selection()
            press(qtbot, key)
            j = s._target_index
            assert s.targets[j].selected
            that_way = [k for k in range(len(s.targets)) if (y(k) - y(i)) * sign > 16]
            if that_way:
                assert j in that_way
                assert abs(y(j) - y(i)) == min(abs(y(k) - y(i)) for k in that_way) or \
                    abs(y(j) - y(i)) < 2 * min(abs(y(k) - y(i)) for k in that_way)
                moved += 1
            else:
                assert j == i
    assert moved >= 1  # three lit ends: one of them lies above or below another
    assert tile in s.hand_items and s._chosen == tile  # still choosing: Enter plays it


def test_a_change_of_language_leaves_a_tile_chosen_by_mouse_with_no_end_selected(window, qtbot, qapp):
    """Play-test pt76 #4: a tile clicked (it fits two ends: "choose a lit end") and then a change
    of language by Alt+L lit the left end solidly and the status bar said "1-5 on the end on the
    left", as if the keyboard had chosen it: the Alt key, on the table, had turned to keyboard
    play."""
    from PySide6.QtTest import QTest

    w = window
    tile = _three_lit_ends(qtbot, w)
    assert tile is not None
    s = w.scene
    at = w.view.mapFromScene(s.hand_items[tile].sceneBoundingRect().center())
    QTest.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at)
    assert s._chosen == tile and len(s.targets) > 1 and not any(t.selected for t in s.targets)
    said = w.statusBar().currentMessage()
    QTest.keyClick(w.view, Qt.Key.Key_Alt)  # Alt+L's Alt, before the menu has the keys
    assert not any(t.selected for t in s.targets)
    try:
        i18n.install_language(qapp, "ru")
        qtbot.waitUntil(lambda: w.statusBar().currentMessage() not in ("", said), timeout=2000)
        assert s._chosen == tile and not any(t.selected for t in s.targets)
        assert not any(s.end_label(t.end) in w.statusBar().currentMessage() for t in s.targets)
    finally:
        i18n.install_language(qapp, "en")
    assert not any(t.selected for t in s.targets)
    s.cancel_choice()


def test_the_arrows_say_the_tile_in_a_sentence(window, qtbot):
    """Play-tests pt145 #8, pt148 #4: an arrow put the tile's bare name, "4-6", after the status
    bar's last sentence, where it read as cut off. It says whether Enter chooses the tile, or
    that the tile fits no open end (when none does, the arrows visit every tile)."""
    from allfives_qt.ui.tile_item import tile_accessible_name

    w = window
    c = w.controller

    def chooses(tile):  # play-test pt150 #3: with the most it can score now, when it scores
        most = max(c.points_if(tile, end) or 0 for end in c.legal_ends(tile))
        name = tile_accessible_name(tile)
        return f"{name} can score {most} points now: Enter chooses it." if most else (
            f"{name}: Enter chooses it.")

    def scoring():
        return [t for t in c.playable_tiles() if any(c.points_if(t, e) for e in c.legal_ends(t))]

    reach(w, qtbot, lambda: len(c.playable_tiles()) >= 2 and scoring()
          and len(scoring()) < len(c.playable_tiles()))
    w.view.setFocus()
    press(qtbot, RIGHT)
    said = w.statusBar().currentMessage()
    assert said.endswith(chooses(w.scene._focus))
    assert w.view.accessibleDescription() == chooses(w.scene._focus)
    seen = set()
    press(qtbot, Qt.Key.Key_Home)
    for _ in c.game.hand.hands[c.game.hand.turn].bit_count() * [0]:  # every tile of the hand
        seen.add(w.statusBar().currentMessage().endswith(" points now: Enter chooses it."))
        if w.scene._focus in c.playable_tiles():
            assert w.statusBar().currentMessage().endswith(chooses(w.scene._focus))
        press(qtbot, RIGHT)
    assert seen == {True, False}  # a tile that scores, and one that does not
    # Enter picks a scoring tile: its lit end, and what it scores there (play-test pt155 #4).
    press(qtbot, Qt.Key.Key_Home)
    while w.scene._focus not in scoring():
        press(qtbot, RIGHT)
    press(qtbot, Qt.Key.Key_Return)
    t = w.scene.targets[w.scene._target_index]
    end = w.scene.end_label(t.end)
    name = tile_accessible_name(w.scene._chosen)
    assert w.statusBar().currentMessage().endswith(
        f"{name} on {end} scores {t.points} points now." if t.points else f"{name} on {end}.")
    assert t.points == max(c.points_if(w.scene._chosen, e) or 0 for e in c.legal_ends(w.scene._chosen))
    reach(w, qtbot, lambda: not c.playable_tiles() and len(w.scene.hand_items) >= 2)
    w.view.setFocus()
    press(qtbot, Qt.Key.Key_End)
    assert w.statusBar().currentMessage().endswith(
        tile_accessible_name(w.scene._focus) + " fits no open end.")
